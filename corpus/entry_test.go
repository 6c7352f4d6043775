package corpus

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

const (
	openFile  = "testdata/1d4615cfafee.py" // open, contract/SSAForm, with choices
	fixedFile = "testdata/6810c580adf7.py" // fixed, differential, with faults and an unknown key
)

// kernel is the program of the open testdata case.
func kernel(t testing.TB) (string, *ir.Program) {
	t.Helper()
	e, err := LoadFile(openFile)
	if err != nil {
		t.Fatal(err)
	}
	return e.Source, e.Prog
}

// sameEntry compares two entries field by field, Prog structurally.
func sameEntry(t *testing.T, got, want *Entry) {
	t.Helper()
	if (got.Prog == nil) != (want.Prog == nil) || got.Prog != nil && !ir.Equal(got.Prog, want.Prog) {
		t.Errorf("programs differ: %s", ir.Diff(got.Prog, want.Prog))
	}
	g, w := *got, *want
	g.Prog, w.Prog = nil, nil
	if !reflect.DeepEqual(g, w) {
		t.Errorf("entry differs:\n got %#v\nwant %#v", g, w)
	}
}

func TestRoundTrip(t *testing.T) {
	src, prog := kernel(t)
	at := time.Date(2026, 2, 3, 4, 5, 6, 0, time.UTC)
	cases := map[string]Entry{
		"full": {
			Signature: "contract | SSAForm | ConvertToSSA | Variable '_' defined twice |  | ",
			Status:    StatusOpen, Oracle: "contract", Property: "SSAForm", Pass: "ConvertToSSA",
			Profile: "Default", Backend: "950", Faults: []string{"move-inplace-safe", "descending-trip-zero"},
			Seed: -42, Case: 7, Generator: "gen/v1", Statements: 2, Count: 9,
			FirstSeen: at, LastSeen: at.Add(90 * time.Minute),
			Choices:  []uint64{3, 0, 0, 0, 0, 18446744073709551615, 0, 1},
			Original: "abc.orig.py",
			Extra:    []Field{{"triage", "alice"}, {"note", "  padded  "}, {"triage", "bob"}, {"empty", ""}},
		},
		"minimal": {Signature: "x", Status: StatusFixed},
		"awkward values": {
			Signature: "\"starts with a quote | multi\nline\ttab | é ü ≥ | ",
			Status:    StatusFixed, Oracle: " lead", Property: "trail ", Pass: "#hash: colon",
			FirstSeen: time.Date(2026, 1, 1, 0, 0, 0, 123456789, time.UTC),
			Extra:     []Field{{"ctl", "bell\a"}, {"bad_utf8", "caf\xe9"}},
		},
	}
	for name, e := range cases {
		t.Run(name, func(t *testing.T) {
			e.Path, e.Source, e.Prog = "dir/"+FileName(e.Signature), src, prog
			text, err := Format(&e)
			if err != nil {
				t.Fatal(err)
			}
			got, err := ParseEntry(e.Path, text)
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			sameEntry(t, got, &e)
			again, err := Format(got)
			if err != nil || string(again) != string(text) {
				t.Fatalf("Format(ParseEntry(Format(e))) differs (%v):\n%s", err, again)
			}
		})
	}
}

// The testdata files are what Format writes for the entries they hold.
func TestTestdataIsCanonical(t *testing.T) {
	for _, path := range []string{openFile, fixedFile} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		e, err := ParseEntry(path, data)
		if err != nil {
			t.Fatal(err)
		}
		text, err := Format(e)
		if err != nil {
			t.Fatal(err)
		}
		if string(text) != string(data) {
			t.Errorf("%s: Format(ParseEntry(file)) != file:\n%s", path, text)
		}
		if got := ir.Print(e.Prog); got != e.Source {
			t.Errorf("%s: source is not ir.Print output:\n%s", path, got)
		}
	}
}

