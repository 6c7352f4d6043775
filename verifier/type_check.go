package verifier

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/ir/arith"
)

// The TypeCheck error codes (PyPTO's typecheck::ErrorType).
const (
	tcTypeKindMismatch     = 101
	tcDTypeMismatch        = 102
	tcShapeDimMismatch     = 103
	tcShapeValueMismatch   = 104
	tcSizeMismatch         = 105
	tcIfConditionScalar    = 106
	tcForRangeScalar       = 107
	tcConditionBool        = 108
	tcTensorPadMismatch    = 109
	tcWindowIdentity       = 110 // distributed tensors: not modelled by irfuzz's IR
	tcTileViewMismatch     = 111
	tcBufferDescriptorDiff = 112 // BufferType / MultiBufferType: not modelled by irfuzz's IR
)

// typeCheck is PyPTO's TypeCheck (src/ir/verifier/type_check_pass.cpp). It is
// not an operator-signature checker (deduction does that when a call is
// built). It checks:
//
//   - explicit valid shapes on every parameter type, return type and on the
//     type of every expression the IRVisitor meets (assigned vars and loop /
//     phi definitions included; tuples recursively): rank 103, a provably
//     negative extent or one that provably exceeds the physical extent 104;
//   - for loops: start / stop / step are scalars (107); with iter args and a
//     trailing yield, the iter args, yield values and return vars agree in
//     number (105) and every edge init ≡ iter arg ≡ yield ≡ return var holds;
//   - while loops and ifs: the condition is a scalar (106) of dtype BOOL
//     (108); a phi'd if with an else and two trailing yields agrees in
//     number (105), then ≡ else and then ≡ return var.
//
// "≡" is CheckTypeEquality: kind (101), tuple size (105) then elements,
// dtype (102), shape rank (103) and each dim proven equal (104, "not
// provable" when unknown), the effective valid shape likewise, a tensor's
// pad (109), and — only when both tiles carry an explicit view — the rest of
// the effective tile view (111). Memory spaces and MemRefs are not compared.
// PyPTO's 110 (distributed window identity) and 112 (BufferType /
// MultiBufferType descriptors) concern types irfuzz's IR does not have.
var typeCheck = &rule{
	name: "TypeCheck",
	prop: TypeChecked,
	doc:  "valid-shape bounds and type agreement at loop and branch boundaries",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil {
				continue
			}
			c := &typeChecker{pass: p}
			for i, prm := range f.Params {
				if prm == nil {
					continue
				}
				c.validShape(prm.T, prm.Pos, func() string {
					return fmt.Sprintf("Function '%s' parameter[%d] '%s'", f.Name, i, prm.Name)
				})
			}
			for i, t := range f.Returns {
				c.validShape(t, f.Pos, func() string { return fmt.Sprintf("Function '%s' return type[%d]", f.Name, i) })
			}
			c.v = visitor{onExpr: c.expr, onStmt: c.stmt}
			c.v.Stmt(f.Body)
		}
	},
}

type typeChecker struct {
	pass *Pass
	v    visitor
}

func (c *typeChecker) expr(e ir.Expr) bool {
	if mt, ok := e.(*ir.MakeTuple); ok {
		// A MakeTuple's type is the tuple of its elements' types; check those
		// without building it (MakeTuple.Type allocates).
		for i, el := range mt.Elems {
			if el != nil {
				if t := exprType(el); hasValidShape(t) {
					c.validShape(t, mt.Pos, func() string { return fmt.Sprintf("MakeTuple expression TupleType element[%d]", i) })
				}
			}
		}
		return true
	}
	if t := exprType(e); hasValidShape(t) {
		c.validShape(t, e.Span(), func() string { return exprContext(e) })
	}
	return true
}

// exprType is e.Type(), or nil when e is nil or a tuple expression with a
// nil part (whose Type would dereference it).
func exprType(e ir.Expr) ir.Type {
	if !typeable(e) {
		return nil
	}
	return e.Type()
}

