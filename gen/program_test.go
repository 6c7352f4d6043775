package gen

import (
	"flag"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

var programN = flag.Int("program.n", 0, "TestProgramShares / TestProgramFrontPasses: measure over this many user programs (seeds 1..n) and log the shares")

// programConstructs lists the constructs of program.go a user program
// holds, found in its IR.
func programConstructs(p *ir.Program) map[string]bool {
	got := map[string]bool{}
	assigned := map[*ir.Var]bool{}
	for _, f := range p.Funcs {
		switch f.Kind {
		case ir.Inline:
			got["inline"] = true
		case ir.InCore:
			got["kernel"] = true
		}
		ir.WalkFunc(f, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.ScopeStmt:
				switch n.Kind {
				case ir.ScopeHierarchy:
					got["hierarchy"] = true
				case ir.ScopeCluster:
					got["cluster"] = true
				}
			case *ir.ForStmt:
				if n.Kind == ir.Unroll {
					got["unroll"] = true
				}
				if f.Kind == ir.Opaque {
					ir.Walk(n.Body, func(m ir.Node) bool {
						if s, ok := m.(*ir.ScopeStmt); ok && s.Kind == ir.ScopeInCore {
							got["block_loop"] = true
						}
						return true
					})
				}
			case *ir.BreakStmt, *ir.ContinueStmt:
				if f.Kind == ir.InCore {
					got["ctrl"] = true
				}
			case *ir.Call:
				if n.Op == ir.TensorSin || n.Op == ir.TensorCos {
					got["trig"] = true
				}
				for _, a := range n.Args {
					if _, ok := a.(*ir.Call); ok {
						got["nested"] = true
					}
				}
			case *ir.Binary:
				if c, ok := n.R.(*ir.ConstInt); ok && (n.Op == ir.OpAdd || n.Op == ir.OpSub) && c.Value == 0 || ok && n.Op == ir.OpMul && c.Value == 1 {
					got["fold"] = true
				}
			case *ir.AssignStmt:
				if _, ok := n.Value.(*ir.ConstInt); ok && f.Kind == ir.Opaque {
					got["fold"] = true // the block-height constant Simplify propagates
				}
				if assigned[n.Var] {
					got["user_form"] = true
				}
				assigned[n.Var] = true
			}
			return true
		})
	}
	return got
}

// programShares measures the construct shares (percent) over seeds 1..n.
func programShares(n int) map[string]float64 {
	counts := map[string]int{}
	p := Profile(UserProgramProfile)
	for seed := int64(1); seed <= int64(n); seed++ {
		for k := range programConstructs(FromSeed(p, seed).Prog) {
			counts[k]++
		}
	}
	out := map[string]float64{}
	for k, c := range counts {
		out[k] = 100 * float64(c) / float64(n)
	}
	return out
}

