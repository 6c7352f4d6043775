package ir

import (
	"fmt"
	"testing"
)

// TestFoldBinOp: arithmetic of literals and module constants folds at
// parse to one INDEX or FP32 constant with Python's semantics (floor
// division and modulo round toward negative infinity); a tree with a
// variable does not fold. Each case was checked against the pinned
// PyPTO's parse and python_print.
func TestFoldBinOp(t *testing.T) {
	src := "import pypto.language as pl\n\nK = 3\n\n@pl.program\nclass P:\n    @pl.function(type=pl.FunctionType.Orchestration)\n    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n        a = %s\n        return a\n"
	for _, tc := range []struct{ expr, want string }{
		{"2**K + 7 // 2 - (-5) % 3", "10"},
		{"1 << 4 | 3", "19"},
		{"-7 // 2", "-4"},
		{"n + (K - 1) * 4", "n + 8"},
		{"(8 - 1) * n", "7 * n"},
	} {
		p, err := Parse("f.py", fmt.Sprintf(src, tc.expr))
		if err != nil {
			t.Fatalf("%s: %v", tc.expr, err)
		}
		a := p.Funcs[0].Body.(*SeqStmts).Stmts[0].(*AssignStmt)
		if got := PrintExpr(a.Value); got != tc.want {
			t.Errorf("%s parses to %s, want %s", tc.expr, got, tc.want)
		}
	}
}

// TestTypedConstTree: a binary tree of integer constants prints its INDEX
// leaves typed, so the parser rebuilds it rather than folding it
// (python_printer.cpp:1552-1575), also as the operand of a tree that is
// not one (checked against the pinned PyPTO's python_print).
func TestTypedConstTree(t *testing.T) {
	tree := &Binary{Op: OpMul, L: ConstI(1024), R: ConstI(4), DType: INDEX}
	if got := PrintExpr(tree); got != "pl.const(1024, pl.INDEX) * pl.const(4, pl.INDEX)" {
		t.Errorf("tree prints %s", got)
	}
	mixed := &Binary{Op: OpAdd, L: tv("n", Scalar(INDEX)), R: tree, DType: INDEX}
	if got := PrintExpr(mixed); got != "n + pl.const(1024, pl.INDEX) * pl.const(4, pl.INDEX)" {
		t.Errorf("mixed tree prints %s", got)
	}
}
