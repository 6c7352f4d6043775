package ir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// checkTransform parses testdata/<dir>/<before>.before.py, replaces the body
// of every function by what run returns for it and compares the printed
// program with testdata/<dir>/<want>.expected.py byte for byte (-update
// rewrites that file: review the diff before committing). Printed text
// rather than parsed equality, so an expected program may hold a read
// the utility leaves unbound (printed as name__FREE_VAR).
func checkTransform(t *testing.T, dir, before, want string, run func(f *Function) []Stmt) {
	t.Helper()
	p := mustParseFile(t, filepath.Join("testdata", dir, before+".before.py"))
	q := *p
	q.Funcs = make([]*Function, len(p.Funcs))
	for i, f := range p.Funcs {
		n := *f
		n.Body = Seq(StmtSpan(f.Body), run(f)...)
		q.Funcs[i] = &n
	}
	got := Print(&q)
	path := filepath.Join("testdata", dir, want+".expected.py")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if w := string(mustReadFile(t, path)); got != w {
		t.Fatalf("%s differs (run with -update after review):\n%s\ngot:\n%s", path, lineDiff(w, got), got)
	}
}

// dropGone is a statement list that lost part of itself: stmts without, at
// any depth, every statement defining a variable whose name starts with
// "gone" (an assignment, or a loop or branch one of whose results is).
func dropGone(stmts []Stmt) []Stmt {
	gone := func(vs ...*Var) bool {
		for _, v := range vs {
			if strings.HasPrefix(v.Name, "gone") {
				return true
			}
		}
		return false
	}
	var out []Stmt
	for _, st := range stmts {
		switch s := st.(type) {
		case *AssignStmt:
			if gone(s.Var) {
				continue
			}
		case *IfStmt:
			if gone(s.ReturnVars...) {
				continue
			}
		default:
			if _, _, rvs, ok := LoopParts(st); ok && gone(rvs...) {
				continue
			}
		}
		out = append(out, MapBodies(st, dropGone))
	}
	return out
}
