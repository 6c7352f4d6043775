package ir

import (
	"fmt"
	"strings"
)

// Tensor-level paged gathers into an on-chip buffer: paged_gather, and the
// kernel-driven pair create_l1 / gather_row (PyPTO
// src/ir/op/tensor_ops/paged_gather.cpp).

// pagedIndexTable checks a paged_gather index or block-table operand: an
// INT32 tensor of rank 1, or of rank 2 shaped [1, n] (the lowering reads
// row 0; paged_gather.cpp:101-131).
func pagedIndexTable(d *Deduction, i int, what string) error {
	t := d.Tensor(i)
	if t.DType != INT32 {
		return d.Errf(i, "dtype", "requires %s dtype to be INT32, but got %s", what, t.DType)
	}
	if t.Rank() != 1 && t.Rank() != 2 {
		return d.Errf(i, "rank", "requires 1D or 2D %s, but got rank %d", what, t.Rank())
	}
	if t.Rank() == 2 {
		if c, ok := t.Shape[0].(*ConstInt); !ok || c.Value != 1 {
			first := "dynamic"
			if ok {
				first = fmt.Sprint(c.Value)
			}
			return d.Errf(i, "shape", "requires 2D %s to have shape [1, n], but got first dim %s", what, first)
		}
	}
	return nil
}

// kwIntOr is an int kwarg or a default.
func kwIntOr(d *Deduction, key string, def int64) int64 {
	if v, ok := d.Kw(key); ok {
		return v.(int64)
	}
	return def
}

