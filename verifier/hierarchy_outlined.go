package verifier

import "github.com/irfuzz/irfuzz/ir"

// hierarchyOutlined is PyPTO's HierarchyOutlined (the verifier in
// src/ir/transforms/outline_hierarchy_scopes_pass.cpp:118-142): in every
// Opaque function (the only kind OutlineHierarchyScopes processes) each
// hierarchy scope (pl.at with a level other than CORE_GROUP), nested ones
// included, is an Error, code 0.
var hierarchyOutlined = &rule{
	name: "HierarchyOutlined",
	prop: HierarchyOutlined,
	doc:  "no hierarchy scope left in an Opaque function",
	run: func(p *Pass) {
		v := visitor{stmtsOnly: true, onStmt: func(s ir.Stmt) bool {
			if sc, ok := s.(*ir.ScopeStmt); ok && sc.Kind == ir.ScopeHierarchy {
				p.Errorf(0, sc.Pos, "Hierarchy ScopeStmt found in function (should have been outlined)")
			}
			return false
		}}
		for _, f := range p.Prog.Funcs {
			if f != nil && f.Body != nil && f.Kind == ir.Opaque {
				v.Stmt(f.Body)
			}
		}
	},
}
