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
//     output inherits its input's space, such as tile.transpose, runs on the
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
//     one (views; a loop carry that never changes or a branch
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
//     dangling yields rewritten to the carry that backs them (in an if
//     branch, the iter arg the if's branches yield at that slot, as
//     PyPTO's BranchCarriers reads it: ir.LoopRepair), if results
//     whose yields still dangle dropped,
//     dead code eliminated, iter args stripped and dead code eliminated
//     again. "Dangling" is scoped, as in PyPTO's newest repair: a value
//     defined on this side but not in scope at the yield (a pop remapped
//     into a branch that does not pop) dangles. The dead code elimination
//     also drops if results nothing reads, and loop carries of the other
//     side's memory (an Acc carry on AIV) nothing reads, with their yield
//     slots: nothing typed in a cube-side space stays on AIV for a
//     boundary's source (pipeline-suspects S2). A dangling tensor version
//     of an Out / InOut parameter (a store result the other side kept, or
//     an if result both of whose branches yield versions of it, dropped
//     for want of a carrier: gmOrigins) is replaced by that parameter;
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
//     rewritten to call AIC and AIV in place;
//  7. each half gets a tfree after the last use of every popped tile and,
//     unless it sets a pipe up by hand, the pipe setup prologue: a slot
//     buffer per direction reserved by its consumer and imported by its
//     producer, then aic/aiv_initialize_pipe (finalizeTfrees, autoPipeSetup,
//     expand_mixed_kernel_pipe.go; a leading tile.get_subblock_idx binding
//     stays first on AIV);
//  8. every tile.tpush_to_aic of every AIV function the pass emits,
//     hand-written ones included, gets the NZ view on Ascend950
//     (adaptManualV2CPushes, expand_mixed_kernel_adapt.go).
//
// The pass re-produces AccCompactValid: the boundary moves are rebuilt
// with fresh consumer types, so the compact contract is checked again.
//
// Left out, because irfuzz's IR has no such ops or they concern launch
// rather than the kernel bodies: dual-AIV dispatch of unsplit kernels, split codes of
// tile.aiv_shard / tile.aic_gather boundaries (rejected with an error),
// GM-mediated cross-lane sync fences (#1433), the split-axis transpose hazard, Spmd wrapper preservation,
// hand-written Group ABI normalization, superseded hand-written tpops and
// core_placement region attrs. Deliberate deviations: tfrees keep pop order
// and a ring without a slot_num attr has as many slots as a side holds pops
// at once (step 7; PyPTO frees by last use alone, with 2 slots:
// docs/findings.md tfree-order.py); ScopeStmts are split
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
		return adaptPrograms(p, p.Funcs, ctx)
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
		if combined != ir.Mixed {
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
	return adaptPrograms(p, funcs, ctx)
}

// adaptPrograms is the pass's last phase over the functions it emits: the
// V->C push adaptation of every AIV function (adaptManualV2CPushes). It
// returns p itself when funcs are p's and nothing changed.
func adaptPrograms(p *ir.Program, funcs []*ir.Function, ctx *Context) (*ir.Program, error) {
	same := len(funcs) == len(p.Funcs)
	out := make([]*ir.Function, len(funcs))
	for i, f := range funcs {
		out[i] = f
		if f.Kind == ir.AIV {
			nf, err := adaptManualV2CPushes(f, ctx)
			if err != nil {
				return nil, err
			}
			out[i] = nf
		}
		same = same && out[i] == p.Funcs[i]
	}
	if same {
		return p, nil
	}
	np := *p
	np.Funcs = out
	return &np, nil
}

// ---- core affinity (PyPTO core_affinity::ClassifyCallAffinity) ---------

// callAffinity is the side a call runs on (ir.CallAffinity; an op whose
// output lives where its input does, such as a view of a Mat staging
// tile, is on that input's side; a tile.move across the divide is Mixed);
// the split_aiv boundary ops are refused, since this pass lowers only
// tile.move boundaries.
func callAffinity(c *ir.Call) (ir.Affinity, error) {
	if ir.IsSplitBoundary(c) {
		return ir.Shared, fmt.Errorf("%s: %s is a split_aiv boundary; irfuzz's ExpandMixedKernel lowers only tile.move boundaries (split codes are not modelled)", c.Pos, c.Op.Name)
	}
	return ir.CallAffinity(c), nil
}

