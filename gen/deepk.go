package gen

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// Deep-K products: the construct that reaches AutoTileMatmulL0.
//
// The pass splits a matmul into a pipelined loop of L0-sized K steps only
// when its right operand is in Mat, its left in Mat or Vec (before
// InferTileMemorySpace, so explicitly placed) and the double-buffered
// [M, K] / [K, N] slabs do not fit L0A / L0B; a row-narrowed left operand
// then gets a compact accumulator seed, the site of PyPTO #2470. Ordinary
// cube operands are sized to fit L0 (matmul.go), so none qualifies: this
// builds operands that do, loaded straight into Mat.

// deepKOperands loads lhs [M, K] and rhs [K, N] into Mat with K a small
// multiple (2 to 4) of the deepest 16-aligned step whose double-buffered
// slabs fit L0A and L0B, or now and then (PNonPow2) K past such a multiple
// by a few boxes, and M or N not a power of two. The pass's chooser
// (PyPTO's ChooseL0Tile) splits K of three steps or more; one of two
// steps it may leave whole, one operand held single-buffered. The lhs is narrowed
// (PNarrow) to valid rows whose fractal pitch differs from M now and then.
// False when the target has no L0 capacities or the operands would not
// fit half of Mat.
func (b *builder) deepKOperands() (operands, bool) {
	b.src.Begin("deepk")
	defer b.src.End()
	var o operands
	if !b.movable(ir.Mat, ir.Left) || !b.movable(ir.Mat, ir.Right) {
		return o, false
	}
	o.dt = b.cubeDType()
	u := boxUnit(o.dt)
	o.m = max(oneOf[int64](b, 32, 64, 64, 128, 16), u)
	o.n = max(oneOf[int64](b, 32, 64, 16, 128), u)
	if b.knobChance(PNonPow2) {
		o.m = ir.AlignUp(oneOf[int64](b, 48, 80, 96, 112), u)
	}
	if b.knobChance(PNonPow2) {
		o.n = ir.AlignUp(oneOf[int64](b, 48, 80, 96, 112), u)
	}
	step := pipeline.L0KStep(b.be, o.m, o.n, o.dt, o.dt)
	step -= step % u // whole fractal boxes of the dtype
	if step < u {
		return o, false // no L0 bound (nothing to split) or not one box fits
	}
	inMat := func(k int64) bool { return b.fitsElems(ir.Mat, o.m*k, o.dt) && b.fitsElems(ir.Mat, k*o.n, o.dt) }
	o.k = step * oneOf[int64](b, 2, 3, 4, 2)
	// A K the step does not divide (PNonPow2): the split must take a
	// smaller step or peel the last one.
	if b.knobChance(PNonPow2) && step > u {
		o.k += u * int64(1+b.draw(int(step/u-1)))
	}
	if !inMat(o.k) {
		o.k = step * 2
	}
	if !inMat(o.k) {
		return o, false
	}
	accDT := ir.MatmulAccDType(o.dt, o.dt)
	if !b.productFits(o.m, o.n, accDT) {
		return o, false
	}
	lhs := b.loadInto([]int64{o.m, o.k}, o.dt, b.knobChance(PNarrow), ir.Mat)
	rhs := b.loadInto([]int64{o.k, o.n}, o.dt, false, ir.Mat)
	if lhs == nil || rhs == nil {
		return o, false
	}
	o.lhs, o.rhs, o.deep = lhs, rhs, true
	return o, true
}
