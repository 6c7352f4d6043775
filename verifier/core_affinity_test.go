package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func laneTile(space ir.MemorySpace) *ir.Var {
	return &ir.Var{Name: "t_" + space.String(), T: ir.NewTileType(ir.ConstIs(16, 128), ir.FP32, nil, space, nil)}
}

// TestLaneClassification pins the lane every kind of call classifies to, as
// PyPTO's ClassifyCallAffinity / HasStatedLane decide it, and the lane a
// cross-C/V move reads its operand on.
func TestLaneClassification(t *testing.T) {
	left := &ir.Var{Name: "l", T: ir.NewTileType(ir.ConstIs(16, 128), ir.BF16, nil, ir.Left, nil)}
	right := &ir.Var{Name: "r", T: ir.NewTileType(ir.ConstIs(128, 64), ir.BF16, nil, ir.Right, nil)}
	gm := &ir.Var{Name: "x", T: ir.NewTensorType(ir.ConstIs(16, 128), ir.FP32, nil, nil)}
	vec, acc, mat, none := laneTile(ir.Vec), laneTile(ir.Acc), laneTile(ir.Mat), laneTile(ir.MemNone)
	mk := func(name string, args []ir.Expr, kw ...ir.Kwarg) *ir.Call {
		t.Helper()
		c, err := ir.Ops().Create(name, args, kw, ir.Span{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return c
	}
	idx := ir.ConstIs(0, 0)
	shape := ir.ConstIs(16, 128)
	cases := []struct {
		what     string
		call     *ir.Call
		lane     ir.Affinity
		stated   bool
		consumer ir.Affinity
	}{
		{"matmul", mk("tile.matmul", []ir.Expr{left, right}), ir.Cube, false, ir.Cube},
		{"add", mk("tile.add", []ir.Expr{vec, vec}), ir.Vector, false, ir.Vector},
		{"add of Acc tiles (registry affinity wins)", mk("tile.add", []ir.Expr{acc, acc}), ir.Vector, false, ir.Vector},
		{"load to Mat", mk("tile.load", []ir.Expr{gm, &ir.MakeTuple{Elems: idx}, &ir.MakeTuple{Elems: shape}, &ir.MakeTuple{Elems: shape}}, ir.Kwarg{Key: "target_memory", Value: ir.Mat}), ir.Cube, false, ir.Cube},
		{"load to Vec", mk("tile.load", []ir.Expr{gm, &ir.MakeTuple{Elems: idx}, &ir.MakeTuple{Elems: shape}, &ir.MakeTuple{Elems: shape}}, ir.Kwarg{Key: "target_memory", Value: ir.Vec}), ir.Vector, false, ir.Vector},
		{"store of Acc", mk("tile.store", []ir.Expr{acc, &ir.MakeTuple{Elems: idx}, gm}), ir.Cube, false, ir.Cube},
		{"store of Vec", mk("tile.store", []ir.Expr{vec, &ir.MakeTuple{Elems: idx}, gm}), ir.Vector, false, ir.Vector},
		{"move Vec->Left", mk("tile.move", []ir.Expr{vec}, ir.Kwarg{Key: "target_memory", Value: ir.Left}), ir.Mixed, false, ir.Cube},
		{"move Acc->Vec", mk("tile.move", []ir.Expr{acc}, ir.Kwarg{Key: "target_memory", Value: ir.Vec}), ir.Mixed, false, ir.Vector},
		{"move Mat->Left", mk("tile.move", []ir.Expr{mat}, ir.Kwarg{Key: "target_memory", Value: ir.Left}), ir.Cube, false, ir.Cube},
		{"move of an unresolved tile", mk("tile.move", []ir.Expr{none}, ir.Kwarg{Key: "target_memory", Value: ir.Left}), ir.Vector, false, ir.Vector},
		{"aiv_shard", mk("tile.aiv_shard", []ir.Expr{acc}, ir.Kwarg{Key: "split", Value: int64(1)}), ir.Mixed, false, ir.Mixed},
		{"aic_gather", mk("tile.aic_gather", []ir.Expr{vec}, ir.Kwarg{Key: "split", Value: int64(0)}), ir.Mixed, false, ir.Mixed},
		{"syncall mix (default)", mk("system.syncall", nil), ir.Shared, false, ir.Shared},
		{"syncall aiv_only", mk("system.syncall", nil, ir.Kwarg{Key: "core_type", Value: ir.KernelAIV}), ir.Vector, true, ir.Vector},
		{"syncall aic_only", mk("system.syncall", nil, ir.Kwarg{Key: "core_type", Value: ir.KernelAIC}), ir.Cube, true, ir.Cube},
		{"get_block_idx", mk("tile.get_block_idx", nil), ir.Shared, true, ir.Shared},
		{"get_subblock_idx", mk("tile.get_subblock_idx", nil), ir.Vector, true, ir.Vector},
		{"available_aiv_count", mk("system.available_aiv_count", nil), ir.Shared, true, ir.Shared},
		{"tile.create in Acc", mk("tile.create", []ir.Expr{&ir.MakeTuple{Elems: shape}}, ir.Kwarg{Key: "dtype", Value: ir.FP32}, ir.Kwarg{Key: "target_memory", Value: ir.Acc}), ir.Shared, true, ir.Shared},
		{"tpush_to_aiv", mk("tile.tpush_to_aiv", []ir.Expr{acc}, ir.Kwarg{Key: "split", Value: int64(0)}), ir.Cube, true, ir.Cube},
		{"tpop_from_aic", mk("tile.tpop_from_aic", nil, ir.Kwarg{Key: "split", Value: int64(0)}), ir.Vector, true, ir.Vector},
		{"bar_v", mk("system.bar_v", nil), ir.Shared, false, ir.Shared},
		{"function call", &ir.Call{Callee: "kernel", Args: []ir.Expr{vec}}, ir.Shared, false, ir.Shared},
	}
	for _, tc := range cases {
		if got := ir.CallAffinity(tc.call); got != tc.lane {
			t.Errorf("%s: lane %v, want %v", tc.what, got, tc.lane)
		}
		if got := laneIsStated(tc.call); got != tc.stated {
			t.Errorf("%s: stated %v, want %v", tc.what, got, tc.stated)
		}
		if got := laneOfConsumer(tc.call); got != tc.consumer {
			t.Errorf("%s: consumer lane %v, want %v", tc.what, got, tc.consumer)
		}
	}
}
