package ir

import (
	"fmt"
	"math"
	"strings"
	"sync"
)

// The DSL functions of PyPTO's language (pl.tile.load, pl.tensor.add, the
// unified pl.add, pl.system.sync_src, ...). PyPTO's parser evaluates an op
// call by calling the Python wrapper of that name with the parsed
// arguments (python/pypto/language/parser/_dsl_invoker.py:138-150,
// ast_parser.py:8250-8281): Python binds the arguments to the wrapper's
// parameters, fills the defaults, and the wrapper (with the IR-level
// wrapper under it, python/pypto/ir/op/) decides which positional arguments
// and kwargs the IR call carries. A dslFunc is one such wrapper: its
// parameter list, bound with Python's rules, and the IR it builds. The
// printer writes calls in the same spelling, so printed programs parse
// through the same table.

// dslKind says how the Python expression given for a parameter is read.
type dslKind uint8

const (
	// dExpr: a value (tile, tensor, scalar, literal), read by elab.expr.
	dExpr dslKind = iota
	// dInts: a shape, offset or index list, read as a MakeTuple; a bare
	// scalar is a one-element list (the wrappers' "IntLike |
	// Sequence[IntLike]").
	dInts
	// dValue: a static value of a kwarg (bool, int, float, string, enum
	// member, dtype, list of those), read by elab.kwValue.
	dValue
	// dScalar: a scalar operand paired with the tile or tensor parameter
	// dslParam.with, normalized as PyPTO's _normalize_scalar_operand does
	// (a value of another kind, e.g. a tile, is read as dExpr).
	dScalar
	// dConstInt: an integer the wrapper gives a dtype: a Python int, or
	// any ConstInt, becomes a ConstInt of dslParam.dtype (or of the dtype
	// the parameter dslParam.with holds); any other value is kept
	// (_to_int32_scalar, python/pypto/ir/utils.py:255-265; tile.ci's
	// start, ir/op/tile_ops.py:681-700).
	dConstInt
	// dConst: a scalar whose dtype the op fixes, normalized as PyPTO's
	// _normalize_const_to_dtype does (python/pypto/ir/utils.py:407-431):
	// a Python number or the parser's INDEX integer literal becomes a
	// constant of dslParam.dtype (FP32 for a float on an integer dtype).
	dConst
	// dPyInt: an integer the wrapper normalizes with _normalize_expr
	// (python/pypto/ir/utils.py:77-107): a Python int becomes a ConstInt
	// of dslParam.dtype, the parser's INDEX constant and any other value
	// are kept.
	dPyInt
)

// dslNone is Python's None as a parameter default.
type dslNoneType struct{}

var dslNone = dslNoneType{}

// dslParam is one parameter of a wrapper.
type dslParam struct {
	name   string
	kind   dslKind
	def    any  // the default (dslNone for None); meaningless unless hasDef
	hasDef bool // optional
	kwOnly bool // after "*"
	// ifSet: the wrapper passes the kwarg only when its value differs
	// from the default ("if clamp: kwargs['clamp'] = True").
	ifSet bool
	// with, for dScalar: the operand parameter whose element dtype a
	// literal takes; fallback the dtype an integer literal takes when
	// that operand has none (or a float literal meets an integer one).
	with     string
	fallback DataType
	// dtype, for dConstInt, dConst and dPyInt: the dtype an integer takes.
	dtype DataType
	// retype, for dScalar: the retype_constants option (typed constants
	// take the operand's dtype too).
	retype bool
}

// dslFunc is one wrapper: its name under the pl module ("tile.load",
// "add"), its parameters, and how it builds the IR.
type dslFunc struct {
	name   string
	params []dslParam
	// op is the IR op the generic build creates: the parameters named
	// like the op's arguments become its positional arguments (in the
	// op's order, stopping at the first omitted optional one), those
	// named like its kwargs its kwargs (in parameter order, None
	// omitted, ifSet ones only when not the default).
	op string
	// build, when set, replaces the generic build.
	build func(a *dslArgs) (Expr, error)
	// irBuilder: an IR-level builder (python/pypto/ir/op/), which PyPTO's
	// parser calls for a pl.tile / pl.tensor name no DSL wrapper has
	// (ast_parser.py:8430-8480, _dispatch_ir_builder_op).
	irBuilder bool
	// noPrefix: the parser calls the wrapper itself, not through
	// _dispatch_op, so its errors are its own (pld.alloc_window_buffer,
	// ast_parser.py:2212-2219).
	noPrefix bool
	// varArgs, varKw: the wrapper takes *args (the positional arguments
	// past its parameters, dslArgs.rest) and **kwargs (the keywords that
	// name none of them, dslArgs.restKw).
	varArgs, varKw bool
}

