package gen

import "github.com/irfuzz/irfuzz/ir"

// The tile ops that move data between GM and a tile by indices or offsets
// the kernel computes (PyPTO src/ir/op/tile_ops/memory.cpp:1112-1423,
// paged_gather.cpp:52-102; the DSL's python/pypto/language/op/tile_ops.py:
// 486-530, :2957-3060): tile.mgather, tile.mscatter and tile.gather_row.
// Their GM tensors follow the cross-core rules of loads and stores
// (crosscore.go): what they read is an input a vector-side load may read,
// what they write a new output the vector side stores. The reference
// (sim/ref/ops_gather.go) reads an index out of range as nothing: the
// element it would make stays unknown.

// mgatherDTypes are the tile.mgather table dtypes drawn (memory.cpp:
// 1227-1260 takes the FP8 ones too, which no vector op here reads).
var mgatherDTypes = []ir.DataType{ir.FP32, ir.FP16, ir.INT32, ir.INT16, ir.BF16, ir.INT8, ir.UINT8}

// mgatherOp is tile.mgather into Vec: row mode (coalesce 0, the DSL's
// default) gathers R whole rows of an input table by a [1, R] or [R, 1]
// INT32 index tile; element mode (coalesce 1) gathers the elements an
// [r, c] index tile names. The indices are a tile.ci sequence (in range)
// or, now and then, a loaded INT32 tile; gather_oob (0 undefined, 1 clamp,
// 2 wrap, 3 zero) is drawn now and then.
func (b *builder) mgatherOp(op *ir.OpDef) {
	dt := oneOf(b, mgatherDTypes...)
	elem := b.chance(30)
	win := b.shape2()
	b.fitVec(dt, win)
	t := b.inputTensor(win, dt, ir.Vec)
	t.loaded = true
	dims, _ := ir.StaticShape(t.v.T.(*ir.TensorType).Shape)
	var ix *ir.Var
	var out []int64
	if elem {
		shape := []int64{oneOf[int64](b, 1, 2, 8), 8 * oneOf[int64](b, 1, 2, 4)}
		if shape[0] == 1 && b.chance(70) {
			ix = b.ciTile(ir.INT32, shape[1])
		} else {
			ix = b.loadInto(shape, ir.INT32, false, ir.Vec)
		}
		out = shape
	} else {
		r := min(oneOf[int64](b, 1, 2, 4, 8, 16), dims[0])
		shape := []int64{1, r}
		if b.chance(40) {
			shape = []int64{r, 1}
		}
		if shape[0] == 1 && b.chance(70) {
			ix = b.ciTile(ir.INT32, r)
		} else {
			ix = b.loadInto(shape, ir.INT32, false, ir.Vec)
		}
		out = []int64{r, dims[len(dims)-1]}
	}
	if ix == nil || !b.fits(ir.Vec, out, dt) {
		return
	}
	// The kwargs as the DSL builds them (python/pypto/ir/op/tile_ops.py:
	// 511-516): coalesce always, gather_oob only when not 0.
	kws := []ir.Kwarg{kw("coalesce", int64(0))}
	if elem {
		kws[0] = kw("coalesce", int64(1))
	}
	if b.chance(30) {
		kws = append(kws, kw("gather_oob", int64(1+b.draw(3))))
	}
	b.bind("mg", create(op, []ir.Expr{t.v, ix}, kws...))
}

// mscatterOp is tile.mscatter (src, idx, output_tensor): each element of a
// 2-D vector-side tile of FP16, FP32, INT16 or INT32 (memory.cpp:
// 1117-1190) goes to the element of a new output tensor its INT32 index
// names: a tile.ci sequence for a one-row source, else a loaded index
// tile. The tensor is the kernel's from then on, as if stored from the
// vector side (markStore); only at the top level, outside a lane split
// (both lanes would write the tensor).
func (b *builder) mscatterOp(op *ir.OpDef) {
	if b.depth > 0 || b.lane != nil {
		return
	}
	src := b.pickOrLoad(gatherSrc, ir.FP32, ir.FP16, ir.INT32, ir.INT16)
	tt := tileOf(src.t)
	if tt == nil {
		return
	}
	dims := staticDims(tt)
	var ix *ir.Var
	if dims[0] == 1 && b.chance(70) {
		ix = b.ciTile(ir.INT32, dims[1])
	} else {
		ix = b.loadInto(append([]int64(nil), dims...), ir.INT32, false, ir.Vec)
	}
	if ix == nil {
		return
	}
	t := b.newTensor("out", []int64{dims[0] * oneOf[int64](b, 1, 2), dims[1]}, tt.DType)
	c := create(op, []ir.Expr{src.e, ix, t.cur})
	if c == nil {
		return
	}
	t.cur = b.define("ms", c)
	t.stored = true
	b.markStore(t, false)
}

// gatherRowOp is tile.gather_row (dst, src, dst_offset, src_offset,
// shapes): k whole rows of an input tensor, loaded in place into rows
// i .. i+k of a fresh tile.full of the tensor's row width and dtype. The
// offsets and the window are constants inside both (shapes must be,
// paged_gather.cpp:68-76); valid_shape, a narrower transfer, now and then.
func (b *builder) gatherRowOp(op *ir.OpDef) {
	dt := b.vecDType()
	win := b.shape2()
	b.fitVec(dt, win)
	t := b.inputTensor(win, dt, ir.Vec)
	t.loaded = true
	dims, _ := ir.StaticShape(t.v.T.(*ir.TensorType).Shape)
	rows, cols := win[0], dims[len(dims)-1]
	if !b.fits(ir.Vec, []int64{rows, cols}, dt) {
		cols = win[1]
	}
	dst := b.scatterDst([]int64{rows, cols}, dt)
	if dst == nil {
		return
	}
	k := int64(1 + b.draw(int(min(rows, 4))))
	i := int64(b.draw(int(rows - k + 1)))
	r := int64(b.draw(int(dims[0] - k + 1)))
	args := []ir.Expr{dst, t.v, idx(i, 0), idx(r, 0), idx(k, cols)}
	if b.chance(25) {
		args = append(args, idx(int64(1+b.draw(int(k))), cols))
	}
	// The DSL always passes transpose (python/pypto/language/op/
	// tile_ops.py:525-533).
	b.bind("gr", create(op, args, kw("transpose", false)))
}
