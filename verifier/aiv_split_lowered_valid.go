package verifier

// aivSplitLoweredValid is AivSplitLoweredValid, the lowered-stage form of
// the shared AIV split verifier (aiv_split.go), produced by
// LowerAutoVectorSplit and consumed by ExpandMixedKernel. Every AivSplitValid
// check still applies to retained regions; in addition an InCore function
// stamped split_aiv that holds no region may carry flat tile boundary ops,
// which need an explicit split kwarg in 0..2 and keep the memory contract.
// The operand-memory check then skips only operands with no local
// definition (parameters, shared by both lanes); locally bound operands —
// assignments, inline expressions, loop carries and control-flow results —
// stay checked.
var aivSplitLoweredValid = &rule{
	name:     "AivSplitLoweredValid",
	prop:     AivSplitLoweredValid,
	doc:      "lowered pl.split_aiv form: AivSplitValid's region checks, plus flat boundary ops in split_aiv InCore functions with an explicit valid split and the memory contract on locally defined operands",
	requires: []Requirement{aivSplitFacts},
	run:      func(p *Pass) { verifyAivSplit(p, true) },
}
