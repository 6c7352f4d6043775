package verifier

import (
	"fmt"
	"math/bits"
	"strings"
)

// Property is an IR property: a fact a pass may produce, require or
// invalidate and a rule can check (PyPTO's IRProperty).
type Property uint8

// The properties, in PyPTO's enum order (include/pypto/ir/transforms/
// ir_property.h, with the upstream additions last).
const (
	SSAForm Property = iota
	TypeChecked
	NoNestedCalls
	NormalizedStmtStructure
	NoRedundantBlocks
	SplitIncoreOrch
	HasMemRefs
	IncoreTileOps
	AllocatedMemoryAddr
	MixedKernelExpanded
	ClusterOutlined
	TileOps2D
	TileMemoryInferred
	BreakContinueValid
	UseAfterDef
	HierarchyOutlined
	StructuredCtrlFlow
	VectorKernelSplit
	OutParamNotShadowed
	NoNestedInCore
	InOutUseValid
	PipelineLoopValid
	PipelineResolved
	CallDirectionsResolved
	TileTypeCoherence
	InlineFunctionsEliminated
	OrchestrationReferencesResolved
	TensorViewCanonical
	ArrayNotEscaped
	CommDomainScopesMaterialized
	DistTensorCtxMaterialized
	RuntimeScopesMaterialized
	AssignTypeSymmetry
	ManualDepsOnSubmitOnly
	ReturnParamsExplicit
	UnrollResolved
	AivSplitValid
	HardSyncallOccupancyValid
	IterArgCarryClassified
	AccToGmStoreValid
	AtomicAddDtypeValid
	AccCompactValid
	GraphBoundaryLegalized
	AccStorePhaseValid
	AivSplitLoweredValid
	NoScalarKernelReturn
	// BufferDisjoint is irfuzz's own: no two simultaneously live buffers of
	// one memory space overlap, and every address is 32-byte aligned. It is
	// in none of PyPTO's sets.
	BufferDisjoint
	numProperties
)

var propertyNames = [numProperties]string{
	"SSAForm", "TypeChecked", "NoNestedCalls", "NormalizedStmtStructure", "NoRedundantBlocks",
	"SplitIncoreOrch", "HasMemRefs", "IncoreTileOps", "AllocatedMemoryAddr", "MixedKernelExpanded",
	"ClusterOutlined", "TileOps2D", "TileMemoryInferred", "BreakContinueValid", "UseAfterDef",
	"HierarchyOutlined", "StructuredCtrlFlow", "VectorKernelSplit", "OutParamNotShadowed",
	"NoNestedInCore", "InOutUseValid", "PipelineLoopValid", "PipelineResolved",
	"CallDirectionsResolved", "TileTypeCoherence", "InlineFunctionsEliminated",
	"OrchestrationReferencesResolved", "TensorViewCanonical", "ArrayNotEscaped",
	"CommDomainScopesMaterialized", "DistTensorCtxMaterialized", "RuntimeScopesMaterialized",
	"AssignTypeSymmetry", "ManualDepsOnSubmitOnly", "ReturnParamsExplicit", "UnrollResolved",
	"AivSplitValid", "HardSyncallOccupancyValid", "IterArgCarryClassified", "AccToGmStoreValid",
	"AtomicAddDtypeValid", "AccCompactValid", "GraphBoundaryLegalized", "AccStorePhaseValid",
	"AivSplitLoweredValid", "NoScalarKernelReturn", "BufferDisjoint",
}

func (p Property) String() string {
	if p < numProperties {
		return propertyNames[p]
	}
	return fmt.Sprintf("Property(%d)", uint8(p))
}

// PropertyByName resolves a property name.
func PropertyByName(name string) (Property, bool) {
	for i, n := range propertyNames {
		if n == name {
			return Property(i), true
		}
	}
	return 0, false
}

// AllProperties lists every property in enum order.
func AllProperties() []Property {
	out := make([]Property, numProperties)
	for i := range out {
		out[i] = Property(i)
	}
	return out
}

// PropertySet is a set of properties (a bitset).
type PropertySet uint64

