package oracle

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// determinismOracle needs a kernel that compiled, to compile it again.
var determinismOracle = &step{name: Determinism, oracle: Determinism, requires: []*step{compilation}, run: (*checker).determinism}

// determinism compiles the input a second time, without instruments, and
// requires the same program, MemRefs included.
func (k *checker) determinism() bool {
	first := k.r.Compiled
	var second *ir.Program
	var err error
	if !k.sut("compile again", func() { second, err = pipeline.Run(k.cfg.passes(), k.c.Prog, k.context(false)) }) {
		return true
	}
	if err != nil {
		k.add(Finding{Oracle: Determinism, Message: "the second compile failed: " + firstLine(err.Error())})
		return true
	}
	var diff string
	// The same text is the same program; otherwise names may differ where
	// the programs do not.
	if !k.sut("compare", func() {
		if ir.Fingerprint(first) != ir.Fingerprint(second) {
			diff = ir.DiffStrict(first, second)
		}
	}) {
		return true
	}
	if diff != "" {
		k.add(Finding{Oracle: Determinism, Message: "two compiles of one input differ: " + diff})
	}
	return true
}
