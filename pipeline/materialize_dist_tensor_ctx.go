package pipeline

import (
	"fmt"
	"slices"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// MaterializeDistTensorCtx makes the communication context of every
// distributed tensor parameter an explicit parameter (PyPTO's
// MaterializeDistTensorCtx, src/ir/transforms/
// materialize_dist_tensor_ctx_pass.cpp; it runs after
// LowerHostTensorCollectives, python/pypto/ir/pass_manager.py:245).
//
// Each function with distributed tensor parameters gets, after its
// parameters, one In parameter of type pld.CommCtx per such parameter,
// named after it (<base>_ctx, made unique among the function's names;
// :130-152, :694-714). Every call or submit of such a function then passes,
// for each of them, the context of its argument, and its arg_directions,
// when it has them, grow by one scalar each (:520-563). An argument's
// context is that of the parameter it is (:609-640), or of the variable it
// aliases: an assignment from a parameter, a view or writeback of it
// (ir.OpDef.ReusesInput, IsBufferAliasingView: :170-182), the result of a
// call whose callee returns the parameter that argument fed (:190-228), an
// if's result when both branches yield the same context, a loop carry from
// its initial value (:230-430). Two branches, or a carry and the value
// yielded back into it, with different contexts are an error. Outside host
// orchestration (ir.IsHostOrchestration) an argument without a context is
// an error, and pld.system.get_comm_ctx(t) is replaced by t's context (an
// error when it has none; :499-518); in host orchestration the context of
// such an argument is queried by a pld.system.get_comm_ctx assignment
// placed before the statement (:642-674).
//
// Departure: calls in loop bounds, iter-arg initial values and branch
// conditions are not visited (FlattenCallExpr has hoisted them).
var MaterializeDistTensorCtx = &Pass{
	Name:     "MaterializeDistTensorCtx",
	Doc:      "pass each distributed tensor's communication context as an explicit CommCtx parameter",
	Required: set(verifier.CommDomainScopesMaterialized, verifier.ReturnParamsExplicit),
	Produced: set(verifier.CommDomainScopesMaterialized, verifier.DistTensorCtxMaterialized),
	Run:      runMaterializeDistTensorCtx,
}

// ctxPlan is FunctionCtxPlan (:47-51): a function's distributed tensor
// parameters, the context parameter of each, and per returned value the
// parameter it is (-1: none).
type ctxPlan struct {
	distIdx  []int
	paramCtx map[*ir.Var]*ir.Var
	returned []int
}

func runMaterializeDistTensorCtx(p *ir.Program, ctx *Context) (*ir.Program, error) {
	plans := map[string]*ctxPlan{}
	for _, f := range p.Funcs {
		if f == nil || !slices.ContainsFunc(f.Params, func(v *ir.Var) bool { return ir.IsDistributed(v.T) }) {
			continue
		}
		if pl := buildCtxPlan(f); len(pl.distIdx) > 0 {
			plans[f.Name] = pl
		}
	}
	if len(plans) == 0 {
		return p, nil
	}
	ext := *p
	ext.Funcs = slices.Clone(p.Funcs)
	for i, f := range p.Funcs {
		if f == nil || plans[f.Name] == nil {
			continue
		}
		pl := plans[f.Name]
		nf := *f
		nf.Params, nf.Dirs = slices.Clone(f.Params), slices.Clone(f.Dirs)
		for _, di := range pl.distIdx {
			nf.Params = append(nf.Params, pl.paramCtx[f.Params[di]])
			nf.Dirs = append(nf.Dirs, ir.In)
		}
		ext.Funcs[i] = &nf
	}
	out := ext
	out.Funcs = slices.Clone(ext.Funcs)
	for i, f := range ext.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		m := &distCtx{prog: &ext, plans: plans, f: f, plan: plans[f.Name], names: localNames(f)}
		if m.plan != nil {
			a := &ctxAliases{prog: &ext, plans: plans, plan: m.plan, alias: map[*ir.Var]*ir.Var{}, tuple: map[*ir.Var][]*ir.Var{}}
			a.stmt(f.Body)
			if a.err != nil {
				return nil, a.err
			}
			m.alias, m.tuple = a.alias, a.tuple
		}
		body := m.stmt(f.Body)
		if m.err != nil {
			return nil, m.err
		}
		if body != f.Body {
			nf := *f
			nf.Body = body
			out.Funcs[i] = &nf
		}
	}
	return &out, nil
}

