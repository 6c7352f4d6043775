package pto

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestDiff: PyPTO's vector kernel against itself does not diverge; with
// its tneg made a tabs it diverges at that operation and line, and the
// loads before it, which compute alike, are passed over.
func TestDiff(t *testing.T) {
	text := readPTO(t, "vector")
	run := func(s string) (*Kernel, *ascend.Result) {
		k, err := translate(t, "vector", s)
		if err != nil {
			t.Fatal(err)
		}
		x := sim.NewTensor([]int64{128, 64}, ir.INT8)
		x.Defined = make([]bool, len(x.Data))
		for i := range x.Data {
			x.Data[i], x.Defined[i] = float64(i%7-3), true
		}
		res, err := ascend.Run(ascend.MustArch("950"), k.Program, []*sim.Tensor{x, nil}, ascend.Options{InOrder: true, Observe: true})
		if err != nil {
			t.Fatal(err)
		}
		return k, res
	}
	a, ra := run(text)
	b, rb := run(text)
	if d := Diff(a, ra, b, rb, ""); d != nil {
		t.Errorf("a kernel diverges from itself: %s", d)
	}
	c, rc := run(strings.Replace(text, "pto.tneg", "pto.tabs", 1))
	d := Diff(a, ra, c, rc, "aiv0")
	if d == nil {
		t.Fatal("no divergence")
	}
	if want := "aiv0 pto.tneg against pto.tabs (testdata/vector.py:9:53): .pto lines 16 and 16"; d.String() != want {
		t.Errorf("divergence %q, want %q", d, want)
	}
	if d := Diff(a, ra, c, &ascend.Result{}, ""); d != nil {
		t.Errorf("a run without observation diverges: %s", d)
	}
}
