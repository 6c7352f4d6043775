package gen

import "github.com/irfuzz/irfuzz/ir"

// User form: kernels as authors write them, before ConvertToSSA. The
// builder makes SSA (explicit iter args, yields and phis); userForm then
// rewrites, per drawn carry (PUserForm), a tile or tensor loop carry into a
// plain re-assignment of the variable it starts from:
//
//	acc = ...                          acc = ...
//	for i, (c,) in pl.range(4,         for i in pl.range(4):
//	        init_values=(acc,)):   ->      acc = pl.tile.matmul_acc(acc, a, b)
//	    d = pl.tile.matmul_acc(c, a, b)
//	    c_rv = pl.yield_(d)
//
// The pinned PyPTO's parser gives each re-assignment of a name the same
// variable (the identity ConvertToSSA versions: convert_to_ssa_pass.cpp
// :545-606 carries a variable a loop body assigns that was defined
// before it). If phis stay: the parser scopes a variable first assigned in
// a branch to that branch.
// A carry is rewritten only where the two forms mean the same: its
// initial value is a variable read nowhere after the loop starts but as
// that initial value, the body's yield is a variable the body assigns at its
// top level, and nothing reads the iter arg after that assignment. A call reading a tile that dies there may assign its result to
// that tile's variable (rebind). Scalar carries stay (a scalar may appear in tile types, which the
// checks here do not read); while loops keep their counter form.

// userForm rewrites the kernel's carries and phis, each with a draw of
// PUserForm; it returns the (possibly) rewritten function.
func (b *builder) userForm(f *ir.Function) *ir.Function {
	if b.k[PUserForm] == 0 {
		return f
	}
	// Every node gets its pre-order position; usePos lists where each
	// variable is read, begin the position of each loop.
	usePos := map[*ir.Var][]int{}
	begin := map[ir.Stmt]int{}
	pos := 0
	ir.WalkFunc(f, func(x ir.Node) bool {
		if e, ok := x.(ir.Expr); ok {
			if v := ir.VarOf(e); v != nil {
				usePos[v] = append(usePos[v], pos)
			}
		}
		if s, ok := x.(ir.Stmt); ok {
			begin[s] = pos
		}
		pos++
		return true
	})
	isParam := map[*ir.Var]bool{}
	for _, p := range f.Params {
		isParam[p] = true
	}
	u := &userForm{b: b, usePos: usePos, begin: begin, params: isParam, rename: map[*ir.Var]*ir.Var{}, subst: map[*ir.Var]ir.VarLike{}}
	u.block(f.Body)
	if len(u.rename) == 0 && len(u.subst) == 0 {
		return f
	}
	m := &ir.Mutator{Def: func(v *ir.Var) *ir.Var {
		if r := u.rename[v]; r != nil {
			return r
		}
		return v
	}}
	for old, repl := range u.subst {
		m.Subst(old, repl)
	}
	return m.Function(f)
}

type userForm struct {
	b      *builder
	usePos map[*ir.Var][]int
	begin  map[ir.Stmt]int
	params map[*ir.Var]bool
	// rename: a definition that becomes a re-assignment of another
	// variable; subst: a use that reads another variable.
	rename map[*ir.Var]*ir.Var
	subst  map[*ir.Var]ir.VarLike
}

// block visits the statements of a block (in place: the builder's fresh
// IR is shared with nothing).
func (u *userForm) block(s ir.Stmt) {
	stmts := ir.Stmts(s)
	for i, st := range stmts {
		if a, ok := st.(*ir.AssignStmt); ok {
			u.rebind(stmts[:i], a)
		}
	}
	for _, st := range stmts {
		switch st := st.(type) {
		case *ir.ForStmt:
			u.block(st.Body)
			u.loop(st)
		case *ir.WhileStmt:
			u.block(st.Body)
		case *ir.IfStmt:
			u.block(st.Then)
			u.block(st.Else)
		}
	}
}

// rebind makes a an assignment to the tile variable its call reads
// first, when that variable is assigned earlier in the same block (before,
// the list of statements ahead of a), has a's type and is read nowhere
// after a: `t = pl.tile.add(t, u)`.
func (u *userForm) rebind(before []ir.Stmt, a *ir.AssignStmt) {
	c, ok := a.Value.(*ir.Call)
	if !ok || c.Op == nil || c.Op.Access == ir.AccessView || !isTile(a.Var.T) {
		return // a view shares its source's buffer: it keeps its own name
	}
	for _, arg := range c.Args {
		v, ok := arg.(*ir.Var)
		if !ok || !isTile(v.T) {
			continue
		}
		if !ir.TypeEqual(v.T, a.Var.T) || topDef(before, v) < 0 || u.readAfter(v, a) {
			return
		}
		if !u.b.chance(b2(u.b.k[PUserForm])) {
			return
		}
		if r := u.rename[v]; r != nil {
			v = r
		}
		u.rename[a.Var] = v
		return
	}
}

