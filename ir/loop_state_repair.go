package ir

// Loop-state repair of a statement list that lost some of its statements
// (one core's half of a split kernel), modelled on PyPTO's
// src/ir/transforms/utils/loop_state_repair.cpp.

// StripDeadIterArgs drops every carry whose iter arg the body does not read
// (outside its trailing yield) and whose return var nothing after the loop
// in the same list reads, with its slot of the trailing yield, at any
// depth (PyPTO's StripDeadIterArgs, loop_state_repair.cpp:261). Beyond
// PyPTO: a while loop's condition is a read of the body (PyPTO strips a
// carry only the condition reads), a kept slot's yield value keeps the
// carries whose iter args it reads, to a fixpoint (PyPTO would strip them
// and leave the yield reading an unbound iter arg), and scope bodies are
// entered as well as branches.
func StripDeadIterArgs(stmts []Stmt) []Stmt {
	after := make([]map[*Var]bool, len(stmts)+1)
	after[len(stmts)] = map[*Var]bool{}
	for i := len(stmts) - 1; i >= 0; i-- {
		m := make(map[*Var]bool, len(after[i+1]))
		for k := range after[i+1] {
			m[k] = true
		}
		CollectReads(stmts[i], m)
		after[i] = m
	}
	out := make([]Stmt, 0, len(stmts))
	for i, st := range stmts {
		ias, body, rvs, isLoop := LoopParts(st)
		if !isLoop {
			out = append(out, MapBodies(st, StripDeadIterArgs))
			continue
		}
		bs := StripDeadIterArgs(Stmts(body))
		if len(ias) == 0 {
			out = append(out, RebuildLoop(st, ias, bs, rvs))
			continue
		}
		used := map[*Var]bool{}
		for _, b := range bs {
			if _, y := b.(*YieldStmt); !y {
				CollectReads(b, used)
			}
		}
		if w, ok := st.(*WhileStmt); ok {
			CollectReads(w.Cond, used)
		}
		keep := make([]bool, len(ias))
		for k, ia := range ias {
			keep[k] = used[&ia.Var] || k < len(rvs) && after[i+1][rvs[k]]
		}
		// A kept slot's yield value may read another carry's iter arg
		// (yield_(c_3, c_3) keeping only slot 0 still reads c_3): keep
		// those carries too, to a fixpoint.
		var ty *YieldStmt
		if len(bs) > 0 {
			ty, _ = bs[len(bs)-1].(*YieldStmt)
		}
		for grew := ty != nil; grew; {
			grew = false
			for k := range ias {
				if !keep[k] || k >= len(ty.Values) {
					continue
				}
				refs := map[*Var]bool{}
				CollectReads(ty.Values[k], refs)
				for j, ia := range ias {
					if !keep[j] && refs[&ia.Var] {
						keep[j], grew = true, true
					}
				}
			}
		}
		out = append(out, keepCarries(st, bs, func(k int) bool { return keep[k] }))
	}
	return out
}

// FilterTrailingYield keeps only the given slots of a body's trailing

// LoopRepair says where a statement list being repaired came from: the
// original code, of which the list keeps only part (one core's half of a
// split kernel), with variables shared by identity.
type LoopRepair struct {
	// Params are in scope throughout (the function's parameters).
	Params []*Var
	// Defined is every variable the original code defines. A yield value
	// reading one outside its scope dangles, as does one reading a
	// variable the list or Params define outside its scope; a read of a
	// variable neither defines (a pl.dynamic dimension, a MemRef base
	// named by string) never dangles and is never pulled back.
	Defined map[*Var]bool
	// Defs are the original top-level assignments by variable: the
	// definition chains a loop's iter-arg inits are pulled back from.
	Defs map[*Var]*AssignStmt
	// Pullable, when set, says whether a definition of Defs may be pulled
	// back (it is false for code the list left out on purpose); one with
	// an effect (not RemovableAssign) never is.
	Pullable func(*AssignStmt) bool
	// PositionalIfCarriers reads an if's result slot j as the enclosing
	// loop's carry j, instead of the carry the enclosing trailing yield
	// forwards that result to.
	PositionalIfCarriers bool
	// PrunableCarry is the prunable of the dead-code eliminations (see
	// EliminateDeadCode).
	PrunableCarry func(Type) bool
}

// Repair repairs the loop-carried state of stmts in the order of PyPTO's
// FinalizeSplitCoreBody (loop_state_repair.cpp:630): dead iter args
// stripped, missing iter-arg init definitions pulled back (fixInits),
// dangling yield values rewritten to the carry that backs them
// (fixYields), if results whose yields still dangle dropped (stripIfs),
// dead code eliminated, dead iter args stripped and dead code eliminated
// again. "Dangling" is scoped: a value the list defines but not in scope
// at the yield (one defined only in another branch) dangles.
func (o LoopRepair) Repair(stmts []Stmt) []Stmt {
	r := &loopRepair{LoopRepair: o}
	stmts = StripDeadIterArgs(stmts)
	r.defined = DefinedVars(o.Params, stmts)
	stmts = r.fixInits(stmts)
	r.scan(stmts)
	stmts = r.fixYields(stmts)
	r.scan(stmts)
	stmts = r.stripIfs(stmts)
	stmts = EliminateDeadCode(stmts, o.PrunableCarry)
	stmts = StripDeadIterArgs(stmts)
	return EliminateDeadCode(stmts, o.PrunableCarry)
}

