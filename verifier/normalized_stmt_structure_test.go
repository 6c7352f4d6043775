package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestNormalizedStmtStructureGoBuilt(t *testing.T) {
	coreExpect(t, coreVerify(redundantBlocksProgram(t), NormalizedStmtStructure),
		"ERROR NormalizedStmtStructure 0 @20:1 SeqStmts contains nested SeqStmts",
		"ERROR NormalizedStmtStructure 0 @21:1 SeqStmts contains nested SeqStmts",
		"ERROR NormalizedStmtStructure 0 @20:1 SeqStmts with single child should be unwrapped",
		"ERROR NormalizedStmtStructure 0 @11:13 YieldStmt before the terminating position")
}

// A yield ending a nested block is still "last" in that block: only the
// nesting itself is reported.
func TestNormalizedStmtStructureYieldLastInNestedBlock(t *testing.T) {
	p, loop := ssaLoop(t)
	lb := loop.Body.(*ir.SeqStmts)
	loop.Body = &ir.SeqStmts{Stmts: []ir.Stmt{lb.Stmts[0], &ir.SeqStmts{Stmts: lb.Stmts[1:], Pos: corePos(11, 13)}}, Pos: lb.Pos}
	coreExpect(t, coreVerify(p, NormalizedStmtStructure),
		"ERROR NormalizedStmtStructure 0 @11:13 SeqStmts contains nested SeqStmts",
		"ERROR NormalizedStmtStructure 0 @11:13 SeqStmts with single child should be unwrapped")
}
