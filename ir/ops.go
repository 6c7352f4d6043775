package ir

import "sync"

// defaultOps lists every op irfuzz models. Add a new op here and in an
// ops_*.go file; the registry walk tests then demand a deduction test, and
// the later packages demand reference semantics, a lowering and generator
// support.
//
// The PTO operation each op's code generation emits is stamped here, as
// the pinned PyPTO registers it: kSimpleOps in
// src/backend/common/pto_ops_elementwise.cpp:588-700 (the elementwise,
// reduction, expansion, fillpad and matmul ops), and its custom emitters:
// tile.div / tile.recip (pto_ops_elementwise.cpp:756-758), tile.cast
// (:860), tile.full (:906), tile.col_sum (:897), tile.transpose (:199),
// tile.row_expand_add (:769), tile.matmul_acc / tile.gemv / tile.gemv_acc
// (:1102-1106), tile.extract (:687); tile.load / tile.store / tile.move /
// tile.slice / tile.reshape / tile.set_validshape / tile.create
// (pto_ops_datamove.cpp:333, :409, :67, :927, :1078, :141);
// tile.assemble, a pto.subview of the target the source is moved into
// (MakeTileAssembleCodegenPTO, pto_ops_datamove.cpp:74-330);
// tile.transpose_view, a pto.treshape view (pto_ops_datamove.cpp:1328-
// 1350); the barriers system.bar_v / bar_m / bar_all, pto.barrier
// (pto_ops_memory.cpp:1038-1040); tile.read /
// tile.write (pto_ops_memory.cpp:536, :567); tensor.read / tensor.write
// (pto_ops_distributed.cpp:131, pto_ops_memory.cpp:664); the cross-core
// pushes and pops and system.syncall (pto_ops_crosscore.cpp; docs
// en/dev/codegen/00-pto_codegen.md "Cross-Core Operations").
//
// Each op is an exported value (TileLoad, TileMatmulAcc, SystemSyncSrc,
// TensorRead, ...): code outside this package compares a call's op by
// identity, c.Op == ir.TileLoad, so a misspelt op does not compile
// (internal/layers TestNoOpNameComparisons keeps it so). The values are
// the default registry's entries; Op(name) is the parser's lookup.
func defaultOps() []*OpDef {
	layoutSpecs()
	return append([]*OpDef{
		// memory
		pto(TileLoad, "pto.tload"), pto(TileStore, "pto.tstore"), pto(TileMove, "pto.tmov"),
		pto(TileCreate, "pto.alloc_tile"), vec(pto(TileFull, "pto.texpands"), ClassFull, FnNone), TileAlloc,
		pto(TileRead, "pto.tgetval"), pto(TileWrite, "pto.tsetval"),
		// cube
		pto(TileMatmul, "pto.tmatmul"), pto(TileMatmulAcc, "pto.tmatmul.acc"), pto(TileMatmulBias, "pto.tmatmul.bias"),
		pto(TileGemv, "pto.tgemv"), pto(TileGemvAcc, "pto.tgemv.acc"),
		// vector
		vec(pto(TileAdd, "pto.tadd"), ClassBinary, FnAdd), vec(pto(TileSub, "pto.tsub"), ClassBinary, FnSub),
		vec(pto(TileMul, "pto.tmul"), ClassBinary, FnMul), vec(pto(TileDiv, "pto.tdiv"), ClassBinary, FnDiv),
		vec(pto(TileMaximum, "pto.tmax"), ClassBinary, FnMax), vec(pto(TileMinimum, "pto.tmin"), ClassBinary, FnMin),
		vec(pto(TileAdds, "pto.tadds"), ClassTileScalar, FnAdd), vec(pto(TileSubs, "pto.tsubs"), ClassTileScalar, FnSub),
		vec(pto(TileMuls, "pto.tmuls"), ClassTileScalar, FnMul), vec(pto(TileDivs, "pto.tdivs"), ClassTileScalar, FnDiv),
		vec(pto(TileExp, "pto.texp"), ClassUnary, FnExp), vec(pto(TileNeg, "pto.tneg"), ClassUnary, FnNeg),
		vec(pto(TileAbs, "pto.tabs"), ClassUnary, FnAbs), vec(pto(TileRelu, "pto.trelu"), ClassUnary, FnRelu),
		vec(pto(TileSqrt, "pto.tsqrt"), ClassUnary, FnSqrt), vec(pto(TileRecip, "pto.trecip"), ClassUnary, FnRecip),
		vec(pto(TileCast, "pto.tcvt"), ClassCast, FnNone), vec(pto(TileFillpad, "pto.tfillpad"), ClassFillpad, FnNone),
		vec(pto(TileRowSum, "pto.trowsum"), ClassRowReduce, FnAdd), vec(pto(TileRowMax, "pto.trowmax"), ClassRowReduce, FnMax),
		vec(pto(TileColSum, "pto.tcolsum"), ClassColReduce, FnAdd),
		vec(pto(TileRowExpandAdd, "pto.trowexpandadd"), ClassRowExpand, FnAdd),
		vec(pto(TileRowExpandMul, "pto.trowexpandmul"), ClassRowExpand, FnMul),
		// views and transforms
		pto(TileSlice, "pto.subview"), pto(TileReshape, "pto.treshape"), pto(TileTransposeView, "pto.treshape"), vec(pto(TileTranspose, "pto.ttrans"), ClassTranspose, FnNone),
		pto(TileExtract, "pto.textract"), pto(TileSetValidshape, "pto.set_validshape"), pto(TileAssemble, "pto.subview"),
		spmd(TileGetBlockIdx, "__pypto_spmd_block_idx"), spmd(TileGetBlockNum, "__pypto_spmd_block_num"),
		spmd(TileGetSubblockIdx, "__pypto_spmd_subblock_idx"),
		// cross-core
		cross(pto(TileTpushToAiv, "pto.tpush_to_aiv"), CrossPush, true), cross(pto(TileTpushToAic, "pto.tpush_to_aic"), CrossPush, false),
		cross(pto(TileTpopFromAic, "pto.tpop_from_aic"), CrossPop, true), cross(pto(TileTpopFromAiv, "pto.tpop_from_aiv"), CrossPop, false),
		TileAivShard, TileAicGather,
		// system
		SystemSyncSrc, SystemSyncDst, pto(SystemBarV, "pto.barrier"), pto(SystemBarM, "pto.barrier"), pto(SystemBarAll, "pto.barrier"), pto(SystemSyncall, "pto.syncall"), SystemAvailClusters, SystemAvailAIV,
		// tensor
		TensorCreate, pto(TensorRead, "pto.load_scalar"), pto(TensorWrite, "pto.store_scalar"),
		// Revision 1 (OpDef.Since).
		since(1, vec(pto(TileMaximums, "pto.tmaxs"), ClassTileScalar, FnMax)),
	}, append(append(tensorOps(), distOps()...), revision2()...)...)
}

