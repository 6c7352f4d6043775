package verifier

// An Analysis computes a fact about a program that several rules read, so
// that one verification does the work once instead of once per rule: the
// idea of go/analysis's Analyzer.Requires and Pass.ResultOf, with the
// result typed by T instead of reflected.
//
// A rule lists the analyses it reads in Rule.Requires, an analysis the
// ones it reads in its own requires list. Within one Registry.Verify call
// an analysis runs at most once: when a rule requiring it first reads it,
// after the analyses it requires, and never when no rule running reads it.
// Every reader gets the same result, so a result is read-only.
type Analysis[T any] struct {
	name     string
	doc      string
	requires []Requirement
	run      func(p *Pass) T
}

// NewAnalysis makes an analysis. run computes the result from p.Prog (and
// p.Backend), reading the analyses listed in requires through ResultOf; it
// reports nothing.
func NewAnalysis[T any](name, doc string, run func(p *Pass) T, requires ...Requirement) *Analysis[T] {
	return &Analysis[T]{name: name, doc: doc, requires: requires, run: run}
}

// Name names the analysis in registry errors.
func (a *Analysis[T]) Name() string { return a.name }

// Doc says what the analysis computes.
func (a *Analysis[T]) Doc() string { return a.doc }

// Requires lists the analyses the analysis reads.
func (a *Analysis[T]) Requires() []Requirement { return a.requires }

func (a *Analysis[T]) compute(p *Pass) any { return a.run(p) }

func (a *Analysis[T]) isNil() bool { return a == nil }

// Requirement is an analysis whatever its result type: what Rule.Requires
// and an analysis's requires list hold. Only *Analysis implements it.
type Requirement interface {
	Name() string
	Requires() []Requirement
	compute(p *Pass) any
	isNil() bool
}

// ResultOf is the result of a in the verification p belongs to, computed
// by the first reader. A pass a registry made may read only the analyses
// its rule requires, directly or through other analyses; reading another
// is a bug in the rule and panics (go/analysis's ResultOf has no entry for
// it either). A pass made by NewPass reads any analysis and keeps the
// results for its own rule.
func ResultOf[T any](p *Pass, a *Analysis[T]) T {
	v, _ := p.resultOf(a).(T) // a nil interface result reads as T's zero value
	return v
}

// analysisResults are the analysis results of one verification of one
// program, shared by the passes of its rules.
type analysisResults struct {
	vals    map[Requirement]any
	running map[Requirement]bool
	// reach is the registry's analyses reachable from each analysis (nil
	// outside a registry: nothing is checked).
	reach map[Requirement]map[Requirement]bool
}

func (p *Pass) resultOf(a Requirement) any {
	if p.allowed != nil && !p.allowed[a] {
		panic("verifier: " + p.rule + " reads analysis " + a.Name() + " without requiring it")
	}
	if p.results == nil {
		p.results = &analysisResults{}
	}
	res := p.results
	if v, ok := res.vals[a]; ok {
		return v
	}
	if res.running[a] {
		// A registry rejects cycles; this is an analysis cycle reached
		// through NewPass.
		panic("verifier: analysis " + a.Name() + " requires itself")
	}
	if res.vals == nil {
		res.vals, res.running = map[Requirement]any{}, map[Requirement]bool{}
	}
	res.running[a] = true
	sub := &Pass{Prog: p.Prog, Backend: p.Backend, rule: a.Name(), out: p.out, disabled: p.disabled, results: res}
	if res.reach != nil {
		sub.allowed = res.reach[a]
	}
	for _, r := range a.Requires() {
		sub.resultOf(r)
	}
	v := a.compute(sub)
	delete(res.running, a)
	res.vals[a] = v
	return v
}
