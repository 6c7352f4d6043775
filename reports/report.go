package reports

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"github.com/irfuzz/irfuzz/campaign/results"
)

// Version is the version of the JSON report document.
const Version = 1

// DefaultTitle is the title of a report whose Options give none.
const DefaultTitle = "irfuzz campaign report"

// ValidityAlarm is the validity rate below which a property is flagged:
// invalid cases are generator bugs, and a generator that produces more than
// one in a hundred is not testing what it claims to.
const ValidityAlarm = 0.99

// Options are a report's settings.
type Options struct {
	Title string // default DefaultTitle

	// Universes: everything the campaign could have covered. A nil list
	// means unknown, and the coverage section then shows only what was
	// covered; with a list it also says "N of M" and names the rest.
	Rules  []string // verifier rules
	Ops    []string // ops
	Passes []string // passes
	PTOOps []string // the PTO operations the PTO reader takes
	// Unsimulated are the ops the simulator cannot run, with the reason
	// (ir.OpDef.Unsimulated or Domain); the ops coverage lists them.
	Unsimulated []Note
}

// Note is a name and a reason.
type Note struct {
	Name string `json:"name"`
	Why  string `json:"why"`
}

// Report is everything a report shows; every format renders it, and the
// json format is its encoding.
type Report struct {
	Version    int               `json:"version"`
	Title      string            `json:"title"`
	Dir        string            `json:"dir"`
	Totals     Totals            `json:"totals"`
	Warnings   []string          `json:"warnings"`
	Properties []PropertyRow     `json:"properties"`
	Oracles    []OracleRow       `json:"oracles"`
	Findings   []results.Finding `json:"findings"` // by count (descending), then ID
	Coverage   []CoverageSet     `json:"coverage"` // rules, ops, passes; pto when the real PyPTO ran
	Timeline   []results.Sample  `json:"timeline"` // by time
	Cases      *CaseStats        `json:"cases"`    // nil without cases.jsonl
}

// Totals are the campaign's settings and totals.
type Totals struct {
	Seed         uint64    `json:"seed"`
	Started      time.Time `json:"started"`
	Seconds      float64   `json:"seconds"`
	Workers      int       `json:"workers"`
	Backend      string    `json:"backend"`
	Faults       []string  `json:"faults"`
	Oracles      []string  `json:"oracles"`
	Interrupted  bool      `json:"interrupted"`
	Cases        int       `json:"cases"`
	Invalid      int       `json:"invalid"`
	Findings     int       `json:"findings"`
	Unique       int       `json:"unique"`
	New          int       `json:"new"`
	CasesPerSec  float64   `json:"cases_per_sec"` // 0 when the duration is 0
	HarnessShare float64   `json:"harness_share"`
	// Semantics counts the verdicts on the real PyPTO's .pto simulated
	// against the reference (match, mismatch, diagnosed, ...).
	Semantics map[string]int `json:"semantics,omitempty"`
	// PTODiff counts the verdicts of the model's .pto against PyPTO's,
	// both simulated (agree, differ, ...); Divergences, by operation,
	// where they first computed differently.
	PTODiff     map[string]int `json:"pto_diff,omitempty"`
	Divergences map[string]int `json:"divergences,omitempty"`
	// Mutants counts, by mutator, the violations planted and caught.
	Mutants []results.MutantStats `json:"mutants,omitempty"`
	// Feedback is the account of the campaign's signals and seed corpus.
	Feedback *results.FeedbackStats `json:"feedback,omitempty"`
}

// PropertyRow is one row of the per-property table.
type PropertyRow struct {
	results.PropertyStats
	Validity float64 `json:"validity"` // share of valid cases; 1 without cases
	Alarm    bool    `json:"alarm"`    // Validity < ValidityAlarm
}

// OracleRow is one row of the per-oracle table.
type OracleRow = results.OracleStats

// CoverageSet is one kind of coverage: verifier rules that fired, ops
// generated or passes that changed the program.
type CoverageSet struct {
	Kind     string   `json:"kind"` // "rules", "ops" or "passes"
	Items    []Count  `json:"items"`
	Covered  int      `json:"covered"`            // items with a count > 0 (in the universe, if given)
	Universe int      `json:"universe,omitempty"` // size of the universe; 0 when not given
	Missing  []string `json:"missing"`            // not covered: universe members, and names counted 0
	Outside  []string `json:"outside,omitempty"`  // covered but not in the universe
	// Unsimulated, for ops: the ops the simulator cannot run, and why.
	Unsimulated []Note `json:"unsimulated,omitempty"`
}

// Count is a name and how often it was seen; for a pass, Of is how many
// programs it received (0: not recorded), so Count/Of is the share it
// changed.
type Count struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
	Of    int    `json:"of,omitempty"`
}

