package gen

import "github.com/irfuzz/irfuzz/ir"

// Control flow: for loops (sequential ascending and descending, pipeline,
// parallel, unroll) with one or several iter args, while loops with a
// counter carry, if/else with phis (over tiles, accumulators, scalars and
// output tensors), and yields of nested calls.

// carry is a loop-carried value or a phi: its initial (pre-statement)
// value and type, and the output tensor it versions (nil for values).
type carry struct {
	init   ir.Expr
	t      ir.Type
	tensor *tparam
	hint   string
}

// isCarriable: tiles and scalars (tensors are carried as outputs).
func isCarriable(t ir.Type) bool {
	switch t.(type) {
	case *ir.TileType, *ir.ScalarType:
		return true
	}
	return false
}

// carries draws up to limit carries with per-element "more?" draws: an
// output tensor storable here, or a tile or scalar in scope.
func (b *builder) carries(limit int) []carry {
	var cs []carry
	for len(cs) < limit && b.more(100-b.k[PCarryMore]) {
		b.src.Begin("carry")
		var outs []*tparam
		for i := len(b.tensors) - 1; i >= 0; i-- {
			t := b.tensors[i]
			if t.cur != nil && t.stored && !carried(cs, t) {
				outs = append(outs, t)
			}
		}
		tensor := b.chance(35)
		k := b.draw(4)
		if len(outs) > 0 && tensor {
			t := outs[k%len(outs)]
			cs = append(cs, carry{init: t.cur, t: t.cur.Type(), tensor: t, hint: "o"})
		} else if v, ok := b.pick(isCarriable); ok && !(isAcc(v.t) && b.carriesBuffer(cs, v.e)) {
			hint := "c"
			if isAcc(v.t) {
				hint = "acc"
			}
			cs = append(cs, carry{init: v.e, t: v.t, hint: hint})
		}
		b.src.End()
	}
	return cs
}

// retireInits marks the accumulator inits of a loop's carries dead: the
// carry shares the init's buffer, so an in-place update of the iter arg in
// the body clobbers the init, which must not be read again (inside the
// body the iter arg stands for it, after the loop the result).
func (b *builder) retireInits(cs []carry) {
	for _, c := range cs {
		if isAcc(c.t) {
			b.clobber(c.init)
		}
	}
}

// carriesBuffer reports whether an accumulator carry of cs already starts
// from e's buffer: two iter args on one L0C buffer would see each other's
// in-place updates.
func (b *builder) carriesBuffer(cs []carry, e ir.Expr) bool {
	v := ir.VarOf(e)
	if v == nil {
		return false
	}
	r := b.aliasRoot(v)
	for _, c := range cs {
		if w := ir.VarOf(c.init); w != nil && isAcc(c.t) && b.aliasRoot(w) == r {
			return true
		}
	}
	return false
}

func carried(cs []carry, t *tparam) bool {
	for _, c := range cs {
		if c.tensor == t {
			return true
		}
	}
	return false
}

// enterBody makes only the carried output tensors storable, at the given
// versions.
func (b *builder) enterBody(cs []carry, versions []ir.Expr) {
	for _, t := range b.tensors {
		t.cur = nil
	}
	for i, c := range cs {
		if c.tensor != nil {
			c.tensor.cur = versions[i]
		}
	}
}

// yieldValues chooses what a body yields for each carry: the current
// version of a carried tensor; for values a same-typed value in scope (most
// recent first) or, now and then, a call of the carry's type nested in the
// yield.
func (b *builder) yieldValues(cs []carry) []ir.Expr {
	out := make([]ir.Expr, len(cs))
	for i, c := range cs {
		b.src.Begin("yield")
		switch {
		case c.tensor != nil:
			out[i] = c.tensor.cur
		default:
			if nested := b.knobChance(PNestedYield); nested {
				if call := b.nestedCall(c.t); call != nil && !b.yieldsUpdated(call, out[:i]) {
					out[i] = call
					// An in-place call (matmul_acc) clobbers its
					// accumulator: no later yield may read it.
					if k := call.Op.ReusesInput; k >= 0 && k < len(call.Args) {
						b.clobber(call.Args[k])
					}
					break
				}
			}
			if v, ok := b.pick(func(t ir.Type) bool { return ir.TypeEqual(t, c.t) }); ok {
				out[i] = v.e
			} else {
				out[i] = c.init
			}
		}
		b.src.End()
	}
	return out
}

