package verifier

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// The parser insists on stage= for pl.pipeline, so a pipeline loop without
// the attribute (code 0) is made by editing one.
func TestPipelineLoopValidKindWithoutStages(t *testing.T) {
	p := coreParse(t, coreKernel("InCore", `        for i in pl.pipeline(0, 4, 1, stage=2):
            pl.system.bar_v()
`))
	loop := coreBody(p)[0].(*ir.ForStmt)
	coreExpect(t, coreVerify(p, PipelineLoopValid))
	loop.Attrs = nil
	coreExpect(t, coreVerify(p, PipelineLoopValid),
		"ERROR PipelineLoopValid 0 @8:9 ForStmt in function 'f' has `kind_ == ForKind::Pipeline` but no `pipeline_stages` attr. Pipeline loops must always carry the stage attribute (kind ⇔ attr).")
}
