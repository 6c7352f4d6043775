package verifier

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// assignTypeSymmetryRule is AssignTypeSymmetry (PyPTO
// verify_assign_type_symmetry.cpp): every AssignStmt(var, value) whose var
// is assigned exactly once in its function body has
// structural_equal(var.type, value.type). A Var rebound by several
// assignments (pre-SSA IR) has no single defining value and is skipped.
//
// The comparison is PyPTO's StructuralEqualImpl::EqualType without variable
// mapping (pyptoTypeEqual): Scalar dtype; Tensor dtype, shape, view
// presence, valid shape, stride and layout; Tile dtype, shape, view — a view
// equal to the implicit one for (shape, space) counts as absent — with valid
// shape, stride, start offset, layouts, fractal, pad and compact, then
// memory-space presence and value; tuples element by element. MemRefs are
// never compared (an allocation detail bound to the Var, governed by
// HasMemRefs / AllocatedMemoryAddr). Shape expressions compare as PyPTO's
// Equal does: constants by value and dtype (INDEX and INT64 are the same
// constant type), Vars by identity, composites structurally.
//
// The message is PyPTO's, with assert_structural_equal's report of the
// first difference appended. Code 1, at the assignment.
var assignTypeSymmetryRule = &rule{
	name: "AssignTypeSymmetry",
	prop: AssignTypeSymmetry,
	doc:  "an assigned variable's type is structurally equal to its value's type (MemRefs excluded)",
	run:  runAssignTypeSymmetry,
}

func runAssignTypeSymmetry(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		counts := map[*ir.Var]int{}
		var assigns []*ir.AssignStmt
		w := &irVisitor{stmt: func(s ir.Stmt) bool {
			if a, ok := s.(*ir.AssignStmt); ok && a.Var != nil {
				counts[a.Var]++
				assigns = append(assigns, a)
			}
			return true
		}}
		w.visitStmt(f.Body)
		for _, a := range assigns {
			if counts[a.Var] != 1 || a.Value == nil {
				continue
			}
			vt, rt := a.Var.T, a.Value.Type()
			if vt == nil || rt == nil {
				continue
			}
			if m := pyptoTypeEqual(vt, rt); m != nil {
				p.Errorf(1, a.Pos, "AssignStmt LHS/RHS type mismatch in function '%s': var '%s' type is not structurally equal to its RHS type. %s",
					f.Name, a.Var.Name, m)
			}
		}
	}
}

// typeMismatch is the first difference assert_structural_equal reports.
type typeMismatch struct {
	path     string
	lhs, rhs string // printed nodes (or descriptions), when PyPTO prints them
	reason   string
}

func (m *typeMismatch) String() string {
	var b strings.Builder
	b.WriteString("Structural equality assertion failed")
	if m.path != "" {
		b.WriteString(" at: " + m.path)
	}
	b.WriteString("\n\n")
	if m.lhs != "" || m.rhs != "" {
		fmt.Fprintf(&b, "Left-hand side:\n  %s\n\nRight-hand side:\n  %s\n\n", m.lhs, m.rhs)
	}
	b.WriteString("Reason: " + m.reason)
	return b.String()
}

func mismatch(format string, args ...any) *typeMismatch {
	return &typeMismatch{reason: fmt.Sprintf(format, args...)}
}

