package pipeline

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// scopeOutliner lifts the scopes of one kind out of a function body into
// functions of their own and puts a call in each scope's place: PyPTO's
// outline_utils::ScopeOutliner (src/ir/transforms/utils/
// scope_outline_utils.cpp, include/pypto/ir/transforms/utils/
// scope_outline_utils.h), shared by OutlineHierarchyScopes,
// OutlineIncoreScopes and OutlineClusterScopes.
//
// A scope's inputs are its live-in variables in first-read order, its
// outputs the variables it defines that later statements (or an enclosing
// scope's outputs) read, then the external tensors it stores into with
// tile.store (not for hierarchy scopes, whose callee writes through the
// parameter). The outlined function returns a stored tensor's parameter,
// and a tensor output that traces back to a parameter returns that
// parameter (#1702). At the call site each stored tensor gets a fresh
// version of its name, which later statements then read.
//
// Not modelled (irfuzz's scope statement carries no attrs): the task-id,
// dependency, no_dep, dump, predicate and early-resolve attrs that turn the
// call into a pl.submit, slot_num / windowize, and deferred waits.
type scopeOutliner struct {
	funcName string
	// known is the function's names (variables and outlined functions);
	// syms the names of every variable of its symbol table.
	known, syms map[string]bool
	required    map[*ir.Var]bool
	// renames maps a stored tensor to its latest call-site version
	// (store_target_renames_, kept flat); remap holds the variables the
	// rewrite rebuilt (a loop's iter arg whose initial value was renamed).
	renames map[*ir.Var]*ir.Var
	remap   map[*ir.Var]ir.VarLike
	target  ir.ScopeKind
	kind    ir.FunctionType
	suffix  string
	// prog resolves callees for the parameter directions and return
	// lineage (OutlineClusterScopes only; nil otherwise, as in PyPTO).
	prog     *ir.Program
	reserved map[string]bool // outlined names, program-wide
	counter  int
	nested   bool // inside the body of a scope of another kind
	outlined []*ir.Function
	err      error
}

// newScopeOutliner builds the outliner of one function: its symbol table
// is every variable the function defines or reads (VarCollector).
func newScopeOutliner(f *ir.Function, body ir.Stmt, target ir.ScopeKind, kind ir.FunctionType, suffix string, prog *ir.Program, reserved map[string]bool) *scopeOutliner {
	o := &scopeOutliner{funcName: f.Name, known: map[string]bool{}, syms: map[string]bool{}, required: map[*ir.Var]bool{},
		renames: map[*ir.Var]*ir.Var{}, remap: map[*ir.Var]ir.VarLike{}, target: target, kind: kind, suffix: suffix, prog: prog, reserved: reserved}
	for _, p := range f.Params {
		o.known[p.Name], o.syms[p.Name] = true, true
	}
	for n := range collectVarNames(body) {
		o.known[n], o.syms[n] = true, true
	}
	return o
}

// collectVarNames is the names VarCollector gathers: every variable a body
// defines or reads, and the dimensions of a read tensor's shape.
func collectVarNames(body ir.Stmt) map[string]bool {
	names := map[string]bool{}
	addType := func(t ir.Type) {
		if tt, ok := t.(*ir.TensorType); ok {
			for _, d := range tt.Shape {
				ir.WalkExpr(d, func(n ir.Node) bool {
					if v, ok := n.(ir.VarLike); ok {
						names[v.VarRef().Name] = true
					}
					return true
				})
			}
		}
	}
	ir.Walk(body, func(n ir.Node) bool {
		switch s := n.(type) {
		case ir.VarLike:
			names[s.VarRef().Name] = true
			addType(s.Type())
		case *ir.AssignStmt:
			names[s.Var.Name] = true
		case *ir.ForStmt:
			names[s.LoopVar.Name] = true
			for _, ia := range s.IterArgs {
				names[ia.Name] = true
			}
			for _, v := range s.ReturnVars {
				names[v.Name] = true
			}
		case *ir.WhileStmt:
			for _, ia := range s.IterArgs {
				names[ia.Name] = true
			}
			for _, v := range s.ReturnVars {
				names[v.Name] = true
			}
		case *ir.IfStmt:
			for _, v := range s.ReturnVars {
				names[v.Name] = true
			}
		}
		return true
	})
	return names
}

// defUse is PyPTO's VarDefUseCollector over statements: the variables they
// define (assigned vars, loop vars, return vars, iter args, phis, in that
// order per statement) and read (not through types or iter-arg inits).
type defUse struct {
	defs    map[*ir.Var]bool
	ordered []*ir.Var
	uses    map[*ir.Var]bool
}

