package ir

import (
	"strconv"
	"strings"
)

// Subscripts, as PyPTO's parser lowers them
// (python/pypto/language/parser/ast_parser.py:8821-9247 for reads,
// :2224-2507 for writes): a tuple subscript is a TupleGetItem; a tensor or
// tile subscript follows numpy (a scalar index removes its axis, a slice
// keeps it, missing trailing indices are a full ":"), an all-scalar
// full-rank one reading an element (tensor.read / tile.read) and any other
// building a view (tensor.slice / tile.slice, the removed axes in
// drop_dims); an array subscript reads an element (array.get_element). A
// subscript write `dst[...] = src` rebinds dst to an assemble of src into
// the window (an array element write, to array.update_element). Every op
// is built through the registry by name.

// subscript elaborates x[...] in a load.
func (e *elab) subscript(x *pySubscript) (Expr, error) {
	base, err := e.expr(x.x)
	if err != nil {
		return nil, err
	}
	switch t := base.Type().(type) {
	case *TupleType:
		return e.tupleSubscript(x, base, t)
	case *TensorType:
		return e.shapedSubscript(x, base, t.Shape, nil, "tensor")
	case *TileType:
		return e.shapedSubscript(x, base, t.Shape, t, "tile")
	case *ArrayType:
		if len(x.index) != 1 {
			return nil, e.errf(e.sp(x.pos), "Array subscript requires a single index (rank-1 in v1)")
		}
		idx, err := e.subscriptIndex(x.index[0])
		if err != nil {
			return nil, err
		}
		return e.createOp("array.get_element", []Expr{base, idx}, nil, e.sp(x.pos))
	}
	return nil, e.errf(e.sp(x.pos), "Subscript requires Tuple, Tensor, Tile, or Array type, got %s", TypeKindName(base.Type()))
}

// tupleSubscript is t[k] for an integer literal k (ast_parser.py:8864-8880).
func (e *elab) tupleSubscript(x *pySubscript, base Expr, t *TupleType) (Expr, error) {
	if len(x.index) != 1 {
		return nil, e.errf(e.sp(x.pos), "Only constant integer indices supported for tuple access")
	}
	n, ok := x.index[0].(*pyNum)
	if !ok {
		return nil, e.errf(e.sp(x.pos), "Only constant integer indices supported for tuple access")
	}
	if n.isFloat {
		return nil, e.errf(e.sp(x.pos), "Tuple index must be an integer")
	}
	i, err := strconv.Atoi(n.text)
	if err != nil || i >= len(t.Elems) {
		return nil, e.errf(e.sp(n.pos), "tuple index %s out of range", n.text)
	}
	return &TupleGetItem{Tuple: base, Index: i, Pos: e.sp(x.pos)}, nil
}

// subscriptIndex elaborates one scalar index (a slice is not one).
func (e *elab) subscriptIndex(x pyExpr) (Expr, error) {
	if s, ok := x.(*pySlice); ok {
		return nil, e.errf(e.sp(s.pos), "a slice is not an index here")
	}
	return e.expr(x)
}

// shapedSubscript is a tensor or tile subscript read (ast_parser.py:
// 9158-9240); tile is the tile's type, nil for a tensor.
func (e *elab) shapedSubscript(x *pySubscript, base Expr, shape []Expr, tile *TileType, kind string) (Expr, error) {
	pos := e.sp(x.pos)
	rank := len(shape)
	if len(x.index) > rank {
		return nil, e.errf(pos, "%s subscript has %d indices but the %s is %dD", strings.ToUpper(kind[:1])+kind[1:], len(x.index), kind, rank)
	}
	hasSlice := false
	for _, ix := range x.index {
		if _, ok := ix.(*pySlice); ok {
			hasSlice = true
		}
	}
	if !hasSlice && len(x.index) == rank {
		idx, err := e.exprs(x.index)
		if err != nil {
			return nil, err
		}
		return e.createOp(kind+".read", []Expr{base, e.tuple(idx, pos)}, nil, pos)
	}
	var ext, off, valid []Expr
	var drops []int
	var err error
	if tile == nil {
		ext, off, drops, err = e.windowArgs(x.index, shape, pos, kind, false)
	} else {
		ext, off, valid, drops, err = e.tileWindowArgs(x.index, tile, pos)
	}
	if err != nil {
		return nil, err
	}
	args := []Expr{base, e.tuple(ext, pos), e.tuple(off, pos)}
	switch {
	case len(drops) > 0:
		// drop_dims is the fifth operand, so an empty valid_shape
		// stands in when there is none (python/pypto/ir/op/
		// tensor_ops.py:339-348, tile_ops.py:2751-2760).
		args = append(args, e.tuple(valid, pos), e.tuple(indexConsts(drops), pos))
	case valid != nil:
		args = append(args, e.tuple(valid, pos))
	}
	return e.createOp(kind+".slice", args, nil, pos)
}

