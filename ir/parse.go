package ir

import (
	"fmt"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
)

// Parse reads a program in PyPTO's printed syntax (and the DSL spellings
// PyPTO's tests use), building every call through the default op registry.
// Errors carry file:line:col; Parse never panics.
func Parse(file, src string) (*Program, error) {
	return ParseWith(Ops(), file, src)
}

// ParseWith is Parse with another op registry.
func ParseWith(reg *Registry, file, src string) (*Program, error) {
	return NewParser(reg).Parse(file, src)
}

// Parser parses programs as ParseWith does, keeping its token buffer and
// the memory of its syntax trees from one Parse to the next, so a caller
// that parses many files with one Parser allocates little beyond the IR it
// gets back. A Parser is not safe for concurrent use.
type Parser struct {
	reg *Registry
	py  pyParser
	// scratch is ParseScratch's elaborator: its slabs, lists and maps
	// are reset, not renewed, from one ParseScratch to the next.
	scratch elab
	// generalAnn turns off assign's shortcut for simple annotations
	// (tests compare the two).
	generalAnn bool
	// rawOps builds the first pl.tile / pl.tensor op call as written (the
	// op's arguments and kwargs) instead of calling the DSL wrapper: the
	// IR forms no wrapper spells, for the deduction tests (the `raw` of
	// scripts/check_tensor_op_cases.py).
	rawOps bool
}

// NewParser returns a Parser that builds calls through reg.
func NewParser(reg *Registry) *Parser { return &Parser{reg: reg} }

// Parse is ParseWith(reg, file, src) for the Parser's registry.
func (ps *Parser) Parse(file, src string) (*Program, error) {
	return ps.parse(file, src, false)
}

// ParseScratch is Parse, but the program it returns is built in memory
// the Parser keeps, which its next ParseScratch reuses: the program and
// every part of it are valid until then and must not be kept past it. It
// is for callers that parse a program, read it and drop it (fmt prints it,
// the round-trip instrument compares it); they allocate little beyond the
// Types and calls of the IR.
func (ps *Parser) ParseScratch(file, src string) (*Program, error) {
	return ps.parse(file, src, true)
}

func (ps *Parser) parse(file, src string, scratch bool) (prog *Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			prog = nil
			err = &SyntaxError{Pos: Span{File: file}, Msg: fmt.Sprintf("internal parser error: %v\n%s", r, debug.Stack())}
		}
	}()
	p := &ps.py
	p.reset(file, src)
	mod, err := p.module()
	if p.lexErrSeen {
		return nil, p.lx.err
	}
	if err != nil {
		return nil, err
	}
	var e *elab
	if scratch {
		e = &ps.scratch
		e.reuse(ps.reg, file)
	} else {
		e = &elab{reg: ps.reg, file: file, alias: map[string]bool{"pl": true}, dyn: map[string]*Var{}, consts: map[string]pyExpr{}, bases: map[string]*Var{}, sigs: map[string]*Function{}, windowNames: map[string]bool{}, levelGiven: map[string]bool{}}
	}
	e.generalAnn, e.rawOps = ps.generalAnn, ps.rawOps
	// The IR's commonest nodes come from slabs sized by the syntax tree
	// (one per literal, one Var and AssignStmt per assignment), its
	// expression lists from chunks. These are the elaborator's own, new
	// for every Parse (the program keeps them) and reused by ParseScratch.
	e.ints.reserve(p.nums.count())
	e.vars.reserve(p.assigns.count())
	e.assigns.reserve(p.assigns.count())
	e.calls.reserve(p.calls.count())
	e.tuples.reserve(p.lists.count())
	e.lists.reserve(len(src)/24 + 16) // about what generated kernels use
	return e.module(mod)
}

// elab turns the syntax tree into IR.
type elab struct {
	reg    *Registry
	file   string
	alias  map[string]bool // names bound to pypto.language
	dyn    map[string]*Var // pl.dynamic dims
	consts map[string]pyExpr
	bases  map[string]*Var // MemRef bases named by string
	sigs   map[string]*Function

	fn     *Function
	scopes []map[string]VarLike
	free   []map[string]VarLike // released scope maps, for newScope

	ints    slab[ConstInt]
	vars    slab[Var]
	assigns slab[AssignStmt]
	calls   slab[Call]
	tuples  slab[MakeTuple]
	lists   lists[Expr] // the program's expression lists (exprs)
	// ded is every op call's deduction state (createInto), one at a time.
	ded Deduction

	// lhsCall is the call an assignment binds to lhsName, while its value
	// is elaborated: pld.alloc_window_buffer takes its name from it;
	// windowNames are the window buffers declared so far, unique per
	// program (ast_parser.py:2157-2231).
	lhsCall     *pyCall
	lhsName     string
	windowNames map[string]bool
	// levelGiven names the functions whose decorator states a level: a
	// host-only op's error names it (PyPTO's _func_level, None when not
	// stated).
	levelGiven map[string]bool

	generalAnn bool // Parser.generalAnn
	rawOps     bool // Parser.rawOps

	// The context the scope constructs check (ast_parser.py:804-891),
	// reset for every function:
	scopeKinds  []ScopeKind // the scopes being elaborated, outermost first
	manualDepth int         // manual runtime scopes open
	// userSplit is the enclosing InCore scope's literal pl.split(MODE)
	// entry, nil when it wrote none.
	userSplit  *SplitMode
	splitModes []SplitMode // the modes of the enclosing pl.split_aiv regions
	// pre holds the statements elaborating the current statement emitted
	// before it (the deps array a deps= list desugars to); block puts
	// them in front of the statement.
	pre []Stmt
	// dumpTagged are the variables pl.dump_tag(t) statements marked so
	// far in the function (ast_parser.py:713, :3100-3171).
	dumpTagged []*Var
}

// resetContext clears the per-function parsing context.
func (e *elab) resetContext() {
	e.scopeKinds, e.manualDepth, e.userSplit, e.splitModes, e.pre = e.scopeKinds[:0], 0, nil, e.splitModes[:0], nil
	e.dumpTagged = e.dumpTagged[:0]
}

// reuse prepares the scratch elaborator for a parse of file: its maps are
// emptied and its slabs and lists hand out their chunks again, so nothing
// of the last scratch program may still be in use.
func (e *elab) reuse(reg *Registry, file string) {
	e.reg, e.file, e.fn = reg, file, nil
	if e.alias == nil {
		e.alias, e.dyn, e.consts, e.bases, e.sigs = map[string]bool{}, map[string]*Var{}, map[string]pyExpr{}, map[string]*Var{}, map[string]*Function{}
		e.windowNames, e.levelGiven = map[string]bool{}, map[string]bool{}
	}
	clear(e.windowNames)
	clear(e.levelGiven)
	e.lhsCall = nil
	clear(e.alias)
	e.alias["pl"] = true
	clear(e.dyn)
	clear(e.consts)
	clear(e.bases)
	clear(e.sigs)
	e.releaseScopes()
	e.ints.reset()
	e.vars.reset()
	e.assigns.reset()
	e.calls.reset()
	e.tuples.reset()
	e.lists.reset()
}

// sp is the Span of a syntax-tree position.
func (e *elab) sp(p pyPos) Span { return Span{File: e.file, Line: int(p.line), Col: int(p.col)} }

func (e *elab) errf(pos Span, format string, a ...any) error {
	return &SyntaxError{Pos: pos, Msg: fmt.Sprintf(format, a...)}
}

// pl strips the module alias: "pl.tile.load" -> "tile.load", ok false when
// the dotted name does not start with it.
func (e *elab) pl(dotted string) (string, bool) {
	if strings.HasPrefix(dotted, "pl.") {
		return dotted[3:], true // "pl" is always an alias; entries are never removed
	}
	head, rest, ok := strings.Cut(dotted, ".")
	if !ok || !e.alias[head] {
		return "", false
	}
	return rest, true
}

