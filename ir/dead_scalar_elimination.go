package ir

// The scalar dead-code eliminations Simplify ends with, ported from PyPTO's
// src/ir/transforms/utils/dead_code_elimination.cpp:
// EliminateDeadScalarAssignments (:635, over EliminateDeadCodeCore, :360,
// with IsRemovableScalarAssign, :461) and EliminateDeadIfReturnVars (:639).

// removableScalarAssign is IsRemovableScalarAssign (:461): an assignment
// of a scalar variable whose value contains no call or submit and is not
// the task-id element of a submit's tuple (IsTaskIdTupleElement, :440).
func removableScalarAssign(s Stmt) bool {
	a, ok := s.(*AssignStmt)
	if !ok {
		return false
	}
	if _, ok := a.Var.T.(*ScalarType); !ok {
		return false
	}
	if g, ok := a.Value.(*TupleGetItem); ok {
		if v := VarOf(g.Tuple); v != nil {
			if tt, ok := v.T.(*TupleType); ok && len(tt.Elems) > 0 && g.Index == len(tt.Elems)-1 {
				if st, ok := tt.Elems[len(tt.Elems)-1].(*ScalarType); ok && st.DType == TASKID {
					return false
				}
			}
		}
	}
	callLike := false
	WalkExpr(a.Value, func(n Node) bool {
		switch n.(type) {
		case *Call, *Submit:
			callLike = true
		}
		return !callLike
	})
	return !callLike
}

// EliminateDeadScalarAssignments deletes the removable scalar assignments
// (no call inside, not a task id) that nothing live reads, at any depth.
// Live roots are the other leaf statements (every variable they mention),
// loop bounds, iter-arg inits, conditions, a scope's core count and the
// variables loop and branch binders' types mention (FindLiveRootsRecursiveImpl,
// :112; MarkBinderTypeRefsLive, :322); a live assignment makes live what its
// value and its variable's type read (:375-400).
func EliminateDeadScalarAssignments(stmts []Stmt) []Stmt {
	live := map[*Var]bool{}
	exprRefs := func(es ...Expr) {
		for _, e := range es {
			if e != nil {
				CollectReads(e, live)
			}
		}
	}
	var roots func(ss []Stmt)
	roots = func(ss []Stmt) {
		for _, st := range ss {
			switch s := st.(type) {
			case *AssignStmt:
				if !removableScalarAssign(s) {
					live[s.Var] = true
					exprRefs(s.Value)
				}
			case *EvalStmt:
				exprRefs(s.Expr)
			case *ReturnStmt:
				exprRefs(s.Values...)
			case *YieldStmt:
				exprRefs(s.Values...)
			case *ForStmt:
				exprRefs(s.Start, s.Stop, s.Step)
				for _, ia := range s.IterArgs {
					exprRefs(ia.Init)
				}
				roots(Stmts(s.Body))
			case *IfStmt:
				exprRefs(s.Cond)
				roots(Stmts(s.Then))
				if s.Else != nil {
					roots(Stmts(s.Else))
				}
			case *WhileStmt:
				exprRefs(s.Cond)
				for _, ia := range s.IterArgs {
					exprRefs(ia.Init)
				}
				roots(Stmts(s.Body))
			case *ScopeStmt:
				exprRefs(s.CoreNum)
				roots(Stmts(s.Body))
			}
		}
	}
	roots(stmts)
	var binders func(ss []Stmt)
	mark := func(vs ...*Var) {
		for _, v := range vs {
			VarsInType(v.T, func(d *Var) { live[d] = true })
		}
	}
	binders = func(ss []Stmt) {
		for _, st := range ss {
			switch s := st.(type) {
			case *ForStmt:
				for _, ia := range s.IterArgs {
					mark(&ia.Var)
				}
				mark(s.ReturnVars...)
				binders(Stmts(s.Body))
			case *WhileStmt:
				for _, ia := range s.IterArgs {
					mark(&ia.Var)
				}
				mark(s.ReturnVars...)
				binders(Stmts(s.Body))
			case *IfStmt:
				mark(s.ReturnVars...)
				binders(Stmts(s.Then))
				if s.Else != nil {
					binders(Stmts(s.Else))
				}
			case *SeqStmts:
				binders(s.Stmts)
			case *ScopeStmt:
				binders(Stmts(s.Body))
			}
		}
	}
	binders(stmts)
	var assigns []*AssignStmt
	var collect func(ss []Stmt)
	collect = func(ss []Stmt) {
		for _, st := range ss {
			switch s := st.(type) {
			case *AssignStmt:
				assigns = append(assigns, s)
			case *ForStmt:
				collect(Stmts(s.Body))
			case *IfStmt:
				collect(Stmts(s.Then))
				if s.Else != nil {
					collect(Stmts(s.Else))
				}
			case *WhileStmt:
				collect(Stmts(s.Body))
			case *ScopeStmt:
				collect(Stmts(s.Body))
			}
		}
	}
	collect(stmts)
	uses := make([]map[*Var]bool, len(assigns))
	for i, a := range assigns {
		u := map[*Var]bool{}
		CollectReads(a.Value, u)
		VarsInType(a.Var.T, func(d *Var) { u[d] = true })
		uses[i] = u
	}
	for changed := true; changed; {
		changed = false
		for i := len(assigns) - 1; i >= 0; i-- {
			if !live[assigns[i].Var] {
				continue
			}
			for v := range uses[i] {
				if !live[v] {
					live[v] = true
					changed = true
				}
			}
		}
	}
	return filterDeadScalars(stmts, live)
}

