package minimize

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/edits")

// TestEdits pins down every L2 delta pass: for each program of
// testdata/edits/*.py, every site of every pass is applied alone and the
// rebuilt program (printed, and marked when it fails the validity gate)
// or the rebuild error is compared with <name>.golden. Run with -update
// to rewrite the golden files after a deliberate change.
func TestEdits(t *testing.T) {
	files, err := filepath.Glob("testdata/edits/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no edit programs: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			k := mustKernel(t, path)
			var b strings.Builder
			for _, d := range deltas {
				sites := d.sites(k.prog)
				fmt.Fprintf(&b, "==== %s: %d sites\n", d.name, len(sites))
				for i, s := range sites {
					fmt.Fprintf(&b, "---- %s #%d: ", d.name, i)
					e := newEdit()
					s.apply(e)
					p, err := e.apply(k.prog)
					if err != nil {
						fmt.Fprintf(&b, "rejected: %v\n", err)
						continue
					}
					text := ir.Print(p)
					q, err := ir.Parse("edit.py", text)
					if err != nil {
						fmt.Fprintf(&b, "does not parse: %v\n", err)
						continue
					}
					if ds := verifier.Default().Verify(&verifier.Context{}, gateProps, q); verifier.HasErrors(ds) {
						fmt.Fprintf(&b, "invalid (%s)\n", firstError(ds))
					} else {
						b.WriteString("valid\n")
					}
					b.WriteString(body(text))
				}
			}
			golden := strings.TrimSuffix(path, ".py") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if got := b.String(); got != string(want) {
				t.Errorf("edits of %s differ from %s (run with -update and review the diff):\n%s", path, golden, firstDiff(got, string(want)))
			}
		})
	}
}

// body is a printed program from its function's def line on.
func body(text string) string {
	if i := strings.Index(text, "    def "); i >= 0 {
		return text[i:]
	}
	return text
}

func firstError(ds []verifier.Diagnostic) string {
	for _, d := range ds {
		if d.Severity == verifier.Error {
			return d.Rule + ": " + d.Message
		}
	}
	return ""
}

// firstDiff shows the first differing line of two texts.
func firstDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var a, b string
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n got %s\nwant %s", i+1, a, b)
		}
	}
	return ""
}
