package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/campaign/results"
	"github.com/irfuzz/irfuzz/corpus"
)

// TestMain lets the test binary stand in for irfuzz as the child process
// of an -isolate campaign, and as irfuzz itself with $IRFUZZ_TEST_MAIN set
// (a process a test kills).
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == campaign.ChildFlag || os.Getenv(testMainEnv) != "" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

func TestCampaignBadUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-prop", "Nope"}, `irfuzz: -prop: unknown profile "Nope" (known: AccCompactValid, `},
		{[]string{"-backend", "x"}, `irfuzz: -backend: unknown backend "x" (want 910B, 950 or none)`},
		{[]string{"-inject", "nofault"}, `irfuzz: -inject: unknown fault "nofault" (faults: `},
		{[]string{"-planner", "dsa"}, `irfuzz: -planner: unknown memory planner "dsa" (planners: pypto, dsa_rp, ptoas)`},
		{[]string{"-oracles", "bogus"}, `irfuzz: -oracles: unknown oracle "bogus" (want one of validity, `},
		{[]string{"-workers", "0"}, "irfuzz: -workers: must be at least 1, got 0"},
		{[]string{"-n", "-1"}, "irfuzz: -n: must not be negative, got -1"},
		{[]string{"-time", "-1s"}, "irfuzz: -time: must not be negative, got -1s"},
		{[]string{"-case-timeout", "0s"}, "irfuzz: -case-timeout: must be positive, got 0s"},
		{[]string{"-mutate", "101"}, "irfuzz: -mutate: must be a percentage from 0 to 100, got 101"},
		{[]string{"-n", "3", "extra"}, `irfuzz: unexpected argument "extra"`},
		{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"-n", "x"}, `invalid value "x" for flag -n`},
		{[]string{"-sut", "gcc"}, `irfuzz: -sut: unknown system under test gcc (want "model", "pypto" or "both")`},
		{[]string{"-n", "1", "-sut", "pypto", "-python", "/nonexistent/python3"},
			"irfuzz: campaign: PyPTO cannot be used with /nonexistent/python3: starting /nonexistent/python3: fork/exec /nonexistent/python3: no such file or directory\ninstall the shared wheel: python3 -m venv .venv"},
		{[]string{"-n", "1", "-sut", "both", "-isolate", "-python", "/nonexistent/python3"},
			"irfuzz: campaign: -isolate isolates the model; the real PyPTO already runs in worker processes of its own"},
	} {
		code, out, errOut := runCmd(c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, c.want) && !strings.Contains(errOut, c.want) {
			t.Errorf("irfuzz %s: code %d, stdout %q, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, out, errOut, c.want)
		}
	}
	code, _, errOut := runCmd("-h")
	if code != 0 || !strings.Contains(errOut, "usage: irfuzz [flags]") || !strings.Contains(errOut, "-case-timeout") ||
		!strings.Contains(errOut, "-seeds string") || !strings.Contains(errOut, "-mutate int") ||
		!strings.Contains(errOut, `(default "irfuzz-corpus")`) || strings.Contains(errOut, campaign.ChildFlag) {
		t.Errorf("irfuzz -h: code %d, stderr:\n%s", code, errOut)
	}
}

// TestCampaign runs a small campaign twice on one corpus: the first finds
// new signatures (exit 1), the second finds the same ones, already known
// (exit 0).
func TestCampaign(t *testing.T) {
	dir := t.TempDir()
	corpusDir, out := filepath.Join(dir, "corpus"), filepath.Join(dir, "out")
	// The campaign of campaign's self-test for this fault, which finds it.
	args := []string{"-n", "60", "-seed", "1", "-prop", "TileTypeCoherence", "-inject", "c2v-push-widens-valid",
		"-oracles", "validity,crash,contract", "-workers", "2", "-corpus", corpusDir, "-out", out, "-json"}
	code, stdout, stderr := runCmd(args...)
	var rep campaign.Report
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("-json output: %v\n%s\nstderr:\n%s", err, stdout, stderr)
	}
	s := rep.Summary
	if s.Cases != 60 || s.Seed != 1 || s.Workers != 2 || s.Backend != "Ascend950" || len(s.Properties) != 1 ||
		strings.Join(s.Faults, ",") != "c2v-push-widens-valid" || strings.Join(s.Oracles, ",") != "validity,crash,contract" {
		t.Fatalf("summary %+v", s)
	}
	if s.New == 0 || code != 1 {
		t.Fatalf("first run: code %d with %d new signatures; want 1 and some (the fault's)", code, s.New)
	}
	for _, want := range []string{"irfuzz: campaign seed 1, profile TileTypeCoherence, 2 workers, backend 950, faults c2v-push-widens-valid, 60 cases, sut model\n",
		"│ property          │ cases │ validity │ findings │ unique signatures │ cases/s │",
		"│ TileTypeCoherence │    60 │   100.0% │", "new e0012f13feae contract loud ×"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	for _, f := range []string{results.SummaryFile, results.FindingsFile, results.CasesFile, "report.txt", "report.md", "report.html"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Errorf("results: %v", err)
		}
	}
	files := corpusCases(t, corpusDir)
	if len(files) != s.New {
		t.Errorf("%d corpus files for %d new signatures", len(files), s.New)
	}
	// Minimization is on by default: the fault's finding is kept minimized,
	// its original beside it.
	minimized, err1 := corpus.LoadFile(filepath.Join(corpusDir, "e0012f13feae.py"))
	original, err2 := corpus.LoadFile(filepath.Join(corpusDir, "e0012f13feae.orig.py"))
	if err1 != nil || err2 != nil || minimized.Statements >= original.Statements || minimized.Original != "e0012f13feae.orig.py" {
		t.Errorf("minimized finding: %v %v; statements %d (original %d), original %q", err1, err2, minimized.Statements, original.Statements, minimized.Original)
	}

	code, stdout, stderr = runCmd(append(args[:len(args)-1:len(args)-1], "-out", out)...)
	if code != 0 {
		t.Fatalf("second run: code %d, want 0 (nothing new)\n%s%s", code, stdout, stderr)
	}
	if !strings.Contains(stdout, ", 0 new, harness share ") {
		t.Errorf("second run's table:\n%s", stdout)
	}
	if again := corpusCases(t, corpusDir); len(again) != len(files) {
		t.Errorf("second run wrote %d corpus files, want the same %d", len(again), len(files))
	}

	code, stdout, stderr = runCmd("replay", corpusDir)
	if code != 0 || !strings.HasSuffix(stdout, ": "+itoa(len(files))+" passed, 0 failed; 0 unusable files\n") {
		t.Errorf("replay of the campaign's corpus: code %d\n%s%s", code, stdout, stderr)
	}
}

