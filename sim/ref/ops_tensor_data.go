package ref

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Reference semantics of the tensor views and the data-movement tensor
// ops (memory, transform, gather, scatter, sort, paged_gather, the split
// boundary); see ops_tensor.go for the conventions.

func tensorDataSemantics() map[*ir.OpDef]opFunc {
	return map[*ir.OpDef]opFunc{
		ir.TensorReshape: opTensorReshape, ir.TensorSetValidshape: opTensorSame,
		ir.TensorViewOp: opTensorView, ir.TensorTranspose: opTensorView,
		ir.TensorReinterpretView: opTensorReinterpret,
		ir.TensorSlice:           opTensorSlice, ir.TensorConcat: opTensorConcat,
		ir.TensorFillpad: opTensorFillpad, ir.TensorFillpadExpand: opTensorFillpad,
		ir.TensorAssemble: opTensorAssemble,
		ir.TensorGather:   opTensorGather, ir.TensorGatherMask: opTensorGatherMask, ir.TensorGatherCompare: opTensorGatherCompare,
		ir.TensorScatter: opTensorScatter, ir.TensorScatterMask: opTensorScatterMask, ir.TensorScatterUpdate: opTensorScatterUpdate,
		ir.TensorSort32: opTensorSort32, ir.TensorMrgsortFormat1: opTensorMrgsort, ir.TensorMrgsortFormat2: opTensorMrgsort,
		ir.TensorPagedGather: opTensorPagedGather, ir.TensorGatherRow: opTensorGatherRow,
		ir.TensorAivShard: opTensorShard, ir.TensorAicGather: opTensorSplitGather,
	}
}

// defined returns t with its defined mask materialized, so a view that
// shares the mask sees every later change.
func defined(t *sim.Tensor) *sim.Tensor {
	if t.Defined == nil {
		t.Defined = make([]bool, len(t.Data))
		for i := range t.Defined {
			t.Defined[i] = true
		}
	}
	return t
}

// opTensorSame is tensor.set_validshape: the same tensor (the result names
// the input's buffer); only its type's valid region changes.
func opTensorSame(k *call) (Value, error) {
	t, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	return Tensor{defined(t)}, nil
}

// opTensorReshape is the same elements in row-major order under the
// call's shape, sharing the source's storage.
func opTensorReshape(k *call) (Value, error) {
	t, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	_, shape, err := k.resultTensor()
	if err != nil {
		return nil, err
	}
	if numElems(shape) != t.Len() {
		return nil, fmt.Errorf("a %v tensor reshaped to %v", t.Shape, shape)
	}
	defined(t)
	return Tensor{&sim.Tensor{Shape: shape, DType: t.DType, Data: t.Data, Defined: t.Defined}}, nil
}

// strides are the element strides a tensor type addresses its buffer
// with: its view's explicit strides, else the packed strides of its
// layout (row-major, or DN's column-major last two axes).
func (k *call) strides(tt *ir.TensorType, shape []int64) ([]int64, error) {
	if tt.View != nil && len(tt.View.Stride) > 0 {
		return k.m.evalInts(k.fr, tt.View.Stride, "strides")
	}
	n := len(shape)
	s := make([]int64, n)
	if tt.View != nil && tt.View.Layout == ir.DN && n >= 2 {
		s[n-2], s[n-1] = 1, shape[n-2]
		for i := n - 3; i >= 0; i-- {
			if i == n-3 {
				s[i] = shape[n-2] * shape[n-1]
			} else {
				s[i] = s[i+1] * shape[i+1]
			}
		}
		return s, nil
	}
	for i := n - 1; i >= 0; i-- {
		s[i] = 1
		if i+1 < n {
			s[i] = s[i+1] * shape[i+1]
		}
	}
	return s, nil
}

// opTensorView is tensor.view and tensor.transpose: a reinterpretation of
// the source's buffer. Each result element is the source element at the
// same address, the addresses given by each side's type (strides). The
// result is a copy (see ops_tensor.go).
func opTensorView(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	ss, err := k.strides(k.c.Args[0].Type().(*ir.TensorType), in.t.Shape)
	if err != nil {
		return nil, err
	}
	os, err := k.strides(k.c.T.(*ir.TensorType), out.Shape)
	if err != nil {
		return nil, err
	}
	if len(ss) != len(in.t.Shape) || len(os) != len(out.Shape) {
		return nil, fmt.Errorf("stride ranks do not match the shapes")
	}
	at := map[int64][]int64{}
	eachIndex(in.t.Shape, func(idx []int64) { at[dot(idx, ss)] = append([]int64(nil), idx...) })
	eachIndex(valid, func(idx []int64) {
		if s, ok := at[dot(idx, os)]; ok {
			if v, ok := in.at(s); ok {
				put(out, idx, v)
			}
		}
	})
	return Tensor{out}, nil
}

