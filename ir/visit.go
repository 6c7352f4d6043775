package ir

// Node is any IR node: an Expr, a Stmt, a *Function or a *Program.
type Node any

// Walk calls fn for n and, while fn returns true, for every statement and
// expression below it, in pre-order (source order). Definition sites
// (assigned vars, loop vars, iter args, return vars, params) are not visited
// as expressions, but iter-arg initial values are, at their loop. Types are
// not entered.
func Walk(n Node, fn func(Node) bool) {
	switch n := n.(type) {
	case nil:
	case *Program:
		if fn(n) {
			for _, f := range n.Funcs {
				Walk(f, fn)
			}
		}
	case *Function:
		if fn(n) && n.Body != nil {
			Walk(n.Body, fn)
		}
	case Stmt:
		walkStmt(n, fn)
	case Expr:
		WalkExpr(n, fn)
	}
}

// WalkFunc walks a function's body (see Walk).
func WalkFunc(f *Function, fn func(Node) bool) {
	if f.Body != nil {
		walkStmt(f.Body, fn)
	}
}

// WalkExpr walks an expression tree in pre-order.
func WalkExpr(e Expr, fn func(Node) bool) {
	if e == nil || !fn(e) {
		return
	}
	switch e := e.(type) {
	case *Call:
		for _, a := range e.Args {
			WalkExpr(a, fn)
		}
		walkAttrExprs(e.Attrs, fn)
	case *Submit:
		for _, a := range e.Args {
			WalkExpr(a, fn)
		}
		for _, a := range e.Deps {
			WalkExpr(a, fn)
		}
		for _, a := range e.Dumps {
			WalkExpr(a, fn)
		}
		WalkExpr(e.CoreNum, fn)
		walkAttrExprs(e.Attrs, fn)
	case *Binary:
		WalkExpr(e.L, fn)
		WalkExpr(e.R, fn)
	case *Unary:
		WalkExpr(e.X, fn)
	case *MakeTuple:
		for _, x := range e.Elems {
			WalkExpr(x, fn)
		}
	case *TupleGetItem:
		WalkExpr(e.Tuple, fn)
	}
}

// walkAttrExprs walks the expressions among attribute values (a call's
// device, a task_dummy's manual_dep_edges), lists included.
func walkAttrExprs(attrs []Kwarg, fn func(Node) bool) {
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case Expr:
			WalkExpr(x, fn)
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	for _, a := range attrs {
		walk(a.Value)
	}
}

func walkStmt(s Stmt, fn func(Node) bool) {
	if s == nil || !fn(s) {
		return
	}
	switch s := s.(type) {
	case *AssignStmt:
		WalkExpr(s.Value, fn)
	case *EvalStmt:
		WalkExpr(s.Expr, fn)
	case *SeqStmts:
		for _, c := range s.Stmts {
			walkStmt(c, fn)
		}
	case *IfStmt:
		WalkExpr(s.Cond, fn)
		walkStmt(s.Then, fn)
		walkStmt(s.Else, fn)
	case *ForStmt:
		WalkExpr(s.Start, fn)
		WalkExpr(s.Stop, fn)
		WalkExpr(s.Step, fn)
		for _, ia := range s.IterArgs {
			if ia != nil {
				WalkExpr(ia.Init, fn)
			}
		}
		walkStmt(s.Body, fn)
	case *WhileStmt:
		for _, ia := range s.IterArgs {
			if ia != nil {
				WalkExpr(ia.Init, fn)
			}
		}
		WalkExpr(s.Cond, fn)
		walkStmt(s.Body, fn)
	case *YieldStmt:
		for _, v := range s.Values {
			WalkExpr(v, fn)
		}
	case *ReturnStmt:
		for _, v := range s.Values {
			WalkExpr(v, fn)
		}
	case *ScopeStmt:
		for _, x := range s.HeaderExprs() {
			WalkExpr(x, fn)
		}
		walkStmt(s.Body, fn)
	}
}

