package verifier

import "github.com/irfuzz/irfuzz/ir"

// accCompactRule is AccCompactValid (PyPTO src/ir/verifier/
// verify_acc_compact.cpp @ 70a60b22975f): the L0C compact-mode contract.
//
// mad writes an accumulator at a pitch of ceil(validM/16)*16 rows, M being
// the lhs's valid rows; every L0C reader walks it at the physical row count
// unless the tile is compact (#2470, #2510). Three checks, in every function
// of every type:
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
// The AccCompactValid checks irfuzz adds to PyPTO's rule, each closing a
// blind spot a clean campaign found (docs/findings.md). A fault of the
// pipeline switches one off to re-create the released rule.
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
)

var accCompactRule = &rule{
	name: "AccCompactValid",
	prop: AccCompactValid,
	doc:  "narrowed accumulators are compact; compact pitch survives set_validshape; only fractal spaces carry compact",
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
		w := &irVisitor{
			varLike: func(v *ir.Var, _ ir.Expr) { accCompactSpace(p, f.Name, v.T, v.Pos) },
			call: func(c *ir.Call) {
				accCompactAccumulate(p, f.Name, c)
				accCompactAlias(p, f.Name, c)
			},
			submit: func(s *ir.Submit) {
				c := submitCallView(s)
				accCompactAccumulate(p, f.Name, c)
				accCompactAlias(p, f.Name, c)
			},
		}
		w.visitStmt(f.Body)
	}
}

// accCompactAccumulate is check (a): args = (accumulator, lhs, rhs, ...).
func accCompactAccumulate(p *Pass, fn string, c *ir.Call) {
	if !isOp(c, "tile.matmul_acc") && !isOp(c, "tile.matmul_mx_acc") {
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
	p.Errorf(1, c.Pos, "'%s' accumulates %s valid rows into an accumulator that is not compact (function '%s'). "+
		"mad lays the product out at a pitch of ceil(validRow/16)*16, but a non-compact accumulator is read back "+
		"at its physical row count %s, which skews every N-fractal above the first. The accumulator this op "+
		"writes into never carried CompactMode::normal -- a seed built by tile.create declares it with "+
		"compact=True, and tile.matmul derives it via StampCompactForNarrowedAccRows.",
		c.Op.Name, exprText(lv.ValidShape[0]), fn, exprText(acc.Shape[0]))
}

// accCompactAlias is check (b): tile.set_validshape(src, rows, cols).
func accCompactAlias(p *Pass, fn string, c *ir.Call) {
	if !isOp(c, "tile.set_validshape") || len(c.Args) < 2 || c.Args[0] == nil || c.Args[1] == nil {
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
	// A full-box source is a declaration (the AutoTileMatmulL0 seed), not a
	// re-interpretation: nothing has been written into it yet.
	if ir.ProveEqual(v.ValidShape[0], src.Shape[0]) == ir.ProofTrue {
		return
	}
	if ir.ProveEqual(v.ValidShape[0], c.Args[1]) == ir.ProofTrue || !ir.PackedPitchDiffers(v.ValidShape[0], c.Args[1]) {
		return
	}
	old := exprText(v.ValidShape[0])
	p.Errorf(2, c.Pos, "'tile.set_validshape' re-narrows a compact accumulator from %s to %s valid rows, which "+
		"changes the pitch its readers derive (function '%s'). The op is metadata-only, so the bytes stay packed "+
		"at ceil(%s/16)*16 while every compact reader would now walk them at the new extent's pitch. Narrow the "+
		"result after it leaves L0C -- cast or move it to Vec first, then pl.set_validshape the vector tile.",
		old, exprText(c.Args[1]), fn, old)
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
