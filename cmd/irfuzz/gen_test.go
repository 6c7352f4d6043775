package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestGenStdout(t *testing.T) {
	code, out, errOut := runCmd("gen", "-prop", "AccCompactValid", "-seed", "5", "-n", "2")
	if code != 0 || errOut != "" {
		t.Fatalf("gen: code %d, stderr %q", code, errOut)
	}
	if n := strings.Count(out, "# irfuzz gen: profile=AccCompactValid seed="); n != 2 {
		t.Fatalf("want 2 kernels, got %d:\n%s", n, out)
	}
	if !strings.Contains(out, "seed=5 ") || !strings.Contains(out, "seed=6 ") {
		t.Fatalf("seeds 5 and 6 missing:\n%s", out)
	}
	_, again, _ := runCmd("gen", "-prop", "AccCompactValid", "-seed", "5", "-n", "2")
	if again != out {
		t.Fatal("the same flags printed different kernels")
	}
}

func TestGenDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "k")
	code, out, errOut := runCmd("gen", "-seed", "3", "-n", "3", "-o", dir)
	if code != 0 || errOut != "" {
		t.Fatalf("gen: code %d, stderr %q", code, errOut)
	}
	want := []string{"Default_3.py", "Default_4.py", "Default_5.py"}
	if got := strings.Fields(out); len(got) != 3 {
		t.Fatalf("want 3 paths, got %q", out)
	}
	for _, name := range want {
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ir.Parse(name, string(src)); err != nil {
			t.Fatalf("%s does not parse: %v", name, err)
		}
	}
}

func TestGenBadUsage(t *testing.T) {
	if code, _, errOut := runCmd("gen", "-prop", "NoSuchProperty"); code != 2 || !strings.Contains(errOut, `no profile "NoSuchProperty"`) {
		t.Fatalf("unknown profile: code %d, stderr %q", code, errOut)
	}
	if code, _, _ := runCmd("gen", "extra"); code != 2 {
		t.Fatalf("extra argument: code %d", code)
	}
	if code, _, errOut := runCmd("gen", "-n", "-1"); code != 2 || !strings.Contains(errOut, "must not be negative") {
		t.Fatalf("negative -n: code %d, stderr %q", code, errOut)
	}
}
