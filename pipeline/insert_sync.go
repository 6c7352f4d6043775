package pipeline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// InsertSync orders every pair of dependent statements that run on the
// hardware's independent pipes (irfuzz's own final pass: PyPTO leaves this
// to its assembler, the simulator needs it; PyPTO's earlier InsertSync is
// the model, docs/en/dev/passes/14-insert_sync.md).
//
// Pipes: each op runs on OpDef.Pipe; an op working in place in its
// operand's space (OpDef.SourcePipes; no op of the pinned registry has
// one since tile.fillpad is a Vec op, elementwise.cpp:1278-1279) on the pipe the
// registry names for that space (in any other space it has no pipe, and
// the pass fails naming it); data movement (ir.PipeBySpace) on
// backend.TransferPipe(source space, destination space) — loads DDR->dst,
// stores src->DDR, moves and extracts src->dst, assemble source->target,
// pushes src->DDR, pops DDR->dst. Views, allocations and tile.create run
// on no pipe and touch no memory.
//
// Accesses: an op reads its tile and tensor arguments and writes its result,
// the arguments it writes through (OpDef.Writes) and its scratch tile (the
// tmp argument of reductions, casts, row broadcasts and transposes). A tile access covers
// the bytes [offset, offset+size) of its MemRef in its memory space (the
// addresses AllocateMemoryAddr assigned; a dynamic offset covers the whole
// space). A GM access covers a box of a global tensor: the window of a load
// or store (the whole tensor when an offset is not constant); tensors are
// traced to their roots (parameters, tensor.create) through store results,
// aliases, iter args and phis, so a store followed by a load of the same
// region is a dependency. Two accesses conflict when one writes and they
// overlap (RAW, WAR, WAW).
//
// Placement (one model, documented here): for a dependency from X to a
// later Y, let B be the innermost statement list holding both in different
// statements a < b (the statements containing X and Y). X and Y on
// different pipes get `pl.system.sync_src(set_pipe=P, wait_pipe=Q,
// event_id=E)` after statement a and `pl.system.sync_dst(...)` before
// statement b, both in B, so they run equally often; a pair covers every
// dependency of the same pipes in B whose producer is at or before its set
// and whose consumer is at or after its wait. The same pipe needs a
// barrier between them — `pl.system.bar_v()` on V, `pl.system.bar_m()` on M
// (the other pipes execute in order) — placed at the latest slot in B.
// A pipe pair that has no hardware event (e.g. MTE3 -> FIX) gets
// `pl.system.bar_all()` instead. A dependency carried around a loop's back
// edge (Y at or before X in the body, in sibling branches of an if, or X =
// Y) is synchronized at the end of the innermost loop body holding both:
// the set after the statement containing X, the wait (or barrier) just
// before the body's trailing yield (or continue), so iteration k+1 starts
// after X of iteration k. A continue or break skips the rest of its loop
// body: every wait (and barrier) whose set ran before it but which it
// would skip is repeated just before it, so each path through an
// iteration waits for what it set and the next iteration, or the code
// after the loop, does not run ahead of the producer. A continue is also
// an end of the body: when it is nested in the statement containing X and
// runs after X (X earlier in a block enclosing the continue, not in a
// sibling branch), it skips the set placed after that statement, so the
// back-edge dependency gets its own set / wait pair (or barrier) just
// before the continue, one per continue and pipe pair, set then wait, so
// both run exactly when the continue does and the fall-through path gains
// nothing. A break placed so, in a loop that is itself in a loop, gets the
// same pair: the next entry into the loop runs Y again after X.
//
// Event ids: per pipe pair, pairs whose set..wait ranges overlap in program
// order get distinct ids in 0..7; an id is reused once its wait has passed,
// the one whose wait passed first (an unused id before any): program order
// does not keep a set on a fast pipe (V) from running ahead of the previous
// pair's wait on a slow one (MTE3), and a set of a flag still set is lost
// (the simulator's flag-double-set).
// Sync ops already in the input are left alone and not relied upon, and
// their event ids are not used: a user-written set_flag on the pipe pair and
// id of an inserted pair still waiting would set that flag a second time
// (the hardware keeps one bit per flag) or satisfy the inserted wait early.
// A user-written flag with a dynamic event id may name any id, so its pipe
// pair gets no inserted flag; a dependency needing one is an error.
//
// Under the PTOAS memory planner PlanMemoryStandIn places the buffers
// first (DefaultFor).
var InsertSync = &Pass{
	Name:     "InsertSync",
	Doc:      "insert set_flag / wait_flag between dependent statements on different pipes and pipe barriers within one",
	Required: set(pHMR, pAddr),
	Run:      runInsertSync,
}

