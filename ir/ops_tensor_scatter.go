package ir

// Tensor-level scatters: by per-element column indices (the inverse of
// tensor.gather) and by a column mask pattern (PyPTO
// src/ir/op/tensor_ops/scatter.cpp).

// TensorScatter writes src[b, k] to column index[b, k] of row b of a copy
// of input (rank 2, dim -1 only); index has src's shape and the index
// width matches the element width (2 bytes for 1-byte elements)
// (DeduceTensorScatterType, scatter.cpp:77-166).
var TensorScatter = withKwargs(tensorOp("tensor.scatter", "input with src[b, k] written to column index[b, k] of row b (the inverse of tensor.gather)",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "index", Kind: ArgTensor}, {Name: "src", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		in, idx, src := d.Tensor(0), d.Tensor(1), d.Tensor(2)
		if !scatterDType(in.DType) {
			return nil, d.Errf(0, "dtype", "requires input dtype in {I8, I16, I32, FP16, FP32, BF16}, but got %s", in.DType)
		}
		if idx.DType != INT16 && idx.DType != INT32 {
			return nil, d.Errf(1, "dtype", "requires index dtype in {INT16, INT32}, but got %s", idx.DType)
		}
		if src.DType != in.DType {
			return nil, d.Errf(2, "dtype-mismatch", "requires src dtype (%s) to match input dtype (%s)", src.DType, in.DType)
		}
		eb, ib := int64(in.DType.Bits()/8), int64(idx.DType.Bits()/8)
		want := eb
		if eb == 1 {
			want = 2
		}
		if ib != want {
			return nil, d.Errf(1, "dtype", "with input dtype %s (%d bytes) requires index dtype of %d bytes, but got %s (%d bytes)", in.DType, eb, want, idx.DType, ib)
		}
		if in.Rank() != 2 {
			return nil, d.Errf(0, "rank", "currently supports rank-2 input only, got rank %d", in.Rank())
		}
		if src.Rank() != 2 {
			return nil, d.Errf(2, "rank", "requires src rank (%d) to match input rank (%d)", src.Rank(), 2)
		}
		if idx.Rank() != 2 {
			return nil, d.Errf(1, "rank", "requires 2D index, but got rank %d", idx.Rank())
		}
		dimV, _ := d.Kw("dim")
		dim := dimV.(int64)
		if nd := dim; nd != 1 && nd != -1 {
			return nil, d.Errf(-1, "dim", "currently supports dim=-1 (last axis) only, got dim=%d", dim)
		}
		cst := func(e Expr) (int64, bool) {
			c, ok := e.(*ConstInt)
			if !ok {
				return 0, false
			}
			return c.Value, true
		}
		sr, okSR := cst(src.Shape[0])
		ir, okIR := cst(idx.Shape[0])
		if okSR && okIR && sr != ir {
			return nil, d.Errf(1, "shape", "requires index.shape[0] == src.shape[0], got src rows %d vs index rows %d", sr, ir)
		}
		sc, okSC := cst(src.Shape[1])
		ic, okIC := cst(idx.Shape[1])
		if okSC && okIC && sc != ic {
			return nil, d.Errf(1, "shape", "requires index.shape[1] == src.shape[1], got src cols %d vs index cols %d", sc, ic)
		}
		if r, ok := cst(in.Shape[0]); ok && okSR && sr > r {
			return nil, d.Errf(2, "shape", "requires src.shape[0] <= input.shape[0], got src rows %d vs input rows %d", sr, r)
		}
		if c, ok := cst(in.Shape[1]); ok && okSC && sc > c {
			return nil, d.Errf(2, "shape", "requires src.shape[1] <= input.shape[1], got src cols %d vs input cols %d", sc, c)
		}
		return NewTensorType(in.Shape, in.DType, nil, nil), nil
	}), KwSpec{Name: "dim", Kind: KwInt, Required: true})

// TensorScatterMask expands each row of a 2-D tensor into the columns of
// a row of dst that the mask pattern (1-7) selects; dst's columns are the
// input's times the pattern's stride (DeduceTensorScatterMaskType,
// scatter.cpp:189-237).
var TensorScatterMask = withKwargs(tensorOp("tensor.scatter_mask", "each row of a 2-D tensor written into the columns of dst a mask pattern selects",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "dst", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		in, dst := d.Tensor(0), d.Tensor(1)
		if !scatterDType(in.DType) {
			return nil, d.Errf(0, "dtype", "requires input dtype in {I8, I16, I32, FP16, FP32, BF16}, but got %s", in.DType)
		}
		if !scatterDType(dst.DType) {
			return nil, d.Errf(1, "dtype", "requires dst dtype in {I8, I16, I32, FP16, FP32, BF16}, but got %s", dst.DType)
		}
		if in.DType != dst.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires input and dst to have the same dtype, got %s vs %s", in.DType, dst.DType)
		}
		if in.Rank() != 2 || dst.Rank() != 2 {
			return nil, d.Errf(-1, "rank", "requires 2D input/dst, but got input rank %d and dst rank %d", in.Rank(), dst.Rank())
		}
		pattern := int64(-1)
		if v, ok := d.Kw("mask_pattern"); ok {
			pattern = v.(int64)
		}
		if pattern < 1 || pattern > 7 {
			return nil, d.Errf(-1, "mask-pattern", "requires mask_pattern in [1, 7], but got %d", pattern)
		}
		ic, ok1 := in.Shape[1].(*ConstInt)
		dc, ok2 := dst.Shape[1].(*ConstInt)
		if st := maskStride(pattern); ok1 && ok2 && dc.Value != ic.Value*st {
			return nil, d.Errf(1, "shape", "with mask_pattern=%d requires dst.shape[1] (%d) == input.shape[1] (%d) * %d", pattern, dc.Value, ic.Value, st)
		}
		return NewTensorType(dst.Shape, dst.DType, nil, nil), nil
	}), KwSpec{Name: "mask_pattern", Kind: KwInt})
