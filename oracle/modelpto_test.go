package oracle

import (
	"os"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// TestModelPTO: a mixed kernel lowered by the model's pipeline, written
// as PTO, reads and simulates through the same path as PyPTO's .pto and
// computes the reference's numbers, on both cores.
func TestModelPTO(t *testing.T) {
	src := `import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 32], pl.FP16] = pl.tile.load(a, [0, 0], [16, 32], [16, 32])
        y: pl.Tile[[32, 16], pl.FP16] = pl.tile.load(b, [0, 0], [32, 16], [32, 16])
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x, y)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.neg(m)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(v, [0, 0], out)
        return o
`
	p, err := ir.Parse("kernel.py", src)
	if err != nil {
		t.Fatal(err)
	}
	b, err := backend.Get("950")
	if err != nil {
		t.Fatal(err)
	}
	files, err := ModelPTO(p, &pipeline.Context{Backend: b}, "kernel.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 || files[0].Path != ModelPTOPath {
		t.Fatalf("files %v", files)
	}
	s, err := SimulatePTO(p, "", b, 1, files)
	if err != nil {
		t.Fatal(err)
	}
	if v := s.Verdict(); v != PTOMatch {
		t.Errorf("verdict %s, diagnostics %v, mismatch %v", v, s.Diags, s.Mismatched())
	}
	var cores []string
	for _, c := range s.Kernel.Program.Cores {
		cores = append(cores, c.Name)
	}
	if len(cores) != 2 || cores[0] != "aic0" || cores[1] != "aiv0" {
		t.Errorf("cores %v, want [aic0 aiv0]", cores)
	}
	if s.Kernel.Ops["pto.tpush_to_aiv"] != 1 || s.Kernel.Ops["pto.tpop_from_aic"] != 1 {
		t.Errorf("ops %v: want one push to the AIV and one pop from the AIC", s.Kernel.Ops)
	}
}

// TestModelPTOKernels: the model's PTO of each emitter testdata kernel
// computes the reference's numbers with no diagnostic.
func TestModelPTOKernels(t *testing.T) {
	b, _ := backend.Get("950")
	for _, name := range []string{"vector", "mixed", "scalar", "emit/control", "emit/views", "emit/pops", "emit/assemble", "emit/unroll"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile("../sim/pto/testdata/" + name + ".py")
			if err != nil {
				t.Fatal(err)
			}
			p, err := ir.Parse(name+".py", string(src))
			if err != nil {
				t.Fatal(err)
			}
			files, err := ModelPTO(p, &pipeline.Context{Backend: b}, name+".py")
			if err != nil {
				t.Fatal(err)
			}
			s, err := SimulatePTO(p, "", b, 1, files)
			if err != nil {
				t.Fatal(err)
			}
			if v := s.Verdict(); v != PTOMatch {
				t.Errorf("verdict %s, diagnostics %v, mismatch %v", v, s.Diags, s.Mismatched())
			}
		})
	}
}
