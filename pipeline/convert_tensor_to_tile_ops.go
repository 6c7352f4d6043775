package pipeline

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// ConvertTensorToTileOps rewrites the tensor ops of every InCore function
// into tile ops (PyPTO's ConvertTensorToTileOps, src/ir/transforms/
// convert_tensor_to_tile_ops_pass.cpp; the per-op conversions are
// op_conversion_registry.go; properties include/pypto/ir/transforms/
// pass_properties.h:152-156).
//
// In an InCore function:
//  1. each tensor parameter a converted op reads directly (not through an
//     op that loads its own operands, such as tensor.slice or
//     tensor.assemble, and not at an operand the op bridges itself, such as
//     tensor.matmul's) is loaded whole into a Vec tile first (:2088-2117);
//  2. each tensor op becomes its tile form; an operand the conversion wants
//     in a given space (matmul: Mat) is loaded there, a transposed matmul
//     operand through a tile.transpose_view; a tensor.slice whose consumers
//     want Mat is loaded into Mat directly (:556-657, :717-830);
//  3. each returned tile is stored into a new Out parameter retN__out
//     (a loop that only assembles into a tile it returns stores into the
//     parameter instead, :1887-2017), and every tensor parameter the body
//     writes becomes Out, or InOut when it also reads it (:1356-1866).
//
// A GM tensor written by both tile.store / tensor.assemble (MTE3) and
// tensor.write (scalar) in one function is an error at the scalar store
// (:1859-1866). A Group or Spmd wrapper that forwards to a converted
// function gains the same Out parameters; each call of a converted function
// from another function allocates them with tensor.create (:2205-2460);
// finally the parameter directions propagate along the call chain
// (:2524-2603).
//
// Not modelled: the rewrites of scalar tensor.write updates into one staged
// store (CanonicalizeFullTensorScalarUpdates, ConstantScalarFillLoop-
// Canonicalizer, :832-1138), and the conversions of the paged gather,
// scatter and most distributed tensor ops and of the gather forms other
// than the index one (an error names the op).
var ConvertTensorToTileOps = &Pass{
	Name:        "ConvertTensorToTileOps",
	Doc:         "convert the tensor ops of InCore functions into tile loads, tile ops and stores",
	Required:    set(pSSA, pSIO, pNSS),
	Produced:    set(pSSA, pITO, pNSS, verifier.AivSplitValid),
	Invalidated: set(verifier.AivSplitValid),
	Run:         runConvertTensorToTileOps,
}

func runConvertTensorToTileOps(p *ir.Program, ctx *Context) (*ir.Program, error) {
	funcs := append([]*ir.Function(nil), p.Funcs...)
	sort.SliceStable(funcs, func(i, j int) bool { return funcs[i].Name < funcs[j].Name })
	// Phase 1: the InCore functions.
	added := map[string]int{}
	converted := map[string]*ir.Function{}
	changed := false
	for i, f := range funcs {
		if f.Kind != ir.InCore || f.Body == nil {
			continue
		}
		nf, n, err := convertIncoreFunction(f, ctx)
		if err != nil {
			return nil, err
		}
		added[f.Name], converted[f.Name] = n, nf
		changed = changed || nf != f
		funcs[i] = nf
	}
	// Phase 2a: Group / Spmd wrappers forwarding to a converted function.
	for i, f := range funcs {
		if f.Kind != ir.Group && f.Kind != ir.Spmd || f.Body == nil {
			continue
		}
		nf, n, err := propagateOutputsThroughWrapper(f, added, converted)
		if err != nil {
			return nil, err
		}
		if n > 0 {
			added[f.Name], converted[f.Name] = n, nf
			funcs[i] = nf
			changed = true
		}
	}
	// Phase 2b: the call sites.
	for i, f := range funcs {
		if f.Kind == ir.InCore || f.Kind == ir.Group || f.Kind == ir.Spmd || f.Body == nil {
			continue
		}
		nf, err := updateCallSites(f, added, converted)
		if err != nil {
			return nil, err
		}
		if nf != f {
			funcs[i], changed = nf, true
		}
	}
	// Phase 3: parameter directions along the call chain.
	if propagateDirections(funcs) {
		changed = true
	}
	if !changed {
		return p, nil
	}
	out := *p
	out.Funcs = funcs
	return &out, nil
}

// tileValueName is MakeTileValueName: x__tile.
func tileValueName(name string) string { return buildName(baseName(name), "", "tile", -1) }

