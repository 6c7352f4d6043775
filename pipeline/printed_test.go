package pipeline_test

import (
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// TestFingerprintFollowsPrint: over the default pipeline on generated
// kernels of every profile, two consecutive programs (a pass's input and
// output) that have equal fingerprints print the same, which is what lets
// the round-trip and purity checks skip printing. The converse need not
// hold: a fingerprint also covers a call's result type, which is not
// printed, and passes rewrite it alone (Simplify simplifies it,
// simplify_pass.cpp:159; FlattenTileNdTo2D deduces it afresh).
func TestFingerprintFollowsPrint(t *testing.T) {
	be := backend.All()[0]
	same, changed := 0, 0
	for _, name := range gen.Profiles() {
		p := gen.Profile(name).WithTarget(be)
		for seed := int64(0); seed < 8; seed++ {
			c := gen.FromSeed(p, seed)
			snap := &pipeline.Snapshot{}
			pipeline.Run(pipeline.Default(), c.Prog, &pipeline.Context{Backend: be, Instruments: []pipeline.Instrument{snap}})
			progs := append([]*ir.Program{c.Prog}, snap.Outputs...)
			for i := 1; i < len(progs); i++ {
				a, b := progs[i-1], progs[i]
				printsSame := ir.Print(a) == ir.Print(b)
				if fpSame := ir.Fingerprint(a) == ir.Fingerprint(b); fpSame && !printsSame {
					t.Errorf("%s seed %d, after %s: prints the same %v, same fingerprint %v", name, seed, snap.Passes[i-1], printsSame, fpSame)
				}
				if printsSame {
					same++
				} else {
					changed++
				}
			}
		}
	}
	if same == 0 || changed == 0 {
		t.Errorf("%d unchanged and %d changed pass outputs: the test needs both", same, changed)
	}
}
