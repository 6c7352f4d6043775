package gen

import (
	"fmt"
	"sort"
	"sync"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Knob is one tunable of the builder: a statement-kind weight, a
// percentage, or a limit. Profiles are tables of knob values and op
// weights; the builder has no per-profile code.
type Knob uint8

// Statement-kind weights (relative; 0 disables the kind).
const (
	WLoad     Knob = iota // load a window of an input tensor
	WOp                   // one registry op, chosen by op weight
	WMatmul               // a matmul / matmul_acc / matmul_bias / gemv chain
	WView                 // a view chain on a tile
	WEpilogue             // a cube-to-vector epilogue on an accumulator
	WStore                // store a tile into an output tensor
	WFor                  // a for loop (sequential, descending, pipeline, parallel, unroll)
	WWhile                // a while loop with a counter carry
	WIf                   // an if/else with phis
	WScalar               // a scalar computation
	WBreak                // break / continue under an if, inside a loop
	WBlock                // a loop over a tensor's row blocks, loading and storing block i (blockloop.go; top level only)
	WWindow               // a slice of a loaded tile and an extract of a sub-window of that slice, stored (window.go; top level only)

	// Percentages (0..100).
	PStop         // top-level "more?" draws: chance to stop after each statement
	PStopNested   // the same inside loop and branch bodies
	PRank3        // a load is 3-D
	PNarrow       // a load narrows its valid shape
	PFractalEdge  // a narrowed row count sits at a 16-row fractal boundary (15, 16, 17, 31, 33)
	PExplicitMem  // a load / create carries an explicit target_memory
	PNewParam     // a load reads a new tensor parameter rather than an existing one
	PViewMore     // continue a view chain on a matmul operand
	PScalarRows   // narrow a matmul lhs with tile.set_validshape and a Scalar parameter
	PCompactSeed  // an Acc seed from tile.create carries compact=True (always when the lhs rows need it, outside near misses)
	PSeedExisting // a matmul_acc accumulates into an accumulator already in scope
	PSeedFull     // a matmul_acc seed comes from tile.full moved to Acc (near misses only: no target moves into Acc)
	PChainMore    // continue a matmul chain with another matmul_acc
	PEpilogueMore // continue an epilogue with another vector op
	PNestedYield  // yield a call instead of a variable
	POversize     // a dimension is drawn from the sizes that overflow the backends (near misses only)
	POrchestrate  // the program has an Orchestration function calling the kernel
	PInOut        // a store may target an input tensor (making it InOut)
	PLoopOffset   // inside a loop, a load/store window moves with the loop variable
	PInitCond     // a matmul_acc passes an init_cond
	PAtomic       // a store uses atomic=Add (on a dtype the target adds, outside near misses)
	PAccView      // a view op in a view chain or op step targets an accumulator
	PCarryMore    // add another carry to a loop or phi to an if
	PReuse        // a matmul operand is a tile already in scope rather than a fresh load
	PNearMiss     // the kernel is a near miss: it may carry the inputs a property rejects (see Case.Intent)
	PDeepK        // a matmul's operands are loaded into Mat with a K too deep for L0, so AutoTileMatmulL0 splits it (deepk.go)
	PLoopOdd      // a for loop's stop is not a multiple of its step
	PNonPow2      // a tile dimension (or a deep K) is drawn from sizes that are not powers of two (48, 80, 96, 112, 24)
	PUserForm     // a loop carry or if phi is written as authors do, as a re-assigned variable (userform.go): the kernel is not SSA
	PProgram      // the case is a tensor-level user program (program.go), not a tile kernel
	PBlockLoop    // a user program loops over row blocks
	PHierarchy    // a user program's main body sits in a hierarchy scope (pl.at above CORE_GROUP)
	PCluster      // a user program has a scope inside pl.cluster()
	PInline       // a user program has a FunctionType.Inline helper (an op helper, or a stage helper holding a scope)
	PTrig         // a user program takes sin or cos of a tensor (LowerCompositeOps)
	PUnroll       // a user program has a pl.unroll loop
	PCtrl         // a user program has a break or continue
	PFold         // a user program writes offsets and trip counts as arithmetic Simplify folds
	PNested       // a user program nests calls in calls (FlattenCallExpr)
	POrchSlice    // a user program slices a scope's input block in the orchestration, outside the scope; a kernel's orchestration passes an In tensor as a window of one twice its size (OptimizeOrchTensors' slice strides)
	POrchOnly     // a kernel's orchestration caller makes orchestration-only calls before the kernel call (orchPrologue)
	PBlockEscape  // a block loop (WBlock) skips or leaves on a condition of its variable before it stores (continue, or break)
	PBlockBranch  // a block loop's value comes from an if / else on its variable whose else loads another block
	PBlockRunning // a block loop carries a running tile it reads again after computing its next value
	PReturnOrder  // a kernel with two or more outputs returns them out of its parameters' order (returnorder.go)
	PTailWindow   // a finished kernel stores a window of a window of one of its vector tiles (an extract of a slice) into a corner of an output (window.go)
	PTailChain    // a finished kernel multiplies two of its accumulators (an accumulator fed straight to a cube operand) and stores the product (tailchain.go)
	PTailCarry    // a finished kernel loops a carry from one of its accumulators through a vector op, its space left to inference, and stores it (tailcarry.go)
	MaxStmts      // statement budget of a kernel
	MaxDepth      // nesting depth of loops and branches
	numKnobs
)

var knobNames = [numKnobs]string{
	"load", "op", "matmul", "view", "epilogue", "store", "for", "while", "if", "scalar", "break", "block", "window",
	"stop", "stop_nested", "rank3", "narrow", "fractal_edge", "explicit_mem", "new_param",
	"view_more", "scalar_rows", "compact_seed", "seed_existing", "seed_full", "chain_more",
	"epilogue_more", "nested_yield", "oversize", "orchestrate", "inout", "loop_offset",
	"init_cond", "atomic", "acc_view", "carry_more", "reuse", "near_miss", "deep_k", "loop_odd", "non_pow2", "user_form",
	"program", "block_loop", "hierarchy", "cluster", "inline", "trig", "unroll", "ctrl", "fold", "nested", "orch_slice", "orch_only", "block_escape", "block_branch", "block_running", "return_order", "tail_window", "tail_chain", "tail_carry", "max_stmts", "max_depth",
}

func (k Knob) String() string {
	if k < numKnobs {
		return knobNames[k]
	}
	return fmt.Sprintf("Knob(%d)", uint8(k))
}

// Knobs is a full knob table.
type Knobs [numKnobs]int

// baseKnobs is the default profile.
var baseKnobs = Knobs{
	WLoad: 14, WOp: 30, WMatmul: 12, WView: 8, WEpilogue: 6, WStore: 8, WFor: 6, WWhile: 2, WIf: 4, WScalar: 2, WBreak: 5, WBlock: 1,
	PStop: 8, PStopNested: 30, PRank3: 8, PNarrow: 15, PFractalEdge: 30, PExplicitMem: 10, PNewParam: 45,
	PViewMore: 35, PScalarRows: 20, PCompactSeed: 50, PSeedExisting: 40, PSeedFull: 10, PChainMore: 30,
	PEpilogueMore: 60, PNestedYield: 15, POversize: 3, POrchestrate: 30, PInOut: 10, PLoopOffset: 40,
	PInitCond: 15, PAtomic: 5, PAccView: 20, PCarryMore: 45, PReuse: 50, PDeepK: 15, PLoopOdd: 25, PNonPow2: 12,
	PUserForm: 30, POrchOnly: 50, POrchSlice: 40, PBlockEscape: 40, PBlockBranch: 40, PBlockRunning: 35, PReturnOrder: 25, PTailWindow: 40, PTailCarry: 40, PTailChain: 40, MaxStmts: 50, MaxDepth: 3,
}

// Policy is a named generation profile: knob values and op weights (data),
// plus the mutators that make a kernel violate the property the profile is
// named after (for Default, every property of its dialect). Get one with
// Profile.
type Policy struct {
	Name     string
	Doc      string
	Knobs    Knobs
	Mutators []Mutator
	// Dialect is the PyPTO the kernels are written for: Pinned (the zero
	// value) builds only what the pinned PyPTO parses; Model also uses the
	// model's departures from it (docs/pypto-version.md).
	Dialect Dialect
	// Target is the chip the kernels are built for: its memory routes,
	// buffer capacities, atomic dtypes and accumulator store dtypes decide
	// which moves, sizes and stores the builder emits. nil means
	// DefaultTarget (what irfuzz compile targets by default).
	Target *backend.Backend

	// risks are the properties a near-miss kernel of this profile (see
	// PNearMiss) may violate; nearMissRisks lists every one the builder
	// knows.
	risks []string

	weights map[*ir.OpDef]int // every op's weight (read-only once built)
	ops     []weightedOp      // op weights for a near-miss kernel's WOp step, in registry name order
	opW     int               // total op weight
	// safeOps / safeW: the same without the near-miss ops (nearMissOps),
	// for kernels meant to compile.
	safeOps []weightedOp
	safeW   int
}

// Dialect is the language a policy's kernels are written in.
type Dialect uint8

// The dialects.
const (
	// Pinned is the PyPTO docs/pypto-version.md pins (e2d0f78ae): every
	// kernel parses in it.
	Pinned Dialect = iota
	// Model is the model's language: Pinned plus the constructs of a later
	// PyPTO the model carries (the departures docs/pypto-version.md lists):
	// tile.create(..., compact=True) and the soft system.syncall without a
	// gm_workspace.
	Model
)

func (d Dialect) String() string {
	if d == Model {
		return "model"
	}
	return "pinned"
}

// WithDialect returns a copy of the policy writing kernels in d.
func (p *Policy) WithDialect(d Dialect) *Policy {
	c := *p
	c.Dialect = d
	return &c
}

// modelOnly reports whether the policy may use the model's departures from
// the pinned PyPTO (Dialect Model).
func (p *Policy) modelOnly() bool { return p.Dialect == Model }

// nearMissRisks are the deliberate input violations the builder knows,
// each named by the property whose rule (or whose producing pass) rejects
// it; see Case.Intent.
var nearMissRisks = []string{"AccCompactValid", "AivSplitValid", "IncoreTileOps", "AllocatedMemoryAddr", "AtomicAddDtypeValid", "MixedKernelExpanded"}

// Risks lists the properties a near-miss kernel of the profile may
// violate (none: the profile makes no near misses).
func (p *Policy) Risks() []string { return append([]string(nil), p.risks...) }

// NearMissRate is the percentage of the profile's kernels that are near
// misses (PNearMiss; 0: every kernel is meant to compile). A near miss
// carries a risk only when it draws the construct, so the share of
// kernels with an Intent is at most this.
func (p *Policy) NearMissRate() int { return p.Knobs[PNearMiss] }

// risky reports whether a policy lets near misses violate prop.
func (p *Policy) risky(prop string) bool {
	for _, r := range p.risks {
		if r == prop {
			return true
		}
	}
	return false
}

// withNearMisses returns a copy of p whose kernels are near misses with
// probability pct, at the given risks (op tables rebuilt).
func withNearMisses(p *Policy, pct int, risks ...string) *Policy {
	c := *p
	c.Knobs[PNearMiss] = pct
	c.risks = risks
	c.buildOps(c.weights)
	return &c
}

type weightedOp struct {
	op *ir.OpDef
	w  int
}

// DefaultTargetName is the backend kernels are built for when a policy
// names none: the default of irfuzz compile's -backend flag.
const DefaultTargetName = "Ascend950"

// defaultTarget is the backend named DefaultTargetName (read-only).
var defaultTarget, _ = backend.Get(DefaultTargetName)

// DefaultTarget is the backend named DefaultTargetName.
func DefaultTarget() *backend.Backend { return defaultTarget }

// WithTarget returns a copy of the policy building kernels for target (nil:
// DefaultTarget). Profiles are shared; this is how to retarget one.
func (p *Policy) WithTarget(target *backend.Backend) *Policy {
	c := *p
	c.Target = target
	return &c
}

// target is the backend the policy builds for.
func (p *Policy) target() *backend.Backend {
	if p.Target != nil {
		return p.Target
	}
	return DefaultTarget()
}

// Knob returns a knob's value.
func (p *Policy) Knob(k Knob) int { return p.Knobs[k] }

// OpWeight returns the weight of an op in the WOp step (the near-miss ops
// are drawn at it only in near-miss kernels that risk their property).
func (p *Policy) OpWeight(name string) int { return p.weightOf(ir.Op(name)) }

// weightOf is OpWeight by the op's identity (0 for nil).
func (p *Policy) weightOf(op *ir.OpDef) int { return p.weights[op] }

// profileSpec is one row of the profile table: overrides of the base knobs
// and op weights (default weight of an op: defaultWeight).
type profileSpec struct {
	name  string
	doc   string
	knobs map[Knob]int
	ops   map[*ir.OpDef]int
	risks []string // what a near miss may violate (with knobs[PNearMiss] > 0)
	// dialect: Model for a property about a construct only the model has.
	dialect Dialect
}

// opBase is the default weight of each op in the WOp step; ops that only
// make sense as parts of larger idioms (and appear there) or that have no
// execution get a lower weight.
var opBase = map[*ir.OpDef]int{
	ir.TileAdd: 6, ir.TileMul: 4, ir.TileSub: 3, ir.TileExp: 4, ir.TileCast: 5, ir.TileRowSum: 4,
	ir.TileAdds: 3, ir.TileMuls: 3, ir.TileCreate: 3, ir.TileFull: 3, ir.TileMove: 3,
	ir.TileAlloc: 1, ir.TileTpopFromAic: 1, ir.TileTpopFromAiv: 1, ir.TileTpushToAic: 1,
	ir.TileTpushToAiv: 1, ir.SystemSyncall: 1, ir.SystemAvailClusters: 1,
	ir.SystemAvailAIV: 1, ir.TileGetSubblockIdx: 1, ir.TileGetBlockNum: 1,
	ir.TensorCreate: 1, ir.TensorWrite: 1, ir.TensorRead: 1, ir.TileGemv: 1, ir.TileGemvAcc: 1,
	// The GM gathers and scatters and tile.scatter_update (ops_gm.go,
	// ops_gather.go): 2, not the revision-2 default of 1. Every op added
	// reshuffles the op draws; with all five new ops of ops_gm.go,
	// ops_gather.go and ops_generate.go at 1, TestCompileRate measured
	// 87.9% (under its 88% bar), with these at 2 and tile.expands at 1,
	// 90.6% (Ascend950) and TestCornerShares' AutoTileMatmulL0 share 15.2%.
	ir.TileMgather: 2, ir.TileMscatter: 2, ir.TileGatherRow: 2, ir.TileScatterUpdate: 2,
}

// defaultWeight is the weight of an op opBase does not name: 2, or 1 for
// an op of the second revision of the op table (OpDef.Since 2), whose 57
// generated ops would otherwise take nearly half the op draws (114 of
// 237 in Default) from the ops the profiles are tuned for.
func defaultWeight(op *ir.OpDef) int {
	if op.Since >= 2 {
		return 1
	}
	return 2
}

var profileTable = []profileSpec{
	{name: "Default", doc: "the base mix: every construct, every op"},
	{name: "Program", doc: "tensor-level user programs (program.go): an Opaque main whose pl.at scopes hold unified tensor ops, with block loops, Inline helpers, hierarchy and cluster scopes, break / continue, pl.unroll, sin / cos, nested calls and foldable arithmetic, for the front passes (InlineFunctions through LowerCompositeOps)",
		knobs: map[Knob]int{PProgram: 100, PBlockLoop: 60, PHierarchy: 60, PCluster: 45, PInline: 55, PTrig: 55, PUnroll: 55, PCtrl: 55,
			PFold: 55, PNested: 50, POrchSlice: 100, PUserForm: 70, PNewParam: 25, PStop: 40, PStopNested: 25, MaxStmts: 40, MaxDepth: 3}},
	{name: "AccCompactValid", doc: "narrowed accumulators (load valid rows, runtime Scalar rows), non-compact and compact Acc seeds (tile.create compact=True: the model dialect), K too deep for L0 (AutoTileMatmulL0's narrowed seeds, #2470), phis over Acc, set_validshape on accumulators at fractal edges, epilogues that move compact accumulators to Vec; 4% near misses (a non-compact seed under a narrowed lhs)",
		knobs: map[Knob]int{PNearMiss: 4, PDeepK: 15, WMatmul: 40, WEpilogue: 14, WView: 10, WLoad: 8, WOp: 12, WIf: 6, WFor: 8,
			PNarrow: 55, PScalarRows: 50, PFractalEdge: 60, PSeedExisting: 45, PChainMore: 55, PCompactSeed: 35,
			PSeedFull: 15, PAccView: 60, PNestedYield: 30, PReuse: 15},
		ops:   map[*ir.OpDef]int{ir.TileMatmulAcc: 12, ir.TileMatmul: 6, ir.TileSetValidshape: 10, ir.TileCast: 8, ir.TileCreate: 6, ir.TileAssemble: 4, ir.TileExtract: 4},
		risks: []string{"AccCompactValid"}, dialect: Model},
	{name: "SSAForm", doc: "deep nesting, many carries and phis, names reused across scopes",
		knobs: map[Knob]int{WFor: 14, WWhile: 6, WIf: 10, PCarryMore: 65, MaxDepth: 4, PStopNested: 20}},
	{name: "TypeChecked", doc: "carries and phis of every type (tiles with views, accumulators, tensors, scalars), narrowed valid shapes",
		knobs: map[Knob]int{WFor: 12, WWhile: 5, WIf: 10, WView: 12, PNarrow: 40, PCarryMore: 60, PNestedYield: 35}},
	{name: "NoNestedCalls", doc: "calls nested in yields", knobs: map[Knob]int{WFor: 12, WIf: 8, PNestedYield: 70}},
	{name: "NormalizedStmtStructure", doc: "bodies of one statement and long bodies", knobs: map[Knob]int{WFor: 12, WIf: 10, PStopNested: 50}},
	{name: "NoRedundantBlocks", doc: "bodies of one statement and long bodies", knobs: map[Knob]int{WFor: 12, WIf: 10, PStopNested: 50}},
	{name: "SplitIncoreOrch", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 90}},
	{name: "HasMemRefs", doc: "many tiles in every memory space", knobs: map[Knob]int{PExplicitMem: 40}, ops: map[*ir.OpDef]int{ir.TileMove: 8, ir.TileCreate: 8}},
	{name: "IncoreTileOps", doc: "tensor ops inside kernels; 4% near misses (tensor.create in the kernel)", knobs: map[Knob]int{PNearMiss: 4}, ops: map[*ir.OpDef]int{ir.TensorCreate: 6, ir.TensorRead: 6, ir.TensorWrite: 6},
		risks: []string{"IncoreTileOps"}},
	{name: "AllocatedMemoryAddr", doc: "many live tiles, large tiles; 3% near misses (dimensions past the buffers)", knobs: map[Knob]int{PNearMiss: 3, POversize: 8, WLoad: 20}, risks: []string{"AllocatedMemoryAddr"}},
	{name: "MixedKernelExpanded", doc: "cube and vector ops mixed in one kernel; 3% near misses (tile.full moved into Acc, or a hand-written tpush of a tile the pushing core does not hold, which ExpandMixedKernel refuses)", knobs: map[Knob]int{PNearMiss: 3, PSeedFull: 30, WMatmul: 25, WEpilogue: 20}, risks: []string{"MixedKernelExpanded"}, ops: map[*ir.OpDef]int{ir.TileTpushToAiv: 30, ir.TileTpopFromAic: 30, ir.TileTpushToAic: 30, ir.TileTpopFromAiv: 30}},
	{name: "ClusterOutlined", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 80}},
	{name: "TileOps2D", doc: "3-D tiles through loads, views and vector ops", knobs: map[Knob]int{PRank3: 50}, ops: map[*ir.OpDef]int{ir.TileReshape: 10}},
	{name: "TileMemoryInferred", doc: "tiles with no memory space feeding ops with memory constraints, phis and carries across spaces, accumulators fed to cube operands", knobs: map[Knob]int{PExplicitMem: 5, WMatmul: 20, WEpilogue: 12, WIf: 8, PTailChain: 100}},
	{name: "BreakContinueValid", doc: "break and continue in every loop kind", knobs: map[Knob]int{WBreak: 10, WFor: 14, WWhile: 6}},
	{name: "UseAfterDef", doc: "values defined in loops and branches used after them", knobs: map[Knob]int{WFor: 12, WIf: 10, PCarryMore: 60}},
	{name: "HierarchyOutlined", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 80}},
	{name: "StructuredCtrlFlow", doc: "break and continue, block loops that continue before they store", knobs: map[Knob]int{WBreak: 10, WFor: 12, WBlock: 6, PBlockEscape: 70}},
	{name: "VectorKernelSplit", doc: "vector-heavy kernels", knobs: map[Knob]int{WOp: 40, WEpilogue: 10}, ops: map[*ir.OpDef]int{ir.TileAivShard: 6, ir.TileAicGather: 6, ir.TileGetSubblockIdx: 4}},
	{name: "OutParamNotShadowed", doc: "many output parameters, tensor.create", knobs: map[Knob]int{WStore: 16}, ops: map[*ir.OpDef]int{ir.TensorCreate: 6}},
	{name: "NoNestedInCore", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 60}},
	{name: "InOutUseValid", doc: "InOut parameters and orchestration calls", knobs: map[Knob]int{PInOut: 60, POrchestrate: 90, WStore: 14}},
	{name: "PipelineLoopValid", doc: "pipeline loops", knobs: map[Knob]int{WFor: 18}},
	{name: "PipelineResolved", doc: "pipeline loops", knobs: map[Knob]int{WFor: 18}},
	{name: "CallDirectionsResolved", doc: "orchestration calls with In/Out/InOut arguments", knobs: map[Knob]int{POrchestrate: 95, PInOut: 40}},
	{name: "TileTypeCoherence", doc: "views whose encoding depends on the memory space: explicit spaces, moves, views, extracts of slices", knobs: map[Knob]int{PExplicitMem: 40, WView: 14, WWindow: 4}, ops: map[*ir.OpDef]int{ir.TileMove: 10, ir.TileExtract: 6}},
	{name: "InlineFunctionsEliminated", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 80}},
	{name: "OrchestrationReferencesResolved", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 95}},
	{name: "TensorViewCanonical", doc: "tensor creation and narrowed stores", ops: map[*ir.OpDef]int{ir.TensorCreate: 8}, knobs: map[Knob]int{PNarrow: 40}},
	{name: "ArrayNotEscaped", doc: "scalar-heavy kernels", knobs: map[Knob]int{WScalar: 10}},
	{name: "CommDomainScopesMaterialized", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 80}},
	{name: "DistTensorCtxMaterialized", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 80}},
	{name: "RuntimeScopesMaterialized", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 95}},
	{name: "AssignTypeSymmetry", doc: "fixed-space producers (tile.full, moves) feeding loop carries that pick up other spaces (#1262)", knobs: map[Knob]int{WFor: 14, PSeedFull: 40, PExplicitMem: 30, PTailCarry: 100}, ops: map[*ir.OpDef]int{ir.TileFull: 8, ir.TileMove: 8}},
	{name: "ManualDepsOnSubmitOnly", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 95}},
	{name: "ReturnParamsExplicit", doc: "many stores and InOut parameters, outputs returned out of parameter order", knobs: map[Knob]int{WStore: 16, PInOut: 40, PReturnOrder: 60}},
	{name: "UnrollResolved", doc: "unrolled loops, block loops in user form", knobs: map[Knob]int{WFor: 18, WBlock: 6, PUserForm: 60}},
	{name: "AivSplitValid", doc: "split boundary ops, in 4% near misses only (loose in the kernel)", knobs: map[Knob]int{PNearMiss: 4}, ops: map[*ir.OpDef]int{ir.TileAivShard: 40, ir.TileAicGather: 40},
		risks: []string{"AivSplitValid"}},
	{name: "HardSyncallOccupancyValid", doc: "syncall", ops: map[*ir.OpDef]int{ir.SystemSyncall: 10}},
	{name: "IterArgCarryClassified", doc: "loops carrying tensors, with an orchestration caller", knobs: map[Knob]int{WFor: 16, PCarryMore: 60, POrchestrate: 80}},
	{name: "AccToGmStoreValid", doc: "accumulators stored to GM directly", knobs: map[Knob]int{WMatmul: 30, WStore: 18, WEpilogue: 2}},
	{name: "AtomicAddDtypeValid", doc: "atomic-add stores of every dtype the target adds; 4% near misses (one it does not)", knobs: map[Knob]int{PNearMiss: 4, WStore: 16, PAtomic: 60}, risks: []string{"AtomicAddDtypeValid"}},
	{name: "GraphBoundaryLegalized", doc: "kernels with an orchestration caller", knobs: map[Knob]int{POrchestrate: 90}},
	{name: "AccStorePhaseValid", doc: "accumulator stores and gemv phases", knobs: map[Knob]int{WMatmul: 30, WStore: 16}, ops: map[*ir.OpDef]int{ir.TileGemv: 6, ir.TileGemvAcc: 6}},
	{name: "AivSplitLoweredValid", doc: "split boundary ops, in 4% near misses only (loose in the kernel)", knobs: map[Knob]int{PNearMiss: 4}, ops: map[*ir.OpDef]int{ir.TileAivShard: 40, ir.TileAicGather: 40},
		risks: []string{"AivSplitValid"}},
	{name: "NoScalarKernelReturn", doc: "scalar-producing ops in kernels", knobs: map[Knob]int{WScalar: 10}, ops: map[*ir.OpDef]int{ir.TileRead: 6, ir.TensorRead: 6}},
	{name: "BufferDisjoint", doc: "many simultaneously live tiles", knobs: map[Knob]int{WLoad: 24, POversize: 6}},
}

