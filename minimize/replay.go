package minimize

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/sourcegraph/conc/iter"
)

// replay is the final check: the minimized kernel is parsed from its text
// and checked n times under the full configuration (every oracle the
// caller selected, the configured pipeline; and the baseline, when set);
// it returns how many runs showed the signature. A flaky reproduction (a bug that depends on
// something other than the kernel) shows up here as fewer than n.
func replay(text string, in Input, cfg, baseline *oracle.Config, sig oracle.Signature, n, par int) int {
	runs := make([]int, n)
	got := iter.Mapper[int, bool]{MaxGoroutines: par}.Map(runs, func(*int) bool {
		p, err := ir.Parse("minimized.py", text)
		if err != nil {
			return false
		}
		return reproduces(in.caseOf(nil), p, cfg, baseline, sig, nil)
	})
	k := 0
	for _, ok := range got {
		if ok {
			k++
		}
	}
	return k
}
