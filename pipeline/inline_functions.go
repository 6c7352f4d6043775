package pipeline

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// InlineFunctions is PyPTO's InlineFunctions (src/ir/transforms/
// inline_functions_pass.cpp), the first pass: every call to a
// FunctionType.Inline function that is a whole statement is replaced by
// the callee's body, and the Inline functions are dropped.
//
//   - A call site is `x = f(...)`, `f(...)` alone or `return f(...)`, in a
//     statement list or as a bare branch / loop body (:527-573); a call
//     nested in an expression stays (the InlineFunctionsEliminated verifier
//     flags it).
//   - The body is cloned with every parameter replaced by its argument
//     (also where the body re-assigns it) and every variable it defines
//     (assignments, loop variables, loop and if results) renamed
//     <name>_inline<N>; iter args are minted afresh (CloneInlineBody,
//     :204-296). N counts every renamed variable of the pass run; PyPTO's
//     counter lives for the whole process (:165-168), so its numbers
//     depend on what was inlined before. Names only: nothing compares them.
//   - The trailing return becomes `x = value` (none when value is x
//     itself), is dropped for a bare call, or returns the values; a callee
//     returning a tuple (several values, or one tuple-typed value) binds
//     nothing: later x[i] read its i-th returned value, or the element of a
//     tuple literal it returns directly or through a variable (:302-385).
//   - Inline functions calling each other expand to a fixpoint (at most one
//     round per Inline function more than one); a cycle among them is
//     PyPTO's ValueError (:70-110). A return that is not the callee's last
//     statement, or a value use of a callee without one, is an internal
//     error (:282-289, :305-309).
//
// Not modelled: moving a call's dump_vars attribute onto the spliced
// scopes (InlineDumpVarTransfer, :438-516); the model's calls carry none.
var InlineFunctions = &Pass{
	Name:     "InlineFunctions",
	Doc:      "splice FunctionType.Inline functions into their call sites and drop them",
	Produced: set(verifier.InlineFunctionsEliminated),
	Run:      runInlineFunctions,
}

func runInlineFunctions(p *ir.Program, ctx *Context) (*ir.Program, error) {
	inline := map[string]*ir.Function{}
	for _, f := range p.Funcs {
		if f != nil && f.Kind == ir.Inline {
			if _, dup := inline[f.Name]; dup {
				return nil, fmt.Errorf("%s: internal error: Duplicate FunctionType::Inline function name '%s' in program", f.Pos, f.Name)
			}
			inline[f.Name] = f
		}
	}
	if len(inline) == 0 {
		return p, nil
	}
	if err := inlineCycles(p, inline); err != nil {
		return nil, err
	}
	current := append([]*ir.Function(nil), p.Funcs...)
	in := &inliner{}
	maxIters := len(inline) + 1
	for iter := 0; iter < maxIters; iter++ {
		latest := map[string]*ir.Function{}
		for _, f := range current {
			if f != nil && inline[f.Name] != nil {
				latest[f.Name] = f
			}
		}
		changed := false
		for i, f := range current {
			if f == nil || f.Body == nil {
				continue
			}
			m := &inlineMutator{in: in, callees: latest, tuples: map[*ir.Var][]ir.Expr{}}
			body := m.stmt(f.Body)
			if m.err != nil {
				return nil, m.err
			}
			if m.changed {
				nf := *f
				nf.Body = body
				current[i] = &nf
				changed = true
			}
		}
		if !changed {
			break
		}
		if iter+1 >= maxIters {
			return nil, fmt.Errorf("internal error: InlineFunctions did not reach a fixpoint within %d iterations; this indicates a bug or an undetected cycle", maxIters)
		}
	}
	out := *p
	out.Funcs = nil
	for _, f := range current {
		if f != nil && f.Kind == ir.Inline {
			continue
		}
		out.Funcs = append(out.Funcs, f)
	}
	return &out, nil
}

