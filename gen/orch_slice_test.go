package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

// TestOrchestrationWindows pins the In tensors an orchestration passes as
// windows (sliceInputs) over seeds 1..200 of SplitIncoreOrch, and checks
// what each is for: the pipeline up to OptimizeOrchTensors gives the
// kernel's In parameter the parent's row-major strides
// (optimize_orch_tensors_pass.cpp:1408-1593), so every program with a
// window that gets that far is one OptimizeOrchTensors changes.
func TestOrchestrationWindows(t *testing.T) {
	p := Profile("SplitIncoreOrch")
	var upTo []*pipeline.Pass
	for _, pass := range pipeline.Default() {
		upTo = append(upTo, pass)
		if pass == pipeline.OptimizeOrchTensors {
			break
		}
	}
	var orch, windowed, windows, cols, reached, strided int
	for seed := int64(1); seed <= 200; seed++ {
		prog := FromSeed(p, seed).Prog
		main := prog.Func(OrchName)
		if main == nil {
			continue
		}
		orch++
		var slices []*ir.Call
		for _, s := range ir.Stmts(main.Body) {
			if a, ok := s.(*ir.AssignStmt); ok {
				if c, ok := a.Value.(*ir.Call); ok && c.Op == ir.TensorSlice {
					slices = append(slices, c)
				}
			}
		}
		if len(slices) == 0 {
			continue
		}
		windowed++
		windows += len(slices)
		for _, c := range slices {
			parent, _ := ir.StaticShape(c.Args[0].Type().(*ir.TensorType).Shape)
			window, _ := ir.StaticShape(c.T.(*ir.TensorType).Shape)
			if last := len(parent) - 1; parent[last] != window[last] {
				cols++
			}
		}
		out, err := pipeline.Run(upTo, prog, &pipeline.Context{})
		if err != nil {
			continue
		}
		reached++
		k := out.Func(KernelName)
		for _, q := range k.Params {
			if tt, ok := q.T.(*ir.TensorType); ok && tt.View != nil && len(tt.View.Stride) > 0 {
				strided++
				break
			}
		}
	}
	if orch != 181 || windowed != 150 || windows != 412 || cols != 264 {
		t.Errorf("%d orchestrations, %d with windows, %d windows, %d of them column windows; want 181, 150, 412, 264", orch, windowed, windows, cols)
	}
	if strided != reached || reached == 0 {
		t.Errorf("%d of the %d windowed programs that reach OptimizeOrchTensors have a kernel parameter with strides, want all", strided, reached)
	}
}
