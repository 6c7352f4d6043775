package ir

// Cross-core ops between the cube (AIC) and vector (AIV) cores, and the
// split_aiv boundary ops (PyPTO src/ir/op/tile_ops/cross_core.cpp).
//
// Pushes return nothing and pops deduce UnknownType: a pop's tile type is
// given explicitly when it is built (by ExpandMixedKernel, or by the
// parser from the assignment's annotation).

var pushKwargs = []KwSpec{{Name: "split", Kind: KwInt}, {Name: "lane_stride", Kind: KwInt}, {Name: "id", Kind: KwInt}}

func push(name, doc string, aff Affinity) *OpDef {
	return &OpDef{
		Name: name, Doc: doc,
		Args:        []ArgSpec{{Name: "tile", Kind: ArgTile}},
		Kwargs:      pushKwargs,
		ReusesInput: -1,
		Affinity:    aff,
		Access:      AccessFunctional,
		Pipe:        PipeBySpace, // FIX from Acc (cube), MTE3 from Vec (vector)
		StatedLane:  true,
		Tile:        true,
		Deduce: func(d *Deduction) (Type, error) {
			if err := splitKwarg(d, false); err != nil {
				return nil, err
			}
			return Unknown(), nil
		},
	}
}

func pop(name, doc string, aff Affinity) *OpDef {
	return &OpDef{
		Name: name, Doc: doc,
		Kwargs:      pushKwargs,
		ReusesInput: -1,
		Affinity:    aff,
		Access:      AccessFunctional,
		Pipe:        PipeBySpace,
		StatedLane:  true,
		Tile:        true,
		Deduce: func(d *Deduction) (Type, error) {
			if err := splitKwarg(d, false); err != nil {
				return nil, err
			}
			return Unknown(), nil
		},
	}
}

func splitKwarg(d *Deduction, required bool) error {
	v, ok := d.Kw("split")
	if !ok {
		if required {
			return d.Errf(-1, "split", "requires a 'split' attr (0 = NONE/no split axis, 1 = UP_DOWN/axis0, 2 = LEFT_RIGHT/axis1)")
		}
		return nil
	}
	if s := v.(int64); s < 0 || s > 2 {
		return d.Errf(-1, "split", "split must be 0 (NONE/no split axis), 1 (UP_DOWN/axis0) or 2 (LEFT_RIGHT/axis1), but got %d", s)
	}
	return nil
}

var (
	TileTpushToAiv  = push("tile.tpush_to_aiv", "cube side: push an accumulator tile to the vector core", Cube)
	TileTpushToAic  = push("tile.tpush_to_aic", "vector side: push a tile to the cube core", Vector)
	TileTpopFromAic = pop("tile.tpop_from_aic", "vector side: pop a tile pushed by the cube core (lands in Vec)", Vector)
	TileTpopFromAiv = pop("tile.tpop_from_aiv", "cube side: pop a tile pushed by the vector core (lands in Mat)", Cube)
)

// shardShape halves (or doubles) the split axis of a 2-D shape.
func shardShape(d *Deduction, t *TileType, halve bool) ([]Expr, []Expr, error) {
	v, _ := d.Kw("split")
	split := v.(int64)
	if split == 0 {
		return t.Shape, t.ValidShape(), nil
	}
	if t.Rank() != 2 {
		return nil, nil, d.Errf(0, "rank", "requires a 2D tile, but got rank %d", t.Rank())
	}
	if ls, ok := d.Kw("lane_stride"); ok && ls.(int64) <= 0 {
		return nil, nil, d.Errf(-1, "lane-stride", "'lane_stride' must be a positive partition stride, but got %d", ls.(int64))
	}
	axis := int(split - 1)
	conv := func(e Expr) Expr {
		if c, ok := ConstValue(e); ok {
			if halve {
				return ConstI((c + 1) / 2)
			}
			return ConstI(c * 2)
		}
		if halve {
			return &Binary{Op: OpFloorDiv, L: addI(e, ConstI(1)), R: ConstI(2), DType: INDEX}
		}
		return &Binary{Op: OpMul, L: e, R: ConstI(2), DType: INDEX}
	}
	shape := append([]Expr(nil), t.Shape...)
	valid := append([]Expr(nil), t.ValidShape()...)
	shape[axis], valid[axis] = conv(shape[axis]), conv(valid[axis])
	return shape, valid, nil
}

func boundary(name, doc string, out MemorySpace, halve bool) *OpDef {
	return &OpDef{
		Name: name, Doc: doc,
		Args:        []ArgSpec{{Name: "tile", Kind: ArgTile}},
		Kwargs:      []KwSpec{{Name: "split", Kind: KwInt, Required: true}, {Name: "lane_stride", Kind: KwInt}},
		Output:      OutputMemory{Kind: OutFixed, Space: out},
		ReusesInput: -1,
		Affinity:    Shared, // crosses the boundary: classified MIXED by affinity analysis
		Access:      AccessFunctional,
		Pipe:        PipeBySpace,
		Tile:        true,
		Deduce: func(d *Deduction) (Type, error) {
			if err := splitKwarg(d, true); err != nil {
				return nil, err
			}
			t := d.Tile(0)
			shape, valid, err := shardShape(d, t, halve)
			if err != nil {
				return nil, err
			}
			return NewTileType(shape, t.DType, nil, MemNone, &TileView{ValidShape: valid, BLayout: vecBLayout(shape), SLayout: NoneBox, Fractal: DefaultFractal}), nil
		},
	}
}

var (
	TileAivShard  = boundary("tile.aiv_shard", "split boundary: hand a cube-produced tile to the vector lanes, halved along the split axis", Vec, true)
	TileAicGather = boundary("tile.aic_gather", "split boundary: gather the vector lanes' halves back for the cube", Mat, false)
)