// loopRepair holds the definedness of the list during a repair phase.
type loopRepair struct {
	LoopRepair
	// defined is every variable the list (or Params) defines anywhere;
	// fixInits pulls back only what it lacks.
	defined map[*Var]bool
	// unbound holds, per yield, the variables it reads that are not in
	// scope there (scan); dropped the if results stripIfs removed.
	unbound map[*YieldStmt]map[*Var]bool
	dropped map[*Var]bool
}

// scan records, for every yield of the list, the variables it reads that
// are not in scope at that point: defined nowhere in the list, or only in
// another branch or block. Definedness is scoped, as in PyPTO's
// FixupDanglingYieldValues and StripDanglingIfReturnVars
// (loop_state_repair.cpp:421, :523).
func (r *loopRepair) scan(stmts []Stmt) {
	r.unbound = map[*YieldStmt]map[*Var]bool{}
	r.dropped = map[*Var]bool{}
	walkUnbound(stmts, r.Params, r.Defined, func(v *Var, st Stmt) {
		y, ok := st.(*YieldStmt)
		if !ok {
			return
		}
		if r.unbound[y] == nil {
			r.unbound[y] = map[*Var]bool{}
		}
		r.unbound[y][v] = true
	})
}

// dangles reports whether x, a value of yield y, reads a variable that is
// not in scope at y or an if result stripIfs dropped.
func (r *loopRepair) dangles(y *YieldStmt, x Expr) bool {
	found := false
	WalkExpr(x, func(n Node) bool {
		if v, ok := n.(VarLike); ok {
			vr := v.VarRef()
			if r.unbound[y][vr] || r.dropped[vr] {
				found = true
			}
		}
		return !found
	})
	return found
}

// fixInits pulls back, before a loop, the original top-level definition
// chain of every iter-arg init the list lost (FixupIterArgInitValues,
// loop_state_repair.cpp:361, with PullDefinitionChain, :234). A chain that
// cannot be completed (it reaches a loop or branch result, which Defs does
// not hold, a definition Pullable refuses or one with an effect) is not
// pulled, and the init is left as it is. PyPTO pulls any definition, a
// store included, from anywhere in the original body.
func (r *loopRepair) fixInits(stmts []Stmt) []Stmt {
	var out []Stmt
	for _, st := range stmts {
		if ias, _, _, ok := LoopParts(st); ok {
			for _, ia := range ias {
				WalkExpr(ia.Init, func(n Node) bool {
					if v, ok := n.(VarLike); ok {
						var defs []*AssignStmt
						if r.chain(v.VarRef(), map[*Var]bool{}, &defs) {
							for _, d := range defs {
								r.defined[d.Var] = true
								out = append(out, d)
							}
						}
					}
					return true
				})
			}
		}
		out = append(out, MapBodies(st, r.fixInits))
	}
	return out
}

// chain appends to out, dependencies first, the original definitions v
// needs in the list, and reports whether they are all available.
func (r *loopRepair) chain(v *Var, seen map[*Var]bool, out *[]*AssignStmt) bool {
	if r.defined[v] || !r.Defined[v] || seen[v] {
		return true
	}
	def := r.Defs[v]
	if def == nil || r.Pullable != nil && !r.Pullable(def) || !RemovableAssign(def) {
		// A definition left out on purpose (a vector load on the cube
		// core) or one with an effect (a store would run twice) stays
		// where it is.
		return false
	}
	seen[v] = true
	deps := map[*Var]bool{}
	CollectReads(def.Value, deps)
	VarsInType(def.Var.T, func(d *Var) { deps[d] = true })
	var ordered []*Var
	WalkExpr(def.Value, func(n Node) bool {
		if d, ok := n.(VarLike); ok && deps[d.VarRef()] {
			delete(deps, d.VarRef())
			ordered = append(ordered, d.VarRef())
		}
		return true
	})
	VarsInType(def.Var.T, func(d *Var) {
		if deps[d] {
			delete(deps, d)
			ordered = append(ordered, d)
		}
	})
	for _, d := range ordered {
		if !r.chain(d, seen, out) {
			return false
		}
	}
	*out = append(*out, def)
	return true
}

// fixYields rewrites dangling yield values inside carried loops to the
// carry that backs them (FixupDanglingYieldValues, loop_state_repair.cpp:421,
// with FixDanglingYieldsInScope, :202).
func (r *loopRepair) fixYields(stmts []Stmt) []Stmt {
	out := make([]Stmt, len(stmts))
	for i, st := range stmts {
		ias, body, rvs, isLoop := LoopParts(st)
		if !isLoop {
			out[i] = MapBodies(st, r.fixYields)
			continue
		}
		bs := r.fixYields(Stmts(body))
		if len(ias) > 0 {
			bs = r.fixLoopBody(bs, ias)
		}
		out[i] = RebuildLoop(st, ias, bs, rvs)
	}
	return out
}

