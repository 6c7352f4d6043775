package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// NormalizeReturnOrder is PyPTO's NormalizeReturnOrder
// (src/ir/transforms/normalize_return_order_pass.cpp with the lineage of
// utils/return_lineage_utils.cpp):
//
//  1. In every InCore-type function (InCore, AIC, AIV) and wrapper (Group,
//     Spmd), the first return statement met in the body (at any depth)
//     returns, at each position whose value traces back to a tensor
//     parameter, that parameter itself (CanonicalizeReturnValues,
//     :124-214). The trace (TraceVar, return_lineage_utils.cpp:105-200)
//     follows plain copies, a loop's iter arg and tensor return var to
//     its init, the written argument of an op whose result reuses an input
//     (tile.store, tile.assemble, ...: OpDef.ReusesInput), and a call or
//     submit of a program function, or an element of its result tuple,
//     through that function's own map to the matching argument; any other
//     op stops it. A wrapper returning the whole tuple of a multi-result
//     inner call gets one return value per declared result when every
//     position names a tensor parameter (:146-165); a wrapper with no
//     return maps through the one inner call with as many results
//     (MapWrapperReturnToParams, :313-348).
//  2. In an InCore-type function whose body ends in its return, a return
//     whose values map (BuildReturnToParamMapping, :55-116: stores and
//     copies among the top-level statements, a top-level loop's return var
//     through its init) to the Out / InOut parameters out of their order is
//     permuted into parameter order, return types with it, when the
//     permutation is a bijection and there are no more Out / InOut
//     parameters than returns (:226-287, :291-322).
//  3. Every other function's TupleGetItem on the result of a call or
//     submit of a permuted function takes the permuted index (:326-397).
//     Nothing else of a caller changes: a call keeps its old tuple type
//     (a Group wrapper's `self.k_aiv(...)` statement as much as an
//     orchestration's bound call), so the output's print reads back with
//     other types and PyPTO's own round trip fails on it too
//     (testdata/NormalizeReturnOrder/group_call_stale_type; known/26e6b5df4a9f.py).
var NormalizeReturnOrder = &Pass{
	Name:     "NormalizeReturnOrder",
	Doc:      "return Out/InOut parameters explicitly and in parameter order, remapping callers' tuple indices",
	Required: set(pSIO, pITO),
	Produced: set(verifier.ReturnParamsExplicit),
	Run:      runNormalizeReturnOrder,
}

func isWrapperKind(k ir.FunctionType) bool { return k == ir.Group || k == ir.Spmd }

func runNormalizeReturnOrder(p *ir.Program, _ *Context) (*ir.Program, error) {
	lin := &returnLineage{prog: p, memo: map[*ir.Function][]int{}, onStack: map[*ir.Function]bool{}}
	perms := map[string][]int{}
	funcs := make([]*ir.Function, len(p.Funcs))
	modified := false
	for i, f := range p.Funcs {
		funcs[i] = f
		if !f.Kind.IsInCoreType() && !isWrapperKind(f.Kind) {
			continue
		}
		cur := f
		if c := canonicalizeReturns(f, lin); c != nil {
			cur = c
			modified = true
		}
		if f.Kind.IsInCoreType() {
			if perm := returnPermutation(cur); perm != nil {
				cur = reorderReturns(cur, perm)
				perms[cur.Name] = perm
				modified = true
			}
		}
		funcs[i] = cur
	}
	if !modified {
		return p, nil
	}
	for i, f := range funcs {
		if f.Kind.IsInCoreType() || f.Body == nil || len(perms) == 0 {
			continue
		}
		if b := permuteTupleIndices(f.Body, perms); b != f.Body {
			c := *f
			c.Body = b
			funcs[i] = &c
		}
	}
	out := *p
	out.Funcs = funcs
	return &out, nil
}

// returnLineage is ReturnedParamIndices with its memo and cycle guard
// (return_lineage_utils.cpp:87-103, :350-409); -1 is nullopt.
type returnLineage struct {
	prog    *ir.Program
	memo    map[*ir.Function][]int
	onStack map[*ir.Function]bool
}

