package verifier

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// noScalarKernelReturn is PyPTO's NoScalarKernelReturn (src/ir/verifier/
// verify_no_scalar_kernel_return.cpp, newest edition; seed 000): no device
// function (InCore, AIC, AIV, Group, Spmd) declares a Scalar return, looking
// into tuples, Scalar[TASK_ID] included (a task id rides the call site, never
// the callee's declaration). One diagnostic per offending return-type entry,
// naming the path to the first scalar in it ("#0 element #1"), at the
// function, code 0.
var noScalarKernelReturn = &rule{
	name: "NoScalarKernelReturn",
	prop: NoScalarKernelReturn,
	doc:  "no device function returns a scalar (tuples and TASK_ID included)",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil || !isDeviceFunction(f.Kind) {
				continue
			}
			for i, t := range f.Returns {
				path, taskID, found := findScalar(t, fmt.Sprintf("#%d", i))
				if !found {
					continue
				}
				msg := fmt.Sprintf("Device function '%s' return type %s is a Scalar", f.Name, path)
				if taskID {
					msg += "[TASK_ID]"
				}
				msg += ". A task cannot return a scalar: the runtime passes scalars in by value and returns only tensors, so there is no carrier for this value. "
				if taskID {
					msg += "A TaskId is produced by the launch, not by the callee: capture it at the call site with 'out, tid = pl.submit(kernel, ...)' " +
						"or 'with pl.at(...) as tid', which appends the handle to the call's tuple and leaves this signature alone. " +
						"Declaring one here also makes orchestration codegen read an ordinary call to this function as a task launch."
				} else {
					msg += "Write it into a [1] tensor output inside the kernel and read it back after the launch with pl.tensor.read(t, [0])."
				}
				p.Errorf(0, f.Pos, "%s", msg)
			}
		}
	},
}

// isDeviceFunction: the InCore kinds plus the Group / Spmd wrappers.
func isDeviceFunction(k ir.FunctionType) bool {
	return k.IsInCoreType() || k == ir.Group || k == ir.Spmd
}

// findScalar finds the first ScalarType reachable from t through tuples.
func findScalar(t ir.Type, path string) (string, bool, bool) {
	switch t := t.(type) {
	case *ir.ScalarType:
		return path, t.DType == ir.TASKID, true
	case *ir.TupleType:
		for i, el := range t.Elems {
			if p, taskID, ok := findScalar(el, fmt.Sprintf("%s element #%d", path, i)); ok {
				return p, taskID, true
			}
		}
	}
	return "", false, false
}