// Mutator rewrites IR copy-on-write: a node is rebuilt only when something
// below it changed, so an unchanged subtree keeps its identity and the input
// is never modified.
//
// Hooks (all optional):
//   - Def is called at every definition site (params, assigned vars, loop
//     vars, iter args, return vars) with the variable after its type was
//     rewritten; it returns the variable to use instead (or the same one).
//     Every later use of the old variable is replaced by the new one.
//   - Expr is called bottom-up on each expression after its children were
//     rewritten.
//   - Stmt is called bottom-up on each statement after its children were
//     rewritten; returning nil drops the statement.
type Mutator struct {
	Def  func(old *Var) *Var
	Expr func(e Expr) Expr
	Stmt func(s Stmt) Stmt

	vars map[*Var]VarLike
}

func (m *Mutator) init() {
	if m.vars == nil {
		m.vars = map[*Var]VarLike{}
	}
}

// Subst makes every later use of old refer to repl.
func (m *Mutator) Subst(old *Var, repl VarLike) {
	m.init()
	m.vars[old] = repl
}

// Lookup returns what a variable is currently replaced by.
func (m *Mutator) Lookup(v *Var) (VarLike, bool) {
	r, ok := m.vars[v]
	return r, ok
}

// Program rewrites every function of p.
func (m *Mutator) Program(p *Program) *Program {
	changed := false
	funcs := make([]*Function, len(p.Funcs))
	for i, f := range p.Funcs {
		funcs[i] = m.Function(f)
		changed = changed || funcs[i] != f
	}
	if !changed {
		return p
	}
	c := *p
	c.Funcs = funcs
	return &c
}

// Function rewrites a function's params, return types and body.
func (m *Mutator) Function(f *Function) *Function {
	m.init()
	changed := false
	params := make([]*Var, len(f.Params))
	for i, v := range f.Params {
		params[i] = m.def(v)
		changed = changed || params[i] != v
	}
	rets := make([]Type, len(f.Returns))
	for i, t := range f.Returns {
		rets[i] = m.Type(t)
		changed = changed || rets[i] != t
	}
	body := m.StmtTree(f.Body)
	if !changed && body == f.Body {
		return f
	}
	c := *f
	c.Params, c.Returns, c.Body = params, rets, body
	return &c
}

func (m *Mutator) def(v *Var) *Var {
	if v == nil {
		return nil
	}
	if r, ok := m.vars[v]; ok {
		// Defined again (non-SSA IR, or a parameter re-assigned): keep the
		// replacement chosen at its first definition.
		return r.VarRef()
	}
	t := m.Type(v.T)
	nv := v
	if t != v.T {
		nv = &Var{Name: v.Name, T: t, Pos: v.Pos}
	}
	if m.Def != nil {
		nv = m.Def(nv)
	}
	if nv != v {
		m.vars[v] = nv
	}
	return nv
}

func (m *Mutator) defIterArg(ia *IterArg) *IterArg {
	init := m.ExprTree(ia.Init)
	t := m.Type(ia.T)
	nv := &ia.Var
	if t != ia.T {
		nv = &Var{Name: ia.Name, T: t, Pos: ia.Pos}
	}
	if m.Def != nil {
		nv = m.Def(nv)
	}
	if nv == &ia.Var && init == ia.Init {
		return ia
	}
	n := &IterArg{Var: Var{Name: nv.Name, T: nv.T, Pos: nv.Pos}, Init: init}
	m.vars[&ia.Var] = n
	return n
}

