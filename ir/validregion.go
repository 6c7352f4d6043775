package ir

import "fmt"

// Valid-region rules shared by several ops' deductions: a window read (load,
// slice, extract), a write union (store, assemble) and a reshape. They follow
// PyPTO's InferWindowReadValidShape, InferWriteValidShapeUnion and
// ComputeReshapeValidShape, reduced to what our prover can decide; a check
// rejects only a provable violation.

// Index arithmetic builders that fold constants.
func addI(a, b Expr) Expr {
	if x, ok := ConstValue(a); ok {
		if y, ok := ConstValue(b); ok {
			return ConstI(x + y)
		}
		if x == 0 {
			return b
		}
	}
	if y, ok := ConstValue(b); ok && y == 0 {
		return a
	}
	return &Binary{Op: OpAdd, L: a, R: b, DType: INDEX}
}

func subI(a, b Expr) Expr {
	if x, ok := ConstValue(a); ok {
		if y, ok := ConstValue(b); ok {
			return ConstI(x - y)
		}
	}
	if y, ok := ConstValue(b); ok && y == 0 {
		return a
	}
	return &Binary{Op: OpSub, L: a, R: b, DType: INDEX}
}

// minExtent returns whichever side is provably smaller, else min(a, b),
// with PyPTO's fold of a nested constant bound: MinExtent simplifies the
// min it builds (FoldExtent, src/ir/op/type_inference.cpp:521-536), whose
// rewrite min(min(x, c1), c2) => min(x, min(c1, c2))
// (src/ir/arith/rewrite_simplify.cpp:646-647) is the one a window of a
// narrowed tile meets (a 2-row slice of min(rows, 4) rows is min(rows, 2)).
func minExtent(a, b Expr) Expr {
	if ProveLessEqual(a, b) == ProofTrue {
		return a
	}
	if ProveLessEqual(b, a) == ProofTrue {
		return b
	}
	if c2, ok := b.(*ConstInt); ok {
		if m, ok := a.(*Binary); ok && m.Op == OpMin {
			if c1, ok := m.R.(*ConstInt); ok {
				return &Binary{Op: OpMin, L: m.L, R: ConstI(min(c1.Value, c2.Value)), DType: INDEX}
			}
		}
	}
	return &Binary{Op: OpMin, L: a, R: b, DType: INDEX}
}

func maxExtent(a, b Expr) Expr {
	if ProveLessEqual(a, b) == ProofTrue {
		return b
	}
	if ProveLessEqual(b, a) == ProofTrue {
		return a
	}
	return &Binary{Op: OpMax, L: a, R: b, DType: INDEX}
}

// nonNegative is ProveLessEqual(0, e), with no zero built for a constant.
func nonNegative(e Expr) Proof {
	if c, ok := e.(*ConstInt); ok {
		return constLessEqual(0, c.Value)
	}
	return ProveLessEqual(ConstI(0), e)
}

// isZero is ProveEqual(e, 0), with no zero built for a constant.
func isZero(e Expr) Proof {
	if c, ok := e.(*ConstInt); ok {
		return proofOf(c.Value == 0)
	}
	return ProveEqual(e, ConstI(0))
}

// sumFits is ProveLessEqual(addI(a, b), c), with no sum built when all
// three are constants (the sum wraps as addI's does).
func sumFits(a, b, c Expr) Proof {
	if x, ok := a.(*ConstInt); ok {
		if y, ok := b.(*ConstInt); ok {
			if z, ok := c.(*ConstInt); ok {
				return constLessEqual(x.Value+y.Value, z.Value)
			}
		}
	}
	return ProveLessEqual(addI(a, b), c)
}

func proofOf(b bool) Proof {
	if b {
		return ProofTrue
	}
	return ProofFalse
}

