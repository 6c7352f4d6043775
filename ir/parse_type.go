package ir

import (
	"strconv"
	"strings"
)

// typ resolves a type annotation.
func (e *elab) typ(x pyExpr) (Type, error) {
	switch x := x.(type) {
	case *pySubscript:
		d, _ := dotted(x.x)
		head := d
		if w, ok := e.pl(d); ok {
			head = w
		}
		switch head {
		case "Scalar":
			if len(x.index) != 1 {
				return nil, e.errf(e.sp(x.pos), "pl.Scalar takes one dtype")
			}
			dt, err := e.dtype(x.index[0])
			if err != nil {
				return nil, err
			}
			return Scalar(dt), nil
		case "Tensor":
			return e.tensorType(x)
		case "pld.DistributedTensor", "DistributedTensor":
			return e.distributedTensorType(x)
		case "Tile":
			return e.tileType(x)
		case "Tuple", "tuple":
			var elems []Type
			for _, ix := range x.index {
				if t, ok := ix.(*pyTuple); ok && len(t.elems) == 0 {
					continue // pl.Tuple[()]
				}
				t, err := e.typ(ix)
				if err != nil {
					return nil, err
				}
				elems = append(elems, t)
			}
			return &TupleType{Elems: elems}, nil
		case "Array":
			if len(x.index) != 2 {
				return nil, e.errf(e.sp(x.pos), "pl.Array takes an extent and a dtype")
			}
			n, ok := x.index[0].(*pyNum)
			if !ok || n.isFloat {
				return nil, e.errf(e.sp(x.index[0].position()), "pl.Array extent must be an integer literal")
			}
			v, err := e.number(n, false)
			if err != nil {
				return nil, err
			}
			dt, err := e.dtype(x.index[1])
			if err != nil {
				return nil, err
			}
			return &ArrayType{DType: dt, Extent: v.(*ConstInt).Value}, nil
		case "Out", "InOut":
			return nil, e.errf(e.sp(x.pos), "pl.%s is only valid on a function parameter", head)
		}
		return nil, e.errf(e.sp(x.pos), "unknown type %s", d)
	case *pyAttr, *pyName:
		d, _ := dotted(x)
		w, ok := e.pl(d)
		if !ok {
			w = d
		}
		switch w {
		case "Ptr":
			return Ptr(), nil
		case "MemRefType":
			return MemRefT(), nil
		case "UnknownType":
			return Unknown(), nil
		}
		if t, ok := markerType(d); ok {
			return t, nil
		}
		if dt, ok := DataTypeByName(w); ok {
			return Scalar(dt), nil // x: pl.INT64 shorthand
		}
		return nil, e.errf(e.sp(x.position()), "Incomplete type annotation %s", d)
	case *pyStr:
		return Unknown(), nil // forward reference: skipped
	}
	return nil, e.errf(e.sp(x.position()), "unsupported type annotation")
}

func (e *elab) shapeList(x pyExpr) ([]Expr, error) {
	elems, ok := tupleElems(x)
	if !ok {
		return nil, e.errf(e.sp(x.position()), "a shape must be a list like [16, 128]")
	}
	dims, err := e.exprs(elems)
	if err != nil {
		return nil, err
	}
	for i, d := range dims {
		if st, ok := d.Type().(*ScalarType); !ok || !st.DType.IsInt() {
			return nil, e.errf(e.sp(elems[i].position()), "Shape dimension must be int literal, variable, or evaluable expression")
		}
	}
	return dims, nil
}

