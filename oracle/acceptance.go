package oracle

import (
	"strings"

	"github.com/irfuzz/irfuzz/sut"
)

// Departure is a difference between the model and the pinned PyPTO that
// is deliberate and listed in docs/pypto-version.md: a rejection whose
// message contains Match comes from it, and is counted, not reported.
type Departure struct {
	Name  string
	Match string
}

// Departures are the model's listed departures that show as the pinned
// PyPTO rejecting a program: spellings of a later PyPTO that the model
// keeps for AccCompactValid (seeds/000, seeds/002).
var Departures = []Departure{
	{"AccPhase", "has no attribute 'AccPhase'"},
	{"SyncAllMode", "has no attribute 'SyncAllMode'"},
	{"create-compact", "create() got an unexpected keyword argument 'compact'"},
}

// DepartureOf names the listed departure a rejection comes from, "" if
// none.
func DepartureOf(p *sut.Problem) string {
	for _, d := range Departures {
		if strings.Contains(p.Message, d.Match) {
			return d.Name
		}
	}
	return ""
}

// acceptanceOracle reports the disagreement the real PyPTO's answer and
// the model's verdict have (Result.Disagreement, which askPyPTO finds
// whether or not this oracle is selected).
var acceptanceOracle = &step{name: Acceptance, oracle: Acceptance, requires: []*step{pyptoAnswer, modelSide}, run: (*checker).acceptance}

func (k *checker) acceptance() bool {
	if f := k.r.Disagreement; f != nil && k.cfg.on(Acceptance) {
		k.add(*f)
	}
	return true
}

// The two sides of an acceptance difference (Finding.Property).
const (
	ModelAccepts = "model-accepts" // the model compiles what PyPTO rejects
	PyPTOAccepts = "pypto-accepts" // PyPTO compiles what the model rejects
)

// AcceptanceFinding compares the two systems' verdicts on one program:
// the model's Result and the real PyPTO's Response. It reports the
// model compiling a program that PyPTO rejects as invalid (at parse, at
// its input verification or in a pass's user-facing CHECK), and PyPTO
// compiling, with no problem at all, a program the model rejects as
// invalid: on one side, a verifier false positive or negative. A
// rejection that a listed departure explains is no finding (departure is
// its name). Model findings (contract, crash) and PyPTO bugs are not
// verdicts and are left to their own oracles.
func AcceptanceFinding(model *Result, real *sut.Response) (f *Finding, departure string) {
	modelRejects := model.Invalid || modelVerdict(model.Rejected)
	modelAccepts := !model.Invalid && model.Rejected == ""
	if rej := real.Rejection(); rej != nil {
		if !modelAccepts {
			return nil, ""
		}
		if d := DepartureOf(rej); d != "" {
			return nil, d
		}
		return &Finding{Oracle: Acceptance, Property: ModelAccepts, Pass: rej.Pass,
			Message: rej.Exception + ": " + rej.Message, Detail: rej.Detail}, ""
	}
	if modelRejects && real.Compiled && len(real.Problems) == 0 {
		pass, msg := modelRejection(model)
		return &Finding{Oracle: Acceptance, Property: PyPTOAccepts, Pass: pass, Message: msg}, ""
	}
	return nil, ""
}

// modelVerdict reports whether the model's Rejected reason is a verdict
// on the program (the input violates a property, a pass's precondition)
// rather than a pipeline defect it reported as a finding: a crash, a
// broken contract, a failed round trip or an impure pass. A campaign asks
// the real PyPTO for its round trip on one case in campaign.RoundtripEvery
// only, so a round trip the model's pass fails (often a known PyPTO bug the
// real one shares) is no sign that PyPTO accepts what the model refuses.
func modelVerdict(rejected string) bool {
	switch rejected {
	case "", "crashed", "round trip failed", "impure pass":
		return false
	}
	return !strings.HasPrefix(rejected, "contract broken") && !strings.HasPrefix(rejected, "near miss rejected")
}

// modelRejection is where and why the model rejected a program.
func modelRejection(r *Result) (pass, msg string) {
	if r.Invalid {
		for _, f := range r.Findings {
			if f.Oracle == Validity {
				return "input", f.Property + ": " + f.Message
			}
		}
		return "input", "invalid"
	}
	return "", r.Rejected
}
