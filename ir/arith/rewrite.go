package arith

import "github.com/irfuzz/irfuzz/ir"

// rewriter is RewriteSimplifier::Impl (rewrite_simplify.cpp): a bottom-up
// pass that folds constants and applies the pattern rules of each operator
// in order, re-rewriting a rule's result up to five levels deep
// (RecursiveRewrite, :63, kMaxRecursiveDepth in rewrite_simplify.h:129).
type rewriter struct {
	an    *Analyzer
	vars  map[*ir.Var]ir.Expr
	depth int
}

// rule is one PYPTO_TRY_REWRITE(_IF) (pattern_match.h:653): when src
// matches and cond (if any) holds, the result is dst, re-rewritten.
type rule struct {
	src, dst pattern
	cond     func(s *rewriter, m *env) bool
}

func r(src, dst pattern) rule { return rule{src: src, dst: dst} }
func rif(src, dst pattern, cond func(s *rewriter, m *env) bool) rule {
	return rule{src: src, dst: dst, cond: cond}
}

func (s *rewriter) recursive(e ir.Expr) ir.Expr {
	if s.depth >= 5 {
		return e
	}
	s.depth++
	e = s.visit(e)
	s.depth--
	return e
}

// try runs rules in order on ret; the first that fires gives the result.
func (s *rewriter) try(ret ir.Expr, m *env, rules []rule) (ir.Expr, bool) {
	for _, rl := range rules {
		if s.match(rl.src, ret, m) && (rl.cond == nil || rl.cond(s, m)) {
			return s.recursive(rl.dst.eval(m)), true
		}
	}
	return nil, false
}

// match resets the pattern variables and matches p against e.
func (s *rewriter) match(p pattern, e ir.Expr, m *env) bool {
	m.v, m.filled = [6]ir.Expr{}, [6]bool{}
	return p.match(e, m)
}

// compare is TryCompare (:71) against the parent's bound of e.
func (s *rewriter) compare(e ir.Expr, v int64) (lt, le, eq, ge, gt bool) {
	b := s.an.bound.of(e)
	switch {
	case b.Min == v && b.Max == v:
		return false, true, true, true, false
	case b.Min > v:
		return false, false, false, true, true
	case b.Min == v:
		return false, false, false, true, false
	case b.Max < v:
		return true, true, false, false, false
	case b.Max == v:
		return false, true, false, false, false
	}
	return
}

// proveGE, proveLE, proveLess are CanProveGE / CanProveLE / CanProveLess
// of rewrite_simplify.h:107-121.
func (s *rewriter) proveGE(e ir.Expr, v int64) bool { _, _, _, ge, _ := s.compare(e, v); return ge }
func (s *rewriter) proveLE(e ir.Expr, v int64) bool { _, le, _, _, _ := s.compare(e, v); return le }
func (s *rewriter) proveLess(e ir.Expr, v int64) bool {
	lt, _, _, _, _ := s.compare(e, v)
	return lt
}

// nonZero: CanProveGE(e, 1) || CanProveLE(e, -1).
func (s *rewriter) nonZero(e ir.Expr) bool { return s.proveGE(e, 1) || s.proveLE(e, -1) }

func (s *rewriter) visit(e ir.Expr) ir.Expr {
	// Float-typed expressions are left alone (:52).
	if st, ok := e.Type().(*ir.ScalarType); ok && st.DType.IsFloat() {
		return e
	}
	switch e := e.(type) {
	case *ir.Var:
		if v, ok := s.vars[e]; ok {
			return v
		}
	case *ir.IterArg:
		if v, ok := s.vars[&e.Var]; ok {
			return v
		}
	case *ir.Binary:
		return s.binary(e)
	case *ir.Unary:
		return s.unary(e)
	}
	return e
}

// Conditions on matched constants.
func c2pos(s *rewriter, m *env) bool        { return m.c(ic2) > 0 }
func c2posDivides(s *rewriter, m *env) bool { return m.c(ic2) > 0 && m.c(ic1)%m.c(ic2) == 0 }
func c1nz(s *rewriter, m *env) bool         { return m.c(ic1) != 0 }
func c1pos(s *rewriter, m *env) bool        { return m.c(ic1) > 0 }
func c1neg(s *rewriter, m *env) bool        { return m.c(ic1) < 0 }
func xNonZero(s *rewriter, m *env) bool     { return s.nonZero(m.v[ix]) }
func yNonZero(s *rewriter, m *env) bool     { return s.nonZero(m.v[iy]) }
func zNonNeg(s *rewriter, m *env) bool      { return s.proveGE(m.v[iz], 0) }
func xInC1(s *rewriter, m *env) bool {
	return m.c(ic1) > 0 && s.proveGE(m.v[ix], 0) && s.proveLess(m.v[ix], m.c(ic1))
}

