package pipeline

import (
	"fmt"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// MemoryReuse lets on-chip buffers whose values are never live at the same
// time share one allocation, and reconciles the buffers of loop carries and
// if phis (PyPTO's MemoryReuse with its YieldFixup).
//
// The unit of placement is a class: the variables that must share a buffer
// because InitMemRef tied them through a zero-copy view, a reuse-input op
// (matmul_acc, tile.write) or an alias, plus a loop carry's iter arg and its
// return var. Each class keeps its members' relative offsets (its frame).
//
// Liveness: statements are numbered twice, once with every if's then
// branch first and once with the else branch first; a statement reads its
// operands at 2p and writes its result at 2p+1, so a value whose last read
// is the statement defining another does not overlap it (producer-consumer
// reuse). A read inside a loop of a value defined before the loop keeps it
// live to the loop's exit. Two values conflict when their live ranges
// overlap in both numberings (sibling branches never do). A loop carry's
// buffer is also live from the yield to the loop exit (the back edge), an
// if phi's buffer at each branch's yield, and a phi's reads after the
// statement keep its buffer live (unless FaultReuseIgnoresPhiLiveness).
//
// Phis (YieldFixup): a carry's class absorbs its initial value's class and
// its yield value's class when they do not conflict (and their frames
// align); otherwise a tile.move copies the initial value into the carry
// buffer before the loop, or the yield value into it before the yield. An
// if return var's class absorbs each branch's yield value the same way or
// gets a move in that branch. Several moves at one yield are ordered so
// none overwrites another's source (a cycle goes through a scratch buffer).
//
// Reuse: classes are placed in order of definition into the first earlier
// buffer of the same memory space and identical size class (allocation
// bytes) whose classes none conflicts with it; an op that is not in-place
// safe (OpDef.NotInplaceSafe: its output may not share with any input)
// keeps its output out of its inputs' buffers (tile.move too, unless
// FaultMoveInplaceSafe). A buffer keeps the allocation variable of its
// first class; tile.alloc statements of allocations no longer used are
// removed, and new buffers (copies that could not join, scratch) get
// mem_<space>_<n> with n above every existing counter.
var MemoryReuse = &Pass{
	Name:     "MemoryReuse",
	Doc:      "share buffers of values that are never live at once and reconcile loop-carry and if-phi buffers",
	Required: set(pSIO, pITO, pHMR, pT2D, pNSS),
	Produced: set(pNSS),
	Run:      runMemoryReuse,
}

func runMemoryReuse(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	for i, f := range p.Funcs {
		if f.Body == nil {
			out.Funcs[i] = f
			continue
		}
		nf, err := newReuse(ctx, f).run()
		if err != nil {
			return nil, fmt.Errorf("function '%s': %w", f.Name, err)
		}
		out.Funcs[i] = nf
	}
	return &out, nil
}

// ---- data ----

// span is a live range in both statement numberings: [lo, hi] per order.
type span struct{ lo, hi [2]int }

func (a span) overlaps(b span) bool {
	for o := 0; o < 2; o++ {
		if a.hi[o] < b.lo[o] || b.hi[o] < a.lo[o] {
			return false
		}
	}
	return true
}

// rvar is one tracked variable: an on-chip tile with a MemRef.
type rvar struct {
	v     *ir.Var
	mr    *ir.MemRef
	space ir.MemorySpace
	idx   int  // definition order
	live  span // its value's live range
	phi   bool // a return var (its reads are phi reads)
}

// class is a union-find node; the root holds the class data.
type class struct {
	parent int
	frame  map[*ir.Var]int64 // original base -> offset of that base in the class frame
	extra  []span            // live ranges of the buffer not owned by a member
	buf    int               // buffer index, -1 until placed
}

// loopInfo is what liveness learned about a loop.
type loopInfo struct {
	entry, exit, yield [2]int // points
}

// ifInfo records the yield points of an if's branches.
type ifInfo struct {
	thenYield, elseYield [2]int
}

// carryFix is the decision for one loop carry or if phi.
type carryFix struct {
	copyInit bool  // loops: copy the initial value into the carry buffer before the loop
	move     bool  // loops: copy the yield value into the carry buffer before the yield
	moveThen bool  // ifs: copy the then-branch value into the phi buffer
	moveElse bool  // ifs: copy the else-branch value into the phi buffer
	anchor   *rvar // the member whose location the carry (phi) value takes
}

type buffer struct {
	space   ir.MemorySpace
	size    int64
	classes []int
	base    *ir.Var
	fresh   bool // base created by this pass
}

type reuse struct {
	ctx  *Context
	fn   *ir.Function
	vars []*rvar
	byV  map[*ir.Var]*rvar
	cls  []*class // union-find nodes, parallel to vars
	// allocSize is each original base's tile.alloc size.
	allocSize map[*ir.Var]int64
	loops     map[ir.Stmt]*loopInfo
	ifs       map[ir.Stmt]*ifInfo
	// notInplace lists (output, input) variable pairs that may not share a buffer.
	notInplace [][2]*rvar
	fixes      map[*ir.Var]*carryFix // keyed by the original return var
	bufs       []*buffer
	nextID     int
	// rewrite state
	loc   map[*ir.MemRef]map[int]*ir.MemRef // old MemRef -> class root -> new MemRef
	back  map[*ir.Var]*ir.Var               // new defined var -> original
	extra []*ir.Var                         // allocation bases this pass creates (new buffers, scratch)
	xsize map[*ir.Var]int64
	xsp   map[*ir.Var]ir.MemorySpace
	// yieldPts is each yield statement's point per numbering.
	yieldPts map[*ir.YieldStmt]*[2]int
	err      error
}

func newReuse(ctx *Context, f *ir.Function) *reuse {
	return &reuse{ctx: ctx, fn: f, byV: map[*ir.Var]*rvar{}, allocSize: map[*ir.Var]int64{},
		loops: map[ir.Stmt]*loopInfo{}, ifs: map[ir.Stmt]*ifInfo{}, fixes: map[*ir.Var]*carryFix{},
		loc: map[*ir.MemRef]map[int]*ir.MemRef{}, back: map[*ir.Var]*ir.Var{},
		xsize: map[*ir.Var]int64{}, xsp: map[*ir.Var]ir.MemorySpace{}}
}

func (r *reuse) fail(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf(format, args...)
	}
}

