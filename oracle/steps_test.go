package oracle

import (
	"context"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
)

func stepNames(ss []*step) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.name)
	}
	return out
}

// scheduled are the steps a check with cfg would do, in order, if every
// step succeeded.
func scheduled(p *plan, cfg *Config) []string {
	var out []string
	for i, need := range p.needed(cfg) {
		if need {
			out = append(out, p.steps[i].name)
		}
	}
	return out
}

// The table is written in dependency order, so the plan keeps it: that
// order is the order of the findings.
func TestPlanOrder(t *testing.T) {
	want := []string{"model", Validity, "input roundtrip", "compile",
		Crash, Contract, Roundtrip, Purity, Precision, Determinism,
		"simulation", Differential, SimDiag, Soundness,
		"pypto answer", PyPTO, "pypto pto simulation", PTODiff, PyPTOSim, PassDiff, Acceptance, Mutant}
	if got := stepNames(checks.steps); !reflect.DeepEqual(got, want) {
		t.Errorf("plan\n%q\nwant\n%q", got, want)
	}
}

func TestSchedule(t *testing.T) {
	for _, tc := range []struct {
		oracles Set
		want    []string
	}{
		// The compile and PyPTO's answer are reported (Result.Compiled,
		// Rejected, PyPTO): they run whatever is selected.
		{Set{Validity: true}, []string{"model", Validity, "compile", "pypto answer"}},
		{Set{Crash: true}, []string{"model", Validity, "compile", Crash, "pypto answer"}},
		{Set{Roundtrip: true}, []string{"model", Validity, "input roundtrip", "compile", Roundtrip, "pypto answer"}},
		{Set{Differential: true}, []string{"model", Validity, "compile", "simulation", Differential, "pypto answer"}},
		// Soundness reads what differential and simdiag saw.
		{Set{Soundness: true}, []string{"model", Validity, "compile", "simulation", Differential, SimDiag, Soundness, "pypto answer"}},
		// PyPTO's answer reads the model's verdict.
		{Set{PyPTO: true}, []string{"model", Validity, "compile", "pypto answer", PyPTO}},
		{Set{PTODiff: true}, []string{"model", Validity, "compile", "pypto answer", "pypto pto simulation", PTODiff}},
		{Set{PyPTOSim: true, Validity: true}, []string{"model", Validity, "compile", "pypto answer", "pypto pto simulation", PyPTOSim}},
		{nil, stepNames(checks.steps)},
	} {
		if got := scheduled(checks, &Config{Oracles: tc.oracles}); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.oracles, got, tc.want)
		}
	}
}

// Every oracle has one step, so selecting it does its work.
func TestEveryOracleHasAStep(t *testing.T) {
	var got []string
	for _, s := range checks.steps {
		if s.oracle != "" {
			got = append(got, s.oracle)
		}
	}
	slices.Sort(got)
	want := slices.Sorted(slices.Values(Names()))
	if !reflect.DeepEqual(got, want) {
		t.Errorf("oracles with a step %q, want %q", got, want)
	}
}

// countingPass counts its runs and changes nothing.
func countingPass(n *int) *pipeline.Pass {
	return &pipeline.Pass{Name: "Count", Run: func(p *ir.Program, _ *pipeline.Context) (*ir.Program, error) {
		*n++
		return p, nil
	}}
}

// countingPyPTO counts the requests it answers.
type countingPyPTO struct{ n *int }

func (countingPyPTO) Name() string { return sut.PyPTO }
func (countingPyPTO) Close() error { return nil }
func (c countingPyPTO) Compile(context.Context, *sut.Request) (*sut.Response, error) {
	*c.n++
	return &sut.Response{Accepted: true, Compiled: true}, nil
}

// An oracle's work is done only when a selected oracle needs it.
func TestUnselectedWorkIsNotDone(t *testing.T) {
	prog := cleanKernel(t)
	for _, tc := range []struct {
		oracles           Set
		noModel           bool
		compiles, answers int
	}{
		// The compile and PyPTO's answer are reported: always done.
		{Set{Validity: true}, false, 1, 1},
		{Set{Contract: true}, false, 1, 1},
		{Set{Determinism: true}, false, 2, 1}, // and once more
		{Set{Differential: true}, false, 1, 1},
		{Set{PyPTO: true}, false, 1, 1},
		{Set{PyPTO: true}, true, 0, 1},
		{Set{Contract: true}, true, 0, 1},
		{nil, false, 2, 1},
	} {
		compiles, answers := 0, 0
		cfg := &Config{Passes: []*pipeline.Pass{countingPass(&compiles)}, PyPTO: countingPyPTO{&answers}, NoModel: tc.noModel, Oracles: tc.oracles}
		r := Check(Case{Prog: prog}, cfg)
		if compiles != tc.compiles || answers != tc.answers || (r.PyPTO != nil) != (answers > 0) {
			t.Errorf("%s (no model: %v): %d compiles and %d PyPTO answers (Result.PyPTO %v), want %d and %d",
				tc.oracles, tc.noModel, compiles, answers, r.PyPTO, tc.compiles, tc.answers)
		}
	}
}

