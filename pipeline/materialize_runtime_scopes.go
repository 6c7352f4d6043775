package pipeline

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// MaterializeRuntimeScopes makes the runtime scopes of every Orchestration
// function explicit (PyPTO's MaterializeRuntimeScopes, src/ir/transforms/
// materialize_runtime_scopes_pass.cpp; it runs after the second Simplify,
// python/pypto/ir/pass_manager.py:253):
//
//   - A function with auto_scope=False is left alone: its author placed
//     the scopes (:235-241). Other function types are never touched
//     (:232-233).
//   - Bottom-up, the body of every for loop and each branch of every if
//     becomes an AUTO runtime scope (`with pl.scope():`) unless it already
//     is one, or is a one-statement sequence holding one (:147-160,
//     :190-222). While loops are not wrapped. Nothing is wrapped inside a
//     manual scope (:182-188).
//   - The whole body then becomes an AUTO scope unless it already is one
//     (:251-252), and the function's attrs lose auto_scope and gain
//     auto_scope=False at the end, which keeps the pass idempotent
//     (:257-269).
//
// Not modelled: the compiler-inserted manual scopes for the candidates
// AutoDeriveTaskDependencies marks (__compiler_auto_manual_*_candidate
// attrs, :36-131, :243-255), as irfuzz models neither that pass nor the
// attrs.
var MaterializeRuntimeScopes = &Pass{
	Name:     "MaterializeRuntimeScopes",
	Doc:      "wrap orchestration bodies, loop bodies and branches in explicit AUTO runtime scopes",
	Required: set(pSIO, verifier.CallDirectionsResolved),
	Produced: set(verifier.RuntimeScopesMaterialized),
	Run: func(p *ir.Program, _ *Context) (*ir.Program, error) {
		var out *ir.Program
		for i, f := range p.Funcs {
			nf := materializeRuntimeScopes(f)
			if nf == f {
				continue
			}
			if out == nil {
				c := *p
				c.Funcs = slices.Clone(p.Funcs)
				out = &c
			}
			out.Funcs[i] = nf
		}
		if out == nil {
			return p, nil
		}
		return out, nil
	},
}

func materializeRuntimeScopes(f *ir.Function) *ir.Function {
	if f == nil || f.Body == nil || f.Kind != ir.Orchestration {
		return f
	}
	if v, ok := f.Attr("auto_scope"); ok && v == false {
		return f
	}
	body := insertAutoScopes(f.Body, 0)
	if !isAutoScope(body) {
		body = autoScope(body)
	}
	nf := *f
	nf.Body = body
	nf.Attrs = make([]ir.Kwarg, 0, len(f.Attrs)+1)
	for _, a := range f.Attrs {
		if a.Key != "auto_scope" {
			nf.Attrs = append(nf.Attrs, a)
		}
	}
	nf.Attrs = append(nf.Attrs, ir.Kwarg{Key: "auto_scope", Value: false})
	return &nf
}

// insertAutoScopes is InsertAutoScopeMutator (:167-225): children first,
// then the loop body or branches of s wrapped, outside manual scopes
// (manual counts the enclosing ones).
func insertAutoScopes(s ir.Stmt, manual int) ir.Stmt {
	inner := manual
	if sc, ok := s.(*ir.ScopeStmt); ok && sc.Kind == ir.ScopeRuntime && sc.Manual {
		inner++
	}
	s = mutateStmt(s, func(c ir.Stmt) ir.Stmt { return insertAutoScopes(c, inner) })
	if manual > 0 {
		return s
	}
	switch st := s.(type) {
	case *ir.ForStmt:
		if st.Body != nil && !isAutoScope(st.Body) {
			return withForBody(st, autoScope(st.Body))
		}
	case *ir.IfStmt:
		th, el := st.Then, st.Else
		if th != nil && !isAutoScope(th) {
			th = autoScope(th)
		}
		if el != nil && !isAutoScope(el) {
			el = autoScope(el)
		}
		if th != st.Then || el != st.Else {
			c := *st
			c.Then, c.Else = th, el
			return &c
		}
	}
	return s
}

// isAutoScope is IsAutoScope (:133-149): an AUTO runtime scope, or a
// one-statement sequence holding one.
func isAutoScope(s ir.Stmt) bool {
	switch s := s.(type) {
	case *ir.ScopeStmt:
		return s.Kind == ir.ScopeRuntime && !s.Manual
	case *ir.SeqStmts:
		return len(s.Stmts) == 1 && isAutoScope(s.Stmts[0])
	}
	return false
}

// autoScope is WrapAuto (:151-155).
func autoScope(body ir.Stmt) ir.Stmt {
	return &ir.ScopeStmt{Kind: ir.ScopeRuntime, Body: body, Pos: body.Span()}
}
