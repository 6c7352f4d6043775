package minimize

import (
	"fmt"
	"time"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
)

// L0: reduce the generator's choice trace. Every candidate is a kernel
// the generator builds (valid by construction, on its distribution), and
// the result comes with a trace the corpus can store and replay. It uses
// gen.Shrink: span deletion (largest first), span zeroing and lowering of
// single draws, to a fixpoint within its budget. It runs only when the
// input carries choices that still rebuild the input kernel under its
// profile and the configured backend (a trace recorded by an older
// generator may build something else), and it gets a quarter of the
// time budget: every trace candidate costs a full check and the trace
// shrinker tries each draw several times, so on the seven generated
// kernels of testdata L0 followed by L2 took from as long to 10 times as
// long as L2 alone, for sizes within two statements of each other.

// policy is the generator policy the input was built under: the given
// one, or its profile retargeted to the configured backend.
func (m *minimizer) policy() (*gen.Policy, error) {
	if m.in.Policy != nil {
		return m.in.Policy, nil
	}
	name := m.in.Profile
	if name == "" {
		name = "Default"
	}
	p, err := gen.LookupProfile(name)
	if err != nil {
		return nil, err
	}
	if m.opts.Config.Backend != nil {
		p = p.WithTarget(m.opts.Config.Backend)
	}
	return p, nil
}

// choices is level L0.
func (m *minimizer) choices() string {
	if len(m.in.Choices) == 0 {
		return "no choice trace"
	}
	pol, err := m.policy()
	if err != nil {
		return err.Error()
	}
	c := gen.FromChoices(pol, m.in.Choices)
	if c.Trace.Overrun || !ir.Equal(c.Prog, m.prog) {
		return fmt.Sprintf("the choices no longer rebuild the kernel under profile %s (generator changed?)", pol.Name)
	}
	deadline, _ := m.ctx.Deadline()
	budget := time.Until(deadline)
	if share := m.opts.Time / 4; share < budget {
		budget = share
	}
	fails := func(n gen.Case) bool {
		if m.ctx.Err() != nil || n.Trace.Overrun {
			return false
		}
		// Any size will do: gen.Shrink orders its candidates itself.
		cand, v := parsed(ir.Print(n.Prog), measure{stmts: 1 << 30})
		if v != built {
			m.ev.evals++
			return false
		}
		return m.ev.one(cand)
	}
	shrunk, _ := gen.Shrink(pol, c, fails, gen.Budget{Time: budget})
	// The shrunk case is the last one that reproduced (or the input).
	cand, v := parsed(ir.Print(shrunk.Prog), measureOf(m.prog, m.text))
	if v != built {
		return "no smaller trace reproduces"
	}
	m.accept(cand)
	m.choiceTrace, m.choiceText = shrunk.Trace.Choices, m.text
	return fmt.Sprintf("trace %d -> %d draws", len(m.in.Choices), len(shrunk.Trace.Choices))
}

// finalChoices is L0's trace when it still describes the final kernel.
func (m *minimizer) finalChoices() []uint64 {
	if m.choiceTrace == nil || m.choiceText != m.text {
		return nil
	}
	return m.choiceTrace
}
