package gen

import "github.com/irfuzz/irfuzz/ir"

// The on-chip gathers, scatters and tile.concat (PyPTO
// src/ir/op/tile_ops/gather.cpp, scatter.cpp, transform.cpp; the DSL's
// python/pypto/language/op/tile_ops.py:599, :2764-2956). Their indices and
// offsets come from a tile.ci sequence (in range from its start) or from a
// loaded integer tile (input data: an index past the source reads nothing
// in the reference, sim/ref/ops_gather.go, which leaves that element
// unknown).

// gatherSrc: a 2-D vector-side tile of a gather source dtype (FP16, FP32,
// INT16, INT32; gather.cpp:46-116) and static shape.
func gatherSrc(t ir.Type) bool {
	tt := tileOf(t)
	if !isVecSide(t) || tt.Rank() != 2 || staticDims(tt) == nil {
		return false
	}
	switch tt.DType {
	case ir.FP16, ir.FP32, ir.INT16, ir.INT32:
		return true
	}
	return false
}

// scatterSrc: a 2-D vector-side tile of a scatter dtype (INT8, INT16,
// INT32, FP16, FP32, BF16; scatter.cpp:131-146) and static shape.
func scatterSrc(t ir.Type) bool {
	tt := tileOf(t)
	if !isVecSide(t) || tt.Rank() != 2 || staticDims(tt) == nil {
		return false
	}
	switch tt.DType {
	case ir.INT8, ir.INT16, ir.INT32, ir.FP16, ir.FP32, ir.BF16:
		return true
	}
	return false
}

// pickOrLoad picks a tile satisfying pred, else loads a fresh 2-D one of
// a dtype from dts.
func (b *builder) pickOrLoad(pred func(ir.Type) bool, dts ...ir.DataType) val {
	if v, ok := b.pick(pred); ok {
		return v
	}
	shape, dt := b.shape2(), oneOf(b, dts...)
	b.fitVec(dt, shape)
	if v := b.loadTile(shape, dt, false); v != nil {
		return val{e: v, t: v.T}
	}
	return val{}
}

// indexTile makes an index tile of dtype dt and shape dims: a tile.ci
// sequence when dims is one row, else (or now and then) a loaded tile.
func (b *builder) indexTile(dt ir.DataType, dims []int64) *ir.Var {
	if dims[0] == 1 && dims[1] != 1 && b.chance(70) {
		return b.ciTile(dt, dims[1])
	}
	return b.loadTile(append([]int64(nil), dims...), dt, false)
}

// gatherOp is tile.gather (src, indices, tmp): INT32 indices (INT16 for a
// 16-bit src now and then) of a shape drawn apart from src's, and a fresh
// scratch tmp.
func (b *builder) gatherOp(op *ir.OpDef) {
	src := b.pickOrLoad(gatherSrc, ir.FP32, ir.FP16, ir.INT32, ir.INT16)
	tt := tileOf(src.t)
	if tt == nil {
		return
	}
	it := ir.INT32
	if tt.DType.Bits() == 16 && b.chance(50) {
		it = ir.INT16
	}
	dims := []int64{oneOf[int64](b, 1, 1, 2, 8), b.dim()}
	b.fitVec(it, dims)
	ix := b.indexTile(it, dims)
	if ix == nil {
		return
	}
	b.bind("ga", b.withScratch(op, []ir.Expr{src.e, ix}, 0))
}

// gatherbOp is tile.gatherb (src, offset): UINT32 byte offsets, 8 per
// 32-byte row; output_dtype now and then another dtype of the op's set.
func (b *builder) gatherbOp(op *ir.OpDef) {
	src := b.pickOrLoad(func(t ir.Type) bool { return isVecSide(t) && isTile2D(t) && staticDims(tileOf(t)) != nil },
		ir.FP32, ir.FP16, ir.INT32, ir.INT16, ir.INT8)
	if src.e == nil {
		return
	}
	dims := []int64{oneOf[int64](b, 1, 1, 2, 4), 8 * oneOf[int64](b, 1, 1, 2, 4)}
	off := b.indexTile(ir.UINT32, dims)
	if off == nil {
		return
	}
	var kws []ir.Kwarg
	if b.chance(30) {
		kws = append(kws, kw("output_dtype", oneOf(b, ir.FP32, ir.FP16, ir.INT32, ir.INT16, ir.INT8, ir.UINT8, ir.BF16)))
	}
	b.bind("gb", create(op, []ir.Expr{src.e, off}, kws...))
}

