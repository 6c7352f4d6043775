package pipeline

import (
	"fmt"
	"maps"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/ir/arith"
)

// Simplify is PyPTO's Simplify pass (src/ir/transforms/simplify_pass.cpp),
// run per function on the arithmetic analyzer of package arith:
//
//   - Every scalar expression, wherever it sits (statement values, call
//     arguments, loop bounds, shapes and views of the types of calls,
//     assigned variables, iter args and loop results), is rewritten to the
//     analyzer's canonical form: each binary and unary node after its
//     children (:172-178), each variable leaf after substitution (:135),
//     each statement-level expression twice more (SimplifyExpr, :562;
//     SimplifyType, :588).
//   - A scalar variable assigned once whose simplified value is a constant,
//     at function top level (not inside a loop, branch, while or spmd
//     body), is substituted into later uses; any other scalar assigned
//     once registers the bound of its value intersected with its dtype's
//     (INDEX is non-negative), so guards can be proven (:180-219, :667-693).
//     Bindings made in a region are dropped on leaving it (:699).
//   - A loop with constant bounds binds its loop variable to [start, stop)
//     for its body (:321).
//   - An if whose condition the analyzer proves true (false) is replaced by
//     its then (else) branch, which sees the condition (its negation) as a
//     constraint; the kept branch's trailing yield substitutes for the if's
//     results (Fold A, :437-470, LiftBodyToReturnVars :764).
//   - A sequential loop without attributes whose step is provably >= 1 and
//     that provably runs zero times becomes assignments of its results to
//     their initial values; one that runs once becomes its body, cloned
//     with the loop variable set to start and the iter args to their
//     initial values, simplified again, its yield substituting for the
//     loop's results (Fold B, :235-319).
//   - Finally, scalar assignments nothing reads (and whose value contains
//     no call) are deleted, if results nothing reads are dropped, and dead
//     scalars again (:805-812; ir.EliminateDeadScalarAssignments).
//
// A layout-only tensor.view whose layout is its source's is the source
// (:144, :537-557). Not modelled: distributed tensor types. With fault
// #2427 a loop of constant negative step is taken to run zero times, as
// PyPTO's old trip-count helper did.
var Simplify = &Pass{
	Name: "Simplify",
	Doc:  "fold and canonicalize scalar arithmetic, propagate constants, drop dead branches and 0/1-trip loops",
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		changed := false
		funcs := make([]*ir.Function, len(p.Funcs))
		for i, f := range p.Funcs {
			var nf *ir.Function
			if err := arith.Catch(func() { nf = simplifyFunction(f, ctx) }); err != nil {
				return nil, fmt.Errorf("function %s: %w", f.Name, err)
			}
			funcs[i] = nf
			changed = changed || nf != f
		}
		if !changed {
			return p, nil
		}
		c := *p
		c.Funcs = funcs
		return &c, nil
	},
}

// TripCount is the number of iterations of a loop with constant bounds;
// ok is false when the step is zero.
func TripCount(start, stop, step int64) (int64, bool) {
	switch {
	case step > 0 && stop > start:
		return (stop - start + step - 1) / step, true
	case step < 0 && start > stop:
		return (start - stop - step - 1) / -step, true
	case step != 0:
		return 0, true
	}
	return 0, false
}

// simplifyFunction is TransformSimplify (:785).
func simplifyFunction(f *ir.Function, ctx *Context) *ir.Function {
	s := &simplifier{
		ctx:   ctx,
		an:    arith.NewAnalyzer(),
		remap: map[*ir.Var]ir.Expr{},
		multi: multiAssigned(f.Body),
	}
	body := s.stmt(f.Body)
	flat := ir.Stmts(body)
	pruned := ir.EliminateDeadScalarAssignments(ir.EliminateDeadIfReturnVars(ir.EliminateDeadScalarAssignments(flat)))
	if len(pruned) != len(flat) || !sameList(pruned, flat) {
		body = ir.Seq(ir.StmtSpan(body), pruned...)
	}
	if body == f.Body {
		return f
	}
	c := *f
	c.Body = body
	return &c
}

func sameList(a, b []ir.Stmt) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// multiAssigned is MultiAssignCollector (:61): the variables assigned more
// than once, which are never bound.
func multiAssigned(body ir.Stmt) map[*ir.Var]bool {
	seen, multi := map[*ir.Var]bool{}, map[*ir.Var]bool{}
	ir.Walk(body, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			if seen[a.Var] {
				multi[a.Var] = true
			}
			seen[a.Var] = true
		}
		return true
	})
	return multi
}

