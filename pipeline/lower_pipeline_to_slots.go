package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// LowerPipelineToSlots is PyPTO's LowerPipelineToSlots
// (src/ir/transforms/lower_pipeline_to_slots_pass.cpp), run between
// SkewCrossCorePipeline and LowerPipelineLoops. Under PyPTO's own and the
// DSA_RP planners it returns every function unchanged (:538-549); under
// PTOAS it keeps one body of a pl.pipeline(stage=F) loop and rebinds the
// loop body's top-level loads onto slot `i % F` of a fresh F-slot declared
// allocation, then demotes the loop to a sequential one (kind Sequential,
// pipeline_stages dropped, :351-362), leaving a declined loop for
// LowerPipelineLoops to replicate.
//
// Pre-order over the function (SlotBindingMutator, :296-525): a pipeline
// loop with pipeline_stages F > 1 is considered when no enclosing pipeline
// loop was declined (one that will be replicated, :321-329, :393-399),
// its step is 1, its start a constant multiple of F and 2 <= F <= 16
// (LoopShapeAllowsSlots, :410-417). Its candidates (CollectCandidates,
// :438-472) are the tile.load assignments directly in its body list whose
// tile has no MemRef; the loop is declined when any candidate lives outside
// Vec / Mat / Acc (:63-66), has a valid extent that is not constant in its
// first two dimensions (:75-90), is carried out of an if or a loop (read
// by a yield or an iter arg's initial value, directly or through a bare
// copy or a view / in-place result of it, DisqualifyingUseCollector,
// :106-203), is the source of a view or in-place op (:187-195), or when
// the loads' F-slot regions together with those already committed in the
// function and the author's pinned allocations exceed a space's capacity
// (SlotsFitOnChip, :491-525; PinnedAllocCollector, :205-262). Each
// candidate gets a new base `pipe_<name>` and the MemRef
// pl.MemRef("pipe_<name>", slots=F)[i % F] (BindSlot, :527-552); every use
// follows.
//
// The model's InitMemRef does not resolve declared allocations, so what
// this pass binds is given an ordinary buffer there (docs/pypto-version.md,
// "The memory passes").
var LowerPipelineToSlots = &Pass{
	Name:     "LowerPipelineToSlots",
	Doc:      "multi-buffer pipeline loads through MemRef slots under the PTOAS planner (other planners: no change)",
	Required: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Run:      runLowerPipelineToSlots,
}

// Slot-count bounds of a ptoas multi_tile_buf (:55-58).
const (
	minPipelineSlots = 2
	maxPipelineSlots = 16
)

func runLowerPipelineToSlots(p *ir.Program, ctx *Context) (*ir.Program, error) {
	if ctx.planner() != PlannerPtoAS {
		return p, nil
	}
	var out *ir.Program
	for i, f := range p.Funcs {
		if f.Body == nil {
			continue
		}
		s := &slotBinder{ctx: ctx, committed: pinnedBytes(f, ctx), vars: map[*ir.Var]*ir.Var{}}
		body := s.stmt(f.Body, false)
		if !s.changed {
			continue
		}
		if out == nil {
			c := *p
			c.Funcs = append([]*ir.Function(nil), p.Funcs...)
			out = &c
		}
		nf := *f
		nf.Body = body
		rebound := map[*ir.Var]bool{}
		m := &ir.Mutator{}
		for old, n := range s.vars {
			m.Subst(old, n)
			rebound[n] = true
		}
		// The load carries its result's MemRef, as printed and parsed back.
		m.Stmt = func(st ir.Stmt) ir.Stmt {
			if a, ok := st.(*ir.AssignStmt); ok && rebound[a.Var] {
				if c, ok := a.Value.(*ir.Call); ok {
					cc := *c
					cc.T = a.Var.T
					return &ir.AssignStmt{Var: a.Var, Value: &cc, Pos: a.Pos}
				}
			}
			return st
		}
		out.Funcs[i] = m.Function(&nf)
	}
	if out == nil {
		return p, nil
	}
	return out, nil
}

// slotBinder is SlotBindingMutator on one function: it plans the loads to
// rebind (vars) and demotes their loops; the rebinding is applied after.
type slotBinder struct {
	ctx       *Context
	committed map[ir.MemorySpace]int64
	vars      map[*ir.Var]*ir.Var
	changed   bool
}

