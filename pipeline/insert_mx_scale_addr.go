package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// InsertMxScaleAddr binds every MX scale operand to its data tile's
// address before the MX matmul that reads it (PyPTO's InsertMxScaleAddr,
// src/ir/transforms/insert_mx_scale_addr_pass.cpp): for each
// `x = tile.matmul_mx[_bias](a, a_scale, b, b_scale, ...)` and
// `x = tile.matmul_mx_acc(acc, a, a_scale, b, b_scale)` (:123-131) in an
// InCore function (:203-213) it inserts
//
//	<scale>_bound = tile.tget_scale_addr(<scale>, <data>)
//
// for the left and then the right pair, just before the matmul, and the
// matmul reads the bound scales (:142-190). Every matmul gets fresh
// bindings, also when it reads scales an earlier one bound. Statement
// lists, if branches and loop bodies are walked; a branch or loop body
// that is the bare matmul becomes a list (RewriteBody, :69-82). With a
// backend configured, the target must be a5 (:146-155); the operands must
// be variables already resolved to LeftScale / Left and RightScale / Right
// (:160-172, run after InferTileMemorySpace).
var InsertMxScaleAddr = &Pass{
	Name:     "InsertMxScaleAddr",
	Doc:      "bind each MX scale operand to its data tile's address (tile.tget_scale_addr) before the MX matmul",
	Required: set(pSSA, pITO, pSIO, pNSS, pTMI),
	Produced: set(pSSA, pITO, pSIO, pNSS, pTMI),
	Run:      runInsertMxScaleAddr,
}

func runInsertMxScaleAddr(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f == nil || f.Body == nil || f.Kind != ir.InCore {
			continue
		}
		m := &mxScaleBinder{ctx: ctx}
		body := m.body(f.Body)
		if m.err != nil {
			return nil, m.err
		}
		if body != f.Body {
			nf := *f
			nf.Body = body
			out.Funcs[i] = &nf
			changed = true
		}
	}
	if !changed {
		return p, nil
	}
	return &out, nil
}

type mxScaleBinder struct {
	ctx *Context
	err error
}

// mxDataScalePairs: the (data, scale) argument indices of an MX matmul
// (GetDataScalePairs, :123-131).
func mxDataScalePairs(c *ir.Call) [][2]int {
	switch c.Op {
	case ir.TileMatmulMx, ir.TileMatmulMxBias:
		return [][2]int{{0, 1}, {2, 3}}
	case ir.TileMatmulMxAcc:
		return [][2]int{{1, 2}, {3, 4}}
	}
	return nil
}

func assignedCall(s ir.Stmt) (*ir.AssignStmt, *ir.Call) {
	a, ok := s.(*ir.AssignStmt)
	if !ok {
		return nil, nil
	}
	c, _ := a.Value.(*ir.Call)
	if c == nil || c.Op == nil {
		return nil, nil
	}
	return a, c
}

// body is RewriteBody (:69-82): a bare MX matmul becomes a list with its
// bindings.
func (m *mxScaleBinder) body(s ir.Stmt) ir.Stmt {
	if _, ok := s.(*ir.SeqStmts); ok {
		return m.stmt(s)
	}
	v := m.stmt(s)
	a, c := assignedCall(v)
	if a == nil || mxDataScalePairs(c) == nil {
		return v
	}
	var pre []ir.Stmt
	r := m.bind(&pre, a, c)
	return flattenSeq(s.Span(), append(pre, r))
}

