package ir

// Cube ops: matmul, matmul_acc, matmul_bias, gemv, gemv_acc
// (PyPTO src/ir/op/tile_ops/matmul.cpp, with upstream's compact rules).

// MatmulAccDType is the accumulator dtype of a cube product: FP32 when both
// operands are float, else INT32.
func MatmulAccDType(l, r DataType) DataType {
	if l.IsFloat() && r.IsFloat() {
		return FP32
	}
	return INT32
}

type product struct {
	shape, valid []Expr
	dtype        DataType
}

// matmulProduct is PyPTO's DeduceMatmulProductInfo: the physical and valid
// shape and accumulator dtype of lhs x rhs.
func matmulProduct(d *Deduction, li, ri int) (product, error) {
	lhs, rhs := d.Tile(li), d.Tile(ri)
	if lhs.Rank() != 2 {
		return product{}, d.Errf(li, "rank", "requires lhs to be 2D, but got %d dimensions", lhs.Rank())
	}
	if rhs.Rank() != 2 {
		return product{}, d.Errf(ri, "rank", "requires rhs to be 2D, but got %d dimensions", rhs.Rank())
	}
	if a, ok := ConstValue(lhs.Shape[1]); ok {
		if b, ok := ConstValue(rhs.Shape[0]); ok && a != b {
			return product{}, d.Errf(ri, "inner-dim", "requires matching physical inner dimensions (physical K), but got lhs K=%d and rhs K=%d", a, b)
		}
	}
	lv, rv := lhs.ValidShape(), rhs.ValidShape()
	if ProveLessEqual(lv[1], rv[0]) == ProofFalse {
		return product{}, d.Errf(ri, "valid-k", "requires rhs valid K to cover lhs valid K, but got lhs K=%s and rhs K=%s", PrintExpr(lv[1]), PrintExpr(rv[0]))
	}
	if lhs.DType != rhs.DType {
		return product{}, d.Errf(ri, "dtype-mismatch", "requires identical lhs and rhs data types, but got %s and %s", lhs.DType, rhs.DType)
	}
	return product{
		shape: []Expr{lhs.Shape[0], rhs.Shape[1]},
		valid: []Expr{lv[0], rv[1]},
		dtype: MatmulAccDType(lhs.DType, rhs.DType),
	}, nil
}

// accResult is a fresh accumulator type: Acc implicit layout with the
// product's valid shape, compact stamped when the valid rows may be
// narrower than the physical rows (StampCompactForNarrowedAccRows).
func accResult(p product) *TileType {
	view := ImplicitTileView(p.shape, Acc)
	view.ValidShape = p.valid
	view = StampCompactForNarrowedAccRows(view, p.shape)
	return NewTileType(p.shape, p.dtype, nil, Acc, &view)
}

var TileMatmul = &OpDef{
	Name:        "tile.matmul",
	Doc:         "cube product lhs x rhs into a fresh accumulator",
	Args:        []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Left}}, {Arg: 1, Spaces: []MemorySpace{Right}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Acc},
	ReusesInput: -1,
	Affinity:    Cube,
	Access:      AccessFunctional,
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		p, err := matmulProduct(d, 0, 1)
		if err != nil {
			return nil, err
		}
		return accResult(p), nil
	},
}

var TileMatmulAcc = &OpDef{
	Name:        "tile.matmul_acc",
	Doc:         "cube product lhs x rhs accumulated into acc in place",
	Args:        []ArgSpec{{Name: "acc", Kind: ArgTile}, {Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}, {Name: "init_cond", Kind: ArgScalar, Optional: true}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Acc}}, {Arg: 1, Spaces: []MemorySpace{Left}}, {Arg: 2, Spaces: []MemorySpace{Right}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Acc},
	ReusesInput: 0,
	Affinity:    Cube,
	Access:      AccessFunctional,
	Writes:      []int{0},
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		if d.Has(3) && d.ScalarDType(3) != BOOL {
			return nil, d.Errf(3, "dtype", "requires init_cond to have dtype BOOL, but got %s. Write a comparison such as `k == 0` rather than passing the index itself.", d.ScalarDType(3))
		}
		p, err := matmulProduct(d, 1, 2)
		if err != nil {
			return nil, err
		}
		return accumulateInto(d, 0, p, true)
	},
}

