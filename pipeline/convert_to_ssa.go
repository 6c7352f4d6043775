package pipeline

import (
	"fmt"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// ConvertToSSA is PyPTO's ConvertToSSA (src/ir/transforms/
// convert_to_ssa_pass.cpp), per function, on structured control flow. The
// parser gives every re-assignment of a source variable the same Var
// (PyPTO #647), which is the identity the pass versions:
//
//   - every parameter and every assignment gets a new version named
//     base__ssa_v<n>, the loop variable of a for loop base__idx_v<n>, n
//     counting per source variable (:227-244, :396-403, :630-633);
//   - a variable a loop body assigns that was defined before the loop is
//     carried: an iter arg base__iter_v<n> seeded with its version before
//     the loop, yielded at the end of the body, and a return var
//     base__rv_v<n> standing for it after the loop (:545-606, :690-760);
//   - a variable first assigned in a loop body and read after the loop
//     (the order-aware live-in analysis of :145-231 decides) escapes the
//     same way, seeded with an Out / InOut parameter of the same type, any
//     earlier variable of that type, or else a placeholder variable of its
//     name the loop does not define (FindInitValue, :1095-1117);
//   - a variable an if branch changes, or both branches define, becomes a
//     phi base__phi_v<n> yielded by both branches (a missing else yields
//     the values before the if); an if that already has return vars and
//     gets phis keeps them, but its branches yield only the phis (:813-938);
//   - carries and phis are ordered by name (:561, :585, :851); a name that
//     is not itself compiler-made versions under itself, and one holding
//     "__" is PyPTO's ValueError (auto_name.go);
//   - a scope other than a runtime or split_aiv scope stops variables
//     defined after it from escaping the loops inside it (:1020-1054).
//
// HOST-level and higher SubWorker functions are left alone (:1207-1217).
var ConvertToSSA = &Pass{
	Name:        "ConvertToSSA",
	Doc:         "give every variable one definition, adding phis and loop carries",
	Produced:    set(pSSA),
	Invalidated: set(pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		for i, f := range p.Funcs {
			nf, err := ssaFunction(f)
			if err != nil {
				return nil, err
			}
			out.Funcs[i] = nf
		}
		return &out, nil
	},
}

// ssaFailure carries a conversion error out of the recursive converter.
type ssaFailure struct{ err error }

func ssaFunction(f *ir.Function) (nf *ir.Function, err error) {
	if f == nil || f.Role == ir.RoleSubWorker && f.Level != ir.LevelUndefined && f.Level >= ir.LevelHost {
		return f, nil
	}
	c := &ssaConv{
		cur:   map[*ir.Var]ir.VarLike{},
		ver:   map[*ir.Var]int{},
		order: map[*ir.Var]int{},
		fn:    f,
	}
	defer func() {
		if r := recover(); r != nil {
			sf, ok := r.(ssaFailure)
			if !ok {
				panic(r)
			}
			nf, err = nil, sf.err
		}
	}()
	c.numberVars(f)
	params := make([]*ir.Var, len(f.Params))
	for i, p := range f.Params {
		params[i] = c.allocVersion(p, p.T, p.Pos)
	}
	var body ir.Stmt
	if f.Body != nil {
		body = c.stmt(f.Body)
	}
	out := *f
	out.Params, out.Body = params, body
	out.Attrs = c.substKwargs(f.Attrs)
	return &out, nil
}

// ssaConv is SSAConverter (:247).
type ssaConv struct {
	fn     *ir.Function
	cur    map[*ir.Var]ir.VarLike // source variable -> latest version (cur_)
	ver    map[*ir.Var]int        // source variable -> next version (ver_)
	future map[*ir.Var]bool       // variables later statements need (future_needs_)
	order  map[*ir.Var]int        // creation order, for FindInitValue's UniqueId order
	sub    *ir.Mutator            // the substituter (mutator)
}

func (c *ssaConv) fail(format string, a ...any) {
	panic(ssaFailure{fmt.Errorf(format, a...)})
}

// numberVars orders the function's variables as the parser created them
// (parameters, then definitions in program order), standing in for Var
// UniqueIds.
func (c *ssaConv) numberVars(f *ir.Function) {
	add := func(v *ir.Var) {
		if _, ok := c.order[v]; !ok {
			c.order[v] = len(c.order)
		}
	}
	for _, p := range f.Params {
		add(p)
	}
	ir.Walk(f.Body, func(n ir.Node) bool {
		switch s := n.(type) {
		case *ir.AssignStmt:
			add(s.Var)
		case *ir.ForStmt:
			add(s.LoopVar)
			for _, ia := range s.IterArgs {
				add(&ia.Var)
			}
		case *ir.WhileStmt:
			for _, ia := range s.IterArgs {
				add(&ia.Var)
			}
		}
		return true
	})
}

// version names: BuildAutoNamedVersion, failing as PyPTO's ValueError.
func (c *ssaConv) name(v *ir.Var, role string, version int) string {
	n, err := autoNamedVersion(v.Name, role, version)
	if err != nil {
		c.fail("%s: %v", v.Pos, err)
	}
	return n
}

func (c *ssaConv) nextVersion(key *ir.Var) int {
	v := c.ver[key]
	c.ver[key] = v + 1
	return v
}

// allocVersion is AllocVersion (:398).
func (c *ssaConv) allocVersion(key *ir.Var, t ir.Type, pos ir.Span) *ir.Var {
	v := &ir.Var{Name: c.name(key, "ssa", c.nextVersion(key)), T: c.substType(t), Pos: pos}
	c.cur[key] = v
	return v
}

// mutator is ExprSubstituter (:280-331): variable leaves are replaced by
// their current versions, calls keep their op and get their types'
// expressions substituted. One serves the whole conversion (it reads cur
// as it stands).
func (c *ssaConv) mutator() *ir.Mutator {
	if c.sub == nil {
		c.sub = &ir.Mutator{Expr: func(e ir.Expr) ir.Expr {
			if v := ir.VarOf(e); v != nil {
				if r, ok := c.cur[v]; ok {
					return r
				}
			}
			return e
		}}
	}
	return c.sub
}

func (c *ssaConv) subst(e ir.Expr) ir.Expr {
	if e == nil {
		return nil
	}
	return c.mutator().ExprTree(e)
}

func (c *ssaConv) substAll(es []ir.Expr) []ir.Expr {
	out := make([]ir.Expr, len(es))
	for i, e := range es {
		out[i] = c.subst(e)
	}
	return out
}

// substType is SubstType (:375).
func (c *ssaConv) substType(t ir.Type) ir.Type {
	if t == nil {
		return nil
	}
	return c.mutator().Type(t)
}

// substKwargs substitutes the expressions among attribute values
// (SubstCallAttrs, :347).
func (c *ssaConv) substKwargs(kws []ir.Kwarg) []ir.Kwarg {
	var out []ir.Kwarg
	for i, kw := range kws {
		e, ok := kw.Value.(ir.Expr)
		if !ok {
			continue
		}
		if n := c.subst(e); n != e {
			if out == nil {
				out = append([]ir.Kwarg(nil), kws...)
			}
			out[i].Value = n
		}
	}
	if out == nil {
		return kws
	}
	return out
}

func (c *ssaConv) snapshot() map[*ir.Var]ir.VarLike {
	s := make(map[*ir.Var]ir.VarLike, len(c.cur))
	for k, v := range c.cur {
		s[k] = v
	}
	return s
}

func (c *ssaConv) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.AssignStmt:
		val := c.subst(s.Value)
		v := c.allocVersion(s.Var, authoritativeType(s.Var.T, val), s.Var.Pos)
		return &ir.AssignStmt{Var: v, Value: val, Pos: s.Pos}
	case *ir.SeqStmts:
		return c.seq(s)
	case *ir.ForStmt:
		return c.forStmt(s)
	case *ir.WhileStmt:
		return c.whileStmt(s)
	case *ir.IfStmt:
		return c.ifStmt(s)
	case *ir.ReturnStmt:
		return &ir.ReturnStmt{Values: c.substAll(s.Values), Pos: s.Pos}
	case *ir.YieldStmt:
		return &ir.YieldStmt{Values: c.substAll(s.Values), Pos: s.Pos}
	case *ir.EvalStmt:
		if e := c.subst(s.Expr); e != s.Expr {
			return &ir.EvalStmt{Expr: e, Pos: s.Pos}
		}
		return s
	case *ir.ScopeStmt:
		return c.scope(s)
	}
	return s
}

