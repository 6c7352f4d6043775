package ir

import "math"

// Proof is the answer of the small arithmetic prover.
type Proof uint8

// The three answers.
const (
	ProofUnknown Proof = iota
	ProofTrue
	ProofFalse
)

func (p Proof) String() string { return [...]string{"Unknown", "True", "False"}[p] }

// ProveEqual decides a == b for integer expressions: constants, identical
// Vars, and + - * min max with constant bounds. Anything it cannot decide is
// Unknown (PyPTO's ProveValidExtentEqual through its arith analyzer; ours is
// deliberately small).
func ProveEqual(a, b Expr) Proof {
	if exprSame(a, b) {
		return ProofTrue
	}
	d, ok := linearDiff(a, b)
	if !ok {
		return ProofUnknown
	}
	if len(d.terms) == 0 {
		if d.c == 0 {
			return ProofTrue
		}
		return ProofFalse
	}
	lo, hi := d.bounds()
	if lo > 0 || hi < 0 {
		return ProofFalse
	}
	if lo == 0 && hi == 0 {
		return ProofTrue
	}
	return ProofUnknown
}

// ProveLessEqual decides a <= b under the same rules as ProveEqual.
func ProveLessEqual(a, b Expr) Proof {
	if x, ok := a.(*ConstInt); ok {
		if y, ok := b.(*ConstInt); ok {
			return constLessEqual(x.Value, y.Value)
		}
	}
	if exprSame(a, b) {
		return ProofTrue
	}
	d, ok := linearDiff(b, a) // b - a >= 0 ?
	if !ok {
		return ProofUnknown
	}
	lo, hi := d.bounds()
	if lo >= 0 {
		return ProofTrue
	}
	if hi < 0 {
		return ProofFalse
	}
	return ProofUnknown
}

// constLessEqual decides a <= b for two constants by the sign of b - a,
// wrapping on overflow exactly as the linear form's constant term does.
func constLessEqual(a, b int64) Proof { return proofOf(b-a >= 0) }

// ConstValue returns the value of e when the prover can fold it to a
// constant.
func ConstValue(e Expr) (int64, bool) {
	if c, ok := e.(*ConstInt); ok {
		return c.Value, true
	}
	l, ok := linearize(e, 1)
	if !ok || len(l.terms) != 0 {
		lo, hi := bounds(e)
		if lo == hi && lo != math.MinInt64 {
			return lo, true
		}
		return 0, false
	}
	return l.c, true
}

// linear is c + Σ coef·atom, atoms being Vars or non-linear subexpressions
// (compared with exprSame).
type linear struct {
	c     int64
	terms []linTerm
}

type linTerm struct {
	atom Expr
	coef int64
}

func (l *linear) add(atom Expr, coef int64) {
	for i := range l.terms {
		if exprSame(l.terms[i].atom, atom) {
			l.terms[i].coef += coef
			if l.terms[i].coef == 0 {
				l.terms = append(l.terms[:i], l.terms[i+1:]...)
			}
			return
		}
	}
	if coef != 0 {
		l.terms = append(l.terms, linTerm{atom, coef})
	}
}

func (l *linear) bounds() (lo, hi int64) {
	lo, hi = l.c, l.c
	for _, t := range l.terms {
		alo, ahi := bounds(t.atom)
		tlo, thi := mulBounds(alo, ahi, t.coef, t.coef)
		lo, hi = addSat(lo, tlo), addSat(hi, thi)
	}
	return lo, hi
}

func linearDiff(a, b Expr) (linear, bool) {
	la, ok := linearize(a, 1)
	if !ok {
		return linear{}, false
	}
	lb, ok := linearize(b, 1)
	if !ok {
		return linear{}, false
	}
	la.c -= lb.c
	for _, t := range lb.terms {
		la.add(t.atom, -t.coef)
	}
	return la, true
}

