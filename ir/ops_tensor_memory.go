package ir

import (
	"fmt"
	"strings"
)

// Tensor-level memory ops: element read / write, create, full, ci, random,
// slice, fillpad, fillpad_expand, assemble, dim, alloc and the SPMD block
// queries (PyPTO src/ir/op/tensor_ops/memory.cpp).

// indexCount checks an element-access index list against a tensor's rank
// (memory.cpp:64-66, :853-855).
func indexCount(d *Deduction, i int, t *TensorType) error {
	if n := len(d.List(i)); n != t.Rank() {
		return d.Errf(i, "rank", "indices count (%d) must match tensor rank (%d)", n, t.Rank())
	}
	return nil
}

// TensorRead reads one element of a tensor as a scalar
// (DeduceTensorReadType, memory.cpp:43-80). It stays in kernels for a GM
// tensor, emitted as pto.load_scalar (OpConversionRegistry keeps it,
// op_conversion_registry.cpp:846-873).
var TensorRead = &OpDef{
	Name:        "tensor.read",
	Doc:         "read one element of a GM tensor as a scalar",
	Args:        []ArgSpec{{Name: "tensor", Kind: ArgTensor}, {Name: "indices", Kind: ArgIndices}},
	ReusesInput: -1,
	Access:      AccessFunctional,
	Pipe:        PipeS,
	Tensor:      true,
	ToTile:      true,
	Deduce: func(d *Deduction) (Type, error) {
		if err := indexCount(d, 1, d.Tensor(0)); err != nil {
			return nil, err
		}
		return Scalar(d.Tensor(0).DType), nil
	},
}

// TensorWrite writes one element of a tensor through the scalar path; the
// result is the tensor (DeduceTensorWriteType, memory.cpp:832-890; kept in
// kernels for a GM tensor as pto.store_scalar,
// op_conversion_registry.cpp:876-905).
var TensorWrite = &OpDef{
	Name:        "tensor.write",
	Doc:         "write one element of a GM tensor; the result is the updated tensor",
	Args:        []ArgSpec{{Name: "tensor", Kind: ArgTensor}, {Name: "indices", Kind: ArgIndices}, {Name: "value", Kind: ArgScalar}},
	ReusesInput: 0,
	Access:      AccessFunctional,
	Writes:      []int{0},
	Pipe:        PipeS,
	Tensor:      true,
	ToTile:      true,
	Deduce: func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		if err := indexCount(d, 1, t); err != nil {
			return nil, err
		}
		if vd := d.ScalarDType(2); vd != t.DType {
			return nil, d.Errf(2, "dtype-mismatch", "requires value dtype to match tensor dtype, but got value dtype %s and tensor dtype %s", vd, t.DType)
		}
		return t, nil
	},
}

// TensorCreate allocates a GM tensor of a shape, dtype and layout
// (DeduceTensorCreateType, memory.cpp:82-146; in an InCore function it
// becomes tile.create, op_conversion_registry.cpp:711-758).
var TensorCreate = func() *OpDef {
	o := withKwargs(tensorOp("tensor.create", "allocate a GM tensor", []ArgSpec{{Name: "shape", Kind: ArgIndices}}, func(d *Deduction) (Type, error) {
		dt, _ := d.KwDType("dtype")
		var view *TensorView
		if v, ok := d.Kw("layout"); ok && v.(TensorLayout) != ND {
			view = &TensorView{Layout: v.(TensorLayout)}
		}
		return NewTensorType(d.List(0), dt, view, nil), nil
	}), KwSpec{Name: "dtype", Kind: KwDType, Required: true}, KwSpec{Name: "layout", Kind: KwTensorLayout},
		KwSpec{Name: "manual_dep", Kind: KwBool}, KwSpec{Name: "init_value", Kind: KwFloat})
	o.Access = AccessNone
	return o
}()

// exprNodeName names an expression node as PyPTO's TypeName does in
// messages ("Var", "Call", ...).
func exprNodeName(e Expr) string {
	switch e.(type) {
	case *Var:
		return "Var"
	case *IterArg:
		return "IterArg"
	case *Call:
		return "Call"
	case *MakeTuple:
		return "MakeTuple"
	case *TupleGetItem:
		return "TupleGetItemExpr"
	case *ConstBool:
		return "ConstBool"
	}
	return strings.TrimPrefix(fmt.Sprintf("%T", e), "*ir.")
}

