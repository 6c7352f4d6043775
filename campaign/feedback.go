package campaign

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sort"
	"sync"

	"github.com/irfuzz/irfuzz/campaign/feedback"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/oracle"
)

// How a case was built (Outcome.Origin): fresh from its seed (""), a seed
// corpus case replayed, or a corpus trace mutated.
const (
	OriginReplay = "replay"
	OriginMutant = "mutant"
)

// FeedbackLag is how far behind a case the corpus it mutates is: case i
// draws from the entries of the seeds directory and those that cases
// below i-FeedbackLag added. The cases in between may still be running,
// so a fixed lag keeps the cases the same for any number of workers (up
// to FeedbackLag, a case never waits for a commit).
const FeedbackLag = 64

// DefaultMutate is irfuzz -mutate's default: the percentage of cases that
// mutate corpus traces once there are any to mutate.
const DefaultMutate = 50

// plan is how a case is built: fresh from seed under profile, or from
// choices (a replayed trace; a mutated one, with bounds, replayed by
// choice.Guided seeded with guide), seed then giving the input data and
// the planted mutant.
type plan struct {
	origin  string
	seed    uint64
	profile string
	choices []uint64
	bounds  []uint64
	guide   int64
	parents []string // the corpus entries it came from, by file name
}

// seedCase is an entry of the in-memory corpus.
type seedCase struct {
	name    string // the seed file name (feedback.Entry.Name)
	profile string
	seed    uint64
	choices []uint64
	addedBy int             // the case that added it; -1 for one of the seeds directory
	entry   *feedback.Entry // what a case added (nil for the seeds directory's)

	once  sync.Once
	trace choice.Trace // the trace replayed, with its spans and bounds
}

// corpusState is a campaign's feedback: the signals seen, and the corpus
// of cases that brought new ones. Cases are planned from it (plan) while
// outcomes are committed into it (commit), in index order.
type corpusState struct {
	s      *settings
	loaded []*seedCase       // the seeds directory's usable entries, in name order
	used   []feedback.Loaded // the same, as loaded
	replay []*seedCase       // those replayed as the first cases (feedback.Cover)

	mu sync.Mutex
	// shared: the entries cases added come from outside (a distributed
	// worker's runner, Runner.Share), not from commit.
	shared    bool
	cond      *sync.Cond
	added     []*seedCase // entries cases added, by index
	committed int         // every case below it is committed
	signals   map[uint64]struct{}
	stats     results.FeedbackStats
}

// openFeedback loads the seeds directory (if any) of a resolved campaign;
// its warnings name the unusable files and the entries left out.
func openFeedback(s *settings) (*corpusState, []string, error) {
	f := &corpusState{s: s, signals: map[uint64]struct{}{}}
	f.cond = sync.NewCond(&f.mu)
	f.stats.Mutate = s.Mutate
	seeds := s.Seeds
	var warnings []string
	if seeds == nil && s.SeedsDir != "" {
		var problems []error
		var err error
		if seeds, problems, err = feedback.Load(s.SeedsDir); err != nil {
			return nil, nil, fmt.Errorf("campaign: %v", err)
		}
		for _, p := range problems {
			warnings = append(warnings, p.Error()+" (skipped)")
		}
	} else if s.SeedsDir != "" {
		if err := os.MkdirAll(s.SeedsDir, 0o755); err != nil {
			return nil, nil, fmt.Errorf("campaign: seeds: %v", err)
		}
	}
	other := 0
	for _, l := range seeds {
		e := l.Entry
		if e.Generator != GeneratorVersion || e.Backend != backendName(s.backend) || s.policies[e.Profile] == nil {
			other++
			continue
		}
		f.loaded = append(f.loaded, &seedCase{name: l.Name, profile: e.Profile, seed: e.Seed, choices: l.Choices, addedBy: -1})
		f.used = append(f.used, l)
	}
	if other > 0 {
		warnings = append(warnings, fmt.Sprintf("seeds: %d of %d entries are of another generator, backend or profile and are not used", other, len(seeds)))
	}
	for _, i := range feedback.Cover(f.used) {
		f.replay = append(f.replay, f.loaded[i])
	}
	f.stats.Loaded = len(f.loaded)
	return f, warnings, nil
}

// wait blocks until every case below index-FeedbackLag is committed, or
// ctx is done.
func (f *corpusState) wait(ctx context.Context, index int) {
	if f == nil || f.s.Mutate <= 0 || f.s.SeedsFixed || index < len(f.replay)+FeedbackLag {
		return
	}
	stop := context.AfterFunc(ctx, func() {
		f.mu.Lock()
		f.cond.Broadcast()
		f.mu.Unlock()
	})
	defer stop()
	f.mu.Lock()
	defer f.mu.Unlock()
	for f.committed < index-FeedbackLag && ctx.Err() == nil {
		f.cond.Wait()
	}
}

