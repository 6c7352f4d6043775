package pto

import (
	"fmt"
	"strconv"
	"strings"
)

// Module is a parsed .pto file: the module's attributes and its functions.
type Module struct {
	File  string
	Attrs []Elem // the module's attribute dictionary, as written
	Funcs []*Func
}

// Func is one func.func: a kernel for one core kind.
type Func struct {
	Name   string
	Params []Param
	Attrs  []Elem // "attributes {...}"
	Body   *Region
	Line   int
}

// Param is a function parameter: its SSA name and type text.
type Param struct {
	Name string // "%arg0"
	Type Elem
}

// Region is a block of operations, with the block's arguments (scf.while's
// "after" region: ^bb0(%x : index)).
type Region struct {
	Args []string
	Ops  []*Op
}

// Op is one operation: results, name, the operand and attribute text as a
// tree of elements (everything after the name up to a region or the end of
// the line), its regions and source location.
type Op struct {
	Results []string
	Name    string
	Body    []Elem
	Regions []*Region
	// Tail is what follows the last region on its closing line ("} else
	// {" is a region; "} : type" or "} loc(...)" is tail).
	Tail []Elem
	Line int    // line in the .pto file
	Loc  string // loc("file":line:col) of the PyPTO source, "" if none
}

// ElemKind says what an element is.
type ElemKind uint8

// The element kinds.
const (
	EValue  ElemKind = iota + 1 // %name
	ESym                        // @name
	EBlock                      // ^bb0
	EIdent                      // a bare word: ins, addr, slt, index, i32, pto.tload
	EInt                        // 42, -1
	EFloat                      // 1.5, 1.000000e+00, 0x7FC00000 is an EInt
	EString                     // "text"
	EType                       // !dialect.name<...> (Text holds it whole)
	EAttr                       // #dialect.name<...> (Text holds it whole)
	EPunct                      // = : , -> ? *
	EGroup                      // ( [ { < with Elems inside; Text is the opening bracket
)

// Elem is one element of an op's text.
type Elem struct {
	Kind  ElemKind
	Text  string
	Int   int64
	Float float64
	Elems []Elem // EGroup
}

func (e Elem) String() string {
	if e.Kind != EGroup {
		return e.Text
	}
	var b strings.Builder
	b.WriteString(e.Text)
	for i, x := range e.Elems {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(x.String())
	}
	b.WriteString(closer[e.Text])
	return b.String()
}

var closer = map[string]string{"(": ")", "[": "]", "{": "}", "<": ">"}

// Error is a parse or translation error at a line of a .pto file.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Parse reads the MLIR text PyPTO's PTO code generation writes (the
// subset of MLIR's generic syntax and the PTO dialect's custom forms it
// uses: pypto src/codegen/pto/pto_codegen.cpp and
// src/backend/common/pto_ops_*.cpp). Any other syntax is an *Error
// naming the line.
func Parse(file, text string) (*Module, error) {
	p := &parser{file: file, src: text, line: 1}
	return p.module()
}

type parser struct {
	file string
	src  string
	pos  int
	line int
}

func (p *parser) errf(format string, a ...any) error {
	return &Error{File: p.file, Line: p.line, Msg: fmt.Sprintf(format, a...)}
}

// skipSpace skips blanks and comments, not newlines.
func (p *parser) skipSpace() {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			p.pos++
		case c == '/' && strings.HasPrefix(p.src[p.pos:], "//"):
			for p.pos < len(p.src) && p.src[p.pos] != '\n' {
				p.pos++
			}
		default:
			return
		}
	}
}

// skipLines skips blanks, comments and newlines.
func (p *parser) skipLines() {
	for {
		p.skipSpace()
		if p.pos < len(p.src) && p.src[p.pos] == '\n' {
			p.pos++
			p.line++
			continue
		}
		return
	}
}

