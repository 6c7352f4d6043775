package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// tokKind is the kind of a lexical token of the Python subset we read.
type tokKind uint8

const (
	tEOF tokKind = iota
	tNewline
	tIndent
	tDedent
	tName
	tInt
	tFloat
	tString
	tOp // punctuation and operators; text in tok.text
)

var tokKindNames = [...]string{"end of file", "newline", "indent", "dedent", "name", "integer", "float", "string", "operator"}

type token struct {
	kind tokKind
	text string // source text (for tString, the decoded value)
	pos  Span
}

func (t token) String() string {
	switch t.kind {
	case tName, tInt, tFloat, tOp:
		return strconv.Quote(t.text)
	case tString:
		return "string " + strconv.Quote(t.text)
	}
	return tokKindNames[t.kind]
}

// SyntaxError is a parse or type error at a source location.
type SyntaxError struct {
	Pos Span
	Msg string
}

func (e *SyntaxError) Error() string { return e.Pos.String() + ": " + e.Msg }

// lex turns source text into tokens, with Python's INDENT / DEDENT and
// implicit line joining inside brackets. Comments and blank lines vanish.
func lex(file, src string) ([]token, error) {
	lx := &lexer{file: file, src: src, line: 1, col: 1, indents: []int{0}}
	if err := lx.run(); err != nil {
		return nil, err
	}
	return lx.toks, nil
}

type lexer struct {
	file      string
	src       string
	off       int
	line, col int
	depth     int // bracket nesting
	indents   []int
	toks      []token
	atLineBeg bool
}

func (lx *lexer) pos() Span { return Span{File: lx.file, Line: lx.line, Col: lx.col} }

func (lx *lexer) errf(pos Span, format string, a ...any) error {
	return &SyntaxError{Pos: pos, Msg: fmt.Sprintf(format, a...)}
}

func (lx *lexer) advance(n int) {
	for i := 0; i < n && lx.off < len(lx.src); i++ {
		if lx.src[lx.off] == '\n' {
			lx.line++
			lx.col = 1
		} else {
			lx.col++
		}
		lx.off++
	}
}

func (lx *lexer) emit(k tokKind, text string, pos Span) {
	lx.toks = append(lx.toks, token{kind: k, text: text, pos: pos})
}

func (lx *lexer) run() error {
	lx.atLineBeg = true
	for {
		if lx.atLineBeg && lx.depth == 0 {
			if err := lx.indentation(); err != nil {
				return err
			}
			if lx.off >= len(lx.src) {
				break
			}
		}
		if lx.off >= len(lx.src) {
			break
		}
		c := lx.src[lx.off]
		switch {
		case c == '\n':
			if lx.depth == 0 {
				lx.emit(tNewline, "", lx.pos())
				lx.atLineBeg = true
			}
			lx.advance(1)
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			lx.advance(1)
		case c == '\\' && lx.off+1 < len(lx.src) && lx.src[lx.off+1] == '\n':
			lx.advance(2)
		case c == '#':
			for lx.off < len(lx.src) && lx.src[lx.off] != '\n' {
				lx.advance(1)
			}
		case isIdentStart(c):
			p := lx.pos()
			start := lx.off
			for lx.off < len(lx.src) && isIdentChar(lx.src[lx.off]) {
				lx.advance(1)
			}
			lx.emit(tName, lx.src[start:lx.off], p)
		case c >= '0' && c <= '9' || c == '.' && lx.off+1 < len(lx.src) && isDigit(lx.src[lx.off+1]):
			if err := lx.number(); err != nil {
				return err
			}
		case c == '"' || c == '\'':
			if err := lx.str(); err != nil {
				return err
			}
		default:
			if err := lx.op(); err != nil {
				return err
			}
		}
	}
	if n := len(lx.toks); n > 0 && lx.toks[n-1].kind != tNewline && lx.toks[n-1].kind != tDedent {
		lx.emit(tNewline, "", lx.pos())
	}
	if lx.depth > 0 {
		return lx.errf(lx.pos(), "unexpected end of file: unclosed bracket")
	}
	for len(lx.indents) > 1 {
		lx.indents = lx.indents[:len(lx.indents)-1]
		lx.emit(tDedent, "", lx.pos())
	}
	lx.emit(tEOF, "", lx.pos())
	return nil
}

