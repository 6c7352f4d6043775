package verifier

import "github.com/irfuzz/irfuzz/ir"

// accStorePhaseRule is AccStorePhaseValid (PyPTO verify_acc_store_phase.cpp):
// the A2/A3 unit-flag protocol. Every tile.gemv / tile.gemv_acc /
// tile.gemv_bias with acc_phase=pl.AccPhase.Final (a check-and-set) must be
// consumed exactly once by tile.store(..., st_phase=pl.STPhase.Final) (the
// check-and-clear) of that exact SSA value — a plain alias `y = x` carries
// it, a view, copy or call does not — and every final store needs such a
// live producer.
//
// The analysis is a straight-line typestate per function. A final producer
// opens an obligation; an if, loop, while or scope boundary flushes the
// obligations open before it and analyses its body as an isolated region
// (flushing what is left at the region's end), so a balanced pair inside a
// branch or loop body is legal while an obligation never crosses a
// boundary. Yield, return, break and continue flush too. Codes:
//
//	1 final store of a value no final producer made
//	2 final store whose producer is not live here (consumed already, or
//	  across a control-flow boundary)
//	3 a final producer drained by a store whose st_phase is not Final
//	4 a final producer not drained before the named region exit
//
// Every function with a body; pre-SSA rebinding clears a stale obligation.
var accStorePhaseRule = &rule{
	name: "AccStorePhaseValid",
	prop: AccStorePhaseValid,
	doc:  "every final GEMV result is drained by exactly one final store in the same straight-line region",
	run:  runAccStorePhase,
}

func runAccStorePhase(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		a := &accPhaseState{p: p, fn: f.Name, tokens: map[*ir.Var]int{}}
		a.stmt(f.Body)
		a.flush("before leaving function '" + f.Name + "'")
	}
}

type finalProducer struct {
	op   string
	span ir.Span
}

type accPhaseState struct {
	p         *Pass
	fn        string
	producers []finalProducer
	reported  []bool          // per producer
	pending   []int           // obligations set and not yet cleared, in producer order
	tokens    map[*ir.Var]int // an obligation carried by a plain alias
}

func (a *accPhaseState) stmt(s ir.Stmt) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if s.Var == nil {
			return
		}
		if t, ok := a.value(s.Value); ok {
			a.tokens[s.Var] = t
		} else {
			delete(a.tokens, s.Var)
		}
	case *ir.EvalStmt:
		a.value(s.Expr)
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			a.stmt(c)
		}
	case *ir.IfStmt:
		a.scan(s.Cond)
		a.flush("before entering an if statement")
		a.isolated(s.Then, "before leaving an if branch")
		if s.Else != nil {
			a.isolated(s.Else, "before leaving an else branch")
		}
		for _, v := range s.ReturnVars {
			delete(a.tokens, v)
		}
	case *ir.ForStmt:
		a.scan(s.Start)
		a.scan(s.Stop)
		a.scan(s.Step)
		for _, ia := range s.IterArgs {
			if ia == nil {
				continue
			}
			a.scan(ia.Init)
		}
		a.flush("before entering a loop")
		a.isolated(s.Body, "before completing a loop iteration")
		a.forget(s.IterArgs, s.ReturnVars)
	case *ir.WhileStmt:
		a.scan(s.Cond)
		for _, ia := range s.IterArgs {
			if ia == nil {
				continue
			}
			a.scan(ia.Init)
		}
		a.flush("before entering a while loop")
		a.isolated(s.Body, "before completing a while-loop iteration")
		a.forget(s.IterArgs, s.ReturnVars)
	case *ir.ScopeStmt:
		a.scan(s.CoreNum)
		a.flush("before entering scope '" + s.Name + "'")
		a.isolated(s.Body, "before leaving scope '"+s.Name+"'")
	case *ir.YieldStmt:
		for _, v := range s.Values {
			a.scan(v)
		}
		a.flush("before yielding from a control-flow region")
	case *ir.ReturnStmt:
		for _, v := range s.Values {
			a.scan(v)
		}
		a.flush("before returning from function '" + a.fn + "'")
	case *ir.BreakStmt:
		a.flush("before breaking out of a loop")
	case *ir.ContinueStmt:
		a.flush("before continuing a loop")
	}
}

func (a *accPhaseState) forget(ias []*ir.IterArg, rvs []*ir.Var) {
	for _, ia := range ias {
		if ia == nil {
			continue
		}
		delete(a.tokens, &ia.Var)
	}
	for _, v := range rvs {
		delete(a.tokens, v)
	}
}

// value evaluates an expression and returns the obligation it carries: a
// plain variable carries its own, a final producer call a new one; any
// other expression carries none (final producers buried in it are still
// recorded, and will be reported as unmatched).
func (a *accPhaseState) value(e ir.Expr) (int, bool) {
	if v := ir.VarOf(e); v != nil {
		t, ok := a.tokens[v]
		return t, ok
	}
	if c, ok := e.(*ir.Call); ok {
		return a.call(c)
	}
	a.scan(e)
	return 0, false
}

