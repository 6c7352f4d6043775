package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// The program-level phases of ConvertTensorToTileOps after the InCore
// functions are converted (convert_tensor_to_tile_ops_pass.cpp:2205-2603).

// propagateOutputsThroughWrapper is PropagateOutputsThroughWrapper: a
// Group or Spmd function whose body calls a converted InCore function that
// gained Out parameters gains the same ones and passes them on.
func propagateOutputsThroughWrapper(f *ir.Function, added map[string]int, converted map[string]*ir.Function) (*ir.Function, int, error) {
	var target *ir.Call
	ir.Walk(f.Body, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && target == nil && c.Op == nil && added[c.Callee] > 0 {
			target = c
		}
		return target == nil
	})
	if target == nil {
		return f, 0, nil
	}
	inner := converted[target.Callee]
	k := added[target.Callee]
	params := append([]*ir.Var(nil), f.Params...)
	dirs := append([]ir.ParamDirection(nil), f.Dirs...)
	for len(dirs) < len(f.Params) {
		dirs = append(dirs, ir.In)
	}
	var outs []*ir.Var
	for i := 0; i < k; i++ {
		op := inner.Params[len(inner.Params)-k+i]
		v := &ir.Var{Name: op.Name, T: op.T, Pos: f.Pos}
		params, dirs, outs = append(params, v), append(dirs, ir.Out), append(outs, v)
	}
	applied := false
	var err error
	m := &ir.Mutator{}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		a, ok := s.(*ir.AssignStmt)
		if !ok {
			return s
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op != nil || added[c.Callee] == 0 {
			return s
		}
		if applied {
			err = fmt.Errorf("%s: Internal error: Wrapper forward propagation saw more than one forwarded call; outlining invariant violated", c.Pos)
			return s
		}
		applied = true
		callee := converted[c.Callee]
		nc := *c
		nc.Args = append(append([]ir.Expr(nil), c.Args...), varsAsExprs(outs)...)
		nc.T = callReturnType(callee.Returns)
		nv := &ir.Var{Name: a.Var.Name, T: nc.T, Pos: a.Var.Pos}
		m.Subst(a.Var, nv)
		return &ir.AssignStmt{Var: nv, Value: &nc, Pos: a.Pos}
	}
	body := m.StmtTree(f.Body)
	if err != nil {
		return nil, 0, err
	}
	if !applied {
		return nil, 0, fmt.Errorf("%s: Internal error: Wrapper forward propagation identified a forwarded call in %s but could not rewrite it "+
			"(call not in AssignStmt RHS form expected by outlining invariant)", target.Pos, f.Name)
	}
	nf := *f
	nf.Params, nf.Dirs, nf.Body = params, dirs, body
	return &nf, k, nil
}

