package ir

import "fmt"

// Tensor-level views and transforms: reshape, reinterpret_view, transpose,
// view, concat, set_validshape (PyPTO src/ir/op/tensor_ops/transform.cpp).
// The views are metadata over the source's memory (AccessView); concat
// builds a fresh tensor.

// tensorView builds a view op: it moves no data.
func tensorView(name, doc string, args []ArgSpec, deduce func(d *Deduction) (Type, error)) *OpDef {
	o := tensorOp(name, doc, args, deduce)
	o.Access = AccessView
	return o
}

// inheritInput declares that a tensor view's output lives where its input
// does (PyPTO's set_output_memory_inherit_input on tensor.reshape,
// reinterpret_view, view, set_validshape and slice: transform.cpp:660, 673,
// 703, 809; memory.cpp:555). ConvertTensorToTileOps carries a consumer's
// memory demand back through such an op to its input.
func inheritInput(o *OpDef) *OpDef {
	o.Output = OutputMemory{Kind: OutInherit}
	return o
}

// noMX rejects an MX-layout tensor (the reshape / transpose / slice / view
// guards, transform.cpp:149-151, :325-327; memory.cpp:157-159).
func noMX(d *Deduction, t *TensorType, what string) error {
	if layoutOf(t).IsMX() {
		return d.Errf(0, "layout", "does not support %s", what)
	}
	return nil
}

// TensorReshape is a zero-copy view with another shape of the same element
// count; its valid region is the source's mapped through the reshape,
// optionally narrowed by an explicit valid_shape it must provably fit
// (DeduceTensorReshapeType, transform.cpp:140-247).
var TensorReshape = inheritInput(tensorView("tensor.reshape", "a zero-copy view of a tensor with another shape of the same element count",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "shape", Kind: ArgIndices}, {Name: "valid_shape", Kind: ArgTuple, Optional: true}},
	func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		if err := noMX(d, t, "MX-layout tensors"); err != nil {
			return nil, err
		}
		shape := d.List(1)
		if a, b := shapeProduct(t.Shape), shapeProduct(shape); a > 0 && b > 0 && a != b {
			return nil, d.Errf(1, "element-count", "cannot reshape tensor of size %d into shape with size %d", a, b)
		}
		rowMajor := true
		if t.View != nil {
			rowMajor = t.View.Layout == ND && (len(t.View.Stride) == 0 || exprsSame(t.View.Stride, rowMajorStrides(t.Shape)))
		}
		valid, err := reshapeValidExact(d, 0, t.EffectiveValidShape(), t.Shape, shape, rowMajor)
		if err != nil {
			return nil, err
		}
		if d.Has(2) {
			req := d.List(2)
			if len(req) != len(shape) {
				return nil, d.Errf(2, "rank", "valid_shape rank (%d) must match the target shape rank (%d)", len(req), len(shape))
			}
			for i, r := range req {
				if nonNegative(r) != ProofTrue {
					return nil, d.Errf(2, "valid-shape", "explicit valid_shape[%d]=%s must be provably >= 0; a valid extent counts real elements", i, PrintExpr(r))
				}
				if ProveLessEqual(r, valid[i]) != ProofTrue {
					return nil, d.Errf(2, "valid-shape", "explicit valid_shape[%d]=%s is not provably within the source-derived extent %s", i, PrintExpr(r), PrintExpr(valid[i]))
				}
			}
			valid = req
		}
		return NewTensorType(shape, t.DType, &TensorView{Layout: ND, ValidShape: valid, Pad: padOf(t)}, nil), nil
	}))

