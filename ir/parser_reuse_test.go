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

// TestParseScratch checks that ParseScratch, used for many inputs in turn
// (errors among them, Parse calls between them), builds each program as a
// fresh Parse does, structure and print: the reused slabs, lists and maps
// carry nothing from one program to the next.
func TestParseScratch(t *testing.T) {
	var inputs []string
	for _, path := range testPrograms(t) {
		src := string(mustReadFile(t, path))
		inputs = append(inputs, src, src[:len(src)/2])
	}
	ps := NewParser(Ops())
	for round := 0; round < 2; round++ {
		for i, src := range inputs {
			got, gerr := ps.ParseScratch("in.py", src)
			want, werr := Parse("in.py", src)
			if (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
				t.Fatalf("round %d, input %d: ParseScratch error %v, Parse error %v", round, i, gerr, werr)
			}
			if gerr != nil {
				continue
			}
			if d := Diff(got, want); d != "" {
				t.Fatalf("round %d, input %d: ParseScratch and Parse differ: %s", round, i, d)
			}
			if g, w := Print(got), Print(want); g != w {
				t.Fatalf("round %d, input %d: ParseScratch prints\n%s\nParse prints\n%s", round, i, g, w)
			}
			if i%3 == 0 { // a Parse between scratch parses leaves them alone
				if _, err := ps.Parse("in.py", src); (err == nil) != (werr == nil) {
					t.Fatalf("round %d, input %d: Parse after ParseScratch: %v", round, i, err)
				}
			}
		}
	}
}

// TestParseScratchForgets: module constants, pl.dynamic dims and import
// aliases of one scratch program are unknown to the next, as they are to
// a fresh Parse.
func TestParseScratchForgets(t *testing.T) {
	const first = `import pypto.language as pk

N = 16
M = pk.dynamic("M")


@pk.program
class P:
    @pk.function(type=pk.FunctionType.InCore)
    def f(self, x: pk.Tensor[[M, N], pk.FP32]) -> pk.Tensor[[M, N], pk.FP32]:
        return x
`
	for _, c := range []struct{ name, drop string }{
		{"constant", "N = 16\n"},
		{"dynamic dim", "M = pk.dynamic(\"M\")\n"},
		{"alias", "import pypto.language as pk\n"},
	} {
		second := strings.Replace(first, c.drop, "", 1)
		ps := NewParser(Ops())
		if _, err := ps.ParseScratch("first.py", first); err != nil {
			t.Fatalf("first: %v", err)
		}
		_, err := ps.ParseScratch("second.py", second)
		_, want := Parse("second.py", second)
		if err == nil || want == nil || err.Error() != want.Error() {
			t.Errorf("%s dropped: ParseScratch after first gives error %v, fresh Parse %v", c.name, err, want)
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
