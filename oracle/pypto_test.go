package oracle

import (
	"testing"

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