func collectDefUse(stmts ...ir.Stmt) *defUse {
	d := &defUse{defs: map[*ir.Var]bool{}, uses: map[*ir.Var]bool{}}
	def := func(v *ir.Var) {
		d.defs[v] = true
		d.ordered = append(d.ordered, v)
	}
	for _, st := range stmts {
		ir.Walk(st, func(n ir.Node) bool {
			switch s := n.(type) {
			case ir.VarLike:
				d.uses[s.VarRef()] = true
			case *ir.AssignStmt:
				def(s.Var)
			case *ir.ForStmt:
				def(s.LoopVar)
				for _, v := range s.ReturnVars {
					def(v)
				}
				for _, ia := range s.IterArgs {
					def(&ia.Var)
				}
			case *ir.WhileStmt:
				for _, v := range s.ReturnVars {
					def(v)
				}
				for _, ia := range s.IterArgs {
					def(&ia.Var)
				}
			case *ir.IfStmt:
				for _, v := range s.ReturnVars {
					def(v)
				}
			}
			return true
		})
	}
	return d
}

// all is defs ∪ uses (GetAllVarRefs).
func (d *defUse) all() map[*ir.Var]bool {
	out := make(map[*ir.Var]bool, len(d.defs)+len(d.uses))
	for v := range d.defs {
		out[v] = true
	}
	for v := range d.uses {
		out[v] = true
	}
	return out
}

// storeTargets is StoreTargetCollector: the variables a tile.store in body
// writes (its third argument, when a plain variable), in the order
// PyPTO's unordered_set yields them. That order is libstdc++'s for a
// handful of pointers landing in distinct buckets, the reverse of
// insertion (PyPTO's tests pin it: two stores return the second target
// first).
func storeTargets(body ir.Stmt) []*ir.Var {
	var out []*ir.Var
	seen := map[*ir.Var]bool{}
	ir.Walk(body, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op == ir.TileStore && len(c.Args) >= 3 {
			if v, ok := c.Args[2].(*ir.Var); ok && !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
		return true
	})
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// liveIn is UpwardExposedUseCollector: the variables a body reads before
// it (re)defines them, in first-read order; an if's arms are walked from
// the same state and join on the definitions both make.
type liveIn struct {
	ordered []*ir.Var
	node    map[*ir.Var]ir.VarLike // the expression read (a Var or an IterArg)
	ext     map[*ir.Var]bool
	defined map[*ir.Var]bool
	journal []*ir.Var
}

func collectLiveIn(body ir.Stmt) *liveIn {
	l := &liveIn{node: map[*ir.Var]ir.VarLike{}, ext: map[*ir.Var]bool{}, defined: map[*ir.Var]bool{}}
	l.stmt(body)
	return l
}

func (l *liveIn) use(x ir.VarLike) {
	v := x.VarRef()
	if v != nil && !l.defined[v] && !l.ext[v] {
		l.ext[v] = true
		l.node[v] = x
		l.ordered = append(l.ordered, v)
	}
}

func (l *liveIn) define(v *ir.Var) {
	if v != nil && !l.defined[v] {
		l.defined[v] = true
		l.journal = append(l.journal, v)
	}
}

func (l *liveIn) expr(e ir.Expr) {
	ir.WalkExpr(e, func(n ir.Node) bool {
		if v, ok := n.(ir.VarLike); ok {
			l.use(v)
			return false
		}
		return true
	})
}

func (l *liveIn) stmt(s ir.Stmt) {
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			l.stmt(c)
		}
	case *ir.AssignStmt:
		l.expr(s.Value)
		l.define(s.Var)
	case *ir.EvalStmt:
		l.expr(s.Expr)
	case *ir.YieldStmt:
		for _, v := range s.Values {
			l.expr(v)
		}
	case *ir.ReturnStmt:
		for _, v := range s.Values {
			l.expr(v)
		}
	case *ir.ForStmt:
		for _, ia := range s.IterArgs {
			l.expr(ia.Init)
		}
		l.define(s.LoopVar)
		for _, v := range s.ReturnVars {
			l.define(v)
		}
		for _, ia := range s.IterArgs {
			l.define(&ia.Var)
		}
		l.expr(s.Start)
		l.expr(s.Stop)
		l.expr(s.Step)
		l.stmt(s.Body)
	case *ir.WhileStmt:
		for _, ia := range s.IterArgs {
			l.expr(ia.Init)
		}
		for _, v := range s.ReturnVars {
			l.define(v)
		}
		for _, ia := range s.IterArgs {
			l.define(&ia.Var)
		}
		l.expr(s.Cond)
		l.stmt(s.Body)
	case *ir.IfStmt:
		l.expr(s.Cond)
		for _, v := range s.ReturnVars {
			l.define(v)
		}
		then := l.branch(s.Then)
		if s.Else == nil {
			return
		}
		els := l.branch(s.Else)
		inThen := map[*ir.Var]bool{}
		for _, v := range then {
			inThen[v] = true
		}
		for _, v := range els {
			if inThen[v] {
				l.define(v)
			}
		}
	case *ir.ScopeStmt:
		l.expr(s.CoreNum)
		l.stmt(s.Body)
	}
}

