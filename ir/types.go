package ir

// Type is the type of an expression. Types are immutable values; build them
// with the New* constructors, which canonicalize (NewTileType in particular).
type Type interface {
	typeNode()
}

// ScalarType is a single value of a data type, printed pl.Scalar[pl.FP32].
type ScalarType struct {
	DType DataType
}

// TensorType is a tensor in global memory. Distributed marks a
// window-bound per-rank slice of an HCCL window buffer, PyPTO's
// DistributedTensorType (see types_distributed.go).
type TensorType struct {
	Shape       []Expr
	DType       DataType
	View        *TensorView // nil: the default (ND, full valid region)
	MemRef      *MemRef     // nil until InitMemRef
	Distributed bool
	// Window is a distributed tensor's window_buffer_ back-reference
	// (type.h:550-557): the window buffer it views, set by
	// MaterializeCommDomainScopes; nil otherwise and never printed.
	Window *WindowBuffer
}

// TensorView is the optional view metadata of a tensor.
type TensorView struct {
	Stride     []Expr
	Layout     TensorLayout
	ValidShape []Expr
	Pad        PadValue
}

// TileType is a tile in an on-core buffer. View is nil when the tile uses the
// implicit view for (Shape, Space); use Effective to read view fields.
type TileType struct {
	Shape  []Expr
	DType  DataType
	MemRef *MemRef     // nil until InitMemRef; requires Space != MemNone
	Space  MemorySpace // MemNone until InferTileMemorySpace (or a fixed-space op)
	View   *TileView   // canonical: nil when equal to the implicit view
}

// TupleType groups several types (multi-value returns, tuple results).
type TupleType struct {
	Elems []Type
}

// ArrayType is a small on-core array in scalar-local memory.
type ArrayType struct {
	DType  DataType
	Extent int64
}

// PtrType is the type of an allocation base (tile.alloc results).
type PtrType struct{}

// MemRefType is the type of a MemRef used as a value.
type MemRefType struct{}

// UnknownType is the type of an expression whose type is not known.
type UnknownType struct{}

func (*ScalarType) typeNode()  {}
func (*TensorType) typeNode()  {}
func (*TileType) typeNode()    {}
func (*TupleType) typeNode()   {}
func (*ArrayType) typeNode()   {}
func (*PtrType) typeNode()     {}
func (*MemRefType) typeNode()  {}
func (*UnknownType) typeNode() {}

// MemRef describes the allocation a tensor or tile lives in.
type MemRef struct {
	Base      *Var  // allocation identity (a Var of PtrType)
	Offset    Expr  // byte offset within the allocation; nil for a declaration
	Size      int64 // bytes; 0 for a declaration
	Slots     int   // >1 for a slotted declaration
	SlotIndex Expr  // selected slot, or nil
	Declared  bool  // written pl.MemRef("name"): an author-declared allocation
}

var scalarTypes = func() (t [numDataTypes]*ScalarType) {
	for i := range t {
		t[i] = &ScalarType{DType: DataType(i)}
	}
	return
}()

var (
	ptrType     = &PtrType{}
	unknownType = &UnknownType{}
	memrefType  = &MemRefType{}
)

// Scalar returns the (shared, immutable) scalar type of d.
func Scalar(d DataType) *ScalarType {
	if int(d) < len(scalarTypes) {
		return scalarTypes[d]
	}
	return &ScalarType{DType: d}
}

// Ptr returns the pointer type.
func Ptr() *PtrType { return ptrType }

// Unknown returns the unknown type.
func Unknown() *UnknownType { return unknownType }

// MemRefT returns the MemRef type.
func MemRefT() *MemRefType { return memrefType }

// NewTensorType builds a tensor type, canonicalizing its view: a valid shape
// equal to the shape is cleared and an all-default view becomes nil.
func NewTensorType(shape []Expr, dt DataType, view *TensorView, mr *MemRef) *TensorType {
	if view != nil {
		v := *view
		if len(v.ValidShape) > 0 && exprsSame(v.ValidShape, shape) {
			v.ValidShape = nil
		}
		if len(v.Stride) == 0 && v.Layout == ND && len(v.ValidShape) == 0 && v.Pad == PadNull {
			view = nil
		} else {
			view = &v
		}
	}
	return &TensorType{Shape: shape, DType: dt, View: view, MemRef: mr}
}

