package ir

import "testing"

// emptyYieldProgram is an if with a return var whose else branch yields no
// value (what CtrlFlowTransform leaves after a continue in a nested if; the
// real PyPTO prints and parses it back exactly so).
const emptyYieldProgram = `# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(n: pl.Scalar[pl.INDEX], x: pl.Tensor[[1, 1], pl.FP32]) -> pl.Tensor[[1, 1], pl.FP32]:
        if n < 0:
            m: pl.Scalar[pl.INDEX] = pl.yield_(n)
        else:
            pl.yield_()
        return x
`

// TestPrintEmptyYieldBare pins that a yield of no values prints as a bare
// pl.yield_() even where it ends a branch of an if with return vars
// (python_printer.cpp:2355, :2383 bind the return vars only when the yield
// has values), so that the print parses back.
func TestPrintEmptyYieldBare(t *testing.T) {
	p, err := Parse("p.py", emptyYieldProgram)
	if err != nil {
		t.Fatal(err)
	}
	if got := Print(p); got != emptyYieldProgram {
		t.Errorf("printed\n%s\nwant\n%s", got, emptyYieldProgram)
	}
}
