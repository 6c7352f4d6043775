package verifier

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestEntryVars(t *testing.T) {
	n := &ir.Var{Name: "n", T: ir.Scalar(ir.INDEX)}
	m := &ir.Var{Name: "m", T: ir.Scalar(ir.INDEX)}
	x := &ir.Var{Name: "x", T: &ir.TensorType{DType: ir.FP32, Shape: []ir.Expr{n, ir.ConstI(16)}}}
	y := &ir.Var{Name: "y", T: ir.Scalar(ir.INDEX)}
	f := &ir.Function{Name: "f", Params: []*ir.Var{x, nil, y}, Returns: []ir.Type{
		&ir.TupleType{Elems: []ir.Type{&ir.TensorType{DType: ir.FP32, Shape: []ir.Expr{&ir.Binary{Op: ir.OpAdd, L: m, R: n}}}}}}}
	got := ResultOf(NewPass("test", &ir.Program{Funcs: []*ir.Function{f, nil}}, nil, nil), entryVars)
	if len(got) != 2 || got[1] != nil {
		t.Fatalf("parts %v", got)
	}
	var names []string
	for _, v := range got[0] {
		names = append(names, v.Name)
	}
	// Parameters, then the parameter types' variables, then the return
	// types' (through the tuple, in pre-order).
	if s := strings.Join(names, " "); s != "x y n m n" {
		t.Errorf("entry vars %s, want x y n m n", s)
	}
}