func (s *slotBinder) stmt(st ir.Stmt, declinedAbove bool) ir.Stmt {
	var walk func(ir.Stmt, bool) ir.Stmt
	walk = func(st ir.Stmt, declined bool) ir.Stmt {
		switch st := st.(type) {
		case *ir.SeqStmts:
			var out []ir.Stmt
			changed := false
			for _, c := range st.Stmts {
				n := walk(c, declined)
				changed = changed || n != c
				out = append(out, n)
			}
			if changed {
				return &ir.SeqStmts{Stmts: out, Pos: st.Pos}
			}
		case *ir.IfStmt:
			th := walk(st.Then, declined)
			var el ir.Stmt
			if st.Else != nil {
				el = walk(st.Else, declined)
			}
			if th != st.Then || el != st.Else {
				c := *st
				c.Then, c.Else = th, el
				return &c
			}
		case *ir.WhileStmt:
			if b := walk(st.Body, declined); b != st.Body {
				c := *st
				c.Body = b
				return &c
			}
		case *ir.ScopeStmt:
			if b := walk(st.Body, declined); b != st.Body {
				c := *st
				c.Body = b
				return &c
			}
		case *ir.ForStmt:
			f, ok := pipelineStages(st)
			if !ok {
				if b := walk(st.Body, declined); b != st.Body {
					c := *st
					c.Body = b
					return &c
				}
				return st
			}
			var cands []*ir.AssignStmt
			if f > 1 && !declined && slotLoopShape(st, f) {
				cands = s.candidates(st, f)
			}
			if len(cands) == 0 {
				if b := walk(st.Body, declined || f > 1); b != st.Body {
					c := *st
					c.Body = b
					return &c
				}
				return st
			}
			for _, a := range cands {
				s.bind(st, a, f)
			}
			s.changed = true
			c := *st
			c.Body = walk(st.Body, false)
			c.Kind = ir.Sequential
			c.Attrs = stripAttr(st.Attrs, attrPipelineStages)
			return &c
		}
		return st
	}
	return walk(st, declinedAbove)
}

// slotLoopShape is LoopShapeAllowsSlots: the slot index is literally
// i % F.
func slotLoopShape(s *ir.ForStmt, f int64) bool {
	if f < minPipelineSlots || f > maxPipelineSlots {
		return false
	}
	step, ok := s.Step.(*ir.ConstInt)
	if !ok || step.Value != 1 {
		return false
	}
	start, ok := s.Start.(*ir.ConstInt)
	return ok && start.Value%f == 0
}

// candidates is CollectCandidates: nil when the loop is declined.
func (s *slotBinder) candidates(loop *ir.ForStmt, f int64) []*ir.AssignStmt {
	seq, ok := loop.Body.(*ir.SeqStmts)
	if !ok {
		return nil
	}
	phi, inherit := disqualifyingUses(loop.Body)
	var out []*ir.AssignStmt
	for _, st := range seq.Stmts {
		a, ok := st.(*ir.AssignStmt)
		if !ok {
			continue
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op != ir.TileLoad {
			continue
		}
		tt, ok := a.Var.T.(*ir.TileType)
		if !ok || tt.MemRef != nil {
			continue
		}
		if (tt.Space != ir.Vec && tt.Space != ir.Mat && tt.Space != ir.Acc) || !staticValidExtents(tt) || phi[a.Var] || inherit[a.Var] {
			return nil
		}
		out = append(out, a)
	}
	if len(out) > 0 && !s.fits(out, f) {
		return nil
	}
	return out
}

// staticValidExtents is HasStaticValidExtents: the valid shape (else the
// shape) is constant in its first two dimensions.
func staticValidExtents(tt *ir.TileType) bool {
	dims := tt.ValidShape()
	if len(dims) == 0 {
		return false
	}
	for i := 0; i < len(dims) && i < 2; i++ {
		if _, ok := dims[i].(*ir.ConstInt); !ok {
			return false
		}
	}
	return true
}

// disqualifyingUses is DisqualifyingUseCollector over a loop body: the
// tiles carried out of an if or a loop and the tiles a view or in-place op
// reads, each resolved through bare copies and view / in-place results to
// the tile owning the buffer.
func disqualifyingUses(body ir.Stmt) (phi, inherit map[*ir.Var]bool) {
	phi, inherit = map[*ir.Var]bool{}, map[*ir.Var]bool{}
	alias := map[*ir.Var]*ir.Var{}
	root := func(v *ir.Var) *ir.Var {
		for {
			n, ok := alias[v]
			if !ok || n == v {
				return v
			}
			v = n
		}
	}
	reads := func(e ir.Expr, into map[*ir.Var]bool) {
		ir.Walk(e, func(n ir.Node) bool {
			if v, ok := n.(ir.VarLike); ok {
				into[root(v.VarRef())] = true
			}
			return true
		})
	}
	inherits := func(op *ir.OpDef) bool { return op.IsBufferAliasingView() || (op != nil && op.ReusesInput >= 0) }
	ir.Walk(body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.AssignStmt:
			if _, ok := n.Var.T.(*ir.TileType); ok {
				if src, ok := n.Value.(ir.VarLike); ok {
					alias[n.Var] = root(src.VarRef())
				} else if c, ok := n.Value.(*ir.Call); ok && inherits(c.Op) && len(c.Args) > 0 {
					if src, ok := c.Args[0].(ir.VarLike); ok {
						alias[n.Var] = root(src.VarRef())
					}
				}
			}
		case *ir.YieldStmt:
			for _, v := range n.Values {
				reads(v, phi)
			}
		case *ir.ForStmt:
			for _, ia := range n.IterArgs {
				reads(ia.Init, phi)
			}
		case *ir.WhileStmt:
			for _, ia := range n.IterArgs {
				reads(ia.Init, phi)
			}
		case *ir.Call:
			if inherits(n.Op) {
				for _, a := range n.Args {
					reads(a, inherit)
				}
			}
		}
		return true
	})
	return phi, inherit
}

