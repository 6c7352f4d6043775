package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/pyptotest"
)

const outcomes = "../../sut/pypto/testdata/outcomes/"

func TestCompileOnPyPTO(t *testing.T) {
	py := pyptotest.Python(t)
	code, out, errOut := runCmd("compile", "-sut", "pypto", "-python", py, outcomes+"unroll_nested_seqstmts.py")
	if code != 1 || out != "" || !strings.HasPrefix(errOut, "irfuzz compile: PyPTO property-violation in UnrollLoops: Error: SeqStmts contains nested SeqStmts\n  NoRedundantBlocks (NoRedundantBlocks, code 0) at ") {
		t.Errorf("unroll: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = runCmd("compile", "-sut", "pypto", "-python", py, "-passes", "UnrollLoops,ConvertToSSA", "-dump-after", "UnrollLoops", outcomes+"ok.py")
	if code != 0 || !strings.Contains(out, "x__ssa_v0: pl.Tensor[[128, 64], pl.INT8]") || !strings.HasPrefix(errOut, "# ---- after UnrollLoops (PyPTO) ----\n# pypto.program: Fuzz\n") {
		t.Errorf("ok: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = runCmd("compile", "-sut", "pypto", "-python", py, "-passes", "InsertSync", outcomes+"ok.py")
	if code != 2 || errOut != "irfuzz compile: -passes: PyPTO's default pipeline has no pass \"InsertSync\" (irfuzz compile -sut pypto -list-passes)\n" {
		t.Errorf("unknown pass: exit %d, stderr %q", code, errOut)
	}
}

func TestNoPyPTO(t *testing.T) {
	for _, args := range [][]string{
		{"compile", "-sut", "pypto", "-python", "/nonexistent/python3", outcomes + "ok.py"},
		{"-n", "1", "-sut", "both", "-python", "/nonexistent/python3", "-corpus", "", "-out", ""},
	} {
		code, _, errOut := runCmd(args...)
		if code != 2 || !strings.Contains(errOut, "PyPTO cannot be used with /nonexistent/python3") || !strings.Contains(errOut, "pip install ../shared/pypto/") {
			t.Errorf("irfuzz %s: exit %d, stderr %q", strings.Join(args, " "), code, errOut)
		}
	}
}

// A corpus case found on the real PyPTO replays there: its sut header
// says so.
func TestReplayOnPyPTO(t *testing.T) {
	py := pyptotest.Python(t)
	src, err := os.ReadFile(outcomes + "unroll_nested_seqstmts.py")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	entry := "# irfuzz corpus v1\n" +
		"# signature: \"pypto | NoRedundantBlocks | UnrollLoops | SeqStmts contains nested SeqStmts |  | \"\n" +
		"# status: open\n# oracle: pypto\n# property: NoRedundantBlocks\n# pass: UnrollLoops\n# backend: Ascend950\n# sut: pypto\n\n" + string(src)
	if err := os.WriteFile(filepath.Join(dir, "d9633c164423.py"), []byte(entry), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd("replay", "-python", py, dir)
	if code != 0 || !strings.Contains(out, "PASS open  "+filepath.Join(dir, "d9633c164423.py")+": open, signature still reproduces") {
		t.Errorf("replay: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, _ = runCmd("replay", "-sut", "model", dir)
	if code != 1 || !strings.Contains(out, "FAIL open") {
		t.Errorf("replay on the model: exit %d, stdout %q", code, out)
	}
}

// sim -sut pypto simulates the PTO program the real PyPTO's code
// generation writes, in program order: the ok kernel matches its
// reference with no diagnostic; -pto simulates a saved .pto, whose
// changed op computes other numbers, named with the store that wrote them.
func TestSimOnPyPTO(t *testing.T) {
	py := pyptotest.Python(t)
	code, out, errOut := runCmd("sim", "-sut", "pypto", "-python", py, outcomes+"ok.py")
	if code != 0 || !strings.Contains(out, "│ out    │ INT8[64 32]  │ match  │") || !strings.Contains(out, "Diagnostics\nnone\n") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	pto, err := os.ReadFile("../../sim/pto/testdata/vector.pto")
	if err != nil {
		t.Fatal(err)
	}
	edited := filepath.Join(t.TempDir(), "kernel.pto")
	if err := os.WriteFile(edited, []byte(strings.Replace(string(pto), "pto.tneg", "pto.tabs", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCmd("sim", "-pto", edited, "../../sim/pto/testdata/vector.py")
	if code != 1 || !strings.Contains(out, "MISMATCH: element [0 1]: want -2, got 2 (463 elements differ); last written by pto.tstore at .pto line 18 (testdata/vector.py:10:43)") {
		t.Errorf("-pto: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, _, errOut = runCmd("sim", "-sut", "pypto", "-python", py, outcomes+"unroll_nested_seqstmts.py")
	if code != 1 || !strings.HasPrefix(errOut, "irfuzz sim: PyPTO property-violation in UnrollLoops") {
		t.Errorf("unroll: exit %d, stderr %q", code, errOut)
	}
}

// TestSimBoth: sim -sut both simulates the model's .pto and PyPTO's and
// says whether they compute alike.
func TestSimBoth(t *testing.T) {
	py := pyptotest.Python(t)
	code, out, errOut := runCmd("sim", "-sut", "both", "-python", py, outcomes+"ok.py")
	if code != 0 || !strings.Contains(out, "Outputs of the model's .pto") || !strings.Contains(out, "Outputs of PyPTO's .pto") ||
		!strings.Contains(out, "The model's .pto against PyPTO's\nagree: every output the reference defines is computed alike\n") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
