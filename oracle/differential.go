package oracle

import "fmt"

// differentialOracle judges the simulation's outputs.
var differentialOracle = &step{name: Differential, oracle: Differential, requires: []*step{simulation}, run: (*checker).differential}

// differential compares the simulator's outputs with the reference's: the
// first differing tensor is one finding. It keeps the problem it saw (for
// the soundness oracle) whether or not it is selected.
func (k *checker) differential() bool {
	o := k.sim.Mismatched()
	if o == nil {
		return true
	}
	m := o.Mismatch
	f := Finding{Oracle: Differential, Buffer: fmt.Sprintf("%s%v", bufferName(o.Name), m.Index),
		Message: fmt.Sprintf("output '%s' differs from the reference at %s", o.Name, m)}
	if k.cfg.on(Differential) {
		k.add(f)
	}
	k.problems = append(k.problems, f)
	return true
}
