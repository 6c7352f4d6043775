package oracle

import (
	"os"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
	"github.com/irfuzz/irfuzz/sim/ref"
)

// BenchmarkMatmulEpilogue times the three stages of simulating the
// matmul + epilogue kernel: the reference, the lowering and the cycle-level
// simulation, and the whole Check of the case. The simulate benchmark
// reports simulated instructions per second.
func BenchmarkMatmulEpilogue(b *testing.B) {
	src, err := os.ReadFile("testdata/clean/matmul_epilogue_910B.py")
	if err != nil {
		b.Fatal(err)
	}
	prog, err := ir.Parse("matmul_epilogue.py", string(src))
	if err != nil {
		b.Fatal(err)
	}
	be, _ := backend.Get("Ascend910B")
	compiled, err := pipeline.Run(pipeline.Default(), prog, &pipeline.Context{Backend: be})
	if err != nil {
		b.Fatal(err)
	}
	f := prog.Funcs[0]
	tensors, scalars := sim.Inputs(f, 1)
	arch, _ := ascend.NewArch(be)
	args := make([]float64, len(f.Params))
	low, err := ascend.Lower(arch, compiled, "", args)
	if err != nil {
		b.Fatal(err)
	}
	ins := make([]*sim.Tensor, len(low.Params))
	for i, pi := range low.Params {
		ins[i] = tensors[f.Params[pi]]
		if ins[i] == nil {
			ins[i] = sim.NewTensor(low.Program.Tensors[i].Shape, low.Program.Tensors[i].DType)
		}
	}
	b.Run("reference", func(b *testing.B) {
		for b.Loop() {
			if _, err := ref.Run(prog, f.Name, tensors, scalars, ref.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("lower", func(b *testing.B) {
		for b.Loop() {
			if _, err := ascend.Lower(arch, compiled, "", args); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("simulate", func(b *testing.B) {
		n := 0
		for b.Loop() {
			r, err := ascend.Run(arch, low.Program, ins, ascend.Options{})
			if err != nil {
				b.Fatal(err)
			}
			n += r.Instructions
		}
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "instrs/s")
	})
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			if r := Check(Case{Prog: prog, Seed: 1}, &Config{Backend: be}); len(r.Findings) > 0 {
				b.Fatal(r.Findings)
			}
		}
	})
}

// BenchmarkRefKernel times the reference and the cycle-level simulation
// of the reference's own benchmark kernel (sim/ref/testdata/bench.py: a
// 64x256x64 K-split matmul with a cast / add / row_sum epilogue) compiled
// for the 910B, so that the two are compared on the same kernel.
func BenchmarkRefKernel(b *testing.B) {
	src, err := os.ReadFile("../sim/ref/testdata/bench.py")
	if err != nil {
		b.Fatal(err)
	}
	prog, err := ir.Parse("bench.py", string(src))
	if err != nil {
		b.Fatal(err)
	}
	be, _ := backend.Get("Ascend910B")
	compiled, err := pipeline.Run(pipeline.Default(), prog, &pipeline.Context{Backend: be})
	if err != nil {
		b.Fatal(err)
	}
	f := prog.Func("kernel")
	tensors, scalars := sim.Inputs(f, 11)
	arch, _ := ascend.NewArch(be)
	low, err := ascend.Lower(arch, compiled, "", make([]float64, len(f.Params)))
	if err != nil {
		b.Fatal(err)
	}
	ins := make([]*sim.Tensor, len(low.Params))
	for i, pi := range low.Params {
		ins[i] = tensors[f.Params[pi]]
		if ins[i] == nil {
			ins[i] = sim.NewTensor(low.Program.Tensors[i].Shape, low.Program.Tensors[i].DType)
		}
	}
	b.Run("reference", func(b *testing.B) {
		for b.Loop() {
			if _, err := ref.Run(prog, f.Name, tensors, scalars, ref.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("simulate", func(b *testing.B) {
		for b.Loop() {
			r, err := ascend.Run(arch, low.Program, ins, ascend.Options{})
			if err != nil {
				b.Fatal(err)
			}
			if len(r.Diags) > 0 {
				b.Fatal(r.Diags[0].String())
			}
		}
	})
}
