package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// redundantBlocksProgram builds what the parser never does (it flattens
// like SeqStmts::Flatten): a function body holding a single-child SeqStmts,
// a nested SeqStmts, and a loop body with a yield before its end.
func redundantBlocksProgram(t *testing.T) *ir.Program {
	p, loop := ssaLoop(t)
	body := coreBody(p)
	lb := loop.Body.(*ir.SeqStmts)
	y := lb.Stmts[1]
	lb.Stmts = []ir.Stmt{y, lb.Stmts[0], y}
	single := &ir.SeqStmts{Stmts: []ir.Stmt{body[0]}, Pos: corePos(20, 1)}
	nested := &ir.SeqStmts{Stmts: []ir.Stmt{loop, &ir.EvalStmt{Expr: ir.ConstI(1), Pos: corePos(22, 9)}}, Pos: corePos(21, 1)}
	return coreWithBody(p, &ir.SeqStmts{Stmts: []ir.Stmt{single, nested}, Pos: corePos(7, 5)})
}

func TestNoRedundantBlocksGoBuilt(t *testing.T) {
	coreExpect(t, coreVerify(redundantBlocksProgram(t), NoRedundantBlocks),
		"ERROR NoRedundantBlocks 0 @20:1 SeqStmts contains nested SeqStmts",
		"ERROR NoRedundantBlocks 0 @21:1 SeqStmts contains nested SeqStmts",
		"ERROR NoRedundantBlocks 0 @20:1 SeqStmts with single child should be unwrapped",
		"ERROR NoRedundantBlocks 0 @11:13 YieldStmt before the terminating position; YieldStmt must be the trailing statement of its scope")
}

// Both rules share the visitor but report under their own names, and only
// the property asked for runs.
func TestNoRedundantBlocksAndNormalizedAreSeparate(t *testing.T) {
	p := redundantBlocksProgram(t)
	if n := len(coreVerify(p, NoRedundantBlocks, NormalizedStmtStructure)); n != 8 {
		t.Fatalf("both properties: %d diagnostics, want 8", n)
	}
	for _, d := range coreVerify(p, NoRedundantBlocks) {
		if d.Rule != "NoRedundantBlocks" {
			t.Fatalf("rule %s", d.Rule)
		}
	}
}
