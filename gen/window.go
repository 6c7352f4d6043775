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
// :422-438), so each offset, row and column, decides what is stored. In
// a third of the windows a vector op (tile.adds) reads the slice, in a
// third the store does; the slice is now and then a window of a
// transpose_view, or carries a valid_shape (which CanonicalizeTileSlice
// never rewrites, :246): the unaligned Vec windows AlignTileSlices copies
// (irfuzz RF-B1, RF-H10a).
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
	// The window is now and then one of a transpose_view (a column-major
	// tile) and narrowed (a valid_shape argument); it is read by an
	// extract of a sub-window, by a vector op or by the store itself.
	var src ir.Expr = t
	if b.chance(25) && keepsBoxing(shape, []int64{shape[1], shape[0]}, dt) {
		if tv := b.bind("tv", create(ir.TileTransposeView, []ir.Expr{t})); tv != nil {
			src, shape = tv, []int64{shape[1], shape[0]}
		}
	}
	sh, off := cut(tileOf(src.Type()), shape)
	args := []ir.Expr{src, idx(sh...), idx(off...)}
	if sh[0] > 1 && b.chance(30) {
		valid := append([]int64(nil), sh...)
		valid[0] = b.narrowRows(sh[0])
		args = append(args, idx(valid...))
	}
	sl := b.bind("sl", create(ir.TileSlice, args))
	if sl == nil {
		return
	}
	var stored *ir.Var
	switch b.draw(3) {
	case 0:
		wsh, woff := cut(tileOf(sl.T), sh)
		stored = b.bind("ex", create(ir.TileExtract, []ir.Expr{sl, ir.ConstI(woff[0]), ir.ConstI(woff[1]), idx(wsh...)}, kw("target_memory", ir.Vec)))
	case 1:
		stored = b.bind("v", create(ir.TileAdds, []ir.Expr{sl, constOf(dt, 1)}))
	default:
		stored = sl
	}
	if stored == nil {
		return
	}
	out := b.newTensor("out", staticDims(tileOf(stored.T)), dt)
	if c := create(ir.TileStore, []ir.Expr{stored, idx(0, 0), out.cur}); c != nil {
		out.cur = b.define("o", c)
		out.stored = true
		b.markStore(out, false)
	}
}