// sameWidth are the dtypes of each width a gather_mask may reinterpret
// its result as.
var sameWidth = map[int][]ir.DataType{16: {ir.INT16, ir.FP16, ir.UINT16, ir.BF16}, 32: {ir.INT32, ir.FP32, ir.UINT32}}

// gatherMaskOp is tile.gather_mask (src, mask_pattern 1 .. 7); the
// registry refuses a pattern whose stride does not divide the columns.
func (b *builder) gatherMaskOp(op *ir.OpDef) {
	src := b.pickOrLoad(gatherSrc, ir.FP32, ir.FP16, ir.INT32, ir.INT16)
	tt := tileOf(src.t)
	if tt == nil {
		return
	}
	kws := []ir.Kwarg{kw("mask_pattern", int64(1+b.draw(7)))}
	if b.chance(30) {
		kws = append(kws, kw("output_dtype", oneOf(b, sameWidth[tt.DType.Bits()]...)))
	}
	b.bind("gm", create(op, []ir.Expr{src.e}, kws...))
}

// gatherCompareOp is tile.gather_compare (src, kvalue, tmp): the indices of
// the elements of each row that compare with kvalue, and their count per
// row, a tuple the kernel reads both elements of (PyPTO's PTO emission
// needs both, src/backend/common/pto_ops_datamove.cpp:603-616; the DSL's
// `dst, cdst = ...`).
func (b *builder) gatherCompareOp(op *ir.OpDef) {
	src := b.pickOrLoad(gatherSrc, ir.FP32, ir.FP16, ir.INT32, ir.INT16)
	tt := tileOf(src.t)
	if tt == nil {
		return
	}
	cols := staticDims(tt)[1]
	// cmp_mode, offset and out_cols always, as the DSL builds the call
	// (python/pypto/language/op/tile_ops.py:2844-2853).
	kws := []ir.Kwarg{kw("cmp_mode", int64(b.draw(6))), kw("offset", oneOf[int64](b, 0, 0, 1, 3)), kw("out_cols", oneOf(b, cols, max(cols/2, 1), int64(8)))}
	if b.chance(30) {
		kws = append(kws, kw("count_dtype", oneOf(b, ir.INT32, ir.UINT32)))
	}
	t := b.bind("gc", b.withScratch(op, []ir.Expr{src.e, b.scalarOfDType(tt.DType)}, 0, kws...))
	if t == nil {
		return
	}
	b.define("gi", &ir.TupleGetItem{Tuple: t, Index: 0})
	b.define("gn", &ir.TupleGetItem{Tuple: t, Index: 1})
}

// scatterDst makes the destination of a scatter: a fresh tile.full of the
// dtype and shape (so what the scatter does not write is known).
func (b *builder) scatterDst(shape []int64, dt ir.DataType) *ir.Var {
	if !b.fits(ir.Vec, shape, dt) {
		return nil
	}
	return b.fullTile(shape, dt)
}

// scatterOp is tile.scatter (dst, src, indexes): indexes of src's shape,
// INT32 for a 4-byte dtype, INT16 otherwise (scatter.cpp:148-173), into a
// fresh dst of src's dtype and a drawn shape.
func (b *builder) scatterOp(op *ir.OpDef) {
	src := b.pickOrLoad(scatterSrc, ir.FP32, ir.FP16, ir.INT32, ir.INT16, ir.INT8, ir.BF16)
	tt := tileOf(src.t)
	if tt == nil {
		return
	}
	dims := staticDims(tt)
	it := ir.INT16
	if tt.DType.Bytes() == 4 {
		it = ir.INT32
	}
	ix := b.indexTile(it, dims)
	if ix == nil {
		return
	}
	dshape := append([]int64(nil), dims...)
	if b.chance(50) {
		dshape = b.shape2()
		b.fitVec(tt.DType, dshape)
	}
	dst := b.scatterDst(dshape, tt.DType)
	if dst == nil {
		return
	}
	b.bind("sc", create(op, []ir.Expr{dst, src.e, ix}))
}

