package oracle

import (
	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/pto"
	"github.com/irfuzz/irfuzz/sut"
)

// ModelPTOPath is where the model's PTO module is filed, as PyPTO files
// a kernel's (kernels/aiv/<name>.pto for a vector or mixed kernel).
const ModelPTOPath = "model/kernel.pto"

// ModelPTO is the PTO the model's pipeline lowers input to: the passes of
// pipeline.Compile up to and with its PTOCodegen check (the model's
// InsertSync stands in for ptoas and does not run) under ctx (its
// backend, faults and verification), written by pto.Emit for the
// backend's target. file names the source in its loc()s. The result
// reads and simulates through SimulatePTO exactly as PyPTO's .pto does.
func ModelPTO(input *ir.Program, ctx *pipeline.Context, file string) ([]sut.File, error) {
	var passes []*pipeline.Pass
	for _, p := range pipeline.CompileFor(ctx.Planner) {
		if p == pipeline.InsertSync {
			break
		}
		passes = append(passes, p)
	}
	out, err := pipeline.Run(passes, ir.Clone(input), ctx)
	if err != nil {
		return nil, err
	}
	return EmitModelPTO(out, ctx.Backend, file)
}

// EmitModelPTO writes the PTO of a program the model's pipeline compiled
// up to its PTOCodegen (a *pto.EmitError names what it cannot write).
func EmitModelPTO(compiled *ir.Program, b *backend.Backend, file string) ([]sut.File, error) {
	if b == nil {
		return nil, &Skip{Reason: "no backend"}
	}
	text, err := pto.Emit(compiled, b.Arch, file)
	if err != nil {
		return nil, err
	}
	return []sut.File{{Path: ModelPTOPath, Text: text}}, nil
}
