package campaign

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progress samples the tally every period: a timeline point each time
// and, with a writer, a progress line. stop ends it after a last sample
// and line.
type progress struct {
	t       *tally
	w       io.Writer
	rewrite bool
	started time.Time
	quit    chan struct{}
	done    chan struct{}
}

func startProgress(t *tally, w io.Writer, rewrite bool, every time.Duration, started time.Time) *progress {
	p := &progress{t: t, w: w, rewrite: rewrite, started: started, quit: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(p.done)
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				p.update(false)
			case <-p.quit:
				p.update(true)
				return
			}
		}
	}()
	return p
}

// stop takes the last sample, ends the progress line and waits.
func (p *progress) stop() {
	close(p.quit)
	<-p.done
}

func (p *progress) update(last bool) {
	el := time.Since(p.started)
	p.t.sample(el.Seconds())
	if p.w == nil {
		return
	}
	line := progressLine(p.t.snapshot(), el)
	switch {
	case p.rewrite && last:
		fmt.Fprintf(p.w, "\r%s\x1b[K\n", line)
	case p.rewrite:
		fmt.Fprintf(p.w, "\r%s\x1b[K", line)
	default:
		fmt.Fprintln(p.w, line)
	}
}

// progressLine renders a snapshot:
//
//	irfuzz 12s: 345 cases (28.7/s), 41 findings, 6 unique (2 new), 812 signals | contract 3, differential 38
func progressLine(s snapshot, el time.Duration) string {
	rate := 0.0
	if el > 0 {
		rate = float64(s.cases) / el.Seconds()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "irfuzz %s: %d cases (%.1f/s), %d findings, %d unique (%d new)",
		el.Round(time.Second), s.cases, rate, s.findings, s.unique, s.news)
	if s.signals > 0 {
		fmt.Fprintf(&b, ", %d signals", s.signals)
	}
	for i, o := range s.byOracle {
		if i == 0 {
			b.WriteString(" |")
		} else {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, " %s %d", o.Oracle, o.Findings)
	}
	return b.String()
}
