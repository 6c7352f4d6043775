package oracle

import "github.com/irfuzz/irfuzz/sut"

// PyPTOFindings are the real PyPTO's own findings on a case: one per
// problem of a class that is a compiler bug (sut.Outcome.Bug). Property
// is the violated verifier property for a property violation, else the
// exception's class, else the outcome class ("crash", "hang",
// "nondeterminism", ...); Pass is where it happened.
func PyPTOFindings(r *sut.Response) []Finding {
	var out []Finding
	for _, p := range r.Bugs() {
		out = append(out, Finding{Oracle: PyPTO, Property: problemProperty(&p), Pass: p.Pass,
			Message: p.Message, Detail: string(p.Outcome) + "\n" + p.Detail})
	}
	return out
}

func problemProperty(p *sut.Problem) string {
	if prop := p.Property(); prop != "" && p.Outcome == sut.PropertyViolation {
		return prop
	}
	switch p.Outcome {
	case sut.Roundtrip, sut.Serialize, sut.Nondeterminism, sut.Crash, sut.Hang:
		return string(p.Outcome)
	}
	if p.Exception != "" {
		return p.Exception
	}
	return string(p.Outcome)
}
