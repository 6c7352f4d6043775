package oracle

import "github.com/irfuzz/irfuzz/verifier"

// validityProps is what every generated input must satisfy: the structural
// set and type checking. A failure is a generator bug. Not SSA form: a
// kernel in the form authors write re-assigns its variables until the
// pipeline's ConvertToSSA versions them (gen/userform.go).
func validityProps() verifier.PropertySet {
	return verifier.Structural().Union(verifier.Set(verifier.TypeChecked))
}

// validityOracle verifies the input the model judges: the model's steps
// on the program require a valid one.
var validityOracle = &step{name: Validity, oracle: Validity, requires: []*step{modelSide}, run: (*checker).validity}

// validity verifies the input; false means it is invalid (Result.Invalid)
// and nothing of the model's may run on it. Each failing rule is one
// finding.
func (k *checker) validity() bool {
	if k.c.Prog == nil {
		k.r.Invalid = true
		k.add(Finding{Oracle: Validity, Message: "no program"})
		return false
	}
	var ds []verifier.Diagnostic
	if !k.sut("verify input", func() { ds = verifier.Default().Verify(k.vctx(), validityProps(), k.c.Prog) }) {
		k.r.Invalid = true
		return false
	}
	k.noteFired(ds)
	if !verifier.HasErrors(ds) {
		k.entry = EntryOf(k.c.Prog, k.c.Entry)
		return true
	}
	k.r.Invalid = true
	if k.cfg.on(Validity) {
		seen := map[string]bool{}
		for _, d := range ds {
			if d.Severity != verifier.Error || seen[d.Rule] {
				continue
			}
			seen[d.Rule] = true
			k.add(Finding{Oracle: Validity, Property: d.Rule, Message: d.Message, Detail: d.String()})
		}
	}
	return false
}
