package verifier

import "github.com/irfuzz/irfuzz/ir"

// Core-lane classification of calls: which core (AIC cube or AIV vector)
// executes a call, as PyPTO's core_affinity::ClassifyCallAffinity decides it
// (src/ir/transforms/utils/core_affinity.cpp). The AIV-split rules read it.
//
// Every fact comes from the op registry: the op's declared Affinity, its
// output memory rule and its Access kind, plus the memory spaces the call's
// operands and result carry. Only the ops PyPTO classifies dynamically by
// kwarg (tile.move by direction, system.syncall by core_type) and the split
// boundary ops are recognised by name, as PyPTO does.

// coreLane is PyPTO's CoreAffinity: the core a call runs on.
type coreLane uint8

const (
	laneShared coreLane = iota // either core (duplicated onto both)
	laneCube                   // the AIC (cube) core
	laneVector                 // an AIV (vector) core
	laneMixed                  // a C/V transfer: runs on both, as a push and a pop
)

func (l coreLane) String() string { return [...]string{"SHARED", "CUBE", "VECTOR", "MIXED"}[l] }

// laneIsStated reports whether c's lane is stated rather than inferred
// (PyPTO HasStatedLane): the registry states it, or the author wrote it as a
// core_type kwarg on a barrier. A function call states nothing.
func laneIsStated(c *ir.Call) bool {
	if c == nil || c.Op == nil {
		return false
	}
	if c.Op.StatedLane {
		return true
	}
	_, hasCoreType := c.Kwarg("core_type")
	return c.Op == ir.SystemSyncall && hasCoreType
}

// laneOf is the lane c executes on (PyPTO ClassifyCallAffinity):
//  1. a function call is SHARED; a stated lane is the registry's affinity;
//  2. tile.move is MIXED when it crosses the C/V divide, else follows its
//     source space (VECTOR when unresolved);
//  3. system.syncall follows its core_type (MIX: SHARED);
//  4. the boundary ops are MIXED;
//  5. an op whose registry affinity is CUBE or VECTOR runs there;
//  6. otherwise the op's output space decides, else its first tile operand's
//     space, else SHARED.
func laneOf(c *ir.Call) coreLane {
	return [...]coreLane{ir.LaneShared: laneShared, ir.LaneCube: laneCube, ir.LaneVector: laneVector, ir.LaneBoundary: laneMixed}[ir.CallLane(c)]
}

// laneOfConsumer is the lane c reads its operands on: a cross-C/V tile.move
// reads on the side it delivers to, every other call on its own lane.
func laneOfConsumer(c *ir.Call) coreLane {
	switch ir.MoveDirectionOf(c) {
	case ir.MoveCubeToVector:
		return laneVector
	case ir.MoveVectorToCube:
		return laneCube
	}
	return laneOf(c)
}

// isSplitGatherOp reports whether c is the V->C boundary op.
func isSplitGatherOp(c *ir.Call) bool {
	return c != nil && c.Op != nil && c.Op == ir.TileAicGather
}