// authoritativeType is GetAuthoritativeAssignmentType (:73): the value's
// type when the value is a variable or of a shaped or tuple type, else the
// annotation; an annotation's MemRef is kept.
func authoritativeType(lhs ir.Type, val ir.Expr) ir.Type {
	chosen := lhs
	if val != nil {
		vt := val.Type()
		_, unknown := vt.(*ir.UnknownType)
		authoritative := ir.VarOf(val) != nil
		switch vt.(type) {
		case *ir.TensorType, *ir.TileType, *ir.ArrayType, *ir.TupleType:
			authoritative = true
		}
		if vt != nil && !unknown && authoritative {
			chosen = vt
		}
	}
	if memRefOf(chosen) == nil {
		if mr := memRefOf(lhs); mr != nil {
			chosen = memWithRef(chosen, mr)
		}
	}
	return chosen
}

// seq is ConvertSeq (:489): each statement is converted knowing what the
// statements after it need from outside.
func (c *ssaConv) seq(s *ir.SeqStmts) ir.Stmt {
	assertNoMidBodyYield(c, s)
	n := len(s.Stmts)
	suffix := make([]map[*ir.Var]bool, n+1)
	suffix[n] = map[*ir.Var]bool{}
	for j := n; j > 0; j-- {
		need := stmtLiveIn(s.Stmts[j-1])
		defs := assignDefs(s.Stmts[j-1])
		for v := range suffix[j] {
			if !defs[v] {
				need[v] = true
			}
		}
		suffix[j-1] = need
	}
	out := make([]ir.Stmt, n)
	for i, st := range s.Stmts {
		if i+1 < n {
			c.future = suffix[i+1]
		} else {
			c.future = map[*ir.Var]bool{}
		}
		out[i] = c.stmt(st)
	}
	if n == 0 {
		return &ir.SeqStmts{Pos: s.Pos}
	}
	return ir.Seq(s.Pos, out...)
}

