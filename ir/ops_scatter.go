package ir

// Scatters: into a tile by flat indices (tile.scatter) or a mask pattern
// (tile.scatter_mask), rows of a tile by a row index (tile.scatter_update),
// and a tile into a GM tensor by per-element indices (tile.mscatter)
// (PyPTO src/ir/op/tile_ops/scatter.cpp, transform.cpp:813-885,
// memory.cpp:1117-1190). The tile forms write their destination in place
// (set_output_reuses_input(0), ArgEffect::ReadWrite).

func scatterDType(dt DataType) bool {
	switch dt {
	case FP16, FP32, BF16, INT16, INT32, INT8:
		return true
	}
	return false
}

// scatterResult is MakeScatterResultType (scatter.cpp:87-99): dst's type
// with its effective view, in its memory space.
func scatterResult(dst *TileType) *TileType {
	v := dst.Effective()
	return NewTileType(dst.Shape, dst.DType, nil, dst.Space, &v)
}

// dpsVec is a Vec op that writes its first argument in place.
func dpsVec(name, doc string, args []ArgSpec, deduce func(d *Deduction) (Type, error)) *OpDef {
	op := vecOp(name, doc, args, deduce)
	op.ReusesInput = 0
	op.Writes = []int{0}
	return op
}

// scatterSrcDst checks dst (argument 0) and src (argument 1) of a scatter
// (scatter.cpp:131-146, :229-244).
func scatterSrcDst(d *Deduction, sameMsg string) error {
	dst, src := d.Tile(0), d.Tile(1)
	if !scatterDType(dst.DType) {
		return d.Errf(0, "dtype", "requires dst dtype in {I8, I16, I32, FP16, FP32, BF16}, but got %s", dst.DType)
	}
	if !scatterDType(src.DType) {
		return d.Errf(1, "dtype", "requires src dtype in {I8, I16, I32, FP16, FP32, BF16}, but got %s", src.DType)
	}
	if dst.DType != src.DType {
		return d.Errf(1, "dtype-mismatch", sameMsg, dst.DType, src.DType)
	}
	return nil
}

// TileScatter writes dst.flat[indexes[i, j]] = src[i, j] over the index
// tile's valid shape, later elements winning; indexes has src's shape and
// an element size tied to dst's (DeduceTileScatterType, scatter.cpp:
// 125-205; pto.tscatter, src/backend/common/pto_ops_datamove.cpp:703-760).
var TileScatter = dpsVec("tile.scatter", "write src elements into dst at flat destination indices, in place",
	[]ArgSpec{{Name: "dst", Kind: ArgTile}, {Name: "src", Kind: ArgTile}, {Name: "indexes", Kind: ArgTile}},
	func(d *Deduction) (Type, error) {
		if err := scatterSrcDst(d, "requires dst dtype (%s) to match src dtype (%s)"); err != nil {
			return nil, err
		}
		dst, src, idx := d.Tile(0), d.Tile(1), d.Tile(2)
		if idx.DType != INT16 && idx.DType != INT32 {
			return nil, d.Errf(2, "dtype", "requires indexes dtype in {INT16, INT32}, but got %s", idx.DType)
		}
		db, ib := dst.DType.Bits()/8, idx.DType.Bits()/8
		want := db
		if db == 1 {
			want = 2
		}
		if ib != want {
			return nil, d.Errf(2, "index-size", "with dst dtype %s (%d bytes) requires indexes dtype of %d bytes, but got %s (%d bytes)", dst.DType, db, want, idx.DType, ib)
		}
		if src.Rank() != 2 || dst.Rank() != 2 {
			return nil, d.Errf(1, "rank", "requires 2D src/dst tiles, but got src rank %d and dst rank %d", src.Rank(), dst.Rank())
		}
		if idx.Rank() != 2 {
			return nil, d.Errf(2, "rank", "requires 2D indexes tile, but got rank %d", idx.Rank())
		}
		for i, axis := range []string{"0", "1"} {
			s, ok1 := ConstValue(src.Shape[i])
			x, ok2 := ConstValue(idx.Shape[i])
			if ok1 && ok2 && s != x {
				what := [...]string{"rows", "cols"}[i]
				return nil, d.Errf(2, "shape", "requires indexes.shape[%s] == src.shape[%s], got src %s %d vs indexes %s %d", axis, axis, what, s, what, x)
			}
		}
		return scatterResult(dst), nil
	})

// TileScatterMask writes each src element into the next column of its dst
// row that a mask pattern marks; dst has src's rows and src's columns times
// the pattern's stride (DeduceTileScatterMaskType, scatter.cpp:223-301;
// pto.tscatter mask form, src/backend/common/pto_ops_datamove.cpp:762-800).
var TileScatterMask = func() *OpDef {
	op := dpsVec("tile.scatter_mask", "write src rows into the dst columns a mask pattern marks, in place",
		[]ArgSpec{{Name: "dst", Kind: ArgTile}, {Name: "src", Kind: ArgTile}},
		func(d *Deduction) (Type, error) {
			if err := scatterSrcDst(d, "requires dst and src to have the same dtype, got %s vs %s"); err != nil {
				return nil, err
			}
			dst, src := d.Tile(0), d.Tile(1)
			if src.Rank() != 2 || dst.Rank() != 2 {
				return nil, d.Errf(1, "rank", "requires 2D src/dst tiles, but got src rank %d and dst rank %d", src.Rank(), dst.Rank())
			}
			p, err := maskPattern(d)
			if err != nil {
				return nil, err
			}
			sr, ok1 := ConstValue(src.Shape[0])
			dr, ok2 := ConstValue(dst.Shape[0])
			if ok1 && ok2 && sr != dr {
				return nil, d.Errf(1, "shape", "requires src.shape[0] == dst.shape[0], got src rows %d vs dst rows %d", sr, dr)
			}
			sc, ok1 := ConstValue(src.Shape[1])
			dc, ok2 := ConstValue(dst.Shape[1])
			if k := maskStride(p); ok1 && ok2 && dc != sc*k {
				return nil, d.Errf(0, "shape", "with mask_pattern=%d requires dst.shape[1] (%d) == src.shape[1] (%d) * %d", p, dc, sc, k)
			}
			return scatterResult(dst), nil
		})
	op.Kwargs = []KwSpec{{Name: "mask_pattern", Kind: KwInt}}
	return op
}()