// simplifier is SimplifyMutator (:126).
type simplifier struct {
	ctx   *Context
	an    *arith.Analyzer
	remap map[*ir.Var]ir.Expr // var_remap_; an IterArg is keyed by its Var
	multi map[*ir.Var]bool
	log   []*ir.Var // scalar_binding_log_
	depth int       // scope_depth_
}

func varKey(e ir.Expr) *ir.Var { return ir.VarOf(e) }

// tensorLayout is a tensor type's layout, ND for a bare tensor type or
// another type.
func tensorLayout(t ir.Type) ir.TensorLayout {
	if tt, ok := t.(*ir.TensorType); ok && tt.View != nil {
		return tt.View.Layout
	}
	return ir.ND
}

// expr is the mutator's expression visit: leaves substituted and
// simplified, arithmetic nodes simplified after their children, calls
// rebuilt with simplified types.
func (s *simplifier) expr(e ir.Expr) ir.Expr {
	switch e := e.(type) {
	case nil:
		return nil
	case *ir.Var:
		var r ir.Expr = e
		if m, ok := s.remap[e]; ok {
			r = m
		}
		return s.an.Simplify(r)
	case *ir.IterArg:
		// The base IRMutator's visit (mutator.cpp:264): a reference to an
		// iter arg not rebuilt at its loop re-visits the init and type and,
		// when they change, becomes a fresh iter arg the loop does not bind
		// (a while's iter args are never rebuilt, so a remapped init leaves
		// the body reading a free variable, as in PyPTO).
		if m, ok := s.remap[&e.Var]; ok {
			return m
		}
		init, t := s.expr(e.Init), s.typ(e.T, s.expr)
		if init == e.Init && t == e.T {
			return e
		}
		n := &ir.IterArg{Var: ir.Var{Name: e.Name, T: t, Pos: e.Pos}, Init: init}
		s.remap[&e.Var] = n
		return n
	case *ir.Binary:
		l, r := s.expr(e.L), s.expr(e.R)
		var out ir.Expr = e
		if l != e.L || r != e.R {
			out = &ir.Binary{Op: e.Op, L: l, R: r, DType: e.DType, Pos: e.Pos}
		}
		return s.an.Simplify(out)
	case *ir.Unary:
		x := s.expr(e.X)
		var out ir.Expr = e
		if x != e.X {
			out = &ir.Unary{Op: e.Op, X: x, DType: e.DType, Pos: e.Pos}
		}
		return s.an.Simplify(out)
	case *ir.Call:
		args, c1 := s.exprs(e.Args, s.expr)
		t := s.typ(e.T, s.expr)
		if e.Op == ir.TensorViewOp && len(args) == 1 {
			// An identity layout-only view is its source
			// (SimplifyTensorView, :537-557).
			if tensorLayout(args[0].Type()) == tensorLayout(t) {
				return args[0]
			}
		}
		t2 := s.typ(t, s.simplifyExpr)
		if !c1 && t2 == e.T {
			return e
		}
		c := *e
		c.Args, c.T = args, t2
		return &c
	case *ir.Submit:
		args, c1 := s.exprs(e.Args, s.expr)
		deps, c2 := s.exprs(e.Deps, s.expr)
		cn := s.expr(e.CoreNum)
		if !c1 && !c2 && cn == e.CoreNum {
			return e
		}
		c := *e
		c.Args, c.Deps, c.CoreNum = args, deps, cn
		return &c
	case *ir.MakeTuple:
		if elems, ok := s.exprs(e.Elems, s.expr); ok {
			return &ir.MakeTuple{Elems: elems, Pos: e.Pos}
		}
	case *ir.TupleGetItem:
		if t := s.expr(e.Tuple); t != e.Tuple {
			return &ir.TupleGetItem{Tuple: t, Index: e.Index, Pos: e.Pos}
		}
	}
	return e
}

// simplifyExpr is SimplifyExpr (:562).
func (s *simplifier) simplifyExpr(e ir.Expr) ir.Expr {
	if e == nil {
		return nil
	}
	return s.an.Simplify(s.expr(e))
}

func (s *simplifier) exprs(es []ir.Expr, f func(ir.Expr) ir.Expr) ([]ir.Expr, bool) {
	out := make([]ir.Expr, len(es))
	changed := false
	for i, e := range es {
		out[i] = f(e)
		changed = changed || out[i] != e
	}
	if !changed {
		return es, false
	}
	return out, true
}

