package verifier

import "github.com/irfuzz/irfuzz/ir"

// useBeforeDef is PyPTO's use_after_def::ErrorType::USE_BEFORE_DEF.
const useBeforeDef = 401

// useAfterDefCheck is PyPTO's UseAfterDefCheck (src/ir/verifier/
// verify_use_after_def.cpp). One flat set of variables in scope per
// function, seeded with the parameters and the variables of parameter and
// return types; then the function's attribute expressions are visited as
// uses (a caller-local referenced from a function attribute is reported);
// then the body, in order:
//
//   - every Var / IterArg use must be in scope (401); the variables inside
//     the used variable's type metadata are checked too (not recursively);
//   - an assignment defines its variable after its right-hand side;
//   - a for loop evaluates bounds and init values outside, puts the loop var
//     and iter args in scope for the body only, and afterwards either
//     restores the pre-loop scope plus its return vars (SSA form) or, with
//     no return vars, lets the body's definitions leak (non-SSA form);
//   - a while loop likewise, its condition inside the iter args' scope;
//   - an if visits each branch from the pre-branch scope; afterwards only its
//     return vars are added (SSA form) or, without return vars, the union of
//     both branches' definitions leaks.
//
// Scopes are transparent. PyPTO copies the whole scope set at every loop
// and branch; here an undo trail restores it, so the cost stays linear in
// the body (times the nesting depth).
var useAfterDefCheck = &rule{
	name:     "UseAfterDefCheck",
	prop:     UseAfterDef,
	doc:      "every variable use is preceded by a definition in scope",
	requires: []Requirement{entryVars},
	run: func(p *Pass) {
		entry := ResultOf(p, entryVars)
		for i, f := range p.Prog.Funcs {
			if f == nil {
				continue
			}
			u := &useChecker{pass: p, fn: f, in: map[*ir.Var]bool{}}
			for _, v := range entry[i] {
				u.add(v)
			}
			u.v = visitor{onVar: u.use, onStmt: u.stmt}
			for _, kw := range f.Attrs {
				forEachAttrExpr(kw.Value, u.v.Expr)
			}
			u.v.Stmt(f.Body)
		}
	},
}

type trailEntry struct {
	v     *ir.Var
	added bool // false: the entry records a removal
}

type useChecker struct {
	pass         *Pass
	fn           *ir.Function
	v            visitor
	in           map[*ir.Var]bool
	trail        []trailEntry
	visitingType bool
}

func (u *useChecker) add(v *ir.Var) {
	if v != nil && !u.in[v] {
		u.in[v] = true
		u.trail = append(u.trail, trailEntry{v, true})
	}
}

func (u *useChecker) remove(v *ir.Var) {
	if v != nil && u.in[v] {
		delete(u.in, v)
		u.trail = append(u.trail, trailEntry{v, false})
	}
}

func (u *useChecker) mark() int { return len(u.trail) }

// undo restores the scope as it was at mark m.
func (u *useChecker) undo(m int) {
	for i := len(u.trail) - 1; i >= m; i-- {
		e := u.trail[i]
		if e.added {
			delete(u.in, e.v)
		} else {
			u.in[e.v] = true
		}
	}
	u.trail = u.trail[:m]
}

// added lists the variables added since mark m that are still in scope.
func (u *useChecker) added(m int) []*ir.Var {
	var out []*ir.Var
	for _, e := range u.trail[m:] {
		if e.added && u.in[e.v] {
			out = append(out, e.v)
		}
	}
	return out
}

func (u *useChecker) use(v *ir.Var, e ir.Expr) {
	if !u.in[v] {
		u.pass.Errorf(useBeforeDef, e.Span(), "Variable '%s' used before definition in function '%s'", v.Name, u.fn.Name)
	}
	if !u.visitingType {
		u.visitingType = true
		typeExprs(v.T, u.v.Expr)
		u.visitingType = false
	}
}

func (u *useChecker) stmt(s ir.Stmt) bool {
	switch s := s.(type) {
	case *ir.AssignStmt:
		u.v.Expr(s.Value)
		u.add(s.Var)
	case *ir.ForStmt:
		u.v.Expr(s.Start)
		u.v.Expr(s.Stop)
		u.v.Expr(s.Step)
		for _, ia := range s.IterArgs {
			if ia != nil {
				u.v.Expr(ia.Init)
			}
		}
		m := u.mark()
		u.add(s.LoopVar)
		for _, ia := range s.IterArgs {
			if ia != nil {
				u.add(&ia.Var)
			}
		}
		u.v.Stmt(s.Body)
		u.remove(s.LoopVar)
		for _, ia := range s.IterArgs {
			if ia != nil {
				u.remove(&ia.Var)
			}
		}
		if len(s.ReturnVars) > 0 {
			u.undo(m)
			for _, rv := range s.ReturnVars {
				u.add(rv)
			}
		}
	case *ir.WhileStmt:
		m := u.mark()
		for _, ia := range s.IterArgs {
			if ia != nil {
				u.v.Expr(ia.Init)
			}
		}
		for _, ia := range s.IterArgs {
			if ia != nil {
				u.add(&ia.Var)
			}
		}
		u.v.Expr(s.Cond)
		u.v.Stmt(s.Body)
		for _, ia := range s.IterArgs {
			if ia != nil {
				u.remove(&ia.Var)
			}
		}
		if len(s.ReturnVars) > 0 {
			u.undo(m)
			for _, rv := range s.ReturnVars {
				u.add(rv)
			}
		}
	case *ir.IfStmt:
		u.v.Expr(s.Cond)
		m := u.mark()
		u.v.Stmt(s.Then)
		thenDefs := u.added(m)
		u.undo(m)
		u.v.Stmt(s.Else)
		if len(s.ReturnVars) > 0 {
			u.undo(m)
			for _, rv := range s.ReturnVars {
				u.add(rv)
			}
			break
		}
		elseDefs := u.added(m)
		u.undo(m)
		for _, v := range thenDefs {
			u.add(v)
		}
		for _, v := range elseDefs {
			u.add(v)
		}
	default:
		return false
	}
	return true
}
