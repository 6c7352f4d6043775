package ir

// Reductions and row broadcasts (PyPTO src/ir/op/tile_ops/reduction.cpp and
// broadcast.cpp).

func nonEmptyValid(d *Deduction, i int, t *TileType) error {
	for ax, v := range t.ValidShape() {
		if ProveEqual(v, ConstI(0)) == ProofTrue {
			return d.Errf(i, "empty-input", "input valid extent on axis %d is 0 (valid_shape %s), so the reduction has no real data to consume", ax, fmtShape(t.ValidShape()))
		}
	}
	return nil
}

func rowReduce(name, doc string) *OpDef { return rowReduceOf(name, doc, Invalid, false) }

// rowReduceOf is PyPTO's DeduceTileRowReductionType (reduction.cpp:59-138):
// out overrides the result dtype (Invalid: the input's; INT32 for the arg
// reductions) and exact demands a tmp tile of exactly the input's shape
// rather than one at least as large.
func rowReduceOf(name, doc string, out DataType, exact bool) *OpDef {
	op := vecOp(name, doc, []ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "tmp_tile", Kind: ArgTile, Scratch: true}}, func(d *Deduction) (Type, error) {
		t, tmp := d.Tile(0), d.Tile(1)
		if t.Rank() < 2 {
			return nil, d.Errf(0, "rank", "requires at least a 2D tile, but got %d dimensions", t.Rank())
		}
		if tmp.DType != t.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires tmp_tile dtype to match input dtype, but got tmp_tile dtype %s and input dtype %s", tmp.DType, t.DType)
		}
		if tmp.Rank() != t.Rank() {
			return nil, d.Errf(1, "rank", "requires tmp_tile to have the same rank as the input, but got tmp_tile shape %s and input shape %s", fmtShape(tmp.Shape), fmtShape(t.Shape))
		}
		for i := range t.Shape {
			if exact {
				if ProveEqual(t.Shape[i], tmp.Shape[i]) != ProofTrue {
					return nil, d.Errf(1, "tmp-shape", "requires tmp_tile shape to exactly match the input shape, but dimension %d differs; got tmp_tile shape %s and input shape %s", i, fmtShape(tmp.Shape), fmtShape(t.Shape))
				}
				continue
			}
			if ProveLessEqual(t.Shape[i], tmp.Shape[i]) == ProofFalse {
				return nil, d.Errf(1, "tmp-size", "requires tmp_tile shape to be at least the input shape in every dimension, but tmp_tile dimension %d is undersized; got tmp_tile shape %s and input shape %s", i, fmtShape(tmp.Shape), fmtShape(t.Shape))
			}
		}
		if err := nonEmptyValid(d, 0, t); err != nil {
			return nil, err
		}
		n := t.Rank()
		shape := append(append([]Expr(nil), t.Shape[:n-1]...), ConstI(1))
		valid := append(append([]Expr(nil), t.ValidShape()[:n-1]...), ConstI(1))
		view := &TileView{ValidShape: valid, BLayout: ColMajor, SLayout: NoneBox, Fractal: DefaultFractal}
		dt := t.DType
		if out != Invalid {
			dt = out
		}
		return NewTileType(shape, dt, nil, MemNone, view), nil
	})
	op.NotInplaceSafe = true
	op.Reduces = ReduceLastAxis
	return op
}

var (
	TileRowSum = rowReduce("tile.row_sum", "sum along the last axis into a [..., 1] column")
	TileRowMax = rowReduce("tile.row_max", "max along the last axis into a [..., 1] column")
)

var TileColSum = withReduce(ReduceFirstAxis, vecOp("tile.col_sum", "sum along the first axis into a [1, ...] row",
	[]ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "tmp_tile", Kind: ArgTile, Optional: true, Scratch: true}},
	func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		if d.Has(1) && d.Tile(1).DType != t.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires tmp_tile dtype to match input dtype")
		}
		return colReduceType(d, Invalid)
	}))

// colReduceType is PyPTO's DeduceTileColReductionType (reduction.cpp:
// 144-178): the first axis collapses to 1, the other axes keep their
// valid extents, row-major; out overrides the dtype (Invalid: the input's).
func colReduceType(d *Deduction, out DataType) (Type, error) {
	t := d.Tile(0)
	if t.Rank() < 2 {
		return nil, d.Errf(0, "rank", "requires at least a 2D tile, but got %d dimensions", t.Rank())
	}
	if err := nonEmptyValid(d, 0, t); err != nil {
		return nil, err
	}
	shape := append([]Expr{ConstI(1)}, t.Shape[1:]...)
	valid := append([]Expr{ConstI(1)}, t.ValidShape()[1:]...)
	view := &TileView{ValidShape: valid, BLayout: RowMajor, SLayout: NoneBox, Fractal: DefaultFractal}
	dt := t.DType
	if out != Invalid {
		dt = out
	}
	return NewTileType(shape, dt, nil, MemNone, view), nil
}

