package ir

// Vector elementwise ops: tile-tile, tile-scalar, unary, cast, fillpad
// (PyPTO src/ir/op/tile_ops/elementwise.cpp and unary.cpp).

// inheritLayout builds a view with valid shape valid and the blayout,
// slayout, pad and compact of src's effective view (PyPTO's
// InheritTileViewLayout; fractal, stride and start offset are not copied).
func inheritLayout(src *TileType, valid []Expr) *TileView {
	e := src.Effective()
	return &TileView{ValidShape: valid, BLayout: e.BLayout, SLayout: e.SLayout, Fractal: DefaultFractal, Pad: e.Pad, Compact: e.Compact}
}

func vecOp(name, doc string, args []ArgSpec, deduce func(d *Deduction) (Type, error)) *OpDef {
	var in []InputConstraint
	for i, a := range args {
		if a.Kind == ArgTile {
			in = append(in, InputConstraint{Arg: i, Spaces: []MemorySpace{Vec}})
		}
	}
	return &OpDef{
		Name: name, Doc: doc, Args: args, Deduce: deduce,
		Inputs:      in,
		Output:      OutputMemory{Kind: OutFixed, Space: Vec},
		ReusesInput: -1,
		Affinity:    Vector,
		Access:      AccessFunctional,
		Pipe:        PipeV,
		Tile:        true,
	}
}

var tileTileArgs = []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgTile}}

func binaryBroadcast(name, doc string) *OpDef {
	return vecOp(name, doc, tileTileArgs, func(d *Deduction) (Type, error) {
		l, r := d.Tile(0), d.Tile(1)
		shape, ok := broadcastShapes(l.Shape, r.Shape)
		if !ok {
			return nil, d.Errf(1, "broadcast", "requires compatible shapes, but got %s and %s", fmtShape(l.Shape), fmtShape(r.Shape))
		}
		// valid = lhs valid (PyPTO's documented TODO: rhs valid and
		// broadcast growth are ignored).
		return NewTileType(shape, Promote(l.DType, r.DType), nil, MemNone, inheritLayout(l, l.ValidShape())), nil
	})
}

var (
	TileAdd     = binaryBroadcast("tile.add", "elementwise lhs + rhs")
	TileSub     = binaryBroadcast("tile.sub", "elementwise lhs - rhs")
	TileMul     = binaryBroadcast("tile.mul", "elementwise lhs * rhs")
	TileMaximum = binaryBroadcast("tile.maximum", "elementwise max(lhs, rhs)")
	TileMinimum = binaryBroadcast("tile.minimum", "elementwise min(lhs, rhs)")
)

var TileDiv = func() *OpDef {
	op := vecOp("tile.div", "elementwise lhs / rhs (same shape and dtype)", tileTileArgs, func(d *Deduction) (Type, error) {
		l, r := d.Tile(0), d.Tile(1)
		if l.DType != r.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires src0, src1, and dst to have the same dtype, but got %s and %s", l.DType, r.DType)
		}
		switch l.DType {
		case INT16, INT32, FP16, FP32:
		default:
			return nil, d.Errf(0, "dtype", "requires dtype in {INT16, INT32, FP16, FP32}, but got %s", l.DType)
		}
		if l.Rank() != r.Rank() {
			return nil, d.Errf(1, "rank", "requires src0, src1, and dst to have the same physical shape rank, but got %d and %d", l.Rank(), r.Rank())
		}
		for i := range l.Shape {
			if !dimsEqual(l.Shape[i], r.Shape[i]) {
				return nil, d.Errf(1, "shape", "requires src0, src1, and dst to have the same physical shape, but dimension %d differs; got src0 shape %s and src1 shape %s", i, fmtShape(l.Shape), fmtShape(r.Shape))
			}
		}
		lv, rv := l.ValidShape(), r.ValidShape()
		for i := range lv {
			if ProveEqual(lv[i], rv[i]) != ProofTrue {
				return nil, d.Errf(1, "valid-shape", "requires src0, src1, and dst to have the same valid_shape, but dimension %d differs; got src0 valid_shape %s and src1 valid_shape %s", i, fmtShape(lv), fmtShape(rv))
			}
		}
		if d.KwBool("high_precision") && l.DType != FP16 && l.DType != FP32 {
			return nil, d.Errf(-1, "high-precision", "supports high_precision only for FP16 or FP32 because the PTOAS high-precision template does not implement integer division")
		}
		return NewTileType(l.Shape, l.DType, nil, MemNone, inheritLayout(l, lv)), nil
	})
	op.Kwargs = []KwSpec{{Name: "high_precision", Kind: KwBool}}
	return op
}()