// outParamName is MakeOutParamName: ret0__out.
func outParamName(i int) string { return buildName("ret"+strconv.Itoa(i), "", "out", -1) }

func zeroOffsets(n int, pos ir.Span) *ir.MakeTuple {
	es := make([]ir.Expr, n)
	for i := range es {
		es[i] = &ir.ConstInt{Value: 0, DType: ir.INDEX, Pos: pos}
	}
	return &ir.MakeTuple{Elems: es, Pos: pos}
}

func shapeTuple(shape []ir.Expr, pos ir.Span) *ir.MakeTuple {
	return &ir.MakeTuple{Elems: append([]ir.Expr(nil), shape...), Pos: pos}
}

// create builds a call of op, or the error naming the op's deduction.
func create(op *ir.OpDef, args []ir.Expr, kwargs []ir.Kwarg, pos ir.Span) (*ir.Call, error) {
	c, err := op.Create(args, kwargs, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", pos, err)
	}
	return c, nil
}

// loadWhole is a tile.load of a whole tensor into space.
func loadWhole(x ir.Expr, t *ir.TensorType, space ir.MemorySpace, pos ir.Span) (*ir.Call, error) {
	return create(ir.TileLoad, []ir.Expr{x, zeroOffsets(t.Rank(), pos), shapeTuple(t.Shape, pos), shapeTuple(t.Shape, pos)},
		[]ir.Kwarg{{Key: "target_memory", Value: space}}, pos)
}

// convertIncoreFunction is TransformIncoreFunction; it returns the
// function and the number of Out parameters it gained.
func convertIncoreFunction(f *ir.Function, ctx *Context) (*ir.Function, int, error) {
	body := f.Body
	m := &tileMutator{ctx: ctx, remap: map[*ir.Var]ir.VarLike{}, consumer: consumerSpaces(body)}
	var stmts []ir.Stmt
	// Phase 1: whole-tensor loads of the parameters converted ops read.
	used := tensorArgsOfConvertedOps(body)
	for _, v := range f.Params {
		t, ok := v.T.(*ir.TensorType)
		if !ok || !used[v] {
			continue
		}
		ld, err := loadWhole(v, t, ir.Vec, v.Pos)
		if err != nil {
			return nil, 0, err
		}
		tv := &ir.Var{Name: tileValueName(v.Name), T: ld.T, Pos: v.Pos}
		stmts = append(stmts, &ir.AssignStmt{Var: tv, Value: ld, Pos: v.Pos})
		m.remap[v] = tv
	}
	// Phase 2: the body without its return.
	var ret *ir.ReturnStmt
	var rest []ir.Stmt
	for _, s := range ir.Stmts(body) {
		if r, ok := s.(*ir.ReturnStmt); ok {
			ret = r
		} else {
			rest = append(rest, s)
		}
	}
	mutated := m.stmt(ir.Seq(f.Pos, rest...))
	if m.err != nil {
		return nil, 0, m.err
	}
	stmts = append(stmts, ir.Stmts(mutated)...)
	// Phase 3: Out parameters and stores for the returned tiles.
	params := append([]*ir.Var(nil), f.Params...)
	dirs := append([]ir.ParamDirection(nil), f.Dirs...)
	for len(dirs) < len(params) {
		dirs = append(dirs, ir.In)
	}
	var returns []ir.Type
	added := 0
	if ret != nil {
		vals := make([]ir.Expr, 0, len(ret.Values))
		for i, v := range ret.Values {
			rv := m.expr(v)
			tt, isTile := rv.Type().(*ir.TileType)
			if !isTile {
				returns = append(returns, rv.Type())
				vals = append(vals, rv)
				continue
			}
			var orig *ir.TensorType
			if i < len(f.Returns) {
				orig, _ = f.Returns[i].(*ir.TensorType)
			}
			if orig == nil {
				return nil, 0, fmt.Errorf("%s: Internal error: return type %d of '%s' should be TensorType", f.Pos, i, f.Name)
			}
			out := &ir.Var{Name: outParamName(added), T: orig, Pos: ret.Pos}
			params, dirs = append(params, out), append(dirs, ir.Out)
			if rw, err := rewriteReturnedAssembleLoop(stmts, rv, out, orig); err != nil {
				return nil, 0, err
			} else if rw != nil {
				stmts[rw.index] = rw.loop
				if rw.deadInit >= 0 {
					stmts = append(stmts[:rw.deadInit], stmts[rw.deadInit+1:]...)
				}
				returns = append(returns, orig)
				vals = append(vals, rw.result)
				added++
				continue
			}
			st, err := create(ir.TileStore, []ir.Expr{rv, zeroOffsets(tt.Rank(), ret.Pos), out}, nil, ret.Pos)
			if err != nil {
				return nil, 0, err
			}
			sv := &ir.Var{Name: buildName("ret"+strconv.Itoa(added), "", "store", -1), T: st.T, Pos: ret.Pos}
			stmts = append(stmts, &ir.AssignStmt{Var: sv, Value: st, Pos: ret.Pos})
			returns = append(returns, st.T)
			vals = append(vals, sv)
			added++
		}
		stmts = append(stmts, &ir.ReturnStmt{Values: vals, Pos: ret.Pos})
	} else {
		if len(f.Returns) > 0 {
			return nil, 0, fmt.Errorf("%s: Internal error: function '%s' has no ReturnStmt but declares %d return type(s) — possible malformed IR", f.Pos, f.Name, len(f.Returns))
		}
		stmts = append(stmts, &ir.ReturnStmt{Pos: f.Pos})
	}
	a, err := analyzeParamAccess(stmts, params)
	if err != nil {
		return nil, 0, err
	}
	for i := range params {
		if dirs[i] == ir.In && a.write[i] {
			if a.read[i] {
				dirs[i] = ir.InOut
			} else {
				dirs[i] = ir.Out
			}
		}
	}
	nb := ir.Seq(f.Pos, stmts...)
	if added == 0 && sameStmts(ir.Stmts(nb), ir.Stmts(f.Body)) && sameDirs(dirs, f.Dirs) && sameTypes(returns, f.Returns) {
		return f, 0, nil
	}
	nf := *f
	nf.Params, nf.Dirs, nf.Returns, nf.Body = params, dirs, returns, nb
	nf.Kind = ir.InCore
	return &nf, added, nil
}

