package ir

import (
	"fmt"
	"testing"
)

// TestUnboundReads: after dropGone, t2 reads gone_t1 twice, which the
// original code defines but the list no longer does (reported once); t3
// reads e outside the branch that defines it (the parser lets a branch
// without yields leak its names); the loop reads its own iter arg and t3
// in scope; v's load and type read the pl.dynamic n, which nothing
// defines, so it is never unbound.
func TestUnboundReads(t *testing.T) {
	src := `import pypto.language as pl

n = pl.dynamic("n")


@pl.program
class Unbound:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        gone_t1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t0)
        t2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(gone_t1, gone_t1)
        if k < 1:
            e: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t2)
        t3: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(e)
        for i, (c,) in pl.range(4, init_values=(t0,)):
            c1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(c, t3)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(c1)
        v: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[n, 16])] = pl.tile.load(a, [0, 0], [16, 16], [n, 16], target_memory=pl.Mem.Vec)
        w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(r, v)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(w, [0, 0], out)
        return o
`
	p, err := Parse("unbound.py", src)
	if err != nil {
		t.Fatal(err)
	}
	f := p.Funcs[0]
	orig := Stmts(f.Body)
	var got []string
	for _, u := range UnboundReads(dropGone(orig), f.Params, DefinedVars(f.Params, orig)) {
		got = append(got, fmt.Sprintf("%s at %s", u.Var.Name, u.At.(*AssignStmt).Var.Name))
	}
	if want := "[gone_t1 at t2 e at t3]"; fmt.Sprint(got) != want {
		t.Errorf("UnboundReads = %v, want %s", got, want)
	}
	if got := UnboundReads(orig[:3], f.Params, nil); len(got) != 0 {
		t.Errorf("the unchanged list reads nothing out of scope, got %v", got)
	}
}
