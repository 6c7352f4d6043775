package arith

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// Bound is ConstIntBound (analyzer.h:62): inclusive integer bounds, with
// PosInf / NegInf for unbounded.
type Bound struct{ Min, Max int64 }

// Everything is the bound that says nothing.
var everything = Bound{NegInf, PosInf}

// IsConst reports a single value.
func (b Bound) IsConst() bool { return b.Min == b.Max }

// IsConstVal reports the single value v.
func (b Bound) IsConstVal(v int64) bool { return b.Min == v && b.Max == v }

func (b Bound) nonNegative() bool { return b.Min >= 0 }
func (b Bound) isEverything() bool {
	return b.Min == NegInf && b.Max == PosInf
}

// Infinity-aware arithmetic of const_int_bound.cpp:49-95.
func infAdd(a, b int64) int64 {
	if a == PosInf || b == PosInf {
		return PosInf
	}
	if a == NegInf || b == NegInf {
		return NegInf
	}
	if addOverflows(a, b) {
		if b > 0 {
			return PosInf
		}
		return NegInf
	}
	return a + b
}

func infMul(a, b int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	pos := (a > 0) == (b > 0)
	if a == PosInf || a == NegInf || b == PosInf || b == NegInf || mulOverflows(a, b) {
		if pos {
			return PosInf
		}
		return NegInf
	}
	return a * b
}

func infNeg(a int64) int64 {
	switch a {
	case PosInf:
		return NegInf
	case NegInf:
		return PosInf
	case math.MinInt64:
		return PosInf
	}
	return -a
}

func infPow(base, exp int64) int64 {
	if exp == 0 {
		return 1
	}
	if base == 0 {
		return 0
	}
	if base == 1 {
		return 1
	}
	result, b, e := int64(1), base, exp
	for e > 0 {
		if e&1 != 0 {
			result = infMul(result, b)
			if result == PosInf || result == NegInf {
				return result
			}
		}
		e >>= 1
		if e > 0 {
			b = infMul(b, b)
			if b == PosInf || b == NegInf {
				if (result > 0) == (base > 0 || exp&1 == 0) {
					return PosInf
				}
				return NegInf
			}
		}
	}
	return result
}

func boundMul(a, b Bound) Bound {
	v := [4]int64{infMul(a.Min, b.Min), infMul(a.Min, b.Max), infMul(a.Max, b.Min), infMul(a.Max, b.Max)}
	return Bound{min(v[0], v[1], v[2], v[3]), max(v[0], v[1], v[2], v[3])}
}

func boundFloorDivPos(a, b Bound) Bound {
	var lo, hi int64
	if a.Min >= 0 {
		lo = FloorDiv(a.Min, b.Max)
	} else {
		lo = FloorDiv(a.Min, b.Min)
	}
	if a.Max >= 0 {
		hi = FloorDiv(a.Max, b.Min)
	} else {
		hi = FloorDiv(a.Max, b.Max)
	}
	return Bound{lo, hi}
}

func boundFloorDiv(a, b Bound) Bound {
	if b.Min > 0 {
		return boundFloorDivPos(a, b)
	}
	if b.Max < 0 {
		return boundFloorDivPos(Bound{infNeg(a.Max), infNeg(a.Min)}, Bound{infNeg(b.Max), infNeg(b.Min)})
	}
	return everything
}

func boundFloorMod(a, b Bound) Bound {
	if b.Min > 0 {
		if a.nonNegative() {
			return Bound{0, min(a.Max, b.Max-1)}
		}
		return Bound{0, b.Max - 1}
	}
	return everything
}

// boundAnalyzer is ConstIntBoundAnalyzer::Impl (const_int_bound.cpp:176).
type boundAnalyzer struct {
	vars map[*ir.Var]Bound
}

// defaultBound is DefaultBoundFromDtype (:384): INDEX scalars are
// non-negative.
func defaultBound(e ir.Expr) Bound {
	if st, ok := e.Type().(*ir.ScalarType); ok && st.DType == ir.INDEX {
		return Bound{0, PosInf}
	}
	return everything
}

func (an *boundAnalyzer) varBound(v *ir.Var, e ir.Expr) Bound {
	if b, ok := an.vars[v]; ok {
		return b
	}
	return defaultBound(e)
}

func (an *boundAnalyzer) of(e ir.Expr) Bound {
	switch e := e.(type) {
	case *ir.ConstInt:
		return Bound{e.Value, e.Value}
	case *ir.ConstFloat:
		v := e.Value
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return everything
		}
		lo, hi := math.Floor(v), math.Ceil(v)
		b := Bound{NegInf, PosInf}
		if lo >= float64(NegInf) {
			b.Min = int64(lo)
		}
		if hi <= float64(PosInf) {
			b.Max = int64(hi)
		}
		return b
	case *ir.ConstBool:
		if e.Value {
			return Bound{1, 1}
		}
		return Bound{0, 0}
	case *ir.Var:
		return an.varBound(e, e)
	case *ir.IterArg:
		return an.varBound(&e.Var, e)
	case *ir.Binary:
		return an.binary(e)
	case *ir.Unary:
		return an.unary(e)
	}
	return everything
}

