package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// InferTileMemorySpace gives every tile variable of every InCore-type
// function (InCore, AIC, AIV) a memory space and inserts tile.move where a
// producer's space does not satisfy a consumer's input constraint, in the
// phases of seed 002:
//
//  0. demand collection: each constrained input's first allowed space is a
//     demand on the variable; demands flow backward through inherit-input
//     ops (views) and loop carries (iter_arg -> init) in one reverse sweep;
//     a non-Vec demand overrides Vec;
//  1. forward analysis: each producer's space from the op's resolver, the
//     explicit target_memory kwarg, inheritance or the demand (clamped to
//     Vec / Mat for a load, born in Acc for a create); loop return vars,
//     iter args and init carriers take the yielded space; if phis take the
//     then-yield's space (else-yield as fallback, own annotation last);
//  2. move collection: (producer, first allowed space) for every violated
//     input constraint;
//  3. mutation: re-typed variables, one tile.move per key per enclosing
//     statement list (then / else get their own), substituted arguments,
//     the target_memory kwarg of retargetable producers rewritten, and the
//     LHS type synced with the rebuilt call (space kept);
//  4. loop-invariant Mat residency (residency.go).
//
// One deviation from the modelled PyPTO release (irfuzz finding RF-H7, kept
// as fault vector-op-in-mat): an op whose output inherits its input's
// memory but which would run on the vector pipe where it inherits (a
// cube-side space) stays in Vec. Whether it would is read off the registry
// and the backend: its Pipe is V, or it is PipeBySpace and the pipe named
// by its SourcePipes entry for that space, else backend.TransferPipe from
// each of its other tile operands' spaces into that space (from the space
// itself when it has none), is V (tile.transpose always; tile.assemble of
// a Mat tile into a Mat tile; not an Acc-to-Mat assemble, which is FIX,
// nor a fillpad of a Mat tile, MTE2, nor the views, which run on no
// pipe). The cube core has no vector pipe (pto-isa implements TTRANS and a
// Mat-to-Mat TINSERT on UB only), so PyPTO's placement leaves vector work
// and V-pipe flags in the AIC kernel. Such an op's tile operands get a
// move to Vec when they live on the cube side, its result is Vec (a cube
// consumer gets the usual move), and no demand flows back through it onto
// its input. An allocation (tile.create: no execution memory access) such
// an op reads, directly or through views, aliases and carries of it, is
// born in Vec even when a cube op also reads it, since
// nothing carries a Mat tile to the vector core (TPUSH sends Acc or Vec
// tiles, and only a load can be repeated there) while the cube's move from
// Vec is a push. Since whether an op runs on V may depend on spaces
// resolved in phase 1, phases 0 and 1 are rerun with the ops found so far
// held in Vec until no new one turns up. Since such an op can leave the
// two branches of an if yielding values in different spaces, the phi
// then takes one space (phiSpace: Vec when either is Vec, else the
// then-value's unless that is Acc) and the branch whose value lives
// elsewhere moves it there before its yield, as a loop carry's initial
// value is moved into the carry's space; the released pass leaves both
// yields as they are.
//
// Orchestration and Opaque functions pass through unchanged.
var InferTileMemorySpace = &Pass{
	Name:        "InferTileMemorySpace",
	Doc:         "give every tile a memory space and insert the moves consumers need (seed 002)",
	Required:    set(pSSA, pITO, pSIO, pNSS),
	Produced:    set(pSSA, pTMI, pNSS, verifier.AivSplitValid, verifier.AccToGmStoreValid, verifier.AccCompactValid),
	Invalidated: set(verifier.AivSplitValid),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		changed := false
		for i, f := range p.Funcs {
			nf, err := inferFunction(f, ctx)
			if err != nil {
				return nil, err
			}
			out.Funcs[i] = nf
			changed = changed || nf != f
		}
		if !changed {
			return p, nil
		}
		res, err := loopInvariantMatResidency(&out, ctx)
		if err != nil {
			return nil, err
		}
		return res, nil
	},
}

// memInfer holds the analysis of one function.
type memInfer struct {
	ctx    *Context
	fn     *ir.Function
	demand map[*ir.Var]ir.MemorySpace
	space  map[*ir.Var]ir.MemorySpace // var_memory_
	// producer maps a variable to the call that defines it, for the
	// loop-carry rules.
	producer map[*ir.Var]*ir.Call
	// carryMoves: init carriers that must be moved before their loop
	// (a fixed-space producer feeding a carry of another space).
	carryMoves map[*ir.IterArg]ir.MemorySpace
	needed     map[moveKey]bool
	// frozen: producers keep the space already resolved; only what
	// follows from other variables (views, aliases, phis, carries) is
	// re-derived (the final consistency sweep).
	frozen bool
	// vecOnly holds the inherit-input calls that would run on the vector
	// pipe where they inherit, so are kept in Vec (not under fault
	// vector-op-in-mat). It survives the reruns of phases 0 and 1.
	vecOnly map[*ir.Call]bool
	// vecRead holds the tile operands of the vecOnly calls, and what
	// they view, alias or carry (back to the allocation).
	vecRead map[*ir.Var]bool
	// yieldMoves lists, per if, the branch yield values that live in
	// another space than their phi (not under fault vector-op-in-mat).
	yieldMoves map[*ir.IfStmt][]phiMove
}

// phiMove is a move of slot i of an if's then (els false) or else
// (els true) yield into its phi's space.
type phiMove struct {
	els   bool
	i     int
	space ir.MemorySpace
}

type moveKey struct {
	v     *ir.Var
	space ir.MemorySpace
}

func inferFunction(f *ir.Function, ctx *Context) (*ir.Function, error) {
	if !f.Kind.IsInCoreType() || f.Body == nil {
		return f, nil
	}
	m := &memInfer{ctx: ctx, fn: f, needed: map[moveKey]bool{}, vecOnly: map[*ir.Call]bool{}, yieldMoves: map[*ir.IfStmt][]phiMove{}}
	// Each round that finds a new vector-only op reruns the analysis with
	// it held in Vec (its demand edge cut); vecOnly only grows, so this
	// ends.
	for found := -1; found != len(m.vecOnly); {
		found = len(m.vecOnly)
		if err := m.resolve(); err != nil {
			return nil, err
		}
	}
	if len(m.space) == 0 {
		return f, nil
	}
	if err := m.collectMoves(f.Body); err != nil {
		return nil, err
	}
	return m.mutate()
}

// resolve runs phases 0 and 1 from scratch.
func (m *memInfer) resolve() error {
	f := m.fn
	m.demand = map[*ir.Var]ir.MemorySpace{}
	m.space = map[*ir.Var]ir.MemorySpace{}
	m.producer = map[*ir.Var]*ir.Call{}
	m.carryMoves = map[*ir.IterArg]ir.MemorySpace{}
	m.vecRead = map[*ir.Var]bool{}
	m.frozen = false
	for _, p := range f.Params {
		tt, ok := p.T.(*ir.TileType)
		if !ok {
			continue
		}
		if f.Kind == ir.InCore {
			return fmt.Errorf("%s: InCore function parameter '%s' has TileType, but InCore parameters must be TensorType", p.Pos, p.Name)
		}
		if tt.Space == ir.MemNone {
			return fmt.Errorf("%s: tile parameter '%s' of %s function '%s' has no memory space; annotate it, e.g. pl.Tile[%s, pl.%s, pl.Mem.Vec]", p.Pos, p.Name, f.Kind, f.Name, fmtDims(tt.Shape), tt.DType)
		}
		m.space[p] = tt.Space
	}
	m.collectDemand()
	if err := m.analyze(f.Body); err != nil {
		return err
	}
	// A loop carry can move its initial value's producer to another space
	// after views of that producer were resolved (the accumulator rule
	// below); one more sweep with producers frozen re-derives every view,
	// alias and phi from the final spaces.
	m.frozen = true
	return m.analyze(f.Body)
}

