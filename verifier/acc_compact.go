package verifier

import "github.com/irfuzz/irfuzz/ir"

// accCompactRule is AccCompactValid (PyPTO src/ir/verifier/
// verify_acc_compact.cpp @ 70a60b22975f): the L0C compact-mode contract.
//
// mad writes an accumulator at a pitch of ceil(validM/16)*16 rows, M being
// the lhs's valid rows; every L0C reader walks it at the physical row count
// unless the tile is compact (#2470, #2510). PyPTO's three checks, in every
// function of every type:
//
//   - code 1: a tile.matmul_acc / tile.matmul_mx_acc whose lhs valid rows
//     make mad's pitch provably differ from the accumulator's physical rows
//     (ir.AccPitchesCoincide false) must accumulate into a compact buffer;
//   - code 2: tile.set_validshape on a compact Acc tile must not re-narrow
//     its valid rows across a 16-row fractal boundary (ir.PackedPitchDiffers);
//     a full-box source (valid rows provably equal to the rows) is exempt;
//   - code 3: no tile outside Left/Right/Acc carries a compact mode. Checked
//     on parameters and on every Var-like definition and use (once per
//     occurrence, as PyPTO's VisitVarLike_ does), never on call results.
//
// irfuzz's additions (Extensions below), each closing a blind spot a clean
// campaign found:
//
//   - code 2's full-box exemption holds only for a source nothing has
//     written yet (ExtAccWrittenRenarrow): its value traces, through views
//     and carries, to an allocation (tile.create) or a parameter, and no
//     op has written the allocation in place before the re-narrowing. A
//     written full box is checked like any other, with the prover's bounds
//     (a runtime row count capped below a fractal narrows provably);
//   - code 4: a tile.slice or tile.reshape of a written compact accumulator
//     (ExtAccViews). The views keep the bytes where mad packed them, at
//     ceil(validRow/16)*16 of the source's valid rows, and sit where the
//     code generator's subview puts them: at the parent's layout offset of
//     the window, computed at the parent's physical pitch. A compact reader
//     of the view (TSTORE, TMOV, TPUSH: tstore_common.hpp srcStride) walks
//     N-fractal j of it at ceil16 of the view's own valid rows. Rejected:
//     a view reaching past its first N-fractal whose valid rows pack to
//     another pitch (a slice starting at row 16 or further always does), and
//     a slice starting at a column past the first N-fractal of a source
//     whose packed pitch is not its physical rows. A row offset alone is
//     harmless: the NZ rows of one N-fractal are contiguous at any pitch;
//   - code 5: tile.transpose_view of any accumulator (ExtAccTransposeView):
//     the fix pipe reads L0C as NZ blocks whatever the tile's layout, so
//     the ZN view is never read transposed;
//   - code 6: a tile.move or tile.extract of an accumulator into Mat whose
//     valid rows make mad's pitch provably differ from its rows
//     (ExtAccToMat): the L0C -> L1 move reads at the physical rows
//     whatever the compact mode (an accumulator one N-fractal wide is
//     spared, as by code 1);
//   - and one relaxation: code 1 spares an accumulator at most one
//     N-fractal wide, and a product whose rhs is valid in at most one
//     N-fractal's columns (ExtAccSingleFractal): mad writes column block 0
//     alone, and no read of block 0 depends on the pitch.
const (
	// ExtAccViews (RF-C1): a tile.slice or tile.reshape of a compact
	// accumulator re-derives the pitch from its own valid rows.
	ExtAccViews Extension = "AccCompactValid/views"
	// ExtAccWrittenRenarrow (RF-C2): code 2's full-box exemption holds
	// only for an accumulator nothing has written yet.
	ExtAccWrittenRenarrow Extension = "AccCompactValid/written-renarrow"
	// ExtAccTransposeView (RF-G1): the fix pipe reads L0C as NZ only, so
	// a tile.transpose_view of an accumulator cannot be stored or moved.
	ExtAccTransposeView Extension = "AccCompactValid/transpose-view"
	// ExtAccSingleFractal (RF-P1): code 1 does not fire for an accumulator
	// one N-fractal wide (16 columns at most), nor for a product whose
	// rhs is valid in 16 columns at most: an NZ address is
	// block*pitch*16 + row*16 + col, mad writes only the column blocks
	// its N (the rhs's valid columns) covers, and in block 0 the pitch
	// never enters the address, so any pitch reads the product right and
	// the blocks mad left alone keep the accumulator's own pitch. The
	// released rule rejects such a kernel (a false positive the precision
	// oracle reports).
	ExtAccSingleFractal Extension = "AccCompactValid/single-fractal"
	// ExtAccToMat (RF-M1): a tile.move or tile.extract of an accumulator
	// into Mat reads L0C at the accumulator's physical rows (pto-isa
	// TMovCcToCb: srcStride = Rows on a2a3, ceil16(Rows) into NZ on a5),
	// compact or not, so it cannot read a row-narrowed product.
	ExtAccToMat Extension = "AccCompactValid/acc-to-mat"
)