var addRules = []rule{ // rewrite_simplify.cpp:174-257
	r(add(add(x, c1), c2), add(x, add(c1, c2))),
	r(add(add(c1, x), c2), add(x, add(c1, c2))),
	r(add(sub(x, y), y), x),
	r(add(x, sub(y, x)), y),
	r(add(sub(x, y), sub(y, z)), sub(x, z)),
	r(add(sub(x, y), sub(z, x)), sub(z, y)),
	r(add(x, x), mul(x, lit(x, 2))),
	r(add(mul(x, y), x), mul(add(y, lit(y, 1)), x)),
	r(add(x, mul(x, y)), mul(add(y, lit(y, 1)), x)),
	r(add(mul(x, y), mul(x, z)), mul(add(y, z), x)),
	r(add(mul(y, x), mul(x, z)), mul(add(y, z), x)),
	r(add(mul(x, y), mul(z, x)), mul(add(y, z), x)),
	r(add(mul(y, x), mul(z, x)), mul(add(y, z), x)),
	r(add(mul(fdiv(x, y), y), fmod(x, y)), x),
	r(add(fmod(x, y), mul(fdiv(x, y), y)), x),
	r(add(mul(y, fdiv(x, y)), fmod(x, y)), x),
	r(add(fmod(x, y), mul(y, fdiv(x, y))), x),
	r(add(pmin(x, sub(y, z)), z), pmin(add(x, z), y)),
	r(add(pmin(sub(x, z), y), z), pmin(x, add(y, z))),
	r(add(z, pmin(x, sub(y, z))), pmin(add(x, z), y)),
	r(add(pmax(x, sub(y, z)), z), pmax(add(x, z), y)),
	r(add(pmax(sub(x, z), y), z), pmax(x, add(y, z))),
	r(add(z, pmax(x, sub(y, z))), pmax(add(x, z), y)),
	r(add(pmax(x, y), pmin(x, y)), add(x, y)),
	r(add(pmin(x, y), pmax(x, y)), add(x, y)),
	r(add(pmax(x, y), pmin(y, x)), add(x, y)),
	r(add(pmin(x, y), pmax(y, x)), add(x, y)),
	r(add(c1, x), add(x, c1)),
	r(add(x, sub(c1, y)), add(sub(x, y), c1)),
	r(add(sub(c1, y), x), add(sub(x, y), c1)),
	r(add(add(x, c1), y), add(add(x, y), c1)),
}