// b2 halves a percentage (a rebinding is drawn at half the rate of a
// carry: a kernel has many more candidates).
func b2(pct int) int { return pct / 2 }

// readAfter reports whether v is read after statement s.
func (u *userForm) readAfter(v *ir.Var, s ir.Stmt) bool {
	n := 0
	ir.WalkFunc(&ir.Function{Body: s}, func(ir.Node) bool { n++; return true })
	for _, p := range u.usePos[v] {
		if p >= u.begin[s]+n {
			return true
		}
	}
	return false
}

// onlyBefore reports whether v is read once in loop s (its iter arg's
// initial value) and otherwise only before s.
func (u *userForm) onlyBefore(v *ir.Var, s *ir.ForStmt) bool {
	in := 0
	for _, p := range u.usePos[v] {
		if p > u.begin[s] {
			in++
		}
	}
	return in == 1
}

// topDef returns the index of the top-level assignment of v in stmts, or
// -1.
func topDef(stmts []ir.Stmt, v *ir.Var) int {
	for i, s := range stmts {
		if a, ok := s.(*ir.AssignStmt); ok && a.Var == v {
			return i
		}
	}
	return -1
}

// readsAny reports whether any of stmts reads v.
func readsAny(stmts []ir.Stmt, v *ir.Var) bool {
	found := false
	for _, s := range stmts {
		ir.WalkFunc(&ir.Function{Body: s}, func(x ir.Node) bool {
			if e, ok := x.(ir.Expr); ok && ir.VarOf(e) == v {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

func userCarriable(t ir.Type) bool {
	switch t.(type) {
	case *ir.TileType, *ir.TensorType:
		return true
	}
	return false
}

// loop rewrites the drawn carries of a for loop.
func (u *userForm) loop(s *ir.ForStmt) {
	stmts := ir.Stmts(s.Body)
	if len(stmts) == 0 || len(s.IterArgs) == 0 || len(s.ReturnVars) != len(s.IterArgs) {
		return
	}
	y, ok := stmts[len(stmts)-1].(*ir.YieldStmt)
	if !ok || len(y.Values) != len(s.IterArgs) {
		return
	}
	keep := make([]bool, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		keep[i] = true
		init := ir.VarOf(ia.Init)
		yv, isVar := y.Values[i].(*ir.Var)
		if init == nil || !isVar || u.rename[yv] != nil || !userCarriable(ia.T) || !u.onlyBefore(init, s) || u.rename[init] != nil ||
			!ir.TypeEqual(init.T, ia.T) || !ir.TypeEqual(yv.T, ia.T) || !ir.TypeEqual(s.ReturnVars[i].T, ia.T) {
			continue
		}
		j := topDef(stmts, yv)
		if j < 0 {
			continue
		}
		// Nothing after the new value's definition reads the old one
		// (the other yields included).
		rest := append(append([]ir.Stmt(nil), stmts[j+1:len(stmts)-1]...), &ir.YieldStmt{Values: append(append([]ir.Expr(nil), y.Values[:i]...), y.Values[i+1:]...)})
		if readsAny(rest, &ia.Var) {
			continue
		}
		if !u.b.knobChance(PUserForm) {
			continue
		}
		keep[i] = false
		u.subst[&ia.Var] = init
		u.rename[yv] = init
		u.subst[s.ReturnVars[i]] = init
	}
	var ias []*ir.IterArg
	var rvs []*ir.Var
	var vals []ir.Expr
	for i := range keep {
		if keep[i] {
			ias = append(ias, s.IterArgs[i])
			rvs = append(rvs, s.ReturnVars[i])
			vals = append(vals, y.Values[i])
		}
	}
	if len(ias) == len(s.IterArgs) {
		return
	}
	s.IterArgs, s.ReturnVars = ias, rvs
	body := stmts[:len(stmts)-1]
	if len(vals) > 0 {
		body = append(body, &ir.YieldStmt{Values: vals, Pos: y.Pos})
	}
	s.Body = ir.Seq(ir.Span{}, body...)
}
