package minimize

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
)

// kernel is a PyPTO test program with its "# key: value" header comments
// (backend, faults, want).
type kernel struct {
	path   string
	prog   *ir.Program
	header map[string]string
}

func mustKernel(t testing.TB, path string) *kernel {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse(filepath.Base(path), string(src))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	k := &kernel{path: path, prog: p, header: map[string]string{}}
	for _, l := range strings.Split(string(src), "\n") {
		if !strings.HasPrefix(l, "# ") {
			break
		}
		if key, v, ok := strings.Cut(l[2:], ":"); ok && !strings.Contains(key, " ") {
			k.header[key] = strings.TrimPrefix(v, " ")
		}
	}
	return k
}

// config is the oracle configuration the header names.
func (k *kernel) config(t testing.TB) oracle.Config {
	t.Helper()
	b, err := backend.Get(k.header["backend"])
	if err != nil {
		t.Fatalf("%s: %v", k.path, err)
	}
	fs, err := pipeline.ParseFaults(k.header["faults"])
	if err != nil {
		t.Fatalf("%s: %v", k.path, err)
	}
	return oracle.Config{Backend: b, Faults: fs}
}

// baseline is the configuration without faults.
func baseline(cfg oracle.Config) *oracle.Config {
	cfg.Faults = pipeline.Faults{}
	return &cfg
}

// signatures checks a program and returns its findings' signatures.
func signatures(p *ir.Program, seed uint64, cfg *oracle.Config) []oracle.Signature {
	var out []oracle.Signature
	for _, f := range oracle.Check(oracle.Case{Prog: p, Seed: seed}, cfg).Findings {
		out = append(out, f.Signature())
	}
	return out
}

// replayFile writes a text to a file, reads it back and checks it n times,
// counting the runs that show sig (and not under base, when set).
func replayFile(t *testing.T, text string, seed uint64, cfg, base *oracle.Config, sig oracle.Signature, n int) int {
	t.Helper()
	path := filepath.Join(t.TempDir(), "minimized.py")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	k := 0
	for i := 0; i < n; i++ {
		p, err := ir.Parse(path, string(data))
		if err != nil {
			t.Fatalf("the minimized file does not parse: %v", err)
		}
		if reproduces(oracle.Case{Seed: seed}, p, cfg, base, sig, nil) {
			k++
		}
	}
	return k
}
