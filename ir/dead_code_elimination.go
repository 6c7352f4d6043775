package ir

// Dead-code elimination over a statement list, modelled on PyPTO's
// src/ir/transforms/utils/dead_code_elimination.cpp (EliminateDeadCode,
// :631, over EliminateDeadCodeCore, :360).

// RemovableAssign reports whether an assignment may be deleted when its
// variable is dead: anything but a call of an op that writes an argument
// or crosses cores (an op of stated lane that executes is a cross-core
// push or pop), a call of a function, or a Submit. PyPTO's
// IsRemovableForDefaultDce (dead_code_elimination.cpp:406) keeps a fixed
// list of op names instead (IsSideEffectOp, :56); the registry's facts
// cover the same ops and every other op that writes an argument.
func RemovableAssign(s *AssignStmt) bool {
	switch v := s.Value.(type) {
	case *Submit:
		return false
	case *Call:
		if v.Op == nil {
			return false
		}
		return len(v.Op.Writes) == 0 && !(v.Op.StatedLane && v.Op.Access == AccessFunctional)
	}
	return true
}

// EliminateDeadCode deletes the removable assignments (RemovableAssign) no
// live statement reads, transitively, at any depth, and returns the list
// rebuilt copy-on-write; the input is not modified.
//
// Live roots, as in PyPTO's FindLiveRootsRecursiveImpl
// (dead_code_elimination.cpp:112): every leaf statement that is not a
// removable assignment, loop bounds, while and branch conditions, a
// scope's core count. A live assignment makes live what its value and its
// variable's type read (PyPTO's fixpoint, :390, with the type references of
// :384).
//
// Unlike PyPTO, the trailing yield of a loop with carries or of an if with
// results is not a root: it makes a value live only through the carry or
// result it binds, which also keeps what that binder's type reads and, for
// a carry, its init. A carry is live when its
// iter arg or result is, or when prunable is nil or does not admit its
// type; so with prunable nil every carry (and its init and yield slot) is
// kept, as PyPTO's EliminateDeadCode does. What goes beyond PyPTO:
//   - if results nothing live reads are dropped, with their slots of both
//     branches' trailing yields (PyPTO does this only in
//     EliminateDeadIfReturnVars, :639), and an if left with empty branches
//     and no results is dropped (its condition is pure), so that no one
//     keeps reading a condition only the dropped code computed;
//   - carries whose type prunable admits and that nothing live reads are
//     dropped, with their yield slots: a carry that only feeds itself
//     (through a branch's yield, say) goes, where PyPTO's StripDeadIterArgs,
//     which counts a branch's yield as a use, keeps it.
func EliminateDeadCode(stmts []Stmt, prunable func(Type) bool) []Stmt {
	live := map[*Var]bool{}
	var assigns []*AssignStmt
	type phiYield struct {
		y   *YieldStmt
		rvs []*Var
	}
	type carries struct {
		ias []*IterArg
		rvs []*Var
		y   *YieldStmt
	}
	var phis []phiYield
	var loops []carries
	exprRefs := func(es ...Expr) {
		for _, x := range es {
			if x != nil {
				CollectReads(x, live)
			}
		}
	}
	var roots func(ss []Stmt)
	loopRoots := func(ias []*IterArg, rvs []*Var, body Stmt) {
		ss := Stmts(body)
		if len(ias) > 0 {
			y := TrailingYieldIn(ss, nil)
			if y != nil {
				ss = ss[:len(ss)-1]
			}
			loops = append(loops, carries{ias, rvs, y})
		}
		roots(ss)
	}
	branchRoots := func(b Stmt, rvs []*Var) {
		ss := Stmts(b)
		if y := TrailingYieldIn(ss, nil); y != nil && len(rvs) > 0 {
			phis = append(phis, phiYield{y, rvs})
			ss = ss[:len(ss)-1]
		}
		roots(ss)
	}
	roots = func(ss []Stmt) {
		for _, st := range ss {
			switch s := st.(type) {
			case *AssignStmt:
				assigns = append(assigns, s)
				if !RemovableAssign(s) {
					exprRefs(s.Value)
				}
			case *EvalStmt:
				exprRefs(s.Expr)
			case *YieldStmt:
				exprRefs(s.Values...)
			case *ReturnStmt:
				exprRefs(s.Values...)
			case *ForStmt:
				exprRefs(s.Start, s.Stop, s.Step)
				loopRoots(s.IterArgs, s.ReturnVars, s.Body)
			case *WhileStmt:
				exprRefs(s.Cond)
				loopRoots(s.IterArgs, s.ReturnVars, s.Body)
			case *IfStmt:
				exprRefs(s.Cond)
				branchRoots(s.Then, s.ReturnVars)
				branchRoots(s.Else, s.ReturnVars)
			case *ScopeStmt:
				exprRefs(s.HeaderExprs()...)
				roots(Stmts(s.Body))
			}
		}
	}
	roots(stmts)
	carryLive := func(ias []*IterArg, rvs []*Var, j int) bool {
		return live[&ias[j].Var] || j < len(rvs) && live[rvs[j]] || prunable == nil || !prunable(ias[j].Var.T)
	}
	changed := false
	mark := func(uses map[*Var]bool) {
		for u := range uses {
			if !live[u] {
				live[u] = true
				changed = true
			}
		}
	}
	for changed = true; changed; {
		changed = false
		for i := len(assigns) - 1; i >= 0; i-- {
			a := assigns[i]
			if !live[a.Var] {
				continue
			}
			uses := map[*Var]bool{}
			CollectReads(a.Value, uses)
			VarsInType(a.Var.T, func(d *Var) { uses[d] = true })
			mark(uses)
		}
		for _, p := range phis {
			for j, rv := range p.rvs {
				if !live[rv] || j >= len(p.y.Values) {
					continue
				}
				uses := map[*Var]bool{}
				CollectReads(p.y.Values[j], uses)
				VarsInType(rv.T, func(d *Var) { uses[d] = true })
				mark(uses)
			}
		}
		for _, l := range loops {
			for j, ia := range l.ias {
				if !carryLive(l.ias, l.rvs, j) {
					continue
				}
				uses := map[*Var]bool{}
				CollectReads(ia.Init, uses)
				VarsInType(ia.Var.T, func(d *Var) { uses[d] = true })
				if j < len(l.rvs) {
					VarsInType(l.rvs[j].T, func(d *Var) { uses[d] = true })
				}
				if l.y != nil && j < len(l.y.Values) {
					CollectReads(l.y.Values[j], uses)
				}
				mark(uses)
			}
		}
	}
	var filter func(ss []Stmt) []Stmt
	filter = func(ss []Stmt) []Stmt {
		out := make([]Stmt, 0, len(ss))
		for _, st := range ss {
			switch s := st.(type) {
			case *AssignStmt:
				if RemovableAssign(s) && !live[s.Var] {
					continue
				}
				out = append(out, s)
			case *IfStmt:
				var kept []int
				for j, rv := range s.ReturnVars {
					if live[rv] {
						kept = append(kept, j)
					}
				}
				n := *s
				then, els := filter(Stmts(s.Then)), filter(Stmts(s.Else))
				if len(kept) < len(s.ReturnVars) {
					n.ReturnVars = nil
					for _, j := range kept {
						n.ReturnVars = append(n.ReturnVars, s.ReturnVars[j])
					}
					then, els = FilterTrailingYield(then, kept), FilterTrailingYield(els, kept)
				}
				if len(n.ReturnVars) == 0 && len(then) == 0 && len(els) == 0 {
					continue // nothing left to branch over; the condition is pure
				}
				n.Then = Seq(StmtSpan(s.Then), then...)
				n.Else = nil
				if s.Else != nil && (len(els) > 0 || len(n.ReturnVars) > 0) {
					n.Else = Seq(StmtSpan(s.Else), els...)
				}
				out = append(out, &n)
			case *ForStmt, *WhileStmt:
				ias, body, rvs, _ := LoopParts(st)
				out = append(out, keepCarries(st, filter(Stmts(body)), func(j int) bool { return carryLive(ias, rvs, j) }))
			default:
				out = append(out, MapBodies(st, filter))
			}
		}
		return out
	}
	return filter(stmts)
}
