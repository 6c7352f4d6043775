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

// maxChoiceHits is how many failing kernels TestChoices scans for.
const maxChoiceHits = 3

// TestChoices: L0 alone shrinks a generated failing kernel through its
// choice trace; the trace it returns rebuilds the minimized kernel. The
// kernel is the first of the first three hits (whose trace L0 shrinks) of a
// seed scan over three profile and fault
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
	type hit struct {
		c   gen.Case
		pol *gen.Policy
		cfg oracle.Config
		sig oracle.Signature
	}
	var hits []hit
scan:
	for seed := int64(1); seed <= 100; seed++ {
		for _, pair := range pairs {
			pol := gen.Profile(pair.profile).WithTarget(b)
			cfg := oracle.Config{Backend: b, Faults: pipeline.Faults{}.With(pair.fault)}
			c := gen.FromSeed(pol, seed)
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
					t.Logf("%s seed %d with %s: %s", pair.profile, seed, pair.fault.Name, s)
					hits = append(hits, hit{c, pol, cfg, s})
					if len(hits) == maxChoiceHits {
						break scan
					}
					break
				}
			}
		}
	}
	if len(hits) == 0 {
		t.Fatal("no generated kernel of 3x100 shows a finding its fault causes")
	}
	// The first hit whose trace L0 shrinks (some findings have no smaller
	// trace that reproduces them: since gen's block loops the first hit,
	// TileMemoryInferred seed 8's pitch mismatch, is one).
	var (
		c   gen.Case
		pol *gen.Policy
		out *Output
	)
	for _, h := range hits {
		o, err := Minimize(context.Background(), Input{Prog: h.c.Prog, Choices: h.c.Trace.Choices, Policy: h.pol, Seed: 1}, Options{
			Config: h.cfg, Baseline: baseline(h.cfg), Target: Target{Signature: h.sig},
			Time: 20 * time.Second, Levels: Levels(0).With(L0),
		})
		if err != nil {
			t.Fatal(err)
		}
		l0 := o.Levels[L0]
		t.Logf("%s -> %s, %s, %d evaluations (%d cache hits) in %v", o.Before, o.After, l0.Note, l0.Evaluations, l0.CacheHits, l0.Time.Round(time.Millisecond))
		if strings.HasPrefix(l0.Note, "trace ") && o.After.Statements < o.Before.Statements {
			c, pol, out = h.c, h.pol, o
			break
		}
	}
	if out == nil {
		t.Fatalf("L0 shrank none of the first %d failing kernels", len(hits))
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
