package pto

import (
	"math"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Control flow and scalar arithmetic, as PyPTO's
// src/codegen/pto/pto_control_flow_codegen.cpp and
// pto_scalar_expr_codegen.cpp write them. Loops and ifs carry only their
// scalar values through scf; a tile carried by a loop is the buffer of its
// initial value (:604-643), an if's tile result a tile_buf of its own
// MemRef declared before the if (:245-300), and nothing moves bytes into
// it.

func mathBits(f float64) uint64 { return math.Float64bits(f) }

func scalarOf(t ir.Type) (*ir.ScalarType, bool) {
	st, ok := t.(*ir.ScalarType)
	return st, ok
}

// forStmt writes scf.for (pto_control_flow_codegen.cpp:519-731); a
// pl.unroll loop with constant bounds is unrolled, as PyPTO's UnrollLoops
// has done before its codegen runs.
func (e *funcEmitter) forStmt(s *ir.ForStmt) error {
	e.pos = s.Pos
	if s.Kind == ir.Unroll {
		if done, err := e.unroll(s); done || err != nil {
			return err
		}
	}
	start, err := e.index(s.Start, s.Pos)
	if err != nil {
		return err
	}
	stop, err := e.index(s.Stop, s.Pos)
	if err != nil {
		return err
	}
	step, err := e.index(s.Step, s.Pos)
	if err != nil {
		return err
	}
	if v, ok := ir.ConstValue(s.Step); ok && v <= 0 {
		return e.errf(s.Pos, "a for loop whose step %d is not positive", v)
	}
	var inits, iters, types, results []string
	var scalarIdx []int
	for i, ia := range s.IterArgs {
		if st, ok := scalarOf(ia.T); ok {
			init, err := e.scalar(ia.Init)
			if err != nil {
				return err
			}
			n := e.named(ia.Name)
			e.names[&ia.Var] = n
			inits, iters, types = append(inits, init), append(iters, n), append(types, typeName(st.DType))
			scalarIdx = append(scalarIdx, i)
			continue
		}
		init, err := e.operandName(ia.Init)
		if err != nil {
			return err
		}
		e.names[&ia.Var] = init
		if vw, ok := e.initView(ia.Init); ok {
			e.views[&ia.Var] = vw
		}
		if i < len(s.ReturnVars) {
			e.names[s.ReturnVars[i]] = init
			if vw, ok := e.initView(ia.Init); ok {
				e.views[s.ReturnVars[i]] = vw
			}
		}
	}
	for _, i := range scalarIdx {
		if i < len(s.ReturnVars) {
			n := e.named(s.ReturnVars[i].Name)
			results = append(results, n)
		}
	}
	lv := e.named(s.LoopVar.Name)
	e.names[s.LoopVar] = lv
	if len(scalarIdx) == 0 {
		e.structural("scf.for %s = %s to %s step %s {", lv, start, stop, step)
	} else {
		pairs := make([]string, len(iters))
		for i := range iters {
			pairs[i] = iters[i] + " = " + inits[i]
		}
		e.structural("%s = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", strings.Join(results, ", "),
			lv, start, stop, step, strings.Join(pairs, ", "), strings.Join(types, ", "))
	}
	e.indent++
	if err := e.block(s.Body); err != nil {
		return err
	}
	if len(scalarIdx) > 0 {
		y := ir.TrailingYield(s.Body, nil)
		if y == nil {
			return e.errf(s.Pos, "a loop with scalar carries whose body does not end in a yield")
		}
		if err := e.yieldScalars(y, scalarIdx, types, len(s.IterArgs)); err != nil {
			return err
		}
	}
	e.indent--
	e.structural("}")
	for k, i := range scalarIdx {
		if i < len(s.ReturnVars) {
			e.names[s.ReturnVars[i]] = results[k]
		}
	}
	return nil
}

// unroll writes the body of a constant-bound loop once per iteration,
// each carry bound to what the previous iteration yielded; it reports
// false when the bounds are not constants.
func (e *funcEmitter) unroll(s *ir.ForStmt) (bool, error) {
	start, ok1 := ir.ConstValue(s.Start)
	stop, ok2 := ir.ConstValue(s.Stop)
	step, ok3 := ir.ConstValue(s.Step)
	if !ok1 || !ok2 || !ok3 || step == 0 {
		return false, nil
	}
	cur := make([]string, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		n, err := e.operandName(ia.Init)
		if err != nil {
			return true, err
		}
		cur[i] = n
	}
	for v := start; step > 0 && v < stop || step < 0 && v > stop; v += step {
		e.names[s.LoopVar] = e.constant(v, "index")
		for i, ia := range s.IterArgs {
			e.names[&ia.Var] = cur[i]
			if vw, ok := e.initView(ia.Init); ok {
				e.views[&ia.Var] = vw
			}
		}
		if err := e.block(s.Body); err != nil {
			return true, err
		}
		if y := ir.TrailingYield(s.Body, nil); y != nil {
			for i := range s.IterArgs {
				if i < len(y.Values) {
					n, err := e.operandName(y.Values[i])
					if err != nil {
						return true, err
					}
					cur[i] = n
				}
			}
		}
	}
	for i, rv := range s.ReturnVars {
		if i < len(cur) {
			e.names[rv] = cur[i]
			if vw, ok := e.initView(s.IterArgs[i].Init); ok {
				e.views[rv] = vw
			}
		}
	}
	return true, nil
}

// yieldScalars writes the scf.yield of a region's scalar carries: the
// values at positions idx of y, of the given types; want is how many
// values the statement carries in all.
func (e *funcEmitter) yieldScalars(y *ir.YieldStmt, idx []int, types []string, want int) error {
	var vals []string
	for _, i := range idx {
		if i >= len(y.Values) {
			return e.errf(y.Pos, "%d values yielded for %d carries", len(y.Values), want)
		}
		v, err := e.scalar(y.Values[i])
		if err != nil {
			return err
		}
		vals = append(vals, v)
	}
	e.pos = y.Pos
	e.line("scf.yield %s : %s", strings.Join(vals, ", "), strings.Join(types, ", "))
	return nil
}

// initView is the tensor view of a tensor-valued expression.
func (e *funcEmitter) initView(x ir.Expr) (string, bool) {
	v, ok := x.(*ir.Var)
	if !ok {
		if ia, ok2 := x.(*ir.IterArg); ok2 {
			v = &ia.Var
		} else {
			return "", false
		}
	}
	vw, ok := e.views[v]
	return vw, ok
}

// operandName is the SSA name a variable is bound to.
func (e *funcEmitter) operandName(x ir.Expr) (string, error) {
	var v *ir.Var
	switch x := x.(type) {
	case *ir.Var:
		v = x
	case *ir.IterArg:
		v = &x.Var
	default:
		return e.scalar(x)
	}
	if n, ok := e.names[v]; ok {
		return n, nil
	}
	return "", e.errf(v.Pos, "'%s' is used before it is defined", v.Name)
}

// ifStmt writes scf.if (pto_control_flow_codegen.cpp:214-517).
func (e *funcEmitter) ifStmt(s *ir.IfStmt) error {
	e.pos = s.Pos
	cond, err := e.scalar(s.Cond)
	if err != nil {
		return err
	}
	var results, types []string
	var scalarIdx []int
	for i, rv := range s.ReturnVars {
		switch t := rv.T.(type) {
		case *ir.ScalarType:
			n := e.named(rv.Name)
			results, types = append(results, n), append(types, typeName(t.DType))
			scalarIdx = append(scalarIdx, i)
		case *ir.TileType:
			e.pos = s.Pos
			n, err := e.allocTile(rv, t)
			if err != nil {
				return err
			}
			e.names[rv] = n
		case *ir.TensorType:
			// Both branches yield the same tensor (a mutable reference).
		default:
			return e.errf(s.Pos, "an if result of type %s", ir.PrintType(rv.T))
		}
	}
	if len(scalarIdx) == 0 {
		e.structural("scf.if %s {", cond)
	} else {
		if s.Else == nil {
			return e.errf(s.Pos, "an if with results and no else")
		}
		e.structural("%s = scf.if %s -> (%s) {", strings.Join(results, ", "), cond, strings.Join(types, ", "))
	}
	branch := func(b ir.Stmt) error {
		e.indent++
		defer func() { e.indent-- }()
		if err := e.block(b); err != nil {
			return err
		}
		y := ir.TrailingYield(b, nil)
		if y != nil {
			for i, rv := range s.ReturnVars {
				if _, ok := rv.T.(*ir.TensorType); ok && i < len(y.Values) {
					if vw, ok := e.initView(y.Values[i]); ok {
						e.views[rv] = vw
						e.names[rv], _ = e.operandName(y.Values[i])
					}
				}
			}
		}
		if len(scalarIdx) == 0 {
			return nil
		}
		if y == nil {
			return e.errf(s.Pos, "a branch of an if with results does not yield")
		}
		return e.yieldScalars(y, scalarIdx, types, len(s.ReturnVars))
	}
	if err := branch(s.Then); err != nil {
		return err
	}
	if s.Else != nil {
		e.structural("} else {")
		if err := branch(s.Else); err != nil {
			return err
		}
	}
	e.structural("}")
	for k, i := range scalarIdx {
		e.names[s.ReturnVars[i]] = results[k]
	}
	return nil
}

// whileStmt writes scf.while with its condition region and its do region
// (pto_control_flow_codegen.cpp:733-918): the carries are named once for
// each region.
func (e *funcEmitter) whileStmt(s *ir.WhileStmt) error {
	e.pos = s.Pos
	var inits, before, types []string
	var scalars []*ir.IterArg
	for i, ia := range s.IterArgs {
		st, ok := scalarOf(ia.T)
		if !ok {
			// A carried tile is its initial value's buffer, as in a for.
			init, err := e.operandName(ia.Init)
			if err != nil {
				return err
			}
			e.names[&ia.Var] = init
			if i < len(s.ReturnVars) {
				e.names[s.ReturnVars[i]] = init
			}
			continue
		}
		init, err := e.scalar(ia.Init)
		if err != nil {
			return err
		}
		inits, types = append(inits, init), append(types, typeName(st.DType))
		scalars = append(scalars, ia)
	}
	for _, ia := range scalars {
		n := e.newTemp()
		e.names[&ia.Var] = n
		before = append(before, n)
	}
	var results []string
	for range scalars {
		results = append(results, e.newTemp())
	}
	pairs := make([]string, len(inits))
	for i := range inits {
		pairs[i] = before[i] + " = " + inits[i]
	}
	head := "scf.while (" + strings.Join(pairs, ", ") + ") : (" + strings.Join(types, ", ") + ") -> (" + strings.Join(types, ", ") + ") {"
	if len(results) > 0 {
		head = strings.Join(results, ", ") + " = " + head
	}
	e.structural("%s", head)
	e.indent++
	after := make([]string, len(scalars))
	for i := range after {
		after[i] = e.newTemp()
	}
	cond, err := e.scalar(s.Cond)
	if err != nil {
		return err
	}
	e.pos = s.Pos
	e.line("scf.condition(%s) %s : %s", cond, strings.Join(before, ", "), strings.Join(types, ", "))
	e.indent--
	e.structural("} do {")
	args := make([]string, len(after))
	for i, ia := range scalars {
		e.names[&ia.Var] = after[i]
		args[i] = after[i] + " : " + types[i]
	}
	e.structural("^bb0(%s):", strings.Join(args, ", "))
	e.indent++
	if err := e.block(s.Body); err != nil {
		return err
	}
	y := ir.TrailingYield(s.Body, nil)
	if y == nil || len(y.Values) < len(s.IterArgs) {
		return e.errf(s.Pos, "a while body that does not yield its %d carries", len(s.IterArgs))
	}
	var scalarIdx []int
	for i, ia := range s.IterArgs {
		if _, ok := scalarOf(ia.T); ok {
			scalarIdx = append(scalarIdx, i)
		}
	}
	if err := e.yieldScalars(y, scalarIdx, types, len(s.IterArgs)); err != nil {
		return err
	}
	e.indent--
	e.structural("}")
	k := 0
	for i, ia := range s.IterArgs {
		if _, ok := scalarOf(ia.T); ok && i < len(s.ReturnVars) {
			e.names[s.ReturnVars[i]] = results[k]
			k++
		}
	}
	return nil
}

var arithInt = map[ir.BinaryOp]string{
	ir.OpAdd: "arith.addi", ir.OpSub: "arith.subi", ir.OpMul: "arith.muli", ir.OpFloorDiv: "arith.divsi",
	ir.OpFloorMod: "arith.remsi", ir.OpMin: "arith.minsi", ir.OpMax: "arith.maxsi",
	ir.OpAnd: "arith.andi", ir.OpOr: "arith.ori", ir.OpXor: "arith.xori",
	ir.OpBitAnd: "arith.andi", ir.OpBitOr: "arith.ori", ir.OpBitXor: "arith.xori",
	ir.OpShl: "arith.shli", ir.OpShr: "arith.shrsi",
}

var arithFloat = map[ir.BinaryOp]string{
	ir.OpAdd: "arith.addf", ir.OpSub: "arith.subf", ir.OpMul: "arith.mulf", ir.OpFloatDiv: "arith.divf",
	ir.OpMin: "arith.minimumf", ir.OpMax: "arith.maximumf",
}

var cmpPred = map[ir.BinaryOp]string{
	ir.OpEq: "eq", ir.OpNe: "ne", ir.OpLt: "slt", ir.OpLe: "sle", ir.OpGt: "sgt", ir.OpGe: "sge",
}

// scalarPair is the SSA values of a binary operator's operands.
func (e *funcEmitter) scalarPair(l, r ir.Expr) (string, string, error) {
	a, err := e.scalar(l)
	if err != nil {
		return "", "", err
	}
	b, err := e.scalar(r)
	return a, b, err
}

// scalar is the SSA value of a scalar expression (VisitBinaryArithExpr,
// VisitCmpExpr, pto_scalar_expr_codegen.cpp:103-165).
func (e *funcEmitter) scalar(x ir.Expr) (string, error) {
	switch x := x.(type) {
	case *ir.Var, *ir.IterArg:
		return e.operandName(x)
	case *ir.ConstInt:
		return e.constant(x.Value, typeName(x.DType)), nil
	case *ir.ConstFloat:
		return e.floatConstant(x.Value, typeName(x.DType)), nil
	case *ir.ConstBool:
		t := e.newTemp()
		v := 0
		if x.Value {
			v = 1
		}
		e.line("%s = arith.constant %d : i1", t, v)
		return t, nil
	case *ir.Binary:
		if p, ok := cmpPred[x.Op]; ok {
			typ := "index"
			if st, ok := scalarOf(x.L.Type()); ok {
				typ = typeName(st.DType)
				if st.DType.IsFloat() {
					return "", e.errf(x.Pos, "a float comparison")
				}
			}
			l, r, err := e.scalarPair(x.L, x.R)
			if err != nil {
				return "", err
			}
			t := e.newTemp()
			e.line("%s = arith.cmpi %s, %s, %s : %s", t, p, l, r, typ)
			return t, nil
		}
		typ := typeName(x.DType)
		op, ok := arithInt[x.Op]
		if x.DType.IsFloat() {
			op, ok = arithFloat[x.Op]
		}
		if !ok {
			return "", e.errf(x.Pos, "scalar operator %v on %s", x.Op, x.DType)
		}
		l, r, err := e.scalarPair(x.L, x.R)
		if err != nil {
			return "", err
		}
		t := e.newTemp()
		e.line("%s = %s %s, %s : %s", t, op, l, r, typ)
		return t, nil
	case *ir.Unary:
		if x.Op == ir.OpCast {
			s, err := e.scalar(x.X)
			if err != nil {
				return "", err
			}
			from := "index"
			if st, ok := scalarOf(x.X.Type()); ok {
				from = typeName(st.DType)
			}
			to := typeName(x.DType)
			if from == to {
				return s, nil
			}
			t := e.newTemp()
			e.line("%s = arith.index_cast %s : %s to %s", t, s, from, to)
			return t, nil
		}
		return "", e.errf(x.Pos, "scalar operator %v", x.Op)
	}
	return "", e.errf(x.Span(), "cannot emit the scalar %s", ir.PrintExpr(x))
}
