package ir

// Tensor-level elementwise ops: tensor-tensor with NumPy broadcasting,
// tensor-scalar, the partial-combine ops, fmod, maximum / minimum, cmp and
// the integer bitwise and shift ops (PyPTO
// src/ir/op/tensor_ops/elementwise.cpp). Like every tensor op they work on
// whole GM tensors and are rewritten into tile ops by ConvertTensorToTileOps
// before code generation (OpDef.ToTile).

// tensorOp builds a tensor-level op with the facts every tensor op shares:
// no memory space (a tensor lives in GM), no pipe of its own (it is lowered
// to tile ops before code generation), and a conversion to tile ops.
func tensorOp(name, doc string, args []ArgSpec, deduce func(d *Deduction) (Type, error)) *OpDef {
	return &OpDef{
		Name: name, Doc: doc, Args: args, Deduce: deduce,
		Output:      OutputMemory{Kind: OutNone},
		ReusesInput: -1,
		Access:      AccessFunctional,
		Pipe:        PipeNone,
		Tensor:      true,
		ToTile:      true,
	}
}

// withKwargs sets an op's kwargs.
func withKwargs(o *OpDef, kws ...KwSpec) *OpDef {
	o.Kwargs = kws
	return o
}

var (
	tensorTensorArgs = []ArgSpec{{Name: "lhs", Kind: ArgTensor}, {Name: "rhs", Kind: ArgTensor}}
	tensorScalarArgs = []ArgSpec{{Name: "lhs", Kind: ArgTensor}, {Name: "rhs", Kind: ArgScalar}}
	tensorEitherArgs = []ArgSpec{{Name: "lhs", Kind: ArgTensor}, {Name: "rhs", Kind: ArgAny}}
	partArgs         = []ArgSpec{{Name: "src0", Kind: ArgTensor}, {Name: "src1", Kind: ArgTensor}}
)

// freshTensor is the type of a computed (non-view) tensor result: no
// layout, stride or pad, only its own valid region (MakeFreshTensorType,
// include/pypto/ir/type_inference.h:750-756; a fully valid region
// canonicalizes away).
func freshTensor(shape []Expr, dt DataType, valid []Expr) *TensorType {
	return NewTensorType(shape, dt, &TensorView{ValidShape: valid}, nil)
}

// matchingValid is the shared valid region of two identically shaped
// operands whose valid regions are provably equal, the lhs's
// (GetMatchingElementwiseValidShape, elementwise.cpp:56-78); ok is false
// otherwise (broadcasting is not mapped).
func matchingValid(l, r *TensorType) ([]Expr, bool) {
	if l.Rank() != r.Rank() {
		return nil, false
	}
	for i := range l.Shape {
		if !dimsEqual(l.Shape[i], r.Shape[i]) {
			return nil, false
		}
	}
	lv, rv := l.EffectiveValidShape(), r.EffectiveValidShape()
	for i := range lv {
		if ProveEqual(lv[i], rv[i]) != ProofTrue {
			return nil, false
		}
	}
	return lv, true
}

// deduceTensorBinary is DeduceTensorOpElementwiseBinaryType
// (elementwise.cpp:80-117): the promoted dtype over the broadcast shape;
// the valid region is kept only when both operands have the same shape
// and provably the same valid region (and preserveValid).
func deduceTensorBinary(d *Deduction, preserveValid bool) (Type, error) {
	l, r := d.Tensor(0), d.Tensor(1)
	dt := Promote(l.DType, r.DType)
	shape, ok := broadcastShapes(l.Shape, r.Shape)
	if !ok {
		return nil, d.Errf(1, "broadcast", "requires compatible shapes, but got %s and %s", fmtShape(l.Shape), fmtShape(r.Shape))
	}
	if preserveValid {
		if v, ok := matchingValid(l, r); ok {
			return freshTensor(shape, dt, v), nil
		}
	}
	return NewTensorType(shape, dt, nil, nil), nil
}

