package minimize

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// L2's rewriting engine. An edit is a set of changes stated on the
// program as it is; apply carries them out and rebuilds every function:
// uses are substituted, every call whose operands (or their types)
// changed is created again through the op registry, so type deduction
// runs on it, and a value whose type changed gets a fresh variable of the
// new type, which in turn re-deduces its users; loop carries, loop and
// phi results and function return types follow the values that flow into
// them. An ill-typed call makes apply fail: the candidate is rejected.
//
// Where a call's deduction comes out as it did before the edit (once the
// edit's substitutions are applied to it), the call keeps its type as
// written, so what the input's annotations stated (a memory space, a
// view) survives; where it changes, the new deduction is taken, keeping
// the memory space the old type named when the new one has none (as the
// parser merges an annotation) — unless the edit reset a kwarg, whose
// default is then what the deduction says.

// edit is a set of changes, stated on the program's own nodes.
type edit struct {
	dropFunc  map[string]bool
	dropParam map[*ir.Var]bool
	stmt      map[ir.Stmt][]ir.Stmt // a statement -> its replacement (empty: dropped)
	sub       map[*ir.Var]ir.Expr   // every use of a variable -> this expression
	call      map[*ir.Call]*ir.Call // a call -> the same op with other arguments or kwargs
	ints      map[int64]int64       // every integer literal v -> ints[v]

	// Composite changes, turned into the maps above by prepare.
	results map[ir.Stmt]map[int]bool // a loop or if -> the results (carries, phis) to drop
	kwDrop  map[*ir.Call]map[string]bool
	argDrop map[*ir.Call]int // trailing optional arguments to drop
}

func newEdit() *edit {
	return &edit{
		dropFunc:  map[string]bool{},
		dropParam: map[*ir.Var]bool{},
		stmt:      map[ir.Stmt][]ir.Stmt{},
		sub:       map[*ir.Var]ir.Expr{},
		call:      map[*ir.Call]*ir.Call{},
		ints:      map[int64]int64{},
		results:   map[ir.Stmt]map[int]bool{},
		kwDrop:    map[*ir.Call]map[string]bool{},
		argDrop:   map[*ir.Call]int{},
	}
}

// drop removes a statement.
func (e *edit) drop(s ir.Stmt) { e.stmt[s] = []ir.Stmt{} }

// replace substitutes a statement by others.
func (e *edit) replace(s ir.Stmt, with []ir.Stmt) { e.stmt[s] = with }

// dropResult drops result i of a loop or if (see prepare).
func (e *edit) dropResult(s ir.Stmt, i int) {
	if e.results[s] == nil {
		e.results[s] = map[int]bool{}
	}
	e.results[s][i] = true
}

// prepare turns the composite changes into statement and call
// replacements.
func (e *edit) prepare() {
	for s, drop := range e.results {
		if n := withoutResults(s, drop, e.sub); n != nil {
			e.stmt[s] = []ir.Stmt{n}
		}
	}
	for c, keys := range e.kwDrop {
		n := *c
		n.Kwargs = nil
		for _, kw := range c.Kwargs {
			if !keys[kw.Key] {
				n.Kwargs = append(n.Kwargs, kw)
			}
		}
		e.call[c] = &n
	}
	for c, k := range e.argDrop {
		base := c
		if b := e.call[c]; b != nil {
			base = b
		}
		n := *base
		keep := max(len(base.Args)-k, c.Op.MinArgs())
		n.Args = base.Args[:keep]
		e.call[c] = &n
	}
}

// withoutResults is a loop or if without the results in drop: a loop
// loses the carries (their uses in the body become the initial value),
// an if the phis; the trailing yields lose the matching values. It
// returns nil when the statement has no trailing yield to edit.
func withoutResults(s ir.Stmt, drop map[int]bool, sub map[*ir.Var]ir.Expr) ir.Stmt {
	keepVars := func(vs []*ir.Var) []*ir.Var {
		var out []*ir.Var
		for i, v := range vs {
			if !drop[i] {
				out = append(out, v)
			}
		}
		return out
	}
	switch s := s.(type) {
	case *ir.ForStmt:
		body, ok := withoutYieldValues(s.Body, drop)
		if !ok {
			return nil
		}
		n := *s
		n.IterArgs, n.ReturnVars, n.Body = nil, keepVars(s.ReturnVars), body
		for i, ia := range s.IterArgs {
			if drop[i] {
				sub[&ia.Var] = ia.Init
			} else {
				n.IterArgs = append(n.IterArgs, ia)
			}
		}
		return &n
	case *ir.WhileStmt:
		body, ok := withoutYieldValues(s.Body, drop)
		if !ok {
			return nil
		}
		n := *s
		n.IterArgs, n.ReturnVars, n.Body = nil, keepVars(s.ReturnVars), body
		for i, ia := range s.IterArgs {
			if drop[i] {
				sub[&ia.Var] = ia.Init
			} else {
				n.IterArgs = append(n.IterArgs, ia)
			}
		}
		return &n
	case *ir.IfStmt:
		th, ok1 := withoutYieldValues(s.Then, drop)
		el, ok2 := withoutYieldValues(s.Else, drop)
		if !ok1 || !ok2 {
			return nil
		}
		n := *s
		n.Then, n.Else, n.ReturnVars = th, el, keepVars(s.ReturnVars)
		return &n
	}
	return nil
}

