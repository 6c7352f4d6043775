package campaign

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestCampaignPlantsMutants: a Default campaign plants, in its valid
// cases, violations of the pinned dialect's properties; the verifier
// rejects every one (no mutant finding), each case record names what it
// planted, and the summary's counts are the records'.
func TestCampaignPlantsMutants(t *testing.T) {
	o := runCampaign(t, Config{Profiles: []string{"Default"}, N: 80, Workers: 2, Backend: "950",
		Oracles: oracle.Set{oracle.Validity: true, oracle.Mutant: true}})
	allowed := map[string]bool{}
	for _, m := range gen.DefaultProfile().Mutators {
		allowed[m.Name] = true
	}
	counts := map[string]*results.MutantStats{}
	for _, c := range o.cases {
		if c.Mutant == "" {
			continue
		}
		if !allowed[c.Mutant] {
			t.Errorf("case %d planted %s, not a Default mutator", c.Index, c.Mutant)
		}
		if !c.MutantCaught {
			t.Errorf("case %d: %s not caught", c.Index, c.Mutant)
		}
		if counts[c.Mutant] == nil {
			counts[c.Mutant] = &results.MutantStats{Mutator: c.Mutant}
		}
		counts[c.Mutant].Planted++
		if c.MutantCaught {
			counts[c.Mutant].Caught++
		}
	}
	sum := o.rep.Summary
	if len(counts) < 10 || len(sum.Mutants) != len(counts) {
		t.Fatalf("%d mutators planted (summary: %d), want at least 10 and the same", len(counts), len(sum.Mutants))
	}
	for _, ms := range sum.Mutants {
		if c := counts[ms.Mutator]; c == nil || *c != ms {
			t.Errorf("summary %+v, case records %+v", ms, c)
		}
	}
	if sum.Findings != 0 {
		t.Errorf("%d findings, want none (every planted violation rejected)", sum.Findings)
	}
}

// TestCampaignMutantEscape: with a verifier that no longer gives the
// codes the mutators expect (the check below asks for code+1000), every
// planted violation escapes: a mutant finding per mutator, and each
// corpus case names its mutator in the header replay plants it again by.
func TestCampaignMutantEscape(t *testing.T) {
	lenient := func(c oracle.Case, cfg *oracle.Config) *oracle.Result {
		for i := range c.Mutations {
			c.Mutations[i].Code += 1000
		}
		return oracle.Check(c, cfg)
	}
	o := runCampaign(t, Config{Profiles: []string{"Default"}, N: 40, Workers: 2, Backend: "950",
		Oracles: oracle.Set{oracle.Validity: true, oracle.Mutant: true}, check: lenient})
	planted := map[string]bool{}
	for _, c := range o.cases {
		if c.Mutant != "" {
			planted[c.Mutant] = true
			if c.MutantCaught || len(c.Findings) != 1 {
				t.Errorf("case %d: %s caught %v, findings %v; want an escape", c.Index, c.Mutant, c.MutantCaught, c.Findings)
			}
		}
	}
	entries, _, err := corpus.Load(o.corpus)
	if err != nil {
		t.Fatal(err)
	}
	if len(planted) == 0 || len(entries) != len(planted) {
		t.Fatalf("%d corpus cases for %d mutators planted", len(entries), len(planted))
	}
	for _, e := range entries {
		name := e.Get(MutantKey)
		if e.Oracle != oracle.Mutant || !planted[name] || !strings.Contains(string(e.Signature), "mutant "+name+" escapes ") {
			t.Errorf("%s: oracle %s, header mutant %q, signature %s", e.Path, e.Oracle, name, e.Signature)
		}
	}
}
