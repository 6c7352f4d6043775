package oracle

import "fmt"

// differential compares the simulator's outputs with the reference's: the
// first differing tensor is one finding. It returns the problems it saw
// (for the soundness oracle) whether or not it is selected.
func (k *checker) differential(s *Simulation) []Finding {
	o := s.Mismatched()
	if o == nil {
		return nil
	}
	m := o.Mismatch
	f := Finding{Oracle: Differential, Buffer: fmt.Sprintf("%s%v", bufferName(o.Name), m.Index),
		Message: fmt.Sprintf("output '%s' differs from the reference at %s", o.Name, m)}
	if k.cfg.on(Differential) {
		k.add(f)
	}
	return []Finding{f}
}
