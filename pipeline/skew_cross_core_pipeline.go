package pipeline

import (
	"fmt"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/ir/arith"
)

// SkewCrossCorePipeline is PyPTO's SkewCrossCorePipeline
// (src/ir/transforms/skew_cross_core_pipeline_pass.cpp), run on every
// function right before LowerPipelineToSlots and LowerPipelineLoops. A
// `pl.pipeline(..., stage=F)` loop whose body has, among its top-level
// statements, both a tile.tpush_* and a tile.tpop_* (a cross-core round
// trip) never stays a pipeline loop; others are left for
// LowerPipelineLoops (:298-313). Nested loops are rewritten first.
//
//   - F == 1: demoted to pl.range (kind Sequential, pipeline_stages
//     dropped, :798-807).
//   - Otherwise the step must be an integer constant (the ValueError
//     "SkewCrossCorePipeline: step must be a compile-time integer
//     constant, got <Kind>", :54-65); with constant bounds the loop is
//     skewed when it can be (LowerSkewed, :367-758), else demoted.
//
// Skewing needs trip >= 2, exactly one push and one pop, a producer half
// (the backward slice of the first push or pop over the top-level
// statements' reads, :441-476) that is neither empty nor the whole body,
// reads no iter arg and nothing the rest defines; a producer value the
// consumer half reads must be a scalar computed without calls from the
// loop var and loop invariants (its slice is repeated in the consumer
// half, :529-545, :813-842), else the loop is demoted (also with more than
// one push or pop, :521-523). The producer then runs D iterations ahead,
// D the largest of max(2, F-1) down to 1 with trip % D == 0 and trip >=
// 2*D (:575-581): a prologue of D producer clones at start + i*step, a
// sequential steady loop over [start+D*step, start+trip*step) by D*step
// whose body is D producer clones at k + i*step then D consumer clones
// at k - (D-i)*step threading the carries (fresh iter args, return vars
// <name>_swp), an epilogue of D consumer clones at the last D indices,
// and the loop's return vars bound to the last yields. Every clone
// mints fresh definitions and gets pipeline_membership "<group>:<i>",
// groups counting from 2^20 per function, the tpop definitions excepted
// (:186-219).
var SkewCrossCorePipeline = &Pass{
	Name:     "SkewCrossCorePipeline",
	Doc:      "skew or demote every cross-core (tpush + tpop) pl.pipeline loop so none reaches LowerPipelineLoops",
	Required: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		return mapFuncBodies(p, func(f *ir.Function) (ir.Stmt, error) {
			s := &skewer{group: 1 << 20}
			var body ir.Stmt
			if err := arith.Catch(func() { body = s.stmt(f.Body) }); err != nil {
				return nil, err
			}
			return body, s.err
		})
	},
}

type skewer struct {
	group int // next_skew_group_ (:340)
	err   error
}

func (k *skewer) fail(err error) {
	if k.err == nil && err != nil {
		k.err = err
	}
}

func topStmts(s ir.Stmt) []ir.Stmt {
	if seq, ok := s.(*ir.SeqStmts); ok {
		return seq.Stmts
	}
	return []ir.Stmt{s}
}

func isPushStmt(s ir.Stmt) bool { return ir.IsCrossCorePush(ir.StmtCall(s)) }
func isPopStmt(s ir.Stmt) bool  { return ir.IsCrossCorePop(ir.StmtCall(s)) }

// hasCrossCorePair is BodyHasCrossCorePair (:174-182).
func hasCrossCorePair(body ir.Stmt) bool {
	stmts, _ := splitBodyYield(body)
	push, pop := false, false
	for _, s := range topStmts(stmts) {
		push = push || isPushStmt(s)
		pop = pop || isPopStmt(s)
	}
	return push && pop
}

// stmt is the IRMutator walk with SkewCrossCoreMutator's ForStmt visit
// (:282-333).
func (k *skewer) stmt(s ir.Stmt) ir.Stmt {
	if k.err != nil {
		return s
	}
	f, ok := s.(*ir.ForStmt)
	if !ok {
		return mutateStmt(s, k.stmt)
	}
	factor, ok := pipelineStages(f)
	body := k.stmt(f.Body)
	if !ok {
		return withForBody(f, body)
	}
	if factor < 1 {
		k.fail(fmt.Errorf("%s: internal error: SkewCrossCorePipeline: pipeline_stages must be >= 1, got %d", f.Pos, factor))
		return s
	}
	pair := hasCrossCorePair(body)
	if !pair {
		return withForBody(f, body)
	}
	if factor == 1 {
		return demotePipeline(f, body)
	}
	step, err := stepConst("SkewCrossCorePipeline", f.Step, "step")
	if err != nil {
		k.fail(err)
		return s
	}
	if step == 0 {
		k.fail(fmt.Errorf("%s: internal error: SkewCrossCorePipeline: step cannot be zero", f.Pos))
		return s
	}
	start, ok1 := constOrNeg(f.Start)
	stop, ok2 := constOrNeg(f.Stop)
	if ok1 && ok2 {
		depth := factor - 1
		if depth < 2 {
			depth = 2
		}
		if r := k.lowerSkewed(f, body, start, stop, step, depth); r != nil {
			return r
		}
	}
	return demotePipeline(f, body)
}