func runInsertSync(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	for i, f := range p.Funcs {
		if f.Body == nil {
			out.Funcs[i] = f
			continue
		}
		nf, err := newSyncer(f).run()
		if err != nil {
			return nil, fmt.Errorf("function '%s': %w", f.Name, err)
		}
		out.Funcs[i] = nf
	}
	return &out, nil
}

// ---- model ----

// sblock is a statement list of the function (a body, a branch, a loop
// body or a scope body).
type sblock struct {
	stmts  []ir.Stmt
	parent *sblock
	at     int  // index of the owning statement in parent
	loop   bool // the body of a for / while loop
	pos    ir.Span
	kids   []*sblock // nested blocks in statement order (then before else)
}

// step is one level of a statement's position: statement idx of block b.
type step struct {
	b   *sblock
	idx int
}

// access is one memory access of an op.
type access struct {
	gm    bool
	write bool
	// on-chip
	space  ir.MemorySpace
	lo, hi int64 // bytes [lo, hi); hi < 0: the whole space
	// slot identifies a tile with no MemRef: a cross-core pop's slot
	// buffer, named by the pop's result variable (views of it resolve to
	// it). Two such accesses conflict when they name the same slot.
	slot *ir.Var
	// GM
	roots map[int]bool
	box   [][2]int64 // per dim [lo, hi); hi < 0: the whole dim; nil: the whole tensor
}

// sop is an op statement.
type sop struct {
	path []step
	pipe ir.PipeType
	acc  []access
}

// item is an inserted sync statement.
type item struct {
	kind  uint8 // itemSet, itemBar, itemWait
	p, q  ir.PipeType
	pair  *pairSel
	order int
}

const (
	itemSet uint8 = iota
	itemBar
	itemWait
)

// pairSel is one chosen set / wait pair.
type pairSel struct {
	p, q       ir.PipeType
	set, wait  int // slots in the block
	posS, posW int // linear program positions
	id         int
	b          *sblock
}

type syncer struct {
	fn     *ir.Function
	root   *sblock
	ops    []*sop
	roots  map[*ir.Var]map[int]bool
	nroots int
	// chosen syncs per block slot
	items map[*sblock]map[int][]*item
	pairs []*pairSel
	// direct indexes the ops that are statements of a block by index.
	direct map[*sblock]map[int]*sop
	chains map[*sblock]*chain
	// slots maps a view of a slot-buffer tile to the pop that owns it.
	slots map[*ir.Var]*ir.Var
	// reserved holds, per (set, wait) pipe pair, the event ids of the
	// user-written flags of the function (bit i: id i).
	reserved map[[2]ir.PipeType]uint32
	// exits are the continue / break statements of the function, by
	// position; barDeps the dependencies synchronized by barriers.
	exits   [][]step
	barDeps []dep
	// contDeps are the back-edge dependencies whose producer runs on the
	// way to a continue nested in the statement holding it: synchronized
	// just before that continue (see contSyncs).
	contDeps []contDep
	err      error
}

// contDep is a dependency from an op on the path to a continue to the next
// iteration: the continue is statement slot of block b.
type contDep struct {
	b    *sblock
	slot int
	p, q ir.PipeType
}

func newSyncer(f *ir.Function) *syncer {
	return &syncer{fn: f, roots: map[*ir.Var]map[int]bool{}, items: map[*sblock]map[int][]*item{}, slots: map[*ir.Var]*ir.Var{}}
}

func (s *syncer) run() (*ir.Function, error) {
	s.userFlags()
	s.gmRoots()
	s.root = s.block(s.fn.Body, nil, 0, false, nil)
	if s.err != nil {
		return nil, s.err
	}
	s.dependencies()
	if err := s.assignIDs(); err != nil {
		return nil, err
	}
	s.exitSyncs()
	if !s.dirty(s.root) {
		return s.fn, nil
	}
	nf := *s.fn
	nf.Body = s.build(s.root)
	if s.err != nil {
		return nil, s.err
	}
	return &nf, nil
}

