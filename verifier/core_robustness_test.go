package verifier

import (
	"fmt"
	"runtime/debug"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// Malformed IR (nil bodies, statements, expressions, types, loop vars,
// init values; mismatched lists) must never make a core rule panic.
func TestCoreRulesNeverPanic(t *testing.T) {
	v := &ir.Var{Name: "v", T: ir.Scalar(ir.INDEX)}
	badTensor := &ir.TensorType{Shape: []ir.Expr{nil, ir.ConstI(4)}, View: &ir.TensorView{ValidShape: []ir.Expr{ir.ConstI(9), nil, ir.ConstI(1)}}}
	badTile := &ir.TileType{Shape: []ir.Expr{nil, ir.ConstI(4)}, View: &ir.TileView{ValidShape: []ir.Expr{ir.ConstI(-2), nil}}}
	bt := &ir.Var{Name: "bt", T: badTensor}
	bl := &ir.Var{Name: "bl", T: badTile}
	bi := &ir.IterArg{Var: ir.Var{Name: "bi", T: badTile}, Init: bt}
	untyped := &ir.Var{Name: "u"}
	ia := &ir.IterArg{Var: ir.Var{Name: "c"}}
	call := &ir.Call{Callee: "missing", Args: []ir.Expr{nil, untyped}, Attrs: []ir.Kwarg{{Key: "manual_dep_edges", Value: []any{nil, v}}}}
	read := &ir.Call{Op: ir.TensorRead, Args: []ir.Expr{nil}}
	bodies := []ir.Stmt{
		nil,
		&ir.SeqStmts{Stmts: []ir.Stmt{nil, &ir.SeqStmts{}, &ir.YieldStmt{}, nil}},
		&ir.AssignStmt{Var: nil, Value: call},
		&ir.AssignStmt{Var: untyped, Value: read},
		&ir.AssignStmt{Var: v, Value: nil},
		&ir.EvalStmt{Expr: read},
		&ir.ForStmt{IterArgs: []*ir.IterArg{nil, ia}, ReturnVars: []*ir.Var{nil}, Kind: ir.Pipeline},
		&ir.ForStmt{LoopVar: v, Start: call, IterArgs: []*ir.IterArg{ia}, Body: &ir.YieldStmt{Values: []ir.Expr{nil}}, ReturnVars: []*ir.Var{untyped}},
		&ir.WhileStmt{IterArgs: []*ir.IterArg{ia}, Body: &ir.SeqStmts{}, ReturnVars: []*ir.Var{nil, v}},
		&ir.IfStmt{Cond: untyped, ReturnVars: []*ir.Var{v}, Then: &ir.YieldStmt{Values: []ir.Expr{nil}}, Else: &ir.YieldStmt{}},
		&ir.IfStmt{Cond: call, Then: nil, Else: &ir.BreakStmt{}, ReturnVars: []*ir.Var{nil}},
		&ir.ScopeStmt{Kind: ir.ScopeInCore, Body: &ir.ScopeStmt{Kind: ir.ScopeInCore}},
		&ir.ScopeStmt{Kind: ir.ScopeRuntime, Body: &ir.SeqStmts{Stmts: []ir.Stmt{&ir.YieldStmt{}, &ir.ContinueStmt{}}}},
		&ir.ReturnStmt{Values: []ir.Expr{nil, &ir.Submit{Callee: "missing", Args: []ir.Expr{nil}, Attrs: []ir.Kwarg{{Key: "manual_dep_edges", Value: nil}}}}},
		&ir.EvalStmt{Expr: &ir.Binary{L: call, R: nil}},
		&ir.EvalStmt{Expr: &ir.Unary{X: nil}},
		&ir.EvalStmt{Expr: &ir.MakeTuple{Elems: []ir.Expr{nil, untyped}}},
		&ir.EvalStmt{Expr: &ir.TupleGetItem{Tuple: nil}},
		&ir.ForStmt{LoopVar: v, Start: bt, Stop: bl, IterArgs: []*ir.IterArg{bi}, Body: &ir.YieldStmt{Values: []ir.Expr{bl}}, ReturnVars: []*ir.Var{bt}},
		&ir.IfStmt{Cond: bl, Then: &ir.YieldStmt{Values: []ir.Expr{bt}}, Else: &ir.YieldStmt{Values: []ir.Expr{&ir.MakeTuple{Elems: []ir.Expr{bl, nil}}}}, ReturnVars: []*ir.Var{bl}},
	}
	var props PropertySet
	for _, r := range coreRules {
		props = props.Insert(r.Property())
	}
	for i, body := range bodies {
		for _, kind := range []ir.FunctionType{ir.InCore, ir.Orchestration, ir.Opaque, ir.Group} {
			t.Run(fmt.Sprintf("%d/%s", i, kind), func(t *testing.T) {
				f := &ir.Function{
					Name: "f", Kind: kind, Body: body,
					Params:  []*ir.Var{nil, untyped, v},
					Dirs:    []ir.ParamDirection{ir.Out},
					Returns: []ir.Type{nil, &ir.TupleType{Elems: []ir.Type{nil}}},
					Attrs:   []ir.Kwarg{{Key: "auto_scope", Value: "no"}, {Key: "e", Value: untyped}},
				}
				p := &ir.Program{Funcs: []*ir.Function{nil, f}}
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("panic: %v\n%s", r, debug.Stack())
					}
				}()
				Default().Verify(nil, props, p)
			})
		}
	}
}
