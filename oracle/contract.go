package oracle

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
)

// contractOracle: the compile's verification instrument checks every
// pass's contract (context), and contract triages what it reports.
var contractOracle = &step{name: Contract, oracle: Contract, uses: []*step{compilation}}

// contract triages a verification error of the pipeline. Verification of
// the input (before the first pass) failing is a rejected input: the kernel
// does not meet the pipeline's preconditions. A property failing before a
// later pass was broken by the pass before it; one failing after a pass,
// by that pass. Those are contract findings naming the pass and the first
// failing rule (a property a pass must produce is the pass's to establish,
// whatever the input looked like); when exactly one rule failed, the
// precision oracle checks whether it was a false positive. The exception
// is a violation the input already had, statement for statement (every
// error's rule, code and source position shows on the input too) of a
// kernel contract (verifier.KernelContracts: AccCompactValid), which no
// pass establishes: the passes only carried the author's error to the
// first place the pipeline checks it. That is a rejected input.
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
	switch {
	case authorsOnly(ce.Diagnostics) && k.preexisting(ce.Properties, ce.Diagnostics):
		k.r.Rejected = "input violates " + first.Rule + " (reported after " + pass + "): " + first.Message
	default:
		if k.cfg.on(Contract) {
			k.add(Finding{Oracle: Contract, Property: first.Rule, Pass: pass, Message: first.Message, Detail: ce.Error()})
		}
		k.r.Rejected = "contract broken by " + pass
	}
	if rule, ok := singleRule(ce.Diagnostics); ok {
		k.precision(rule, pass, ce)
	}
}

// authorsOnly reports whether every error of ds is of a kernel contract
// (verifier.KernelContracts), which no pass is there to establish.
func authorsOnly(ds []verifier.Diagnostic) bool {
	for _, d := range ds {
		if d.Severity != verifier.Error {
			continue
		}
		if r, ok := verifier.Default().RuleByName(d.Rule); !ok || !verifier.KernelContracts().Contains(r.Property()) {
			return false
		}
	}
	return true
}

// preexisting reports whether every error of ds shows on the case's input
// as well: same rule, code and source position.
func (k *checker) preexisting(props verifier.PropertySet, ds []verifier.Diagnostic) bool {
	var in []verifier.Diagnostic
	if !k.sut("verify input", func() { in = verifier.Default().Verify(k.vctx(), props, k.c.Prog) }) {
		return false
	}
	type at struct {
		rule string
		code int
		span ir.Span
	}
	had := map[at]bool{}
	for _, d := range in {
		if d.Severity == verifier.Error {
			had[at{d.Rule, d.Code, d.Span}] = true
		}
	}
	n := 0
	for _, d := range ds {
		if d.Severity != verifier.Error {
			continue
		}
		if d.Span == (ir.Span{}) || !had[at{d.Rule, d.Code, d.Span}] {
			return false
		}
		n++
	}
	return n > 0
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
