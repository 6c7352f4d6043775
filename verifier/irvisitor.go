package verifier

import "github.com/irfuzz/irfuzz/ir"

// irVisitor walks a function body in the order PyPTO's IRVisitor does
// (src/ir/transforms/base/visitor.cpp), so rules that report once per
// visited node report the same nodes, in the same order, as PyPTO's:
//
//   - AssignStmt: the defined variable, then the value;
//   - IfStmt: condition, then-branch, else-branch, return vars;
//   - ForStmt: loop var, start, stop, step, each iter arg (the variable,
//     then its initial value), body, return vars;
//   - WhileStmt: condition, each iter arg, body, return vars;
//   - scopes: the Spmd core count, then the body;
//   - a use of an iter arg revisits its initial value (IterArg's visit
//     always descends into initValue_), and a tensor-typed variable's shape
//     dimensions are visited after it (VisitVarLike_).
//
// Hooks are optional. varLike sees every definition and every use of a Var
// or IterArg (e is the *ir.Var or *ir.IterArg met). call sees every Call
// before its arguments; submit every Submit before its operands. stmt, when
// set, is called before a statement is walked; returning false skips the
// statement's default traversal (the hook then owns it).
type irVisitor struct {
	varLike func(v *ir.Var, e ir.Expr)
	call    func(c *ir.Call)
	submit  func(s *ir.Submit)
	stmt    func(s ir.Stmt) bool
}

func (w *irVisitor) visitStmt(s ir.Stmt) {
	if s == nil {
		return
	}
	if w.stmt != nil && !w.stmt(s) {
		return
	}
	w.walkStmt(s)
}

// walkStmt is the default traversal of one statement (without the stmt
// hook for s itself).
func (w *irVisitor) walkStmt(s ir.Stmt) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		w.visitDef(s.Var)
		w.visitExpr(s.Value)
	case *ir.EvalStmt:
		w.visitExpr(s.Expr)
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			w.visitStmt(c)
		}
	case *ir.IfStmt:
		w.visitExpr(s.Cond)
		w.visitStmt(s.Then)
		w.visitStmt(s.Else)
		for _, v := range s.ReturnVars {
			w.visitDef(v)
		}
	case *ir.ForStmt:
		w.visitDef(s.LoopVar)
		w.visitExpr(s.Start)
		w.visitExpr(s.Stop)
		w.visitExpr(s.Step)
		for _, ia := range s.IterArgs {
			w.visitExpr(ia)
		}
		w.visitStmt(s.Body)
		for _, v := range s.ReturnVars {
			w.visitDef(v)
		}
	case *ir.WhileStmt:
		w.visitExpr(s.Cond)
		for _, ia := range s.IterArgs {
			w.visitExpr(ia)
		}
		w.visitStmt(s.Body)
		for _, v := range s.ReturnVars {
			w.visitDef(v)
		}
	case *ir.YieldStmt:
		for _, v := range s.Values {
			w.visitExpr(v)
		}
	case *ir.ReturnStmt:
		for _, v := range s.Values {
			w.visitExpr(v)
		}
	case *ir.ScopeStmt:
		for _, x := range s.HeaderExprs() {
			w.visitExpr(x)
		}
		w.visitStmt(s.Body)
	}
}

func (w *irVisitor) visitDef(v *ir.Var) {
	if v != nil {
		w.visitExpr(v)
	}
}

func (w *irVisitor) visitExpr(e ir.Expr) {
	switch e := e.(type) {
	case nil:
	case *ir.Var:
		if e == nil {
			return
		}
		w.varLikeOf(e, e)
	case *ir.IterArg:
		if e == nil {
			return
		}
		w.varLikeOf(&e.Var, e)
		w.visitExpr(e.Init)
	case *ir.Call:
		if e == nil {
			return
		}
		if w.call != nil {
			w.call(e)
		}
		for _, a := range e.Args {
			w.visitExpr(a)
		}
	case *ir.Submit:
		if e == nil {
			return
		}
		if w.submit != nil {
			w.submit(e)
		}
		for _, a := range e.Args {
			w.visitExpr(a)
		}
		for _, d := range e.Deps {
			w.visitExpr(d)
		}
		w.visitExpr(e.CoreNum)
		for _, d := range e.Dumps {
			w.visitExpr(d)
		}
	case *ir.Binary:
		if e != nil {
			w.visitExpr(e.L)
			w.visitExpr(e.R)
		}
	case *ir.Unary:
		if e != nil {
			w.visitExpr(e.X)
		}
	case *ir.MakeTuple:
		if e != nil {
			for _, x := range e.Elems {
				w.visitExpr(x)
			}
		}
	case *ir.TupleGetItem:
		if e != nil {
			w.visitExpr(e.Tuple)
		}
	}
}

func (w *irVisitor) varLikeOf(v *ir.Var, e ir.Expr) {
	if w.varLike != nil {
		w.varLike(v, e)
	}
	if tt, ok := v.T.(*ir.TensorType); ok {
		for _, d := range tt.Shape {
			w.visitExpr(d)
		}
	}
}

// submitCallView is PyPTO's SubmitToCallView: the Submit seen as a call of
// its callee with the same arguments and type.
func submitCallView(s *ir.Submit) *ir.Call {
	return &ir.Call{Callee: s.Callee, Args: s.Args, T: s.T, Pos: s.Pos}
}

// isOp reports whether c calls the registered op (PyPTO's IsOp): a
// function call of the same name is not an op.
func isOp(c *ir.Call, op *ir.OpDef) bool {
	return c != nil && c.Op != nil && c.Op == op
}

// isNamed reports whether c calls an op of PyPTO's that a rule names but
// irfuzz's registry does not have yet (system.reserve_buffer,
// tile.matmul_mx_acc, tile.gemv_bias):
// such a call reaches a rule only from a program built in Go. A
// registered op is compared by identity (isOp); a test keeps it so.
func isNamed(c *ir.Call, name string) bool {
	return c != nil && c.Op != nil && c.Op.Name == name
}
