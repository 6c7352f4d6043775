package minimize

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestNarrowedAccNotCompact2470 is issue 8's first done-when: the #2470
// fault's finding, from a padded kernel, minimizes to at most 6
// statements within a 10 second budget, keeps the signature of the
// hand-written minimal kernel, and the minimized file reproduces on 5 of 5
// replays.
func TestNarrowedAccNotCompact2470(t *testing.T) {
	big := mustKernel(t, "testdata/narrowed-acc-not-compact.big.py")
	min := mustKernel(t, "testdata/narrowed-acc-not-compact.py")
	cfg := big.config(t)
	want := oracle.Signature(min.header["want"])
	out, err := Minimize(context.Background(), Input{Prog: big.prog, Seed: 1, External: true}, Options{
		Config:   cfg,
		Baseline: baseline(cfg),
		Target:   Target{Signature: want},
		Time:     10 * time.Second,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s -> %s, %d evaluations (%d oracle runs, %d cache hits) in %v; passes %v",
		out.Before, out.After, out.Evaluations, out.OracleRuns, out.CacheHits, out.Time.Round(time.Millisecond), out.Passes)
	if out.Stopped != "" {
		t.Errorf("stopped by the %s: the reduction did not finish within 10s", out.Stopped)
	}
	if out.Before.Statements != 15 || out.After.Statements > 6 {
		t.Errorf("statements %d -> %d, want 15 -> at most 6", out.Before.Statements, out.After.Statements)
	}
	if out.Signature != want {
		t.Errorf("kept %s, want %s", out.Signature, want)
	}
	if !out.Reproducible() {
		t.Errorf("final replays: %d of %d reproduce", out.Reproduced, out.Replays)
	}
	if got := replayFile(t, out.Text, 1, &cfg, baseline(cfg), want, 5); got != 5 {
		t.Errorf("the minimized file reproduces %d of 5 times", got)
	}
	if want := []string{"AutoTileMatmulL0"}; !slices.Equal(out.Passes, want) {
		t.Errorf("passes needed %v, want %v", out.Passes, want)
	}
	// What must remain: the narrowed lhs, the matmul (whose K split
	// creates the seed the fault leaves non-compact).
	ops := map[string]int{}
	gen.Coverage(out.Prog, ops)
	if ops["load.narrowed"] != 1 || ops["op:tile.matmul"] != 1 {
		t.Errorf("the minimized kernel lost the bug's ingredients:\n%s", out.Text)
	}
}

// TestFalsePositive is issue 8's false-positive done-when: "-fp
// AccCompactValid" on a padded-out copy of the oracle's single-N-fractal
// false positive reduces it to that kernel or smaller, keeping the
// precision finding the original shows.
func TestFalsePositive(t *testing.T) {
	orig := mustKernel(t, "../oracle/testdata/precision/acc_single_n_fractal.py")
	padded := mustKernel(t, "testdata/acc_single_n_fractal.padded.py")
	cfg := padded.config(t)
	var want oracle.Signature
	for _, s := range signatures(orig.prog, 1, &cfg) {
		if s.Oracle() == oracle.Precision {
			want = s
		}
	}
	if want == "" {
		t.Fatalf("%s shows no precision finding any more: %v", orig.path, signatures(orig.prog, 1, &cfg))
	}
	out, err := Minimize(context.Background(), Input{Prog: padded.prog, Seed: 1, External: true}, Options{
		Config: cfg,
		Target: Target{FPRule: "AccCompactValid"},
		Time:   time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s -> %s, %d evaluations in %v", out.Before, out.After, out.Evaluations, out.Time.Round(time.Millisecond))
	if out.Signature != want {
		t.Errorf("kept %s, want the original's %s", out.Signature, want)
	}
	if n := gen.Statements(orig.prog); out.Before.Statements != 17 || out.After.Statements > n {
		t.Errorf("statements %d -> %d, want 17 -> at most %d (the original's)", out.Before.Statements, out.After.Statements, n)
	}
	if !out.Reproducible() {
		t.Errorf("final replays: %d of %d reproduce", out.Reproduced, out.Replays)
	}
}

// TestDeterministic: the result does not depend on the parallelism.
func TestDeterministic(t *testing.T) {
	k := mustKernel(t, "testdata/narrowed-acc-not-compact.big.py")
	cfg := k.config(t)
	var texts []string
	for _, par := range []int{1, 2, 3} {
		out, err := Minimize(context.Background(), Input{Prog: k.prog, Seed: 1}, Options{
			Config: cfg, Parallelism: par, Time: time.Minute, Levels: AllLevels.Without(L1),
		})
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, out.Text)
	}
	if texts[0] != texts[1] || texts[0] != texts[2] {
		t.Errorf("parallelism 1, 2 and 3 give different kernels:\n%s\n---\n%s\n---\n%s", texts[0], texts[1], texts[2])
	}
}

// TestNotReproduced: an input without the target finding is refused with
// the findings it does have.
func TestNotReproduced(t *testing.T) {
	k := mustKernel(t, "testdata/narrowed-acc-not-compact.py")
	cfg := k.config(t)
	_, err := Minimize(context.Background(), Input{Prog: k.prog, Seed: 1}, Options{Config: cfg, Target: Target{Oracle: oracle.Differential}})
	var nr *NotReproducedError
	if !errors.As(err, &nr) || nr.Target != "a differential finding" || len(nr.Found) != 1 || nr.Found[0] != oracle.Signature(k.header["want"]) {
		t.Fatalf("got %v, want a NotReproducedError listing the contract finding", err)
	}
	// Without the fault the kernel compiles cleanly: no finding at all.
	_, err = Minimize(context.Background(), Input{Prog: k.prog, Seed: 1}, Options{Config: *baseline(cfg)})
	if !errors.As(err, &nr) || len(nr.Found) != 0 || nr.Error() != "minimize: the input does not reproduce any finding: it has no finding" {
		t.Fatalf("got %v", err)
	}
	// A baseline under which the finding shows too is refused.
	_, err = Minimize(context.Background(), Input{Prog: k.prog, Seed: 1}, Options{Config: cfg, Baseline: &cfg})
	var be *BaselineError
	if !errors.As(err, &be) || be.Signature != oracle.Signature(k.header["want"]) {
		t.Fatalf("got %v, want a BaselineError", err)
	}
	if _, err := Minimize(context.Background(), Input{}, Options{}); !errors.Is(err, ErrNoProgram) {
		t.Fatalf("got %v, want ErrNoProgram", err)
	}
}

// TestTimeBudget: a reduction out of time returns the input (the best so
// far) and says why it stopped.
func TestTimeBudget(t *testing.T) {
	k := mustKernel(t, "testdata/narrowed-acc-not-compact.big.py")
	cfg := k.config(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out, err := Minimize(ctx, Input{Prog: k.prog, Seed: 1}, Options{Config: cfg})
	if err != nil {
		t.Fatal(err)
	}
	if out.Stopped != "canceled" || out.After != out.Before || out.Evaluations != 0 || !out.Reproducible() {
		t.Errorf("stopped %q, %s -> %s, %d evaluations, %d/%d replays", out.Stopped, out.Before, out.After, out.Evaluations, out.Reproduced, out.Replays)
	}
	if !ir.Equal(out.Prog, k.prog) {
		t.Errorf("the kernel changed without any evaluation:\n%s", out.Text)
	}
}

// BenchmarkMinimize2470 is the speed figure behind the 10 second target:
// the padded #2470 kernel reduced (L2, L3, L1; no final replays beyond
// one).
func BenchmarkMinimize2470(b *testing.B) {
	k := mustKernel(b, "testdata/narrowed-acc-not-compact.big.py")
	cfg := k.config(b)
	evals := 0
	for b.Loop() {
		out, err := Minimize(context.Background(), Input{Prog: k.prog, Seed: 1, External: true}, Options{
			Config: cfg, Baseline: baseline(cfg), Time: time.Minute, Replays: 1,
		})
		if err != nil || out.After.Statements > 6 {
			b.Fatalf("%v, %v", out, err)
		}
		evals = out.Evaluations
	}
	b.ReportMetric(float64(evals), "evals/op")
}