// scatterMaskOp is tile.scatter_mask (dst, src, mask_pattern): a fresh dst
// of src's rows and src's columns times the pattern's stride.
func (b *builder) scatterMaskOp(op *ir.OpDef) {
	src := b.pickOrLoad(scatterSrc, ir.FP32, ir.FP16, ir.INT32, ir.INT16, ir.INT8, ir.BF16)
	tt := tileOf(src.t)
	if tt == nil {
		return
	}
	p := int64(1 + b.draw(7))
	stride := ir.MaskStride(p)
	dims := staticDims(tt)
	dst := b.scatterDst([]int64{dims[0], dims[1] * stride}, tt.DType)
	if dst == nil {
		return
	}
	b.bind("sm", create(op, []ir.Expr{dst, src.e}, kw("mask_pattern", p)))
}

// concatOp is tile.concat (src0, src1): two 2-D tiles of one dtype and row
// count side by side (the same tile twice when no other fits), within the
// Vec budget.
func (b *builder) concatOp(op *ir.OpDef) {
	a := b.vecTile(true)
	tt := tileOf(a.t)
	if tt == nil || tt.Rank() != 2 {
		return
	}
	d := staticDims(tt)
	r := a
	if v, ok := b.pick(func(u ir.Type) bool {
		x := tileOf(u)
		return isVecSide(u) && x.Rank() == 2 && x.DType == tt.DType && staticDims(x) != nil && d != nil && staticDims(x)[0] == d[0]
	}); ok {
		r = v
	}
	if d == nil || !b.fits(ir.Vec, []int64{d[0], d[1] + staticDims(tileOf(r.t))[1]}, tt.DType) {
		return
	}
	b.bind("cc", create(op, []ir.Expr{a.e, r.e}))
}

// reinterpretDTypes are the dtypes tile.reinterpret_view is drawn to.
var reinterpretDTypes = []ir.DataType{ir.INT32, ir.FP32, ir.INT16, ir.FP16, ir.BF16, ir.UINT32, ir.UINT16, ir.INT8, ir.UINT8}

// reinterpretOp views a 2-D vector-side tile as another dtype
// (tile.reinterpret_view, src/ir/op/tile_ops/transform.cpp; the registry
// refuses a boxed or strided source and scales the contiguous axis when
// the element size changes, reinterpret_view_semantics.h:261-319). The
// reference reads the source's bytes as the new dtype
// (sim/ref/ops_reinterpret.go).
func (b *builder) reinterpretOp(op *ir.OpDef) {
	t := b.vecTile(true)
	tt := tileOf(t.t)
	if tt == nil {
		return
	}
	to := oneOf(b, reinterpretDTypes...)
	if to == tt.DType {
		return
	}
	// An unplaced source a cube op may read lands in Mat, boxed, where
	// the registry refuses it after InferTileMemorySpace; one the view
	// reads stays a vector tile (as a move's source, moveOp).
	v := ir.VarOf(t.e)
	if tt.Space == ir.MemNone && b.maybeCubeRead(t.e) {
		return
	}
	if b.bind("rv", create(op, []ir.Expr{t.e}, kw("dtype", to))) != nil && v != nil && tt.Space == ir.MemNone {
		b.vecOnly[b.aliasRoot(v)] = true
	}
}

// scatterUpdateOp is tile.scatter_update (input, index, src, dim=-2): the
// rows of a 2-D vector-side tile that a [b, s] INT32 index tile names (a
// tile.ci sequence for b = 1, else a loaded tile) overwritten by the rows
// of a loaded [b*s, d] src of its dtype (transform.cpp:813-885; the DSL
// always passes dim, python/pypto/ir/op/tile_ops.py:399-421).
func (b *builder) scatterUpdateOp(op *ir.OpDef) {
	in := b.pickOrLoad(scatterSrc, ir.FP32, ir.FP16, ir.INT32, ir.INT16, ir.INT8, ir.BF16)
	tt := tileOf(in.t)
	if tt == nil {
		return
	}
	d := staticDims(tt)[1]
	bs := []int64{oneOf[int64](b, 1, 1, 2), oneOf[int64](b, 1, 2, 4, 8)}
	var ix *ir.Var
	if bs[0] == 1 && bs[1] > 1 && b.chance(70) {
		ix = b.ciTile(ir.INT32, bs[1])
	} else {
		ix = b.loadInto(bs, ir.INT32, false, ir.Vec)
	}
	if ix == nil || !b.fits(ir.Vec, []int64{bs[0] * bs[1], d}, tt.DType) {
		return
	}
	src := b.loadInto([]int64{bs[0] * bs[1], d}, tt.DType, false, ir.Vec)
	if src == nil {
		return
	}
	b.bind("su", create(op, []ir.Expr{in.e, ix, src}, kw("dim", int64(-2))))
}
