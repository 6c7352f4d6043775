package pipeline

import (
	"fmt"
	"maps"
	"slices"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// DeriveCallDirections gives every call of a program function its
// per-argument directions, attrs["arg_directions"] (PyPTO's
// DeriveCallDirections, src/ir/transforms/derive_call_directions_pass.cpp;
// it runs right after FuseCreateAssembleToSlice, python/pypto/ir/
// pass_manager.py:229).
//
// First each Group or Spmd wrapper whose declared parameter directions
// are weaker than what its inner calls do with the parameters gets its
// effective directions (ir.WrapperEffectiveDirections) written into its
// signature (:72-96). Then, in every function, each call or submit of a
// program function that has no arg_directions yet and as many arguments
// as the callee has parameters (a submit: at most as many) gets one
// direction per argument (:411-519): a non-tensor argument is scalar; a
// callee In parameter gives input, InOut gives inout; an Out parameter
// gives inout when the call is inside a sequential (non-parallel) for
// loop or a while loop, when the argument is a variable whose buffer is
// ambiguous (ir.BufferRoots under kFirstOutput), when an earlier writer
// of the same scope already wrote the argument's buffer (:135-318: for,
// while and if count as one writer at their position, scopes are
// transparent), or when that buffer is a parameter of the enclosing
// function declared InOut; otherwise output_existing. The positions in
// attrs["arg_direction_overrides"] (pl.no_dep) then become no_dep
// (:521-538). A call whose directions come out empty (no arguments) is
// left alone (:540-543). Calls to registered ops never get directions.
//
// Calls in loop bounds, iter-arg initial values and branch conditions are
// not visited (PyPTO's mutator visits them): FlattenCallExpr hoists them
// out beforehand.
var DeriveCallDirections = &Pass{
	Name:     "DeriveCallDirections",
	Doc:      "give every call of a program function its per-argument directions",
	Required: set(pSIO),
	Produced: set(verifier.CallDirectionsResolved),
	Run:      runDeriveCallDirections,
}

func runDeriveCallDirections(p *ir.Program, ctx *Context) (*ir.Program, error) {
	p = materializeWrapperDirections(p)
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f == nil || f.Body == nil {
			continue
		}
		d := &callDirections{
			prog:      p,
			roots:     ir.CollectBufferRootsFirstOutput(p, f),
			enclosing: map[*ir.Var]ir.ParamDirection{},
		}
		for j := 0; j < len(f.Params) && j < len(f.Dirs); j++ {
			if _, dup := d.enclosing[f.Params[j]]; !dup {
				d.enclosing[f.Params[j]] = f.Dirs[j]
			}
		}
		d.first = priorWriters(p, d.roots, f.Body)
		body := d.stmt(f.Body, false)
		if d.err != nil {
			return nil, fmt.Errorf("function %s: %w", f.Name, d.err)
		}
		if body != f.Body {
			nf := *f
			nf.Body = body
			out.Funcs[i] = &nf
			changed = true
		}
	}
	if !changed {
		return p, nil
	}
	return &out, nil
}

// materializeWrapperDirections is MaterializeWrapperDirections (:72-96):
// each wrapper whose effective directions differ from its declared ones
// takes the effective ones.
func materializeWrapperDirections(p *ir.Program) *ir.Program {
	eff := ir.WrapperEffectiveDirections(p)
	var out *ir.Program
	for i, f := range p.Funcs {
		d, ok := eff[f]
		if !ok || slices.Equal(d, f.Dirs) {
			continue
		}
		if out == nil {
			c := *p
			c.Funcs = slices.Clone(p.Funcs)
			out = &c
		}
		nf := *f
		nf.Dirs = d
		out.Funcs[i] = &nf
	}
	if out == nil {
		return p
	}
	return out
}

