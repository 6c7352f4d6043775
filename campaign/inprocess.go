package campaign

import (
	"context"
	"fmt"
	"time"

	"github.com/irfuzz/irfuzz/oracle"
)

// inProcess runs case index on a goroutine of its own and waits for it,
// for its deadline or for the campaign's end, whichever comes first. A
// case past its deadline is a hang finding; its goroutine cannot be
// stopped and is left running (use Isolate to kill hung cases).
func (r runner) inProcess(ctx context.Context, index int) *Outcome {
	start := time.Now()
	ids := make(chan int64, 1)
	generated := make(chan *Outcome, 1)
	done := make(chan *Outcome, 1)
	go func() {
		ids <- goroutineID()
		done <- r.run(index, func(o *Outcome) { generated <- o })
	}()
	id := <-ids
	timer := time.NewTimer(r.s.caseDeadline())
	defer timer.Stop()
	var gen *Outcome
	for {
		select {
		case o := <-done:
			return o
		case gen = <-generated:
		case <-timer.C:
			select {
			case o := <-done:
				return o
			default:
			}
			return r.hung(index, gen, goroutineStack(allStacks(), id), time.Since(start))
		case <-ctx.Done():
			return &Outcome{Index: index, canceled: true}
		}
	}
}

// hung is the outcome of a case that outlived its deadline: what was
// generated (gen, nil if the generator itself never returned) and a hang
// finding with the stuck goroutine's stack.
func (r runner) hung(index int, gen *Outcome, stack string, took time.Duration) *Outcome {
	return r.abandoned(index, gen, took, func(stage string) oracle.Finding {
		return hangFinding(stage, r.s.caseDeadline(), stack)
	})
}

// abandoned is the outcome of a case whose check never finished (a hang,
// a child that died): what was generated (gen, nil if the generator never
// returned; its Source is set before the check starts) and the one
// finding f gives for the stage it stopped in.
func (r runner) abandoned(index int, gen *Outcome, took time.Duration, f func(stage string) oracle.Finding) *Outcome {
	pl := r.plan(index)
	o := &Outcome{Index: index, Seed: pl.seed, Profile: pl.profile, Origin: pl.origin, Parents: pl.parents}
	stage := "generate"
	if gen != nil {
		*o = *gen
		o.SUTNanos = took.Nanoseconds()
		stage = "check"
	}
	o.Stage = "done"
	o.Nanos = took.Nanoseconds()
	o.end = time.Now()
	o.Findings = append(o.Findings, f(stage))
	return o
}

// hangFinding is the finding of a case stuck in stage past timeout. Its
// frames are the outermost of irfuzz's code on the stuck stack (the pass
// or simulator entry that loops): the innermost depend on the instant the
// stack was taken.
func hangFinding(stage string, timeout time.Duration, stack string) oracle.Finding {
	fs := oracle.Frames(stack)
	if len(fs) > 3 {
		fs = fs[len(fs)-3:]
	}
	return oracle.Finding{Oracle: Hang, Pass: stage,
		Message: fmt.Sprintf("the case did not finish within %s", timeout), Frames: fs, Detail: stack}
}
