package gen

import (
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestCreateRefusesL0Repitch: create gives nil for a view of a tile placed
// in Left whose valid rows pack to another pitch than the move wrote it
// at (32 rows narrowed to 16, or to pl.min(rows, 17): mad reads at
// ceil16(m)), and for a row window of it; it keeps a narrowing within the
// same 16-row fractal (17 rows, read at 32) and any narrowing of a Vec or
// Mat tile (the move into L0 re-packs it).
func TestCreateRefusesL0Repitch(t *testing.T) {
	const src = `
import pypto.language as pl

@pl.program
class L:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(rows: pl.Scalar[pl.INDEX], x: pl.Tensor[[32, 16], pl.FP32]):
        v: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Vec)
        mt: pl.Tile[[32, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        m: pl.Tile[[32, 16], pl.FP32, pl.Mem.Left] = pl.tile.move(mt, target_memory=pl.Mem.Left)
        l: pl.Tile[[32, 16], pl.FP32, pl.Mem.Left, pl.TileView(valid_shape=[17, 16])] = pl.tile.set_validshape(m, 17, 16)
`
	p, err := ir.Parse("l.py", src)
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
	rows := vars["rows"]
	if rows == nil {
		rows = p.Funcs[0].Params[0]
	}
	minRows := func(n int64) ir.Expr { return &ir.Binary{Op: ir.OpMin, L: rows, R: ir.ConstI(n), DType: ir.INDEX} }
	setValid := func(of string, r ir.Expr) *ir.Call {
		return create(ir.TileSetValidshape, []ir.Expr{vars[of], r, ir.ConstI(16)})
	}
	for _, c := range []struct {
		what string
		call *ir.Call
		kept bool
	}{
		{"m narrowed to 16 rows", setValid("m", ir.ConstI(16)), false},
		{"m narrowed to 17 rows", setValid("m", ir.ConstI(17)), true},
		{"m narrowed to 32 rows", setValid("m", ir.ConstI(32)), true},
		{"m narrowed to pl.min(rows, 17)", setValid("m", minRows(17)), false},
		{"l (17 of 32 rows) narrowed to pl.min(rows, 17)", setValid("l", minRows(17)), false},
		{"l (17 of 32 rows) narrowed to 20", setValid("l", ir.ConstI(20)), true},
		{"rows 0..16 of m", create(ir.TileSlice, []ir.Expr{vars["m"], idx(16, 16), idx(0, 0)}), false},
		{"v narrowed to 16 rows", setValid("v", ir.ConstI(16)), true},
		{"v narrowed to pl.min(rows, 17)", setValid("v", minRows(17)), true},
		{"mt narrowed to 16 rows", setValid("mt", ir.ConstI(16)), true},
	} {
		if kept := c.call != nil; kept != c.kept {
			t.Errorf("%s: kept = %v, want %v", c.what, kept, c.kept)
		}
	}
}

// TestNoL0RenarrowReplay replays the choices of a campaign case
// (VectorKernelSplit, seed 4110448766578584797, case of 6e5980c247b6) that
// moved a 32-row tile into Left and narrowed it to pl.min(rows, 17) rows:
// TMATMUL_BIAS read L0A at pitch 16 what TMOV wrote at pitch 32. The
// rebuilt kernel narrows no Left / Right tile across a 16-row fractal.
func TestNoL0RenarrowReplay(t *testing.T) {
	data, err := os.ReadFile("testdata/left-renarrow.choices")
	if err != nil {
		t.Fatal(err)
	}
	c, err := ParseChoicesCase(preCorners(Profile("VectorKernelSplit")), strings.TrimSpace(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range c.Prog.Funcs {
		ir.WalkFunc(f, func(n ir.Node) bool {
			call, ok := n.(*ir.Call)
			if !ok || call.Op == nil || call.Op.Access != ir.AccessView {
				return true
			}
			src, res := tileOf(call.Args[0].Type()), tileOf(call.T)
			if src == nil || res == nil || src.Space != ir.Left || src.Rank() != 2 {
				return true
			}
			r, ok := ir.ConstValue(res.ValidShape()[0])
			if phys, _ := ir.ConstValue(src.Shape[0]); !ok || ir.Ceil16(r) != ir.Ceil16(phys) {
				t.Errorf("Left %s viewed as %s rows: %s\n%s", ir.PrintExpr(src.Shape[0]), ir.PrintExpr(res.ValidShape()[0]), ir.PrintExpr(call), ir.Print(c.Prog))
			}
			return true
		})
	}
}