// firstTileArg is the index of the call's first tile-typed variable
// argument (the one an inherit-input op takes its space from), or -1.
func firstTileArg(c *ir.Call) int {
	for i, a := range c.Args {
		if v, ok := varOf(a); ok && isTile(v.T) {
			return i
		}
	}
	return -1
}

// runsOnVectorIn reports whether an inherit-input call placed in space s
// would execute on the vector pipe there, from the registry's pipe facts
// and the backend's transfer pipes (InsertSync's reading): a Pipe of V; or
// a PipeBySpace op's SourcePipes entry for s; or, without one, the
// transfer from each other tile operand's space into s (from s itself
// when there is no other operand). Scratch operands are not transferred.
func (m *memInfer) runsOnVectorIn(c *ir.Call, s ir.MemorySpace) bool {
	op := c.Op
	switch op.Pipe {
	case ir.PipeV:
		return true
	case ir.PipeBySpace:
	default:
		return false // views and allocations run on no pipe; others on a cube or MTE pipe
	}
	if p, ok := op.PipeFrom(s); ok {
		return p == ir.PipeV
	}
	first, others := firstTileArg(c), 0
	for i, a := range c.Args {
		v, ok := varOf(a)
		if !ok || !isTile(v.T) || i == first || (i < len(op.Args) && op.Args[i].Scratch) {
			continue
		}
		src, ok := m.spaceOf(v)
		if !ok {
			continue
		}
		others++
		if backend.TransferPipe(src, s) == ir.PipeV {
			return true
		}
	}
	return others == 0 && backend.TransferPipe(s, s) == ir.PipeV
}

// inheritSpace is the space of an inherit-input call's result: its first
// tile input's, unless the op would run on the vector pipe there and that
// is a cube-side space (it is then kept in Vec, and remembered).
func (m *memInfer) inheritSpace(c *ir.Call) ir.MemorySpace {
	s := m.inheritFromInput(c)
	if m.ctx.Fault(FaultVectorOpInMat) {
		return s // RF-H7: the vector op follows its input onto the cube side
	}
	if m.vecOnly[c] {
		return ir.Vec
	}
	if s != ir.MemNone && ir.CubeSideSpace(s) && m.runsOnVectorIn(c, s) {
		m.vecOnly[c] = true
		return ir.Vec
	}
	return s
}

// constraints are the input constraints of a call: the registry's, and
// for a call kept in Vec by the vector-op rule, Vec for every tile
// operand.
func (m *memInfer) constraints(c *ir.Call) []ir.InputConstraint {
	if c.Op == nil {
		return nil
	}
	if !m.vecOnly[c] {
		return c.Op.Inputs
	}
	var out []ir.InputConstraint
	for i, a := range c.Args {
		if v, ok := varOf(a); ok && isTile(v.T) {
			out = append(out, ir.InputConstraint{Arg: i, Spaces: []ir.MemorySpace{ir.Vec}})
		}
	}
	return out
}

// inputSpaces is constraints' allowed spaces of argument i (nil: any).
func (m *memInfer) inputSpaces(c *ir.Call, i int) []ir.MemorySpace {
	for _, ic := range m.constraints(c) {
		if ic.Arg == i {
			return ic.Spaces
		}
	}
	return nil
}

func fmtDims(dims []ir.Expr) string {
	s := "["
	for i, d := range dims {
		if i > 0 {
			s += ", "
		}
		s += ir.PrintExpr(d)
	}
	return s + "]"
}

func varOf(e ir.Expr) (*ir.Var, bool) {
	if v, ok := e.(ir.VarLike); ok {
		return v.VarRef(), true
	}
	return nil, false
}

func isTile(t ir.Type) bool {
	_, ok := t.(*ir.TileType)
	return ok
}

// overrides is ShouldOverrideDemand: a specialized demand beats Vec.
func overrides(old, new ir.MemorySpace) bool { return old == ir.Vec && new != ir.Vec }

func (m *memInfer) addDemand(v *ir.Var, s ir.MemorySpace) {
	old, ok := m.demand[v]
	if !ok || overrides(old, s) {
		m.demand[v] = s
	}
}

// ---- Phase 0 ---------------------------------------------------------

type demandEdge struct{ dst, src *ir.Var }

func (m *memInfer) collectDemand() {
	var edges []demandEdge
	var stmt func(s ir.Stmt)
	call := func(c *ir.Call, lhs *ir.Var) {
		if c.Op == nil {
			return
		}
		for _, ic := range m.constraints(c) {
			if ic.Arg < len(c.Args) {
				if v, ok := varOf(c.Args[ic.Arg]); ok && isTile(v.T) {
					m.addDemand(v, ic.Spaces[0])
					if m.vecOnly[c] {
						m.vecRead[v] = true
					}
				}
			}
		}
		// A call kept in Vec passes no demand back onto its input.
		if lhs != nil && c.Op.InheritsInput() && !m.vecOnly[c] {
			for _, a := range c.Args {
				if v, ok := varOf(a); ok && isTile(v.T) {
					edges = append(edges, demandEdge{lhs, v})
					break
				}
			}
		}
	}
	exprCalls := func(e ir.Expr, lhs *ir.Var) {
		ir.WalkExpr(e, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok {
				if c == e {
					call(c, lhs)
				} else {
					call(c, nil)
				}
			}
			return true
		})
	}
	carries := func(ias []*ir.IterArg) {
		for _, ia := range ias {
			if v, ok := varOf(ia.Init); ok && isTile(ia.T) {
				edges = append(edges, demandEdge{&ia.Var, v})
			}
		}
	}
	stmt = func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.AssignStmt:
			exprCalls(s.Value, s.Var)
			if v, ok := varOf(s.Value); ok && isTile(s.Var.T) {
				edges = append(edges, demandEdge{s.Var, v}) // a plain alias is value-identical
			}
		case *ir.EvalStmt:
			exprCalls(s.Expr, nil)
		case *ir.YieldStmt:
			for _, v := range s.Values {
				exprCalls(v, nil)
			}
		case *ir.ReturnStmt:
			for _, v := range s.Values {
				exprCalls(v, nil)
			}
		case *ir.SeqStmts:
			for _, c := range s.Stmts {
				stmt(c)
			}
		case *ir.IfStmt:
			stmt(s.Then)
			stmt(s.Else)
		case *ir.ForStmt:
			carries(s.IterArgs) // emplaced before the body's edges
			stmt(s.Body)
		case *ir.WhileStmt:
			carries(s.IterArgs)
			stmt(s.Body)
		case *ir.ScopeStmt:
			stmt(s.Body)
		}
	}
	stmt(m.fn.Body)
	for i := len(edges) - 1; i >= 0; i-- {
		if d, ok := m.demand[edges[i].dst]; ok {
			m.addDemand(edges[i].src, d)
		}
		// A vector-only op reading a view, alias or carry of an
		// allocation reads the allocation: the mark follows the same
		// edges back to it (the views share its buffer and inherit its
		// space, so it is the allocation that must be born in Vec).
		if m.vecRead[edges[i].dst] {
			m.vecRead[edges[i].src] = true
		}
	}
}

