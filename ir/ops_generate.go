package ir

// Generator ops: an index sequence, a triangular mask and counter-based
// random values, each into a fresh Vec tile with no source tile (PyPTO
// src/ir/op/tile_ops/memory.cpp:672-893, :1479-1525).

// staticShapeArg checks list argument i as a shape of positive constants
// (memory.cpp:702-713: "shape element %d must be a compile-time constant
// (ConstInt)", "must be positive").
func staticShapeArg(d *Deduction, i int) ([]Expr, error) {
	elems := d.List(i)
	for j, e := range elems {
		c, ok := e.(*ConstInt)
		if !ok {
			return nil, d.Errf(i, "static-shape", "shape element %d must be a compile-time constant (ConstInt), but got %s", j, PrintExpr(e))
		}
		if c.Value <= 0 {
			return nil, d.Errf(i, "shape", "shape element %d must be positive, got %d", j, c.Value)
		}
	}
	if len(elems) == 0 {
		return nil, d.Errf(i, "shape", "requires non-empty shape")
	}
	return elems, nil
}

// plainView is a default-constructed PyPTO TileView with only its valid
// shape set: row-major, none-box, the default fractal.
func plainView(valid []Expr) *TileView {
	return &TileView{ValidShape: valid, BLayout: RowMajor, SLayout: NoneBox, Fractal: DefaultFractal}
}

// genOp is a generator op: no tile inputs, a Vec result.
func genOp(name, doc string, args []ArgSpec, kws []KwSpec, deduce func(d *Deduction) (Type, error)) *OpDef {
	op := vecOp(name, doc, args, deduce)
	op.Kwargs = kws
	return op
}

// TileCi is an integer sequence start, start±1, ... along the one row of a
// [1, .., 1, N] tile, N != 1 (DeduceTileCiType, memory.cpp:672-737,
// :1479-1491; pto.tci, src/backend/common/pto_ops_elementwise.cpp:935).
var TileCi = genOp("tile.ci", "an integer sequence from start along the single row of a [1, N] tile",
	[]ArgSpec{{Name: "start", Kind: ArgScalar}, {Name: "shape", Kind: ArgIndices}},
	[]KwSpec{{Name: "dtype", Kind: KwDType, Required: true}, {Name: "descending", Kind: KwBool}},
	func(d *Deduction) (Type, error) {
		dt, _ := d.KwDType("dtype")
		switch dt {
		case INT16, INT32, UINT16, UINT32:
		default:
			return nil, d.Errf(-1, "dtype", "requires dtype to be one of {INT16, INT32, UINT16, UINT32}, but got %s", dt)
		}
		if sd := d.ScalarDType(0); sd != dt {
			return nil, d.Errf(0, "dtype", "requires 'start' dtype (%s) to match destination dtype (%s)", sd, dt)
		}
		shape, err := staticShapeArg(d, 1)
		if err != nil {
			return nil, err
		}
		if v, _ := ConstValue(shape[len(shape)-1]); v == 1 {
			return nil, d.Errf(1, "shape", "requires the innermost dimension (Cols) to be != 1, got 1")
		}
		for i, e := range shape[:len(shape)-1] {
			if v, _ := ConstValue(e); v != 1 {
				return nil, d.Errf(1, "shape", "only populates the first row because pto.tci ignores valid rows; leading dimensions must be 1, but got %d at index %d", v, i)
			}
		}
		return NewTileType(shape, dt, nil, MemNone, plainView(shape)), nil
	})

// optionalValid reads the optional valid_shape list argument i of a
// generator op: constants in (0, shape[i]] (memory.cpp:779-798, :865-888;
// random words the range check its own way).
func optionalValid(d *Deduction, i int, shape []Expr, random bool) ([]Expr, error) {
	if !d.Has(i) {
		return shape, nil
	}
	valid := d.List(i)
	if len(valid) != len(shape) {
		return nil, d.Errf(i, "rank", "requires valid_shape rank %d, but got %d", len(shape), len(valid))
	}
	for j, e := range valid {
		c, ok := e.(*ConstInt)
		if !ok {
			if random {
				return nil, d.Errf(i, "static-valid", "valid_shape element %d must be a compile-time constant (ConstInt)", j)
			}
			return nil, d.Errf(i, "static-valid", "valid_shape element %d must be a compile-time constant", j)
		}
		p, _ := ConstValue(shape[j])
		if random && (c.Value <= 0 || c.Value > p) {
			return nil, d.Errf(i, "valid-shape", "valid_shape element %d (%d) must be in (0, shape dim %d]", j, c.Value, p)
		}
		if c.Value <= 0 || c.Value > p {
			return nil, d.Errf(i, "valid-shape", "requires 0 < valid_shape[%d] <= shape[%d], but got %d and %d", j, j, c.Value, p)
		}
	}
	return valid, nil
}

