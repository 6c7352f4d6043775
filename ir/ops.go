package ir

import "sync"

// defaultOps lists every op irfuzz models. Add a new op here and in an
// ops_*.go file; the registry walk tests then demand a deduction test, and
// the later packages demand reference semantics, a lowering and generator
// support.
func defaultOps() []*OpDef {
	return []*OpDef{
		// memory
		tileLoad, tileStore, tileMove, tileCreate, tileFull, tileAlloc, tileRead, tileWrite,
		// cube
		tileMatmul, tileMatmulAcc, tileMatmulBias, tileGemv, tileGemvAcc,
		// vector
		tileAdd, tileSub, tileMul, tileDiv, tileMaximum, tileMinimum,
		tileAdds, tileSubs, tileMuls, tileDivs,
		tileExp, tileNeg, tileAbs, tileRelu, tileSqrt, tileRecip, tileCast, tileFillpad,
		tileRowSum, tileRowMax, tileColSum, tileRowExpandAdd, tileRowExpandMul,
		// views and transforms
		tileSlice, tileReshape, tileTransposeView, tileTranspose, tileExtract, tileSetValidshape, tileAssemble,
		tileGetBlockIdx, tileGetBlockNum, tileGetSubblockIdx,
		// cross-core
		tileTpushToAiv, tileTpushToAic, tileTpopFromAic, tileTpopFromAiv, tileAivShard, tileAicGather,
		// system
		sysSyncSrc, sysSyncDst, sysBarV, sysBarM, sysBarAll, sysSyncall, sysAvailClusters, sysAvailAIV,
		// tensor
		tensorCreate, tensorRead, tensorWrite,
	}
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