// scaleExtent scales an extent on the contiguous axis by the dtype byte
// ratio src:dst (ScaleExtent, reinterpret_view_semantics.h:105-143; with
// try, TryScaleExtent, :145-190, which also undoes an (extent * ratio) the
// narrowing direction built); msg is why it cannot be scaled.
func scaleExtent(e Expr, src, dst int64, what string, axis int, try bool) (Expr, string) {
	if src == dst {
		return e, ""
	}
	if src > dst {
		if src%dst != 0 {
			return nil, fmt.Sprintf("cannot represent dtype byte ratio %d:%d", src, dst)
		}
		if c, ok := e.(*ConstInt); ok {
			return &ConstInt{Value: c.Value * (src / dst), DType: c.DType}, ""
		}
		return &Binary{Op: OpMul, L: e, R: ConstI(src / dst), DType: INDEX}, ""
	}
	if dst%src != 0 {
		return nil, fmt.Sprintf("cannot represent dtype byte ratio %d:%d", src, dst)
	}
	div := dst / src
	c, ok := e.(*ConstInt)
	if !ok {
		if m, ok := e.(*Binary); ok && try && m.Op == OpMul {
			if isConst(m.R, div) {
				return m.L, ""
			}
			if isConst(m.L, div) {
				return m.R, ""
			}
		}
		return nil, fmt.Sprintf("cannot prove that dynamic %s dimension %d is divisible by %d for the wider target dtype; provide a static divisible extent", what, axis, div)
	}
	if c.Value%div != 0 {
		return nil, fmt.Sprintf("%s dimension %d (%d) is not divisible by %d for the wider target dtype", what, axis, c.Value, div)
	}
	return &ConstInt{Value: c.Value / div, DType: c.DType}, ""
}

// TensorReinterpretView is a zero-copy view of a packed tensor as another
// dtype of a different width: the contiguous axis scales by the byte
// ratio, or an explicit shape of equal byte size is taken
// (DeduceTensorReinterpretViewType, transform.cpp:249-310, with
// reinterpret_view_semantics::Resolve).
var TensorReinterpretView = inheritInput(withKwargs(tensorView("tensor.reinterpret_view", "a zero-copy view of a packed tensor as another dtype of equal byte size",
	[]ArgSpec{{Name: "data", Kind: ArgTensor}, {Name: "shape", Kind: ArgIndices, Optional: true}},
	func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		if err := noMX(d, t, "MX-layout tensors"); err != nil {
			return nil, err
		}
		if t.Rank() == 0 {
			return nil, d.Errf(0, "rank", "requires a tensor rank >= 1")
		}
		target, _ := d.KwDType("dtype")
		layout := layoutOf(t)
		if layout == NZ {
			return nil, d.Errf(0, "layout", "does not support boxed/fractal NZ tensor layout")
		}
		if layout == DN && t.Rank() < 2 {
			return nil, d.Errf(0, "layout", "requires rank >= 2 for DN layout")
		}
		keepStride := false
		if t.View != nil && len(t.View.Stride) > 0 {
			want, _ := layoutStrides(t.Shape, layout)
			if !exprsSame(t.View.Stride, want) {
				return nil, d.Errf(0, "stride", "only supports packed tensors with canonical strides for their layout")
			}
			keepStride = true
		}
		var requested []Expr
		if d.Has(1) {
			requested = d.List(1)
			if len(requested) == 0 {
				return nil, d.Errf(1, "shape", "shape must have rank >= 1")
			}
			for j, e := range requested {
				if dt := e.Type().(*ScalarType).DType; !indexLike(dt) {
					return nil, d.Errf(1, "shape", "shape element %d must have dtype INT64, UINT64, or INDEX, but got %s", j, dt)
				}
			}
			if layout == DN && len(requested) < 2 {
				return nil, d.Errf(1, "layout", "requires target rank >= 2 for DN layout")
			}
		}
		axis := t.Rank() - 1
		if layout == DN {
			axis = t.Rank() - 2
		}
		var srcValid []Expr
		if t.View != nil {
			srcValid = t.View.ValidShape
		}
		shape, valid, err := resolveTensorReinterpret(d, t.Shape, srcValid, t.DType, target, axis, requested)
		if err != nil {
			return nil, err
		}
		view := &TensorView{Layout: layout, ValidShape: valid}
		if padOf(t) == PadZero {
			view.Pad = PadZero
		}
		if keepStride {
			view.Stride, _ = layoutStrides(shape, layout)
		}
		return NewTensorType(shape, target, view, t.MemRef), nil
	}), KwSpec{Name: "dtype", Kind: KwDType, Required: true}))

