package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// PTOCodegen is the contract of the pinned PyPTO's PTO code generation,
// which `ir.compile` runs after the pass pipeline (the model has no code
// generator). It changes nothing and rejects, with PyPTO's message, the
// first device-function construct (in an InCore, AIC or AIV function) the
// pinned codegen refuses by a user-facing CHECK:
//
//   - an op with no PTO codegen: system.sync_src / sync_dst (the PTO
//     backend registers only the barriers, src/backend/common/
//     pto_ops_memory.cpp:1038-1040; on this path PTOAS places the flags)
//     and the orchestration-only launch-shape queries
//     system.available_cluster_count / available_aiv_count
//     (src/ir/op/sync_ops/launch.cpp:37-66): "No codegen registered for
//     operation: X" (include/pypto/codegen/codegen_base.h:213);
//   - a for loop whose compile-time step is not positive
//     (src/codegen/pto/pto_control_flow_codegen.cpp:561-567). Unrolled
//     loops are unrolled before codegen; a pipeline loop reaches codegen as
//     LowerPipelineLoops leaves it (src/ir/transforms/
//     lower_pipeline_loops_pass.cpp:255-287, :470-505): stepping by
//     stages x step when at least one full group of stages runs, by its own
//     step when it runs no iteration, and as straight-line code (no loop)
//     when fewer iterations than stages run;
//   - tile.set_validshape of a tile.slice result: a view
//     (src/backend/common/pto_ops_datamove.cpp:1405-1410; the slice's
//     pto.subview is registered as a view at :1124). A tile.reshape is a
//     view only when codegen emits a pto.treshape for it (:1258-1292),
//     which the model cannot tell, so only slices are checked;
//   - tile.assemble whose target and source differ in pad, or whose
//     target carries one (CheckSubviewTileCompat, src/backend/common/
//     pto_ops_shared.cpp:492-493 and :509-511, called with the target as
//     its "source" at pto_ops_datamove.cpp:100), or, for an Acc -> Mat
//     assemble, whose source or result carries one (:104-111). The other
//     subview compatibility checks (dtype, layouts, fractal, compact) are
//     not modelled.
//
// PTOCodegen is not in Default, which is PyPTO's pass pipeline (whose
// outcome the pipeline-only campaigns compare); Compile is Default with it,
// as ir.compile is the pipeline plus codegen. It runs before the model's
// InsertSync, which stands in for PTOAS placing the flags after codegen
// (the pinned default pipeline has no sync pass), so every sync_src /
// sync_dst it sees was written by the kernel's author.
var PTOCodegen = &Pass{
	Name: "PTOCodegen",
	Doc:  "reject what the pinned PTO code generation refuses (the model generates no code)",
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		for _, f := range p.Funcs {
			if f == nil || f.Body == nil || !f.Kind.IsInCoreType() {
				continue
			}
			if err := codegenFunction(f); err != nil {
				return nil, err
			}
		}
		return p, nil
	},
}

// Compile is the model of `ir.compile`: the default pipeline with
// PTOCodegen after the last pass PyPTO's pipeline has (before the model's
// InsertSync).
func Compile() []*Pass {
	var out []*Pass
	for _, p := range Default() {
		if p == InsertSync {
			out = append(out, PTOCodegen)
		}
		out = append(out, p)
	}
	return out
}

var (
	// noPTOCodegen are the ops the pinned PTO backend registers no codegen
	// for that a device function may hold.
	noPTOCodegen = []*ir.OpDef{
		ir.SystemSyncSrc, ir.SystemSyncDst,
		ir.SystemAvailClusters, ir.SystemAvailAIV,
	}
	opTileSlice       = ir.TileSlice
	opTileSetValid    = ir.TileSetValidshape
	opTileAssembleDef = ir.TileAssemble
)

