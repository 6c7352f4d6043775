package oracle

import "github.com/irfuzz/irfuzz/pipeline"

// impure reports a pass that modified its input program (the pipeline's
// Purity instrument compares the input's text and hash around each pass).
func (k *checker) impure(e *pipeline.PurityError) {
	k.r.Rejected = "impure pass"
	if k.cfg.on(Purity) {
		k.add(Finding{Oracle: Purity, Pass: e.Pass, Message: e.Diff})
	}
}
