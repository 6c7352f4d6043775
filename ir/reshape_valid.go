package ir

// reshapeValidExact is PyPTO's ComputeReshapeValidShape
// (src/ir/op/type_inference.cpp:826-995), ported whole for tensor.reshape
// (tile.reshape still uses the reduced reshapeValid): the valid region of a
// reshape's source mapped into the new shape, or an error naming why the
// region has no exact image there. A fully valid source stays fully valid;
// a provably empty one stays empty; a rank change over provably full unit
// axes keeps any rectangle; otherwise the region must be a row-major flat
// prefix that fills whole rows of the target.
func reshapeValidExact(d *Deduction, arg int, srcValid, inShape, newShape []Expr, rowMajor bool) ([]Expr, error) {
	fail := func(format string, a ...any) ([]Expr, error) {
		return nil, d.Errf(arg, "reshape-valid", format, a...)
	}
	if len(srcValid) == 0 || len(newShape) == 0 {
		return fail("reshape validity mapping requires non-empty input and output ranks")
	}
	full := true
	for i := range srcValid {
		full = full && extentsEqual(srcValid[i], inShape[i])
	}
	if full {
		return newShape, nil
	}
	for _, v := range srcValid {
		if isZero(v) == ProofTrue {
			return ConstIs(make([]int64, len(newShape))...), nil
		}
	}
	failed := make([]bool, (len(inShape)+1)*(len(newShape)+1))
	if m, ok := mapUnitAxes(srcValid, inShape, newShape, 0, 0, failed); ok {
		return m, nil
	}
	in, out, valid := fmtShape(inShape), fmtShape(newShape), fmtShape(srcValid)
	if !rowMajor {
		return fail("cannot reshape %s to %s because only part of it holds real data (valid_shape %s) and its elements are not stored row-major, so the real data does not occupy a contiguous run that the new shape can describe. Reshape the full extent and narrow afterwards, or copy the real data out first (pl.slice / pl.store).", in, out, valid)
	}
	rank := len(srcValid)
	free := 0
	for free+1 < rank && isConst(srcValid[free], 1) {
		free++
	}
	for i := free + 1; i < rank; i++ {
		if !extentsEqual(srcValid[i], inShape[i]) {
			unknown := ""
			if ProveEqual(srcValid[i], inShape[i]) == ProofUnknown {
				unknown = " (a runtime extent that cannot be proven equal)"
			}
			return fail("cannot reshape %s to %s because only part of it holds real data (valid_shape %s). Dimension %d is valid for %s of %s%s, so the real data is scattered across the buffer rather than filling it from the start, and no region of the new shape describes the same cells. Reshape the full extent and narrow afterwards, or copy the real data out first (pl.slice / pl.store).",
				in, out, valid, i, PrintExpr(srcValid[i]), PrintExpr(inShape[i]), unknown)
		}
	}
	trailing := int64(1)
	for i := free + 1; i < rank; i++ {
		c, ok := inShape[i].(*ConstInt)
		if !ok {
			return fail("cannot reshape a partially-valid %s because dimension %d has the runtime extent %s. Mapping the real data into %s needs its size at compile time; use a static shape, or reshape before narrowing.", in, i, PrintExpr(inShape[i]), out)
		}
		trailing *= c.Value
	}
	target := make([]int64, len(newShape))
	for i, e := range newShape {
		c, ok := e.(*ConstInt)
		if !ok {
			return fail("cannot reshape a partially-valid %s into %s because target dimension %d has the runtime extent %s. Mapping the real data needs the target size at compile time; use a static shape, or reshape before narrowing.", in, out, i, PrintExpr(e))
		}
		target[i] = c.Value
	}
	suffix := make([]int64, len(target))
	for i := len(target) - 1; i >= 0; i-- {
		suffix[i] = 1
		if i+1 < len(target) {
			suffix[i] = suffix[i+1] * target[i+1]
		}
	}
	box := func(at int, extent Expr) []Expr {
		o := make([]Expr, len(newShape))
		for i := range newShape {
			switch {
			case i < at:
				o[i] = ConstI(1)
			case i == at:
				o[i] = extent
			default:
				o[i] = newShape[i]
			}
		}
		return o
	}
	freeValid := srcValid[free]
	if c, ok := freeValid.(*ConstInt); ok {
		prefix := c.Value * trailing
		for i := range newShape {
			if suffix[i] == 0 || prefix%suffix[i] != 0 {
				continue
			}
			if e := prefix / suffix[i]; e <= target[i] {
				return box(i, ConstI(e)), nil
			}
		}
		noun := "elements"
		if prefix == 1 {
			noun = "element"
		}
		return fail("cannot reshape %s to %s because only %d of its %s hold real data (valid_shape %s), and no region of %s covers exactly those %d elements -- they do not fill a whole number of rows there. Pick a target shape whose trailing dimensions divide it, or copy the real data out first (pl.slice / pl.store).",
			in, out, prefix, noun, valid, out, prefix)
	}
	if c, ok := inShape[free].(*ConstInt); ok {
		for i := range newShape {
			if suffix[i] == trailing && c.Value <= target[i] {
				return box(i, freeValid), nil
			}
		}
	}
	return fail("cannot reshape %s to %s because its real data extends a runtime number of rows (%s) and no dimension of %s has the matching row size of %d elements. Keep that dimension intact in the target shape, or copy the real data out first (pl.slice / pl.store).",
		in, out, PrintExpr(freeValid), out, trailing)
}

// extentsEqual is ExtentsProvablyEqual (type_inference.cpp:753-760):
// constants by value, anything else by proof.
func extentsEqual(a, b Expr) bool {
	ac, ok1 := a.(*ConstInt)
	bc, ok2 := b.(*ConstInt)
	if ok1 && ok2 {
		return ac.Value == bc.Value
	}
	return ProveEqual(a, b) == ProofTrue
}

// mapUnitAxes is MapUnitAxisRankChange (type_inference.cpp:779-824): align
// the input and target axes of a reshape that only inserts or erases
// provably full unit axes, trying an equal-extent match first, then erasing
// a fully valid input unit axis, then inserting a target unit axis;
// failed memoizes the unmappable states.
func mapUnitAxes(valid, in, out []Expr, i, o int, failed []bool) ([]Expr, bool) {
	state := i*(len(out)+1) + o
	if failed[state] {
		return nil, false
	}
	if i == len(in) && o == len(out) {
		return []Expr{}, true
	}
	if i < len(in) && o < len(out) && ProveEqual(in[i], out[o]) == ProofTrue {
		if tail, ok := mapUnitAxes(valid, in, out, i+1, o+1, failed); ok {
			return append([]Expr{valid[i]}, tail...), true
		}
	}
	if i < len(in) && isConst(in[i], 1) && extentsEqual(valid[i], in[i]) {
		if tail, ok := mapUnitAxes(valid, in, out, i+1, o, failed); ok {
			return tail, true
		}
	}
	if o < len(out) && isConst(out[o], 1) {
		if tail, ok := mapUnitAxes(valid, in, out, i, o+1, failed); ok {
			return append([]Expr{out[o]}, tail...), true
		}
	}
	failed[state] = true
	return nil, false
}
