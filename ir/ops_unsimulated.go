package ir

// unsimulatedOps are the ops of one core (DomainCore) that execute on
// hardware but have no instruction in the Ascend simulator (sim/ascend),
// each with the reason (OpDef.Unsimulated). sim/ascend's
// TestRegistryCoverage checks the list against its instruction table.
func unsimulatedOps() map[*OpDef]string {
	return map[*OpDef]string{
		// Scalar element access: the values feed scalar registers, which an
		// instruction stream of constants does not model.
		TileRead: "scalar element access", TileWrite: "scalar element access",
		TensorRead: "scalar element access", TensorWrite: "scalar element access",
		TileAssemble:  "TINSERT is not modeled",
		TileAivShard:  "replaced by TPUSH / TPOP when ExpandMixedKernel runs",
		TileAicGather: "replaced by TPUSH / TPOP when ExpandMixedKernel runs",
		SystemSyncall: "not modeled",
		// Op-table revision 2.
		TileBatchMatmul:    "a rank-3 tile: FlattenTileNdTo2D rewrites it into 2-D matmuls before lowering",
		TileBatchMatmulAcc: "a rank-3 tile: FlattenTileNdTo2D rewrites it into 2-D matmuls before lowering",
		TileGemvBias:       "no TGEMV_BIAS instruction (the bias-table read of a GEMV)",
		TileMatmulMx:       "no MX scale buffers (LeftScale / RightScale) in the memory model",
		TileMatmulMxAcc:    "no MX scale buffers (LeftScale / RightScale) in the memory model",
		TileMatmulMxBias:   "no MX scale buffers (LeftScale / RightScale) in the memory model",
		TileTgetScaleAddr:  "no MX scale buffers (LeftScale / RightScale) in the memory model",
		TileCi:             "TCI (an index generator) is not modeled",
		TileTri:            "TTRI (a triangle generator) is not modeled",
		TileRandom:         "TRANDOM's generator is not modeled (the reference leaves its values unknown)",
		TileSort32:         "TSORT32 is not modeled",
		TileMrgsortFormat1: "TMRGSORT is not modeled (the reference leaves its values unknown)",
		TileMrgsortFormat2: "TMRGSORT is not modeled (the reference leaves its values unknown)",
		TileGather:         "TGATHER's index form is not modeled",
		TileGatherb:        "TGATHERB is not modeled",
		TileGatherMask:     "TGATHER's mask form is not modeled",
		TileGatherCompare:  "TGATHER's compare form (two results) is not modeled",
		TileGatherRow:      "a sub-region TLOAD into a live tile is not modeled",
		TileMgather:        "MGATHER (a per-row GM gather) is not modeled",
		TileScatter:        "TSCATTER is not modeled",
		TileScatterMask:    "TSCATTER's mask form is not modeled",
		TileScatterUpdate:  "lowered to tile.scatter by ConvertTensorToTileOps (no emission of its own)",
		TileMscatter:       "MSCATTER (a per-element GM scatter) is not modeled",
		TileConcat:         "TCONCAT is not modeled",
		// One core's ops of revision 2 (DomainCore) outside the tile table.
		ArrayGetElement: "scalar element access", ArrayUpdateElement: "scalar element access",
		SystemFence: "the GM fence is not modeled", SystemCacheInvalid: "cache maintenance is not modeled",
		SystemSyncSet: "explicit cross-core events are not modeled", SystemSyncWait: "explicit cross-core events are not modeled",
		SystemSetFFTS:         "FFTS setup is not modeled",
		PrefetchAsyncPrefetch: "the SDMA prefetch is not modeled", PrefetchWait: "the SDMA prefetch is not modeled",
	}
}
