package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// PlanMemoryStandIn is the model's stand-in for ptoas PlanMemory, which
// under the PTOAS memory planner reuses and places the on-chip buffers
// PyPTO leaves unplaced: PyPTO's PassManager drops MemoryReuse and
// AllocateMemoryAddr (python/pypto/ir/pass_manager.py:335-343), codegen
// emits pto.alloc_tile without addresses and ptoas runs at
// --pto-level=level2 (python/pypto/backend/pto_backend.py:1154, :1904).
// It is not a PyPTO pass: DefaultFor(PlannerPtoAS) runs it just before
// InsertSync, the model's stand-in for the flags ptoas places, so that the
// flags and the simulator see placed buffers. It runs the model's
// MemoryReuse and then AllocateMemoryAddr, the PyPTO planner's placement;
// ptoas packs by lifetime and may fit a kernel this placement cannot
// (docs/pypto-version.md, "The memory passes").
var PlanMemoryStandIn = &Pass{
	Name:     "PlanMemoryStandIn",
	Doc:      "the model's stand-in for ptoas PlanMemory under the PTOAS planner: MemoryReuse, then AllocateMemoryAddr",
	Required: set(pSIO, pITO, pHMR, pT2D, pNSS),
	Produced: set(pNSS, pAddr),
	Run:      runPlanMemoryStandIn,
}

func runPlanMemoryStandIn(p *ir.Program, ctx *Context) (*ir.Program, error) {
	for _, q := range []*Pass{MemoryReuse, AllocateMemoryAddr} {
		var err error
		if p, err = q.Run(p, ctx); err != nil {
			return nil, fmt.Errorf("ptoas PlanMemory stand-in: %s: %w", q.Name, err)
		}
	}
	return p, nil
}
