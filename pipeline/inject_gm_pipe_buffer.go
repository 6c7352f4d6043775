package pipeline

import (
	"sort"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// InjectGMPipeBuffer is PyPTO's InjectGMPipeBuffer
// (src/ir/transforms/inject_gm_pipe_buffer_pass.cpp), run right after
// ExpandMixedKernel. On a backend whose cross-core pipes ride through GM
// (backend.GMPipeBuffer: Ascend910B) it gives every function that sets a
// pipe up (a system.aic/aiv_initialize_pipe call at any depth of loops,
// branches and scopes, :72-92) and, transitively, every non-Orchestration
// caller of one (calls and submits, :138-168, :446-466) a trailing
// parameter `__gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]` (:170-182)
// unless it has one, and forwards it at every call to such a function
// (:184-270). An Orchestration function instead binds, before each such
// call or submit, `gm_pipe_buffer_<n> = tensor.create([1], dtype=FP32,
// layout=ND, manual_dep=True)` (n counting from 0 per function) and passes
// that (:272-417, :485-497). Calls are found only as the value of an
// assignment or an evaluation, in the statement lists of the body, loops,
// branches and scopes. With no backend or one without the GM buffer the
// program is returned as it is (:512-516).
var InjectGMPipeBuffer = &Pass{
	Name:     "InjectGMPipeBuffer",
	Doc:      "give pipe-using functions and their callers the Ascend910B GM slot buffer parameter",
	Required: set(pSSA, verifier.MixedKernelExpanded, pNSS),
	Produced: set(pSSA, verifier.MixedKernelExpanded, pNSS),
	Run:      runInjectGMPipeBuffer,
}

const gmPipeBufferName = "__gm_pipe_buffer"

func runInjectGMPipeBuffer(p *ir.Program, ctx *Context) (*ir.Program, error) {
	if ctx == nil || ctx.Backend == nil || !ctx.Backend.GMPipeBuffer {
		return p, nil
	}
	needs := map[string]bool{}
	var work []string
	for _, f := range p.Funcs {
		if f.Body == nil || gmParam(f) != nil {
			continue
		}
		found := false
		walkGMStmts(f.Body, func(st ir.Stmt) {
			if c := ir.StmtCall(st); c != nil && c.Op != nil && c.Op.Cross == ir.CrossInitPipe {
				found = true
			}
		})
		if found {
			needs[f.Name] = true
			work = append(work, f.Name)
		}
	}
	if len(work) == 0 {
		return p, nil
	}
	names := map[string]bool{}
	for _, f := range p.Funcs {
		names[f.Name] = true
	}
	callers := map[string]map[string]bool{}
	callees := map[string]map[string]bool{}
	for _, f := range p.Funcs {
		if f.Body == nil {
			continue
		}
		walkGMStmts(f.Body, func(st ir.Stmt) {
			if n := callLikeCallee(st); n != "" && names[n] {
				addEdge(callees, f.Name, n)
				addEdge(callers, n, f.Name)
			}
		})
	}
	byName := map[string]*ir.Function{}
	for _, f := range p.Funcs {
		byName[f.Name] = f
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range sortedKeys(callers[n]) {
			if f := byName[c]; f != nil && f.Kind != ir.Orchestration && !needs[c] {
				needs[c] = true
				work = append(work, c)
			}
		}
	}
	gmType := ir.NewTensorType([]ir.Expr{constIndex(1, ir.Span{})}, ir.FP32, nil, nil)
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	for i, f := range p.Funcs {
		nf := f
		if needs[f.Name] {
			param := gmParam(f)
			if param == nil {
				c := *f
				param = &ir.Var{Name: gmPipeBufferName, T: gmType, Pos: f.Pos}
				c.Params = append(append([]*ir.Var(nil), f.Params...), param)
				c.Dirs = append(append([]ir.ParamDirection(nil), f.Dirs...), ir.Out)
				nf = &c
			}
			mod := map[string]bool{}
			for n := range callees[f.Name] {
				if needs[n] {
					mod[n] = true
				}
			}
			if len(mod) > 0 && nf.Body != nil {
				if b := rewriteGMCalls(nf.Body, mod, func(ir.Span) ([]ir.Stmt, ir.Expr) { return nil, param }); b != nf.Body {
					if nf == f {
						c := *f
						nf = &c
					}
					nf.Body = b
				}
			}
		}
		if f.Kind == ir.Orchestration && f.Body != nil {
			n := 0
			create := func(pos ir.Span) ([]ir.Stmt, ir.Expr) {
				v := &ir.Var{Name: "gm_pipe_buffer_" + strconv.Itoa(n), T: gmType, Pos: f.Pos}
				n++
				call := &ir.Call{Op: ir.TensorCreate, Args: []ir.Expr{&ir.MakeTuple{Elems: []ir.Expr{constIndex(1, f.Pos)}, Pos: f.Pos}},
					Kwargs: []ir.Kwarg{{Key: "dtype", Value: ir.FP32}, {Key: "layout", Value: ir.ND}, {Key: "manual_dep", Value: true}},
					T:      gmType, Pos: f.Pos}
				return []ir.Stmt{&ir.AssignStmt{Var: v, Value: call, Pos: f.Pos}}, v
			}
			if b := rewriteGMCalls(nf.Body, needs, create); b != nf.Body {
				c := *nf
				c.Body = b
				nf = &c
			}
		}
		out.Funcs[i] = nf
	}
	return &out, nil
}

func addEdge(m map[string]map[string]bool, from, to string) {
	if m[from] == nil {
		m[from] = map[string]bool{}
	}
	m[from][to] = true
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// gmParam is the function's __gm_pipe_buffer parameter, or nil.
func gmParam(f *ir.Function) *ir.Var {
	for _, v := range f.Params {
		if v.Name == gmPipeBufferName {
			return v
		}
	}
	return nil
}

// callLikeCallee is the program function a leaf statement calls or
// submits (GetCallLikeOpFromStmt, :101-111), or "".
func callLikeCallee(st ir.Stmt) string {
	var e ir.Expr
	switch s := st.(type) {
	case *ir.AssignStmt:
		e = s.Value
	case *ir.EvalStmt:
		e = s.Expr
	}
	switch x := e.(type) {
	case *ir.Call:
		if x.Op == nil {
			return x.Callee
		}
	case *ir.Submit:
		return x.Callee
	}
	return ""
}

// walkGMStmts visits the statements of a body and of the loops, branches
// and scopes in it, as the pass's own walks do (FlattenToStmts at each
// level).
func walkGMStmts(s ir.Stmt, fn func(ir.Stmt)) {
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			walkGMStmts(c, fn)
		}
		return
	case *ir.ForStmt:
		walkGMStmts(s.Body, fn)
	case *ir.WhileStmt:
		walkGMStmts(s.Body, fn)
	case *ir.IfStmt:
		walkGMStmts(s.Then, fn)
		if s.Else != nil {
			walkGMStmts(s.Else, fn)
		}
	case *ir.ScopeStmt:
		walkGMStmts(s.Body, fn)
	}
	fn(s)
}

