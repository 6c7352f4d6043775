package oracle

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// determinism compiles the input a second time, without instruments, and
// requires the same program, MemRefs included.
func (k *checker) determinism(first *ir.Program) {
	if !k.cfg.on(Determinism) {
		return
	}
	var second *ir.Program
	var err error
	if !k.sut("compile again", func() { second, err = pipeline.Run(k.cfg.passes(), k.c.Prog, k.context(false)) }) {
		return
	}
	if err != nil {
		k.add(Finding{Oracle: Determinism, Message: "the second compile failed: " + firstLine(err.Error())})
		return
	}
	var diff string
	if !k.sut("compare", func() { diff = ir.DiffStrict(first, second) }) {
		return
	}
	if diff != "" {
		k.add(Finding{Oracle: Determinism, Message: "two compiles of one input differ: " + diff})
	}
}
