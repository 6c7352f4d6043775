package pipeline

import "github.com/irfuzz/irfuzz/ir"

// mutateStmt is the base IRMutator's statement visit, the walk the
// pinned passes inherit: each body of a compound statement (SeqStmts,
// for, while, if, scope) goes through f, copy-on-write, and a changed
// SeqStmts is flattened one level (SeqStmts::Flatten, mutator.cpp:
// 1037-1055). Any other statement is returned as it is. A pass's own walk
// handles the statements it rewrites and hands the rest to mutateStmt.
func mutateStmt(s ir.Stmt, f func(ir.Stmt) ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.SeqStmts:
		out := make([]ir.Stmt, len(s.Stmts))
		changed := false
		for i, c := range s.Stmts {
			out[i] = f(c)
			changed = changed || out[i] != c
		}
		if changed {
			return flattenSeq(s.Pos, out)
		}
	case *ir.ForStmt:
		return withForBody(s, f(s.Body))
	case *ir.WhileStmt:
		if b := f(s.Body); b != s.Body {
			c := *s
			c.Body = b
			return &c
		}
	case *ir.IfStmt:
		th, el := f(s.Then), s.Else
		if el != nil {
			el = f(el)
		}
		if th != s.Then || el != s.Else {
			c := *s
			c.Then, c.Else = th, el
			return &c
		}
	case *ir.ScopeStmt:
		if b := f(s.Body); b != s.Body {
			c := *s
			c.Body = b
			return &c
		}
	}
	return s
}

// withForBody is s with body, or s itself when body is its own.
func withForBody(s *ir.ForStmt, body ir.Stmt) ir.Stmt {
	if body == s.Body {
		return s
	}
	c := *s
	c.Body = body
	return &c
}

// withWhileBody is s with body, or s itself when body is its own.
func withWhileBody(s *ir.WhileStmt, body ir.Stmt) ir.Stmt {
	if body == s.Body {
		return s
	}
	c := *s
	c.Body = body
	return &c
}