func (r *reuse) run() (*ir.Function, error) {
	r.collect()
	if len(r.vars) == 0 {
		return r.fn, nil
	}
	r.liveness()
	r.classes()
	r.phis()
	if r.err != nil {
		return nil, r.err
	}
	r.place()
	nf := r.rewrite()
	if r.err != nil {
		return nil, r.err
	}
	return nf, nil
}

// ---- collection ----

func (r *reuse) collect() {
	ir.DefSites(r.fn, func(v *ir.Var) {
		tt, ok := v.T.(*ir.TileType)
		if !ok || tt.MemRef == nil || tt.MemRef.Base == nil || !memOnChip(tt.Space) || r.byV[v] != nil {
			return
		}
		rv := &rvar{v: v, mr: tt.MemRef, space: tt.Space, idx: len(r.vars)}
		r.vars = append(r.vars, rv)
		r.byV[v] = rv
	})
	// A carry whose initial value owns no buffer (a cross-core pop) has an
	// iter arg without a MemRef: it lives where its return var lives, and
	// the initial value is copied there before the loop.
	r.walkLoops(r.fn.Body, func(_ ir.Stmt, ias []*ir.IterArg, _ ir.Stmt, rvs []*ir.Var) {
		for i, ia := range ias {
			tt, ok := ia.T.(*ir.TileType)
			if !ok || tt.MemRef != nil || i >= len(rvs) || r.byV[&ia.Var] != nil {
				continue
			}
			if rv := r.byV[rvs[i]]; rv != nil && rv.space == tt.Space {
				x := &rvar{v: &ia.Var, mr: rv.mr, space: rv.space, idx: len(r.vars)}
				r.vars = append(r.vars, x)
				r.byV[&ia.Var] = x
			}
		}
	})
	// Return vars are phis: their reads are what #1832 forgets.
	r.walkLoops(r.fn.Body, func(_ ir.Stmt, _ []*ir.IterArg, _ ir.Stmt, rvs []*ir.Var) {
		for _, rv := range rvs {
			if b := r.byV[rv]; b != nil {
				b.phi = true
			}
		}
	})
	r.walkIfs(r.fn.Body, func(s *ir.IfStmt) {
		for _, rv := range s.ReturnVars {
			if b := r.byV[rv]; b != nil {
				b.phi = true
			}
		}
	})
	for _, s := range ir.Stmts(r.fn.Body) {
		if base, c := memAllocOf(s); base != nil {
			if n, ok := memConst(c.Args[1]); ok {
				r.allocSize[base] = n
			}
		}
	}
	for _, s := range ir.Stmts(r.fn.Body) {
		if base, _ := memAllocOf(s); base != nil {
			if n := memBaseCounter(base.Name); n >= r.nextID {
				r.nextID = n + 1
			}
		}
	}
	ir.DefSites(r.fn, func(v *ir.Var) {
		if mr := memRefOf(v.T); mr != nil && mr.Base != nil {
			if n := memBaseCounter(mr.Base.Name); n >= r.nextID {
				r.nextID = n + 1
			}
		}
	})
}