// windowRead computes the valid shape of a window of the given extents at
// offsets into a source (PyPTO's InferWindowReadValidShape). exact windows
// (tile.slice, tile.extract) must fit the source physically; clamped ones
// (tile.load) may narrow with clamp. request is the explicitly requested
// valid shape (nil: none).
func windowRead(d *Deduction, arg int, srcShape, srcValid, offsets, window, request []Expr, exact, clamp bool, remedy string) ([]Expr, error) {
	if len(window) != len(srcShape) {
		return nil, d.Errf(arg, "rank", "requires the window and the source to have the same rank, but got window rank %d %s and source rank %d %s", len(window), fmtShape(window), len(srcShape), fmtShape(srcShape))
	}
	if len(offsets) != len(window) {
		return nil, d.Errf(arg, "rank", "requires offsets and shapes to have the same number of dimensions, but got %d offsets and %d shapes", len(offsets), len(window))
	}
	if request != nil && len(request) != len(window) {
		return nil, d.Errf(arg, "rank", "requires valid_shape and shapes to have the same number of dimensions, but got %d valid_shape and %d shapes", len(request), len(window))
	}
	out := make([]Expr, len(window))
	for i := range window {
		off := offsets[i]
		if nonNegative(off) == ProofFalse {
			return nil, d.Errf(arg, "window-bounds", "offset %d is provably negative (%s); a window must start inside its source", i, PrintExpr(off))
		}
		if request != nil && ProveLessEqual(request[i], window[i]) == ProofFalse {
			return nil, d.Errf(arg, "window-bounds", "valid_shape %d is %s, which exceeds the window extent %s; a valid region cannot be larger than the shape that holds it", i, PrintExpr(request[i]), PrintExpr(window[i]))
		}
		if !clamp {
			reach := window[i]
			if !exact && request != nil {
				reach = request[i]
			}
			if sumFits(off, reach, srcShape[i]) == ProofFalse {
				msg := "reads past the end of dimension %d: offset %s + extent %s exceeds the source extent %s"
				if remedy != "" {
					msg += ". " + remedy
				}
				return nil, d.Errf(arg, "window-bounds", msg, i, PrintExpr(off), PrintExpr(reach), PrintExpr(srcShape[i]))
			}
		}
		var available Expr
		if exprSame(srcValid[i], srcShape[i]) && !clamp {
			available = window[i]
		} else {
			remaining := srcValid[i]
			if isZero(off) != ProofTrue {
				if st, ok := off.Type().(*ScalarType); !ok || !st.DType.IsInt() {
					return nil, d.Errf(arg, "offset-kind", "offset %d must be an integer scalar to narrow dimension %d against a partial source, but got %s", i, i, TypeKindName(off.Type()))
				}
				remaining = subI(maxExtent(srcValid[i], off), off)
			}
			available = minExtent(remaining, window[i])
		}
		switch {
		case request == nil:
			out[i] = available
		case !exprSame(available, window[i]) && ProveLessEqual(available, request[i]) == ProofTrue:
			out[i] = available
		default:
			out[i] = request[i]
		}
	}
	return out, nil
}

