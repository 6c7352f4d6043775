package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// MemoryReuse: the sharing classes of values, and the phis of loops and ifs.

// ---- classes ----

func (r *reuse) find(i int) int {
	for r.cls[i].parent != i {
		r.cls[i].parent = r.cls[r.cls[i].parent].parent
		i = r.cls[i].parent
	}
	return i
}

func (r *reuse) classes() {
	r.cls = make([]*class, len(r.vars))
	for i, rv := range r.vars {
		r.cls[i] = &class{parent: i, frame: map[*ir.Var]int64{rv.mr.Base: 0}, buf: -1}
	}
	// Must-share edges: views and aliases on the same base (they write
	// nothing, so sharing is always sound).
	r.walkAssigns(r.fn.Body, func(a *ir.AssignStmt) {
		lhs := r.byV[a.Var]
		if lhs == nil {
			return
		}
		var src ir.Expr
		switch val := a.Value.(type) {
		case *ir.Call:
			if (val.Op.IsBufferAliasingView() || fillpadInPlace(r.ctx, val)) && len(val.Args) > 0 {
				src = val.Args[0]
			}
			if val.Op != nil && val.Op.NotInplaceSafe && !(val.Op == ir.TileMove && r.ctx.Fault(FaultMoveInplaceSafe)) {
				for _, arg := range val.Args {
					if in := r.byV[ir.VarOf(arg)]; in != nil {
						r.notInplace = append(r.notInplace, nip{a: lhs, b: in})
					}
				}
			} else if val.Op != nil {
				// An in-place safe op may still forbid its output one
				// operand's buffer (OpDef.ForbidAlias; PyPTO's
				// ForbidAliasCollector, memory_reuse_pass.cpp:1597-1606).
				for _, i := range val.Op.ForbidAlias {
					if i >= len(val.Args) {
						continue
					}
					if in := r.byV[ir.VarOf(val.Args[i])]; in != nil {
						r.notInplace = append(r.notInplace, nip{a: lhs, b: in})
					}
				}
			}
		default:
			src = val
		}
		if in := r.byV[ir.VarOf(src)]; in != nil && in.mr.Base == lhs.mr.Base {
			if !r.unionBase(lhs, in) {
				r.fail("%s: cannot align the buffer of '%s' with its source '%s'", a.Pos, a.Var.Name, in.v.Name)
			}
		}
	})
	// In-place writes (OpDef.ReusesInput, OpDef.Writes): the result shares
	// its input's buffer only when nothing else in that buffer is still
	// needed when the op writes it.
	r.walkAssigns(r.fn.Body, func(a *ir.AssignStmt) {
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op == nil || c.Op.IsBufferAliasingView() || fillpadInPlace(r.ctx, c) {
			return
		}
		lhs := r.byV[a.Var]
		if k := c.Op.ReusesInput; lhs != nil && k >= 0 && k < len(c.Args) {
			if in := r.byV[ir.VarOf(c.Args[k])]; in != nil && in.mr.Base == lhs.mr.Base {
				r.inPlaceEdge(a, c, k, lhs, in)
			}
		}
		r.writesThrough(a, a.Pos, c, lhs != nil)
	})
	ir.Walk(r.fn.Body, func(n ir.Node) bool {
		if e, ok := n.(*ir.EvalStmt); ok {
			if c, ok := e.Expr.(*ir.Call); ok && c.Op != nil {
				r.writesThrough(e, e.Pos, c, false)
			}
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	// A loop carry's return var lives where its iter arg lives.
	r.walkLoops(r.fn.Body, func(s ir.Stmt, ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
		for i, ia := range ias {
			if i >= len(rvs) {
				break
			}
			a, b := r.byV[&ia.Var], r.byV[rvs[i]]
			if a == nil || b == nil {
				continue
			}
			if !r.unionAt(a, b) {
				r.fail("loop carry '%s': its return var's buffer cannot be aligned with the iter arg's (dynamic view offsets)", ia.Name)
			}
		}
	})
}

// writePoint is where a statement writes (both numberings), for in-place
// writes that have no result to carry them.
func (r *reuse) writePoint(s ir.Stmt) ([2]int, bool) {
	pt, ok := r.stmtPts[s]
	if !ok {
		return [2]int{}, false
	}
	return [2]int{2*pt[0] + 1, 2*pt[1] + 1}, true
}

// inPlaceEdge joins the result y of an in-place op (OpDef.ReusesInput)
// with its input x when the op's write lands on nothing still needed.
// Otherwise, in Vec, y gets a buffer of its own and x is copied into it
// just before the op (the op then updates the copy); in other spaces no
// data path makes that copy and the kernel is refused.
func (r *reuse) inPlaceEdge(a *ir.AssignStmt, c *ir.Call, k int, y, x *rvar) {
	sv := r.save()
	if !r.unionBase(y, x) {
		r.restore(sv)
		r.fail("%s: cannot align the buffer of '%s' with its source '%s'", a.Pos, a.Var.Name, x.v.Name)
		return
	}
	h := r.hazard(r.find(y.idx))
	if h == nil {
		return
	}
	r.restore(sv)
	if y.space != ir.Vec || x.space != ir.Vec {
		what := "its result '" + y.v.Name + "'"
		if y.v.Name == x.v.Name {
			what = "its result"
		}
		r.refuseInPlace(a.Pos, c.Op.Name, what, x, h)
		return
	}
	pl := &copyPlan{kind: copyInPlace, dst: y, src: x, val: x.val, arg: k}
	r.plans = append(r.plans, pl)
	r.inPlace[y.v] = pl
	root := r.find(y.idx)
	var cp span
	for o := 0; o < 2; o++ {
		cp.lo[o], cp.hi[o] = y.live.lo[o]-2, y.live.lo[o]-1
	}
	r.cls[root].extra = append(r.cls[root].extra, held{s: cp, val: x.val, at: y, owner: pl})
	r.cls[root].copies = append(r.cls[root].copies, bufWrite{pt: cp.lo, val: x.val, at: y, owner: pl})
	r.notInplace = append(r.notInplace, nip{a: y, b: x, owner: pl})
}

// writesThrough records the tracked arguments a call writes in place
// (OpDef.Writes) other than the one its tracked result shares.
func (r *reuse) writesThrough(s ir.Stmt, pos ir.Span, c *ir.Call, shared bool) {
	for _, k := range c.Op.Writes {
		if k < 0 || k >= len(c.Args) || shared && k == c.Op.ReusesInput {
			continue
		}
		if in := r.byV[ir.VarOf(c.Args[k])]; in != nil {
			r.writeThrough(s, pos, c, in)
		}
	}
}

// writeThrough records an op writing a tracked argument in place
// (OpDef.Writes) that its result does not share; nothing can give such a
// write another buffer, so it must land on nothing still needed.
func (r *reuse) writeThrough(s ir.Stmt, pos ir.Span, c *ir.Call, x *rvar) {
	pt, ok := r.writePoint(s)
	if !ok {
		return
	}
	root := r.find(x.idx)
	r.cls[root].copies = append(r.cls[root].copies, bufWrite{pt: pt, val: r.freshVal(), at: x})
	if h := r.hazard(root); h != nil {
		r.refuseInPlace(pos, c.Op.Name, "its argument", x, h)
	}
}

// refuseInPlace reports an in-place write of x's buffer that would
// clobber a value still read afterwards, naming the op, the value and the
// read.
func (r *reuse) refuseInPlace(pos ir.Span, op, what string, x *rvar, h *hazardAt) {
	victim, who := x, "'"+x.v.Name+"'"
	if h.on != nil && h.on != x {
		victim = h.on
		who = fmt.Sprintf("'%s', which shares its buffer,", victim.v.Name)
	}
	when := "afterwards"
	var rs *readSite
	for i := range victim.reads {
		rd := &victim.reads[i]
		if rd.at >= h.w.pt[0] && (rs == nil || rd.at < rs.at) {
			rs = rd
		}
	}
	if rs != nil {
		when = fmt.Sprintf("afterwards (by %s at %s)", rs.what, rs.pos)
		if rs.loop && rs.p2 < h.w.pt[0] {
			when = fmt.Sprintf("again in a later iteration of an enclosing loop (by %s at %s)", rs.what, rs.pos)
		}
	}
	r.fail("%s: %s updates '%s' in place (%s shares its buffer), but %s is read %s; no data path copies %s to %s (a same-space move runs on the vector core), so the update cannot be given a buffer of its own",
		pos, op, x.v.Name, what, who, when, x.space, x.space)
}

// snapshot is the union-find state, to undo a tentative merge.
type snapshot struct {
	parent []int
	cls    []class
	nips   []nip
}

func (r *reuse) save() snapshot {
	sv := snapshot{parent: make([]int, len(r.cls)), cls: make([]class, len(r.cls)), nips: r.notInplace}
	for i, c := range r.cls {
		sv.parent[i] = c.parent
		sv.cls[i] = *c
	}
	return sv
}

func (r *reuse) restore(sv snapshot) {
	for i, c := range r.cls {
		*c = sv.cls[i]
		c.parent = sv.parent[i]
	}
	r.notInplace = sv.nips
}

// hazardAt is a write into a buffer that lands on bytes a value still
// needs: on is the member whose value it clobbers (nil for a held value).
type hazardAt struct {
	w  bufWrite
	on *rvar
	h  held
}

// hazard finds, in one class, a write inside the live range of a member
// or held value whose bytes it overlaps, unless it writes that very value
// at that very place. Without one, every value of the class is intact for
// as long as it is live, however the live ranges overlap.
func (r *reuse) hazard(root int) *hazardAt {
	var mem []*rvar
	for _, rv := range r.vars {
		if r.find(rv.idx) == root {
			mem = append(mem, rv)
		}
	}
	return r.hazardIn(root, mem)
}

// hazardIn is hazard for a class whose members are known.
func (r *reuse) hazardIn(root int, mem []*rvar) *hazardAt {
	var writes []bufWrite
	var occ []held
	var owner []*rvar
	for _, rv := range mem {
		if rv.writes {
			writes = append(writes, bufWrite{pt: rv.live.lo, val: rv.val, at: rv})
		}
		occ = append(occ, held{s: rv.live, val: rv.val, at: rv})
		owner = append(owner, rv)
	}
	c := r.cls[root]
	writes = append(writes, c.copies...)
	for _, h := range c.extra {
		occ = append(occ, h)
		owner = append(owner, nil)
	}
	for _, w := range writes {
		for i, h := range occ {
			if r.undef[h.val] || !within(w.pt, h.s) || !r.bytesOverlap(w.at, h.at) {
				continue
			}
			if w.val == h.val && r.sameBytes(w.at, h.at) {
				continue
			}
			return &hazardAt{w: w, on: owner[i], h: h}
		}
	}
	return nil
}

// within reports whether a point lies in a live range in both numberings.
func within(pt [2]int, s span) bool {
	for o := 0; o < 2; o++ {
		if pt[o] < s.lo[o] || pt[o] > s.hi[o] {
			return false
		}
	}
	return true
}

// bytesOverlap reports whether two members of one class may share bytes.
func (r *reuse) bytesOverlap(a, b *rvar) bool {
	la, ok1 := r.location(a)
	lb, ok2 := r.location(b)
	if !ok1 || !ok2 {
		return true
	}
	return la < lb+b.mr.Size && lb < la+a.mr.Size
}

// sameBytes reports whether two members of one class occupy exactly the
// same bytes.
func (r *reuse) sameBytes(a, b *rvar) bool {
	la, ok1 := r.location(a)
	lb, ok2 := r.location(b)
	return ok1 && ok2 && la == lb && a.mr.Size == b.mr.Size
}

// relax shares the buffers a planned copy reconciles when the copy turns
// out unnecessary: the two buffers can be one without any write landing
// on a value still needed (a carry the body never writes, an if whose
// branches yield one value, an initial value that stays live but is not
// written while the carry lives). Dropping a copy only removes a write, so
// the pass repeats until no copy can go.
func (r *reuse) relax() {
	for changed := true; changed; {
		changed = false
		for _, pl := range r.plans {
			if !pl.dropped && pl.kind != copyInPlace && pl.src != nil && r.dropCopy(pl) {
				changed = true
			}
		}
	}
}

// dropCopy tentatively removes the copy pl and joins its source's buffer
// with its destination's; it keeps the change when no hazard results.
// Other copies that end up inside the joined buffer must then be copies
// onto themselves, which go too (an if whose branches both yield one
// value plans one copy per branch).
func (r *reuse) dropCopy(pl *copyPlan) bool {
	a, b := pl.dst, pl.src
	if a.space != b.space {
		return false
	}
	sv := r.save()
	ra, rb := r.find(a.idx), r.find(b.idx)
	r.unplan(pl, ra)
	ok := true
	if ra == rb {
		ok = r.sameBytes(a, b)
	} else {
		ok = !r.forbidden(ra, rb, false) && r.unionAt(a, b)
	}
	drop := []*copyPlan{pl}
	root := r.find(a.idx)
	for _, q := range r.plans {
		if !ok {
			break
		}
		if q == pl || q.dropped || q.src == nil || r.find(q.src.idx) != root || r.find(q.dst.idx) != root {
			continue
		}
		if q.kind == copyInPlace || !r.sameBytes(q.src, q.dst) {
			ok = false
			break
		}
		r.unplan(q, root)
		drop = append(drop, q)
	}
	if !ok || r.hazard(root) != nil {
		r.restore(sv)
		return false
	}
	for _, q := range drop {
		q.dropped = true
		switch q.kind {
		case copyInit:
			q.fix.copyInit = false
		case copyYield:
			q.fix.move = false
		case copyThen:
			q.fix.moveThen = false
		case copyElse:
			q.fix.moveElse = false
		}
	}
	return true
}

// unplan removes a copy's write, held range and not-in-place pair.
func (r *reuse) unplan(pl *copyPlan, root int) {
	c := r.cls[root]
	var ex []held
	for _, h := range c.extra {
		if h.owner != pl {
			ex = append(ex, h)
		}
	}
	var cw []bufWrite
	for _, w := range c.copies {
		if w.owner != pl {
			cw = append(cw, w)
		}
	}
	var ns []nip
	for _, n := range r.notInplace {
		if n.owner != pl {
			ns = append(ns, n)
		}
	}
	c.extra, c.copies, r.notInplace = ex, cw, ns
}

// forbidden reports a not-in-place-safe pair between two classes (with
// planned, only the pairs of copies count too).
func (r *reuse) forbidden(a, b int, planned bool) bool {
	for _, pr := range r.notInplace {
		if pr.owner != nil && !planned {
			continue
		}
		pa, pb := r.find(pr.a.idx), r.find(pr.b.idx)
		if pa == a && pb == b || pa == b && pb == a {
			return true
		}
	}
	return false
}

// validate checks the guarantee every sharing decision relies on: in each
// class no write lands on a value still needed (an internal invariant; a
// breach is a bug of this pass).
func (r *reuse) validate() error {
	mem := r.members()
	for _, rv := range r.vars {
		root := r.find(rv.idx)
		if rv.idx != root {
			continue
		}
		if h := r.hazardIn(root, mem[root]); h != nil {
			what := "a value it holds"
			if h.on != nil {
				what = "'" + h.on.v.Name + "'"
			}
			return fmt.Errorf("internal error: a write at '%s' lands on %s while it is still live", h.w.at.v.Name, what)
		}
	}
	return nil
}

// location returns the offset of a member in its class frame.
func (r *reuse) location(rv *rvar) (int64, bool) {
	c := r.cls[r.find(rv.idx)]
	off, ok := memConst(rv.mr.Offset)
	if !ok {
		return 0, false
	}
	return c.frame[rv.mr.Base] + off, true
}

// unionBase merges the classes of a and b, which hold the same original
// allocation, so that allocation sits at one offset of the merged frame.
func (r *reuse) unionBase(a, b *rvar) bool {
	ra, rb := r.find(a.idx), r.find(b.idx)
	if ra == rb {
		return r.cls[ra].frame[a.mr.Base] == r.cls[ra].frame[b.mr.Base]
	}
	return r.merge(ra, rb, r.cls[ra].frame[a.mr.Base]-r.cls[rb].frame[b.mr.Base])
}

// unionAt merges the classes of x and y so that x and y land at the same
// offset. It fails when their offsets are not comparable or the frames
// cannot be aligned.
func (r *reuse) unionAt(x, y *rvar) bool {
	ra, rb := r.find(x.idx), r.find(y.idx)
	if x.mr.Base == y.mr.Base && r.sameOffset(x.mr, y.mr) {
		if ra == rb {
			return r.cls[ra].frame[x.mr.Base] == r.cls[ra].frame[y.mr.Base]
		}
		return r.merge(ra, rb, r.cls[ra].frame[x.mr.Base]-r.cls[rb].frame[y.mr.Base])
	}
	lx, ok1 := r.location(x)
	ly, ok2 := r.location(y)
	if !ok1 || !ok2 {
		return false
	}
	if ra == rb {
		return lx == ly
	}
	return r.merge(ra, rb, lx-ly)
}

// merge makes rb part of ra, shifting rb's frame by shift. It fails when
// an allocation both hold would land at two offsets.
func (r *reuse) merge(ra, rb int, shift int64) bool {
	ca, cb := r.cls[ra], r.cls[rb]
	for base, d := range cb.frame {
		if da, ok := ca.frame[base]; ok && da != d+shift {
			return false
		}
	}
	merged := map[*ir.Var]int64{}
	for base, d := range ca.frame {
		merged[base] = d
	}
	for base, d := range cb.frame {
		merged[base] = d + shift
	}
	// Keep every allocation at a non-negative offset.
	low := int64(0)
	for _, d := range merged {
		low = min(low, d)
	}
	if low < 0 {
		for base := range merged {
			merged[base] -= low
		}
	}
	cb.parent = ra
	ca.frame = merged
	ca.extra = append(append([]held(nil), ca.extra...), cb.extra...)
	ca.copies = append(append([]bufWrite(nil), ca.copies...), cb.copies...)
	cb.frame, cb.extra, cb.copies = nil, nil, nil
	return true
}

func (r *reuse) sameOffset(a, b *ir.MemRef) bool {
	if a.Offset == b.Offset {
		return true
	}
	x, ok1 := memConst(a.Offset)
	y, ok2 := memConst(b.Offset)
	return ok1 && ok2 && x == y
}

// members lists the variables of each class root.
func (r *reuse) members() map[int][]*rvar {
	m := map[int][]*rvar{}
	for _, rv := range r.vars {
		root := r.find(rv.idx)
		m[root] = append(m[root], rv)
	}
	return m
}

// membersOf is members restricted to the classes a and b, all conflict
// reads: one walk over the variables, no map of every class.
func (r *reuse) membersOf(a, b int) map[int][]*rvar {
	m := map[int][]*rvar{}
	for _, rv := range r.vars {
		if root := r.find(rv.idx); root == a || root == b {
			m[root] = append(m[root], rv)
		}
	}
	return m
}

// conflict reports whether two classes (roots) may not share a buffer:
// a live-range overlap or a not-in-place-safe pair between them.
func (r *reuse) conflict(a, b int, mem map[int][]*rvar) bool {
	if a == b {
		return false
	}
	spans := func(root, other int) []span {
		var out []span
		for _, rv := range mem[root] {
			out = append(out, rv.live)
		}
		for _, h := range r.cls[root].extra {
			if h.init != nil && r.find(h.init.idx) == other {
				continue
			}
			out = append(out, h.s)
		}
		return out
	}
	sa, sb := spans(a, b), spans(b, a)
	for _, x := range sa {
		for _, y := range sb {
			if x.overlaps(y) {
				return true
			}
		}
	}
	return r.forbidden(a, b, true)
}

// coalesce merges the class of y into the class of x (anchored so x and y
// coincide) when they share a memory space and do not conflict.
func (r *reuse) coalesce(x, y *rvar) bool {
	if x.space != y.space {
		return false
	}
	a, b := r.find(x.idx), r.find(y.idx)
	if a == b {
		return true
	}
	if r.conflict(a, b, r.membersOf(a, b)) {
		return false
	}
	return r.unionAt(x, y)
}

// ---- phis ----

func (r *reuse) phis() {
	// Every phi's buffer holds its incoming values at fixed places (a
	// carry's next value from the yield to the exit, an if phi's value at
	// each branch's yield), whatever is coalesced with what. They are all
	// recorded before any coalescing, so that an outer phi that would take
	// an inner phi's buffer sees those ranges as conflicts: a copy into the
	// inner phi's buffer then never lands on a value the outer phi brought
	// in while that value is still live.
	r.walkPhis(r.fn.Body, func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.ForStmt:
			r.loopHeld(s, s.IterArgs, s.Body, s.ReturnVars)
		case *ir.WhileStmt:
			r.loopHeld(s, s.IterArgs, s.Body, s.ReturnVars)
		case *ir.IfStmt:
			r.ifHeld(s)
		}
	})
	r.walkPhis(r.fn.Body, func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.ForStmt:
			r.loopPhis(s, s.IterArgs, s.Body, s.ReturnVars)
		case *ir.WhileStmt:
			r.loopPhis(s, s.IterArgs, s.Body, s.ReturnVars)
		case *ir.IfStmt:
			r.ifPhis(s)
		}
	})
}