// accumulateInto checks an accumulator operand against a product and
// returns the in-place result type: the accumulator's shape and valid
// shape, the Acc layout, and compact inherited from the accumulator (not
// re-derived: the op aliases the buffer the seed was written at).
func accumulateInto(d *Deduction, ai int, p product, coverValid bool) (Type, error) {
	acc := d.Tile(ai)
	if acc.Rank() != 2 {
		return nil, d.Errf(ai, "rank", "requires acc to be 2D, but got %d dimensions", acc.Rank())
	}
	for i, dim := range []string{"M", "N"} {
		if a, ok := ConstValue(acc.Shape[i]); ok {
			if b, ok := ConstValue(p.shape[i]); ok && a != b {
				return nil, d.Errf(ai, "acc-shape", "requires matching physical %s dimensions, but got acc %s=%d and product %s=%d", dim, dim, a, dim, b)
			}
		}
	}
	av := acc.ValidShape()
	if coverValid {
		if ProveLessEqual(p.valid[0], av[0]) == ProofFalse {
			return nil, d.Errf(ai, "acc-valid", "requires acc valid M to cover lhs valid M, but got acc M=%s and lhs M=%s", PrintExpr(av[0]), PrintExpr(p.valid[0]))
		}
		if ProveLessEqual(p.valid[1], av[1]) == ProofFalse {
			return nil, d.Errf(ai, "acc-valid", "requires acc valid N to cover rhs valid N, but got acc N=%s and rhs N=%s", PrintExpr(av[1]), PrintExpr(p.valid[1]))
		}
	}
	if acc.DType != p.dtype {
		return nil, d.Errf(ai, "acc-dtype", "requires accumulator dtype %s, but got %s", p.dtype, acc.DType)
	}
	view := ImplicitTileView(acc.Shape, Acc)
	view.ValidShape = av
	view.Compact = acc.Effective().Compact
	return NewTileType(acc.Shape, p.dtype, nil, Acc, &view), nil
}

var TileMatmulBias = &OpDef{
	Name:        "tile.matmul_bias",
	Doc:         "cube product lhs x rhs plus a broadcast bias row into a fresh accumulator",
	Args:        []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}, {Name: "bias", Kind: ArgTile}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Left}}, {Arg: 1, Spaces: []MemorySpace{Right}}, {Arg: 2, Spaces: []MemorySpace{Bias}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Acc},
	ReusesInput: -1,
	Affinity:    Cube,
	Access:      AccessFunctional,
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		p, err := matmulProduct(d, 0, 1)
		if err != nil {
			return nil, err
		}
		bias := d.Tile(2)
		if bias.Rank() != 2 {
			return nil, d.Errf(2, "rank", "requires bias to be 2D, but got %d dimensions", bias.Rank())
		}
		if !isConst(bias.Shape[0], 1) {
			return nil, d.Errf(2, "bias-shape", "requires bias to have shape [1, N], but got %s", fmtShape(bias.Shape))
		}
		bv := bias.ValidShape()
		if ProveLessEqual(ConstI(1), bv[0]) == ProofFalse {
			return nil, d.Errf(2, "bias-valid", "requires bias valid rows to cover one broadcast row, but got %s", PrintExpr(bv[0]))
		}
		if a, ok := ConstValue(bias.Shape[1]); ok {
			if b, ok := ConstValue(p.shape[1]); ok && a != b {
				return nil, d.Errf(2, "bias-shape", "requires bias N dimension to match output N=%d, but got bias N=%d", b, a)
			}
		}
		if ProveLessEqual(p.valid[1], bv[1]) == ProofFalse {
			return nil, d.Errf(2, "bias-valid", "requires bias valid N to cover output valid N=%s, but got bias valid N=%s", PrintExpr(p.valid[1]), PrintExpr(bv[1]))
		}
		if bias.DType != p.dtype {
			return nil, d.Errf(2, "bias-dtype", "requires bias dtype %s to match the accumulator, but got %s", p.dtype, bias.DType)
		}
		return accResult(p), nil
	},
}

