package pipeline

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// Simplify folds constant scalar arithmetic and removes loops that provably
// run zero times, binding their return vars to the initial values (a
// subset of PyPTO's Simplify). The trip count of a constant loop is
// ceil((stop - start) / step) for a positive step and ceil((start - stop) /
// -step) for a negative one; fault #2427 re-creates PyPTO's helper that
// returned 0 for every descending loop, deleting the loop.
var Simplify = &Pass{
	Name: "Simplify",
	Doc:  "fold constant scalar arithmetic and drop loops that never run",
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		s := &simplifier{ctx: ctx}
		m := &ir.Mutator{Expr: foldConst, Stmt: s.dropZeroTrip}
		out := m.Program(p)
		if out == p {
			return p, nil
		}
		// A dropped loop leaves a nested or empty list: normalize.
		return (&ir.Mutator{Stmt: normalizeSeq}).Program(out), nil
	},
}

type simplifier struct{ ctx *Context }

// TripCount is the number of iterations of a loop with constant bounds;
// ok is false when a bound is not constant or the step is zero.
func TripCount(start, stop, step int64) (int64, bool) {
	switch {
	case step > 0 && stop > start:
		return (stop - start + step - 1) / step, true
	case step < 0 && start > stop:
		return (start - stop - step - 1) / -step, true
	case step != 0:
		return 0, true
	}
	return 0, false
}

func (s *simplifier) tripCount(f *ir.ForStmt) (int64, bool) {
	start, ok1 := constInt(f.Start)
	stop, ok2 := constInt(f.Stop)
	step, ok3 := constInt(f.Step)
	if !ok1 || !ok2 || !ok3 {
		return 0, false
	}
	if step < 0 && s.ctx.Fault(FaultDescendingTripZero) {
		return 0, true // PyPTO #2427
	}
	return TripCount(start, stop, step)
}

func constInt(e ir.Expr) (int64, bool) {
	c, ok := e.(*ir.ConstInt)
	if !ok {
		return 0, false
	}
	return c.Value, true
}

// dropZeroTrip replaces a zero-trip loop by return-var bindings.
func (s *simplifier) dropZeroTrip(st ir.Stmt) ir.Stmt {
	f, ok := st.(*ir.ForStmt)
	if !ok || f.Kind == ir.Pipeline {
		return st
	}
	n, ok := s.tripCount(f)
	if !ok || n != 0 {
		return st
	}
	var binds []ir.Stmt
	for i, rv := range f.ReturnVars {
		if i < len(f.IterArgs) {
			binds = append(binds, &ir.AssignStmt{Var: rv, Value: f.IterArgs[i].Init, Pos: f.Pos})
		}
	}
	if len(binds) == 0 {
		return &ir.SeqStmts{Pos: f.Pos}
	}
	return ir.Seq(f.Pos, binds...)
}

// foldConst folds a binary or unary expression over constants of an
// integer or boolean dtype (floats are left alone: their rounding is the
// target's business).
func foldConst(e ir.Expr) ir.Expr {
	switch x := e.(type) {
	case *ir.Binary:
		a, ok1 := x.L.(*ir.ConstInt)
		b, ok2 := x.R.(*ir.ConstInt)
		if !ok1 || !ok2 || !x.DType.IsInt() && x.DType != ir.BOOL {
			return e
		}
		v, ok := foldBinary(x.Op, a.Value, b.Value)
		if !ok {
			return e
		}
		if x.DType == ir.BOOL {
			return &ir.ConstBool{Value: v != 0, Pos: x.Pos}
		}
		return &ir.ConstInt{Value: v, DType: x.DType, Pos: x.Pos}
	case *ir.Unary:
		a, ok := x.X.(*ir.ConstInt)
		if !ok || !x.DType.IsInt() {
			return e
		}
		switch x.Op {
		case ir.OpNeg:
			return &ir.ConstInt{Value: -a.Value, DType: x.DType, Pos: x.Pos}
		case ir.OpAbs:
			if a.Value < 0 {
				return &ir.ConstInt{Value: -a.Value, DType: x.DType, Pos: x.Pos}
			}
			return &ir.ConstInt{Value: a.Value, DType: x.DType, Pos: x.Pos}
		case ir.OpBitNot:
			return &ir.ConstInt{Value: ^a.Value, DType: x.DType, Pos: x.Pos}
		}
	}
	return e
}

func foldBinary(op ir.BinaryOp, a, b int64) (int64, bool) {
	b2i := func(c bool) int64 {
		if c {
			return 1
		}
		return 0
	}
	switch op {
	case ir.OpAdd:
		return a + b, true
	case ir.OpSub:
		return a - b, true
	case ir.OpMul:
		return a * b, true
	case ir.OpFloorDiv:
		if b == 0 {
			return 0, false
		}
		return int64(math.Floor(float64(a) / float64(b))), true
	case ir.OpFloorMod:
		if b == 0 {
			return 0, false
		}
		m := a % b
		if m != 0 && (m < 0) != (b < 0) {
			m += b
		}
		return m, true
	case ir.OpMin:
		return min(a, b), true
	case ir.OpMax:
		return max(a, b), true
	case ir.OpEq:
		return b2i(a == b), true
	case ir.OpNe:
		return b2i(a != b), true
	case ir.OpLt:
		return b2i(a < b), true
	case ir.OpLe:
		return b2i(a <= b), true
	case ir.OpGt:
		return b2i(a > b), true
	case ir.OpGe:
		return b2i(a >= b), true
	case ir.OpBitAnd:
		return a & b, true
	case ir.OpBitOr:
		return a | b, true
	case ir.OpBitXor:
		return a ^ b, true
	}
	return 0, false
}
