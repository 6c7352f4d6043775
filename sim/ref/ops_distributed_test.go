package ref

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestOneRankWorld runs the distributed ops in the reference's world of
// one rank (ops_distributed.go): this rank's put lands in its own window,
// its notify in its own signal, which the wait then finds set, and the
// remote load reads the window back.
func TestOneRankWorld(t *testing.T) {
	p := load(t, "distributed.py")
	x := fill(ir.FP32, []int64{4, 16}, func(k int) float64 { return float64(k) })
	win := sim.NewTensor([]int64{4, 16}, ir.FP32)
	sig := tensor(ir.INT32, []int64{4, 1}, 0, 0, 0, 0)
	r := run(t, p, "one_rank", in{tensors: map[string]*sim.Tensor{"x": x, "win": win, "sig": sig, "out": sim.NewTensor([]int64{4, 16}, ir.FP32)}})
	if got, w := show(out(t, p, r, "one_rank", "out")), show(x); got != w {
		t.Errorf("out =\n%s\nwant\n%s", got, w)
	}
	want(t, "sig", out(t, p, r, "one_rank", "sig"), "1\n0\n0\n0")

	// A signal the notify cannot raise to the expected value: the wait
	// would wait forever.
	low := tensor(ir.INT32, []int64{4, 1}, -5, 0, 0, 0)
	_, err := tryRun(t, p, "one_rank", in{tensors: map[string]*sim.Tensor{"x": x, "win": sim.NewTensor([]int64{4, 16}, ir.FP32), "sig": low, "out": sim.NewTensor([]int64{4, 16}, ir.FP32)}}, Options{})
	if err == nil || !strings.Contains(err.Error(), "pld.system.wait: waits forever: the slot holds -4, the condition on 1 cannot become true with one rank") {
		t.Errorf("unmet wait: %v", err)
	}
}

// TestArrays: array.create / update_element / get_element and the
// subscript forms build and read an immutable on-core array.
func TestArrays(t *testing.T) {
	p := load(t, "distributed.py")
	r := run(t, p, "arrays", in{scalars: map[string]float64{"n": 5}})
	if len(r.Returns) != 1 {
		t.Fatalf("returns %v", r.Returns)
	}
	if s, ok := r.Returns[0].(Scalar); !ok || s.V != 12 || s.Undef || s.DType != ir.INT32 {
		t.Errorf("arrays(5) = %#v, want INT32 12", r.Returns[0])
	}
}
