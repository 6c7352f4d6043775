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
		"IncoreTileOps AllocatedMemoryAddr TileOps2D TileMemoryInferred BreakContinueCheck UseAfterDefCheck " +
		"OutParamNotShadowed NoNestedInCore InOutUseValid PipelineLoopValid TileTypeCoherence " +
		"OrchestrationReferencesResolved ArrayNotEscaped RuntimeScopesMaterialized AssignTypeSymmetry " +
		"ManualDepsOnSubmitOnly AivSplitValid HardSyncallOccupancy AccToGmStoreValid AtomicAddDtypeValid " +
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
		"BreakContinueCheck InOutUseValid RuntimeScopesMaterialized ManualDepsOnSubmitOnly AivSplitValid " +
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
	for _, c := range []struct {
		rules []Rule
		want  string
	}{
		{[]Rule{orderRule("A", SSAForm, "Nope")}, "verifier: rule A runs after Nope, which is not registered"},
		{[]Rule{orderRule("A", SSAForm, "A")}, "verifier: rule order has a cycle: A after A"},
		{[]Rule{orderRule("A", SSAForm, "B"), orderRule("B", TypeChecked, "A")}, "verifier: rule order has a cycle: A after B after A"},
		{[]Rule{orderRule("C", SSAForm, "A"), orderRule("A", TypeChecked, "B"), orderRule("B", UseAfterDef, "D"), orderRule("D", HasMemRefs, "A")},
			"verifier: rule order has a cycle: A after B after D after A"},
	} {
		if _, err := NewRegistry(c.rules...); err == nil || err.Error() != c.want {
			t.Errorf("%s: error %v, want %q", ruleNames(c.rules), err, c.want)
		}
	}
}
