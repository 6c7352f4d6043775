package oracle

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// inputRoundtrip requires the input to survive print and parse (the
// pipeline's instrument does the same after every pass; classify reports
// those).
func (k *checker) inputRoundtrip() {
	if !k.cfg.on(Roundtrip) {
		return
	}
	var text, diff string
	var err error
	ok := k.sut("print and parse input", func() {
		text = ir.Print(k.c.Prog)
		var back *ir.Program
		if back, err = ir.Parse("input.py", text); err == nil {
			diff = ir.DiffStrict(k.c.Prog, back)
		}
	})
	switch {
	case !ok:
	case err != nil:
		k.add(Finding{Oracle: Roundtrip, Pass: "input", Message: "the printed input does not parse: " + firstLine(err.Error()), Detail: text})
	case diff != "":
		k.add(Finding{Oracle: Roundtrip, Pass: "input", Message: diff, Detail: text})
	}
}

// roundtripFailed reports a pass output that did not survive print and
// parse (the pipeline's round-trip check).
func (k *checker) roundtripFailed(e *pipeline.RoundtripError) {
	k.r.Rejected = "round trip failed"
	if k.cfg.on(Roundtrip) {
		k.add(Finding{Oracle: Roundtrip, Pass: e.Pass, Message: e.Diff, Detail: e.Text})
	}
}
