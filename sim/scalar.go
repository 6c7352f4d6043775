package sim

import (
	"fmt"
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// Scalar arithmetic of ir.Binary and ir.Unary expressions, shared by the
// reference interpreter and the simulator's lowering so that both compute
// loop bounds, offsets and valid shapes identically. Results are not
// rounded to the expression's dtype; callers apply Round.

// ScalarBinary computes a binary expression: in int64 when both operands
// are integers (or bools), in float64 otherwise. Floor division and modulo
// round toward negative infinity, like Python.
func ScalarBinary(op ir.BinaryOp, a float64, adt ir.DataType, b float64, bdt ir.DataType) (float64, error) {
	ints := intLike(adt) && intLike(bdt)
	ia, ib := int64(a), int64(b)
	switch op {
	case ir.OpAdd:
		if ints {
			return float64(ia + ib), nil
		}
		return a + b, nil
	case ir.OpSub:
		if ints {
			return float64(ia - ib), nil
		}
		return a - b, nil
	case ir.OpMul:
		if ints {
			return float64(ia * ib), nil
		}
		return a * b, nil
	case ir.OpFloorDiv, ir.OpFloorMod:
		if ints {
			if ib == 0 {
				return 0, fmt.Errorf("integer division by zero")
			}
			q := ia / ib
			if (ia%ib != 0) && ((ia < 0) != (ib < 0)) {
				q--
			}
			if op == ir.OpFloorDiv {
				return float64(q), nil
			}
			return float64(ia - q*ib), nil
		}
		if b == 0 {
			return 0, fmt.Errorf("division by zero")
		}
		q := math.Floor(a / b)
		if op == ir.OpFloorDiv {
			return q, nil
		}
		return a - q*b, nil
	case ir.OpFloatDiv:
		return a / b, nil
	case ir.OpMin:
		return math.Min(a, b), nil
	case ir.OpMax:
		return math.Max(a, b), nil
	case ir.OpPow:
		return math.Pow(a, b), nil
	case ir.OpEq:
		return b2f(a == b), nil
	case ir.OpNe:
		return b2f(a != b), nil
	case ir.OpLt:
		return b2f(a < b), nil
	case ir.OpLe:
		return b2f(a <= b), nil
	case ir.OpGt:
		return b2f(a > b), nil
	case ir.OpGe:
		return b2f(a >= b), nil
	case ir.OpAnd:
		return b2f(truth(a) && truth(b)), nil
	case ir.OpOr:
		return b2f(truth(a) || truth(b)), nil
	case ir.OpXor:
		return b2f(truth(a) != truth(b)), nil
	case ir.OpBitAnd, ir.OpBitOr, ir.OpBitXor, ir.OpShl, ir.OpShr:
		if !ints {
			return 0, fmt.Errorf("bitwise operator on %s and %s operands", adt, bdt)
		}
		switch op {
		case ir.OpBitAnd:
			return float64(ia & ib), nil
		case ir.OpBitOr:
			return float64(ia | ib), nil
		case ir.OpBitXor:
			return float64(ia ^ ib), nil
		}
		if ib < 0 || ib > 63 {
			return 0, fmt.Errorf("shift count %d out of range", ib)
		}
		if op == ir.OpShl {
			return float64(ia << uint(ib)), nil
		}
		return float64(ia >> uint(ib)), nil
	}
	return 0, fmt.Errorf("unsupported binary operator %d", op)
}

// ScalarUnary computes a unary expression of x (dtype xdt) into dtype to; a
// cast truncates toward zero into an integer type.
func ScalarUnary(op ir.UnaryOp, x float64, xdt, to ir.DataType) (float64, error) {
	switch op {
	case ir.OpAbs:
		return math.Abs(x), nil
	case ir.OpNeg:
		return -x, nil
	case ir.OpNot:
		return b2f(x == 0), nil
	case ir.OpBitNot:
		if !intLike(xdt) {
			return 0, fmt.Errorf("bitwise not of a %s operand", xdt)
		}
		return float64(^int64(x)), nil
	case ir.OpCast:
		return Cast(x, to, ir.CastTrunc), nil
	}
	return 0, fmt.Errorf("unsupported unary operator %d", op)
}

func intLike(dt ir.DataType) bool { return dt.IsInt() || dt == ir.BOOL }

func truth(v float64) bool { return v != 0 }

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
