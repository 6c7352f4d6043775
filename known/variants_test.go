package known

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestVariants: a variants pattern is anchored at both ends; a header that
// does not compile, or does not admit its own case's signature, is an
// error.
func TestVariants(t *testing.T) {
	v, err := CompileVariants(`contract \| TypeCheck \| Simplify \| .*pl\.min\((rows|n), N\).*`)
	if err != nil {
		t.Fatal(err)
	}
	for sig, want := range map[oracle.Signature]bool{
		"contract | TypeCheck | Simplify | x = pl.min(rows, N) |  | ":  true,
		"contract | TypeCheck | Simplify | x = pl.min(n, N) |  | ":     true,
		"contract | TypeCheck | Simplify | x = pl.min(flag, N) |  | ":  false,
		"xcontract | TypeCheck | Simplify | x = pl.min(rows, N) |  | ": false,
		"contract | TypeCheck | Simplify2 | x = pl.min(rows, N) |  | ": false,
	} {
		if got := v.Match(sig); got != want {
			t.Errorf("Match(%q) = %v, want %v", sig, got, want)
		}
	}
	if _, err := CompileVariants(`(`); err == nil || !strings.HasPrefix(err.Error(), "variants header: error parsing regexp") {
		t.Errorf("bad pattern: %v", err)
	}
	e := &corpus.Entry{Signature: "contract | TypeCheck | Simplify | x = pl.min(rows, N) |  | "}
	if v, err := EntryVariants(e); v != nil || err != nil {
		t.Errorf("no header: %v, %v", v, err)
	}
	e.Extra = []corpus.Field{{Key: VariantsHeader, Value: `roundtrip \| .*`}}
	if _, err := EntryVariants(e); err == nil || err.Error() != "variants header does not match the case's own signature" {
		t.Errorf("foreign pattern: %v", err)
	}
}
