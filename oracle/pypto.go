package oracle

import (
	"context"
	"slices"
	"strings"

	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
)

// The real PyPTO's side of a case: its answer, whose own failures the
// pypto oracle reports; the pyptosim, ptodiff, passdiff and acceptance
// oracles judge it too.
var (
	pyptoAnswer = &step{name: "pypto answer", uses: []*step{validityOracle, compilation}, reported: true, run: (*checker).askPyPTO}
	pyptoOracle = &step{name: PyPTO, oracle: PyPTO, requires: []*step{pyptoAnswer}, run: (*checker).pypto}
)

// askPyPTO runs the case on the real PyPTO (Config.PyPTO; false when there
// is none): the program as it prints (the text a corpus stores; Case.Text
// when the caller has it), with the configured checks. When the model
// judged the case too, a codegen refusal both make is an agreed
// rejection, and their disagreement on validity is Result.Disagreement,
// except on a near miss, which is invalid on purpose. A PyPTO that cannot
// be asked at all (its worker cannot start, the pool is closed) is the
// harness's failure: Result.PyPTOError, no finding.
func (k *checker) askPyPTO() bool {
	if k.cfg.PyPTO == nil || k.c.Prog == nil {
		return false
	}
	text := k.c.Text
	if text == "" && !k.sut("print", func() { text = ir.Print(k.c.Prog) }) {
		return false
	}
	req := k.cfg.PyPTORequest
	req.Program = text
	if req.Filename == "" {
		req.Filename = "kernel.py"
	}
	if req.Backend == "" && k.cfg.Backend != nil {
		req.Backend = k.cfg.Backend.Name
	}
	if req.Timeout == 0 {
		req.Timeout = k.cfg.PyPTOTimeout
	}
	req.Dump = req.Dump && !k.cfg.NoModel // the stages serve the per-pass differential only
	resp, err := k.cfg.PyPTO.Compile(context.Background(), &req)
	if err != nil {
		// The harness's failure, not PyPTO's: no finding, no repro.
		k.r.PyPTOError = err.Error()
		return false
	}
	k.r.PyPTO = resp
	k.r.SUT += time.Duration(resp.Nanos)
	if k.r.RejectedBy == pipeline.PTOCodegen.Name {
		// Both refuse to generate code for it: an agreed rejection. A
		// refusal the model does not share stays a finding, for PyPTO's
		// own passes may have made the code it refuses.
		resp = agreedCodegen(resp)
	}
	k.text, k.answer = text, resp
	if !k.cfg.NoModel && len(k.c.NearMiss) == 0 {
		k.r.Disagreement, k.r.Departure = AcceptanceFinding(k.r, resp)
	}
	return true
}

// pypto reports the real PyPTO's own failures.
func (k *checker) pypto() bool {
	if k.cfg.on(PyPTO) {
		for _, f := range PyPTOFindings(k.answer) {
			k.add(f)
		}
	}
	return true
}

// agreedCodegen is r with its codegen refusals (user-facing CHECKs of
// code generation) made rejections: the model refuses the program too.
func agreedCodegen(r *sut.Response) *sut.Response {
	c := *r
	c.Problems = append([]sut.Problem(nil), r.Problems...)
	for i := range c.Problems {
		if p := &c.Problems[i]; p.Outcome == sut.Codegen && p.Refused {
			p.Outcome = sut.Rejected
		}
	}
	return &c
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
// shows it): the first line of its Detail, where PyPTOFindings puts it;
// for a finding read back from its signature alone, the class its
// Property names, else a failure of the pipeline itself
// (property-violation, internal-error, pass-error: one check shows them
// all).
func PyPTOOutcome(f *Finding) sut.Outcome {
	if first, _, _ := strings.Cut(f.Detail, "\n"); slices.Contains(sut.Outcomes(), sut.Outcome(first)) {
		return sut.Outcome(first) // PyPTOFindings put it there
	}
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
