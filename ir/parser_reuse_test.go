package ir

import (
	"strings"
	"testing"
)

// TestParserReuse checks that one Parser used for many inputs in turn,
// errors among them, gives each the result a fresh Parse gives: the
// reused token buffer and syntax-tree chunks carry nothing from one parse
// to the next.
func TestParserReuse(t *testing.T) {
	var inputs []string
	for _, path := range testPrograms(t) {
		src := string(mustReadFile(t, path))
		inputs = append(inputs, src)
		// prefixes and a copy with a line doubled: parse and lexical
		// errors between good programs
		for i := len(src) / 3; i < len(src); i += len(src) / 5 {
			inputs = append(inputs, src[:i])
		}
		inputs = append(inputs, strings.Replace(src, "\n", "\n\n\t\"\n", 3), src+src)
	}
	describe := func(p *Program, err error) string {
		if err != nil {
			return "error: " + err.Error()
		}
		return Print(p)
	}
	ps := NewParser(Ops())
	for round := 0; round < 2; round++ {
		for i, src := range inputs {
			got := describe(ps.Parse("in.py", src))
			want := describe(Parse("in.py", src))
			if got != want {
				t.Fatalf("round %d, input %d: reused Parser gives\n%s\nfresh Parse gives\n%s", round, i, got, want)
			}
		}
	}
}

// TestPrinterReuse checks that one Printer used for many programs in turn
// prints each as Print does.
func TestPrinterReuse(t *testing.T) {
	var progs []*Program
	for _, path := range testPrograms(t) {
		progs = append(progs, mustParseFile(t, path))
	}
	var pp Printer
	var buf []byte
	for round := 0; round < 2; round++ {
		for i, p := range progs {
			buf = pp.Append(buf[:0], p)
			if got, want := string(buf), Print(p); got != want {
				t.Fatalf("round %d, program %d: reused Printer gives\n%s\nPrint gives\n%s", round, i, got, want)
			}
		}
	}
}
