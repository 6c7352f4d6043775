package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/ir/arith"
)

// The no-split dual-AIV replay of SplitVectorKernel
// (src/ir/transforms/split_vector_kernel_pass.cpp:535-582,
// ProcessNoSplitDualAivFunction): on a chip that dispatches an unsplit
// AIV kernel to both vector lanes (Ascend910B,
// backend_910b_handler.h:47), an AIV function marked dual_aiv_dispatch
// without a split gets `subblock_idx = tile.get_subblock_idx()`, keeps
// its leading pipe setup (reserve_buffer / import_peer_buffer /
// initialize_pipe, :266-295) and runs the rest on lane 0 only; lane 1
// replays it with empty tiles so the cross-core handshakes stay balanced
// (BuildNoSplitLane1ReplayStmts :388-488): every tile result gets valid
// shape [0, 0], a tile.load / tile.slice / tile.transpose becomes a
// tile.create of its shape, a tile.set_validshape takes 0, 0, and
// tile.store writes nothing (its result is the destination tensor).

// withZeroValid is WithZeroValidShape (:168-182).
func withZeroValid(t ir.Type) ir.Type {
	tt, ok := t.(*ir.TileType)
	if !ok {
		return t
	}
	v := tt.Effective()
	v.ValidShape = make([]ir.Expr, len(tt.Shape))
	for i := range v.ValidShape {
		v.ValidShape[i] = ir.ConstI(0)
	}
	return ir.NewTileType(tt.Shape, tt.DType, tt.MemRef, tt.Space, &v)
}

type lane1Replay struct {
	repl map[*ir.Var]ir.Expr
}

func (r *lane1Replay) clone() *lane1Replay {
	m := make(map[*ir.Var]ir.Expr, len(r.repl))
	for k, v := range r.repl {
		m[k] = v
	}
	return &lane1Replay{repl: m}
}

func (r *lane1Replay) mutator() *ir.Mutator {
	m := &ir.Mutator{}
	for o, e := range r.repl {
		if vl, ok := e.(ir.VarLike); ok {
			m.Subst(o, vl)
		}
	}
	// A store result replaced by a non-variable expression is substituted
	// where it is read.
	m.Expr = func(e ir.Expr) ir.Expr {
		if vl, ok := e.(ir.VarLike); ok {
			if x, ok := r.repl[vl.VarRef()]; ok {
				if _, isVar := x.(ir.VarLike); !isVar {
					return x
				}
			}
		}
		return e
	}
	return m
}

func (r *lane1Replay) expr(e ir.Expr) ir.Expr {
	if e == nil || len(r.repl) == 0 {
		return e
	}
	return r.mutator().ExprTree(e)
}

func (r *lane1Replay) stmtSubst(s ir.Stmt) ir.Stmt {
	if len(r.repl) == 0 {
		return s
	}
	return r.mutator().StmtTree(s)
}

// call is RebuildLane1CallWithZeroValidShape (:207-290).
func (r *lane1Replay) call(c *ir.Call) *ir.Call {
	args := make([]ir.Expr, len(c.Args))
	changed := false
	for i, a := range c.Args {
		args[i] = r.expr(a)
		changed = changed || args[i] != a
	}
	create := func(shape ir.Expr) *ir.Call {
		t := withZeroValid(c.T)
		tt := t.(*ir.TileType)
		kws := []ir.Kwarg{{Key: "dtype", Value: tt.DType}}
		if tt.Space != ir.MemNone {
			kws = append(kws, ir.Kwarg{Key: "target_memory", Value: tt.Space})
		}
		return &ir.Call{Op: ir.TileCreate, Args: []ir.Expr{shape}, Kwargs: kws, T: t, Pos: c.Pos}
	}
	_, isTile := c.T.(*ir.TileType)
	switch {
	case c.Op == ir.TileLoad && len(args) >= 3 && isTile:
		return create(args[2])
	case c.Op == ir.TileSlice && len(args) >= 3 && isTile:
		return create(args[1])
	case c.Op == ir.TileTranspose && isTile:
		return create(&ir.MakeTuple{Elems: append([]ir.Expr(nil), c.T.(*ir.TileType).Shape...), Pos: c.Pos})
	case c.Op == ir.TileSetValidshape && len(args) == 3:
		args[1], args[2] = ir.ConstI(0), ir.ConstI(0)
		changed = true
	}
	t := withZeroValid(c.T)
	if !changed && t == c.T {
		return c
	}
	n := *c
	n.Args, n.T = args, t
	return &n
}

