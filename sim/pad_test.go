package sim

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestPadFill(t *testing.T) {
	for _, tc := range []struct {
		pad  ir.PadValue
		dt   ir.DataType
		want float64
		ok   bool
	}{
		{ir.PadZero, ir.FP32, 0, true},
		{ir.PadMax, ir.FP32, math.MaxFloat32, true},
		{ir.PadMin, ir.FP32, -math.MaxFloat32, true},
		{ir.PadMax, ir.FP16, 65504, true},
		{ir.PadMin, ir.BF16, -3.3895313892515355e38, true},
		{ir.PadMax, ir.INT8, 127, true},
		{ir.PadMin, ir.INT8, -128, true},
		{ir.PadMax, ir.UINT16, 65535, true},
		{ir.PadMin, ir.UINT16, 0, true},
		{ir.PadMin, ir.INT32, -2147483648, true},
		{ir.PadNull, ir.FP32, 0, false},
		{ir.PadMax, ir.HF8, 0, false},
	} {
		got, ok := PadFill(tc.pad, tc.dt)
		if got != tc.want || ok != tc.ok {
			t.Errorf("PadFill(%s, %s) = %v, %v; want %v, %v", tc.pad, tc.dt, got, ok, tc.want, tc.ok)
		}
	}
	// The max pad of every float dtype survives rounding to that dtype.
	for _, dt := range []ir.DataType{ir.FP32, ir.FP16, ir.BF16} {
		v, _ := PadFill(ir.PadMax, dt)
		if Round(dt, v) != v {
			t.Errorf("%s max pad %v is not representable", dt, v)
		}
	}
}
