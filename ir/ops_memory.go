package ir

// Memory ops: load, store, move, create, full, alloc, read, write
// (PyPTO src/ir/op/tile_ops/memory.cpp).

var TileLoad = &OpDef{
	Name: "tile.load",
	Doc:  "copy a window of a GM tensor into an on-chip tile",
	Args: []ArgSpec{{Name: "tensor", Kind: ArgTensor}, {Name: "offsets", Kind: ArgIndices}, {Name: "shapes", Kind: ArgIndices}, {Name: "valid_shape", Kind: ArgIndices}},
	Kwargs: []KwSpec{
		{Name: "target_memory", Kind: KwMemory},
		{Name: "clamp", Kind: KwBool},
		{Name: "cache", Kind: KwInt},
	},
	Output:      OutputMemory{Kind: OutFromKwarg}, // no default: retargetable
	ReusesInput: -1,
	Affinity:    Shared, // follows the target space
	Access:      AccessFunctional,
	Pipe:        PipeMTE2,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		src := d.Tensor(0)
		offsets, shapes, request := d.List(1), d.List(2), d.List(3)
		if len(shapes) == 0 {
			return nil, d.Errf(2, "rank", "requires at least one dimension, but got empty shapes tuple")
		}
		if len(offsets) != len(shapes) {
			return nil, d.Errf(1, "rank", "requires offsets and shapes to have same number of dimensions, but got %d offsets and %d shapes", len(offsets), len(shapes))
		}
		if len(request) != len(shapes) {
			return nil, d.Errf(3, "rank", "requires valid_shape and shapes to have the same number of dimensions, but got %d valid_shape and %d shapes", len(request), len(shapes))
		}
		if v, ok := d.Kw("cache"); ok && v.(int64) != 0 && v.(int64) != 1 {
			return nil, d.Errf(-1, "kwarg-range", "cache kwarg must be CachePolicy.DEFAULT or CachePolicy.BYPASS, but got int %d", v.(int64))
		}
		space, hasSpace := d.KwMemory("target_memory")
		if hasSpace && space != Vec && space != Mat {
			return nil, d.Errf(-1, "target-memory", "target_memory for tile.load must be MemorySpace.Vec or MemorySpace.Mat, got %s", space)
		}
		valid := request
		if len(shapes) == len(src.Shape) {
			var err error
			valid, err = windowRead(d, 2, src.Shape, src.EffectiveValidShape(), offsets, shapes, request, false, d.KwBool("clamp"),
				"Pass clamp=True -- pl.load(x, offsets, shapes, clamp=True) -- to narrow the read to the source edge instead")
			if err != nil {
				return nil, err
			}
		}
		view := TileView{ValidShape: valid, BLayout: RowMajor, SLayout: NoneBox, Fractal: DefaultFractal}
		dn := src.View != nil && src.View.Layout == DN
		if src.View != nil && src.View.Layout.IsMX() {
			// An MX scale load: MX_A_ZZ gives a row-major ZZ tile, MX_B_NN a
			// col-major NN one, both with the 32-byte scale fractal
			// (src/ir/op/tile_ops/memory.cpp:189-200).
			view.BLayout, view.SLayout, view.Fractal = RowMajor, RowMajor, MXScaleFractal
			if src.View.Layout == MXBNN {
				view.BLayout, view.SLayout = ColMajor, ColMajor
			}
		} else if hasSpace && space == Mat {
			view.BLayout, view.SLayout = ColMajor, RowMajor
			if dn {
				view.BLayout, view.SLayout = RowMajor, ColMajor
			}
			rowDim := 0
			if dn {
				rowDim = 1
			}
			if len(shapes) == 2 && isConst(shapes[rowDim], 1) {
				view.BLayout, view.SLayout = RowMajor, NoneBox
			}
		} else if isConst(shapes[len(shapes)-1], 1) {
			view.BLayout = ColMajor
		}
		if !hasSpace {
			space = MemNone
		}
		return NewTileType(shapes, src.DType, nil, space, &view), nil
	},
}

