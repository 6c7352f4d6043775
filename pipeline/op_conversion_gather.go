package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// convertGather is tensor.gather's conversion (the index form; PyPTO's
// RegisterGatherOps, src/ir/transforms/op_conversion_registry.cpp:1371-1839).
// Either argument may be a GM tensor (read by tile.load into Vec) or a tile
// an earlier conversion made (read by tile.slice) (:1440-1456). By (rank,
// gather axis):
//
//   - rank 2, last axis (:1571-1627): on an "a5" backend the whole index is
//     loaded and its column indices made flat (row * src_cols + index,
//     emitA5FlatIdx), a tile source first copied into a fresh contiguous
//     tile, and one tile.gather reads the source; elsewhere (and with no
//     backend) a loop over the index rows gathers one row at a time into
//     an accumulator;
//   - rank 3, last axis (:1629-1695): the same, on [I0*I1, ...] reshapes,
//     the other backends with two nested row loops;
//   - rank 3, axis 0 or 1 (:1697-1836): a loop over the I0*I1 output rows
//     gathers each from the flattened source slab by index * S2 + column;
//     a 32-bit source only.
//
// The result is a 2-D tile; a rank-3 result is [I0*I1, K], reshaped last so
// that the returned value is not a loop's (:1332-1337).
func convertGather(c *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 2 {
		return nil, nil, fmt.Errorf("%s: tensor.gather conversion expects 2 args (input, index), got %d", pos, len(args))
	}
	g := &gatherConv{emitter: emitter{pos: pos}}
	input, index := args[0], args[1]
	inShape, inDT, err := g.shapeDType(input, "input")
	if err != nil {
		return nil, nil, err
	}
	idxShape, idxDT, err := g.shapeDType(index, "index")
	if err != nil {
		return nil, nil, err
	}
	rank := len(inShape)
	if rank < 2 {
		return nil, nil, fmt.Errorf("%s: tensor.gather conversion: rank must be >= 2, got %d", pos, rank)
	}
	dim := kwInt(kw, "dim", -1)
	nd := dim
	if nd < 0 {
		nd += int64(rank)
	}
	if nd < 0 || nd >= int64(rank) {
		return nil, nil, fmt.Errorf("%s: tensor.gather conversion: dim out of range, got %d", pos, dim)
	}
	g.idxDT = idxDT
	a5 := c.ctx != nil && c.ctx.Backend != nil && c.ctx.Backend.Arch == "a5"
	var consts []int64
	need := func(e ir.Expr, what string) {
		if err != nil {
			return
		}
		v, ok := e.(*ir.ConstInt)
		if !ok {
			err = fmt.Errorf("%s: tensor.gather: %s must be ConstInt for rank>2 lowering", pos, what)
			return
		}
		consts = append(consts, v.Value)
	}
	one := g.idx(1)
	switch {
	case rank == 2 && nd == 1:
		need(idxShape[0], "index.shape[0]")
		need(inShape[1], "input.shape[1]")
		need(idxShape[1], "index.shape[1]")
		if err != nil {
			return nil, nil, err
		}
		i0, s1, k := consts[0], consts[1], consts[2]
		if a5 {
			if err := g.int16Guard(i0, s1); err != nil {
				return nil, nil, err
			}
			zero := zeroOffsets(2, pos)
			inp, err := g.loadOrSlice(&g.pro, input, zero, g.shape(i0, s1), "gather_inp")
			if err != nil {
				return nil, nil, err
			}
			src := inp
			if tileOf(input) != nil {
				if src, err = g.contiguous(inp, i0, s1, inDT, "gather_src"); err != nil {
					return nil, nil, err
				}
			}
			idx, err := g.loadOrSlice(&g.pro, index, zeroOffsets(2, pos), g.shape(i0, k), "gather_idx")
			if err != nil {
				return nil, nil, err
			}
			flat, err := g.a5FlatIdx(&g.pro, idx, i0, s1, k, "gather")
			if err != nil {
				return nil, nil, err
			}
			res, err := g.fullGather(src, flat, i0, k)
			return g.pro, res, err
		}
		res, err := g.rowLoop(&g.pro, "gather", idxShape[0], i0, k, inDT, func(lv *ir.Var, body *[]ir.Stmt) (*ir.Var, error) {
			ofs := &ir.MakeTuple{Elems: []ir.Expr{lv, g.idx(0)}, Pos: pos}
			inp, err := g.loadOrSlice(body, input, ofs, shapeTuple([]ir.Expr{one, g.idx(s1)}, pos), "gather_inp_row")
			if err != nil {
				return nil, err
			}
			idx, err := g.loadOrSlice(body, index, ofs, shapeTuple([]ir.Expr{one, g.idx(k)}, pos), "gather_idx_row")
			if err != nil {
				return nil, err
			}
			return g.singleRow(body, inp, idx, k, "gather_row")
		})
		return g.pro, res, err
	case rank == 3 && nd == 2:
		need(idxShape[0], "index.shape[0]")
		need(idxShape[1], "index.shape[1]")
		need(inShape[2], "input.shape[2]")
		need(idxShape[2], "index.shape[2]")
		if err != nil {
			return nil, nil, err
		}
		i0, i1, s2, k := consts[0], consts[1], consts[2], consts[3]
		rows := i0 * i1
		if a5 {
			if err := g.int16Guard(rows, s2); err != nil {
				return nil, nil, err
			}
			raw, err := g.loadOrSlice(&g.pro, input, zeroOffsets(3, pos), g.shape(i0, i1, s2), "gather_inp_raw")
			if err != nil {
				return nil, nil, err
			}
			inp, err := g.reshape(&g.pro, raw, []int64{rows, s2}, "gather_inp")
			if err != nil {
				return nil, nil, err
			}
			src := inp
			if tileOf(input) != nil {
				if src, err = g.contiguous(inp, rows, s2, inDT, "gather_src"); err != nil {
					return nil, nil, err
				}
			}
			iraw, err := g.loadOrSlice(&g.pro, index, zeroOffsets(3, pos), g.shape(i0, i1, k), "gather_idx_raw")
			if err != nil {
				return nil, nil, err
			}
			idx, err := g.reshape(&g.pro, iraw, []int64{rows, k}, "gather_idx")
			if err != nil {
				return nil, nil, err
			}
			flat, err := g.a5FlatIdx(&g.pro, idx, rows, s2, k, "gather")
			if err != nil {
				return nil, nil, err
			}
			res, err := g.fullGather(src, flat, rows, k)
			if err != nil {
				return nil, nil, err
			}
			out, err := g.reshape(&g.pro, res, []int64{rows, k}, "gather_out")
			return g.pro, out, err
		}
		outer, err := g.rowLoop(&g.pro, "gather_outer", idxShape[0], i0, i1*k, inDT, func(olv *ir.Var, ob *[]ir.Stmt) (*ir.Var, error) {
			inner, err := g.rowLoop(ob, "gather_inner", idxShape[1], i1, k, inDT, func(ilv *ir.Var, bs *[]ir.Stmt) (*ir.Var, error) {
				ofs := &ir.MakeTuple{Elems: []ir.Expr{olv, ilv, g.idx(0)}, Pos: pos}
				raw, err := g.loadOrSlice(bs, input, ofs, shapeTuple([]ir.Expr{one, one, g.idx(s2)}, pos), "gather_inp_raw")
				if err != nil {
					return nil, err
				}
				inp, err := g.reshape(bs, raw, []int64{1, s2}, "gather_inp_row")
				if err != nil {
					return nil, err
				}
				iraw, err := g.loadOrSlice(bs, index, ofs, shapeTuple([]ir.Expr{one, one, g.idx(k)}, pos), "gather_idx_raw")
				if err != nil {
					return nil, err
				}
				idx, err := g.reshape(bs, iraw, []int64{1, k}, "gather_idx_row")
				if err != nil {
					return nil, err
				}
				return g.singleRow(bs, inp, idx, k, "gather_row")
			})
			if err != nil {
				return nil, err
			}
			return g.reshape(ob, inner, []int64{1, i1 * k}, "gather_inner_flat")
		})
		if err != nil {
			return nil, nil, err
		}
		out, err := g.reshape(&g.pro, outer, []int64{rows, k}, "gather_out")
		return g.pro, out, err
	}
	if rank != 3 {
		return nil, nil, fmt.Errorf("%s: tensor.gather: unsupported (rank, dim) combination, got rank=%d norm_dim=%d", pos, rank, nd)
	}
	// Rank 3 on axis 0 or 1 (:1697-1836).
	if inDT != ir.FP32 && inDT != ir.INT32 {
		return nil, nil, fmt.Errorf("%s: tensor.gather: rank-3 gather on dim %d uses an INT32 flat index that only "+
			"matches the tgather b32 form (32-bit src); 16-bit src is not yet supported "+
			"on this axis. Got input dtype %s", pos, nd, inDT.MsgName())
	}
	if nd == 0 {
		need(inShape[0], "input.shape[0]")
		need(inShape[2], "input.shape[2]")
	} else {
		need(inShape[1], "input.shape[1]")
		need(inShape[2], "input.shape[2]")
	}
	need(idxShape[0], "index.shape[0]")
	need(idxShape[1], "index.shape[1]")
	need(idxShape[2], "index.shape[2]")
	if err != nil {
		return nil, nil, err
	}
	slab, s2, i1, i2 := consts[0], consts[1], consts[3], consts[4]
	rows := consts[2] * i1
	rc, err := create(ir.TileCi, []ir.Expr{g.i32(0), shapeTuple([]ir.Expr{one, g.idx(i2)}, pos)},
		[]ir.Kwarg{{Key: "dtype", Value: ir.INT32}}, pos)
	rng, err := g.bind(&g.pro, "gather_range", rc, err)
	if err != nil {
		return nil, nil, err
	}
	res, err := g.rowLoop(&g.pro, "gather_main", g.idx(rows), rows, i2, inDT, func(lv *ir.Var, bs *[]ir.Stmt) (*ir.Var, error) {
		r0 := &ir.Binary{Op: ir.OpFloorDiv, L: lv, R: g.idx(i1), DType: ir.INDEX, Pos: pos}
		r1 := &ir.Binary{Op: ir.OpFloorMod, L: lv, R: g.idx(i1), DType: ir.INDEX, Pos: pos}
		// axis 0: inp[:, i1, :] as [S0, 1, S2]; axis 1: inp[i0, :, :] as [1, S1, S2].
		ofs := []ir.Expr{g.idx(0), r1, g.idx(0)}
		sh := []ir.Expr{inShape[0], one, inShape[2]}
		flat2 := []ir.Expr{inShape[0], inShape[2]}
		if nd == 1 {
			ofs = []ir.Expr{r0, g.idx(0), g.idx(0)}
			sh = []ir.Expr{one, inShape[1], inShape[2]}
			flat2 = []ir.Expr{inShape[1], inShape[2]}
		}
		raw, err := g.loadOrSlice(bs, input, &ir.MakeTuple{Elems: ofs, Pos: pos}, shapeTuple(sh, pos), "gather_inp_raw")
		if err != nil {
			return nil, err
		}
		c2, err := create(ir.TileReshape, []ir.Expr{raw, shapeTuple(flat2, pos)}, nil, pos)
		in2, err := g.bind(bs, "gather_inp_2d", c2, err)
		if err != nil {
			return nil, err
		}
		inFlat, err := g.reshape(bs, in2, []int64{1, slab * s2}, "gather_inp_flat")
		if err != nil {
			return nil, err
		}
		iofs := &ir.MakeTuple{Elems: []ir.Expr{r0, r1, g.idx(0)}, Pos: pos}
		iraw, err := g.loadOrSlice(bs, index, iofs, shapeTuple([]ir.Expr{one, one, idxShape[2]}, pos), "gather_idx_raw")
		if err != nil {
			return nil, err
		}
		cr, err := create(ir.TileReshape, []ir.Expr{iraw, shapeTuple([]ir.Expr{one, idxShape[2]}, pos)}, nil, pos)
		irow, err := g.bind(bs, "gather_idx_row", cr, err)
		if err != nil {
			return nil, err
		}
		cs, err := create(ir.TileMuls, []ir.Expr{irow, g.i32(s2)}, nil, pos)
		scaled, err := g.bind(bs, "gather_idx_s", cs, err)
		if err != nil {
			return nil, err
		}
		ca, err := create(ir.TileAdd, []ir.Expr{scaled, rng}, nil, pos)
		fidx, err := g.bind(bs, "gather_fidx", ca, err)
		if err != nil {
			return nil, err
		}
		return g.singleRow(bs, inFlat, fidx, i2, "gather_row")
	})
	if err != nil {
		return nil, nil, err
	}
	out, err := g.reshape(&g.pro, res, []int64{rows, i2}, "gather_out")
	return g.pro, out, err
}

