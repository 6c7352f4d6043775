package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestTailChain pins the kernels of seeds 1..300 of Default and of
// TileMemoryInferred that end in a product of two of their accumulators
// (tailChain): an accumulator fed straight to a cube operand, moved to
// Vec and stored into an output before the return. Its draws come last:
// with PTailChain 0 every kernel is the same, less the product, its move
// and its store.
func TestTailChain(t *testing.T) {
	for _, tc := range []struct {
		profile string
		want    int
	}{{"Default", 4}, {"TileMemoryInferred", 22}} {
		p := Profile(tc.profile)
		off := *p
		off.Knobs[PTailChain] = 0
		tails := 0
		for seed := int64(1); seed <= 300; seed++ {
			prog := FromSeed(p, seed).Prog
			k := prog.Func(KernelName)
			if k == nil {
				continue
			}
			base := FromSeed(&off, seed).Prog
			if !hasTailChain(k) {
				if !ir.Equal(prog, base) {
					t.Errorf("%s seed %d: no tail chain, yet the kernel differs from the one PTailChain 0 builds", tc.profile, seed)
				}
				continue
			}
			tails++
			if !ir.Equal(withoutTail(prog, k, 3), base) {
				t.Errorf("%s seed %d: the kernel less its tail chain differs from the one PTailChain 0 builds", tc.profile, seed)
			}
		}
		if tails != tc.want {
			t.Errorf("%s: %d of 300 kernels end in a tail chain, want %d", tc.profile, tails, tc.want)
		}
	}
}
