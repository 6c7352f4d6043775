package ir

import "fmt"

// pyParser reads tokens into the syntax tree of pyast.go. It knows Python's
// grammar for the subset PyPTO programs use and nothing about the IR.
type pyParser struct {
	toks []token
	i    int
}

func (p *pyParser) peek() token { return p.toks[p.i] }

func (p *pyParser) next() token {
	t := p.toks[p.i]
	if p.i < len(p.toks)-1 {
		p.i++
	}
	return t
}

func (p *pyParser) isOp(s string) bool {
	t := p.peek()
	return t.kind == tOp && t.text == s
}

func (p *pyParser) isName(s string) bool {
	t := p.peek()
	return t.kind == tName && t.text == s
}

func (p *pyParser) errf(pos Span, format string, a ...any) error {
	return &SyntaxError{Pos: pos, Msg: fmt.Sprintf(format, a...)}
}

func (p *pyParser) expectOp(s string) (token, error) {
	t := p.peek()
	if t.kind != tOp || t.text != s {
		return t, p.errf(t.pos, "expected %q, found %s", s, t)
	}
	return p.next(), nil
}

func (p *pyParser) expectName() (token, error) {
	t := p.peek()
	if t.kind != tName {
		return t, p.errf(t.pos, "expected a name, found %s", t)
	}
	return p.next(), nil
}

func (p *pyParser) expectKind(k tokKind) (token, error) {
	t := p.peek()
	if t.kind != k {
		return t, p.errf(t.pos, "expected %s, found %s", tokKindNames[k], t)
	}
	return p.next(), nil
}