// ---- liveness ----

type pendingRead struct {
	v    *ir.Var
	p    int
	loop ir.Stmt // the outermost enclosing loop the value is defined outside of, or nil
}

type walker struct {
	r         *reuse
	o         int
	next      int
	def       map[*ir.Var]int
	loopStack []ir.Stmt
	entry     map[ir.Stmt]int
	exit      map[ir.Stmt]int
	reads     []pendingRead
	phiReads  map[*ir.Var]bool
}

func (r *reuse) liveness() {
	for o := 0; o < 2; o++ {
		w := &walker{r: r, o: o, def: map[*ir.Var]int{}, entry: map[ir.Stmt]int{}, exit: map[ir.Stmt]int{}}
		for _, p := range r.fn.Params {
			w.def[p] = -1
		}
		w.stmt(r.fn.Body)
		for _, rv := range r.vars {
			d, ok := w.def[rv.v]
			if !ok {
				d = -1
			}
			rv.live.lo[o], rv.live.hi[o] = d, d
		}
		for _, rd := range w.reads {
			rv := r.byV[rd.v]
			if rv == nil {
				continue
			}
			if rv.phi && r.ctx.Fault(FaultReuseIgnoresPhiLiveness) {
				continue // #1832: reads of a phi do not keep its buffer live
			}
			t := 2 * rd.p
			if rd.loop != nil {
				t = 2 * w.exit[rd.loop]
			}
			if t > rv.live.hi[o] {
				rv.live.hi[o] = t
			}
		}
		for s, li := range r.loops {
			li.entry[o], li.exit[o] = w.entry[s], w.exit[s]
		}
	}
}

func (w *walker) point() int { p := w.next; w.next++; return p }

func (w *walker) defAt(v *ir.Var, t int) {
	if _, ok := w.def[v]; !ok {
		w.def[v] = t
	}
}

// readsIn records a read at point p of every variable in e.
func (w *walker) readsIn(e ir.Expr, p int) {
	ir.WalkExpr(e, func(n ir.Node) bool {
		if vl, ok := n.(ir.VarLike); ok {
			w.read(vl.VarRef(), p)
		}
		return true
	})
}

func (w *walker) read(v *ir.Var, p int) {
	if w.r.byV[v] == nil {
		return
	}
	d, ok := w.def[v]
	if !ok {
		d = -1
	}
	var outer ir.Stmt
	for _, l := range w.loopStack {
		if d <= 2*w.entry[l] {
			outer = l
			break
		}
	}
	w.reads = append(w.reads, pendingRead{v: v, p: p, loop: outer})
}

func (w *walker) stmt(s ir.Stmt) {
	switch s := s.(type) {
	case nil:
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			w.stmt(c)
		}
	case *ir.AssignStmt:
		p := w.point()
		w.readsIn(s.Value, p)
		w.defAt(s.Var, 2*p+1)
	case *ir.EvalStmt:
		w.readsIn(s.Expr, w.point())
	case *ir.YieldStmt:
		p := w.point()
		for _, v := range s.Values {
			w.readsIn(v, p)
		}
		w.yieldAt(s, p)
	case *ir.ReturnStmt:
		p := w.point()
		for _, v := range s.Values {
			w.readsIn(v, p)
		}
	case *ir.ScopeStmt:
		w.stmt(s.Body)
	case *ir.ForStmt:
		w.loop(s, s.IterArgs, nil, s.Body, s.ReturnVars)
	case *ir.WhileStmt:
		w.loop(s, s.IterArgs, s.Cond, s.Body, s.ReturnVars)
	case *ir.IfStmt:
		p := w.point()
		w.readsIn(s.Cond, p)
		info := w.r.ifs[s]
		if info == nil {
			info = &ifInfo{}
			w.r.ifs[s] = info
		}
		branches := []ir.Stmt{s.Then, s.Else}
		if w.o == 1 {
			branches[0], branches[1] = branches[1], branches[0]
		}
		for _, b := range branches {
			w.stmt(b)
		}
		if y := memTrailingYield(s.Then); y != nil {
			info.thenYield[w.o] = w.yieldPoint(y)
		}
		if y := memTrailingYield(s.Else); s.Else != nil && y != nil {
			info.elseYield[w.o] = w.yieldPoint(y)
		}
		x := w.point()
		for _, rv := range s.ReturnVars {
			w.defAt(rv, 2*x+1)
		}
	}
}

