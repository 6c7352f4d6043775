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
		lane     coreLane
		stated   bool
		consumer coreLane
	}{
		{"matmul", mk("tile.matmul", []ir.Expr{left, right}), laneCube, false, laneCube},
		{"add", mk("tile.add", []ir.Expr{vec, vec}), laneVector, false, laneVector},
		{"add of Acc tiles (registry affinity wins)", mk("tile.add", []ir.Expr{acc, acc}), laneVector, false, laneVector},
		{"load to Mat", mk("tile.load", []ir.Expr{gm, &ir.MakeTuple{Elems: idx}, &ir.MakeTuple{Elems: shape}, &ir.MakeTuple{Elems: shape}}, ir.Kwarg{Key: "target_memory", Value: ir.Mat}), laneCube, false, laneCube},
		{"load to Vec", mk("tile.load", []ir.Expr{gm, &ir.MakeTuple{Elems: idx}, &ir.MakeTuple{Elems: shape}, &ir.MakeTuple{Elems: shape}}, ir.Kwarg{Key: "target_memory", Value: ir.Vec}), laneVector, false, laneVector},
		{"store of Acc", mk("tile.store", []ir.Expr{acc, &ir.MakeTuple{Elems: idx}, gm}), laneCube, false, laneCube},
		{"store of Vec", mk("tile.store", []ir.Expr{vec, &ir.MakeTuple{Elems: idx}, gm}), laneVector, false, laneVector},
		{"move Vec->Left", mk("tile.move", []ir.Expr{vec}, ir.Kwarg{Key: "target_memory", Value: ir.Left}), laneMixed, false, laneCube},
		{"move Acc->Vec", mk("tile.move", []ir.Expr{acc}, ir.Kwarg{Key: "target_memory", Value: ir.Vec}), laneMixed, false, laneVector},
		{"move Mat->Left", mk("tile.move", []ir.Expr{mat}, ir.Kwarg{Key: "target_memory", Value: ir.Left}), laneCube, false, laneCube},
		{"move of an unresolved tile", mk("tile.move", []ir.Expr{none}, ir.Kwarg{Key: "target_memory", Value: ir.Left}), laneVector, false, laneVector},
		{"aiv_shard", mk("tile.aiv_shard", []ir.Expr{acc}, ir.Kwarg{Key: "split", Value: int64(1)}), laneMixed, false, laneMixed},
		{"aic_gather", mk("tile.aic_gather", []ir.Expr{vec}, ir.Kwarg{Key: "split", Value: int64(0)}), laneMixed, false, laneMixed},
		{"syncall mix (default)", mk("system.syncall", nil), laneShared, false, laneShared},
		{"syncall aiv_only", mk("system.syncall", nil, ir.Kwarg{Key: "core_type", Value: ir.KernelAIV}), laneVector, true, laneVector},
		{"syncall aic_only", mk("system.syncall", nil, ir.Kwarg{Key: "core_type", Value: ir.KernelAIC}), laneCube, true, laneCube},
		{"get_block_idx", mk("tile.get_block_idx", nil), laneShared, true, laneShared},
		{"get_subblock_idx", mk("tile.get_subblock_idx", nil), laneVector, true, laneVector},
		{"available_aiv_count", mk("system.available_aiv_count", nil), laneShared, true, laneShared},
		{"tile.create in Acc", mk("tile.create", []ir.Expr{&ir.MakeTuple{Elems: shape}}, ir.Kwarg{Key: "dtype", Value: ir.FP32}, ir.Kwarg{Key: "target_memory", Value: ir.Acc}), laneShared, true, laneShared},
		{"tpush_to_aiv", mk("tile.tpush_to_aiv", []ir.Expr{acc}, ir.Kwarg{Key: "split", Value: int64(0)}), laneCube, true, laneCube},
		{"tpop_from_aic", mk("tile.tpop_from_aic", nil, ir.Kwarg{Key: "split", Value: int64(0)}), laneVector, true, laneVector},
		{"bar_v", mk("system.bar_v", nil), laneShared, false, laneShared},
		{"function call", &ir.Call{Callee: "kernel", Args: []ir.Expr{vec}}, laneShared, false, laneShared},
	}
	for _, tc := range cases {
		if got := laneOf(tc.call); got != tc.lane {
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
