package pipeline

import (
	"os"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// TestExplicitTargetMemory: each producer without target_memory gets the
// space the analysis gives it (a matmul operand's load Mat, the
// accumulator seed Acc, a vector operand's load Vec), and the result is
// the program its text means: it parses back to itself.
func TestExplicitTargetMemory(t *testing.T) {
	src, err := os.ReadFile("testdata/explicit_target_memory.py")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse("explicit_target_memory.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := backend.Get("950")
	q, err := ExplicitTargetMemory(p, &Context{Backend: b})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]ir.MemorySpace{"ta": ir.Mat, "tb": ir.Mat, "c": ir.Acc, "v": ir.Vec}
	got := map[string]ir.MemorySpace{}
	ir.WalkFunc(q.Funcs[0], func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			if c, ok := a.Value.(*ir.Call); ok && c.Op.Retargetable() {
				for _, kw := range c.Kwargs {
					if kw.Key == "target_memory" {
						got[a.Var.Name] = kw.Value.(ir.MemorySpace)
					}
				}
			}
		}
		return true
	})
	for name, sp := range want {
		if got[name] != sp {
			t.Errorf("%s: target_memory %v, want %v", name, got[name], sp)
		}
	}
	if len(got) != len(want) {
		t.Errorf("stamped %v, want %v", got, want)
	}
	r, err := ir.Parse("q.py", ir.Print(q))
	if err != nil {
		t.Fatal(err)
	}
	if d := ir.Diff(q, r); d != "" {
		t.Errorf("the explicit program changes through print and parse: %s", d)
	}
	if q2, _ := ExplicitTargetMemory(q, &Context{Backend: b}); q2 != q {
		t.Error("an explicit program is not returned as it is")
	}
}
