package oracle

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
	"github.com/irfuzz/irfuzz/sut"
)

// Verdicts of the semantics differential on the real PyPTO's output
// (Result.PyPTOSim).
const (
	SimMatch      = "match"         // PyPTO's kernel computes the reference's outputs
	SimMismatch   = "mismatch"      // a clean run computes other numbers: a pyptosim finding
	SimDiagnosed  = "diagnosed"     // the run has a serious simulator diagnostic: not judged
	SimUnreadable = "unparsable"    // irfuzz's parser cannot read PyPTO's lowered program
	SimNotModeled = "not-simulated" // the simulator or the reference does not model it
	SimNoSync     = "sync-failed"   // the model's InsertSync refuses PyPTO's program
)

// pyptoSim is the semantics differential of the real PyPTO: its lowered
// program (Response.Output, read back with irfuzz's parser), given the
// synchronisation by the model's InsertSync (the pinned pipeline leaves
// it to PTOAS, which irfuzz cannot run; InsertSync stands in for it, as
// in pipeline.Compile), is simulated on sim/ascend and compared exactly
// with the reference semantics of the input. A run with a serious
// diagnostic is not judged (the stand-in's flags may be what is wrong);
// a clean run that computes other numbers is a pyptosim finding: a
// candidate silent miscompile of the real compiler.
func (k *checker) pyptoSim(r *sut.Response) {
	if !r.Compiled || len(r.Problems) > 0 || r.Output == "" || k.cfg.Backend == nil {
		return
	}
	verdict := func(v string) { k.r.PyPTOSim = v }
	out, err := ir.Parse("pypto-lowered.py", r.Output)
	if err != nil {
		verdict(SimUnreadable)
		return
	}
	var synced *ir.Program
	ok := k.sut("pyptosim InsertSync", func() {
		synced, err = pipeline.InsertSync.Run(out, &pipeline.Context{Backend: k.cfg.Backend})
	})
	if !ok || err != nil {
		verdict(SimNoSync)
		return
	}
	var s *Simulation
	if !k.sut("pyptosim", func() { s, err = Simulate(k.c.Prog, synced, k.c.Entry, k.cfg.Backend, k.c.Seed, ascend.Options{}) }) {
		return
	}
	switch {
	case err != nil || s.Malformed != nil:
		verdict(SimNotModeled)
	case s.Diagnosed():
		verdict(SimDiagnosed)
	case s.Mismatched() != nil:
		verdict(SimMismatch)
		o := s.Mismatched()
		m := o.Mismatch
		if k.cfg.on(PyPTOSim) {
			k.add(Finding{Oracle: PyPTOSim, Property: "mismatch", Buffer: fmt.Sprintf("%s%v", bufferName(o.Name), m.Index),
				Message: fmt.Sprintf("PyPTO's compiled kernel computes output '%s' other than the reference at %s", o.Name, m)})
		}
	default:
		verdict(SimMatch)
	}
}
