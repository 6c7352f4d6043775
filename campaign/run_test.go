package campaign

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// testProfiles are the profiles of most tests (two, so that the rotation
// shows).
var testProfiles = []string{"AccCompactValid", "MixedKernelExpanded"}

// outcome is a finished campaign and its directories.
type outcome struct {
	rep         *Report
	out, corpus string
	cases       []results.Case
}

func runCampaign(t *testing.T, cfg Config) outcome {
	t.Helper()
	o := outcome{out: filepath.Join(t.TempDir(), "out"), corpus: filepath.Join(t.TempDir(), "corpus")}
	cfg.OutDir, cfg.CorpusDir = o.out, o.corpus
	if cfg.Seed == 0 {
		cfg.Seed = testSeed
	}
	var err error
	o.rep, err = Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if o.cases, err = results.ReadCases(o.out); err != nil {
		t.Fatal(err)
	}
	return o
}

// untimed drops what depends on the clock from case records, findings
// and corpus files.
func untimed(o outcome) ([]results.Case, []results.Finding, map[string]string) {
	cs := append([]results.Case(nil), o.cases...)
	for i := range cs {
		cs[i].Nanos, cs[i].SUTNanos = 0, 0
	}
	fs := append([]results.Finding(nil), o.rep.Findings...)
	for i := range fs {
		fs[i].FirstSeen, fs[i].LastSeen = time.Time{}, time.Time{}
		fs[i].CorpusFile = filepath.Base(fs[i].CorpusFile)
	}
	files := map[string]string{}
	ents, _ := os.ReadDir(o.corpus)
	seen := regexp.MustCompile(`(?m)^# (first|last)_seen: .*\n`)
	for _, e := range ents {
		data, _ := os.ReadFile(filepath.Join(o.corpus, e.Name()))
		files[e.Name()] = seen.ReplaceAllString(string(data), "")
	}
	return cs, fs, files
}

func TestDeterministicAcrossWorkers(t *testing.T) {
	n := 16
	if testing.Short() {
		// 12: the first 8 cases have no finding since the generator drew
		// the gather, sort, system and orchestration-only ops.
		n = 12
	}
	// Without the built-in known findings, so that every finding is new
	// (the summary check below): with the issue-22 ops drawn, one of the
	// three unique findings of these 16 cases is a known one.
	one := runCampaign(t, Config{Profiles: testProfiles, N: n, Workers: 1, Backend: "950", NoBuiltinKnown: true, check: synthetic(oracle.Check)})
	two := runCampaign(t, Config{Profiles: testProfiles, N: n, Workers: 2, Backend: "950", NoBuiltinKnown: true, check: synthetic(oracle.Check)})
	c1, f1, k1 := untimed(one)
	c2, f2, k2 := untimed(two)
	if len(c1) != n {
		t.Fatalf("1 worker: %d case records, want %d", len(c1), n)
	}
	if len(f1) == 0 {
		t.Fatalf("no findings in %d cases: the test shows nothing", n)
	}
	if !reflect.DeepEqual(c1, c2) {
		t.Errorf("case records differ:\n1 worker:  %+v\n2 workers: %+v", c1, c2)
	}
	if !reflect.DeepEqual(f1, f2) {
		t.Errorf("findings differ:\n1 worker:  %+v\n2 workers: %+v", f1, f2)
	}
	if !reflect.DeepEqual(k1, k2) {
		t.Errorf("corpus files differ: %d vs %d files", len(k1), len(k2))
	}
	for i, c := range c1 {
		if c.Index != i || c.Seed != CaseSeed(testSeed, i) || c.Profile != testProfiles[i%2] {
			t.Errorf("case %d: record %+v, want index %d, seed %d, profile %s", i, c, i, CaseSeed(testSeed, i), testProfiles[i%2])
		}
	}
	s := one.rep.Summary
	if s.Cases != n || s.Unique != len(f1) || s.New != len(f1) || len(s.Properties) != 2 || s.Workers != 1 || s.Backend != "Ascend950" {
		t.Errorf("summary: %+v", s)
	}
	if len(k1) == 0 {
		t.Errorf("no corpus files")
	}
}

