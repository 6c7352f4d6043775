package verifier

// tileRules are the tile, memory and backend rules.
var tileRules = []Rule{
	accCompactRule,
	tileMemoryInferredRule,
	hasMemRefsRule,
	allocatedMemoryAddrRule,
	assignTypeSymmetryRule,
	tileTypeCoherenceRule,
	tileOps2DRule,
	accToGmStoreRule,
	atomicAddDtypeRule,
	accStorePhaseRule,
	bufferDisjointRule,
}
