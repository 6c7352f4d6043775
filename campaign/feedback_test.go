package campaign

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/campaign/feedback"
	"github.com/irfuzz/irfuzz/oracle"
)

// copyDir copies the files of dir into a new temporary directory.
func copyDir(t *testing.T, dir string) string {
	t.Helper()
	out := t.TempDir()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// seedFiles are the seed files of dir, by name.
func seedFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = string(data)
	}
	return files
}

// firstRun is a campaign that fills a seeds directory: n fresh cases.
func firstRun(t *testing.T, n int) (outcome, string) {
	t.Helper()
	seeds := filepath.Join(t.TempDir(), "seeds")
	o := runCampaign(t, Config{Profiles: testProfiles, N: n, Workers: 2, Backend: "950", SeedsDir: seeds, Seed: 1})
	fb := o.rep.Summary.Feedback
	if fb == nil || fb.Signals == 0 || fb.Added == 0 || fb.Added != len(seedFiles(t, seeds)) || fb.Mutated != 0 {
		t.Fatalf("first run: feedback %+v, %d seed files", fb, len(seedFiles(t, seeds)))
	}
	return o, seeds
}

// TestFeedbackReplayAndDeterminism: a campaign started from a seeds
// directory replays first the entries that cover their stored signals,
// fewer than all, which bring back every signal of the run that wrote
// them, then mutates corpus traces beside fresh cases;
// two runs of one seed from one seeds directory give the same cases,
// signals, findings and seed files, whatever the number of workers.
func TestFeedbackReplayAndDeterminism(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 20
	}
	first, seeds := firstRun(t, n)
	k := first.rep.Summary.Feedback.Added
	dirs := []string{copyDir(t, seeds), copyDir(t, seeds)}
	var runs []outcome
	for i, workers := range []int{1, 2} {
		runs = append(runs, runCampaign(t, Config{Profiles: testProfiles, N: k + 2*FeedbackLag, Workers: workers, Backend: "950",
			SeedsDir: dirs[i], Mutate: 50, Seed: 2}))
	}
	c1, f1, k1 := untimed(runs[0])
	c2, f2, k2 := untimed(runs[1])
	if !reflect.DeepEqual(c1, c2) || !reflect.DeepEqual(f1, f2) || !reflect.DeepEqual(k1, k2) {
		t.Fatalf("two runs differ:\n%+v\n%+v", c1, c2)
	}
	if s1, s2 := seedFiles(t, dirs[0]), seedFiles(t, dirs[1]); !reflect.DeepEqual(s1, s2) {
		t.Fatalf("the runs wrote different seed files: %d and %d", len(s1), len(s2))
	}
	fb1, fb2 := runs[0].rep.Summary.Feedback, runs[1].rep.Summary.Feedback
	if !reflect.DeepEqual(fb1, fb2) {
		t.Fatalf("feedback %+v and %+v", fb1, fb2)
	}
	r := fb1.Replayed
	if fb1.Loaded != k || r == 0 || r >= k || fb1.Mutated == 0 || fb1.Signals < first.rep.Summary.Feedback.Signals {
		t.Fatalf("second run: feedback %+v, first run's %+v", fb1, first.rep.Summary.Feedback)
	}
	back := 0
	for _, c := range c1[:r] {
		if c.Origin != OriginReplay {
			t.Fatalf("case %d is %q, want a replay", c.Index, c.Origin)
		}
		back += c.NewSignals
	}
	if back != first.rep.Summary.Feedback.Signals {
		t.Fatalf("the %d replays brought %d signals, the first run had %d", r, back, first.rep.Summary.Feedback.Signals)
	}
	for _, c := range c1[r : r+FeedbackLag] {
		if c.Origin == OriginReplay {
			t.Fatalf("case %d is a replay past the %d that cover the seeds", c.Index, r)
		}
	}
}

// TestFeedbackMutantsValid: kernels built from mutated traces pass the
// validity oracle, as fresh ones do.
func TestFeedbackMutantsValid(t *testing.T) {
	_, seeds := firstRun(t, 12)
	n := len(seedFiles(t, seeds)) + 40
	if testing.Short() {
		n -= 20
	}
	o := runCampaign(t, Config{Profiles: []string{"Default", "AccCompactValid", "MixedKernelExpanded", "SSAForm"}, N: n, Workers: 2,
		Backend: "950", SeedsDir: seeds, Mutate: 100, Seed: 3})
	fb := o.rep.Summary.Feedback
	if fb.Mutated != n-fb.Replayed {
		t.Fatalf("feedback %+v: want every case past the %d replays mutated", fb, fb.Replayed)
	}
	if o.rep.Summary.Invalid != 0 {
		t.Fatalf("%d invalid cases", o.rep.Summary.Invalid)
	}
	for _, f := range o.rep.Findings {
		if f.Oracle == oracle.Validity {
			t.Fatalf("validity finding %+v", f)
		}
	}
}

// TestFeedbackIsolated: a mutated or replayed case runs the same in a
// child process, which rebuilds it from the trace its task carries.
func TestFeedbackIsolated(t *testing.T) {
	_, seeds := firstRun(t, 10)
	cfg := Config{Profiles: testProfiles, N: 16, Workers: 2, Backend: "950", Mutate: 100, Seed: 4}
	cfg.SeedsDir = copyDir(t, seeds)
	cfg.check = synthetic(oracle.Check)
	in := runCampaign(t, cfg)
	cfg.SeedsDir, cfg.check, cfg.Isolate, cfg.Child = copyDir(t, seeds), nil, true, testChild(t)
	iso := runCampaign(t, cfg)
	c1, f1, _ := untimed(in)
	c2, f2, _ := untimed(iso)
	if in.rep.Summary.Feedback.Mutated == 0 || !reflect.DeepEqual(c1, c2) || !reflect.DeepEqual(f1, f2) {
		t.Fatalf("isolated campaign differs:\nin process: %+v\nisolated:   %+v", c1, c2)
	}
}

// TestFeedbackCorruptSeed: an unusable seed file is a warning naming it,
// and the campaign goes on with the others.
func TestFeedbackCorruptSeed(t *testing.T) {
	_, seeds := firstRun(t, 6)
	bad := filepath.Join(seeds, "0bad"+feedback.Suffix)
	if err := os.WriteFile(bad, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	k := len(seedFiles(t, seeds)) - 1
	o := runCampaign(t, Config{Profiles: testProfiles, N: k + 2, Workers: 1, Backend: "950", SeedsDir: seeds, Seed: 5})
	want := "seeds: " + bad + ": invalid character 'n' looking for beginning of object key string (skipped)"
	found := false
	for _, w := range o.rep.Warnings {
		found = found || w == want
	}
	if !found {
		t.Fatalf("warnings %q, want %q", o.rep.Warnings, want)
	}
	if fb := o.rep.Summary.Feedback; fb.Loaded != k || fb.Replayed == 0 || len(o.cases) != k+2 {
		t.Fatalf("feedback %+v, %d cases; want %d loaded", fb, len(o.cases), k)
	}
	if !strings.HasSuffix(o.rep.Warnings[0], "(skipped)") {
		t.Fatalf("the corrupt file's warning is not first: %q", o.rep.Warnings)
	}
}