func (e *elab) tensorType(x *pySubscript) (Type, error) {
	if len(x.index) < 2 || len(x.index) > 4 {
		return nil, e.errf(e.sp(x.pos), "pl.Tensor takes [shape, dtype] and optionally a layout or TensorView and a MemRef")
	}
	shape, err := e.shapeList(x.index[0])
	if err != nil {
		return nil, err
	}
	dt, err := e.dtype(x.index[1])
	if err != nil {
		return nil, err
	}
	var view *TensorView
	var mr *MemRef
	for _, ix := range x.index[2:] {
		if m, ok, err := e.memref(ix); ok || err != nil {
			if err != nil {
				return nil, err
			}
			mr = m
			continue
		}
		ix = e.resolveConst(ix)
		if c, ok := ix.(*pyCall); ok {
			if d, _ := dotted(c.fn); strings.HasSuffix(d, "TensorView") {
				v, err := e.tensorView(c, shape)
				if err != nil {
					return nil, err
				}
				view = v
				continue
			}
		}
		d, _ := dotted(ix)
		w, _ := e.pl(d)
		w = strings.TrimPrefix(w, "TensorLayout.")
		if l, ok := tlayoutEnum.lookup(w); ok {
			view = &TensorView{Layout: TensorLayout(l)}
			continue
		}
		return nil, e.errf(e.sp(ix.position()), "expected a tensor layout, pl.TensorView(...) or pl.MemRef(...)")
	}
	return NewTensorType(shape, dt, view, mr), nil
}

func (e *elab) tensorView(c *pyCall, shape []Expr) (*TensorView, error) {
	if len(c.args) > 0 {
		return nil, e.errf(e.sp(c.pos), "pl.TensorView takes keyword arguments only")
	}
	v := &TensorView{}
	for _, kw := range c.kws {
		var err error
		switch kw.name {
		case "valid_shape":
			v.ValidShape, err = e.shapeList(kw.val)
		case "stride":
			v.Stride, err = e.shapeList(kw.val)
		case "layout":
			var l uint8
			l, err = e.enumArg(kw.val, tlayoutEnum)
			v.Layout = TensorLayout(l)
		case "pad":
			var p uint8
			p, err = e.enumArg(kw.val, padEnum)
			v.Pad = PadValue(p)
		default:
			err = e.errf(e.sp(kw.pos), "unknown pl.TensorView field %q", kw.name)
		}
		if err != nil {
			return nil, err
		}
	}
	if v.ValidShape != nil && len(v.ValidShape) != len(shape) {
		return nil, e.errf(e.sp(c.pos), "valid_shape rank %d differs from the shape rank %d", len(v.ValidShape), len(shape))
	}
	return v, nil
}

func (e *elab) tileType(x *pySubscript) (Type, error) {
	if len(x.index) < 2 || len(x.index) > 5 {
		return nil, e.errf(e.sp(x.pos), "pl.Tile takes [shape, dtype] and optionally a MemRef, a memory space and a TileView")
	}
	shape, err := e.shapeList(x.index[0])
	if err != nil {
		return nil, err
	}
	dt, err := e.dtype(x.index[1])
	if err != nil {
		return nil, err
	}
	var mr *MemRef
	space := MemNone
	var viewCall *pyCall
	for i, ix := range x.index[2:] {
		if m, ok, err := e.memref(ix); ok || err != nil {
			if err != nil {
				return nil, err
			}
			if mr != nil {
				return nil, e.errf(e.sp(ix.position()), "a tile annotation takes one MemRef")
			}
			mr = m
			continue
		}
		ix = e.resolveConst(ix)
		if c, ok := ix.(*pyCall); ok {
			if d, _ := dotted(c.fn); strings.HasSuffix(d, "TileView") {
				if viewCall != nil {
					return nil, e.errf(e.sp(ix.position()), "a tile annotation takes one TileView")
				}
				viewCall = c
				continue
			}
		}
		d, _ := dotted(ix)
		w, _ := e.pl(d)
		if m, ok := e.memSpace(w); ok {
			if space != MemNone {
				return nil, e.errf(e.sp(ix.position()), "a tile annotation takes one memory space")
			}
			space = m
			continue
		}
		// type_resolver.py:587-598
		if _, ok := e.enumValue(d); ok && strings.Contains(d, "TensorLayout") {
			return nil, e.errf(e.sp(ix.position()), "Tile does not accept layouts like %s", d)
		}
		return nil, e.errf(e.sp(ix.position()), "Unsupported Tile annotation argument: %s", pyUnparse(x.index[2+i]))
	}
	if mr != nil && space == MemNone {
		return nil, e.errf(e.sp(x.pos), "TileType with MemRef must have explicit memory_space")
	}
	var view *TileView
	if viewCall != nil {
		if view, err = e.tileView(viewCall, shape, space); err != nil {
			return nil, err
		}
	}
	return NewTileType(shape, dt, mr, space, view), nil
}

