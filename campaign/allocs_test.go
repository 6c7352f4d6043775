package campaign

import (
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// allocBudgets are the allocations each stage of a campaign case may make
// per kernel, on average over BenchmarkStages' 40 kernels (10 for check):
// the counts measured when they were set, plus a fifth. A change that
// needs more raises the budget in the same commit, with its reason.
var allocBudgets = map[string]float64{
	"generate": 1540,  // 1281 after gen's block loops, windows and return order merged beside the tile-op recipes (987 before; the block loops' kernels are longer)
	"print":    160,   // 133 (766 before the printer appended to one buffer)
	"parse":    810,   // 674 (1908 before the token buffer and slabs)
	"check":    50000, // measured separately: 29614 after CanonicalizeTileSlice/AlignTileSlices, 33276 after LowerPipelineLoops, 30052 after the layout/cast/composite passes; 20064 before the 85 added tile ops joined the draw and Simplify became PyPTO's analyzer
}

// TestAllocationBudgets holds each stage's allocations per kernel under
// its budget (testing.AllocsPerRun counts mallocs, which do not depend on
// the machine or its load).
func TestAllocationBudgets(t *testing.T) {
	if testing.Short() {
		t.Skip("checks every stage of 40 kernels")
	}
	be, cases, texts := stageKernels(t)
	p := gen.Profile("Default").WithTarget(be)
	stages := []struct {
		name string
		n    int
		run  func()
	}{
		{"generate", len(cases), func() {
			for i := range cases {
				gen.FromSeed(p, int64(i+1))
			}
		}},
		{"print", len(cases), func() {
			for _, c := range cases {
				ir.Print(c.Prog)
			}
		}},
		{"parse", len(cases), func() {
			for _, s := range texts {
				ir.Parse("k.py", s)
			}
		}},
		{"check", 10, func() {
			for i, c := range cases[:10] {
				oracle.Check(oracle.Case{Prog: c.Prog, Text: texts[i], Seed: uint64(i)}, &oracle.Config{Backend: be})
			}
		}},
	}
	for _, st := range stages {
		got := testing.AllocsPerRun(1, st.run) / float64(st.n)
		t.Logf("%s: %.0f allocations per kernel (budget %.0f)", st.name, got, allocBudgets[st.name])
		if got > allocBudgets[st.name] {
			t.Errorf("%s: %.0f allocations per kernel, over its budget of %.0f", st.name, got, allocBudgets[st.name])
		}
	}
}
