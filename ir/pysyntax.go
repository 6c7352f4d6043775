package ir

import "fmt"

// pyParser reads tokens into the syntax tree of pyast.go. It knows Python's
// grammar for the subset PyPTO programs use and nothing about the IR.
type pyParser struct {
	file string
	lx   lexer
	j    int // index in lx.toks of the next token
	lim  int // skip's fast path holds while j < lim: min(lx.errAt, len(lx.toks)-2)
	// lexErrSeen is set once the parser has read at or past lx.errAt; from
	// then on every parse error reports the lexical error, since the
	// broken token is the real cause.
	lexErrSeen bool
	// generalExpr turns off expr's shortcut (tests compare the two).
	generalExpr bool
	names       slab[pyName]
	attrs       slab[pyAttr]
	nums        slab[pyNum]
	calls       slab[pyCall]
	lists       slab[pyList]
	subs        slab[pySubscript]
	assigns     slab[pyAssign]
	exprStmts   slab[pyExprStmt]
	exprs       lists[pyExpr]
	stmts       lists[pyStmt]
	kws         lists[pyKeyword]
	params      lists[pyParam]
}

// reset prepares p to parse src, keeping the buffers and chunks of its
// last parse (whose syntax tree must no longer be in use).
func (p *pyParser) reset(file, src string) {
	p.file, p.j, p.lexErrSeen = file, 0, false
	p.lx.reset(file, src)
	p.setLim()
	// First chunks sized by what a KB of printed PyPTO holds (measured on
	// generated kernels); a file that needs more gets further chunks.
	kb := len(src)
	p.names.reserve(kb * 72 >> 10)
	p.attrs.reserve(kb * 40 >> 10)
	p.nums.reserve(kb * 50 >> 10)
	p.calls.reserve(kb * 18 >> 10)
	p.lists.reserve(kb * 26 >> 10)
	p.subs.reserve(kb * 18 >> 10)
	p.assigns.reserve(kb * 14 >> 10)
	p.exprStmts.reserve(kb * 3 >> 10)
	p.exprs.reserve(kb * 96 >> 10)
	p.kws.reserve(kb * 10 >> 10)
	p.stmts.reserve(kb * 12 >> 10)
	p.names.reset()
	p.attrs.reset()
	p.nums.reset()
	p.calls.reset()
	p.lists.reset()
	p.subs.reset()
	p.assigns.reset()
	p.exprStmts.reset()
	p.exprs.reset()
	p.kws.reset()
	p.stmts.reset()
	p.params.reset()
}

// sp is the source position of a token.
func (p *pyParser) sp(t token) pyPos { return pyPos{t.line, t.col} }

// peek returns the next token without consuming it. The buffer always
// holds it and the one after (or ends with tEOF): next refills it.
func (p *pyParser) peek() token {
	if p.j >= p.lx.errAt {
		p.lexErrSeen = true
	}
	return p.lx.toks[p.j]
}

// peek2 returns the token after the next one (tEOF past the end).
func (p *pyParser) peek2() token {
	j := p.j + 1
	if j >= len(p.lx.toks) {
		j = len(p.lx.toks) - 1
	}
	if j >= p.lx.errAt {
		p.lexErrSeen = true
	}
	return p.lx.toks[j]
}

// next consumes and returns the next token; the final tEOF is never
// consumed.
func (p *pyParser) next() token {
	if p.j < p.lim { // as in skip
		t := p.lx.toks[p.j]
		p.j++
		return t
	}
	return p.nextSlow()
}

func (p *pyParser) nextSlow() token {
	t := p.peek()
	p.skipSlow()
	return t
}

// skip is next for a caller that has already read the token.
func (p *pyParser) skip() {
	if p.j < p.lim {
		// the common case: no refill due, no lexical error reached
		p.j++
		return
	}
	p.skipSlow()
}

// setLim sets lim after the buffer changed.
func (p *pyParser) setLim() { p.lim = min(p.lx.errAt, len(p.lx.toks)-2) }

