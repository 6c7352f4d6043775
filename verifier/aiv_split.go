package verifier

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// The structural verifier of pl.split_aiv regions that AivSplitValid and
// AivSplitLoweredValid share (PyPTO src/ir/verifier/verify_aiv_split.cpp,
// SplitAivStructuralVerifier). A region is an ir.ScopeStmt of kind
// ScopeSplitAiv; the boundary ops are tile.aiv_shard / tile.aic_gather.
//
// A function holding at least one region is in manual mode: the regions are
// authoritative for vector placement. Per function, a pre-pass (the
// aivSplitFacts analysis, aiv_split_facts.go) collects the whole-function
// facts ((e)'s gate, the definition map behind (f), (g), (i),
// (j), the local bindings behind the lowered operand check, and the first
// boundary op of each transport class for (k)); then (k) is reported, and a
// walk that tracks the enclosing region applies the node checks (a)-(j).
//
// The lowered form (AivSplitLoweredValid) keeps every check and differs in
// two places: an InCore function stamped split_aiv that holds no region may
// carry flat boundary ops (they need an explicit, valid split kwarg and keep
// the memory contract), and a boundary operand with no local definition
// (a parameter, shared by both lanes) skips the operand-memory check.

// splitAivAttr is the function attribute OutlineIncoreScopes stamps on an
// InCore function it mints from a region-bearing CORE_GROUP scope (and
// LowerAutoVectorSplit re-stamps): pl.func_attr({"split_aiv": True}). It is
// check (h)'s provenance signal.
const splitAivAttr = "split_aiv"

// splitNoneCode is the boundary ops' split kwarg value for SplitMode.NONE.
const splitNoneCode = 0

// splitKwInt reads an integer kwarg value.
func splitKwInt(v any) (int64, bool) {
	switch x := v.(type) {
	case int64:
		return x, true
	case int:
		return int64(x), true
	}
	return 0, false
}

// splitModeDSLName is the DSL spelling of a split code, or "split=N" for a
// code outside the enum.
func splitModeDSLName(code int64) string {
	if code >= 0 && code <= int64(ir.SplitLeftRight) {
		return "pl.SplitMode." + ir.SplitMode(code).String()
	}
	return fmt.Sprintf("split=%d", code)
}

// splitBoundaryDSLName is the author-facing name of a boundary op.
func splitBoundaryDSLName(c *ir.Call) string {
	if isSplitGatherOp(c) {
		return "pl.aic_gather"
	}
	return "pl.aiv_shard"
}

// splitAtSpanSuffix is " (at file:line:col)" for a known span, else empty.
func splitAtSpanSuffix(s ir.Span) string {
	if s.Line <= 0 {
		return ""
	}
	return " (at " + s.String() + ")"
}

// splitCheckTransport is check (k): a function must not hold both a
// no-split crossing and a split one. Reported once, on the later of the two
// first-of-class ops, naming the other's location.
func splitCheckTransport(p *Pass, f *splitFacts) {
	if f.noSplit.call == nil || f.split.call == nil {
		return
	}
	late, early := f.split, f.noSplit
	if f.noSplit.order > f.split.order {
		late, early = f.noSplit, f.split
	}
	p.Errorf(0, late.call.Pos, "'%s' crosses the AIC/AIV boundary under %s, but '%s' earlier in this function crosses it under %s%s. "+
		"Every pl.aiv_shard / pl.aic_gather in one function rides a SINGLE logical cross-core pipe (one initialize_pipe per side, both directions on the same pipe), "+
		"and the ISA bakes split-vs-no-split into that pipe's TYPE rather than into each transfer, so one pipe runs either the no-split protocol or the split one and never both. "+
		"Two DIFFERENT split axes are fine -- pl.SplitMode.UP_DOWN beside pl.SplitMode.LEFT_RIGHT shares the pipe, because the split AXIS is per-transfer. "+
		"Fix it one of three ways: (1) give this crossing a split mode too (or give the other one pl.SplitMode.NONE) so every crossing in the function agrees on split-vs-no-split; "+
		"(2) drop the crossing from one of the two regions -- a region with no pl.aiv_shard / pl.aic_gather contributes no transport and may keep any mode; "+
		"or (3) split the phases into separate CORE_GROUP scopes, which outline into separate functions and so get a pipe each.",
		splitBoundaryDSLName(late.call), splitModeDSLName(late.split), splitBoundaryDSLName(early.call), splitModeDSLName(early.split), splitAtSpanSuffix(early.call.Pos))
}