var TileStore = &OpDef{
	Name:        "tile.store",
	Doc:         "copy a tile's valid region into a window of a GM tensor; the result is the updated tensor",
	Args:        []ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "offsets", Kind: ArgIndices}, {Name: "output_tensor", Kind: ArgTensor}, {Name: "shapes", Kind: ArgIndices, Optional: true}},
	Kwargs:      []KwSpec{{Name: "atomic", Kind: KwAtomic}, {Name: "st_phase", Kind: KwSTPhase}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Vec, Acc}}},
	Output:      OutputMemory{Kind: OutNone},
	ReusesInput: 2,
	Access:      AccessFunctional,
	Writes:      []int{2},
	Pipe:        PipeBySpace, // MTE3 from Vec, FIX from Acc
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		t, offsets, out := d.Tile(0), d.List(1), d.Tensor(2)
		if d.Has(3) {
			shapes := d.List(3)
			if len(shapes) == 0 {
				return nil, d.Errf(3, "rank", "requires non-empty shapes tuple when provided")
			}
			if len(shapes) != len(offsets) {
				return nil, d.Errf(3, "rank", "requires shapes and offsets to have the same number of dimensions, but got %d shapes and %d offsets", len(shapes), len(offsets))
			}
		}
		if v, ok := d.Kw("atomic"); ok && v.(AtomicType) == AtomicAdd {
			switch t.DType {
			case FP32, BF16, FP16, INT32, INT16, INT8:
			default:
				return nil, d.Errf(0, "atomic-dtype", "with atomic=AtomicType.Add requires an fp32/bf16/fp16/int32/int16/int8 tile (hardware atomic-add dtypes), but got %s", t.DType)
			}
		}
		if d.Has(3) || t.Rank() != out.Rank() || len(offsets) != out.Rank() {
			return out, nil
		}
		valid, err := writeUnion(d, 0, out.Shape, out.EffectiveValidShape(), t.Shape, t.ValidShape(), offsets, false,
			"A store performs no layout conversion (RFC #1300 P7): the offsets and the tile extent must already be in the destination's coordinate system")
		if err != nil {
			return nil, err
		}
		if exprsSame(valid, out.EffectiveValidShape()) {
			return out, nil
		}
		v := TensorView{}
		if out.View != nil {
			v = *out.View
		}
		v.ValidShape = valid
		// A store into a distributed tensor keeps its kind
		// (src/ir/op/tile_ops/memory.cpp:400-403).
		return NewTensorType(out.Shape, out.DType, &v, out.MemRef).KindOf(out), nil
	},
}

var TileMove = &OpDef{
	Name: "tile.move",
	Doc:  "copy a tile into another memory space (and layout)",
	Args: []ArgSpec{{Name: "tile", Kind: ArgTile}},
	Kwargs: []KwSpec{
		{Name: "target_memory", Kind: KwMemory, Required: true},
		{Name: "blayout", Kind: KwTileLayout},
		{Name: "slayout", Kind: KwTileLayout},
	},
	Output:         OutputMemory{Kind: OutFromKwarg, Space: Vec},
	ReusesInput:    -1,
	NotInplaceSafe: true,
	Access:         AccessFunctional,
	Pipe:           PipeBySpace,
	Tile:           true,
	Deduce: func(d *Deduction) (Type, error) {
		src := d.Tile(0)
		space, _ := d.KwMemory("target_memory")
		dst := ImplicitTileView(src.Shape, space)
		dictates := !dst.sameLayout(ImplicitTileView(src.Shape, MemNone))
		eff := src.Effective()
		view := TileView{ValidShape: eff.ValidShape, BLayout: dst.BLayout, SLayout: dst.SLayout, Fractal: dst.Fractal, Pad: eff.Pad}
		if !dictates {
			view.BLayout, view.SLayout = eff.BLayout, eff.SLayout
		}
		if space == Right {
			view.BLayout = RowMajor
		}
		// A partial L0 operand is packed (compact), as tile.extract marks
		// it: mad reads L0A / L0B as the dense image of the valid region,
		// so a narrowed tile written at its physical pitch would be read
		// at the wrong stride (nZ on a5). The pinned DeduceTileMoveType
		// does not stamp it (memory.cpp:409-512): departure 7 of
		// docs/pypto-version.md.
		if (space == Left || space == Right) && len(eff.ValidShape) > 0 && !exprsSame(eff.ValidShape, src.Shape) {
			view.Compact = CompactNormal
		}
		if space == LeftScale || space == RightScale {
			if src.Rank() != 2 {
				return nil, d.Errf(0, "rank", "into LeftScale/RightScale requires a 2D tile, got rank %d", src.Rank())
			}
			if src.Space != Mat {
				return nil, d.Errf(0, "source-space", "into LeftScale/RightScale requires the input tile to be in Mat memory")
			}
		}
		if b, ok := d.KwLayout("blayout"); ok {
			if (space == LeftScale || space == RightScale) && b != view.BLayout {
				return nil, d.Errf(-1, "fixed-layout", "does not allow blayout/slayout to override the hardware-fixed layout for %s", space)
			}
			view.BLayout = b
		}
		if s, ok := d.KwLayout("slayout"); ok {
			if (space == LeftScale || space == RightScale) && s != view.SLayout {
				return nil, d.Errf(-1, "fixed-layout", "does not allow blayout/slayout to override the hardware-fixed layout for %s", space)
			}
			view.SLayout = s
		}
		return NewTileType(src.Shape, src.DType, nil, space, &view), nil
	},
}

