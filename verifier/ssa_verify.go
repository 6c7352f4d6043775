package verifier

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// The SSAVerify error codes (PyPTO's ssa::ErrorType).
const (
	ssaMultipleAssignment = 1
	ssaNameShadowing      = 2 // defined by PyPTO, never emitted
	ssaMissingYield       = 3
	ssaIterArgsReturnVars = 4
	ssaYieldCount         = 5
	ssaScopeViolation     = 6
	ssaMisplacedYield     = 7
)

// ssaVerify is PyPTO's SSAVerify (src/ir/verifier/verify_ssa_pass.cpp).
//
// Per function it keeps a scope stack seeded with the parameters and every
// variable referenced in parameter and return types. Every Var / IterArg use
// must be visible in some enclosing scope (6); an assignment visits its
// right-hand side first, then counts the definition (a second definition of
// the same variable anywhere in the function is 1) and defines it together
// with the variables its type references. Loops and branches count their
// return vars up front, evaluate bounds and init values outside, open a
// scope for the loop var and iter args (each branch gets its own), and check
// cardinality: iter args vs return vars (4), a trailing yield when values
// are carried (3; a phi'd if also needs an else), its value count (5), and no
// yield before the trailing position (7). The trailing position looks
// through SeqStmts and through runtime and split_aiv scopes. Other scopes
// are transparent. NAME_SHADOWING (2) exists in PyPTO's enum but is never
// produced. Every message ends with the function name and the printed
// function, as PyPTO's does.
var ssaVerify = &rule{
	name:     "SSAVerify",
	prop:     SSAForm,
	doc:      "no multiple assignment, no use outside the defining scope, loop/branch carry cardinality, trailing yields",
	requires: []Requirement{entryVars},
	run: func(p *Pass) {
		entry := ResultOf(p, entryVars)
		for i, f := range p.Prog.Funcs {
			if f == nil {
				continue
			}
			s := &ssaChecker{pass: p, fn: f, vars: map[*ir.Var]*ssaVar{}}
			s.scopes = [][]*ssaVar{nil}
			for _, v := range entry[i] {
				s.define(v)
			}
			s.v = visitor{onVar: s.use, onStmt: s.stmt}
			s.v.Stmt(f.Body)
		}
	},
}

type ssaChecker struct {
	pass    *Pass
	fn      *ir.Function
	printed string
	v       visitor
	vars    map[*ir.Var]*ssaVar
	scopes  [][]*ssaVar // definitions per open scope
}

// ssaVar is what SSAVerify knows about one variable.
type ssaVar struct {
	defs    int // definitions counted in the function (assignments, return vars)
	visible int // how many open scopes define it
}

func (s *ssaChecker) info(v *ir.Var) *ssaVar {
	x := s.vars[v]
	if x == nil {
		x = &ssaVar{}
		s.vars[v] = x
	}
	return x
}

func (s *ssaChecker) errorf(code int, span ir.Span, format string, a ...any) {
	if s.printed == "" {
		s.printed = printFunc(s.fn)
	}
	s.pass.Errorf(code, span, "%s\n  In function '%s':\n%s", fmt.Sprintf(format, a...), s.fn.Name, s.printed)
}

func (s *ssaChecker) define(v *ir.Var) {
	if v == nil {
		return
	}
	x := s.info(v)
	top := len(s.scopes) - 1
	s.scopes[top] = append(s.scopes[top], x)
	x.visible++
}

func (s *ssaChecker) enter() { s.scopes = append(s.scopes, nil) }

func (s *ssaChecker) exit() {
	if len(s.scopes) <= 1 {
		return
	}
	top := len(s.scopes) - 1
	for _, x := range s.scopes[top] {
		x.visible--
	}
	s.scopes = s.scopes[:top]
}

func (s *ssaChecker) count(v *ir.Var) {
	if v == nil {
		return
	}
	x := s.info(v)
	x.defs++
	if n := x.defs; n > 1 {
		s.errorf(ssaMultipleAssignment, v.Pos, "Variable '%s' is assigned more than once (%d times), violating SSA form", v.Name, n)
	}
}

func (s *ssaChecker) use(v *ir.Var, e ir.Expr) {
	if x := s.vars[v]; x == nil || x.visible == 0 {
		s.errorf(ssaScopeViolation, e.Span(), "Variable '%s' used outside its defining scope", v.Name)
	}
	s.v.VarDefault(v)
}

