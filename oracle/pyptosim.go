package oracle

import (
	"errors"
	"fmt"

	"github.com/irfuzz/irfuzz/sim/pto"
)

// Verdicts of the semantics differential on the real PyPTO's output
// (Result.PyPTOSim), besides PTOMatch, PTOMismatch and PTODiagnosed.
const (
	SimNoPTO      = "no-pto"        // PyPTO compiled it but wrote no .pto (codegen failed)
	SimUnreadable = "unreadable"    // the PTO reader cannot read the .pto: a reader (or codegen) error
	SimNotModeled = "not-simulated" // the reader, the simulator or the reference does not model it
)

// The semantics differential of the real PyPTO: the PTO program its code
// generation wrote (Response.PTO) is read by sim/pto, run on sim/ascend in
// program order per core (PyPTO leaves the flags to ptoas), and compared
// exactly with the reference semantics of the input (SimulatePTO). A run
// that computes other numbers is a silent miscompile of the real
// compiler; a defect translation or the simulator finds (a tile past its
// memory, a slot overflow, a read at the wrong pitch, a core left
// waiting) is one no flag placement can make right. Both are pyptosim
// findings. The simulation serves the ptodiff oracle too.
var (
	pyptoPTO       = &step{name: "pypto pto simulation", requires: []*step{pyptoAnswer}, run: (*checker).simulatePyPTO}
	pyptosimOracle = &step{name: PyPTOSim, oracle: PyPTOSim, requires: []*step{pyptoPTO}, run: (*checker).pyptoSim}
)

// simulatePyPTO simulates the PTO the real PyPTO wrote (Result.PyPTOSim
// is the verdict), recording what every instruction leaves when ptodiff
// compares with the model's. False when there is no simulation.
func (k *checker) simulatePyPTO() bool {
	r := k.answer
	if !r.Compiled || k.cfg.Backend == nil {
		return false
	}
	if len(r.PTO) == 0 {
		k.r.PyPTOSim = SimNoPTO
		return false
	}
	var s *PTOSimulation
	var err error
	observe := !k.cfg.NoModel && k.cfg.on(PTODiff)
	if !k.sut("pyptosim", func() { s, err = simulatePTO(k.c.Prog, k.c.Entry, k.cfg.Backend, k.c.Seed, r.PTO, observe) }) {
		return false
	}
	var pe *pto.Error
	switch {
	case errors.As(err, &pe):
		k.r.PyPTOSim = SimUnreadable
		if k.cfg.on(PyPTOSim) {
			k.add(Finding{Oracle: PyPTOSim, Property: "unreadable", Message: "the PTO reader cannot read the PTO program: " + pe.Error()})
		}
		return false
	case err != nil:
		k.r.PyPTOSim = SimNotModeled
		return false
	}
	k.r.PyPTOSim = s.Verdict()
	k.r.PTOOps = s.Kernel.Ops
	k.ptoSim = s
	return true
}

// pyptoSim reports what the simulation of PyPTO's PTO computed wrong.
func (k *checker) pyptoSim() bool {
	s := k.ptoSim
	if !k.cfg.on(PyPTOSim) {
		return true
	}
	switch k.r.PyPTOSim {
	case PTODiagnosed:
		kind, msg := s.FirstDiag()
		k.add(Finding{Oracle: PyPTOSim, Property: kind, Message: "the PTO program: " + msg})
	case PTOMismatch:
		o := s.Mismatched()
		m := o.Mismatch
		msg := fmt.Sprintf("the PTO program computes output '%s' other than the reference at %s", o.Name, m)
		if s.Wrote != nil {
			msg += "; last written by " + s.Wrote.String()
		} else {
			msg += "; no store wrote it"
		}
		k.add(Finding{Oracle: PyPTOSim, Property: "mismatch", Buffer: fmt.Sprintf("%s%v", bufferName(o.Name), m.Index), Message: msg})
	}
	return true
}
