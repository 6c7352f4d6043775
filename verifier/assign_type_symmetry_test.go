package verifier

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// The type comparison is PyPTO's EqualType: these pin the cases where it
// differs from a plain field-by-field comparison.
func TestPyptoTypeEqual(t *testing.T) {
	ci := func(v int64, d ir.DataType) ir.Expr { return &ir.ConstInt{Value: v, DType: d} }
	n := &ir.Var{Name: "n", T: ir.Scalar(ir.INDEX)}
	m := &ir.Var{Name: "m", T: ir.Scalar(ir.INDEX)}
	shape := []ir.Expr{ci(16, ir.INDEX), ci(64, ir.INDEX)}
	tile := func(shape []ir.Expr, space ir.MemorySpace, v *ir.TileView) *ir.TileType {
		return &ir.TileType{Shape: shape, DType: ir.FP32, Space: space, View: v}
	}
	base := &ir.Var{Name: "mem_vec_0", T: ir.Ptr()}
	for _, tc := range []struct {
		name   string
		a, b   ir.Type
		reason string // "" = equal
	}{
		{"INDEX and INT64 constants are one constant type", tile(shape, ir.Vec, nil),
			tile([]ir.Expr{ci(16, ir.INT64), ci(64, ir.INDEX)}, ir.Vec, nil), ""},
		{"other constant dtypes differ", tile(shape, ir.Vec, nil),
			tile([]ir.Expr{ci(16, ir.INT32), ci(64, ir.INDEX)}, ir.Vec, nil), "ScalarType dtype mismatch (index != int32)"},
		{"shape value", tile(shape, ir.Vec, nil), tile([]ir.Expr{ci(32, ir.INDEX), ci(64, ir.INDEX)}, ir.Vec, nil), "int64_t value mismatch (16 != 32)"},
		{"dims are variables by identity", tile([]ir.Expr{n, ci(64, ir.INDEX)}, ir.Vec, nil),
			tile([]ir.Expr{m, ci(64, ir.INDEX)}, ir.Vec, nil), "Variable pointer mismatch (without auto-mapping)"},
		{"a stored implicit view is the absent view", tile(shape, ir.Acc, nil),
			tile(shape, ir.Acc, &ir.TileView{BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal}), ""},
		{"compact is compared", tile(shape, ir.Acc, &ir.TileView{BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal, Pad: ir.PadZero}),
			tile(shape, ir.Acc, &ir.TileView{BLayout: ir.ColMajor, SLayout: ir.RowMajor, Fractal: ir.AccFractal, Pad: ir.PadZero, Compact: ir.CompactNormal}),
			"TileView compact mismatch"},
		{"view presence", tile(shape, ir.Vec, nil), tile(shape, ir.Vec, &ir.TileView{Pad: ir.PadZero, SLayout: ir.NoneBox, BLayout: ir.RowMajor, Fractal: 512}),
			"TileType tile_view presence mismatch"},
		{"space presence", tile(shape, ir.MemNone, nil), tile(shape, ir.Vec, nil), "TileType memory_space presence mismatch"},
		{"space", tile(shape, ir.Mat, nil), tile(shape, ir.Vec, nil), "TileType memory_space mismatch"},
		{"MemRefs are excluded", ir.NewTileType(shape, ir.FP32, &ir.MemRef{Base: base, Offset: ci(0, ir.INDEX), Size: 4096}, ir.Vec, nil),
			tile(shape, ir.Vec, nil), ""},
		{"tuples element by element", &ir.TupleType{Elems: []ir.Type{ir.Scalar(ir.INDEX), tile(shape, ir.Vec, nil)}},
			&ir.TupleType{Elems: []ir.Type{ir.Scalar(ir.INDEX), tile(shape, ir.Mat, nil)}}, "TileType memory_space mismatch"},
		{"kinds", ir.Scalar(ir.FP32), tile(shape, ir.Vec, nil), "Type name mismatch (ScalarType != TileType)"},
		{"tensor dtype", ir.NewTensorType(shape, ir.FP32, nil, nil), ir.NewTensorType(shape, ir.BF16, nil, nil), "TensorType dtype mismatch (fp32 != bfloat16)"},
	} {
		m := pyptoTypeEqual(tc.a, tc.b)
		switch {
		case tc.reason == "" && m != nil:
			t.Errorf("%s: unequal: %s", tc.name, m)
		case tc.reason != "" && (m == nil || m.reason != tc.reason):
			t.Errorf("%s: got %v, want reason %q", tc.name, m, tc.reason)
		}
	}
}

// A variable assigned more than once (pre-SSA rebinding) has no single
// defining value and is not checked; a singly-assigned one is.
func TestAssignTypeSymmetrySkipsRebinding(t *testing.T) {
	shape := []ir.Expr{&ir.ConstInt{Value: 16, DType: ir.INDEX}, &ir.ConstInt{Value: 16, DType: ir.INDEX}}
	vec := ir.NewTileType(shape, ir.FP32, nil, ir.Vec, nil)
	acc := ir.NewTileType(shape, ir.FP32, nil, ir.Acc, nil)
	src := &ir.Var{Name: "src", T: vec}
	re := &ir.Var{Name: "re", T: acc}
	once := &ir.Var{Name: "once", T: acc}
	body := ir.Seq(ir.Span{},
		&ir.AssignStmt{Var: re, Value: src, Pos: ir.Span{Line: 3}},
		&ir.AssignStmt{Var: re, Value: src, Pos: ir.Span{Line: 4}},
		&ir.AssignStmt{Var: once, Value: src, Pos: ir.Span{Line: 5}})
	prog := &ir.Program{Funcs: []*ir.Function{{Name: "f", Kind: ir.InCore, Params: []*ir.Var{src}, Dirs: []ir.ParamDirection{ir.In}, Body: body}}}
	ds := tileRun(prog, assignTypeSymmetryRule, nil)
	want := "AssignStmt LHS/RHS type mismatch in function 'f': var 'once' type is not structurally equal to its RHS type. " +
		"Structural equality assertion failed\n\nReason: TileType memory_space mismatch"
	if len(ds) != 1 || ds[0].Span.Line != 5 || ds[0].Message != want {
		t.Errorf("got%s", describe(ds))
	}
	if !strings.Contains(Report(ds), "Reason: TileType memory_space mismatch") {
		t.Error("report lost the reason")
	}
}