// ---- Phase 1 ---------------------------------------------------------

// spaceOf is the resolved space of a variable: the analysis result, else
// its annotated space.
func (m *memInfer) spaceOf(v *ir.Var) (ir.MemorySpace, bool) {
	if s, ok := m.space[v]; ok {
		return s, true
	}
	if tt, ok := v.T.(*ir.TileType); ok && tt.Space != ir.MemNone {
		return tt.Space, true
	}
	return ir.MemNone, false
}

func (m *memInfer) inheritFromInput(c *ir.Call) ir.MemorySpace {
	for _, a := range c.Args {
		if v, ok := varOf(a); ok && isTile(v.T) {
			if s, ok := m.spaceOf(v); ok {
				return s
			}
		}
	}
	return ir.Vec
}

func (m *memInfer) inferFromOp(lhs *ir.Var, c *ir.Call, pos ir.Span) (ir.MemorySpace, error) {
	op := c.Op
	switch {
	case op.Retargetable():
		if s := op.ResolveOutput(c.Kwargs); s != ir.MemNone {
			return s, nil // an explicit target_memory is never overridden
		}
		d, ok := m.demand[lhs]
		switch {
		case !ok:
			return m.inheritFromInput(c), nil
		case (d == ir.Mat || d.IsCubeOperand()) && op.Access == ir.AccessNone && m.vecRead[lhs]:
			// An allocation a vector-only op also reads is born in Vec: the
			// cube consumer's move crosses by a vector-to-cube push, while
			// nothing carries a Mat tile to the vector core (TPUSH sends
			// only Acc or Vec tiles), and an allocation cannot be reloaded.
			return ir.Vec, nil
		case d == ir.Vec || d == ir.Mat:
			return d, nil
		case d.IsCubeOperand():
			return ir.Mat, nil // StagingSpaceForLoad: L1 is the only route into L0A / L0B
		case d == ir.Acc:
			if op.Access == ir.AccessNone {
				return ir.Acc, nil // born in Acc
			}
			return ir.MemNone, fmt.Errorf("%s: '%s' feeds an operand that must live in Acc memory, but %s fills only Vec or Mat (MTE2 never writes L0C): seed an accumulator with tile.create(..., target_memory=pl.Mem.Acc) or a tile.matmul", pos, lhs.Name, op.Name)
		}
		return m.inheritFromInput(c), nil
	case op.Output.Kind == ir.OutNone:
		if tt, ok := c.T.(*ir.TileType); ok && tt.Space != ir.MemNone && tt.Space != ir.DDR {
			return tt.Space, nil
		}
		return ir.Vec, nil
	case op.Output.Kind == ir.OutInherit:
		return m.inheritSpace(c), nil
	}
	if s := op.ResolveOutput(c.Kwargs); s != ir.MemNone {
		return s, nil
	}
	return m.inheritFromInput(c), nil
}

func (m *memInfer) analyze(s ir.Stmt) error {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if !isTile(s.Var.T) {
			return nil
		}
		switch v := s.Value.(type) {
		case *ir.Call:
			m.producer[s.Var] = v
			if _, done := m.space[s.Var]; done && m.frozen && (v.Op == nil || !v.Op.InheritsInput()) {
				break
			}
			if v.Op != nil && v.Op.Tile {
				sp, err := m.inferFromOp(s.Var, v, s.Pos)
				if err != nil {
					return err
				}
				m.space[s.Var] = sp
			} else {
				m.space[s.Var] = ir.Vec
			}
		case ir.VarLike:
			if sp, ok := m.spaceOf(v.VarRef()); ok {
				m.space[s.Var] = sp
			}
		default:
			m.space[s.Var] = ir.Vec
		}
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			if err := m.analyze(c); err != nil {
				return err
			}
		}
	case *ir.ScopeStmt:
		return m.analyze(s.Body)
	case *ir.IfStmt:
		if err := m.analyze(s.Then); err != nil {
			return err
		}
		if err := m.analyze(s.Else); err != nil {
			return err
		}
		if m.ctx.Fault(FaultIfPhiSpaceUnrecorded) {
			return nil // PyPTO #2468: phis never entered var_memory_
		}
		ty, ey := ir.TrailingYield(s.Then, ir.AnyScope), ir.TrailingYield(s.Else, ir.AnyScope)
		for i, rv := range s.ReturnVars {
			if !isTile(rv.T) {
				continue
			}
			ts, tok := m.yieldSpace(ty, i)
			es, eok := m.yieldSpace(ey, i)
			switch {
			case tok && eok && ts != es && !m.ctx.Fault(FaultVectorOpInMat):
				// The branch whose value lives elsewhere gets a move
				// (collectYieldMoves).
				m.space[rv] = phiSpace(ts, es)
			case tok:
				m.space[rv] = ts
			case eok:
				m.space[rv] = es
			default:
				if tt := rv.T.(*ir.TileType); tt.Space != ir.MemNone {
					m.space[rv] = tt.Space
				}
			}
		}
	case *ir.ForStmt:
		return m.analyzeLoop(s.IterArgs, s.Body, s.ReturnVars)
	case *ir.WhileStmt:
		return m.analyzeLoop(s.IterArgs, s.Body, s.ReturnVars)
	}
	return nil
}

// phiSpace is the space of an if's phi whose then and else values live in
// the different spaces ts and es (the other branch moves its value there):
// Vec when either is Vec, since a tile moved from the vector core reaches
// the cube core as a pipe-slot pop without a buffer of its own, which
// nothing copies into a cube-side phi's buffer (a same-space move runs on
// the vector pipe), while the vector core receives a cube tile (pushed
// from Acc, or reloaded) and copies within Vec; else the then-value's
// space, unless that is Acc, which no tile.move writes.
func phiSpace(ts, es ir.MemorySpace) ir.MemorySpace {
	switch {
	case ts == ir.Vec || es == ir.Vec:
		return ir.Vec
	case ts == ir.Acc:
		return es
	}
	return ts
}

func (m *memInfer) yieldSpace(y *ir.YieldStmt, i int) (ir.MemorySpace, bool) {
	if y == nil || i >= len(y.Values) {
		return ir.MemNone, false
	}
	v, ok := varOf(y.Values[i])
	if !ok {
		return ir.MemNone, false
	}
	return m.spaceOf(v)
}

func (m *memInfer) analyzeLoop(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) error {
	// Seed each iter arg from its init.
	for _, ia := range ias {
		if !isTile(ia.T) {
			continue
		}
		if v, ok := varOf(ia.Init); ok {
			if sp, ok := m.spaceOf(v); ok {
				m.space[&ia.Var] = sp
			}
		}
	}
	// A carry's space comes from its yield value, which may be another
	// carry of the same loop resolved later in the sweep (a carry that
	// yields a sibling carry): sweep until no carry changes, re-analyzing
	// the body with the carries' new spaces, so a carry never keeps a
	// space its incoming values do not have.
	y := ir.TrailingYield(body, ir.AnyScope)
	for round := 0; round <= len(ias)+1; round++ {
		if err := m.analyze(body); err != nil {
			return err
		}
		if !m.resolveCarries(ias, y, rvs) {
			break
		}
	}
	return nil
}

