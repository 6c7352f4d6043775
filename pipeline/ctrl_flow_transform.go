package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// checkStructuredCtrlFlow is the contract of PyPTO's CtrlFlowTransform, the
// pass PyPTO runs just before ConvertToSSA (python/pypto/ir/pass_manager.py:
// 160). That pass lowers break / continue only in sequential for loops and
// while loops (src/ir/transforms/ctrl_flow_transform_pass.cpp:617: any
// other ForKind is rebuilt as is), so one whose innermost loop is a
// pl.pipeline loop survives, and the StructuredCtrlFlow verifier run after
// the pass rejects it in an InCore-type function
// (src/ir/verifier/verify_structured_ctrl_flow_pass.cpp:38-48, code 0 for a
// break, 1 for a continue; Orchestration and Host functions are skipped,
// :72-74). The language documents break / continue as valid only when the
// innermost loop is pl.range or a while loop
// (docs/en/dev/language/01-statements.md:146); parallel and unrolled loops
// are BreakContinueCheck's (verifier/break_continue.go) and already fail
// the input.
//
// The model has no CtrlFlowTransform: its passes and simulator execute a
// break or continue in a sequential or while loop as it stands (the
// lowered form, as far as they are concerned). So ConvertToSSA, the model's
// first pass, runs this check first and fails with PyPTO's diagnostic
// (a *PostVerificationError) for the break / continue PyPTO's pass would
// have left.
func checkStructuredCtrlFlow(p *ir.Program) error {
	var ds []verifier.Diagnostic
	for _, f := range p.Funcs {
		if f == nil || f.Body == nil || !f.Kind.IsInCoreType() {
			continue
		}
		var loops []ir.ForKind
		var visit func(n ir.Node) bool
		visit = func(n ir.Node) bool {
			switch s := n.(type) {
			case *ir.ForStmt:
				loops = append(loops, s.Kind)
				ir.Walk(s.Body, visit)
				loops = loops[:len(loops)-1]
				return false
			case *ir.WhileStmt:
				loops = append(loops, ir.Sequential)
				ir.Walk(s.Body, visit)
				loops = loops[:len(loops)-1]
				return false
			case *ir.BreakStmt:
				if len(loops) > 0 && loops[len(loops)-1] == ir.Pipeline {
					ds = append(ds, verifier.Diagnostic{Severity: verifier.Error, Rule: "StructuredCtrlFlow", Code: 0,
						Message: "BreakStmt found — IR is not in structured control flow form", Span: s.Pos})
				}
			case *ir.ContinueStmt:
				if len(loops) > 0 && loops[len(loops)-1] == ir.Pipeline {
					ds = append(ds, verifier.Diagnostic{Severity: verifier.Error, Rule: "StructuredCtrlFlow", Code: 1,
						Message: "ContinueStmt found — IR is not in structured control flow form", Span: s.Pos})
				}
			case ir.Expr:
				return false
			}
			return true
		}
		ir.Walk(f.Body, visit)
	}
	if len(ds) == 0 {
		return nil
	}
	return &PostVerificationError{After: "CtrlFlowTransform", Diagnostics: ds}
}

// PostVerificationError is a property verifier's rejection after a PyPTO
// pass the model folds into one of its own (PyPTO's "Post-verification
// failed after pass 'X'"): the pass error of the model pass that stands in
// for X. It unwraps to the *verifier.VerificationError of the diagnostics.
type PostVerificationError struct {
	After       string // the PyPTO pass
	Diagnostics []verifier.Diagnostic
}

func (e *PostVerificationError) Error() string {
	d := e.Diagnostics[0]
	return fmt.Sprintf("%s: post-verification failed after pass '%s': %s[%d]: %s\n%s",
		d.Span, e.After, d.Rule, d.Code, d.Message, verifier.Report(e.Diagnostics))
}

func (e *PostVerificationError) Unwrap() error {
	return &verifier.VerificationError{Diagnostics: e.Diagnostics}
}