// Share is Count/Of as a percentage ("" when Of is not recorded).
func (c Count) Share() string {
	if c.Of <= 0 {
		return ""
	}
	return fmt.Sprintf("%.1f%%", 100*float64(c.Count)/float64(c.Of))
}

// Shares reports whether the set's items carry received counts.
func (c *CoverageSet) Shares() bool {
	for _, it := range c.Items {
		if it.Of > 0 {
			return true
		}
	}
	return false
}

// Headline is the coverage set in one line: "5 of 12 passes changed the
// program".
func (c *CoverageSet) Headline() string {
	phrase := map[string][2]string{
		"rules":  {"verifier rules", "fired"},
		"ops":    {"ops", "generated"},
		"passes": {"passes", "changed the program"},
		"pto":    {"PTO operations", "read in PyPTO's .pto"},
	}[c.Kind]
	if c.Universe > 0 {
		return fmt.Sprintf("%d of %d %s %s", c.Covered, c.Universe, phrase[0], phrase[1])
	}
	return fmt.Sprintf("%d %s %s", c.Covered, phrase[0], phrase[1])
}

// CaseStats summarizes cases.jsonl.
type CaseStats struct {
	Records      int     `json:"records"`
	WithFindings int     `json:"with_findings"` // records with at least one finding
	MedianNanos  int64   `json:"median_ns"`
	P90Nanos     int64   `json:"p90_ns"`
	MaxNanos     int64   `json:"max_ns"`
	Slowest      int     `json:"slowest"`      // index of the slowest case (the first, on ties)
	SlowestSeed  uint64  `json:"slowest_seed"` // and its seed
	SUTShare     float64 `json:"sut_share"`    // time inside the system under test / total time
	MeanStmts    float64 `json:"mean_statements"`
}

// Build computes the report of d. It does not modify d.
func Build(d *Data, opts Options) *Report {
	s := &d.Summary
	r := &Report{
		Version: Version,
		Title:   cmp.Or(opts.Title, DefaultTitle),
		Dir:     d.Dir,
		Totals: Totals{
			Seed: s.Seed, Started: s.Started, Seconds: s.Seconds, Workers: s.Workers, Backend: s.Backend,
			Faults: orEmpty(s.Faults), Oracles: orEmpty(s.Oracles), Interrupted: s.Interrupted,
			Cases: s.Cases, Invalid: s.Invalid, Findings: s.Findings, Unique: s.Unique, New: s.New,
			HarnessShare: s.HarnessFrac, Semantics: s.Semantics, PTODiff: s.PTODiff, Divergences: s.Divergences, Mutants: s.Mutants,
			Feedback: s.Feedback,
		},
		Warnings: []string{},
	}
	if s.Seconds > 0 {
		r.Totals.CasesPerSec = float64(s.Cases) / s.Seconds
	}

	for _, p := range s.Properties {
		row := PropertyRow{PropertyStats: p, Validity: 1}
		if p.Cases > 0 {
			row.Validity = 1 - float64(p.Invalid)/float64(p.Cases)
		}
		row.Alarm = row.Validity < ValidityAlarm
		r.Properties = append(r.Properties, row)
	}
	slices.SortStableFunc(r.Properties, func(a, b PropertyRow) int { return cmp.Compare(a.Property, b.Property) })
	r.Properties = orEmpty(r.Properties)

	r.Oracles = oracleRows(s)

	r.Findings = slices.Clone(d.Findings)
	slices.SortStableFunc(r.Findings, func(a, b results.Finding) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.ID, b.ID), cmp.Compare(a.Signature, b.Signature))
	})
	r.Findings = orEmpty(r.Findings)

	r.Coverage = []CoverageSet{
		coverage("rules", s.Coverage.Rules, opts.Rules),
		coverage("ops", s.Coverage.Ops, opts.Ops),
		coverage("passes", s.Coverage.Passes, opts.Passes),
	}
	r.Coverage[1].Unsimulated = slices.Clone(opts.Unsimulated)
	for i := range r.Coverage[2].Items {
		it := &r.Coverage[2].Items[i]
		it.Of = s.Coverage.Received[it.Name]
	}
	if len(s.PTOOps) > 0 {
		r.Coverage = append(r.Coverage, coverage("pto", s.PTOOps, opts.PTOOps))
	}

	r.Timeline = slices.Clone(s.Timeline)
	slices.SortStableFunc(r.Timeline, func(a, b results.Sample) int { return cmp.Compare(a.Seconds, b.Seconds) })
	r.Timeline = orEmpty(r.Timeline)

	if d.Cases != nil {
		r.Cases = caseStats(d.Cases)
	}
	r.Warnings = warnings(r, d)
	return r
}

