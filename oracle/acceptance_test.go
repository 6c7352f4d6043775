package oracle

import (
	"testing"

	"github.com/irfuzz/irfuzz/sut"
)

func TestAcceptanceFinding(t *testing.T) {
	compiled := &Result{}
	rejectsInput := &Result{Rejected: "input violates TypeCheck: Dtype mismatch in IfStmt"}
	modelBug := &Result{Rejected: "contract broken by ConvertToSSA", Findings: []Finding{{Oracle: Contract}}}
	ok := &sut.Response{Accepted: true, Compiled: true}
	pyptoBug := &sut.Response{Accepted: true, Problems: []sut.Problem{{Outcome: sut.InternalError, Pass: "ExpandMixedKernel"}}}
	rejectedAt := func(pass, exc, msg string) *sut.Response {
		return &sut.Response{Accepted: pass != "parse", Problems: []sut.Problem{{Outcome: sut.Rejected, Pass: pass, Exception: exc, Message: msg}}}
	}
	for _, tc := range []struct {
		name      string
		model     *Result
		real      *sut.Response
		want      string // signature, "" for none
		departure string
	}{
		{"both compile", compiled, ok, "", ""},
		{"both reject", rejectsInput, rejectedAt("pipeline_input", "Error", "Dtype mismatch in IfStmt"), "", ""},
		{"model accepts a cast PyPTO refuses", compiled, rejectedAt("LegalizeTileCast", "ValueError", "LegalizeTileCast: no native cast path from int8 to fp32 for arch a5"),
			"acceptance | model-accepts | LegalizeTileCast | ValueError: LegalizeTileCast: no native cast path from int8 to fp32 for arch a5 |  | ", ""},
		{"model parses what PyPTO does not", compiled, rejectedAt("parse", "InvalidOperationError", "pl.tile operation 'load': load() got an unexpected keyword argument 'bogus'"),
			"acceptance | model-accepts | parse | InvalidOperationError: pl.tile operation '_': load() got an unexpected keyword argument '_' |  | ", ""},
		{"a listed departure", compiled, rejectedAt("parse", "ParserTypeError", "Failed to evaluate expression 'pl.AccPhase.Final': module 'pypto.language' has no attribute 'AccPhase'"),
			"", "AccPhase"},
		{"PyPTO compiles what the model rejects", rejectsInput, ok,
			"acceptance | pypto-accepts |  | input violates TypeCheck: Dtype mismatch in IfStmt |  | ", ""},
		{"a model bug is no verdict", modelBug, ok, "", ""},
		{"a failed round trip is no verdict", &Result{Rejected: "round trip failed", Findings: []Finding{{Oracle: Roundtrip}}}, ok, "", ""},
		{"an impure pass is no verdict", &Result{Rejected: "impure pass", Findings: []Finding{{Oracle: Purity}}}, ok, "", ""},
		{"a PyPTO bug is no verdict", rejectsInput, pyptoBug, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, dep := AcceptanceFinding(tc.model, tc.real)
			got := ""
			if f != nil {
				got = string(f.Signature())
			}
			if got != tc.want || dep != tc.departure {
				t.Errorf("got %q (departure %q)\nwant %q (departure %q)", got, dep, tc.want, tc.departure)
			}
		})
	}
}
