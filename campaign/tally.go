package campaign

import (
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/internal/atomicfile"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/sut"
	"github.com/irfuzz/irfuzz/sut/pypto"
)

// tally is the campaign's running account. Outcomes are committed to it
// one at a time, in case order (see commit); the progress goroutine reads
// snapshots under the same lock.
type tally struct {
	s     *settings
	store *corpus.Store       // nil without a corpus
	cases *results.CaseWriter // nil without a results directory
	// known maps the signatures that are known, not new, to their case
	// (Config.Known, the built-in list).
	known *knownSet
	// cancel ends the campaign (Config.stop).
	cancel func()

	mu        sync.Mutex
	n         int // committed cases (canceled ones excluded)
	invalid   int
	findings  int
	newSigs   int
	canceled  int
	sut, work int64 // nanoseconds inside the SUT / in cases
	sigs      *signatures
	profiles  map[string]*profileTally
	oracles   map[string]*oracleTally
	rules     map[string]int
	ops       map[string]int
	passes    map[string]int
	received  map[string]int // programs each pass received
	systems   map[string]*systemTally
	accept    map[string]*results.AcceptanceStats
	departs   map[string]int
	mutants   map[string]*results.MutantStats
	passdiff  map[string]*results.PassDiffStats
	semantics map[string]int
	ptoOps    map[string]int
	ptoDiff   map[string]int
	diverge   map[string]int
	timeline  []results.Sample
	warnings  []string
	warned    map[string]bool
}

type profileTally struct {
	cases, invalid, findings int
	sigs                     map[oracle.Signature]bool
}

type systemTally struct {
	cases, parsed, accepted, compiled, findings int
	outcomes                                    map[string]int
	sigs                                        map[oracle.Signature]bool
	nanos                                       int64
}

type oracleTally struct {
	findings int
	sigs     map[oracle.Signature]bool
}

func newTally(s *settings, store *corpus.Store, cases *results.CaseWriter) *tally {
	t := &tally{s: s, store: store, cases: cases, sigs: newSignatures(),
		profiles: map[string]*profileTally{}, oracles: map[string]*oracleTally{},
		rules: map[string]int{}, ops: map[string]int{}, passes: map[string]int{}, received: map[string]int{}, warned: map[string]bool{},
		systems: map[string]*systemTally{}, accept: map[string]*results.AcceptanceStats{}, departs: map[string]int{}, mutants: map[string]*results.MutantStats{},
		passdiff: map[string]*results.PassDiffStats{}, semantics: map[string]int{}, ptoOps: map[string]int{},
		ptoDiff: map[string]int{}, diverge: map[string]int{}}
	for _, p := range s.Profiles {
		t.profiles[p] = &profileTally{sigs: map[oracle.Signature]bool{}}
	}
	return t
}

// warn records a problem that does not stop the campaign, once per kind.
func (t *tally) warn(kind, format string, a ...any) {
	if t.warned[kind] {
		return
	}
	t.warned[kind] = true
	t.warnings = append(t.warnings, fmt.Sprintf(format, a...))
}