// tileView reads pl.TileView(...); fields not given take the implicit view
// of (shape, space).
func (e *elab) tileView(c *pyCall, shape []Expr, space MemorySpace) (*TileView, error) {
	if len(c.args) > 0 {
		return nil, e.errf(e.sp(c.pos), "pl.TileView takes keyword arguments only")
	}
	v := ImplicitTileView(shape, space)
	for _, kw := range c.kws {
		var err error
		var u uint8
		switch kw.name {
		case "valid_shape":
			v.ValidShape, err = e.shapeList(kw.val)
			if err == nil && len(v.ValidShape) != len(shape) {
				err = e.errf(e.sp(kw.pos), "TileType valid_shape rank (%d) must match the physical shape rank (%d)", len(v.ValidShape), len(shape))
			}
		case "stride":
			v.Stride, err = e.shapeList(kw.val)
		case "start_offset":
			v.StartOffset, err = e.expr(kw.val)
		case "blayout":
			u, err = e.enumArg(kw.val, layoutEnum)
			v.BLayout = TileLayout(u)
		case "slayout":
			u, err = e.enumArg(kw.val, layoutEnum)
			v.SLayout = TileLayout(u)
		case "fractal":
			n, ok := kw.val.(*pyNum)
			if !ok || n.isFloat {
				err = e.errf(e.sp(kw.pos), "fractal must be an integer literal")
				break
			}
			var c Expr
			c, err = e.number(n, false)
			if err == nil {
				v.Fractal = c.(*ConstInt).Value
			}
		case "pad":
			u, err = e.enumArg(kw.val, padEnum)
			v.Pad = PadValue(u)
		case "compact":
			u, err = e.enumArg(kw.val, compactEnum)
			v.Compact = CompactMode(u)
		default:
			err = e.errf(e.sp(kw.pos), "unknown pl.TileView field %q", kw.name)
		}
		if err != nil {
			return nil, err
		}
	}
	return &v, nil
}

