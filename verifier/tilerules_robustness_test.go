package verifier

import (
	"runtime/debug"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Bad input never panics: the tile rules and the diagnostic checks run
// over IR with holes a buggy pass could leave (nil functions, bodies,
// variables, values, arguments, iter args; calls with too few arguments;
// types without shapes or spaces) and report or skip, under every backend.
func TestTileRulesSurviveMalformedIR(t *testing.T) {
	c := func(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INDEX} }
	tile := &ir.TileType{DType: ir.FP32, Space: ir.Acc, View: &ir.TileView{Compact: ir.CompactNormal}}
	vec := &ir.TileType{Shape: []ir.Expr{c(16)}, DType: ir.FP32, Space: ir.Vec,
		MemRef: &ir.MemRef{Size: 64}, View: &ir.TileView{Compact: ir.CompactNormal}}
	x := &ir.Var{Name: "x", T: tile}
	y := &ir.Var{Name: "y", T: vec}
	z := &ir.Var{Name: "z"}
	op := func(name string) *ir.OpDef { return ir.Op(name) }
	calls := []ir.Expr{
		&ir.Call{Op: op("tile.matmul_acc"), Args: []ir.Expr{x}},
		&ir.Call{Op: op("tile.matmul_acc"), Args: []ir.Expr{z, z, z}},
		&ir.Call{Op: op("tile.set_validshape"), Args: []ir.Expr{x, nil}},
		&ir.Call{Op: op("tile.store"), Args: []ir.Expr{x}},
		&ir.Call{Op: op("tile.store"), Args: []ir.Expr{x, nil, z}, Kwargs: []ir.Kwarg{{Key: "atomic", Value: ir.AtomicAdd}, {Key: "st_phase", Value: ir.STPhaseFinal}}},
		&ir.Call{Op: op("tile.gemv"), Args: []ir.Expr{nil}, Kwargs: []ir.Kwarg{{Key: "acc_phase", Value: ir.AccPhaseFinal}}},
		&ir.Call{Op: op("tile.assemble"), Args: []ir.Expr{y, y, nil}},
		&ir.Call{Op: op("tile.transpose")},
		&ir.Call{Callee: "missing", Args: []ir.Expr{nil, y}},
		&ir.Call{Callee: "k", Args: []ir.Expr{nil, y, z}},
		&ir.Call{Op: op("system.reserve_buffer"), Kwargs: []ir.Kwarg{{Key: "size", Value: "big"}}},
		&ir.Submit{Callee: "k", Args: []ir.Expr{nil, y}},
	}
	var stmts []ir.Stmt
	for _, e := range calls {
		stmts = append(stmts, &ir.EvalStmt{Expr: e}, &ir.AssignStmt{Var: y, Value: e})
	}
	stmts = append(stmts,
		&ir.AssignStmt{},
		&ir.AssignStmt{Var: y},
		&ir.AssignStmt{Var: z, Value: y},
		&ir.ForStmt{LoopVar: nil, IterArgs: []*ir.IterArg{nil, {Var: ir.Var{Name: "c", T: vec}}}, ReturnVars: []*ir.Var{nil, y},
			Body: ir.Seq(ir.Span{}, &ir.YieldStmt{Values: []ir.Expr{nil, y}})},
		&ir.WhileStmt{IterArgs: []*ir.IterArg{nil}, Body: &ir.BreakStmt{}},
		&ir.IfStmt{Then: &ir.ContinueStmt{}, ReturnVars: []*ir.Var{nil}},
		&ir.ScopeStmt{Kind: ir.ScopeSplitAiv},
		&ir.YieldStmt{Values: []ir.Expr{nil}},
		&ir.ReturnStmt{Values: []ir.Expr{nil, x}},
	)
	prog := &ir.Program{Funcs: []*ir.Function{
		nil,
		{Name: "nobody", Kind: ir.InCore},
		{Name: "k", Kind: ir.InCore, Params: []*ir.Var{x, nil, y}, Dirs: []ir.ParamDirection{ir.In, ir.Out}, Returns: []ir.Type{nil, tile},
			Body: ir.Seq(ir.Span{}, stmts...)},
		{Name: "k_aic", Kind: ir.AIC, Body: ir.Seq(ir.Span{}, stmts...)},
	}}
	var props PropertySet
	for _, r := range tileRules {
		props = props.Insert(r.Property())
	}
	for _, name := range []string{"none", "910B", "950"} {
		be, _ := backend.Get(name)
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("backend %s: panic: %v\n%s", name, r, debug.Stack())
				}
			}()
			Default().Verify(&Context{Backend: be}, props, prog)
			RunChecks(&Context{Backend: be}, DefaultChecks().All(), PostPipeline, prog)
		}()
	}
}