// resolveCarries gives each carry (iter arg and return var) its yield
// value's space and propagates it back to the initial value; it reports
// whether an iter arg's space changed.
func (m *memInfer) resolveCarries(ias []*ir.IterArg, y *ir.YieldStmt, rvs []*ir.Var) bool {
	changed := false
	for i, rv := range rvs {
		if !isTile(rv.T) || i >= len(ias) {
			continue
		}
		ia := ias[i]
		sp, ok := m.yieldSpace(y, i)
		if !ok {
			continue
		}
		if yv, _ := varOf(y.Values[i]); yv == &ia.Var {
			// A carry yielded back unchanged holds its initial value
			// throughout, so it lives where that value lives (which a
			// sibling carry sharing the initial value may have moved).
			if init, isVar := varOf(ia.Init); isVar && isTile(init.T) {
				if isp, known := m.spaceOf(init); known {
					sp = isp
				}
			}
		}
		m.space[rv] = sp
		if old, ok := m.space[&ia.Var]; !ok || old != sp {
			changed = true
		}
		m.space[&ia.Var] = sp
		delete(m.carryMoves, ia)
		init, ok := varOf(ia.Init)
		if !ok || !isTile(init.T) {
			continue
		}
		if cur, ok := m.spaceOf(init); ok && cur == sp {
			continue
		}
		if m.frozen {
			// Producers keep their space now: the carry starts from a
			// moved copy of its initial value.
			m.carryMoves[ia] = sp
			continue
		}
		// The accumulator pattern: the carry's space goes back onto the
		// init carrier. A producer whose space is fixed by its op cannot
		// be re-typed (PyPTO #1262: doing so left `x: Acc = tile.full(...)`
		// asymmetric); the carry instead starts from a moved copy.
		if c := m.producer[init]; c != nil && c.Op != nil && fixedSpace(c.Op) && !m.ctx.Fault(FaultLoopBackpropFixedProducer) {
			m.carryMoves[ia] = sp
			continue
		}
		m.space[init] = sp
	}
	return changed
}

// fixedSpace reports whether an op's output space is fixed by the op
// itself (not retargetable, not inherited).
func fixedSpace(op *ir.OpDef) bool {
	return op.Output.Kind == ir.OutFixed || op.Output.Kind == ir.OutFromKwarg && !op.Retargetable()
}

// ---- Phase 2 ---------------------------------------------------------

func (m *memInfer) collectMoves(s ir.Stmt) error {
	var err error
	check := func(c *ir.Call, pos ir.Span) {
		if c.Op == nil || err != nil {
			return
		}
		for _, ic := range m.constraints(c) {
			if ic.Arg >= len(c.Args) {
				continue
			}
			v, ok := varOf(c.Args[ic.Arg])
			if !ok {
				continue
			}
			sp, ok := m.space[v]
			if !ok || containsSpace(ic.Spaces, sp) {
				continue
			}
			if ic.Spaces[0] == ir.Acc && m.vecOnly[m.producer[v]] {
				err = fmt.Errorf("%s: %s argument %d ('%s') must live in Acc, but '%s' is computed by %s, which runs on the vector pipe where its input lives, so it is kept in Vec, and no tile.move can write Acc", pos, c.Op.Name, ic.Arg, v.Name, v.Name, m.producer[v].Op.Name)
				return
			}
			if ic.Spaces[0] == ir.Acc {
				err = fmt.Errorf("%s: internal error: %s argument %d ('%s') must live in Acc but was placed in %s, and no tile.move can write Acc", pos, c.Op.Name, ic.Arg, v.Name, sp)
				return
			}
			m.needed[moveKey{v, ic.Spaces[0]}] = true
		}
	}
	var walk func(s ir.Stmt)
	walk = func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.AssignStmt:
			if c, ok := s.Value.(*ir.Call); ok {
				check(c, s.Pos)
			}
		case *ir.EvalStmt:
			if c, ok := s.Expr.(*ir.Call); ok {
				check(c, s.Pos)
			}
		case *ir.SeqStmts:
			for _, c := range s.Stmts {
				walk(c)
			}
		case *ir.IfStmt:
			walk(s.Then)
			walk(s.Else)
			if err == nil {
				err = m.collectYieldMoves(s)
			}
		case *ir.ForStmt:
			walk(s.Body)
		case *ir.WhileStmt:
			walk(s.Body)
		case *ir.ScopeStmt:
			walk(s.Body)
		}
	}
	walk(s)
	return err
}

// collectYieldMoves records the yield values of an if that live in
// another space than their phi: that branch moves its value into the
// phi's space before yielding it, as a loop carry's initial value moves
// into the carry's space (carryMoves); phiSpace chooses the phi's space
// when the two differ. Under fault
// vector-op-in-mat nothing is recorded (the released pass leaves the
// branches as they are).
func (m *memInfer) collectYieldMoves(s *ir.IfStmt) error {
	if m.ctx.Fault(FaultVectorOpInMat) || m.ctx.Fault(FaultIfPhiSpaceUnrecorded) {
		return nil
	}
	var moves []phiMove
	for k, y := range []*ir.YieldStmt{ir.TrailingYield(s.Then, ir.AnyScope), ir.TrailingYield(s.Else, ir.AnyScope)} {
		for i, rv := range s.ReturnVars {
			sp, ok := m.space[rv]
			if !ok || !isTile(rv.T) {
				continue
			}
			ys, ok := m.yieldSpace(y, i)
			if !ok || ys == sp {
				continue
			}
			if sp == ir.Acc {
				v, _ := varOf(y.Values[i])
				return fmt.Errorf("%s: the if's result '%s' lives in Acc, but '%s', which a branch yields for it, lives in %s, and no tile.move can write Acc", s.Pos, rv.Name, v.Name, ys)
			}
			moves = append(moves, phiMove{els: k == 1, i: i, space: sp})
		}
	}
	if len(moves) > 0 {
		m.yieldMoves[s] = moves
	}
	return nil
}

func containsSpace(ss []ir.MemorySpace, s ir.MemorySpace) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// ---- Phase 3 ---------------------------------------------------------

type memRewriter struct {
	m      *memInfer
	mut    *ir.Mutator
	scopes []map[moveKey]*ir.Var
}

func (m *memInfer) mutate() (*ir.Function, error) {
	r := &memRewriter{m: m, mut: &ir.Mutator{}}
	r.mut.Expr = r.rebuildNested
	f := *m.fn
	f.Params = make([]*ir.Var, len(m.fn.Params))
	for i, p := range m.fn.Params {
		f.Params[i] = r.def(p)
	}
	body, err := r.body(m.fn.Body)
	if err != nil {
		return nil, err
	}
	f.Body = body
	return &f, nil
}

