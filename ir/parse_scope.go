package ir

import (
	"strings"
	"unicode"
)

// Scopes, as PyPTO's parser builds them (python/pypto/language/parser/
// ast_parser.py:3851-5147, 5187-5600): `with pl.at(...)` (an InCore scope
// at CORE_GROUP, a Hierarchy scope elsewhere), `with pl.spmd(...)` and
// `for i in pl.spmd(...)` (an Spmd scope, around an InCore carrier when
// the body does the per-block work itself), `for v in pl.split_aiv(...)`
// (a SplitAiv region, inside an InCore wrapper when no core context is
// open), `with pl.cluster()`, and the runtime scopes `with pl.scope()` /
// `with pl.manual_scope()`. `with pl.at(...) as tid` and
// `with pl.spmd(...) as tid` bind tid to the scope's task id.

// withStmt elaborates a with statement. A runtime scope is transparent to
// yields: when its body ends in one, that is the yield of the enclosing
// loop or branch (ast_parser.py:9335-9366), returned with the scope.
func (e *elab) withStmt(s *pyWith) (Stmt, *yieldInfo, error) {
	pos := e.sp(s.pos)
	call, ok := s.item.(*pyCall)
	var w string
	if ok {
		d, _ := dotted(call.fn)
		w, ok = e.pl(d)
	}
	if !ok {
		return nil, nil, e.errf(pos, "Unsupported context manager in with statement")
	}
	if s.target != nil && w != "at" && w != "spmd" {
		return nil, nil, e.errf(pos, "`with pl.%s(...) as ...:` is not supported — the `as` clause only applies to `with pl.at(...) as tid:` and `with pl.spmd(...) as tid:`", w)
	}
	switch w {
	case "scope", "runtime_scope":
		// runtime_scope is an older irfuzz spelling of pl.scope.
		if len(call.args) > 0 {
			return nil, nil, e.errf(pos, "pl.scope() takes only a 'mode=' keyword, not positional arguments")
		}
		manual := false
		for _, kw := range call.kws {
			if kw.name != "mode" {
				return nil, nil, e.errf(pos, "pl.scope() got an unexpected keyword '%s'", kw.name)
			}
			m, err := e.enumArg(kw.val, scopeModeEnum)
			if err != nil {
				return nil, nil, err
			}
			manual = m == 1
		}
		return e.runtimeScope(s, manual)
	case "manual_scope":
		if len(call.args) > 0 || len(call.kws) > 0 {
			return nil, nil, e.errf(pos, "pl.manual_scope() does not accept arguments")
		}
		return e.runtimeScope(s, true)
	case "cluster":
		if len(call.args) > 0 {
			return nil, nil, e.errf(pos, "pl.cluster() does not accept positional arguments")
		}
		sc := &ScopeStmt{Kind: ScopeCluster, Pos: pos}
		for _, kw := range call.kws {
			if kw.name != "name_hint" {
				return nil, nil, e.errf(pos, "pl.cluster() got unexpected keyword argument '%s'", kw.name)
			}
			n, err := e.nameHint(kw.val, "pl.cluster()")
			if err != nil {
				return nil, nil, err
			}
			sc.Name = n
		}
		return e.scopeBody(sc, nil, s.body, pos)
	case "spmd":
		st, err := e.spmdWith(s, call)
		return st, nil, err
	case "at":
		st, err := e.atScope(s, call)
		return st, nil, err
	case "split_aiv":
		// An older irfuzz spelling of the loop form without the lane
		// index binding.
		st, err := e.splitAivWith(s, call)
		return st, nil, err
	}
	return nil, nil, e.errf(pos, "Unsupported context manager in with statement")
}

// runtimeScope builds a Runtime scope, checking the runtime's placement
// rules (ast_parser.py:3912-3951).
func (e *elab) runtimeScope(s *pyWith, manual bool) (Stmt, *yieldInfo, error) {
	pos := e.sp(s.pos)
	sc := &ScopeStmt{Kind: ScopeRuntime, Manual: manual, Pos: pos}
	if manual {
		if e.manualDepth > 0 {
			return nil, nil, e.errf(pos, "a manual scope may not be nested inside another manual scope")
		}
		e.manualDepth++
		defer func() { e.manualDepth-- }()
		return e.scopeBody(sc, nil, s.body, pos)
	}
	if v, ok := e.fn.Attr("auto_scope"); !ok || v != false {
		return nil, nil, e.errf(pos, "a hand-placed AUTO 'with pl.scope()' requires @pl.function(auto_scope=False)")
	}
	if e.manualDepth > 0 {
		return nil, nil, e.errf(pos, "an AUTO scope may not be nested inside a manual scope")
	}
	return e.scopeBody(sc, nil, s.body, pos)
}

// scopeBody elaborates a scope's body; first, when set, is prepended
// (the index binding of a loop-form scope). What the body binds stays
// visible after it (scopes are transparent to SSA).
func (e *elab) scopeBody(sc *ScopeStmt, first *AssignStmt, body []pyStmt, pos Span) (Stmt, *yieldInfo, error) {
	if len(e.dumpTagged) > 0 && sc.Kind != ScopeRuntime && sc.Kind != ScopeSplitAiv {
		// PyPTO adds the marks to the scope's dump_vars
		// (_merge_forward_sticky_dump, ast_parser.py:5097-5147).
		return nil, nil, e.errf(pos, "pl.dump_tag before a pl.at / pl.cluster / pl.spmd scope is not modelled by irfuzz (the scope's dump_vars)")
	}
	e.scopeKinds = append(e.scopeKinds, sc.Kind)
	defer func() { e.scopeKinds = e.scopeKinds[:len(e.scopeKinds)-1] }()
	e.push()
	if first != nil {
		e.bind(first.Var.Name, first.Var)
	}
	stmts, y, err := e.block(body, false)
	if err != nil {
		return nil, nil, err
	}
	e.pop(true)
	if y != nil && sc.Kind != ScopeRuntime {
		return nil, nil, e.errf(y.pos, "pl.yield_ cannot end a scope body")
	}
	if first != nil {
		stmts = append([]Stmt{first}, stmts...)
	}
	sc.Body = Seq(pos, stmts...)
	if len(stmts) == 0 {
		sc.Body = &SeqStmts{Pos: pos}
	}
	return sc, y, nil
}

