package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// The op draw lists the first table's ops by name, then each later
// revision's: an added op never moves an earlier one.
func TestDrawOrder(t *testing.T) {
	ops := drawOrder()
	if len(ops) != len(ir.Ops().Names()) {
		t.Fatalf("%d ops in the draw, %d registered", len(ops), len(ir.Ops().Names()))
	}
	for i := 1; i < len(ops); i++ {
		a, b := ops[i-1], ops[i]
		if a.Since > b.Since || a.Since == b.Since && a.Name >= b.Name {
			t.Errorf("%s (revision %d) drawn before %s (revision %d)", a.Name, a.Since, b.Name, b.Since)
		}
	}
	if n := len(ops); n > 0 && ops[0].Since != 0 {
		t.Errorf("the first op drawn, %s, is of revision %d", ops[0].Name, ops[0].Since)
	}
}
