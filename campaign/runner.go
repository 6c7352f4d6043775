package campaign

import (
	"context"
	"errors"

	"github.com/irfuzz/irfuzz/campaign/feedback"
)

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

// Share hands the runner the corpus entries the campaign's cases added
// (the coordinator's Session.Added), in index order after those it
// holds: case i then mutates, beside Config.Seeds, those added by the
// cases below i-FeedbackLag, as a local campaign's case i does. The
// caller gives it every entry of the cases below i-FeedbackLag before it
// runs case i.
func (r *Runner) Share(es []*feedback.Entry) error {
	if r.r.s.fb == nil {
		return errors.New("campaign: the runner's campaign mutates nothing (Mutate 0): it takes no shared entries")
	}
	return r.r.s.fb.share(es)
}

// Close ends the runner's real-PyPTO workers, if it has any.
func (r *Runner) Close() { r.r.s.close() }

// Canceled reports whether the campaign's context stopped the case before
// it finished: such an outcome holds nothing but its index.
func (o *Outcome) Canceled() bool { return o.canceled }
