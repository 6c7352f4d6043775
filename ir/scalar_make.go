package ir

import "fmt"

// ScalarMakeError is the TypeError of scalar_expr.h's operand promotion
// (include/pypto/ir/scalar_expr.h:322-400).
type ScalarMakeError struct{ Msg string }

func (e *ScalarMakeError) Error() string { return e.Msg }

func scalarMakeErr(format string, a ...any) error {
	return &ScalarMakeError{Msg: fmt.Sprintf(format, a...)}
}

// scalarOpNames are the operator names scalar_expr.h's Make<Op> put in
// their errors.
var scalarOpNames = [...]string{
	OpAdd: "add", OpSub: "sub", OpMul: "mul", OpFloorDiv: "floordiv", OpFloorMod: "mod",
	OpFloatDiv: "truediv", OpMin: "min", OpMax: "max", OpPow: "pow", OpEq: "eq", OpNe: "ne",
	OpLt: "lt", OpLe: "le", OpGt: "gt", OpGe: "ge", OpBitAnd: "bit_and", OpBitOr: "bit_or",
	OpBitXor: "bit_xor", OpShl: "bit_shift_left", OpShr: "bit_shift_right",
}

// MakeScalarBinary is scalar_expr.h's Make<Op> (:422-548), what PyPTO's
// expression operators and the DSL's scalar arithmetic build:
// arithmetic and comparison operands are promoted to a common dtype of one
// category, the narrower cast to the wider (PromoteBinaryOperands, no cast
// between INDEX and INT64: MaybeCast), bitwise ones must be integers
// (PromoteIntBinaryOperands); comparisons are BOOL; And, Or and Xor take
// their operands as they are. A bool, a mixed int / float pair or a
// non-scalar is an error, with PyPTO's message.
func MakeScalarBinary(op BinaryOp, l, r Expr, pos Span) (Expr, error) {
	switch op {
	case OpAnd, OpOr, OpXor:
		return &Binary{Op: op, L: l, R: r, DType: BOOL, Pos: pos}, nil
	}
	name := scalarOpNames[op]
	ld, err := scalarOperandDType(l)
	if err != nil {
		return nil, err
	}
	rd, err := scalarOperandDType(r)
	if err != nil {
		return nil, err
	}
	switch op {
	case OpBitAnd, OpBitOr, OpBitXor, OpShl, OpShr:
		if !ld.IsInt() || !rd.IsInt() {
			return nil, scalarMakeErr("Operator '%s' requires integer dtype, got %s and %s", name, ld.MsgName(), rd.MsgName())
		}
	}
	if ld == BOOL || rd == BOOL {
		return nil, scalarMakeErr("Operator '%s' does not accept bool dtype", name)
	}
	for _, d := range []DataType{ld, rd} {
		if !d.IsFloat() && !d.IsInt() {
			return nil, scalarMakeErr("Operator '%s' requires numeric scalar dtype, got %s", name, d.MsgName())
		}
	}
	if ld.IsFloat() != rd.IsFloat() {
		return nil, scalarMakeErr("Operator '%s' requires same numeric dtype category, got %s and %s", name, ld.MsgName(), rd.MsgName())
	}
	dt := ld
	if rd.Bits() > ld.Bits() {
		dt = rd
	}
	l, r = maybeCast(l, ld, dt, pos), maybeCast(r, rd, dt, pos)
	switch op {
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
		dt = BOOL
	}
	return &Binary{Op: op, L: l, R: r, DType: dt, Pos: pos}, nil
}

// scalarOperandDType is GetScalarDtype (scalar_expr.h:322-331).
func scalarOperandDType(e Expr) (DataType, error) {
	if st, ok := e.Type().(*ScalarType); ok {
		return st.DType, nil
	}
	return Invalid, scalarMakeErr("Expression must be ScalarExpr or Var with ScalarType, got %s", PrintExpr(e))
}

// maybeCast is MaybeCast (scalar_expr.h:378-390): no cast between INDEX
// and INT64.
func maybeCast(e Expr, from, to DataType, pos Span) Expr {
	if from == to || from == INDEX && to == INT64 || from == INT64 && to == INDEX {
		return e
	}
	return &Unary{Op: OpCast, X: e, DType: to, Pos: pos}
}
