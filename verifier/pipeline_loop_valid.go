package verifier

import "github.com/irfuzz/irfuzz/ir"

// pipelineLoopValid is PyPTO's PipelineLoopValid (src/ir/verifier/
// verify_pipeline_loop_valid.cpp): on every for loop, kind Pipeline ⇔ a
// pipeline_stages attribute. A pipeline loop without the attribute is code
// 0 (it would print as plain pl.range), the attribute on any other kind is
// code 1 (it would mislead LowerPipelineLoops).
var pipelineLoopValid = &rule{
	name: "PipelineLoopValid",
	prop: PipelineLoopValid,
	doc:  "ForKind::Pipeline if and only if the loop carries pipeline_stages",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil {
				continue
			}
			v := visitor{stmtsOnly: true, onStmt: func(s ir.Stmt) bool {
				fs, ok := s.(*ir.ForStmt)
				if !ok {
					return false
				}
				_, hasAttr := fs.Attr("pipeline_stages")
				isPipeline := fs.Kind == ir.Pipeline
				if isPipeline && !hasAttr {
					p.Errorf(0, fs.Pos, "ForStmt in function '%s' has `kind_ == ForKind::Pipeline` but no `pipeline_stages` attr. "+
						"Pipeline loops must always carry the stage attribute (kind ⇔ attr).", f.Name)
				}
				if !isPipeline && hasAttr {
					p.Errorf(1, fs.Pos, "ForStmt in function '%s' carries `attrs[\"pipeline_stages\"]` but `kind_` is not "+
						"`ForKind::Pipeline`. The attr is only meaningful on Pipeline loops.", f.Name)
				}
				return false
			}}
			v.Stmt(f.Body)
		}
	},
}
