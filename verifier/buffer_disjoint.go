package verifier

import (
	"slices"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// bufferDisjointRule is BufferDisjoint, irfuzz's own property (in none of
// PyPTO's sets; pypto-brief §4.8 notes AllocatedMemoryAddr checks neither
// overlap nor alignment). On programs with MemRefs (after InitMemRef /
// AllocateMemoryAddr) it rejects
//
//   - code 1: two buffers of one on-chip memory space whose byte ranges
//     [offset, offset+size) overlap while both are live;
//   - code 2: an allocation whose start address is not aligned to the
//     backend's allocation alignment (backend.Backend.AllocAlign; 32 bytes,
//     PyPTO's AlignAddress, when no backend is configured).
//
// What a buffer is. Every variable of TileType with a MemRef with a
// constant byte offset, in a space other than DDR, is a member; its bytes
// are [offset, offset+size). Members belong to one buffer (are never
// reported against each other) when
//
//   - their MemRefs share a base (one allocation; views share their
//     source's base after InitMemRef), or
//   - one is a zero-copy view of the other (an op with
//     ir.OpDef.InheritsInput() && !NotInplaceSafe, argument 0), a plain
//     alias (y = x), or the result of an op that reuses that argument's
//     buffer (ir.OpDef.ReusesInput, e.g. tile.matmul_acc), or
//   - they are tied by a carry: a loop iter arg with its initial value and
//     with the value yielded into it, a loop or if return var with the
//     values yielded into it (InitMemRef's own sharing model).
//
// An allocation's start is the lowest offset among its members (views may
// legitimately start unaligned inside it). Members without a MemRef, with a
// declared or runtime (non-constant) offset, or in DDR are not checked.
//
// Liveness model: backward liveness on the structured program. Program
// points are the statements in order; a loop or if also has a begin point
// (where a loop's initial values are read and its iter args defined, and an
// if's condition is read), a while loop a condition point, and both an end
// point (where return vars are defined). A member is live at a point when
// it is defined there or read there, or may be read at a later point of
// some execution path without being redefined:
//
//   - an assignment defines its variable at its point, where its operands
//     are read; parameters are defined at point 0;
//   - an if's branches are alternatives: a member read only in the else
//     branch is not live in the then branch (unless read after the if);
//     the if's return vars are defined at its end point, and a value
//     yielded into them is read at its yield;
//   - a loop repeats: a member defined outside a loop and read anywhere in
//     it (the while condition included) is live at every point of the loop,
//     and the iter args — a buffer carried by the loop — are live at every
//     point of the loop too; the value yielded into a carry is read at its
//     yield.
//
// Two members conflict when they are live at one point, in one space, in
// different buffers, with overlapping byte ranges. One exception: an
// assignment may write its result over exactly the bytes of an operand that
// dies at that assignment when the op is in-place safe
// (!ir.OpDef.NotInplaceSafe) — an element-wise update in place. A not
// in-place-safe op (tile.move, the reductions) overlapping its own operand
// is reported (PyPTO #2106).
//
// Each pair of buffers is reported once, at the member defined later (in
// program order) of the first conflicting pair in that order.
var bufferDisjointRule = &rule{
	name: "BufferDisjoint",
	prop: BufferDisjoint,
	doc:  "simultaneously live on-chip buffers do not overlap, and allocations are aligned",
	run:  runBufferDisjoint,
}

// bdMember is one tile variable with an on-chip MemRef.
type bdMember struct {
	v         *ir.Var
	space     ir.MemorySpace
	off, size int64
	hasAddr   bool
	alloc     allocKey
	def       int // definition point
	depth     int // number of loops enclosing the definition
	order     int // index in definition order
}

// allocKey identifies an allocation: the MemRef base variable, or its
// name for string-named bases.
type allocKey struct {
	base *ir.Var
	name string
}

// bdLoop is one loop: the members read in it but defined outside it.
type bdLoop struct {
	outer map[*bdMember]bool
}

// bdLive is a set of live members.
type bdLive map[*bdMember]bool

func (l bdLive) clone() bdLive {
	c := make(bdLive, len(l))
	for m := range l {
		c[m] = true
	}
	return c
}

// bdConflict is two members of different buffers live at one point over
// overlapping bytes; later is the one defined later.
type bdConflict struct {
	earlier, later *bdMember
}

type bdState struct {
	members   []*bdMember
	byVar     map[*ir.Var]*bdMember
	parent    []int
	point     int       // forward: the last point numbered
	bpoint    int       // backward: the next point to check, counting down
	loops     []*bdLoop // in the order loops end (forward), consumed in reverse (backward)
	loopStack []*bdLoop
	conflicts map[[2]int]bdConflict             // by buffer pair
	trace     func(point int, live []*bdMember) // when set, sees each point's live members
	scratch   []*bdMember                       // at's working set, reused
}

func runBufferDisjoint(p *Pass) {
	align := int64(32)
	if p.Backend != nil && p.Backend.AllocAlign > 0 {
		align = p.Backend.AllocAlign
	}
	for _, f := range p.Prog.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		s := analyzeBuffers(f, nil)
		s.reportAlignment(p, f.Name, align)
		s.reportOverlaps(p, f.Name)
	}
}

