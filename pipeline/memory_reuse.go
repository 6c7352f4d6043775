package pipeline

import (
	"fmt"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// MemoryReuse lets on-chip buffers whose values are never live at the same
// time share one allocation, reconciles the buffers of loop carries and
// if phis (PyPTO's MemoryReuse with its YieldFixup), and makes sure no
// in-place write lands on a value that is still needed.
//
// The unit of placement is a class: the variables that must share a buffer
// because InitMemRef tied them through a zero-copy view, a reuse-input op
// (matmul_acc, tile.write; when its write spoils nothing, below) or an
// alias, plus a loop carry's iter arg and its return var. Each class keeps its members' relative offsets (its frame).
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
// statement keep its buffer live (unless FaultReuseIgnoresPhiLiveness). A
// break or continue reads its loop's iter args at a point of its own: it
// hands the carry's current value on (to the return vars, or to the next
// iteration), so the carry stays live up to the last break or continue and
// a yield value written before one does not take the carry's buffer (the
// yield copies into it instead). A loop without break or continue gets no
// such point and keeps its reuse.
//
// Values and writes: every tracked variable gets a value number, equal for
// two variables exactly when they provably hold the same bytes: an op that
// writes its result makes a new value (so does tile.fillpad when InitMemRef
// gave it a buffer other than its input's); a zero-copy view or an alias
// has its source's; a phi has the one value all its incomings have, ignoring
// itself (a carry the body yields back unchanged, an if whose branches
// yield one value), else one of its own (optimistic value numbering to a
// fixpoint). tile.create writes nothing when it runs (OpDef.Access
// AccessNone): its value's bytes are unspecified (the reference leaves
// them undefined), so no write can spoil it. A buffer's writes are its
// members' writing definitions — an in-place op's result included — and
// the copies this pass plans. A hazard is a write inside the live range
// of a value it overlaps, unless it writes that very value at that very
// place. A class without hazards is sound however its members' live
// ranges overlap; every sharing decision below keeps classes free of them
// (and the pass checks that they are before placing buffers).
//
// In-place ops (OpDef.ReusesInput: matmul_acc, gemv_acc, tile.write;
// OpDef.Writes): InitMemRef gives the result its input's MemRef, as PyPTO
// does unconditionally (init_memref.cpp, GetOutputReusesInputArg, #680),
// and pto-isa's TMATMUL_ACC indeed reads the accumulator from its output
// buffer (PyPTO #537). The result joins its input's class only when the
// op's write is no hazard there: when the input (or a view sharing its
// bytes) is still read afterwards — later in the program or in a later
// iteration of a loop the input is defined outside of — sharing would
// hand those reads the updated value (P1: `acc_1 = matmul_acc(acc, l, r)`
// then `store(acc)` stored 2·l·r). Then, deliberately, per space:
//   - Vec: the result gets a buffer of its own and `x_cp = tile.move(x,
//     target_memory=Vec)` copies the input into it just before the op
//     (which then updates x_cp): the vector core copies within Vec;
//   - Acc, Mat, Left, Right (and any other space): nothing copies a tile
//     onto its own space there (no TMOV Acc -> Acc; a same-space move runs
//     on the V pipe, which the cube core lacks), so the kernel is refused
//     with a PassError naming the op, the value and the later read.
//
// An op writing an argument its result does not share (OpDef.Writes) has
// no such way out: a hazard there refuses the kernel too.
//
// Phis (YieldFixup): the ranges over which every phi buffer holds its
// incoming values (a carry's at the loop entry and from the yield to the
// exit, an if phi's at each branch's yield) are recorded first, for all phis, so that an outer
// phi never takes a buffer an inner phi's copy will write while a value
// the outer phi brought in is still live. Then a carry's class absorbs its
// initial value's class and
// its yield value's class when they do not conflict (and their frames
// align); otherwise a tile.move copies the initial value into the carry
// buffer before the loop, or the yield value into it before the yield. An
// if return var's class absorbs each branch's yield value the same way or
// gets a move in that branch. Then every planned copy whose source and
// destination can share one buffer without a hazard is dropped and the two
// classes joined — a carry never written while its initial value stays
// live, a nested carry fed by that value, an if whose branches yield one
// value: sharing is safe whenever neither value is written while both are
// live (repeated until no copy can go; copies become self-copies and go
// with it). A copy that remains is emitted in Vec and refused elsewhere
// ("no data path copies Acc to Acc"). Several moves at one yield are
// ordered so none overwrites another's source (a cycle goes through a
// scratch buffer).
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
	v      *ir.Var
	mr     *ir.MemRef
	space  ir.MemorySpace
	idx    int  // definition order
	live   span // its value's live range
	phi    bool // a return var (its reads are phi reads)
	val    int  // value number: members with one number hold the same bytes
	writes bool // its definition writes the buffer (not a view, alias or phi)
	reads  []readSite
}