// gemvProduct checks the vector-matrix constraints and returns the product
// laid out as a [16, N] accumulator (one fractal of rows).
func gemvProduct(d *Deduction, li, ri int) (product, error) {
	p, err := matmulProduct(d, li, ri)
	if err != nil {
		return product{}, err
	}
	lhs := d.Tile(li)
	switch lhs.DType {
	case INT8, FP16, BF16, FP32:
	default:
		return product{}, d.Errf(li, "dtype", "supports only INT8 x INT8 -> INT32 and same-type FP16/BF16/FP32 inputs -> FP32, but got %s", lhs.DType)
	}
	if !isConst(lhs.Shape[0], 1) {
		return product{}, d.Errf(li, "gemv-rows", "GEMV requires lhs physical row extent to be exactly 1, but got shape %s", fmtShape(lhs.Shape))
	}
	if ProveEqual(lhs.ValidShape()[0], ConstI(1)) != ProofTrue {
		return product{}, d.Errf(li, "gemv-rows", "GEMV requires lhs logical row extent to be exactly 1, but got valid_shape %s", fmtShape(lhs.ValidShape()))
	}
	p.shape = []Expr{ConstI(AccFractalRows), p.shape[1]}
	return p, nil
}

// gemvResult is a GEMV's accumulator type: Acc's implicit layout with the
// product's valid shape and never compact, whatever the accumulator it
// adds to (BuildGemvResultType, matmul.cpp:307-334, returned by all three
// GEMV deductions). One valid row packs to the 16 physical rows, so the
// L0C pitch is the same either way (AccPitchesCoincide).
func gemvResult(p product) *TileType {
	view := ImplicitTileView(p.shape, Acc)
	view.ValidShape = p.valid
	return NewTileType(p.shape, p.dtype, nil, Acc, &view)
}

var TileGemv = &OpDef{
	Name:        "tile.gemv",
	Doc:         "cube vector-matrix product of a 1-row lhs into a 16-row accumulator",
	Args:        []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}},
	Kwargs:      []KwSpec{{Name: "acc_phase", Kind: KwAccPhase}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Left}}, {Arg: 1, Spaces: []MemorySpace{Right}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Acc},
	ReusesInput: -1,
	Affinity:    Cube,
	Access:      AccessFunctional,
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		p, err := gemvProduct(d, 0, 1)
		if err != nil {
			return nil, err
		}
		return gemvResult(p), nil
	},
}

var TileGemvAcc = &OpDef{
	Name:        "tile.gemv_acc",
	Doc:         "cube vector-matrix product accumulated into acc in place",
	Args:        []ArgSpec{{Name: "acc", Kind: ArgTile}, {Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}},
	Kwargs:      []KwSpec{{Name: "acc_phase", Kind: KwAccPhase}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Acc}}, {Arg: 1, Spaces: []MemorySpace{Left}}, {Arg: 2, Spaces: []MemorySpace{Right}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Acc},
	ReusesInput: 0,
	Affinity:    Cube,
	Access:      AccessFunctional,
	Writes:      []int{0},
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		p, err := gemvProduct(d, 1, 2)
		if err != nil {
			return nil, err
		}
		acc := d.Tile(0)
		av := acc.ValidShape()
		if acc.Rank() == 2 && (ProveEqual(av[0], p.valid[0]) != ProofTrue || ProveEqual(av[1], p.valid[1]) != ProofTrue) {
			return nil, d.Errf(0, "acc-valid", "requires accumulator valid_shape %s, but got %s", fmtShape(p.valid), fmtShape(av))
		}
		if _, err := accumulateInto(d, 0, p, false); err != nil {
			return nil, err
		}
		return gemvResult(p), nil
	},
}

