package layers

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

var opNameLit = regexp.MustCompile(`^"((?:tile|tensor|system)\.[a-z_0-9]+)"$`)

// walkNonTestGo parses every non-test Go file outside ir/ (and outside
// testdata and hidden directories) and hands it to fn with its path
// relative to the module root.
func walkNonTestGo(t *testing.T, fn func(rel string, fset *token.FileSet, f *ast.File)) {
	t.Helper()
	root := filepath.Join("..", "..")
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
		fn(rel, fset, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestNoOpNameComparisons: outside ir/, code compares ops by identity
// (c.Op == ir.TileLoad), never by name: no ==, != or case label with the
// name of a registered op as a string literal, and no isNamed of one. A
// misspelt identity does not compile; a misspelt name silently never
// matches.
func TestNoOpNameComparisons(t *testing.T) {
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
	walkNonTestGo(t, func(rel string, fset *token.FileSet, f *ast.File) {
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
	})
	for file, n := range found {
		t.Errorf("%s compares %d registered op names; compare by identity (ir.TileLoad, ...)", file, n)
	}
	if t.Failed() {
		t.Logf("comparisons:\n%s", strings.Join(where, "\n"))
	}
}

// opNameLiteralsAllowed lists the places outside ir/ that must spell a
// registered op's name as a string literal (a flag parser, a user-facing
// message), keyed by "file: name" (file relative to the module root), each
// with its reason. It is empty: every use of an op outside ir/ is by value
// (ir.TileLoad), and code that needs a name takes it from the op (.Name).
// A textual program spells op names inside a longer literal, which is not
// an op name and is not flagged.
var opNameLiteralsAllowed = map[string]string{}

// TestNoOpNameLiterals: outside ir/, no non-test Go file holds a string
// literal that is exactly the name of a registered op (ir.Op(name) !=
// nil), in any use: table keys, lists, calls built by name. Such a name is
// an identity a misspelling turns into a silent miss or a run-time nil;
// ir.TileLoad and its kin are identities the compiler checks. Names the
// registry lacks (tensor.slice, ...) are not ops and may be spelt.
func TestNoOpNameLiterals(t *testing.T) {
	found := map[string]int{}
	used := map[string]bool{}
	var where []string
	walkNonTestGo(t, func(rel string, fset *token.FileSet, f *ast.File) {
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || ir.Op(s) == nil {
				return true
			}
			if key := rel + ": " + s; opNameLiteralsAllowed[key] != "" {
				used[key] = true
				return true
			}
			found[rel]++
			where = append(where, fset.Position(lit.Pos()).String()+": "+strconv.Quote(s))
			return true
		})
	})
	files := make([]string, 0, len(found))
	for file := range found {
		files = append(files, file)
	}
	sort.Strings(files)
	for _, file := range files {
		t.Errorf("%s spells the name of a registered op %d times; use the op's value (ir.TileLoad, ...)", file, found[file])
	}
	keys := make([]string, 0, len(opNameLiteralsAllowed))
	for key := range opNameLiteralsAllowed {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		if !used[key] {
			t.Errorf("allow-list entry %q matches no literal; drop it", key)
		}
	}
	if t.Failed() {
		t.Logf("literals:\n%s", strings.Join(where, "\n"))
	}
}

func asLit(e ast.Expr) *ast.BasicLit {
	lit, _ := e.(*ast.BasicLit)
	return lit
}
