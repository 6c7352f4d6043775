package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestGMOpsDrawn pins how many of Default's kernels (seeds 0..499) call
// each op added for issue 22 (ops_gm.go, ops_gather.go, ops_generate.go),
// and how many Program kernels (seeds 0..199) call tensor.gather_compare,
// tensor.create_l1, tensor.gather_row, tensor.scatter_mask and tensor.scatter_update (program_ops.go). Exact counts: a change to the generator's draws
// re-measures them.
func TestGMOpsDrawn(t *testing.T) {
	count := func(p *Policy, n int, ops ...*ir.OpDef) map[*ir.OpDef]int {
		got := map[*ir.OpDef]int{}
		for seed := int64(0); seed < int64(n); seed++ {
			seen := map[string]int{}
			Coverage(FromSeed(p, seed).Prog, seen)
			for _, op := range ops {
				if seen["op:"+op.Name] > 0 {
					got[op]++
				}
			}
		}
		return got
	}
	tile := []*ir.OpDef{ir.TileMgather, ir.TileMscatter, ir.TileGatherRow, ir.TileScatterUpdate, ir.TileExpands}
	got := count(DefaultProfile(), 500, tile...)
	want := map[*ir.OpDef]int{ir.TileMgather: 23, ir.TileMscatter: 9, ir.TileGatherRow: 15, ir.TileScatterUpdate: 21, ir.TileExpands: 4}
	for _, op := range tile {
		if got[op] != want[op] {
			t.Errorf("%s: in %d of 500 Default kernels, want %d", op.Name, got[op], want[op])
		}
	}
	prog := []*ir.OpDef{ir.TensorGatherCompare, ir.TensorCreateL1, ir.TensorGatherRow, ir.TensorScatterMask, ir.TensorScatterUpdate}
	got = count(Profile("Program"), 200, prog...)
	want = map[*ir.OpDef]int{ir.TensorGatherCompare: 3, ir.TensorCreateL1: 9, ir.TensorGatherRow: 9, ir.TensorScatterMask: 1, ir.TensorScatterUpdate: 7}
	for _, op := range prog {
		if got[op] != want[op] {
			t.Errorf("%s: in %d of 200 Program kernels, want %d", op.Name, got[op], want[op])
		}
	}
}
