package pipeline

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

var update = flag.Bool("update", false, "rewrite expected programs from the passes' output")

// Each testdata/<Pass>/<case>.before.py is run through the pass (or the
// list its `# passes: A,B` header names) under BeforeAndAfter verification,
// Roundtrip and Purity, and its output must equal <case>.expected.py
// structurally (`# strict` also compares MemRefs). Headers:
//
//	# passes: InitMemRef,MemoryReuse     (default: the directory's pass)
//	# backend: 950                       (default: none)
//	# faults: move-inplace-safe          (default: none)
//	# planner: dsa_rp                    (default: pypto)
//	# error: fragment                    (the run must fail with this text; no expected file)
//	# strict
//	# printed                            (compare the exact print, without the Roundtrip instrument)
//
// A `# printed` case is for output the text format cannot read back, as
// the comm-domain scopes and window-buffer back-references of
// MaterializeCommDomainScopes (PyPTO prints a scope as a comment, and its
// own test of the pass runs without the round trip,
// tests/ut/ir/transforms/test_materialize_comm_domain_scopes.py:62-76):
// its expected file holds the output's exact print, checked against
// PyPTO's ir.python_print of the real pass.
//
// With -update the expected files are rewritten from the output (review
// the diff before committing).
type passCase struct {
	passes  []*Pass
	backend *backend.Backend
	faults  Faults
	planner Planner
	err     string
	strict  bool
	printed bool
}

func readCase(t *testing.T, path, dir string) passCase {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c := passCase{}
	def := Lookup(dir)
	if def != nil {
		c.passes = []*Pass{def}
	}
	for _, line := range strings.Split(string(src), "\n") {
		switch {
		case strings.HasPrefix(line, "# passes: "):
			ps, err := ByName(strings.TrimPrefix(line, "# passes: "))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			c.passes = ps
		case strings.HasPrefix(line, "# backend: "):
			b, err := backend.Get(strings.TrimPrefix(line, "# backend: "))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			c.backend = b
		case strings.HasPrefix(line, "# faults: "):
			fs, err := ParseFaults(strings.TrimPrefix(line, "# faults: "))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			c.faults = fs
		case strings.HasPrefix(line, "# planner: "):
			pl, err := ParsePlanner(strings.TrimPrefix(line, "# planner: "))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			c.planner = pl
		case strings.HasPrefix(line, "# error: "):
			c.err = strings.TrimPrefix(line, "# error: ")
		case line == "# strict":
			c.strict = true
		case line == "# printed":
			c.printed = true
		}
	}
	if c.passes == nil {
		t.Fatalf("%s: no pass named %s and no # passes: header", path, dir)
	}
	return c
}

