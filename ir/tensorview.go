package ir

import "fmt"

// Tensor view semantics shared by the tensor ops' deductions: strides of a
// packed layout, the canonical-view check, static element counts (PyPTO
// include/pypto/ir/transforms/utils/tensor_view_semantics.h).

// IsMX reports whether l is one of the MX (micro-scaling) layouts
// (PyPTO's IsMxTensorLayout).
func (l TensorLayout) IsMX() bool { return l == MXAZZ || l == MXBNN }

// layoutOf is a tensor's layout, ND when it has no view.
func layoutOf(t *TensorType) TensorLayout {
	if t.View == nil {
		return ND
	}
	return t.View.Layout
}

// padOf is a tensor's pad value, null when it has no view.
func padOf(t *TensorType) PadValue {
	if t.View == nil {
		return PadNull
	}
	return t.View.Pad
}

// indexMul is lhs * rhs as an INDEX expression, folding constants and a
// unit factor (MakeIndexMul, tensor_view_semantics.h:44-56).
func indexMul(l, r Expr) Expr {
	lc, lok := l.(*ConstInt)
	rc, rok := r.(*ConstInt)
	if lok && rok {
		if p := lc.Value * rc.Value; lc.Value == 0 || p/lc.Value == rc.Value {
			return ConstI(p)
		}
	}
	if rok && rc.Value == 1 {
		return l
	}
	if lok && lc.Value == 1 {
		return r
	}
	return &Binary{Op: OpMul, L: l, R: r, DType: INDEX}
}

// rowMajorStrides are the packed row-major strides of shape
// (BuildRowMajorStrides, tensor_view_semantics.h:58-67).
func rowMajorStrides(shape []Expr) []Expr {
	n := len(shape)
	if n == 0 {
		return nil
	}
	s := make([]Expr, n)
	s[n-1] = ConstI(1)
	for i := n - 2; i >= 0; i-- {
		s[i] = indexMul(s[i+1], shape[i+1])
	}
	return s
}

// StaticRowMajorStrides are the packed row-major element strides of a
// static shape.
func StaticRowMajorStrides(shape []int64) []int64 {
	st := make([]int64, len(shape))
	n := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		st[i] = n
		n *= shape[i]
	}
	return st
}

// layoutStrides are the packed strides of shape in layout: row-major for ND
// and the MX layouts; for DN the second-to-last axis is contiguous
// (BuildLogicalStridesFromLayout, tensor_view_semantics.h:69-95). ok is
// false for NZ (tile-only) and for DN below rank 2.
func layoutStrides(shape []Expr, l TensorLayout) ([]Expr, bool) {
	n := len(shape)
	if n == 0 {
		return nil, true
	}
	switch {
	case l == ND || l.IsMX():
		return rowMajorStrides(shape), true
	case l == DN:
		if n < 2 {
			return nil, false
		}
		s := make([]Expr, n)
		s[n-2] = ConstI(1)
		s[n-1] = shape[n-2]
		if n >= 3 {
			s[n-3] = indexMul(shape[n-2], shape[n-1])
			for i := n - 4; i >= 0; i-- {
				s[i] = indexMul(s[i+1], shape[i+1])
			}
		}
		return s, true
	}
	return nil, false
}

// LayoutStrides is layoutStrides for passes outside package ir
// (MaterializeTensorStrides fills empty stride slots with it).
func LayoutStrides(shape []Expr, l TensorLayout) ([]Expr, bool) { return layoutStrides(shape, l) }

// staticGE compares two constant expressions (ok false unless both are).
func staticGE(a, b Expr) (ge, ok bool) {
	ac, aok := a.(*ConstInt)
	bc, bok := b.(*ConstInt)
	if !aok || !bok {
		return false, false
	}
	return ac.Value >= bc.Value, true
}

// canonicalView reports whether stride is a canonical (packed or padded,
// innermost-contiguous) stride of shape in layout, with the reason when
// not; symbolic relations are accepted (CheckCanonicalView with
// relaxed_symbolic, tensor_view_semantics.h:140-207).
func canonicalView(shape, stride []Expr, l TensorLayout) (bool, string) {
	if l == NZ {
		return false, "NZ layout is tile-only and not allowed on TensorType"
	}
	if len(shape) == 0 && len(stride) == 0 {
		return true, ""
	}
	if len(stride) == 0 {
		return false, "stride is empty (must be materialized via MaterializeTensorStrides)"
	}
	if len(shape) != len(stride) {
		return false, fmt.Sprintf("stride rank %d does not match shape rank %d", len(stride), len(shape))
	}
	n := len(shape)
	if l == ND || l.IsMX() {
		if !isConst(stride[n-1], 1) {
			return false, l.String() + " layout requires innermost stride to be ConstInt(1)"
		}
		for k := n - 2; k >= 0; k-- {
			if ge, ok := staticGE(stride[k], indexMul(stride[k+1], shape[k+1])); ok && !ge {
				return false, fmt.Sprintf("%s stride[%d] is smaller than packed stride[%d] * shape[%d]", l, k, k+1, k+1)
			}
		}
		return true, ""
	}
	if n < 2 {
		return false, "DN layout requires rank >= 2"
	}
	if !isConst(stride[n-2], 1) {
		return false, "DN layout requires stride[-2] to be ConstInt(1)"
	}
	if ge, ok := staticGE(stride[n-1], shape[n-2]); ok && !ge {
		return false, "DN stride[-1] is smaller than shape[-2]"
	}
	for k := n - 3; k >= 0; k-- {
		if ge, ok := staticGE(stride[k], indexMul(stride[k+1], shape[k+1])); ok && !ge {
			return false, fmt.Sprintf("DN stride[%d] is smaller than packed stride[%d] * shape[%d]", k, k+1, k+1)
		}
	}
	return true, ""
}

// shapeProduct is the element count of a static shape, -1 when a
// dimension is not constant (ComputeShapeProduct,
// tensor_view_semantics.h:32-42).
func shapeProduct(shape []Expr) int64 {
	p := int64(1)
	for _, d := range shape {
		c, ok := d.(*ConstInt)
		if !ok {
			return -1
		}
		p *= c.Value
	}
	return p
}

// stridesSameStatic compares stride lists constant by value, anything else
// by identity (the comparison tensor.transpose and tensor.view use for
// "the strides are the packed ones").
func stridesSameStatic(a, b []Expr, structural bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		ac, aok := a[i].(*ConstInt)
		bc, bok := b[i].(*ConstInt)
		switch {
		case aok && bok:
			if ac.Value != bc.Value {
				return false
			}
		case structural:
			if !exprSame(a[i], b[i]) {
				return false
			}
		case a[i] != b[i]:
			return false
		}
	}
	return true
}