// convertUnmixed turns a pure InCore function into AIC (pure cube) or AIV,
// dropping the statements pinned to the other core (a bar_m in a vector
// kernel orders no instruction of it; a deviation: PyPTO keeps it). An if
// without results whose else the drop empties loses its else, and one left
// with no statement in either branch is dropped (its condition is pure), as
// the split's dead code elimination does (ir.EliminateDeadCode): an empty
// else prints as `else: pass`, which parses back as no else at all
// (PyPTO's IRBuilder::EndIf, src/ir/builder.cpp:281-288), so it would not
// survive the round trip (corpus 9fbf91c8653f).
func (e *mixedSplit) convertUnmixed(a ir.Affinity) *ir.Function {
	f := e.fn
	n := *f
	n.Kind = ir.AIV
	other := ir.Cube
	if a == ir.Cube {
		n.Kind = ir.AIC
		other = ir.Vector
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
			if !e.holdsPinned(st, other) {
				out = append(out, st)
				continue
			}
			n := ir.MapBodies(st, drop)
			if s, ok := n.(*ir.IfStmt); ok && len(s.ReturnVars) == 0 {
				if s.Else != nil && len(ir.Stmts(s.Else)) == 0 {
					s.Else = nil
				}
				if s.Else == nil && len(ir.Stmts(s.Then)) == 0 {
					continue
				}
			}
			out = append(out, n)
		}
		return out
	}
	if body := drop(ir.Stmts(f.Body)); dropped {
		n.Body = ir.Seq(ir.StmtSpan(f.Body), body...)
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
	aff      map[ir.Stmt]ir.Affinity
	boundary map[ir.Stmt]*cvBoundary
	// pinned holds the shared statements only one core may run, with
	// that core (pin).
	pinned   map[ir.Stmt]ir.Affinity
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

func (e *mixedSplit) analyzeFunction() (ir.Affinity, error) {
	e.aff = map[ir.Stmt]ir.Affinity{}
	e.boundary = map[ir.Stmt]*cvBoundary{}
	e.tpopVars = map[*ir.Var]bool{}
	e.pinned = map[ir.Stmt]ir.Affinity{}
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

func (e *mixedSplit) analyze(s ir.Stmt) ir.Affinity {
	a := ir.Shared
	switch s := s.(type) {
	case nil:
		return ir.Shared
	case *ir.AssignStmt:
		if c, ok := s.Value.(*ir.Call); ok {
			a = e.callAff(c)
			e.pin(s, c, a)
			if a == ir.Mixed { // a leaf call is mixed only as a boundary move
				if src := ir.VarOf(c.Args[0]); src != nil && e.tpopVars[src] {
					// The data already arrived through a pop: placement on
					// the consuming core, not a boundary.
					a = ir.SpaceAffinity(c.Op.ResolveOutput(c.Kwargs))
				} else {
					e.boundary[s] = &cvBoundary{dir: ir.MoveDirectionOf(c), dest: s.Var, src: c.Args[0], call: c}
				}
			}
		}
	case *ir.EvalStmt:
		if c, ok := s.Expr.(*ir.Call); ok {
			a = e.callAff(c)
			e.pin(s, c, a)
			if a == ir.Mixed { // a boundary move nobody reads: its source side runs it
				m, _ := ir.FirstTileVarSpace(c)
				a = ir.SpaceAffinity(m)
			}
		}
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			a = ir.CombineAffinity(a, e.analyze(c))
		}
	case *ir.ForStmt:
		a = e.analyze(s.Body)
	case *ir.WhileStmt:
		a = e.analyze(s.Body)
	case *ir.IfStmt:
		a = ir.CombineAffinity(e.analyze(s.Then), e.analyze(s.Else))
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
func (e *mixedSplit) pin(s ir.Stmt, c *ir.Call, a ir.Affinity) {
	if a != ir.Shared {
		return
	}
	side, err := pipePinned(c)
	if err != nil {
		if e.err == nil {
			e.err = fmt.Errorf("%s: ExpandMixedKernel cannot place %s in '%s': %v", c.Pos, c.OpName(), e.fn.Name, err)
		}
		return
	}
	if side != ir.Shared {
		e.pinned[s] = side
	}
}

// pipePinned is the core a shared call must run on because of the pipes it
// names: the registry's pipe of the op (system.bar_v on V, system.bar_m on
// M) and its pipe kwargs (system.sync_src / sync_dst's set_pipe and
// wait_pipe). A call naming pipes of both cores has no core to run on.
func pipePinned(c *ir.Call) (ir.Affinity, error) {
	if c.Op == nil {
		return ir.Shared, nil
	}
	side := ir.Shared
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
		side = ir.CombineAffinity(side, ir.PipeSide(p))
	}
	if side == ir.Mixed {
		return side, fmt.Errorf("it names pipes of both the cube core (M, MTE1, FIX) and the vector core (V) (%s), and no core has both", ir.PrintExpr(c))
	}
	return side, nil
}

func (e *mixedSplit) callAff(c *ir.Call) ir.Affinity {
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
func (s *splitSide) skipAffinity() ir.Affinity {
	if s.aic {
		return ir.Vector
	}
	return ir.Cube
}

func (s *splitSide) name() string {
	if s.aic {
		return "AIC"
	}
	return "AIV"
}

// foreign reports whether t is a tile in the other side's on-chip memory
// (an Acc tile on AIV), which this side cannot hold.
func (s *splitSide) foreign(t ir.Type) bool {
	tt, ok := t.(*ir.TileType)
	return ok && tt.Space != ir.MemNone && tt.Space != ir.DDR && ir.CubeSideSpace(tt.Space) != s.aic
}

// build is BuildCoreBody: the statements of one side.
func (e *mixedSplit) build(side *splitSide, stmts []ir.Stmt) ([]ir.Stmt, error) {
	keep, skip := ir.Cube, ir.Vector
	if !side.aic {
		keep, skip = ir.Vector, ir.Cube
	}
	var out []ir.Stmt
	for _, st := range stmts {
		a := e.aff[st]
		if e.pinned[st] == skip {
			continue
		}
		if bm := e.boundary[st]; bm != nil {
			ss, err := e.boundaryStmts(side, bm, st.Span())
			if err != nil {
				return nil, err
			}
			out = append(out, ss...)
			continue
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
		case keep, ir.Shared:
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
func (e *mixedSplit) holdsPinned(st ir.Stmt, side ir.Affinity) bool {
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
	return ir.Seq(ir.StmtSpan(s), ss...), nil
}

// boundaryStmts lowers one boundary move on one side: a push where the
// data leaves, a typed pop where it arrives.
func (e *mixedSplit) boundaryStmts(side *splitSide, bm *cvBoundary, pos ir.Span) ([]ir.Stmt, error) {
	pushDir, pushOp, popOp, popSpace := ir.MoveCubeToVector, ir.TileTpushToAiv, ir.TileTpopFromAiv, ir.Mat
	if !side.aic {
		pushDir, pushOp, popOp, popSpace = ir.MoveVectorToCube, ir.TileTpushToAic, ir.TileTpopFromAic, ir.Vec
	}
	split := []ir.Kwarg{{Key: "split", Value: int64(0)}}
	var out []ir.Stmt
	assign := func(name string, op *ir.OpDef, args []ir.Expr, kws []ir.Kwarg) (*ir.Var, error) {
		c, err := op.Create(args, kws, pos)
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
			v, err := assign(ir.PrintExpr(src)+"_nz", ir.TileMove, []ir.Expr{src}, []ir.Kwarg{
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
			v, err := assign(ir.PrintExpr(src)+"_wide", ir.TileSetValidshape, []ir.Expr{src, st.Shape[0], st.ValidShape()[1]}, nil)
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
		push, err := pushOp.Create([]ir.Expr{src}, split, pos)
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
	pop, err := popOp.Create(nil, split, pos)
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
	if sv := ir.VarOf(bm.src); sv != nil {
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
	// CreateMove (expand_mixed_kernel_pass.cpp:455-466): the destination's
	// effective layouts, always.
	dv := dt.Effective()
	kws := []ir.Kwarg{{Key: "target_memory", Value: dt.Space}, {Key: "blayout", Value: dv.BLayout}, {Key: "slayout", Value: dv.SLayout}}
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
	// The pipe plumbing (expand_mixed_kernel_pass.cpp:1351-1381): tfrees,
	// then the automatic setup, its ring depth the slot_num attr or 2.
	// Departure (FaultTfreeLastUse restores the pinned pass): a popped
	// tile held across a loop or an if that pops again is copied out first
	// (holdPoppedAcrossLoops), and without the attr a ring has as many
	// slots as a side holds popped tiles at once (the frees keep pop
	// order, so with 2 a third pop held with two others waits forever; the
	// pinned pass keeps 2 and frees out of order: docs/findings.md,
	// tfree-order.py).
	lastUse := e.ctx.Fault(FaultTfreeLastUse)
	if !lastUse {
		aivStmts = holdPoppedAcrossLoops(aivStmts, false)
	}
	aicStmts, aivStmts = finalizeTfrees(aicStmts, true, lastUse), finalizeTfrees(aivStmts, false, lastUse)
	slots := int64(defaultAutoPipeSlots)
	if !lastUse {
		slots = max(slots, maxHeldPops(aicStmts), maxHeldPops(aivStmts))
	}
	if v, ok := f.Attr("slot_num"); ok {
		if n, ok := v.(int64); ok && n > 0 {
			slots = n
		}
	}
	aicPro, aivPro := autoPipeSetup(f.Name, aicName, aivName, aicStmts, aivStmts, slots, f.Pos)
	aicStmts, aivStmts = prependPipeSetup(aicPro, aicStmts, false), prependPipeSetup(aivPro, aivStmts, true)
	aic = freshFunction(f, aicName, ir.AIC, nil, aicStmts)
	aiv = freshFunction(f, aivName, ir.AIV, f.Returns, aivStmts)
	if createGroup {
		group = e.groupWrapper(aicName, aivName)
	}
	return aic, aiv, group, nil
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
		bad := ir.UnboundReads(stmts, e.fn.Params, e.origDefined)
		if len(bad) == 0 {
			return stmts, nil
		}
		grew := false
		for _, u := range bad {
			for _, st := range e.definers[u.Var] {
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
			if c := ir.StmtCall(u.At); c != nil && c.OpName() != "" {
				by = " (in " + c.OpName() + ")"
			}
			if e.origDefined[u.Var] && !ir.DefinedVars(e.fn.Params, stmts)[u.Var] {
				return nil, fmt.Errorf("%s: ExpandMixedKernel cannot split '%s': its %s side reads '%s'%s, which only the %s side computes, and no cross-core tile.move carries it", u.At.Span(), e.fn.Name, side.name(), u.Var.Name, by, other)
			}
			return nil, fmt.Errorf("%s: ExpandMixedKernel cannot split '%s': its %s side reads '%s'%s where it is not defined", u.At.Span(), e.fn.Name, side.name(), u.Var.Name, by)
		}
	}
}

// finalize applies a side's pop remap and repairs its loop state
// (ir.LoopRepair, PyPTO's FinalizeSplitCoreBody): no definition of the
// other side is pulled back for a loop init, and the dead-code
// eliminations drop the carries of the other side's memory nothing reads.
func (e *mixedSplit) finalize(side *splitSide, stmts []ir.Stmt) []ir.Stmt {
	defined := ir.DefinedVars(e.fn.Params, stmts)
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
	skip := side.skipAffinity()
	r := ir.LoopRepair{
		Params:               e.fn.Params,
		Defined:              e.origDefined,
		Defs:                 e.origDefs,
		Pullable:             func(d *ir.AssignStmt) bool { return e.aff[d] != skip },
		PositionalIfCarriers: e.ctx.Fault(FaultCarrySlotMismatch),
		PrunableCarry:        side.foreign,
	}
	return r.Repair(stmts)
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
	foreign := side.foreign
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
			y := ir.VarOf(yield.Values[i])
			if y == nil {
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
			v := ir.VarOf(ia.Init)
			if v == nil || defined[v] {
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

// remapDanglingOutputs replaces, on either side, references to tensor
// versions only the other side produced (a store into an Out / InOut
// parameter that stayed there, a loop init whose chain fixInits could
// not pull, or an if result the repair dropped) by that parameter, their
// origin by gmOrigins (PyPTO's RemapDanglingGmRefsToParam,
// expand_mixed_kernel_pass.cpp:1212).
func (e *mixedSplit) remapDanglingOutputs(stmts []ir.Stmt) []ir.Stmt {
	defined := ir.DefinedVars(e.fn.Params, stmts)
	origin := e.gmOrigins()
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
				if pv := ir.VarOf(t); pv != nil && isParam(e.fn, pv) {
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