// collectDefVars is transform_utils::CollectDefVars
// (transform_utils.cpp:65-113): the assigned variables at any depth of
// loops, branches and (non-runtime) scopes, in order.
func collectDefVars(s ir.Stmt, out *[]*ir.Var) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		*out = append(*out, s.Var)
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			collectDefVars(c, out)
		}
	case *ir.ForStmt:
		collectDefVars(s.Body, out)
	case *ir.WhileStmt:
		collectDefVars(s.Body, out)
	case *ir.IfStmt:
		collectDefVars(s.Then, out)
		if s.Else != nil {
			collectDefVars(s.Else, out)
		}
	case *ir.ScopeStmt:
		if s.Kind != ir.ScopeRuntime {
			collectDefVars(s.Body, out)
		}
	}
}

// stmtDefs is what a top-level statement defines: its CollectDefVars plus,
// for a loop or branch, its own return vars (:445-464).
func stmtDefs(s ir.Stmt) []*ir.Var {
	var out []*ir.Var
	collectDefVars(s, &out)
	switch x := s.(type) {
	case *ir.ForStmt:
		out = append(out, x.ReturnVars...)
	case *ir.IfStmt:
		out = append(out, x.ReturnVars...)
	}
	return out
}

// stmtReadSet is VarUseCollector (:160-171): every variable a statement
// reads, the target of an assignment excepted.
func stmtReadSet(s ir.Stmt) map[*ir.Var]bool {
	used := map[*ir.Var]bool{}
	var visit func(n ir.Node) bool
	visit = func(n ir.Node) bool {
		switch x := n.(type) {
		case *ir.AssignStmt:
			ir.Walk(x.Value, visit)
			return false
		case *ir.Var:
			used[x] = true
		case *ir.IterArg:
			used[&x.Var] = true
		}
		return true
	}
	ir.Walk(s, visit)
	return used
}

