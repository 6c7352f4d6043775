package verifier

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestPropertySets(t *testing.T) {
	if got := Structural().String(); got != "{TypeChecked, NoRedundantBlocks, BreakContinueValid, UseAfterDef, OutParamNotShadowed, NoNestedInCore, InOutUseValid, PipelineLoopValid, ArrayNotEscaped, ManualDepsOnSubmitOnly, AtomicAddDtypeValid, NoScalarKernelReturn}" {
		t.Errorf("Structural = %s", got)
	}
	if Structural().Len() != 12 || Verified().Len() != 23 || DefaultVerify().Len() != 10 {
		t.Errorf("set sizes %d %d %d", Structural().Len(), Verified().Len(), DefaultVerify().Len())
	}
	// The pipeline-start set (seed 000): Structural ∩ Verified.
	if got := Structural().Intersection(Verified()).String(); got != "{TypeChecked, NoRedundantBlocks, BreakContinueValid, InOutUseValid, ManualDepsOnSubmitOnly, AtomicAddDtypeValid}" {
		t.Errorf("Structural ∩ Verified = %s", got)
	}
	s, err := ParseSet("SSAForm, AccCompactValid")
	if err != nil || !s.Contains(SSAForm) || !s.Contains(AccCompactValid) || s.Len() != 2 {
		t.Errorf("ParseSet: %v %v", s, err)
	}
	if _, err := ParseSet("SSAForm,Nope"); err == nil || err.Error() != `unknown property "Nope"` {
		t.Errorf("ParseSet error: %v", err)
	}
	if All().Len() != int(numProperties) || !All().ContainsAll(Verified()) {
		t.Errorf("All")
	}
	for _, p := range AllProperties() {
		if q, ok := PropertyByName(p.String()); !ok || q != p {
			t.Errorf("round trip of %v", p)
		}
	}
}

func TestReport(t *testing.T) {
	ds := []Diagnostic{
		{Severity: Error, Rule: "SSAVerify", Code: 1, Message: "x assigned twice", Span: ir.Span{File: "k.py", Line: 3, Col: 9}},
		{Severity: Warning, Rule: "InParamWritten", Code: 0, Message: "in param written", Span: ir.Span{File: "k.py", Line: 5, Col: 1}},
	}
	want := `IR Verification Report
======================
Total diagnostics: 2 (1 errors, 1 warnings)

[1] ERROR - SSAVerify
  Message: x assigned twice
  Location: k.py:3:9
  Error Code: 1

[2] WARNING - InParamWritten
  Message: in param written
  Location: k.py:5:1
  Error Code: 0

Status: FAILED (1 error(s) found)
`
	if got := Report(ds); got != want {
		t.Errorf("report:\n%s\nwant:\n%s", got, want)
	}
	if got := Report(nil); !strings.HasSuffix(got, "Total diagnostics: 0 (0 errors, 0 warnings)\n\nStatus: PASSED\n") {
		t.Errorf("empty report:\n%s", got)
	}
	if got := Report(ds[1:]); !strings.HasSuffix(got, "Status: PASSED with 1 warning(s)\n") {
		t.Errorf("warnings-only report:\n%s", got)
	}
}

func TestRegistryRejectsDuplicates(t *testing.T) {
	a := &rule{name: "A", prop: SSAForm, run: func(*Pass) {}}
	b := &rule{name: "A", prop: TypeChecked, run: func(*Pass) {}}
	c := &rule{name: "C", prop: SSAForm, run: func(*Pass) {}}
	if _, err := NewRegistry(a, b); err == nil || err.Error() != "verifier: rule A registered twice" {
		t.Errorf("duplicate name: %v", err)
	}
	if _, err := NewRegistry(a, c); err == nil || err.Error() != "verifier: property SSAForm has two rules (A, C)" {
		t.Errorf("duplicate property: %v", err)
	}
}

func TestRegistryOrderAndIndependence(t *testing.T) {
	var order []string
	mk := func(name string, p Property) Rule {
		return &rule{name: name, prop: p, run: func(ps *Pass) {
			order = append(order, name)
			ps.Errorf(7, ir.Span{}, "from %s", name)
		}}
	}
	r, err := NewRegistry(mk("B", TypeChecked), mk("A", SSAForm), mk("C", UseAfterDef))
	if err != nil {
		t.Fatal(err)
	}
	ds := r.Verify(nil, Set(SSAForm, TypeChecked), &ir.Program{})
	if strings.Join(order, ",") != "A,B" || len(ds) != 2 || ds[0].Rule != "A" || ds[1].Message != "from B" {
		t.Errorf("order %v diags %v", order, ds)
	}
	err = r.VerifyOrErr(nil, Set(UseAfterDef), &ir.Program{})
	if ve, ok := err.(*VerificationError); !ok || len(ve.Diagnostics) != 1 || ve.Diagnostics[0].Code != 7 {
		t.Errorf("VerifyOrErr = %v", err)
	}
}
