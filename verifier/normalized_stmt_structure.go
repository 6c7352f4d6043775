package verifier

// normalizedStmtStructure is PyPTO's NormalizedStmtStructure verifier: the
// same check as NoRedundantBlocks (see checkBlocks), reported under its own
// rule name.
var normalizedStmtStructure = &rule{
	name: "NormalizedStmtStructure",
	prop: NormalizedStmtStructure,
	doc:  "flat SeqStmts: no single-child or nested SeqStmts, no yield before the end of a block",
	run:  func(p *Pass) { checkBlocks(p) },
}