// insideScope reports whether a scope of kind k is being elaborated.
func (e *elab) insideScope(k ScopeKind) bool {
	for _, s := range e.scopeKinds {
		if s == k {
			return true
		}
	}
	return false
}

// nameHint reads a scope's name_hint: a string literal that is empty or a
// Python identifier other than a keyword (ast_parser.py:3851-3874).
func (e *elab) nameHint(x pyExpr, fn string) (string, error) {
	s, ok := x.(*pyStr)
	if !ok {
		return "", e.errf(e.sp(x.position()), "%s 'name_hint' argument must be a string literal", fn)
	}
	if s.val != "" && (!isIdentifier(s.val) || pythonKeywords[s.val]) {
		return "", e.errf(e.sp(x.position()), "%s 'name_hint' must be a valid non-keyword identifier, got %s", fn, pyQuote(s.val, '\''))
	}
	return s.val, nil
}

// isIdentifier reports whether s is a Python identifier: a letter, a
// letter number or "_", then those, marks, digits and connector
// punctuation (Python's XID_Start / XID_Continue, by Unicode category).
func isIdentifier(s string) bool {
	for i, r := range s {
		start := r == '_' || unicode.IsLetter(r) || unicode.Is(unicode.Nl, r)
		cont := unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc)
		if !start && (i == 0 || !cont) {
			return false
		}
	}
	return s != ""
}

// atArgs is what pl.at(...) says (ast_parser.py:3519-3631).
type atArgs struct {
	level                  Level
	hasLevel               bool
	role                   Role
	hasRole                bool
	split                  *SplitMode // the pl.split(...) entry, nil when none
	slotNum                int64
	name                   string
	allowEarly, windowize  bool
	deps, noDepArgs, dumps *pyKeyword
}

func (e *elab) atKwargs(call *pyCall) (*atArgs, error) {
	pos := e.sp(call.pos)
	if len(call.args) > 2 {
		return nil, e.errf(pos, "pl.at() takes at most 2 positional arguments, got %d", len(call.args))
	}
	a := &atArgs{}
	if len(call.args) >= 1 {
		l, err := e.level(call.args[0])
		if err != nil {
			return nil, err
		}
		a.level, a.hasLevel = l, true
	}
	if len(call.args) >= 2 {
		r, err := e.enumArg(call.args[1], roleEnum)
		if err != nil {
			return nil, err
		}
		a.role, a.hasRole = Role(r), true
	}
	seen := map[string]bool{}
	for i := range call.kws {
		kw := &call.kws[i]
		switch kw.name {
		case "level", "role", "optimizations", "deps", "no_dep_args", "dumps":
			if seen[kw.name] || kw.name == "level" && a.hasLevel || kw.name == "role" && a.hasRole {
				return nil, e.errf(e.sp(kw.pos), "pl.at() got multiple values for argument '%s'", kw.name)
			}
			seen[kw.name] = true
		}
		switch kw.name {
		case "level":
			l, err := e.level(kw.val)
			if err != nil {
				return nil, err
			}
			a.level, a.hasLevel = l, true
		case "role":
			r, err := e.enumArg(kw.val, roleEnum)
			if err != nil {
				return nil, err
			}
			a.role, a.hasRole = Role(r), true
		case "optimizations":
			split, slot, err := e.optimizations(kw.val, "pl.at")
			if err != nil {
				return nil, err
			}
			a.split, a.slotNum = split, slot
		case "name_hint":
			n, err := e.nameHint(kw.val, "pl.at()")
			if err != nil {
				return nil, err
			}
			a.name = n
		case "allow_early_resolve", "windowize":
			n, ok := kw.val.(*pyName)
			if !ok || n.name != "True" && n.name != "False" {
				return nil, e.errf(e.sp(kw.val.position()), "pl.at() %s must be a boolean literal (True/False)", kw.name)
			}
			if kw.name == "windowize" {
				a.windowize = n.name == "True"
			} else {
				a.allowEarly = n.name == "True"
			}
		case "deps":
			a.deps = kw
		case "no_dep_args":
			a.noDepArgs = kw
		case "dumps":
			a.dumps = kw
		default:
			return nil, e.errf(e.sp(kw.pos), "Unknown keyword argument '%s' in pl.at()", kw.name)
		}
	}
	if !a.hasLevel {
		return nil, e.errf(pos, "pl.at() requires a level argument")
	}
	return a, nil
}