func (p *pyParser) skipSlow() {
	if p.j >= p.lx.errAt {
		p.lexErrSeen = true
	}
	if p.j < len(p.lx.toks)-1 {
		p.j++
		if p.j+2 > len(p.lx.toks) && !p.lx.done {
			p.refill()
		}
	}
}

// refill lexes the next batch, keeping the unread tokens.
func (p *pyParser) refill() {
	p.lx.fill(p.j)
	p.j = 0
	p.setLim()
}

// isOp reports whether the next token is the operator s. A one-character
// s (a constant at every call) is compared with the token's op byte.
func (p *pyParser) isOp(s string) bool {
	if len(s) == 1 {
		return p.peekOp() == s[0]
	}
	t := p.peek()
	return t.kind == tOp && t.text == s
}

// peekOp is the next token's op byte (0 unless a one-character operator).
func (p *pyParser) peekOp() byte {
	if p.j >= p.lx.errAt {
		p.lexErrSeen = true
	}
	return p.lx.toks[p.j].op
}

func (p *pyParser) isName(s string) bool {
	t := p.peek()
	return t.kind == tName && t.text == s
}

func (p *pyParser) errf(at pyPos, format string, a ...any) error {
	if p.lexErrSeen {
		// A lexical error ended the token stream; it is the real cause.
		return p.lx.err
	}
	return &SyntaxError{Pos: Span{File: p.file, Line: int(at.line), Col: int(at.col)}, Msg: fmt.Sprintf(format, a...)}
}

func (p *pyParser) expectOp(s string) (token, error) {
	if !p.isOp(s) {
		t := p.peek()
		return t, p.errf(p.sp(t), "expected %q, found %s", s, t)
	}
	return p.next(), nil
}

func (p *pyParser) expectName() (token, error) {
	t := p.peek()
	if t.kind != tName {
		return t, p.errf(p.sp(t), "expected a name, found %s", t)
	}
	if t.kw {
		return t, p.errf(p.sp(t), "expected a name, found keyword %q", t.text)
	}
	return p.next(), nil
}

func (p *pyParser) expectKind(k tokKind) (token, error) {
	t := p.peek()
	if t.kind != k {
		return t, p.errf(p.sp(t), "expected %s, found %s", tokKindNames[k], t)
	}
	return p.next(), nil
}

// module parses a whole file.
func (p *pyParser) module() ([]pyStmt, error) {
	m := p.stmts.mark()
	for p.peek().kind != tEOF {
		if p.peek().kind == tNewline {
			p.skip()
			continue
		}
		if p.peek().kind == tIndent {
			return nil, p.errf(p.sp(p.peek()), "unexpected indent")
		}
		s, err := p.stmt()
		if err != nil {
			return nil, err
		}
		p.stmts.push(s)
	}
	return p.stmts.take(m), nil
}

// block parses ":" NEWLINE INDENT stmt+ DEDENT, or ":" simple_stmt.
func (p *pyParser) block() ([]pyStmt, error) {
	if _, err := p.expectOp(":"); err != nil {
		return nil, err
	}
	if p.peek().kind != tNewline {
		s, err := p.simpleStmt()
		if err != nil {
			return nil, err
		}
		return []pyStmt{s}, nil
	}
	p.skip()
	if t := p.peek(); t.kind != tIndent {
		return nil, p.errf(p.sp(t), "expected an indented block, found %s", t)
	}
	p.skip()
	m := p.stmts.mark()
	for p.peek().kind != tDedent && p.peek().kind != tEOF {
		if p.peek().kind == tNewline {
			p.skip()
			continue
		}
		s, err := p.stmt()
		if err != nil {
			return nil, err
		}
		p.stmts.push(s)
	}
	if p.peek().kind == tDedent {
		p.skip()
	}
	return p.stmts.take(m), nil
}

