package pipeline_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestLoopExitKeepsCarrySimulates compiles the loop-exit kernels of
// testdata/MemoryReuse (loop_exit_carry_*.sim.py: the two campaign kernels
// of signature 377b7997169a, a for loop and a while loop left by a break,
// and a continue variant) through the default pipeline on both chips, but
// Simplify, and simulates them against the reference: CtrlFlowTransform
// lowers each escape to the carry PyPTO defines for it (a yielded variable
// assigned before the escape is handed on, ResolveYieldAtEscape), and every
// output must match. Simplify is left out because the pinned one refuses
// the break flag CtrlFlowTransform introduces (simplify-binds-bool-break-
// flag.py, a PyPTO bug).
func TestLoopExitKeepsCarrySimulates(t *testing.T) {
	for _, name := range []string{"loop_exit_carry_break", "loop_exit_carry_break_while", "loop_exit_carry_continue"} {
		path := "testdata/MemoryReuse/" + name + ".sim.py"
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, chip := range []string{"910B", "950"} {
			t.Run(fmt.Sprintf("%s/%s", name, chip), func(t *testing.T) {
				in, err := ir.Parse(path, string(src))
				if err != nil {
					t.Fatal(err)
				}
				b, err := backend.Get(chip)
				if err != nil {
					t.Fatal(err)
				}
				out, err := pipeline.Run(withoutSimplify(), in, &pipeline.Context{Backend: b})
				if err != nil {
					t.Fatalf("compile: %v", err)
				}
				s, err := oracle.Simulate(in, out, "", b, 1, ascend.Options{})
				if err != nil {
					t.Fatalf("simulate: %v", err)
				}
				if s.Malformed != nil {
					t.Fatalf("lower: %v", s.Malformed)
				}
				if len(s.Outputs) == 0 {
					t.Fatal("no output compared")
				}
				for _, o := range s.Outputs {
					if o.Mismatch != nil {
						t.Errorf("output %s differs from the reference: %v", o.Name, o.Mismatch)
					}
				}
				if s.Diagnosed() {
					t.Errorf("simulator diagnostics: %v", s.Result.Diags)
				}
			})
		}
	}
}

// withoutSimplify is the default pipeline without Simplify.
func withoutSimplify() []*pipeline.Pass {
	var out []*pipeline.Pass
	for _, p := range pipeline.Default() {
		if p != pipeline.Simplify {
			out = append(out, p)
		}
	}
	return out
}
