package gen

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// TestAccCompactInputs: a kernel meant to compile (no Case.Intent) passes
// AccCompactValid with irfuzz's additions on -- no slice or reshape of a
// compact accumulator that re-derives its pitch, no transposed view of an
// accumulator, no re-narrowing of a written compact one -- while near misses
// of AccCompactValid still carry such views now and then (accView keeps
// them there), and ordinary kernels still slice and reshape accumulators
// where the rule allows it.
func TestAccCompactInputs(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 20
	}
	reg := verifier.Default()
	props := verifier.Set(verifier.AccCompactValid)
	names := append(append([]string(nil), cubeReadProfiles...), "AssignTypeSymmetry", "OutParamNotShadowed", "IncoreTileOps")
	refusedViews, accViews := 0, 0
	for _, name := range names {
		for seed := int64(0); seed < int64(n); seed++ {
			c := FromSeed(Profile(name), seed)
			ds := reg.Verify(&verifier.Context{}, props, c.Prog)
			if len(c.Intent) > 0 {
				for _, d := range ds {
					if d.Code == 4 || d.Code == 5 {
						refusedViews++
					}
				}
				continue
			}
			if verifier.HasErrors(ds) {
				t.Errorf("%s seed %d (no intent): %s", name, seed, strings.TrimSpace(verifier.Report(ds)))
			}
			ir.WalkFunc(kernelOf(c.Prog), func(n ir.Node) bool {
				if x, ok := n.(*ir.Call); ok && x.Op != nil && (x.Op.Name == "tile.slice" || x.Op.Name == "tile.reshape") && len(x.Args) > 0 && isAcc(x.Args[0].Type()) {
					accViews++
				}
				return true
			})
		}
	}
	near := withNearMisses(Profile("AccCompactValid"), 100, "AccCompactValid")
	for seed := int64(0); seed < int64(n); seed++ {
		c := FromSeed(near, seed)
		for _, d := range reg.Verify(&verifier.Context{}, props, c.Prog) {
			if d.Code == 4 || d.Code == 5 {
				refusedViews++
			}
		}
	}
	if refusedViews == 0 || accViews == 0 {
		t.Errorf("%d refused accumulator views in near misses, %d accepted ones in ordinary kernels (%d kernels a profile); want some of each", refusedViews, accViews, n)
	}
	t.Logf("%d refused accumulator views in near misses, %d accepted ones in ordinary kernels", refusedViews, accViews)
}
