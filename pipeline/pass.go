package pipeline

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// Pass is one transformation. Run must not modify its input: it returns a
// new program (sharing unchanged nodes) or the input itself when nothing
// changed.
type Pass struct {
	Name        string
	Doc         string // one line
	Required    verifier.PropertySet
	Produced    verifier.PropertySet
	Invalidated verifier.PropertySet
	Run         func(p *ir.Program, ctx *Context) (*ir.Program, error)
}

// Property shorthands for the pass tables.
const (
	pSSA  = verifier.SSAForm
	pNSS  = verifier.NormalizedStmtStructure
	pSIO  = verifier.SplitIncoreOrch
	pITO  = verifier.IncoreTileOps
	pT2D  = verifier.TileOps2D
	pTMI  = verifier.TileMemoryInferred
	pHMR  = verifier.HasMemRefs
	pNNC  = verifier.NoNestedCalls
	pAddr = verifier.AllocatedMemoryAddr
)

var set = verifier.Set

// Default returns the default pass list, in PyPTO's order
// (python/pypto/ir/pass_manager.py:146-275): its 48 distinct passes, of 49
// runs; the second Simplify, after MaterializeDistTensorCtx, is left out
// (docs/pypto-version.md). AlignTileSlices is the model's own (after
// ExpandMixedKernel, a listed departure). InsertSync, the
// model's own stand-in for the flags PyPTO's code generator and PTOAS
// place, runs last: PyPTO's pipeline (python/pypto/ir/pass_manager.py:
// 146-275) has no synchronization pass.
func Default() []*Pass {
	return []*Pass{
		InlineFunctions,
		UnrollLoops,
		CtrlFlowTransform,
		ConvertToSSA,
		Simplify,
		NormalizeStmtStructure,
		FlattenCallExpr,
		OutlineHierarchyScopes,
		OutlineIncoreScopes,
		OutlineClusterScopes,
		ConvertTensorToTileOps,
		OptimizeOrchTensors,
		LowerCompositeOps,
		FlattenTileNdTo2D,
		LegalizeTileCast,
		AutoTileMatmulL0,
		CanonicalizeTileSlice,
		InferTileMemorySpace,
		InsertMxScaleAddr,
		ResolveBackendOpLayouts,
		LowerAutoVectorSplit,
		ExpandMixedKernel,
		AlignTileSlices,
		InjectGMPipeBuffer,
		SplitVectorKernel,
		StampTfreeSplit,
		NormalizeReturnOrder,
		SkewCrossCorePipeline,
		LowerPipelineToSlots,
		LowerPipelineLoops,
		CanonicalizeIOOrder,
		MaterializeTensorStrides,
		InitMemRef,
		MaterializeSemanticAliases,
		MemoryReuse,
		AllocateMemoryAddr,
		FoldNoOpReshape,
		FuseCreateAssembleToSlice,
		DeriveCallDirections,
		AutoDeriveTaskDependencies,
		ExpandManualPhaseFence,
		SynthesizeAllreduceSignals,
		MaterializeCommDomainScopes,
		LowerHostTensorCollectives,
		MaterializeDistTensorCtx,
		MaterializeRuntimeScopes,
		ClassifyIterArgCarry,
		InsertCommFence,
		MaterializeValidShapeSymbols,
		InsertSync,
	}
}

// ByName resolves a comma-separated pass list ("InitMemRef,MemoryReuse")
// of the passes Lookup finds.
func ByName(list string) ([]*Pass, error) {
	var out []*Pass
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		p := Lookup(n)
		if p == nil {
			var names []string
			for _, q := range Compile() {
				names = append(names, q.Name)
			}
			return nil, fmt.Errorf("unknown pass %q (passes: %s)", n, strings.Join(names, ", "))
		}
		out = append(out, p)
	}
	return out, nil
}

// Lookup finds a pass of the Compile list (the default list and
// PTOCodegen) by name.
func Lookup(name string) *Pass {
	for _, p := range Compile() {
		if p.Name == name {
			return p
		}
	}
	// PyPTO's Python names (passes.convert_to_ssa) camel-case to
	// ConvertToSsa: letter case is not significant.
	for _, p := range Compile() {
		if strings.EqualFold(p.Name, name) {
			return p
		}
	}
	return nil
}
