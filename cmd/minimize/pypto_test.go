package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/pyptotest"
)

// A corpus case found on the real PyPTO minimizes there: every candidate
// is judged by PyPTO, and the result comes with a standalone repro that
// plain PyPTO runs.
func TestMinimizeOnPyPTO(t *testing.T) {
	py := pyptotest.Python(t)
	src, err := os.ReadFile("../../sut/pypto/testdata/outcomes/unroll_nested_seqstmts.py")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "d9633c164423.py")
	entry := "# irfuzz corpus v1\n" +
		"# signature: \"pypto | NoRedundantBlocks | UnrollLoops | SeqStmts contains nested SeqStmts |  | \"\n" +
		"# status: open\n# oracle: pypto\n# property: NoRedundantBlocks\n# pass: UnrollLoops\n# backend: Ascend950\n# sut: pypto\n\n" + string(src)
	if err := os.WriteFile(in, []byte(entry), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "min.py")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"-python", py, "-time", "60s", "-o", out, in}, &stdout, &stderr)
	if code != 0 || !strings.Contains(stderr.String(), "final kernel reproduces: 5 of 5 replays") {
		t.Fatalf("exit %d:\n%s", code, stderr.String())
	}
	min, _ := os.ReadFile(out)
	if strings.Contains(string(min), "pl.tile.load") {
		t.Errorf("the load and store are not needed, yet kept:\n%s", min)
	}
	cmd := exec.Command(py, filepath.Join(dir, "min.repro.py"))
	cmd.Dir = dir
	res, _ := cmd.CombinedOutput()
	if cmd.ProcessState.ExitCode() != 1 || !strings.Contains(string(res), "Post-verification failed after pass 'UnrollLoops'") {
		t.Errorf("repro: exit %d:\n%s", cmd.ProcessState.ExitCode(), res)
	}
}
