package minimize

import (
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
)

// search is the chunked delta search every level uses (the subset half of
// ddmin, as llvm-reduce runs it): the n sites of the current state are
// cut into k contiguous chunks, k = 1, 2, 4, ... up to one site per
// chunk; each chunk's change is tried (in order, batches in parallel) and
// the first that reproduces is accepted, after which the sites are
// counted afresh on the new state and the same granularity is tried
// again. It ends when single sites no longer help, or out of time, and
// reports whether anything was accepted.
//
// count returns the number of sites of the current state (it is called
// again after every acceptance); try builds the candidate that applies
// the given sites; accept installs a reproducing candidate.
func (m *minimizer) search(count func() int, try func(chunk []int) build, accept func(*candidate)) (progress bool) {
	k := 1
	for m.ctx.Err() == nil {
		n := count()
		if n == 0 {
			return progress
		}
		k = min(k, n)
		chunks := split(n, k)
		builds := make([]build, len(chunks))
		for i, ch := range chunks {
			builds[i] = try(ch)
		}
		if c := m.ev.first(m.ctx, builds); c != nil {
			accept(c)
			progress = true
			continue
		}
		if k >= n {
			return progress
		}
		k = min(2*k, n)
	}
	return progress
}

// split cuts 0..n-1 into k contiguous chunks of nearly equal size.
func split(n, k int) [][]int {
	out := make([][]int, 0, k)
	for i := 0; i < k; i++ {
		lo, hi := i*n/k, (i+1)*n/k
		if hi <= lo {
			continue
		}
		ch := make([]int, hi-lo)
		for j := range ch {
			ch[j] = lo + j
		}
		out = append(out, ch)
	}
	return out
}

// measure orders kernels by size: statements, then calls that read a tile
// or tensor (an op replaced by a constant tile counts as smaller), then
// printed bytes, then the sum of the integer literals of the text
// (smaller shapes). A candidate must be strictly smaller than the current
// kernel, so a reduction always terminates and never goes back.
type measure struct {
	stmts, ops, bytes int
	ints              int64
}

func measureOf(p *ir.Program, text string) measure {
	return measure{stmts: gen.Statements(p), ops: readingCalls(p), bytes: len(text), ints: literalSum(text)}
}

func (a measure) less(b measure) bool {
	switch {
	case a.stmts != b.stmts:
		return a.stmts < b.stmts
	case a.ops != b.ops:
		return a.ops < b.ops
	case a.bytes != b.bytes:
		return a.bytes < b.bytes
	}
	return a.ints < b.ints
}

// readingCalls counts the op calls with a tile or tensor argument.
func readingCalls(p *ir.Program) int {
	n := 0
	ir.Walk(p, func(x ir.Node) bool {
		if c, ok := x.(*ir.Call); ok && c.Op != nil {
			for _, a := range c.Args {
				switch a.Type().(type) {
				case *ir.TileType, *ir.TensorType:
					n++
					return true
				}
			}
		}
		return true
	})
	return n
}

// literalSum adds up the decimal integer literals of a text (digits not
// part of a name).
func literalSum(text string) int64 {
	var sum, cur int64
	in, word := false, false
	for i := 0; i <= len(text); i++ {
		var c byte
		if i < len(text) {
			c = text[i]
		}
		digit := c >= '0' && c <= '9'
		switch {
		case digit && (in || !word):
			in = true
			cur = min(cur*10+int64(c-'0'), 1<<40)
		default:
			if in {
				sum += cur
			}
			in, cur = false, 0
			word = c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || digit
		}
	}
	return sum
}