// dslTable is the table of wrappers, by name, built once and only read
// afterwards (a plain function, not a sync.OnceValue variable: the
// builders refer back to the parser, which reads the table).
func dslTable() map[string]*dslFunc {
	dslOnce.Do(func() {
		m := map[string]*dslFunc{}
		for _, group := range [][]*dslFunc{dslTileFuncs(), dslTensorFuncs(), dslIRBuilders(), dslSystemFuncs(), dslArrayFuncs(), dslDistributedFuncs(), dslUnifiedFuncs()} {
			for _, f := range group {
				if _, dup := m[f.name]; dup {
					panic("ir: DSL function " + f.name + " declared twice")
				}
				m[f.name] = f
			}
		}
		dslMap = m
	})
	return dslMap
}

var (
	dslOnce sync.Once
	dslMap  map[string]*dslFunc
)

// wrapper declares a wrapper from its Python parameter list, written as
// in a def: "tensor, offsets: ints, shapes: ints, valid_shape: ints =
// None, target_memory: value = pl.Mem.Vec, *, clamp: ifset = False".
// Annotations name the kind (expr, the default; ints; value; ifset, a
// value passed only when not the default); defaults are Python literals,
// enum members or dtypes. A malformed declaration panics when the table
// is built (TestDSLTable builds it).
func wrapper(name, params, op string, build func(a *dslArgs) (Expr, error)) *dslFunc {
	f := &dslFunc{name: name, op: op, build: build}
	kwOnly := false
	for _, p := range splitTop(params) {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if p == "*" {
			kwOnly = true
			continue
		}
		if strings.HasPrefix(p, "**") {
			f.varKw = true
			continue
		}
		if strings.HasPrefix(p, "*") {
			f.varArgs, kwOnly = true, true
			continue
		}
		dp := dslParam{kwOnly: kwOnly}
		head, def, hasDef := strings.Cut(p, "=")
		name, ann, _ := strings.Cut(head, ":")
		dp.name = strings.TrimSpace(name)
		switch strings.TrimSpace(ann) {
		case "", "expr":
		case "ints":
			dp.kind = dInts
		case "value":
			dp.kind = dValue
		case "ifset":
			dp.kind, dp.ifSet = dValue, true
		default:
			a := strings.TrimSpace(ann)
			if w, ok := strings.CutPrefix(a, "scalar@"); ok {
				dp.kind, dp.with, dp.fallback = dScalar, w, INT32
				break
			}
			if w, ok := strings.CutPrefix(a, "scalarf@"); ok {
				dp.kind, dp.with, dp.fallback = dScalar, w, FP32
				break
			}
			if w, ok := strings.CutPrefix(a, "scalarr@"); ok {
				dp.kind, dp.with, dp.fallback, dp.retype = dScalar, w, INT32, true
				break
			}
			if w, ok := strings.CutPrefix(a, "const@"); ok {
				d, isDT := DataTypeByName(w)
				if !isDT {
					panic(fmt.Sprintf("ir: DSL function %s: parameter %s: unknown dtype %q", f.name, dp.name, w))
				}
				dp.kind, dp.dtype = dConst, d
				break
			}
			if w, ok := strings.CutPrefix(a, "cint@"); ok {
				dp.kind = dConstInt
				if d, isDT := DataTypeByName(w); isDT {
					dp.dtype = d
				} else {
					dp.with = w
				}
				break
			}
			if w, ok := strings.CutPrefix(a, "pyint@"); ok {
				d, isDT := DataTypeByName(w)
				if !isDT {
					panic(fmt.Sprintf("ir: DSL function %s: parameter %s: unknown dtype %q", f.name, dp.name, w))
				}
				dp.kind, dp.dtype = dPyInt, d
				break
			}
			panic(fmt.Sprintf("ir: DSL function %s: parameter %s: unknown kind %q", f.name, dp.name, ann))
		}
		if hasDef {
			v, err := dslLiteral(strings.TrimSpace(def))
			if err != nil {
				panic(fmt.Sprintf("ir: DSL function %s: parameter %s: %v", f.name, dp.name, err))
			}
			dp.def, dp.hasDef = v, true
		} else if len(f.params) > 0 && f.params[len(f.params)-1].hasDef && !kwOnly {
			panic(fmt.Sprintf("ir: DSL function %s: required parameter %s after an optional one", f.name, dp.name))
		}
		f.params = append(f.params, dp)
	}
	return f
}

