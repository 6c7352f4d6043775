package gen

import "github.com/irfuzz/irfuzz/ir"

// tailCarry appends, now and then (PTailCarry), a loop to a finished
// kernel whose carry starts straight from an accumulator a cube op
// produced and is updated by a vector op, stored into a corner of one of
// the kernel's outputs just before it returns:
//
//	for i, (c,) in pl.range(2, init_values=(acc,)):
//	    s = pl.tile.add(c, c)
//	    r = pl.yield_(s)
//	o_9 = pl.tile.store(r, [0, 0], o_8)
//	return o_9
//
// The carry's space is left to inference, as PyPTO's parser types it: the
// iter arg and the loop's result take the initial value's type (Acc),
// while the body yields a Vec tile. InferTileMemorySpace gives the carry
// its yield's space (Vec) and, the initial value's producer having a
// space its op fixes, starts the carry from a moved copy of it (a
// cube-to-vector push); PyPTO's pass (infer_tile_memory_space_pass.cpp
// :258-276) re-types the producer instead, PyPTO #1262, which the fault
// loop-backprop-fixed-producer restores.
//
// Its draws come after every other of the kernel (tailWindow's included),
// so a kernel that does not draw it is the one it was before; the
// kernel's signature is unchanged. The accumulator is a 2-D tile assigned
// once at the top level by an op whose output space is fixed (a matmul,
// gemv), its valid shape its whole shape and not compact, read by nothing
// in place (spoiledRoots); the output is one vecOutputs allows, of the
// accumulator's dtype and at least its extent. A lane-split kernel is left
// alone: its stores split by lane (lanes.go).
func (b *builder) tailCarry(k *ir.Function) {
	stmts, ret, outs := b.tailSite(k, PTailCarry)
	if ret == nil {
		return
	}
	accs := tailAccs(k.Body, stmts)
	if len(accs) == 0 {
		return
	}
	o := outs[b.draw(len(outs))]
	var fit []*ir.Var
	for _, v := range accs {
		tt := tileOf(v.T)
		d := staticDims(tt)
		if tt.DType == o.dt && d[0] <= o.dims[0] && d[1] <= o.dims[1] {
			fit = append(fit, v)
		}
	}
	if len(fit) == 0 {
		return
	}
	acc := fit[b.draw(len(fit))]
	op := oneOf(b, ir.TileAdd, ir.TileMul, ir.TileMaximum)
	trip := oneOf[int64](b, 2, 3, 4)
	ia := &ir.IterArg{Var: ir.Var{Name: "c", T: acc.T}, Init: acc}
	upd := create(op, []ir.Expr{ia, ia})
	if upd == nil {
		return
	}
	s := &ir.Var{Name: "s", T: upd.T}
	rv := &ir.Var{Name: "r", T: acc.T}
	loop := &ir.ForStmt{LoopVar: &ir.Var{Name: "i", T: ir.Scalar(ir.INDEX)}, IterArgs: []*ir.IterArg{ia},
		Body:       ir.Seq(ir.Span{}, &ir.AssignStmt{Var: s, Value: upd}, &ir.YieldStmt{Values: []ir.Expr{s}}),
		ReturnVars: []*ir.Var{rv}, Kind: ir.Sequential, Start: ir.ConstI(0), Stop: ir.ConstI(trip), Step: ir.ConstI(1)}
	storeTail(k, stmts, ret, o.at, rv, loop)
}

// storeTail ends kernel k, whose top-level statements are stmts (the last
// its return ret), with defs, a store of v at the origin of the output
// returned at position at, and the return of the stored tensor there. It
// changes nothing when the store would not keep the output's type.
func storeTail(k *ir.Function, stmts []ir.Stmt, ret *ir.ReturnStmt, at int, v *ir.Var, defs ...ir.Stmt) {
	prev := ret.Values[at]
	st := create(ir.TileStore, []ir.Expr{v, idx(0, 0), prev})
	if st == nil || !ir.TypeEqual(st.T, prev.Type()) {
		return
	}
	ov := &ir.Var{Name: "o", T: st.T}
	vals := append([]ir.Expr(nil), ret.Values...)
	vals[at] = ov
	body := append(append([]ir.Stmt(nil), stmts[:len(stmts)-1]...), defs...)
	body = append(body, &ir.AssignStmt{Var: ov, Value: st}, &ir.ReturnStmt{Values: vals, Pos: ret.Pos})
	k.Body = ir.Seq(k.Body.Span(), body...)
}

// tailAccs are the accumulators a construct appended to a finished kernel
// may read: 2-D tiles assigned once at the top level (stmts) of body by an
// op whose output space is fixed (a matmul, gemv), their valid shape
// their whole shape and not compact, updated by nothing in place and read
// by no view of a tile.create (spoiledRoots).
func tailAccs(body ir.Stmt, stmts []ir.Stmt) []*ir.Var {
	assigned := map[*ir.Var]int{}
	ir.Walk(body, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			assigned[a.Var]++
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	spoiled := spoiledRoots(body)
	var accs []*ir.Var
	for _, s := range stmts {
		a, ok := s.(*ir.AssignStmt)
		if !ok || assigned[a.Var] != 1 || spoiled[a.Var] {
			continue
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op == nil || c.Op.Output.Kind != ir.OutFixed {
			continue
		}
		tt := tileOf(a.Var.T)
		if tt == nil || tt.Space != ir.Acc || tt.Rank() != 2 || staticDims(tt) == nil || RowsNarrowed(tt) || colsNarrowed(tt) {
			continue
		}
		if tt.View != nil && tt.View.Compact != ir.CompactNull {
			continue
		}
		accs = append(accs, a.Var)
	}
	return accs
}

// colsNarrowed reports whether a tile's valid columns may be fewer than
// its columns.
func colsNarrowed(tt *ir.TileType) bool {
	return tt.Rank() == 2 && ir.ProveEqual(tt.ValidShape()[1], tt.Shape[1]) != ir.ProofTrue
}

// hasTailCarry reports whether k ends in tailCarry's loop and store.
func hasTailCarry(k *ir.Function) bool {
	stmts := ir.Stmts(k.Body)
	if len(stmts) < 3 {
		return false
	}
	f, ok := stmts[len(stmts)-3].(*ir.ForStmt)
	return ok && len(f.IterArgs) == 1 && len(f.ReturnVars) == 1 && isAcc(f.ReturnVars[0].T) && !isAcc(yieldOf(f.Body).Values[0].Type())
}
