package oracle

import "testing"

// TestSignatureClass: each oracle's findings, and the simulator's by
// diagnostic kind, get the class docs/findings.md gives them.
func TestSignatureClass(t *testing.T) {
	for _, c := range []struct {
		f    Finding
		want string
	}{
		{Finding{Oracle: Differential, Message: "out differs", Buffer: "out[0]"}, Silent},
		{Finding{Oracle: PyPTOSim, Property: "mismatch", Message: "the PTO program computes output 'out' other than the reference"}, Silent},
		{Finding{Oracle: PyPTOSim, Property: "hazard", Message: "the PTO program: hazard"}, Silent},
		{Finding{Oracle: PyPTOSim, Property: "unreadable", Message: "the PTO reader cannot read the PTO program"}, Loud},
		{Finding{Oracle: SimDiag, Property: "pitch-mismatch", Message: "reads L0C at pitch 16"}, Silent},
		{Finding{Oracle: SimDiag, Property: "deadlock", Message: "no pipe can make progress"}, Loud},
		{Finding{Oracle: SimDiag, Property: "capacity", Message: "a tile extends beyond Vec"}, Loud},
		{Finding{Oracle: Contract, Property: "SSAForm", Pass: "Simplify", Message: "x defined twice"}, Loud},
		{Finding{Oracle: Roundtrip, Pass: "UnrollLoops", Message: "Undefined variable 'x'"}, Loud},
		{Finding{Oracle: PyPTO, Property: "InternalError", Message: "check failed"}, Loud},
		{Finding{Oracle: Mutant, Property: "AtomicAddDtypeValid", Message: "mutant escapes"}, Silent},
		{Finding{Oracle: PassDiff, Pass: "Simplify", Message: "programs differ"}, Silent},
	} {
		if got := c.f.Signature().Class(); got != c.want {
			t.Errorf("%s: class %s, want %s", c.f.Signature(), got, c.want)
		}
	}
}
