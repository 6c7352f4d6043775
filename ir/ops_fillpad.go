package ir

// The fillpad variants added in op-table revision 2: in place, and into a
// larger tile (PyPTO src/ir/op/tile_ops/elementwise.cpp:1311-1417).

// padKwarg is the pad_value kwarg, zero by default, never null
// (elementwise.cpp:1331-1338).
func padKwarg(d *Deduction) (PadValue, error) {
	pad := PadZero
	if v, ok := d.Kw("pad_value"); ok {
		pad = v.(PadValue)
	}
	if pad == PadNull {
		return 0, d.Errf(-1, "pad-value", "requires pad_value to be zero/max/min, not null")
	}
	return pad, nil
}

// TileFillpadInplace fills the region outside a tile's valid shape with the
// pad value in place: the result reuses the input's buffer and is fully
// valid (elementwise.cpp:1311-1346, set_output_reuses_input(0),
// ArgEffect::ReadWrite on argument 0; pto.tfillpad,
// src/backend/common/pto_ops_elementwise.cpp:669).
var TileFillpadInplace = func() *OpDef {
	op := vecOp("tile.fillpad_inplace", "fill the region outside the valid shape with a pad value in place; the result is fully valid",
		[]ArgSpec{{Name: "tile", Kind: ArgTile}},
		func(d *Deduction) (Type, error) {
			t := d.Tile(0)
			pad, err := padKwarg(d)
			if err != nil {
				return nil, err
			}
			view := inheritLayout(t, t.Shape)
			view.Pad = pad
			return NewTileType(t.Shape, t.DType, t.MemRef, t.Space, view), nil
		})
	op.Kwargs = []KwSpec{{Name: "pad_value", Kind: KwPad}}
	op.ReusesInput = 0
	op.Writes = []int{0}
	return op
}()

// TileFillpadExpand copies a tile's valid region into the top-left of a
// larger tile of the given static shape and pads the rest; the result is a
// fresh, wider buffer (elementwise.cpp:1348-1417, not_inplace_safe;
// pto.tfillpad_expand, src/backend/common/pto_ops_elementwise.cpp:850-853).
var TileFillpadExpand = func() *OpDef {
	op := vecOp("tile.fillpad_expand", "copy a tile's valid region into a larger tile and pad the rest",
		[]ArgSpec{{Name: "tile", Kind: ArgTile}, {Name: "shape", Kind: ArgIndices}},
		func(d *Deduction) (Type, error) {
			t := d.Tile(0)
			shape := d.List(1)
			if len(shape) != t.Rank() {
				return nil, d.Errf(1, "rank", "shape rank (%d) must match source rank (%d)", len(shape), t.Rank())
			}
			for i, e := range shape {
				c, ok := e.(*ConstInt)
				if !ok {
					return nil, d.Errf(1, "static-shape", "shape dimension %d must be a constant integer", i)
				}
				if c.Value <= 0 {
					return nil, d.Errf(1, "shape", "shape dimension %d must be positive, got %d", i, c.Value)
				}
				if s, ok := ConstValue(t.Shape[i]); ok && c.Value < s {
					return nil, d.Errf(1, "shape", "destination dimension %d (%d) must be >= source dimension (%d)", i, c.Value, s)
				}
			}
			pad, err := padKwarg(d)
			if err != nil {
				return nil, err
			}
			view := inheritLayout(t, shape)
			view.Pad = pad
			return NewTileType(shape, t.DType, t.MemRef, t.Space, view), nil
		})
	op.Kwargs = []KwSpec{{Name: "pad_value", Kind: KwPad}}
	op.NotInplaceSafe = true
	return op
}()
