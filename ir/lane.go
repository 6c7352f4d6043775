package ir

// Lane is the core side a call executes on (PyPTO ClassifyCallAffinity):
// the cube core (AIC), a vector core (AIV), either (shared: scalar and
// bookkeeping ops), or both at once (a boundary: a tile.move between a
// cube-side and a vector-side space, or a split_aiv shard/gather).
type Lane uint8

// The lanes.
const (
	LaneShared Lane = iota
	LaneCube
	LaneVector
	LaneBoundary
)

func (l Lane) String() string {
	return [...]string{"shared", "cube", "vector", "boundary"}[l]
}

// MoveDirection is the direction a tile.move crosses between the cube and
// vector sides (PyPTO ClassifyMoveDirection).
type MoveDirection uint8

// The move directions.
const (
	MoveWithinSide MoveDirection = iota
	MoveCubeToVector
	MoveVectorToCube
)

// CubeSideSpace reports whether a memory space belongs to the cube core:
// every on-chip space but the vector core's UB (Vec).
func CubeSideSpace(m MemorySpace) bool { return m != DDR && m != Vec }

// FirstTileVarSpace is the memory space of the call's first variable
// operand of tile type (PyPTO GetFirstTileArgMemory); ok is false when there
// is no such operand or its space is not resolved yet.
func FirstTileVarSpace(c *Call) (MemorySpace, bool) {
	for _, a := range c.Args {
		v, isVar := a.(VarLike)
		if !isVar {
			continue
		}
		if t, isTile := v.Type().(*TileType); isTile {
			return t.Space, t.Space != MemNone
		}
	}
	return MemNone, false
}

// MoveDirectionOf classifies a tile.move by its source and target spaces;
// every other call is MoveWithinSide.
func MoveDirectionOf(c *Call) MoveDirection {
	if c == nil || c.Op == nil || c.Op.Name != "tile.move" {
		return MoveWithinSide
	}
	src, ok := FirstTileVarSpace(c)
	if !ok {
		return MoveWithinSide
	}
	v, ok := c.Kwarg("target_memory")
	tgt, isSpace := v.(MemorySpace)
	if !ok || !isSpace || tgt == MemNone {
		return MoveWithinSide
	}
	switch srcCube, tgtCube := CubeSideSpace(src), CubeSideSpace(tgt); {
	case srcCube && !tgtCube:
		return MoveCubeToVector
	case !srcCube && tgtCube:
		return MoveVectorToCube
	}
	return MoveWithinSide
}

// CallLane is the lane a call executes on. An op whose lane the registry
// states (OpDef.StatedLane) takes its Affinity; a tile.move is a boundary
// when it crosses sides and otherwise runs on the side of its source;
// system.syncall follows its core_type; the split_aiv shard and gather are
// boundaries; an op whose output inherits its input's space runs on that
// input's side; every other op takes its Affinity unless that is Shared, in
// which case the space its output resolves to, or failing that the space of
// its first tile operand, decides. A function call is shared.
func CallLane(c *Call) Lane {
	if c == nil || c.Op == nil {
		return LaneShared
	}
	op := c.Op
	if op.StatedLane {
		return laneOfAffinity(op.Affinity)
	}
	switch op.Name {
	case "tile.move":
		if MoveDirectionOf(c) != MoveWithinSide {
			return LaneBoundary
		}
		if m, ok := FirstTileVarSpace(c); ok && CubeSideSpace(m) {
			return LaneCube
		}
		return LaneVector
	case "system.syncall":
		v, _ := c.Kwarg("core_type")
		switch v {
		case KernelAIC:
			return LaneCube
		case KernelAIV:
			return LaneVector
		}
		return LaneShared
	}
	if IsSplitBoundary(c) {
		return LaneBoundary
	}
	// An op whose output lives where its input does (fillpad, transpose)
	// runs on the side of that input, whatever affinity it was registered
	// with (PyPTO reads the output memory before the default affinity).
	if op.InheritsInput() {
		if m, ok := FirstTileVarSpace(c); ok {
			return laneOfSpace(m)
		}
	}
	if op.Affinity != Shared {
		return laneOfAffinity(op.Affinity)
	}
	if m := op.ResolveOutput(c.Kwargs); m != MemNone {
		return laneOfSpace(m)
	}
	if m, ok := FirstTileVarSpace(c); ok {
		return laneOfSpace(m)
	}
	return LaneShared
}

func laneOfAffinity(a Affinity) Lane {
	switch a {
	case Cube:
		return LaneCube
	case Vector:
		return LaneVector
	}
	return LaneShared
}

func laneOfSpace(m MemorySpace) Lane {
	if CubeSideSpace(m) {
		return LaneCube
	}
	return LaneVector
}

// IsSplitBoundary reports whether c is one of the AIV-split boundary ops
// (tile.aiv_shard, tile.aic_gather), which run on both sides of the split.
func IsSplitBoundary(c *Call) bool {
	return c != nil && c.Op != nil && (c.Op.Name == "tile.aiv_shard" || c.Op.Name == "tile.aic_gather")
}