func (e *elab) module(mod []pyStmt) (*Program, error) {
	var class *pyClass
	for _, s := range mod {
		switch s := s.(type) {
		case *pyImport:
			if s.module == "pypto.language" {
				e.alias[s.alias] = true
			}
		case *pyAssign:
			if len(s.targets) != 1 || s.ann != nil {
				return nil, e.errf(e.sp(s.pos), "only simple module-level assignments are supported")
			}
			n, ok := s.targets[0].(*pyName)
			if !ok {
				return nil, e.errf(e.sp(s.pos), "only simple module-level assignments are supported")
			}
			if c, ok := s.value.(*pyCall); ok {
				if d, _ := dotted(c.fn); d != "" {
					if name, ok := e.pl(d); ok && name == "dynamic" {
						label := n.name
						if len(c.args) == 1 {
							if str, ok := c.args[0].(*pyStr); ok {
								label = str.val
							}
						}
						e.dyn[n.name] = &Var{Name: label, T: Scalar(INDEX), Pos: e.sp(n.pos)}
						continue
					}
				}
			}
			e.consts[n.name] = s.value
		case *pyClass:
			if class != nil {
				return nil, e.errf(e.sp(s.pos), "more than one @pl.program class")
			}
			class = s
		case *pyExprStmt:
			if _, ok := s.x.(*pyStr); !ok {
				return nil, e.errf(e.sp(s.pos), "unexpected statement at module level")
			}
		default:
			return nil, e.errf(e.sp(s.position()), "unexpected statement at module level")
		}
	}
	if class == nil {
		return nil, e.errf(Span{File: e.file, Line: 1, Col: 1}, "no @pl.program class found")
	}
	if err := e.checkDecorator(class.decorators, "program", e.sp(class.pos)); err != nil {
		return nil, err
	}
	prog := &Program{Name: class.name, Pos: e.sp(class.pos)}
	var defs []*pyDef
	for _, s := range class.body {
		switch s := s.(type) {
		case *pyDef:
			f, err := e.signature(s)
			if err != nil {
				return nil, err
			}
			if e.sigs[f.Name] != nil {
				return nil, e.errf(e.sp(s.pos), "function %q is defined twice", f.Name)
			}
			e.sigs[f.Name] = f
			prog.Funcs = append(prog.Funcs, f)
			defs = append(defs, s)
		case *pySimple:
			if s.word != "pass" {
				return nil, e.errf(e.sp(s.pos), "unexpected %q in a program class", s.word)
			}
		case *pyExprStmt:
			if _, ok := s.x.(*pyStr); !ok {
				return nil, e.errf(e.sp(s.pos), "only functions may appear in a program class")
			}
		default:
			return nil, e.errf(e.sp(s.position()), "only functions may appear in a program class")
		}
	}
	for i, d := range defs {
		if err := e.body(prog.Funcs[i], d); err != nil {
			return nil, err
		}
	}
	sort.SliceStable(prog.Funcs, func(i, j int) bool { return prog.Funcs[i].Name < prog.Funcs[j].Name })
	return prog, nil
}

// checkDecorator requires exactly one decorator @pl.<want>, with or
// without arguments; it returns nothing else.
func (e *elab) checkDecorator(decos []pyExpr, want string, pos Span) error {
	if len(decos) != 1 {
		return e.errf(pos, "expected exactly one decorator @pl.%s", want)
	}
	d := decos[0]
	if c, ok := d.(*pyCall); ok {
		d = c.fn
	}
	name, _ := dotted(d)
	if n, ok := e.pl(name); !ok || n != want {
		return e.errf(e.sp(decos[0].position()), "expected decorator @pl.%s, found @%s", want, name)
	}
	return nil
}

// signature reads a function's decorator, parameters and return types.
func (e *elab) signature(d *pyDef) (*Function, error) {
	if err := e.checkDecorator(d.decorators, "function", e.sp(d.pos)); err != nil {
		return nil, err
	}
	f := &Function{Name: d.name, Kind: Opaque, Level: LevelUndefined, Pos: e.sp(d.pos)}
	explicitLevel, explicitRole := false, false
	// The attrs a decorator gives, in the order PyPTO folds them
	// (python/pypto/language/parser/decorator.py:1250-1270): the attrs=
	// dict, then auto_scope=False, then external_source.
	var attrs, autoScope, external []Kwarg
	if c, ok := d.decorators[0].(*pyCall); ok {
		if len(c.args) > 0 {
			return nil, e.errf(e.sp(c.pos), "@pl.function takes keyword arguments only")
		}
		for _, kw := range c.kws {
			switch kw.name {
			case "type":
				v, err := e.enumArg(kw.val, funcEnum)
				if err != nil {
					return nil, err
				}
				f.Kind = FunctionType(v)
			case "level":
				l, err := e.level(kw.val)
				if err != nil {
					return nil, err
				}
				f.Level, explicitLevel = l, true
				e.levelGiven[d.name] = true
			case "role":
				v, err := e.enumArg(kw.val, roleEnum)
				if err != nil {
					return nil, err
				}
				f.Role, explicitRole = Role(v), true
			case "auto_scope":
				b, err := e.boolArg(kw.val)
				if err != nil {
					return nil, err
				}
				autoScope = nil
				if !b {
					autoScope = []Kwarg{{Key: "auto_scope", Value: false}}
				}
			case "attrs":
				a, err := e.decoratorAttrs(f.Name, kw.val)
				if err != nil {
					return nil, err
				}
				attrs = a
			case "external_source":
				src, ok := e.stringValue(kw.val)
				if !ok {
					return nil, e.errf(e.sp(kw.val.position()), "external_source must be a string literal")
				}
				external = []Kwarg{{Key: "external_source", Value: src}}
			case "strict_ssa":
				if _, err := e.boolArg(kw.val); err != nil {
					return nil, err
				}
			default:
				return nil, e.errf(e.sp(kw.pos), "unknown @pl.function argument %q", kw.name)
			}
		}
	}
	if dl, dr, ok := DefaultLevelRole(f.Kind); ok {
		if explicitLevel && f.Level != dl {
			return nil, e.errf(e.sp(d.pos), "function type %s implies level %s, but level %s was given", f.Kind, dl, f.Level)
		}
		if explicitRole && f.Role != dr {
			return nil, e.errf(e.sp(d.pos), "function type %s implies role %s, but role %s was given", f.Kind, dr, f.Role)
		}
		f.Level, f.Role = dl, dr
	}
	f.Attrs = append(append(attrs, autoScope...), external...)
	e.fn = f
	e.releaseScopes()
	e.scopes = append(e.scopes, e.newScope(len(d.params)))
	if len(d.params) > 0 {
		f.Params = make([]*Var, 0, len(d.params))
		f.Dirs = make([]ParamDirection, 0, len(d.params))
	}
	for i, prm := range d.params {
		if prm.ann == nil {
			if i == 0 && prm.name == "self" {
				continue
			}
			return nil, e.errf(e.sp(prm.pos), "parameter %q needs a type annotation", prm.name)
		}
		dir := In
		ann := prm.ann
		if s, ok := ann.(*pySubscript); ok {
			if n, _ := dotted(s.x); n != "" {
				if w, ok := e.pl(n); ok && (w == "Out" || w == "InOut") {
					if len(s.index) != 1 {
						return nil, e.errf(e.sp(s.pos), "pl.%s takes one type", w)
					}
					dir = Out
					if w == "InOut" {
						dir = InOut
					}
					ann = s.index[0]
				}
			}
		}
		t, err := e.typ(ann)
		if err != nil {
			return nil, err
		}
		if _, isScalar := t.(*ScalarType); isScalar && dir == InOut {
			return nil, e.errf(e.sp(prm.pos), "Scalar parameter %q cannot be InOut", prm.name)
		}
		for _, p := range f.Params {
			if p.Name == prm.name {
				return nil, e.errf(e.sp(prm.pos), "duplicate parameter %q", prm.name)
			}
		}
		v := e.vars.alloc()
		*v = Var{Name: prm.name, T: t, Pos: e.sp(prm.pos)}
		e.scopes[0][prm.name] = v
		f.Params = append(f.Params, v)
		f.Dirs = append(f.Dirs, dir)
	}
	if d.returns != nil {
		rets, err := e.returnTypes(d.returns)
		if err != nil {
			return nil, err
		}
		f.Returns = rets
	}
	return f, nil
}

func (e *elab) returnTypes(x pyExpr) ([]Type, error) {
	if s, ok := x.(*pySubscript); ok {
		if n, _ := dotted(s.x); n == "tuple" {
			var out []Type
			for _, ix := range s.index {
				t, err := e.typ(ix)
				if err != nil {
					return nil, err
				}
				out = append(out, t)
			}
			return out, nil
		}
	}
	if n, ok := x.(*pyName); ok && n.name == "None" {
		return nil, nil
	}
	t, err := e.typ(x)
	if err != nil {
		return nil, err
	}
	return []Type{t}, nil
}

