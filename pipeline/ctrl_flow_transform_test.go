package pipeline

import (
	"errors"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// TestStructuredCtrlFlowContract: a break / continue whose innermost loop
// is pl.pipeline fails the default pipeline at its first pass with the
// StructuredCtrlFlow diagnostic PyPTO reports after CtrlFlowTransform
// (sut/pypto/testdata/findings/break-in-pipeline-loop-not-lowered.py); in
// a pl.range loop it compiles.
func TestStructuredCtrlFlowContract(t *testing.T) {
	for _, c := range []struct {
		file string
		want verifier.Diagnostic // zero: compiles
	}{
		{"break_in_pipeline.py", verifier.Diagnostic{Rule: "StructuredCtrlFlow", Code: 0,
			Message: "BreakStmt found — IR is not in structured control flow form",
			Span:    ir.Span{File: "break_in_pipeline.py", Line: 10, Col: 17}}},
		{"continue_in_pipeline.py", verifier.Diagnostic{Rule: "StructuredCtrlFlow", Code: 1,
			Message: "ContinueStmt found — IR is not in structured control flow form",
			Span:    ir.Span{File: "continue_in_pipeline.py", Line: 10, Col: 17}}},
		{"break_in_range.py", verifier.Diagnostic{}},
	} {
		t.Run(c.file, func(t *testing.T) {
			err := runContract(t, Default(), "testdata/CtrlFlowTransform/"+c.file, "950")
			if c.want.Rule == "" {
				if err != nil {
					t.Fatalf("want it compiled: %v", err)
				}
				return
			}
			var pe *PassError
			var ve *verifier.VerificationError
			var pv *PostVerificationError
			if !errors.As(err, &pe) || pe.Pass != "ConvertToSSA" || !errors.As(err, &pv) || pv.After != "CtrlFlowTransform" || !errors.As(err, &ve) {
				t.Fatalf("got %v, want ConvertToSSA's post-verification error after CtrlFlowTransform", err)
			}
			if len(ve.Diagnostics) != 1 || ve.Diagnostics[0] != c.want {
				t.Fatalf("diagnostics %v, want [%v]", ve.Diagnostics, c.want)
			}
		})
	}
}