// loopYieldValue is the tile a loop's trailing yield passes to carry i
// (nil: none or not a tile).
func loopYieldValue(y *ir.YieldStmt, i int) ir.Expr {
	if y != nil && i < len(y.Values) && memTile(y.Values[i]) != nil {
		return y.Values[i]
	}
	return nil
}

// backEdge is the range over which a loop's carry buffer holds the next
// value: from the yield to the loop exit.
func (li *loopInfo) backEdge() span {
	var back span
	for o := 0; o < 2; o++ {
		back.lo[o], back.hi[o] = 2*li.yield[o]+1, 2*li.exit[o]+1
	}
	return back
}

// loopHeld records that each carry buffer holds the next value from the
// yield to the exit.
func (r *reuse) loopHeld(s ir.Stmt, ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
	li := r.loops[s]
	y := ir.TrailingYield(body, nil)
	for i, ia := range ias {
		c := r.byV[&ia.Var]
		if c == nil || i >= len(rvs) {
			continue
		}
		root := r.find(c.idx)
		r.cls[root].extra = append(r.cls[root].extra, held{s: li.backEdge(), val: r.incomingVal(loopYieldValue(y, i)), at: c},
			held{s: li.entryCopy(), val: r.incomingVal(ia.Init), at: c, init: r.byV[ir.VarOf(ia.Init)]})
	}
}