// body elaborates a function body after all signatures are known.
func (e *elab) body(f *Function, d *pyDef) error {
	e.fn = f
	e.resetContext()
	// Sized for the parameters and a name per top-level statement, so the
	// function's scope rarely grows.
	e.releaseScopes()
	e.scopes = append(e.scopes, e.newScope(len(f.Params)+len(d.body)))
	for _, p := range f.Params {
		e.scopes[0][p.Name] = p
	}
	stmts, err := e.funcAttrPrologue(f, d.body)
	if err != nil {
		return err
	}
	if _, ok := f.Attr("external_source"); ok {
		// A header-only external kernel: the signature is all there is
		// (ast_parser.py:1058-1080).
		if f.Kind != AIC && f.Kind != AIV {
			return e.errf(e.sp(d.pos), "external_source is only valid on FunctionType.AIC or FunctionType.AIV, got FunctionType.%s for function '%s'", f.Kind, f.Name)
		}
		if !emptyBody(stmts) {
			return e.errf(e.sp(d.pos), "External kernel '%s' must have an empty '...' body (signature only) — its implementation is the C++ source given by external_source.", f.Name)
		}
		f.Body = &SeqStmts{Pos: e.sp(d.pos)}
		return nil
	}
	if len(stmts) == 1 {
		if n, ok := stmts[0].(*pyExprStmt); ok {
			if nm, ok := n.x.(*pyName); ok && nm.name == "..." {
				f.Body = &SeqStmts{Pos: e.sp(d.pos)}
				return nil
			}
		}
	}
	out, y, err := e.block(stmts, false)
	if err != nil {
		return err
	}
	if y != nil {
		return e.errf(y.pos, "pl.yield_ outside a loop or branch")
	}
	f.Body = Seq(e.sp(d.pos), out...)
	if _, ok := f.Body.(*SeqStmts); !ok && len(out) == 0 {
		f.Body = &SeqStmts{Pos: e.sp(d.pos)}
	}
	return nil
}

// yieldInfo describes the trailing yield of a block.
type yieldInfo struct {
	stmt    *YieldStmt
	targets []string // names bound by the yield (phi / return var names)
	anns    []Type   // annotation per target (nil: none)
	pos     Span
}

func (e *elab) push() { e.scopes = append(e.scopes, e.newScope(0)) }

// newScope returns an empty scope map, one a closed scope gave back
// (release) when there is one.
func (e *elab) newScope(hint int) map[string]VarLike {
	if n := len(e.free); n > 0 {
		m := e.free[n-1]
		e.free = e.free[:n-1]
		return m
	}
	return make(map[string]VarLike, hint)
}

// release empties a scope map nothing refers to any more and keeps it for
// newScope.
func (e *elab) release(m map[string]VarLike) {
	clear(m)
	e.free = append(e.free, m)
}

// releaseScopes releases every open scope (a function's elaboration is
// over).
func (e *elab) releaseScopes() {
	for _, m := range e.scopes {
		e.release(m)
	}
	e.scopes = e.scopes[:0]
}

// pop closes a scope; with leak its new names become visible in the parent
// (PyPTO's non-SSA loops and branches without yields).
func (e *elab) pop(leak bool) {
	top := e.popKeep()
	if leak {
		parent := e.scopes[len(e.scopes)-1]
		for k, v := range top {
			parent[k] = v
		}
	}
	e.release(top)
}

// popKeep closes a scope and returns its names; the caller releases the
// map when done with it.
func (e *elab) popKeep() map[string]VarLike {
	top := e.scopes[len(e.scopes)-1]
	e.scopes = e.scopes[:len(e.scopes)-1]
	return top
}

func (e *elab) lookup(name string) (VarLike, bool) {
	for i := len(e.scopes) - 1; i >= 0; i-- {
		if v, ok := e.scopes[i][name]; ok {
			return v, true
		}
	}
	return nil, false
}

func (e *elab) bind(name string, v VarLike) { e.scopes[len(e.scopes)-1][name] = v }

// block elaborates a statement list. A yield must be last; it is returned
// as yieldInfo (and also appended to the statements).
func (e *elab) block(stmts []pyStmt, allowCond bool) ([]Stmt, *yieldInfo, error) {
	outer := e.pre // a compound statement's header emitted these before it
	e.pre = nil
	out, y, err := e.blockStmts(stmts, allowCond)
	e.pre = outer
	return out, y, err
}

func (e *elab) blockStmts(stmts []pyStmt, allowCond bool) ([]Stmt, *yieldInfo, error) {
	out := make([]Stmt, 0, len(stmts)) // about a statement each; callers copy it (Seq)
	var y *yieldInfo
	for i, s := range stmts {
		if y != nil {
			return nil, nil, e.errf(e.sp(s.position()), "statement after pl.yield_; a yield must end its block")
		}
		st, yi, err := e.stmt(s, allowCond && i == 0)
		if err != nil {
			return nil, nil, err
		}
		if len(e.pre) > 0 {
			out = append(out, e.pre...)
			e.pre = nil
		}
		if yi != nil {
			// A yield, or a runtime scope ending in one.
			y = yi
			if st == nil {
				st = yi.stmt
			}
			out = append(out, st)
			continue
		}
		if sq, ok := st.(*SeqStmts); ok {
			out = append(out, sq.Stmts...)
		} else if st != nil {
			out = append(out, st)
		}
	}
	return out, y, nil
}

// isCall reports whether x calls pl.<name>, returning the call; the
// parentheses around a call are Python's grouping, not a node.
func (e *elab) isCall(x pyExpr, name string) (*pyCall, bool) {
	c, ok := unparen(x).(*pyCall)
	if !ok {
		return nil, false
	}
	d, _ := dotted(c.fn)
	w, ok := e.pl(d)
	return c, ok && w == name
}

func (e *elab) stmt(s pyStmt, first bool) (Stmt, *yieldInfo, error) {
	switch s := s.(type) {
	case *pySimple:
		switch s.word {
		case "pass":
			return nil, nil, nil
		case "break":
			return &BreakStmt{Pos: e.sp(s.pos)}, nil, nil
		case "continue":
			return &ContinueStmt{Pos: e.sp(s.pos)}, nil, nil
		}
	case *pyReturn:
		xs := s.vals
		if len(xs) == 1 {
			// return (a, b) returns two values, as return a, b does
			// (ast_parser.py:5626-5632); a list is one value.
			if t, ok := unparen(xs[0]).(*pyTuple); ok {
				xs = t.elems
			}
		}
		vals, err := e.exprs(xs)
		if err != nil {
			return nil, nil, err
		}
		return &ReturnStmt{Values: vals, Pos: e.sp(s.pos)}, nil, nil
	case *pyExprStmt:
		if c, ok := s.x.(*pyCall); ok {
			if d, _ := dotted(c.fn); d == "pl.dump_tag" {
				return nil, nil, e.dumpTag(c, e.sp(s.pos))
			}
		}
		if c, ok := e.isCall(s.x, "yield_"); ok {
			y, err := e.yield(c, nil, nil, e.sp(s.pos))
			return nil, y, err
		}
		if _, ok := s.x.(*pyStr); ok {
			return nil, nil, nil // docstring
		}
		// Any IR expression is a statement, its value discarded
		// (ast_parser.py:5637-5681): pl.const(0, pl.INT64) as a body
		// is an EvalStmt of a constant.
		x, err := e.expr(s.x)
		if err != nil {
			return nil, nil, err
		}
		return &EvalStmt{Expr: x, Pos: e.sp(s.pos)}, nil, nil
	case *pyAssign:
		return e.assign(s)
	case *pyIf:
		st, err := e.ifStmt(s)
		return st, nil, err
	case *pyFor:
		st, err := e.forStmt(s)
		return st, nil, err
	case *pyWhile:
		st, err := e.whileStmt(s)
		return st, nil, err
	case *pyWith:
		return e.withStmt(s)
	case *pyDef, *pyClass:
		return nil, nil, e.errf(e.sp(s.position()), "nested definitions are not supported")
	case *pyImport:
		return nil, nil, e.errf(e.sp(s.position()), "import inside a function is not supported")
	}
	return nil, nil, e.errf(e.sp(s.position()), "unsupported statement")
}