// branch walks a body and rolls back the definitions it made, returning
// them.
func (l *liveIn) branch(body ir.Stmt) []*ir.Var {
	mark := len(l.journal)
	l.stmt(body)
	made := append([]*ir.Var(nil), l.journal[mark:]...)
	for _, v := range made {
		delete(l.defined, v)
	}
	l.journal = l.journal[:mark]
	return made
}

// fallbackUsedAfter is ComputeFallbackUsedAfter: with no statement after
// the scope to say what it must export, the stored tensors, and at the top
// level (not inside another scope's body) everything the body defines.
func (o *scopeOutliner) fallbackUsedAfter(sc *ir.ScopeStmt) map[*ir.Var]bool {
	used := map[*ir.Var]bool{}
	if !o.nested {
		for v := range collectDefUse(sc.Body).defs {
			used[v] = true
		}
	}
	for _, v := range storeTargets(sc.Body) {
		used[v] = true
	}
	return used
}

// subst rewrites the variables an expression reads: a stored tensor to its
// latest version, a rebuilt variable to its replacement (VisitExpr_(Var)).
func (o *scopeOutliner) subst(e ir.Expr) ir.Expr {
	if e == nil || len(o.renames) == 0 && len(o.remap) == 0 {
		return e
	}
	m := &ir.Mutator{}
	for k, v := range o.remap {
		m.Subst(k, v)
	}
	for k, v := range o.renames {
		m.Subst(k, v)
	}
	return m.ExprTree(e)
}

func (o *scopeOutliner) substAll(es []ir.Expr) ([]ir.Expr, bool) {
	var out []ir.Expr
	for i, e := range es {
		n := o.subst(e)
		if n != e && out == nil {
			out = append([]ir.Expr(nil), es...)
		}
		if out != nil {
			out[i] = n
		}
	}
	if out == nil {
		return es, false
	}
	return out, true
}

// visit rewrites a statement (IRMutator with the outliner's overrides).
func (o *scopeOutliner) visit(s ir.Stmt) ir.Stmt {
	if o.err != nil {
		return s
	}
	switch s := s.(type) {
	case nil:
		return nil
	case *ir.SeqStmts:
		return o.seq(s)
	case *ir.ScopeStmt:
		return o.scope(s)
	case *ir.AssignStmt:
		if v := o.subst(s.Value); v != s.Value {
			return &ir.AssignStmt{Var: s.Var, Value: v, Pos: s.Pos}
		}
	case *ir.EvalStmt:
		if v := o.subst(s.Expr); v != s.Expr {
			return &ir.EvalStmt{Expr: v, Pos: s.Pos}
		}
	case *ir.YieldStmt:
		if vs, c := o.substAll(s.Values); c {
			return &ir.YieldStmt{Values: vs, Pos: s.Pos}
		}
	case *ir.ReturnStmt:
		if vs, c := o.substAll(s.Values); c {
			return &ir.ReturnStmt{Values: vs, Pos: s.Pos}
		}
	case *ir.IfStmt:
		cond, th, el := o.subst(s.Cond), o.visit(s.Then), o.visit(s.Else)
		if cond != s.Cond || th != s.Then || el != s.Else {
			return &ir.IfStmt{Cond: cond, Then: th, Else: el, ReturnVars: s.ReturnVars, Pos: s.Pos}
		}
	case *ir.ForStmt:
		start, stop, step := o.subst(s.Start), o.subst(s.Stop), o.subst(s.Step)
		ias, c := o.iterArgs(s.IterArgs)
		body := o.visit(s.Body)
		if start != s.Start || stop != s.Stop || step != s.Step || c || body != s.Body {
			n := *s
			n.Start, n.Stop, n.Step, n.IterArgs, n.Body = start, stop, step, ias, body
			return &n
		}
	case *ir.WhileStmt:
		ias, c := o.iterArgs(s.IterArgs)
		cond, body := o.subst(s.Cond), o.visit(s.Body)
		if c || cond != s.Cond || body != s.Body {
			return &ir.WhileStmt{IterArgs: ias, Cond: cond, Body: body, ReturnVars: s.ReturnVars, Pos: s.Pos}
		}
	}
	return s
}

// iterArgs rebuilds the iter args whose initial value changed; the body's
// reads of the old ones then read the new (remap).
func (o *scopeOutliner) iterArgs(ias []*ir.IterArg) ([]*ir.IterArg, bool) {
	var out []*ir.IterArg
	for i, ia := range ias {
		init := o.subst(ia.Init)
		if init == ia.Init {
			continue
		}
		if out == nil {
			out = append([]*ir.IterArg(nil), ias...)
		}
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: init}
		o.remap[&ia.Var] = n
		out[i] = n
	}
	if out == nil {
		return ias, false
	}
	return out, true
}

