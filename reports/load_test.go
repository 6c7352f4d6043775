package reports

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/campaign/results"
)

// writeDir writes a results directory with the given files.
func writeDir(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const okSummary = `{"version": 1, "seed": 3, "cases": 2, "findings": 1, "unique": 1}`
const okFindings = `[{"id": "abc", "oracle": "contract", "count": 1}]`

func TestLoad(t *testing.T) {
	dir := writeDir(t, map[string]string{
		results.SummaryFile:  okSummary,
		results.FindingsFile: okFindings,
		results.CasesFile:    "{\"i\":0,\"seed\":3}\n\n{\"i\":1,\"seed\":4,\"findings\":[\"abc\"]}\n",
	})
	d, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if d.Dir != dir || d.Summary.Seed != 3 || len(d.Findings) != 1 || d.Findings[0].ID != "abc" || len(d.Cases) != 2 || d.Cases[1].Seed != 4 {
		t.Fatalf("loaded %+v", d)
	}
	// cases.jsonl is optional; an empty one is zero records, not none.
	os.Remove(filepath.Join(dir, results.CasesFile))
	if d, err := Load(dir); err != nil || d.Cases != nil {
		t.Fatalf("without cases.jsonl: %v, %+v", err, d)
	}
	os.WriteFile(filepath.Join(dir, results.CasesFile), nil, 0o644)
	if d, err := Load(dir); err != nil || d.Cases == nil || len(d.Cases) != 0 {
		t.Fatalf("with an empty cases.jsonl: %v, %+v", err, d)
	}
}

func TestLoadErrorsNameThePath(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nope")
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, []byte("x"), 0o644)
	empty := t.TempDir()
	noFindings := writeDir(t, map[string]string{results.SummaryFile: okSummary})
	badSummary := writeDir(t, map[string]string{results.SummaryFile: `{"version": 1, "seed": "x"}`, results.FindingsFile: okFindings})
	oldSummary := writeDir(t, map[string]string{results.SummaryFile: `{"version": 0}`, results.FindingsFile: okFindings})
	badFindings := writeDir(t, map[string]string{results.SummaryFile: okSummary, results.FindingsFile: `[{"id": `})
	badCases := writeDir(t, map[string]string{results.SummaryFile: okSummary, results.FindingsFile: okFindings, results.CasesFile: "{\"i\":0}\nnot json\n"})
	for _, c := range []struct{ dir, want string }{
		{missing, "cannot read results directory: stat " + missing + ": no such file or directory"},
		{file, file + " is not a directory (want a campaign results directory)"},
		{empty, empty + " is not a campaign results directory: " + filepath.Join(empty, "summary.json") + " is missing"},
		{noFindings, noFindings + " is not a campaign results directory: " + filepath.Join(noFindings, "findings.json") + " is missing"},
		{badSummary, "bad results directory " + badSummary + ": " + filepath.Join(badSummary, "summary.json") + ": json: cannot unmarshal string into Go struct field Summary.seed of type uint64"},
		{oldSummary, "bad results directory " + oldSummary + ": " + filepath.Join(oldSummary, "summary.json") + ": format version 0, want 1"},
		{badFindings, "bad results directory " + badFindings + ": " + filepath.Join(badFindings, "findings.json") + ": unexpected end of JSON input"},
		{badCases, "bad results directory " + badCases + ": " + filepath.Join(badCases, "cases.jsonl") + ":2: invalid character 'o' in literal null (expecting 'u')"},
	} {
		_, err := Load(c.dir)
		if err == nil || err.Error() != c.want {
			t.Errorf("Load(%s):\n got %v\nwant %s", filepath.Base(c.dir), err, c.want)
		}
		// Render reports the same error and writes nothing.
		var buf bytes.Buffer
		if err := Render(&buf, c.dir, "text", Options{}); err == nil || err.Error() != c.want || buf.Len() != 0 {
			t.Errorf("Render(%s): %v, wrote %d bytes", filepath.Base(c.dir), err, buf.Len())
		}
	}
}

func TestRenderUnknownFormat(t *testing.T) {
	var buf bytes.Buffer
	// The format is checked before the directory is read.
	err := Render(&buf, filepath.Join(t.TempDir(), "nope"), "xml", Options{})
	if err == nil || err.Error() != `unknown report format "xml" (want text, md, html or json)` {
		t.Fatalf("err = %v", err)
	}
	if err := Write(&buf, smallData(), "TEXT", Options{}); err == nil || !strings.Contains(err.Error(), `unknown report format "TEXT"`) {
		t.Fatalf("err = %v", err)
	}
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }

func TestWriteReportsWriteErrors(t *testing.T) {
	for _, f := range Formats() {
		if err := Write(failWriter{}, smallData(), f, Options{}); err == nil {
			t.Errorf("%s: no error from a failing writer", f)
		}
	}
}
