package verifier

import "github.com/irfuzz/irfuzz/ir"

// The NoNestedCall error codes (PyPTO's nested_call::ErrorType).
const (
	nestedCallInCallArgs  = 201
	nestedCallInIfCond    = 202
	nestedCallInForRange  = 203
	nestedCallInBinary    = 204
	nestedCallInUnary     = 205
	nestedCallInWhileCond = 206
)

// noNestedCall is PyPTO's NoNestedCall (src/ir/verifier/
// verify_no_nested_call_pass.cpp): three-address form. A Call may not be an
// argument of another Call (201), the condition of an if (202), a for bound
// (203), an operand of a binary (204) or unary (205) expression, or the
// condition of a while (206; PyPTO's enum has this sixth code although its
// documentation lists five). The whole body is walked, so a call nested
// inside a call inside a yield or return value is reported (201), but a Call
// that is itself a yield or return value is not: PyPTO #2236 taught
// FlattenCallExpr to hoist such a call out of a YieldStmt (as #1397 did for
// ReturnStmt), and the verifier in the newest PyPTO still checks neither
// position. A Submit is not a Call (PyPTO's As<Call> does not match it).
var noNestedCall = &rule{
	name: "NoNestedCall",
	prop: NoNestedCalls,
	doc:  "no call expression nested in call arguments, conditions, loop bounds or scalar operators",
	run: func(p *Pass) {
		var v visitor
		v.onExpr = func(e ir.Expr) bool {
			switch e := e.(type) {
			case *ir.Call:
				// PyPTO's override visits the args only (not the Var attrs).
				for _, a := range e.Args {
					if isCall(a) {
						p.Errorf(nestedCallInCallArgs, a.Span(), "Call expression has nested call in arguments")
					}
					v.Expr(a)
				}
				return false
			case *ir.Binary:
				if isCall(e.L) {
					p.Errorf(nestedCallInBinary, e.L.Span(), "Binary expression left operand cannot be a call expression")
				}
				if isCall(e.R) {
					p.Errorf(nestedCallInBinary, e.R.Span(), "Binary expression right operand cannot be a call expression")
				}
			case *ir.Unary:
				if isCall(e.X) {
					p.Errorf(nestedCallInUnary, e.X.Span(), "Unary expression operand cannot be a call expression")
				}
			}
			return true
		}
		v.onStmt = func(s ir.Stmt) bool {
			switch s := s.(type) {
			case *ir.IfStmt:
				if isCall(s.Cond) {
					p.Errorf(nestedCallInIfCond, s.Cond.Span(), "If condition cannot be a call expression")
				}
			case *ir.ForStmt:
				if isCall(s.Start) {
					p.Errorf(nestedCallInForRange, s.Start.Span(), "For loop start expression cannot be a call expression")
				}
				if isCall(s.Stop) {
					p.Errorf(nestedCallInForRange, s.Stop.Span(), "For loop stop expression cannot be a call expression")
				}
				if isCall(s.Step) {
					p.Errorf(nestedCallInForRange, s.Step.Span(), "For loop step expression cannot be a call expression")
				}
			case *ir.WhileStmt:
				if isCall(s.Cond) {
					p.Errorf(nestedCallInWhileCond, s.Cond.Span(), "While loop condition cannot be a call expression")
				}
			}
			return false
		}
		for _, f := range p.Prog.Funcs {
			if f != nil {
				v.Stmt(f.Body)
			}
		}
	},
}