// inlineCycles is DetectInlineCycles (:70-110): a depth-first search of
// the Inline-to-Inline call graph, the first cycle met a ValueError.
// PyPTO walks unordered maps; the model walks functions by name.
func inlineCycles(p *ir.Program, inline map[string]*ir.Function) error {
	names := make([]string, 0, len(inline))
	for n := range inline {
		names = append(names, n)
	}
	sort.Strings(names)
	graph := map[string][]string{}
	for _, n := range names {
		seen := map[string]bool{}
		ir.Walk(inline[n].Body, func(x ir.Node) bool {
			if c, ok := x.(*ir.Call); ok && c.Op == nil && inline[c.Callee] != nil && !seen[c.Callee] {
				seen[c.Callee] = true
				graph[n] = append(graph[n], c.Callee)
			}
			return true
		})
		sort.Strings(graph[n])
	}
	const white, gray, black = 0, 1, 2
	color := map[string]int{}
	var stack []string
	var dfs func(u string) error
	dfs = func(u string) error {
		color[u] = gray
		stack = append(stack, u)
		for _, v := range graph[u] {
			if color[v] == gray {
				var b strings.Builder
				started := false
				for _, s := range stack {
					started = started || s == v
					if started {
						b.WriteString(s + " -> ")
					}
				}
				b.WriteString(v)
				return fmt.Errorf("Cycle detected in FunctionType::Inline call graph: %s", b.String())
			}
			if color[v] == white {
				if err := dfs(v); err != nil {
					return err
				}
			}
		}
		stack = stack[:len(stack)-1]
		color[u] = black
		return nil
	}
	for _, n := range names {
		if color[n] == white {
			if err := dfs(n); err != nil {
				return err
			}
		}
	}
	return nil
}

// inliner numbers the renamed variables of one pass run (FreshName).
type inliner struct{ counter int }

func (in *inliner) fresh(name string) string {
	n := name + "_inline" + strconv.Itoa(in.counter)
	in.counter++
	return n
}

// splice is CloneInlineBody (:204-296): the callee's body cloned with its
// parameters bound to args and its definitions renamed, split into the
// statements before the trailing return and that return's values.
func (in *inliner) splice(callee *ir.Function, args []ir.Expr) (stmts []ir.Stmt, ret []ir.Expr, hasReturn bool, err error) {
	if len(callee.Params) != len(args) {
		return nil, nil, false, fmt.Errorf("%s: internal error: inline call to '%s' has %d argument(s) but callee expects %d (parser/type-checker should have caught arity mismatch before InlineFunctions)", callee.Pos, callee.Name, len(args), len(callee.Params))
	}
	seed := map[*ir.Var]ir.Expr{}
	for i, p := range callee.Params {
		seed[p] = args[i]
	}
	for _, v := range inlineDefs(callee.Body) {
		if _, ok := seed[v]; !ok {
			seed[v] = &ir.Var{Name: in.fresh(v.Name), T: v.T, Pos: v.Pos}
		}
	}
	body, err := deepClone(callee.Body, seed)
	if err != nil {
		return nil, nil, false, err
	}
	for _, s := range ir.Stmts(body) {
		if r, ok := s.(*ir.ReturnStmt); ok {
			ret, hasReturn = r.Values, true
			break
		}
		stmts = append(stmts, s)
	}
	for _, s := range stmts {
		nested := false
		ir.Walk(s, func(n ir.Node) bool {
			_, isRet := n.(*ir.ReturnStmt)
			nested = nested || isRet
			return !nested
		})
		if nested {
			return nil, nil, false, fmt.Errorf("%s: internal error: Inline function '%s' contains a non-trailing ReturnStmt; only a single trailing return is supported (early-return inside an If/For/While branch is rejected)", callee.Pos, callee.Name)
		}
	}
	return stmts, ret, hasReturn, nil
}