// buildCtxPlan is BuildFunctionCtxPlan (:130-152).
func buildCtxPlan(f *ir.Function) *ctxPlan {
	pl := &ctxPlan{paramCtx: map[*ir.Var]*ir.Var{}}
	if ret := ir.FirstReturn(f.Body); ret != nil && len(ret.Values) > 0 {
		for _, v := range ret.Values {
			idx := -1
			if vl, ok := v.(ir.VarLike); ok {
				idx = slices.Index(f.Params, vl.VarRef())
			}
			pl.returned = append(pl.returned, idx)
		}
	}
	names := localNames(f)
	for i, prm := range f.Params {
		if !ir.IsDistributed(prm.T) {
			continue
		}
		pl.distIdx = append(pl.distIdx, i)
		pl.paramCtx[prm] = &ir.Var{Name: uniqueName(baseName(prm.Name)+"_ctx", names), T: ir.CommCtx(), Pos: prm.Pos}
	}
	return pl
}

// localNames is the parameter names and LocalNameCollector (:68-84): the
// names of the variables a function's body assigns, defines by a loop or
// an if, or reads (iter args, which PyPTO's collector does not name, and
// the dims of tensor types included).
func localNames(f *ir.Function) map[string]bool {
	names := map[string]bool{}
	add := func(v *ir.Var) {
		if v == nil {
			return
		}
		names[v.Name] = true
		dims(v.T, names)
	}
	for _, prm := range f.Params {
		names[prm.Name] = true
	}
	ir.Walk(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.AssignStmt:
			add(n.Var)
		case *ir.ForStmt:
			add(n.LoopVar)
			for _, ia := range n.IterArgs {
				if ia != nil {
					dims(ia.T, names)
				}
			}
			for _, rv := range n.ReturnVars {
				add(rv)
			}
		case *ir.WhileStmt:
			for _, rv := range n.ReturnVars {
				add(rv)
			}
		case *ir.IfStmt:
			for _, rv := range n.ReturnVars {
				add(rv)
			}
		case *ir.Var:
			add(n)
		case *ir.IterArg:
			dims(n.T, names)
		}
		return true
	})
	return names
}

// dims names the variables among a tensor type's dimensions (VisitVarLike_,
// visitor.cpp:57-63).
func dims(t ir.Type, names map[string]bool) {
	if tt, ok := t.(*ir.TensorType); ok {
		for _, d := range tt.Shape {
			if v, ok := d.(*ir.Var); ok {
				names[v.Name] = true
			}
		}
	}
}

// uniqueName is MakeUniqueName (:86-96): base, else base_1, base_2, ...
// not among used; the name is added to used.
func uniqueName(base string, used map[string]bool) string {
	name := base
	for i := 1; used[name]; i++ {
		name = fmt.Sprintf("%s_%d", base, i)
	}
	used[name] = true
	return name
}

// findBranchYield is FindBranchYield (:103-117): the body's yield, looking
// backwards through statement lists and into scopes.
func findBranchYield(s ir.Stmt) *ir.YieldStmt {
	switch s := s.(type) {
	case *ir.YieldStmt:
		return s
	case *ir.SeqStmts:
		for i := len(s.Stmts) - 1; i >= 0; i-- {
			if y := findBranchYield(s.Stmts[i]); y != nil {
				return y
			}
		}
	case *ir.ScopeStmt:
		return findBranchYield(s.Body)
	}
	return nil
}

// ctxInheritingArg is CtxInheritingArgIndex (:170-182): the argument whose
// context an op's result keeps — a writeback's destination, a view's
// source — or -1.
func ctxInheritingArg(c *ir.Call) int {
	if c.Op == nil {
		return -1
	}
	if i := c.Op.ReusesInput; i >= 0 && i < len(c.Args) {
		return i
	}
	if c.Op.IsBufferAliasingView() && len(c.Args) > 0 {
		return 0
	}
	return -1
}

