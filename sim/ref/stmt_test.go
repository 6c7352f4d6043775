package ref

import (
	"errors"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// scalarRun runs a scalar function and returns its scalar results.
func scalarRun(t *testing.T, p *ir.Program, fn string, scalars map[string]float64) []float64 {
	t.Helper()
	r := run(t, p, fn, in{scalars: scalars})
	var out []float64
	for _, v := range r.Returns {
		s, ok := v.(Scalar)
		if !ok || s.Undef {
			t.Fatalf("%s returned %v", fn, r.Returns)
		}
		out = append(out, s.V)
	}
	return out
}

func TestLoops(t *testing.T) {
	p := load(t, "control.py")
	for _, c := range []struct {
		fn      string
		scalars map[string]float64
		want    []float64
	}{
		// Descending loops run in order: the digits record it.
		{"digits", map[string]float64{"start": 5, "step": -1}, []float64{54321}},
		{"digits", map[string]float64{"start": 7, "step": -3}, []float64{741}},
		// Zero-trip loops give the inits.
		{"digits", map[string]float64{"start": 0, "step": -1}, []float64{0}},
		{"digits", map[string]float64{"start": 5, "step": 1}, []float64{0}},
		{"fib", map[string]float64{"n": 10}, []float64{55, 89}},
		{"fib", map[string]float64{"n": 0}, []float64{0, 1}},
		{"branch", map[string]float64{"n": 2}, []float64{200}},
		{"branch", map[string]float64{"n": 7}, []float64{4}},
		{"collatz", map[string]float64{"n": 27}, []float64{111}},
		{"collatz", map[string]float64{"n": 1}, []float64{0}},
		{"squares", map[string]float64{"n": 4}, []float64{14}},
		{"squares", map[string]float64{"n": 0}, []float64{0}},
		// Skips 3, stops after 10: 0+1+2+4+...+10.
		{"skip", map[string]float64{"n": 10}, []float64{52}},
		{"skip", map[string]float64{"n": 100}, []float64{117}},
		// A break or continue carries each yielded variable assigned
		// before it (a1) and keeps the carry of the others (b1), as
		// PyPTO's CtrlFlowTransform does (ResolveYieldAtEscape): a counts
		// every iteration entered, b the ones that reach the yield.
		{"escape", map[string]float64{"n": 3}, []float64{5, 30}},
		{"escape", map[string]float64{"n": 10}, []float64{6, 50}},
	} {
		got := scalarRun(t, p, c.fn, c.scalars)
		if len(got) != len(c.want) {
			t.Errorf("%s%v = %v, want %v", c.fn, c.scalars, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s%v = %v, want %v", c.fn, c.scalars, got, c.want)
				break
			}
		}
	}
}

func TestDescendingTileCarry(t *testing.T) {
	p := load(t, "control.py")
	// i = 6, 4, 2: x -> 2x+6 -> 4x+16 -> 8x+34 (ascending would be 8x+22).
	r := run(t, p, "tile_carry", in{tensors: map[string]*sim.Tensor{
		"a": tensor(ir.FP32, []int64{1, 4}, 0, 1, -1, 2),
	}})
	want(t, "descending carry", out(t, p, r, "tile_carry", "o"), "34 42 26 50")
}

func TestCallWritesThroughOutParam(t *testing.T) {
	p := load(t, "control.py")
	x := tensor(ir.FP32, []int64{2, 2}, 1, 2, 3, 4)
	r := run(t, p, "caller", in{tensors: map[string]*sim.Tensor{"x": x}})
	want(t, "out (written by the callee)", out(t, p, r, "caller", "out"), "3 6\n9 12")
	want(t, "out2 (computed from out)", out(t, p, r, "caller", "out2"), "1.5 3\n4.5 6")
	want(t, "input untouched", x, "1 2\n3 4")
	if ret, ok := r.Returns[0].(Tensor); !ok || ret.Tensor != out(t, p, r, "caller", "out2") {
		t.Errorf("the call returned %v, not out2's storage", r.Returns)
	}
}

func TestSubmit(t *testing.T) {
	p := load(t, "control.py")
	r := run(t, p, "submitter", in{tensors: map[string]*sim.Tensor{
		"x": tensor(ir.FP32, []int64{2, 2}, 1, 2, 3, 4),
	}})
	want(t, "out", out(t, p, r, "submitter", "out"), "2 4\n6 8")
	want(t, "out2", out(t, p, r, "submitter", "out2"), "-2 -4\n-6 -8")
	if len(r.Returns) != 1 || r.Returns[0] != TaskID(2) {
		t.Errorf("returns %v, want the second task id", r.Returns)
	}
}

func TestStepBudget(t *testing.T) {
	p := load(t, "control.py")
	r, err := tryRun(t, p, "forever", in{scalars: map[string]float64{"n": 0}}, Options{MaxSteps: 1000})
	if !errors.Is(err, ErrSteps) {
		t.Fatalf("err = %v, want the step budget", err)
	}
	if want := "testdata/control.py:120:13: in forever: step budget exhausted after 1000 statements"; err.Error() != want {
		t.Errorf("err = %q\nwant  %q", err, want)
	}
	if r == nil || r.Steps != 1001 {
		t.Errorf("steps = %v", r)
	}
}