// splitReduceAxis is the axis a reduce op collapses, as PyPTO's
// split_axis::IsReduceOnSplitAxis reads it (check (b)): tile.row_* reduce
// the input's last axis, tile.col_* axis 0, and tile.sum / tile.max /
// tile.min their axis kwarg (default -1, normalized against the input rank).
// ok is false for every other call.
func splitReduceAxis(c *ir.Call) (axis int, ok bool) {
	if c.Op == nil || len(c.Args) == 0 || c.Args[0] == nil {
		return 0, false
	}
	rank := 2
	if t, isTile := c.Args[0].Type().(*ir.TileType); isTile {
		rank = t.Rank()
	}
	return c.Op.ReduceAxis(rank)
}

// splitDimension is the tile axis a data-parallel mode splits; -1 for NONE.
func splitDimension(m ir.SplitMode) int {
	switch m {
	case ir.SplitUpDown:
		return 0
	case ir.SplitLeftRight:
		return 1
	}
	return -1
}

// splitContract is the memory contract of one boundary op (check (d)):
// the operand lives on the producing lane, the result on the consuming one.
type splitContract struct {
	operand, result ir.MemorySpace
	producer        string
	delivery        string
	operandHint     string
}

func splitContractOf(c *ir.Call) (splitContract, bool) {
	switch {
	case c.Op == nil:
	case c.Op == ir.TileAivShard:
		return splitContract{ir.Acc, ir.Vec, "cube", "half to the vector",
			" Only a cube-produced value reaches the vector lane through this boundary: Acc is the matmul result the c2v pipe can push. " +
				"A Vec operand is vector-produced (pl.load / pl.full) and already lives on the AIV lane — drop the pl.aiv_shard and let the implicit affinity-gated split halve it. " +
				"A Mat operand is not a supported producer pipe; move it through a pl.matmul, or load it on the vector lane instead."}, true
	case c.Op == ir.TileAicGather:
		return splitContract{ir.Vec, ir.Mat, "vector", "full tile to the cube",
			" Gather the value only after it has been computed by vector ops on the AIV lane."}, true
	}
	return splitContract{}, false
}

// splitResolvedMemory is the memory space of a tile expression whose space
// is resolved; ok is false for a non-tile or an unresolved space.
func splitResolvedMemory(e ir.Expr) (ir.MemorySpace, bool) {
	if e == nil {
		return ir.MemNone, false
	}
	t, isTile := e.Type().(*ir.TileType)
	if !isTile || t.Space == ir.MemNone {
		return ir.MemNone, false
	}
	return t.Space, true
}

// splitIsHoistedOp reports whether c is tile.load / tile.store, the ops
// ConvertTensorToTileOps materializes outside a region even when the compute
// they feed sits in one: the carve-out of checks (e), (f) and (g).
func splitIsHoistedOp(c *ir.Call) bool {
	return c != nil && c.Op != nil && (c.Op == ir.TileLoad || c.Op == ir.TileStore)
}

// splitChecker is the per-function checking walk.
type splitChecker struct {
	p            *Pass
	facts        *splitFacts
	incore       bool // the function is FunctionType.InCore, for (h)
	fromOutliner bool // it carries split_aiv=True, for (h)
	allowFlat    bool // lowered form: flat boundary ops are admitted
	lowered      bool
	depth        int           // region nesting depth
	splitDim     int           // split axis of the innermost region (-1: NONE or none)
	region       *ir.ScopeStmt // innermost region
}

// verifyAivSplit runs the shared verifier over every function of the
// program, in program (name) order.
func verifyAivSplit(p *Pass, lowered bool) {
	all := ResultOf(p, aivSplitFacts)
	for i, fn := range p.Prog.Funcs {
		if fn == nil || fn.Body == nil {
			continue
		}
		facts := all[i]
		splitCheckTransport(p, facts)
		from := false
		if v, ok := fn.Attr(splitAivAttr); ok {
			from, _ = v.(bool)
		}
		incore := fn.Kind == ir.InCore
		c := &splitChecker{
			p: p, facts: facts, incore: incore, fromOutliner: from, lowered: lowered,
			allowFlat: lowered && !facts.hasRegion && incore && from,
			splitDim:  -1,
		}
		c.stmt(fn.Body)
	}
}