// resolveReinterpret is reinterpret_view_semantics::Resolve
// (reinterpret_view_semantics.h:262-318): the target shape (requested, or
// the source's with the contiguous axis scaled) and valid shape.
func resolveTensorReinterpret(d *Deduction, shape, valid []Expr, src, dst DataType, axis int, requested []Expr) ([]Expr, []Expr, error) {
	bad := func(format string, a ...any) ([]Expr, []Expr, error) {
		return nil, nil, d.Errf(0, "reinterpret", format, a...)
	}
	const supported = "supported dtypes are byte-addressable int/uint8/16/32/64, FP16, BF16, and FP32"
	if !reinterpretDType(src) {
		return bad("does not support source dtype %s; %s", src, supported)
	}
	if !reinterpretDType(dst) {
		return bad("does not support target dtype %s; %s", dst, supported)
	}
	if src == dst {
		return bad("requires source and target dtypes to differ; use reshape/view for shape-only changes")
	}
	positive := func(s []Expr, what string) error {
		if len(s) == 0 {
			return d.Errf(0, "reinterpret", "%s must have rank >= 1", what)
		}
		for i, e := range s {
			if c, ok := e.(*ConstInt); ok && c.Value <= 0 {
				return d.Errf(0, "reinterpret", "%s dimension %d must be positive, got %d", what, i, c.Value)
			}
		}
		return nil
	}
	if err := positive(shape, "source shape"); err != nil {
		return nil, nil, err
	}
	if len(valid) > 0 {
		if len(valid) != len(shape) {
			return bad("source valid_shape rank %d does not match source rank %d", len(valid), len(shape))
		}
		for i, v := range valid {
			c, ok := v.(*ConstInt)
			if !ok {
				continue
			}
			if c.Value < 0 {
				return bad("source valid_shape dimension %d must be non-negative, got %d", i, c.Value)
			}
			if p, ok := shape[i].(*ConstInt); ok && c.Value > p.Value {
				return bad("source valid_shape dimension %d (%d) exceeds physical dimension %d", i, c.Value, p.Value)
			}
		}
	}
	sb, db := int64(src.Bytes()), int64(dst.Bytes())
	autoShape := func(s []Expr, what string, try bool) ([]Expr, string) {
		e, msg := scaleExtent(s[axis], sb, db, what, axis, try)
		if msg != "" {
			return nil, msg
		}
		out := append([]Expr(nil), s...)
		out[axis] = e
		return out, ""
	}
	auto, autoMsg := autoShape(shape, "shape", true)
	var target []Expr
	if requested != nil {
		target = requested
		if err := positive(target, "target shape"); err != nil {
			return nil, nil, err
		}
		if autoMsg != "" || !exprsSame(target, auto) {
			a, ok1 := StaticShape(shape)
			b, ok2 := StaticShape(target)
			if !ok1 || !ok2 {
				return bad("cannot prove byte-size equality for an explicit shape with dynamic dimensions; omit shape to use layout-aware auto detection, or provide fully static shapes")
			}
			na, nb := int64(1), int64(1)
			for _, x := range a {
				na *= x
			}
			for _, x := range b {
				nb *= x
			}
			if na*sb != nb*db {
				return bad("requires equal source and target byte sizes, but source has %d bytes and target has %d bytes", na*sb, nb*db)
			}
		}
	} else {
		if autoMsg != "" {
			_, msg := autoShape(shape, "shape", false)
			return bad("%s", msg)
		}
		target = auto
	}
	partial := len(valid) > 0 && !exprsSame(valid, shape)
	if !partial {
		return target, target, nil
	}
	if requested != nil {
		if autoMsg != "" {
			_, msg := autoShape(shape, "shape", false)
			return bad("%s", msg)
		}
		if !exprsSame(target, auto) {
			return bad("cannot preserve a partial valid_shape through an arbitrary explicit reshape; omit shape or use the layout-aware auto-detected shape")
		}
	}
	v, msg := autoShape(valid, "valid_shape", false)
	if msg != "" {
		return bad("%s", msg)
	}
	return target, v, nil
}