func withReduce(k ReduceKind, op *OpDef) *OpDef {
	op.Reduces = k
	return op
}

// rowVecChecks validates a [..., R, 1] row vector against a [..., R, N] tile.
func rowVecChecks(d *Deduction) error {
	t, v := d.Tile(0), d.Tile(1)
	if t.Rank() < 2 {
		return d.Errf(0, "rank", "requires first argument to have at least 2 dimensions, but got %d dimensions", t.Rank())
	}
	if v.Rank() < 2 {
		return d.Errf(1, "rank", "requires second argument to have at least 2 dimensions, but got %d dimensions", v.Rank())
	}
	if !isConst(v.Shape[v.Rank()-1], 1) {
		return d.Errf(1, "row-vec", "requires second argument's last dimension to be 1, but got %s", fmtShape(v.Shape))
	}
	if a, ok := ConstValue(t.Shape[t.Rank()-2]); ok {
		if b, ok := ConstValue(v.Shape[v.Rank()-2]); ok && a != b {
			return d.Errf(1, "row-vec", "requires matching row dimensions, but got tile rows=%d and row_vec rows=%d", a, b)
		}
	}
	return nil
}

// TileRowExpandMul (src/ir/op/tile_ops/broadcast.cpp:278-293): its row
// vector is re-read for every output row, so the result never shares its
// buffer (forbid_output_alias(1)).
var TileRowExpandMul = forbidAlias([]int{1}, vecOp("tile.row_expand_mul", "multiply each row of a tile by the matching element of a row vector",
	[]ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "row_vec", Kind: ArgTile}},
	func(d *Deduction) (Type, error) {
		if err := rowVecChecks(d); err != nil {
			return nil, err
		}
		t := d.Tile(0)
		return NewTileType(t.Shape, Promote(t.DType, d.Tile(1).DType), nil, MemNone, inheritLayout(t, t.ValidShape())), nil
	}))

// forbidAlias stamps the arguments whose buffer an op's result must not
// share (OpDef.ForbidAlias).
func forbidAlias(args []int, op *OpDef) *OpDef {
	op.ForbidAlias = args
	return op
}

// TileRowExpandAdd (src/ir/op/tile_ops/broadcast.cpp:105-165, :295-314): neither the
// row vector nor the tmp tile shares the result's buffer
// (forbid_output_alias(1), (2)).
var TileRowExpandAdd = forbidAlias([]int{1, 2}, vecOp("tile.row_expand_add", "add to each row of a tile the matching element of a row vector",
	[]ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "row_vec", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Optional: true, Scratch: true}},
	func(d *Deduction) (Type, error) {
		if err := rowVecChecks(d); err != nil {
			return nil, err
		}
		t, v := d.Tile(0), d.Tile(1)
		if t.Effective().BLayout != RowMajor {
			return nil, d.Errf(0, "layout", "requires src0 effective blayout to be row_major")
		}
		if t.DType != v.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires src0 and src1 to have the same dtype, but got %s and %s", t.DType, v.DType)
		}
		switch t.DType {
		case INT8, INT16, INT32, FP16, FP32:
		default:
			return nil, d.Errf(0, "dtype", "requires dtype in {INT8, INT16, INT32, FP16, FP32}, but got %s", t.DType)
		}
		tv, vv := t.ValidShape(), v.ValidShape()
		if ProveEqual(tv[len(tv)-2], vv[len(vv)-2]) != ProofTrue {
			return nil, d.Errf(1, "valid-shape", "requires src1 valid row extent to match src0/dst, but got src0 valid_shape %s and src1 valid_shape %s", fmtShape(tv), fmtShape(vv))
		}
		// The row vector's valid last extent is one 32-byte block when it
		// is row-major, else 1 (DeduceTileRowExpandAddType,
		// broadcast.cpp:148-160).
		eb := int64(v.DType.Bits() / 8)
		if eb == 0 || 32%eb != 0 {
			return nil, d.Errf(1, "dtype", "requires a byte-addressable src1 dtype, but got %s", v.DType.MsgName())
		}
		want, major := int64(1), "non-row-major"
		if v.Effective().BLayout == RowMajor {
			want, major = 32/eb, "row-major"
		}
		if ProveEqual(vv[len(vv)-1], ConstI(want)) != ProofTrue {
			return nil, d.Errf(1, "valid-shape", "requires %s src1 valid last dimension to be %d, but got valid_shape %s", major, want, fmtShape(vv))
		}
		return NewTileType(t.Shape, t.DType, nil, MemNone, inheritLayout(t, tv)), nil
	}))