// loopVars is the common classification of ConvertFor / ConvertWhile
// (:541-589, :693-736): the variables the body assigns that existed
// before the loop (carried) and those it defines that later code needs
// (escaping), each sorted by name.
func (c *ssaConv) loopVars(body ir.Stmt, skip func(*ir.Var) bool, before map[*ir.Var]ir.VarLike, future map[*ir.Var]bool) (carried, escaping []*ir.Var) {
	assigned := assignDefs(body)
	for v := range assigned {
		if skip(v) {
			continue
		}
		if _, ok := before[v]; ok {
			carried = append(carried, v)
		} else if future[v] {
			escaping = append(escaping, v)
		}
	}
	byName := func(vs []*ir.Var) {
		sort.SliceStable(vs, func(i, j int) bool {
			if vs[i].Name != vs[j].Name {
				return vs[i].Name < vs[j].Name
			}
			return c.order[vs[i]] < c.order[vs[j]]
		})
	}
	byName(carried)
	byName(escaping)
	return carried, escaping
}

// openLoop makes the iter args and return vars of the carried and escaping
// variables (:591-627) and registers every iter arg (:629-640).
func (c *ssaConv) openLoop(ias []*ir.IterArg, iaSource map[*ir.IterArg]*ir.Var, body ir.Stmt, carried, escaping []*ir.Var, before map[*ir.Var]ir.VarLike, pos ir.Span) ([]*ir.IterArg, []*ir.Var, []*ir.Var, []*ir.Var) {
	types := assignTypes(body)
	var carriedRVs []*ir.Var
	for _, key := range carried {
		init := before[key]
		ia := &ir.IterArg{Var: ir.Var{Name: c.name(key, "iter", c.nextVersion(key)), T: init.Type(), Pos: pos}, Init: init}
		ias = append(ias, ia)
		iaSource[ia] = key
		carriedRVs = append(carriedRVs, &ir.Var{Name: c.name(key, "rv", c.nextVersion(key)), T: init.Type(), Pos: pos})
	}
	var escRVs []*ir.Var
	var escKept []*ir.Var
	for _, key := range escaping {
		t0, ok := types[key]
		if !ok {
			continue
		}
		t := c.substType(t0)
		var init ir.Expr = c.findInitValue(t, before)
		if init == nil {
			init = &ir.Var{Name: key.Name, T: t, Pos: pos}
		}
		ia := &ir.IterArg{Var: ir.Var{Name: c.name(key, "iter", c.nextVersion(key)), T: t, Pos: pos}, Init: init}
		ias = append(ias, ia)
		iaSource[ia] = key
		escRVs = append(escRVs, &ir.Var{Name: c.name(key, "rv", c.nextVersion(key)), T: t, Pos: pos})
		escKept = append(escKept, key)
	}
	return ias, carriedRVs, escRVs, escKept
}