var subRules = []rule{ // rewrite_simplify.cpp:264-403
	r(sub(x, x), zeroRet),
	r(sub(add(x, y), y), x),
	r(sub(add(x, y), x), y),
	r(sub(add(y, x), x), y),
	r(sub(x, add(x, y)), neg(y)),
	r(sub(x, add(y, x)), neg(y)),
	r(sub(add(x, c1), c2), add(x, sub(c1, c2))),
	r(sub(add(c1, x), c2), add(x, sub(c1, c2))),
	r(sub(c1, sub(c2, x)), add(x, sub(c1, c2))),
	r(sub(c1, add(x, c2)), sub(sub(c1, c2), x)),
	r(sub(c1, add(c2, x)), sub(sub(c1, c2), x)),
	r(sub(sub(c1, x), sub(c2, y)), add(sub(y, x), sub(c1, c2))),
	r(sub(sub(x, y), sub(x, z)), sub(z, y)),
	r(sub(add(x, y), add(x, z)), sub(y, z)),
	r(sub(add(y, x), add(x, z)), sub(y, z)),
	r(sub(add(x, y), add(z, x)), sub(y, z)),
	r(sub(add(y, x), add(z, x)), sub(y, z)),
	r(sub(mul(x, y), x), mul(sub(y, lit(y, 1)), x)),
	r(sub(x, mul(x, y)), mul(sub(lit(y, 1), y), x)),
	r(sub(mul(x, y), mul(x, z)), mul(sub(y, z), x)),
	r(sub(mul(y, x), mul(x, z)), mul(sub(y, z), x)),
	r(sub(mul(x, y), mul(z, x)), mul(sub(y, z), x)),
	r(sub(mul(y, x), mul(z, x)), mul(sub(y, z), x)),
	rif(sub(x, mul(fdiv(x, c1), c1)), fmod(x, c1), c1nz),
	rif(sub(x, mul(c1, fdiv(x, c1))), fmod(x, c1), c1nz),
	rif(sub(mul(fdiv(x, c1), c1), x), sub(zeroRet, fmod(x, c1)), c1nz),
	rif(sub(x, mul(fdiv(add(x, y), c1), c1)), sub(fmod(add(x, y), c1), y), c1nz),
	rif(sub(mul(fdiv(add(x, y), c1), c1), x), sub(y, fmod(add(x, y), c1)), c1nz),
	rif(sub(x, mul(fdiv(sub(x, y), c1), c1)), add(fmod(sub(x, y), c1), y), c1nz),
	rif(sub(mul(fdiv(sub(x, y), c1), c1), x), sub(sub(zeroRet, fmod(sub(x, y), c1)), y), c1nz),
	r(sub(pmin(x, y), x), pmin(zeroRet, sub(y, x))),
	r(sub(pmin(x, y), y), pmin(sub(x, y), zeroRet)),
	r(sub(pmax(x, y), x), pmax(zeroRet, sub(y, x))),
	r(sub(pmax(x, y), y), pmax(sub(x, y), zeroRet)),
	r(sub(x, pmin(x, y)), pmax(zeroRet, sub(x, y))),
	r(sub(x, pmax(x, y)), pmin(zeroRet, sub(x, y))),
	r(sub(pmin(add(x, y), z), x), pmin(y, sub(z, x))),
	r(sub(pmin(add(y, x), z), x), pmin(y, sub(z, x))),
	r(sub(pmin(z, add(x, y)), x), pmin(sub(z, x), y)),
	r(sub(pmin(z, add(y, x)), x), pmin(sub(z, x), y)),
	r(sub(pmax(add(x, y), z), x), pmax(y, sub(z, x))),
	r(sub(pmax(add(y, x), z), x), pmax(y, sub(z, x))),
	r(sub(pmax(z, add(x, y)), x), pmax(sub(z, x), y)),
	r(sub(pmax(z, add(y, x)), x), pmax(sub(z, x), y)),
	r(sub(x, pmin(add(x, y), z)), pmax(sub(zeroRet, y), sub(x, z))),
	r(sub(x, pmin(add(y, x), z)), pmax(sub(zeroRet, y), sub(x, z))),
	r(sub(x, pmin(z, add(x, y))), pmax(sub(x, z), sub(zeroRet, y))),
	r(sub(x, pmin(z, add(y, x))), pmax(sub(x, z), sub(zeroRet, y))),
	r(sub(x, pmax(add(x, y), z)), pmin(sub(zeroRet, y), sub(x, z))),
	r(sub(x, pmax(add(y, x), z)), pmin(sub(zeroRet, y), sub(x, z))),
	r(sub(x, pmax(z, add(x, y))), pmin(sub(x, z), sub(zeroRet, y))),
	r(sub(x, pmax(z, add(y, x))), pmin(sub(x, z), sub(zeroRet, y))),
	r(sub(pmin(x, y), pmin(y, x)), zeroRet),
	r(sub(pmax(x, y), pmax(y, x)), zeroRet),
	r(sub(x, add(y, c1)), add(sub(x, y), sub(lit(c1, 0), c1))),
	r(sub(add(x, c1), y), add(sub(x, y), c1)),
	r(sub(x, sub(y, z)), sub(add(x, z), y)),
}

var mulRules = []rule{ // rewrite_simplify.cpp:410-446
	r(mul(mul(x, c1), c2), mul(x, mul(c1, c2))),
	r(mul(mul(c1, x), c2), mul(x, mul(c1, c2))),
	r(mul(pmin(x, y), pmax(x, y)), mul(x, y)),
	r(mul(pmax(x, y), pmin(x, y)), mul(x, y)),
	r(mul(c1, x), mul(x, c1)),
	r(mul(x, mul(c1, y)), mul(mul(x, y), c1)),
	r(mul(add(x, c1), c2), add(mul(x, c2), mul(c1, c2))),
	rif(mul(sub(x, y), c1), mul(sub(y, x), sub(lit(c1, 0), c1)), c1neg),
}