// windowArgs reads the indices of a tensor subscript into the full-rank
// shape and offset of its window and the axes a scalar index removes
// (ast_parser.py:9022-9072); write selects the subscript-write variant
// (:2450-2507), whose ":" takes its lower bound as 0 and rejects an
// all-scalar full-rank index.
func (e *elab) windowArgs(indices []pyExpr, full []Expr, pos Span, kind string, write bool) (ext, off []Expr, drops []int, err error) {
	what := kind + " subscript"
	if write {
		what += "-write"
	}
	for d, ix := range indices {
		sl, ok := ix.(*pySlice)
		if !ok {
			v, err := e.expr(ix)
			if err != nil {
				return nil, nil, nil, err
			}
			off = append(off, v)
			ext = append(ext, ConstI(1))
			drops = append(drops, d)
			continue
		}
		if sl.step != nil {
			return nil, nil, nil, e.errf(pos, "Slice step is not supported in %s", what)
		}
		var lower, upper Expr = ConstI(0), full[d]
		if sl.lower != nil {
			if lower, err = e.expr(sl.lower); err != nil {
				return nil, nil, nil, err
			}
		}
		if sl.upper != nil {
			if upper, err = e.expr(sl.upper); err != nil {
				return nil, nil, nil, err
			}
		}
		if sl.lower == nil && !write {
			off = append(off, ConstI(0))
			ext = append(ext, upper)
			continue
		}
		off = append(off, lower)
		ext = append(ext, sliceExtent(upper, lower))
	}
	for d := len(indices); d < len(full); d++ {
		off = append(off, ConstI(0))
		ext = append(ext, full[d])
	}
	return ext, off, drops, nil
}

// tileWindowArgs is windowArgs for a tile (ast_parser.py:9074-9156): the
// window keeps a static allocation extent per axis, and a valid_shape
// (returned only when it differs from the extents) carries what the
// source's valid region and the requested bounds leave of it; a lower
// bound must be a constant.
func (e *elab) tileWindowArgs(indices []pyExpr, t *TileType, pos Span) (ext, off, valid []Expr, drops []int, err error) {
	static := t.Shape
	logical := static
	if t.View != nil && len(t.View.ValidShape) == len(static) {
		logical = t.View.ValidShape
	}
	needValid := false
	for d, ix := range indices {
		sl, ok := ix.(*pySlice)
		if !ok {
			v, err := e.expr(ix)
			if err != nil {
				return nil, nil, nil, nil, err
			}
			off = append(off, v)
			ext = append(ext, ConstI(1))
			valid = append(valid, ConstI(1))
			drops = append(drops, d)
			continue
		}
		if sl.step != nil {
			return nil, nil, nil, nil, e.errf(pos, "Slice step is not supported in tile subscript")
		}
		var lower Expr = ConstI(0)
		if sl.lower != nil {
			if lower, err = e.expr(sl.lower); err != nil {
				return nil, nil, nil, nil, err
			}
			if _, ok := sliceConst(lower); !ok {
				return nil, nil, nil, nil, e.errf(pos, "Dynamic lower bounds are not supported in tile subscript")
			}
		}
		off = append(off, lower)
		var upper Expr
		validUpper := logical[d]
		if sl.upper != nil {
			if upper, err = e.expr(sl.upper); err != nil {
				return nil, nil, nil, nil, err
			}
			validUpper = e.intersectUpper(upper, logical[d], pos)
		}
		validExt := validUpper
		if sl.lower != nil {
			validExt = e.clampedExtent(validUpper, lower, pos)
		}
		alloc, err := e.tileAllocExtent(static[d], lower, upper, pos)
		if err != nil {
			return nil, nil, nil, nil, err
		}
		ext = append(ext, alloc)
		valid = append(valid, validExt)
		needValid = needValid || !extentsMatch(alloc, validExt)
	}
	for d := len(indices); d < len(static); d++ {
		off = append(off, ConstI(0))
		ext = append(ext, static[d])
		valid = append(valid, logical[d])
		needValid = needValid || !extentsMatch(static[d], logical[d])
	}
	if !needValid {
		valid = nil
	}
	return ext, off, valid, drops, nil
}

