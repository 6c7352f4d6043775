package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// AlignTileSlices is a model-only pass (no PyPTO counterpart) that copies
// into a buffer of its own, before each consumer reads it,
//
//	sl_textract = tile.extract(base, row, col, shape, target_memory=Vec)
//
// every Vec slice whose start is not provably 32-byte aligned by the
// model's rule and that PyPTO's CanonicalizeTileSlice has left a view. It
// runs after ExpandMixedKernel, when every slice's memory space is
// resolved. It makes the model's two departures from CanonicalizeTileSlice,
// each an irfuzz finding with the fault that restores the pinned behaviour
// (docs/findings.md):
//   - RF-B1 (FaultValidSliceUncanonical): a slice carrying a valid_shape
//     argument (4 arguments, no kwargs), which PyPTO never rewrites
//     (canonicalize_tile_slice_pass.cpp:246) and which stays at an
//     unaligned UB address for TROW_SUM or TSTORE; tile.extract takes no
//     valid shape, so the copy gets it back by a metadata-only
//     `sl_valid = tile.set_validshape(sl_textract, valid_rows, valid_cols)`;
//   - RF-H10a (FaultSliceAlignRowMajor): alignment is judged at the
//     address the code generator's subview gives the window, the offset of
//     its first element in the base's layout (column-major: row + col *
//     rows), where PyPTO uses the row-major offset (:791-846), and a base
//     that is a view of a window counts as unaligned.
//
// It also copies the unaligned slices whose space was still unresolved at
// CanonicalizeTileSlice (the model's post-conversion form, which that pass
// leaves here: see vecOrUnset there).
//
// Chained slices are peeled to their non-slice base (offsets summed); a
// dynamic offset counts as aligned only when the multiples its scalar
// definitions guarantee make it so. Every consumer is covered: call
// operands (a tile.extract of the slice reads the base at the summed
// offset, or the copy when reading the base would widen its valid region),
// yield values, loop initial values (copied before the loop) and plain
// aliases. A consumer whose type would change by reading the copy is left
// reading the view.
var AlignTileSlices = &Pass{
	Name:     "AlignTileSlices",
	Doc:      "model only: copy the unaligned Vec slices PyPTO leaves as views (irfuzz RF-B1, RF-H10a)",
	Required: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Run:      runAlignTileSlices,
}

// alignWindow is a canonical tile.slice peeled to its non-slice base.
type alignWindow struct {
	base     ir.Expr // the non-slice tile the window lies in
	row, col ir.Expr // offset of the window in base
	valid    bool    // the slice (or one it is a window of) carries a valid_shape
}

type sliceAlign struct {
	// validSlices: rewrite slices carrying a valid_shape too (off under
	// FaultValidSliceUncanonical).
	validSlices bool
	slices      map[*ir.Var]*alignWindow // rewritable slice results
	// windowed: views (of any view op) whose storage lies inside a slice
	// window, so their address and pitch are not their own shape's.
	windowed map[*ir.Var]bool
	// rowMajor: judge alignment by the row-major offset, as the release
	// does (FaultSliceAlignRowMajor).
	rowMajor bool
	scalars  map[*ir.Var]ir.Expr // scalar definitions, for dynamic offsets
	changed  bool
}

func runAlignTileSlices(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f.Body == nil {
			continue
		}
		c := &sliceAlign{validSlices: !ctx.Fault(FaultValidSliceUncanonical), rowMajor: ctx.Fault(FaultSliceAlignRowMajor),
			slices: map[*ir.Var]*alignWindow{}, windowed: map[*ir.Var]bool{}, scalars: map[*ir.Var]ir.Expr{}}
		c.collect(f.Body)
		if len(c.slices) == 0 {
			continue
		}
		body := c.body(f.Body)
		if c.changed {
			nf := *f
			nf.Body = body
			out.Funcs[i] = &nf
			changed = true
		}
	}
	if !changed {
		return p, nil
	}
	return &out, nil
}

