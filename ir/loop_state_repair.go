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
	// readLater[i][k]: a statement after loop i reads its k-th result. One
	// backward walk gathers the reads of stmts[i+1:] as it passes i.
	readLater := make([][]bool, len(stmts))
	later := map[*Var]bool{}
	for i := len(stmts) - 1; i >= 0; i-- {
		if _, _, rvs, isLoop := LoopParts(stmts[i]); isLoop && len(rvs) > 0 {
			readLater[i] = make([]bool, len(rvs))
			for k, rv := range rvs {
				readLater[i][k] = later[rv]
			}
		}
		CollectReads(stmts[i], later)
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
			keep[k] = used[&ia.Var] || k < len(rvs) && readLater[i][k]
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
	// PositionalIfCarriers makes an if's result slot j fall back to the
	// enclosing loop's carry j, instead of the iter arg the if's branches
	// yield at j (see ifCarriers): the pipeline fault carry-slot-mismatch.
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
// with FixDanglingLoopBodyYields, :228): nested loops first, then the loop
// body's own statements, whose yield slots are backed by the loop's iter
// args positionally.
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
			bs = r.fixScope(bs, ias)
		}
		out[i] = RebuildLoop(st, ias, bs, rvs)
	}
	return out
}

// fixScope repairs the yields of one scope, a loop body or an if branch
// in it, whose slot i is backed by carriers[i] (nil: no carrier), as
// PyPTO's FixDanglingYieldsInScope does (loop_state_repair.cpp:202-226):
// a yield of the scope has its dangling values replaced (fixYield), and
// each if statement's branches are repaired as scopes of their own, with
// the carriers ifCarriers derives for that if. Nested loops were repaired
// by fixYields already and are not entered.
func (r *loopRepair) fixScope(body []Stmt, carriers []*IterArg) []Stmt {
	out := make([]Stmt, len(body))
	for i, st := range body {
		switch s := st.(type) {
		case *YieldStmt:
			out[i] = r.fixYield(s, carriers)
		case *IfStmt:
			then := Stmts(s.Then)
			var els []Stmt
			if s.Else != nil {
				els = Stmts(s.Else)
			}
			slots := r.ifCarriers(s, then, els, carriers)
			n := *s
			n.Then = Seq(StmtSpan(s.Then), r.fixScope(then, slots)...)
			if s.Else != nil {
				n.Else = Seq(StmtSpan(s.Else), r.fixScope(els, slots)...)
			}
			out[i] = &n
		default:
			out[i] = st
		}
	}
	return out
}

// ifCarriers is the carrier of each result slot of if statement s, read
// off its branches as PyPTO's BranchCarriers does
// (loop_state_repair.cpp:139-179): slot j of either branch's trailing
// yield binds s's result j, so an iter arg the other branch yields there
// is the value a branch whose own producer was pruned falls back to. Only
// an iter arg (the expression itself, not a variable computed from one)
// qualifies; a branch-local value does not. Two branches naming different
// iter args at one slot leave it without a carrier, as does a slot no
// branch yields an iter arg at. The enclosing scope's carriers play no
// part: what the loop's trailing yield names, an alias of the if's result
// included, does not matter, and a nested if derives its own.
//
// With PositionalIfCarriers (the fault carry-slot-mismatch) the if
// inherits the enclosing scope's carriers positionally instead, so its
// slot j falls back to the loop's carry j: PyPTO's repair before #2453,
// which indexed a branch yield against the loop's iter args although it
// binds the if's own results, and collapsed every single-result branch
// onto the loop's first carry.
func (r *loopRepair) ifCarriers(s *IfStmt, then, els []Stmt, carriers []*IterArg) []*IterArg {
	if r.PositionalIfCarriers {
		return carriers
	}
	slots := make([]*IterArg, len(s.ReturnVars))
	conflict := make([]bool, len(s.ReturnVars))
	absorb := func(branch []Stmt) {
		if len(branch) == 0 {
			return
		}
		y, ok := branch[len(branch)-1].(*YieldStmt)
		if !ok {
			return
		}
		for j := 0; j < len(slots) && j < len(y.Values); j++ {
			ia, ok := y.Values[j].(*IterArg)
			switch {
			case !ok || ia == nil:
			case slots[j] == nil:
				slots[j] = ia
			case slots[j] != ia:
				conflict[j] = true
			}
		}
	}
	absorb(then)
	if s.Else != nil {
		absorb(els)
	}
	for j := range slots {
		if conflict[j] {
			slots[j] = nil
		}
	}
	return slots
}

// fixYield replaces each value of y that dangles by the carrier of its
// slot; a slot without one is left as it is (ReplaceDanglingYieldValues,
// loop_state_repair.cpp:181-200).
func (r *loopRepair) fixYield(y *YieldStmt, carriers []*IterArg) *YieldStmt {
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