// TensorFull is a tensor of a shape filled with a constant
// (DeduceTensorFullType, memory.cpp:469-517). Its value prints as value=
// (python_printer.cpp:1136-1160).
var TensorFull = withKwargs(tensorOp("tensor.full", "a tensor of a shape with every element a constant",
	[]ArgSpec{{Name: "shape", Kind: ArgIndices}, {Name: "value", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
		switch d.Args[1].(type) {
		case *ConstInt, *ConstFloat:
		default:
			return nil, d.Errf(1, "const-value", "requires value to be ConstInt or ConstFloat, but got %s", exprNodeName(d.Args[1]))
		}
		dt, _ := d.KwDType("dtype")
		return NewTensorType(d.List(0), dt, nil, nil), nil
	}), KwSpec{Name: "dtype", Kind: KwDType, Required: true})

// TensorCi is an integer sequence from start along the last axis; pto.tci
// fills one row, so the leading dimensions must be 1 and the last not 1
// (DeduceTensorCiType, memory.cpp:621-691).
var TensorCi = withKwargs(tensorOp("tensor.ci", "a [1, .., N] tensor of the integers start, start+1, ... (or descending)",
	[]ArgSpec{{Name: "start", Kind: ArgScalar}, {Name: "shape", Kind: ArgIndices}}, func(d *Deduction) (Type, error) {
		dt, _ := d.KwDType("dtype")
		switch dt {
		case INT16, INT32, UINT16, UINT32:
		default:
			return nil, d.Errf(-1, "dtype", "dtype must be one of {INT16, INT32, UINT16, UINT32}, but got %s", dt)
		}
		if sd := d.ScalarDType(0); sd != dt {
			return nil, d.Errf(0, "dtype-mismatch", "'start' dtype (%s) must match destination dtype (%s)", sd, dt)
		}
		shape := d.List(1)
		if len(shape) == 0 {
			return nil, d.Errf(1, "shape", "requires non-empty shape")
		}
		if c, ok := shape[len(shape)-1].(*ConstInt); ok && c.Value == 1 {
			return nil, d.Errf(1, "shape", "requires the innermost dimension (Cols) to be != 1, got %d", c.Value)
		}
		for i, e := range shape[:len(shape)-1] {
			if c, ok := e.(*ConstInt); ok && c.Value != 1 {
				return nil, d.Errf(1, "shape", "only populates the first row because pto.tci ignores valid rows; leading dimensions must be 1, but got %d at index %d", c.Value, i)
			}
		}
		return NewTensorType(shape, dt, nil, nil), nil
	}), KwSpec{Name: "dtype", Kind: KwDType, Required: true}, KwSpec{Name: "descending", Kind: KwBool})

// TensorRandom is a 2-D tensor of counter-based pseudo-random INT32 /
// UINT32 values from two key and four counter words
// (DeduceTensorRandomType, memory.cpp:693-765).
var TensorRandom = withKwargs(tensorOp("tensor.random", "a 2-D tensor of counter-based pseudo-random values seeded by two key and four counter words",
	[]ArgSpec{{Name: "key0", Kind: ArgScalar}, {Name: "key1", Kind: ArgScalar}, {Name: "counter0", Kind: ArgScalar}, {Name: "counter1", Kind: ArgScalar},
		{Name: "counter2", Kind: ArgScalar}, {Name: "counter3", Kind: ArgScalar}, {Name: "shape", Kind: ArgIndices}},
	func(d *Deduction) (Type, error) {
		dt, _ := d.KwDType("dtype")
		if dt != INT32 && dt != UINT32 {
			return nil, d.Errf(-1, "dtype", "dtype must be one of {INT32, UINT32}, but got %s", dt)
		}
		if v, ok := d.Kw("rounds"); ok && v.(int64) != 7 && v.(int64) != 10 {
			return nil, d.Errf(-1, "rounds", "requires rounds to be 7 or 10, but got %d", v.(int64))
		}
		for i := range 6 {
			if sd := d.ScalarDType(i); sd != INT32 {
				return nil, d.Errf(i, "dtype", "requires seed argument %d to have INT32 dtype, but got %s", i, sd)
			}
		}
		shape := d.List(6)
		if len(shape) == 0 {
			return nil, d.Errf(6, "shape", "requires non-empty shape")
		}
		if len(shape) != 2 {
			return nil, d.Errf(6, "shape", "requires a 2D shape (rows, cols), but got rank %d", len(shape))
		}
		return NewTensorType(shape, dt, nil, nil), nil
	}), KwSpec{Name: "dtype", Kind: KwDType, Required: true}, KwSpec{Name: "rounds", Kind: KwInt})

// TensorSlice is a zero-copy window of a tensor. Its valid region is the
// source's under the window (cut to the source edge with clamp), narrowed
// by an optional valid_shape request; drop_dims erases static unit axes;
// the pad value is the kwarg's, else the source's
// (DeduceTensorSliceType, memory.cpp:148-278, with
// InferTensorSliceFullValidShape, ParseSliceDropDims and
// ValidateDropDimsValidExtents, type_inference.cpp:700-747, :1230-1290).
var TensorSlice = inheritInput(withKwargs(tensorView("tensor.slice", "a zero-copy window of a tensor (valid region: the source's under the window)",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "shape", Kind: ArgIndices}, {Name: "offset", Kind: ArgIndices},
		{Name: "valid_shape", Kind: ArgTuple, Optional: true}, {Name: "drop_dims", Kind: ArgTuple, Optional: true}},
	func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		if err := noMX(d, t, "MX-layout tensors"); err != nil {
			return nil, err
		}
		full, offsets := d.List(1), d.List(2)
		drop, err := sliceDropDims(d, full)
		if err != nil {
			return nil, err
		}
		var request []Expr
		if d.Has(3) {
			request = d.List(3)
		}
		var valid []Expr
		if len(full) == t.Rank() && len(offsets) == len(full) {
			if len(request) != 0 && len(request) != len(full) {
				return nil, d.Errf(3, "rank", "requires valid_shape to have the same rank as the window, but got valid_shape rank %d %s and window rank %d", len(request), fmtShape(request), len(full))
			}
			if len(request) == 0 {
				request = nil
			}
			valid, err = windowRead(d, 1, t.Shape, t.EffectiveValidShape(), offsets, full, request, false, d.KwBool("clamp"),
				"Pass clamp=True -- pl.slice(x, shape, offset, clamp=True) -- to narrow the valid region to the source edge instead")
			if err != nil {
				return nil, err
			}
		} else {
			if len(request) != 0 && len(request) != len(full) {
				return nil, d.Errf(3, "rank", "requires valid_shape to have the same rank as shape, but got valid_shape rank %d and shape rank %d", len(request), len(full))
			}
			valid = full
			if len(request) != 0 {
				valid = request
			}
		}
		for _, a := range drop {
			if ProveEqual(valid[a], ConstI(1)) != ProofTrue {
				return nil, d.Errf(4, "drop-dims", "cannot drop dimension %d: its valid extent is %s, which is not provably 1. Rank reduction erases an axis, so the axis must be fully valid; keep the dimension instead of dropping it", a, PrintExpr(valid[a]))
			}
		}
		shape, valid := applyDrop(full, drop), applyDrop(valid, drop)
		pad := padOf(t)
		if v, ok := d.Kw("pad_value"); ok {
			pad = v.(PadValue)
		}
		// A slice of a distributed tensor is distributed (memory.cpp:266-276).
		if exprsSame(valid, shape) && pad == PadNull {
			return NewTensorType(shape, t.DType, nil, nil).KindOf(t), nil
		}
		return NewTensorType(shape, t.DType, &TensorView{Layout: ND, ValidShape: valid, Pad: pad}, nil).KindOf(t), nil
	}), KwSpec{Name: "pad_value", Kind: KwPad}, KwSpec{Name: "clamp", Kind: KwBool}))

