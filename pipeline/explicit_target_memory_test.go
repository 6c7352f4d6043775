package pipeline

import (
	"os"
	"strings"
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

// TestExplicitTargetMemoryExtract: a tile.extract without target_memory
// (the minimizer drops the kwarg; irfuzz's parser reads it as Vec, the
// IR's default) gets target_memory=pl.Mem.Vec, which the pinned DSL
// requires: PyPTO e2d0f78ae rejects the call without it ("extract()
// missing 1 required keyword-only argument: 'target_memory'",
// python/pypto/language/op/tile_ops.py:537-544). The program is the same:
// the extract's type does not change. Explicit does it too when the
// analysis of the producers refuses the kernel.
func TestExplicitTargetMemoryExtract(t *testing.T) {
	src, err := os.ReadFile("testdata/explicit_extract.py")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse("explicit_extract.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := backend.Get("910B")
	q, err := ExplicitTargetMemory(p, &Context{Backend: b})
	if err != nil {
		t.Fatal(err)
	}
	const want = "ex: pl.Tile[[16, 16], pl.INT32, pl.Mem.Vec] = pl.tile.extract(t, 0, 16, [16, 16], target_memory=pl.Mem.Vec)"
	text := ir.Print(q)
	if !strings.Contains(text, want) {
		t.Errorf("the explicit program has no\n\t%s\n%s", want, text)
	}
	if got, want := strings.Count(text, "target_memory="), 2; got != want {
		t.Errorf("%d target_memory kwargs, want %d:\n%s", got, want, text)
	}
	r, err := ir.Parse("explicit.py", strings.Replace(string(src), "[16, 16])\n", "[16, 16], target_memory=pl.Mem.Vec)\n", 1))
	if err != nil {
		t.Fatal(err)
	}
	if d := ir.Diff(q, r); d != "" {
		t.Errorf("the stamped program is not the hand-written explicit one: %s", d)
	}
	if q2, _ := ExplicitTargetMemory(q, &Context{Backend: b}); q2 != q {
		t.Error("an explicit program is not returned as it is")
	}
	if text := ir.Print(Explicit(p, b)); !strings.Contains(text, want) {
		t.Errorf("Explicit: no\n\t%s\n%s", want, text)
	}
}