func varsAsExprs(vs []*ir.Var) []ir.Expr {
	out := make([]ir.Expr, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}

// callReturnType is the type of a call of a function with these returns.
func callReturnType(rets []ir.Type) ir.Type {
	switch len(rets) {
	case 0:
		return ir.Unknown()
	case 1:
		return rets[0]
	}
	return &ir.TupleType{Elems: rets}
}

// updateCallSites is CallSiteUpdateMutator: each call (or submit) of a
// converted function allocates its new Out tensors with tensor.create
// (retN__out) and passes them; a call's result takes the callee's new
// return type.
func updateCallSites(f *ir.Function, added map[string]int, converted map[string]*ir.Function) (*ir.Function, error) {
	var err error
	m := &ir.Mutator{}
	allocs := func(callee *ir.Function, k int, pos ir.Span) ([]ir.Stmt, []ir.Expr) {
		var stmts []ir.Stmt
		var extra []ir.Expr
		for i := 0; i < k; i++ {
			op := callee.Params[len(callee.Params)-k+i]
			t, ok := op.T.(*ir.TensorType)
			if !ok {
				err = fmt.Errorf("%s: Internal error: output param is not TensorType", pos)
				return nil, nil
			}
			layout := ir.ND
			if t.View != nil {
				layout = t.View.Layout
			}
			c, e := create(ir.TensorCreate, []ir.Expr{shapeTuple(t.Shape, pos)},
				[]ir.Kwarg{{Key: "dtype", Value: t.DType}, {Key: "layout", Value: layout}}, pos)
			if e != nil {
				err = e
				return nil, nil
			}
			v := &ir.Var{Name: outParamName(i), T: c.T, Pos: pos}
			stmts = append(stmts, &ir.AssignStmt{Var: v, Value: c, Pos: pos})
			extra = append(extra, v)
		}
		return stmts, extra
	}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		a, ok := s.(*ir.AssignStmt)
		if !ok || err != nil {
			return s
		}
		switch c := a.Value.(type) {
		case *ir.Call:
			if c.Op != nil || added[c.Callee] == 0 {
				return s
			}
			callee := converted[c.Callee]
			stmts, extra := allocs(callee, added[c.Callee], c.Pos)
			if err != nil {
				return s
			}
			nc := *c
			nc.Args = append(append([]ir.Expr(nil), c.Args...), extra...)
			nc.T = callReturnType(callee.Returns)
			nv := &ir.Var{Name: a.Var.Name, T: nc.T, Pos: a.Var.Pos}
			m.Subst(a.Var, nv)
			return ir.Seq(a.Pos, append(stmts, &ir.AssignStmt{Var: nv, Value: &nc, Pos: a.Pos})...)
		case *ir.Submit:
			if added[c.Callee] == 0 {
				return s
			}
			stmts, extra := allocs(converted[c.Callee], added[c.Callee], c.Pos)
			if err != nil {
				return s
			}
			ns := *c
			ns.Args = append(append([]ir.Expr(nil), c.Args...), extra...)
			return ir.Seq(a.Pos, append(stmts, &ir.AssignStmt{Var: a.Var, Value: &ns, Pos: a.Pos})...)
		}
		return s
	}
	body := m.StmtTree(f.Body)
	if err != nil {
		return nil, err
	}
	if body == f.Body {
		return f, nil
	}
	nf := *f
	nf.Body = spliceSeqs(body)
	return &nf, nil
}

// spliceSeqs splices statement lists nested in statement lists (what
// SeqStmts::Flatten keeps from arising).
func spliceSeqs(s ir.Stmt) ir.Stmt {
	m := &ir.Mutator{Stmt: func(s ir.Stmt) ir.Stmt {
		if sq, ok := s.(*ir.SeqStmts); ok {
			for _, c := range sq.Stmts {
				if _, nested := c.(*ir.SeqStmts); nested {
					return ir.Seq(sq.Pos, sq.Stmts...)
				}
			}
		}
		return s
	}}
	return m.StmtTree(s)
}

// propagateDirections is phase 3 (:2524-2603): a non-InCore function that
// passes its own parameter to a callee's Out parameter makes it Out (if
// In), to an InOut one InOut, until nothing changes. It reports whether
// any function changed (funcs is updated in place).
func propagateDirections(funcs []*ir.Function) bool {
	byName := map[string]*ir.Function{}
	for _, f := range funcs {
		byName[f.Name] = f
	}
	any := false
	for changed := true; changed; {
		changed = false
		for i, f := range funcs {
			if f.Kind == ir.InCore || f.Body == nil {
				continue
			}
			idx := map[*ir.Var]int{}
			for j, p := range f.Params {
				idx[p] = j
			}
			dirs := append([]ir.ParamDirection(nil), f.Dirs...)
			for len(dirs) < len(f.Params) {
				dirs = append(dirs, ir.In)
			}
			ir.Walk(f.Body, func(n ir.Node) bool {
				c, ok := n.(*ir.Call)
				if !ok || c.Op != nil {
					return true
				}
				callee := byName[c.Callee]
				if callee == nil {
					return true
				}
				for ai, arg := range c.Args {
					if ai >= len(callee.Dirs) {
						break
					}
					v, ok := arg.(*ir.Var)
					if !ok {
						continue
					}
					pi, ok := idx[v]
					if !ok {
						continue
					}
					switch cd := callee.Dirs[ai]; {
					case cd == ir.Out && dirs[pi] == ir.In:
						dirs[pi] = ir.Out
					case cd == ir.InOut && dirs[pi] != ir.InOut:
						dirs[pi] = ir.InOut
					}
				}
				return true
			})
			if !sameDirs(dirs, f.Dirs) {
				nf := *f
				nf.Dirs = dirs
				funcs[i] = &nf
				byName[f.Name] = &nf
				changed, any = true, true
			}
		}
	}
	return any
}

