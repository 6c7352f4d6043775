package pipeline_test

import (
	"os"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestSplitPipesSimulate compiles split kernels through the whole default
// pipeline on both chips and simulates them against the reference, the
// pops landing in the slot buffers ExpandMixedKernel reserved and kept
// until its tfrees: the pipe plumbing case, and the kernel whose cube core
// holds three pops at once and reads the first after the others (with the
// pinned pass's two slots and out-of-order tfrees it reads a released
// slot, or waits forever).
func TestSplitPipesSimulate(t *testing.T) {
	for _, name := range []string{"pipe_setup_tfree", "tfree_pop_order"} {
		path := "testdata/ExpandMixedKernel/" + name + ".before.py"
		for _, chip := range []string{"910B", "950"} {
			t.Run(name+"/"+chip, func(t *testing.T) {
				in := parseProgram(t, path)
				b, err := backend.Get(chip)
				if err != nil {
					t.Fatal(err)
				}
				out, err := pipeline.Run(pipeline.Default(), in, &pipeline.Context{Backend: b})
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

func parseProgram(t *testing.T, path string) *ir.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse(path, string(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}
