package gen

import "github.com/irfuzz/irfuzz/ir"

// tailChain appends, now and then (PTailChain), a product of the
// kernel's accumulators to a finished kernel: an accumulator fed straight
// to a cube operand, as a chained matmul reads its first product, moved
// to Vec and stored into a corner of one of its outputs just before it
// returns:
//
//	acc_9 = pl.tile.matmul(acc, acc_1)
//	mv = pl.tile.move(acc_9, target_memory=pl.Mem.Vec)
//	o_9 = pl.tile.store(mv, [0, 0], o_8)
//	return o_9
//
// No chip moves L0C into L0A / L0B: InferTileMemorySpace routes each
// operand through Mat (Acc -> Mat -> Left / Right); PyPTO's pass emits the
// single move (infer_tile_memory_space_pass.cpp:853-890), irfuzz RF-R1,
// which the fault acc-operand-unrouted restores.
//
// Its draws come after every other of the kernel (tailCarry's included),
// so a kernel that does not draw it is the one it was before. The
// operands are accumulators tailAccs allows, FP32 (a cube dtype), box
// shaped, the lhs [M, K] and the rhs [K, N] (the lhs itself when square);
// the output is one vecOutputs allows, FP32 and at least [M, N]. A
// lane-split kernel is left alone.
func (b *builder) tailChain(k *ir.Function) {
	stmts, ret, outs := b.tailSite(k, PTailChain)
	if ret == nil {
		return
	}
	var accs []*ir.Var
	for _, v := range tailAccs(k.Body, stmts) {
		tt := tileOf(v.T)
		if tt.DType == ir.FP32 && boxedTile(tt) && b.fits(ir.Mat, staticDims(tt), tt.DType) {
			accs = append(accs, v)
		}
	}
	type pair struct{ l, r *ir.Var }
	var pairs []pair
	for _, l := range accs {
		for _, r := range accs {
			ld, rd := staticDims(tileOf(l.T)), staticDims(tileOf(r.T))
			if ld[1] == rd[0] && b.productFits(ld[0], rd[1], ir.FP32) {
				pairs = append(pairs, pair{l, r})
			}
		}
	}
	if len(pairs) == 0 {
		return
	}
	pr := pairs[b.draw(len(pairs))]
	m, n := staticDims(tileOf(pr.l.T))[0], staticDims(tileOf(pr.r.T))[1]
	var fit []vecOutput
	for _, o := range outs {
		if o.dt == ir.FP32 && o.dims[0] >= m && o.dims[1] >= n {
			fit = append(fit, o)
		}
	}
	if len(fit) == 0 {
		return
	}
	o := fit[b.draw(len(fit))]
	mm := create(ir.TileMatmul, []ir.Expr{pr.l, pr.r})
	if mm == nil {
		return
	}
	p := &ir.Var{Name: "acc", T: mm.T}
	mvc := create(ir.TileMove, []ir.Expr{p}, kw("target_memory", ir.Vec), kw("blayout", ir.RowMajor), kw("slayout", ir.NoneBox))
	if mvc == nil {
		return
	}
	mv := &ir.Var{Name: "mv", T: mvc.T}
	storeTail(k, stmts, ret, o.at, mv, &ir.AssignStmt{Var: p, Value: mm}, &ir.AssignStmt{Var: mv, Value: mvc})
}

// hasTailChain reports whether k ends in tailChain's product, move and
// store.
func hasTailChain(k *ir.Function) bool {
	stmts := ir.Stmts(k.Body)
	if len(stmts) < 4 {
		return false
	}
	a, ok := stmts[len(stmts)-4].(*ir.AssignStmt)
	if !ok {
		return false
	}
	c, ok := a.Value.(*ir.Call)
	return ok && c.Op == ir.TileMatmul && len(c.Args) == 2 && isAcc(c.Args[0].Type()) && isAcc(c.Args[1].Type())
}