// Type rewrites the expressions inside a type (shape, view, MemRef).
func (m *Mutator) Type(t Type) Type {
	switch t := t.(type) {
	case *TensorType:
		shape, c1 := m.exprs(t.Shape)
		view, c2 := t.View, false
		if t.View != nil {
			v := *t.View
			var a, b bool
			v.Stride, a = m.exprs(t.View.Stride)
			v.ValidShape, b = m.exprs(t.View.ValidShape)
			if a || b {
				view, c2 = &v, true
			}
		}
		mr, c3 := m.memref(t.MemRef)
		if c1 || c2 || c3 {
			return NewTensorType(shape, t.DType, view, mr).KindOf(t)
		}
	case *TileType:
		shape, c1 := m.exprs(t.Shape)
		view, c2 := t.View, false
		if t.View != nil {
			v := *t.View
			var a, b bool
			v.Stride, a = m.exprs(t.View.Stride)
			v.ValidShape, b = m.exprs(t.View.ValidShape)
			so := m.ExprTree(t.View.StartOffset)
			if a || b || so != t.View.StartOffset {
				v.StartOffset = so
				view, c2 = &v, true
			}
		}
		mr, c3 := m.memref(t.MemRef)
		if c1 || c2 || c3 {
			return NewTileType(shape, t.DType, mr, t.Space, view)
		}
	case *TupleType:
		elems := make([]Type, len(t.Elems))
		changed := false
		for i, e := range t.Elems {
			elems[i] = m.Type(e)
			changed = changed || elems[i] != e
		}
		if changed {
			return &TupleType{Elems: elems}
		}
	}
	return t
}

func (m *Mutator) memref(mr *MemRef) (*MemRef, bool) {
	if mr == nil {
		return nil, false
	}
	base := mr.Base
	if r, ok := m.vars[mr.Base]; ok {
		base = r.VarRef()
	}
	off := m.ExprTree(mr.Offset)
	idx := m.ExprTree(mr.SlotIndex)
	if base == mr.Base && off == mr.Offset && idx == mr.SlotIndex {
		return mr, false
	}
	c := *mr
	c.Base, c.Offset, c.SlotIndex = base, off, idx
	return &c, true
}

// attrs rewrites the expressions among attribute values (walkAttrExprs).
func (m *Mutator) attrs(kws []Kwarg) ([]Kwarg, bool) {
	var value func(v any) (any, bool)
	value = func(v any) (any, bool) {
		switch x := v.(type) {
		case Expr:
			n := m.ExprTree(x)
			return n, n != x
		case []any:
			var out []any
			for i, e := range x {
				n, c := value(e)
				if c && out == nil {
					out = append([]any(nil), x...)
				}
				if out != nil {
					out[i] = n
				}
			}
			if out == nil {
				return x, false
			}
			return out, true
		}
		return v, false
	}
	var out []Kwarg
	for i, kw := range kws {
		n, c := value(kw.Value)
		if c && out == nil {
			out = append([]Kwarg(nil), kws...)
		}
		if out != nil {
			out[i].Value = n
		}
	}
	if out == nil {
		return kws, false
	}
	return out, true
}

