package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// LowerPipelineToSlots is PyPTO's LowerPipelineToSlots
// (src/ir/transforms/lower_pipeline_to_slots_pass.cpp), run between
// SkewCrossCorePipeline and LowerPipelineLoops. Under the PTOAS memory
// planner it rebinds each top-level tile.load of an eligible
// pl.pipeline(stage=F) loop onto slot `i % F` of a fresh pinned F-slot
// MemRef and demotes the loop, leaving declined loops for
// LowerPipelineLoops; under PyPTO's own planner, the default
// (PassContext's memory_planner, pass_context.h:310), it returns every
// function unchanged (:538-555), so the default pipeline is unchanged.
//
// The model runs the default planner only: this pass returns its input.
// The PTOAS slot binding is not modeled (docs/pypto-version.md).
var LowerPipelineToSlots = &Pass{
	Name:     "LowerPipelineToSlots",
	Doc:      "multi-buffer pipeline loads through MemRef slots under the PTOAS planner (the default planner: no change)",
	Required: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Run:      func(p *ir.Program, _ *Context) (*ir.Program, error) { return p, nil },
}