var floorDivRules = []rule{ // rewrite_simplify.cpp:451-548
	rif(fdiv(mul(x, c1), c2), mul(x, fdiv(c1, c2)), c2posDivides),
	rif(fdiv(mul(c1, x), c2), mul(x, fdiv(c1, c2)), c2posDivides),
	rif(fdiv(mul(x, c1), c2), fdiv(x, fdiv(c2, c1)), func(s *rewriter, m *env) bool {
		return m.c(ic1) > 0 && m.c(ic2)%m.c(ic1) == 0 && m.c(ic2)/m.c(ic1) > 0
	}),
	rif(fdiv(fdiv(x, c1), c2), fdiv(x, mul(c1, c2)), func(s *rewriter, m *env) bool { return m.c(ic1) > 0 && m.c(ic2) > 0 }),
	rif(fdiv(add(fdiv(x, c1), c2), c3), fdiv(add(x, mul(c1, c2)), mul(c1, c3)), func(s *rewriter, m *env) bool {
		return m.c(ic1) > 0 && m.c(ic3) > 0
	}),
	rif(fdiv(x, x), oneRet, xNonZero),
	rif(fdiv(mul(x, c1), x), c1, xNonZero),
	rif(fdiv(mul(c1, x), x), c1, xNonZero),
	rif(fdiv(add(x, c1), c2), add(fdiv(x, c2), fdiv(c1, c2)), c2posDivides),
	rif(fdiv(add(c1, x), c2), add(fdiv(x, c2), fdiv(c1, c2)), c2posDivides),
	rif(fdiv(add(mul(x, c1), y), c2), add(mul(x, fdiv(c1, c2)), fdiv(y, c2)), c2posDivides),
	rif(fdiv(add(mul(c1, x), y), c2), add(mul(x, fdiv(c1, c2)), fdiv(y, c2)), c2posDivides),
	rif(fdiv(add(y, mul(x, c1)), c2), add(fdiv(y, c2), mul(x, fdiv(c1, c2))), c2posDivides),
	rif(fdiv(add(y, mul(c1, x)), c2), add(fdiv(y, c2), mul(x, fdiv(c1, c2))), c2posDivides),
	rif(fdiv(pmin(mul(x, c1), y), c2), pmin(mul(x, fdiv(c1, c2)), fdiv(y, c2)), c2posDivides),
	rif(fdiv(pmax(mul(x, c1), y), c2), pmax(mul(x, fdiv(c1, c2)), fdiv(y, c2)), c2posDivides),
	rif(fdiv(pmin(y, mul(x, c1)), c2), pmin(fdiv(y, c2), mul(x, fdiv(c1, c2))), c2posDivides),
	rif(fdiv(pmax(y, mul(x, c1)), c2), pmax(fdiv(y, c2), mul(x, fdiv(c1, c2))), c2posDivides),
	rif(fdiv(sub(x, fmod(x, c1)), c1), fdiv(x, c1), c1nz),
	rif(fdiv(mul(x, y), y), x, yNonZero),
	rif(fdiv(mul(y, x), y), x, yNonZero),
	rif(fdiv(add(mul(x, z), y), z), add(x, fdiv(y, z)), zNonNeg),
	rif(fdiv(add(mul(z, x), y), z), add(x, fdiv(y, z)), zNonNeg),
	rif(fdiv(add(y, mul(x, z)), z), add(fdiv(y, z), x), zNonNeg),
	rif(fdiv(add(y, mul(z, x)), z), add(fdiv(y, z), x), zNonNeg),
	rif(fdiv(x, c1), zeroRet, xInC1),
}

var floorModRules = []rule{ // rewrite_simplify.cpp:553-626
	rif(fmod(mul(x, c1), c2), zeroRet, c2posDivides),
	rif(fmod(mul(c1, x), c2), zeroRet, c2posDivides),
	rif(fmod(add(x, c1), c2), fmod(x, c2), c2posDivides),
	rif(fmod(add(c1, x), c2), fmod(x, c2), c2posDivides),
	rif(fmod(add(mul(x, c1), y), c2), fmod(y, c2), c2posDivides),
	rif(fmod(add(mul(c1, x), y), c2), fmod(y, c2), c2posDivides),
	rif(fmod(add(y, mul(x, c1)), c2), fmod(y, c2), c2posDivides),
	rif(fmod(add(y, mul(c1, x)), c2), fmod(y, c2), c2posDivides),
	rif(fmod(mul(x, c1), c2), fmod(mul(x, fmod(c1, c2)), c2), func(s *rewriter, m *env) bool {
		return m.c(ic2) != 0 && FloorMod(m.c(ic1), m.c(ic2)) != m.c(ic1)
	}),
	rif(fmod(mul(x, y), y), zeroRet, yNonZero),
	rif(fmod(mul(y, x), y), zeroRet, yNonZero),
	rif(fmod(add(x, mul(y, c1)), c2), fmod(add(x, mul(y, fmod(c1, c2))), c2), func(s *rewriter, m *env) bool {
		return m.c(ic2) > 0 && FloorMod(m.c(ic1), m.c(ic2)) != m.c(ic1)
	}),
	rif(fmod(mul(x, c1), mul(x, c2)), mul(x, fmod(c1, c2)), func(s *rewriter, m *env) bool {
		return m.c(ic2) != 0 && s.nonZero(m.v[ix])
	}),
	rif(fmod(add(x, c1), c2), fmod(add(x, fmod(c1, c2)), c2), func(s *rewriter, m *env) bool {
		return m.c(ic2) > 0 && m.c(ic1)%m.c(ic2) != 0 && (m.c(ic1) >= m.c(ic2) || m.c(ic1) < 0)
	}),
	rif(fmod(x, c1), x, xInC1),
}

