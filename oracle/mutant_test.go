package oracle

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
)

// mutationOf is gen's mutator as the campaign plants it, with the choice
// source seeded by seed and, when code is not -1, another expected code.
func mutationOf(t *testing.T, name string, seed int64, code int) Mutation {
	t.Helper()
	m, ok := gen.MutatorByName(name)
	if !ok {
		t.Fatalf("no mutator %s", name)
	}
	if code < 0 {
		code = m.Code
	}
	return Mutation{Name: m.Name, Property: m.Property, Rule: m.Rule, Code: code, Doc: m.Doc,
		Apply: func(p *ir.Program) (*ir.Program, bool) { return m.Apply(p, choice.Record(seed)) }}
}

// TestMutantOracle: a planted violation the targeted rule rejects with its
// code is caught and silent; one it rejects with another code, or one
// that violates nothing, is a finding naming the mutant, the rule and what
// the verifier said; a valid probe the rule accepts is judged right, one
// it rejects is a finding; a mutation without a site, or without a model
// rule, plants nothing; a panic in the mutator is a crash of stage
// "mutate".
func TestMutantOracle(t *testing.T) {
	prog := mustParseCase(t, filepath.Join("testdata", "clean", "matmul_acc.py"))
	identity := func(p *ir.Program) (*ir.Program, bool) { return ir.Clone(p), true }
	for _, tc := range []struct {
		name            string
		m               Mutation
		planted, caught []string
		want            []string // the findings, oracle | property or pass | message
	}{
		{name: "caught", m: mutationOf(t, "valid-exceeds-shape", 1, -1),
			planted: []string{"valid-exceeds-shape"}, caught: []string{"valid-exceeds-shape"}},
		{name: "other code", m: mutationOf(t, "valid-exceeds-shape", 1, 105),
			planted: []string{"valid-exceeds-shape"},
			want:    []string{"mutant | TypeChecked | mutant valid-exceeds-shape escapes TypeCheck[105]: the verifier reports only TypeCheck[104]"}},
		{name: "nothing planted", m: Mutation{Name: "identity", Property: "TypeChecked", Rule: "TypeCheck", Code: 104, Apply: identity},
			planted: []string{"identity"},
			want:    []string{"mutant | TypeChecked | mutant identity escapes TypeCheck[104]: the verifier accepts the planted violation"}},
		{name: "no site", m: Mutation{Name: "none", Property: "TypeChecked", Rule: "TypeCheck", Code: 104,
			Apply: func(p *ir.Program) (*ir.Program, bool) { return p, false }}},
		{name: "no model rule", m: Mutation{Name: "unroll-left", Property: "UnrollResolved", Apply: identity}},
		{name: "unknown property", m: Mutation{Name: "odd", Property: "NoSuchProperty", Rule: "X", Apply: identity},
			want: []string{"mutant | NoSuchProperty | mutant odd targets NoSuchProperty, which is no verifier property"}},
		{name: "probe accepted", m: Mutation{Name: "same", Property: "TypeChecked", Rule: "TypeCheck", Valid: true, Apply: identity},
			planted: []string{"same"}, caught: []string{"same"}},
		{name: "probe rejected", m: func() Mutation {
			m := mutationOf(t, "valid-exceeds-shape", 1, -1)
			m.Name, m.Valid = "wrongly-valid", true
			return m
		}(), planted: []string{"wrongly-valid"},
			want: []string{"mutant | TypeChecked | probe wrongly-valid is valid, yet TypeCheck rejects it: TypeCheck[104]"}},
		{name: "mutator panics", m: Mutation{Name: "boom", Property: "TypeChecked", Rule: "TypeCheck", Code: 104,
			Apply: func(*ir.Program) (*ir.Program, bool) { panic("boom") }},
			want: []string{"crash | mutate boom | panic: boom"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Check(Case{Prog: prog, Mutations: []Mutation{tc.m}}, &Config{Oracles: Set{Mutant: true, Crash: true}})
			var got []string
			for _, f := range r.Findings {
				got = append(got, f.Oracle+" | "+f.Property+f.Pass+" | "+f.Message)
				if (strings.Contains(f.Message, " escapes ") || strings.HasPrefix(f.Message, "probe ")) && !strings.Contains(f.Detail, "the mutant:\n") {
					t.Errorf("detail holds no mutant:\n%s", f.Detail)
				}
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("findings\n%q\nwant\n%q", got, tc.want)
			}
			if !reflect.DeepEqual(r.Planted, tc.planted) || !reflect.DeepEqual(r.Caught, tc.caught) {
				t.Errorf("planted %q caught %q, want %q and %q", r.Planted, r.Caught, tc.planted, tc.caught)
			}
		})
	}
}

// TestMutantNeedsValidInput: an invalid input's mutants are not checked.
func TestMutantNeedsValidInput(t *testing.T) {
	prog := mustParseCase(t, filepath.Join("testdata", "clean", "matmul_acc.py"))
	bad, ok := mutationOf(t, "valid-exceeds-shape", 1, -1).Apply(prog) // TypeChecked is part of validity
	if !ok {
		t.Fatal("valid-exceeds-shape found no site")
	}
	r := Check(Case{Prog: bad, Mutations: []Mutation{mutationOf(t, "valid-exceeds-shape", 1, 105)}}, &Config{Oracles: Set{Mutant: true}})
	if !r.Invalid || len(r.Planted) != 0 {
		t.Fatalf("invalid %v, planted %q: want an invalid input and nothing planted", r.Invalid, r.Planted)
	}
	for _, f := range r.Findings {
		if f.Oracle == Mutant {
			t.Errorf("mutant finding on an invalid input: %s", f.Message)
		}
	}
}

func mustParseCase(t *testing.T, path string) *ir.Program {
	t.Helper()
	p, err := ir.Parse(path, loadCase(t, path).text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestMutantInputAlreadyViolates: a mutation whose error the input has
// already (TileMemoryInferred: InferTileMemorySpace establishes it, the
// input need not have it) says nothing about the rule: it is not planted
// and finds nothing.
func TestMutantInputAlreadyViolates(t *testing.T) {
	prog := mustParseCase(t, filepath.Join("testdata", "clean", "matmul_acc.py"))
	unset := mutationOf(t, "tile-space-unset", 1, -1)
	base, ok := unset.Apply(prog)
	if !ok {
		t.Fatal("tile-space-unset found no site")
	}
	r := Check(Case{Prog: base, Mutations: []Mutation{unset}}, &Config{Oracles: Set{Mutant: true}})
	if r.Invalid {
		t.Fatal("a tile without a memory space makes the input invalid")
	}
	if len(r.Planted) != 0 || len(r.Findings) != 0 {
		t.Errorf("planted %q, findings %v: want nothing", r.Planted, r.Findings)
	}
	if r = Check(Case{Prog: prog, Mutations: []Mutation{unset}}, &Config{Oracles: Set{Mutant: true}}); len(r.Caught) != 1 {
		t.Errorf("on the clean input: planted %q caught %q", r.Planted, r.Caught)
	}
}