// indentation measures the indentation of the next non-blank line and emits
// INDENT / DEDENT tokens.
func (lx *lexer) indentation() error {
	for {
		width := 0
		i := lx.off
		for i < len(lx.src) && (lx.src[i] == ' ' || lx.src[i] == '\t') {
			if lx.src[i] == '\t' {
				width = (width/8 + 1) * 8
			} else {
				width++
			}
			i++
		}
		if i >= len(lx.src) {
			lx.advance(i - lx.off)
			lx.atLineBeg = false
			return nil
		}
		if c := lx.src[i]; c == '\n' || c == '#' || c == '\r' {
			// blank or comment-only line
			for i < len(lx.src) && lx.src[i] != '\n' {
				i++
			}
			lx.advance(i - lx.off + 1)
			continue
		}
		lx.advance(i - lx.off)
		lx.atLineBeg = false
		top := lx.indents[len(lx.indents)-1]
		switch {
		case width > top:
			lx.indents = append(lx.indents, width)
			lx.emit(tIndent, "", lx.pos())
		case width < top:
			for width < lx.indents[len(lx.indents)-1] {
				lx.indents = lx.indents[:len(lx.indents)-1]
				lx.emit(tDedent, "", lx.pos())
			}
			if width != lx.indents[len(lx.indents)-1] {
				return lx.errf(lx.pos(), "unindent does not match any outer indentation level")
			}
		}
		return nil
	}
}

func isIdentStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isIdentChar(c byte) bool  { return isIdentStart(c) || isDigit(c) }
func isDigit(c byte) bool      { return c >= '0' && c <= '9' }

func (lx *lexer) number() error {
	p := lx.pos()
	start := lx.off
	s := lx.src
	i := lx.off
	isFloat := false
	if strings.HasPrefix(s[i:], "0x") || strings.HasPrefix(s[i:], "0X") {
		i += 2
		for i < len(s) && (isDigit(s[i]) || s[i] >= 'a' && s[i] <= 'f' || s[i] >= 'A' && s[i] <= 'F' || s[i] == '_') {
			i++
		}
	} else {
		for i < len(s) && (isDigit(s[i]) || s[i] == '_') {
			i++
		}
		if i < len(s) && s[i] == '.' {
			isFloat = true
			i++
			for i < len(s) && (isDigit(s[i]) || s[i] == '_') {
				i++
			}
		}
		if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
			j := i + 1
			if j < len(s) && (s[j] == '+' || s[j] == '-') {
				j++
			}
			if j < len(s) && isDigit(s[j]) {
				isFloat = true
				i = j
				for i < len(s) && isDigit(s[i]) {
					i++
				}
			}
		}
	}
	if i < len(s) && isIdentStart(s[i]) {
		return lx.errf(p, "invalid number literal %q", s[start:i+1])
	}
	lx.advance(i - start)
	text := strings.ReplaceAll(s[start:i], "_", "")
	if isFloat {
		lx.emit(tFloat, text, p)
	} else {
		lx.emit(tInt, text, p)
	}
	return nil
}

func (lx *lexer) str() error {
	p := lx.pos()
	q := lx.src[lx.off]
	lx.advance(1)
	var b strings.Builder
	for {
		if lx.off >= len(lx.src) || lx.src[lx.off] == '\n' {
			return lx.errf(p, "unterminated string literal")
		}
		c := lx.src[lx.off]
		if c == q {
			lx.advance(1)
			break
		}
		if c == '\\' && lx.off+1 < len(lx.src) {
			e := lx.src[lx.off+1]
			switch e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case '\\', '\'', '"':
				b.WriteByte(e)
			case 'x':
				if lx.off+3 < len(lx.src) {
					v, err := strconv.ParseUint(lx.src[lx.off+2:lx.off+4], 16, 8)
					if err == nil {
						b.WriteByte(byte(v))
						lx.advance(4)
						continue
					}
				}
				return lx.errf(lx.pos(), "invalid \\x escape in string")
			default:
				b.WriteByte('\\')
				b.WriteByte(e)
			}
			lx.advance(2)
			continue
		}
		b.WriteByte(c)
		lx.advance(1)
	}
	lx.emit(tString, b.String(), p)
	return nil
}

var ops3 = []string{"**=", "//=", ">>=", "<<=", "..."}
var ops2 = []string{"**", "//", "==", "!=", "<=", ">=", "<<", ">>", "->", "+=", "-=", "*=", "/=", ":="}

func (lx *lexer) op() error {
	p := lx.pos()
	rest := lx.src[lx.off:]
	for _, group := range [][]string{ops3, ops2} {
		for _, o := range group {
			if strings.HasPrefix(rest, o) {
				lx.advance(len(o))
				lx.emit(tOp, o, p)
				return nil
			}
		}
	}
	c := rest[0]
	switch c {
	case '(', '[', '{':
		lx.depth++
	case ')', ']', '}':
		if lx.depth == 0 {
			return lx.errf(p, "unmatched %q", string(c))
		}
		lx.depth--
	case '+', '-', '*', '/', '%', '<', '>', '=', '.', ',', ':', ';', '@', '&', '|', '^', '~':
	default:
		return lx.errf(p, "unexpected character %q", string(rune(c)))
	}
	lx.advance(1)
	lx.emit(tOp, string(c), p)
	return nil
}