// sliceConst is the value of a constant slice bound: a ConstInt or the
// negation of one (ast_parser.py:274-280, type_resolver.py:24-32).
func sliceConst(x Expr) (int64, bool) {
	switch x := x.(type) {
	case *ConstInt:
		return x.Value, true
	case *Unary:
		if c, ok := x.X.(*ConstInt); ok && x.Op == OpNeg {
			return -c.Value, true
		}
	}
	return 0, false
}

// sliceExtent is upper - lower, folded when both are constants and
// otherwise simplified (ast_parser.py:8899-8929). PyPTO simplifies with its
// arithmetic analyzer; irfuzz folds what its linear prover reduces to a
// constant or to one bare term (i + 8 - i is 8, a + b - a is b), keeps any
// other difference as upper - lower, the analyzer's form for two unrelated
// terms, and puts a constant operand of a commutative operation on the
// right, as the analyzer's canonical form does (min(16, b) is min(b, 16)).
func sliceExtent(upper, lower Expr) Expr {
	u, ok1 := sliceConst(upper)
	l, ok2 := sliceConst(lower)
	if ok1 && ok2 {
		return ConstI(u - l)
	}
	if d, ok := linearDiff(upper, lower); ok {
		if len(d.terms) == 0 {
			return ConstI(d.c)
		}
		if len(d.terms) == 1 && d.c == 0 && d.terms[0].coef == 1 {
			return constRight(d.terms[0].atom)
		}
	}
	if l, ok := sliceConst(lower); ok && l == 0 {
		return constRight(upper)
	}
	return &Binary{Op: OpSub, L: constRight(upper), R: constRight(lower), DType: Promote(scalarDType(upper), scalarDType(lower))}
}

// constRight puts the constant operand of each commutative operation (+,
// *, min, max) on the right.
func constRight(x Expr) Expr {
	b, ok := x.(*Binary)
	if !ok {
		return x
	}
	l, r := constRight(b.L), constRight(b.R)
	switch b.Op {
	case OpAdd, OpMul, OpMin, OpMax:
		_, lc := l.(*ConstInt)
		_, rc := r.(*ConstInt)
		if lc && !rc {
			l, r = r, l
		}
	}
	if l == b.L && r == b.R {
		return b
	}
	c := *b
	c.L, c.R = l, r
	return &c
}

func scalarDType(x Expr) DataType {
	if t, ok := x.Type().(*ScalarType); ok {
		return t.DType
	}
	return INDEX
}

// intersectUpper is min(requested, source) (ast_parser.py:8953-8964).
func (e *elab) intersectUpper(requested, source Expr, pos Span) Expr {
	r, ok1 := sliceConst(requested)
	s, ok2 := sliceConst(source)
	if ok1 && ok2 {
		return ConstI(min(r, s))
	}
	return &Binary{Op: OpMin, L: requested, R: source, DType: Promote(scalarDType(requested), scalarDType(source)), Pos: pos}
}

// clampedExtent is max(upper - lower, 0) (ast_parser.py:8937-8951).
func (e *elab) clampedExtent(upper, lower Expr, pos Span) Expr {
	u, ok1 := sliceConst(upper)
	l, ok2 := sliceConst(lower)
	if ok1 && ok2 {
		return ConstI(max(u-l, 0))
	}
	d := sliceExtent(upper, lower)
	if c, ok := sliceConst(d); ok {
		d = ConstI(c)
	}
	return &Binary{Op: OpMax, L: d, R: ConstI(0), DType: Promote(scalarDType(d), INDEX), Pos: pos}
}

