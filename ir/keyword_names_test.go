package ir

import (
	"strings"
	"testing"
)

// TestParseRefusesKeywordNames pins that a Python keyword where a name goes
// is a syntax error, as in Python (FuzzParse found a function named "or"
// printing as "or_", which parsed back as another function).
func TestParseRefusesKeywordNames(t *testing.T) {
	head := "import pypto.language as pl\n\n@pl.program\nclass P:\n    @pl.function\n"
	cases := []struct{ src, err string }{
		{"    def or(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        return a\n",
			`x.py:6:9: expected a name, found keyword "or"`},
		{"    def k(self, not: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        return a\n",
			`x.py:6:17: expected a name, found keyword "not"`},
		{"    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        pass: pl.Tensor[[64], pl.FP32] = a\n        return a\n",
			`x.py:7:13: expected end of line, found ":"`},
		{"    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        b = a.or\n        return b\n",
			`x.py:7:15: expected a name, found keyword "or"`},
		{"    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        True = a\n        return a\n",
			`x.py:7:9: cannot assign to True`},
		{"    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        b, None = a, a\n        return a\n",
			`x.py:7:12: cannot assign to None`},
		{"    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        for yield in pl.range(4):\n            pass\n        return a\n",
			`x.py:7:13: expected a loop target, found keyword "yield"`},
		{"    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        b = pl.add(a, a, in=1)\n        return b\n",
			`x.py:7:26: keyword "in" cannot name an argument`},
		{"    def k(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        b = -assert\n        return b\n",
			`x.py:7:14: expected an expression, found keyword "assert"`},
	}
	for _, c := range cases {
		_, err := Parse("x.py", head+c.src)
		if err == nil || err.Error() != c.err {
			t.Errorf("%q: got %v, want %s", strings.SplitN(c.src, "\n", 3)[1], err, c.err)
		}
	}
}

// TestPrintGlobalNamesVerbatim pins that function and program names named
// pl or self print as they parsed, as PyPTO prints them (FuzzParse found
// "def pl" printing as "def pl_", another function on reparse).
func TestPrintGlobalNamesVerbatim(t *testing.T) {
	src := "import pypto.language as pl\n\n@pl.program\nclass self:\n" +
		"    @pl.function\n    def pl(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        return a\n" +
		"    @pl.function\n    def self(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n" +
		"        b: pl.Tensor[[64], pl.FP32] = self.pl(a)\n        return b\n"
	want := "# pypto.program: self\nimport pypto.language as pl\n\n@pl.program\nclass self:\n" +
		"    @pl.function\n    def pl(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        return a\n" +
		"    @pl.function\n    def self(self, a: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n" +
		"        b: pl.Tensor[[64], pl.FP32] = self.pl(a)\n        return b\n"
	p, err := Parse("x.py", src)
	if err != nil {
		t.Fatal(err)
	}
	got := Print(p)
	if got != want {
		t.Fatalf("%s", lineDiff(want, got))
	}
	p2, err := Parse("y.py", got)
	if err != nil {
		t.Fatal(err)
	}
	if d := Diff(p, p2); d != "" {
		t.Fatal(d)
	}
}

// TestSanitizeNames pins the two name sanitizers: a variable also avoids
// the names the printed module binds, a function or program only Python's
// keywords.
func TestSanitizeNames(t *testing.T) {
	cases := []struct{ in, v, g string }{
		{"or", "or_", "or_"},
		{"pl", "pl_", "pl"},
		{"self", "self_", "self"},
		{"a-b", "a_b", "a_b"},
		{"9x", "v9x", "v9x"},
		{"", "v", "v"},
	}
	for _, c := range cases {
		if got := SanitizeName(c.in); got != c.v {
			t.Errorf("SanitizeName(%q) = %q, want %q", c.in, got, c.v)
		}
		if got := globalName(c.in); got != c.g {
			t.Errorf("globalName(%q) = %q, want %q", c.in, got, c.g)
		}
	}
}
