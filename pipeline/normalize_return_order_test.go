package pipeline

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestNormalizeReturnOrderKeepsWrapperCallType: the pass reorders the AIV
// function's returns and leaves the Group wrapper's call as it was, with
// its old tuple type (TupleIndexPermutationMutator rebuilds only tuple
// indices, normalize_return_order_pass.cpp:323-391). The output equals
// the pinned passes.normalize_return_order()'s print
// (group_call_stale_type.expected.py) as printed, and its round trip fails at the
// call's type, as PyPTO's own structural_equal of its output and its
// print/parse does (at ['k'].body[1].expr.type); the Roundtrip error is
// the testdata case's `# error:` header.
func TestNormalizeReturnOrderKeepsWrapperCallType(t *testing.T) {
	dir := "testdata/NormalizeReturnOrder/"
	in := parseFile(t, dir+"group_call_stale_type.before.py")
	out, err := Run([]*Pass{NormalizeReturnOrder}, in, &Context{Level: LevelNone})
	if err != nil {
		t.Fatal(err)
	}
	want := parseFile(t, dir+"group_call_stale_type.expected.py")
	// Printed, as the real pass's output was (the print has no call
	// types; ir.Diff would see the stale one).
	if got, w := ir.Print(out), ir.Print(want); got != w {
		t.Fatalf("output differs from the real pass's:\ngot:\n%s\nwant:\n%s", got, w)
	}
	if d := ir.Diff(out, want); d != "func k / stmt 1 / k_aiv / type: dtype FP16 vs FP32" {
		t.Errorf("Diff(output, its print parsed) = %q", d)
	}
	aiv, k := out.Func("k_aiv"), out.Func("k")
	if got := ir.PrintType(&ir.TupleType{Elems: aiv.Returns}); got != "pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP16]]" {
		t.Errorf("k_aiv returns %s", got)
	}
	call := ir.Stmts(k.Body)[1].(*ir.EvalStmt).Expr.(*ir.Call)
	if got := ir.PrintType(call.T); got != "pl.Tuple[pl.Tensor[[16, 64], pl.FP16], pl.Tensor[[16, 64], pl.FP32]]" {
		t.Errorf("the wrapper's call of k_aiv has type %s, want the old order", got)
	}
}