// Reductions added in op-table revision 2 (PyPTO
// src/ir/op/tile_ops/reduction.cpp:216-394).

// TileRowMin is the minimum along the last axis of an ND (row-major,
// none-box) tile of INT16, INT32, FP16 or FP32 (reduction.cpp:216-241;
// pto.trowmin, src/backend/common/pto_ops_elementwise.cpp:643).
var TileRowMin = func() *OpDef {
	op := rowReduce("tile.row_min", "min along the last axis into a [..., 1] column")
	base := op.Deduce
	op.Deduce = func(d *Deduction) (Type, error) {
		r, err := base(d)
		if err != nil {
			return nil, err
		}
		t := d.Tile(0)
		switch t.DType {
		case INT16, INT32, FP16, FP32:
		default:
			return nil, d.Errf(0, "dtype", "requires input dtype in {INT16, INT32, FP16, FP32}, but got %s", t.DType)
		}
		if e := t.Effective(); e.BLayout != RowMajor || e.SLayout != NoneBox {
			return nil, d.Errf(0, "layout", "requires an ND input layout (blayout=row_major, slayout=none_box), but got blayout=%s, slayout=%s", e.BLayout, e.SLayout)
		}
		return r, nil
	}
	return op
}()

var (
	// TileRowProd is the product along the last axis (reduction.cpp:243-257;
	// pto.trowprod, src/backend/common/pto_ops_elementwise.cpp:644).
	TileRowProd = rowReduce("tile.row_prod", "product along the last axis into a [..., 1] column")
	// TileRowArgmax is the column index of each row's maximum, INT32, with a
	// tmp of exactly the input's shape (reduction.cpp:333-347; pto.trowargmax,
	// pto_ops_elementwise.cpp:649).
	TileRowArgmax = rowReduceOf("tile.row_argmax", "INT32 column index of each row's maximum", INT32, true)
	// TileRowArgmin (reduction.cpp:349-361; pto.trowargmin, :650).
	TileRowArgmin = rowReduceOf("tile.row_argmin", "INT32 column index of each row's minimum", INT32, true)
)

// colReduce1 is a one-argument column reduction (col_max, col_min,
// col_prod: reduction.cpp:290-327).
func colReduce1(name, doc string) *OpDef {
	return withReduce(ReduceFirstAxis, vecOp(name, doc, []ArgSpec{{Name: "tile", Kind: ArgTile}},
		func(d *Deduction) (Type, error) { return colReduceType(d, Invalid) }))
}

// colArg is a column arg reduction with a tmp tile: an INT32 row index per
// column, the output sharing no input's buffer (reduction.cpp:363-394).
func colArg(name, doc string) *OpDef {
	op := withReduce(ReduceFirstAxis, vecOp(name, doc, []ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "tmp_tile", Kind: ArgTile, Scratch: true}},
		func(d *Deduction) (Type, error) { return colReduceType(d, INT32) }))
	op.NotInplaceSafe = true
	return op
}

var (
	// TileColMax (reduction.cpp:290-301; pto.tcolmax,
	// src/backend/common/pto_ops_elementwise.cpp:645).
	TileColMax = colReduce1("tile.col_max", "max along the first axis into a [1, ...] row")
	// TileColMin (reduction.cpp:303-314; pto.tcolmin, :646).
	TileColMin = colReduce1("tile.col_min", "min along the first axis into a [1, ...] row")
	// TileColProd (reduction.cpp:316-327; pto.tcolprod, :647).
	TileColProd = colReduce1("tile.col_prod", "product along the first axis into a [1, ...] row")
	// TileColArgmax (reduction.cpp:363-379; pto.tcolargmax, :651).
	TileColArgmax = colArg("tile.col_argmax", "INT32 row index of each column's maximum")
	// TileColArgmin (reduction.cpp:381-394; pto.tcolargmin, :652).
	TileColArgmin = colArg("tile.col_argmin", "INT32 row index of each column's minimum")
)
