package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
)

const testdata = "../../minimize/testdata/"

func runCmd(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(context.Background(), args, &o, &e)
	return code, o.String(), e.String()
}

// TestPlainText: a plain PyPTO file is minimized to plain PyPTO text.
func TestPlainText(t *testing.T) {
	out := filepath.Join(t.TempDir(), "min.py")
	code, stdout, stderr := runCmd("-backend", "910B", "-inject", "narrowed-acc-not-compact", "-time", "1m", "-o", out, testdata+"narrowed-acc-not-compact.big.py")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if stdout != "" {
		t.Errorf("stdout not empty with -o: %q", stdout)
	}
	for _, want := range []string{
		"minimize: signature: contract | TypeCheck | AutoTileMatmulL0 |",
		"minimize: before: 15 statements, 2187 bytes\n",
		"minimize: final kernel reproduces: 5 of 5 replays show the signature\n",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr)
		}
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse(out, string(data))
	if err != nil {
		t.Fatalf("output does not parse: %v\n%s", err, data)
	}
	if n := gen.Statements(p); n > 6 {
		t.Errorf("%d statements:\n%s", n, data)
	}
	if strings.HasPrefix(string(data), corpus.Magic) {
		t.Errorf("plain input gave a corpus file")
	}
}

// TestCorpusFile: a corpus file is minimized to a corpus file with its
// header kept and updated (statements, passes).
func TestCorpusFile(t *testing.T) {
	src, err := os.ReadFile(testdata + "c2v-push-widens-valid.py")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse("c2v.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := backend.Get("910B")
	cfg := &oracle.Config{Backend: b, Faults: pipeline.Faults{}.With(pipeline.FaultC2VPushWidensValid)}
	res := oracle.Check(oracle.Case{Prog: p, Seed: 7}, cfg)
	if len(res.Findings) == 0 {
		t.Fatal("the kernel shows no finding")
	}
	e := corpus.FromFinding(&res.Findings[0], p)
	e.Backend, e.Faults, e.Seed, e.Statements, e.Count = "910B", []string{"c2v-push-widens-valid"}, 7, gen.Statements(p), 1
	e.Extra = []corpus.Field{{Key: "issue", Value: "PyPTO #2510"}, {Key: "passes", Value: "stale"}}
	dir := t.TempDir()
	in := filepath.Join(dir, e.FileName())
	if err := corpus.WriteFile(in, &e); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCmd("-time", "1m", in)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	got, err := corpus.ParseEntry("stdout", []byte(stdout))
	if err != nil {
		t.Fatalf("stdout is not a corpus file: %v\n%s", err, stdout)
	}
	if got.Signature != e.Signature || got.Backend != "910B" || strings.Join(got.Faults, ",") != "c2v-push-widens-valid" || got.Seed != 7 {
		t.Errorf("header changed: %+v", got)
	}
	if got.Statements != gen.Statements(got.Prog) || got.Statements >= e.Statements {
		t.Errorf("statements %d (kernel has %d), was %d", got.Statements, gen.Statements(got.Prog), e.Statements)
	}
	want := []corpus.Field{{Key: "issue", Value: "PyPTO #2510"}, {Key: "passes", Value: "InferTileMemorySpace,ExpandMixedKernel"}}
	if len(got.Extra) != 2 || got.Extra[0] != want[0] || got.Extra[1] != want[1] {
		t.Errorf("extra headers %v, want %v", got.Extra, want)
	}
}

// TestExitCodes: 1 when the input does not show the finding, 2 for bad
// usage or unreadable input.
func TestExitCodes(t *testing.T) {
	kernel := testdata + "narrowed-acc-not-compact.py"
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"-backend", "910B", "-oracle", "contract", kernel}, 1, "does not reproduce a contract finding: it has no finding"},
		{[]string{"-backend", "910B", "-inject", "narrowed-acc-not-compact", "-oracle", "differential", kernel}, 1, "its findings:\n  contract | TypeCheck | AutoTileMatmulL0"},
		{[]string{}, 2, "usage: minimize"},
		{[]string{"-sig", "x", "-fp", "AccCompactValid", kernel}, 2, "usage: minimize"},
		{[]string{"-backend", "bogus", kernel}, 2, "-backend: unknown backend"},
		{[]string{"-inject", "bogus", kernel}, 2, "-inject: unknown fault"},
		{[]string{testdata + "no-such-file.py"}, 2, "no such file"},
		{[]string{"-h"}, 0, "usage: minimize"},
	} {
		code, _, stderr := runCmd(c.args...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("minimize %s: exit %d, want %d with %q; stderr:\n%s", strings.Join(c.args, " "), code, c.code, c.msg, stderr)
		}
	}
}
