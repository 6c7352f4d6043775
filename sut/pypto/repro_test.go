package pypto

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/pyptotest"
	"github.com/irfuzz/irfuzz/sut"
)

// A repro runs with plain PyPTO: it shows PyPTO's own exception for the
// UnrollLoops violation (exit 1) and says "not reproduced" (exit 0) for
// a program PyPTO compiles.
func TestRepro(t *testing.T) {
	py := pyptotest.Python(t)
	for _, tc := range []struct {
		file, want string
		planner    string
		outcome    sut.Outcome
		code       int
	}{
		{"unroll_nested_seqstmts.py", "Post-verification failed after pass 'UnrollLoops'", "", sut.PropertyViolation, 1},
		{"unroll_nested_seqstmts.py", "Post-verification failed after pass 'UnrollLoops'", "dsa_rp", sut.PropertyViolation, 1},
		{"ok.py", "not reproduced", "", sut.Serialize, 0},
		{"ok.py", "not reproduced", "", sut.Nondeterminism, 0},
		{"ok.py", "not reproduced", "", sut.Codegen, 0},
		{"ok.py", "not reproduced", "ptoas", sut.Codegen, 0},
		{"ok.py", "not reproduced", "dsa_rp", sut.Codegen, 0},
		{"ok.py", "not reproduced", "", sut.Roundtrip, 0},
	} {
		src, err := os.ReadFile(filepath.Join("testdata", "outcomes", tc.file))
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "repro.py")
		if err := os.WriteFile(path, []byte(Repro(string(src), "Ascend950", tc.planner, tc.outcome, "UnrollLoops", "SeqStmts contains nested SeqStmts")), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(py, path)
		cmd.Dir = t.TempDir()
		out, _ := cmd.CombinedOutput()
		code := cmd.ProcessState.ExitCode()
		if code != tc.code || !strings.Contains(string(out), tc.want) {
			t.Errorf("%s (%s): exit %d, want %d with %q:\n%s", tc.file, tc.outcome, code, tc.code, tc.want, lastKB(string(out)))
		}
	}
}

func lastKB(s string) string {
	if len(s) > 2000 {
		return s[len(s)-2000:]
	}
	return s
}

func TestPyString(t *testing.T) {
	for in, want := range map[string]string{
		"a\nb":      "r'''a\nb'''",
		"x '''y":    `"x '''y"`,
		`ends in \`: `"ends in \\"`,
		"ends in '": `"ends in '"`,
	} {
		if got := pyString(in); got != want {
			t.Errorf("pyString(%q) = %s, want %s", in, got, want)
		}
	}
}
