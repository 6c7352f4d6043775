package ir

import "fmt"

// MemorySpace is where a tile lives. The zero value MemNone means "not yet
// inferred"; the others carry PyPTO's numeric code minus one (see Code).
type MemorySpace uint8

// The memory spaces (include/pypto/ir/memory_space.h).
const (
	MemNone     MemorySpace = iota
	DDR                     // global memory (GM)
	Vec                     // unified buffer (UB)
	Mat                     // L1
	Left                    // L0A
	Right                   // L0B
	Acc                     // L0C
	Bias                    // bias table
	ScalarLocal             // scalar register file / stack
	LeftScale               // MX scale for L0A
	RightScale              // MX scale for L0B
	numMemorySpaces
)

var memNames = [numMemorySpaces]string{"None", "DDR", "Vec", "Mat", "Left", "Right", "Acc", "Bias", "ScalarLocal", "LeftScale", "RightScale"}

// AllMemorySpaces returns every real memory space in PyPTO code order.
func AllMemorySpaces() []MemorySpace {
	out := make([]MemorySpace, 0, numMemorySpaces-1)
	for m := DDR; m < numMemorySpaces; m++ {
		out = append(out, m)
	}
	return out
}

func (m MemorySpace) String() string {
	if m < numMemorySpaces {
		return memNames[m]
	}
	return fmt.Sprintf("MemorySpace(%d)", uint8(m))
}

// Code is PyPTO's numeric code (DDR=0 ... RightScale=9); MemNone is -1.
func (m MemorySpace) Code() int { return int(m) - 1 }

// MemorySpaceFromCode is the inverse of Code.
func MemorySpaceFromCode(c int64) (MemorySpace, bool) {
	if c < 0 || c >= int64(numMemorySpaces-1) {
		return MemNone, false
	}
	return MemorySpace(c + 1), true
}

// IsFractal reports whether tiles in m use a boxed (fractal) layout in which
// a compact mode is meaningful: Left, Right and Acc.
func (m MemorySpace) IsFractal() bool { return m == Left || m == Right || m == Acc }

// IsCubeOperand reports whether m is an operand buffer of the cube unit.
func (m MemorySpace) IsCubeOperand() bool {
	return m == Left || m == Right || m == LeftScale || m == RightScale || m == Bias
}

// TileLayout is the block or scatter layout of a TileView.
type TileLayout uint8

// The tile layouts.
const (
	NoneBox TileLayout = iota
	RowMajor
	ColMajor
)

// PadValue is the value the padding outside a valid region holds.
type PadValue uint8

// The pad values.
const (
	PadNull PadValue = iota
	PadZero
	PadMax
	PadMin
)

// CompactMode says whether a partial boxed tile stores only its valid region.
type CompactMode uint8

// The compact modes.
const (
	CompactNull CompactMode = iota
	CompactNormal
)

// TensorLayout is the layout of a tensor in GM.
type TensorLayout uint8

// The tensor layouts.
const (
	ND TensorLayout = iota
	DN
	NZ
	MXAZZ
	MXBNN
)

// ForKind is the kind of a for loop.
type ForKind uint8

// The loop kinds.
const (
	Sequential ForKind = iota
	Parallel
	Unroll
	Pipeline
)

// FunctionType is the kind of a function.
type FunctionType uint8

// The function types, in PyPTO's code order.
const (
	Opaque FunctionType = iota
	Orchestration
	InCore
	AIC
	AIV
	Group
	Spmd
	Inline
	// Graph is a recordable / replayable orchestration fragment: a
	// chip-level orchestration body that only its call site tells apart
	// (include/pypto/ir/function.h:57-67, :278-284, :329).
	Graph
)

// IsOrchestrationLike reports whether f has an orchestration body:
// Orchestration or Graph (include/pypto/ir/function.h:316-330).
func (f FunctionType) IsOrchestrationLike() bool { return f == Orchestration || f == Graph }

// IsInCoreType reports whether f runs on a core: InCore, AIC or AIV.
func (f FunctionType) IsInCoreType() bool { return f == InCore || f == AIC || f == AIV }

// ParamDirection is how a function uses a parameter.
type ParamDirection uint8

// The parameter directions.
const (
	In ParamDirection = iota
	Out
	InOut
)

// Level is a hierarchy level (include/pypto/ir/function.h).
type Level uint8