// deduceTensorScalar is DeduceTensorOpElementwiseScalarType
// (elementwise.cpp:119-148): the tensor's shape, its dtype promoted with
// the scalar's (or kept: preserveLHS), its valid region (preserveValid).
func deduceTensorScalar(d *Deduction, preserveLHS, preserveValid bool) (Type, error) {
	t := d.Tensor(0)
	st, ok := d.Args[1].Type().(*ScalarType)
	if !ok {
		return nil, d.Errf(1, "operand-kind", "requires second argument to be a ScalarType, but got %s", TypeKindName(d.Args[1].Type()))
	}
	dt := t.DType
	if !preserveLHS {
		dt = Promote(t.DType, st.DType)
	}
	if preserveValid {
		return freshTensor(t.Shape, dt, t.EffectiveValidShape()), nil
	}
	return NewTensorType(t.Shape, dt, nil, nil), nil
}

// tensorOrScalar routes a tensor-or-scalar rhs to the binary or the scalar
// deduction (tensor.maximum / minimum / cmp, elementwise.cpp:419-495).
func tensorOrScalar(binaryValid, scalarValid bool) func(d *Deduction) (Type, error) {
	return func(d *Deduction) (Type, error) {
		if _, ok := d.Args[1].Type().(*TensorType); ok {
			return deduceTensorBinary(d, binaryValid)
		}
		return deduceTensorScalar(d, false, scalarValid)
	}
}

func tensorBinary(name, doc string, preserveValid bool) *OpDef {
	return tensorOp(name, doc, tensorTensorArgs, func(d *Deduction) (Type, error) { return deduceTensorBinary(d, preserveValid) })
}

func tensorScalar(name, doc string) *OpDef {
	return tensorOp(name, doc, tensorScalarArgs, func(d *Deduction) (Type, error) { return deduceTensorScalar(d, false, true) })
}

// isTDivDType / isTSubsDType are the dtypes pto.tdiv and pto.tsubs take
// (elementwise.cpp:39-47).
func isTDivDType(dt DataType) bool { return dt == INT16 || dt == INT32 || dt == FP16 || dt == FP32 }

func isTSubsDType(dt DataType) bool {
	switch dt {
	case INT8, INT16, INT32, FP16, FP32, BF16:
		return true
	}
	return false
}

var (
	// TensorAdd, TensorSub and TensorMul broadcast and promote
	// (elementwise.cpp:255-322).
	TensorAdd = tensorBinary("tensor.add", "elementwise lhs + rhs of two tensors, with broadcasting", true)
	TensorSub = tensorBinary("tensor.sub", "elementwise lhs - rhs of two tensors, with broadcasting", true)
	TensorMul = tensorBinary("tensor.mul", "elementwise lhs * rhs of two tensors, with broadcasting", true)
	// TensorAdds, TensorMuls and TensorDivs promote the tensor's dtype with
	// the scalar's (elementwise.cpp:265-356).
	TensorAdds = tensorScalar("tensor.adds", "elementwise tensor + scalar")
	TensorMuls = tensorScalar("tensor.muls", "elementwise tensor * scalar")
	TensorDivs = tensorScalar("tensor.divs", "elementwise tensor / scalar")
	// TensorFmod and TensorFmods are the remainder with the sign of the
	// dividend (torch.fmod; elementwise.cpp:399-417).
	TensorFmod  = tensorBinary("tensor.fmod", "elementwise floating-point remainder of two tensors (sign of the dividend)", true)
	TensorFmods = tensorScalar("tensor.fmods", "elementwise floating-point remainder of a tensor by a scalar")
	// The partial-combine ops drop the valid region
	// (elementwise.cpp:359-397).
	TensorPartAdd = tensorOp("tensor.part_add", "partial elementwise add of two tensors", partArgs, func(d *Deduction) (Type, error) { return deduceTensorBinary(d, false) })
	TensorPartMul = tensorOp("tensor.part_mul", "partial elementwise multiply of two tensors", partArgs, func(d *Deduction) (Type, error) { return deduceTensorBinary(d, false) })
	TensorPartMax = tensorOp("tensor.part_max", "partial elementwise max of two tensors", partArgs, func(d *Deduction) (Type, error) { return deduceTensorBinary(d, false) })
	TensorPartMin = tensorOp("tensor.part_min", "partial elementwise min of two tensors", partArgs, func(d *Deduction) (Type, error) { return deduceTensorBinary(d, false) })
	// TensorMaximum and TensorMinimum take a tensor or a scalar rhs
	// (elementwise.cpp:419-447).
	TensorMaximum = tensorOp("tensor.maximum", "elementwise max of a tensor and a tensor or scalar", tensorEitherArgs, tensorOrScalar(true, true))
	TensorMinimum = tensorOp("tensor.minimum", "elementwise min of a tensor and a tensor or scalar", tensorEitherArgs, tensorOrScalar(true, true))
	// TensorCmp compares into a 0/1 tensor of the promoted dtype, keeping no
	// valid region (elementwise.cpp:449-465).
	TensorCmp = withKwargs(tensorOp("tensor.cmp", "elementwise comparison of a tensor with a tensor or scalar (0/1 result)", tensorEitherArgs, tensorOrScalar(false, false)),
		KwSpec{Name: "cmp_type", Kind: KwInt})
)

