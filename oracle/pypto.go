package oracle

import (
	"context"
	"strings"

	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sut"
)

// pypto runs the case on the real PyPTO: the program as it prints (the
// text a corpus stores), with the configured checks. Its own failures are
// pypto findings; when the model ran too, their disagreement on validity
// is an acceptance finding, except on a near miss, which is invalid on
// purpose. A driver that cannot be run at all is a pypto finding of its
// own ("driver"), so the campaign goes on.
func (k *checker) pypto() {
	if k.c.Prog == nil {
		return
	}
	var text string
	if !k.sut("print", func() { text = ir.Print(k.c.Prog) }) {
		return
	}
	req := k.cfg.PyPTORequest
	req.Program = text
	if req.Filename == "" {
		req.Filename = "kernel.py"
	}
	if req.Backend == "" && k.cfg.Backend != nil {
		req.Backend = k.cfg.Backend.Name
	}
	ctx := context.Background()
	if k.cfg.PyPTOTimeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, k.cfg.PyPTOTimeout)
		defer cancel()
	}
	resp, err := k.cfg.PyPTO.Compile(ctx, &req)
	if err != nil {
		if k.cfg.on(PyPTO) {
			k.add(Finding{Oracle: PyPTO, Property: "driver", Pass: "pypto", Message: "the PyPTO driver failed: " + err.Error()})
		}
		return
	}
	k.r.PyPTO = resp
	k.r.SUT += time.Duration(resp.Nanos)
	if k.cfg.on(PyPTO) {
		for _, f := range PyPTOFindings(resp) {
			k.add(f)
		}
	}
	if k.cfg.NoModel {
		return
	}
	k.passDiff(text, resp)
	if len(k.c.NearMiss) > 0 {
		return
	}
	f, dep := AcceptanceFinding(k.r, resp)
	k.r.Departure, k.r.Disagreement = dep, f
	if f != nil && k.cfg.on(Acceptance) {
		k.add(*f)
	}
}

// PyPTOFindings are the real PyPTO's own findings on a case: one per
// problem of a class that is a compiler bug (sut.Outcome.Bug). Property
// is the violated verifier property for a property violation; the
// outcome class for a check beside the pipeline ("serialize", "codegen",
// "nondeterminism", "roundtrip") and for the worker's "crash" and
// "hang"; else the exception's class. Pass is where it happened.
func PyPTOFindings(r *sut.Response) []Finding {
	var out []Finding
	for _, p := range r.Bugs() {
		out = append(out, Finding{Oracle: PyPTO, Property: problemProperty(&p), Pass: p.Pass,
			Message: p.Message, Detail: string(p.Outcome) + "\n" + p.Detail})
	}
	return out
}

// PyPTOOutcome is the outcome class of a pypto finding (the check that
// shows it): the class its Property names, codegen for a finding in
// codegen, else a failure of the pipeline itself (property-violation,
// internal-error, pass-error: one check shows them all).
func PyPTOOutcome(f *Finding) sut.Outcome {
	switch o := sut.Outcome(f.Property); o {
	case sut.Roundtrip, sut.Serialize, sut.Nondeterminism, sut.Crash, sut.Hang, sut.Codegen:
		return o
	}
	if f.Property == "InternalError" {
		return sut.InternalError
	}
	if f.Property != "" && f.Property[0] >= 'A' && f.Property[0] <= 'Z' && !strings.HasSuffix(f.Property, "Error") {
		return sut.PropertyViolation
	}
	return sut.PassError
}

func problemProperty(p *sut.Problem) string {
	if prop := p.Property(); prop != "" && p.Outcome == sut.PropertyViolation {
		return prop
	}
	switch p.Outcome {
	case sut.Roundtrip, sut.Serialize, sut.Nondeterminism, sut.Crash, sut.Hang, sut.Codegen:
		return string(p.Outcome)
	}
	if p.Exception != "" {
		return p.Exception
	}
	return string(p.Outcome)
}
