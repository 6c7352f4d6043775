package oracle

import (
	"os"
	"path/filepath"
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
// runs on one ascend.Machine, as a campaign worker does, and reports
// simulated instructions per second.
func BenchmarkMatmulEpilogue(b *testing.B) {
	k := setupBench(b, "testdata/clean/matmul_epilogue_910B.py", "", 1)
	prog, be, compiled, f, tensors, scalars, arch, low, ins := k.prog, k.be, k.compiled, k.f, k.tensors, k.scalars, k.arch, k.low, k.ins
	args := make([]float64, len(f.Params))
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
		var m ascend.Machine // as a campaign worker's: memory kept from run to run
		for b.Loop() {
			r, err := m.Run(arch, low.Program, ins, ascend.Options{})
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
	k := setupBench(b, "../sim/ref/testdata/bench.py", "kernel", 11)
	prog, f, tensors, scalars, arch, low, ins := k.prog, k.f, k.tensors, k.scalars, k.arch, k.low, k.ins
	b.Run("reference", func(b *testing.B) {
		for b.Loop() {
			if _, err := ref.Run(prog, f.Name, tensors, scalars, ref.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("simulate", func(b *testing.B) {
		var m ascend.Machine
		for b.Loop() {
			r, err := m.Run(arch, low.Program, ins, ascend.Options{})
			if err != nil {
				b.Fatal(err)
			}
			if len(r.Diags) > 0 {
				b.Fatal(r.Diags[0].String())
			}
		}
	})
}

// benchKernel is a kernel ready for the reference and the simulator:
// parsed, compiled for the 910B, lowered, with seeded inputs.
type benchKernel struct {
	prog, compiled *ir.Program
	be             *backend.Backend
	f              *ir.Function
	tensors        map[*ir.Var]*sim.Tensor
	scalars        map[*ir.Var]float64
	arch           *ascend.Arch
	low            *ascend.Lowered
	ins            []*sim.Tensor
}

// setupBench builds the benchKernel of the program in path, entry its
// kernel function ("": the first), its inputs from seed.
func setupBench(b *testing.B, path, entry string, seed uint64) *benchKernel {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	k := &benchKernel{}
	if k.prog, err = ir.Parse(filepath.Base(path), string(src)); err != nil {
		b.Fatal(err)
	}
	k.be, _ = backend.Get("Ascend910B")
	if k.compiled, err = pipeline.Run(pipeline.Default(), k.prog, &pipeline.Context{Backend: k.be}); err != nil {
		b.Fatal(err)
	}
	k.f = k.prog.Funcs[0]
	if entry != "" {
		k.f = k.prog.Func(entry)
	}
	k.tensors, k.scalars = sim.Inputs(k.f, seed)
	k.arch, _ = ascend.NewArch(k.be)
	if k.low, err = ascend.Lower(k.arch, k.compiled, "", make([]float64, len(k.f.Params))); err != nil {
		b.Fatal(err)
	}
	k.ins = make([]*sim.Tensor, len(k.low.Params))
	for i, pi := range k.low.Params {
		k.ins[i] = k.tensors[k.f.Params[pi]]
		if k.ins[i] == nil {
			k.ins[i] = sim.NewTensor(k.low.Program.Tensors[i].Shape, k.low.Program.Tensors[i].DType)
		}
	}
	return k
}
