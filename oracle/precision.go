package oracle

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sim/ascend"
	"github.com/irfuzz/irfuzz/verifier"
)

// precisionOracle: the compile's triage of a broken contract asks
// precision whether the one rule that reported was wrong.
var precisionOracle = &step{name: Precision, oracle: Precision, uses: []*step{compilation}}

// precision looks for a verifier false positive: rule rejected the output
// of pass, and yet, with that one rule left out, every other rule accepts
// every stage, the kernel compiles, and the simulator agrees with the
// reference exactly, with no diagnostic, on several seeded input sets. The
// rejected statement must be observable (its value reaches an output):
// agreement says nothing about a statement nobody reads.
// Only semantic rules are candidates: a program that is not well formed
// (the structural set, SSA form, type checking) is wrong whatever one run
// of it computes.
func (k *checker) precision(rule, pass string, ce *pipeline.ContractError) {
	if !k.cfg.on(Precision) || k.cfg.Backend == nil {
		return
	}
	reg, ok := without(rule)
	if !ok || !observable(k.c.Prog, firstError(ce.Diagnostics).Span) {
		return
	}
	if r, ok := verifier.Default().RuleByName(rule); !ok || validityProps().Contains(r.Property()) {
		return
	}
	ctx := k.context(false)
	ctx.Level = pipeline.LevelBasic
	ctx.Registry = reg
	ctx.Instruments = []pipeline.Instrument{&pipeline.Verification{Mode: pipeline.BeforeAndAfter, Extra: pipeline.ModelChecks()}}
	var out *ir.Program
	var err error
	if !k.sut("compile without "+rule, func() { out, err = pipeline.Run(k.cfg.passes(), k.c.Prog, ctx) }) || err != nil {
		return
	}
	n := k.cfg.InputSets
	if n <= 0 {
		n = 3
	}
	for i := 0; i < n; i++ {
		var s *Simulation
		if !k.sut("simulate without "+rule, func() {
			s, err = simulateOn(k.cfg.Machines, k.c.Prog, out, k.entryName(), k.cfg.Backend, k.c.Seed+uint64(i), ascend.Options{})
		}) || err != nil || s.Malformed != nil || s.Diagnosed() || s.Mismatched() != nil {
			return
		}
	}
	first := firstError(ce.Diagnostics)
	k.add(Finding{Oracle: Precision, Property: rule, Pass: pass,
		Message: "rejected, yet every other rule accepts and the simulator agrees with the reference: " + first.Message, Detail: ce.Error()})
}

// without is the default registry minus one rule.
func without(rule string) (*verifier.Registry, bool) {
	var rules []verifier.Rule
	found := false
	for _, r := range verifier.Default().Rules() {
		if r.Name() == rule {
			found = true
			continue
		}
		rules = append(rules, r)
	}
	if !found {
		return nil, false
	}
	reg, err := verifier.NewRegistry(rules...)
	return reg, err == nil
}