// userFlags records the event ids the function's own set / wait flags use.
func (s *syncer) userFlags() {
	s.reserved = map[[2]ir.PipeType]uint32{}
	ir.Walk(s.fn.Body, func(n ir.Node) bool {
		c, ok := n.(*ir.Call)
		if !ok || c.Op == nil || c.Op != ir.SystemSyncSrc && c.Op != ir.SystemSyncDst {
			return true
		}
		sp, ok1 := c.Kwarg("set_pipe")
		wp, ok2 := c.Kwarg("wait_pipe")
		p, ok3 := sp.(ir.PipeType)
		q, ok4 := wp.(ir.PipeType)
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return true
		}
		k := [2]ir.PipeType{p, q}
		if ev, ok := c.Kwarg("event_id"); ok {
			if id, ok := ev.(int64); ok && id >= 0 && id <= ir.MaxEventID {
				s.reserved[k] |= 1 << uint(id)
			}
		} else {
			s.reserved[k] = 1<<(ir.MaxEventID+1) - 1 // a dynamic id: any of them
		}
		return true
	})
}

// ---- GM roots ----

func (s *syncer) newRoot() map[int]bool {
	s.nroots++
	return map[int]bool{s.nroots: true}
}

func (s *syncer) rootsOf(e ir.Expr) map[int]bool {
	if v := ir.VarOf(e); v != nil {
		return s.roots[v]
	}
	return nil
}

// addRoots unions src into v's roots and reports a change.
func (s *syncer) addRoots(v *ir.Var, src map[int]bool) bool {
	if len(src) == 0 {
		return false
	}
	m := s.roots[v]
	if m == nil {
		m = map[int]bool{}
		s.roots[v] = m
	}
	changed := false
	for r := range src {
		if !m[r] {
			m[r] = true
			changed = true
		}
	}
	return changed
}

// gmRoots traces every tensor variable to the global tensors it may be
// (to a fixpoint over loop carries).
func (s *syncer) gmRoots() {
	for _, p := range s.fn.Params {
		if memIsTensor(p.T) {
			s.roots[p] = s.newRoot()
		}
	}
	created := map[*ir.AssignStmt]map[int]bool{}
	for iter := 0; iter < 8; iter++ {
		changed := false
		ir.Walk(s.fn.Body, func(n ir.Node) bool {
			switch st := n.(type) {
			case *ir.AssignStmt:
				if !memIsTensor(st.Var.T) {
					break
				}
				var src map[int]bool
				switch val := st.Value.(type) {
				case *ir.Call:
					if val.Op != nil && val.Op.ReusesInput >= 0 && val.Op.ReusesInput < len(val.Args) {
						src = s.rootsOf(val.Args[val.Op.ReusesInput])
					} else {
						if created[st] == nil {
							created[st] = s.newRoot()
						}
						src = created[st]
					}
				default:
					src = s.rootsOf(val)
				}
				changed = s.addRoots(st.Var, src) || changed
			case *ir.ForStmt:
				changed = s.carryRoots(st.IterArgs, st.Body, st.ReturnVars) || changed
			case *ir.WhileStmt:
				changed = s.carryRoots(st.IterArgs, st.Body, st.ReturnVars) || changed
			case *ir.IfStmt:
				for i, rv := range st.ReturnVars {
					for _, b := range []ir.Stmt{st.Then, st.Else} {
						if y := ir.TrailingYield(b, nil); y != nil && i < len(y.Values) {
							changed = s.addRoots(rv, s.rootsOf(y.Values[i])) || changed
						}
					}
				}
			}
			_, isExpr := n.(ir.Expr)
			return !isExpr
		})
		if !changed {
			break
		}
	}
}

func (s *syncer) carryRoots(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) bool {
	changed := false
	y := ir.TrailingYield(body, nil)
	for i, ia := range ias {
		changed = s.addRoots(&ia.Var, s.rootsOf(ia.Init)) || changed
		if y != nil && i < len(y.Values) {
			changed = s.addRoots(&ia.Var, s.rootsOf(y.Values[i])) || changed
		}
		if i < len(rvs) {
			changed = s.addRoots(rvs[i], s.roots[&ia.Var]) || changed
		}
	}
	return changed
}

// ---- structure and accesses ----

func (s *syncer) block(body ir.Stmt, parent *sblock, at int, loop bool, path []step) *sblock {
	b := &sblock{stmts: ir.Stmts(body), parent: parent, at: at, loop: loop}
	if body != nil {
		b.pos = body.Span()
	}
	if parent != nil {
		parent.kids = append(parent.kids, b)
	}
	for i, st := range b.stmts {
		here := append(append([]step(nil), path...), step{b: b, idx: i})
		switch st := st.(type) {
		case *ir.AssignStmt:
			s.op(st.Value, st.Var, here)
		case *ir.EvalStmt:
			s.op(st.Expr, nil, here)
		case *ir.ForStmt:
			s.block(st.Body, b, i, true, here)
		case *ir.WhileStmt:
			s.block(st.Body, b, i, true, here)
		case *ir.IfStmt:
			s.block(st.Then, b, i, false, here)
			if st.Else != nil {
				s.block(st.Else, b, i, false, here)
			}
		case *ir.ScopeStmt:
			s.block(st.Body, b, i, false, here)
		case *ir.ContinueStmt, *ir.BreakStmt:
			s.exits = append(s.exits, here)
		}
	}
	return b
}

