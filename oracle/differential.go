package oracle

import "fmt"

// differentialOracle judges the simulation's outputs.
var differentialOracle = &step{name: Differential, oracle: Differential, requires: []*step{simulation}, run: (*checker).differential}

// differential compares the simulator's outputs with the reference's: the
// first differing tensor is one finding, which names the store that wrote
// its first differing element and the instruction that computed what it
// stored, so that two wrong outputs of different causes sign apart. It keeps the problem it saw (for
// the soundness oracle) whether or not it is selected.
func (k *checker) differential() bool {
	o := k.sim.Mismatched()
	if o == nil {
		return true
	}
	m := o.Mismatch
	msg := fmt.Sprintf("output '%s' differs from the reference at %s", o.Name, m)
	if p := k.sim.provenance(o, m.Index); p != "" {
		msg += "; " + p
	}
	f := Finding{Oracle: Differential, Buffer: fmt.Sprintf("%s%v", bufferName(o.Name), m.Index), Message: msg}
	if k.cfg.on(Differential) {
		k.add(f)
	}
	k.problems = append(k.problems, f)
	return true
}

// provenance says where the model's kernel got element index of output o:
// "stored by TSTORE from TMATMUL" (the last store whose window covers it
// and the last instruction of its core before it that wrote the stored
// tile), "stored by TSTORE" when no earlier instruction of the core wrote
// that tile, or "no store wrote it"; "" for a simulation with no single
// lowered kernel (an orchestration's, oracle/orchestration.go), which
// does not say.
func (s *Simulation) provenance(o *Output, index []int64) string {
	if s.Lowered == nil {
		return ""
	}
	p := s.Lowered.Program
	ti := -1
	for i := range s.Outputs {
		if &s.Outputs[i] == o {
			ti = i
		}
	}
	ci, ii, ok := p.LastStore(ti, index)
	if !ok {
		return "no store wrote it"
	}
	st := &p.Cores[ci].Instrs[ii]
	pi, ok := p.Producer(ci, ii)
	if !ok {
		return "stored by " + st.Mnemonic()
	}
	return "stored by " + st.Mnemonic() + " from " + p.Cores[ci].Instrs[pi].Mnemonic()
}