func linearize(e Expr, scale int64) (linear, bool) {
	var l linear
	var walk func(e Expr, s int64) bool
	walk = func(e Expr, s int64) bool {
		switch e := e.(type) {
		case nil:
			return false
		case *ConstInt:
			l.c += s * e.Value
			return true
		case *Binary:
			switch e.Op {
			case OpAdd:
				return walk(e.L, s) && walk(e.R, s)
			case OpSub:
				return walk(e.L, s) && walk(e.R, -s)
			case OpMul:
				if c, ok := e.R.(*ConstInt); ok {
					return walk(e.L, s*c.Value)
				}
				if c, ok := e.L.(*ConstInt); ok {
					return walk(e.R, s*c.Value)
				}
			}
		case *Unary:
			if e.Op == OpNeg {
				return walk(e.X, -s)
			}
		}
		if lo, hi := bounds(e); lo == hi && !isInf(lo) {
			l.c += s * lo
			return true
		}
		if _, ok := e.Type().(*ScalarType); !ok {
			return false
		}
		if !e.Type().(*ScalarType).DType.IsInt() {
			return false
		}
		l.add(e, s)
		return true
	}
	ok := walk(e, scale)
	return l, ok
}

// bounds returns a conservative [lo, hi] for an integer expression;
// MinInt64 / MaxInt64 stand for unbounded.
func bounds(e Expr) (lo, hi int64) {
	const inf = math.MaxInt64
	switch e := e.(type) {
	case *ConstInt:
		return e.Value, e.Value
	case *Binary:
		alo, ahi := bounds(e.L)
		blo, bhi := bounds(e.R)
		switch e.Op {
		case OpAdd:
			return addSat(alo, blo), addSat(ahi, bhi)
		case OpSub:
			return addSat(alo, negSat(bhi)), addSat(ahi, negSat(blo))
		case OpMul:
			return mulBounds(alo, ahi, blo, bhi)
		case OpMin:
			return min(alo, blo), min(ahi, bhi)
		case OpMax:
			return max(alo, blo), max(ahi, bhi)
		}
	case *Unary:
		if e.Op == OpNeg {
			lo, hi := bounds(e.X)
			return negSat(hi), negSat(lo)
		}
	}
	return -inf - 1, inf
}

func isInf(v int64) bool { return v == math.MaxInt64 || v == math.MinInt64 }

func negSat(v int64) int64 {
	switch v {
	case math.MinInt64:
		return math.MaxInt64
	case math.MaxInt64:
		return math.MinInt64
	}
	return -v
}

func addSat(a, b int64) int64 {
	if a == math.MinInt64 || b == math.MinInt64 {
		if a == math.MaxInt64 || b == math.MaxInt64 {
			return math.MinInt64 // undefined: stay conservative
		}
		return math.MinInt64
	}
	if a == math.MaxInt64 || b == math.MaxInt64 {
		return math.MaxInt64
	}
	s := a + b
	if (s > a) != (b > 0) {
		if b > 0 {
			return math.MaxInt64
		}
		return math.MinInt64
	}
	return s
}

func mulBounds(alo, ahi, blo, bhi int64) (int64, int64) {
	if blo == bhi && !isInf(blo) {
		return scaleBounds(alo, ahi, blo)
	}
	if alo == ahi && !isInf(alo) {
		return scaleBounds(blo, bhi, alo)
	}
	if isInf(alo) || isInf(ahi) || isInf(blo) || isInf(bhi) {
		return math.MinInt64, math.MaxInt64
	}
	ps := []int64{alo * blo, alo * bhi, ahi * blo, ahi * bhi}
	lo, hi := ps[0], ps[0]
	for _, p := range ps[1:] {
		lo, hi = min(lo, p), max(hi, p)
	}
	return lo, hi
}

// scaleBounds multiplies the interval [lo, hi] by the constant k.
func scaleBounds(lo, hi, k int64) (int64, int64) {
	mul := func(v int64) int64 {
		switch {
		case k == 0:
			return 0
		case v == math.MaxInt64:
			if k > 0 {
				return math.MaxInt64
			}
			return math.MinInt64
		case v == math.MinInt64:
			if k > 0 {
				return math.MinInt64
			}
			return math.MaxInt64
		}
		return v * k
	}
	if k >= 0 {
		return mul(lo), mul(hi)
	}
	return mul(hi), mul(lo)
}
