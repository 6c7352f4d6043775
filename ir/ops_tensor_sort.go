package ir

// Tensor-level sorts: sort32 over 32-element blocks and the merge sorts
// (PyPTO src/ir/op/tensor_ops/sort.cpp).

// sortDType reports the value dtypes the sort instructions take.
func tensorSortDType(d *Deduction, i int, what string) error {
	if dt := d.Tensor(i).DType; dt != FP16 && dt != FP32 {
		return d.Errf(i, "dtype", "requires %s dtype to be FP16 or FP32, but got %s", what, dt)
	}
	return nil
}

// TensorSort32 sorts each 32-element block of the last axis, carrying a
// UINT32 index tensor of the source's shape; the result interleaves values
// and indices, doubling the last axis (DeduceTensorSort32Type,
// sort.cpp:45-91).
var TensorSort32 = tensorOp("tensor.sort32", "each 32-element block of the last axis sorted, values and UINT32 indices interleaved (last axis doubled)",
	[]ArgSpec{{Name: "src", Kind: ArgTensor}, {Name: "idx", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		src, idx := d.Tensor(0), d.Tensor(1)
		if err := tensorSortDType(d, 0, "src"); err != nil {
			return nil, err
		}
		if src.Rank() == 0 {
			return nil, d.Errf(0, "rank", "requires non-empty input shape")
		}
		last := src.Shape[src.Rank()-1]
		if c, ok := last.(*ConstInt); ok && (c.Value <= 0 || c.Value%32 != 0) {
			return nil, d.Errf(0, "shape", "requires the last dimension to be a positive multiple of 32, but got %d", c.Value)
		}
		if idx.DType != UINT32 {
			return nil, d.Errf(1, "dtype", "requires idx dtype to be UINT32, but got %s", idx.DType)
		}
		if idx.Rank() != src.Rank() {
			return nil, d.Errf(1, "rank", "requires idx rank (%d) to match src rank (%d)", idx.Rank(), src.Rank())
		}
		for i := range src.Shape {
			if !dimsEqual(src.Shape[i], idx.Shape[i]) {
				return nil, d.Errf(1, "shape", "requires idx shape to match src shape at axis %d", i)
			}
		}
		shape := append([]Expr(nil), src.Shape[:src.Rank()-1]...)
		if c, ok := last.(*ConstInt); ok {
			shape = append(shape, ConstI(c.Value*2))
		} else {
			shape = append(shape, &Binary{Op: OpMul, L: last, R: ConstI(2), DType: INDEX})
		}
		return NewTensorType(shape, src.DType, nil, nil), nil
	})

// TensorMrgsortFormat2 merges two to four sorted lists of one dtype and
// rank, matching on all but the last axis; the result's last axis is the
// sum of theirs (DeduceTensorMrgSortType, sort.cpp:112-174).
var TensorMrgsortFormat2 = withKwargs(tensorOp("tensor.mrgsort_format2", "2 to 4 sorted lists merged (last axes concatenated)",
	[]ArgSpec{{Name: "src0", Kind: ArgTensor}, {Name: "src1", Kind: ArgTensor}, {Name: "src2", Kind: ArgTensor, Optional: true}, {Name: "src3", Kind: ArgTensor, Optional: true}},
	func(d *Deduction) (Type, error) {
		s0 := d.Tensor(0)
		if err := tensorSortDType(d, 0, "src"); err != nil {
			return nil, err
		}
		if s0.Rank() == 0 {
			return nil, d.Errf(0, "rank", "requires non-empty src shape")
		}
		srcs := []*TensorType{s0}
		for i := 1; i < len(d.Args); i++ {
			s := d.Tensor(i)
			if s.DType != s0.DType {
				return nil, d.Errf(i, "dtype-mismatch", "requires all src tensors to have matching dtype, but argument %d has %s (expected %s)", i, s.DType, s0.DType)
			}
			if s.Rank() != s0.Rank() {
				return nil, d.Errf(i, "rank", "requires all src tensors to have matching rank")
			}
			for a := 0; a+1 < s0.Rank(); a++ {
				if !dimsEqual(s.Shape[a], s0.Shape[a]) {
					return nil, d.Errf(i, "shape", "requires all src tensors to match shape on non-concat axis %d, but argument %d differs", a, i)
				}
			}
			srcs = append(srcs, s)
		}
		sum, static := int64(0), true
		for _, s := range srcs {
			c, ok := s.Shape[s.Rank()-1].(*ConstInt)
			if !ok {
				static = false
				break
			}
			sum += c.Value
		}
		var last Expr = ConstI(sum)
		if !static {
			last = srcs[0].Shape[s0.Rank()-1]
			for _, s := range srcs[1:] {
				last = &Binary{Op: OpAdd, L: last, R: s.Shape[s.Rank()-1], DType: INDEX}
			}
		}
		shape := append(append([]Expr(nil), s0.Shape[:s0.Rank()-1]...), last)
		return NewTensorType(shape, s0.DType, nil, nil), nil
	}), KwSpec{Name: "exhausted", Kind: KwBool})

// TensorMrgsortFormat1 merges the sorted runs of block_len (a positive
// multiple of 64) within one list (DeduceTensorMrgSort1Type,
// sort.cpp:197-225).
var TensorMrgsortFormat1 = tensorOp("tensor.mrgsort_format1", "the sorted runs of block_len elements of one list merged",
	[]ArgSpec{{Name: "src", Kind: ArgTensor}, {Name: "block_len", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
		src := d.Tensor(0)
		if err := tensorSortDType(d, 0, "src"); err != nil {
			return nil, err
		}
		if dt := d.ScalarDType(1); !dt.IsInt() {
			return nil, d.Errf(1, "dtype", "requires block_len to be an integer type, but got %s", dt)
		}
		if c, ok := d.Args[1].(*ConstInt); ok && (c.Value <= 0 || c.Value%64 != 0) {
			return nil, d.Errf(1, "block-len", "requires block_len to be a positive multiple of 64, but got %d", c.Value)
		}
		return NewTensorType(src.Shape, src.DType, nil, nil), nil
	})
