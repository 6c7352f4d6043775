package pipeline

import (
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// FlattenCallExpr brings programs to three-address form: a call nested in
// another call's arguments, an if condition, a for range, a binary or
// unary operand, an iter-arg initial value, a yield or a return is bound
// to a fresh variable by an assignment placed just before the statement
// that used it (PyPTO's FlattenCallExpr; yields are covered since #2236).
// While conditions are evaluated every iteration and stay as they are.
var FlattenCallExpr = &Pass{
	Name:     "FlattenCallExpr",
	Doc:      "bind every nested call to a variable (three-address form)",
	Required: set(pSSA, pNSS),
	Produced: set(pSSA, pNNC, pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		changed := false
		for i, f := range p.Funcs {
			fl := &flattener{ctx: ctx, taken: map[string]bool{}}
			ir.DefSites(f, func(v *ir.Var) { fl.taken[v.Name] = true })
			nb := fl.body(f.Body)
			if nb == f.Body {
				out.Funcs[i] = f
				continue
			}
			nf := *f
			nf.Body = nb
			out.Funcs[i] = &nf
			changed = true
		}
		if !changed {
			return p, nil
		}
		return &out, nil
	},
}

type flattener struct {
	ctx   *Context
	taken map[string]bool
	pre   []ir.Stmt // assignments to emit before the current statement
}

// temp names a fresh variable after the op it holds the result of.
func (fl *flattener) temp(c ir.Expr) *ir.Var {
	base := "tmp"
	switch c := c.(type) {
	case *ir.Call:
		base = c.OpName()
		if i := lastDot(base); i >= 0 {
			base = base[i+1:]
		}
	case *ir.Submit:
		base = c.Callee
	}
	name := base + "_flat"
	for i := 0; fl.taken[name]; i++ {
		name = base + "_flat_" + strconv.Itoa(i)
	}
	fl.taken[name] = true
	return &ir.Var{Name: name, T: c.Type(), Pos: c.Span()}
}

func lastDot(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			return i
		}
	}
	return -1
}

// hoist binds a call to a fresh variable and returns the variable.
func (fl *flattener) hoist(e ir.Expr) ir.Expr {
	v := fl.temp(e)
	fl.pre = append(fl.pre, &ir.AssignStmt{Var: v, Value: e, Pos: e.Span()})
	return v
}

// operand flattens an expression used where no call may appear: nested
// calls inside it are flattened first, then a call itself is hoisted.
func (fl *flattener) operand(e ir.Expr) ir.Expr {
	e = fl.inner(e)
	switch e.(type) {
	case *ir.Call, *ir.Submit:
		return fl.hoist(e)
	}
	return e
}

// inner flattens the sub-expressions of e (its arguments / operands), but
// leaves e itself in place.
func (fl *flattener) inner(e ir.Expr) ir.Expr {
	switch e := e.(type) {
	case *ir.Call:
		args, changed := fl.operands(e.Args)
		if !changed {
			return e
		}
		c := *e
		c.Args = args
		return &c
	case *ir.Submit:
		args, c1 := fl.operands(e.Args)
		deps, c2 := fl.operands(e.Deps)
		if !c1 && !c2 {
			return e
		}
		s := *e
		s.Args, s.Deps = args, deps
		return &s
	case *ir.Binary:
		l, r := fl.operand(e.L), fl.operand(e.R)
		if l == e.L && r == e.R {
			return e
		}
		b := *e
		b.L, b.R = l, r
		return &b
	case *ir.Unary:
		x := fl.operand(e.X)
		if x == e.X {
			return e
		}
		u := *e
		u.X = x
		return &u
	case *ir.MakeTuple:
		elems, changed := fl.operands(e.Elems)
		if !changed {
			return e
		}
		return &ir.MakeTuple{Elems: elems, Pos: e.Pos}
	case *ir.TupleGetItem:
		t := fl.operand(e.Tuple)
		if t == e.Tuple {
			return e
		}
		return &ir.TupleGetItem{Tuple: t, Index: e.Index, Pos: e.Pos}
	}
	return e
}