// minMaxRules builds the Min rules (rewrite_simplify.cpp:631-757) or,
// with the roles of min and max swapped, the Max rules (:762-888), which
// mirror them rule for rule; each is returned in its three runs around
// the hand-written blocks of minMax.
func minMaxRules(op, dual ir.BinaryOp) (pre, mid, post []rule) {
	f := func(a, b pattern) pattern { return pbin{op, a, b} }
	g := func(a, b pattern) pattern { return pbin{dual, a, b} }
	pre = []rule{
		r(f(x, x), x),
		r(f(f(x, c1), c2), f(x, f(c1, c2))),
		r(f(c1, f(x, c2)), f(x, f(c1, c2))),
		r(f(sub(y, x), sub(z, x)), sub(f(y, z), x)),
		r(f(sub(x, y), sub(x, z)), sub(x, g(y, z))),
		r(f(add(x, y), add(x, z)), add(x, f(y, z))),
		r(f(add(y, x), add(x, z)), add(x, f(y, z))),
		r(f(add(x, y), add(z, x)), add(x, f(y, z))),
		r(f(add(y, x), add(z, x)), add(x, f(y, z))),
	}
	mid = []rule{
		r(f(f(x, y), x), f(x, y)),
		r(f(f(x, y), y), f(x, y)),
		r(f(x, f(x, y)), f(x, y)),
		r(f(y, f(x, y)), f(x, y)),
		r(f(g(x, y), y), y),
		r(f(g(y, x), x), x),
		r(f(y, g(x, y)), y),
		r(f(g(x, y), x), x),
		r(f(x, g(x, y)), x),
		r(f(x, g(y, x)), x),
		r(f(g(x, y), g(x, z)), g(f(y, z), x)),
		r(f(g(x, y), g(z, x)), g(f(y, z), x)),
		r(f(g(y, x), g(x, z)), g(f(y, z), x)),
		r(f(g(y, x), g(z, x)), g(f(y, z), x)),
		r(f(f(x, y), f(x, z)), f(f(y, z), x)),
		r(f(f(x, y), f(z, x)), f(f(y, z), x)),
		r(f(f(y, x), f(x, z)), f(f(y, z), x)),
		r(f(f(y, x), f(z, x)), f(f(y, z), x)),
	}
	first := func(s *rewriter, m *env) bool { // x is the min (max)
		d := MakeBinary(ir.OpSub, m.v[ix], m.v[iy], ir.Span{})
		if op == ir.OpMin {
			return s.proveLE(d, 0)
		}
		return s.proveGE(d, 0)
	}
	second := func(s *rewriter, m *env) bool {
		d := MakeBinary(ir.OpSub, m.v[ix], m.v[iy], ir.Span{})
		if op == ir.OpMin {
			return s.proveGE(d, 0)
		}
		return s.proveLE(d, 0)
	}
	post = []rule{
		rif(f(x, y), x, first),
		rif(f(x, y), y, second),
		r(f(c1, x), f(x, c1)),
		r(f(f(x, c1), y), f(f(x, y), c1)),
	}
	return
}

var (
	minPre, minMid, minPost = minMaxRules(ir.OpMin, ir.OpMax)
	maxPre, maxMid, maxPost = minMaxRules(ir.OpMax, ir.OpMin)
)

