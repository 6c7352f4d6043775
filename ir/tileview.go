package ir

// TileView is the view metadata of a tile (PyPTO's TileView struct). Fields
// at their zero value mean "default"; the implicit view of a tile depends on
// its shape and memory space (ImplicitTileView).
type TileView struct {
	ValidShape  []Expr // empty: the whole shape
	Stride      []Expr
	StartOffset Expr // nil: none
	BLayout     TileLayout
	SLayout     TileLayout
	Fractal     int64 // bytes
	Pad         PadValue
	Compact     CompactMode
}

// Fractal sizes in bytes.
const (
	DefaultFractal  = 512  // a 16 x 32-byte box
	AccFractal      = 1024 // a 16 x 16 box of 4-byte accumulators
	MXScaleFractal  = 32
	AccFractalRows  = 16 // rows of one L0C fractal box (kAccFractalRows)
	FractalBoxBytes = 32 // C0: bytes of one fractal row
)

// ImplicitTileView is the view a tile of this shape has in this memory space
// when none is written (GetImplicitTileLayout): the single source of truth
// for default layouts.
//
//	space                    blayout                          slayout    fractal
//	none/Vec/Bias/DDR/other  col_major iff 2-D const [R>1,1]  none_box   512
//	Mat, Left                col_major                        row_major  512
//	Right                    as Vec                           col_major  512
//	Acc                      col_major                        row_major  1024
//	LeftScale                row_major                        row_major  32
//	RightScale               col_major                        col_major  32
func ImplicitTileView(shape []Expr, space MemorySpace) TileView {
	v := TileView{ValidShape: shape, Fractal: DefaultFractal}
	switch space {
	case Mat, Left:
		v.BLayout, v.SLayout = ColMajor, RowMajor
	case Right:
		v.BLayout, v.SLayout = vecBLayout(shape), ColMajor
	case Acc:
		v.BLayout, v.SLayout, v.Fractal = ColMajor, RowMajor, AccFractal
	case LeftScale:
		v.BLayout, v.SLayout, v.Fractal = RowMajor, RowMajor, MXScaleFractal
	case RightScale:
		v.BLayout, v.SLayout, v.Fractal = ColMajor, ColMajor, MXScaleFractal
	default:
		v.BLayout, v.SLayout = vecBLayout(shape), NoneBox
	}
	return v
}

// vecBLayout: a 2-D constant column vector [R>1, 1] is column-major,
// everything else row-major.
func vecBLayout(shape []Expr) TileLayout {
	if len(shape) == 2 {
		r, rok := shape[0].(*ConstInt)
		c, cok := shape[1].(*ConstInt)
		if rok && cok && r.Value > 1 && c.Value == 1 {
			return ColMajor
		}
	}
	return RowMajor
}

// CanonicalTileView returns the canonical stored form of view for a tile of
// this shape and space: nil when it equals the implicit view; view itself
// when already canonical; otherwise a copy whose valid shape is cleared,
// since it equals the shape. A view is never changed once a type holds it,
// so types share views.
func CanonicalTileView(shape []Expr, space MemorySpace, view *TileView) *TileView {
	if view == nil {
		return nil
	}
	wholeValid := len(view.ValidShape) > 0 && exprsSame(view.ValidShape, shape)
	imp := ImplicitTileView(shape, space)
	imp.ValidShape = nil
	if !wholeValid {
		if view.SameAs(&imp) {
			return nil
		}
		return view
	}
	v := *view
	v.ValidShape = nil
	if v.SameAs(&imp) {
		return nil
	}
	return &v
}

// SameAs reports whether two views have the same fields (expressions compared
// by identity of Vars and value of constants).
func (v *TileView) SameAs(o *TileView) bool {
	return exprsSame(v.ValidShape, o.ValidShape) && exprsSame(v.Stride, o.Stride) &&
		exprSame(v.StartOffset, o.StartOffset) && v.BLayout == o.BLayout &&
		v.SLayout == o.SLayout && v.Fractal == o.Fractal && v.Pad == o.Pad && v.Compact == o.Compact
}

// BoxedAlignment is the (rows, cols) alignment the view's fractal imposes
// (GetBoxedTileAlignment): a 1024-byte fractal is 16 x 16; a 512-byte fractal
// is 16 rows x (256 bits / element bits) columns for a row-major scatter
// layout (transposed for col_major); none_box imposes nothing (1, 1).
func (v TileView) BoxedAlignment(dt DataType) (rows, cols int64) {
	if v.SLayout == NoneBox {
		return 1, 1
	}
	switch v.Fractal {
	case AccFractal:
		return 16, 16
	case DefaultFractal:
		c := int64(256 / max(dt.Bits(), 1))
		if v.SLayout == ColMajor {
			return c, 16
		}
		return 16, c
	}
	return 1, 1
}

// exprsSame compares two expression lists element by element with exprSame.
func exprsSame(a, b []Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !exprSame(a[i], b[i]) {
			return false
		}
	}
	return true
}

// ExprSame is PyPTO's AreExprsEqual (src/ir/expr.cpp:56-70) as the model
// reads it: exprSame.
func ExprSame(a, b Expr) bool { return exprSame(a, b) }

// exprSame is the identity-level expression comparison used inside types:
// constants by value (integer dtypes are not distinguished, as in PyPTO's
// ConstInt comparison), Vars by identity, composite expressions
// structurally.
func exprSame(a, b Expr) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	switch a := a.(type) {
	case *ConstInt:
		b, ok := b.(*ConstInt)
		return ok && a.Value == b.Value
	case *ConstFloat:
		b, ok := b.(*ConstFloat)
		return ok && a.Value == b.Value && a.DType == b.DType
	case *ConstBool:
		b, ok := b.(*ConstBool)
		return ok && a.Value == b.Value
	case *Var, *IterArg:
		bv, ok := b.(VarLike)
		return ok && a.(VarLike).VarRef() == bv.VarRef()
	case *Binary:
		b, ok := b.(*Binary)
		return ok && a.Op == b.Op && a.DType == b.DType && exprSame(a.L, b.L) && exprSame(a.R, b.R)
	case *Unary:
		b, ok := b.(*Unary)
		return ok && a.Op == b.Op && a.DType == b.DType && exprSame(a.X, b.X)
	case *MakeTuple:
		b, ok := b.(*MakeTuple)
		return ok && exprsSame(a.Elems, b.Elems)
	case *TupleGetItem:
		b, ok := b.(*TupleGetItem)
		return ok && a.Index == b.Index && exprSame(a.Tuple, b.Tuple)
	}
	return a == b
}
