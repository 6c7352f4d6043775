package reports

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportsOnlyResults keeps reports renderable without linking the
// fuzzer: of irfuzz, its files (tests included) import campaign/results only.
func TestImportsOnlyResults(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files: %v", err)
	}
	const module = "github.com/irfuzz/irfuzz/"
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(path, module) && path != module+"campaign/results" {
				t.Errorf("%s imports %s", name, path)
			}
		}
	}
}
