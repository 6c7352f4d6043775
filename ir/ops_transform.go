package ir

// View and layout ops: slice, reshape, transpose_view, extract,
// set_validshape, assemble (PyPTO src/ir/op/tile_ops/transform.cpp).

func viewOp(name, doc string, args []ArgSpec, deduce func(d *Deduction) (Type, error)) *OpDef {
	return &OpDef{
		Name: name, Doc: doc, Args: args, Deduce: deduce,
		Output:      OutputMemory{Kind: OutInherit},
		ReusesInput: -1,
		Access:      AccessView,
		Pipe:        PipeNone,
		Tile:        true,
	}
}

func indexLike(dt DataType) bool { return dt == INT64 || dt == UINT64 || dt == INDEX }

var TileSlice = func() *OpDef {
	op := viewOp("tile.slice", "a zero-copy window of a tile",
		[]ArgSpec{{Name: "input", Kind: ArgTile}, {Name: "shape", Kind: ArgIndices}, {Name: "offset", Kind: ArgIndices}, {Name: "valid_shape", Kind: ArgIndices, Optional: true}, {Name: "drop_dims", Kind: ArgTuple, Optional: true}},
		func(d *Deduction) (Type, error) {
			src := d.Tile(0)
			shape := d.List(1)
			for j, e := range shape {
				if !indexLike(e.Type().(*ScalarType).DType) {
					return nil, d.Errf(1, "dtype", "shape tuple element %d must have dtype INT64, UINT64, or INDEX, but got %s", j, e.Type().(*ScalarType).DType)
				}
				c, ok := e.(*ConstInt)
				if !ok {
					return nil, d.Errf(1, "static-shape", "shape element %d must be a compile-time constant so InitMemRef can allocate storage", j)
				}
				if c.Value <= 0 {
					return nil, d.Errf(1, "shape", "shape element %d must be positive, got %d", j, c.Value)
				}
			}
			offset := d.List(2)
			if len(offset) != len(shape) {
				return nil, d.Errf(2, "rank", "requires offset and shape to have the same rank, but got offset rank %d and shape rank %d", len(offset), len(shape))
			}
			var request []Expr
			if d.Has(3) && len(d.List(3)) > 0 {
				request = d.List(3)
			}
			valid, err := windowRead(d, 1, src.Shape, src.ValidShape(), offset, shape, request, true, false,
				"An on-chip window has no clamping mechanism, so it must fit: keep offset + shape inside the source tile, or clamp the read at the tensor boundary with pl.load(..., clamp=True) and slice the resulting tile in bounds")
			if err != nil {
				return nil, err
			}
			if d.Has(4) {
				if shape, valid, err = dropDims(d, shape, valid); err != nil {
					return nil, err
				}
			}
			view := &TileView{ValidShape: valid, BLayout: vecBLayout(shape), SLayout: NoneBox, Fractal: DefaultFractal}
			if src.View != nil {
				view.BLayout, view.SLayout, view.Fractal = src.View.BLayout, src.View.SLayout, src.View.Fractal
				view.Pad, view.Compact = src.View.Pad, src.View.Compact
			}
			if v, ok := d.Kw("pad_value"); ok {
				view.Pad = v.(PadValue)
			}
			return NewTileType(shape, src.DType, nil, MemNone, view), nil
		})
	op.Kwargs = []KwSpec{{Name: "pad_value", Kind: KwPad}}
	return op
}()

// dropDims removes the axes listed in argument 4 (static unit axes that are
// provably valid to 1) and re-pads the rank to 2.
func dropDims(d *Deduction, shape, valid []Expr) ([]Expr, []Expr, error) {
	drops, err := d.StaticList(4, "drop_dims")
	if err != nil {
		return nil, nil, err
	}
	drop := map[int64]bool{}
	for _, a := range drops {
		if a < 0 || int(a) >= len(shape) || drop[a] {
			return nil, nil, d.Errf(4, "drop-dims", "drop_dims index %d is out of range or repeated", a)
		}
		if !isConst(shape[a], 1) {
			return nil, nil, d.Errf(4, "drop-dims", "drop_dims index %d must select a static unit dimension (rank reduction only erases size-1 dims), but dim %d is %s", a, a, PrintExpr(shape[a]))
		}
		if ProveEqual(valid[a], ConstI(1)) != ProofTrue {
			return nil, nil, d.Errf(4, "drop-dims", "cannot drop dimension %d: its valid extent is %s, which is not provably 1", a, PrintExpr(valid[a]))
		}
		drop[a] = true
	}
	var s, v []Expr
	for i := range shape {
		if !drop[int64(i)] {
			s, v = append(s, shape[i]), append(v, valid[i])
		}
	}
	for len(s) < 2 {
		s, v = append([]Expr{ConstI(1)}, s...), append([]Expr{ConstI(1)}, v...)
	}
	return s, v, nil
}