var accCompactRule = &rule{
	name: "AccCompactValid",
	prop: AccCompactValid,
	doc:  "narrowed accumulators are compact; compact pitch survives set_validshape and views; no transposed view of an accumulator; only fractal spaces carry compact",
	run:  runAccCompact,
}

func runAccCompact(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil {
			continue
		}
		for _, prm := range f.Params {
			if prm != nil {
				accCompactSpace(p, f.Name, prm.T, prm.Pos)
			}
		}
		ln := newAccLineage(f)
		check := func(c *ir.Call) {
			accCompactAccumulate(p, f.Name, c)
			accCompactAlias(p, f.Name, c, ln)
			accCompactView(p, f.Name, c, ln)
			accCompactTransposeView(p, f.Name, c)
			accCompactToMat(p, f.Name, c)
			ln.noteWrites(c)
		}
		w := &irVisitor{
			varLike: func(v *ir.Var, _ ir.Expr) { accCompactSpace(p, f.Name, v.T, v.Pos) },
			call:    check,
			submit:  func(s *ir.Submit) { check(submitCallView(s)) },
		}
		w.visitStmt(f.Body)
	}
}

// accProductSingleNFractal reports whether the rhs of a tile.matmul_acc
// (acc, lhs, rhs) or tile.matmul_mx_acc (acc, lhs, lhs_scale, rhs,
// rhs_scale) is provably valid in at most one N-fractal's columns: mad
// takes N from the rhs's valid columns (pto-isa TMatmul: n =
// bMatrix.GetValidCol(); sim/ascend's TMATMUL_ACC likewise), so it writes
// column block 0 alone, where the pitch never enters an address, and
// leaves the accumulator's other blocks as they were, at its physical
// pitch.
func accProductSingleNFractal(c *ir.Call) bool {
	i := 2
	if isOp(c, ir.TileMatmulMxAcc) {
		i = 3
	}
	if len(c.Args) <= i || c.Args[i] == nil {
		return false
	}
	rhs, ok := c.Args[i].Type().(*ir.TileType)
	if !ok || rhs.Rank() != 2 {
		return false
	}
	v := rhs.Effective().ValidShape
	return len(v) == 2 && ir.ProveLessEqual(v[1], ir.ConstI(ir.AccFractalRows)) == ir.ProofTrue
}

