package oracle

import "github.com/irfuzz/irfuzz/ir"

// observable reports whether the statement a diagnostic points at (an
// assignment, or the call it assigns) can change what its function
// returns or does: its variable reaches a return or an evaluated call
// through the definitions that use it. A branch's or loop's result
// depends on its own carry (a loop's initial value and iter arg), the
// values its yields pass in that position, and what decides which path
// runs (the condition, the loop's bounds); an evaluated call or a return
// inside a branch or loop also makes those deciding values observed. A
// loop whose body breaks, continues or returns counts, as one definition,
// every value it reads as an input of every result. A rule rejecting a
// statement nothing observes cannot be judged by comparing outputs, so
// the precision oracle skips it. A span no assignment has is observable.
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
	// control lists the values that decide whether the statements being
	// visited run: the conditions and bounds of the enclosing branches
	// and loops.
	control []*ir.Var
}

// def adds uses to what v depends on (a name the input program assigns
// twice keeps both definitions' uses).
func (g *defUse) def(v *ir.Var, uses ...*ir.Var) {
	g.deps[v] = append(g.deps[v], uses...)
}

func (g *defUse) stmt(s ir.Stmt) {
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, x := range s.Stmts {
			g.stmt(x)
		}
	case *ir.AssignStmt:
		g.def(s.Var, usesIn(s.Value)...)
		if c, ok := s.Value.(*ir.Call); s.Pos == g.span || ok && c.Pos == g.span {
			g.target = s.Var
		}
	case *ir.EvalStmt, *ir.ReturnStmt:
		g.roots = append(g.roots, usesIn(s)...)
		g.roots = append(g.roots, g.control...)
	case *ir.IfStmt:
		cond := usesIn(s.Cond)
		yields := [][]ir.Expr{yieldOf(s.Then), yieldOf(s.Else)}
		g.results(s, s.ReturnVars, nil, cond, yields, s.Then, s.Else)
	case *ir.ForStmt:
		var bounds []*ir.Var
		for _, e := range []ir.Expr{s.Start, s.Stop, s.Step} {
			bounds = append(bounds, usesIn(e)...)
		}
		g.def(s.LoopVar, bounds...)
		g.results(s, s.ReturnVars, s.IterArgs, bounds, [][]ir.Expr{yieldOf(s.Body)}, s.Body)
	case *ir.WhileStmt:
		// The condition reads the carries of the iteration it ends.
		g.results(s, s.ReturnVars, s.IterArgs, usesIn(s.Cond), [][]ir.Expr{yieldOf(s.Body)}, s.Body)
	case *ir.ScopeStmt:
		g.stmt(s.Body)
	}
}

// results defines a branch's or loop's results (and a loop's iter args)
// from the yields of its bodies in their position, the initial values and
// ctrl, then looks into the bodies with ctrl deciding them. A loop that
// leaves its body early, or yields other than one value per result, is
// one definition of everything it reads.
func (g *defUse) results(s ir.Stmt, results []*ir.Var, carries []*ir.IterArg, ctrl []*ir.Var, yields [][]ir.Expr, bodies ...ir.Stmt) {
	coarse := false
	for i, b := range bodies {
		if b == nil {
			continue
		}
		if carries != nil && escapes(b) || len(results) > 0 && len(yields[i]) != len(results) {
			coarse = true
		}
	}
	if coarse {
		all := usesIn(s)
		for _, v := range results {
			g.def(v, all...)
		}
		for _, ia := range carries {
			g.def(ia.VarRef(), all...)
		}
	} else {
		for i, v := range results {
			uses := append([]*ir.Var(nil), ctrl...)
			for _, y := range yields {
				if i < len(y) {
					uses = append(uses, usesIn(y[i])...)
				}
			}
			if i < len(carries) {
				ia := carries[i]
				uses = append(uses, ia.VarRef())
				uses = append(uses, usesIn(ia.Init)...)
			}
			g.def(v, uses...)
		}
		for i, ia := range carries {
			uses := append(usesIn(ia.Init), ctrl...)
			if i < len(yields[0]) {
				uses = append(uses, usesIn(yields[0][i])...)
			}
			g.def(ia.VarRef(), uses...)
		}
	}
	saved := len(g.control)
	g.control = append(g.control, ctrl...)
	for _, b := range bodies {
		if b != nil {
			g.stmt(b)
		}
	}
	g.control = g.control[:saved]
}

// yieldOf is the values of the yield that ends body (nil when none).
func yieldOf(body ir.Stmt) []ir.Expr {
	switch b := body.(type) {
	case *ir.YieldStmt:
		return b.Values
	case *ir.SeqStmts:
		if n := len(b.Stmts); n > 0 {
			return yieldOf(b.Stmts[n-1])
		}
	case *ir.ScopeStmt:
		return yieldOf(b.Body)
	}
	return nil
}

// escapes reports whether a loop body breaks, continues or returns (a
// break or continue of a nested loop does not count).
func escapes(body ir.Stmt) bool {
	found := false
	var walk func(ir.Stmt)
	walk = func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.BreakStmt, *ir.ContinueStmt, *ir.ReturnStmt:
			found = true
		case *ir.SeqStmts:
			for _, x := range s.Stmts {
				walk(x)
			}
		case *ir.IfStmt:
			walk(s.Then)
			if s.Else != nil {
				walk(s.Else)
			}
		case *ir.ScopeStmt:
			walk(s.Body)
		case *ir.ForStmt:
			if hasReturn(s.Body) {
				found = true
			}
		case *ir.WhileStmt:
			if hasReturn(s.Body) {
				found = true
			}
		}
	}
	walk(body)
	return found
}

// hasReturn reports whether a statement holds a return at any depth.
func hasReturn(s ir.Stmt) bool {
	found := false
	ir.Walk(s, func(n ir.Node) bool {
		if _, ok := n.(*ir.ReturnStmt); ok {
			found = true
		}
		return !found
	})
	return found
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