// gatherConv holds one tensor.gather conversion's prologue (the
// emitter's pro, its position and constants).
type gatherConv struct {
	emitter
	idxDT ir.DataType
}

func (g *gatherConv) i32(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INT32, Pos: g.pos} }

func (g *gatherConv) shapeDType(e ir.Expr, role string) ([]ir.Expr, ir.DataType, error) {
	switch t := e.Type().(type) {
	case *ir.TensorType:
		return t.Shape, t.DType, nil
	case *ir.TileType:
		return t.Shape, t.DType, nil
	}
	return nil, 0, fmt.Errorf("%s: tensor.gather conversion: %s must be TensorType or TileType, got %s", g.pos, role, ir.TypeKindName(e.Type()))
}

// bind appends name = c to stmts.
func (g *gatherConv) bind(stmts *[]ir.Stmt, name string, c *ir.Call, err error) (*ir.Var, error) {
	if err != nil {
		return nil, err
	}
	v := &ir.Var{Name: name, T: c.T, Pos: g.pos}
	*stmts = append(*stmts, &ir.AssignStmt{Var: v, Value: c, Pos: g.pos})
	return v, nil
}

// loadOrSlice reads a window: tile.slice of a tile, tile.load of a tensor
// into Vec (:1447-1456).
func (g *gatherConv) loadOrSlice(stmts *[]ir.Stmt, src, offsets ir.Expr, shape *ir.MakeTuple, name string) (*ir.Var, error) {
	if tileOf(src) != nil {
		c, err := create(ir.TileSlice, []ir.Expr{src, shape, offsets, shape}, nil, g.pos)
		return g.bind(stmts, name, c, err)
	}
	c, err := create(ir.TileLoad, []ir.Expr{src, offsets, shape, shape}, []ir.Kwarg{{Key: "target_memory", Value: ir.Vec}}, g.pos)
	return g.bind(stmts, name, c, err)
}

