package choice

// The edits Mutate makes.
const (
	editSplice    = iota // replace a span by a span of the same label from the donor
	editGraft            // insert a donor span before a span of the same label
	editDuplicate        // repeat a span right after itself
	editRegrow           // draw a span's choices afresh (and a few more)
	editRedraw           // draw a few single choices again within their bounds
	editDelete           // delete a span
	editZero             // zero a span
	editInsert           // insert a few fresh draws where a span starts
	numEdits
)

// editWeights are the edits' odds: the generator's lists end on a zero
// "more?" draw, so deleting and zeroing mostly shrink a kernel; the edits
// that keep or grow it come first.
var editWeights = [numEdits]uint64{3, 3, 2, 2, 2, 1, 1, 1}

// MaxEdits bounds the edits one Mutate call makes.
const MaxEdits = 3

// Mutate returns a variant of trace t for a feedback-driven campaign,
// every decision drawn from r, as choices and the bound each was drawn
// with (0: a fresh draw, any bound), for Guided: one to MaxEdits edits,
// each replacing a span of t by a span of donor with the same label (a
// statement, a carry, an operand list of another case) or inserting one
// before it, repeating, regrowing (fresh draws), deleting or zeroing a
// span, drawing a few choices again below their bounds, or inserting a few
// fresh draws where a span starts. Spans are t's: after an edit that
// moves draws, the next edit's span may be off by the moved draws, which
// only changes what it edits (the generator builds a valid kernel from
// any choices, so every variant is one). t is not modified; a trace
// without spans gets fresh draws inserted.
func Mutate(r *Source, t, donor Trace) (choices, bounds []uint64) {
	out := edit{append([]uint64(nil), t.Choices...), boundsOf(t)}
	from := edit{donor.Choices, boundsOf(donor)}
	spans := nonEmpty(t.Spans)
	var total uint64
	for _, w := range editWeights {
		total += w
	}
	edits := 1 + int(r.Draw(MaxEdits))
	for e := 0; e < edits; e++ {
		kind, pick := 0, r.Draw(total)
		for pick >= editWeights[kind] {
			pick -= editWeights[kind]
			kind++
		}
		if len(spans) == 0 && kind != editRedraw {
			kind = editInsert
		}
		var sp Span
		if len(spans) > 0 {
			sp = clamp(spans[r.Draw(uint64(len(spans)))], len(out.ch))
		}
		switch kind {
		case editSplice, editGraft:
			d, ok := sameLabel(r, donor, sp.Label)
			switch {
			case !ok:
				out = out.splice(sp.End, sp.End, out.slice(sp.Start, sp.End))
			case kind == editSplice:
				out = out.splice(sp.Start, sp.End, from.slice(d.Start, d.End))
			default:
				out = out.splice(sp.Start, sp.Start, from.slice(d.Start, d.End))
			}
		case editDuplicate:
			out = out.splice(sp.End, sp.End, out.slice(sp.Start, sp.End))
		case editRegrow:
			out = out.splice(sp.Start, sp.End, fresh(r, sp.Len()+int(r.Draw(8))))
		case editRedraw:
			for n := 1 + r.Draw(4); n > 0 && len(out.ch) > 0; n-- {
				i := int(r.Draw(uint64(len(out.ch))))
				bound := out.b[i]
				if bound <= 1 {
					bound = 1 << 32
				}
				out.ch[i] = r.Draw(bound)
			}
		case editDelete:
			out = out.splice(sp.Start, sp.End, edit{})
		case editZero:
			for i := sp.Start; i < sp.End; i++ {
				out.ch[i] = 0
			}
		case editInsert:
			out = out.splice(sp.Start, sp.Start, fresh(r, 1+int(r.Draw(8))))
		}
	}
	return out.ch, out.b
}

// edit is choices with their bounds.
type edit struct{ ch, b []uint64 }

// boundsOf is t's bounds, one per choice (0 where none was recorded).
func boundsOf(t Trace) []uint64 {
	b := make([]uint64, len(t.Choices))
	copy(b, t.Bounds)
	return b
}

// slice is a copy of draws [i, j).
func (e edit) slice(i, j int) edit {
	return edit{append([]uint64(nil), e.ch[i:j]...), append([]uint64(nil), e.b[i:j]...)}
}

// splice replaces draws [i, j) by with, in new slices.
func (e edit) splice(i, j int, with edit) edit {
	return edit{splice(e.ch, i, j, with.ch), splice(e.b, i, j, with.b)}
}

// fresh is n fresh draws, of any bound.
func fresh(r *Source, n int) edit {
	e := edit{make([]uint64, n), make([]uint64, n)}
	for i := range e.ch {
		e.ch[i] = r.Draw(1 << 32)
	}
	return e
}

// nonEmpty are the spans that hold draws.
func nonEmpty(spans []Span) []Span {
	var out []Span
	for _, s := range spans {
		if s.Len() > 0 {
			out = append(out, s)
		}
	}
	return out
}

// clamp cuts a span to the first n draws.
func clamp(s Span, n int) Span {
	s.Start, s.End = min(s.Start, n), min(s.End, n)
	return s
}

// sameLabel draws one of donor's non-empty spans labelled label.
func sameLabel(r *Source, donor Trace, label string) (Span, bool) {
	var match []Span
	for _, s := range donor.Spans {
		if s.Label == label && s.Len() > 0 && s.End <= len(donor.Choices) {
			match = append(match, s)
		}
	}
	if len(match) == 0 {
		return Span{}, false
	}
	return match[r.Draw(uint64(len(match)))], true
}

// splice replaces xs[i:j] by with, in a new slice.
func splice(xs []uint64, i, j int, with []uint64) []uint64 {
	out := make([]uint64, 0, len(xs)-(j-i)+len(with))
	out = append(append(append(out, xs[:i]...), with...), xs[j:]...)
	return out
}
