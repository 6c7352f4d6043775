package gen

import "github.com/irfuzz/irfuzz/ir"

// Block loops: a kernel walking a tensor block by block, as authors tile
// one (statement kind WBlock):
//
//	for i, (o,) in pl.range(n, init_values=(out,)):   # or descending, or pl.unroll
//	    if i == k:                                    # drawn (PBlockEscape)
//	        continue                                  # or break
//	    t = pl.tile.load(x, [i * R, 0], [R, C], [R, C])
//	    u = pl.tile.adds(t, 1.0)
//	    if i < k:                                     # drawn (PBlockBranch): the else reads i
//	        v = pl.yield_(pl.tile.muls(u, 2.0))
//	    else:
//	        t2 = pl.tile.load(y, [i * R, 0], [R, C], [R, C])
//	        v = pl.yield_(pl.tile.add(u, t2))
//	    s_1 = pl.tile.add(s, v)                       # a running tile (PBlockRunning) ...
//	    w = pl.tile.sub(v, s)                         # ... read after its next value
//	    o_1 = pl.tile.store(w, [i * R, 0], o)
//	    o_2, s_2 = pl.yield_(o_1, s_1)
//
// Every block of the output is written by its own iteration at an offset
// that moves with the loop variable, so a pass that drops, repeats or
// reorders an iteration, a statement after an escape, an else branch or
// a carry's old value changes what the kernel stores. A pl.unroll loop
// takes no iter args (unroll_loops_pass.cpp:84-86): its body re-assigns
// the output as authors write it (`out = pl.tile.store(w, ..., out)`),
// so it is drawn only with the user form (PUserForm); break and continue
// are not allowed in it (BreakContinueCheck), nor a running carry.

// blockStmt builds one block loop at the top level (its output and input
// tensors are new parameters of the kernel).
func (b *builder) blockStmt() {
	b.src.Begin("block")
	defer b.src.End()
	unroll := b.chance(30) && b.knobChance(PUserForm)
	descending := !unroll && b.chance(30)
	escape := !unroll && b.knobChance(PBlockEscape)
	brk := escape && b.chance(10)
	// The escape mostly comes before the load (the block skipped whole),
	// now and then after it.
	late := escape && b.chance(15)
	branch := b.knobChance(PBlockBranch)
	// A running tile beside an escape is drawn rarely: it stays an
	// explicit carry (it is read after its next value, which no
	// re-assignment spells), and in a loop the user form rewrites the
	// pinned ConvertToSSA drops the escape's yields (known/df375aaacbdf.py)
	// in most such kernels. The generator draws it anyway: a construct is
	// never avoided for the findings it produces.
	running := !unroll && (!escape || b.chance(20)) && b.knobChance(PBlockRunning)
	trips := oneOf[int64](b, 2, 3, 4)
	dt := b.vecDType()
	shape := []int64{b.dim(), b.dim()}
	b.fitVec(dt, shape)
	rows, cols := shape[0], shape[1]
	if rows*trips > 1024 {
		rows = max(1, 1024/trips)
	}
	dims := []int64{rows * trips, cols}
	out := b.newTensor("out", dims, dt)
	x := b.newTensor("x", dims, dt)
	x.loaded = true
	var y *tparam
	if branch {
		y = b.newTensor("x", dims, dt)
		y.loaded = true
	}
	// The running tile starts from a block of its own input.
	var cs []carry
	cs = append(cs, carry{init: out.cur, t: out.cur.Type(), tensor: out, hint: "o"})
	var r *tparam
	if running {
		r = b.newTensor("x", []int64{rows, cols}, dt)
		r.loaded = true
		s0 := b.blockLoad(r, nil, rows, cols, dt)
		if s0 == nil {
			return
		}
		cs = append(cs, carry{init: s0, t: s0.T, hint: "s"})
	}
	kind := ir.Sequential
	if unroll {
		kind = ir.Unroll
		cs = nil
	}
	lv := &ir.Var{Name: "i", T: ir.Scalar(ir.INDEX)}
	f := b.push()
	ias := make([]*ir.IterArg, len(cs))
	versions := make([]ir.Expr, len(cs))
	for i, c := range cs {
		ias[i] = &ir.IterArg{Var: ir.Var{Name: c.hint, T: c.t}, Init: c.init}
		versions[i] = ias[i]
	}
	pre := out.cur
	if unroll {
		b.enterBody(nil, nil)
	} else {
		b.enterBody(cs, versions)
	}
	b.scope(lv, lv.T, len(b.loops)+1)
	for _, ia := range ias {
		b.scope(ia, ia.T, len(b.loops)+1)
	}
	b.loops = append(b.loops, loopInfo{kind: kind, v: lv})
	yields, ok := b.blockBody(lv, trips, x, y, out, pre, ias, rows, cols, dt, escape, late, brk, branch, unroll)
	b.loops = b.loops[:len(b.loops)-1]
	body := b.pop(f)
	if !ok {
		out.cur = pre
		return
	}
	if len(cs) > 0 {
		body = append(body, &ir.YieldStmt{Values: yields})
	}
	s := &ir.ForStmt{LoopVar: lv, IterArgs: ias, Body: ir.Seq(ir.Span{}, body...), Kind: kind,
		Start: ir.ConstI(0), Stop: ir.ConstI(trips), Step: ir.ConstI(1)}
	if descending {
		s.Start, s.Stop, s.Step = ir.ConstI(trips-1), ir.ConstI(-1), ir.ConstI(-1)
	}
	s.ReturnVars = b.results(cs)
	b.emit(s)
	if unroll {
		out.cur = pre
	}
	out.stored = true
	b.markStore(out, false)
	if running {
		// The running tile's last value goes to an output of its own.
		o2 := b.newTensor("out", []int64{rows, cols}, dt)
		if c := create(ir.TileStore, []ir.Expr{s.ReturnVars[1], idx(0, 0), o2.cur}); c != nil {
			o2.cur = b.define("o", c)
			o2.stored = true
			b.markStore(o2, false)
		}
	}
}