// stmts is BuildNoSplitLane1ReplayStmts (:388-488).
func (r *lane1Replay) stmts(ss []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, 0, len(ss))
	for _, s := range ss {
		switch s := s.(type) {
		case *ir.AssignStmt:
			c, ok := s.Value.(*ir.Call)
			if !ok || c.Op == nil {
				out = append(out, r.stmtSubst(s))
				continue
			}
			if c.Op == ir.TileStore && len(c.Args) >= 3 {
				pass := r.expr(c.Args[2])
				r.repl[s.Var] = pass
				out = append(out, &ir.AssignStmt{Var: s.Var, Value: pass, Pos: s.Pos})
				continue
			}
			nc := r.call(c)
			if _, ok := nc.T.(*ir.TileType); ok {
				nv := &ir.Var{Name: s.Var.Name, T: nc.T, Pos: s.Var.Pos}
				r.repl[s.Var] = nv
				out = append(out, &ir.AssignStmt{Var: nv, Value: nc, Pos: s.Pos})
			} else {
				out = append(out, &ir.AssignStmt{Var: s.Var, Value: nc, Pos: s.Pos})
			}
		case *ir.EvalStmt:
			c, ok := s.Expr.(*ir.Call)
			if !ok || c.Op == nil {
				out = append(out, r.stmtSubst(s))
				continue
			}
			if c.Op == ir.TileStore {
				continue
			}
			out = append(out, &ir.EvalStmt{Expr: r.call(c), Pos: s.Pos})
		case *ir.ForStmt:
			inner := r.clone()
			n := *s
			n.IterArgs, n.ReturnVars = r.loopCarries(s.IterArgs, s.ReturnVars, inner)
			n.Body = ir.Seq(ir.StmtSpan(s.Body), inner.stmts(ir.Stmts(s.Body))...)
			n.Start, n.Stop, n.Step = r.expr(s.Start), r.expr(s.Stop), r.expr(s.Step)
			out = append(out, &n)
		case *ir.WhileStmt:
			inner := r.clone()
			n := *s
			n.IterArgs, n.ReturnVars = r.loopCarries(s.IterArgs, s.ReturnVars, inner)
			n.Body = ir.Seq(ir.StmtSpan(s.Body), inner.stmts(ir.Stmts(s.Body))...)
			n.Cond = inner.expr(s.Cond)
			out = append(out, &n)
		case *ir.IfStmt:
			n := *s
			n.Then = ir.Seq(ir.StmtSpan(s.Then), r.clone().stmts(ir.Stmts(s.Then))...)
			if s.Else != nil {
				n.Else = ir.Seq(ir.StmtSpan(s.Else), r.clone().stmts(ir.Stmts(s.Else))...)
			}
			n.Cond = r.expr(s.Cond)
			out = append(out, &n)
		default:
			out = append(out, r.stmtSubst(s))
		}
	}
	return out
}

// loopCarries is RebuildLane1LoopIterArgs / RebuildLane1LoopReturnVars
// (:305-383): a tile carry whose init became an empty tile takes its type.
func (r *lane1Replay) loopCarries(ias []*ir.IterArg, rvs []*ir.Var, inner *lane1Replay) ([]*ir.IterArg, []*ir.Var) {
	nias := make([]*ir.IterArg, len(ias))
	for i, ia := range ias {
		init := r.expr(ia.Init)
		t := ia.T
		if _, ok := ia.T.(*ir.TileType); ok && init != nil {
			if it, ok := init.Type().(*ir.TileType); ok {
				t = it
			}
		}
		if init != ia.Init || t != ia.T {
			na := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: t, Pos: ia.Pos}, Init: init}
			inner.repl[&ia.Var] = na
			nias[i] = na
		} else {
			nias[i] = ia
		}
	}
	nrvs := make([]*ir.Var, len(rvs))
	for i, rv := range rvs {
		nrvs[i] = rv
		if i >= len(nias) {
			continue
		}
		if _, ok := rv.T.(*ir.TileType); !ok {
			continue
		}
		if it, ok := nias[i].T.(*ir.TileType); ok && nias[i].T != ias[i].T {
			nr := &ir.Var{Name: rv.Name, T: it, Pos: rv.Pos}
			r.repl[rv] = nr
			nrvs[i] = nr
		}
	}
	return nias, nrvs
}

// isPipeSetup is IsNoSplitSharedPipeSetupCall (:262-266).
func isPipeSetup(s ir.Stmt) bool {
	c := ir.StmtCall(s)
	return c != nil && (c.Op == ir.SystemReserveBuffer || c.Op == ir.SystemImportPeerBuffer ||
		c.Op == ir.SystemAivInitializePipe || c.Op == ir.SystemAicInitializePipe)
}

// replayNoSplitDualAiv is ProcessNoSplitDualAivFunction (:535-582).
func replayNoSplitDualAiv(f *ir.Function) *ir.Function {
	sub, body := injectSubblockIdx(f, true)
	rest := body[1:]
	k := 0
	for k < len(rest) && isPipeSetup(rest[k]) {
		k++
	}
	setup, branch := rest[:k], rest[k:]
	pos := f.Pos
	lane0 := ir.Seq(pos, branch...)
	lane1 := ir.Seq(pos, (&lane1Replay{repl: map[*ir.Var]ir.Expr{}}).stmts(branch)...)
	// DeepClone (:563-565): lane 1 defines fresh variables.
	fresh := &ir.Mutator{Def: func(v *ir.Var) *ir.Var { return &ir.Var{Name: v.Name, T: v.T, Pos: v.Pos} }}
	lane1 = fresh.StmtTree(lane1)
	cond := arith.MakeBinary(ir.OpEq, sub, &ir.ConstInt{Value: 0, DType: ir.INDEX, Pos: pos}, pos)
	nb := append([]ir.Stmt{body[0]}, setup...)
	nb = append(nb, &ir.IfStmt{Cond: cond, Then: lane0, Else: lane1, Pos: pos})
	n := *f
	n.Body = ir.Seq(ir.StmtSpan(f.Body), nb...)
	return &n
}
