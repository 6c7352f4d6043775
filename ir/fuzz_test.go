package ir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary text to the parser. The parser must never
// panic; whatever it accepts must print, re-parse to an equal program and
// print identically again.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/programs/*.py")
	syntax, _ := filepath.Glob("testdata/syntax/*.py")
	for _, path := range append(files, syntax...) {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, src string) {
		p, err := Parse("fuzz.py", src)
		if err != nil {
			if strings.Contains(err.Error(), "internal parser error") {
				t.Fatalf("parser panicked: %v", err)
			}
			return
		}
		text := Print(p)
		p2, err := Parse("reprint.py", text)
		if err != nil {
			t.Fatalf("printed program does not parse: %v\n%s", err, text)
		}
		if d := Diff(p, p2); d != "" {
			t.Fatalf("parse(print(p)) != p: %s\n%s", d, text)
		}
		if again := Print(p2); again != text {
			t.Fatalf("printing is not canonical:\n%s", lineDiff(text, again))
		}
	})
}