// commit accounts for one case: counts, deduplication, the corpus and its
// case record. It returns the records of the new unique findings (not
// already in the corpus) first seen in the case.
func (t *tally) commit(o *Outcome) (news []results.Finding) {
	t.mu.Lock()
	defer t.mu.Unlock()
	newSignals, err := t.s.fb.commit(o)
	if err != nil {
		t.warn("seeds", "%v", err)
	}
	if o.canceled {
		t.canceled++
		return nil
	}
	at := o.end.UTC()
	if o.end.IsZero() {
		at = time.Now().UTC()
	}
	t.n++
	t.work += o.Nanos
	t.sut += o.SUTNanos
	pt := t.profiles[o.Profile]
	pt.cases++
	if o.Invalid {
		t.invalid++
		pt.invalid++
	}
	for _, r := range o.Fired {
		t.rules[r]++
	}
	if o.Mutant != "" {
		ms := t.mutants[o.Mutant]
		if ms == nil {
			ms = &results.MutantStats{Mutator: o.Mutant}
			t.mutants[o.Mutant] = ms
		}
		ms.Planted++
		if o.MutantCaught {
			ms.Caught++
		}
	}
	for _, p := range o.Changed {
		t.passes[p]++
	}
	for _, p := range o.Ran {
		t.received[p]++
	}
	for op, n := range o.Ops {
		t.ops[op] += n
	}
	rec := results.Case{Index: o.Index, Seed: o.Seed, Profile: o.Profile, Statements: o.Statements,
		Mutant: o.Mutant, MutantCaught: o.MutantCaught, Origin: o.Origin, NewSignals: newSignals, Nanos: o.Nanos, SUTNanos: o.SUTNanos}
	newInCase := false
	var fresh []*unique
	for i := range o.Findings {
		f := &o.Findings[i]
		sig := f.Signature()
		t.findings++
		pt.findings++
		pt.sigs[sig] = true
		ot := t.oracles[f.Oracle]
		if ot == nil {
			ot = &oracleTally{sigs: map[oracle.Signature]bool{}}
			t.oracles[f.Oracle] = ot
		}
		ot.findings++
		ot.sigs[sig] = true
		u, isNew := t.sigs.see(f, sig, o, at)
		if !slices.Contains(rec.Findings, u.rec.ID) {
			rec.Findings = append(rec.Findings, u.rec.ID)
		}
		switch {
		case isNew:
			newInCase = true
			t.first(u, o, at)
			if u.rec.New {
				fresh = append(fresh, u)
			}
		case u.rec.New && !u.added && o.Source != "" && t.store != nil:
			// The first sighting had no kernel (its generator never
			// returned); this one does.
			t.write(u, o, at)
		}
	}
	t.account(o)
	if o.PyPTOError != "" {
		t.warn("pypto", "the real PyPTO could not be asked (case %d, and maybe later ones): %s", o.Index, o.PyPTOError)
	}
	if t.cases != nil {
		if err := t.cases.Write(&rec); err != nil {
			t.warn("cases", "writing %s: %v", results.CasesFile, err)
		}
	}
	if newInCase && t.s.OutDir != "" {
		if err := results.WriteFindings(t.s.OutDir, t.sigs.records()); err != nil {
			t.warn("findings", "writing %s: %v", results.FindingsFile, err)
		}
	}
	if t.s.Config.stop != nil && t.s.Config.stop(o) {
		t.cancel()
	}
	for _, u := range fresh {
		news = append(news, u.rec)
	}
	return news
}

// Corpus header keys of cases found with the real PyPTO, and of cases
// built from a corpus trace.
const (
	SUTKey     = "sut"     // the -sut selection the case was found with
	PlannerKey = "planner" // the memory planner, when not PyPTO's default
	PinnedKey  = "pypto"   // the PyPTO commit
	ReproKey   = "repro"   // the standalone Python repro beside the case
	OutcomeKey = "outcome" // a PyPTO finding's outcome class (sut.Outcome)
	// OriginKey names how a case was built when not fresh from its seed
	// (OriginReplay, OriginMutant: from its choices).
	OriginKey = "origin"
)

// writeRepros writes, beside each new PyPTO finding's corpus case (as
// minimized), the standalone Python file that reproduces it with plain
// PyPTO.
func (t *tally) writeRepros() {
	if t.store == nil {
		return
	}
	for _, u := range t.sigs.order {
		if !u.added || u.first.Oracle != oracle.PyPTO {
			continue
		}
		e, ok := t.store.Get(u.sig)
		if !ok || e.Source == "" {
			continue
		}
		path := filepath.Join(t.store.Dir(), u.sig.ID()+".py")
		if err := WriteRepro(path, &e, oracle.PyPTOOutcome(&u.first), u.first.Message); err != nil {
			t.warn("repro "+string(u.sig), "repro: %v", err)
		}
	}
}

// WriteRepro writes, beside the corpus file at path (<name>.py), the
// standalone Python file <name>.repro.py that reproduces a PyPTO
// finding's problem (outcome, in e.Pass, saying message) on e's kernel
// with plain PyPTO.
func WriteRepro(path string, e *corpus.Entry, outcome sut.Outcome, message string) error {
	src := pypto.Repro(e.Source, e.Backend, e.Get(PlannerKey), outcome, e.Pass, message)
	return atomicfile.Write(strings.TrimSuffix(path, ".py")+corpus.ReproSuffix, []byte(src))
}

// pyptoOracle reports whether a finding is the real PyPTO's (its own, or
// a difference between it and the model).
func pyptoOracle(o string) bool { return o == oracle.PyPTO || o == oracle.Acceptance }