func (c *splitChecker) stmt(s ir.Stmt) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		c.expr(s.Value)
	case *ir.EvalStmt:
		c.expr(s.Expr)
	case *ir.SeqStmts:
		for _, x := range s.Stmts {
			c.stmt(x)
		}
	case *ir.IfStmt:
		c.expr(s.Cond)
		c.stmt(s.Then)
		c.stmt(s.Else)
	case *ir.ForStmt:
		c.checkNoBoundaryCarry(s.IterArgs, s.Body)
		c.expr(s.Start)
		c.expr(s.Stop)
		c.expr(s.Step)
		for _, ia := range s.IterArgs {
			if ia != nil {
				c.expr(ia.Init)
			}
		}
		c.stmt(s.Body)
	case *ir.WhileStmt:
		c.checkNoBoundaryCarry(s.IterArgs, s.Body)
		for _, ia := range s.IterArgs {
			if ia != nil {
				c.expr(ia.Init)
			}
		}
		c.expr(s.Cond)
		c.stmt(s.Body)
	case *ir.YieldStmt:
		for _, v := range s.Values {
			c.expr(v)
		}
	case *ir.ReturnStmt:
		for _, v := range s.Values {
			c.expr(v)
		}
	case *ir.ScopeStmt:
		c.expr(s.CoreNum)
		if s.Kind != ir.ScopeSplitAiv {
			c.stmt(s.Body)
			return
		}
		c.enterRegion(s)
	}
}

// enterRegion enters a pl.split_aiv region: check (h), then the body with the
// region's split axis in force.
func (c *splitChecker) enterRegion(s *ir.ScopeStmt) {
	if c.incore && !c.fromOutliner {
		c.p.Errorf(0, s.Pos, "'pl.split_aiv' opens a CORE_GROUP-level region, so it cannot be authored inside a "+
			"function declared 'pl.FunctionType.InCore' — that function is already a core function. "+
			"A region reaches an InCore function only when OutlineIncoreScopes lifted the enclosing "+
			"CORE_GROUP scope into it, and that pass processes only Opaque / Orchestration functions. "+
			"Declare the enclosing function with plain @pl.function / @pl.jit (Opaque), or open the "+
			"region inside a 'with pl.at(level=pl.Level.CORE_GROUP):' scope in such a function, and "+
			"let pass 8 outline it.")
	}
	prevDim, prevRegion := c.splitDim, c.region
	c.region = s
	c.depth++
	c.splitDim = splitDimension(s.Split)
	c.stmt(s.Body)
	c.depth--
	c.splitDim, c.region = prevDim, prevRegion
}

func (c *splitChecker) expr(e ir.Expr) {
	switch e := e.(type) {
	case *ir.Call:
		c.call(e)
		for _, a := range e.Args {
			c.expr(a)
		}
	case *ir.Submit:
		for _, a := range e.Args {
			c.expr(a)
		}
		for _, a := range e.Deps {
			c.expr(a)
		}
		c.expr(e.CoreNum)
	case *ir.Binary:
		c.expr(e.L)
		c.expr(e.R)
	case *ir.Unary:
		c.expr(e.X)
	case *ir.MakeTuple:
		for _, x := range e.Elems {
			c.expr(x)
		}
	case *ir.TupleGetItem:
		c.expr(e.Tuple)
	}
}

// call applies the node checks to one call (an op call or a function call).
func (c *splitChecker) call(op *ir.Call) {
	if op.Op == nil && op.Callee == "" {
		return
	}
	boundary := ir.IsSplitBoundary(op)
	inRegion := c.depth > 0
	dataParallel := inRegion && c.splitDim != -1
	c.checkCrossingUses(op, inRegion)
	if inRegion {
		// (a) cube compute inside any region.
		if !boundary && ir.CallAffinity(op) == ir.Cube {
			msg := "cube op '" + op.OpName() + "' inside a pl.split_aiv region: the region body is AIV work, so cube ops do not belong in it"
			if dataParallel {
				msg += ", and each AIV lane holds only half the tile so it cannot be vector-split either"
			}
			msg += "; move it outside the region"
			if dataParallel {
				msg += ", or gather the lanes back to a full tile (tile.aic_gather) first."
			} else {
				msg += "."
			}
			c.p.Errorf(0, op.Pos, "%s", msg)
		}
		if dataParallel {
			// (j) a boundary result belongs to the region that produced it.
			c.checkBoundaryRegionLocality(op)
			// (b) a reduce over the split axis gives a partial result.
			if axis, ok := splitReduceAxis(op); ok && axis == c.splitDim {
				c.p.Errorf(0, op.Pos, "reduce op '%s' reduces over the split axis (dim %d) inside a pl.split_aiv region, producing a partial reduction; "+
					"reduce the non-split axis, or gather the lanes back (tile.aic_gather) before reducing.", op.OpName(), c.splitDim)
			}
		}
		// (d) the boundary memory contract, in every region.
		if boundary {
			c.checkBoundaryMemory(op)
		}
		return
	}
	switch {
	case boundary && c.allowFlat:
		v, has := op.Kwarg("split")
		if !has {
			c.p.Errorf(0, op.Pos, "lowered AIV boundary requires an explicit split mode")
		} else if split, isInt := splitKwInt(v); !isInt || split < 0 || split > 2 {
			c.p.Errorf(0, op.Pos, "invalid lowered AIV boundary split mode")
		}
		c.checkBoundaryMemory(op)
	case boundary:
		// (c) the boundary op escaped its region.
		c.p.Errorf(0, op.Pos, "'%s' must appear inside a pl.split_aiv region (it marks the AIV-split boundary and is only meaningful there).", op.OpName())
	default:
		c.checkOutOfRegionOp(op)
	}
}