// tensorOps are the tensor-level ops of revision 2 (OpDef.Since): every
// tensor.* op the pinned PyPTO registers besides tensor.create, read and
// write (src/ir/op/tensor_ops/*.cpp; tensor.aiv_shard / aic_gather in
// src/ir/op/tile_ops/cross_core.cpp:565-595). They work on whole GM
// tensors and are lowered to tile ops before code generation
// (OpDef.ToTile). The vector classes they share with tile ops are stamped
// here; the reference dispatches them by identity all the same.
func tensorOps() []*OpDef {
	ops := []*OpDef{
		// elementwise.cpp
		vec(TensorAdd, ClassBinary, FnAdd), vec(TensorSub, ClassBinary, FnSub), vec(TensorMul, ClassBinary, FnMul), vec(TensorDiv, ClassBinary, FnDiv),
		vec(TensorMaximum, ClassBinary, FnMax), vec(TensorMinimum, ClassBinary, FnMin),
		vec(TensorAdds, ClassTileScalar, FnAdd), vec(TensorSubs, ClassTileScalar, FnSub), vec(TensorMuls, ClassTileScalar, FnMul), vec(TensorDivs, ClassTileScalar, FnDiv),
		TensorPartAdd, TensorPartMul, TensorPartMax, TensorPartMin, TensorFmod, TensorFmods, TensorCmp,
		TensorAnd, TensorAnds, TensorOr, TensorOrs, TensorXor, TensorXors, TensorShl, TensorShls, TensorShr, TensorShrs,
		// unary.cpp
		vec(TensorNeg, ClassUnary, FnNeg), vec(TensorAbs, ClassUnary, FnAbs), vec(TensorExp, ClassUnary, FnExp),
		vec(TensorSqrt, ClassUnary, FnSqrt), vec(TensorRecip, ClassUnary, FnRecip), vec(TensorCast, ClassCast, FnNone),
		TensorNot, TensorLog, TensorSin, TensorCos, TensorRsqrt,
		// broadcast.cpp
		vec(TensorRowExpandAdd, ClassRowExpand, FnAdd), vec(TensorRowExpandSub, ClassRowExpand, FnSub),
		vec(TensorRowExpandMul, ClassRowExpand, FnMul), vec(TensorRowExpandDiv, ClassRowExpand, FnDiv),
		vec(TensorRowExpandMax, ClassRowExpand, FnMax), vec(TensorRowExpandMin, ClassRowExpand, FnMin),
		TensorRowExpandExpdif, TensorRowExpand,
		TensorColExpandAdd, TensorColExpandSub, TensorColExpandMul, TensorColExpandDiv, TensorColExpandMax, TensorColExpandMin,
		TensorColExpandExpdif, TensorColExpand, TensorExpands, TensorExpandClone,
		// reduction.cpp
		vec(TensorRowSum, ClassRowReduce, FnAdd), vec(TensorRowMax, ClassRowReduce, FnMax),
		vec(TensorRowMin, ClassRowReduce, FnMin), vec(TensorRowProd, ClassRowReduce, FnMul),
		vec(TensorColSum, ClassColReduce, FnAdd), vec(TensorColMax, ClassColReduce, FnMax),
		vec(TensorColMin, ClassColReduce, FnMin), vec(TensorColProd, ClassColReduce, FnMul),
		TensorRowArgmax, TensorRowArgmin, TensorColArgmax, TensorColArgmin,
		// matmul.cpp
		TensorMatmul, TensorMatmulAcc,
		// transform.cpp
		TensorReshape, TensorReinterpretView, TensorTranspose, TensorViewOp, TensorConcat, TensorSetValidshape,
		// memory.cpp
		TensorSlice, vec(TensorFillpad, ClassFillpad, FnNone), TensorFillpadExpand, TensorAssemble,
		vec(TensorFull, ClassFull, FnNone), TensorCi, TensorRandom, TensorDim, TensorAlloc,
		TensorGetBlockIdx, TensorGetSubblockIdx, TensorGetBlockNum,
		// gather.cpp, scatter.cpp, scatter_update.cpp, sort.cpp, paged_gather.cpp
		TensorGather, TensorGatherMask, TensorGatherCompare, TensorScatter, TensorScatterMask, TensorScatterUpdate,
		TensorSort32, TensorMrgsortFormat1, TensorMrgsortFormat2,
		TensorPagedGather, TensorCreateL1, TensorGatherRow,
		// tile_ops/cross_core.cpp
		TensorAivShard, TensorAicGather,
	}
	for _, o := range ops {
		since(2, o)
	}
	return ops
}

