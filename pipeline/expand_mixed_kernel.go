package pipeline

import (
	"fmt"
	"sort"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// ExpandMixedKernel splits every InCore function that mixes cube and vector
// work into an AIC function and an AIV function joined by tpush / tpop
// pairs (PyPTO's ExpandMixedKernel, docs/en/dev/passes/*-expand_mixed_kernel.md,
// src/ir/transforms/expand_mixed_kernel_pass.cpp and
// utils/loop_state_repair.cpp):
//
//  1. every statement gets a core affinity (CUBE / VECTOR / SHARED, MIXED
//     for compound statements holding both) from PyPTO's
//     ClassifyCallAffinity rules read off the op registry (an op whose
//     output inherits its input's space, such as tile.fillpad, runs on the
//     side of that input: see callAffinity); a tile.move whose source and
//     target lie on different sides of the cube/vector divide (Vec and DDR
//     on the vector side, every other space on the cube side) is a
//     boundary. A SHARED call naming a pipe only one core has (system.bar_v
//     on V, system.bar_m on M, a sync_src / sync_dst whose set or wait
//     pipe is V, or M, MTE1 or FIX) is pinned to that core: it stays
//     SHARED for the mix decision (it does no work), only that core keeps
//     it (at any depth: a loop or branch holding one is rebuilt on the
//     other side without it, even when it holds nothing else), and a
//     function converted whole (step 2) drops those pinned to the other
//     core; one naming pipes of both cores is an error (pin);
//  2. a function with no boundary and no mix becomes AIC (pure cube) or AIV
//     (anything else) in place, its split attr dropped;
//  3. otherwise two bodies are built, AIC keeping CUBE + SHARED statements
//     and AIV keeping VECTOR + SHARED ones, recursing into mixed loops and
//     branches. A cube->vector boundary `d = tile.move(s, Vec)` of an
//     accumulator s becomes `tile.tpush_to_aiv(s)` on AIC and
//     `d = tile.tpop_from_aic()` on AIV, the pop typed explicitly with d's
//     type minus any compact mode (only Left/Right/Acc carry one:
//     AccCompactValid rule (c)); the pushed accumulator keeps its own type,
//     so a compact one is drained at its packed pitch (on Ascend950, whose
//     push is a TMOV Acc->Vec with its own stride rule, its valid rows are
//     re-expressed so that TMOV reads where mad wrote: push_pitch.go).
//     pto-isa's TPUSH takes only Acc or Vec producers (TPush.hpp, "TPUSH has unsupported
//     tile type!"), and the cube core has no Vec, so any other source (a
//     load InferTileMemorySpace staged in Mat because the cube reads it
//     too) cannot be pushed: when s is a tile.load of a kernel parameter
//     nothing writes in that window, or a chain of single-input ops of
//     one (views, fillpad; a loop carry that never changes or a branch
//     result both branches yield alike stands for its value), AIC emits
//     nothing and AIV repeats the load into Vec and the chain at the
//     boundary, naming the last result d (a Vec-to-Vec move when its type
//     still differs from d's); otherwise the split is refused, naming the
//     move and why (planReloads). A vector->cube boundary becomes
//     `tile.tpush_to_aic(s)` on AIV (after a tile.move to the NZ view on
//     Ascend950) and a pop into Mat with the NZ view on AIC, followed by a
//     tile.move when the destination is Left / Right. Each push sits in
//     the same loops and branches as its pop, since both replace the one
//     boundary statement. A statement of the other side holding a break or
//     continue of a loop this side keeps (a cube-only branch ending in
//     break) is not dropped but rebuilt with its branches, its shared
//     statements and that exit, so both copies of the loop run the same
//     iterations (PyPTO's CtrlFlowTransform removes break / continue
//     before the split; irfuzz's pipeline has no such pass);
//  4. loop-carried state is repaired on both bodies, as FinalizeSplitCoreBody
//     does (after the pop remap, which types a carry of the other side's
//     memory whose init became a popped copy like that copy:
//     poppedCarries): dead iter args stripped, missing init definitions pulled back
//     (only a chain that can be completed, of effect-free definitions
//     that are not the other side's: one that reaches a loop or branch
//     result of the other side, a vector load on AIC or a store, is left,
//     and a tensor init then falls back to the parameter it writes),
//     dangling yields rewritten to the carry that backs them (an if
//     branch's yield through its own loop slot, PyPTO #2453), if results
//     whose yields still dangle dropped,
//     dead code eliminated, iter args stripped and dead code eliminated
//     again. "Dangling" is scoped, as in PyPTO's newest repair: a value
//     defined on this side but not in scope at the yield (a pop remapped
//     into a branch that does not pop) dangles. The dead code elimination
//     also drops if results nothing reads, and loop carries of the other
//     side's memory (an Acc carry on AIV) nothing reads, with their yield
//     slots: nothing typed in a cube-side space stays on AIV for a
//     boundary's source (pipeline-suspects S2). A dangling tensor result of
//     a store the other side kept is replaced by the Out / InOut parameter
//     it writes;
//  5. a side that reads a result of a compound statement it dropped (a
//     vector loop whose scalar counter decides a cube branch) enters that
//     statement after all, keeping its shared statements, and is rebuilt;
//     a read that nothing can supply on this side (a value only the other
//     side computes and no boundary carries, e.g. a hand-written
//     tpush_to_aic of an Acc tile) is an error naming it, never a free
//     variable in the output;
//  6. the AIC function (<name>_aic, no results) and the AIV function
//     (<name>_aiv, the original results) get fresh variables; a Group
//     function keeps the original name and calls both (returning its Out
//     parameters directly when every result is a parameter write-back),
//     unless a Group already calls the InCore function, which is then
//     rewritten to call AIC and AIV in place.
//
// The pass re-produces AccCompactValid: the boundary moves are rebuilt
// with fresh consumer types, so the compact contract is checked again.
//
// Left out, because irfuzz's IR has no such ops or they concern launch
// rather than the kernel bodies: the automatic pipe setup prologue
// (system.reserve_buffer / import_peer_buffer / aic_initialize_pipe /
// aiv_initialize_pipe) and the tfree chains, the Ascend910B GM slot buffer
// parameter, dual-AIV dispatch of unsplit kernels, split codes of
// tile.aiv_shard / tile.aic_gather boundaries (rejected with an error),
// GM-mediated cross-lane sync fences (#1433), adaptation of hand-written
// V->C pushes, the split-axis transpose hazard, Spmd wrapper preservation,
// hand-written Group ABI normalization, superseded hand-written tpops and
// core_placement region attrs. Deliberate deviations: ScopeStmts are split
// like loops (PyPTO keeps them whole); a nested loop's init is never
// re-pulled (only top-level definitions are); a while loop's condition
// keeps its carries alive; DCE keeps every op that writes an argument and
// every cross-core op (the registry's facts) rather than PyPTO's name
// list; dead if results and dead foreign carries are dropped (PyPTO keeps
// them); a side enters a dropped statement whose result it reads, and an
// unsatisfiable read is an error (PyPTO emits the dangling reference); an
// if left with empty branches and no results is dropped (its condition may
// be a value only the other side computes); the init repair pulls back no
// definition of the other side and none with an effect (PyPTO's
// FixupIterArgInitValues pulls any: a Vec load onto AIC, a store run on
// both cores). Further deviations, each a case PyPTO compiles into an
// illegal kernel: a cube-to-vector boundary whose source is not an
// accumulator is not pushed (PyPTO pushes the L1 tile, which pto-isa's
// TPUSH rejects) but reloaded on AIV or refused; a
// barrier or flag naming pipes of one core goes to that core only (PyPTO's
// ClassifyCallAffinity leaves bar_v / bar_m / sync_src / sync_dst SHARED
// and copies them onto both sides, giving the AIC a pipe_barrier(PIPE_V));
// one naming pipes of both cores is refused.
//
// Hand-written tpush / tpop ops in an InCore kernel are valid input (PyPTO
// places each by its registered affinity: tpush_to_aiv and tpop_from_aiv
// on the cube core, the other two on the vector core) when the pushed tile
// lives on the pushing core and the pushes and pops pair up; this pass
// keeps them on that core like PyPTO, and a push of a tile only the other
// core computes is the "reads ..., which only the ... side computes"
// error of step 5.
var ExpandMixedKernel = &Pass{
	Name:        "ExpandMixedKernel",
	Doc:         "split each mixed cube/vector InCore function into AIC and AIV functions joined by tpush/tpop pairs",
	Required:    set(pSSA, pITO, pSIO, pT2D, pTMI, pNSS),
	Produced:    set(pSSA, verifier.MixedKernelExpanded, pNSS, verifier.HardSyncallOccupancyValid, verifier.AccCompactValid),
	Invalidated: set(verifier.AccCompactValid),
	Run:         runExpandMixedKernel,
}

func runExpandMixedKernel(p *ir.Program, ctx *Context) (*ir.Program, error) {
	var incore []string
	taken := map[string]bool{}
	for _, f := range p.Funcs {
		taken[f.Name] = true
		if f.Kind == ir.InCore {
			incore = append(incore, f.Name)
		}
	}
	if len(incore) == 0 {
		return p, nil
	}
	groupCalled := map[string]bool{}
	for _, f := range p.Funcs {
		if f.Kind != ir.Group {
			continue
		}
		for _, n := range incore {
			if groupCalls(f, n) {
				groupCalled[n] = true
			}
		}
	}
	type pair struct{ aic, aiv string }
	rewrite := map[string]pair{}
	var rewriteOrder []string
	var funcs []*ir.Function
	for _, f := range p.Funcs {
		if f.Kind != ir.InCore || f.Body == nil {
			funcs = append(funcs, f)
			continue
		}
		e := &mixedSplit{ctx: ctx, fn: f}
		combined, err := e.analyzeFenced()
		if err != nil {
			return nil, err
		}
		if combined != affMixed && combined != affBoundary {
			funcs = append(funcs, e.convertUnmixed(combined))
			continue
		}
		for _, n := range []string{f.Name + "_aic", f.Name + "_aiv"} {
			if taken[n] {
				return nil, fmt.Errorf("%s: cannot split mixed kernel '%s': the program already has a function named '%s'", f.Pos, f.Name, n)
			}
		}
		aic, aiv, group, err := e.expand(!groupCalled[f.Name])
		if err != nil {
			return nil, err
		}
		funcs = append(funcs, aic, aiv)
		if group != nil {
			funcs = append(funcs, group)
		} else {
			rewrite[f.Name] = pair{aic.Name, aiv.Name}
			rewriteOrder = append(rewriteOrder, f.Name)
		}
	}
	for i, f := range funcs {
		if f.Kind != ir.Group {
			continue
		}
		for _, n := range rewriteOrder {
			if groupCalls(f, n) {
				f = rewriteGroupCaller(f, n, rewrite[n].aic, rewrite[n].aiv)
			}
		}
		funcs[i] = f
	}
	sort.SliceStable(funcs, func(i, j int) bool { return funcs[i].Name < funcs[j].Name })
	out := *p
	out.Funcs = funcs
	return &out, nil
}

// ---- core affinity (PyPTO core_affinity::ClassifyCallAffinity) ---------

type coreAffinity uint8

const (
	affShared coreAffinity = iota
	affCube
	affVector
	affMixed
	affBoundary // a leaf tile.move across the cube/vector divide
)

func combineAffinity(a, b coreAffinity) coreAffinity {
	switch {
	case a == b:
		return a
	case a == affShared:
		return b
	case b == affShared:
		return a
	}
	return affMixed
}

func affinityOfSpace(m ir.MemorySpace) coreAffinity {
	if ir.CubeSideSpace(m) {
		return affCube
	}
	return affVector
}

// callAffinity is the side a call runs on (ir.CallLane; an op whose output
// lives where its input does, such as a fillpad of a Mat staging tile, is
// on that input's side); the split_aiv boundary ops are refused, since this
// pass lowers only tile.move boundaries.
func callAffinity(c *ir.Call) (coreAffinity, error) {
	if ir.IsSplitBoundary(c) {
		return affShared, fmt.Errorf("%s: %s is a split_aiv boundary; irfuzz's ExpandMixedKernel lowers only tile.move boundaries (split codes are not modelled)", c.Pos, c.Op.Name)
	}
	switch ir.CallLane(c) {
	case ir.LaneCube:
		return affCube, nil
	case ir.LaneVector:
		return affVector, nil
	case ir.LaneBoundary:
		return affBoundary, nil
	}
	return affShared, nil
}

// convertUnmixed turns a pure InCore function into AIC (pure cube) or AIV,
// dropping the statements pinned to the other core (a bar_m in a vector
// kernel orders no instruction of it).
func (e *mixedSplit) convertUnmixed(a coreAffinity) *ir.Function {
	f := e.fn
	n := *f
	n.Kind = ir.AIV
	other := affCube
	if a == affCube {
		n.Kind = ir.AIC
		other = affVector
	}
	var drop func([]ir.Stmt) []ir.Stmt
	dropped := false
	drop = func(ss []ir.Stmt) []ir.Stmt {
		out := make([]ir.Stmt, 0, len(ss))
		for _, st := range ss {
			if e.pinned[st] == other {
				dropped = true
				continue
			}
			out = append(out, mapBodies(st, drop))
		}
		return out
	}
	if body := drop(ir.Stmts(f.Body)); dropped {
		n.Body = ir.Seq(stmtSpan(f.Body), body...)
	}
	n.Level, n.Role, _ = ir.DefaultLevelRole(n.Kind)
	n.Attrs = nil
	for _, kw := range f.Attrs {
		if kw.Key != "split" {
			n.Attrs = append(n.Attrs, kw)
		}
	}
	return &n
}

// ---- one mixed function --------------------------------------------------

type mixedSplit struct {
	ctx      *Context
	fn       *ir.Function
	aff      map[ir.Stmt]coreAffinity
	boundary map[ir.Stmt]*cvBoundary
	// pinned holds the shared statements only one core may run, with
	// that core (pin).
	pinned   map[ir.Stmt]coreAffinity
	tpopVars map[*ir.Var]bool
	// origDefined holds every variable the original function defines;
	// a reference to one that a split body no longer defines dangles.
	origDefined map[*ir.Var]bool
	// origDefs are the original top-level assignments, for pulling back
	// a loop init's definition chain.
	origDefs map[*ir.Var]*ir.AssignStmt
	// definers maps each result of a compound statement to that statement
	// and the compound statements around it (splitBody).
	definers map[*ir.Var][]ir.Stmt
	err      error
	push     pushPitchState // push_pitch.go
}

type cvBoundary struct {
	dir  ir.MoveDirection
	dest *ir.Var
	src  ir.Expr
	call *ir.Call
	// reload, for a cube-to-vector boundary whose source is not an
	// accumulator, is the chain that recomputes the source on the vector
	// core: the tile.load it stems from, then the single-input ops between
	// that load and the source (see vectorReload).
	reload []*ir.AssignStmt
}

func emkVar(e ir.Expr) (*ir.Var, bool) {
	if v, ok := e.(ir.VarLike); ok {
		return v.VarRef(), true
	}
	return nil, false
}

func (e *mixedSplit) analyzeFunction() (coreAffinity, error) {
	e.aff = map[ir.Stmt]coreAffinity{}
	e.boundary = map[ir.Stmt]*cvBoundary{}
	e.tpopVars = map[*ir.Var]bool{}
	e.pinned = map[ir.Stmt]coreAffinity{}
	ir.Walk(e.fn.Body, func(n ir.Node) bool {
		if s, ok := n.(*ir.AssignStmt); ok {
			if c, ok := s.Value.(*ir.Call); ok && ir.IsCrossCorePop(c) {
				e.tpopVars[s.Var] = true
			}
		}
		return true
	})
	a := e.analyze(e.fn.Body)
	return a, e.err
}

func (e *mixedSplit) analyze(s ir.Stmt) coreAffinity {
	a := affShared
	switch s := s.(type) {
	case nil:
		return affShared
	case *ir.AssignStmt:
		if c, ok := s.Value.(*ir.Call); ok {
			a = e.callAff(c)
			e.pin(s, c, a)
			if a == affBoundary {
				if src, ok := emkVar(c.Args[0]); ok && e.tpopVars[src] {
					// The data already arrived through a pop: placement on
					// the consuming core, not a boundary.
					a = affinityOfSpace(c.Op.ResolveOutput(c.Kwargs))
				} else {
					e.boundary[s] = &cvBoundary{dir: ir.MoveDirectionOf(c), dest: s.Var, src: c.Args[0], call: c}
				}
			}
		}
	case *ir.EvalStmt:
		if c, ok := s.Expr.(*ir.Call); ok {
			a = e.callAff(c)
			e.pin(s, c, a)
			if a == affBoundary { // a move nobody reads: its source side runs it
				m, _ := ir.FirstTileVarSpace(c)
				a = affinityOfSpace(m)
			}
		}
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			a = combineAffinity(a, e.analyze(c))
		}
	case *ir.ForStmt:
		a = e.analyze(s.Body)
	case *ir.WhileStmt:
		a = e.analyze(s.Body)
	case *ir.IfStmt:
		a = combineAffinity(e.analyze(s.Then), e.analyze(s.Else))
	case *ir.ScopeStmt:
		a = e.analyze(s.Body)
	}
	e.aff[s] = a
	return a
}

