package ir

import (
	"strings"
	"testing"
)

// TestPrintCallAttrOrder pins that a function call's attrs print
// arg_directions before the others whatever order they are stored in
// (DeriveCallDirections appends arg_directions after a parsed
// arg_direction_overrides; python_printer.cpp:975-1018 emits it first).
func TestPrintCallAttrOrder(t *testing.T) {
	const src = `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[16], pl.FP32], b: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        return b

    @pl.function(type=pl.FunctionType.Orchestration)
    def o(self, a: pl.Tensor[[16], pl.FP32], b: pl.Out[pl.Tensor[[16], pl.FP32]]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32] = self.k(pl.no_dep(a), b)
        return r
`
	p, err := Parse("p.py", src)
	if err != nil {
		t.Fatal(err)
	}
	a := p.Func("o").Body.(*SeqStmts).Stmts[0].(*AssignStmt)
	c := *a.Value.(*Call)
	c.Attrs = append(append([]Kwarg(nil), c.Attrs...), Kwarg{Key: "arg_directions", Value: []any{ArgNoDep, ArgOutputExisting}})
	a.Value = &c
	const want = `self.k(a, b, attrs={"arg_directions": [pl.adir.no_dep, pl.adir.output_existing], "arg_direction_overrides": [0]})`
	if got := Print(p); !strings.Contains(got, want) {
		t.Errorf("printed\n%s\nwant a line with\n%s", got, want)
	}
}