// pyptoTypeEqual compares two types as PyPTO's EqualType does; nil means
// equal.
func pyptoTypeEqual(a, b ir.Type) *typeMismatch {
	if a == b {
		return nil
	}
	if ir.TypeKindName(a) != ir.TypeKindName(b) {
		return mismatch("Type name mismatch (%s != %s)", ir.TypeKindName(a), ir.TypeKindName(b))
	}
	switch a := a.(type) {
	case *ir.ScalarType:
		bt := b.(*ir.ScalarType)
		if a.DType != bt.DType {
			return mismatch("ScalarType dtype mismatch (%s != %s)", dtypeText(a.DType), dtypeText(bt.DType))
		}
	case *ir.TensorType:
		bt := b.(*ir.TensorType)
		if a.DType != bt.DType {
			return mismatch("TensorType dtype mismatch (%s != %s)", dtypeText(a.DType), dtypeText(bt.DType))
		}
		if len(a.Shape) != len(bt.Shape) {
			return mismatch("TensorType shape rank mismatch (%d != %d)", len(a.Shape), len(bt.Shape))
		}
		if m := pyptoExprsEqual(a.Shape, bt.Shape); m != nil {
			return m
		}
		if (a.View == nil) != (bt.View == nil) {
			return mismatch("TensorType tensor_view presence mismatch")
		}
		if a.View != nil {
			if len(a.View.ValidShape) != len(bt.View.ValidShape) {
				return mismatch("TensorView valid_shape size mismatch (%d != %d)", len(a.View.ValidShape), len(bt.View.ValidShape))
			}
			if m := pyptoExprsEqual(a.View.ValidShape, bt.View.ValidShape); m != nil {
				return m
			}
			if len(a.View.Stride) != len(bt.View.Stride) {
				return mismatch("TensorView stride size mismatch (%d != %d)", len(a.View.Stride), len(bt.View.Stride))
			}
			if m := pyptoExprsEqual(a.View.Stride, bt.View.Stride); m != nil {
				return m
			}
			if a.View.Layout != bt.View.Layout {
				return mismatch("TensorView layout mismatch")
			}
		}
	case *ir.TileType:
		return pyptoTileTypeEqual(a, b.(*ir.TileType))
	case *ir.TupleType:
		bt := b.(*ir.TupleType)
		if len(a.Elems) != len(bt.Elems) {
			return mismatch("TupleType size mismatch (%d != %d)", len(a.Elems), len(bt.Elems))
		}
		for i := range a.Elems {
			if m := pyptoTypeEqual(a.Elems[i], bt.Elems[i]); m != nil {
				return m
			}
		}
	case *ir.ArrayType:
		bt := b.(*ir.ArrayType)
		if a.DType != bt.DType || a.Extent != bt.Extent {
			return mismatch("ArrayType mismatch (%s != %s)", ir.PrintType(a), ir.PrintType(bt))
		}
	}
	return nil
}

func pyptoTileTypeEqual(a, b *ir.TileType) *typeMismatch {
	if a.DType != b.DType {
		return mismatch("TileType dtype mismatch (%s != %s)", dtypeText(a.DType), dtypeText(b.DType))
	}
	if len(a.Shape) != len(b.Shape) {
		return mismatch("TileType shape rank mismatch (%d != %d)", len(a.Shape), len(b.Shape))
	}
	if m := pyptoExprsEqual(a.Shape, b.Shape); m != nil {
		return m
	}
	va, vb := printedTileView(a), printedTileView(b)
	if (va == nil) != (vb == nil) {
		return mismatch("TileType tile_view presence mismatch")
	}
	if va != nil {
		if len(va.ValidShape) != len(vb.ValidShape) {
			return mismatch("TileView valid_shape size mismatch (%d != %d)", len(va.ValidShape), len(vb.ValidShape))
		}
		if m := pyptoExprsEqual(va.ValidShape, vb.ValidShape); m != nil {
			return m
		}
		if len(va.Stride) != len(vb.Stride) {
			return mismatch("TileView stride size mismatch (%d != %d)", len(va.Stride), len(vb.Stride))
		}
		if m := pyptoExprsEqual(va.Stride, vb.Stride); m != nil {
			return m
		}
		if (va.StartOffset == nil) != (vb.StartOffset == nil) {
			return &typeMismatch{lhs: nodeText(va.StartOffset), rhs: nodeText(vb.StartOffset), reason: "One node is null, the other is not"}
		}
		if va.StartOffset != nil {
			if m := pyptoExprEqual(va.StartOffset, vb.StartOffset); m != nil {
				return m
			}
		}
		switch {
		case va.BLayout != vb.BLayout:
			return mismatch("TileView blayout mismatch")
		case va.SLayout != vb.SLayout:
			return mismatch("TileView slayout mismatch")
		case va.Fractal != vb.Fractal:
			return mismatch("TileView fractal mismatch")
		case va.Pad != vb.Pad:
			return mismatch("TileView pad mismatch")
		case va.Compact != vb.Compact:
			return mismatch("TileView compact mismatch")
		}
	}
	if (a.Space == ir.MemNone) != (b.Space == ir.MemNone) {
		return mismatch("TileType memory_space presence mismatch")
	}
	if a.Space != b.Space {
		return mismatch("TileType memory_space mismatch")
	}
	return nil
}