// analyzeBuffers numbers the function's points, collects its members and
// buffers (forward), then computes liveness and the conflicts (backward).
func analyzeBuffers(f *ir.Function, trace func(int, []*bdMember)) *bdState {
	s := &bdState{trace: trace, byVar: map[*ir.Var]*bdMember{}, conflicts: map[[2]int]bdConflict{}}
	var params []*bdMember
	for _, prm := range f.Params {
		if m := s.define(prm); m != nil {
			params = append(params, m)
		}
	}
	s.forward(f.Body)
	s.unionAllocations()
	// The backward walk visits points in exactly the reverse of the
	// forward numbering (an if's else branch before its then branch), so it
	// counts them down.
	s.bpoint = s.point
	live := s.backward(f.Body, bdLive{})
	for _, m := range params {
		live[m] = true
	}
	s.at(0, live, nil, nil, nil)
	return s
}

// define makes v a member if it is an on-chip tile with a MemRef, defined
// at the current point.
func (s *bdState) define(v *ir.Var) *bdMember {
	if v == nil {
		return nil
	}
	tt, ok := v.T.(*ir.TileType)
	if !ok || tt.MemRef == nil || tt.Space == ir.MemNone || tt.Space == ir.DDR {
		return nil
	}
	m := &bdMember{v: v, space: tt.Space, size: tt.MemRef.Size, def: s.point, depth: len(s.loopStack), order: len(s.members)}
	m.alloc = allocKey{base: tt.MemRef.Base}
	if tt.MemRef.Base != nil {
		m.alloc.name = tt.MemRef.Base.Name
	}
	if c, ok := tt.MemRef.Offset.(*ir.ConstInt); ok && tt.MemRef.SlotIndex == nil {
		m.off, m.hasAddr = c.Value, true
	}
	s.members = append(s.members, m)
	s.parent = append(s.parent, m.order)
	s.byVar[v] = m
	return m
}

// uses lists the members an expression reads.
func (s *bdState) uses(e ir.Expr, out []*bdMember) []*bdMember {
	switch e := e.(type) {
	case nil:
	case *ir.Var, *ir.IterArg:
		if m := s.byVar[ir.VarOf(e)]; m != nil {
			out = append(out, m)
		}
	case *ir.Call:
		for _, a := range e.Args {
			out = s.uses(a, out)
		}
	case *ir.Submit:
		for _, a := range e.Args {
			out = s.uses(a, out)
		}
		for _, a := range e.Deps {
			out = s.uses(a, out)
		}
		out = s.uses(e.CoreNum, out)
	case *ir.Binary:
		out = s.uses(e.R, s.uses(e.L, out))
	case *ir.Unary:
		out = s.uses(e.X, out)
	case *ir.MakeTuple:
		for _, x := range e.Elems {
			out = s.uses(x, out)
		}
	case *ir.TupleGetItem:
		out = s.uses(e.Tuple, out)
	}
	return out
}

// read records, in the forward pass, reads of e inside the current loops:
// a member defined outside a loop it is read in belongs to that loop's
// outer set (the outermost such loop; inner ones follow, since the member
// then stays live through the outer loop's whole body).
func (s *bdState) read(e ir.Expr) {
	for _, m := range s.uses(e, nil) {
		if m.depth < len(s.loopStack) {
			s.loopStack[m.depth].outer[m] = true
		}
	}
}

