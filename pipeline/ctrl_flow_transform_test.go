package pipeline

import (
	"errors"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// TestStructuredCtrlFlowContract: a break / continue whose innermost loop
// is pl.pipeline survives CtrlFlowTransform and fails the default
// pipeline there with the StructuredCtrlFlow diagnostic PyPTO reports
// after that pass (sut/pypto/testdata/findings/
// break-in-pipeline-loop-not-lowered.py); in a pl.range loop it is lowered
// and the break flag then meets the pinned Simplify's TypeError, as in
// PyPTO (simplify-binds-bool-break-flag.py).
func TestStructuredCtrlFlowContract(t *testing.T) {
	for _, c := range []struct {
		file string
		want verifier.Diagnostic // zero: lowered
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
			var pe *PassError
			if c.want.Rule == "" {
				if !errors.As(err, &pe) || pe.Pass != "Simplify" || pe.Err.Error() != "function kernel: Operator 'eq' does not accept bool dtype" {
					t.Fatalf("got %v, want Simplify's TypeError on the break flag", err)
				}
				return
			}
			var ve *verifier.VerificationError
			var pv *PostVerificationError
			if !errors.As(err, &pe) || pe.Pass != "CtrlFlowTransform" || !errors.As(err, &pv) || pv.After != "CtrlFlowTransform" || !errors.As(err, &ve) {
				t.Fatalf("got %v, want CtrlFlowTransform's post-verification error", err)
			}
			if len(ve.Diagnostics) != 1 || ve.Diagnostics[0] != c.want {
				t.Fatalf("diagnostics %v, want [%v]", ve.Diagnostics, c.want)
			}
		})
	}
}
