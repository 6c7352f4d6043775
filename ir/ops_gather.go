package ir

// Gathers: by an index tile (tile.gather), by 32-byte block offsets
// (tile.gatherb), by a mask pattern (tile.gather_mask), by comparison
// (tile.gather_compare), one GM row into a tile (tile.gather_row) and rows
// or elements of a GM table (tile.mgather) (PyPTO
// src/ir/op/tile_ops/gather.cpp, paged_gather.cpp, memory.cpp:1192-1423).

func gatherSrcDType(dt DataType) bool { return dt == FP16 || dt == FP32 || dt == INT16 || dt == INT32 }

// TileGather gathers src elements at the indices of an index tile; the
// result has the indices' shape and src's dtype and layout
// (DeduceTileGatherType, gather.cpp:46-116, not_inplace_safe; pto.tgather,
// src/backend/common/pto_ops_elementwise.cpp:689).
var TileGather = notInplace(vecOp("tile.gather", "gather src elements by an index tile (with a tmp tile)",
	[]ArgSpec{{Name: "src", Kind: ArgTile}, {Name: "indices", Kind: ArgTile}, {Name: "tmp", Kind: ArgTile, Scratch: true}},
	func(d *Deduction) (Type, error) {
		src, idx := d.Tile(0), d.Tile(1)
		if !gatherSrcDType(src.DType) {
			return nil, d.Errf(0, "dtype", "requires src dtype to be FP16, FP32, INT16, or INT32, but got %s", src.DType)
		}
		src16 := src.DType == FP16 || src.DType == INT16
		if idx.DType != INT32 && !(idx.DType == INT16 && src16) {
			return nil, d.Errf(1, "dtype", "requires indices dtype INT32 (any src), or INT16 with a 16-bit src (FP16/INT16); INT16 indices with a 32-bit src are unsafe (tgather b32 reads them as u32). Got indices %s with src %s", idx.DType, src.DType)
		}
		return NewTileType(idx.Shape, src.DType, nil, MemNone, inheritLayout(src, idx.Shape)), nil
	}))

func gatherbDType(dt DataType) bool {
	switch dt {
	case INT8, UINT8, INT16, UINT16, INT32, UINT32, FP16, BF16, FP32:
		return true
	}
	return false
}

// TileGatherb gathers 32-byte blocks of src at UINT32 byte offsets: each
// offset row (a multiple of 8 offsets) becomes a destination row of
// offset_cols * (32 / element bytes) elements (DeduceTileGatherbType,
// gather.cpp:122-223, not_inplace_safe; pto.tgatherb,
// src/backend/common/pto_ops_elementwise.cpp:364-389, :925-933).
var TileGatherb = func() *OpDef {
	op := notInplace(vecOp("tile.gatherb", "gather 32-byte src blocks at UINT32 byte offsets",
		[]ArgSpec{{Name: "src", Kind: ArgTile}, {Name: "offset", Kind: ArgTile}},
		func(d *Deduction) (Type, error) {
			src, off := d.Tile(0), d.Tile(1)
			if !gatherbDType(src.DType) {
				return nil, d.Errf(0, "dtype", "requires src dtype to be an 8/16/32-bit int/uint or FP16/BF16/FP32, but got %s", src.DType)
			}
			out := src.DType
			if dt, ok := d.KwDType("output_dtype"); ok {
				out = dt
			}
			if !gatherbDType(out) {
				return nil, d.Errf(-1, "output-dtype", "requires output_dtype to be an 8/16/32-bit int/uint or FP16/BF16/FP32, but got %s", out)
			}
			if off.DType != UINT32 {
				return nil, d.Errf(1, "dtype", "requires offset dtype to be UINT32, but got %s", off.DType.MsgName())
			}
			if src.Rank() != 2 {
				return nil, d.Errf(0, "rank", "requires a 2D src tile, but got rank %d", src.Rank())
			}
			if off.Rank() != 2 {
				return nil, d.Errf(1, "rank", "requires a 2D offset tile, but got rank %d", off.Rank())
			}
			cols, ok := ConstValue(off.Shape[1])
			if !ok {
				return nil, d.Errf(1, "static-cols", "requires static offset columns")
			}
			if cols <= 0 || cols%8 != 0 {
				return nil, d.Errf(1, "offset-cols", "requires offset columns to be a positive multiple of 8 (32-byte UINT32 row), but got %d", cols)
			}
			per := int64(32 / out.Bytes())
			ov := off.ValidShape()
			shape := []Expr{off.Shape[0], mulI(off.Shape[1], ConstI(per))}
			valid := []Expr{ov[0], mulI(ov[1], ConstI(per))}
			return NewTileType(shape, out, nil, MemNone, plainView(valid)), nil
		}))
	op.Kwargs = []KwSpec{{Name: "output_dtype", Kind: KwDType}}
	return op
}()

