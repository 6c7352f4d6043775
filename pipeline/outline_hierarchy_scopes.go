package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// OutlineHierarchyScopes lifts each hierarchy scope (pl.at with a level
// other than CORE_GROUP) of an Opaque function into an Opaque function
// carrying the scope's level and role, and calls it in the scope's place
// (PyPTO's OutlineHierarchyScopes, src/ir/transforms/
// outline_hierarchy_scopes_pass.cpp:56-105; properties
// include/pypto/ir/transforms/pass_properties.h:138-141).
//
// A scope is named after its function, level and role
// (main_host_orch_0, main_chip_1; a name_hint wins), nested ones after
// their enclosing outlined function (main_global_orch_0_host_orch_0).
// Unlike the other outliners, a hierarchy scope does not return the
// tensors it stores into: its function writes them through the parameter.
// The parent keeps its function type.
var OutlineHierarchyScopes = &Pass{
	Name:     "OutlineHierarchyScopes",
	Doc:      "outline hierarchy scopes of Opaque functions into functions carrying their level and role",
	Required: set(pSSA),
	Produced: set(pSSA, verifier.HierarchyOutlined, verifier.OrchestrationReferencesResolved),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		return outlineFunctions(p, func(f *ir.Function) bool { return f.Kind == ir.Opaque },
			func(f *ir.Function, reserved map[string]bool) (*ir.Function, []*ir.Function, error) {
				o := newScopeOutliner(f, f.Body, ir.ScopeHierarchy, ir.Opaque, "_hierarchy_", nil, reserved)
				body := o.visit(f.Body)
				if o.err != nil {
					return nil, nil, o.err
				}
				return withBody(f, body), o.outlined, nil
			})
	},
}
