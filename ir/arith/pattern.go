package arith

import "github.com/irfuzz/irfuzz/ir"

// The pattern language of pattern_match.h: a pattern matches an expression
// tree, filling pattern variables, and evaluates a result from them.

// env holds what one match filled: the expression variables x, y, z and
// the constant variables c1, c2, c3 (PVar<ExprPtr>, PVar<ConstIntPtr>),
// plus the dtypes "ret" and "a" that rules name as
// MakeConstInt(v, GetScalarDtype(ret)) and MakeConstInt(v, GetScalarDtype(a)).
type env struct {
	v      [6]ir.Expr
	filled [6]bool
	retDT  ir.DataType
	aDT    ir.DataType
}

const (
	ix = iota
	iy
	iz
	ic1
	ic2
	ic3
)

func (m *env) c(i int) int64 { return m.v[i].(*ir.ConstInt).Value }

type pattern interface {
	match(e ir.Expr, m *env) bool
	eval(m *env) ir.Expr
}

// pvar is PVar<ExprPtr> (pattern_match.h:180): matches anything; a second
// occurrence must be equal (PEqualChecker<ExprPtr>, :147).
type pvar int

func (p pvar) match(e ir.Expr, m *env) bool {
	if !m.filled[p] {
		m.v[p], m.filled[p] = e, true
		return true
	}
	return exprEqual(m.v[p], e)
}

func (p pvar) eval(m *env) ir.Expr { return m.v[p] }

// pconst is PVar<ConstIntPtr> (:207): matches a ConstInt; a second
// occurrence must have the same value and dtype.
type pconst int

func (p pconst) match(e ir.Expr, m *env) bool {
	c, ok := e.(*ir.ConstInt)
	if !ok {
		return false
	}
	if !m.filled[p] {
		m.v[p], m.filled[p] = c, true
		return true
	}
	o := m.v[p].(*ir.ConstInt)
	return o.Value == c.Value && o.DType == c.DType
}

func (p pconst) eval(m *env) ir.Expr { return m.v[p] }

// plit is PConstWithTypeLike (:306), an integer literal in a rule: matches
// a ConstInt of that value, evaluates to one of ref's dtype.
type plit struct {
	ref pattern
	v   int64
}

func (p plit) match(e ir.Expr, _ *env) bool {
	c, ok := e.(*ir.ConstInt)
	return ok && c.Value == p.v
}

func (p plit) eval(m *env) ir.Expr { return ConstInt(p.v, ScalarDType(p.ref.eval(m))) }

// pret is MakeConstInt(v, GetScalarDtype(ret)) (or of a when ofA), a
// constant built by the rule; pbool is MakeConstBool(v). Results only.
type pret struct {
	v   int64
	ofA bool
}

func (p pret) match(ir.Expr, *env) bool { return false }
func (p pret) eval(m *env) ir.Expr {
	if p.ofA {
		return ConstInt(p.v, m.aDT)
	}
	return ConstInt(p.v, m.retDT)
}

type pbool bool

func (p pbool) match(ir.Expr, *env) bool { return false }
func (p pbool) eval(*env) ir.Expr        { return ConstBool(bool(p)) }

// pbin is PBinaryExpr (:380): evaluation folds constants first
// (TryConstFoldBinary) and builds the node with MakeBinary otherwise.
type pbin struct {
	op   ir.BinaryOp
	a, b pattern
}

func (p pbin) match(e ir.Expr, m *env) bool {
	b, ok := e.(*ir.Binary)
	return ok && b.Op == p.op && p.a.match(b.L, m) && p.b.match(b.R, m)
}

func (p pbin) eval(m *env) ir.Expr {
	l, r := p.a.eval(m), p.b.eval(m)
	if f := FoldBinary(p.op, l, r); f != nil {
		return f
	}
	return MakeBinary(p.op, l, r, ir.Span{})
}

// pun is PUnaryExpr (:444).
type pun struct {
	op ir.UnaryOp
	a  pattern
}

func (p pun) match(e ir.Expr, m *env) bool {
	u, ok := e.(*ir.Unary)
	return ok && u.Op == p.op && p.a.match(u.X, m)
}

func (p pun) eval(m *env) ir.Expr {
	x := p.a.eval(m)
	if f := FoldUnary(p.op, x); f != nil {
		return f
	}
	return MakeUnary(p.op, x, ir.Invalid, ir.Span{})
}