// minMax applies the Min or Max rules, with their hand-written blocks:
// offsets of one expression keep the smaller (larger) constant, and a
// common positive (negative) constant divisor or factor moves out.
func (s *rewriter) minMax(ret ir.Expr, m *env, op ir.BinaryOp) ir.Expr {
	pre, mid, post := minPre, minMid, minPost
	dual := ir.OpMax
	better := func(a, b int64) bool { return a < b }
	if op == ir.OpMax {
		pre, mid, post = maxPre, maxMid, maxPost
		dual = ir.OpMin
		better = func(a, b int64) bool { return a > b }
	}
	f := func(a, b pattern) pattern { return pbin{op, a, b} }
	g := func(a, b pattern) pattern { return pbin{dual, a, b} }
	if e, ok := s.try(ret, m, pre); ok {
		return e
	}
	if s.match(f(add(x, c1), add(x, c2)), ret, m) {
		if better(m.c(ic1), m.c(ic2)) {
			return s.recursive(add(x, c1).eval(m))
		}
		return s.recursive(add(x, c2).eval(m))
	}
	if s.match(f(add(x, c1), x), ret, m) || s.match(f(x, add(x, c1)), ret, m) {
		if better(m.c(ic1), 0) {
			return s.recursive(add(x, c1).eval(m))
		}
		return m.v[ix]
	}
	if s.match(f(sub(c1, x), sub(c2, x)), ret, m) {
		if better(m.c(ic1), m.c(ic2)) {
			return s.recursive(sub(c1, x).eval(m))
		}
		return s.recursive(sub(c2, x).eval(m))
	}
	if e, ok := s.try(ret, m, mid); ok {
		return e
	}
	if s.match(f(fdiv(x, c1), fdiv(y, c1)), ret, m) {
		if m.c(ic1) > 0 {
			return s.recursive(fdiv(f(x, y), c1).eval(m))
		} else if m.c(ic1) < 0 {
			return s.recursive(fdiv(g(x, y), c1).eval(m))
		}
	}
	if s.match(f(mul(x, c1), mul(y, c1)), ret, m) {
		if m.c(ic1) > 0 {
			return s.recursive(mul(f(x, y), c1).eval(m))
		} else if m.c(ic1) < 0 {
			return s.recursive(mul(g(x, y), c1).eval(m))
		}
	}
	if e, ok := s.try(ret, m, post); ok {
		return e
	}
	return ret
}

var eqRules = []rule{ // rewrite_simplify.cpp:893-932
	r(eq(x, x), pTrue),
	r(eq(add(x, y), add(x, z)), eq(y, z)),
	r(eq(add(y, x), add(x, z)), eq(y, z)),
	r(eq(add(x, y), add(z, x)), eq(y, z)),
	r(eq(add(y, x), add(z, x)), eq(y, z)),
	r(eq(sub(x, c1), c2), eq(x, add(c1, c2))),
	r(eq(add(x, c1), c2), eq(x, sub(c2, c1))),
	r(eq(sub(c1, x), c2), eq(x, sub(c1, c2))),
	r(eq(c1, x), eq(x, c1)),
}

var neRules = []rule{ // rewrite_simplify.cpp:937-965
	r(ne(x, x), pFalse),
	r(ne(add(x, y), add(x, z)), ne(y, z)),
	r(ne(add(y, x), add(x, z)), ne(y, z)),
	r(ne(add(x, y), add(z, x)), ne(y, z)),
	r(ne(add(y, x), add(z, x)), ne(y, z)),
	r(ne(sub(x, c1), c2), ne(x, add(c1, c2))),
	r(ne(add(x, c1), c2), ne(x, sub(c2, c1))),
	r(ne(c1, x), ne(x, c1)),
}

