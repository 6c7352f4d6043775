package sim

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestDot(t *testing.T) {
	// [1 2 3] . [4 5 6] (b read with stride 2 out of an interleaved slice).
	a := []float64{1, 2, 3}
	b := []float64{4, -1, 5, -1, 6}
	if got := Dot(ir.INT32, 10, a, 1, b, 2, 3); got != 42 {
		t.Fatalf("Dot = %v, want 42", got)
	}
	// Rounded once at the end, not per step: 2^24 + 1 + 1 is 2^24 + 2 in
	// float64 (representable in FP32), whereas rounding to FP32 after each
	// step would give 2^24 (ties to even, twice).
	if got := Dot(ir.FP32, math.Ldexp(1, 24), []float64{1, 1}, 1, []float64{1, 1}, 1, 2); got != math.Ldexp(1, 24)+2 {
		t.Fatalf("Dot = %v, want 2^24+2", got)
	}
}