func (p *pyParser) stmt() (pyStmt, error) {
	t := p.peek()
	if t.op == '@' {
		return p.decorated()
	}
	if t.kind == tName {
		switch t.text {
		case "def", "class":
			return p.decorated()
		case "if":
			return p.ifStmt()
		case "for":
			p.skip()
			target, err := p.targetList()
			if err != nil {
				return nil, err
			}
			if !p.isName("in") {
				return nil, p.errf(p.sp(p.peek()), "expected \"in\" in for statement, found %s", p.peek())
			}
			p.skip()
			iter, err := p.expr()
			if err != nil {
				return nil, err
			}
			body, err := p.block()
			if err != nil {
				return nil, err
			}
			return &pyFor{target: target, iter: iter, body: body, pos: p.sp(t)}, nil
		case "while":
			p.skip()
			cond, err := p.expr()
			if err != nil {
				return nil, err
			}
			body, err := p.block()
			if err != nil {
				return nil, err
			}
			return &pyWhile{cond: cond, body: body, pos: p.sp(t)}, nil
		case "with":
			p.skip()
			item, err := p.expr()
			if err != nil {
				return nil, err
			}
			var target pyExpr
			if p.isName("as") {
				p.skip()
				if target, err = p.target(); err != nil {
					return nil, err
				}
			}
			if p.isOp(",") {
				return nil, p.errf(p.sp(p.peek()), "several context managers in one with statement are not supported")
			}
			body, err := p.block()
			if err != nil {
				return nil, err
			}
			return &pyWith{item: item, target: target, body: body, pos: p.sp(t)}, nil
		}
	}
	return p.simpleStmt()
}

// targetList parses the target of a for statement: a name, or a
// comma-separated list of names and parenthesized tuples.
func (p *pyParser) targetList() (pyExpr, error) {
	first, err := p.target()
	if err != nil {
		return nil, err
	}
	if !p.isOp(",") {
		return first, nil
	}
	tup := &pyTuple{pos: first.position()}
	m := p.exprs.mark()
	p.exprs.push(first)
	for p.isOp(",") {
		p.skip()
		if p.isName("in") {
			break
		}
		e, err := p.target()
		if err != nil {
			return nil, err
		}
		p.exprs.push(e)
	}
	tup.elems = p.exprs.take(m)
	return tup, nil
}

func (p *pyParser) target() (pyExpr, error) {
	t := p.peek()
	if t.kind == tName {
		if t.kw {
			return nil, p.errf(p.sp(t), "expected a loop target, found keyword %q", t.text)
		}
		p.skip()
		return &pyName{name: t.text, off: t.off, pos: p.sp(t)}, nil
	}
	if t.op == '(' || t.op == '[' {
		closer := ")"
		if t.text == "[" {
			closer = "]"
		}
		p.skip()
		tup := &pyTuple{paren: true, pos: p.sp(t)}
		m := p.exprs.mark()
		for !p.isOp(closer) {
			e, err := p.target()
			if err != nil {
				return nil, err
			}
			p.exprs.push(e)
			if !p.isOp(",") {
				break
			}
			p.skip()
		}
		tup.elems = p.exprs.take(m)
		if _, err := p.expectOp(closer); err != nil {
			return nil, err
		}
		return tup, nil
	}
	return nil, p.errf(p.sp(t), "expected a loop target, found %s", t)
}