// pin records a shared call that names a pipe only one core has (a
// barrier on V or M, a set/wait flag between such pipes): it stays shared
// for the mix decision, since it does no work of its own, but only the
// core owning the pipe keeps it (pipePinned).
func (e *mixedSplit) pin(s ir.Stmt, c *ir.Call, a coreAffinity) {
	if a != affShared {
		return
	}
	side, err := pipePinned(c)
	if err != nil {
		if e.err == nil {
			e.err = fmt.Errorf("%s: ExpandMixedKernel cannot place %s in '%s': %v", c.Pos, c.OpName(), e.fn.Name, err)
		}
		return
	}
	if side != affShared {
		e.pinned[s] = side
	}
}

// pipeSide is the core that owns a pipe: V is the vector core's, M, MTE1
// and FIX the cube core's; S, MTE2, MTE3 (and every pipe at once) are on
// both. (Hardware fact kept here until the ir / backend states it; see
// ir-requests.md "pipe ownership".)
func pipeSide(p ir.PipeType) coreAffinity {
	switch p {
	case ir.PipeV:
		return affVector
	case ir.PipeM, ir.PipeMTE1, ir.PipeFIX:
		return affCube
	}
	return affShared
}

// pipePinned is the core a shared call must run on because of the pipes it
// names: the registry's pipe of the op (system.bar_v on V, system.bar_m on
// M) and its pipe kwargs (system.sync_src / sync_dst's set_pipe and
// wait_pipe). A call naming pipes of both cores has no core to run on.
func pipePinned(c *ir.Call) (coreAffinity, error) {
	if c.Op == nil {
		return affShared, nil
	}
	side := affShared
	var named []ir.PipeType
	if c.Op.Pipe != ir.PipeBySpace {
		named = append(named, c.Op.Pipe)
	}
	for _, k := range c.Op.Kwargs {
		if k.Kind != ir.KwPipe {
			continue
		}
		if v, ok := c.Kwarg(k.Name); ok {
			if p, ok := v.(ir.PipeType); ok {
				named = append(named, p)
			}
		}
	}
	for _, p := range named {
		side = combineAffinity(side, pipeSide(p))
	}
	if side == affMixed {
		return side, fmt.Errorf("it names pipes of both the cube core (M, MTE1, FIX) and the vector core (V) (%s), and no core has both", ir.PrintExpr(c))
	}
	return side, nil
}

func (e *mixedSplit) callAff(c *ir.Call) coreAffinity {
	a, err := callAffinity(c)
	if err != nil && e.err == nil {
		e.err = err
	}
	return a
}

// splitSide is one of the two bodies being built.
type splitSide struct {
	aic bool
	// remap redirects, on this side, the boundary's destination (and its
	// source) to the popped variable.
	remap map[*ir.Var]ir.Expr
	// force lists compound statements of the other side's affinity that
	// this side must still enter, keeping their shared statements, because
	// it reads one of their results (a scalar loop counter, say).
	force map[ir.Stmt]bool
}

// skipAffinity is the affinity of the statements a side drops.
func (s *splitSide) skipAffinity() coreAffinity {
	if s.aic {
		return affVector
	}
	return affCube
}

func (s *splitSide) name() string {
	if s.aic {
		return "AIC"
	}
	return "AIV"
}

// build is BuildCoreBody: the statements of one side.
func (e *mixedSplit) build(side *splitSide, stmts []ir.Stmt) ([]ir.Stmt, error) {
	keep, skip := affCube, affVector
	if !side.aic {
		keep, skip = affVector, affCube
	}
	var out []ir.Stmt
	for _, st := range stmts {
		a := e.aff[st]
		if e.pinned[st] == skip {
			continue
		}
		if a == affBoundary {
			if bm := e.boundary[st]; bm != nil {
				ss, err := e.boundaryStmts(side, bm, st.Span())
				if err != nil {
					return nil, err
				}
				out = append(out, ss...)
				continue
			}
			a = affMixed // a compound statement holding only boundaries
		}
		switch a {
		case skip:
			if !side.force[st] && !leavesEnclosingLoop(st) {
				continue
			}
			// A statement of the other side that breaks out of (or
			// continues) a loop this side keeps is rebuilt here with its
			// branch structure and that break or continue, so that both
			// cores leave the loop on the same iteration.
		case keep, affShared:
			if !e.holdsPinned(st, skip) {
				out = append(out, st)
				continue
			}
			// A compound statement holding a barrier or flag pinned to the
			// other core: rebuilt without it.
		}
		var err error
		switch s := st.(type) {
		case *ir.ForStmt:
			n := *s
			if n.Body, err = e.buildBody(side, s.Body); err != nil {
				return nil, err
			}
			out = append(out, &n)
		case *ir.WhileStmt:
			n := *s
			if n.Body, err = e.buildBody(side, s.Body); err != nil {
				return nil, err
			}
			out = append(out, &n)
		case *ir.IfStmt:
			n := *s
			if n.Then, err = e.buildBody(side, s.Then); err != nil {
				return nil, err
			}
			if s.Else != nil {
				if n.Else, err = e.buildBody(side, s.Else); err != nil {
					return nil, err
				}
			}
			out = append(out, &n)
		case *ir.ScopeStmt:
			n := *s
			if n.Body, err = e.buildBody(side, s.Body); err != nil {
				return nil, err
			}
			out = append(out, &n)
		case *ir.SeqStmts:
			ss, err := e.build(side, s.Stmts)
			if err != nil {
				return nil, err
			}
			out = append(out, ss...)
		default:
			out = append(out, st)
		}
	}
	return out, nil
}