func (v TileView) sameLayout(o TileView) bool {
	return v.BLayout == o.BLayout && v.SLayout == o.SLayout && v.Fractal == o.Fractal
}

// staticPositiveShape checks a shape list of positive constants (create, full).
func staticPositiveShape(d *Deduction, i int) ([]Expr, error) {
	elems := d.List(i)
	if len(elems) == 0 {
		return nil, d.Errf(i, "shape", "requires non-empty shape")
	}
	for j, e := range elems {
		c, ok := e.(*ConstInt)
		if !ok {
			return nil, d.Errf(i, "static-shape", "shape element %d must be a compile-time constant (ConstInt), but got %s", j, PrintExpr(e))
		}
		if c.Value <= 0 {
			return nil, d.Errf(i, "shape", "shape element %d must be positive, got %d", j, c.Value)
		}
	}
	return elems, nil
}

var TileCreate = &OpDef{
	Name: "tile.create",
	Doc:  "allocate an uninitialized tile (an accumulator seed when in Acc)",
	Args: []ArgSpec{{Name: "shape", Kind: ArgIndices}},
	Kwargs: []KwSpec{
		{Name: "dtype", Kind: KwDType, Required: true},
		{Name: "target_memory", Kind: KwMemory},
		{Name: "transpose", Kind: KwBool},
		{Name: "flat_layout", Kind: KwBool},
		{Name: "compact", Kind: KwBool},
	},
	Output:      OutputMemory{Kind: OutFromKwarg}, // retargetable
	ReusesInput: -1,
	Access:      AccessNone,
	Pipe:        PipeNone,
	StatedLane:  true,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		shape, err := staticPositiveShape(d, 0)
		if err != nil {
			return nil, err
		}
		dt, _ := d.KwDType("dtype")
		space, hasSpace := d.KwMemory("target_memory")
		if !hasSpace {
			space = MemNone
		}
		if space == LeftScale || space == RightScale {
			return nil, d.Errf(-1, "target-memory", "does not support target_memory=LeftScale/RightScale; create the scale tile with tile.load to Mat followed by tile.move")
		}
		transpose, flat, compact := d.KwBool("transpose"), d.KwBool("flat_layout"), d.KwBool("compact")
		if transpose && (len(shape) != 2 || space != Mat) {
			return nil, d.Errf(-1, "transpose", "supports transpose=true only for a 2D tile with target_memory=Mat (L1)")
		}
		if flat && (space != Mat || transpose) {
			return nil, d.Errf(-1, "flat-layout", "supports flat_layout=true only for target_memory=Mat (L1) without transpose")
		}
		if compact && space != Acc {
			return nil, d.Errf(-1, "compact", "supports compact=true only for target_memory=Acc (L0C), which is the only space whose fractal pitch a matmul derives from the valid row count")
		}
		var view TileView
		switch {
		case flat:
			view = TileView{BLayout: RowMajor, SLayout: NoneBox, Fractal: DefaultFractal}
		case space == Acc:
			view = ImplicitTileView(shape, Acc)
			if compact {
				view.Compact = CompactNormal
			}
		case transpose:
			view = TileView{BLayout: RowMajor, SLayout: ColMajor, Fractal: DefaultFractal}
		default:
			view = TileView{BLayout: vecBLayout(shape), SLayout: NoneBox, Fractal: DefaultFractal}
			if space != MemNone {
				view = ImplicitTileView(shape, space)
			}
		}
		view.ValidShape = shape
		return NewTileType(shape, dt, nil, space, &view), nil
	},
}

