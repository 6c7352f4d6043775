package oracle

import "strings"

// soundnessOracle reads the problems the differential and simdiag
// oracles saw in the simulation.
var soundnessOracle = &step{name: Soundness, oracle: Soundness, requires: []*step{differentialOracle, simdiagOracle}, run: (*checker).soundness}

// soundness: every verifier accepted every stage of the compile (it ran
// under before/after contracts and finished), yet the simulator disagrees
// with the reference or reports an error. A property that should have
// rejected some stage is missing or wrong. One finding per case, keyed by
// the first problem's kind.
func (k *checker) soundness() bool {
	if !k.cfg.on(Soundness) || len(k.problems) == 0 {
		return true
	}
	p := k.problems[0]
	kind := p.Property
	if p.Oracle == Differential {
		kind = "mismatch"
	}
	k.add(Finding{Oracle: Soundness, Property: kind, Buffer: p.Buffer,
		Message: soundnessPrefix + p.Message, Detail: p.Detail})
	return true
}

// soundnessPrefix begins every soundness finding's message.
const soundnessPrefix = "every verifier accepted every stage, yet "

// Restates is, for a soundness signature, the signature of the
// differential or simdiag finding whose problem it restates (the same
// case's first problem: one cause, so whatever is known of the one is
// known of the other), and true; for any other signature, false.
func (s Signature) Restates() (Signature, bool) {
	p := strings.Split(string(s), " | ")
	if len(p) != 6 || p[0] != Soundness || !strings.HasPrefix(p[3], soundnessPrefix) {
		return "", false
	}
	msg := strings.TrimPrefix(p[3], soundnessPrefix)
	if p[1] == "mismatch" && strings.HasPrefix(msg, "output '_' differs from the reference") {
		p[0], p[1] = Differential, ""
	} else {
		p[0] = SimDiag
	}
	p[3] = msg
	return Signature(strings.Join(p, " | ")), true
}
