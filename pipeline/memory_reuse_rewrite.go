package pipeline

import (
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// MemoryReuse: placing the classes in buffers and rewriting the program.

// ---- placement ----

// extent is the size of a class's frame: every original allocation it
// holds (at its offset) and every member.
func (r *reuse) extent(root int, mem map[int][]*rvar) int64 {
	c := r.cls[root]
	var n int64
	for base, d := range c.frame {
		if sz, ok := r.allocSize[base]; ok && d+sz > n {
			n = d + sz
		}
	}
	for _, rv := range mem[root] {
		if loc, ok := r.location(rv); ok && loc+rv.mr.Size > n {
			n = loc + rv.mr.Size
		}
	}
	return n
}

func (r *reuse) place() {
	r.representatives()
	mem := r.members()
	var roots []int
	first := map[int]*rvar{}
	for _, rv := range r.vars {
		root := r.find(rv.idx)
		f := first[root]
		if f == nil {
			roots = append(roots, root)
			first[root] = rv
			continue
		}
		if rv.live.lo[0] < f.live.lo[0] {
			first[root] = rv
		}
	}
	// First-fit decreasing, as PyPTO's packer (IdentifyReuseOpportunities,
	// memory_reuse_pass.cpp:2175-2219): largest first, ties by definition.
	size := map[int]int64{}
	for _, root := range roots {
		size[root] = r.extent(root, mem)
	}
	sort.SliceStable(roots, func(i, j int) bool {
		if size[roots[i]] != size[roots[j]] {
			return size[roots[i]] > size[roots[j]]
		}
		a, b := first[roots[i]], first[roots[j]]
		if a.live.lo[0] != b.live.lo[0] {
			return a.live.lo[0] < b.live.lo[0]
		}
		return a.idx < b.idx
	})
	for _, root := range roots {
		space, size := first[root].space, size[root]
		placed := false
		for bi, b := range r.bufs {
			if b.space != space || b.size < size {
				continue
			}
			ok := true
			for _, other := range b.classes {
				if r.conflict(root, other, mem) {
					ok = false
					break
				}
			}
			if ok {
				b.classes = append(b.classes, root)
				r.cls[root].buf = bi
				placed = true
				break
			}
		}
		if !placed {
			r.cls[root].buf = len(r.bufs)
			r.bufs = append(r.bufs, &buffer{space: space, size: size, classes: []int{root}})
		}
	}
	// Allocation variables: a buffer keeps an original base of its first
	// class (the one at frame offset 0 first), else gets a fresh one.
	taken := map[*ir.Var]bool{}
	for _, b := range r.bufs {
		root := b.classes[0]
		var cands []*ir.Var
		for _, rv := range mem[root] {
			if r.cls[root].frame[rv.mr.Base] == 0 {
				cands = append(cands, rv.mr.Base)
			}
		}
		for _, rv := range mem[root] {
			cands = append(cands, rv.mr.Base)
		}
		for _, c := range cands {
			if !taken[c] {
				if _, declared := r.allocSize[c]; declared {
					b.base = c
					break
				}
			}
		}
		if b.base == nil {
			b.base = r.freshBase(b.space, b.size)
			b.fresh = true
		}
		taken[b.base] = true
		if rep := r.rep[b.base]; rep != nil && !b.fresh && r.cls[root].frame[b.base] == 0 {
			b.rep = rep.mr
		}
	}
}

// representatives finds each original base's first assigned variable.
func (r *reuse) representatives() {
	r.rep = map[*ir.Var]*rvar{}
	r.walkAssigns(r.fn.Body, func(a *ir.AssignStmt) {
		if rv := r.byV[a.Var]; rv != nil && r.rep[rv.mr.Base] == nil {
			r.rep[rv.mr.Base] = rv
		}
	})
}

func (r *reuse) freshBase(space ir.MemorySpace, size int64) *ir.Var {
	v := &ir.Var{Name: memBaseName(space, r.nextID), T: ir.Ptr()}
	r.nextID++
	r.extra = append(r.extra, v)
	r.xsize[v], r.xsp[v] = size, space
	return v
}

// newMemRef is the final MemRef of a member.
func (r *reuse) newMemRef(rv *rvar) *ir.MemRef {
	root := r.find(rv.idx)
	byRoot := r.loc[rv.mr]
	if byRoot == nil {
		byRoot = map[int]*ir.MemRef{}
		r.loc[rv.mr] = byRoot
	}
	c := r.cls[root]
	b := r.bufs[c.buf]
	// A base's representative packed into an earlier class's buffer takes
	// that buffer's representative MemRef whole, its size included
	// (ApplyMemRefSharing, memory_reuse_pass.cpp:2436-2467, 2492-2496).
	if root != b.classes[0] && b.rep != nil && r.rep[rv.mr.Base] == rv && c.frame[rv.mr.Base] == 0 {
		if k, ok := memConst(rv.mr.Offset); ok && k == 0 {
			return b.rep
		}
	}
	if m := byRoot[root]; m != nil {
		return m
	}
	off := memAdd(ir.ConstI(c.frame[rv.mr.Base]), rv.mr.Offset)
	m := &ir.MemRef{Base: b.base, Offset: off, Size: rv.mr.Size, Slots: rv.mr.Slots, SlotIndex: rv.mr.SlotIndex}
	if m.Base == rv.mr.Base && r.sameOffset(m, rv.mr) && m.Offset == rv.mr.Offset {
		m = rv.mr
	}
	byRoot[root] = m
	return m
}

// ---- rewrite ----

func (r *reuse) rewrite() *ir.Function {
	m := &ir.Mutator{}
	m.Def = func(v *ir.Var) *ir.Var {
		orig := v
		if o, ok := r.back[v]; ok {
			orig = o
		}
		rv := r.byV[orig]
		if rv == nil {
			return v
		}
		nv := &ir.Var{Name: v.Name, T: memWithRef(v.T, r.newMemRef(rv)), Pos: v.Pos}
		r.back[nv] = orig
		return nv
	}
	m.Stmt = func(s ir.Stmt) ir.Stmt { return r.fixStmt(m, s) }
	nf := m.Function(r.fn)
	body := r.allocs(nf.Body)
	c := *nf
	c.Body = body
	return &c
}

// orig maps a rewritten return var back to the input's.
func (r *reuse) orig(v *ir.Var) *ir.Var {
	if o, ok := r.back[v]; ok {
		return o
	}
	return v
}

func (r *reuse) fixStmt(m *ir.Mutator, s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if pl := r.inPlace[r.orig(s.Var)]; pl != nil {
			return r.copyBeforeInPlace(memSyncAssign(s).(*ir.AssignStmt), pl)
		}
		return memSyncAssign(s)
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			if _, nested := c.(*ir.SeqStmts); nested {
				return ir.Seq(s.Pos, s.Stmts...)
			}
		}
		return s
	case *ir.ForStmt:
		pre, body := r.fixLoop(s.IterArgs, s.Body, s.ReturnVars)
		if body != s.Body {
			c := *s
			c.Body = body
			s = &c
		}
		if len(pre) > 0 {
			return ir.Seq(s.Pos, append(pre, s)...)
		}
		return s
	case *ir.WhileStmt:
		pre, body := r.fixLoop(s.IterArgs, s.Body, s.ReturnVars)
		if body != s.Body {
			c := *s
			c.Body = body
			s = &c
		}
		if len(pre) > 0 {
			return ir.Seq(s.Pos, append(pre, s)...)
		}
		return s
	case *ir.IfStmt:
		var thenMoves, elseMoves []yieldMove
		for i, rv := range s.ReturnVars {
			fix := r.fixes[r.orig(rv)]
			if fix == nil {
				continue
			}
			dst := memRefOf(rv.T)
			if fix.moveThen {
				thenMoves = append(thenMoves, yieldMove{idx: i, dst: dst, space: fix.anchor.space})
			}
			if fix.moveElse {
				elseMoves = append(elseMoves, yieldMove{idx: i, dst: dst, space: fix.anchor.space})
			}
		}
		if len(thenMoves) == 0 && len(elseMoves) == 0 {
			return s
		}
		c := *s
		c.Then = r.moveBeforeYield(c.Then, thenMoves)
		if c.Else != nil {
			c.Else = r.moveBeforeYield(c.Else, elseMoves)
		}
		return &c
	}
	return s
}

