package feedback

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// checked is the fixed kernel of testdata/name checked on the 950 with
// every oracle, as a campaign checks a case.
func checked(t testing.TB, name string) (*Case, *oracle.Result) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse(name, string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, err := backend.Get("950")
	if err != nil {
		t.Fatal(err)
	}
	res := oracle.Check(oracle.Case{Prog: p, Seed: 1}, &oracle.Config{Backend: b})
	if len(res.Findings) > 0 || res.Simulated == nil || res.Simulated.Lowered == nil {
		t.Fatalf("%s: findings %v, simulated %v", name, res.Findings, res.Simulated != nil)
	}
	return &Case{Backend: b.Name, Changed: res.Changed, RejectedBy: res.RejectedBy, Diagnosed: res.Diagnosed,
		MutantDiagnosed: res.MutantDiagnosed, Compiled: res.Compiled, Lowered: res.Simulated.Lowered.Program}, res
}

// TestFeatures pins the features of a fixed kernel: the passes that change
// it, the ops of its compiled form by memory space (with the allocations,
// the flags and the barrier the pipeline adds), its five simulated
// instructions with the flags between their pipes, and the instruction
// pairs of its one core.
func TestFeatures(t *testing.T) {
	c, _ := checked(t, "add_relu.py")
	want := []string{
		"op Ascend950 system.bar_v()->",
		"op Ascend950 system.sync_dst()->",
		"op Ascend950 system.sync_src()->",
		"op Ascend950 tile.add(Vec,Vec)->Vec",
		"op Ascend950 tile.alloc()->",
		"op Ascend950 tile.load(T)->Vec",
		"op Ascend950 tile.relu(Vec)->Vec",
		"op Ascend950 tile.store(Vec,T)->T",
		"pass AllocateMemoryAddr",
		"pass ExpandMixedKernel",
		"pass InitMemRef",
		"pass InsertSync",
		"pass MemoryReuse",
		"pass NormalizeReturnOrder",
		"seq Ascend950 PIPE_BARRIER>tile.relu",
		"seq Ascend950 SET_FLAG>WAIT_FLAG",
		"seq Ascend950 TLOAD>SET_FLAG",
		"seq Ascend950 TLOAD>TLOAD",
		"seq Ascend950 WAIT_FLAG>TSTORE",
		"seq Ascend950 WAIT_FLAG>tile.add",
		"seq Ascend950 tile.add>PIPE_BARRIER",
		"seq Ascend950 tile.relu>SET_FLAG",
		"sim Ascend950 PIPE_BARRIER V",
		"sim Ascend950 SET_FLAG MTE2->V",
		"sim Ascend950 SET_FLAG V->MTE3",
		"sim Ascend950 TLOAD Vec/ND/FP16<-",
		"sim Ascend950 TSTORE -<-Vec/ND/FP16",
		"sim Ascend950 WAIT_FLAG MTE2->V",
		"sim Ascend950 WAIT_FLAG V->MTE3",
		"sim Ascend950 tile.add Vec/ND/FP16<-Vec/ND/FP16,Vec/ND/FP16",
		"sim Ascend950 tile.relu Vec/ND/FP16<-Vec/ND/FP16",
	}
	slices.Sort(want)
	got := Features(c)
	if !slices.Equal(got, want) {
		t.Fatalf("features:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	sigs := Signals(c)
	if len(sigs) != len(want) || !slices.IsSorted(sigs) {
		t.Fatalf("%d signals (sorted %v), want %d", len(sigs), slices.IsSorted(sigs), len(want))
	}
	for _, f := range want {
		if _, ok := slices.BinarySearch(sigs, hash([]byte(f))); !ok {
			t.Errorf("no signal for %q", f)
		}
	}
}

// TestFeaturesOfOutcomes: the features that come from the check's
// verdicts, each once, with a missing backend spelled "none".
func TestFeaturesOfOutcomes(t *testing.T) {
	c := &Case{RejectedBy: "MemoryReuse", Diagnosed: []string{"TypeCheck[3]"}, MutantDiagnosed: []string{"AccCompactValid[1]", "AccCompactValid[1]"},
		SimDiags: []string{"hazard", "hazard"}, Findings: []string{"contract/SSAForm"}, PyPTO: []string{"ok"}, PTOOps: []string{"pto.tadd"}}
	want := []string{"diag TypeCheck[3]", "finding contract/SSAForm", "mutant AccCompactValid[1]", "pto pto.tadd", "pypto ok",
		"reject MemoryReuse", "simdiag hazard"}
	if got := Features(c); !slices.Equal(got, want) {
		t.Fatalf("features %q, want %q", got, want)
	}
	if got := Signals(&Case{}); len(got) != 0 {
		t.Fatalf("an empty case has signals %v", got)
	}
}

// BenchmarkSignals is the per-case cost of signal extraction, on the
// fixed kernel of TestFeatures.
func BenchmarkSignals(b *testing.B) {
	c, _ := checked(b, "add_relu.py")
	b.ReportAllocs()
	for b.Loop() {
		Signals(c)
	}
}
