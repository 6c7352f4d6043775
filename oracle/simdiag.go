package oracle

import "github.com/irfuzz/irfuzz/sim/ascend"

// simdiagOracle judges the simulation's diagnostics.
var simdiagOracle = &step{name: SimDiag, oracle: SimDiag, requires: []*step{simulation}, run: (*checker).simdiag}

// simdiag reports the simulator's error diagnostics, one finding per kind
// (the first of each): hazards, deadlocks, flags, capacity, alignment,
// bounds and pitch mismatches (see Serious for poison reads). A compiled program the
// lowering finds malformed is one too. It keeps the problems it saw (for
// the soundness oracle) whether or not it is selected.
func (k *checker) simdiag() bool {
	s := k.sim
	var out []Finding
	if s.Malformed != nil {
		out = append(out, Finding{Oracle: SimDiag, Property: "malformed", Message: s.Malformed.Msg, Detail: s.Malformed.Error()})
	}
	if s.Result != nil {
		seen := map[ascend.Kind]bool{}
		for i := range s.Result.Diags {
			d := &s.Result.Diags[i]
			if !Serious(d) || seen[d.Kind] {
				continue
			}
			seen[d.Kind] = true
			out = append(out, Finding{Oracle: SimDiag, Property: d.Kind.String(), Message: d.Message, Detail: d.String()})
		}
	}
	if k.cfg.on(SimDiag) {
		k.r.Findings = append(k.r.Findings, out...)
	}
	k.problems = append(k.problems, out...)
	return true
}