func (p *parser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

func (p *parser) eat(s string) bool {
	p.skipSpace()
	if strings.HasPrefix(p.src[p.pos:], s) {
		p.pos += len(s)
		return true
	}
	return false
}

func isWord(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (p *parser) word() string {
	s := p.pos
	for p.pos < len(p.src) && isWord(p.src[p.pos]) {
		p.pos++
	}
	return p.src[s:p.pos]
}

// module: module [attributes {...}] { func* }
func (p *parser) module() (*Module, error) {
	m := &Module{File: p.file}
	p.skipLines()
	if !p.eat("module") {
		return nil, p.errf("expected 'module'")
	}
	if p.eat("attributes") {
		g, err := p.elem()
		if err != nil {
			return nil, err
		}
		if g.Kind != EGroup || g.Text != "{" {
			return nil, p.errf("expected an attribute dictionary after 'attributes'")
		}
		m.Attrs = g.Elems
	}
	if !p.eat("{") {
		return nil, p.errf("expected '{' to open the module")
	}
	for {
		p.skipLines()
		if p.eat("}") {
			break
		}
		if p.pos >= len(p.src) {
			return nil, p.errf("the module is not closed")
		}
		f, err := p.fn()
		if err != nil {
			return nil, err
		}
		m.Funcs = append(m.Funcs, f)
	}
	p.skipLines()
	if p.pos < len(p.src) {
		return nil, p.errf("text after the module")
	}
	return m, nil
}

// fn: func.func @name(%a: T, ...) [attributes {...}] { ops }
func (p *parser) fn() (*Func, error) {
	f := &Func{Line: p.line}
	if !p.eat("func.func") {
		p.skipSpace()
		return nil, p.errf("expected func.func, found %q", p.word())
	}
	p.skipSpace()
	if p.peek() != '@' {
		return nil, p.errf("expected a function name")
	}
	p.pos++
	f.Name = p.word()
	if !p.eat("(") {
		return nil, p.errf("expected '(' after @%s", f.Name)
	}
	for !p.eat(")") {
		p.skipSpace()
		if p.peek() != '%' {
			return nil, p.errf("expected a parameter of @%s", f.Name)
		}
		p.pos++
		name := "%" + p.word()
		if !p.eat(":") {
			return nil, p.errf("expected ':' after parameter %s", name)
		}
		t, err := p.elem()
		if err != nil {
			return nil, err
		}
		f.Params = append(f.Params, Param{Name: name, Type: t})
		p.eat(",")
	}
	if p.eat("->") {
		if _, err := p.elem(); err != nil {
			return nil, err
		}
	}
	if p.eat("attributes") {
		g, err := p.elem()
		if err != nil {
			return nil, err
		}
		f.Attrs = g.Elems
	}
	if !p.eat("{") {
		return nil, p.errf("expected '{' to open @%s", f.Name)
	}
	r, err := p.region()
	if err != nil {
		return nil, err
	}
	f.Body = r
	return f, nil
}

// region reads ops up to the closing '}' (consumed), after a '{' that
// ended its line.
func (p *parser) region() (*Region, error) {
	r := &Region{}
	for {
		p.skipLines()
		if p.pos >= len(p.src) {
			return nil, p.errf("a region is not closed")
		}
		if p.eat("}") {
			return r, nil
		}
		if p.peek() == '^' {
			// ^bb0(%x : index):
			p.pos++
			p.word()
			if p.eat("(") {
				for !p.eat(")") {
					p.skipSpace()
					if p.peek() != '%' {
						return nil, p.errf("expected a block argument")
					}
					p.pos++
					r.Args = append(r.Args, "%"+p.word())
					if !p.eat(":") {
						return nil, p.errf("expected ':' after a block argument")
					}
					if _, err := p.elem(); err != nil {
						return nil, err
					}
					p.eat(",")
				}
			}
			if !p.eat(":") {
				return nil, p.errf("expected ':' after a block label")
			}
			continue
		}
		op, err := p.op()
		if err != nil {
			return nil, err
		}
		r.Ops = append(r.Ops, op)
	}
}

// atRegion reports whether a '{' at the cursor opens a region: nothing
// but blanks follow it on its line.
func (p *parser) atRegion() bool {
	if p.peek() != '{' {
		return false
	}
	rest := p.src[p.pos+1:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	return strings.TrimSpace(rest) == ""
}

// atContinuation reports whether the operation read up to the end of the
// line goes on on the next: that line's first character is '(', which starts
// no operation. PyPTO's codegen writes an Ascend910B initialize_pipe's
// operands there, "pto.aic_initialize_pipe {...}\n      (gm_slot_buffer =
// %arg1 : !pto.ptr<f32>, c2v_consumer_buf = ..., v2c_consumer_buf = ...)"
// (EmitInitializePipeOperands, src/backend/common/pto_ops_crosscore.cpp:420-430).
// When it does, the cursor moves to that '('.
func (p *parser) atContinuation() bool {
	if p.peek() != '\n' {
		return false
	}
	i := p.pos + 1
	for i < len(p.src) && (p.src[i] == ' ' || p.src[i] == '\t' || p.src[i] == '\r') {
		i++
	}
	if i >= len(p.src) || p.src[i] != '(' {
		return false
	}
	p.pos = i
	p.line++
	return true
}

func (p *parser) op() (*Op, error) {
	op := &Op{Line: p.line}
	// results: %a, %b = | %a:2 =
	save, saveLine := p.pos, p.line
	for {
		p.skipSpace()
		if p.peek() != '%' {
			break
		}
		p.pos++
		name := "%" + p.word()
		if p.eat(":") {
			n, _ := strconv.Atoi(p.word())
			for i := 0; i < n; i++ {
				op.Results = append(op.Results, fmt.Sprintf("%s#%d", name, i))
			}
		} else {
			op.Results = append(op.Results, name)
		}
		if p.eat(",") {
			continue
		}
		if p.eat("=") {
			break
		}
		p.pos, p.line = save, saveLine
		return nil, p.errf("expected '=' after the results of an operation")
	}
	p.skipSpace()
	if p.pos < len(p.src) && p.src[p.pos] == '"' {
		// MLIR's generic form, "pto.ttri"(operands) {attrs} : types, which
		// the codegen writes for an op its dialect prints no custom form of.
		end := strings.IndexByte(p.src[p.pos+1:], '"')
		if end < 0 {
			return nil, p.errf("unterminated operation name")
		}
		op.Name = p.src[p.pos+1 : p.pos+1+end]
		p.pos += end + 2
	} else {
		op.Name = p.word()
	}
	if op.Name == "" || !strings.Contains(op.Name, ".") && op.Name != "return" {
		return nil, p.errf("expected an operation name, found %q", p.src[p.pos:min(len(p.src), p.pos+20)])
	}
	body, err := p.elemsToLineEnd()
	if err != nil {
		return nil, err
	}
	for p.atContinuation() {
		more, err := p.elemsToLineEnd()
		if err != nil {
			return nil, err
		}
		body = append(body, more...)
	}
	op.Body = body
	for p.atRegion() {
		p.pos++
		r, err := p.region()
		if err != nil {
			return nil, err
		}
		op.Regions = append(op.Regions, r)
		// "} else {" / "} do {" open the next region.
		p.skipSpace()
		save := p.pos
		if w := p.word(); w == "else" || w == "do" {
			p.skipSpace()
			if p.atRegion() {
				continue
			}
		}
		p.pos = save
		tail, err := p.elemsToLineEnd()
		if err != nil {
			return nil, err
		}
		op.Tail = tail
	}
	op.Body, op.Loc = stripLoc(op.Body)
	if op.Loc == "" {
		op.Tail, op.Loc = stripLoc(op.Tail)
	}
	return op, nil
}

// stripLoc removes a trailing loc(...) and returns its text.
func stripLoc(es []Elem) ([]Elem, string) {
	n := len(es)
	if n >= 2 && es[n-2].Kind == EIdent && es[n-2].Text == "loc" && es[n-1].Kind == EGroup && es[n-1].Text == "(" {
		var parts []string
		for _, x := range es[n-1].Elems {
			if x.Kind == EString {
				parts = append(parts, x.Text)
			} else if x.Kind == EInt {
				parts = append(parts, strconv.FormatInt(x.Int, 10))
			}
		}
		return es[:n-2], strings.Join(parts, ":")
	}
	return es, ""
}

// elemsToLineEnd reads elements up to the end of the line or a '{' that
// opens a region.
func (p *parser) elemsToLineEnd() ([]Elem, error) {
	var out []Elem
	for {
		p.skipSpace()
		if p.pos >= len(p.src) || p.peek() == '\n' || p.atRegion() {
			return out, nil
		}
		if p.peek() == '}' {
			return out, nil
		}
		e, err := p.elem()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
}

// elem reads one element; groups recursively (across no newline).
func (p *parser) elem() (Elem, error) {
	p.skipSpace()
	if p.pos >= len(p.src) {
		return Elem{}, p.errf("unexpected end of file")
	}
	c := p.src[p.pos]
	switch {
	case c == '%':
		p.pos++
		name := "%" + p.word()
		if p.peek() == '#' {
			p.pos++
			name += "#" + p.word()
		}
		return Elem{Kind: EValue, Text: name}, nil
	case c == '@':
		p.pos++
		return Elem{Kind: ESym, Text: "@" + p.word()}, nil
	case c == '^':
		p.pos++
		return Elem{Kind: EBlock, Text: "^" + p.word()}, nil
	case c == '!' || c == '#':
		s := p.pos
		p.pos++
		p.word()
		if p.peek() == '<' {
			if err := p.skipAngles(); err != nil {
				return Elem{}, err
			}
		}
		k := EType
		if c == '#' {
			k = EAttr
		}
		return Elem{Kind: k, Text: p.src[s:p.pos]}, nil
	case c == '"':
		s := p.pos + 1
		p.pos++
		for p.pos < len(p.src) && p.src[p.pos] != '"' {
			if p.src[p.pos] == '\\' {
				p.pos++
			}
			if p.pos < len(p.src) && p.src[p.pos] == '\n' {
				return Elem{}, p.errf("a string is not closed on its line")
			}
			p.pos++
		}
		if p.pos >= len(p.src) {
			return Elem{}, p.errf("a string is not closed")
		}
		p.pos++
		return Elem{Kind: EString, Text: p.src[s : p.pos-1]}, nil
	case c == '(' || c == '[' || c == '{' || c == '<':
		open := string(c)
		p.pos++
		g := Elem{Kind: EGroup, Text: open}
		for {
			p.skipSpace()
			if p.pos >= len(p.src) || p.peek() == '\n' {
				return Elem{}, p.errf("%q is not closed on its line", open)
			}
			if p.src[p.pos] == closer[open][0] {
				p.pos++
				return g, nil
			}
			if open == "<" && p.src[p.pos] == '-' && strings.HasPrefix(p.src[p.pos:], "->") {
				return Elem{}, p.errf("'<' is not closed")
			}
			e, err := p.elem()
			if err != nil {
				return Elem{}, err
			}
			g.Elems = append(g.Elems, e)
		}
	case c == '-' && strings.HasPrefix(p.src[p.pos:], "->"):
		p.pos += 2
		return Elem{Kind: EPunct, Text: "->"}, nil
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case c == '=' || c == ':' || c == ',' || c == '?' || c == '*':
		p.pos++
		return Elem{Kind: EPunct, Text: string(c)}, nil
	case isWord(c):
		w := p.word()
		return Elem{Kind: EIdent, Text: w}, nil
	}
	return Elem{}, p.errf("unexpected character %q", string(c))
}

// skipAngles skips a balanced <...> (which may hold quoted strings and
// "->" inside, as in affine maps).
func (p *parser) skipAngles() error {
	depth := 0
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == '\n':
			return p.errf("'<' is not closed on its line")
		case c == '"':
			p.pos++
			for p.pos < len(p.src) && p.src[p.pos] != '"' && p.src[p.pos] != '\n' {
				p.pos++
			}
		case c == '-' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '>':
			p.pos++
		case c == '<':
			depth++
		case c == '>':
			depth--
			if depth == 0 {
				p.pos++
				return nil
			}
		}
		p.pos++
	}
	return p.errf("'<' is not closed")
}

func (p *parser) number() (Elem, error) {
	s := p.pos
	if p.peek() == '-' {
		p.pos++
	}
	if strings.HasPrefix(p.src[p.pos:], "0x") || strings.HasPrefix(p.src[p.pos:], "0X") {
		p.pos += 2
		h := p.pos
		for p.pos < len(p.src) && strings.IndexByte("0123456789abcdefABCDEF", p.src[p.pos]) >= 0 {
			p.pos++
		}
		v, err := strconv.ParseUint(p.src[h:p.pos], 16, 64)
		if err != nil {
			return Elem{}, p.errf("bad hexadecimal literal %q", p.src[s:p.pos])
		}
		n := int64(v)
		if p.src[s] == '-' {
			n = -n
		}
		return Elem{Kind: EInt, Text: p.src[s:p.pos], Int: n}, nil
	}
	isFloat := false
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c >= '0' && c <= '9':
		case c == '.' || c == 'e' || c == 'E':
			isFloat = true
		case (c == '+' || c == '-') && (p.src[p.pos-1] == 'e' || p.src[p.pos-1] == 'E'):
		default:
			goto done
		}
		p.pos++
	}
done:
	t := p.src[s:p.pos]
	if t == "-" {
		return Elem{}, p.errf("unexpected '-'")
	}
	if isFloat {
		f, err := strconv.ParseFloat(t, 64)
		if err != nil {
			return Elem{}, p.errf("bad number %q", t)
		}
		return Elem{Kind: EFloat, Text: t, Float: f}, nil
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return Elem{}, p.errf("bad integer %q", t)
	}
	return Elem{Kind: EInt, Text: t, Int: n}, nil
}