// maskStride is the column stride of a gather / scatter mask pattern:
// 2 for P0101 and P1010 (1, 2), 4 for P0001 .. P1000 (3 .. 6), 1 for P1111
// (7) (gather.cpp:254-257, scatter.cpp:218-221).
func maskStride(pattern int64) int64 {
	switch {
	case pattern == 7:
		return 1
	case pattern <= 2:
		return 2
	}
	return 4
}

// MaskStride is maskStride for the generator: the column stride of a
// gather / scatter mask pattern in [1, 7].
func MaskStride(pattern int64) int64 { return maskStride(pattern) }

// maskPattern reads the mask_pattern kwarg, in [1, 7] (gather.cpp:243-252).
func maskPattern(d *Deduction) (int64, error) {
	p := int64(-1)
	if v, ok := d.Kw("mask_pattern"); ok {
		p = v.(int64)
	}
	if p < 1 || p > 7 {
		return 0, d.Errf(-1, "mask-pattern", "requires mask_pattern in range [1, 7], but got %d", p)
	}
	return p, nil
}

// TileGatherMask keeps the columns a mask pattern selects in each row of a
// 2-D tile, compacted; output_dtype may reinterpret the bits as another
// dtype of the same width (DeduceTileGatherMaskType, gather.cpp:229-324,
// not_inplace_safe; pto.tgather with maskPattern,
// src/backend/common/pto_ops_datamove.cpp:563-601).
var TileGatherMask = func() *OpDef {
	op := notInplace(vecOp("tile.gather_mask", "keep the columns a mask pattern selects in each row, compacted",
		[]ArgSpec{{Name: "src", Kind: ArgTile}},
		func(d *Deduction) (Type, error) {
			src := d.Tile(0)
			if !gatherSrcDType(src.DType) {
				return nil, d.Errf(0, "dtype", "requires src dtype to be FP16, FP32, INT16, or INT32, but got %s", src.DType)
			}
			p, err := maskPattern(d)
			if err != nil {
				return nil, err
			}
			if src.Rank() != 2 {
				return nil, d.Errf(0, "rank", "requires 2D src shape, got rank %d", src.Rank())
			}
			cols := src.Shape[1]
			if k := maskStride(p); k > 1 {
				if c, ok := ConstValue(cols); ok {
					if c%k != 0 {
						return nil, d.Errf(0, "mask-cols", "with mask_pattern=%d requires src columns divisible by %d, got %d", p, k, c)
					}
					cols = ConstI(c / k)
				} else {
					cols = &Binary{Op: OpFloorDiv, L: cols, R: ConstI(k), DType: INDEX}
				}
			}
			shape := []Expr{src.Shape[0], cols}
			out := src.DType
			if dt, ok := d.KwDType("output_dtype"); ok {
				if dt.Bits() != src.DType.Bits() {
					return nil, d.Errf(-1, "output-dtype", "output_dtype must have the same bit width as src dtype (%s = %d bits), but got %s = %d bits", src.DType, src.DType.Bits(), dt, dt.Bits())
				}
				out = dt
			}
			return NewTileType(shape, out, nil, MemNone, inheritLayout(src, shape)), nil
		}))
	op.Kwargs = []KwSpec{{Name: "mask_pattern", Kind: KwInt}, {Name: "output_dtype", Kind: KwDType}}
	return op
}()

