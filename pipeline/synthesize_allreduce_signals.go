package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// SynthesizeAllreduceSignals gives every host pld.tensor.allreduce without
// a signal an explicit one (PyPTO's SynthesizeAllReduceSignals,
// src/ir/transforms/synthesize_allreduce_signals_pass.cpp; it declares no
// properties, include/pypto/ir/transforms/pass_properties.h:43).
//
// Only host orchestration functions (ir.IsHostOrchestration, :47-51) are
// rewritten. Before an allreduce(data, op=..., core_num=N) that is a whole
// assignment, expression statement or return value, it binds
//
//	__allreduce_signal_world_size_<k> = pld.system.world_size()
//	__allreduce_signal_buf_<k> = pld.tensor.alloc_window_buffer(ws * N * 4, name=...)
//	__allreduce_signal_<k> = pld.tensor.window(buf, [ws, N], dtype=INT32)
//
// and passes the window as the signal (:224-252); <k> counts up from 0
// across the program, skipping a number any of the three names is taken
// at (:194-210; names are every variable's and every alloc's, :54-70). A
// returned allreduce, with or without a signal, is bound to a fresh
// __allreduce_result_<k> that the return then returns (:117-153). An
// allreduce with a signal elsewhere is left as it is.
//
// Errors (:80-86, :170-183): an allreduce with neither one nor two
// positional arguments; one without a signal inside a for or while loop;
// one nested in another expression.
var SynthesizeAllreduceSignals = &Pass{
	Name: "SynthesizeAllreduceSignals",
	Doc:  "bind an explicit signal window for each host pld.tensor.allreduce that omits one",
	Run:  runSynthesizeAllreduceSignals,
}

func runSynthesizeAllreduceSignals(p *ir.Program, _ *Context) (*ir.Program, error) {
	used := allreduceUsedNames(p)
	next := int64(0)
	return p.MapFuncs(func(f *ir.Function) (*ir.Function, error) {
		if !ir.IsHostOrchestration(f) || f.Body == nil {
			return f, nil
		}
		s := &arSynth{used: used, next: &next}
		body := s.stmt(f.Body)
		if s.err != nil || !s.changed {
			return f, s.err
		}
		nf := *f
		nf.Body = body
		return &nf, nil
	})
}

// allreduceUsedNames is NameCollector (:54-70): the name of every variable
// of the program and the name kwarg of every window-buffer allocation.
func allreduceUsedNames(p *ir.Program) map[string]bool {
	used := map[string]bool{}
	for _, f := range p.Funcs {
		if f == nil {
			continue
		}
		ir.DefSites(f, func(v *ir.Var) {
			if v != nil && v.Name != "" {
				used[v.Name] = true
			}
		})
		if f.Body == nil {
			continue
		}
		ir.Walk(f.Body, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.Var:
				if n.Name != "" {
					used[n.Name] = true
				}
			case *ir.Call:
				if n.Op == ir.PldTensorAllocWindowBuffer {
					if s, ok := n.Kwarg("name"); ok && s.(string) != "" {
						used[s.(string)] = true
					}
				}
			}
			return true
		})
	}
	return used
}

// arSynth is AllReduceSignalSynthesizer (:72-279) for one function.
type arSynth struct {
	used    map[string]bool
	next    *int64
	depth   int // enclosing for / while loops
	changed bool
	err     error
}

func (s *arSynth) fail(err error) {
	if s.err == nil {
		s.err = err
	}
}

func isAllreduce(e ir.Expr) (*ir.Call, bool) {
	c, ok := e.(*ir.Call)
	return c, ok && c.Op == ir.PldTensorAllreduce
}

// check is CheckAllReduceCall (:170-183).
func (s *arSynth) check(c *ir.Call) bool {
	if n := len(c.Args); n != 1 && n != 2 {
		s.fail(fmt.Errorf("%s: pld.tensor.allreduce expects target[, signal], got %d positional arguments", c.Pos, n))
		return false
	}
	if s.depth > 0 && len(c.Args) != 2 {
		s.fail(fmt.Errorf("%s: pld.tensor.allreduce without an explicit signal is not supported inside a for/while loop on the HOST rail: the synthesized signal binding cannot be allocated per dynamic iteration. Pass an explicit signal buffer — it is self-clearing and reusable across iterations — or hoist the call out of the loop.", c.Pos))
		return false
	}
	return true
}