// seq is VisitStmt_(SeqStmts): a target scope exports what the statements
// after it read (and what an enclosing scope must export); any other
// statement is visited knowing that set, for the target scopes inside it.
func (o *scopeOutliner) seq(s *ir.SeqStmts) ir.Stmt {
	var out []ir.Stmt
	changed := false
	// The `tid = system.task_invalid()` placeholder the parser puts before
	// a `with ... as tid` scope goes: the outlined submit binds tid
	// (scope_outline_utils.cpp:636-672).
	dropped := map[int]bool{}
	for i := 1; i < len(s.Stmts); i++ {
		sc, ok := s.Stmts[i].(*ir.ScopeStmt)
		if !ok || sc.Kind != o.target || sc.TaskID == nil {
			continue
		}
		if a, ok := s.Stmts[i-1].(*ir.AssignStmt); ok && a.Var == sc.TaskID {
			if c, ok := a.Value.(*ir.Call); ok && c.Op == ir.SystemTaskInvalid {
				dropped[i-1] = true
			}
		}
	}
	for i, st := range s.Stmts {
		if dropped[i] {
			changed = true
			continue
		}
		var rest []ir.Stmt
		for j := i + 1; j < len(s.Stmts); j++ {
			if !dropped[j] {
				rest = append(rest, s.Stmts[j])
			}
		}
		after := collectDefUse(rest...).all()
		if sc, ok := st.(*ir.ScopeStmt); ok && sc.Kind == o.target {
			used := after
			for v := range o.required {
				used[v] = true
			}
			if len(used) == 0 {
				used = o.fallbackUsedAfter(sc)
			}
			out = append(out, o.outline(sc, used))
			changed = true
			continue
		}
		saved := o.required
		o.required = varSetUnion(saved, after)
		n := o.visit(st)
		o.required = saved
		out = append(out, n)
		changed = changed || n != st
	}
	if !changed {
		return s
	}
	return ir.Seq(s.Pos, out...)
}

func varSetUnion(a, b map[*ir.Var]bool) map[*ir.Var]bool {
	out := make(map[*ir.Var]bool, len(a)+len(b))
	for v := range a {
		out[v] = true
	}
	for v := range b {
		out[v] = true
	}
	return out
}

// scope is VisitScopeKind: a scope of another kind is descended into (a
// runtime scope without marking the body nested, as PyPTO's base mutator
// visits it); a target scope outside a statement list exports what the
// enclosing statements require and what it stores.
func (o *scopeOutliner) scope(s *ir.ScopeStmt) ir.Stmt {
	if s.Kind != o.target {
		prev := o.nested
		if s.Kind != ir.ScopeRuntime {
			o.nested = true
		}
		cn := o.subst(s.CoreNum)
		body := o.visit(s.Body)
		o.nested = prev
		if body == s.Body && cn == s.CoreNum {
			return s
		}
		n := *s
		n.Body, n.CoreNum = body, cn
		return &n
	}
	if len(o.required) == 0 {
		return o.outline(s, o.fallbackUsedAfter(s))
	}
	used := varSetUnion(o.required, nil)
	for _, v := range storeTargets(s.Body) {
		used[v] = true
	}
	return o.outline(s, used)
}

// nameTaken: a name of this function or an outlined one of the program.
func (o *scopeOutliner) nameTaken(n string) bool { return o.known[n] || o.reserved[n] }

func (o *scopeOutliner) numericSuffix(base string) string {
	for i := 0; ; i++ {
		if c := base + "_" + strconv.Itoa(i); !o.nameTaken(c) {
			return c
		}
	}
}

// disambiguate is DisambiguateOutlinedName: a name another function took
// is namespaced under this one (#1711); one this function took gets a
// numeric suffix.
func (o *scopeOutliner) disambiguate(name string) string {
	if !o.nameTaken(name) {
		return name
	}
	if !o.known[name] {
		ns := o.funcName + "_" + name
		if o.nameTaken(ns) {
			return o.numericSuffix(ns)
		}
		return ns
	}
	return o.numericSuffix(name)
}

// hierarchySuffix is GenerateHierarchySuffix: "_host_orch_", "_chip_".
func hierarchySuffix(l ir.Level, r ir.Role) string {
	names := map[ir.Level]string{ir.LevelAIV: "aiv", ir.LevelAIC: "aic", ir.LevelCoreGroup: "core_group",
		ir.LevelChipDie: "chip_die", ir.LevelChip: "chip", ir.LevelHost: "host", ir.LevelCluster0: "cluster0",
		ir.LevelCluster1: "cluster1", ir.LevelCluster2: "cluster2", ir.LevelGlobal: "global", ir.LevelUndefined: "undefined"}
	s := "_" + names[l]
	switch r {
	case ir.RoleOrchestrator:
		s += "_orch"
	case ir.RoleSubWorker:
		s += "_sub_worker"
	}
	return s + "_"
}