// withoutYieldValues drops values of a body's trailing yield (the whole
// yield when none is left).
func withoutYieldValues(body ir.Stmt, drop map[int]bool) (ir.Stmt, bool) {
	if body == nil {
		return nil, true
	}
	stmts := ir.Stmts(body)
	if len(stmts) == 0 {
		return body, false
	}
	y, ok := stmts[len(stmts)-1].(*ir.YieldStmt)
	if !ok {
		return body, false
	}
	var vals []ir.Expr
	for i, v := range y.Values {
		if !drop[i] {
			vals = append(vals, v)
		}
	}
	out := append([]ir.Stmt(nil), stmts[:len(stmts)-1]...)
	if len(vals) > 0 {
		out = append(out, &ir.YieldStmt{Values: vals, Pos: y.Pos})
	}
	return ir.Seq(body.Span(), out...), true
}

// apply carries the edit out on p and rebuilds it.
func (e *edit) apply(p *ir.Program) (*ir.Program, error) {
	e.prepare()
	r := &rewriter{e: e, vars: map[*ir.Var]ir.Expr{}, inRepl: map[ir.Stmt]bool{},
		rets: map[string][]ir.Type{}, oldRets: map[string][]ir.Type{}}
	done := map[string]*ir.Function{}
	// Callees first, so calls to them see their new return types.
	for len(done) < len(p.Funcs) {
		progress := false
		for _, f := range p.Funcs {
			if done[f.Name] != nil || !r.calleesDone(f, p, done) {
				continue
			}
			done[f.Name] = r.function(f)
			progress = true
		}
		if !progress { // recursion: rebuild the rest in order
			for _, f := range p.Funcs {
				if done[f.Name] == nil {
					done[f.Name] = r.function(f)
				}
			}
		}
	}
	out := *p
	out.Funcs = nil
	for _, f := range p.Funcs {
		if !e.dropFunc[f.Name] {
			out.Funcs = append(out.Funcs, done[f.Name])
		}
	}
	if r.err != nil {
		return nil, r.err
	}
	return &out, nil
}

// rewriter rebuilds functions under an edit.
type rewriter struct {
	e *edit
	// vars maps a variable of the input to what stands for it now: a
	// fresh variable of a new type, or a substituted expression.
	vars   map[*ir.Var]ir.Expr
	inRepl map[ir.Stmt]bool
	// rets and oldRets are the new and old return types of rebuilt
	// functions.
	rets, oldRets map[string][]ir.Type
	depth         int
	err           error
}

func (r *rewriter) fail(format string, a ...any) {
	if r.err == nil {
		r.err = fmt.Errorf(format, a...)
	}
}

func (r *rewriter) calleesDone(f *ir.Function, p *ir.Program, done map[string]*ir.Function) bool {
	ok := true
	ir.WalkFunc(f, func(n ir.Node) bool {
		name := ""
		switch c := n.(type) {
		case *ir.Call:
			if c.Op == nil {
				name = c.Callee
			}
		case *ir.Submit:
			name = c.Callee
		}
		if name != "" && name != f.Name && p.Func(name) != nil && done[name] == nil {
			ok = false
		}
		return ok
	})
	return ok
}

