package reports

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/campaign/results"
)

var t0 = time.Date(2026, 11, 29, 2, 0, 0, 0, time.UTC)

// smallData is a campaign small enough to check every number by hand.
func smallData() *Data {
	return &Data{
		Dir: "runs/small",
		Summary: results.Summary{
			Version: results.Version, Seed: 7, Started: t0, Seconds: 8, Workers: 2, Backend: "950",
			Oracles: []string{"validity", "contract", "differential"},
			Cases:   200, Invalid: 3, Findings: 9, Unique: 3, New: 2, HarnessFrac: 0.25,
			Properties: []results.PropertyStats{
				{Property: "TileMemoryInferred", Cases: 100, Invalid: 0, Findings: 2, Unique: 1, CasesPerSec: 12.5},
				{Property: "AccCompactValid", Cases: 100, Invalid: 3, Findings: 7, Unique: 2, CasesPerSec: 12.5},
			},
			ByOracle: []results.OracleStats{{Oracle: "differential", Findings: 2, Unique: 1}, {Oracle: "contract", Findings: 7, Unique: 2}},
			Coverage: results.Coverage{
				Rules:  map[string]int{"AccCompactValid": 5, "TypeCheck": 0},
				Ops:    map[string]int{"tile.load": 40, "tile.matmul": 12, "tile.bogus": 1},
				Passes: map[string]int{},
			},
			Timeline: []results.Sample{{Seconds: 8, Cases: 200, Findings: 9, Unique: 3}, {Seconds: 4, Cases: 90, Findings: 4, Unique: 2}},
		},
		Findings: []results.Finding{
			{ID: "bbb", Oracle: "contract", Count: 2, FirstCase: 10, FirstSeen: t0.Add(1500 * time.Millisecond), Statements: 20},
			{ID: "ccc", Oracle: "differential", Count: 2, FirstCase: 40, FirstSeen: t0.Add(3 * time.Second), Statements: 30, Minimized: 4},
			{ID: "aaa", Oracle: "contract", Count: 5, FirstCase: 3, Statements: 12, Minimized: 3},
		},
		Cases: []results.Case{
			{Index: 0, Seed: 7, Statements: 10, Nanos: 30, SUTNanos: 20},
			{Index: 1, Seed: 8, Statements: 20, Nanos: 10, SUTNanos: 10, Findings: []string{"aaa"}},
			{Index: 2, Seed: 9, Statements: 30, Nanos: 50, SUTNanos: 20},
			{Index: 3, Seed: 10, Statements: 40, Nanos: 50, SUTNanos: 30},
			{Index: 4, Seed: 11, Statements: 50, Nanos: 20, SUTNanos: 10},
		},
	}
}

func TestBuildSummaryTables(t *testing.T) {
	r := Build(smallData(), Options{})
	if r.Title != DefaultTitle || r.Dir != "runs/small" || r.Version != Version {
		t.Fatalf("title %q, dir %q, version %d", r.Title, r.Dir, r.Version)
	}
	if r.Totals.CasesPerSec != 25 || r.Totals.Faults == nil || len(r.Totals.Faults) != 0 {
		t.Fatalf("totals %+v", r.Totals)
	}
	var props []string
	for _, p := range r.Properties {
		props = append(props, strings.Join(propertyCells(&p), " "))
	}
	want := []string{
		"AccCompactValid 100 3 (97.0%) ! 7 2 12.5",
		"TileMemoryInferred 100 0 (100.0%) 2 1 12.5",
	}
	if !reflect.DeepEqual(props, want) {
		t.Fatalf("property rows:\n%q\nwant\n%q", props, want)
	}
	if !r.Properties[0].Alarm || r.Properties[1].Alarm || r.Properties[0].Validity != 0.97 {
		t.Fatalf("alarms: %+v", r.Properties)
	}
	// Every oracle of the campaign has a row, by name, zero when it found nothing.
	wantO := []OracleRow{{Oracle: "contract", Findings: 7, Unique: 2}, {Oracle: "differential", Findings: 2, Unique: 1}, {Oracle: "validity"}}
	if !reflect.DeepEqual(r.Oracles, wantO) {
		t.Fatalf("oracle rows %+v", r.Oracles)
	}
	if r.Timeline[0].Seconds != 4 || r.Timeline[1].Seconds != 8 {
		t.Fatalf("timeline not sorted by time: %+v", r.Timeline)
	}
}

