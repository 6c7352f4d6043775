package verifier

import "github.com/irfuzz/irfuzz/ir"

// runtimeScopesMaterialized is PyPTO's RuntimeScopesMaterialized
// (src/ir/verifier/verify_runtime_scopes_materialized.cpp): every
// Orchestration function must carry attrs["auto_scope"] == False, the mark
// MaterializeRuntimeScopes stamps once explicit runtime scopes are in place
// (or the author's @pl.function(auto_scope=False)). Otherwise code 0 at the
// function: codegen would silently omit the PTO2 scopes. (PyPTO also checks
// Graph functions, a type irfuzz's IR does not have.)
var runtimeScopesMaterialized = &rule{
	name: "RuntimeScopesMaterialized",
	prop: RuntimeScopesMaterialized,
	doc:  "every orchestration function has auto_scope=False (runtime scopes are explicit)",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Kind != ir.Orchestration {
				continue
			}
			if v, ok := f.Attr("auto_scope"); ok {
				if b, isBool := v.(bool); isBool && !b {
					continue
				}
			}
			p.Errorf(0, f.Pos, "%s function '%s' still has auto_scope=True. Run MaterializeRuntimeScopes before orchestration codegen — "+
				"codegen emits PTO2_SCOPE only from RuntimeScopeStmt nodes, not from implicit for/if wrapping.", f.Kind, f.Name)
		}
	},
}