// calleeOf is the program function a call or submit calls, with its
// arguments (nil: a registered op, or no such function).
func calleeOf(p *ir.Program, e ir.Expr) (*ir.Function, []ir.Expr) {
	switch c := e.(type) {
	case *ir.Call:
		if c.Op == nil {
			return p.Func(c.Callee), c.Args
		}
	case *ir.Submit:
		return p.Func(c.Callee), c.Args
	}
	return nil, nil
}

// writerScan is PriorWriterCollector (:135-318).
type writerScan struct {
	prog    *ir.Program
	roots   *ir.BufferRoots
	written map[ir.Stmt]map[*ir.Var]bool
	first   map[ir.Expr]map[*ir.Var]bool
}

// priorWriters is, per call or submit at the top of an assignment or
// evaluation, the buffers of its Out arguments it is the first writer of
// in its scope.
func priorWriters(p *ir.Program, roots *ir.BufferRoots, body ir.Stmt) map[ir.Expr]map[*ir.Var]bool {
	w := &writerScan{prog: p, roots: roots, written: map[ir.Stmt]map[*ir.Var]bool{}, first: map[ir.Expr]map[*ir.Var]bool{}}
	w.writtenRoots(body)
	w.scope(body, map[*ir.Var]bool{})
	return w.first
}

// writtenRoots is PrecomputeWrittenRoots (:167-203): the buffers any call
// in s writes through an Out or InOut argument.
func (w *writerScan) writtenRoots(s ir.Stmt) map[*ir.Var]bool {
	if r, ok := w.written[s]; ok {
		return r
	}
	r := map[*ir.Var]bool{}
	w.written[s] = r
	add := func(x map[*ir.Var]bool) {
		for v := range x {
			r[v] = true
		}
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			add(w.writtenRoots(c))
		}
	case *ir.ForStmt:
		add(w.writtenRoots(s.Body))
	case *ir.WhileStmt:
		add(w.writtenRoots(s.Body))
	case *ir.IfStmt:
		add(w.writtenRoots(s.Then))
		if s.Else != nil {
			add(w.writtenRoots(s.Else))
		}
	case *ir.ScopeStmt:
		add(w.writtenRoots(s.Body))
	case *ir.AssignStmt:
		w.callRoots(s.Value, r, nil)
	case *ir.EvalStmt:
		w.callRoots(s.Expr, r, nil)
	}
	return r
}

// callRoots adds to out the buffers a call or submit of a program function
// writes through its Out or InOut arguments; first, when not nil, receives
// those of Out arguments not in seen (CollectCallWrittenRoots :210-222,
// AnalyzeCall :280-303).
func (w *writerScan) callRoots(e ir.Expr, out map[*ir.Var]bool, seen map[*ir.Var]bool) {
	f, args := calleeOf(w.prog, e)
	if f == nil {
		return
	}
	for i := 0; i < len(args) && i < len(f.Dirs); i++ {
		if f.Dirs[i] != ir.Out && f.Dirs[i] != ir.InOut {
			continue
		}
		root := w.roots.Resolve(args[i])
		if root == nil {
			continue
		}
		if seen != nil && f.Dirs[i] == ir.Out && !seen[root] {
			if w.first[e] == nil {
				w.first[e] = map[*ir.Var]bool{}
			}
			w.first[e][root] = true
		}
		out[root] = true
	}
}

// scope is AnalyzeScope (:230-270): loops and branches are analyzed with a
// copy of seen and then count as one writer of everything they write.
func (w *writerScan) scope(s ir.Stmt, seen map[*ir.Var]bool) {
	unit := func(body ir.Stmt) {
		if body != nil {
			w.scope(body, maps.Clone(seen))
		}
	}
	merge := func(body ir.Stmt) {
		if body != nil {
			for v := range w.writtenRoots(body) {
				seen[v] = true
			}
		}
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			w.scope(c, seen)
		}
	case *ir.ForStmt:
		unit(s.Body)
		merge(s.Body)
	case *ir.WhileStmt:
		unit(s.Body)
		merge(s.Body)
	case *ir.IfStmt:
		unit(s.Then)
		unit(s.Else)
		merge(s.Then)
		merge(s.Else)
	case *ir.ScopeStmt:
		w.scope(s.Body, seen)
	case *ir.AssignStmt:
		w.analyzeCall(s.Value, seen)
	case *ir.EvalStmt:
		w.analyzeCall(s.Expr, seen)
	}
}

