package oracle

import (
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
)

// contract triages a verification error of the pipeline. Verification of
// the input (before the first pass) failing is a rejected input: the kernel
// does not meet the pipeline's preconditions. A property failing before a
// later pass was broken by the pass before it; one failing after a pass,
// by that pass. Those are contract findings naming the pass and the first
// failing rule (a property a pass must produce is the pass's to establish,
// whatever the input looked like); when exactly one rule failed, the
// precision oracle checks whether it was a false positive.
func (k *checker) contract(ce *pipeline.ContractError) {
	pass := ce.Pass
	if ce.Phase == pipeline.PhaseBefore {
		pass = k.previousPass(ce.Pass)
	}
	k.noteFired(ce.Diagnostics)
	first := firstError(ce.Diagnostics)
	if ce.Phase == pipeline.PhaseInput || pass == "" {
		k.r.Rejected = "input violates " + first.Rule + ": " + first.Message
		return
	}
	if prop, ok := k.nearMiss(ce.Diagnostics); ok {
		k.r.Rejected = "near miss rejected as intended: " + prop
		return
	}
	if k.cfg.on(Contract) {
		k.add(Finding{Oracle: Contract, Property: first.Rule, Pass: pass, Message: first.Message, Detail: ce.Error()})
	}
	k.r.Rejected = "contract broken by " + pass
	if rule, ok := singleRule(ce.Diagnostics); ok {
		k.precision(rule, pass)
	}
}

func firstError(ds []verifier.Diagnostic) verifier.Diagnostic {
	for _, d := range ds {
		if d.Severity == verifier.Error {
			return d
		}
	}
	if len(ds) > 0 {
		return ds[0]
	}
	return verifier.Diagnostic{}
}

// singleRule returns the rule when every error comes from one rule.
func singleRule(ds []verifier.Diagnostic) (string, bool) {
	rule := ""
	for _, d := range ds {
		if d.Severity != verifier.Error {
			continue
		}
		if rule != "" && d.Rule != rule {
			return "", false
		}
		rule = d.Rule
	}
	return rule, rule != ""
}

// nearMiss reports whether every failing rule checks a property the case
// is meant to violate, and names the first.
func (k *checker) nearMiss(ds []verifier.Diagnostic) (string, bool) {
	if len(k.c.NearMiss) == 0 {
		return "", false
	}
	meant := map[string]bool{}
	for _, p := range k.c.NearMiss {
		meant[p] = true
	}
	first := ""
	for _, d := range ds {
		if d.Severity != verifier.Error {
			continue
		}
		r, ok := verifier.Default().RuleByName(d.Rule)
		if !ok || !meant[r.Property().String()] {
			return "", false
		}
		if first == "" {
			first = r.Property().String()
		}
	}
	return first, first != ""
}