func (t *tally) system(name string) *systemTally {
	st := t.systems[name]
	if st == nil {
		st = &systemTally{outcomes: map[string]int{}, sigs: map[oracle.Signature]bool{}}
		t.systems[name] = st
	}
	return st
}

// account adds a case to the per-system tallies. Lock held.
func (t *tally) account(o *Outcome) {
	var real int64
	if p := o.PyPTO; p != nil {
		st := t.system(sut.PyPTO)
		st.cases++
		st.nanos += p.Nanos
		real = p.Nanos
		if p.Accepted {
			st.parsed++
		}
		if p.Accepted && !slices.Contains(p.Classes, string(sut.Rejected)) {
			st.accepted++
		}
		if p.Compiled {
			st.compiled++
		}
		for _, c := range p.Classes {
			st.outcomes[c]++
		}
		if p.Acceptance != "" {
			a := t.accept[p.AcceptancePass]
			if a == nil {
				a = &results.AcceptanceStats{Pass: p.AcceptancePass}
				t.accept[p.AcceptancePass] = a
			}
			if p.Acceptance == oracle.ModelAccepts {
				a.ModelAccepts++
			} else {
				a.PyPTOAccepts++
			}
		}
		if p.Departure != "" {
			t.departs[p.Departure]++
		}
		if p.Sim != "" {
			t.semantics[p.Sim]++
		}
		for op, n := range p.PTOOps {
			t.ptoOps[op] += n
		}
		if p.PTODiff != "" {
			t.ptoDiff[p.PTODiff]++
		}
		if p.DivergeOp != "" {
			t.diverge[p.DivergeOp]++
		}
		for _, c := range p.PassDiffs {
			d := t.passdiff[c.Pass]
			if d == nil {
				d = &results.PassDiffStats{Pass: c.Pass}
				t.passdiff[c.Pass] = d
			}
			switch c.Verdict {
			case oracle.PassEqual:
				d.Equal++
			case oracle.PassDiffers:
				d.Differs++
			case oracle.PassModelError:
				d.ModelError++
			case oracle.PassDeparture:
				d.Departure++
			default:
				d.Unparsable++
			}
		}
	}
	if !t.s.SUT.Model {
		for i := range o.Findings {
			if f := &o.Findings[i]; f.Oracle == oracle.PyPTO {
				t.system(sut.PyPTO).findings++
				t.system(sut.PyPTO).sigs[f.Signature()] = true
			}
		}
		return
	}
	st := t.system(sut.Model)
	st.cases++
	st.nanos += o.SUTNanos - real
	if !o.Invalid {
		st.parsed++ // the case is the generated kernel read back by irfuzz's parser
	}
	switch {
	case o.Invalid:
		st.outcomes["invalid"]++
	case o.Rejected != "":
		st.accepted++
		st.outcomes["rejected"]++
	default:
		st.accepted++
		st.compiled++
	}
	own := map[string]bool{}
	for i := range o.Findings {
		f := &o.Findings[i]
		switch {
		case f.Oracle == oracle.PyPTO:
			t.system(sut.PyPTO).findings++
			t.system(sut.PyPTO).sigs[f.Signature()] = true
		case f.Oracle != oracle.Acceptance:
			st.findings++
			st.sigs[f.Signature()] = true
			own[f.Oracle] = true
		}
	}
	for n := range own {
		st.outcomes[n]++
	}
	if !o.Invalid && o.Rejected == "" && len(own) == 0 {
		st.outcomes["ok"]++
	}
}

// systemStats are the per-system rows, the model first. Lock held.
func (t *tally) systemStats() []results.SystemStats {
	var out []results.SystemStats
	for _, name := range []string{sut.Model, sut.PyPTO} {
		st := t.systems[name]
		if st == nil {
			continue
		}
		row := results.SystemStats{System: name, Cases: st.cases, Parsed: st.parsed, Accepted: st.accepted, Compiled: st.compiled,
			Outcomes: clone(st.outcomes), Findings: st.findings, Unique: len(st.sigs)}
		if st.cases > 0 {
			row.MillisPerCase = float64(st.nanos) / 1e6 / float64(st.cases)
		}
		out = append(out, row)
	}
	return out
}

// passDiffStats are the per-pass differential's counts in the model's
// pipeline order. Lock held.
func (t *tally) passDiffStats() []results.PassDiffStats {
	var out []results.PassDiffStats
	seen := map[string]bool{}
	for _, p := range pipeline.Default() {
		// A pass the pipeline runs twice (Simplify) has one row.
		if d := t.passdiff[p.Name]; d != nil && !seen[p.Name] {
			seen[p.Name] = true
			out = append(out, *d)
		}
	}
	return out
}

