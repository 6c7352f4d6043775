package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// convertPagedGather is tensor.paged_gather's conversion
// (op_conversion_registry.cpp:1897-2046): a static [max_indices, size]
// accumulator ([size, max_indices] with is_trans) created in the call's
// space (Mat when absent), filled by a loop over the indices' runtime
// length (tensor.dim of their last axis) that reads each logical index
// and its page's physical block with tensor.read, and loads the physical
// row's window [col_off, col_off + size) with tile.gather_row at row i
// (column i with is_trans). The operands stay GM tensors: the op loads
// its own (selfLoading). A static index length beyond max_indices is an
// error.
func convertPagedGather(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 3 {
		return nil, nil, fmt.Errorf("%s: tensor.paged_gather conversion expects 3 args (src, indices, block_table), but got %d", pos, len(args))
	}
	src, ok := args[0].Type().(*ir.TensorType)
	if !ok {
		return nil, nil, fmt.Errorf("%s: tensor.paged_gather: src must be TensorType", pos)
	}
	it, ok := args[1].Type().(*ir.TensorType)
	if !ok {
		return nil, nil, fmt.Errorf("%s: tensor.paged_gather: indices must be TensorType", pos)
	}
	bt, ok := args[2].Type().(*ir.TensorType)
	if !ok {
		return nil, nil, fmt.Errorf("%s: tensor.paged_gather: block_table must be TensorType", pos)
	}
	blockSize, size, colOff, maxIdx := kwInt(kw, "block_size", 0), kwInt(kw, "size", 0), kwInt(kw, "col_off", 0), kwInt(kw, "max_indices", 0)
	trans := kwBool(kw, "is_trans")
	space := ir.Mat
	for _, k := range kw {
		if m, ok := k.Value.(ir.MemorySpace); ok && k.Key == "space" {
			space = m
		}
	}
	if blockSize <= 0 || size <= 0 || maxIdx <= 0 {
		return nil, nil, fmt.Errorf("%s: tensor.paged_gather: block_size/size/max_indices must be set and positive", pos)
	}
	if trans && space != ir.Mat {
		return nil, nil, fmt.Errorf("%s: tensor.paged_gather: is_trans=true requires space=Mat (L1)", pos)
	}
	e := &emitter{pos: pos}
	rowsAxis := int64(1)
	if it.Rank() == 1 {
		rowsAxis = 0
	}
	if int(rowsAxis) >= it.Rank() {
		return nil, nil, fmt.Errorf("%s: tensor.paged_gather: indices must be 1D or 2D, got rank %d", pos, it.Rank())
	}
	if n, ok := constDim(it.Shape[rowsAxis]); ok && n > maxIdx {
		return nil, nil, fmt.Errorf("%s: tensor.paged_gather: indices length (%d) exceeds max_indices (%d)", pos, n, maxIdx)
	}
	rows := e.emit(ir.TensorDim, []ir.Expr{args[1], e.idx(rowsAxis)}, nil, "pg_rows")
	accShape := e.shape(maxIdx, size)
	if trans {
		accShape = e.shape(size, maxIdx)
	}
	acc := e.emit(ir.TileCreate, []ir.Expr{accShape}, []ir.Kwarg{{Key: "dtype", Value: src.DType}, {Key: "target_memory", Value: space}}, "paged_gather_acc")
	if e.err != nil {
		return nil, nil, e.err
	}
	lv := &ir.Var{Name: "pg_i", T: ir.Scalar(ir.INDEX), Pos: pos}
	ia := &ir.IterArg{Var: ir.Var{Name: "paged_gather_iter", T: acc.T, Pos: pos}, Init: acc}
	rv := &ir.Var{Name: "paged_gather_result", T: acc.T, Pos: pos}
	body := &emitter{pos: pos}
	// A 1-D table is read at [i], a [1, n] one at [0, i].
	at := func(t *ir.TensorType, i ir.Expr) *ir.MakeTuple {
		if t.Rank() == 1 {
			return &ir.MakeTuple{Elems: []ir.Expr{i}, Pos: pos}
		}
		return &ir.MakeTuple{Elems: []ir.Expr{body.idx(0), i}, Pos: pos}
	}
	bind := func(name string, x ir.Expr) *ir.Var {
		v := &ir.Var{Name: name, T: x.Type(), Pos: pos}
		body.pro = append(body.pro, &ir.AssignStmt{Var: v, Value: x, Pos: pos})
		return v
	}
	toIndex := func(x *ir.Var) ir.Expr { return &ir.Unary{Op: ir.OpCast, X: x, DType: ir.INDEX, Pos: pos} }
	bin := func(op ir.BinaryOp, l, r ir.Expr) ir.Expr {
		return &ir.Binary{Op: op, L: l, R: r, DType: ir.INDEX, Pos: pos}
	}
	bs := body.idx(blockSize)
	raw := body.emit(ir.TensorRead, []ir.Expr{args[1], at(it, lv)}, nil, "pg_idx_raw")
	if body.err != nil {
		return nil, nil, body.err
	}
	idx := bind("pg_idx", toIndex(raw))
	blk := bind("pg_blk", bin(ir.OpFloorDiv, idx, bs))
	rem := bind("pg_rem", bin(ir.OpFloorMod, idx, bs))
	praw := body.emit(ir.TensorRead, []ir.Expr{args[2], at(bt, blk)}, nil, "pg_pblk_raw")
	if body.err != nil {
		return nil, nil, body.err
	}
	pblk := bind("pg_pblk", toIndex(praw))
	phys := bind("pg_phys", bin(ir.OpAdd, bin(ir.OpMul, pblk, bs), rem))
	dstOff := &ir.MakeTuple{Elems: []ir.Expr{lv, body.idx(0)}, Pos: pos}
	if trans {
		dstOff = &ir.MakeTuple{Elems: []ir.Expr{body.idx(0), lv}, Pos: pos}
	}
	srcOff := &ir.MakeTuple{Elems: []ir.Expr{phys, body.idx(colOff)}, Pos: pos}
	row := body.emit(ir.TileGatherRow, []ir.Expr{ia, args[0], dstOff, srcOff, body.shape(1, size)}, []ir.Kwarg{{Key: "transpose", Value: trans}}, "pg_row")
	if body.err != nil {
		return nil, nil, body.err
	}
	body.pro = append(body.pro, &ir.YieldStmt{Values: []ir.Expr{row}, Pos: pos})
	e.pro = append(e.pro, &ir.ForStmt{LoopVar: lv, Start: e.idx(0), Stop: rows, Step: e.idx(1), IterArgs: []*ir.IterArg{ia},
		Body: ir.Seq(pos, body.pro...), ReturnVars: []*ir.Var{rv}, Pos: pos})
	return e.pro, rv, nil
}
