package pipeline

import "testing"

// TestGMStorePathsContract: one GM tensor written by tile.store and by
// tensor.write in one InCore function, directly or through a loop carry,
// fails FlattenTileNdTo2D with ConvertTensorToTileOps's error at the
// scalar store (sut/pypto/testdata/findings/
// gm-tensor-mixes-mte3-and-scalar-stores.py); one path per tensor compiles.
func TestGMStorePathsContract(t *testing.T) {
	const dir = "testdata/ConvertTensorToTileOps/"
	const msg = ": GM tensor 'out__ssa_v0' mixes MTE3 and scalar stores in one InCore function. " +
		"tile.store/tensor.assemble uses the MTE3 path while tensor.write uses the scalar D-cache path; " +
		"PyPTO cannot guarantee ordering or cache-line coherence between them. Rewrite the updates through " +
		"one UB tile (use tile.write, then one tile.store), or use tensor.write for every GM element written to this tensor."
	for file, at := range map[string]string{"mixed_store_paths.py": "10:43", "mixed_through_loop_carry.py": "12:43"} {
		mustPassError(t, runContract(t, Default(), dir+file, "950"), "FlattenTileNdTo2D", file+":"+at+msg)
	}
	if err := runContract(t, Default(), dir+"one_path_per_tensor.py", "950"); err != nil {
		t.Fatalf("one path per tensor: %v", err)
	}
}
