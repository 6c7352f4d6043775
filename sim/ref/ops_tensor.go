package ref

import (
	"fmt"
	"math"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Reference semantics of the tensor-level ops (PyPTO
// src/ir/op/tensor_ops/*.cpp): whole-tensor computations on GM tensors.
//
// A tensor argument is read inside the valid region its type states (its
// TensorView valid_shape, evaluated in the current frame); an element
// outside it, or one that holds no data, is not usable. A computed result
// is a fresh tensor of the call's type, undefined outside the type's valid
// region and wherever an element it needs is not usable; arithmetic is
// float64 rounded to the result dtype, as for the tile ops. tensor.assemble
// writes its target in place; set_validshape and reshape (and a shape-only
// view of a packed tensor) share their source's storage; the other views
// (slice, transpose, a layout view, reinterpret_view) are copies, so a
// write through them is not seen by their source (a departure: a GM view
// aliases its source in PyPTO).

// tensorSemantics maps every tensor op (besides tensor.create, read and
// write, in ops_memory.go) to its reference semantics.
func tensorSemantics() map[*ir.OpDef]opFunc {
	m := map[*ir.OpDef]opFunc{
		ir.TensorMatmul: opTensorMatmul, ir.TensorMatmulAcc: opTensorMatmul,
		ir.TensorCast:    opTensorCast,
		ir.TensorExpands: opTensorExpands, ir.TensorRowExpand: opTensorBroadcast, ir.TensorColExpand: opTensorBroadcast,
		ir.TensorExpandClone: opTensorBroadcast,
		ir.TensorDim:         opTensorDim, ir.TensorAlloc: opTensorAlloc,
		ir.TensorGetBlockIdx: opBlockIdx, ir.TensorGetBlockNum: opBlockNum, ir.TensorGetSubblockIdx: opSubblockIdx,
		ir.TensorFull: opTensorFull, ir.TensorCi: opTensorCi, ir.TensorRandom: opTensorUnspecified,
		ir.TensorCreateL1: opTensorCreateL1,
	}
	for op := range tensorBinaryFns() {
		m[op] = opTensorBinary
	}
	for op := range tensorUnaryFns() {
		m[op] = opTensorUnary
	}
	for _, op := range []*ir.OpDef{ir.TensorRowSum, ir.TensorRowMax, ir.TensorRowMin, ir.TensorRowProd,
		ir.TensorColSum, ir.TensorColMax, ir.TensorColMin, ir.TensorColProd,
		ir.TensorRowArgmax, ir.TensorRowArgmin, ir.TensorColArgmax, ir.TensorColArgmin} {
		m[op] = opTensorReduce
	}
	for op, f := range tensorDataSemantics() {
		m[op] = f
	}
	return m
}

// tensorIn is a tensor argument with the valid extents its type states.
type tensorIn struct {
	t     *sim.Tensor
	valid []int64
}

// tensorIn reads tensor argument i and its type's valid extents.
func (k *call) tensorIn(i int) (tensorIn, error) {
	t, err := k.tensor(i)
	if err != nil {
		return tensorIn{}, err
	}
	tt, ok := k.c.Args[i].Type().(*ir.TensorType)
	if !ok {
		return tensorIn{}, fmt.Errorf("%s has type %s, want a tensor type", k.argName(i), ir.PrintType(k.c.Args[i].Type()))
	}
	valid, err := k.m.evalInts(k.fr, tt.EffectiveValidShape(), "valid shape of "+k.argName(i))
	if err != nil {
		return tensorIn{}, err
	}
	if len(valid) != len(t.Shape) {
		return tensorIn{}, fmt.Errorf("%s is a rank-%d tensor, its type's valid shape has rank %d", k.argName(i), len(t.Shape), len(valid))
	}
	return tensorIn{t: t, valid: valid}, nil
}

// at is element idx when it lies inside the tensor and its valid region
// and holds data.
func (a tensorIn) at(idx []int64) (float64, bool) {
	if !inShape(a.t.Shape, idx) {
		return 0, false
	}
	for j, v := range idx {
		if v >= a.valid[j] {
			return 0, false
		}
	}
	d := a.t.Index(idx)
	return a.t.Data[d], a.t.IsDefined(d)
}

// inValid reports whether element idx lies inside the tensor and its
// valid region, whether or not it holds data.
func (a tensorIn) inValid(idx []int64) bool {
	if !inShape(a.t.Shape, idx) {
		return false
	}
	for j, v := range idx {
		if v >= a.valid[j] {
			return false
		}
	}
	return true
}

// resultTensor is the call's tensor result type and its shape, evaluated
// in the current frame.
func (k *call) resultTensor() (*ir.TensorType, []int64, error) {
	tt, ok := k.c.T.(*ir.TensorType)
	if !ok {
		return nil, nil, fmt.Errorf("the call's type is %s, want a tensor type", ir.PrintType(k.c.T))
	}
	shape, err := k.m.evalInts(k.fr, tt.Shape, "result shape")
	return tt, shape, err
}

// tensorOut is a fresh, fully undefined tensor of type tt (shape and valid
// extents evaluated in the current frame).
func (k *call) tensorOut(t ir.Type) (*sim.Tensor, []int64, error) {
	tt, ok := t.(*ir.TensorType)
	if !ok {
		return nil, nil, fmt.Errorf("the result type is %s, want a tensor type", ir.PrintType(t))
	}
	shape, err := k.m.evalInts(k.fr, tt.Shape, "result shape")
	if err != nil {
		return nil, nil, err
	}
	n := int64(1)
	for i, d := range shape {
		if d < 0 || d > maxTensorElems {
			return nil, nil, fmt.Errorf("result shape dimension %d is %d", i, d)
		}
		if n *= d; n > maxTensorElems {
			return nil, nil, fmt.Errorf("result shape %v is too large", shape)
		}
	}
	valid, err := k.m.evalInts(k.fr, tt.EffectiveValidShape(), "result valid shape")
	if err != nil {
		return nil, nil, err
	}
	if len(valid) != len(shape) {
		return nil, nil, fmt.Errorf("result valid shape has rank %d, shape rank %d", len(valid), len(shape))
	}
	for i := range valid {
		valid[i] = max(0, min(valid[i], shape[i]))
	}
	return sim.NewTensor(shape, tt.DType), valid, nil
}

// put sets element idx of out to v rounded to its dtype (an integer zero
// without a sign).
func put(out *sim.Tensor, idx []int64, v float64) {
	d := out.Index(idx)
	v = round(out.DType, v)
	if v == 0 && out.DType.IsInt() {
		v = 0
	}
	out.Data[d], out.Defined[d] = v, true
}

// tensorBinaryFns are the scalar functions of the elementwise tensor ops
// of two operands (tensor, tensor or scalar rhs) that sim.ElementwiseBinary
// does not give by class, for a result dtype.
func tensorBinaryFns() map[*ir.OpDef]func(dt ir.DataType) func(a, b float64) float64 {
	fromClass := func(dt ir.DataType) func(a, b float64) float64 { return nil }
	add := func(ir.DataType) func(a, b float64) float64 { return func(a, b float64) float64 { return a + b } }
	mul := func(ir.DataType) func(a, b float64) float64 { return func(a, b float64) float64 { return a * b } }
	maxF := func(ir.DataType) func(a, b float64) float64 { return math.Max }
	minF := func(ir.DataType) func(a, b float64) float64 { return math.Min }
	fmod := func(dt ir.DataType) func(a, b float64) float64 {
		return func(a, b float64) float64 {
			if b == 0 && dt.IsInt() {
				return 0
			}
			return math.Mod(a, b) // the remainder takes the dividend's sign (torch.fmod)
		}
	}
	bits := func(f func(a, b int64) int64) func(ir.DataType) func(a, b float64) float64 {
		return func(ir.DataType) func(a, b float64) float64 {
			return func(a, b float64) float64 { return float64(f(int64(a), int64(b))) }
		}
	}
	shl := func(ir.DataType) func(a, b float64) float64 {
		return func(a, b float64) float64 { return float64(int64(a) << uint64(b)) }
	}
	shr := func(dt ir.DataType) func(a, b float64) float64 {
		return func(a, b float64) float64 {
			if !dt.IsSigned() {
				return float64(uint64(int64(a)) >> uint64(b)) // logical for unsigned
			}
			return float64(int64(a) >> uint64(b)) // arithmetic for signed
		}
	}
	expdif := func(ir.DataType) func(a, b float64) float64 {
		return func(a, b float64) float64 { return math.Exp(a - b) }
	}
	sub := func(ir.DataType) func(a, b float64) float64 { return func(a, b float64) float64 { return a - b } }
	div := func(dt ir.DataType) func(a, b float64) float64 {
		if dt.IsInt() {
			return sim.IntDivide
		}
		return func(a, b float64) float64 { return a / b }
	}
	return map[*ir.OpDef]func(dt ir.DataType) func(a, b float64) float64{
		ir.TensorAdd: fromClass, ir.TensorSub: fromClass, ir.TensorMul: fromClass, ir.TensorDiv: fromClass,
		ir.TensorMaximum: fromClass, ir.TensorMinimum: fromClass,
		ir.TensorAdds: fromClass, ir.TensorSubs: fromClass, ir.TensorMuls: fromClass, ir.TensorDivs: fromClass,
		ir.TensorRowExpandAdd: fromClass, ir.TensorRowExpandSub: fromClass, ir.TensorRowExpandMul: fromClass,
		ir.TensorRowExpandDiv: fromClass, ir.TensorRowExpandMax: fromClass, ir.TensorRowExpandMin: fromClass,
		ir.TensorRowExpandExpdif: expdif, ir.TensorColExpandExpdif: expdif,
		ir.TensorColExpandAdd: add, ir.TensorColExpandSub: sub, ir.TensorColExpandMul: mul,
		ir.TensorColExpandDiv: div, ir.TensorColExpandMax: maxF, ir.TensorColExpandMin: minF,
		ir.TensorPartAdd: add, ir.TensorPartMul: mul, ir.TensorPartMax: maxF, ir.TensorPartMin: minF,
		ir.TensorFmod: fmod, ir.TensorFmods: fmod,
		ir.TensorCmp: fromClass, // by cmp_type: cmpFn
		ir.TensorAnd: bits(func(a, b int64) int64 { return a & b }), ir.TensorAnds: bits(func(a, b int64) int64 { return a & b }),
		ir.TensorOr: bits(func(a, b int64) int64 { return a | b }), ir.TensorOrs: bits(func(a, b int64) int64 { return a | b }),
		ir.TensorXor: bits(func(a, b int64) int64 { return a ^ b }), ir.TensorXors: bits(func(a, b int64) int64 { return a ^ b }),
		ir.TensorShl: shl, ir.TensorShls: shl, ir.TensorShr: shr, ir.TensorShrs: shr,
	}
}

// cmpFn is tensor.cmp's comparison: cmp_type 0..5 is eq, ne, lt, le, gt,
// ge, and the result is 1 or 0 (python/pypto/language/op/tensor_ops.py:
// 986-1002).
func cmpFn(k *call) (func(a, b float64) float64, error) {
	b2f := func(x bool) float64 {
		if x {
			return 1
		}
		return 0
	}
	fns := [...]func(a, b float64) float64{
		func(a, b float64) float64 { return b2f(a == b) }, func(a, b float64) float64 { return b2f(a != b) },
		func(a, b float64) float64 { return b2f(a < b) }, func(a, b float64) float64 { return b2f(a <= b) },
		func(a, b float64) float64 { return b2f(a > b) }, func(a, b float64) float64 { return b2f(a >= b) },
	}
	ct := k.kwInt("cmp_type", 0)
	if ct < 0 || ct >= int64(len(fns)) {
		return nil, fmt.Errorf("cmp_type %d is not 0..5", ct)
	}
	return fns[ct], nil
}

// isPartial reports whether an op combines partially valid operands: where
// only one operand element lies in its valid region, it is the result (the
// tile.part_* semantics the tensor ops lower to: "where only one source is
// valid at an element the result copies that source", PyPTO
// src/ir/op/tile_ops/elementwise.cpp:421-424; tensor.part_min lowers to
// tile.part_min, op_conversion_registry.cpp:411). Validity is the type's
// valid region: an element inside it that holds no defined value (an out
// of range cast) is still combined, so the result there is undefined, as
// opPartial leaves it for the tile ops.
func isPartial(op *ir.OpDef) bool {
	return op == ir.TensorPartAdd || op == ir.TensorPartMul || op == ir.TensorPartMax || op == ir.TensorPartMin
}

// opTensorBinary is an elementwise op of a tensor and a tensor (NumPy
// broadcasting from the right, which covers the row and column
// broadcasts) or a scalar, computed inside the result's valid region.
func opTensorBinary(k *call) (Value, error) {
	l, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	var f func(a, b float64) float64
	switch {
	case k.op == ir.TensorCmp:
		if f, err = cmpFn(k); err != nil {
			return nil, err
		}
	default:
		if g, ok := sim.ElementwiseBinary(k.op, out.DType); ok {
			f = g
		} else if mk := tensorBinaryFns()[k.op]; mk != nil {
			f = mk(out.DType)
		}
	}
	if f == nil {
		return nil, fmt.Errorf("no elementwise semantics")
	}
	shift := k.op == ir.TensorShl || k.op == ir.TensorShls || k.op == ir.TensorShr || k.op == ir.TensorShrs
	if !broadcastable(l.t.Shape, out.Shape) {
		return nil, fmt.Errorf("operand shape %v does not broadcast to %v", l.t.Shape, out.Shape)
	}
	li := make([]int64, len(l.t.Shape))
	if s, isScalar := k.args[1].(Scalar); isScalar {
		if s.Undef || shift && s.V < 0 {
			return Tensor{out}, nil
		}
		eachIndex(valid, func(idx []int64) {
			broadcastIndex(l.t.Shape, out.Shape, idx, li)
			if a, ok := l.at(li); ok {
				put(out, idx, f(a, s.V))
			}
		})
		return Tensor{out}, nil
	}
	r, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	if !broadcastable(r.t.Shape, out.Shape) {
		return nil, fmt.Errorf("operand shape %v does not broadcast to %v", r.t.Shape, out.Shape)
	}
	ri := make([]int64, len(r.t.Shape))
	partial := isPartial(k.op)
	eachIndex(valid, func(idx []int64) {
		broadcastIndex(l.t.Shape, out.Shape, idx, li)
		broadcastIndex(r.t.Shape, out.Shape, idx, ri)
		a, ok1 := l.at(li)
		b, ok2 := r.at(ri)
		switch {
		case ok1 && ok2 && !(shift && b < 0):
			put(out, idx, f(a, b))
		case partial && ok1 && !ok2 && !r.inValid(ri):
			put(out, idx, a)
		case partial && ok2 && !ok1 && !l.inValid(li):
			put(out, idx, b)
		}
	})
	return Tensor{out}, nil
}

// opTensorBroadcast is tensor.row_expand / col_expand (the vector
// argument 1 broadcast to argument 0's shape) and tensor.expand_clone
// (argument 0 cloned to argument 1's shape).
func opTensorBroadcast(k *call) (Value, error) {
	src := 1
	if k.op == ir.TensorExpandClone {
		src = 0
	}
	v, err := k.tensorIn(src)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	if !broadcastable(v.t.Shape, out.Shape) {
		return nil, fmt.Errorf("operand shape %v does not broadcast to %v", v.t.Shape, out.Shape)
	}
	vi := make([]int64, len(v.t.Shape))
	eachIndex(valid, func(idx []int64) {
		broadcastIndex(v.t.Shape, out.Shape, idx, vi)
		if x, ok := v.at(vi); ok {
			put(out, idx, x)
		}
	})
	return Tensor{out}, nil
}

// opTensorExpands fills the target's shape with the scalar.
func opTensorExpands(k *call) (Value, error) {
	s, err := k.scalar(1)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil || s.Undef {
		return Tensor{out}, err
	}
	eachIndex(valid, func(idx []int64) { put(out, idx, s.V) })
	return Tensor{out}, nil
}

// tensorUnaryFns are the scalar functions of the unary tensor ops that
// sim.ElementwiseUnary does not give by class (nil: by class).
func tensorUnaryFns() map[*ir.OpDef]func(a float64) float64 {
	return map[*ir.OpDef]func(a float64) float64{
		ir.TensorNeg: nil, ir.TensorAbs: nil, ir.TensorExp: nil, ir.TensorSqrt: nil, ir.TensorRecip: nil,
		ir.TensorLog:   math.Log,
		ir.TensorSin:   func(a float64) float64 { return sim.Trig(a, false) },
		ir.TensorCos:   func(a float64) float64 { return sim.Trig(a, true) },
		ir.TensorRsqrt: func(a float64) float64 { return 1 / math.Sqrt(a) },
		ir.TensorNot:   func(a float64) float64 { return float64(^int64(a)) },
	}
}

// mapTensor builds the call's result (of the operand's shape) by applying
// f to every usable operand element inside the result's valid region.
func mapTensor(k *call, f func(float64) float64) (Value, error) {
	return mapTensorWhere(k, f, nil)
}

// mapTensorWhere is mapTensor leaving undefined every element whose
// operand value defined rejects (nil: none).
func mapTensorWhere(k *call, f func(float64) float64, defined func(float64) bool) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	if !sameShape(in.t.Shape, out.Shape) {
		return nil, fmt.Errorf("result shape %v differs from the operand shape %v", out.Shape, in.t.Shape)
	}
	eachIndex(valid, func(idx []int64) {
		if a, ok := in.at(idx); ok && (defined == nil || defined(a)) {
			put(out, idx, f(a))
		}
	})
	return Tensor{out}, nil
}

// opTensorUnary is neg, abs, exp, sqrt, recip (by class), log, sin, cos,
// rsqrt and the bitwise not.
func opTensorUnary(k *call) (Value, error) {
	f := tensorUnaryFns()[k.op]
	if f == nil {
		g, ok := sim.ElementwiseUnary(k.op)
		if !ok {
			return nil, fmt.Errorf("no elementwise semantics")
		}
		f = g
	}
	return mapTensor(k, f)
}

// opTensorCast converts every element with sim.Cast and the mode kwarg,
// leaving undefined what the cast has no defined value for (sim.CastDefined).
func opTensorCast(k *call) (Value, error) {
	mode := ir.CastRound
	if v, ok := k.kw("mode"); ok {
		if mode, ok = v.(ir.CastMode); !ok {
			return nil, fmt.Errorf("mode kwarg is %T, want a cast mode", v)
		}
	}
	tt, ok := k.c.T.(*ir.TensorType)
	if !ok {
		return nil, fmt.Errorf("the call's type is %s, want a tensor type", ir.PrintType(k.c.T))
	}
	return mapTensorWhere(k, func(a float64) float64 { return sim.Cast(a, tt.DType, mode) },
		func(a float64) bool { return sim.CastDefined(a, tt.DType, mode) })
}

// opTensorReduce reduces along the call's axis (ir.TensorReduction): the
// sum, max, min or product with sim.Reduce over the operand's valid
// extent on the axis, in order, or the index of the first maximum /
// minimum; a result element is undefined when any element it reads is not
// usable. Reducing a rank-1 tensor without keep_dim gives a scalar.
func opTensorReduce(k *call) (Value, error) {
	axis, keep, ok := ir.TensorReduction(k.c)
	if !ok {
		return nil, fmt.Errorf("not a well-formed tensor reduction")
	}
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	n := in.valid[axis]
	arg := k.op == ir.TensorRowArgmax || k.op == ir.TensorRowArgmin || k.op == ir.TensorColArgmax || k.op == ir.TensorColArgmin
	wantMax := k.op == ir.TensorRowArgmax || k.op == ir.TensorColArgmax
	vals := make([]float64, 0, n)
	src := make([]int64, len(in.t.Shape))
	reduce := func(outIdx []int64, dt ir.DataType) (float64, bool) {
		j := 0
		for i := range src {
			if i == axis {
				continue
			}
			if keep {
				j = i
			}
			src[i] = outIdx[j]
			j++
		}
		vals = vals[:0]
		for i := int64(0); i < n; i++ {
			src[axis] = i
			v, ok := in.at(src)
			if !ok {
				return 0, false
			}
			vals = append(vals, v)
		}
		if len(vals) == 0 {
			return 0, false
		}
		if arg {
			best := 0
			for i, v := range vals {
				if wantMax && v > vals[best] || !wantMax && v < vals[best] {
					best = i
				}
			}
			return float64(best), true
		}
		return sim.Reduce(k.op, dt, vals)
	}
	if st, isScalar := k.c.T.(*ir.ScalarType); isScalar && len(in.t.Shape) == 1 {
		v, ok := reduce(nil, st.DType)
		return Scalar{V: round(st.DType, v), DType: st.DType, Undef: !ok}, nil
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	wantRank := len(in.t.Shape)
	if !keep {
		wantRank--
	}
	if len(out.Shape) != wantRank {
		return nil, fmt.Errorf("result rank %d for a rank-%d operand", len(out.Shape), len(in.t.Shape))
	}
	eachIndex(valid, func(idx []int64) {
		if v, ok := reduce(idx, out.DType); ok {
			put(out, idx, v)
		}
	})
	return Tensor{out}, nil
}

// matmulAcc is the accumulator dtype of a product of dt operands: FP32 for
// floats, INT32 otherwise (the cube's, matmul.cpp:245-246).
func matmulAcc(dt ir.DataType) ir.DataType {
	if dt.IsFloat() {
		return ir.FP32
	}
	return ir.INT32
}

// opTensorMatmul is tensor.matmul and tensor.matmul_acc: every result
// element is the product over the whole contraction axis, summed exactly
// in float64 and rounded once to the accumulator dtype (as sim.Dot), then
// to the result dtype; matmul_acc starts from the accumulator element
// unless init_cond holds. Vector operands take the matrix forms of
// matmul.cpp:119-145 ([K] x [K, N] -> [N], ...), higher ranks broadcast
// their batch axes; a_trans / b_trans swap an operand's last two axes.
func opTensorMatmul(k *call) (Value, error) {
	li, ri := 0, 1
	if k.op == ir.TensorMatmulAcc {
		li, ri = 1, 2
	}
	l, err := k.tensorIn(li)
	if err != nil {
		return nil, err
	}
	r, err := k.tensorIn(ri)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	aT, bT := kwBool(k, "a_trans"), kwBool(k, "b_trans")
	var acc tensorIn
	init := true
	if k.op == ir.TensorMatmulAcc {
		if acc, err = k.tensorIn(0); err != nil {
			return nil, err
		}
		if !sameShape(acc.t.Shape, out.Shape) {
			return nil, fmt.Errorf("accumulator shape %v differs from the result shape %v", acc.t.Shape, out.Shape)
		}
		init = false
		if k.has(3) {
			s, err := k.scalar(3)
			if err != nil {
				return nil, err
			}
			if s.Undef {
				return Tensor{out}, nil
			}
			init = s.V != 0
		}
	}
	lr, rr := len(l.t.Shape), len(r.t.Shape)
	if lr == 0 || rr == 0 {
		return nil, fmt.Errorf("a product of %v and %v", l.t.Shape, r.t.Shape)
	}
	// The contraction extent and how a result index picks the operands'.
	var K int64
	switch {
	case lr == 1:
		K = l.t.Shape[0]
	case aT:
		K = l.t.Shape[lr-2]
	default:
		K = l.t.Shape[lr-1]
	}
	wantRank := max(lr, rr) // batch axes broadcast, then the matrix axes
	switch {
	case lr == 1 && rr == 1:
		wantRank = 0
	case lr == 1 || rr == 1:
		wantRank = 1
	}
	if len(out.Shape) != wantRank {
		return nil, fmt.Errorf("a %v result of %v x %v operands", out.Shape, l.t.Shape, r.t.Shape)
	}
	ob := len(out.Shape) - 2 // batch axes of the result (matrix x matrix)
	accDT := matmulAcc(l.t.DType)
	lIdx, rIdx := make([]int64, lr), make([]int64, rr)
	eachIndex(valid, func(idx []int64) {
		var m, nn int64
		switch {
		case lr == 1 && rr == 1:
		case rr == 1:
			m = idx[len(idx)-1]
		case lr == 1:
			nn = idx[len(idx)-1]
		default:
			m, nn = idx[len(idx)-2], idx[len(idx)-1]
			broadcastIndex(l.t.Shape[:lr-2], out.Shape[:ob], idx[:ob], lIdx[:lr-2])
			broadcastIndex(r.t.Shape[:rr-2], out.Shape[:ob], idx[:ob], rIdx[:rr-2])
		}
		s := 0.0
		if !init {
			a, ok := acc.at(idx)
			if !ok {
				return
			}
			s = a
		}
		for kk := int64(0); kk < K; kk++ {
			setMatIdx(lIdx, lr, m, kk, aT)
			setMatIdx(rIdx, rr, kk, nn, bT)
			if rr == 1 {
				rIdx[0] = kk
			}
			if lr == 1 {
				lIdx[0] = kk
			}
			a, ok1 := l.at(lIdx)
			b, ok2 := r.at(rIdx)
			if !ok1 || !ok2 {
				return
			}
			s += a * b
		}
		put(out, idx, sim.Round(accDT, s))
	})
	return Tensor{out}, nil
}

// setMatIdx sets the last two axes of an operand index to (row, col), or
// (col, row) when transposed; a rank-1 operand is set by the caller.
func setMatIdx(idx []int64, rank int, row, col int64, trans bool) {
	if rank < 2 {
		return
	}
	if trans {
		row, col = col, row
	}
	idx[rank-2], idx[rank-1] = row, col
}

func kwBool(k *call, key string) bool {
	v, _ := k.kw(key)
	b, _ := v.(bool)
	return b
}
