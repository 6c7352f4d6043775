package pipeline

import "github.com/irfuzz/irfuzz/ir"

// The parameter directions of an outlined scope function (ScopeOutliner::
// InferParamDirections and ParamReadCollector, src/ir/transforms/utils/
// scope_outline_utils.cpp:116-268, :1677-1836).

// paramDirections is InferParamDirections: a captured tensor the body
// writes (a store target, a tensor.assemble destination, or through a
// callee's Out / InOut parameter) is Out, or InOut when the body also
// reads it; everything else is In.
func (o *scopeOutliner) paramDirections(inputs []*ir.Var, body ir.Stmt, storeOut map[*ir.Var]bool) []ir.ParamDirection {
	dirs := make([]ir.ParamDirection, len(inputs))
	idx := map[*ir.Var]int{}
	for i, v := range inputs {
		idx[v] = i
	}
	read := paramReads(idx, body, len(inputs))
	written := func(i int) ir.ParamDirection {
		if read[i] {
			return ir.InOut
		}
		return ir.Out
	}
	for i, v := range inputs {
		if storeOut[v] {
			dirs[i] = written(i)
		}
	}
	ir.Walk(body, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op == ir.TensorAssemble && len(c.Args) > 0 {
			if v, ok := c.Args[0].(*ir.Var); ok {
				if i, ok := idx[v]; ok && dirs[i] == ir.In {
					dirs[i] = written(i)
				}
			}
		}
		return true
	})
	if o.prog == nil {
		return dirs
	}
	ir.Walk(body, func(n ir.Node) bool {
		c, ok := n.(*ir.Call)
		if !ok || c.Op != nil {
			return true
		}
		callee := o.prog.Func(c.Callee)
		if callee == nil {
			return true
		}
		for ai, a := range c.Args {
			if ai >= len(callee.Dirs) {
				break
			}
			v, ok := a.(*ir.Var)
			if !ok {
				continue
			}
			if i, ok := idx[v]; ok {
				dirs[i] = mergeDirection(dirs[i], callee.Dirs[ai])
			}
		}
		return true
	})
	return dirs
}

// mergeDirection is MergeParamDirection: In < Out < InOut, and a write
// seen as Out on one side and InOut on the other is InOut.
func mergeDirection(a, b ir.ParamDirection) ir.ParamDirection {
	if a == b {
		return a
	}
	if a == ir.InOut || b == ir.InOut {
		return ir.InOut
	}
	return ir.Out
}

// paramReads is ParamReadCollector: which captured variables the body
// reads. The destination of a non-atomic tile.store or tensor.assemble is
// written, not read, and so is a variable bound to such a write's result
// when it is only written through again; definitions are not reads; a read
// of an iter arg also reads its initial value, and a read of a tensor reads
// the variables of its shape (PyPTO's base visitor).
func paramReads(idx map[*ir.Var]int, body ir.Stmt, n int) []bool {
	read := make([]bool, n)
	aliases := map[*ir.Var]int{}
	for v, i := range idx {
		aliases[v] = i
	}
	dst := func(c *ir.Call) int {
		slot := -1
		switch {
		case c.Op == ir.TensorAssemble && len(c.Args) > 0:
			slot = 0
		case c.Op == ir.TileStore && len(c.Args) >= 3:
			slot = 2
		default:
			return -1
		}
		if v, ok := c.Kwarg("atomic"); ok && v.(ir.AtomicType) != ir.AtomicNone {
			return -1
		}
		return slot
	}
	var expr func(e ir.Expr)
	varLike := func(v *ir.Var) {
		if i, ok := aliases[v]; ok {
			read[i] = true
		}
		if t, ok := v.T.(*ir.TensorType); ok {
			for _, d := range t.Shape {
				expr(d)
			}
		}
	}
	expr = func(e ir.Expr) {
		switch e := e.(type) {
		case nil:
		case *ir.Var:
			varLike(e)
		case *ir.IterArg:
			varLike(&e.Var)
			expr(e.Init)
		case *ir.Call:
			d := dst(e)
			for i, a := range e.Args {
				if i != d {
					expr(a)
				}
			}
			for _, kw := range e.Attrs {
				if kw.Key != "dump_vars" && kw.Key != "arg_direction_overrides_vars" {
					attrExprs(kw.Value, expr)
				}
			}
		case *ir.Submit:
			for _, a := range e.Args {
				expr(a)
			}
			for _, a := range e.Deps {
				expr(a)
			}
			expr(e.CoreNum)
		case *ir.Binary:
			expr(e.L)
			expr(e.R)
		case *ir.Unary:
			expr(e.X)
		case *ir.MakeTuple:
			for _, x := range e.Elems {
				expr(x)
			}
		case *ir.TupleGetItem:
			expr(e.Tuple)
		}
	}
	var stmt func(s ir.Stmt)
	stmt = func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.SeqStmts:
			for _, c := range s.Stmts {
				stmt(c)
			}
		case *ir.AssignStmt:
			if c, ok := s.Value.(*ir.Call); ok {
				if d := dst(c); d >= 0 {
					if v, ok := c.Args[d].(ir.VarLike); ok {
						if i, ok := aliases[v.VarRef()]; ok {
							if _, dup := aliases[s.Var]; !dup {
								aliases[s.Var] = i
							}
						}
					}
				}
			}
			expr(s.Value)
		case *ir.EvalStmt:
			expr(s.Expr)
		case *ir.YieldStmt:
			for _, v := range s.Values {
				expr(v)
			}
		case *ir.ReturnStmt:
			for _, v := range s.Values {
				expr(v)
			}
		case *ir.ForStmt:
			expr(s.Start)
			expr(s.Stop)
			expr(s.Step)
			for _, ia := range s.IterArgs {
				expr(ia.Init)
			}
			stmt(s.Body)
		case *ir.WhileStmt:
			expr(s.Cond)
			for _, ia := range s.IterArgs {
				expr(ia.Init)
			}
			stmt(s.Body)
		case *ir.IfStmt:
			expr(s.Cond)
			stmt(s.Then)
			stmt(s.Else)
		case *ir.ScopeStmt:
			expr(s.CoreNum)
			stmt(s.Body)
		}
	}
	stmt(body)
	return read
}

// attrExprs calls fn for each expression among an attribute value (lists
// included): ForEachAttrExpr.
func attrExprs(v any, fn func(ir.Expr)) {
	switch x := v.(type) {
	case ir.Expr:
		fn(x)
	case []any:
		for _, e := range x {
			attrExprs(e, fn)
		}
	}
}