func TestBuildFindingsSortedByCountThenID(t *testing.T) {
	r := Build(smallData(), Options{})
	var got []string
	for _, f := range r.Findings {
		got = append(got, strings.Join(findingCells(&f, r.Totals.Started), " "))
	}
	want := []string{
		"aaa contract - - - 5  case 3 12 3 - ",
		"bbb contract - - - 2  case 10, +1.5s 20 - - ",
		"ccc differential - - - 2  case 40, +3.0s 30 4 - ",
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("finding rows:\n%q\nwant\n%q", got, want)
	}
}

func TestBuildCoverage(t *testing.T) {
	d := smallData()
	r := Build(d, Options{})
	rules, ops, passes := r.Coverage[0], r.Coverage[1], r.Coverage[2]
	// Without a universe: what was covered; a name counted 0 is not covered.
	if got := rules.Headline(); got != "1 verifier rules fired" {
		t.Fatalf("rules headline %q", got)
	}
	if !reflect.DeepEqual(rules.Items, []Count{{Name: "AccCompactValid", Count: 5}}) || !reflect.DeepEqual(rules.Missing, []string{"TypeCheck"}) {
		t.Fatalf("rules %+v", rules)
	}
	if got := ops.Headline(); got != "3 ops generated" || ops.Items[0].Name != "tile.bogus" || ops.Items[2].Name != "tile.matmul" {
		t.Fatalf("ops %q %+v", got, ops.Items)
	}
	if got := passes.Headline(); got != "0 passes changed the program" || len(passes.Items) != 0 {
		t.Fatalf("passes %q %+v", got, passes)
	}
	if ops.Unsimulated != nil {
		t.Fatalf("ops not run by the simulator without options: %+v", ops.Unsimulated)
	}

	// With universes: N of M, the rest named, and names outside flagged.
	r = Build(d, Options{
		Rules:  []string{"TypeCheck", "SSAVerify", "AccCompactValid", "SSAVerify"},
		Ops:    []string{"tile.matmul", "tile.load", "tile.exp"},
		Passes: []string{"InitMemRef", "ConvertToSSA"},
	})
	rules, ops, passes = r.Coverage[0], r.Coverage[1], r.Coverage[2]
	if got := rules.Headline(); got != "1 of 3 verifier rules fired" || !reflect.DeepEqual(rules.Missing, []string{"SSAVerify", "TypeCheck"}) {
		t.Fatalf("rules %q %+v", got, rules)
	}
	if got := ops.Headline(); got != "2 of 3 ops generated" || !reflect.DeepEqual(ops.Missing, []string{"tile.exp"}) || !reflect.DeepEqual(ops.Outside, []string{"tile.bogus"}) {
		t.Fatalf("ops %q %+v", got, ops)
	}
	if got := passes.Headline(); got != "0 of 2 passes changed the program" || !reflect.DeepEqual(passes.Missing, []string{"ConvertToSSA", "InitMemRef"}) {
		t.Fatalf("passes %q %+v", got, passes)
	}
	want := []string{
		"property AccCompactValid: validity 97.0% (3 of 100 cases invalid) is below 99.0%: invalid cases are generator bugs",
		"cases.jsonl has 5 records but summary.json says 200 cases",
		"coverage counts 1 ops outside the given universe: tile.bogus",
	}
	if !reflect.DeepEqual(r.Warnings, want) {
		t.Fatalf("warnings:\n%q\nwant\n%q", r.Warnings, want)
	}
}

func TestBuildWarnsWhenFilesDisagree(t *testing.T) {
	d := smallData()
	d.Summary.Unique, d.Summary.Findings = 4, 10
	d.Summary.Properties = nil
	d.Cases = nil
	r := Build(d, Options{})
	want := []string{
		"findings.json has 3 findings but summary.json says 4 unique",
		"the counts in findings.json add up to 9 findings but summary.json says 10",
	}
	if !reflect.DeepEqual(r.Warnings, want) || r.Cases != nil {
		t.Fatalf("warnings %q, cases %+v", r.Warnings, r.Cases)
	}
}