func (s *bdState) forward(st ir.Stmt) {
	switch st := st.(type) {
	case nil:
		return
	case *ir.SeqStmts:
		for _, c := range st.Stmts {
			s.forward(c)
		}
		return
	case *ir.ScopeStmt:
		s.forward(st.Body)
		return
	}
	s.point++
	switch st := st.(type) {
	case *ir.AssignStmt:
		s.read(st.Value)
		if m := s.define(st.Var); m != nil {
			s.aliasOf(m, st.Value)
		}
	case *ir.EvalStmt:
		s.read(st.Expr)
	case *ir.ReturnStmt:
		for _, v := range st.Values {
			s.read(v)
		}
	case *ir.YieldStmt:
		for _, v := range st.Values {
			s.read(v)
		}
	case *ir.IfStmt:
		s.read(st.Cond)
		s.forward(st.Then)
		s.forward(st.Else)
		s.point++
		for i, rv := range st.ReturnVars {
			if m := s.define(rv); m != nil {
				s.tieYields(m, st.Then, i)
				s.tieYields(m, st.Else, i)
			}
		}
	case *ir.ForStmt:
		s.forwardLoop(st.IterArgs, nil, st.Body, st.ReturnVars)
	case *ir.WhileStmt:
		s.forwardLoop(st.IterArgs, st.Cond, st.Body, st.ReturnVars)
	}
}

func (s *bdState) forwardLoop(ias []*ir.IterArg, cond ir.Expr, body ir.Stmt, rvs []*ir.Var) {
	for _, ia := range ias {
		if ia == nil {
			continue
		}
		s.read(ia.Init)
	}
	lp := &bdLoop{outer: map[*bdMember]bool{}}
	s.loopStack = append(s.loopStack, lp)
	carried := make([]*bdMember, len(ias))
	for i, ia := range ias {
		if ia == nil {
			continue
		}
		if m := s.define(&ia.Var); m != nil {
			carried[i] = m
			s.union(m, s.byVar[ir.VarOf(ia.Init)])
			s.tieYields(m, body, i)
		}
	}
	s.point++ // the condition point
	s.read(cond)
	s.forward(body)
	s.loopStack = s.loopStack[:len(s.loopStack)-1]
	s.loops = append(s.loops, lp)
	s.point++
	for i, rv := range rvs {
		if m := s.define(rv); m != nil {
			if i < len(carried) {
				s.union(m, carried[i])
			}
			s.tieYields(m, body, i)
		}
	}
}

// tieYields unions m with the i-th value of the trailing yield of body.
func (s *bdState) tieYields(m *bdMember, body ir.Stmt, i int) {
	stmts := ir.Stmts(body)
	if len(stmts) == 0 {
		return
	}
	if y, ok := stmts[len(stmts)-1].(*ir.YieldStmt); ok && i < len(y.Values) {
		s.union(m, s.byVar[ir.VarOf(y.Values[i])])
	}
}

// aliasOf unions a defined member with the buffer its value names: a plain
// alias, a zero-copy view's source, or the argument an in-place op reuses.
func (s *bdState) aliasOf(m *bdMember, value ir.Expr) {
	if v := ir.VarOf(value); v != nil {
		s.union(m, s.byVar[v])
		return
	}
	c, ok := value.(*ir.Call)
	if !ok || c.Op == nil {
		return
	}
	if c.Op.IsBufferAliasingView() && len(c.Args) > 0 {
		s.union(m, s.byVar[ir.VarOf(c.Args[0])])
	}
	if r := c.Op.ReusesInput; r >= 0 && r < len(c.Args) {
		s.union(m, s.byVar[ir.VarOf(c.Args[r])])
	}
}

func (s *bdState) find(i int) int {
	for s.parent[i] != i {
		s.parent[i] = s.parent[s.parent[i]]
		i = s.parent[i]
	}
	return i
}

func (s *bdState) union(a, b *bdMember) {
	if a == nil || b == nil || a.space != b.space {
		return
	}
	ra, rb := s.find(a.order), s.find(b.order)
	if ra != rb {
		s.parent[max(ra, rb)] = min(ra, rb)
	}
}