// leavesEnclosingLoop reports whether a statement holds a break or continue
// that acts on a loop enclosing the statement (one not nested in a loop of
// the statement itself): dropping the statement on one side would change
// how many iterations that side's copy of the loop runs.
func leavesEnclosingLoop(st ir.Stmt) bool {
	switch s := st.(type) {
	case *ir.BreakStmt, *ir.ContinueStmt:
		return true
	case *ir.IfStmt:
		return leavesEnclosingLoop(s.Then) || s.Else != nil && leavesEnclosingLoop(s.Else)
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			if leavesEnclosingLoop(c) {
				return true
			}
		}
	case *ir.ScopeStmt:
		return leavesEnclosingLoop(s.Body)
	}
	return false
}

// holdsPinned reports whether a statement holds, nested in it, a shared
// call pinned to the core of affinity side.
func (e *mixedSplit) holdsPinned(st ir.Stmt, side coreAffinity) bool {
	found := false
	ir.Walk(st, func(n ir.Node) bool {
		if found {
			return false
		}
		if s, ok := n.(ir.Stmt); ok && e.pinned[s] == side {
			found = true
		}
		_, isExpr := n.(ir.Expr)
		return !found && !isExpr
	})
	return found
}

func (e *mixedSplit) buildBody(side *splitSide, s ir.Stmt) (ir.Stmt, error) {
	ss, err := e.build(side, ir.Stmts(s))
	if err != nil {
		return nil, err
	}
	return ir.Seq(stmtSpan(s), ss...), nil
}

// stmtSpan is a possibly absent statement's span.
func stmtSpan(s ir.Stmt) ir.Span {
	if s == nil {
		return ir.Span{}
	}
	return s.Span()
}

// boundaryStmts lowers one boundary move on one side: a push where the
// data leaves, a typed pop where it arrives.
func (e *mixedSplit) boundaryStmts(side *splitSide, bm *cvBoundary, pos ir.Span) ([]ir.Stmt, error) {
	pushDir, pushOp, popOp, popSpace := ir.MoveCubeToVector, "tile.tpush_to_aiv", "tile.tpop_from_aiv", ir.Mat
	if !side.aic {
		pushDir, pushOp, popOp, popSpace = ir.MoveVectorToCube, "tile.tpush_to_aic", "tile.tpop_from_aic", ir.Vec
	}
	split := []ir.Kwarg{{Key: "split", Value: int64(0)}}
	var out []ir.Stmt
	assign := func(name, op string, args []ir.Expr, kws []ir.Kwarg) (*ir.Var, error) {
		c, err := ir.Op(op).Create(args, kws, pos)
		if err != nil {
			return nil, fmt.Errorf("%s: ExpandMixedKernel (%s side of '%s'): %v", pos, side.name(), e.fn.Name, err)
		}
		v := &ir.Var{Name: name, T: c.T, Pos: pos}
		out = append(out, &ir.AssignStmt{Var: v, Value: c, Pos: pos})
		return v, nil
	}
	if bm.reload != nil {
		if side.aic {
			return nil, nil // nothing crosses: the vector core loads its own copy
		}
		return e.reloadStmts(side, bm, pos)
	}
	if bm.dir == pushDir {
		src := bm.src
		st, _ := src.Type().(*ir.TileType)
		switch {
		case !side.aic && e.ctx.Backend != nil && e.ctx.Backend.Name == "Ascend950" && st != nil:
			// a5's cross-core pipe carries fractal data: adapt the Vec
			// tile to the NZ view the cube side pops.
			v, err := assign(ir.PrintExpr(src)+"_nz", "tile.move", []ir.Expr{src}, []ir.Kwarg{
				{Key: "target_memory", Value: ir.Vec}, {Key: "blayout", Value: ir.ColMajor}, {Key: "slayout", Value: ir.RowMajor}})
			if err != nil {
				return nil, err
			}
			src = v
		case side.aic && st != nil && st.Rank() == 2 && e.ctx.Fault(FaultC2VPushWidensValid) &&
			ir.ProveEqual(st.ValidShape()[0], st.Shape[0]) != ir.ProofTrue:
			// PyPTO #2510: the transport valid shape is widened to the
			// physical box right before the push, so the fix-pipe walks
			// L0C at the physical pitch.
			v, err := assign(ir.PrintExpr(src)+"_wide", "tile.set_validshape", []ir.Expr{src, st.Shape[0], st.ValidShape()[1]}, nil)
			if err != nil {
				return nil, err
			}
			src = v
		case side.aic && e.pushTransportOf(src) != pushAsIs:
			// a5: push so that TMOV Acc->Vec reads L0C at the pitch mad
			// wrote (push_pitch.go).
			ss, v, err := e.pushSource(src, pos)
			if err != nil {
				return nil, err
			}
			out, src = append(out, ss...), v
		}
		push, err := ir.Op(pushOp).Create([]ir.Expr{src}, split, pos)
		if err != nil {
			return nil, fmt.Errorf("%s: ExpandMixedKernel (%s side of '%s'): %v", pos, side.name(), e.fn.Name, err)
		}
		return append(out, &ir.EvalStmt{Expr: push, Pos: pos}), nil
	}

	dt, ok := bm.dest.T.(*ir.TileType)
	if !ok || dt.Space == ir.MemNone {
		return nil, fmt.Errorf("%s: ExpandMixedKernel: boundary move destination '%s' has no resolved tile memory space; run InferTileMemorySpace first", pos, bm.dest.Name)
	}
	view := dt.Effective()
	switch dt.Space {
	case ir.Left, ir.Right, ir.Mat:
		view.BLayout, view.SLayout = ir.ColMajor, ir.RowMajor // the NZ bridge
	case ir.Vec:
	default:
		return nil, fmt.Errorf("%s: ExpandMixedKernel: cross-core move destination must be Vec, Mat, Left or Right, got %s", pos, dt.Space)
	}
	if !popSpace.IsFractal() {
		view.Compact = ir.CompactNull // AccCompactValid (c): only Left/Right/Acc carry compact
	}
	fullRows := e.popsFullRows(side, bm, dt) // a5: narrowed after the pop (push_pitch.go)
	if fullRows {
		view = fullRowsView(view, dt.Shape)
	}
	popT := ir.NewTileType(dt.Shape, dt.DType, nil, popSpace, &view)
	pop, err := ir.Op(popOp).Create(nil, split, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: ExpandMixedKernel: %v", pos, err)
	}
	pop.T = popT
	needsPost := dt.Space != popSpace
	name := bm.dest.Name
	if needsPost {
		name += "_" + strings.ToLower(popSpace.String())
	}
	if fullRows {
		name = e.unusedName(name + "_full")
	}
	popV := &ir.Var{Name: name, T: popT, Pos: bm.dest.Pos}
	out = append(out, &ir.AssignStmt{Var: popV, Value: pop, Pos: pos})
	if sv, ok := emkVar(bm.src); ok {
		side.remap[sv] = popV
	}
	if fullRows {
		st, err := e.renarrowPop(side, bm, popV, pos)
		if err != nil {
			return nil, err
		}
		return append(out, st), nil
	}
	if !needsPost {
		side.remap[bm.dest] = popV
		return out, nil
	}
	kws := []ir.Kwarg{{Key: "target_memory", Value: dt.Space}}
	for _, k := range []string{"blayout", "slayout"} {
		if v, ok := bm.call.Kwarg(k); ok {
			kws = append(kws, ir.Kwarg{Key: k, Value: v})
		}
	}
	mv, err := ir.TileMove.Create([]ir.Expr{popV}, kws, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: ExpandMixedKernel: moving the popped '%s' to %s: %v", pos, name, dt.Space, err)
	}
	dest := bm.dest
	if !ir.TypeEqual(mv.T, dest.T) {
		dest = &ir.Var{Name: bm.dest.Name, T: mv.T, Pos: bm.dest.Pos}
		side.remap[bm.dest] = dest
	}
	return append(out, &ir.AssignStmt{Var: dest, Value: mv, Pos: pos}), nil
}

// expand builds the AIC, AIV and (when createGroup) Group functions.
func (e *mixedSplit) expand(createGroup bool) (aic, aiv, group *ir.Function, err error) {
	f := e.fn
	e.origDefined = map[*ir.Var]bool{}
	ir.DefSites(f, func(v *ir.Var) { e.origDefined[v] = true })
	e.origDefs = map[*ir.Var]*ir.AssignStmt{}
	for _, st := range ir.Stmts(f.Body) {
		if a, ok := st.(*ir.AssignStmt); ok {
			e.origDefs[a.Var] = a
		}
	}
	e.definers = map[*ir.Var][]ir.Stmt{}
	e.collectDefiners(ir.Stmts(f.Body), nil)
	if err := e.planReloads(); err != nil {
		return nil, nil, nil, err
	}

	aicStmts, err := e.splitBody(true)
	if err != nil {
		return nil, nil, nil, err
	}
	aivStmts, err := e.splitBody(false)
	if err != nil {
		return nil, nil, nil, err
	}
	aicName, aivName := f.Name+"_aic", f.Name+"_aiv"
	aic = freshFunction(f, aicName, ir.AIC, nil, aicStmts)
	aiv = freshFunction(f, aivName, ir.AIV, f.Returns, aivStmts)
	if createGroup {
		group = e.groupWrapper(aicName, aivName)
	}
	return aic, aiv, group, nil
}

// planReloads decides, for every cube-to-vector boundary, how the data
// crosses. pto-isa's TPUSH sends only an accumulator from the cube core
// (TPush.hpp: Acc or Vec producers, and the cube core has no Vec), so an
// accumulator source is pushed; any other source (a tile InferTileMemorySpace
// staged in Mat because the cube reads it too) must be recomputed on the
// vector core from global memory (vectorReload), and a boundary that allows
// neither is an error naming it. Boundaries are visited in program order.
func (e *mixedSplit) planReloads() error {
	r := &reloader{defs: map[*ir.Var]*ir.AssignStmt{}, invariant: map[*ir.Var]ir.Expr{}}
	var order []*ir.AssignStmt
	ir.Walk(e.fn.Body, func(n ir.Node) bool {
		st, ok := n.(ir.Stmt)
		if !ok {
			return true
		}
		if s, ok := st.(*ir.AssignStmt); ok {
			r.defs[s.Var] = s
			if e.boundary[s] != nil {
				order = append(order, s)
			}
		}
		// A loop carry whose body yields the iter arg itself or the
		// init's variable never changes: its iter arg and result stand
		// for its init.
		if ias, body, rvs, ok := loopParts(st); ok {
			y := ir.TrailingYieldIn(ir.Stmts(body), nil)
			for k, ia := range ias {
				if y == nil || k >= len(y.Values) {
					continue
				}
				yv, ok := emkVar(y.Values[k])
				iv, _ := emkVar(ia.Init)
				if ok && (yv == &ia.Var || yv == iv) {
					r.invariant[&ia.Var] = ia.Init
					if k < len(rvs) {
						r.invariant[rvs[k]] = ia.Init
					}
				}
			}
		}
		// A branch result both branches yield the same variable for is
		// that variable.
		if is, ok := st.(*ir.IfStmt); ok {
			ty, ey := ir.TrailingYieldIn(ir.Stmts(is.Then), nil), ir.TrailingYieldIn(ir.Stmts(is.Else), nil)
			for k, rv := range is.ReturnVars {
				if ty == nil || ey == nil || k >= len(ty.Values) || k >= len(ey.Values) {
					continue
				}
				if a, ok := emkVar(ty.Values[k]); ok {
					if b, ok := emkVar(ey.Values[k]); ok && a == b {
						r.invariant[rv] = ty.Values[k]
					}
				}
			}
		}
		return true
	})
	for _, s := range order {
		bm := e.boundary[s]
		if bm.dir != ir.MoveCubeToVector {
			continue
		}
		st, ok := bm.src.Type().(*ir.TileType)
		if !ok || st.Space == ir.Acc {
			continue
		}
		if r.writes == nil {
			r.writes = e.paramWrites()
		}
		chain, why := r.vectorReload(bm.src)
		if chain == nil {
			return fmt.Errorf("%s: ExpandMixedKernel cannot split '%s': the cube-to-vector move of '%s' (in %s) has no legal transport: "+
				"pto-isa's TPUSH hands the vector core only an accumulator (Acc), and %s",
				bm.call.Pos, e.fn.Name, ir.PrintExpr(bm.src), st.Space, why)
		}
		bm.reload = chain
	}
	return nil
}

