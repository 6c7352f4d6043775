package ir

// Unary vector ops added in op-table revision 2: sin, cos, log, rsqrt and
// the bitwise not (PyPTO src/ir/op/tile_ops/unary.cpp).

// sameTileResult is PyPTO's DeduceTileUnaryType result (unary.cpp:42-58):
// the input's shape, dtype and valid shape with its layout, pad and compact
// (InheritTileViewLayout).
func sameTileResult(t *TileType) *TileType {
	return NewTileType(t.Shape, t.DType, nil, MemNone, inheritLayout(t, t.ValidShape()))
}

// fp32Unary is DeduceTileFP32OnlyType (unary.cpp:98-111): a unary op on
// FP32 tiles only.
func fp32Unary(name, doc string) *OpDef {
	return vecOp(name, doc, []ArgSpec{{Name: "tile", Kind: ArgTile}}, func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		if t.DType != FP32 {
			return nil, d.Errf(0, "dtype", "is FP32-only, but got input with dtype %s. Cast the input to FP32 explicitly via pl.cast(tile, pl.FP32) before applying %s.", t.DType, name)
		}
		return sameTileResult(t), nil
	})
}

var (
	// TileSin is the elementwise sine of an FP32 tile
	// (src/ir/op/tile_ops/unary.cpp:199-209). It has no PTO emission of
	// its own: LowerCompositeOps rewrites it into primitive tile ops
	// before code generation (src/ir/transforms/lower_composite_ops_pass.cpp:2209).
	TileSin = fp32Unary("tile.sin", "elementwise sine (radians) of an FP32 tile")
	// TileCos is the elementwise cosine of an FP32 tile
	// (src/ir/op/tile_ops/unary.cpp:211-221; lowered like tile.sin,
	// lower_composite_ops_pass.cpp:2210).
	TileCos = fp32Unary("tile.cos", "elementwise cosine (radians) of an FP32 tile")
)

// TileLog is the elementwise natural logarithm of an FP16 or FP32 tile
// (src/ir/op/tile_ops/unary.cpp:288-303; pto.tlog with a precision
// attribute, src/backend/common/pto_ops_elementwise.cpp:757).
var TileLog = func() *OpDef {
	op := vecOp("tile.log", "elementwise natural logarithm of an FP16 or FP32 tile", []ArgSpec{{Name: "tile", Kind: ArgTile}}, func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		if t.DType != FP16 && t.DType != FP32 {
			return nil, d.Errf(0, "dtype", "requires an FP16 or FP32 tile operand, but got %s", t.DType)
		}
		return sameTileResult(t), nil
	})
	op.Kwargs = []KwSpec{{Name: "high_precision", Kind: KwBool}}
	return op
}()

// TileRsqrt is the elementwise reciprocal square root; an optional tmp tile
// of the input's shape and dtype selects the high-precision path
// (src/ir/op/tile_ops/unary.cpp:62-93, :255-272; pto.trsqrt with one or two
// inputs, src/backend/common/pto_ops_elementwise.cpp:875-887). It reads the
// input and tmp while it writes, so the result shares no input's buffer.
var TileRsqrt = func() *OpDef {
	op := vecOp("tile.rsqrt", "elementwise 1/sqrt(x), high-precision with a tmp tile",
		[]ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Optional: true, Scratch: true}},
		func(d *Deduction) (Type, error) {
			t := d.Tile(0)
			if d.Has(1) {
				tmp := d.Tile(1)
				if tmp.DType != t.DType {
					return nil, d.Errf(1, "dtype-mismatch", "tmp tile dtype (%s) must match input dtype (%s)", tmp.DType, t.DType)
				}
				if tmp.Rank() != t.Rank() {
					return nil, d.Errf(1, "rank", "tmp tile rank (%d) must match input rank (%d)", tmp.Rank(), t.Rank())
				}
				for i := range t.Shape {
					if !dimsEqual(tmp.Shape[i], t.Shape[i]) {
						return nil, d.Errf(1, "shape", "tmp tile shape mismatch at dimension %d (tmp: %s, input: %s)", i, PrintExpr(tmp.Shape[i]), PrintExpr(t.Shape[i]))
					}
				}
			}
			return sameTileResult(t), nil
		})
	op.NotInplaceSafe = true
	return op
}()

// TileNot is the elementwise bitwise complement of an INT16 or UINT16 tile
// (src/ir/op/tile_ops/unary.cpp:329-351; pto.tnot,
// src/backend/common/pto_ops_elementwise.cpp:616).
var TileNot = vecOp("tile.not", "elementwise bitwise NOT of an INT16 or UINT16 tile", []ArgSpec{{Name: "tile", Kind: ArgTile}}, func(d *Deduction) (Type, error) {
	t := d.Tile(0)
	if t.DType != INT16 && t.DType != UINT16 {
		return nil, d.Errf(0, "dtype", "requires int16 or uint16 tile dtype, but got %s", t.DType.MsgName())
	}
	return sameTileResult(t), nil
})
