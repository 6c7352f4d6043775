package gen

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
)

var cornersN = flag.Int("corners.n", 0, "TestCornersMeasure: measure the corner shares over this many Default kernels (seeds 1..n) and log them")

// corners counts, over a set of kernels, the shapes issue 16 names that a
// campaign needs the generator to build.
type corners struct {
	kernels int
	// loops with constant bounds, and those whose trip span is not a
	// multiple of the step.
	loops, loopsOddStop, kernelsOddStop int
	// kernels with a static tile dimension that is not a power of two.
	kernelsNonPow2 int
	// matmul calls (matmul, matmul_acc, matmul_bias) and those with an M,
	// K or N that is not a power of two.
	matmuls, matmulsNonPow2 int
	// kernels whose largest tile takes at least 75% of its buffer's
	// capacity (after InferTileMemorySpace).
	kernelsNearCap, kernelsHalfCap int
	// kernels that are not in SSA form (ConvertToSSA adds versions,
	// carries or phis).
	kernelsNonSSA int
	// kernels with a break or continue.
	kernelsBreak int
	// kernels with a matmul and kernels AutoTileMatmulL0 changes.
	kernelsMatmul, kernelsL0Split int
	// kernels the model's pipeline reaches AutoTileMatmulL0 on.
	reached int
}

func pow2(v int64) bool { return v > 0 && v&(v-1) == 0 }

// prefixToL0 is the default pipeline up to (not including) AutoTileMatmulL0.
func prefixToL0() (pre []*pipeline.Pass, rest []*pipeline.Pass) {
	all := pipeline.Default()
	for i, p := range all {
		if p == pipeline.AutoTileMatmulL0 {
			return all[:i], all[i:]
		}
	}
	return all, nil
}

// add measures one kernel.
func (s *corners) add(c Case) {
	s.kernels++
	p := c.Prog
	oddStop, nonPow2, brk, mm := false, false, false, false
	for _, f := range p.Funcs {
		ir.WalkFunc(f, func(x ir.Node) bool {
			switch x := x.(type) {
			case *ir.ForStmt:
				a, ok1 := ir.ConstValue(x.Start)
				b, ok2 := ir.ConstValue(x.Stop)
				st, ok3 := ir.ConstValue(x.Step)
				if ok1 && ok2 && ok3 && st != 0 {
					s.loops++
					if (b-a)%st != 0 {
						s.loopsOddStop++
						oddStop = true
					}
				}
			case *ir.BreakStmt, *ir.ContinueStmt:
				brk = true
			case *ir.AssignStmt:
				if t := tileOf(x.Var.T); t != nil {
					for _, d := range staticDims(t) {
						if !pow2(d) {
							nonPow2 = true
						}
					}
				}
			case *ir.Call:
				if x.Op == ir.TileMatmul || x.Op == ir.TileMatmulAcc || x.Op == ir.TileMatmulBias {
					mm = true
					s.matmuls++
					li := 0
					if x.Op == ir.TileMatmulAcc {
						li = 1
					}
					l, r := tileOf(x.Args[li].Type()), tileOf(x.Args[li+1].Type())
					if l != nil && r != nil {
						ld, rd := staticDims(l), staticDims(r)
						if len(ld) == 2 && len(rd) == 2 && (!pow2(ld[0]) || !pow2(ld[1]) || !pow2(rd[1])) {
							s.matmulsNonPow2++
						}
					}
				}
			}
			return true
		})
	}
	s.kernelsOddStop += btoi(oddStop)
	s.kernelsNonPow2 += btoi(nonPow2)
	s.kernelsBreak += btoi(brk)
	s.kernelsMatmul += btoi(mm)
	if verifier.HasErrors(verifier.Default().Verify(nil, verifier.Set(verifier.SSAForm), p)) {
		s.kernelsNonSSA++
	}
	be, _ := backend.Get(c.Target)
	ctx := &pipeline.Context{Backend: be, Level: pipeline.LevelNone}
	pre, rest := prefixToL0()
	q, err := pipeline.Run(pre, p, ctx)
	if err != nil {
		return
	}
	s.reached++
	r, err := pipeline.Run(rest[:1], q, ctx)
	if err != nil {
		return
	}
	if r != q {
		s.kernelsL0Split++
	}
	m, err := pipeline.Run(rest[1:2], r, ctx)
	if err != nil {
		return
	}
	best := 0.0
	for _, f := range m.Funcs {
		ir.WalkFunc(f, func(x ir.Node) bool {
			if a, ok := x.(*ir.AssignStmt); ok {
				t := tileOf(a.Var.T)
				if t == nil || t.Space == ir.MemNone {
					return true
				}
				capacity := be.Capacity(t.Space)
				n, ok := elems(t.Shape)
				if capacity > 0 && ok {
					best = max(best, float64(n*int64(t.DType.Bytes()))/float64(capacity))
				}
			}
			return true
		})
	}
	if best >= 0.75 {
		s.kernelsNearCap++
	}
	if best >= 0.5 {
		s.kernelsHalfCap++
	}
}