var TileFull = &OpDef{
	Name:        "tile.full",
	Doc:         "a tile with every element set to a constant",
	Args:        []ArgSpec{{Name: "shape", Kind: ArgIndices}, {Name: "value", Kind: ArgScalar}},
	Kwargs:      []KwSpec{{Name: "dtype", Kind: KwDType, Required: true}},
	Output:      OutputMemory{Kind: OutFixed, Space: Vec},
	ReusesInput: -1,
	Affinity:    Vector,
	Access:      AccessFunctional,
	Pipe:        PipeV,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		shape, err := staticPositiveShape(d, 0)
		if err != nil {
			return nil, err
		}
		switch d.Args[1].(type) {
		case *ConstInt, *ConstFloat:
		default:
			return nil, d.Errf(1, "const-value", "requires second argument to be a constant value (ConstInt or ConstFloat), but got %s", PrintExpr(d.Args[1]))
		}
		dt, _ := d.KwDType("dtype")
		// A default TileView (row_major, none_box) whatever the shape, so a
		// [N, 1] fill is row-major (src/ir/op/tile_ops/memory.cpp:666-669).
		view := TileView{ValidShape: shape, BLayout: RowMajor, SLayout: NoneBox, Fractal: DefaultFractal}
		return NewTileType(shape, dt, nil, MemNone, &view), nil
	},
}

var TileAlloc = &OpDef{
	Name:        "tile.alloc",
	Doc:         "reserve a buffer in a memory space (inserted by InitMemRef)",
	Args:        []ArgSpec{{Name: "memory_space", Kind: ArgScalar}, {Name: "size", Kind: ArgScalar}},
	Kwargs:      []KwSpec{{Name: "pinned", Kind: KwBool}},
	Output:      OutputMemory{Kind: OutNone},
	ReusesInput: -1,
	Affinity:    Vector,
	Access:      AccessNone,
	Pipe:        PipeNone,
	StatedLane:  true,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		c, ok := d.Args[0].(*ConstInt)
		if !ok {
			return nil, d.Errf(0, "memory-space", "must be a memory space constant, got %s", PrintExpr(d.Args[0]))
		}
		if _, ok := MemorySpaceFromCode(c.Value); !ok {
			return nil, d.Errf(0, "memory-space", "invalid memory space code %d", c.Value)
		}
		if !d.ScalarDType(1).IsInt() {
			return nil, d.Errf(1, "dtype", "size must be an integer, got %s", d.ScalarDType(1))
		}
		return Ptr(), nil
	},
}

// indexChecks validates the index list of a read / write of rank r (its
// elements are integers by its ArgIndices kind; tile_ops/memory.cpp:
// 914-918, tensor_ops/memory.cpp:64-67).
func indexChecks(d *Deduction, i, rank int) error {
	if idx := d.List(i); len(idx) != rank {
		level := "tile"
		if _, ok := d.Args[0].Type().(*TensorType); ok {
			level = "tensor"
		}
		return d.Errf(i, "rank", "indices count (%d) must match %s rank (%d)", len(idx), level, rank)
	}
	return nil
}

var TileRead = &OpDef{
	Name:        "tile.read",
	Doc:         "read one element of a tile as a scalar",
	Args:        []ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "indices", Kind: ArgIndices}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Vec}}},
	ReusesInput: -1,
	Affinity:    Vector,
	Access:      AccessFunctional,
	Pipe:        PipeS,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		if err := indexChecks(d, 1, d.Tile(0).Rank()); err != nil {
			return nil, err
		}
		return Scalar(d.Tile(0).DType), nil
	},
}

var TileWrite = &OpDef{
	Name:        "tile.write",
	Doc:         "write one element of a tile; the result is the updated tile",
	Args:        []ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "indices", Kind: ArgIndices}, {Name: "value", Kind: ArgScalar}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Vec}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Vec},
	ReusesInput: 0,
	Affinity:    Vector,
	Access:      AccessFunctional,
	Writes:      []int{0},
	Pipe:        PipeS,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		if err := indexChecks(d, 1, t.Rank()); err != nil {
			return nil, err
		}
		if vd := d.ScalarDType(2); vd != t.DType {
			return nil, d.Errf(2, "dtype-mismatch", "requires value dtype to match tile dtype, but got value dtype %s and tile dtype %s", vd, t.DType)
		}
		return t, nil
	},
}
