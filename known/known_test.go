package known

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestEntries: every embedded case parses and carries its triage; the
// list holds 71 cases of the mirrored PyPTO bugs of docs/findings.md, 29 of
// them silent.
func TestEntries(t *testing.T) {
	es, err := Entries()
	if err != nil {
		t.Fatal(err)
	}
	silent := 0
	for _, e := range es {
		if e.Status != corpus.StatusOpen || e.Get("kind") != PyPTOBug || !strings.HasPrefix(e.Get("pinned"), "src/ir/") {
			t.Errorf("%s: status %s, kind %q, pinned %q", e.Path, e.Status, e.Get("kind"), e.Get("pinned"))
		}
		if e.FileName() != strings.TrimPrefix(e.Path, "known/") {
			t.Errorf("%s: file name is not its signature's id %s", e.Path, e.FileName())
		}
		if e.Get("class") == oracle.Silent {
			silent++
		}
	}
	if len(es) != 71 || silent != 29 {
		t.Errorf("%d known cases, %d silent; want 71, 29", len(es), silent)
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