func sameDirs(a, b []ir.ParamDirection) bool {
	for i := range a {
		d := ir.In
		if i < len(b) {
			d = b[i]
		}
		if a[i] != d {
			return false
		}
	}
	return true
}

func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// selfLoading are the ops whose conversion loads their own tensor operands
// (kSelfLoadingOps, :146-152): their arguments get no whole-tensor load.
var selfLoading = map[*ir.OpDef]bool{
	ir.TensorSlice: true, ir.TensorAssemble: true, ir.TensorRead: true, ir.TensorWrite: true,
	ir.TensorExpandClone: true, ir.TensorGather: true, ir.TensorPagedGather: true, ir.TensorCreateL1: true,
	ir.TensorGatherRow: true,
}

// tensorArgsOfConvertedOps is TensorArgsInConvertedOpsCollector: the
// tensor variables an assignment of a converted op reads at an operand
// the conversion does not bridge itself, and (through loop carries) the
// initial values of such iter args.
func tensorArgsOfConvertedOps(body ir.Stmt) map[*ir.Var]bool {
	used := map[*ir.Var]bool{}
	init := map[*ir.Var]ir.Expr{}
	ir.Walk(body, func(n ir.Node) bool {
		switch s := n.(type) {
		case *ir.ForStmt:
			for _, ia := range s.IterArgs {
				init[&ia.Var] = ia.Init
			}
		case *ir.WhileStmt:
			for _, ia := range s.IterArgs {
				init[&ia.Var] = ia.Init
			}
		case *ir.AssignStmt:
			c, ok := s.Value.(*ir.Call)
			if !ok || c.Op == nil || selfLoading[c.Op] {
				break
			}
			conv := conversionOf(c.Op)
			if conv == nil {
				break
			}
			for i, a := range c.Args {
				if _, bridged := conv.reqs[i]; bridged {
					continue
				}
				if v, ok := a.(ir.VarLike); ok {
					if _, ok := v.Type().(*ir.TensorType); ok {
						used[v.VarRef()] = true
					}
				}
			}
		}
		return true
	})
	for changed := true; changed; {
		changed = false
		for ia, e := range init {
			if !used[ia] {
				continue
			}
			if v, ok := e.(*ir.Var); ok {
				if _, ok := v.T.(*ir.TensorType); ok && !used[v] {
					used[v], changed = true, true
				}
			}
		}
	}
	return used
}

