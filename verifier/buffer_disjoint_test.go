package verifier

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestBufferDisjointLiveness pins the liveness model documented on
// bufferDisjointRule: the members live at each program point of a kernel
// with a loop carry, a value read in a loop, and an if phi. Points: 0 the
// parameters, then each statement in order, a loop's begin and condition
// points and each compound statement's end point.
func TestBufferDisjointLiveness(t *testing.T) {
	const T = "pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec]"
	src := strings.ReplaceAll(`import pypto.language as pl


@pl.program
class Live:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], flag: pl.Scalar[pl.INDEX], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: TT = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        x: TT = pl.tile.exp(t0)
        for i, (c,) in pl.range(0, 4, 1, init_values=(t0,)):
            u: TT = pl.tile.exp(c)
            v: TT = pl.tile.add(u, x)
            r = pl.yield_(v)
        if flag < 1:
            y1: TT = pl.tile.exp(r)
            p = pl.yield_(y1)
        else:
            p = pl.yield_(r)
        pl.tile.store(p, [0, 0], out_0)
`, "TT", T)
	prog := tileParse(t, "live.py", src)
	got := map[int]string{}
	analyzeBuffers(prog.Funcs[0], func(pt int, live []*bdMember) {
		names := make([]string, len(live))
		for i, m := range live {
			names[i] = m.v.Name
		}
		if _, dup := got[pt]; dup {
			t.Errorf("point %d checked twice", pt)
		}
		got[pt] = strings.Join(names, " ")
	})
	want := map[int]string{
		0: "", 1: "", // the parameters (no tiles); the alloc
		2:  "t0",
		3:  "t0 x",
		4:  "t0 x c", // loop begin: t0 read as the initial value, the iter arg c defined
		5:  "x c",    // condition point: x (read in the loop) and the carry live throughout
		6:  "x c u",
		7:  "x c u v",
		8:  "x c v", // the yield reads v; c and x stay live for the next iteration
		9:  "r",     // loop end: the return var
		10: "r",     // if begin
		11: "r y1",
		12: "y1", // then branch yield
		13: "r",  // else branch yield: y1 is not live on this path
		14: "p",  // if end: the phi
		15: "p",
	}
	for pt := 0; pt <= 15; pt++ {
		if got[pt] != want[pt] {
			t.Errorf("point %d: live {%s}, want {%s}", pt, got[pt], want[pt])
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d points checked, want %d", len(got), len(want))
	}
	// All of them share one allocation, so nothing overlaps.
	if ds := tileRun(prog, bufferDisjointRule, nil); len(ds) != 0 {
		t.Errorf("one allocation reported:%s", describe(ds))
	}
}

// A while loop's condition is read on every iteration: a value it reads is
// live to the loop's end like one read in the body.
func TestBufferDisjointWhileCondition(t *testing.T) {
	src := `import pypto.language as pl


@pl.program
class Wh:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        for (k,) in pl.while_(init_values=(n,)):
            pl.cond(k < pl.tile.read(t0, [0, 0]))
            w: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_1, 0, 16384), pl.Mem.Vec] = pl.tile.full([64, 64], dtype=pl.FP32, value=0.0)
            k2 = k + 1
            k3 = pl.yield_(k2)
`
	prog, err := ir.Parse("while.py", src)
	if err != nil {
		t.Skipf("while form not expressible: %v", err)
	}
	ds := tileRun(prog, bufferDisjointRule, nil)
	if len(ds) != 1 || ds[0].Code != 1 || !strings.Contains(ds[0].Message, "Vec buffers of 't0' [0, 16384) and 'w' [0, 16384) overlap while both are live") {
		t.Errorf("got%s", describe(ds))
	}
}

// The alignment follows the backend's allocation alignment.
func TestBufferDisjointAlignmentFromBackend(t *testing.T) {
	c := func(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INDEX} }
	base := &ir.Var{Name: "mem_mat_0", T: ir.Ptr()}
	x := &ir.Var{Name: "x", T: ir.NewTileType([]ir.Expr{c(16), c(16)}, ir.FP16, &ir.MemRef{Base: base, Offset: c(48), Size: 512}, ir.Mat, nil)}
	prog := &ir.Program{Funcs: []*ir.Function{{Name: "k", Kind: ir.AIC, Params: []*ir.Var{x}, Dirs: []ir.ParamDirection{ir.In}, Body: &ir.ReturnStmt{}}}}
	ds := tileRun(prog, bufferDisjointRule, nil)
	if len(ds) != 1 || ds[0].Code != 2 || ds[0].Message != "function 'k': Mat buffer 'mem_mat_0' starts at address 48, which is not 32-byte aligned" {
		t.Errorf("got%s", describe(ds))
	}
}

// benchKernel is an InCore kernel of about n statements after
// AllocateMemoryAddr: chains of element-wise ops over four rotating Vec
// buffers, every tenth statement opening a loop that carries one of them.
func benchKernel(n int) string {
	var b strings.Builder
	b.WriteString("import pypto.language as pl\n\n\n@pl.program\nclass Bench:\n    @pl.function(type=pl.FunctionType.InCore)\n")
	b.WriteString("    def kernel(self, a: pl.Tensor[[64, 64], pl.FP32], out_0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:\n")
	ty := func(k int) string {
		return fmt.Sprintf("pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_%d, %d, 16384), pl.Mem.Vec]", k%4, (k%4)*16384)
	}
	for k := 0; k < 4; k++ {
		fmt.Fprintf(&b, "        mem_vec_%d: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n", k)
	}
	fmt.Fprintf(&b, "        t0: %s = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)\n", ty(0))
	prev, id := "t0", 0
	for stmts := 5; stmts < n; {
		id++
		fmt.Fprintf(&b, "        for i%d, (c%d,) in pl.range(0, 4, 1, init_values=(%s,)):\n", id, id, prev)
		cur := fmt.Sprintf("c%d", id)
		for j := 1; j <= 8; j++ {
			name := fmt.Sprintf("v%d_%d", id, j)
			fmt.Fprintf(&b, "            %s: %s = pl.tile.exp(%s)\n", name, ty(j), cur)
			cur = name
		}
		fmt.Fprintf(&b, "            r%d = pl.yield_(%s)\n", id, cur)
		prev = fmt.Sprintf("r%d", id)
		stmts += 10
	}
	fmt.Fprintf(&b, "        o: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(%s, [0, 0], out_0)\n        return o\n", prev)
	return b.String()
}

func BenchmarkTileRules(b *testing.B) {
	var props PropertySet
	for _, r := range tileRules {
		props = props.Insert(r.Property())
	}
	for _, n := range []int{200, 2000} {
		prog, err := ir.Parse("bench.py", benchKernel(n))
		if err != nil {
			b.Fatal(err)
		}
		if ds := Default().Verify(nil, props, prog); len(ds) != 0 {
			b.Fatalf("the benchmark kernel is not clean:%s", describe(ds))
		}
		b.Run(fmt.Sprintf("stmts=%d", n), func(b *testing.B) {
			for b.Loop() {
				Default().Verify(nil, props, prog)
			}
		})
	}
}
