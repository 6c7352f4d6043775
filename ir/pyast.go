package ir

// The parser works in two steps: pysyntax.go reads the Python subset into
// the small syntax tree below, and parse.go elaborates that tree into IR
// (scopes, types, calls through the op registry). Keeping them apart keeps
// syntax errors and type errors in separate, simpler code.

// pyPos is a position in the file being parsed: 1-based line and
// column. The elaborator turns it into a Span (elab.sp); keeping the file
// name out of every node halves the size of the small ones.
type pyPos struct{ line, col int32 }

type pyExpr interface{ position() pyPos }

type (
	pyName struct {
		name string
		off  int32 // source offset of the name
		pos  pyPos
	}
	pyNum struct { // integer or float literal; text as written
		text    string
		isFloat bool
		pos     pyPos
	}
	pyStr struct {
		val string
		pos pyPos
	}
	// pyAttr is x.name. The elaborator reads attributes only as dotted
	// names (pl.tile.load, pl.Mem.Vec), so the node keeps just that: a
	// chain a.b.c is one node, extended in place as the parser reads it.
	pyAttr struct {
		dotted string // "a.b.name" when x is a name chain, else ""
		start  int32  // source offset of dotted when it is source text, else -1
		pos    pyPos  // position of the chain's first name
	}
	pyCall struct {
		fn   pyExpr
		args []pyExpr
		kws  []pyKeyword
		pos  pyPos
	}
	pyKeyword struct {
		name string
		val  pyExpr
		pos  pyPos
	}
	pySubscript struct { // x[i] or x[a, b]
		x     pyExpr
		index []pyExpr
		pos   pyPos
	}
	pyBinOp struct {
		op   string // + - * / // % ** << >> & | ^ == != < <= > >= and or
		l, r pyExpr
		pos  pyPos
	}
	pyUnary struct {
		op  string // - + ~ not
		x   pyExpr
		pos pyPos
	}
	pyList struct {
		elems []pyExpr
		pos   pyPos
	}
	pyTuple struct {
		elems []pyExpr
		paren bool
		pos   pyPos
	}
	pyDict struct {
		keys, vals []pyExpr
		pos        pyPos
	}
	pyParen struct { // (x): kept so "-(1)" is not folded into a literal
		x   pyExpr
		pos pyPos
	}
	// pyListComp is [elt for target in iter if cond ...] (one for
	// clause; several if clauses).
	pyListComp struct {
		elt, target, iter pyExpr
		ifs               []pyExpr
		pos               pyPos
	}
	// pySlice is lower:upper:step inside a subscript; each part may be
	// nil (absent).
	pySlice struct {
		lower, upper, step pyExpr
		pos                pyPos
	}
)

func (e *pyName) position() pyPos      { return e.pos }
func (e *pyNum) position() pyPos       { return e.pos }
func (e *pyStr) position() pyPos       { return e.pos }
func (e *pyAttr) position() pyPos      { return e.pos }
func (e *pyCall) position() pyPos      { return e.pos }
func (e *pySubscript) position() pyPos { return e.pos }
func (e *pyBinOp) position() pyPos     { return e.pos }
func (e *pyUnary) position() pyPos     { return e.pos }
func (e *pyList) position() pyPos      { return e.pos }
func (e *pyTuple) position() pyPos     { return e.pos }
func (e *pyDict) position() pyPos      { return e.pos }
func (e *pyParen) position() pyPos     { return e.pos }
func (e *pySlice) position() pyPos     { return e.pos }
func (e *pyListComp) position() pyPos  { return e.pos }

type pyStmt interface{ position() pyPos }

type (
	pyExprStmt struct {
		x   pyExpr
		pos pyPos
	}
	pyAssign struct { // targets = value, or target: ann = value
		targets []pyExpr // one entry per comma-separated target
		ann     pyExpr   // nil when not annotated
		value   pyExpr   // nil for a bare annotation
		pos     pyPos
	}
	pyReturn struct {
		vals []pyExpr
		pos  pyPos
	}
	pySimple struct { // pass, break, continue
		word string
		pos  pyPos
	}
	pyImport struct {
		module, alias string
		pos           pyPos
	}
	pyIf struct {
		cond      pyExpr
		then, els []pyStmt
		elsePos   pyPos
		hasElse   bool
		pos       pyPos
	}
	pyFor struct {
		target pyExpr
		iter   pyExpr
		body   []pyStmt
		pos    pyPos
	}
	pyWhile struct {
		cond pyExpr
		body []pyStmt
		pos  pyPos
	}
	pyWith struct {
		item   pyExpr
		target pyExpr // the `as` target, nil when none
		body   []pyStmt
		pos    pyPos
	}
	pyDef struct {
		decorators []pyExpr
		name       string
		params     []pyParam
		returns    pyExpr
		body       []pyStmt
		pos        pyPos
	}
	pyParam struct {
		name string
		ann  pyExpr
		pos  pyPos
	}
	pyClass struct {
		decorators []pyExpr
		name       string
		body       []pyStmt
		pos        pyPos
	}
)