// withSpace returns the type of a tile moved to space sp: same shape,
// dtype and MemRef, the layout triple refreshed to the implicit one of the
// new space, valid shape / pad / compact kept.
func withSpace(tt *ir.TileType, sp ir.MemorySpace) *ir.TileType {
	if tt.Space == sp {
		return tt
	}
	view := tt.Effective()
	imp := ir.ImplicitTileView(tt.Shape, sp)
	view.BLayout, view.SLayout, view.Fractal = imp.BLayout, imp.SLayout, imp.Fractal
	return ir.NewTileType(tt.Shape, tt.DType, tt.MemRef, sp, &view)
}

// def re-types a defined variable and substitutes its later uses.
func (r *memRewriter) def(v *ir.Var) *ir.Var {
	if nv, ok := r.mut.Lookup(v); ok {
		return nv.VarRef()
	}
	t := r.mut.Type(v.T)
	if tt, ok := t.(*ir.TileType); ok {
		if sp, ok := r.m.space[v]; ok {
			t = withSpace(tt, sp)
		}
	}
	if t == v.T {
		return v
	}
	nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
	r.mut.Subst(v, nv)
	return nv
}

func (r *memRewriter) lookupMove(k moveKey) (*ir.Var, bool) {
	for i := len(r.scopes) - 1; i >= 0; i-- {
		if v, ok := r.scopes[i][k]; ok {
			return v, true
		}
	}
	return nil, false
}

// body rewrites a statement list in its own move scope.
func (r *memRewriter) body(s ir.Stmt) (ir.Stmt, error) {
	if s == nil {
		return nil, nil
	}
	r.scopes = append(r.scopes, map[moveKey]*ir.Var{})
	defer func() { r.scopes = r.scopes[:len(r.scopes)-1] }()
	in := ir.Stmts(s)
	var out []ir.Stmt
	changed := false
	for _, st := range in {
		moves, err := r.movesFor(st)
		if err != nil {
			return nil, err
		}
		ns, err := r.stmt(st)
		if err != nil {
			return nil, err
		}
		if len(moves) > 0 || len(ns) != 1 || ns[0] != st {
			changed = true
		}
		out = append(out, moves...)
		out = append(out, ns...)
	}
	if !changed {
		return s, nil
	}
	if len(out) == 0 {
		return &ir.SeqStmts{Pos: s.Span()}, nil
	}
	return ir.Seq(s.Span(), out...), nil
}

// movesFor emits the tile.move statements a consumer needs before it.
func (r *memRewriter) movesFor(st ir.Stmt) ([]ir.Stmt, error) {
	var c *ir.Call
	switch s := st.(type) {
	case *ir.AssignStmt:
		c, _ = s.Value.(*ir.Call)
	case *ir.EvalStmt:
		c, _ = s.Expr.(*ir.Call)
	}
	if c == nil || c.Op == nil {
		return nil, nil
	}
	var out []ir.Stmt
	for _, ic := range r.m.constraints(c) {
		if ic.Arg >= len(c.Args) {
			continue
		}
		v, ok := varOf(c.Args[ic.Arg])
		if !ok {
			continue
		}
		k := moveKey{v, ic.Spaces[0]}
		if !r.m.needed[k] {
			continue
		}
		if _, done := r.lookupMove(k); done {
			continue
		}
		p := c.Args[ic.Arg].(ir.VarLike)
		if mid, ok := r.m.viaSpace(v, k.space); ok {
			// No direct route: stage the copy in mid first (an
			// accumulator feeding a cube operand goes Acc -> Mat ->
			// Left/Right). A later consumer of mid reuses the copy.
			mk := moveKey{v, mid}
			hop, done := r.lookupMove(mk)
			if !done {
				st1, err := r.move(p, mid, st.Span())
				if err != nil {
					return nil, err
				}
				out = append(out, st1)
				r.scopes[len(r.scopes)-1][mk] = st1.Var
				hop = st1.Var
			}
			p = hop
		}
		mv, err := r.move(p, k.space, st.Span())
		if err != nil {
			return nil, err
		}
		out = append(out, mv)
		r.scopes[len(r.scopes)-1][k] = mv.Var
	}
	return out, nil
}

// viaSpace is the space a move of v into target must pass through when
// both live on the cube side and the backend has no direct route from v's
// space into target but has one through an intermediate cube-side space
// (Acc -> Mat -> Left/Right: no chip moves L0C into L0A/L0B directly).
// The first such space in the backend's MovesFrom order is taken. A move
// between the vector and the cube side is left single: ExpandMixedKernel
// rebuilds it as a cross-core push/pop, and a detour through DDR would
// break that. Without a backend, for a direct route, or with no such
// two-hop route, there is none (the single move is emitted, as before,
// and the backend's checks report it). PyPTO's InsertMoveStmt always emits
// the single move, which no chip can run; FaultAccOperandUnrouted
// restores that.
func (m *memInfer) viaSpace(v *ir.Var, target ir.MemorySpace) (ir.MemorySpace, bool) {
	b := m.ctx.Backend
	if b == nil || !ir.CubeSideSpace(target) || m.ctx.Fault(FaultAccOperandUnrouted) {
		return ir.MemNone, false
	}
	src, ok := m.spaceOf(v)
	if !ok || src == target || !ir.CubeSideSpace(src) || b.CanMove(src, target) {
		return ir.MemNone, false
	}
	for _, mid := range b.MovesFrom(src) {
		if mid != target && ir.CubeSideSpace(mid) && b.CanMove(mid, target) {
			return mid, true
		}
	}
	return ir.MemNone, false
}

// move builds `<producer>_<Space> = tile.move(producer, target_memory=Space)`.
// With a backend configured, a move into Vec also carries the row-major,
// non-boxed layout vector consumers read (the backend layout spec).
// The producer is passed as written (a Var or a loop's IterArg), so the
// move reads the same node the consumer did.
func (r *memRewriter) move(p ir.VarLike, target ir.MemorySpace, pos ir.Span) (*ir.AssignStmt, error) {
	v := p.VarRef()
	src := ir.Expr(p)
	if nv, ok := r.mut.Lookup(v); ok {
		src = nv
	}
	kws := []ir.Kwarg{{Key: "target_memory", Value: target}}
	if r.m.ctx.Backend != nil && target == ir.Vec {
		kws = append(kws, ir.Kwarg{Key: "blayout", Value: ir.RowMajor}, ir.Kwarg{Key: "slayout", Value: ir.NoneBox})
	}
	c, err := ir.TileMove.Create([]ir.Expr{src}, kws, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: inserting a move of '%s' to %s: %v", pos, v.Name, target, err)
	}
	mv := &ir.Var{Name: v.Name + "_" + target.String(), T: c.T, Pos: pos}
	return &ir.AssignStmt{Var: mv, Value: c, Pos: pos}, nil
}

// rebuildNested re-deduces calls nested inside expressions after their
// arguments were substituted (ir.Mutator's Expr hook).
func (r *memRewriter) rebuildNested(e ir.Expr) ir.Expr {
	c, ok := e.(*ir.Call)
	if !ok || c.Op == nil {
		return e
	}
	n, err := c.Op.Create(c.Args, c.Kwargs, c.Pos)
	if err != nil {
		return e
	}
	if _, unknown := n.T.(*ir.UnknownType); unknown {
		n.T = c.T
	}
	n.Attrs = c.Attrs
	return n
}