// TestCampaignIsolate: the cases of an -isolate campaign run in child
// processes (this test binary, see TestMain) and find what in-process
// cases find.
func TestCampaignIsolate(t *testing.T) {
	dir := t.TempDir()
	var reps [2]campaign.Report
	for i, extra := range [][]string{nil, {"-isolate"}} {
		args := append([]string{"-n", "60", "-seed", "1", "-prop", "TileTypeCoherence", "-inject", "c2v-push-widens-valid", "-oracles", "validity,crash,contract",
			"-workers", "2", "-corpus", "", "-out", filepath.Join(dir, itoa(i)), "-json"}, extra...)
		_, stdout, stderr := runCmd(args...)
		if err := json.Unmarshal([]byte(stdout), &reps[i]); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, stderr)
		}
	}
	sigs := func(r campaign.Report) (out []string) {
		for _, f := range r.Findings {
			out = append(out, f.ID+"×"+itoa(f.Count))
		}
		return out
	}
	if a, b := sigs(reps[0]), sigs(reps[1]); len(a) == 0 || strings.Join(a, " ") != strings.Join(b, " ") || reps[1].Summary.Cases != 60 {
		t.Errorf("in-process findings %v, isolated %v (%d cases)", a, b, reps[1].Summary.Cases)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// corpusCases lists a corpus directory's case files (originals of
// minimized cases left out).
func corpusCases(t *testing.T, dir string) []string {
	t.Helper()
	all, _ := filepath.Glob(filepath.Join(dir, "*.py"))
	var out []string
	for _, f := range all {
		if !strings.HasSuffix(f, ".orig.py") {
			out = append(out, f)
		}
	}
	return out
}

// TestCampaignProfiles: -cpuprofile and -memprofile write pprof files
// (gzipped protocol buffers) of the campaign, and an unwritable path is
// a usage error that names the flag before any case runs. Not parallel:
// the CPU profile is the process's.
func TestCampaignProfiles(t *testing.T) {
	dir := t.TempDir()
	cpu, mem := filepath.Join(dir, "cpu.prof"), filepath.Join(dir, "mem.prof")
	code, _, stderr := runCmd("-n", "4", "-seed", "1", "-workers", "1", "-corpus", "", "-out", "", "-cpuprofile", cpu, "-memprofile", mem)
	if code > 1 {
		t.Fatalf("campaign: code %d\n%s", code, stderr)
	}
	for _, p := range []string{cpu, mem} {
		b, err := os.ReadFile(p)
		if err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
			t.Errorf("%s: %v; %d bytes, want a gzipped pprof profile", p, err, len(b))
		}
	}
	for _, flagName := range []string{"-cpuprofile", "-memprofile"} {
		bad := filepath.Join(dir, "no", "such", "dir", "x.prof")
		code, out, errOut := runCmd("-n", "1", "-seed", "1", "-corpus", "", "-out", "", flagName, bad)
		want := "irfuzz: " + flagName + ": open " + bad + ": no such file or directory"
		if code != 2 || out != "" || !strings.HasPrefix(errOut, want) {
			t.Errorf("%s unwritable: code %d, stdout %q, stderr %q; want 2 and %q", flagName, code, out, errOut, want)
		}
	}
}
