package campaign

import (
	"context"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// Minimizer shrinks the case of a new unique finding to a smaller kernel
// with the same signature. It is called once per new signature, after the
// cases ran, in the order the signatures were first seen; returning nil
// (and no error) keeps the case as it is. Package minimize provides one;
// the campaign does not depend on it.
type Minimizer func(ctx context.Context, f *Found) (*Minimized, error)

// Found is a new unique finding and everything needed to reproduce it.
type Found struct {
	Finding   oracle.Finding
	Signature oracle.Signature
	// Case is the generated case: profile, per-case seed, choice trace,
	// program. Policy is the profile it was generated with (retargeted to
	// the backend), so that gen.FromChoices(Policy, choices) rebuilds
	// candidates.
	Case   gen.Case
	Policy *gen.Policy
	// Checked is the program the oracles saw: Case.Prog printed and
	// parsed back, as the corpus stores it (names come from the printer,
	// and messages, hence signatures, quote them). Reproduces checks a
	// candidate the same way.
	Checked *ir.Program
	// Check is how the campaign checked the case; Input is the input-data
	// seed (oracle.Case.Seed) it used.
	Check *oracle.Config
	Input uint64
	// Mutations are the violations the case planted (oracle.Case's):
	// a candidate plants them again.
	Mutations []oracle.Mutation
	// Index is the case's index in the campaign; Corpus the path of its
	// corpus file ("" without a corpus).
	Index  int
	Corpus string
}

// Reproduces is the minimizer's predicate: whether checking p the way the
// campaign checked the case (printed and parsed back, the same oracles,
// backend, faults and input seed) still gives the signature.
func (f *Found) Reproduces(p *ir.Program) bool {
	if p == nil {
		return false
	}
	q, bad := textual(p, ir.Print(p))
	if bad != nil {
		return bad.Signature() == f.Signature
	}
	for _, g := range oracle.Check(oracle.Case{Prog: q, Seed: f.Input, Mutations: f.Mutations}, f.Check).Findings {
		if g.Signature() == f.Signature {
			return true
		}
	}
	return false
}

// Minimized is a smaller kernel reproducing a Found's signature.
type Minimized struct {
	Prog *ir.Program
	// Choices is the choice trace that builds Prog, nil when the minimizer
	// reduced the program rather than the trace.
	Choices []uint64
}
