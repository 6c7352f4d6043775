package verifier

import "github.com/irfuzz/irfuzz/ir"

// What the AIV-split rules add to ir.CallAffinity (PyPTO
// core_affinity::ClassifyCallAffinity, src/ir/transforms/utils/core_affinity.cpp):
// whether a call's lane is stated or inferred, and the lane a call reads
// its operands on.

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

// laneOfConsumer is the lane c reads its operands on: a cross-C/V tile.move
// reads on the side it delivers to, every other call on its own lane.
func laneOfConsumer(c *ir.Call) ir.Affinity {
	switch ir.MoveDirectionOf(c) {
	case ir.MoveCubeToVector:
		return ir.Vector
	case ir.MoveVectorToCube:
		return ir.Cube
	}
	return ir.CallAffinity(c)
}

// isSplitGatherOp reports whether c is the V->C boundary op.
func isSplitGatherOp(c *ir.Call) bool {
	return c != nil && c.Op != nil && c.Op == ir.TileAicGather
}