// copyBeforeInPlace gives an in-place op a copy of its input to update:
// `x_cp = tile.move(x)` into the result's buffer just before the op,
// which then reads x_cp instead of x.
func (r *reuse) copyBeforeInPlace(a *ir.AssignStmt, pl *copyPlan) ir.Stmt {
	c, ok := a.Value.(*ir.Call)
	if !ok || pl.arg >= len(c.Args) {
		r.fail("%s: cannot copy the input of the in-place op defining '%s'", a.Pos, a.Var.Name)
		return a
	}
	src := c.Args[pl.arg]
	cv, st := r.moveStmt(src, memRefOf(a.Var.T), pl.dst.space, valueName(src)+"_cp")
	if cv == nil {
		return a
	}
	nc := *c
	nc.Args = append([]ir.Expr(nil), c.Args...)
	nc.Args[pl.arg] = cv
	return ir.Seq(a.Pos, st, &ir.AssignStmt{Var: a.Var, Value: &nc, Pos: a.Pos})
}

// yieldMove is one copy of yield value idx into the buffer dst.
type yieldMove struct {
	idx   int
	dst   *ir.MemRef
	space ir.MemorySpace
}

// fixLoop inserts the carry copies of a loop: init copies before it
// (returned) and yield copies before its trailing yield (in the returned
// body). The iter args were created by this pass's mutator, so their
// initial values are set in place.
func (r *reuse) fixLoop(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) ([]ir.Stmt, ir.Stmt) {
	var pre []ir.Stmt
	var moves []yieldMove
	for i, rv := range rvs {
		fix := r.fixes[r.orig(rv)]
		if fix == nil || i >= len(ias) {
			continue
		}
		ia := ias[i]
		dst := memRefOf(ia.T)
		if fix.copyInit {
			cv, st := r.moveStmt(ia.Init, dst, fix.anchor.space, ia.Name+"_init")
			if cv != nil {
				pre = append(pre, st)
				ia.Init = cv // ia was built by this pass's mutator
			}
		}
		if fix.move {
			moves = append(moves, yieldMove{idx: i, dst: dst, space: fix.anchor.space})
		}
	}
	if len(moves) > 0 {
		body = r.moveBeforeYield(body, moves)
	}
	return pre, body
}