func (p *pyParser) decorated() (pyStmt, error) {
	m := p.exprs.mark()
	for p.isOp("@") {
		p.skip()
		d, err := p.expr()
		if err != nil {
			return nil, err
		}
		p.exprs.push(d)
		if _, err := p.expectKind(tNewline); err != nil {
			return nil, err
		}
	}
	decos := p.exprs.take(m)
	t := p.peek()
	switch {
	case p.isName("class"):
		p.skip()
		name, err := p.expectName()
		if err != nil {
			return nil, err
		}
		if p.isOp("(") {
			p.skip()
			if _, err := p.expectOp(")"); err != nil {
				return nil, err
			}
		}
		body, err := p.block()
		if err != nil {
			return nil, err
		}
		return &pyClass{decorators: decos, name: name.text, body: body, pos: p.sp(t)}, nil
	case p.isName("def"):
		p.skip()
		name, err := p.expectName()
		if err != nil {
			return nil, err
		}
		if _, err := p.expectOp("("); err != nil {
			return nil, err
		}
		pm := p.params.mark()
		for !p.isOp(")") {
			pn, err := p.expectName()
			if err != nil {
				return nil, err
			}
			prm := pyParam{name: pn.text, pos: p.sp(pn)}
			if p.isOp(":") {
				p.skip()
				if prm.ann, err = p.expr(); err != nil {
					return nil, err
				}
			}
			if p.isOp("=") {
				return nil, p.errf(p.sp(p.peek()), "default parameter values are not supported")
			}
			p.params.push(prm)
			if !p.isOp(",") {
				break
			}
			p.skip()
		}
		if _, err := p.expectOp(")"); err != nil {
			return nil, err
		}
		params := p.params.take(pm)
		var ret pyExpr
		if p.isOp("->") {
			p.skip()
			if ret, err = p.expr(); err != nil {
				return nil, err
			}
		}
		body, err := p.block()
		if err != nil {
			return nil, err
		}
		return &pyDef{decorators: decos, name: name.text, params: params, returns: ret, body: body, pos: p.sp(t)}, nil
	}
	return nil, p.errf(p.sp(t), "expected \"def\" or \"class\" after a decorator, found %s", t)
}

