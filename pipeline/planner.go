package pipeline

import (
	"fmt"
	"strings"
)

// Planner is who plans on-chip buffer memory: PyPTO's MemoryPlanner
// (include/pypto/ir/transforms/pass_context.h:225-237), a PassContext
// setting (:293-310) that fixes the pass list and gates behaviour inside
// InitMemRef, MaterializeSemanticAliases, AutoTileMatmulL0,
// LowerPipelineToSlots and AllocateMemoryAddr. The zero value is PyPTO's
// default.
type Planner uint8

// The planners, with PyPTO's enumerator values.
const (
	// PlannerPyPTO is PyPTO's coalescing MemoryReuse and address
	// allocation (ptoas level 3), the default.
	PlannerPyPTO Planner = 0
	// PlannerPtoAS leaves reuse and addresses to ptoas PlanMemory (ptoas
	// level 2): no MemoryReuse, no AllocateMemoryAddr.
	PlannerPtoAS Planner = 1
	// PlannerDsaRP replaces MemoryReuse with capacity-constrained DSA with
	// reuse penalties inside AllocateMemoryAddr.
	PlannerDsaRP Planner = 2
)

// Planners are the planners in flag order.
var Planners = []Planner{PlannerPyPTO, PlannerDsaRP, PlannerPtoAS}

// String is the planner's flag name: pypto, dsa_rp or ptoas (PyPTO's
// Python member names, lower case).
func (p Planner) String() string {
	switch p {
	case PlannerPyPTO:
		return "pypto"
	case PlannerPtoAS:
		return "ptoas"
	case PlannerDsaRP:
		return "dsa_rp"
	}
	return fmt.Sprintf("planner(%d)", uint8(p))
}

// Python is the planner's member of PyPTO's passes.MemoryPlanner
// (python/pypto/pypto_core/passes.pyi): PYPTO, PTOAS or DSA_RP.
func (p Planner) Python() string { return strings.ToUpper(p.String()) }

// ParsePlanner reads a flag name (letter case is not significant; "" is
// the default planner).
func ParsePlanner(s string) (Planner, error) {
	if s == "" {
		return PlannerPyPTO, nil
	}
	for _, p := range Planners {
		if strings.EqualFold(s, p.String()) {
			return p, nil
		}
	}
	names := make([]string, len(Planners))
	for i, p := range Planners {
		names[i] = p.String()
	}
	return 0, fmt.Errorf("unknown memory planner %q (planners: %s)", s, strings.Join(names, ", "))
}

// DefaultFor is the default pass list as PyPTO's PassManager builds it
// under planner pl (python/pypto/ir/pass_manager.py:316-343): DSA_RP
// drops MemoryReuse, PTOAS drops MemoryReuse and AllocateMemoryAddr. Under
// PTOAS the model's tail gains PlanMemoryStandIn before InsertSync, both
// stand-ins for what ptoas does. DefaultFor(PlannerPyPTO) is Default().
func DefaultFor(pl Planner) []*Pass { return dropPlanned(Default(), pl) }

// CompileFor is Compile() under planner pl, its passes dropped as
// DefaultFor drops them.
func CompileFor(pl Planner) []*Pass { return dropPlanned(Compile(), pl) }

func dropPlanned(list []*Pass, pl Planner) []*Pass {
	if pl == PlannerPyPTO {
		return list
	}
	out := list[:0:0]
	for _, p := range list {
		if p == MemoryReuse || (p == AllocateMemoryAddr && pl == PlannerPtoAS) {
			continue
		}
		if p == InsertSync && pl == PlannerPtoAS {
			out = append(out, PlanMemoryStandIn)
		}
		out = append(out, p)
	}
	return out
}