// TensorTranspose swaps two axes as metadata: the result records the
// source's (or packed row-major) strides swapped, a trailing-pair swap
// flips the ND/DN tag, and the valid region is swapped (or given
// explicitly in the result's coordinates) (DeduceTensorTransposeType,
// transform.cpp:312-450).
var TensorTranspose = tensorView("tensor.transpose", "a zero-copy view of a tensor with two axes swapped",
	[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "axis1", Kind: ArgScalar}, {Name: "axis2", Kind: ArgScalar}, {Name: "valid_shape", Kind: ArgTuple, Optional: true}},
	func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		if err := noMX(d, t, "MX-layout tensors"); err != nil {
			return nil, err
		}
		n := t.Rank()
		if n < 2 {
			return nil, d.Errf(0, "rank", "requires at least 2 dimensions, but got %d", n)
		}
		var axes [2]int
		for k, i := range []int{1, 2} {
			c, ok := d.Args[i].(*ConstInt)
			if !ok {
				return nil, d.Errf(i, "static-axis", "requires %s argument (%s) to be a ConstInt", [...]string{"second", "third"}[k], d.Op.Args[i].Name)
			}
			a := c.Value
			if a < 0 {
				a += int64(n)
			}
			if a < 0 || a >= int64(n) {
				return nil, d.Errf(i, "axis", "Axis %d is out of range for %dD tensor", a, n)
			}
			axes[k] = int(a)
		}
		a1, a2 := axes[0], axes[1]
		if a1 == a2 {
			return nil, d.Errf(2, "axis", "axis1 and axis2 must be different, but got axis1=%d, axis2=%d", a1, a2)
		}
		shape := append([]Expr(nil), t.Shape...)
		shape[a1], shape[a2] = shape[a2], shape[a1]
		trailing := a1 == n-1 && a2 == n-2 || a1 == n-2 && a2 == n-1
		layout, pad := ND, PadNull
		var inValid, inStride []Expr
		if t.View != nil {
			layout, pad, inValid, inStride = t.View.Layout, t.View.Pad, t.View.ValidShape, t.View.Stride
		}
		out := layout
		if trailing {
			out = ND
			if layout == ND {
				out = DN
			}
		}
		stride := append([]Expr(nil), inStride...)
		if len(stride) == 0 {
			stride = rowMajorStrides(t.Shape)
		}
		stride[a1], stride[a2] = stride[a2], stride[a1]
		var valid []Expr
		if d.Has(3) {
			valid = d.List(3)
			if len(valid) != n {
				return nil, d.Errf(3, "rank", "valid_shape rank (%d) must match tensor rank (%d)", len(valid), n)
			}
		} else if len(inValid) > 0 {
			valid = append([]Expr(nil), inValid...)
			valid[a1], valid[a2] = valid[a2], valid[a1]
		}
		record := out != ND || !stridesSameStatic(rowMajorStrides(shape), stride, false)
		if record || out != ND || len(valid) > 0 || pad != PadNull {
			v := &TensorView{Layout: out, ValidShape: valid, Pad: pad}
			if record {
				v.Stride = stride
			}
			return NewTensorType(shape, t.DType, v, nil), nil
		}
		return NewTensorType(shape, t.DType, nil, nil), nil
	})

