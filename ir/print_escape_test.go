package ir

import (
	"strings"
	"testing"
)

// memrefProgram is a program whose one tile names its MemRef base by the
// string literal lit.
func memrefProgram(lit string) string {
	return "import pypto.language as pl\n\n@pl.program\nclass P:\n" +
		"    @pl.function(type=pl.FunctionType.InCore)\n" +
		"    def k(self, a: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:\n" +
		"        t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(" + lit + "), pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])\n" +
		"        return a\n"
}

// memrefPrinted is Print(Parse(memrefProgram(lit))) for a base printing as
// printed.
func memrefPrinted(printed string) string {
	return "# pypto.program: P\nimport pypto.language as pl\n\n@pl.program\nclass P:\n" +
		"    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)\n" +
		"    def k(a: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:\n" +
		"        t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(" + printed + "), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)\n" +
		"        return a\n"
}

// scopeProgram is a program with one pl.at scope whose name_hint is the
// string literal lit.
func scopeProgram(lit string) string {
	return "import pypto.language as pl\n\n@pl.program\nclass P:\n" +
		"    @pl.function\n" +
		"    def k(self, a: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:\n" +
		"        with pl.at(level=pl.Level.CORE_GROUP, name_hint=" + lit + "):\n" +
		"            pl.system.bar_v()\n" +
		"        return a\n"
}

func scopePrinted(printed string) string {
	return "# pypto.program: P\nimport pypto.language as pl\n\n@pl.program\nclass P:\n" +
		"    @pl.function\n" +
		"    def k(self, a: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:\n" +
		"        with pl.at(level=pl.Level.CORE_GROUP, name_hint=" + printed + "):\n" +
		"            pl.system.bar_v()\n" +
		"        return a\n"
}

// TestPrintStringEscapes pins how a MemRef base prints: double-quoted as
// PyPTO prints it, every escape Python reads decoded on parse and printed
// back as Python's repr spells it (FuzzParse found "\r" parsing as
// backslash-r and a CR printing as Go's "\r", which did not parse back as a
// CR). A name_hint must be an identifier (ast_parser.py:3851-3874), so
// every one of these but "éé", "ab" and "pq" is refused as one.
func TestPrintStringEscapes(t *testing.T) {
	cases := []struct{ lit, printed string }{
		{`"\r"`, `"\r"`},
		{`"\\r"`, `"\\r"`},
		{`"a\x0db"`, `"a\rb"`},
		{`"\n\t"`, `"\n\t"`},
		{`"\a\b\f\v\x00\x1f\x7f"`, `"\x07\x08\x0c\x0b\x00\x1f\x7f"`},
		{`"\0\101\1010"`, `"\x00AA0"`},
		{`"\x80\xa0\xe9"`, `"\x80\xa0é"`},
		{`"é\u00e9\U0001F600"`, `"éé😀"`},
		{`"é\u00e9"`, `"éé"`},
		{`"\u200b\U000e0001"`, `"\u200b\U000e0001"`},
		{`'"\''`, `"\"'"`},
		{`"\q"`, `"\\q"`},
		{`"a\` + "\n" + `b"`, `"ab"`},
		{`"p" 'q'`, `"pq"`},
	}
	for _, c := range cases {
		for _, f := range []struct {
			name      string
			src, want func(string) string
		}{{"memref", memrefProgram, memrefPrinted}, {"name_hint", scopeProgram, scopePrinted}} {
			p, err := Parse("x.py", f.src(c.lit))
			if f.name == "name_hint" && c.printed != `"pq"` && c.printed != `"ab"` && c.printed != `"éé"` {
				if err == nil || !strings.Contains(err.Error(), "pl.at() 'name_hint' must be a valid non-keyword identifier, got ") {
					t.Errorf("%s %s: got %v, want the identifier error", f.name, c.lit, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s %s: %v", f.name, c.lit, err)
				continue
			}
			got := Print(p)
			if want := f.want(c.printed); got != want {
				t.Errorf("%s %s:\n%s", f.name, c.lit, lineDiff(want, got))
				continue
			}
			p2, err := Parse("y.py", got)
			if err != nil {
				t.Errorf("%s %s: reparse: %v", f.name, c.lit, err)
				continue
			}
			if d := Diff(p, p2); d != "" {
				t.Errorf("%s %s: reparse differs: %s", f.name, c.lit, d)
			}
		}
	}
}

// TestStringLiteralErrors pins the literals the lexer refuses.
func TestStringLiteralErrors(t *testing.T) {
	cases := []struct{ lit, err string }{
		{`"\x4"`, `x.py:7:58: invalid \x escape in string`},
		{`"\u12"`, `x.py:7:58: invalid \u escape in string`},
		{`"\U00110000"`, `x.py:7:58: \U escape 00110000 is not a valid code point`},
		{`"\ud800"`, `x.py:7:58: \u escape d800 is not a valid code point`},
		{`"\N{DASH}"`, `x.py:7:58: \N{...} escapes are not supported`},
		{"\"\xff\"", `x.py:7:58: string literal is not valid UTF-8`},
	}
	for _, c := range cases {
		_, err := Parse("x.py", scopeProgram(c.lit))
		if err == nil || err.Error() != c.err {
			t.Errorf("%s: got %v, want %s", c.lit, err, c.err)
		}
	}
}

// TestPyQuote pins the quoting of strings that only a program built in
// memory holds: a byte that is not UTF-8 prints as \x.
func TestPyQuote(t *testing.T) {
	cases := []struct{ in, dq, sq string }{
		{"", `""`, `''`},
		{"a\xffb", `"a\xffb"`, `'a\xffb'`},
		{`'"`, `"'\""`, `'\'"'`},
		{"\u00a0\u0085", `"\xa0\x85"`, `'\xa0\x85'`},
	}
	for _, c := range cases {
		if got := pyDQString(c.in); got != c.dq {
			t.Errorf("pyDQString(%q) = %s, want %s", c.in, got, c.dq)
		}
		if got := pyString(c.in); got != c.sq {
			t.Errorf("pyString(%q) = %s, want %s", c.in, got, c.sq)
		}
	}
}