// The levels with PyPTO's codes.
const (
	LevelAIV       Level = 0
	LevelAIC       Level = 1
	LevelCoreGroup Level = 2
	LevelChipDie   Level = 3
	LevelChip      Level = 4
	LevelHost      Level = 5
	LevelCluster0  Level = 6
	LevelCluster1  Level = 7
	LevelCluster2  Level = 8
	LevelGlobal    Level = 9
	LevelUndefined Level = 255
)

// Role is the role of a function in the hierarchy.
type Role uint8

// The roles.
const (
	RoleNone Role = iota
	RoleOrchestrator
	RoleSubWorker
)

// SplitMode is how a scope splits work between the two vector lanes.
type SplitMode uint8

// The split modes.
const (
	SplitNone SplitMode = iota
	SplitUpDown
	SplitLeftRight
)

// PipeType names a hardware pipe for synchronization ops.
type PipeType uint8

// The pipes, in PyPTO's PipeType order.
const (
	PipeMTE1 PipeType = iota
	PipeMTE2
	PipeMTE3
	PipeM
	PipeV
	PipeS
	PipeFIX
	PipeAll
	// PipeNone marks ops that execute on no pipe (views, allocations).
	PipeNone PipeType = 254
	// PipeBySpace marks data-movement ops whose pipe follows from the
	// source and destination memory spaces (see ExecPipe).
	PipeBySpace PipeType = 255
)

// CastMode is the rounding mode of tile.cast.
type CastMode uint8

// The cast modes, in PyPTO's code order.
const (
	CastNone CastMode = iota
	CastRint
	CastRound
	CastFloor
	CastCeil
	CastTrunc
	CastOdd
)

// AtomicType is the atomic mode of tile.store.
type AtomicType uint8

// The atomic types.
const (
	AtomicNone AtomicType = iota
	AtomicAdd
)

// AccPhase is the accumulation phase of a GEMV (the A2/A3 unit-flag
// protocol): a Final producer must be drained by a Final store.
type AccPhase uint8

// The accumulation phases.
const (
	AccPhaseUnspecified AccPhase = iota
	AccPhasePartial
	AccPhaseFinal
)

// STPhase is the store phase of tile.store.
type STPhase uint8

// The store phases.
const (
	STPhaseUnspecified STPhase = iota
	STPhaseFinal
)

// SyncAllMode is the implementation of system.syncall.
type SyncAllMode uint8

// The syncall modes: a hard (FFTS) barrier, or GM polling.
const (
	SyncAllHard SyncAllMode = iota
	SyncAllSoft
)

// KernelType is the core type a system.syncall waits for.
type KernelType uint8

// The kernel types.
const (
	KernelMix KernelType = iota
	KernelAIC
	KernelAIV
)

// enumNames gives the printed member names of each enum; the parser and the
// printer both read it, so the spellings live in one place.
type enumInfo struct {
	prefix string   // printed as pl.<prefix>.<name>
	names  []string // index = value; "" = no such member
	alias  string   // accepted alternative prefix
}

var (
	memEnum       = enumInfo{prefix: "Mem", alias: "MemorySpace", names: memNames[:]}
	layoutEnum    = enumInfo{prefix: "TileLayout", names: []string{"none_box", "row_major", "col_major"}}
	padEnum       = enumInfo{prefix: "PadValue", names: []string{"null", "zero", "max", "min"}}
	compactEnum   = enumInfo{prefix: "CompactMode", names: []string{"null", "normal"}}
	tlayoutEnum   = enumInfo{prefix: "TensorLayout", names: []string{"ND", "DN", "NZ", "MX_A_ZZ", "MX_B_NN"}}
	forKindNames  = []string{"range", "parallel", "unroll", "pipeline"}
	funcEnum      = enumInfo{prefix: "FunctionType", names: []string{"Opaque", "Orchestration", "InCore", "AIC", "AIV", "Group", "Spmd", "Inline", "Graph"}}
	roleEnum      = enumInfo{prefix: "Role", names: []string{"", "Orchestrator", "SubWorker"}}
	splitEnum     = enumInfo{prefix: "SplitMode", names: []string{"NONE", "UP_DOWN", "LEFT_RIGHT"}}
	pipeEnum      = enumInfo{prefix: "PipeType", names: []string{"MTE1", "MTE2", "MTE3", "M", "V", "S", "FIX", "ALL"}}
	atomicEnum    = enumInfo{prefix: "AtomicType", names: []string{"None_", "Add"}}
	castNames     = []string{"none", "rint", "round", "floor", "ceil", "trunc", "odd"}
	accPhaseEnum  = enumInfo{prefix: "AccPhase", names: []string{"Unspecified", "Partial", "Final"}}
	stPhaseEnum   = enumInfo{prefix: "STPhase", names: []string{"Unspecified", "Final"}}
	syncAllEnum   = enumInfo{prefix: "SyncAllMode", names: []string{"HARD", "SOFT"}}
	kernelEnum    = enumInfo{prefix: "KernelType", names: []string{"MIX", "AIC", "AIV"}}
	scopeModeEnum = enumInfo{prefix: "ScopeMode", names: []string{"AUTO", "MANUAL"}}
	dirNames      = []string{"In", "Out", "InOut"}
)

