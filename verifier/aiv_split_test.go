package verifier

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Cases of AivSplitValid / AivSplitLoweredValid the PyPTO text format cannot
// express; everything else lives in testdata/AivSplitValid and
// testdata/AivSplitLoweredValid.

func aivParse(t *testing.T, src string) *ir.Program {
	t.Helper()
	p, err := ir.Parse("k.py", src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return p
}

// aivWithBody returns p with its only function's body replaced.
func aivWithBody(p *ir.Program, body ir.Stmt) *ir.Program {
	f := *p.Funcs[0]
	f.Body = body
	return &ir.Program{Name: p.Name, Funcs: []*ir.Function{&f}, Pos: p.Pos}
}

func aivVerify(p *ir.Program, props ...Property) []Diagnostic {
	return Default().Verify(nil, Set(props...), p)
}

// The loop of testdata/AivSplitValid/i_reject_shard_yielded_into_carry.py,
// whose parts the tests below rearrange.
const aivYieldCarrySrc = `import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        with pl.split_aiv(2, mode=pl.SplitMode.NONE):
            seed = pl.tile.full([8, 128], dtype=pl.FP32, value=0.0)
        for i, (carry,) in pl.range(2, init_values=(seed,)):
            with pl.split_aiv(2, mode=pl.SplitMode.NONE):
                inner = pl.tile.add(carry, carry)
            with pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                sh = pl.tile.aiv_shard(acc, split=1)
            rv = pl.yield_(sh)
        return
`

// aivLoopParts splits the program into the statements before the loop, the loop
// and its body statements (consumer region, shard region, yield).
func aivLoopParts(t *testing.T, p *ir.Program) (pre []ir.Stmt, loop *ir.ForStmt, body []ir.Stmt, rest []ir.Stmt) {
	t.Helper()
	stmts := ir.Stmts(p.Funcs[0].Body)
	for i, s := range stmts {
		if l, ok := s.(*ir.ForStmt); ok {
			return stmts[:i], l, ir.Stmts(l.Body), stmts[i+1:]
		}
	}
	t.Fatal("no loop")
	return
}

func aivRebuild(p *ir.Program, pre []ir.Stmt, loop *ir.ForStmt, body ir.Stmt, rest []ir.Stmt) *ir.Program {
	l := *loop
	l.Body = body
	all := append(append(append([]ir.Stmt(nil), pre...), &l), rest...)
	return aivWithBody(p, &ir.SeqStmts{Stmts: all})
}

// TestAivSplitYieldInsideTrailingRegion: ConvertToSSA places a loop's carry
// yield inside a trailing region; check (i) must find it there (PyPTO
// test_boundary_yield_inside_trailing_region_fails). The parser rejects a
// yield ending a scope body, so the IR is rearranged by hand.
func TestAivSplitYieldInsideTrailingRegion(t *testing.T) {
	p := aivParse(t, aivYieldCarrySrc)
	if ds := aivVerify(p, AivSplitValid); len(ds) != 1 || !strings.Contains(ds[0].Message, "yielded back into") {
		t.Fatalf("baseline: %s", describe(ds))
	}
	pre, loop, body, rest := aivLoopParts(t, p)
	consumer, shard, yield := body[0], body[1].(*ir.ScopeStmt), body[2]
	inner := *shard
	inner.Body = &ir.SeqStmts{Stmts: append(append([]ir.Stmt(nil), ir.Stmts(shard.Body)...), yield)}
	q := aivRebuild(p, pre, loop, &ir.SeqStmts{Stmts: []ir.Stmt{consumer, &inner}}, rest)
	ds := aivVerify(q, AivSplitValid)
	if len(ds) != 1 || ds[0].Rule != "AivSplitValid" || ds[0].Code != 0 || ds[0].Span != loop.IterArgs[0].Pos ||
		!strings.HasPrefix(ds[0].Message, "'carry' carries a pl.aiv_shard result across a loop back-edge: it is yielded back into a loop-carried variable") {
		t.Fatalf("yield inside the trailing region:%s", describe(ds))
	}
}

// TestAivSplitNonTrailingYieldNotPaired: only the back edge's yield pairs
// with the iter_args; a yield followed by another statement is not it (PyPTO
// test_non_trailing_yield_is_not_paired_with_iter_args).
func TestAivSplitNonTrailingYieldNotPaired(t *testing.T) {
	p := aivParse(t, aivYieldCarrySrc)
	pre, loop, body, rest := aivLoopParts(t, p)
	q := aivRebuild(p, pre, loop, &ir.SeqStmts{Stmts: []ir.Stmt{body[1], body[2], body[0]}}, rest)
	if ds := aivVerify(q, AivSplitValid); len(ds) != 0 {
		t.Fatalf("non-trailing yield:%s", describe(ds))
	}
}

const aivFlatShardSrc = `import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc]):
        pl.func_attr({"split_aiv": True})
        half = pl.tile.aiv_shard(source, split=1)
        return
`

// aivWithShardKwargs rebuilds the flat shard of aivFlatShardSrc with the given
// kwargs (the registry refuses a missing or out-of-range split, so such a
// call can only be built by hand, as a faulty pass would).
func aivWithShardKwargs(t *testing.T, p *ir.Program, kwargs []ir.Kwarg) (*ir.Program, *ir.Call) {
	t.Helper()
	stmts := ir.Stmts(p.Funcs[0].Body)
	a := stmts[0].(*ir.AssignStmt)
	c := *a.Value.(*ir.Call)
	c.Kwargs = kwargs
	na := *a
	na.Value = &c
	return aivWithBody(p, &ir.SeqStmts{Stmts: append([]ir.Stmt{&na}, stmts[1:]...)}), &c
}

// TestAivSplitLoweredFlatBoundarySplit: a flat lowered boundary must carry an
// explicit split kwarg in 0..2 (PyPTO
// test_lowered_flat_boundary_requires_explicit_split). The source property
// reports the same op as an escaped boundary (c), and a boundary without a
// split contributes no transport to (k).
func TestAivSplitLoweredFlatBoundarySplit(t *testing.T) {
	p := aivParse(t, aivFlatShardSrc)
	if ds := aivVerify(p, AivSplitLoweredValid); len(ds) != 0 {
		t.Fatalf("well-formed flat shard:%s", describe(ds))
	}
	for _, tc := range []struct {
		kwargs []ir.Kwarg
		want   string
	}{
		{nil, "lowered AIV boundary requires an explicit split mode"},
		{[]ir.Kwarg{{Key: "split", Value: int64(3)}}, "invalid lowered AIV boundary split mode"},
		{[]ir.Kwarg{{Key: "split", Value: int64(-1)}}, "invalid lowered AIV boundary split mode"},
	} {
		q, call := aivWithShardKwargs(t, p, tc.kwargs)
		ds := aivVerify(q, AivSplitLoweredValid)
		if len(ds) != 1 || ds[0].Rule != "AivSplitLoweredValid" || ds[0].Message != tc.want || ds[0].Span != call.Pos {
			t.Errorf("kwargs %v:%s\nwant %q", tc.kwargs, describe(ds), tc.want)
		}
		ds = aivVerify(q, AivSplitValid)
		if len(ds) != 1 || ds[0].Rule != "AivSplitValid" || !strings.HasPrefix(ds[0].Message, "'tile.aiv_shard' must appear inside a pl.split_aiv region") {
			t.Errorf("source form, kwargs %v:%s", tc.kwargs, describe(ds))
		}
	}
}

// TestAivSplitTransportNamesOutOfRangeSplit: check (k) spells a split code
// outside the enum as split=N, and ignores a boundary without a split.
func TestAivSplitTransportNamesOutOfRangeSplit(t *testing.T) {
	p := aivParse(t, `import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(self, acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc]):
        with pl.split_aiv(2, mode=pl.SplitMode.NONE):
            a = pl.tile.aiv_shard(acc, split=0)
        with pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            b = pl.tile.aiv_shard(acc, split=1)
        return
`)
	stmts := ir.Stmts(p.Funcs[0].Body)
	second := stmts[1].(*ir.ScopeStmt)
	set := func(kw []ir.Kwarg) *ir.Program {
		a := ir.Stmts(second.Body)[0].(*ir.AssignStmt)
		c := *a.Value.(*ir.Call)
		c.Kwargs = kw
		na := *a
		na.Value = &c
		sc := *second
		sc.Body = &na
		return aivWithBody(p, &ir.SeqStmts{Stmts: []ir.Stmt{stmts[0], &sc, stmts[2]}})
	}
	ds := aivVerify(set([]ir.Kwarg{{Key: "split", Value: int64(7)}}), AivSplitValid)
	if len(ds) != 1 || !strings.HasPrefix(ds[0].Message, "'pl.aiv_shard' crosses the AIC/AIV boundary under split=7, but 'pl.aiv_shard' earlier in this function crosses it under pl.SplitMode.NONE (at k.py:9:17). ") {
		t.Errorf("split=7:%s", describe(ds))
	}
	if ds := aivVerify(set(nil), AivSplitValid); len(ds) != 0 {
		t.Errorf("missing split:%s", describe(ds))
	}
}

// TestAivSplitRulesNeverPanic runs both rules, and HardSyncallOccupancy
// on every backend, over every program the ir and verifier test data hold
// and over IR with holes (nil statements, expressions, types, functions and
// unknown callees) a faulty pass could produce.
func TestAivSplitRulesNeverPanic(t *testing.T) {
	var progs []*ir.Program
	for _, pattern := range []string{"../ir/testdata/programs/*.py", "testdata/*/*.py"} {
		for _, path := range aivGlob(t, pattern) {
			if p, err := ir.Parse(path, aivRead(t, path)); err == nil {
				progs = append(progs, p)
			}
		}
	}
	acc := &ir.Var{Name: "acc", T: ir.NewTileType(ir.ConstIs(16, 128), ir.FP32, nil, ir.Acc, nil)}
	shard := &ir.Call{Op: ir.TileAivShard, Args: []ir.Expr{nil}, T: nil}
	holes := &ir.Function{Name: "holes", Kind: ir.InCore, Body: &ir.SeqStmts{Stmts: []ir.Stmt{
		nil,
		&ir.AssignStmt{Var: nil, Value: nil},
		&ir.EvalStmt{Expr: shard},
		&ir.ScopeStmt{Kind: ir.ScopeSplitAiv, Split: ir.SplitUpDown, Body: nil},
		&ir.ScopeStmt{Kind: ir.ScopeSpmd, CoreNum: ir.ConstI(4), Body: &ir.EvalStmt{Expr: &ir.Call{Callee: "missing"}}},
		&ir.ForStmt{IterArgs: []*ir.IterArg{{Var: ir.Var{Name: "c"}, Init: acc}}, Body: &ir.YieldStmt{Values: []ir.Expr{nil}}},
		&ir.WhileStmt{IterArgs: []*ir.IterArg{{Var: ir.Var{Name: "w"}}}},
		&ir.IfStmt{ReturnVars: []*ir.Var{nil}},
		&ir.EvalStmt{Expr: &ir.Submit{Callee: "holes", CoreNum: ir.ConstI(4)}},
	}}}
	progs = append(progs, &ir.Program{Funcs: []*ir.Function{nil, {Name: "empty"}, holes}})
	for _, p := range progs {
		for _, be := range []string{"none", "910B", "950"} {
			b := aivBackend(t, be)
			Default().Verify(&Context{Backend: b}, Set(AivSplitValid, AivSplitLoweredValid, HardSyncallOccupancyValid), p)
		}
	}
}

func aivGlob(t *testing.T, pattern string) []string {
	t.Helper()
	m, err := filepath.Glob(pattern)
	if err != nil || len(m) == 0 {
		t.Fatalf("glob %s: %v (%d files)", pattern, err, len(m))
	}
	return m
}

func aivRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func aivBackend(t *testing.T, name string) *backend.Backend {
	t.Helper()
	b, err := backend.Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// aivBenchProgram is a manual-mode kernel of about n statements: cube work at
// top level and, per block, a region sharding it, computing and gathering.
func aivBenchProgram(b *testing.B, n int) *ir.Program {
	b.Helper()
	var sb strings.Builder
	sb.WriteString(`import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left],
        rhs: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right],
    ):
        pl.func_attr({"split_aiv": True})
`)
	for i := 0; i < n/5; i++ {
		fmt.Fprintf(&sb, "        acc%d = pl.tile.matmul(lhs, rhs)\n", i)
		fmt.Fprintf(&sb, "        for lane%d in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):\n", i)
		fmt.Fprintf(&sb, "            h%d = pl.tile.aiv_shard(acc%d, split=1)\n", i, i)
		fmt.Fprintf(&sb, "            r%d = pl.tile.relu(h%d)\n", i, i)
		fmt.Fprintf(&sb, "            g%d = pl.tile.aic_gather(r%d, split=1)\n", i, i)
	}
	sb.WriteString("        return\n")
	p, err := ir.Parse("bench.py", sb.String())
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkAivSplit runs both AIV-split rules over 200- and 2,000-statement
// kernels; the cost should grow linearly.
func BenchmarkAivSplit(b *testing.B) {
	for _, n := range []int{200, 2000} {
		p := aivBenchProgram(b, n)
		props := Set(AivSplitValid, AivSplitLoweredValid)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if ds := Default().Verify(nil, props, p); len(ds) != 0 {
					b.Fatalf("bench kernel:%s", describe(ds))
				}
			}
		})
	}
}
