package ir

import "testing"

// validShapeParamProgram has a kernel parameter V that a later parameter's
// valid_shape reads, the signature MaterializeValidShapeSymbols makes; the
// real PyPTO prints V's pl.dynamic declaration as well, so that the
// annotation resolves on re-parse.
const validShapeParamProgram = `# pypto.program: P
import pypto.language as pl

V = pl.dynamic("V")

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(V: pl.Scalar[pl.INDEX], a: pl.Tensor[[16, 32], pl.FP32, pl.TensorView(valid_shape=[V, 32], stride=[], layout=pl.TensorLayout.ND)]) -> pl.Tensor[[16, 32], pl.FP32]:
        return a
`

// TestPrintValidShapeParamDeclared pins python_printer.cpp:2893-2945: a
// parameter read in a tensor parameter's valid_shape keeps its module-level
// pl.dynamic declaration.
func TestPrintValidShapeParamDeclared(t *testing.T) {
	p, err := Parse("p.py", validShapeParamProgram)
	if err != nil {
		t.Fatal(err)
	}
	if got := Print(p); got != validShapeParamProgram {
		t.Errorf("printed\n%s\nwant\n%s", got, validShapeParamProgram)
	}
}