// TensorSubs keeps the tensor's dtype and requires pto.tsubs dtypes on
// both operands (elementwise.cpp:285-302).
var TensorSubs = tensorOp("tensor.subs", "elementwise tensor - scalar", tensorScalarArgs, func(d *Deduction) (Type, error) {
	t, err := deduceTensorScalar(d, true, true)
	if err != nil {
		return nil, err
	}
	if dt := d.Tensor(0).DType; !isTSubsDType(dt) {
		return nil, d.Errf(0, "dtype", "requires tensor dtype in {INT8, INT16, INT32, FP16, FP32, BF16}, but got %s", dt)
	}
	if dt := d.ScalarDType(1); !isTSubsDType(dt) {
		return nil, d.Errf(1, "dtype", "requires scalar dtype in {INT8, INT16, INT32, FP16, FP32, BF16}, but got %s", dt)
	}
	return t, nil
})

// TensorDiv requires pto.tdiv dtypes on both operands; high_precision only
// for a float result (elementwise.cpp:324-344).
var TensorDiv = withKwargs(tensorOp("tensor.div", "elementwise lhs / rhs of two tensors, with broadcasting", tensorTensorArgs, func(d *Deduction) (Type, error) {
	t, err := deduceTensorBinary(d, true)
	if err != nil {
		return nil, err
	}
	for i := range 2 {
		if dt := d.Tensor(i).DType; !isTDivDType(dt) {
			return nil, d.Errf(i, "dtype", "requires operand dtype in {INT16, INT32, FP16, FP32}, but got %s", dt)
		}
	}
	if d.KwBool("high_precision") && !t.(*TensorType).DType.IsFloat() {
		return nil, d.Errf(-1, "high-precision", "supports high_precision only for FP16 or FP32 because the PTOAS high-precision template does not implement integer division")
	}
	return t, nil
}), KwSpec{Name: "high_precision", Kind: KwBool})

// deduceTensorBitwise is DeduceTensorOpBitwiseBinaryType
// (elementwise.cpp:170-213): two integer tensors of one shape (no
// broadcasting: there is no row/col-expand bitwise instruction); the
// promoted dtype, or the lhs's for a shift (preserveLHS).
func deduceTensorBitwise(d *Deduction, preserveLHS, preserveValid bool) (Type, error) {
	l, r := d.Tensor(0), d.Tensor(1)
	for i, t := range []*TensorType{l, r} {
		if !t.DType.IsInt() {
			return nil, d.Errf(i, "dtype", "requires an integer tensor dtype, but got %s", t.DType)
		}
	}
	same := l.Rank() == r.Rank()
	for i := 0; same && i < l.Rank(); i++ {
		same = dimsEqual(l.Shape[i], r.Shape[i])
	}
	if !same {
		return nil, d.Errf(1, "shape", "requires both operands to have the same shape, but got %s and %s. Broadcasting is not supported for bitwise/shift operators because the hardware provides no row/col-expand form; reshape or expand the operand explicitly first.", fmtShape(l.Shape), fmtShape(r.Shape))
	}
	dt := l.DType
	if !preserveLHS {
		dt = Promote(l.DType, r.DType)
	}
	if preserveValid {
		if v, ok := matchingValid(l, r); ok {
			return freshTensor(l.Shape, dt, v), nil
		}
	}
	return NewTensorType(l.Shape, dt, nil, nil), nil
}