// op records an op statement computing val into lhs (nil for an EvalStmt).
func (s *syncer) op(val ir.Expr, lhs *ir.Var, path []step) {
	c, ok := val.(*ir.Call)
	if ok && c.Op != nil && c.Op.Access == ir.AccessView && lhs != nil && len(c.Args) > 0 {
		if slot := s.slotOf(c.Args[0]); slot != nil {
			s.slots[lhs] = slot
		}
	}
	if !ok || c.Op == nil || c.Op.Access != ir.AccessFunctional {
		return
	}
	if lhs != nil && c.Op.Output.Kind == ir.OutInherit && len(c.Args) > 0 {
		// An op whose output lives where its input lives and that writes
		// (tile.assemble) writes a pop's slot buffer in place: its result
		// is that slot.
		if tt, ok := lhs.T.(*ir.TileType); ok && tt.MemRef == nil {
			if slot := s.slotOf(c.Args[0]); slot != nil {
				s.slots[lhs] = slot
			}
		}
	}
	if c.Op == ir.SystemSyncSrc || c.Op == ir.SystemSyncDst || c.Op.Pipe == ir.PipeAll || c.Op.Pipe == ir.PipeNone {
		return
	}
	pipe := s.pipeOf(c, lhs)
	if pipe == ir.PipeNone {
		return
	}
	o := &sop{path: path, pipe: pipe}
	writes := map[int]bool{}
	for _, w := range c.Op.Writes {
		writes[w] = true
	}
	for _, w := range c.Op.ScratchArgs() {
		writes[w] = true
	}
	if c.Op.Cross == ir.CrossTFree {
		// A tfree hands the popped slot back to its producer, which
		// overwrites it: it comes after every read of the popped tile,
		// as a write does (the simulator clobbers the slot at a TFREE).
		writes[0] = true
	}
	for i, a := range c.Args {
		if ac, ok := s.accessOf(c, i, a, writes[i]); ok {
			o.acc = append(o.acc, ac)
		}
	}
	if lhs != nil {
		if tt, ok := lhs.T.(*ir.TileType); ok {
			if ac, ok := tileAccess(tt, true); ok {
				o.acc = append(o.acc, ac)
			} else if isPop(c) && memOnChip(tt.Space) {
				s.slots[lhs] = lhs
				o.acc = append(o.acc, access{write: true, space: tt.Space, hi: -1, slot: lhs})
			} else if slot := s.slots[lhs]; slot != nil && memOnChip(tt.Space) {
				o.acc = append(o.acc, access{write: true, space: tt.Space, hi: -1, slot: slot})
			}
		}
	}
	if len(o.acc) > 0 {
		s.ops = append(s.ops, o)
	}
}

// pipeOf resolves the pipe an op call runs on.
func (s *syncer) pipeOf(c *ir.Call, lhs *ir.Var) ir.PipeType {
	spaceOf := func(i int) ir.MemorySpace {
		if i >= len(c.Args) {
			return ir.MemNone
		}
		if tt := memTile(c.Args[i]); tt != nil {
			return tt.Space
		}
		return ir.DDR
	}
	result := ir.DDR
	if lhs != nil {
		if tt, ok := lhs.T.(*ir.TileType); ok {
			result = tt.Space
		}
	} else if tt, ok := c.T.(*ir.TileType); ok {
		result = tt.Space
	}
	p, ok := backend.ExecPipe(c.Op, spaceOf(0), spaceOf(1), result)
	if !ok {
		// An op working in place in its operand's space runs on the pipe
		// the registry names for that space, and in no other space.
		if s.err == nil {
			var spaces []string
			for m := range c.Op.SourcePipes {
				spaces = append(spaces, m.String())
			}
			sort.Strings(spaces)
			s.err = fmt.Errorf("%s: InsertSync: %s of a tile in %s runs on no pipe: the registry gives it a pipe only in %s",
				c.Pos, c.Op.Name, spaceOf(0), strings.Join(spaces, ", "))
		}
		return ir.PipeNone
	}
	return p
}