// registerIterArgs is RegisterIterArgs (:414).
func (c *ssaConv) registerIterArgs(ias []*ir.IterArg, iaSource map[*ir.IterArg]*ir.Var) {
	for _, ia := range ias {
		if src, ok := iaSource[ia]; ok {
			c.cur[src] = ia
		}
		c.cur[&ia.Var] = ia
	}
}

// closeLoop restores the scope before the loop with the return vars
// (:645-676): existing return vars are rebuilt, and the yield gets the
// carried and escaping variables' last versions.
func (c *ssaConv) closeLoop(before map[*ir.Var]ir.VarLike, ias []*ir.IterArg, iaSource map[*ir.IterArg]*ir.Var, rvs []*ir.Var, carried, escaping []*ir.Var, carriedRVs, escRVs []*ir.Var, body ir.Stmt, pos ir.Span) (ir.Stmt, []*ir.Var) {
	after := c.cur
	c.cur = before
	for i, key := range carried {
		c.cur[key] = carriedRVs[i]
	}
	for i, key := range escaping {
		if i < len(escRVs) {
			c.cur[key] = escRVs[i]
		}
	}
	existing := make([]*ir.Var, len(rvs))
	for i, rv := range rvs {
		existing[i] = &ir.Var{Name: rv.Name, T: c.substType(rv.T), Pos: rv.Pos}
		c.cur[rv] = existing[i]
	}
	for i := 0; i < len(ias) && i < len(existing); i++ {
		if src, ok := iaSource[ias[i]]; ok {
			c.cur[src] = existing[i]
		}
	}
	all := append(append(append([]*ir.Var(nil), existing...), carriedRVs...), escRVs...)
	var yields []ir.Expr
	if y := extractYield(c, body); y != nil {
		yields = append(yields, y.Values...)
	}
	for _, key := range carried {
		yields = append(yields, after[key])
	}
	for _, key := range escaping {
		if v, ok := after[key]; ok {
			yields = append(yields, v)
		}
	}
	if len(yields) > 0 {
		body = replaceOrAppendYield(c, body, yields, pos)
	}
	return body, all
}

// userIterArgs rebuilds a loop's own iter args with their inits
// substituted in the outer scope (:531-539).
func (c *ssaConv) userIterArgs(orig []*ir.IterArg) ([]*ir.IterArg, map[*ir.IterArg]*ir.Var) {
	src := map[*ir.IterArg]*ir.Var{}
	ias := make([]*ir.IterArg, 0, len(orig))
	for _, ia := range orig {
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: c.substType(ia.T), Pos: ia.Pos}, Init: c.subst(ia.Init)}
		ias = append(ias, n)
		src[n] = &ia.Var
	}
	return ias, src
}

func isUserIterArg(orig []*ir.IterArg, v *ir.Var) bool {
	for _, ia := range orig {
		if &ia.Var == v {
			return true
		}
	}
	return false
}

// forStmt is ConvertFor (:520).
func (c *ssaConv) forStmt(s *ir.ForStmt) ir.Stmt {
	future := c.future
	start, stop, step := c.subst(s.Start), c.subst(s.Stop), c.subst(s.Step)
	before := c.snapshot()
	ias, src := c.userIterArgs(s.IterArgs)
	carried, escaping := c.loopVars(s.Body, func(v *ir.Var) bool { return v == s.LoopVar || isUserIterArg(s.IterArgs, v) }, before, future)
	ias, carriedRVs, escRVs, escaping := c.openLoop(ias, src, s.Body, carried, escaping, before, s.Pos)
	lv := &ir.Var{Name: c.name(s.LoopVar, "idx", c.nextVersion(s.LoopVar)), T: s.LoopVar.T, Pos: s.LoopVar.Pos}
	c.cur[s.LoopVar] = lv
	c.registerIterArgs(ias, src)
	for i, key := range carried {
		c.cur[key] = ias[len(s.IterArgs)+i]
	}
	for i, key := range escaping {
		c.cur[key] = ias[len(s.IterArgs)+len(carried)+i]
	}
	body := c.stmt(s.Body)
	body, rvs := c.closeLoop(before, ias, src, s.ReturnVars, carried, escaping, carriedRVs, escRVs, body, s.Pos)
	n := *s
	n.LoopVar, n.Start, n.Stop, n.Step = lv, start, stop, step
	n.IterArgs, n.Body, n.ReturnVars = ias, body, rvs
	return &n
}