// module parses a whole file.
func (p *pyParser) module() ([]pyStmt, error) {
	var out []pyStmt
	for p.peek().kind != tEOF {
		if p.peek().kind == tNewline {
			p.next()
			continue
		}
		if p.peek().kind == tIndent {
			return nil, p.errf(p.peek().pos, "unexpected indent")
		}
		s, err := p.stmt()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
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
	p.next()
	if t := p.peek(); t.kind != tIndent {
		return nil, p.errf(t.pos, "expected an indented block, found %s", t)
	}
	p.next()
	var out []pyStmt
	for p.peek().kind != tDedent && p.peek().kind != tEOF {
		if p.peek().kind == tNewline {
			p.next()
			continue
		}
		s, err := p.stmt()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	if p.peek().kind == tDedent {
		p.next()
	}
	return out, nil
}

func (p *pyParser) stmt() (pyStmt, error) {
	t := p.peek()
	if t.kind == tOp && t.text == "@" {
		return p.decorated()
	}
	if t.kind == tName {
		switch t.text {
		case "def", "class":
			return p.decorated()
		case "if":
			return p.ifStmt()
		case "for":
			p.next()
			target, err := p.targetList()
			if err != nil {
				return nil, err
			}
			if !p.isName("in") {
				return nil, p.errf(p.peek().pos, "expected \"in\" in for statement, found %s", p.peek())
			}
			p.next()
			iter, err := p.expr()
			if err != nil {
				return nil, err
			}
			body, err := p.block()
			if err != nil {
				return nil, err
			}
			return &pyFor{target: target, iter: iter, body: body, pos: t.pos}, nil
		case "while":
			p.next()
			cond, err := p.expr()
			if err != nil {
				return nil, err
			}
			body, err := p.block()
			if err != nil {
				return nil, err
			}
			return &pyWhile{cond: cond, body: body, pos: t.pos}, nil
		case "with":
			p.next()
			item, err := p.expr()
			if err != nil {
				return nil, err
			}
			if p.isName("as") {
				return nil, p.errf(p.peek().pos, "\"with ... as\" is not supported")
			}
			body, err := p.block()
			if err != nil {
				return nil, err
			}
			return &pyWith{item: item, body: body, pos: t.pos}, nil
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
	tup := &pyTuple{elems: []pyExpr{first}, pos: first.position()}
	for p.isOp(",") {
		p.next()
		if p.isName("in") {
			break
		}
		e, err := p.target()
		if err != nil {
			return nil, err
		}
		tup.elems = append(tup.elems, e)
	}
	return tup, nil
}

func (p *pyParser) target() (pyExpr, error) {
	t := p.peek()
	if t.kind == tName {
		p.next()
		return &pyName{name: t.text, pos: t.pos}, nil
	}
	if t.kind == tOp && (t.text == "(" || t.text == "[") {
		closer := map[string]string{"(": ")", "[": "]"}[t.text]
		p.next()
		tup := &pyTuple{paren: true, pos: t.pos}
		for !p.isOp(closer) {
			e, err := p.target()
			if err != nil {
				return nil, err
			}
			tup.elems = append(tup.elems, e)
			if !p.isOp(",") {
				break
			}
			p.next()
		}
		if _, err := p.expectOp(closer); err != nil {
			return nil, err
		}
		return tup, nil
	}
	return nil, p.errf(t.pos, "expected a loop target, found %s", t)
}

func (p *pyParser) decorated() (pyStmt, error) {
	var decos []pyExpr
	for p.isOp("@") {
		p.next()
		d, err := p.expr()
		if err != nil {
			return nil, err
		}
		decos = append(decos, d)
		if _, err := p.expectKind(tNewline); err != nil {
			return nil, err
		}
	}
	t := p.peek()
	switch {
	case p.isName("class"):
		p.next()
		name, err := p.expectName()
		if err != nil {
			return nil, err
		}
		if p.isOp("(") {
			p.next()
			if _, err := p.expectOp(")"); err != nil {
				return nil, err
			}
		}
		body, err := p.block()
		if err != nil {
			return nil, err
		}
		return &pyClass{decorators: decos, name: name.text, body: body, pos: t.pos}, nil
	case p.isName("def"):
		p.next()
		name, err := p.expectName()
		if err != nil {
			return nil, err
		}
		if _, err := p.expectOp("("); err != nil {
			return nil, err
		}
		var params []pyParam
		for !p.isOp(")") {
			pn, err := p.expectName()
			if err != nil {
				return nil, err
			}
			prm := pyParam{name: pn.text, pos: pn.pos}
			if p.isOp(":") {
				p.next()
				if prm.ann, err = p.expr(); err != nil {
					return nil, err
				}
			}
			if p.isOp("=") {
				return nil, p.errf(p.peek().pos, "default parameter values are not supported")
			}
			params = append(params, prm)
			if !p.isOp(",") {
				break
			}
			p.next()
		}
		if _, err := p.expectOp(")"); err != nil {
			return nil, err
		}
		var ret pyExpr
		if p.isOp("->") {
			p.next()
			if ret, err = p.expr(); err != nil {
				return nil, err
			}
		}
		body, err := p.block()
		if err != nil {
			return nil, err
		}
		return &pyDef{decorators: decos, name: name.text, params: params, returns: ret, body: body, pos: t.pos}, nil
	}
	return nil, p.errf(t.pos, "expected \"def\" or \"class\" after a decorator, found %s", t)
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
	s := &pyIf{cond: cond, then: then, pos: t.pos}
	switch {
	case p.isName("elif"):
		s.hasElse = true
		s.elsePos = p.peek().pos
		nested, err := p.ifStmt()
		if err != nil {
			return nil, err
		}
		s.els = []pyStmt{nested}
	case p.isName("else"):
		s.hasElse = true
		s.elsePos = p.next().pos
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
		p.next()
		s = &pySimple{word: t.text, pos: t.pos}
	case p.isName("return"):
		p.next()
		r := &pyReturn{pos: t.pos}
		if p.peek().kind != tNewline {
			vals, err := p.exprList()
			if err != nil {
				return nil, err
			}
			r.vals = vals
		}
		s = r
	case p.isName("import"):
		p.next()
		mod, err := p.dottedName()
		if err != nil {
			return nil, err
		}
		imp := &pyImport{module: mod, alias: mod, pos: t.pos}
		if p.isName("as") {
			p.next()
			a, err := p.expectName()
			if err != nil {
				return nil, err
			}
			imp.alias = a.text
		}
		s = imp
	case p.isName("from"):
		p.next()
		mod, err := p.dottedName()
		if err != nil {
			return nil, err
		}
		if !p.isName("import") {
			return nil, p.errf(p.peek().pos, "expected \"import\", found %s", p.peek())
		}
		p.next()
		n, err := p.expectName()
		if err != nil {
			return nil, err
		}
		imp := &pyImport{module: mod + "." + n.text, alias: n.text, pos: t.pos}
		if p.isName("as") {
			p.next()
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
		switch {
		case p.isOp(":"):
			p.next()
			ann, err := p.expr()
			if err != nil {
				return nil, err
			}
			a := &pyAssign{targets: first, ann: ann, pos: t.pos}
			if p.isOp("=") {
				p.next()
				if a.value, err = p.exprOrTuple(); err != nil {
					return nil, err
				}
			}
			s = a
		case p.isOp("="):
			p.next()
			v, err := p.exprOrTuple()
			if err != nil {
				return nil, err
			}
			if p.isOp("=") {
				return nil, p.errf(p.peek().pos, "chained assignment is not supported")
			}
			s = &pyAssign{targets: first, value: v, pos: t.pos}
		default:
			if len(first) != 1 {
				return nil, p.errf(t.pos, "a tuple is not a statement")
			}
			s = &pyExprStmt{x: first[0], pos: t.pos}
		}
	}
	if p.isOp(";") {
		return nil, p.errf(p.peek().pos, "several statements on one line are not supported")
	}
	if t := p.peek(); t.kind != tNewline && t.kind != tEOF {
		return nil, p.errf(t.pos, "expected end of line, found %s", t)
	}
	if p.peek().kind == tNewline {
		p.next()
	}
	return s, nil
}

func (p *pyParser) dottedName() (string, error) {
	n, err := p.expectName()
	if err != nil {
		return "", err
	}
	s := n.text
	for p.isOp(".") {
		p.next()
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
	var out []pyExpr
	for {
		e, err := p.expr()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
		if !p.isOp(",") {
			return out, nil
		}
		p.next()
		if t := p.peek(); t.kind == tNewline || t.kind == tOp && (t.text == "=" || t.text == ":") {
			return out, nil
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

func (p *pyParser) expr() (pyExpr, error) { return p.orTest() }

func (p *pyParser) binLevel(ops []string, sub func() (pyExpr, error)) (pyExpr, error) {
	l, err := sub()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		match := ""
		for _, o := range ops {
			if (t.kind == tOp || t.kind == tName) && t.text == o {
				match = o
			}
		}
		if match == "" {
			return l, nil
		}
		p.next()
		r, err := sub()
		if err != nil {
			return nil, err
		}
		l = &pyBinOp{op: match, l: l, r: r, pos: t.pos}
	}
}

func (p *pyParser) orTest() (pyExpr, error) {
	return p.binLevel([]string{"or"}, p.andTest)
}

func (p *pyParser) andTest() (pyExpr, error) {
	return p.binLevel([]string{"and"}, p.notTest)
}

func (p *pyParser) notTest() (pyExpr, error) {
	if p.isName("not") {
		t := p.next()
		x, err := p.notTest()
		if err != nil {
			return nil, err
		}
		return &pyUnary{op: "not", x: x, pos: t.pos}, nil
	}
	return p.comparison()
}

func (p *pyParser) comparison() (pyExpr, error) {
	l, err := p.bitOr()
	if err != nil {
		return nil, err
	}
	t := p.peek()
	if t.kind == tOp {
		switch t.text {
		case "==", "!=", "<", "<=", ">", ">=":
			p.next()
			r, err := p.bitOr()
			if err != nil {
				return nil, err
			}
			if n := p.peek(); n.kind == tOp {
				switch n.text {
				case "==", "!=", "<", "<=", ">", ">=":
					return nil, p.errf(n.pos, "chained comparisons are not supported; parenthesize")
				}
			}
			return &pyBinOp{op: t.text, l: l, r: r, pos: t.pos}, nil
		}
	}
	return l, nil
}

func (p *pyParser) bitOr() (pyExpr, error)  { return p.binLevel([]string{"|"}, p.bitXor) }
func (p *pyParser) bitXor() (pyExpr, error) { return p.binLevel([]string{"^"}, p.bitAnd) }
func (p *pyParser) bitAnd() (pyExpr, error) { return p.binLevel([]string{"&"}, p.shift) }
func (p *pyParser) shift() (pyExpr, error)  { return p.binLevel([]string{"<<", ">>"}, p.arith) }
func (p *pyParser) arith() (pyExpr, error)  { return p.binLevel([]string{"+", "-"}, p.term) }
func (p *pyParser) term() (pyExpr, error) {
	return p.binLevel([]string{"*", "/", "//", "%"}, p.factor)
}

func (p *pyParser) factor() (pyExpr, error) {
	t := p.peek()
	if t.kind == tOp && (t.text == "-" || t.text == "+" || t.text == "~") {
		p.next()
		x, err := p.factor()
		if err != nil {
			return nil, err
		}
		return &pyUnary{op: t.text, x: x, pos: t.pos}, nil
	}
	return p.power()
}

func (p *pyParser) power() (pyExpr, error) {
	b, err := p.primary()
	if err != nil {
		return nil, err
	}
	if p.isOp("**") {
		t := p.next()
		e, err := p.factor()
		if err != nil {
			return nil, err
		}
		return &pyBinOp{op: "**", l: b, r: e, pos: t.pos}, nil
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
		case t.kind == tOp && t.text == ".":
			p.next()
			n, err := p.expectName()
			if err != nil {
				return nil, err
			}
			x = &pyAttr{x: x, name: n.text, pos: n.pos}
		case t.kind == tOp && t.text == "(":
			p.next()
			c := &pyCall{fn: x, pos: x.position()}
			for !p.isOp(")") {
				if p.peek().kind == tName && p.toks[p.i+1].kind == tOp && p.toks[p.i+1].text == "=" {
					n := p.next()
					p.next()
					v, err := p.expr()
					if err != nil {
						return nil, err
					}
					c.kws = append(c.kws, pyKeyword{name: n.text, val: v, pos: n.pos})
				} else {
					if len(c.kws) > 0 {
						return nil, p.errf(p.peek().pos, "positional argument follows keyword argument")
					}
					if p.isOp("*") {
						return nil, p.errf(p.peek().pos, "argument unpacking is not supported")
					}
					v, err := p.expr()
					if err != nil {
						return nil, err
					}
					c.args = append(c.args, v)
				}
				if !p.isOp(",") {
					break
				}
				p.next()
			}
			if _, err := p.expectOp(")"); err != nil {
				return nil, err
			}
			x = c
		case t.kind == tOp && t.text == "[":
			p.next()
			s := &pySubscript{x: x, pos: t.pos}
			for !p.isOp("]") {
				if p.isOp(":") {
					return nil, p.errf(p.peek().pos, "slices are not supported")
				}
				v, err := p.expr()
				if err != nil {
					return nil, err
				}
				if p.isOp(":") {
					return nil, p.errf(p.peek().pos, "slices are not supported")
				}
				s.index = append(s.index, v)
				if !p.isOp(",") {
					break
				}
				p.next()
			}
			if _, err := p.expectOp("]"); err != nil {
				return nil, err
			}
			if len(s.index) == 0 {
				return nil, p.errf(t.pos, "empty subscript")
			}
			x = s
		default:
			return x, nil
		}
	}
}

func (p *pyParser) atom() (pyExpr, error) {
	t := p.peek()
	switch t.kind {
	case tName:
		switch t.text {
		case "if", "else", "for", "while", "in", "def", "class", "return", "import", "from", "with", "as", "lambda", "yield", "is":
			return nil, p.errf(t.pos, "expected an expression, found %s", t)
		}
		p.next()
		return &pyName{name: t.text, pos: t.pos}, nil
	case tInt:
		p.next()
		return &pyNum{text: t.text, pos: t.pos}, nil
	case tFloat:
		p.next()
		return &pyNum{text: t.text, isFloat: true, pos: t.pos}, nil
	case tString:
		p.next()
		s := t.text
		for p.peek().kind == tString { // implicit concatenation
			s += p.next().text
		}
		return &pyStr{val: s, pos: t.pos}, nil
	case tOp:
		switch t.text {
		case "(":
			p.next()
			if p.isOp(")") {
				p.next()
				return &pyTuple{paren: true, pos: t.pos}, nil
			}
			first, err := p.expr()
			if err != nil {
				return nil, err
			}
			if p.isOp(")") {
				p.next()
				return &pyParen{x: first, pos: t.pos}, nil
			}
			tup := &pyTuple{elems: []pyExpr{first}, paren: true, pos: t.pos}
			for p.isOp(",") {
				p.next()
				if p.isOp(")") {
					break
				}
				e, err := p.expr()
				if err != nil {
					return nil, err
				}
				tup.elems = append(tup.elems, e)
			}
			if _, err := p.expectOp(")"); err != nil {
				return nil, err
			}
			return tup, nil
		case "[":
			p.next()
			l := &pyList{pos: t.pos}
			for !p.isOp("]") {
				e, err := p.expr()
				if err != nil {
					return nil, err
				}
				l.elems = append(l.elems, e)
				if !p.isOp(",") {
					break
				}
				p.next()
			}
			if _, err := p.expectOp("]"); err != nil {
				return nil, err
			}
			return l, nil
		case "{":
			p.next()
			d := &pyDict{pos: t.pos}
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
				p.next()
			}
			if _, err := p.expectOp("}"); err != nil {
				return nil, err
			}
			return d, nil
		case "...":
			p.next()
			return &pyName{name: "...", pos: t.pos}, nil
		}
	}
	return nil, p.errf(t.pos, "expected an expression, found %s", t)
}
