package ir

// Comparison and selection: tile.cmp / tile.cmps produce a packed predicate
// mask, tile.sel / tile.sels choose by one (PyPTO
// src/ir/op/tile_ops/elementwise.cpp:1041-1272).

// Packed predicate geometry (elementwise.cpp:46, :96-115): eight elements
// per mask byte, the mask's rows padded to 32 bytes.
const (
	predicateBitsPerByte = 8
	predicateColAlign    = 32
)

// mulI is a * b over INDEX, constants folded.
func mulI(a, b Expr) Expr {
	if x, ok := ConstValue(a); ok {
		if y, ok := ConstValue(b); ok {
			return ConstI(x * y)
		}
	}
	return &Binary{Op: OpMul, L: a, R: b, DType: INDEX}
}

// ceilDivI is MakeCeilDivIndex (elementwise.cpp:52-58): (v + k - 1) // k.
func ceilDivI(v Expr, k int64) Expr {
	if c, ok := v.(*ConstInt); ok {
		return ConstI((c.Value + k - 1) / k)
	}
	return &Binary{Op: OpFloorDiv, L: &Binary{Op: OpAdd, L: v, R: ConstI(k - 1), DType: INDEX}, R: ConstI(k), DType: INDEX}
}

// roundUpI is MakeRoundUpIndex (elementwise.cpp:60-66).
func roundUpI(v Expr, k int64) Expr {
	if c, ok := v.(*ConstInt); ok {
		return ConstI((c.Value + k - 1) / k * k)
	}
	return &Binary{Op: OpMul, L: ceilDivI(v, k), R: ConstI(k), DType: INDEX}
}

// packedPredicate is MakePackedPredicateTileType (elementwise.cpp:96-115):
// a UINT8 mask of the logical shape with its last axis packed eight
// elements a byte and padded to 32 bytes; its valid shape the source's,
// the last axis packed; the source's layout.
func packedPredicate(shape []Expr, src *TileType) *TileType {
	n := len(shape) - 1
	mask := append([]Expr(nil), shape...)
	mask[n] = roundUpI(ceilDivI(shape[n], predicateBitsPerByte), predicateColAlign)
	valid := append([]Expr(nil), src.ValidShape()...)
	valid[n] = ceilDivI(valid[n], predicateBitsPerByte)
	return NewTileType(mask, UINT8, nil, MemNone, inheritLayout(src, valid))
}

// cmpType checks the required cmp_type attribute (DeduceTileCmpType,
// elementwise.cpp:1207-1215).
func cmpType(d *Deduction) error {
	if _, ok := d.Kw("cmp_type"); !ok {
		return d.Errf(-1, "cmp-type", "requires 'cmp_type' attribute")
	}
	return nil
}

// TileCmp compares two tiles element by element into a packed predicate
// mask; cmp_type picks the comparison (eq, ne, lt, le, gt, ge)
// (DeduceTileCmpType, elementwise.cpp:1201-1258; pto.tcmp with cmpMode,
// src/backend/common/pto_ops_elementwise.cpp:855).
var TileCmp = func() *OpDef {
	op := vecOp("tile.cmp", "elementwise comparison of two tiles into a packed predicate mask", tileTileArgs, func(d *Deduction) (Type, error) {
		if err := cmpType(d); err != nil {
			return nil, err
		}
		l, r := d.Tile(0), d.Tile(1)
		shape, ok := broadcastShapes(l.Shape, r.Shape)
		if !ok {
			return nil, d.Errf(1, "broadcast", "requires compatible shapes, but got %s and %s", fmtShape(l.Shape), fmtShape(r.Shape))
		}
		return packedPredicate(shape, l), nil
	})
	op.Kwargs = []KwSpec{{Name: "cmp_type", Kind: KwInt}}
	return op
}()

// TileCmps compares a tile with a scalar into a packed predicate mask
// (elementwise.cpp:1260-1272; pto.tcmps,
// src/backend/common/pto_ops_elementwise.cpp:912-921).
var TileCmps = func() *OpDef {
	op := vecOp("tile.cmps", "elementwise comparison of a tile with a scalar into a packed predicate mask",
		[]ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
			if err := cmpType(d); err != nil {
				return nil, err
			}
			l := d.Tile(0)
			return packedPredicate(l.Shape, l), nil
		})
	op.Kwargs = []KwSpec{{Name: "cmp_type", Kind: KwInt}}
	return op
}()

