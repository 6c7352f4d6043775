package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// ConvertToSSA turns a program whose variables may be assigned more than
// once into SSA form (PyPTO's ConvertToSSA, on structured control flow):
//
//   - a re-assignment defines a new version (x__ssa_v<n>), and later uses
//     read the newest version;
//   - a variable defined before an if and re-assigned in a branch, or
//     defined in both branches, becomes a phi (x__phi_v<n>) bound by
//     trailing yields in both branches;
//   - a variable defined before a loop and re-assigned in its body becomes
//     a loop carry: an iter arg (x__iter_v<n>) seeded with the version
//     before the loop, yielded at the end of the body, and a return var
//     (x__rv_v<n>) read after the loop.
//
// Already-SSA programs come back unchanged. Loops that would need a carry
// but contain break / continue are refused (PyPTO lowers those first).
//
// Before converting it applies two contracts of the pinned PyPTO: that of
// CtrlFlowTransform, the PyPTO pass before this one, which the model does
// not run (a break / continue in a pl.pipeline loop: checkStructuredCtrlFlow,
// ctrl_flow_transform.go), and its own on user names (no "__" in a base
// name: checkAutoNameBases, auto_name.go).
var ConvertToSSA = &Pass{
	Name:        "ConvertToSSA",
	Doc:         "give every variable one definition, adding phis and loop carries",
	Produced:    set(pSSA),
	Invalidated: set(pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		if err := checkStructuredCtrlFlow(p); err != nil {
			return nil, err
		}
		if err := checkAutoNameBases(p); err != nil {
			return nil, err
		}
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		changed := false
		for i, f := range p.Funcs {
			nf, err := ssaFunction(f)
			if err != nil {
				return nil, err
			}
			out.Funcs[i] = nf
			changed = changed || nf != f
		}
		if !changed {
			return p, nil
		}
		return &out, nil
	},
}

type ssaConv struct {
	fn      *ir.Function
	env     map[*ir.Var]ir.VarLike // original variable -> current version
	defined map[*ir.Var]bool       // original variables defined so far
	counter int
	changed bool
}

func ssaFunction(f *ir.Function) (*ir.Function, error) {
	if f.Body == nil {
		return f, nil
	}
	c := &ssaConv{fn: f, env: map[*ir.Var]ir.VarLike{}, defined: map[*ir.Var]bool{}}
	for _, p := range f.Params {
		c.defined[p] = true
	}
	body, err := c.block(f.Body)
	if err != nil {
		return nil, err
	}
	if !c.changed {
		return f, nil
	}
	nf := *f
	nf.Body = body
	return &nf, nil
}

func (c *ssaConv) fresh(v *ir.Var, kind string) *ir.Var {
	n := &ir.Var{Name: v.Name + "__" + kind + "_v" + strconv.Itoa(c.counter), T: v.T, Pos: v.Pos}
	c.counter++
	c.changed = true
	return n
}

// rename rewrites variable uses to their current versions.
func (c *ssaConv) rename(e ir.Expr) ir.Expr {
	if len(c.env) == 0 || e == nil {
		return e
	}
	m := &ir.Mutator{}
	for k, v := range c.env {
		m.Subst(k, v)
	}
	return m.ExprTree(e)
}

func (c *ssaConv) renameAll(es []ir.Expr) []ir.Expr {
	out := make([]ir.Expr, len(es))
	for i, e := range es {
		out[i] = c.rename(e)
	}
	return out
}

// current is the version of v in force now.
func (c *ssaConv) current(v *ir.Var) ir.VarLike {
	if x, ok := c.env[v]; ok {
		return x
	}
	return v
}

func (c *ssaConv) snapshot() map[*ir.Var]ir.VarLike {
	s := make(map[*ir.Var]ir.VarLike, len(c.env))
	for k, v := range c.env {
		s[k] = v
	}
	return s
}

func (c *ssaConv) block(s ir.Stmt) (ir.Stmt, error) {
	if s == nil {
		return nil, nil
	}
	var out []ir.Stmt
	for _, st := range ir.Stmts(s) {
		ns, err := c.stmt(st)
		if err != nil {
			return nil, err
		}
		out = append(out, ns...)
	}
	if len(out) == 0 {
		return &ir.SeqStmts{Pos: s.Span()}, nil
	}
	return ir.Seq(s.Span(), out...), nil
}

// assigned lists, in first-assignment order, the variables a statement
// assigns (not counting definitions inside nested SSA constructs' own
// carries).
func assigned(s ir.Stmt) []*ir.Var {
	var out []*ir.Var
	seen := map[*ir.Var]bool{}
	ir.Walk(s, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok && !seen[a.Var] {
			seen[a.Var] = true
			out = append(out, a.Var)
		}
		return true
	})
	return out
}