// returnedAssembleLoop is a rewrite of RewriteReturnedAssembleLoopToStore.
type returnedAssembleLoop struct {
	index, deadInit int
	loop            *ir.ForStmt
	result          *ir.Var
}

// rewriteReturnedAssembleLoop: a returned loop result whose one carry is a
// tile the body only assembles a window into (and yields) becomes a loop
// carrying the Out parameter, storing each window into it; the carry's
// initial tile, when nothing else reads it, is dropped.
func rewriteReturnedAssembleLoop(stmts []ir.Stmt, ret ir.Expr, out *ir.Var, outT *ir.TensorType) (*returnedAssembleLoop, error) {
	rv, ok := ret.(*ir.Var)
	if !ok {
		return nil, nil
	}
	for idx, st := range stmts {
		loop, ok := st.(*ir.ForStmt)
		if !ok || len(loop.IterArgs) != 1 || len(loop.ReturnVars) != 1 || loop.ReturnVars[0] != rv {
			continue
		}
		ia := loop.IterArgs[0]
		body := ir.Stmts(loop.Body)
		var asm *ir.AssignStmt
		var y *ir.YieldStmt
		ok = true
		for _, b := range body {
			if a, isA := b.(*ir.AssignStmt); isA {
				if c, isC := a.Value.(*ir.Call); isC && c.Op == ir.TileAssemble && len(c.Args) == 3 {
					if t, isV := c.Args[0].(ir.VarLike); isV && t.VarRef() == &ia.Var {
						if asm != nil || exprReads(c.Args[1], &ia.Var) || exprReads(c.Args[2], &ia.Var) {
							ok = false
							break
						}
						asm = a
						continue
					}
				}
			}
			if yy, isY := b.(*ir.YieldStmt); isY {
				if len(yy.Values) != 1 || y != nil {
					ok = false
					break
				}
				y = yy
				continue
			}
			if stmtUses(b, &ia.Var) {
				ok = false
				break
			}
		}
		if !ok || asm == nil || y == nil {
			return nil, nil
		}
		if yv, isV := y.Values[0].(*ir.Var); !isV || yv != asm.Var {
			return nil, nil
		}
		ac := asm.Value.(*ir.Call)
		nia := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: outT, Pos: ia.Pos}, Init: out}
		st, err := create(ir.TileStore, []ir.Expr{ac.Args[1], ac.Args[2], nia}, nil, ac.Pos)
		if err != nil {
			return nil, err
		}
		sv := &ir.Var{Name: asm.Var.Name, T: st.T, Pos: asm.Var.Pos}
		nb := make([]ir.Stmt, 0, len(body))
		for _, b := range body {
			switch b {
			case asm:
				nb = append(nb, &ir.AssignStmt{Var: sv, Value: st, Pos: asm.Pos})
			case y:
				nb = append(nb, &ir.YieldStmt{Values: []ir.Expr{sv}, Pos: y.Pos})
			default:
				nb = append(nb, b)
			}
		}
		nrv := &ir.Var{Name: loop.ReturnVars[0].Name, T: outT, Pos: loop.ReturnVars[0].Pos}
		nl := *loop
		nl.IterArgs = []*ir.IterArg{nia}
		nl.Body = ir.Seq(loop.Body.Span(), nb...)
		nl.ReturnVars = []*ir.Var{nrv}
		dead := -1
		if iv, isV := ia.Init.(*ir.Var); isV {
			other := false
			for j, s2 := range stmts {
				chk := s2
				if j == idx {
					chk = &nl
				}
				if stmtUses(chk, iv) {
					other = true
					break
				}
			}
			if !other {
				for j, s2 := range stmts {
					if a, isA := s2.(*ir.AssignStmt); isA && a.Var == iv {
						dead = j
						break
					}
				}
			}
		}
		return &returnedAssembleLoop{index: idx, deadInit: dead, loop: &nl, result: nrv}, nil
	}
	return nil, nil
}

// exprReads / stmtUses: whether a variable is read (VarDefUseCollector's
// uses).
func exprReads(e ir.Expr, v *ir.Var) bool {
	found := false
	ir.WalkExpr(e, func(n ir.Node) bool {
		if x, ok := n.(ir.VarLike); ok && x.VarRef() == v {
			found = true
		}
		return !found
	})
	return found
}

func stmtUses(s ir.Stmt, v *ir.Var) bool { return collectDefUse(s).uses[v] }