// outlineAlias is a post-store alias of a store target, renamed to the
// target's fresh call-site variable once that exists.
type outlineAlias struct{ alias, target *ir.Var }

// outline is OutlineScope: the scope becomes a function of its own and a
// call with the assignments of its outputs.
func (o *scopeOutliner) outline(sc *ir.ScopeStmt, usedAfter map[*ir.Var]bool) ir.Stmt {
	name := sc.Name
	if name != "" {
		o.counter++
	} else {
		suffix := o.suffix
		if sc.Kind == ir.ScopeHierarchy {
			suffix = hierarchySuffix(sc.Level, sc.Role)
		}
		name = o.funcName + suffix + strconv.Itoa(o.counter)
		o.counter++
	}
	name = o.disambiguate(name)
	o.known[name], o.reserved[name] = true, true

	body := collectDefUse(sc.Body)
	stores := storeTargets(sc.Body)
	isStore := map[*ir.Var]bool{}
	for _, v := range stores {
		isStore[v] = true
	}
	live := collectLiveIn(sc.Body)
	inputs := live.ordered
	for _, v := range inputs {
		if body.defs[v] && !isStore[v] {
			o.err = fmt.Errorf("%s: Internal error: scope '%s' captures '%s' and rebinds it under the same name without a tile.store. "+
				"The outlining passes require SSA form (IRProperty::SSAForm) — run ConvertToSSA first.", sc.Pos, name, v.Name)
			return sc
		}
	}

	// Outputs: what the body defines and is used after it, except a
	// post-store alias of an external store target (exported once, as the
	// target); then the external store targets.
	aliasTarget := map[*ir.Var]*ir.Var{}
	ir.Walk(sc.Body, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			if c, ok := a.Value.(*ir.Call); ok && c.Op == ir.TileStore && len(c.Args) >= 3 {
				if t, ok := c.Args[2].(*ir.Var); ok {
					if _, dup := aliasTarget[a.Var]; !dup {
						aliasTarget[a.Var] = t
					}
				}
			}
		}
		return true
	})
	var outputs []*ir.Var
	storeOut := map[*ir.Var]bool{}
	var deferred []outlineAlias
	for _, v := range body.ordered {
		if !usedAfter[v] {
			continue
		}
		if t := aliasTarget[v]; t != nil && isStore[t] && live.ext[t] {
			deferred = append(deferred, outlineAlias{v, t})
			continue
		}
		outputs = append(outputs, v)
	}
	if sc.Kind != ir.ScopeHierarchy {
		for _, t := range stores {
			if live.ext[t] {
				outputs = append(outputs, t)
				storeOut[t] = true
			}
		}
	}

	// The body, its own target scopes outlined under this function's name.
	saved := *o
	o.funcName, o.counter = name, 0
	o.known = union2(o.known, collectVarNames(sc.Body))
	o.syms = union2(o.syms, nil)
	o.renames = map[*ir.Var]*ir.Var{}
	o.required = map[*ir.Var]bool{}
	for _, v := range outputs {
		o.required[v] = true
	}
	recursed := o.visit(sc.Body)
	inner, err := o.outlined, o.err
	*o = saved
	o.outlined, o.err = inner, err
	if o.err != nil {
		return sc
	}

	dirs := o.paramDirections(inputs, sc.Body, storeOut)
	m := &ir.Mutator{}
	params := make([]*ir.Var, len(inputs))
	inputParam := map[*ir.Var]*ir.Var{}
	for i, v := range inputs {
		params[i] = &ir.Var{Name: v.Name, T: v.T, Pos: sc.Pos}
		m.Subst(v, params[i])
	}
	// A parameter whose type names another captured variable (a dynamic
	// dimension) reads the callee's copy of it.
	for i, v := range inputs {
		if t := m.Type(v.T); t != v.T {
			params[i] = &ir.Var{Name: v.Name, T: t, Pos: sc.Pos}
			m.Subst(v, params[i])
		}
		inputParam[v] = params[i]
	}
	usedNames := collectVarNames(sc.Body)
	for _, v := range inputs {
		usedNames[v.Name] = true
	}
	outVars := make([]*ir.Var, len(outputs))
	for i, v := range outputs {
		n := v.Name
		if storeOut[v] {
			n = buildName(baseName(v.Name), "", "store", -1)
			if usedNames[n] {
				n = freshNameLike(n, usedNames)
			}
		}
		usedNames[n] = true
		t := v.T
		if !storeOut[v] {
			t = m.Type(t)
		}
		outVars[i] = &ir.Var{Name: n, T: t, Pos: sc.Pos}
		if !storeOut[v] {
			m.Subst(v, outVars[i])
		}
	}
	pre := recursed
	if len(storeOut) > 0 {
		targets := map[*ir.Var]*ir.Var{}
		for i, v := range outputs {
			if storeOut[v] {
				targets[v] = outVars[i]
			}
		}
		pre = (&storeEvalToAssign{targets: targets, used: usedNames, claimed: map[*ir.Var]bool{}}).stmt(pre)
	}
	transformed := m.StmtTree(pre)

	var fbody ir.Stmt = transformed
	if len(outVars) > 0 {
		rets := make([]ir.Expr, len(outVars))
		for i, v := range outputs {
			var r ir.Expr = outVars[i]
			if storeOut[v] {
				if p := inputParam[v]; p != nil {
					r = p
				}
			} else if _, ok := outVars[i].T.(*ir.TensorType); ok {
				if p := ir.TraceToParam(outVars[i], transformed, params, o.prog); p != nil {
					r = p
				}
			}
			rets[i] = r
		}
		stmts := append(append([]ir.Stmt(nil), ir.Stmts(transformed)...), &ir.ReturnStmt{Values: rets, Pos: sc.Pos})
		fbody = &ir.SeqStmts{Stmts: stmts, Pos: sc.Pos}
	}
	returns := make([]ir.Type, len(outVars))
	for i, v := range outVars {
		returns[i] = v.T
	}

	var attrs []ir.Kwarg
	if sc.Kind == ir.ScopeInCore {
		if sc.Split != ir.SplitNone {
			attrs = append(attrs, ir.Kwarg{Key: "split", Value: sc.Split})
		}
		if found, uniform, mode := splitAivSummary(sc.Body); found {
			if sc.Split != ir.SplitNone {
				o.err = fmt.Errorf("%s: scope combines a function-level pl.split(...) (optimizations=[pl.split(...)]) with "+
					"pl.split_aiv region(s); these are mutually exclusive AIV-split mechanisms. Remove "+
					"optimizations=[pl.split(...)] or the pl.split_aiv region(s) — the function-level "+
					"split would otherwise be silently dropped (the per-region split governs the lanes). "+
					"To pin a custom cross-core slot count, use "+
					"optimizations=[pl.cross_core_slot(slot_num=N)], which is orthogonal to splitting.", sc.Pos)
				return sc
			}
			attrs = append(attrs, ir.Kwarg{Key: "split_aiv", Value: true})
			if uniform && mode != ir.SplitNone {
				attrs = append(attrs, ir.Kwarg{Key: "split", Value: mode})
			}
		}
	}
	fn := &ir.Function{Name: name, Kind: o.kind, Params: params, Dirs: dirs, Returns: returns, Body: fbody,
		Level: ir.LevelUndefined, Attrs: attrs, Pos: sc.Pos}
	if sc.Kind == ir.ScopeHierarchy {
		fn.Level, fn.Role = sc.Level, sc.Role
	} else if l, r, ok := ir.DefaultLevelRole(o.kind); ok {
		fn.Level, fn.Role = l, r
	}
	o.outlined = append(o.outlined, fn)

	// The call in the parent.
	args := make([]ir.Expr, len(inputs))
	for i, v := range inputs {
		if r := o.renames[v]; r != nil {
			args[i] = r
		} else {
			args[i] = o.subst(live.node[v])
		}
	}
	resolve := func(v *ir.Var) *ir.Var {
		if !storeOut[v] {
			return v
		}
		return o.freshStoreTarget(v, sc.Pos)
	}
	if sc.TaskID != nil || len(sc.Deps) > 0 || sc.AllowEarlyResolve {
		return o.submit(sc, name, args, inputs, returns, outputs, resolve, deferred)
	}
	call := &ir.Call{Callee: name, Args: args, Pos: sc.Pos}
	switch len(returns) {
	case 0:
		call.T = ir.Unknown()
	case 1:
		call.T = returns[0]
	default:
		call.T = &ir.TupleType{Elems: returns}
	}
	if sc.Kind == ir.ScopeSpmd {
		call.Attrs = append(call.Attrs, ir.Kwarg{Key: "core_num", Value: launchCount(sc.CoreNum)})
		if sc.SyncStart {
			call.Attrs = append(call.Attrs, ir.Kwarg{Key: "sync_start", Value: true})
		}
	}
	var result ir.Stmt
	switch len(outputs) {
	case 0:
		result = &ir.EvalStmt{Expr: call, Pos: sc.Pos}
	case 1:
		result = &ir.AssignStmt{Var: resolve(outputs[0]), Value: call, Pos: sc.Pos}
	default:
		ret := &ir.Var{Name: buildName("ret", "", "tmp", 0), T: call.T, Pos: sc.Pos}
		stmts := []ir.Stmt{&ir.AssignStmt{Var: ret, Value: call, Pos: sc.Pos}}
		for i, v := range outputs {
			stmts = append(stmts, &ir.AssignStmt{Var: resolve(v), Value: &ir.TupleGetItem{Tuple: ret, Index: i, Pos: sc.Pos}, Pos: sc.Pos})
		}
		result = &ir.SeqStmts{Stmts: stmts, Pos: sc.Pos}
	}
	for _, a := range deferred {
		if r := o.renames[a.target]; r != nil {
			o.renames[a.alias] = r
		}
	}
	return result
}