func (g *gatherConv) reshape(stmts *[]ir.Stmt, src ir.Expr, dims []int64, name string) (*ir.Var, error) {
	c, err := create(ir.TileReshape, []ir.Expr{src, g.shape(dims...)}, nil, g.pos)
	return g.bind(stmts, name, c, err)
}

func (g *gatherConv) vecTile(stmts *[]ir.Stmt, dt ir.DataType, name string, dims ...int64) (*ir.Var, error) {
	c, err := create(ir.TileCreate, []ir.Expr{g.shape(dims...)}, []ir.Kwarg{{Key: "dtype", Value: dt}, {Key: "target_memory", Value: ir.Vec}}, g.pos)
	return g.bind(stmts, name, c, err)
}

// singleRow is one [1, K] tile.gather with its INT32 scratch (:1458-1465).
func (g *gatherConv) singleRow(stmts *[]ir.Stmt, src, idx *ir.Var, k int64, name string) (*ir.Var, error) {
	tmp, err := g.vecTile(stmts, ir.INT32, name+"_tmp", 1, k)
	if err != nil {
		return nil, err
	}
	c, err := create(ir.TileGather, []ir.Expr{src, idx, tmp}, nil, g.pos)
	return g.bind(stmts, name, c, err)
}

// fullGather is the A5 path's one [rows, K] tile.gather.
func (g *gatherConv) fullGather(src *ir.Var, flat ir.Expr, rows, k int64) (*ir.Var, error) {
	tmp, err := g.vecTile(&g.pro, ir.INT32, "gather_tmp", rows, k)
	if err != nil {
		return nil, err
	}
	c, err := create(ir.TileGather, []ir.Expr{src, flat, tmp}, nil, g.pos)
	return g.bind(&g.pro, "gather", c, err)
}