func (s *pyExprStmt) position() pyPos { return s.pos }
func (s *pyAssign) position() pyPos   { return s.pos }
func (s *pyReturn) position() pyPos   { return s.pos }
func (s *pySimple) position() pyPos   { return s.pos }
func (s *pyImport) position() pyPos   { return s.pos }
func (s *pyIf) position() pyPos       { return s.pos }
func (s *pyFor) position() pyPos      { return s.pos }
func (s *pyWhile) position() pyPos    { return s.pos }
func (s *pyWith) position() pyPos     { return s.pos }
func (s *pyDef) position() pyPos      { return s.pos }
func (s *pyClass) position() pyPos    { return s.pos }

// dotted returns "a.b.c" for a chain of names and attributes.
func dotted(e pyExpr) (string, bool) {
	switch e := e.(type) {
	case *pyName:
		return e.name, true
	case *pyAttr:
		return e.dotted, e.dotted != ""
	}
	return "", false
}

// slab hands out nodes from chunks, so a parse makes one allocation per
// chunk instead of one per node. The first chunk is sized by the parser's
// estimate for the file (reserve), so a short file does not pay for a
// large chunk it leaves mostly unused; later chunks are half the size of
// the one before, down to 64 nodes. After reset the chunks are handed out
// again: a node from alloc may hold an earlier parse's values, and the
// caller overwrites all of it.
type slab[T any] struct {
	chunks [][]T // every chunk allocated
	used   int   // chunks[:used] have been handed out, the last one partly
	buf    []T   // rest of the current chunk
	next   int   // size of the next chunk to allocate
}

// reserve sizes the first chunk for about n nodes.
func (s *slab[T]) reserve(n int) {
	if len(s.chunks) == 0 {
		s.next = max(n, 8)
	}
}

// reset makes every chunk available again.
func (s *slab[T]) reset() { s.used, s.buf = 0, nil }

// count is how many nodes alloc has handed out since the last reset.
func (s *slab[T]) count() int {
	n := -len(s.buf)
	for _, c := range s.chunks[:s.used] {
		n += len(c)
	}
	return n
}

func (s *slab[T]) alloc() *T {
	if len(s.buf) == 0 {
		if s.used == len(s.chunks) {
			if s.next == 0 {
				s.next = 64
			}
			s.chunks = append(s.chunks, make([]T, s.next))
			s.next = max(s.next/2, 64)
		}
		s.buf = s.chunks[s.used]
		s.used++
	}
	x := &s.buf[0]
	s.buf = s.buf[1:]
	return x
}

// lists builds the slices of the syntax tree (call arguments, list
// elements, block statements) without growing each one by append: the
// items of the lists being parsed sit on one stack, and a finished list is
// copied to an exactly sized piece of a shared chunk; the first chunk is
// sized by the parser's estimate for the file (reserve), later ones by
// half the one before, at least 64 items. Lists nest (a call inside an
// argument list), so each open list remembers where its items start on the
// stack (mark) and a nested list is finished before the outer list takes
// its next item. After reset the chunks are reused.
type lists[T any] struct {
	stack  []T
	buf    []T   // the current chunk; len is the part handed out
	chunks [][]T // every chunk allocated, with len 0
	used   int   // chunks[:used] have been handed out
}

// reserve sizes the first chunk for about n list items.
func (l *lists[T]) reserve(n int) {
	if len(l.chunks) == 0 {
		l.chunks = append(l.chunks, make([]T, 0, n))
	}
}

// reset makes every chunk available again.
func (l *lists[T]) reset() { l.stack, l.buf, l.used = l.stack[:0], nil, 0 }

func (l *lists[T]) mark() int { return len(l.stack) }

func (l *lists[T]) push(x T) { l.stack = append(l.stack, x) }

// take returns the items pushed since mark, removing them from the stack;
// nil when there are none. The result has no spare capacity, so an append
// to it copies instead of overwriting its neighbour.
func (l *lists[T]) take(mark int) []T {
	items := l.stack[mark:]
	n := len(items)
	if n == 0 {
		return nil
	}
	if cap(l.buf)-len(l.buf) < n {
		for l.used < len(l.chunks) && cap(l.chunks[l.used]) < n {
			l.used++
		}
		if l.used == len(l.chunks) {
			l.chunks = append(l.chunks, make([]T, 0, max(n, cap(l.buf)/2, 64)))
		}
		l.buf = l.chunks[l.used]
		l.used++
	}
	start := len(l.buf)
	l.buf = append(l.buf, items...)
	l.stack = l.stack[:mark]
	return l.buf[start : start+n : start+n]
}
