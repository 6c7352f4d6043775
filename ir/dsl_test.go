package ir

import (
	"errors"
	"flag"
	"os"
	"strings"
	"testing"
)

var updateDSLCases = flag.Bool("update-dsl-cases", false, "rewrite the wants of testdata/dsl/cases.txt with what irfuzz gives (review, then check them with scripts/check_dsl_cases.py)")

const dslCasesFile = "testdata/dsl/cases.txt"

// dslCase is one line of testdata/dsl/cases.txt (its header describes the
// format).
type dslCase struct {
	line             int
	ok               bool
	fn, params, call string
	want             string
	tail             string // " !! ..." as written
}

func loadDSLCases(t *testing.T) ([]dslCase, []string) {
	t.Helper()
	data, err := os.ReadFile(dslCasesFile)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	var cases []dslCase
	params, fn := "", "@pl.function"
	for i, l := range lines {
		switch {
		case strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#"):
			continue
		case strings.HasPrefix(l, "params "):
			params = strings.TrimPrefix(l, "params ")
			continue
		case strings.HasPrefix(l, "func "):
			fn = strings.TrimPrefix(l, "func ")
			continue
		}
		kind, rest, _ := strings.Cut(l, " ")
		if kind != "ok" && kind != "err" {
			t.Fatalf("%s:%d: unknown case kind %q", dslCasesFile, i+1, kind)
		}
		c := dslCase{line: i, ok: kind == "ok", fn: fn, params: params}
		if k := strings.Index(rest, " !! "); k >= 0 {
			c.tail, rest = rest[k:], rest[:k]
		}
		call, want, ok := strings.Cut(rest, " => ")
		if !ok {
			t.Fatalf("%s:%d: no \" => \" in %q", dslCasesFile, i+1, l)
		}
		c.call, c.want = call, strings.ReplaceAll(want, `\n`, "\n")
		cases = append(cases, c)
	}
	return cases, lines
}

// dslCaseProgram is the one-statement program of a case, as
// scripts/check_dsl_cases.py builds it for PyPTO.
func dslCaseProgram(c dslCase) string {
	return "import math\nimport pypto.language as pl\nimport pypto.language.distributed as pld\n\n@pl.program\nclass P:\n    " + c.fn + "\n    def f(self, " + c.params + "):\n        r = " + c.call + "\n"
}

// dslCaseResult parses a case with irfuzz: the printed statement of r, or
// the error's message without its position.
func dslCaseResult(c dslCase) (string, error) {
	p, err := Parse("case.py", dslCaseProgram(c))
	if err != nil {
		var se *SyntaxError
		if errors.As(err, &se) {
			return "", errors.New(se.Msg)
		}
		return "", err
	}
	for _, l := range strings.Split(Print(p), "\n") {
		if s := strings.TrimSpace(l); strings.HasPrefix(s, "r:") || strings.HasPrefix(s, "r =") {
			return s, nil
		}
	}
	return "", errors.New("no statement of r in:\n" + Print(p))
}

// TestDSLCases runs every case of testdata/dsl/cases.txt: a DSL call
// irfuzz must accept and print exactly as PyPTO prints it (the statement
// `r: <type> = <call>`: the IR call the wrapper builds, with its
// arguments, kwargs and their order, and the deduced type), or reject with
// exactly the case's message. scripts/check_dsl_cases.py checks the same
// cases against the real PyPTO.
func TestDSLCases(t *testing.T) {
	cases, lines := loadDSLCases(t)
	for _, c := range cases {
		got, err := dslCaseResult(c)
		if err != nil {
			got = err.Error()
		}
		if *updateDSLCases {
			kind := "err"
			if err == nil {
				kind = "ok"
			}
			lines[c.line] = kind + " " + c.call + " => " + strings.ReplaceAll(got, "\n", `\n`) + c.tail
			continue
		}
		switch {
		case c.ok && err != nil:
			t.Errorf("%s:%d: %s rejected: %s", dslCasesFile, c.line+1, c.call, got)
		case !c.ok && err == nil:
			t.Errorf("%s:%d: %s accepted: %s", dslCasesFile, c.line+1, c.call, got)
		case got != c.want:
			t.Errorf("%s:%d: %s\n got %s\nwant %s", dslCasesFile, c.line+1, c.call, got, c.want)
		}
	}
	if *updateDSLCases {
		if err := os.WriteFile(dslCasesFile, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDSLTable builds the wrapper table: a malformed declaration, or a
// name declared twice, panics.
func TestDSLTable(t *testing.T) {
	if len(dslTable()) == 0 {
		t.Fatal("empty DSL table")
	}
	for name, f := range dslTable() {
		if strings.HasPrefix(f.op, "=") {
			if _, ok := dslLookup(name); !ok {
				t.Errorf("%s re-exports %s, which is not declared", name, f.op[1:])
			}
		}
	}
}