// whileStmt is ConvertWhile (:680): the condition is substituted inside
// the loop's scope.
func (c *ssaConv) whileStmt(s *ir.WhileStmt) ir.Stmt {
	future := c.future
	before := c.snapshot()
	ias, src := c.userIterArgs(s.IterArgs)
	carried, escaping := c.loopVars(s.Body, func(v *ir.Var) bool { return isUserIterArg(s.IterArgs, v) }, before, future)
	ias, carriedRVs, escRVs, escaping := c.openLoop(ias, src, s.Body, carried, escaping, before, s.Pos)
	c.registerIterArgs(ias, src)
	for i, key := range carried {
		c.cur[key] = ias[len(s.IterArgs)+i]
	}
	for i, key := range escaping {
		c.cur[key] = ias[len(s.IterArgs)+len(carried)+i]
	}
	cond := c.subst(s.Cond)
	body := c.stmt(s.Body)
	body, rvs := c.closeLoop(before, ias, src, s.ReturnVars, carried, escaping, carriedRVs, escRVs, body, s.Pos)
	return &ir.WhileStmt{IterArgs: ias, Cond: cond, Body: body, ReturnVars: rvs, Pos: s.Pos}
}

// ifStmt is ConvertIf (:813).
func (c *ssaConv) ifStmt(s *ir.IfStmt) ir.Stmt {
	cond := c.subst(s.Cond)
	before := c.snapshot()
	then := c.stmt(s.Then)
	thenVer := c.cur
	c.cur = copyVarMap(before)
	var els ir.Stmt
	elseVer := before
	if s.Else != nil {
		els = c.stmt(s.Else)
		elseVer = c.cur
	}
	var phis []*ir.Var
	for key, v := range thenVer {
		if b, ok := before[key]; ok {
			e, inElse := elseVer[key]
			if b != v || inElse && b != e {
				phis = append(phis, key)
			}
		} else if _, ok := elseVer[key]; ok {
			phis = append(phis, key)
		}
	}
	for key, v := range elseVer {
		if _, seen := thenVer[key]; seen {
			continue
		}
		if b, ok := before[key]; ok && b != v {
			phis = append(phis, key)
		}
	}
	sort.SliceStable(phis, func(i, j int) bool {
		if phis[i].Name != phis[j].Name {
			return phis[i].Name < phis[j].Name
		}
		return c.order[phis[i]] < c.order[phis[j]]
	})
	n := &ir.IfStmt{Cond: cond, Then: then, Else: els, Pos: s.Pos}
	c.cur = before
	versionRVs := func(skip func(*ir.Var) bool) {
		for _, rv := range s.ReturnVars {
			if skip(rv) {
				continue
			}
			nrv := &ir.Var{Name: c.name(rv, "rv", c.nextVersion(rv)), T: c.substType(rv.T), Pos: rv.Pos}
			n.ReturnVars = append(n.ReturnVars, nrv)
			c.cur[rv] = nrv
		}
	}
	if len(phis) == 0 {
		versionRVs(func(*ir.Var) bool { return false })
		return n
	}
	var ty, ey []ir.Expr
	for _, key := range phis {
		tv, ok := thenVer[key]
		if !ok {
			tv = before[key]
		}
		ev, ok := elseVer[key]
		if !ok {
			ev = before[key]
		}
		phi := &ir.Var{Name: c.name(key, "phi", c.nextVersion(key)), T: tv.Type(), Pos: s.Pos}
		n.ReturnVars = append(n.ReturnVars, phi)
		ty, ey = append(ty, tv), append(ey, ev)
		c.cur[key] = phi
	}
	versionRVs(func(rv *ir.Var) bool { return containsVar(phis, rv) })
	n.Then = replaceOrAppendYield(c, then, ty, s.Pos)
	if els != nil {
		n.Else = replaceOrAppendYield(c, els, ey, s.Pos)
	} else {
		n.Else = &ir.YieldStmt{Values: ey, Pos: s.Pos}
	}
	return n
}