// submit is the task dispatch of a scope with a task id (`with ... as
// tid`), dependency edges or allow_early_resolve (scope_outline_utils.cpp:
// 1331-1387, :1448-1500, :1564-1582): a pl.submit of the outlined function
// whose deps are the scope's, with an spmd scope's launch spec and the
// scope's dump tensors among the arguments, typed Tuple[returns...,
// TASK_ID]; its result goes to a ret__tmp_v0 from which each output and
// then the task id are taken. A scope without `as tid` gets a fresh tid
// variable. The no_dep_args overrides are not modelled.
func (o *scopeOutliner) submit(sc *ir.ScopeStmt, name string, args []ir.Expr, inputs []*ir.Var, returns []ir.Type,
	outputs []*ir.Var, resolve func(*ir.Var) *ir.Var, deferred []outlineAlias) ir.Stmt {
	tid := sc.TaskID
	if tid == nil {
		n := freshNameLike("tid", o.syms)
		o.syms[n], o.known[n] = true, true
		tid = &ir.Var{Name: n, T: ir.Scalar(ir.TASKID), Pos: sc.Pos}
	}
	sub := &ir.Submit{Callee: name, Args: args, Deps: append([]ir.Expr(nil), sc.Deps...),
		AllowEarlyResolve: sc.AllowEarlyResolve, Pos: sc.Pos,
		T: &ir.TupleType{Elems: append(append([]ir.Type(nil), returns...), ir.Scalar(ir.TASKID))}}
	if sc.Kind == ir.ScopeSpmd {
		sub.CoreNum, sub.SyncStart = sc.CoreNum, sc.SyncStart
	}
	// The dump tensors the scope captures, in argument order, once each.
	for i, v := range inputs {
		for _, d := range sc.Dumps {
			if ir.VarOf(d) == v {
				sub.Dumps = append(sub.Dumps, args[i])
				break
			}
		}
	}
	ret := &ir.Var{Name: buildName("ret", "", "tmp", 0), T: sub.T, Pos: sc.Pos}
	stmts := []ir.Stmt{&ir.AssignStmt{Var: ret, Value: sub, Pos: sc.Pos}}
	for i, v := range outputs {
		stmts = append(stmts, &ir.AssignStmt{Var: resolve(v), Value: &ir.TupleGetItem{Tuple: ret, Index: i, Pos: sc.Pos}, Pos: sc.Pos})
	}
	stmts = append(stmts, &ir.AssignStmt{Var: tid, Value: &ir.TupleGetItem{Tuple: ret, Index: len(outputs), Pos: sc.Pos}, Pos: sc.Pos})
	for _, a := range deferred {
		if r := o.renames[a.target]; r != nil {
			o.renames[a.alias] = r
		}
	}
	return &ir.SeqStmts{Stmts: stmts, Pos: sc.Pos}
}