// TestProgramShares pins the share of user programs (seeds 1..400) that
// hold each construct: a knob's construct appears in every program that
// drew it, so its share is within 6 points of the knob (the hierarchy
// and the kernel shares, 50 and 55); the others are at least what their
// pass needs.
func TestProgramShares(t *testing.T) {
	n := 400
	if *programN > 0 {
		n = *programN
	}
	shares := programShares(n)
	var keys []string
	for k := range shares {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var line []string
	for _, k := range keys {
		line = append(line, fmt.Sprintf("%s %.1f%%", k, shares[k]))
	}
	t.Logf("over %d programs: %s", n, strings.Join(line, ", "))
	p := Profile(UserProgramProfile)
	for k, knob := range map[string]Knob{"inline": PInline, "hierarchy": PHierarchy, "cluster": PCluster, "trig": PTrig, "unroll": PUnroll, "ctrl": PCtrl, "kernel": PCtrl} {
		if want := float64(p.Knob(knob)); shares[k] < want-6 || shares[k] > want+6 {
			t.Errorf("%s in %.1f%% of programs, want %v%% (knob %s) within 6 points", k, shares[k], want, knob)
		}
	}
	for k, min := range map[string]float64{"nested": 40, "fold": 40, "user_form": 80, "block_loop": 45} {
		if shares[k] < min {
			t.Errorf("%s in %.1f%% of programs, want at least %v%%", k, shares[k], min)
		}
	}
}

// frontPasses are the passes before the tile passes, whose coverage user
// programs are for, and LowerCompositeOps.
func frontPasses() []*pipeline.Pass {
	var out []*pipeline.Pass
	for _, p := range pipeline.Default() {
		out = append(out, p)
		if p == pipeline.LowerCompositeOps {
			break
		}
	}
	return out
}

// TestProgramFrontPasses runs the front passes over user programs (seeds
// 1..200) and pins the share of the programs each receives that it
// changes: at least 40% (so that a campaign giving user programs every
// second case has each change a fifth of all its programs), except
// NormalizeStmtStructure, which nothing the pinned PyPTO parses gives
// work (its parser never builds a nested or one-statement SeqStmts and
// the passes before it keep them flat: PyPTO's own
// test_normalize_stmt_structure_pass.py says as much), and the passes
// after a failing one receive only what got through.
func TestProgramFrontPasses(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 100 // fewer programs make a share of 40% a coin toss for a pass met in half of them
	}
	if *programN > 0 {
		n = *programN
	}
	p := Profile(UserProgramProfile)
	received, changed := map[string]int{}, map[string]int{}
	passes := frontPasses()
	for seed := int64(1); seed <= int64(n); seed++ {
		prog := FromSeed(p, seed).Prog
		ctx := &pipeline.Context{}
		for _, pass := range passes {
			received[pass.Name]++
			out, err := pipeline.Run([]*pipeline.Pass{pass}, prog, ctx)
			if err != nil {
				break
			}
			if !ir.EqualStrict(out, prog) {
				changed[pass.Name]++
			}
			prog = out
		}
	}
	var line []string
	for _, pass := range passes {
		share := 100 * float64(changed[pass.Name]) / float64(max(received[pass.Name], 1))
		line = append(line, fmt.Sprintf("%s %d/%d (%.1f%%)", pass.Name, changed[pass.Name], received[pass.Name], share))
		if pass != pipeline.NormalizeStmtStructure && share < 40 {
			t.Errorf("%s changes %.1f%% of the %d user programs it receives, want at least 40%%", pass.Name, share, received[pass.Name])
		}
	}
	t.Logf("%s", strings.Join(line, ", "))
}

// TestProgramReplay: a user program's seed gives the same text every time,
// its recorded trace (and the trace's bytes) rebuilds it, and seeds 1 and
// 2 differ.
func TestProgramReplay(t *testing.T) {
	p := Profile(UserProgramProfile)
	for seed := int64(1); seed <= 60; seed++ {
		c := FromSeed(p, seed)
		if a, b := ir.Print(c.Prog), ir.Print(FromSeed(p, seed).Prog); a != b {
			t.Fatalf("seed %d: two builds differ", seed)
		}
		r := FromChoices(p, c.Trace.Choices)
		if r.Trace.Overrun || !ir.Equal(c.Prog, r.Prog) || ir.Print(c.Prog) != ir.Print(r.Prog) {
			t.Fatalf("seed %d: replay differs: %s", seed, ir.Diff(c.Prog, r.Prog))
		}
		if fb := FromBytes(p, choice.Encode(c.Trace)); ir.Print(fb.Prog) != ir.Print(c.Prog) {
			t.Fatalf("seed %d: encoded bytes build another program", seed)
		}
	}
	if ir.Print(FromSeed(p, 1).Prog) == ir.Print(FromSeed(p, 2).Prog) {
		t.Fatal("seeds 1 and 2 built the same program")
	}
}