func typeable(e ir.Expr) bool {
	switch x := e.(type) {
	case nil:
		return false
	case *ir.MakeTuple:
		for _, el := range x.Elems {
			if !typeable(el) {
				return false
			}
		}
	case *ir.TupleGetItem:
		return typeable(x.Tuple)
	}
	return true
}

// hasValidShape reports whether a type carries an explicit valid shape
// anywhere (the only types validShape can report on).
func hasValidShape(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.TensorType:
		return t.View != nil && len(t.View.ValidShape) > 0
	case *ir.TileType:
		return t.View != nil && len(t.View.ValidShape) > 0
	case *ir.TupleType:
		for _, el := range t.Elems {
			if hasValidShape(el) {
				return true
			}
		}
	}
	return false
}

// exprContext names an expression the way TypeCheck's VisitExpr does.
func exprContext(e ir.Expr) string {
	switch e := e.(type) {
	case *ir.Var:
		return "Var '" + e.Name + "'"
	case *ir.IterArg:
		return "IterArg '" + e.Name + "'"
	case *ir.Call:
		return "Call result"
	case *ir.Submit:
		return "Submit result"
	}
	return exprTypeName(e) + " expression"
}

var binaryNames = [...]string{"Add", "Sub", "Mul", "FloorDiv", "FloorMod", "FloatDiv", "Min", "Max", "Pow",
	"Eq", "Ne", "Lt", "Le", "Gt", "Ge", "And", "Or", "Xor", "BitAnd", "BitOr", "BitXor", "BitShiftLeft", "BitShiftRight"}

var unaryNames = [...]string{"Abs", "Neg", "Not", "BitNot", "Cast"}

// exprTypeName is PyPTO's Expr::TypeName for irfuzz's expression kinds.
func exprTypeName(e ir.Expr) string {
	switch e := e.(type) {
	case *ir.ConstInt:
		return "ConstInt"
	case *ir.ConstFloat:
		return "ConstFloat"
	case *ir.ConstBool:
		return "ConstBool"
	case *ir.MakeTuple:
		return "MakeTuple"
	case *ir.TupleGetItem:
		return "TupleGetItemExpr"
	case *ir.Binary:
		if int(e.Op) < len(binaryNames) {
			return binaryNames[e.Op]
		}
	case *ir.Unary:
		if int(e.Op) < len(unaryNames) {
			return unaryNames[e.Op]
		}
	}
	return "Expr"
}

// validShape is ValidateTypeValidShape; ctx is only built when reporting.
func (c *typeChecker) validShape(t ir.Type, span ir.Span, ctx func() string) {
	var valid, physical []ir.Expr
	switch t := t.(type) {
	case *ir.TupleType:
		for i, el := range t.Elems {
			c.validShape(el, span, func() string { return fmt.Sprintf("%s TupleType element[%d]", ctx(), i) })
		}
		return
	case *ir.TensorType:
		if t.View != nil {
			valid = t.View.ValidShape
		}
		physical = t.Shape
	case *ir.TileType:
		if t.View != nil {
			valid = t.View.ValidShape
		}
		physical = t.Shape
	}
	if len(valid) == 0 {
		return
	}
	kind := ir.TypeKindName(t)
	if len(valid) != len(physical) {
		c.pass.Errorf(tcShapeDimMismatch, span, "%s has invalid %s valid_shape rank mismatch: got rank %d %s, but physical shape has rank %d %s",
			ctx(), kind, len(valid), formatShape(valid), len(physical), formatShape(physical))
		return
	}
	zero := ir.ConstI(0)
	for i := range valid {
		if proveLE(zero, valid[i]) == ir.ProofFalse {
			c.pass.Errorf(tcShapeValueMismatch, span, "%s has invalid %s valid_shape dimension %d has provably negative extent %s; expected 0 <= valid_shape[%d] <= shape[%d] (%s)",
				ctx(), kind, i, exprText(valid[i]), i, i, exprText(physical[i]))
		}
		if proveLE(valid[i], physical[i]) == ir.ProofFalse {
			c.pass.Errorf(tcShapeValueMismatch, span, "%s has invalid %s valid_shape dimension %d extent %s provably exceeds physical shape extent %s",
				ctx(), kind, i, exprText(valid[i]), exprText(physical[i]))
		}
	}
}

