package verifier

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// countedAnalyses are analyses that log each run: base, derived (which
// requires base) and other.
type countedAnalyses struct {
	log                  []string
	base, derived, other *Analysis[int]
}

func newCountedAnalyses() *countedAnalyses {
	c := &countedAnalyses{}
	c.base = NewAnalysis("base", "the number of functions", func(p *Pass) int {
		c.log = append(c.log, "base")
		return len(p.Prog.Funcs)
	})
	c.derived = NewAnalysis("derived", "base, doubled", func(p *Pass) int {
		c.log = append(c.log, "derived")
		return 2 * ResultOf(p, c.base)
	}, c.base)
	c.other = NewAnalysis("other", "never read", func(p *Pass) int {
		c.log = append(c.log, "other")
		return -1
	})
	return c
}

// Each analysis runs once per verification, when the first rule reads it
// and after what it requires, and every reader gets its result; an
// analysis no running rule requires does not run.
func TestAnalysisComputedOncePerVerification(t *testing.T) {
	c := newCountedAnalyses()
	reader := func(name string, prop Property, reqs ...Requirement) *rule {
		return &rule{name: name, prop: prop, requires: reqs, run: func(p *Pass) {
			c.log = append(c.log, name)
			var got []string
			for _, a := range reqs {
				got = append(got, fmt.Sprintf("%s=%d", a.Name(), ResultOf(p, a.(*Analysis[int]))))
			}
			p.Errorf(0, ir.Span{}, "%s", strings.Join(got, " "))
		}}
	}
	reg, err := NewRegistry(
		reader("R3", UseAfterDef, c.base, c.derived),
		reader("R1", SSAForm, c.derived),
		reader("R2", TypeChecked, c.base),
		reader("R4", HasMemRefs, c.other),
	)
	if err != nil {
		t.Fatal(err)
	}
	prog := &ir.Program{Funcs: []*ir.Function{{Name: "f"}, {Name: "g"}, {Name: "h"}}}
	ds := reg.Verify(nil, Set(SSAForm, TypeChecked, UseAfterDef), prog)
	if got := strings.Join(c.log, " "); got != "R1 base derived R2 R3" {
		t.Errorf("runs: %s, want R1 base derived R2 R3", got)
	}
	var msgs []string
	for _, d := range ds {
		msgs = append(msgs, d.Rule+": "+d.Message)
	}
	if got := strings.Join(msgs, "; "); got != "R1: derived=6; R2: base=3; R3: base=3 derived=6" {
		t.Errorf("results: %s", got)
	}

	// A second verification computes afresh, once again.
	c.log = nil
	reg.Verify(nil, Set(TypeChecked, UseAfterDef), &ir.Program{})
	if got := strings.Join(c.log, " "); got != "R2 base R3 derived" {
		t.Errorf("second verification runs: %s, want R2 base R3 derived", got)
	}
}

// A rule that requires an analysis but does not read it in this
// verification leaves it uncomputed.
func TestAnalysisNotComputedUnlessRead(t *testing.T) {
	c := newCountedAnalyses()
	gated := &rule{name: "Gated", prop: SSAForm, requires: []Requirement{c.derived}, run: func(p *Pass) {
		if p.Backend != nil {
			ResultOf(p, c.derived)
		}
	}}
	reg, err := NewRegistry(gated)
	if err != nil {
		t.Fatal(err)
	}
	reg.Verify(nil, Set(SSAForm), &ir.Program{})
	if len(c.log) != 0 {
		t.Errorf("without a backend ran %v", c.log)
	}
	be, _ := backend.Get("910B")
	reg.Verify(&Context{Backend: be}, Set(SSAForm), &ir.Program{})
	if got := strings.Join(c.log, " "); got != "base derived" {
		t.Errorf("with a backend ran %s, want base derived", got)
	}
}

// A registry's rule reads only what it requires (directly or through an
// analysis); a pass made by NewPass reads anything, once.
func TestResultOfUndeclaredAnalysis(t *testing.T) {
	c := newCountedAnalyses()
	sneaky := &rule{name: "Sneaky", prop: SSAForm, requires: []Requirement{c.derived}, run: func(p *Pass) {
		ResultOf(p, c.base) // reached through derived: allowed
		ResultOf(p, c.other)
	}}
	reg, err := NewRegistry(sneaky)
	if err != nil {
		t.Fatal(err)
	}
	func() {
		defer func() {
			if r := recover(); r != "verifier: Sneaky reads analysis other without requiring it" {
				t.Errorf("panic %v", r)
			}
		}()
		reg.Verify(nil, Set(SSAForm), &ir.Program{})
	}()

	c.log = nil
	var out []Diagnostic
	p := NewPass("Free", &ir.Program{}, nil, &out)
	if ResultOf(p, c.derived) != 0 || ResultOf(p, c.other) != -1 || ResultOf(p, c.derived) != 0 {
		t.Error("results through NewPass")
	}
	if got := strings.Join(c.log, " "); got != "base derived other" {
		t.Errorf("NewPass runs: %s, want base derived other", got)
	}
}

// Every built-in rule declares exactly the analyses it reads: verified
// alone (with a backend, so that the backend-dependent rules read too), it
// computes its declared analyses and no others.
func TestBuiltinRulesReadWhatTheyRequire(t *testing.T) {
	be, _ := backend.Get("910B")
	prog := &ir.Program{Funcs: []*ir.Function{{Name: "f", Kind: ir.Orchestration, Body: ir.Seq(ir.Span{})}}}
	want := map[string]string{
		"SSAVerify": "EntryVars", "UseAfterDefCheck": "EntryVars",
		"InOutUseValid": "FuncsByName", "OrchestrationReferencesResolved": "FuncsByName",
		"AivSplitValid": "AivSplitFacts", "AivSplitLoweredValid": "AivSplitFacts",
	}
	for _, r := range Default().Rules() {
		var declared []string
		for _, a := range r.Requires() {
			declared = append(declared, a.Name())
		}
		sort.Strings(declared)
		_, res := Default().verify(&Context{Backend: be}, Set(r.Property()), prog)
		var computed []string
		for a := range res.vals {
			computed = append(computed, a.Name())
		}
		sort.Strings(computed)
		if d, c := strings.Join(declared, " "), strings.Join(computed, " "); d != want[r.Name()] || c != d {
			t.Errorf("%s requires [%s] and computed [%s], want [%s]", r.Name(), d, c, want[r.Name()])
		}
	}
}