func describeDist(e ir.Expr) string {
	if v, ok := e.(ir.VarLike); ok {
		return "'" + v.VarRef().Name + "'"
	}
	return "a DistributedTensor value"
}

// resultCtxs is ResolveResultCtxs (:190-228): per result of a call or
// submit of a function with a plan, the context of the argument its callee
// returns at that position (nil: none).
func resultCtxs(prog *ir.Program, plans map[string]*ctxPlan, e ir.Expr, lookup func(ir.Expr) *ir.Var) []*ir.Var {
	var name string
	var args []ir.Expr
	switch c := e.(type) {
	case *ir.Call:
		if c.Op != nil {
			return nil
		}
		name, args = c.Callee, c.Args
	case *ir.Submit:
		name, args = c.Callee, c.Args
	default:
		return nil
	}
	callee := prog.Func(name)
	if callee == nil || plans[callee.Name] == nil {
		return nil
	}
	ret := plans[callee.Name].returned
	out := make([]*ir.Var, len(ret))
	for i, pi := range ret {
		if pi < 0 || pi >= len(args) || pi >= len(callee.Params) || !ir.IsDistributed(callee.Params[pi].T) {
			continue
		}
		out[i] = lookup(args[pi])
	}
	return out
}

// ctxAliases is DistParamAliasCollector (:230-430) over one function with
// a plan: the context of each variable that aliases a parameter's, and of
// each element of a tuple result.
type ctxAliases struct {
	prog  *ir.Program
	plans map[string]*ctxPlan
	plan  *ctxPlan
	alias map[*ir.Var]*ir.Var
	tuple map[*ir.Var][]*ir.Var
	err   error
}

func (a *ctxAliases) lookup(e ir.Expr) *ir.Var {
	switch x := e.(type) {
	case ir.VarLike:
		v := x.VarRef()
		if c := a.plan.paramCtx[v]; c != nil {
			return c
		}
		return a.alias[v]
	case *ir.TupleGetItem:
		if x.Index < 0 {
			break
		}
		if tv, ok := x.Tuple.(ir.VarLike); ok {
			if cs := a.tuple[tv.VarRef()]; x.Index < len(cs) {
				return cs[x.Index]
			}
			return nil
		}
		if cs := a.returned(x.Tuple); x.Index < len(cs) {
			return cs[x.Index]
		}
		return nil
	case *ir.Call:
		if i := ctxInheritingArg(x); i >= 0 {
			return a.lookup(x.Args[i])
		}
	}
	if cs := a.returned(e); len(cs) == 1 {
		return cs[0]
	}
	return nil
}

func (a *ctxAliases) returned(e ir.Expr) []*ir.Var {
	if tv, ok := e.(ir.VarLike); ok {
		return a.tuple[tv.VarRef()]
	}
	return resultCtxs(a.prog, a.plans, e, a.lookup)
}

func (a *ctxAliases) stmt(s ir.Stmt) {
	if a.err != nil || s == nil {
		return
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			a.stmt(c)
		}
	case *ir.AssignStmt:
		switch s.Var.T.(type) {
		case *ir.TensorType:
			if ir.IsDistributed(s.Var.T) {
				if c := a.lookup(s.Value); c != nil {
					a.alias[s.Var] = c
				}
			}
		case *ir.TupleType:
			if cs := a.returned(s.Value); len(cs) > 0 {
				a.tuple[s.Var] = cs
			}
		}
	case *ir.IfStmt:
		a.stmt(s.Then)
		a.stmt(s.Else)
		if s.Else == nil {
			return
		}
		ty, ey := findBranchYield(s.Then), findBranchYield(s.Else)
		if ty == nil || ey == nil {
			return
		}
		for i, rv := range s.ReturnVars {
			if rv == nil || !ir.IsDistributed(rv.T) || i >= len(ty.Values) || i >= len(ey.Values) {
				continue
			}
			tc, ec := a.lookup(ty.Values[i]), a.lookup(ey.Values[i])
			if tc == nil || ec == nil {
				continue
			}
			if tc != ec {
				a.err = fmt.Errorf("%s: Assigning a different DistributedTensor in each branch of an `if` is not supported: '%s' would take its data pointer from one allocation and its communication context from another. Assign a single DistributedTensor before the `if`, and branch on the data read from it instead (see GitHub issue #2027).", s.Pos, rv.Name)
				return
			}
			a.alias[rv] = tc
		}
	case *ir.ForStmt:
		a.carries(s.IterArgs, s.ReturnVars)
		a.stmt(s.Body)
		a.checkCarries(s.IterArgs, s.Body, s.Pos)
	case *ir.WhileStmt:
		a.carries(s.IterArgs, s.ReturnVars)
		a.stmt(s.Body)
		a.checkCarries(s.IterArgs, s.Body, s.Pos)
	case *ir.ScopeStmt:
		a.stmt(s.Body)
	}
}

