package verifier

import "github.com/irfuzz/irfuzz/ir"

// visitor walks IR in exactly the order of PyPTO's IRVisitor
// (src/ir/transforms/base/visitor.cpp), which is what most PyPTO verifiers
// subclass. A rule customises it through hooks instead of overrides:
//
//   - onExpr runs for every expression before its default traversal (an
//     override of VisitExpr); returning false skips the default traversal.
//   - onVar replaces VisitVarLike_, called for every Var or IterArg reference
//     (the *ir.Var is the variable's identity, the ir.Expr the node met);
//     the default visits the dims of a TensorType, as PyPTO's does.
//   - onStmt runs for every statement; returning true means the hook handled
//     it (an override of VisitStmt_) and the default traversal is skipped.
//
// Hooks that want the default behaviour after their own work call
// ExprChildren, VarDefault or StmtChildren.
//
// Quirks kept on purpose because rules depend on them: an IterArg reference
// also visits its init value (PyPTO's VisitExpr_(IterArgPtr)); an assigned
// variable and loop / phi definitions are visited as expressions by the
// default statement traversal; a Call visits the Var-valued entries of its
// manual_dep_edges / compiler_manual_dep_edges / dump_vars attributes, a
// Submit those of arg_dir_override_vars / compiler_manual_dep_edges /
// dump_vars (only when the attribute holds ir.Expr values).
//
// The core rules (rules_core.go) use it; irvisitor.go holds a sibling walker
// the tile rules use. The two agree on the order and could be merged.
type visitor struct {
	// stmtsOnly skips every expression (for rules that look at statements
	// only).
	stmtsOnly bool

	onExpr func(e ir.Expr) bool
	onVar  func(v *ir.Var, e ir.Expr)
	onStmt func(s ir.Stmt) bool
}

var (
	callVarAttrs   = []string{"manual_dep_edges", "compiler_manual_dep_edges", "dump_vars"}
	submitVarAttrs = []string{"arg_dir_override_vars", "compiler_manual_dep_edges", "dump_vars"}
)

// Expr visits an expression.
func (v *visitor) Expr(e ir.Expr) {
	if e == nil || v.stmtsOnly {
		return
	}
	if v.onExpr != nil && !v.onExpr(e) {
		return
	}
	v.ExprChildren(e)
}

// ExprChildren is the default traversal of one expression.
func (v *visitor) ExprChildren(e ir.Expr) {
	switch e := e.(type) {
	case *ir.Var:
		v.varLike(e, e)
	case *ir.IterArg:
		v.varLike(&e.Var, e)
		v.Expr(e.Init)
	case *ir.Call:
		for _, a := range e.Args {
			v.Expr(a)
		}
		v.attrExprs(e.Attrs, callVarAttrs)
	case *ir.Submit:
		for _, a := range e.Args {
			v.Expr(a)
		}
		for _, d := range e.Deps {
			v.Expr(d)
		}
		v.Expr(e.CoreNum)
		v.attrExprs(e.Attrs, submitVarAttrs)
		for _, d := range e.Dumps { // the dump_vars attr
			v.Expr(d)
		}
	case *ir.Binary:
		v.Expr(e.L)
		v.Expr(e.R)
	case *ir.Unary:
		v.Expr(e.X)
	case *ir.MakeTuple:
		for _, x := range e.Elems {
			v.Expr(x)
		}
	case *ir.TupleGetItem:
		v.Expr(e.Tuple)
	}
}

func (v *visitor) varLike(x *ir.Var, e ir.Expr) {
	if v.onVar != nil {
		v.onVar(x, e)
		return
	}
	v.VarDefault(x)
}

// VarDefault is PyPTO's IRVisitor::VisitVarLike_: the shape dims of a
// TensorType-typed variable are visited; nothing else of its type is.
func (v *visitor) VarDefault(x *ir.Var) {
	if t, ok := x.T.(*ir.TensorType); ok {
		for _, d := range t.Shape {
			v.Expr(d)
		}
	}
}

func (v *visitor) attrExprs(kws []ir.Kwarg, keys []string) {
	for _, kw := range kws {
		for _, k := range keys {
			if kw.Key == k {
				forEachAttrExpr(kw.Value, v.Expr)
			}
		}
	}
}

// forEachAttrExpr calls fn for the expressions an attribute value holds: the
// value itself when it is an ir.Expr, or the ir.Expr elements of a list.
func forEachAttrExpr(val any, fn func(ir.Expr)) {
	switch x := val.(type) {
	case ir.Expr:
		fn(x)
	case []any:
		for _, el := range x {
			if e, ok := el.(ir.Expr); ok {
				fn(e)
			}
		}
	}
}

// Stmt visits a statement.
func (v *visitor) Stmt(s ir.Stmt) {
	if s == nil {
		return
	}
	if v.onStmt != nil && v.onStmt(s) {
		return
	}
	v.StmtChildren(s)
}

// StmtChildren is the default traversal of one statement.
func (v *visitor) StmtChildren(s ir.Stmt) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if s.Var != nil {
			v.Expr(s.Var)
		}
		v.Expr(s.Value)
	case *ir.EvalStmt:
		v.Expr(s.Expr)
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			v.Stmt(c)
		}
	case *ir.IfStmt:
		v.Expr(s.Cond)
		v.Stmt(s.Then)
		v.Stmt(s.Else)
		v.vars(s.ReturnVars)
	case *ir.ForStmt:
		if s.LoopVar != nil {
			v.Expr(s.LoopVar)
		}
		v.Expr(s.Start)
		v.Expr(s.Stop)
		v.Expr(s.Step)
		for _, ia := range s.IterArgs {
			if ia != nil {
				v.Expr(ia)
			}
		}
		v.Stmt(s.Body)
		v.vars(s.ReturnVars)
	case *ir.WhileStmt:
		v.Expr(s.Cond)
		for _, ia := range s.IterArgs {
			if ia != nil {
				v.Expr(ia)
			}
		}
		v.Stmt(s.Body)
		v.vars(s.ReturnVars)
	case *ir.YieldStmt:
		for _, x := range s.Values {
			v.Expr(x)
		}
	case *ir.ReturnStmt:
		for _, x := range s.Values {
			v.Expr(x)
		}
	case *ir.ScopeStmt:
		// core_num, then the Var-valued attrs (visitor.cpp:284-316).
		for _, x := range s.HeaderExprs() {
			v.Expr(x)
		}
		v.Stmt(s.Body)
	}
}

func (v *visitor) vars(vs []*ir.Var) {
	for _, x := range vs {
		if x != nil {
			v.Expr(x)
		}
	}
}

// isCall reports whether e is a Call (PyPTO's As<Call>: a Submit is not).
func isCall(e ir.Expr) bool {
	_, ok := e.(*ir.Call)
	return ok
}

// printFunc is ir.PrintFunc for diagnostics: a function too malformed to
// print (nil parameters, say) must not turn a report into a panic.
func printFunc(f *ir.Function) (text string) {
	defer func() {
		if recover() != nil {
			text = "<function " + f.Name + " cannot be printed>\n"
		}
	}()
	return ir.PrintFunc(f)
}
