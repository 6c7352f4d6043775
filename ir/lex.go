package ir

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
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
	kind      tokKind
	line, col int32
	text      string // source text (for tString, the decoded value)
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

// newLexer prepares to turn source text into tokens, with Python's INDENT /
// DEDENT and implicit line joining inside brackets. Comments and blank
// lines vanish. Tokens are produced on demand (at), so a parse needs no
// token array the size of the file.
func newLexer(file, src string) *lexer {
	return &lexer{file: file, src: src, line: 1, col: 1, indents: []int{0}, atLineBeg: true, toks: make([]token, 0, 16)}
}

type lexer struct {
	file      string
	src       string
	off       int
	line, col int
	depth     int // bracket nesting
	indents   []int
	toks      []token // pending tokens, from head
	head      int
	atLineBeg bool
	done      bool
	last      tokKind // kind of the last token emitted
	err       error   // first lexical error; the stream then ends
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
	lx.toks = append(lx.toks, token{kind: k, text: text, line: int32(pos.Line), col: int32(pos.Col)})
	lx.last = k
}

// at returns the k-th pending token, lexing more as needed.
func (lx *lexer) at(k int) token {
	for lx.head+k >= len(lx.toks) {
		if lx.done {
			return token{kind: tEOF, line: int32(lx.line), col: int32(lx.col)}
		}
		if err := lx.step(); err != nil {
			lx.err = err
			lx.done = true
		}
	}
	return lx.toks[lx.head+k]
}

// pop consumes the next token.
func (lx *lexer) pop() token {
	t := lx.at(0)
	if lx.head < len(lx.toks) {
		lx.head++
		if lx.head == len(lx.toks) {
			lx.toks, lx.head = lx.toks[:0], 0
		}
	}
	return t
}

// step lexes until at least one token is emitted or the input ends.
func (lx *lexer) step() error {
	n := len(lx.toks)
	for len(lx.toks) == n {
		if lx.atLineBeg && lx.depth == 0 {
			if err := lx.indentation(); err != nil {
				return err
			}
			if len(lx.toks) != n {
				return nil
			}
		}
		if lx.off >= len(lx.src) {
			return lx.finish()
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
			lx.off++
			lx.col++
		case c == '\\' && lx.off+1 < len(lx.src) && lx.src[lx.off+1] == '\n':
			lx.advance(2)
		case c == '#':
			for lx.off < len(lx.src) && lx.src[lx.off] != '\n' {
				lx.advance(1)
			}
		case isIdentStart(c):
			p := lx.pos()
			start := lx.off
			end := start + 1
			for end < len(lx.src) && isIdentChar(lx.src[end]) {
				end++
			}
			lx.off, lx.col = end, lx.col+end-start // names hold no newline
			lx.emit(tName, lx.src[start:end], p)
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
	return nil
}

// finish emits the closing NEWLINE, DEDENTs and EOF.
func (lx *lexer) finish() error {
	lx.done = true
	if lx.depth > 0 {
		return lx.errf(lx.pos(), "unexpected end of file: unclosed bracket")
	}
	if lx.last != tNewline && lx.last != tDedent && lx.last != tEOF && lx.last != tIndent {
		lx.emit(tNewline, "", lx.pos())
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

// str lexes a string literal and decodes its escapes the way Python does:
// PyPTO reads program text with Python's own compiler
// (python/pypto/language/parser/text_parser.py:238, compile(code, filename,
// "exec")), so a literal means what it means in Python. The escapes are
// \\ \' \" \a \b \f \n \r \t \v, \ooo (one to three octal digits), \xhh,
// \uhhhh and \Uhhhhhhhh (a code point, stored UTF-8 encoded), and
// backslash-newline (nothing); any other backslash stays in the value, as
// Python keeps it. \N{...} is not supported. The source of a literal must
// be valid UTF-8, as Python requires of a source file.
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
			if d, ok := simpleEscapes[e]; ok {
				b.WriteByte(d)
				lx.advance(2)
				continue
			}
			switch {
			case e == '\n':
				// a backslash-newline continues the literal on the next line
				lx.advance(2)
				continue
			case e >= '0' && e <= '7':
				n, v := 0, rune(0)
				for n < 3 && lx.off+1+n < len(lx.src) && lx.src[lx.off+1+n] >= '0' && lx.src[lx.off+1+n] <= '7' {
					v = v*8 + rune(lx.src[lx.off+1+n]-'0')
					n++
				}
				b.WriteRune(v)
				lx.advance(1 + n)
				continue
			case e == 'x' || e == 'u' || e == 'U':
				n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
				at := lx.pos()
				if lx.off+2+n > len(lx.src) || !isHex(lx.src[lx.off+2:lx.off+2+n]) {
					return lx.errf(at, "invalid \\%c escape in string", e)
				}
				v, _ := strconv.ParseUint(lx.src[lx.off+2:lx.off+2+n], 16, 32)
				if v > unicode.MaxRune || v >= 0xd800 && v <= 0xdfff {
					return lx.errf(at, "\\%c escape %s is not a valid code point", e, lx.src[lx.off+2:lx.off+2+n])
				}
				b.WriteRune(rune(v))
				lx.advance(2 + n)
				continue
			case e == 'N':
				return lx.errf(lx.pos(), "\\N{...} escapes are not supported")
			}
			// an unknown escape keeps its backslash; the character after
			// it is read as an ordinary one
			b.WriteByte('\\')
			lx.advance(1)
			continue
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(lx.src[lx.off:])
			if r == utf8.RuneError && size == 1 {
				return lx.errf(lx.pos(), "string literal is not valid UTF-8")
			}
			b.WriteString(lx.src[lx.off : lx.off+size])
			lx.advance(size)
			continue
		}
		b.WriteByte(c)
		lx.advance(1)
	}
	lx.emit(tString, b.String(), p)
	return nil
}

// simpleEscapes are Python's one-letter string escapes.
var simpleEscapes = map[byte]byte{
	'\\': '\\', '\'': '\'', '"': '"',
	'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v',
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// ops3, ops2 and ops1 are the operator spellings by length; tokens point at
// these strings, so lexing allocates nothing for operators.
var (
	ops3 = [...]string{"**=", "//=", ">>=", "<<=", "..."}
	ops2 = [...]string{"**", "//", "==", "!=", "<=", ">=", "<<", ">>", "->", "+=", "-=", "*=", "/=", ":="}
	ops1 = func() (t [128]string) {
		for _, c := range "()[]{}+-*/%<>=.,:;@&|^~" {
			t[c] = string(c)
		}
		return
	}()
)

func (lx *lexer) op() error {
	p := lx.pos()
	rest := lx.src[lx.off:]
	if len(rest) >= 3 {
		for _, o := range ops3 {
			if rest[:3] == o {
				lx.advance(3)
				lx.emit(tOp, o, p)
				return nil
			}
		}
	}
	if len(rest) >= 2 {
		for _, o := range ops2 {
			if rest[:2] == o {
				lx.advance(2)
				lx.emit(tOp, o, p)
				return nil
			}
		}
	}
	c := rest[0]
	if c >= 128 || ops1[c] == "" {
		return lx.errf(p, "unexpected character %q", string(rune(c)))
	}
	switch c {
	case '(', '[', '{':
		lx.depth++
	case ')', ']', '}':
		if lx.depth == 0 {
			return lx.errf(p, "unmatched %q", string(c))
		}
		lx.depth--
	}
	lx.advance(1)
	lx.emit(tOp, ops1[c], p)
	return nil
}
