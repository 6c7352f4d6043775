package ir

// Reading the parts of a statement without caring about its kind.

// StmtSpan is a possibly absent statement's span (the zero Span for nil).
func StmtSpan(s Stmt) Span {
	if s == nil {
		return Span{}
	}
	return s.Span()
}

// StmtCall is the call a leaf statement makes: the value of an assignment
// or the expression of an evaluation, when it is a Call; nil otherwise.
func StmtCall(st Stmt) *Call {
	switch s := st.(type) {
	case *AssignStmt:
		c, _ := s.Value.(*Call)
		return c
	case *EvalStmt:
		c, _ := s.Expr.(*Call)
		return c
	}
	return nil
}

// LoopParts is the carried state of a for or while loop: its iter args,
// body and return vars; ok is false for any other statement.
func LoopParts(st Stmt) (ias []*IterArg, body Stmt, rvs []*Var, ok bool) {
	switch s := st.(type) {
	case *ForStmt:
		return s.IterArgs, s.Body, s.ReturnVars, true
	case *WhileStmt:
		return s.IterArgs, s.Body, s.ReturnVars, true
	}
	return nil, nil, nil, false
}