// TestProgramSpanDeletion: deleting a span of a user program's trace still
// builds a valid program (structural properties, print / parse round
// trip), and the empty trace builds the smallest one: a scope assembling
// its input into an Out tensor.
func TestProgramSpanDeletion(t *testing.T) {
	p := Profile(UserProgramProfile)
	seeds := int64(30)
	if testing.Short() {
		seeds = 8
	}
	checked := 0
	for seed := int64(1); seed <= seeds; seed++ {
		c := FromSeed(p, seed)
		for i, sp := range c.Trace.Spans {
			if sp.Len() == 0 || i%3 != 0 {
				continue
			}
			ch := append(append([]uint64(nil), c.Trace.Choices[:sp.Start]...), c.Trace.Choices[sp.End:]...)
			if msg := checkKernel(FromChoices(p, ch).Prog); msg != "" {
				t.Fatalf("seed %d, span %d %q [%d,%d) deleted: %s", seed, i, sp.Label, sp.Start, sp.End, msg)
			}
			checked++
		}
	}
	if checked < 100 {
		t.Fatalf("only %d deletions checked", checked)
	}
	e := FromChoices(p, nil)
	if msg := checkKernel(e.Prog); msg != "" {
		t.Fatal(msg)
	}
	if got := Statements(e.Prog); got > 4 {
		t.Errorf("the empty trace built %d statements:\n%s", got, ir.Print(e.Prog))
	}
}

// TestProgramShrink: user programs holding a sin or cos (the predicate
// standing in for a failure) shrink, with Shrink, to valid programs that
// still hold one, at most 8 statements in 9 of 10 seeds.
func TestProgramShrink(t *testing.T) {
	p := Profile(UserProgramProfile)
	trig := func(c Case) bool { return programConstructs(c.Prog)["trig"] }
	small, tried := 0, 0
	for seed := int64(1); tried < 10; seed++ {
		c := FromSeed(p, seed)
		if !trig(c) {
			continue
		}
		tried++
		s, _ := Shrink(p, c, trig, Budget{Evals: 2000})
		if !trig(s) || checkKernel(s.Prog) != "" {
			t.Fatalf("seed %d: the shrunk program lost the sin / cos or its validity:\n%s", seed, ir.Print(s.Prog))
		}
		if n := Statements(s.Prog); n <= 8 {
			small++
		} else {
			t.Logf("seed %d: %d -> %d statements:\n%s", seed, Statements(c.Prog), n, ir.Print(s.Prog))
		}
	}
	if small < 9 {
		t.Errorf("%d of 10 programs shrank to at most 8 statements, want 9", small)
	}
}

// TestProgramTensorOps: over 300 user programs (seeds 1..300) every
// tensor op with a recipe (program_ops.go) is called at least once, and
// no call of an op without one is made (the recipes' own helper calls are
// ops with recipes too).
func TestProgramTensorOps(t *testing.T) {
	want := map[*ir.OpDef]bool{}
	for _, op := range progTensorOps() {
		want[op] = true
	}
	if len(want) < 60 {
		t.Fatalf("%d tensor ops have a recipe, want at least 60", len(want))
	}
	seen := map[*ir.OpDef]int{}
	for seed := int64(1); seed <= 300; seed++ {
		for _, f := range FromSeed(Profile(UserProgramProfile), seed).Prog.Funcs {
			ir.WalkFunc(f, func(n ir.Node) bool {
				if c, ok := n.(*ir.Call); ok && c.Op != nil {
					seen[c.Op]++
				}
				return true
			})
		}
	}
	for _, op := range progTensorOps() {
		if seen[op] == 0 {
			t.Errorf("%s has a recipe and is never called", op.Name)
		}
	}
	for op := range seen {
		if op.Tensor && !want[op] && op != ir.TensorSlice && op != ir.TensorAssemble && op != ir.TensorCreate &&
			op != ir.TensorCast && op != ir.TensorMatmul && op != ir.TensorMatmulAcc && op != ir.TensorSin && op != ir.TensorCos {
			t.Errorf("%s is called without a recipe", op.Name)
		}
	}
}
