package verifier

import (
	"fmt"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// Rule checks one property of a program.
type Rule interface {
	// Name is the rule name diagnostics carry (e.g. "SSAVerify").
	Name() string
	// Property is the property the rule proves.
	Property() Property
	// Requires lists the analyses the rule reads through ResultOf.
	Requires() []Requirement
	// After names the rules that must run before this one when both run
	// in one verification, for a rule that needs to (none of the built-in
	// rules does: each reads only the program and the analyses).
	After() []string
	// Verify appends the rule's diagnostics through the pass.
	Verify(p *Pass)
}

// Context is the per-call configuration of a verification: the backend
// (nil when none is configured; backend-dependent rules then report
// nothing) and the checks switched off. A Context is read-only during
// verification.
type Context struct {
	Backend *backend.Backend
	// Disabled names checks (the Ext constants) that are switched off:
	// a fault re-creating a verifier blind spot turns one off.
	Disabled []Extension
}

// Extension names one check inside a rule that can be switched off, where
// irfuzz's rule is stricter than the PyPTO release it models.
type Extension string

// Pass is one rule's view of one verification: the program, the context,
// the analysis results the verification's rules share and the place its
// diagnostics go.
type Pass struct {
	Prog     *ir.Program
	Backend  *backend.Backend
	rule     string
	out      *[]Diagnostic
	disabled []Extension
	// results are the verification's analysis results (nil until a pass
	// made by NewPass reads one); allowed, when not nil, is the set of
	// analyses this pass may read.
	results *analysisResults
	allowed map[Requirement]bool
}

// Enabled reports whether a check is on in this verification.
func (p *Pass) Enabled(c Extension) bool {
	for _, d := range p.disabled {
		if d == c {
			return false
		}
	}
	return true
}

// NewPass makes a pass reporting as rule into out (for rules run outside a
// registry, e.g. by a pass that verifies its own output). The pass
// computes the analyses its rule reads on first use and shares them with
// no other pass.
func NewPass(rule string, prog *ir.Program, ctx *Context, out *[]Diagnostic) *Pass {
	p := &Pass{Prog: prog, rule: rule, out: out}
	if ctx != nil {
		p.Backend = ctx.Backend
		p.disabled = ctx.Disabled
	}
	return p
}

// Report appends a diagnostic.
func (p *Pass) Report(sev Severity, code int, span ir.Span, format string, args ...any) {
	*p.out = append(*p.out, Diagnostic{Severity: sev, Rule: p.rule, Code: code, Message: fmt.Sprintf(format, args...), Span: span})
}

// Errorf appends an error.
func (p *Pass) Errorf(code int, span ir.Span, format string, args ...any) {
	p.Report(Error, code, span, format, args...)
}

// Warnf appends a warning.
func (p *Pass) Warnf(code int, span ir.Span, format string, args ...any) {
	p.Report(Warning, code, span, format, args...)
}

// rule is the concrete Rule most rules are: a name, a property, a doc line,
// the analyses it reads, the rules it runs after and a function.
type rule struct {
	name     string
	prop     Property
	doc      string
	requires []Requirement
	after    []string
	run      func(p *Pass)
}

func (r *rule) Name() string            { return r.name }
func (r *rule) Property() Property      { return r.prop }
func (r *rule) Requires() []Requirement { return r.requires }
func (r *rule) After() []string         { return r.after }
func (r *rule) Verify(p *Pass)          { r.run(p) }
func (r *rule) Doc() string             { return r.doc }