// rowLoop is make_loop (:1467-1491): a loop of stop iterations carrying a
// [rows, cols] Vec accumulator, each assembling the [1, cols] tile body
// returns at row lv.
func (g *gatherConv) rowLoop(outer *[]ir.Stmt, name string, stop ir.Expr, rows, cols int64, dt ir.DataType,
	body func(lv *ir.Var, stmts *[]ir.Stmt) (*ir.Var, error)) (*ir.Var, error) {
	init, err := g.vecTile(outer, dt, name+"_acc_init", rows, cols)
	if err != nil {
		return nil, err
	}
	lv := &ir.Var{Name: name + "_lv", T: ir.Scalar(ir.INDEX), Pos: g.pos}
	ia := &ir.IterArg{Var: ir.Var{Name: name + "_ia", T: init.T, Pos: g.pos}, Init: init}
	rv := &ir.Var{Name: name + "_rv", T: init.T, Pos: g.pos}
	var stmts []ir.Stmt
	row, err := body(lv, &stmts)
	if err != nil {
		return nil, err
	}
	ac, err := create(ir.TileAssemble, []ir.Expr{ia, row, &ir.MakeTuple{Elems: []ir.Expr{lv, g.idx(0)}, Pos: g.pos}}, nil, g.pos)
	asm, err := g.bind(&stmts, name+"_asmbl", ac, err)
	if err != nil {
		return nil, err
	}
	stmts = append(stmts, &ir.YieldStmt{Values: []ir.Expr{asm}, Pos: g.pos})
	*outer = append(*outer, &ir.ForStmt{LoopVar: lv, Start: g.idx(0), Stop: stop, Step: g.idx(1),
		IterArgs: []*ir.IterArg{ia}, Body: ir.Seq(g.pos, stmts...), ReturnVars: []*ir.Var{rv}, Pos: g.pos})
	return rv, nil
}