// inlineDefs is DefVarCollector (:121-149): the variables the body binds
// (assignments, loop variables, loop and if results), in program order.
func inlineDefs(body ir.Stmt) []*ir.Var {
	var out []*ir.Var
	seen := map[*ir.Var]bool{}
	add := func(v *ir.Var) {
		if v != nil && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	ir.Walk(body, func(n ir.Node) bool {
		switch s := n.(type) {
		case *ir.AssignStmt:
			add(s.Var)
		case *ir.ForStmt:
			add(s.LoopVar)
			for _, v := range s.ReturnVars {
				add(v)
			}
		case *ir.WhileStmt:
			for _, v := range s.ReturnVars {
				add(v)
			}
		case *ir.IfStmt:
			for _, v := range s.ReturnVars {
				add(v)
			}
		case ir.Expr:
			return false
		}
		return true
	})
	return out
}

// returnsTuple is InlineReturnsTuple (:388-398).
func returnsTuple(callee *ir.Function) bool {
	stmts := ir.Stmts(callee.Body)
	if len(stmts) == 0 {
		return false
	}
	r, ok := stmts[len(stmts)-1].(*ir.ReturnStmt)
	if !ok {
		return false
	}
	if len(r.Values) > 1 {
		return true
	}
	if len(r.Values) == 1 && r.Values[0] != nil {
		_, tuple := r.Values[0].Type().(*ir.TupleType)
		return tuple
	}
	return false
}

// inlineMutator is InlineCallsMutator (:520-676).
type inlineMutator struct {
	in      *inliner
	callees map[string]*ir.Function
	tuples  map[*ir.Var][]ir.Expr // tuple_subs_
	changed bool
	err     error
}

func (m *inlineMutator) fail(err error) {
	if m.err == nil {
		m.err = err
	}
}

func (m *inlineMutator) callee(e ir.Expr) (*ir.Call, *ir.Function) {
	c, ok := e.(*ir.Call)
	if !ok || c.Op != nil {
		return nil, nil
	}
	return c, m.callees[c.Callee]
}

// site is HandleTopLevelInlineCall (:601-635): the statements replacing a
// call site, or ok false.
func (m *inlineMutator) site(s ir.Stmt) ([]ir.Stmt, bool) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		c, f := m.callee(s.Value)
		if f == nil {
			return nil, false
		}
		return m.assignSite(f, c.Args, s), true
	case *ir.EvalStmt:
		c, f := m.callee(s.Expr)
		if f == nil {
			return nil, false
		}
		stmts, _, _, err := m.in.splice(f, c.Args)
		m.fail(err)
		return stmts, true
	case *ir.ReturnStmt:
		if len(s.Values) != 1 {
			return nil, false
		}
		c, f := m.callee(s.Values[0])
		if f == nil {
			return nil, false
		}
		stmts, ret, has, err := m.in.splice(f, c.Args)
		m.fail(err)
		if err == nil && !has {
			m.fail(fmt.Errorf("%s: internal error: inline function '%s' is used as a return value but has no return statement (parser should reject value-use of a void inline function before InlineFunctions runs)", s.Pos, f.Name))
		}
		return append(stmts, &ir.ReturnStmt{Values: ret, Pos: s.Pos}), true
	}
	return nil, false
}

// assignSite is SpliceAssignCallSite (:643-652) with SpliceInlineCallAsAssign
// (:302-322) and SpliceInlineCallAsTupleSub (:333-377).
func (m *inlineMutator) assignSite(f *ir.Function, args []ir.Expr, a *ir.AssignStmt) []ir.Stmt {
	stmts, ret, has, err := m.in.splice(f, args)
	if err != nil {
		m.fail(err)
		return nil
	}
	if !has {
		m.fail(fmt.Errorf("%s: internal error: inline function '%s' is called for its value but has no return statement (parser should reject value-use of a void inline function before InlineFunctions runs)", a.Pos, f.Name))
		return nil
	}
	if returnsTuple(f) {
		if len(ret) > 1 {
			m.tuples[a.Var] = ret
			return stmts
		}
		if len(ret) != 1 {
			m.fail(fmt.Errorf("%s: internal error: tuple-return inline function '%s' has no return value", f.Pos, f.Name))
			return nil
		}
		if t, ok := ret[0].(*ir.MakeTuple); ok {
			m.tuples[a.Var] = t.Elems
			return stmts
		}
		if v, ok := ret[0].(*ir.Var); ok {
			for i := len(stmts) - 1; i >= 0; i-- {
				if as, ok := stmts[i].(*ir.AssignStmt); ok && as.Var == v {
					if t, ok := as.Value.(*ir.MakeTuple); ok {
						m.tuples[a.Var] = t.Elems
						return append(stmts[:i:i], stmts[i+1:]...)
					}
				}
			}
		}
		m.fail(fmt.Errorf("%s: internal error: Inline function '%s' returns a tuple through an unsupported expression; return its elements directly or via a tuple literal", f.Pos, f.Name))
		return nil
	}
	if len(ret) != 1 {
		m.fail(fmt.Errorf("%s: internal error: SpliceInlineCallAsAssign requires single-return callee; got %d return values for '%s' (caller dispatches multi-return through SpliceInlineCallAsTupleSub)", a.Pos, len(ret), f.Name))
		return nil
	}
	if v, ok := ret[0].(*ir.Var); ok && v == a.Var {
		return stmts
	}
	return append(stmts, &ir.AssignStmt{Var: a.Var, Value: ret[0], Pos: a.Pos})
}