func (fl *flattener) operands(es []ir.Expr) ([]ir.Expr, bool) {
	out := make([]ir.Expr, len(es))
	changed := false
	for i, e := range es {
		out[i] = fl.operand(e)
		changed = changed || out[i] != e
	}
	return out, changed
}

// body flattens a statement list.
func (fl *flattener) body(s ir.Stmt) ir.Stmt {
	if s == nil {
		return nil
	}
	in := ir.Stmts(s)
	var out []ir.Stmt
	changed := false
	for _, st := range in {
		saved := fl.pre
		fl.pre = nil
		ns := fl.stmt(st)
		if len(fl.pre) > 0 || ns != st {
			changed = true
		}
		out = append(out, fl.pre...)
		out = append(out, ns)
		fl.pre = saved
	}
	if !changed {
		return s
	}
	return ir.Seq(s.Span(), out...)
}

func (fl *flattener) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if v := fl.inner(s.Value); v != s.Value {
			return &ir.AssignStmt{Var: s.Var, Value: v, Pos: s.Pos}
		}
	case *ir.EvalStmt:
		if x := fl.inner(s.Expr); x != s.Expr {
			return &ir.EvalStmt{Expr: x, Pos: s.Pos}
		}
	case *ir.YieldStmt:
		if fl.ctx.Fault(FaultYieldCallsUnflattened) {
			return s // PyPTO #2236: only returns were flattened
		}
		if vals, changed := fl.operands(s.Values); changed {
			return &ir.YieldStmt{Values: vals, Pos: s.Pos}
		}
	case *ir.ReturnStmt:
		if vals, changed := fl.operands(s.Values); changed {
			return &ir.ReturnStmt{Values: vals, Pos: s.Pos}
		}
	case *ir.IfStmt:
		cond := fl.operand(s.Cond)
		th, el := fl.body(s.Then), fl.body(s.Else)
		if cond != s.Cond || th != s.Then || el != s.Else {
			n := *s
			n.Cond, n.Then, n.Else = cond, th, el
			return &n
		}
	case *ir.ForStmt:
		start, stop, step := fl.operand(s.Start), fl.operand(s.Stop), fl.operand(s.Step)
		ias, c1 := fl.iterArgs(s.IterArgs)
		body := fl.body(s.Body)
		if start != s.Start || stop != s.Stop || step != s.Step || c1 || body != s.Body {
			n := *s
			n.Start, n.Stop, n.Step, n.Body = start, stop, step, body
			if c1 {
				n.IterArgs = ias
				n.Body = substIterArgs(s.IterArgs, ias, body)
			}
			return &n
		}
	case *ir.WhileStmt:
		ias, c1 := fl.iterArgs(s.IterArgs)
		body := fl.body(s.Body)
		if c1 || body != s.Body {
			n := *s
			n.Body = body
			if c1 {
				n.IterArgs = ias
				n.Cond = substIterArgsExpr(s.IterArgs, ias, s.Cond)
				n.Body = substIterArgs(s.IterArgs, ias, body)
			}
			return &n
		}
	case *ir.ScopeStmt:
		if b := fl.body(s.Body); b != s.Body {
			n := *s
			n.Body = b
			return &n
		}
	}
	return s
}

// iterArgs flattens the initial values of a loop's carries. A changed init
// means a new IterArg, whose uses in the body must follow.
func (fl *flattener) iterArgs(ias []*ir.IterArg) ([]*ir.IterArg, bool) {
	out := make([]*ir.IterArg, len(ias))
	changed := false
	for i, ia := range ias {
		init := fl.operand(ia.Init)
		if init == ia.Init {
			out[i] = ia
			continue
		}
		out[i] = &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: init}
		changed = true
	}
	return out, changed
}

func iterArgMutator(old, new []*ir.IterArg) *ir.Mutator {
	m := &ir.Mutator{}
	for i := range old {
		if old[i] != new[i] {
			m.Subst(&old[i].Var, new[i])
		}
	}
	return m
}

func substIterArgs(old, new []*ir.IterArg, body ir.Stmt) ir.Stmt {
	return iterArgMutator(old, new).StmtTree(body)
}

func substIterArgsExpr(old, new []*ir.IterArg, e ir.Expr) ir.Expr {
	return iterArgMutator(old, new).ExprTree(e)
}