// contiguous copies a (possibly strided) tile source into a fresh
// contiguous tile, so that flat indices address it (materialize_src_contig,
// :1547-1568).
func (g *gatherConv) contiguous(src *ir.Var, rows, cols int64, dt ir.DataType, name string) (*ir.Var, error) {
	alloc, err := g.vecTile(&g.pro, dt, name+"_alloc", rows, cols)
	if err != nil {
		return nil, err
	}
	c, err := create(ir.TileAssemble, []ir.Expr{alloc, src, zeroOffsets(2, g.pos)}, nil, g.pos)
	return g.bind(&g.pro, name+"_copy", c, err)
}

// int16Guard is the A5 path's INT16 flat-index range check (:1580-1593).
func (g *gatherConv) int16Guard(rows, srcCols int64) error {
	if g.idxDT != ir.INT16 {
		return nil
	}
	const maxFlat = 32768
	maxRows := int64(maxFlat)
	if srcCols != 0 {
		maxRows = maxFlat / srcCols
	}
	if rows > maxRows {
		return fmt.Errorf("%s: tensor.gather (A5) with INT16 indices: rows(%d) * src_cols(%d) exceeds the INT16 index range (max flat index 32767, rows <= %d).",
			g.pos, rows, srcCols, maxRows)
	}
	return nil
}

