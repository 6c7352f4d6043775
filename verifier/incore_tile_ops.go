package verifier

import "github.com/irfuzz/irfuzz/ir"

// incoreTileOps is PyPTO's IncoreTileOps (the verifier in
// src/ir/transforms/convert_tensor_to_tile_ops_pass.cpp:2740-2766). In
// every FunctionType::InCore function (AIC / AIV are not checked), a call
// that is the whole value of an assignment or an evaluation statement must
// not be a TensorOp-category op with a tile conversion (OpDef.ToTile): it
// should have been converted. Exempt are tensor.read / tensor.write on a
// tensor, which stay unconverted on purpose, and tensor.aiv_shard /
// tensor.aic_gather, whose category is CrossCoreOp
// (src/ir/op/tile_ops/cross_core.cpp:571-595). Reported at the statement,
// code 0. Nested calls are not examined (NoNestedCalls holds by then).
var incoreTileOps = &rule{
	name: "IncoreTileOps",
	prop: IncoreTileOps,
	doc:  "InCore functions use tile ops: no tensor-level op with a tile conversion remains",
	run: func(p *Pass) {
		check := func(e ir.Expr, span ir.Span) {
			c, ok := e.(*ir.Call)
			if !ok || c.Op == nil || !c.Op.Tensor || !c.Op.ToTile || c.Op == ir.TensorAivShard || c.Op == ir.TensorAicGather {
				return
			}
			if (c.Op == ir.TensorRead || c.Op == ir.TensorWrite) && len(c.Args) > 0 && c.Args[0] != nil {
				if _, onTensor := exprType(c.Args[0]).(*ir.TensorType); onTensor {
					return
				}
			}
			p.Errorf(0, span, "Tensor op '%s' found in InCore function (should have been converted)", c.Op.Name)
		}
		v := visitor{stmtsOnly: true, onStmt: func(s ir.Stmt) bool {
			switch s := s.(type) {
			case *ir.AssignStmt:
				check(s.Value, s.Pos)
			case *ir.EvalStmt:
				check(s.Expr, s.Pos)
			}
			return false
		}}
		for _, f := range p.Prog.Funcs {
			if f != nil && f.Body != nil && f.Kind == ir.InCore {
				v.Stmt(f.Body)
			}
		}
	},
}
