package oracle

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/pipeline"
)

var update = flag.Bool("update", false, "rewrite the '# want:' lines of testdata cases")

// A case under testdata/<dir>/ is PyPTO text with header comments:
//
//	# backend: Ascend910B          the backend (default: none)
//	# faults: a,b                  faults to inject
//	# passes: A,B                  the pass list (default: pipeline.Default())
//	# rejected: text               Result.Rejected must contain text
//	# skipped: text                Result.Skipped must contain text
//	# want: SIGNATURE              one line per expected finding, in order
//	# want: nothing                no finding
//
// The test runs every oracle and compares the findings' signatures with the
// want lines exactly; -update rewrites them.
type oracleCase struct {
	path               string
	text               string
	cfg                Config
	rejected, skipped  string
	wants              []string
	hasWant, wantsNone bool
}

func loadCase(t *testing.T, path string) *oracleCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c := &oracleCase{path: path, text: string(data)}
	for _, line := range strings.Split(c.text, "\n") {
		key, val, ok := strings.Cut(strings.TrimPrefix(line, "# "), ": ")
		if !strings.HasPrefix(line, "# ") || !ok {
			continue
		}
		switch key {
		case "backend":
			if c.cfg.Backend, err = backend.Get(val); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
		case "faults":
			if c.cfg.Faults, err = pipeline.ParseFaults(val); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
		case "passes":
			for _, name := range strings.Split(val, ",") {
				p := pipeline.Lookup(name)
				if p == nil {
					t.Fatalf("%s: unknown pass %q", path, name)
				}
				c.cfg.Passes = append(c.cfg.Passes, p)
			}
		case "rejected":
			c.rejected = val
		case "skipped":
			c.skipped = val
		case "want":
			c.hasWant = true
			if val == "nothing" {
				c.wantsNone = true
			} else {
				c.wants = append(c.wants, val)
			}
		}
	}
	return c
}

// rewrite replaces the want lines with got (inserted before the first
// non-comment line when there were none).
func (c *oracleCase) rewrite(t *testing.T, got []string) {
	var wants []string
	for _, g := range got {
		wants = append(wants, "# want: "+g)
	}
	if len(wants) == 0 {
		wants = []string{"# want: nothing"}
	}
	var out []string
	placed := false
	for _, line := range strings.Split(c.text, "\n") {
		if strings.HasPrefix(line, "# want: ") {
			if !placed {
				out, placed = append(out, wants...), true
			}
			continue
		}
		if !placed && !strings.HasPrefix(line, "#") {
			out, placed = append(out, wants...), true
		}
		out = append(out, line)
	}
	if err := os.WriteFile(c.path, []byte(strings.Join(out, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestCases(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.py"))
	if len(files) == 0 {
		t.Fatal("no cases")
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(path[len("testdata/"):], ".py"), func(t *testing.T) {
			c := loadCase(t, path)
			prog, err := ir.Parse(filepath.Base(path), c.text)
			if err != nil {
				t.Fatal(err)
			}
			r := Check(Case{Prog: prog, Seed: 1}, &c.cfg)
			var got []string
			for _, f := range r.Findings {
				got = append(got, string(f.Signature()))
			}
			if *update {
				c.rewrite(t, got)
				return
			}
			if !c.hasWant {
				t.Fatalf("no '# want:' line (run with -update)")
			}
			if strings.Join(got, "\n") != strings.Join(c.wants, "\n") {
				t.Errorf("findings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.wants, "\n"))
				for _, f := range r.Findings {
					t.Logf("%s: %s", f.Oracle, f.Message)
				}
			}
			if c.rejected != "" && !strings.Contains(r.Rejected, c.rejected) {
				t.Errorf("Rejected = %q, want it to contain %q", r.Rejected, c.rejected)
			}
			if c.skipped != "" && !strings.Contains(r.Skipped, c.skipped) {
				t.Errorf("Skipped = %q, want it to contain %q", r.Skipped, c.skipped)
			}
			if strings.HasPrefix(path, filepath.Join("testdata", "clean")) || strings.HasPrefix(path, filepath.Join("testdata", "orchestration")) {
				// A clean case (and every tensor-level program) is compiled
				// and simulated unless it says why not.
				if len(r.Findings) > 0 {
					t.Errorf("a clean case has findings")
				}
				if c.rejected == "" && r.Rejected != "" || c.skipped == "" && r.Skipped != "" {
					t.Errorf("clean case not simulated: rejected %q, skipped %q", r.Rejected, r.Skipped)
				}
			}
		})
	}
}

// Every oracle has a case (a Go test for crash, purity, determinism, and
// for pypto and acceptance, which judge the real PyPTO's answers, and for
// mutant, whose mutations are Go values).
func TestEveryOracleHasACase(t *testing.T) {
	goTested := map[string]bool{Crash: true, Purity: true, Determinism: true, PyPTO: true, Acceptance: true, PassDiff: true, PyPTOSim: true, PTODiff: true, Mutant: true}
	seen := map[string]bool{}
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.py"))
	for _, path := range files {
		for _, line := range strings.Split(loadCase(t, path).text, "\n") {
			if sig, ok := strings.CutPrefix(line, "# want: "); ok {
				seen[Signature(sig).Oracle()] = true
			}
		}
	}
	for _, name := range Names() {
		if !seen[name] && !goTested[name] {
			t.Errorf("oracle %s has no testdata case expecting it", name)
		}
	}
}
