package corpus

import "fmt"

// Problem is a corpus file that could not be used, with where and why:
// Line and Col are 1-based and 0 when unknown.
type Problem struct {
	Path string
	Line int
	Col  int
	Msg  string
}

// Error renders the problem as path:line:col: msg, dropping unknown parts.
func (p *Problem) Error() string {
	switch {
	case p.Line > 0 && p.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", p.Path, p.Line, p.Col, p.Msg)
	case p.Line > 0:
		return fmt.Sprintf("%s:%d: %s", p.Path, p.Line, p.Msg)
	}
	return fmt.Sprintf("%s: %s", p.Path, p.Msg)
}
