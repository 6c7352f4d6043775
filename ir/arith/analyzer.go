package arith

import "github.com/irfuzz/irfuzz/ir"

// Analyzer is PyPTO's arith::Analyzer (analyzer.cpp): a rewrite
// simplifier and a constant-integer-bound analysis sharing variable
// bindings. The zero value is not usable; call NewAnalyzer.
type Analyzer struct {
	bound   boundAnalyzer
	rewrite rewriter
}

// NewAnalyzer returns an analyzer with no bindings.
func NewAnalyzer() *Analyzer {
	a := &Analyzer{bound: boundAnalyzer{vars: map[*ir.Var]Bound{}}}
	a.rewrite = rewriter{an: a, vars: map[*ir.Var]ir.Expr{}}
	return a
}

// Bind makes v stand for e (Analyzer::Bind, analyzer.cpp:45): e is
// rewritten once, its bound becomes v's, and the rewriter substitutes it
// for v. The transitive-comparison analyzer is not ported, but its Bind
// records the binding as MakeEq(v, e) (transitive_comparison_analyzer.cpp:
// 607-610), and that equality is still built: for a BOOL v it is PyPTO's
// TypeError "Operator 'eq' does not accept bool dtype" (scalar_expr.h:
// 352-353).
func (a *Analyzer) Bind(v *ir.Var, e ir.Expr) {
	s := a.rewrite.visit(e)
	a.UpdateBound(v, a.bound.of(s))
	a.rewrite.vars[v] = s
	MakeBinary(ir.OpEq, v, s, ir.Span{})
}

// BindRange binds v to [lo, hiExcl) (analyzer.cpp:56); a one-value range
// also substitutes the value.
func (a *Analyzer) BindRange(v *ir.Var, lo, hiExcl int64) {
	if hiExcl <= lo {
		fail("Bind requires max_val_exclusive > min_val, got [%d, %d)", lo, hiExcl)
	}
	a.bound.vars[v] = Bound{lo, hiExcl - 1}
	if hiExcl-lo == 1 {
		a.rewrite.vars[v] = ConstInt(lo, ScalarDType(v))
	}
}

// UpdateBound sets v's bound (ConstIntBoundAnalyzer::Update,
// const_int_bound.cpp:512).
func (a *Analyzer) UpdateBound(v *ir.Var, b Bound) {
	if b.Min > b.Max {
		fail("Update requires min_value <= max_value, got [%d, %d]", b.Min, b.Max)
	}
	a.bound.vars[v] = b
}

// Unbind forgets v's bound and value (analyzer.cpp:72).
func (a *Analyzer) Unbind(v *ir.Var) {
	delete(a.bound.vars, v)
	delete(a.rewrite.vars, v)
}

// ConstIntBound is the bound of e under the current bindings.
func (a *Analyzer) ConstIntBound(e ir.Expr) Bound { return a.bound.of(e) }

// Rewrite is one pass of the rewrite simplifier (rewrite_simplify(e)).
func (a *Analyzer) Rewrite(e ir.Expr) ir.Expr { return a.rewrite.visit(e) }

// Simplify is Analyzer::Simplify with its default two steps
// (analyzer.cpp:79, analyzer.h:389).
func (a *Analyzer) Simplify(e ir.Expr) ir.Expr {
	for range 2 {
		e = a.rewrite.visit(e)
	}
	return e
}

// CanProveGreaterEqual: the bound of Simplify(e) is at least lo
// (analyzer.cpp:88).
func (a *Analyzer) CanProveGreaterEqual(e ir.Expr, lo int64) bool {
	return a.bound.of(a.Simplify(e)).Min >= lo
}

// CanProveEqual: a and b are one expression, or Simplify(a - b) is bound
// to exactly 0 (analyzer.cpp:98-105).
func (a *Analyzer) CanProveEqual(x, y ir.Expr) bool {
	if x == y {
		return true
	}
	return a.bound.of(a.Simplify(MakeBinary(ir.OpSub, x, y, ir.Span{}))).IsConstVal(0)
}

// CanProveLess: the bound of Simplify(e) is below hi (analyzer.cpp:93).
func (a *Analyzer) CanProveLess(e ir.Expr, hi int64) bool {
	return a.bound.of(a.Simplify(e)).Max < hi
}

// CanProve is Analyzer::CanProve (analyzer.cpp:114): the simplified
// condition is a true constant, an And of provable sides, or a comparison
// whose difference has a deciding bound. The transitive-comparison and
// int-set fallbacks are not ported (see the package doc).
func (a *Analyzer) CanProve(cond ir.Expr) bool {
	s := a.Simplify(cond)
	switch c := s.(type) {
	case *ir.ConstBool:
		return c.Value
	case *ir.ConstInt:
		return c.Value != 0
	case *ir.Binary:
		if c.Op == ir.OpAnd {
			return a.CanProve(c.L) && a.CanProve(c.R)
		}
		var d Bound
		switch c.Op {
		case ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpEq, ir.OpNe:
			d = a.bound.of(a.Simplify(MakeBinary(ir.OpSub, c.L, c.R, ir.Span{})))
		default:
			return false
		}
		switch c.Op {
		case ir.OpLt:
			return d.Max < 0
		case ir.OpLe:
			return d.Max <= 0
		case ir.OpGt:
			return d.Min > 0
		case ir.OpGe:
			return d.Min >= 0
		case ir.OpEq:
			return d.IsConstVal(0)
		case ir.OpNe:
			return d.Min > 0 || d.Max < 0
		}
	}
	return false
}

// EnterConstraint assumes c holds until the returned function is called
// (ConstraintContext, analyzer.cpp:226): c is rewritten once, then its
// comparisons of variables with constants tighten their bounds.
func (a *Analyzer) EnterConstraint(c ir.Expr) func() {
	return a.bound.enterConstraint(a.rewrite.visit(c))
}