// accCompactAccumulate is check (a): args = (accumulator, lhs, rhs, ...).
func accCompactAccumulate(p *Pass, fn string, c *ir.Call) {
	if !isOp(c, ir.TileMatmulAcc) && !isOp(c, ir.TileMatmulMxAcc) {
		return
	}
	if len(c.Args) < 2 || c.Args[0] == nil || c.Args[1] == nil {
		return
	}
	acc, ok1 := c.Args[0].Type().(*ir.TileType)
	lhs, ok2 := c.Args[1].Type().(*ir.TileType)
	if !ok1 || !ok2 || len(acc.Shape) == 0 {
		return
	}
	if acc.Effective().Compact == ir.CompactNormal {
		return
	}
	lv := lhs.Effective()
	if len(lv.ValidShape) == 0 || ir.AccPitchesCoincide(lv.ValidShape[0], acc.Shape[0]) {
		return
	}
	if p.Enabled(ExtAccSingleFractal) && (ir.AccSingleNFractal(acc) || accProductSingleNFractal(c)) {
		return
	}
	p.Errorf(1, c.Pos, "'%s' accumulates %s valid rows into an accumulator that is not compact (function '%s'). "+
		"mad lays the product out at a pitch of ceil(validRow/16)*16, but a non-compact accumulator is read back "+
		"at its physical row count %s, which skews every N-fractal above the first. The accumulator this op "+
		"writes into never carried CompactMode::normal -- a seed built by tile.create declares it with "+
		"compact=True, and tile.matmul derives it via StampCompactForNarrowedAccRows.",
		c.Op.Name, exprText(lv.ValidShape[0]), fn, exprText(acc.Shape[0]))
}

// accCompactAlias is check (b): tile.set_validshape(src, rows, cols).
func accCompactAlias(p *Pass, fn string, c *ir.Call, ln *accLineage) {
	if !isOp(c, ir.TileSetValidshape) || len(c.Args) < 2 || c.Args[0] == nil || c.Args[1] == nil {
		return
	}
	src, ok := c.Args[0].Type().(*ir.TileType)
	if !ok || src.Space != ir.Acc || len(src.Shape) == 0 {
		return
	}
	v := src.Effective()
	if v.Compact != ir.CompactNormal || len(v.ValidShape) == 0 {
		return
	}
	if ir.ProveEqual(v.ValidShape[0], c.Args[1]) == ir.ProofTrue {
		return
	}
	differs := ir.PackedPitchDiffers(v.ValidShape[0], c.Args[1])
	// A full-box source is a declaration (the AutoTileMatmulL0 seed), not a
	// re-interpretation: nothing has been written into it yet. PyPTO takes
	// every full box for one; irfuzz asks the lineage (ExtAccWrittenRenarrow).
	if ir.ProveEqual(v.ValidShape[0], src.Shape[0]) == ir.ProofTrue {
		if !p.Enabled(ExtAccWrittenRenarrow) || !ln.written(c.Args[0]) {
			return
		}
		differs = packedPitchesDiffer(v.ValidShape[0], c.Args[1])
	}
	if !differs {
		return
	}
	old := exprText(v.ValidShape[0])
	p.Errorf(2, c.Pos, "'tile.set_validshape' re-narrows a compact accumulator from %s to %s valid rows, which "+
		"changes the pitch its readers derive (function '%s'). The op is metadata-only, so the bytes stay packed "+
		"at ceil(%s/16)*16 while every compact reader would now walk them at the new extent's pitch. Narrow the "+
		"result after it leaves L0C -- cast or move it to Vec first, then pl.set_validshape the vector tile.",
		old, exprText(c.Args[1]), fn, old)
}