// carries is RecordLoopCarries (:416-427): a distributed carry takes its
// initial value's context, and so does the loop's result.
func (a *ctxAliases) carries(ias []*ir.IterArg, rvs []*ir.Var) {
	for i, ia := range ias {
		if ia == nil || !ir.IsDistributed(ia.T) {
			continue
		}
		c := a.lookup(ia.Init)
		if c == nil {
			continue
		}
		a.alias[&ia.Var] = c
		if i < len(rvs) && ir.IsDistributed(rvs[i].T) {
			a.alias[rvs[i]] = c
		}
	}
}

// checkCarries is ValidateLoopCarries (:394-414): the value yielded back
// into a carry with a context must have the same one, when it has one.
func (a *ctxAliases) checkCarries(ias []*ir.IterArg, body ir.Stmt, pos ir.Span) {
	y := findBranchYield(body)
	if y == nil || a.err != nil {
		return
	}
	for i := 0; i < len(ias) && i < len(y.Values); i++ {
		if ias[i] == nil {
			continue
		}
		seeded, ok := a.alias[&ias[i].Var]
		if !ok {
			continue
		}
		if c := a.lookup(y.Values[i]); c != nil && c != seeded {
			a.err = fmt.Errorf("%s: Rebinding loop-carried DistributedTensor '%s' to a different DistributedTensor inside the loop is not supported: it would enter the loop with the communication context of its initial value and leave with another. Carry a single DistributedTensor through the loop, and vary the data read from it instead (see GitHub issue #2027).", pos, ias[i].Name)
			return
		}
	}
}

// distCtx is MaterializeDistTensorCtxMutator (:432-692) over one function.
type distCtx struct {
	prog    *ir.Program
	plans   map[string]*ctxPlan
	f       *ir.Function
	plan    *ctxPlan
	alias   map[*ir.Var]*ir.Var
	tuple   map[*ir.Var][]*ir.Var
	names   map[string]bool
	pending []ir.Stmt
	prefix  bool // a get_comm_ctx assignment may be placed before the statement
	err     error
}

func (m *distCtx) fail(err error) {
	if m.err == nil {
		m.err = err
	}
}

// stmt rewrites s; an assignment, evaluation or return may be preceded by
// the get_comm_ctx assignments its calls need (:468-517).
func (m *distCtx) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.AssignStmt:
		v := m.prefixed(s.Value)
		return m.withPrefix(s, v != s.Value, func() ir.Stmt { return &ir.AssignStmt{Var: s.Var, Value: v, Pos: s.Pos} })
	case *ir.EvalStmt:
		v := m.prefixed(s.Expr)
		return m.withPrefix(s, v != s.Expr, func() ir.Stmt { return &ir.EvalStmt{Expr: v, Pos: s.Pos} })
	case *ir.ReturnStmt:
		m.pending = nil
		m.prefix = true
		vals, changed := m.exprs(s.Values)
		m.prefix = false
		return m.withPrefix(s, changed, func() ir.Stmt { return &ir.ReturnStmt{Values: vals, Pos: s.Pos} })
	case *ir.YieldStmt:
		if vals, changed := m.exprs(s.Values); changed {
			return &ir.YieldStmt{Values: vals, Pos: s.Pos}
		}
		return s
	}
	return mutateStmt(s, m.stmt)
}