func hasBreakContinue(s ir.Stmt) bool {
	found := false
	ir.Walk(s, func(n ir.Node) bool {
		switch n.(type) {
		case *ir.BreakStmt, *ir.ContinueStmt:
			found = true
		case *ir.ForStmt, *ir.WhileStmt:
			return n == s // inner loops own their break / continue
		}
		return !found
	})
	return found
}

func (c *ssaConv) stmt(s ir.Stmt) ([]ir.Stmt, error) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		val := c.rename(s.Value)
		v := s.Var
		if c.defined[v] {
			v = c.fresh(s.Var, "ssa")
		}
		c.defined[s.Var] = true
		if v != s.Var {
			c.env[s.Var] = v
		} else {
			delete(c.env, s.Var)
		}
		if val == s.Value && v == s.Var {
			return []ir.Stmt{s}, nil
		}
		c.changed = true
		return []ir.Stmt{&ir.AssignStmt{Var: v, Value: val, Pos: s.Pos}}, nil
	case *ir.EvalStmt:
		return []ir.Stmt{&ir.EvalStmt{Expr: c.rename(s.Expr), Pos: s.Pos}}, nil
	case *ir.YieldStmt:
		return []ir.Stmt{&ir.YieldStmt{Values: c.renameAll(s.Values), Pos: s.Pos}}, nil
	case *ir.ReturnStmt:
		return []ir.Stmt{&ir.ReturnStmt{Values: c.renameAll(s.Values), Pos: s.Pos}}, nil
	case *ir.BreakStmt, *ir.ContinueStmt:
		return []ir.Stmt{s}, nil
	case *ir.SeqStmts:
		b, err := c.block(s)
		return []ir.Stmt{b}, err
	case *ir.ScopeStmt:
		// The header's attrs are renamed too, as PyPTO's SubstScopeAttrs
		// does.
		n := *s.MapHeader(c.rename)
		b, err := c.block(s.Body)
		n.Body = b
		return []ir.Stmt{&n}, err
	case *ir.IfStmt:
		return c.ifStmt(s)
	case *ir.ForStmt:
		return c.forStmt(s)
	case *ir.WhileStmt:
		return c.whileStmt(s)
	}
	return []ir.Stmt{s}, nil
}

func (c *ssaConv) ifStmt(s *ir.IfStmt) ([]ir.Stmt, error) {
	cond := c.rename(s.Cond)
	before := c.snapshot()
	definedBefore := make(map[*ir.Var]bool, len(c.defined))
	for k, v := range c.defined {
		definedBefore[k] = v
	}
	th, err := c.block(s.Then)
	if err != nil {
		return nil, err
	}
	afterThen, definedThen := c.snapshot(), c.defined
	c.env = before
	c.defined = copyBoolMap(definedBefore)
	var el ir.Stmt
	if s.Else != nil {
		if el, err = c.block(s.Else); err != nil {
			return nil, err
		}
	}
	afterElse, definedElse := c.env, c.defined
	n := *s
	n.Cond, n.Then, n.Else = cond, th, el
	// Merge: phis for variables re-assigned in a branch that existed
	// before, or defined in both branches.
	var merge []*ir.Var
	for _, v := range append(assigned(s.Then), assignedOrNil(s.Else)...) {
		if containsVar(merge, v) {
			continue
		}
		if definedBefore[v] || definedThen[v] && definedElse[v] {
			merge = append(merge, v)
		}
	}
	c.defined = copyBoolMap(definedBefore)
	for k := range definedThen {
		c.defined[k] = true
	}
	for k := range definedElse {
		c.defined[k] = true
	}
	c.env = before
	if len(merge) == 0 || len(s.ReturnVars) > 0 {
		return []ir.Stmt{&n}, nil
	}
	if s.Else == nil {
		n.Else = &ir.SeqStmts{Pos: s.Pos}
	}
	version := func(env map[*ir.Var]ir.VarLike, v *ir.Var) ir.Expr {
		if x, ok := env[v]; ok {
			return x
		}
		return v
	}
	var tv, ev []ir.Expr
	for _, v := range merge {
		tv = append(tv, version(afterThen, v))
		ev = append(ev, version(afterElse, v))
		phi := c.fresh(v, "phi")
		n.ReturnVars = append(n.ReturnVars, phi)
		c.env[v] = phi
	}
	n.Then = appendStmt(n.Then, &ir.YieldStmt{Values: tv, Pos: s.Pos})
	n.Else = appendStmt(n.Else, &ir.YieldStmt{Values: ev, Pos: s.Pos})
	c.changed = true
	return []ir.Stmt{&n}, nil
}

func assignedOrNil(s ir.Stmt) []*ir.Var {
	if s == nil {
		return nil
	}
	return assigned(s)
}

func containsVar(vs []*ir.Var, v *ir.Var) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

