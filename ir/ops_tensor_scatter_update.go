package ir

// tensor.scatter_update (PyPTO src/ir/op/tensor_ops/scatter_update.cpp).

// TensorScatterUpdate writes the rows of src into input at the row
// positions a 2-D integer index lists: a 2-D input [rows, d] with src
// [b*s, d], or a 4-D input [blocks, block_size, 1, d] with src [b, s, 1, d];
// only dim=-2 (DeduceTensorScatterUpdateType, scatter_update.cpp:36-77).
var TensorScatterUpdate = withKwargs(tensorOp("tensor.scatter_update", "input with the rows of src written at the row positions a 2-D index lists",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "index", Kind: ArgTensor}, {Name: "src", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		in, idx, src := d.Tensor(0), d.Tensor(1), d.Tensor(2)
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
		return NewTensorType(in.Shape, in.DType, nil, nil), nil
	}), KwSpec{Name: "dim", Kind: KwInt})
