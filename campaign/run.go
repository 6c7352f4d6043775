package campaign

import (
	"context"
	"fmt"

	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/sourcegraph/conc/pool"
)

// Report is what a campaign did.
type Report struct {
	Summary results.Summary `json:"summary"`
	// Findings has one record per unique signature, in the order they
	// were first seen.
	Findings []results.Finding `json:"findings"`
	// Warnings are problems that did not stop the campaign: unusable
	// corpus files, failed writes, minimizer errors.
	Warnings []string `json:"warnings,omitempty"`
}

// Run runs a campaign until its budget is spent or ctx is canceled, then
// writes the results directory and returns the report. Canceling ctx
// (Ctrl-C) stops it cleanly: cases in flight are abandoned, everything
// committed so far is in the corpus, the results and the report, and
// Summary.Interrupted is set. The error is for a campaign that could not
// start (bad Config, unusable directories) or whose results could not be
// written; findings are never errors.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	c, err := Open(cfg)
	if err != nil {
		return nil, err
	}
	s := c.s
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	c.t.cancel = cancel

	deadline := c.started.Add(s.Time)
	outcomes := make(chan *Outcome, 2*s.Workers)
	committed := make(chan struct{})
	go func() {
		for o := range outcomes {
			c.Commit(o)
		}
		close(committed)
	}()
	p := pool.New().WithMaxGoroutines(s.Workers)
	next := 0
	for !s.done(ctx, next, deadline) {
		i := next
		p.Go(func() { outcomes <- c.r.one(ctx, i) })
		next++
	}
	p.Wait()
	close(outcomes)
	<-committed
	interrupted := ctx.Err() != nil && (c.t.canceled > 0 || s.N == 0 || next < s.N)
	return c.Close(ctx, interrupted)
}

// one runs case index in process or in a child.
func (r runner) one(ctx context.Context, index int) *Outcome {
	r.s.fb.wait(ctx, index)
	if ctx.Err() != nil {
		// Submitted while the pool was full, and canceled meanwhile.
		return &Outcome{Index: index, canceled: true}
	}
	if r.s.Isolate {
		return r.isolated(ctx, index)
	}
	return r.inProcess(ctx, index)
}

// minimize hands every new signature with a corpus case to the minimizer
// and stores what it returns.
func (t *tally) minimize(ctx context.Context, r runner) {
	if t.s.Minimize == nil || t.store == nil {
		return
	}
	for _, u := range t.sigs.order {
		if ctx.Err() != nil {
			return
		}
		if !u.added {
			continue
		}
		m, err := t.minimizeOne(ctx, r, u)
		if err != nil {
			t.warnings = append(t.warnings, fmt.Sprintf("minimize %s: %v", u.rec.ID, err))
			continue
		}
		if m == nil || m.Prog == nil {
			continue
		}
		n := gen.Statements(m.Prog)
		if err := t.store.SaveMinimized(corpus.Entry{Signature: u.sig, Prog: m.Prog, Statements: n, Choices: m.Choices}); err != nil {
			t.warnings = append(t.warnings, fmt.Sprintf("minimize %s: %v", u.rec.ID, err))
			continue
		}
		u.rec.Minimized = n
	}
}

// minimizeOne rebuilds a signature's first case and calls the minimizer,
// turning a panic into an error.
func (t *tally) minimizeOne(ctx context.Context, r runner, u *unique) (m *Minimized, err error) {
	defer func() {
		if v := recover(); v != nil {
			m, err = nil, fmt.Errorf("panic: %v", v)
		}
	}()
	c, pl := r.caseOf(u.rec.FirstCase)
	checked, _ := textual(c.Prog, ir.Print(c.Prog))
	seed, prof := pl.seed, pl.profile
	return t.s.Minimize(ctx, &Found{Finding: u.first, Signature: u.sig, Case: c, Policy: t.s.policies[prof], Checked: checked,
		Check: r.config(u.rec.FirstCase), Input: seed, Mutations: mutationsFor(t.s.policies[prof], t.s.backend, seed, c.Intent),
		Index: u.rec.FirstCase, Corpus: u.rec.CorpusFile})
}