// acceptanceStats are the acceptance differences by pass, in pass name
// order. Lock held.
func (t *tally) acceptanceStats() []results.AcceptanceStats {
	var out []results.AcceptanceStats
	for _, a := range t.accept {
		out = append(out, *a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pass < out[j].Pass })
	return out
}

// first handles the first sighting of a signature in the campaign: it is
// new unless the corpus already holds it, and a new one with a kernel is
// written to the corpus.
func (t *tally) first(u *unique, o *Outcome, at time.Time) {
	if k, ok := t.known.lookup(u.sig); ok {
		u.rec.CorpusFile, u.rec.Known = k.path, true
		if k.class != "" {
			u.rec.Class = k.class
		}
		return
	}
	if t.store == nil {
		u.rec.New = true
		t.newSigs++
		return
	}
	if e, ok := t.store.Get(u.sig); ok {
		u.rec.CorpusFile = e.Path
		if u.rec.CorpusFile == "" {
			u.rec.CorpusFile = filepath.Join(t.store.Dir(), e.FileName())
		}
		return
	}
	u.rec.New = true
	t.newSigs++
	t.write(u, o, at)
}

// write writes a new signature's case to the corpus, if it has a kernel
// (it has none when the generator itself failed).
func (t *tally) write(u *unique, o *Outcome, at time.Time) {
	if o.Source == "" {
		return
	}
	var choices []uint64
	if len(o.Choices) > 0 {
		choices = o.Choices
	}
	e := corpus.Entry{Signature: u.sig, Status: corpus.StatusOpen, Oracle: u.first.Oracle,
		Property: u.first.Property, Pass: u.first.Pass, Profile: o.Profile, Backend: backendName(t.s.backend),
		Faults: t.s.Faults, Seed: int64(o.Seed), Case: o.Index, Generator: GeneratorVersion,
		Statements: o.Statements, Count: 1, FirstSeen: u.rec.FirstSeen, LastSeen: at, Choices: choices, Source: o.Source}
	if t.s.Oracles != nil && t.s.Oracles.String() != oracle.All().String() {
		// Replay must run the same oracles: with more, an earlier one
		// may stop the case before the one that found it.
		e.Extra = []corpus.Field{{Key: OraclesKey, Value: t.s.Oracles.String()}}
	}
	if t.s.Planner != "" {
		// Replay and the repro run the same planner.
		e.Extra = append(e.Extra, corpus.Field{Key: PlannerKey, Value: t.s.Planner})
	}
	if o.Origin != "" {
		// Its kernel is built from its choices, not from its seed
		// (which still gives its input data and mutant).
		e.Extra = append(e.Extra, corpus.Field{Key: OriginKey, Value: o.Origin})
	}
	if u.first.Oracle == oracle.Mutant && o.Mutant != "" {
		// Replay plants the same violation.
		e.Extra = append(e.Extra, corpus.Field{Key: MutantKey, Value: o.Mutant})
	}
	if t.s.SUT.PyPTO {
		// Replay asks the same systems; a PyPTO finding names the commit
		// it was found on and the standalone repro written beside it.
		e.Extra = append(e.Extra, corpus.Field{Key: SUTKey, Value: t.s.SUT.String()})
		if pyptoOracle(u.first.Oracle) {
			e.Extra = append(e.Extra, corpus.Field{Key: PinnedKey, Value: pypto.PinnedCommit})
		}
		if u.first.Oracle == oracle.PyPTO {
			e.Extra = append(e.Extra, corpus.Field{Key: OutcomeKey, Value: string(oracle.PyPTOOutcome(&u.first))},
				corpus.Field{Key: ReproKey, Value: u.sig.ID() + corpus.ReproSuffix})
		}
	}
	path, _, err := t.store.Add(e)
	if err != nil {
		t.warn("corpus "+string(u.sig), "corpus: %v", err)
		return
	}
	u.rec.CorpusFile = path
	u.added = true
}

