package ir

// Arithmetic vector ops added in op-table revision 2: remainders, minimums,
// the leaky and parametric ReLUs, the three-operand adds and subtracts and
// the partial combines (PyPTO src/ir/op/tile_ops/elementwise.cpp).

// TileRem is elementwise lhs % rhs with a tmp tile the kernel works in
// (DeduceTileOpTernaryType, elementwise.cpp:406-419, :715-751; pto.trem,
// src/backend/common/pto_ops_elementwise.cpp:594).
var TileRem = vecOp("tile.rem", "elementwise remainder lhs % rhs (with a tmp tile)",
	[]ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Scratch: true}},
	func(d *Deduction) (Type, error) { return ternaryTmp(d, false) })

// TileRems is elementwise tile % scalar with a tmp tile; its deduction
// promotes the result over the tile, the scalar and the tmp tile and
// broadcasts the tile against the tmp (DeduceTileOpTileScalarTileType,
// elementwise.cpp:547-559, :789-821; pto.trems,
// src/backend/common/pto_ops_elementwise.cpp:626).
var TileRems = vecOp("tile.rems", "elementwise remainder tile % scalar (with a tmp tile)",
	[]ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgScalar}, {Name: "tmp", Kind: ArgTile, Scratch: true}},
	tileScalarTile)

// tileScalarTile is DeduceTileOpTileScalarTileType (elementwise.cpp:789-821):
// dtype promoted over the tile, the scalar and the third tile, shape the
// tile's broadcast against the third's, valid shape and layout the tile's.
func tileScalarTile(d *Deduction) (Type, error) {
	l, r2 := d.Tile(0), d.Tile(2)
	dt := Promote(Promote(l.DType, d.ScalarDType(1)), r2.DType)
	shape, ok := broadcastShapes(l.Shape, r2.Shape)
	if !ok {
		return nil, d.Errf(2, "broadcast", "requires compatible shapes")
	}
	return NewTileType(shape, dt, nil, MemNone, inheritLayout(l, l.ValidShape())), nil
}

var (
	// TileFmod is elementwise C fmod(lhs, rhs); the kernel overwrites src0
	// mid-computation, so the result shares no input's buffer
	// (elementwise.cpp:477-493; pto.tfmod,
	// src/backend/common/pto_ops_elementwise.cpp:600).
	TileFmod = notInplace(binaryBroadcast("tile.fmod", "elementwise floating-point remainder fmod(lhs, rhs)"))
	// TileFmods is elementwise fmod(tile, scalar) (elementwise.cpp:561-575,
	// not_inplace_safe; pto.tfmods, pto_ops_elementwise.cpp:627).
	TileFmods = notInplace(tileScalar("tile.fmods", "elementwise floating-point remainder fmod(tile, scalar)", false))
	// TileMinimums is elementwise min(tile, scalar) (elementwise.cpp:644-655;
	// pto.tmins, pto_ops_elementwise.cpp:634).
	TileMinimums = tileScalar("tile.minimums", "elementwise min(tile, scalar)", false)
	// TileLrelu is the leaky ReLU max(x, slope*x) with a scalar slope
	// (elementwise.cpp:1028-1039; pto.tlrelu, pto_ops_elementwise.cpp:635).
	TileLrelu = func() *OpDef {
		op := tileScalar("tile.lrelu", "elementwise leaky ReLU with a scalar slope", false)
		op.Args = []ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "slope", Kind: ArgScalar}}
		return op
	}()
)

// partial is a partial-combine op: the standard binary deduction
// (elementwise.cpp:421-475); where only one source is valid the result
// copies it, a run-time valid-region effect.
func partial(name, doc string) *OpDef {
	op := binaryBroadcast(name, doc)
	op.Args = []ArgSpec{{Name: "src0", Kind: ArgTile}, {Name: "src1", Kind: ArgTile}}
	return op
}

var (
	// TilePartAdd (elementwise.cpp:425-436; pto.tpartadd,
	// src/backend/common/pto_ops_elementwise.cpp:596).
	TilePartAdd = partial("tile.part_add", "partial elementwise add: where only src0 is valid it is copied")
	// TilePartMul (elementwise.cpp:438-449; pto.tpartmul, :597).
	TilePartMul = partial("tile.part_mul", "partial elementwise multiply: where only src0 is valid it is copied")
	// TilePartMax (elementwise.cpp:451-462; pto.tpartmax, :598).
	TilePartMax = partial("tile.part_max", "partial elementwise max: where only src0 is valid it is copied")
	// TilePartMin (elementwise.cpp:464-475; pto.tpartmin, :599).
	TilePartMin = partial("tile.part_min", "partial elementwise min: where only src0 is valid it is copied")
)

