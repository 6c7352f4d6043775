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
func defaultOps() []*OpDef {
	return []*OpDef{
		// memory
		pto(tileLoad, "pto.tload"), pto(tileStore, "pto.tstore"), pto(tileMove, "pto.tmov"),
		pto(tileCreate, "pto.alloc_tile"), pto(tileFull, "pto.texpands"), tileAlloc,
		pto(tileRead, "pto.tgetval"), pto(tileWrite, "pto.tsetval"),
		// cube
		pto(tileMatmul, "pto.tmatmul"), pto(tileMatmulAcc, "pto.tmatmul.acc"), pto(tileMatmulBias, "pto.tmatmul.bias"),
		pto(tileGemv, "pto.tgemv"), pto(tileGemvAcc, "pto.tgemv.acc"),
		// vector
		pto(tileAdd, "pto.tadd"), pto(tileSub, "pto.tsub"), pto(tileMul, "pto.tmul"), pto(tileDiv, "pto.tdiv"),
		pto(tileMaximum, "pto.tmax"), pto(tileMinimum, "pto.tmin"),
		pto(tileAdds, "pto.tadds"), pto(tileSubs, "pto.tsubs"), pto(tileMuls, "pto.tmuls"), pto(tileDivs, "pto.tdivs"),
		pto(tileExp, "pto.texp"), pto(tileNeg, "pto.tneg"), pto(tileAbs, "pto.tabs"), pto(tileRelu, "pto.trelu"),
		pto(tileSqrt, "pto.tsqrt"), pto(tileRecip, "pto.trecip"), pto(tileCast, "pto.tcvt"), pto(tileFillpad, "pto.tfillpad"),
		pto(tileRowSum, "pto.trowsum"), pto(tileRowMax, "pto.trowmax"), pto(tileColSum, "pto.tcolsum"),
		pto(tileRowExpandAdd, "pto.trowexpandadd"), pto(tileRowExpandMul, "pto.trowexpandmul"),
		// views and transforms
		pto(tileSlice, "pto.subview"), pto(tileReshape, "pto.treshape"), pto(tileTransposeView, "pto.treshape"), pto(tileTranspose, "pto.ttrans"),
		pto(tileExtract, "pto.textract"), pto(tileSetValidshape, "pto.set_validshape"), pto(tileAssemble, "pto.subview"),
		spmd(tileGetBlockIdx, "__pypto_spmd_block_idx"), spmd(tileGetBlockNum, "__pypto_spmd_block_num"),
		spmd(tileGetSubblockIdx, "__pypto_spmd_subblock_idx"),
		// cross-core
		pto(tileTpushToAiv, "pto.tpush_to_aiv"), pto(tileTpushToAic, "pto.tpush_to_aic"),
		pto(tileTpopFromAic, "pto.tpop_from_aic"), pto(tileTpopFromAiv, "pto.tpop_from_aiv"), tileAivShard, tileAicGather,
		// system
		sysSyncSrc, sysSyncDst, pto(sysBarV, "pto.barrier"), pto(sysBarM, "pto.barrier"), pto(sysBarAll, "pto.barrier"), pto(sysSyncall, "pto.syncall"), sysAvailClusters, sysAvailAIV,
		// tensor
		tensorCreate, pto(tensorRead, "pto.load_scalar"), pto(tensorWrite, "pto.store_scalar"),
	}
}

// pto stamps the PTO operation an op's code generation emits.
func pto(d *OpDef, name string) *OpDef {
	d.PTO = name
	return d
}

// spmd stamps the kernel parameter an SPMD identity query reads.
func spmd(d *OpDef, param string) *OpDef {
	d.SPMDParam = param
	return d
}

var defaultRegistry = sync.OnceValue(func() *Registry {
	r, err := NewRegistry(defaultOps()...)
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
