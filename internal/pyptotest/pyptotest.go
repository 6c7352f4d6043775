// Package pyptotest finds, for tests, a Python interpreter that has the real
// PyPTO: $IRFUZZ_PYTHON, else the repository's .venv/bin/python (where the
// README's install line puts the shared wheel). A test that needs PyPTO
// and finds none is skipped, except under CI (the CI variable set), where
// it fails: CI installs PyPTO, so a missing one is a broken CI.
package pyptotest

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

var (
	once   sync.Once
	python string
	why    string
)

// Python is the interpreter with PyPTO; it skips (fails under CI) the test
// when there is none.
func Python(t testing.TB) string {
	t.Helper()
	once.Do(find)
	if python == "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("no PyPTO for the real-PyPTO tests under CI: %s", why)
		}
		t.Skipf("no PyPTO: %s (set IRFUZZ_PYTHON or install the wheel into .venv)", why)
	}
	return python
}

func find() {
	var candidates []string
	if p := os.Getenv("IRFUZZ_PYTHON"); p != "" {
		candidates = append(candidates, p)
	}
	if _, file, _, ok := runtime.Caller(0); ok {
		root := filepath.Dir(filepath.Dir(filepath.Dir(file)))
		candidates = append(candidates, filepath.Join(root, ".venv", "bin", "python"))
	}
	why = "none of " + filepath.Join(".venv", "bin", "python") + " and $IRFUZZ_PYTHON is set up"
	for _, c := range candidates {
		if _, err := os.Stat(c); err != nil && filepath.IsAbs(c) {
			continue
		}
		out, err := exec.Command(c, "-c", "import pypto.language").CombinedOutput()
		if err == nil {
			python = c
			return
		}
		why = c + " cannot import pypto: " + lastLine(string(out))
	}
}

func lastLine(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '\n' || s[len(s)-1] == ' ') {
		s = s[:len(s)-1]
	}
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '\n' {
			return s[i+1:]
		}
	}
	return s
}
