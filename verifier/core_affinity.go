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

// laneCVDirection is the direction of a tile.move that crosses the cube/vector
// divide.
type laneCVDirection uint8

const (
	laneCVNone laneCVDirection = iota
	laneCVCubeToVector
	laneCVVectorToCube
)

// laneCubeSideMemory reports whether a resolved memory space sits on the cube
// side: everything but GM (DDR) and the vector unified buffer (Vec).
func laneCubeSideMemory(m ir.MemorySpace) bool { return m != ir.DDR && m != ir.Vec }

func laneFromSpace(m ir.MemorySpace) coreLane {
	if laneCubeSideMemory(m) {
		return laneCube
	}
	return laneVector
}

// laneFirstTileVarMemory is the memory space of the call's first variable
// operand of tile type (PyPTO GetFirstTileArgMemory); ok is false when there
// is no such operand or its space is not resolved yet.
func laneFirstTileVarMemory(c *ir.Call) (ir.MemorySpace, bool) {
	for _, a := range c.Args {
		v, isVar := a.(ir.VarLike)
		if !isVar {
			continue
		}
		if t, isTile := v.Type().(*ir.TileType); isTile {
			return t.Space, t.Space != ir.MemNone
		}
	}
	return ir.MemNone, false
}

// laneMoveDirection classifies a tile.move by its source and target spaces
// (PyPTO ClassifyMoveDirection); laneCVNone for every other op.
func laneMoveDirection(c *ir.Call) laneCVDirection {
	if c == nil || c.Op == nil || c.Op.Name != "tile.move" {
		return laneCVNone
	}
	src, ok := laneFirstTileVarMemory(c)
	if !ok {
		return laneCVNone
	}
	v, ok := c.Kwarg("target_memory")
	tgt, isSpace := v.(ir.MemorySpace)
	if !ok || !isSpace || tgt == ir.MemNone {
		return laneCVNone
	}
	switch srcCube, tgtCube := laneCubeSideMemory(src), laneCubeSideMemory(tgt); {
	case srcCube && !tgtCube:
		return laneCVCubeToVector
	case !srcCube && tgtCube:
		return laneCVVectorToCube
	}
	return laneCVNone
}

// isSplitBoundaryOp reports whether c is one of the AIV-split boundary ops. PyPTO
// also recognises their author-facing tensor.aiv_shard / tensor.aic_gather
// forms; irfuzz's registry has no tensor-level boundary ops, so only the
// tile forms can occur.
func isSplitBoundaryOp(c *ir.Call) bool {
	return c != nil && c.Op != nil && (c.Op.Name == "tile.aiv_shard" || c.Op.Name == "tile.aic_gather")
}

// isSplitGatherOp reports whether c is the V->C boundary op.
func isSplitGatherOp(c *ir.Call) bool {
	return c != nil && c.Op != nil && c.Op.Name == "tile.aic_gather"
}

// laneStatedByRegistry reports whether the registry states the op's lane
// outright rather than leaving it to be inferred from memory spaces (PyPTO's
// set_core_affinity; ir.OpDef.StatedLane).
func laneStatedByRegistry(op *ir.OpDef) bool { return op.StatedLane }

// laneIsStated reports whether c's lane is stated rather than inferred
// (PyPTO HasStatedLane): the registry states it, or the author wrote it as a
// core_type kwarg on a barrier. A function call states nothing.
func laneIsStated(c *ir.Call) bool {
	if c == nil || c.Op == nil {
		return false
	}
	if laneStatedByRegistry(c.Op) {
		return true
	}
	_, hasCoreType := c.Kwarg("core_type")
	return c.Op.Name == "system.syncall" && hasCoreType
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
	if c == nil || c.Op == nil {
		return laneShared
	}
	op := c.Op
	if laneStatedByRegistry(op) {
		return laneFromAffinity(op.Affinity)
	}
	switch {
	case op.Name == "tile.move":
		if laneMoveDirection(c) != laneCVNone {
			return laneMixed
		}
		if m, ok := laneFirstTileVarMemory(c); ok && laneCubeSideMemory(m) {
			return laneCube
		}
		return laneVector
	case op.Name == "system.syncall":
		v, _ := c.Kwarg("core_type")
		switch v {
		case ir.KernelAIC:
			return laneCube
		case ir.KernelAIV:
			return laneVector
		}
		return laneShared
	case isSplitBoundaryOp(c):
		return laneMixed
	case op.Affinity != ir.Shared:
		return laneFromAffinity(op.Affinity)
	}
	if m := op.ResolveOutput(c.Kwargs); m != ir.MemNone {
		return laneFromSpace(m)
	}
	if m, ok := laneFirstTileVarMemory(c); ok {
		return laneFromSpace(m)
	}
	return laneShared
}

func laneFromAffinity(a ir.Affinity) coreLane {
	switch a {
	case ir.Cube:
		return laneCube
	case ir.Vector:
		return laneVector
	}
	return laneShared
}

// laneOfConsumer is the lane c reads its operands on: a cross-C/V tile.move
// reads on the side it delivers to, every other call on its own lane.
func laneOfConsumer(c *ir.Call) coreLane {
	switch laneMoveDirection(c) {
	case laneCVCubeToVector:
		return laneVector
	case laneCVVectorToCube:
		return laneCube
	}
	return laneOf(c)
}