// rewriteGMCalls appends the GM buffer to every call or submit of a
// function of mod in body (RewriteCallsForGMBuffer and
// RewriteCallsWithPerCallGMBuffer): arg gives the statements to put
// before the call and the argument.
func rewriteGMCalls(body ir.Stmt, mod map[string]bool, arg func(ir.Span) ([]ir.Stmt, ir.Expr)) ir.Stmt {
	var stmts []ir.Stmt
	if seq, ok := body.(*ir.SeqStmts); ok {
		stmts = seq.Stmts
	} else {
		stmts = []ir.Stmt{body}
	}
	var out []ir.Stmt
	changed := false
	for _, st := range stmts {
		if n := callLikeCallee(st); n != "" && mod[n] {
			pre, a := arg(st.Span())
			out = append(out, pre...)
			out = append(out, appendCallArg(st, a))
			changed = true
			continue
		}
		var ns ir.Stmt = st
		switch s := st.(type) {
		case *ir.ForStmt:
			if b := rewriteGMCalls(s.Body, mod, arg); b != s.Body {
				c := *s
				c.Body = b
				ns = &c
			}
		case *ir.WhileStmt:
			if b := rewriteGMCalls(s.Body, mod, arg); b != s.Body {
				c := *s
				c.Body = b
				ns = &c
			}
		case *ir.IfStmt:
			th, el := rewriteGMCalls(s.Then, mod, arg), s.Else
			if el != nil {
				el = rewriteGMCalls(el, mod, arg)
			}
			if th != s.Then || el != s.Else {
				c := *s
				c.Then, c.Else = th, el
				ns = &c
			}
		case *ir.ScopeStmt:
			if b := rewriteGMCalls(s.Body, mod, arg); b != s.Body {
				c := *s
				c.Body = b
				ns = &c
			}
		}
		changed = changed || ns != st
		out = append(out, ns)
	}
	if !changed {
		return body
	}
	return flattenSeq(body.Span(), out)
}

// appendCallArg is the call or submit statement with a appended to its
// arguments, everything else (kwargs, attrs, deps) kept.
func appendCallArg(st ir.Stmt, a ir.Expr) ir.Stmt {
	add := func(e ir.Expr) ir.Expr {
		switch x := e.(type) {
		case *ir.Call:
			c := *x
			c.Args = append(append([]ir.Expr(nil), x.Args...), a)
			return &c
		case *ir.Submit:
			c := *x
			c.Args = append(append([]ir.Expr(nil), x.Args...), a)
			return &c
		}
		return e
	}
	switch s := st.(type) {
	case *ir.AssignStmt:
		return &ir.AssignStmt{Var: s.Var, Value: add(s.Value), Pos: s.Pos}
	case *ir.EvalStmt:
		return &ir.EvalStmt{Expr: add(s.Expr), Pos: s.Pos}
	}
	return st
}