// moveStmt builds `name = tile.move(src, target_memory=space)` typed with
// the MemRef dst (blayout / slayout kwargs keep src's layout when the
// move alone would change it).
func (r *reuse) moveStmt(src ir.Expr, dst *ir.MemRef, space ir.MemorySpace, name string) (*ir.Var, ir.Stmt) {
	st := memTile(src)
	if st == nil {
		r.fail("cannot copy a non-tile value into a carry buffer")
		return nil, nil
	}
	// Only the vector core copies within a buffer (a same-space tile.move
	// runs on the V pipe); the cube core has no V pipe and no other path
	// copies L1, L0A/B or L0C onto itself, so a cube-side carry cannot be
	// given a buffer of its own.
	if st.Space == space && space != ir.Vec {
		r.fail("'%s' must be copied into its carry buffer, but no data path copies %s to %s (a same-space move runs on the vector core)", ir.PrintExpr(src), space, space)
		return nil, nil
	}
	c, err := memCopyCall(src, space)
	if err != nil {
		r.fail("copying '%s' into its carry buffer: %v", ir.PrintExpr(src), err)
		return nil, nil
	}
	t := memWithRef(c.T, dst)
	v := &ir.Var{Name: name, T: t, Pos: src.Span()}
	cc := *c
	cc.T = t
	return v, &ir.AssignStmt{Var: v, Value: &cc, Pos: src.Span()}
}

// moveBeforeYield copies yield values into their phi / carry buffers just
// before the trailing yield of body and yields the copies. Copies are
// ordered so that none overwrites the source of a later one; a cycle is
// broken through a scratch buffer.
func (r *reuse) moveBeforeYield(body ir.Stmt, moves []yieldMove) ir.Stmt {
	if len(moves) == 0 {
		return body
	}
	ss := ir.Stmts(body)
	y, _ := ss[len(ss)-1].(*ir.YieldStmt)
	if y == nil {
		return body
	}
	vals := append([]ir.Expr(nil), y.Values...)
	var out []ir.Stmt
	pending := append([]yieldMove(nil), moves...)
	for len(pending) > 0 {
		progressed := false
		for k := 0; k < len(pending); k++ {
			mv := pending[k]
			blocked := false
			for j, other := range pending {
				if j != k && memRangesMayOverlap(mv.dst, memRefOf(vals[other.idx].Type())) {
					blocked = true
					break
				}
			}
			if blocked {
				continue
			}
			src := vals[mv.idx]
			v, st := r.moveStmt(src, mv.dst, mv.space, valueName(src)+"_mv")
			if v == nil {
				return body
			}
			out = append(out, st)
			vals[mv.idx] = v
			pending = append(pending[:k], pending[k+1:]...)
			progressed = true
			break
		}
		if progressed {
			continue
		}
		// A cycle: park a source another copy would overwrite in a
		// scratch buffer.
		mv := pending[0]
	search:
		for _, cand := range pending {
			for _, other := range pending {
				if other.idx != cand.idx && memRangesMayOverlap(other.dst, memRefOf(vals[cand.idx].Type())) {
					mv = cand
					break search
				}
			}
		}
		src := vals[mv.idx]
		smr := memRefOf(src.Type())
		if smr == nil {
			r.fail("cannot order the carry copies before the yield at %s", y.Pos)
			return body
		}
		size := smr.Size
		base := r.freshBase(mv.space, size)
		scratch := &ir.MemRef{Base: base, Offset: ir.ConstI(0), Size: size}
		v, st := r.moveStmt(src, scratch, mv.space, valueName(src)+"_tmp")
		if v == nil {
			return body
		}
		out = append(out, st)
		vals[mv.idx] = v
	}
	out = append(out, &ir.YieldStmt{Values: vals, Pos: y.Pos})
	return ir.Seq(body.Span(), append(append([]ir.Stmt(nil), ss[:len(ss)-1]...), out...)...)
}

