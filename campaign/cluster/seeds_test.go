package cluster

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/irfuzz/irfuzz/campaign"
)

// seedDir is a seeds directory a local campaign of n cases filled.
func seedDir(t *testing.T, n int) string {
	t.Helper()
	cfg := dirs(t, faultConfig(t))
	cfg.N, cfg.SeedsDir = n, filepath.Join(t.TempDir(), "seeds")
	if rep := runLocal(t, cfg); rep.Summary.Feedback == nil || rep.Summary.Feedback.Added == 0 {
		t.Fatalf("the seeding campaign added no seeds: %+v", rep.Summary.Feedback)
	}
	return cfg.SeedsDir
}

// files are the files of dir by name (nil for none).
func files(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = string(data)
	}
	return out
}

// copyTo copies the files of src into a new directory.
func copyTo(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	for name, data := range files(t, src) {
		if err := os.WriteFile(filepath.Join(dst, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

// TestDistributedSeeds: the coordinator hands its seed corpus to the
// workers through the object store; their cases replay and mutate it, and
// the campaign is the local one with the same settings: the same summary,
// findings, case records, corpus and seed files.
func TestDistributedSeeds(t *testing.T) {
	seeds := seedDir(t, 10)
	base := faultConfig(t)
	base.N, base.Mutate = 40, 100

	lcfg := dirs(t, base)
	lcfg.SeedsDir = copyTo(t, seeds)
	want := viewOf(t, runLocal(t, lcfg), lcfg)
	fb := want.summary.Feedback
	if fb.Replayed == 0 || fb.Mutated != base.N-fb.Replayed {
		t.Fatalf("the local campaign: feedback %+v", fb)
	}
	distributed(t, base, seeds, want, lcfg.SeedsDir)
}

// TestDistributedSharesAdded: the entries a campaign's cases add to the
// corpus reach the workers (Spec.Share, Item.Shared) and the later cases
// mutate them, FeedbackLag behind, as a local campaign's do: with no seeds
// at the start, the distributed campaign is the local one, mutants of the
// run's own entries included.
func TestDistributedSharesAdded(t *testing.T) {
	base := faultConfig(t)
	base.N, base.Mutate = campaign.FeedbackLag+40, 100

	lcfg := dirs(t, base)
	lcfg.SeedsDir = filepath.Join(t.TempDir(), "seeds")
	want := viewOf(t, runLocal(t, lcfg), lcfg)
	if fb := want.summary.Feedback; fb.Replayed != 0 || fb.Mutated == 0 || fb.Added == 0 {
		t.Fatalf("the local campaign mutates none of its own entries: feedback %+v", fb)
	}
	distributed(t, base, "", want, lcfg.SeedsDir)
}

// distributed runs base with two workers (seeds: the seeds directory to
// start from, "" for none) and compares it with the local campaign want,
// whose seeds directory ended as localSeeds.
func distributed(t *testing.T, base campaign.Config, seeds string, want view, localSeeds string) {
	t.Helper()
	dcfg := dirs(t, base)
	if seeds != "" {
		dcfg.SeedsDir = copyTo(t, seeds)
	} else {
		dcfg.SeedsDir = filepath.Join(t.TempDir(), "seeds")
	}
	var id string
	rep, err := Serve(context.Background(), Options{Config: dcfg, Workers: 2, Range: 4, Ready: func(cid, _ string) { id = cid }})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Warnings) != 0 {
		t.Fatalf("warnings %q", rep.Warnings)
	}
	compare(t, want, viewOf(t, rep, dcfg))
	if a, b := files(t, localSeeds), files(t, dcfg.SeedsDir); !reflect.DeepEqual(a, b) {
		t.Errorf("seed files differ: local %d, distributed %d", len(a), len(b))
	}
	if id == "" {
		t.Fatal("no campaign id")
	}
}