// a5FlatIdx is emit_a5_flat_idx (:1503-1545): flat[i, j] = i * src_cols +
// index[i, j] computed in INT32 (an INT16 index widened first and narrowed
// after, both casts of mode none): a linear tile.ci reshaped to the index's
// shape when a row of INT32 indices is 32-byte aligned (cols % 8 == 0), a
// row_expand_add of a per-row base otherwise; one row needs no base.
func (g *gatherConv) a5FlatIdx(stmts *[]ir.Stmt, idx *ir.Var, rows, srcCols, cols int64, prefix string) (ir.Expr, error) {
	var wide ir.Expr = idx
	cast := func(x ir.Expr, to ir.DataType, name string) (*ir.Var, error) {
		c, err := create(ir.TileCast, []ir.Expr{x}, []ir.Kwarg{{Key: "target_type", Value: to}, {Key: "mode", Value: ir.CastNone}}, g.pos)
		return g.bind(stmts, name, c, err)
	}
	if g.idxDT != ir.INT32 {
		v, err := cast(idx, ir.INT32, prefix+"_idx_i32")
		if err != nil {
			return nil, err
		}
		wide = v
	}
	if rows == 1 {
		if g.idxDT == ir.INT32 {
			return wide, nil
		}
		return cast(wide, g.idxDT, prefix+"_flat_cast")
	}
	ciKw := []ir.Kwarg{{Key: "dtype", Value: ir.INT32}, {Key: "descending", Value: false}}
	var flat *ir.Var
	if cols%8 == 0 {
		lc, err := create(ir.TileCi, []ir.Expr{g.i32(0), g.shape(1, rows*cols)}, ciKw, g.pos)
		lin, err := g.bind(stmts, prefix+"_lin", lc, err)
		if err != nil {
			return nil, err
		}
		lin2, err := g.reshape(stmts, lin, []int64{rows, cols}, prefix+"_lin2d")
		if err != nil {
			return nil, err
		}
		dc, err := create(ir.TileDivs, []ir.Expr{lin2, g.i32(cols)}, nil, g.pos)
		ids, err := g.bind(stmts, prefix+"_row_ids", dc, err)
		if err != nil {
			return nil, err
		}
		mc, err := create(ir.TileMuls, []ir.Expr{ids, g.i32(srcCols)}, nil, g.pos)
		base, err := g.bind(stmts, prefix+"_row_base", mc, err)
		if err != nil {
			return nil, err
		}
		ac, err := create(ir.TileAdd, []ir.Expr{wide, base}, nil, g.pos)
		if flat, err = g.bind(stmts, prefix+"_flat_idx", ac, err); err != nil {
			return nil, err
		}
	} else {
		rc, err := create(ir.TileCi, []ir.Expr{g.i32(0), g.shape(1, rows)}, ciKw, g.pos)
		rf, err := g.bind(stmts, prefix+"_ci_rows", rc, err)
		if err != nil {
			return nil, err
		}
		ar, err := g.reshape(stmts, rf, []int64{rows, 1}, prefix+"_row_arange")
		if err != nil {
			return nil, err
		}
		mc, err := create(ir.TileMuls, []ir.Expr{ar, g.i32(srcCols)}, nil, g.pos)
		base, err := g.bind(stmts, prefix+"_row_base", mc, err)
		if err != nil {
			return nil, err
		}
		ec, err := create(ir.TileRowExpandAdd, []ir.Expr{wide, base}, nil, g.pos)
		if flat, err = g.bind(stmts, prefix+"_flat_idx", ec, err); err != nil {
			return nil, err
		}
	}
	if g.idxDT != ir.INT32 {
		return cast(flat, g.idxDT, prefix+"_flat_cast")
	}
	return flat, nil
}