// memref reads pl.MemRef(...) (optionally subscripted by a slot index);
// ok is false when x is not a MemRef.
func (e *elab) memref(x pyExpr) (*MemRef, bool, error) {
	var slot pyExpr
	var subPos pyPos
	if s, ok := x.(*pySubscript); ok {
		if len(s.index) != 1 {
			return nil, false, nil
		}
		slot, x, subPos = s.index[0], s.x, s.pos
	}
	declName := ""
	if n, ok := x.(*pyName); ok {
		// A module-level `ping = pl.MemRef()` declaration used by name.
		v, ok := e.consts[n.name]
		if !ok {
			return nil, false, nil
		}
		x, declName = v, n.name
	}
	c, ok := x.(*pyCall)
	if !ok {
		return nil, false, nil
	}
	d, _ := dotted(c.fn)
	if w, ok := e.pl(d); !ok || w != "MemRef" {
		return nil, false, nil
	}
	m := &MemRef{}
	for _, kw := range c.kws {
		if kw.name != "slots" {
			return nil, true, e.errf(e.sp(kw.pos), "unknown pl.MemRef argument %q", kw.name)
		}
		// type_resolver.py:846-875
		n, ok := kw.val.(*pyNum)
		var v int64
		if ok && !n.isFloat {
			c, err := e.number(n, false)
			if err != nil {
				return nil, true, err
			}
			v = c.(*ConstInt).Value
		}
		if v < 1 {
			return nil, true, e.errf(e.sp(c.pos), "slots must be a positive integer literal, got %s", pyUnparse(kw.val))
		}
		if v > 1 {
			m.Slots = int(v) // one slot is no slots
		}
	}
	switch len(c.args) {
	case 0:
		if declName == "" {
			return nil, true, e.errf(e.sp(c.pos), "an unnamed pl.MemRef() must be bound to a module-level name")
		}
		m.Declared = true
		m.Base = e.base(declName, e.sp(c.pos))
	case 1:
		m.Declared = true
	case 3:
	default:
		return nil, true, e.errf(e.sp(c.pos), "pl.MemRef takes (name) or (base, byte_offset, size)")
	}
	var baseArg pyExpr
	if len(c.args) > 0 {
		baseArg = c.args[0]
	}
	switch b := baseArg.(type) {
	case nil:
	case *pyStr:
		m.Base = e.base(b.val, e.sp(b.pos))
	case *pyName:
		v, ok := e.lookup(b.name)
		if !ok {
			return nil, true, e.errf(e.sp(b.pos), "Undefined variable '%s'", b.name)
		}
		m.Base = v.VarRef()
	default:
		return nil, true, e.errf(e.sp(c.args[0].position()), "a MemRef base must be a name or a string")
	}
	if !m.Declared {
		off, err := e.expr(c.args[1])
		if err != nil {
			return nil, true, err
		}
		m.Offset = off
		n, ok := c.args[2].(*pyNum)
		if !ok || n.isFloat {
			return nil, true, e.errf(e.sp(c.args[2].position()), "a MemRef size must be an integer literal")
		}
		sz, err := e.number(n, false)
		if err != nil {
			return nil, true, err
		}
		m.Size = sz.(*ConstInt).Value
	}
	if slot != nil {
		// type_resolver.py:674-791: only a multi-slot allocation is
		// subscripted, by an index within it.
		name := ""
		if m.Base != nil {
			name = m.Base.Name
		}
		pos := e.sp(subPos)
		if m.Slots <= 1 {
			if m.Declared {
				return nil, true, e.errf(pos, "'%s' was declared with a single slot, so it cannot be subscripted", name)
			}
			return nil, true, e.errf(pos, "'%s' holds a single slot, so it cannot be subscripted", name)
		}
		idx, err := e.expr(slot)
		if err != nil {
			return nil, true, err
		}
		if k, ok := idx.(*ConstInt); ok && (k.Value < 0 || k.Value >= int64(m.Slots)) {
			if m.Declared {
				return nil, true, e.errf(pos, "Slot index %d is out of range for '%s', declared with %d slot(s)", k.Value, name, m.Slots)
			}
			return nil, true, e.errf(pos, "Slot index %d is out of range for '%s', which holds %d slot(s)", k.Value, name, m.Slots)
		}
		m.SlotIndex = idx
	}
	return m, true, nil
}

// base returns the allocation base named by a string: one Var per name
// per program.
func (e *elab) base(name string, pos Span) *Var {
	b := e.bases[name]
	if b == nil {
		b = &Var{Name: name, T: Ptr(), Pos: pos}
		e.bases[name] = b
	}
	return b
}

// resolveConst follows a module-level name to the expression bound to it.
func (e *elab) resolveConst(x pyExpr) pyExpr {
	for i := 0; i < 8; i++ {
		n, ok := x.(*pyName)
		if !ok {
			return x
		}
		v, ok := e.consts[n.name]
		if !ok {
			return x
		}
		x = v
	}
	return x
}

// simpleAnn is an annotation in the form the printer gives most
// assignments: pl.Tile[[16, 64], pl.FP32], optionally with a memory space
// (pl.Mem.Vec), or pl.Tensor[[16, 64], pl.FP32], every dim an integer
// literal. typ accepts every such annotation; assign compares one with the
// value's inferred type without building it: merge returns the inferred type,
// or moves it to the annotation's memory space, when they agree.
type simpleAnn struct {
	tile  bool
	rank  int
	dims  [4]int64
	dt    DataType
	space MemorySpace // MemNone when not given
}

