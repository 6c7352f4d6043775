package oracle

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// Crash, purity and determinism need a misbehaving pass; these tests run a
// clean kernel through one.

func cleanKernel(t *testing.T) *ir.Program {
	t.Helper()
	src, err := os.ReadFile("testdata/clean/matmul_acc.py")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse("matmul_acc.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func only(t *testing.T, r *Result, oracle string) Finding {
	t.Helper()
	if len(r.Findings) != 1 || r.Findings[0].Oracle != oracle {
		var got []string
		for _, f := range r.Findings {
			got = append(got, string(f.Signature()))
		}
		t.Fatalf("findings %q, want exactly one %s finding", got, oracle)
	}
	return r.Findings[0]
}

func TestCrashInAPass(t *testing.T) {
	boom := &pipeline.Pass{Name: "Boom", Run: func(p *ir.Program, _ *pipeline.Context) (*ir.Program, error) {
		var xs []int
		_ = xs[len(p.Funcs)+2]
		return p, nil
	}}
	r := Check(Case{Prog: cleanKernel(t)}, &Config{Passes: []*pipeline.Pass{boom}})
	f := only(t, r, Crash)
	if f.Pass != "Boom" || f.Message != "panic: runtime error: index out of range [3] with length 0" {
		t.Errorf("crash finding %+v", f)
	}
	// The test's own pass and the oracle's frames are not irfuzz's code
	// under test; pipeline.runPass is the recovery frame.
	if strings.Join(f.Frames, " ") != "pipeline.Run" {
		t.Errorf("frames %q, want [pipeline.Run]", f.Frames)
	}
	if r.Rejected != "crashed" || r.Compiled != nil {
		t.Errorf("Rejected %q, Compiled %v", r.Rejected, r.Compiled)
	}
	const want = "crash |  | Boom | panic: runtime error: index out of range [_] with length N | pipeline.Run | "
	if string(f.Signature()) != want {
		t.Errorf("signature %q, want %q", f.Signature(), want)
	}
}

func TestImpurePass(t *testing.T) {
	rename := &pipeline.Pass{Name: "Rename", Run: func(p *ir.Program, _ *pipeline.Context) (*ir.Program, error) {
		p.Funcs[0].Name = "renamed"
		return p, nil
	}}
	r := Check(Case{Prog: cleanKernel(t)}, &Config{Passes: []*pipeline.Pass{rename}})
	f := only(t, r, Purity)
	if f.Pass != "Rename" || !strings.Contains(f.Message, "renamed") {
		t.Errorf("purity finding %+v", f)
	}
}

func TestNondeterministicPass(t *testing.T) {
	n := 0
	counter := &pipeline.Pass{Name: "Counter", Run: func(p *ir.Program, _ *pipeline.Context) (*ir.Program, error) {
		n++
		out := *p
		f := *p.Funcs[0]
		f.Name = fmt.Sprintf("kernel_%d", n)
		out.Funcs = []*ir.Function{&f}
		return &out, nil
	}}
	r := Check(Case{Prog: cleanKernel(t)}, &Config{Passes: []*pipeline.Pass{counter}, Oracles: Set{Determinism: true}})
	f := only(t, r, Determinism)
	if !strings.HasPrefix(f.Message, "two compiles of one input differ: ") || !strings.Contains(f.Message, "kernel_1") {
		t.Errorf("determinism finding %q", f.Message)
	}
}

// Only the selected oracles report.
func TestOracleSelection(t *testing.T) {
	rename := &pipeline.Pass{Name: "Rename", Run: func(p *ir.Program, _ *pipeline.Context) (*ir.Program, error) {
		p.Funcs[0].Name = "renamed"
		return p, nil
	}}
	r := Check(Case{Prog: cleanKernel(t)}, &Config{Passes: []*pipeline.Pass{rename}, Oracles: Set{Contract: true}})
	if len(r.Findings) != 0 {
		t.Errorf("unselected purity oracle reported: %v", r.Findings)
	}
}

func TestParseSet(t *testing.T) {
	s, err := ParseSet("contract, differential")
	if err != nil || s.String() != "contract,differential" {
		t.Fatalf("ParseSet = %v, %v", s, err)
	}
	if s, _ := ParseSet(""); s.String() != strings.Join(Names(), ",") {
		t.Errorf("empty list = %s, want all", s)
	}
	if _, err := ParseSet("contract,nope"); err == nil || !strings.HasPrefix(err.Error(), `unknown oracle "nope" (want one of validity, crash,`) {
		t.Errorf("bad name: %v", err)
	}
}

func TestNoProgram(t *testing.T) {
	r := Check(Case{}, nil)
	if !r.Invalid || len(r.Findings) != 1 || r.Findings[0].Message != "no program" {
		t.Errorf("nil program: %+v", r)
	}
}

// A near miss the generator made on purpose is rejected as intended; the
// same kernel without the intent is rejected as a wrong input (the
// violation is the input's own statement, not a pass's doing).
func TestNearMiss(t *testing.T) {
	src, err := os.ReadFile("testdata/precision/acc_single_n_fractal.py")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse("near.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	// The released rule's false positive (irfuzz's rule spares a single
	// N-fractal) makes the kernel a rejected one.
	cfg := &Config{Oracles: Set{Contract: true}, Faults: pipeline.Faults{}.With(pipeline.FaultAccSingleFractalRejected)}
	r := Check(Case{Prog: p, NearMiss: []string{"AccCompactValid"}}, cfg)
	if len(r.Findings) != 0 || r.Rejected != "near miss rejected as intended: AccCompactValid" {
		t.Errorf("intended near miss: findings %v, rejected %q", r.Findings, r.Rejected)
	}
	r = Check(Case{Prog: p, NearMiss: []string{"AivSplitValid"}}, cfg)
	if len(r.Findings) != 0 || !strings.HasPrefix(r.Rejected, "input violates AccCompactValid (reported after InferTileMemorySpace): 'tile.matmul_acc' accumulates 8 valid rows") {
		t.Errorf("another property's near miss: findings %v, rejected %q", r.Findings, r.Rejected)
	}
}