var TileReshape = viewOp("tile.reshape", "reinterpret a tile with another shape of the same element count",
	[]ArgSpec{{Name: "input", Kind: ArgTile}, {Name: "shape", Kind: ArgIndices}},
	func(d *Deduction) (Type, error) {
		src := d.Tile(0)
		if src.DType.Bits() == 4 && src.DType.IsFloat() {
			return nil, d.Errf(0, "dtype", "is not supported for FP4 dtypes")
		}
		shape := d.List(1)
		for j, e := range shape {
			if !indexLike(e.Type().(*ScalarType).DType) {
				return nil, d.Errf(1, "dtype", "shape tuple element %d must have dtype INT64, UINT64, or INDEX, but got %s", j, e.Type().(*ScalarType).DType)
			}
		}
		if a, ok := NumElements(src.Shape); ok {
			if b, ok := NumElements(shape); ok && a != b {
				return nil, d.Errf(1, "element-count", "cannot reshape tile of size %d into shape with size %d", a, b)
			}
		}
		eff := src.Effective()
		valid, err := reshapeValid(d, src.Shape, src.ValidShape(), shape, eff.BLayout == RowMajor)
		if err != nil {
			return nil, err
		}
		// The layout is always re-inferred from the new shape, even when it
		// is the source's (transform.cpp:320-332): a col-major [1, 1] tile
		// reshaped to [1, 1] is row-major.
		view := &TileView{ValidShape: valid, BLayout: vecBLayout(shape), SLayout: NoneBox, Fractal: DefaultFractal, Pad: eff.Pad, Compact: eff.Compact}
		return NewTileType(shape, src.DType, nil, MemNone, view), nil
	})

func flipMajor(l TileLayout) TileLayout {
	switch l {
	case RowMajor:
		return ColMajor
	case ColMajor:
		return RowMajor
	}
	return l
}

var TileTransposeView = viewOp("tile.transpose_view", "a zero-copy view with the last two axes swapped",
	[]ArgSpec{{Name: "input", Kind: ArgTile}},
	func(d *Deduction) (Type, error) {
		src := d.Tile(0)
		n := src.Rank()
		if n < 2 {
			return nil, d.Errf(0, "rank", "requires at least 2 dimensions, but got %d", n)
		}
		swap := func(es []Expr) []Expr {
			out := append([]Expr(nil), es...)
			out[n-2], out[n-1] = out[n-1], out[n-2]
			return out
		}
		eff := src.Effective()
		view := &TileView{ValidShape: swap(eff.ValidShape), BLayout: flipMajor(eff.BLayout), SLayout: flipMajor(eff.SLayout), Fractal: eff.Fractal, Pad: eff.Pad, Compact: eff.Compact}
		return NewTileType(swap(src.Shape), src.DType, nil, src.Space, view), nil
	})