// bodyIndex is BodyIndexCollector (:47-82).
type bodyIndex struct {
	firstReturn *ir.ReturnStmt
	def         map[*ir.Var]*ir.AssignStmt
	carry       map[*ir.Var]*ir.Var
}

func indexBody(body ir.Stmt) *bodyIndex {
	x := &bodyIndex{def: map[*ir.Var]*ir.AssignStmt{}, carry: map[*ir.Var]*ir.Var{}}
	record := func(ias []*ir.IterArg, rvs []*ir.Var) {
		for i, ia := range ias {
			init := ir.VarOf(ia.Init)
			if init == nil {
				continue
			}
			x.carry[&ia.Var] = init
			if i < len(rvs) {
				if _, ok := rvs[i].T.(*ir.TensorType); ok {
					x.carry[rvs[i]] = init
				}
			}
		}
	}
	ir.Walk(body, func(n ir.Node) bool {
		switch s := n.(type) {
		case *ir.ReturnStmt:
			if x.firstReturn == nil {
				x.firstReturn = s
			}
		case *ir.AssignStmt:
			if s.Var != nil {
				if _, ok := x.def[s.Var]; !ok {
					x.def[s.Var] = s
				}
			}
		case *ir.ForStmt:
			record(s.IterArgs, s.ReturnVars)
		case *ir.WhileStmt:
			record(s.IterArgs, s.ReturnVars)
		}
		return true
	})
	return x
}

// calleeCall is AsCallOrSubmitView: the callee name and arguments of a
// call (op or function) or submit; op is the registered op or nil.
func calleeCall(e ir.Expr) (op *ir.OpDef, callee string, args []ir.Expr, ok bool) {
	switch x := e.(type) {
	case *ir.Call:
		return x.Op, x.Callee, x.Args, true
	case *ir.Submit:
		return nil, x.Callee, x.Args, true
	}
	return nil, "", nil, false
}

// trace is TraceVar (:105-200): the parameter v comes from, or nil.
func (l *returnLineage) trace(v *ir.Var, x *bodyIndex, params map[*ir.Var]bool) *ir.Var {
	visited := map[*ir.Var]bool{}
	for v != nil {
		if visited[v] {
			return nil
		}
		visited[v] = true
		if params[v] {
			return v
		}
		if src, ok := x.carry[v]; ok {
			v = src
			continue
		}
		a, ok := x.def[v]
		if !ok {
			return nil
		}
		if rv := ir.VarOf(a.Value); rv != nil {
			v = rv
			continue
		}
		if tg, ok := a.Value.(*ir.TupleGetItem); ok {
			tv := ir.VarOf(tg.Tuple)
			if tv == nil {
				return nil
			}
			td, ok := x.def[tv]
			if !ok {
				return nil
			}
			op, callee, args, ok := calleeCall(td.Value)
			if !ok || op != nil {
				return nil
			}
			cf := l.prog.Func(callee)
			if cf == nil {
				return nil
			}
			m := l.indices(cf)
			if tg.Index < 0 || tg.Index >= len(m) || m[tg.Index] < 0 || m[tg.Index] >= len(args) {
				return nil
			}
			if v = ir.VarOf(args[m[tg.Index]]); v == nil {
				return nil
			}
			continue
		}
		op, callee, args, ok := calleeCall(a.Value)
		if !ok {
			return nil
		}
		if op != nil {
			// BuiltinWritebackArgIndex (op_predicates.cpp:74-81); any other
			// op stops the walk.
			if op.ReusesInput < 0 || op.ReusesInput >= len(args) {
				return nil
			}
			if v = ir.VarOf(args[op.ReusesInput]); v == nil {
				return nil
			}
			continue
		}
		cf := l.prog.Func(callee)
		if cf == nil {
			return nil
		}
		m := l.indices(cf)
		if len(m) != 1 || m[0] < 0 || m[0] >= len(args) {
			return nil
		}
		if v = ir.VarOf(args[m[0]]); v == nil {
			return nil
		}
	}
	return nil
}

