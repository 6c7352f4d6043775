package gen

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// boxViolations lists the tiles of a compiled program that PyPTO's code
// generator refuses for their box (CheckBoxedTileExtents, after PTOAS'
// verifyBoxedTileLayout): a tile in Mat, Left, Right or Acc whose columns
// are not a whole number of fractal boxes, or whose rows are not unless it
// is a single row.
func boxViolations(p *ir.Program) []string {
	var out []string
	check := func(f *ir.Function, v *ir.Var) {
		tt, ok := v.T.(*ir.TileType)
		if !ok || !boxedSpace(tt.Space) {
			return
		}
		dims := staticDims(tt)
		if len(dims) != 2 {
			return
		}
		br, bc := tt.Effective().BoxedAlignment(tt.DType)
		if dims[1]%bc != 0 || dims[0] != 1 && dims[0]%br != 0 {
			out = append(out, fmt.Sprintf("%s: %s: %s is not whole %dx%d boxes", f.Name, v.Name, ir.PrintType(tt), br, bc))
		}
	}
	for _, f := range p.Funcs {
		if f.Body == nil {
			continue
		}
		ir.WalkFunc(f, func(n ir.Node) bool {
			switch s := n.(type) {
			case *ir.AssignStmt:
				check(f, s.Var)
			case *ir.ForStmt:
				for _, ia := range s.IterArgs {
					check(f, &ia.Var)
				}
			}
			return true
		})
	}
	return out
}

// TestCubeTilesBoxed: every kernel that compiles (every profile, seeds
// 0..boxSeeds-1, both targets) has only cube-side tiles PyPTO's code
// generator accepts: the builder's box invariant (box.go) holds through
// InferTileMemorySpace's placement.
func TestCubeTilesBoxed(t *testing.T) {
	const boxSeeds = 8
	compiled := 0
	for _, be := range backend.All() {
		for _, name := range Profiles() {
			p := Profile(name).WithTarget(be)
			for seed := int64(0); seed < boxSeeds; seed++ {
				c := FromSeed(p, seed)
				out, err := pipeline.Run(pipeline.Default(), c.Prog, &pipeline.Context{Backend: be, Level: pipeline.LevelNone})
				if err != nil {
					continue
				}
				compiled++
				for _, v := range boxViolations(out) {
					t.Errorf("%s %s seed %d: %s", be.Name, name, seed, v)
				}
			}
		}
	}
	if compiled < 600 {
		t.Fatalf("only %d kernels compiled", compiled)
	}
	t.Logf("%d compiled kernels checked", compiled)
}

// TestBoxViolations: the check itself, on tiles it must refuse and accept.
func TestBoxViolations(t *testing.T) {
	src := `# pypto.program: B
import pypto.language as pl

@pl.program
class B:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 64], pl.INT8], y: pl.Tensor[[64, 64], pl.FP32]):
        a: pl.Tile[[64, 16], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
        b: pl.Tile[[8, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Mat)
        c: pl.Tile[[1, 64], pl.INT8, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
        d: pl.Tile[[16, 8], pl.FP32, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [16, 8], [16, 8], target_memory=pl.Mem.Mat)
        e: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
`
	p, err := ir.Parse("b.py", src)
	if err != nil {
		t.Fatal(err)
	}
	got := boxViolations(p)
	want := []string{
		"kernel: a: pl.Tile[[64, 16], pl.INT8, pl.Mem.Mat] is not whole 16x32 boxes",
		"kernel: b: pl.Tile[[8, 16], pl.FP32, pl.Mem.Mat] is not whole 16x8 boxes",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("violations:\n%q\nwant:\n%q", got, want)
	}
}

// TestBoxedDims: the builder's box-shaped predicate.
func TestBoxedDims(t *testing.T) {
	for _, tc := range []struct {
		dims []int64
		dt   ir.DataType
		want bool
	}{
		{[]int64{64, 32}, ir.INT8, true},
		{[]int64{64, 16}, ir.INT8, false}, // 16 columns of INT8: half a 32-wide box
		{[]int64{16, 64}, ir.INT8, false}, // transposed (zN) the box is 32 rows
		{[]int64{1, 64}, ir.INT8, true},   // one row: PTOAS exempts the rows
		{[]int64{64, 1}, ir.FP16, false},  // one column: no exemption
		{[]int64{16, 16}, ir.FP32, true},
		{[]int64{8, 16}, ir.FP32, false},
		{[]int64{16, 8}, ir.FP32, false}, // Acc (16x16) and zN (8x16) both need 16
		{[]int64{32, 32}, ir.BF16, true},
		{[]int64{2, 16, 16}, ir.FP16, false},
	} {
		if got := boxedDims(tc.dims, tc.dt); got != tc.want {
			t.Errorf("boxedDims(%v, %s) = %v, want %v", tc.dims, tc.dt, got, tc.want)
		}
	}
}