func TestBuildCaseStats(t *testing.T) {
	r := Build(smallData(), Options{})
	// Times 10 20 30 50 50: median (3rd of 5) 30, p90 (5th) 50, the
	// slowest the first 50 (case 2, seed 9); SUT 90 of 160.
	want := &CaseStats{Records: 5, WithFindings: 1, MedianNanos: 30, P90Nanos: 50, MaxNanos: 50, Slowest: 2, SlowestSeed: 9,
		SUTShare: 90.0 / 160, MeanStmts: 30}
	if !reflect.DeepEqual(r.Cases, want) {
		t.Fatalf("case stats %+v, want %+v", r.Cases, want)
	}
	d := smallData()
	d.Cases = []results.Case{}
	if r := Build(d, Options{}); !reflect.DeepEqual(r.Cases, &CaseStats{}) {
		t.Fatalf("no records: %+v", r.Cases)
	}
}

func TestBuildDoesNotModifyData(t *testing.T) {
	d := smallData()
	Build(d, Options{})
	if !reflect.DeepEqual(d, smallData()) {
		t.Fatal("Build modified its input")
	}
}

func TestTotalsLines(t *testing.T) {
	r := Build(smallData(), Options{})
	var got []string
	for _, l := range totalsLines(r) {
		got = append(got, l[0]+"="+l[1])
	}
	want := []string{
		"results=runs/small", "started=2026-11-29T02:00:00Z", "seed=7", "workers=2", "backend=950", "faults=none",
		"oracles=validity, contract, differential", "duration=8.0s", "cases=200", "cases/s=25.0",
		"invalid=3 (1.5% of cases)", "findings=9", "unique=3", "new=2", "harness share=25.0%", "interrupted=no",
		"case records=5 (1 with findings)", "case time=median 30ns, p90 50ns, max 50ns (case 2, seed 9)",
		"SUT share=56.2%", "mean statements=30.0",
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("totals:\n%q\nwant\n%q", got, want)
	}
}

