package oracle

import "github.com/irfuzz/irfuzz/verifier"

// validityProps is what every generated input must satisfy: the structural
// set, SSA form and type checking. A failure is a generator bug.
func validityProps() verifier.PropertySet {
	return verifier.Structural().Union(verifier.Set(verifier.SSAForm, verifier.TypeChecked))
}

// validity verifies the input; false means it is invalid and nothing else
// may run on it. Each failing rule is one finding.
func (k *checker) validity() bool {
	var ds []verifier.Diagnostic
	if !k.sut("verify input", func() { ds = verifier.Default().Verify(k.vctx(), validityProps(), k.c.Prog) }) {
		return false
	}
	k.noteFired(ds)
	if !verifier.HasErrors(ds) {
		return true
	}
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
