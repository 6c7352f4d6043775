package arith

import (
	"fmt"
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// Error is what PyPTO raises from the arithmetic layer (a TypeError of
// scalar_expr.h's operand promotion, a CHECK of const_fold.h).
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

func fail(format string, a ...any) { panic(&Error{Msg: fmt.Sprintf(format, a...)}) }

// Catch runs fn and returns the *Error it panicked with, if any; other
// panics propagate.
func Catch(fn func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*Error); ok {
				err = e
				return
			}
			panic(r)
		}
	}()
	fn()
	return nil
}

// Bound sentinels (analyzer.h:64-67): kNegInf is -kPosInf, not INT64_MIN.
const (
	PosInf int64 = math.MaxInt64
	NegInf int64 = -PosInf
)

// ScalarDType is GetScalarDtype (scalar_expr.h:322): the dtype of a
// scalar-typed expression; anything else is a TypeError.
func ScalarDType(e ir.Expr) ir.DataType {
	if st, ok := e.Type().(*ir.ScalarType); ok {
		return st.DType
	}
	fail("Expression must be ScalarExpr or Var with ScalarType, got %s", ir.PrintExpr(e))
	return ir.Invalid
}

func isScalar(e ir.Expr) bool {
	_, ok := e.Type().(*ir.ScalarType)
	return ok
}

// ConstInt, ConstBool: MakeConstInt / MakeConstBool (const_fold.h), with
// an unknown span.
func ConstInt(v int64, dt ir.DataType) *ir.ConstInt { return &ir.ConstInt{Value: v, DType: dt} }
func ConstBool(v bool) *ir.ConstBool                { return &ir.ConstBool{Value: v} }

// MakeBinary is scalar_expr.h's Make<Op> (ir.MakeScalarBinary), its
// TypeError raised as an *Error.
func MakeBinary(op ir.BinaryOp, l, r ir.Expr, pos ir.Span) ir.Expr {
	x, err := ir.MakeScalarBinary(op, l, r, pos)
	if err != nil {
		fail("%s", err.Error())
	}
	return x
}

// MakeUnary is MakeNeg / MakeNot / MakeBitNot / Abs / MakeCast
// (scalar_expr.h:418,526-540); for OpCast dt is the target.
func MakeUnary(op ir.UnaryOp, x ir.Expr, dt ir.DataType, pos ir.Span) ir.Expr {
	switch op {
	case ir.OpNot:
		dt = ir.BOOL
	case ir.OpNeg, ir.OpAbs:
		dt = ScalarDType(x)
	case ir.OpBitNot:
		dt = ScalarDType(x)
		if !dt.IsInt() {
			fail("Operator 'bit_not' requires integer dtype, got %s", dt)
		}
	}
	return &ir.Unary{Op: op, X: x, DType: dt, Pos: pos}
}

// Overflow checks of const_fold.h:58-92.
func addOverflows(a, b int64) bool {
	return b > 0 && a > math.MaxInt64-b || b < 0 && a < math.MinInt64-b
}

func subOverflows(a, b int64) bool {
	return b > 0 && a < math.MinInt64+b || b < 0 && a > math.MaxInt64+b
}

func mulOverflows(a, b int64) bool {
	if a == 0 || b == 0 {
		return false
	}
	if b > 0 {
		return a < math.MinInt64/b || a > math.MaxInt64/b
	}
	if b == -1 {
		return a == math.MinInt64
	}
	return a > math.MinInt64/b || a < math.MaxInt64/b
}

// FloorDiv and FloorMod are int_operator.h's floordiv / floormod.
func FloorDiv(x, y int64) int64 {
	q, m := x/y, x%y
	if y >= 0 && m >= 0 || y < 0 && m <= 0 {
		return q
	}
	return q - 1
}

func FloorMod(x, y int64) int64 {
	m := x % y
	if y >= 0 && m >= 0 || y < 0 && m <= 0 {
		return m
	}
	return m + y
}

