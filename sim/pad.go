package sim

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// PadFill is the value tile.fillpad writes outside a tile's valid region
// for a pad mode: zero is 0; max is the largest finite value of the dtype
// (the largest integer for integer types, 1 for BOOL); min is its
// negation for floats and the most negative integer (0 for unsigned types
// and BOOL). ok is false for PadNull and for dtypes irfuzz does not compute
// in (FP4, FP8E8M0, HF4, HF8, TASK_ID).
func PadFill(pad ir.PadValue, dt ir.DataType) (v float64, ok bool) {
	if pad == ir.PadNull {
		return 0, false
	}
	hi, lo, ok := dtypeRange(dt)
	if !ok {
		return 0, false
	}
	switch pad {
	case ir.PadZero:
		return 0, true
	case ir.PadMax:
		return hi, true
	case ir.PadMin:
		return lo, true
	}
	return 0, false
}

// dtypeRange is the largest and most negative finite value of dt.
func dtypeRange(dt ir.DataType) (hi, lo float64, ok bool) {
	switch dt {
	case ir.FP32:
		return math.MaxFloat32, -math.MaxFloat32, true
	case ir.FP16:
		return 65504, -65504, true
	case ir.BF16:
		m := math.Ldexp(2-math.Ldexp(1, -7), 127)
		return m, -m, true
	case ir.FP8E4M3FN:
		return 448, -448, true
	case ir.FP8E5M2:
		return 57344, -57344, true
	case ir.BOOL:
		return 1, 0, true
	}
	if !dt.IsInt() {
		return 0, 0, false
	}
	bits := dt.Bits()
	if !dt.IsSigned() {
		return math.Ldexp(1, bits) - 1, 0, true
	}
	if bits >= 64 {
		return float64(math.MaxInt64), float64(math.MinInt64), true
	}
	return math.Ldexp(1, bits-1) - 1, -math.Ldexp(1, bits-1), true
}
