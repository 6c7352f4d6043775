package ir

// The parser works in two steps: pysyntax.go reads the Python subset into
// the small syntax tree below, and parse.go elaborates that tree into IR
// (scopes, types, calls through the op registry). Keeping them apart keeps
// syntax errors and type errors in separate, simpler code.

type pyExpr interface{ position() Span }

type (
	pyName struct {
		name string
		pos  Span
	}
	pyNum struct { // integer or float literal; text as written
		text    string
		isFloat bool
		pos     Span
	}
	pyStr struct {
		val string
		pos Span
	}
	pyAttr struct { // x.name
		x      pyExpr
		name   string
		dotted string // "a.b.name" when x is a name chain, else ""
		pos    Span
	}
	pyCall struct {
		fn   pyExpr
		args []pyExpr
		kws  []pyKeyword
		pos  Span
	}
	pyKeyword struct {
		name string
		val  pyExpr
		pos  Span
	}
	pySubscript struct { // x[i] or x[a, b]
		x     pyExpr
		index []pyExpr
		pos   Span
	}
	pyBinOp struct {
		op   string // + - * / // % ** << >> & | ^ == != < <= > >= and or
		l, r pyExpr
		pos  Span
	}
	pyUnary struct {
		op  string // - + ~ not
		x   pyExpr
		pos Span
	}
	pyList struct {
		elems []pyExpr
		pos   Span
	}
	pyTuple struct {
		elems []pyExpr
		paren bool
		pos   Span
	}
	pyDict struct {
		keys, vals []pyExpr
		pos        Span
	}
	pyParen struct { // (x): kept so "-(1)" is not folded into a literal
		x   pyExpr
		pos Span
	}
)

func (e *pyName) position() Span      { return e.pos }
func (e *pyNum) position() Span       { return e.pos }
func (e *pyStr) position() Span       { return e.pos }
func (e *pyAttr) position() Span      { return e.pos }
func (e *pyCall) position() Span      { return e.pos }
func (e *pySubscript) position() Span { return e.pos }
func (e *pyBinOp) position() Span     { return e.pos }
func (e *pyUnary) position() Span     { return e.pos }
func (e *pyList) position() Span      { return e.pos }
func (e *pyTuple) position() Span     { return e.pos }
func (e *pyDict) position() Span      { return e.pos }
func (e *pyParen) position() Span     { return e.pos }

type pyStmt interface{ position() Span }

type (
	pyExprStmt struct {
		x   pyExpr
		pos Span
	}
	pyAssign struct { // targets = value, or target: ann = value
		targets []pyExpr // one entry per comma-separated target
		ann     pyExpr   // nil when not annotated
		value   pyExpr   // nil for a bare annotation
		pos     Span
	}
	pyReturn struct {
		vals []pyExpr
		pos  Span
	}
	pySimple struct { // pass, break, continue
		word string
		pos  Span
	}
	pyImport struct {
		module, alias string
		pos           Span
	}
	pyIf struct {
		cond      pyExpr
		then, els []pyStmt
		elsePos   Span
		hasElse   bool
		pos       Span
	}
	pyFor struct {
		target pyExpr
		iter   pyExpr
		body   []pyStmt
		pos    Span
	}
	pyWhile struct {
		cond pyExpr
		body []pyStmt
		pos  Span
	}
	pyWith struct {
		item pyExpr
		body []pyStmt
		pos  Span
	}
	pyDef struct {
		decorators []pyExpr
		name       string
		params     []pyParam
		returns    pyExpr
		body       []pyStmt
		pos        Span
	}
	pyParam struct {
		name string
		ann  pyExpr
		pos  Span
	}
	pyClass struct {
		decorators []pyExpr
		name       string
		body       []pyStmt
		pos        Span
	}
)

func (s *pyExprStmt) position() Span { return s.pos }
func (s *pyAssign) position() Span   { return s.pos }
func (s *pyReturn) position() Span   { return s.pos }
func (s *pySimple) position() Span   { return s.pos }
func (s *pyImport) position() Span   { return s.pos }
func (s *pyIf) position() Span       { return s.pos }
func (s *pyFor) position() Span      { return s.pos }
func (s *pyWhile) position() Span    { return s.pos }
func (s *pyWith) position() Span     { return s.pos }
func (s *pyDef) position() Span      { return s.pos }
func (s *pyClass) position() Span    { return s.pos }

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
// chunk instead of one per node.
type slab[T any] struct{ buf []T }

func (s *slab[T]) alloc() *T {
	if len(s.buf) == 0 {
		s.buf = make([]T, 128)
	}
	x := &s.buf[0]
	s.buf = s.buf[1:]
	return x
}