// profiles builds every profile's Policy the first time one is asked for
// (about a millisecond: not at the start of every irfuzz command).
var profiles = sync.OnceValue(func() map[string]*Policy {
	out := map[string]*Policy{}
	for _, spec := range profileTable {
		p := &Policy{Name: spec.name, Doc: spec.doc, Knobs: baseKnobs, risks: spec.risks, Dialect: spec.dialect}
		for k, v := range spec.knobs {
			p.Knobs[k] = v
		}
		weights := map[*ir.OpDef]int{}
		for _, op := range ir.Ops().Ops() {
			w, ok := spec.ops[op]
			if !ok {
				w, ok = opBase[op]
				if !ok {
					w = defaultWeight(op)
				}
			}
			if recipeOf(op) == nil {
				w = 0
			}
			weights[op] = w
		}
		p.buildOps(weights)
		p.Mutators = mutatorsFor(spec.name)
		out[spec.name] = p
	}
	// Default plants every violation its own dialect can spell: the
	// mutators of every pinned-dialect property.
	d := out["Default"]
	for _, m := range mutatorTable {
		if q := out[m.Property]; q != nil && q.Dialect == d.Dialect {
			d.Mutators = append(d.Mutators, m)
		}
	}
	return out
})

// drawOrder is the order the op tables list ops in, and so the position
// each op takes in the op draw: by (OpDef.Since, name), so that an op added
// to the registry comes after every earlier one and a recorded choice
// sequence still picks the op it picked when it was recorded.
func drawOrder() []*ir.OpDef {
	ops := ir.Ops().Ops()
	sort.SliceStable(ops, func(i, j int) bool { return ops[i].Since < ops[j].Since })
	return ops
}

