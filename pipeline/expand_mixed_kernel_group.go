package pipeline

import "github.com/irfuzz/irfuzz/ir"

// ExpandMixedKernel: the AIC and AIV functions and the Group function that
// calls them.

// freshFunction builds a split function with fresh variables throughout.
func freshFunction(f *ir.Function, name string, kind ir.FunctionType, returns []ir.Type, body []ir.Stmt) *ir.Function {
	nf := &ir.Function{Name: name, Kind: kind, Params: f.Params, Dirs: f.Dirs, Returns: returns, Body: ir.Seq(f.Pos, body...), Attrs: f.Attrs, Pos: f.Pos}
	nf.Level, nf.Role, _ = ir.DefaultLevelRole(kind)
	m := &ir.Mutator{Def: func(v *ir.Var) *ir.Var { return &ir.Var{Name: v.Name, T: v.T, Pos: v.Pos} }}
	return m.Function(nf)
}

// returnedParams reports, for each value the function returns, the Out /
// InOut parameter it writes back (return_lineage::ReturnedParamIndices),
// or ok=false when some value is not a parameter write-back.
func (e *mixedSplit) returnedParams() ([]int, bool) {
	stmts := ir.Stmts(e.fn.Body)
	if len(stmts) == 0 {
		return nil, false
	}
	ret, ok := stmts[len(stmts)-1].(*ir.ReturnStmt)
	if !ok || len(ret.Values) != len(e.fn.Returns) {
		return nil, false
	}
	origin := e.originParams()
	var idx []int
	for _, v := range ret.Values {
		rv := ir.VarOf(v)
		if rv == nil {
			return nil, false
		}
		o, ok := origin[rv]
		if !ok {
			return nil, false
		}
		found := -1
		for i, p := range e.fn.Params {
			if p == o && i < len(e.fn.Dirs) && e.fn.Dirs[i] != ir.In {
				found = i
			}
		}
		if found < 0 {
			return nil, false
		}
		idx = append(idx, found)
	}
	return idx, true
}

// groupWrapper is the Group function that replaces the original: it calls
// AIC, then AIV.
func (e *mixedSplit) groupWrapper(aicName, aivName string) *ir.Function {
	f := e.fn
	pos := f.Pos
	args := func() []ir.Expr {
		a := make([]ir.Expr, len(f.Params))
		for i, p := range f.Params {
			a[i] = p
		}
		return a
	}
	stmts := []ir.Stmt{&ir.EvalStmt{Expr: &ir.Call{Callee: aicName, Args: args(), T: ir.Unknown(), Pos: pos}, Pos: pos}}
	var retT ir.Type = ir.Unknown()
	switch len(f.Returns) {
	case 0:
	case 1:
		retT = f.Returns[0]
	default:
		retT = &ir.TupleType{Elems: f.Returns}
	}
	aivCall := &ir.Call{Callee: aivName, Args: args(), T: retT, Pos: pos}
	idx, paramReturn := e.returnedParams()
	switch {
	case len(f.Returns) == 0:
		stmts = append(stmts, &ir.EvalStmt{Expr: aivCall, Pos: pos})
	case paramReturn:
		vals := make([]ir.Expr, len(idx))
		for i, k := range idx {
			vals[i] = f.Params[k]
		}
		stmts = append(stmts, &ir.EvalStmt{Expr: aivCall, Pos: pos}, &ir.ReturnStmt{Values: vals, Pos: pos})
	default:
		result := &ir.Var{Name: "result", T: retT, Pos: pos}
		vals := []ir.Expr{result}
		if len(f.Returns) > 1 {
			vals = make([]ir.Expr, len(f.Returns))
			for i := range f.Returns {
				vals[i] = &ir.TupleGetItem{Tuple: result, Index: i, Pos: pos}
			}
		}
		stmts = append(stmts, &ir.AssignStmt{Var: result, Value: aivCall, Pos: pos}, &ir.ReturnStmt{Values: vals, Pos: pos})
	}
	g := &ir.Function{Name: f.Name, Kind: ir.Group, Params: f.Params, Dirs: f.Dirs, Returns: f.Returns, Body: ir.Seq(pos, stmts...), Attrs: f.Attrs, Pos: pos}
	g.Level, g.Role, _ = ir.DefaultLevelRole(ir.Group)
	m := &ir.Mutator{Def: func(v *ir.Var) *ir.Var { return &ir.Var{Name: v.Name, T: v.T, Pos: v.Pos} }}
	return m.Function(g)
}

// groupCalls reports whether a Group's top-level statements call name.
func groupCalls(g *ir.Function, name string) bool {
	for _, st := range ir.Stmts(g.Body) {
		if c := ir.StmtCall(st); c != nil && c.Op == nil && c.Callee == name {
			return true
		}
	}
	return false
}

// rewriteGroupCaller replaces a Group's call of the split InCore function
// by a call of AIC followed by a call of AIV.
func rewriteGroupCaller(g *ir.Function, name, aicName, aivName string) *ir.Function {
	var out []ir.Stmt
	for _, st := range ir.Stmts(g.Body) {
		c := ir.StmtCall(st)
		if c == nil || c.Op != nil || c.Callee != name {
			out = append(out, st)
			continue
		}
		aicArgs := append([]ir.Expr(nil), c.Args...)
		out = append(out, &ir.EvalStmt{Expr: &ir.Call{Callee: aicName, Args: aicArgs, Attrs: c.Attrs, T: ir.Unknown(), Pos: c.Pos}, Pos: st.Span()})
		aiv := &ir.Call{Callee: aivName, Args: append([]ir.Expr(nil), c.Args...), Attrs: c.Attrs, T: c.T, Pos: c.Pos}
		if a, ok := st.(*ir.AssignStmt); ok {
			out = append(out, &ir.AssignStmt{Var: a.Var, Value: aiv, Pos: a.Pos})
		} else {
			aiv.T = ir.Unknown()
			out = append(out, &ir.EvalStmt{Expr: aiv, Pos: st.Span()})
		}
	}
	n := *g
	n.Body = ir.Seq(ir.StmtSpan(g.Body), out...)
	return &n
}
