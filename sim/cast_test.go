package sim

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestCastDefined(t *testing.T) {
	for _, c := range []struct {
		v    float64
		to   ir.DataType
		mode ir.CastMode
		want bool
	}{
		{127, ir.INT8, ir.CastNone, true},
		{127.9, ir.INT8, ir.CastTrunc, true},
		{127.5, ir.INT8, ir.CastRound, false}, // rounds to 128
		{127.5, ir.INT8, ir.CastFloor, true},
		{-128, ir.INT8, ir.CastNone, true},
		{-128.5, ir.INT8, ir.CastCeil, true},
		{-128.5, ir.INT8, ir.CastFloor, false},
		{300, ir.INT8, ir.CastNone, false}, // INT32 -> INT8 that would wrap to 44
		{-1, ir.UINT8, ir.CastNone, false},
		{255, ir.UINT8, ir.CastNone, true},
		{1e30, ir.INT32, ir.CastRint, false},
		{math.Inf(1), ir.INT16, ir.CastNone, false},
		{math.NaN(), ir.INT32, ir.CastNone, false},
		{1e30, ir.FP16, ir.CastNone, true}, // a float target overflows to infinity, as the hardware does
		{math.Inf(-1), ir.FP32, ir.CastNone, true},
	} {
		if got := CastDefined(c.v, c.to, c.mode); got != c.want {
			t.Errorf("CastDefined(%v, %s, %v) = %v, want %v", c.v, c.to, c.mode, got, c.want)
		}
	}
}

// Mode none rounds a float to the nearest even integer (CAST_NONE is
// CAST_RINT for a lossy conversion), so 72.99 is 73 and 2.5 is 2.
func TestCastNoneIsRint(t *testing.T) {
	for _, c := range []struct{ v, want float64 }{{72.99, 73}, {2.5, 2}, {3.5, 4}, {-2.5, -2}, {-0.4, 0}} {
		if got := Cast(c.v, ir.INT32, ir.CastNone); got != c.want {
			t.Errorf("Cast(%v, INT32, none) = %v, want %v", c.v, got, c.want)
		}
	}
}