func formatShape(dims []ir.Expr) string {
	parts := make([]string, len(dims))
	for i, d := range dims {
		parts[i] = exprText(d)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// intScalar reports whether e is an integer-typed scalar expression, the
// precondition of PyPTO's valid-extent proofs (AreComparableIntegerScalarExprs).
func intScalar(e ir.Expr) bool {
	s, ok := exprType(e).(*ir.ScalarType)
	return ok && s.DType.IsInt()
}

// proveLE is ProveValidExtentLessEqual.
func proveLE(a, b ir.Expr) ir.Proof {
	if !intScalar(a) || !intScalar(b) {
		return ir.ProofUnknown
	}
	if pr := ir.ProveLessEqual(a, b); pr != ir.ProofUnknown {
		return pr
	}
	// The analyzer's proofs (ProveValidExtentLessEqual,
	// src/ir/op/type_inference.cpp:305-321).
	pr := ir.ProofUnknown
	if err := arith.Catch(func() {
		an := arith.NewAnalyzer()
		switch {
		case an.CanProve(arith.MakeBinary(ir.OpLe, a, b, ir.Span{})):
			pr = ir.ProofTrue
		case an.CanProve(arith.MakeBinary(ir.OpGt, a, b, ir.Span{})):
			pr = ir.ProofFalse
		}
	}); err != nil {
		return ir.ProofUnknown
	}
	return pr
}

// proveEq is ProveValidExtentEqual.
func proveEq(a, b ir.Expr) ir.Proof {
	if !intScalar(a) || !intScalar(b) {
		return ir.ProofUnknown
	}
	if pr := ir.ProveEqual(a, b); pr != ir.ProofUnknown {
		return pr
	}
	// What the arithmetic analyzer proves beyond the linear prover
	// (ProveValidExtentEqual, src/ir/op/type_inference.cpp:287-303): a - b
	// simplifies to 0 (min(min(r, 2), 1) against min(r, 1)), or a != b.
	pr := ir.ProofUnknown
	if err := arith.Catch(func() {
		an := arith.NewAnalyzer()
		switch {
		case an.CanProveEqual(a, b):
			pr = ir.ProofTrue
		case an.CanProve(arith.MakeBinary(ir.OpNe, a, b, ir.Span{})):
			pr = ir.ProofFalse
		}
	}); err != nil {
		return ir.ProofUnknown
	}
	return pr
}

func (c *typeChecker) stmt(s ir.Stmt) bool {
	switch s := s.(type) {
	case *ir.ForStmt:
		c.scalar(s.Start, "ForStmt start", s.Pos)
		c.scalar(s.Stop, "ForStmt stop", s.Pos)
		c.scalar(s.Step, "ForStmt step", s.Pos)
		c.carries("ForStmt", s.IterArgs, s.Body, s.ReturnVars, s.Pos)
	case *ir.WhileStmt:
		c.condition(s.Cond, "WhileStmt condition", s.Pos)
		c.carries("WhileStmt", s.IterArgs, s.Body, s.ReturnVars, s.Pos)
	case *ir.IfStmt:
		c.condition(s.Cond, "IfStmt condition", s.Pos)
		c.phis(s)
	default:
		return false
	}
	c.v.StmtChildren(s)
	return true
}

// scalar is CheckIsScalarType: the code depends on whether the context
// names a condition (106) or a loop bound (107).
func (c *typeChecker) scalar(e ir.Expr, what string, span ir.Span) {
	t := exprType(e)
	if t == nil {
		return
	}
	if _, ok := t.(*ir.ScalarType); !ok {
		code := tcForRangeScalar
		if strings.Contains(what, "condition") {
			code = tcIfConditionScalar
		}
		c.pass.Errorf(code, span, "%s must be ScalarType, but got %s", what, ir.TypeKindName(t))
	}
}

// condition is CheckIsScalarType followed by CheckIsBoolCondition.
func (c *typeChecker) condition(e ir.Expr, what string, span ir.Span) {
	t := exprType(e)
	if t == nil {
		return
	}
	c.scalar(e, what, span)
	if s, ok := t.(*ir.ScalarType); ok && s.DType != ir.BOOL {
		c.pass.Errorf(tcConditionBool, span, "%s dtype must be BOOL, but got %s", what, dtypeText(s.DType))
	}
}

// carries checks the loop-carried contract of a for or while loop.
func (c *typeChecker) carries(kind string, ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var, span ir.Span) {
	if len(ias) == 0 {
		return
	}
	y := ir.TrailingYield(body, nil)
	if y == nil {
		return
	}
	if len(ias) != len(y.Values) || len(ias) != len(rvs) {
		c.pass.Errorf(tcSizeMismatch, span, "%s size mismatch: iter_args=%d, yield values=%d, return_vars=%d", kind, len(ias), len(y.Values), len(rvs))
		return
	}
	for i, ia := range ias {
		if ia == nil || ia.Init == nil || y.Values[i] == nil || rvs[i] == nil {
			continue
		}
		initT, declT, yieldT, retT := exprType(ia.Init), ia.T, exprType(y.Values[i]), rvs[i].T
		if initT == nil || declT == nil || yieldT == nil || retT == nil {
			continue
		}
		c.edge(initT, declT, kind, "iter_arg[%d] initValue", "declared iter_arg[%d]", i, span)
		c.edge(declT, yieldT, kind, "declared iter_arg[%d]", "yield value[%d]", i, span)
		c.edge(yieldT, retT, kind, "yield value[%d]", "return_var[%d]", i, span)
	}
}

// phis checks a phi'd if with an else branch and two trailing yields.
func (c *typeChecker) phis(s *ir.IfStmt) {
	if len(s.ReturnVars) == 0 || s.Else == nil {
		return
	}
	ty, ey := ir.TrailingYield(s.Then, nil), ir.TrailingYield(s.Else, nil)
	if ty == nil || ey == nil {
		return
	}
	if len(ty.Values) != len(ey.Values) || len(ty.Values) != len(s.ReturnVars) {
		c.pass.Errorf(tcSizeMismatch, s.Pos, "IfStmt size mismatch: then yield=%d, else yield=%d, return_vars=%d", len(ty.Values), len(ey.Values), len(s.ReturnVars))
		return
	}
	for i := range ty.Values {
		if ty.Values[i] == nil || ey.Values[i] == nil || s.ReturnVars[i] == nil {
			continue
		}
		thenT, elseT, retT := exprType(ty.Values[i]), exprType(ey.Values[i]), s.ReturnVars[i].T
		if thenT == nil || elseT == nil || retT == nil {
			continue
		}
		c.edge(thenT, elseT, "IfStmt", "then yield value[%d]", "else yield value[%d]", i, s.Pos)
		c.edge(thenT, retT, "IfStmt", "then yield value[%d]", "return_var[%d]", i, s.Pos)
	}
}

// edge checks one equality edge of slot i; the same type object on both
// sides is trivially equal (and common), so its descriptions are only built
// otherwise.
func (c *typeChecker) edge(t1, t2 ir.Type, ctx, f1, f2 string, i int, span ir.Span) {
	if t1 == t2 {
		return
	}
	c.equal(t1, t2, ctx, fmt.Sprintf(f1, i), fmt.Sprintf(f2, i), span)
}

// shapedOf gives the dtype and shape of a ShapedType (tensor, tile, array).
func shapedOf(t ir.Type) (ir.DataType, []ir.Expr, bool) {
	switch t := t.(type) {
	case *ir.TensorType:
		return t.DType, t.Shape, true
	case *ir.TileType:
		return t.DType, t.Shape, true
	case *ir.ArrayType:
		return t.DType, []ir.Expr{ir.ConstI(t.Extent)}, true
	}
	return ir.Invalid, nil, false
}

// equal is CheckTypeEquality.
func (c *typeChecker) equal(t1, t2 ir.Type, ctx, d1, d2 string, span ir.Span) {
	if t1 == nil || t2 == nil {
		return
	}
	k1, k2 := ir.TypeKindName(t1), ir.TypeKindName(t2)
	if k1 != k2 {
		c.pass.Errorf(tcTypeKindMismatch, span, "Type kind mismatch in %s: %s type '%s' != %s type '%s'", ctx, d1, k1, d2, k2)
		return
	}
	if tu1, ok := t1.(*ir.TupleType); ok {
		tu2 := t2.(*ir.TupleType)
		if len(tu1.Elems) != len(tu2.Elems) {
			c.pass.Errorf(tcSizeMismatch, span, "Tuple size mismatch in %s: %s has %d elements, but %s has %d elements", ctx, d1, len(tu1.Elems), d2, len(tu2.Elems))
			return
		}
		for i := range tu1.Elems {
			c.equal(tu1.Elems[i], tu2.Elems[i], ctx, fmt.Sprintf("%s tuple element[%d]", d1, i), fmt.Sprintf("%s tuple element[%d]", d2, i), span)
		}
		return
	}
	if s1, ok := t1.(*ir.ScalarType); ok {
		if s1.DType != t2.(*ir.ScalarType).DType {
			c.pass.Errorf(tcDTypeMismatch, span, "Dtype mismatch in %s: %s dtype != %s dtype", ctx, d1, d2)
		}
		return
	}
	dt1, shape1, ok1 := shapedOf(t1)
	dt2, shape2, ok2 := shapedOf(t2)
	if !ok1 || !ok2 {
		return
	}
	if dt1 != dt2 {
		c.pass.Errorf(tcDTypeMismatch, span, "Dtype mismatch in %s: %s dtype != %s dtype", ctx, d1, d2)
	}
	checkShape := func(a, b []ir.Expr, name string) bool {
		if len(a) != len(b) {
			c.pass.Errorf(tcShapeDimMismatch, span, "%s dimension count mismatch in %s: %s has %d dimensions, but %s has %d dimensions", name, ctx, d1, len(a), d2, len(b))
			return false
		}
		for i := range a {
			if a[i] == nil || b[i] == nil {
				continue
			}
			if pr := proveEq(a[i], b[i]); pr != ir.ProofTrue {
				note := ""
				if pr == ir.ProofUnknown {
					note = "; equality is not provable and this boundary has no runtime guard"
				}
				c.pass.Errorf(tcShapeValueMismatch, span, "%s dimension mismatch in %s: %s dimension[%d] = %s, but %s dimension[%d] = %s%s",
					name, ctx, d1, i, exprText(a[i]), d2, i, exprText(b[i]), note)
			}
		}
		return true
	}
	if !checkShape(shape1, shape2, "Shape") {
		return
	}
	switch x1 := t1.(type) {
	case *ir.TensorType:
		x2 := t2.(*ir.TensorType)
		checkShape(x1.EffectiveValidShape(), x2.EffectiveValidShape(), "Valid shape")
		pad1, pad2 := ir.PadNull, ir.PadNull
		if x1.View != nil {
			pad1 = x1.View.Pad
		}
		if x2.View != nil {
			pad2 = x2.View.Pad
		}
		if pad1 != pad2 {
			c.pass.Errorf(tcTensorPadMismatch, span, "Tensor padding mismatch in %s: %s pad != %s pad", ctx, d1, d2)
		}
	case *ir.TileType:
		x2 := t2.(*ir.TileType)
		v1, v2 := x1.Effective(), x2.Effective()
		checkShape(v1.ValidShape, v2.ValidShape, "Valid shape")
		if x1.View == nil || x2.View == nil {
			return
		}
		v1.ValidShape, v2.ValidShape = nil, nil
		if !v1.SameAs(&v2) {
			c.pass.Errorf(tcTileViewMismatch, span, "Tile view metadata mismatch in %s: %s and %s have different effective layout, stride, start offset, fractal, or padding metadata", ctx, d1, d2)
		}
	}
}