// ndLeadingCollapse reports whether (target, targetValid) is an ND collapse
// of the leading axes of (src, srcValid) to 2-D, or a linear collapse of a
// contiguous prefix to [1, N] (IsNdLeadingCollapseTo2D,
// transform.cpp:93-132).
func ndLeadingCollapse(src, srcValid, target, targetValid []Expr) bool {
	if len(src) == 0 || len(srcValid) != len(src) || len(target) != 2 || len(targetValid) != 2 {
		return false
	}
	lead := func(s []Expr) Expr {
		p := Expr(ConstI(1))
		for _, x := range s[:len(s)-1] {
			p = indexMul(p, x)
		}
		return p
	}
	all := func(s []Expr) Expr {
		p := Expr(ConstI(1))
		for _, x := range s {
			p = indexMul(p, x)
		}
		return p
	}
	leading := exprSame(target[0], lead(src)) && exprSame(target[1], src[len(src)-1]) &&
		exprSame(targetValid[0], lead(srcValid)) && exprSame(targetValid[1], srcValid[len(srcValid)-1])
	linear := isConst(target[0], 1) && exprSame(target[1], all(src)) && isConst(targetValid[0], 1) && exprSame(targetValid[1], all(srcValid))
	if !leading && !linear {
		return false
	}
	checked := len(src) - 1
	if linear {
		checked = len(src)
	}
	past := false
	for i := 0; i < checked; i++ {
		isFull := exprSame(srcValid[i], src[i])
		if past && !isFull {
			return false
		}
		if !past && !isConst(srcValid[i], 1) {
			past = true
		}
	}
	return true
}

// TensorViewOp (tensor.view; TensorView names the view type)
// reinterprets a tensor over the same memory with a canonical view of
// another shape and/or layout (DeduceTensorViewType,
// transform.cpp:457-650).
var TensorViewOp = func() *OpDef {
	o := inheritInput(withKwargs(tensorView("tensor.view", "a zero-copy reinterpretation of a tensor with a canonical view of another shape and/or layout",
		[]ArgSpec{{Name: "input", Kind: ArgTensor}, {Name: "shape", Kind: ArgIndices, Optional: true}, {Name: "valid_shape", Kind: ArgTuple, Optional: true}},
		deduceTensorView), KwSpec{Name: "layout", Kind: KwTensorLayout}))
	// No tile conversion: an InCore function keeps it, and code generation
	// emits a pto.make_tensor_view (convert_tensor_to_tile_ops_pass.cpp:81-83;
	// pto_ops_memory.cpp:854-940).
	o.ToTile = false
	return o
}()