var levelNames = map[Level]string{
	LevelAIV: "AIV", LevelAIC: "AIC", LevelCoreGroup: "CORE_GROUP", LevelChipDie: "CHIP_DIE",
	LevelChip: "CHIP", LevelHost: "HOST", LevelCluster0: "CLUSTER_0", LevelCluster1: "CLUSTER_1",
	LevelCluster2: "CLUSTER_2", LevelGlobal: "GLOBAL", LevelUndefined: "UNDEFINED",
}

// levelAliases are the readability aliases pl.Level accepts beside the
// names it prints (include/pypto/ir/function.h:88-95,
// python/pypto/language/parser/enum_utils.py:31-37).
var levelAliases = map[string]Level{
	"L2CACHE": LevelChipDie, "PROCESSOR": LevelChip, "UMA": LevelChip, "NODE": LevelHost,
	"POD": LevelCluster0, "CLOS1": LevelCluster1, "CLOS2": LevelCluster2,
}

func (e enumInfo) name(v uint8) string {
	if int(v) < len(e.names) && e.names[v] != "" {
		return e.names[v]
	}
	return fmt.Sprintf("%s(%d)", e.prefix, v)
}

func (e enumInfo) lookup(name string) (uint8, bool) {
	for i, n := range e.names {
		if n != "" && n == name {
			return uint8(i), true
		}
	}
	return 0, false
}

func (l TileLayout) String() string   { return layoutEnum.name(uint8(l)) }
func (p PadValue) String() string     { return padEnum.name(uint8(p)) }
func (c CompactMode) String() string  { return compactEnum.name(uint8(c)) }
func (l TensorLayout) String() string { return tlayoutEnum.name(uint8(l)) }
func (f FunctionType) String() string { return funcEnum.name(uint8(f)) }
func (r Role) String() string         { return roleEnum.name(uint8(r)) }
func (s SplitMode) String() string    { return splitEnum.name(uint8(s)) }
func (p PipeType) String() string     { return pipeEnum.name(uint8(p)) }
func (a AtomicType) String() string   { return atomicEnum.name(uint8(a)) }
func (a AccPhase) String() string     { return accPhaseEnum.name(uint8(a)) }
func (a STPhase) String() string      { return stPhaseEnum.name(uint8(a)) }
func (m SyncAllMode) String() string  { return syncAllEnum.name(uint8(m)) }
func (k KernelType) String() string   { return kernelEnum.name(uint8(k)) }

// dslName is the core_type string PyPTO's syncall takes for k
// (python/pypto/language/op/system_ops.py:119).
func (k KernelType) dslName() string {
	switch k {
	case KernelAIC:
		return "aic_only"
	case KernelAIV:
		return "aiv_only"
	}
	return "mix"
}
func (d ParamDirection) String() string {
	if int(d) < len(dirNames) {
		return dirNames[d]
	}
	return fmt.Sprintf("ParamDirection(%d)", uint8(d))
}
func (k ForKind) String() string {
	if int(k) < len(forKindNames) {
		return forKindNames[k]
	}
	return fmt.Sprintf("ForKind(%d)", uint8(k))
}
func (c CastMode) String() string {
	if int(c) < len(castNames) {
		return castNames[c]
	}
	return fmt.Sprintf("CastMode(%d)", uint8(c))
}
func (l Level) String() string {
	if n, ok := levelNames[l]; ok {
		return n
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// DefaultLevelRole is the (level, role) PyPTO's Function constructor derives
// for a function type (include/pypto/ir/function.h:546-568); ok is false for
// types that derive nothing.
func DefaultLevelRole(f FunctionType) (Level, Role, bool) {
	switch f {
	case Orchestration, Graph:
		return LevelChip, RoleOrchestrator, true
	case InCore:
		return LevelChipDie, RoleSubWorker, true
	case AIC:
		return LevelAIC, RoleSubWorker, true
	case AIV:
		return LevelAIV, RoleSubWorker, true
	case Group:
		return LevelCoreGroup, RoleSubWorker, true
	}
	return LevelUndefined, RoleNone, false
}
