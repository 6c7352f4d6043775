package oracle

import (
	"os"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
)

func TestPyPTOFindings(t *testing.T) {
	r := &sut.Response{Accepted: true, Problems: []sut.Problem{
		{Outcome: sut.PropertyViolation, Pass: "UnrollLoops", Exception: "Error", Message: "SeqStmts contains nested SeqStmts",
			Diagnostics: []sut.Diagnostic{{Property: "NoRedundantBlocks", Rule: "NoRedundantBlocks", Severity: "Error", Message: "SeqStmts contains nested SeqStmts"}}},
		{Outcome: sut.InternalError, Pass: "ExpandMixedKernel", Exception: "InternalError", Message: "cross-core move destination must be Vec, Mat, Left, or Right, got 6"},
		{Outcome: sut.Serialize, Pass: "input", Exception: "RuntimeError", Message: "Invalid reference ID 12"},
		{Outcome: sut.Hang, Message: "PyPTO did not answer before the case's deadline"},
		{Outcome: sut.Codegen, Pass: "codegen", Exception: "PartialCodegenError", Message: "No codegen registered for operation: system.sync_src"},
		{Outcome: sut.Rejected, Pass: "parse", Exception: "ParserSyntaxError", Message: "bad"},
	}}
	var got []string
	for _, f := range PyPTOFindings(r) {
		got = append(got, string(f.Signature()))
	}
	want := []string{
		"pypto | NoRedundantBlocks | UnrollLoops | SeqStmts contains nested SeqStmts |  | ",
		"pypto | InternalError | ExpandMixedKernel | cross-core move destination must be Vec, Mat, Left, or Right, got N |  | ",
		"pypto | serialize | input | Invalid reference ID N |  | ",
		"pypto | hang |  | PyPTO did not answer before the case's deadline |  | ",
		"pypto | codegen | codegen | No codegen registered for operation: system.sync_src |  | ",
	}
	if len(got) != len(want) {
		t.Fatalf("findings:\n%q\nwant:\n%q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("finding %d: %q, want %q", i, got[i], want[i])
		}
	}
}

func TestPyPTOOutcome(t *testing.T) {
	for _, tc := range []struct {
		property, pass string
		want           sut.Outcome
	}{
		{"NoRedundantBlocks", "UnrollLoops", sut.PropertyViolation},
		{"InternalError", "ExpandMixedKernel", sut.InternalError},
		{"KeyError", "Simplify", sut.PassError},
		{"codegen", "codegen", sut.Codegen},
		{"serialize", "input", sut.Serialize},
		{"nondeterminism", "ExpandMixedKernel", sut.Nondeterminism},
		{"roundtrip", "Simplify", sut.Roundtrip},
		{"hang", "", sut.Hang},
	} {
		if got := PyPTOOutcome(&Finding{Oracle: PyPTO, Property: tc.property, Pass: tc.pass}); got != tc.want {
			t.Errorf("%s in %s: %s, want %s", tc.property, tc.pass, got, tc.want)
		}
	}
}

// A codegen refusal both systems make is an agreed rejection; one the
// model does not share, or a codegen failure that is no refusal, is a
// finding.
func TestAgreedCodegenRefusal(t *testing.T) {
	src, err := os.ReadFile("../sut/pypto/testdata/findings/codegen-descending-loop-in-device-function.py")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := ir.Parse("k.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := backend.Get("950")
	refusal := func(refused bool) *sut.Response {
		return &sut.Response{Accepted: true, Compiled: true, Problems: []sut.Problem{{Outcome: sut.Codegen, Pass: "codegen",
			Exception: "ValueError", Message: "loops in device functions must have a positive step", Refused: refused}}}
	}
	for _, tc := range []struct {
		name    string
		passes  []*pipeline.Pass
		refused bool
		want    int // pypto findings
	}{
		{"both refuse", pipeline.Compile(), true, 0},
		{"the model has no codegen check", pipeline.Default(), true, 1},
		{"not a refusal", pipeline.Compile(), false, 1},
	} {
		r := Check(Case{Prog: prog, Seed: 1}, &Config{Backend: b, Passes: tc.passes, PyPTO: fakePyPTO{refusal(tc.refused)}, Oracles: Set{PyPTO: true}})
		n := 0
		for _, f := range r.Findings {
			if f.Oracle == PyPTO {
				n++
			}
		}
		if n != tc.want {
			t.Errorf("%s: %d pypto findings (%v), want %d; model rejected %q by %q", tc.name, n, r.Findings, tc.want, r.Rejected, r.RejectedBy)
		}
	}
}
