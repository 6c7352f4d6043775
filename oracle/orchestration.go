package oracle

import (
	"errors"
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
	"github.com/irfuzz/irfuzz/sim/ref"
)

// simulateOrchestration runs a compiled program whose entry is an
// orchestration function (the host side of a tensor-level program after
// the outlining passes): the reference semantics evaluate the host code
// (tensor allocations, scalar arithmetic, control flow) on the same seeded
// inputs as the input program's reference run, and every call of a
// kernel-level function (Group, InCore, AIC, AIV) is lowered and run on the
// simulator instead, on the host's tensors, in program order; a call with a
// launch spec (an Spmd function's dispatch) runs once per block, the
// block queries of its kernels reading the block. A kernel's
// returned tensor is the parameter whose buffer it is
// (ir.ReturnedParams). Every tensor parameter of the entry and every
// returned tensor is compared with the input program's reference. The
// result's Result merges the launches: diagnostics, pipes and cores in
// launch order (cores named launch/core), cycles and counts summed.
func simulateOrchestration(machines *ascend.Pool, rf *referenceRun, compiled *ir.Program, cf *ir.Function, opts ascend.Options) (*Simulation, error) {
	f := rf.f
	if len(cf.Params) != len(f.Params) {
		return nil, fmt.Errorf("the compiled %s has %d parameters, the input's %d", cf.Name, len(cf.Params), len(f.Params))
	}
	tensors := map[*ir.Var]*sim.Tensor{}
	scalars := map[*ir.Var]float64{}
	for i, p := range f.Params {
		if t := rf.tensors[p]; t != nil {
			tensors[cf.Params[i]] = t
		}
		if v, ok := rf.scalars[p]; ok {
			scalars[cf.Params[i]] = v
		}
	}
	s := &Simulation{Result: &ascend.Result{}}
	launches := 0
	var failed error
	kernel := func(k *ir.Function, args []ref.Value, block, blockNum int64) ([]ref.Value, bool, error) {
		switch k.Kind {
		case ir.Group, ir.InCore, ir.AIC, ir.AIV:
		default:
			return nil, false, nil
		}
		rets, err := launch(machines, rf.arch, compiled, k, args, block, blockNum, opts, s.Result, launches)
		launches++
		if err != nil && failed == nil {
			failed = err
		}
		return rets, true, err
	}
	got, err := ref.Run(compiled, cf.Name, tensors, scalars, ref.Options{Clusters: 1, Kernel: kernel})
	if failed != nil {
		var le *ascend.LowerError
		if errors.As(failed, &le) && !le.Unsupported {
			return &Simulation{Malformed: le}, nil
		}
		return nil, failed
	}
	if err != nil {
		return nil, &Skip{Reason: "orchestration: " + firstLine(err.Error())}
	}
	if launches == 0 {
		return nil, &Skip{Reason: "the orchestration function launches no kernel"}
	}
	for i, p := range f.Params {
		w, g := rf.want.Outputs[p], got.Outputs[cf.Params[i]]
		if w == nil || g == nil {
			continue
		}
		o := Output{Name: p.Name, Param: i, Want: w, DType: w.DType, Shape: w.Shape}
		o.Mismatch = sim.Compare(w, g)
		s.Outputs = append(s.Outputs, o)
	}
	for j, wv := range rf.want.Returns {
		w, ok := wv.(ref.Tensor)
		if !ok || j >= len(got.Returns) {
			continue
		}
		g, ok := got.Returns[j].(ref.Tensor)
		if !ok {
			continue
		}
		o := Output{Name: fmt.Sprintf("return %d", j), Param: -1, Want: w.Tensor, DType: w.DType, Shape: w.Shape}
		o.Mismatch = sim.Compare(w.Tensor, g.Tensor)
		s.Outputs = append(s.Outputs, o)
	}
	return s, nil
}

// launch lowers one kernel call on the host's arguments, runs it, writes
// its GM tensors back into the arguments and returns the tensors it
// returns. Its statistics are merged into total.
func launch(machines *ascend.Pool, arch *ascend.Arch, prog *ir.Program, k *ir.Function, args []ref.Value, block, blockNum int64, opts ascend.Options, total *ascend.Result, n int) ([]ref.Value, error) {
	scal := make([]float64, len(k.Params))
	for i, a := range args {
		if sc, ok := a.(ref.Scalar); ok && i < len(scal) {
			scal[i] = sc.V
		}
	}
	low, err := ascend.LowerBlock(arch, prog, k.Name, scal, block, blockNum)
	if err != nil {
		var le *ascend.LowerError
		if errors.As(err, &le) && !le.Unsupported {
			return nil, le
		}
		return nil, &Skip{Reason: err.Error()}
	}
	ins := make([]*sim.Tensor, len(low.Params))
	for i, pi := range low.Params {
		t, ok := args[pi].(ref.Tensor)
		if !ok || t.Tensor == nil {
			return nil, &Skip{Reason: fmt.Sprintf("argument %d of %s is not a tensor", pi, k.Name)}
		}
		ins[i] = t.Tensor
	}
	m := machines.Get()
	res, err := m.Run(arch, low.Program, ins, opts)
	machines.Put(m)
	if err != nil {
		return nil, &Skip{Reason: "simulator: " + err.Error()}
	}
	for i, pi := range low.Params {
		if i < len(res.Outputs) {
			dst := args[pi].(ref.Tensor).Tensor
			src := res.Outputs[i]
			copy(dst.Data, src.Data)
			if src.Defined == nil {
				dst.Defined = nil
			} else {
				dst.Defined = append(dst.Defined[:0], src.Defined...)
			}
		}
	}
	merge(total, res, k.Name, n)
	var rets []ref.Value
	for _, pi := range ir.ReturnedParams(k, prog) {
		if pi < 0 || pi >= len(args) {
			return nil, &Skip{Reason: fmt.Sprintf("%s returns a value that is no parameter's buffer", k.Name)}
		}
		rets = append(rets, args[pi])
	}
	if len(rets) != len(k.Returns) {
		return nil, &Skip{Reason: fmt.Sprintf("%s returns values that are no parameter's buffer", k.Name)}
	}
	return rets, nil
}

// merge adds one launch's result to the total: its cores after the
// total's, named launch/core.
func merge(total, r *ascend.Result, name string, n int) {
	base := len(total.CoreNames)
	for _, c := range r.CoreNames {
		total.CoreNames = append(total.CoreNames, fmt.Sprintf("%s#%d/%s", name, n, c))
	}
	for _, p := range r.Pipes {
		p.Core += base
		total.Pipes = append(total.Pipes, p)
	}
	for _, d := range r.Diags {
		d.Core += base
		total.Diags = append(total.Diags, d)
	}
	total.Cycles += r.Cycles
	total.Instructions += r.Instructions
	total.Elements += r.Elements
}