func TestFormatExact(t *testing.T) {
	e := Entry{
		Signature: "contract | SSAForm | ConvertToSSA | m |  | ", Status: StatusOpen, Oracle: "contract",
		Property: "SSAForm", Pass: "ConvertToSSA", Profile: "Default", Faults: []string{"a", "b"}, Seed: 5,
		Case: 1, Generator: "gen/v1", Statements: 3, Count: 2,
		FirstSeen: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), LastSeen: time.Date(2026, 1, 2, 3, 4, 6, 0, time.UTC),
		Choices: []uint64{1, 0, 0, 0, 2}, Extra: []Field{{"issue", "#12"}}, Source: "kernel text\n",
	}
	text, err := Format(&e)
	if err != nil {
		t.Fatal(err)
	}
	const want = `# irfuzz corpus v1
# signature: "contract | SSAForm | ConvertToSSA | m |  | "
# status: open
# oracle: contract
# property: SSAForm
# pass: ConvertToSSA
# profile: Default
# backend:
# faults: a,b
# seed: 5
# case: 1
# generator: gen/v1
# statements: 3
# count: 2
# first_seen: 2026-01-02T03:04:05Z
# last_seen: 2026-01-02T03:04:06Z
# choices: 1.0*3.2
# issue: #12

kernel text
`
	if string(text) != want {
		t.Errorf("Format:\n%s\nwant:\n%s", text, want)
	}
}

func TestFormatRejects(t *testing.T) {
	ok := Entry{Signature: "s", Status: StatusOpen, Source: "x"}
	for _, c := range []struct {
		edit func(*Entry)
		want string
	}{
		{func(e *Entry) { e.Signature = "" }, "corpus: entry has no signature"},
		{func(e *Entry) { e.Status = "" }, `corpus: status must be "open" or "fixed", got ""`},
		{func(e *Entry) { e.Count = -1 }, "corpus: case, statements and count must not be negative (got 0, 0, -1)"},
		{func(e *Entry) { e.Faults = []string{} }, "corpus: faults is an empty non-nil list; use nil"},
		{func(e *Entry) { e.Faults = []string{"a,b"} }, `corpus: fault name "a,b" must be non-empty, without commas or white space`},
		{func(e *Entry) { e.Choices = []uint64{} }, "corpus: choices is an empty non-nil list; use nil"},
		{func(e *Entry) { e.FirstSeen = time.Date(2026, 1, 1, 0, 0, 0, 0, time.FixedZone("X", 3600)) }, "corpus: times must be UTC, got 2026-01-01 00:00:00 +0100 X"},
		{func(e *Entry) { e.Original = "../x.py" }, `corpus: original "../x.py" must be a file name in the same directory`},
		{func(e *Entry) { e.Extra = []Field{{"status", "open"}} }, `corpus: extra header key "status" is not a valid unknown key`},
		{func(e *Entry) { e.Extra = []Field{{"Bad Key", "v"}} }, `corpus: extra header key "Bad Key" is not a valid unknown key`},
	} {
		e := ok
		c.edit(&e)
		_, err := Format(&e)
		if err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %s", err, c.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	src, _ := kernel(t)
	head := Magic + "\n# signature: s\n# status: open\n"
	for _, c := range []struct{ text, want string }{
		{"", "f.py: empty file"},
		{"ab\x00cd", "f.py: not a text file (NUL byte at offset 2)"},
		{"# irfuzz corpus v1\n# oracle: caf\xe9\n", "f.py: not a text file (invalid UTF-8 at offset 32)"},
		{src, `f.py:1: not an irfuzz corpus file: the first line must be "# irfuzz corpus v1"`},
		{"import x\n", `f.py:1: not an irfuzz corpus file: the first line must be "# irfuzz corpus v1"`},
		{"# irfuzz corpus v2\n", `f.py:1: unsupported corpus format "v2" (this irfuzz reads v1)`},
		{head + "# Status: open\n\n" + src, `f.py:4: header line "# Status: open" is not "# key: value" (end the header with a blank line)`},
		{head + src, `f.py:4: header line "# pypto.program: Fuzz" is not "# key: value" (end the header with a blank line)`},
		{head + "# status: fixed\n\n" + src, "f.py:4: status: repeats the key of line 3"},
		{Magic + "\n# signature: s\n# status: flaky\n\n" + src, `f.py:3: status: must be "open" or "fixed", got "flaky"`},
		{Magic + "\n# signature:\n", "f.py:2: signature: empty signature"},
		{head + "# seed: 1.5\n\n" + src, `f.py:4: seed: not an integer: "1.5"`},
		{head + "# count: -1\n\n" + src, `f.py:4: count: not a non-negative integer: "-1"`},
		{head + "# first_seen: 2026-01-02T03:04:05+01:00\n\n" + src, `f.py:4: first_seen: not an RFC3339 UTC time like 2006-01-02T15:04:05Z: "2026-01-02T03:04:05+01:00"`},
		{head + "# last_seen: yesterday\n\n" + src, `f.py:4: last_seen: not an RFC3339 UTC time like 2006-01-02T15:04:05Z: "yesterday"`},
		{head + "# faults: a,,b\n\n" + src, `f.py:4: faults: bad fault list "a,,b"`},
		{head + "# choices: 1.x.3\n\n" + src, `f.py:4: choices: bad value "x" at element 2`},
		{head + "# choices: 0*100000000000\n\n" + src, "f.py:4: choices: 1048577 choices, more than the 1048576 a case may have"},
		{head + "# original: ../a.py\n\n" + src, `f.py:4: original: "../a.py" must be a file name in the same directory`},
		{head + "# note: \"unterminated\n\n" + src, `f.py:4: note: bad quoted value "unterminated`},
		{Magic + "\n# status: open\n\n" + src, `f.py: header has no "signature" line`},
		{Magic + "\n# signature: s\n\n" + src, `f.py: header has no "status" line`},
		{head, "f.py: no kernel after the header"},
		{head + "\n  \n\n", "f.py: no kernel after the header"},
		{head + "\n" + strings.Replace(src, "pl.tile.store(t,", "pl.tile.stor(t,", 1), `f.py:13:43: Unknown pl.tile operation: stor`},
		{head + "\ndef f(:\n", `f.py:5:7: expected a name, found ":"`},
	} {
		_, err := ParseEntry("f.py", []byte(c.text))
		var p *Problem
		if !errors.As(err, &p) {
			t.Errorf("%q: error %v (%T) is not a *Problem", c.text, err, err)
			continue
		}
		if err.Error() != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.text, err, c.want)
		}
	}
}

