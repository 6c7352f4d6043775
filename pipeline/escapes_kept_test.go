package pipeline_test

import "github.com/irfuzz/irfuzz/pipeline"

// escapesKept is the default pipeline without CtrlFlowTransform. That
// pass lowers every break and continue of an InCore function to a flag
// the pinned Simplify then refuses (PyPTO's TypeError, simplify_pass.cpp:
// 650-668), so the tests of how the later passes treat a loop exit as
// written (ExpandMixedKernel, MemoryReuse and InsertSync on break /
// continue, the simulator on their output) run without it.
func escapesKept() []*pipeline.Pass {
	var out []*pipeline.Pass
	for _, p := range pipeline.Default() {
		if p != pipeline.CtrlFlowTransform {
			out = append(out, p)
		}
	}
	return out
}