var TileExtract = &OpDef{
	Name:           "tile.extract",
	Doc:            "copy a 2-D window of a tile into another memory space (TEXTRACT)",
	Args:           []ArgSpec{{Name: "src", Kind: ArgTile}, {Name: "index_row", Kind: ArgScalar}, {Name: "index_col", Kind: ArgScalar}, {Name: "shape", Kind: ArgIndices}},
	Kwargs:         []KwSpec{{Name: "target_memory", Kind: KwMemory}},
	Output:         OutputMemory{Kind: OutFromKwarg, Space: Vec},
	ReusesInput:    -1,
	NotInplaceSafe: true,
	Access:         AccessFunctional,
	Pipe:           PipeBySpace,
	Tile:           true,
	Deduce: func(d *Deduction) (Type, error) {
		src := d.Tile(0)
		if src.Rank() != 2 {
			return nil, d.Errf(0, "rank", "requires a 2D source tile, but got rank %d", src.Rank())
		}
		for _, i := range []int{1, 2} {
			if !indexLike(d.ScalarDType(i)) {
				return nil, d.Errf(i, "dtype", "must have INT64/UINT64/INDEX dtype, but got %s", d.ScalarDType(i))
			}
		}
		shape := d.List(3)
		if len(shape) != 2 {
			return nil, d.Errf(3, "rank", "shape must be 2D, got rank %d", len(shape))
		}
		for j, e := range shape {
			c, ok := e.(*ConstInt)
			if !ok {
				return nil, d.Errf(3, "static-shape", "shape[%d] must be a compile-time ConstInt", j)
			}
			if c.Value <= 0 {
				return nil, d.Errf(3, "shape", "shape[%d] must be positive, got %d", j, c.Value)
			}
		}
		valid, err := windowRead(d, 3, src.Shape, src.ValidShape(), []Expr{d.Args[1], d.Args[2]}, shape, nil, true, false,
			"ISA TEXTRACT bounds are hard, so the window must fit inside the source tile")
		if err != nil {
			return nil, err
		}
		space := Vec
		if m, ok := d.KwMemory("target_memory"); ok {
			space = m
		}
		view := ImplicitTileView(shape, space)
		view.ValidShape = valid
		switch space {
		case Left:
			view.BLayout, view.SLayout = RowMajor, RowMajor
		case Right:
			view.BLayout, view.SLayout = RowMajor, ColMajor
		}
		if (space == Left || space == Right) && !exprsSame(valid, shape) {
			view.Compact = CompactNormal
		}
		return NewTileType(shape, src.DType, nil, space, &view), nil
	},
}

var TileSetValidshape = viewOp("tile.set_validshape", "change a 2-D tile's valid shape (metadata only; layout and compact kept)",
	[]ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "valid_rows", Kind: ArgScalar}, {Name: "valid_cols", Kind: ArgScalar}},
	func(d *Deduction) (Type, error) {
		src := d.Tile(0)
		if src.Rank() != 2 {
			return nil, d.Errf(0, "rank", "requires a 2D tile, but got rank %d", src.Rank())
		}
		for k, i := range []int{1, 2} {
			name := [...]string{"valid_rows", "valid_cols"}[k]
			if !indexLike(d.ScalarDType(i)) {
				return nil, d.Errf(i, "dtype", "%s must have dtype INT64, UINT64, or INDEX, but got %s", name, d.ScalarDType(i))
			}
			if v, ok := ConstValue(d.Args[i]); ok {
				if v < 0 {
					return nil, d.Errf(i, "bounds", "%s must be >= 0, got %d", name, v)
				}
				if b, ok := ConstValue(src.Shape[k]); ok && v > b {
					return nil, d.Errf(i, "bounds", "%s (%d) exceeds tile bound %d", name, v, b)
				}
			}
		}
		view := src.Effective()
		view.ValidShape = []Expr{d.Args[1], d.Args[2]}
		return NewTileType(src.Shape, src.DType, nil, src.Space, &view), nil
	})

var TileAssemble = func() *OpDef {
	op := viewOp("tile.assemble", "write a source tile into a window of a target tile; the result is the updated target",
		[]ArgSpec{{Name: "target", Kind: ArgTile}, {Name: "source", Kind: ArgTile}, {Name: "offset", Kind: ArgIndices}},
		func(d *Deduction) (Type, error) {
			tgt, src := d.Tile(0), d.Tile(1)
			_, preQuant := d.Kw("pre_quant")
			downcast := src.DType == FP32 && (tgt.DType == BF16 || tgt.DType == FP16)
			if tgt.DType != src.DType && !downcast && !preQuant {
				return nil, d.Errf(1, "dtype-mismatch", "requires target and source to have the same dtype (or an Acc->Mat FIXPIPE downcast to bf16/f16, or an explicit pre_quant scale), but got %s and %s", tgt.DType, src.DType)
			}
			if tgt.Space == Acc && src.Space == Acc && tgt.Effective().Compact != src.Effective().Compact {
				return nil, d.Errf(1, "compact-mismatch", "between two Acc tiles requires them to agree on compact mode, but got %s and %s", tgt.Effective().Compact, src.Effective().Compact)
			}
			offset := d.List(2)
			valid := tgt.Shape
			if len(offset) == tgt.Rank() && src.Rank() == tgt.Rank() {
				var err error
				valid, err = writeUnion(d, 1, tgt.Shape, tgt.ValidShape(), src.Shape, src.ValidShape(), offset, true,
					"tile.assemble lowers to pto.tinsert, which copies the whole source subview rather than only its valid region, so the source allocation itself has to fit")
				if err != nil {
					return nil, err
				}
			}
			view := tgt.Effective()
			view.ValidShape = valid
			return NewTileType(tgt.Shape, tgt.DType, nil, tgt.Space, &view), nil
		})
	op.Kwargs = []KwSpec{{Name: "pre_quant", Kind: KwFloat}, {Name: "pre_relu", Kind: KwBool}}
	op.Access = AccessFunctional
	op.Writes = []int{0}
	op.Pipe = PipeBySpace
	return op
}()

