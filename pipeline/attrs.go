package pipeline

// The pipeline-loop attrs the passes read and write, on loops and calls
// (include/pypto/ir/transforms/utils/attrs.h:45-122).
const (
	attrPipelineStages        = "pipeline_stages"
	attrPipelineOverlapStores = "pipeline_overlap_stores"
	attrPipelineDoubleBufferC = "pipeline_double_buffer_c"
	attrPipelineMembership    = "pipeline_membership"
)
