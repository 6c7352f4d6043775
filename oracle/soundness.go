package oracle

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
		Message: "every verifier accepted every stage, yet " + p.Message, Detail: p.Detail})
	return true
}
