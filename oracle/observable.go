package oracle

import "github.com/irfuzz/irfuzz/ir"

// observable reports whether the statement a diagnostic points at (an
// assignment, or the call it assigns) can change what its function
// returns or does: its variable reaches a return or an evaluated call
// through the definitions that use it, a loop or branch counting as one
// definition of everything it carries out. A rule rejecting a statement
// nothing observes cannot be judged by comparing outputs, so the
// precision oracle skips it. A span no assignment has is observable.
func observable(p *ir.Program, span ir.Span) bool {
	if span == (ir.Span{}) {
		return true
	}
	for _, f := range p.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		g := &defUse{deps: map[*ir.Var][]*ir.Var{}, span: span}
		g.stmt(f.Body)
		if g.target == nil {
			continue
		}
		live := map[*ir.Var]bool{}
		work := g.roots
		for len(work) > 0 {
			v := work[len(work)-1]
			work = work[:len(work)-1]
			if live[v] {
				continue
			}
			live[v] = true
			work = append(work, g.deps[v]...)
		}
		return live[g.target]
	}
	return true
}

// defUse is one function's variables, what each definition uses, and the
// uses that are observable by themselves.
type defUse struct {
	deps   map[*ir.Var][]*ir.Var
	roots  []*ir.Var
	span   ir.Span
	target *ir.Var
}

func (g *defUse) stmt(s ir.Stmt) {
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, x := range s.Stmts {
			g.stmt(x)
		}
	case *ir.AssignStmt:
		g.deps[s.Var] = usesIn(s.Value)
		if c, ok := s.Value.(*ir.Call); s.Pos == g.span || ok && c.Pos == g.span {
			g.target = s.Var
		}
	case *ir.EvalStmt, *ir.ReturnStmt:
		g.roots = append(g.roots, usesIn(s)...)
	case *ir.IfStmt:
		g.compound(s, s.ReturnVars, nil, s.Then, s.Else)
	case *ir.ForStmt:
		g.compound(s, append([]*ir.Var{s.LoopVar}, s.ReturnVars...), s.IterArgs, s.Body)
	case *ir.WhileStmt:
		g.compound(s, s.ReturnVars, s.IterArgs, s.Body)
	case *ir.ScopeStmt:
		g.stmt(s.Body)
	}
}

// compound makes every variable a loop or branch defines depend on every
// use inside it, then looks into its bodies.
func (g *defUse) compound(s ir.Stmt, results []*ir.Var, carries []*ir.IterArg, bodies ...ir.Stmt) {
	all := usesIn(s)
	for _, v := range results {
		g.deps[v] = all
	}
	for _, ia := range carries {
		g.deps[ia.VarRef()] = all
	}
	for _, b := range bodies {
		if b != nil {
			g.stmt(b)
		}
	}
}

// usesIn lists the variables a node reads.
func usesIn(n ir.Node) []*ir.Var {
	var out []*ir.Var
	ir.Walk(n, func(m ir.Node) bool {
		if v, ok := m.(ir.VarLike); ok {
			out = append(out, v.VarRef())
		}
		return true
	})
	return out
}
