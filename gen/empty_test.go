package gen

import (
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestCreateRefusesEmptyWindow: create gives nil for a window past the
// valid region of its source when the prover bounds a runtime valid
// extent (rows 32.. of a tile valid to min(rows, 16) is empty), keeps the
// window that overlaps it, and keeps a view of a tile that is already
// empty (the emptiness is not the window's doing).
func TestCreateRefusesEmptyWindow(t *testing.T) {
	const src = `
import pypto.language as pl

@pl.program
class E:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], x: pl.Tensor[[64, 32], pl.INT8]):
        t: pl.Tile[[64, 32], pl.INT8] = pl.tile.load(x, [0, 0], [64, 32], [64, 32])
        ln: pl.Tile[[64, 32], pl.INT8, pl.TileView(valid_shape=[pl.min(rows, 16), 32])] = pl.tile.set_validshape(t, pl.min(rows, 16), 32)
        z: pl.Tile[[64, 32], pl.INT8, pl.TileView(valid_shape=[0, 32])] = pl.tile.set_validshape(t, 0, 32)
`
	p, err := ir.Parse("e.py", src)
	if err != nil {
		t.Fatal(err)
	}
	vars := map[string]*ir.Var{}
	ir.WalkFunc(p.Funcs[0], func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			vars[a.Var.Name] = a.Var
		}
		return true
	})
	window := func(of string, row int64) *ir.Call {
		return create(ir.TileSlice, []ir.Expr{vars[of], idx(32, 32), idx(row, 0)})
	}
	if c := window("ln", 32); c != nil {
		t.Fatalf("rows 32.. of ln (valid to min(rows, 16)) were bound: %s", ir.PrintExpr(c))
	}
	if c := window("ln", 0); c == nil {
		t.Fatal("rows 0.. of ln (valid to min(rows, 16)) were refused")
	} else if got := ir.PrintExpr(tileOf(c.T).ValidShape()[0]); got != "pl.min(rows, 16)" {
		t.Fatalf("rows 0.. of ln have %s valid rows, want pl.min(rows, 16)", got)
	}
	if c := window("z", 32); c == nil {
		t.Fatal("a window of the already empty z was refused")
	}
	if c := create(ir.TileExtract, []ir.Expr{vars["ln"], ir.ConstI(32), ir.ConstI(0), idx(32, 32)}); c != nil {
		t.Fatalf("an extract of rows 32.. of ln was bound: %s", ir.PrintExpr(c))
	}
}

// TestNoEmptyCubeOperandReplay replays the choices of a campaign case
// (AivSplitValid, seed 3768749545872780075, case 279) whose kernel sliced
// rows 32.. of a lhs valid to min(rows, 16) and fed the empty window to a
// matmul_acc (mad m = 0, outside [1, 4095]): the rebuilt kernel has no
// empty cube operand.
func TestNoEmptyCubeOperandReplay(t *testing.T) {
	data, err := os.ReadFile("testdata/empty-window-lhs.choices")
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseChoicesCase(preCorners(Profile("AivSplitValid")), strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	if _, msg := cubeReadProblem(c.Prog); msg != "" {
		t.Fatalf("%s\n%s", msg, ir.Print(c.Prog))
	}
}

// TestWindowsOfRuntimeExtent: along an axis whose valid extent is a
// constant, windows counts those that overlap it; along one whose valid
// extent is a runtime row count, only the first: rows 16.. of a tile
// valid to pl.min(rows, 32) are empty for rows 1..16, and no prover folds
// their pl.max(pl.min(rows, 32), 16) - 16 valid rows to 0.
func TestWindowsOfRuntimeExtent(t *testing.T) {
	const src = `
import pypto.language as pl

@pl.program
class W:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], x: pl.Tensor[[64, 32], pl.FP32]):
        t: pl.Tile[[64, 32], pl.FP32] = pl.tile.load(x, [0, 0], [64, 32], [20, 32])
        ln: pl.Tile[[64, 32], pl.FP32, pl.TileView(valid_shape=[pl.min(rows, 32), 32])] = pl.tile.set_validshape(t, pl.min(rows, 32), 32)
`
	p, err := ir.Parse("w.py", src)
	if err != nil {
		t.Fatal(err)
	}
	types := map[string]*ir.TileType{}
	ir.WalkFunc(p.Funcs[0], func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			types[a.Var.Name] = tileOf(a.Var.T)
		}
		return true
	})
	for _, c := range []struct {
		tile    string
		axis    int
		h, n    int64
		windows int64
	}{
		{"t", 0, 16, 4, 2},  // rows 0..20 valid: windows at 0 and 16
		{"t", 0, 8, 8, 3},   // 0, 8, 16
		{"t", 1, 16, 2, 2},  // all 32 columns valid
		{"ln", 0, 16, 4, 1}, // pl.min(rows, 32): only the window at 0
		{"ln", 0, 64, 1, 1},
		{"ln", 1, 8, 4, 4}, // the columns stay constant
	} {
		if got := windows(types[c.tile], c.axis, c.h, c.n); got != c.windows {
			t.Errorf("windows(%s, axis %d, extent %d, of %d) = %d, want %d", c.tile, c.axis, c.h, c.n, got, c.windows)
		}
	}
}

// TestNoRuntimeEmptyWindowReplay replays the choices of a campaign case
// (NoNestedInCore, seed 4110448766578584797, case of ddad77d4ddab) that
// sliced rows 16.. of a tile valid to pl.min(rows, 32), narrowed the
// window to its runtime rows and fed it to a matmul_acc: with rows in
// 1..4 mad ran with m = 0. The rebuilt kernel takes no window past the
// start of an axis whose valid extent is not a constant.
func TestNoRuntimeEmptyWindowReplay(t *testing.T) {
	data, err := os.ReadFile("testdata/runtime-empty-window.choices")
	if err != nil {
		t.Fatal(err)
	}
	// Recorded in the model dialect (the default before Pinned).
	c, err := ParseChoicesCase(preCorners(Profile("NoNestedInCore").WithDialect(Model)), strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	windowsSeen := 0
	for _, f := range c.Prog.Funcs {
		ir.WalkFunc(f, func(n ir.Node) bool {
			call, ok := n.(*ir.Call)
			if !ok || call.Op == nil {
				return true
			}
			var offs []ir.Expr
			switch call.Op.Name {
			case "tile.slice":
				offs = call.Args[2].(*ir.MakeTuple).Elems
			case "tile.extract":
				offs = call.Args[1:3]
			default:
				return true
			}
			windowsSeen++
			valid := tileOf(call.Args[0].Type()).ValidShape()
			for i, o := range offs {
				_, constValid := ir.ConstValue(valid[i])
				if v, _ := ir.ConstValue(o); v > 0 && !constValid {
					t.Errorf("%s: offset %d along axis %d, valid to %s", ir.PrintExpr(call), v, i, ir.PrintExpr(valid[i]))
				}
			}
			return true
		})
	}
	if windowsSeen == 0 {
		t.Errorf("the rebuilt kernel takes no window:\n%s", ir.Print(c.Prog))
	}
}
