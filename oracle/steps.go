package oracle

import (
	"fmt"
	"slices"
	"strings"
)

// step is one piece of the work Check does on a case: an analysis, whose
// result later steps read (the verified input, the compile, a simulation,
// the real PyPTO's answer), or an oracle's step, which turns results into
// that oracle's findings. Each is declared in the file of what it does.
type step struct {
	name string
	// oracle is the oracle whose step this is: selecting the oracle
	// (Config.Oracles) runs it and what it needs. "" for an analysis,
	// which runs only when a step that runs needs it.
	oracle string
	// requires are the steps whose results this one needs: it runs after
	// them, and only when each of them ran and succeeded.
	requires []*step
	// uses are the steps whose results it reads when they are there: they
	// run first, and it runs whether they succeeded, failed or could not
	// run.
	uses []*step
	// reported says Result reports the step's own outcome (the compile's
	// Compiled, Rejected and Changed; the real PyPTO's answer), which the
	// campaign's statistics count: it runs whenever what it requires holds,
	// whatever oracles are selected.
	reported bool
	// run does the work; false says its result is not there (the input
	// is invalid, the kernel did not compile, PyPTO was not asked), so
	// the steps that require it do not run. nil: the step has no work of
	// its own; the steps it uses report its oracle's findings.
	run func(*checker) bool
}

// steps is every step Check can do. The plan puts each after the steps
// it requires or uses; where that leaves a choice, this order decides,
// and so the order of the findings.
var steps = []*step{
	modelSide,          // the model judges the case (no Config.NoModel)
	validityOracle,     // the input is valid: the model's steps on a program need it
	inputRoundtrip,     // the input survives print and parse
	compilation,        // the instrumented compile and the triage of its error
	crashOracle,        // panics of the steps that run
	contractOracle,     // from the compile's verification
	roundtripOracle,    // from the input's round trip and the compile's
	purityOracle,       // from the compile's purity instrument
	precisionOracle,    // from the compile's triage of a broken contract
	determinismOracle,  // a second compile
	simulation,         // the compiled kernel beside the reference
	differentialOracle, // from the simulation's outputs
	simdiagOracle,      // from the simulation's diagnostics
	soundnessOracle,    // from the two above
	pyptoAnswer,        // the real PyPTO's answer, beside the model's verdict
	pyptoOracle,        // from its problems
	pyptoPTO,           // the PTO it wrote, simulated
	ptodiffOracle,      // the model's PTO beside it
	pyptosimOracle,     // its numbers against the reference
	passdiffOracle,     // the model's passes on PyPTO's stages
	acceptanceOracle,   // the two verdicts on the program's validity
	mutantOracle,       // violations planted in the valid input
}

// modelSide is the model's side of the case: it fails with
// Config.NoModel, and the model's steps require it, directly or through
// the validity oracle's.
var modelSide = &step{name: "model", run: func(k *checker) bool { return !k.cfg.NoModel }}

// checks is the plan of the step table, made once when the package is
// initialized; a bad table is a programming error and panics there.
var checks = mustPlan(steps)

// plan is a step table, checked and ordered: every step comes after the
// steps it requires or uses.
type plan struct {
	steps []*step
	// requires[i] and needs[i] are the positions in steps of the steps
	// steps[i] requires, and requires or uses.
	requires, needs [][]int
}

// newPlan checks a step table (no two steps share a name, every step a
// step needs is in it, no step needs itself through others) and orders
// it: each step after the steps it needs, otherwise in table order.
func newPlan(table []*step) (*plan, error) {
	in := map[*step]bool{}
	named := map[string]bool{}
	for _, s := range table {
		switch {
		case in[s]:
			return nil, fmt.Errorf("step table: %q is listed twice", s.name)
		case named[s.name]:
			return nil, fmt.Errorf("step table: two steps are named %q", s.name)
		}
		in[s], named[s.name] = true, true
	}
	for _, s := range table {
		for _, r := range s.requires {
			if !in[r] {
				return nil, fmt.Errorf("step table: %q requires %q, which is not in the table", s.name, r.name)
			}
		}
		for _, u := range s.uses {
			if !in[u] {
				return nil, fmt.Errorf("step table: %q uses %q, which is not in the table", s.name, u.name)
			}
		}
	}
	// Take the first step in table order whose needs are all placed,
	// until none is left.
	at := map[*step]int{}
	p := &plan{}
	for len(p.steps) < len(table) {
		next := slices.IndexFunc(table, func(s *step) bool { return !placed(at, s) && placedAll(at, needs(s)) })
		if next < 0 {
			return nil, cycle(table, at)
		}
		at[table[next]] = len(p.steps)
		p.steps = append(p.steps, table[next])
	}
	for _, s := range p.steps {
		p.requires = append(p.requires, positions(at, s.requires))
		p.needs = append(p.needs, positions(at, needs(s)))
	}
	return p, nil
}

// mustPlan is newPlan of a table that must be right (the package's own).
func mustPlan(table []*step) *plan {
	p, err := newPlan(table)
	if err != nil {
		panic(err)
	}
	return p
}

// needs are the steps s requires or uses.
func needs(s *step) []*step { return slices.Concat(s.requires, s.uses) }

func placed(at map[*step]int, s *step) bool {
	_, ok := at[s]
	return ok
}

func placedAll(at map[*step]int, ss []*step) bool {
	for _, s := range ss {
		if !placed(at, s) {
			return false
		}
	}
	return true
}

func positions(at map[*step]int, ss []*step) []int {
	var out []int
	for _, s := range ss {
		out = append(out, at[s])
	}
	return out
}

// cycle is the error of a table whose unplaced steps all need one: from
// the first of them, each step's first unplaced need, up to a step seen
// before.
func cycle(table []*step, at map[*step]int) error {
	var path []*step
	s := table[slices.IndexFunc(table, func(s *step) bool { return !placed(at, s) })]
	for !slices.Contains(path, s) {
		path = append(path, s)
		s = needs(s)[slices.IndexFunc(needs(s), func(n *step) bool { return !placed(at, n) })]
	}
	var names []string
	for _, p := range append(path[slices.Index(path, s):], s) {
		names = append(names, p.name)
	}
	return fmt.Errorf("step table: a cycle: %s", strings.Join(names, " -> "))
}

// needed marks the steps the selected oracles need (their own steps and
// what those require or use, directly or through other steps) and the
// reported steps with what they need.
func (p *plan) needed(cfg *Config) []bool {
	need := make([]bool, len(p.steps))
	for i := len(p.steps) - 1; i >= 0; i-- {
		if o := p.steps[i].oracle; p.steps[i].reported || o != "" && cfg.on(o) {
			need[i] = true
		}
		if need[i] {
			for _, j := range p.needs[i] {
				need[j] = true
			}
		}
	}
	return need
}

// run does the needed steps on a case, in order; a step whose
// requirement failed or did not run does not run either.
func (p *plan) run(k *checker) {
	need := p.needed(k.cfg)
	ok := make([]bool, len(p.steps))
	for i, s := range p.steps {
		if !need[i] || slices.ContainsFunc(p.requires[i], func(j int) bool { return !ok[j] }) {
			continue
		}
		ok[i] = s.run == nil || s.run(k)
	}
}
