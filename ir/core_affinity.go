package ir

import "strconv"

// Affinity is the core side a call or statement runs on (PyPTO
// core_affinity::CoreAffinity, include/pypto/ir/core_affinity_kind.h:32):
// the cube core (AIC), a vector core (AIV), either (shared: scalar and
// bookkeeping ops, run by both), or both at once (mixed: a compound
// statement whose children span both cores, or a leaf call that crosses the
// divide, such as a tile.move between a cube-side and a vector-side space
// or a split_aiv shard/gather). It is also the kind of a simulated core,
// where only Cube and Vector occur. The zero value is Shared.
type Affinity uint8

// The affinities.
const (
	Shared Affinity = iota
	Cube
	Vector
	Mixed
)

func (a Affinity) String() string {
	if a > Mixed {
		return "Affinity(" + strconv.Itoa(int(a)) + ")"
	}
	return [...]string{"shared", "cube", "vector", "mixed"}[a]
}

// CoreName is the name of the core an affinity runs on, as PyPTO's
// function types and kernel kinds spell it: AIC for Cube, AIV for Vector
// (the other affinities print as String).
func (a Affinity) CoreName() string {
	switch a {
	case Cube:
		return "AIC"
	case Vector:
		return "AIV"
	}
	return a.String()
}

// CombineAffinity is the affinity of a statement holding two others
// (core_affinity_kind.h:39-44): equal affinities stay, shared yields to the
// other, and two different sides are mixed.
func CombineAffinity(a, b Affinity) Affinity {
	switch {
	case a == b:
		return a
	case a == Shared:
		return b
	case b == Shared:
		return a
	}
	return Mixed
}

// SpaceAffinity is the side that owns a memory space: Vector for the
// vector core's UB (Vec) and GM, Cube for every other space (CubeSideSpace).
func SpaceAffinity(m MemorySpace) Affinity {
	if CubeSideSpace(m) {
		return Cube
	}
	return Vector
}

// PipeSide is the core that owns a pipe: V is the vector core's; M, MTE1
// and FIX are the cube core's; S, MTE2 and MTE3 (and PipeAll, PipeNone,
// PipeBySpace) are Shared (sim-brief §2.2, sourced: the Ascend C
// architecture page; pto-isa event.hpp puts L1->GM on the AIC's MTE3).
func PipeSide(p PipeType) Affinity {
	switch p {
	case PipeV:
		return Vector
	case PipeM, PipeMTE1, PipeFIX:
		return Cube
	}
	return Shared
}

// HasPipe reports whether a core of this affinity (Cube or Vector) has the
// real pipe p: its own pipes and the shared S, MTE2 and MTE3. The AIC has
// S, MTE1, MTE2, MTE3, M, FIX; the AIV has S, MTE2, MTE3, V.
func (a Affinity) HasPipe(p PipeType) bool {
	if (a != Cube && a != Vector) || p > PipeFIX {
		return false
	}
	side := PipeSide(p)
	return side == Shared || side == a
}

// HasSpace reports whether a core of this affinity (Cube or Vector) owns
// an on-chip buffer of space s: the AIV owns UB (Vec); the AIC owns L1
// (Mat), L0A/L0B (Left, Right), L0C (Acc), the bias table and the MX
// scale buffers. GM, ScalarLocal and MemNone belong to no core.
func (a Affinity) HasSpace(s MemorySpace) bool {
	switch s {
	case Vec:
		return a == Vector
	case Mat, Left, Right, Acc, Bias, LeftScale, RightScale:
		return a == Cube
	}
	return false
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

// CallAffinity is the side a call executes on (PyPTO
// ClassifyIntrinsicCallAffinity, src/ir/transforms/utils/core_affinity.cpp:96-192).
// An op whose lane the registry states (OpDef.StatedLane) takes its
// Affinity; a tile.move is Mixed when it crosses sides and otherwise runs
// on the side of its source; system.syncall follows its core_type; the
// split_aiv shard and gather are Mixed; an op whose output inherits its
// input's space runs on that input's side; every other op takes its
// Affinity unless that is Shared, in which case the space its output
// resolves to, or failing that the space of its first tile operand,
// decides. A function call is shared.
func CallAffinity(c *Call) Affinity {
	if c == nil || c.Op == nil {
		return Shared
	}
	op := c.Op
	if op.StatedLane {
		return op.Affinity
	}
	switch op {
	case TileMove:
		if MoveDirectionOf(c) != MoveWithinSide {
			return Mixed
		}
		if m, ok := FirstTileVarSpace(c); ok && CubeSideSpace(m) {
			return Cube
		}
		return Vector
	case SystemSyncall:
		v, _ := c.Kwarg("core_type")
		switch v {
		case KernelAIC:
			return Cube
		case KernelAIV:
			return Vector
		}
		return Shared
	}
	if IsSplitBoundary(c) {
		return Mixed
	}
	// An op whose output lives where its input does (transpose, the views)
	// runs on the side of that input, whatever affinity it was registered
	// with (PyPTO reads the output memory before the default affinity).
	if op.InheritsInput() {
		if m, ok := FirstTileVarSpace(c); ok {
			return SpaceAffinity(m)
		}
	}
	if op.Affinity != Shared {
		return op.Affinity
	}
	if m := op.ResolveOutput(c.Kwargs); m != MemNone {
		return SpaceAffinity(m)
	}
	if m, ok := FirstTileVarSpace(c); ok {
		return SpaceAffinity(m)
	}
	return Shared
}

// IsSplitBoundary reports whether c is one of the AIV-split boundary ops
// (tile.aiv_shard, tile.aic_gather), which run on both sides of the split.
func IsSplitBoundary(c *Call) bool {
	return c != nil && c.Op != nil && (c.Op == TileAivShard || c.Op == TileAicGather)
}