// readSite is one read of a variable in the then-first numbering, for
// diagnostics: the point the read keeps the value live to, what reads it
// and where.
type readSite struct {
	at   int // the point it keeps the value live to
	p2   int // the point of the read itself
	what string
	pos  ir.Span
	loop bool // a read inside a loop the value is defined outside of
}

// class is a union-find node; the root holds the class data.
type class struct {
	parent int
	frame  map[*ir.Var]int64 // original base -> offset of that base in the class frame
	extra  []held            // live ranges of the buffer not owned by a member
	copies []bufWrite        // copies planned into the buffer
	buf    int               // buffer index, -1 until placed
}

// held is a value the buffer holds over a live range that no member owns
// (a carry's next value from its yield to the loop exit, a copy waiting to
// be read): which value, and where in the frame (at's location).
type held struct {
	s     span
	val   int
	at    *rvar
	owner *copyPlan // the copy that puts it there, nil if permanent
	// init is set on a carry's entry hold: the carry's initial value,
	// which needs no copy (and so no conflict) once it shares the buffer.
	init *rvar
}

// bufWrite is a write into a class's buffer at one point (both
// numberings) of value val at the location of at.
type bufWrite struct {
	pt    [2]int
	val   int
	at    *rvar
	owner *copyPlan
}

// copyKind is what a planned copy reconciles.
type copyKind uint8

const (
	copyInit    copyKind = iota // a loop's initial value into its carry buffer
	copyYield                   // a loop's yield value into its carry buffer
	copyThen                    // an if's then-branch value into its phi buffer
	copyElse                    // an if's else-branch value into its phi buffer
	copyInPlace                 // an in-place op's input into its result's own buffer
)

// copyPlan is one tile.move MemoryReuse plans; src is nil when the copied
// value owns no tracked buffer.
type copyPlan struct {
	kind     copyKind
	fix      *carryFix // the carry or phi it belongs to (nil for copyInPlace)
	dst, src *rvar
	val      int  // the value copied
	arg      int  // copyInPlace: the argument the op reads the copy as
	dropped  bool // found unnecessary: the two buffers are shared instead
}