// checkCrossingUses is checks (f) and (g): in manual mode a tile value that
// crosses a region edge must do so through a boundary op.
func (c *splitChecker) checkCrossingUses(op *ir.Call, inRegion bool) {
	if !c.facts.hasRegion || ir.IsSplitBoundary(op) || splitIsHoistedOp(op) {
		return
	}
	lane := laneOfConsumer(op)
	if inRegion && lane != ir.Vector || !inRegion && lane != ir.Cube {
		return
	}
	var reported []*ir.Var
	for _, a := range op.Args {
		vl, ok := a.(ir.VarLike)
		if !ok {
			continue
		}
		v := vl.VarRef()
		if splitHasVar(reported, v) {
			continue
		}
		def, ok := c.facts.def(v)
		if !ok || splitIsHoistedOp(def.call) {
			continue
		}
		switch {
		case !inRegion && def.region != nil:
			// (f) V->C: defined in a region, read on the cube lane outside.
			if isSplitGatherOp(def.call) {
				continue
			}
			c.p.Errorf(0, op.Pos, "'%s' is defined inside a pl.split_aiv region but '%s' reads it on the CUBE lane outside that region, "+
				"so the value crosses the AIV -> AIC boundary implicitly. In manual mode (this function opens a region) the crossing must be written down: "+
				"wrap it in pl.aic_gather(...) inside the region — '%s = pl.aic_gather(%s)' — and read the gathered value here.",
				v.Name, op.OpName(), v.Name, v.Name)
			reported = append(reported, v)
		case inRegion && def.region == nil && def.call != nil && ir.CallAffinity(def.call) == ir.Cube:
			// (g) C->V: cube-produced outside, read on the vector lane inside.
			c.p.Errorf(0, op.Pos, "'%s' is produced on the CUBE lane by '%s' outside every pl.split_aiv region, but '%s' reads it on the VECTOR lane inside one, "+
				"so the value crosses the AIC -> AIV boundary implicitly. In manual mode (this function opens a region) the crossing must be written down: "+
				"bring it in with pl.aiv_shard(...) at the top of the region — '%s = pl.aiv_shard(%s)' — and read the sharded value here.",
				v.Name, def.call.OpName(), op.OpName(), v.Name, v.Name)
			reported = append(reported, v)
		}
	}
}

func splitHasVar(vs []*ir.Var, v *ir.Var) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// boundaryDefOf is the boundary op defining e, when e is a variable bound to
// one by an AssignStmt.
func (c *splitChecker) boundaryDefOf(e ir.Expr) *ir.Call {
	vl, ok := e.(ir.VarLike)
	if !ok {
		return nil
	}
	if def, ok := c.facts.def(vl.VarRef()); ok && ir.IsSplitBoundary(def.call) {
		return def.call
	}
	return nil
}

// splitTrailingYield is the yield on a loop body's back edge: the last statement,
// descending through SeqStmts and through runtime and split_aiv scopes
// (SSA-transparent), when it carries exactly arity values.
func splitTrailingYield(body ir.Stmt, arity int) []ir.Expr {
	if y := ir.TrailingYield(body, ir.SSATransparent); y != nil && len(y.Values) == arity {
		return y.Values
	}
	return nil
}