var ltRules = []rule{ // rewrite_simplify.cpp:971-1038
	r(lt(x, x), pFalse),
	r(lt(add(x, y), add(x, z)), lt(y, z)),
	r(lt(add(y, x), add(x, z)), lt(y, z)),
	r(lt(add(x, y), add(z, x)), lt(y, z)),
	r(lt(add(y, x), add(z, x)), lt(y, z)),
	r(lt(sub(y, x), sub(z, x)), lt(y, z)),
	r(lt(sub(x, y), sub(x, z)), lt(z, y)),
	r(lt(x, add(x, z)), lt(zeroA, z)),
	r(lt(x, add(z, x)), lt(zeroA, z)),
	r(lt(x, sub(x, z)), lt(z, zeroA)),
	r(lt(add(x, c1), c2), lt(x, sub(c2, c1))),
	r(lt(sub(x, c1), c2), lt(x, add(c2, c1))),
	r(lt(sub(c1, x), c2), lt(sub(c1, c2), x)),
	r(lt(c1, add(x, c2)), lt(sub(c1, c2), x)),
	r(lt(c1, sub(x, c2)), lt(add(c1, c2), x)),
	rif(lt(mul(x, c1), mul(y, c1)), lt(x, y), c1pos),
	rif(lt(mul(x, c1), mul(y, c1)), lt(y, x), c1neg),
	rif(lt(fdiv(x, c1), c2), lt(x, mul(c1, c2)), c1pos),
	rif(lt(c1, fdiv(x, c2)), lt(sub(mul(add(c1, lit(c1, 1)), c2), lit(mul(add(c1, lit(c1, 1)), c2), 1)), x), c2pos),
	rif(lt(mul(fdiv(x, c1), c1), x), lt(zeroA, fmod(x, c1)), c1pos),
	rif(lt(mul(fdiv(x, c1), c1), add(x, y)), lt(zeroA, add(fmod(x, c1), y)), c1pos),
	rif(lt(mul(fdiv(x, c1), c1), sub(x, y)), lt(y, fmod(x, c1)), c1pos),
	r(lt(pmin(x, y), z), or(lt(x, z), lt(y, z))),
	r(lt(pmax(x, y), z), and(lt(x, z), lt(y, z))),
	r(lt(z, pmin(x, y)), and(lt(z, x), lt(z, y))),
	r(lt(z, pmax(x, y)), or(lt(z, x), lt(z, y))),
}

var leRules = []rule{ // rewrite_simplify.cpp:1043-1081
	r(le(x, x), pTrue),
	r(le(add(x, y), add(x, z)), le(y, z)),
	r(le(add(y, x), add(x, z)), le(y, z)),
	r(le(add(x, y), add(z, x)), le(y, z)),
	r(le(add(y, x), add(z, x)), le(y, z)),
	r(le(sub(y, x), sub(z, x)), le(y, z)),
	r(le(sub(x, y), sub(x, z)), le(z, y)),
	r(le(add(x, c1), c2), le(x, sub(c2, c1))),
	r(le(sub(x, c1), c2), le(x, add(c2, c1))),
	r(le(c1, add(x, c2)), le(sub(c1, c2), x)),
	r(le(c1, sub(x, c2)), le(add(c1, c2), x)),
	r(le(sub(c1, x), c2), le(sub(c1, c2), x)),
	rif(le(mul(x, c1), mul(y, c1)), le(x, y), c1pos),
	rif(le(mul(x, c1), mul(y, c1)), le(y, x), c1neg),
}

var notRules = []rule{ // rewrite_simplify.cpp:1104-1138
	r(not(not(x)), x),
	r(not(lt(x, y)), le(y, x)),
	r(not(le(x, y)), lt(y, x)),
	r(not(gt(x, y)), ge(y, x)),
	r(not(ge(x, y)), gt(y, x)),
	r(not(eq(x, y)), ne(x, y)),
	r(not(ne(x, y)), eq(x, y)),
	r(not(or(x, y)), and(not(x), not(y))),
	r(not(and(x, y)), or(not(x), not(y))),
}

var andRules = []rule{ // rewrite_simplify.cpp:1143-1187
	r(and(x, x), x),
	r(and(x, not(x)), pFalse),
	r(and(not(x), x), pFalse),
	r(and(eq(x, y), ne(x, y)), pFalse),
	r(and(ne(x, y), eq(x, y)), pFalse),
	r(and(le(x, y), lt(y, x)), pFalse),
	r(and(lt(y, x), le(x, y)), pFalse),
	rif(and(lt(x, c1), lt(c2, x)), pFalse, func(s *rewriter, m *env) bool { return m.c(ic2)+1 >= m.c(ic1) }),
	rif(and(lt(c2, x), lt(x, c1)), pFalse, func(s *rewriter, m *env) bool { return m.c(ic2)+1 >= m.c(ic1) }),
	rif(and(le(x, c1), le(c2, x)), pFalse, func(s *rewriter, m *env) bool { return m.c(ic2) > m.c(ic1) }),
	rif(and(le(c2, x), le(x, c1)), pFalse, func(s *rewriter, m *env) bool { return m.c(ic2) > m.c(ic1) }),
	r(and(x, and(y, z)), and(and(x, y), z)),
}