func deduceTensorView(d *Deduction) (Type, error) {
	t := d.Tensor(0)
	var reqLayout *TensorLayout
	if v, ok := d.Kw("layout"); ok {
		l := v.(TensorLayout)
		reqLayout = &l
	}
	hasShape, hasValid := d.Has(1), d.Has(2)
	if !hasShape && reqLayout == nil {
		return nil, d.Errf(-1, "view", "requires at least one of shape or layout")
	}
	src := layoutOf(t)
	layout := src
	if reqLayout != nil {
		layout = *reqLayout
	}
	if src.IsMX() || layout.IsMX() {
		return nil, d.Errf(0, "layout", "does not support MX layouts")
	}
	if layout == NZ {
		return nil, d.Errf(-1, "layout", "NZ layout is not allowed on TensorType (NZ is tile-only)")
	}
	if src == NZ {
		return nil, d.Errf(0, "layout", "src has NZ layout (NZ is tile-only and not allowed on TensorType)")
	}
	var srcStride []Expr
	if t.View != nil {
		srcStride = t.View.Stride
	}
	if len(srcStride) > 0 {
		if ok, why := canonicalView(t.Shape, srcStride, src); !ok {
			return nil, d.Errf(0, "stride", "src view is not canonical for layout %s: %s", src, why)
		}
		if hasShape {
			packed, _ := layoutStrides(t.Shape, src)
			if !stridesSameStatic(packed, srcStride, true) {
				return nil, d.Errf(0, "stride", "shape reinterpret requires a packed source when the source has explicit stride")
			}
		}
	}
	var shape []Expr
	if hasShape {
		shape = d.List(1)
		for i, e := range shape {
			if c, ok := e.(*ConstInt); ok && c.Value <= 0 {
				return nil, d.Errf(1, "shape", "shape dimension %d must be positive, got %d", i, c.Value)
			}
		}
		if a, b := shapeProduct(t.Shape), shapeProduct(shape); a >= 0 && b >= 0 && a != b {
			return nil, d.Errf(1, "element-count", "cannot reinterpret tensor of size %d as shape with size %d", a, b)
		}
	} else {
		shape = append([]Expr(nil), t.Shape...)
		if src != layout {
			if len(shape) < 2 {
				return nil, d.Errf(0, "rank", "cross-layout reinterpret requires rank >= 2, got %d", len(shape))
			}
			shape[len(shape)-2], shape[len(shape)-1] = shape[len(shape)-1], shape[len(shape)-2]
		}
	}
	if len(shape) == 0 {
		return nil, d.Errf(1, "rank", "target shape must have rank >= 1")
	}
	if layout == DN && len(shape) < 2 {
		return nil, d.Errf(-1, "layout", "DN layout requires rank >= 2, got %d", len(shape))
	}
	view := &TensorView{Layout: layout}
	if !hasShape && len(srcStride) > 0 {
		view.Stride = append([]Expr(nil), srcStride...)
		if src != layout {
			k := len(view.Stride)
			view.Stride[k-2], view.Stride[k-1] = view.Stride[k-1], view.Stride[k-2]
		}
	} else {
		view.Stride, _ = layoutStrides(shape, layout)
	}
	if t.View != nil {
		sv := t.View.ValidShape
		if hasShape && !hasValid && len(sv) > 0 && !exprsSame(sv, t.Shape) {
			return nil, d.Errf(0, "valid-shape", "shape reinterpret does not support a source with a partial valid_shape")
		}
		if !hasShape && len(sv) > 0 {
			v := append([]Expr(nil), sv...)
			if src != layout && len(v) >= 2 {
				v[len(v)-2], v[len(v)-1] = v[len(v)-1], v[len(v)-2]
			}
			view.ValidShape = v
		}
		if !hasShape || hasValid {
			view.Pad = t.View.Pad
		}
	}
	if hasValid {
		valid := d.List(2)
		if len(valid) != 0 && len(valid) != len(shape) {
			return nil, d.Errf(2, "rank", "valid_shape rank (%d) must match target shape rank (%d)", len(valid), len(shape))
		}
		for i, e := range valid {
			if !e.Type().(*ScalarType).DType.IsInt() {
				return nil, d.Errf(2, "dtype", "valid_shape dimension %d must have integer dtype", i)
			}
			c, ok := e.(*ConstInt)
			if !ok {
				continue
			}
			if c.Value <= 0 {
				return nil, d.Errf(2, "valid-shape", "valid_shape dimension %d must be positive, got %d", i, c.Value)
			}
			if s, ok := shape[i].(*ConstInt); ok && c.Value > s.Value {
				return nil, d.Errf(2, "valid-shape", "valid_shape dimension %d (%d) exceeds target shape dimension %d", i, c.Value, s.Value)
			}
		}
		srcHasValid := t.View != nil && len(t.View.ValidShape) > 0
		switch {
		case len(valid) > 0 && !srcHasValid:
			return nil, d.Errf(2, "valid-shape", "an explicit target valid_shape requires a source valid_shape")
		case len(valid) > 0 && (src != ND || layout != ND):
			return nil, d.Errf(2, "valid-shape", "explicit valid_shape shape reinterpretation only supports ND layout")
		case len(valid) > 0 && !ndLeadingCollapse(t.Shape, t.View.ValidShape, shape, valid):
			return nil, d.Errf(2, "valid-shape", "explicit valid_shape must describe an ND leading-dimension collapse or contiguous-prefix linear collapse to 2D")
		case len(valid) == 0 && srcHasValid:
			return nil, d.Errf(2, "valid-shape", "a partial source valid_shape requires a non-empty target valid_shape")
		}
		view.ValidShape = valid
	}
	// A view of a distributed tensor is distributed (transform.cpp:640-644).
	return NewTensorType(shape, t.DType, view, t.MemRef).KindOf(t), nil
}

