package verifier

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/irfuzz/irfuzz/ir"
)

// Diagnostic checks are PyPTO's DiagnosticCheckRegistry: warnings and
// performance hints that are not properties. A property is a claim the
// compiler stands behind and passes declare; a check is a signal to go and
// look, run at a fixed point of the pipeline (its Phase), never required,
// produced or invalidated by a pass, and never an error. They live in their
// own registry, apart from the property rules, so no property set can
// include one by accident.

// Phase is when a diagnostic check runs (PyPTO's DiagnosticPhase).
type Phase uint8

// The phases.
const (
	// PrePipeline checks run on the pipeline input, the user's own IR.
	PrePipeline Phase = iota
	// PostPipeline checks run on the finished program.
	PostPipeline
)

func (ph Phase) String() string {
	switch ph {
	case PrePipeline:
		return "PrePipeline"
	case PostPipeline:
		return "PostPipeline"
	}
	return fmt.Sprintf("Phase(%d)", uint8(ph))
}

// ParsePhase reads a phase name ("PrePipeline", "pre_pipeline", ...).
func ParsePhase(s string) (Phase, error) {
	switch strings.ReplaceAll(strings.ToLower(s), "_", "") {
	case "prepipeline", "pre":
		return PrePipeline, nil
	case "postpipeline", "post":
		return PostPipeline, nil
	}
	return 0, fmt.Errorf("unknown diagnostic phase %q (want PrePipeline or PostPipeline)", s)
}

// Check is a diagnostic check.
type Check interface {
	// Name is the name its diagnostics carry (e.g. "InParamWritten").
	Name() string
	// Phase is the pipeline point the check runs at.
	Phase() Phase
	// Severity is the severity every diagnostic of the check gets
	// (Warning or PerfHint): the registry stamps it, whatever Run reports.
	Severity() Severity
	// Run appends the check's diagnostics through the pass.
	Run(p *Pass)
}

// check is the concrete Check the built-in checks are.
type check struct {
	name  string
	phase Phase
	sev   Severity
	doc   string
	run   func(p *Pass)
}

func (c *check) Name() string       { return c.name }
func (c *check) Phase() Phase       { return c.phase }
func (c *check) Severity() Severity { return c.sev }
func (c *check) Run(p *Pass)        { c.run(p) }
func (c *check) Doc() string        { return c.doc }

// CheckSet is a set of check names.
type CheckSet map[string]bool

// NewCheckSet builds a set of check names.
func NewCheckSet(names ...string) CheckSet {
	s := CheckSet{}
	for _, n := range names {
		s[n] = true
	}
	return s
}

// Names lists the set's names, sorted.
func (s CheckSet) Names() []string {
	out := make([]string, 0, len(s))
	for n, ok := range s {
		if ok {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// CheckRegistry holds diagnostic checks in registration order. It is
// read-only once built; one may serve concurrent runs.
type CheckRegistry struct {
	checks []Check
	byName map[string]Check
}

// NewCheckRegistry builds a registry, rejecting unnamed or duplicate checks
// and severities other than Warning and PerfHint.
func NewCheckRegistry(checks ...Check) (*CheckRegistry, error) {
	r := &CheckRegistry{byName: map[string]Check{}}
	for _, c := range checks {
		if c == nil || c.Name() == "" {
			return nil, fmt.Errorf("verifier: a diagnostic check without a name")
		}
		if _, dup := r.byName[c.Name()]; dup {
			return nil, fmt.Errorf("verifier: diagnostic check %s registered twice", c.Name())
		}
		if c.Severity() == Error {
			return nil, fmt.Errorf("verifier: diagnostic check %s has severity ERROR; checks only warn", c.Name())
		}
		r.checks = append(r.checks, c)
		r.byName[c.Name()] = c
	}
	return r, nil
}

// Checks lists the checks in registration order.
func (r *CheckRegistry) Checks() []Check { return r.checks }

// Check returns a check by name.
func (r *CheckRegistry) Check(name string) (Check, bool) {
	c, ok := r.byName[name]
	return c, ok
}

// All is the set of every registered check.
func (r *CheckRegistry) All() CheckSet {
	s := CheckSet{}
	for _, c := range r.checks {
		s[c.Name()] = true
	}
	return s
}

// ParseCheckSet reads a comma-separated list of check names, rejecting
// names the registry does not hold.
func (r *CheckRegistry) ParseCheckSet(list string) (CheckSet, error) {
	s := CheckSet{}
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if _, ok := r.byName[n]; !ok {
			return nil, fmt.Errorf("unknown diagnostic check %q", n)
		}
		s[n] = true
	}
	return s, nil
}

// RunChecks runs, in registration order, every check of set registered for
// phase, and returns their diagnostics, each stamped with its check's
// severity (PyPTO's DiagnosticCheckRegistry::RunChecks).
func (r *CheckRegistry) RunChecks(ctx *Context, set CheckSet, phase Phase, prog *ir.Program) []Diagnostic {
	var out []Diagnostic
	if prog == nil {
		return nil
	}
	for _, c := range r.checks {
		if !set[c.Name()] || c.Phase() != phase {
			continue
		}
		before := len(out)
		c.Run(NewPass(c.Name(), prog, ctx, &out))
		for i := before; i < len(out); i++ {
			out[i].Severity = c.Severity()
		}
	}
	return out
}

// builtinChecks are the diagnostic checks irfuzz implements, in PyPTO's
// DiagnosticCheck order.
var builtinChecks = []Check{
	inParamWrittenCheck,
}

var defaultChecks = sync.OnceValue(func() *CheckRegistry {
	r, err := NewCheckRegistry(builtinChecks...)
	if err != nil {
		panic(err)
	}
	return r
})

// DefaultChecks returns the registry of the built-in diagnostic checks
// (built once, read-only).
func DefaultChecks() *CheckRegistry { return defaultChecks() }

// RunChecks runs checks of set at phase on prog with the default check
// registry.
func RunChecks(ctx *Context, set CheckSet, phase Phase, prog *ir.Program) []Diagnostic {
	return DefaultChecks().RunChecks(ctx, set, phase, prog)
}
