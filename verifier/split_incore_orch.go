package verifier

import "github.com/irfuzz/irfuzz/ir"

// splitIncoreOrch is PyPTO's SplitIncoreOrch (the verifier in
// src/ir/transforms/outline_incore_scopes_pass.cpp). In every function that
// is not FunctionType::InCore, each InCore scope (pl.at(level=CORE_GROUP),
// nested ones included) is an Error: OutlineIncoreScopes should have lifted
// it into an InCore function. In Orchestration (and Graph) functions each
// call of a compute tensor op is also a Warning (it belongs inside an
// InCore function). Both code 0.
//
// PyPTO calls a tensor.* op "compute" unless it is a host-side memory,
// transfer or metadata op (create, read, write, slice, assemble, dim,
// reshape, reinterpret_view, transpose, view). irfuzz reads that from the op
// registry instead of keeping a name list: a tensor op is host-side when it
// runs on no pipe or on the scalar pipe, or is a zero-copy view (see
// isComputeTensorOp). With today's registry (tensor.create / read / write)
// no op qualifies, so the warning needs a Go-built op to fire.
var splitIncoreOrch = &rule{
	name: "SplitIncoreOrch",
	prop: SplitIncoreOrch,
	doc:  "no InCore scope outside InCore functions; compute tensor ops in orchestration are warned about",
	run: func(p *Pass) {
		scopes := visitor{stmtsOnly: true, onStmt: func(s ir.Stmt) bool {
			if sc, ok := s.(*ir.ScopeStmt); ok && sc.Kind == ir.ScopeInCore {
				p.Errorf(0, sc.Pos, "InCore ScopeStmt found in non-InCore function (should have been outlined)")
			}
			return false
		}}
		compute := visitor{onExpr: func(e ir.Expr) bool {
			if c, ok := e.(*ir.Call); ok && isComputeTensorOp(c.Op) {
				p.Warnf(0, c.Pos, "Compute tensor op '%s' found in Orchestration function (should be inside InCore)", c.Op.Name)
			}
			return true
		}}
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil || f.Kind == ir.InCore {
				continue
			}
			scopes.Stmt(f.Body)
			// A Graph body is orchestration too (outline_incore_scopes_pass.cpp:329-334).
			if f.Kind.IsOrchestrationLike() {
				compute.Stmt(f.Body)
			}
		}
	},
}

// isComputeTensorOp reports whether op is a tensor-level op that computes
// (PyPTO's transform_utils::IsComputeTensorOp), judged from the registry: a
// tensor op that executes on a compute or data-movement pipe and is not a
// zero-copy view.
func isComputeTensorOp(op *ir.OpDef) bool {
	if op == nil || !op.Tensor || op.Access != ir.AccessFunctional {
		return false
	}
	return op.Pipe != ir.PipeS && op.Pipe != ir.PipeNone
}