// TestCaseReplaysAlone: a case's record and findings are what running it
// alone (the child's entry point) gives.
func TestCaseReplaysAlone(t *testing.T) {
	o := runCampaign(t, Config{Profiles: testProfiles, N: 6, Workers: 2, Backend: "950", check: synthetic(oracle.Check)})
	for _, c := range o.cases {
		task := fmt.Sprintf(`{"seed":%d,"index":%d,"profile":%q,"backend":"950"}`, uint64(testSeed), c.Index, c.Profile)
		var stdout, stderr strings.Builder
		if code := childMain(task, &stdout, &stderr, synthetic(oracle.Check)); code != 0 {
			t.Fatalf("case %d: exit %d: %s", c.Index, code, stderr.String())
		}
		got := lastOutcome([]byte(stdout.String()))
		var ids []string
		for i := range got.Findings {
			id := got.Findings[i].Signature().ID()
			if !contains(ids, id) {
				ids = append(ids, id)
			}
		}
		if got.Seed != c.Seed || got.Statements != c.Statements || !reflect.DeepEqual(ids, c.Findings) {
			t.Errorf("case %d alone: seed %d, %d statements, findings %v; in the campaign: %+v", c.Index, got.Seed, got.Statements, ids, c)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// clean is a check that finds nothing, fast.
func clean(oracle.Case, *oracle.Config) *oracle.Result { return &oracle.Result{SUT: time.Millisecond} }

func TestPanicIsACrashFinding(t *testing.T) {
	boom := CaseSeed(testSeed, 3)
	check := func(c oracle.Case, cfg *oracle.Config) *oracle.Result {
		if c.Seed == boom {
			panic("boom")
		}
		return clean(c, cfg)
	}
	o := runCampaign(t, Config{Profiles: []string{"Default"}, N: 6, Workers: 2, Backend: "950", check: check})
	if len(o.cases) != 6 {
		t.Fatalf("%d case records, want 6: the campaign did not go on", len(o.cases))
	}
	if len(o.rep.Findings) != 1 {
		t.Fatalf("findings %+v, want one crash", o.rep.Findings)
	}
	f := o.rep.Findings[0]
	if f.Oracle != oracle.Crash || f.Pass != "check" || f.Message != "panic: boom" || f.FirstCase != 3 || f.Count != 1 || !f.New {
		t.Errorf("finding %+v", f)
	}
	if !reflect.DeepEqual(o.cases[3].Findings, []string{f.ID}) {
		t.Errorf("case 3 record %+v", o.cases[3])
	}
	e, err := corpus.LoadFile(f.CorpusFile)
	if err != nil {
		t.Fatal(err)
	}
	if e.Case != 3 || e.Seed != int64(boom) || e.Profile != "Default" || e.Backend != "Ascend950" || e.Generator != GeneratorVersion || len(e.Choices) == 0 || e.Status != corpus.StatusOpen {
		t.Errorf("corpus entry %+v", e)
	}
}

func TestHangInProcess(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	stuck := CaseSeed(testSeed, 2)
	check := func(c oracle.Case, cfg *oracle.Config) *oracle.Result {
		if c.Seed == stuck {
			<-release
		}
		return clean(c, cfg)
	}
	o := runCampaign(t, Config{Profiles: []string{"Default"}, N: 5, Workers: 2, Backend: "950", CaseTimeout: 300 * time.Millisecond, check: check})
	if len(o.cases) != 5 || len(o.rep.Findings) != 1 {
		t.Fatalf("%d cases, findings %+v", len(o.cases), o.rep.Findings)
	}
	f := o.rep.Findings[0]
	if f.Oracle != Hang || f.Pass != "check" || f.Message != "the case did not finish within 300ms" || f.FirstCase != 2 {
		t.Errorf("finding %+v", f)
	}
	e, err := corpus.LoadFile(f.CorpusFile)
	if err != nil || e.Case != 2 {
		t.Fatalf("corpus entry %+v, %v", e, err)
	}
}

func TestCancelStopsCleanly(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stop := CaseSeed(testSeed, 5)
	release := make(chan struct{})
	defer close(release)
	var after atomic.Int32
	check := func(c oracle.Case, cfg *oracle.Config) *oracle.Result {
		if c.Seed == stop {
			cancel()
			<-release // case 5 never finishes: it is abandoned
		}
		if ctx.Err() != nil {
			after.Add(1)
		}
		return clean(c, cfg)
	}
	dir := t.TempDir()
	rep, err := Run(ctx, Config{Profiles: []string{"Default"}, N: 100, Workers: 1, Backend: "950", Seed: testSeed,
		OutDir: dir, check: check})
	if err != nil {
		t.Fatal(err)
	}
	s, err := results.ReadSummary(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Interrupted || s.Cases != 5 || !rep.Summary.Interrupted {
		t.Errorf("summary after cancel: interrupted %v, %d cases; want interrupted, 5 cases", s.Interrupted, s.Cases)
	}
	if n := after.Load(); n != 0 {
		t.Errorf("%d cases started after the cancel", n)
	}
	cs, _ := results.ReadCases(dir)
	if len(cs) != 5 {
		t.Errorf("%d case records, want 5", len(cs))
	}
	if _, err := results.ReadFindings(dir); err != nil {
		t.Errorf("findings.json: %v", err)
	}
}

func TestBudgets(t *testing.T) {
	_, err := Run(context.Background(), Config{})
	if err == nil || err.Error() != "campaign: no budget: set N (cases) or Time" {
		t.Errorf("no budget: %v", err)
	}
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{N: 1, Profiles: []string{"Nope"}}, `campaign: gen: no profile "Nope"`},
		{Config{N: 1, Backend: "x"}, `campaign: unknown backend "x"`},
		{Config{N: 1, Faults: []string{"nofault"}}, `campaign: unknown fault "nofault"`},
		{Config{N: -1}, "campaign: N must not be negative, got -1"},
	} {
		_, err := Run(context.Background(), c.cfg)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q...", c.cfg, err, c.want)
		}
	}
	start := time.Now()
	rep, err := Run(context.Background(), Config{Time: 300 * time.Millisecond, Workers: 2, Backend: "950", check: clean})
	if err != nil {
		t.Fatal(err)
	}
	if el := time.Since(start); el > 5*time.Second || rep.Summary.Cases == 0 || rep.Summary.Interrupted {
		t.Errorf("300ms campaign: took %s, %d cases, interrupted %v", el, rep.Summary.Cases, rep.Summary.Interrupted)
	}
}

func TestProgressLines(t *testing.T) {
	var b strings.Builder
	_, err := Run(context.Background(), Config{N: 20, Workers: 1, Backend: "950", check: clean, Progress: &b, ProgressEvery: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	last := lines[len(lines)-1]
	if !regexp.MustCompile(`^irfuzz \d+m?s: 20 cases \(\d+\.\d/s\), 0 findings, 0 unique \(0 new\)$`).MatchString(last) {
		t.Errorf("last progress line %q", last)
	}
}

func TestExpKernelIsClean(t *testing.T) {
	p, err := ir.Parse("exp.py", expKernel)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := backend.Get("950")
	if r := oracle.Check(oracle.Case{Prog: p, Seed: 1}, &oracle.Config{Backend: b}); len(r.Findings) != 0 || r.Skipped != "" || r.Rejected != "" {
		t.Fatalf("the exp kernel: %+v", r)
	}
}

// TestNearMissIntent: a near miss rejected by the property it risks is
// what it was built for, not a finding; anything else still is.
func TestNearMissIntent(t *testing.T) {
	s, err := resolve(Config{Profiles: []string{"AccCompactValid"}, N: 1, Seed: testSeed, Backend: "950"})
	if err != nil {
		t.Fatal(err)
	}
	index := -1
	for i := 0; i < 2000 && index < 0; i++ {
		if c, _ := (runner{s}).caseOf(i); len(c.Intent) == 1 && c.Intent[0] == "AccCompactValid" {
			index = i
		}
	}
	if index < 0 {
		t.Fatal("no AccCompactValid near miss in 2000 cases")
	}
	s.Config.check = func(oracle.Case, *oracle.Config) *oracle.Result {
		return &oracle.Result{Invalid: true, Findings: []oracle.Finding{
			{Oracle: oracle.Validity, Property: "AccCompactValid", Message: "intended"},
			{Oracle: oracle.Contract, Property: "AccCompactValid", Pass: "InferTileMemorySpace", Message: "intended"},
			{Oracle: oracle.Contract, Property: "TypeCheck", Pass: "InferTileMemorySpace", Message: "a bug"},
			{Oracle: oracle.Differential, Property: "AccCompactValid", Message: "a bug"},
		}}
	}
	o := runner{s}.run(index, nil)
	if len(o.Findings) != 2 || o.Findings[0].Property != "TypeCheck" || o.Findings[1].Oracle != oracle.Differential {
		t.Errorf("findings %+v, want the TypeCheck contract and the differential", o.Findings)
	}
	if o.Invalid || o.Rejected != "intended: AccCompactValid rejects the near miss" {
		t.Errorf("invalid %v, rejected %q", o.Invalid, o.Rejected)
	}
	// A case that is no near miss keeps everything.
	plain := index + 1
	for c, _ := (runner{s}).caseOf(plain); len(c.Intent) > 0; c, _ = (runner{s}).caseOf(plain) {
		plain++
	}
	if o := (runner{s}).run(plain, nil); len(o.Findings) != 4 || !o.Invalid {
		t.Errorf("case %d (no intent): %d findings, invalid %v", plain, len(o.Findings), o.Invalid)
	}
}
