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

// TestContinuePathSyncSimulates compiles the two continue-path kernels of
// testdata/InsertSync (*.sim.py) through the whole default pipeline on
// both chips and simulates them: the operations of a branch that leaves
// the iteration through `continue` must be ordered before the next
// iteration's by their own set / wait pairs, so the simulator reports no
// error (no hazard, no unmatched or left-set flag). The mixed kernel runs
// for several exit iterations n (its scalar parameter 3).
func TestContinuePathSyncSimulates(t *testing.T) {
	cases := []struct {
		path    string
		scalars [][]float64
	}{
		{"testdata/InsertSync/continue_store.sim.py", [][]float64{nil}},
		{"testdata/InsertSync/continue_mixed.sim.py", [][]float64{{0, 0, 0, 0}, {0, 0, 0, 1}, {0, 0, 0, 3}, {0, 0, 0, 9}}},
	}
	for _, c := range cases {
		src, err := os.ReadFile(c.path)
		if err != nil {
			t.Fatal(err)
		}
		for _, chip := range []string{"910B", "950"} {
			for _, sc := range c.scalars {
				t.Run(fmt.Sprintf("%s/%s/%v", c.path, chip, sc), func(t *testing.T) {
					in, err := ir.Parse(c.path, string(src))
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
					low, err := ascend.Lower(arch, out, "", sc)
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
}
