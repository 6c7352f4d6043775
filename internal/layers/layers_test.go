package layers

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/irfuzz/irfuzz/"

// allowed lists, per package, the packages of ours its non-test files may
// import. A package missing here fails the test: say where it sits.
var allowed = map[string][]string{
	"ir":                   {},
	"backend":              {"ir"},
	"verifier":             {"ir", "ir/arith", "backend"}, // TypeCheck proves extents with the analyzer, as PyPTO's type_inference.cpp does
	"pipeline":             {"ir", "ir/arith", "verifier", "backend"},
	"sim":                  {"ir"},
	"sim/ref":              {"ir", "sim"},
	"sim/ascend":           {"ir", "backend", "sim"},
	"sim/pto":              {"ir", "sim/ascend"},
	"sut":                  {},
	"sut/pypto":            {"ir", "sut"},
	"sut/model":            {"ir", "backend", "verifier", "pipeline", "sut"},
	"gen/choice":           {},
	"gen":                  {"ir", "backend", "gen/choice", "pipeline"},
	"oracle":               {"ir", "backend", "verifier", "pipeline", "sim", "sim/ref", "sim/ascend", "sim/pto", "sut"},
	"corpus":               {"ir", "oracle", "gen/choice", "internal/atomicfile"},
	"minimize":             {"ir", "gen", "oracle", "pipeline", "verifier"},
	"campaign/results":     {"internal/atomicfile"},
	"known":                {"corpus", "oracle"},
	"campaign":             {"ir", "backend", "gen", "gen/choice", "oracle", "pipeline", "corpus", "campaign/results", "campaign/feedback", "internal/atomicfile", "sut", "sut/pypto", "known"},
	"campaign/feedback":    {"ir", "sim/ascend", "gen/choice", "internal/atomicfile"},
	"campaign/cluster":     {"campaign", "campaign/results", "campaign/feedback", "corpus", "oracle", "sut"},
	"reports":              {"campaign/results"},
	"internal/atomicfile":  {},
	"internal/benchkernel": {},
	"internal/pyptotest":   {},
	"internal/testcerts":   {},
	"internal/layers":      {},
	"ir/arith":             {"ir"},
	"cmd/irfuzz":           nil, // the commands may import anything
	"cmd/minimize":         nil,
}

func TestLayers(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		want, known := allowed[pkg]
		if !known {
			t.Errorf("package %s is not in the layer table", pkg)
			return nil
		}
		if want == nil {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if dep, ours := strings.CutPrefix(p, module); ours && !slices.Contains(want, dep) {
				t.Errorf("%s imports %s, which %s may not", path, dep, pkg)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