// yieldsUpdated reports whether call updates in place a buffer one of the
// earlier yields reads (the yield would see the updated bytes).
func (b *builder) yieldsUpdated(call *ir.Call, earlier []ir.Expr) bool {
	k := call.Op.ReusesInput
	if k < 0 || k >= len(call.Args) {
		return false
	}
	v := ir.VarOf(call.Args[k])
	if v == nil {
		return false
	}
	r := b.aliasRoot(v)
	for _, e := range earlier {
		if w := ir.VarOf(e); w != nil && b.aliasRoot(w) == r {
			return true
		}
	}
	return false
}

// nestedCall builds a call whose type is t from values in scope: a unary
// vector op over a same-typed tile, or a matmul_acc into a same-typed
// accumulator.
func (b *builder) nestedCall(t ir.Type) *ir.Call {
	tt := tileOf(t)
	if tt == nil {
		return nil
	}
	src, ok := b.pick(func(u ir.Type) bool { return ir.TypeEqual(u, t) })
	if !ok {
		return nil
	}
	if tt.Space == ir.Acc {
		if !b.updatable(src.e) {
			return nil // accumulating into src would clobber a value read later
		}
		d := staticDims(tt)
		if d == nil || tt.Rank() != 2 {
			return nil
		}
		lhsOK, rhsOK := b.operandOf(ir.Left), b.operandOf(ir.Right)
		for _, l := range b.candidates(func(u ir.Type) bool { return lhsOK(u) && staticDims(tileOf(u))[0] == d[0] }, 4) {
			ld := tileOf(l.t)
			for _, r := range b.candidates(func(u ir.Type) bool {
				x := tileOf(u)
				return rhsOK(u) && fullK(x) && x.DType == ld.DType && staticDims(x)[0] == staticDims(ld)[1] && staticDims(x)[1] == d[1]
			}, 2) {
				if !accTakes(src.t, l.t) {
					continue
				}
				if c := create(ir.TileMatmulAcc, []ir.Expr{src.e, l.e, r.e}); c != nil && ir.TypeEqual(c.T, t) {
					return c
				}
			}
		}
		return nil
	}
	name := oneOf(b, ir.TileExp, ir.TileNeg, ir.TileAbs, ir.TileRelu)
	if c := create(name, []ir.Expr{src.e}); c != nil && ir.TypeEqual(c.T, t) {
		return c
	}
	return nil
}

var loopKinds = []ir.ForKind{ir.Sequential, ir.Pipeline, ir.Parallel, ir.Unroll}

// forStmt builds a for loop: structure (kind, carries, body) first, then
// the values (trip count, direction, stages).
func (b *builder) forStmt() {
	b.src.Begin("for")
	defer b.src.End()
	kind := loopKinds[b.weighted([]int{8, 3, 1, 1})]
	var cs []carry
	if kind == ir.Sequential || kind == ir.Pipeline {
		cs = b.carries(3)
	}
	lv := &ir.Var{Name: "i", T: ir.Scalar(ir.INDEX)}
	f := b.push()
	ias := make([]*ir.IterArg, len(cs))
	versions := make([]ir.Expr, len(cs))
	for i, c := range cs {
		ias[i] = &ir.IterArg{Var: ir.Var{Name: c.hint, T: c.t}, Init: c.init}
		versions[i] = ias[i]
	}
	b.enterBody(cs, versions)
	b.scope(lv, lv.T, len(b.loops)+1)
	for _, ia := range ias {
		b.scope(ia, ia.T, len(b.loops)+1)
	}
	b.retireInits(cs)
	b.loops = append(b.loops, loopInfo{kind: kind, v: lv})
	b.src.Begin("body")
	b.stmtList(b.k[PStopNested])
	b.src.End()
	var yields []ir.Expr
	if len(cs) > 0 {
		yields = b.yieldValues(cs)
	}
	b.loops = b.loops[:len(b.loops)-1]
	body := b.pop(f)
	if len(cs) > 0 {
		body = append(body, &ir.YieldStmt{Values: yields})
	}
	trip := oneOf[int64](b, 1, 2, 4, 3, 8)
	step := oneOf[int64](b, 1, 2)
	stop := trip * step
	// A stop that is not a multiple of the step (PLoopOdd): the last
	// iteration is partial, which trip-count arithmetic (Simplify,
	// UnrollLoops' ceil at unroll_loops_pass.cpp:97-102) must round up.
	if b.knobChance(PLoopOdd) {
		step = oneOf[int64](b, 2, 3, 4)
		stop = trip*step + 1 + int64(b.draw(int(step-1)))
	}
	s := &ir.ForStmt{LoopVar: lv, IterArgs: ias, Body: ir.Seq(ir.Span{}, body...), Kind: kind,
		Start: ir.ConstI(0), Stop: ir.ConstI(stop), Step: ir.ConstI(step)}
	// Descending. The pinned PyPTO's passes take a negative step (its
	// Simplify is where #2427 was), its PTO code generation an unrolled one
	// only (pto_control_flow_codegen.cpp:561-566): kept, for the passes.
	if b.chance(30) {
		s.Start, s.Stop, s.Step = ir.ConstI(stop), ir.ConstI(0), ir.ConstI(-step)
	}
	if kind == ir.Pipeline {
		s.Attrs = []ir.Kwarg{kw("pipeline_stages", int64(oneOf(b, 2, 3)))}
	}
	s.ReturnVars = b.results(cs)
	b.emit(s)
}

