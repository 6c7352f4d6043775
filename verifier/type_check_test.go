package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestTypeCheckConditionsAndBounds(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", `        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        if flag < 1:
            pl.system.bar_v()
        if flag < 2:
            pl.system.bar_v()
        for i in pl.range(4):
            pl.system.bar_v()
        while flag < 3:
            pl.system.bar_v()
`))
	body := coreBody(p)
	tile := body[0].(*ir.AssignStmt).Var
	flag := p.Funcs[0].Params[1]
	body[1].(*ir.IfStmt).Cond = flag                    // INDEX scalar: 108 only
	body[2].(*ir.IfStmt).Cond = tile                    // a tile: 106 only
	body[3].(*ir.ForStmt).Start = tile                  // 107
	body[4].(*ir.WhileStmt).Cond = p.Funcs[0].Params[0] // a tensor: 106
	coreExpect(t, coreVerify(p, TypeChecked),
		"ERROR TypeCheck 108 @9:9 IfStmt condition dtype must be BOOL, but got index",
		"ERROR TypeCheck 106 @11:9 IfStmt condition must be ScalarType, but got TileType",
		"ERROR TypeCheck 107 @13:9 ForStmt start must be ScalarType, but got TileType",
		"ERROR TypeCheck 106 @15:9 WhileStmt condition must be ScalarType, but got TensorType")
}

func TestTypeCheckCarryKindAndSize(t *testing.T) {
	p, loop := ssaLoop(t)
	y := loop.Body.(*ir.SeqStmts).Stmts[1].(*ir.YieldStmt)
	y.Values = []ir.Expr{ir.ConstI(3)}
	coreExpect(t, coreVerify(p, TypeChecked),
		"ERROR TypeCheck 101 @9:9 Type kind mismatch in ForStmt: declared iter_arg[0] type 'TileType' != yield value[0] type 'ScalarType'",
		"ERROR TypeCheck 101 @9:9 Type kind mismatch in ForStmt: yield value[0] type 'ScalarType' != return_var[0] type 'TileType'")
	loop.ReturnVars = nil
	coreExpect(t, coreVerify(p, TypeChecked), "ERROR TypeCheck 105 @9:9 ForStmt size mismatch: iter_args=1, yield values=1, return_vars=0")
}

func TestTypeCheckValidShapeRankAndSign(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", "        pl.system.bar_v()\n"))
	f := p.Funcs[0]
	x := f.Params[0]
	x.T = &ir.TensorType{Shape: ir.Shape(32, 64), DType: ir.FP32, View: &ir.TensorView{ValidShape: ir.Shape(16)}}
	tile := ir.NewTileType(ir.Shape(32, 64), ir.FP32, nil, ir.Vec, &ir.TileView{ValidShape: []ir.Expr{ir.ConstI(-1), ir.ConstI(80)}})
	f.Returns = []ir.Type{&ir.TupleType{Elems: []ir.Type{ir.Scalar(ir.INDEX), tile}}}
	coreExpect(t, coreVerify(p, TypeChecked),
		"ERROR TypeCheck 103 @7:17 Function 'f' parameter[0] 'x' has invalid TensorType valid_shape rank mismatch: got rank 1 [16], but physical shape has rank 2 [32, 64]",
		"ERROR TypeCheck 104 @7:5 Function 'f' return type[0] TupleType element[1] has invalid TileType valid_shape dimension 0 has provably negative extent -1; expected 0 <= valid_shape[0] <= shape[0] (32)",
		"ERROR TypeCheck 104 @7:5 Function 'f' return type[0] TupleType element[1] has invalid TileType valid_shape dimension 1 extent 80 provably exceeds physical shape extent 64")
}

// Every expression the visitor meets is checked, so each read of a badly
// typed variable is reported again (as PyPTO does).
func TestTypeCheckReportsEveryUse(t *testing.T) {
	p := coreParse(t, `import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[33, 64])]):
        s: pl.Scalar[pl.FP32] = pl.tensor.read(x, [0, 0])
`)
	coreExpect(t, coreVerify(p, TypeChecked),
		"ERROR TypeCheck 104 @7:17 Function 'f' parameter[0] 'x' has invalid TensorType valid_shape dimension 0 extent 33",
		"ERROR TypeCheck 104 @7:17 Var 'x' has invalid TensorType valid_shape dimension 0 extent 33")
}

func TestTypeCheckUnprovableJoin(t *testing.T) {
	p := coreParse(t, `import pypto.language as pl

N = pl.dynamic("N")
M = pl.dynamic("M")


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def f(
        self,
        x: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[N, 64])],
        y: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[M, 64])],
        flag: pl.Scalar[pl.INDEX],
    ):
        if flag < 1:
            r: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[N, 64])] = pl.yield_(x)
        else:
            r: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(valid_shape=[N, 64])] = pl.yield_(y)
`)
	coreExpect(t, coreVerify(p, TypeChecked),
		"ERROR TypeCheck 104 @16:9 Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = N, but else yield value[0] dimension[0] = M; equality is not provable and this boundary has no runtime guard")
	// Without an else branch the phis are SSAVerify's business.
	coreBody(p)[0].(*ir.IfStmt).Else = nil
	coreExpect(t, coreVerify(p, TypeChecked))
}