func (r *rewriter) function(f *ir.Function) *ir.Function {
	nf := *f
	nf.Params, nf.Dirs = nil, nil
	for i, v := range f.Params {
		if r.e.dropParam[v] {
			continue
		}
		nf.Params = append(nf.Params, r.define(v, r.typ(v.T)))
		if i < len(f.Dirs) {
			nf.Dirs = append(nf.Dirs, f.Dirs[i])
		}
	}
	nf.Body = r.body(f.Body)
	oldRet, newRet := trailing[*ir.ReturnStmt](f.Body), trailing[*ir.ReturnStmt](nf.Body)
	nf.Returns = make([]ir.Type, len(f.Returns))
	for i, t := range f.Returns {
		nf.Returns[i] = r.typ(t)
		if oldRet != nil && newRet != nil && i < len(oldRet.Values) && i < len(newRet.Values) {
			if nt := newRet.Values[i].Type(); !ir.TypeEqual(r.typ(oldRet.Values[i].Type()), nt) {
				nf.Returns[i] = nt
			}
		}
	}
	r.oldRets[f.Name], r.rets[f.Name] = f.Returns, nf.Returns
	return &nf
}

// trailing is a body's last statement when it is a T.
func trailing[T ir.Stmt](body ir.Stmt) T {
	var zero T
	stmts := ir.Stmts(body)
	if len(stmts) == 0 {
		return zero
	}
	t, _ := stmts[len(stmts)-1].(T)
	return t
}

// define gives a definition site the type t: the variable itself when t
// is its type, else a fresh variable that every later use refers to.
func (r *rewriter) define(v *ir.Var, t ir.Type) *ir.Var {
	if v == nil || t == v.T {
		return v
	}
	nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
	r.vars[v] = nv
	return nv
}

// use is what a use of v stands for now.
func (r *rewriter) use(v *ir.Var, orig ir.Expr) ir.Expr {
	if x, ok := r.vars[v]; ok {
		return x
	}
	if s, ok := r.e.sub[v]; ok {
		if r.depth > 64 {
			r.fail("minimize: substitution cycle at %s", v.Name)
			return orig
		}
		r.depth++
		x := r.expr(s)
		r.depth--
		r.vars[v] = x
		return x
	}
	return orig
}

func (r *rewriter) exprs(es []ir.Expr) ([]ir.Expr, bool) {
	var out []ir.Expr
	for i, e := range es {
		n := r.expr(e)
		if n != e && out == nil {
			out = append(make([]ir.Expr, 0, len(es)), es[:i]...)
		}
		if out != nil {
			out = append(out, n)
		}
	}
	if out == nil {
		return es, false
	}
	return out, true
}

func (r *rewriter) expr(e ir.Expr) ir.Expr {
	switch x := e.(type) {
	case nil:
		return nil
	case *ir.Var:
		return r.use(x, x)
	case *ir.IterArg:
		return r.use(&x.Var, x)
	case *ir.ConstInt:
		if v, ok := r.e.ints[x.Value]; ok && v != x.Value {
			return &ir.ConstInt{Value: v, DType: x.DType, Pos: x.Pos}
		}
	case *ir.Call:
		return r.call(x)
	case *ir.Submit:
		args, c1 := r.exprs(x.Args)
		deps, c2 := r.exprs(x.Deps)
		dumps, c3 := r.exprs(x.Dumps)
		cn := r.expr(x.CoreNum)
		t := r.typ(x.T)
		if c1 || c2 || c3 || cn != x.CoreNum || t != x.T {
			n := *x
			n.Args, n.Deps, n.Dumps, n.CoreNum, n.T = args, deps, dumps, cn, t
			return &n
		}
	case *ir.Binary:
		l, rr := r.expr(x.L), r.expr(x.R)
		if l != x.L || rr != x.R {
			n := *x
			n.L, n.R = l, rr
			return &n
		}
	case *ir.Unary:
		if y := r.expr(x.X); y != x.X {
			n := *x
			n.X = y
			return &n
		}
	case *ir.MakeTuple:
		if elems, c := r.exprs(x.Elems); c {
			return &ir.MakeTuple{Elems: elems, Pos: x.Pos}
		}
	case *ir.TupleGetItem:
		if t := r.expr(x.Tuple); t != x.Tuple {
			return &ir.TupleGetItem{Tuple: t, Index: x.Index, Pos: x.Pos}
		}
	}
	return e
}

