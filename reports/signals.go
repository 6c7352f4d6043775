package reports

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/campaign/results"
)

// signalRowsMax bounds the rows of the signals table.
const signalRowsMax = 10

// sparkWidth bounds the columns of the signals sparkline.
const sparkWidth = 60

// signalsHeader is the signals table's header.
var signalsHeader = []string{"time", "cases", "signals"}

// hasSignals reports whether the campaign counted feedback signals (a
// summary written before they existed has none).
func hasSignals(r *Report) bool {
	if r.Totals.Feedback != nil {
		return true
	}
	for _, s := range r.Timeline {
		if s.Signals > 0 {
			return true
		}
	}
	return false
}

// feedbackLine is the feedback's account in one line.
func feedbackLine(f *results.FeedbackStats) string {
	return fmt.Sprintf("%d signals; corpus %d (%d loaded, %d added); %d replayed, %d mutated (%d%% of cases once the corpus has cases, %d brought new signals), %d fresh cases brought new signals",
		f.Signals, f.Corpus, f.Loaded, f.Added, f.Replayed, f.Mutated, f.Mutate, f.MutantsNew, f.FreshNew)
}

// signalRows are at most n timeline samples, evenly spread by index, the
// last sample always among them.
func signalRows(tl []results.Sample, n int) []results.Sample {
	if len(tl) <= n {
		return tl
	}
	out := make([]results.Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, tl[(len(tl)-1)*(i+1)/n])
	}
	return out
}

// signalCells is one row of the signals table.
func signalCells(s results.Sample) []string {
	return []string{seconds(s.Seconds), strconv.Itoa(s.Cases), strconv.Itoa(s.Signals)}
}

// sparkline draws the signal count over the timeline in at most width
// block characters, each the count at the last sample of its share of the
// samples, scaled from 0 to the largest count.
func sparkline(tl []results.Sample, width int) string {
	if len(tl) == 0 {
		return ""
	}
	bars := []rune("▁▂▃▄▅▆▇█")
	top := 0
	for _, s := range tl {
		top = max(top, s.Signals)
	}
	cols := min(width, len(tl))
	var b strings.Builder
	for i := 0; i < cols; i++ {
		v := tl[(len(tl)-1)*(i+1)/cols].Signals
		k := 0
		if top > 0 {
			k = v * (len(bars) - 1) / top
		}
		b.WriteRune(bars[k])
	}
	return b.String()
}

// signalsPlot is the html report's plot of signals over time.
func signalsPlot(tl []results.Sample) *plot {
	ts := make([]float64, len(tl))
	ys := make([]float64, len(tl))
	for i, s := range tl {
		ts[i], ys[i] = s.Seconds, float64(s.Signals)
	}
	return linePlot("plot-signals", "Feedback signals over time", "signals", "#27ae60", ts, ys, false)
}