func (e *elab) yield(c *pyCall, targets []string, anns []Type, pos Span) (*yieldInfo, error) {
	if len(c.kws) > 0 {
		return nil, e.errf(e.sp(c.pos), "pl.yield_ takes no keyword arguments")
	}
	vals, err := e.exprs(c.args)
	if err != nil {
		return nil, err
	}
	if len(targets) > 0 && len(targets) != len(vals) {
		return nil, e.errf(pos, "pl.yield_ of %d values bound to %d names", len(vals), len(targets))
	}
	return &yieldInfo{stmt: &YieldStmt{Values: vals, Pos: pos}, targets: targets, anns: anns, pos: pos}, nil
}

func (e *elab) assign(s *pyAssign) (Stmt, *yieldInfo, error) {
	if s.value == nil {
		return nil, nil, e.errf(e.sp(s.pos), "an annotation needs a value")
	}
	if st, ok, err := e.arraySet(s); ok {
		return st, nil, err // arr[i] = v (parse_system.go)
	}
	targets := s.targets
	if len(targets) == 1 {
		if sub, ok := unparen(targets[0]).(*pySubscript); ok {
			if s.ann != nil {
				return nil, nil, e.errf(e.sp(sub.pos), "Only simple variable assignments supported")
			}
			st, err := e.subscriptWrite(sub, s)
			return st, nil, err
		}
		// (a, b) = v is a, b = v.
		if t, ok := unparen(targets[0]).(*pyTuple); ok {
			if s.ann != nil {
				return nil, nil, e.errf(e.sp(t.pos), "Only simple variable assignments supported")
			}
			targets = t.elems
		}
	}
	if c, ok := e.isCall(s.value, "yield_"); ok {
		// A yield binds the names among its targets
		// (ast_parser.py:2509-2548); the yield's arity is checked
		// against them below.
		names := make([]string, 0, len(targets))
		for _, t := range targets {
			n, ok := t.(*pyName)
			if !ok {
				return nil, nil, e.errf(e.sp(t.position()), "yield targets must be names")
			}
			names = append(names, n.name)
		}
		var anns []Type
		if s.ann != nil {
			t, err := e.typ(s.ann)
			if err != nil {
				return nil, nil, err
			}
			anns = []Type{t}
		}
		y, err := e.yield(c, names, anns, e.sp(s.pos))
		return nil, y, err
	}
	if len(targets) != 1 || len(s.targets) == 1 && targets[0] != s.targets[0] {
		if s.ann != nil {
			return nil, nil, e.errf(e.sp(s.pos), "an annotated assignment binds one name")
		}
		return e.unpack(targets, s)
	}
	nameNode, ok := unparen(targets[0]).(*pyName)
	if !ok {
		return nil, nil, e.errf(e.sp(targets[0].position()), "assignment target must be a name")
	}
	name := nameNode.name
	// x: pl.Ptr = pl.tile.alloc(...)
	var ann Type
	var simple simpleAnn
	isSimple := false
	if s.ann != nil {
		// A simple annotation is read after the value (typ cannot fail
		// on one, so no error moves) and only built when it does not
		// restate the value's type.
		if !e.generalAnn {
			simple, isSimple = e.simpleAnnotation(s.ann)
		}
		if !isSimple {
			t, err := e.typ(s.ann)
			if err != nil {
				return nil, nil, err
			}
			ann = t
		}
	}
	if c, ok := s.value.(*pyCall); ok {
		e.lhsCall, e.lhsName = c, name
	}
	val, err := e.expr(s.value)
	e.lhsCall = nil
	if err != nil {
		return nil, nil, err
	}
	t, merged := Type(nil), false
	if isSimple {
		t, merged = simple.merged(val.Type())
	}
	if merged {
		val = retype(val, t)
	} else {
		if isSimple {
			if ann, err = e.typ(s.ann); err != nil {
				return nil, nil, err
			}
		}
		if t, val, err = e.merge(name, ann, annHasTileView(s.ann), val, e.sp(s.pos)); err != nil {
			return nil, nil, err
		}
	}
	st, err := e.bindAssign(name, t, val, nameNode.pos, e.sp(s.pos))
	return st, nil, err
}

// bindAssign binds name to val (of type t) as PyPTO's _assign_or_let does
// (ast_parser.py:1794-1847): a name bound to a variable is reassigned, its
// type unchanged; a new name, or one bound to a loop's iter arg, gets a
// new variable.
func (e *elab) bindAssign(name string, t Type, val Expr, namePos pyPos, pos Span) (Stmt, error) {
	if prev, ok := e.lookup(name); ok && isPlainVar(prev) {
		// Non-SSA reassignment reuses the variable (PyPTO's parser).
		if !TypeEqual(prev.Type(), t) {
			return nil, e.errf(pos, "Cannot reassign '%s' with a different type: was %s, got %s", name, PrintType(prev.Type()), PrintType(t))
		}
		return &AssignStmt{Var: prev.VarRef(), Value: retype(val, prev.Type()), Pos: pos}, nil
	}
	v := e.vars.alloc()
	*v = Var{Name: name, T: t, Pos: e.sp(namePos)}
	e.bind(name, v)
	a := e.assigns.alloc()
	*a = AssignStmt{Var: v, Value: val, Pos: pos}
	return a, nil
}

// unpack elaborates `a, b = value` for a tuple-typed value: a temporary
// bound to the tuple (PyPTO's _tuple_tmp / _submit_tmp) and one assignment
// per element. The result target of pl.submit / pl.spmd_submit may be a
// tuple of names, one per kernel output: `(a, b), tid = pl.submit(...)`
// binds a, b and tid to the submit tuple's three elements
// (ast_parser.py:1997-2106); no other target nests.
func (e *elab) unpack(targets []pyExpr, s *pyAssign) (Stmt, *yieldInfo, error) {
	construct := ""
	if _, ok := e.isCall(s.value, "submit"); ok {
		construct = "pl.submit"
	} else if _, ok := e.isCall(s.value, "spmd_submit"); ok {
		construct = "pl.spmd_submit"
	}
	var names []*pyName
	for i, t := range targets {
		t = unparen(t)
		if tup, ok := t.(*pyTuple); ok && construct != "" && i == 0 && len(targets) == 2 {
			for _, x := range tup.elems {
				n, ok := unparen(x).(*pyName)
				if !ok {
					return nil, nil, e.errf(e.sp(s.pos), "%s(...) result target must contain plain variable names only (no nested tuples), got '%s'", construct, pyUnparse(x))
				}
				names = append(names, n)
			}
			continue
		}
		n, ok := t.(*pyName)
		if !ok {
			return nil, nil, e.errf(e.sp(t.position()), "Tuple unpacking target must be a variable name, got %s", pyUnparse(t))
		}
		names = append(names, n)
	}
	val, err := e.expr(s.value)
	if err != nil {
		return nil, nil, err
	}
	tt, ok := val.Type().(*TupleType)
	if !ok || len(tt.Elems) != len(names) {
		return nil, nil, e.errf(e.sp(s.pos), "cannot unpack %s into %d names", PrintType(val.Type()), len(names))
	}
	tmpName := "_tuple_tmp"
	if _, isSubmit := val.(*Submit); isSubmit {
		tmpName = "_submit_tmp"
	}
	tmp := &Var{Name: tmpName, T: tt, Pos: e.sp(s.pos)}
	stmts := []Stmt{&AssignStmt{Var: tmp, Value: val, Pos: e.sp(s.pos)}}
	for i, n := range names {
		// Each name is bound as by an assignment: a name already bound
		// is reassigned (ast_parser.py:1914-1927, 1972-1995).
		st, err := e.bindAssign(n.name, tt.Elems[i], &TupleGetItem{Tuple: tmp, Index: i, Pos: e.sp(s.pos)}, n.pos, e.sp(s.pos))
		if err != nil {
			return nil, nil, err
		}
		stmts = append(stmts, st)
	}
	return &SeqStmts{Stmts: stmts, Pos: e.sp(s.pos)}, nil, nil
}