// EffectiveValidShape is the tensor's valid shape, the shape when none is set.
func (t *TensorType) EffectiveValidShape() []Expr {
	if t.View != nil && len(t.View.ValidShape) > 0 {
		return t.View.ValidShape
	}
	return t.Shape
}

// NewTileType builds a tile type and canonicalizes its view (PyPTO's
// CanonicalizeTileViewInPlace): a valid shape equal to the shape is cleared,
// and a view equal to the implicit view for (shape, space) becomes nil, so
// one tile has exactly one encoding.
func NewTileType(shape []Expr, dt DataType, mr *MemRef, space MemorySpace, view *TileView) *TileType {
	return &TileType{Shape: shape, DType: dt, MemRef: mr, Space: space, View: CanonicalTileView(shape, space, view)}
}

// WithSpace returns t moved to another memory space, keeping its explicit
// view fields (the view is re-canonicalized against the new space).
func (t *TileType) WithSpace(space MemorySpace) *TileType {
	return NewTileType(t.Shape, t.DType, t.MemRef, space, t.View)
}

// WithMemRef returns t with another MemRef.
func (t *TileType) WithMemRef(mr *MemRef) *TileType {
	c := *t
	c.MemRef = mr
	return &c
}

// WithView returns t with another view (canonicalized).
func (t *TileType) WithView(v *TileView) *TileType {
	return NewTileType(t.Shape, t.DType, t.MemRef, t.Space, v)
}

// Effective returns the tile's effective view: the stored view with an empty
// valid shape expanded to the shape, or the implicit view when none is
// stored. Every semantic consumer reads views through it.
func (t *TileType) Effective() TileView {
	if t.View == nil {
		return ImplicitTileView(t.Shape, t.Space)
	}
	v := *t.View
	if len(v.ValidShape) == 0 {
		v.ValidShape = t.Shape
	}
	return v
}

// ValidShape is the effective valid shape of the tile.
func (t *TileType) ValidShape() []Expr {
	if t.View != nil && len(t.View.ValidShape) > 0 {
		return t.View.ValidShape
	}
	return t.Shape
}

// Rank is the number of dimensions.
func (t *TileType) Rank() int { return len(t.Shape) }

// Rank is the number of dimensions.
func (t *TensorType) Rank() int { return len(t.Shape) }

// StaticShape returns the shape as integers when every dimension is a
// constant.
func StaticShape(shape []Expr) ([]int64, bool) {
	out := make([]int64, len(shape))
	for i, d := range shape {
		c, ok := d.(*ConstInt)
		if !ok {
			return nil, false
		}
		out[i] = c.Value
	}
	return out, true
}

// NumElements is the product of a static shape; ok is false when a
// dimension is not constant.
func NumElements(shape []Expr) (int64, bool) {
	s, ok := StaticShape(shape)
	if !ok {
		return 0, false
	}
	n := int64(1)
	for _, d := range s {
		n *= d
	}
	return n, true
}

// ShapedOf returns the shape and dtype of a tensor or tile type.
func ShapedOf(t Type) (shape []Expr, dt DataType, ok bool) {
	switch t := t.(type) {
	case *TensorType:
		return t.Shape, t.DType, true
	case *TileType:
		return t.Shape, t.DType, true
	}
	return nil, Invalid, false
}

// TypeKindName names the kind of a type for diagnostics ("ScalarType", ...),
// matching PyPTO's type kind names.
func TypeKindName(t Type) string {
	switch t.(type) {
	case *ScalarType:
		return "ScalarType"
	case *TensorType:
		if t.(*TensorType).Distributed {
			return "DistributedTensorType"
		}
		return "TensorType"
	case *TileType:
		return "TileType"
	case *TupleType:
		return "TupleType"
	case *ArrayType:
		return "ArrayType"
	case *PtrType:
		return "PtrType"
	case *MemRefType:
		return "MemRefType"
	case *CommCtxType:
		return "CommCtxType"
	case *PrefetchAsyncContextType:
		return "PrefetchAsyncContextType"
	case *AsyncEventType:
		return "AsyncEventType"
	case *AsyncSessionType:
		return "AsyncSessionType"
	case nil, *UnknownType:
		return "UnknownType"
	}
	return "Type"
}