// isPop reports whether c pops a tile from the other core.
func isPop(c *ir.Call) bool {
	return ir.IsCrossCorePop(c)
}

// slotOf is the pop that owns the slot buffer a tile expression lives in,
// or nil when it is not a MemRef-less pop result or a view of one.
func (s *syncer) slotOf(e ir.Expr) *ir.Var {
	v := ir.VarOf(e)
	if v == nil {
		return nil
	}
	if root, ok := s.slots[v]; ok {
		return root
	}
	return nil
}

// tileAccess is the on-chip byte range of a tile.
func tileAccess(tt *ir.TileType, write bool) (access, bool) {
	if tt.MemRef == nil || !memOnChip(tt.Space) {
		return access{}, false
	}
	a := access{write: write, space: tt.Space, hi: -1}
	if off, ok := memConst(tt.MemRef.Offset); ok {
		a.lo, a.hi = off, off+tt.MemRef.Size
	}
	return a, true
}

// accessOf is the access of argument i of call c.
func (s *syncer) accessOf(c *ir.Call, i int, a ir.Expr, write bool) (access, bool) {
	if tt := memTile(a); tt != nil {
		if slot := s.slotOf(a); slot != nil && tt.MemRef == nil {
			return access{write: write, space: tt.Space, hi: -1, slot: slot}, true
		}
		return tileAccess(tt, write)
	}
	if _, ok := a.Type().(*ir.TensorType); !ok {
		return access{}, false
	}
	roots := s.rootsOf(a)
	if len(roots) == 0 {
		return access{}, false
	}
	return access{gm: true, write: write, roots: roots, box: gmWindow(c)}, true
}

// gmWindow is the box of a global tensor a call reads or writes: the
// window of a load or store, the element of tensor.read / tensor.write,
// nil (the whole tensor) for other calls.
func gmWindow(c *ir.Call) [][2]int64 {
	switch c.Op {
	case ir.TileLoad:
		return gmBox(memList(c.Args[1]), memList(c.Args[2]))
	case ir.TileStore:
		shape := memList(nil)
		if len(c.Args) > 3 {
			shape = memList(c.Args[3])
		} else if tt := memTile(c.Args[0]); tt != nil {
			shape = tt.Shape
		}
		return gmBox(memList(c.Args[1]), shape)
	case ir.TensorRead, ir.TensorWrite:
		idx := memList(c.Args[1])
		one := make([]ir.Expr, len(idx))
		for k := range one {
			one[k] = ir.ConstI(1)
		}
		return gmBox(idx, one)
	}
	return nil
}

// boxesOverlap reports whether two GM boxes may share an element (a nil
// box or an unknown extent covers everything).
func boxesOverlap(a, b [][2]int64) bool {
	if a == nil || b == nil || len(a) != len(b) {
		return true
	}
	for i := range a {
		x, y := a[i], b[i]
		if x[1] < 0 || y[1] < 0 {
			continue
		}
		if !(x[0] < y[1] && y[0] < x[1]) {
			return false
		}
	}
	return true
}

// gmBox is the element box offsets + [0, shape) (unknown dims whole).
func gmBox(offsets, shape []ir.Expr) [][2]int64 {
	if len(offsets) != len(shape) || len(offsets) == 0 {
		return nil
	}
	box := make([][2]int64, len(offsets))
	for i := range offsets {
		o, ok1 := memConst(offsets[i])
		n, ok2 := memConst(shape[i])
		if ok1 && ok2 {
			box[i] = [2]int64{o, o + n}
		} else {
			box[i] = [2]int64{0, -1}
		}
	}
	return box
}

func (a access) conflicts(b access) bool {
	if !a.write && !b.write || a.gm != b.gm {
		return false
	}
	if !a.gm {
		if a.space != b.space {
			return false
		}
		if a.slot != nil || b.slot != nil {
			return a.slot == b.slot
		}
		if a.hi < 0 || b.hi < 0 {
			return true
		}
		return a.lo < b.hi && b.lo < a.hi
	}
	shared := false
	for r := range a.roots {
		if b.roots[r] {
			shared = true
			break
		}
	}
	return shared && boxesOverlap(a.box, b.box)
}

func (o *sop) conflicts(p *sop) bool {
	for _, a := range o.acc {
		for _, b := range p.acc {
			if a.conflicts(b) {
				return true
			}
		}
	}
	return false
}

// ---- dependencies and placement ----

