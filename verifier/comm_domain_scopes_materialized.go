package verifier

import "github.com/irfuzz/irfuzz/ir"

// commDomainScopesMaterialized is PyPTO's CommDomainScopesMaterialized
// (src/ir/transforms/materialize_comm_domain_scopes_pass.cpp:683-755), the
// property MaterializeCommDomainScopes produces: every comm-domain scope
// (ir.ScopeCommDomain) of the program carves at least one window buffer,
// and no window buffer is a slot of two scopes. Code 0, at the scope (the
// second scope's slot for a shared buffer).
var commDomainScopesMaterialized = &rule{
	name: "CommDomainScopesMaterialized",
	prop: CommDomainScopesMaterialized,
	doc:  "every comm-domain scope has window-buffer slots, none shared with another scope",
	run: func(p *Pass) {
		first := map[*ir.WindowBuffer]*ir.ScopeStmt{}
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil {
				continue
			}
			ir.Walk(f.Body, func(n ir.Node) bool {
				s, ok := n.(*ir.ScopeStmt)
				if !ok || s.Kind != ir.ScopeCommDomain {
					return true
				}
				if len(s.Slots) == 0 {
					p.Errorf(0, s.Pos, "CommDomainScopeStmt '%s' has no slots — every comm-domain scope must carry at least one WindowBuffer", s.Name)
					return true
				}
				for _, w := range s.Slots {
					if w == nil {
						p.Errorf(0, s.Pos, "CommDomainScopeStmt '%s' has a null slot", s.Name)
						continue
					}
					if o, seen := first[w]; seen {
						p.Errorf(0, w.Pos, "WindowBuffer '%s' appears in multiple CommDomainScopeStmts ('%s' and '%s')", w.Name, o.Name, s.Name)
						continue
					}
					first[w] = s
				}
				return true
			})
		}
	},
}