func tileScalar(name, doc string, dtypeCheck bool) *OpDef {
	return vecOp(name, doc, []ArgSpec{{Name: "lhs", Kind: ArgTile}, {Name: "rhs", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		if dtypeCheck {
			ok := func(dt DataType) bool {
				switch dt {
				case INT8, INT16, INT32, FP16, FP32, BF16:
					return true
				}
				return false
			}
			if !ok(t.DType) {
				return nil, d.Errf(0, "dtype", "requires tile dtype in {INT8, INT16, INT32, FP16, FP32, BF16}, but got %s", t.DType)
			}
			if sd := d.ScalarDType(1); !ok(sd) {
				return nil, d.Errf(1, "dtype", "requires scalar dtype in {INT8, INT16, INT32, FP16, FP32, BF16}, but got %s", sd)
			}
		}
		return NewTileType(t.Shape, t.DType, nil, MemNone, inheritLayout(t, t.ValidShape())), nil
	})
}

var (
	TileAdds = tileScalar("tile.adds", "elementwise tile + scalar", false)
	TileSubs = tileScalar("tile.subs", "elementwise tile - scalar", true)
	TileMuls = tileScalar("tile.muls", "elementwise tile * scalar", false)
	TileDivs = tileScalar("tile.divs", "elementwise tile / scalar", false)
	// TileMaximums is elementwise max(tile, scalar)
	// (src/ir/op/tile_ops/elementwise.cpp:631-642; pto.tmaxs,
	// src/backend/common/pto_ops_elementwise.cpp:633).
	TileMaximums = tileScalar("tile.maximums", "elementwise max(tile, scalar)", false)
)

func unary(name, doc string) *OpDef {
	return vecOp(name, doc, []ArgSpec{{Name: "tile", Kind: ArgTile}}, func(d *Deduction) (Type, error) {
		t := d.Tile(0)
		if d.KwBool("high_precision") && t.DType != FP16 && t.DType != FP32 {
			return nil, d.Errf(-1, "high-precision", "supports high_precision only for FP16 or FP32 because the PTOAS high-precision template does not implement other dtypes")
		}
		return NewTileType(t.Shape, t.DType, nil, MemNone, inheritLayout(t, t.ValidShape())), nil
	})
}

var (
	TileExp   = unary("tile.exp", "elementwise e^x")
	TileNeg   = unary("tile.neg", "elementwise -x")
	TileAbs   = unary("tile.abs", "elementwise |x|")
	TileRelu  = unary("tile.relu", "elementwise max(x, 0)")
	TileSqrt  = unary("tile.sqrt", "elementwise square root")
	TileRecip = func() *OpDef {
		op := unary("tile.recip", "elementwise 1/x")
		op.NotInplaceSafe = true
		op.Kwargs = []KwSpec{{Name: "high_precision", Kind: KwBool}}
		return op
	}()
)

var TileCast = func() *OpDef {
	op := vecOp("tile.cast", "elementwise conversion to another dtype with a rounding mode",
		[]ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Optional: true, Scratch: true}},
		func(d *Deduction) (Type, error) {
			t := d.Tile(0)
			target, _ := d.KwDType("target_type")
			if target == t.DType {
				return nil, d.Errf(-1, "same-dtype", "target_type %s equals input dtype; same-dtype cast is not a valid operation. Remove the cast or use a different target_type.", target)
			}
			return NewTileType(t.Shape, target, nil, MemNone, inheritLayout(t, t.ValidShape())), nil
		})
	op.Kwargs = []KwSpec{{Name: "target_type", Kind: KwDType, Required: true}, {Name: "mode", Kind: KwCastMode, Required: true}}
	return op
}()

var TileFillpad = func() *OpDef {
	op := vecOp("tile.fillpad", "fill the region outside the valid shape with a pad value; the result is fully valid",
		[]ArgSpec{{Name: "tile", Kind: ArgTile}},
		func(d *Deduction) (Type, error) {
			t := d.Tile(0)
			pad := PadZero
			if v, ok := d.Kw("pad_value"); ok {
				pad = v.(PadValue)
			}
			if pad == PadNull {
				return nil, d.Errf(-1, "pad-value", "requires pad_value to be zero/max/min, not null")
			}
			view := inheritLayout(t, t.Shape)
			view.Pad = pad
			return NewTileType(t.Shape, t.DType, t.MemRef, t.Space, view), nil
		})
	op.Kwargs = []KwSpec{{Name: "pad_value", Kind: KwPad}}
	// The pinned op requires and produces Vec and runs on the V pipe as any
	// vector op (src/ir/op/tile_ops/elementwise.cpp:1278-1279; codegen
	// pto.tfillpad, src/backend/common/pto_ops_elementwise.cpp:667): it is
	// no inherit-input op, so InferTileMemorySpace places a fillpad feeding a
	// cube operand in Vec and moves its result across (a push / pop after
	// ExpandMixedKernel), and InitMemRef gives it a buffer of its own
	// (init_memref.cpp:61-69 counts only inherit-input ops as views). Its
	// deduction keeps the input's MemRef and space (elementwise.cpp:1307-1308),
	// which InferTileMemorySpace and InitMemRef replace.
	return op
}()
