package ir

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// testPrograms returns the PyPTO programs under testdata/programs.
func testPrograms(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/programs/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	return files
}

func mustParseFile(t testing.TB, path string) *Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(path, string(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return p
}

// TestRoundTrip checks, for every test program, that the canonical text
// matches its golden file, that parsing the golden text gives a program
// equal (strictly, MemRefs included) to the original, that printing that
// reproduces the golden text byte for byte, and that hash and clone agree.
func TestRoundTrip(t *testing.T) {
	for _, path := range testPrograms(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			p := mustParseFile(t, path)
			text := Print(p)
			golden := strings.TrimSuffix(path, ".py") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if text != string(want) {
				t.Fatalf("printed text differs from %s (run with -update after review):\n%s", golden, lineDiff(string(want), text))
			}
			p2, err := Parse(golden, text)
			if err != nil {
				t.Fatalf("reparse of printed text: %v", err)
			}
			if d := DiffStrict(p, p2); d != "" {
				t.Fatalf("parse(print(p)) != p: %s", d)
			}
			if got := Print(p2); got != text {
				t.Fatalf("print(parse(print(p))) != print(p):\n%s", lineDiff(text, got))
			}
			if Hash(p) != Hash(p2) {
				t.Fatalf("equal programs hash differently: %x vs %x", Hash(p), Hash(p2))
			}
			c := Clone(p)
			if d := DiffStrict(p, c); d != "" {
				t.Fatalf("clone differs: %s", d)
			}
			if Print(c) != text {
				t.Fatalf("clone prints differently")
			}
		})
	}
}

// lineDiff shows the first differing line of two texts.
func lineDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return "line " + itoa(i+1) + ":\n  want: " + w + "\n  got:  " + g
		}
	}
	return "(texts differ only in line endings)"
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

func mustReadFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
