package ref

import (
	"fmt"
	"math"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// eval evaluates an expression in a frame.
func (m *machine) eval(fr *frame, e ir.Expr) (Value, error) {
	switch e := e.(type) {
	case *ir.Var:
		return lookup(fr, e)
	case *ir.IterArg:
		return lookup(fr, &e.Var)
	case *ir.ConstInt:
		return Scalar{V: round(e.DType, float64(e.Value)), DType: e.DType}, nil
	case *ir.ConstFloat:
		return Scalar{V: round(e.DType, e.Value), DType: e.DType}, nil
	case *ir.ConstBool:
		v := 0.0
		if e.Value {
			v = 1
		}
		return Scalar{V: v, DType: ir.BOOL}, nil
	case *ir.Binary:
		return m.evalBinary(fr, e)
	case *ir.Unary:
		return m.evalUnary(fr, e)
	case *ir.MakeTuple:
		vals, err := m.evalList(fr, e.Elems)
		return Tuple(vals), err
	case *ir.TupleGetItem:
		v, err := m.eval(fr, e.Tuple)
		if err != nil {
			return nil, err
		}
		t, ok := v.(Tuple)
		if !ok {
			return nil, fmt.Errorf("%s indexes a %s, not a tuple", ir.PrintExpr(e), kindOf(v))
		}
		if e.Index < 0 || e.Index >= len(t) {
			return nil, fmt.Errorf("tuple index %d out of range (the tuple has %d elements)", e.Index, len(t))
		}
		return t[e.Index], nil
	case *ir.Call:
		if e.Op == nil {
			return m.evalFuncCall(fr, e)
		}
		return m.evalOp(fr, e)
	case *ir.Submit:
		return m.evalSubmit(fr, e)
	case nil:
		return nil, fmt.Errorf("missing expression")
	}
	return nil, fmt.Errorf("unsupported expression %T", e)
}

func lookup(fr *frame, v *ir.Var) (Value, error) {
	x, ok := fr.env[v]
	if !ok {
		return nil, fmt.Errorf("variable %s is used before it is defined", v.Name)
	}
	return x, nil
}

// evalScalar evaluates an expression that must give a scalar.
func (m *machine) evalScalar(fr *frame, e ir.Expr) (Scalar, error) {
	v, err := m.eval(fr, e)
	if err != nil {
		return Scalar{}, err
	}
	s, ok := v.(Scalar)
	if !ok {
		return Scalar{}, fmt.Errorf("%s is a %s, not a scalar", ir.PrintExpr(e), kindOf(v))
	}
	return s, nil
}

// evalInt evaluates an expression that must give a defined integer.
func (m *machine) evalInt(fr *frame, e ir.Expr, what string) (int64, error) {
	if e == nil {
		return 0, fmt.Errorf("missing %s", what)
	}
	if c, ok := e.(*ir.ConstInt); ok {
		return c.Value, nil
	}
	s, err := m.evalScalar(fr, e)
	if err != nil {
		return 0, err
	}
	return scalarInt(s, what+" "+ir.PrintExpr(e))
}

func scalarInt(s Scalar, what string) (int64, error) {
	if s.Undef {
		return 0, fmt.Errorf("%s depends on an undefined element", what)
	}
	if s.V != math.Trunc(s.V) || math.Abs(s.V) > 1<<62 {
		return 0, fmt.Errorf("%s is %v, not an integer", what, s.V)
	}
	return int64(s.V), nil
}

// evalInts evaluates a list of integer expressions (a shape or offsets).
func (m *machine) evalInts(fr *frame, es []ir.Expr, what string) ([]int64, error) {
	out := make([]int64, len(es))
	for i, e := range es {
		v, err := m.evalInt(fr, e, fmt.Sprintf("%s[%d]", what, i))
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// evalBinary computes a scalar binary expression in int64 when both
// operands are integers (float64 otherwise) and rounds to its dtype.
func (m *machine) evalBinary(fr *frame, e *ir.Binary) (Value, error) {
	l, err := m.evalScalar(fr, e.L)
	if err != nil {
		return nil, err
	}
	r, err := m.evalScalar(fr, e.R)
	if err != nil {
		return nil, err
	}
	if l.Undef || r.Undef {
		return Scalar{DType: e.DType, Undef: true}, nil
	}
	v, err := binaryScalar(e.Op, l, r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ir.PrintExpr(e), err)
	}
	return Scalar{V: round(e.DType, v), DType: e.DType}, nil
}

func binaryScalar(op ir.BinaryOp, l, r Scalar) (float64, error) {
	return sim.ScalarBinary(op, l.V, l.DType, r.V, r.DType)
}

// evalUnary computes a scalar unary expression; a cast truncates toward
// zero into an integer type and rounds to nearest even into a float type.
func (m *machine) evalUnary(fr *frame, e *ir.Unary) (Value, error) {
	x, err := m.evalScalar(fr, e.X)
	if err != nil {
		return nil, err
	}
	if x.Undef {
		return Scalar{DType: e.DType, Undef: true}, nil
	}
	v, err := sim.ScalarUnary(e.Op, x.V, x.DType, e.DType)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ir.PrintExpr(e), err)
	}
	return Scalar{V: round(e.DType, v), DType: e.DType}, nil
}