// unionAllocations puts members of one allocation into one buffer.
func (s *bdState) unionAllocations() {
	first := map[allocKey]*bdMember{}
	for _, m := range s.members {
		if m.alloc.base == nil && m.alloc.name == "" {
			continue
		}
		if f, ok := first[m.alloc]; ok {
			s.union(f, m)
		} else {
			first[m.alloc] = m
		}
	}
}

// backward walks st from its end to its start given the members live after
// it, checks every point, and returns the members live before it.
func (s *bdState) backward(st ir.Stmt, live bdLive) bdLive {
	switch st := st.(type) {
	case nil:
	case *ir.SeqStmts:
		for i := len(st.Stmts) - 1; i >= 0; i-- {
			live = s.backward(st.Stmts[i], live)
		}
	case *ir.ScopeStmt:
		live = s.backward(st.Body, live)
	case *ir.AssignStmt:
		reads := s.uses(st.Value, nil)
		def := s.byVar[st.Var]
		var inplace []*bdMember // operands dying here that the op may overwrite in place
		if c, ok := st.Value.(*ir.Call); ok && c.Op != nil && !c.Op.NotInplaceSafe {
			for _, r := range reads {
				if !live[r] {
					inplace = append(inplace, r)
				}
			}
		}
		s.at(s.next(), live, reads, def, inplace)
		if def != nil {
			delete(live, def)
		}
		for _, r := range reads {
			live[r] = true
		}
	case *ir.EvalStmt:
		live = s.readAt(s.next(), live, s.uses(st.Expr, nil))
	case *ir.ReturnStmt:
		var reads []*bdMember
		for _, v := range st.Values {
			reads = s.uses(v, reads)
		}
		live = s.readAt(s.next(), live, reads)
	case *ir.YieldStmt:
		var reads []*bdMember
		for _, v := range st.Values {
			reads = s.uses(v, reads)
		}
		live = s.readAt(s.next(), live, reads)
	case *ir.IfStmt:
		live = s.defineAtEnd(s.next(), live, st.ReturnVars)
		els := live
		if st.Else != nil {
			els = s.backward(st.Else, live.clone())
		}
		then := s.backward(st.Then, live.clone())
		for m := range els {
			then[m] = true
		}
		live = s.readAt(s.next(), then, s.uses(st.Cond, nil))
	case *ir.ForStmt:
		live = s.backwardLoop(st.IterArgs, nil, st.Body, st.ReturnVars, live)
	case *ir.WhileStmt:
		live = s.backwardLoop(st.IterArgs, st.Cond, st.Body, st.ReturnVars, live)
	}
	return live
}

func (s *bdState) backwardLoop(ias []*ir.IterArg, cond ir.Expr, body ir.Stmt, rvs []*ir.Var, live bdLive) bdLive {
	lp := s.loops[len(s.loops)-1]
	s.loops = s.loops[:len(s.loops)-1]
	live = s.defineAtEnd(s.next(), live, rvs)
	var carried []*bdMember
	for _, ia := range ias {
		if ia == nil {
			continue
		}
		if m := s.byVar[&ia.Var]; m != nil {
			carried = append(carried, m)
			live[m] = true
		}
	}
	for m := range lp.outer {
		live[m] = true
	}
	live = s.backward(body, live)
	live = s.readAt(s.next(), live, s.uses(cond, nil))
	// The begin point: initial values read, iter args defined.
	var inits []*bdMember
	for _, ia := range ias {
		if ia == nil {
			continue
		}
		inits = s.uses(ia.Init, inits)
	}
	s.at(s.next(), live, inits, nil, nil)
	for _, m := range carried {
		delete(live, m)
	}
	for _, m := range inits {
		live[m] = true
	}
	return live
}

// next returns the point the backward walk checks next.
func (s *bdState) next() int {
	pt := s.bpoint
	s.bpoint--
	return pt
}

// defineAtEnd checks a compound statement's end point, where its return
// vars are defined, and returns the members live before it.
func (s *bdState) defineAtEnd(pt int, live bdLive, rvs []*ir.Var) bdLive {
	var defs []*bdMember
	for _, v := range rvs {
		if m := s.byVar[v]; m != nil {
			defs = append(defs, m)
		}
	}
	s.at(pt, live, defs, nil, nil)
	for _, m := range defs {
		delete(live, m)
	}
	return live
}