// typ rebuilds a tensor, tile or tuple type with f applied to its shape,
// strides, valid shape and start offset (SimplifyType, :588); the same
// type when nothing changed.
func (s *simplifier) typ(t ir.Type, f func(ir.Expr) ir.Expr) ir.Type {
	switch t := t.(type) {
	case *ir.TensorType:
		shape, c1 := s.exprs(t.Shape, f)
		view, c2 := t.View, false
		if t.View != nil {
			v := *t.View
			var a, b bool
			v.Stride, a = s.exprs(t.View.Stride, f)
			v.ValidShape, b = s.exprs(t.View.ValidShape, f)
			if a || b {
				view, c2 = &v, true
			}
		}
		if c1 || c2 {
			return ir.NewTensorType(shape, t.DType, view, t.MemRef)
		}
	case *ir.TileType:
		shape, c1 := s.exprs(t.Shape, f)
		view, c2 := t.View, false
		if t.View != nil {
			v := *t.View
			var a, b bool
			v.ValidShape, a = s.exprs(t.View.ValidShape, f)
			v.Stride, b = s.exprs(t.View.Stride, f)
			so := t.View.StartOffset
			if so != nil {
				so = f(so)
			}
			if a || b || so != t.View.StartOffset {
				v.StartOffset = so
				view, c2 = &v, true
			}
		}
		if c1 || c2 {
			return ir.NewTileType(shape, t.DType, t.MemRef, t.Space, view)
		}
	case *ir.TupleType:
		elems := make([]ir.Type, len(t.Elems))
		changed := false
		for i, e := range t.Elems {
			elems[i] = s.typ(e, f)
			changed = changed || elems[i] != e
		}
		if changed {
			return &ir.TupleType{Elems: elems}
		}
	}
	return t
}

// rebuildVar is MaybeRebuildVar (:727): a variable whose type simplifies
// is replaced, once, by a fresh one.
func (s *simplifier) rebuildVar(v *ir.Var) *ir.Var {
	if m, ok := s.remap[v]; ok {
		if mv, ok := m.(*ir.Var); ok {
			return mv
		}
	}
	t := s.typ(v.T, s.simplifyExpr)
	if t == v.T {
		return v
	}
	nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
	s.remap[v] = nv
	return nv
}

// rebuildIterArg is MaybeRebuildIterArg (:737).
func (s *simplifier) rebuildIterArg(ia *ir.IterArg) *ir.IterArg {
	t := s.typ(ia.T, s.simplifyExpr)
	init := s.simplifyExpr(ia.Init)
	if t == ia.T && init == ia.Init {
		return ia
	}
	n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: t, Pos: ia.Pos}, Init: init}
	s.remap[&ia.Var] = n
	return n
}

func isConstScalar(e ir.Expr) bool {
	switch e.(type) {
	case *ir.ConstInt, *ir.ConstFloat, *ir.ConstBool:
		return true
	}
	return false
}

// bindBound is BindScalarBound (:683).
func (s *simplifier) bindBound(v *ir.Var, val ir.Expr) {
	rhs, def := s.an.ConstIntBound(val), s.an.ConstIntBound(v)
	b := arith.Bound{Min: max(rhs.Min, def.Min), Max: min(rhs.Max, def.Max)}
	if b.Min > b.Max {
		return
	}
	s.an.UpdateBound(v, b)
	s.log = append(s.log, v)
}

// unbindSince is UnbindScalarsSince (:699).
func (s *simplifier) unbindSince(mark int) {
	for i := len(s.log); i > mark; i-- {
		s.an.Unbind(s.log[i-1])
	}
	s.log = s.log[:mark]
}

// scopedBody is VisitScopedBody (:711).
func (s *simplifier) scopedBody(b ir.Stmt) ir.Stmt {
	mark := len(s.log)
	s.depth++
	nb := s.stmt(b)
	s.depth--
	s.unbindSince(mark)
	return nb
}