// buildOps fills the op tables from op weights, in draw order: the
// near-miss table holds the near-miss ops the policy risks, the safe one
// none.
func (p *Policy) buildOps(weights map[*ir.OpDef]int) {
	p.weights = weights
	p.ops, p.opW, p.safeOps, p.safeW = nil, 0, nil, 0
	for _, op := range drawOrder() {
		w := weights[op]
		if w <= 0 {
			continue
		}
		prop := nearMissOps[op]
		if prop == "" || p.risky(prop) {
			p.ops = append(p.ops, weightedOp{op: op, w: w})
			p.opW += w
		}
		if prop == "" {
			p.safeOps = append(p.safeOps, weightedOp{op: op, w: w})
			p.safeW += w
		}
	}
}

// Profile returns the profile named after a verifier property (or
// "Default"), nil for an unknown name.
func Profile(name string) *Policy { return profiles()[name] }

// LookupProfile is Profile with an error naming the known profiles.
func LookupProfile(name string) (*Policy, error) {
	if p := profiles()[name]; p != nil {
		return p, nil
	}
	return nil, fmt.Errorf("gen: no profile %q (known: Default and every verifier property name)", name)
}

// Profiles lists every profile name, sorted.
func Profiles() []string {
	out := make([]string, 0, len(profiles()))
	for n := range profiles() {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// UserProgramProfile is the profile of the tensor-level user programs
// (program.go); a campaign rotating over several profiles gives it every
// second case (campaign.ProfileOf).
const UserProgramProfile = "Program"

// DefaultProfile is the base mix.
func DefaultProfile() *Policy { return profiles()["Default"] }
