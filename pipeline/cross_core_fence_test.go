package pipeline_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// TestCrossCoreFenceSimulates compiles the cross-core fence cases of
// testdata/ExpandMixedKernel through the whole default pipeline on both
// chips and runs them on the simulator: fenced, no GM hazard and no error;
// with FaultCrossCoreStoreUnfenced, the released behaviour, a GM hazard
// between the cores ("no cross-core synchronization orders them").
func TestCrossCoreFenceSimulates(t *testing.T) {
	paths, _ := filepath.Glob("testdata/ExpandMixedKernel/cross_core_*_fenced.before.py")
	if len(paths) != 8 {
		t.Fatalf("%d cross-core fence cases, want 8", len(paths))
	}
	for _, path := range paths {
		for _, chip := range []string{"910B", "950"} {
			name := strings.TrimSuffix(filepath.Base(path), ".before.py") + "/" + chip
			t.Run(name, func(t *testing.T) {
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				in, err := ir.Parse(path, string(src))
				if err != nil {
					t.Fatal(err)
				}
				b, err := backend.Get(chip)
				if err != nil {
					t.Fatal(err)
				}
				fenced := crossCoreDiags(t, in, b, pipeline.Faults{})
				if len(fenced) != 0 {
					t.Errorf("fenced: %s", strings.Join(fenced, "; "))
				}
				unfenced := crossCoreDiags(t, in, b, pipeline.Faults{}.With(pipeline.FaultCrossCoreStoreUnfenced))
				race := false
				for _, d := range unfenced {
					race = race || strings.Contains(d, "no cross-core synchronization orders them")
				}
				if !race {
					t.Errorf("with the fault: no cross-core hazard, got %q", unfenced)
				}
			})
		}
	}
}

// crossCoreDiags compiles p, simulates it with defined inputs and returns
// its error diagnostics.
func crossCoreDiags(t *testing.T, p *ir.Program, b *backend.Backend, faults pipeline.Faults) []string {
	t.Helper()
	out, err := pipeline.Run(pipeline.Default(), p, &pipeline.Context{Backend: b, Faults: faults})
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	arch, err := ascend.NewArch(b)
	if err != nil {
		t.Fatal(err)
	}
	low, err := ascend.Lower(arch, out, "", nil)
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
	return errs
}