// TileGatherCompare scans each row of a 2-D src against kvalue and returns
// the gathered INT32 indices [rows, out_cols] and the per-row match counts
// [1, rows] as a tuple (DeduceTileGatherCompareType, gather.cpp:361-468,
// not_inplace_safe; pto.tgather compare form,
// src/backend/common/pto_ops_datamove.cpp:603-662).
var TileGatherCompare = func() *OpDef {
	op := notInplace(vecOp("tile.gather_compare", "indices of the elements of each row that compare with kvalue, and their count per row",
		[]ArgSpec{{Name: "src", Kind: ArgTile}, {Name: "kvalue", Kind: ArgScalar}, {Name: "tmp", Kind: ArgTile, Scratch: true}},
		func(d *Deduction) (Type, error) {
			src := d.Tile(0)
			if !gatherSrcDType(src.DType) {
				return nil, d.Errf(0, "dtype", "requires src dtype in {FP16, FP32, INT16, INT32}, but got %s", src.DType)
			}
			if src.Rank() != 2 {
				return nil, d.Errf(0, "rank", "requires 2D src, but got rank %d", src.Rank())
			}
			if kd := d.ScalarDType(1); kd != src.DType {
				return nil, d.Errf(1, "dtype", "requires kvalue dtype equal to src dtype %s , but got %s", src.DType.MsgName(), kd.MsgName())
			}
			mode, ok := d.Kw("cmp_mode")
			if !ok {
				return nil, d.Errf(-1, "cmp-mode", "requires a 'cmp_mode' keyword argument")
			}
			if m := mode.(int64); m < 0 || m > 5 {
				return nil, d.Errf(-1, "cmp-mode", "requires cmp_mode in [0, 5] (eq/ne/lt/le/gt/ge), but got %d", m)
			}
			oc, ok := d.Kw("out_cols")
			if !ok {
				return nil, d.Errf(-1, "out-cols", "requires an 'out_cols' keyword argument")
			}
			if oc.(int64) <= 0 {
				return nil, d.Errf(-1, "out-cols", "requires out_cols > 0, but got %d", oc.(int64))
			}
			count := INT32
			if dt, ok := d.KwDType("count_dtype"); ok {
				count = dt
			}
			if count != INT32 && count != UINT32 {
				return nil, d.Errf(-1, "count-dtype", "requires count_dtype to be INT32 or UINT32, but got %s", count)
			}
			rows := src.Shape[0]
			dshape := []Expr{rows, ConstI(oc.(int64))}
			dst := NewTileType(dshape, INT32, nil, MemNone, inheritLayout(src, dshape))
			cshape := []Expr{ConstI(1), rows}
			cdst := NewTileType(cshape, count, nil, MemNone, plainView(cshape))
			return &TupleType{Elems: []Type{dst, cdst}}, nil
		}))
	op.Kwargs = []KwSpec{{Name: "cmp_mode", Kind: KwInt}, {Name: "offset", Kind: KwInt}, {Name: "out_cols", Kind: KwInt}, {Name: "count_dtype", Kind: KwDType}}
	return op
}()

