package pypto

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/sut"
)

// location is a message's source location, "[kernel.py:12:9]" (or a path
// of PyPTO's own, wrapped by codegen's table, with column -1): the headers
// write it [FILE:LINE:COL].
var location = regexp.MustCompile(`\[[^\[\]]*\.py:\d+:-?\d+\]`)

// header reads a corpus file's "# key: value" header lines.
func header(text string) map[string]string {
	h := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		if k, v, ok := strings.Cut(strings.TrimPrefix(line, "# "), ": "); ok {
			h[k] = strings.Trim(v, `"`)
		}
	}
	return h
}

// Every triaged failure of the pinned PyPTO on generated kernels
// (testdata/findings, documented in docs/findings.md) still happens,
// exactly: the same pass, the same first line of PyPTO's message. A
// case whose status is fixed must no longer show it.
func TestFindingsReproduce(t *testing.T) {
	p := open(t, 2)
	files, _ := filepath.Glob(filepath.Join("testdata", "findings", "*.py"))
	if len(files) == 0 {
		t.Fatal("no findings")
	}
	type result struct {
		file string
		err  string
	}
	results := make(chan result, len(files))
	for _, f := range files {
		go func() {
			results <- result{f, reproduce(p, f)}
		}()
	}
	for range files {
		if r := <-results; r.err != "" {
			t.Errorf("%s: %s", filepath.Base(r.file), r.err)
		}
	}
}

func reproduce(p *Pool, file string) string {
	b, err := os.ReadFile(file)
	if err != nil {
		return err.Error()
	}
	h := header(string(b))
	outcome := sut.Outcome(h["outcome"])
	req := &sut.Request{Program: string(b), Filename: filepath.Base(file), Backend: h["backend"],
		Serialize: true, Codegen: true, Twice: outcome == sut.Nondeterminism, Roundtrip: outcome == sut.Roundtrip}
	r, err := p.Compile(context.Background(), req)
	if err != nil {
		return err.Error()
	}
	seen := false
	var got []string
	for _, pr := range r.Problems {
		msg := location.ReplaceAllString(pr.Message, "[FILE:LINE:COL]")
		got = append(got, string(pr.Outcome)+" | "+pr.Pass+" | "+msg)
		// A bug must keep its class: one turning into "rejected" would
		// hide it. (A contract file's outcome header says what PyPTO's
		// contract makes of it, which PyPTO may report as a violation.)
		seen = seen || pr.Pass == h["pass"] && msg == h["message"] && (h["kind"] != "bug" || pr.Outcome == outcome)
	}
	switch {
	case h["status"] == "fixed" && seen:
		return "fixed, yet PyPTO still shows it"
	case h["status"] != "fixed" && !seen:
		return "want " + h["pass"] + " | " + h["message"] + "\ngot  " + strings.Join(got, "\n     ")
	}
	return ""
}
