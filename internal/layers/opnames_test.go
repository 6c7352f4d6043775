package layers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

var opNameLit = regexp.MustCompile(`^"((?:tile|tensor|system)\.[a-z_0-9]+)"$`)

// TestNoOpNameComparisons: outside ir/, code compares ops by identity
// (c.Op == ir.TileLoad), never by name: no ==, != or case label with the
// name of a registered op as a string literal, and no isNamed of one. A
// misspelt identity does not compile; a misspelt name silently never
// matches.
func TestNoOpNameComparisons(t *testing.T) {
	root := filepath.Join("..", "..")
	found := map[string]int{}
	var where []string
	registered := func(lit *ast.BasicLit) (string, bool) {
		if lit == nil || lit.Kind != token.STRING {
			return "", false
		}
		m := opNameLit.FindStringSubmatch(lit.Value)
		if m == nil || ir.Op(m[1]) == nil {
			return "", false
		}
		return m[1], true
	}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." && (rel == "ir" || strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		note := func(n ast.Node, name string) {
			found[rel]++
			where = append(where, fset.Position(n.Pos()).String()+": "+strconv.Quote(name))
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if n.Op == token.EQL || n.Op == token.NEQ {
					for _, side := range []ast.Expr{n.X, n.Y} {
						if name, ok := registered(asLit(side)); ok {
							note(n, name)
						}
					}
				}
			case *ast.CaseClause:
				for _, e := range n.List {
					if name, ok := registered(asLit(e)); ok {
						note(e, name)
					}
				}
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "isNamed" && len(n.Args) == 2 {
					if name, ok := registered(asLit(n.Args[1])); ok {
						note(n, name)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for file, n := range found {
		t.Errorf("%s compares %d registered op names; compare by identity (ir.TileLoad, ...)", file, n)
	}
	if t.Failed() {
		t.Logf("comparisons:\n%s", strings.Join(where, "\n"))
	}
}

func asLit(e ast.Expr) *ast.BasicLit {
	lit, _ := e.(*ast.BasicLit)
	return lit
}
