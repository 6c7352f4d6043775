package oracle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
)

// fullVerification is `irfuzz compile -verify full`: PyPTO's schedule,
// a round trip after every pass, every property before and after every
// pass and the purity check.
func fullVerification(b *backend.Backend) *pipeline.Context {
	return &pipeline.Context{Backend: b, Level: pipeline.LevelRoundtrip, Instruments: pipeline.FullChecks()}
}

func parseFile(t *testing.T, path string) *ir.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse(filepath.Base(path), string(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestOrchestrationEndToEnd: each tensor-level program (an orchestration
// entry, pl.at scopes, tensor ops) compiles through the whole default
// pipeline under full verification on both chips, and the simulated
// kernels, launched by the orchestration function, give exactly the
// reference's outputs, with no diagnostic. Every program compares at least
// one tensor the kernels wrote, and a defined element of it.
func TestOrchestrationEndToEnd(t *testing.T) {
	files, _ := filepath.Glob("testdata/orchestration/*.py")
	if len(files) < 5 {
		t.Fatalf("%d programs under testdata/orchestration", len(files))
	}
	for _, file := range files {
		for _, chip := range []string{"910B", "950"} {
			t.Run(filepath.Base(file)+"/"+chip, func(t *testing.T) {
				b, err := backend.Get(chip)
				if err != nil {
					t.Fatal(err)
				}
				in := parseFile(t, file)
				out, err := pipeline.Run(pipeline.Default(), in, fullVerification(b))
				if err != nil {
					t.Fatalf("compile: %v", err)
				}
				if f := out.Func(EntryOf(in, "").Name); f == nil || f.Kind != ir.Orchestration {
					t.Fatalf("the compiled entry is not an orchestration function:\n%s", ir.Print(out))
				}
				s, err := Simulate(in, out, "", b, 1, ascend.Options{})
				if err != nil {
					t.Fatalf("simulate: %v", err)
				}
				if s.Malformed != nil {
					t.Fatalf("malformed: %v", s.Malformed)
				}
				if s.Diagnosed() {
					t.Fatalf("diagnostics: %v", s.Result.Diags)
				}
				written := false
				for _, o := range s.Outputs {
					if o.Mismatch != nil {
						t.Errorf("%s: %s", o.Name, o.Mismatch)
					}
					if o.Want != nil && (o.Param < 0 || o.Name == "out") {
						for k := range o.Want.Data {
							written = written || o.Want.IsDefined(k)
						}
					}
				}
				if !written {
					t.Errorf("no output holds a defined element the kernels wrote: %+v", s.Outputs)
				}
			})
		}
	}
}

// TestOrchestrationMismatch: the comparison compares. The softmax program
// compiled with exp replaced by sqrt differs from the reference of the
// original at the returned tensor, and names no store.
func TestOrchestrationMismatch(t *testing.T) {
	b, _ := backend.Get("950")
	src, err := os.ReadFile("testdata/orchestration/softmax.py")
	if err != nil {
		t.Fatal(err)
	}
	in := parseFile(t, "testdata/orchestration/softmax.py")
	other, err := ir.Parse("sqrt.py", strings.Replace(string(src), "pl.exp(d)", "pl.sqrt(d)", 1))
	if err != nil {
		t.Fatal(err)
	}
	out, err := pipeline.Run(pipeline.Default(), other, &pipeline.Context{Backend: b})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Simulate(in, out, "", b, 1, ascend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m := s.Mismatched()
	if m == nil || m.Name != "return 0" {
		t.Fatalf("no mismatch at the returned tensor: %+v", s.Outputs)
	}
	// An orchestration's simulation has no one lowered kernel whose stores
	// could be named: the finding says nothing of where the element came
	// from rather than "no store wrote it".
	if p := s.provenance(m, m.Mismatch.Index); p != "" {
		t.Errorf("orchestration provenance %q, want none", p)
	}
}