func TestFormatHelpers(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{seconds(60.44), "60.4s"},
		{seconds(3725), "1h2m5s"},
		{nanos(79_600_000), "80ms"},
		{nanos(1_500), "2µs"},
		{percent(0.98316), "98.3%"},
		{joinNames([]string{"a", "b", "c"}, 2), "a, b and 1 more"},
		{firstLine("one\r\ntwo"), "one"},
		{mdText("a|b *c* _d_ <e> [f] `g` #h \\"), `a\|b \*c\* \_d\_ &lt;e&gt; \[f\] \` + "`g\\`" + ` \#h \\`},
		{mdCode("x | y"), "`x \\| y`"},
		{mdCode("has `tick`"), "`` has `tick` ``"},
		{mdCode("a\nb"), "`a b`"},
		{strings.Join(wrap("aa bb cc dddddd e", 5), "/"), "aa bb/cc/dddddd/e"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// TestBuildPTOSemantics: a campaign on the real PyPTO reports how many of
// its .pto programs were simulated and matched, and the PTO reader's op
// coverage against the operations it takes.
func TestBuildPTOSemantics(t *testing.T) {
	d := smallData()
	d.Summary.Semantics = map[string]int{"match": 7, "mismatch": 2, "diagnosed": 1, "no-pto": 3}
	d.Summary.PTOOps = map[string]int{"pto.tload": 9, "pto.tadd": 4}
	r := Build(d, Options{PTOOps: []string{"pto.tadd", "pto.tload", "pto.tstore"}})
	var line string
	for _, l := range totalsLines(r) {
		if l[0] == "PyPTO's .pto" {
			line = l[1]
		}
	}
	if want := "10 simulated, 7 matching (diagnosed 1, match 7, mismatch 2, no-pto 3)"; line != want {
		t.Errorf("totals line %q, want %q", line, want)
	}
	c := r.Coverage[len(r.Coverage)-1]
	if c.Kind != "pto" || c.Headline() != "2 of 3 PTO operations read in PyPTO's .pto" || strings.Join(c.Missing, ",") != "pto.tstore" {
		t.Errorf("coverage %q: %q, missing %v", c.Kind, c.Headline(), c.Missing)
	}
}

// TestBuildPTODiff: a campaign on both systems reports how many kernels'
// model .pto and PyPTO .pto were compared and agreed, and where the
// others first computed differently.
func TestBuildPTODiff(t *testing.T) {
	d := smallData()
	d.Summary.PTODiff = map[string]int{"agree": 40, "differ": 3, "no-model-pto": 5}
	d.Summary.Divergences = map[string]int{"pto.tmov": 2, "pto.tmatmul": 1}
	r := Build(d, Options{})
	var line string
	for _, l := range totalsLines(r) {
		if l[0] == "model's .pto vs PyPTO's" {
			line = l[1]
		}
	}
	if want := "43 compared, 40 agreeing (agree 40, differ 3, no-model-pto 5); first differing op: pto.tmatmul 1, pto.tmov 2"; line != want {
		t.Errorf("totals line %q, want %q", line, want)
	}
}

// TestBuildMutants: the totals say how many violations the cases planted,
// by how many mutators, how many the verifier caught, and which escaped.
func TestBuildMutants(t *testing.T) {
	d := smallData()
	d.Summary.Mutants = []results.MutantStats{{Mutator: "nested-seq", Planted: 12, Caught: 12},
		{Mutator: "use-before-def", Planted: 9, Caught: 7}, {Mutator: "valid-exceeds-shape", Planted: 4, Caught: 0}}
	r := Build(d, Options{})
	var line string
	for _, l := range totalsLines(r) {
		if l[0] == "mutants" {
			line = l[1]
		}
	}
	if want := "25 planted by 3 mutators, 19 caught; escaped: use-before-def 2, valid-exceeds-shape 4"; line != want {
		t.Errorf("totals line %q, want %q", line, want)
	}
}

// A pass's row carries how many programs it received and the share it
// changed; the text table shows both.
func TestPassShares(t *testing.T) {
	d := smallData()
	d.Summary.Coverage.Passes = map[string]int{"InlineFunctions": 40, "ConvertToSSA": 150}
	d.Summary.Coverage.Received = map[string]int{"InlineFunctions": 200, "ConvertToSSA": 200, "Simplify": 198}
	r := Build(d, Options{})
	passes := r.Coverage[2]
	want := []Count{{Name: "ConvertToSSA", Count: 150, Of: 200}, {Name: "InlineFunctions", Count: 40, Of: 200}}
	if !reflect.DeepEqual(passes.Items, want) || !passes.Shares() || passes.Items[1].Share() != "20.0%" {
		t.Fatalf("passes %+v", passes.Items)
	}
	var sb strings.Builder
	if err := Write(&sb, d, "text", Options{}); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"│ name            │ count │ received │ changed │", "│ ConvertToSSA    │   150 │      200 │   75.0% │"} {
		if !strings.Contains(sb.String(), line) {
			t.Errorf("the text report lacks %q:\n%s", line, sb.String())
		}
	}
}

// TestUnsimulatedOps: the ops the simulator cannot run, with their
// reasons, go under the ops coverage, and the text and HTML formats name
// them with their count.
func TestUnsimulatedOps(t *testing.T) {
	notes := []Note{{Name: "pld.system.notify", Why: "runs beyond one core: needs the peer ranks of a comm domain"}, {Name: "tile.ci", Why: "TCI (an index generator) is not modeled"}}
	r := Build(smallData(), Options{Unsimulated: notes})
	if !reflect.DeepEqual(r.Coverage[1].Unsimulated, notes) || r.Coverage[0].Unsimulated != nil || r.Coverage[2].Unsimulated != nil {
		t.Fatalf("coverage %+v", r.Coverage)
	}
	var txt, page bytes.Buffer
	if err := writeText(&txt, r, false); err != nil {
		t.Fatal(err)
	}
	want := "Not run by the simulator (2): pld.system.notify (runs beyond one core: needs the peer ranks of a comm domain), tile.ci (TCI (an index generator) is not modeled)."
	if !strings.Contains(strings.Join(strings.Fields(txt.String()), " "), want) { // the text format wraps lines
		t.Errorf("text report lacks %q:\n%s", want, txt.String())
	}
	if err := writeHTML(&page, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.String(), `Not run by the simulator (2): <span class="code">pld.system.notify</span> (runs beyond one core: needs the peer ranks of a comm domain), <span class="code">tile.ci</span>`) {
		t.Errorf("HTML report lacks the list")
	}
}