func (w *writerScan) analyzeCall(e ir.Expr, seen map[*ir.Var]bool) {
	this := map[*ir.Var]bool{}
	w.callRoots(e, this, seen)
	for v := range this {
		seen[v] = true
	}
}

// callDirections is CallDirectionMutator (:320-553) over one function.
type callDirections struct {
	prog      *ir.Program
	roots     *ir.BufferRoots
	enclosing map[*ir.Var]ir.ParamDirection
	first     map[ir.Expr]map[*ir.Var]bool
	err       error
}

// stmt rewrites the calls of s; seq tells whether s is inside a
// sequential loop (:345-362).
func (d *callDirections) stmt(s ir.Stmt, seq bool) ir.Stmt {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if v := d.expr(s.Value, seq); v != s.Value {
			return &ir.AssignStmt{Var: s.Var, Value: v, Pos: s.Pos}
		}
		return s
	case *ir.EvalStmt:
		if v := d.expr(s.Expr, seq); v != s.Expr {
			return &ir.EvalStmt{Expr: v, Pos: s.Pos}
		}
		return s
	case *ir.YieldStmt:
		if vs, ok := d.exprs(s.Values, seq); ok {
			return &ir.YieldStmt{Values: vs, Pos: s.Pos}
		}
		return s
	case *ir.ReturnStmt:
		if vs, ok := d.exprs(s.Values, seq); ok {
			return &ir.ReturnStmt{Values: vs, Pos: s.Pos}
		}
		return s
	case *ir.ForStmt:
		inner := seq || s.Kind != ir.Parallel
		return mutateStmt(s, func(b ir.Stmt) ir.Stmt { return d.stmt(b, inner) })
	case *ir.WhileStmt:
		return mutateStmt(s, func(b ir.Stmt) ir.Stmt { return d.stmt(b, true) })
	}
	return mutateStmt(s, func(b ir.Stmt) ir.Stmt { return d.stmt(b, seq) })
}

func (d *callDirections) exprs(es []ir.Expr, seq bool) ([]ir.Expr, bool) {
	var out []ir.Expr
	for i, e := range es {
		n := d.expr(e, seq)
		if n != e && out == nil {
			out = slices.Clone(es)
		}
		if out != nil {
			out[i] = n
		}
	}
	return out, out != nil
}

// expr rewrites the calls of e, inner calls first (:364-408).
func (d *callDirections) expr(e ir.Expr, seq bool) ir.Expr {
	switch x := e.(type) {
	case *ir.Call:
		c := x
		if args, ok := d.exprs(x.Args, seq); ok {
			cc := *x
			cc.Args = args
			c = &cc
		}
		if x.Op != nil {
			return c
		}
		dirs := d.derive(x, c.Args, c.Attrs, c.Pos, seq, false)
		if dirs == nil {
			return c
		}
		cc := *c
		cc.Attrs = withArgDirections(c.Attrs, dirs)
		return &cc
	case *ir.Submit:
		s := x
		if args, ok := d.exprs(x.Args, seq); ok {
			sc := *x
			sc.Args = args
			s = &sc
		}
		dirs := d.derive(x, s.Args, s.Attrs, s.Pos, seq, true)
		if dirs == nil {
			return s
		}
		sc := *s
		sc.Attrs = withArgDirections(s.Attrs, dirs)
		return &sc
	case *ir.MakeTuple:
		if es, ok := d.exprs(x.Elems, seq); ok {
			return &ir.MakeTuple{Elems: es, Pos: x.Pos}
		}
	case *ir.TupleGetItem:
		if t := d.expr(x.Tuple, seq); t != x.Tuple {
			return &ir.TupleGetItem{Tuple: t, Index: x.Index, Pos: x.Pos}
		}
	case *ir.Binary:
		l, r := d.expr(x.L, seq), d.expr(x.R, seq)
		if l != x.L || r != x.R {
			c := *x
			c.L, c.R = l, r
			return &c
		}
	case *ir.Unary:
		if v := d.expr(x.X, seq); v != x.X {
			c := *x
			c.X = v
			return &c
		}
	}
	return e
}

