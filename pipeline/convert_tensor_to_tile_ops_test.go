package pipeline

import (
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// TestGMStorePathsContract: one GM tensor written by tile.store and by
// tensor.write in one InCore function, directly or through a loop carry,
// fails ConvertTensorToTileOps with its error at the
// scalar store (sut/pypto/testdata/findings/
// gm-tensor-mixes-mte3-and-scalar-stores.py); one path per tensor compiles.
func TestGMStorePathsContract(t *testing.T) {
	const dir = "testdata/ConvertTensorToTileOps/"
	const msg = ": GM tensor 'out__ssa_v0' mixes MTE3 and scalar stores in one InCore function. " +
		"tile.store/tensor.assemble uses the MTE3 path while tensor.write uses the scalar D-cache path; " +
		"PyPTO cannot guarantee ordering or cache-line coherence between them. Rewrite the updates through " +
		"one UB tile (use tile.write, then one tile.store), or use tensor.write for every GM element written to this tensor."
	for file, at := range map[string]string{"mixed_store_paths.py": "10:43", "mixed_through_loop_carry.py": "12:43"} {
		mustPassError(t, runContract(t, Default(), dir+file, "950"), "ConvertTensorToTileOps", file+":"+at+msg)
	}
	if err := runContract(t, Default(), dir+"one_path_per_tensor.py", "950"); err != nil {
		t.Fatalf("one path per tensor: %v", err)
	}
}

// TestGatherOuterAxes: a rank-3 tensor.gather along axis 0 or 1 converts
// to the pinned PyPTO's output, printed (without the round trip, which
// fails in both; see the case's header).
func TestGatherOuterAxes(t *testing.T) {
	const dir = "testdata/ConvertTensorToTileOps/"
	for _, be := range []string{"none", "950"} {
		b, err := backend.Get(be)
		if err != nil {
			t.Fatal(err)
		}
		out, err := Run([]*Pass{ConvertTensorToTileOps}, parseFile(t, dir+"gather_outer_axes.before.py"), &Context{Backend: b, Level: LevelBasic})
		if err != nil {
			t.Fatalf("%s: %v", be, err)
		}
		// Compared as text: the pinned text does not read back to its program.
		src, err := os.ReadFile(dir + "gather_outer_axes.pypto.py")
		if err != nil {
			t.Fatal(err)
		}
		_, want, _ := strings.Cut(string(src), "\n")
		if got := ir.Print(out); got != want {
			t.Fatalf("%s: got\n%s\nwant\n%s", be, got, want)
		}
	}
}
