package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// CanonicalizeTileSlice lowers tile.slice views into tile.extract copies
// where a view cannot stand (PyPTO's CanonicalizeTileSlice,
// src/ir/transforms/canonicalize_tile_slice_pass.cpp). It runs after
// AutoTileMatmulL0 and before InferTileMemorySpace
// (python/pypto/ir/pass_manager.py:183-185), so a slice's space may still
// be unset, which PyPTO counts as Vec and the model leaves to
// AlignTileSlices (vecOrUnset).
//
// Canonical slices are the 3-argument ones (input, shape, offset), peeled
// through chains of slices to their non-slice base with the offsets summed
// (:230-268); an offset that is a variable bound to a constant reads as the
// constant (:186-193, :403-411). In program order, for each consumer:
//
//   - `tile.extract(s, r, c, shape)` of a slice reads its base at r + row,
//     c + col (:422-438);
//   - a Mat slice operand of tile.matmul / matmul_bias (lhs, rhs) or
//     tile.matmul_acc (arguments 1, 2) becomes
//     `<s>_textract = tile.extract(base, row, col, shape, target_memory=Left|Right)`
//     before the call (:540-575);
//   - a Vec-or-unset slice operand of a tile.col_expand_* op is copied into
//     Vec when its offset is dynamic or its window is not contiguous (not
//     one row, not every column) (:577-685, #1640, #2010);
//   - any other call (not a slice or an extract), a yield, a plain alias
//     and a loop's initial value copy a Vec-or-unset slice whose address,
//     its base's plus the row-major bit offset of the window, is not
//     provably 32-byte aligned (:691-820, #1789); dynamic offsets count by
//     the multiple their scalar definitions guarantee (:199-227). A copy
//     for a loop's initial value is made before the loop, and the loop
//     reads it wherever it read the slice (:822-843).
//
// The consumer's call is rebuilt through the registry; its variable keeps
// its type, so a copy whose view differs from the slice's (no pad value,
// a row-major layout) leaves the call and the variable with different
// types, which breaks PyPTO's own round trip as well (docs/findings.md,
// sut/pypto/testdata/findings/canonicalize-tile-slice-copy-keeps-consumer-var-type.py). Slices left without a use are dropped, to a fixed point
// (:848-927). A matmul accumulator that is a row window of an Acc tile
// that is neither the full row extent nor inside one 16-column block is a
// user error, with PyPTO's message (:303-362; pto-isa#253).
//
// The model's alignment departures (irfuzz findings RF-B1, RF-H10a) are
// not made here but by the model-only AlignTileSlices, once memory spaces
// are resolved (align_tile_slices.go).
var CanonicalizeTileSlice = &Pass{
	Name:     "CanonicalizeTileSlice",
	Doc:      "fold Mat slices into extracts and copy Vec slices a consumer cannot read in place",
	Required: set(pSSA, pSIO, pITO, pT2D, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pNSS),
	Run:      runCanonicalizeTileSlice,
}

// vecOperandAlignBits is the alignment PTO vector operands need, in bits
// (kVecOperandAlignmentBits, canonicalize_tile_slice_pass.cpp:689-691).
const vecOperandAlignBits = 32 * 8

// accBlockCols is the column count of one L0C fractal box (:277).
const accBlockCols = 16

// sliceWindow is a slice peeled to its non-slice base (SliceInfo).
type sliceWindow struct {
	base     ir.Expr // the non-slice tile the window lies in
	row, col ir.Expr // offset of the window in base
	space    ir.MemorySpace
}

type sliceCanon struct {
	slices  map[*ir.Var]*sliceWindow // canonical slices
	windows map[*ir.Var]*sliceWindow // every slice, for the Acc check
	scalars map[*ir.Var]ir.Expr      // scalar definitions
	consts  map[*ir.Var]ir.Expr      // variables bound to a constant
	// remap: slices a loop reads through the copy made before it.
	remap *ir.Mutator
	err   error
}

