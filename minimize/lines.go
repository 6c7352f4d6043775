package minimize

import (
	"strings"
)

// L3: line-level ddmin on the printed text, for kernels that came from
// outside the generator (where L2's edits may not reach something the
// text can still lose). A candidate is the current text without a chunk
// of its lines; one that does not parse is rejected before any oracle
// runs, and one that parses is evaluated like any other (validity gate,
// then the oracles). Lines are those of the canonical print, so after an
// acceptance the text is re-printed and the lines counted afresh. Return
// lines are kept: the parser accepts a function that falls off its end,
// but a kernel that no longer returns its outputs is not one a PyPTO user
// would write. When L3 removed something, L2 runs again on the result.

// lines is level L3.
func (m *minimizer) lines() string {
	if !m.in.External {
		return "the kernel came from the generator"
	}
	var ls []string
	var sites []int // indices of the lines that may go
	progress := m.search(
		func() int {
			ls = strings.SplitAfter(m.text, "\n")
			sites = sites[:0]
			for i, l := range ls {
				if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "return") {
					sites = append(sites, i)
				}
			}
			return len(sites)
		},
		func(chunk []int) build {
			cur := ls
			drop := map[int]bool{}
			for _, i := range chunk {
				drop[sites[i]] = true
			}
			return func() (*candidate, verdict) {
				var b strings.Builder
				for i, l := range cur {
					if !drop[i] {
						b.WriteString(l)
					}
				}
				return reprint(b.String(), measureOf(m.prog, m.text))
			}
		},
		m.accept)
	if progress {
		return "then L2 again: " + m.typed()
	}
	return ""
}
