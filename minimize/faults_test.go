package minimize

import (
	"context"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
)

// Every fault of pipeline.AllFaults has a hand-written minimal kernel
// testdata/<fault>.py whose header names the backend, the fault and the
// signature it shows ("want"), or "want: none" with the reason no oracle
// sees the bug. The kernel the sweep minimizes is, in order of
// preference: testdata/<fault>.gen.py, a corpus file of a generated kernel
// that showed a finding with the fault and not without when it was
// written (profile, seed and choices are in its header);
// testdata/<fault>.big.py, a hand-written padded kernel, for the faults no
// generated kernel showed or whose generated kernel stopped showing it
// when the system under test changed; and the minimal kernel itself when
// neither shows a finding the fault causes (each skip is logged).

// TestMinimalKernels: each minimal kernel shows its signature with its
// fault and not without it; a "none" kernel shows no finding at all,
// though the fault does change the compiled program.
func TestMinimalKernels(t *testing.T) {
	for _, f := range pipeline.AllFaults() {
		t.Run(f.Name, func(t *testing.T) {
			k := mustKernel(t, "testdata/"+f.Name+".py")
			cfg := k.config(t)
			if !cfg.Faults.Has(f) {
				t.Fatalf("%s does not inject %s", k.path, f.Name)
			}
			with, without := signatures(k.prog, 1, &cfg), signatures(k.prog, 1, baseline(cfg))
			want := k.header["want"]
			if want == "none" {
				if len(with) != 0 {
					t.Fatalf("no finding expected, got %v", with)
				}
				a := compile(t, k.prog, &cfg)
				b := compile(t, k.prog, baseline(cfg))
				if ir.EqualStrict(a, b) {
					t.Fatalf("the fault does not change the compiled kernel")
				}
				return
			}
			if !slices.Contains(with, oracle.Signature(want)) {
				t.Errorf("with %s: %v, want %s", f.Name, with, want)
			}
			if slices.Contains(without, oracle.Signature(want)) {
				t.Errorf("the signature shows without the fault too")
			}
		})
	}
}

func compile(t *testing.T, p *ir.Program, cfg *oracle.Config) *ir.Program {
	t.Helper()
	out, err := pipeline.Run(pipeline.Default(), p, &pipeline.Context{Backend: cfg.Backend, Faults: cfg.Faults})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestFaultSweep is issue 8's per-fault done-when: for every fault, a
// failing kernel is minimized (keeping a finding the fault causes: it must
// not show without the fault) to at most twice the statements of the
// hand-written minimal kernel, and reproduces on 5 of 5 replays. L0 is
// left out here (TestChoices covers it; the stored traces may not rebuild
// under a newer generator), so every kernel goes through L2, L3 and L1.
func TestFaultSweep(t *testing.T) {
	if testing.Short() {
		t.Skip("the per-fault sweep takes about 20s; it runs without -short")
	}
	for _, f := range pipeline.AllFaults() {
		t.Run(f.Name, func(t *testing.T) {
			min := mustKernel(t, "testdata/"+f.Name+".py")
			limit := 2 * gen.Statements(min.prog)
			in, cfg, sig, from := sweepInput(t, f)
			if in.Prog == nil {
				if min.header["want"] != "none" {
					t.Fatalf("no kernel shows a finding of %s", f.Name)
				}
				t.Logf("%s: no finding with the current oracles (see %s)", f.Name, min.path)
				return
			}
			out, err := Minimize(context.Background(), in, Options{
				Config:   cfg,
				Baseline: baseline(cfg),
				Target:   Target{Signature: sig},
				Time:     2 * time.Minute,
				Levels:   AllLevels.Without(L0),
			})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s (%s): %s -> %s (minimal kernel %d), %d evaluations (%d oracle runs, %d cache hits) in %v; passes %v",
				f.Name, from, out.Before, out.After, gen.Statements(min.prog), out.Evaluations, out.OracleRuns, out.CacheHits,
				out.Time.Round(time.Millisecond), out.Passes)
			if out.After.Statements > limit {
				t.Errorf("%d statements, more than twice the minimal kernel's %d:\n%s", out.After.Statements, limit/2, out.Text)
			}
			if out.Signature != sig || !out.Reproducible() {
				t.Errorf("kept %s, %d of %d replays reproduce", out.Signature, out.Reproduced, out.Replays)
			}
		})
	}
}

// sweepInput is the failing kernel the sweep minimizes for a fault: the
// first of testdata/<fault>.gen.py, testdata/<fault>.big.py and the
// minimal kernel itself that shows, now, a finding the fault causes (the
// system under test changes, and a stored kernel can stop showing its
// bug; every skipped source is logged). It returns no program when none
// does.
func sweepInput(t *testing.T, f *pipeline.Fault) (Input, oracle.Config, oracle.Signature, string) {
	t.Helper()
	genPath, bigPath, minPath := "testdata/"+f.Name+".gen.py", "testdata/"+f.Name+".big.py", "testdata/"+f.Name+".py"
	if data, err := os.ReadFile(genPath); err == nil {
		e, err := corpus.ParseEntry(genPath, data)
		if err != nil {
			t.Fatal(err)
		}
		b, err := backend.Get(e.Backend)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(e.Faults, []string{f.Name}) {
			t.Fatalf("%s injects %v", e.Path, e.Faults)
		}
		cfg := oracle.Config{Backend: b, Faults: pipeline.Faults{}.With(f)}
		in := Input{Prog: e.Prog, Seed: uint64(e.Seed)}
		if sig := faultFinding(t, genPath, in, cfg, e.Signature); sig != "" {
			return in, cfg, sig, "generated: " + e.Profile + " seed " + strconv.FormatInt(e.Seed, 10)
		}
	}
	for _, path := range []string{bigPath, minPath} {
		if _, err := os.Stat(path); err != nil {
			continue
		}
		k := mustKernel(t, path)
		cfg := k.config(t)
		in := Input{Prog: k.prog, Seed: 1, External: true}
		if sig := faultFinding(t, path, in, cfg, ""); sig != "" {
			return in, cfg, sig, "hand-written " + path
		}
	}
	return Input{}, oracle.Config{}, "", ""
}

// faultFinding is the finding of a kernel the sweep keeps: the recorded
// one when the kernel still shows it with the fault and not without, else
// the first such finding it shows now, else none (logged).
func faultFinding(t *testing.T, path string, in Input, cfg oracle.Config, recorded oracle.Signature) oracle.Signature {
	t.Helper()
	with, without := signatures(in.Prog, in.Seed, &cfg), signatures(in.Prog, in.Seed, baseline(cfg))
	var first oracle.Signature
	for _, s := range with {
		if slices.Contains(without, s) {
			continue
		}
		if s == recorded {
			return s
		}
		if first == "" {
			first = s
		}
	}
	switch {
	case first == "":
		t.Logf("%s shows no finding the fault causes now (%d findings with it, each also without it); skipped", path, len(with))
	case recorded != "":
		t.Logf("%s: recorded signature %s no longer shows; keeping %s", path, recorded, first)
	}
	return first
}