func paramSet(f *ir.Function) map[*ir.Var]bool {
	s := map[*ir.Var]bool{}
	for _, v := range f.Params {
		s[v] = true
	}
	return s
}

func paramIndex(f *ir.Function, v *ir.Var) int {
	for i, p := range f.Params {
		if p == v {
			return i
		}
	}
	return -1
}

// traceExprs is TraceExprsToParamIndices (:202-226).
func (l *returnLineage) traceExprs(f *ir.Function, es []ir.Expr, x *bodyIndex) []int {
	ps := paramSet(f)
	out := make([]int, len(es))
	for i, e := range es {
		out[i] = -1
		if v := ir.VarOf(e); v != nil {
			if root := l.trace(v, x, ps); root != nil {
				out[i] = paramIndex(f, root)
			}
		}
	}
	return out
}

// indices is ReturnedParamIndicesImpl (:350-409).
func (l *returnLineage) indices(f *ir.Function) []int {
	if f == nil || f.Body == nil || l.onStack[f] {
		return nil
	}
	if m, ok := l.memo[f]; ok {
		return m
	}
	l.onStack[f] = true
	defer delete(l.onStack, f)
	m := l.compute(f)
	l.memo[f] = m
	return m
}

func (l *returnLineage) compute(f *ir.Function) []int {
	x := indexBody(f.Body)
	if x.firstReturn == nil || len(x.firstReturn.Values) == 0 {
		if isWrapperKind(f.Kind) {
			return l.wrapperMap(f)
		}
		return nil
	}
	rets := x.firstReturn.Values
	if len(rets) == 1 && len(f.Returns) > 1 {
		if tv := ir.VarOf(rets[0]); tv != nil {
			if tt, ok := tv.T.(*ir.TupleType); ok && len(tt.Elems) == len(f.Returns) {
				if m := l.expandForwarded(f, tv, x); len(m) == len(f.Returns) {
					return m
				}
			}
		}
	}
	return l.traceExprs(f, rets, x)
}

// expandForwarded is ExpandForwardedTupleVar (:250-304).
func (l *returnLineage) expandForwarded(f *ir.Function, tv *ir.Var, x *bodyIndex) []int {
	seen := map[*ir.Var]bool{}
	v := tv
	var callee string
	var args []ir.Expr
	for v != nil {
		if seen[v] {
			return nil
		}
		seen[v] = true
		a, ok := x.def[v]
		if !ok {
			return nil
		}
		if rv := ir.VarOf(a.Value); rv != nil {
			v = rv
			continue
		}
		if mt, ok := a.Value.(*ir.MakeTuple); ok {
			return l.traceExprs(f, mt.Elems, x)
		}
		op, c, as, ok := calleeCall(a.Value)
		if !ok || op != nil {
			return nil
		}
		callee, args = c, as
		break
	}
	cf := l.prog.Func(callee)
	if cf == nil {
		return nil
	}
	inner := l.indices(cf)
	if len(inner) == 0 {
		return nil
	}
	ps := paramSet(f)
	out := make([]int, len(inner))
	for pos, m := range inner {
		out[pos] = -1
		if m < 0 || m >= len(args) {
			continue
		}
		if av := ir.VarOf(args[m]); av != nil {
			if root := l.trace(av, x, ps); root != nil {
				out[pos] = paramIndex(f, root)
			}
		}
	}
	return out
}

