package pipeline

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestInitMemRefDDRBasesByName: each function numbers its bases from 0, and
// a DDR base is one variable per name across the program (as the parser
// reads string-named bases), so a multi-function program round-trips.
func TestInitMemRefDDRBasesByName(t *testing.T) {
	in := mustParse(t, `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.store(a, [0, 0], out)
        return o

    @pl.function
    def g(self, y: pl.Tensor[[8, 8], pl.FP16]) -> pl.Tensor[[8, 8], pl.FP16]:
        return y
`)
	out := runPasses(t, "InitMemRef", in, Faults{})
	f, g := out.Func("f"), out.Func("g")
	fx, gy := memRefOf(f.Params[0].T), memRefOf(g.Params[0].T)
	if fx.Base.Name != "mem_ddr_0" || fx.Base != gy.Base || fx.Size != 1024 || gy.Size != 128 {
		t.Fatalf("f.x %s/%d, g.y %s/%d, shared %v", fx.Base.Name, fx.Size, gy.Base.Name, gy.Size, fx.Base == gy.Base)
	}
	back, err := ir.Parse("out.py", ir.Print(out))
	if err != nil {
		t.Fatal(err)
	}
	if d := ir.DiffStrict(out, back); d != "" {
		t.Fatalf("strict round trip: %s", d)
	}
}

// TestInitMemRefIsPure: the input keeps its types (no MemRef appears on it).
func TestInitMemRefIsPure(t *testing.T) {
	in := parseFile(t, "testdata/InitMemRef/views.before.py")
	before := ir.Print(in)
	runPasses(t, "InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync", in, Faults{})
	if ir.Print(in) != before {
		t.Fatal("the memory passes modified their input")
	}
}