// dep is a dependency placed in block b: the producer is in statement a,
// the consumer's wait may go no later than slot w.
type dep struct {
	b    *sblock
	a, w int
	p, q ir.PipeType
}

func (s *syncer) dependencies() {
	// Ops that are statements of a block themselves (not nested deeper).
	s.direct = map[*sblock]map[int]*sop{}
	s.chains = map[*sblock]*chain{}
	for _, o := range s.ops {
		last := o.path[len(o.path)-1]
		if s.direct[last.b] == nil {
			s.direct[last.b] = map[int]*sop{}
		}
		s.direct[last.b][last.idx] = o
	}
	var flags, bars []dep
	add := func(ds []dep) {
		for _, d := range ds {
			if d.p == d.q || !ir.IsHardEvent(d.p, d.q) {
				bars = append(bars, d)
			} else {
				flags = append(flags, d)
			}
		}
	}
	for i, x := range s.ops {
		for j := i; j < len(s.ops); j++ {
			y := s.ops[j]
			if !x.conflicts(y) {
				continue
			}
			add(s.place(x, y, i == j))
			if i != j {
				add(s.place(y, x, false))
			}
		}
	}
	s.barDeps = bars
	s.chooseBarriers(bars)
	s.chooseFlags(flags)
	s.contSyncs()
}

// serialPipe reports whether a pipe completes its instructions in order
// (every pipe but V and M, whose same-pipe dependencies need a barrier).
func serialPipe(p ir.PipeType) bool { return p != ir.PipeV && p != ir.PipeM }

// ordered reports whether x is known to finish before a later z starts once
// the dependencies are synchronized: they conflict, or they run in order on
// one serial pipe.
func ordered(x, z *sop) bool {
	return x.conflicts(z) || x.pipe == z.pipe && serialPipe(x.pipe)
}

// chain holds, for one block, its direct ops in statement order and which
// later ones each reaches through ordered steps.
type chain struct {
	ops []*sop
	idx []int    // statement index of ops[i]
	fwd [][]bool // fwd[i][j]: ops[i] is ordered before ops[j] through direct ops
}

func (s *syncer) chainOf(b *sblock) *chain {
	if c := s.chains[b]; c != nil {
		return c
	}
	c := &chain{}
	for i := range b.stmts {
		if o := s.direct[b][i]; o != nil {
			c.ops = append(c.ops, o)
			c.idx = append(c.idx, i)
		}
	}
	n := len(c.ops)
	c.fwd = make([][]bool, n)
	for i := n - 1; i >= 0; i-- {
		c.fwd[i] = make([]bool, n)
		for j := i + 1; j < n; j++ {
			if c.fwd[i][j] || !ordered(c.ops[i], c.ops[j]) {
				continue
			}
			c.fwd[i][j] = true
			for k := j + 1; k < n; k++ {
				if c.fwd[j][k] {
					c.fwd[i][k] = true
				}
			}
		}
	}
	s.chains[b] = c
	return c
}

// implied reports whether a forward dependency x -> y in block b (x in
// statement a, y in statement w) follows from others through ops that are
// themselves statements of b between them (so they run whenever both do):
// x is ordered before some such z1, z1 (through ordered steps) before some
// z2, and z2 before y.
func (s *syncer) implied(x, y *sop, b *sblock, a, w int) bool {
	c := s.chainOf(b)
	for i, z1 := range c.ops {
		if c.idx[i] <= a || c.idx[i] >= w || !ordered(x, z1) {
			continue
		}
		for j := i; j < len(c.ops) && c.idx[j] < w; j++ {
			if (j == i || c.fwd[i][j]) && ordered(c.ops[j], y) {
				return true
			}
		}
	}
	return false
}

// place returns where the dependency from x to a later y must be
// synchronized: forward in the innermost common block, and around the
// back edge of the innermost common loop.
func (s *syncer) place(x, y *sop, same bool) []dep {
	px, py := x.path, y.path
	k := 0
	for k < len(px) && k < len(py) && px[k] == py[k] {
		k++
	}
	var out []dep
	forward := false
	if !same && k < len(px) && k < len(py) && px[k].b == py[k].b && px[k].idx < py[k].idx {
		if !s.implied(x, y, px[k].b, px[k].idx, py[k].idx) {
			out = append(out, dep{b: px[k].b, a: px[k].idx, w: py[k].idx, p: x.pipe, q: y.pipe})
		}
		forward = true
	}
	if forward {
		return out
	}
	// Back edge: the innermost loop body holding both.
	for lvl := min(k, len(px)-1, len(py)-1); lvl >= 0; lvl-- {
		b := px[lvl].b
		if py[lvl].b != b || !b.loop {
			continue
		}
		end := len(b.stmts)
		for end > 0 && isBodyEnd(b.stmts[end-1]) {
			end--
		}
		out = append(out, dep{b: b, a: px[lvl].idx, w: end, p: x.pipe, q: y.pipe})
		s.continuesAfter(px, lvl, x.pipe, y.pipe)
		break
	}
	return out
}

