package ir

// Row and column broadcasts and the scalar expansion added in op-table
// revision 2 (PyPTO src/ir/op/tile_ops/broadcast.cpp). The broadcast
// vector (argument 1) is re-read for every output row or column, so the
// result never shares its buffer (forbid_output_alias(1)).

// rowExpand is DeduceTileRowExpandType (broadcast.cpp:47-103): a [.., R, N]
// tile and a [.., R, 1] row vector; the tile's shape, valid shape and
// layout, the promoted dtype.
func rowExpand(name, doc string, args []ArgSpec) *OpDef {
	op := vecOp(name, doc, args, func(d *Deduction) (Type, error) {
		if err := rowVecChecks(d); err != nil {
			return nil, err
		}
		t := d.Tile(0)
		return NewTileType(t.Shape, Promote(t.DType, d.Tile(1).DType), nil, MemNone, inheritLayout(t, t.ValidShape())), nil
	})
	op.ForbidAlias = []int{1}
	return op
}

var rowExpandArgs = []ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "row_vec", Kind: ArgTile}}

var (
	// TileRowExpand broadcasts a [R, 1] row vector to the target's shape
	// (broadcast.cpp:228-242; pto.trowexpand of the vector alone,
	// src/backend/common/pto_ops_elementwise.cpp:847-849).
	TileRowExpand = rowExpand("tile.row_expand", "broadcast a [.., R, 1] row vector to the target tile's shape",
		[]ArgSpec{{Name: "target", Kind: ArgTile}, {Name: "row_vec", Kind: ArgTile}})
	// TileRowExpandSub (broadcast.cpp:244-259; pto.trowexpandsub, :662).
	TileRowExpandSub = rowExpand("tile.row_expand_sub", "subtract from each row of a tile the matching element of a row vector", rowExpandArgs)
	// TileRowExpandDiv (broadcast.cpp:261-276; pto.trowexpanddiv, :660).
	TileRowExpandDiv = rowExpand("tile.row_expand_div", "divide each row of a tile by the matching element of a row vector", rowExpandArgs)
	// TileRowExpandMax (broadcast.cpp:316-331; pto.trowexpandmax, :663).
	TileRowExpandMax = rowExpand("tile.row_expand_max", "max of each row of a tile and the matching element of a row vector", rowExpandArgs)
	// TileRowExpandMin (broadcast.cpp:333-348; pto.trowexpandmin, :664).
	TileRowExpandMin = rowExpand("tile.row_expand_min", "min of each row of a tile and the matching element of a row vector", rowExpandArgs)
	// TileRowExpandExpdif is exp(tile - row_vec) per row (broadcast.cpp:
	// 350-365; pto.trowexpandexpdif, :665).
	TileRowExpandExpdif = rowExpand("tile.row_expand_expdif", "exp(x - v) with v the matching element of a row vector", rowExpandArgs)
)

// colExpand is DeduceTileColExpandType (broadcast.cpp:169-194): the
// target's shape, valid shape and layout and the promoted dtype; the column
// vector's shape is not checked.
func colExpand(name, doc string) *OpDef {
	op := vecOp(name, doc, []ArgSpec{{Name: "target", Kind: ArgTile}, {Name: "col_tile", Kind: ArgTile}}, func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		return NewTileType(t.Shape, Promote(t.DType, d.Tile(1).DType), nil, MemNone, inheritLayout(t, t.ValidShape())), nil
	})
	op.ForbidAlias = []int{1}
	return op
}

var (
	// TileColExpand broadcasts a [1, C] column tile to the target's shape
	// (broadcast.cpp:367-381; pto.tcolexpand of the column alone,
	// src/backend/common/pto_ops_elementwise.cpp:844-846).
	TileColExpand = colExpand("tile.col_expand", "broadcast a [1, C] column tile to the target tile's shape")
	// TileColExpandMul (broadcast.cpp:383-398; pto.tcolexpandmul, :653).
	TileColExpandMul = colExpand("tile.col_expand_mul", "multiply each column of a tile by the matching element of a [1, C] tile")
	// TileColExpandAdd (broadcast.cpp:400-415; pto.tcolexpandadd, :654).
	TileColExpandAdd = colExpand("tile.col_expand_add", "add to each column of a tile the matching element of a [1, C] tile")
	// TileColExpandDiv (broadcast.cpp:417-432; pto.tcolexpanddiv, :655).
	TileColExpandDiv = colExpand("tile.col_expand_div", "divide each column of a tile by the matching element of a [1, C] tile")
	// TileColExpandSub (broadcast.cpp:434-449; pto.tcolexpandsub, :656).
	TileColExpandSub = colExpand("tile.col_expand_sub", "subtract from each column of a tile the matching element of a [1, C] tile")
	// TileColExpandMax (broadcast.cpp:451-466; pto.tcolexpandmax, :657).
	TileColExpandMax = colExpand("tile.col_expand_max", "max of each column of a tile and the matching element of a [1, C] tile")
	// TileColExpandMin (broadcast.cpp:468-483; pto.tcolexpandmin, :658).
	TileColExpandMin = colExpand("tile.col_expand_min", "min of each column of a tile and the matching element of a [1, C] tile")
	// TileColExpandExpdif is exp(target - col) per column (broadcast.cpp:
	// 485-500; pto.tcolexpandexpdif, :659).
	TileColExpandExpdif = colExpand("tile.col_expand_expdif", "exp(x - v) with v the matching element of a [1, C] tile")
)

// TileExpands fills a tile of the target's shape with a scalar; the dtype
// is promoted over the target and the scalar (DeduceTileExpandScalarType,
// broadcast.cpp:197-222, :502-512). PyPTO's backends register no emission
// for it (no entry in src/backend/common/pto_ops_*.cpp).
var TileExpands = vecOp("tile.expands", "a tile of the target's shape with every element the scalar",
	[]ArgSpec{{Name: "target", Kind: ArgTile}, {Name: "scalar", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		return NewTileType(t.Shape, Promote(t.DType, d.ScalarDType(1)), nil, MemNone, inheritLayout(t, t.ValidShape())), nil
	})