// TileGemvBias is a vector-matrix product of a one-row lhs plus a bias row
// into a 16-row accumulator (DeduceTileGemvBiasType,
// src/ir/op/tile_ops/matmul.cpp:387-405, :500-515: the matmul_bias rules,
// the GEMV dtypes, a bias of exactly one valid row; pto.tgemv.bias,
// src/backend/common/pto_ops_elementwise.cpp:1108-1110).
var TileGemvBias = &OpDef{
	Name:        "tile.gemv_bias",
	Doc:         "cube vector-matrix product of a 1-row lhs plus a bias row into a 16-row accumulator",
	Args:        []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}, {Name: "bias", Kind: ArgTile}},
	Kwargs:      []KwSpec{{Name: "acc_phase", Kind: KwAccPhase}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Left}}, {Arg: 1, Spaces: []MemorySpace{Right}}, {Arg: 2, Spaces: []MemorySpace{Bias}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Acc},
	ReusesInput: -1,
	Affinity:    Cube,
	Access:      AccessFunctional,
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		if _, err := TileMatmulBias.Deduce(d); err != nil {
			return nil, err
		}
		p, err := gemvProduct(d, 0, 1)
		if err != nil {
			return nil, err
		}
		bias := d.Tile(2)
		if bias.DType != p.dtype {
			return nil, d.Errf(2, "bias-dtype", "requires bias dtype %s to match the accumulator output, but got %s", p.dtype, bias.DType)
		}
		if bv := bias.ValidShape(); ProveEqual(bv[0], ConstI(1)) != ProofTrue {
			return nil, d.Errf(2, "bias-valid", "requires bias to have exactly one valid row, but got %s", PrintExpr(bv[0]))
		}
		return gemvResult(p), nil
	},
}

// batchDims broadcasts the batch (leading) axes of two operands
// (batch_matmul.cpp:108-117).
func batchDims(d *Deduction, l, r *TileType) ([]Expr, error) {
	out, ok := broadcastShapes(l.Shape[:l.Rank()-2], r.Shape[:r.Rank()-2])
	if !ok {
		return nil, d.Errf(-1, "batch-broadcast", "Cannot broadcast batch dimensions for %s", d.Op.Name)
	}
	// A copy: broadcastShapes may return an operand's own shape slice,
	// which the caller appends to.
	return append([]Expr(nil), out...), nil
}

// batchAccResult is the accumulator type of a batch product: Acc's
// implicit layout, fully valid (batch_matmul.cpp:131-140).
func batchAccResult(shape []Expr, dt DataType) *TileType {
	v := ImplicitTileView(shape, Acc)
	return NewTileType(shape, dt, nil, Acc, &v)
}

// TileBatchMatmul is a cube product of [..., M, K] and [..., K, N] tiles
// with broadcast batch axes into a [..., M, N] accumulator
// (DeduceTileBatchMatMulType, src/ir/op/tile_ops/batch_matmul.cpp:53-141,
// :279-291). PyPTO has no emission for it: FlattenTileNdTo2D rewrites it
// into 2-D tile.matmul calls (src/ir/transforms/flatten_tile_nd_to_2d/
// rewrite.cpp:871).
var TileBatchMatmul = &OpDef{
	Name:        "tile.batch_matmul",
	Doc:         "cube product of [..., M, K] and [..., K, N] tiles with broadcast batch axes",
	Args:        []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Left}}, {Arg: 1, Spaces: []MemorySpace{Right}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Acc},
	ReusesInput: -1,
	Affinity:    Cube,
	Access:      AccessFunctional,
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		l, r := d.Tile(0), d.Tile(1)
		if l.Rank() < 2 {
			return nil, d.Errf(0, "rank", "requires lhs to have at least 2 dimensions, but got %d dimensions", l.Rank())
		}
		if r.Rank() < 2 {
			return nil, d.Errf(1, "rank", "requires rhs to have at least 2 dimensions, but got %d dimensions", r.Rank())
		}
		if a, ok := ConstValue(l.Shape[l.Rank()-1]); ok {
			if b, ok := ConstValue(r.Shape[r.Rank()-2]); ok && a != b {
				return nil, d.Errf(1, "inner-dim", "requires matching inner dimensions, but got lhs K=%d and rhs K=%d", a, b)
			}
		}
		var shape []Expr
		if l.Rank() > 2 || r.Rank() > 2 {
			var err error
			if shape, err = batchDims(d, l, r); err != nil {
				return nil, err
			}
		}
		shape = append(shape, l.Shape[l.Rank()-2], r.Shape[r.Rank()-1])
		if l.DType != r.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires identical lhs and rhs data types, but got %s and %s", l.DType, r.DType)
		}
		return batchAccResult(shape, MatmulAccDType(l.DType, r.DType)), nil
	},
}