// continuesAfter records a contDep for every continue of the loop whose
// body is px[lvl].b that is nested in the statement px[lvl].idx holding
// the producer (path px, pipe p; the consumer runs on q) and runs after
// it: that continue skips the set placed after the statement, so the path
// through it gets its own pair. A break there does too when the loop is
// itself in a loop: the break skips the set as well, and the next entry
// into the loop runs the consumer again.
func (s *syncer) continuesAfter(px []step, lvl int, p, q ir.PipeType) {
	reentered := false
	for _, st := range px[:lvl] {
		reentered = reentered || st.b.loop
	}
	for _, e := range s.exits {
		last := e[len(e)-1]
		switch last.b.stmts[last.idx].(type) {
		case *ir.ContinueStmt:
		case *ir.BreakStmt:
			if !reentered {
				continue
			}
		default:
			continue
		}
		if len(e) <= lvl+1 || e[lvl] != px[lvl] {
			continue
		}
		inner := false
		for _, st := range e[lvl+1:] {
			if st.b.loop {
				inner = true
				break
			}
		}
		if inner {
			continue
		}
		// The first level where the paths part: x must be in an earlier
		// statement of the same block (not in a sibling branch).
		m := lvl + 1
		for m < len(e) && m < len(px) && e[m] == px[m] {
			m++
		}
		if m >= len(e) || m >= len(px) || e[m].b != px[m].b || px[m].idx >= e[m].idx {
			continue
		}
		s.contDeps = append(s.contDeps, contDep{b: last.b, slot: last.idx, p: p, q: q})
	}
}

// contSyncs synchronizes the contDeps just before their continue, as the
// fall-through end of the body is: one set / wait pair per continue and
// pipe pair (set, then wait, both before the continue, so they run exactly
// when it does), a barrier for the same pipe or a pair with no hardware
// event.
func (s *syncer) contSyncs() {
	type key struct {
		b    *sblock
		slot int
		p, q ir.PipeType
	}
	done := map[key]bool{}
	for _, d := range s.contDeps {
		if d.p == d.q || !ir.IsHardEvent(d.p, d.q) {
			pipe, ok := needsBarrier(d.p, d.q)
			if !ok {
				continue
			}
			if !s.hasBar(d.b, d.slot, pipe) {
				s.addItem(d.b, d.slot, &item{kind: itemBar, p: pipe, q: pipe})
			}
			continue
		}
		k := key{d.b, d.slot, d.p, d.q}
		if done[k] {
			continue
		}
		done[k] = true
		pr := &pairSel{p: d.p, q: d.q, set: d.slot, wait: d.slot, b: d.b}
		s.pairs = append(s.pairs, pr)
		s.addItem(d.b, d.slot, &item{kind: itemSet, p: d.p, q: d.q, pair: pr})
		s.addItem(d.b, d.slot, &item{kind: itemWait, p: d.p, q: d.q, pair: pr})
	}
}

// isBodyEnd reports whether a statement ends a loop body's iteration
// without running anything of it: a trailing yield or continue.
func isBodyEnd(st ir.Stmt) bool {
	switch st.(type) {
	case *ir.YieldStmt, *ir.ContinueStmt:
		return true
	}
	return false
}

// exitsBetween returns the continue / break statements that leave block b
// from inside its statements lo..hi-1 (those not in a loop nested there),
// each as the innermost block and slot holding it.
func (s *syncer) exitsBetween(b *sblock, lo, hi int) []step {
	var out []step
	for _, path := range s.exits {
		j := -1
		for k, st := range path {
			if st.b == b {
				j = k
				break
			}
		}
		if j < 0 || path[j].idx < lo || path[j].idx >= hi {
			continue
		}
		inner := false
		for _, st := range path[j+1:] {
			if st.b.loop {
				inner = true
				break
			}
		}
		if !inner {
			out = append(out, path[len(path)-1])
		}
	}
	return out
}