// blockLoad loads block i (row offset i * rows; i nil: block 0) of t into
// Vec.
func (b *builder) blockLoad(t *tparam, i ir.Expr, rows, cols int64, dt ir.DataType) *ir.Var {
	row := ir.Expr(ir.ConstI(0))
	if i != nil {
		row = &ir.Binary{Op: ir.OpMul, L: i, R: ir.ConstI(rows), DType: ir.INDEX}
	}
	c := create(ir.TileLoad, []ir.Expr{t.v, list(row, ir.ConstI(0)), idx(rows, cols), idx(rows, cols)}, kw("target_memory", ir.Vec))
	if c == nil {
		return nil
	}
	v := b.define("t", c)
	markLoad(t, ir.Vec, v)
	return v
}

// blockOp applies one drawn elementwise op to u (with w for a binary one;
// nil w: u itself); nil when the registry refuses it.
func (b *builder) blockOp(u, w ir.Expr, dt ir.DataType) *ir.Call {
	if w == nil {
		w = u
	}
	switch b.draw(4) {
	case 0:
		return create(ir.TileAdds, []ir.Expr{u, constOf(dt, float64(1+b.draw(4)))})
	case 1:
		return create(ir.TileMuls, []ir.Expr{u, constOf(dt, float64(2+b.draw(3)))})
	case 2:
		return create(ir.TileAdd, []ir.Expr{u, w})
	default:
		return create(ir.TileSub, []ir.Expr{u, w})
	}
}

