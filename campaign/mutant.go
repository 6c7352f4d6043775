package campaign

import (
	"fmt"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// MutantKey is the corpus header (an extra field of corpus.Entry) naming
// the mutator whose violation a case planted: replay and minimization
// plant it again, its choices seeded by the case's seed.
const MutantKey = "mutant"

// Mutation is gen's mutator m as the mutant oracle plants it, its choices
// drawn from a source seeded by seed (the case's), so that every check of
// the case, a replay's and a minimizer's included, plants the same
// violation in the same program.
func Mutation(m gen.Mutator, seed uint64) oracle.Mutation {
	return oracle.Mutation{Name: m.Name, Property: m.Property, Rule: m.Rule, Code: m.Code, Valid: m.Valid, Doc: m.Doc,
		Apply: func(p *ir.Program) (*ir.Program, bool) { return m.ApplySeeded(p, int64(seed)) }}
}

// mutationsFor are the violations a case with that seed plants on
// backend b: one of the profile's mutators whose mutant is a violation on
// b, picked by the seed (a hash of the case index: the index itself would
// pick one residue for a profile that comes round every k cases), so that
// a profile's n cases plant each of its m mutators about n/m times. A
// near miss (invalid on purpose) plants none, nor does a profile without
// mutators.
func mutationsFor(p *gen.Policy, b *backend.Backend, seed uint64, intent []string) []oracle.Mutation {
	if p == nil || len(intent) > 0 {
		return nil
	}
	var ms []gen.Mutator
	for _, m := range p.Mutators {
		if m.ViolatesOn(b) {
			ms = append(ms, m)
		}
	}
	if len(ms) == 0 {
		return nil
	}
	return []oracle.Mutation{Mutation(ms[seed%uint64(len(ms))], seed)}
}

// MutationsNamed is the mutation a corpus case's MutantKey header names
// (nil for ""), its choices seeded by the case's seed: replay's, the
// standalone minimizer's.
func MutationsNamed(name string, seed uint64) ([]oracle.Mutation, error) {
	if name == "" {
		return nil, nil
	}
	m, ok := gen.MutatorByName(name)
	if !ok {
		return nil, fmt.Errorf("header %s: no mutator %q", MutantKey, name)
	}
	return []oracle.Mutation{Mutation(m, seed)}, nil
}
