package pipeline

import (
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// ExpandManualPhaseFence replaces the all-to-all dependencies of a loop of
// manual-scope submits on one TaskId array by a single dummy task (PyPTO's
// ExpandManualPhaseFence, src/ir/transforms/expand_manual_phase_fence_pass.
// cpp; it runs right after AutoDeriveTaskDependencies, python/pypto/ir/
// pass_manager.py:230-231).
//
// Only Orchestration functions are rewritten (:460-462). Inside a manual
// runtime scope (an auto scope nested in it switches this off, :243-253)
// each for loop counts, per TaskId array, the submits of its body whose
// deps are exactly that one array variable (:83-94, :196-205; nested for
// loops contribute their consumers times their constant trip count only
// when the counting loop is sequential, :337-358). An array that is an iter
// arg of the loop, is defined in the body (assignments, loop and if return
// vars, nested iter args), or is the base of an array.update_element in the
// body (with every array it aliases through a loop's iter-arg init, :309-
// 319) is skipped (:411-418). With P the array's extent and C the consumer
// count times the loop's constant trip count, a barrier pays off when
// P*C - (P+C) >= 1 (:102-106): then `phase_fence_barrier_<k>_tid =
// system.task_dummy()` with manual_dep_edges=[array] goes right before the
// loop (k counting barriers in the function, :219-231) and each counted
// submit's deps become [barrier] (:210-217). A parallel loop needs a
// constant positive trip count, a sequential one a trip count that is not
// a known zero (:404-408).
var ExpandManualPhaseFence = &Pass{
	Name:     "ExpandManualPhaseFence",
	Doc:      "fence loops of manual-scope submits on one TaskId array with one dummy task",
	Required: set(pNNC, pNSS, verifier.CallDirectionsResolved),
	Produced: set(pNNC, pNSS, verifier.CallDirectionsResolved),
	Run:      runExpandManualPhaseFence,
}

func runExpandManualPhaseFence(p *ir.Program, _ *Context) (*ir.Program, error) {
	return p.MapFuncs(func(f *ir.Function) (*ir.Function, error) {
		if f == nil || f.Body == nil || f.Kind != ir.Orchestration {
			return f, nil
		}
		m := &phaseFence{aliases: map[*ir.Var]*fenceAliasSet{}, cache: map[*ir.ForStmt]*fenceIndex{}}
		body := m.stmt(f.Body)
		if body == f.Body {
			return f, nil
		}
		nf := *f
		nf.Body = body
		return &nf, nil
	})
}

// fenceAliasSet is a set of TaskId arrays joined through iter-arg inits
// (ArrayAliasSet, :68-70).
type fenceAliasSet struct{ vars []*ir.Var }

func (s *fenceAliasSet) has(v *ir.Var) bool {
	for _, x := range s.vars {
		if x == v {
			return true
		}
	}
	return false
}

// fenceArray is DepArrayInfo (:57-61): the dep expression as written (a Var
// or an IterArg), the consumer count and the consumer submits.
type fenceArray struct {
	source    ir.Expr
	count     int64
	consumers []*ir.Submit
}

// fenceIndex is LoopBodyDepIndex (:63-67).
type fenceIndex struct {
	order   []*ir.Var
	arrays  map[*ir.Var]*fenceArray
	defined map[*ir.Var]bool
	updated map[*ir.Var]bool
}

func newFenceIndex() *fenceIndex {
	return &fenceIndex{arrays: map[*ir.Var]*fenceArray{}, defined: map[*ir.Var]bool{}, updated: map[*ir.Var]bool{}}
}

// merge is MergeDepArrayInfo (:117-127).
func (x *fenceIndex) merge(key *ir.Var, src *fenceArray, mult int64) {
	if mult <= 0 {
		return
	}
	a, ok := x.arrays[key]
	if !ok {
		a = &fenceArray{source: src.source}
		x.arrays[key] = a
		x.order = append(x.order, key)
	}
	a.count += src.count * mult
	a.consumers = appendNewSubmits(a.consumers, src.consumers...)
}

func appendNewSubmits(list []*ir.Submit, more ...*ir.Submit) []*ir.Submit {
	for _, s := range more {
		dup := false
		for _, t := range list {
			dup = dup || t == s
		}
		if !dup {
			list = append(list, s)
		}
	}
	return list
}

// phaseFence is ManualPhaseFenceMutator (:241-451), one per function.
type phaseFence struct {
	manual  bool
	counter int64
	aliases map[*ir.Var]*fenceAliasSet
	cache   map[*ir.ForStmt]*fenceIndex
}

func (m *phaseFence) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.ScopeStmt:
		if s.Kind != ir.ScopeRuntime {
			break
		}
		saved := m.manual
		m.manual = s.Manual
		b := m.stmt(s.Body)
		m.manual = saved
		if b != s.Body {
			c := *s
			c.Body = b
			return &c
		}
		return s
	case *ir.ForStmt:
		return m.forStmt(s)
	}
	return mutateStmt(s, m.stmt)
}

