package ir

// Tensor-level matrix multiplication (PyPTO
// src/ir/op/tensor_ops/matmul.cpp): vector and matrix forms, batched with
// broadcast batch axes, optional transposes; and the accumulating form.

// contraction checks that two static contraction extents agree
// (CheckContractionExtents, matmul.cpp:59-67).
func contraction(d *Deduction, kl, kr Expr, what string) error {
	a, ok1 := kl.(*ConstInt)
	b, ok2 := kr.(*ConstInt)
	if ok1 && ok2 && a.Value != b.Value {
		return d.Errf(1, "contraction", "%s, but got lhs K=%d and rhs K=%d", what, a.Value, b.Value)
	}
	return nil
}

// matmulDims are the M, K (lhs), K (rhs) and N extents of the trailing
// matrix axes after the transposes.
func matmulDims(l, r []Expr, aT, bT bool) (m, kl, kr, n Expr) {
	ln, rn := len(l), len(r)
	m, kl = l[ln-2], l[ln-1]
	if aT {
		m, kl = kl, m
	}
	kr, n = r[rn-2], r[rn-1]
	if bT {
		kr, n = n, kr
	}
	return
}

// TensorMatmul multiplies two tensors (DeduceTensorMatMulType,
// matmul.cpp:71-193): [K]x[K] gives a rank-0 tensor, [M,K]x[K] gives [M],
// [K]x[K,N] gives [N], [M,K]x[K,N] gives [M,N], and higher ranks broadcast
// their batch axes. The dtype is out_dtype, else the promoted operand
// dtype; the result has no valid region.
var TensorMatmul = withKwargs(tensorOp("tensor.matmul", "matrix product lhs @ rhs of two tensors, with optional transposes and batch broadcasting",
	tensorTensorArgs, func(d *Deduction) (Type, error) {
		l, r := d.Tensor(0), d.Tensor(1)
		if l.Rank() < 1 {
			return nil, d.Errf(0, "rank", "requires lhs to have at least 1 dimension")
		}
		if r.Rank() < 1 {
			return nil, d.Errf(1, "rank", "requires rhs to have at least 1 dimension")
		}
		dt, ok := d.KwDType("out_dtype")
		if !ok {
			dt = Promote(l.DType, r.DType)
		}
		aT, bT := d.KwBool("a_trans"), d.KwBool("b_trans")
		if aT && l.Rank() < 2 {
			return nil, d.Errf(0, "transpose", "a_trans does not apply to a 1D lhs (a vector has no axes to swap); drop a_trans or pass a 2D lhs")
		}
		if bT && r.Rank() < 2 {
			return nil, d.Errf(1, "transpose", "b_trans does not apply to a 1D rhs (a vector has no axes to swap); drop b_trans or pass a 2D rhs")
		}
		const inner = "requires matching inner dimensions"
		var shape []Expr
		switch {
		case l.Rank() == 1 && r.Rank() == 1:
			if err := contraction(d, l.Shape[0], r.Shape[0], "dot product requires matching dimensions"); err != nil {
				return nil, err
			}
			shape = []Expr{}
		case l.Rank() == 2 && r.Rank() == 1:
			m, k := l.Shape[0], l.Shape[1]
			if aT {
				m, k = k, m
			}
			if err := contraction(d, k, r.Shape[0], inner); err != nil {
				return nil, err
			}
			shape = []Expr{m}
		case l.Rank() == 1 && r.Rank() == 2:
			k, n := r.Shape[0], r.Shape[1]
			if bT {
				k, n = n, k
			}
			if err := contraction(d, l.Shape[0], k, inner); err != nil {
				return nil, err
			}
			shape = []Expr{n}
		case l.Rank() == 2 && r.Rank() == 2:
			m, kl, kr, n := matmulDims(l.Shape, r.Shape, aT, bT)
			if err := contraction(d, kl, kr, inner); err != nil {
				return nil, err
			}
			shape = []Expr{m, n}
		default:
			if l.Rank() < 2 || r.Rank() < 2 {
				return nil, d.Errf(-1, "rank", "requires both tensors to have at least 2 dimensions for batched matmul, but got lhs shape size %d and rhs shape size %d", l.Rank(), r.Rank())
			}
			batch, ok := broadcastShapes(l.Shape[:l.Rank()-2], r.Shape[:r.Rank()-2])
			if !ok {
				return nil, d.Errf(1, "broadcast", "Cannot broadcast batch dimensions for tensor.matmul")
			}
			m, kl, kr, n := matmulDims(l.Shape, r.Shape, aT, bT)
			if err := contraction(d, kl, kr, inner+" for batched matmul"); err != nil {
				return nil, err
			}
			shape = append(append(append([]Expr{}, batch...), m), n)
		}
		return NewTensorType(shape, dt, nil, nil), nil
	}), KwSpec{Name: "out_dtype", Kind: KwDType}, KwSpec{Name: "a_trans", Kind: KwBool}, KwSpec{Name: "b_trans", Kind: KwBool}, KwSpec{Name: "c_matrix_nz", Kind: KwBool})