// entryCopy is the range over which a loop's carry buffer receives and
// holds its initial value at the loop entry (where a copy of it would be
// made).
func (li *loopInfo) entryCopy() span {
	var cp span
	for o := 0; o < 2; o++ {
		cp.lo[o], cp.hi[o] = 2*li.entry[o]-1, 2*li.entry[o]+1
	}
	return cp
}

func (r *reuse) loopPhis(s ir.Stmt, ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
	li := r.loops[s]
	y := ir.TrailingYield(body, nil)
	for i, ia := range ias {
		c := r.byV[&ia.Var]
		if c == nil || i >= len(rvs) {
			continue
		}
		fix := &carryFix{anchor: c}
		r.fixes[rvs[i]] = fix
		root := r.find(c.idx)
		yv := loopYieldValue(y, i)
		yval := r.incomingVal(yv)
		back := li.backEdge()
		if in := r.byV[ir.VarOf(ia.Init)]; in == nil || !r.coalesce(c, in) {
			fix.copyInit = true
			pl := r.plan(copyInit, fix, c, in, r.incomingVal(ia.Init))
			cp := li.entryCopy()
			root = r.find(c.idx)
			r.cls[root].extra = append(r.cls[root].extra, held{s: cp, val: pl.val, at: c, owner: pl})
			r.cls[root].copies = append(r.cls[root].copies, bufWrite{pt: cp.lo, val: pl.val, at: c, owner: pl})
		}
		if yv == nil {
			continue
		}
		if v := r.byV[ir.VarOf(yv)]; v == nil || !r.coalesce(c, v) {
			fix.move = true
			pl := r.plan(copyYield, fix, c, v, yval)
			root = r.find(c.idx)
			r.cls[root].copies = append(r.cls[root].copies, bufWrite{pt: back.lo, val: yval, at: c, owner: pl})
		}
	}
}

