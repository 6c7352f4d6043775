package oracle

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// Mutation plants one violation in a case's program to check that the
// verifier still rejects it: Apply rewrites the program (never changing
// it) to break Property, ok false when the program has no site for it, and
// the mutant must draw an error diagnostic of rule Rule with code Code
// (an input that already has one says nothing: it is not planted). A
// Valid mutation is a probe: the rewrite keeps the program valid, and Rule
// must report no error on it that the input does not have. The
// generator's mutators are the usual source (gen.Mutator); Check applies
// the mutation itself, so a minimized program is mutated the same way the
// campaign's was.
type Mutation struct {
	Name     string
	Property string
	Rule     string // "" when the model has no rule for Property: nothing is checked
	Code     int
	Valid    bool // a probe: the rewrite is valid and Rule must accept it
	Doc      string
	Apply    func(*ir.Program) (*ir.Program, bool)
}

// mutantOracle checks the case's planted violations. It requires a valid
// input: a mutant of an invalid program says nothing about the rule.
var mutantOracle = &step{name: Mutant, oracle: Mutant, requires: []*step{validityOracle}, run: (*checker).mutants}

// mutants applies each of the case's mutations and verifies the mutant
// against the mutation's property, in the configured verifier context
// (injected verifier faults included). A mutant without an error of the
// targeted rule and code is a finding against that rule: the rule became
// too lenient, or the mutator planted nothing it forbids; a probe the
// rule rejects is a finding too: the rule became too strict. Result.Planted
// and Result.Caught list the mutations applied and the ones judged as
// expected.
func (k *checker) mutants() bool {
	for _, m := range k.c.Mutations {
		if m.Rule == "" || m.Apply == nil {
			continue
		}
		prop, ok := verifier.PropertyByName(m.Property)
		if !ok {
			k.add(Finding{Oracle: Mutant, Property: m.Property, Message: fmt.Sprintf("mutant %s targets %s, which is no verifier property", m.Name, m.Property)})
			continue
		}
		mutant, applied, crash := applyMutation(m, k.c.Prog)
		if crash != nil {
			if k.cfg.on(Crash) {
				k.add(*crash)
			}
			continue
		}
		if !applied {
			continue
		}
		var base, ds []verifier.Diagnostic
		if !k.sut("verify mutant "+m.Name, func() {
			base = verifier.Default().Verify(k.vctx(), verifier.Set(prop), k.c.Prog)
			ds = verifier.Default().Verify(k.vctx(), verifier.Set(prop), mutant)
		}) {
			continue
		}
		for _, d := range ds {
			k.mutantCodes[fmt.Sprintf("%s[%d]", d.Rule, d.Code)] = true
		}
		if m.Valid {
			// A probe is rejected when the rule says more of it than of
			// the input.
			k.r.Planted = append(k.r.Planted, m.Name)
			if errorCount(ds, m.Rule, anyCode) > errorCount(base, m.Rule, anyCode) {
				k.add(Finding{Oracle: Mutant, Property: m.Property, Message: rejectMessage(m, ds), Detail: escapeDetail(m, ds, mutant)})
			} else {
				k.r.Caught = append(k.r.Caught, m.Name)
			}
			continue
		}
		if errorCount(base, m.Rule, m.Code) > 0 {
			// The input already has the error (a property the input need
			// not have, which a later pass establishes): the mutant
			// cannot show whether the rule sees the planted one.
			continue
		}
		k.r.Planted = append(k.r.Planted, m.Name)
		if errorCount(ds, m.Rule, m.Code) > 0 {
			k.r.Caught = append(k.r.Caught, m.Name)
			continue
		}
		k.add(Finding{Oracle: Mutant, Property: m.Property, Message: escapeMessage(m, ds), Detail: escapeDetail(m, ds, mutant)})
	}
	return true
}

// anyCode matches a diagnostic of any code (errorCount).
const anyCode = -1

// errorCount counts ds's errors of rule with code (anyCode: any).
func errorCount(ds []verifier.Diagnostic, rule string, code int) int {
	n := 0
	for _, d := range ds {
		if d.Severity == verifier.Error && d.Rule == rule && (code == anyCode || d.Code == code) {
			n++
		}
	}
	return n
}

// rejectMessage says which valid probe the rule rejected, and with what.
func rejectMessage(m Mutation, ds []verifier.Diagnostic) string {
	return fmt.Sprintf("probe %s is valid, yet %s rejects it: %s", m.Name, m.Rule, strings.Join(errorCodes(ds, m.Rule), ", "))
}

// errorCodes lists, once each and in order, the RULE[code] of ds's
// errors, of rule only unless rule is "".
func errorCodes(ds []verifier.Diagnostic, rule string) []string {
	var out []string
	seen := map[string]bool{}
	for _, d := range ds {
		if d.Severity != verifier.Error || rule != "" && d.Rule != rule {
			continue
		}
		if s := fmt.Sprintf("%s[%d]", d.Rule, d.Code); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// applyMutation runs the mutator; a panic in it (the harness's code, not
// the system under test's) is a crash finding of stage "mutate".
func applyMutation(m Mutation, p *ir.Program) (mutant *ir.Program, applied bool, crash *Finding) {
	defer func() {
		if v := recover(); v != nil {
			f := CrashFinding("mutate "+m.Name, v, string(debug.Stack()))
			mutant, applied, crash = nil, false, &f
		}
	}()
	mutant, applied = m.Apply(p)
	return mutant, applied && mutant != nil, nil
}

// escapeMessage says which mutant escaped and what the verifier said
// instead: nothing, or errors of other codes or rules.
func escapeMessage(m Mutation, ds []verifier.Diagnostic) string {
	msg := fmt.Sprintf("mutant %s escapes %s[%d]: ", m.Name, m.Rule, m.Code)
	if other := errorCodes(ds, ""); len(other) > 0 {
		return msg + "the verifier reports only " + strings.Join(other, ", ")
	}
	return msg + "the verifier accepts the planted violation"
}

func escapeDetail(m Mutation, ds []verifier.Diagnostic, mutant *ir.Program) string {
	var b strings.Builder
	fmt.Fprintf(&b, "mutator %s (%s): %s\n", m.Name, m.Property, m.Doc)
	for _, d := range ds {
		fmt.Fprintf(&b, "%s\n", d)
	}
	b.WriteString("the mutant:\n")
	b.WriteString(ir.Print(mutant))
	return b.String()
}
