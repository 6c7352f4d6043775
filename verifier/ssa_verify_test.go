package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

const ssaLoopBody = `        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i, (c,) in pl.range(4, init_values=(t0,)):
            d: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(c)
            r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(d)
`

// ssaLoop parses the loop program and returns it with its for statement.
func ssaLoop(t *testing.T) (*ir.Program, *ir.ForStmt) {
	p := coreParse(t, coreKernel("InCore", ssaLoopBody))
	return p, coreBody(p)[1].(*ir.ForStmt)
}

func TestSSAVerifyMessageCarriesPrintedFunction(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", `        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.neg(t)
`))
	got := coreVerify(p, SSAForm)
	coreExpect(t, got, "ERROR SSAVerify 1 @8:9 ", "ERROR SSAVerify 1 @8:9 ")
	want := "Variable 't' is assigned more than once (2 times), violating SSA form\n  In function 'f':\n" + ir.PrintFunc(p.Funcs[0])
	if got[0].Message != want {
		t.Errorf("message:\n%s\nwant:\n%s", got[0].Message, want)
	}
	if want3 := "Variable 't' is assigned more than once (3 times), violating SSA form\n  In function 'f':\n"; got[1].Message[:len(want3)] != want3 {
		t.Errorf("third assignment: %q", got[1].Message)
	}
}

func TestSSAVerifyLoopCardinality(t *testing.T) {
	t.Run("return vars missing (4)", func(t *testing.T) {
		p, loop := ssaLoop(t)
		loop.ReturnVars = nil
		coreExpect(t, coreVerify(p, SSAForm), "ERROR SSAVerify 4 @9:9 ForStmt iter_args count (1) != return_vars count (0)")
	})
	t.Run("yield count (5)", func(t *testing.T) {
		p, loop := ssaLoop(t)
		body := loop.Body.(*ir.SeqStmts)
		y := body.Stmts[1].(*ir.YieldStmt)
		y.Values = append(y.Values, y.Values[0])
		coreExpect(t, coreVerify(p, SSAForm), "ERROR SSAVerify 5 @9:9 ForStmt YieldStmt value count (2) != iter_args count (1)")
	})
	t.Run("missing yield (3)", func(t *testing.T) {
		p, loop := ssaLoop(t)
		body := loop.Body.(*ir.SeqStmts)
		loop.Body = body.Stmts[0]
		coreExpect(t, coreVerify(p, SSAForm), "ERROR SSAVerify 3 @9:9 ForStmt with iter_args must have YieldStmt as last statement in body")
	})
	t.Run("misplaced yield (7) at the yield", func(t *testing.T) {
		p, loop := ssaLoop(t)
		body := loop.Body.(*ir.SeqStmts)
		early := &ir.YieldStmt{Values: []ir.Expr{loop.IterArgs[0]}, Pos: corePos(10, 13)}
		body.Stmts = []ir.Stmt{early, body.Stmts[0], body.Stmts[1]}
		coreExpect(t, coreVerify(p, SSAForm), "ERROR SSAVerify 7 @10:13 ForStmt body has YieldStmt before the terminating position; YieldStmt must be the last statement in its scope")
	})
	t.Run("trailing yield inside a runtime scope", func(t *testing.T) {
		p, loop := ssaLoop(t)
		body := loop.Body.(*ir.SeqStmts)
		loop.Body = &ir.ScopeStmt{Kind: ir.ScopeRuntime, Body: body, Pos: body.Pos}
		coreExpect(t, coreVerify(p, SSAForm))
		early := &ir.YieldStmt{Values: body.Stmts[1].(*ir.YieldStmt).Values, Pos: corePos(12, 13)}
		body.Stmts = []ir.Stmt{body.Stmts[0], early, body.Stmts[1]}
		coreExpect(t, coreVerify(p, SSAForm), "ERROR SSAVerify 7 @12:13 ForStmt body has YieldStmt before")
	})
	t.Run("a cluster scope is not looked through", func(t *testing.T) {
		p, loop := ssaLoop(t)
		loop.Body = &ir.ScopeStmt{Kind: ir.ScopeCluster, Body: loop.Body, Pos: loop.Pos}
		coreExpect(t, coreVerify(p, SSAForm), "ERROR SSAVerify 3 @9:9 ForStmt with iter_args must have YieldStmt")
	})
}

func TestSSAVerifyWhileAndIf(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", `        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for (w, n) in pl.while_(init_values=(t0, 0)):
            pl.cond(n < 3)
            n1: pl.Scalar[pl.INDEX] = n + 1
            rw, rn = pl.yield_(w, n1)
        if flag < 1:
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(rw)
        else:
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t0)
`))
	coreExpect(t, coreVerify(p, SSAForm))
	loop := coreBody(p)[1].(*ir.WhileStmt)
	loop.ReturnVars = loop.ReturnVars[:1]
	ifs := coreBody(p)[2].(*ir.IfStmt)
	ty := ifs.Then.(*ir.YieldStmt)
	ty.Values = append(ty.Values, ty.Values[0])
	ifs.Else = &ir.EvalStmt{Expr: loop.Cond, Pos: corePos(17, 13)}
	coreExpect(t, coreVerify(p, SSAForm),
		"ERROR SSAVerify 4 @9:9 WhileStmt iter_args count (2) != return_vars count (1)",
		"ERROR SSAVerify 6 @9:17 Variable 'n' used outside its defining scope",
		"ERROR SSAVerify 5 @13:9 IfStmt then-branch YieldStmt value count (2) != return_vars count (1)",
		"ERROR SSAVerify 3 @13:9 IfStmt else branch must end with YieldStmt when return_vars exist")
}

// NAME_SHADOWING (2) is defined but never produced: a different variable
// reusing an outer name inside a loop is fine.
func TestSSAVerifyNeverReportsShadowing(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", `        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i in pl.range(2):
            u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
`))
	loop := coreBody(p)[1].(*ir.ForStmt)
	a := loop.Body.(*ir.AssignStmt)
	shadow := &ir.Var{Name: "t", T: a.Var.T, Pos: a.Var.Pos}
	loop.Body = &ir.AssignStmt{Var: shadow, Value: a.Value, Pos: a.Pos}
	coreExpect(t, coreVerify(p, SSAForm))
}