// call rewrites a top-level call: constrained arguments take the move of
// their scope, a retargetable producer's target_memory follows the
// resolved space, and the call is rebuilt through the registry.
func (r *memRewriter) call(c *ir.Call, lhs *ir.Var) (*ir.Call, error) {
	args := make([]ir.Expr, len(c.Args))
	for i, a := range c.Args {
		args[i] = nil
		if c.Op != nil {
			if sp := r.m.inputSpaces(c, i); sp != nil {
				if v, ok := varOf(a); ok {
					if mv, ok := r.lookupMove(moveKey{v, sp[0]}); ok {
						args[i] = mv
					}
				}
			}
		}
		if args[i] == nil {
			args[i] = r.mut.ExprTree(a)
		}
	}
	if c.Op == nil {
		n := *c
		n.Args, n.T = args, r.mut.Type(c.T)
		return &n, nil
	}
	kws := c.Kwargs
	if lhs != nil && c.Op.Retargetable() {
		if sp, ok := r.m.space[lhs]; ok && c.Op.ResolveOutput(c.Kwargs) != sp {
			kws = setKwarg(c.Kwargs, "target_memory", sp)
		}
	}
	n, err := c.Op.Create(args, kws, c.Pos)
	if err != nil {
		return nil, fmt.Errorf("%s: rebuilding %s after memory inference: %v", c.Pos, c.Op.Name, err)
	}
	switch nt := n.T.(type) {
	case *ir.UnknownType:
		n.T = r.mut.Type(c.T) // explicitly typed results (tpop)
	case *ir.TileType:
		// An ND window read into a 2-D tile by FlattenTileNdTo2D keeps its
		// flattened type: only the space follows the rebuilt call.
		if ot, ok := r.mut.Type(c.T).(*ir.TileType); ok && ot.Rank() != nt.Rank() {
			n.T = withSpace(ot, nt.Space)
		} else if c.Op == ir.TileSlice && len(c.Args) > 0 {
			n.T = sliceOfRetyped(nt, c.Args[0].Type(), args[0].Type())
		} else if c.Op == ir.TileReshape && len(args) > 0 {
			n.T = reshapeInSpace(nt, args[0].Type())
		}
	}
	n.Attrs = c.Attrs
	return n, nil
}

// sliceOfRetyped is the type of a tile.slice rebuilt on a source this pass
// moved to another space. PyPTO's Var rewrite gives such a source an
// explicit view (its effective view with the new space's implicit block
// and inner layouts and fractal), and DeduceTileSliceType copies those
// fields from an explicit source view; only a source without one gets the
// shape-inferred row-major, non-boxed layout. irfuzz's types drop a view
// equal to the implicit one, so the rebuilt slice would fall back to the
// row-major layout: a window of a tile retyped to Mat would not be NZ, and
// a loop carrying it would not match a Mat load it is carried with
// (TypeCheck code 111). A source already in its space before this pass
// keeps what the registry deduced.
func sliceOfRetyped(res *ir.TileType, before, after ir.Type) ir.Type {
	bt, ok1 := before.(*ir.TileType)
	at, ok2 := after.(*ir.TileType)
	if !ok1 || !ok2 || bt.Space == at.Space || at.View != nil || at.Space == ir.MemNone {
		return res
	}
	imp := ir.ImplicitTileView(at.Shape, at.Space)
	view := res.Effective()
	if view.BLayout == imp.BLayout && view.SLayout == imp.SLayout && view.Fractal == imp.Fractal {
		return res
	}
	view.BLayout, view.SLayout, view.Fractal = imp.BLayout, imp.SLayout, imp.Fractal
	return ir.NewTileType(res.Shape, res.DType, res.MemRef, res.Space, &view)
}

// reshapeInSpace is the type of a shape-changing tile.reshape rebuilt on a
// source placed in a memory space (the registry's result inherits it): the
// space's implicit block and inner layouts and fractal, its pad and compact
// kept. PyPTO's DeduceTileReshapeType (src/ir/op/tile_ops/transform.cpp)
// builds a view holding only the new shape as valid shape and the
// shape-inferred block layout, which the TileType constructor's
// CanonicalizeTileViewInPlace (src/ir/type.cpp) collapses to no view at
// all; phase 3's LHS sync (the rebuilt call's view with the resolved space)
// then makes the result whatever its space implies: NZ in Mat, like the
// tile it reshapes, whether or not this pass moved that tile (unlike a
// slice, which copies an explicit source view: sliceOfRetyped). irfuzz's
// reshape deduction also carries the source's pad and compact (PyPTO's
// drops them), which keeps the view explicit, so without this rule the
// reshape of a padded Mat tile kept the shape-inferred row-major,
// non-boxed layout: a loop carrying the padded tile and yielding a reshape
// of it failed TypeCheck code 111 (iter arg NZ, yield ND; campaign finding
// 02d40307bb9b, RF-H10b), and the view read boxed bytes as non-boxed, a
// conversion pto-isa's TRESHAPE rejects. A same-shape reshape keeps its
// source's effective view, space included, and is left alone; so is a
// partly valid one, whose view PyPTO keeps explicit (valid region mapped,
// #2149), so shape-inferred and non-boxed in Mat as the registry deduced.
func reshapeInSpace(res *ir.TileType, src ir.Type) ir.Type {
	st, ok := src.(*ir.TileType)
	if !ok || res.Space == ir.MemNone || sameShape(res, st) {
		return res
	}
	view := res.Effective()
	// PyPTO's view collapses only when nothing but pad / compact keeps it
	// explicit here: a partly valid reshape (the mapped valid region)
	// stays an explicit shape-inferred, non-boxed view there too.
	bare := view
	bare.Pad, bare.Compact = ir.PadNull, ir.CompactNull
	if ir.NewTileType(res.Shape, res.DType, nil, ir.MemNone, &bare).View != nil {
		return res
	}
	imp := ir.ImplicitTileView(res.Shape, res.Space)
	if view.BLayout == imp.BLayout && view.SLayout == imp.SLayout && view.Fractal == imp.Fractal {
		return res
	}
	view.BLayout, view.SLayout, view.Fractal = imp.BLayout, imp.SLayout, imp.Fractal
	return ir.NewTileType(res.Shape, res.DType, res.MemRef, res.Space, &view)
}

// sameShape reports whether two tiles have the same shape (the types' own
// expression comparison, on the shapes alone).
func sameShape(a, b *ir.TileType) bool {
	return ir.TypeEqual(ir.NewTileType(a.Shape, a.DType, nil, ir.MemNone, nil), ir.NewTileType(b.Shape, a.DType, nil, ir.MemNone, nil))
}

// setKwarg returns kws with key set to v (replaced in place, or appended).
func setKwarg(kws []ir.Kwarg, key string, v any) []ir.Kwarg {
	out := append([]ir.Kwarg(nil), kws...)
	for i := range out {
		if out[i].Key == key {
			out[i].Value = v
			return out
		}
	}
	return append(out, ir.Kwarg{Key: key, Value: v})
}

