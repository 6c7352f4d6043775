package minimize

import (
	"testing"

	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
)

// TestCloseList: a candidate pass list keeps, in order, only the passes
// whose requirements the input or an earlier kept pass provides.
func TestCloseList(t *testing.T) {
	all := pipeline.Default()
	without := func(names ...string) []*pipeline.Pass {
		var out []*pipeline.Pass
		for _, p := range all {
			keep := true
			for _, n := range names {
				keep = keep && p.Name != n
			}
			if keep {
				out = append(out, p)
			}
		}
		return out
	}
	// What a valid InCore kernel has before any pass: SSA form, split
	// in-core/orchestration, tile ops in kernels, 2-D tiles,
	// normalized statements.
	input := verifier.Set(verifier.SSAForm, verifier.SplitIncoreOrch, verifier.IncoreTileOps, verifier.TileOps2D, verifier.NormalizedStmtStructure)
	for _, c := range []struct {
		name string
		list []*pipeline.Pass
		have verifier.PropertySet
		want string
	}{
		// The outlining passes and ConvertTensorToTileOps establish what
		// the tile passes need, so a program holding nothing keeps them
		// all.
		{"whole pipeline, nothing held", all, 0,
			"InlineFunctions,UnrollLoops,CtrlFlowTransform,ConvertToSSA,Simplify,NormalizeStmtStructure,FlattenCallExpr,OutlineHierarchyScopes,OutlineIncoreScopes,OutlineClusterScopes,ConvertTensorToTileOps,OptimizeOrchTensors,LowerCompositeOps,FlattenTileNdTo2D,LegalizeTileCast,AutoTileMatmulL0,CanonicalizeTileSlice,InferTileMemorySpace,InsertMxScaleAddr,ResolveBackendOpLayouts,LowerAutoVectorSplit,ExpandMixedKernel,AlignTileSlices,InjectGMPipeBuffer,SplitVectorKernel,StampTfreeSplit,NormalizeReturnOrder,SkewCrossCorePipeline,LowerPipelineToSlots,LowerPipelineLoops,CanonicalizeIOOrder,MaterializeTensorStrides,InitMemRef,MaterializeSemanticAliases,MemoryReuse,AllocateMemoryAddr,FoldNoOpReshape,FuseCreateAssembleToSlice,DeriveCallDirections,AutoDeriveTaskDependencies,ExpandManualPhaseFence,SynthesizeAllreduceSignals,MaterializeCommDomainScopes,LowerHostTensorCollectives,MaterializeDistTensorCtx,MaterializeRuntimeScopes,ClassifyIterArgCarry,InsertCommFence,MaterializeValidShapeSymbols,InsertSync"},
		{"whole pipeline, a valid kernel", all, input,
			"InlineFunctions,UnrollLoops,CtrlFlowTransform,ConvertToSSA,Simplify,NormalizeStmtStructure,FlattenCallExpr,OutlineHierarchyScopes,OutlineIncoreScopes,OutlineClusterScopes,ConvertTensorToTileOps,OptimizeOrchTensors,LowerCompositeOps,FlattenTileNdTo2D,LegalizeTileCast,AutoTileMatmulL0,CanonicalizeTileSlice,InferTileMemorySpace,InsertMxScaleAddr,ResolveBackendOpLayouts,LowerAutoVectorSplit,ExpandMixedKernel,AlignTileSlices,InjectGMPipeBuffer,SplitVectorKernel,StampTfreeSplit,NormalizeReturnOrder,SkewCrossCorePipeline,LowerPipelineToSlots,LowerPipelineLoops,CanonicalizeIOOrder,MaterializeTensorStrides,InitMemRef,MaterializeSemanticAliases,MemoryReuse,AllocateMemoryAddr,FoldNoOpReshape,FuseCreateAssembleToSlice,DeriveCallDirections,AutoDeriveTaskDependencies,ExpandManualPhaseFence,SynthesizeAllreduceSignals,MaterializeCommDomainScopes,LowerHostTensorCollectives,MaterializeDistTensorCtx,MaterializeRuntimeScopes,ClassifyIterArgCarry,InsertCommFence,MaterializeValidShapeSymbols,InsertSync"},
		// Without InferTileMemorySpace nothing provides TileMemoryInferred:
		// ExpandMixedKernel and InitMemRef go, and with InitMemRef the
		// passes that need MemRefs; NormalizeReturnOrder needs only split
		// functions and tile ops.
		{"drop InferTileMemorySpace", without("InferTileMemorySpace"), input,
			"InlineFunctions,UnrollLoops,CtrlFlowTransform,ConvertToSSA,Simplify,NormalizeStmtStructure,FlattenCallExpr,OutlineHierarchyScopes,OutlineIncoreScopes,OutlineClusterScopes,ConvertTensorToTileOps,OptimizeOrchTensors,LowerCompositeOps,FlattenTileNdTo2D,LegalizeTileCast,AutoTileMatmulL0,CanonicalizeTileSlice,ResolveBackendOpLayouts,StampTfreeSplit,NormalizeReturnOrder,FuseCreateAssembleToSlice,DeriveCallDirections,AutoDeriveTaskDependencies,ExpandManualPhaseFence,SynthesizeAllreduceSignals,MaterializeCommDomainScopes,LowerHostTensorCollectives,MaterializeDistTensorCtx,MaterializeRuntimeScopes,ClassifyIterArgCarry,InsertCommFence,MaterializeValidShapeSymbols"},
		// InitMemRef invalidates SSA form: without it MemoryReuse still
		// lacks HasMemRefs.
		{"drop InitMemRef", without("InitMemRef"), input,
			"InlineFunctions,UnrollLoops,CtrlFlowTransform,ConvertToSSA,Simplify,NormalizeStmtStructure,FlattenCallExpr,OutlineHierarchyScopes,OutlineIncoreScopes,OutlineClusterScopes,ConvertTensorToTileOps,OptimizeOrchTensors,LowerCompositeOps,FlattenTileNdTo2D,LegalizeTileCast,AutoTileMatmulL0,CanonicalizeTileSlice,InferTileMemorySpace,InsertMxScaleAddr,ResolveBackendOpLayouts,LowerAutoVectorSplit,ExpandMixedKernel,AlignTileSlices,InjectGMPipeBuffer,SplitVectorKernel,StampTfreeSplit,NormalizeReturnOrder,SkewCrossCorePipeline,LowerPipelineToSlots,LowerPipelineLoops,CanonicalizeIOOrder,MaterializeTensorStrides,FuseCreateAssembleToSlice,DeriveCallDirections,AutoDeriveTaskDependencies,ExpandManualPhaseFence,SynthesizeAllreduceSignals,MaterializeCommDomainScopes,LowerHostTensorCollectives,MaterializeDistTensorCtx,MaterializeRuntimeScopes,ClassifyIterArgCarry,InsertCommFence,MaterializeValidShapeSymbols"},
		{"drop ConvertToSSA from an SSA kernel", without("ConvertToSSA"), input,
			"InlineFunctions,UnrollLoops,CtrlFlowTransform,Simplify,NormalizeStmtStructure,FlattenCallExpr,OutlineHierarchyScopes,OutlineIncoreScopes,OutlineClusterScopes,ConvertTensorToTileOps,OptimizeOrchTensors,LowerCompositeOps,FlattenTileNdTo2D,LegalizeTileCast,AutoTileMatmulL0,CanonicalizeTileSlice,InferTileMemorySpace,InsertMxScaleAddr,ResolveBackendOpLayouts,LowerAutoVectorSplit,ExpandMixedKernel,AlignTileSlices,InjectGMPipeBuffer,SplitVectorKernel,StampTfreeSplit,NormalizeReturnOrder,SkewCrossCorePipeline,LowerPipelineToSlots,LowerPipelineLoops,CanonicalizeIOOrder,MaterializeTensorStrides,InitMemRef,MaterializeSemanticAliases,MemoryReuse,AllocateMemoryAddr,FoldNoOpReshape,FuseCreateAssembleToSlice,DeriveCallDirections,AutoDeriveTaskDependencies,ExpandManualPhaseFence,SynthesizeAllreduceSignals,MaterializeCommDomainScopes,LowerHostTensorCollectives,MaterializeDistTensorCtx,MaterializeRuntimeScopes,ClassifyIterArgCarry,InsertCommFence,MaterializeValidShapeSymbols,InsertSync"},
	} {
		if got := passNames(closeList(c.list, c.have)); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
	if got := passNames(closeList(nil, input)); got != "(none)" {
		t.Errorf("empty list: %s", got)
	}
}
