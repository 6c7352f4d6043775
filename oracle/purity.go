package oracle

import "github.com/irfuzz/irfuzz/pipeline"

// purityOracle: the compile's purity instrument watches every pass's input
// (context), and impure reports what it finds.
var purityOracle = &step{name: Purity, oracle: Purity, uses: []*step{compilation}}

// impure reports a pass that modified its input program (the pipeline's
// Purity instrument compares the input's text and hash around each pass).
func (k *checker) impure(e *pipeline.PurityError) {
	k.r.Rejected = "impure pass"
	if k.cfg.on(Purity) {
		k.add(Finding{Oracle: Purity, Pass: e.Pass, Message: e.Diff})
	}
}
