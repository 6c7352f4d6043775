package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const replayCorpus = "../../campaign/testdata/corpus"

// copyCorpus copies the campaign's test corpus into a fresh directory.
func copyCorpus(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files, err := filepath.Glob(filepath.Join(replayCorpus, "*.py"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestReplay(t *testing.T) {
	dir := copyCorpus(t)
	code, out, errOut := runCmd("replay", dir)
	if code != 0 || errOut != "" || !strings.HasSuffix(out, "3 cases: 3 passed, 0 failed; 0 unusable files\n") ||
		!strings.Contains(out, "PASS open  "+filepath.Join(dir, "e0012f13feae.py")+": open, signature still reproduces\n") ||
		!strings.Contains(out, "PASS fixed "+filepath.Join(dir, "01648f4ebc56.py")+": fixed, signature does not reproduce") {
		t.Fatalf("replay: code %d, stderr %q, stdout:\n%s", code, errOut, out)
	}

	// The bug of an open case is fixed: without its fault it no longer
	// reproduces. Replay fails until -update marks it fixed.
	path := filepath.Join(dir, "e0012f13feae.py")
	data, _ := os.ReadFile(path)
	if err := os.WriteFile(path, []byte(strings.Replace(string(data), "# faults: c2v-push-widens-valid\n", "# faults:\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCmd("replay", dir)
	if code != 1 || !strings.Contains(out, "FAIL open  "+path+": open, but signature no longer reproduces") || !strings.HasSuffix(out, "3 cases: 2 passed, 1 failed; 0 unusable files\n") {
		t.Fatalf("replay of a fixed open case: code %d\n%s", code, out)
	}
	code, out, _ = runCmd("replay", "-update", dir)
	if code != 0 || !strings.Contains(out, "PASS fixed "+path+": marked fixed: signature no longer reproduces\n") {
		t.Fatalf("replay -update: code %d\n%s", code, out)
	}
	if data, _ := os.ReadFile(path); !strings.Contains(string(data), "\n# status: fixed\n") {
		t.Fatalf("replay -update did not rewrite the status:\n%s", data)
	}
	if code, out, _ = runCmd("replay", dir); code != 0 {
		t.Fatalf("replay after -update: code %d\n%s", code, out)
	}

	// An unusable file fails the replay.
	if err := os.WriteFile(filepath.Join(dir, "000000000000.py"), []byte("not a corpus file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCmd("replay", dir)
	if code != 1 || !strings.Contains(errOut, "000000000000.py") || !strings.HasSuffix(out, "; 1 unusable file\n") {
		t.Fatalf("replay with a junk file: code %d, stderr %q\n%s", code, errOut, out)
	}
}

func TestReplayBadUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"replay"}, "usage: irfuzz replay"},
		{[]string{"replay", "a", "b"}, "usage: irfuzz replay"},
		{[]string{"replay", filepath.Join(t.TempDir(), "missing")}, "no such file or directory"},
		{[]string{"replay", "-backend", "x", replayCorpus}, `irfuzz replay: -backend: unknown backend "x"`},
		{[]string{"replay", "-oracles", "x", replayCorpus}, `irfuzz replay: -oracles: unknown oracle "x"`},
	} {
		if code, _, errOut := runCmd(c.args...); code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("irfuzz %s: code %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, errOut, c.want)
		}
	}
}