// splitTop splits a parameter list at the commas outside brackets.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '[', '(':
			depth++
		case ']', ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// dslLiteral reads a default: None, True, False, a number, a quoted
// string, or a pl.<Enum>.<member> / pl.<DTYPE> spelling.
func dslLiteral(s string) (any, error) {
	if s == "None" {
		return dslNone, nil
	}
	var p pyParser
	p.reset("<default>", s)
	x, err := p.expr()
	if err != nil {
		return nil, err
	}
	e := &elab{alias: map[string]bool{"pl": true}, consts: map[string]pyExpr{}}
	return e.kwValue(x)
}

// dslArgs is a call bound to a wrapper's parameters.
type dslArgs struct {
	e    *elab
	f    *dslFunc
	c    *pyCall
	x    []pyExpr // given expression per parameter, nil when not given
	kw   []bool   // given by keyword
	vals []Expr   // the given expressions elaborated (value parameters: nil)
	vvs  []any    // the given values of value parameters, read
	// raw: the argument reaches the wrapper as a Python number, not as
	// an IR constant: a keyword literal or module constant
	// (_parse_op_kwargs, ast_parser.py:8064-8102), or a positional
	// attribute such as math.inf (_parse_op_positional_arg, :8015-8062).
	// A positional literal is the parser's constant (an INDEX ConstInt,
	// an FP32 ConstFloat).
	raw []bool
	// rest and restKw: what *args and **kwargs took.
	rest   []pyExpr
	restKw []pyKeyword
	pos    Span
	// argErr: the build failed evaluating an argument (its error is the
	// argument's, not the wrapper's: dslCall leaves it unprefixed).
	argErr bool
}

// eval evaluates an argument expression during the build.
func (a *dslArgs) eval(x pyExpr) (Expr, error) {
	v, err := a.e.expr(x)
	if err != nil {
		a.argErr = true
	}
	return v, err
}

// dslExprValue is a value parameter given positionally as a number
// literal: the parser hands the wrapper its IR constant where a Python
// value was expected (_parse_op_positional_arg, ast_parser.py:8015-8062),
// and the DSL passes a ConstInt / ConstFloat on unwrapped
// (_dsl_invoker.py _wrap_arg).
type dslExprValue struct{ x Expr }

// dslScalarValue is a value parameter given positionally as True or
// False: the parser's ConstBool, which the DSL wraps as a Scalar
// (_dsl_invoker.py _wrap_arg).
type dslScalarValue struct{ x Expr }

// dslArgsInline is how many parameters newDSLArgs holds in the dslArgs'
// own allocation (the widest wrapper has fewer).
const dslArgsInline = 16

// dslArgsBlock is a dslArgs with its per-parameter slices, allocated as
// one: every DSL call of a parse binds one (or two, forwarded).
type dslArgsBlock struct {
	a    dslArgs
	x    [dslArgsInline]pyExpr
	vals [dslArgsInline]Expr
	vvs  [dslArgsInline]any
	kw   [dslArgsInline]bool
	raw  [dslArgsInline]bool
}

// newDSLArgs makes the empty binding of a call c of f.
func newDSLArgs(e *elab, f *dslFunc, c *pyCall, pos Span) *dslArgs {
	n := len(f.params)
	if n > dslArgsInline {
		return &dslArgs{e: e, f: f, c: c, x: make([]pyExpr, n), kw: make([]bool, n), vals: make([]Expr, n), vvs: make([]any, n), raw: make([]bool, n), pos: pos}
	}
	b := new(dslArgsBlock)
	b.a = dslArgs{e: e, f: f, c: c, x: b.x[:n:n], kw: b.kw[:n:n], vals: b.vals[:n:n], vvs: b.vvs[:n:n], raw: b.raw[:n:n], pos: pos}
	return &b.a
}