// FoldBinary is TryConstFoldBinary (const_fold.h:330): the folded
// expression, or nil.
func FoldBinary(op ir.BinaryOp, l, r ir.Expr) ir.Expr {
	switch op {
	case ir.OpAnd, ir.OpOr:
		ba, aok := l.(*ir.ConstBool)
		bb, bok := r.(*ir.ConstBool)
		and := op == ir.OpAnd
		switch {
		case aok && ba.Value == and:
			return r // true && x, false || x
		case aok:
			return l // false && x, true || x
		case bok && bb.Value == and:
			return l
		case bok:
			return r
		}
		return nil
	case ir.OpXor:
		ba, aok := l.(*ir.ConstBool)
		bb, bok := r.(*ir.ConstBool)
		if aok && bok {
			return ConstBool(ba.Value != bb.Value)
		}
		return nil
	}
	pa, _ := l.(*ir.ConstInt)
	pb, _ := r.(*ir.ConstInt)
	fa, _ := l.(*ir.ConstFloat)
	fb, _ := r.(*ir.ConstFloat)
	ints, floats := pa != nil && pb != nil, fa != nil && fb != nil
	lhsIs := func(v int64) bool { return pa != nil && pa.Value == v || fa != nil && fa.Value == float64(v) }
	rhsIs := func(v int64) bool { return pb != nil && pb.Value == v || fb != nil && fb.Value == float64(v) }
	cf := func(v float64) ir.Expr { return &ir.ConstFloat{Value: v, DType: fa.DType} }
	ci := func(v int64) ir.Expr { return ConstInt(v, pa.DType) }
	switch op {
	case ir.OpAdd:
		switch {
		case ints:
			if addOverflows(pa.Value, pb.Value) {
				return nil
			}
			return ci(pa.Value + pb.Value)
		case floats:
			return cf(fa.Value + fb.Value)
		case lhsIs(0):
			return r
		case rhsIs(0):
			return l
		}
	case ir.OpSub:
		switch {
		case ints:
			if subOverflows(pa.Value, pb.Value) {
				return nil
			}
			return ci(pa.Value - pb.Value)
		case floats:
			return cf(fa.Value - fb.Value)
		case rhsIs(0):
			return l
		}
	case ir.OpMul:
		switch {
		case ints:
			if mulOverflows(pa.Value, pb.Value) {
				return nil
			}
			return ci(pa.Value * pb.Value)
		case floats:
			return cf(fa.Value * fb.Value)
		case lhsIs(1):
			return r
		case rhsIs(1):
			return l
		case pa != nil && pa.Value == 0:
			return l
		case pb != nil && pb.Value == 0:
			return r
		}
	case ir.OpFloorDiv, ir.OpFloorMod:
		what := map[bool]string{true: "Floor division", false: "Floor modulo"}[op == ir.OpFloorDiv]
		if pb != nil && pb.Value == 0 {
			fail("%s by zero", what)
		}
		if ints {
			if pa.Value == math.MinInt64 && pb.Value == -1 {
				fail("%s overflow: INT64_MIN // -1", what)
			}
			if op == ir.OpFloorDiv {
				return ci(FloorDiv(pa.Value, pb.Value))
			}
			return ci(FloorMod(pa.Value, pb.Value))
		}
		if pb != nil && pb.Value == 1 {
			if op == ir.OpFloorDiv {
				return l
			}
			return ConstInt(0, pb.DType)
		}
	case ir.OpFloatDiv:
		if floats {
			return cf(fa.Value / fb.Value)
		}
		if fb != nil && fb.Value == 1 {
			return l
		}
	case ir.OpPow:
		switch {
		case ints:
			return safeIntPow(pa.Value, pb.Value, pa.DType)
		case floats:
			return cf(math.Pow(fa.Value, fb.Value))
		case lhsIs(1):
			return l
		case pb != nil && pb.Value == 0:
			dt := ScalarDType(l)
			if dt.IsFloat() {
				return &ir.ConstFloat{Value: 1, DType: dt}
			}
			return ConstInt(1, dt)
		case rhsIs(1):
			return l
		}
	case ir.OpMin, ir.OpMax:
		switch {
		case ints:
			if op == ir.OpMin {
				return ci(min(pa.Value, pb.Value))
			}
			return ci(max(pa.Value, pb.Value))
		case floats:
			if op == ir.OpMin {
				return cf(math.Min(fa.Value, fb.Value))
			}
			return cf(math.Max(fa.Value, fb.Value))
		case l == r:
			return l
		}
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe:
		var c int // sign of l - r
		switch {
		case ints:
			c = cmp64(pa.Value, pb.Value)
		case floats:
			if math.IsNaN(fa.Value) || math.IsNaN(fb.Value) {
				return ConstBool(op == ir.OpNe)
			}
			c = cmpF(fa.Value, fb.Value)
		default:
			return nil
		}
		return ConstBool(map[ir.BinaryOp]bool{ir.OpEq: c == 0, ir.OpNe: c != 0, ir.OpLt: c < 0, ir.OpLe: c <= 0, ir.OpGt: c > 0, ir.OpGe: c >= 0}[op])
	case ir.OpBitAnd, ir.OpBitOr, ir.OpBitXor:
		if ints {
			switch op {
			case ir.OpBitAnd:
				return ci(pa.Value & pb.Value)
			case ir.OpBitOr:
				return ci(pa.Value | pb.Value)
			}
			return ci(pa.Value ^ pb.Value)
		}
	case ir.OpShl, ir.OpShr:
		if ints && pb.Value >= 0 && pb.Value < 64 {
			if op == ir.OpShl {
				return ci(int64(uint64(pa.Value) << pb.Value))
			}
			return ci(pa.Value >> pb.Value)
		}
	}
	return nil
}

func cmp64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func cmpF(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// safeIntPow is SafeIntPow (const_fold.h:213).
func safeIntPow(base, exp int64, dt ir.DataType) ir.Expr {
	if exp < 0 {
		fail("Integer power requires non-negative exponent, got %d", exp)
	}
	result, cur := int64(1), base
	for exp > 0 {
		if exp&1 != 0 {
			if mulOverflows(result, cur) {
				return nil
			}
			result *= cur
		}
		exp >>= 1
		if exp > 0 {
			if mulOverflows(cur, cur) {
				return nil
			}
			cur *= cur
		}
	}
	return ConstInt(result, dt)
}

// FoldUnary is TryConstFoldUnary (const_fold.h:395).
func FoldUnary(op ir.UnaryOp, x ir.Expr) ir.Expr {
	pi, _ := x.(*ir.ConstInt)
	pf, _ := x.(*ir.ConstFloat)
	switch op {
	case ir.OpNeg:
		if pi != nil && pi.Value != math.MinInt64 {
			return ConstInt(-pi.Value, pi.DType)
		}
		if pf != nil {
			return &ir.ConstFloat{Value: -pf.Value, DType: pf.DType}
		}
	case ir.OpAbs:
		if pi != nil && pi.Value != math.MinInt64 {
			return ConstInt(max(pi.Value, -pi.Value), pi.DType)
		}
		if pf != nil {
			return &ir.ConstFloat{Value: math.Abs(pf.Value), DType: pf.DType}
		}
	case ir.OpNot:
		if b, ok := x.(*ir.ConstBool); ok {
			return ConstBool(!b.Value)
		}
	case ir.OpBitNot:
		if pi != nil {
			return ConstInt(^pi.Value, pi.DType)
		}
	}
	return nil
}
