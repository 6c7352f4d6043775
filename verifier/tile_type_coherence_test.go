package verifier

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

const coherenceSrc = `import pypto.language as pl


@pl.program
class Coherence:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]) -> pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]:
        v: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
        return v
`

// The parser canonicalizes every TileType (as PyPTO's constructor does), so
// a non-canonical encoding — a stored view equal to the implicit one — can
// only come from code building ir.TileType literally. These cases do so.
func TestTileTypeCoherenceRejectsImplicitViews(t *testing.T) {
	prog := tileParse(t, "coherence.py", coherenceSrc)
	if ds := tileRun(prog, tileTypeCoherenceRule, nil); len(ds) != 0 {
		t.Fatalf("canonical program: %s", describe(ds))
	}
	f := prog.Funcs[0]
	acc := f.Params[0]
	shape := acc.T.(*ir.TileType).Shape
	// Acc's implicit view, stored explicitly (valid shape left empty).
	acc.T = &ir.TileType{Shape: shape, DType: ir.FP32, Space: ir.Acc,
		View: &ir.TileView{BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal}}
	// Vec's implicit view with the valid shape spelled out as the shape, on
	// both sides of the assignment (the call result is checked too).
	vecImplicit := &ir.TileType{Shape: shape, DType: ir.FP32, Space: ir.Vec,
		View: &ir.TileView{ValidShape: shape, BLayout: ir.RowMajor, SLayout: ir.NoneBox, Fractal: ir.DefaultFractal}}
	as := ir.Stmts(f.Body)[0].(*ir.AssignStmt)
	as.Var.T = vecImplicit
	call := as.Value.(*ir.Call)
	call.T = vecImplicit
	// A return type in a tuple, in no memory space: the flat implicit view.
	f.Returns = []ir.Type{&ir.TupleType{Elems: []ir.Type{&ir.TileType{Shape: shape, DType: ir.FP32,
		View: &ir.TileView{BLayout: ir.RowMajor, SLayout: ir.NoneBox, Fractal: ir.DefaultFractal}}}}}

	ds := tileRun(prog, tileTypeCoherenceRule, nil)
	// Parameter, return type, then PyPTO's visit order: the assigned var,
	// the call's result, its argument (a use of acc), the returned var.
	want := []string{tileSpan(Diagnostic{Span: acc.Pos}), tileSpan(Diagnostic{Span: f.Pos}), tileSpan(Diagnostic{Span: as.Var.Pos}),
		tileSpan(Diagnostic{Span: call.Pos}), tileSpan(Diagnostic{Span: acc.Pos}), tileSpan(Diagnostic{Span: as.Var.Pos})}
	if len(ds) != len(want) {
		t.Fatalf("got%s\nwant %d diagnostics", describe(ds), len(want))
	}
	for i, d := range ds {
		if d.Rule != "TileTypeCoherence" || d.Code != 1 || d.Severity != Error || tileSpan(d) != want[i] ||
			d.Message != "TileType has implicit-but-present tile_view (canonical encoding requires nullopt) in function 'kernel'" {
			t.Errorf("diagnostic %d:%s\nwant @%s", i, describe([]Diagnostic{d}), want[i])
		}
	}
}

// A stored view that differs from the implicit one in any field is the
// canonical encoding of that view and is accepted, whatever space it is in.
func TestTileTypeCoherenceAcceptsExplicitViews(t *testing.T) {
	shape := []ir.Expr{&ir.ConstInt{Value: 16, DType: ir.INDEX}, &ir.ConstInt{Value: 128, DType: ir.INDEX}}
	narrow := []ir.Expr{&ir.ConstInt{Value: 8, DType: ir.INDEX}, shape[1]}
	for name, v := range map[string]*ir.TileView{
		"valid shape": {ValidShape: narrow, BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal},
		"pad":         {BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal, Pad: ir.PadZero},
		"compact":     {BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal, Compact: ir.CompactNormal},
		"fractal":     {BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.DefaultFractal},
		"stride":      {Stride: shape, BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal},
	} {
		prm := &ir.Var{Name: "x", T: &ir.TileType{Shape: shape, DType: ir.FP32, Space: ir.Acc, View: v}}
		prog := &ir.Program{Funcs: []*ir.Function{{Name: "f", Kind: ir.AIC, Params: []*ir.Var{prm}, Dirs: []ir.ParamDirection{ir.In},
			Body: &ir.ReturnStmt{}}}}
		if ds := tileRun(prog, tileTypeCoherenceRule, nil); len(ds) != 0 {
			t.Errorf("%s: %s", name, describe(ds))
		}
		if !strings.Contains(ir.PrintType(prm.T), "pl.TileView(") {
			t.Errorf("%s: the view does not print: %s", name, ir.PrintType(prm.T))
		}
	}
}