func (s *simplifier) stmt(st ir.Stmt) ir.Stmt {
	switch st := st.(type) {
	case *ir.AssignStmt:
		return s.assign(st)
	case *ir.ForStmt:
		return s.forStmt(st)
	case *ir.IfStmt:
		return s.ifStmt(st)
	case *ir.WhileStmt:
		cond := s.simplifyExpr(st.Cond)
		body := s.scopedBody(st.Body)
		if cond == st.Cond && body == st.Body {
			return st
		}
		c := *st
		c.Cond, c.Body = cond, body
		return &c
	case *ir.ScopeStmt:
		cn, body := st.CoreNum, st.Body
		if st.Kind == ir.ScopeSpmd {
			cn = s.simplifyExpr(st.CoreNum)
			body = s.scopedBody(st.Body)
		} else {
			body = s.stmt(st.Body)
		}
		if cn == st.CoreNum && body == st.Body {
			return st
		}
		c := *st
		c.CoreNum, c.Body = cn, body
		return &c
	case *ir.SeqStmts:
		out := make([]ir.Stmt, len(st.Stmts))
		changed := false
		for i, c := range st.Stmts {
			out[i] = s.stmt(c)
			changed = changed || out[i] != c
		}
		if !changed {
			return st
		}
		return ir.Seq(st.Pos, out...)
	case *ir.ReturnStmt:
		if vals, ok := s.exprs(st.Values, s.simplifyExpr); ok {
			return &ir.ReturnStmt{Values: vals, Pos: st.Pos}
		}
	case *ir.YieldStmt:
		if vals, ok := s.exprs(st.Values, s.simplifyExpr); ok {
			return &ir.YieldStmt{Values: vals, Pos: st.Pos}
		}
	case *ir.EvalStmt:
		if x := s.simplifyExpr(st.Expr); x != st.Expr {
			return &ir.EvalStmt{Expr: x, Pos: st.Pos}
		}
	}
	return st
}

// assign is VisitStmt_(AssignStmtPtr) (:180).
func (s *simplifier) assign(st *ir.AssignStmt) ir.Stmt {
	val := s.simplifyExpr(st.Value)
	nv := s.rebuildVar(st.Var)
	if _, ok := nv.T.(*ir.ScalarType); ok && !s.multi[st.Var] {
		if isConstScalar(val) && s.depth == 0 {
			s.an.Bind(nv, val)
			s.log = append(s.log, nv)
		} else {
			s.bindBound(nv, val)
		}
	}
	if val == st.Value && nv == st.Var {
		return st
	}
	return &ir.AssignStmt{Var: nv, Value: val, Pos: st.Pos}
}

// forStmt is VisitStmt_(ForStmtPtr) (:221).
func (s *simplifier) forStmt(f *ir.ForStmt) ir.Stmt {
	start, stop, step := s.simplifyExpr(f.Start), s.simplifyExpr(f.Stop), s.simplifyExpr(f.Step)
	ias := make([]*ir.IterArg, len(f.IterArgs))
	iasChanged := false
	for i, ia := range f.IterArgs {
		ias[i] = s.rebuildIterArg(ia)
		iasChanged = iasChanged || ias[i] != ia
	}
	startC, okStart := start.(*ir.ConstInt)
	stopC, okStop := stop.(*ir.ConstInt)
	if len(f.Attrs) == 0 && f.Kind == ir.Sequential {
		trips := -1
		if stepC, ok := step.(*ir.ConstInt); ok && stepC.Value < 0 && okStart && okStop && s.ctx.Fault(FaultDescendingTripZero) {
			trips = 0 // PyPTO #2427
		} else if s.an.CanProveGreaterEqual(step, 1) {
			if s.an.CanProve(arith.MakeBinary(ir.OpLe, stop, start, f.Pos)) {
				trips = 0
			} else if s.an.CanProve(arith.MakeBinary(ir.OpAnd,
				arith.MakeBinary(ir.OpLt, start, stop, f.Pos),
				arith.MakeBinary(ir.OpLe, stop, arith.MakeBinary(ir.OpAdd, start, step, f.Pos), f.Pos), f.Pos)) {
				trips = 1
			}
		}
		switch trips {
		case 0:
			out := make([]ir.Stmt, 0, len(f.ReturnVars))
			for i, rv := range f.ReturnVars {
				if i < len(ias) {
					out = append(out, &ir.AssignStmt{Var: s.rebuildVar(rv), Value: ias[i].Init, Pos: f.Pos})
				}
			}
			return ir.Seq(f.Pos, out...)
		case 1:
			sub := map[*ir.Var]ir.Expr{f.LoopVar: start}
			for i, ia := range f.IterArgs {
				sub[&ia.Var] = ias[i].Init
			}
			cloned := cloneSubst(f.Body, sub)
			baseline := maps.Clone(s.remap)
			unrolled := s.stmt(cloned)
			s.remap = baseline
			return s.lift(unrolled, f.ReturnVars)
		}
	}
	bound := okStart && okStop && stopC.Value > startC.Value
	if bound {
		s.an.BindRange(f.LoopVar, startC.Value, stopC.Value)
	}
	baseline := maps.Clone(s.remap)
	body := s.scopedBody(f.Body)
	if bound {
		s.an.Unbind(f.LoopVar)
	}
	s.remap = baseline
	rvs := make([]*ir.Var, len(f.ReturnVars))
	rvsChanged := false
	for i, rv := range f.ReturnVars {
		rvs[i] = s.rebuildVar(rv)
		rvsChanged = rvsChanged || rvs[i] != rv
	}
	if start == f.Start && stop == f.Stop && step == f.Step && body == f.Body && !iasChanged && !rvsChanged {
		return f
	}
	c := *f
	c.Start, c.Stop, c.Step, c.Body = start, stop, step, body
	c.IterArgs, c.ReturnVars = ias, rvs
	return &c
}