// pyUnparse writes an expression back as Python source, as ast.unparse
// does, for messages (operator precedence is not restored).
func pyUnparse(x pyExpr) string {
	switch x := x.(type) {
	case *pyName:
		return x.name
	case *pyParen:
		return pyUnparse(x.x)
	case *pyTuple:
		parts := make([]string, len(x.elems))
		for i, el := range x.elems {
			parts[i] = pyUnparse(el)
		}
		if len(parts) == 1 {
			return "(" + parts[0] + ",)"
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case *pyNum:
		return x.text
	case *pySubscript:
		parts := make([]string, len(x.index))
		for i, el := range x.index {
			parts[i] = pyUnparse(el)
		}
		return pyUnparse(x.x) + "[" + strings.Join(parts, ", ") + "]"
	case *pyBinOp:
		return pyUnparse(x.l) + " " + x.op + " " + pyUnparse(x.r)
	case *pyUnary:
		if x.op == "not" {
			return "not " + pyUnparse(x.x)
		}
		return x.op + pyUnparse(x.x)
	case *pyStr:
		return "'" + x.val + "'"
	case *pyList:
		parts := make([]string, len(x.elems))
		for i, el := range x.elems {
			parts[i] = pyUnparse(el)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case *pyCall:
		parts := make([]string, 0, len(x.args)+len(x.kws))
		for _, a := range x.args {
			parts = append(parts, pyUnparse(a))
		}
		for _, kw := range x.kws {
			parts = append(parts, kw.name+"="+pyUnparse(kw.val))
		}
		return pyUnparse(x.fn) + "(" + strings.Join(parts, ", ") + ")"
	}
	if d, ok := dotted(x); ok {
		return d
	}
	return "..."
}

// isPlainVar reports whether v is a Var, not an IterArg.
func isPlainVar(v VarLike) bool {
	_, ok := v.(*Var)
	return ok
}

// unparen strips the parentheses around an expression: Python's grouping,
// which its syntax tree does not keep.
func unparen(x pyExpr) pyExpr {
	for {
		p, ok := x.(*pyParen)
		if !ok {
			return x
		}
		x = p.x
	}
}

// merge combines an annotation with the value's deduced type (PyPTO's
// annotation merge): shape and dtype must agree; for tiles the
// annotation's MemRef, memory space and view win and the deduced type fills
// the gaps; for tensors an annotated MemRef or view wins; a Scalar
// annotation re-types an INDEX constant. A call is rebuilt with the merged
// type so the assignment is symmetric.
func (e *elab) merge(name string, ann Type, annView bool, val Expr, pos Span) (Type, Expr, error) {
	inf := val.Type()
	if ann == nil {
		return inf, val, nil
	}
	if _, unk := inf.(*UnknownType); unk || inf == nil {
		return ann, retype(val, ann), nil
	}
	if TypeKindName(ann) != TypeKindName(inf) {
		return nil, nil, e.errf(pos, "Type annotation for '%s' is %s but expression has type %s", name, kindShort(ann), kindShort(inf))
	}
	switch a := ann.(type) {
	case *ScalarType:
		i := inf.(*ScalarType)
		if a.DType == i.DType {
			return ann, val, nil
		}
		if c, ok := val.(*ConstInt); ok && i.DType == INDEX && a.DType.IsInt() {
			return ann, &ConstInt{Value: c.Value, DType: a.DType, Pos: c.Pos}, nil
		}
		if c, ok := val.(*ConstFloat); ok && a.DType.IsFloat() {
			return ann, &ConstFloat{Value: c.Value, DType: a.DType, Pos: c.Pos}, nil
		}
		if i.DType == INDEX && a.DType.IsInt() {
			return ann, retype(val, ann), nil
		}
		if a.DType == INDEX && i.DType.IsInt() {
			// PyPTO's annotation overrides a scalar's type only when the
			// value is INDEX (ast_parser.py:1730-1735): an INT32 value
			// (pl.system.available_aiv_count()) under pl.Scalar[pl.INDEX]
			// stays INT32.
			return inf, val, nil
		}
		return nil, nil, e.errf(pos, "Type annotation for '%s' has dtype %s but expression has dtype %s", name, a.DType, i.DType)
	case *TileType:
		i := inf.(*TileType)
		if c, ok := val.(*Call); ok && a.Rank() == 2 && i.Rank() > 2 && (c.OpName() == "tile.load" || c.OpName() == "tile.create" || c.OpName() == "tile.full") {
			// FlattenTileNdTo2D's output: an ND window read into a 2-D
			// tile. PyPTO's parser trusts the annotation's shape here.
			if n1, ok1 := NumElements(a.Shape); ok1 {
				if n2, ok2 := NumElements(i.Shape); ok2 && n1 != n2 {
					return nil, nil, e.errf(pos, "Type annotation for '%s' flattens %s to %s, which holds a different number of elements", name, fmtShape(i.Shape), fmtShape(a.Shape))
				}
			}
			if a.DType != i.DType {
				return nil, nil, e.errf(pos, "Type annotation for '%s' has dtype %s but expression has dtype %s", name, a.DType, i.DType)
			}
			space := a.Space
			if space == MemNone {
				space = i.Space
			}
			m := NewTileType(a.Shape, a.DType, a.MemRef, space, a.View)
			return m, retype(val, m), nil
		}
		if err := e.checkShaped(name, a.Shape, a.DType, i.Shape, i.DType, pos); err != nil {
			return nil, nil, err
		}
		mr, space, view := a.MemRef, a.Space, i.View
		if mr == nil {
			mr = i.MemRef
		}
		if space == MemNone {
			space = i.Space
		}
		if annView {
			view = a.View
			if view == nil {
				// The annotation spelled out the implicit view of its
				// own space; keep that layout under the merged space.
				imp := ImplicitTileView(a.Shape, a.Space)
				view = &imp
			}
		}
		if mr == i.MemRef && space == i.Space && (view == i.View || view != nil && i.View != nil && view.SameAs(i.View)) {
			// The annotation restates the inferred type (as every
			// printed program's do).
			return i, val, nil
		}
		m := NewTileType(i.Shape, i.DType, mr, space, view)
		return m, retype(val, m), nil
	case *TensorType:
		i := inf.(*TensorType)
		if err := e.checkShaped(name, a.Shape, a.DType, i.Shape, i.DType, pos); err != nil {
			return nil, nil, err
		}
		m := i
		if a.MemRef != nil || a.View != nil {
			view := i.View
			if a.View != nil {
				view = a.View
			}
			mr := i.MemRef
			if a.MemRef != nil {
				mr = a.MemRef
			}
			m = NewTensorType(i.Shape, i.DType, view, mr).KindOf(i)
		}
		return m, retype(val, m), nil
	case *TupleType:
		// A tuple annotation overrides nothing: PyPTO's parser checks only
		// its kind (validate_annotation_consistency,
		// type_resolver.py:1511-1550) and keeps the value's type
		// (ast_parser.py:1661-1735), so `t: pl.Tuple[A, B] = self.f(...)`
		// binds t to f's return types whatever A and B say.
		return inf, val, nil
	}
	return ann, retype(val, ann), nil
}

// annHasTileView reports whether an annotation spells out a pl.TileView.
func annHasTileView(x pyExpr) bool {
	s, ok := x.(*pySubscript)
	if !ok {
		return false
	}
	for _, ix := range s.index {
		if c, ok := ix.(*pyCall); ok {
			if d, _ := dotted(c.fn); strings.HasSuffix(d, "TileView") {
				return true
			}
		}
	}
	return false
}

// kindShort names a type's kind as PyPTO's annotation check does: Tensor,
// Tile, Scalar and Array by their DSL names, any other kind by its class
// name (_TYPE_KIND_NAMES, type_resolver.py:135-140: a DistributedTensorType
// stays DistributedTensorType).
func kindShort(t Type) string {
	switch k := TypeKindName(t); k {
	case "TensorType", "TileType", "ScalarType", "ArrayType":
		return strings.TrimSuffix(k, "Type")
	default:
		return k
	}
}

func (e *elab) checkShaped(name string, as []Expr, ad DataType, is []Expr, id DataType, pos Span) error {
	if ad != id && !(ad.IsInt() && id == INDEX || id.IsInt() && ad == INDEX) {
		return e.errf(pos, "Type annotation for '%s' has dtype %s but expression has dtype %s", name, ad, id)
	}
	if len(as) != len(is) {
		return e.errf(pos, "Type annotation for '%s' has rank %d but expression has rank %d", name, len(as), len(is))
	}
	for k := range as {
		x, ok1 := ConstValue(as[k])
		y, ok2 := ConstValue(is[k])
		if ok1 && ok2 && x != y {
			return e.errf(pos, "Type annotation for '%s' has shape dimension %d = %d but expression has shape dimension %d = %d", name, k, x, k, y)
		}
	}
	return nil
}

// retype gives a call the merged type; other values keep theirs. The call
// is changed in place: every call retype sees was just built by elab.expr
// for the assignment being elaborated (op.Create and funcCall make a new
// Call each time, a name never elaborates to a Call), so nothing else
// refers to it yet.
func retype(val Expr, t Type) Expr {
	if c, ok := val.(*Call); ok && c.T != t {
		c.T = t
	}
	return val
}

func (e *elab) ifStmt(s *pyIf) (Stmt, error) {
	cond, err := e.expr(s.cond)
	if err != nil {
		return nil, err
	}
	if st, ok := cond.Type().(*ScalarType); !ok || st.DType != BOOL {
		return nil, e.errf(e.sp(s.cond.position()), "if condition must be a Bool-typed scalar expression, got %s", PrintType(cond.Type()))
	}
	// Without a yield binding names in either branch, the names the then
	// branch defines are visible from the else branch on, so an else
	// assignment of one reassigns it (parse_if_statement,
	// ast_parser.py:3466-3490).
	leak := !e.yieldsNames(s.then) && !e.yieldsNames(s.els)
	e.push()
	thenStmts, ty, err := e.block(s.then, false)
	if err != nil {
		return nil, err
	}
	thenScope := e.popKeep()
	defer e.release(thenScope)
	if leak {
		for k, v := range thenScope {
			e.bind(k, v)
		}
	}
	st := &IfStmt{Cond: cond, Then: Seq(e.sp(s.pos), thenStmts...), Pos: e.sp(s.pos)}
	if len(thenStmts) == 0 {
		st.Then = &SeqStmts{Pos: e.sp(s.pos)}
	}
	var ey *yieldInfo
	var elseScope map[string]VarLike
	if s.hasElse {
		e.push()
		elseStmts, y, err := e.block(s.els, false)
		if err != nil {
			return nil, err
		}
		elseScope = e.popKeep()
		defer e.release(elseScope)
		ey = y
		// An else with no statement (else: pass) is no else at all, as
		// PyPTO's IRBuilder::EndIf builds it (src/ir/builder.cpp:281-288).
		if len(elseStmts) > 0 {
			st.Else = Seq(e.sp(s.elsePos), elseStmts...)
		}
	}
	var names []string
	var anns []Type
	var vals []Expr
	switch {
	case ty != nil && len(ty.targets) > 0:
		names, anns, vals = ty.targets, ty.anns, ty.stmt.Values
	case ey != nil && len(ey.targets) > 0:
		names, anns, vals = ey.targets, ey.anns, ey.stmt.Values
	}
	if ty != nil && ey != nil && len(ty.targets) > 0 && len(ey.targets) > 0 && len(ty.targets) != len(ey.targets) {
		return nil, e.errf(ey.pos, "the branches of an if yield %d and %d values", len(ty.targets), len(ey.targets))
	}
	if len(names) == 0 {
		// No phis: names defined in the branches stay visible (non-SSA).
		for k, v := range thenScope {
			e.bind(k, v)
		}
		for k, v := range elseScope {
			if _, ok := thenScope[k]; !ok {
				e.bind(k, v)
			}
		}
		return st, nil
	}
	for i, n := range names {
		var t Type
		if i < len(anns) && anns[i] != nil {
			t = anns[i]
		} else if ey != nil && len(ey.anns) > i && ey.anns[i] != nil {
			t = ey.anns[i]
		} else {
			t = vals[i].Type()
		}
		v := &Var{Name: n, T: t, Pos: e.sp(s.pos)}
		st.ReturnVars = append(st.ReturnVars, v)
	}
	for i, v := range st.ReturnVars {
		e.bind(names[i], v)
	}
	return st, nil
}

// yieldsNames reports whether a branch body binds names with a yield
// among its own statements or in a runtime scope's body, as PyPTO's
// _scan_for_yields does (ast_parser.py:9297-9366): nested ifs and loops
// do not count.
func (e *elab) yieldsNames(stmts []pyStmt) bool {
	for _, s := range stmts {
		switch s := s.(type) {
		case *pyAssign:
			if _, ok := e.isCall(s.value, "yield_"); ok {
				return true
			}
		case *pyWith:
			if c, ok := s.item.(*pyCall); ok {
				d, _ := dotted(c.fn)
				if w, _ := e.pl(d); (w == "scope" || w == "manual_scope" || w == "runtime_scope") && e.yieldsNames(s.body) {
					return true
				}
			}
		}
	}
	return false
}

// rangeKinds maps pl.<name> loop iterators to loop kinds.
var rangeKinds = map[string]ForKind{"range": Sequential, "parallel": Parallel, "unroll": Unroll, "pipeline": Pipeline}

func (e *elab) forStmt(s *pyFor) (Stmt, error) {
	call, ok := s.iter.(*pyCall)
	if !ok {
		return nil, e.errf(e.sp(s.iter.position()), "a for loop must iterate over pl.range / pl.parallel / pl.unroll / pl.pipeline / pl.while_")
	}
	d, _ := dotted(call.fn)
	w, _ := e.pl(d)
	switch w {
	case "while_":
		return e.whileForm(s, call)
	case "spmd":
		return e.spmdFor(s, call)
	case "split_aiv":
		return e.splitAivFor(s, call)
	}
	kind, ok := rangeKinds[w]
	if !ok {
		return nil, e.errf(e.sp(call.pos), "a for loop must iterate over pl.range / pl.parallel / pl.unroll / pl.pipeline / pl.while_, not %s", d)
	}
	if len(call.args) < 1 || len(call.args) > 3 {
		return nil, e.errf(e.sp(call.pos), "pl.%s takes 1 to 3 positional arguments (start, stop, step), got %d", w, len(call.args))
	}
	bounds, err := e.exprs(call.args)
	if err != nil {
		return nil, err
	}
	for i, b := range bounds {
		if st, ok := b.Type().(*ScalarType); !ok || !st.DType.IsInt() {
			return nil, e.errf(e.sp(call.args[i].position()), "loop bounds must be integer scalars, got %s", PrintType(b.Type()))
		}
	}
	var start, stop, step Expr
	switch len(bounds) {
	case 1:
		start, stop, step = ConstI(0), bounds[0], ConstI(1)
	case 2:
		start, stop, step = bounds[0], bounds[1], ConstI(1)
	case 3:
		start, stop, step = bounds[0], bounds[1], bounds[2]
	}
	st := &ForStmt{Start: start, Stop: stop, Step: step, Kind: kind, Pos: e.sp(s.pos)}
	var inits []Expr
	for _, kw := range call.kws {
		switch kw.name {
		case "init_values":
			elems, ok := tupleElems(kw.val)
			if !ok {
				return nil, e.errf(e.sp(kw.pos), "init_values must be a tuple or list")
			}
			if inits, err = e.exprs(elems); err != nil {
				return nil, err
			}
		case "stage":
			if kind != Pipeline {
				return nil, e.errf(e.sp(kw.pos), "stage= is only valid for pl.pipeline")
			}
			n, ok := kw.val.(*pyNum)
			v, err := strconv.ParseInt(numText(n), 0, 64)
			if !ok || n.isFloat || err != nil || v < 1 {
				return nil, e.errf(e.sp(kw.pos), "stage must be an integer literal >= 1")
			}
			st.Attrs = append(st.Attrs, Kwarg{Key: "pipeline_stages", Value: v})
		case "attrs":
			attrs, err := e.attrDict(kw.val)
			if err != nil {
				return nil, err
			}
			st.Attrs = append(st.Attrs, attrs...)
		default:
			return nil, e.errf(e.sp(kw.pos), "Unknown keyword argument '%s' in pl.%s()", kw.name, w)
		}
	}
	if kind == Unroll {
		// PyPTO's parser checks pl.unroll before UnrollLoops does
		// (language/parser/ast_parser.py:2677-2702).
		if len(inits) > 0 {
			return nil, e.errf(e.sp(call.pos), "pl.unroll() cannot be combined with init_values")
		}
		for _, b := range []Expr{start, stop, step} {
			if _, ok := unrollBound(b); !ok {
				return nil, e.errf(e.sp(call.pos), "pl.unroll() requires compile-time constant integer bounds")
			}
		}
		if v, _ := unrollBound(step); v == 0 {
			return nil, e.errf(e.sp(call.pos), "pl.unroll() step cannot be zero")
		}
	}
	if kind == Pipeline {
		if _, ok := st.Attr("pipeline_stages"); !ok {
			return nil, e.errf(e.sp(call.pos), "pl.pipeline requires stage=")
		}
	}
	// Loop var dtype: INDEX unless a bound is a typed constant.
	lvType := INDEX
	for _, b := range bounds {
		if c, ok := b.(*ConstInt); ok && c.DType != INDEX {
			lvType = c.DType
			break
		}
	}
	loopName, iaNames, err := e.forTargets(s.target)
	if err != nil {
		return nil, err
	}
	if len(iaNames) != len(inits) {
		return nil, e.errf(e.sp(s.target.position()), "the loop binds %d iter args but init_values has %d values", len(iaNames), len(inits))
	}
	st.LoopVar = &Var{Name: loopName.name, T: Scalar(lvType), Pos: e.sp(loopName.pos)}
	for i, n := range iaNames {
		st.IterArgs = append(st.IterArgs, &IterArg{Var: Var{Name: n.name, T: inits[i].Type(), Pos: e.sp(n.pos)}, Init: inits[i]})
	}
	e.push()
	e.bind(loopName.name, st.LoopVar)
	for i, ia := range st.IterArgs {
		e.bind(iaNames[i].name, ia)
	}
	body, y, err := e.block(s.body, false)
	if err != nil {
		return nil, err
	}
	e.pop(len(st.IterArgs) == 0)
	// The loop var and iter args do not leak.
	st.Body = Seq(e.sp(s.pos), body...)
	if len(body) == 0 {
		st.Body = &SeqStmts{Pos: e.sp(s.pos)}
	}
	if err := e.loopResults(&st.ReturnVars, st.IterArgs, y, e.sp(s.pos)); err != nil {
		return nil, err
	}
	return st, nil
}

// loopResults creates the return vars of a loop from its trailing yield's
// targets (or <iterarg>_out when it names none) and binds them. Each is
// typed as its iter arg, whatever the target's annotation says: PyPTO's
// parser declares a loop's return vars without a type, which its builder
// infers from the iter arg (language/parser/ast_parser.py:2792-2800,
// :3383-3389; ir/builder.py:1059-1071). An if's return vars do take the
// annotation (ast_parser.py:3497-3503).
func (e *elab) loopResults(rvs *[]*Var, ias []*IterArg, y *yieldInfo, pos Span) error {
	if len(ias) == 0 {
		if y != nil && len(y.targets) > 0 {
			return e.errf(y.pos, "pl.yield_ binds names but the loop carries no init_values")
		}
		return nil
	}
	if y == nil {
		return e.errf(pos, "a loop with init_values must end with pl.yield_")
	}
	if len(y.stmt.Values) != len(ias) {
		return e.errf(y.pos, "pl.yield_ of %d values in a loop carrying %d iter args", len(y.stmt.Values), len(ias))
	}
	for i, ia := range ias {
		name := ia.Name + "_out"
		if len(y.targets) > 0 {
			name = y.targets[i]
		}
		v := &Var{Name: name, T: ia.T, Pos: y.pos}
		*rvs = append(*rvs, v)
		if len(y.targets) > 0 {
			e.bind(name, v)
		}
	}
	return nil
}

// unrollBound is a pl.unroll bound's value: an integer constant or the
// negation of one (_is_const_int, ast_parser.py:223-230).
func unrollBound(b Expr) (int64, bool) {
	switch x := b.(type) {
	case *ConstInt:
		return x.Value, true
	case *Unary:
		if c, ok := x.X.(*ConstInt); ok && x.Op == OpNeg {
			return -c.Value, true
		}
	}
	return 0, false
}

func (e *elab) forTargets(t pyExpr) (*pyName, []*pyName, error) {
	switch t := t.(type) {
	case *pyName:
		return t, nil, nil
	case *pyTuple:
		if len(t.elems) == 2 {
			lv, ok := t.elems[0].(*pyName)
			inner, ok2 := t.elems[1].(*pyTuple)
			if ok && ok2 {
				var ias []*pyName
				for _, x := range inner.elems {
					n, ok := x.(*pyName)
					if !ok {
						return nil, nil, &SyntaxError{Pos: e.sp(x.position()), Msg: "iter args must be names"}
					}
					ias = append(ias, n)
				}
				return lv, ias, nil
			}
		}
	}
	return nil, nil, &SyntaxError{Pos: e.sp(t.position()), Msg: "loop target must be a name or `i, (a, b, ...)`"}
}

// whileForm elaborates `for (x, ...) in pl.while_(init_values=(...)):` whose
// first body statement is pl.cond(c).
func (e *elab) whileForm(s *pyFor, call *pyCall) (Stmt, error) {
	if len(call.args) > 0 {
		return nil, e.errf(e.sp(call.pos), "pl.while_ takes no positional arguments")
	}
	var inits []Expr
	for _, kw := range call.kws {
		if kw.name != "init_values" {
			return nil, e.errf(e.sp(kw.pos), "Unknown keyword argument '%s' in pl.while_()", kw.name)
		}
		elems, ok := tupleElems(kw.val)
		if !ok {
			return nil, e.errf(e.sp(kw.pos), "init_values must be a tuple or list")
		}
		var err error
		if inits, err = e.exprs(elems); err != nil {
			return nil, err
		}
	}
	if len(inits) == 0 {
		return nil, e.errf(e.sp(call.pos), "pl.while_ requires init_values")
	}
	tup, ok := s.target.(*pyTuple)
	if !ok || len(tup.elems) != len(inits) {
		return nil, e.errf(e.sp(s.target.position()), "pl.while_ target must be a tuple of %d names", len(inits))
	}
	st := &WhileStmt{Pos: e.sp(s.pos)}
	e.push()
	for i, x := range tup.elems {
		n, ok := x.(*pyName)
		if !ok {
			return nil, e.errf(e.sp(x.position()), "iter args must be names")
		}
		ia := &IterArg{Var: Var{Name: n.name, T: inits[i].Type(), Pos: e.sp(n.pos)}, Init: inits[i]}
		st.IterArgs = append(st.IterArgs, ia)
		e.bind(n.name, ia)
	}
	if len(s.body) == 0 {
		return nil, e.errf(e.sp(s.pos), "the first statement of a pl.while_ body must be pl.cond(...)")
	}
	es, ok := s.body[0].(*pyExprStmt)
	var cc *pyCall
	if ok {
		cc, ok = e.isCall(es.x, "cond")
	}
	if !ok || len(cc.args) != 1 {
		return nil, e.errf(e.sp(s.body[0].position()), "the first statement of a pl.while_ body must be pl.cond(<condition>)")
	}
	cond, err := e.expr(cc.args[0])
	if err != nil {
		return nil, err
	}
	if t, ok := cond.Type().(*ScalarType); !ok || t.DType != BOOL {
		return nil, e.errf(e.sp(cc.args[0].position()), "pl.cond requires a Bool-typed scalar, got %s", PrintType(cond.Type()))
	}
	st.Cond = cond
	body, y, err := e.block(s.body[1:], false)
	if err != nil {
		return nil, err
	}
	e.pop(false)
	st.Body = Seq(e.sp(s.pos), body...)
	if len(body) == 0 {
		st.Body = &SeqStmts{Pos: e.sp(s.pos)}
	}
	if err := e.loopResults(&st.ReturnVars, st.IterArgs, y, e.sp(s.pos)); err != nil {
		return nil, err
	}
	return st, nil
}

func (e *elab) whileStmt(s *pyWhile) (Stmt, error) {
	cond, err := e.expr(s.cond)
	if err != nil {
		return nil, err
	}
	if t, ok := cond.Type().(*ScalarType); !ok || t.DType != BOOL {
		return nil, e.errf(e.sp(s.cond.position()), "while condition must be a Bool-typed scalar, got %s", PrintType(cond.Type()))
	}
	e.push()
	body, y, err := e.block(s.body, false)
	if err != nil {
		return nil, err
	}
	e.pop(true)
	if y != nil && len(y.targets) > 0 {
		return nil, e.errf(y.pos, "a plain while loop carries no values; use pl.while_(init_values=...)")
	}
	st := &WhileStmt{Cond: cond, Body: Seq(e.sp(s.pos), body...), Pos: e.sp(s.pos)}
	if len(body) == 0 {
		st.Body = &SeqStmts{Pos: e.sp(s.pos)}
	}
	return st, nil
}

func tupleElems(x pyExpr) ([]pyExpr, bool) {
	switch x := x.(type) {
	case *pyTuple:
		return x.elems, true
	case *pyList:
		return x.elems, true
	case *pyParen:
		return []pyExpr{x.x}, true
	}
	return nil, false
}

// funcAttrPrologue merges the leading pl.func_attr({...}) directives of a
// body into f's attrs and returns the rest of the body; a leading
// docstring is skipped and kept (ast_parser.py:1111-1156). A directive
// further down is an error.
func (e *elab) funcAttrPrologue(f *Function, body []pyStmt) ([]pyStmt, error) {
	i := 0
	if len(body) > 0 && isDocstring(body[0]) {
		i = 1
	}
	start := i
	for ; i < len(body); i++ {
		c, ok := e.plCallStmt(body[i], "func_attr")
		if !ok {
			break
		}
		if err := e.funcAttr(f, c, e.sp(body[i].position())); err != nil {
			return nil, err
		}
	}
	for _, s := range body[i:] {
		if _, ok := e.plCallStmt(s, "func_attr"); ok {
			return nil, e.errf(e.sp(s.position()), "pl.func_attr() must appear before every other statement in '%s'", f.Name)
		}
	}
	if start == i {
		return body, nil
	}
	return append(append([]pyStmt(nil), body[:start]...), body[i:]...), nil
}

// plCallStmt reports whether s is an expression statement calling
// pl.<name> (spelled with the pl prefix, as _is_pl_call requires).
func (e *elab) plCallStmt(s pyStmt, name string) (*pyCall, bool) {
	es, ok := s.(*pyExprStmt)
	if !ok {
		return nil, false
	}
	c, ok := es.x.(*pyCall)
	if !ok {
		return nil, false
	}
	d, _ := dotted(c.fn)
	return c, d == "pl."+name
}

// funcAttr merges one pl.func_attr({...}) directive
// (ast_parser.py:1158-1243): string-literal keys, each once across the
// decorator and every directive; auto_scope and external_source belong to
// the decorator; a "split" of pl.SplitMode.NONE is dropped.
func (e *elab) funcAttr(f *Function, c *pyCall, pos Span) error {
	if len(c.args) != 1 || len(c.kws) != 0 {
		return e.errf(pos, "pl.func_attr() takes exactly one positional dict argument (no keywords)")
	}
	dict, ok := c.args[0].(*pyDict)
	if !ok {
		return e.errf(e.sp(c.args[0].position()), "pl.func_attr() argument must be a dict literal")
	}
	var attrs []Kwarg
	for i, k := range dict.keys {
		ks, ok := k.(*pyStr)
		if !ok {
			return e.errf(e.sp(k.position()), "pl.func_attr() key must be a string literal")
		}
		if _, dup := lookupKw(attrs, ks.val); dup {
			return e.errf(pos, "Duplicate function attribute '%s' in pl.func_attr({...})", ks.val)
		}
		if ks.val == "auto_scope" || ks.val == "external_source" {
			return e.errf(pos, "'%s' cannot be set with pl.func_attr()", ks.val)
		}
		if ks.val == "split" {
			m, err := e.enumArg(dict.vals[i], splitEnum)
			if err != nil {
				return err
			}
			if SplitMode(m) != SplitNone {
				attrs = append(attrs, Kwarg{Key: "split", Value: SplitMode(m)})
			}
			continue
		}
		v, err := e.kwValue(dict.vals[i])
		if err != nil {
			return err
		}
		attrs = append(attrs, Kwarg{Key: ks.val, Value: v})
	}
	for _, a := range attrs {
		if _, dup := f.Attr(a.Key); dup {
			return e.errf(pos, "Duplicate function attribute '%s' in function '%s'. Each attribute may be declared only once.", a.Key, f.Name)
		}
		f.Attrs = append(f.Attrs, a)
	}
	return nil
}

// decoratorAttrs reads @pl.function(attrs={...}) as PyPTO's decorator
// normalizes the evaluated dict (decorator.py:428-475): string keys; a
// SplitMode value of NONE is dropped and any other becomes its int value
// (the "split" key keeps the SplitMode the func_attr spelling gives, which
// prints the same); None is no attrs.
func (e *elab) decoratorAttrs(fn string, x pyExpr) ([]Kwarg, error) {
	if n, ok := x.(*pyName); ok && n.name == "None" {
		return nil, nil
	}
	dict, ok := x.(*pyDict)
	if !ok {
		return nil, e.errf(e.sp(x.position()), "`@pl.function(attrs=...)` must be a dict, got %s", pyTypeName(x))
	}
	var out []Kwarg
	for i, k := range dict.keys {
		ks, ok := k.(*pyStr)
		if !ok {
			return nil, e.errf(e.sp(k.position()), "`@pl.function(attrs=...)` keys must be strings, got %s", pyRepr(k))
		}
		val := dict.vals[i]
		if n, ok := val.(*pyName); ok && n.name == "None" {
			// The C++ attr store takes no None (a TypeError the
			// program decorator reports as a parse failure).
			return nil, e.errf(e.sp(val.position()), "Failed to parse function '%s': Unsupported kwarg type for key: %s", fn, ks.val)
		}
		v, err := e.kwValue(val)
		if err != nil {
			return nil, err
		}
		drop := false
		if m, ok := v.(SplitMode); ok {
			switch {
			case m == SplitNone:
				drop = true
			case ks.val != "split":
				v = int64(m)
			}
		}
		// A Python dict keeps a repeated key once, at its first place,
		// with its last value.
		j := -1
		for k := range out {
			if out[k].Key == ks.val {
				j = k
			}
		}
		switch {
		case j >= 0 && drop:
			out = append(out[:j], out[j+1:]...)
		case j >= 0:
			out[j].Value = v
		case !drop:
			out = append(out, Kwarg{Key: ks.val, Value: v})
		}
	}
	return out, nil
}

// pyTypeName is the Python type name of a literal's value, for messages.
func pyTypeName(x pyExpr) string {
	switch x := x.(type) {
	case *pyList:
		return "list"
	case *pyTuple:
		return "tuple"
	case *pyStr:
		return "str"
	case *pyNum:
		if x.isFloat {
			return "float"
		}
		return "int"
	case *pyName:
		if x.name == "True" || x.name == "False" {
			return "bool"
		}
	}
	return "object"
}

// pyRepr is Python's repr of a literal key, for messages.
func pyRepr(x pyExpr) string {
	switch x := x.(type) {
	case *pyNum:
		return x.text
	case *pyName:
		return x.name
	}
	d, _ := dotted(x)
	return d
}

// stringValue reads a string literal, or a module constant bound to one.
func (e *elab) stringValue(x pyExpr) (string, bool) {
	if n, ok := x.(*pyName); ok {
		if c, ok := e.consts[n.name]; ok {
			x = c
		}
	}
	s, ok := x.(*pyStr)
	if !ok {
		return "", false
	}
	return s.val, true
}

// isDocstring reports whether s is a bare string statement.
func isDocstring(s pyStmt) bool {
	es, ok := s.(*pyExprStmt)
	if !ok {
		return false
	}
	_, ok = es.x.(*pyStr)
	return ok
}

// emptyBody reports whether a body is only a signature marker: nothing, a
// bare ... or a bare pass, beside docstrings (ast_parser.py:111-140).
func emptyBody(body []pyStmt) bool {
	var rest []pyStmt
	for _, s := range body {
		if !isDocstring(s) {
			rest = append(rest, s)
		}
	}
	switch {
	case len(rest) == 0:
		return true
	case len(rest) > 1:
		return false
	}
	switch s := rest[0].(type) {
	case *pySimple:
		return s.word == "pass"
	case *pyExprStmt:
		n, ok := s.x.(*pyName)
		return ok && n.name == "..."
	}
	return false
}