// distOps are revision 2's system, array, prefetch and distributed ops
// (OpDef.Since).
func distOps() []*OpDef {
	ops := []*OpDef{
		// system: task ids, sync, cross-core
		SystemTaskInvalid, SystemTaskDummy, SystemTaskIsValid,
		SystemFence, SystemCacheInvalid, SystemSetFFTS, SystemSyncSet, SystemSyncWait,
		SystemTfreeToAic, SystemTfreeToAiv, SystemAicInitializePipe, SystemAivInitializePipe,
		SystemReserveBuffer, SystemImportPeerBuffer,
		// array
		ArrayCreate, ArrayGetElement, ArrayUpdateElement,
		// prefetch
		PrefetchMakeContext, PrefetchAsyncPrefetch, PrefetchSession, PrefetchWait,
		// distributed: pld.system, pld.tensor, pld.tile
		PldSystemWorldSize, PldSystemGetCommCtx, PldSystemRank, PldSystemNranks,
		PldSystemNotify, PldSystemWait, PldSystemDeferWait,
		PldTensorAllocWindowBuffer, PldTensorWindow, PldTensorPut, PldTensorGet, PldTensorRemoteStore,
		PldTensorAllreduce, PldTensorBarrier, PldTensorBroadcast, PldTensorAllgather,
		PldTensorReduceScatter, PldTensorAllToAll, PldTensorAllToAllV,
		PldTilePut, PldTileGet, PldTileRemoteLoad, PldTileRemoteStore,
		// host collective dispatches and runtime intrinsics
		BuiltinTensorAllreduce, BuiltinTensorAllreduceRing, BuiltinTensorBarrier, BuiltinTensorBroadcast,
		BuiltinTensorReduceScatter, BuiltinTensorAllgather, BuiltinTensorAllToAll, BuiltinTensorAllToAllV,
		DistMakeTensor, DistTreeReduce, DistSubmitWorker, DistSubmitOrchestrator, DistFutureGet,
	}
	for _, d := range ops {
		since(2, d)
	}
	return ops
}