// Set builds a set.
func Set(ps ...Property) PropertySet {
	var s PropertySet
	for _, p := range ps {
		s |= 1 << p
	}
	return s
}

// Contains reports whether p is in s.
func (s PropertySet) Contains(p Property) bool { return s&(1<<p) != 0 }

// ContainsAll reports whether every property of o is in s.
func (s PropertySet) ContainsAll(o PropertySet) bool { return s&o == o }

// Insert returns s with p added.
func (s PropertySet) Insert(p Property) PropertySet { return s | 1<<p }

// Remove returns s without p.
func (s PropertySet) Remove(p Property) PropertySet { return s &^ (1 << p) }

// Union returns s ∪ o.
func (s PropertySet) Union(o PropertySet) PropertySet { return s | o }

// Intersection returns s ∩ o.
func (s PropertySet) Intersection(o PropertySet) PropertySet { return s & o }

// Difference returns s − o.
func (s PropertySet) Difference(o PropertySet) PropertySet { return s &^ o }

// Len is the number of properties in s.
func (s PropertySet) Len() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether s has no property.
func (s PropertySet) Empty() bool { return s == 0 }

// Slice lists the properties of s in enum order.
func (s PropertySet) Slice() []Property {
	var out []Property
	for p := Property(0); p < numProperties; p++ {
		if s.Contains(p) {
			out = append(out, p)
		}
	}
	return out
}

func (s PropertySet) String() string {
	names := make([]string, 0, s.Len())
	for _, p := range s.Slice() {
		names = append(names, p.String())
	}
	return "{" + strings.Join(names, ", ") + "}"
}

// ParseSet reads a comma-separated list of property names.
func ParseSet(list string) (PropertySet, error) {
	var s PropertySet
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		p, ok := PropertyByName(n)
		if !ok {
			return 0, fmt.Errorf("unknown property %q", n)
		}
		s = s.Insert(p)
	}
	return s, nil
}

// Structural is GetStructuralProperties(): invariants verified before and
// after every pass, never declared by passes (seed 000).
func Structural() PropertySet {
	return Set(TypeChecked, BreakContinueValid, NoRedundantBlocks, UseAfterDef, OutParamNotShadowed,
		NoNestedInCore, InOutUseValid, PipelineLoopValid, ArrayNotEscaped, ManualDepsOnSubmitOnly,
		AtomicAddDtypeValid, NoScalarKernelReturn)
}

// Verified is GetVerifiedProperties(): the lightweight set PassPipeline
// verifies automatically once per production (seed 000).
func Verified() PropertySet {
	return Set(SSAForm, TypeChecked, MixedKernelExpanded, AllocatedMemoryAddr, BreakContinueValid,
		NoRedundantBlocks, InOutUseValid, CallDirectionsResolved, ManualDepsOnSubmitOnly,
		ReturnParamsExplicit, AivSplitValid, AivSplitLoweredValid, TileMemoryInferred, TileOps2D,
		HardSyncallOccupancyValid, IterArgCarryClassified, RuntimeScopesMaterialized,
		DistTensorCtxMaterialized, GraphBoundaryLegalized, AccToGmStoreValid, AccCompactValid,
		AtomicAddDtypeValid, AccStorePhaseValid)
}

// KernelContracts are the properties a kernel must meet as its author
// wrote it: no pass establishes one for a kernel that breaks it (passes
// only keep it), so a violation the input already has is the author's
// error, reported at the first pass that checks the property. This is
// irfuzz's triage (the oracle's), not a PyPTO set.
func KernelContracts() PropertySet { return Set(AccCompactValid) }

// DefaultVerify is GetDefaultVerifyProperties(), the set run_verifier()
// checks by default (seed 000).
func DefaultVerify() PropertySet {
	return Set(SSAForm, TypeChecked, NoNestedCalls, BreakContinueValid, NoRedundantBlocks, UseAfterDef,
		OutParamNotShadowed, NoNestedInCore, TileTypeCoherence, ArrayNotEscaped)
}

// All is every property.
func All() PropertySet { return PropertySet(1)<<numProperties - 1 }