// writeUnion computes the valid shape of a target after writing a source
// region at offsets (PyPTO's InferWriteValidShapeUnion). For an exact
// subview (tile.assemble) the source's physical extent is written; for a
// valid-region transfer (tile.store) its valid extent.
func writeUnion(d *Deduction, arg int, tgtShape, tgtValid, srcShape, srcValid, offsets []Expr, exactSubview bool, remedy string) ([]Expr, error) {
	if len(srcShape) != len(tgtShape) || len(offsets) != len(tgtShape) {
		return nil, d.Errf(arg, "rank", "requires the source and the target to have the same rank, but got source rank %d, offset rank %d and target rank %d", len(srcShape), len(offsets), len(tgtShape))
	}
	reach := srcValid
	if exactSubview {
		reach = srcShape
	}
	zero := ConstI(0)
	for i := range tgtShape {
		if ProveLessEqual(zero, offsets[i]) == ProofFalse {
			return nil, d.Errf(arg, "write-bounds", "offset %d is provably negative (%s); a write must start inside its target", i, PrintExpr(offsets[i]))
		}
		if ProveLessEqual(addI(offsets[i], reach[i]), tgtShape[i]) == ProofFalse {
			msg := "writes past the end of dimension %d: offset %s + extent %s exceeds the target extent %s"
			if remedy != "" {
				msg += ". " + remedy
			}
			return nil, d.Errf(arg, "write-bounds", msg, i, PrintExpr(offsets[i]), PrintExpr(reach[i]), PrintExpr(tgtShape[i]))
		}
	}
	for i := range srcValid {
		if ProveEqual(srcValid[i], zero) == ProofTrue {
			return tgtValid, nil
		}
	}
	for i := range tgtValid {
		if ProveEqual(tgtValid[i], zero) == ProofTrue {
			for j := range offsets {
				if ProveEqual(offsets[j], zero) != ProofTrue {
					return nil, d.Errf(arg, "write-gap", "writes at offset %s into a target whose valid region is empty (dimension %d has extent 0), which would leave a region that does not start at the origin. A valid shape names one origin-anchored rectangle, so initialize an empty target at offset 0", fmtShape(offsets), i)
				}
			}
			return srcValid, nil
		}
	}
	if exprsSame(tgtValid, tgtShape) {
		return tgtValid, nil
	}
	far := make([]Expr, len(tgtShape))
	var grows []int
	for i := range tgtShape {
		far[i] = addI(offsets[i], srcValid[i])
		if ProveLessEqual(far[i], tgtValid[i]) != ProofTrue {
			grows = append(grows, i)
		}
	}
	nGrow := len(grows)
	if nGrow == 0 {
		return tgtValid, nil
	}
	allZero, covers := true, true
	for i := range tgtShape {
		allZero = allZero && ProveEqual(offsets[i], zero) == ProofTrue
		covers = covers && ProveLessEqual(tgtValid[i], srcValid[i]) == ProofTrue
	}
	if allZero && covers {
		return srcValid, nil
	}
	if nGrow > 1 {
		return nil, d.Errf(arg, "write-gap", "grows the valid region along dimensions %s at once, whose union with the target is an L-shape rather than one origin-anchored rectangle. Target valid %s, writing %s at offset %s", dimList(grows), fmtShape(tgtValid), fmtShape(srcValid), fmtShape(offsets))
	}
	growing := grows[0]
	if ProveLessEqual(offsets[growing], tgtValid[growing]) != ProofTrue {
		return nil, d.Errf(arg, "write-gap", "leaves a gap in dimension %d: the write starts at %s, which is not provably at or before the target valid extent %s. A valid shape names one contiguous origin-anchored rectangle, so a write that grows it must abut the region already there", growing, PrintExpr(offsets[growing]), PrintExpr(tgtValid[growing]))
	}
	for i := range tgtShape {
		if i == growing {
			continue
		}
		if ProveEqual(offsets[i], zero) != ProofTrue {
			return nil, d.Errf(arg, "write-gap", "grows dimension %d, so it must span dimension %d from the origin, but it starts at %s. The added region would be narrower than the region it extends, making the union an L-shape", growing, i, PrintExpr(offsets[i]))
		}
		if ProveEqual(srcValid[i], tgtValid[i]) != ProofTrue {
			return nil, d.Errf(arg, "write-gap", "grows dimension %d, so its extent in dimension %d (%s) must provably equal the target valid extent (%s). The added region would otherwise not line up with the region it extends, making the union an L-shape", growing, i, PrintExpr(srcValid[i]), PrintExpr(tgtValid[i]))
		}
	}
	out := append([]Expr(nil), tgtValid...)
	out[growing] = minExtent(maxExtent(tgtValid[growing], far[growing]), tgtShape[growing])
	return out, nil
}