// slotBytes is StaticPhysicalAllocationBytes of a tile (0, false without
// a static shape).
func (s *slotBinder) slotBytes(tt *ir.TileType) (int64, bool) {
	shape, _, ok := memStaticShape(tt.Shape)
	if !ok || s.ctx.Backend == nil && tt.Space == ir.Acc {
		return 0, false
	}
	return memPhysicalBytes(shape, tt.DType, tt.Space, s.ctx.Backend), true
}

// fits is SlotsFitOnChip: the candidates' F-slot regions, added to what
// the function already committed, stay within each space's capacity (no
// backend, or an unknown capacity: no limit); on success they are
// committed.
func (s *slotBinder) fits(cands []*ir.AssignStmt, f int64) bool {
	added := map[ir.MemorySpace]int64{}
	var spaces []ir.MemorySpace
	for _, a := range cands {
		tt := a.Var.T.(*ir.TileType)
		n, ok := s.slotBytes(tt)
		if !ok {
			return false
		}
		if _, seen := added[tt.Space]; !seen {
			spaces = append(spaces, tt.Space)
		}
		added[tt.Space] += n * f
	}
	if b := s.ctx.Backend; b != nil {
		for _, sp := range spaces {
			capacity := b.Capacity(sp)
			if capacity <= 0 {
				continue
			}
			if s.committed[sp] >= capacity || added[sp] > capacity-s.committed[sp] {
				return false
			}
		}
	}
	for _, sp := range spaces {
		s.committed[sp] += added[sp]
	}
	return true
}

// bind is BindSlot.
func (s *slotBinder) bind(loop *ir.ForStmt, a *ir.AssignStmt, f int64) {
	pos := a.Var.Pos
	base := &ir.Var{Name: "pipe_" + a.Var.Name, T: &ir.PtrType{}, Pos: pos}
	idx := &ir.Binary{Op: ir.OpFloorMod, L: loop.LoopVar, R: ir.ConstI(f), DType: ir.INDEX}
	mr := &ir.MemRef{Base: base, Declared: true, Slots: int(f), SlotIndex: idx}
	tt := a.Var.T.(*ir.TileType)
	s.vars[a.Var] = &ir.Var{Name: a.Var.Name, T: tt.WithMemRef(mr), Pos: pos}
}

// pinnedBytes is PinnedAllocCollector: the bytes of the author's declared
// allocations per space, each its largest bound tile times its slots.
func pinnedBytes(f *ir.Function, ctx *Context) map[ir.MemorySpace]int64 {
	type alloc struct {
		size, slots int64
		space       ir.MemorySpace
	}
	allocs := map[*ir.Var]*alloc{}
	var order []*ir.Var
	ir.DefSites(f, func(v *ir.Var) {
		tt, ok := v.T.(*ir.TileType)
		if !ok || tt.MemRef == nil || !tt.MemRef.Declared || tt.MemRef.Base == nil {
			return
		}
		shape, _, ok := memStaticShape(tt.Shape)
		if !ok || ctx.Backend == nil && tt.Space == ir.Acc {
			return
		}
		n := memPhysicalBytes(shape, tt.DType, tt.Space, ctx.Backend)
		al := allocs[tt.MemRef.Base]
		if al == nil {
			al = &alloc{}
			allocs[tt.MemRef.Base] = al
			order = append(order, tt.MemRef.Base)
		}
		al.space = tt.Space
		al.size = max(al.size, n)
		al.slots = max(al.slots, int64(max(tt.MemRef.Slots, 1)))
	})
	out := map[ir.MemorySpace]int64{}
	for _, b := range order {
		al := allocs[b]
		out[al.space] += al.size * al.slots
	}
	return out
}