// oracleRows is one row per oracle of the campaign or of its counts, by
// name; oracles that found nothing get a zero row.
func oracleRows(s *results.Summary) []OracleRow {
	rows := slices.Clone(s.ByOracle)
	for _, o := range s.Oracles {
		if !slices.ContainsFunc(rows, func(r OracleRow) bool { return r.Oracle == o }) {
			rows = append(rows, OracleRow{Oracle: o})
		}
	}
	slices.SortStableFunc(rows, func(a, b OracleRow) int { return cmp.Compare(a.Oracle, b.Oracle) })
	return orEmpty(rows)
}

// coverage builds one coverage set from the campaign's counts and an
// optional universe.
func coverage(kind string, counts map[string]int, universe []string) CoverageSet {
	c := CoverageSet{Kind: kind, Items: []Count{}, Missing: []string{}}
	in := map[string]bool{}
	for _, u := range universe {
		in[u] = true
	}
	c.Universe = len(in)
	for name, n := range counts {
		if n <= 0 {
			continue
		}
		c.Items = append(c.Items, Count{Name: name, Count: n})
		if universe == nil || in[name] {
			c.Covered++
		} else {
			c.Outside = append(c.Outside, name)
		}
	}
	for name := range in {
		if counts[name] <= 0 {
			c.Missing = append(c.Missing, name)
		}
	}
	for name, n := range counts {
		if n <= 0 && !in[name] {
			c.Missing = append(c.Missing, name)
		}
	}
	slices.SortFunc(c.Items, func(a, b Count) int { return cmp.Compare(a.Name, b.Name) })
	slices.Sort(c.Missing)
	slices.Sort(c.Outside)
	return c
}

// caseStats summarizes the case records.
func caseStats(cases []results.Case) *CaseStats {
	cs := &CaseStats{Records: len(cases)}
	if len(cases) == 0 {
		return cs
	}
	ns := make([]int64, len(cases))
	var total, sut, stmts int64
	for i, c := range cases {
		ns[i] = c.Nanos
		total += c.Nanos
		sut += c.SUTNanos
		stmts += int64(c.Statements)
		if len(c.Findings) > 0 {
			cs.WithFindings++
		}
		if i == 0 || c.Nanos > cs.MaxNanos {
			cs.MaxNanos, cs.Slowest, cs.SlowestSeed = c.Nanos, c.Index, c.Seed
		}
	}
	slices.Sort(ns)
	cs.MedianNanos = rank(ns, 50)
	cs.P90Nanos = rank(ns, 90)
	if total > 0 {
		cs.SUTShare = float64(sut) / float64(total)
	}
	cs.MeanStmts = float64(stmts) / float64(len(cases))
	return cs
}

// rank is the nearest-rank p-th percentile of sorted values.
func rank(sorted []int64, p int) int64 {
	i := (p*len(sorted)+99)/100 - 1
	return sorted[max(i, 0)]
}

// warnings lists what a reader must not miss: properties whose generator
// produced too many invalid cases, and files that disagree with each other.
func warnings(r *Report, d *Data) []string {
	w := []string{}
	for _, p := range r.Properties {
		if p.Alarm {
			w = append(w, fmt.Sprintf("property %s: validity %s (%d of %d cases invalid) is below %s: invalid cases are generator bugs",
				p.Property, percent(p.Validity), p.Invalid, p.Cases, percent(ValidityAlarm)))
		}
	}
	if n := len(d.Findings); n != d.Summary.Unique {
		w = append(w, fmt.Sprintf("%s has %d findings but %s says %d unique", results.FindingsFile, n, results.SummaryFile, d.Summary.Unique))
	}
	sum := 0
	for _, f := range d.Findings {
		sum += f.Count
	}
	if sum != d.Summary.Findings {
		w = append(w, fmt.Sprintf("the counts in %s add up to %d findings but %s says %d", results.FindingsFile, sum, results.SummaryFile, d.Summary.Findings))
	}
	if d.Cases != nil && len(d.Cases) != d.Summary.Cases {
		w = append(w, fmt.Sprintf("%s has %d records but %s says %d cases", results.CasesFile, len(d.Cases), results.SummaryFile, d.Summary.Cases))
	}
	for _, c := range r.Coverage {
		if len(c.Outside) > 0 {
			w = append(w, fmt.Sprintf("coverage counts %d %s outside the given universe: %s", len(c.Outside), c.Kind, joinNames(c.Outside, 5)))
		}
	}
	return w
}

// orEmpty turns nil into an empty slice, so JSON says [] rather than null.
func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
