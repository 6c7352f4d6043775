package verifier

import "github.com/irfuzz/irfuzz/ir"

// distTensorCtxMaterialized is PyPTO's DistTensorCtxMaterialized
// (src/ir/transforms/materialize_dist_tensor_ctx_pass.cpp:716-762), the
// property MaterializeDistTensorCtx produces: no function with a body but
// host orchestration (ir.IsHostOrchestration) calls
// pld.system.get_comm_ctx. Code 0, at the call, after its arguments.
var distTensorCtxMaterialized = &rule{
	name: "DistTensorCtxMaterialized",
	prop: DistTensorCtxMaterialized,
	doc:  "only host orchestration queries a communication context at runtime",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil || ir.IsHostOrchestration(f) {
				continue
			}
			var v visitor
			v.onExpr = func(e ir.Expr) bool {
				c, ok := e.(*ir.Call)
				if !ok {
					return true
				}
				v.ExprChildren(c)
				if c.Op == ir.PldSystemGetCommCtx {
					p.Errorf(0, c.Pos, "Function '%s' still calls pld.system.get_comm_ctx. Only host orchestration may query a communication context at runtime; everywhere else MaterializeDistTensorCtx must have replaced it with the explicit CommCtx parameter, and device codegen cannot lower the query.", f.Name)
				}
				return false
			}
			v.Stmt(f.Body)
		}
	},
}