// lowerSkewed is LowerSkewed (:367-758); nil when the loop cannot be
// skewed.
func (k *skewer) lowerSkewed(op *ir.ForStmt, body ir.Stmt, start, stop, step, depth int64) ir.Stmt {
	pos := op.Pos
	trip := tripCount(start, stop, step)
	if trip < 2 {
		return nil
	}
	rest, yields := splitBodyYield(body)
	stmts := topStmts(rest)
	if len(op.ReturnVars) != len(op.IterArgs) {
		k.fail(fmt.Errorf("%s: internal error: SkewCrossCorePipeline: ForStmt return_vars and iter_args size mismatch", pos))
		return nil
	}
	if len(op.IterArgs) > 0 && len(yields) != len(op.IterArgs) {
		k.fail(fmt.Errorf("%s: internal error: SkewCrossCorePipeline: loop body must yield one value per iter_arg", pos))
		return nil
	}
	lead, pushes, pops := -1, 0, 0
	for i, s := range stmts {
		push, pop := isPushStmt(s), isPopStmt(s)
		if (push || pop) && lead < 0 {
			lead = i
		}
		if push {
			pushes++
		}
		if pop {
			pops++
		}
	}
	if lead < 0 || pushes == 0 || pops == 0 {
		return nil
	}
	defIdx := map[*ir.Var]int{}
	uses := make([]map[*ir.Var]bool, len(stmts))
	for i, s := range stmts {
		for _, v := range stmtDefs(s) {
			defIdx[v] = i
		}
		uses[i] = stmtReadSet(s)
	}
	produce := map[int]bool{}
	work := []int{lead}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		if produce[i] {
			continue
		}
		produce[i] = true
		for v := range uses[i] {
			if j, ok := defIdx[v]; ok {
				work = append(work, j)
			}
		}
	}
	if len(produce) == 0 || len(produce) == len(stmts) {
		return nil
	}
	for i := range produce {
		for _, ia := range op.IterArgs {
			if uses[i][&ia.Var] {
				return nil
			}
		}
	}
	consume := map[int]bool{}
	bodyDefs, bodyUsed := map[*ir.Var]bool{}, map[*ir.Var]bool{}
	for i := range stmts {
		if produce[i] {
			continue
		}
		consume[i] = true
		for _, v := range stmtDefs(stmts[i]) {
			bodyDefs[v] = true
		}
		for v := range uses[i] {
			bodyUsed[v] = true
		}
	}
	for i := range produce {
		for v := range uses[i] {
			if bodyDefs[v] {
				return nil
			}
		}
	}
	var carried []*ir.Var
	seen := map[*ir.Var]bool{}
	for _, i := range sortedInts(produce) {
		for _, v := range stmtDefs(stmts[i]) {
			if bodyUsed[v] && !seen[v] {
				seen[v] = true
				carried = append(carried, v)
			}
		}
	}
	if pushes != 1 || pops != 1 {
		return demotePipeline(op, body)
	}
	for _, cv := range carried {
		slice, ok := recomputableScalarSlice(cv, stmts, defIdx, uses)
		if !ok {
			return demotePipeline(op, body)
		}
		for _, i := range slice {
			consume[i] = true
		}
	}
	half := func(which map[int]bool, lv ir.Expr, subs []ir.Expr, withYield bool) (ir.Stmt, []ir.Expr) {
		var sel []ir.Stmt
		for i, s := range stmts {
			if which[i] {
				sel = append(sel, s)
			}
		}
		if withYield && len(op.IterArgs) > 0 {
			sel = append(sel, &ir.YieldStmt{Values: yields, Pos: pos})
		}
		sub := map[*ir.Var]ir.Expr{op.LoopVar: lv}
		for j, ia := range op.IterArgs {
			sub[&ia.Var] = subs[j]
		}
		cl, err := cloneFresh(&ir.SeqStmts{Stmts: sel, Pos: pos}, sub)
		k.fail(err)
		return splitBodyYield(cl)
	}
	skipPop := func(_ *ir.AssignStmt, c *ir.Call) bool { return ir.IsCrossCorePop(c) }
	init := iterInits(op.IterArgs)
	d := int64(1)
	for x := depth; x >= 1; x-- {
		if trip%x == 0 && trip >= 2*x {
			d = x
			break
		}
	}
	group := k.group
	k.group++
	var out []ir.Stmt
	for i := int64(0); i < d; i++ {
		h, _ := half(produce, constIndex(start+i*step, pos), init, false)
		out = append(out, tagMembership(h, group, int(i), skipPop))
	}
	lv := &ir.Var{Name: op.LoopVar.Name, T: op.LoopVar.T, Pos: op.LoopVar.Pos}
	ias := make([]*ir.IterArg, len(op.IterArgs))
	steadyInit := make([]ir.Expr, len(op.IterArgs))
	for i, ia := range op.IterArgs {
		ias[i] = &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: ia.Init}
		steadyInit[i] = ias[i]
	}
	var parts []ir.Stmt
	for i := int64(0); i < d; i++ {
		h, _ := half(produce, offsetIndex(lv, i*step, pos), steadyInit, false)
		parts = append(parts, tagMembership(h, group, int(i), skipPop))
	}
	subs := steadyInit
	for i := int64(0); i < d; i++ {
		idx := arith.MakeBinary(ir.OpSub, lv, constIndex((d-i)*step, pos), pos)
		h, ys := half(consume, idx, subs, true)
		parts = append(parts, tagMembership(h, group, int(i), skipPop))
		subs = ys
	}
	if len(op.IterArgs) > 0 {
		parts = append(parts, &ir.YieldStmt{Values: subs, Pos: pos})
	}
	rvs := op.ReturnVars
	if len(rvs) > 0 {
		rvs = freshReturnVars(op.ReturnVars, "_swp")
	}
	out = append(out, &ir.ForStmt{LoopVar: lv, Start: constIndex(start+d*step, pos), Stop: constIndex(start+trip*step, pos),
		Step: constIndex(d*step, pos), IterArgs: ias, Body: flattenSeq(pos, parts), ReturnVars: rvs,
		Kind: ir.Sequential, Attrs: stripAttr(op.Attrs, attrPipelineStages), Pos: pos})
	epi := init
	if len(rvs) > 0 {
		epi = varsAsExprs(rvs)
	}
	for i := int64(0); i < d; i++ {
		h, ys := half(consume, constIndex(start+(trip-d)*step+i*step, pos), epi, true)
		out = append(out, tagMembership(h, group, int(i), skipPop))
		epi = ys
	}
	for j, rv := range op.ReturnVars {
		out = append(out, &ir.AssignStmt{Var: rv, Value: epi[j], Pos: pos})
	}
	return flattenSeq(pos, out)
}

func sortedInts(m map[int]bool) []int {
	out := make([]int, 0, len(m))
	for i := range m {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// recomputableScalarSlice is RecomputableScalarSlice (:813-842): the
// top-level statements recomputing v from the loop var and loop
// invariants, when each is a scalar assignment whose value is not a call.
func recomputableScalarSlice(v *ir.Var, stmts []ir.Stmt, defIdx map[*ir.Var]int, uses []map[*ir.Var]bool) ([]int, bool) {
	var slice []int
	visited := map[int]bool{}
	work := []*ir.Var{v}
	for len(work) > 0 {
		cur := work[len(work)-1]
		work = work[:len(work)-1]
		idx, ok := defIdx[cur]
		if !ok {
			continue
		}
		if visited[idx] {
			continue
		}
		visited[idx] = true
		a, ok := stmts[idx].(*ir.AssignStmt)
		if !ok {
			return nil, false
		}
		if _, ok := a.Var.T.(*ir.ScalarType); !ok || ir.StmtCall(stmts[idx]) != nil {
			return nil, false
		}
		slice = append(slice, idx)
		for u := range uses[idx] {
			work = append(work, u)
		}
	}
	return slice, true
}