// forStmt is VisitStmt_(ForStmt) (:255-293): decide this loop's barriers,
// rewrite the covered submits, then visit the body for nested loops.
type fenceDecision struct {
	barrier   ir.Stmt
	bvar      *ir.Var
	consumers []*ir.Submit
}

func (m *phaseFence) forStmt(s *ir.ForStmt) ir.Stmt {
	var decisions []fenceDecision
	if m.manual {
		decisions = m.decide(s)
	}
	body := s.Body
	if len(decisions) > 0 {
		to := map[*ir.Submit]*ir.Var{}
		for _, d := range decisions {
			for _, c := range d.consumers {
				to[c] = d.bvar
			}
		}
		mu := &ir.Mutator{Expr: func(e ir.Expr) ir.Expr {
			if sub, ok := e.(*ir.Submit); ok {
				if b, ok := to[sub]; ok {
					c := *sub
					c.Deps = []ir.Expr{b}
					return &c
				}
			}
			return e
		}}
		body = mu.StmtTree(body)
	}
	body = m.stmt(body)
	nf := withForBody(s, body)
	if len(decisions) == 0 {
		return nf
	}
	if nf == ir.Stmt(s) {
		c := *s
		nf = &c
	}
	stmts := make([]ir.Stmt, 0, len(decisions)+1)
	for _, d := range decisions {
		stmts = append(stmts, d.barrier)
	}
	return flattenSeq(s.Pos, append(stmts, nf))
}

// alias joins two arrays' alias sets (AddCachedArrayAlias, :296-307).
func (m *phaseFence) alias(a, b *ir.Var) {
	if a == nil || b == nil || a == b {
		return
	}
	sa, sb := m.aliasSet(a), m.aliasSet(b)
	if sa == sb {
		return
	}
	if len(sa.vars) < len(sb.vars) {
		sa, sb = sb, sa
	}
	for _, v := range sb.vars {
		if !sa.has(v) {
			sa.vars = append(sa.vars, v)
		}
		m.aliases[v] = sa
	}
}

func (m *phaseFence) aliasSet(v *ir.Var) *fenceAliasSet {
	if s, ok := m.aliases[v]; ok {
		return s
	}
	s := &fenceAliasSet{vars: []*ir.Var{v}}
	m.aliases[v] = s
	return s
}

// registerAliases is RegisterLoopArrayAliases (:316-324).
func (m *phaseFence) registerAliases(s *ir.ForStmt) {
	for _, ia := range s.IterArgs {
		if ia == nil || !isTaskIDArray(ia.T) {
			continue
		}
		init := ir.VarOf(ia.Init)
		if init == nil || !isTaskIDArray(init.T) {
			continue
		}
		m.alias(&ia.Var, init)
	}
}

func isTaskIDArray(t ir.Type) bool {
	a, ok := t.(*ir.ArrayType)
	return ok && a.DType == ir.TASKID
}

// nested is MergeNestedLoopSummary (:326-341): a nested loop's safety info
// always, its consumers times its constant trip count when asked.
func (m *phaseFence) nested(s *ir.ForStmt, x *fenceIndex, consumers bool) {
	m.registerAliases(s)
	sum := m.summary(s)
	for v := range sum.defined {
		x.defined[v] = true
	}
	for v := range sum.updated {
		x.updated[v] = true
	}
	if !consumers {
		return
	}
	n, ok := constForTripCount(s)
	if !ok || n <= 0 {
		return
	}
	for _, k := range sum.order {
		x.merge(k, sum.arrays[k], n)
	}
}

// summary is GetLoopSummary (:343-356), cached per loop node.
func (m *phaseFence) summary(s *ir.ForStmt) *fenceIndex {
	if x, ok := m.cache[s]; ok {
		return x
	}
	x := newFenceIndex()
	m.cache[s] = x
	m.collect(s.Body, x, s.Kind == ir.Sequential)
	return x
}

