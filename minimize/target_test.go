package minimize

import (
	"errors"
	"os"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/pipeline"
)

func TestTargetResolve(t *testing.T) {
	contract := oracle.Finding{Oracle: oracle.Contract, Property: "AccCompactValid", Pass: "InferTileMemorySpace", Message: "acc_3 is not compact"}
	precision := oracle.Finding{Oracle: oracle.Precision, Property: "AccCompactValid", Pass: "InferTileMemorySpace", Message: "rejected, yet ..."}
	diff := oracle.Finding{Oracle: oracle.Differential, Message: "output 'o' differs", Buffer: "out[3]"}
	found := []oracle.Finding{contract, precision, diff}
	for _, c := range []struct {
		target Target
		want   oracle.Signature
	}{
		{Target{}, contract.Signature()},
		{Target{Signature: diff.Signature()}, diff.Signature()},
		{Target{Oracle: oracle.Precision}, precision.Signature()},
		{Target{Property: "AccCompactValid"}, contract.Signature()},
		{Target{FPRule: "AccCompactValid"}, precision.Signature()},
		{Target{FPRule: "AccCompactValid", Oracle: oracle.Precision}, precision.Signature()},
	} {
		got, err := c.target.resolve(found)
		if err != nil || got != c.want {
			t.Errorf("%s: got %q, %v; want %q", c.target, got, err, c.want)
		}
	}
	_, err := Target{FPRule: "TypeCheck"}.resolve(found)
	var nr *NotReproducedError
	if !errors.As(err, &nr) || nr.Target != "a false positive of TypeCheck" || len(nr.Found) != 3 {
		t.Errorf("FP of another rule: %v", err)
	}
	if _, err := (Target{FPRule: "AccCompactValid", Oracle: oracle.Contract}).resolve(found); err == nil || errors.As(err, &nr) {
		t.Errorf("FP rule with another oracle: %v, want a usage error", err)
	}
}

func TestNarrow(t *testing.T) {
	sig := func(o string) oracle.Signature { f := oracle.Finding{Oracle: o}; return f.Signature() }
	for _, c := range []struct {
		name string
		sel  oracle.Set
		sig  oracle.Signature
		want string
	}{
		{"contract, all selected", nil, sig(oracle.Contract), "validity,crash,contract,roundtrip,purity"},
		// A simulating target keeps the simulator's diagnostics (malformed).
		{"differential, all selected", nil, sig(oracle.Differential), "validity,crash,contract,roundtrip,purity,differential,simdiag"},
		{"soundness and simdiag", oracle.Set{oracle.Soundness: true, oracle.SimDiag: true}, sig(oracle.Soundness), "contract,simdiag,soundness"},
		{"precision, all selected", nil, sig(oracle.Precision), "validity,crash,contract,roundtrip,purity,precision"},
		{"determinism", nil, sig(oracle.Determinism), "validity,crash,contract,roundtrip,purity,determinism"},
		// Soundness alone turns the contract instrument on: keep it on.
		{"soundness only", oracle.Set{oracle.Soundness: true}, sig(oracle.Soundness), "contract,soundness"},
		{"differential only", oracle.Set{oracle.Differential: true}, sig(oracle.Differential), "differential"},
	} {
		cfg := oracle.Config{Oracles: c.sel}
		if got := narrow(&cfg, c.sig).Oracles.String(); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}

// TestMalformedRejected: a candidate that reproduces the signature but
// shows a malformed-kernel diagnostic the input did not have (here a store
// the fix pipe cannot do) is not kept; with the diagnostic known from the
// input, it is.
func TestMalformedRejected(t *testing.T) {
	src, err := os.ReadFile("../oracle/testdata/simdiag/acc_transpose_view_store.py")
	if err != nil {
		t.Fatal(err)
	}
	p, err := ir.Parse("store.py", string(src))
	if err != nil {
		t.Fatal(err)
	}
	be, _ := backend.Get("950")
	// The kernel's header injects acc-transpose-view: without it
	// AccCompactValid rejects the transposed view of the accumulator.
	cfg := oracle.Config{Backend: be, Faults: pipeline.Faults{}.With(pipeline.FaultAccTransposeView)}
	found := oracle.Check(oracle.Case{Prog: p}, &cfg).Findings
	known := malformed(found)
	var target oracle.Signature
	for i := range found {
		if found[i].Oracle == oracle.Differential {
			target = found[i].Signature()
		}
	}
	if len(known) != 1 || target == "" {
		t.Fatalf("the kernel shows %d malformed diagnostics and differential %q; want 1 and one", len(known), target)
	}
	narrowed := narrow(&cfg, target)
	if reproduces(oracle.Case{}, p, &narrowed, nil, target, map[oracle.Signature]bool{}) {
		t.Errorf("a candidate with a new illegal diagnostic was kept")
	}
	if !reproduces(oracle.Case{}, p, &narrowed, nil, target, known) {
		t.Errorf("a candidate whose illegal diagnostic the input had was rejected")
	}
	if !reproduces(oracle.Case{}, p, &narrowed, nil, target, nil) {
		t.Errorf("without the check (nil), the candidate was rejected")
	}
}
