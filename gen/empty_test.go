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
		return create("tile.slice", []ir.Expr{vars[of], idx(32, 32), idx(row, 0)})
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
	if c := create("tile.extract", []ir.Expr{vars["ln"], ir.ConstI(32), ir.ConstI(0), idx(32, 32)}); c != nil {
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
	c, err := ParseChoicesCase(Profile("AivSplitValid"), strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	if _, msg := cubeReadProblem(c.Prog); msg != "" {
		t.Fatalf("%s\n%s", msg, ir.Print(c.Prog))
	}
}
