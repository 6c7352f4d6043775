package ir

// Rebuilding compound statements copy-on-write with new bodies or carries,
// as PyPTO's loop_repair helpers do (src/ir/transforms/utils/
// loop_state_repair.cpp:38-90: MakeBody, RebuildForStmt, RebuildWhileStmt,
// RebuildIfStmt, RebuildLoop).

// RebuildLoop is a copy of the for or while loop st with new carries and
// body; the body is Seq(st's span, body...), as PyPTO's MakeBody. Any other
// statement is returned as it is.
func RebuildLoop(st Stmt, ias []*IterArg, body []Stmt, rvs []*Var) Stmt {
	switch s := st.(type) {
	case *ForStmt:
		n := *s
		n.IterArgs, n.Body, n.ReturnVars = ias, Seq(s.Pos, body...), rvs
		return &n
	case *WhileStmt:
		n := *s
		n.IterArgs, n.Body, n.ReturnVars = ias, Seq(s.Pos, body...), rvs
		return &n
	}
	return st
}

// keepCarries is RebuildLoop of the loop st with body, keeping only the
// carries (iter args and results) whose slots keep admits, with their
// slots of body's trailing yield; when it admits every slot, body is used
// as it is.
func keepCarries(st Stmt, body []Stmt, keep func(int) bool) Stmt {
	ias, _, rvs, _ := LoopParts(st)
	var kept []int
	for j := range ias {
		if keep(j) {
			kept = append(kept, j)
		}
	}
	if len(kept) == len(ias) {
		return RebuildLoop(st, ias, body, rvs)
	}
	nias := make([]*IterArg, 0, len(kept))
	nrvs := make([]*Var, 0, len(kept))
	for _, j := range kept {
		nias = append(nias, ias[j])
		if j < len(rvs) {
			nrvs = append(nrvs, rvs[j])
		}
	}
	return RebuildLoop(st, nias, FilterTrailingYield(body, kept), nrvs)
}

// MapBodies is a copy of a compound statement (loop, branch or scope) whose
// bodies fn rewrote, each rebuilt with the span of the body it replaces (a
// loop's with the loop's span, see RebuildLoop); a missing else stays
// missing. Other statements are returned as they are.
func MapBodies(st Stmt, fn func([]Stmt) []Stmt) Stmt {
	switch s := st.(type) {
	case *ForStmt, *WhileStmt:
		ias, body, rvs, _ := LoopParts(s)
		return RebuildLoop(s, ias, fn(Stmts(body)), rvs)
	case *IfStmt:
		n := *s
		n.Then = Seq(StmtSpan(s.Then), fn(Stmts(s.Then))...)
		if s.Else != nil {
			n.Else = Seq(StmtSpan(s.Else), fn(Stmts(s.Else))...)
		}
		return &n
	case *ScopeStmt:
		n := *s
		n.Body = Seq(StmtSpan(s.Body), fn(Stmts(s.Body))...)
		return &n
	}
	return st
}

// FilterTrailingYield keeps only the given slots (in that order) of the
// yield that ends body, dropping the yield when none remain; a slot past
// the yield's values is skipped. A body that does not end in a yield is
// returned as it is. Modelled on PyPTO's FilterYieldStmt and
// FilterTrailingYieldSlots (loop_state_repair.cpp:108,
// dead_code_elimination.cpp:477), which reject such a slot instead.
func FilterTrailingYield(body []Stmt, kept []int) []Stmt {
	if len(body) == 0 {
		return body
	}
	y, ok := body[len(body)-1].(*YieldStmt)
	if !ok {
		return body
	}
	out := append([]Stmt(nil), body[:len(body)-1]...)
	if len(kept) == 0 {
		return out
	}
	vals := make([]Expr, 0, len(kept))
	for _, k := range kept {
		if k < len(y.Values) {
			vals = append(vals, y.Values[k])
		}
	}
	return append(out, &YieldStmt{Values: vals, Pos: y.Pos})
}
