package verifier

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// Helpers shared by the tile rules' and the diagnostic checks' tests.

func tileParse(t *testing.T, name, src string) *ir.Program {
	t.Helper()
	p, err := ir.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func tileRun(prog *ir.Program, r Rule, ctx *Context) []Diagnostic {
	var out []Diagnostic
	r.Verify(NewPass(r.Name(), prog, ctx, &out))
	return out
}

func tileSpan(d Diagnostic) string { return fmt.Sprintf("%d:%d", d.Span.Line, d.Span.Col) }

func parseProgramFile(t *testing.T, path string) *ir.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse(filepath.Base(path), string(src))
	if err != nil {
		t.Fatal(err)
	}
	return p
}
