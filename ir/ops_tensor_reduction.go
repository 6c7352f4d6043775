package ir

import "fmt"

// Tensor-level reductions along one axis, the row family defaulting to the
// last axis and the column family to the second-to-last, and the arg
// reductions with an INT32 index result (PyPTO
// src/ir/op/tensor_ops/reduction.cpp).

var reductionKwargs = []KwSpec{{Name: "axis", Kind: KwInt}, {Name: "keep_dim", Kind: KwBool}}

// TensorReduction returns the axis a tensor reduction call collapses
// (normalized, from the axis kwarg or the op's default) and whether the
// axis is kept as extent 1 (keep_dim, default true); ok is false for a
// call that is no well-formed tensor reduction.
func TensorReduction(c *Call) (axis int, keepDim, ok bool) {
	if c == nil || c.Op == nil || len(c.Args) != 1 {
		return 0, false, false
	}
	def, isRed := tensorReduceDefault[c.Op]
	if !isRed {
		return 0, false, false
	}
	t, isT := c.Args[0].Type().(*TensorType)
	if !isT {
		return 0, false, false
	}
	a, keep, err := reductionAxis(c.Kwargs, def, t.Rank())
	return a, keep, err == ""
}

// tensorReduceDefault is the default axis of each tensor reduction: -1 for
// the row family, -2 for the column family (reduction.cpp:116, :208).
var tensorReduceDefault = map[*OpDef]int64{
	TensorRowMax: -1, TensorRowSum: -1, TensorRowMin: -1, TensorRowProd: -1, TensorRowArgmax: -1, TensorRowArgmin: -1,
	TensorColSum: -2, TensorColMax: -2, TensorColMin: -2, TensorColProd: -2, TensorColArgmax: -2, TensorColArgmin: -2,
}

// reductionAxis reads the axis (normalized) and keep_dim kwargs; msg is
// the out-of-range error, "" when the axis is valid.
func reductionAxis(kws []Kwarg, def int64, rank int) (int, bool, string) {
	axis := def
	if v, ok := lookupKw(kws, "axis"); ok {
		axis, _ = v.(int64)
	}
	if axis < 0 {
		axis += int64(rank)
	}
	keep := true
	if v, ok := lookupKw(kws, "keep_dim"); ok {
		keep, _ = v.(bool)
	}
	if axis < 0 || axis >= int64(rank) {
		return 0, keep, fmt.Sprintf("axis %d is out of range for shape with %d dimensions", axis, rank)
	}
	return int(axis), keep, ""
}

// deduceTensorReduction is DeduceTensorReductionType /
// DeduceTensorColReductionType with MakeReductionResultType
// (reduction.cpp:67-135, :193-220): the reduced axis becomes a fully
// valid extent 1 (or is dropped without keep_dim, a full drop giving a
// scalar); the other axes keep their valid extents. out overrides the
// dtype (the arg reductions' INT32).
func deduceTensorReduction(d *Deduction, col bool, out DataType) (Type, error) {
	t := d.Tensor(0)
	def := int64(-1)
	if col {
		if t.Rank() < 2 {
			return nil, d.Errf(0, "rank", "requires at least a 2D tensor, but got %d dimensions", t.Rank())
		}
		def = -2
	}
	axis, keep, msg := reductionAxis(d.Kwargs, def, t.Rank())
	if msg != "" {
		return nil, d.Errf(-1, "axis", "%s", msg)
	}
	valid := t.EffectiveValidShape()
	for i, v := range valid {
		if isZero(v) == ProofTrue {
			return nil, d.Errf(0, "empty-input", "input valid extent on axis %d is 0 (valid_shape %s), so the reduction has no real data to consume. The backend reduction kernels require a non-empty valid region on every axis and assert on an empty one, and an empty region also leaves max/min with no value to return. Widen the valid region, or guard the reduction so it does not run when the axis can be empty.", i, fmtShape(valid))
		}
	}
	var shape, ov []Expr
	for i := range t.Shape {
		if i == axis {
			if keep {
				shape, ov = append(shape, ConstI(1)), append(ov, ConstI(1))
			}
			continue
		}
		shape, ov = append(shape, t.Shape[i]), append(ov, valid[i])
	}
	dt := t.DType
	if out != Invalid {
		dt = out
	}
	if len(shape) == 0 {
		return Scalar(dt), nil
	}
	return freshTensor(shape, dt, ov), nil
}

func tensorReduce(name, doc string, col bool, out DataType) *OpDef {
	return withKwargs(tensorOp(name, doc, []ArgSpec{{Name: "input", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		return deduceTensorReduction(d, col, out)
	}), reductionKwargs...)
}

var (
	// The row reductions (reduction.cpp:142-191); row_min adds a dtype
	// rule (TensorRowMin).
	TensorRowMax  = tensorReduce("tensor.row_max", "maximum along an axis (default the last)", false, Invalid)
	TensorRowSum  = tensorReduce("tensor.row_sum", "sum along an axis (default the last)", false, Invalid)
	TensorRowProd = tensorReduce("tensor.row_prod", "product along an axis (default the last)", false, Invalid)
	// The column reductions (reduction.cpp:223-267).
	TensorColSum  = tensorReduce("tensor.col_sum", "sum along an axis (default the second-to-last) of an at least 2-D tensor", true, Invalid)
	TensorColMax  = tensorReduce("tensor.col_max", "maximum along an axis (default the second-to-last) of an at least 2-D tensor", true, Invalid)
	TensorColMin  = tensorReduce("tensor.col_min", "minimum along an axis (default the second-to-last) of an at least 2-D tensor", true, Invalid)
	TensorColProd = tensorReduce("tensor.col_prod", "product along an axis (default the second-to-last) of an at least 2-D tensor", true, Invalid)
	// The arg reductions give INT32 indices (reduction.cpp:271-313).
	TensorRowArgmax = tensorReduce("tensor.row_argmax", "index of the maximum along an axis (default the last), INT32", false, INT32)
	TensorRowArgmin = tensorReduce("tensor.row_argmin", "index of the minimum along an axis (default the last), INT32", false, INT32)
	TensorColArgmax = tensorReduce("tensor.col_argmax", "index of the maximum along an axis (default the second-to-last), INT32", true, INT32)
	TensorColArgmin = tensorReduce("tensor.col_argmin", "index of the minimum along an axis (default the second-to-last), INT32", true, INT32)
)

// TensorRowMin requires pto.trowmin's dtypes {INT16, INT32, FP16, FP32}
// (reduction.cpp:55-58, :164-178).
var TensorRowMin = withKwargs(tensorOp("tensor.row_min", "minimum along an axis (default the last)", []ArgSpec{{Name: "input", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
	t, err := deduceTensorReduction(d, false, Invalid)
	if err != nil {
		return nil, err
	}
	switch dt := d.Tensor(0).DType; dt {
	case INT16, INT32, FP16, FP32:
	default:
		return nil, d.Errf(0, "dtype", "requires input dtype in {INT16, INT32, FP16, FP32}, but got %s", dt)
	}
	return t, nil
}), reductionKwargs...)
