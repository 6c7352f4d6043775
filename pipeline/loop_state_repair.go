package pipeline

import "github.com/irfuzz/irfuzz/ir"

// ---- loop-state repair (utils/loop_state_repair.cpp) ---------------------

// stmtRefs collects every variable an expression inside s reads (loop
// bounds, conditions, iter-arg inits and nested bodies included).
func stmtRefs(s ir.Node, into map[*ir.Var]bool) {
	ir.Walk(s, func(n ir.Node) bool {
		if v, ok := n.(ir.VarLike); ok {
			into[v.VarRef()] = true
		}
		return true
	})
}

func loopParts(st ir.Stmt) (ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var, ok bool) {
	switch s := st.(type) {
	case *ir.ForStmt:
		return s.IterArgs, s.Body, s.ReturnVars, true
	case *ir.WhileStmt:
		return s.IterArgs, s.Body, s.ReturnVars, true
	}
	return nil, nil, nil, false
}

// withLoop rebuilds a for / while loop with new carries and body.
func withLoop(st ir.Stmt, ias []*ir.IterArg, body []ir.Stmt, rvs []*ir.Var) ir.Stmt {
	switch s := st.(type) {
	case *ir.ForStmt:
		n := *s
		n.IterArgs, n.Body, n.ReturnVars = ias, ir.Seq(s.Pos, body...), rvs
		return &n
	case *ir.WhileStmt:
		n := *s
		n.IterArgs, n.Body, n.ReturnVars = ias, ir.Seq(s.Pos, body...), rvs
		return &n
	}
	return st
}

// mapBodies rebuilds the bodies of a compound statement with fn (loops,
// branches and scopes); other statements are returned as they are.
func mapBodies(st ir.Stmt, fn func([]ir.Stmt) []ir.Stmt) ir.Stmt {
	switch s := st.(type) {
	case *ir.ForStmt, *ir.WhileStmt:
		ias, body, rvs, _ := loopParts(s)
		return withLoop(s, ias, fn(ir.Stmts(body)), rvs)
	case *ir.IfStmt:
		n := *s
		n.Then = ir.Seq(stmtSpan(s.Then), fn(ir.Stmts(s.Then))...)
		if s.Else != nil {
			n.Else = ir.Seq(stmtSpan(s.Else), fn(ir.Stmts(s.Else))...)
		}
		return &n
	case *ir.ScopeStmt:
		n := *s
		n.Body = ir.Seq(stmtSpan(s.Body), fn(ir.Stmts(s.Body))...)
		return &n
	}
	return st
}