// accCompactView is check (d), code 4 (ExtAccViews): a view other than
// set_validshape (code 2) and transpose_view (code 5) -- tile.slice,
// tile.reshape -- of a written compact accumulator. See the rule's comment
// for the two hazards.
func accCompactView(p *Pass, fn string, c *ir.Call, ln *accLineage) {
	if !p.Enabled(ExtAccViews) || c == nil || c.Op == nil || !c.Op.IsBufferAliasingView() || c.Op.Access != ir.AccessView ||
		isOp(c, ir.TileSetValidshape) || isOp(c, ir.TileTransposeView) || len(c.Args) == 0 || c.Args[0] == nil {
		return
	}
	src, ok := c.Args[0].Type().(*ir.TileType)
	if !ok || src.Space != ir.Acc || src.Rank() < 2 {
		return
	}
	sv := src.Effective()
	if sv.Compact != ir.CompactNormal || len(sv.ValidShape) != src.Rank() {
		return
	}
	res, ok := c.T.(*ir.TileType)
	if !ok || res.Rank() < 2 {
		return
	}
	rv := res.Effective()
	if len(rv.ValidShape) != res.Rank() || !ln.written(c.Args[0]) {
		// An accumulator nothing has written yet holds no packed bytes.
		return
	}
	srcRows, srcPhys := sv.ValidShape[src.Rank()-2], src.Shape[src.Rank()-2]
	rows, cols := rv.ValidShape[res.Rank()-2], rv.ValidShape[res.Rank()-1]
	var r0, c0 ir.Expr
	if isOp(c, ir.TileSlice) && len(c.Args) > 2 {
		if t, ok := c.Args[2].(*ir.MakeTuple); ok && len(t.Elems) >= 2 {
			r0, c0 = t.Elems[len(t.Elems)-2], t.Elems[len(t.Elems)-1]
		}
	}
	fractal := ir.ConstI(ir.AccFractalRows)
	// The view reaches past its first N-fractal unless its valid columns
	// provably stay inside it; only there does the pitch place anything.
	strided := ir.ProveLessEqual(cols, fractal) != ir.ProofTrue
	fromRow := r0 != nil && ir.ProveLessEqual(fractal, r0) == ir.ProofTrue
	if strided && (packedPitchesDiffer(srcRows, rows) || fromRow) {
		what := "views"
		if fromRow {
			what = "opens a window at row " + exprText(r0) + " of"
		}
		p.Errorf(4, c.Pos, "'%s' %s a compact accumulator packed at ceil(%s/16)*16 rows as %s valid rows, which "+
			"pack to another pitch (function '%s'). A view is metadata only: the bytes stay where mad packed them, "+
			"but every compact reader of the view walks its N-fractals at ceil(validRow/16)*16 of the view's own "+
			"valid rows. Move the accumulator to Vec first (tile.move or a cast), then %s the vector tile.",
			c.Op.Name, what, exprText(srcRows), exprText(rows), fn, viewVerb(c))
		return
	}
	if c0 != nil && ir.ProveEqual(c0, ir.ConstI(0)) != ir.ProofTrue && !ir.AccPitchesCoincide(srcRows, srcPhys) {
		p.Errorf(4, c.Pos, "'%s' opens a window at column %s of a compact accumulator packed at ceil(%s/16)*16 rows, "+
			"not at its physical %s (function '%s'). The window's address is laid out at the physical pitch, so it "+
			"starts in another N-fractal than the one mad wrote there. Move the accumulator to Vec first (tile.move "+
			"or a cast), then slice the vector tile.",
			c.Op.Name, exprText(c0), exprText(srcRows), exprText(srcPhys), fn)
	}
}

// viewVerb is the remedy's verb for a view op.
func viewVerb(c *ir.Call) string {
	if isOp(c, ir.TileReshape) {
		return "reshape"
	}
	return "slice"
}

// accCompactToMat is code 6: move / extract (accumulator, ...,
// target_memory=Mat).
func accCompactToMat(p *Pass, fn string, c *ir.Call) {
	if !p.Enabled(ExtAccToMat) || c == nil || c.Op == nil || (!isOp(c, ir.TileMove) && !isOp(c, ir.TileExtract)) || len(c.Args) == 0 || c.Args[0] == nil {
		return
	}
	if to, ok := c.Kwarg("target_memory"); !ok || to != ir.Mat {
		return
	}
	src, ok := c.Args[0].Type().(*ir.TileType)
	if !ok || !ir.AccReadSkewed(src) {
		return
	}
	v := src.Effective()
	p.Errorf(6, c.Pos, "'%s' copies an accumulator with %s valid rows into Mat (function '%s'). mad packed the product "+
		"at a pitch of ceil(validRow/16)*16, but the L0C -> L1 move reads every N-fractal at the physical row count %s "+
		"whatever the compact mode (pto-isa TMovCcToCb), which skews every N-fractal above the first. Keep the lhs "+
		"full-height and narrow the Mat copy after the move, or go through Vec.",
		c.Op.Name, exprText(v.ValidShape[0]), fn, exprText(src.Shape[0]))
}

