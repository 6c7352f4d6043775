package verifier

import "github.com/irfuzz/irfuzz/ir"

// nestedInCoreCode is PyPTO's kNestedIncoreCode.
const nestedInCoreCode = 501

// noNestedInCore is PyPTO's NoNestedInCore structural verifier: no InCore
// scope (pl.at(level=CORE_GROUP)) inside another, in any function; each
// nested one is reported at its own span, code 501. Other scope kinds in
// between do not hide the nesting.
var noNestedInCore = &rule{
	name: "NoNestedInCore",
	prop: NoNestedInCore,
	doc:  "no InCore scope nested inside another InCore scope",
	run: func(p *Pass) {
		inside := false
		var v visitor
		v = visitor{stmtsOnly: true, onStmt: func(s ir.Stmt) bool {
			sc, ok := s.(*ir.ScopeStmt)
			if !ok || sc.Kind != ir.ScopeInCore {
				return false
			}
			if inside {
				p.Errorf(nestedInCoreCode, sc.Pos, "Nested InCore scope detected — InCore scopes must not contain other InCore scopes")
			}
			prev := inside
			inside = true
			v.StmtChildren(sc)
			inside = prev
			return true
		}}
		for _, f := range p.Prog.Funcs {
			if f != nil {
				inside = false
				v.Stmt(f.Body)
			}
		}
	},
}