func copyBoolMap(m map[*ir.Var]bool) map[*ir.Var]bool {
	out := make(map[*ir.Var]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func appendStmt(body ir.Stmt, s ir.Stmt) ir.Stmt {
	return ir.Seq(body.Span(), append(append([]ir.Stmt(nil), ir.Stmts(body)...), s)...)
}

// carried lists the variables a loop body re-assigns that were defined
// before the loop, in a deterministic order.
func (c *ssaConv) carried(body ir.Stmt) []*ir.Var {
	var out []*ir.Var
	for _, v := range assigned(body) {
		if c.defined[v] {
			out = append(out, v)
		}
	}
	return out
}

func (c *ssaConv) forStmt(s *ir.ForStmt) ([]ir.Stmt, error) {
	n := *s
	n.Start, n.Stop, n.Step = c.rename(s.Start), c.rename(s.Stop), c.rename(s.Step)
	ias := make([]*ir.IterArg, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		ias[i] = ia
		if init := c.rename(ia.Init); init != ia.Init {
			ias[i] = &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: init}
			c.env[&ia.Var] = ias[i]
			c.changed = true
		}
	}
	carry := c.carried(s.Body)
	if len(carry) > 0 && hasBreakContinue(s.Body) {
		return nil, fmt.Errorf("%s: ConvertToSSA: the loop carries %s but contains break / continue; lower them first", s.Pos, carry[0].Name)
	}
	newIAs, rvs := c.openCarries(carry)
	n.IterArgs = append(ias, newIAs...)
	c.defined[s.LoopVar] = true
	body, err := c.block(s.Body)
	if err != nil {
		return nil, err
	}
	n.Body = c.closeCarries(body, carry, len(s.IterArgs) > 0)
	n.ReturnVars = append(append([]*ir.Var(nil), s.ReturnVars...), rvs...)
	for i, v := range carry {
		c.env[v] = rvs[i]
	}
	for _, rv := range s.ReturnVars {
		c.defined[rv] = true
	}
	return []ir.Stmt{&n}, nil
}

func (c *ssaConv) whileStmt(s *ir.WhileStmt) ([]ir.Stmt, error) {
	n := *s
	carry := c.carried(s.Body)
	if len(carry) > 0 && hasBreakContinue(s.Body) {
		return nil, fmt.Errorf("%s: ConvertToSSA: the loop carries %s but contains break / continue; lower them first", s.Pos, carry[0].Name)
	}
	ias := make([]*ir.IterArg, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		ias[i] = ia
		if init := c.rename(ia.Init); init != ia.Init {
			ias[i] = &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: init}
			c.env[&ia.Var] = ias[i]
			c.changed = true
		}
	}
	newIAs, rvs := c.openCarries(carry)
	n.IterArgs = append(ias, newIAs...)
	n.Cond = c.rename(s.Cond)
	body, err := c.block(s.Body)
	if err != nil {
		return nil, err
	}
	n.Body = c.closeCarries(body, carry, len(s.IterArgs) > 0)
	n.ReturnVars = append(append([]*ir.Var(nil), s.ReturnVars...), rvs...)
	for i, v := range carry {
		c.env[v] = rvs[i]
	}
	return []ir.Stmt{&n}, nil
}

// openCarries makes an iter arg per carried variable (seeded with its
// current version) and routes uses in the body to it.
func (c *ssaConv) openCarries(carry []*ir.Var) ([]*ir.IterArg, []*ir.Var) {
	var ias []*ir.IterArg
	var rvs []*ir.Var
	for _, v := range carry {
		init := c.current(v)
		ia := &ir.IterArg{Var: *c.fresh(v, "iter"), Init: init}
		ias = append(ias, ia)
		c.env[v] = ia
		rvs = append(rvs, c.fresh(v, "rv"))
	}
	return ias, rvs
}

// closeCarries appends the current versions of the carried variables to
// the body's trailing yield (creating one when the loop had none).
func (c *ssaConv) closeCarries(body ir.Stmt, carry []*ir.Var, hadCarries bool) ir.Stmt {
	if len(carry) == 0 {
		return body
	}
	vals := make([]ir.Expr, len(carry))
	for i, v := range carry {
		vals[i] = c.current(v)
	}
	stmts := append([]ir.Stmt(nil), ir.Stmts(body)...)
	if hadCarries && len(stmts) > 0 {
		if y, ok := stmts[len(stmts)-1].(*ir.YieldStmt); ok {
			stmts[len(stmts)-1] = &ir.YieldStmt{Values: append(append([]ir.Expr(nil), y.Values...), vals...), Pos: y.Pos}
			return ir.Seq(body.Span(), stmts...)
		}
	}
	return ir.Seq(body.Span(), append(stmts, &ir.YieldStmt{Values: vals, Pos: body.Span()})...)
}