// TileBatchMatmulAcc accumulates a batch product into acc in place; the
// broadcast batch axes of lhs and rhs must equal acc's
// (DeduceTileBatchMatMulAccType, src/ir/op/tile_ops/batch_matmul.cpp:
// 156-273, :293-311; lowered by FlattenTileNdTo2D like tile.batch_matmul).
var TileBatchMatmulAcc = &OpDef{
	Name:        "tile.batch_matmul_acc",
	Doc:         "batch cube product accumulated into acc in place",
	Args:        []ArgSpec{{Name: "acc", Kind: ArgTile}, {Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Acc}}, {Arg: 1, Spaces: []MemorySpace{Left}}, {Arg: 2, Spaces: []MemorySpace{Right}}},
	Output:      OutputMemory{Kind: OutFixed, Space: Acc},
	ReusesInput: 0,
	Affinity:    Cube,
	Access:      AccessFunctional,
	Writes:      []int{0},
	Pipe:        PipeM,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		acc, l, r := d.Tile(0), d.Tile(1), d.Tile(2)
		for i, t := range []*TileType{acc, l, r} {
			if t.Rank() < 2 {
				return nil, d.Errf(i, "rank", "requires %s to have at least 2 dimensions, but got %d dimensions", d.Op.Args[i].Name, t.Rank())
			}
		}
		dim := func(t *TileType, back int) (int64, bool) { return ConstValue(t.Shape[t.Rank()-back]) }
		if a, ok := dim(acc, 2); ok {
			if b, ok := dim(l, 2); ok && a != b {
				return nil, d.Errf(1, "m-dim", "requires matching M dimensions, but got acc M=%d and lhs M=%d", a, b)
			}
		}
		if a, ok := dim(acc, 1); ok {
			if b, ok := dim(r, 1); ok && a != b {
				return nil, d.Errf(2, "n-dim", "requires matching N dimensions, but got acc N=%d and rhs N=%d", a, b)
			}
		}
		if a, ok := dim(l, 1); ok {
			if b, ok := dim(r, 2); ok && a != b {
				return nil, d.Errf(2, "inner-dim", "requires matching inner dimensions, but got lhs K=%d and rhs K=%d", a, b)
			}
		}
		batch, err := batchDims(d, l, r)
		if err != nil {
			return nil, err
		}
		accBatch := acc.Shape[:acc.Rank()-2]
		if len(batch) != len(accBatch) {
			return nil, d.Errf(0, "batch-rank", "requires acc batch rank (%d) to equal broadcast(lhs, rhs) batch rank (%d)", len(accBatch), len(batch))
		}
		for i := range batch {
			a, ok1 := ConstValue(accBatch[i])
			b, ok2 := ConstValue(batch[i])
			if ok1 && ok2 && a != b {
				return nil, d.Errf(0, "batch-dim", "requires acc batch dim %d to equal broadcast(lhs, rhs) batch dim %d, but got acc=%d and broadcast=%d", i, i, a, b)
			}
		}
		if l.DType != r.DType {
			return nil, d.Errf(2, "dtype-mismatch", "requires identical lhs and rhs data types, but got %s and %s", l.DType, r.DType)
		}
		dt := MatmulAccDType(l.DType, r.DType)
		if acc.DType != dt {
			return nil, d.Errf(0, "acc-dtype", "requires accumulator dtype %s, but got %s", dt, acc.DType)
		}
		return batchAccResult(acc.Shape, dt), nil
	},
}
