package ir

// Array ops (PyPTO src/ir/op/array_ops/memory.cpp): a small fixed-size 1-D
// array of integers on the core's scalar stack (ArrayType), written
// SSA-functionally -- array.update_element returns the updated array.

// arrayDType reports whether an array may hold dt: integers, BOOL and
// TASK_ID (memory.cpp:48-53).
func arrayDType(dt DataType) bool { return dt.IsInt() || dt == BOOL || dt == TASKID }

var ArrayCreate = &OpDef{
	Name:        "array.create",
	Doc:         "allocate an on-core array of extent elements",
	Args:        []ArgSpec{{Name: "extent", Kind: ArgAny}},
	Kwargs:      []KwSpec{{Name: "dtype", Kind: KwDType, Required: true}},
	ReusesInput: -1,
	Access:      AccessNone,
	Pipe:        PipeNone,
	Deduce: func(d *Deduction) (Type, error) {
		dt, _ := d.KwDType("dtype")
		if !arrayDType(dt) {
			return nil, d.Errf(-1, "dtype", "dtype must be integer, BOOL, or TASK_ID, got %s", dt)
		}
		c, ok := d.Args[0].(*ConstInt)
		if !ok {
			return nil, d.Errf(0, "extent", "extent must be a compile-time ConstInt, got %s", nodeKindName(d.Args[0]))
		}
		if c.Value <= 0 {
			return nil, d.Errf(0, "extent", "extent must be positive, got %d", c.Value)
		}
		return &ArrayType{DType: dt, Extent: c.Value}, nil
	},
}

// arrayIndex checks the array operand and the index of get / update
// (memory.cpp:65-80, :87-100).
func arrayIndex(d *Deduction) (*ArrayType, error) {
	at, ok := d.Args[0].Type().(*ArrayType)
	if !ok {
		return nil, d.Errf(0, "arg-kind", "first argument must be ArrayType, got %s", TypeKindName(d.Args[0].Type()))
	}
	if dt := d.ScalarDType(1); !dt.IsInt() {
		return nil, d.Errf(1, "dtype", "index must have integer dtype, got %s", dt)
	}
	return at, nil
}

var ArrayGetElement = &OpDef{
	Name:        "array.get_element",
	Doc:         "read one element of an array",
	Args:        []ArgSpec{{Name: "array", Kind: ArgAny}, {Name: "index", Kind: ArgScalar}},
	ReusesInput: -1,
	Access:      AccessFunctional,
	Pipe:        PipeS,
	Deduce: func(d *Deduction) (Type, error) {
		at, err := arrayIndex(d)
		if err != nil {
			return nil, err
		}
		return Scalar(at.DType), nil
	},
}

var ArrayUpdateElement = &OpDef{
	Name:        "array.update_element",
	Doc:         "the array with one element replaced (SSA-functional)",
	Args:        []ArgSpec{{Name: "array", Kind: ArgAny}, {Name: "index", Kind: ArgScalar}, {Name: "value", Kind: ArgScalar}},
	ReusesInput: -1,
	Access:      AccessFunctional,
	Pipe:        PipeS,
	Deduce: func(d *Deduction) (Type, error) {
		at, err := arrayIndex(d)
		if err != nil {
			return nil, err
		}
		// INDEX is interchangeable with any integer dtype on either side
		// (memory.cpp:102-110).
		vd := d.ScalarDType(2)
		if vd != at.DType && !(vd == INDEX && at.DType.IsInt()) && !(at.DType == INDEX && vd.IsInt()) {
			return nil, d.Errf(2, "dtype-mismatch", "value dtype (%s) must match array dtype (%s)", vd, at.DType)
		}
		return &ArrayType{DType: at.DType, Extent: at.Extent}, nil
	},
}
