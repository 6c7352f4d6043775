package gen

import (
	"sort"
	"time"

	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/leanovate/gopter"
)

// Budget bounds a shrink: at most Evals candidates handed out (each one is
// an evaluation of the property) and at most Time of wall clock from the
// first candidate. Zero fields mean no bound.
type Budget struct {
	Evals int
	Time  time.Duration
}

// DefaultBudget bounds each failing case's shrink.
var DefaultBudget = Budget{Evals: 5000, Time: 30 * time.Second}

// shrinkState is shared by every Shrinker call of one case (gopter restarts
// the shrinker from each smaller failing value): the cache of tried traces
// and the budget spent so far.
type shrinkState struct {
	p        *Policy
	budget   Budget
	tried    map[uint64]bool
	evals    int
	deadline time.Time
}

func newShrinkState(p *Policy, b Budget) *shrinkState {
	return &shrinkState{p: p, budget: b, tried: map[uint64]bool{}}
}

func (s *shrinkState) exhausted() bool {
	if s.budget.Evals > 0 && s.evals >= s.budget.Evals {
		return true
	}
	return s.budget.Time > 0 && !s.deadline.IsZero() && time.Now().After(s.deadline)
}

// shrinker is the gopter Shrinker: a lazy stream of smaller cases.
func (s *shrinkState) shrinker(v interface{}) gopter.Shrink {
	c, ok := v.(Case)
	if !ok {
		return gopter.NoShrink
	}
	next := s.candidates(c)
	return func() (interface{}, bool) {
		n, ok := next()
		if !ok {
			return nil, false
		}
		return n, true
	}
}

// candidates yields replayed, normalized cases shortlex-smaller than c, in
// pass order: delete spans (largest first), zero spans, take the other
// branch (raise a draw to its largest value and delete the span that
// follows it: a chance whose zero draw builds something the kernel then
// discards, such as operands that do not fit), then lower single draws (to
// 0, halved, minus one). Overrun candidates are normalized (the
// zeros the replay substituted become part of their trace), so every
// candidate replays exactly.
func (s *shrinkState) candidates(c Case) func() (Case, bool) {
	if s.deadline.IsZero() && s.budget.Time > 0 {
		s.deadline = time.Now().Add(s.budget.Time)
	}
	ch := c.Trace.Choices
	s.tried[choice.Hash(ch)] = true
	spans := append(siblingRuns(c.Trace.Spans), c.Trace.Spans...)
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].Len() > spans[j].Len() })
	// after: the spans that begin right after a draw, largest first.
	bounds := c.Trace.Bounds
	var after []choice.Span
	for _, sp := range spans {
		if sp.Start > 0 && sp.Start-1 < len(bounds) && sp.Len() > 0 {
			after = append(after, sp)
		}
	}
	pass, i, k := 0, 0, 0
	propose := func() ([]uint64, bool) {
		for {
			switch pass {
			case 0: // delete a span
				if i >= len(spans) {
					pass, i = 1, 0
					continue
				}
				sp := spans[i]
				i++
				if sp.Len() == 0 || sp.End > len(ch) {
					continue
				}
				out := append(append(make([]uint64, 0, len(ch)-sp.Len()), ch[:sp.Start]...), ch[sp.End:]...)
				return out, true
			case 1: // zero a span
				if i >= len(spans) {
					pass, i = 2, 0
					continue
				}
				sp := spans[i]
				i++
				if sp.End > len(ch) || allZero(ch[sp.Start:sp.End]) {
					continue
				}
				out := append([]uint64(nil), ch...)
				for j := sp.Start; j < sp.End; j++ {
					out[j] = 0
				}
				return out, true
			case 2: // take the other branch of a draw
				if i >= len(after) {
					pass, i = 3, 0
					continue
				}
				sp := after[i]
				i++
				d := sp.Start - 1
				top := bounds[d] - 1
				if sp.End > len(ch) || ch[d] >= top {
					continue
				}
				out := append(append(make([]uint64, 0, len(ch)-sp.Len()), ch[:sp.Start]...), ch[sp.End:]...)
				out[d] = top
				return out, true
			case 3: // lower one draw
				if i >= len(ch) {
					return nil, false
				}
				v := ch[i]
				if v == 0 || k >= 3 {
					i, k = i+1, 0
					continue
				}
				lowered := [3]uint64{0, v / 2, v - 1}[k]
				k++
				if lowered == v || (k > 1 && lowered == 0) {
					continue
				}
				out := append([]uint64(nil), ch...)
				out[i] = lowered
				return out, true
			}
		}
	}
	return func() (Case, bool) {
		for !s.exhausted() {
			cand, ok := propose()
			if !ok {
				return Case{}, false
			}
			h := choice.Hash(cand)
			if s.tried[h] {
				continue
			}
			s.tried[h] = true
			n := FromChoices(s.p, cand)
			n.Seed = c.Seed
			n.Trace.Overrun = false
			nh := choice.Hash(n.Trace.Choices)
			if nh != h && s.tried[nh] {
				continue
			}
			s.tried[nh] = true
			if !shortlexLess(n.Trace.Choices, ch) {
				continue
			}
			s.evals++
			return n, true
		}
		return Case{}, false
	}
}

// siblingRuns returns, as pseudo-spans, runs of 2 to 4 adjacent spans of
// the same depth and label (consecutive statements, carries), so a group
// that only works together can be deleted at once.
func siblingRuns(spans []choice.Span) []choice.Span {
	var out []choice.Span
	for i, a := range spans {
		end, n := a.End, 1
		for j := i + 1; j < len(spans) && n < 4; j++ {
			b := spans[j]
			if b.Start > end {
				break
			}
			if b.Depth != a.Depth || b.Start != end || b.Label != a.Label {
				continue
			}
			end, n = b.End, n+1
			out = append(out, choice.Span{Label: a.Label + "*", Start: a.Start, End: end, Depth: a.Depth})
		}
	}
	return out
}

func allZero(xs []uint64) bool {
	for _, x := range xs {
		if x != 0 {
			return false
		}
	}
	return true
}

// shortlexLess orders traces by length, then lexicographically.
func shortlexLess(a, b []uint64) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// Shrink minimizes a case for which fails holds, by greedy descent over the
// same candidate stream the gopter shrinker uses, within the budget. It
// returns the smallest failing case found and the number of evaluations.
func Shrink(p *Policy, c Case, fails func(Case) bool, budget Budget) (Case, int) {
	s := newShrinkState(p, budget)
	for {
		next := s.candidates(c)
		improved := false
		for {
			n, ok := next()
			if !ok {
				break
			}
			if fails(n) {
				c, improved = n, true
				break
			}
		}
		if !improved {
			return c, s.evals
		}
	}
}