// The rules' vocabulary.
var (
	x, y, z    = pvar(ix), pvar(iy), pvar(iz)
	c1, c2, c3 = pconst(ic1), pconst(ic2), pconst(ic3)
	zeroRet    = pret{v: 0}
	oneRet     = pret{v: 1}
	zeroA      = pret{v: 0, ofA: true}
	pTrue      = pbool(true)
	pFalse     = pbool(false)
)

func add(a, b pattern) pattern         { return pbin{ir.OpAdd, a, b} }
func sub(a, b pattern) pattern         { return pbin{ir.OpSub, a, b} }
func mul(a, b pattern) pattern         { return pbin{ir.OpMul, a, b} }
func fdiv(a, b pattern) pattern        { return pbin{ir.OpFloorDiv, a, b} }
func fmod(a, b pattern) pattern        { return pbin{ir.OpFloorMod, a, b} }
func pmin(a, b pattern) pattern        { return pbin{ir.OpMin, a, b} }
func pmax(a, b pattern) pattern        { return pbin{ir.OpMax, a, b} }
func eq(a, b pattern) pattern          { return pbin{ir.OpEq, a, b} }
func ne(a, b pattern) pattern          { return pbin{ir.OpNe, a, b} }
func lt(a, b pattern) pattern          { return pbin{ir.OpLt, a, b} }
func le(a, b pattern) pattern          { return pbin{ir.OpLe, a, b} }
func gt(a, b pattern) pattern          { return pbin{ir.OpGt, a, b} }
func ge(a, b pattern) pattern          { return pbin{ir.OpGe, a, b} }
func and(a, b pattern) pattern         { return pbin{ir.OpAnd, a, b} }
func or(a, b pattern) pattern          { return pbin{ir.OpOr, a, b} }
func not(a pattern) pattern            { return pun{ir.OpNot, a} }
func neg(a pattern) pattern            { return pun{ir.OpNeg, a} }
func lit(ref pattern, v int64) pattern { return plit{ref, v} }

// exprEqual is PEqualChecker<ExprPtr> (pattern_match.h:147): identity,
// then equal constants, then structural equality (free variables compare
// by identity).
func exprEqual(a, b ir.Expr) bool {
	if a == b {
		return true
	}
	switch a := a.(type) {
	case *ir.ConstInt:
		b, ok := b.(*ir.ConstInt)
		return ok && a.Value == b.Value && a.DType == b.DType
	case *ir.ConstFloat:
		b, ok := b.(*ir.ConstFloat)
		return ok && a.Value == b.Value && a.DType == b.DType
	case *ir.ConstBool:
		b, ok := b.(*ir.ConstBool)
		return ok && a.Value == b.Value
	case *ir.Var:
		b, ok := b.(*ir.Var)
		return ok && a == b
	case *ir.IterArg:
		b, ok := b.(*ir.IterArg)
		return ok && a == b
	case *ir.Binary:
		b, ok := b.(*ir.Binary)
		return ok && a.Op == b.Op && a.DType == b.DType && exprEqual(a.L, b.L) && exprEqual(a.R, b.R)
	case *ir.Unary:
		b, ok := b.(*ir.Unary)
		return ok && a.Op == b.Op && a.DType == b.DType && exprEqual(a.X, b.X)
	case *ir.MakeTuple:
		b, ok := b.(*ir.MakeTuple)
		return ok && exprsEqual(a.Elems, b.Elems)
	case *ir.TupleGetItem:
		b, ok := b.(*ir.TupleGetItem)
		return ok && a.Index == b.Index && exprEqual(a.Tuple, b.Tuple)
	case *ir.Call:
		b, ok := b.(*ir.Call)
		return ok && a.Op == b.Op && a.Callee == b.Callee && exprsEqual(a.Args, b.Args) &&
			kwargsEqual(a.Kwargs, b.Kwargs) && kwargsEqual(a.Attrs, b.Attrs) && ir.TypeEqual(a.T, b.T)
	}
	return false
}

func exprsEqual(a, b []ir.Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !exprEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

func kwargsEqual(a, b []ir.Kwarg) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Key != b[i].Key || !scalarKwEqual(a[i].Value, b[i].Value) {
			return false
		}
	}
	return true
}

func scalarKwEqual(a, b any) bool {
	la, aList := a.([]any)
	lb, bList := b.([]any)
	if aList || bList {
		if !aList || !bList || len(la) != len(lb) {
			return false
		}
		for i := range la {
			if !scalarKwEqual(la[i], lb[i]) {
				return false
			}
		}
		return true
	}
	return a == b
}
