package sim

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// ElementwiseBinary returns the scalar function of a tile-tile or
// tile-scalar op (tile.add and tile.adds share one) with result dtype dt,
// computed in float64 before rounding to dt; an integer division
// truncates (IntDivide). ok is false for ops that are not elementwise
// binary. The reference and the simulator both take it from here.
func ElementwiseBinary(op string, dt ir.DataType) (f func(a, b float64) float64, ok bool) {
	if (op == "tile.div" || op == "tile.divs") && dt.IsInt() {
		return IntDivide, true
	}
	switch op {
	case "tile.add", "tile.adds", "tile.row_expand_add":
		return func(a, b float64) float64 { return a + b }, true
	case "tile.sub", "tile.subs":
		return func(a, b float64) float64 { return a - b }, true
	case "tile.mul", "tile.muls", "tile.row_expand_mul":
		return func(a, b float64) float64 { return a * b }, true
	case "tile.div", "tile.divs":
		return func(a, b float64) float64 { return a / b }, true
	case "tile.maximum":
		return math.Max, true
	case "tile.minimum":
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
func ElementwiseUnary(op string) (f func(a float64) float64, ok bool) {
	switch op {
	case "tile.exp":
		return math.Exp, true
	case "tile.neg":
		return func(a float64) float64 { return -a }, true
	case "tile.abs":
		return math.Abs, true
	case "tile.relu":
		return func(a float64) float64 { return math.Max(a, 0) }, true
	case "tile.sqrt":
		return math.Sqrt, true
	case "tile.recip":
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
// (tile.row_sum, tile.row_max, tile.col_sum), in order, rounding after
// every step to dtype (the vector unit accumulates in the tile's dtype).
func Reduce(op string, dt ir.DataType, vals []float64) (float64, bool) {
	if len(vals) == 0 {
		return 0, false
	}
	acc := vals[0]
	for _, v := range vals[1:] {
		switch op {
		case "tile.row_sum", "tile.col_sum":
			acc = Round(dt, acc+v)
		case "tile.row_max":
			acc = math.Max(acc, v)
		default:
			return 0, false
		}
	}
	return acc, true
}
