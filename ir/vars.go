package ir

// VarsInType calls fn for every variable referenced by a type: shape and
// view expressions and MemRef bases, offsets and slot indices.
func VarsInType(t Type, fn func(*Var)) {
	exprs := func(es ...Expr) {
		for _, e := range es {
			WalkExpr(e, func(n Node) bool {
				if v, ok := n.(VarLike); ok {
					fn(v.VarRef())
				}
				return true
			})
		}
	}
	memref := func(m *MemRef) {
		if m == nil {
			return
		}
		if m.Base != nil {
			fn(m.Base)
		}
		exprs(m.Offset, m.SlotIndex)
	}
	switch t := t.(type) {
	case *TensorType:
		exprs(t.Shape...)
		if t.View != nil {
			exprs(t.View.Stride...)
			exprs(t.View.ValidShape...)
		}
		memref(t.MemRef)
	case *TileType:
		exprs(t.Shape...)
		if t.View != nil {
			exprs(t.View.Stride...)
			exprs(t.View.ValidShape...)
			exprs(t.View.StartOffset)
		}
		memref(t.MemRef)
	case *TupleType:
		for _, e := range t.Elems {
			VarsInType(e, fn)
		}
	}
}

// DefSites calls fn for every variable a function defines, in definition
// order: params, then assigned vars, loop vars, iter args and return vars as
// the body defines them.
func DefSites(f *Function, fn func(*Var)) {
	for _, p := range f.Params {
		fn(p)
	}
	var stmt func(s Stmt)
	stmt = func(s Stmt) {
		switch s := s.(type) {
		case *AssignStmt:
			fn(s.Var)
		case *SeqStmts:
			for _, c := range s.Stmts {
				stmt(c)
			}
		case *IfStmt:
			stmt(s.Then)
			stmt(s.Else)
			for _, v := range s.ReturnVars {
				fn(v)
			}
		case *ForStmt:
			fn(s.LoopVar)
			for _, ia := range s.IterArgs {
				fn(&ia.Var)
			}
			stmt(s.Body)
			for _, v := range s.ReturnVars {
				fn(v)
			}
		case *WhileStmt:
			for _, ia := range s.IterArgs {
				fn(&ia.Var)
			}
			stmt(s.Body)
			for _, v := range s.ReturnVars {
				fn(v)
			}
		case *ScopeStmt:
			stmt(s.Body)
		}
	}
	stmt(f.Body)
}

// freeVars lists, in first-use order, the variables a function uses (in
// expressions or types) without defining them: pl.dynamic dims and MemRef
// bases named by string.
func freeVars(f *Function) []*Var {
	defined := map[*Var]bool{}
	DefSites(f, func(v *Var) { defined[v] = true })
	seen := map[*Var]bool{}
	var out []*Var
	note := func(v *Var) {
		if !defined[v] && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	DefSites(f, func(v *Var) { VarsInType(v.T, note) })
	for _, t := range f.Returns {
		VarsInType(t, note)
	}
	Walk(f.Body, func(n Node) bool {
		switch n := n.(type) {
		case VarLike:
			note(n.VarRef())
		case *Call:
			VarsInType(n.T, note)
		}
		return true
	})
	return out
}

// VarOf is the variable an expression names: a Var itself, an IterArg's
// embedded Var (PyPTO's AsVarLike), or nil for any other expression,
// including nil and a nil *Var or *IterArg.
func VarOf(e Expr) *Var {
	switch e := e.(type) {
	case *Var:
		return e
	case *IterArg:
		if e != nil {
			return &e.Var
		}
	}
	return nil
}

// CollectReads adds to into every variable an expression at or below n
// reads: for a statement, loop bounds, conditions, iter-arg inits and nested
// bodies included (the nodes Walk visits). Types are not entered, and
// definition sites are not reads.
func CollectReads(n Node, into map[*Var]bool) {
	Walk(n, func(n Node) bool {
		if v, ok := n.(VarLike); ok {
			into[v.VarRef()] = true
		}
		return true
	})
}

// DefinedVars is the set of variables params and stmts define, at any
// depth (DefSites of a function with those params and that body).
func DefinedVars(params []*Var, stmts []Stmt) map[*Var]bool {
	d := map[*Var]bool{}
	DefSites(&Function{Params: params, Body: Seq(Span{}, stmts...)}, func(v *Var) { d[v] = true })
	return d
}
