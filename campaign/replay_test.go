package campaign

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
)

// testCorpus holds real findings of campaigns with injected faults: open
// cases carry the fault in their faults header and must still fail; the
// fixed case was found with the fault named in its found_with header and
// replays without it (the bug fixed), so it must pass.
const testCorpus = "testdata/corpus"

func TestReplayTestdata(t *testing.T) {
	outcomes, problems, err := corpus.ReplayDir(testCorpus, ReplayCheck(ReplayOptions{}))
	if err != nil || len(problems) != 0 {
		t.Fatalf("replay: %v, problems %v", err, problems)
	}
	open, fixed := 0, 0
	for _, o := range outcomes {
		if !o.Pass {
			t.Errorf("%s", corpus.Line(o))
		}
		switch o.Status {
		case corpus.StatusOpen:
			open++
			if !o.Reproduced {
				t.Errorf("%s: open case does not reproduce", o.Path)
			}
		case corpus.StatusFixed:
			fixed++
			if o.Reproduced {
				t.Errorf("%s: fixed case reproduces", o.Path)
			}
		}
	}
	if open < 2 || fixed < 1 {
		t.Fatalf("%d open and %d fixed cases, want at least 2 and 1", open, fixed)
	}
}

// fixedCorpus holds kernels of the first clean campaign of this harness
// (no faults) whose findings were our own bugs (passes, simulator,
// generator-made programs) and are fixed: every one must now pass with no
// finding of its signature.
const fixedCorpus = "testdata/fixed"

func TestReplayFixed(t *testing.T) {
	outcomes, problems, err := corpus.ReplayDir(fixedCorpus, ReplayCheck(ReplayOptions{}))
	if err != nil || len(problems) != 0 {
		t.Fatalf("replay: %v, problems %v", err, problems)
	}
	if len(outcomes) != 42 {
		t.Errorf("%d fixed cases, want 42", len(outcomes))
	}
	for _, o := range outcomes {
		if o.Status != corpus.StatusFixed || o.Reproduced || !o.Pass {
			t.Errorf("%s", corpus.Line(o))
		}
	}
}

// foundCorpus holds the kernels of clean campaigns that showed bugs of the
// modelled PyPTO release (docs/findings.md): irfuzz fixes each in its model
// and keeps the released behaviour as the fault named in the case's
// found_with header. Every case passes now (TestReplayFound) and fails
// again with its fault (TestReplayTestdataNeedsFaults).
const foundCorpus = "testdata/found"

func TestReplayFound(t *testing.T) {
	outcomes, problems, err := corpus.ReplayDir(foundCorpus, ReplayCheck(ReplayOptions{}))
	if err != nil || len(problems) != 0 {
		t.Fatalf("replay: %v, problems %v", err, problems)
	}
	if len(outcomes) != 31 {
		t.Errorf("%d found cases, want 31", len(outcomes))
	}
	for _, o := range outcomes {
		if o.Status != corpus.StatusFixed || o.Reproduced || !o.Pass || o.Entry.Get("found_with") == "" {
			t.Errorf("%s (found_with %q)", corpus.Line(o), o.Entry.Get("found_with"))
		}
	}
}

// TestReplayTestdataNeedsFaults: the corpus cases are about their faults:
// an open case without its fault no longer reproduces, and a fixed case
// with the fault it was found with (its found_with header: a PyPTO bug we
// fixed in our model and keep as a fault) reproduces again, so it guards
// against that bug coming back.
func TestReplayTestdataNeedsFaults(t *testing.T) {
	var entries []*corpus.Entry
	for _, dir := range []string{testCorpus, fixedCorpus, foundCorpus} {
		es, _, err := corpus.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		entries = append(entries, es...)
	}
	check := ReplayCheck(ReplayOptions{})
	foundWith := 0
	for _, e := range entries {
		flipped := *e
		switch {
		case e.Status == corpus.StatusOpen:
			flipped.Faults = nil
		case e.Get("found_with") != "":
			flipped.Faults = strings.Split(e.Get("found_with"), ",")
			foundWith++
		default:
			continue // our own bug, fixed in our code: no fault brings it back
		}
		sigs, err := check(&flipped)
		if err != nil {
			t.Fatal(err)
		}
		reproduced := false
		for _, s := range sigs {
			reproduced = reproduced || s == e.Signature
		}
		if want := e.Status == corpus.StatusFixed; reproduced != want {
			t.Errorf("%s (%s) with faults %v: reproduced %v, want %v", e.Path, e.Status, flipped.Faults, reproduced, want)
		}
	}
	if foundWith == 0 {
		t.Fatal("no fixed case names the fault it was found with")
	}
}

func TestReplayCheckErrors(t *testing.T) {
	entries, _, err := corpus.Load(testCorpus)
	if err != nil || len(entries) == 0 {
		t.Fatal(err)
	}
	e := *entries[0]
	for _, c := range []struct {
		mutate func(*corpus.Entry)
		opts   ReplayOptions
		want   string
	}{
		{func(e *corpus.Entry) { e.Backend = "Ascend999" }, ReplayOptions{}, `unknown backend "Ascend999"`},
		{func(e *corpus.Entry) { e.Faults = []string{"nofault"} }, ReplayOptions{}, `unknown fault "nofault"`},
		{func(e *corpus.Entry) { e.Extra = []corpus.Field{{Key: OraclesKey, Value: "x"}} }, ReplayOptions{}, `header oracles: unknown oracle "x"`},
		{func(e *corpus.Entry) { e.Prog = nil }, ReplayOptions{}, "the case has no parsed kernel"},
		{func(e *corpus.Entry) { e.Extra = []corpus.Field{{Key: MutantKey, Value: "nope"}} }, ReplayOptions{}, `header mutant: no mutator "nope"`},
	} {
		m := e
		c.mutate(&m)
		if _, err := ReplayCheck(c.opts)(&m); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want %q", err, c.want)
		}
	}
}

