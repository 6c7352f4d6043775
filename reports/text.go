package reports

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
)

// textWidth is where the text format wraps prose.
const textWidth = 100

// findingAlign aligns the columns of findingHeader.
var findingAlign = []tw.Align{tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignLeft, tw.AlignRight,
	tw.AlignLeft, tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignLeft, tw.AlignLeft}

// writeText renders r as terminal tables (md false) or Markdown (md true).
func writeText(w io.Writer, r *Report, md bool) error {
	bw := bufio.NewWriter(w)
	tx := &textWriter{w: bw, md: md}
	tx.title(r.Title)

	tx.heading("Totals")
	tx.totals(totalsLines(r))
	if len(r.Warnings) > 0 {
		tx.heading("Warnings")
		for _, s := range r.Warnings {
			tx.bullet(s)
		}
	}

	if hasSignals(r) {
		tx.heading("Signals")
		tx.line("Feedback signals by time, from 0 to the largest count:")
		if md {
			tx.line(sparkline(r.Timeline, sparkWidth))
		} else {
			tx.printf("%s\n", sparkline(r.Timeline, sparkWidth))
		}
		samples := signalRows(r.Timeline, signalRowsMax)
		rows := make([][]string, len(samples))
		for i, s := range samples {
			rows[i] = tx.cells(signalCells(s))
		}
		tx.table(signalsHeader, []tw.Align{tw.AlignRight, tw.AlignRight, tw.AlignRight}, rows)
	}

	tx.heading("Properties")
	rows := make([][]string, len(r.Properties))
	for i := range r.Properties {
		rows[i] = tx.cells(propertyCells(&r.Properties[i]))
	}
	tx.table(propertyHeader, []tw.Align{tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight, tw.AlignRight}, rows)

	tx.heading("Oracles")
	rows = make([][]string, len(r.Oracles))
	for i := range r.Oracles {
		rows[i] = tx.cells(oracleCells(&r.Oracles[i]))
	}
	tx.table(oracleHeader, []tw.Align{tw.AlignLeft, tw.AlignRight, tw.AlignRight}, rows)

	tx.heading(fmt.Sprintf("Findings (%d unique)", len(r.Findings)))
	if len(r.Findings) == 0 {
		tx.line("No findings.")
	} else if md {
		rows = make([][]string, len(r.Findings))
		for i := range r.Findings {
			rows[i] = tx.cells(findingCells(&r.Findings[i], r.Totals.Started), 0, 10, 11) // id, corpus, message as code
		}
		tx.table(findingHeader, findingAlign, rows)
	} else {
		// A terminal is too narrow for paths and messages in table cells:
		// the table has the short columns, and a block per finding below
		// it gives the corpus file and the whole message.
		n := len(findingHeader) - 2
		rows = make([][]string, len(r.Findings))
		for i := range r.Findings {
			rows[i] = tx.cells(findingCells(&r.Findings[i], r.Totals.Started)[:n])
		}
		tx.table(findingHeader[:n], findingAlign[:n], rows)
		for i := range r.Findings {
			f := &r.Findings[i]
			tx.printf("\n%s  %s\n", f.ID, orDash(f.CorpusFile))
			for _, l := range strings.Split(strings.TrimRight(f.Message, "\n"), "\n") {
				tx.printf("    %s\n", strings.TrimRight(l, "\r"))
			}
		}
	}

	for i := range r.Coverage {
		c := &r.Coverage[i]
		tx.heading("Coverage: " + c.Kind)
		tx.line(c.Headline() + ".")
		if len(c.Items) > 0 {
			rows = make([][]string, len(c.Items))
			shares := c.Shares()
			for j, it := range c.Items {
				cells := []string{it.Name, fmt.Sprint(it.Count)}
				if shares {
					cells = append(cells, fmt.Sprint(it.Of), it.Share())
				}
				rows[j] = tx.cells(cells, 0)
			}
			if shares {
				tx.table(shareHeader, []tw.Align{tw.AlignLeft, tw.AlignRight, tw.AlignRight, tw.AlignRight}, rows)
			} else {
				tx.table(coverageHeader, []tw.Align{tw.AlignLeft, tw.AlignRight}, rows)
			}
		}
		if len(c.Missing) > 0 {
			tx.line(fmt.Sprintf("Not covered (%d): %s.", len(c.Missing), strings.Join(c.Missing, ", ")))
		}
		if len(c.Outside) > 0 {
			tx.line(fmt.Sprintf("Outside the universe (%d): %s.", len(c.Outside), strings.Join(c.Outside, ", ")))
		}
		if len(c.Unsimulated) > 0 {
			tx.line(fmt.Sprintf("Not run by the simulator (%d): %s.", len(c.Unsimulated), noteList(c.Unsimulated)))
		}
	}
	if tx.err != nil {
		return tx.err
	}
	return bw.Flush()
}

// textWriter writes the text and Markdown formats, keeping the first error
// and the last two bytes written (Markdown blocks need a blank line
// between them).
type textWriter struct {
	w    io.Writer
	md   bool
	err  error
	tail [2]byte
}

