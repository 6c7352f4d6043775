package ir

// Tensor-level broadcast ops: a [.., M, 1] row vector or a [.., 1, N]
// column vector combined with (or expanded to) a [.., M, N] tensor, a
// scalar expanded to a tensor's shape, and expand_clone (PyPTO
// src/ir/op/tensor_ops/broadcast.cpp). The results are fresh tensors of
// the main operand's shape with no valid region of their own.

// deduceRowExpand is DeduceTensorRowExpandType (broadcast.cpp:47-99).
func deduceRowExpand(d *Deduction) (Type, error) {
	t, row := d.Tensor(0), d.Tensor(1)
	if t.Rank() < 2 {
		return nil, d.Errf(0, "rank", "requires first argument to have at least 2 dimensions, but got %d dimensions", t.Rank())
	}
	if row.Rank() < 2 {
		return nil, d.Errf(1, "rank", "requires second argument to have at least 2 dimensions, but got %d dimensions", row.Rank())
	}
	if !isConst(row.Shape[row.Rank()-1], 1) {
		return nil, d.Errf(1, "row-vec", "requires second argument's last dimension to be 1, but got %s", fmtShape(row.Shape))
	}
	tr, ok1 := t.Shape[t.Rank()-2].(*ConstInt)
	rr, ok2 := row.Shape[row.Rank()-2].(*ConstInt)
	if ok1 && ok2 && tr.Value != rr.Value {
		return nil, d.Errf(1, "row-vec", "requires matching row dimensions, but got tensor rows=%d and row_vec rows=%d", tr.Value, rr.Value)
	}
	return NewTensorType(t.Shape, Promote(t.DType, row.DType), nil, nil), nil
}

// deduceColExpand is DeduceTensorColExpandType (broadcast.cpp:116-169).
func deduceColExpand(d *Deduction) (Type, error) {
	t, col := d.Tensor(0), d.Tensor(1)
	if t.Rank() < 2 {
		return nil, d.Errf(0, "rank", "requires first argument to have at least 2 dimensions, but got %d dimensions", t.Rank())
	}
	if col.Rank() < 2 {
		return nil, d.Errf(1, "rank", "requires second argument to have at least 2 dimensions, but got %d dimensions", col.Rank())
	}
	if rows := col.Shape[col.Rank()-2]; !isConst(rows, 1) {
		return nil, d.Errf(1, "col-vec", "requires second argument's second-to-last dimension (row) to be 1, but got %s", PrintExpr(rows))
	}
	tc, ok1 := t.Shape[t.Rank()-1].(*ConstInt)
	cc, ok2 := col.Shape[col.Rank()-1].(*ConstInt)
	if ok1 && ok2 && tc.Value != cc.Value {
		return nil, d.Errf(1, "col-vec", "requires matching column dimensions, but got tensor cols=%d and col_vec cols=%d", tc.Value, cc.Value)
	}
	return NewTensorType(t.Shape, Promote(t.DType, col.DType), nil, nil), nil
}

func rowExpandOp(name, doc string, first string) *OpDef {
	return tensorOp(name, doc, []ArgSpec{{Name: first, Kind: ArgTensor}, {Name: "row_vec", Kind: ArgTensor}}, deduceRowExpand)
}

func colExpandOp(name, doc string) *OpDef {
	return tensorOp(name, doc, []ArgSpec{{Name: "tensor", Kind: ArgTensor}, {Name: "col_vec", Kind: ArgTensor}}, deduceColExpand)
}