// TileTri is a lower (or, with upper, upper) triangular 0/1 mask of a 2-D
// shape offset by diagonal, filling only the optional valid region
// (DeduceTileTriType, memory.cpp:739-804, :1493-1505; pto.ttri,
// src/backend/common/pto_ops_elementwise.cpp:335-362, :939-945).
var TileTri = genOp("tile.tri", "a lower (upper) triangular 0/1 mask of a 2-D shape",
	[]ArgSpec{{Name: "diagonal", Kind: ArgScalar}, {Name: "shape", Kind: ArgIndices}, {Name: "valid_shape", Kind: ArgIndices, Optional: true}},
	[]KwSpec{{Name: "dtype", Kind: KwDType, Required: true}, {Name: "upper", Kind: KwBool}},
	func(d *Deduction) (Type, error) {
		dt, _ := d.KwDType("dtype")
		switch dt {
		case INT8, UINT8, INT16, INT32, UINT16, UINT32, FP16, BF16, FP32:
		default:
			return nil, d.Errf(-1, "dtype", "requires dtype to be one of {INT8, UINT8, INT16, INT32, UINT16, UINT32, FP16, BF16, FP32}, but got %s", dt)
		}
		if sd := d.ScalarDType(0); sd != INT32 {
			return nil, d.Errf(0, "dtype", "requires diagonal to be an INT32 scalar, but got %s", sd)
		}
		if n := len(d.List(1)); n != 2 {
			return nil, d.Errf(1, "rank", "requires a 2D shape, but got rank %d", n)
		}
		shape, err := staticShapeArg(d, 1)
		if err != nil {
			return nil, err
		}
		valid, err := optionalValid(d, 2, shape, false)
		if err != nil {
			return nil, err
		}
		return NewTileType(shape, dt, nil, MemNone, plainView(valid)), nil
	})

// TileRandom is a tile of counter-based pseudo-random 32-bit values from
// two INT32 key words and four INT32 counter words, rounds 7 or 10 (default
// 10), filling only the optional valid region (DeduceTileRandomType,
// memory.cpp:806-893, :1507-1525; pto.trandom,
// src/backend/common/pto_ops_elementwise.cpp:948-954).
var TileRandom = genOp("tile.random", "counter-based pseudo-random INT32 / UINT32 values of a 2-D shape",
	[]ArgSpec{{Name: "key0", Kind: ArgScalar}, {Name: "key1", Kind: ArgScalar}, {Name: "counter0", Kind: ArgScalar}, {Name: "counter1", Kind: ArgScalar},
		{Name: "counter2", Kind: ArgScalar}, {Name: "counter3", Kind: ArgScalar}, {Name: "shape", Kind: ArgIndices}, {Name: "valid_shape", Kind: ArgIndices, Optional: true}},
	[]KwSpec{{Name: "dtype", Kind: KwDType, Required: true}, {Name: "rounds", Kind: KwInt}},
	func(d *Deduction) (Type, error) {
		dt, _ := d.KwDType("dtype")
		if dt != INT32 && dt != UINT32 {
			return nil, d.Errf(-1, "dtype", "requires dtype to be one of {INT32, UINT32}, but got %s", dt)
		}
		if v, ok := d.Kw("rounds"); ok && v.(int64) != 7 && v.(int64) != 10 {
			return nil, d.Errf(-1, "rounds", "requires rounds to be 7 or 10, but got %d", v.(int64))
		}
		for i := 0; i < 6; i++ {
			if sd := d.ScalarDType(i); sd != INT32 {
				return nil, d.Errf(i, "dtype", "requires seed argument %d to have INT32 dtype, but got %s", i, sd)
			}
		}
		shape, err := staticShapeArg(d, 6)
		if err != nil {
			return nil, err
		}
		if len(shape) != 2 {
			return nil, d.Errf(6, "rank", "requires a 2D shape (rows, cols), but got rank %d", len(shape))
		}
		if d.Has(7) && len(d.List(7)) != len(shape) {
			return nil, d.Errf(7, "rank", "valid_shape rank (%d) must match shape rank (%d)", len(d.List(7)), len(shape))
		}
		valid, err := optionalValid(d, 7, shape, true)
		if err != nil {
			return nil, err
		}
		return NewTileType(shape, dt, nil, MemNone, plainView(valid)), nil
	})
