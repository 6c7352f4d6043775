package ref

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestEveryRegisteredOpHasSemantics walks the op registry: every op needs
// an entry in the semantics table, and every entry names a registered op.
func TestEveryRegisteredOpHasSemantics(t *testing.T) {
	ops := ir.Ops().Ops()
	if len(ops) == 0 {
		t.Fatal("empty registry")
	}
	for _, op := range ops {
		if !Supports(op.Name) {
			t.Errorf("op %s has no reference semantics", op.Name)
		}
	}
	for _, name := range OpNames() {
		if ir.Op(name) == nil {
			t.Errorf("the semantics table names %s, which is not a registered op", name)
		}
	}
	if len(OpNames()) != len(ops) {
		t.Errorf("%d table entries for %d registered ops", len(OpNames()), len(ops))
	}
}
