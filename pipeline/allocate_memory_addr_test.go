package pipeline

import (
	"errors"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/backend"
)

// TestAllocateMemoryAddrLimits: with no backend nothing is limited; each
// backend reports its own capacity.
func TestAllocateMemoryAddrLimits(t *testing.T) {
	in := parseFile(t, "testdata/AllocateMemoryAddr/capacity.before.py")
	out := runPasses(t, "InitMemRef,MemoryReuse,AllocateMemoryAddr", in, Faults{})
	if mr := memRefOf(varsByName(out.Funcs[0])["b"].T); mr == nil || mr.Size != 98304 {
		t.Fatalf("b: %+v", mr)
	}
	ps, _ := ByName("InitMemRef,MemoryReuse,AllocateMemoryAddr")
	for _, c := range []struct {
		backend string
		fits    bool
	}{{"910B", false}, {"950", true}} {
		b, _ := backend.Get(c.backend)
		_, err := Run(ps, in, instrumented(b, Faults{}))
		var pe *PassError
		switch {
		case c.fits && err != nil:
			t.Errorf("%s: %v", c.backend, err)
		case !c.fits && (!errors.As(err, &pe) || pe.Pass != "AllocateMemoryAddr" || !strings.Contains(err.Error(), "Vec buffer usage (196608 bytes) exceeds platform limit (188416 bytes)")):
			t.Errorf("%s: %v", c.backend, err)
		}
	}
}