func parseFile(t *testing.T, path string) *ir.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse(filepath.Base(path), string(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return p
}

// instrumented is the context every pass test runs under.
func instrumented(b *backend.Backend, faults Faults) *Context {
	return &Context{
		Backend:     b,
		Level:       LevelBasic,
		Faults:      faults,
		Instruments: FullChecks(),
	}
}

func TestPassCases(t *testing.T) {
	befores, _ := filepath.Glob("testdata/*/*.before.py")
	for _, before := range befores {
		dir := filepath.Base(filepath.Dir(before))
		name := dir + "/" + strings.TrimSuffix(filepath.Base(before), ".before.py")
		t.Run(name, func(t *testing.T) {
			c := readCase(t, before, dir)
			in := parseFile(t, before)
			ctx := instrumented(c.backend, c.faults)
			ctx.Planner = c.planner
			if c.printed {
				ctx.Instruments = slices.DeleteFunc(ctx.Instruments, func(i Instrument) bool { return i.Name() == "Roundtrip" })
			}
			out, err := Run(c.passes, in, ctx)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error = %v, want one containing %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("run: %v", err)
			}
			expected := strings.TrimSuffix(before, ".before.py") + ".expected.py"
			if *update {
				header := "# Expected output of " + name + " (written by -update; review before committing).\n"
				if err := os.WriteFile(expected, []byte(header+ir.Print(out)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if c.printed {
				want, err := os.ReadFile(expected)
				if err != nil {
					t.Fatal(err)
				}
				_, body, _ := strings.Cut(string(want), "\n")
				if got := ir.Print(out); got != body {
					t.Fatalf("print differs from %s:\ngot:\n%s\nwant:\n%s", expected, got, body)
				}
				return
			}
			want := parseFile(t, expected)
			diff := ir.Diff(out, want)
			if c.strict {
				diff = ir.DiffStrict(out, want)
			}
			if diff != "" {
				t.Fatalf("output differs from %s: %s\ngot:\n%s", expected, diff, ir.Print(out))
			}
		})
	}
}

// TestEveryPassHasCases demands at least one Before / Expected case per pass.
func TestEveryPassHasCases(t *testing.T) {
	for _, p := range Default() {
		files, _ := filepath.Glob(filepath.Join("testdata", p.Name, "*.before.py"))
		if len(files) == 0 {
			t.Errorf("pass %s has no testdata/%s/*.before.py", p.Name, p.Name)
		}
		if p.Doc == "" {
			t.Errorf("pass %s has no doc line", p.Name)
		}
	}
}

func TestContracts(t *testing.T) {
	// A pass requiring a property nothing produces and the input lacks
	// fails before running, naming the property.
	needsSSA := &Pass{Name: "NeedsSSA", Required: set(pSSA), Run: func(p *ir.Program, _ *Context) (*ir.Program, error) { return p, nil }}
	nonSSA := mustParse(t, `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a = n + 1
        a = a + 1
        return a
`)
	_, err := Run([]*Pass{needsSSA}, nonSSA, &Context{})
	var ce *ContractError
	if !errors.As(err, &ce) || ce.Phase != PhaseInput || !strings.Contains(err.Error(), "SSAVerify") {
		t.Fatalf("mid-pipeline start on non-SSA input: %v", err)
	}
	// A pass that invalidates what the next requires.
	breaks := &Pass{Name: "Breaks", Produced: set(pSSA), Invalidated: set(pSSA), Run: func(p *ir.Program, _ *Context) (*ir.Program, error) { return p, nil }}
	ssa := mustParse(t, `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a = n + 1
        return a
`)
	// The requirement is verified on the program the pass gets, as PyPTO's
	// VerificationInstrument does before each pass: it holds here...
	if _, err = Run([]*Pass{{Name: "Makes", Produced: set(pSSA), Run: breaks.Run}, {Name: "Kills", Invalidated: set(pSSA), Run: breaks.Run}, needsSSA}, ssa, &Context{}); err != nil {
		t.Fatalf("invalidated requirement that holds: %v", err)
	}
	// ...and not here.
	kills := func(*ir.Program, *Context) (*ir.Program, error) { return nonSSA, nil }
	_, err = Run([]*Pass{{Name: "Makes", Produced: set(pSSA), Run: breaks.Run}, {Name: "Kills", Invalidated: set(pSSA), Run: kills}, needsSSA}, ssa, &Context{})
	if !errors.As(err, &ce) || ce.Pass != "NeedsSSA" || ce.Phase != PhaseBefore || !strings.Contains(err.Error(), "SSAVerify") {
		t.Fatalf("invalidated requirement that fails: %v", err)
	}
	// A requirement no rule checks cannot be re-established.
	var one verifier.PropertySet
	for _, p := range verifier.AllProperties() {
		if !verifier.Default().Covered().Contains(p) {
			one = verifier.Set(p)
			break
		}
	}
	if one.Empty() {
		t.Fatal("every property has a rule: no unchecked requirement to test")
	}
	needs := &Pass{Name: "Needs", Required: one, Run: breaks.Run}
	_, err = Run([]*Pass{{Name: "Makes", Produced: one, Run: breaks.Run}, {Name: "Kills", Invalidated: one, Run: breaks.Run}, needs}, ssa, &Context{Level: LevelBasic})
	var me *MissingError
	if !errors.As(err, &me) || me.Pass != "Needs" || err.Error() != "Needs requires "+one.String()+": an earlier pass invalidated it and no rule can check it" {
		t.Fatalf("invalidated unchecked requirement: %v", err)
	}
	_, err = Run([]*Pass{needs}, ssa, &Context{Level: LevelBasic})
	if !errors.As(err, &me) || me.Pass != "Needs" || err.Error() != "Needs requires "+one.String()+": no earlier pass produces it and no rule can check it on the input" {
		t.Fatalf("unchecked input requirement: %v", err)
	}
	// Without verification (LevelNone) it is assumed, as PyPTO runs a pass
	// on a program with no instrument.
	for _, list := range [][]*Pass{{needs}, {{Name: "Makes", Produced: one, Run: breaks.Run}, {Name: "Kills", Invalidated: one, Run: breaks.Run}, needs}} {
		if _, err := Run(list, ssa, &Context{}); err != nil {
			t.Fatalf("unchecked requirement at LevelNone: %v", err)
		}
	}
	// A panicking pass becomes a PanicError naming it.
	boom := &Pass{Name: "Boom", Run: func(*ir.Program, *Context) (*ir.Program, error) { panic("kaboom") }}
	_, err = Run([]*Pass{boom}, ssa, &Context{})
	var pe *PanicError
	if !errors.As(err, &pe) || pe.Pass != "Boom" || !strings.Contains(pe.Stack, "pipeline") {
		t.Fatalf("panic: %v", err)
	}
	// An impure pass is caught by the Purity instrument.
	impure := &Pass{Name: "Impure", Run: func(p *ir.Program, _ *Context) (*ir.Program, error) {
		p.Funcs[0].Name = "renamed"
		return p, nil
	}}
	_, err = Run([]*Pass{impure}, mustParse(t, ir.Print(ssa)), &Context{Instruments: []Instrument{&Purity{}}})
	var ue *PurityError
	if !errors.As(err, &ue) || ue.Pass != "Impure" {
		t.Fatalf("purity: %v", err)
	}
	// Verification after a pass names the pass, the phase and the rule.
	makesNonSSA := &Pass{Name: "Dup", Produced: set(pSSA), Run: func(*ir.Program, *Context) (*ir.Program, error) { return nonSSA, nil }}
	_, err = Run([]*Pass{makesNonSSA}, ssa, &Context{Level: LevelBasic})
	if !errors.As(err, &ce) || ce.Pass != "Dup" || ce.Phase != PhaseAfter || ce.Properties != set(pSSA) {
		t.Fatalf("after-pass verification: %v", err)
	}
	if got := ce.FailedProperties(verifier.Default()); len(got) != 1 || got[0] != pSSA {
		t.Fatalf("failed properties = %v", got)
	}
}

func TestFaults(t *testing.T) {
	fs, err := ParseFaults("move-inplace-safe, narrowed-acc-not-compact")
	if err != nil || !fs.Has(FaultMoveInplaceSafe) || !fs.Has(FaultNarrowedAccNotCompact) || fs.Has(FaultDescendingTripZero) {
		t.Fatalf("ParseFaults: %v %v", fs, err)
	}
	if _, err := ParseFaults("nope"); err == nil || !strings.HasPrefix(err.Error(), `unknown fault "nope" (faults: `) {
		t.Fatalf("unknown fault: %v", err)
	}
	if len(AllFaults()) != 24 {
		t.Fatalf("%d faults", len(AllFaults()))
	}
	for _, f := range AllFaults() {
		if (f.Issue == 0) == (f.Found == "") {
			t.Errorf("fault %s: a fault re-creates either a PyPTO issue or an irfuzz finding (issue %d, found %q)", f.Name, f.Issue, f.Found)
		}
		if f.Check != "" {
			if _, ok := verifier.Default().RuleByName(f.Pass); !ok {
				t.Errorf("fault %s switches off a check of %s, which is not a registered rule", f.Name, f.Pass)
			}
			continue
		}
		if Lookup(f.Pass) == nil {
			t.Errorf("fault %s lives in %s, which is not a registered pass", f.Name, f.Pass)
		}
	}
	on, _ := ParseFaults("acc-views-unchecked,narrowed-acc-not-compact")
	if got := on.Checks(); len(got) != 1 || got[0] != verifier.ExtAccViews {
		t.Errorf("Checks() = %v, want [%s]", got, verifier.ExtAccViews)
	}
	if vc := on.VerifierContext(nil); vc.Backend != nil || len(vc.Disabled) != 1 || vc.Disabled[0] != verifier.ExtAccViews {
		t.Errorf("VerifierContext(nil) = %+v, want ExtAccViews disabled", vc)
	}
}

func mustParse(t *testing.T, src string) *ir.Program {
	t.Helper()
	p, err := ir.Parse("t.py", src)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFaultsChangeSomething checks, for every fault, that at least one
// testdata case enables it and that each such case behaves differently
// with the fault off: an error turns into a clean run, or the compiled
// program changes.
func TestFaultsChangeSomething(t *testing.T) {
	cases := map[*Fault][]string{}
	befores, _ := filepath.Glob("testdata/*/*.before.py")
	for _, before := range befores {
		c := readCase(t, before, filepath.Base(filepath.Dir(before)))
		for _, f := range c.faults.List() {
			cases[f] = append(cases[f], before)
		}
	}
	for _, f := range AllFaults() {
		if f.Check != "" {
			continue // a verifier check: verifier's own tests switch it off and on
		}
		paths := cases[f]
		if len(paths) == 0 {
			t.Errorf("fault %s (#%d) has no testdata case", f.Name, f.Issue)
			continue
		}
		for _, before := range paths {
			c := readCase(t, before, filepath.Base(filepath.Dir(before)))
			in := parseFile(t, before)
			on, errOn := Run(c.passes, in, instrumented(c.backend, c.faults))
			off, errOff := Run(c.passes, in, instrumented(c.backend, Faults{}))
			switch {
			case errOff != nil:
				t.Errorf("%s: fails even with no fault: %v", before, errOff)
			case errOn == nil && ir.Print(on) == ir.Print(off):
				t.Errorf("%s: fault %s changes nothing", before, f.Name)
			}
		}
	}
}