// call rebuilds a call; see the comment at the top of the file.
func (r *rewriter) call(orig *ir.Call) ir.Expr {
	c := orig
	if n, ok := r.e.call[orig]; ok {
		c = n
	}
	args, changed := r.exprs(c.Args)
	changed = changed || c != orig
	if c.Op == nil {
		t := r.typ(c.T)
		if nr, ok := r.rets[c.Callee]; ok && !typesEqual(nr, r.oldRets[c.Callee]) {
			t = returnType(nr)
		}
		if !changed && t == c.T {
			return c
		}
		n := *c
		n.Args, n.T = args, t
		return &n
	}
	if !changed && r.typ(c.T) == c.T {
		return c
	}
	n, err := c.Op.Create(args, c.Kwargs, c.Pos)
	if err != nil {
		r.fail("minimize: %v", err)
		return orig
	}
	n.Attrs = c.Attrs
	switch old, err := orig.Op.Create(orig.Args, orig.Kwargs, orig.Pos); {
	case err == nil && ir.TypeEqual(r.typ(old.T), n.T):
		n.T = r.typ(orig.T)
	case len(c.Kwargs) != len(orig.Kwargs):
		// A kwarg was reset to its default: the deduction's type is the
		// point (a load without target_memory has its space inferred).
	default:
		n.T = keepSpace(n.T, orig.T)
	}
	return n
}

func typesEqual(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !ir.TypeEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

// returnType is the type of a call to a function returning ts.
func returnType(ts []ir.Type) ir.Type {
	if len(ts) == 1 {
		return ts[0]
	}
	return &ir.TupleType{Elems: ts}
}

// keepSpace gives a newly deduced tile type without a memory space the
// space the old type named.
func keepSpace(nt, ot ir.Type) ir.Type {
	switch a := nt.(type) {
	case *ir.TileType:
		if b, ok := ot.(*ir.TileType); ok && a.Space == ir.MemNone && b.Space != ir.MemNone {
			return a.WithSpace(b.Space)
		}
	case *ir.TupleType:
		if b, ok := ot.(*ir.TupleType); ok && len(b.Elems) == len(a.Elems) {
			elems := make([]ir.Type, len(a.Elems))
			for i := range elems {
				elems[i] = keepSpace(a.Elems[i], b.Elems[i])
			}
			return &ir.TupleType{Elems: elems}
		}
	}
	return nt
}

// typ rewrites the expressions inside a type (shapes, views); it returns
// t itself when none changed.
func (r *rewriter) typ(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.TensorType:
		shape, c1 := r.exprs(t.Shape)
		view, c2 := t.View, false
		if t.View != nil {
			v := *t.View
			var a, b bool
			v.Stride, a = r.exprs(t.View.Stride)
			v.ValidShape, b = r.exprs(t.View.ValidShape)
			if a || b {
				view, c2 = &v, true
			}
		}
		if c1 || c2 {
			return ir.NewTensorType(shape, t.DType, view, t.MemRef).KindOf(t)
		}
	case *ir.TileType:
		shape, c1 := r.exprs(t.Shape)
		view, c2 := t.View, false
		if t.View != nil {
			v := *t.View
			var a, b bool
			v.Stride, a = r.exprs(t.View.Stride)
			v.ValidShape, b = r.exprs(t.View.ValidShape)
			so := r.expr(t.View.StartOffset)
			if a || b || so != t.View.StartOffset {
				v.StartOffset = so
				view, c2 = &v, true
			}
		}
		if c1 || c2 {
			return ir.NewTileType(shape, t.DType, t.MemRef, t.Space, view)
		}
	case *ir.TupleType:
		var elems []ir.Type
		for i, e := range t.Elems {
			n := r.typ(e)
			if n != e && elems == nil {
				elems = append(make([]ir.Type, 0, len(t.Elems)), t.Elems[:i]...)
			}
			if elems != nil {
				elems = append(elems, n)
			}
		}
		if elems != nil {
			return &ir.TupleType{Elems: elems}
		}
	}
	return t
}

// follow is the type a definition fed by a value gets: its own type
// rewritten while the value's type only changed by the edit's
// substitutions, else the value's new type (a call's as call decided it;
// another value's with the definition's memory space when it has none).
func (r *rewriter) follow(own ir.Type, oldVal, newVal ir.Expr) ir.Type {
	t := r.typ(own)
	if oldVal == nil || newVal == nil {
		return t
	}
	if nt := newVal.Type(); !ir.TypeEqual(r.typ(oldVal.Type()), nt) {
		if _, ok := newVal.(*ir.Call); ok {
			return nt // call decided its type
		}
		return keepSpace(nt, t)
	}
	return t
}

func (r *rewriter) body(s ir.Stmt) ir.Stmt {
	if s == nil {
		return nil
	}
	return ir.Seq(s.Span(), r.stmt(s)...)
}

func (r *rewriter) stmts(list []ir.Stmt) []ir.Stmt {
	var out []ir.Stmt
	for _, s := range list {
		out = append(out, r.stmt(s)...)
	}
	return out
}