// bind matches a call's arguments to f's parameters as Python does,
// with Python's TypeError wording.
func (e *elab) bindDSL(f *dslFunc, c *pyCall) (*dslArgs, error) {
	a := newDSLArgs(e, f, c, e.sp(c.pos))
	short := f.name[strings.LastIndexByte(f.name, '.')+1:]
	npos := 0
	for _, p := range f.params {
		if !p.kwOnly {
			npos++
		}
	}
	args := c.args
	if len(args) > npos {
		if !f.varArgs {
			return nil, e.errf(a.pos, "%s() takes %s positional argument%s but %d %s given", short, dslCount(f), plural(npos), len(args), was(len(args)))
		}
		a.rest, args = args[npos:], args[:npos]
	}
	for i, x := range args {
		a.x[i] = x
	}
	for _, kw := range c.kws {
		i := f.param(kw.name)
		if i < 0 && f.varKw {
			a.restKw = append(a.restKw, kw)
			continue
		}
		if i < 0 {
			return nil, e.errf(e.sp(kw.pos), "%s() got an unexpected keyword argument '%s'", short, kw.name)
		}
		if a.x[i] != nil {
			return nil, e.errf(e.sp(kw.pos), "%s() got multiple values for argument '%s'", short, kw.name)
		}
		a.x[i], a.kw[i] = kw.val, true
	}
	var missing []string
	for i, p := range f.params {
		if a.x[i] == nil && !p.hasDef {
			missing = append(missing, "'"+p.name+"'")
		}
	}
	if len(missing) > 0 {
		kind := "positional "
		if f.params[f.param(strings.Trim(missing[0], "'"))].kwOnly {
			kind = "keyword-only "
		}
		return nil, e.errf(a.pos, "%s() missing %d required %sargument%s: %s", short, len(missing), kind, plural(len(missing)), joinPy(missing))
	}
	return a, nil
}