// blockBody emits the body of a block loop and returns its yields (the
// output's last version, then the running tile's next value).
func (b *builder) blockBody(i *ir.Var, trips int64, x, y, out *tparam, pre ir.Expr, ias []*ir.IterArg, rows, cols int64, dt ir.DataType,
	escape, late, brk, branch, unroll bool) ([]ir.Expr, bool) {
	// The escape comes first (the block is skipped whole) or, late, right
	// after the load. (After the load, a user-form rebinding of the loaded
	// tile after the escape in this carried loop meets the pinned
	// ConvertToSSA's dropped yields, known/df375aaacbdf.py, in most such
	// kernels.)
	if escape && !late {
		b.blockEscape(i, trips, brk)
	}
	t := b.blockLoad(x, i, rows, cols, dt)
	if t == nil {
		return nil, false
	}
	if escape && late {
		b.blockEscape(i, trips, brk)
	}
	c := b.blockOp(t, nil, dt)
	if c == nil {
		return nil, false
	}
	u := b.define("u", c)
	var v ir.Expr = u
	if branch {
		cond := &ir.Binary{Op: oneOf(b, cmpOps...), L: i, R: ir.ConstI(int64(b.draw(int(trips)))), DType: ir.BOOL}
		f := b.push()
		c1 := b.blockOp(u, nil, dt)
		if c1 == nil {
			b.pop(f)
			return nil, false
		}
		v1 := b.define("v", c1)
		then := append(b.pop(f), &ir.YieldStmt{Values: []ir.Expr{v1}})
		f = b.push()
		t2 := b.blockLoad(y, i, rows, cols, dt)
		if t2 == nil {
			b.pop(f)
			return nil, false
		}
		c2 := b.blockOp(u, t2, dt)
		if c2 == nil {
			b.pop(f)
			return nil, false
		}
		v2 := b.define("v", c2)
		els := append(b.pop(f), &ir.YieldStmt{Values: []ir.Expr{v2}})
		phi := &ir.Var{Name: "v", T: v1.T}
		if !ir.TypeEqual(v1.T, v2.T) {
			return nil, false
		}
		b.emit(&ir.IfStmt{Cond: cond, Then: ir.Seq(ir.Span{}, then...), Else: ir.Seq(ir.Span{}, els...), ReturnVars: []*ir.Var{phi}})
		b.scope(phi, phi.T, len(b.loops))
		v = phi
	}
	var yields []ir.Expr
	stored := v
	if len(ias) > 1 {
		// The running tile: its next value, then (drawn) a read of its old
		// value after that.
		s := ias[1]
		next := create(ir.TileAdd, []ir.Expr{s, v})
		if next == nil {
			return nil, false
		}
		sn := b.define("s", next)
		if b.chance(60) {
			if w := create(ir.TileSub, []ir.Expr{v, s}); w != nil {
				stored = b.define("w", w)
			}
		}
		yields = append(yields, nil, sn)
	}
	target := out.cur
	if unroll {
		target = pre
	}
	row := &ir.Binary{Op: ir.OpMul, L: i, R: ir.ConstI(rows), DType: ir.INDEX}
	st := create(ir.TileStore, []ir.Expr{stored, list(row, ir.ConstI(0)), target})
	if st == nil {
		return nil, false
	}
	if unroll {
		pv := ir.VarOf(pre)
		if pv == nil {
			return nil, false
		}
		b.emit(&ir.AssignStmt{Var: pv, Value: st})
		return nil, true
	}
	o := b.define("o", st)
	out.cur = o
	if len(yields) == 0 {
		yields = []ir.Expr{o}
	} else {
		yields[0] = o
	}
	return yields, true
}

// blockEscape emits `if i <cmp> k: continue` (or break), k a block index.
func (b *builder) blockEscape(i *ir.Var, trips int64, brk bool) {
	cond := &ir.Binary{Op: oneOf(b, cmpOps...), L: i, R: ir.ConstI(int64(b.draw(int(trips)))), DType: ir.BOOL}
	var s ir.Stmt = &ir.ContinueStmt{}
	if brk {
		s = &ir.BreakStmt{}
	}
	b.emit(&ir.IfStmt{Cond: cond, Then: s})
}