// collect records scalar definitions and canonical slices in program order
// (a chained slice follows its source).
func (c *sliceAlign) collect(body ir.Stmt) {
	ir.Walk(body, func(n ir.Node) bool {
		a, ok := n.(*ir.AssignStmt)
		if !ok {
			_, isExpr := n.(ir.Expr)
			return !isExpr
		}
		if _, ok := a.Var.T.(*ir.ScalarType); ok {
			c.scalars[a.Var] = a.Value
		}
		call, ok := a.Value.(*ir.Call)
		if !ok || call.Op == nil || call.Op.Access != ir.AccessView || len(call.Args) == 0 {
			return false
		}
		src, ok := call.Args[0].(ir.VarLike)
		if !ok || !c.canonical(a.Var, call) {
			// A view of a window (or a window this pass leaves alone)
			// keeps the window's address and pitch.
			if call.Op == ir.TileSlice || ok && (c.windowed[src.VarRef()] || c.slices[src.VarRef()] != nil) {
				c.windowed[a.Var] = true
			}
			return false
		}
		offs := memList(call.Args[2])
		w := &alignWindow{base: call.Args[0], row: offs[0], col: offs[1], valid: len(call.Args) == 4}
		if s, ok := c.slices[src.VarRef()]; ok {
			w = &alignWindow{base: s.base, row: memAdd(s.row, offs[0]), col: memAdd(s.col, offs[1]), valid: w.valid || s.valid}
		}
		c.slices[a.Var] = w
		return false
	})
}

// canonical reports whether view call v = call is a slice this pass
// rewrites: a rank-2 Vec tile.slice without kwargs, of 3 arguments (or 4,
// a valid_shape, unless FaultValidSliceUncanonical).
func (c *sliceAlign) canonical(v *ir.Var, call *ir.Call) bool {
	if call.Op != ir.TileSlice || len(call.Kwargs) != 0 {
		return false
	}
	if len(call.Args) != 3 && !(len(call.Args) == 4 && c.validSlices) {
		return false
	}
	tt, ok := v.T.(*ir.TileType)
	return ok && tt.Space == ir.Vec && tt.Rank() == 2 && len(memList(call.Args[2])) == 2
}

// aligned reports whether a window's start is provably 32-byte aligned
// (the base allocation is). The start is where the code generator's
// subview puts it: the base's address plus the offset of element (row,
// col) in the base's layout. For a row-major base that is the row-major
// byte offset PyPTO's check uses; for a column-major base (a
// tile.transpose_view, a [R, 1] column) the row is the contiguous axis
// and the column strides by the base's rows, so a window 4 rows into an
// INT8 column-major tile starts 4 bytes in (PyPTO's check, with the
// row-major MemRef offset, counts 4 * cols bytes: irfuzz finding RF-H10a).
// Boxed layouts keep the row-major rule (the simulator and PTOAS accept
// only box-corner windows of those). A base that is itself a view of a
// window has neither its own address nor its own pitch: never aligned.
func (c *sliceAlign) aligned(w *alignWindow) bool {
	bt, ok := w.base.Type().(*ir.TileType)
	if !ok || bt.Rank() != 2 {
		return false
	}
	if b, ok := w.base.(ir.VarLike); ok && c.windowed[b.VarRef()] && !c.rowMajor {
		return false
	}
	bits := int64(bt.DType.Bits())
	if bits <= 0 {
		return false
	}
	// outer strides by pitch elements, inner is contiguous.
	outer, inner, pitchExpr := w.row, w.col, bt.Shape[1]
	if v := bt.Effective(); v.SLayout == ir.NoneBox && v.BLayout == ir.ColMajor && !c.rowMajor {
		outer, inner, pitchExpr = w.col, w.row, bt.Shape[0]
	}
	o, ook := memConst(outer)
	in, iok := memConst(inner)
	pitch, ok := memConst(pitchExpr)
	if ook && iok && ok {
		off := (o*pitch + in) * bits % vecOperandAlignBits
		return off == 0
	}
	if c.multiple(inner, 0)*bits%vecOperandAlignBits != 0 {
		return false
	}
	if ook && o == 0 {
		return true
	}
	if !ok {
		return false
	}
	return c.multiple(outer, 0)*(pitch*bits%vecOperandAlignBits)%vecOperandAlignBits == 0
}

// multiple is a divisor of every value e can take, modulo the alignment
// (1 when nothing is known), following scalar definitions.
func (c *sliceAlign) multiple(e ir.Expr, depth int) int64 {
	const mod = vecOperandAlignBits
	if depth > 32 {
		return 1
	}
	switch e := e.(type) {
	case *ir.ConstInt:
		v := e.Value % mod
		if v < 0 {
			v += mod
		}
		return gcd64(v, mod)
	case ir.VarLike:
		if d, ok := c.scalars[e.VarRef()]; ok {
			return c.multiple(d, depth+1)
		}
	case *ir.Binary:
		l, r := c.multiple(e.L, depth+1), c.multiple(e.R, depth+1)
		switch e.Op {
		case ir.OpAdd, ir.OpSub:
			return gcd64(l, r)
		case ir.OpMul:
			return gcd64(l*r%mod, mod)
		}
	}
	return 1
}

