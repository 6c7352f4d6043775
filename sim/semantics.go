package sim

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// ElementwiseBinary returns the scalar function of a tile-tile or
// tile-scalar op (tile.add and tile.adds share one: OpDef.Fn) with result
// dtype dt, computed in float64 before rounding to dt; an integer
// division truncates (IntDivide). ok is false for ops that are not
// elementwise binary. The reference and the simulator both take it from
// here.
func ElementwiseBinary(op *ir.OpDef, dt ir.DataType) (f func(a, b float64) float64, ok bool) {
	if op == nil || op.Class != ir.ClassBinary && op.Class != ir.ClassTileScalar && op.Class != ir.ClassRowExpand {
		return nil, false
	}
	switch op.Fn {
	case ir.FnAdd:
		return func(a, b float64) float64 { return a + b }, true
	case ir.FnSub:
		return func(a, b float64) float64 { return a - b }, true
	case ir.FnMul:
		return func(a, b float64) float64 { return a * b }, true
	case ir.FnDiv:
		if dt.IsInt() {
			return IntDivide, true
		}
		return func(a, b float64) float64 { return a / b }, true
	case ir.FnMax:
		return math.Max, true
	case ir.FnMin:
		return math.Min, true
	}
	return nil, false
}

// IntDivide is integer division as the vector unit does it (truncation
// toward zero); division by zero gives 0.
func IntDivide(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return math.Trunc(a / b)
}

// ElementwiseUnary returns the scalar function of a unary tile op.
func ElementwiseUnary(op *ir.OpDef) (f func(a float64) float64, ok bool) {
	if op == nil || op.Class != ir.ClassUnary {
		return nil, false
	}
	switch op.Fn {
	case ir.FnExp:
		return math.Exp, true
	case ir.FnNeg:
		return func(a float64) float64 { return -a }, true
	case ir.FnAbs:
		return math.Abs, true
	case ir.FnRelu:
		return func(a float64) float64 { return math.Max(a, 0) }, true
	case ir.FnSqrt:
		return math.Sqrt, true
	case ir.FnRecip:
		return func(a float64) float64 { return 1 / a }, true
	}
	return nil, false
}

// Cast converts a value between dtypes with a rounding mode (tile.cast).
// The mode chooses how a float becomes an integer; a float target always
// rounds to nearest even (assumed: the inputs irfuzz feeds are exact in
// every float dtype, so the float-to-float mode never matters).
func Cast(v float64, to ir.DataType, mode ir.CastMode) float64 {
	if to.IsInt() {
		switch mode {
		case ir.CastRint:
			v = math.RoundToEven(v)
		case ir.CastRound:
			v = math.Round(v) // half away from zero
		case ir.CastFloor:
			v = math.Floor(v)
		case ir.CastCeil:
			v = math.Ceil(v)
		default: // none, trunc, odd
			v = math.Trunc(v)
		}
	}
	return Round(to, v)
}

// Reduce combines a run of values for a row / column reduction op
// (tile.row_sum, tile.row_max, tile.col_sum; the tensor reductions add the
// minimum and the product), in order, rounding after every step to dtype
// (the vector unit accumulates in the tile's dtype).
func Reduce(op *ir.OpDef, dt ir.DataType, vals []float64) (float64, bool) {
	if len(vals) == 0 || op == nil || op.Class != ir.ClassRowReduce && op.Class != ir.ClassColReduce {
		return 0, false
	}
	acc := vals[0]
	for _, v := range vals[1:] {
		switch op.Fn {
		case ir.FnAdd:
			acc = Round(dt, acc+v)
		case ir.FnMax:
			acc = math.Max(acc, v)
		case ir.FnMin:
			acc = math.Min(acc, v)
		case ir.FnMul:
			acc = Round(dt, acc*v)
		default:
			return 0, false
		}
	}
	return acc, true
}