// accCompactTransposeView is check (e), code 5 (ExtAccTransposeView): no
// tile.transpose_view of an accumulator.
func accCompactTransposeView(p *Pass, fn string, c *ir.Call) {
	if !p.Enabled(ExtAccTransposeView) || !isOp(c, ir.TileTransposeView) || len(c.Args) == 0 || c.Args[0] == nil {
		return
	}
	if src, ok := c.Args[0].Type().(*ir.TileType); !ok || src.Space != ir.Acc {
		return
	}
	p.Errorf(5, c.Pos, "'tile.transpose_view' of an accumulator is never read transposed (function '%s'). The fix "+
		"pipe reads L0C as NZ blocks whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so a store, move or "+
		"push of the ZN view returns the untransposed bytes. Move the accumulator to Vec first (tile.move or a cast), "+
		"then tile.transpose the vector tile.", fn)
}

// packedPitchesDiffer reports whether ceil16(a) != ceil16(b) provably: by
// constants (ir.PackedPitchDiffers) or, one side constant, by the prover's
// bounds on the other (min(rows, 1) packs to at most 16 rows).
func packedPitchesDiffer(a, b ir.Expr) bool {
	if ir.PackedPitchDiffers(a, b) {
		return true
	}
	outside := func(k, e ir.Expr) bool {
		v, ok := ir.ConstValue(k)
		if !ok || v < 0 {
			return false
		}
		p := ir.Ceil16(v)
		below := p >= ir.AccFractalRows && ir.ProveLessEqual(e, ir.ConstI(p-ir.AccFractalRows)) == ir.ProofTrue
		return below || ir.ProveLessEqual(ir.ConstI(p+1), e) == ir.ProofTrue
	}
	return outside(a, b) || outside(b, a)
}

// accLineage answers, for one function, whether an accumulator value holds
// bytes something wrote: its value traces, through views, plain aliases
// and carries (loop iter args and results, if phis), to an executing op
// (mad, a move, a pop, a callee), or the buffer it names (through views)
// was written in place (an op's ReusesInput or Writes argument) earlier in
// program order. An allocation (tile.create: AccessNone) or a parameter
// holds nothing written.
type accLineage struct {
	defs      map[*ir.Var]ir.Expr   // var = value
	carries   map[*ir.Var][]ir.Expr // carry or phi -> what flows in
	clobbered map[*ir.Var]bool      // buffer root -> written in place so far
}

func newAccLineage(f *ir.Function) *accLineage {
	ln := &accLineage{defs: map[*ir.Var]ir.Expr{}, carries: map[*ir.Var][]ir.Expr{}, clobbered: map[*ir.Var]bool{}}
	w := &irVisitor{}
	w.stmt = func(s ir.Stmt) bool {
		switch s := s.(type) {
		case *ir.AssignStmt:
			if s.Var != nil {
				ln.defs[s.Var] = s.Value
			}
		case *ir.ForStmt:
			ln.loop(s.IterArgs, s.Body, s.ReturnVars)
		case *ir.WhileStmt:
			ln.loop(s.IterArgs, s.Body, s.ReturnVars)
		case *ir.IfStmt:
			ys := append(trailingYields(s.Then), trailingYields(s.Else)...)
			for i, rv := range s.ReturnVars {
				if rv != nil {
					ln.carries[rv] = yieldedAt(ys, i)
				}
			}
		}
		return true
	}
	w.visitStmt(f.Body)
	return ln
}

func (ln *accLineage) loop(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
	ys := trailingYields(body)
	for i, ia := range ias {
		if ia == nil {
			continue
		}
		in := append([]ir.Expr{ia.Init}, yieldedAt(ys, i)...)
		ln.carries[&ia.Var] = in
		if i < len(rvs) && rvs[i] != nil {
			ln.carries[rvs[i]] = in
		}
	}
}