// TileSel picks lhs where the mask is set, rhs elsewhere; the mask and the
// tmp scratch are read while the result is written, so it shares neither's
// buffer (DeduceTileSelType, elementwise.cpp:1044-1107; pto.tsel,
// src/backend/common/pto_ops_elementwise.cpp:192-195, :832-842).
var TileSel = func() *OpDef {
	op := vecOp("tile.sel", "per-element choice of lhs (mask set) or rhs by a packed mask (with a tmp tile)",
		[]ArgSpec{{Name: "mask", Kind: ArgTile}, {Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Scratch: true}},
		func(d *Deduction) (Type, error) {
			l, r := d.Tile(1), d.Tile(2)
			shape, ok := broadcastShapes(l.Shape, r.Shape)
			if !ok {
				return nil, d.Errf(2, "broadcast", "requires compatible shapes, but got %s and %s", fmtShape(l.Shape), fmtShape(r.Shape))
			}
			return NewTileType(shape, Promote(l.DType, r.DType), nil, MemNone, inheritLayout(l, l.ValidShape())), nil
		})
	op.ForbidAlias = []int{0, 3}
	return op
}()

func selsSrcDType(dt DataType) bool {
	switch dt {
	case INT8, UINT8, INT16, UINT16, INT32, UINT32, FP16, FP32:
		return true
	}
	return false
}

// selsScalarDType is GetTSelsScalarDataType (elementwise.cpp:84-89): an
// unsigned source takes the signed scalar of its width.
func selsScalarDType(dt DataType) DataType {
	switch dt {
	case UINT8:
		return INT8
	case UINT16:
		return INT16
	case UINT32:
		return INT32
	}
	return dt
}

// TileSels picks src where the mask is set, the scalar elsewhere
// (DeduceTileSelsType, elementwise.cpp:1111-1198, forbid_output_alias(0);
// pto.tsels, src/backend/common/pto_ops_elementwise.cpp:455-496, :719-726).
var TileSels = func() *OpDef {
	op := vecOp("tile.sels", "per-element choice of src (mask set) or a scalar by a packed mask (with a tmp tile)",
		[]ArgSpec{{Name: "mask", Kind: ArgTile}, {Name: "src", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Scratch: true}, {Name: "scalar", Kind: ArgScalar}},
		func(d *Deduction) (Type, error) {
			mask, src, tmp := d.Tile(0), d.Tile(1), d.Tile(2)
			if mask.Rank() != 2 {
				return nil, d.Errf(0, "rank", "requires a rank-2 mask tile, but got rank %d", mask.Rank())
			}
			switch mask.DType {
			case INT8, UINT8, INT16, UINT16, INT32, UINT32:
			default:
				return nil, d.Errf(0, "dtype", "requires an 8-, 16-, or 32-bit integer mask, but got %s", mask.DType)
			}
			if src.Rank() != 2 {
				return nil, d.Errf(1, "rank", "requires a rank-2 src tile, but got rank %d", src.Rank())
			}
			if !selsSrcDType(src.DType) {
				return nil, d.Errf(1, "dtype", "requires src dtype in {INT8, UINT8, INT16, UINT16, INT32, UINT32, FP16, FP32}, but got %s", src.DType)
			}
			if tmp.Rank() != 2 {
				return nil, d.Errf(2, "rank", "requires a rank-2 tmp tile, but got rank %d", tmp.Rank())
			}
			if want, got := selsScalarDType(src.DType), d.ScalarDType(3); got != want {
				return nil, d.Errf(3, "dtype", "requires scalar dtype %s for src dtype %s, but got %s", want, src.DType, got)
			}
			mv, sv := mask.ValidShape(), src.ValidShape()
			if ProveLessEqual(sv[0], mv[0]) != ProofTrue {
				return nil, d.Errf(0, "mask-rows", "requires mask carrier rows to cover src valid rows, but got mask valid_shape %s and src valid_shape %s", fmtShape(mv), fmtShape(sv))
			}
			need := ceilDivI(sv[1], predicateBitsPerByte)
			have := mulI(mv[1], ConstI(int64(mask.DType.Bytes())))
			if ProveLessEqual(need, have) != ProofTrue {
				return nil, d.Errf(0, "mask-bytes", "requires each mask carrier row to hold at least ceil(src valid columns / 8) packed bytes, but got mask valid_shape %s with dtype %s and src valid_shape %s", fmtShape(mv), mask.DType, fmtShape(sv))
			}
			return sameTileResult(src), nil
		})
	op.ForbidAlias = []int{0}
	return op
}()