// stripDeadIterArgs drops every carry whose iter arg the body does not read
// (outside its trailing yield) and whose return var nothing after the loop
// in the same list reads, with its slot of the trailing yield.
func stripDeadIterArgs(stmts []ir.Stmt) []ir.Stmt {
	after := make([]map[*ir.Var]bool, len(stmts)+1)
	after[len(stmts)] = map[*ir.Var]bool{}
	for i := len(stmts) - 1; i >= 0; i-- {
		m := make(map[*ir.Var]bool, len(after[i+1]))
		for k := range after[i+1] {
			m[k] = true
		}
		stmtRefs(stmts[i], m)
		after[i] = m
	}
	out := make([]ir.Stmt, 0, len(stmts))
	for i, st := range stmts {
		ias, body, rvs, isLoop := loopParts(st)
		if !isLoop {
			out = append(out, mapBodies(st, stripDeadIterArgs))
			continue
		}
		bs := stripDeadIterArgs(ir.Stmts(body))
		if len(ias) == 0 {
			out = append(out, withLoop(st, ias, bs, rvs))
			continue
		}
		used := map[*ir.Var]bool{}
		for _, b := range bs {
			if _, y := b.(*ir.YieldStmt); !y {
				stmtRefs(b, used)
			}
		}
		if w, ok := st.(*ir.WhileStmt); ok {
			stmtRefs(w.Cond, used)
		}
		keep := make([]bool, len(ias))
		for k, ia := range ias {
			keep[k] = used[&ia.Var] || k < len(rvs) && after[i+1][rvs[k]]
		}
		// A kept slot's yield value may read another carry's iter arg
		// (yield_(c_3, c_3) keeping only slot 0 still reads c_3): keep
		// those carries too, to a fixpoint.
		var ty *ir.YieldStmt
		if len(bs) > 0 {
			ty, _ = bs[len(bs)-1].(*ir.YieldStmt)
		}
		for grew := ty != nil; grew; {
			grew = false
			for k := range ias {
				if !keep[k] || k >= len(ty.Values) {
					continue
				}
				refs := map[*ir.Var]bool{}
				stmtRefs(ty.Values[k], refs)
				for j, ia := range ias {
					if !keep[j] && refs[&ia.Var] {
						keep[j], grew = true, true
					}
				}
			}
		}
		var kept []int
		for k := range ias {
			if keep[k] {
				kept = append(kept, k)
			}
		}
		if len(kept) == len(ias) {
			out = append(out, withLoop(st, ias, bs, rvs))
			continue
		}
		nias := make([]*ir.IterArg, 0, len(kept))
		nrvs := make([]*ir.Var, 0, len(kept))
		for _, k := range kept {
			nias = append(nias, ias[k])
			if k < len(rvs) {
				nrvs = append(nrvs, rvs[k])
			}
		}
		out = append(out, withLoop(st, nias, filterTrailingYield(bs, kept), nrvs))
	}
	return out
}

// filterTrailingYield keeps only the given slots of a body's trailing
// yield, dropping the yield when none remain.
func filterTrailingYield(body []ir.Stmt, kept []int) []ir.Stmt {
	if len(body) == 0 {
		return body
	}
	y, ok := body[len(body)-1].(*ir.YieldStmt)
	if !ok {
		return body
	}
	out := append([]ir.Stmt(nil), body[:len(body)-1]...)
	if len(kept) == 0 {
		return out
	}
	vals := make([]ir.Expr, 0, len(kept))
	for _, k := range kept {
		if k < len(y.Values) {
			vals = append(vals, y.Values[k])
		}
	}
	return append(out, &ir.YieldStmt{Values: vals, Pos: y.Pos})
}

// loopRepair holds one side's definedness during a repair phase.
type loopRepair struct {
	e     *mixedSplit
	fault bool // FaultCarrySlotMismatch
	// skip is the affinity of the statements this side drops: fixInits
	// pulls none of them back.
	skip ir.Affinity
	// defined is every variable the side's body (or the signature) defines
	// anywhere; fixInits pulls back only what it lacks.
	defined map[*ir.Var]bool
	// unbound holds, per yield, the variables it reads that are not in
	// scope there (scan); dropped the if results stripIfs removed.
	unbound map[*ir.YieldStmt]map[*ir.Var]bool
	dropped map[*ir.Var]bool
}

// scan records, for every yield of a split body, the variables it reads
// that are not in scope at that point: defined nowhere on this side, or
// only in another branch or block (a pop remapped into a branch that does
// not pop). Definedness is scoped, as in PyPTO's FixupDanglingYieldValues
// and StripDanglingIfReturnVars.
func (r *loopRepair) scan(stmts []ir.Stmt) {
	known := r.e.sideDefs(stmts)
	r.unbound = map[*ir.YieldStmt]map[*ir.Var]bool{}
	r.dropped = map[*ir.Var]bool{}
	w := &scopeWalk{vis: map[*ir.Var]bool{}, read: func(v *ir.Var, st ir.Stmt, visible bool) {
		y, ok := st.(*ir.YieldStmt)
		if !ok || visible || !known[v] && !r.e.origDefined[v] {
			return
		}
		if r.unbound[y] == nil {
			r.unbound[y] = map[*ir.Var]bool{}
		}
		r.unbound[y][v] = true
	}}
	for _, p := range r.e.fn.Params {
		w.vis[p] = true
	}
	w.block(stmts)
}

