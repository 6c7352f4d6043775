package campaign

import (
	"context"
	"fmt"
	"os"
	"sort"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/campaign/feedback"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/corpus"
)

// Session is the committing half of a campaign: it opens the corpus and
// the results directory, starts the clock and the progress line, commits
// case outcomes in index order whatever order they arrive in, and at
// Close minimizes, writes the results and returns the Report. Run drives
// one with a local pool of workers; the distributed coordinator
// (campaign/cluster) drives one with the outcomes its workers publish, so
// both commit exactly the same way.
type Session struct {
	s       *settings
	r       runner
	rep     *Report
	cases   *results.CaseWriter
	t       *tally
	started time.Time
	prog    *progress
	marks   []corpus.Mark // the corpus as opened

	mu      sync.Mutex
	pending map[int]*Outcome // arrived, waiting for a lower index
	next    int              // the next index to commit
	workers int              // SetWorkers; 0: Config.Workers
	closed  bool
}

// Open checks a Config, opens its corpus and results directory and starts
// the campaign's clock and progress line. Its errors are those of Run for
// a campaign that cannot start.
func Open(cfg Config) (*Session, error) {
	s, err := resolve(cfg)
	if err != nil {
		return nil, err
	}
	ok := false
	defer func() {
		if !ok {
			s.close() // the real PyPTO's workers of a session that did not open
		}
	}()
	c := &Session{s: s, r: runner{s}, rep: &Report{}, pending: map[int]*Outcome{}}
	var store *corpus.Store
	if s.CorpusDir != "" {
		var problems []corpus.Problem
		if store, problems, err = corpus.Open(s.CorpusDir); err != nil {
			return nil, fmt.Errorf("campaign: corpus: %v", err)
		}
		for _, p := range problems {
			c.rep.Warnings = append(c.rep.Warnings, "corpus: "+p.Error())
		}
		if s.Resume != nil {
			if _, err := store.Reset(s.Resume.Corpus); err != nil {
				return nil, fmt.Errorf("campaign: corpus: undoing the earlier run: %v", err)
			}
		}
	}
	if s.OutDir != "" {
		if err := os.MkdirAll(s.OutDir, 0o755); err != nil {
			return nil, fmt.Errorf("campaign: results: %v", err)
		}
		if c.cases, err = results.CreateCases(s.OutDir); err != nil {
			return nil, fmt.Errorf("campaign: results: %v", err)
		}
	}
	fb, warnings, err := openFeedback(s)
	if err != nil {
		return nil, err
	}
	s.fb = fb
	c.rep.Warnings = append(c.rep.Warnings, warnings...)
	c.rep.Warnings = append(c.rep.Warnings, s.capabilityNotes()...)
	known, warnings, err := knownSignatures(s.Known, s.NoBuiltinKnown)
	if err != nil {
		return nil, err
	}
	c.rep.Warnings = append(c.rep.Warnings, warnings...)
	if store != nil {
		c.marks = store.Marks()
	}
	c.t = newTally(s, store, c.cases)
	c.t.known = known
	c.t.cancel = func() {}
	c.started = time.Now()
	if s.Resume != nil {
		c.started = c.started.Add(-s.Resume.Elapsed)
	}
	c.prog = startProgress(c.t, s.Progress, s.Rewrite, s.ProgressEvery, c.started)
	ok = true
	return c, nil
}

// Config is the campaign's Config with its defaults filled in: the
// profiles resolved (every profile when none was given, repeats dropped),
// the faults by canonical name, the case timeout and worker count set.
func (c *Session) Config() Config { return c.s.Config }

// Started is when the session opened: the campaign's start (resumed, as
// long before now as the earlier run had run).
func (c *Session) Started() time.Time { return c.started }

// Marks are the corpus's marks as the session opened it, before any
// commit: what a resumed session's Config.Resume.Corpus takes. Nil
// without a corpus.
func (c *Session) Marks() []corpus.Mark {
	if c.t.store == nil {
		return nil
	}
	return c.marks
}

// Commit takes the outcome of one case. Outcomes are committed in index
// order from 0: o waits until every lower index has arrived. An outcome
// for an index already committed or waiting is ignored (a duplicate:
// accepted is false). It returns the new unique findings (not already in
// the corpus) that the outcomes committed by this call brought, in
// first-seen order, with their corpus files. Safe for concurrent use.
func (c *Session) Commit(o *Outcome) (news []results.Finding, accepted bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed || o == nil || o.Index < c.next || c.pending[o.Index] != nil {
		return nil, false
	}
	c.pending[o.Index] = o
	for c.pending[c.next] != nil {
		news = append(news, c.t.commit(c.pending[c.next])...)
		delete(c.pending, c.next)
		c.next++
	}
	return news, true
}

// Committed is how many indexes from 0 are committed: the next index
// Commit is waiting for.
func (c *Session) Committed() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.next
}

// Added are the corpus entries the committed cases added, in index
// order, from the from-th on (Entry.Case is the case that added each):
// what a distributed worker's Runner.Share takes.
func (c *Session) Added(from int) []*feedback.Entry {
	if c.s.fb == nil {
		return nil
	}
	return c.s.fb.addedFrom(from)
}

// SetWorkers sets the worker count the summary reports (a distributed
// campaign counts every machine's); 0 keeps Config.Workers.
func (c *Session) SetWorkers(n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.workers = n
}

// Close ends the campaign: outcomes still waiting for a lower index that
// never came are committed in index order, the corpus counts are brought
// up to date, new findings are minimized (unless ctx is done), and the
// results directory is written. interrupted marks the summary as stopped
// before its budget. The error is for results that could not be written;
// the Report is returned with it.
func (c *Session) Close(ctx context.Context, interrupted bool) (*Report, error) {
	c.mu.Lock()
	c.closed = true
	rest := make([]int, 0, len(c.pending))
	for i := range c.pending {
		rest = append(rest, i)
	}
	sort.Ints(rest)
	for _, i := range rest {
		c.t.commit(c.pending[i])
		delete(c.pending, i)
	}
	workers := c.workers
	c.mu.Unlock()

	t, s, rep := c.t, c.s, c.rep
	c.prog.stop()
	defer s.close()
	seconds := time.Since(c.started).Seconds()
	t.flushCorpus()
	if ctx.Err() == nil {
		t.minimize(ctx, c.r)
	}
	t.writeRepros()
	rep.Summary = t.summary(c.started, seconds, interrupted)
	if workers > 0 {
		rep.Summary.Workers = workers
	}
	rep.Findings = t.sigs.records()
	rep.Warnings = append(rep.Warnings, t.warnings...)
	if c.cases != nil {
		if err := c.cases.Close(); err != nil {
			return rep, fmt.Errorf("campaign: results: %v", err)
		}
		if err := results.WriteFindings(s.OutDir, rep.Findings); err != nil {
			return rep, fmt.Errorf("campaign: results: %v", err)
		}
		if err := results.WriteSummary(s.OutDir, &rep.Summary); err != nil {
			return rep, fmt.Errorf("campaign: results: %v", err)
		}
	}
	return rep, nil
}