// nested rejects an allreduce inside expression e (VisitExpr_, :80-86).
func (s *arSynth) nested(e ir.Expr) {
	ir.WalkExpr(e, func(n ir.Node) bool {
		if s.err != nil {
			return false
		}
		if c, ok := n.(ir.Expr); ok {
			if c, ok := isAllreduce(c); ok {
				if s.check(c) {
					s.fail(fmt.Errorf("%s: pld.tensor.allreduce must be a direct assignment, expression statement, or return value before allreduce signal synthesis.", c.Pos))
				}
				return false
			}
		}
		return true
	})
}

func (s *arSynth) nestedAll(es []ir.Expr) {
	for _, e := range es {
		s.nested(e)
	}
}

// freshName is FreshGeneratedName (:212-219).
func (s *arSynth) freshName(prefix string) string {
	for {
		n := prefix + strconv.FormatInt(*s.next, 10)
		*s.next++
		if !s.used[n] {
			s.used[n] = true
			return n
		}
	}
}

// signal is MakeSignalBinding (:221-252): the three bindings of a fresh
// [world_size, core_num] INT32 signal window, and the window.
func (s *arSynth) signal(c *ir.Call) ([]ir.Stmt, *ir.Var) {
	var ws, buf, sig string
	for {
		k := strconv.FormatInt(*s.next, 10)
		*s.next++
		ws, buf, sig = "__allreduce_signal_world_size_"+k, "__allreduce_signal_buf_"+k, "__allreduce_signal_"+k
		if !s.used[ws] && !s.used[buf] && !s.used[sig] {
			break
		}
	}
	s.used[ws], s.used[buf], s.used[sig] = true, true, true
	pos := c.Pos
	coreNum, _ := c.Kwarg("core_num")
	n, _ := coreNum.(int64)
	if n <= 0 {
		s.fail(fmt.Errorf("%s: internal error: SynthesizeAllReduceSignals requires a positive allreduce core_num", pos))
		return nil, nil
	}
	wsCall, err := ir.PldSystemWorldSize.Create(nil, nil, pos)
	if err != nil {
		s.fail(err)
		return nil, nil
	}
	wsVar := &ir.Var{Name: ws, T: wsCall.T, Pos: pos}
	core := &ir.ConstInt{Value: n, DType: ir.INT64, Pos: pos}
	elems, err1 := ir.MakeScalarBinary(ir.OpMul, wsVar, core, pos)
	size, err2 := ir.MakeScalarBinary(ir.OpMul, elems, &ir.ConstInt{Value: 4, DType: ir.INT64, Pos: pos}, pos)
	if err1 != nil || err2 != nil {
		s.fail(fmt.Errorf("%s: %v", pos, firstErr(err1, err2)))
		return nil, nil
	}
	alloc, err := ir.PldTensorAllocWindowBuffer.Create([]ir.Expr{size}, []ir.Kwarg{{Key: "name", Value: buf}}, pos)
	if err != nil {
		s.fail(err)
		return nil, nil
	}
	bufVar := &ir.Var{Name: buf, T: alloc.T, Pos: pos}
	win, err := ir.PldTensorWindow.Create([]ir.Expr{bufVar, &ir.MakeTuple{Elems: []ir.Expr{wsVar, core}, Pos: pos}},
		[]ir.Kwarg{{Key: "dtype", Value: ir.INT32}}, pos)
	if err != nil {
		s.fail(err)
		return nil, nil
	}
	sigVar := &ir.Var{Name: sig, T: win.T, Pos: pos}
	return []ir.Stmt{
		&ir.AssignStmt{Var: wsVar, Value: wsCall, Pos: pos},
		&ir.AssignStmt{Var: bufVar, Value: alloc, Pos: pos},
		&ir.AssignStmt{Var: sigVar, Value: win, Pos: pos},
	}, sigVar
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// rebuild is MakeAllReduceCall (:254-257): the allreduce of target with
// signal and the original kwargs.
func (s *arSynth) rebuild(c *ir.Call, target, signal ir.Expr) *ir.Call {
	nc, err := ir.PldTensorAllreduce.Create([]ir.Expr{target, signal}, c.Kwargs, c.Pos)
	if err != nil {
		s.fail(err)
		return c
	}
	return nc
}

// direct rewrites a one-argument allreduce that is a whole statement:
// the signal bindings, then the statement wrap gives for the new call.
func (s *arSynth) direct(c *ir.Call, wrap func(*ir.Call) ir.Stmt, pos ir.Span) ir.Stmt {
	if !s.check(c) {
		return nil
	}
	if len(c.Args) == 2 {
		s.nestedAll(c.Args)
		return nil
	}
	prefix, sig := s.signal(c)
	if s.err != nil {
		return nil
	}
	s.nested(c.Args[0])
	nc := s.rebuild(c, c.Args[0], sig)
	s.changed = true
	return ir.Seq(pos, append(prefix, wrap(nc))...)
}

func (s *arSynth) stmt(st ir.Stmt) ir.Stmt {
	if s.err != nil {
		return st
	}
	switch t := st.(type) {
	case *ir.AssignStmt:
		c, ok := isAllreduce(t.Value)
		if !ok {
			s.nested(t.Value)
			return st
		}
		if r := s.direct(c, func(nc *ir.Call) ir.Stmt { return &ir.AssignStmt{Var: t.Var, Value: nc, Pos: t.Pos} }, t.Pos); r != nil {
			return r
		}
		return st
	case *ir.EvalStmt:
		c, ok := isAllreduce(t.Expr)
		if !ok {
			s.nested(t.Expr)
			return st
		}
		if r := s.direct(c, func(nc *ir.Call) ir.Stmt { return &ir.EvalStmt{Expr: nc, Pos: t.Pos} }, t.Pos); r != nil {
			return r
		}
		return st
	case *ir.ReturnStmt:
		return s.ret(t)
	case *ir.SeqStmts:
		var out []ir.Stmt
		changed := false
		for _, c := range t.Stmts {
			n := s.stmt(c)
			changed = changed || n != c
			out = append(out, ir.Stmts(n)...)
		}
		if !changed {
			return st
		}
		return ir.Seq(t.Pos, out...)
	case *ir.IfStmt:
		s.nested(t.Cond)
	case *ir.ForStmt:
		s.depth++
		defer func() { s.depth-- }()
		s.nestedAll([]ir.Expr{t.Start, t.Stop, t.Step})
		for _, ia := range t.IterArgs {
			s.nested(ia.Init)
		}
	case *ir.WhileStmt:
		s.depth++
		defer func() { s.depth-- }()
		for _, ia := range t.IterArgs {
			s.nested(ia.Init)
		}
		s.nested(t.Cond)
	case *ir.ScopeStmt:
		s.nestedAll(t.HeaderExprs())
	case *ir.YieldStmt:
		s.nestedAll(t.Values)
		return st
	default:
		return st
	}
	changed := false
	n := ir.MapBodies(st, func(body []ir.Stmt) []ir.Stmt {
		b := ir.Seq(ir.Span{}, body...)
		nb := s.stmt(b)
		if nb != b {
			changed = true
		}
		return ir.Stmts(nb)
	})
	if !changed {
		return st
	}
	return n
}

// ret lifts every allreduce a return returns into an assignment of a
// fresh __allreduce_result_<k>, synthesizing a missing signal (:117-153).
func (s *arSynth) ret(r *ir.ReturnStmt) ir.Stmt {
	var prelude []ir.Stmt
	vals := make([]ir.Expr, len(r.Values))
	changed := false
	for i, v := range r.Values {
		c, ok := isAllreduce(v)
		if !ok {
			s.nested(v)
			vals[i] = v
			continue
		}
		if !s.check(c) {
			return r
		}
		s.nested(c.Args[0])
		var sig ir.Expr
		if len(c.Args) == 1 {
			pre, sv := s.signal(c)
			prelude = append(prelude, pre...)
			sig = sv
		} else {
			s.nested(c.Args[1])
			sig = c.Args[1]
		}
		if s.err != nil {
			return r
		}
		nc := s.rebuild(c, c.Args[0], sig)
		res := &ir.Var{Name: s.freshName("__allreduce_result_"), T: nc.T, Pos: c.Pos}
		prelude = append(prelude, &ir.AssignStmt{Var: res, Value: nc, Pos: c.Pos})
		vals[i] = res
		changed = true
	}
	if !changed || s.err != nil {
		return r
	}
	s.changed = true
	return ir.Seq(r.Pos, append(prelude, &ir.ReturnStmt{Values: vals, Pos: r.Pos})...)
}
