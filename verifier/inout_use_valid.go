package verifier

import "github.com/irfuzz/irfuzz/ir"

// inOutUseValid is PyPTO's InOutUseValid (src/ir/verifier/verify_inout_use.cpp
// over stmt_dep::CollectInOutUseDisciplineDiagnostics, RFC #1026). A
// variable passed as an InOut or Out argument to a call of a program function
// is dead for reads from the call onward, in CFG order: any later read of it
// is reported at the read, naming the call's location, code 0 and rule name
// "InOutUseDiscipline" (PyPTO's diagnostics carry that name, not the
// property's). Reads in the call's own arguments come first and are fine; a
// re-assignment revives the variable; the branches of an if start from the
// same state and their dead sets are merged; a loop body starts with every
// variable its body kills already dead (the back edge), except the loop's
// iter args, which go out of scope after it. Builtin ops never kill. Group
// and Spmd functions are skipped (their wrappers share Out tensors by
// design; PyPTO's newest verifier skips both).
//
// PyPTO re-walks a loop body with a fresh checker to find its kills, which
// costs 2^depth per statement in a loop nest; here the kill set of each
// loop body is computed once and reused.
var inOutUseValid = &rule{
	name:     "InOutUseValid",
	prop:     InOutUseValid,
	doc:      "variables passed as InOut/Out to a function call are not read after the call (RFC #1026)",
	requires: []Requirement{funcsByName},
	run: func(p *Pass) {
		d := *p
		d.rule = "InOutUseDiscipline"
		var funcs map[string]*ir.Function
		kills := map[*ir.WhileStmt]*inoutChecker{}
		forKills := map[*ir.ForStmt]*inoutChecker{}
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil || f.Kind == ir.Group || f.Kind == ir.Spmd {
				continue
			}
			if funcs == nil {
				funcs = ResultOf(p, funcsByName)
			}
			c := newInoutChecker(funcs, forKills, kills, &d)
			c.v.Stmt(f.Body)
		}
	},
}

type inoutChecker struct {
	funcs     map[string]*ir.Function
	forKills  map[*ir.ForStmt]*inoutChecker
	whileKill map[*ir.WhileStmt]*inoutChecker
	pass      *Pass // nil: a kill-collecting sub-walk, which reports nothing
	dead      map[*ir.Var]bool
	origin    map[*ir.Var]ir.Span
	v         visitor
}

func newInoutChecker(funcs map[string]*ir.Function, fk map[*ir.ForStmt]*inoutChecker, wk map[*ir.WhileStmt]*inoutChecker, p *Pass) *inoutChecker {
	c := &inoutChecker{funcs: funcs, forKills: fk, whileKill: wk, pass: p, dead: map[*ir.Var]bool{}, origin: map[*ir.Var]ir.Span{}}
	c.v = visitor{onExpr: c.expr, onVar: c.use, onStmt: c.stmt}
	return c
}

func (c *inoutChecker) use(v *ir.Var, e ir.Expr) {
	if c.dead[v] && c.pass != nil {
		at := "<unknown>"
		if sp, ok := c.origin[v]; ok {
			at = sp.String()
		}
		c.pass.Errorf(0, e.Span(), "variable '%s' was passed as InOut/Out at %s; read the post-call return value instead of the pre-call variable", v.Name, at)
	}
	c.v.VarDefault(v)
}

func (c *inoutChecker) expr(e ir.Expr) bool {
	call, ok := e.(*ir.Call)
	if !ok {
		return true
	}
	for _, a := range call.Args {
		c.v.Expr(a)
	}
	if call.Op != nil {
		return false
	}
	callee := c.funcs[call.Callee]
	if callee == nil {
		return false
	}
	n := min(len(callee.Dirs), len(call.Args))
	for i := 0; i < n; i++ {
		if callee.Dirs[i] != ir.InOut && callee.Dirs[i] != ir.Out {
			continue
		}
		vl, ok := call.Args[i].(ir.VarLike)
		if !ok {
			continue
		}
		v := vl.VarRef()
		c.dead[v] = true
		if _, seen := c.origin[v]; !seen {
			c.origin[v] = call.Pos
		}
	}
	return false
}