func dslCount(f *dslFunc) string {
	lo, hi := 0, 0
	for _, p := range f.params {
		if p.kwOnly {
			continue
		}
		hi++
		if !p.hasDef {
			lo++
		}
	}
	if lo == hi {
		return fmt.Sprint(hi)
	}
	return fmt.Sprintf("from %d to %d", lo, hi)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func was(n int) string {
	if n == 1 {
		return "was"
	}
	return "were"
}

// joinPy joins names as Python's TypeError does: 'a', 'b' and 'c'.
func joinPy(s []string) string {
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

func (f *dslFunc) param(name string) int {
	for i, p := range f.params {
		if p.name == name {
			return i
		}
	}
	return -1
}

// given reports whether the call gave parameter name.
func (a *dslArgs) given(name string) bool {
	i := a.f.param(name)
	return i >= 0 && a.x[i] != nil
}

// isNone reports whether parameter name is None: given as None, or
// absent with a None default.
func (a *dslArgs) isNone(name string) bool {
	i := a.f.param(name)
	if i < 0 {
		return true
	}
	if x := a.x[i]; x != nil {
		return isPyNone(x)
	}
	return a.f.params[i].def == dslNone
}

func isPyNone(x pyExpr) bool {
	n, ok := x.(*pyName)
	return ok && n.name == "None"
}

// expr is parameter name as a value (nil when it is None): the
// argument elaborated before the wrapper ran, or the default, normalized
// as the parameter's kind says.
func (a *dslArgs) expr(name string) (Expr, error) {
	i := a.f.param(name)
	if i < 0 {
		panic("ir: DSL function " + a.f.name + " has no parameter " + name)
	}
	if a.isNone(name) {
		return nil, nil
	}
	p := a.f.params[i]
	x := a.x[i]
	raw := a.raw[i]
	var v Expr
	if x == nil {
		v, raw = a.literal(p.def), true
	} else if v = a.vals[i]; v == nil { // a value parameter read as an expression
		var err error
		if v, err = a.eval(x); err != nil {
			return nil, err
		}
	}
	switch p.kind {
	case dScalar:
		operand, err := a.expr(p.with)
		if err != nil || operand == nil {
			return v, err
		}
		return a.e.normalizeScalarOperand(elemDType(operand), v, p.fallback, p.retype, raw)
	case dConst:
		return a.e.normalizeScalarOperand(p.dtype, v, p.dtype, false, raw)
	case dConstInt:
		dt := p.dtype
		if p.with != "" {
			d, err := a.value(p.with)
			if err != nil {
				return nil, err
			}
			if d, ok := d.(DataType); ok {
				dt = d
			}
		}
		if c, ok := v.(*ConstInt); ok && c.DType != dt {
			return &ConstInt{Value: c.Value, DType: dt, Pos: a.pos}, nil
		}
	case dPyInt:
		if c, ok := v.(*ConstInt); ok && raw {
			return &ConstInt{Value: c.Value, DType: p.dtype, Pos: a.pos}, nil
		}
	}
	return v, nil
}

// elaborate reads the given arguments, as PyPTO's parser does before it
// calls the wrapper (their errors are theirs, not the wrapper's): an
// expression parameter's argument as an expression, a value parameter's
// as a static value (a positional literal there is the parser's
// constant: dslExprValue, dslScalarValue).
func (a *dslArgs) elaborate() error {
	for i := range a.x {
		if err := a.elaborateOne(i); err != nil {
			return err
		}
	}
	return nil
}

// elaborateOne reads the argument of parameter i (elaborate).
func (a *dslArgs) elaborateOne(i int) error {
	x := a.x[i]
	if x == nil || isPyNone(x) {
		return nil
	}
	var err error
	p := a.f.params[i]
	if p.kind == dValue {
		if !a.kw[i] {
			v, ok, err := a.e.positionalLiteral(x)
			if err != nil {
				return err
			}
			if ok {
				a.vvs[i] = v
				return nil
			}
		}
		a.vvs[i], err = a.e.kwValue(x)
		return err
	}
	a.raw[i] = a.e.pyNumber(x, a.kw[i])
	if p.kind == dInts {
		a.vals[i], err = a.e.intList(x)
	} else {
		a.vals[i], err = a.e.expr(x)
	}
	return err
}

// positionalLiteral reads a literal given positionally for a value
// parameter as PyPTO's parser passes it: a number is its IR constant, a
// bool a Scalar, a string an error (parse_expression rejects it). ok is
// false for any other expression.
func (e *elab) positionalLiteral(x pyExpr) (any, bool, error) {
	x = e.resolveConst(x)
	switch v := x.(type) {
	case *pyStr:
		return nil, true, e.errf(e.sp(v.pos), "Unsupported constant type: <class 'str'>")
	case *pyName:
		if v.name == "True" || v.name == "False" {
			return dslScalarValue{&ConstBool{Value: v.name == "True", Pos: e.sp(v.pos)}}, true, nil
		}
	case *pyNum:
		c, err := e.expr(v)
		return dslExprValue{c}, true, err
	case *pyUnary:
		if _, ok := v.x.(*pyNum); ok && v.op == "-" {
			c, err := e.expr(v)
			return dslExprValue{c}, true, err
		}
	}
	return nil, false, nil
}

// pyNumber reports whether x reaches a wrapper as a Python number: by
// keyword, a number literal (negated or not) or a module constant bound
// to one; at any position, an attribute naming one (math.inf).
func (e *elab) pyNumber(x pyExpr, kw bool) bool {
	if u, ok := x.(*pyUnary); ok && u.op == "-" {
		switch u.x.(type) {
		case *pyAttr:
			x = u.x
		case *pyNum:
			return kw
		default:
			return false
		}
	}
	if _, ok := x.(*pyAttr); ok {
		_, isFloat := e.specialFloat(x)
		return isFloat
	}
	if !kw {
		return false
	}
	_, ok := e.resolveConst(x).(*pyNum)
	return ok
}

// literal turns a default into an expression (numbers and booleans).
func (a *dslArgs) literal(v any) Expr {
	switch v := v.(type) {
	case int64:
		return &ConstInt{Value: v, DType: INDEX, Pos: a.pos}
	case float64:
		return &ConstFloat{Value: v, DType: FP32, Pos: a.pos}
	case bool:
		return &ConstBool{Value: v, Pos: a.pos}
	}
	return nil
}

// value reads parameter name as a static value (dslNone when None).
func (a *dslArgs) value(name string) (any, error) {
	i := a.f.param(name)
	if i < 0 {
		panic("ir: DSL function " + a.f.name + " has no parameter " + name)
	}
	x := a.x[i]
	if x == nil {
		return a.f.params[i].def, nil
	}
	if n, ok := x.(*pyName); ok && n.name == "None" {
		return dslNone, nil
	}
	if v := a.vvs[i]; v != nil {
		return v, nil
	}
	return a.e.kwValue(x)
}

// intList reads a shape, offset or index list: a list or tuple of
// integer expressions, or one scalar standing for a one-element list.
func (e *elab) intList(x pyExpr) (Expr, error) {
	switch x.(type) {
	case *pyList, *pyTuple:
		return e.expr(x)
	}
	v, err := e.expr(x)
	if err != nil {
		return nil, err
	}
	if _, ok := v.(*MakeTuple); ok {
		return v, nil
	}
	if _, ok := v.Type().(*ScalarType); ok {
		return &MakeTuple{Elems: []Expr{v}, Pos: v.Span()}, nil
	}
	return v, nil
}

// build runs the wrapper.
func (a *dslArgs) build() (Expr, error) {
	if a.f.build != nil {
		return a.f.build(a)
	}
	return a.call(a.f.op, nil, nil)
}

// call builds op from the bound parameters (the generic build). args
// gives values the caller computed for the op's arguments of those
// names (nil: omitted, and the arguments after it too); kws gives kwargs
// that take the place of the parameters of the same names, in their
// position (a nil Value: the kwarg is left out), the others appended.
// An op argument with no parameter of its name takes the parameter at
// its position when that is not keyword-only.
func (a *dslArgs) call(opName string, args map[string]Expr, kws []Kwarg) (Expr, error) {
	op, ok := a.e.reg.Lookup(opName)
	if !ok {
		return nil, a.e.errf(a.pos, "Operator '%s' not found in registry", opName)
	}
	// The operands gather on the elaborator's list stack (an argument
	// elaborated here pushes and takes above them).
	mark := a.e.lists.mark()
	for i, spec := range op.Args {
		v, have := args[spec.Name]
		if !have {
			name := spec.Name
			if a.f.param(name) < 0 {
				if i >= len(a.f.params) || a.f.params[i].kwOnly || a.f.params[i].kind == dValue {
					break
				}
				name = a.f.params[i].name
			}
			var err error
			if v, err = a.expr(name); err != nil {
				a.e.lists.take(mark)
				return nil, err
			}
		}
		if v == nil {
			break
		}
		a.e.lists.push(v)
	}
	out := a.e.lists.take(mark)
	var kwargs []Kwarg
	for _, p := range a.f.params {
		if _, isKw := op.Kwarg(p.name); !isKw {
			continue
		}
		if v, ok := lookupKw(kws, p.name); ok {
			if v != nil {
				kwargs = append(kwargs, Kwarg{Key: p.name, Value: v})
			}
			continue
		}
		v, err := a.value(p.name)
		if err != nil {
			return nil, err
		}
		if p.ifSet {
			set, err := a.flag(p.name)
			if err != nil {
				return nil, err
			}
			if !set {
				continue
			}
			v = true
		}
		if v == dslNone {
			continue
		}
		kwargs = append(kwargs, Kwarg{Key: p.name, Value: v})
	}
	for _, kw := range kws {
		if kw.Value != nil && a.f.param(kw.Key) < 0 {
			kwargs = append(kwargs, kw)
		}
	}
	return a.create(op, out, kwargs)
}

// flag is the truth of an ifset parameter, which the wrapper tests
// ("if high_precision: kwargs[...] = True"): a positional True or False
// is a Scalar, which has no truth value; a positional number is an IR
// constant, which is always true.
func (a *dslArgs) flag(name string) (bool, error) {
	v, err := a.value(name)
	if err != nil {
		return false, err
	}
	switch v := v.(type) {
	case dslScalarValue:
		return false, a.e.errf(a.pos, "Cannot convert Scalar to bool. Scalar wraps a symbolic IR expression and has no concrete truth value.")
	case dslExprValue:
		return true, nil
	case bool:
		return v, nil
	case int64:
		return v != 0, nil
	case float64:
		return v != 0, nil
	case nil, dslNoneType:
		return false, nil
	}
	return true, nil
}

// create builds the call through the registry. A kwarg holding the IR
// constant or Scalar a positional literal gave a value parameter fails
// as PyPTO's create_op_call fails it (ConvertKwargsDict,
// python/bindings/modules/ir.cpp:147-233; ValidateKwargs,
// src/ir/op_registry.cpp:47-75).
func (a *dslArgs) create(op *OpDef, args []Expr, kwargs []Kwarg) (Expr, error) {
	for _, kw := range kwargs {
		switch kw.Value.(type) {
		case dslScalarValue:
			return nil, a.e.errf(a.pos, "Unsupported kwarg type for key: %s", kw.Key)
		case dslExprValue:
			what := "has incompatible type"
			if spec, ok := op.Kwarg(kw.Key); ok {
				switch spec.Kind {
				case KwDType:
					what = "expects DataType or int, but got incompatible type"
				case KwMemory:
					what = "expects MemorySpace, but got incompatible type"
				case KwTileLayout:
					what = "expects TileLayout, but got incompatible type"
				}
			}
			return nil, a.e.errf(a.pos, "Kwarg '%s' for operator '%s' %s", kw.Key, op.Name, what)
		}
	}
	call := a.e.calls.alloc()
	if err := op.createInto(call, &a.e.ded, args, kwargs, a.pos); err != nil {
		return nil, a.e.errf(a.pos, "%s", err.Error())
	}
	return call, nil
}

// dslWithAttrs evaluates a call of the wrapper f, called by the name
// under pl (or pld.) name, whose keywords may include attrs={...}, the call
// attributes PyPTO's parser takes off before calling the wrapper and
// attaches to the call it returns (ast_parser.py:8250-8281,
// _attach_op_attrs).
func (e *elab) dslWithAttrs(name string, f *dslFunc, c *pyCall) (Expr, error) {
	var attrs []Kwarg
	for i, kw := range c.kws {
		if kw.name != "attrs" {
			continue
		}
		a, err := e.attrDict(kw.val)
		if err != nil {
			return nil, err
		}
		attrs = a
		stripped := *c
		stripped.kws = append(append([]pyKeyword(nil), c.kws[:i]...), c.kws[i+1:]...)
		c = &stripped
		break
	}
	x, err := e.dslCall(name, f, c)
	if err != nil || attrs == nil {
		return x, err
	}
	call, ok := x.(*Call)
	if !ok {
		return nil, e.errf(e.sp(c.pos), "attrs= applies to an op call, not to %s", PrintExpr(x))
	}
	call.Attrs = append(call.Attrs, attrs...)
	return call, nil
}

// dslCall evaluates a call of a declared wrapper. Errors of the binding
// and of the wrapper itself are prefixed as PyPTO's parser prefixes them
// ("pl.tile operation 'load': ...", ast_parser.py:8251-8320, _dispatch_op),
// unless the message already names the op ("pl.xor: ...", "pl.tile.load
// ..."); an IR-level builder's as _dispatch_ir_builder_op prefixes them
// ("Error in pl.tile operation 'mrgsort_format1': ...", :8440-8480).
func (e *elab) dslCall(name string, f *dslFunc, c *pyCall) (Expr, error) {
	x, own, err := e.dslRun(f, c)
	if se, ok := err.(*SyntaxError); ok && own && !f.noPrefix {
		ns, short := dslModule(name)
		if f.irBuilder {
			se.Msg = fmt.Sprintf("Error in %s operation '%s': %s", ns, short, se.Msg)
		} else if !strings.HasPrefix(se.Msg, "pl."+short) && !strings.HasPrefix(se.Msg, ns+"."+short) {
			se.Msg = fmt.Sprintf("%s operation '%s': %s", ns, short, se.Msg)
		}
	}
	return x, err
}

// dslRun binds a call to f and runs the wrapper; own reports an error of
// the binding or of the wrapper (not of an argument's evaluation), which
// dslCall prefixes. A unified function calls the namespaced wrapper so:
// its own prefix applies.
func (e *elab) dslRun(f *dslFunc, c *pyCall) (x Expr, own bool, err error) {
	a, err := e.bindDSL(f, c)
	if err != nil {
		return nil, true, err
	}
	if err = a.elaborate(); err != nil {
		return nil, false, err
	}
	x, err = a.build()
	return x, err != nil && !a.argErr, err
}

// dslModule is the DSL module a wrapper is called in, as PyPTO's parser
// names it in errors (pl, pl.tile, pld, pld.tensor), and the wrapper's
// name in it, from the name the program called (under pl, or pld.).
func dslModule(name string) (ns, short string) {
	i := strings.LastIndexByte(name, '.')
	if i < 0 {
		return "pl", name
	}
	ns, short = name[:i], name[i+1:]
	if ns != "pld" && !strings.HasPrefix(ns, "pld.") {
		ns = "pl." + ns
	}
	return ns, short
}

// elemDType is the element dtype of a tile or tensor operand (Invalid
// for any other value; _elem_dtype, python/pypto/ir/utils.py:268-273).
func elemDType(operand Expr) DataType {
	switch t := operand.Type().(type) {
	case *TileType:
		return t.DType
	case *TensorType:
		return t.DType
	}
	return Invalid
}

// normalizeScalarOperand is PyPTO's _normalize_scalar_operand
// (python/pypto/ir/utils.py:316-404): a Python number (raw) and the
// parser's INDEX integer literal are placeholders that take target, the
// element dtype of the tile or tensor they pair with (a ConstFloat when
// that dtype is a float); with no element dtype (Invalid) they take
// fallbackInt (FP32 for a float). Any other scalar keeps its dtype, except a non-constant
// INDEX value, which is an error. retype (the retype_constants option)
// re-stamps typed constants too, a float literal on an integer operand
// only when integral.
func (e *elab) normalizeScalarOperand(target DataType, scalar Expr, fallbackInt DataType, retype, raw bool) (Expr, error) {
	st, ok := scalar.Type().(*ScalarType)
	if !ok {
		return scalar, nil
	}
	isInt := func(d DataType) bool { return d.IsInt() && d != INDEX }
	var iv int64
	var fv float64
	isFloat := false
	switch c := scalar.(type) {
	case *ConstInt:
		if c.DType != INDEX && !retype && !raw {
			return scalar, nil
		}
		iv = c.Value
	case *ConstFloat:
		if !retype && !raw {
			return scalar, nil
		}
		fv, isFloat = c.Value, true
	default:
		if st.DType == INDEX {
			hint := "pl.cast(<value>, pl.INT32)"
			if isInt(target) {
				hint = "pl.cast(<value>, pl." + target.String() + ")"
			}
			return nil, e.errf(scalar.Span(), "Scalar operand has dtype `index`, which tile/tensor scalar instructions do not accept. Convert it explicitly, e.g. %s.", hint)
		}
		return scalar, nil
	}
	if target == Invalid || !retype && isFloat && isInt(target) {
		target = fallbackInt
		if isFloat {
			target = FP32
		}
	}
	if retype && isInt(target) && isFloat && fv != math.Trunc(fv) {
		return nil, e.errf(scalar.Span(), "Cannot retype non-integral floating-point constant %v to integer dtype %s; use an integral value or an explicit cast", fv, target)
	}
	switch {
	case target.IsFloat():
		if !isFloat {
			fv = float64(iv)
		}
		return &ConstFloat{Value: fv, DType: target, Pos: scalar.Span()}, nil
	case target.IsInt():
		if isFloat {
			iv = int64(fv)
		}
		return &ConstInt{Value: iv, DType: target, Pos: scalar.Span()}, nil
	}
	return scalar, nil
}

func errorf(format string, a ...any) error { return fmt.Errorf(format, a...) }

// valueRepr is a wrapper's value as Python's repr writes it in an error
// message: 'text', 3, 1.5, True, None, MemorySpace.Vec, the printed form
// of an IR constant.
func valueRepr(v any) string {
	switch x := v.(type) {
	case string:
		return "'" + x + "'"
	case int64:
		return fmt.Sprint(x)
	case float64:
		return FormatFloat(x)
	case bool:
		return pyBool(x)
	case dslNoneType, nil:
		return "None"
	case MemorySpace:
		return "MemorySpace." + x.String()
	case DataType:
		return x.String()
	case dslExprValue:
		return PrintExpr(x.x)
	case dslScalarValue:
		return PrintExpr(x.x)
	}
	return fmt.Sprint(v)
}

// pyFloatStr is str(x) of a Python float (inf, nan, 1.5).
func pyFloatStr(x float64) string {
	switch {
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	case math.IsNaN(x):
		return "nan"
	}
	return FormatFloat(x)
}
