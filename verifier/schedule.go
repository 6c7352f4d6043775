package verifier

import (
	"fmt"
	"strings"
)

// A schedule is what a registry derives from its rules' declarations:
// the order the rules run in.
//
// Rules run in property enum order, which is PyPTO's: its
// PropertyVerifierRegistry::VerifyProperties runs the verifiers of
// properties.ToVector() (src/ir/verifier/property_verifier_registry.cpp:
// 123-137), and IRPropertySet::ToVector lists the set's bits from 0 up
// (src/ir/transforms/ir_property.cpp:113-122). A rule whose After names a
// rule of a later property runs once that rule has (a topological order
// that stays as close to enum order as the After lists allow).
type schedule struct {
	order []Rule
}

// newSchedule schedules rules (named uniquely, byName indexing them).
func newSchedule(rules []Rule, byName map[string]Rule) (*schedule, error) {
	s := &schedule{}
	for _, x := range rules {
		for _, b := range x.After() {
			if _, ok := byName[b]; !ok {
				return nil, fmt.Errorf("verifier: rule %s runs after %s, which is not registered", x.Name(), b)
			}
		}
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
