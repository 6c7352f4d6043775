package pipeline_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestLoopExitInSingleCoreBranchSimulates compiles
// testdata/ExpandMixedKernel/loop_exit_in_single_core_branch through the
// whole default pipeline on both chips and simulates it for every exit
// iteration n (its scalar parameter): the loop pushes a vector tile to the
// cube core each iteration and is left or continued through branches
// holding one core's work, so any copy of the loop that missed an exit
// would push a tile nobody pops (a deadlock) or pop one nobody pushes.
func TestLoopExitInSingleCoreBranchSimulates(t *testing.T) {
	const path = "testdata/ExpandMixedKernel/loop_exit_in_single_core_branch.before.py"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, chip := range []string{"910B", "950"} {
		for _, n := range []float64{0, 1, 2, 3, 9} {
			t.Run(fmt.Sprintf("%s/n=%v", chip, n), func(t *testing.T) {
				in, err := ir.Parse(path, string(src))
				if err != nil {
					t.Fatal(err)
				}
				b, err := backend.Get(chip)
				if err != nil {
					t.Fatal(err)
				}
				out, err := pipeline.Run(escapesKept(), in, &pipeline.Context{Backend: b})
				if err != nil {
					t.Fatalf("compile: %v", err)
				}
				arch, err := ascend.NewArch(b)
				if err != nil {
					t.Fatal(err)
				}
				// kernel(x, y, v, n, out_a, out_b): n is parameter 3.
				low, err := ascend.Lower(arch, out, "", []float64{0, 0, 0, n})
				if err != nil {
					t.Fatalf("lower: %v", err)
				}
				inputs := make([]*sim.Tensor, len(low.Program.Tensors))
				for i, td := range low.Program.Tensors {
					inputs[i] = sim.NewTensor(td.Shape, td.DType)
					for k := range inputs[i].Data {
						inputs[i].Data[k], inputs[i].Defined[k] = float64(k%7)/8, true
					}
				}
				res, err := ascend.Run(arch, low.Program, inputs, ascend.Options{})
				if err != nil {
					t.Fatalf("simulate: %v", err)
				}
				var errs []string
				for i := range res.Diags {
					if res.Diags[i].Severity == ascend.Error {
						errs = append(errs, res.Diags[i].String())
					}
				}
				if len(errs) != 0 {
					t.Errorf("%s", strings.Join(errs, "; "))
				}
			})
		}
	}
}
