package reports

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/campaign/results"
)

// The cell and line formats every format shares.

// percent formats a share: 0.9832 → "98.3%".
func percent(f float64) string { return strconv.FormatFloat(f*100, 'f', 1, 64) + "%" }

// rate formats cases per second.
func rate(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }

// seconds formats a wall time: "60.4s" below ten minutes, "1h2m3s" above.
func seconds(s float64) string {
	if s < 600 {
		return strconv.FormatFloat(s, 'f', 1, 64) + "s"
	}
	return time.Duration(s * float64(time.Second)).Round(time.Second).String()
}

// nanos formats a case time to the millisecond (microsecond below 1ms,
// nanosecond below 1µs).
func nanos(ns int64) string {
	d := time.Duration(ns)
	switch {
	case d >= time.Millisecond:
		return d.Round(time.Millisecond).String()
	case d >= time.Microsecond:
		return d.Round(time.Microsecond).String()
	}
	return d.String()
}

// stamp formats an absolute time; the zero time is "-".
func stamp(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format(time.RFC3339)
}

// yesNo formats a flag.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// orDash is s, or "-" when it is empty.
func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// list joins names with ", "; an empty list is "none".
func list(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// joinNames joins at most n names and says how many it left out.
func joinNames(names []string, n int) string {
	if len(names) <= n {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:n], ", "), len(names)-n)
}

// firstLine is the first line of a message.
func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return strings.TrimRight(s, "\r")
}

// firstSeen says when a finding was first seen: its first case and the
// time since the campaign started ("case 38, +1.6s"), or the absolute time
// when the offset cannot be computed.
func firstSeen(f *results.Finding, started time.Time) string {
	at := stamp(f.FirstSeen)
	if !f.FirstSeen.IsZero() && !started.IsZero() && !f.FirstSeen.Before(started) {
		at = "+" + seconds(f.FirstSeen.Sub(started).Seconds())
	}
	if at == "-" {
		return fmt.Sprintf("case %d", f.FirstCase)
	}
	return fmt.Sprintf("case %d, %s", f.FirstCase, at)
}

// minimized is a finding's minimized size, or "-" when it was not minimized.
func minimized(f *results.Finding) string {
	if f.Minimized <= 0 {
		return "-"
	}
	return strconv.Itoa(f.Minimized)
}

// invalidCell is a property's invalid count with its validity rate, marked
// "!" when it is below the alarm threshold.
func invalidCell(p *PropertyRow) string {
	s := fmt.Sprintf("%d (%s)", p.Invalid, percent(p.Validity))
	if p.Alarm {
		s += " !"
	}
	return s
}

