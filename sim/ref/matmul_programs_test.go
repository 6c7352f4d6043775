package ref

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// product computes a[:m, :K] x b[:K, :n] independently of the package (row
// major float64 sums, rounded to FP32 once).
func product(a, b *sim.Tensor, m, n int) [][]float64 {
	K := int(a.Shape[1])
	N := int(b.Shape[1])
	out := make([][]float64, m)
	for i := range out {
		out[i] = make([]float64, n)
		for j := 0; j < n; j++ {
			s := 0.0
			for k := 0; k < K; k++ {
				s += a.Data[i*K+k] * b.Data[k*N+j]
			}
			out[i][j] = float64(float32(s))
		}
	}
	return out
}

// checkProduct asserts that got holds want in its first len(want) rows
// (every element defined) and nothing defined in the other rows.
func checkProduct(t *testing.T, got *sim.Tensor, want [][]float64) {
	t.Helper()
	cols := int(got.Shape[1])
	bad := 0
	for k, v := range got.Data {
		i, j := k/cols, k%cols
		var msg string
		switch {
		case i < len(want) && !got.IsDefined(k):
			msg = "undefined"
		case i < len(want) && v != want[i][j]:
			msg = fmt.Sprintf("%g, want %g", v, want[i][j])
		case i >= len(want) && got.IsDefined(k):
			msg = fmt.Sprintf("defined (%g), want undefined", v)
		}
		if msg != "" {
			if bad < 5 {
				t.Errorf("element [%d %d]: %s", i, j, msg)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%d elements wrong", bad)
	}
}

// TestPyPTO2470 is the #2470 shape: lhs [64, 64] with 16 valid rows, a
// K-split matmul_acc chain into a [64, 256] accumulator, stored. The
// reference gives the exact product on the 16 valid rows and leaves the
// other 48 rows undefined (no data was ever computed there), for both the
// init_cond chain and the matmul-then-accumulate form.
func TestPyPTO2470(t *testing.T) {
	p := load(t, "pypto2470.py")
	for _, fn := range []string{"acc_chain", "matmul_then_acc"} {
		t.Run(fn, func(t *testing.T) {
			f := p.Func(fn)
			ts, ss := sim.Inputs(f, 2470)
			a, b := ts[param(t, f, "a")], ts[param(t, f, "b")]
			r, err := Run(p, fn, ts, ss, Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkProduct(t, r.Outputs[param(t, f, "out")], product(a, b, 16, 256))
		})
	}
}

// TestSeed002 evaluates seed 002's input program: out = x @ y in FP32.
func TestSeed002(t *testing.T) {
	p := load(t, "../../ir/testdata/programs/seed002_before.py")
	f := p.Func("main_incore_0")
	ts, ss := sim.Inputs(f, 2)
	x, y := ts[param(t, f, "x")], ts[param(t, f, "y")]
	r, err := Run(p, f.Name, ts, ss, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := r.Outputs[param(t, f, "out_0")]
	checkProduct(t, got, product(x, y, 16, 128))
	// The inputs are not all zero, so the product is not trivially 0.
	nonzero := 0
	for _, v := range got.Data {
		if v != 0 {
			nonzero++
		}
	}
	if nonzero < 1000 {
		t.Errorf("only %d of %d product elements are non-zero", nonzero, len(got.Data))
	}
	if len(r.Returns) != 1 || r.Returns[0].(Tensor).Tensor != got {
		t.Errorf("the returned tensor is not the Out parameter's storage")
	}
	if x.DType != ir.BF16 {
		t.Errorf("x is %s", x.DType)
	}
}

// TestSeed002AfterMatchesBefore: InferTileMemorySpace only places tiles, so
// the reference of its output program equals that of its input.
func TestSeed002AfterMatchesBefore(t *testing.T) {
	eval := func(file string) *sim.Tensor {
		p := load(t, file)
		f := p.Func("main_incore_0")
		ts, ss := sim.Inputs(f, 2)
		r, err := Run(p, f.Name, ts, ss, Options{})
		if err != nil {
			t.Fatal(err)
		}
		return r.Outputs[param(t, f, "out_0")]
	}
	before := eval("../../ir/testdata/programs/seed002_before.py")
	after := eval("../../ir/testdata/programs/seed002_after.py")
	if m := sim.Compare(before, after); m != nil {
		t.Fatalf("After differs from Before: %v", m)
	}
	if m := sim.Compare(after, before); m != nil {
		t.Fatalf("Before differs from After: %v", m)
	}
}