// nip is a pair of variables that may not share bytes (a not in-place
// safe op's output and input, or a planned copy's destination and source).
type nip struct {
	a, b  *rvar
	owner *copyPlan
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
	notInplace []nip
	fixes      map[*ir.Var]*carryFix // keyed by the original return var
	plans      []*copyPlan           // every planned copy, in planning order
	inPlace    map[*ir.Var]*copyPlan // in-place results whose input is copied first, by original var
	nextVal    int                   // the last value number given out
	untracked  map[*ir.Var]int       // value numbers of variables without a tracked buffer
	undef      map[int]bool          // value numbers whose bytes are unspecified (tile.create)
	exprVals   map[ir.Expr]int       // value numbers of yielded expressions that are not variables
	stmtPts    map[ir.Stmt][2]int    // each assignment's and evaluation's point per numbering
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
		inPlace: map[*ir.Var]*copyPlan{}, untracked: map[*ir.Var]int{}, stmtPts: map[ir.Stmt][2]int{},
		undef: map[int]bool{}, exprVals: map[ir.Expr]int{},
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
	r.values()
	r.classes()
	if r.err != nil {
		return nil, r.err
	}
	r.phis()
	if r.err != nil {
		return nil, r.err
	}
	r.relax()
	if err := r.validate(); err != nil {
		// Not a property of the input: the pass broke its own guarantee,
		// which must reach the fuzzer as a crash, not as a rejected kernel.
		panic("pipeline: MemoryReuse: function '" + r.fn.Name + "': " + err.Error())
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
	what string  // what reads it (diagnostics)
	pos  ir.Span
}

type walker struct {
	r         *reuse
	o         int
	next      int
	def       map[*ir.Var]int
	loopStack []ir.Stmt
	// carries parallels loopStack: each enclosing loop's iter args, which
	// a break or continue of that loop reads.
	carries  [][]*ir.IterArg
	entry    map[ir.Stmt]int
	exit     map[ir.Stmt]int
	reads    []pendingRead
	phiReads map[*ir.Var]bool
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
			if o == 0 {
				rv.reads = append(rv.reads, readSite{at: t, p2: 2 * rd.p, what: rd.what, pos: rd.pos, loop: rd.loop != nil})
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

// readsIn records a read at point p of every variable in e by what (at
// pos).
func (w *walker) readsIn(e ir.Expr, p int, what string, pos ir.Span) {
	ir.WalkExpr(e, func(n ir.Node) bool {
		if vl, ok := n.(ir.VarLike); ok {
			w.read(vl.VarRef(), p, what, pos)
		}
		return true
	})
}

// reader names what reads the operands of an expression statement.
func reader(e ir.Expr) string {
	if c, ok := e.(*ir.Call); ok && c.Op != nil {
		return c.Op.Name
	}
	return "an expression"
}

func (w *walker) read(v *ir.Var, p int, what string, pos ir.Span) {
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
	w.reads = append(w.reads, pendingRead{v: v, p: p, loop: outer, what: what, pos: pos})
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
		what := reader(s.Value)
		if memVar(s.Value) != nil {
			what = "the alias '" + s.Var.Name + "'"
		}
		w.readsIn(s.Value, p, what, s.Pos)
		w.defAt(s.Var, 2*p+1)
		w.stmtAt(s, p)
	case *ir.EvalStmt:
		p := w.point()
		w.readsIn(s.Expr, p, reader(s.Expr), s.Pos)
		w.stmtAt(s, p)
	case *ir.YieldStmt:
		p := w.point()
		for _, v := range s.Values {
			w.readsIn(v, p, "a yield", s.Pos)
		}
		w.yieldAt(s, p)
	case *ir.ReturnStmt:
		p := w.point()
		for _, v := range s.Values {
			w.readsIn(v, p, "the return", s.Pos)
		}
	case *ir.BreakStmt:
		w.exitRead(s.Pos, "a break")
	case *ir.ContinueStmt:
		w.exitRead(s.Pos, "a continue")
	case *ir.ScopeStmt:
		w.stmt(s.Body)
	case *ir.ForStmt:
		w.loop(s, s.IterArgs, nil, s.Body, s.ReturnVars, s.Pos)
	case *ir.WhileStmt:
		w.loop(s, s.IterArgs, s.Cond, s.Body, s.ReturnVars, s.Pos)
	case *ir.IfStmt:
		p := w.point()
		w.readsIn(s.Cond, p, "an if condition", s.Pos)
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
		if y := ir.TrailingYield(s.Then, nil); y != nil {
			info.thenYield[w.o] = w.yieldPoint(y)
		}
		if y := ir.TrailingYield(s.Else, nil); s.Else != nil && y != nil {
			info.elseYield[w.o] = w.yieldPoint(y)
		}
		x := w.point()
		for _, rv := range s.ReturnVars {
			w.defAt(rv, 2*x+1)
		}
	}
}

// exitRead records a break or continue: it hands the innermost loop's
// carries on as they are (to the return vars, or to the next iteration),
// so it reads every iter arg of that loop at a point of its own. The carry
// then stays live up to the last break or continue, and a value the body
// defines before one — the yield value above all — cannot take the carry's
// buffer (the yield copies into it instead). Loops without break or
// continue get no such point, so their numbering and reuse are unchanged.
func (w *walker) exitRead(pos ir.Span, what string) {
	if len(w.carries) == 0 {
		return
	}
	p := w.point()
	for _, ia := range w.carries[len(w.carries)-1] {
		w.read(&ia.Var, p, what, pos)
	}
}

func (w *walker) stmtAt(s ir.Stmt, p int) {
	pt := w.r.stmtPts[s]
	pt[w.o] = p
	w.r.stmtPts[s] = pt
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

func (w *walker) loop(s ir.Stmt, ias []*ir.IterArg, cond ir.Expr, body ir.Stmt, rvs []*ir.Var, pos ir.Span) {
	p := w.point()
	w.entry[s] = p
	for _, ia := range ias {
		w.readsIn(ia.Init, p, "a loop's initial values", pos)
	}
	for _, ia := range ias {
		w.defAt(&ia.Var, 2*p+1)
	}
	if w.r.loops[s] == nil {
		w.r.loops[s] = &loopInfo{}
	}
	w.loopStack = append(w.loopStack, s)
	w.carries = append(w.carries, ias)
	if cond != nil {
		w.readsIn(cond, w.point(), "a while condition", pos)
	}
	w.stmt(body)
	w.loopStack = w.loopStack[:len(w.loopStack)-1]
	w.carries = w.carries[:len(w.carries)-1]
	if y := ir.TrailingYield(body, nil); y != nil {
		w.r.loops[s].yield[w.o] = w.yieldPoint(y)
	}
	x := w.point()
	w.exit[s] = x
	for _, rv := range rvs {
		w.defAt(rv, 2*x+1)
	}
}

// ---- values ----

// vin is one incoming of a copy or phi definition: a tracked variable or
// a fixed value number.
type vin struct {
	rv *rvar
	id int
}

// vdef is how a tracked variable gets its value: written by its
// definition, a copy of another value (a zero-copy view or a plain alias),
// or a phi (loop carries and return vars, if return vars) of its incomings.
type vdef struct {
	copyOf bool
	phi    bool
	undef  bool // an op that writes nothing when it runs (tile.create): its bytes are unspecified
	in     []vin
}

func (r *reuse) freshVal() int { r.nextVal++; return r.nextVal }

// valOf is the value number of an expression: a tracked variable's, one
// per untracked variable, else (nil included) a fresh one.
func (r *reuse) valOf(e ir.Expr) int {
	v := memVar(e)
	if v == nil {
		return r.freshVal()
	}
	if rv := r.byV[v]; rv != nil {
		return rv.val
	}
	if n, ok := r.untracked[v]; ok {
		return n
	}
	n := r.freshVal()
	r.untracked[v] = n
	return n
}

// incomingVal is valOf for a value a yield passes to a phi; a yielded
// expression that is not a variable keeps one number, so the range a phi's
// buffer holds it over and the copy that puts it there agree.
func (r *reuse) incomingVal(e ir.Expr) int {
	if e == nil || memVar(e) != nil {
		return r.valOf(e)
	}
	if n, ok := r.exprVals[e]; ok {
		return n
	}
	n := r.freshVal()
	r.exprVals[e] = n
	return n
}

// values numbers the tracked variables so that two with one number
// provably hold the same bytes whenever both are live: a definition that
// writes its buffer makes a new value; a view or alias has its source's; a
// phi has the one value all its incomings have (ignoring itself: a carry
// the body yields back unchanged), else a value of its own. This is
// optimistic value numbering to a fixpoint; should it not settle, every
// phi keeps a value of its own (always sound).
func (r *reuse) values() {
	defs := map[*rvar]vdef{}
	in := func(e ir.Expr) vin {
		if rv := r.byV[memVar(e)]; rv != nil {
			return vin{rv: rv}
		}
		return vin{id: r.valOf(e)}
	}
	r.walkAssigns(r.fn.Body, func(a *ir.AssignStmt) {
		lhs := r.byV[a.Var]
		if lhs == nil {
			return
		}
		switch val := a.Value.(type) {
		case *ir.Call:
			switch {
			case val.Op.IsBufferAliasingView() && len(val.Args) > 0 && !r.viewWrites(lhs, val):
				defs[lhs] = vdef{copyOf: true, in: []vin{in(val.Args[0])}}
			case val.Op != nil && val.Op.Access == ir.AccessNone:
				defs[lhs] = vdef{undef: true}
			}
		default:
			if memVar(val) != nil {
				defs[lhs] = vdef{copyOf: true, in: []vin{in(val)}}
			}
		}
	})
	r.walkLoops(r.fn.Body, func(_ ir.Stmt, ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
		y := ir.TrailingYield(body, nil)
		for i, ia := range ias {
			var yv ir.Expr
			if y != nil && i < len(y.Values) {
				yv = y.Values[i]
			}
			d := vdef{phi: true, in: []vin{in(ia.Init), in(yv)}}
			if c := r.byV[&ia.Var]; c != nil {
				defs[c] = d
			}
			if i < len(rvs) {
				if rv := r.byV[rvs[i]]; rv != nil {
					defs[rv] = d
				}
			}
		}
	})
	r.walkIfs(r.fn.Body, func(s *ir.IfStmt) {
		for i, rvv := range s.ReturnVars {
			p := r.byV[rvv]
			if p == nil {
				continue
			}
			d := vdef{phi: true}
			for _, b := range []ir.Stmt{s.Then, s.Else} {
				var yv ir.Expr
				if y := ir.TrailingYield(b, nil); b != nil && y != nil && i < len(y.Values) {
					yv = y.Values[i]
				}
				d.in = append(d.in, in(yv))
			}
			defs[p] = d
		}
	})
	own := make([]int, len(r.vars)) // each phi's value of its own
	start := func() {
		for _, rv := range r.vars {
			d, ok := defs[rv]
			rv.val = 0
			switch {
			case !ok:
				rv.writes = true
				rv.val = r.freshVal()
			case d.undef:
				rv.val = r.freshVal()
				r.undef[rv.val] = true
			case d.phi && own[rv.idx] == 0:
				own[rv.idx] = r.freshVal()
			}
		}
	}
	start()
	get := func(x vin) int {
		if x.rv != nil {
			return x.rv.val
		}
		return x.id
	}
	settle := func(optimistic bool) bool {
		changed := false
		for _, rv := range r.vars {
			d, ok := defs[rv]
			if !ok || d.undef {
				continue
			}
			n := 0
			switch {
			case d.copyOf:
				n = get(d.in[0])
			case !optimistic:
				n = own[rv.idx]
			default:
				for _, x := range d.in {
					v := get(x)
					if v == 0 || v == own[rv.idx] || v == n {
						continue
					}
					if n != 0 {
						n = own[rv.idx]
						break
					}
					n = v
				}
			}
			if n != rv.val {
				rv.val = n
				changed = true
			}
		}
		return changed
	}
	settled := false
	for round := 0; round <= len(r.vars)+2; round++ {
		if !settle(true) {
			settled = true
			break
		}
	}
	if !settled {
		start()
		for round := 0; round <= len(r.vars)+2 && settle(false); round++ {
		}
	}
	// A phi fed only by itself, or a copy of one: a value of its own.
	for _, rv := range r.vars {
		if rv.val == 0 {
			rv.val = r.freshVal()
		}
	}
}

// viewWrites reports whether a call that inherits its input's memory
// (IsBufferAliasingView) writes its result's buffer: an op that writes
// (Access not AccessView: tile.fillpad) whose result InitMemRef gave a
// buffer other than its input's (irfuzz finding RF-B2: the input is a
// window of another tile's storage, or owns no buffer). Its result holds
// new bytes: a value of its own, written at its definition, and not a
// copy of its input's value (else a carry fed by it would be folded back
// onto the window it was moved away from).
func (r *reuse) viewWrites(lhs *rvar, c *ir.Call) bool {
	if c.Op.Access == ir.AccessView {
		return false
	}
	in := r.byV[memVar(c.Args[0])]
	return in == nil || in.mr.Base != lhs.mr.Base
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
			if val.Op.IsBufferAliasingView() && len(val.Args) > 0 {
				src = val.Args[0]
			}
			if val.Op != nil && val.Op.NotInplaceSafe && !(val.Op == ir.TileMove && r.ctx.Fault(FaultMoveInplaceSafe)) {
				for _, arg := range val.Args {
					if in := r.byV[memVar(arg)]; in != nil {
						r.notInplace = append(r.notInplace, nip{a: lhs, b: in})
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
	// In-place writes (OpDef.ReusesInput, OpDef.Writes): the result shares
	// its input's buffer only when nothing else in that buffer is still
	// needed when the op writes it.
	r.walkAssigns(r.fn.Body, func(a *ir.AssignStmt) {
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op == nil || c.Op.IsBufferAliasingView() {
			return
		}
		lhs := r.byV[a.Var]
		if k := c.Op.ReusesInput; lhs != nil && k >= 0 && k < len(c.Args) {
			if in := r.byV[memVar(c.Args[k])]; in != nil && in.mr.Base == lhs.mr.Base {
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
		if in := r.byV[memVar(c.Args[k])]; in != nil {
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
			held{s: li.entryCopy(), val: r.incomingVal(ia.Init), at: c, init: r.byV[memVar(ia.Init)]})
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
		if in := r.byV[memVar(ia.Init)]; in == nil || !r.coalesce(c, in) {
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
		if v := r.byV[memVar(yv)]; v == nil || !r.coalesce(c, v) {
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
			if yv == nil {
				return false
			}
			v := r.byV[memVar(yv)]
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
