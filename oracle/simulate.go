package oracle

import (
	"errors"
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/ascend"
	"github.com/irfuzz/irfuzz/sim/ref"
)

// Simulation is one run of a compiled kernel on the simulator beside the
// reference semantics of its input program, on one seeded input set.
type Simulation struct {
	Lowered *ascend.Lowered
	Result  *ascend.Result
	// Outputs compares every GM tensor, in Program.Tensors order.
	Outputs []Output
	// Malformed is set when the compiled program could not be lowered
	// because it is broken (not because the simulator lacks a feature).
	Malformed *ascend.LowerError
}

// Output is one GM tensor's comparison.
type Output struct {
	Name     string
	Param    int           // entry parameter index
	Mismatch *sim.Mismatch // nil: equal (or nothing to compare)
	// Want is the reference's output (nil when it has none).
	Want *sim.Tensor
	// DType and Shape are the tensor's.
	DType ir.DataType
	Shape []int64
}

// Mismatched is the first output that differs, or nil.
func (s *Simulation) Mismatched() *Output {
	for i := range s.Outputs {
		if s.Outputs[i].Mismatch != nil {
			return &s.Outputs[i]
		}
	}
	return nil
}

// Skip is an error saying why a kernel cannot be simulated (a feature the
// reference or the simulator does not model): a skipped case, not a bug.
type Skip struct{ Reason string }

func (s *Skip) Error() string { return "not simulated: " + s.Reason }

// Simulate evaluates the input program's entry with the reference, lowers
// the compiled program, runs it and compares every tensor. The input data
// is sim.Inputs(entry, seed); the compiled entry's parameters bind to the
// input's by name (EntryParams: OptimizeOrchTensors may drop one). It
// returns a *Skip error when either side does not model something the
// kernel uses.
func Simulate(input, compiled *ir.Program, entry string, b *backend.Backend, seed uint64, opts ascend.Options) (*Simulation, error) {
	return simulateOn(nil, input, compiled, entry, b, seed, opts)
}

// simulateOn is Simulate with the simulator's memory from machines (nil:
// fresh).
func simulateOn(machines *ascend.Pool, input, compiled *ir.Program, entry string, b *backend.Backend, seed uint64, opts ascend.Options) (*Simulation, error) {
	rf, err := reference(input, entry, b, seed)
	if err != nil {
		return nil, err
	}
	f, want, arch := rf.f, rf.want, rf.arch
	cf := EntryOf(compiled, f.Name)
	if cf == nil {
		return nil, fmt.Errorf("the compiled program has no function %q", f.Name)
	}
	if cf.Kind == ir.Orchestration || cf.Kind == ir.Opaque {
		return simulateOrchestration(machines, rf, compiled, cf, opts)
	}
	args, pm := entryArgs(rf, cf)
	low, err := ascend.Lower(arch, compiled, cf.Name, args)
	if err != nil {
		var le *ascend.LowerError
		if errors.As(err, &le) && !le.Unsupported {
			return &Simulation{Malformed: le}, nil
		}
		return nil, &Skip{Reason: err.Error()}
	}
	ins := inputsOf(low, rf, pm)
	m := machines.Get()
	res, err := m.Run(arch, low.Program, ins, opts)
	machines.Put(m)
	if err != nil {
		return nil, &Skip{Reason: "simulator: " + err.Error()}
	}
	s := &Simulation{Lowered: low, Result: res}
	for i, ci := range low.Params {
		pi := pm[ci]
		if pi < 0 {
			continue // a parameter the pipeline added (InjectGMPipeBuffer's slot buffer): nothing to compare
		}
		d := low.Program.Tensors[i]
		o := Output{Name: f.Params[pi].Name, Param: pi, DType: d.DType, Shape: d.Shape}
		if w := want.Outputs[f.Params[pi]]; w != nil && i < len(res.Outputs) {
			o.Mismatch = sim.Compare(w, res.Outputs[i])
		}
		s.Outputs = append(s.Outputs, o)
	}
	return s, nil
}

// inputsOf is the simulator's GM contents at the start: the reference's
// seeded input of each lowered tensor's parameter, or an undefined tensor
// (also for a parameter the pipeline added, such as InjectGMPipeBuffer's
// __gm_pipe_buffer). pm maps the compiled entry's parameters to the
// input's (EntryParams).
func inputsOf(low *ascend.Lowered, rf *referenceRun, pm []int) []*sim.Tensor {
	ins := make([]*sim.Tensor, len(low.Params))
	for i, ci := range low.Params {
		if pi := pm[ci]; pi >= 0 {
			ins[i] = rf.tensors[rf.f.Params[pi]]
		}
		if ins[i] == nil {
			ins[i] = sim.NewTensor(low.Program.Tensors[i].Shape, low.Program.Tensors[i].DType)
			ins[i].Defined = make([]bool, len(ins[i].Data))
		}
	}
	return ins
}

