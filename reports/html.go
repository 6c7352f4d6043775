package reports

import (
	_ "embed"
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"
)

//go:embed report.html.tmpl
var htmlSource string

// htmlTemplate is parsed once, when the first report is written (not at
// the start of every irfuzz command); html/template escapes every value it
// inserts, in the context it lands in (text, attribute, SVG).
var htmlTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("report").Funcs(template.FuncMap{
		"n":   coord,
		"add": func(a, b float64) float64 { return a + b },
		"sub": func(a, b float64) float64 { return a - b },
		"mid": func(a, b float64) float64 { return (a + b) / 2 },
	}).Parse(htmlSource))
})

// htmlPage is what the template renders.
type htmlPage struct {
	Title    string
	Totals   [][2]string
	Warnings []string
	Tables   []*htmlTable // properties, oracles
	Plots    []*plot
	Signals  *htmlTable // cases and signals by time; nil without signals
	Findings *htmlTable
	Coverage []htmlCoverage
}

// htmlTable is one table; every cell is escaped text.
type htmlTable struct {
	ID, Caption string
	Header      []string
	Num         []bool // right-aligned columns
	Rows        []htmlRow
	Empty       string // shown instead of an empty table
}

// htmlRow is one row and, if Detail is set, a second row spanning the
// table with it (a finding's message).
type htmlRow struct {
	Cells  []htmlCell
	Detail string
	Alt    bool // every other row is shaded
}

// htmlCell is one cell: its text, and how it is shown.
type htmlCell struct {
	Text   string
	Title  string // tooltip
	Code   bool   // monospace, line breaks kept
	NoWrap bool
	Alarm  bool
}

// add appends a row, shading every other one.
func (t *htmlTable) add(cells []htmlCell, detail string) {
	t.Rows = append(t.Rows, htmlRow{Cells: cells, Detail: detail, Alt: len(t.Rows)%2 == 1})
}

// htmlCoverage is one coverage section.
type htmlCoverage struct {
	Kind, Headline   string
	Table            *htmlTable
	Missing, Outside []string
	Unsimulated      []Note
}

func writeHTML(w io.Writer, r *Report) error {
	pg := &htmlPage{Title: r.Title, Totals: totalsLines(r), Warnings: r.Warnings, Plots: timelinePlots(r.Timeline)}
	if hasSignals(r) {
		pg.Plots = append(pg.Plots, signalsPlot(r.Timeline))
		pg.Signals = &htmlTable{ID: "signals", Caption: "Signals", Header: signalsHeader, Num: []bool{true, true, true}}
		for _, s := range signalRows(r.Timeline, signalRowsMax) {
			pg.Signals.add(plainCells(signalCells(s)), "")
		}
	}

	props := &htmlTable{ID: "properties", Caption: "Properties", Header: propertyHeader,
		Num: []bool{false, true, true, true, true, true}, Empty: "No properties."}
	for i := range r.Properties {
		p := &r.Properties[i]
		row := plainCells(propertyCells(p))
		row[2].Alarm = p.Alarm
		props.add(row, "")
	}
	oracles := &htmlTable{ID: "oracles", Caption: "Oracles", Header: oracleHeader, Num: []bool{false, true, true}, Empty: "No oracles."}
	for i := range r.Oracles {
		oracles.add(plainCells(oracleCells(&r.Oracles[i])), "")
	}
	pg.Tables = []*htmlTable{props, oracles}

	// A message gets a row of its own under its finding: it is the
	// longest cell by far, and may have several lines.
	n := len(findingHeader) - 1
	pg.Findings = &htmlTable{ID: "findings", Caption: "Findings (" + strconv.Itoa(len(r.Findings)) + " unique)", Header: findingHeader[:n],
		Num: []bool{false, false, false, false, false, true, false, false, true, true, false}, Empty: "No findings."}
	for i := range r.Findings {
		f := &r.Findings[i]
		row := plainCells(findingCells(f, r.Totals.Started)[:n])
		row[0].Code, row[0].NoWrap, row[0].Title = true, true, f.Signature
		row[10].Code = true
		pg.Findings.add(row, strings.TrimRight(f.Message, "\n"))
	}

	for i := range r.Coverage {
		c := &r.Coverage[i]
		t := &htmlTable{ID: "coverage-" + c.Kind, Header: coverageHeader, Num: []bool{false, true}}
		shares := c.Shares()
		if shares {
			t.Header, t.Num = shareHeader, []bool{false, true, true, true}
		}
		for _, it := range c.Items {
			row := []htmlCell{{Text: it.Name, Code: true}, {Text: strconv.Itoa(it.Count)}}
			if shares {
				row = append(row, htmlCell{Text: strconv.Itoa(it.Of)}, htmlCell{Text: it.Share()})
			}
			t.add(row, "")
		}
		pg.Coverage = append(pg.Coverage, htmlCoverage{Kind: c.Kind, Headline: c.Headline(), Table: t, Missing: c.Missing, Outside: c.Outside, Unsimulated: c.Unsimulated})
	}
	return htmlTemplate().Execute(w, pg)
}

func plainCells(texts []string) []htmlCell {
	row := make([]htmlCell, len(texts))
	for i, s := range texts {
		row[i].Text = s
	}
	return row
}
