package gen

import "github.com/irfuzz/irfuzz/ir"

// Windows of windows: a kernel that takes a block of a tile as a view
// and copies a sub-block of that view out (statement kind WWindow; top
// level only, since it stores the copy into an output of its own):
//
//	t = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
//	sl = pl.tile.slice(t, [32, 32], [0, 32])
//	ex = pl.tile.extract(sl, 16, 16, [16, 16], target_memory=pl.Mem.Vec)
//	o = pl.tile.store(ex, [0, 0], out)
//
// CanonicalizeTileSlice folds the extract of a slice into an extract of
// its base at the summed offsets (canonicalize_tile_slice_pass.cpp
// :422-438), so each offset, row and column, decides what is stored.
// Sizes and offsets follow extractOp's and viewOn's rules (box.go's
// whole boxes, windows inside the valid region).
func (b *builder) windowStmt() {
	b.src.Begin("window")
	defer b.src.End()
	dt := b.vecDType()
	shape := []int64{b.dim(), b.dim()}
	b.fitVec(dt, shape)
	t := b.loadInto(shape, dt, false, ir.Vec)
	if t == nil {
		return
	}
	u := boxUnit(dt)
	cut := func(tt *ir.TileType, d []int64) ([]int64, []int64) {
		sh := []int64{b.subTo(d[0], u), b.subTo(d[1], u)}
		if !keepsBoxing(d, sh, dt) {
			sh = append([]int64(nil), d...)
		}
		off := make([]int64, 2)
		for i := range off {
			off[i] = int64(b.draw(int(windows(tt, i, sh[i], d[i]/sh[i])))) * sh[i]
		}
		return sh, off
	}
	sh, off := cut(tileOf(t.T), shape)
	sl := b.bind("sl", create(ir.TileSlice, []ir.Expr{t, idx(sh...), idx(off...)}))
	if sl == nil {
		return
	}
	wsh, woff := cut(tileOf(sl.T), sh)
	ex := b.bind("ex", create(ir.TileExtract, []ir.Expr{sl, ir.ConstI(woff[0]), ir.ConstI(woff[1]), idx(wsh...)}, kw("target_memory", ir.Vec)))
	if ex == nil {
		return
	}
	out := b.newTensor("out", wsh, dt)
	if c := create(ir.TileStore, []ir.Expr{ex, idx(0, 0), out.cur}); c != nil {
		out.cur = b.define("o", c)
		out.stored = true
		b.markStore(out, false)
	}
}
