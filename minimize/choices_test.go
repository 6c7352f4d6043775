package minimize

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
)

// TestChoices: L0 alone shrinks a generated failing kernel through its
// choice trace; the trace it returns rebuilds the minimized kernel. The
// kernel is the first hit of a seed scan over three profile and fault
// pairs that each failed in about one case of ten when this was written
// (on 910B), made with the generator as it is now, so the test depends on
// neither stored traces nor one fault staying visible.
func TestChoices(t *testing.T) {
	if testing.Short() {
		t.Skip("scans generated kernels and shrinks one (about 8s)")
	}
	b, _ := backend.Get("910B")
	pairs := []struct {
		profile string
		fault   *pipeline.Fault
	}{
		{"NoNestedCalls", pipeline.FaultYieldCallsUnflattened},
		{"TileMemoryInferred", pipeline.FaultC2VPushWidensValid},
		{"AssignTypeSymmetry", pipeline.FaultDescendingTripZero},
	}
	var (
		c   gen.Case
		pol *gen.Policy
		cfg oracle.Config
		sig oracle.Signature
	)
scan:
	for seed := int64(1); seed <= 100; seed++ {
		for _, pair := range pairs {
			pol = gen.Profile(pair.profile).WithTarget(b)
			cfg = oracle.Config{Backend: b, Faults: pipeline.Faults{}.With(pair.fault)}
			c = gen.FromSeed(pol, seed)
			p, err := ir.Parse("gen.py", ir.Print(c.Prog))
			if err != nil {
				continue
			}
			with := signatures(p, 1, &cfg)
			if len(with) == 0 {
				continue
			}
			without := signatures(p, 1, baseline(cfg))
			for _, s := range with {
				if !slices.Contains(without, s) {
					sig = s
					t.Logf("%s seed %d with %s: %s", pair.profile, seed, pair.fault.Name, sig)
					break scan
				}
			}
		}
	}
	if sig == "" {
		t.Fatal("no generated kernel of 3x100 shows a finding its fault causes")
	}
	out, err := Minimize(context.Background(), Input{Prog: c.Prog, Choices: c.Trace.Choices, Policy: pol, Seed: 1}, Options{
		Config: cfg, Baseline: baseline(cfg), Target: Target{Signature: sig},
		Time: 20 * time.Second, Levels: Levels(0).With(L0),
	})
	if err != nil {
		t.Fatal(err)
	}
	l0 := out.Levels[L0]
	t.Logf("%s -> %s, %s, %d evaluations (%d cache hits) in %v", out.Before, out.After, l0.Note, l0.Evaluations, l0.CacheHits, l0.Time.Round(time.Millisecond))
	if !strings.HasPrefix(l0.Note, "trace ") || out.After.Statements >= out.Before.Statements {
		t.Fatalf("L0 did not shrink the kernel: %s -> %s (%s)", out.Before, out.After, l0.Note)
	}
	if out.Choices == nil || len(out.Choices) >= len(c.Trace.Choices) {
		t.Fatalf("choices %d -> %d", len(c.Trace.Choices), len(out.Choices))
	}
	if re := gen.FromChoices(pol, out.Choices); !ir.Equal(re.Prog, out.Prog) {
		t.Errorf("the returned choices build\n%s\nnot the minimized kernel\n%s", ir.Print(re.Prog), out.Text)
	}
	if !out.Reproducible() {
		t.Errorf("final replays: %d of %d reproduce", out.Reproduced, out.Replays)
	}
}
