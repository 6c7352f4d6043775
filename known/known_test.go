package known

import (
	"path"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestEntries: every embedded case parses and carries its triage; the
// list holds 132 cases of the mirrored PyPTO bugs of docs/findings.md, 55 of
// them silent, and 9 cases of campaigns on the real PyPTO (pypto/), 1 of
// them silent, each signed by the real PyPTO's failure or its simulated
// PTO.
func TestEntries(t *testing.T) {
	es, err := Entries()
	if err != nil {
		t.Fatal(err)
	}
	var model, real, modelSilent, realSilent int
	for _, e := range es {
		if e.Status != corpus.StatusOpen || e.Get("kind") != PyPTOBug || !strings.HasPrefix(e.Get("pinned"), "src/ir/") {
			t.Errorf("%s: status %s, kind %q, pinned %q", e.Path, e.Status, e.Get("kind"), e.Get("pinned"))
		}
		if e.FileName() != path.Base(e.Path) {
			t.Errorf("%s: file name is not its signature's id %s", e.Path, e.FileName())
		}
		silent := e.Get("class") == oracle.Silent
		if path.Dir(e.Path) == "known/"+PyPTODir {
			real++
			if silent {
				realSilent++
			}
			if o := e.Oracle; o != "pypto" && o != "pyptosim" {
				t.Errorf("%s: oracle %q in %s/, want pypto or pyptosim", e.Path, o, PyPTODir)
			}
			continue
		}
		model++
		if silent {
			modelSilent++
		}
	}
	if model != 132 || modelSilent != 55 || real != 9 || realSilent != 1 {
		t.Errorf("%d known cases (%d silent) and %d of the real PyPTO (%d silent); want 132 (55) and 9 (1)", model, modelSilent, real, realSilent)
	}
}

// TestCheck: a case without its triage headers is refused, naming what
// lacks.
func TestCheck(t *testing.T) {
	full := []corpus.Field{{Key: "class", Value: "silent"}, {Key: "kind", Value: PyPTOBug}, {Key: "pinned", Value: "x.cpp:1"}, {Key: "upstream", Value: "#1"}}
	for _, c := range []struct {
		drop int
		want string
	}{
		{-1, ""},
		{0, `class "", want silent or loud`},
		{1, `kind "", want pypto-bug, known-upstream or by-design`},
		{2, "no pinned header"},
		{3, "no upstream header"},
	} {
		var fs []corpus.Field
		for i, f := range full {
			if i != c.drop {
				fs = append(fs, f)
			}
		}
		err := check(&corpus.Entry{Extra: fs})
		if got := ""; err != nil {
			got = err.Error()
			if got != c.want {
				t.Errorf("drop %d: %q, want %q", c.drop, got, c.want)
			}
		} else if c.want != "" {
			t.Errorf("drop %d: accepted, want %q", c.drop, c.want)
		}
	}
}

// TestNoRestatedCases: no case is the soundness form of another case with
// the same repro and class; a campaign knows such a signature through the
// case it restates (oracle.Signature.Restates), so a file for it would
// only repeat that case.
func TestNoRestatedCases(t *testing.T) {
	es, err := Entries()
	if err != nil {
		t.Fatal(err)
	}
	by := map[oracle.Signature]*corpus.Entry{}
	for _, e := range es {
		by[e.Signature] = e
	}
	for _, e := range es {
		r, ok := e.Signature.Restates()
		if !ok {
			continue
		}
		if d := by[r]; d != nil && d.Get("pypto_finding") == e.Get("pypto_finding") && d.Get("class") == e.Get("class") {
			t.Errorf("%s restates %s (same repro %s, class %s): drop it", e.Path, d.Path, e.Get("pypto_finding"), e.Get("class"))
		}
	}
}
