package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestObserve: with Options.Observe, a load into a row-major UB tile and
// the same window loaded into a boxed L1 tile elsewhere digest alike (the
// digest is of the logical values); another window digests otherwise,
// and a store, which writes no tile, digests 0.
func TestObserve(t *testing.T) {
	a := MustArch("950")
	x := tensorOf(ir.FP16, 32, 32, func(r, c int64) float64 { return float64(r*32 + c) })
	run := func(core ir.Affinity, dst Tile, off int64) *Result {
		p := &Program{
			Tensors: []TensorDecl{{Name: "x", Shape: []int64{32, 32}, DType: ir.FP16}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP16}},
			Cores:   []CoreProgram{{Name: "c0", Kind: core, Instrs: []Instr{load(dst, 0, off, 0), store(dst, 1, 0, 0)}}},
		}
		return mustRun(t, a, p, []*sim.Tensor{x, nil}, Options{InOrder: true, Observe: true})
	}
	ub := run(AIV, ubTile(64, ir.FP16, 16, 16), 0)
	l1 := run(AIC, l1Tile(1024, ir.FP16, 16, 16), 0)
	other := run(AIV, ubTile(64, ir.FP16, 16, 16), 16)
	d := func(r *Result, i int) uint64 { return r.Observed[0][i].Digest }
	if d(ub, 0) == 0 || d(ub, 0) != d(l1, 0) {
		t.Errorf("the same window digests %#x in UB and %#x in L1", d(ub, 0), d(l1, 0))
	}
	if d(ub, 0) == d(other, 0) {
		t.Errorf("rows 0-15 and 16-31 digest alike (%#x)", d(ub, 0))
	}
	if d(ub, 1) != 0 {
		t.Errorf("a store digests %#x, want 0", d(ub, 1))
	}
	if r := mustRun(t, a, &Program{Tensors: []TensorDecl{{Name: "x", Shape: []int64{32, 32}, DType: ir.FP16}},
		Cores: []CoreProgram{{Name: "c0", Kind: AIV, Instrs: []Instr{load(ubTile(0, ir.FP16, 16, 16), 0, 0, 0)}}}},
		[]*sim.Tensor{x}, Options{InOrder: true}); r.Observed != nil {
		t.Errorf("digests without Observe: %v", r.Observed)
	}
}