// scope is ConvertScope (:998): the header's attrs and an spmd core
// count are substituted before the body (SubstScopeAttrs); a scope other than a runtime or split_aiv
// one narrows what later code needs to what is defined already, and the
// versions its body makes stay visible after it.
func (c *ssaConv) scope(s *ir.ScopeStmt) ir.Stmt {
	n := *s.MapHeader(c.subst)
	boundary := !ir.SSATransparent(s)
	saved := c.future
	if boundary {
		restricted := map[*ir.Var]bool{}
		for v := range c.future {
			if _, ok := c.cur[v]; ok {
				restricted[v] = true
			}
		}
		c.future = restricted
	}
	n.Body = c.stmt(s.Body)
	if boundary {
		c.future = saved
	}
	return &n
}

// findInitValue is FindInitValue (:1095): an Out / InOut parameter's
// current version of type t (the same type object), else the earliest
// variable of that type.
func (c *ssaConv) findInitValue(t ir.Type, pre map[*ir.Var]ir.VarLike) ir.VarLike {
	for i, p := range c.fn.Params {
		if i < len(c.fn.Dirs) && (c.fn.Dirs[i] == ir.Out || c.fn.Dirs[i] == ir.InOut) {
			if v, ok := pre[p]; ok && v.Type() == t {
				return v
			}
		}
	}
	var best *ir.Var
	for key, v := range pre {
		if v.Type() == t && (best == nil || c.order[key] < c.order[best]) {
			best = key
		}
	}
	if best == nil {
		return nil
	}
	return pre[best]
}

func copyVarMap(m map[*ir.Var]ir.VarLike) map[*ir.Var]ir.VarLike {
	out := make(map[*ir.Var]ir.VarLike, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func containsVar(vs []*ir.Var, v *ir.Var) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// assertNoMidBodyYield is AssertNoMidBodyYield (:1125): a yield may only
// end its body.
func assertNoMidBodyYield(c *ssaConv, s ir.Stmt) {
	seq, ok := s.(*ir.SeqStmts)
	if !ok {
		return
	}
	for i := 0; i+1 < len(seq.Stmts); i++ {
		if _, ok := seq.Stmts[i].(*ir.YieldStmt); ok {
			c.fail("%s: ConvertToSSA: body has a YieldStmt at position %d of %d; YieldStmt must be the trailing statement of its scope. A producing pass emitted malformed IR.", seq.Stmts[i].Span(), i, len(seq.Stmts))
		}
	}
}

// extractYield is ExtractYield (:1136): the yield ending a body, through
// statement lists and runtime / split_aiv scopes.
func extractYield(c *ssaConv, s ir.Stmt) *ir.YieldStmt {
	assertNoMidBodyYield(c, s)
	switch s := s.(type) {
	case *ir.YieldStmt:
		return s
	case *ir.ScopeStmt:
		if ir.SSATransparent(s) {
			return extractYield(c, s.Body)
		}
	case *ir.SeqStmts:
		if len(s.Stmts) > 0 {
			return extractYield(c, s.Stmts[len(s.Stmts)-1])
		}
	}
	return nil
}

// replaceOrAppendYield is ReplaceOrAppendYield (:1162).
func replaceOrAppendYield(c *ssaConv, s ir.Stmt, vals []ir.Expr, pos ir.Span) ir.Stmt {
	assertNoMidBodyYield(c, s)
	y := &ir.YieldStmt{Values: vals, Pos: pos}
	switch b := s.(type) {
	case *ir.ScopeStmt:
		if ir.SSATransparent(b) {
			n := *b
			n.Body = replaceOrAppendYield(c, b.Body, vals, pos)
			return &n
		}
	case *ir.SeqStmts:
		stmts := append([]ir.Stmt(nil), b.Stmts...)
		if len(stmts) > 0 && extractYield(c, stmts[len(stmts)-1]) != nil {
			stmts[len(stmts)-1] = replaceOrAppendYield(c, stmts[len(stmts)-1], vals, pos)
		} else {
			stmts = append(stmts, y)
		}
		return ir.Seq(b.Pos, stmts...)
	case *ir.YieldStmt:
		return y
	}
	return ir.Seq(pos, s, y)
}

// assignDefs is VarDefUseCollector's var_assign_defs: every variable an
// assignment at or below s defines.
func assignDefs(s ir.Stmt) map[*ir.Var]bool {
	out := map[*ir.Var]bool{}
	ir.Walk(s, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			out[a.Var] = true
		}
		return true
	})
	return out
}