func dot(a, b []int64) int64 {
	s := int64(0)
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// encode writes v as dt's bytes (little endian); ok is false for a dtype
// reinterpret_view does not take.
func encode(dst []byte, v float64, dt ir.DataType) bool {
	switch dt {
	case ir.INT8, ir.UINT8:
		dst[0] = byte(int64(v))
	case ir.INT16, ir.UINT16:
		binary.LittleEndian.PutUint16(dst, uint16(int64(v)))
	case ir.INT32, ir.UINT32:
		binary.LittleEndian.PutUint32(dst, uint32(int64(v)))
	case ir.INT64:
		binary.LittleEndian.PutUint64(dst, uint64(int64(v)))
	case ir.UINT64:
		binary.LittleEndian.PutUint64(dst, uint64(v))
	case ir.FP32:
		binary.LittleEndian.PutUint32(dst, math.Float32bits(float32(v)))
	case ir.BF16:
		binary.LittleEndian.PutUint16(dst, uint16(math.Float32bits(float32(v))>>16))
	case ir.FP16:
		binary.LittleEndian.PutUint16(dst, f16Bits(v))
	default:
		return false
	}
	return true
}

// decode reads dt's bytes (little endian) as a value.
func decode(src []byte, dt ir.DataType) (float64, bool) {
	switch dt {
	case ir.INT8:
		return float64(int8(src[0])), true
	case ir.UINT8:
		return float64(src[0]), true
	case ir.INT16:
		return float64(int16(binary.LittleEndian.Uint16(src))), true
	case ir.UINT16:
		return float64(binary.LittleEndian.Uint16(src)), true
	case ir.INT32:
		return float64(int32(binary.LittleEndian.Uint32(src))), true
	case ir.UINT32:
		return float64(binary.LittleEndian.Uint32(src)), true
	case ir.INT64:
		return float64(int64(binary.LittleEndian.Uint64(src))), true
	case ir.UINT64:
		return float64(binary.LittleEndian.Uint64(src)), true
	case ir.FP32:
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(src))), true
	case ir.BF16:
		return float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(src)) << 16)), true
	case ir.FP16:
		return f16Value(binary.LittleEndian.Uint16(src)), true
	}
	return 0, false
}

// f16Bits is the IEEE half encoding of a value representable in it.
func f16Bits(v float64) uint16 {
	b := math.Float32bits(float32(v))
	sign := uint16(b>>16) & 0x8000
	switch {
	case math.IsNaN(v):
		return sign | 0x7e00
	case math.IsInf(v, 0):
		return sign | 0x7c00
	case b&0x7fffffff == 0:
		return sign
	}
	exp := int((b>>23)&0xff) - 127 + 15
	mant := b & 0x7fffff
	switch {
	case exp >= 31:
		return sign | 0x7c00
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		return sign | uint16((mant|0x800000)>>uint(14-exp))
	}
	return sign | uint16(exp<<10) | uint16(mant>>13)
}

// f16Value is the value of an IEEE half encoding.
func f16Value(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp, mant := int(h>>10)&0x1f, float64(h&0x3ff)
	switch exp {
	case 0:
		return sign * mant * math.Pow(2, -24)
	case 31:
		if mant != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	}
	return sign * (1 + mant/1024) * math.Pow(2, float64(exp-15))
}

// opTensorReinterpretView reads the source's bytes as the call's dtype:
// each side's elements sit at their type's addresses (strides, in elements
// of its own dtype); a result element is usable when every byte it covers
// comes from a usable source element.
func opTensorReinterpret(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	ss, err := k.strides(k.c.Args[0].Type().(*ir.TensorType), in.t.Shape)
	if err != nil {
		return nil, err
	}
	os, err := k.strides(k.c.T.(*ir.TensorType), out.Shape)
	if err != nil {
		return nil, err
	}
	sb, db := int64(in.t.DType.Bytes()), int64(out.DType.Bytes())
	size := int64(0)
	neg := false
	eachIndex(in.t.Shape, func(idx []int64) {
		a := dot(idx, ss)
		neg = neg || a < 0
		size = max(size, (a+1)*sb)
	})
	if neg || size > 8*maxTensorElems {
		return nil, fmt.Errorf("the source's strides %v address %d bytes", ss, size)
	}
	buf, ok := make([]byte, size), make([]bool, size)
	var bad error
	eachIndex(in.t.Shape, func(idx []int64) {
		v, usable := in.at(idx)
		a := dot(idx, ss) * sb
		if !encode(buf[a:a+sb], v, in.t.DType) {
			bad = fmt.Errorf("no byte encoding of %s", in.t.DType)
		}
		for i := a; i < a+sb; i++ {
			ok[i] = usable
		}
	})
	if bad != nil {
		return nil, bad
	}
	eachIndex(valid, func(idx []int64) {
		a := dot(idx, os) * db
		if a < 0 || a+db > size {
			return
		}
		for i := a; i < a+db; i++ {
			if !ok[i] {
				return
			}
		}
		if v, good := decode(buf[a:a+db], out.DType); good {
			put(out, idx, v)
		}
	})
	return Tensor{out}, nil
}

