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

// TestPoppedCarryInitSimulates compiles
// testdata/ExpandMixedKernel/acc_carry_popped_init_simulates through the
// whole default pipeline on both chips and simulates it: the loop carries
// the accumulator a@b unchanged and stores it each step, and on AIV that
// carry starts from the popped Vec copy. With flag >= 0 out must hold a@b
// exactly (small integer-valued sums in FP32); with flag < 0 nothing is
// stored. Before the fix the AIV carry stayed Acc and the compile failed
// (the vector kernel moved the popped copy back into Acc).
func TestPoppedCarryInitSimulates(t *testing.T) {
	const path = "testdata/ExpandMixedKernel/acc_carry_popped_init_simulates.before.py"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, chip := range []string{"910B", "950"} {
		for _, flag := range []float64{-1, 0} {
			t.Run(fmt.Sprintf("%s/flag=%v", chip, flag), func(t *testing.T) {
				in, err := ir.Parse(path, string(src))
				if err != nil {
					t.Fatal(err)
				}
				b, err := backend.Get(chip)
				if err != nil {
					t.Fatal(err)
				}
				out, err := pipeline.Run(pipeline.Default(), in, &pipeline.Context{Backend: b})
				if err != nil {
					t.Fatalf("compile: %v", err)
				}
				arch, err := ascend.NewArch(b)
				if err != nil {
					t.Fatal(err)
				}
				// kernel(a, b, flag, out): flag is parameter 2.
				low, err := ascend.Lower(arch, out, "", []float64{0, 0, flag})
				if err != nil {
					t.Fatalf("lower: %v", err)
				}
				// On 910B the pipe rides a GM slot buffer: InjectGMPipeBuffer's
				// trailing __gm_pipe_buffer parameter.
				want := 3
				if b.GMPipeBuffer {
					want = 4
				}
				if len(low.Program.Tensors) != want {
					t.Fatalf("lowered %d tensors, want %d (a, b, out[, __gm_pipe_buffer])", len(low.Program.Tensors), want)
				}
				inputs := make([]*sim.Tensor, want)
				for i, td := range low.Program.Tensors {
					inputs[i] = sim.NewTensor(td.Shape, td.DType)
					if i >= 2 {
						continue // out (and the pipe buffer) start undefined
					}
					for k := range inputs[i].Data {
						inputs[i].Data[k], inputs[i].Defined[k] = float64((k*(i+2))%5), true
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
					t.Fatalf("%s", strings.Join(errs, "; "))
				}
				o := res.Outputs[2]
				for i := 0; i < 16; i++ {
					for j := 0; j < 16; j++ {
						k := i*16 + j
						if flag < 0 {
							if o.Defined[k] {
								t.Fatalf("out[%d][%d] written (%v) with flag < 0", i, j, o.Data[k])
							}
							continue
						}
						want := 0.0
						for x := 0; x < 16; x++ {
							want += inputs[0].Data[i*16+x] * inputs[1].Data[x*16+j]
						}
						if !o.Defined[k] || o.Data[k] != want {
							t.Fatalf("out[%d][%d] = %v (defined %v), want %v", i, j, o.Data[k], o.Defined[k], want)
						}
					}
				}
			})
		}
	}
}