// TensorMatmulAcc is acc + lhs @ rhs over at least 2-D operands of one
// dtype; acc is FP32 for float operands, INT32 otherwise, and its shape is
// the result's (DeduceTensorMatMulAccType, matmul.cpp:213-308). The
// optional BOOL init_cond overwrites instead of accumulating where it
// holds (CheckMatmulInitCond, type_inference.cpp:459-469).
var TensorMatmulAcc = withKwargs(tensorOp("tensor.matmul_acc", "acc + lhs @ rhs over tensors (acc overwritten where init_cond holds)",
	[]ArgSpec{{Name: "acc", Kind: ArgTensor}, {Name: "lhs", Kind: ArgTensor}, {Name: "rhs", Kind: ArgTensor}, {Name: "init_cond", Kind: ArgScalar, Optional: true}},
	func(d *Deduction) (Type, error) {
		if d.Has(3) && d.ScalarDType(3) != BOOL {
			return nil, d.Errf(3, "init-cond", "requires init_cond to have dtype BOOL, but got %s. Write a comparison such as `k == 0` rather than passing the index itself.", d.ScalarDType(3))
		}
		acc, l, r := d.Tensor(0), d.Tensor(1), d.Tensor(2)
		for i, t := range []*TensorType{acc, l, r} {
			if t.Rank() < 2 {
				return nil, d.Errf(i, "rank", "requires %s to be at least 2D, but got %dD", d.Op.Args[i].Name, t.Rank())
			}
		}
		if l.DType != r.DType {
			return nil, d.Errf(2, "dtype-mismatch", "requires identical lhs and rhs dtypes, but got %s and %s", l.DType, r.DType)
		}
		dt := INT32
		if l.DType.IsFloat() && r.DType.IsFloat() {
			dt = FP32
		}
		if acc.DType != dt {
			return nil, d.Errf(0, "acc-dtype", "requires accumulator dtype %s, but got %s", dt, acc.DType)
		}
		m, kl, kr, n := matmulDims(l.Shape, r.Shape, d.KwBool("a_trans"), d.KwBool("b_trans"))
		if a, ok := kl.(*ConstInt); ok {
			if b, ok := kr.(*ConstInt); ok && a.Value != b.Value {
				return nil, d.Errf(2, "contraction", "lhs K=%d != rhs K=%d", a.Value, b.Value)
			}
		}
		an := acc.Rank()
		if a, ok := acc.Shape[an-2].(*ConstInt); ok {
			if b, ok := m.(*ConstInt); ok && a.Value != b.Value {
				return nil, d.Errf(0, "acc-shape", "acc M=%d != matmul M=%d", a.Value, b.Value)
			}
		}
		if a, ok := acc.Shape[an-1].(*ConstInt); ok {
			if b, ok := n.(*ConstInt); ok && a.Value != b.Value {
				return nil, d.Errf(0, "acc-shape", "acc N=%d != matmul N=%d", a.Value, b.Value)
			}
		}
		batch, ok := broadcastShapes(l.Shape[:l.Rank()-2], r.Shape[:r.Rank()-2])
		if !ok {
			return nil, d.Errf(2, "broadcast", "Cannot broadcast batch dimensions for tensor.matmul_acc")
		}
		accBatch := acc.Shape[:an-2]
		if len(batch) != len(accBatch) {
			return nil, d.Errf(0, "acc-shape", "acc batch rank (%d) must equal broadcast(lhs, rhs) batch rank (%d)", len(accBatch), len(batch))
		}
		for i := range accBatch {
			a, ok1 := accBatch[i].(*ConstInt)
			b, ok2 := batch[i].(*ConstInt)
			if ok1 && ok2 && a.Value != b.Value {
				return nil, d.Errf(0, "acc-shape", "acc batch dim %d (%d) must equal broadcast(lhs, rhs) batch dim %d (%d)", i, a.Value, i, b.Value)
			}
		}
		return NewTensorType(acc.Shape, dt, nil, nil), nil
	}), KwSpec{Name: "a_trans", Kind: KwBool}, KwSpec{Name: "b_trans", Kind: KwBool})
