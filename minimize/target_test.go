package minimize

import (
	"errors"
	"testing"

	"github.com/irfuzz/irfuzz/oracle"
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
// gains a malformed-kernel diagnostic the input did not have (here an
// instruction on a core without its pipe) is not kept; with the
// diagnostic known from the input, it is.
func TestMalformedRejected(t *testing.T) {
	known := oracle.Finding{Oracle: oracle.SimDiag, Property: "illegal", Message: "aic0#1 PIPE_BARRIER(system.bar_v @3): a AIC core has no pipe V"}
	poison := oracle.Finding{Oracle: oracle.SimDiag, Property: "poison-read", Message: "x"}
	got := malformed([]oracle.Finding{known, poison, {Oracle: oracle.Differential, Property: "illegal"}})
	if len(got) != 1 || !got[known.Signature()] {
		t.Errorf("malformed: %v, want only the illegal simdiag finding", got)
	}
}