// unaligned returns the window of e when e is a Vec slice that needs a copy.
func (c *sliceAlign) unaligned(e ir.Expr) (*ir.Var, *alignWindow) {
	v, ok := e.(ir.VarLike)
	if !ok {
		return nil, nil
	}
	w, ok := c.slices[v.VarRef()]
	if !ok || c.aligned(w) {
		return nil, nil
	}
	return v.VarRef(), w
}

// extract builds `<slice>_textract = tile.extract(base, row, col, shape,
// target_memory=Vec)` for slice v, followed by `<slice>_valid =
// tile.set_validshape(<slice>_textract, rows, cols)` when the slice's valid
// shape is not provably the extract's; it returns the statements and the
// variable holding the copy. ok is false when the registry refuses them.
// The copy's type may differ from the view's (a copy carries no pad
// value, for one): each consumer checks what it can accept.
func (c *sliceAlign) extract(v *ir.Var, w *alignWindow, pos ir.Span) ([]ir.Stmt, *ir.Var, bool) {
	tt := v.T.(*ir.TileType)
	call, err := ir.TileExtract.Create([]ir.Expr{w.base, w.row, w.col, &ir.MakeTuple{Elems: tt.Shape, Pos: pos}},
		[]ir.Kwarg{{Key: "target_memory", Value: ir.Vec}}, pos)
	if err != nil {
		return nil, nil, false
	}
	x := &ir.AssignStmt{Var: &ir.Var{Name: v.Name + "_textract", T: call.T, Pos: pos}, Value: call, Pos: pos}
	xt, ok := call.T.(*ir.TileType)
	want := tt.ValidShape()
	if !ok || len(want) != 2 || len(xt.ValidShape()) != 2 {
		return nil, nil, false
	}
	if provablySame(xt.ValidShape(), want) {
		return []ir.Stmt{x}, x.Var, true
	}
	sv, err := ir.TileSetValidshape.Create([]ir.Expr{x.Var, want[0], want[1]}, nil, pos)
	if err != nil {
		return nil, nil, false
	}
	y := &ir.AssignStmt{Var: &ir.Var{Name: v.Name + "_valid", T: sv.T, Pos: pos}, Value: sv, Pos: pos}
	return []ir.Stmt{x, y}, y.Var, true
}

// provablySame reports whether two shapes are provably equal element by
// element.
func provablySame(a, b []ir.Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if ir.ProveEqual(a[i], b[i]) != ir.ProofTrue {
			return false
		}
	}
	return true
}

// body rewrites a statement list.
func (c *sliceAlign) body(s ir.Stmt) ir.Stmt {
	if s == nil {
		return nil
	}
	in := ir.Stmts(s)
	out := make([]ir.Stmt, 0, len(in))
	changed := false
	for _, st := range in {
		ns := c.stmt(st)
		if len(ns) != 1 || ns[0] != st {
			changed = true
		}
		out = append(out, ns...)
	}
	if !changed {
		return s
	}
	c.changed = true
	return ir.Seq(s.Span(), out...)
}

// stmt rewrites one statement into the copies it needs and itself.
func (c *sliceAlign) stmt(s ir.Stmt) []ir.Stmt {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if v, w := c.unaligned(s.Value); v != nil {
			// A plain alias of the slice becomes the copy itself.
			if pre, x, ok := c.extract(v, w, s.Pos); ok && ir.TypeEqual(x.T, s.Var.T) {
				last := pre[len(pre)-1].(*ir.AssignStmt)
				return append(pre[:len(pre)-1:len(pre)-1], &ir.AssignStmt{Var: s.Var, Value: last.Value, Pos: s.Pos})
			}
			return []ir.Stmt{s}
		}
		call, ok := s.Value.(*ir.Call)
		if !ok {
			return []ir.Stmt{s}
		}
		pre, nc := c.call(call, s.Var.T, s.Pos)
		if nc == call {
			return []ir.Stmt{s}
		}
		return append(pre, &ir.AssignStmt{Var: s.Var, Value: nc, Pos: s.Pos})
	case *ir.EvalStmt:
		call, ok := s.Expr.(*ir.Call)
		if !ok {
			return []ir.Stmt{s}
		}
		pre, nc := c.call(call, call.T, s.Pos)
		if nc == call {
			return []ir.Stmt{s}
		}
		return append(pre, &ir.EvalStmt{Expr: nc, Pos: s.Pos})
	case *ir.YieldStmt:
		pre, vals := c.values(s.Values, s.Pos, true)
		if pre == nil {
			return []ir.Stmt{s}
		}
		return append(pre, &ir.YieldStmt{Values: vals, Pos: s.Pos})
	case *ir.IfStmt:
		th, el := c.body(s.Then), c.body(s.Else)
		if th == s.Then && el == s.Else {
			return []ir.Stmt{s}
		}
		n := *s
		n.Then, n.Else = th, el
		return []ir.Stmt{&n}
	case *ir.ForStmt:
		pre, ias, m := c.inits(s.IterArgs, s.Pos)
		body := s.Body
		if m != nil {
			body = m.StmtTree(body)
		}
		body = c.body(body)
		if m == nil && body == s.Body {
			return []ir.Stmt{s}
		}
		n := *s
		n.IterArgs, n.Body = ias, body
		return append(pre, &n)
	case *ir.WhileStmt:
		pre, ias, m := c.inits(s.IterArgs, s.Pos)
		body, cond := s.Body, s.Cond
		if m != nil {
			body, cond = m.StmtTree(body), m.ExprTree(cond)
		}
		body = c.body(body)
		if m == nil && body == s.Body {
			return []ir.Stmt{s}
		}
		n := *s
		n.IterArgs, n.Cond, n.Body = ias, cond, body
		return append(pre, &n)
	case *ir.ScopeStmt:
		body := c.body(s.Body)
		if body == s.Body {
			return []ir.Stmt{s}
		}
		n := *s
		n.Body = body
		return []ir.Stmt{&n}
	}
	return []ir.Stmt{s}
}