// scan walks an expression for the calls in it.
func (a *accPhaseState) scan(e ir.Expr) {
	switch e := e.(type) {
	case nil:
	case *ir.Call:
		a.call(e)
	case *ir.Submit:
		for _, x := range e.Args {
			a.scan(x)
		}
		for _, x := range e.Deps {
			a.scan(x)
		}
		a.scan(e.CoreNum)
	case *ir.Binary:
		a.scan(e.L)
		a.scan(e.R)
	case *ir.Unary:
		a.scan(e.X)
	case *ir.MakeTuple:
		for _, x := range e.Elems {
			a.scan(x)
		}
	case *ir.TupleGetItem:
		a.scan(e.Tuple)
	}
}

func (a *accPhaseState) call(c *ir.Call) (int, bool) {
	if isOp(c, ir.TileStore) {
		var t int
		var ok bool
		if len(c.Args) > 0 {
			t, ok = a.value(c.Args[0])
		}
		for _, x := range c.Args[min(1, len(c.Args)):] {
			a.scan(x)
		}
		a.store(c, t, ok)
		return 0, false
	}
	for _, x := range c.Args {
		a.scan(x)
	}
	if !isFinalAccProducer(c) {
		return 0, false
	}
	t := len(a.producers)
	a.producers = append(a.producers, finalProducer{op: c.Op.Name, span: c.Pos})
	a.reported = append(a.reported, false)
	a.pending = append(a.pending, t)
	return t, true
}

func isFinalAccProducer(c *ir.Call) bool {
	if !isOp(c, ir.TileGemv) && !isOp(c, ir.TileGemvAcc) && !isOp(c, ir.TileGemvBias) {
		return false
	}
	v, _ := c.Kwarg("acc_phase")
	return v == ir.AccPhaseFinal
}

func (a *accPhaseState) store(c *ir.Call, t int, ok bool) {
	phase := ir.STPhaseUnspecified
	if v, has := c.Kwarg("st_phase"); has {
		if sp, isPhase := v.(ir.STPhase); isPhase {
			phase = sp
		}
	}
	if phase == ir.STPhaseFinal {
		switch {
		case !ok:
			a.p.Errorf(1, c.Pos, "tile.store(..., st_phase=pl.STPhase.Final) in function '%s' must consume the exact SSA "+
				"value produced by tile.gemv, tile.gemv_acc, or tile.gemv_bias with acc_phase=pl.AccPhase.Final in the "+
				"same straight-line region. A final store without a matching producer waits on a unit flag that was "+
				"never set and can stall device execution.", a.fn)
		case !a.clear(t):
			a.p.Errorf(2, c.Pos, "tile.store(..., st_phase=pl.STPhase.Final) in function '%s' does not have a live "+
				"matching final accumulator producer in this straight-line region. The producer may already have been "+
				"consumed, or the value crossed a control-flow boundary; either case makes the unit-flag clear ambiguous "+
				"and can stall device execution.", a.fn)
		}
		return
	}
	if ok && a.clear(t) {
		a.reported[t] = true
		a.p.Errorf(3, c.Pos, "final accumulator producer '%s' in function '%s' is consumed by tile.store with "+
			"st_phase=pl.STPhase.%s. Use st_phase=pl.STPhase.Final so the store performs check-and-clear; otherwise "+
			"the producer's unit flag remains set and a later accumulator operation can stall.",
			a.producers[t].op, a.fn, phase)
	}
}

// clear removes obligation t from the open ones, reporting whether it was
// open.
func (a *accPhaseState) clear(t int) bool {
	for i, x := range a.pending {
		if x == t {
			a.pending = append(a.pending[:i], a.pending[i+1:]...)
			return true
		}
	}
	return false
}

func (a *accPhaseState) isolated(body ir.Stmt, exit string) {
	outer := a.pending
	a.pending = nil
	a.stmt(body)
	a.flush(exit)
	a.pending = outer
}

// flush reports every open obligation (in producer order) at a region exit
// and clears them.
func (a *accPhaseState) flush(where string) {
	for _, t := range a.pending {
		if a.reported[t] {
			continue
		}
		a.reported[t] = true
		pr := a.producers[t]
		a.p.Errorf(4, pr.span, "final accumulator producer '%s' in function '%s' must be consumed exactly once by "+
			"tile.store(..., st_phase=pl.STPhase.Final) using that SSA value %s. acc_phase=pl.AccPhase.Final performs "+
			"check-and-set; leaving it uncleared can stall a later device operation.", pr.op, a.fn, where)
	}
	a.pending = a.pending[:0]
}