// optimizations reads optimizations=[pl.split(MODE), pl.cross_core_slot(
// slot_num=N)] (ast_parser.py:3633-3849): the split entry (nil when none)
// and the slot count (0 when none).
func (e *elab) optimizations(x pyExpr, owner string) (*SplitMode, int64, error) {
	l, ok := x.(*pyList)
	if !ok {
		return nil, 0, e.errf(e.sp(x.position()), "%s(optimizations=...) must be a list literal", owner)
	}
	var split *SplitMode
	var slot int64
	slotFromSplit, seenSlot := false, false
	for _, el := range l.elems {
		c, _ := el.(*pyCall)
		name := ""
		if c != nil {
			d, _ := dotted(c.fn)
			if w, ok := e.pl(d); ok {
				name = strings.TrimPrefix(w, "optimizations.")
			}
		}
		switch name {
		case "split":
			if split != nil {
				return nil, 0, e.errf(e.sp(el.position()), "Duplicate 'pl.split(...)' in optimizations=[...]")
			}
			var n int64
			for _, kw := range c.kws {
				if kw.name != "slot_num" {
					return nil, 0, e.errf(e.sp(kw.pos), "Unknown keyword argument '%s' in pl.split()", kw.name)
				}
				v, err := e.slotNum(kw.val, "pl.split(slot_num=...)")
				if err != nil {
					return nil, 0, err
				}
				n = v
			}
			if len(c.args) != 1 {
				return nil, 0, e.errf(e.sp(c.pos), "pl.split() takes exactly 1 positional argument, got %d", len(c.args))
			}
			m, err := e.enumArg(c.args[0], splitEnum)
			if err != nil {
				return nil, 0, err
			}
			mode := SplitMode(m)
			split = &mode
			if n != 0 {
				if seenSlot {
					return nil, 0, e.errf(e.sp(el.position()), "optimizations=[...] sets the cross-core slot count twice: via the deprecated pl.split(slot_num=...) and via pl.cross_core_slot(...)")
				}
				slot, slotFromSplit = n, true
			}
		case "cross_core_slot":
			if seenSlot {
				return nil, 0, e.errf(e.sp(el.position()), "Duplicate 'pl.cross_core_slot(...)' in optimizations=[...]")
			}
			if slotFromSplit {
				return nil, 0, e.errf(e.sp(el.position()), "optimizations=[...] sets the cross-core slot count twice: via the deprecated pl.split(slot_num=...) and via pl.cross_core_slot(...)")
			}
			if len(c.args) > 0 {
				return nil, 0, e.errf(e.sp(c.pos), "pl.cross_core_slot() takes no positional arguments, got %d", len(c.args))
			}
			var n int64
			for _, kw := range c.kws {
				if kw.name != "slot_num" {
					return nil, 0, e.errf(e.sp(kw.pos), "Unknown keyword argument '%s' in pl.cross_core_slot()", kw.name)
				}
				v, err := e.slotNum(kw.val, "pl.cross_core_slot(slot_num=...)")
				if err != nil {
					return nil, 0, err
				}
				n = v
			}
			if n == 0 {
				return nil, 0, e.errf(e.sp(c.pos), "pl.cross_core_slot() requires the slot_num= keyword argument")
			}
			seenSlot, slot = true, n
		default:
			return nil, 0, e.errf(e.sp(el.position()), "Unsupported entry in %s(optimizations=[...])", owner)
		}
	}
	return split, slot, nil
}

// slotNum reads a slot_num= value: a positive integer literal
// (ast_parser.py:3825-3849).
func (e *elab) slotNum(x pyExpr, api string) (int64, error) {
	n, ok := x.(*pyNum)
	if !ok || n.isFloat {
		return 0, e.errf(e.sp(x.position()), "%s must be an integer literal", api)
	}
	v, err := e.number(n, false)
	if err != nil {
		return 0, err
	}
	k := v.(*ConstInt).Value
	if k <= 0 {
		return 0, e.errf(e.sp(x.position()), "%s must be positive, got %d", api, k)
	}
	return k, nil
}

// atScope elaborates `with pl.at(...) [as tid]:` (ast_parser.py:
// 5187-5290): an InCore scope at CORE_GROUP, a Hierarchy scope at any other
// level. With a task id the scope follows its placeholder definition.
func (e *elab) atScope(s *pyWith, call *pyCall) (Stmt, error) {
	pos := e.sp(s.pos)
	a, err := e.atKwargs(call)
	if err != nil {
		return nil, err
	}
	core := a.level == LevelCoreGroup
	if (a.split != nil || a.slotNum != 0) && !core {
		return nil, e.errf(pos, "optimizations=[pl.split(...)] / optimizations=[pl.cross_core_slot(...)] are only supported with level=pl.Level.CORE_GROUP")
	}
	if core && a.hasRole {
		return nil, e.errf(pos, "role= is not supported with level=pl.Level.CORE_GROUP")
	}
	sc := &ScopeStmt{Kind: ScopeInCore, Name: a.name, SlotNum: a.slotNum, Windowize: a.windowize, AllowEarlyResolve: a.allowEarly, Pos: pos}
	if a.split != nil {
		sc.Split = *a.split
	}
	// The attrs, in PyPTO's order of reading them (ast_parser.py:
	// 5308-5398): dumps, deps, no_dep_args, the task id.
	if a.dumps != nil {
		if sc.Dumps, err = e.tensorNames(a.dumps, "dumps"); err != nil {
			return nil, err
		}
	}
	if a.deps != nil {
		if sc.Deps, err = e.depsList("pl.at()", a.deps.val, pos); err != nil {
			return nil, err
		}
	}
	if a.noDepArgs != nil {
		if sc.NoDepArgs, err = e.tensorNames(a.noDepArgs, "no_dep_args"); err != nil {
			return nil, err
		}
	}
	var placeholder Stmt
	if s.target != nil {
		n, ok := s.target.(*pyName)
		if !ok {
			return nil, e.errf(pos, "`as` target on `with pl.at(...)` must be a plain variable name")
		}
		if placeholder, err = e.taskIDPlaceholder(sc, n, pos); err != nil {
			return nil, err
		}
	}
	if !core {
		if a.level >= LevelHost && a.level != LevelUndefined && a.role == RoleSubWorker && a.hasRole {
			return nil, e.errf(pos, "Inline 'with pl.at(level>=HOST, role=pl.Role.SubWorker)' is not supported.")
		}
		sc.Kind, sc.Level = ScopeHierarchy, a.level
		if a.hasRole {
			sc.Role = a.role
		}
	}
	st, err := e.incoreBody(sc, a.split, s.body, pos)
	if err != nil {
		return nil, err
	}
	return withPlaceholder(placeholder, st, pos), nil
}

