package ir

import (
	"fmt"
	"math"
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
	kw        bool // a tName that is one of pythonKeywords
	op        byte // a one-character tOp's character, else 0
	line, col int32
	off       int32  // byte offset of the token in the source
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

// lexer turns source text into tokens, with Python's INDENT / DEDENT and
// implicit line joining inside brackets; comments and blank lines vanish.
// It lexes in batches into one buffer that the parser indexes (fill), so a
// parse makes one token buffer, not one the size of the file, and the
// lexer's loop runs once per batch, not once per token.
//
// A lexical error ends the stream: the buffer then holds the tokens before
// the error and an end-of-file token. The parser reports err only once it
// reads at or past errAt, the point where lexing one token at a time would
// have met the error, so a syntax error earlier in the file is reported as
// itself.
type lexer struct {
	file      string
	src       string
	off       int
	line      int
	lineStart int // offset of the first byte of the current line
	depth     int // bracket nesting
	indents   []int
	atLineBeg bool
	toks      []token
	last      tokKind // kind of the last token emitted
	done      bool    // the final tEOF is in toks
	errAt     int     // index in toks of the first token read after err; math.MaxInt when err is nil
	err       error
}

// lexBatch is how many tokens fill lexes at a time.
const lexBatch = 512

// reset prepares lx to lex src, keeping its buffers, and lexes the first
// batch.
func (lx *lexer) reset(file, src string) {
	toks, indents := lx.toks, lx.indents
	if toks == nil {
		n := lexBatch
		if m := len(src)/2 + 16; m < n {
			n = m
		}
		toks, indents = make([]token, 0, n), make([]int, 0, 8)
	}
	*lx = lexer{file: file, src: src, line: 1, indents: append(indents[:0], 0), atLineBeg: true, toks: toks[:0], errAt: math.MaxInt}
	lx.fill(0)
}

// fill drops the tokens before keep, which the parser has consumed, and
// lexes until the buffer is full or the input ends.
func (lx *lexer) fill(keep int) {
	n := copy(lx.toks, lx.toks[keep:])
	lx.toks = lx.toks[:n]
	if lx.errAt != math.MaxInt {
		lx.errAt -= keep
	}
	if lx.done {
		return
	}
	if errAt, err := lx.run(min(cap(lx.toks), lexBatch)); err != nil {
		lx.err, lx.errAt, lx.done = err, errAt, true
		lx.emit(tEOF, "", lx.off)
	}
}

func (lx *lexer) pos() Span {
	return Span{File: lx.file, Line: lx.line, Col: lx.off - lx.lineStart + 1}
}

func (lx *lexer) errf(pos Span, format string, a ...any) error {
	return &SyntaxError{Pos: pos, Msg: fmt.Sprintf(format, a...)}
}

// advance moves over n bytes, counting lines.
func (lx *lexer) advance(n int) {
	for i := 0; i < n && lx.off < len(lx.src); i++ {
		if lx.src[lx.off] == '\n' {
			lx.line++
			lx.lineStart = lx.off + 1
		}
		lx.off++
	}
}

// emit appends a token that starts at byte offset off of the current line.
func (lx *lexer) emit(k tokKind, text string, off int) {
	lx.toks = append(lx.toks, token{kind: k, text: text, line: int32(lx.line), col: int32(off - lx.lineStart + 1), off: int32(off)})
	lx.last = k
}

// run lexes until toks holds at least limit tokens or the input ends
// (done). On an error it returns, with it, the number of tokens emitted
// before the lexing step that met it (a step emits one token, or the
// INDENT / DEDENT tokens of one line start).
func (lx *lexer) run(limit int) (int, error) {
	src := lx.src
	for len(lx.toks) < limit {
		if lx.atLineBeg && lx.depth == 0 {
			n0 := len(lx.toks)
			if err := lx.indentation(); err != nil {
				return n0, err
			}
			lx.atLineBeg = false
		}
		if lx.off >= len(src) {
			n0 := len(lx.toks)
			if err := lx.finish(); err != nil {
				return n0, err
			}
			lx.done = true
			return 0, nil
		}
		c := src[lx.off]
		switch {
		case c == '\n':
			if lx.depth == 0 {
				lx.emit(tNewline, "", lx.off)
				lx.atLineBeg = true
			}
			lx.off++
			lx.line++
			lx.lineStart = lx.off
		case c == ' ' || c == '\t' || c == '\r' || c == '\f':
			lx.off++
		case c == '\\' && lx.off+1 < len(src) && src[lx.off+1] == '\n':
			lx.advance(2)
		case c == '#':
			i := strings.IndexByte(src[lx.off:], '\n')
			if i < 0 {
				i = len(src) - lx.off
			}
			lx.off += i
		case isIdentStart(c):
			start := lx.off
			end := start + 1
			for end < len(src) && isIdentChar(src[end]) {
				end++
			}
			text := src[start:end]
			lx.emit(tName, text, start)
			lx.toks[len(lx.toks)-1].kw = isPythonKeyword(text)
			lx.off = end // names hold no newline
		case c >= '0' && c <= '9' || c == '.' && lx.off+1 < len(src) && isDigit(src[lx.off+1]):
			if err := lx.number(); err != nil {
				return len(lx.toks), err
			}
		case c == '"' || c == '\'':
			if err := lx.str(); err != nil {
				return len(lx.toks), err
			}
		default:
			if err := lx.op(); err != nil {
				return len(lx.toks), err
			}
		}
	}
	return 0, nil
}

// isPythonKeyword reports whether s is in pythonKeywords, without a map
// lookup.
func isPythonKeyword(s string) bool {
	if len(s) < 2 || len(s) > 8 {
		return false
	}
	switch s {
	case "False", "None", "True", "and", "as", "assert",
		"async", "await", "break", "class", "continue", "def",
		"del", "elif", "else", "except", "finally", "for",
		"from", "global", "if", "import", "in", "is",
		"lambda", "nonlocal", "not", "or", "pass", "raise",
		"return", "try", "while", "with", "yield":
		return true
	}
	return false
}

// finish emits the closing NEWLINE, DEDENTs and EOF.
func (lx *lexer) finish() error {
	if lx.depth > 0 {
		return lx.errf(lx.pos(), "unexpected end of file: unclosed bracket")
	}
	if lx.last != tNewline && lx.last != tDedent && lx.last != tEOF && lx.last != tIndent {
		lx.emit(tNewline, "", lx.off)
	}
	for len(lx.indents) > 1 {
		lx.indents = lx.indents[:len(lx.indents)-1]
		lx.emit(tDedent, "", lx.off)
	}
	lx.emit(tEOF, "", lx.off)
	return nil
}

// indentation measures the indentation of the next non-blank line and emits
// INDENT / DEDENT tokens.
func (lx *lexer) indentation() error {
	src := lx.src
	for {
		width := 0
		i := lx.off
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			if src[i] == '\t' {
				width = (width/8 + 1) * 8
			} else {
				width++
			}
			i++
		}
		if i >= len(src) {
			lx.off = i
			return nil
		}
		if c := src[i]; c == '\n' || c == '#' || c == '\r' {
			// blank or comment-only line
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				lx.off = len(src)
				return nil
			}
			lx.off = i + j + 1
			lx.line++
			lx.lineStart = lx.off
			continue
		}
		lx.off = i
		top := lx.indents[len(lx.indents)-1]
		switch {
		case width > top:
			lx.indents = append(lx.indents, width)
			lx.emit(tIndent, "", lx.off)
		case width < top:
			for width < lx.indents[len(lx.indents)-1] {
				lx.indents = lx.indents[:len(lx.indents)-1]
				lx.emit(tDedent, "", lx.off)
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
		return lx.errf(lx.pos(), "invalid number literal %q", s[start:i+1])
	}
	text := strings.ReplaceAll(s[start:i], "_", "")
	if isFloat {
		lx.emit(tFloat, text, start)
	} else {
		lx.emit(tInt, text, start)
	}
	lx.off = i // numbers hold no newline
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
//
// A literal of plain ASCII without escapes, the common case, is its own
// source text and is not copied.
func (lx *lexer) str() error {
	src := lx.src
	q := src[lx.off]
	for i := lx.off + 1; i < len(src); i++ {
		c := src[i]
		if c == q {
			lx.emit(tString, src[lx.off+1:i], lx.off)
			lx.off = i + 1
			return nil
		}
		if c == '\\' || c == '\n' || c >= utf8.RuneSelf {
			break
		}
	}
	return lx.strEscaped()
}

// strEscaped is str for a literal with escapes, non-ASCII text or an error.
func (lx *lexer) strEscaped() error {
	p := lx.pos()
	start := lx.off
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
			if d, ok := simpleEscape(e); ok {
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
				n := 2
				switch e {
				case 'u':
					n = 4
				case 'U':
					n = 8
				}
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
	lx.toks = append(lx.toks, token{kind: tString, text: b.String(), line: int32(p.Line), col: int32(p.Col), off: int32(start)})
	lx.last = tString
	return nil
}

// simpleEscape decodes Python's one-letter string escapes.
func simpleEscape(e byte) (byte, bool) {
	switch e {
	case '\\', '\'', '"':
		return e, true
	case 'a':
		return '\a', true
	case 'b':
		return '\b', true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'v':
		return '\v', true
	}
	return 0, false
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

// op lexes an operator or bracket, chosen by its first byte and the bytes
// after it; the token text is a constant, so lexing allocates nothing for
// operators.
func (lx *lexer) op() error {
	src := lx.src
	start := lx.off
	c := src[start]
	var c1, c2 byte
	if start+1 < len(src) {
		c1 = src[start+1]
	}
	if start+2 < len(src) {
		c2 = src[start+2]
	}
	text := ""
	switch c {
	case '(':
		lx.depth++
		text = "("
	case '[':
		lx.depth++
		text = "["
	case '{':
		lx.depth++
		text = "{"
	case ')', ']', '}':
		if lx.depth == 0 {
			return lx.errf(lx.pos(), "unmatched %q", string(c))
		}
		lx.depth--
		text = [...]string{')': ")", ']': "]", '}': "}"}[c]
	case '*':
		switch {
		case c1 == '*' && c2 == '=':
			text = "**="
		case c1 == '*':
			text = "**"
		case c1 == '=':
			text = "*="
		default:
			text = "*"
		}
	case '/':
		switch {
		case c1 == '/' && c2 == '=':
			text = "//="
		case c1 == '/':
			text = "//"
		case c1 == '=':
			text = "/="
		default:
			text = "/"
		}
	case '>':
		switch {
		case c1 == '>' && c2 == '=':
			text = ">>="
		case c1 == '>':
			text = ">>"
		case c1 == '=':
			text = ">="
		default:
			text = ">"
		}
	case '<':
		switch {
		case c1 == '<' && c2 == '=':
			text = "<<="
		case c1 == '<':
			text = "<<"
		case c1 == '=':
			text = "<="
		default:
			text = "<"
		}
	case '.':
		if c1 == '.' && c2 == '.' {
			text = "..."
		} else {
			text = "."
		}
	case '=':
		if c1 == '=' {
			text = "=="
		} else {
			text = "="
		}
	case '!':
		if c1 == '=' {
			text = "!="
		}
	case '-':
		switch c1 {
		case '>':
			text = "->"
		case '=':
			text = "-="
		default:
			text = "-"
		}
	case '+':
		if c1 == '=' {
			text = "+="
		} else {
			text = "+"
		}
	case ':':
		if c1 == '=' {
			text = ":="
		} else {
			text = ":"
		}
	case ',':
		text = ","
	case ';':
		text = ";"
	case '%':
		text = "%"
	case '@':
		text = "@"
	case '&':
		text = "&"
	case '|':
		text = "|"
	case '^':
		text = "^"
	case '~':
		text = "~"
	}
	if text == "" {
		return lx.errf(lx.pos(), "unexpected character %q", string(rune(c)))
	}
	lx.emit(tOp, text, start)
	if len(text) == 1 {
		lx.toks[len(lx.toks)-1].op = text[0]
	}
	lx.off += len(text) // operators hold no newline
	return nil
}