// revision2 is the second addition to the op table (OpDef.Since 2): every
// tile op the pinned PyPTO registers that the first table lacked. The PTO
// operations are PyPTO's: kSimpleOps
// (src/backend/common/pto_ops_elementwise.cpp:588-684) and the custom
// emitters each op's doc comment cites. tile.sin / tile.cos (lowered by
// LowerCompositeOps), tile.expands, tile.scatter_update (lowered by
// ConvertTensorToTileOps), tile.batch_matmul / _acc (lowered by
// FlattenTileNdTo2D) have no emission of their own; tile.gather_row emits
// a pto.subview and a pto.tload into it (no operation of its own).
func revision2() []*OpDef {
	ops := []*OpDef{
		// unary
		vec(TileSin, ClassUnary, FnSin), vec(TileCos, ClassUnary, FnCos),
		vec(pto(TileLog, "pto.tlog"), ClassUnary, FnLog), vec(pto(TileRsqrt, "pto.trsqrt"), ClassUnary, FnRsqrt),
		vec(pto(TileNot, "pto.tnot"), ClassUnary, FnNot),
		// tile x tile
		vec(pto(TileAnd, "pto.tand"), ClassBinary, FnAnd), vec(pto(TileOr, "pto.tor"), ClassBinary, FnOr),
		vec(pto(TileXor, "pto.txor"), ClassBinary, FnXor), vec(pto(TileShl, "pto.tshl"), ClassBinary, FnShl),
		vec(pto(TileShr, "pto.tshr"), ClassBinary, FnShr), vec(pto(TileRem, "pto.trem"), ClassBinary, FnRem),
		vec(pto(TileFmod, "pto.tfmod"), ClassBinary, FnFmod), vec(pto(TilePrelu, "pto.tprelu"), ClassBinary, FnPrelu),
		// tile x scalar
		vec(pto(TileAnds, "pto.tands"), ClassTileScalar, FnAnd), vec(pto(TileOrs, "pto.tors"), ClassTileScalar, FnOr),
		vec(pto(TileXors, "pto.txors"), ClassTileScalar, FnXor), vec(pto(TileShls, "pto.tshls"), ClassTileScalar, FnShl),
		vec(pto(TileShrs, "pto.tshrs"), ClassTileScalar, FnShr), vec(pto(TileRems, "pto.trems"), ClassTileScalar, FnRem),
		vec(pto(TileFmods, "pto.tfmods"), ClassTileScalar, FnFmod), vec(pto(TileMinimums, "pto.tmins"), ClassTileScalar, FnMin),
		vec(pto(TileLrelu, "pto.tlrelu"), ClassTileScalar, FnLrelu), vec(TileExpands, ClassTileScalar, FnRight),
		// partial combines, three-operand adds
		vec(pto(TilePartAdd, "pto.tpartadd"), ClassPartial, FnAdd), vec(pto(TilePartMul, "pto.tpartmul"), ClassPartial, FnMul),
		vec(pto(TilePartMax, "pto.tpartmax"), ClassPartial, FnMax), vec(pto(TilePartMin, "pto.tpartmin"), ClassPartial, FnMin),
		vec(pto(TileAddc, "pto.taddc"), ClassTernary, FnAdd), vec(pto(TileSubc, "pto.tsubc"), ClassTernary, FnSub),
		vec(pto(TileAddsc, "pto.taddsc"), ClassTernary, FnAdd), vec(pto(TileSubsc, "pto.tsubsc"), ClassTernary, FnSub),
		// comparison and selection
		vec(pto(TileCmp, "pto.tcmp"), ClassCompare, FnNone), vec(pto(TileCmps, "pto.tcmps"), ClassCompare, FnNone),
		vec(pto(TileSel, "pto.tsel"), ClassSelect, FnNone), vec(pto(TileSels, "pto.tsels"), ClassSelect, FnNone),
		// reductions
		vec(pto(TileRowMin, "pto.trowmin"), ClassRowReduce, FnMin), vec(pto(TileRowProd, "pto.trowprod"), ClassRowReduce, FnMul),
		vec(pto(TileRowArgmax, "pto.trowargmax"), ClassRowReduce, FnArgMax), vec(pto(TileRowArgmin, "pto.trowargmin"), ClassRowReduce, FnArgMin),
		vec(pto(TileColMax, "pto.tcolmax"), ClassColReduce, FnMax), vec(pto(TileColMin, "pto.tcolmin"), ClassColReduce, FnMin),
		vec(pto(TileColProd, "pto.tcolprod"), ClassColReduce, FnMul),
		vec(pto(TileColArgmax, "pto.tcolargmax"), ClassColReduce, FnArgMax), vec(pto(TileColArgmin, "pto.tcolargmin"), ClassColReduce, FnArgMin),
		// row and column broadcasts
		vec(pto(TileRowExpand, "pto.trowexpand"), ClassRowExpand, FnRight), vec(pto(TileRowExpandSub, "pto.trowexpandsub"), ClassRowExpand, FnSub),
		vec(pto(TileRowExpandDiv, "pto.trowexpanddiv"), ClassRowExpand, FnDiv), vec(pto(TileRowExpandMax, "pto.trowexpandmax"), ClassRowExpand, FnMax),
		vec(pto(TileRowExpandMin, "pto.trowexpandmin"), ClassRowExpand, FnMin), vec(pto(TileRowExpandExpdif, "pto.trowexpandexpdif"), ClassRowExpand, FnExpDif),
		vec(pto(TileColExpand, "pto.tcolexpand"), ClassColExpand, FnRight), vec(pto(TileColExpandMul, "pto.tcolexpandmul"), ClassColExpand, FnMul),
		vec(pto(TileColExpandAdd, "pto.tcolexpandadd"), ClassColExpand, FnAdd), vec(pto(TileColExpandDiv, "pto.tcolexpanddiv"), ClassColExpand, FnDiv),
		vec(pto(TileColExpandSub, "pto.tcolexpandsub"), ClassColExpand, FnSub), vec(pto(TileColExpandMax, "pto.tcolexpandmax"), ClassColExpand, FnMax),
		vec(pto(TileColExpandMin, "pto.tcolexpandmin"), ClassColExpand, FnMin), vec(pto(TileColExpandExpdif, "pto.tcolexpandexpdif"), ClassColExpand, FnExpDif),
		// fillpad variants
		vec(pto(TileFillpadInplace, "pto.tfillpad"), ClassFillpad, FnNone), vec(pto(TileFillpadExpand, "pto.tfillpad_expand"), ClassFillpad, FnNone),
		// generators
		pto(TileCi, "pto.tci"), pto(TileTri, "pto.ttri"), pto(TileRandom, "pto.trandom"),
		// sorting
		pto(TileSort32, "pto.tsort32"), pto(TileMrgsortFormat1, "pto.tmrgsort"), pto(TileMrgsortFormat2, "pto.tmrgsort"),
		// gathers and scatters
		pto(TileGather, "pto.tgather"), pto(TileGatherb, "pto.tgatherb"), pto(TileGatherMask, "pto.tgather"),
		pto(TileGatherCompare, "pto.tgather"), TileGatherRow, pto(TileMgather, "pto.mgather"),
		pto(TileScatter, "pto.tscatter"), pto(TileScatterMask, "pto.tscatter"), TileScatterUpdate, pto(TileMscatter, "pto.mscatter"),
		// views and transforms
		pto(TileReinterpretView, "pto.treshape"), pto(TileConcat, "pto.tconcat"),
		// cube
		TileBatchMatmul, TileBatchMatmulAcc, pto(TileGemvBias, "pto.tgemv.bias"),
		pto(TileMatmulMx, "pto.tmatmul.mx"), pto(TileMatmulMxAcc, "pto.tmatmul.mx.acc"), pto(TileMatmulMxBias, "pto.tmatmul.mx.bias"),
		pto(TileTgetScaleAddr, "pto.tget_scale_addr"),
	}
	for _, op := range ops {
		since(2, op)
	}
	return ops
}

// pto stamps the PTO operation an op's code generation emits.
func pto(d *OpDef, name string) *OpDef {
	d.PTO = name
	return d
}

// since stamps the op-table revision that added an op (OpDef.Since).
func since(rev int, d *OpDef) *OpDef {
	d.Since = rev
	return d
}

// spmd stamps the kernel parameter an SPMD identity query reads.
func spmd(d *OpDef, param string) *OpDef {
	d.SPMDParam = param
	return d
}

var defaultRegistry = sync.OnceValue(func() *Registry {
	ops := defaultOps()
	for d, why := range unsimulatedOps() {
		d.Unsimulated = why
	}
	r, err := NewRegistry(ops...)
	if err != nil {
		panic("ir: default op registry is malformed: " + err.Error())
	}
	return r
})

// Ops returns the default op registry (built once, read-only).
func Ops() *Registry { return defaultRegistry() }

// Op returns a registered op of the default registry, or nil.
func Op(name string) *OpDef {
	d, _ := Ops().Lookup(name)
	return d
}
