package verifier

import "github.com/irfuzz/irfuzz/ir"

// manualDepsOnSubmitOnly is PyPTO's ManualDepsOnSubmitOnly (src/ir/verifier/
// verify_manual_deps_on_submit_only.cpp). Manual dependency edges live in a
// Submit's typed deps. A plain call of a program function (a GlobalVar
// callee) carrying attrs["manual_dep_edges"] is code 0 (launch it with
// pl.submit instead); a Submit carrying the attribute is code 1. Op calls
// (e.g. system.task_dummy) keep the attribute as their codegen fan-in
// contract and are exempt.
var manualDepsOnSubmitOnly = &rule{
	name: "ManualDepsOnSubmitOnly",
	prop: ManualDepsOnSubmitOnly,
	doc:  "manual dependency edges only in Submit deps, never as a call or submit attribute",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil {
				continue
			}
			v := visitor{onExpr: func(e ir.Expr) bool {
				switch e := e.(type) {
				case *ir.Call:
					if _, has := e.Attr("manual_dep_edges"); has && e.Op == nil {
						p.Errorf(0, e.Pos, "Plain cross-function Call in function '%s' carries `attrs[\"manual_dep_edges\"]`. Manual dependency edges "+
							"belong on `Submit::deps_` — launch the task with `pl.submit(...)` instead of a plain call.", f.Name)
					}
				case *ir.Submit:
					if _, has := e.Attr("manual_dep_edges"); has {
						p.Errorf(1, e.Pos, "Submit in function '%s' carries `attrs[\"manual_dep_edges\"]`; dependency edges must live only in the typed `deps_` field.", f.Name)
					}
				}
				return true
			}}
			v.Stmt(f.Body)
		}
	},
}