func (m *distCtx) prefixed(e ir.Expr) ir.Expr {
	m.pending = nil
	m.prefix = true
	v := m.expr(e)
	m.prefix = false
	return v
}

func (m *distCtx) withPrefix(s ir.Stmt, changed bool, rebuild func() ir.Stmt) ir.Stmt {
	out := s
	if changed {
		out = rebuild()
	}
	if len(m.pending) == 0 {
		return out
	}
	stmts := append(m.pending, out)
	m.pending = nil
	return flattenSeq(ir.StmtSpan(s), stmts)
}

func (m *distCtx) exprs(es []ir.Expr) ([]ir.Expr, bool) {
	var out []ir.Expr
	for i, e := range es {
		n := m.expr(e)
		if n != e && out == nil {
			out = slices.Clone(es)
		}
		if out != nil {
			out[i] = n
		}
	}
	if out == nil {
		return es, false
	}
	return out, true
}

// expr rewrites e, inner calls first (:499-563).
func (m *distCtx) expr(e ir.Expr) ir.Expr {
	switch x := e.(type) {
	case *ir.Call:
		c := x
		if args, ok := m.exprs(x.Args); ok {
			cc := *x
			cc.Args = args
			c = &cc
		}
		if c.Op == ir.PldSystemGetCommCtx {
			if len(c.Args) != 1 {
				m.fail(fmt.Errorf("%s: internal error: MaterializeDistTensorCtx: pld.system.get_comm_ctx expects exactly one argument", c.Pos))
				return c
			}
			if ir.IsHostOrchestration(m.f) {
				return c
			}
			ctx := m.existing(c.Args[0])
			if ctx == nil {
				a := describeDist(c.Args[0])
				m.fail(fmt.Errorf("%s: Cannot resolve pld.system.get_comm_ctx(%s) in '%s'. Outside host orchestration the query has no runtime representation, so the context must be reachable from a parameter of this function. Take %s as a parameter (or return it from a callee that does) instead of producing it locally.", c.Pos, a, m.f.Name, a))
				return c
			}
			return ctx
		}
		if c.Op != nil {
			return c
		}
		pl := m.planOf(c.Callee)
		if pl == nil {
			return c
		}
		cc := *c
		cc.Args = append(slices.Clone(c.Args), m.ctxArgs(pl, c.Args, c.Pos)...)
		cc.Attrs = withScalarDirs(c.Attrs, len(pl.distIdx))
		return &cc
	case *ir.Submit:
		s := x
		if args, ok := m.exprs(x.Args); ok {
			sc := *x
			sc.Args = args
			s = &sc
		}
		pl := m.planOf(s.Callee)
		if pl == nil {
			return s
		}
		sc := *s
		sc.Args = append(slices.Clone(s.Args), m.ctxArgs(pl, s.Args, s.Pos)...)
		sc.Attrs = withScalarDirs(s.Attrs, len(pl.distIdx))
		return &sc
	case *ir.MakeTuple:
		if es, ok := m.exprs(x.Elems); ok {
			return &ir.MakeTuple{Elems: es, Pos: x.Pos}
		}
	case *ir.TupleGetItem:
		if t := m.expr(x.Tuple); t != x.Tuple {
			return &ir.TupleGetItem{Tuple: t, Index: x.Index, Pos: x.Pos}
		}
	case *ir.Binary:
		l, r := m.expr(x.L), m.expr(x.R)
		if l != x.L || r != x.R {
			c := *x
			c.L, c.R = l, r
			return &c
		}
	case *ir.Unary:
		if v := m.expr(x.X); v != x.X {
			c := *x
			c.X = v
			return &c
		}
	}
	return e
}

func (m *distCtx) planOf(callee string) *ctxPlan {
	if f := m.prog.Func(callee); f != nil {
		return m.plans[f.Name]
	}
	return nil
}

