package gen

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

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
	cut := func(tt *ir.TileType, d []int64) ([]int64, []int64) { return b.windowCut(tt, d, dt, u) }
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

// tailWindow appends, now and then (PTailWindow), a window of a window
// to a finished kernel, as windowStmt builds one, read from a vector tile
// the kernel already has and stored into a corner of one of its outputs
// just before it returns:
//
//	sl = pl.tile.slice(t, [16, 32], [16, 32])
//	ex = pl.tile.extract(sl, 0, 16, [16, 16], target_memory=pl.Mem.Vec)
//	o_9 = pl.tile.store(ex, [0, 0], o_8)
//	return o_9
//
// Its draws come after every other of the kernel (the orchestration, the
// user form and the input windows), so a kernel that does not draw it is
// the one it was before. The kernel's signature is unchanged, so the
// orchestration still calls it as it was built. CanonicalizeTileSlice
// folds the extract into an extract of t at the summed offsets
// (canonicalize_tile_slice_pass.cpp:422-438), so a slice offset it drops
// changes what is stored.
//
// t is a Vec tile with an implicit row-major view assigned once at the top
// level (and not read by the cube side); the output is a 2-D one no cube
// core loads or stores and no tensor.write writes (the vector core's
// store then comes after every other write of it on that core), of t's
// dtype and at least the extract's extent. A lane-split kernel is left
// alone: its stores split by lane (lanes.go).
func (b *builder) tailWindow(k *ir.Function) {
	stmts, ret, outs := b.tailSite(k, PTailWindow)
	if ret == nil {
		return
	}
	// Sources: Vec tiles assigned once, at the top level.
	assigned := map[*ir.Var]int{}
	ir.Walk(k.Body, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			assigned[a.Var]++
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	var tiles []*ir.Var
	spoiled := spoiledRoots(k.Body)
	for _, s := range stmts {
		a, ok := s.(*ir.AssignStmt)
		if !ok || assigned[a.Var] != 1 {
			continue
		}
		tt := tileOf(a.Var.T)
		if tt == nil || tt.Space != ir.Vec || tt.View != nil || tt.Rank() != 2 || staticDims(tt) == nil {
			continue
		}
		if c, ok := a.Value.(*ir.Call); ok && cubeSide(c) || spoiled[viewRoot(k.Body, a.Var)] {
			continue
		}
		tiles = append(tiles, a.Var)
	}
	if len(tiles) == 0 {
		return
	}
	o := outs[b.draw(len(outs))]
	var fit []*ir.Var
	for _, t := range tiles {
		if tileOf(t.T).DType == o.dt {
			fit = append(fit, t)
		}
	}
	if len(fit) == 0 {
		return
	}
	// Three times in four the tile is one whose columns split into
	// blocks (when there is one).
	var split []*ir.Var
	for _, t := range fit {
		tt := tileOf(t.T)
		if d := staticDims(tt); splits(d, d[1]>>1, tt.DType) {
			split = append(split, t)
		}
	}
	if len(split) > 0 && b.chance(75) {
		fit = split
	}
	t := fit[b.draw(len(fit))]
	tt := tileOf(t.T)
	dt, shape := tt.DType, staticDims(tt)
	u := boxUnit(dt)
	cols := func(s int64) bool { return splits(shape, s, dt) }
	cut := func(tt *ir.TileType, d []int64) ([]int64, []int64) { return b.windowCut(tt, d, dt, u) }
	// The slice is a column block (a half or a quarter of the columns,
	// when that keeps the tile's boxing: the pipeline may lay a tile out
	// in boxes even in Vec), mostly not the first, so that most slices
	// start off column 0; its rows are cut as windowStmt cuts them.
	sh, off := cut(tt, shape)
	if s := shape[1] >> (1 + b.draw(2)); cols(s) {
		sh[1] = s
	} else if s := shape[1] >> 1; cols(s) {
		sh[1] = s
	}
	// Three times in four a block other than the first, when there is one.
	if n := int(windows(tt, 1, sh[1], shape[1]/sh[1])); n > 1 && b.chance(75) {
		off[1] = int64(1+b.draw(n-1)) * sh[1]
	} else {
		off[1] = int64(b.draw(n)) * sh[1]
	}
	slc := create(ir.TileSlice, []ir.Expr{t, idx(sh...), idx(off...)})
	if slc == nil {
		return
	}
	wsh, woff := cut(tileOf(slc.T), sh)
	if wsh[0] > o.dims[0] || wsh[1] > o.dims[1] {
		return
	}
	sl := &ir.Var{Name: "sl", T: slc.T}
	exc := create(ir.TileExtract, []ir.Expr{sl, ir.ConstI(woff[0]), ir.ConstI(woff[1]), idx(wsh...)}, kw("target_memory", ir.Vec))
	if exc == nil {
		return
	}
	ex := &ir.Var{Name: "ex", T: exc.T}
	storeTail(k, stmts, ret, o.at, ex, &ir.AssignStmt{Var: sl, Value: slc}, &ir.AssignStmt{Var: ex, Value: exc})
}

// vecOutput is a 2-D output of a finished kernel the vector core may
// store into last: the index of its value in the return, its dims and
// dtype.
type vecOutput struct {
	at   int
	dims []int64
	dt   ir.DataType
}

// tailSite is where a construct appended to the finished kernel k goes,
// drawn with knob's chance: k's top-level statements, the return ending
// them and the outputs vecOutputs allows it to store into. ret is nil
// (nothing to append) for a lane-split kernel, whose stores split by lane,
// when the draw says no, and when there is no such output.
func (b *builder) tailSite(k *ir.Function, knob Knob) (stmts []ir.Stmt, ret *ir.ReturnStmt, outs []vecOutput) {
	if b.lane != nil || !b.knobChance(knob) {
		return nil, nil, nil
	}
	stmts = ir.Stmts(k.Body)
	if len(stmts) == 0 {
		return nil, nil, nil
	}
	ret, ok := stmts[len(stmts)-1].(*ir.ReturnStmt)
	if !ok {
		return nil, nil, nil
	}
	if outs = b.vecOutputs(k, ret); len(outs) == 0 {
		return nil, nil, nil
	}
	return stmts, ret, outs
}

// vecOutputs are the returned values of kernel k (whose return is ret)
// whose tensor parameter only the vector core writes: no cube core loads
// or stores it and no tensor.write writes it, so a vector store after
// every other statement comes after every other write of it on that core.
func (b *builder) vecOutputs(k *ir.Function, ret *ir.ReturnStmt) []vecOutput {
	var outs []vecOutput
	for i, e := range ret.Values {
		v := ir.VarOf(e)
		if v == nil {
			continue
		}
		tt, ok := v.T.(*ir.TensorType)
		if !ok || tt.View != nil || tt.Distributed {
			continue
		}
		dims, static := ir.StaticShape(tt.Shape)
		if !static || len(dims) != 2 {
			continue
		}
		p := paramOfVersion(k, v)
		if p < 0 || p >= len(b.paramOrder) {
			continue
		}
		tp := b.tensorOf(b.paramOrder[p])
		if tp == nil || tp.loadCube || tp.accStored || tp.scalarWritten {
			continue
		}
		outs = append(outs, vecOutput{at: i, dims: dims, dt: tt.DType})
	}
	return outs
}

// paramOfVersion is the index of the kernel parameter a tensor value is a
// version of: followed through stores (their destination), loop return
// vars and iter args (their initial value), if return vars (the then
// branch's yield) and plain aliases; -1 when none is found.
func paramOfVersion(k *ir.Function, v *ir.Var) int {
	defs := map[*ir.Var]ir.Expr{}
	ir.Walk(k.Body, func(n ir.Node) bool {
		switch s := n.(type) {
		case *ir.AssignStmt:
			if _, ok := defs[s.Var]; !ok {
				defs[s.Var] = s.Value
			}
		case *ir.ForStmt:
			for i, ia := range s.IterArgs {
				defs[&ia.Var] = ia.Init
				if i < len(s.ReturnVars) {
					defs[s.ReturnVars[i]] = ia.Init
				}
			}
		case *ir.WhileStmt:
			for i, ia := range s.IterArgs {
				defs[&ia.Var] = ia.Init
				if i < len(s.ReturnVars) {
					defs[s.ReturnVars[i]] = ia.Init
				}
			}
		case *ir.IfStmt:
			if y := yieldOf(s.Then); y != nil {
				for i, rv := range s.ReturnVars {
					if i < len(y.Values) {
						defs[rv] = y.Values[i]
					}
				}
			}
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	seen := map[*ir.Var]bool{}
	for v != nil && !seen[v] {
		seen[v] = true
		for i, p := range k.Params {
			if p == v {
				return i
			}
		}
		var next ir.Expr
		switch d := defs[v].(type) {
		case *ir.Call:
			if d.Op == ir.TileStore && len(d.Args) >= 3 {
				next = d.Args[2]
			}
		case nil:
		default:
			next = d
		}
		v = ir.VarOf(next)
	}
	return -1
}

// yieldOf is the yield ending a branch body, or nil.
func yieldOf(s ir.Stmt) *ir.YieldStmt {
	stmts := ir.Stmts(s)
	if len(stmts) == 0 {
		return nil
	}
	y, _ := stmts[len(stmts)-1].(*ir.YieldStmt)
	return y
}

// tensorOf is the tensor parameter record of v, or nil.
func (b *builder) tensorOf(v *ir.Var) *tparam {
	for _, t := range b.tensors {
		if t.v == v {
			return t
		}
	}
	return nil
}

// viewRoot is the variable whose buffer v shares through views.
func viewRoot(body ir.Stmt, v *ir.Var) *ir.Var {
	defs := map[*ir.Var]*ir.Call{}
	ir.Walk(body, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			if c, ok := a.Value.(*ir.Call); ok {
				defs[a.Var] = c
			}
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	for i := 0; i < len(defs); i++ {
		c := defs[v]
		if c == nil || c.Op == nil || c.Op.Access != ir.AccessView || len(c.Args) == 0 || ir.VarOf(c.Args[0]) == nil {
			break
		}
		v = ir.VarOf(c.Args[0])
	}
	return v
}

// spoiledRoots are the buffers a read at the end of the kernel may not
// take a window of: a tile.create's (its bytes are unspecified until
// written), one an in-place op writes (OpDef.ReusesInput, OpDef.Writes)
// and one a cube-side op reads (its value crosses to the other core).
func spoiledRoots(body ir.Stmt) map[*ir.Var]bool {
	out := map[*ir.Var]bool{}
	ir.Walk(body, func(n ir.Node) bool {
		var c *ir.Call
		var v *ir.Var
		switch s := n.(type) {
		case *ir.AssignStmt:
			c, _ = s.Value.(*ir.Call)
			v = s.Var
		case *ir.EvalStmt:
			c, _ = s.Expr.(*ir.Call)
		}
		if c != nil && c.Op != nil {
			if c.Op == ir.TileCreate && v != nil {
				out[v] = true
			}
			for i, a := range c.Args {
				av := ir.VarOf(a)
				if av == nil || !isTile(av.T) {
					continue
				}
				if i == c.Op.ReusesInput || slices.Contains(c.Op.Writes, i) || cubeSide(c) {
					out[viewRoot(body, av)] = true
				}
			}
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	return out
}

// splits reports whether a tile of shape dims may be sliced into column
// blocks s wide: s divides the columns and keeps the tile's boxing.
func splits(dims []int64, s int64, dt ir.DataType) bool {
	return s >= 1 && dims[1]%s == 0 && keepsBoxing(dims, []int64{dims[0], s}, dt)
}

// windowCut draws a window of a tile tt of dims d: each extent a part of
// d in steps of u (the whole tile where a part would break dt's boxing),
// each offset a multiple of the extent.
func (b *builder) windowCut(tt *ir.TileType, d []int64, dt ir.DataType, u int64) ([]int64, []int64) {
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
