package oracle

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// The roundtrip oracle: the input's round trip, and the compile's
// instrument, which round-trips every pass's output (classify reports
// those).
var (
	inputRoundtrip  = &step{name: "input roundtrip", requires: []*step{validityOracle}, run: (*checker).roundtripInput}
	roundtripOracle = &step{name: Roundtrip, oracle: Roundtrip, uses: []*step{inputRoundtrip, compilation}}
)

// roundtripInput requires the input to survive print and parse. An input
// parsed from the text it prints as survives: parsing that text again
// gives the same program.
func (k *checker) roundtripInput() bool {
	var text, diff string
	var err error
	ok := k.sut("print and parse input", func() {
		text = ir.Print(k.c.Prog)
		if k.c.Parsed && text == k.c.Text {
			return
		}
		var back *ir.Program
		if back, err = ir.Parse("input.py", text); err == nil {
			diff = ir.DiffStrict(k.c.Prog, back)
		}
	})
	switch {
	case !ok || !k.cfg.on(Roundtrip):
	case err != nil:
		k.add(Finding{Oracle: Roundtrip, Pass: "input", Message: "the printed input does not parse: " + firstLine(err.Error()), Detail: text})
	case diff != "":
		k.add(Finding{Oracle: Roundtrip, Pass: "input", Message: diff, Detail: text})
	}
	return true
}

// roundtripFailed reports a pass output that did not survive print and
// parse (the pipeline's round-trip check).
func (k *checker) roundtripFailed(e *pipeline.RoundtripError) {
	k.r.Rejected = "round trip failed"
	if k.cfg.on(Roundtrip) {
		k.add(Finding{Oracle: Roundtrip, Pass: e.Pass, Message: e.Diff, Detail: e.Text})
	}
}