// readAt checks a point reading reads and returns the members live before
// it.
func (s *bdState) readAt(pt int, live bdLive, reads []*bdMember) bdLive {
	s.at(pt, live, reads, nil, nil)
	for _, r := range reads {
		live[r] = true
	}
	return live
}

// at checks one point: the members live after it, those read or defined
// there, and the assignment's defined member with the operands it may
// overwrite in place.
func (s *bdState) at(pt int, after bdLive, here []*bdMember, def *bdMember, inplace []*bdMember) {
	set := s.scratch[:0]
	defer func() { s.scratch = set[:0] }()
	for m := range after {
		set = append(set, m)
	}
	for _, m := range here {
		if !after[m] {
			set = append(set, m)
		}
	}
	if def != nil && !after[def] && !slices.Contains(here, def) {
		set = append(set, def)
	}
	slices.SortFunc(set, func(a, b *bdMember) int { return a.order - b.order })
	set = slices.Compact(set)
	if s.trace != nil {
		s.trace(pt, set)
	}
	for i, a := range set {
		if !a.hasAddr || a.size <= 0 {
			continue
		}
		for _, b := range set[i+1:] {
			if !b.hasAddr || b.size <= 0 || a.space != b.space || a.off >= b.off+b.size || b.off >= a.off+a.size {
				continue
			}
			ca, cb := s.find(a.order), s.find(b.order)
			if ca == cb {
				continue
			}
			if def != nil && (a == def && slices.Contains(inplace, b) || b == def && slices.Contains(inplace, a)) &&
				a.off == b.off && a.size == b.size {
				continue // an in-place update of an operand that dies here
			}
			earlier, later := a, b
			if laterThan(a, b) {
				earlier, later = b, a
			}
			pair := [2]int{min(ca, cb), max(ca, cb)}
			if old, ok := s.conflicts[pair]; !ok || conflictBefore(bdConflict{earlier, later}, old) {
				s.conflicts[pair] = bdConflict{earlier, later}
			}
		}
	}
}

func laterThan(a, b *bdMember) bool {
	return a.def > b.def || a.def == b.def && a.order > b.order
}

// conflictBefore orders conflicts by their later member, then their
// earlier one, in program order.
func conflictBefore(x, y bdConflict) bool {
	if x.later != y.later {
		return laterThan(y.later, x.later)
	}
	return laterThan(y.earlier, x.earlier)
}

func (s *bdState) reportAlignment(p *Pass, fn string, align int64) {
	type start struct {
		m   *bdMember
		off int64
	}
	starts := map[allocKey]*start{}
	var keys []allocKey
	for _, m := range s.members {
		if !m.hasAddr {
			continue
		}
		key := m.alloc
		if key.base == nil && key.name == "" {
			key = allocKey{name: "\x00" + m.v.Name} // a MemRef without a base: its own allocation
		}
		st, ok := starts[key]
		if !ok {
			starts[key] = &start{m: m, off: m.off}
			keys = append(keys, key)
			continue
		}
		st.off = min(st.off, m.off)
	}
	for _, k := range keys {
		st := starts[k]
		if st.off%align == 0 {
			continue
		}
		name := k.name
		if k.base == nil {
			name = st.m.v.Name
		}
		p.Errorf(2, st.m.v.Pos, "function '%s': %s buffer '%s' starts at address %d, which is not %d-byte aligned",
			fn, st.m.space, name, st.off, align)
	}
}

func (s *bdState) reportOverlaps(p *Pass, fn string) {
	list := make([]bdConflict, 0, len(s.conflicts))
	for _, c := range s.conflicts {
		list = append(list, c)
	}
	sort.Slice(list, func(i, j int) bool { return conflictBefore(list[i], list[j]) })
	for _, c := range list {
		a, b := c.earlier, c.later
		p.Errorf(1, b.v.Pos, "function '%s': %s buffers of '%s' [%d, %d) and '%s' [%d, %d) overlap while both are live",
			fn, a.space, a.v.Name, a.off, a.off+a.size, b.v.Name, b.off, b.off+b.size)
	}
}