// TensorPagedGather gathers rows of a 2-D paged pool by logical row
// indices translated through a block table into a static
// [max_indices, size] on-chip buffer ([size, max_indices] with is_trans)
// (DeduceTensorPagedGatherType, paged_gather.cpp:76-167).
var TensorPagedGather = withKwargs(tensorOp("tensor.paged_gather", "rows of a 2-D paged pool, picked by logical indices through a block table, gathered into a static on-chip buffer",
	[]ArgSpec{{Name: "src", Kind: ArgTensor}, {Name: "indices", Kind: ArgTensor}, {Name: "block_table", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		src := d.Tensor(0)
		switch src.DType {
		case FP16, BF16, FP32, INT8:
		default:
			return nil, d.Errf(0, "dtype", "requires src dtype in {FP16, BF16, FP32, INT8}, but got %s", src.DType)
		}
		if src.Rank() != 2 {
			return nil, d.Errf(0, "rank", "requires 2D src, but got rank %d", src.Rank())
		}
		if err := pagedIndexTable(d, 1, "indices"); err != nil {
			return nil, err
		}
		if err := pagedIndexTable(d, 2, "block_table"); err != nil {
			return nil, err
		}
		positive := func(key string) (int64, error) {
			v := kwIntOr(d, key, 0)
			if v <= 0 {
				return 0, d.Errf(-1, "kwarg-range", "requires %s > 0, but got %d", key, v)
			}
			return v, nil
		}
		if _, err := positive("block_size"); err != nil {
			return nil, err
		}
		size, err := positive("size")
		if err != nil {
			return nil, err
		}
		off := kwIntOr(d, "col_off", 0)
		if off < 0 {
			return nil, d.Errf(-1, "kwarg-range", "requires col_off >= 0, but got %d", off)
		}
		rows, err := positive("max_indices")
		if err != nil {
			return nil, err
		}
		trans := d.KwBool("is_trans")
		if m, ok := d.KwMemory("space"); trans && ok && m != Mat {
			return nil, d.Errf(-1, "space", "requires space=MemorySpace::Mat (L1) when is_trans=true")
		}
		if c, ok := src.Shape[1].(*ConstInt); ok && off+size > c.Value {
			return nil, d.Errf(0, "shape", "requires col_off + size (%d) <= src columns (%d)", off+size, c.Value)
		}
		if trans {
			return NewTensorType(ConstIs(size, rows), src.DType, nil, nil), nil
		}
		return NewTensorType(ConstIs(rows, size), src.DType, nil, nil), nil
	}), KwSpec{Name: "block_size", Kind: KwInt, Required: true}, KwSpec{Name: "size", Kind: KwInt, Required: true},
	KwSpec{Name: "col_off", Kind: KwInt}, KwSpec{Name: "max_indices", Kind: KwInt, Required: true},
	KwSpec{Name: "is_trans", Kind: KwBool}, KwSpec{Name: "is_b_matrix", Kind: KwBool}, KwSpec{Name: "space", Kind: KwMemory})

// TensorCreateL1 allocates an on-chip (L1) accumulator of a static
// positive shape for gather_row, typed as a tensor
// (DeduceTensorCreateL1Type, paged_gather.cpp:203-232).
var TensorCreateL1 = func() *OpDef {
	o := withKwargs(tensorOp("tensor.create_l1", "allocate an on-chip (L1) accumulator of a static shape for tensor.gather_row",
		[]ArgSpec{{Name: "shape", Kind: ArgIndices}}, func(d *Deduction) (Type, error) {
			shape := d.List(0)
			for i, e := range shape {
				if c, ok := e.(*ConstInt); !ok || c.Value <= 0 {
					return nil, d.Errf(0, "static-shape", "shape element %d must be a positive compile-time ConstInt", i)
				}
			}
			if len(shape) == 0 {
				return nil, d.Errf(0, "shape", "requires a non-empty shape")
			}
			dt, _ := d.KwDType("dtype")
			return NewTensorType(shape, dt, nil, nil), nil
		}), KwSpec{Name: "dtype", Kind: KwDType, Required: true}, KwSpec{Name: "transpose", Kind: KwBool})
	o.Access = AccessNone
	return o
}()

// TensorGatherRow loads one GM row window of src into the accumulator at
// dst_offset, in place; the result is the accumulator's type. shapes must
// be static; the optional valid_shape narrows only the transfer
// (DeduceTensorGatherRowType, paged_gather.cpp:234-258, with
// CheckGatherRowOperands, type_inference.cpp:395-457). Its printed
// valid_shape is a keyword (python_printer.cpp:1200-1206).
var TensorGatherRow = withKwargs(tensorOp("tensor.gather_row", "one GM row window of src loaded into the on-chip accumulator at dst_offset (in place)",
	[]ArgSpec{{Name: "acc", Kind: ArgTensor}, {Name: "src", Kind: ArgTensor}, {Name: "dst_offset", Kind: ArgTuple}, {Name: "src_offset", Kind: ArgTuple},
		{Name: "shapes", Kind: ArgTuple}, {Name: "valid_shape", Kind: ArgTuple, Optional: true}},
	func(d *Deduction) (Type, error) {
		acc, src := d.Tensor(0), d.Tensor(1)
		if acc.DType != src.DType {
			return nil, d.Errf(1, "dtype-mismatch", "requires acc and src to share dtype, but got %s and %s", acc.DType, src.DType)
		}
		shapes := d.List(4)
		for i, e := range shapes {
			if _, ok := e.(*ConstInt); !ok {
				return nil, d.Errf(4, "static-shape", "requires shapes[%d] to be a compile-time constant (it sizes pto.subview, whose sizes is a static attribute), but got a runtime value. Pass a dynamic row count through valid_shape instead — it keeps the window (and so the tile allocation and box alignment) static while varying only the transfer length.", i)
			}
		}
		if !d.Has(5) {
			return acc, nil
		}
		valid := d.List(5)
		if len(valid) != len(shapes) {
			return nil, d.Errf(5, "rank", "requires valid_shape to have the same rank as shapes (%d), but got rank %d", len(shapes), len(valid))
		}
		for i, e := range valid {
			if dt := e.Type().(*ScalarType).DType; dt.IsFloat() {
				return nil, d.Errf(5, "dtype", "requires valid_shape[%d] to be an integer extent, but got %s", i, dt)
			}
		}
		if d.KwBool("transpose") {
			for _, e := range valid {
				if _, ok := e.(*ConstInt); !ok {
					return nil, d.Errf(5, "transpose", "does not support a dynamic valid_shape together with transpose=True (the DN2NZ per-row path would need a runtime column extent on a boxed NZ tile). Use a static valid_shape with transpose=True, or gather without transpose and read the operand with matmul(b_trans=True).")
				}
			}
		}
		var errs []string
		for i := range valid {
			if nonNegative(valid[i]) == ProofFalse {
				errs = append(errs, fmt.Sprintf("%s valid_shape dimension %d has provably negative extent %s; expected 0 <= valid_shape[%d] <= shape[%d] (%s)", d.Op.Name, i, PrintExpr(valid[i]), i, i, PrintExpr(shapes[i])))
			}
			if ProveLessEqual(valid[i], shapes[i]) == ProofFalse {
				errs = append(errs, fmt.Sprintf("%s valid_shape dimension %d extent %s provably exceeds physical shape extent %s", d.Op.Name, i, PrintExpr(valid[i]), PrintExpr(shapes[i])))
			}
		}
		if len(errs) > 0 {
			return nil, d.Errf(5, "valid-shape", "%s", strings.TrimPrefix(strings.Join(errs, "; "), d.Op.Name+" "))
		}
		return acc, nil
	}), KwSpec{Name: "transpose", Kind: KwBool})