// evalFuncCall calls a function of the program (self.f(...)).
func (m *machine) evalFuncCall(fr *frame, c *ir.Call) (Value, error) {
	f := m.prog.Func(c.Callee)
	if f == nil {
		return nil, fmt.Errorf("call of %q, which the program does not define", c.Callee)
	}
	args, err := m.evalList(fr, c.Args)
	if err != nil {
		return nil, err
	}
	// A call carrying a launch spec (an Spmd function's dispatch:
	// attrs={"core_num": n}) runs the callee once per block, as the
	// orchestration code generator dispatches it.
	blocks := int64(-1)
	if v, ok := c.Attr("core_num"); ok {
		switch v := v.(type) {
		case int64:
			blocks = v
		case ir.Expr:
			if blocks, err = m.evalInt(fr, v, "core_num"); err != nil {
				return nil, err
			}
		}
	}
	if blocks < 0 {
		return m.callOnce(f, args)
	}
	saved, savedNum := m.block, m.blockNum
	defer func() { m.block, m.blockNum = saved, savedNum }()
	m.blockNum = blocks
	var rets Value = Void{}
	for b := int64(0); b < blocks; b++ {
		m.block = b
		if rets, err = m.callOnce(f, args); err != nil {
			return nil, err
		}
	}
	return rets, nil
}

// callOnce is one call of f, through Options.Kernel when it takes it.
func (m *machine) callOnce(f *ir.Function, args []Value) (Value, error) {
	rets, err := m.launch(f, args)
	if err != nil {
		return nil, err
	}
	return packReturns(rets), nil
}

// launch runs f once, through Options.Kernel when it takes it.
func (m *machine) launch(f *ir.Function, args []Value) ([]Value, error) {
	if m.opts.Kernel != nil {
		rets, handled, err := m.opts.Kernel(f, args, m.block, m.blockNum)
		if err != nil {
			return nil, err
		}
		if handled {
			return rets, nil
		}
	}
	return m.callFunc(f, args)
}

func packReturns(rets []Value) Value {
	switch len(rets) {
	case 0:
		return Void{}
	case 1:
		return rets[0]
	}
	return Tuple(rets)
}

// evalSubmit launches a task like a call (through Options.Kernel when it
// takes it); pl.spmd_submit runs the callee once per block. The value is
// (callee returns..., task id).
func (m *machine) evalSubmit(fr *frame, s *ir.Submit) (Value, error) {
	f := m.prog.Func(s.Callee)
	if f == nil {
		return nil, fmt.Errorf("submit of %q, which the program does not define", s.Callee)
	}
	args, err := m.evalList(fr, s.Args)
	if err != nil {
		return nil, err
	}
	for _, d := range s.Deps {
		v, err := m.eval(fr, d)
		if err != nil {
			return nil, err
		}
		if _, ok := v.(TaskID); !ok {
			return nil, fmt.Errorf("dependency %s is a %s, not a task id", ir.PrintExpr(d), kindOf(v))
		}
	}
	var rets []Value
	if s.CoreNum == nil {
		if rets, err = m.launch(f, args); err != nil {
			return nil, err
		}
	} else {
		n, err := m.evalInt(fr, s.CoreNum, "core_num")
		if err != nil {
			return nil, err
		}
		saved, savedNum := m.block, m.blockNum
		m.blockNum = n
		for b := int64(0); b < n; b++ {
			m.block = b
			if rets, err = m.launch(f, args); err != nil {
				break
			}
		}
		m.block, m.blockNum = saved, savedNum
		if err != nil {
			return nil, err
		}
		if n <= 0 {
			rets = make([]Value, len(f.Returns))
			for i := range rets {
				rets[i] = Void{}
			}
		}
	}
	m.nextTask++
	return append(Tuple(append([]Value(nil), rets...)), TaskID(m.nextTask)), nil
}
