package gen

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
)

// compileThreshold is the share of generated kernels (per target, over
// every profile) that must compile through the default pipeline. Most
// failures are the pinned PyPTO's own bugs the model keeps (ConvertToSSA's
// yield counts, docs/findings.md). Measured over 40 seeds per profile:
// 94.3% (Ascend910B) and 93.4% (Ascend950) before the generator drew the
// gather, scatter, sort, generator, system, array and prefetch ops, 92.8%
// and 92.6% after, 93.5% and 93.5% after the block loops, windows and
// permuted returns; over the test's 10 seeds, profiles with the same knobs
// build the same kernel, so one failing seed moves the rate by up to four
// points (91.7% and 90.2% before the block loops, 94.6% and 94.8% after).
const compileThreshold = 0.88

// compileSeeds is the fixed seed range of TestCompileRate, per profile.
const compileSeeds = 10

// compileKernel runs the default pipeline at Level basic on a kernel
// built for be.
func compileKernel(c Case, be *backend.Backend) error {
	_, err := pipeline.Run(pipeline.Default(), c.Prog, &pipeline.Context{Backend: be, Level: pipeline.LevelBasic})
	return err
}

// rejectedFor reports whether err is a rejection by one of the properties
// a near-miss kernel intends: a contract failure of one of them, or an
// error of a pass that produces one.
func rejectedFor(err error, intent []string) bool {
	has := func(p verifier.Property) bool {
		for _, s := range intent {
			if s == p.String() {
				return true
			}
		}
		return false
	}
	var ce *pipeline.ContractError
	if errors.As(err, &ce) {
		for _, p := range ce.FailedProperties(verifier.Default()) {
			if has(p) {
				return true
			}
		}
		return false
	}
	var pe *pipeline.PassError
	if errors.As(err, &pe) {
		if pass := pipeline.Lookup(pe.Pass); pass != nil {
			for _, s := range intent {
				if p, ok := verifier.PropertyByName(s); ok && pass.Produced.Contains(p) {
					return true
				}
			}
		}
	}
	return false
}

// describe is the first line of a pipeline error, with a contract
// failure's first error diagnostic (rule and message).
func describe(err error) string {
	msg, _, _ := strings.Cut(err.Error(), "\n")
	var ce *pipeline.ContractError
	if errors.As(err, &ce) {
		for _, d := range ce.Diagnostics {
			if d.Severity == verifier.Error {
				m, _, _ := strings.Cut(d.Message, ". ")
				return fmt.Sprintf("%s: %s: %s", msg, d.Rule, m)
			}
		}
	}
	return msg
}

// TestCompileRate: for each target, kernels of every profile but Program built for it
// (seeds 0..compileSeeds-1) compile through pipeline.Default() at Level
// basic at least compileThreshold of the time (below it, every failing
// kernel is named with its seed and error), and a near miss that does not
// compile is rejected for what it intends (Case.Intent).
func TestCompileRate(t *testing.T) {
	for _, be := range backend.All() {
		t.Run(be.Name, func(t *testing.T) {
			total, ok, nearMisses := 0, 0, 0
			var failures, unintended []string
			for _, name := range Profiles() {
				if name == UserProgramProfile {
					// User programs meet the pinned PyPTO's own bugs more
					// often (docs/findings.md); oracle's
					// TestUserProgramsCompileAndSimulate holds them to those.
					continue
				}
				p := Profile(name).WithTarget(be)
				for seed := int64(0); seed < compileSeeds; seed++ {
					c := FromSeed(p, seed)
					if c.Target != be.Name {
						t.Fatalf("%s seed %d: built for %s, want %s", name, seed, c.Target, be.Name)
					}
					total++
					err := compileKernel(c, be)
					if err == nil {
						ok++
						continue
					}
					if len(c.Intent) > 0 {
						nearMisses++
					}
					line := fmt.Sprintf("%s seed %d (intent %v): %s", name, seed, c.Intent, describe(err))
					failures = append(failures, line)
					if len(c.Intent) > 0 && !rejectedFor(err, c.Intent) {
						unintended = append(unintended, line)
					}
				}
			}
			rate := float64(ok) / float64(total)
			t.Logf("%s: %d/%d compile (%.1f%%); %d failures, %d of them near misses:\n%s", be.Name, ok, total, 100*rate, len(failures), nearMisses, strings.Join(failures, "\n"))
			if rate < compileThreshold {
				t.Errorf("%s: compile rate %.1f%% < %.0f%%; failing kernels:\n%s", be.Name, 100*rate, 100*compileThreshold, strings.Join(failures, "\n"))
			}
			if len(unintended) > 0 {
				t.Errorf("%s: %d kernels rejected for something they do not intend:\n%s", be.Name, len(unintended), strings.Join(unintended, "\n"))
			}
		})
	}
}

