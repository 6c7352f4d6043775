package minimize

import (
	"fmt"

	"github.com/irfuzz/irfuzz/oracle"
)

// Target is the bug a reduction keeps. Whatever picks it, the reduction
// then keeps one exact signature (found on the input), so it cannot slip
// to another bug.
type Target struct {
	// Signature, when set, is the finding to keep.
	Signature oracle.Signature
	// Oracle and Property, when Signature is empty, pick the first of the
	// input's findings from that oracle (with that property or rule, when
	// set). With neither, the input's first finding is kept.
	Oracle   string
	Property string
	// FPRule keeps a verifier false positive of the named rule: the rule
	// rejects a stage, yet every other rule accepts, the kernel compiles
	// without it and the simulator agrees with the reference. That is the
	// precision oracle's finding for the rule, so FPRule is Oracle
	// "precision" with Property FPRule.
	FPRule string
}

func (t Target) String() string {
	switch {
	case t.Signature != "":
		return fmt.Sprintf("signature %q", string(t.Signature))
	case t.FPRule != "":
		return "a false positive of " + t.FPRule
	case t.Oracle != "" && t.Property != "":
		return fmt.Sprintf("a %s finding on %s", t.Oracle, t.Property)
	case t.Oracle != "":
		return "a " + t.Oracle + " finding"
	case t.Property != "":
		return "a finding on " + t.Property
	}
	return "any finding"
}

// resolve picks the signature to keep from the input's findings.
func (t Target) resolve(found []oracle.Finding) (oracle.Signature, error) {
	o, prop := t.Oracle, t.Property
	if t.FPRule != "" {
		if o != "" && o != oracle.Precision || prop != "" && prop != t.FPRule {
			return "", fmt.Errorf("minimize: a false-positive target is the precision oracle on %s; it cannot also ask for %s", t.FPRule, Target{Oracle: o, Property: prop})
		}
		o, prop = oracle.Precision, t.FPRule
	}
	var sigs []oracle.Signature
	for i := range found {
		f := &found[i]
		s := f.Signature()
		sigs = append(sigs, s)
		switch {
		case t.Signature != "":
			if s == t.Signature {
				return s, nil
			}
		case (o == "" || f.Oracle == o) && (prop == "" || f.Property == prop):
			return s, nil
		}
	}
	return "", &NotReproducedError{Target: t.String(), Found: sigs}
}

// narrow is the oracle configuration candidates run under: the caller's,
// minus the oracles that cannot affect whether the target's finding
// appears. The oracles that shape the compile stay (validity, crash,
// contract — whose instrument also serves soundness and precision —
// round trip and purity); of the others (determinism's second compile,
// the simulating oracles, precision's extra compile and simulations)
// only the target's own stays. The full configuration is used for the
// input check and the final replays.
func narrow(cfg *oracle.Config, sig oracle.Signature) oracle.Config {
	on := func(n string) bool { return cfg.Oracles == nil || cfg.Oracles[n] }
	target := sig.Oracle()
	set := oracle.Set{}
	for _, n := range oracle.Names() {
		if !on(n) {
			continue
		}
		switch n {
		case oracle.Validity, oracle.Crash, oracle.Contract, oracle.Roundtrip, oracle.Purity, target:
			set[n] = true
		}
	}
	if on(oracle.SimDiag) && (target == oracle.Differential || target == oracle.Soundness) {
		// The simulation is shared: its diagnostics cost nothing, and
		// they show a candidate that became malformed (see malformed).
		set[oracle.SimDiag] = true
	}
	if on(oracle.Soundness) || on(oracle.Precision) {
		// Either turns the contract instrument on; keep the compile as it was.
		set[oracle.Contract] = true
	}
	c := *cfg
	c.Oracles = set
	return c
}

// malformedKinds are the simulator diagnostics that say a kernel is not a
// kernel the target could run at all: an instruction no core has, a
// buffer overflow, a misaligned or out-of-bounds access.
var malformedKinds = map[string]bool{"illegal": true, "capacity": true, "alignment": true, "out-of-bounds": true}

// malformed returns the signatures of the simulator's malformed-kernel
// diagnostics among found.
func malformed(found []oracle.Finding) map[oracle.Signature]bool {
	out := map[oracle.Signature]bool{}
	for i := range found {
		if f := &found[i]; f.Oracle == oracle.SimDiag && malformedKinds[f.Property] {
			out[f.Signature()] = true
		}
	}
	return out
}

// matches reports whether a result shows the signature.
func matches(found []oracle.Finding, sig oracle.Signature) bool {
	for i := range found {
		if found[i].Signature() == sig {
			return true
		}
	}
	return false
}