// readProgram parses the kernel at path, naming it file.
func readProgram(t *testing.T, path, file string) *ir.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := ir.Parse(file, string(src))
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// An invalid input stops the model's side: no compile, no simulation.
func TestInvalidInputStopsTheModel(t *testing.T) {
	prog := readProgram(t, "testdata/validity/stray_break.py", "stray_break.py")
	compiles := 0
	b, _ := backend.Get("950")
	r := Check(Case{Prog: prog}, &Config{Backend: b, Passes: []*pipeline.Pass{countingPass(&compiles)}, Oracles: Set{Differential: true}})
	if !r.Invalid || compiles != 0 || len(r.Findings) != 0 || r.Skipped != "" {
		t.Errorf("invalid %v, %d compiles, findings %v, skipped %q; want invalid, no compile, no finding, no simulation",
			r.Invalid, compiles, r.Findings, r.Skipped)
	}
}

// The plan orders a table by what its steps need, then by table order;
// a failed step stops the steps that require it, directly or through
// others, and not the ones that only use it.
func TestPlanRun(t *testing.T) {
	var ran []string
	rec := func(name string, ok bool) func(*checker) bool {
		return func(*checker) bool {
			ran = append(ran, name)
			return ok
		}
	}
	a := &step{name: "a", run: rec("a", false)}
	b := &step{name: "b", requires: []*step{a}, run: rec("b", true)}
	c := &step{name: "c", uses: []*step{a}, run: rec("c", true)}
	d := &step{name: "d", oracle: "d", requires: []*step{b}, uses: []*step{c}, run: rec("d", true)}
	e := &step{name: "e", oracle: "e", requires: []*step{c}, run: rec("e", true)}
	f := &step{name: "f", oracle: "f", run: rec("f", true)}
	p, err := newPlan([]*step{e, d, c, b, a, f})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := stepNames(p.steps), []string{"a", "c", "e", "b", "d", "f"}; !reflect.DeepEqual(got, want) {
		t.Errorf("plan %q, want %q", got, want)
	}
	p.run(&checker{cfg: &Config{Oracles: Set{"d": true, "e": true}}})
	if want := []string{"a", "c", "e"}; !reflect.DeepEqual(ran, want) {
		t.Errorf("ran %q, want %q", ran, want)
	}
}

func TestBadTable(t *testing.T) {
	a := &step{name: "a"}
	b := &step{name: "b", requires: []*step{a}}
	c := &step{name: "c", uses: []*step{a}}
	x := &step{name: "x"}
	y := &step{name: "y", uses: []*step{x}}
	z := &step{name: "z", requires: []*step{y}}
	x.requires = []*step{z}
	for _, tc := range []struct {
		table []*step
		want  string
	}{
		{[]*step{b}, `step table: "b" requires "a", which is not in the table`},
		{[]*step{c, b}, `step table: "c" uses "a", which is not in the table`},
		{[]*step{a, b, a}, `step table: "a" is listed twice`},
		{[]*step{a, {name: "a"}}, `step table: two steps are named "a"`},
		{[]*step{a, b, x, y, z}, `step table: a cycle: x -> z -> y -> x`},
	} {
		_, err := newPlan(tc.table)
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: %v, want %s", stepNames(tc.table), err, tc.want)
		}
	}
}

// The ptodiff oracle alone does its work: PyPTO's PTO is simulated for
// it, and it finds what it finds beside the pyptosim oracle.
func TestPTODiffAlone(t *testing.T) {
	prog := readProgram(t, "../sim/pto/testdata/vector.py", "testdata/vector.py")
	pto, err := os.ReadFile("../sim/pto/testdata/vector.pto")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := backend.Get("950")
	wrong := strings.Replace(string(pto), "pto.tneg", "pto.tabs", 1)
	resp := &sut.Response{Accepted: true, Compiled: true, PTO: []sut.File{{Path: "kernels/aiv/kernel.pto", Text: wrong}}}
	check := func(oracles Set) *Result {
		cfg := &Config{Backend: b, PyPTO: fakePyPTO{resp}, Passes: pipeline.Compile(), Oracles: oracles}
		cfg.PyPTORequest.Filename = "testdata/vector.py"
		return Check(Case{Prog: prog, Seed: 1}, cfg)
	}
	alone, both := check(Set{PTODiff: true}), check(Set{PTODiff: true, PyPTOSim: true})
	if len(alone.Findings) != 1 || len(both.Findings) == 0 || alone.Findings[0].Oracle != PTODiff || !reflect.DeepEqual(alone.Findings[0], both.Findings[0]) {
		t.Errorf("ptodiff alone finds %v, want the one ptodiff finding of %v", alone.Findings, both.Findings)
	}
	if alone.PTODiff != PTODiffer || alone.PyPTOSim != PTOMismatch {
		t.Errorf("verdicts %q and %q, want %q and %q", alone.PTODiff, alone.PyPTOSim, PTODiffer, PTOMismatch)
	}
}
