package gen

import (
	"sort"
	"testing"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
)

// TestCoverage: over 10,000 Default kernels (1,000 under -short) every
// registered op and every construct of issue 6 item 3 appears.
func TestCoverage(t *testing.T) {
	n := envInt("IRFUZZ_COVERAGE", 10000)
	if testing.Short() {
		n = 1000
	}
	counts := map[string]int{}
	for seed := int64(0); seed < int64(n); seed++ {
		Coverage(FromSeed(DefaultProfile(), seed).Prog, counts)
	}
	var missing []string
	for _, name := range ir.Ops().Names() {
		if counts["op:"+name] == 0 {
			missing = append(missing, "op:"+name)
		}
	}
	for _, c := range Constructs {
		if counts[c] == 0 {
			missing = append(missing, c)
		}
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-36s %d", k, counts[k])
	}
	if len(missing) > 0 {
		t.Fatalf("never generated in %d kernels: %v", n, missing)
	}
}

// TestEveryOpHasRecipe walks the registry: the generator can build every
// registered op.
func TestEveryOpHasRecipe(t *testing.T) {
	for _, name := range ir.Ops().Names() {
		if !HasRecipe(name) {
			t.Errorf("op %s has no generator recipe", name)
		}
		if DefaultProfile().OpWeight(name) == 0 {
			t.Errorf("op %s has weight 0 in the default profile", name)
		}
	}
}

// BenchmarkKernel50 measures kernels per second for 50-statement kernels
// (the statement budget of the default profile, with a profile that does
// not stop early).
func BenchmarkKernel50(b *testing.B) {
	p := *DefaultProfile()
	p.Knobs[PStop] = 0
	p.Knobs[MaxStmts] = 50
	stmts := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		prog := Build(choice.Record(int64(i)), &p)
		stmts += Statements(prog)
	}
	b.ReportMetric(float64(stmts)/float64(b.N), "stmts/kernel")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "kernels/s")
}
