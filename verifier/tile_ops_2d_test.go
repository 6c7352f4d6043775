package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// The registry rejects a 3-argument tile.transpose and a non-literal
// tile.assemble offset at construction, so the parser cannot express the
// pre-FlattenTileNdTo2D forms; these calls are built literally, as a buggy
// pass would.
func TestTileOps2DCodegenForms(t *testing.T) {
	c := func(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INDEX} }
	tile := func(dims ...int64) *ir.TileType {
		shape := make([]ir.Expr, len(dims))
		for i, d := range dims {
			shape[i] = c(d)
		}
		return ir.NewTileType(shape, ir.FP32, nil, ir.Vec, nil)
	}
	src := &ir.Var{Name: "src", T: tile(16, 128), Pos: ir.Span{Line: 2, Col: 5}}
	patch := &ir.Var{Name: "patch", T: tile(4, 16), Pos: ir.Span{Line: 2, Col: 9}}
	off := &ir.Var{Name: "off", T: &ir.TupleType{Elems: []ir.Type{ir.Scalar(ir.INDEX), ir.Scalar(ir.INDEX)}}, Pos: ir.Span{Line: 2, Col: 13}}
	tr := &ir.Var{Name: "tr", T: tile(128, 16)}
	as := &ir.Var{Name: "as", T: tile(128, 16)}
	s1 := &ir.AssignStmt{Var: tr, Value: &ir.Call{Op: ir.TileTranspose, Args: []ir.Expr{src, c(0), c(1)}, T: tr.T}, Pos: ir.Span{Line: 3, Col: 9}}
	s2 := &ir.AssignStmt{Var: as, Value: &ir.Call{Op: ir.TileAssemble, Args: []ir.Expr{tr, patch, off}, T: as.T}, Pos: ir.Span{Line: 4, Col: 9}}
	s3 := &ir.EvalStmt{Expr: &ir.Call{Op: ir.TileAssemble, Args: []ir.Expr{tr, patch, &ir.MakeTuple{Elems: []ir.Expr{c(0), c(0)}}}, T: as.T}, Pos: ir.Span{Line: 5, Col: 9}}
	for _, kind := range []ir.FunctionType{ir.InCore, ir.AIC, ir.AIV, ir.Opaque} {
		prog := &ir.Program{Funcs: []*ir.Function{{Name: "k", Kind: kind, Params: []*ir.Var{src, patch, off},
			Dirs: []ir.ParamDirection{ir.In, ir.In, ir.In}, Body: ir.Seq(ir.Span{}, s1, s2, s3)}}}
		ds := tileRun(prog, tileOps2DRule, nil)
		if kind == ir.Opaque {
			if len(ds) != 0 {
				t.Errorf("Opaque: %s", describe(ds))
			}
			continue
		}
		want := []struct {
			span, msg string
		}{
			{"3:9", "tile.transpose in InCore function 'k' has 3 arguments (expected 4: input, axis1, axis2, scratch after FlattenTileNdTo2D)"},
			{"4:9", "tile.assemble in InCore function 'k' has a non-literal offset (expected a 2-element (row, col) tuple after FlattenTileNdTo2D)"},
		}
		if len(ds) != len(want) {
			t.Fatalf("%v: got%s", kind, describe(ds))
		}
		for i, w := range want {
			if ds[i].Rule != "TileOps2D" || ds[i].Code != 0 || tileSpan(ds[i]) != w.span || ds[i].Message != w.msg {
				t.Errorf("%v diagnostic %d:%s\nwant @%s %q", kind, i, describe(ds[i:i+1]), w.span, w.msg)
			}
		}
	}
}
