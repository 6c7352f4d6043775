package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// flagPairs is exactly the set of HardEvent pairs whose pipes one core
// has, each once.
func TestFlagPairs(t *testing.T) {
	want := map[[2]ir.PipeType]bool{}
	for s := ir.PipeType(0); s <= ir.PipeFIX; s++ {
		for w := ir.PipeType(0); w <= ir.PipeFIX; w++ {
			if ir.IsHardEvent(s, w) && ir.CombineAffinity(ir.PipeSide(s), ir.PipeSide(w)) != ir.Mixed {
				want[[2]ir.PipeType{s, w}] = true
			}
		}
	}
	seen := map[[2]ir.PipeType]bool{}
	for _, p := range flagPairs {
		if !want[p] || seen[p] {
			t.Errorf("flag pair (%s, %s): a HardEvent of one core %v, listed before %v", p[0], p[1], want[p], seen[p])
		}
		seen[p] = true
	}
	if len(seen) != len(want) {
		t.Errorf("%d flag pairs, want the %d HardEvent pairs of one core", len(seen), len(want))
	}
}
