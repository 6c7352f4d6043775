package campaign

import "context"

// Runner runs single cases of a campaign by index, the way Run runs
// them: generated from CaseSeed and ProfileOf, printed and parsed back,
// checked, with the campaign's containment (a panic is a crash finding, a
// case past Config.CaseTimeout a hang finding, and with Config.Isolate
// each case runs in a child process). A distributed worker uses one to
// run the cases it is handed; their outcomes, committed in index order
// by a Session, give what Run gives.
type Runner struct{ r runner }

// NewRunner checks a Config for running its cases. Budgets, directories,
// progress and Minimize play no part and are not checked. Cases replay and
// mutate Config.Seeds only (SeedsFixed): a runner's corpus does not grow.
func NewRunner(cfg Config) (*Runner, error) {
	cfg.N, cfg.Time = 1, 0
	cfg.CorpusDir, cfg.OutDir, cfg.Progress, cfg.Minimize = "", "", nil, nil
	cfg.SeedsDir, cfg.SeedsFixed = "", true
	s, err := resolve(cfg)
	if err != nil {
		return nil, err
	}
	if s.Mutate > 0 || len(s.Seeds) > 0 {
		// The coordinator's seed corpus: replayed first, mutated beside
		// fresh cases, never grown here.
		if s.fb, _, err = openFeedback(s); err != nil {
			return nil, err
		}
	}
	return &Runner{runner{s}}, nil
}

// Run runs case index and returns its outcome. When ctx is canceled
// before the case finishes, the case is abandoned and the outcome is
// Canceled.
func (r *Runner) Run(ctx context.Context, index int) *Outcome { return r.r.one(ctx, index) }

// Close ends the runner's real-PyPTO workers, if it has any.
func (r *Runner) Close() { r.r.s.close() }

// Canceled reports whether the campaign's context stopped the case before
// it finished: such an outcome holds nothing but its index.
func (o *Outcome) Canceled() bool { return o.canceled }
