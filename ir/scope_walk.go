package ir

// Reads of variables outside their scope: the scope walk behind
// LoopRepair's dangling-yield repair and the split's check that nothing
// reads an unbound variable.

// UnboundRead is a read of a variable outside its scope: the variable and
// the statement that reads it.
type UnboundRead struct {
	Var *Var
	At  Stmt
}

// UnboundReads lists, in program order and once per variable, the reads in
// stmts of a variable outside its scope, with params in scope throughout
// (scopes as scopeWalk has them). Only variables stmts or params define,
// or that defined holds (the variables of the original code stmts were
// cut from), count: a read of any other (a pl.dynamic dimension) is never
// unbound.
func UnboundReads(stmts []Stmt, params []*Var, defined map[*Var]bool) []UnboundRead {
	var out []UnboundRead
	seen := map[*Var]bool{}
	walkUnbound(stmts, params, defined, func(v *Var, st Stmt) {
		if !seen[v] {
			seen[v] = true
			out = append(out, UnboundRead{Var: v, At: st})
		}
	})
	return out
}

// walkUnbound calls fn, in program order, for every read in stmts of a
// variable outside its scope that stmts or params define or defined holds.
func walkUnbound(stmts []Stmt, params []*Var, defined map[*Var]bool, fn func(v *Var, st Stmt)) {
	known := DefinedVars(params, stmts)
	w := &scopeWalk{vis: map[*Var]bool{}, read: func(v *Var, st Stmt, visible bool) {
		if visible || !known[v] && !defined[v] {
			return
		}
		fn(v, st)
	}}
	for _, p := range params {
		w.vis[p] = true
	}
	w.block(stmts)
}

// enclosing blocks, a loop's variable and iter args inside it, a compound
// statement's results after it (a scope statement is transparent). read is
// called for every variable an expression or a binder type reads.
type scopeWalk struct {
	vis  map[*Var]bool
	read func(v *Var, st Stmt, visible bool)
}

func (w *scopeWalk) block(stmts []Stmt) {
	var added []*Var
	for _, st := range stmts {
		w.stmt(st, &added)
	}
	w.unbind(added)
}

func (w *scopeWalk) bind(v *Var, added *[]*Var) {
	if !w.vis[v] {
		w.vis[v] = true
		*added = append(*added, v)
	}
}

func (w *scopeWalk) unbind(vs []*Var) {
	for _, v := range vs {
		delete(w.vis, v)
	}
}

func (w *scopeWalk) exprs(st Stmt, es ...Expr) {
	for _, x := range es {
		WalkExpr(x, func(n Node) bool {
			if v, ok := n.(VarLike); ok {
				r := v.VarRef()
				w.read(r, st, w.vis[r])
			}
			return true
		})
	}
}

func (w *scopeWalk) types(st Stmt, vs ...*Var) {
	for _, v := range vs {
		VarsInType(v.T, func(d *Var) { w.read(d, st, w.vis[d]) })
	}
}

func (w *scopeWalk) stmt(st Stmt, added *[]*Var) {
	switch s := st.(type) {
	case *SeqStmts:
		for _, c := range s.Stmts {
			w.stmt(c, added)
		}
	case *AssignStmt:
		w.exprs(st, s.Value)
		w.types(st, s.Var)
		w.bind(s.Var, added)
	case *EvalStmt:
		w.exprs(st, s.Expr)
	case *YieldStmt:
		w.exprs(st, s.Values...)
	case *ReturnStmt:
		w.exprs(st, s.Values...)
	case *ForStmt:
		w.exprs(st, s.Start, s.Stop, s.Step)
		var inner []*Var
		w.bind(s.LoopVar, &inner)
		w.loop(st, s.IterArgs, nil, s.Body, s.ReturnVars, inner, added)
	case *WhileStmt:
		w.loop(st, s.IterArgs, s.Cond, s.Body, s.ReturnVars, nil, added)
	case *IfStmt:
		w.exprs(st, s.Cond)
		w.block(Stmts(s.Then))
		w.block(Stmts(s.Else))
		w.types(st, s.ReturnVars...)
		for _, rv := range s.ReturnVars {
			w.bind(rv, added)
		}
	case *ScopeStmt:
		w.exprs(st, s.HeaderExprs()...)
		for _, c := range Stmts(s.Body) {
			w.stmt(c, added)
		}
	}
}

func (w *scopeWalk) loop(st Stmt, ias []*IterArg, cond Expr, body Stmt, rvs []*Var, inner []*Var, added *[]*Var) {
	for _, ia := range ias {
		w.exprs(st, ia.Init)
	}
	for _, ia := range ias {
		w.types(st, &ia.Var)
		w.bind(&ia.Var, &inner)
	}
	w.exprs(st, cond)
	w.block(Stmts(body))
	w.unbind(inner)
	w.types(st, rvs...)
	for _, rv := range rvs {
		w.bind(rv, added)
	}
}
