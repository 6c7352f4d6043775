package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

func TestAllocatedMemoryAddrReservedBytesNote(t *testing.T) {
	b910, _ := backend.Get("910B")
	c := func(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INDEX} }
	reserve := func(name string, size, base int64) ir.Stmt {
		kws := []ir.Kwarg{{Key: "name", Value: name}, {Key: "size", Value: size}}
		if base >= 0 {
			kws = append(kws, ir.Kwarg{Key: "base", Value: base})
		}
		return &ir.EvalStmt{Expr: &ir.Call{Op: ir.SystemReserveBuffer, Kwargs: kws, T: ir.Scalar(ir.INT32)}}
	}
	kernel := func(name string, kind ir.FunctionType, stmts ...ir.Stmt) *ir.Program {
		base := &ir.Var{Name: "mem_vec_0", T: ir.Ptr()}
		big := &ir.Var{Name: "big", T: ir.NewTileType([]ir.Expr{c(128), c(256)}, ir.FP32,
			&ir.MemRef{Base: base, Offset: c(65536), Size: 131072}, ir.Vec, nil)}
		body := append(stmts, &ir.AssignStmt{Var: big, Value: &ir.Call{Op: ir.TileCreate, T: big.T}},
			&ir.ReturnStmt{Values: []ir.Expr{big}})
		return &ir.Program{Funcs: []*ir.Function{{Name: name, Kind: kind, Body: ir.Seq(ir.Span{}, body...), Pos: ir.Span{Line: 7, Col: 5}}}}
	}
	const ring = " — this is the cross-core pipe ring. Lower its depth with optimizations=[pl.cross_core_slot(slot_num=N)] on the enclosing pl.at(...), or shrink the tile that crosses the cube/vector boundary"
	for _, tc := range []struct {
		name string
		prog *ir.Program
		want string
	}{
		{"no reservation", kernel("k", ir.InCore), "Function 'k': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes)"},
		{"plain reservation", kernel("k", ir.AIV, reserve("scratch", 1000, -1)),
			"Function 'k': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes). The first 1024 bytes of that space are reserved by system.reserve_buffer, so tiles are allocated above them"},
		// Reservations without a base stack; an explicit base counts at its end.
		{"stacked reservations", kernel("k", ir.InCore, reserve("a", 4096, -1), reserve("b", 100, -1), reserve("c", 64, 8192)),
			"Function 'k': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes). The first 8256 bytes of that space are reserved by system.reserve_buffer, so tiles are allocated above them"},
		{"pipe ring of the AIV half", kernel("mixed_aiv", ir.AIV, reserve("mixed_c2v_slot_buffer", 65536, -1)),
			"Function 'mixed_aiv': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes). The first 65536 bytes of that space are reserved by system.reserve_buffer, so tiles are allocated above them" + ring},
		// A hand-named buffer that merely ends like a ring is not one.
		{"suffix only", kernel("mixed_aiv", ir.AIV, reserve("scratch_v2c_slot_buffer", 65536, -1)),
			"Function 'mixed_aiv': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes). The first 65536 bytes of that space are reserved by system.reserve_buffer, so tiles are allocated above them"},
		// An AIC function reserves in Mat, so its Vec overflow names nothing.
		{"AIC reserves Mat", kernel("mixed_aic", ir.AIC, reserve("mixed_v2c_slot_buffer", 65536, -1)),
			"Function 'mixed_aic': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes)"},
		// Only InCore-type functions carry reservations.
		{"Group function", kernel("g", ir.Group, reserve("x", 65536, -1)),
			"Function 'g': Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes)"},
	} {
		ds := tileRun(tc.prog, allocatedMemoryAddrRule, &Context{Backend: b910})
		if len(ds) != 1 || ds[0].Code != 1 || ds[0].Message != tc.want || tileSpan(ds[0]) != "7:5" {
			t.Errorf("%s: got%s\nwant %q", tc.name, describe(ds), tc.want)
		}
	}
}

// A runtime (slotted) offset is accepted and left out of the footprint; a
// MemRef spelled by several variables is looked at once.
func TestAllocatedMemoryAddrDynamicAndShared(t *testing.T) {
	c := func(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INDEX} }
	base := &ir.Var{Name: "mem_vec_0", T: ir.Ptr()}
	slot := &ir.Var{Name: "slot", T: ir.Scalar(ir.INDEX)}
	dyn := &ir.Var{Name: "dyn", T: ir.NewTileType([]ir.Expr{c(64), c(64)}, ir.FP32,
		&ir.MemRef{Base: base, Offset: &ir.Binary{Op: ir.OpMul, L: slot, R: c(16384), DType: ir.INDEX}, Size: 16384}, ir.Vec, nil)}
	neg := func(name string) *ir.Var {
		return &ir.Var{Name: name, T: ir.NewTileType([]ir.Expr{c(64), c(64)}, ir.FP32, &ir.MemRef{Base: base, Offset: c(-64), Size: 16384}, ir.Vec, nil)}
	}
	n1, n2 := neg("n1"), neg("n2")
	body := ir.Seq(ir.Span{},
		&ir.AssignStmt{Var: dyn, Value: &ir.Call{Op: ir.TileCreate, T: dyn.T}},
		&ir.AssignStmt{Var: n1, Value: &ir.Call{Op: ir.TileCreate, T: n1.T}},
		&ir.AssignStmt{Var: n2, Value: n1})
	prog := &ir.Program{Funcs: []*ir.Function{{Name: "k", Kind: ir.InCore, Params: []*ir.Var{slot}, Dirs: []ir.ParamDirection{ir.In}, Body: body}}}
	b950, _ := backend.Get("950")
	ds := tileRun(prog, allocatedMemoryAddrRule, &Context{Backend: b950})
	if len(ds) != 1 || ds[0].Code != 0 || ds[0].Message != "MemRef for variable 'n1' in Vec has a negative address (-64)" {
		t.Errorf("got%s", describe(ds))
	}
}