// wrapperMap is MapWrapperReturnToParams (:313-348): the one inner call
// (CollectInnerCalls, wrapper_call_utils.cpp:128-139) with as many results
// as the wrapper, mapped onto the wrapper's parameters.
func (l *returnLineage) wrapperMap(f *ir.Function) []int {
	if len(f.Returns) == 0 {
		return nil
	}
	var call *ir.Call
	var callee *ir.Function
	ambiguous := false
	ir.Walk(f.Body, func(n ir.Node) bool {
		c, ok := n.(*ir.Call)
		if !ok || c.Op != nil || ambiguous {
			return !ambiguous
		}
		cf := l.prog.Func(c.Callee)
		if cf == nil || cf.Kind == ir.Orchestration || cf.Kind == ir.Opaque || len(cf.Returns) != len(f.Returns) {
			return true
		}
		if call != nil {
			ambiguous = true
			return false
		}
		call, callee = c, cf
		return true
	})
	if ambiguous || call == nil {
		return nil
	}
	inner := l.indices(callee)
	if len(inner) != len(f.Returns) {
		return nil
	}
	out := make([]int, len(inner))
	for pos, m := range inner {
		out[pos] = -1
		if m < 0 || m >= len(call.Args) {
			continue
		}
		if av := ir.VarOf(call.Args[m]); av != nil {
			out[pos] = paramIndex(f, av)
		}
	}
	return out
}

func isTensorLike(t ir.Type) bool {
	_, ok := t.(*ir.TensorType)
	return ok
}

// canonicalizeReturns is CanonicalizeReturnValues (:124-214), or nil when
// nothing changes.
func canonicalizeReturns(f *ir.Function, lin *returnLineage) *ir.Function {
	if f.Body == nil {
		return nil
	}
	m := lin.indices(f)
	if len(m) == 0 {
		return nil
	}
	done := false
	changed := false
	mut := &ir.Mutator{Stmt: func(s ir.Stmt) ir.Stmt {
		r, ok := s.(*ir.ReturnStmt)
		if !ok || done || len(r.Values) == 0 {
			return s
		}
		if len(r.Values) == 1 && len(m) > 1 {
			if len(f.Returns) != len(m) {
				return s
			}
			vals := make([]ir.Expr, len(m))
			for i, idx := range m {
				if idx < 0 || !isTensorLike(f.Params[idx].T) {
					return s
				}
				vals[i] = f.Params[idx]
			}
			done, changed = true, true
			return &ir.ReturnStmt{Values: vals, Pos: r.Pos}
		}
		if len(m) != len(r.Values) {
			return s
		}
		done = true
		vals := append([]ir.Expr(nil), r.Values...)
		local := false
		for i, idx := range m {
			if idx < 0 || !isTensorLike(f.Params[idx].T) {
				continue
			}
			if pv, ok := vals[i].(*ir.Var); ok && pv == f.Params[idx] {
				continue
			}
			vals[i] = f.Params[idx]
			local = true
		}
		if !local {
			return s
		}
		changed = true
		return &ir.ReturnStmt{Values: vals, Pos: r.Pos}
	}}
	body := mut.StmtTree(f.Body)
	if !changed {
		return nil
	}
	c := *f
	c.Body = body
	return &c
}

// returnToParam is BuildReturnToParamMapping (:55-116).
func returnToParam(f *ir.Function) []int {
	seq, ok := f.Body.(*ir.SeqStmts)
	if !ok || len(seq.Stmts) == 0 {
		return nil
	}
	ret, ok := seq.Stmts[len(seq.Stmts)-1].(*ir.ReturnStmt)
	if !ok {
		return nil
	}
	m := map[*ir.Var]int{}
	lookup := func(v *ir.Var) int {
		if i, ok := m[v]; ok {
			return i
		}
		return paramIndex(f, v)
	}
	for _, st := range seq.Stmts[:len(seq.Stmts)-1] {
		switch s := st.(type) {
		case *ir.AssignStmt:
			if s.Var == nil {
				continue
			}
			if c, ok := s.Value.(*ir.Call); ok {
				if c.Op == ir.TileStore && len(c.Args) >= 3 {
					if ov, ok := c.Args[2].(*ir.Var); ok {
						m[s.Var] = paramIndex(f, ov)
					}
				}
			} else if sv, ok := s.Value.(*ir.Var); ok {
				if i := lookup(sv); i >= 0 {
					m[s.Var] = i
				}
			}
		case *ir.ForStmt:
			for i := 0; i < len(s.ReturnVars) && i < len(s.IterArgs); i++ {
				if iv, ok := s.IterArgs[i].Init.(*ir.Var); ok {
					if idx := lookup(iv); idx >= 0 {
						m[s.ReturnVars[i]] = idx
					}
				}
			}
		}
	}
	out := make([]int, len(ret.Values))
	for i, e := range ret.Values {
		out[i] = -1
		if v, ok := e.(*ir.Var); ok {
			out[i] = lookup(v)
		}
	}
	return out
}

