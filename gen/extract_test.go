package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// A TEXTRACT copies within one core, so a tile.extract of a tile already
// placed in a space needs the backend's direct route into its target: the
// generator built Acc -> Left extracts, which Ascend950 has no route for
// (a clean campaign's b98f9b94e575).
func TestExtractTargetsRouted(t *testing.T) {
	be, err := backend.Get("950")
	if err != nil {
		t.Fatal(err)
	}
	placed := 0
	for _, c := range sampleKernels(30) {
		for _, f := range c.Prog.Funcs {
			ir.WalkFunc(f, func(n ir.Node) bool {
				call, ok := n.(*ir.Call)
				if !ok || call.Op == nil || call.Op.Name != "tile.extract" {
					return true
				}
				src := tileOf(call.Args[0].Type())
				v, ok := call.Kwarg("target_memory")
				to, isSpace := v.(ir.MemorySpace)
				if src == nil || !ok || !isSpace || src.Space == ir.MemNone {
					return true
				}
				placed++
				if !be.CanMove(src.Space, to) && !(src.Space == ir.Vec && to == ir.Vec) {
					t.Errorf("%s seed %d: tile.extract from %s into %s, which %s cannot route", c.Profile, c.Seed, src.Space, to, be.Name)
				}
				return true
			})
		}
	}
	if placed == 0 {
		t.Error("no extract of a placed tile into an explicit space: the sample does not exercise the rule")
	}
}
