package ir

// Tensor-level gathers: by an index tensor along an axis, by a column mask
// pattern, and the compare form (PyPTO src/ir/op/tensor_ops/gather.cpp).

// gatherDType reports the element dtypes pto.tgather takes.
func gatherDType(dt DataType) bool { return dt == FP16 || dt == FP32 || dt == INT16 || dt == INT32 }

// TensorGather picks input elements along dim by an index tensor of the
// input's rank: out[.., i, ..] = input[.., index[.., i, ..], ..]; the result
// has the index's shape (DeduceTensorGatherType, gather.cpp:39-108).
var TensorGather = withKwargs(tensorOp("tensor.gather", "input elements picked along dim by an index tensor (result: the index's shape)",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "index", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		in, idx := d.Tensor(0), d.Tensor(1)
		if !gatherDType(in.DType) {
			return nil, d.Errf(0, "dtype", "requires input dtype to be FP16, FP32, INT16, or INT32, but got %s", in.DType)
		}
		b16 := in.DType == FP16 || in.DType == INT16
		if idx.DType != INT32 && !(idx.DType == INT16 && b16) {
			return nil, d.Errf(1, "dtype", "requires index dtype INT32 (any input), or INT16 with a 16-bit input (FP16/INT16); INT16 indices with a 32-bit input are unsafe (tgather b32 reads them as u32). Got index %s with input %s", idx.DType, in.DType)
		}
		r := in.Rank()
		if r < 2 {
			return nil, d.Errf(0, "rank", "requires rank >= 2, but got rank %d", r)
		}
		if idx.Rank() != r {
			return nil, d.Errf(1, "rank", "requires index rank (%d) to match input rank (%d)", idx.Rank(), r)
		}
		dimV, _ := d.Kw("dim")
		dim := dimV.(int64)
		nd := dim
		if nd < 0 {
			nd += int64(r)
		}
		if nd < 0 || nd >= int64(r) {
			return nil, d.Errf(-1, "dim", "requires dim in [%d, %d], but got dim=%d", -r, r-1, dim)
		}
		for i := range r {
			if int64(i) == nd {
				continue
			}
			a, ok1 := idx.Shape[i].(*ConstInt)
			b, ok2 := in.Shape[i].(*ConstInt)
			if ok1 && ok2 && a.Value > b.Value {
				return nil, d.Errf(1, "shape", "requires index.shape[%d] (%d) <= input.shape[%d] (%d) on non-gather axes", i, a.Value, i, b.Value)
			}
		}
		return NewTensorType(idx.Shape, in.DType, nil, nil), nil
	}), KwSpec{Name: "dim", Kind: KwInt, Required: true})

// TensorGatherMask compacts each row of a 2-D tensor to the columns the
// mask pattern (1-7) selects; output_dtype may reinterpret the elements at
// the same width (DeduceTensorGatherMaskType, gather.cpp:129-206).
var TensorGatherMask = withKwargs(tensorOp("tensor.gather_mask", "each row of a 2-D tensor compacted to the columns a mask pattern selects",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		in := d.Tensor(0)
		if !gatherDType(in.DType) {
			return nil, d.Errf(0, "dtype", "requires input dtype to be FP16, FP32, INT16, or INT32, but got %s", in.DType)
		}
		if in.Rank() != 2 {
			return nil, d.Errf(0, "rank", "requires 2D input, but got rank %d", in.Rank())
		}
		pattern := int64(-1)
		if v, ok := d.Kw("mask_pattern"); ok {
			pattern = v.(int64)
		}
		if pattern < 1 || pattern > 7 {
			return nil, d.Errf(-1, "mask-pattern", "requires mask_pattern in range [1, 7], but got %d", pattern)
		}
		col := in.Shape[1]
		if div := maskStride(pattern); div != 1 {
			if c, ok := col.(*ConstInt); ok {
				if c.Value%div != 0 {
					return nil, d.Errf(0, "shape", "with mask_pattern=%d requires src columns divisible by %d, got %d", pattern, div, c.Value)
				}
				col = ConstI(c.Value / div)
			} else {
				col = &Binary{Op: OpFloorDiv, L: col, R: ConstI(div), DType: INDEX}
			}
		}
		dt := in.DType
		if o, ok := d.KwDType("output_dtype"); ok {
			if o.Bits() != in.DType.Bits() {
				return nil, d.Errf(-1, "output-dtype", "output_dtype must have the same bit width as input dtype (%s = %d bits), but got %s = %d bits", in.DType, in.DType.Bits(), o, o.Bits())
			}
			dt = o
		}
		return NewTensorType([]Expr{in.Shape[0], col}, dt, nil, nil), nil
	}), KwSpec{Name: "mask_pattern", Kind: KwInt}, KwSpec{Name: "output_dtype", Kind: KwDType})

// TensorGatherCompare scans each row of a 2-D tensor against kvalue under
// cmp_mode and gives the matching column indices ([rows, out_cols], INT32)
// and the per-row match counts ([1, rows], count_dtype)
// (DeduceTensorGatherCompareType, gather.cpp:242-307).
var TensorGatherCompare = withKwargs(tensorOp("tensor.gather_compare", "per row of a 2-D tensor: the column indices whose elements compare true against kvalue, and their count",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "kvalue", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
		in := d.Tensor(0)
		if !gatherDType(in.DType) {
			return nil, d.Errf(0, "dtype", "requires input dtype in {FP16, FP32, INT16, INT32}, but got %s", in.DType)
		}
		if in.Rank() != 2 {
			return nil, d.Errf(0, "rank", "requires 2D input, but got rank %d", in.Rank())
		}
		if kd := d.ScalarDType(1); kd != in.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires kvalue dtype equal to src dtype %s , but got %s", in.DType, kd)
		}
		mode, _ := d.Kw("cmp_mode")
		if m := mode.(int64); m < 0 || m > 5 {
			return nil, d.Errf(-1, "cmp-mode", "requires cmp_mode in [0, 5] (eq/ne/lt/le/gt/ge), but got %d", m)
		}
		colsV, _ := d.Kw("out_cols")
		cols := colsV.(int64)
		if cols <= 0 {
			return nil, d.Errf(-1, "out-cols", "requires out_cols > 0, but got %d", cols)
		}
		count := INT32
		if c, ok := d.KwDType("count_dtype"); ok {
			count = c
		}
		if count != INT32 && count != UINT32 {
			return nil, d.Errf(-1, "count-dtype", "requires count_dtype to be INT32 or UINT32, but got %s", count)
		}
		rows := in.Shape[0]
		return &TupleType{Elems: []Type{
			NewTensorType([]Expr{rows, ConstI(cols)}, INT32, nil, nil),
			NewTensorType([]Expr{ConstI(1), rows}, count, nil, nil),
		}}, nil
	}), KwSpec{Name: "cmp_mode", Kind: KwInt, Required: true}, KwSpec{Name: "offset", Kind: KwInt},
	KwSpec{Name: "out_cols", Kind: KwInt, Required: true}, KwSpec{Name: "count_dtype", Kind: KwDType})
