package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// A function attribute holding an expression is visited as a use before the
// body: a variable the function never defines is reported; a parameter is
// fine.
func TestUseAfterDefFunctionAttrs(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", "        pl.system.bar_v()\n"))
	f := p.Funcs[0]
	stray := &ir.Var{Name: "caller_local", T: ir.Scalar(ir.INDEX), Pos: corePos(3, 1)}
	f.Attrs = []ir.Kwarg{
		{Key: "core_num", Value: &ir.Binary{Op: ir.OpAdd, L: f.Params[1], R: stray, DType: ir.INDEX}},
		{Key: "deps", Value: []any{stray, int64(2)}},
		{Key: "name", Value: "k"},
	}
	coreExpect(t, coreVerify(p, UseAfterDef),
		"ERROR UseAfterDefCheck 401 @3:1 Variable 'caller_local' used before definition in function 'f'",
		"ERROR UseAfterDefCheck 401 @3:1 Variable 'caller_local' used before definition in function 'f'")
	f.Attrs = []ir.Kwarg{{Key: "core_num", Value: f.Params[1]}}
	coreExpect(t, coreVerify(p, UseAfterDef))
}

// The scope restore after loops and phi'd ifs, and the union after a
// non-SSA if, across nesting.
func TestUseAfterDefScopes(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", `        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        if flag < 1:
            a: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
            if flag < 2:
                b: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(a)
            else:
                c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(a)
        else:
            d: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.add(b, c)
        v: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.add(a, d)
        for i, (q,) in pl.range(2, init_values=(u,)):
            inner: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(q)
            r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(inner)
        w: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.add(r, v)
`))
	coreExpect(t, coreVerify(p, UseAfterDef))
	// After a loop with return vars, body definitions are gone again.
	body := coreBody(p)
	loop := body[4].(*ir.ForStmt)
	inner := loop.Body.(*ir.SeqStmts).Stmts[0].(*ir.AssignStmt).Var
	last := body[5].(*ir.AssignStmt)
	last.Value.(*ir.Call).Args[1] = inner
	coreExpect(t, coreVerify(p, UseAfterDef), "ERROR UseAfterDefCheck 401 @20:13 Variable 'inner' used before definition in function 'f'")
	// A phi'd if keeps its branch definitions to itself.
	ifs := body[1].(*ir.IfStmt)
	phi := &ir.Var{Name: "phi", T: inner.T, Pos: corePos(9, 9)}
	ifs.ReturnVars = []*ir.Var{phi}
	coreExpect(t, coreVerify(p, UseAfterDef),
		"ERROR UseAfterDefCheck 401 @12:17 Variable 'b' used",
		"ERROR UseAfterDefCheck 401 @14:17 Variable 'c' used",
		"ERROR UseAfterDefCheck 401 @10:13 Variable 'a' used",
		"ERROR UseAfterDefCheck 401 @16:13 Variable 'd' used",
		"ERROR UseAfterDefCheck 401 @20:13 Variable 'inner' used")
}

// A loop var is out of scope after its loop even in leak mode, also when
// the same Var was defined before the loop (non-SSA input); with return
// vars the pre-loop scope comes back, including that earlier definition.
func TestUseAfterDefLoopVarReuse(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", `        k: pl.Scalar[pl.INDEX] = flag + 1
        for i in pl.range(2):
            pl.system.bar_v()
        m: pl.Scalar[pl.INDEX] = k + 1
`))
	body := coreBody(p)
	k := body[0].(*ir.AssignStmt).Var
	loop := body[1].(*ir.ForStmt)
	loop.LoopVar = k
	coreExpect(t, coreVerify(p, UseAfterDef), "ERROR UseAfterDefCheck 401 @8:9 Variable 'k' used before definition")
	loop.ReturnVars = []*ir.Var{{Name: "rv", T: ir.Scalar(ir.INDEX)}}
	coreExpect(t, coreVerify(p, UseAfterDef))
}
