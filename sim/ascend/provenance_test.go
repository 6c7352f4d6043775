package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestLastStoreAndProducer: the last store whose window covers an element
// (a later store of the same window wins; a store elsewhere, or of fewer
// valid rows, does not count), and the last earlier instruction of its core
// that wrote the stored tile (an instruction writing another buffer does
// not count).
func TestLastStoreAndProducer(t *testing.T) {
	a := ubTile(0, ir.FP32, 16, 16)
	b := ubTile(0x400, ir.FP32, 16, 16)
	half := a
	half.ValidRows = 8
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{32, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(
			load(a, 0, 0, 0),      // 0
			vec("tile.exp", a, a), // 1
			vec("tile.neg", b, a), // 2
			store(a, 1, 0, 0),     // 3: y[0:16]
			store(b, 1, 16, 0),    // 4: y[16:32]
			vec("tile.abs", ubTile(0x800, ir.FP32, 16, 16), a), // 5
			store(half, 1, 0, 0), // 6: y[0:8] again
		)}},
	}
	for _, tc := range []struct {
		index    []int64
		instr    int
		ok       bool
		producer int
	}{
		{[]int64{3, 5}, 6, true, 1},
		{[]int64{12, 5}, 3, true, 1},
		{[]int64{20, 0}, 4, true, 2},
		{[]int64{40, 0}, 0, false, 0},
	} {
		ci, ii, ok := p.LastStore(1, tc.index)
		if ok != tc.ok || ok && (ci != 0 || ii != tc.instr) {
			t.Errorf("LastStore(y, %v) = %d, %d, %v; want 0, %d, %v", tc.index, ci, ii, ok, tc.instr, tc.ok)
			continue
		}
		if !ok {
			continue
		}
		if pi, ok := p.Producer(ci, ii); !ok || pi != tc.producer {
			t.Errorf("Producer of %d = %d, %v; want %d", ii, pi, ok, tc.producer)
		}
	}
	if _, _, ok := p.LastStore(0, []int64{0, 0}); ok {
		t.Errorf("a tensor no store writes has a last store")
	}
	if _, ok := p.Producer(0, 0); ok {
		t.Errorf("the first instruction has a producer")
	}
}