// sliceDropDims reads tensor.slice's drop_dims (argument 4): distinct,
// in-range constant axes of static unit extent in the full window, sorted
// (ParseSliceDropDims, type_inference.cpp:1230-1262), fewer than the rank
// (memory.cpp:200-203).
func sliceDropDims(d *Deduction, full []Expr) ([]int, error) {
	if !d.Has(4) {
		return nil, nil
	}
	seen := make([]bool, len(full))
	var axes []int
	for j, e := range d.List(4) {
		c, ok := e.(*ConstInt)
		if !ok {
			return nil, d.Errf(4, "drop-dims", "drop_dims element %d must be a compile-time int constant", j)
		}
		a := c.Value
		if a < 0 || a >= int64(len(full)) {
			return nil, d.Errf(4, "drop-dims", "drop_dims index %d out of range for rank %d", a, len(full))
		}
		if seen[a] {
			return nil, d.Errf(4, "drop-dims", "drop_dims index %d is repeated", a)
		}
		seen[a] = true
		if dim, ok := full[a].(*ConstInt); !ok || dim.Value != 1 {
			what := "dynamic"
			if ok {
				what = PrintExpr(dim)
			}
			return nil, d.Errf(4, "drop-dims", "drop_dims index %d must select a static unit dimension (rank reduction only erases size-1 dims), but dim %d is %s", a, a, what)
		}
		axes = append(axes, int(a))
	}
	if len(axes) >= len(full) {
		return nil, d.Errf(4, "drop-dims", "drop_dims cannot erase every dimension; keep one unit axis or use tensor.read for a scalar result")
	}
	for i := 1; i < len(axes); i++ {
		for j := i; j > 0 && axes[j-1] > axes[j]; j-- {
			axes[j-1], axes[j] = axes[j], axes[j-1]
		}
	}
	return axes, nil
}