// TileTranspose swaps two axes of a tile into a fresh buffer
// (src/ir/op/tile_ops/transform.cpp:392-442, :557-566). Its scratch tmp
// is optional: the DSL and the tensor conversion build the three-argument
// form and FlattenTileNdTo2D adds the scratch the 2D pto.ttrans needs.
// Negative axes count from the end; the result is valid in full.
var TileTranspose = func() *OpDef {
	op := viewOp("tile.transpose", "a real transpose of two axes into a fresh buffer (needs a scratch tile)",
		[]ArgSpec{{Name: "input", Kind: ArgTile}, {Name: "axis1", Kind: ArgScalar}, {Name: "axis2", Kind: ArgScalar}, {Name: "tmp", Kind: ArgTile, Scratch: true, Optional: true}},
		func(d *Deduction) (Type, error) {
			src := d.Tile(0)
			n := int64(src.Rank())
			if n < 2 {
				return nil, d.Errf(0, "rank", "requires at least 2 dimensions, but got %d", n)
			}
			if len(d.Args) == 4 {
				tmp := d.Tile(3)
				if tmp.DType != src.DType {
					return nil, d.Errf(3, "dtype-mismatch", "requires tmp dtype to match input dtype, but got %s and %s", tmp.DType, src.DType)
				}
				if tmp.Rank() != src.Rank() {
					return nil, d.Errf(3, "rank", "requires tmp rank to match input rank, but got %d and %d", tmp.Rank(), src.Rank())
				}
			}
			a1, ok1 := ConstValue(d.Args[1])
			a2, ok2 := ConstValue(d.Args[2])
			if !ok1 || !ok2 {
				return nil, d.Errf(1, "static-axis", "transpose axes must be constants")
			}
			if a1 < 0 {
				a1 += n
			}
			if a2 < 0 {
				a2 += n
			}
			if a1 < 0 || a1 >= n || a2 < 0 || a2 >= n || a1 == a2 {
				return nil, d.Errf(1, "axis", "transpose axes (%d, %d) must be two distinct axes of a rank-%d tile", a1, a2, n)
			}
			shape := append([]Expr(nil), src.Shape...)
			shape[a1], shape[a2] = shape[a2], shape[a1]
			return NewTileType(shape, src.DType, nil, MemNone, &TileView{ValidShape: shape, BLayout: vecBLayout(shape), SLayout: NoneBox, Fractal: DefaultFractal}), nil
		})
	op.NotInplaceSafe = true
	op.Access = AccessFunctional
	op.Pipe = PipeV
	op.Affinity = Vector
	return op
}()

// TileReinterpretView is a zero-copy reinterpretation of a packed, flat
// (none-box, row- or column-major, no strides or start offset) tile as
// another dtype of the same byte size: the physically contiguous axis (the
// last; the second-to-last for column-major) scales by the byte ratio, or
// an explicit shape of the same byte size is taken when the source is
// fully valid (DeduceTileReinterpretViewType,
// src/ir/op/tile_ops/transform.cpp:337-390, :533-544;
// reinterpret_view_semantics::Resolve,
// include/pypto/ir/reinterpret_view_semantics.h:261-319). PyPTO emits it as
// a pto.treshape view (src/backend/common/pto_ops_datamove.cpp:1295-1326).
var TileReinterpretView = func() *OpDef {
	op := viewOp("tile.reinterpret_view", "reinterpret a packed flat tile as another dtype of the same byte size (zero-copy)",
		[]ArgSpec{{Name: "data", Kind: ArgTile}, {Name: "shape", Kind: ArgIndices, Optional: true}},
		deduceReinterpretView)
	op.Kwargs = []KwSpec{{Name: "dtype", Kind: KwDType, Required: true}}
	return op
}()

