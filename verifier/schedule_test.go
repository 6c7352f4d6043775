package verifier

import (
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// loggedRule runs a rule and logs its name first.
type loggedRule struct {
	Rule
	log *[]string
}

func (r loggedRule) Verify(p *Pass) {
	*r.log = append(*r.log, r.Name())
	r.Rule.Verify(p)
}

func ruleNames(rs []Rule) string {
	names := make([]string, len(rs))
	for i, r := range rs {
		names[i] = r.Name()
	}
	return strings.Join(names, " ")
}

// The built-in rules run in property enum order, PyPTO's ToVector order,
// whatever order they are registered in.
func TestDefaultRuleOrder(t *testing.T) {
	const all = "SSAVerify TypeCheck NoNestedCall NormalizedStmtStructure NoRedundantBlocks SplitIncoreOrch HasMemRefs " +
		"IncoreTileOps AllocatedMemoryAddr ClusterOutlined TileOps2D TileMemoryInferred BreakContinueCheck UseAfterDefCheck " +
		"HierarchyOutlined OutParamNotShadowed NoNestedInCore InOutUseValid PipelineLoopValid CallDirectionsResolved TileTypeCoherence " +
		"OrchestrationReferencesResolved ArrayNotEscaped CommDomainScopesMaterialized DistTensorCtxMaterialized RuntimeScopesMaterialized AssignTypeSymmetry " +
		"ManualDepsOnSubmitOnly ReturnParamsExplicit AivSplitValid HardSyncallOccupancy AccToGmStoreValid AtomicAddDtypeValid " +
		"AccCompactValid AccStorePhaseValid AivSplitLoweredValid NoScalarKernelReturn BufferDisjoint"
	if got := ruleNames(Default().Rules()); got != all {
		t.Errorf("Default().Rules():\n got %s\nwant %s", got, all)
	}

	var log []string
	rules := slices.Clone(builtinRules())
	slices.Reverse(rules)
	for i, r := range rules {
		rules[i] = loggedRule{r, &log}
	}
	reg, err := NewRegistry(rules...)
	if err != nil {
		t.Fatal(err)
	}
	be, _ := backend.Get("910B")
	reg.Verify(&Context{Backend: be}, Verified(), &ir.Program{})
	const verified = "SSAVerify TypeCheck NoRedundantBlocks AllocatedMemoryAddr TileOps2D TileMemoryInferred " +
		"BreakContinueCheck InOutUseValid CallDirectionsResolved DistTensorCtxMaterialized RuntimeScopesMaterialized ManualDepsOnSubmitOnly ReturnParamsExplicit AivSplitValid " +
		"HardSyncallOccupancy AccToGmStoreValid AtomicAddDtypeValid AccCompactValid AccStorePhaseValid AivSplitLoweredValid"
	if got := strings.Join(log, " "); got != verified {
		t.Errorf("Verified() ran\n got %s\nwant %s", got, verified)
	}
}

func orderRule(name string, p Property, after ...string) *rule {
	return &rule{name: name, prop: p, after: after, run: func(*Pass) {}}
}

// A rule runs after the rules its After names, and otherwise as early as
// enum order puts it.
func TestRuleOrderHonoursAfter(t *testing.T) {
	reg, err := NewRegistry(
		orderRule("W", AllocatedMemoryAddr),
		orderRule("X", SSAForm, "Z"),
		orderRule("Y", TypeChecked),
		orderRule("Z", HasMemRefs),
	)
	if err != nil {
		t.Fatal(err)
	}
	if got := ruleNames(reg.Rules()); got != "Y Z X W" {
		t.Errorf("order %s, want Y Z X W", got)
	}
}

func TestNewRegistryRejectsUnschedulableRules(t *testing.T) {
	a := NewAnalysis("a", "", func(*Pass) int { return 0 })
	b := NewAnalysis("b", "", func(*Pass) int { return 0 }, a)
	a.requires = []Requirement{b} // a cycle only code inside the package can build
	aTwin := NewAnalysis("a", "", func(*Pass) int { return 1 })
	unnamed := NewAnalysis("", "", func(*Pass) int { return 0 })
	holed := NewAnalysis("holed", "", func(*Pass) int { return 0 }, nil)
	fine := NewAnalysis("fine", "", func(*Pass) int { return 0 })
	needs := func(name string, p Property, reqs ...Requirement) *rule {
		return &rule{name: name, prop: p, requires: reqs, run: func(*Pass) {}}
	}
	for _, c := range []struct {
		rules []Rule
		want  string
	}{
		{[]Rule{orderRule("A", SSAForm, "Nope")}, "verifier: rule A runs after Nope, which is not registered"},
		{[]Rule{orderRule("A", SSAForm, "A")}, "verifier: rule order has a cycle: A after A"},
		{[]Rule{orderRule("A", SSAForm, "B"), orderRule("B", TypeChecked, "A")}, "verifier: rule order has a cycle: A after B after A"},
		{[]Rule{orderRule("C", SSAForm, "A"), orderRule("A", TypeChecked, "B"), orderRule("B", UseAfterDef, "D"), orderRule("D", HasMemRefs, "A")},
			"verifier: rule order has a cycle: A after B after D after A"},
		{[]Rule{needs("R", SSAForm, fine), needs("S", TypeChecked, a)}, "verifier: analysis cycle a requires b requires a (reached from rule S)"},
		{[]Rule{needs("R", SSAForm, (*Analysis[int])(nil))}, "verifier: rule R requires a nil analysis"},
		{[]Rule{needs("R", SSAForm, nil)}, "verifier: rule R requires a nil analysis"},
		{[]Rule{needs("R", SSAForm, holed)}, "verifier: analysis holed requires a nil analysis"},
		{[]Rule{needs("R", SSAForm, unnamed)}, "verifier: an analysis without a name (reached from rule R)"},
		{[]Rule{needs("R", SSAForm, fine), needs("S", TypeChecked, fine, b)}, "verifier: analysis cycle b requires a requires b (reached from rule S)"},
		{[]Rule{needs("R", SSAForm, fine, aTwin), needs("S", TypeChecked, b)}, "verifier: two analyses named a (reached from rule S)"},
	} {
		if _, err := NewRegistry(c.rules...); err == nil || err.Error() != c.want {
			t.Errorf("%s: error %v, want %q", ruleNames(c.rules), err, c.want)
		}
	}
}