// plan records a copy of src (nil: untracked) into dst's buffer; a
// tracked source may not share bytes with the destination.
func (r *reuse) plan(kind copyKind, fix *carryFix, dst, src *rvar, val int) *copyPlan {
	pl := &copyPlan{kind: kind, fix: fix, dst: dst, src: src, val: val}
	r.plans = append(r.plans, pl)
	if src != nil {
		r.notInplace = append(r.notInplace, nip{a: dst, b: src, owner: pl})
	}
	return pl
}

// yieldPoints are the points at which an if phi's buffer receives the
// then and the else value.
func (info *ifInfo) yieldPoints() [2]span {
	var pts [2]span
	for k, yp := range [][2]int{info.thenYield, info.elseYield} {
		for o := 0; o < 2; o++ {
			pts[k].lo[o], pts[k].hi[o] = 2*yp[o]+1, 2*yp[o]+1
		}
	}
	return pts
}

// ifBranchValues are the tiles an if's branches yield to return var i
// (nil: none or not a tile).
func ifBranchValues(s *ir.IfStmt, i int) (then, els ir.Expr) {
	value := func(y *ir.YieldStmt) ir.Expr {
		if y == nil || i >= len(y.Values) || memTile(y.Values[i]) == nil {
			return nil
		}
		return y.Values[i]
	}
	return value(ir.TrailingYield(s.Then, nil)), value(ir.TrailingYield(s.Else, nil))
}

