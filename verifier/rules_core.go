package verifier

// coreRules are the structural and control-flow rules.
var coreRules = []Rule{}