// stmt is the mutator's visit (:85-121): lists bind before each MX
// matmul, branches and loop bodies go through body, scopes are entered.
func (m *mxScaleBinder) stmt(s ir.Stmt) ir.Stmt {
	if m.err != nil {
		return s
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		var out []ir.Stmt
		changed := false
		for _, st := range s.Stmts {
			r := m.stmt(st)
			changed = changed || r != st
			if a, c := assignedCall(r); a != nil {
				n := len(out)
				r = m.bind(&out, a, c)
				changed = changed || len(out) != n
			}
			out = append(out, r)
		}
		if !changed || m.err != nil {
			return s
		}
		return flattenSeq(s.Pos, out)
	case *ir.IfStmt:
		th := m.body(s.Then)
		el := s.Else
		if el != nil {
			el = m.body(el)
		}
		if th == s.Then && el == s.Else {
			return s
		}
		c := *s
		c.Then, c.Else = th, el
		return &c
	case *ir.ForStmt:
		if b := m.body(s.Body); b != s.Body {
			c := *s
			c.Body = b
			return &c
		}
	case *ir.WhileStmt:
		if b := m.body(s.Body); b != s.Body {
			c := *s
			c.Body = b
			return &c
		}
	case *ir.ScopeStmt:
		if b := m.stmt(s.Body); b != s.Body {
			c := *s
			c.Body = b
			return &c
		}
	}
	return s
}

// bind is InsertBindingsForMxMatmul (:142-190): it appends the bindings
// to pre and returns the matmul reading the bound scales.
func (m *mxScaleBinder) bind(pre *[]ir.Stmt, a *ir.AssignStmt, c *ir.Call) ir.Stmt {
	pairs := mxDataScalePairs(c)
	if pairs == nil || m.err != nil {
		return a
	}
	if b := m.ctx.Backend; b != nil && b.Arch != "a5" {
		m.err = fmt.Errorf("%s: %s is only supported on the Ascend950 ('a5') backend, but got '%s'", c.Pos, c.OpName(), b.Arch)
		return a
	}
	args := append([]ir.Expr(nil), c.Args...)
	for _, pr := range pairs {
		if pr[0] >= len(args) || pr[1] >= len(args) {
			m.err = fmt.Errorf("%s: Internal error: malformed %s operand list", c.Pos, c.OpName())
			return a
		}
		data, ok1 := args[pr[0]].(ir.VarLike)
		scale, ok2 := args[pr[1]].(ir.VarLike)
		if !ok1 || !ok2 {
			m.err = fmt.Errorf("%s: Internal error: %s MX data/scale operands must be Var-like (Var or IterArg)", c.Pos, c.OpName())
			return a
		}
		if !resolvedMxPair(scale, data) {
			m.err = fmt.Errorf("%s: Internal error: InsertMxScaleAddr requires resolved LeftScale↔Left or RightScale↔Right pairing before inserting tile.tget_scale_addr (run InferTileMemorySpace first)", c.Pos)
			return a
		}
		bc, err := ir.TileTgetScaleAddr.Create([]ir.Expr{scale, data}, nil, c.Pos)
		if err != nil {
			m.err = fmt.Errorf("%s: InsertMxScaleAddr: %v", c.Pos, err)
			return a
		}
		v := &ir.Var{Name: scale.VarRef().Name + "_bound", T: bc.T, Pos: c.Pos}
		*pre = append(*pre, &ir.AssignStmt{Var: v, Value: bc, Pos: c.Pos})
		args[pr[1]] = v
	}
	nc, err := c.Op.Create(args, c.Kwargs, c.Pos)
	if err != nil {
		m.err = fmt.Errorf("%s: InsertMxScaleAddr: rebuilding %s: %v", c.Pos, c.OpName(), err)
		return a
	}
	nc.Attrs = c.Attrs
	na := *a
	na.Value = nc
	return &na
}

// resolvedMxPair: the scale lives in LeftScale and its data in Left, or
// RightScale and Right (IsResolvedMxScaleDataPair, :51-62).
func resolvedMxPair(scale, data ir.VarLike) bool {
	st, ok1 := scale.Type().(*ir.TileType)
	dt, ok2 := data.Type().(*ir.TileType)
	if !ok1 || !ok2 {
		return false
	}
	return st.Space == ir.LeftScale && dt.Space == ir.Left || st.Space == ir.RightScale && dt.Space == ir.Right
}