// ifHeld records that each phi buffer holds the branch's value at each
// branch's yield.
func (r *reuse) ifHeld(s *ir.IfStmt) {
	pts := r.ifs[s].yieldPoints()
	for i, rvv := range s.ReturnVars {
		p := r.byV[rvv]
		if p == nil {
			continue
		}
		tv, ev := ifBranchValues(s, i)
		root := r.find(p.idx)
		r.cls[root].extra = append(r.cls[root].extra, held{s: pts[0], val: r.incomingVal(tv), at: p}, held{s: pts[1], val: r.incomingVal(ev), at: p})
	}
}

// ifPhis gives each if return var a class anchor and, per branch, either
// coalesces the branch's yield value with it or plans a move into its
// buffer. A branch value without a MemRef (a cross-core pop, whose slot
// InitMemRef gives no buffer) is never moved: PyPTO's YieldFixupMutator
// takes an if's yields only through GetTileTypeWithMemRef, passes over a
// position whose branches yield none (memory_reuse_pass.cpp:2758-2760)
// and moves only an else value that has one (:2768-2775). ExpandMixedKernel
// leaves such a phi on the cube side (an if that yields a vector value
// whose move to the cube became a tpop, as in 5ba1ba1503b9): a Mat -> Vec
// tile.move there would run on pipe V, which a cube core lacks, where the
// pinned PyPTO's .pto has empty branches.
func (r *reuse) ifPhis(s *ir.IfStmt) {
	pts := r.ifs[s].yieldPoints()
	for i, rvv := range s.ReturnVars {
		p := r.byV[rvv]
		if p == nil {
			continue
		}
		fix := &carryFix{anchor: p}
		r.fixes[rvv] = fix
		tv, ev := ifBranchValues(s, i)
		tval, eval := r.incomingVal(tv), r.incomingVal(ev)
		branch := func(yv ir.Expr, kind copyKind, val int, pt span) bool {
			if yv == nil || memRefOf(yv.Type()) == nil {
				return false
			}
			v := r.byV[ir.VarOf(yv)]
			if v != nil && r.coalesce(p, v) {
				return false
			}
			pl := r.plan(kind, fix, p, v, val)
			root := r.find(p.idx)
			r.cls[root].copies = append(r.cls[root].copies, bufWrite{pt: pt.lo, val: val, at: p, owner: pl})
			return true
		}
		fix.moveThen = branch(tv, copyThen, tval, pts[0])
		fix.moveElse = branch(ev, copyElse, eval, pts[1])
	}
}
