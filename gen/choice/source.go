package choice

import (
	"math/rand/v2"
)

// Span is a labelled group of draws: draws [Start, End) of the trace were
// made between Begin(Label) and the matching End. Depth is the nesting level
// (0 for outermost spans). Spans are listed in the order they began, so an
// enclosing span precedes the spans inside it.
type Span struct {
	Label      string
	Start, End int
	Depth      int
}

// Len is the number of draws in the span.
func (s Span) Len() int { return s.End - s.Start }

type backing uint8

const (
	fromPRNG backing = iota
	fromReplay
	fromBytes
	fromGuided
)

// Source draws bounded integers from one of its backings and records every
// draw and span. The zero value is not usable; build one with Record,
// Replay or Bytes.
type Source struct {
	kind    backing
	rng     *rand.Rand
	replay  []uint64
	guide   []uint64 // fromGuided: the bound each replayed choice was drawn with (0: any)
	data    []byte
	pos     int // next replay index or byte offset
	overrun bool

	choices []uint64
	bounds  []uint64
	spans   []Span
	open    []int // indices into spans of the spans begun and not ended
	limit   int   // maximum draws before the source reports exhaustion (0: none)
}

// Record returns a PRNG-backed source seeded with seed.
func Record(seed int64) *Source {
	s := uint64(seed)
	return &Source{kind: fromPRNG, rng: rand.New(rand.NewPCG(s, s^0x9e3779b97f4a7c15))}
}

// Replay returns a source that hands out choices in order; once they run
// out every draw returns 0 and Overrun reports true.
func Replay(choices []uint64) *Source {
	return &Source{kind: fromReplay, replay: choices}
}

// Guided returns a source that replays an edited trace (Mutate): choice
// i is replayed when it was drawn with the bound now asked for (bounds[i],
// 0 for any bound), and a draw from a PRNG seeded with seed replaces it
// when the bounds differ, as they do once an edit has moved what the
// choices mean (the old values, mostly small, would otherwise end lists
// early); past the end, every draw is the PRNG's. A forced draw consumes
// a choice only where one was recorded.
func Guided(choices, bounds []uint64, seed int64) *Source {
	s := Record(seed)
	s.kind, s.replay, s.guide = fromGuided, choices, bounds
	return s
}

// Bytes returns a source reading fuzzer bytes: a draw with bound n reads
// ByteWidth(n) little-endian bytes and reduces them mod n; missing bytes are
// zero and set Overrun.
func Bytes(data []byte) *Source {
	return &Source{kind: fromBytes, data: data}
}

// SetLimit caps the number of draws: after max draws every draw returns 0
// and Overrun reports true (a guard against unbounded generation on
// adversarial input). 0 removes the cap.
func (s *Source) SetLimit(max int) { s.limit = max }

// ByteWidth is the number of bytes a draw with bound n reads from fuzzer
// input: the bytes needed to hold n-1 (at least 1; 0 for a forced draw,
// n <= 1).
func ByteWidth(n uint64) int {
	if n <= 1 {
		return 0
	}
	w := 1
	for v := (n - 1) >> 8; v != 0; v >>= 8 {
		w++
	}
	return w
}

// Draw returns a value in [0, n) and records it. n must be positive; n == 0
// or n == 1 returns 0 (and is still recorded, so traces stay aligned).
func (s *Source) Draw(n uint64) uint64 {
	var v uint64
	switch {
	case n <= 1:
		// A forced draw: nothing to choose, but a replay keeps its
		// position aligned with the recording (fuzzer bytes spend none).
		n = 1
		if s.kind == fromReplay && s.pos < len(s.replay) || s.kind == fromGuided && s.pos < len(s.replay) && s.bound(s.pos) <= 1 {
			s.pos++
		}
	case s.limit > 0 && len(s.choices) >= s.limit:
		s.overrun = true
	default:
		switch s.kind {
		case fromPRNG:
			v = s.rng.Uint64N(n)
		case fromReplay:
			if s.pos < len(s.replay) {
				v = s.replay[s.pos] % n
				s.pos++
			} else {
				s.overrun = true
			}
		case fromGuided:
			v = s.rng.Uint64N(n)
			if s.pos < len(s.replay) {
				if b := s.bound(s.pos); b == 0 || b == n {
					v = s.replay[s.pos] % n
				}
				s.pos++
			}
		case fromBytes:
			w := ByteWidth(n)
			var raw uint64
			for i := 0; i < w; i++ {
				if s.pos < len(s.data) {
					raw |= uint64(s.data[s.pos]) << (8 * i)
					s.pos++
				} else {
					s.overrun = true
				}
			}
			v = raw % n
		}
	}
	s.choices = append(s.choices, v)
	s.bounds = append(s.bounds, n)
	return v
}

// bound is the recorded bound of guided choice i (0: any).
func (s *Source) bound(i int) uint64 {
	if i < len(s.guide) {
		return s.guide[i]
	}
	return 0
}

// Begin opens a span labelled label at the current draw position.
func (s *Source) Begin(label string) {
	s.open = append(s.open, len(s.spans))
	s.spans = append(s.spans, Span{Label: label, Start: len(s.choices), End: -1, Depth: len(s.open) - 1})
}

// End closes the innermost open span. An End without a Begin is ignored.
func (s *Source) End() {
	if len(s.open) == 0 {
		return
	}
	i := s.open[len(s.open)-1]
	s.open = s.open[:len(s.open)-1]
	s.spans[i].End = len(s.choices)
}

// Overrun reports whether a replay or byte source ran out (or the draw
// limit was hit) and zeros were substituted.
func (s *Source) Overrun() bool { return s.overrun }

// Draws is the number of draws made so far.
func (s *Source) Draws() int { return len(s.choices) }

// Choices returns the recorded draws (already reduced into range). The
// slice is the source's own; copy it before the source draws again.
func (s *Source) Choices() []uint64 { return s.choices }

// Bounds returns the bound of each recorded draw.
func (s *Source) Bounds() []uint64 { return s.bounds }

// Spans returns the recorded spans (spans still open end at the current
// position).
func (s *Source) Spans() []Span {
	for _, i := range s.open {
		s.spans[i].End = len(s.choices)
	}
	return s.spans
}

// Trace snapshots what the source recorded.
func (s *Source) Trace() Trace {
	return Trace{
		Choices: append([]uint64(nil), s.choices...),
		Bounds:  append([]uint64(nil), s.bounds...),
		Spans:   append([]Span(nil), s.Spans()...),
		Overrun: s.overrun,
	}
}
