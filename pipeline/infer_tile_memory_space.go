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
//  4. loop-invariant Mat residency (residency.go), then the Mat-bridge
//     markers of ConvertTensorToTileOps are stripped.
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
// nor the views, which run on no
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
			return stripMatBridge(p), nil
		}
		res, err := loopInvariantMatResidency(&out, ctx)
		if err != nil {
			return nil, err
		}
		return stripMatBridge(res), nil
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
		if v := ir.VarOf(a); v != nil && isTile(v.T) {
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
		v := ir.VarOf(a)
		if v == nil || !isTile(v.T) || i == first || (i < len(op.Args) && op.Args[i].Scratch) {
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
		if v := ir.VarOf(a); v != nil && isTile(v.T) {
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
				if v := ir.VarOf(c.Args[ic.Arg]); v != nil && isTile(v.T) {
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
				if v := ir.VarOf(a); v != nil && isTile(v.T) {
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
			if v := ir.VarOf(ia.Init); v != nil && isTile(ia.T) {
				edges = append(edges, demandEdge{&ia.Var, v})
			}
		}
	}
	stmt = func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.AssignStmt:
			exprCalls(s.Value, s.Var)
			if v := ir.VarOf(s.Value); v != nil && isTile(s.Var.T) {
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
		if v := ir.VarOf(a); v != nil && isTile(v.T) {
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
	v := ir.VarOf(y.Values[i])
	if v == nil {
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
		if v := ir.VarOf(ia.Init); v != nil {
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
		if yv := ir.VarOf(y.Values[i]); yv == &ia.Var {
			// A carry yielded back unchanged holds its initial value
			// throughout, so it lives where that value lives (which a
			// sibling carry sharing the initial value may have moved).
			if init := ir.VarOf(ia.Init); init != nil && isTile(init.T) {
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
		init := ir.VarOf(ia.Init)
		if init == nil || !isTile(init.T) {
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
			v := ir.VarOf(c.Args[ic.Arg])
			if v == nil {
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
				v := ir.VarOf(y.Values[i])
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
