package pipeline

import "github.com/irfuzz/irfuzz/ir"

// ---- dead code elimination (utils/dead_code_elimination.cpp) -------------

// removableAssign reports whether an assignment may be deleted when its
// variable is dead: anything but a call of an op that writes an argument
// or crosses cores, or of a function.
func removableAssign(s *ir.AssignStmt) bool {
	switch v := s.Value.(type) {
	case *ir.Submit:
		return false
	case *ir.Call:
		if v.Op == nil {
			return false
		}
		// A stated-lane op that executes is a cross-core push or pop.
		return len(v.Op.Writes) == 0 && !(v.Op.StatedLane && v.Op.Access == ir.AccessFunctional)
	}
	return true
}

// eliminateDeadCode deletes removable assignments no live statement reads,
// transitively, if statements left with empty branches and no results
// (so a side does not keep reading a condition only the other side
// computes, such as a vector lane's get_subblock_idx deciding a dead cube
// branch), together with the if results (phis) nothing live reads and
// the loop carries of a foreign type (a tile in the other side's memory)
// nothing live reads, with their slots of the trailing yields that bind
// them. Live roots: every non-removable leaf statement, loop bounds, while
// conditions, branch conditions and every carry of a type this side can
// hold. A trailing yield makes a value live only through the result or
// carry it binds, which also keeps the variables its binder types mention
// and, for a carry, its init. So a foreign carry that only feeds itself
// (through a branch's yield, say) goes, where PyPTO's StripDeadIterArgs,
// which counts a branch's yield as a use, keeps it; other carries keep
// PyPTO's rule (StripDeadIterArgs runs around this).
func eliminateDeadCode(stmts []ir.Stmt, foreign func(ir.Type) bool) []ir.Stmt {
	live := map[*ir.Var]bool{}
	var assigns []*ir.AssignStmt
	type phiYield struct {
		y   *ir.YieldStmt
		rvs []*ir.Var
	}
	type carries struct {
		ias []*ir.IterArg
		rvs []*ir.Var
		y   *ir.YieldStmt
	}
	var phis []phiYield
	var loops []carries
	exprRefs := func(es ...ir.Expr) {
		for _, x := range es {
			if x != nil {
				stmtRefs(x, live)
			}
		}
	}
	var roots func(ss []ir.Stmt)
	loopRoots := func(ias []*ir.IterArg, rvs []*ir.Var, body ir.Stmt) {
		ss := ir.Stmts(body)
		if len(ias) > 0 {
			y := ir.TrailingYieldIn(ss, nil)
			if y != nil {
				ss = ss[:len(ss)-1]
			}
			loops = append(loops, carries{ias, rvs, y})
		}
		roots(ss)
	}
	branchRoots := func(b ir.Stmt, rvs []*ir.Var) {
		ss := ir.Stmts(b)
		if y := ir.TrailingYieldIn(ss, nil); y != nil && len(rvs) > 0 {
			phis = append(phis, phiYield{y, rvs})
			ss = ss[:len(ss)-1]
		}
		roots(ss)
	}
	roots = func(ss []ir.Stmt) {
		for _, st := range ss {
			switch s := st.(type) {
			case *ir.AssignStmt:
				assigns = append(assigns, s)
				if !removableAssign(s) {
					exprRefs(s.Value)
				}
			case *ir.EvalStmt:
				exprRefs(s.Expr)
			case *ir.YieldStmt:
				exprRefs(s.Values...)
			case *ir.ReturnStmt:
				exprRefs(s.Values...)
			case *ir.ForStmt:
				exprRefs(s.Start, s.Stop, s.Step)
				loopRoots(s.IterArgs, s.ReturnVars, s.Body)
			case *ir.WhileStmt:
				exprRefs(s.Cond)
				loopRoots(s.IterArgs, s.ReturnVars, s.Body)
			case *ir.IfStmt:
				exprRefs(s.Cond)
				branchRoots(s.Then, s.ReturnVars)
				branchRoots(s.Else, s.ReturnVars)
			case *ir.ScopeStmt:
				exprRefs(s.CoreNum)
				roots(ir.Stmts(s.Body))
			}
		}
	}
	roots(stmts)
	carryLive := func(ias []*ir.IterArg, rvs []*ir.Var, j int) bool {
		return live[&ias[j].Var] || j < len(rvs) && live[rvs[j]] || foreign == nil || !foreign(ias[j].Var.T)
	}
	changed := false
	mark := func(uses map[*ir.Var]bool) {
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
			uses := map[*ir.Var]bool{}
			stmtRefs(a.Value, uses)
			ir.VarsInType(a.Var.T, func(d *ir.Var) { uses[d] = true })
			mark(uses)
		}
		for _, p := range phis {
			for j, rv := range p.rvs {
				if !live[rv] || j >= len(p.y.Values) {
					continue
				}
				uses := map[*ir.Var]bool{}
				stmtRefs(p.y.Values[j], uses)
				ir.VarsInType(rv.T, func(d *ir.Var) { uses[d] = true })
				mark(uses)
			}
		}
		for _, l := range loops {
			for j, ia := range l.ias {
				if !carryLive(l.ias, l.rvs, j) {
					continue
				}
				uses := map[*ir.Var]bool{}
				stmtRefs(ia.Init, uses)
				ir.VarsInType(ia.Var.T, func(d *ir.Var) { uses[d] = true })
				if j < len(l.rvs) {
					ir.VarsInType(l.rvs[j].T, func(d *ir.Var) { uses[d] = true })
				}
				if l.y != nil && j < len(l.y.Values) {
					stmtRefs(l.y.Values[j], uses)
				}
				mark(uses)
			}
		}
	}
	var filter func(ss []ir.Stmt) []ir.Stmt
	filter = func(ss []ir.Stmt) []ir.Stmt {
		out := make([]ir.Stmt, 0, len(ss))
		for _, st := range ss {
			switch s := st.(type) {
			case *ir.AssignStmt:
				if removableAssign(s) && !live[s.Var] {
					continue
				}
				out = append(out, s)
			case *ir.IfStmt:
				var kept []int
				for j, rv := range s.ReturnVars {
					if live[rv] {
						kept = append(kept, j)
					}
				}
				n := *s
				then, els := filter(ir.Stmts(s.Then)), filter(ir.Stmts(s.Else))
				if len(kept) < len(s.ReturnVars) {
					n.ReturnVars = nil
					for _, j := range kept {
						n.ReturnVars = append(n.ReturnVars, s.ReturnVars[j])
					}
					then, els = filterTrailingYield(then, kept), filterTrailingYield(els, kept)
				}
				if len(n.ReturnVars) == 0 && len(then) == 0 && len(els) == 0 {
					continue // nothing left to branch over; the condition is pure
				}
				n.Then = ir.Seq(stmtSpan(s.Then), then...)
				n.Else = nil
				if s.Else != nil && (len(els) > 0 || len(n.ReturnVars) > 0) {
					n.Else = ir.Seq(stmtSpan(s.Else), els...)
				}
				out = append(out, &n)
			case *ir.ForStmt, *ir.WhileStmt:
				ias, body, rvs, _ := loopParts(st)
				bs := filter(ir.Stmts(body))
				var kept []int
				for j := range ias {
					if carryLive(ias, rvs, j) {
						kept = append(kept, j)
					}
				}
				if len(kept) == len(ias) {
					out = append(out, withLoop(st, ias, bs, rvs))
					continue
				}
				nias := make([]*ir.IterArg, 0, len(kept))
				nrvs := make([]*ir.Var, 0, len(kept))
				for _, j := range kept {
					nias = append(nias, ias[j])
					if j < len(rvs) {
						nrvs = append(nrvs, rvs[j])
					}
				}
				out = append(out, withLoop(st, nias, filterTrailingYield(bs, kept), nrvs))
			default:
				out = append(out, mapBodies(st, filter))
			}
		}
		return out
	}
	return filter(stmts)
}