// TileGatherRow loads a window of a GM tensor straight into a sub-region of
// an on-chip (Mat or Vec) tile in place; the result is the destination, of
// its type. shapes must be constants; valid_shape, integer extents within
// shapes, narrows only this transfer (DeduceTileGatherRowType,
// paged_gather.cpp:52-102; CheckGatherRowOperands,
// src/ir/op/type_inference.cpp:395-458). It has no memory constraints and
// lowers to pto.subview + pto.tload (MakeGatherRowCodegenPTO,
// src/backend/common/pto_ops_datamove.cpp:346-420, :1211-1213), a GM load
// on MTE2 (src/backend/common/backend.cpp:491-494).
var TileGatherRow = &OpDef{
	Name: "tile.gather_row",
	Doc:  "load a GM window into a sub-region of an on-chip tile in place",
	Args: []ArgSpec{{Name: "dst", Kind: ArgTile}, {Name: "src", Kind: ArgTensor}, {Name: "dst_offset", Kind: ArgTuple},
		{Name: "src_offset", Kind: ArgTuple}, {Name: "shapes", Kind: ArgTuple}, {Name: "valid_shape", Kind: ArgTuple, Optional: true}},
	Kwargs:      []KwSpec{{Name: "transpose", Kind: KwBool}},
	Output:      OutputMemory{Kind: OutNone},
	ReusesInput: 0,
	Access:      AccessFunctional,
	Writes:      []int{0},
	Pipe:        PipeMTE2,
	Tile:        true,
	Deduce: func(d *Deduction) (Type, error) {
		dst, src := d.Tile(0), d.Tensor(1)
		if dst.DType != src.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires dst and src to share dtype, but got %s and %s", dst.DType, src.DType)
		}
		shapes := d.List(4)
		for j, e := range shapes {
			if _, ok := e.(*ConstInt); !ok {
				return nil, d.Errf(4, "static-shape", "requires shapes[%d] to be a compile-time constant (it sizes pto.subview, whose sizes is a static attribute), but got a runtime value. Pass a dynamic row count through valid_shape instead — it keeps the window (and so the tile allocation and box alignment) static while varying only the transfer length.", j)
			}
		}
		if !d.Has(5) {
			return dst, nil
		}
		valid := d.List(5)
		if len(valid) != len(shapes) {
			return nil, d.Errf(5, "rank", "requires valid_shape to have the same rank as shapes (%d), but got rank %d", len(shapes), len(valid))
		}
		for j, e := range valid {
			if dt := e.Type().(*ScalarType).DType; dt.IsFloat() {
				return nil, d.Errf(5, "dtype", "requires valid_shape[%d] to be an integer extent, but got %s", j, dt)
			}
		}
		if d.KwBool("transpose") {
			for _, e := range valid {
				if _, ok := e.(*ConstInt); !ok {
					return nil, d.Errf(5, "transpose", "does not support a dynamic valid_shape together with transpose=True (the DN2NZ per-row path would need a runtime column extent on a boxed NZ tile). Use a static valid_shape with transpose=True, or gather without transpose and read the operand with matmul(b_trans=True).")
				}
			}
		}
		for j := range valid {
			if ProveLessEqual(ConstI(0), valid[j]) == ProofFalse {
				return nil, d.Errf(5, "valid-bounds", "valid_shape dimension %d has provably negative extent %s; expected 0 <= valid_shape[%d] <= shape[%d] (%s)", j, PrintExpr(valid[j]), j, j, PrintExpr(shapes[j]))
			}
			if ProveLessEqual(valid[j], shapes[j]) == ProofFalse {
				return nil, d.Errf(5, "valid-bounds", "valid_shape dimension %d extent %s provably exceeds physical shape extent %s", j, PrintExpr(valid[j]), PrintExpr(shapes[j]))
			}
		}
		return dst, nil
	},
}

func mgatherDType(dt DataType) bool {
	switch dt {
	case INT8, UINT8, INT16, UINT16, INT32, UINT32, FP16, BF16, FP32, FP8E4M3FN, FP8E5M2, HF8:
		return true
	}
	return false
}

func ndTensor(t *TensorType) bool { return t.View == nil || t.View.Layout == ND }

// TileMgather gathers rows (coalesce 0) or elements (coalesce 1) of a GM
// table by an INT32 index into a fresh tile: into Vec (the default) by an
// index tile, into Mat by a GM index tensor, elements into Mat through a
// GM scratch tensor (DeduceTileMgatherType, memory.cpp:1227-1389,
// :1391-1423, not_inplace_safe; pto.mgather,
// src/backend/common/pto_ops_memory.cpp:340-480, :957-962). Argument 2 is
// the scratch tensor in Mat element mode, valid_shape in Mat row mode.
// The Mat element-mode write of the scratch (a kwarg-dependent effect,
// memory.cpp:1410-1418) is not in Writes.
var TileMgather = &OpDef{
	Name: "tile.mgather",
	Doc:  "gather rows or elements of a GM table by INT32 indices into a fresh Vec or Mat tile",
	Args: []ArgSpec{{Name: "mem", Kind: ArgTensor}, {Name: "idx", Kind: ArgShaped},
		{Name: "scratch", Kind: ArgAny, Optional: true}, {Name: "valid_shape", Kind: ArgIndices, Optional: true}},
	Kwargs:         []KwSpec{{Name: "coalesce", Kind: KwInt}, {Name: "gather_oob", Kind: KwInt}, {Name: "target_memory", Kind: KwMemory}},
	Output:         OutputMemory{Kind: OutFromKwarg, Space: Vec},
	ReusesInput:    -1,
	NotInplaceSafe: true,
	Access:         AccessFunctional,
	Pipe:           PipeMTE2,
	Tile:           true,
	Deduce:         deduceMgather,
}