func union2(a, b map[string]bool) map[string]bool {
	out := make(map[string]bool, len(a)+len(b))
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

// freshStoreTarget is CreateFreshStoreTargetVar: the next version of a
// stored tensor's name, which later reads of the tensor use.
func (o *scopeOutliner) freshStoreTarget(v *ir.Var, pos ir.Span) *ir.Var {
	n := freshNameLike(v.Name, o.syms)
	nv := &ir.Var{Name: n, T: v.T, Pos: pos}
	o.renames[v] = nv
	o.syms[n], o.known[n] = true, true
	return nv
}

// splitAivSummary is SplitAivModeSummaryFinder: whether the body holds a
// split_aiv region, and the mode when every region has the same one.
func splitAivSummary(body ir.Stmt) (found, uniform bool, mode ir.SplitMode) {
	ir.Walk(body, func(n ir.Node) bool {
		sc, ok := n.(*ir.ScopeStmt)
		if !ok || sc.Kind != ir.ScopeSplitAiv {
			return true
		}
		if !found {
			found, uniform, mode = true, true, sc.Split
		} else if uniform && mode != sc.Split {
			uniform = false
		}
		return false
	})
	return found, uniform, mode
}

// storeEvalToAssign is StoreEvalToAssignMutator: each tile.store into an
// exported target binds the outlined function's result variable for it
// (the first store the declared one, later ones fresh versions).
type storeEvalToAssign struct {
	targets map[*ir.Var]*ir.Var
	used    map[string]bool
	claimed map[*ir.Var]bool
}

func (m *storeEvalToAssign) match(e ir.Expr) (*ir.Call, *ir.Var) {
	c, ok := e.(*ir.Call)
	if !ok || c.Op != ir.TileStore || len(c.Args) < 3 {
		return nil, nil
	}
	t, ok := c.Args[2].(*ir.Var)
	if !ok || m.targets[t] == nil {
		return nil, nil
	}
	return c, t
}

func (m *storeEvalToAssign) result(t *ir.Var) *ir.Var {
	d := m.targets[t]
	if !m.claimed[t] {
		m.claimed[t] = true
		m.used[d.Name] = true
		return d
	}
	n := freshNameLike(d.Name, m.used)
	m.used[n] = true
	return &ir.Var{Name: n, T: d.T, Pos: d.Pos}
}

func (m *storeEvalToAssign) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.EvalStmt:
		if c, t := m.match(s.Expr); c != nil {
			return &ir.AssignStmt{Var: m.result(t), Value: c, Pos: s.Pos}
		}
	case *ir.AssignStmt:
		if c, t := m.match(s.Value); c != nil {
			r := m.result(t)
			if s.Var == t {
				return &ir.AssignStmt{Var: r, Value: c, Pos: s.Pos}
			}
			return &ir.SeqStmts{Stmts: []ir.Stmt{s, &ir.AssignStmt{Var: r, Value: s.Var, Pos: s.Pos}}, Pos: s.Pos}
		}
	case *ir.SeqStmts:
		var out []ir.Stmt
		changed := false
		for _, c := range s.Stmts {
			n := m.stmt(c)
			changed = changed || n != c
			out = append(out, n)
		}
		if changed {
			return ir.Seq(s.Pos, out...)
		}
	default:
		return ir.MapBodies(s, func(b []ir.Stmt) []ir.Stmt {
			out := make([]ir.Stmt, len(b))
			for i, c := range b {
				out[i] = m.stmt(c)
			}
			return ir.Stmts(ir.Seq(ir.Span{}, out...))
		})
	}
	return s
}

