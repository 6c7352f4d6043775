package ir

// Bitwise vector ops: and, or, xor, shl, shr and their tile-scalar forms
// (PyPTO src/ir/op/tile_ops/elementwise.cpp:577-711, :856-884).

// intTiles checks that the tile arguments at idx have integer dtypes
// (DeduceTileOpElementwiseBinaryType's require_int, elementwise.cpp:142-149).
func intTiles(d *Deduction, idx ...int) error {
	for _, i := range idx {
		if dt := d.Tile(i).DType; !dt.IsInt() {
			return d.Errf(i, "dtype", "requires integer tile dtype, but got %s", dt)
		}
	}
	return nil
}

// intBinary is a tile-tile bitwise op with broadcasting
// (DeduceTileOpElementwiseBinaryType with require_int,
// elementwise.cpp:126-207).
func intBinary(name, doc string) *OpDef {
	return vecOp(name, doc, tileTileArgs, func(d *Deduction) (Type, error) {
		if err := intTiles(d, 0, 1); err != nil {
			return nil, err
		}
		l, r := d.Tile(0), d.Tile(1)
		shape, ok := broadcastShapes(l.Shape, r.Shape)
		if !ok {
			return nil, d.Errf(1, "broadcast", "requires compatible shapes, but got %s and %s", fmtShape(l.Shape), fmtShape(r.Shape))
		}
		return NewTileType(shape, Promote(l.DType, r.DType), nil, MemNone, inheritLayout(l, l.ValidShape())), nil
	})
}

// shiftBinary is tile.shl / tile.shr: the rhs tile holds shift amounts and
// the result keeps the lhs dtype (DeduceTileOpShiftBinaryType,
// elementwise.cpp:211-238).
func shiftBinary(name, doc string) *OpDef {
	return vecOp(name, doc, tileTileArgs, func(d *Deduction) (Type, error) {
		l, r := d.Tile(0), d.Tile(1)
		if !l.DType.IsInt() {
			return nil, d.Errf(0, "dtype", "requires integer tile dtype, but got %s", l.DType)
		}
		if !r.DType.IsInt() {
			return nil, d.Errf(1, "dtype", "requires integer shift tile dtype, but got %s", r.DType)
		}
		shape, ok := broadcastShapes(l.Shape, r.Shape)
		if !ok {
			return nil, d.Errf(1, "broadcast", "requires compatible shapes")
		}
		return NewTileType(shape, l.DType, nil, MemNone, inheritLayout(l, l.ValidShape())), nil
	})
}

// intScalar is a bitwise tile-scalar op: an integer tile and an integer
// scalar, the result of the tile's shape and dtype
// (DeduceTileOpIntScalarBinaryType, elementwise.cpp:282-310).
func intScalar(name, doc string) *OpDef {
	return vecOp(name, doc, []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		if !t.DType.IsInt() {
			return nil, d.Errf(0, "dtype", "requires integer tile dtype, but got %s", t.DType)
		}
		if sd := d.ScalarDType(1); !sd.IsInt() {
			return nil, d.Errf(1, "dtype", "requires shift/bitwise scalar to be an integer type, but got %s", sd.MsgName())
		}
		return sameTileResult(t), nil
	})
}

func notInplace(op *OpDef) *OpDef {
	op.NotInplaceSafe = true
	return op
}

var (
	// TileAnd is elementwise lhs & rhs (elementwise.cpp:657-669; pto.tand,
	// src/backend/common/pto_ops_elementwise.cpp:602).
	TileAnd = intBinary("tile.and", "elementwise bitwise AND of two integer tiles")
	// TileOr is elementwise lhs | rhs (elementwise.cpp:685-697; pto.tor,
	// pto_ops_elementwise.cpp:603).
	TileOr = intBinary("tile.or", "elementwise bitwise OR of two integer tiles")
	// TileShl is elementwise lhs << rhs (elementwise.cpp:577-589; pto.tshl,
	// pto_ops_elementwise.cpp:605).
	TileShl = shiftBinary("tile.shl", "elementwise left shift of an integer tile by a tile of amounts")
	// TileShr is elementwise lhs >> rhs (elementwise.cpp:604-616; pto.tshr,
	// pto_ops_elementwise.cpp:606).
	TileShr = shiftBinary("tile.shr", "elementwise right shift of an integer tile by a tile of amounts")
	// TileAnds is elementwise tile & scalar; the kernel clobbers its source
	// (elementwise.cpp:671-683, not_inplace_safe; pto.tands with an i32
	// scalar, pto_ops_elementwise.cpp:628).
	TileAnds = notInplace(intScalar("tile.ands", "elementwise bitwise AND of an integer tile and scalar"))
	// TileOrs is elementwise tile | scalar (elementwise.cpp:699-711,
	// not_inplace_safe; pto.tors, pto_ops_elementwise.cpp:629).
	TileOrs = notInplace(intScalar("tile.ors", "elementwise bitwise OR of an integer tile and scalar"))
	// TileShls is elementwise tile << scalar (elementwise.cpp:591-602;
	// pto.tshls, pto_ops_elementwise.cpp:631).
	TileShls = intScalar("tile.shls", "elementwise left shift of an integer tile by a scalar")
	// TileShrs is elementwise tile >> scalar (elementwise.cpp:618-629;
	// pto.tshrs, pto_ops_elementwise.cpp:632).
	TileShrs = intScalar("tile.shrs", "elementwise right shift of an integer tile by a scalar")
)

// TileXor is elementwise lhs ^ rhs with a tmp tile the kernel works in
// (DeduceTileOpTernaryType with require_int, elementwise.cpp:715-751,
// :856-869; pto.txor, src/backend/common/pto_ops_elementwise.cpp:604).
var TileXor = vecOp("tile.xor", "elementwise bitwise XOR of two integer tiles (with a tmp tile)",
	[]ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Scratch: true}},
	func(d *Deduction) (Type, error) { return ternaryTmp(d, true) })

// TileXors is elementwise tile ^ scalar with a tmp tile
// (DeduceTileOpXorScalarType, elementwise.cpp:823-854, :871-884,
// not_inplace_safe; pto.txors with an i32 scalar,
// src/backend/common/pto_ops_elementwise.cpp:630).
var TileXors = notInplace(vecOp("tile.xors", "elementwise bitwise XOR of an integer tile and scalar (with a tmp tile)",
	[]ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgScalar}, {Name: "tmp", Kind: ArgTile, Scratch: true}},
	func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		if !t.DType.IsInt() {
			return nil, d.Errf(0, "dtype", "requires integer tile dtype, but got %s", t.DType)
		}
		if sd := d.ScalarDType(1); !sd.IsInt() {
			return nil, d.Errf(1, "dtype", "requires scalar to be an integer type, but got %s", sd)
		}
		return sameTileResult(t), nil
	}))

// ternaryTmp is DeduceTileOpTernaryType (elementwise.cpp:715-751): two
// source tiles (integer ones with requireInt) and a tmp tile; promoted
// dtype, broadcast shape, the lhs's valid shape and layout.
func ternaryTmp(d *Deduction, requireInt bool) (Type, error) {
	if requireInt {
		if err := intTiles(d, 0, 1); err != nil {
			return nil, err
		}
	}
	l, r := d.Tile(0), d.Tile(1)
	shape, ok := broadcastShapes(l.Shape, r.Shape)
	if !ok {
		return nil, d.Errf(1, "broadcast", "requires compatible shapes")
	}
	return NewTileType(shape, Promote(l.DType, r.DType), nil, MemNone, inheritLayout(l, l.ValidShape())), nil
}