// flushCorpus brings the corpus counts and last-seen times up to date
// with every sighting of the campaign beyond the first one written.
func (t *tally) flushCorpus() {
	if t.store == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, u := range t.sigs.order {
		if !t.store.Has(u.sig) {
			continue
		}
		n := u.rec.Count
		if u.added {
			n--
		}
		if n <= 0 {
			continue
		}
		if _, _, err := t.store.Add(corpus.Entry{Signature: u.sig, Count: n, LastSeen: u.rec.LastSeen}); err != nil {
			t.warn("corpus "+string(u.sig), "corpus: %v", err)
		}
	}
}

// snapshot is what the progress line shows.
type snapshot struct {
	cases, findings, unique, news, signals int
	byOracle                               []results.OracleStats
}

func (t *tally) snapshot() snapshot {
	t.mu.Lock()
	defer t.mu.Unlock()
	return snapshot{cases: t.n, findings: t.findings, unique: len(t.sigs.order), news: t.newSigs, signals: t.s.fb.count(), byOracle: t.oracleStats()}
}

// sample appends a timeline point.
func (t *tally) sample(at float64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.timeline = append(t.timeline, results.Sample{Seconds: at, Cases: t.n, Findings: t.findings, Unique: len(t.sigs.order),
		Signals: t.s.fb.count()})
}

// oracleStats counts findings per oracle, in oracle.Names order and then
// the campaign's own oracles by name. Lock held.
func (t *tally) oracleStats() []results.OracleStats {
	var names []string
	for _, n := range oracle.Names() {
		if t.oracles[n] != nil {
			names = append(names, n)
		}
	}
	var extra []string
	for n := range t.oracles {
		if !slices.Contains(names, n) {
			extra = append(extra, n)
		}
	}
	sort.Strings(extra)
	out := []results.OracleStats{}
	for _, n := range append(names, extra...) {
		ot := t.oracles[n]
		out = append(out, results.OracleStats{Oracle: n, Findings: ot.findings, Unique: len(ot.sigs)})
	}
	return out
}

// summary is the campaign's summary.json. Lock not held.
func (t *tally) summary(started time.Time, seconds float64, interrupted bool) results.Summary {
	t.mu.Lock()
	defer t.mu.Unlock()
	s := results.Summary{Version: results.Version, Seed: t.s.Seed, Started: started.UTC(), Seconds: seconds,
		Workers: t.s.Workers, Backend: backendName(t.s.backend), Faults: t.s.Faults, Interrupted: interrupted,
		Cases: t.n, Invalid: t.invalid, Findings: t.findings, Unique: len(t.sigs.order), New: t.newSigs,
		ByOracle: t.oracleStats(), Timeline: append([]results.Sample{}, t.timeline...),
		Coverage: results.Coverage{Rules: clone(t.rules), Ops: clone(t.ops), Passes: clone(t.passes), Received: clone(t.received)}}
	if s.Backend == "" {
		s.Backend = "none"
	}
	s.SUT = t.s.SUT.String()
	s.Feedback = t.s.fb.summary()
	s.Systems = t.systemStats()
	s.Acceptance = t.acceptanceStats()
	s.PassDiff = t.passDiffStats()
	if len(t.semantics) > 0 {
		s.Semantics = clone(t.semantics)
	}
	if len(t.ptoOps) > 0 {
		s.PTOOps = clone(t.ptoOps)
	}
	if len(t.ptoDiff) > 0 {
		s.PTODiff = clone(t.ptoDiff)
	}
	if len(t.diverge) > 0 {
		s.Divergences = clone(t.diverge)
	}
	if len(t.departs) > 0 {
		s.Departures = clone(t.departs)
	}
	for _, ms := range t.mutants {
		s.Mutants = append(s.Mutants, *ms)
	}
	slices.SortFunc(s.Mutants, func(a, b results.MutantStats) int { return strings.Compare(a.Mutator, b.Mutator) })
	for _, n := range oracle.Names() {
		if t.s.Oracles == nil || t.s.Oracles[n] {
			s.Oracles = append(s.Oracles, n)
		}
	}
	if t.work > 0 {
		s.HarnessFrac = 1 - float64(t.sut)/float64(t.work)
	}
	for _, p := range t.s.Profiles {
		pt := t.profiles[p]
		ps := results.PropertyStats{Property: p, Cases: pt.cases, Invalid: pt.invalid, Findings: pt.findings, Unique: len(pt.sigs)}
		if seconds > 0 {
			ps.CasesPerSec = float64(pt.cases) / seconds
		}
		s.Properties = append(s.Properties, ps)
	}
	return s
}

func clone(m map[string]int) map[string]int {
	out := make(map[string]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}