// TestReplayPlantsMutant: a corpus entry's mutant header plants the named
// violation again, its choices seeded by the entry's seed. A BF16
// atomic add is no violation on 910B, which adds BF16 (a campaign there
// never plants it): replayed there, the mutant escapes its rule; on 950
// the rule rejects it and nothing is found.
func TestReplayPlantsMutant(t *testing.T) {
	entries, _, err := corpus.Load(testCorpus)
	if err != nil || len(entries) == 0 {
		t.Fatal(err)
	}
	const want = "mutant | AtomicAddDtypeValid |  | mutant atomic-add-bf16 escapes AtomicAddDtypeValid[_]: the verifier accepts the planted violation |  | "
	for _, c := range []struct {
		backend string
		escapes bool
	}{{"910B", true}, {"950", false}} {
		e := *entries[0]
		e.Backend, e.Faults = c.backend, nil
		e.Extra = []corpus.Field{{Key: MutantKey, Value: "atomic-add-bf16"}}
		sigs, err := ReplayCheck(ReplayOptions{})(&e)
		if err != nil {
			t.Fatal(err)
		}
		found := slices.Contains(sigs, oracle.Signature(want))
		if found != c.escapes {
			t.Errorf("backend %s: signatures %q; the escape found %v, want %v", c.backend, sigs, found, c.escapes)
		}
	}
}

// pyptoCorpus holds kernels of clean model campaigns whose finding is a
// bug of the pinned PyPTO that the model mirrors (docs/findings.md, "The
// model's campaign after the Simplify port"): each is open and must still
// reproduce without faults, and its pypto_finding header names the repro
// that shows the same bug on the real PyPTO (sut/pypto/testdata/findings,
// replayed there by TestFindingsReproduce, or, for a bug in the PTO it
// emits, sim/pto/testdata/findings, by TestPTOFindingsReproduce).
const pyptoCorpus = "../known"

func TestReplayPyPTOMirrored(t *testing.T) {
	outcomes, problems, err := corpus.ReplayDir(pyptoCorpus, ReplayCheck(ReplayOptions{}))
	if err != nil || len(problems) != 0 {
		t.Fatalf("replay: %v, problems %v", err, problems)
	}
	if len(outcomes) != 132 {
		t.Errorf("%d mirrored cases, want 132", len(outcomes))
	}
	for _, o := range outcomes {
		if o.Status != corpus.StatusOpen || !o.Reproduced || len(o.Entry.Faults) != 0 {
			t.Errorf("%s: want an open case that reproduces without faults", corpus.Line(o))
		}
		repro := o.Entry.Get("pypto_finding")
		_, err := os.Stat(filepath.Join("..", "sut", "pypto", "testdata", "findings", repro))
		if err != nil {
			_, err = os.Stat(filepath.Join("..", "sim", "pto", "testdata", "findings", repro))
		}
		if repro == "" || err != nil {
			t.Errorf("%s: pypto_finding %q names no repro of the real PyPTO", o.Path, repro)
		}
	}
}

// A case's planner header is the planner its replay compiles under: the
// kernel reads a loop's initial value after the loop, whose carry
// MaterializeSemanticAliases puts on that value's buffer. Under DSA_RP
// (no MemoryReuse) the loop overwrites it, as the pinned PyPTO's does
// (docs/pypto-version.md, "The memory passes", items 3 and 4); under
// PyPTO's planner the model's MemoryReuse keeps them apart.
func TestReplayPlannerHeader(t *testing.T) {
	const src = `import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 96], pl.FP32], out: pl.Out[pl.Tensor[[32, 96], pl.FP32]]) -> pl.Tensor[[32, 96], pl.FP32]:
        a: pl.Tile[[32, 96], pl.FP32] = pl.tile.load(x, [0, 0], [32, 96])
        b: pl.Tile[[32, 96], pl.FP32] = pl.tile.adds(a, 1.0)
        for k, (c,) in pl.range(1, 4, init_values=(b,)):
            c_1: pl.Tile[[32, 96], pl.FP32] = pl.tile.sub(c, c)
            r: pl.Tile[[32, 96], pl.FP32] = pl.yield_(c_1)
        e: pl.Tile[[32, 96], pl.FP32] = pl.tile.add(b, r)
        out = pl.tile.store(e, [0, 0], out)
        return out
`
	for _, tc := range []struct {
		planner string
		found   bool
	}{{"", false}, {"dsa_rp", true}} {
		e := corpus.Entry{Signature: "x", Status: corpus.StatusOpen, Oracle: oracle.Differential, Backend: "950", Seed: 1, Source: src}
		if tc.planner != "" {
			e.Extra = []corpus.Field{{Key: PlannerKey, Value: tc.planner}}
		}
		data, err := corpus.Format(&e)
		if err != nil {
			t.Fatal(err)
		}
		p, err := corpus.ParseEntry("c.py", data)
		if err != nil {
			t.Fatal(err)
		}
		sigs, err := ReplayCheck(ReplayOptions{Oracles: oracle.Set{oracle.Differential: true}})(p)
		if err != nil {
			t.Fatal(err)
		}
		if (len(sigs) > 0) != tc.found {
			t.Errorf("planner %q: signatures %v, want a finding: %v", tc.planner, sigs, tc.found)
		}
	}
}