// tileAllocExtent is the static extent of a tile window's axis
// (ast_parser.py:8966-9008); upper is nil when the slice gives none.
func (e *elab) tileAllocExtent(static, lower, upper Expr, pos Span) (Expr, error) {
	l, lowerConst := sliceConst(lower)
	s, staticConst := sliceConst(static)
	maxExt, hasMax := int64(0), false
	if lowerConst && staticConst {
		maxExt, hasMax = max(s-l, 0), true
	}
	bad := func() (Expr, error) {
		return nil, e.errf(pos, "Tile subscript must produce a positive static extent")
	}
	if upper != nil {
		if u, ok := sliceConst(upper); ok {
			ext := u
			if lowerConst {
				ext = max(u-l, 0)
			}
			if hasMax {
				ext = min(ext, maxExt)
			}
			if ext <= 0 {
				return bad()
			}
			return ConstI(ext), nil
		}
	}
	if hasMax {
		if maxExt <= 0 {
			return bad()
		}
		return ConstI(maxExt), nil
	}
	return static, nil
}

// extentsMatch reports whether two extents are plainly the same: equal
// constants, or one expression (ast_parser.py:9010-9020).
func extentsMatch(a, b Expr) bool {
	x, ok1 := sliceConst(a)
	y, ok2 := sliceConst(b)
	if ok1 && ok2 {
		return x == y
	}
	return a == b
}

func indexConsts(vs []int) []Expr {
	out := make([]Expr, len(vs))
	for i, v := range vs {
		out[i] = ConstI(int64(v))
	}
	return out
}

// tuple builds a MakeTuple of xs.
func (e *elab) tuple(xs []Expr, pos Span) *MakeTuple {
	if xs == nil {
		xs = []Expr{}
	}
	return &MakeTuple{Elems: xs, Pos: pos}
}

// create builds a call of the registered op name.
func (e *elab) createOp(name string, args []Expr, kws []Kwarg, pos Span) (Expr, error) {
	op, ok := e.reg.Lookup(name)
	if !ok {
		return nil, e.errf(pos, "Operator '%s' not found in registry", name)
	}
	c, err := op.Create(args, kws, pos)
	if err != nil {
		return nil, e.errf(pos, "%s", err.Error())
	}
	return c, nil
}

// subscriptWrite elaborates `dst[...] = src` (ast_parser.py:2224-2330):
// dst = tensor.assemble / tile.assemble(dst, src, offsets), the source
// first reshaped up to the window's rank when scalar indices removed axes;
// for an array, dst = array.update_element(dst, i, src).
func (e *elab) subscriptWrite(target *pySubscript, s *pyAssign) (Stmt, error) {
	pos := e.sp(target.pos)
	name, ok := target.x.(*pyName)
	if !ok {
		return nil, e.errf(pos, "Subscript-write target must be a variable name, got %s", pyUnparse(target.x))
	}
	base, err := e.expr(name)
	if err != nil {
		return nil, err
	}
	var kind string
	var shape []Expr
	switch t := base.Type().(type) {
	case *ArrayType:
		return e.arrayWrite(target, name, base, t, s, pos)
	case *TensorType:
		kind, shape = "tensor", t.Shape
	case *TileType:
		kind, shape = "tile", t.Shape
	default:
		return nil, e.errf(pos, "Subscript-write requires a Tensor, Tile, or Array target, got %s", TypeKindName(base.Type()))
	}
	rank := len(shape)
	if len(target.index) > rank {
		return nil, e.errf(pos, "%s subscript-write has %d indices but the %s is %dD", strings.ToUpper(kind[:1])+kind[1:], len(target.index), kind, rank)
	}
	hasSlice := false
	for _, ix := range target.index {
		if _, ok := ix.(*pySlice); ok {
			hasSlice = true
		}
	}
	if len(target.index) == rank && !hasSlice {
		return nil, e.errf(pos, "Element-write 'dst[i, j] = scalar' is not supported for %s targets", kind)
	}
	ext, off, drops, err := e.windowArgs(target.index, shape, pos, kind, true)
	if err != nil {
		return nil, err
	}
	dropped := map[int]bool{}
	for _, d := range drops {
		dropped[d] = true
	}
	var kept []int
	for d := range ext {
		if !dropped[d] {
			kept = append(kept, d)
		}
	}
	natural := len(kept)
	floored := natural
	if kind == "tile" {
		floored = max(2, natural)
	}
	src, err := e.expr(s.value)
	if err != nil {
		return nil, err
	}
	var srcShape, srcValid []Expr
	switch st := src.Type().(type) {
	case *TensorType:
		if kind == "tensor" {
			srcShape = st.Shape
			if st.View != nil && len(st.View.ValidShape) > 0 {
				srcValid = st.View.ValidShape
			}
		}
	case *TileType:
		if kind == "tile" {
			srcShape, srcValid = st.Shape, st.ValidShape()
		}
	}
	if srcShape == nil {
		return nil, e.errf(pos, "Subscript-write source must also be a %s, got %s", kind, TypeKindName(src.Type()))
	}
	srcRank := len(srcShape)
	if srcRank != natural && srcRank != floored {
		want := strconv.Itoa(natural) + "D"
		if natural != floored {
			want += " or " + strconv.Itoa(floored) + "D"
		}
		return nil, e.errf(pos, "Subscript-write source must be %s to match the rank-reduced %s window, got %dD", want, kind, srcRank)
	}
	lead := srcRank - natural
	want := make([]Expr, 0, srcRank)
	for i := 0; i < lead; i++ {
		want = append(want, ConstI(1))
	}
	for _, d := range kept {
		want = append(want, ext[d])
	}
	for axis, w := range want {
		req, ok1 := sliceConst(w)
		have, ok2 := sliceConst(srcShape[axis])
		if !ok1 || !ok2 || req == have {
			continue
		}
		if srcValid != nil {
			if v, ok := sliceConst(srcValid[axis]); !ok || v == req {
				continue
			}
		}
		return nil, e.errf(pos, "Subscript-write shape mismatch on source axis %d: window expects %d elements, source has %d", axis, req, have)
	}
	if srcRank != len(ext) {
		if src, err = e.liftSource(src, srcShape, srcValid, dropped, len(ext), lead, kind, pos); err != nil {
			return nil, err
		}
	}
	call, err := e.createOp(kind+".assemble", []Expr{base, src, e.tuple(off, pos)}, nil, pos)
	if err != nil {
		return nil, err
	}
	return e.bindAssign(name.name, call.Type(), call, name.pos, pos)
}

