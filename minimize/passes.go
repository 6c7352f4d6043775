package minimize

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/pipeline"
	"github.com/irfuzz/irfuzz/verifier"
)

// L1: which passes are needed to show the bug. A ddmin over the pass list
// of the final kernel, where every candidate list is made consistent with
// the pass contracts before it is tried: walking the list in order, a
// pass is kept only if each property it Requires is available — held by
// the input (its rule accepts the kernel) or produced by an earlier kept
// pass and not invalidated since. So removing a pass also removes the
// passes that depended on it, and no candidate fails for a missing
// precondition instead of for the bug. The kernel does not change; the
// result is reported (Output.Passes) for whoever debugs the bug.

// passes is level L1.
func (m *minimizer) passes() string {
	all := m.opts.Config.Passes
	if all == nil {
		all = pipeline.DefaultFor(m.opts.Config.Planner)
	}
	have := m.inputProperties(all)
	cur := closeList(all, have)
	if len(cur) < len(all) {
		// The pipeline itself is not contract-closed on this kernel; keep
		// it as it is (it reproduces) and reduce from there.
		cur = all
	}
	m.passList = cur
	m.search(
		func() int { return len(m.passList) },
		func(chunk []int) build {
			return func() (*candidate, verdict) {
				drop := map[int]bool{}
				for _, i := range chunk {
					drop[i] = true
				}
				var rest []*pipeline.Pass
				for i, p := range m.passList {
					if !drop[i] {
						rest = append(rest, p)
					}
				}
				rest = closeList(rest, have)
				if len(rest) >= len(m.passList) {
					return nil, notSmaller
				}
				if rest == nil {
					rest = []*pipeline.Pass{}
				}
				return &candidate{text: m.text, prog: m.prog, passes: rest}, built
			}
		},
		func(c *candidate) {
			m.passList = c.passes
			m.ev.accepted++
		})
	return fmt.Sprintf("%d of %d passes needed: %s", len(m.passList), len(all), passNames(m.passList))
}

// inputProperties is the set of properties some pass requires that the
// current kernel already has: a rule checks it and accepts the kernel.
func (m *minimizer) inputProperties(passes []*pipeline.Pass) verifier.PropertySet {
	var wanted verifier.PropertySet
	for _, p := range passes {
		wanted = wanted.Union(p.Required)
	}
	reg := verifier.Default()
	ctx := m.opts.Config.Faults.VerifierContext(m.opts.Config.Backend)
	var have verifier.PropertySet
	for _, p := range wanted.Intersection(reg.Covered()).Slice() {
		if !verifier.HasErrors(reg.Verify(ctx, verifier.Set(p), m.prog)) {
			have = have.Insert(p)
		}
	}
	return have
}

// closeList keeps, in order, the passes whose requirements are available
// when they run, starting from the properties the input has.
func closeList(passes []*pipeline.Pass, have verifier.PropertySet) []*pipeline.Pass {
	var out []*pipeline.Pass
	avail := have
	for _, p := range passes {
		if !avail.ContainsAll(p.Required) {
			continue
		}
		out = append(out, p)
		avail = avail.Difference(p.Invalidated).Union(p.Produced)
	}
	return out
}

func passNames(ps []*pipeline.Pass) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	if len(names) == 0 {
		return "(none)"
	}
	return strings.Join(names, ",")
}
