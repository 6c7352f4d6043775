package oracle

import (
	"slices"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestSimulateMergedOutParam: a kernel whose orchestration caller passes a
// tensor it creates for the Out parameter out, which receives a whole
// load of x through a loop carry. OptimizeOrchTensors merges out into x
// (optimize_orch_tensors_pass.cpp:382-450, :560-576; the pinned PyPTO
// drops the parameter the same way), so the compiled kernel is
// kernel(x, y, n) where the input's is kernel(x, out, y, n). The kernel is
// simulated as the entry: its scalar n and its tensor y bind by name, not
// by the input's positions, which gave n the value 0 (the 910B campaign's
// da60907a3fb7: a TMATMUL of m = min(rows, 32) = 0 rows) and compared y
// with the reference's out.
func TestSimulateMergedOutParam(t *testing.T) {
	in := parseFile(t, "testdata/differential/merged_out_param_scalar.py")
	for _, chip := range []string{"910B", "950"} {
		t.Run(chip, func(t *testing.T) {
			b, err := backend.Get(chip)
			if err != nil {
				t.Fatal(err)
			}
			out, err := pipeline.Run(pipeline.Default(), in, &pipeline.Context{Backend: b})
			if err != nil {
				t.Fatalf("compile: %v", err)
			}
			f, cf := EntryOf(in, ""), out.Func("kernel")
			if f == nil || f.Name != "kernel" || cf == nil {
				t.Fatalf("entry %v, compiled kernel %v", f, cf)
			}
			if got := EntryParams(f, cf); !slices.Equal(got, []int{0, 2, 3}) {
				t.Fatalf("EntryParams = %v, want [0 2 3] (x, y, n of kernel(x, out, y, n))", got)
			}
			_, scalars := sim.Inputs(f, 1)
			if n := scalars[f.Params[3]]; n < 1 {
				t.Fatalf("seed 1 gives n = %v: the case needs a loop that runs", n)
			}
			s, err := Simulate(in, out, "", b, 1, ascend.Options{})
			if err != nil {
				t.Fatalf("simulate: %v", err)
			}
			if s.Malformed != nil || s.Diagnosed() {
				t.Fatalf("malformed %v, diagnostics %v", s.Malformed, s.Result.Diags)
			}
			var names []string
			for _, o := range s.Outputs {
				names = append(names, o.Name)
				if o.Mismatch != nil {
					t.Errorf("%s: %s", o.Name, o.Mismatch)
				}
			}
			if !slices.Equal(names, []string{"x", "y"}) {
				t.Errorf("outputs %v, want [x y]", names)
			}
		})
	}
}
