package verifier

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Each testdata/<Rule>/<case>.py is a PyPTO program whose header comments
// say what verifying it must report:
//
//	# props: AccCompactValid,TileTypeCoherence   (default: the rule's property)
//	# backend: 950                               (default: none)
//	# want: ERROR AccCompactValid 1 @14:9 "accumulates 16 valid rows"
//	# want: nothing
//
// A want line gives severity, rule, code, optionally @line:col, and a
// fragment the message must contain. The diagnostics must match the want
// lines exactly: same count, same order.
type want struct {
	sev      string
	rule     string
	code     int
	line     int
	col      int
	fragment string
}

var wantRE = regexp.MustCompile(`^# want: (ERROR|WARNING|PERF_HINT) (\w+) (-?\d+)(?: @(\d+):(\d+))? "(.*)"$`)

type ruleCase struct {
	props   PropertySet
	backend *backend.Backend
	wants   []want
	nothing bool
}

func parseCase(t *testing.T, path string, def Property) ruleCase {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c := ruleCase{props: Set(def)}
	for _, line := range strings.Split(string(src), "\n") {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		switch {
		case strings.HasPrefix(line, "# props: "):
			s, err := ParseSet(strings.TrimPrefix(line, "# props: "))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			c.props = s
		case strings.HasPrefix(line, "# backend: "):
			b, err := backend.Get(strings.TrimPrefix(line, "# backend: "))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			c.backend = b
		case line == "# want: nothing":
			c.nothing = true
		case strings.HasPrefix(line, "# want: "):
			m := wantRE.FindStringSubmatch(line)
			if m == nil {
				t.Fatalf("%s: malformed want line %q", path, line)
			}
			w := want{sev: m[1], rule: m[2], fragment: m[6]}
			w.code, _ = strconv.Atoi(m[3])
			if m[4] != "" {
				w.line, _ = strconv.Atoi(m[4])
				w.col, _ = strconv.Atoi(m[5])
			}
			c.wants = append(c.wants, w)
		}
	}
	if c.nothing == (len(c.wants) > 0) {
		t.Fatalf("%s: needs either want lines or `# want: nothing`", path)
	}
	return c
}

func describe(ds []Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "\n  %s %s %d @%d:%d %q", d.Severity, d.Rule, d.Code, d.Span.Line, d.Span.Col, d.Message)
	}
	if b.Len() == 0 {
		return " nothing"
	}
	return b.String()
}

// TestRuleCases runs every program under testdata/<Rule>/.
func TestRuleCases(t *testing.T) {
	dirs, err := filepath.Glob("testdata/*")
	if err != nil {
		t.Fatal(err)
	}
	reg := Default()
	for _, dir := range dirs {
		name := filepath.Base(dir)
		r, ok := reg.RuleByName(name)
		if !ok {
			t.Errorf("testdata/%s: no rule named %s", name, name)
			continue
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
		for _, path := range files {
			t.Run(name+"/"+filepath.Base(path), func(t *testing.T) {
				c := parseCase(t, path, r.Property())
				src, _ := os.ReadFile(path)
				prog, err := ir.Parse(filepath.Base(path), string(src))
				if err != nil {
					t.Fatalf("parse: %v", err)
				}
				got := reg.Verify(&Context{Backend: c.backend}, c.props, prog)
				if len(got) != len(c.wants) {
					t.Fatalf("got%s\nwant %d diagnostics", describe(got), len(c.wants))
				}
				for i, w := range c.wants {
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

// builtInGo names, per rule, the Go test that supplies its rejected programs
// when no text program can: the parser canonicalizes every tile type, so a
// non-canonical encoding only exists in a literally built ir.TileType, and
// the parser cannot build a redundant block, an unnormalized statement
// list, a dangling orchestration reference or a comm-domain scope.
var builtInGo = map[string]string{
	"TileTypeCoherence":               "TestTileTypeCoherenceRejectsImplicitViews",
	"NoRedundantBlocks":               "TestNoRedundantBlocksGoBuilt",
	"NormalizedStmtStructure":         "TestNormalizedStmtStructureGoBuilt",
	"OrchestrationReferencesResolved": "TestOrchestrationReferencesResolvedDangling",
	"CommDomainScopesMaterialized":    "TestCommDomainScopesMaterializedGoBuilt",
}

// TestEveryRuleHasCases demands at least two accepted and two rejected
// programs per rule.
func TestEveryRuleHasCases(t *testing.T) {
	for rule, test := range builtInGo {
		src, err := os.ReadFile(snakeCase(rule) + "_test.go")
		if err != nil || !strings.Contains(string(src), "func "+test+"(t *testing.T)") {
			t.Errorf("rule %s: Go-built cases %s not found in %s_test.go", rule, test, snakeCase(rule))
		}
	}
	for _, r := range Default().Rules() {
		files, _ := filepath.Glob(filepath.Join("testdata", r.Name(), "*.py"))
		accepted, rejected := 0, 0
		for _, f := range files {
			c := parseCase(t, f, r.Property())
			if c.nothing {
				accepted++
			} else {
				rejected++
			}
		}
		if _, ok := builtInGo[r.Name()]; ok {
			rejected += 2
		}
		if accepted < 2 || rejected < 2 {
			t.Errorf("rule %s has %d accepted and %d rejected programs under testdata/%s, want at least 2 of each", r.Name(), accepted, rejected, r.Name())
		}
	}
}

// snakeCase turns a rule name into its file name: TileTypeCoherence →
// tile_type_coherence.
func snakeCase(name string) string {
	var b strings.Builder
	for i, r := range name {
		if i > 0 && r >= 'A' && r <= 'Z' {
			b.WriteByte('_')
		}
		b.WriteRune(r | 0x20)
	}
	return b.String()
}