// reloader holds what vectorReload reads of the original function.
type reloader struct {
	defs map[*ir.Var]*ir.AssignStmt
	// invariant maps the iter arg and result of every loop carry that
	// never changes to the carry's init, and every branch result both
	// branches yield the same variable for to that variable.
	invariant map[*ir.Var]ir.Expr
	// writes lists, per tensor parameter, the statements writing it.
	writes map[*ir.Var][]ir.Stmt
}

// vectorReload returns the assignments whose calls recompute a cube-side
// tile on the vector core: the tile.load it stems from, then each op
// between that load and the tile, load first. Such an op takes the
// previous tile as its only tile operand, lives where that input lives and
// writes nothing (the views slice / reshape / transpose_view /
// set_validshape, and fillpad), so it computes the same values from a Vec
// input. A loop carry that never changes (its body yields the iter arg or
// the init's variable) stands for its init, and a branch result both
// branches yield the same variable for stands for it. The load must read a
// kernel parameter nothing in the kernel writes where the window may lie
// (constant windows that provably miss it are fine), so the second read
// sees what the first did; an overlapping write even on the vector core
// and after the boundary is refused, since it would race with the cube
// core's own load, which the push / pop chain used to order before it.
// Otherwise it returns nil and the reason.
func (r *reloader) vectorReload(src ir.Expr) ([]*ir.AssignStmt, string) {
	var chain []*ir.AssignStmt
	cur := src
	for {
		v, ok := emkVar(cur)
		if !ok {
			return nil, fmt.Sprintf("'%s' is not a variable", ir.PrintExpr(cur))
		}
		if init, ok := r.invariant[v]; ok {
			cur = init
			continue
		}
		def := r.defs[v]
		if def == nil {
			return nil, fmt.Sprintf("'%s' is a loop carry or branch result, not a tile.load the vector core could repeat", v.Name)
		}
		c, ok := def.Value.(*ir.Call)
		if !ok || c.Op == nil {
			return nil, fmt.Sprintf("'%s' is not computed by an op the vector core could repeat", v.Name)
		}
		if c.Op == ir.TileLoad {
			t, _ := emkVar(c.Args[0])
			ws, param := r.writes[t]
			if !param {
				return nil, fmt.Sprintf("'%s' loads from '%s', which is not a kernel parameter", v.Name, ir.PrintExpr(c.Args[0]))
			}
			win := gmWindow(c)
			for _, w := range ws {
				if boxesOverlap(win, gmWindow(stmtCall(w))) {
					return nil, fmt.Sprintf("'%s' loads from '%s', which the kernel also writes where it may overlap the window (%s at %s): a second load on the vector core could read the written data, or race with the cube core's load",
						v.Name, t.Name, stmtCall(w).OpName(), w.Span())
				}
			}
			chain = append(chain, def)
			for i, j := 0, len(chain)-1; i < j; i, j = i+1, j-1 {
				chain[i], chain[j] = chain[j], chain[i]
			}
			return chain, ""
		}
		if !recomputable(c) {
			return nil, fmt.Sprintf("'%s' is computed by %s, not by a tile.load (or a view of one) the vector core could repeat", v.Name, c.Op.Name)
		}
		chain = append(chain, def)
		cur = c.Args[0]
	}
}

// recomputable reports whether a call computes its result from its first
// argument alone, in that argument's memory, without side effects.
func recomputable(c *ir.Call) bool {
	op := c.Op
	if !op.InheritsInput() || len(op.Writes) > 0 || op.ReusesInput >= 0 || len(c.Args) == 0 {
		return false
	}
	for i, a := range c.Args {
		if _, tile := a.Type().(*ir.TileType); tile != (i == 0) {
			return false
		}
	}
	return true
}

// paramWrites maps every tensor parameter of the kernel to the statements
// that write it (a store's or an in-place op's tensor argument, traced back
// to the parameter it versions).
func (e *mixedSplit) paramWrites() map[*ir.Var][]ir.Stmt {
	origin := e.originParams()
	out := map[*ir.Var][]ir.Stmt{}
	for _, p := range e.fn.Params {
		if _, ok := p.T.(*ir.TensorType); ok {
			out[p] = nil
		}
	}
	ir.Walk(e.fn.Body, func(n ir.Node) bool {
		st, ok := n.(ir.Stmt)
		if !ok {
			return true
		}
		c := stmtCall(st)
		if c == nil || c.Op == nil {
			return true
		}
		idx := append([]int(nil), c.Op.Writes...)
		if c.Op.ReusesInput >= 0 {
			idx = append(idx, c.Op.ReusesInput)
		}
		for _, i := range idx {
			if i >= len(c.Args) {
				continue
			}
			if v, ok := emkVar(c.Args[i]); ok {
				if p, ok := origin[v]; ok {
					out[p] = append(out[p], st)
				}
			}
		}
		return true
	})
	return out
}

// reloadStmts lowers, on the vector side, a cube-to-vector boundary whose
// source the vector core recomputes: its own tile.load of the same window
// into Vec, the same single-input ops on it, and a Vec-to-Vec move when the
// result's type still differs from the boundary's destination.
func (e *mixedSplit) reloadStmts(side *splitSide, bm *cvBoundary, pos ir.Span) ([]ir.Stmt, error) {
	var out []ir.Stmt
	var prev ir.Expr
	for i, def := range bm.reload {
		c := def.Value.(*ir.Call)
		args := append([]ir.Expr(nil), c.Args...)
		var kws []ir.Kwarg
		if i == 0 {
			kws = append(kws, ir.Kwarg{Key: "target_memory", Value: ir.Vec})
			for _, kw := range c.Kwargs {
				if kw.Key != "target_memory" {
					kws = append(kws, kw)
				}
			}
		} else {
			args[0] = prev
			kws = c.Kwargs
		}
		nc, err := ir.Op(c.Op.Name).Create(args, kws, pos)
		if err != nil {
			return nil, fmt.Errorf("%s: ExpandMixedKernel (AIV side of '%s'): reloading '%s' into Vec: %v", pos, e.fn.Name, ir.PrintExpr(bm.src), err)
		}
		name := def.Var.Name + "_vec"
		if i == len(bm.reload)-1 && ir.TypeEqual(nc.T, bm.dest.T) {
			name = bm.dest.Name
		}
		v := &ir.Var{Name: name, T: nc.T, Pos: pos}
		out = append(out, &ir.AssignStmt{Var: v, Value: nc, Pos: pos})
		prev = v
	}
	last := prev.(*ir.Var)
	if ir.TypeEqual(last.T, bm.dest.T) {
		side.remap[bm.dest] = last
		return out, nil
	}
	kws := []ir.Kwarg{{Key: "target_memory", Value: ir.Vec}}
	for _, k := range []string{"blayout", "slayout"} {
		if v, ok := bm.call.Kwarg(k); ok {
			kws = append(kws, ir.Kwarg{Key: k, Value: v})
		}
	}
	mv, err := ir.TileMove.Create([]ir.Expr{last}, kws, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: ExpandMixedKernel (AIV side of '%s'): moving the reloaded '%s' to the destination's view: %v", pos, e.fn.Name, ir.PrintExpr(bm.src), err)
	}
	if dt, ok := bm.dest.T.(*ir.TileType); ok && !ir.TypeEqual(mv.T, dt) {
		// The original move took the layouts its target space does not
		// dictate from its cube-side source (an NZ Mat tile, say), which
		// the reloaded Vec tile lacks: name the destination's layouts, so
		// the destination keeps its type and so does every variable typed
		// from it (a loop carry's iter arg, a result).
		want := dt.Effective()
		kws = []ir.Kwarg{{Key: "target_memory", Value: ir.Vec}, {Key: "blayout", Value: want.BLayout}, {Key: "slayout", Value: want.SLayout}}
		if mv2, err := ir.TileMove.Create([]ir.Expr{last}, kws, pos); err == nil && ir.TypeEqual(mv2.T, dt) {
			mv = mv2
		}
	}
	dest := bm.dest
	if !ir.TypeEqual(mv.T, dest.T) {
		dest = &ir.Var{Name: bm.dest.Name, T: mv.T, Pos: bm.dest.Pos}
		side.remap[bm.dest] = dest
	}
	return append(out, &ir.AssignStmt{Var: dest, Value: mv, Pos: pos}), nil
}

// collectDefiners records, for every result of a compound statement (if
// phis, loop return vars), that statement and the compound statements
// enclosing it, outermost first.
func (e *mixedSplit) collectDefiners(stmts []ir.Stmt, outer []ir.Stmt) {
	for _, st := range stmts {
		var rvs []*ir.Var
		var bodies []ir.Stmt
		switch s := st.(type) {
		case *ir.IfStmt:
			rvs, bodies = s.ReturnVars, []ir.Stmt{s.Then, s.Else}
		case *ir.ForStmt:
			rvs, bodies = s.ReturnVars, []ir.Stmt{s.Body}
		case *ir.WhileStmt:
			rvs, bodies = s.ReturnVars, []ir.Stmt{s.Body}
		case *ir.ScopeStmt:
			bodies = []ir.Stmt{s.Body}
		case *ir.SeqStmts:
			e.collectDefiners(s.Stmts, outer)
			continue
		default:
			continue
		}
		path := append(append([]ir.Stmt(nil), outer...), st)
		for _, rv := range rvs {
			e.definers[rv] = path
		}
		for _, b := range bodies {
			e.collectDefiners(ir.Stmts(b), path)
		}
	}
}