// assignTypes is TypeCollector (:92): each assigned variable's
// authoritative type (the last assignment's).
func assignTypes(s ir.Stmt) map[*ir.Var]ir.Type {
	out := map[*ir.Var]ir.Type{}
	ir.Walk(s, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			out[a.Var] = authoritativeType(a.Var.T, a.Value)
		}
		return true
	})
	return out
}

// exprUses is UseCollector (:114) on an expression: every variable it
// reads, with the dims of a tensor variable's type and an iter arg's init.
func exprUses(e ir.Expr, into map[*ir.Var]bool) {
	if e == nil {
		return
	}
	ir.WalkExpr(e, func(n ir.Node) bool {
		var v *ir.Var
		switch x := n.(type) {
		case *ir.Var:
			v = x
		case *ir.IterArg:
			v = &x.Var
			exprUses(x.Init, into)
		default:
			return true
		}
		into[v] = true
		if tt, ok := v.T.(*ir.TensorType); ok {
			for _, d := range tt.Shape {
				exprUses(d, into)
			}
		}
		return false
	})
}

// stmtLiveIn is ComputeStmtLiveIn (:145): the variables a statement needs
// from outside it, order-aware inside statement lists.
func stmtLiveIn(s ir.Stmt) map[*ir.Var]bool {
	out := map[*ir.Var]bool{}
	switch s := s.(type) {
	case *ir.AssignStmt:
		exprUses(s.Value, out)
	case *ir.EvalStmt:
		exprUses(s.Expr, out)
	case *ir.ReturnStmt:
		for _, v := range s.Values {
			exprUses(v, out)
		}
	case *ir.YieldStmt:
		for _, v := range s.Values {
			exprUses(v, out)
		}
	case *ir.SeqStmts:
		return seqLiveIn(s.Stmts)
	case *ir.ForStmt:
		exprUses(s.Start, out)
		exprUses(s.Stop, out)
		exprUses(s.Step, out)
		for _, ia := range s.IterArgs {
			exprUses(ia.Init, out)
		}
		body := stmtLiveIn(s.Body)
		delete(body, s.LoopVar)
		for _, ia := range s.IterArgs {
			delete(body, &ia.Var)
		}
		for v := range body {
			out[v] = true
		}
	case *ir.WhileStmt:
		exprUses(s.Cond, out)
		for _, ia := range s.IterArgs {
			exprUses(ia.Init, out)
		}
		body := stmtLiveIn(s.Body)
		for _, ia := range s.IterArgs {
			delete(body, &ia.Var)
		}
		for v := range body {
			out[v] = true
		}
	case *ir.IfStmt:
		exprUses(s.Cond, out)
		for v := range stmtLiveIn(s.Then) {
			out[v] = true
		}
		if s.Else != nil {
			for v := range stmtLiveIn(s.Else) {
				out[v] = true
			}
		}
	case *ir.ScopeStmt:
		out = stmtLiveIn(s.Body)
		if s.Kind == ir.ScopeSpmd {
			exprUses(s.CoreNum, out)
		}
	}
	return out
}

// seqLiveIn is ComputeSeqLiveIn (:218).
func seqLiveIn(stmts []ir.Stmt) map[*ir.Var]bool {
	defined := map[*ir.Var]bool{}
	live := map[*ir.Var]bool{}
	for _, s := range stmts {
		for v := range stmtLiveIn(s) {
			if !defined[v] {
				live[v] = true
			}
		}
		for v := range assignDefs(s) {
			defined[v] = true
		}
	}
	return live
}
