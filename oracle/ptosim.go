package oracle

import (
	"errors"
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
	"github.com/irfuzz/irfuzz/sim/pto"
	"github.com/irfuzz/irfuzz/sut"
)

// Verdicts of the PTO differential (Result.PTOSim).
const (
	PTOMatch       = "match"         // the .pto computes the reference's outputs
	PTOMismatch    = "mismatch"      // it computes other numbers: a silent miscompile
	PTODiagnosed   = "diagnosed"     // a defect no ordering makes right (no numbers judged)
	PTOUnsupported = "not-simulated" // the reader, simulator or reference does not model it
	PTOMalformed   = "malformed"     // the .pto does not read: a PTO reader or codegen error
)

// PTOSimulation is one run of the PTO program PyPTO's code generation
// wrote, on the simulator, beside the reference semantics of the input.
type PTOSimulation struct {
	Kernel *pto.Kernel
	Result *ascend.Result
	// Outputs compares every GM tensor, in Program.Tensors order.
	Outputs []Output
	// Wrote is, for the first mismatch, the instruction that last wrote
	// the wrong element (its PTO op and PyPTO source line), when known.
	Wrote *pto.Origin
	// Diags are translation's and the serious simulator diagnostics;
	// Kinds their kinds.
	Diags []string
	Kinds []string
}

// FirstDiag is the first diagnostic's kind and text.
func (s *PTOSimulation) FirstDiag() (kind, msg string) {
	if len(s.Diags) == 0 {
		return "", ""
	}
	return s.Kinds[0], s.Diags[0]
}

// Mismatched is the first output that differs, or nil.
func (s *PTOSimulation) Mismatched() *Output {
	for i := range s.Outputs {
		if s.Outputs[i].Mismatch != nil {
			return &s.Outputs[i]
		}
	}
	return nil
}

// SimulatePTO reads the .pto files of a compile (Response.PTO), runs them
// on sim/ascend in program order per core (Options.InOrder: PyPTO leaves
// synchronization to ptoas) and compares every output tensor with the
// reference of the input program's entry on the same seeded inputs
// (sim.Inputs). A *Skip error says what is not modelled; a *pto.Error
// that the .pto does not read.
func SimulatePTO(input *ir.Program, entry string, b *backend.Backend, seed uint64, files []sut.File) (*PTOSimulation, error) {
	return simulatePTO(input, entry, b, seed, files, false)
}

// SimulatePTOObserved is SimulatePTO recording what every instruction
// leaves in its destination, for ComparePTO.
func SimulatePTOObserved(input *ir.Program, entry string, b *backend.Backend, seed uint64, files []sut.File) (*PTOSimulation, error) {
	return simulatePTO(input, entry, b, seed, files, true)
}

// simulatePTO is SimulatePTO; observe records what every instruction
// leaves in its destination (ascend.Options.Observe), for pto.Diff.
func simulatePTO(input *ir.Program, entry string, b *backend.Backend, seed uint64, files []sut.File, observe bool) (*PTOSimulation, error) {
	var kernels []sut.File
	for _, f := range files {
		if strings.HasSuffix(f.Path, ".pto") {
			kernels = append(kernels, f)
		}
	}
	if len(kernels) != 1 {
		return nil, &Skip{Reason: fmt.Sprintf("%d .pto files (one kernel module is simulated)", len(kernels))}
	}
	m, err := pto.Parse(kernels[0].Path, kernels[0].Text)
	if err != nil {
		return nil, err
	}
	rf, err := reference(input, entry, b, seed)
	if err != nil {
		return nil, err
	}
	f, tensors, scalars, want, arch := rf.f, rf.tensors, rf.scalars, rf.want, rf.arch
	// The PTO signature: the tensors, then the scalars.
	var args, rest []pto.Arg
	for i, p := range f.Params {
		if tt, ok := p.Type().(*ir.TensorType); ok {
			d, err := tensorDecl(p.Name, tt)
			if err != nil {
				return nil, &Skip{Reason: err.Error()}
			}
			args = append(args, pto.Arg{Tensor: d, Param: i})
		} else {
			rest = append(rest, pto.Arg{Scalar: scalars[p], Param: i})
		}
	}
	bindTensorsByName(m, f, args)
	args = append(args, rest...)
	k, err := pto.Translate(arch, m, args)
	if err != nil {
		var ue *pto.UnsupportedError
		if errors.As(err, &ue) {
			return nil, &Skip{Reason: ue.Error()}
		}
		return nil, err
	}
	s := &PTOSimulation{Kernel: k}
	for _, d := range k.Diags {
		s.Diags, s.Kinds = append(s.Diags, d.String()), append(s.Kinds, d.Kind.String())
	}
	ins := make([]*sim.Tensor, len(k.Params))
	for i, pi := range k.Params {
		ins[i] = tensors[f.Params[pi]]
		if ins[i] == nil {
			ins[i] = sim.NewTensor(k.Program.Tensors[i].Shape, k.Program.Tensors[i].DType)
			ins[i].Defined = make([]bool, len(ins[i].Data))
		}
	}
	res, err := ascend.Run(arch, k.Program, ins, ascend.Options{InOrder: true, Observe: observe})
	if err != nil {
		return nil, &Skip{Reason: "simulator: " + err.Error()}
	}
	s.Result = res
	for i := range res.Diags {
		if d := &res.Diags[i]; Serious(d) {
			s.Diags, s.Kinds = append(s.Diags, d.String()), append(s.Kinds, d.Kind.String())
		}
	}
	for i, pi := range k.Params {
		o := Output{Name: f.Params[pi].Name, Param: pi}
		if w := want.Outputs[f.Params[pi]]; w != nil && i < len(res.Outputs) {
			o.Want = w
			o.Mismatch = sim.Compare(w, res.Outputs[i])
			if o.Mismatch != nil && s.Wrote == nil {
				s.Wrote = lastWriter(k, i, o.Mismatch.Index)
			}
		}
		s.Outputs = append(s.Outputs, o)
	}
	return s, nil
}