func runCanonicalizeTileSlice(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f.Body == nil || !f.Kind.IsInCoreType() {
			continue
		}
		c := &sliceCanon{slices: map[*ir.Var]*sliceWindow{}, windows: map[*ir.Var]*sliceWindow{},
			scalars: map[*ir.Var]ir.Expr{}, consts: map[*ir.Var]ir.Expr{}}
		if err := c.collect(f.Body); err != nil {
			return nil, err
		}
		if len(c.slices) == 0 {
			continue
		}
		body := c.body(f.Body)
		if c.err != nil {
			return nil, c.err
		}
		body = c.dropDead(body)
		if body != f.Body {
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

// ---- Phase 1: collection ----------------------------------------------

// collect records, in program order, scalar definitions, constant-bound
// variables and slices (SliceCollector, :372-411), and checks each other
// assignment's accumulator (CheckAccumulatorSliceContiguous).
func (c *sliceCanon) collect(body ir.Stmt) error {
	var err error
	ir.Walk(body, func(n ir.Node) bool {
		if err != nil {
			return false
		}
		a, ok := n.(*ir.AssignStmt)
		if !ok {
			_, isExpr := n.(ir.Expr)
			return !isExpr
		}
		if _, ok := a.Var.T.(*ir.ScalarType); ok {
			c.scalars[a.Var] = a.Value
		}
		switch v := a.Value.(type) {
		case *ir.ConstInt:
			c.consts[a.Var] = v
		case ir.VarLike:
			if k, ok := c.consts[v.VarRef()]; ok {
				c.consts[a.Var] = k
			}
		}
		call, _ := a.Value.(*ir.Call)
		if w := c.window(a, call, false); w != nil {
			c.windows[a.Var] = w
		}
		if w := c.window(a, call, true); w != nil {
			c.slices[a.Var] = w
			return false
		}
		err = c.checkAccumulator(a, call)
		return false
	})
	return err
}

// window parses `v = tile.slice(src, shape, [row, col], ...)` (ParseSliceWindow,
// :230-268): canonical, the 3-argument form; otherwise any slice of at
// least 3 arguments.
func (c *sliceCanon) window(a *ir.AssignStmt, call *ir.Call, canonical bool) *sliceWindow {
	if call == nil || call.Op != ir.TileSlice || len(call.Args) < 3 || canonical && len(call.Args) != 3 {
		return nil
	}
	src, ok := call.Args[0].(ir.VarLike)
	if !ok {
		return nil
	}
	offs := memList(call.Args[2])
	if _, isTuple := call.Args[2].(*ir.MakeTuple); !isTuple || len(offs) != 2 {
		return nil
	}
	known := c.slices
	if !canonical {
		known = c.windows
	}
	w := &sliceWindow{base: src.(ir.Expr), row: c.known(offs[0]), col: c.known(offs[1])}
	if tt, ok := a.Var.T.(*ir.TileType); ok {
		w.space = tt.Space
	}
	if s, ok := known[src.VarRef()]; ok {
		w.base, w.row, w.col = s.base, memAdd(s.row, w.row), memAdd(s.col, w.col)
	}
	return w
}

// known resolves a variable bound to a constant (ResolveKnownConstInt).
func (c *sliceCanon) known(e ir.Expr) ir.Expr {
	if v, ok := e.(ir.VarLike); ok {
		if k, ok := c.consts[v.VarRef()]; ok {
			return k
		}
	}
	return e
}

// checkAccumulator rejects an in-place accumulator that is a strided row
// window of an L0C tile (CheckAccumulatorSliceContiguous, :303-362).
func (c *sliceCanon) checkAccumulator(a *ir.AssignStmt, call *ir.Call) error {
	if call == nil || call.Op == nil || call.Op.ReusesInput < 0 || call.Op.ReusesInput >= len(call.Args) {
		return nil
	}
	acc, ok := call.Args[call.Op.ReusesInput].(ir.VarLike)
	if !ok {
		return nil
	}
	w, ok := c.windows[acc.VarRef()]
	if !ok {
		return nil
	}
	view, ok1 := acc.VarRef().T.(*ir.TileType)
	parent, ok2 := w.base.Type().(*ir.TileType)
	if !ok1 || !ok2 || view.Rank() != 2 || parent.Rank() != 2 {
		return nil
	}
	pv := parent.Effective()
	if parent.Space != ir.Acc && pv.BLayout != ir.ColMajor || pv.Fractal != ir.AccFractal {
		return nil
	}
	vr, ok1 := memConst(view.Shape[0])
	vc, ok2 := memConst(view.Shape[1])
	pr, ok3 := memConst(parent.Shape[0])
	if !ok1 || !ok2 || !ok3 || vr == pr {
		return nil
	}
	if vc <= accBlockCols {
		if oc, ok := memConst(w.col); ok && oc >= 0 && oc/accBlockCols == (oc+vc-1)/accBlockCols {
			return nil
		}
	}
	pcText := "?"
	if pc, ok := memConst(parent.Shape[1]); ok {
		pcText = strconv.FormatInt(pc, 10)
	}
	return fmt.Errorf("%s: %s: the accumulator is a %dx%d row window of a %dx%s Acc (L0C) tile, which is not contiguous in L0C's block layout and cannot be a matmul destination — the hardware MAD writes its result compactly and has no destination stride, so only the first %d columns of each row tile would be correct.\n"+
		"Slice the accumulator along columns instead, so each window spans every row: allocate %dx%d and use tile.slice(acc, [%d, %d], [0, i * %d]). That is the same L0C memory, addressed in the order the hardware writes it.",
		call.Pos, call.Op.Name, vr, vc, pr, pcText, accBlockCols, vr, (pr/vr)*vc, vr, vc, vc)
}

// ---- Alignment ----------------------------------------------------------

// storageBits is an element's storage width (GetStorageBitWidth,
// include/pypto/ir/storage_size.h:28-30).
func storageBits(dt ir.DataType) int64 {
	if dt.Bits() == 4 {
		return 4
	}
	return int64(dt.Bytes()) * 8
}

func posMod(v, m int64) int64 {
	r := v % m
	if r < 0 {
		r += m
	}
	return r
}

// addressModulo is the window's start modulo the 32-byte alignment, in
// bits, when it can be proved (VecSliceAddressModulo, :709-758): the
// base's MemRef byte offset (a declaration's root is aligned) plus the
// window's row-major offset.
func (c *sliceCanon) addressModulo(w *sliceWindow) (int64, bool) {
	bt, ok := w.base.Type().(*ir.TileType)
	if !ok || bt.Rank() != 2 {
		return 0, false
	}
	bits := storageBits(bt.DType)
	if bits <= 0 {
		return 0, false
	}
	baseBits := int64(0)
	if bt.MemRef != nil && bt.MemRef.Offset != nil {
		off, ok := memConst(bt.MemRef.Offset)
		if !ok {
			return 0, false
		}
		if off >= 0 {
			baseBits = posMod(off, 32) * 8
		}
	}
	outer, inner, pitch := w.row, w.col, bt.Shape[1]
	innerBits := int64(0)
	if k, ok := memConst(inner); ok {
		innerBits = posMod(k, vecOperandAlignBits) * bits % vecOperandAlignBits
	} else if c.multiple(inner, 0)*bits%vecOperandAlignBits != 0 {
		return 0, false
	}
	o, ook := memConst(outer)
	if ook && o == 0 {
		return (baseBits + innerBits) % vecOperandAlignBits, true
	}
	p, ok := memConst(pitch)
	if !ok {
		return 0, false
	}
	strideBits := posMod(p, vecOperandAlignBits) * bits % vecOperandAlignBits
	if !ook {
		if c.multiple(outer, 0)*strideBits%vecOperandAlignBits == 0 {
			return (baseBits + innerBits) % vecOperandAlignBits, true
		}
		return 0, false
	}
	outerBits := posMod(o, vecOperandAlignBits) * strideBits % vecOperandAlignBits
	return (baseBits + outerBits + innerBits) % vecOperandAlignBits, true
}

// multiple is a divisor of every value e can take, modulo the alignment
// (1 when nothing is known), following scalar definitions
// (KnownMultipleModuloAlignment, :199-227).
func (c *sliceCanon) multiple(e ir.Expr, depth int) int64 {
	const mod = vecOperandAlignBits
	if depth > 64 {
		return 1
	}
	switch e := e.(type) {
	case *ir.ConstInt:
		return gcd64(posMod(e.Value, mod), mod)
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
			return gcd64(l*r, mod)
		}
	}
	return 1
}

func gcd64(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}

// vecOrUnset is PyPTO's IsVecOrUnassigned (:761-763), less the unset
// case: the model copies a slice whose space is unresolved (its
// post-conversion form, docs/pypto-version.md departure 6) in
// AlignTileSlices, once InferTileMemorySpace has resolved it. A copy made
// here would be a Vec tile its unresolved consumers' types do not show,
// which no printed program can hold; PyPTO's printed programs never have
// an unresolved slice.
func vecOrUnset(w *sliceWindow) bool { return w.space == ir.Vec }

// needsAlignedCopy: a Vec-or-unset slice whose start is not provably
// aligned (NeedsAlignedVecMaterialization, :767-771).
func (c *sliceCanon) needsAlignedCopy(w *sliceWindow) bool {
	if !vecOrUnset(w) {
		return false
	}
	m, ok := c.addressModulo(w)
	return !ok || m != 0
}

// unaligned is the slice of e (a canonical slice operand) that needs a
// copy for alignment, or nil.
func (c *sliceCanon) unaligned(e ir.Expr) (*ir.Var, *sliceWindow) {
	v, ok := e.(ir.VarLike)
	if !ok {
		return nil, nil
	}
	w, ok := c.slices[v.VarRef()]
	if !ok || !c.needsAlignedCopy(w) {
		return nil, nil
	}
	return v.VarRef(), w
}

// ---- Phase 2: rewrite ---------------------------------------------------

// extract builds `<slice>_textract = tile.extract(base, row, col, shape,
// target_memory=target)` (BuildOperandExtract, :523-535); it returns the
// statements and the variable holding the copy.
func (c *sliceCanon) extract(v *ir.Var, w *sliceWindow, target ir.MemorySpace, pos ir.Span) ([]ir.Stmt, *ir.Var) {
	tt, ok := v.T.(*ir.TileType)
	if !ok || tt.Rank() != 2 {
		c.fail(fmt.Errorf("%s: CanonicalizeTileSlice: materialized slice must have a 2-D TileType result", pos))
		return nil, v
	}
	call, err := ir.TileExtract.Create([]ir.Expr{w.base, w.row, w.col, &ir.MakeTuple{Elems: tt.Shape, Pos: pos}},
		[]ir.Kwarg{{Key: "target_memory", Value: target}}, pos)
	if err != nil {
		c.fail(fmt.Errorf("%s: CanonicalizeTileSlice: extracting slice '%s': %v", pos, v.Name, err))
		return nil, v
	}
	x := &ir.AssignStmt{Var: &ir.Var{Name: v.Name + "_textract", T: call.T, Pos: pos}, Value: call, Pos: pos}
	return []ir.Stmt{x}, x.Var
}

func (c *sliceCanon) fail(err error) {
	if c.err == nil {
		c.err = err
	}
}

// body rewrites a statement list.
func (c *sliceCanon) body(s ir.Stmt) ir.Stmt {
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
	if _, isSeq := s.(*ir.SeqStmts); !isSeq && len(out) == 1 {
		return out[0]
	}
	return ir.Seq(s.Span(), out...)
}

// substituted applies the loop-initial-value remapping to an expression.
func (c *sliceCanon) substituted(e ir.Expr) ir.Expr {
	if c.remap == nil {
		return e
	}
	return c.remap.ExprTree(e)
}

// stmt rewrites one statement into the copies it needs and itself
// (CanonicalizeMutator, :415-498).
func (c *sliceCanon) stmt(s ir.Stmt) []ir.Stmt {
	switch s := s.(type) {
	case *ir.AssignStmt:
		val := c.substituted(s.Value)
		a := s
		if val != s.Value {
			a = &ir.AssignStmt{Var: s.Var, Value: val, Pos: s.Pos}
		}
		call, _ := val.(*ir.Call)
		if call != nil && call.Op == ir.TileExtract && len(call.Args) == 4 {
			if src, ok := call.Args[0].(ir.VarLike); ok {
				if w, ok := c.slices[src.VarRef()]; ok {
					args := []ir.Expr{w.base, memAdd(call.Args[1], w.row), memAdd(call.Args[2], w.col), call.Args[3]}
					if nc := c.rebuild(call, args); nc != nil {
						return []ir.Stmt{&ir.AssignStmt{Var: a.Var, Value: nc, Pos: a.Pos}}
					}
					return []ir.Stmt{a}
				}
			}
		}
		if call != nil {
			for _, try := range []func(*ir.Call, ir.Span) ([]ir.Stmt, *ir.Call){c.matmul, c.colExpand, c.unalignedCall} {
				if pre, nc := try(call, call.Pos); nc != nil {
					return append(pre, &ir.AssignStmt{Var: a.Var, Value: nc, Pos: a.Pos})
				}
			}
		}
		if v, w := c.unaligned(val); v != nil {
			// A plain alias of the slice takes the copy's value
			// (TryMaterializeUnalignedVecAlias, :807-816).
			pre, _ := c.extract(v, w, ir.Vec, a.Pos)
			if len(pre) == 0 {
				return []ir.Stmt{a}
			}
			return []ir.Stmt{&ir.AssignStmt{Var: a.Var, Value: pre[0].(*ir.AssignStmt).Value, Pos: a.Pos}}
		}
		return []ir.Stmt{a}
	case *ir.EvalStmt:
		e := c.substituted(s.Expr)
		ev := s
		if e != s.Expr {
			ev = &ir.EvalStmt{Expr: e, Pos: s.Pos}
		}
		if call, ok := e.(*ir.Call); ok {
			if pre, nc := c.unalignedCall(call, call.Pos); nc != nil {
				return append(pre, &ir.EvalStmt{Expr: nc, Pos: s.Pos})
			}
		}
		return []ir.Stmt{ev}
	case *ir.YieldStmt:
		vals := make([]ir.Expr, len(s.Values))
		changed := false
		var pre []ir.Stmt
		for i, v := range s.Values {
			vals[i] = c.substituted(v)
			changed = changed || vals[i] != v
			if sv, w := c.unaligned(vals[i]); sv != nil {
				xs, x := c.extract(sv, w, ir.Vec, s.Pos)
				pre = append(pre, xs...)
				vals[i] = x
				changed = true
			}
		}
		if !changed {
			return []ir.Stmt{s}
		}
		return append(pre, &ir.YieldStmt{Values: vals, Pos: s.Pos})
	case *ir.ReturnStmt:
		vals := make([]ir.Expr, len(s.Values))
		changed := false
		for i, v := range s.Values {
			vals[i] = c.substituted(v)
			changed = changed || vals[i] != v
		}
		if !changed {
			return []ir.Stmt{s}
		}
		return []ir.Stmt{&ir.ReturnStmt{Values: vals, Pos: s.Pos}}
	case *ir.IfStmt:
		cond := c.substituted(s.Cond)
		th, el := c.body(s.Then), c.body(s.Else)
		if cond == s.Cond && th == s.Then && el == s.Else {
			return []ir.Stmt{s}
		}
		n := *s
		n.Cond, n.Then, n.Else = cond, th, el
		return []ir.Stmt{&n}
	case *ir.ForStmt:
		pre, undo := c.loopInits(s.IterArgs, s.Pos)
		n := *s
		n.Start, n.Stop, n.Step = c.substituted(s.Start), c.substituted(s.Stop), c.substituted(s.Step)
		var undoIAs func()
		n.IterArgs, undoIAs = c.iterArgs(s.IterArgs)
		n.Body = c.body(s.Body)
		undoIAs()
		undo()
		if len(pre) == 0 && n.Start == s.Start && n.Stop == s.Stop && n.Step == s.Step && sameIterArgs(n.IterArgs, s.IterArgs) && n.Body == s.Body {
			return []ir.Stmt{s}
		}
		return append(pre, &n)
	case *ir.WhileStmt:
		pre, undo := c.loopInits(s.IterArgs, s.Pos)
		n := *s
		var undoIAs func()
		n.IterArgs, undoIAs = c.iterArgs(s.IterArgs)
		n.Cond = c.substituted(s.Cond)
		n.Body = c.body(s.Body)
		undoIAs()
		undo()
		if len(pre) == 0 && n.Cond == s.Cond && sameIterArgs(n.IterArgs, s.IterArgs) && n.Body == s.Body {
			return []ir.Stmt{s}
		}
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

// loopInits copies the unaligned slices among a loop's initial values
// before the loop and has the loop read the copies wherever it read the
// slices (MaterializeLoopInitsAndVisit, :822-843); undo ends that.
func (c *sliceCanon) loopInits(ias []*ir.IterArg, pos ir.Span) ([]ir.Stmt, func()) {
	var pre []ir.Stmt
	var added []*ir.Var
	for _, ia := range ias {
		v, w := c.unaligned(c.substituted(ia.Init))
		if v == nil {
			continue
		}
		xs, x := c.extract(v, w, ir.Vec, pos)
		if len(xs) == 0 {
			continue
		}
		pre = append(pre, xs...)
		if c.remap == nil {
			c.remap = &ir.Mutator{}
		}
		c.remap.Subst(v, x)
		added = append(added, v)
	}
	return pre, func() {
		for _, v := range added {
			c.remap.Subst(v, v)
		}
	}
}

// iterArgs applies the remapping to the loop's initial values; a carry
// whose initial value changed is a new iter arg, which the loop's body
// reads instead (undo ends that).
func (c *sliceCanon) iterArgs(ias []*ir.IterArg) ([]*ir.IterArg, func()) {
	var out []*ir.IterArg
	var added []*ir.Var
	for i, ia := range ias {
		init := c.substituted(ia.Init)
		if init == ia.Init {
			continue
		}
		if out == nil {
			out = append([]*ir.IterArg(nil), ias...)
		}
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: init}
		out[i] = n
		if c.remap == nil {
			c.remap = &ir.Mutator{}
		}
		c.remap.Subst(&ia.Var, n)
		added = append(added, &ia.Var)
	}
	undo := func() {
		for _, v := range added {
			c.remap.Subst(v, v)
		}
	}
	if out == nil {
		return ias, undo
	}
	return out, undo
}

func sameIterArgs(a, b []*ir.IterArg) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// rebuild re-creates a call on new arguments through the registry (the
// consumer's variable keeps its type, as PyPTO's MutableCopy does).
func (c *sliceCanon) rebuild(call *ir.Call, args []ir.Expr) *ir.Call {
	nc, err := call.Op.Create(args, call.Kwargs, call.Pos)
	if err != nil {
		c.fail(fmt.Errorf("%s: CanonicalizeTileSlice: rebuilding %s: %v", call.Pos, call.Op.Name, err))
		return nil
	}
	nc.Attrs = call.Attrs
	return nc
}

// matmul replaces Mat slice operands of a matmul by Left / Right extracts
// (TryRewriteMatmul, :540-575).
func (c *sliceCanon) matmul(call *ir.Call, pos ir.Span) ([]ir.Stmt, *ir.Call) {
	var lhs, rhs int
	switch call.Op {
	case ir.TileMatmul, ir.TileMatmulBias:
		if len(call.Args) < 2 {
			return nil, nil
		}
		lhs, rhs = 0, 1
	case ir.TileMatmulAcc:
		if len(call.Args) < 3 {
			return nil, nil
		}
		lhs, rhs = 1, 2
	default:
		return nil, nil
	}
	var pre []ir.Stmt
	args := append([]ir.Expr(nil), call.Args...)
	for _, op := range []struct {
		i  int
		sp ir.MemorySpace
	}{{lhs, ir.Left}, {rhs, ir.Right}} {
		v, ok := call.Args[op.i].(ir.VarLike)
		if !ok {
			continue
		}
		w, ok := c.slices[v.VarRef()]
		if !ok || w.space != ir.Mat {
			continue
		}
		xs, x := c.extract(v.VarRef(), w, op.sp, pos)
		pre = append(pre, xs...)
		args[op.i] = x
	}
	if pre == nil {
		return nil, nil
	}
	nc := c.rebuild(call, args)
	if nc == nil {
		return nil, nil
	}
	return pre, nc
}

// colExpandOps are the ops whose PTO lowering materializes a subview
// operand by a lazy pto.textract (IsColExpandMaterializingOp, :577-582).
var colExpandOps = []*ir.OpDef{ir.TileColExpandMul, ir.TileColExpandAdd, ir.TileColExpandDiv, ir.TileColExpandSub,
	ir.TileColExpandMax, ir.TileColExpandMin, ir.TileColExpandExpdif}

// colExpand copies the Vec-or-unset slice operands of a col-expand op
// whose in-place materialization would corrupt their source: a dynamic
// offset or a window that is not contiguous (TryRewriteColExpand,
// :647-685).
func (c *sliceCanon) colExpand(call *ir.Call, pos ir.Span) ([]ir.Stmt, *ir.Call) {
	is := false
	for _, op := range colExpandOps {
		is = is || call.Op == op
	}
	if !is || len(call.Args) != 2 {
		return nil, nil
	}
	var pre []ir.Stmt
	args := append([]ir.Expr(nil), call.Args...)
	for i, a := range call.Args {
		v, ok := a.(ir.VarLike)
		if !ok {
			continue
		}
		w, ok := c.slices[v.VarRef()]
		if !ok || !vecOrUnset(w) || !corruptsSource(v.VarRef(), w) {
			continue
		}
		xs, x := c.extract(v.VarRef(), w, ir.Vec, pos)
		pre = append(pre, xs...)
		args[i] = x
	}
	if pre == nil {
		return nil, nil
	}
	nc := c.rebuild(call, args)
	if nc == nil {
		return nil, nil
	}
	return pre, nc
}

// corruptsSource: the slice's offset is dynamic or its window is not
// contiguous in the base (MaterializationCorruptsSource, :591-628).
func corruptsSource(v *ir.Var, w *sliceWindow) bool {
	_, r := memConst(w.row)
	_, cc := memConst(w.col)
	if !r || !cc {
		return true
	}
	st, ok1 := v.T.(*ir.TileType)
	bt, ok2 := w.base.Type().(*ir.TileType)
	if !ok1 || !ok2 || st.Rank() != 2 || bt.Rank() != 2 {
		return true
	}
	sr, ok1 := memConst(st.Shape[0])
	sc, ok2 := memConst(st.Shape[1])
	bc, ok3 := memConst(bt.Shape[1])
	if !ok1 || !ok2 || !ok3 {
		return true
	}
	return !(sr == 1 || sc == bc)
}

// unalignedCall copies the unaligned Vec slice operands of any call but a
// slice or an extract (TryMaterializeUnalignedVecCall, :778-803).
func (c *sliceCanon) unalignedCall(call *ir.Call, pos ir.Span) ([]ir.Stmt, *ir.Call) {
	if call.Op == nil || call.Op == ir.TileSlice || call.Op == ir.TileExtract {
		return nil, nil
	}
	var pre []ir.Stmt
	args := append([]ir.Expr(nil), call.Args...)
	for i, a := range call.Args {
		v, w := c.unaligned(a)
		if v == nil {
			continue
		}
		xs, x := c.extract(v, w, ir.Vec, pos)
		pre = append(pre, xs...)
		args[i] = x
	}
	if pre == nil {
		return nil, nil
	}
	nc := c.rebuild(call, args)
	if nc == nil {
		return nil, nil
	}
	return pre, nc
}

// ---- Phase 3: dead slices -----------------------------------------------

// dropDead removes the slice definitions nothing uses any more, to a
// fixed point (:906-922; DropDeadSliceMutator, :861-885, drops only from
// statement lists).
func (c *sliceCanon) dropDead(body ir.Stmt) ir.Stmt {
	for round := 0; round <= len(c.slices); round++ {
		used := map[*ir.Var]bool{}
		ir.Walk(body, func(n ir.Node) bool {
			if v := ir.VarOf(asExpr(n)); v != nil {
				used[v] = true
			}
			return true
		})
		dead := map[*ir.Var]bool{}
		for v := range c.slices {
			if !used[v] {
				dead[v] = true
			}
		}
		if len(dead) == 0 {
			break
		}
		nb := dropAssigns(body, dead)
		if nb == body {
			break
		}
		body = nb
	}
	return body
}

func asExpr(n ir.Node) ir.Expr {
	e, _ := n.(ir.Expr)
	return e
}

// dropAssigns removes from every statement list the assignments to dead.
func dropAssigns(s ir.Stmt, dead map[*ir.Var]bool) ir.Stmt {
	switch s := s.(type) {
	case *ir.SeqStmts:
		var out []ir.Stmt
		changed := false
		for _, st := range s.Stmts {
			if a, ok := st.(*ir.AssignStmt); ok && dead[a.Var] {
				changed = true
				continue
			}
			n := dropAssigns(st, dead)
			changed = changed || n != st
			out = append(out, n)
		}
		if !changed {
			return s
		}
		return ir.Seq(s.Pos, out...)
	case *ir.IfStmt:
		th, el := dropAssigns(s.Then, dead), dropAssigns(s.Else, dead)
		if th == s.Then && el == s.Else {
			return s
		}
		n := *s
		n.Then, n.Else = th, el
		return &n
	case *ir.ForStmt:
		if b := dropAssigns(s.Body, dead); b != s.Body {
			n := *s
			n.Body = b
			return &n
		}
	case *ir.WhileStmt:
		if b := dropAssigns(s.Body, dead); b != s.Body {
			n := *s
			n.Body = b
			return &n
		}
	case *ir.ScopeStmt:
		if b := dropAssigns(s.Body, dead); b != s.Body {
			n := *s
			n.Body = b
			return &n
		}
	}
	return s
}
