package verifier

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// benchVerifyKernel builds a deterministic program of about n statements
// (the generator of ir/bench_test.go): an InCore kernel of loads, vector
// chains, two-value carried loops, branches with phis and matmul sections,
// plus an orchestration function launching it. It is valid for every core
// rule.
func benchVerifyKernel(n int) string {
	var b strings.Builder
	b.WriteString(`import pypto.language as pl

@pl.program
class Bench:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[64, 64], pl.BF16], w: pl.Tensor[[64, 128], pl.BF16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [64, 128])
`)
	count := 1
	cur := "t0"
	next := func() string { count++; return fmt.Sprintf("t%d", count) }
	ops := []string{"pl.exp(%s)", "pl.add(%s, t0)", "pl.muls(%s, 0.5)", "pl.relu(%s)", "pl.maximum(%s, t0)", "pl.neg(%s)"}
	for count < n-6 {
		switch count % 23 {
		case 5: // a loop with two carries
			l := next()
			fmt.Fprintf(&b, "        for i%s, (c%s, d%s) in pl.range(4, init_values=(%s, t0)):\n", l, l, l, cur)
			e := next()
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.add(c%s, d%s)\n", e, l, l)
			f := next()
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.exp(d%s)\n", f, l)
			r := next()
			fmt.Fprintf(&b, "            %s, s%s = pl.yield_(%s, %s)\n", r, r, e, f)
			cur = r
		case 13: // a branch with a phi
			g := next()
			fmt.Fprintf(&b, "        if flag < %d:\n", count)
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.abs(%s)\n", g, cur)
			ph := next()
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(%s)\n", ph, g)
			fmt.Fprintf(&b, "        else:\n")
			fmt.Fprintf(&b, "            %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(%s)\n", ph, cur)
			cur = ph
		case 19: // a cube section
			m1, m2, l, r, p := next(), next(), next(), next(), next()
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.load(a, [0, 0], [64, 64], target_memory=pl.Mem.Mat)\n", m1)
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.load(w, [0, 0], [64, 128], target_memory=pl.Mem.Mat)\n", m2)
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 64], pl.BF16, pl.Mem.Left] = pl.move(%s, target_memory=pl.Mem.Left)\n", l, m1)
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.BF16, pl.Mem.Right] = pl.move(%s, target_memory=pl.Mem.Right)\n", r, m2)
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.matmul(%s, %s)\n", p, l, r)
			v := next()
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.move(%s, target_memory=pl.Mem.Vec)\n", v, p)
			cur = v
		default:
			t := next()
			fmt.Fprintf(&b, "        %s: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = %s\n", t, fmt.Sprintf(ops[count%len(ops)], cur))
			cur = t
		}
	}
	fmt.Fprintf(&b, "        res: pl.Tensor[[64, 128], pl.FP32] = pl.store(%s, [0, 0], out)\n        return res\n", cur)
	b.WriteString(`
    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[64, 64], pl.BF16], w: pl.Tensor[[64, 128], pl.BF16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        r: pl.Tensor[[64, 128], pl.FP32] = self.kernel(x, a, w, 3, out)
        return r
`)
	return b.String()
}

func benchVerifyProgram(tb testing.TB, n int) *ir.Program {
	tb.Helper()
	p, err := ir.Parse("bench.py", benchVerifyKernel(n))
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

func benchStmtCount(p *ir.Program) int {
	n := 0
	ir.Walk(p, func(x ir.Node) bool {
		if _, seq := x.(*ir.SeqStmts); !seq {
			if _, ok := x.(ir.Stmt); ok {
				n++
			}
		}
		return true
	})
	return n
}

// TestBenchVerifyKernel pins the benchmark inputs: their sizes, and that
// every core rule accepts them (so the benchmark measures the clean path).
func TestBenchVerifyKernel(t *testing.T) {
	var core PropertySet
	for _, r := range coreRules {
		core = core.Insert(r.Property())
	}
	for _, n := range []int{200, 2000} {
		p := benchVerifyProgram(t, n)
		if got := benchStmtCount(p); got < n*95/100 || got > n*115/100 {
			t.Errorf("kernel(%d) has %d statements", n, got)
		}
		if ds := coreVerify(p, core.Slice()...); len(ds) != 0 {
			t.Errorf("kernel(%d):%s", n, describe(ds))
		}
	}
}

// BenchmarkVerifyAll runs every rule of the registry (the All() set, with a
// backend so the backend-dependent rules run too) over a 200- and a
// 2,000-statement kernel. ns/stmt must stay flat between the two.
func BenchmarkVerifyAll(b *testing.B) {
	be, _ := backend.Get("910B")
	ctx := &Context{Backend: be}
	for _, n := range []int{200, 2000} {
		p := benchVerifyProgram(b, n)
		stmts := benchStmtCount(p)
		b.Run(fmt.Sprintf("stmts=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Default().Verify(ctx, All(), p)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(stmts), "ns/stmt")
		})
	}
}

// BenchmarkVerifyRule times each rule of the registry alone at both sizes,
// to locate a rule that stops scaling linearly.
func BenchmarkVerifyRule(b *testing.B) {
	be, _ := backend.Get("910B")
	ctx := &Context{Backend: be}
	progs := map[int]*ir.Program{200: benchVerifyProgram(b, 200), 2000: benchVerifyProgram(b, 2000)}
	for _, r := range Default().Rules() {
		for _, n := range []int{200, 2000} {
			p, stmts := progs[n], benchStmtCount(progs[n])
			b.Run(fmt.Sprintf("%s/stmts=%d", r.Name(), n), func(b *testing.B) {
				for b.Loop() {
					var out []Diagnostic
					r.Verify(NewPass(r.Name(), p, ctx, &out))
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(stmts), "ns/stmt")
			})
		}
	}
}