// consumerSpaces is ConsumerSpaceCollector: the memory space the
// consumers of each variable want (a conversion's input requirement, a
// non-Vec demand winning over Vec), propagated backwards through plain
// aliases and ops whose output inherits their input's space.
func consumerSpaces(body ir.Stmt) map[*ir.Var]ir.MemorySpace {
	req := map[*ir.Var]ir.MemorySpace{}
	type edge struct{ dst, src *ir.Var }
	var edges []edge
	shaped := func(t ir.Type) bool {
		switch t.(type) {
		case *ir.TensorType, *ir.TileType:
			return true
		}
		return false
	}
	demand := func(v *ir.Var, s ir.MemorySpace) {
		old, ok := req[v]
		if !ok || old == ir.Vec && s != ir.Vec {
			req[v] = s
		}
	}
	ir.Walk(body, func(n ir.Node) bool {
		a, ok := n.(*ir.AssignStmt)
		if !ok {
			return true
		}
		if shaped(a.Var.T) {
			switch v := a.Value.(type) {
			case *ir.Var:
				if shaped(v.T) {
					edges = append(edges, edge{a.Var, v})
				}
			case *ir.Call:
				if v.Op != nil && v.Op.InheritsInput() {
					for _, arg := range v.Args {
						if av, ok := arg.(*ir.Var); ok && shaped(av.T) {
							edges = append(edges, edge{a.Var, av})
							break
						}
					}
				}
			}
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op == nil {
			return true
		}
		conv := conversionOf(c.Op)
		if conv == nil {
			return true
		}
		for _, i := range conv.reqOrder() {
			if i >= len(c.Args) {
				continue
			}
			if v, ok := c.Args[i].(*ir.Var); ok {
				demand(v, conv.reqs[i].space)
			}
		}
		return true
	})
	for i := len(edges) - 1; i >= 0; i-- {
		if s, ok := req[edges[i].dst]; ok {
			demand(edges[i].src, s)
		}
	}
	return req
}

// tileMutator is TensorToTileMutator over TypePropagatingMutator: it
// converts each tensor-op assignment and evaluation, and carries the new
// types of rewritten variables through loop carries, phis and aliases.
type tileMutator struct {
	ctx      *Context
	remap    map[*ir.Var]ir.VarLike
	consumer map[*ir.Var]ir.MemorySpace
	err      error
}

// expr rewrites the variables an expression reads (the call keeps its
// type, as PyPTO's IRMutator does).
func (m *tileMutator) expr(e ir.Expr) ir.Expr {
	switch e := e.(type) {
	case *ir.Var:
		if r, ok := m.remap[e]; ok {
			return r
		}
	case *ir.IterArg:
		if r, ok := m.remap[&e.Var]; ok {
			return r
		}
	case *ir.Call:
		if args, ok := m.exprs(e.Args); ok {
			c := *e
			c.Args = args
			return &c
		}
	case *ir.Submit:
		args, c1 := m.exprs(e.Args)
		deps, c2 := m.exprs(e.Deps)
		if c1 || c2 {
			s := *e
			s.Args, s.Deps = args, deps
			return &s
		}
	case *ir.Binary:
		l, r := m.expr(e.L), m.expr(e.R)
		if l != e.L || r != e.R {
			b := *e
			b.L, b.R = l, r
			return &b
		}
	case *ir.Unary:
		if x := m.expr(e.X); x != e.X {
			u := *e
			u.X = x
			return &u
		}
	case *ir.MakeTuple:
		if es, ok := m.exprs(e.Elems); ok {
			return &ir.MakeTuple{Elems: es, Pos: e.Pos}
		}
	case *ir.TupleGetItem:
		if t := m.expr(e.Tuple); t != e.Tuple {
			return &ir.TupleGetItem{Tuple: t, Index: e.Index, Pos: e.Pos}
		}
	}
	return e
}

func (m *tileMutator) exprs(es []ir.Expr) ([]ir.Expr, bool) {
	var out []ir.Expr
	for i, e := range es {
		n := m.expr(e)
		if n != e && out == nil {
			out = append([]ir.Expr(nil), es...)
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

func (m *tileMutator) fail(err error) {
	if m.err == nil {
		m.err = err
	}
}

func (m *tileMutator) stmt(s ir.Stmt) ir.Stmt {
	if m.err != nil {
		return s
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		var out []ir.Stmt
		changed := false
		for _, c := range s.Stmts {
			n := m.stmt(c)
			changed = changed || n != c
			out = append(out, n)
		}
		if !changed {
			return s
		}
		return ir.Seq(s.Pos, out...)
	case *ir.AssignStmt:
		return m.assign(s)
	case *ir.EvalStmt:
		return m.eval(s)
	case *ir.YieldStmt:
		if vs, ok := m.exprs(s.Values); ok {
			return &ir.YieldStmt{Values: vs, Pos: s.Pos}
		}
	case *ir.ReturnStmt:
		if vs, ok := m.exprs(s.Values); ok {
			return &ir.ReturnStmt{Values: vs, Pos: s.Pos}
		}
	case *ir.ScopeStmt:
		cn, body := m.expr(s.CoreNum), m.stmt(s.Body)
		if cn != s.CoreNum || body != s.Body {
			n := *s
			n.CoreNum, n.Body = cn, body
			return &n
		}
	case *ir.ForStmt:
		start, stop, step := m.expr(s.Start), m.expr(s.Stop), m.expr(s.Step)
		ias, c1 := m.iterArgs(s.IterArgs)
		body := m.stmt(s.Body)
		for _, ia := range s.IterArgs {
			delete(m.remap, &ia.Var)
		}
		rvs, c2 := m.loopReturnVars(ias, s.ReturnVars)
		if start != s.Start || stop != s.Stop || step != s.Step || c1 || c2 || body != s.Body {
			n := *s
			n.Start, n.Stop, n.Step, n.IterArgs, n.Body, n.ReturnVars = start, stop, step, ias, body, rvs
			return &n
		}
	case *ir.WhileStmt:
		ias, c1 := m.iterArgs(s.IterArgs)
		cond, body := m.expr(s.Cond), m.stmt(s.Body)
		for _, ia := range s.IterArgs {
			delete(m.remap, &ia.Var)
		}
		rvs, c2 := m.loopReturnVars(ias, s.ReturnVars)
		if c1 || c2 || cond != s.Cond || body != s.Body {
			return &ir.WhileStmt{IterArgs: ias, Cond: cond, Body: body, ReturnVars: rvs, Pos: s.Pos}
		}
	case *ir.IfStmt:
		cond := m.expr(s.Cond)
		saved := copyRemap(m.remap)
		th := m.stmt(s.Then)
		m.remap = copyRemap(saved)
		el := m.stmt(s.Else)
		m.remap = saved
		yt := yieldTypes(th)
		if yt == nil && el != nil {
			yt = yieldTypes(el)
		}
		rvs, copied := s.ReturnVars, false
		for i, rv := range s.ReturnVars {
			if i < len(yt) && !ir.TypeEqual(yt[i], rv.T) {
				if !copied {
					rvs, copied = append([]*ir.Var(nil), s.ReturnVars...), true
				}
				nv := &ir.Var{Name: rv.Name, T: yt[i], Pos: rv.Pos}
				m.remap[rv] = nv
				rvs[i] = nv
			}
		}
		if cond != s.Cond || th != s.Then || el != s.Else || !sameVars(rvs, s.ReturnVars) {
			return &ir.IfStmt{Cond: cond, Then: th, Else: el, ReturnVars: rvs, Pos: s.Pos}
		}
	}
	return s
}

func copyRemap(m map[*ir.Var]ir.VarLike) map[*ir.Var]ir.VarLike {
	out := make(map[*ir.Var]ir.VarLike, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// iterArgs gives an iter arg whose initial value changed the initial
// value's type (TypePropagatingMutator::VisitExpr_(IterArg)); reads of it
// in the body read the new one.
func (m *tileMutator) iterArgs(ias []*ir.IterArg) ([]*ir.IterArg, bool) {
	var out []*ir.IterArg
	for i, ia := range ias {
		init := m.expr(ia.Init)
		if init == ia.Init {
			continue
		}
		if out == nil {
			out = append([]*ir.IterArg(nil), ias...)
		}
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: init.Type(), Pos: ia.Pos}, Init: init}
		m.remap[&ia.Var] = n
		out[i] = n
	}
	if out == nil {
		return ias, false
	}
	return out, true
}

// loopReturnVars gives each loop result its iter arg's type
// (UpdateLoopReturnVars).
func (m *tileMutator) loopReturnVars(ias []*ir.IterArg, rvs []*ir.Var) ([]*ir.Var, bool) {
	var out []*ir.Var
	for i, rv := range rvs {
		if i >= len(ias) || ir.TypeEqual(ias[i].T, rv.T) {
			continue
		}
		if out == nil {
			out = append([]*ir.Var(nil), rvs...)
		}
		nv := &ir.Var{Name: rv.Name, T: ias[i].T, Pos: rv.Pos}
		m.remap[rv] = nv
		out[i] = nv
	}
	if out == nil {
		return rvs, false
	}
	return out, true
}

// yieldTypes is FindYieldTypes: the types of the first yield of a body,
// looking into statement lists and scopes (nil: none).
func yieldTypes(s ir.Stmt) []ir.Type {
	for _, st := range ir.Stmts(s) {
		switch st := st.(type) {
		case *ir.YieldStmt:
			ts := make([]ir.Type, len(st.Values))
			for i, v := range st.Values {
				ts[i] = v.Type()
			}
			return ts
		case *ir.SeqStmts:
			if t := yieldTypes(st); t != nil {
				return t
			}
		case *ir.ScopeStmt:
			if t := yieldTypes(st.Body); t != nil {
				return t
			}
		}
	}
	return nil
}

// passThrough is HandlePassThroughAssign: an assignment that is not
// converted keeps its variable unless its value's type changed.
func (m *tileMutator) passThrough(s *ir.AssignStmt, v ir.Expr) ir.Stmt {
	if v == s.Value {
		delete(m.remap, s.Var)
		return s
	}
	if v.Type() != s.Value.Type() && !ir.TypeEqual(v.Type(), s.Value.Type()) {
		nv := &ir.Var{Name: s.Var.Name, T: v.Type(), Pos: s.Var.Pos}
		m.remap[s.Var] = nv
		return &ir.AssignStmt{Var: nv, Value: v, Pos: s.Pos}
	}
	delete(m.remap, s.Var)
	return &ir.AssignStmt{Var: s.Var, Value: v, Pos: s.Pos}
}

// converted runs an op's conversion: the bridge loads, the conversion's
// prologue (itself converted) and the result expression.
func (m *tileMutator) converted(c *ir.Call, conv *conversion) ([]ir.Stmt, ir.Expr, error) {
	args, stmts, err := m.bridge(c, conv)
	if err != nil {
		return nil, nil, err
	}
	pro, res, err := conv.fn(&convCtx{ctx: m.ctx}, args, c.Kwargs, c.Pos)
	if err != nil {
		return nil, nil, err
	}
	for _, p := range pro {
		stmts = append(stmts, m.stmt(p))
		if m.err != nil {
			return nil, nil, m.err
		}
	}
	return stmts, m.expr(res), nil
}

func (m *tileMutator) assign(s *ir.AssignStmt) ir.Stmt {
	if err := checkReinterpretViewLayout(s.Value); err != nil {
		m.fail(err)
		return s
	}
	v := m.expr(s.Value)
	c, ok := v.(*ir.Call)
	if !ok || c.Op == nil {
		return m.passThrough(s, v)
	}
	conv := conversionOf(c.Op)
	if conv == nil {
		if err := m.unconverted(c); err != nil {
			m.fail(err)
			return s
		}
		return m.passThrough(s, v)
	}
	if c.Op == ir.TensorSlice {
		if space, ok := m.consumer[s.Var]; ok {
			if st, done, err := m.consumerDrivenLoad(s, c, space); err != nil {
				m.fail(err)
				return s
			} else if done {
				return st
			}
		}
	}
	stmts, res, err := m.converted(c, conv)
	if err != nil {
		m.fail(err)
		return s
	}
	tv := &ir.Var{Name: tileValueName(s.Var.Name), T: res.Type(), Pos: s.Var.Pos}
	stmts = append(stmts, &ir.AssignStmt{Var: tv, Value: res, Pos: s.Pos})
	m.remap[s.Var] = tv
	return ir.Seq(s.Pos, stmts...)
}

func (m *tileMutator) eval(s *ir.EvalStmt) ir.Stmt {
	if err := checkReinterpretViewLayout(s.Expr); err != nil {
		m.fail(err)
		return s
	}
	v := m.expr(s.Expr)
	keep := func() ir.Stmt {
		if v == s.Expr {
			return s
		}
		return &ir.EvalStmt{Expr: v, Pos: s.Pos}
	}
	c, ok := v.(*ir.Call)
	if !ok || c.Op == nil {
		return keep()
	}
	conv := conversionOf(c.Op)
	if conv == nil {
		return keep()
	}
	stmts, res, err := m.converted(c, conv)
	if err != nil {
		m.fail(err)
		return s
	}
	stmts = append(stmts, &ir.EvalStmt{Expr: res, Pos: s.Pos})
	return ir.Seq(s.Pos, stmts...)
}

// unconverted checks an op with no conversion that reaches the pass: a
// tensor.view must still view a GM tensor, and any other tensor op PyPTO
// converts is one the model does not.
func (m *tileMutator) unconverted(c *ir.Call) error {
	if c.Op == ir.TensorViewOp {
		if len(c.Args) == 0 {
			return nil
		}
		if _, ok := c.Args[0].Type().(*ir.TensorType); !ok {
			return fmt.Errorf("%s: tensor.view in an InCore function requires a GM Tensor input that remains tensor-like "+
				"through ConvertTensorToTileOps; viewing the result of an op lowered to Tile is not supported", c.Pos)
		}
		return nil
	}
	if c.Op.Tensor && c.Op.ToTile {
		return fmt.Errorf("%s: ConvertTensorToTileOps: the model does not convert %s (PyPTO's op_conversion_registry.cpp does)", c.Pos, c.Op.Name)
	}
	return nil
}

// checkReinterpretViewLayout is CheckReinterpretViewIncoreLayout (:86-101).
func checkReinterpretViewLayout(e ir.Expr) error {
	c, ok := e.(*ir.Call)
	if !ok || c.Op != ir.TensorReinterpretView || len(c.Args) == 0 {
		return nil
	}
	if t, ok := c.Args[0].Type().(*ir.TensorType); ok && t.View != nil && t.View.Layout != ir.ND {
		return fmt.Errorf("%s: tensor.reinterpret_view in an InCore function currently supports only packed ND tensors; "+
			"DN layout changes which logical axis is physically contiguous, and that information cannot "+
			"yet be preserved by tensor-to-tile lowering", c.Pos)
	}
	return nil
}

// consumerDrivenLoad is HandleConsumerDrivenLoad: a tensor.slice of a GM
// tensor whose consumers want a space (Mat for a matmul) is loaded there
// directly (marked as the compiler's Mat bridge), its dropped axes removed
// by a tile.reshape.
func (m *tileMutator) consumerDrivenLoad(s *ir.AssignStmt, c *ir.Call, space ir.MemorySpace) (ir.Stmt, bool, error) {
	t, ok := c.Args[0].Type().(*ir.TensorType)
	if !ok {
		return nil, false, nil
	}
	full, valid, drop := tensorSliceWindow(c)
	if len(drop) >= len(full) {
		return nil, false, fmt.Errorf("%s: tensor.slice conversion does not support rank-0 tiles; keep one unit axis or use tensor.read for a scalar result", c.Pos)
	}
	_ = t
	ld, err := create(ir.TileLoad, []ir.Expr{c.Args[0], c.Args[2], c.Args[1], shapeTuple(valid, c.Pos)},
		[]ir.Kwarg{{Key: "target_memory", Value: space}}, c.Pos)
	if err != nil {
		return nil, false, err
	}
	ld = markMatBridge(ld, space)
	name := tileValueName(s.Var.Name)
	if len(drop) == 0 {
		tv := &ir.Var{Name: name, T: ld.T, Pos: s.Var.Pos}
		m.remap[s.Var] = tv
		return &ir.AssignStmt{Var: tv, Value: ld, Pos: s.Pos}, true, nil
	}
	lv := &ir.Var{Name: name + "_full_rank", T: ld.T, Pos: s.Var.Pos}
	rs, err := create(ir.TileReshape, []ir.Expr{lv, shapeTuple(dropAxes(full, drop), c.Pos)}, nil, c.Pos)
	if err != nil {
		return nil, false, err
	}
	tv := &ir.Var{Name: name, T: rs.T, Pos: s.Var.Pos}
	m.remap[s.Var] = tv
	return ir.Seq(s.Pos, &ir.AssignStmt{Var: lv, Value: ld, Pos: s.Pos}, &ir.AssignStmt{Var: tv, Value: rs, Pos: s.Pos}), true, nil
}

// markMatBridge tags a load into Mat as the compiler's tensor-to-tile Mat
// bridge (MarkCompilerMatBridge, :73-78).
func markMatBridge(c *ir.Call, space ir.MemorySpace) *ir.Call {
	if space != ir.Mat {
		return c
	}
	n := *c
	n.Attrs = append(append([]ir.Kwarg(nil), c.Attrs...), ir.Kwarg{Key: MatBridgeAttr, Value: true})
	return &n
}

// tensorSliceWindow is a tensor.slice's full-rank window, its full-rank valid
// shape (InferTensorSliceFullValidShape: the slice type's, with the dropped
// unit axes put back) and its dropped axes.
func tensorSliceWindow(c *ir.Call) (full, valid []ir.Expr, drop []int) {
	if mt, ok := c.Args[1].(*ir.MakeTuple); ok {
		full = mt.Elems
	}
	if len(c.Args) == 5 {
		if mt, ok := c.Args[4].(*ir.MakeTuple); ok {
			for _, e := range mt.Elems {
				if k, ok := ir.ConstValue(e); ok {
					drop = append(drop, int(k))
				}
			}
			sort.Ints(drop)
		}
	}
	var reduced []ir.Expr
	if t, ok := c.T.(*ir.TensorType); ok {
		reduced = t.EffectiveValidShape()
	}
	valid = make([]ir.Expr, 0, len(full))
	k, r := 0, 0
	for i := range full {
		if k < len(drop) && drop[k] == i {
			valid = append(valid, ir.ConstI(1))
			k++
			continue
		}
		if r < len(reduced) {
			valid = append(valid, reduced[r])
		} else {
			valid = append(valid, full[i])
		}
		r++
	}
	return full, valid, drop
}

func dropAxes(s []ir.Expr, drop []int) []ir.Expr {
	out := make([]ir.Expr, 0, len(s))
	k := 0
	for i, e := range s {
		if k < len(drop) && drop[k] == i {
			k++
			continue
		}
		out = append(out, e)
	}
	return out
}

// bridge is BridgeInputSpaces: each operand with an input requirement that
// is still a GM tensor is loaded whole into the required space (then viewed
// transposed when the op's transpose kwarg is set); a tile operand is
// rewritten only when transposed: viewed transposed in Mat, moved to Mat
// first when it lives elsewhere.
func (m *tileMutator) bridge(c *ir.Call, conv *conversion) ([]ir.Expr, []ir.Stmt, error) {
	if len(conv.reqs) == 0 {
		return c.Args, nil, nil
	}
	args := append([]ir.Expr(nil), c.Args...)
	var stmts []ir.Stmt
	bind := func(name string, v *ir.Call) *ir.Var {
		x := &ir.Var{Name: name, T: v.T, Pos: c.Pos}
		stmts = append(stmts, &ir.AssignStmt{Var: x, Value: v, Pos: c.Pos})
		return x
	}
	view := func(v *ir.Var) (*ir.Var, error) {
		tv, err := create(ir.TileTransposeView, []ir.Expr{v}, nil, c.Pos)
		if err != nil {
			return nil, err
		}
		return bind(v.Name+"_t", tv), nil
	}
	for _, i := range conv.reqOrder() {
		if i >= len(args) {
			continue
		}
		r := conv.reqs[i]
		trans := false
		if r.trans != "" {
			if b, ok := c.Kwarg(r.trans); ok {
				trans, _ = b.(bool)
			}
		}
		if t, ok := args[i].Type().(*ir.TensorType); ok {
			ld, err := loadWhole(args[i], t, r.space, c.Pos)
			if err != nil {
				return nil, nil, err
			}
			ld = markMatBridge(ld, r.space)
			name := "bridged_" + strconv.Itoa(i)
			if v, ok := args[i].(*ir.Var); ok {
				name = v.Name + "_" + spaceLower(r.space)
			}
			lv := bind(name, ld)
			if trans {
				x, err := view(lv)
				if err != nil {
					return nil, nil, err
				}
				args[i] = x
			} else {
				args[i] = lv
			}
			continue
		}
		if !trans {
			continue
		}
		v, ok := args[i].(*ir.Var)
		if !ok {
			continue
		}
		if tt, ok := v.T.(*ir.TileType); ok && tt.Space == ir.Mat {
			x, err := view(v)
			if err != nil {
				return nil, nil, err
			}
			args[i] = x
			continue
		}
		mv, err := create(ir.TileMove, []ir.Expr{v}, []ir.Kwarg{{Key: "target_memory", Value: ir.Mat}}, c.Pos)
		if err != nil {
			return nil, nil, err
		}
		x, err := view(bind(v.Name+"_mat", mv))
		if err != nil {
			return nil, nil, err
		}
		args[i] = x
	}
	return args, stmts, nil
}

// spaceLower is a memory space's name in lower case (mat, vec, left).
func spaceLower(s ir.MemorySpace) string {
	n := []byte(s.String())
	for i, c := range n {
		if c >= 'A' && c <= 'Z' {
			n[i] = c + 'a' - 'A'
		}
	}
	return string(n)
}