// incoreBody elaborates a scope's body, recording an InCore scope's
// literal pl.split(...) entry for the pl.split_aiv regions inside it
// (ast_parser.py:817-839).
func (e *elab) incoreBody(sc *ScopeStmt, split *SplitMode, body []pyStmt, pos Span) (Stmt, error) {
	if sc.Kind == ScopeInCore {
		saved := e.userSplit
		e.userSplit = split
		defer func() { e.userSplit = saved }()
	}
	st, _, err := e.scopeBody(sc, nil, body, pos)
	return st, err
}

// taskIDPlaceholder binds the `as` name to a new TASK_ID variable, the
// scope's task id, defined by `tid = system.task_invalid()` just before
// the scope (ast_parser.py:5229-5251).
func (e *elab) taskIDPlaceholder(sc *ScopeStmt, n *pyName, pos Span) (Stmt, error) {
	inv, err := e.createOp("system.task_invalid", nil, nil, pos)
	if err != nil {
		return nil, err
	}
	v := &Var{Name: n.name, T: Scalar(TASKID), Pos: pos}
	e.bind(n.name, v)
	sc.TaskID = v
	return &AssignStmt{Var: v, Value: inv, Pos: pos}, nil
}

// withPlaceholder is the scope preceded by its task id's placeholder
// definition, when it has one.
func withPlaceholder(placeholder, scope Stmt, pos Span) Stmt {
	if placeholder == nil {
		return scope
	}
	return &SeqStmts{Stmts: []Stmt{placeholder, scope}, Pos: pos}
}

// tensorNames reads pl.at(no_dep_args=[...]) / pl.at(dumps=[...]): a list
// of distinct names of tensors in scope (ast_parser.py:5400-5516).
func (e *elab) tensorNames(kw *pyKeyword, what string) ([]Expr, error) {
	elems, ok := listElems(kw.val)
	if !ok {
		return nil, e.errf(e.sp(kw.pos), "pl.at(%s=...) must be a list literal of tensor names", what)
	}
	var out []Expr
	seen := map[*Var]bool{}
	for _, el := range elems {
		n, ok := el.(*pyName)
		if !ok {
			return nil, e.errf(e.sp(el.position()), "pl.at(%s=[...]) entries must be bare tensor names", what)
		}
		v, ok := e.lookup(n.name)
		if !ok {
			return nil, e.errf(e.sp(n.pos), "pl.at(%s=[...]) references unknown name '%s'", what, n.name)
		}
		if _, ok := v.Type().(*TensorType); !ok {
			return nil, e.errf(e.sp(n.pos), "pl.at(%s=[...]) entry '%s' is not a tensor (got type %s)", what, n.name, PrintType(v.Type()))
		}
		if seen[v.VarRef()] {
			return nil, e.errf(e.sp(n.pos), "pl.at(%s=[...]) lists '%s' more than once", what, n.name)
		}
		seen[v.VarRef()] = true
		out = append(out, v.(Expr))
	}
	return out, nil
}

// listElems is the elements of a list or tuple literal.
func listElems(x pyExpr) ([]pyExpr, bool) {
	switch x := x.(type) {
	case *pyList:
		return x.elems, true
	case *pyTuple:
		return x.elems, true
	}
	return nil, false
}

// spmdArgs is what pl.spmd(...) says (ast_parser.py:4143-4261).
type spmdArgs struct {
	coreNum    Expr
	syncStart  bool
	name       string
	split      *SplitMode
	slotNum    int64
	deps       pyExpr
	allowEarly bool
}

// spmdKwargs reads pl.spmd(core_num, *, sync_start=, name_hint=,
// optimizations=, deps=, allow_early_resolve=); deps= only when allowDeps
// (the `as tid` form). anchor is the statement's position.
func (e *elab) spmdKwargs(call *pyCall, anchor Span, allowDeps bool) (*spmdArgs, error) {
	if len(call.args) > 1 {
		return nil, e.errf(e.sp(call.args[1].position()), "pl.spmd() accepts at most one positional argument (core_num)")
	}
	a := &spmdArgs{}
	var err error
	if len(call.args) == 1 {
		if a.coreNum, err = e.coreNum(call.args[0]); err != nil {
			return nil, err
		}
	}
	for _, kw := range call.kws {
		switch kw.name {
		case "deps":
			if !allowDeps {
				return nil, e.errf(e.sp(kw.val.position()), "pl.spmd() does not accept 'deps=' here")
			}
			a.deps = kw.val
		case "name_hint":
			if a.name, err = e.nameHint(kw.val, "pl.spmd()"); err != nil {
				return nil, err
			}
		case "core_num":
			if a.coreNum != nil {
				return nil, e.errf(e.sp(kw.val.position()), "pl.spmd() got multiple values for argument 'core_num'")
			}
			if a.coreNum, err = e.coreNum(kw.val); err != nil {
				return nil, err
			}
		case "sync_start", "allow_early_resolve":
			n, ok := kw.val.(*pyName)
			if !ok || n.name != "True" && n.name != "False" {
				return nil, e.errf(e.sp(kw.val.position()), "%s must be a boolean literal (True/False)", kw.name)
			}
			if kw.name == "sync_start" {
				a.syncStart = n.name == "True"
			} else {
				a.allowEarly = n.name == "True"
			}
		case "optimizations":
			if a.split, a.slotNum, err = e.optimizations(kw.val, "pl.spmd"); err != nil {
				return nil, err
			}
		default:
			// predicate= (the dispatch predicate) is not modelled.
			return nil, e.errf(anchor, "pl.spmd() got unexpected keyword argument '%s'", kw.name)
		}
	}
	if a.coreNum == nil {
		return nil, e.errf(anchor, "pl.spmd() requires core_num (first positional argument)")
	}
	return a, nil
}

