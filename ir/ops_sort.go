package ir

// Sorting: tile.sort32 sorts 32-element blocks into value-index pairs,
// tile.mrgsort_format1 / _format2 merge sorted runs (PyPTO
// src/ir/op/tile_ops/sort.cpp). Each reads its full sources while it
// writes, so none is in-place safe.

func sortDType(d *Deduction, i int) error {
	if dt := d.Tile(i).DType; dt != FP16 && dt != FP32 {
		return d.Errf(i, "dtype", "requires src dtype to be FP16 or FP32, but got %s", dt)
	}
	return nil
}

// TileSort32 sorts each 32-element block of src with its index tile; the
// result doubles the last axis for value-index pairs (DeduceTileSort32Type,
// sort.cpp:59-116; pto.tsort32, src/backend/common/pto_ops_datamove.cpp:967-976).
var TileSort32 = notInplace(vecOp("tile.sort32", "sort 32-element blocks into value-index pairs (the last axis doubles)",
	[]ArgSpec{{Name: "src", Kind: ArgTile}, {Name: "idx", Kind: ArgTile}},
	func(d *Deduction) (Type, error) {
		if err := sortDType(d, 0); err != nil {
			return nil, err
		}
		src := d.Tile(0)
		if src.Rank() == 0 {
			return nil, d.Errf(0, "rank", "requires non-empty input shape")
		}
		n := src.Rank()
		shape := append([]Expr(nil), src.Shape[:n-1]...)
		shape = append(shape, mulI(src.Shape[n-1], ConstI(2)))
		return NewTileType(shape, src.DType, nil, MemNone, inheritLayout(src, shape)), nil
	}))

// TileMrgsortFormat1 merges the sorted runs of block_len (a positive
// multiple of 64 when constant) within one tile (DeduceTileMrgSort1Type,
// sort.cpp:199-248; pto.tmrgsort format1,
// src/backend/common/pto_ops_datamove.cpp:1013-1021).
var TileMrgsortFormat1 = notInplace(vecOp("tile.mrgsort_format1", "merge the sorted runs of block_len within one tile",
	[]ArgSpec{{Name: "src", Kind: ArgTile}, {Name: "block_len", Kind: ArgScalar}},
	func(d *Deduction) (Type, error) {
		if err := sortDType(d, 0); err != nil {
			return nil, err
		}
		if sd := d.ScalarDType(1); !sd.IsInt() {
			return nil, d.Errf(1, "dtype", "requires block_len to be an integer type, but got %s", sd)
		}
		if c, ok := d.Args[1].(*ConstInt); ok && (c.Value <= 0 || c.Value%64 != 0) {
			return nil, d.Errf(1, "block-len", "requires block_len to be a positive multiple of 64, but got %d", c.Value)
		}
		src := d.Tile(0)
		return NewTileType(src.Shape, src.DType, nil, MemNone, inheritLayout(src, src.Shape)), nil
	}))

// TileMrgsortFormat2 merges 2 to 4 sorted tiles; its last argument is the
// tmp tile whose shape the result takes (DeduceTileMrgSortType,
// sort.cpp:122-193; pto.tmrgsort format2,
// src/backend/common/pto_ops_datamove.cpp:1001-1012).
var TileMrgsortFormat2 = func() *OpDef {
	op := notInplace(vecOp("tile.mrgsort_format2", "merge 2 to 4 sorted tiles (the last argument is the tmp tile)",
		[]ArgSpec{{Name: "src0", Kind: ArgTile}, {Name: "src1", Kind: ArgTile}, {Name: "tmp_or_src2", Kind: ArgTile},
			{Name: "tmp_or_src3", Kind: ArgTile, Optional: true}, {Name: "tmp", Kind: ArgTile, Optional: true}},
		func(d *Deduction) (Type, error) {
			if err := sortDType(d, 0); err != nil {
				return nil, err
			}
			src0 := d.Tile(0)
			last := len(d.Args) - 1
			for i := 1; i < last; i++ {
				if dt := d.Tile(i).DType; dt != src0.DType {
					return nil, d.Errf(i, "dtype-mismatch", "requires all src tiles to have matching dtype, but argument %d has %s (expected %s)", i, dt, src0.DType)
				}
			}
			tmp := d.Tile(last)
			return NewTileType(tmp.Shape, src0.DType, nil, MemNone, inheritLayout(src0, tmp.Shape)), nil
		}))
	op.Kwargs = []KwSpec{{Name: "exhausted", Kind: KwBool}}
	return op
}()