// reinterpretDType is reinterpret_view_semantics::IsSupportedDType
// (reinterpret_view_semantics.h:46-51).
func reinterpretDType(dt DataType) bool {
	switch dt {
	case INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, FP16, FP32, BF16:
		return true
	}
	return false
}

func deduceReinterpretView(d *Deduction) (Type, error) {
	src := d.Tile(0)
	if src.Rank() == 0 {
		return nil, d.Errf(0, "rank", "requires a tile rank >= 1, but got 0")
	}
	to, _ := d.KwDType("dtype")
	view := src.Effective()
	if view.SLayout != NoneBox {
		return nil, d.Errf(0, "layout", "only supports flat tiles with slayout=none_box; boxed/fractal tiles are unsupported")
	}
	if view.BLayout != RowMajor && view.BLayout != ColMajor {
		return nil, d.Errf(0, "layout", "requires row_major or col_major blayout")
	}
	if view.BLayout == ColMajor && src.Rank() < 2 {
		return nil, d.Errf(0, "layout", "requires rank >= 2 for col_major layout")
	}
	if src.View != nil {
		if len(src.View.Stride) > 0 {
			return nil, d.Errf(0, "stride", "only supports packed tiles without explicit strides")
		}
		if off := src.View.StartOffset; off != nil {
			if c, ok := off.(*ConstInt); !ok {
				return nil, d.Errf(0, "start-offset", "only supports tiles without a dynamic start_offset")
			} else if c.Value != 0 {
				return nil, d.Errf(0, "start-offset", "only supports tiles with zero start_offset, got %d", c.Value)
			}
		}
	}
	var requested []Expr
	if d.Has(1) {
		requested = d.List(1)
		for j, e := range requested {
			if dt := e.Type().(*ScalarType).DType; !indexLike(dt) {
				return nil, d.Errf(1, "dtype", "shape element %d must have dtype INT64, UINT64, or INDEX, but got %s", j, dt)
			}
		}
		if len(requested) == 0 {
			return nil, d.Errf(1, "rank", "shape must have rank >= 1")
		}
		if view.BLayout == ColMajor && len(requested) < 2 {
			return nil, d.Errf(1, "layout", "requires target rank >= 2 for col_major layout")
		}
	}
	axis := src.Rank() - 1
	if view.BLayout == ColMajor {
		axis = src.Rank() - 2
	}
	shape, valid, err := resolveReinterpret(d, src.Shape, src.ValidShape(), src.DType, to, axis, requested)
	if err != nil {
		return nil, err
	}
	view.ValidShape = valid
	if view.Pad != PadZero {
		view.Pad = PadNull // max / min are the source dtype's (NormalizePad)
	}
	view.Stride, view.StartOffset = nil, nil
	return NewTileType(shape, to, nil, src.Space, &view), nil
}