// coreNum reads an spmd block count: an integer expression, positive when
// constant (ast_parser.py:4009-4036).
func (e *elab) coreNum(x pyExpr) (Expr, error) {
	v, err := e.expr(x)
	if err != nil {
		return nil, err
	}
	if st, ok := v.Type().(*ScalarType); !ok || !st.DType.IsInt() {
		return nil, e.errf(e.sp(x.position()), "core_num must be an integer expression, got %s", PrintType(v.Type()))
	}
	if c, ok := v.(*ConstInt); ok && c.Value <= 0 {
		return nil, e.errf(e.sp(x.position()), "core_num must be a positive integer, got %d", c.Value)
	}
	return v, nil
}

// spmdNames maps an spmd name_hint to the Spmd scope's and its InCore
// carrier's: "q" gives "q_spmd" and "q", "q_spmd" too (ast_parser.py:
// 586-600).
func spmdNames(name string) (string, string) {
	if name == "" {
		return "", ""
	}
	if base, ok := strings.CutSuffix(name, "_spmd"); ok {
		return name, base
	}
	return name + "_spmd", name
}

// spmdWith elaborates `with pl.spmd(...) [as tid]:` (ast_parser.py:
// 4583-4784).
func (e *elab) spmdWith(s *pyWith, call *pyCall) (Stmt, error) {
	pos := e.sp(s.pos)
	a, err := e.spmdKwargs(call, pos, s.target != nil)
	if err != nil {
		return nil, err
	}
	sc := &ScopeStmt{Kind: ScopeSpmd, CoreNum: a.coreNum, SyncStart: a.syncStart, AllowEarlyResolve: a.allowEarly, Pos: pos}
	if s.target == nil {
		if err := e.rejectEarlyResolveInCluster(a.allowEarly, pos); err != nil {
			return nil, err
		}
		return e.spmdBody(sc, a, s.body, pos)
	}
	if e.insideScope(ScopeCluster) {
		return nil, e.errf(pos, "`with pl.spmd(...) as tid:` cannot capture a TaskId when nested inside `pl.cluster()` — a cluster-nested pl.spmd is unwrapped into the Group function and never produces a Submit.")
	}
	n, ok := s.target.(*pyName)
	if !ok {
		return nil, e.errf(pos, "`as` target on `with pl.spmd(...)` must be a plain variable name")
	}
	if a.deps != nil {
		if sc.Deps, err = e.depsList("pl.spmd()", a.deps, pos); err != nil {
			return nil, err
		}
	}
	placeholder, err := e.taskIDPlaceholder(sc, n, pos)
	if err != nil {
		return nil, err
	}
	st, err := e.spmdBody(sc, a, s.body, pos)
	if err != nil {
		return nil, err
	}
	return withPlaceholder(placeholder, st, pos), nil
}

// rejectEarlyResolveInCluster refuses allow_early_resolve on an spmd scope
// inside a cluster, which never produces a Submit (ast_parser.py:
// 4263-4292).
func (e *elab) rejectEarlyResolveInCluster(allowEarly bool, pos Span) error {
	if allowEarly && e.insideScope(ScopeCluster) {
		return e.errf(pos, "`pl.spmd(..., allow_early_resolve=True)` cannot be nested inside `pl.cluster()` — a cluster-nested pl.spmd is unwrapped into the Group function and never produces a Submit, so the early-dispatch hint would be lost.")
	}
	return nil
}