// TileScatterUpdate overwrites the rows of a 2-D [rows, d] (or 4-D
// [blocks, block_size, 1, d]) tile that a 2-D integer index tile names
// with the rows of src; only dim=-2 is supported (DeduceTileScatterUpdateType,
// transform.cpp:813-885). It has no PTO emission: ConvertTensorToTileOps
// lowers it to tile.scatter (transform.cpp:818).
var TileScatterUpdate = func() *OpDef {
	op := dpsVec("tile.scatter_update", "overwrite the dst rows an index tile names with the rows of src, in place",
		[]ArgSpec{{Name: "input", Kind: ArgTile}, {Name: "index", Kind: ArgTile}, {Name: "src", Kind: ArgTile}},
		func(d *Deduction) (Type, error) {
			in, idx, src := d.Tile(0), d.Tile(1), d.Tile(2)
			if in.Rank() != 2 && in.Rank() != 4 {
				return nil, d.Errf(0, "rank", "input must be 2D or 4D, got rank %d", in.Rank())
			}
			if idx.Rank() != 2 {
				return nil, d.Errf(1, "rank", "index must be 2D [b, s], got rank %d", idx.Rank())
			}
			if !idx.DType.IsInt() {
				return nil, d.Errf(1, "dtype", "index dtype must be integer, got %s", idx.DType)
			}
			if src.Rank() != in.Rank() {
				return nil, d.Errf(2, "rank", "src rank (%d) must match input rank (%d)", src.Rank(), in.Rank())
			}
			if src.DType != in.DType {
				return nil, d.Errf(2, "dtype-mismatch", "src dtype (%s) must match input dtype (%s)", src.DType, in.DType)
			}
			if v, ok := d.Kw("dim"); ok && v.(int64) != -2 {
				return nil, d.Errf(-1, "dim", "only dim=-2 is currently supported, got %d", v.(int64))
			}
			return scatterResult(in), nil
		})
	op.Kwargs = []KwSpec{{Name: "dim", Kind: KwInt}}
	return op
}()

// TileMscatter stores each src element to output_tensor at the flat index
// its idx element holds; the result is the updated tensor (DeduceTileMscatterType,
// memory.cpp:1117-1190: set_output_reuses_input(2), ArgEffect::Write on
// argument 2, a DMA write; pto.mscatter,
// src/backend/common/pto_ops_memory.cpp:259-338, :948-955), a Vec -> GM
// transfer on MTE3 (src/backend/common/backend.cpp:562-571).
var TileMscatter = &OpDef{
	Name:        "tile.mscatter",
	Doc:         "store tile elements to a GM tensor at per-element indices; the result is the updated tensor",
	Args:        []ArgSpec{{Name: "src", Kind: ArgTile}, {Name: "idx", Kind: ArgTile}, {Name: "output_tensor", Kind: ArgTensor}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Vec}}, {Arg: 1, Spaces: []MemorySpace{Vec}}},
	Output:      OutputMemory{Kind: OutNone},
	ReusesInput: 2,
	Access:      AccessFunctional,
	Writes:      []int{2},
	Pipe:        PipeMTE3,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		src, idx, out := d.Tile(0), d.Tile(1), d.Tensor(2)
		if !gatherSrcDType(src.DType) {
			return nil, d.Errf(0, "dtype", "requires src dtype to be FP16, FP32, INT16, or INT32, but got %s", src.DType)
		}
		if idx.DType != INT32 {
			return nil, d.Errf(1, "dtype", "requires idx dtype to be INT32, but got %s", idx.DType)
		}
		if idx.Rank() != src.Rank() {
			return nil, d.Errf(1, "rank", "requires idx rank to match src rank (%d), but got %d", src.Rank(), idx.Rank())
		}
		for i := range src.Shape {
			s, ok1 := ConstValue(src.Shape[i])
			x, ok2 := ConstValue(idx.Shape[i])
			if ok1 && ok2 && s != x {
				return nil, d.Errf(1, "shape", "requires idx shape to match src shape at dimension %d, but got %d vs %d", i, x, s)
			}
		}
		if len(out.Shape) == 0 {
			return nil, d.Errf(2, "rank", "requires output_tensor to have at least 1 dimension (scalar not supported)")
		}
		if out.DType != src.DType {
			return nil, d.Errf(2, "dtype-mismatch", "requires output_tensor dtype (%s) to match src dtype (%s)", out.DType, src.DType)
		}
		return out, nil
	},
}