func TestParseLenientSpelling(t *testing.T) {
	src, prog := kernel(t)
	text := Magic + "  \r\n#signature:s\r\n#\r\n#   status:   fixed  \r\n# faults:  a , b \n# seed: +3\n# first_seen: 2026-01-02T03:04:05.000Z\n\n" + src
	e, err := ParseEntry("f.py", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := &Entry{Signature: "s", Status: StatusFixed, Faults: []string{"a", "b"}, Seed: 3,
		FirstSeen: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), Path: "f.py", Source: src, Prog: prog}
	sameEntry(t, e, want)

	// Without the blank line, the kernel starts at the first line that is
	// not a comment.
	_, body, _ := strings.Cut(src, "\n")
	e, err = ParseEntry("g.py", []byte(Magic+"\n# signature: s\n# status: open\n"+body))
	if err != nil {
		t.Fatal(err)
	}
	if e.Source != body || !ir.Equal(e.Prog, prog) {
		t.Fatalf("Source = %q", e.Source)
	}
}

func TestFromFinding(t *testing.T) {
	_, prog := kernel(t)
	f := &oracle.Finding{Oracle: "contract", Property: "SSAForm", Pass: "ConvertToSSA", Message: "x_3 defined twice"}
	e := FromFinding(f, prog)
	if e.Signature != f.Signature() || e.Status != StatusOpen || e.Oracle != "contract" || e.Property != "SSAForm" ||
		e.Pass != "ConvertToSSA" || e.Source != ir.Print(prog) || e.Prog != prog {
		t.Fatalf("FromFinding = %+v", e)
	}
	if got, want := e.FileName(), f.Signature().ID()+".py"; got != want {
		t.Fatalf("FileName = %s, want %s", got, want)
	}
}