// printedTileView is PyPTO's NormalizePrintedTileView: the stored view, or
// nil when it is the implicit one for the tile's shape and space (so a
// non-canonical encoding compares equal to the canonical one).
func printedTileView(t *ir.TileType) *ir.TileView {
	if t.View == nil || isImplicitTileView(t.View, t.Shape, t.Space) {
		return nil
	}
	return t.View
}

// isImplicitTileView is tile_view_semantics::IsImplicitPrintedTileView: the
// view's valid shape is empty or the shape, it has no stride, start offset,
// pad or compact mode, and its layouts and fractal are the implicit ones for
// (shape, space).
func isImplicitTileView(v *ir.TileView, shape []ir.Expr, space ir.MemorySpace) bool {
	if len(v.ValidShape) > 0 && !sameExprs(v.ValidShape, shape) {
		return false
	}
	if len(v.Stride) > 0 || v.StartOffset != nil || v.Pad != ir.PadNull || v.Compact != ir.CompactNull {
		return false
	}
	imp := ir.ImplicitTileView(shape, space)
	return v.BLayout == imp.BLayout && v.SLayout == imp.SLayout && v.Fractal == imp.Fractal
}

// sameExprs is ShapeExprListsEquivalent (AreExprsEqual per element):
// constants by value, composites structurally, variables by identity.
func sameExprs(a, b []ir.Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if pyptoExprEqual(a[i], b[i]) != nil && !sameConstValue(a[i], b[i]) {
			return false
		}
	}
	return true
}

func sameConstValue(a, b ir.Expr) bool {
	x, ok1 := a.(*ir.ConstInt)
	y, ok2 := b.(*ir.ConstInt)
	return ok1 && ok2 && x.Value == y.Value
}

func pyptoExprsEqual(a, b []ir.Expr) *typeMismatch {
	for i := range a {
		if m := pyptoExprEqual(a[i], b[i]); m != nil {
			return m
		}
	}
	return nil
}

