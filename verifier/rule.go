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

// Pass is one rule's view of one verification: the program, the context
// and the place its diagnostics go.
type Pass struct {
	Prog     *ir.Program
	Backend  *backend.Backend
	rule     string
	out      *[]Diagnostic
	disabled []Extension
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
// registry, e.g. by a pass that verifies its own output).
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

// rule is the concrete Rule most rules are: a name, a property, a doc line
// and a function.
type rule struct {
	name string
	prop Property
	doc  string
	run  func(p *Pass)
}

func (r *rule) Name() string       { return r.name }
func (r *rule) Property() Property { return r.prop }
func (r *rule) Verify(p *Pass)     { r.run(p) }
func (r *rule) Doc() string        { return r.doc }

// Registry maps properties to rules and runs them in registration order.
// A registry is read-only once built; one may serve any number of
// concurrent verifications.
type Registry struct {
	rules  []Rule
	byProp map[Property]Rule
	byName map[string]Rule
}

// NewRegistry builds a registry, rejecting duplicate names or properties.
func NewRegistry(rules ...Rule) (*Registry, error) {
	r := &Registry{byProp: map[Property]Rule{}, byName: map[string]Rule{}}
	for _, x := range rules {
		if x == nil || x.Name() == "" {
			return nil, fmt.Errorf("verifier: a rule without a name")
		}
		if _, dup := r.byName[x.Name()]; dup {
			return nil, fmt.Errorf("verifier: rule %s registered twice", x.Name())
		}
		if prev, dup := r.byProp[x.Property()]; dup {
			return nil, fmt.Errorf("verifier: property %s has two rules (%s, %s)", x.Property(), prev.Name(), x.Name())
		}
		r.rules = append(r.rules, x)
		r.byProp[x.Property()] = x
		r.byName[x.Name()] = x
	}
	return r, nil
}

// Rules lists the rules in registration order.
func (r *Registry) Rules() []Rule { return r.rules }

// Rule returns the rule for a property.
func (r *Registry) Rule(p Property) (Rule, bool) {
	x, ok := r.byProp[p]
	return x, ok
}

// RuleByName returns a rule by its name.
func (r *Registry) RuleByName(name string) (Rule, bool) {
	x, ok := r.byName[name]
	return x, ok
}

// Covered is the set of properties that have a rule.
func (r *Registry) Covered() PropertySet {
	var s PropertySet
	for p := range r.byProp {
		s = s.Insert(p)
	}
	return s
}

// Verify runs, in registration order, every rule whose property is in
// props, and returns all their diagnostics.
func (r *Registry) Verify(ctx *Context, props PropertySet, prog *ir.Program) []Diagnostic {
	var out []Diagnostic
	if prog == nil {
		return nil
	}
	for _, x := range r.rules {
		if props.Contains(x.Property()) {
			x.Verify(NewPass(x.Name(), prog, ctx, &out))
		}
	}
	return out
}

// VerifyOrErr is Verify returning a *VerificationError when any diagnostic
// is an error.
func (r *Registry) VerifyOrErr(ctx *Context, props PropertySet, prog *ir.Program) error {
	ds := r.Verify(ctx, props, prog)
	if HasErrors(ds) {
		return &VerificationError{Diagnostics: ds}
	}
	return nil
}

// Verify checks props on prog with the default registry and no backend.
func Verify(props PropertySet, prog *ir.Program) []Diagnostic {
	return Default().Verify(nil, props, prog)
}

// VerifyOrErr is Verify returning a *VerificationError on errors.
func VerifyOrErr(props PropertySet, prog *ir.Program) error {
	return Default().VerifyOrErr(nil, props, prog)
}