func pct(a, b int) string {
	if b == 0 {
		return "0/0"
	}
	return fmt.Sprintf("%d/%d (%.1f%%)", a, b, 100*float64(a)/float64(b))
}

func (s *corners) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "kernels %d\n", s.kernels)
	fmt.Fprintf(&sb, "loops with stop not a multiple of the step: %s of loops, %s of kernels\n", pct(s.loopsOddStop, s.loops), pct(s.kernelsOddStop, s.kernels))
	fmt.Fprintf(&sb, "kernels with a non-power-of-two tile dim: %s\n", pct(s.kernelsNonPow2, s.kernels))
	fmt.Fprintf(&sb, "matmuls with a non-power-of-two M, K or N: %s\n", pct(s.matmulsNonPow2, s.matmuls))
	fmt.Fprintf(&sb, "kernels with a tile at >= 75%% of its buffer: %s\n", pct(s.kernelsNearCap, s.kernels))
	fmt.Fprintf(&sb, "kernels with a tile at >= 50%% of its buffer: %s\n", pct(s.kernelsHalfCap, s.kernels))
	fmt.Fprintf(&sb, "kernels not in SSA form: %s\n", pct(s.kernelsNonSSA, s.kernels))
	fmt.Fprintf(&sb, "kernels with break/continue: %s\n", pct(s.kernelsBreak, s.kernels))
	fmt.Fprintf(&sb, "kernels AutoTileMatmulL0 splits: %s of matmul kernels, %s of kernels (%d reach the pass)\n", pct(s.kernelsL0Split, s.kernelsMatmul), pct(s.kernelsL0Split, s.kernels), s.reached)
	return sb.String()
}

// TestCornersMeasure logs the corner shares of -corners.n Default kernels.
func TestCornersMeasure(t *testing.T) {
	if *cornersN == 0 {
		t.Skip("-corners.n not set")
	}
	var s corners
	for seed := int64(1); seed <= int64(*cornersN); seed++ {
		s.add(FromSeed(DefaultProfile(), seed))
	}
	t.Logf("Default:\n%s", &s)
	// Every profile, seeds 1..n/len(profiles) each.
	var all corners
	per := max(*cornersN/len(Profiles()), 1)
	for _, name := range Profiles() {
		for seed := int64(1); seed <= int64(per); seed++ {
			all.add(FromSeed(Profile(name), seed))
		}
	}
	t.Logf("every profile, %d seeds each:\n%s", per, &all)
}

// TestCornerShares: Default kernels reach each corner of issue 16 in a
// real share (exact counts for seeds 1..300; when the generator's draws
// change, re-measure with -corners.n and check each share is still
// between 15% and 60%, then update; break and continue stay rarer, see
// canBreak): loops whose stop is not a multiple
// of the step (PLoopOdd), tile dimensions and matmul extents that are not
// powers of two (PNonPow2), kernels not in SSA form (PUserForm),
// kernels AutoTileMatmulL0 splits (PDeepK). With the block loops,
// windows, permuted returns, the issue-22 gather / scatter recipes and
// the tail carries and chains (PTailCarry, 17 loops of their own;
// PTailChain, 4 matmuls): 20.3%, 16.0%, 55.0%, 23.7%, 29.0%, 12.3% and 15.5%.
func TestCornerShares(t *testing.T) {
	var s corners
	for seed := int64(1); seed <= 300; seed++ {
		s.add(FromSeed(DefaultProfile(), seed))
	}
	t.Logf("\n%s", &s)
	got := [][2]int{
		{s.loopsOddStop, s.loops}, {s.kernelsOddStop, s.kernels}, {s.kernelsNonPow2, s.kernels},
		{s.matmulsNonPow2, s.matmuls}, {s.kernelsNonSSA, s.kernels}, {s.kernelsBreak, s.kernels},
		{s.kernelsL0Split, s.kernelsMatmul},
	}
	want := [][2]int{{54, 266}, {48, 300}, {165, 300}, {163, 688}, {87, 300}, {37, 300}, {33, 213}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("share %d: got %d/%d, want %d/%d", i, got[i][0], got[i][1], want[i][0], want[i][1])
		}
	}
}