// plan is how case index is built: the seeds directory's entries that
// cover their signals are replayed first; then a case mutates corpus
// traces with probability Mutate% when the corpus it sees (wait) holds
// entries of its kind (user program or tile kernel, as ProfileOf rotates
// them), under its parent's profile, else it is fresh. The draws are
// seeded by the case's seed: a case's plan depends only on the seed, its
// index and the corpus, never on timing.
func (f *corpusState) plan(index int) plan {
	if index < len(f.replay) {
		e := f.replay[index]
		return plan{origin: OriginReplay, seed: e.seed, profile: e.profile, choices: e.choices, parents: []string{e.name}}
	}
	fresh := plan{seed: CaseSeed(f.s.Seed, index), profile: ProfileOf(f.s.Profiles, index)}
	if f.s.Mutate <= 0 {
		return fresh
	}
	// A mutant keeps the kind its index's rotation gives it: a user
	// program's parents are user programs, a tile kernel's tile kernels,
	// so the share of user programs ProfileOf gives a campaign holds.
	var pool []*seedCase
	for _, e := range f.visible(index) {
		if (e.profile == gen.UserProgramProfile) == (fresh.profile == gen.UserProgramProfile) {
			pool = append(pool, e)
		}
	}
	if len(pool) == 0 {
		return fresh
	}
	r := choice.Record(int64(mix(fresh.seed^0x6a09e667f3bcc909) >> 1))
	if r.Draw(100) >= uint64(f.s.Mutate) {
		return fresh
	}
	a, b := pick(r, pool), pool[r.Draw(uint64(len(pool)))]
	pol := f.s.policies[a.profile]
	ch, bounds := choice.Mutate(r, a.traceOf(pol), b.traceOf(f.s.policies[b.profile]))
	parents := []string{a.name}
	if b != a {
		parents = append(parents, b.name)
	}
	return plan{origin: OriginMutant, seed: fresh.seed, profile: a.profile, choices: ch, bounds: bounds, guide: int64(r.Draw(1 << 62)),
		parents: parents}
}

// recent is how many of the newest entries pick favours.
const recent = 32

// pick draws the entry to mutate: half the time one of the recent newest
// (the frontier: what the campaign found last), else any.
func pick(r *choice.Source, pool []*seedCase) *seedCase {
	if len(pool) > recent && r.Draw(2) == 0 {
		return pool[len(pool)-recent+int(r.Draw(recent))]
	}
	return pool[r.Draw(uint64(len(pool)))]
}

// visible are the corpus entries case index may mutate: the seeds
// directory's and (unless SeedsFixed) those cases below
// index-FeedbackLag added, oldest first.
func (f *corpusState) visible(index int) []*seedCase {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.s.SeedsFixed && !f.shared {
		return f.loaded
	}
	n := sort.Search(len(f.added), func(i int) bool { return f.added[i].addedBy >= index-FeedbackLag })
	return append(slices.Clip(f.loaded), f.added[:n]...)
}

// addedFrom are the entries cases added, in index order, from the
// from-th on.
func (f *corpusState) addedFrom(from int) []*feedback.Entry {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []*feedback.Entry
	for _, e := range f.added[min(from, len(f.added)):] {
		out = append(out, e.entry)
	}
	return out
}

// share appends entries another process's cases added (Entry.Case is
// the case that added each), in index order after those already held;
// an entry of another generator, backend or profile, or out of order, is
// an error.
func (f *corpusState) share(es []*feedback.Entry) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, e := range es {
		if e.Generator != GeneratorVersion || e.Backend != backendName(f.s.backend) || f.s.policies[e.Profile] == nil {
			return fmt.Errorf("shared entry %s: generator %s, backend %q, profile %q are not the campaign's", e.Name(), e.Generator, e.Backend, e.Profile)
		}
		if n := len(f.added); n > 0 && f.added[n-1].addedBy >= e.Case {
			return fmt.Errorf("shared entry %s: case %d comes after case %d", e.Name(), e.Case, f.added[n-1].addedBy)
		}
		ch, err := choice.Parse(e.Choices)
		if err != nil {
			return fmt.Errorf("shared entry %s: %v", e.Name(), err)
		}
		f.added = append(f.added, &seedCase{name: e.Name(), profile: e.Profile, seed: e.Seed, choices: ch, addedBy: e.Case, entry: e})
	}
	f.shared = true
	return nil
}

