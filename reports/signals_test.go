package reports

import (
	"bytes"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/campaign/results"
)

// feedbackData is a campaign of 12 samples whose signal count grows.
func feedbackData() *Data {
	d := &Data{Dir: "out", Summary: results.Summary{Version: results.Version, Seconds: 12, Cases: 240, Backend: "Ascend950",
		Feedback: &results.FeedbackStats{Signals: 130, Corpus: 50, Loaded: 20, Added: 30, Replayed: 20, Mutate: 50, Mutated: 100,
			MutantsNew: 12, FreshNew: 18}}}
	for i := 1; i <= 12; i++ {
		d.Summary.Timeline = append(d.Summary.Timeline, results.Sample{Seconds: float64(i), Cases: 20 * i, Signals: 10*i + 10})
	}
	return d
}

func write(t *testing.T, d *Data, format string) string {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, d, format, Options{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestSignalsText: the text report has the feedback's account in its
// totals and a Signals section: a sparkline of the count by time and a
// table of ten samples, the last one included.
func TestSignalsText(t *testing.T) {
	text := write(t, feedbackData(), "text")
	want := `
Signals
-------
Feedback signals by time, from 0 to the largest count:
▂▂▃▃▄▄▅▅▆▆▇█
┌───────┬───────┬─────────┐
│ time  │ cases │ signals │
├───────┼───────┼─────────┤
│  2.0s │    40 │      30 │
│  3.0s │    60 │      40 │
│  4.0s │    80 │      50 │
│  5.0s │   100 │      60 │
│  6.0s │   120 │      70 │
│  7.0s │   140 │      80 │
│  8.0s │   160 │      90 │
│  9.0s │   180 │     100 │
│ 10.0s │   200 │     110 │
│ 12.0s │   240 │     130 │
└───────┴───────┴─────────┘
`
	if !strings.Contains(text, want) {
		t.Fatalf("no signals section like\n%s\nin\n%s", want, text)
	}
	line := "feedback       130 signals; corpus 50 (20 loaded, 30 added); 20 replayed, 100 mutated (50% of cases once the corpus has cases, 12 brought new signals), 18 fresh cases brought new signals\n"
	if !strings.Contains(text, line) {
		t.Fatalf("no totals line %q in\n%s", line, text)
	}
	old := feedbackData()
	old.Summary.Feedback = nil
	for i := range old.Summary.Timeline {
		old.Summary.Timeline[i].Signals = 0
	}
	if text := write(t, old, "text"); strings.Contains(text, "Signals") || strings.Contains(text, "feedback") {
		t.Fatalf("a campaign without signals has a signals section:\n%s", text)
	}
}

// TestSignalsMarkdownAndHTML: Markdown has the same table; the html page
// plots the count over time beside the other plots and has the table.
func TestSignalsMarkdownAndHTML(t *testing.T) {
	md := write(t, feedbackData(), "md")
	for _, s := range []string{"## Signals\n", "\n▂▂▃▃▄▄▅▅▆▆▇█\n", "| 12.0s |   240 |     130 |"} {
		if !strings.Contains(md, s) {
			t.Fatalf("no %q in\n%s", s, md)
		}
	}
	page := write(t, feedbackData(), "html")
	for _, s := range []string{`id="plot-signals"`, ">Feedback signals over time</text>", `>130</text>`, `<table id="signals">`, "<h3>Signals</h3>"} {
		if !strings.Contains(page, s) {
			t.Fatalf("no %q in the html page", s)
		}
	}
}