var (
	// The row broadcasts (broadcast.cpp:243-341); row_expand_add adds a
	// dtype rule (TensorRowExpandAdd).
	TensorRowExpandMul    = rowExpandOp("tensor.row_expand_mul", "tensor * row_vec, the [.., M, 1] row vector broadcast along the columns", "tensor")
	TensorRowExpandDiv    = rowExpandOp("tensor.row_expand_div", "tensor / row_vec, the [.., M, 1] row vector broadcast along the columns", "tensor")
	TensorRowExpandSub    = rowExpandOp("tensor.row_expand_sub", "tensor - row_vec, the [.., M, 1] row vector broadcast along the columns", "tensor")
	TensorRowExpandMax    = rowExpandOp("tensor.row_expand_max", "max(tensor, row_vec), the [.., M, 1] row vector broadcast along the columns", "tensor")
	TensorRowExpandMin    = rowExpandOp("tensor.row_expand_min", "min(tensor, row_vec), the [.., M, 1] row vector broadcast along the columns", "tensor")
	TensorRowExpandExpdif = rowExpandOp("tensor.row_expand_expdif", "exp(tensor - row_vec), the [.., M, 1] row vector broadcast along the columns", "tensor")
	TensorRowExpand       = rowExpandOp("tensor.row_expand", "the [.., M, 1] row vector expanded to the target's [.., M, N] shape", "target")
	// The column broadcasts (broadcast.cpp:263-401).
	TensorColExpandMul    = colExpandOp("tensor.col_expand_mul", "tensor * col_vec, the [.., 1, N] column vector broadcast along the rows")
	TensorColExpandAdd    = colExpandOp("tensor.col_expand_add", "tensor + col_vec, the [.., 1, N] column vector broadcast along the rows")
	TensorColExpandSub    = colExpandOp("tensor.col_expand_sub", "tensor - col_vec, the [.., 1, N] column vector broadcast along the rows")
	TensorColExpandDiv    = colExpandOp("tensor.col_expand_div", "tensor / col_vec, the [.., 1, N] column vector broadcast along the rows")
	TensorColExpandMax    = colExpandOp("tensor.col_expand_max", "max(tensor, col_vec), the [.., 1, N] column vector broadcast along the rows")
	TensorColExpandMin    = colExpandOp("tensor.col_expand_min", "min(tensor, col_vec), the [.., 1, N] column vector broadcast along the rows")
	TensorColExpandExpdif = colExpandOp("tensor.col_expand_expdif", "exp(tensor - col_vec), the [.., 1, N] column vector broadcast along the rows")
	TensorColExpand       = colExpandOp("tensor.col_expand", "the [.., 1, N] column vector expanded to the tensor's [.., M, N] shape")
)

// TensorRowExpandAdd also requires one dtype of {INT8, INT16, INT32, FP16,
// FP32} on both operands (DeduceTensorRowExpandAddType,
// broadcast.cpp:101-114).
var TensorRowExpandAdd = tensorOp("tensor.row_expand_add", "tensor + row_vec, the [.., M, 1] row vector broadcast along the columns",
	[]ArgSpec{{Name: "tensor", Kind: ArgTensor}, {Name: "row_vec", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		t, err := deduceRowExpand(d)
		if err != nil {
			return nil, err
		}
		a, b := d.Tensor(0).DType, d.Tensor(1).DType
		if a != b {
			return nil, d.Errf(1, "dtype-mismatch", "requires src0 and src1 to have the same dtype, but got %s and %s", a, b)
		}
		switch a {
		case INT8, INT16, INT32, FP16, FP32:
		default:
			return nil, d.Errf(0, "dtype", "requires dtype in {INT8, INT16, INT32, FP16, FP32}, but got %s", a)
		}
		return t, nil
	})

// TensorExpands fills the target's shape with a scalar, keeping the
// target's dtype (DeduceTensorExpandScalarType, broadcast.cpp:171-186).
var TensorExpands = tensorOp("tensor.expands", "a tensor of the target's shape and dtype filled with a scalar",
	[]ArgSpec{{Name: "target", Kind: ArgTensor}, {Name: "scalar", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		return NewTensorType(t.Shape, t.DType, nil, nil), nil
	})

// TensorExpandClone copies a rank-3 input into the target's shape,
// broadcasting at most one unit dimension (DeduceTensorExpandCloneType,
// broadcast.cpp:188-237).
var TensorExpandClone = tensorOp("tensor.expand_clone", "the rank-3 input cloned along at most one unit axis to the target's shape",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "target", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		in, tgt := d.Tensor(0), d.Tensor(1)
		if in.Rank() != 3 {
			return nil, d.Errf(0, "rank", "requires input rank to be 3, but got %d", in.Rank())
		}
		if in.Rank() != tgt.Rank() {
			return nil, d.Errf(1, "rank", "requires input rank (%d) to match target rank (%d)", in.Rank(), tgt.Rank())
		}
		n := 0
		for i := range in.Shape {
			if dimsEqual(in.Shape[i], tgt.Shape[i]) {
				continue
			}
			if !isConst(in.Shape[i], 1) {
				return nil, d.Errf(0, "broadcast", "only allows broadcasting from dimension 1, but input shape %s cannot be expanded to %s at dim %d (got %s -> %s)",
					fmtShape(in.Shape), fmtShape(tgt.Shape), i, PrintExpr(in.Shape[i]), PrintExpr(tgt.Shape[i]))
			}
			n++
		}
		if n > 1 {
			return nil, d.Errf(0, "broadcast", "allows broadcasting in at most one dimension, but got %d (input shape %s, target shape %s)", n, fmtShape(in.Shape), fmtShape(tgt.Shape))
		}
		return NewTensorType(tgt.Shape, Promote(in.DType, tgt.DType), nil, nil), nil
	})