func (w *walker) yieldAt(y *ir.YieldStmt, p int) {
	if w.r.yieldPts == nil {
		w.r.yieldPts = map[*ir.YieldStmt]*[2]int{}
	}
	pt := w.r.yieldPts[y]
	if pt == nil {
		pt = &[2]int{}
		w.r.yieldPts[y] = pt
	}
	pt[w.o] = p
}

func (w *walker) yieldPoint(y *ir.YieldStmt) int { return w.r.yieldPts[y][w.o] }

func (w *walker) loop(s ir.Stmt, ias []*ir.IterArg, cond ir.Expr, body ir.Stmt, rvs []*ir.Var) {
	p := w.point()
	w.entry[s] = p
	for _, ia := range ias {
		w.readsIn(ia.Init, p)
	}
	for _, ia := range ias {
		w.defAt(&ia.Var, 2*p+1)
	}
	if w.r.loops[s] == nil {
		w.r.loops[s] = &loopInfo{}
	}
	w.loopStack = append(w.loopStack, s)
	if cond != nil {
		w.readsIn(cond, w.point())
	}
	w.stmt(body)
	w.loopStack = w.loopStack[:len(w.loopStack)-1]
	if y := memTrailingYield(body); y != nil {
		w.r.loops[s].yield[w.o] = w.yieldPoint(y)
	}
	x := w.point()
	w.exit[s] = x
	for _, rv := range rvs {
		w.defAt(rv, 2*x+1)
	}
}

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
	// Must-share edges: views, reuse-input ops and aliases on the same base.
	r.walkAssigns(r.fn.Body, func(a *ir.AssignStmt) {
		lhs := r.byV[a.Var]
		if lhs == nil {
			return
		}
		var src ir.Expr
		switch val := a.Value.(type) {
		case *ir.Call:
			if memIsView(val.Op) && len(val.Args) > 0 {
				src = val.Args[0]
			} else if val.Op != nil && val.Op.ReusesInput >= 0 && val.Op.ReusesInput < len(val.Args) {
				src = val.Args[val.Op.ReusesInput]
			}
			if val.Op != nil && val.Op.NotInplaceSafe && !(val.Op.Name == "tile.move" && r.ctx.Fault(FaultMoveInplaceSafe)) {
				for _, arg := range val.Args {
					if in := r.byV[memVar(arg)]; in != nil {
						r.notInplace = append(r.notInplace, [2]*rvar{lhs, in})
					}
				}
			}
		default:
			src = val
		}
		if in := r.byV[memVar(src)]; in != nil && in.mr.Base == lhs.mr.Base {
			if !r.unionBase(lhs, in) {
				r.fail("%s: cannot align the buffer of '%s' with its source '%s'", a.Pos, a.Var.Name, in.v.Name)
			}
		}
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
	ca.extra = append(ca.extra, cb.extra...)
	cb.frame, cb.extra = nil, nil
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

// conflict reports whether two classes (roots) may not share a buffer:
// a live-range overlap or a not-in-place-safe pair between them.
func (r *reuse) conflict(a, b int, mem map[int][]*rvar) bool {
	if a == b {
		return false
	}
	spans := func(root int) []span {
		var out []span
		for _, rv := range mem[root] {
			out = append(out, rv.live)
		}
		return append(out, r.cls[root].extra...)
	}
	sa, sb := spans(a), spans(b)
	for _, x := range sa {
		for _, y := range sb {
			if x.overlaps(y) {
				return true
			}
		}
	}
	for _, pr := range r.notInplace {
		pa, pb := r.find(pr[0].idx), r.find(pr[1].idx)
		if pa == a && pb == b || pa == b && pb == a {
			return true
		}
	}
	return false
}

// coalesce merges the class of y into the class of x (anchored so x and y
// coincide) when they share a memory space and do not conflict.
func (r *reuse) coalesce(x, y *rvar) bool {
	if x.space != y.space {
		return false
	}
	mem := r.members()
	a, b := r.find(x.idx), r.find(y.idx)
	if a == b {
		return true
	}
	if r.conflict(a, b, mem) {
		return false
	}
	return r.unionAt(x, y)
}

// ---- phis ----

func (r *reuse) phis() {
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

func (r *reuse) loopPhis(s ir.Stmt, ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
	li := r.loops[s]
	y := memTrailingYield(body)
	for i, ia := range ias {
		c := r.byV[&ia.Var]
		if c == nil || i >= len(rvs) {
			continue
		}
		fix := &carryFix{anchor: c}
		r.fixes[rvs[i]] = fix
		root := r.find(c.idx)
		// The carry buffer holds the next value from the yield to the exit.
		var back span
		for o := 0; o < 2; o++ {
			back.lo[o], back.hi[o] = 2*li.yield[o]+1, 2*li.exit[o]+1
		}
		r.cls[root].extra = append(r.cls[root].extra, back)
		if in := r.byV[memVar(ia.Init)]; in == nil || !r.coalesce(c, in) {
			fix.copyInit = true
			var cp span
			for o := 0; o < 2; o++ {
				cp.lo[o], cp.hi[o] = 2*li.entry[o]-1, 2*li.entry[o]+1
			}
			root = r.find(c.idx)
			r.cls[root].extra = append(r.cls[root].extra, cp)
			if in != nil {
				r.notInplace = append(r.notInplace, [2]*rvar{c, in})
			}
		}
		if y == nil || i >= len(y.Values) {
			continue
		}
		if memTile(y.Values[i]) == nil {
			continue
		}
		if yv := r.byV[memVar(y.Values[i])]; yv == nil || !r.coalesce(c, yv) {
			fix.move = true
			if yv != nil {
				r.notInplace = append(r.notInplace, [2]*rvar{c, yv})
			}
		}
	}
}

func (r *reuse) ifPhis(s *ir.IfStmt) {
	info := r.ifs[s]
	ty, ey := memTrailingYield(s.Then), memTrailingYield(s.Else)
	for i, rvv := range s.ReturnVars {
		p := r.byV[rvv]
		if p == nil {
			continue
		}
		fix := &carryFix{anchor: p}
		r.fixes[rvv] = fix
		root := r.find(p.idx)
		for _, yp := range [][2]int{info.thenYield, info.elseYield} {
			var pt span
			for o := 0; o < 2; o++ {
				pt.lo[o], pt.hi[o] = 2*yp[o]+1, 2*yp[o]+1
			}
			r.cls[root].extra = append(r.cls[root].extra, pt)
		}
		branch := func(y *ir.YieldStmt) bool {
			if y == nil || i >= len(y.Values) || memTile(y.Values[i]) == nil {
				return false
			}
			v := r.byV[memVar(y.Values[i])]
			if v != nil && r.coalesce(p, v) {
				return false
			}
			if v != nil {
				r.notInplace = append(r.notInplace, [2]*rvar{p, v})
			}
			return true
		}
		fix.moveThen = branch(ty)
		fix.moveElse = branch(ey)
	}
}

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
	sort.SliceStable(roots, func(i, j int) bool {
		a, b := first[roots[i]], first[roots[j]]
		if a.live.lo[0] != b.live.lo[0] {
			return a.live.lo[0] < b.live.lo[0]
		}
		return a.idx < b.idx
	})
	for _, root := range roots {
		space, size := first[root].space, r.extent(root, mem)
		placed := false
		for bi, b := range r.bufs {
			if b.space != space || b.size != size {
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
	}
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
	if m := byRoot[root]; m != nil {
		return m
	}
	c := r.cls[root]
	b := r.bufs[c.buf]
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
	kw := []ir.Kwarg{{Key: "target_memory", Value: space}}
	c, err := ir.Op("tile.move").Create([]ir.Expr{src}, kw, src.Span())
	if err == nil && !ir.TypeEqual(c.T, st) {
		eff := st.Effective()
		kw = append(kw, ir.Kwarg{Key: "blayout", Value: eff.BLayout}, ir.Kwarg{Key: "slayout", Value: eff.SLayout})
		c, err = ir.Op("tile.move").Create([]ir.Expr{src}, kw, src.Span())
	}
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
	if v := memVar(e); v != nil {
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