// Verdict classifies a simulation.
func (s *PTOSimulation) Verdict() string {
	switch {
	case len(s.Diags) > 0:
		return PTODiagnosed
	case s.Mismatched() != nil:
		return PTOMismatch
	}
	return PTOMatch
}

// tensorDecl is the simulator's declaration of a GM tensor parameter.
func tensorDecl(name string, tt *ir.TensorType) (*ascend.TensorDecl, error) {
	d := &ascend.TensorDecl{Name: name, DType: tt.DType}
	for _, e := range tt.Shape {
		c, ok := e.(*ir.ConstInt)
		if !ok {
			return nil, fmt.Errorf("tensor %s has a dynamic shape", name)
		}
		d.Shape = append(d.Shape, c.Value)
	}
	if tt.View != nil {
		d.Layout = tt.View.Layout
	}
	return d, nil
}

// lastWriter is the last store, in program order over the cores, whose
// GM window covers element index of tensor ti.
func lastWriter(k *pto.Kernel, ti int, index []int64) *pto.Origin {
	o, _ := lastWriterCore(k, ti, index)
	return o
}

// lastWriterCore is lastWriter and the name of its core.
func lastWriterCore(k *pto.Kernel, ti int, index []int64) (*pto.Origin, string) {
	ci, ii, ok := k.Program.LastStore(ti, index)
	if !ok {
		return nil, ""
	}
	o := k.Origin[ci][ii]
	return &o, k.Program.Cores[ci].Name
}

// bindTensorsByName rebinds each tensor argument (args holds the input
// entry f's tensors, in order) to the .pto parameter whose
// pto.make_tensor_view names it: codegen names a tensor's view after its
// parameter, "%y__ssa_v0_view" for y (pto_codegen.cpp:1148), but the pointer
// parameters list the compiled kernel's tensors, and OptimizeOrchTensors
// drops an Out parameter it merges into an In one (optimize_orch_tensors_
// pass.cpp:560-576), so every tensor after it is one place earlier than
// in the input (the .pto analogue of EntryParams). A pointer no view
// reads (the kernel never touches it, or InjectGMPipeBuffer's
// __gm_pipe_buffer) keeps its positional argument.
func bindTensorsByName(m *pto.Module, f *ir.Function, args []pto.Arg) {
	byParam := map[int]pto.Arg{}
	for _, a := range args {
		byParam[a.Param] = a
	}
	bound := map[int]pto.Arg{}
	var walk func(fn *pto.Func, r *pto.Region)
	walk = func(fn *pto.Func, r *pto.Region) {
		if r == nil {
			return
		}
		for _, op := range r.Ops {
			for _, sub := range op.Regions {
				walk(fn, sub)
			}
			if op.Name != "pto.make_tensor_view" || len(op.Results) != 1 || len(op.Body) == 0 || op.Body[0].Kind != pto.EValue {
				continue
			}
			stem, ok := strings.CutSuffix(strings.TrimPrefix(op.Results[0], "%"), "_view")
			if !ok {
				continue
			}
			pos := -1
			for i, p := range fn.Params {
				if p.Name == op.Body[0].Text {
					pos = i
				}
			}
			best := -1
			for j, p := range f.Params {
				if _, isTensor := byParam[j]; isTensor && versionOf(stem, p.Name) &&
					(best < 0 || len(p.Name) > len(f.Params[best].Name)) {
					best = j
				}
			}
			if pos >= 0 && pos < len(args) && best >= 0 {
				bound[pos] = byParam[best]
			}
		}
	}
	for _, fn := range m.Funcs {
		walk(fn, fn.Body)
	}
	for pos, a := range bound {
		args[pos] = a
	}
}