// withScalarDirs is AppendCtxArgDirections (:154-162): arg_directions,
// when present, gain a scalar per context argument.
func withScalarDirs(attrs []ir.Kwarg, n int) []ir.Kwarg {
	v, ok := lookupAttr(attrs, attrArgDirections)
	if !ok {
		return attrs
	}
	dirs, _ := v.([]any)
	dirs = slices.Clone(dirs)
	for i := 0; i < n; i++ {
		dirs = append(dirs, ir.ArgScalarDir)
	}
	return withArgDirections(attrs, dirs)
}

// existing is LookupExistingCtx (:609-640): the context a distributed
// argument already has in this function, or nil.
func (m *distCtx) existing(e ir.Expr) *ir.Var {
	if e == nil || !ir.IsDistributed(e.Type()) || m.plan == nil {
		return nil
	}
	switch x := e.(type) {
	case ir.VarLike:
		v := x.VarRef()
		if c := m.plan.paramCtx[v]; c != nil {
			return c
		}
		return m.alias[v]
	case *ir.TupleGetItem:
		if x.Index < 0 {
			break
		}
		if tv, ok := x.Tuple.(ir.VarLike); ok {
			if cs := m.tuple[tv.VarRef()]; x.Index < len(cs) {
				return cs[x.Index]
			}
			return nil
		}
		if cs := resultCtxs(m.prog, m.plans, x.Tuple, m.existing); x.Index < len(cs) {
			return cs[x.Index]
		}
		return nil
	case *ir.Call:
		if i := ctxInheritingArg(x); i >= 0 {
			return m.existing(x.Args[i])
		}
	}
	if cs := resultCtxs(m.prog, m.plans, e, m.existing); len(cs) == 1 {
		return cs[0]
	}
	return nil
}

// ctxArgs is AppendCtxArgs and GetCtxForArg (:642-690): the context of the
// argument in each distributed slot of the callee; in host orchestration
// one the function lacks is queried by a get_comm_ctx assignment before
// the statement.
func (m *distCtx) ctxArgs(pl *ctxPlan, args []ir.Expr, pos ir.Span) []ir.Expr {
	var out []ir.Expr
	for _, di := range pl.distIdx {
		if di >= len(args) {
			m.fail(fmt.Errorf("%s: internal error: MaterializeDistTensorCtx: call-like expression does not provide DistributedTensor arg at callee param index %d", pos, di))
			return nil
		}
		a := args[di]
		if a == nil || !ir.IsDistributed(a.Type()) {
			m.fail(fmt.Errorf("%s: internal error: MaterializeDistTensorCtx: expected DistributedTensor arg at callee param index %d", pos, di))
			return nil
		}
		if c := m.existing(a); c != nil {
			out = append(out, c)
			continue
		}
		if !ir.IsHostOrchestration(m.f) {
			d := describeDist(a)
			m.fail(fmt.Errorf("%s: Cannot determine the communication context of DistributedTensor %s passed from '%s'. Only host orchestration can query a context at runtime; a chip-orchestration or device function must reach its DistributedTensor from one of its own parameters. Take %s as a parameter of this function (or return it from a callee that does) instead of producing it locally.", pos, d, m.f.Name, d))
			return nil
		}
		if !m.prefix {
			m.fail(fmt.Errorf("%s: internal error: MaterializeDistTensorCtx: cannot synthesize get_comm_ctx prefix in this expression context", pos))
			return nil
		}
		base := "dist"
		if v, ok := a.(ir.VarLike); ok {
			base = baseName(v.VarRef().Name)
		}
		q, err := ir.PldSystemGetCommCtx.Create([]ir.Expr{a}, nil, pos)
		if err != nil {
			m.fail(fmt.Errorf("%s: %w", pos, err))
			return nil
		}
		c := &ir.Var{Name: uniqueName(base+"_ctx", m.names), T: ir.CommCtx(), Pos: pos}
		m.pending = append(m.pending, &ir.AssignStmt{Var: c, Value: q, Pos: pos})
		out = append(out, c)
	}
	return out
}