// reshapeValid maps a valid region through a reshape (the cases of PyPTO's
// ComputeReshapeValidShape we decide): a fully valid source stays fully
// valid; a provably empty source stays empty; a pure rank change over unit
// axes maps valid extents across; a row-major source whose valid region is
// a prefix of whole rows maps to a prefix of the new rows. Anything else is
// rejected rather than widened (PyPTO #2149).
func reshapeValid(d *Deduction, srcShape, srcValid, newShape []Expr, rowMajor bool) ([]Expr, error) {
	if exprsSame(srcValid, srcShape) {
		return newShape, nil
	}
	for _, v := range srcValid {
		if ProveEqual(v, ConstI(0)) == ProofTrue {
			return ConstIs(make([]int64, len(newShape))...), nil
		}
	}
	// Pure rank change: removing / adding unit axes.
	strip := func(shape, valid []Expr) (s, v []Expr, ok bool) {
		for i := range shape {
			if c, isC := shape[i].(*ConstInt); isC && c.Value == 1 {
				if valid != nil && ProveEqual(valid[i], ConstI(1)) != ProofTrue {
					return nil, nil, false
				}
				continue
			}
			s = append(s, shape[i])
			if valid != nil {
				v = append(v, valid[i])
			}
		}
		return s, v, true
	}
	if s1, v1, ok := strip(srcShape, srcValid); ok {
		if s2, _, _ := strip(newShape, nil); exprsSame(s1, s2) {
			out := make([]Expr, len(newShape))
			k := 0
			for i, dim := range newShape {
				if c, isC := dim.(*ConstInt); isC && c.Value == 1 {
					out[i] = ConstI(1)
					continue
				}
				out[i] = v1[k]
				k++
			}
			return out, nil
		}
	}
	// A prefix of whole rows: every axis but the first fully valid.
	if rowMajor && len(srcShape) >= 1 {
		src, ok1 := StaticShape(srcShape)
		dst, ok2 := StaticShape(newShape)
		lead, ok3 := ConstValue(srcValid[0])
		whole := true
		for i := 1; i < len(srcShape); i++ {
			whole = whole && exprSame(srcValid[i], srcShape[i])
		}
		if ok1 && ok2 && ok3 && whole && len(dst) >= 1 {
			inner := int64(1)
			for _, x := range src[1:] {
				inner *= x
			}
			validElems := lead * inner
			newInner := int64(1)
			for _, x := range dst[1:] {
				newInner *= x
			}
			if newInner > 0 && validElems%newInner == 0 {
				out := append([]Expr{ConstI(validElems / newInner)}, newShape[1:]...)
				return out, nil
			}
		}
	}
	return nil, d.Errf(0, "reshape-valid", "cannot reshape %s to %s because only part of it holds real data (valid_shape %s) and that region does not map to a valid region of the new shape", fmtShape(srcShape), fmtShape(newShape), fmtShape(srcValid))
}

// dimList names dimensions as "0", "0 and 1", "0, 1 and 2"
// (FormatDimensionList, src/ir/op/type_inference.cpp:1051-1060).
func dimList(dims []int) string {
	s := ""
	for i, d := range dims {
		switch {
		case i == 0:
		case i+1 == len(dims):
			s += " and "
		default:
			s += ", "
		}
		s += fmt.Sprint(d)
	}
	return s
}

// BroadcastShapes is PyPTO's BroadcastShapes (src/ir/op/type_inference.cpp:43):
// NumPy-style broadcasting from the right; ok is false on a mismatch.
func BroadcastShapes(a, b []Expr) ([]Expr, bool) { return broadcastShapes(a, b) }

// broadcastShapes is NumPy-style broadcasting from the right; ok is false on
// a mismatch.
func broadcastShapes(a, b []Expr) ([]Expr, bool) {
	if len(a) == 0 {
		return b, true
	}
	if len(b) == 0 {
		return a, true
	}
	n := max(len(a), len(b))
	out := make([]Expr, n)
	for i := 1; i <= n; i++ {
		var x, y Expr
		if i <= len(a) {
			x = a[len(a)-i]
		}
		if i <= len(b) {
			y = b[len(b)-i]
		}
		switch {
		case x == nil:
			out[n-i] = y
		case y == nil:
			out[n-i] = x
		case dimsEqual(x, y):
			out[n-i] = x
		case isConst(x, 1):
			out[n-i] = y
		case isConst(y, 1):
			out[n-i] = x
		default:
			return nil, false
		}
	}
	return out, true
}

func dimsEqual(a, b Expr) bool { return exprSame(a, b) || ProveEqual(a, b) == ProofTrue }

func isConst(e Expr, v int64) bool {
	c, ok := e.(*ConstInt)
	return ok && c.Value == v
}

// fmtShape renders a shape list like [64, n].
func fmtShape(dims []Expr) string {
	s := "["
	for i, d := range dims {
		if i > 0 {
			s += ", "
		}
		s += PrintExpr(d)
	}
	return s + "]"
}