// checkNoBoundaryCarry is check (i): a boundary result must not cross a loop
// back-edge, neither as an iter_arg's initial value nor as the value yielded
// back into one.
func (c *splitChecker) checkNoBoundaryCarry(ias []*ir.IterArg, body ir.Stmt) {
	if !c.facts.hasRegion || len(ias) == 0 {
		return
	}
	yields := splitTrailingYield(body, len(ias))
	for i, ia := range ias {
		if ia == nil {
			continue
		}
		end := "the initial value of"
		def := c.boundaryDefOf(ia.Init)
		if def == nil && yields != nil {
			def = c.boundaryDefOf(yields[i])
			end = "yielded back into"
		}
		if def == nil {
			continue
		}
		name := splitBoundaryDSLName(def)
		c.p.Errorf(0, ia.Pos, "'%s' carries a %s result across a loop back-edge: it is %s a loop-carried variable, so the loop body reads the copy produced by the PREVIOUS iteration. "+
			"A boundary result is per-lane (half-width), and that property is not tracked across a loop carry -- nor can the boundary op be folded into its cross-core tpush/tpop while the loop still carries the result. "+
			"Fix it one of two ways: (1) produce and consume it in ONE iteration -- move the %s call into the loop body, next to the op that reads it; "+
			"or (2) if you are pipelining the cube ahead of the vector, carry the FULL-width pl.matmul accumulator across the loop and shard it at the point of use -- "+
			"note that keeps a second set of L0C accumulators live and may exceed the Acc budget.",
			ia.Name, name, end, name)
	}
}

// checkBoundaryRegionLocality is check (j): inside a data-parallel region, a
// boundary result must have been produced by that same region.
func (c *splitChecker) checkBoundaryRegionLocality(op *ir.Call) {
	if ir.IsSplitBoundary(op) {
		return
	}
	var reported []*ir.Var
	for _, a := range op.Args {
		vl, ok := a.(ir.VarLike)
		if !ok {
			continue
		}
		v := vl.VarRef()
		if splitHasVar(reported, v) {
			continue
		}
		def, ok := c.facts.def(v)
		if !ok || !ir.IsSplitBoundary(def.call) || def.region == c.region {
			continue
		}
		reported = append(reported, v)
		name := splitBoundaryDSLName(def.call)
		c.p.Errorf(0, op.Pos, "'%s' is a %s result produced in a DIFFERENT pl.split_aiv region, but '%s' reads it inside this data-parallel one. "+
			"A data-parallel region (mode=UP_DOWN / LEFT_RIGHT) mishandles a boundary result it did not produce, whichever way it lowers: "+
			"if the region has no boundary op of its own the compiler halves every tile it computes along the split axis and localizes every store offset to the lane, "+
			"so an ALREADY per-lane value is halved a second time and offset twice; and if the region does write its own boundary op, nothing is re-halved but the half-width scan is seeded per region, "+
			"so the incoming value is misjudged as full width. Fix it one of two ways: (1) move the ops that read it into the region that produced it; or (2) move the %s call into this region. "+
			"A mode=SplitMode.NONE region has no split axis and halves nothing, so it MAY consume a boundary result produced elsewhere.",
			v.Name, name, op.OpName(), name)
	}
}

// checkOutOfRegionOp is check (e): in manual mode, vector compute outside
// every region has no lane to run on. tile.load / tile.store and ops whose
// lane is stated are carved out.
func (c *splitChecker) checkOutOfRegionOp(op *ir.Call) {
	if !c.facts.hasRegion || splitIsHoistedOp(op) || laneIsStated(op) || ir.CallAffinity(op) != ir.Vector {
		return
	}
	c.p.Errorf(0, op.Pos, "vector op '%s' sits outside every pl.split_aiv region, but this function already opens one, so "+
		"the regions are authoritative for where vector work runs and this op has no lane to run on. Wrap this phase in its own region — "+
		"'for _ in pl.split_aiv(2, mode=pl.SplitMode.NONE):' runs the full body on both AIV lanes and is the task-parallel form for full-width compute — "+
		"or move the op into an existing region.", op.OpName())
}

// checkBoundaryMemory is check (d): tile.aiv_shard is Acc -> Vec and
// tile.aic_gather is Vec -> Mat; each side is skipped until resolved. In the
// lowered form an operand with no local definition is shared by both lanes
// and skips the operand side.
func (c *splitChecker) checkBoundaryMemory(op *ir.Call) {
	ct, ok := splitContractOf(op)
	if !ok {
		return
	}
	if len(op.Args) > 0 {
		shared := false
		if vl, isVar := op.Args[0].(ir.VarLike); isVar && c.lowered {
			_, local := c.facts.locals[vl.VarRef()]
			shared = !local
		}
		if m, ok := splitResolvedMemory(op.Args[0]); ok && !shared && m != ct.operand {
			c.p.Errorf(0, op.Pos, "'%s' operand is in %s, but it transfers a %s-produced value across the cross-core boundary and requires %s.%s",
				op.OpName(), m, ct.producer, ct.operand, ct.operandHint)
		}
	}
	if m, ok := splitResolvedMemory(op); ok && m != ct.result {
		c.p.Errorf(0, op.Pos, "'%s' result is in %s, but it delivers its %s lane and must be %s (the memory ExpandMixedKernel pops it into).",
			op.OpName(), m, ct.delivery, ct.result)
	}
}
