package ir

import (
	"fmt"
	"strings"
	"testing"
)

func mustParse(t testing.TB, src string) *Program {
	t.Helper()
	p, err := Parse("t.py", src)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

const eqBase = `import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        a: pl.Tile[[32, 64], pl.FP32, pl.MemRef("m0", 0, 8192), pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        b = pl.exp(a)
        for i, (c,) in pl.range(4, init_values=(b,)):
            d = pl.add(c, a)
            r = pl.yield_(d)
        o = pl.store(r, [0, 0], out)
        return o
`

func TestEqualUpToRenaming(t *testing.T) {
	a := mustParse(t, eqBase)
	renamed := `import pypto.language as pl

@pl.program
class Other:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, src: pl.Tensor[[32, 64], pl.FP32], dst: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t0: pl.Tile[[32, 64], pl.FP32, pl.MemRef("buf", 0, 8192), pl.Mem.Vec] = pl.load(src, [0, 0], [32, 64])
        t1 = pl.exp(t0)
        for j, (acc,) in pl.range(4, init_values=(t1,)):
            nxt = pl.add(acc, t0)
            fin = pl.yield_(nxt)
        res = pl.store(fin, [0, 0], dst)
        return res
`
	b := mustParse(t, renamed)
	if d := DiffStrict(a, b); d != "" {
		t.Fatalf("renamed program differs: %s", d)
	}
	if Hash(a) != Hash(b) {
		t.Fatalf("renamed program hashes differently")
	}
}

func TestDiffPaths(t *testing.T) {
	a := mustParse(t, eqBase)
	for _, tc := range []struct {
		name, from, to, want string
		strict               bool
	}{
		{"op", "pl.add(c, a)", "pl.sub(c, a)", "func k / stmt 2 / for i / body / stmt 0 / assign d: call tile.add vs tile.sub", false},
		{"operand", "pl.add(c, a)", "pl.add(c, c)", "func k / stmt 2 / for i / body / stmt 0 / assign d / tile.add / args[1]: a vs c (iter arg vs variable)", false},
		{"constant", "pl.range(4,", "pl.range(5,", "func k / stmt 2 / for i / stop: 4 vs 5", false},
		{"window", "[0, 0], [32, 64])\n        b", "[0, 0], [16, 64])\n        b", "func k / stmt 0 / assign a: Type annotation", false},
		{"param", "out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]", "out: pl.Out[pl.Tensor[[32, 64], pl.FP16]]", "func k / param 1 (out): dtype FP32 vs FP16", false},
		{"memref strict", `"m0", 0, 8192`, `"m0", 32, 8192`, "func k / stmt 0 / assign a / tile.load / type / memref / byte_offset: 0 vs 32", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Replace(eqBase, tc.from, tc.to, 1)
			b, err := Parse("t.py", src)
			if err != nil {
				if !strings.Contains(err.Error(), "Type annotation") || !strings.Contains(tc.want, "Type annotation") {
					t.Fatal(err)
				}
				return
			}
			d := Diff(a, b)
			if tc.strict {
				if d != "" {
					t.Fatalf("non-strict equality saw a MemRef difference: %s", d)
				}
				d = DiffStrict(a, b)
			}
			if d != tc.want {
				t.Errorf("diff =\n  %s\nwant\n  %s", d, tc.want)
			}
			if Hash(a) == Hash(b) && !tc.strict {
				t.Errorf("different programs hash equal")
			}
		})
	}
}

func TestEqualRejectsNonBijection(t *testing.T) {
	// a + a vs a + b: the left maps one variable to two.
	src := `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Scalar[pl.INDEX], y: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        r: pl.Scalar[pl.INDEX] = x + %s
        return r
`
	a := mustParse(t, strings.Replace(src, "%s", "x", 1))
	b := mustParse(t, strings.Replace(src, "%s", "y", 1))
	if d := Diff(a, b); d != "func f / stmt 0 / assign r: variable x vs y" {
		t.Errorf("diff = %q", d)
	}
}

func TestCloneIsDeep(t *testing.T) {
	p := mustParse(t, eqBase)
	c := Clone(p)
	orig := map[*Var]bool{}
	DefSites(p.Funcs[0], func(v *Var) { orig[v] = true })
	DefSites(c.Funcs[0], func(v *Var) {
		if orig[v] {
			t.Errorf("clone shares variable %s", v.Name)
		}
	})
	if d := DiffStrict(p, c); d != "" {
		t.Errorf("clone differs: %s", d)
	}
}

func TestMutatorCopyOnWrite(t *testing.T) {
	p := mustParse(t, eqBase)
	before := Print(p)
	// Replace every tile.exp by tile.neg; the input must stay untouched.
	m := &Mutator{Expr: func(e Expr) Expr {
		if c, ok := e.(*Call); ok && c.OpName() == "tile.exp" {
			n, err := Ops().Create("tile.neg", c.Args, nil, c.Pos)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		return e
	}}
	q := m.Program(p)
	if Print(p) != before {
		t.Fatalf("mutator changed its input")
	}
	if !strings.Contains(Print(q), "pl.tile.neg(a)") || strings.Contains(Print(q), "tile.exp") {
		t.Fatalf("mutation missing:\n%s", Print(q))
	}
	// An unchanged subtree keeps its identity.
	unchanged := (&Mutator{}).Program(p)
	if unchanged != p {
		t.Fatalf("identity mutator rebuilt the program")
	}
	// Dropping a statement with the Stmt hook.
	drop := &Mutator{Stmt: func(s Stmt) Stmt {
		if es, ok := s.(*EvalStmt); ok && es != nil {
			return nil
		}
		return s
	}}
	if drop.Program(p) != p {
		t.Fatalf("no EvalStmt to drop, yet the program was rebuilt")
	}
}

func TestWalkVisitsUsesInOrder(t *testing.T) {
	p := mustParse(t, eqBase)
	var ops []string
	Walk(p, func(n Node) bool {
		if c, ok := n.(*Call); ok {
			ops = append(ops, c.OpName())
		}
		return true
	})
	if got := strings.Join(ops, ","); got != "tile.load,tile.exp,tile.add,tile.store" {
		t.Errorf("walk order = %s", got)
	}
}

// TestStmtKindIsTypeName: stmtKind's table names each statement type as
// its Go type does, which diffs print.
func TestStmtKindIsTypeName(t *testing.T) {
	for _, s := range []Stmt{&SeqStmts{}, &AssignStmt{}, &EvalStmt{}, &YieldStmt{}, &ReturnStmt{}, &BreakStmt{}, &ContinueStmt{},
		&IfStmt{}, &ForStmt{}, &WhileStmt{}, &ScopeStmt{}} {
		if got, want := stmtKind(s), strings.TrimPrefix(fmt.Sprintf("%T", s), "*ir."); got != want {
			t.Errorf("stmtKind(%T) = %q, want %q", s, got, want)
		}
	}
}
