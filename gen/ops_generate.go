package gen

import "github.com/irfuzz/irfuzz/ir"

// Each call carries every kwarg, defaults included, in the DSL's order:
// the form PyPTO's parser builds (ir/dsl.go, dslArgs.call), so a kernel
// prints and parses back to itself.
//
// The generator ops (tile.ci, tile.tri, tile.random): a fresh Vec tile
// made from constants alone, no source tile (PyPTO
// src/ir/op/tile_ops/memory.cpp:672-893; the DSL's
// python/pypto/language/op/tile_ops.py:729-840). The reference computes
// ci and tri (sim/ref/ops_generate.go) and leaves random's values unknown.

// ciDTypes are tile.ci's result dtypes (memory.cpp:672-737).
var ciDTypes = []ir.DataType{ir.INT32, ir.INT16, ir.UINT32, ir.UINT16}

// ciOp makes an index sequence [1, N] from a constant start, ascending or
// descending.
func (b *builder) ciOp(_ *ir.OpDef) { b.ciTile(oneOf(b, ciDTypes...), b.dim()) }

// ciTile makes tile.ci(start, [1, n], dtype=dt) (descending now and then)
// and binds it; start stays small, so an ascending sequence indexes a tile
// of n or more elements from its start.
func (b *builder) ciTile(dt ir.DataType, n int64) *ir.Var {
	start := int64(b.draw(4))
	// Every kwarg, as the DSL's parser builds the call
	// (python/pypto/language/op/tile_ops.py:729-734).
	kws := []ir.Kwarg{kw("dtype", dt), kw("descending", b.chance(25))}
	return b.bind("ci", create(ir.TileCi, []ir.Expr{constOf(dt, float64(start)), idx(1, n)}, kws...))
}

// triDTypes are tile.tri's result dtypes (memory.cpp:739-804).
var triDTypes = []ir.DataType{ir.FP32, ir.FP16, ir.BF16, ir.INT32, ir.INT16, ir.INT8, ir.UINT8, ir.UINT16, ir.UINT32}

// triOp makes a lower (upper) triangular 0/1 mask of a 2-D shape, its
// diagonal shifted by -2 .. 2, filling the whole tile or a smaller valid
// region.
func (b *builder) triOp(_ *ir.OpDef) {
	shape, dt := b.shape2(), oneOf(b, triDTypes...)
	b.fitVec(dt, shape)
	diag := &ir.ConstInt{Value: int64(b.draw(5)) - 2, DType: ir.INT32}
	args := []ir.Expr{diag, idx(shape...)}
	if b.chance(30) {
		args = append(args, idx(max(shape[0]/2, 1), shape[1]))
	}
	kws := []ir.Kwarg{kw("dtype", dt), kw("upper", b.chance(50))}
	b.bind("tri", create(ir.TileTri, args, kws...))
}

// randomOp makes a tile of counter-based random INT32 / UINT32 values
// from six INT32 constants (two key words, four counter words), with 7 or
// 10 rounds.
func (b *builder) randomOp(_ *ir.OpDef) {
	shape, dt := b.shape2(), oneOf(b, ir.UINT32, ir.INT32)
	b.fitVec(dt, shape)
	args := make([]ir.Expr, 0, 8)
	for i := 0; i < 6; i++ {
		args = append(args, &ir.ConstInt{Value: int64(b.draw(1000)), DType: ir.INT32})
	}
	args = append(args, idx(shape...))
	if b.chance(30) {
		args = append(args, idx(shape[0], max(shape[1]/2, 1)))
	}
	kws := []ir.Kwarg{kw("dtype", dt), kw("rounds", oneOf[int64](b, 10, 7))}
	b.bind("rnd", create(ir.TileRandom, args, kws...))
}

// expandsOp is tile.expands (target, scalar): a tile of a 2-D vector-side
// tile's shape filled with a scalar of its dtype (broadcast.cpp:197-222).
// The pinned PyPTO registers no PTO emission for it, so its code
// generation fails ("No codegen registered for operation: tile.expands"),
// as the model's pto.Emit does.
func (b *builder) expandsOp(op *ir.OpDef) {
	t := b.vecTile(true)
	tt := tileOf(t.t)
	if tt == nil {
		return
	}
	b.bind("es", create(op, []ir.Expr{t.e, b.scalarOfDType(tt.DType)}))
}
