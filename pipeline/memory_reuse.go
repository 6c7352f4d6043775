package pipeline

import (
	"fmt"

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
// writes its result makes a new value (so does an inherit-input op that
// writes, when InitMemRef gave it a buffer other than its input's); a
// zero-copy view or an alias
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
// Reuse: classes are placed largest first (ties by definition), each into
// the first buffer of the same memory space whose classes none conflicts
// with it (PyPTO's first-fit decreasing, memory_reuse_pass.cpp:2175-2219;
// a buffer is as large as its first class); an op that is not in-place
// safe (OpDef.NotInplaceSafe: its output may not share with any input)
// keeps its output out of its inputs' buffers (tile.move too, unless
// FaultMoveInplaceSafe), and any other op out of the buffers of the
// operands it forbids (OpDef.ForbidAlias: a broadcast vector, a mask). A
// buffer keeps the allocation variable of its first class; the first
// assigned variable on each base of a later class takes the first's
// MemRef whole, size included (ApplyMemRefSharing, :2492-2496);
// tile.alloc statements of allocations no longer used are
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
	// rep is the MemRef of the buffer's representative (the first
	// assigned variable on its original base), which PyPTO hands whole to
	// every interval packed into the buffer after it.
	rep *ir.MemRef
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
	// rep is each original base's representative: its first assigned
	// variable in program order (PyPTO's sharing_group[0],
	// memory_reuse_pass.cpp:1339-1356).
	rep map[*ir.Var]*rvar
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
	carries [][]*ir.IterArg
	entry   map[ir.Stmt]int
	exit    map[ir.Stmt]int
	reads   []pendingRead
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
		if ir.VarOf(s.Value) != nil {
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
	v := ir.VarOf(e)
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
	if e == nil || ir.VarOf(e) != nil {
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
		if rv := r.byV[ir.VarOf(e)]; rv != nil {
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
			case (val.Op.IsBufferAliasingView() || fillpadInPlace(r.ctx, val)) && len(val.Args) > 0 && !r.viewWrites(lhs, val):
				defs[lhs] = vdef{copyOf: true, in: []vin{in(val.Args[0])}}
			case val.Op != nil && val.Op.Access == ir.AccessNone:
				defs[lhs] = vdef{undef: true}
			}
		default:
			if ir.VarOf(val) != nil {
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
	in := r.byV[ir.VarOf(c.Args[0])]
	return in == nil || in.mr.Base != lhs.mr.Base
}