// call rewrites a call's unaligned slice operands: a tile.extract of one
// reads its base at the summed offset; any other call reads a copy. The
// call is rebuilt through the registry and kept only if its type (want)
// is unchanged.
func (c *sliceAlign) call(call *ir.Call, want ir.Type, pos ir.Span) ([]ir.Stmt, *ir.Call) {
	if call.Op == nil || call.Op == ir.TileSlice {
		return nil, call
	}
	if call.Op == ir.TileExtract && len(call.Args) == 4 {
		v, w := c.unaligned(call.Args[0])
		if v == nil {
			return nil, call
		}
		args := []ir.Expr{w.base, memAdd(w.row, call.Args[1]), memAdd(w.col, call.Args[2]), call.Args[3]}
		if nc, ok := c.rebuild(call, args, want); ok {
			return nil, nc
		}
		if !c.validSlices {
			return nil, call
		}
		// Read from the base, the extract would see a wider valid region
		// than the slice's: it reads a copy of the slice instead.
	}
	pre, args := c.values(call.Args, pos, false)
	if pre == nil {
		return nil, call
	}
	if nc, ok := c.rebuild(call, args, want); ok {
		return pre, nc
	}
	return nil, call
}

func (c *sliceAlign) rebuild(call *ir.Call, args []ir.Expr, want ir.Type) (*ir.Call, bool) {
	nc, err := call.Op.Create(args, call.Kwargs, call.Pos)
	if err != nil || !ir.TypeEqual(nc.T, want) {
		return nil, false
	}
	nc.Attrs = call.Attrs
	return nc, true
}

// values replaces unaligned slices among es by copies (nil pre: none);
// with sameType, only by a copy of the view's very type.
func (c *sliceAlign) values(es []ir.Expr, pos ir.Span, sameType bool) ([]ir.Stmt, []ir.Expr) {
	var pre []ir.Stmt
	out := es
	for i, e := range es {
		v, w := c.unaligned(e)
		if v == nil {
			continue
		}
		xs, x, ok := c.extract(v, w, pos)
		if !ok || sameType && !ir.TypeEqual(x.T, v.T) {
			continue
		}
		if pre == nil {
			out = append([]ir.Expr(nil), es...)
		}
		pre = append(pre, xs...)
		out[i] = x
	}
	return pre, out
}

// inits replaces unaligned slices among a loop's initial values by copies
// made before the loop; the mutator (nil: nothing replaced) substitutes
// the new iter args in the loop.
func (c *sliceAlign) inits(ias []*ir.IterArg, pos ir.Span) ([]ir.Stmt, []*ir.IterArg, *ir.Mutator) {
	var pre []ir.Stmt
	var m *ir.Mutator
	out := ias
	for i, ia := range ias {
		v, w := c.unaligned(ia.Init)
		if v == nil {
			continue
		}
		xs, x, ok := c.extract(v, w, pos)
		if !ok || !ir.TypeEqual(x.T, ia.T) {
			continue
		}
		if m == nil {
			m = &ir.Mutator{}
			out = append([]*ir.IterArg(nil), ias...)
		}
		pre = append(pre, xs...)
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: x}
		m.Subst(&ia.Var, n)
		out[i] = n
	}
	return pre, out, m
}