func (p *pyParser) ifStmt() (pyStmt, error) {
	t := p.next() // "if" or "elif"
	cond, err := p.expr()
	if err != nil {
		return nil, err
	}
	then, err := p.block()
	if err != nil {
		return nil, err
	}
	s := &pyIf{cond: cond, then: then, pos: p.sp(t)}
	switch {
	case p.isName("elif"):
		s.hasElse = true
		s.elsePos = p.sp(p.peek())
		nested, err := p.ifStmt()
		if err != nil {
			return nil, err
		}
		s.els = []pyStmt{nested}
	case p.isName("else"):
		s.hasElse = true
		s.elsePos = p.sp(p.next())
		if s.els, err = p.block(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// simpleStmt parses one line: return/pass/break/continue/import, an
// assignment or an expression statement, ended by a newline.
func (p *pyParser) simpleStmt() (pyStmt, error) {
	t := p.peek()
	var s pyStmt
	switch {
	case p.isName("pass"), p.isName("break"), p.isName("continue"):
		p.skip()
		s = &pySimple{word: t.text, pos: p.sp(t)}
	case p.isName("return"):
		p.skip()
		r := &pyReturn{pos: p.sp(t)}
		if p.peek().kind != tNewline {
			vals, err := p.exprList()
			if err != nil {
				return nil, err
			}
			r.vals = vals
		}
		s = r
	case p.isName("import"):
		p.skip()
		mod, err := p.dottedName()
		if err != nil {
			return nil, err
		}
		imp := &pyImport{module: mod, alias: mod, pos: p.sp(t)}
		if p.isName("as") {
			p.skip()
			a, err := p.expectName()
			if err != nil {
				return nil, err
			}
			imp.alias = a.text
		}
		s = imp
	case p.isName("from"):
		p.skip()
		mod, err := p.dottedName()
		if err != nil {
			return nil, err
		}
		if !p.isName("import") {
			return nil, p.errf(p.sp(p.peek()), "expected \"import\", found %s", p.peek())
		}
		p.skip()
		n, err := p.expectName()
		if err != nil {
			return nil, err
		}
		imp := &pyImport{module: mod + "." + n.text, alias: n.text, pos: p.sp(t)}
		if p.isName("as") {
			p.skip()
			a, err := p.expectName()
			if err != nil {
				return nil, err
			}
			imp.alias = a.text
		}
		s = imp
	default:
		first, err := p.exprList()
		if err != nil {
			return nil, err
		}
		if p.isOp(":") || p.isOp("=") {
			if err := p.assignable(first); err != nil {
				return nil, err
			}
		}
		switch {
		case p.isOp(":"):
			p.skip()
			ann, err := p.expr()
			if err != nil {
				return nil, err
			}
			a := p.assigns.alloc()
			*a = pyAssign{targets: first, ann: ann, pos: p.sp(t)}
			if p.isOp("=") {
				p.skip()
				if a.value, err = p.exprOrTuple(); err != nil {
					return nil, err
				}
			}
			s = a
		case p.isOp("="):
			p.skip()
			v, err := p.exprOrTuple()
			if err != nil {
				return nil, err
			}
			if p.isOp("=") {
				return nil, p.errf(p.sp(p.peek()), "chained assignment is not supported")
			}
			a := p.assigns.alloc()
			*a = pyAssign{targets: first, value: v, pos: p.sp(t)}
			s = a
		default:
			if len(first) != 1 {
				return nil, p.errf(p.sp(t), "a tuple is not a statement")
			}
			es := p.exprStmts.alloc()
			*es = pyExprStmt{x: first[0], pos: p.sp(t)}
			s = es
		}
	}
	if p.isOp(";") {
		return nil, p.errf(p.sp(p.peek()), "several statements on one line are not supported")
	}
	if t := p.peek(); t.kind != tNewline && t.kind != tEOF {
		return nil, p.errf(p.sp(t), "expected end of line, found %s", t)
	}
	if p.peek().kind == tNewline {
		p.skip()
	}
	return s, nil
}

// assignable refuses True, False and None as assignment targets, as
// Python does ("cannot assign to True"); the other keywords never parse as
// an expression.
func (p *pyParser) assignable(targets []pyExpr) error {
	for _, x := range targets {
		switch x := x.(type) {
		case *pyName:
			if pythonKeywords[x.name] {
				return p.errf(x.pos, "cannot assign to %s", x.name)
			}
		case *pyTuple:
			if err := p.assignable(x.elems); err != nil {
				return err
			}
		case *pyParen:
			if err := p.assignable([]pyExpr{x.x}); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *pyParser) dottedName() (string, error) {
	n, err := p.expectName()
	if err != nil {
		return "", err
	}
	s := n.text
	for p.isOp(".") {
		p.skip()
		n, err := p.expectName()
		if err != nil {
			return "", err
		}
		s += "." + n.text
	}
	return s, nil
}

// exprList parses "e1, e2, ..." (a trailing comma allowed).
func (p *pyParser) exprList() ([]pyExpr, error) {
	m := p.exprs.mark()
	for {
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		p.exprs.push(e)
		if !p.isOp(",") {
			return p.exprs.take(m), nil
		}
		p.skip()
		if t := p.peek(); t.kind == tNewline || t.op == '=' || t.op == ':' {
			return p.exprs.take(m), nil
		}
	}
}

// exprOrTuple parses an expression, or a bare tuple "a, b".
func (p *pyParser) exprOrTuple() (pyExpr, error) {
	es, err := p.exprList()
	if err != nil {
		return nil, err
	}
	if len(es) == 1 {
		return es[0], nil
	}
	return &pyTuple{elems: es, pos: es[0].position()}, nil
}

// expr parses an expression. Most expressions are a single primary (a
// name, a call, a literal): expr reads one directly and returns it when
// no operator follows, instead of descending through every precedence
// level; otherwise it continues as orTest would with the primary as the
// leftmost operand, reading the same tokens in the same order.
func (p *pyParser) expr() (pyExpr, error) {
	t := p.peek()
	if t.op == '-' || t.op == '+' || t.op == '~' || t.kind == tName && t.text == "not" || p.generalExpr {
		return p.orTest()
	}
	b, err := p.primary()
	if err != nil {
		return nil, err
	}
	switch n := p.peek(); n.kind {
	case tOp:
		switch n.text {
		case ")", ",", "]", "=", ":":
			return b, nil // no operator continues an expression with these
		}
	case tName:
	default:
		return b, nil
	}
	x, err := p.powerFrom(b)
	if err != nil {
		return nil, err
	}
	if x, err = p.climb(x, 4); err != nil {
		return nil, err
	}
	if x, err = p.comparisonFrom(x); err != nil {
		return nil, err
	}
	return p.climb(x, 1)
}

// binOpPrec returns the next token's binary operator and precedence
// (higher binds tighter), or 0; comparisons are handled by comparison() so
// they cannot chain.
func (p *pyParser) binOpPrec() (string, int) {
	t := p.peek()
	switch t.kind {
	case tName:
		switch t.text {
		case "or":
			return "or", 1
		case "and":
			return "and", 2
		}
	case tOp:
		switch t.text {
		case "|":
			return t.text, 4
		case "^":
			return t.text, 5
		case "&":
			return t.text, 6
		case "<<", ">>":
			return t.text, 7
		case "+", "-":
			return t.text, 8
		case "*", "/", "//", "%":
			return t.text, 9
		}
	}
	return "", 0
}

// binary parses a left-associative chain of operators binding at least
// minPrec, by precedence climbing.
func (p *pyParser) binary(minPrec int) (pyExpr, error) {
	var l pyExpr
	var err error
	switch {
	case minPrec <= 3:
		// below "and": operands of and/or are not-tests
		l, err = p.notTestOr(minPrec)
	default:
		l, err = p.factor()
	}
	if err != nil {
		return nil, err
	}
	return p.climb(l, minPrec)
}

// climb continues binary from its parsed first operand l.
func (p *pyParser) climb(l pyExpr, minPrec int) (pyExpr, error) {
	for {
		op, pr := p.binOpPrec()
		if pr == 0 || pr < minPrec {
			return l, nil
		}
		t := p.next()
		r, err := p.binary(pr + 1)
		if err != nil {
			return nil, err
		}
		l = &pyBinOp{op: op, l: l, r: r, pos: p.sp(t)}
	}
}

func (p *pyParser) orTest() (pyExpr, error) { return p.binary(1) }

// notTestOr parses the operand of and/or: "not" x, or a comparison.
func (p *pyParser) notTestOr(minPrec int) (pyExpr, error) {
	if p.isName("not") {
		t := p.next()
		x, err := p.notTestOr(minPrec)
		if err != nil {
			return nil, err
		}
		return &pyUnary{op: "not", x: x, pos: p.sp(t)}, nil
	}
	return p.comparison()
}

func (p *pyParser) comparison() (pyExpr, error) {
	l, err := p.binary(4)
	if err != nil {
		return nil, err
	}
	return p.comparisonFrom(l)
}

// comparisonFrom continues comparison from its parsed left operand l.
func (p *pyParser) comparisonFrom(l pyExpr) (pyExpr, error) {
	t := p.peek()
	if t.kind == tOp {
		switch t.text {
		case "==", "!=", "<", "<=", ">", ">=":
			p.skip()
			r, err := p.binary(4)
			if err != nil {
				return nil, err
			}
			if n := p.peek(); n.kind == tOp {
				switch n.text {
				case "==", "!=", "<", "<=", ">", ">=":
					return nil, p.errf(p.sp(n), "chained comparisons are not supported; parenthesize")
				}
			}
			return &pyBinOp{op: t.text, l: l, r: r, pos: p.sp(t)}, nil
		}
	}
	return l, nil
}

func (p *pyParser) factor() (pyExpr, error) {
	t := p.peek()
	if t.op == '-' || t.op == '+' || t.op == '~' {
		p.skip()
		x, err := p.factor()
		if err != nil {
			return nil, err
		}
		return &pyUnary{op: t.text, x: x, pos: p.sp(t)}, nil
	}
	return p.power()
}

func (p *pyParser) power() (pyExpr, error) {
	b, err := p.primary()
	if err != nil {
		return nil, err
	}
	return p.powerFrom(b)
}

// powerFrom continues power from its parsed base b.
func (p *pyParser) powerFrom(b pyExpr) (pyExpr, error) {
	if p.isOp("**") {
		t := p.next()
		e, err := p.factor()
		if err != nil {
			return nil, err
		}
		return &pyBinOp{op: "**", l: b, r: e, pos: p.sp(t)}, nil
	}
	return b, nil
}

func (p *pyParser) primary() (pyExpr, error) {
	x, err := p.atom()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		switch {
		case t.op == '.':
			p.skip()
			n, err := p.expectName()
			if err != nil {
				return nil, err
			}
			switch y := x.(type) {
			case *pyName:
				a := p.attrs.alloc()
				*a = pyAttr{pos: y.pos}
				a.dotted, a.start = p.joinDotted(y.name, y.off, t, n)
				x = a
			case *pyAttr:
				// Nothing else refers to the chain read so far.
				if y.dotted != "" {
					y.dotted, y.start = p.joinDotted(y.dotted, y.start, t, n)
				}
			default:
				a := p.attrs.alloc()
				*a = pyAttr{start: -1, pos: x.position()}
				x = a
			}
		case t.op == '(':
			p.skip()
			c := p.calls.alloc()
			*c = pyCall{fn: x, pos: x.position()}
			am, km := p.exprs.mark(), p.kws.mark()
			nkw := 0
			for !p.isOp(")") {
				if p.peek().kind == tName && p.peek2().op == '=' {
					if p.peek().kw {
						return nil, p.errf(p.sp(p.peek()), "keyword %q cannot name an argument", p.peek().text)
					}
					n := p.next()
					p.skip()
					v, err := p.expr()
					if err != nil {
						return nil, err
					}
					p.kws.push(pyKeyword{name: n.text, val: v, pos: p.sp(n)})
					nkw++
				} else {
					if nkw > 0 {
						return nil, p.errf(p.sp(p.peek()), "positional argument follows keyword argument")
					}
					if p.isOp("*") {
						return nil, p.errf(p.sp(p.peek()), "argument unpacking is not supported")
					}
					v, err := p.expr()
					if err != nil {
						return nil, err
					}
					p.exprs.push(v)
				}
				if !p.isOp(",") {
					break
				}
				p.skip()
			}
			c.args, c.kws = p.exprs.take(am), p.kws.take(km)
			if _, err := p.expectOp(")"); err != nil {
				return nil, err
			}
			x = c
		case t.op == '[':
			p.skip()
			s := p.subs.alloc()
			*s = pySubscript{x: x, pos: x.position()}
			m := p.exprs.mark()
			for !p.isOp("]") {
				v, err := p.subscriptItem()
				if err != nil {
					return nil, err
				}
				p.exprs.push(v)
				if !p.isOp(",") {
					break
				}
				p.skip()
			}
			s.index = p.exprs.take(m)
			if _, err := p.expectOp("]"); err != nil {
				return nil, err
			}
			if len(s.index) == 0 {
				return nil, p.errf(p.sp(t), "empty subscript")
			}
			x = s
		default:
			return x, nil
		}
	}
}

// listComp parses the rest of [elt for target in iter if cond ...] after
// elt; open is the "[" token.
func (p *pyParser) listComp(elt pyExpr, open token) (pyExpr, error) {
	p.skip() // "for"
	lc := &pyListComp{elt: elt, pos: p.sp(open)}
	var err error
	if lc.target, err = p.targetList(); err != nil {
		return nil, err
	}
	if !p.isName("in") {
		return nil, p.errf(p.sp(p.peek()), "expected \"in\" in a comprehension, found %s", p.peek())
	}
	p.skip()
	if lc.iter, err = p.orTest(); err != nil {
		return nil, err
	}
	for p.isName("if") {
		p.skip()
		c, err := p.orTest()
		if err != nil {
			return nil, err
		}
		lc.ifs = append(lc.ifs, c)
	}
	if p.isName("for") {
		return nil, p.errf(p.sp(p.peek()), "a comprehension with several for clauses is not supported")
	}
	if _, err := p.expectOp("]"); err != nil {
		return nil, err
	}
	return lc, nil
}

// subscriptItem parses one item of a subscript: an expression, or a slice
// lower:upper[:step] whose parts may each be left out.
func (p *pyParser) subscriptItem() (pyExpr, error) {
	start := p.peek()
	var lower pyExpr
	if !p.isOp(":") {
		x, err := p.expr()
		if err != nil {
			return nil, err
		}
		if !p.isOp(":") {
			return x, nil
		}
		lower = x
	}
	p.skip() // ":"
	sl := &pySlice{lower: lower, pos: p.sp(start)}
	part := func() (pyExpr, error) {
		if p.isOp(",") || p.isOp("]") || p.isOp(":") {
			return nil, nil
		}
		return p.expr()
	}
	var err error
	if sl.upper, err = part(); err != nil {
		return nil, err
	}
	if p.isOp(":") {
		p.skip()
		if sl.step, err = part(); err != nil {
			return nil, err
		}
	}
	return sl, nil
}

// joinDotted returns d + "." + n.text for the attribute chain d, which
// starts at source offset start (-1: d is not source text), followed by
// the tokens dot and n. When the three are adjacent in the source, as in
// "pl.tile.load", the result is a slice of the source, not a new string,
// and its offset is returned; otherwise it is built, and the offset is -1.
func (p *pyParser) joinDotted(d string, start int32, dot, n token) (string, int32) {
	if start >= 0 && int(dot.off) == int(start)+len(d) && n.off == dot.off+1 {
		return p.lx.src[start : int(n.off)+len(n.text)], start
	}
	return d + "." + n.text, -1
}

func (p *pyParser) atom() (pyExpr, error) {
	t := p.peek()
	switch t.kind {
	case tName:
		if t.kw && t.text != "True" && t.text != "False" && t.text != "None" {
			return nil, p.errf(p.sp(t), "expected an expression, found keyword %q", t.text)
		}
		p.skip()
		n := p.names.alloc()
		*n = pyName{name: t.text, off: t.off, pos: p.sp(t)}
		return n, nil
	case tInt, tFloat:
		p.skip()
		n := p.nums.alloc()
		*n = pyNum{text: t.text, isFloat: t.kind == tFloat, pos: p.sp(t)}
		return n, nil
	case tString:
		p.skip()
		s := t.text
		for p.peek().kind == tString { // implicit concatenation
			s += p.next().text
		}
		return &pyStr{val: s, pos: p.sp(t)}, nil
	case tOp:
		switch t.text {
		case "(":
			p.skip()
			if p.isOp(")") {
				p.skip()
				return &pyTuple{paren: true, pos: p.sp(t)}, nil
			}
			first, err := p.expr()
			if err != nil {
				return nil, err
			}
			if p.isOp(")") {
				p.skip()
				return &pyParen{x: first, pos: p.sp(t)}, nil
			}
			tup := &pyTuple{paren: true, pos: p.sp(t)}
			m := p.exprs.mark()
			p.exprs.push(first)
			for p.isOp(",") {
				p.skip()
				if p.isOp(")") {
					break
				}
				e, err := p.expr()
				if err != nil {
					return nil, err
				}
				p.exprs.push(e)
			}
			tup.elems = p.exprs.take(m)
			if _, err := p.expectOp(")"); err != nil {
				return nil, err
			}
			return tup, nil
		case "[":
			p.skip()
			l := p.lists.alloc()
			*l = pyList{pos: p.sp(t)}
			m := p.exprs.mark()
			for !p.isOp("]") {
				e, err := p.expr()
				if err != nil {
					return nil, err
				}
				if p.isName("for") && p.exprs.mark() == m {
					p.exprs.take(m)
					return p.listComp(e, t)
				}
				p.exprs.push(e)
				if !p.isOp(",") {
					break
				}
				p.skip()
			}
			l.elems = p.exprs.take(m)
			if _, err := p.expectOp("]"); err != nil {
				return nil, err
			}
			return l, nil
		case "{":
			p.skip()
			d := &pyDict{pos: p.sp(t)}
			for !p.isOp("}") {
				k, err := p.expr()
				if err != nil {
					return nil, err
				}
				if _, err := p.expectOp(":"); err != nil {
					return nil, err
				}
				v, err := p.expr()
				if err != nil {
					return nil, err
				}
				d.keys, d.vals = append(d.keys, k), append(d.vals, v)
				if !p.isOp(",") {
					break
				}
				p.skip()
			}
			if _, err := p.expectOp("}"); err != nil {
				return nil, err
			}
			return d, nil
		case "...":
			p.skip()
			return &pyName{name: "...", off: t.off, pos: p.sp(t)}, nil
		}
	}
	return nil, p.errf(p.sp(t), "expected an expression, found %s", t)
}