// outlineFunctions runs outline on each function admit accepts, in name
// order (PyPTO iterates its Program's function map, sorted by name), with
// the program-wide set of function names the outliners reserve names in,
// and returns the program of the outlined functions and the rewritten
// originals, sorted by name.
func outlineFunctions(p *ir.Program, admit func(*ir.Function) bool,
	outline func(f *ir.Function, reserved map[string]bool) (*ir.Function, []*ir.Function, error)) (*ir.Program, error) {
	funcs := append([]*ir.Function(nil), p.Funcs...)
	sort.SliceStable(funcs, func(i, j int) bool { return funcs[i].Name < funcs[j].Name })
	reserved := map[string]bool{}
	for _, f := range funcs {
		reserved[f.Name] = true
	}
	var all []*ir.Function
	changed := false
	for _, f := range funcs {
		if f.Body == nil || !admit(f) {
			all = append(all, f)
			continue
		}
		nf, fs, err := outline(f, reserved)
		if err != nil {
			return nil, err
		}
		changed = changed || nf != f || len(fs) > 0
		all = append(all, nf)
		all = append(all, fs...)
	}
	if !changed {
		return p, nil
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	for i := 1; i < len(all); i++ {
		if all[i].Name == all[i-1].Name {
			return nil, fmt.Errorf("%s: function '%s' is defined twice", all[i].Pos, all[i].Name)
		}
	}
	out := *p
	out.Funcs = all
	return &out, nil
}

// withBody is f with another body (f itself when the body is the same).
func withBody(f *ir.Function, body ir.Stmt) *ir.Function {
	if body == f.Body {
		return f
	}
	nf := *f
	nf.Body = body
	return &nf
}

// scopeAbsent reports the first scope of the given kinds in a body (nil:
// none): ScopeKindAbsenceVerifier for the pass's own error path.
func scopeAbsent(body ir.Stmt, kinds ...ir.ScopeKind) *ir.ScopeStmt {
	var found *ir.ScopeStmt
	ir.Walk(body, func(n ir.Node) bool {
		if sc, ok := n.(*ir.ScopeStmt); ok && found == nil {
			for _, k := range kinds {
				if sc.Kind == k {
					found = sc
				}
			}
		}
		return found == nil
	})
	return found
}

// launchCount is a block count as a call attribute holds it: a literal as
// an integer (the parser reads attrs={"core_num": 4} so), anything else as
// the expression.
func launchCount(e ir.Expr) any {
	if c, ok := e.(*ir.ConstInt); ok {
		return c.Value
	}
	return e
}