// derive is DeriveDirectionsForCallLike (:431-546): the directions of a
// call or submit (orig, as the writer scan saw it), nil to leave it alone.
func (d *callDirections) derive(orig ir.Expr, args []ir.Expr, attrs []ir.Kwarg, pos ir.Span, seq, submit bool) []any {
	f, _ := calleeOf(d.prog, orig)
	if f == nil {
		return nil
	}
	eff := f.Dirs
	if submit && len(args) > len(eff) || !submit && len(args) != len(eff) {
		return nil
	}
	if _, has := lookupAttr(attrs, attrArgDirections); has {
		return nil
	}
	first := d.first[orig]
	dirs := make([]any, len(args))
	for i, a := range args {
		if a == nil {
			dirs[i] = ir.ArgScalarDir
			continue
		}
		switch a.Type().(type) {
		case *ir.TensorType, *ir.TupleType:
		default:
			dirs[i] = ir.ArgScalarDir
			continue
		}
		switch eff[i] {
		case ir.In:
			dirs[i] = ir.ArgInput
		case ir.InOut:
			dirs[i] = ir.ArgInOut
		default:
			dirs[i] = d.outDirection(a, first, seq)
		}
	}
	if v, ok := lookupAttr(attrs, attrArgDirectionOverrides); ok {
		idxs, _ := v.([]any)
		for _, x := range idxs {
			n, ok := x.(int64)
			if !ok || n < 0 || n >= int64(len(dirs)) {
				d.err = fmt.Errorf("%s: arg_direction_overrides index %v out of range for call to '%s' (args size %d)", pos, x, f.Name, len(args))
				return nil
			}
			dirs[n] = ir.ArgNoDep
		}
	}
	if len(dirs) == 0 {
		return nil
	}
	return dirs
}

// outDirection is the direction of an argument in a callee Out slot
// (:482-517).
func (d *callDirections) outDirection(a ir.Expr, first map[*ir.Var]bool, seq bool) ir.ArgDirection {
	if seq {
		return ir.ArgInOut
	}
	if v, ok := a.(ir.VarLike); ok && d.roots.Ambiguous(v.VarRef()) {
		return ir.ArgInOut
	}
	root := d.roots.Resolve(a)
	if root != nil && !first[root] {
		return ir.ArgInOut
	}
	if root != nil && d.enclosing[root] == ir.InOut {
		return ir.ArgInOut
	}
	return ir.ArgOutputExisting
}

const (
	attrArgDirections         = "arg_directions"
	attrArgDirectionOverrides = "arg_direction_overrides"
)

func lookupAttr(kws []ir.Kwarg, key string) (any, bool) {
	for _, kw := range kws {
		if kw.Key == key {
			return kw.Value, true
		}
	}
	return nil, false
}

// withArgDirections is WithArgDirectionsAttr (include/pypto/ir/expr.h:
// 640-650): the attrs with arg_directions set, appended when absent.
func withArgDirections(attrs []ir.Kwarg, dirs []any) []ir.Kwarg {
	out := make([]ir.Kwarg, 0, len(attrs)+1)
	for _, kw := range attrs {
		if kw.Key == attrArgDirections {
			kw.Value = dirs
		}
		out = append(out, kw)
	}
	if _, has := lookupAttr(attrs, attrArgDirections); !has {
		out = append(out, ir.Kwarg{Key: attrArgDirections, Value: dirs})
	}
	return out
}