// splitBody builds and repairs one side's body. A side that reads a result
// of a compound statement it dropped (a loop of the other side whose scalar
// counter decides one of its branches) enters that statement after all,
// keeping its shared statements, and is rebuilt; a read nothing can supply
// on this side (a value only the other side computes, with no cross-core
// move carrying it) is an error rather than a free variable in the output.
func (e *mixedSplit) splitBody(aic bool) ([]ir.Stmt, error) {
	force := map[ir.Stmt]bool{}
	for {
		side := &splitSide{aic: aic, remap: map[*ir.Var]ir.Expr{}, force: force}
		stmts, err := e.build(side, ir.Stmts(e.fn.Body))
		if err != nil {
			return nil, err
		}
		if aic {
			var noReturn []ir.Stmt
			for _, st := range stmts {
				if _, ret := st.(*ir.ReturnStmt); !ret {
					noReturn = append(noReturn, st)
				}
			}
			stmts = noReturn
		}
		stmts = e.remapDanglingOutputs(e.finalize(side, stmts))
		bad := e.unboundReads(stmts)
		if len(bad) == 0 {
			return stmts, nil
		}
		grew := false
		for _, u := range bad {
			for _, st := range e.definers[u.v] {
				if e.aff[st] == side.skipAffinity() && !force[st] {
					force[st] = true
					grew = true
				}
			}
		}
		if !grew {
			u := bad[0]
			other := "AIV"
			if !aic {
				other = "AIC"
			}
			by := ""
			if u.by != "" {
				by = " (in " + u.by + ")"
			}
			if e.origDefined[u.v] && !e.sideDefs(stmts)[u.v] {
				return nil, fmt.Errorf("%s: ExpandMixedKernel cannot split '%s': its %s side reads '%s'%s, which only the %s side computes, and no cross-core tile.move carries it", u.pos, e.fn.Name, side.name(), u.v.Name, by, other)
			}
			return nil, fmt.Errorf("%s: ExpandMixedKernel cannot split '%s': its %s side reads '%s'%s where it is not defined", u.pos, e.fn.Name, side.name(), u.v.Name, by)
		}
	}
}

// finalize applies a side's pop remap and repairs its loop state
// (FinalizeSplitCoreBody).
func (e *mixedSplit) finalize(side *splitSide, stmts []ir.Stmt) []ir.Stmt {
	defined := e.sideDefs(stmts)
	m := &ir.Mutator{}
	keys := make([]*ir.Var, 0, len(side.remap))
	for k := range side.remap {
		keys = append(keys, k)
	}
	for _, k := range keys {
		if !defined[k] {
			m.Subst(k, side.remap[k].(ir.VarLike))
		}
	}
	if retype := e.poppedCarries(side, stmts, defined); len(retype) > 0 {
		m.Def = func(v *ir.Var) *ir.Var {
			if t, ok := retype[v]; ok {
				return &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
			}
			return v
		}
	}
	if len(keys) > 0 {
		stmts = mutateStmts(m, stmts)
	}
	r := &loopRepair{e: e, fault: e.ctx.Fault(FaultCarrySlotMismatch), skip: side.skipAffinity()}
	stmts = stripDeadIterArgs(stmts)
	r.defined = e.sideDefs(stmts)
	stmts = r.fixInits(stmts)
	r.scan(stmts)
	stmts = r.fixYields(stmts)
	r.scan(stmts)
	stmts = r.stripIfs(stmts)
	foreign := func(t ir.Type) bool {
		tt, ok := t.(*ir.TileType)
		return ok && tt.Space != ir.MemNone && tt.Space != ir.DDR && ir.CubeSideSpace(tt.Space) != side.aic
	}
	stmts = eliminateDeadCode(stmts, foreign)
	stmts = stripDeadIterArgs(stmts)
	return eliminateDeadCode(stmts, foreign)
}

// poppedCarries types the carries whose init the pop remap replaces: a
// loop carry of the other side's memory (an Acc carry on AIV) whose init is
// a boundary's source or destination now starts from the popped copy, in
// this side's memory. When its yield leaves it so (the iter arg itself, a
// value only the other side defines, which fixYields rewrites to the carry,
// or a popped value of the same type), it holds the popped value
// throughout, and its iter arg and result take the popped copy's type
// (space and layouts) rather than keep a type this core cannot hold (a
// later pass would move the popped copy back into Acc on the vector core).
// Any other carry keeps its type. The result maps each such iter arg and
// result variable to its new type.
func (e *mixedSplit) poppedCarries(side *splitSide, stmts []ir.Stmt, defined map[*ir.Var]bool) map[*ir.Var]ir.Type {
	foreign := func(t ir.Type) bool {
		tt, ok := t.(*ir.TileType)
		return ok && tt.Space != ir.MemNone && tt.Space != ir.DDR && ir.CubeSideSpace(tt.Space) != side.aic
	}
	var retype map[*ir.Var]ir.Type
	carries := func(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
		var yield *ir.YieldStmt
		if ss := ir.Stmts(body); len(ss) > 0 {
			yield, _ = ss[len(ss)-1].(*ir.YieldStmt)
		}
		// keeps says whether the body's yield leaves slot i holding a value
		// of type t on this side: the iter arg itself, a value only the
		// other side defines (fixYields rewrites it to the carry), or a
		// popped value of type t.
		keeps := func(i int, ia *ir.IterArg, t ir.Type) bool {
			if yield == nil || i >= len(yield.Values) {
				return true
			}
			y, ok := emkVar(yield.Values[i])
			if !ok {
				return false
			}
			if y == &ia.Var {
				return true
			}
			if defined[y] {
				return false
			}
			r, ok := side.remap[y]
			return !ok || ir.TypeEqual(r.Type(), t)
		}
		for i, ia := range ias {
			v, ok := emkVar(ia.Init)
			if !ok || defined[v] {
				continue
			}
			r, ok := side.remap[v]
			if !ok || !foreign(ia.T) {
				continue
			}
			t := r.Type()
			if _, ok := t.(*ir.TileType); !ok || foreign(t) || !keeps(i, ia, t) {
				continue
			}
			if retype == nil {
				retype = map[*ir.Var]ir.Type{}
			}
			retype[&ia.Var] = t
			if i < len(rvs) {
				retype[rvs[i]] = t
			}
		}
	}
	ir.Walk(ir.Seq(e.fn.Pos, stmts...), func(n ir.Node) bool {
		switch s := n.(type) {
		case *ir.ForStmt:
			carries(s.IterArgs, s.Body, s.ReturnVars)
		case *ir.WhileStmt:
			carries(s.IterArgs, s.Body, s.ReturnVars)
		}
		return true
	})
	return retype
}

func mutateStmts(m *ir.Mutator, stmts []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, 0, len(stmts))
	for _, s := range stmts {
		if n := m.StmtTree(s); n != nil {
			out = append(out, n)
		}
	}
	return out
}

// sideDefs is the set of variables a split body (with the function's
// params) defines.
func (e *mixedSplit) sideDefs(stmts []ir.Stmt) map[*ir.Var]bool {
	d := map[*ir.Var]bool{}
	ir.DefSites(&ir.Function{Params: e.fn.Params, Body: ir.Seq(e.fn.Pos, stmts...)}, func(v *ir.Var) { d[v] = true })
	return d
}

// storeWrites returns the tensor argument a call writes back through its
// result (tile.store: the registry's ReusesInput on a tensor argument).
func storeWrites(c *ir.Call) (ir.Expr, bool) {
	if c.Op == nil || c.Op.ReusesInput < 0 || c.Op.ReusesInput >= len(c.Args) || c.Op.Args[c.Op.ReusesInput].Kind != ir.ArgTensor {
		return nil, false
	}
	return c.Args[c.Op.ReusesInput], true
}

// originParams maps each variable of the original function that is a
// version of a parameter (through store write-backs, aliases and loop
// carries) to that parameter.
func (e *mixedSplit) originParams() map[*ir.Var]*ir.Var {
	origin := map[*ir.Var]*ir.Var{}
	for _, p := range e.fn.Params {
		origin[p] = p
	}
	from := func(dst *ir.Var, src ir.Expr) {
		if v, ok := emkVar(src); ok {
			if o, ok := origin[v]; ok {
				origin[dst] = o
			}
		}
	}
	var walk func(ss []ir.Stmt)
	loop := func(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
		for _, ia := range ias {
			from(&ia.Var, ia.Init)
		}
		walk(ir.Stmts(body))
		for i, rv := range rvs {
			if i < len(ias) {
				if o, ok := origin[&ias[i].Var]; ok {
					origin[rv] = o
				}
			}
		}
	}
	walk = func(ss []ir.Stmt) {
		for _, st := range ss {
			switch s := st.(type) {
			case *ir.AssignStmt:
				if c, ok := s.Value.(*ir.Call); ok {
					if t, ok := storeWrites(c); ok {
						from(s.Var, t)
					}
					continue
				}
				from(s.Var, s.Value)
			case *ir.ForStmt:
				loop(s.IterArgs, s.Body, s.ReturnVars)
			case *ir.WhileStmt:
				loop(s.IterArgs, s.Body, s.ReturnVars)
			case *ir.IfStmt:
				walk(ir.Stmts(s.Then))
				walk(ir.Stmts(s.Else))
			case *ir.ScopeStmt:
				walk(ir.Stmts(s.Body))
			}
		}
	}
	walk(ir.Stmts(e.fn.Body))
	return origin
}

// remapDanglingOutputs replaces, on either side, references to tensor
// versions only the other side produced (a store into an Out / InOut
// parameter that stayed there, or a loop init whose chain fixInits could
// not pull) by that parameter.
func (e *mixedSplit) remapDanglingOutputs(stmts []ir.Stmt) []ir.Stmt {
	defined := e.sideDefs(stmts)
	origin := e.originParams()
	writable := map[*ir.Var]bool{}
	for i, p := range e.fn.Params {
		if i < len(e.fn.Dirs) && e.fn.Dirs[i] != ir.In {
			writable[p] = true
		}
	}
	m := &ir.Mutator{}
	changed := false
	ir.Walk(ir.Seq(e.fn.Pos, stmts...), func(n ir.Node) bool {
		v, ok := n.(ir.VarLike)
		if !ok {
			return true
		}
		r := v.VarRef()
		if defined[r] || !e.origDefined[r] {
			return true
		}
		if _, done := m.Lookup(r); done {
			return true
		}
		if o, ok := origin[r]; ok && writable[o] {
			m.Subst(r, o)
			changed = true
		}
		return true
	})
	// A store whose tensor is a parameter maps to it whatever its direction.
	ir.Walk(e.fn.Body, func(n ir.Node) bool {
		s, ok := n.(*ir.AssignStmt)
		if !ok || defined[s.Var] {
			return true
		}
		if c, ok := s.Value.(*ir.Call); ok {
			if t, ok := storeWrites(c); ok {
				if pv, ok := emkVar(t); ok && isParam(e.fn, pv) {
					if _, done := m.Lookup(s.Var); !done {
						m.Subst(s.Var, pv)
						changed = true
					}
				}
			}
		}
		return true
	})
	if !changed {
		return stmts
	}
	return mutateStmts(m, stmts)
}

func isParam(f *ir.Function, v *ir.Var) bool {
	for _, p := range f.Params {
		if p == v {
			return true
		}
	}
	return false
}

// freshFunction builds a split function with fresh variables throughout.
func freshFunction(f *ir.Function, name string, kind ir.FunctionType, returns []ir.Type, body []ir.Stmt) *ir.Function {
	nf := &ir.Function{Name: name, Kind: kind, Params: f.Params, Dirs: f.Dirs, Returns: returns, Body: ir.Seq(f.Pos, body...), Attrs: f.Attrs, Pos: f.Pos}
	nf.Level, nf.Role, _ = ir.DefaultLevelRole(kind)
	m := &ir.Mutator{Def: func(v *ir.Var) *ir.Var { return &ir.Var{Name: v.Name, T: v.T, Pos: v.Pos} }}
	return m.Function(nf)
}

