package sim

import (
	"math"
	"math/rand/v2"
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

// TestDotColsIsDot: DotCols gives Dot's bits for every column, whatever
// the column count's remainder by four.
func TestDotColsIsDot(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, cols := range []int{0, 1, 3, 4, 5, 8, 13} {
		for _, n := range []int{0, 1, 7, 64} {
			a, b, init := make([]float64, n), make([]float64, cols*n), make([]float64, cols)
			for i := range a {
				a[i] = Round(ir.FP16, r.NormFloat64()*1e3)
			}
			for i := range b {
				b[i] = Round(ir.FP16, r.NormFloat64()*1e-3)
			}
			for i := range init {
				init[i] = r.NormFloat64()
			}
			out := make([]float64, cols)
			DotCols(ir.FP32, out, init, a, b, n)
			for j := range out {
				if want := Dot(ir.FP32, init[j], a, 1, b[j*n:], 1, n); math.Float64bits(out[j]) != math.Float64bits(want) {
					t.Errorf("cols %d n %d: column %d = %x, want %x", cols, n, j, out[j], want)
				}
			}
		}
	}
}