// applyDrop removes the (valid, sorted) axes from a list (ApplyDropDims).
func applyDrop(s []Expr, drop []int) []Expr {
	if len(drop) == 0 {
		return s
	}
	out := make([]Expr, 0, len(s)-len(drop))
	k := 0
	for i, e := range s {
		if k < len(drop) && drop[k] == i {
			k++
			continue
		}
		out = append(out, e)
	}
	return out
}

// TensorFillpad fills the region outside the valid shape; the result is
// fully valid and otherwise keeps the input's view and MemRef
// (DeduceTensorFillpadType, memory.cpp:280-303).
var TensorFillpad = withKwargs(tensorOp("tensor.fillpad", "a tensor's region outside its valid shape filled with a pad value; the result is fully valid",
	[]ArgSpec{{Name: "tensor", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		if _, err := padKwarg(d); err != nil {
			return nil, err
		}
		if t.View == nil {
			return NewTensorType(t.Shape, t.DType, nil, t.MemRef), nil
		}
		v := *t.View
		v.ValidShape = t.Shape
		return NewTensorType(t.Shape, t.DType, &v, t.MemRef), nil
	}), KwSpec{Name: "pad_value", Kind: KwPad})

// TensorFillpadExpand copies a tensor into the top-left of a larger one of
// a static shape and pads the rest; the result is fully valid with the pad
// value recorded (DeduceTensorFillpadExpandType, memory.cpp:305-362).
var TensorFillpadExpand = withKwargs(tensorOp("tensor.fillpad_expand", "a tensor copied into the top-left of a larger static shape, the rest filled with a pad value",
	[]ArgSpec{{Name: "tensor", Kind: ArgTensor}, {Name: "shape", Kind: ArgIndices}}, func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		shape := d.List(1)
		if len(shape) != t.Rank() {
			return nil, d.Errf(1, "rank", "shape rank (%d) must match source rank (%d)", len(shape), t.Rank())
		}
		for i, e := range shape {
			c, ok := e.(*ConstInt)
			if !ok {
				return nil, d.Errf(1, "static-shape", "shape dimension %d must be a constant integer", i)
			}
			if c.Value <= 0 {
				return nil, d.Errf(1, "shape", "shape dimension %d must be positive, got %d", i, c.Value)
			}
			if s, ok := t.Shape[i].(*ConstInt); ok && c.Value < s.Value {
				return nil, d.Errf(1, "shape", "destination dimension %d (%d) must be >= source dimension (%d)", i, c.Value, s.Value)
			}
		}
		pad, err := padKwarg(d)
		if err != nil {
			return nil, err
		}
		v := TensorView{}
		if t.View != nil {
			v = *t.View
		}
		v.ValidShape, v.Pad = shape, pad
		return NewTensorType(shape, t.DType, &v, nil), nil
	}), KwSpec{Name: "pad_value", Kind: KwPad})