// returnedParams reports, for each value the function returns, the Out /
// InOut parameter it writes back (return_lineage::ReturnedParamIndices),
// or ok=false when some value is not a parameter write-back.
func (e *mixedSplit) returnedParams() ([]int, bool) {
	stmts := ir.Stmts(e.fn.Body)
	if len(stmts) == 0 {
		return nil, false
	}
	ret, ok := stmts[len(stmts)-1].(*ir.ReturnStmt)
	if !ok || len(ret.Values) != len(e.fn.Returns) {
		return nil, false
	}
	origin := e.originParams()
	var idx []int
	for _, v := range ret.Values {
		rv, ok := emkVar(v)
		if !ok {
			return nil, false
		}
		o, ok := origin[rv]
		if !ok {
			return nil, false
		}
		found := -1
		for i, p := range e.fn.Params {
			if p == o && i < len(e.fn.Dirs) && e.fn.Dirs[i] != ir.In {
				found = i
			}
		}
		if found < 0 {
			return nil, false
		}
		idx = append(idx, found)
	}
	return idx, true
}

// groupWrapper is the Group function that replaces the original: it calls
// AIC, then AIV.
func (e *mixedSplit) groupWrapper(aicName, aivName string) *ir.Function {
	f := e.fn
	pos := f.Pos
	args := func() []ir.Expr {
		a := make([]ir.Expr, len(f.Params))
		for i, p := range f.Params {
			a[i] = p
		}
		return a
	}
	stmts := []ir.Stmt{&ir.EvalStmt{Expr: &ir.Call{Callee: aicName, Args: args(), T: ir.Unknown(), Pos: pos}, Pos: pos}}
	var retT ir.Type = ir.Unknown()
	switch len(f.Returns) {
	case 0:
	case 1:
		retT = f.Returns[0]
	default:
		retT = &ir.TupleType{Elems: f.Returns}
	}
	aivCall := &ir.Call{Callee: aivName, Args: args(), T: retT, Pos: pos}
	idx, paramReturn := e.returnedParams()
	switch {
	case len(f.Returns) == 0:
		stmts = append(stmts, &ir.EvalStmt{Expr: aivCall, Pos: pos})
	case paramReturn:
		vals := make([]ir.Expr, len(idx))
		for i, k := range idx {
			vals[i] = f.Params[k]
		}
		stmts = append(stmts, &ir.EvalStmt{Expr: aivCall, Pos: pos}, &ir.ReturnStmt{Values: vals, Pos: pos})
	default:
		result := &ir.Var{Name: "result", T: retT, Pos: pos}
		vals := []ir.Expr{result}
		if len(f.Returns) > 1 {
			vals = make([]ir.Expr, len(f.Returns))
			for i := range f.Returns {
				vals[i] = &ir.TupleGetItem{Tuple: result, Index: i, Pos: pos}
			}
		}
		stmts = append(stmts, &ir.AssignStmt{Var: result, Value: aivCall, Pos: pos}, &ir.ReturnStmt{Values: vals, Pos: pos})
	}
	g := &ir.Function{Name: f.Name, Kind: ir.Group, Params: f.Params, Dirs: f.Dirs, Returns: f.Returns, Body: ir.Seq(pos, stmts...), Attrs: f.Attrs, Pos: pos}
	g.Level, g.Role, _ = ir.DefaultLevelRole(ir.Group)
	m := &ir.Mutator{Def: func(v *ir.Var) *ir.Var { return &ir.Var{Name: v.Name, T: v.T, Pos: v.Pos} }}
	return m.Function(g)
}

// groupCalls reports whether a Group's top-level statements call name.
func groupCalls(g *ir.Function, name string) bool {
	for _, st := range ir.Stmts(g.Body) {
		if c := stmtCall(st); c != nil && c.Op == nil && c.Callee == name {
			return true
		}
	}
	return false
}

func stmtCall(st ir.Stmt) *ir.Call {
	switch s := st.(type) {
	case *ir.AssignStmt:
		c, _ := s.Value.(*ir.Call)
		return c
	case *ir.EvalStmt:
		c, _ := s.Expr.(*ir.Call)
		return c
	}
	return nil
}

// rewriteGroupCaller replaces a Group's call of the split InCore function
// by a call of AIC followed by a call of AIV.
func rewriteGroupCaller(g *ir.Function, name, aicName, aivName string) *ir.Function {
	var out []ir.Stmt
	for _, st := range ir.Stmts(g.Body) {
		c := stmtCall(st)
		if c == nil || c.Op != nil || c.Callee != name {
			out = append(out, st)
			continue
		}
		aicArgs := append([]ir.Expr(nil), c.Args...)
		out = append(out, &ir.EvalStmt{Expr: &ir.Call{Callee: aicName, Args: aicArgs, Attrs: c.Attrs, T: ir.Unknown(), Pos: c.Pos}, Pos: st.Span()})
		aiv := &ir.Call{Callee: aivName, Args: append([]ir.Expr(nil), c.Args...), Attrs: c.Attrs, T: c.T, Pos: c.Pos}
		if a, ok := st.(*ir.AssignStmt); ok {
			out = append(out, &ir.AssignStmt{Var: a.Var, Value: aiv, Pos: a.Pos})
		} else {
			aiv.T = ir.Unknown()
			out = append(out, &ir.EvalStmt{Expr: aiv, Pos: st.Span()})
		}
	}
	n := *g
	n.Body = ir.Seq(stmtSpan(g.Body), out...)
	return &n
}

// ---- loop-state repair (utils/loop_state_repair.cpp) ---------------------

// stmtRefs collects every variable an expression inside s reads (loop
// bounds, conditions, iter-arg inits and nested bodies included).
func stmtRefs(s ir.Node, into map[*ir.Var]bool) {
	ir.Walk(s, func(n ir.Node) bool {
		if v, ok := n.(ir.VarLike); ok {
			into[v.VarRef()] = true
		}
		return true
	})
}

func loopParts(st ir.Stmt) (ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var, ok bool) {
	switch s := st.(type) {
	case *ir.ForStmt:
		return s.IterArgs, s.Body, s.ReturnVars, true
	case *ir.WhileStmt:
		return s.IterArgs, s.Body, s.ReturnVars, true
	}
	return nil, nil, nil, false
}

// withLoop rebuilds a for / while loop with new carries and body.
func withLoop(st ir.Stmt, ias []*ir.IterArg, body []ir.Stmt, rvs []*ir.Var) ir.Stmt {
	switch s := st.(type) {
	case *ir.ForStmt:
		n := *s
		n.IterArgs, n.Body, n.ReturnVars = ias, ir.Seq(s.Pos, body...), rvs
		return &n
	case *ir.WhileStmt:
		n := *s
		n.IterArgs, n.Body, n.ReturnVars = ias, ir.Seq(s.Pos, body...), rvs
		return &n
	}
	return st
}

// mapBodies rebuilds the bodies of a compound statement with fn (loops,
// branches and scopes); other statements are returned as they are.
func mapBodies(st ir.Stmt, fn func([]ir.Stmt) []ir.Stmt) ir.Stmt {
	switch s := st.(type) {
	case *ir.ForStmt, *ir.WhileStmt:
		ias, body, rvs, _ := loopParts(s)
		return withLoop(s, ias, fn(ir.Stmts(body)), rvs)
	case *ir.IfStmt:
		n := *s
		n.Then = ir.Seq(stmtSpan(s.Then), fn(ir.Stmts(s.Then))...)
		if s.Else != nil {
			n.Else = ir.Seq(stmtSpan(s.Else), fn(ir.Stmts(s.Else))...)
		}
		return &n
	case *ir.ScopeStmt:
		n := *s
		n.Body = ir.Seq(stmtSpan(s.Body), fn(ir.Stmts(s.Body))...)
		return &n
	}
	return st
}

// stripDeadIterArgs drops every carry whose iter arg the body does not read
// (outside its trailing yield) and whose return var nothing after the loop
// in the same list reads, with its slot of the trailing yield.
func stripDeadIterArgs(stmts []ir.Stmt) []ir.Stmt {
	after := make([]map[*ir.Var]bool, len(stmts)+1)
	after[len(stmts)] = map[*ir.Var]bool{}
	for i := len(stmts) - 1; i >= 0; i-- {
		m := make(map[*ir.Var]bool, len(after[i+1]))
		for k := range after[i+1] {
			m[k] = true
		}
		stmtRefs(stmts[i], m)
		after[i] = m
	}
	out := make([]ir.Stmt, 0, len(stmts))
	for i, st := range stmts {
		ias, body, rvs, isLoop := loopParts(st)
		if !isLoop {
			out = append(out, mapBodies(st, stripDeadIterArgs))
			continue
		}
		bs := stripDeadIterArgs(ir.Stmts(body))
		if len(ias) == 0 {
			out = append(out, withLoop(st, ias, bs, rvs))
			continue
		}
		used := map[*ir.Var]bool{}
		for _, b := range bs {
			if _, y := b.(*ir.YieldStmt); !y {
				stmtRefs(b, used)
			}
		}
		if w, ok := st.(*ir.WhileStmt); ok {
			stmtRefs(w.Cond, used)
		}
		keep := make([]bool, len(ias))
		for k, ia := range ias {
			keep[k] = used[&ia.Var] || k < len(rvs) && after[i+1][rvs[k]]
		}
		// A kept slot's yield value may read another carry's iter arg
		// (yield_(c_3, c_3) keeping only slot 0 still reads c_3): keep
		// those carries too, to a fixpoint.
		var ty *ir.YieldStmt
		if len(bs) > 0 {
			ty, _ = bs[len(bs)-1].(*ir.YieldStmt)
		}
		for grew := ty != nil; grew; {
			grew = false
			for k := range ias {
				if !keep[k] || k >= len(ty.Values) {
					continue
				}
				refs := map[*ir.Var]bool{}
				stmtRefs(ty.Values[k], refs)
				for j, ia := range ias {
					if !keep[j] && refs[&ia.Var] {
						keep[j], grew = true, true
					}
				}
			}
		}
		var kept []int
		for k := range ias {
			if keep[k] {
				kept = append(kept, k)
			}
		}
		if len(kept) == len(ias) {
			out = append(out, withLoop(st, ias, bs, rvs))
			continue
		}
		nias := make([]*ir.IterArg, 0, len(kept))
		nrvs := make([]*ir.Var, 0, len(kept))
		for _, k := range kept {
			nias = append(nias, ias[k])
			if k < len(rvs) {
				nrvs = append(nrvs, rvs[k])
			}
		}
		out = append(out, withLoop(st, nias, filterTrailingYield(bs, kept), nrvs))
	}
	return out
}

// filterTrailingYield keeps only the given slots of a body's trailing
// yield, dropping the yield when none remain.
func filterTrailingYield(body []ir.Stmt, kept []int) []ir.Stmt {
	if len(body) == 0 {
		return body
	}
	y, ok := body[len(body)-1].(*ir.YieldStmt)
	if !ok {
		return body
	}
	out := append([]ir.Stmt(nil), body[:len(body)-1]...)
	if len(kept) == 0 {
		return out
	}
	vals := make([]ir.Expr, 0, len(kept))
	for _, k := range kept {
		if k < len(y.Values) {
			vals = append(vals, y.Values[k])
		}
	}
	return append(out, &ir.YieldStmt{Values: vals, Pos: y.Pos})
}