// TilePrelu is the parametric ReLU: x where x >= 0, else x * slope, slope a
// tile of x's dtype, shape and valid shape; tmp is the kernel's workspace
// (DeduceTilePreluType, elementwise.cpp:889-964, not_inplace_safe;
// pto.tprelu, src/backend/common/pto_ops_elementwise.cpp:498-580).
var TilePrelu = notInplace(vecOp("tile.prelu", "elementwise parametric ReLU with a slope tile (and a tmp tile)",
	[]ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "slope", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Scratch: true}},
	func(d *Deduction) (Type, error) {
		src, slope, tmp := d.Tile(0), d.Tile(1), d.Tile(2)
		if src.DType != FP16 && src.DType != FP32 {
			return nil, d.Errf(0, "dtype", "requires src dtype in {FP16, FP32}, but got %s", src.DType)
		}
		if slope.DType != src.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires slope dtype to match src dtype, but got %s and %s", slope.DType, src.DType)
		}
		if src.Rank() != 2 {
			return nil, d.Errf(0, "rank", "requires a rank-2 src tile, but got rank %d", src.Rank())
		}
		if slope.Rank() != src.Rank() {
			return nil, d.Errf(1, "rank", "requires slope and src to have the same rank, but got %d and %d", slope.Rank(), src.Rank())
		}
		for i := range src.Shape {
			if !dimsEqual(src.Shape[i], slope.Shape[i]) {
				return nil, d.Errf(1, "shape", "requires slope and src to have the same physical shape, but dimension %d differs; got slope shape %s and src shape %s", i, fmtShape(slope.Shape), fmtShape(src.Shape))
			}
		}
		sv, lv := src.ValidShape(), slope.ValidShape()
		for i := range sv {
			if ProveEqual(sv[i], lv[i]) != ProofTrue {
				return nil, d.Errf(1, "valid-shape", "requires slope and src to have the same valid_shape, but dimension %d differs; got slope valid_shape %s and src valid_shape %s", i, fmtShape(lv), fmtShape(sv))
			}
		}
		if tmp.Rank() != 2 {
			return nil, d.Errf(2, "rank", "requires a rank-2 tmp tile, but got rank %d", tmp.Rank())
		}
		return NewTileType(src.Shape, src.DType, nil, MemNone, inheritLayout(src, sv)), nil
	}))

// triTile is DeduceTileOpTriTileType (elementwise.cpp:754-786): three
// source tiles, dtype promoted over all, shape broadcast over all, valid
// shape and layout of the first.
func triTile(name, doc string) *OpDef {
	return vecOp(name, doc, []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}, {Name: "rhs2", Kind: ArgTile}},
		func(d *Deduction) (Type, error) {
			a, b, c := d.Tile(0), d.Tile(1), d.Tile(2)
			s, ok := broadcastShapes(a.Shape, b.Shape)
			if !ok {
				return nil, d.Errf(1, "broadcast", "requires compatible shapes")
			}
			if s, ok = broadcastShapes(s, c.Shape); !ok {
				return nil, d.Errf(2, "broadcast", "requires compatible shapes")
			}
			return NewTileType(s, Promote(Promote(a.DType, b.DType), c.DType), nil, MemNone, inheritLayout(a, a.ValidShape())), nil
		})
}

// scalarTri is the (tile, scalar, tile) form (DeduceTileOpTileScalarTileType).
func scalarTri(name, doc string) *OpDef {
	return vecOp(name, doc, []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgScalar}, {Name: "rhs2", Kind: ArgTile}}, tileScalarTile)
}

var (
	// TileAddc is lhs + rhs + rhs2 (elementwise.cpp:966-980; pto.taddc,
	// src/backend/common/pto_ops_elementwise.cpp:619).
	TileAddc = triTile("tile.addc", "elementwise lhs + rhs + rhs2 of three tiles")
	// TileSubc is lhs - rhs - rhs2 (elementwise.cpp:982-996; pto.tsubc, :620).
	TileSubc = triTile("tile.subc", "elementwise lhs - rhs - rhs2 of three tiles")
	// TileAddsc is lhs + scalar + rhs2 (elementwise.cpp:998-1011; pto.taddsc, :637).
	TileAddsc = scalarTri("tile.addsc", "elementwise lhs + scalar + rhs2")
	// TileSubsc is lhs - scalar - rhs2 (elementwise.cpp:1013-1026; pto.tsubsc, :638).
	TileSubsc = scalarTri("tile.subsc", "elementwise lhs - scalar - rhs2")
)
