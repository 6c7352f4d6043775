package oracle

import (
	"errors"
	"fmt"

	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim"
	"github.com/irfuzz/irfuzz/sim/pto"
)

// Verdicts of the model's PTO against PyPTO's (Result.PTODiff).
const (
	PTOAgree       = "agree"        // both compute the same outputs
	PTODiffer      = "differ"       // they compute different numbers: a ptodiff finding
	PTONoModel     = "no-model-pto" // the model did not compile the kernel, or its emitter cannot write it
	PTONotCompared = "not-compared" // the model's PTO reads but is not simulated
)

// ptodiffOracle needs PyPTO's PTO simulated, and the model's compile up
// to PTOCodegen (in the snapshot, whether or not a later pass failed).
var ptodiffOracle = &step{name: PTODiff, oracle: PTODiff, requires: []*step{pyptoPTO, modelSide}, uses: []*step{compilation}, run: (*checker).ptoDiff}

// ptoDiff compares the two systems' final programs on one engine: the
// model's compiled program (its pipeline up to PTOCodegen, pto.Emit) and
// PyPTO's .pto (already simulated), read and simulated by the same
// reader and simulator on the same inputs. Different outputs are a
// ptodiff finding, localized by pto.Diff to the first operation whose
// result differs and its PyPTO source line; which side the reference
// sides with says whose lowering is wrong.
func (k *checker) ptoDiff() bool {
	ps := k.ptoSim
	if k.snap == nil || ps.Result == nil {
		k.r.PTODiff = PTONoModel
		return true
	}
	compiled := k.snap.Output(pipeline.PTOCodegen.Name)
	if compiled == nil {
		k.r.PTODiff = PTONoModel
		return true
	}
	file := k.cfg.PyPTORequest.Filename
	if file == "" {
		file = "kernel.py"
	}
	var ms *PTOSimulation
	var err error
	if !k.sut("ptodiff", func() {
		files, e := EmitModelPTO(compiled, k.cfg.Backend, file)
		if e != nil {
			err = e
			return
		}
		ms, err = simulatePTO(k.c.Prog, k.c.Entry, k.cfg.Backend, k.c.Seed, files, true)
	}) {
		return true
	}
	var ee *pto.EmitError
	var pe *pto.Error
	switch {
	case errors.As(err, &ee):
		k.r.PTODiff = PTONoModel
		return true
	case errors.As(err, &pe):
		// The reader cannot read what the emitter wrote: the emitter's bug.
		k.r.PTODiff = PTODiffer
		if k.cfg.on(PTODiff) {
			k.add(Finding{Oracle: PTODiff, Property: "unreadable", Message: "the model's PTO does not read: " + pe.Error()})
		}
		return true
	case err != nil:
		k.r.PTODiff = PTONotCompared
		return true
	}
	c := ComparePTO(ms, ps)
	k.r.PTODiff = c.Verdict
	if c.Verdict != PTODiffer {
		return true
	}
	if d := c.Divergence; d != nil {
		k.r.PTODivergence, k.r.PTODivergeOp = d.String(), d.A.Origin.Op
	}
	if k.cfg.on(PTODiff) {
		k.add(Finding{Oracle: PTODiff, Property: c.Property(), Buffer: bufferName(c.Output), Message: c.String()})
	}
	return true
}

// PTOComparison is the model's PTO against PyPTO's, both simulated.
type PTOComparison struct {
	Verdict      string // PTOAgree, PTODiffer or PTONotCompared
	Model, PyPTO *PTOSimulation
	// Output is the first output they compute differently, Mismatch
	// where (Want: PyPTO's, Got: the model's).
	Output   string
	Mismatch *sim.Mismatch
	// Divergence is the first operation whose result differs (nil when
	// none pairs up).
	Divergence *pto.Divergence
}

// ComparePTO compares two simulations of one kernel's PTO (the model's and
// PyPTO's, run with observation: SimulatePTOObserved) output by output on
// what the reference defines, and localizes a difference with pto.Diff.
func ComparePTO(model, pypto *PTOSimulation) *PTOComparison {
	c := &PTOComparison{Verdict: PTONotCompared, Model: model, PyPTO: pypto}
	if model == nil || pypto == nil || model.Result == nil || pypto.Result == nil {
		return c
	}
	c.Output, c.Mismatch = outputsDiffer(model, pypto)
	if c.Mismatch == nil {
		c.Verdict = PTOAgree
		return c
	}
	c.Verdict = PTODiffer
	// Look first on the core whose store wrote the differing element.
	core := ""
	for i, o := range model.Outputs {
		if o.Name == c.Output {
			_, core = lastWriterCore(model.Kernel, i, c.Mismatch.Index)
		}
	}
	c.Divergence = pto.Diff(model.Kernel, model.Result, pypto.Kernel, pypto.Result, core)
	return c
}

// Property is the finding's property: the model's PTO operation where the
// two first differ, or "output".
func (c *PTOComparison) Property() string {
	if c.Divergence != nil {
		return c.Divergence.A.Origin.Op
	}
	return "output"
}

func (c *PTOComparison) String() string {
	if c.Verdict != PTODiffer {
		return c.Verdict
	}
	where := "no operation pairs up with a different result"
	if c.Divergence != nil {
		where = "first differing operation: " + c.Divergence.String()
	}
	return fmt.Sprintf("the model's PTO (%s against the reference) and PyPTO's (%s) compute output '%s' differently at %s (want: PyPTO's, got: the model's); %s",
		c.Model.Verdict(), c.PyPTO.Verdict(), c.Output, c.Mismatch, where)
}

// outputsDiffer is the first output the two simulations compute
// differently, by parameter, on the elements the reference defines (what
// a kernel leaves of an output it does not write is no one's number).
func outputsDiffer(a, b *PTOSimulation) (string, *sim.Mismatch) {
	byParam := map[int]int{}
	for i, p := range b.Kernel.Params {
		byParam[p] = i
	}
	for i, p := range a.Kernel.Params {
		j, ok := byParam[p]
		if !ok || i >= len(a.Result.Outputs) || j >= len(b.Result.Outputs) {
			continue
		}
		if i >= len(a.Outputs) || a.Outputs[i].Want == nil {
			continue
		}
		want := a.Outputs[i].Want
		x, y := a.Result.Outputs[i], b.Result.Outputs[j]
		mm := sim.Compare(masked(y, want), x)
		if mm == nil {
			mm = sim.Compare(masked(x, want), y)
			if mm != nil {
				// Report it as PyPTO's against the model's, as above.
				mm.Want, mm.Got, mm.WantDefined, mm.GotDefined = mm.Got, mm.Want, mm.GotDefined, mm.WantDefined
			}
		}
		if mm != nil {
			return a.Outputs[i].Name, mm
		}
	}
	return "", nil
}

// masked is t with only the elements ref defines.
func masked(t, ref *sim.Tensor) *sim.Tensor {
	if len(t.Data) != len(ref.Data) {
		return t
	}
	m := *t
	m.Defined = make([]bool, len(t.Data))
	for k := range m.Defined {
		m.Defined[k] = t.IsDefined(k) && ref.IsDefined(k)
	}
	return &m
}