// deduceTensorBitwiseScalar is DeduceTensorOpBitwiseScalarType
// (elementwise.cpp:228-249): an integer tensor and an integer scalar, the
// tensor's dtype; a shift rejects a negative constant count.
func deduceTensorBitwiseScalar(d *Deduction, shift, preserveValid bool) (Type, error) {
	t, err := deduceTensorScalar(d, true, preserveValid)
	if err != nil {
		return nil, err
	}
	if dt := d.Tensor(0).DType; !dt.IsInt() {
		return nil, d.Errf(0, "dtype", "requires an integer tensor dtype, but got %s", dt)
	}
	if dt := d.ScalarDType(1); !dt.IsInt() {
		return nil, d.Errf(1, "dtype", "requires the shift/bitwise scalar to be an integer type, but got %s", dt)
	}
	if c, ok := d.Args[1].(*ConstInt); ok && shift && c.Value < 0 {
		return nil, d.Errf(1, "shift-count", "requires a non-negative shift count, but got %d. A negative shift distance has no defined result.", c.Value)
	}
	return t, nil
}

func tensorBitwise(name, doc string, preserveLHS, preserveValid bool) *OpDef {
	return tensorOp(name, doc, tensorTensorArgs, func(d *Deduction) (Type, error) { return deduceTensorBitwise(d, preserveLHS, preserveValid) })
}

func tensorBitwiseScalar(name, doc string, shift, preserveValid bool) *OpDef {
	return tensorOp(name, doc, tensorScalarArgs, func(d *Deduction) (Type, error) { return deduceTensorBitwiseScalar(d, shift, preserveValid) })
}

var (
	// The bitwise ops promote; xor / xors keep no valid region (their
	// lowering adds a scratch tile; elementwise.cpp:497-557).
	TensorAnd  = tensorBitwise("tensor.and", "elementwise bitwise AND of two integer tensors", false, true)
	TensorAnds = tensorBitwiseScalar("tensor.ands", "elementwise bitwise AND of an integer tensor and an integer scalar", false, true)
	TensorOr   = tensorBitwise("tensor.or", "elementwise bitwise OR of two integer tensors", false, true)
	TensorOrs  = tensorBitwiseScalar("tensor.ors", "elementwise bitwise OR of an integer tensor and an integer scalar", false, true)
	TensorXor  = tensorBitwise("tensor.xor", "elementwise bitwise XOR of two integer tensors", false, false)
	TensorXors = tensorBitwiseScalar("tensor.xors", "elementwise bitwise XOR of an integer tensor and an integer scalar", false, false)
	// The shifts keep the lhs's dtype (elementwise.cpp:559-597).
	TensorShl  = tensorBitwise("tensor.shl", "elementwise left shift of an integer tensor by an integer tensor", true, true)
	TensorShls = tensorBitwiseScalar("tensor.shls", "elementwise left shift of an integer tensor by a non-negative integer scalar", true, true)
	TensorShr  = tensorBitwise("tensor.shr", "elementwise right shift (arithmetic when signed) of an integer tensor by an integer tensor", true, true)
	TensorShrs = tensorBitwiseScalar("tensor.shrs", "elementwise right shift (arithmetic when signed) of an integer tensor by a non-negative integer scalar", true, true)
)