// Write makes the textWriter the io.Writer tablewriter renders into.
func (t *textWriter) Write(p []byte) (int, error) {
	if t.err != nil {
		return 0, t.err
	}
	n, err := t.w.Write(p)
	for _, b := range p[:n] {
		t.tail = [2]byte{t.tail[1], b}
	}
	t.err = err
	return n, err
}

func (t *textWriter) printf(format string, args ...any) { fmt.Fprintf(t, format, args...) }

// blank ends the current Markdown block with a blank line, once.
func (t *textWriter) blank() {
	switch {
	case t.tail == [2]byte{'\n', '\n'} || t.tail == [2]byte{}:
	case t.tail[1] == '\n':
		t.printf("\n")
	default:
		t.printf("\n\n")
	}
}

func (t *textWriter) title(s string) {
	if t.md {
		t.printf("# %s\n", mdText(s))
		return
	}
	t.printf("%s\n%s\n", s, strings.Repeat("=", utf8.RuneCountInString(s)))
}

func (t *textWriter) heading(s string) {
	if t.md {
		t.blank()
		t.printf("## %s\n\n", mdText(s))
		return
	}
	t.printf("\n%s\n%s\n", s, strings.Repeat("-", utf8.RuneCountInString(s)))
}

// line writes a paragraph, wrapped in the text format.
func (t *textWriter) line(s string) {
	if t.md {
		t.blank()
		t.printf("%s\n\n", mdText(s))
		return
	}
	for _, l := range wrap(s, textWidth) {
		t.printf("%s\n", l)
	}
}

func (t *textWriter) bullet(s string) {
	if t.md {
		t.printf("- %s\n", mdText(s))
		return
	}
	for i, l := range wrap(s, textWidth-2) {
		if i == 0 {
			t.printf("- %s\n", l)
		} else {
			t.printf("  %s\n", l)
		}
	}
}

// totals writes (name, value) lines: aligned in text, a list in Markdown.
func (t *textWriter) totals(lines [][2]string) {
	width := 0
	for _, l := range lines {
		width = max(width, len(l[0]))
	}
	for _, l := range lines {
		if t.md {
			t.printf("- **%s**: %s\n", mdText(l[0]), mdText(l[1]))
		} else {
			t.printf("%-*s  %s\n", width, l[0], l[1])
		}
	}
}

// table renders one table through tablewriter: the Blueprint (terminal)
// renderer for text, the Markdown renderer for md. Cells are never wrapped.
func (t *textWriter) table(header []string, align []tw.Align, rows [][]string) {
	if t.err != nil {
		return
	}
	var rend tw.Renderer = renderer.NewBlueprint()
	if t.md {
		rend = renderer.NewMarkdown()
		header = slices.Clone(header)
		for i, h := range header {
			header[i] = mdText(h)
		}
	}
	opts := []tablewriter.Option{
		tablewriter.WithRenderer(rend),
		tablewriter.WithEastAsian(tw.Off),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: align}),
	}
	if t.md {
		t.blank()
	}
	tab := tablewriter.NewTable(t, opts...)
	tab.Header(header)
	for _, row := range rows {
		if err := tab.Append(row); err != nil {
			if t.err == nil {
				t.err = err
			}
			return
		}
	}
	if err := tab.Render(); err != nil && t.err == nil {
		t.err = err
	}
}

// cells prepares a table row: one line per cell and, in Markdown, escaped
// text or, for the columns listed in code, code spans.
func (t *textWriter) cells(row []string, code ...int) []string {
	out := make([]string, len(row))
	for i, c := range row {
		switch {
		case !t.md:
			out[i] = oneLine(c)
		case slices.Contains(code, i):
			out[i] = mdCode(c)
		default:
			out[i] = mdText(c)
		}
	}
	return out
}

// oneLine replaces line breaks and tabs in a cell with spaces.
func oneLine(s string) string {
	return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ", "\t", " ").Replace(s)
}

// mdText escapes what Markdown would otherwise interpret in a line of text
// or a table cell.
func mdText(s string) string {
	return strings.NewReplacer(
		`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "|", `\|`, "<", "&lt;", ">", "&gt;",
		"[", `\[`, "]", `\]`, "#", `\#`,
	).Replace(oneLine(s))
}

// mdCode is s as a Markdown code span inside a table cell: pipes are still
// escaped (GitHub splits cells before it parses spans) and the fence is
// longer than any run of backticks in s.
func mdCode(s string) string {
	if s == "" || s == "-" {
		return s
	}
	s = strings.ReplaceAll(oneLine(s), "|", `\|`)
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}

// wrap breaks s into lines of at most width bytes at spaces; a word longer
// than width gets a line of its own.
func wrap(s string, width int) []string {
	var out []string
	line := ""
	for _, word := range strings.Fields(s) {
		switch {
		case line == "":
			line = word
		case len(line)+1+len(word) <= width:
			line += " " + word
		default:
			out = append(out, line)
			line = word
		}
	}
	if line != "" || len(out) == 0 {
		out = append(out, line)
	}
	return out
}

// noteList is "name (why), ..." .
func noteList(ns []Note) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = n.Name + " (" + n.Why + ")"
	}
	return strings.Join(parts, ", ")
}
