package verifier

import (
	"sort"
	"sync"
)

// registrationOrder is the order the default registry runs rules in:
// PyPTO's PropertyVerifierRegistry constructor order, with the rules it
// registers elsewhere placed beside their relatives and irfuzz's own rules
// last. A rule missing from this list runs after all listed ones, by name.
var registrationOrder = []string{
	"SSAVerify", "TypeCheck", "NoNestedCall", "NormalizedStmtStructure", "NoRedundantBlocks",
	"SplitIncoreOrch", "HasMemRefs", "IncoreTileOps", "AivSplitValid", "AivSplitLoweredValid",
	"AllocatedMemoryAddr", "TileOps2D", "TileMemoryInferred", "BreakContinueCheck", "UseAfterDefCheck",
	"OutParamNotShadowed", "ArrayNotEscaped", "NoNestedInCore", "InOutUseValid", "PipelineLoopValid",
	"ManualDepsOnSubmitOnly", "TileTypeCoherence", "AccToGmStoreValid", "AccCompactValid",
	"AtomicAddDtypeValid", "AccStorePhaseValid", "NoScalarKernelReturn",
	"OrchestrationReferencesResolved", "RuntimeScopesMaterialized", "AssignTypeSymmetry",
	"HardSyncallOccupancy", "BufferDisjoint",
}

// builtinRules gathers the rule lists of the rule files.
func builtinRules() []Rule {
	all := append(append(append([]Rule(nil), coreRules...), tileRules...), aivRules...)
	rank := map[string]int{}
	for i, n := range registrationOrder {
		rank[n] = i
	}
	sort.SliceStable(all, func(i, j int) bool {
		ri, oki := rank[all[i].Name()]
		rj, okj := rank[all[j].Name()]
		switch {
		case oki && okj:
			return ri < rj
		case oki != okj:
			return oki
		}
		return all[i].Name() < all[j].Name()
	})
	return all
}

var defaultRegistry = sync.OnceValue(func() *Registry {
	r, err := NewRegistry(builtinRules()...)
	if err != nil {
		panic(err)
	}
	return r
})

// Default returns the registry of every built-in rule (built once,
// read-only).
func Default() *Registry { return defaultRegistry() }
