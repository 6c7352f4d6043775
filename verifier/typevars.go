package verifier

import "github.com/irfuzz/irfuzz/ir"

// typeExprs calls fn for every expression a type's metadata holds, the
// fields PyPTO's VisitTypeExprFields / CollectTypeVars cover: a tensor's
// shape, valid shape and stride; a tile's shape, valid shape, stride and
// start offset; the elements of a tuple (recursively). MemRefs are not
// entered.
func typeExprs(t ir.Type, fn func(ir.Expr)) {
	each := func(es []ir.Expr) {
		for _, e := range es {
			if e != nil {
				fn(e)
			}
		}
	}
	switch t := t.(type) {
	case *ir.TensorType:
		each(t.Shape)
		if t.View != nil {
			each(t.View.ValidShape)
			each(t.View.Stride)
		}
	case *ir.TileType:
		each(t.Shape)
		if t.View != nil {
			each(t.View.ValidShape)
			each(t.View.Stride)
			if t.View.StartOffset != nil {
				fn(t.View.StartOffset)
			}
		}
	case *ir.TupleType:
		for _, el := range t.Elems {
			typeExprs(el, fn)
		}
	}
}

// typeVars calls fn for every variable referenced by a type's metadata
// (see typeExprs), in pre-order.
func typeVars(t ir.Type, fn func(*ir.Var)) {
	typeExprs(t, func(e ir.Expr) {
		ir.WalkExpr(e, func(n ir.Node) bool {
			if v, ok := n.(ir.VarLike); ok {
				fn(v.VarRef())
			}
			return true
		})
	})
}
