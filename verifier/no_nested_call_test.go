package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// The parser only accepts Bool conditions and integer bounds, so calls in
// those positions are spliced in here.
func TestNoNestedCallConditionsBoundsAndUnary(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", `        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
        n: pl.Scalar[pl.FP32] = -s
        if flag < 1:
            pl.system.bar_v()
        for i in pl.range(4):
            pl.system.bar_v()
        while flag < 2:
            pl.system.bar_v()
`))
	body := coreBody(p)
	read := body[0].(*ir.AssignStmt).Value.(*ir.Call)
	neg := body[1].(*ir.AssignStmt).Value.(*ir.Unary)
	neg.X = read
	body[2].(*ir.IfStmt).Cond = read
	loop := body[3].(*ir.ForStmt)
	loop.Start, loop.Step = read, read
	body[4].(*ir.WhileStmt).Cond = read
	coreExpect(t, coreVerify(p, NoNestedCalls),
		"ERROR NoNestedCall 205 @8:33 Unary expression operand cannot be a call expression",
		"ERROR NoNestedCall 202 @8:33 If condition cannot be a call expression",
		"ERROR NoNestedCall 203 @8:33 For loop start expression cannot be a call expression",
		"ERROR NoNestedCall 203 @8:33 For loop step expression cannot be a call expression",
		"ERROR NoNestedCall 206 @8:33 While loop condition cannot be a call expression")
}

// A Submit is not a Call: one in a call's arguments is not reported, and a
// call nested in a return value's call is.
func TestNoNestedCallSubmitAndReturn(t *testing.T) {
	p := coreParse(t, `import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        a, t = pl.submit(self.k, x)
        return self.k(self.k(a))
`)
	main := p.Funcs[1]
	sub := ir.Stmts(main.Body)[0].(*ir.AssignStmt).Value.(*ir.Submit)
	ret := ir.Stmts(main.Body)[len(ir.Stmts(main.Body))-1].(*ir.ReturnStmt)
	outer := ret.Values[0].(*ir.Call)
	coreExpect(t, coreVerify(p, NoNestedCalls), "ERROR NoNestedCall 201 @13:23 Call expression has nested call in arguments")
	outer.Args = []ir.Expr{sub}
	coreExpect(t, coreVerify(p, NoNestedCalls))
}