// stmt is the mutator's statement visit: a statement list splices its call
// sites (:527-543), a bare call site becomes its spliced list (:550-573),
// and everything else is the base IRMutator's walk.
func (m *inlineMutator) stmt(s ir.Stmt) ir.Stmt {
	if m.err != nil {
		return s
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		var out []ir.Stmt
		changed := false
		for _, c := range s.Stmts {
			if spliced, ok := m.site(c); ok {
				out = append(out, spliced...)
				changed, m.changed = true, true
				continue
			}
			n := m.stmt(c)
			changed = changed || n != c
			out = append(out, n)
		}
		if changed {
			return flattenSeq(s.Pos, out)
		}
		return s
	case *ir.AssignStmt, *ir.EvalStmt, *ir.ReturnStmt:
		if spliced, ok := m.site(s); ok {
			m.changed = true
			return flattenSeq(s.Span(), spliced)
		}
		return m.exprStmt(s)
	case *ir.YieldStmt:
		return m.exprStmt(s)
	case *ir.ForStmt:
		c := *s
		c.Start, c.Stop, c.Step = m.expr(s.Start), m.expr(s.Stop), m.expr(s.Step)
		var re *cloner
		c.IterArgs, re = m.iterArgs(s.IterArgs)
		c.Body = m.stmt(re.rewrite(s.Body))
		return &c
	case *ir.WhileStmt:
		c := *s
		var re *cloner
		c.IterArgs, re = m.iterArgs(s.IterArgs)
		c.Cond = m.expr(re.rewriteExpr(s.Cond))
		c.Body = m.stmt(re.rewrite(s.Body))
		return &c
	case *ir.IfStmt:
		c := *s
		c.Cond, c.Then = m.expr(s.Cond), m.stmt(s.Then)
		if s.Else != nil {
			c.Else = m.stmt(s.Else)
		}
		return &c
	case *ir.ScopeStmt:
		c := *s
		c.Body = m.stmt(s.Body)
		return &c
	}
	return s
}

// iterArgs rewrites the loop's iter args' inits; an iter arg whose init
// changed is a fresh one (the base IRMutator mints it, mutator.cpp:
// 264-280), and the returned cloner makes the loop read it (nil: none
// changed).
func (m *inlineMutator) iterArgs(ias []*ir.IterArg) ([]*ir.IterArg, *cloner) {
	out := make([]*ir.IterArg, len(ias))
	sub := map[*ir.Var]ir.Expr{}
	for i, ia := range ias {
		out[i] = ia
		if init := m.expr(ia.Init); init != ia.Init {
			out[i] = &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: init}
			sub[&ia.Var] = out[i]
		}
	}
	if len(sub) == 0 {
		return out, nil
	}
	d := &cloner{sub: sub}
	d.typ = &ir.Mutator{Expr: d.leaf}
	return out, d
}

// exprStmt rewrites the expressions of a simple statement (for the tuple
// substitutions).
func (m *inlineMutator) exprStmt(s ir.Stmt) ir.Stmt {
	if len(m.tuples) == 0 {
		return s
	}
	switch s := s.(type) {
	case *ir.AssignStmt:
		if v := m.expr(s.Value); v != s.Value {
			return &ir.AssignStmt{Var: s.Var, Value: v, Pos: s.Pos}
		}
	case *ir.EvalStmt:
		if v := m.expr(s.Expr); v != s.Expr {
			return &ir.EvalStmt{Expr: v, Pos: s.Pos}
		}
	case *ir.ReturnStmt:
		return &ir.ReturnStmt{Values: m.exprs(s.Values), Pos: s.Pos}
	case *ir.YieldStmt:
		return &ir.YieldStmt{Values: m.exprs(s.Values), Pos: s.Pos}
	}
	return s
}

func (m *inlineMutator) exprs(es []ir.Expr) []ir.Expr {
	out := make([]ir.Expr, len(es))
	for i, e := range es {
		out[i] = m.expr(e)
	}
	return out
}

// expr applies the tuple substitutions: x[i] of a tuple-returning call
// site's x becomes the i-th returned value (VisitExpr_(TupleGetItemExpr),
// :579-598).
func (m *inlineMutator) expr(e ir.Expr) ir.Expr {
	if e == nil || len(m.tuples) == 0 {
		return e
	}
	mut := &ir.Mutator{Expr: func(x ir.Expr) ir.Expr {
		g, ok := x.(*ir.TupleGetItem)
		if !ok {
			return x
		}
		if v, ok := g.Tuple.(*ir.Var); ok {
			if vals, ok := m.tuples[v]; ok && g.Index >= 0 && g.Index < len(vals) {
				return m.expr(vals[g.Index])
			}
		}
		return x
	}}
	return mut.ExprTree(e)
}