// ifStmt is VisitStmt_(IfStmtPtr) (:385).
func (s *simplifier) ifStmt(st *ir.IfStmt) ir.Stmt {
	cond := s.simplifyExpr(st.Cond)
	baseline := maps.Clone(s.remap)
	mark := len(s.log)

	exit := s.an.EnterConstraint(cond)
	s.depth++
	then := s.stmt(st.Then)
	s.depth--
	exit()
	thenRemap := s.remap
	s.remap = maps.Clone(baseline)
	s.unbindSince(mark)

	notCond := arith.MakeUnary(ir.OpNot, cond, ir.BOOL, cond.Span())
	var els ir.Stmt
	if st.Else != nil {
		exit := s.an.EnterConstraint(notCond)
		s.depth++
		els = s.stmt(st.Else)
		s.depth--
		exit()
	}
	elseRemap := s.remap
	s.remap = maps.Clone(baseline)
	s.unbindSince(mark)

	alwaysTrue := s.an.CanProve(cond)
	alwaysFalse := !alwaysTrue && s.an.CanProve(notCond)
	if alwaysTrue || alwaysFalse {
		var kept ir.Stmt
		switch {
		case alwaysTrue:
			kept, s.remap = then, thenRemap
		case els != nil:
			kept, s.remap = els, elseRemap
		default:
			return ir.Seq(st.Pos)
		}
		return s.lift(kept, st.ReturnVars)
	}
	if cond == st.Cond && then == st.Then && els == st.Else {
		return st
	}
	c := *st
	c.Cond, c.Then, c.Else = cond, then, els
	return &c
}

// lift is LiftBodyToReturnVars (:764): the kept body without its trailing
// yield, whose values now stand for the return vars.
func (s *simplifier) lift(body ir.Stmt, rvs []*ir.Var) ir.Stmt {
	if len(rvs) == 0 {
		return body
	}
	stripped, vals := stripTrailingYield(body)
	for i, rv := range rvs {
		if i < len(vals) {
			s.remap[rv] = vals[i]
		}
	}
	if stripped == nil {
		return ir.Seq(ir.StmtSpan(body))
	}
	return stripped
}

// stripTrailingYield is StripTrailingYield (:102), through nested
// statement lists; the body is nil when the yield was all of it.
func stripTrailingYield(body ir.Stmt) (ir.Stmt, []ir.Expr) {
	switch b := body.(type) {
	case *ir.SeqStmts:
		if len(b.Stmts) == 0 {
			return body, nil
		}
		out := append([]ir.Stmt(nil), b.Stmts...)
		inner, vals := stripTrailingYield(out[len(out)-1])
		if inner != nil {
			out[len(out)-1] = inner
		} else {
			out = out[:len(out)-1]
		}
		return ir.Seq(b.Pos, out...), vals
	case *ir.YieldStmt:
		return nil, b.Values
	}
	return body, nil
}

// cloneSubst is DeepClone(body, sub, clone_def_vars=true): every variable
// the body defines is fresh, and the variables of sub are replaced by
// their expressions, in types too.
func cloneSubst(body ir.Stmt, sub map[*ir.Var]ir.Expr) ir.Stmt {
	m := &ir.Mutator{
		Def: func(v *ir.Var) *ir.Var { return &ir.Var{Name: v.Name, T: v.T, Pos: v.Pos} },
		Expr: func(e ir.Expr) ir.Expr {
			if v := varKey(e); v != nil {
				if r, ok := sub[v]; ok {
					return r
				}
			}
			return e
		},
	}
	return m.StmtTree(body)
}