// resolveReinterpret is reinterpret_view_semantics::Resolve
// (reinterpret_view_semantics.h:261-319): the target shape (the requested
// one, or the source with the contiguous axis scaled) and valid shape.
func resolveReinterpret(d *Deduction, shape, valid []Expr, from, to DataType, axis int, requested []Expr) ([]Expr, []Expr, error) {
	if !reinterpretDType(from) {
		return nil, nil, d.Errf(0, "dtype", "does not support source dtype %s; supported dtypes are byte-addressable int/uint8/16/32/64, FP16, BF16, and FP32", from)
	}
	if !reinterpretDType(to) {
		return nil, nil, d.Errf(-1, "dtype", "does not support target dtype %s; supported dtypes are byte-addressable int/uint8/16/32/64, FP16, BF16, and FP32", to)
	}
	if from == to {
		return nil, nil, d.Errf(-1, "same-dtype", "requires source and target dtypes to differ; use reshape/view for shape-only changes")
	}
	positive := func(dims []Expr, what string, arg int) error {
		for i, e := range dims {
			if v, ok := ConstValue(e); ok && v <= 0 {
				return d.Errf(arg, "shape", "%s dimension %d must be positive, got %d", what, i, v)
			}
		}
		return nil
	}
	if err := positive(shape, "source shape", 0); err != nil {
		return nil, nil, err
	}
	sb, tb := int64(from.Bytes()), int64(to.Bytes())
	scale := func(e Expr, what string, i int) (Expr, error) {
		switch {
		case sb == tb:
			return e, nil
		case sb > tb:
			return mulI(e, ConstI(sb/tb)), nil
		}
		k := tb / sb
		v, ok := ConstValue(e)
		if !ok {
			return nil, d.Errf(0, "divisible", "cannot prove that dynamic %s dimension %d is divisible by %d for the wider target dtype; provide a static divisible extent", what, i, k)
		}
		if v%k != 0 {
			return nil, d.Errf(0, "divisible", "%s dimension %d (%d) is not divisible by %d for the wider target dtype", what, i, v, k)
		}
		return ConstI(v / k), nil
	}
	auto := func(dims []Expr, what string) ([]Expr, error) {
		out := append([]Expr(nil), dims...)
		x, err := scale(dims[axis], what, axis)
		if err != nil {
			return nil, err
		}
		out[axis] = x
		return out, nil
	}
	autoShape, autoErr := auto(shape, "shape")
	same := func(a, b []Expr) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if !dimsEqual(a[i], b[i]) {
				return false
			}
		}
		return true
	}
	target := autoShape
	if requested != nil {
		target = requested
		if err := positive(target, "target shape", 1); err != nil {
			return nil, nil, err
		}
		if autoErr != nil || !same(target, autoShape) {
			a, ok1 := NumElements(shape)
			b, ok2 := NumElements(target)
			if !ok1 || !ok2 {
				return nil, nil, d.Errf(1, "byte-size", "cannot prove byte-size equality for an explicit shape with dynamic dimensions; omit shape to use layout-aware auto detection, or provide fully static shapes")
			}
			if a*sb != b*tb {
				return nil, nil, d.Errf(1, "byte-size", "requires equal source and target byte sizes, but source has %d bytes and target has %d bytes", a*sb, b*tb)
			}
		}
	} else if autoErr != nil {
		return nil, nil, autoErr
	}
	partial := !same(valid, shape)
	if !partial {
		return target, target, nil
	}
	if requested != nil {
		if autoErr != nil {
			return nil, nil, autoErr
		}
		if !same(target, autoShape) {
			return nil, nil, d.Errf(1, "partial-valid", "cannot preserve a partial valid_shape through an arbitrary explicit reshape; omit shape or use the layout-aware auto-detected shape")
		}
	}
	tv, err := auto(valid, "valid_shape")
	if err != nil {
		return nil, nil, err
	}
	return target, tv, nil
}

// TileConcat concatenates two 2-D tiles of one dtype and row count along
// the columns into a fresh tile (dst's row stride differs from each
// source's, so it shares no input's buffer) (DeduceTileConcatType,
// transform.cpp:887-938; pto.tconcat,
// src/backend/common/pto_ops_elementwise.cpp:679).
var TileConcat = notInplace(vecOp("tile.concat", "concatenate two 2-D tiles along the columns",
	[]ArgSpec{{Name: "src0", Kind: ArgTile}, {Name: "src1", Kind: ArgTile}},
	func(d *Deduction) (Type, error) {
		a, b := d.Tile(0), d.Tile(1)
		if a.DType != b.DType {
			return nil, d.Errf(1, "dtype-mismatch", "src0 and src1 must have same dtype, got %s and %s", a.DType, b.DType)
		}
		if a.Rank() != 2 || b.Rank() != 2 {
			return nil, d.Errf(-1, "rank", "requires 2D tiles")
		}
		if r0, ok := ConstValue(a.Shape[0]); ok {
			if r1, ok := ConstValue(b.Shape[0]); ok && r0 != r1 {
				return nil, d.Errf(1, "rows", "row count must match, got %d vs %d", r0, r1)
			}
		}
		shape := []Expr{a.Shape[0], addI(a.Shape[1], b.Shape[1])}
		return NewTileType(shape, a.DType, nil, MemNone, plainView(shape)), nil
	}))