// EntryParams maps each parameter of the compiled entry cf to the index
// of the input entry f's parameter it is, or -1 for one the pipeline
// added (InjectGMPipeBuffer's __gm_pipe_buffer). The pipeline keeps the
// parameters in order and renames them (ConvertToSSA's x__ssa_v0 is x),
// but OptimizeOrchTensors drops an Out parameter it merges into an In
// one, whose kernel then writes in place (optimize_orch_tensors_pass.cpp:
// 560-576, the pinned PyPTO does the same), so the parameters after it
// are one place earlier: a compiled parameter is the next input
// parameter, in order, of its name or whose name and "__" begin its name.
// Without a single match by name (a program whose passes renamed every
// parameter) the parameters map by position.
func EntryParams(f, cf *ir.Function) []int {
	pm := make([]int, len(cf.Params))
	next, matched := 0, 0
	for i, p := range cf.Params {
		pm[i] = -1
		for j := next; j < len(f.Params); j++ {
			if versionOf(p.Name, f.Params[j].Name) {
				pm[i], next = j, j+1
				matched++
				break
			}
		}
	}
	if matched == 0 {
		for i := range pm {
			pm[i] = -1
			if i < len(f.Params) {
				pm[i] = i
			}
		}
	}
	return pm
}

// versionOf reports whether name is the input parameter param's name or
// one the pipeline derived from it (ConvertToSSA's x__ssa_v0, a PTO
// view's x__ssa_v0_view stem).
func versionOf(name, param string) bool {
	return name == param || strings.HasPrefix(name, param+"__")
}

// entryArgs is the compiled entry cf's scalar arguments, the seeded
// inputs of the input entry's scalars (0 for a tensor), and its
// parameters' map to the input's (EntryParams).
func entryArgs(rf *referenceRun, cf *ir.Function) ([]float64, []int) {
	pm := EntryParams(rf.f, cf)
	args := make([]float64, len(cf.Params))
	for i, pi := range pm {
		if pi >= 0 {
			args[i] = rf.scalars[rf.f.Params[pi]]
		}
	}
	return args, pm
}

// referenceRun is what a simulation is judged against: the input's entry,
// its seeded inputs, the reference's outputs on them, and the chip.
type referenceRun struct {
	f       *ir.Function
	tensors map[*ir.Var]*sim.Tensor
	scalars map[*ir.Var]float64
	want    *ref.Result
	arch    *ascend.Arch
}

// reference evaluates the input program's entry with the reference on
// sim.Inputs(entry, seed); a *Skip error says what is not modelled.
func reference(input *ir.Program, entry string, b *backend.Backend, seed uint64) (*referenceRun, error) {
	if b == nil {
		return nil, &Skip{Reason: "no backend"}
	}
	f := EntryOf(input, entry)
	if f == nil {
		return nil, &Skip{Reason: "no entry function"}
	}
	tensors, scalars := sim.Inputs(f, seed)
	want, err := ref.Run(input, f.Name, tensors, scalars, ref.Options{Clusters: 1})
	if err != nil {
		return nil, &Skip{Reason: "reference: " + firstLine(err.Error())}
	}
	arch, err := ascend.NewArch(b)
	if err != nil {
		return nil, &Skip{Reason: err.Error()}
	}
	return &referenceRun{f: f, tensors: tensors, scalars: scalars, want: want, arch: arch}, nil
}

// simulation is the compiled kernel simulated beside the reference of the
// input (Simulate), for the simulating oracles; Result.Skipped says why
// there is none.
var simulation = &step{name: "simulation", requires: []*step{compilation}, run: (*checker).simulate}

func (k *checker) simulate() bool {
	var err error
	if !k.sut("simulate", func() {
		k.sim, err = simulateOn(k.cfg.Machines, k.c.Prog, k.r.Compiled, k.entryName(), k.cfg.Backend, k.c.Seed, ascend.Options{})
	}) {
		k.r.Skipped = "crashed"
		return false
	}
	if err != nil {
		k.r.Skipped = err.Error()
		var sk *Skip
		if !errors.As(err, &sk) {
			k.add(Finding{Oracle: SimDiag, Property: "lowering", Message: err.Error()})
		}
		return false
	}
	return true
}

func (k *checker) entryName() string {
	if k.entry != nil {
		return k.entry.Name
	}
	return k.c.Entry
}

// bufferName is a tensor's name with an SSA-style counter suffix dropped
// ("out_1" → "out"), so one bug in two kernels names one buffer.
func bufferName(name string) string {
	if i := strings.LastIndexByte(name, '_'); i > 0 && strings.Trim(name[i+1:], "0123456789") == "" && i+1 < len(name) {
		return name[:i]
	}
	return name
}

// Serious reports whether a simulator diagnostic is a defect on its own.
// A read of never-written bytes is not: whether it matters depends on
// where the value goes, and a value that reaches a compared output is a
// differential mismatch (the simulator carries the undefinedness along);
// one that only reaches positions the reference leaves undefined (rows
// outside a valid region) is harmless.
func Serious(d *ascend.Diagnostic) bool {
	return d.Severity == ascend.Error && d.Kind != ascend.KindPoison
}

// Diagnosed reports whether the run has a serious diagnostic.
func (s *Simulation) Diagnosed() bool {
	if s.Result == nil {
		return false
	}
	for i := range s.Result.Diags {
		if Serious(&s.Result.Diags[i]) {
			return true
		}
	}
	return false
}