// loopRepair holds one side's definedness during a repair phase.
type loopRepair struct {
	e     *mixedSplit
	fault bool // FaultCarrySlotMismatch
	// skip is the affinity of the statements this side drops: fixInits
	// pulls none of them back.
	skip coreAffinity
	// defined is every variable the side's body (or the signature) defines
	// anywhere; fixInits pulls back only what it lacks.
	defined map[*ir.Var]bool
	// unbound holds, per yield, the variables it reads that are not in
	// scope there (scan); dropped the if results stripIfs removed.
	unbound map[*ir.YieldStmt]map[*ir.Var]bool
	dropped map[*ir.Var]bool
}

// scan records, for every yield of a split body, the variables it reads
// that are not in scope at that point: defined nowhere on this side, or
// only in another branch or block (a pop remapped into a branch that does
// not pop). Definedness is scoped, as in PyPTO's FixupDanglingYieldValues
// and StripDanglingIfReturnVars.
func (r *loopRepair) scan(stmts []ir.Stmt) {
	known := r.e.sideDefs(stmts)
	r.unbound = map[*ir.YieldStmt]map[*ir.Var]bool{}
	r.dropped = map[*ir.Var]bool{}
	w := &scopeWalk{vis: map[*ir.Var]bool{}, read: func(v *ir.Var, st ir.Stmt, visible bool) {
		y, ok := st.(*ir.YieldStmt)
		if !ok || visible || !known[v] && !r.e.origDefined[v] {
			return
		}
		if r.unbound[y] == nil {
			r.unbound[y] = map[*ir.Var]bool{}
		}
		r.unbound[y][v] = true
	}}
	for _, p := range r.e.fn.Params {
		w.vis[p] = true
	}
	w.block(stmts)
}

// dangles reports whether x, a value of yield y, reads a variable that is
// not in scope at y or an if result stripIfs dropped.
func (r *loopRepair) dangles(y *ir.YieldStmt, x ir.Expr) bool {
	found := false
	ir.WalkExpr(x, func(n ir.Node) bool {
		if v, ok := n.(ir.VarLike); ok {
			vr := v.VarRef()
			if r.unbound[y][vr] || r.dropped[vr] {
				found = true
			}
		}
		return !found
	})
	return found
}

// fixInits pulls back, before a loop, the original top-level definition
// chain of every iter-arg init this side lost (FixupIterArgInitValues). A
// chain that cannot be completed (it reaches a loop or branch result of the
// other side) is not pulled: the init is left to remapDanglingOutputs,
// which falls back to the parameter a tensor version writes.
func (r *loopRepair) fixInits(stmts []ir.Stmt) []ir.Stmt {
	var out []ir.Stmt
	for _, st := range stmts {
		if ias, _, _, ok := loopParts(st); ok {
			for _, ia := range ias {
				ir.WalkExpr(ia.Init, func(n ir.Node) bool {
					if v, ok := n.(ir.VarLike); ok {
						var defs []*ir.AssignStmt
						if r.chain(v.VarRef(), map[*ir.Var]bool{}, &defs) {
							for _, d := range defs {
								r.defined[d.Var] = true
								out = append(out, d)
							}
						}
					}
					return true
				})
			}
		}
		out = append(out, mapBodies(st, r.fixInits))
	}
	return out
}

// chain appends to out, dependencies first, the original definitions v
// needs on this side, and reports whether they are all available.
func (r *loopRepair) chain(v *ir.Var, seen map[*ir.Var]bool, out *[]*ir.AssignStmt) bool {
	if r.defined[v] || !r.e.origDefined[v] || seen[v] {
		return true
	}
	def := r.e.origDefs[v]
	if def == nil || r.e.aff[def] == r.skip || !removableAssign(def) {
		// A definition of the other side (a vector load on the cube
		// core) or one with an effect (a store would run twice) stays
		// where it is; a tensor init then falls back to its parameter.
		return false
	}
	seen[v] = true
	deps := map[*ir.Var]bool{}
	stmtRefs(def.Value, deps)
	ir.VarsInType(def.Var.T, func(d *ir.Var) { deps[d] = true })
	var ordered []*ir.Var
	ir.WalkExpr(def.Value, func(n ir.Node) bool {
		if d, ok := n.(ir.VarLike); ok && deps[d.VarRef()] {
			delete(deps, d.VarRef())
			ordered = append(ordered, d.VarRef())
		}
		return true
	})
	ir.VarsInType(def.Var.T, func(d *ir.Var) {
		if deps[d] {
			delete(deps, d)
			ordered = append(ordered, d)
		}
	})
	for _, d := range ordered {
		if !r.chain(d, seen, out) {
			return false
		}
	}
	*out = append(*out, def)
	return true
}

// fixYields rewrites dangling yield values inside carried loops to the
// carry that backs them (FixupDanglingYieldValues).
func (r *loopRepair) fixYields(stmts []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, len(stmts))
	for i, st := range stmts {
		ias, body, rvs, isLoop := loopParts(st)
		if !isLoop {
			out[i] = mapBodies(st, r.fixYields)
			continue
		}
		bs := r.fixYields(ir.Stmts(body))
		if len(ias) > 0 {
			bs = r.fixLoopBody(bs, ias)
		}
		out[i] = withLoop(st, ias, bs, rvs)
	}
	return out
}

func (r *loopRepair) fixLoopBody(body []ir.Stmt, ias []*ir.IterArg) []ir.Stmt {
	carriers := make([]ir.Expr, len(ias))
	for i, ia := range ias {
		carriers[i] = ia
	}
	return r.fixBranch(body, carriers, ias)
}

// fixBranch repairs the if statements of a loop body or branch and its
// trailing yield, whose slots are backed by carriers.
func (r *loopRepair) fixBranch(body []ir.Stmt, carriers []ir.Expr, ias []*ir.IterArg) []ir.Stmt {
	var trailing *ir.YieldStmt
	if len(body) > 0 {
		trailing, _ = body[len(body)-1].(*ir.YieldStmt)
	}
	out := make([]ir.Stmt, len(body))
	for i, st := range body {
		switch s := st.(type) {
		case *ir.YieldStmt:
			out[i] = s
			if s == trailing && i == len(body)-1 {
				out[i] = r.fixYield(s, carriers)
			}
		case *ir.IfStmt:
			slots := r.ifCarriers(s, trailing, carriers, ias)
			n := *s
			n.Then = ir.Seq(stmtSpan(s.Then), r.fixBranch(ir.Stmts(s.Then), slots, ias)...)
			if s.Else != nil {
				n.Else = ir.Seq(stmtSpan(s.Else), r.fixBranch(ir.Stmts(s.Else), slots, ias)...)
			}
			out[i] = &n
		default:
			out[i] = st
		}
	}
	return out
}

// ifCarriers maps each result slot of an if to the carry backing it: the
// enclosing yield's slot that forwards the if's result (PyPTO #2453's
// MapCarriersToIfSlots). A slot the enclosing yield does not forward has
// no carrier. Under FaultCarrySlotMismatch the if's own slot index is read
// as a carry index, as PyPTO did before #2453.
func (r *loopRepair) ifCarriers(s *ir.IfStmt, enclosing *ir.YieldStmt, carriers []ir.Expr, ias []*ir.IterArg) []ir.Expr {
	slots := make([]ir.Expr, len(s.ReturnVars))
	if r.fault {
		for j := range slots {
			if j < len(ias) {
				slots[j] = ias[j]
			}
		}
		return slots
	}
	if enclosing == nil {
		return slots
	}
	at := map[*ir.Var]int{}
	for k, v := range enclosing.Values {
		if vv, ok := emkVar(v); ok {
			if _, seen := at[vv]; !seen {
				at[vv] = k
			}
		}
	}
	for j, rv := range s.ReturnVars {
		if k, ok := at[rv]; ok && k < len(carriers) {
			slots[j] = carriers[k]
		}
	}
	return slots
}

func (r *loopRepair) fixYield(y *ir.YieldStmt, carriers []ir.Expr) *ir.YieldStmt {
	var vals []ir.Expr
	for i, v := range y.Values {
		if i < len(carriers) && carriers[i] != nil && r.dangles(y, v) {
			if vals == nil {
				vals = append([]ir.Expr(nil), y.Values...)
			}
			vals[i] = carriers[i]
		}
	}
	if vals == nil {
		return y
	}
	return &ir.YieldStmt{Values: vals, Pos: y.Pos}
}

// stripIfs drops the results of if statements whose branch yields still
// read a variable that is not in scope there (StripDanglingIfReturnVars).
func (r *loopRepair) stripIfs(stmts []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, 0, len(stmts))
	for _, st := range stmts {
		s, ok := st.(*ir.IfStmt)
		if !ok {
			out = append(out, mapBodies(st, r.stripIfs))
			continue
		}
		then := r.stripIfs(ir.Stmts(s.Then))
		var els []ir.Stmt
		if s.Else != nil {
			els = r.stripIfs(ir.Stmts(s.Else))
		}
		n := *s
		if len(s.ReturnVars) > 0 {
			ty, ey := ir.TrailingYieldIn(then, nil), ir.TrailingYieldIn(els, nil)
			var kept []int
			for j, rv := range s.ReturnVars {
				if r.slotDangles(ty, j) || r.slotDangles(ey, j) {
					r.dropped[rv] = true
					continue
				}
				kept = append(kept, j)
			}
			if len(kept) < len(s.ReturnVars) {
				n.ReturnVars = nil
				for _, j := range kept {
					n.ReturnVars = append(n.ReturnVars, s.ReturnVars[j])
				}
				then = filterTrailingYield(then, kept)
				els = filterTrailingYield(els, kept)
			}
		}
		n.Then = ir.Seq(stmtSpan(s.Then), then...)
		n.Else = nil
		if s.Else != nil && (len(els) > 0 || len(n.ReturnVars) > 0) {
			n.Else = ir.Seq(stmtSpan(s.Else), els...)
		}
		out = append(out, &n)
	}
	return out
}

func (r *loopRepair) slotDangles(y *ir.YieldStmt, j int) bool {
	return y != nil && j < len(y.Values) && r.dangles(y, y.Values[j])
}

// scopeWalk walks a body in program order with the set of variables in
// scope at each point: the parameters, earlier definitions of the
// enclosing blocks, a loop's variable and iter args inside it, a compound
// statement's results after it (a scope statement is transparent). read is
// called for every variable an expression or a binder type reads.
type scopeWalk struct {
	vis  map[*ir.Var]bool
	read func(v *ir.Var, st ir.Stmt, visible bool)
}

func (w *scopeWalk) block(stmts []ir.Stmt) {
	var added []*ir.Var
	for _, st := range stmts {
		w.stmt(st, &added)
	}
	w.unbind(added)
}

func (w *scopeWalk) bind(v *ir.Var, added *[]*ir.Var) {
	if !w.vis[v] {
		w.vis[v] = true
		*added = append(*added, v)
	}
}

func (w *scopeWalk) unbind(vs []*ir.Var) {
	for _, v := range vs {
		delete(w.vis, v)
	}
}

func (w *scopeWalk) exprs(st ir.Stmt, es ...ir.Expr) {
	for _, x := range es {
		ir.WalkExpr(x, func(n ir.Node) bool {
			if v, ok := n.(ir.VarLike); ok {
				r := v.VarRef()
				w.read(r, st, w.vis[r])
			}
			return true
		})
	}
}

