package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// The parser rejects a call of an undefined function, so the dangling
// callees are made by deleting the callee from the program (as
// InlineFunctions did in PyPTO #2783). A call's arguments are checked before
// the call itself, so the inner call is reported first.
func TestOrchestrationReferencesResolvedDangling(t *testing.T) {
	p := coreParse(t, `import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.fill(self.fill(x))
        return r
`)
	coreExpect(t, coreVerify(p, OrchestrationReferencesResolved))
	p.Funcs = p.Funcs[1:] // InlineFunctions-style deletion of the callee
	coreExpect(t, coreVerify(p, OrchestrationReferencesResolved),
		"ERROR OrchestrationReferencesResolved 0 @12:53 Orchestration function 'main' references undefined function 'fill'. The Program must contain every callee referenced from orchestration.",
		"ERROR OrchestrationReferencesResolved 0 @12:43 Orchestration function 'main' references undefined function 'fill'.")
	// A builtin-looking callee name is never looked up.
	call := ir.Stmts(p.Funcs[0].Body)[0].(*ir.AssignStmt).Value.(*ir.Call)
	call.Callee = "system.helper"
	call.Args[0].(*ir.Call).Callee = "tile.helper"
	coreExpect(t, coreVerify(p, OrchestrationReferencesResolved))
}

func TestOrchestrationReferencesResolvedOnlyOrchestration(t *testing.T) {
	p := coreParse(t, coreKernel("Orchestration", "        pl.system.bar_all()\n"))
	f := p.Funcs[0]
	ir.Stmts(f.Body)[0].(*ir.EvalStmt).Expr = &ir.Call{Callee: "gone", T: ir.Unknown(), Pos: corePos(8, 9)}
	coreExpect(t, coreVerify(p, OrchestrationReferencesResolved), "ERROR OrchestrationReferencesResolved 0 @8:9 Orchestration function 'f' references undefined function 'gone'.")
	f.Kind = ir.Opaque
	coreExpect(t, coreVerify(p, OrchestrationReferencesResolved))
}