// filterDeadScalars is FilterDeadCodeImpl (:215): bodies are rebuilt only
// when something in them went; a present else stays present.
func filterDeadScalars(stmts []Stmt, live map[*Var]bool) []Stmt {
	out := make([]Stmt, 0, len(stmts))
	body := func(b Stmt) (Stmt, bool) {
		orig := Stmts(b)
		f := filterDeadScalars(orig, live)
		if sameStmts(f, orig) {
			return b, false
		}
		return Seq(StmtSpan(b), f...), true
	}
	for _, st := range stmts {
		switch s := st.(type) {
		case *AssignStmt:
			if removableScalarAssign(s) && !live[s.Var] {
				continue
			}
		case *ForStmt:
			if b, ok := body(s.Body); ok {
				c := *s
				c.Body = b
				st = &c
			}
		case *IfStmt:
			th, c1 := body(s.Then)
			var el Stmt
			c2 := false
			if s.Else != nil {
				el, c2 = body(s.Else)
			}
			if c1 || c2 {
				c := *s
				c.Then, c.Else = th, el
				st = &c
			}
		case *WhileStmt:
			if b, ok := body(s.Body); ok {
				c := *s
				c.Body = b
				st = &c
			}
		case *ScopeStmt:
			if b, ok := body(s.Body); ok {
				c := *s
				c.Body = b
				st = &c
			}
		}
		out = append(out, st)
	}
	return out
}

func sameStmts(a, b []Stmt) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// EliminateDeadIfReturnVars drops the if results no statement reads, with
// their slots in both branches' trailing yields, repeating until nothing
// changes (:639, RewriteDeadIfPhisOnce, :543).
func EliminateDeadIfReturnVars(stmts []Stmt) []Stmt {
	cur := stmts
	for {
		uses := map[*Var]bool{}
		for _, s := range cur {
			CollectReads(s, uses)
		}
		changed := false
		next := rewriteDeadIfPhis(cur, uses, &changed)
		if !changed {
			return cur
		}
		cur = next
	}
}

func rewriteDeadIfPhis(stmts []Stmt, uses map[*Var]bool, changed *bool) []Stmt {
	out := make([]Stmt, 0, len(stmts))
	body := func(b Stmt) (Stmt, bool) {
		orig := Stmts(b)
		f := rewriteDeadIfPhis(orig, uses, changed)
		if sameStmts(f, orig) {
			return b, false
		}
		return Seq(StmtSpan(b), f...), true
	}
	for _, st := range stmts {
		switch s := st.(type) {
		case *IfStmt:
			thenOrig := Stmts(s.Then)
			newThen := rewriteDeadIfPhis(thenOrig, uses, changed)
			var elseOrig, newElse []Stmt
			elseSame := true
			if s.Else != nil {
				elseOrig = Stmts(s.Else)
				newElse = rewriteDeadIfPhis(elseOrig, uses, changed)
				elseSame = sameStmts(newElse, elseOrig)
			}
			var kept []int
			var rvs []*Var
			for i, rv := range s.ReturnVars {
				if uses[rv] {
					kept = append(kept, i)
					rvs = append(rvs, rv)
				}
			}
			dropped := len(kept) < len(s.ReturnVars)
			if !dropped && sameStmts(newThen, thenOrig) && elseSame {
				break
			}
			if dropped {
				newThen = filterYieldSlots(newThen, kept)
				if s.Else != nil {
					newElse = filterYieldSlots(newElse, kept)
				}
				*changed = true
			}
			c := *s
			c.Then = Seq(s.Pos, newThen...)
			if s.Else != nil {
				c.Else = Seq(s.Pos, newElse...)
			}
			if dropped {
				c.ReturnVars = rvs
			}
			st = &c
		case *ForStmt:
			if b, ok := body(s.Body); ok {
				c := *s
				c.Body = b
				st = &c
			}
		case *WhileStmt:
			if b, ok := body(s.Body); ok {
				c := *s
				c.Body = b
				st = &c
			}
		case *ScopeStmt:
			if b, ok := body(s.Body); ok {
				c := *s
				c.Body = b
				st = &c
			}
		}
		out = append(out, st)
	}
	return out
}

// filterYieldSlots is FilterTrailingYieldSlots (:484): the trailing yield
// keeps the kept slots, or goes when none is kept.
func filterYieldSlots(branch []Stmt, kept []int) []Stmt {
	if len(branch) == 0 {
		return branch
	}
	y, ok := branch[len(branch)-1].(*YieldStmt)
	if !ok {
		return branch
	}
	out := append([]Stmt(nil), branch[:len(branch)-1]...)
	if len(kept) == 0 {
		return out
	}
	vals := make([]Expr, 0, len(kept))
	for _, i := range kept {
		if i < len(y.Values) {
			vals = append(vals, y.Values[i])
		}
	}
	return append(out, &YieldStmt{Values: vals, Pos: y.Pos})
}