func (w *scopeWalk) types(st ir.Stmt, vs ...*ir.Var) {
	for _, v := range vs {
		ir.VarsInType(v.T, func(d *ir.Var) { w.read(d, st, w.vis[d]) })
	}
}

func (w *scopeWalk) stmt(st ir.Stmt, added *[]*ir.Var) {
	switch s := st.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			w.stmt(c, added)
		}
	case *ir.AssignStmt:
		w.exprs(st, s.Value)
		w.types(st, s.Var)
		w.bind(s.Var, added)
	case *ir.EvalStmt:
		w.exprs(st, s.Expr)
	case *ir.YieldStmt:
		w.exprs(st, s.Values...)
	case *ir.ReturnStmt:
		w.exprs(st, s.Values...)
	case *ir.ForStmt:
		w.exprs(st, s.Start, s.Stop, s.Step)
		var inner []*ir.Var
		w.bind(s.LoopVar, &inner)
		w.loop(st, s.IterArgs, nil, s.Body, s.ReturnVars, inner, added)
	case *ir.WhileStmt:
		w.loop(st, s.IterArgs, s.Cond, s.Body, s.ReturnVars, nil, added)
	case *ir.IfStmt:
		w.exprs(st, s.Cond)
		w.block(ir.Stmts(s.Then))
		w.block(ir.Stmts(s.Else))
		w.types(st, s.ReturnVars...)
		for _, rv := range s.ReturnVars {
			w.bind(rv, added)
		}
	case *ir.ScopeStmt:
		w.exprs(st, s.CoreNum)
		for _, c := range ir.Stmts(s.Body) {
			w.stmt(c, added)
		}
	}
}

func (w *scopeWalk) loop(st ir.Stmt, ias []*ir.IterArg, cond ir.Expr, body ir.Stmt, rvs []*ir.Var, inner []*ir.Var, added *[]*ir.Var) {
	for _, ia := range ias {
		w.exprs(st, ia.Init)
	}
	for _, ia := range ias {
		w.types(st, &ia.Var)
		w.bind(&ia.Var, &inner)
	}
	w.exprs(st, cond)
	w.block(ir.Stmts(body))
	w.unbind(inner)
	w.types(st, rvs...)
	for _, rv := range rvs {
		w.bind(rv, added)
	}
}

// unboundRead is a read of a variable that is not in scope where it is
// read.
type unboundRead struct {
	v   *ir.Var
	pos ir.Span
	by  string // the reading op, when the statement is a call
}

// unboundReads lists the reads of a split body that name a variable of the
// original function, or one the body defines, outside its scope.
func (e *mixedSplit) unboundReads(stmts []ir.Stmt) []unboundRead {
	known := e.sideDefs(stmts)
	var out []unboundRead
	seen := map[*ir.Var]bool{}
	w := &scopeWalk{vis: map[*ir.Var]bool{}, read: func(v *ir.Var, st ir.Stmt, visible bool) {
		if visible || seen[v] || !known[v] && !e.origDefined[v] {
			return
		}
		seen[v] = true
		u := unboundRead{v: v, pos: st.Span()}
		if c := stmtCall(st); c != nil {
			u.by = c.OpName()
		}
		out = append(out, u)
	}}
	for _, p := range e.fn.Params {
		w.vis[p] = true
	}
	w.block(stmts)
	return out
}

// ---- dead code elimination (utils/dead_code_elimination.cpp) -------------

// removableAssign reports whether an assignment may be deleted when its
// variable is dead: anything but a call of an op that writes an argument
// or crosses cores, or of a function.
func removableAssign(s *ir.AssignStmt) bool {
	switch v := s.Value.(type) {
	case *ir.Submit:
		return false
	case *ir.Call:
		if v.Op == nil {
			return false
		}
		// A stated-lane op that executes is a cross-core push or pop.
		return len(v.Op.Writes) == 0 && !(v.Op.StatedLane && v.Op.Access == ir.AccessFunctional)
	}
	return true
}

// eliminateDeadCode deletes removable assignments no live statement reads,
// transitively, if statements left with empty branches and no results
// (so a side does not keep reading a condition only the other side
// computes, such as a vector lane's get_subblock_idx deciding a dead cube
// branch), together with the if results (phis) nothing live reads and
// the loop carries of a foreign type (a tile in the other side's memory)
// nothing live reads, with their slots of the trailing yields that bind
// them. Live roots: every non-removable leaf statement, loop bounds, while
// conditions, branch conditions and every carry of a type this side can
// hold. A trailing yield makes a value live only through the result or
// carry it binds, which also keeps the variables its binder types mention
// and, for a carry, its init. So a foreign carry that only feeds itself
// (through a branch's yield, say) goes, where PyPTO's StripDeadIterArgs,
// which counts a branch's yield as a use, keeps it; other carries keep
// PyPTO's rule (StripDeadIterArgs runs around this).
func eliminateDeadCode(stmts []ir.Stmt, foreign func(ir.Type) bool) []ir.Stmt {
	live := map[*ir.Var]bool{}
	var assigns []*ir.AssignStmt
	type phiYield struct {
		y   *ir.YieldStmt
		rvs []*ir.Var
	}
	type carries struct {
		ias []*ir.IterArg
		rvs []*ir.Var
		y   *ir.YieldStmt
	}
	var phis []phiYield
	var loops []carries
	exprRefs := func(es ...ir.Expr) {
		for _, x := range es {
			if x != nil {
				stmtRefs(x, live)
			}
		}
	}
	var roots func(ss []ir.Stmt)
	loopRoots := func(ias []*ir.IterArg, rvs []*ir.Var, body ir.Stmt) {
		ss := ir.Stmts(body)
		if len(ias) > 0 {
			y := ir.TrailingYieldIn(ss, nil)
			if y != nil {
				ss = ss[:len(ss)-1]
			}
			loops = append(loops, carries{ias, rvs, y})
		}
		roots(ss)
	}
	branchRoots := func(b ir.Stmt, rvs []*ir.Var) {
		ss := ir.Stmts(b)
		if y := ir.TrailingYieldIn(ss, nil); y != nil && len(rvs) > 0 {
			phis = append(phis, phiYield{y, rvs})
			ss = ss[:len(ss)-1]
		}
		roots(ss)
	}
	roots = func(ss []ir.Stmt) {
		for _, st := range ss {
			switch s := st.(type) {
			case *ir.AssignStmt:
				assigns = append(assigns, s)
				if !removableAssign(s) {
					exprRefs(s.Value)
				}
			case *ir.EvalStmt:
				exprRefs(s.Expr)
			case *ir.YieldStmt:
				exprRefs(s.Values...)
			case *ir.ReturnStmt:
				exprRefs(s.Values...)
			case *ir.ForStmt:
				exprRefs(s.Start, s.Stop, s.Step)
				loopRoots(s.IterArgs, s.ReturnVars, s.Body)
			case *ir.WhileStmt:
				exprRefs(s.Cond)
				loopRoots(s.IterArgs, s.ReturnVars, s.Body)
			case *ir.IfStmt:
				exprRefs(s.Cond)
				branchRoots(s.Then, s.ReturnVars)
				branchRoots(s.Else, s.ReturnVars)
			case *ir.ScopeStmt:
				exprRefs(s.CoreNum)
				roots(ir.Stmts(s.Body))
			}
		}
	}
	roots(stmts)
	carryLive := func(ias []*ir.IterArg, rvs []*ir.Var, j int) bool {
		return live[&ias[j].Var] || j < len(rvs) && live[rvs[j]] || foreign == nil || !foreign(ias[j].Var.T)
	}
	changed := false
	mark := func(uses map[*ir.Var]bool) {
		for u := range uses {
			if !live[u] {
				live[u] = true
				changed = true
			}
		}
	}
	for changed = true; changed; {
		changed = false
		for i := len(assigns) - 1; i >= 0; i-- {
			a := assigns[i]
			if !live[a.Var] {
				continue
			}
			uses := map[*ir.Var]bool{}
			stmtRefs(a.Value, uses)
			ir.VarsInType(a.Var.T, func(d *ir.Var) { uses[d] = true })
			mark(uses)
		}
		for _, p := range phis {
			for j, rv := range p.rvs {
				if !live[rv] || j >= len(p.y.Values) {
					continue
				}
				uses := map[*ir.Var]bool{}
				stmtRefs(p.y.Values[j], uses)
				ir.VarsInType(rv.T, func(d *ir.Var) { uses[d] = true })
				mark(uses)
			}
		}
		for _, l := range loops {
			for j, ia := range l.ias {
				if !carryLive(l.ias, l.rvs, j) {
					continue
				}
				uses := map[*ir.Var]bool{}
				stmtRefs(ia.Init, uses)
				ir.VarsInType(ia.Var.T, func(d *ir.Var) { uses[d] = true })
				if j < len(l.rvs) {
					ir.VarsInType(l.rvs[j].T, func(d *ir.Var) { uses[d] = true })
				}
				if l.y != nil && j < len(l.y.Values) {
					stmtRefs(l.y.Values[j], uses)
				}
				mark(uses)
			}
		}
	}
	var filter func(ss []ir.Stmt) []ir.Stmt
	filter = func(ss []ir.Stmt) []ir.Stmt {
		out := make([]ir.Stmt, 0, len(ss))
		for _, st := range ss {
			switch s := st.(type) {
			case *ir.AssignStmt:
				if removableAssign(s) && !live[s.Var] {
					continue
				}
				out = append(out, s)
			case *ir.IfStmt:
				var kept []int
				for j, rv := range s.ReturnVars {
					if live[rv] {
						kept = append(kept, j)
					}
				}
				n := *s
				then, els := filter(ir.Stmts(s.Then)), filter(ir.Stmts(s.Else))
				if len(kept) < len(s.ReturnVars) {
					n.ReturnVars = nil
					for _, j := range kept {
						n.ReturnVars = append(n.ReturnVars, s.ReturnVars[j])
					}
					then, els = filterTrailingYield(then, kept), filterTrailingYield(els, kept)
				}
				if len(n.ReturnVars) == 0 && len(then) == 0 && len(els) == 0 {
					continue // nothing left to branch over; the condition is pure
				}
				n.Then = ir.Seq(stmtSpan(s.Then), then...)
				n.Else = nil
				if s.Else != nil && (len(els) > 0 || len(n.ReturnVars) > 0) {
					n.Else = ir.Seq(stmtSpan(s.Else), els...)
				}
				out = append(out, &n)
			case *ir.ForStmt, *ir.WhileStmt:
				ias, body, rvs, _ := loopParts(st)
				bs := filter(ir.Stmts(body))
				var kept []int
				for j := range ias {
					if carryLive(ias, rvs, j) {
						kept = append(kept, j)
					}
				}
				if len(kept) == len(ias) {
					out = append(out, withLoop(st, ias, bs, rvs))
					continue
				}
				nias := make([]*ir.IterArg, 0, len(kept))
				nrvs := make([]*ir.Var, 0, len(kept))
				for _, j := range kept {
					nias = append(nias, ias[j])
					if j < len(rvs) {
						nrvs = append(nrvs, rvs[j])
					}
				}
				out = append(out, withLoop(st, nias, filterTrailingYield(bs, kept), nrvs))
			default:
				out = append(out, mapBodies(st, filter))
			}
		}
		return out
	}
	return filter(stmts)
}
