package verifier

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/internal/benchkernel"
	"github.com/irfuzz/irfuzz/ir"
)

func benchVerifyProgram(tb testing.TB, n int) *ir.Program {
	tb.Helper()
	p, err := ir.Parse("bench.py", benchkernel.Text(n, true))
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

// BenchmarkVerifySets runs the property sets the pipeline verifies
// (Structural before and after every pass, Verified once per production,
// DefaultVerify for run_verifier), with a backend, over the 2,000-statement
// kernel: the sets' rules share the analyses they require.
func BenchmarkVerifySets(b *testing.B) {
	be, _ := backend.Get("910B")
	ctx := &Context{Backend: be}
	p := benchVerifyProgram(b, 2000)
	for _, set := range []struct {
		name  string
		props PropertySet
	}{{"Structural", Structural()}, {"Verified", Verified()}, {"DefaultVerify", DefaultVerify()}} {
		b.Run(set.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Default().Verify(ctx, set.props, p)
			}
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
