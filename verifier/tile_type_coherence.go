package verifier

import "github.com/irfuzz/irfuzz/ir"

// tileTypeCoherenceRule is TileTypeCoherence (PyPTO
// verify_tile_type_coherence.cpp): every TileType reachable from a function
// — parameter types (at the parameter), return types (at the function),
// every Var-like definition and use, and every Call's result type, tuple
// elements included — uses the canonical encoding: a present tile view must
// not equal the implicit view for its (shape, memory space)
// (IsImplicitPrintedTileView, isImplicitTileView here). Such a view must be
// stored as absent, or printing drops it and a reparse no longer compares
// equal (#1261, #1266). Submit result types are not checked, as in PyPTO.
//
// ir.NewTileType canonicalizes, and so does the parser, so violating types
// only come from code that builds ir.TileType literally — a pass bug this
// rule exists to catch. Its rejected cases are therefore built in Go
// (tile_type_coherence_test.go); testdata holds the accepted ones. Code 1.
var tileTypeCoherenceRule = &rule{
	name: "TileTypeCoherence",
	prop: TileTypeCoherence,
	doc:  "no tile type stores a view equal to its implicit view",
	run:  runTileTypeCoherence,
}

func runTileTypeCoherence(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil {
			continue
		}
		check := func(t ir.Type, span ir.Span) { tileCoherence(p, f.Name, t, span) }
		for _, prm := range f.Params {
			if prm != nil {
				check(prm.T, prm.Pos)
			}
		}
		for _, rt := range f.Returns {
			check(rt, f.Pos)
		}
		w := &irVisitor{
			varLike: func(v *ir.Var, _ ir.Expr) { check(v.T, v.Pos) },
			call:    func(c *ir.Call) { check(c.T, c.Pos) },
		}
		w.visitStmt(f.Body)
	}
}

func tileCoherence(p *Pass, fn string, t ir.Type, span ir.Span) {
	switch t := t.(type) {
	case *ir.TupleType:
		for _, e := range t.Elems {
			tileCoherence(p, fn, e, span)
		}
	case *ir.TileType:
		if t.View != nil && isImplicitTileView(t.View, t.Shape, t.Space) {
			p.Errorf(1, span, "TileType has implicit-but-present tile_view (canonical encoding requires nullopt) in function '%s'", fn)
		}
	}
}