// valueName names a copy after the value it copies.
func valueName(e ir.Expr) string {
	if v := ir.VarOf(e); v != nil {
		return v.Name
	}
	return "yield"
}

// memRangesMayOverlap reports whether two MemRefs may share bytes (same
// allocation, overlapping or unknown ranges).
func memRangesMayOverlap(a, b *ir.MemRef) bool {
	if a == nil || b == nil || a.Base != b.Base {
		return false
	}
	x, ok1 := memConst(a.Offset)
	y, ok2 := memConst(b.Offset)
	if !ok1 || !ok2 {
		return true
	}
	return x < y+b.Size && y < x+a.Size
}

// allocs drops the tile.alloc statements of allocations no longer used,
// resizes kept ones to their buffer and declares fresh ones after the
// last kept declaration.
func (r *reuse) allocs(body ir.Stmt) ir.Stmt {
	size := map[*ir.Var]int64{}
	space := map[*ir.Var]ir.MemorySpace{}
	for _, b := range r.bufs {
		size[b.base], space[b.base] = b.size, b.space
	}
	for v, n := range r.xsize {
		size[v], space[v] = n, r.xsp[v]
	}
	ss := ir.Stmts(body)
	var out []ir.Stmt
	last := -1
	for _, s := range ss {
		base, c := memAllocOf(s)
		if base == nil {
			out = append(out, s)
			continue
		}
		n, used := size[base]
		_, tracked := r.allocSize[base]
		if !used && tracked {
			continue
		}
		if used {
			if old, ok := memConst(c.Args[1]); !ok || old != n {
				s = &ir.AssignStmt{Var: base, Value: memAllocCall(space[base], n), Pos: s.Span()}
			}
			delete(size, base)
		}
		out = append(out, s)
		last = len(out) - 1
	}
	var fresh []ir.Stmt
	for _, b := range r.bufs {
		if _, pending := size[b.base]; pending && b.fresh {
			fresh = append(fresh, &ir.AssignStmt{Var: b.base, Value: memAllocCall(b.space, b.size)})
			delete(size, b.base)
		}
	}
	for _, v := range r.extra {
		if _, pending := size[v]; pending {
			fresh = append(fresh, &ir.AssignStmt{Var: v, Value: memAllocCall(r.xsp[v], r.xsize[v])})
			delete(size, v)
		}
	}
	if len(fresh) > 0 {
		at := last + 1
		out = append(out[:at], append(fresh, out[at:]...)...)
	}
	return ir.Seq(body.Span(), out...)
}

// ---- walks ----

func (r *reuse) walkAssigns(s ir.Stmt, fn func(*ir.AssignStmt)) {
	ir.Walk(s, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			fn(a)
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
}

func (r *reuse) walkLoops(s ir.Stmt, fn func(s ir.Stmt, ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var)) {
	ir.Walk(s, func(n ir.Node) bool {
		switch l := n.(type) {
		case *ir.ForStmt:
			fn(l, l.IterArgs, l.Body, l.ReturnVars)
		case *ir.WhileStmt:
			fn(l, l.IterArgs, l.Body, l.ReturnVars)
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
}

func (r *reuse) walkIfs(s ir.Stmt, fn func(*ir.IfStmt)) {
	ir.Walk(s, func(n ir.Node) bool {
		if i, ok := n.(*ir.IfStmt); ok {
			fn(i)
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
}

// walkPhis visits loops and ifs in pre-order (outer structures first).
func (r *reuse) walkPhis(s ir.Stmt, fn func(ir.Stmt)) {
	ir.Walk(s, func(n ir.Node) bool {
		switch n.(type) {
		case *ir.ForStmt, *ir.WhileStmt, *ir.IfStmt:
			fn(n.(ir.Stmt))
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
}
