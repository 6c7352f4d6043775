package gen

import (
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestSetValidColsReplay replays the choices of a clean campaign case
// (seed 15, 377b7997169a, profile ClusterOutlined) that widened the valid
// columns of a transpose view: the view of a tile popped with 17 valid rows
// has 17 valid columns, and set_validshape(tv, pl.min(n, 64), 32) exposed
// 15 columns nothing wrote, which the following tile.fillpad read. The
// builder caps the columns at the input's valid columns, as it caps rows.
func TestSetValidColsReplay(t *testing.T) {
	data, err := os.ReadFile("testdata/setvalid-widened-cols.choices")
	if err != nil {
		t.Fatal(err)
	}
	// Recorded in the model dialect (the default before Pinned).
	c, err := ParseChoicesCase(preCorners(Profile("ClusterOutlined").WithDialect(Model)), strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	if c.Trace.Overrun {
		t.Fatal("the recorded choices ran out")
	}
	text := ir.Print(c.Prog)
	if want := "= pl.tile.set_validshape(tv, pl.min(n, 64), 17)\n"; !strings.Contains(text, want) {
		t.Errorf("the replayed kernel has no %q:\n%s", want, text)
	}
	if widened := "set_validshape(tv, pl.min(n, 64), 32)"; strings.Contains(text, widened) {
		t.Errorf("the replayed kernel still widens the columns: %s", widened)
	}
}

// TestCapCols checks the cap on its own: a constant count past a constant
// valid extent is cut to it, a count within it is kept, a runtime valid
// extent replaces the count, and a fully valid tile keeps any count.
func TestCapCols(t *testing.T) {
	tile := func(valid ...ir.Expr) *ir.TileType {
		var v *ir.TileView
		if valid != nil {
			v = &ir.TileView{ValidShape: valid}
		}
		return ir.NewTileType(ir.Shape(64, 32), ir.FP32, nil, ir.Vec, v)
	}
	n := &ir.Var{Name: "n", T: ir.Scalar(ir.INDEX)}
	for _, tc := range []struct {
		t    *ir.TileType
		cols ir.Expr
		want string
	}{
		{tile(ir.ConstI(64), ir.ConstI(17)), ir.ConstI(32), "17"},
		{tile(ir.ConstI(64), ir.ConstI(17)), ir.ConstI(16), "16"},
		{tile(ir.ConstI(64), n), ir.ConstI(32), "n"},
		{tile(), ir.ConstI(32), "32"},
	} {
		if got := ir.PrintExpr(capCols(tc.t, tc.cols)); got != tc.want {
			t.Errorf("capCols(%s, %s) = %s, want %s", ir.PrintType(tc.t), ir.PrintExpr(tc.cols), got, tc.want)
		}
	}
}
