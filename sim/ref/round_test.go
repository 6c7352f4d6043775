package ref

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestRoundAgreesWithSim checks the shortcut against sim.Round on values
// around every BF16 / FP32 boundary that matters.
func TestRoundAgreesWithSim(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 1.0 / 3, 257, 256.5, 65504, 1e38, 3.4e38, 3.5e38,
		math.MaxFloat32, math.Inf(1), math.Inf(-1), math.Ldexp(1, -126), math.Ldexp(1, -133), math.Ldexp(1, -149),
		math.Ldexp(1, -150), math.Ldexp(3, -150), 1 + math.Ldexp(1, -8), 1 + math.Ldexp(3, -8), 1 + math.Ldexp(1, -24)}
	for i := 0; i < 2000; i++ {
		vals = append(vals, math.Ldexp(float64(i*7919%4099)-2049, i%300-150))
	}
	for _, dt := range []ir.DataType{ir.BF16, ir.FP32, ir.FP16, ir.INT8, ir.INT32} {
		for _, v := range vals {
			got, want := round(dt, v), sim.Round(dt, v)
			if got != want && !(math.IsNaN(got) && math.IsNaN(want)) || math.Signbit(got) != math.Signbit(want) {
				t.Errorf("round(%s, %v) = %v, sim.Round = %v", dt, v, got, want)
			}
		}
	}
	if n := round(ir.BF16, math.NaN()); !math.IsNaN(n) {
		t.Errorf("round(BF16, NaN) = %v", n)
	}
}