// TestDefaultTarget: a policy without a target builds for the backend
// irfuzz compile targets by default, and WithTarget retargets a copy.
func TestDefaultTarget(t *testing.T) {
	if got := FromSeed(nil, 1).Target; got != "Ascend950" {
		t.Fatalf("default target %q, want Ascend950", got)
	}
	b910, err := backend.Get("910B")
	if err != nil {
		t.Fatal(err)
	}
	p := DefaultProfile().WithTarget(b910)
	if got := FromSeed(p, 1).Target; got != "Ascend910B" || DefaultProfile().Target != nil {
		t.Fatalf("WithTarget: built for %q, profile target %v", got, DefaultProfile().Target)
	}
}

// TestNearMissesIntended: Default kernels that are all near misses at
// every risk carry their intent, some are rejected, and every rejection
// of a near miss is for what the kernel intends. A kernel that drew no
// near miss is held to TestCompileRate's bar instead.
func TestNearMissesIntended(t *testing.T) {
	p := withNearMisses(DefaultProfile(), 100, nearMissRisks...)
	for _, be := range backend.All() {
		rejected, intended, plain, plainFailed := 0, 0, 0, 0
		for seed := int64(0); seed < 40; seed++ {
			c := FromSeed(p.WithTarget(be), seed)
			if len(c.Intent) > 0 {
				intended++
			} else {
				plain++
			}
			err := compileKernel(c, be)
			if err == nil {
				continue
			}
			rejected++
			if len(c.Intent) == 0 {
				plainFailed++
				t.Logf("%s seed %d drew no near miss and does not compile: %s", be.Name, seed, describe(err))
				continue
			}
			if !rejectedFor(err, c.Intent) {
				t.Errorf("%s seed %d (intent %v): rejected for something else: %s", be.Name, seed, c.Intent, describe(err))
			}
		}
		if float64(plain-plainFailed) < compileThreshold*float64(plain) {
			t.Errorf("%s: %d of the %d kernels that drew no near miss do not compile (bar %.0f%%)", be.Name, plainFailed, plain, 100*compileThreshold)
		}
		if intended < 5 || rejected < 3 {
			t.Errorf("%s: %d of 40 near misses carry an intent, %d rejected", be.Name, intended, rejected)
		}
		t.Logf("%s: %d of 40 near misses carry an intent, %d rejected", be.Name, intended, rejected)
	}
}

// TestNearMissProfiles: a profile makes near misses exactly when it names
// risks, at a rate of at most 4% that its doc states, and only of risks
// the builder knows; Default makes none.
func TestNearMissProfiles(t *testing.T) {
	known := map[string]bool{}
	for _, r := range nearMissRisks {
		known[r] = true
	}
	var nm []string
	for _, name := range Profiles() {
		p := Profile(name)
		rate, risks := p.NearMissRate(), p.Risks()
		if (rate > 0) != (len(risks) > 0) {
			t.Errorf("%s: near-miss rate %d%% with risks %v", name, rate, risks)
		}
		if rate == 0 {
			continue
		}
		nm = append(nm, fmt.Sprintf("%s:%d%%%v", name, rate, risks))
		if rate > 4 || !strings.Contains(p.Doc, fmt.Sprintf("%d%% near misses", rate)) {
			t.Errorf("%s: near-miss rate %d%% (doc %q)", name, rate, p.Doc)
		}
		for _, r := range risks {
			if !known[r] {
				t.Errorf("%s: unknown risk %s", name, r)
			}
		}
	}
	if DefaultProfile().NearMissRate() != 0 {
		t.Error("Default makes near misses")
	}
	t.Logf("near-miss profiles: %s", strings.Join(nm, " "))
}
