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
	if op == nil {
		return nil, false
	}
	switch op.Class {
	case ir.ClassBinary, ir.ClassTileScalar, ir.ClassRowExpand, ir.ClassColExpand, ir.ClassPartial, ir.ClassTernary:
	default:
		return nil, false
	}
	return BinaryFn(op.Fn, dt)
}

// BinaryFn is the scalar function fn computes for result dtype dt
// (ElementwiseBinary by the function alone). The bitwise functions and the
// shifts work on the two's-complement integers (an arithmetic right
// shift; a shift by a negative amount or by 64 or more gives 0, or -1 for
// a negative value shifted right: assumed, pto-isa's TSHL / TSHR leave it
// to the vector unit); the remainders divide as IntDivide does, by zero
// giving 0 for integers and NaN for floats.
func BinaryFn(fn ir.ElemFn, dt ir.DataType) (f func(a, b float64) float64, ok bool) {
	switch fn {
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
	case ir.FnAnd:
		return func(a, b float64) float64 { return float64(int64(a) & int64(b)) }, true
	case ir.FnOr:
		return func(a, b float64) float64 { return float64(int64(a) | int64(b)) }, true
	case ir.FnXor:
		return func(a, b float64) float64 { return float64(int64(a) ^ int64(b)) }, true
	case ir.FnShl:
		return func(a, b float64) float64 {
			if b < 0 || b >= 64 {
				return 0
			}
			return float64(int64(a) << uint(b))
		}, true
	case ir.FnShr:
		return func(a, b float64) float64 {
			if b < 0 || b >= 64 {
				if a < 0 {
					return -1
				}
				return 0
			}
			return float64(int64(a) >> uint(b))
		}, true
	case ir.FnRem:
		return func(a, b float64) float64 { return remainder(a, b, dt, true) }, true
	case ir.FnFmod:
		return func(a, b float64) float64 { return remainder(a, b, dt, false) }, true
	case ir.FnExpDif:
		return func(a, b float64) float64 { return math.Exp(a - b) }, true
	case ir.FnRight:
		return func(_, b float64) float64 { return b }, true
	case ir.FnLrelu, ir.FnPrelu:
		return func(a, b float64) float64 {
			if a < 0 {
				return a * b
			}
			return a
		}, true
	}
	return nil, false
}

// remainder is a - q*b with q = a/b rounded down (floored: the result has
// the divisor's sign, Python's %, tile.rem) or toward zero (truncated: the
// dividend's sign, C's fmod, tile.fmod); an integer division by zero gives
// 0, a float one NaN.
func remainder(a, b float64, dt ir.DataType, floored bool) float64 {
	if b == 0 {
		if dt.IsInt() {
			return 0
		}
		return math.NaN()
	}
	r := math.Mod(a, b)
	if floored && r != 0 && (r < 0) != (b < 0) {
		r += b
	}
	return r
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
	case ir.FnSin:
		return func(a float64) float64 { return Trig(a, false) }, true
	case ir.FnCos:
		return func(a float64) float64 { return Trig(a, true) }, true
	case ir.FnLog:
		return math.Log, true
	case ir.FnRsqrt:
		return func(a float64) float64 { return 1 / math.Sqrt(a) }, true
	case ir.FnNot:
		return func(a float64) float64 { return float64(^int64(a)) }, true
	}
	return nil, false
}

// Cast converts a value between dtypes with a rounding mode (tile.cast).
// The mode chooses how a float becomes an integer; a float target rounds
// in the direction of a floor, ceil or trunc mode (TCVT applies its mode
// to float-to-float conversions too: pto-isa docs/isa/TCVT.md, and A5's
// BF16-to-FP16 vcvt takes it; LegalizeTileCast's BF16->FP16->INT8 chain
// carries a ceil on its FP16 hop, legalize_tile_cast_pass.cpp:269-286),
// to nearest even otherwise. Mode none rounds to nearest even wherever
// the conversion loses precision, a float to an integer included: AscendC's
// RoundMode defines CAST_NONE as CAST_RINT for a lossy conversion
// (asc-devkit docs/api/context/RoundMode.md), and the pinned PyPTO gives
// none no meaning of its own (python/pypto/language/op/tile_ops.py:1227-1246
// only names it).
func Cast(v float64, to ir.DataType, mode ir.CastMode) float64 {
	if to.IsFloat() && (mode == ir.CastFloor || mode == ir.CastCeil || mode == ir.CastTrunc) {
		return roundDirected(to, v, mode)
	}
	if to.IsInt() {
		v = toInteger(v, mode)
	}
	return Round(to, v)
}

// toInteger rounds v to an integer in a cast mode's direction: none and
// rint to nearest even, round half away from zero, floor, ceil, and trunc
// (odd too) toward zero.
func toInteger(v float64, mode ir.CastMode) float64 {
	switch mode {
	case ir.CastNone, ir.CastRint:
		return math.RoundToEven(v)
	case ir.CastRound:
		return math.Round(v)
	case ir.CastFloor:
		return math.Floor(v)
	case ir.CastCeil:
		return math.Ceil(v)
	}
	return math.Trunc(v)
}

// CastDefined reports whether Cast(v, to, mode) has a value the pinned
// PyPTO defines: an integer target holds the source only when the source,
// rounded by the mode, is finite and inside the target's range. Outside it
// the result depends on the route the compiler picks and the unit's
// saturation setting: LegalizeTileCast bridges FP32 to INT8 through FP16
// (legalize_tile_cast_pass.cpp:269-286), where a large value is already
// infinite, and pto-isa's TCVT (include/pto/npu/a2a3/TCvt.hpp) converts
// with the vector unit's saturation mode, not by wrapping. The reference
// leaves such an element undefined, so it is never compared.
func CastDefined(v float64, to ir.DataType, mode ir.CastMode) bool {
	if !to.IsInt() {
		return true
	}
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return false
	}
	r := toInteger(v, mode)
	bits := to.Bits()
	if bits >= 64 {
		return r >= -0x1p63 && r < 0x1p63
	}
	if to.IsSigned() {
		lim := math.Ldexp(1, bits-1)
		return r >= -lim && r < lim
	}
	return r >= 0 && r < math.Ldexp(1, bits)
}

// Reduce combines a run of values for a row / column reduction op
// (tile.row_sum, tile.row_max, tile.col_sum, ...; the tensor reductions add
// the minimum and the product), in order, rounding after every step to
// dtype (the vector unit accumulates in the tile's dtype); an arg
// reduction (row_argmax, col_argmin, ...) gives the position in the run of
// its first largest (smallest) value.
func Reduce(op *ir.OpDef, dt ir.DataType, vals []float64) (float64, bool) {
	if len(vals) == 0 || op == nil || op.Class != ir.ClassRowReduce && op.Class != ir.ClassColReduce {
		return 0, false
	}
	acc, at := vals[0], 0
	for i, v := range vals[1:] {
		switch op.Fn {
		case ir.FnAdd:
			acc = Round(dt, acc+v)
		case ir.FnMul:
			acc = Round(dt, acc*v)
		case ir.FnMax:
			acc = math.Max(acc, v)
		case ir.FnMin:
			acc = math.Min(acc, v)
		case ir.FnArgMax:
			if v > acc {
				acc, at = v, i+1
			}
		case ir.FnArgMin:
			if v < acc {
				acc, at = v, i+1
			}
		default:
			return 0, false
		}
	}
	if op.Fn == ir.FnArgMax || op.Fn == ir.FnArgMin {
		return float64(at), true
	}
	return acc, true
}