// exitSyncs repeats waits and barriers before the continue and break
// statements that skip them: an exit between a set and its wait would
// leave the flag set (the next set of it is lost) and let the next
// iteration, or the code after the loop, run ahead of the producer.
func (s *syncer) exitSyncs() {
	for _, pr := range s.pairs {
		for _, e := range s.exitsBetween(pr.b, pr.set, pr.wait) {
			s.addItem(e.b, e.idx, &item{kind: itemWait, p: pr.p, q: pr.q, pair: pr})
		}
	}
	for _, d := range s.barDeps {
		pipe, ok := needsBarrier(d.p, d.q)
		if !ok {
			continue
		}
		for _, e := range s.exitsBetween(d.b, d.a+1, d.w) {
			if !s.hasBar(e.b, e.idx, pipe) {
				s.addItem(e.b, e.idx, &item{kind: itemBar, p: pipe, q: pipe})
			}
		}
	}
}

// hasBar reports whether slot of block b already has a barrier on pipe.
func (s *syncer) hasBar(b *sblock, slot int, pipe ir.PipeType) bool {
	for _, it := range s.items[b][slot] {
		if it.kind == itemBar && it.p == pipe {
			return true
		}
	}
	return false
}

func needsBarrier(p, q ir.PipeType) (ir.PipeType, bool) {
	if p != q {
		return ir.PipeAll, true
	}
	switch p {
	case ir.PipeV, ir.PipeM:
		return p, true
	}
	return 0, false // the other pipes run their instructions in order
}

func (s *syncer) addItem(b *sblock, slot int, it *item) {
	m := s.items[b]
	if m == nil {
		m = map[int][]*item{}
		s.items[b] = m
	}
	it.order = len(m[slot])
	m[slot] = append(m[slot], it)
}

// chooseBarriers stabs each block's barrier intervals (a, w] at their
// latest slots.
func (s *syncer) chooseBarriers(deps []dep) {
	type key struct {
		b    *sblock
		pipe ir.PipeType
	}
	groups := map[key][]dep{}
	var keys []key
	for _, d := range deps {
		pipe, ok := needsBarrier(d.p, d.q)
		if !ok {
			continue
		}
		k := key{d.b, pipe}
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], d)
	}
	for _, k := range keys {
		ds := groups[k]
		sort.SliceStable(ds, func(i, j int) bool { return ds[i].w < ds[j].w })
		var chosen []int
		for _, d := range ds {
			covered := false
			for _, slot := range chosen {
				if d.a+1 <= slot && slot <= d.w {
					covered = true
					break
				}
			}
			if !covered {
				chosen = append(chosen, d.w)
				s.addItem(k.b, d.w, &item{kind: itemBar, p: k.pipe, q: k.pipe})
			}
		}
	}
}

// chooseFlags covers each block's flag dependencies of one pipe pair with
// as few pairs as it greedily can: the wait at the earliest consumer slot
// still uncovered, the set after the last producer feeding it.
func (s *syncer) chooseFlags(deps []dep) {
	type key struct {
		b    *sblock
		p, q ir.PipeType
	}
	groups := map[key][]dep{}
	var keys []key
	for _, d := range deps {
		k := key{d.b, d.p, d.q}
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], d)
	}
	for _, k := range keys {
		ds := groups[k]
		sort.SliceStable(ds, func(i, j int) bool {
			if ds[i].w != ds[j].w {
				return ds[i].w < ds[j].w
			}
			return ds[i].a > ds[j].a
		})
		var chosen []*pairSel
		for i, d := range ds {
			covered := false
			for _, pr := range chosen {
				if d.a+1 <= pr.set && pr.wait <= d.w && len(s.exitsBetween(k.b, d.a+1, pr.set)) == 0 {
					covered = true
					break
				}
			}
			if covered {
				continue
			}
			// The set goes after the last producer feeding the same wait,
			// but never past a continue / break after d's producer: that
			// exit would skip the set, and exitSyncs only repeats waits
			// for exits between a set and its wait.
			set := d.a + 1
			for _, e := range ds[i:] {
				if e.w == d.w && e.a+1 > set && len(s.exitsBetween(k.b, d.a+1, e.a+1)) == 0 {
					set = e.a + 1
				}
			}
			pr := &pairSel{p: k.p, q: k.q, set: set, wait: d.w, b: k.b}
			chosen = append(chosen, pr)
			s.pairs = append(s.pairs, pr)
			s.addItem(k.b, set, &item{kind: itemSet, p: k.p, q: k.q, pair: pr})
			s.addItem(k.b, d.w, &item{kind: itemWait, p: k.p, q: k.q, pair: pr})
		}
	}
}