func (an *boundAnalyzer) binary(e *ir.Binary) Bound {
	switch e.Op {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpAnd, ir.OpOr, ir.OpXor:
		return Bound{0, 1}
	case ir.OpFloatDiv, ir.OpBitXor:
		return everything
	}
	a, b := an.of(e.L), an.of(e.R)
	switch e.Op {
	case ir.OpAdd:
		return Bound{infAdd(a.Min, b.Min), infAdd(a.Max, b.Max)}
	case ir.OpSub:
		return Bound{infAdd(a.Min, infNeg(b.Max)), infAdd(a.Max, infNeg(b.Min))}
	case ir.OpMul:
		return boundMul(a, b)
	case ir.OpFloorDiv:
		return boundFloorDiv(a, b)
	case ir.OpFloorMod:
		return boundFloorMod(a, b)
	case ir.OpMin:
		return Bound{min(a.Min, b.Min), min(a.Max, b.Max)}
	case ir.OpMax:
		return Bound{max(a.Min, b.Min), max(a.Max, b.Max)}
	case ir.OpPow:
		if !b.IsConst() || b.Min < 0 {
			return everything
		}
		switch b.Min {
		case 0:
			return Bound{1, 1}
		case 1:
			return a
		}
		if a.nonNegative() {
			return Bound{infPow(a.Min, b.Min), infPow(a.Max, b.Min)}
		}
		return everything
	case ir.OpBitAnd:
		if a.nonNegative() && b.nonNegative() {
			return Bound{0, min(a.Max, b.Max)}
		}
	case ir.OpBitOr:
		if a.nonNegative() && b.nonNegative() {
			return Bound{max(a.Min, b.Min), infAdd(a.Max, b.Max)}
		}
	case ir.OpShl:
		if a.nonNegative() && b.nonNegative() && b.Max < 63 {
			return Bound{infMul(a.Min, int64(1)<<b.Min), infMul(a.Max, int64(1)<<b.Max)}
		}
	case ir.OpShr:
		if a.nonNegative() && b.nonNegative() && b.Max < 63 {
			return Bound{a.Min >> b.Max, a.Max >> b.Min}
		}
	}
	return everything
}

func (an *boundAnalyzer) unary(e *ir.Unary) Bound {
	switch e.Op {
	case ir.OpNot:
		return Bound{0, 1}
	case ir.OpBitNot:
		return everything
	}
	a := an.of(e.X)
	switch e.Op {
	case ir.OpNeg:
		return Bound{infNeg(a.Max), infNeg(a.Min)}
	case ir.OpAbs:
		if a.Min >= 0 {
			return a
		}
		if a.Max <= 0 {
			return Bound{infNeg(a.Max), infNeg(a.Min)}
		}
		return Bound{0, max(infNeg(a.Min), a.Max)}
	case ir.OpCast:
		if !e.DType.IsInt() {
			return everything
		}
		bits := e.DType.Bits()
		if bits == 0 || bits >= 64 {
			return a
		}
		var tmin, tmax int64
		if !e.DType.IsSigned() {
			tmin, tmax = 0, int64(1)<<bits-1
		} else {
			tmin, tmax = -(int64(1) << (bits - 1)), int64(1)<<(bits-1)-1
		}
		return Bound{max(a.Min, tmin), min(a.Max, tmax)}
	}
	return everything
}

// enterConstraint is ConstIntBoundAnalyzer::Impl::EnterConstraint
// (:407): comparisons of a Var with a constant-bounded side tighten the
// Var's bound; the returned function restores the bounds.
func (an *boundAnalyzer) enterConstraint(c ir.Expr) func() {
	type saved struct {
		v *ir.Var
		b Bound
	}
	var recovery []saved
	tighten := func(v *ir.Var, nb Bound) {
		old := an.varBound(v, v)
		recovery = append(recovery, saved{v, old})
		an.vars[v] = Bound{max(old.Min, nb.Min), min(old.Max, nb.Max)}
	}
	var parse func(e ir.Expr)
	parse = func(e ir.Expr) {
		b, ok := e.(*ir.Binary)
		if !ok {
			return
		}
		lv, lok := b.L.(*ir.Var)
		rv, rok := b.R.(*ir.Var)
		switch b.Op {
		case ir.OpGe:
			if lok {
				if rb := an.of(b.R); rb.IsConst() {
					tighten(lv, Bound{rb.Min, PosInf})
				}
			} else if rok {
				if lb := an.of(b.L); lb.IsConst() {
					tighten(rv, Bound{NegInf, lb.Max})
				}
			}
		case ir.OpGt:
			if lok {
				if rb := an.of(b.R); rb.IsConst() {
					tighten(lv, Bound{infAdd(rb.Min, 1), PosInf})
				}
			} else if rok {
				if lb := an.of(b.L); lb.IsConst() {
					tighten(rv, Bound{NegInf, infAdd(lb.Max, -1)})
				}
			}
		case ir.OpLe:
			if lok {
				if rb := an.of(b.R); rb.IsConst() {
					tighten(lv, Bound{NegInf, rb.Max})
				}
			} else if rok {
				if lb := an.of(b.L); lb.IsConst() {
					tighten(rv, Bound{lb.Min, PosInf})
				}
			}
		case ir.OpLt:
			if lok {
				if rb := an.of(b.R); rb.IsConst() {
					tighten(lv, Bound{NegInf, infAdd(rb.Max, -1)})
				}
			} else if rok {
				if lb := an.of(b.L); lb.IsConst() {
					tighten(rv, Bound{infAdd(lb.Min, 1), PosInf})
				}
			}
		case ir.OpEq:
			if lok {
				if rb := an.of(b.R); rb.IsConst() {
					tighten(lv, rb)
				}
			} else if rok {
				if lb := an.of(b.L); lb.IsConst() {
					tighten(rv, lb)
				}
			}
		case ir.OpAnd:
			parse(b.L)
			parse(b.R)
		}
	}
	parse(c)
	return func() {
		for i := len(recovery) - 1; i >= 0; i-- {
			if recovery[i].b.isEverything() {
				delete(an.vars, recovery[i].v)
			} else {
				an.vars[recovery[i].v] = recovery[i].b
			}
		}
	}
}