// spmdBody elaborates an spmd with-form's body (ast_parser.py:4425-4581):
// a lone `with pl.at(level=CORE_GROUP)` is the InCore carrier itself; a
// body that reads the block index, or an optimizations= entry, gets an
// InCore carrier; a body dispatching one kernel needs none.
func (e *elab) spmdBody(sc *ScopeStmt, a *spmdArgs, body []pyStmt, pos Span) (Stmt, error) {
	hasOpt := a.split != nil || a.slotNum != 0
	needsInCore := false
	if e.explicitCarrier(body) {
		if hasOpt {
			where := "belongs on the InCore scope, but the body already provides one as the inner"
			if at, err := e.atKwargs(body[0].(*pyWith).item.(*pyCall)); err == nil && (at.split != nil || at.slotNum != 0) {
				where = "is specified twice: on `pl.spmd(...)` and on the inner"
			}
			return nil, e.errf(pos, "`optimizations=` %s `pl.at(level=pl.Level.CORE_GROUP, ...)`", where)
		}
	} else {
		inline := bodyCalls(body, isBlockIdxCall) > 0
		dispatches := 0
		if !inline {
			dispatches = bodyCalls(body, isSelfCall)
		}
		if !inline && dispatches == 0 {
			return nil, e.errf(pos, "`with pl.spmd(...)` body neither reads the per-block index via `pl.tile.get_block_idx()` nor dispatches a `self.<kernel>(...)` call, so every block would run identical work.")
		}
		if dispatches > 1 {
			return nil, e.errf(pos, "`with pl.spmd(...)` dispatch body launches %d kernels; only one kernel dispatch per SPMD scope is supported.", dispatches)
		}
		needsInCore = inline || hasOpt
	}
	if !needsInCore {
		sc.Name = a.name
		st, _, err := e.scopeBody(sc, nil, body, pos)
		return st, err
	}
	sc.Name, _ = spmdNames(a.name)
	inner, err := e.spmdCarrier(sc, a, nil, body, pos)
	if err != nil {
		return nil, err
	}
	sc.Body = inner
	return sc, nil
}

// spmdCarrier elaborates an spmd scope's InCore carrier around body, first
// binding the loop variable when the for-form gives one.
func (e *elab) spmdCarrier(sc *ScopeStmt, a *spmdArgs, first *AssignStmt, body []pyStmt, pos Span) (Stmt, error) {
	_, incoreName := spmdNames(a.name)
	in := &ScopeStmt{Kind: ScopeInCore, Name: incoreName, SlotNum: a.slotNum, Pos: pos}
	if a.split != nil {
		in.Split = *a.split
	}
	e.scopeKinds = append(e.scopeKinds, ScopeSpmd)
	defer func() { e.scopeKinds = e.scopeKinds[:len(e.scopeKinds)-1] }()
	saved := e.userSplit
	e.userSplit = a.split
	defer func() { e.userSplit = saved }()
	st, _, err := e.scopeBody(in, first, body, pos)
	return st, err
}

// explicitCarrier reports whether body is one `with pl.at(<CORE_GROUP>)`
// (ast_parser.py:4362-4393).
func (e *elab) explicitCarrier(body []pyStmt) bool {
	if len(body) != 1 {
		return false
	}
	w, ok := body[0].(*pyWith)
	if !ok {
		return false
	}
	c, ok := w.item.(*pyCall)
	if !ok {
		return false
	}
	if d, _ := dotted(c.fn); d != "pl.at" {
		return false
	}
	a, err := e.atKwargs(c)
	return err == nil && a.level == LevelCoreGroup
}

// isBlockIdxCall matches any call named get_block_idx, as PyPTO's body
// classifier does (ast_parser.py:4339-4360).
func isBlockIdxCall(c *pyCall) bool {
	switch f := c.fn.(type) {
	case *pyName:
		return f.name == "get_block_idx"
	case *pyAttr:
		return f.dotted == "get_block_idx" || strings.HasSuffix(f.dotted, ".get_block_idx")
	}
	return false
}

// isSelfCall matches a self.<kernel>(...) dispatch (ast_parser.py:193-202).
func isSelfCall(c *pyCall) bool {
	d, _ := dotted(c.fn)
	rest, ok := strings.CutPrefix(d, "self.")
	return ok && rest != "" && !strings.Contains(rest, ".")
}

// bodyCalls counts the calls in body (statements, nested ones included)
// that match.
func bodyCalls(body []pyStmt, match func(*pyCall) bool) int {
	n := 0
	var expr func(x pyExpr)
	expr = func(x pyExpr) {
		switch x := x.(type) {
		case *pyCall:
			if match(x) {
				n++
			}
			expr(x.fn)
			for _, a := range x.args {
				expr(a)
			}
			for _, kw := range x.kws {
				expr(kw.val)
			}
		case *pySubscript:
			expr(x.x)
			for _, i := range x.index {
				expr(i)
			}
		case *pyBinOp:
			expr(x.l)
			expr(x.r)
		case *pyUnary:
			expr(x.x)
		case *pyParen:
			expr(x.x)
		case *pyList:
			for _, el := range x.elems {
				expr(el)
			}
		case *pyTuple:
			for _, el := range x.elems {
				expr(el)
			}
		case *pyDict:
			for i := range x.keys {
				expr(x.keys[i])
				expr(x.vals[i])
			}
		case *pySlice:
			expr(x.lower)
			expr(x.upper)
			expr(x.step)
		case *pyListComp:
			expr(x.elt)
			expr(x.iter)
			for _, c := range x.ifs {
				expr(c)
			}
		}
	}
	var stmts func([]pyStmt)
	stmts = func(ss []pyStmt) {
		for _, s := range ss {
			switch s := s.(type) {
			case *pyExprStmt:
				expr(s.x)
			case *pyAssign:
				for _, t := range s.targets {
					expr(t)
				}
				expr(s.ann)
				expr(s.value)
			case *pyReturn:
				for _, v := range s.vals {
					expr(v)
				}
			case *pyIf:
				expr(s.cond)
				stmts(s.then)
				stmts(s.els)
			case *pyFor:
				expr(s.target)
				expr(s.iter)
				stmts(s.body)
			case *pyWhile:
				expr(s.cond)
				stmts(s.body)
			case *pyWith:
				expr(s.item)
				expr(s.target)
				stmts(s.body)
			}
		}
	}
	stmts(body)
	return n
}

// loopKwargsRejected are the pl.range keywords the loop-form scopes refuse.
var loopKwargsRejected = map[string]bool{"init_values": true, "chunk": true, "chunk_policy": true, "attrs": true, "step": true, "stage": true}