// trailingYields lists the yields ending a body (not those of nested
// loops or branches).
func trailingYields(s ir.Stmt) []*ir.YieldStmt {
	switch s := s.(type) {
	case *ir.YieldStmt:
		return []*ir.YieldStmt{s}
	case *ir.SeqStmts:
		var out []*ir.YieldStmt
		for _, c := range s.Stmts {
			out = append(out, trailingYields(c)...)
		}
		return out
	case *ir.ScopeStmt:
		return trailingYields(s.Body)
	}
	return nil
}

func yieldedAt(ys []*ir.YieldStmt, i int) []ir.Expr {
	var out []ir.Expr
	for _, y := range ys {
		if y != nil && i < len(y.Values) {
			out = append(out, y.Values[i])
		}
	}
	return out
}

// written reports whether e holds bytes something wrote.
func (ln *accLineage) written(e ir.Expr) bool {
	if r := ln.root(e); r != nil && ln.clobbered[r] {
		return true
	}
	return ln.produced(e, map[*ir.Var]bool{})
}

// produced follows e's value to where it was made.
func (ln *accLineage) produced(e ir.Expr, seen map[*ir.Var]bool) bool {
	if c, ok := e.(*ir.Submit); ok {
		e = submitCallView(c)
	}
	switch e := e.(type) {
	case *ir.Call:
		if e == nil {
			return false
		}
		if e.Op == nil {
			return true // a callee's result
		}
		switch e.Op.Access {
		case ir.AccessNone:
			return false
		case ir.AccessView:
			return len(e.Args) > 0 && ln.produced(e.Args[0], seen)
		}
		return true
	case *ir.TupleGetItem:
		return true
	}
	v := ir.VarOf(e)
	if v == nil || seen[v] {
		return false
	}
	seen[v] = true
	if d, ok := ln.defs[v]; ok {
		return ln.produced(d, seen)
	}
	for _, in := range ln.carries[v] {
		if ln.produced(in, seen) {
			return true
		}
	}
	return false
}

// root is the variable naming the buffer e views (through views and plain
// aliases; a carry is a root of its own).
func (ln *accLineage) root(e ir.Expr) *ir.Var {
	v := ir.VarOf(e)
	for i := 0; v != nil && i < len(ln.defs)+1; i++ {
		switch d := ln.defs[v].(type) {
		case *ir.Call:
			if d == nil || d.Op == nil || d.Op.Access != ir.AccessView || len(d.Args) == 0 {
				return v
			}
			next := ir.VarOf(d.Args[0])
			if next == nil {
				return v
			}
			v = next
		case *ir.Var, *ir.IterArg:
			v = ir.VarOf(d)
		default:
			return v
		}
	}
	return v
}

// noteWrites records the buffers c writes in place.
func (ln *accLineage) noteWrites(c *ir.Call) {
	if c == nil || c.Op == nil || c.Op.Access != ir.AccessFunctional {
		return
	}
	args := append([]int(nil), c.Op.Writes...)
	if c.Op.ReusesInput >= 0 {
		args = append(args, c.Op.ReusesInput)
	}
	for _, i := range args {
		if i < len(c.Args) {
			if r := ln.root(c.Args[i]); r != nil {
				ln.clobbered[r] = true
			}
		}
	}
}

// accCompactSpace is check (c), recursing into tuple types.
func accCompactSpace(p *Pass, fn string, t ir.Type, span ir.Span) {
	switch t := t.(type) {
	case *ir.TupleType:
		for _, e := range t.Elems {
			accCompactSpace(p, fn, e, span)
		}
	case *ir.TileType:
		if t.View == nil || t.Space == ir.MemNone || t.View.Compact == ir.CompactNull || t.Space.IsFractal() {
			return
		}
		p.Errorf(3, span, "tile in memory space '%s' carries a compact mode (function '%s'). "+
			"Compact describes an N-fractal pitch, so only Left/Right/Acc tiles may carry it; no pto-isa path "+
			"reads it for any other space.", t.Space, fn)
	}
}