func (r *memRewriter) stmt(s ir.Stmt) ([]ir.Stmt, error) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		c, isCall := s.Value.(*ir.Call)
		if !isCall {
			val := r.mut.ExprTree(s.Value)
			nv := r.def(s.Var)
			if val == s.Value && nv == s.Var {
				return []ir.Stmt{s}, nil
			}
			return []ir.Stmt{&ir.AssignStmt{Var: nv, Value: val, Pos: s.Pos}}, nil
		}
		nc, err := r.call(c, s.Var)
		if err != nil {
			return nil, err
		}
		nv := r.def(s.Var)
		if tt, ok := nc.T.(*ir.TileType); ok && isTile(nv.T) {
			// Sync the LHS with the rebuilt call, keeping the chosen space.
			want := nv.T.(*ir.TileType).Space
			synced := tt
			if synced.Space != want {
				synced = ir.NewTileType(tt.Shape, tt.DType, tt.MemRef, want, tt.View)
			}
			if !ir.TypeEqual(synced, nv.T) {
				nv = &ir.Var{Name: s.Var.Name, T: synced, Pos: s.Var.Pos}
				r.mut.Subst(s.Var, nv)
			}
		}
		return []ir.Stmt{&ir.AssignStmt{Var: nv, Value: nc, Pos: s.Pos}}, nil
	case *ir.EvalStmt:
		c, isCall := s.Expr.(*ir.Call)
		if !isCall {
			return []ir.Stmt{&ir.EvalStmt{Expr: r.mut.ExprTree(s.Expr), Pos: s.Pos}}, nil
		}
		nc, err := r.call(c, nil)
		if err != nil {
			return nil, err
		}
		return []ir.Stmt{&ir.EvalStmt{Expr: nc, Pos: s.Pos}}, nil
	case *ir.YieldStmt:
		return []ir.Stmt{&ir.YieldStmt{Values: r.exprs(s.Values), Pos: s.Pos}}, nil
	case *ir.ReturnStmt:
		return []ir.Stmt{&ir.ReturnStmt{Values: r.exprs(s.Values), Pos: s.Pos}}, nil
	case *ir.SeqStmts:
		b, err := r.body(s)
		if err != nil {
			return nil, err
		}
		return []ir.Stmt{b}, nil
	case *ir.ScopeStmt:
		b, err := r.body(s.Body)
		if err != nil {
			return nil, err
		}
		n := *s
		n.Body, n.CoreNum = b, r.mut.ExprTree(s.CoreNum)
		return []ir.Stmt{&n}, nil
	case *ir.IfStmt:
		n := *s
		n.Cond = r.mut.ExprTree(s.Cond)
		var err error
		if n.Then, err = r.body(s.Then); err != nil {
			return nil, err
		}
		if n.Else, err = r.body(s.Else); err != nil {
			return nil, err
		}
		if n.Then, n.Else, err = r.yieldMoves(s, n.Then, n.Else); err != nil {
			return nil, err
		}
		n.ReturnVars = r.phis(s.ReturnVars, n.Then, n.Else)
		return []ir.Stmt{&n}, nil
	case *ir.ForStmt:
		n := *s
		n.Start, n.Stop, n.Step = r.mut.ExprTree(s.Start), r.mut.ExprTree(s.Stop), r.mut.ExprTree(s.Step)
		pre, ias, err := r.iterArgs(s.IterArgs, s.Pos)
		if err != nil {
			return nil, err
		}
		n.IterArgs = ias
		n.LoopVar = r.def(s.LoopVar)
		if n.Body, err = r.body(s.Body); err != nil {
			return nil, err
		}
		n.ReturnVars = r.loopResults(s.ReturnVars, ias)
		return append(pre, &n), nil
	case *ir.WhileStmt:
		n := *s
		pre, ias, err := r.iterArgs(s.IterArgs, s.Pos)
		if err != nil {
			return nil, err
		}
		n.IterArgs = ias
		n.Cond = r.mut.ExprTree(s.Cond)
		if n.Body, err = r.body(s.Body); err != nil {
			return nil, err
		}
		n.ReturnVars = r.loopResults(s.ReturnVars, ias)
		return append(pre, &n), nil
	}
	return []ir.Stmt{s}, nil
}

// yieldMoves inserts, before the trailing yield of the rewritten branches
// of s, the moves collectYieldMoves recorded, and yields the moved values.
// A move into the space the other branch's value lives in takes that
// value's block and inner layouts, so the two yields agree.
func (r *memRewriter) yieldMoves(s *ir.IfStmt, then, els ir.Stmt) (ir.Stmt, ir.Stmt, error) {
	moves := r.m.yieldMoves[s]
	if len(moves) == 0 {
		return then, els, nil
	}
	ty, ey := ir.TrailingYield(then, ir.AnyScope), ir.TrailingYield(els, ir.AnyScope)
	if ty == nil || ey == nil {
		return then, els, nil
	}
	yields := [2]*ir.YieldStmt{ty, ey}
	orig := [2]*ir.YieldStmt{ir.TrailingYield(s.Then, ir.AnyScope), ir.TrailingYield(s.Else, ir.AnyScope)}
	var pre [2][]ir.Stmt
	var vals [2][]ir.Expr
	for k, y := range yields {
		vals[k] = append([]ir.Expr(nil), y.Values...)
	}
	for _, mv := range moves {
		k := 0
		if mv.els {
			k = 1
		}
		if mv.i >= len(vals[k]) || mv.i >= len(vals[1-k]) {
			continue
		}
		src, ok := vals[k][mv.i].(ir.VarLike)
		if !ok {
			continue
		}
		st, err := r.moveLike(src, mv.space, vals[1-k][mv.i].Type(), yields[k].Pos)
		if err != nil {
			return nil, nil, err
		}
		// A move of the value the enclosing statements already made
		// serves when it has the type this one would.
		if orig[k] != nil && mv.i < len(orig[k].Values) {
			if ov, ok := varOf(orig[k].Values[mv.i]); ok {
				if prev, ok := r.lookupMove(moveKey{ov, mv.space}); ok && ir.TypeEqual(prev.T, st.Var.T) {
					vals[k][mv.i] = prev
					continue
				}
			}
		}
		pre[k] = append(pre[k], st)
		vals[k][mv.i] = st.Var
	}
	out := [2]ir.Stmt{then, els}
	for k, y := range yields {
		changed := len(pre[k]) > 0
		for i := range vals[k] {
			changed = changed || vals[k][i] != y.Values[i]
		}
		if !changed {
			continue
		}
		ny := &ir.YieldStmt{Values: vals[k], Pos: y.Pos}
		out[k] = replaceLastYield(out[k], append(pre[k], ny))
	}
	return out[0], out[1], nil
}

// moveLike is move, with the block and inner layouts of like when it is a
// tile in the target space.
func (r *memRewriter) moveLike(p ir.VarLike, target ir.MemorySpace, like ir.Type, pos ir.Span) (*ir.AssignStmt, error) {
	st, err := r.move(p, target, pos)
	if err != nil {
		return nil, err
	}
	lt, ok := like.(*ir.TileType)
	mt, ok2 := st.Var.T.(*ir.TileType)
	if !ok || !ok2 || lt.Space != target {
		return st, nil
	}
	lv, mv := lt.Effective(), mt.Effective()
	if lv.BLayout == mv.BLayout && lv.SLayout == mv.SLayout {
		return st, nil
	}
	c := st.Value.(*ir.Call)
	kws := setKwarg(setKwarg(c.Kwargs, "blayout", lv.BLayout), "slayout", lv.SLayout)
	n, err := c.Op.Create(c.Args, kws, pos)
	if err != nil {
		return st, nil // the layout cannot be requested: keep the plain move
	}
	return &ir.AssignStmt{Var: &ir.Var{Name: st.Var.Name, T: n.T, Pos: pos}, Value: n, Pos: pos}, nil
}