func (m *Mutator) exprs(es []Expr) ([]Expr, bool) {
	if len(es) == 0 {
		return es, false
	}
	var out []Expr
	for i, e := range es {
		n := m.ExprTree(e)
		if n != e && out == nil {
			out = make([]Expr, len(es))
			copy(out, es[:i])
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

// ExprTree rewrites an expression.
func (m *Mutator) ExprTree(e Expr) Expr {
	m.init()
	var r Expr = e
	switch e := e.(type) {
	case nil:
		return nil
	case *Var:
		if n, ok := m.vars[e]; ok {
			r = n
		}
	case *IterArg:
		if n, ok := m.vars[&e.Var]; ok {
			r = n
		}
	case *Call:
		args, changed := m.exprs(e.Args)
		attrs, c2 := m.attrs(e.Attrs)
		t := m.Type(e.T)
		if changed || c2 || t != e.T {
			c := *e
			c.Args, c.Attrs, c.T = args, attrs, t
			r = &c
		}
	case *Submit:
		args, c1 := m.exprs(e.Args)
		deps, c2 := m.exprs(e.Deps)
		dumps, c3 := m.exprs(e.Dumps)
		cn := m.ExprTree(e.CoreNum)
		attrs, c4 := m.attrs(e.Attrs)
		t := m.Type(e.T)
		if c1 || c2 || c3 || c4 || cn != e.CoreNum || t != e.T {
			c := *e
			c.Args, c.Deps, c.Dumps, c.CoreNum, c.Attrs, c.T = args, deps, dumps, cn, attrs, t
			r = &c
		}
	case *Binary:
		l, rr := m.ExprTree(e.L), m.ExprTree(e.R)
		if l != e.L || rr != e.R {
			c := *e
			c.L, c.R = l, rr
			r = &c
		}
	case *Unary:
		x := m.ExprTree(e.X)
		if x != e.X {
			c := *e
			c.X = x
			r = &c
		}
	case *MakeTuple:
		if elems, changed := m.exprs(e.Elems); changed {
			r = &MakeTuple{Elems: elems, Pos: e.Pos}
		}
	case *TupleGetItem:
		if t := m.ExprTree(e.Tuple); t != e.Tuple {
			r = &TupleGetItem{Tuple: t, Index: e.Index, Pos: e.Pos}
		}
	}
	if m.Expr != nil {
		r = m.Expr(r)
	}
	return r
}

// StmtTree rewrites a statement (nil when the Stmt hook dropped it).
func (m *Mutator) StmtTree(s Stmt) Stmt {
	m.init()
	var r Stmt = s
	switch s := s.(type) {
	case nil:
		return nil
	case *AssignStmt:
		val := m.ExprTree(s.Value)
		v := m.def(s.Var)
		if val != s.Value || v != s.Var {
			r = &AssignStmt{Var: v, Value: val, Pos: s.Pos}
		}
	case *EvalStmt:
		if x := m.ExprTree(s.Expr); x != s.Expr {
			r = &EvalStmt{Expr: x, Pos: s.Pos}
		}
	case *SeqStmts:
		var out []Stmt
		changed := false
		for _, c := range s.Stmts {
			n := m.StmtTree(c)
			changed = changed || n != c
			if n != nil {
				out = append(out, n)
			}
		}
		if changed {
			r = &SeqStmts{Stmts: out, Pos: s.Pos}
		}
	case *IfStmt:
		cond := m.ExprTree(s.Cond)
		th := m.StmtTree(s.Then)
		el := m.StmtTree(s.Else)
		rvs, c := m.defs(s.ReturnVars)
		if cond != s.Cond || th != s.Then || el != s.Else || c {
			r = &IfStmt{Cond: cond, Then: th, Else: el, ReturnVars: rvs, Pos: s.Pos}
		}
	case *ForStmt:
		start, stop, step := m.ExprTree(s.Start), m.ExprTree(s.Stop), m.ExprTree(s.Step)
		ias, c1 := m.iterArgs(s.IterArgs)
		lv := m.def(s.LoopVar)
		body := m.StmtTree(s.Body)
		rvs, c2 := m.defs(s.ReturnVars)
		if start != s.Start || stop != s.Stop || step != s.Step || c1 || lv != s.LoopVar || body != s.Body || c2 {
			c := *s
			c.Start, c.Stop, c.Step, c.IterArgs, c.LoopVar, c.Body, c.ReturnVars = start, stop, step, ias, lv, body, rvs
			r = &c
		}
	case *WhileStmt:
		ias, c1 := m.iterArgs(s.IterArgs)
		cond := m.ExprTree(s.Cond)
		body := m.StmtTree(s.Body)
		rvs, c2 := m.defs(s.ReturnVars)
		if c1 || cond != s.Cond || body != s.Body || c2 {
			r = &WhileStmt{IterArgs: ias, Cond: cond, Body: body, ReturnVars: rvs, Pos: s.Pos}
		}
	case *YieldStmt:
		if vals, c := m.exprs(s.Values); c {
			r = &YieldStmt{Values: vals, Pos: s.Pos}
		}
	case *ReturnStmt:
		if vals, c := m.exprs(s.Values); c {
			r = &ReturnStmt{Values: vals, Pos: s.Pos}
		}
	case *ScopeStmt:
		h := s.MapHeader(m.ExprTree)
		if b := m.StmtTree(s.Body); b != s.Body || h != s {
			c := *h
			c.Body = b
			r = &c
		}
	}
	if m.Stmt != nil && r != nil {
		r = m.Stmt(r)
	}
	return r
}

func (m *Mutator) defs(vs []*Var) ([]*Var, bool) {
	if len(vs) == 0 {
		return vs, false
	}
	out := make([]*Var, len(vs))
	changed := false
	for i, v := range vs {
		out[i] = m.def(v)
		changed = changed || out[i] != v
	}
	if !changed {
		return vs, false
	}
	return out, true
}

func (m *Mutator) iterArgs(ias []*IterArg) ([]*IterArg, bool) {
	if len(ias) == 0 {
		return ias, false
	}
	out := make([]*IterArg, len(ias))
	changed := false
	for i, ia := range ias {
		out[i] = m.defIterArg(ia)
		changed = changed || out[i] != ia
	}
	if !changed {
		return ias, false
	}
	return out, true
}

// Clone deep-copies a program: every defined variable is a fresh Var, and
// every node on the path to one is rebuilt, so the copy shares no mutable
// identity with the original (constants and ops are shared; they are
// immutable).
func Clone(p *Program) *Program {
	m := &Mutator{Def: func(v *Var) *Var { return &Var{Name: v.Name, T: v.T, Pos: v.Pos} }}
	// Every function gets fresh vars; free variables (pl.dynamic dims,
	// string-named MemRef bases) are shared across functions in a program
	// and are copied once.
	free := map[*Var]*Var{}
	for _, f := range p.Funcs {
		for _, v := range freeVars(f) {
			if _, ok := free[v]; !ok {
				free[v] = &Var{Name: v.Name, T: v.T, Pos: v.Pos}
			}
		}
	}
	funcs := make([]*Function, len(p.Funcs))
	for i, f := range p.Funcs {
		m.vars = map[*Var]VarLike{}
		for old, nv := range free {
			m.vars[old] = nv
		}
		funcs[i] = m.Function(f)
	}
	c := *p
	c.Funcs = funcs
	return &c
}

// TrailingYield is the yield that ends a body: its last statement,
// looking through nested statement lists and through the scopes through
// admits (nil: none; SSATransparent: runtime and split_aiv scopes;
// AnyScope), or nil when the body does not end in a yield.
func TrailingYield(body Stmt, through func(*ScopeStmt) bool) *YieldStmt {
	for {
		switch s := body.(type) {
		case *SeqStmts:
			if len(s.Stmts) == 0 {
				return nil
			}
			body = s.Stmts[len(s.Stmts)-1]
			continue
		case *ScopeStmt:
			if through != nil && through(s) {
				body = s.Body
				continue
			}
		case *YieldStmt:
			return s
		}
		return nil
	}
}

// TrailingYieldIn is TrailingYield of a statement list.
func TrailingYieldIn(stmts []Stmt, through func(*ScopeStmt) bool) *YieldStmt {
	if len(stmts) == 0 {
		return nil
	}
	return TrailingYield(stmts[len(stmts)-1], through)
}

// SSATransparent reports whether a scope is transparent to SSA (its
// definitions are its parent's): a runtime or a split_aiv scope, the
// scopes PyPTO's GetLastStmt looks through for SSAVerify.
func SSATransparent(s *ScopeStmt) bool { return s.Kind == ScopeRuntime || s.Kind == ScopeSplitAiv }

// AnyScope admits every scope.
func AnyScope(*ScopeStmt) bool { return true }
