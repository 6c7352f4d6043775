package verifier

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// Each checkdata/<Check>/<case>.py is a program for the diagnostic check of
// that name, with the header comments rules_test.go documents (want lines,
// `# backend:`), plus an optional `# phase: PrePipeline|PostPipeline`
// (default: the check's own phase). The check runs alone through
// RunChecks. The directory is not under testdata/ because TestRuleCases
// reads every testdata/<Name> as a property rule.
func TestCheckCases(t *testing.T) {
	dirs, err := filepath.Glob("checkdata/*")
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatal("no checkdata directories")
	}
	reg := DefaultChecks()
	for _, dir := range dirs {
		name := filepath.Base(dir)
		c, ok := reg.Check(name)
		if !ok {
			t.Errorf("checkdata/%s: no diagnostic check named %s", name, name)
			continue
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		for _, path := range files {
			t.Run(name+"/"+filepath.Base(path), func(t *testing.T) {
				cs := parseCase(t, path, SSAForm)
				src, _ := os.ReadFile(path)
				phase := c.Phase()
				for _, line := range strings.Split(string(src), "\n") {
					if p, ok := strings.CutPrefix(line, "# phase: "); ok {
						if phase, err = ParsePhase(p); err != nil {
							t.Fatal(err)
						}
					}
				}
				prog, err := ir.Parse(filepath.Base(path), string(src))
				if err != nil {
					t.Fatalf("parse: %v", err)
				}
				got := reg.RunChecks(&Context{Backend: cs.backend}, NewCheckSet(name), phase, prog)
				if len(got) != len(cs.wants) {
					t.Fatalf("got%s\nwant %d diagnostics", describe(got), len(cs.wants))
				}
				for i, w := range cs.wants {
					d := got[i]
					if d.Severity.String() != w.sev || d.Rule != w.rule || d.Code != w.code || !strings.Contains(d.Message, w.fragment) ||
						w.line != 0 && (d.Span.Line != w.line || d.Span.Col != w.col) {
						t.Fatalf("diagnostic %d:%s\nwant %s %s %d @%d:%d containing %q", i, describe([]Diagnostic{d}), w.sev, w.rule, w.code, w.line, w.col, w.fragment)
					}
				}
			})
		}
	}
}

// TestEveryCheckHasCases demands two accepted and two warned programs per
// built-in check.
func TestEveryCheckHasCases(t *testing.T) {
	for _, c := range DefaultChecks().Checks() {
		files, _ := filepath.Glob(filepath.Join("checkdata", c.Name(), "*.py"))
		accepted, warned := 0, 0
		for _, f := range files {
			if parseCase(t, f, SSAForm).nothing {
				accepted++
			} else {
				warned++
			}
		}
		if accepted < 2 || warned < 2 {
			t.Errorf("check %s has %d accepted and %d warned programs under checkdata/%s, want at least 2 of each", c.Name(), accepted, warned, c.Name())
		}
	}
}

func TestCheckRegistry(t *testing.T) {
	reg := DefaultChecks()
	if c, ok := reg.Check("InParamWritten"); !ok || c.Phase() != PostPipeline || c.Severity() != Warning {
		t.Fatalf("InParamWritten registration: %v %v", c, ok)
	}
	if got := reg.All().Names(); strings.Join(got, ",") != "InParamWritten" {
		t.Errorf("All = %v", got)
	}
	// The check is reachable only through the check registry, never as a
	// property rule.
	if _, ok := Default().RuleByName("InParamWritten"); ok {
		t.Error("InParamWritten is registered as a property rule")
	}
	if _, err := reg.ParseCheckSet("InParamWritten, Nope"); err == nil || err.Error() != `unknown diagnostic check "Nope"` {
		t.Errorf("ParseCheckSet error: %v", err)
	}
	if s, err := reg.ParseCheckSet(" InParamWritten ,"); err != nil || len(s) != 1 || !s["InParamWritten"] {
		t.Errorf("ParseCheckSet = %v, %v", s, err)
	}
	for _, tc := range []struct {
		in   string
		want Phase
	}{{"PostPipeline", PostPipeline}, {"post_pipeline", PostPipeline}, {"PRE_PIPELINE", PrePipeline}} {
		if got, err := ParsePhase(tc.in); err != nil || got != tc.want {
			t.Errorf("ParsePhase(%q) = %v, %v", tc.in, got, err)
		}
	}
	if _, err := ParsePhase("mid"); err == nil || err.Error() != `unknown diagnostic phase "mid" (want PrePipeline or PostPipeline)` {
		t.Errorf("ParsePhase(mid): %v", err)
	}
	if PostPipeline.String() != "PostPipeline" || PrePipeline.String() != "PrePipeline" || Phase(9).String() != "Phase(9)" {
		t.Error("Phase.String")
	}
}

func TestCheckRegistryRejectsBadChecks(t *testing.T) {
	a := &check{name: "A", phase: PrePipeline, sev: Warning, run: func(*Pass) {}}
	if _, err := NewCheckRegistry(a, a); err == nil || err.Error() != "verifier: diagnostic check A registered twice" {
		t.Errorf("duplicate: %v", err)
	}
	e := &check{name: "E", sev: Error, run: func(*Pass) {}}
	if _, err := NewCheckRegistry(e); err == nil || err.Error() != "verifier: diagnostic check E has severity ERROR; checks only warn" {
		t.Errorf("error severity: %v", err)
	}
	if _, err := NewCheckRegistry(&check{}); err == nil || err.Error() != "verifier: a diagnostic check without a name" {
		t.Errorf("unnamed: %v", err)
	}
}

// RunChecks runs only the checks of the set registered for the phase, in
// registration order, and stamps each diagnostic with its check's
// severity whatever the check reported.
func TestRunChecksPhaseSetAndSeverity(t *testing.T) {
	var ran []string
	mk := func(name string, ph Phase, sev Severity) Check {
		return &check{name: name, phase: ph, sev: sev, run: func(p *Pass) {
			ran = append(ran, name)
			p.Errorf(3, ir.Span{Line: 1}, "from %s", name)
		}}
	}
	reg, err := NewCheckRegistry(mk("B", PostPipeline, PerfHint), mk("A", PostPipeline, Warning), mk("C", PrePipeline, Warning))
	if err != nil {
		t.Fatal(err)
	}
	ds := reg.RunChecks(nil, NewCheckSet("A", "B", "C"), PostPipeline, &ir.Program{})
	if strings.Join(ran, ",") != "B,A" || len(ds) != 2 {
		t.Fatalf("ran %v, diagnostics %v", ran, ds)
	}
	if ds[0].Rule != "B" || ds[0].Severity != PerfHint || ds[0].Code != 3 || ds[1].Rule != "A" || ds[1].Severity != Warning {
		t.Errorf("diagnostics %v", ds)
	}
	ran = nil
	if ds := reg.RunChecks(nil, NewCheckSet("A"), PrePipeline, &ir.Program{}); len(ds) != 0 || len(ran) != 0 {
		t.Errorf("phase filter: ran %v, %v", ran, ds)
	}
	if ds := reg.RunChecks(nil, reg.All(), PostPipeline, nil); ds != nil {
		t.Errorf("nil program: %v", ds)
	}
	if HasErrors(RunChecks(nil, DefaultChecks().All(), PostPipeline, parseProgramFile(t, "checkdata/InParamWritten/store_into_in_param.py"))) {
		t.Error("a diagnostic check produced an error")
	}
}