// decide is BuildDecisions (:358-420).
func (m *phaseFence) decide(s *ir.ForStmt) []fenceDecision {
	m.registerAliases(s)
	x := newFenceIndex()
	m.collect(s.Body, x, s.Kind == ir.Sequential)
	trip, known := constForTripCount(s)
	if s.Kind == ir.Parallel && (!known || trip <= 0) {
		return nil
	}
	if s.Kind == ir.Sequential && known && trip <= 0 {
		return nil
	}
	iterArgs := map[*ir.Var]bool{}
	for _, ia := range s.IterArgs {
		if ia != nil {
			iterArgs[&ia.Var] = true
		}
	}
	var out []fenceDecision
	for _, key := range x.order {
		info := x.arrays[key]
		if iterArgs[key] || x.defined[key] || x.updated[key] {
			continue
		}
		consumers := info.count
		if known && trip > 0 {
			consumers *= trip
		}
		producers := int64(0)
		if at, ok := key.T.(*ir.ArrayType); ok {
			producers = at.Extent
		}
		if producers <= 0 || consumers <= 0 || producers*consumers-(producers+consumers) < 1 {
			continue
		}
		bv := &ir.Var{Name: "phase_fence_barrier_" + strconv.FormatInt(m.counter, 10) + "_tid", T: ir.Scalar(ir.TASKID), Pos: s.Pos}
		m.counter++
		call := &ir.Call{Op: ir.SystemTaskDummy, Attrs: ir.TaskDummyAttrs([]ir.Expr{info.source}), T: bv.T, Pos: s.Pos}
		if len(info.consumers) > 0 {
			out = append(out, fenceDecision{
				barrier:   &ir.AssignStmt{Var: bv, Value: call, Pos: s.Pos},
				bvar:      bv,
				consumers: info.consumers,
			})
		}
	}
	return out
}

// collect is BuildLoopBodyDepIndex's visitor (:129-208): it records the
// consumer submits and defined and updated vars of a loop body; a nested
// for loop is summarized (nested), not descended into.
func (m *phaseFence) collect(s ir.Stmt, x *fenceIndex, consumers bool) {
	exprs := func(es ...ir.Expr) {
		for _, e := range es {
			ir.WalkExpr(e, func(n ir.Node) bool {
				if sub, ok := n.(*ir.Submit); ok {
					recordFenceConsumer(sub, x)
				}
				return true
			})
		}
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			m.collect(c, x, consumers)
		}
	case *ir.AssignStmt:
		x.defined[s.Var] = true
		if c, ok := s.Value.(*ir.Call); ok && c.Op == ir.ArrayUpdateElement && len(c.Args) > 0 {
			if base := ir.VarOf(c.Args[0]); base != nil {
				x.updated[base] = true
				if set, ok := m.aliases[base]; ok {
					for _, v := range set.vars {
						x.updated[v] = true
					}
				}
			}
		}
		exprs(s.Value)
	case *ir.EvalStmt:
		exprs(s.Expr)
	case *ir.IfStmt:
		for _, v := range s.ReturnVars {
			x.defined[v] = true
		}
		exprs(s.Cond)
		m.collect(s.Then, x, consumers)
		if s.Else != nil {
			m.collect(s.Else, x, consumers)
		}
	case *ir.ForStmt:
		for _, v := range s.ReturnVars {
			x.defined[v] = true
		}
		for _, ia := range s.IterArgs {
			if ia != nil {
				x.defined[&ia.Var] = true
			}
		}
		m.nested(s, x, consumers)
	case *ir.WhileStmt:
		for _, v := range s.ReturnVars {
			x.defined[v] = true
		}
		for _, ia := range s.IterArgs {
			if ia != nil {
				x.defined[&ia.Var] = true
				exprs(ia.Init)
			}
		}
		exprs(s.Cond)
		m.collect(s.Body, x, consumers)
	case *ir.ScopeStmt:
		exprs(s.HeaderExprs()...)
		m.collect(s.Body, x, consumers)
	case *ir.YieldStmt:
		exprs(s.Values...)
	case *ir.ReturnStmt:
		exprs(s.Values...)
	}
}

// recordFenceConsumer counts a submit whose deps are exactly one TaskId
// array variable (GetSingleManualDepTaskIdArray, :83-100).
func recordFenceConsumer(sub *ir.Submit, x *fenceIndex) {
	if len(sub.Deps) != 1 {
		return
	}
	v := ir.VarOf(sub.Deps[0])
	if v == nil || !isTaskIDArray(v.T) {
		return
	}
	x.merge(v, &fenceArray{source: sub.Deps[0], count: 1, consumers: []*ir.Submit{sub}}, 1)
}

// constForTripCount is EvalConstTripCount (include/pypto/ir/transforms/
// utils/transform_utils.h:160-219): bounds that are integer constants or
// negated ones; ok is false otherwise.
func constForTripCount(s *ir.ForStmt) (int64, bool) {
	start, ok1 := evalConstIntNeg(s.Start)
	stop, ok2 := evalConstIntNeg(s.Stop)
	step, ok3 := evalConstIntNeg(s.Step)
	if !ok1 || !ok2 || !ok3 {
		return 0, false
	}
	n, _ := TripCount(start, stop, step)
	return n, true
}

func evalConstIntNeg(e ir.Expr) (int64, bool) {
	switch e := e.(type) {
	case *ir.ConstInt:
		return e.Value, true
	case *ir.Unary:
		if c, ok := e.X.(*ir.ConstInt); ok && e.Op == ir.OpNeg && c.Value != -1<<63 {
			return -c.Value, true
		}
	}
	return 0, false
}
