package verifier

import (
	"fmt"
	"strings"
)

// A schedule is what a registry derives from its rules' declarations:
// the order the rules run in and the analyses each rule and each analysis
// may read.
//
// Rules run in property enum order, which is PyPTO's: its
// PropertyVerifierRegistry::VerifyProperties runs the verifiers of
// properties.ToVector() (src/ir/verifier/property_verifier_registry.cpp:
// 123-137), and IRPropertySet::ToVector lists the set's bits from 0 up
// (src/ir/transforms/ir_property.cpp:113-122). A rule whose After names a
// rule of a later property runs once that rule has (a topological order
// that stays as close to enum order as the After lists allow).
//
// Analyses are not placed in the order: one runs when a rule first reads
// it, after the analyses it requires (analysis.go). The schedule checks
// that their requirements are acyclic and records, per rule, every
// analysis it reaches.
type schedule struct {
	order []Rule
	reads map[string]map[Requirement]bool
	reach map[Requirement]map[Requirement]bool
}

// newSchedule schedules rules (named uniquely, byName indexing them).
func newSchedule(rules []Rule, byName map[string]Rule) (*schedule, error) {
	s := &schedule{reads: map[string]map[Requirement]bool{}, reach: map[Requirement]map[Requirement]bool{}}
	g := &analysisGraph{s: s, state: map[Requirement]uint8{}, named: map[string]Requirement{}}
	for _, x := range rules {
		for _, b := range x.After() {
			if _, ok := byName[b]; !ok {
				return nil, fmt.Errorf("verifier: rule %s runs after %s, which is not registered", x.Name(), b)
			}
		}
		reads, err := g.closure(x.Requires(), x.Name(), "rule "+x.Name())
		if err != nil {
			return nil, err
		}
		s.reads[x.Name()] = reads
	}
	order, err := ruleOrder(rules, byName)
	if err != nil {
		return nil, err
	}
	s.order = order
	return s, nil
}

// ruleOrder is Kahn's algorithm over the After edges, taking among the
// rules whose predecessors have all run the one of the lowest property.
func ruleOrder(rules []Rule, byName map[string]Rule) ([]Rule, error) {
	waiting := map[string]int{} // rule -> predecessors not yet placed
	succ := map[string][]string{}
	for _, x := range rules {
		for _, b := range x.After() {
			waiting[x.Name()]++
			succ[b] = append(succ[b], x.Name())
		}
	}
	placed := map[string]bool{}
	order := make([]Rule, 0, len(rules))
	for len(order) < len(rules) {
		var next Rule
		for _, x := range rules {
			if !placed[x.Name()] && waiting[x.Name()] == 0 && (next == nil || x.Property() < next.Property()) {
				next = x
			}
		}
		if next == nil {
			return nil, afterCycle(rules, byName, placed)
		}
		placed[next.Name()] = true
		order = append(order, next)
		for _, y := range succ[next.Name()] {
			waiting[y]--
		}
	}
	return order, nil
}

// afterCycle names a cycle among the rules Kahn's algorithm could not
// place: each of them waits for another unplaced one, so following those
// from the lowest-property one comes back round.
func afterCycle(rules []Rule, byName map[string]Rule, placed map[string]bool) error {
	var start Rule
	for _, x := range rules {
		if !placed[x.Name()] && (start == nil || x.Property() < start.Property()) {
			start = x
		}
	}
	var path []string
	at := map[string]int{}
	for x := start; ; {
		if i, seen := at[x.Name()]; seen {
			path = append(path[i:], x.Name())
			break
		}
		at[x.Name()] = len(path)
		path = append(path, x.Name())
		for _, b := range x.After() {
			if !placed[b] {
				x = byName[b]
				break
			}
		}
	}
	return fmt.Errorf("verifier: rule order has a cycle: %s", strings.Join(path, " after "))
}

// analysisGraph walks the analyses' requirements depth first (white, grey,
// black, as go/analysis's Validate does), recording each analysis's
// closure in s.reach.
type analysisGraph struct {
	s     *schedule
	state map[Requirement]uint8 // 0 unseen, 1 on the path, 2 done
	named map[string]Requirement
	path  []Requirement
}

// closure is the set of analyses reqs reach, owner naming who lists them
// (for errors) and rule the rule the walk started from.
func (g *analysisGraph) closure(reqs []Requirement, rule, owner string) (map[Requirement]bool, error) {
	out := map[Requirement]bool{}
	for _, a := range reqs {
		if a == nil || a.isNil() {
			return nil, fmt.Errorf("verifier: %s requires a nil analysis", owner)
		}
		if err := g.visit(a, rule); err != nil {
			return nil, err
		}
		out[a] = true
		for b := range g.s.reach[a] {
			out[b] = true
		}
	}
	return out, nil
}

func (g *analysisGraph) visit(a Requirement, rule string) error {
	switch g.state[a] {
	case 2:
		return nil
	case 1:
		var names []string
		for i := len(g.path) - 1; i >= 0; i-- {
			names = append([]string{g.path[i].Name()}, names...)
			if g.path[i] == a {
				break
			}
		}
		return fmt.Errorf("verifier: analysis cycle %s requires %s (reached from rule %s)", strings.Join(names, " requires "), a.Name(), rule)
	}
	if a.Name() == "" {
		return fmt.Errorf("verifier: an analysis without a name (reached from rule %s)", rule)
	}
	if prev, ok := g.named[a.Name()]; ok && prev != a {
		return fmt.Errorf("verifier: two analyses named %s (reached from rule %s)", a.Name(), rule)
	}
	g.named[a.Name()] = a
	g.state[a] = 1
	g.path = append(g.path, a)
	reach, err := g.closure(a.Requires(), rule, "analysis "+a.Name())
	if err != nil {
		return err
	}
	g.path = g.path[:len(g.path)-1]
	g.state[a] = 2
	g.s.reach[a] = reach
	return nil
}