func codegenFunction(f *ir.Function) error {
	views := map[*ir.Var]bool{} // tile.slice results
	var err error
	fail := func(pos ir.Span, format string, args ...any) {
		if err == nil {
			err = fmt.Errorf("%s: "+format, append([]any{pos}, args...)...)
		}
	}
	ir.Walk(f.Body, func(n ir.Node) bool {
		if err != nil {
			return false
		}
		switch n := n.(type) {
		case *ir.AssignStmt:
			if c, ok := n.Value.(*ir.Call); ok && c.Op == opTileSlice {
				views[n.Var] = true
			}
		case *ir.ForStmt:
			if step, ok := loopStep(n); ok && step <= 0 {
				fail(n.Pos, "loops in device functions must have a positive step, but this loop steps by %d. "+
					"Device code lowers to MLIR 'scf.for', which only counts upward. Rewrite the loop in ascending form "+
					"and invert the index in the body — replace 'for i in pl.range(64, 0, -1)' with 'for t in pl.range(0, 64)' "+
					"plus 'i = 64 - t'. Orchestration functions support descending loops directly.", step)
			}
		case *ir.Call:
			for _, op := range noPTOCodegen {
				if n.Op == op {
					fail(n.Pos, "No codegen registered for operation: %s", op.Name)
				}
			}
			switch n.Op {
			case opTileSetValid:
				if len(n.Args) == 0 {
					break
				}
				if v, ok := n.Args[0].(*ir.Var); ok && views[v] {
					fail(n.Pos, "pl.set_validshape cannot narrow a tile view (a slice or reshape result): a view carries "+
						"its valid extent in its type, not in the runtime operands this lowers to. Narrow at the "+
						"slice itself -- pl.tile.slice(tile, shape, offset, valid_shape=[...]), which also accepts "+
						"runtime extents -- or call pl.set_validshape on the source tile before taking the view")
				}
			case opTileAssembleDef:
				assemblePad(n, fail)
			}
		}
		return true
	})
	return err
}

// loopStep is the step a for loop has when it reaches codegen, and whether
// it is a compile-time constant there; a loop that is no loop by then
// (unrolled, or a pipeline loop replicated into straight-line code)
// reports false.
func loopStep(s *ir.ForStmt) (int64, bool) {
	step, ok := ir.ConstValue(s.Step)
	if !ok || s.Kind == ir.Unroll {
		return 0, false
	}
	if s.Kind != ir.Pipeline && s.DemotedStages <= 1 || step == 0 {
		return step, true
	}
	factor := int64(1)
	if v, ok := s.Attr("pipeline_stages"); ok {
		if n, ok := v.(int64); ok && n > 1 {
			factor = n
		}
	}
	if s.Kind != ir.Pipeline {
		factor = s.DemotedStages // demoted by CanonicalizeIOOrder, unreplicated
	}
	if factor == 1 {
		return step, true
	}
	start, ok1 := ir.ConstValue(s.Start)
	stop, ok2 := ir.ConstValue(s.Stop)
	if !ok1 || !ok2 {
		return factor * step, true // PyPTO's dynamic lowering refuses a negative step outright
	}
	trip := tripCount(start, stop, step)
	switch {
	case trip == 0:
		return step, true // demoted to a sequential loop
	case trip < factor:
		return 0, false // the tail alone: straight-line code
	}
	return factor * step, true
}

// tripCount is ComputeStaticTripCount: the iterations of range(start, stop,
// step), step != 0.
func tripCount(start, stop, step int64) int64 {
	switch {
	case step > 0 && stop > start:
		return (stop - start + step - 1) / step
	case step < 0 && start > stop:
		return (start - stop - step - 1) / -step
	}
	return 0
}

// assemblePad applies CheckSubviewTileCompat's pad rule to a tile.assemble.
func assemblePad(c *ir.Call, fail func(ir.Span, string, ...any)) {
	if len(c.Args) < 2 {
		return
	}
	target, ok1 := c.Args[0].Type().(*ir.TileType)
	source, ok2 := c.Args[1].Type().(*ir.TileType)
	result, ok3 := c.T.(*ir.TileType)
	if !ok1 || !ok2 || !ok3 {
		return
	}
	if source.Space == ir.Acc && result.Space == ir.Mat {
		if source.Effective().Pad != ir.PadNull || result.Effective().Pad != ir.PadNull {
			fail(c.Pos, "tile.assemble: Acc->Mat pto.subview does not support pad_value; apply "+
				"tile.fillpad on the result tile instead of carrying a pad on the window")
		}
		return
	}
	switch pad := target.Effective().Pad; {
	case pad != source.Effective().Pad:
		fail(c.Pos, "tile.assemble: pad mismatch between source and result; pto.subview requires identical pad mode")
	case pad != ir.PadNull:
		fail(c.Pos, "tile.assemble: pto.subview does not support pad_value (%d); apply tile.fillpad on the result tile "+
			"instead of carrying a pad on the slice/assemble window", int(pad))
	}
}