func (r *loopRepair) fixLoopBody(body []Stmt, ias []*IterArg) []Stmt {
	carriers := make([]Expr, len(ias))
	for i, ia := range ias {
		carriers[i] = ia
	}
	return r.fixBranch(body, carriers, ias)
}

// fixBranch repairs the if statements of a loop body or branch and its
// trailing yield, whose slots are backed by carriers.
func (r *loopRepair) fixBranch(body []Stmt, carriers []Expr, ias []*IterArg) []Stmt {
	var trailing *YieldStmt
	if len(body) > 0 {
		trailing, _ = body[len(body)-1].(*YieldStmt)
	}
	out := make([]Stmt, len(body))
	for i, st := range body {
		switch s := st.(type) {
		case *YieldStmt:
			out[i] = s
			if s == trailing && i == len(body)-1 {
				out[i] = r.fixYield(s, carriers)
			}
		case *IfStmt:
			slots := r.ifCarriers(s, trailing, carriers, ias)
			n := *s
			n.Then = Seq(StmtSpan(s.Then), r.fixBranch(Stmts(s.Then), slots, ias)...)
			if s.Else != nil {
				n.Else = Seq(StmtSpan(s.Else), r.fixBranch(Stmts(s.Else), slots, ias)...)
			}
			out[i] = &n
		default:
			out[i] = st
		}
	}
	return out
}

// ifCarriers maps each result slot of an if to the carry backing it: the
// enclosing yield's slot that forwards the if's result (PyPTO #2453's
// MapCarriersToIfSlots). A slot the enclosing yield does not forward has
// no carrier. With PositionalIfCarriers the if's own slot index is read as
// a carry index, as PyPTO did before #2453. (The pinned source reads an
// if's carriers off its branches' own yields instead: BranchCarriers,
// loop_state_repair.cpp:152.)
func (r *loopRepair) ifCarriers(s *IfStmt, enclosing *YieldStmt, carriers []Expr, ias []*IterArg) []Expr {
	slots := make([]Expr, len(s.ReturnVars))
	if r.PositionalIfCarriers {
		for j := range slots {
			if j < len(ias) {
				slots[j] = ias[j]
			}
		}
		return slots
	}
	if enclosing == nil {
		return slots
	}
	at := map[*Var]int{}
	for k, v := range enclosing.Values {
		if vv := VarOf(v); vv != nil {
			if _, seen := at[vv]; !seen {
				at[vv] = k
			}
		}
	}
	for j, rv := range s.ReturnVars {
		if k, ok := at[rv]; ok && k < len(carriers) {
			slots[j] = carriers[k]
		}
	}
	return slots
}

func (r *loopRepair) fixYield(y *YieldStmt, carriers []Expr) *YieldStmt {
	var vals []Expr
	for i, v := range y.Values {
		if i < len(carriers) && carriers[i] != nil && r.dangles(y, v) {
			if vals == nil {
				vals = append([]Expr(nil), y.Values...)
			}
			vals[i] = carriers[i]
		}
	}
	if vals == nil {
		return y
	}
	return &YieldStmt{Values: vals, Pos: y.Pos}
}

// stripIfs drops the results of if statements whose branch yields still
// read a variable that is not in scope there (StripDanglingIfReturnVars,
// loop_state_repair.cpp:523), with their slots of both trailing yields.
func (r *loopRepair) stripIfs(stmts []Stmt) []Stmt {
	out := make([]Stmt, 0, len(stmts))
	for _, st := range stmts {
		s, ok := st.(*IfStmt)
		if !ok {
			out = append(out, MapBodies(st, r.stripIfs))
			continue
		}
		then := r.stripIfs(Stmts(s.Then))
		var els []Stmt
		if s.Else != nil {
			els = r.stripIfs(Stmts(s.Else))
		}
		n := *s
		if len(s.ReturnVars) > 0 {
			ty, ey := TrailingYieldIn(then, nil), TrailingYieldIn(els, nil)
			var kept []int
			for j, rv := range s.ReturnVars {
				if r.slotDangles(ty, j) || r.slotDangles(ey, j) {
					r.dropped[rv] = true
					continue
				}
				kept = append(kept, j)
			}
			if len(kept) < len(s.ReturnVars) {
				n.ReturnVars = nil
				for _, j := range kept {
					n.ReturnVars = append(n.ReturnVars, s.ReturnVars[j])
				}
				then = FilterTrailingYield(then, kept)
				els = FilterTrailingYield(els, kept)
			}
		}
		n.Then = Seq(StmtSpan(s.Then), then...)
		n.Else = nil
		if s.Else != nil && (len(els) > 0 || len(n.ReturnVars) > 0) {
			n.Else = Seq(StmtSpan(s.Else), els...)
		}
		out = append(out, &n)
	}
	return out
}

func (r *loopRepair) slotDangles(y *YieldStmt, j int) bool {
	return y != nil && j < len(y.Values) && r.dangles(y, y.Values[j])
}