// traceOf is the entry's trace replayed under its profile's policy (once).
func (e *seedCase) traceOf(p *gen.Policy) choice.Trace {
	e.once.Do(func() { e.trace = gen.FromChoices(p, e.choices).Trace })
	return e.trace
}

// commit takes case o's signals, in index order: the count of those no
// earlier case had, and, when there are any and the case is not itself
// a corpus entry replayed, a corpus entry for it (written to the seeds
// directory, if any). The error is a seed file that could not be written.
func (f *corpusState) commit(o *Outcome) (fresh int, err error) {
	if f == nil {
		return 0, nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	defer f.cond.Broadcast()
	f.committed = max(f.committed, o.Index+1)
	if o.canceled {
		return 0, nil
	}
	for _, h := range o.Signals {
		if _, ok := f.signals[h]; !ok {
			f.signals[h] = struct{}{}
			fresh++
		}
	}
	switch o.Origin {
	case OriginReplay:
		f.stats.Replayed++
	case OriginMutant:
		f.stats.Mutated++
		if fresh > 0 {
			f.stats.MutantsNew++
		}
	default:
		if fresh > 0 {
			f.stats.FreshNew++
		}
	}
	if fresh == 0 || o.Origin == OriginReplay || len(o.Choices) == 0 {
		return fresh, nil
	}
	e := &feedback.Entry{Generator: GeneratorVersion, Profile: o.Profile, Backend: backendName(f.s.backend), Seed: o.Seed,
		Choices: choice.Format(o.Choices), Signals: feedback.EncodeSignals(o.Signals), SignalsVersion: feedback.SignalsVersion, Origin: orFresh(o.Origin), Parents: o.Parents, Campaign: f.s.Seed, Case: o.Index, NewSignals: fresh}
	sc := &seedCase{name: e.Name(), profile: o.Profile, seed: o.Seed, choices: slices.Clone(o.Choices), addedBy: o.Index, entry: e}
	f.added = append(f.added, sc)
	f.stats.Added++
	if f.s.SeedsDir != "" {
		if _, err := feedback.Save(f.s.SeedsDir, e); err != nil {
			return fresh, err
		}
	}
	return fresh, nil
}

// count is the number of signals seen. Lock not held.
func (f *corpusState) count() int {
	if f == nil {
		return 0
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.signals)
}

// summary is the feedback's account for summary.json.
func (f *corpusState) summary() *results.FeedbackStats {
	if f == nil {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	st := f.stats
	st.Signals = len(f.signals)
	st.Corpus = len(f.loaded) + len(f.added)
	return &st
}

func orFresh(origin string) string {
	if origin == "" {
		return "fresh"
	}
	return origin
}

// signalsOf are a checked case's signals (campaign/feedback): from what
// its check computed, nothing run again.
func (r runner) signalsOf(o *Outcome, res *oracle.Result) []uint64 {
	c := &feedback.Case{Backend: backendName(r.s.backend), Changed: res.Changed, RejectedBy: res.RejectedBy,
		Diagnosed: res.Diagnosed, MutantDiagnosed: res.MutantDiagnosed, Compiled: res.Compiled}
	if sim := res.Simulated; sim != nil {
		if sim.Lowered != nil {
			c.Lowered = sim.Lowered.Program
		}
		if sim.Result != nil {
			for _, d := range sim.Result.Diags {
				c.SimDiags = append(c.SimDiags, d.Kind.String())
			}
		}
	}
	for i := range o.Findings {
		c.Findings = append(c.Findings, o.Findings[i].Oracle+"/"+o.Findings[i].Property)
	}
	if p := o.PyPTO; p != nil {
		c.PyPTO = p.Classes
		for op := range p.PTOOps {
			c.PTOOps = append(c.PTOOps, op)
		}
	}
	return feedback.Signals(c)
}

// Seeds are the seed corpus's entries the campaign uses, as loaded (in
// replay order): what a coordinator hands its workers (Config.Seeds).
func (c *Session) Seeds() []feedback.Loaded { return c.s.fb.used }

// Planned reports whether an outcome is one of case o.Index as the
// campaign plans it: its seed, profile and origin (a fresh case's seed may
// be a redraw's, and a mutant the real PyPTO's code generation refused is
// drawn fresh instead; see caseOf). The distributed coordinator checks
// its workers' outcomes with it.
func (c *Session) Planned(o *Outcome) bool {
	pl := c.r.plan(o.Index)
	if o.Origin == "" && (pl.origin == "" || pl.origin == OriginMutant) {
		return o.Profile == pl.profile && IsCaseSeed(c.s.Seed, o.Index, o.Seed)
	}
	return o.Origin == pl.origin && o.Seed == pl.seed && o.Profile == pl.profile
}