// opTensorSlice is the window of the shape argument at the offsets: the
// source's usable elements under it (none where a clamped window runs
// past the source), the axes drop_dims names dropped, restricted to the
// call's valid region. A window of another rank than its source (a
// reinterpreting slice) is not modelled.
func opTensorSlice(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	ext, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	off, err := k.ints(2)
	if err != nil {
		return nil, err
	}
	if len(ext) != len(in.t.Shape) || len(off) != len(ext) {
		return nil, fmt.Errorf("a rank-%d window of a rank-%d tensor is not modelled", len(ext), len(in.t.Shape))
	}
	var drop []int64
	if k.has(4) {
		if drop, err = k.ints(4); err != nil {
			return nil, err
		}
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	if len(out.Shape)+len(drop) != len(ext) {
		return nil, fmt.Errorf("a rank-%d result of a rank-%d window dropping %d axes", len(out.Shape), len(ext), len(drop))
	}
	dropped := make([]bool, len(ext))
	for _, a := range drop {
		if a < 0 || a >= int64(len(ext)) {
			return nil, fmt.Errorf("drop_dims axis %d of a rank-%d window", a, len(ext))
		}
		dropped[a] = true
	}
	s := make([]int64, len(ext))
	eachIndex(valid, func(idx []int64) {
		j := 0
		for i := range s {
			s[i] = off[i]
			if !dropped[i] {
				s[i] += idx[j]
				j++
			}
		}
		if v, ok := in.at(s); ok {
			put(out, idx, v)
		}
	})
	return Tensor{out}, nil
}

// opTensorConcat places src1 after src0 along the columns.
func opTensorConcat(k *call) (Value, error) {
	a, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	b, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	if len(a.t.Shape) != 2 || len(b.t.Shape) != 2 || len(out.Shape) != 2 {
		return nil, fmt.Errorf("concat of %v and %v into %v is not 2-D", a.t.Shape, b.t.Shape, out.Shape)
	}
	c0 := a.t.Shape[1]
	eachIndex(valid, func(idx []int64) {
		src, s := a, []int64{idx[0], idx[1]}
		if idx[1] >= c0 {
			src, s[1] = b, idx[1]-c0
		}
		if v, ok := src.at(s); ok {
			put(out, idx, v)
		}
	})
	return Tensor{out}, nil
}

// opTensorFillpad keeps the source's usable elements inside its valid
// region and writes the pad value (sim.PadFill of pad_value, zero by
// default) everywhere else, out to the call's shape (fillpad_expand's may
// be larger than the source).
func opTensorFillpad(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	pad := ir.PadZero
	if v, ok := k.kw("pad_value"); ok {
		if pad, ok = v.(ir.PadValue); !ok {
			return nil, fmt.Errorf("pad_value kwarg is %T, want a PadValue", v)
		}
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	pv, ok := sim.PadFill(pad, out.DType)
	if !ok {
		return nil, fmt.Errorf("no %s pad value for %s", pad, out.DType)
	}
	if len(out.Shape) != len(in.t.Shape) {
		return nil, fmt.Errorf("result rank %d, operand rank %d", len(out.Shape), len(in.t.Shape))
	}
	eachIndex(valid, func(idx []int64) {
		inside := true
		for i, v := range idx {
			inside = inside && v < in.valid[i] && v < in.t.Shape[i]
		}
		if !inside {
			put(out, idx, pv)
		} else if v, ok := in.at(idx); ok {
			put(out, idx, v)
		}
	})
	return Tensor{out}, nil
}

// opTensorAssemble writes the source's valid region into the target at
// the offsets, in place (the result is the target); with atomic=Add it
// adds instead. An element written from an unusable one becomes
// undefined. A source of another rank (a reinterpreting write) is not
// modelled.
func opTensorAssemble(k *call) (Value, error) {
	tgt, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	src, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	off, err := k.ints(2)
	if err != nil {
		return nil, err
	}
	if len(src.t.Shape) != len(tgt.Shape) || len(off) != len(tgt.Shape) {
		return nil, fmt.Errorf("a rank-%d source written into a rank-%d target is not modelled", len(src.t.Shape), len(tgt.Shape))
	}
	add := false
	if v, ok := k.kw("atomic"); ok {
		add = v == ir.AtomicAdd
	}
	t := make([]int64, len(off))
	eachIndex(src.valid, func(idx []int64) {
		for i := range t {
			t[i] = off[i] + idx[i]
		}
		if !inShape(tgt.Shape, t) {
			return
		}
		d := tgt.Index(t)
		v, ok := src.at(idx)
		if add {
			v, ok = tgt.Data[d]+v, ok && tgt.IsDefined(d)
		}
		tgt.Data[d] = round(tgt.DType, v)
		setDefined(tgt, d, ok)
	})
	return Tensor{tgt}, nil
}

// opTensorFull fills the call's shape with the constant value.
func opTensorFull(k *call) (Value, error) {
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

// opTensorCi is start, start+1, ... along the last axis (start, start-1,
// ... with descending).
func opTensorCi(k *call) (Value, error) {
	s, err := k.scalar(0)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil || s.Undef {
		return Tensor{out}, err
	}
	step := 1.0
	if kwBool(k, "descending") {
		step = -1
	}
	eachIndex(valid, func(idx []int64) { put(out, idx, s.V+step*float64(idx[len(idx)-1])) })
	return Tensor{out}, nil
}

// opTensorUnspecified is tensor.random: pto.trandom's counter-based
// generator is not modelled, so the values are unspecified and every
// element is left undefined (comparisons skip them).
func opTensorUnspecified(k *call) (Value, error) {
	out, _, err := k.tensorOut(k.c.T)
	return Tensor{out}, err
}

// opTensorCreateL1 allocates an undefined accumulator.
func opTensorCreateL1(k *call) (Value, error) {
	out, _, err := k.tensorOut(k.c.T)
	return Tensor{out}, err
}

// opTensorDim is one extent of the tensor's shape.
func opTensorDim(k *call) (Value, error) {
	t, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	a, err := k.int(1)
	if err != nil {
		return nil, err
	}
	if a < 0 {
		a += int64(len(t.Shape))
	}
	if a < 0 || a >= int64(len(t.Shape)) {
		return nil, fmt.Errorf("axis %d of a rank-%d tensor", a, len(t.Shape))
	}
	return k.scalarResult(float64(t.Shape[a]), false), nil
}

// opTensorAlloc is an opaque pointer to a DDR allocation.
func opTensorAlloc(k *call) (Value, error) {
	size, err := k.int(1)
	if err != nil {
		return nil, err
	}
	return Ptr{Space: ir.DDR, Size: size}, nil
}

// opTensorGather is out[i] = input[i with axis dim replaced by index[i]];
// an index out of range makes the element undefined.
func opTensorGather(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	ix, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	dim := k.kwInt("dim", -1)
	if dim < 0 {
		dim += int64(len(in.t.Shape))
	}
	if dim < 0 || dim >= int64(len(in.t.Shape)) || len(ix.t.Shape) != len(in.t.Shape) {
		return nil, fmt.Errorf("gather along %d of a rank-%d input by a rank-%d index", dim, len(in.t.Shape), len(ix.t.Shape))
	}
	s := make([]int64, len(in.t.Shape))
	eachIndex(valid, func(idx []int64) {
		j, ok := ix.at(idx)
		if !ok {
			return
		}
		copy(s, idx)
		s[dim] = int64(j)
		if v, ok := in.at(s); ok {
			put(out, idx, v)
		}
	})
	return Tensor{out}, nil
}

// maskCols are the columns of a row a gather / scatter mask pattern marks
// (docs/en/dev/ir/05-operators.md "Mask patterns": P0101 = 1 marks the
// even columns, P1010 = 2 the odd, P0001..P1000 = 3..6 column c%4 ==
// pattern-3, P1111 = 7 all).
func maskCols(pattern, cols int64) []int64 {
	stride, first := int64(1), int64(0)
	switch {
	case pattern == 1 || pattern == 2:
		stride, first = 2, pattern-1
	case pattern >= 3 && pattern <= 6:
		stride, first = 4, pattern-3
	}
	var out []int64
	for c := first; c < cols; c += stride {
		out = append(out, c)
	}
	return out
}

// opTensorGatherMask compacts each row to its marked columns; output_dtype
// reinterprets the bits at the same width.
func opTensorGatherMask(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	if len(in.t.Shape) != 2 || len(out.Shape) != 2 {
		return nil, fmt.Errorf("gather_mask of a %v tensor into %v", in.t.Shape, out.Shape)
	}
	cols := maskCols(k.kwInt("mask_pattern", 7), in.t.Shape[1])
	buf := make([]byte, 8)
	eachIndex(valid, func(idx []int64) {
		if idx[1] >= int64(len(cols)) {
			return
		}
		v, ok := in.at([]int64{idx[0], cols[idx[1]]})
		if !ok {
			return
		}
		if out.DType != in.t.DType {
			if !encode(buf, v, in.t.DType) {
				return
			}
			if v, ok = decode(buf, out.DType); !ok {
				return
			}
		}
		put(out, idx, v)
	})
	return Tensor{out}, nil
}

// opTensorGatherCompare scans each row for the elements that compare true
// against kvalue (cmp_mode 0..5: eq, ne, lt, le, gt, ge): dst holds their
// column indices plus offset, in order, up to out_cols (the rest
// undefined), cdst[0][row] their count. A row with an unusable element is
// undefined in both.
func opTensorGatherCompare(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	kv, err := k.scalar(1)
	if err != nil {
		return nil, err
	}
	tt, ok := k.c.T.(*ir.TupleType)
	if !ok || len(tt.Elems) != 2 || len(in.t.Shape) != 2 {
		return nil, fmt.Errorf("gather_compare of a %v tensor into %s", in.t.Shape, ir.PrintType(k.c.T))
	}
	dst, dvalid, err := k.tensorOut(tt.Elems[0])
	if err != nil {
		return nil, err
	}
	cnt, cvalid, err := k.tensorOut(tt.Elems[1])
	if err != nil {
		return nil, err
	}
	b2 := [...]func(a, b float64) bool{
		func(a, b float64) bool { return a == b }, func(a, b float64) bool { return a != b },
		func(a, b float64) bool { return a < b }, func(a, b float64) bool { return a <= b },
		func(a, b float64) bool { return a > b }, func(a, b float64) bool { return a >= b },
	}
	cm := k.kwInt("cmp_mode", 0)
	if cm < 0 || cm > 5 {
		return nil, fmt.Errorf("cmp_mode %d is not 0..5", cm)
	}
	offset := k.kwInt("offset", 0)
	if kv.Undef {
		return Tuple{Tensor{dst}, Tensor{cnt}}, nil
	}
	for r := int64(0); r < in.t.Shape[0]; r++ {
		n, good := int64(0), true
		var hits []int64
		for c := int64(0); c < in.t.Shape[1] && good; c++ {
			v, ok := in.at([]int64{r, c})
			if !ok {
				good = false
				break
			}
			if b2[cm](v, kv.V) {
				hits = append(hits, c+offset)
				n++
			}
		}
		if !good {
			continue
		}
		for j, h := range hits {
			if idx := []int64{r, int64(j)}; inShape(dst.Shape, idx) && r < dvalid[0] && int64(j) < dvalid[1] {
				put(dst, idx, float64(h))
			}
		}
		if idx := []int64{0, r}; inShape(cnt.Shape, idx) && r < cvalid[1] && cvalid[0] > 0 {
			put(cnt, idx, float64(n))
		}
	}
	return Tuple{Tensor{dst}, Tensor{cnt}}, nil
}

// opTensorScatter is input with src[b, k] written to column index[b, k]
// of row b (later writes win); a row with an unusable index is undefined.
func opTensorScatter(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	ix, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	src, err := k.tensorIn(2)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	copyUsable(out, valid, in)
	if len(src.t.Shape) != 2 || len(out.Shape) != 2 {
		return nil, fmt.Errorf("scatter of a %v source into %v", src.t.Shape, out.Shape)
	}
	for b := int64(0); b < src.t.Shape[0]; b++ {
		for c := int64(0); c < src.t.Shape[1]; c++ {
			j, ok := ix.at([]int64{b, c})
			if !ok {
				undefineRow(out, b)
				break
			}
			idx := []int64{b, int64(j)}
			if !inShape(out.Shape, idx) || idx[0] >= valid[0] || idx[1] >= valid[1] {
				continue
			}
			v, ok := src.at([]int64{b, c})
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = round(out.DType, v), ok
		}
	}
	return Tensor{out}, nil
}

// copyUsable copies a tensor's usable elements into out inside valid.
func copyUsable(out *sim.Tensor, valid []int64, in tensorIn) {
	eachIndex(valid, func(idx []int64) {
		if v, ok := in.at(idx); ok {
			put(out, idx, v)
		}
	})
}

// undefineRow makes row r of a 2-D tensor undefined.
func undefineRow(t *sim.Tensor, r int64) {
	for c := int64(0); c < t.Shape[1]; c++ {
		t.Defined[t.Index([]int64{r, c})] = false
	}
}

// opTensorScatterMask writes each input row into the marked columns of
// the same dst row (the j-th element into the j-th marked column); the
// other columns keep dst's.
func opTensorScatterMask(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	dst, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	if len(in.t.Shape) != 2 || len(out.Shape) != 2 {
		return nil, fmt.Errorf("scatter_mask of a %v tensor into %v", in.t.Shape, out.Shape)
	}
	copyUsable(out, valid, dst)
	cols := maskCols(k.kwInt("mask_pattern", 7), out.Shape[1])
	for r := int64(0); r < min(in.t.Shape[0], valid[0]); r++ {
		for j, c := range cols {
			if int64(j) >= in.t.Shape[1] || c >= valid[1] {
				break
			}
			v, ok := in.at([]int64{r, int64(j)})
			d := out.Index([]int64{r, c})
			out.Data[d], out.Defined[d] = round(out.DType, v), ok
		}
	}
	return Tensor{out}, nil
}

// opTensorScatterUpdate is input with row index.flat[k] replaced by row k
// of src, over the inputs' rows flattened to [rows, d] (a 4-D
// [blocks, block_size, 1, d] input counts block_size rows per block;
// python/pypto/ir/op/tensor_ops.py:1964-1978).
func opTensorScatterUpdate(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	ix, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	src, err := k.tensorIn(2)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	copyUsable(out, valid, in)
	d := out.Shape[len(out.Shape)-1]
	if d == 0 || len(ix.t.Shape) != 2 {
		return Tensor{out}, nil
	}
	rows := int64(out.Len()) / d
	n := ix.t.Shape[0] * ix.t.Shape[1]
	outValid := make([]bool, out.Len())
	eachIndex(valid, func(idx []int64) { outValid[out.Index(idx)] = true })
	for kk := int64(0); kk < n; kk++ {
		j, ok := ix.at([]int64{kk / ix.t.Shape[1], kk % ix.t.Shape[1]})
		if !ok {
			return opTensorUnspecified(k)
		}
		row := int64(j)
		if row < 0 || row >= rows || kk*d >= int64(src.t.Len()) {
			continue
		}
		for c := int64(0); c < d; c++ {
			dd := int(row*d + c)
			sidx := src.t.MultiIndex(int(kk*d + c))
			v, ok := src.at(sidx)
			if outValid[dd] {
				out.Data[dd], out.Defined[dd] = round(out.DType, v), ok
			}
		}
	}
	return Tensor{out}, nil
}

// sortPair is a (value, index) element of the sort instructions' layout.
type sortPair struct {
	v   float64
	idx uint32
}

// pairsOf reads the (value, index-bits) pairs of an FP32 row of the sort
// layout; ok is false when one is unusable.
func pairsOf(in tensorIn, lead []int64, from, n int64) ([]sortPair, bool) {
	out := make([]sortPair, 0, n)
	idx := append(append([]int64(nil), lead...), 0)
	last := len(idx) - 1
	for p := from; p < from+n; p++ {
		idx[last] = 2 * p
		v, ok1 := in.at(idx)
		idx[last] = 2*p + 1
		b, ok2 := in.at(idx)
		if !ok1 || !ok2 {
			return nil, false
		}
		out = append(out, sortPair{v: v, idx: math.Float32bits(float32(b))})
	}
	return out, true
}

// putPairs writes pairs at pair position from of a row of the sort layout.
func putPairs(out *sim.Tensor, valid, lead []int64, from int64, ps []sortPair) {
	idx := append(append([]int64(nil), lead...), 0)
	last := len(idx) - 1
	for i, p := range ps {
		for half, v := range [2]float64{p.v, float64(math.Float32frombits(p.idx))} {
			idx[last] = 2*(from+int64(i)) + int64(half)
			if idx[last] < valid[last] && inValid(lead, valid) {
				d := out.Index(idx)
				out.Data[d], out.Defined[d] = v, true // the index half is raw bits: not rounded
			}
		}
	}
}

func inValid(lead, valid []int64) bool {
	for i, v := range lead {
		if v >= valid[i] {
			return false
		}
	}
	return true
}

// opTensorSort32 sorts each 32-element block of the last axis in
// descending value order (stable) and writes (value, index) pairs, the
// UINT32 index from idx stored as the bits of an FP32 slot
// (tests/st/runtime/ops/test_sort.py:36-51). An FP16 source's pair layout
// is not modelled: its result is undefined.
func opTensorSort32(k *call) (Value, error) {
	src, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	ix, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil || src.t.DType != ir.FP32 {
		return Tensor{out}, err
	}
	r := len(src.t.Shape)
	if r == 0 || len(out.Shape) != r {
		return nil, fmt.Errorf("sort32 of a %v tensor into %v", src.t.Shape, out.Shape)
	}
	n := src.t.Shape[r-1]
	eachIndex(src.t.Shape[:r-1], func(lead []int64) {
		idx := append(append([]int64(nil), lead...), 0)
		for b := int64(0); b+32 <= n; b += 32 {
			ps := make([]sortPair, 0, 32)
			for i := b; i < b+32; i++ {
				idx[r-1] = i
				v, ok1 := src.at(idx)
				j, ok2 := ix.at(idx)
				if !ok1 || !ok2 {
					ps = nil
					break
				}
				ps = append(ps, sortPair{v: v, idx: uint32(int64(j))})
			}
			if ps == nil {
				continue
			}
			sort.SliceStable(ps, func(a, b int) bool { return ps[a].v > ps[b].v })
			putPairs(out, valid, lead, b, ps)
		}
	})
	return Tensor{out}, nil
}

// mergeDesc merges descending lists (ties: the earlier list first).
func mergeDesc(lists [][]sortPair) []sortPair {
	var out []sortPair
	pos := make([]int, len(lists))
	for {
		best := -1
		for i, l := range lists {
			if pos[i] < len(l) && (best < 0 || l[pos[i]].v > lists[best][pos[best]].v) {
				best = i
			}
		}
		if best < 0 {
			return out
		}
		out = append(out, lists[best][pos[best]])
		pos[best]++
	}
}

// opTensorMrgsort merges sorted runs of (value, index) pairs (FP32 sort
// layout): format1 merges every four consecutive runs of block_len slots
// (block_len/2 pairs) of one list into one descending run
// (tests/st/runtime/ops/test_sort.py:187-191); format2 merges its 2-4
// lists, row by row, into one (exhausted only changes the status the
// hardware reports). A group with an unusable pair is undefined; an FP16
// layout is not modelled (undefined).
func opTensorMrgsort(k *call) (Value, error) {
	src, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil || src.t.DType != ir.FP32 {
		return Tensor{out}, err
	}
	r := len(out.Shape)
	if r == 0 {
		return nil, fmt.Errorf("mrgsort into a rank-0 tensor")
	}
	if k.op == ir.TensorMrgsortFormat1 {
		bl, err := k.int(1)
		if err != nil {
			return nil, err
		}
		run := bl / 2
		if run <= 0 {
			return nil, fmt.Errorf("block_len %d", bl)
		}
		pairs := src.t.Shape[r-1] / 2
		eachIndex(src.t.Shape[:r-1], func(lead []int64) {
			for g := int64(0); g < pairs; g += 4 * run {
				var lists [][]sortPair
				good := true
				for s := g; s < min(g+4*run, pairs); s += run {
					ps, ok := pairsOf(src, lead, s, min(run, pairs-s))
					good = good && ok
					lists = append(lists, ps)
				}
				if good {
					putPairs(out, valid, lead, g, mergeDesc(lists))
				}
			}
		})
		return Tensor{out}, nil
	}
	ins := []tensorIn{src}
	for i := 1; i < len(k.args); i++ {
		t, err := k.tensorIn(i)
		if err != nil {
			return nil, err
		}
		ins = append(ins, t)
	}
	eachIndex(out.Shape[:r-1], func(lead []int64) {
		var lists [][]sortPair
		for _, t := range ins {
			ps, ok := pairsOf(t, lead, 0, t.t.Shape[r-1]/2)
			if !ok {
				return
			}
			lists = append(lists, ps)
		}
		putPairs(out, valid, lead, 0, mergeDesc(lists))
	})
	return Tensor{out}, nil
}

// readIndex reads a 1-D or [1, n] index operand's element i.
func readIndex(t tensorIn, i int64) (int64, bool) {
	idx := []int64{i}
	if len(t.t.Shape) == 2 {
		idx = []int64{0, i}
	}
	v, ok := t.at(idx)
	return int64(v), ok
}

// opTensorPagedGather gathers, for each logical row index i, the row
// block_table[i / block_size] * block_size + i % block_size of src,
// columns [col_off, col_off + size), into row i of the
// [max_indices, size] result (column i with is_trans); rows past the
// indices are undefined (the lowering, op_conversion_registry.cpp:
// 1912-2048).
func opTensorPagedGather(k *call) (Value, error) {
	src, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	ix, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	bt, err := k.tensorIn(2)
	if err != nil {
		return nil, err
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	bs, size, colOff := k.kwInt("block_size", 1), k.kwInt("size", 0), k.kwInt("col_off", 0)
	trans := kwBool(k, "is_trans")
	n := ix.t.Shape[len(ix.t.Shape)-1]
	for i := int64(0); i < n; i++ {
		logical, ok := readIndex(ix, i)
		if !ok || bs <= 0 {
			continue
		}
		blk, ok := readIndex(bt, logical/bs)
		if !ok {
			continue
		}
		phys := blk*bs + logical%bs
		for c := int64(0); c < size; c++ {
			v, ok := src.at([]int64{phys, colOff + c})
			dst := []int64{i, c}
			if trans {
				dst = []int64{c, i}
			}
			if ok && inShape(out.Shape, dst) && dst[0] < valid[0] && dst[1] < valid[1] {
				put(out, dst, v)
			}
		}
	}
	return Tensor{out}, nil
}

// opTensorGatherRow loads the src window of shapes at src_offset (only
// valid_shape of it when given) into a copy of the accumulator at
// dst_offset (transposed with transpose); the rest keeps the
// accumulator's elements.
func opTensorGatherRow(k *call) (Value, error) {
	acc, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	src, err := k.tensorIn(1)
	if err != nil {
		return nil, err
	}
	var dOff, sOff, ext []int64
	for i, p := range []*[]int64{&dOff, &sOff, &ext} {
		if *p, err = k.ints(2 + i); err != nil {
			return nil, err
		}
	}
	if k.has(5) {
		if ext, err = k.ints(5); err != nil {
			return nil, err
		}
	}
	for _, e := range ext {
		if e < 0 || e > maxTensorElems {
			return nil, fmt.Errorf("a window of extents %v", ext)
		}
	}
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	if len(dOff) != 2 || len(sOff) != 2 || len(ext) != 2 || len(out.Shape) != 2 {
		return nil, fmt.Errorf("gather_row of a %v window into %v", ext, out.Shape)
	}
	copyUsable(out, valid, acc)
	trans := kwBool(k, "transpose")
	eachIndex(ext, func(idx []int64) {
		v, ok := src.at([]int64{sOff[0] + idx[0], sOff[1] + idx[1]})
		a, b := idx[0], idx[1]
		if trans {
			a, b = b, a
		}
		dst := []int64{dOff[0] + a, dOff[1] + b}
		if !inShape(out.Shape, dst) || dst[0] >= valid[0] || dst[1] >= valid[1] {
			return
		}
		d := out.Index(dst)
		out.Data[d], out.Defined[d] = round(out.DType, v), ok
	})
	return Tensor{out}, nil
}

// asTile is a tensor argument as a tile value (its type's valid region),
// for the split-boundary helpers the tile ops share.
func asTile(in tensorIn) *Tile {
	t := defined(in.t)
	return &Tile{Shape: t.Shape, DType: t.DType, Valid: in.valid, Data: t.Data, Defined: t.Defined}
}

// fromTile copies a tile's usable elements into a tensor of the call's
// type, inside its valid region.
func fromTile(k *call, src *Tile) (Value, error) {
	out, valid, err := k.tensorOut(k.c.T)
	if err != nil {
		return nil, err
	}
	if len(src.Shape) != len(out.Shape) {
		return nil, fmt.Errorf("a rank-%d part for a rank-%d result", len(src.Shape), len(out.Shape))
	}
	eachIndex(valid, func(idx []int64) {
		if v, ok := src.get(idx); ok {
			put(out, idx, v)
		}
	})
	return Tensor{out}, nil
}

// opTensorShard is tensor.aiv_shard: the current lane's half along the
// split axis, as opShard (split 0: the whole tensor).
func opTensorShard(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	axis, err := splitAxis(k, len(in.t.Shape))
	if err != nil {
		return nil, err
	}
	if axis < 0 {
		return Tensor{defined(in.t)}, nil
	}
	_, shape, err := k.resultTensor()
	if err != nil {
		return nil, err
	}
	if len(shape) != len(in.t.Shape) {
		return nil, fmt.Errorf("a rank-%d result of a rank-%d tensor", len(shape), len(in.t.Shape))
	}
	ext := shape[axis]
	return fromTile(k, half(asTile(in), axis, k.m.lane, ext, ext))
}

// opTensorSplitGather is tensor.aic_gather: the current lane's tensor
// placed at lane*E along the split axis of one twice as wide, shared by
// both lanes' executions inside a split_aiv scope, as opGather.
func opTensorSplitGather(k *call) (Value, error) {
	in, err := k.tensorIn(0)
	if err != nil {
		return nil, err
	}
	axis, err := splitAxis(k, len(in.t.Shape))
	if err != nil {
		return nil, err
	}
	if axis < 0 {
		return Tensor{defined(in.t)}, nil
	}
	tt, shape, err := k.resultTensor()
	if err != nil {
		return nil, err
	}
	if numElems(shape) > maxTensorElems || len(shape) != len(in.t.Shape) {
		return nil, fmt.Errorf("result shape %v for a %v tensor", shape, in.t.Shape)
	}
	var buf *Tile
	if k.m.inSplit {
		n := k.m.gatherN[k.c]
		k.m.gatherN[k.c] = n + 1
		key := gatherKey{c: k.c, n: n}
		if buf = k.m.gather[key]; buf == nil {
			buf = newTile(shape, tt.DType, shape)
			k.m.gather[key] = buf
		}
	} else {
		buf = newTile(shape, tt.DType, shape)
	}
	if err := place(buf, asTile(in), axis, k.m.lane*in.t.Shape[axis]); err != nil {
		return nil, err
	}
	return fromTile(k, buf)
}
