package corpus

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParseEntry: ParseEntry never panics on any bytes, every error is a
// *Problem, and whatever it accepts formats and reads back to the same
// entry.
func FuzzParseEntry(f *testing.F) {
	for _, glob := range []string{"testdata/*.py", "testdata/corrupt/*.py"} {
		paths, _ := filepath.Glob(glob)
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Add([]byte(Magic + "\n# signature: \"a\\n\"\n# status: open\n# choices: 0*3.1\n# x: \"\"\n#\n\nimport pypto.language as pl\n"))
	f.Add([]byte(Magic + "\r\n# signature: s\r\n# status: fixed\r\n# first_seen: 2026-01-01T00:00:00.5Z\r\n\r\n\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := ParseEntry("f.py", data)
		if err != nil {
			var p *Problem
			if !errors.As(err, &p) || p.Path != "f.py" {
				t.Fatalf("error %v (%T) is not a *Problem for f.py", err, err)
			}
			return
		}
		text, err := Format(e)
		if err != nil {
			t.Fatalf("accepted entry does not format: %v", err)
		}
		back, err := ParseEntry("f.py", text)
		if err != nil {
			t.Fatalf("formatted entry does not parse: %v\n%s", err, text)
		}
		sameEntry(t, back, e)
	})
}