// TensorConcat joins two 2-D tensors of one dtype and row count along the
// columns (DeduceTensorConcatType, transform.cpp:708-737).
var TensorConcat = tensorOp("tensor.concat", "two 2-D tensors joined along the column axis",
	[]ArgSpec{{Name: "src0", Kind: ArgTensor}, {Name: "src1", Kind: ArgTensor}}, func(d *Deduction) (Type, error) {
		a, b := d.Tensor(0), d.Tensor(1)
		if a.DType != b.DType {
			return nil, d.Errf(1, "dtype-mismatch", "src0 and src1 must have same dtype, got %s and %s", a.DType, b.DType)
		}
		if a.Rank() != 2 || b.Rank() != 2 {
			return nil, d.Errf(-1, "rank", "requires 2D tensors")
		}
		if r0, ok := a.Shape[0].(*ConstInt); ok {
			if r1, ok := b.Shape[0].(*ConstInt); ok && r0.Value != r1.Value {
				return nil, d.Errf(1, "shape", "row count must match, got %d vs %d", r0.Value, r1.Value)
			}
		}
		cols := Expr(&Binary{Op: OpAdd, L: a.Shape[1], R: b.Shape[1], DType: INDEX})
		if c0, ok := a.Shape[1].(*ConstInt); ok {
			if c1, ok := b.Shape[1].(*ConstInt); ok {
				cols = &ConstInt{Value: c0.Value + c1.Value, DType: c0.DType}
			}
		}
		return NewTensorType([]Expr{a.Shape[0], cols}, a.DType, nil, nil), nil
	})

// TensorSetValidshape sets a 2-D tensor's valid rows and columns, keeping
// the rest of its view; the result names the input's buffer
// (DeduceTensorSetValidShapeType, transform.cpp:749-801; reuses input 0,
// writes nothing, :813-828).
var TensorSetValidshape = func() *OpDef {
	o := inheritInput(tensorView("tensor.set_validshape", "a 2-D tensor's valid region set to valid_rows x valid_cols (metadata only)",
		[]ArgSpec{{Name: "tensor", Kind: ArgTensor}, {Name: "valid_rows", Kind: ArgScalar}, {Name: "valid_cols", Kind: ArgScalar}},
		func(d *Deduction) (Type, error) {
			t := d.Tensor(0)
			if t.Rank() != 2 {
				return nil, d.Errf(0, "rank", "requires a 2D tensor, but got rank %d", t.Rank())
			}
			for k, i := range []int{1, 2} {
				name := d.Op.Args[i].Name
				if dt := d.ScalarDType(i); !indexLike(dt) {
					return nil, d.Errf(i, "dtype", "%s must have dtype INT64, UINT64, or INDEX, but got %s", name, dt)
				}
				if c, ok := d.Args[i].(*ConstInt); ok {
					if c.Value < 0 {
						return nil, d.Errf(i, "bounds", "%s must be >= 0, got %d", name, c.Value)
					}
					if b, ok := t.Shape[k].(*ConstInt); ok && c.Value > b.Value {
						return nil, d.Errf(i, "bounds", "%s (%d) exceeds tensor bound %d", name, c.Value, b.Value)
					}
				}
			}
			v := TensorView{}
			if t.View != nil {
				v = *t.View
			}
			v.ValidShape = []Expr{d.Args[1], d.Args[2]}
			return NewTensorType(t.Shape, t.DType, &v, t.MemRef), nil
		}))
	o.ReusesInput = 0
	return o
}()
