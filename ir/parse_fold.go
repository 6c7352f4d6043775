package ir

import (
	"math"
	"strconv"
)

// foldBinOp evaluates an arithmetic binary expression of number literals
// and module constants at parse time, as PyPTO's parser does: when every
// leaf of the tree is a literal or a name no function variable shadows,
// Python evaluates it and the parser emits one constant, INDEX for an int,
// FP32 for a float (_can_fold_expr / parse_binop, ast_parser.py:5840-5882;
// python_value_to_ir, expr_evaluator.py:125-141). ok is false when the
// tree does not fold; the caller then builds the expression.
func (e *elab) foldBinOp(x *pyBinOp) (Expr, bool) {
	v, ok := e.foldValue(x, 0)
	if !ok {
		return nil, false
	}
	if v.isFloat {
		return &ConstFloat{Value: v.f, DType: FP32, Pos: e.sp(x.pos)}, true
	}
	return &ConstInt{Value: v.i, DType: INDEX, Pos: e.sp(x.pos)}, true
}

// pyValue is a Python int or float.
type pyValue struct {
	i       int64
	f       float64
	isFloat bool
}

func (v pyValue) float() float64 {
	if v.isFloat {
		return v.f
	}
	return float64(v.i)
}

// foldValue evaluates x with Python's arithmetic; depth bounds the
// following of module constants.
func (e *elab) foldValue(x pyExpr, depth int) (pyValue, bool) {
	if depth > 32 {
		return pyValue{}, false
	}
	switch x := x.(type) {
	case *pyNum:
		if x.isFloat {
			f, err := strconv.ParseFloat(x.text, 64)
			return pyValue{f: f, isFloat: true}, err == nil
		}
		i, err := strconv.ParseInt(x.text, 0, 64)
		return pyValue{i: i}, err == nil
	case *pyParen:
		return e.foldValue(x.x, depth+1)
	case *pyName:
		if _, shadowed := e.lookup(x.name); shadowed {
			return pyValue{}, false
		}
		c, ok := e.consts[x.name]
		if !ok {
			return pyValue{}, false
		}
		return e.foldValue(c, depth+1)
	case *pyUnary:
		v, ok := e.foldValue(x.x, depth+1)
		if !ok {
			return pyValue{}, false
		}
		switch x.op {
		case "+":
			return v, true
		case "-":
			if v.isFloat {
				return pyValue{f: -v.f, isFloat: true}, true
			}
			return pyValue{i: -v.i}, true
		case "~":
			return pyValue{i: ^v.i}, !v.isFloat
		}
	case *pyBinOp:
		l, ok1 := e.foldValue(x.l, depth+1)
		r, ok2 := e.foldValue(x.r, depth+1)
		if !ok1 || !ok2 {
			return pyValue{}, false
		}
		return pyArith(x.op, l, r)
	}
	return pyValue{}, false
}

// pyArith is Python's binary arithmetic on ints and floats; ok is false
// for the operators that do not fold (comparisons, and, or) and for what
// Python would raise on (division by zero, a negative shift).
func pyArith(op string, l, r pyValue) (pyValue, bool) {
	if l.isFloat || r.isFloat || op == "/" {
		a, b := l.float(), r.float()
		var f float64
		switch op {
		case "+":
			f = a + b
		case "-":
			f = a - b
		case "*":
			f = a * b
		case "/":
			if b == 0 {
				return pyValue{}, false
			}
			f = a / b
		case "//":
			if b == 0 {
				return pyValue{}, false
			}
			f = math.Floor(a / b)
		case "%":
			if b == 0 {
				return pyValue{}, false
			}
			f = a - math.Floor(a/b)*b
		case "**":
			f = math.Pow(a, b)
		default:
			return pyValue{}, false
		}
		return pyValue{f: f, isFloat: true}, true
	}
	a, b := l.i, r.i
	switch op {
	case "+":
		return pyValue{i: a + b}, true
	case "-":
		return pyValue{i: a - b}, true
	case "*":
		return pyValue{i: a * b}, true
	case "//", "%":
		if b == 0 {
			return pyValue{}, false
		}
		q := a / b
		if (a%b != 0) && ((a < 0) != (b < 0)) {
			q--
		}
		if op == "//" {
			return pyValue{i: q}, true
		}
		return pyValue{i: a - q*b}, true
	case "**":
		if b < 0 {
			return pyValue{f: math.Pow(float64(a), float64(b)), isFloat: true}, true
		}
		p := int64(1)
		for k := int64(0); k < b && k < 64; k++ {
			p *= a
		}
		return pyValue{i: p}, b < 64 || a == 0 || a == 1
	case "<<":
		if b < 0 || b > 62 {
			return pyValue{}, false
		}
		return pyValue{i: a << uint(b)}, true
	case ">>":
		if b < 0 {
			return pyValue{}, false
		}
		return pyValue{i: a >> uint(min(b, 63))}, true
	case "&":
		return pyValue{i: a & b}, true
	case "|":
		return pyValue{i: a | b}, true
	case "^":
		return pyValue{i: a ^ b}, true
	}
	return pyValue{}, false
}

// pureConstIntTree reports whether e is a binary tree whose leaves are all
// integer constants: PyPTO prints such a tree with typed pl.const leaves,
// INDEX ones included, so the parser rebuilds it verbatim instead of
// folding it (IsPureConstIntTree, python_printer.cpp:1552-1575).
func pureConstIntTree(e Expr) bool {
	switch e := e.(type) {
	case *ConstInt:
		return true
	case *Binary:
		return pureConstIntTree(e.L) && pureConstIntTree(e.R)
	}
	return false
}