// totalsLines are the totals header as (name, value) pairs, in the order
// every format shows them.
func totalsLines(r *Report) [][2]string {
	t := &r.Totals
	lines := [][2]string{
		{"results", r.Dir},
		{"started", stamp(t.Started)},
		{"seed", strconv.FormatUint(t.Seed, 10)},
		{"workers", strconv.Itoa(t.Workers)},
		{"backend", orDash(t.Backend)},
		{"faults", list(t.Faults)},
		{"oracles", list(t.Oracles)},
		{"duration", seconds(t.Seconds)},
		{"cases", strconv.Itoa(t.Cases)},
		{"cases/s", rate(t.CasesPerSec)},
		{"invalid", invalidTotal(t)},
		{"findings", strconv.Itoa(t.Findings)},
		{"unique", strconv.Itoa(t.Unique)},
		{"new", strconv.Itoa(t.New)},
		{"harness share", percent(t.HarnessShare)},
		{"interrupted", yesNo(t.Interrupted)},
	}
	if v := t.Semantics; len(v) > 0 {
		// What the simulator made of the .pto the real PyPTO wrote.
		names := make([]string, 0, len(v))
		sim := 0
		for k, n := range v {
			names = append(names, k)
			if k != "no-pto" && k != "not-simulated" && k != "unreadable" {
				sim += n
			}
		}
		slices.Sort(names)
		parts := make([]string, len(names))
		for i, k := range names {
			parts[i] = fmt.Sprintf("%s %d", k, v[k])
		}
		lines = append(lines, [2]string{"PyPTO's .pto", fmt.Sprintf("%d simulated, %d matching (%s)", sim, v["match"], strings.Join(parts, ", "))})
	}
	if v := t.PTODiff; len(v) > 0 {
		// The model's lowering against PyPTO's, on one engine.
		line := fmt.Sprintf("%d compared, %d agreeing (%s)", v["agree"]+v["differ"], v["agree"], countList(v))
		if len(t.Divergences) > 0 {
			line += "; first differing op: " + countList(t.Divergences)
		}
		lines = append(lines, [2]string{"model's .pto vs PyPTO's", line})
	}
	if len(t.Mutants) > 0 {
		// The violations planted in valid kernels, and those that
		// escaped the rule that forbids them.
		planted, caught := 0, 0
		var escaped []string
		for _, m := range t.Mutants {
			planted += m.Planted
			caught += m.Caught
			if m.Caught < m.Planted {
				escaped = append(escaped, fmt.Sprintf("%s %d", m.Mutator, m.Planted-m.Caught))
			}
		}
		line := fmt.Sprintf("%d planted by %d mutators, %d caught", planted, len(t.Mutants), caught)
		if len(escaped) > 0 {
			line += "; escaped: " + strings.Join(escaped, ", ")
		}
		lines = append(lines, [2]string{"mutants", line})
	}
	if f := t.Feedback; f != nil {
		lines = append(lines, [2]string{"feedback", feedbackLine(f)})
	}
	if c := r.Cases; c != nil {
		lines = append(lines, [2]string{"case records", fmt.Sprintf("%d (%d with findings)", c.Records, c.WithFindings)})
		if c.Records > 0 {
			lines = append(lines,
				[2]string{"case time", fmt.Sprintf("median %s, p90 %s, max %s (case %d, seed %d)",
					nanos(c.MedianNanos), nanos(c.P90Nanos), nanos(c.MaxNanos), c.Slowest, c.SlowestSeed)},
				[2]string{"SUT share", percent(c.SUTShare)},
				[2]string{"mean statements", strconv.FormatFloat(c.MeanStmts, 'f', 1, 64)})
		}
	}
	return lines
}

// invalidTotal is the number of invalid cases and their share of all cases.
func invalidTotal(t *Totals) string {
	if t.Cases == 0 {
		return strconv.Itoa(t.Invalid)
	}
	return fmt.Sprintf("%d (%s of cases)", t.Invalid, percent(float64(t.Invalid)/float64(t.Cases)))
}

// Table rows, shared by text, md and html.

var (
	propertyHeader = []string{"property", "cases", "invalid (validity)", "findings", "unique signatures", "cases/s"}
	oracleHeader   = []string{"oracle", "findings", "unique"}
	findingHeader  = []string{"id", "oracle", "class", "property", "pass", "count", "new", "first seen", "stmts", "min", "corpus", "message"}
	coverageHeader = []string{"name", "count"}
	// shareHeader heads a coverage table whose items carry received
	// counts (the passes).
	shareHeader = []string{"name", "count", "received", "changed"}
)

func propertyCells(p *PropertyRow) []string {
	return []string{p.Property, strconv.Itoa(p.Cases), invalidCell(p), strconv.Itoa(p.Findings), strconv.Itoa(p.Unique), rate(p.CasesPerSec)}
}

func oracleCells(o *OracleRow) []string {
	return []string{o.Oracle, strconv.Itoa(o.Findings), strconv.Itoa(o.Unique)}
}

func findingCells(f *results.Finding, started time.Time) []string {
	isNew := ""
	switch {
	case f.New:
		isNew = "new"
	case f.Known:
		isNew = "known"
	}
	return []string{f.ID, f.Oracle, orDash(f.Class), orDash(f.Property), orDash(f.Pass), strconv.Itoa(f.Count), isNew,
		firstSeen(f, started), strconv.Itoa(f.Statements), minimized(f), orDash(f.CorpusFile), firstLine(f.Message)}
}

// countList is "k n" for each key in order, comma-separated.
func countList(m map[string]int) string {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	slices.Sort(names)
	parts := make([]string, len(names))
	for i, k := range names {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}
