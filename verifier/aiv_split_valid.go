package verifier

// aivSplitValid is AivSplitValid (PyPTO verify_aiv_split.cpp, seed 000):
// the structural checks (a)-(k) on pl.split_aiv regions, from
// OutlineIncoreScopes until LowerAutoVectorSplit lowers them. The checks
// live in aiv_split.go, shared with AivSplitLoweredValid.
var aivSplitValid = &rule{
	name:     "AivSplitValid",
	prop:     AivSplitValid,
	doc:      "pl.split_aiv regions: no cube op inside (a), no split-axis reduce (b), boundary ops inside a region (c) with their Acc->Vec / Vec->Mat memory contract (d), no vector op outside the regions of a manual-mode function (e), explicit V->C (f) and C->V (g) crossings, regions only in outlined InCore functions (h), no boundary result across a loop back-edge (i) or into another data-parallel region (j), one transport class per function (k)",
	requires: []Requirement{aivSplitFacts},
	run:      func(p *Pass) { verifyAivSplit(p, false) },
}
