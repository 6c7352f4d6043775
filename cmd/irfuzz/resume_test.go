package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
)

// testMainEnv makes the test binary run as irfuzz (see TestMain).
const testMainEnv = "IRFUZZ_TEST_MAIN"

// irfuzzProcess starts this test binary as "irfuzz args...".
func irfuzzProcess(t *testing.T, stderr *bytes.Buffer, args ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), testMainEnv+"=1")
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

// TestServeResumeAfterKill: the coordinator of a campaign served with a
// token to a worker process is killed with SIGKILL part way; "irfuzz serve -resume"
// on the same store and address continues it, the worker goes on with it, and
// the summary (cases, findings, unique, new), the findings and the corpus
// are those of the local campaign with the same seed and -n.
func TestServeResumeAfterKill(t *testing.T) {
	if testing.Short() {
		t.Skip("runs processes")
	}
	dir := t.TempDir()
	// -mutate 0: past FeedbackLag cases, a local campaign also mutates
	// the corpus entries its run adds, which a served one does not.
	common := []string{"-n", "120", "-seed", "3", "-prop", "TileTypeCoherence", "-inject", "c2v-push-widens-valid",
		"-oracles", "validity,crash,contract", "-minimize=false", "-json", "-mutate", "0"}
	code, stdout, stderr := runCmd(append([]string{"-workers", "2", "-out", filepath.Join(dir, "local"),
		"-corpus", filepath.Join(dir, "local-corpus")}, common...)...)
	var local campaign.Report
	if err := json.Unmarshal([]byte(stdout), &local); err != nil || code != 1 || local.Summary.New == 0 {
		t.Fatalf("local campaign: code %d, %v\n%s", code, err, stderr)
	}

	listen := "127.0.0.1:" + strconv.Itoa(freePort(t))
	token := writeTemp(t, "token", "resume-test-token\n")
	store, out, corpusDir := filepath.Join(dir, "nats"), filepath.Join(dir, "dist"), filepath.Join(dir, "dist-corpus")
	var serr, werr bytes.Buffer
	serve := irfuzzProcess(t, &serr, append([]string{"serve", "-workers", "0", "-listen", listen, "-store", store,
		"-campaign", "k1", "-range", "4", "-ack-wait", "5s", "-token-file", token, "-out", out, "-corpus", corpusDir}, common...)...)
	worker := irfuzzProcess(t, &werr, "worker", "-nats", "nats://"+listen, "-campaign", "k1", "-workers", "2",
		"-name", "w", "-wait", "30s", "-reconnect", "1m", "-token-file", token)
	defer worker.Process.Kill()

	// Kill the coordinator once 30 cases are committed (their records are
	// in cases.jsonl, written as they commit) and a finding is in the corpus.
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if n, _ := countLines(filepath.Join(out, "cases.jsonl")); n >= 30 {
			if ents, _ := filepath.Glob(filepath.Join(corpusDir, "*.py")); len(ents) > 0 {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the coordinator committed too little in 2 minutes\n%s", serr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := serve.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	serve.Wait()
	if n, _ := countLines(filepath.Join(out, "cases.jsonl")); n >= 120 {
		t.Fatalf("the campaign finished before the coordinator was killed: the test must kill it sooner")
	}

	// -json comes from the campaign's command line.
	code, stdout, stderr = runCmd("serve", "-resume", "k1", "-store", store, "-listen", listen, "-workers", "0",
		"-token-file", token, "-out", out, "-corpus", corpusDir)
	var dist campaign.Report
	if err := json.Unmarshal([]byte(stdout), &dist); err != nil || code != 1 {
		t.Fatalf("irfuzz serve -resume: code %d, %v\n%s", code, err, stderr)
	}
	// The resumed coordinator runs no case itself: every case after the
	// kill is the worker's, which went on with it and ended with it.
	if err := worker.Wait(); err != nil {
		t.Errorf("the worker: %v\n%s", err, werr.String())
	}
	for _, want := range []string{"irfuzz serve: resuming campaign k1: seed 3, profile TileTypeCoherence, 0 local workers,",
		"irfuzz serve: campaign k1 resumed after "} {
		if !strings.Contains(stderr, want) {
			t.Errorf("serve -resume's stderr lacks %q:\n%s", want, stderr)
		}
	}
	type counts struct{ Cases, Findings, Unique, New int }
	l, d := local.Summary, dist.Summary
	if a, b := (counts{l.Cases, l.Findings, l.Unique, l.New}), (counts{d.Cases, d.Findings, d.Unique, d.New}); a != b {
		t.Errorf("summary: local %+v, resumed %+v", a, b)
	}
	sigs := func(r campaign.Report) (out []string) {
		for _, f := range r.Findings {
			out = append(out, f.ID+"×"+itoa(f.Count)+"@"+itoa(f.FirstCase))
		}
		return out
	}
	if a, b := sigs(local), sigs(dist); !reflect.DeepEqual(a, b) {
		t.Errorf("findings: local %v, resumed %v", a, b)
	}
	if a, b := corpusFiles(t, filepath.Join(dir, "local-corpus")), corpusFiles(t, corpusDir); !reflect.DeepEqual(a, b) {
		t.Errorf("corpus: local %v files, resumed %v", len(a), len(b))
	}
	if n, _ := countLines(filepath.Join(out, "cases.jsonl")); n != 120 {
		t.Errorf("cases.jsonl holds %d records, want 120", n)
	}
}

func countLines(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n := 0
	for sc := bufio.NewScanner(f); sc.Scan(); {
		n++
	}
	return n, nil
}

// corpusFiles are a corpus directory's files without their first/last
// seen lines (times differ between runs).
func corpusFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	seen := regexp.MustCompile(`(?m)^# (first|last)_seen: .*\n`)
	out := map[string]string{}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = seen.ReplaceAllString(string(data), "")
	}
	return out
}

// TestServeResumeBadUsage: -resume refuses flags that would change the
// campaign's cases, and names a campaign its store does not hold.
func TestServeResumeBadUsage(t *testing.T) {
	store := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "-resume", "k1", "-seed", "3"}, "irfuzz serve: -seed: -resume continues the campaign with the settings it was started with\n"},
		{[]string{"serve", "-resume", "k1", "-prop", "Default"}, "irfuzz serve: -prop: -resume continues the campaign with the settings it was started with\n"},
		{[]string{"serve", "-resume", "nosuch", "-store", store, "-listen", "", "-workers", "1"},
			"irfuzz serve: -resume nosuch: no such campaign in this store (key nosuch.config of bucket irfuzz_campaigns is missing)\n"},
		{[]string{"serve", "-resume", "bad id", "-store", store, "-listen", "", "-workers", "1"}, `irfuzz serve: -resume: bad id "bad id"`},
	} {
		code, out, errOut := runCmd(c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("irfuzz %s: code %d, stdout %q, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, out, errOut, c.want)
		}
	}
}