// results makes the return vars (or phis) of a statement carrying cs and
// brings them into scope; carried tensors continue from them.
func (b *builder) results(cs []carry) []*ir.Var {
	if len(cs) == 0 {
		return nil
	}
	rvs := make([]*ir.Var, len(cs))
	for i, c := range cs {
		rvs[i] = &ir.Var{Name: c.hint, T: c.t}
		b.scope(rvs[i], c.t, len(b.loops))
		if isTile(c.t) {
			b.carried[rvs[i]] = true
		}
		if c.tensor != nil {
			c.tensor.cur = rvs[i]
		}
	}
	return rvs
}

// whileStmt builds pl.while_ with a counter carry n (init 0, cond n < K,
// n + 1 yielded) and more carries.
func (b *builder) whileStmt() {
	b.src.Begin("while")
	defer b.src.End()
	cs := append([]carry{{init: ir.ConstI(0), t: ir.Scalar(ir.INDEX), hint: "n"}}, b.carries(2)...)
	f := b.push()
	ias := make([]*ir.IterArg, len(cs))
	versions := make([]ir.Expr, len(cs))
	for i, c := range cs {
		ias[i] = &ir.IterArg{Var: ir.Var{Name: c.hint, T: c.t}, Init: c.init}
		versions[i] = ias[i]
	}
	b.enterBody(cs, versions)
	for _, ia := range ias {
		b.scope(ia, ia.T, len(b.loops)+1)
	}
	b.retireInits(cs)
	b.loops = append(b.loops, loopInfo{kind: ir.Sequential})
	b.src.Begin("body")
	b.stmtList(b.k[PStopNested])
	b.src.End()
	next := &ir.Var{Name: "n", T: ir.Scalar(ir.INDEX)}
	b.emit(&ir.AssignStmt{Var: next, Value: &ir.Binary{Op: ir.OpAdd, L: ias[0], R: ir.ConstI(1), DType: ir.INDEX}})
	yields := append([]ir.Expr{next}, b.yieldValues(cs[1:])...)
	b.loops = b.loops[:len(b.loops)-1]
	body := append(b.pop(f), &ir.YieldStmt{Values: yields})
	limit := oneOf[int64](b, 1, 2, 3, 4)
	cond := &ir.Binary{Op: ir.OpLt, L: ias[0], R: ir.ConstI(limit), DType: ir.BOOL}
	s := &ir.WhileStmt{IterArgs: ias, Cond: cond, Body: ir.Seq(ir.Span{}, body...)}
	s.ReturnVars = b.results(cs)
	b.emit(s)
}

// ifStmt builds if/else with phis: each branch yields a same-typed value
// per phi (the pre-if value when nothing else fits).
func (b *builder) ifStmt() {
	b.src.Begin("if")
	defer b.src.End()
	cs := b.carries(2)
	hasElse := len(cs) > 0 || b.chance(50)
	pre := make([]ir.Expr, len(cs))
	for i, c := range cs {
		pre[i] = c.init
	}
	branch := func() ir.Stmt {
		b.src.Begin("branch")
		defer b.src.End()
		f := b.push()
		b.enterBody(cs, pre)
		b.stmtList(b.k[PStopNested])
		var yields []ir.Expr
		if len(cs) > 0 {
			yields = b.yieldValues(cs)
		}
		body := b.pop(f)
		if len(cs) > 0 {
			body = append(body, &ir.YieldStmt{Values: yields})
		}
		return ir.Seq(ir.Span{}, body...)
	}
	s := &ir.IfStmt{Then: branch()}
	if hasElse {
		// An else of no statement is no else: PyPTO's builder drops it
		// (src/ir/builder.cpp:281-288), so the text would not read back.
		if e := branch(); !isEmptySeq(e) {
			s.Else = e
		}
	}
	s.Cond = b.cond()
	s.ReturnVars = b.results(cs)
	b.emit(s)
}

// isEmptySeq reports whether s is a SeqStmts of no statement.
func isEmptySeq(s ir.Stmt) bool {
	q, ok := s.(*ir.SeqStmts)
	return ok && len(q.Stmts) == 0
}