// simpleAnnotation reads x as a simpleAnn; ok is false for any other
// annotation (typ reads those, errors included).
func (e *elab) simpleAnnotation(x pyExpr) (a simpleAnn, ok bool) {
	s, isSub := x.(*pySubscript)
	if !isSub || len(s.index) < 2 || len(s.index) > 3 {
		return a, false
	}
	head, _ := dotted(s.x)
	if w, isPl := e.pl(head); isPl {
		head = w
	}
	switch head {
	case "Tile":
		a.tile = true
	case "Tensor":
		if len(s.index) != 2 {
			return a, false
		}
	default:
		return a, false
	}
	elems, isList := s.index[0].(*pyList)
	if !isList || len(elems.elems) > len(a.dims) {
		return a, false
	}
	for k, d := range elems.elems {
		n, isNum := d.(*pyNum)
		if !isNum || n.isFloat {
			return a, false
		}
		v, err := strconv.ParseInt(n.text, 0, 64)
		if err != nil {
			return a, false
		}
		a.dims[k] = v
	}
	a.rank = len(elems.elems)
	d, _ := dotted(s.index[1])
	w, isPl := e.pl(d)
	if !isPl {
		return a, false
	}
	if a.dt, ok = DataTypeByName(w); !ok {
		return a, false
	}
	if len(s.index) == 3 {
		d, _ := dotted(s.index[2])
		w, _ := e.pl(d)
		if a.space, ok = e.memSpace(w); !ok {
			return a, false
		}
	}
	return a, true
}

// merged returns what merge returns as the type for annotation a and a
// value of type inf when a agrees with inf in kind, rank, dtype and every
// dim inf knows: inf itself, or for a tile whose annotation names another
// memory space, inf moved there (merge's MemRef and view come from inf
// when the annotation has none). ok is false otherwise: merge decides,
// errors included.
func (a *simpleAnn) merged(inf Type) (t Type, ok bool) {
	var shape []Expr
	var dt DataType
	var tile *TileType
	switch t := inf.(type) {
	case *TileType:
		if !a.tile {
			return nil, false
		}
		tile, shape, dt = t, t.Shape, t.DType
	case *TensorType:
		if a.tile || t.Distributed {
			return nil, false
		}
		shape, dt = t.Shape, t.DType
	default:
		return nil, false
	}
	if dt != a.dt || len(shape) != a.rank {
		return nil, false
	}
	for k, d := range shape {
		if v, known := ConstValue(d); known && v != a.dims[k] {
			return nil, false
		}
	}
	if tile != nil && a.space != MemNone && a.space != tile.Space {
		return NewTileType(tile.Shape, tile.DType, tile.MemRef, a.space, tile.View), true
	}
	return inf, true
}

// distributedTensorType reads pld.DistributedTensor[...]: the forms of
// pl.Tensor, plus the trailing "window_buffer=<name>" string of an
// explicit-layout dump, which is informational and dropped
// (type_resolver.py:448-466).
func (e *elab) distributedTensorType(x *pySubscript) (Type, error) {
	idx := x.index
	if n := len(idx); n > 0 {
		if s, ok := idx[n-1].(*pyStr); ok && strings.HasPrefix(s.val, "window_buffer=") {
			idx = idx[:n-1]
		}
	}
	t, err := e.tensorType(&pySubscript{x: x.x, index: idx, pos: x.pos})
	if err != nil {
		return nil, err
	}
	tt := t.(*TensorType)
	tt.Distributed = true
	return tt, nil
}

// markerType resolves a fieldless handle-type annotation by its last name,
// under any module prefix (_resolve_marker_type_node,
// type_resolver.py:367-386).
func markerType(d string) (Type, bool) {
	name := d
	if head, rest, ok := strings.Cut(d, "."); ok {
		if strings.Contains(rest, ".") || head == "" {
			return nil, false
		}
		name = rest
	}
	t, ok := markerTypes[name]
	return t, ok
}