// dangles reports whether x, a value of yield y, reads a variable that is
// not in scope at y or an if result stripIfs dropped.
func (r *loopRepair) dangles(y *ir.YieldStmt, x ir.Expr) bool {
	found := false
	ir.WalkExpr(x, func(n ir.Node) bool {
		if v, ok := n.(ir.VarLike); ok {
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
// chain of every iter-arg init this side lost (FixupIterArgInitValues). A
// chain that cannot be completed (it reaches a loop or branch result of the
// other side) is not pulled: the init is left to remapDanglingOutputs,
// which falls back to the parameter a tensor version writes.
func (r *loopRepair) fixInits(stmts []ir.Stmt) []ir.Stmt {
	var out []ir.Stmt
	for _, st := range stmts {
		if ias, _, _, ok := loopParts(st); ok {
			for _, ia := range ias {
				ir.WalkExpr(ia.Init, func(n ir.Node) bool {
					if v, ok := n.(ir.VarLike); ok {
						var defs []*ir.AssignStmt
						if r.chain(v.VarRef(), map[*ir.Var]bool{}, &defs) {
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
		out = append(out, mapBodies(st, r.fixInits))
	}
	return out
}

// chain appends to out, dependencies first, the original definitions v
// needs on this side, and reports whether they are all available.
func (r *loopRepair) chain(v *ir.Var, seen map[*ir.Var]bool, out *[]*ir.AssignStmt) bool {
	if r.defined[v] || !r.e.origDefined[v] || seen[v] {
		return true
	}
	def := r.e.origDefs[v]
	if def == nil || r.e.aff[def] == r.skip || !removableAssign(def) {
		// A definition of the other side (a vector load on the cube
		// core) or one with an effect (a store would run twice) stays
		// where it is; a tensor init then falls back to its parameter.
		return false
	}
	seen[v] = true
	deps := map[*ir.Var]bool{}
	stmtRefs(def.Value, deps)
	ir.VarsInType(def.Var.T, func(d *ir.Var) { deps[d] = true })
	var ordered []*ir.Var
	ir.WalkExpr(def.Value, func(n ir.Node) bool {
		if d, ok := n.(ir.VarLike); ok && deps[d.VarRef()] {
			delete(deps, d.VarRef())
			ordered = append(ordered, d.VarRef())
		}
		return true
	})
	ir.VarsInType(def.Var.T, func(d *ir.Var) {
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
// carry that backs them (FixupDanglingYieldValues).
func (r *loopRepair) fixYields(stmts []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, len(stmts))
	for i, st := range stmts {
		ias, body, rvs, isLoop := loopParts(st)
		if !isLoop {
			out[i] = mapBodies(st, r.fixYields)
			continue
		}
		bs := r.fixYields(ir.Stmts(body))
		if len(ias) > 0 {
			bs = r.fixLoopBody(bs, ias)
		}
		out[i] = withLoop(st, ias, bs, rvs)
	}
	return out
}

func (r *loopRepair) fixLoopBody(body []ir.Stmt, ias []*ir.IterArg) []ir.Stmt {
	carriers := make([]ir.Expr, len(ias))
	for i, ia := range ias {
		carriers[i] = ia
	}
	return r.fixBranch(body, carriers, ias)
}

// fixBranch repairs the if statements of a loop body or branch and its
// trailing yield, whose slots are backed by carriers.
func (r *loopRepair) fixBranch(body []ir.Stmt, carriers []ir.Expr, ias []*ir.IterArg) []ir.Stmt {
	var trailing *ir.YieldStmt
	if len(body) > 0 {
		trailing, _ = body[len(body)-1].(*ir.YieldStmt)
	}
	out := make([]ir.Stmt, len(body))
	for i, st := range body {
		switch s := st.(type) {
		case *ir.YieldStmt:
			out[i] = s
			if s == trailing && i == len(body)-1 {
				out[i] = r.fixYield(s, carriers)
			}
		case *ir.IfStmt:
			slots := r.ifCarriers(s, trailing, carriers, ias)
			n := *s
			n.Then = ir.Seq(stmtSpan(s.Then), r.fixBranch(ir.Stmts(s.Then), slots, ias)...)
			if s.Else != nil {
				n.Else = ir.Seq(stmtSpan(s.Else), r.fixBranch(ir.Stmts(s.Else), slots, ias)...)
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
// no carrier. Under FaultCarrySlotMismatch the if's own slot index is read
// as a carry index, as PyPTO did before #2453.
func (r *loopRepair) ifCarriers(s *ir.IfStmt, enclosing *ir.YieldStmt, carriers []ir.Expr, ias []*ir.IterArg) []ir.Expr {
	slots := make([]ir.Expr, len(s.ReturnVars))
	if r.fault {
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
	at := map[*ir.Var]int{}
	for k, v := range enclosing.Values {
		if vv, ok := emkVar(v); ok {
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

func (r *loopRepair) fixYield(y *ir.YieldStmt, carriers []ir.Expr) *ir.YieldStmt {
	var vals []ir.Expr
	for i, v := range y.Values {
		if i < len(carriers) && carriers[i] != nil && r.dangles(y, v) {
			if vals == nil {
				vals = append([]ir.Expr(nil), y.Values...)
			}
			vals[i] = carriers[i]
		}
	}
	if vals == nil {
		return y
	}
	return &ir.YieldStmt{Values: vals, Pos: y.Pos}
}

// stripIfs drops the results of if statements whose branch yields still
// read a variable that is not in scope there (StripDanglingIfReturnVars).
func (r *loopRepair) stripIfs(stmts []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, 0, len(stmts))
	for _, st := range stmts {
		s, ok := st.(*ir.IfStmt)
		if !ok {
			out = append(out, mapBodies(st, r.stripIfs))
			continue
		}
		then := r.stripIfs(ir.Stmts(s.Then))
		var els []ir.Stmt
		if s.Else != nil {
			els = r.stripIfs(ir.Stmts(s.Else))
		}
		n := *s
		if len(s.ReturnVars) > 0 {
			ty, ey := ir.TrailingYieldIn(then, nil), ir.TrailingYieldIn(els, nil)
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
				then = filterTrailingYield(then, kept)
				els = filterTrailingYield(els, kept)
			}
		}
		n.Then = ir.Seq(stmtSpan(s.Then), then...)
		n.Else = nil
		if s.Else != nil && (len(els) > 0 || len(n.ReturnVars) > 0) {
			n.Else = ir.Seq(stmtSpan(s.Else), els...)
		}
		out = append(out, &n)
	}
	return out
}

func (r *loopRepair) slotDangles(y *ir.YieldStmt, j int) bool {
	return y != nil && j < len(y.Values) && r.dangles(y, y.Values[j])
}

// scopeWalk walks a body in program order with the set of variables in
// scope at each point: the parameters, earlier definitions of the
// enclosing blocks, a loop's variable and iter args inside it, a compound
// statement's results after it (a scope statement is transparent). read is
// called for every variable an expression or a binder type reads.
type scopeWalk struct {
	vis  map[*ir.Var]bool
	read func(v *ir.Var, st ir.Stmt, visible bool)
}

func (w *scopeWalk) block(stmts []ir.Stmt) {
	var added []*ir.Var
	for _, st := range stmts {
		w.stmt(st, &added)
	}
	w.unbind(added)
}

func (w *scopeWalk) bind(v *ir.Var, added *[]*ir.Var) {
	if !w.vis[v] {
		w.vis[v] = true
		*added = append(*added, v)
	}
}

func (w *scopeWalk) unbind(vs []*ir.Var) {
	for _, v := range vs {
		delete(w.vis, v)
	}
}

func (w *scopeWalk) exprs(st ir.Stmt, es ...ir.Expr) {
	for _, x := range es {
		ir.WalkExpr(x, func(n ir.Node) bool {
			if v, ok := n.(ir.VarLike); ok {
				r := v.VarRef()
				w.read(r, st, w.vis[r])
			}
			return true
		})
	}
}

func (w *scopeWalk) types(st ir.Stmt, vs ...*ir.Var) {
	for _, v := range vs {
		ir.VarsInType(v.T, func(d *ir.Var) { w.read(d, st, w.vis[d]) })
	}
}

func (w *scopeWalk) stmt(st ir.Stmt, added *[]*ir.Var) {
	switch s := st.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			w.stmt(c, added)
		}
	case *ir.AssignStmt:
		w.exprs(st, s.Value)
		w.types(st, s.Var)
		w.bind(s.Var, added)
	case *ir.EvalStmt:
		w.exprs(st, s.Expr)
	case *ir.YieldStmt:
		w.exprs(st, s.Values...)
	case *ir.ReturnStmt:
		w.exprs(st, s.Values...)
	case *ir.ForStmt:
		w.exprs(st, s.Start, s.Stop, s.Step)
		var inner []*ir.Var
		w.bind(s.LoopVar, &inner)
		w.loop(st, s.IterArgs, nil, s.Body, s.ReturnVars, inner, added)
	case *ir.WhileStmt:
		w.loop(st, s.IterArgs, s.Cond, s.Body, s.ReturnVars, nil, added)
	case *ir.IfStmt:
		w.exprs(st, s.Cond)
		w.block(ir.Stmts(s.Then))
		w.block(ir.Stmts(s.Else))
		w.types(st, s.ReturnVars...)
		for _, rv := range s.ReturnVars {
			w.bind(rv, added)
		}
	case *ir.ScopeStmt:
		w.exprs(st, s.CoreNum)
		for _, c := range ir.Stmts(s.Body) {
			w.stmt(c, added)
		}
	}
}

func (w *scopeWalk) loop(st ir.Stmt, ias []*ir.IterArg, cond ir.Expr, body ir.Stmt, rvs []*ir.Var, inner []*ir.Var, added *[]*ir.Var) {
	for _, ia := range ias {
		w.exprs(st, ia.Init)
	}
	for _, ia := range ias {
		w.types(st, &ia.Var)
		w.bind(&ia.Var, &inner)
	}
	w.exprs(st, cond)
	w.block(ir.Stmts(body))
	w.unbind(inner)
	w.types(st, rvs...)
	for _, rv := range rvs {
		w.bind(rv, added)
	}
}

// unboundRead is a read of a variable that is not in scope where it is
// read.
type unboundRead struct {
	v   *ir.Var
	pos ir.Span
	by  string // the reading op, when the statement is a call
}

// unboundReads lists the reads of a split body that name a variable of the
// original function, or one the body defines, outside its scope.
func (e *mixedSplit) unboundReads(stmts []ir.Stmt) []unboundRead {
	known := e.sideDefs(stmts)
	var out []unboundRead
	seen := map[*ir.Var]bool{}
	w := &scopeWalk{vis: map[*ir.Var]bool{}, read: func(v *ir.Var, st ir.Stmt, visible bool) {
		if visible || seen[v] || !known[v] && !e.origDefined[v] {
			return
		}
		seen[v] = true
		u := unboundRead{v: v, pos: st.Span()}
		if c := stmtCall(st); c != nil {
			u.by = c.OpName()
		}
		out = append(out, u)
	}}
	for _, p := range e.fn.Params {
		w.vis[p] = true
	}
	w.block(stmts)
	return out
}
