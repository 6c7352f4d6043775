package oracle

import "strings"

// The classes of a finding (Signature.Class), as docs/findings.md uses
// them.
const (
	// Silent: nothing in the compiler or the runtime stops the kernel; it
	// computes wrong numbers, races, or lets a defect through unreported.
	Silent = "silent"
	// Loud: a stage rejects or stops it: a verifier, the printer's round
	// trip, an internal error or crash, ptoas, the hardware (a deadlock, an
	// illegal instruction).
	Loud = "loud"
)

// silentOracles are the oracles whose every finding is silent: the outputs
// differ, or a defect passes every check.
var silentOracles = map[string]bool{
	Differential: true, Soundness: true, PTODiff: true, PassDiff: true,
	Purity: true, Determinism: true, Mutant: true,
}

// silentKinds are the simulator diagnostic kinds (sim/ascend Kind names,
// and the PTO differential's "mismatch") whose kernel runs to the end with
// wrong bytes: the rest (capacity, alignment, deadlock, illegal, event-id,
// flag-double-set, flag-left-set, malformed, unreadable) a toolchain check
// or the hardware stops.
var silentKinds = map[string]bool{
	"mismatch": true, "hazard": true, "poison-read": true, "pitch-mismatch": true, "out-of-bounds": true,
}

// Class says whether the signature's finding is silent or loud, from its
// oracle and, for the simulator oracles, its diagnostic kind. A known
// entry's "class" header (package known) overrides it where triage knows
// better.
func (s Signature) Class() string {
	parts := strings.SplitN(string(s), " | ", 3)
	property := ""
	if len(parts) > 1 {
		property = strings.TrimSpace(parts[1])
	}
	return ClassOf(s.Oracle(), property)
}

// ClassOf is the class of a finding of oracle o with property (rule or
// diagnostic kind) p.
func ClassOf(o, p string) string {
	if silentOracles[o] || (o == SimDiag || o == PyPTOSim) && silentKinds[p] {
		return Silent
	}
	return Loud
}
