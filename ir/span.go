package ir

import "fmt"

// Span is a source location: file, 1-based line and column. The zero Span
// means "unknown" (e.g. a node built by a pass).
type Span struct {
	File string
	Line int
	Col  int
}

// String renders the span as file:line:col (parts that are unknown are
// dropped).
func (s Span) String() string {
	switch {
	case s.Line == 0 && s.File == "":
		return "<unknown>"
	case s.Line == 0:
		return s.File
	case s.File == "":
		return fmt.Sprintf("%d:%d", s.Line, s.Col)
	}
	return fmt.Sprintf("%s:%d:%d", s.File, s.Line, s.Col)
}

// IsZero reports whether the span carries no location.
func (s Span) IsZero() bool { return s == Span{} }