func deduceMgather(d *Deduction) (Type, error) {
	mem := d.Tensor(0)
	if !mgatherDType(mem.DType) {
		return nil, d.Errf(0, "dtype", "requires mem dtype in {I8, U8, I16, U16, I32, U32, FP16, BF16, FP32, FP8E4M3FN, FP8E5M2, HF8}, but got %s", mem.DType)
	}
	if len(mem.Shape) == 0 {
		return nil, d.Errf(0, "rank", "requires mem to have at least one dimension")
	}
	coalesce := int64(0)
	if v, ok := d.Kw("coalesce"); ok {
		coalesce = v.(int64)
	}
	if coalesce != 0 && coalesce != 1 {
		return nil, d.Errf(-1, "coalesce", "requires coalesce in {0 (row), 1 (elem)}, but got %d", coalesce)
	}
	if v, ok := d.Kw("gather_oob"); ok && (v.(int64) < 0 || v.(int64) > 3) {
		return nil, d.Errf(-1, "gather-oob", "requires gather_oob in {0 (undefined), 1 (clamp), 2 (wrap), 3 (zero)}, but got %d", v.(int64))
	}
	space := Vec
	if m, ok := d.KwMemory("target_memory"); ok {
		space = m
	}
	if space != Vec && space != Mat {
		return nil, d.Errf(-1, "target-memory", "requires target_memory to be Vec or Mat")
	}
	last := mem.Shape[len(mem.Shape)-1]
	if space == Vec {
		if len(d.Args) != 2 {
			return nil, d.Errf(-1, "scratch", "permits scratch only for Mat elem mode")
		}
		idx, ok := d.Args[1].Type().(*TileType)
		if !ok {
			return nil, d.Errf(1, "idx", "with Vec output requires idx to be a TileType, but got %s", TypeKindName(d.Args[1].Type()))
		}
		if idx.DType != INT32 {
			return nil, d.Errf(1, "dtype", "requires idx dtype to be INT32, but got %s", idx.DType)
		}
		if idx.Rank() != 2 {
			return nil, d.Errf(1, "rank", "requires a 2D idx tile, but got rank %d", idx.Rank())
		}
		iv := idx.ValidShape()
		var shape, valid []Expr
		if coalesce == 1 {
			shape, valid = idx.Shape, iv
		} else {
			if len(mem.Shape) < 2 {
				return nil, d.Errf(0, "rank", "row mode requires mem rank >= 2 so rows have an element dimension, but got rank %d", len(mem.Shape))
			}
			r, ok1 := ConstValue(idx.Shape[0])
			c, ok2 := ConstValue(idx.Shape[1])
			if !ok1 || !ok2 {
				return nil, d.Errf(1, "idx-shape", "row mode requires a static [1, R] or [R, 1] idx shape")
			}
			if r != 1 && c != 1 {
				return nil, d.Errf(1, "idx-shape", "row mode requires a [1, R] or [R, 1] idx shape, but got [%d, %d]", r, c)
			}
			k := 0
			if r == 1 {
				k = 1
			}
			shape, valid = []Expr{idx.Shape[k], last}, []Expr{iv[k], last}
		}
		return NewTileType(shape, mem.DType, nil, MemNone, plainView(valid)), nil
	}
	if !ndTensor(mem) {
		return nil, d.Errf(0, "layout", "with Mat output requires mem to use ND tensor layout")
	}
	idx, ok := d.Args[1].Type().(*TensorType)
	if !ok {
		return nil, d.Errf(1, "idx", "with Mat output requires idx to be a GM TensorType, but got %s", TypeKindName(d.Args[1].Type()))
	}
	if !ndTensor(idx) {
		return nil, d.Errf(1, "layout", "with Mat output requires idx to use ND tensor layout")
	}
	if idx.DType != INT32 {
		return nil, d.Errf(1, "dtype", "requires Mat idx dtype to be INT32, but got %s", idx.DType)
	}
	if len(idx.Shape) != 2 {
		return nil, d.Errf(1, "rank", "requires a 2D Mat idx tensor, but got rank %d", len(idx.Shape))
	}
	var shape []Expr
	validAt := 2
	if coalesce == 1 {
		validAt = 3
		if len(d.Args) != 3 && len(d.Args) != 4 {
			return nil, d.Errf(-1, "scratch", "Mat elem mode requires GM scratch and optionally accepts valid_shape")
		}
		if d.Args[2] == d.Args[0] || d.Args[2] == d.Args[1] {
			return nil, d.Errf(2, "scratch", "Mat elem scratch must not alias mem or idx; use a distinct GM tensor")
		}
		scratch, ok := d.Args[2].Type().(*TensorType)
		if !ok {
			return nil, d.Errf(2, "scratch", "Mat elem scratch must be a GM tensor")
		}
		if scratch.DType != mem.DType {
			return nil, d.Errf(2, "dtype", "Mat elem scratch dtype must match mem dtype")
		}
		if !staticContiguous(scratch) {
			return nil, d.Errf(2, "layout", "Mat elem scratch must be a contiguous ND tensor")
		}
		shape = idx.Shape
		need, ok := NumElements(shape)
		if !ok {
			return nil, d.Errf(1, "static-shape", "Mat elem output shape must be static")
		}
		have, ok := NumElements(scratch.Shape)
		if !ok {
			return nil, d.Errf(2, "static-shape", "Mat elem scratch shape must be static")
		}
		if have < need {
			return nil, d.Errf(2, "scratch-size", "Mat elem scratch requires at least %d elements, but got %d", need, have)
		}
	} else {
		if len(d.Args) != 2 && len(d.Args) != 3 {
			return nil, d.Errf(-1, "valid-shape", "Mat row mode accepts only an optional valid_shape")
		}
		if len(mem.Shape) < 2 {
			return nil, d.Errf(0, "rank", "Mat row mode requires mem rank >= 2")
		}
		if r, ok := ConstValue(idx.Shape[0]); !ok || r != 1 {
			return nil, d.Errf(1, "idx-shape", "Mat row mode requires a [1, R] GM idx tensor")
		}
		shape = []Expr{idx.Shape[1], last}
	}
	rows, ok1 := ConstValue(shape[0])
	cols, ok2 := ConstValue(shape[1])
	if !ok1 || !ok2 {
		return nil, d.Errf(-1, "static-shape", "Mat output shape must be static")
	}
	c0 := int64(32 / max(mem.DType.Bytes(), 1))
	if rows%16 != 0 {
		return nil, d.Errf(-1, "mat-rows", "Mat output rows must be a multiple of 16")
	}
	if cols%c0 != 0 {
		return nil, d.Errf(-1, "mat-cols", "Mat output cols must be a multiple of %d", c0)
	}
	valid := shape
	if d.Has(validAt) {
		vt, ok := d.Args[validAt].(*MakeTuple)
		if !ok {
			return nil, d.Errf(validAt, "valid-shape", "Mat valid_shape must be a MakeTuple of compile-time constants")
		}
		if len(vt.Elems) != len(shape) {
			return nil, d.Errf(validAt, "valid-shape", "Mat valid_shape must have rank %d, but got %d", len(shape), len(vt.Elems))
		}
		for i, e := range vt.Elems {
			v, ok := e.(*ConstInt)
			if !ok {
				return nil, d.Errf(validAt, "valid-shape", "Mat valid_shape element %d must be a compile-time constant", i)
			}
			p, _ := ConstValue(shape[i])
			if v.Value <= 0 || v.Value > p {
				return nil, d.Errf(validAt, "valid-shape", "requires 0 < Mat valid_shape[%d] <= output_shape[%d], but got %d and %d", i, i, v.Value, p)
			}
		}
		valid = vt.Elems
	}
	view := plainView(valid)
	view.BLayout, view.SLayout = ColMajor, RowMajor
	return NewTileType(shape, mem.DType, nil, MemNone, view), nil
}

// staticContiguous is IsStaticContiguousTensor (memory.cpp:1203-1220): ND
// with no strides or the packed row-major strides of a static shape.
func staticContiguous(t *TensorType) bool {
	if t.View == nil {
		return true
	}
	if t.View.Layout != ND {
		return false
	}
	if len(t.View.Stride) == 0 {
		return true
	}
	if len(t.View.Stride) != len(t.Shape) {
		return false
	}
	want := int64(1)
	for i := len(t.Shape) - 1; i >= 0; i-- {
		s, ok1 := ConstValue(t.View.Stride[i])
		n, ok2 := ConstValue(t.Shape[i])
		if !ok1 || !ok2 {
			return false
		}
		if n != 1 && s != want {
			return false
		}
		want *= n
	}
	return true
}
