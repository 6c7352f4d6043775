package pipeline

import "github.com/irfuzz/irfuzz/ir"

// NormalizeStmtStructure flattens nested SeqStmts and unwraps single-child
// ones in every body (PyPTO's NormalizeStmtStructure), so each body is a
// single statement or a flat list.
var NormalizeStmtStructure = &Pass{
	Name:     "NormalizeStmtStructure",
	Doc:      "flatten nested statement lists and unwrap single-statement ones",
	Produced: set(pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		m := &ir.Mutator{Stmt: normalizeSeq}
		return m.Program(p), nil
	},
}

// normalizeSeq rebuilds a SeqStmts through ir.Seq, which splices nested
// lists and returns a lone statement as is.
func normalizeSeq(s ir.Stmt) ir.Stmt {
	sq, ok := s.(*ir.SeqStmts)
	if !ok {
		return s
	}
	nested := len(sq.Stmts) == 1
	for _, c := range sq.Stmts {
		if _, ok := c.(*ir.SeqStmts); ok {
			nested = true
		}
	}
	if !nested {
		return s
	}
	return ir.Seq(sq.Pos, sq.Stmts...)
}