// spmdFor elaborates `for i in pl.spmd(...)` (ast_parser.py:4827-4927):
// an Spmd scope around an InCore carrier whose body first binds i to the
// block index.
func (e *elab) spmdFor(s *pyFor, call *pyCall) (Stmt, error) {
	pos := e.sp(s.pos)
	target, ok := s.target.(*pyName)
	if !ok {
		return nil, e.errf(e.sp(s.target.position()), "for ... in pl.spmd(...) must use a single loop variable")
	}
	for _, kw := range call.kws {
		if loopKwargsRejected[kw.name] {
			return nil, e.errf(e.sp(kw.val.position()), "pl.spmd() loop form does not accept '%s='", kw.name)
		}
	}
	a, err := e.spmdKwargs(call, pos, false)
	if err != nil {
		return nil, err
	}
	if err := e.rejectEarlyResolveInCluster(a.allowEarly, pos); err != nil {
		return nil, err
	}
	spmdName, _ := spmdNames(a.name)
	sc := &ScopeStmt{Kind: ScopeSpmd, Name: spmdName, CoreNum: a.coreNum, SyncStart: a.syncStart, AllowEarlyResolve: a.allowEarly, Pos: pos}
	idx, err := e.createOp("tile.get_block_idx", nil, nil, pos)
	if err != nil {
		return nil, err
	}
	// The loop variable, like the body's names, stays visible after the
	// loop (ast_parser.py:4918-4925).
	first := &AssignStmt{Var: &Var{Name: target.name, T: Scalar(INDEX), Pos: pos}, Value: idx, Pos: pos}
	inner, err := e.spmdCarrier(sc, a, first, s.body, pos)
	if err != nil {
		return nil, err
	}
	sc.Body = inner
	return sc, nil
}

// splitAivFor elaborates `for v in pl.split_aiv(2, mode=...)`
// (ast_parser.py:4929-5095): a SplitAiv region whose body first binds v to
// the vector lane index, wrapped in an InCore scope when neither an InCore
// scope nor an InCore function encloses it.
func (e *elab) splitAivFor(s *pyFor, call *pyCall) (Stmt, error) {
	pos := e.sp(s.pos)
	if len(e.splitModes) > 0 {
		return nil, e.errf(pos, "nested 'for ... in pl.split_aiv(...)' is not allowed: a split_aiv body already represents the two AIV lanes, so it cannot contain another split_aiv loop")
	}
	if e.userSplit != nil {
		return nil, e.errf(pos, "scope combines a function-level pl.split(pl.SplitMode.%s) (optimizations=[pl.split(...)]) with a pl.split_aiv region; these are mutually exclusive AIV-split mechanisms — the function-level split would be silently dropped (the per-region split governs the lanes)", *e.userSplit)
	}
	target, ok := s.target.(*pyName)
	if !ok {
		return nil, e.errf(e.sp(s.target.position()), "for ... in pl.split_aiv(...) must use a single loop variable")
	}
	mode, err := e.splitAivArgs(call)
	if err != nil {
		return nil, err
	}
	region := &ScopeStmt{Kind: ScopeSplitAiv, Split: mode, Count: 2, Pos: pos}
	idx, err := e.createOp("tile.get_subblock_idx", nil, nil, pos)
	if err != nil {
		return nil, err
	}
	first := &AssignStmt{Var: &Var{Name: target.name, T: Scalar(INDEX), Pos: pos}, Value: idx, Pos: pos}
	e.splitModes = append(e.splitModes, mode)
	defer func() { e.splitModes = e.splitModes[:len(e.splitModes)-1] }()
	if e.insideScope(ScopeInCore) || e.fn.Kind == InCore {
		st, _, err := e.scopeBody(region, first, s.body, pos)
		return st, err
	}
	wrapper := &ScopeStmt{Kind: ScopeInCore, Pos: pos}
	e.scopeKinds = append(e.scopeKinds, ScopeInCore)
	st, _, err := e.scopeBody(region, first, s.body, pos)
	e.scopeKinds = e.scopeKinds[:len(e.scopeKinds)-1]
	if err != nil {
		return nil, err
	}
	wrapper.Body = st
	return wrapper, nil
}

// splitAivArgs reads pl.split_aiv(2, mode=...) (ast_parser.py:4968-5031).
func (e *elab) splitAivArgs(call *pyCall) (SplitMode, error) {
	for _, kw := range call.kws {
		if loopKwargsRejected[kw.name] {
			return 0, e.errf(e.sp(kw.val.position()), "pl.split_aiv() loop form does not accept '%s='", kw.name)
		}
		if kw.name == "optimizations" {
			return 0, e.errf(e.sp(kw.val.position()), "pl.split_aiv() does not accept 'optimizations=' — pl.split_aiv() IS the split declaration; a co-present pl.split(...) is a conflicting split spec")
		}
	}
	if len(call.args) != 1 {
		return 0, e.errf(e.sp(call.pos), "pl.split_aiv() takes exactly one positional argument (n, the AIV sub-core count)")
	}
	n, err := e.expr(call.args[0])
	if err != nil {
		return 0, err
	}
	if c, ok := n.(*ConstInt); !ok || c.Value != 2 {
		return 0, e.errf(e.sp(call.args[0].position()), "pl.split_aiv(n) requires n == 2 (AIV sub-core count is hardware-fixed at 2), got %s", PrintExpr(n))
	}
	var mode *SplitMode
	for _, kw := range call.kws {
		if kw.name != "mode" {
			return 0, e.errf(e.sp(kw.val.position()), "pl.split_aiv() got unexpected keyword argument '%s'", kw.name)
		}
		m, err := e.enumArg(kw.val, splitEnum)
		if err != nil {
			return 0, err
		}
		sm := SplitMode(m)
		mode = &sm
	}
	if mode == nil {
		return 0, e.errf(e.sp(call.pos), "pl.split_aiv() requires mode= (e.g. mode=pl.SplitMode.NONE for task-parallel, or pl.SplitMode.UP_DOWN / pl.SplitMode.LEFT_RIGHT for data-parallel halving)")
	}
	return *mode, nil
}

