package pipeline

import (
	"errors"
	"reflect"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// TestVerificationSkipsWhatItChecked: the Verification instrument checks
// each property once per program. Three passes that change nothing are
// checked once, before the first; a pass that breaks SSA form without
// saying so is caught before the next pass that requires it, with the
// properties and diagnostics a full check of that phase reports.
func TestVerificationSkipsWhatItChecked(t *testing.T) {
	in := parseFile(t, "testdata/instrument/ssa.py")
	broken := parseFile(t, "../verifier/testdata/SSAVerify/reject_multiple_assignment.py")
	identity := func(p *ir.Program, _ *Context) (*ir.Program, error) { return p, nil }
	calls := 0
	vi := &Verification{Mode: BeforeAndAfter, Observe: func(string, Phase, []verifier.Diagnostic) { calls++ }}
	ctx := &Context{Instruments: []Instrument{vi}}
	passes := []*Pass{{Name: "A", Run: identity}, {Name: "B", Run: identity}, {Name: "C", Run: identity}}
	if _, err := Run(passes, in, ctx); err != nil {
		t.Fatal(err)
	}
	if calls != 1 {
		t.Errorf("three unchanged programs verified %d times, want once", calls)
	}

	calls = 0
	breaker := &Pass{Name: "Breaker", Run: func(*ir.Program, *Context) (*ir.Program, error) { return broken, nil }}
	needer := &Pass{Name: "Needer", Required: verifier.Set(verifier.SSAForm), Run: identity}
	vi = &Verification{Mode: BeforeAndAfter, Observe: func(string, Phase, []verifier.Diagnostic) { calls++ }}
	_, err := Run([]*Pass{breaker, needer}, in, &Context{Instruments: []Instrument{vi}})
	var ce *ContractError
	if !errors.As(err, &ce) {
		t.Fatalf("got %v, want a contract error", err)
	}
	props := verifier.Set(verifier.SSAForm).Union(verifier.Structural())
	want := verifier.Default().Verify((&Context{}).vctx(), props, broken)
	if ce.Pass != "Needer" || ce.Phase != PhaseBefore || ce.Properties != props || !reflect.DeepEqual(ce.Diagnostics, want) {
		t.Errorf("got %s %s %s %v, want Needer before %s %v", ce.Pass, ce.Phase, ce.Properties, ce.Diagnostics, props, want)
	}
	if len(ce.Diagnostics) == 0 || ce.Diagnostics[0].Rule != "SSAVerify" {
		t.Errorf("diagnostics %v, want SSAVerify's", ce.Diagnostics)
	}
	if calls != 3 {
		t.Errorf("observed %d checks, want 3 (Breaker's two, Needer's before)", calls)
	}
}
