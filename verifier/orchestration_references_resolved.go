package verifier

import "github.com/irfuzz/irfuzz/ir"

// orchestrationReferencesResolved is PyPTO's OrchestrationReferencesResolved
// (src/ir/verifier/verify_orchestration_references.cpp): in every
// Orchestration function, each call that is not a builtin op (tile.*,
// tensor.*, system.*, array.*) must name a function of the program. Code 0,
// at the call, reported after the call's arguments were checked. Submits
// are not examined (PyPTO's visitor only overrides Call).
var orchestrationReferencesResolved = &rule{
	name:     "OrchestrationReferencesResolved",
	prop:     OrchestrationReferencesResolved,
	doc:      "every non-builtin call in an orchestration function targets a function of the program",
	requires: []Requirement{funcsByName},
	run: func(p *Pass) {
		var funcs map[string]*ir.Function
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil || f.Kind != ir.Orchestration {
				continue
			}
			if funcs == nil {
				funcs = ResultOf(p, funcsByName)
			}
			var v visitor
			v.onExpr = func(e ir.Expr) bool {
				c, ok := e.(*ir.Call)
				if !ok {
					return true
				}
				v.ExprChildren(c)
				name := c.OpName()
				if isBuiltinOpName(name) || funcs[name] != nil {
					return false
				}
				p.Errorf(0, c.Pos, "Orchestration function '%s' references undefined function '%s'. The Program must contain every callee referenced from orchestration.", f.Name, name)
				return false
			}
			v.Stmt(f.Body)
		}
	},
}