func (r *rewriter) stmt(s ir.Stmt) []ir.Stmt {
	if repl, ok := r.e.stmt[s]; ok && !r.inRepl[s] {
		r.inRepl[s] = true
		out := r.stmts(repl)
		delete(r.inRepl, s)
		return out
	}
	switch s := s.(type) {
	case *ir.AssignStmt:
		val := r.expr(s.Value)
		v := r.define(s.Var, r.follow(s.Var.T, s.Value, val))
		if val == s.Value && v == s.Var {
			return []ir.Stmt{s}
		}
		return []ir.Stmt{&ir.AssignStmt{Var: v, Value: val, Pos: s.Pos}}
	case *ir.EvalStmt:
		if x := r.expr(s.Expr); x != s.Expr {
			return []ir.Stmt{&ir.EvalStmt{Expr: x, Pos: s.Pos}}
		}
	case *ir.SeqStmts:
		return r.stmts(s.Stmts)
	case *ir.IfStmt:
		n := *s
		n.Cond = r.expr(s.Cond)
		n.Then, n.Else = r.body(s.Then), r.body(s.Else)
		oy, ny := trailing[*ir.YieldStmt](s.Then), trailing[*ir.YieldStmt](n.Then)
		n.ReturnVars = make([]*ir.Var, len(s.ReturnVars))
		for i, rv := range s.ReturnVars {
			n.ReturnVars[i] = r.define(rv, r.follow(rv.T, yieldValue(oy, i), yieldValue(ny, i)))
		}
		return []ir.Stmt{&n}
	case *ir.ForStmt:
		n := *s
		n.Start, n.Stop, n.Step = r.expr(s.Start), r.expr(s.Stop), r.expr(s.Step)
		n.IterArgs = r.iterArgs(s.IterArgs)
		n.LoopVar = r.define(s.LoopVar, r.typ(s.LoopVar.T))
		n.Body = r.body(s.Body)
		n.ReturnVars = r.loopResults(s.ReturnVars, s.IterArgs, n.IterArgs)
		return []ir.Stmt{&n}
	case *ir.WhileStmt:
		n := *s
		n.IterArgs = r.iterArgs(s.IterArgs)
		n.Cond = r.expr(s.Cond)
		n.Body = r.body(s.Body)
		n.ReturnVars = r.loopResults(s.ReturnVars, s.IterArgs, n.IterArgs)
		return []ir.Stmt{&n}
	case *ir.YieldStmt:
		if vals, c := r.exprs(s.Values); c {
			return []ir.Stmt{&ir.YieldStmt{Values: vals, Pos: s.Pos}}
		}
	case *ir.ReturnStmt:
		if vals, c := r.exprs(s.Values); c {
			return []ir.Stmt{&ir.ReturnStmt{Values: vals, Pos: s.Pos}}
		}
	case *ir.ScopeStmt:
		n := *s.MapHeader(r.expr)
		n.Body = r.body(s.Body)
		return []ir.Stmt{&n}
	}
	return []ir.Stmt{s}
}

func yieldValue(y *ir.YieldStmt, i int) ir.Expr {
	if y == nil || i >= len(y.Values) {
		return nil
	}
	return y.Values[i]
}

// iterArgs rebuilds loop carries: a carry follows its initial value's
// type.
func (r *rewriter) iterArgs(ias []*ir.IterArg) []*ir.IterArg {
	if ias == nil {
		return nil
	}
	out := make([]*ir.IterArg, len(ias))
	for i, ia := range ias {
		init := r.expr(ia.Init)
		t := r.follow(ia.T, ia.Init, init)
		if init == ia.Init && t == ia.T {
			out[i] = ia
			continue
		}
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: t, Pos: ia.Pos}, Init: init}
		r.vars[&ia.Var] = n
		out[i] = n
	}
	return out
}

// loopResults rebuilds a loop's results: result i follows carry i.
func (r *rewriter) loopResults(rvs []*ir.Var, old, now []*ir.IterArg) []*ir.Var {
	if rvs == nil {
		return nil
	}
	out := make([]*ir.Var, len(rvs))
	for i, rv := range rvs {
		t := r.typ(rv.T)
		if i < len(old) && i < len(now) && now[i] != old[i] && !ir.TypeEqual(r.typ(old[i].T), now[i].T) {
			t = now[i].T
		}
		out[i] = r.define(rv, t)
	}
	return out
}
