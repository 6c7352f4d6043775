package ir

import "testing"

// Stand-ins for ops the parser builds by name that the default registry
// may not have yet (the tensor view ops, the array ops, the task-id
// placeholder). Each deduces only the result type the pinned PyPTO gives
// in the cases the parser tests use; a stand-in is used only when the
// default registry lacks the op, so the tests run unchanged once the real
// op is registered.
var standIns = []*OpDef{
	{
		Name: "tensor.slice", Doc: "test stand-in: a window of a tensor",
		Args:        []ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "shape", Kind: ArgIndices}, {Name: "offset", Kind: ArgIndices}, {Name: "valid_shape", Kind: ArgTuple, Optional: true}, {Name: "drop_dims", Kind: ArgTuple, Optional: true}},
		ReusesInput: -1,
		Deduce: func(d *Deduction) (Type, error) {
			shape := d.List(1)
			if d.Has(4) {
				drop := map[int]bool{}
				for _, x := range d.List(4) {
					drop[int(x.(*ConstInt).Value)] = true
				}
				var kept []Expr
				for i, s := range shape {
					if !drop[i] {
						kept = append(kept, s)
					}
				}
				shape = kept
			}
			return NewTensorType(shape, d.Tensor(0).DType, nil, nil), nil
		},
	},
	{
		Name: "tensor.assemble", Doc: "test stand-in: write a tensor into a window of another",
		Args:        []ArgSpec{{Name: "target", Kind: ArgTensor}, {Name: "source", Kind: ArgTensor}, {Name: "offset", Kind: ArgIndices}},
		ReusesInput: -1,
		Deduce:      func(d *Deduction) (Type, error) { return d.Tensor(0), nil },
	},
	{
		Name: "tensor.reshape", Doc: "test stand-in: reshape a tensor",
		Args:        []ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "shape", Kind: ArgIndices}, {Name: "valid_shape", Kind: ArgIndices, Optional: true}},
		ReusesInput: -1,
		Deduce: func(d *Deduction) (Type, error) {
			return NewTensorType(d.List(1), d.Tensor(0).DType, nil, nil), nil
		},
	},
	{
		Name: "array.create", Doc: "test stand-in: an on-core array",
		Args:        []ArgSpec{{Name: "extent", Kind: ArgScalar}},
		Kwargs:      []KwSpec{{Name: "dtype", Kind: KwDType, Required: true}},
		ReusesInput: -1,
		Deduce: func(d *Deduction) (Type, error) {
			dt, _ := d.KwDType("dtype")
			return &ArrayType{DType: dt, Extent: d.Args[0].(*ConstInt).Value}, nil
		},
	},
	{
		Name: "array.get_element", Doc: "test stand-in: read an array element",
		Args:        []ArgSpec{{Name: "array"}, {Name: "index", Kind: ArgScalar}},
		ReusesInput: -1,
		Deduce:      func(d *Deduction) (Type, error) { return Scalar(d.Args[0].Type().(*ArrayType).DType), nil },
	},
	{
		Name: "array.update_element", Doc: "test stand-in: replace an array element",
		Args:        []ArgSpec{{Name: "array"}, {Name: "index", Kind: ArgScalar}, {Name: "value", Kind: ArgScalar}},
		ReusesInput: -1,
		Deduce:      func(d *Deduction) (Type, error) { return d.Args[0].Type(), nil },
	},
	{
		Name: "system.task_invalid", Doc: "test stand-in: the invalid task id",
		ReusesInput: -1,
		Deduce:      func(d *Deduction) (Type, error) { return Scalar(TASKID), nil },
	},
}

// standInRegistry is the default registry plus the stand-ins it lacks.
func standInRegistry(t testing.TB) *Registry {
	t.Helper()
	defs := append([]*OpDef(nil), Ops().Ops()...)
	for _, s := range standIns {
		if _, ok := Ops().Lookup(s.Name); !ok {
			defs = append(defs, s)
		}
	}
	r, err := NewRegistry(defs...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