// TensorAssemble writes a source tensor into a window of the target; the
// result is the target after the write, valid where it was or where the
// source's valid region landed (DeduceTensorAssembleType,
// memory.cpp:364-467; reuses and writes argument 0, :563-587).
var TensorAssemble = func() *OpDef {
	o := withKwargs(tensorOp("tensor.assemble", "write a source tensor into a window of a target tensor; the result is the updated target",
		[]ArgSpec{{Name: "target", Kind: ArgTensor}, {Name: "source", Kind: ArgTensor}, {Name: "offset", Kind: ArgIndices}},
		func(d *Deduction) (Type, error) {
			tgt, src := d.Tensor(0), d.Tensor(1)
			if v, ok := d.Kw("atomic"); ok && v.(AtomicType) == AtomicAdd {
				switch tgt.DType {
				case FP32, BF16, FP16, INT32, INT16, INT8:
				default:
					return nil, d.Errf(0, "atomic-dtype", "with atomic=AtomicType.Add requires an fp32/bf16/fp16/int32/int16/int8 target (hardware atomic-add dtypes), but got %s", tgt.DType)
				}
			}
			offsets := d.List(2)
			valid := tgt.Shape
			if src.Rank() == tgt.Rank() && len(offsets) == tgt.Rank() {
				var err error
				valid, err = writeUnion(d, 1, tgt.Shape, tgt.EffectiveValidShape(), src.Shape, src.EffectiveValidShape(), offsets, false,
					"tensor.assemble transfers only the source's effective valid region, so it is that extent -- not the whole source allocation -- that has to fit at this offset")
				if err != nil {
					return nil, err
				}
			}
			// The assembled target of a distributed tensor stays distributed
			// (memory.cpp:457-465).
			return freshTensor(tgt.Shape, tgt.DType, valid).KindOf(tgt), nil
		}), KwSpec{Name: "atomic", Kind: KwAtomic})
	o.ReusesInput = 0
	o.Writes = []int{0}
	return o
}()

// TensorDim is a static axis extent of a tensor as an INDEX scalar; it has
// no tile conversion and stays in kernels, resolved to the shape
// (DeduceTensorDimType, memory.cpp:796-820; convert_tensor_to_tile_ops_
// pass.cpp:81-83; pto_ops_memory.cpp:977-979).
var TensorDim = func() *OpDef {
	o := tensorOp("tensor.dim", "one axis extent of a tensor's shape as an INDEX scalar (a negative axis counts from the end)",
		[]ArgSpec{{Name: "tensor", Kind: ArgTensor}, {Name: "axis", Kind: ArgScalar}}, func(d *Deduction) (Type, error) {
			c, ok := d.Args[1].(*ConstInt)
			if !ok {
				return nil, d.Errf(1, "static-axis", "requires axis to be a constant integer")
			}
			a, r := c.Value, int64(d.Tensor(0).Rank())
			if a < 0 {
				a += r
			}
			if a < 0 || a >= r {
				return nil, d.Errf(1, "axis", "axis %d out of range for tensor of rank %d", c.Value, r)
			}
			return Scalar(INDEX), nil
		})
	o.Access, o.ToTile = AccessNone, false
	return o
}()

// TensorAlloc declares a DDR allocation and returns its pointer; its
// deduction checks only the arity (memory.cpp:892-902).
var TensorAlloc = func() *OpDef {
	o := tensorOp("tensor.alloc", "declare a DDR allocation of size bytes", []ArgSpec{{Name: "memory_space", Kind: ArgAny}, {Name: "size", Kind: ArgAny}},
		func(d *Deduction) (Type, error) { return Ptr(), nil })
	o.Access, o.ToTile = AccessNone, false
	return o
}()

// tensorQuery is a tensor-scope alias of a tile block query, lowered 1:1
// (memory.cpp:904-938; op_conversion_registry.cpp:909-911).
func tensorQuery(name, doc string) *OpDef {
	o := tensorOp(name, doc, nil, func(d *Deduction) (Type, error) { return Scalar(INDEX), nil })
	o.Access = AccessNone
	return o
}

var (
	TensorGetBlockIdx    = tensorQuery("tensor.get_block_idx", "the index of this block in its SPMD launch (tensor-scope alias of tile.get_block_idx)")
	TensorGetSubblockIdx = tensorQuery("tensor.get_subblock_idx", "the vector lane this sub-block runs on (tensor-scope alias of tile.get_subblock_idx)")
	TensorGetBlockNum    = tensorQuery("tensor.get_block_num", "the number of blocks in this SPMD launch (tensor-scope alias of tile.get_block_num)")
)