// pyptoExprEqual is StructuralEqualImpl::Equal without variable mapping, as
// EqualType applies it to shape expressions.
func pyptoExprEqual(a, b ir.Expr) *typeMismatch {
	if a == nil || b == nil {
		if a == nil && b == nil {
			return nil
		}
		return &typeMismatch{lhs: nodeText(a), rhs: nodeText(b), reason: "One node is null, the other is not"}
	}
	if va, vb := ir.VarOf(a), ir.VarOf(b); va != nil || vb != nil {
		if va == nil || vb == nil {
			return &typeMismatch{lhs: nodeText(a), rhs: nodeText(b), reason: fmt.Sprintf("Node type mismatch (%s != %s)", nodeKind(a), nodeKind(b))}
		}
		if va != vb {
			return &typeMismatch{lhs: "var " + va.Name, rhs: "var " + vb.Name, reason: "Variable pointer mismatch (without auto-mapping)"}
		}
		return nil
	}
	if nodeKind(a) != nodeKind(b) {
		return &typeMismatch{lhs: nodeText(a), rhs: nodeText(b), reason: fmt.Sprintf("Node type mismatch (%s != %s)", nodeKind(a), nodeKind(b))}
	}
	switch a := a.(type) {
	case *ir.ConstInt:
		bc := b.(*ir.ConstInt)
		if a.Value != bc.Value {
			return &typeMismatch{path: "value", reason: fmt.Sprintf("int64_t value mismatch (%d != %d)", a.Value, bc.Value)}
		}
		if a.DType != bc.DType && !isIndexInt64(a.DType, bc.DType) {
			return &typeMismatch{path: "type", reason: fmt.Sprintf("ScalarType dtype mismatch (%s != %s)", dtypeText(a.DType), dtypeText(bc.DType))}
		}
	case *ir.ConstFloat:
		bc := b.(*ir.ConstFloat)
		if a.Value != bc.Value {
			return &typeMismatch{path: "value", reason: fmt.Sprintf("double value mismatch (%v != %v)", a.Value, bc.Value)}
		}
		if a.DType != bc.DType {
			return &typeMismatch{path: "type", reason: fmt.Sprintf("ScalarType dtype mismatch (%s != %s)", dtypeText(a.DType), dtypeText(bc.DType))}
		}
	case *ir.ConstBool:
		if a.Value != b.(*ir.ConstBool).Value {
			return &typeMismatch{path: "value", reason: "Boolean value mismatch"}
		}
	case *ir.Binary:
		bb := b.(*ir.Binary)
		if m := pyptoExprEqual(a.L, bb.L); m != nil {
			return m
		}
		if m := pyptoExprEqual(a.R, bb.R); m != nil {
			return m
		}
		if a.DType != bb.DType {
			return mismatch("ScalarType dtype mismatch (%s != %s)", dtypeText(a.DType), dtypeText(bb.DType))
		}
	case *ir.Unary:
		bu := b.(*ir.Unary)
		if m := pyptoExprEqual(a.X, bu.X); m != nil {
			return m
		}
		if a.DType != bu.DType {
			return mismatch("ScalarType dtype mismatch (%s != %s)", dtypeText(a.DType), dtypeText(bu.DType))
		}
	default:
		if ir.PrintExpr(a) != ir.PrintExpr(b) {
			return &typeMismatch{lhs: nodeText(a), rhs: nodeText(b), reason: "Expression mismatch"}
		}
	}
	return nil
}

func isIndexInt64(a, b ir.DataType) bool {
	return a == ir.INDEX && b == ir.INT64 || a == ir.INT64 && b == ir.INDEX
}

func nodeText(e ir.Expr) string {
	if e == nil {
		return "(null)"
	}
	return ir.PrintExpr(e)
}

// nodeKind is the IR node type name PyPTO compares first (binary and unary
// expressions by their operator kind).
func nodeKind(e ir.Expr) string {
	switch e := e.(type) {
	case *ir.ConstInt:
		return "ConstInt"
	case *ir.ConstFloat:
		return "ConstFloat"
	case *ir.ConstBool:
		return "ConstBool"
	case *ir.Var:
		return "Var"
	case *ir.IterArg:
		return "IterArg"
	case *ir.Call:
		return "Call"
	case *ir.Submit:
		return "Submit"
	case *ir.MakeTuple:
		return "MakeTuple"
	case *ir.TupleGetItem:
		return "TupleGetItemExpr"
	case *ir.Binary:
		if int(e.Op) < len(binaryKindNames) {
			return binaryKindNames[e.Op]
		}
	case *ir.Unary:
		if int(e.Op) < len(unaryKindNames) {
			return unaryKindNames[e.Op]
		}
	}
	return fmt.Sprintf("%T", e)
}

// PyPTO's node type names of the binary and unary expression kinds, in
// ir.BinaryOp / ir.UnaryOp order.
var (
	binaryKindNames = [...]string{"Add", "Sub", "Mul", "FloorDiv", "FloorMod", "FloatDiv", "Min", "Max", "Pow",
		"Eq", "Ne", "Lt", "Le", "Gt", "Ge", "And", "Or", "Xor", "BitAnd", "BitOr", "BitXor", "BitShiftLeft", "BitShiftRight"}
	unaryKindNames = [...]string{"Abs", "Neg", "Not", "BitNot", "Cast"}
)