// returnPermutation is ComputeReturnPermutation (:226-287): perm[old] =
// new, or nil.
func returnPermutation(f *ir.Function) []int {
	rp := returnToParam(f)
	if len(rp) == 0 {
		return nil
	}
	var outIdx []int
	for i, d := range f.Dirs {
		if d == ir.Out || d == ir.InOut {
			outIdx = append(outIdx, i)
		}
	}
	if len(outIdx) == 0 || len(outIdx) > len(rp) {
		return nil
	}
	pos := map[int]int{}
	for k, i := range outIdx {
		pos[i] = k
	}
	perm := make([]int, len(rp))
	reorder := false
	for i, p := range rp {
		perm[i] = i
		if p < 0 {
			continue
		}
		if k, ok := pos[p]; ok {
			perm[i] = k
			reorder = reorder || k != i
		}
	}
	seen := make([]bool, len(perm))
	for _, t := range perm {
		if t < 0 || t >= len(perm) || seen[t] {
			return nil
		}
		seen[t] = true
	}
	if !reorder {
		return nil
	}
	return perm
}

// reorderReturns is ReorderReturns (:291-322).
func reorderReturns(f *ir.Function, perm []int) *ir.Function {
	seq := f.Body.(*ir.SeqStmts)
	ret := seq.Stmts[len(seq.Stmts)-1].(*ir.ReturnStmt)
	vals := make([]ir.Expr, len(ret.Values))
	types := make([]ir.Type, len(f.Returns))
	for i, t := range perm {
		vals[t] = ret.Values[i]
		if i < len(f.Returns) && t < len(types) {
			types[t] = f.Returns[i]
		}
	}
	stmts := append(append([]ir.Stmt(nil), seq.Stmts[:len(seq.Stmts)-1]...), &ir.ReturnStmt{Values: vals, Pos: ret.Pos})
	c := *f
	c.Returns = types
	c.Body = &ir.SeqStmts{Stmts: stmts, Pos: seq.Pos}
	return &c
}

// permuteTupleIndices is TupleIndexPermutationMutator (:326-397): a
// variable bound to a call or submit of a permuted function maps its
// TupleGetItem indices through the permutation; rebinding it to anything
// else forgets it.
func permuteTupleIndices(body ir.Stmt, perms map[string][]int) ir.Stmt {
	tracked := map[*ir.Var][]int{}
	m := &ir.Mutator{}
	m.Expr = func(e ir.Expr) ir.Expr {
		tg, ok := e.(*ir.TupleGetItem)
		if !ok {
			return e
		}
		v, ok := tg.Tuple.(*ir.Var)
		if !ok {
			return e
		}
		perm, ok := tracked[v]
		if !ok || tg.Index < 0 || tg.Index >= len(perm) || perm[tg.Index] < 0 || perm[tg.Index] == tg.Index {
			return e
		}
		return &ir.TupleGetItem{Tuple: tg.Tuple, Index: perm[tg.Index], Pos: tg.Pos}
	}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		a, ok := s.(*ir.AssignStmt)
		if !ok || a.Var == nil {
			return s
		}
		callee := ""
		switch x := a.Value.(type) {
		case *ir.Call:
			if x.Op == nil {
				callee = x.Callee
			}
		case *ir.Submit:
			callee = x.Callee
		}
		if perm, ok := perms[callee]; ok && callee != "" && len(perm) > 0 {
			tracked[a.Var] = perm
		} else {
			delete(tracked, a.Var)
		}
		return s
	}
	return m.StmtTree(body)
}