// splitAivWith elaborates the older irfuzz spelling
// `with pl.split_aiv(2, mode=...)`: a SplitAiv region without a lane index
// binding.
func (e *elab) splitAivWith(s *pyWith, call *pyCall) (Stmt, error) {
	mode, err := e.splitAivArgs(call)
	if err != nil {
		return nil, err
	}
	e.splitModes = append(e.splitModes, mode)
	defer func() { e.splitModes = e.splitModes[:len(e.splitModes)-1] }()
	st, _, err := e.scopeBody(&ScopeStmt{Kind: ScopeSplitAiv, Split: mode, Count: 2, Pos: e.sp(s.pos)}, nil, s.body, e.sp(s.pos))
	return st, err
}

// splitTransfer elaborates pl.aiv_shard(x) / pl.aic_gather(x) (also
// spelled pl.tile.* and pl.tensor.*) as PyPTO's _parse_split_transfer_op
// does (ast_parser.py:6228-6404): inside a pl.split_aiv region the op takes
// the region's split mode; outside one it needs an explicit integer split=
// (the printed, outlined form, tile operands only), with an optional
// lane_stride= on aiv_shard. A tensor operand builds the tensor.* op.
// Unlike PyPTO, an explicit split= is also read inside a region.
func (e *elab) splitTransfer(c *pyCall, name string) (Expr, error) {
	pos := e.sp(c.pos)
	var split, stride pyExpr
	for _, kw := range c.kws {
		switch kw.name {
		case "split":
			split = kw.val
		case "lane_stride":
			stride = kw.val
		case "mode":
			return nil, e.errf(pos, "pl.%s() does not take a mode= argument — pass the lowered integer 'split=' (outlined form) or rely on the enclosing pl.split_aiv(mode=...) scope (high-level form)", name)
		default:
			return nil, e.errf(pos, "pl.%s() does not accept keyword argument '%s'", name, kw.name)
		}
	}
	if len(c.args) != 1 {
		what := "shard"
		if name == "aic_gather" {
			what = "gather"
		}
		return nil, e.errf(pos, "pl.%s() takes exactly one positional argument (the tile to %s), got %d", name, what, len(c.args))
	}
	operand, err := e.expr(c.args[0])
	if err != nil {
		return nil, err
	}
	_, isTensor := operand.Type().(*TensorType)
	ns := "tile."
	if isTensor {
		ns = "tensor."
	}
	intLit := func(x pyExpr) (int64, bool) {
		n, ok := x.(*pyNum)
		if !ok || n.isFloat {
			return 0, false
		}
		v, err := e.number(n, false)
		if err != nil {
			return 0, false
		}
		return v.(*ConstInt).Value, true
	}
	if split != nil {
		// PyPTO refuses split= inside a region ("does not take a split=
		// argument inside a 'for ... in pl.split_aiv(...)' loop"); irfuzz
		// reads it there, so a test can state a split other than the
		// region's (docs/pypto-version.md, parsing departures).
		if isTensor {
			return nil, e.errf(pos, "pl.%s(..., split=N) does not accept a high-level Tensor operand — the outlined split= form is tile-only. Wrap the Tensor in a 'for aiv_id in pl.split_aiv(...)' region instead, which supplies the split mode and lowers to the tile op.", name)
		}
		v, ok := intLit(split)
		if !ok {
			return nil, e.errf(pos, "pl.%s(..., split=N) requires an integer split (the lowered SplitMode value), got '%s'", name, pyUnparse(split))
		}
		kws := []Kwarg{{Key: "split", Value: v}}
		if stride != nil {
			if name == "aic_gather" {
				return nil, e.errf(pos, "pl.aic_gather() does not take a lane_stride= argument: only the Cube -> Vector shard is ever rebalanced onto a ragged boundary's valid region, so the gather always re-joins the lanes on the box partition")
			}
			s, ok := intLit(stride)
			if !ok {
				return nil, e.errf(pos, "pl.%s(..., lane_stride=N) requires an integer partition stride, got '%s'", name, pyUnparse(stride))
			}
			kws = append(kws, Kwarg{Key: "lane_stride", Value: s})
		}
		return e.createOp(ns+name, []Expr{operand}, kws, pos)
	}
	if len(e.splitModes) == 0 {
		return nil, e.errf(pos, "pl.%s() must be used inside a 'for ... in pl.split_aiv(...)' loop (or pass an explicit integer 'split=' in the outlined form); it otherwise inherits the split mode from that scope", name)
	}
	if stride != nil {
		return nil, e.errf(pos, "pl.%s() does not take a lane_stride= argument inside a 'for ... in pl.split_aiv(...)' loop — the partition follows the region's own per-lane offsets", name)
	}
	mode := e.splitModes[len(e.splitModes)-1]
	return e.createOp(ns+name, []Expr{operand}, []Kwarg{{Key: "split", Value: int64(mode)}}, pos)
}