// absorb merges the kills of a loop body into the dead set, except the
// loop's own iter args.
func (c *inoutChecker) absorb(sub *inoutChecker, ias []*ir.IterArg) {
	excluded := func(v *ir.Var) bool {
		for _, ia := range ias {
			if ia != nil && &ia.Var == v {
				return true
			}
		}
		return false
	}
	for v := range sub.dead {
		if !excluded(v) {
			c.dead[v] = true
		}
	}
	for v, sp := range sub.origin {
		if _, seen := c.origin[v]; !seen && !excluded(v) {
			c.origin[v] = sp
		}
	}
}

func (c *inoutChecker) killsOfFor(s *ir.ForStmt) *inoutChecker {
	if k, ok := c.forKills[s]; ok {
		return k
	}
	k := newInoutChecker(c.funcs, c.forKills, c.whileKill, nil)
	k.v.Stmt(s.Body)
	c.forKills[s] = k
	return k
}

func (c *inoutChecker) killsOfWhile(s *ir.WhileStmt) *inoutChecker {
	if k, ok := c.whileKill[s]; ok {
		return k
	}
	k := newInoutChecker(c.funcs, c.forKills, c.whileKill, nil)
	k.v.Stmt(s.Body)
	c.whileKill[s] = k
	return k
}

func (c *inoutChecker) forgetIterArgs(ias []*ir.IterArg) {
	for _, ia := range ias {
		if ia != nil {
			delete(c.dead, &ia.Var)
			delete(c.origin, &ia.Var)
		}
	}
}

func (c *inoutChecker) stmt(s ir.Stmt) bool {
	switch s := s.(type) {
	case *ir.AssignStmt:
		c.v.Expr(s.Value)
		if s.Var != nil {
			delete(c.dead, s.Var)
			delete(c.origin, s.Var)
		}
	case *ir.IfStmt:
		c.v.Expr(s.Cond)
		snapshot := make(map[*ir.Var]bool, len(c.dead))
		for v := range c.dead {
			snapshot[v] = true
		}
		c.v.Stmt(s.Then)
		afterThen := c.dead
		c.dead = snapshot
		c.v.Stmt(s.Else)
		for v := range afterThen {
			c.dead[v] = true
		}
	case *ir.ForStmt:
		c.v.Expr(s.Start)
		c.v.Expr(s.Stop)
		c.v.Expr(s.Step)
		for _, ia := range s.IterArgs {
			if ia != nil {
				c.v.Expr(ia.Init)
			}
		}
		c.absorb(c.killsOfFor(s), s.IterArgs)
		c.v.Stmt(s.Body)
		c.forgetIterArgs(s.IterArgs)
	case *ir.WhileStmt:
		c.v.Expr(s.Cond)
		for _, ia := range s.IterArgs {
			if ia != nil {
				c.v.Expr(ia.Init)
			}
		}
		c.absorb(c.killsOfWhile(s), s.IterArgs)
		c.v.Stmt(s.Body)
		c.forgetIterArgs(s.IterArgs)
	default:
		return false
	}
	return true
}

// InOutUseClean reports whether function f of p keeps the InOut-use
// discipline: stmt_dep::CollectInOutUseDisciplineDiagnostics over its body
// finds nothing (src/ir/transforms/utils/stmt_dependency_analysis.cpp:
// 288-294). Unlike the InOutUseValid rule it checks any kind of function,
// as the passes that call it do (CanonicalizeIOOrder skips a function that
// breaks the discipline, canonicalize_io_order_pass.cpp:508-511).
func InOutUseClean(p *ir.Program, f *ir.Function) bool {
	if f == nil || f.Body == nil {
		return true
	}
	funcs := make(map[string]*ir.Function, len(p.Funcs))
	for _, g := range p.Funcs {
		if g != nil {
			funcs[g.Name] = g
		}
	}
	var ds []Diagnostic
	pass := &Pass{Prog: p, rule: "InOutUseDiscipline", out: &ds}
	c := newInoutChecker(funcs, map[*ir.ForStmt]*inoutChecker{}, map[*ir.WhileStmt]*inoutChecker{}, pass)
	c.v.Stmt(f.Body)
	return len(ds) == 0
}
