package gen

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// TestDeepKReachesAutoTileMatmulL0: AccCompactValid kernels carry deep-K
// products that AutoTileMatmulL0 splits into pipelined K loops, some of
// them over a row-narrowed lhs (a compact narrowed seed: the site of
// #2470), and as many of them compile as TestCompileRate's bar asks;
// Default kernels too (issue 16: a real share of matmul kernels), and a
// profile without the knob draws none. 240 seeds: Default tiles 36
// kernels in them, 3 not compiling (capacity after the split); 120 gave 15
// and 2, a sample too small for the bar.
func TestDeepKReachesAutoTileMatmulL0(t *testing.T) {
	const seeds = 240
	for _, c := range []struct {
		profile         string
		tiled, narrowed int // at least
	}{
		{"AccCompactValid", 10, 3},
		{"Default", 10, 0}, // AccCompactValid narrows the deep-K lhs more often
		{"NoDeepK", 0, 0},
	} {
		p := Profile(c.profile)
		if c.profile == "NoDeepK" {
			q := *DefaultProfile()
			q.Knobs[PDeepK] = 0
			p = &q
		}
		tiled, narrowed, failed := 0, 0, 0
		for seed := int64(0); seed < seeds; seed++ {
			k := FromSeed(p, seed)
			snap := &pipeline.Snapshot{}
			_, err := pipeline.Run(pipeline.Default(), k.Prog, &pipeline.Context{Backend: DefaultTarget(), Level: pipeline.LevelBasic,
				Instruments: []pipeline.Instrument{snap}})
			for i, name := range snap.Passes {
				if name != "AutoTileMatmulL0" || i == 0 || snap.Outputs[i] == snap.Outputs[i-1] {
					continue
				}
				tiled++
				if text := ir.Print(snap.Outputs[i]); strings.Contains(text, "_l0_init_storage") && strings.Contains(text, "compact=True") {
					narrowed++
				}
				if err != nil && len(k.Intent) == 0 {
					failed++
				}
			}
		}
		t.Logf("%s: %d of %d kernels tiled by AutoTileMatmulL0, %d with a compact narrowed seed, %d of them not compiling", c.profile, tiled, seeds, narrowed, failed)
		if float64(tiled-failed) < compileThreshold*float64(tiled) {
			t.Errorf("%s: %d of %d deep-K kernels do not compile, below TestCompileRate's bar (%.0f%%)", c.profile, failed, tiled, 100*compileThreshold)
		}
		if c.tiled == 0 && tiled != 0 {
			t.Errorf("%s: %d kernels tiled, want none (the profile has no deep-K knob)", c.profile, tiled)
		}
		if tiled < c.tiled || narrowed < c.narrowed {
			t.Errorf("%s: %d kernels tiled (%d narrowed), want at least %d (%d)", c.profile, tiled, narrowed, c.tiled, c.narrowed)
		}
	}
}