var orRules = []rule{ // rewrite_simplify.cpp:1192-1245
	r(or(x, x), x),
	r(or(x, not(x)), pTrue),
	r(or(not(x), x), pTrue),
	r(or(eq(x, y), ne(x, y)), pTrue),
	r(or(ne(x, y), eq(x, y)), pTrue),
	r(or(le(x, y), lt(y, x)), pTrue),
	r(or(lt(y, x), le(x, y)), pTrue),
	r(or(lt(x, y), lt(y, x)), ne(x, y)),
	rif(or(lt(x, c1), lt(c2, x)), pTrue, func(s *rewriter, m *env) bool { return m.c(ic2) < m.c(ic1) }),
	rif(or(lt(c2, x), lt(x, c1)), pTrue, func(s *rewriter, m *env) bool { return m.c(ic2) < m.c(ic1) }),
	rif(or(le(x, c1), le(c2, x)), pTrue, func(s *rewriter, m *env) bool { return m.c(ic2) <= m.c(ic1)+1 }),
	rif(or(le(c2, x), le(x, c1)), pTrue, func(s *rewriter, m *env) bool { return m.c(ic2) <= m.c(ic1)+1 }),
	r(or(lt(x, y), eq(x, y)), le(x, y)),
	r(or(lt(x, y), eq(y, x)), le(x, y)),
	r(or(eq(x, y), lt(x, y)), le(x, y)),
	r(or(eq(y, x), lt(x, y)), le(x, y)),
	r(or(x, or(y, z)), or(or(x, y), z)),
}

var negRules = []rule{ // rewrite_simplify.cpp:1250-1266
	r(neg(neg(x)), x),
	r(neg(sub(x, y)), sub(y, x)),
}

var binaryRules = map[ir.BinaryOp][]rule{
	ir.OpAdd: addRules, ir.OpSub: subRules, ir.OpMul: mulRules, ir.OpFloorDiv: floorDivRules,
	ir.OpFloorMod: floorModRules, ir.OpEq: eqRules, ir.OpNe: neRules, ir.OpLt: ltRules, ir.OpLe: leRules,
	ir.OpAnd: andRules, ir.OpOr: orRules,
}

// binary is the VisitExpr_ of each binary node: children first, then
// constant folding (TryConstFoldBinary), then the operator's rules. a > b
// and a >= b are rewritten as b < a and b <= a (:1086-1099); comparisons
// of floats stop after folding.
func (s *rewriter) binary(e *ir.Binary) ir.Expr {
	switch e.Op {
	case ir.OpGt:
		return s.visit(MakeBinary(ir.OpLt, e.R, e.L, ir.Span{}))
	case ir.OpGe:
		return s.visit(MakeBinary(ir.OpLe, e.R, e.L, ir.Span{}))
	}
	a, b := s.visit(e.L), s.visit(e.R)
	if f := FoldBinary(e.Op, a, b); f != nil {
		return f
	}
	var ret ir.Expr = e
	if a != e.L || b != e.R {
		ret = MakeBinary(e.Op, a, b, e.Pos)
	}
	switch e.Op {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe:
		if ScalarDType(a).IsFloat() {
			return ret
		}
	}
	m := &env{}
	if isScalar(ret) {
		m.retDT = ScalarDType(ret)
	}
	if isScalar(a) {
		m.aDT = ScalarDType(a)
	}
	switch e.Op {
	case ir.OpMin, ir.OpMax:
		return s.minMax(ret, m, e.Op)
	}
	if rules, ok := binaryRules[e.Op]; ok {
		if out, ok := s.try(ret, m, rules); ok {
			return out
		}
	}
	return ret
}

// unary: Not and Neg fold then rewrite; Abs, BitNot fold; Cast rebuilds
// over its rewritten operand (:1104-1138, :1250-1346).
func (s *rewriter) unary(e *ir.Unary) ir.Expr {
	a := s.visit(e.X)
	if e.Op != ir.OpCast {
		if f := FoldUnary(e.Op, a); f != nil {
			return f
		}
	}
	var ret ir.Expr = e
	if a != e.X {
		ret = MakeUnary(e.Op, a, e.DType, e.Pos)
		if e.Op == ir.OpCast {
			ret.(*ir.Unary).Pos = ir.Span{}
		}
	}
	m := &env{}
	switch e.Op {
	case ir.OpNot:
		if out, ok := s.try(ret, m, notRules); ok {
			return out
		}
	case ir.OpNeg:
		if out, ok := s.try(ret, m, negRules); ok {
			return out
		}
	}
	return ret
}
