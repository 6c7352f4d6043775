package verifier

import "github.com/irfuzz/irfuzz/ir"

// noRedundantBlocks is PyPTO's NoRedundantBlocks (the verifier in
// src/ir/transforms/normalize_stmt_structure_pass.cpp). Every SeqStmts is
// checked: a single child (should be unwrapped), a child that is itself a
// SeqStmts (should be flattened), and a YieldStmt anywhere but last (the
// yield is the scope's terminator). All with code 0.
var noRedundantBlocks = &rule{
	name: "NoRedundantBlocks",
	prop: NoRedundantBlocks,
	doc:  "no single-child or nested SeqStmts, no yield before the end of a block",
	run:  func(p *Pass) { checkBlocks(p) },
}

// checkBlocks is the visitor NoRedundantBlocks and NormalizedStmtStructure
// share; diagnostics carry the rule name of the pass they report through.
func checkBlocks(p *Pass) {
	v := visitor{stmtsOnly: true}
	v.onStmt = func(s ir.Stmt) bool {
		seq, ok := s.(*ir.SeqStmts)
		if !ok {
			return false
		}
		if len(seq.Stmts) == 1 {
			p.Errorf(0, seq.Pos, "SeqStmts with single child should be unwrapped")
		}
		for i, c := range seq.Stmts {
			if c == nil {
				continue
			}
			if _, nested := c.(*ir.SeqStmts); nested {
				p.Errorf(0, c.Span(), "SeqStmts contains nested SeqStmts")
			}
			if _, y := c.(*ir.YieldStmt); y && i+1 < len(seq.Stmts) {
				p.Errorf(0, c.Span(), "YieldStmt before the terminating position; YieldStmt must be the trailing statement of its scope")
			}
		}
		return false
	}
	for _, f := range p.Prog.Funcs {
		if f != nil {
			v.Stmt(f.Body)
		}
	}
}
