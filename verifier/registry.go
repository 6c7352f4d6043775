package verifier

import (
	"fmt"
	"sync"

	"github.com/irfuzz/irfuzz/ir"
)

// Registry maps properties to rules and runs them in the order its
// schedule derives from the rules' declarations (schedule.go): PyPTO's
// property enum order, with the analyses the rules require computed once
// per verification. A registry is read-only once built; one may serve any
// number of concurrent verifications.
type Registry struct {
	rules  []Rule // in run order
	byProp map[Property]Rule
	byName map[string]Rule
	// reads is, per rule name, the analyses the rule may read; reach, per
	// analysis, the analyses it may read.
	reads map[string]map[Requirement]bool
	reach map[Requirement]map[Requirement]bool
}

// NewRegistry builds a registry, rejecting duplicate names or properties
// and declarations it cannot schedule: a rule to run after that is not
// registered, an analysis that is nil, unnamed or named like another, and
// a cycle among the rules' After lists or the analyses' requirements.
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
		r.byProp[x.Property()] = x
		r.byName[x.Name()] = x
	}
	s, err := newSchedule(rules, r.byName)
	if err != nil {
		return nil, err
	}
	r.rules, r.reads, r.reach = s.order, s.reads, s.reach
	return r, nil
}

// Rules lists the rules in the order Verify runs them.
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

// Verify runs, in the registry's order, every rule whose property is in
// props, and returns all their diagnostics. The rules share one set of
// analysis results.
func (r *Registry) Verify(ctx *Context, props PropertySet, prog *ir.Program) []Diagnostic {
	ds, _ := r.verify(ctx, props, prog)
	return ds
}

// verify is Verify, also returning the analysis results (for tests).
func (r *Registry) verify(ctx *Context, props PropertySet, prog *ir.Program) ([]Diagnostic, *analysisResults) {
	if prog == nil {
		return nil, nil
	}
	var out []Diagnostic
	res := &analysisResults{reach: r.reach}
	for _, x := range r.rules {
		if props.Contains(x.Property()) {
			p := NewPass(x.Name(), prog, ctx, &out)
			p.results, p.allowed = res, r.reads[x.Name()]
			x.Verify(p)
		}
	}
	return out, res
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

// builtinRules gathers the rule lists of the rule files; the registry
// orders them.
func builtinRules() []Rule {
	return append(append(append([]Rule(nil), coreRules...), tileRules...), aivRules...)
}

var defaultRegistry = sync.OnceValue(func() *Registry {
	r, err := NewRegistry(builtinRules()...)
	if err != nil {
		panic(err)
	}
	return r
})

// Default returns the registry of every built-in rule (built once,
// read-only).
func Default() *Registry { return defaultRegistry() }