func (s *ssaChecker) stmt(st ir.Stmt) bool {
	switch st := st.(type) {
	case *ir.AssignStmt:
		if st.Var == nil {
			return true
		}
		s.v.Expr(st.Value)
		s.count(st.Var)
		s.define(st.Var)
		typeVars(st.Var.T, s.define)
	case *ir.ForStmt:
		for _, rv := range st.ReturnVars {
			s.count(rv)
		}
		s.v.Expr(st.Start)
		s.v.Expr(st.Stop)
		s.v.Expr(st.Step)
		for _, ia := range st.IterArgs {
			if ia != nil {
				s.v.Expr(ia.Init)
			}
		}
		s.enter()
		s.define(st.LoopVar)
		for _, ia := range st.IterArgs {
			if ia != nil {
				s.define(&ia.Var)
			}
		}
		s.v.Stmt(st.Body)
		s.exit()
		s.loop("ForStmt", len(st.IterArgs), len(st.ReturnVars), st.Body, st.Pos)
		for _, rv := range st.ReturnVars {
			s.define(rv)
		}
	case *ir.WhileStmt:
		for _, rv := range st.ReturnVars {
			s.count(rv)
		}
		for _, ia := range st.IterArgs {
			if ia != nil {
				s.v.Expr(ia.Init)
			}
		}
		s.enter()
		for _, ia := range st.IterArgs {
			if ia != nil {
				s.define(&ia.Var)
			}
		}
		s.v.Expr(st.Cond)
		s.v.Stmt(st.Body)
		s.exit()
		s.loop("WhileStmt", len(st.IterArgs), len(st.ReturnVars), st.Body, st.Pos)
		for _, rv := range st.ReturnVars {
			s.define(rv)
		}
	case *ir.IfStmt:
		for _, rv := range st.ReturnVars {
			s.count(rv)
		}
		s.v.Expr(st.Cond)
		s.enter()
		s.v.Stmt(st.Then)
		s.exit()
		if st.Else != nil {
			s.enter()
			s.v.Stmt(st.Else)
			s.exit()
		}
		s.ifStmt(st)
		for _, rv := range st.ReturnVars {
			s.define(rv)
		}
	default:
		return false
	}
	return true
}

// loop is VerifyLoopIterArgsAndYield.
func (s *ssaChecker) loop(kind string, nIter, nRet int, body ir.Stmt, span ir.Span) {
	if nIter != nRet {
		s.errorf(ssaIterArgsReturnVars, span, "%s iter_args count (%d) != return_vars count (%d)", kind, nIter, nRet)
	}
	if nIter == 0 {
		return
	}
	y := ir.TrailingYield(body, ir.SSATransparent)
	switch {
	case y == nil:
		s.errorf(ssaMissingYield, span, "%s with iter_args must have YieldStmt as last statement in body", kind)
	case len(y.Values) != nIter:
		s.errorf(ssaYieldCount, span, "%s YieldStmt value count (%d) != iter_args count (%d)", kind, len(y.Values), nIter)
	default:
		s.noMidBodyYield(kind, body)
	}
}

// ifStmt is VerifyIfStmt.
func (s *ssaChecker) ifStmt(st *ir.IfStmt) {
	n := len(st.ReturnVars)
	if n == 0 {
		return
	}
	if st.Else == nil {
		s.errorf(ssaMissingYield, st.Pos, "IfStmt with return_vars must have else branch")
		return
	}
	for _, br := range []struct {
		body       ir.Stmt
		name, kind string
	}{{st.Then, "then", "IfStmt then-branch"}, {st.Else, "else", "IfStmt else-branch"}} {
		y := ir.TrailingYield(br.body, ir.SSATransparent)
		switch {
		case y == nil:
			s.errorf(ssaMissingYield, st.Pos, "IfStmt %s branch must end with YieldStmt when return_vars exist", br.name)
		case len(y.Values) != n:
			s.errorf(ssaYieldCount, st.Pos, "%s YieldStmt value count (%d) != return_vars count (%d)", br.kind, len(y.Values), n)
		default:
			s.noMidBodyYield(br.kind, br.body)
		}
	}
}

// noMidBodyYield is CheckNoMidBodyYield: the first yield before the
// trailing position of a body (looking through runtime and split_aiv scopes
// and into the trailing statement) is reported at the yield itself.
func (s *ssaChecker) noMidBodyYield(kind string, body ir.Stmt) {
	for {
		switch b := body.(type) {
		case *ir.ScopeStmt:
			if b.Kind != ir.ScopeRuntime && b.Kind != ir.ScopeSplitAiv {
				return
			}
			body = b.Body
			continue
		case *ir.SeqStmts:
			for i := 0; i+1 < len(b.Stmts); i++ {
				if y, ok := b.Stmts[i].(*ir.YieldStmt); ok {
					s.errorf(ssaMisplacedYield, y.Pos, "%s body has YieldStmt before the terminating position; YieldStmt must be the last statement in its scope", kind)
					return
				}
			}
			if len(b.Stmts) == 0 {
				return
			}
			body = b.Stmts[len(b.Stmts)-1]
			continue
		}
		return
	}
}