// replaceLastYield returns body with its trailing yield (looking through
// statement lists and scopes, as lastYield) replaced by stmts.
func replaceLastYield(body ir.Stmt, stmts []ir.Stmt) ir.Stmt {
	switch s := body.(type) {
	case *ir.YieldStmt:
		return ir.Seq(s.Pos, stmts...)
	case *ir.SeqStmts:
		if len(s.Stmts) == 0 {
			return s
		}
		out := append([]ir.Stmt(nil), s.Stmts[:len(s.Stmts)-1]...)
		last := s.Stmts[len(s.Stmts)-1]
		if _, ok := last.(*ir.YieldStmt); ok {
			out = append(out, stmts...)
		} else {
			out = append(out, replaceLastYield(last, stmts))
		}
		return ir.Seq(s.Pos, out...)
	case *ir.ScopeStmt:
		n := *s
		n.Body = replaceLastYield(s.Body, stmts)
		return &n
	}
	return body
}

func (r *memRewriter) exprs(es []ir.Expr) []ir.Expr {
	out := make([]ir.Expr, len(es))
	for i, e := range es {
		out[i] = r.mut.ExprTree(e)
	}
	return out
}

// phis re-types an if's return vars. A tile phi whose two branches yield
// values of one type takes that type: the view the input annotated may have
// been deduced from an operand this pass moved to another space (a vector
// op on an Acc tile inherits its col-major, compact view; on the moved Vec
// copy it does not), and a phi must carry what its branches yield.
func (r *memRewriter) phis(vs []*ir.Var, then, els ir.Stmt) []*ir.Var {
	ty, ey := ir.TrailingYield(then, ir.AnyScope), ir.TrailingYield(els, ir.AnyScope)
	out := make([]*ir.Var, len(vs))
	for i, v := range vs {
		out[i] = r.def(v)
		if !isTile(out[i].T) || ty == nil || ey == nil || i >= len(ty.Values) || i >= len(ey.Values) {
			continue
		}
		a, b := ty.Values[i].Type(), ey.Values[i].Type()
		at, aok := a.(*ir.TileType)
		bt, bok := b.(*ir.TileType)
		if !aok || !bok || !ir.TypeEqual(adoptLayout(at, bt), bt) {
			continue
		}
		t := adoptLayout(out[i].T.(*ir.TileType), at)
		if t == out[i].T {
			continue
		}
		nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
		r.mut.Subst(v, nv)
		out[i] = nv
	}
	return out
}

// loopResults re-types a loop's result variables: each takes the layout
// of its carry (the value a loop returns is its last carry).
func (r *memRewriter) loopResults(vs []*ir.Var, ias []*ir.IterArg) []*ir.Var {
	out := r.defs(vs)
	for i, v := range out {
		vt, ok := v.T.(*ir.TileType)
		if !ok || i >= len(ias) {
			continue
		}
		ct, ok := ias[i].T.(*ir.TileType)
		if !ok {
			continue
		}
		if t := adoptLayout(vt, ct); t != vt {
			nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
			r.mut.Subst(vs[i], nv)
			out[i] = nv
		}
	}
	return out
}

// adoptLayout returns t with the layout fields (block and inner layouts,
// fractal, compact mode) of from when the two are tiles of one shape,
// dtype and memory space, and t itself otherwise. A carry or phi holds the
// value that flows into it: when this pass re-deduces that value on a
// moved operand (a vector op on an Acc tile inherits a col-major, compact
// view in the input, not on its Vec copy), the annotation the input gave
// the carry is stale. Valid shapes and pad values are the carry's own.
func adoptLayout(t, from *ir.TileType) *ir.TileType {
	if t.Space != from.Space || t.DType != from.DType || len(t.Shape) != len(from.Shape) {
		return t
	}
	for i := range t.Shape {
		if ir.ProveEqual(t.Shape[i], from.Shape[i]) != ir.ProofTrue {
			return t
		}
	}
	tv, fv := t.Effective(), from.Effective()
	if tv.BLayout == fv.BLayout && tv.SLayout == fv.SLayout && tv.Fractal == fv.Fractal && tv.Compact == fv.Compact {
		return t
	}
	tv.BLayout, tv.SLayout, tv.Fractal, tv.Compact = fv.BLayout, fv.SLayout, fv.Fractal, fv.Compact
	return ir.NewTileType(t.Shape, t.DType, t.MemRef, t.Space, &tv)
}

func (r *memRewriter) defs(vs []*ir.Var) []*ir.Var {
	if len(vs) == 0 {
		return vs
	}
	out := make([]*ir.Var, len(vs))
	for i, v := range vs {
		out[i] = r.def(v)
	}
	return out
}

// iterArgs re-types a loop's carries; a carry whose init comes from a
// fixed-space producer of another space starts from a move emitted before
// the loop.
func (r *memRewriter) iterArgs(ias []*ir.IterArg, pos ir.Span) ([]ir.Stmt, []*ir.IterArg, error) {
	if len(ias) == 0 {
		return nil, ias, nil
	}
	var pre []ir.Stmt
	out := make([]*ir.IterArg, len(ias))
	for i, ia := range ias {
		init := r.mut.ExprTree(ia.Init)
		if sp, ok := r.m.carryMoves[ia]; ok {
			v, _ := varOf(ia.Init)
			if sp == ir.Acc {
				// The init's producer is a fixed-space op, or an op the
				// vector-only rule keeps in Vec (it has no producer entry).
				name, from, where := ir.PrintExpr(ia.Init), "its definition", "another space"
				if v != nil {
					name, where = v.Name, r.spaceName(v)
					if pc := r.m.producer[v]; pc != nil && pc.Op != nil {
						from = pc.Op.Name
					}
				}
				return nil, nil, fmt.Errorf("%s: loop carry '%s' accumulates in Acc, but its initial value '%s' comes from %s, which lives in %s, and no data path leads into Acc: seed the accumulator with tile.create(..., target_memory=pl.Mem.Acc) or pass init_cond to matmul_acc", pos, ia.Name, name, from, where)
			}
			mv, err := r.move(ia.Init.(ir.VarLike), sp, pos)
			if err != nil {
				return nil, nil, err
			}
			pre = append(pre, mv)
			init = mv.Var
		}
		t := r.mut.Type(ia.T)
		if tt, ok := t.(*ir.TileType); ok {
			if sp, ok := r.m.space[&ia.Var]; ok {
				t = withSpace(tt, sp)
			}
			if it, ok := init.Type().(*ir.TileType); ok {
				t = adoptLayout(t.(*ir.TileType), it)
			}
		}
		if init == ia.Init && t == ia.T {
			out[i] = ia
			continue
		}
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: t, Pos: ia.Pos}, Init: init}
		r.mut.Subst(&ia.Var, n)
		out[i] = n
	}
	return pre, out, nil
}

func (r *memRewriter) spaceName(v *ir.Var) string {
	if sp, ok := r.m.spaceOf(v); ok {
		return sp.String()
	}
	return "an unresolved space"
}
