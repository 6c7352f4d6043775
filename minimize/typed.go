package minimize

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// L2: the typed delta passes of edits.go, each a chunked delta search
// over its sites (ddmin.go), run in order and repeated until a whole
// round accepts nothing. After a pass that accepted something the dead
// statements it left are removed at once. Every candidate is the edit
// applied and the program rebuilt (rebuild.go), printed and parsed back;
// one that does not deduce, print or parse is rejected, and the
// evaluator's validity gate rejects what breaks the structural
// properties, SSA form or type checking before any oracle runs.

// maxRounds bounds the fixpoint iteration (each accepted round makes the
// kernel strictly smaller, so it ends anyway).
const maxRounds = 50

// typed is level L2.
func (m *minimizer) typed() string {
	var dead delta
	for _, d := range deltas {
		if d.name == "statements" {
			dead = d
		}
	}
	rounds := 0
	accepted := map[string]int{}
	for m.ctx.Err() == nil && rounds < maxRounds {
		rounds++
		progress := false
		for _, d := range deltas {
			before := m.ev.accepted
			if !m.runDelta(d) {
				continue
			}
			progress = true
			accepted[d.name] += m.ev.accepted - before
			if d.name != dead.name {
				before = m.ev.accepted
				m.runDelta(dead)
				accepted[dead.name] += m.ev.accepted - before
			}
		}
		if !progress {
			break
		}
	}
	var parts []string
	for _, d := range deltas {
		if n := accepted[d.name]; n > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", d.name, n))
		}
	}
	return fmt.Sprintf("%d rounds; accepted: %s", rounds, strings.Join(parts, ", "))
}

// runDelta runs one pass's search; it reports whether it accepted a
// candidate.
func (m *minimizer) runDelta(d delta) bool {
	var sites []site
	return m.search(
		func() int {
			sites = d.sites(m.prog)
			return len(sites)
		},
		func(chunk []int) build {
			p, cur := m.prog, measureOf(m.prog, m.text)
			var picked []site
			groups := map[any]bool{}
			for _, i := range chunk {
				s := sites[i]
				if s.group != nil {
					if groups[s.group] {
						continue
					}
					groups[s.group] = true
				}
				picked = append(picked, s)
			}
			return func() (*candidate, verdict) {
				e := newEdit()
				for _, s := range picked {
					s.apply(e)
				}
				q, err := e.apply(p)
				if err != nil || len(q.Funcs) == 0 {
					return nil, invalid
				}
				return parsed(ir.Print(q), cur)
			}
		},
		m.accept)
}
