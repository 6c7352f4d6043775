package ir

// Tensor-level unary ops and the cast (PyPTO
// src/ir/op/tensor_ops/unary.cpp). Every one rewrites each element in
// place, so the result keeps the input's valid region in a fresh tensor
// (DeduceTensorUnaryResultType, unary.cpp:43-48).

// tensorUnary builds a unary tensor op whose result dtype is out(input
// dtype), after check accepts the input.
func tensorUnary(name, doc string, check func(d *Deduction, t *TensorType) error, out func(DataType) DataType) *OpDef {
	return tensorOp(name, doc, []ArgSpec{{Name: "input", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		if check != nil {
			if err := check(d, t); err != nil {
				return nil, err
			}
		}
		dt := t.DType
		if out != nil {
			dt = out(dt)
		}
		return freshTensor(t.Shape, dt, t.EffectiveValidShape()), nil
	})
}

// toFloat is the dtype of an op that always produces floating point: an
// integer input gives FP32 (unary.cpp:92-95, :111-114, :146-149, :166-169).
func toFloat(dt DataType) DataType {
	if !dt.IsFloat() {
		return FP32
	}
	return dt
}

// fp32Only rejects a non-FP32 input of the transcendental ops
// (DeduceTensorFP32OnlyType, unary.cpp:174-189).
func fp32Only(d *Deduction, t *TensorType) error {
	if t.DType != FP32 {
		return d.Errf(0, "dtype", "is FP32-only, but got input with dtype %s. Cast the input to FP32 explicitly via pl.cast(x, pl.FP32) before applying %s.", t.DType, d.Op.Name)
	}
	return nil
}

var (
	// TensorNeg and TensorAbs keep the dtype (unary.cpp:50-74).
	TensorNeg = tensorUnary("tensor.neg", "elementwise -x of a tensor", nil, nil)
	TensorAbs = tensorUnary("tensor.abs", "elementwise |x| of a tensor", nil, nil)
	// TensorExp, TensorSqrt and TensorRsqrt produce floats
	// (unary.cpp:99-172); rsqrt's high_precision is not checked.
	TensorExp   = tensorUnary("tensor.exp", "elementwise e^x of a tensor (an integer input gives FP32)", nil, toFloat)
	TensorSqrt  = tensorUnary("tensor.sqrt", "elementwise square root of a tensor (an integer input gives FP32)", nil, toFloat)
	TensorRsqrt = withKwargs(tensorUnary("tensor.rsqrt", "elementwise 1/sqrt(x) of a tensor (an integer input gives FP32)", nil, toFloat),
		KwSpec{Name: "high_precision", Kind: KwBool})
	// TensorRecip produces floats; high_precision needs FP16 or FP32
	// (unary.cpp:76-97).
	TensorRecip = withKwargs(tensorUnary("tensor.recip", "elementwise 1/x of a tensor (an integer input gives FP32)", func(d *Deduction, t *TensorType) error {
		if d.KwBool("high_precision") && t.DType != FP16 && t.DType != FP32 {
			return d.Errf(-1, "high-precision", "supports high_precision only for FP16 or FP32 because the PTOAS high-precision template does not implement other dtypes")
		}
		return nil
	}, toFloat), KwSpec{Name: "high_precision", Kind: KwBool})
	// TensorLog takes FP16 or FP32; its high_precision kwarg is not checked
	// (unary.cpp:119-132, :316-324).
	TensorLog = withKwargs(tensorUnary("tensor.log", "elementwise natural logarithm of an FP16 or FP32 tensor", func(d *Deduction, t *TensorType) error {
		if t.DType != FP16 && t.DType != FP32 {
			return d.Errf(0, "dtype", "requires an FP16 or FP32 tensor operand, but got %s", t.DType)
		}
		return nil
	}, nil), KwSpec{Name: "high_precision", Kind: KwBool})
	// TensorSin and TensorCos are FP32-only (unary.cpp:326-342).
	TensorSin = tensorUnary("tensor.sin", "elementwise sine (radians) of an FP32 tensor", fp32Only, nil)
	TensorCos = tensorUnary("tensor.cos", "elementwise cosine (radians) of an FP32 tensor", fp32Only, nil)
	// TensorNot takes INT16 or UINT16, as tile.not's TNOT does
	// (unary.cpp:246-266).
	TensorNot = tensorUnary("tensor.not", "elementwise bitwise NOT of an INT16 or UINT16 tensor", func(d *Deduction, t *TensorType) error {
		if t.DType != INT16 && t.DType != UINT16 {
			return d.Errf(0, "dtype", "requires an int16 or uint16 tensor dtype, but got %s. Reinterpret or cast the tensor to a 16-bit integer dtype first.", t.DType)
		}
		return nil
	}, nil)
)

// TensorCast converts to target_type with a rounding mode; a same-dtype
// cast is rejected (unary.cpp:191-244). PyPTO checks both kwargs in the
// deduction; the schema here marks them required.
var TensorCast = withKwargs(tensorOp("tensor.cast", "elementwise conversion of a tensor to another dtype with a rounding mode",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		target, _ := d.KwDType("target_type")
		if target == t.DType {
			return nil, d.Errf(-1, "same-dtype", "target_type %s equals input dtype; same-dtype cast is not a valid operation. Remove the cast or use a different target_type.", target)
		}
		return freshTensor(t.Shape, target, t.EffectiveValidShape()), nil
	}), KwSpec{Name: "target_type", Kind: KwDType, Required: true}, KwSpec{Name: "mode", Kind: KwCastMode, Required: true})