// liftSource reshapes a subscript-write source up to the window's rank,
// a unit axis at each removed one (ast_parser.py:2359-2415); a tensor
// source whose valid_shape is narrower than its shape restates it.
func (e *elab) liftSource(src Expr, shape, valid []Expr, dropped map[int]bool, rank, lead int, kind string, pos Span) (Expr, error) {
	lift := func(seq []Expr) []Expr {
		rest := seq[lead:]
		out := make([]Expr, rank)
		for d := range out {
			if dropped[d] {
				out[d] = ConstI(1)
				continue
			}
			out[d], rest = rest[0], rest[1:]
		}
		return out
	}
	args := []Expr{src, e.tuple(lift(shape), pos)}
	if kind == "tensor" && valid != nil && !shapesMatch(shape, valid) {
		args = append(args, e.tuple(lift(valid), pos))
	}
	return e.createOp(kind+".reshape", args, nil, pos)
}

// shapesMatch reports whether two shapes are plainly identical
// (ast_parser.py:337-348).
func shapesMatch(a, b []Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !extentsMatch(a[i], b[i]) {
			return false
		}
	}
	return true
}

// arrayWrite is `arr[i] = v`: arr = array.update_element(arr, i, v), an
// integer literal taking the array's element dtype (ast_parser.py:
// 2417-2448).
func (e *elab) arrayWrite(target *pySubscript, name *pyName, base Expr, t *ArrayType, s *pyAssign, pos Span) (Stmt, error) {
	if len(target.index) != 1 {
		return nil, e.errf(pos, "Array subscript-write requires a single index (rank-1 in v1)")
	}
	idx, err := e.subscriptIndex(target.index[0])
	if err != nil {
		return nil, err
	}
	v, err := e.expr(s.value)
	if err != nil {
		return nil, err
	}
	if c, ok := v.(*ConstInt); ok {
		v = &ConstInt{Value: c.Value, DType: t.DType, Pos: c.Pos}
	}
	call, err := e.createOp("array.update_element", []Expr{base, idx, v}, nil, pos)
	if err != nil {
		return nil, err
	}
	return e.bindAssign(name.name, call.Type(), call, name.pos, pos)
}
