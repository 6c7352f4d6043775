package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// The scatter conversions (PyPTO's RegisterScatterOps and the
// scatter_update entry, src/ir/transforms/op_conversion_registry.cpp:
// 585-709 and 2097-2393). pto.tscatter writes only the scattered
// positions and zeroes the others, so each conversion scatters into a
// zeroed tile twice, the values and a mask of ones, and selects the
// scattered values where the mask is set and the input elsewhere:
//
//	scattered = scatter(zeros, src, flat_idx)
//	mask      = scatter(zeros, ones, flat_idx)
//	out       = sel(mask != 0, scattered, input)
//
// Every operand is bridged into Vec first (the input requirements).

// scatterReqs bridges the first n arguments into Vec.
func scatterReqs(n int) map[int]inputReq {
	r := map[int]inputReq{}
	for i := range n {
		r[i] = inputReq{space: ir.Vec}
	}
	return r
}

// emitter collects a conversion's prologue: each call bound to a fresh
// variable, the first error kept.
type emitter struct {
	pro []ir.Stmt
	pos ir.Span
	err error
}

func (e *emitter) emit(op *ir.OpDef, args []ir.Expr, kw []ir.Kwarg, name string) *ir.Var {
	if e.err != nil {
		return nil
	}
	c, err := create(op, args, kw, e.pos)
	if err != nil {
		e.err = err
		return nil
	}
	v := &ir.Var{Name: name, T: c.T, Pos: e.pos}
	e.pro = append(e.pro, &ir.AssignStmt{Var: v, Value: c, Pos: e.pos})
	return v
}

func (e *emitter) idx(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INDEX, Pos: e.pos} }

func (e *emitter) shape(vs ...int64) *ir.MakeTuple {
	es := make([]ir.Expr, len(vs))
	for i, v := range vs {
		es[i] = e.idx(v)
	}
	return &ir.MakeTuple{Elems: es, Pos: e.pos}
}

// scalar is v as a constant of dt (a float or an integer constant).
func (e *emitter) scalar(dt ir.DataType, v float64) ir.Expr {
	if dt.IsFloat() {
		return &ir.ConstFloat{Value: v, DType: dt, Pos: e.pos}
	}
	return &ir.ConstInt{Value: int64(v), DType: dt, Pos: e.pos}
}

// full is a [rows, cols] tile.full of v in dt.
func (e *emitter) full(dt ir.DataType, rows, cols int64, v float64, name string) *ir.Var {
	return e.emit(ir.TileFull, []ir.Expr{e.shape(rows, cols), e.scalar(dt, v)}, []ir.Kwarg{{Key: "dtype", Value: dt}}, name)
}

// blend is the preserve select: scattered where mask is set, else keep,
// with tile.cmps' NE (cmp_type 1) and a [1, 32] UINT8 select scratch.
func (e *emitter) blend(mask, scattered *ir.Var, keep ir.Expr, maskDT ir.DataType, prefix, tmpName string) (ir.Expr, error) {
	pred := e.emit(ir.TileCmps, []ir.Expr{mask, e.scalar(maskDT, 0)}, []ir.Kwarg{{Key: "cmp_type", Value: int64(1)}}, prefix+"_pred")
	tmp := e.emit(ir.TileCreate, []ir.Expr{e.shape(1, 32)}, []ir.Kwarg{{Key: "dtype", Value: ir.UINT8}, {Key: "target_memory", Value: ir.Vec}}, tmpName)
	if e.err != nil {
		return nil, e.err
	}
	return create(ir.TileSel, []ir.Expr{pred, scattered, keep, tmp}, nil, e.pos)
}

// scatterMaskDType is the mask's dtype: a compare-friendly type of dt's
// element size (FP32, FP16 or INT8), so the mask scatter can reuse the
// value scatter's indices.
func scatterMaskDType(dt ir.DataType) ir.DataType {
	switch dt.Bits() / 8 {
	case 4:
		return ir.FP32
	case 2:
		return ir.FP16
	}
	return ir.INT8
}

func constDim(e ir.Expr) (int64, bool) {
	c, ok := e.(*ir.ConstInt)
	if !ok {
		return 0, false
	}
	return c.Value, true
}

// convertScatter is tensor.scatter's conversion (:2118-2302): rank 2,
// dim -1 only; the column index becomes the flat index
// row * dst_cols + index (in the index's own dtype; the index itself for
// a single source row), INT16 indices bounded to 32768 flat positions.
func convertScatter(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 3 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter conversion expects 3 args (input, index, src), got %d", pos, len(args))
	}
	dim := kwInt(kw, "dim", -1)
	in, it, st := tileOf(args[0]), tileOf(args[1]), tileOf(args[2])
	if in == nil || it == nil || st == nil {
		return nil, nil, fmt.Errorf("%s: tensor.scatter conversion: input/index/src must be Vec tiles after bridge", pos)
	}
	rank := int64(in.Rank())
	nd := dim
	if nd < 0 {
		nd += rank
	}
	if rank != 2 || nd != rank-1 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter conversion currently supports rank-2 input with dim=-1 only, got rank=%d dim=%d", pos, rank, dim)
	}
	n, ok1 := constDim(st.Shape[0])
	cols, ok2 := constDim(in.Shape[1])
	if !ok1 || !ok2 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter conversion requires static src rows and dst cols for index expansion", pos)
	}
	idt := it.DType
	if idt == ir.INT16 {
		const maxFlat = 32768
		maxRows := int64(maxFlat)
		if cols != 0 {
			maxRows = maxFlat / cols
		}
		if n > maxRows {
			return nil, nil, fmt.Errorf("%s: tensor.scatter with element dtype %s uses INT16 flattened indices, but the destination is too large: rows(%d) * cols(%d) exceeds the INT16 index range (max flat index 32767, rows <= %d). Use a smaller tile or split the scatter into chunks.",
				pos, in.DType.MsgName(), n, cols, maxRows)
		}
	}
	e := &emitter{pos: pos}
	flat := args[1]
	if n != 1 {
		// A [1, 1] tile.ci would trip pto.tci's column rule; one row's
		// base offset is 0 anyway (:2215-2223).
		ci := e.emit(ir.TileCi, []ir.Expr{e.scalar(idt, 0), e.shape(1, n)}, []ir.Kwarg{{Key: "dtype", Value: idt}, {Key: "descending", Value: false}}, "scatter_ci_rows")
		ar := e.emit(ir.TileReshape, []ir.Expr{ci, e.shape(n, 1)}, nil, "scatter_row_arange")
		base := e.emit(ir.TileMuls, []ir.Expr{ar, e.scalar(idt, float64(cols))}, nil, "scatter_row_base")
		flat = e.emit(ir.TileRowExpandAdd, []ir.Expr{args[1], base}, nil, "scatter_flat_idx")
		if e.err != nil {
			return nil, nil, e.err
		}
	}
	m, ok1 := constDim(in.Shape[0])
	k, ok2 := constDim(st.Shape[1])
	if !ok1 || !ok2 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter conversion requires static dst rows and src cols for the preserve blend", pos)
	}
	mdt := scatterMaskDType(in.DType)
	zero := e.full(in.DType, m, cols, 0, "scatter_values_zero")
	vals := e.emit(ir.TileScatter, []ir.Expr{zero, args[2], flat}, nil, "scatter_values")
	mzero := e.full(mdt, m, cols, 0, "scatter_mask_zero")
	ones := e.full(mdt, n, k, 1, "scatter_ones")
	mask := e.emit(ir.TileScatter, []ir.Expr{mzero, ones, flat}, nil, "scatter_mask")
	if e.err != nil {
		return nil, nil, e.err
	}
	out, err := e.blend(mask, vals, args[0], mdt, "scatter", "scatter_sel_tmp")
	return e.pro, out, err
}

// convertScatterMask is tensor.scatter_mask's conversion (:2305-2392):
// the mask-form tile.scatter_mask (the call's kwargs passed on) of the
// input and of ones into zeroed [rows, dst_cols] tiles, blended into dst.
func convertScatterMask(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 2 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter_mask conversion expects 2 args (input, dst), got %d", pos, len(args))
	}
	in, dt := tileOf(args[0]), tileOf(args[1])
	if in == nil || dt == nil {
		return nil, nil, fmt.Errorf("%s: tensor.scatter_mask conversion: input/dst must be Vec tiles after bridge", pos)
	}
	b, ok1 := constDim(in.Shape[0])
	c, ok2 := constDim(in.Shape[1])
	dc, ok3 := constDim(dt.Shape[1])
	if !ok1 || !ok2 || !ok3 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter_mask conversion requires static shapes for the preserve blend", pos)
	}
	mdt := scatterMaskDType(dt.DType)
	e := &emitter{pos: pos}
	zero := e.full(dt.DType, b, dc, 0, "scatter_mask_values_zero")
	vals := e.emit(ir.TileScatterMask, []ir.Expr{zero, args[0]}, kw, "scatter_mask_values")
	mzero := e.full(mdt, b, dc, 0, "scatter_mask_mask_zero")
	ones := e.full(mdt, b, c, 1, "scatter_mask_ones")
	mask := e.emit(ir.TileScatterMask, []ir.Expr{mzero, ones}, kw, "scatter_mask_mask")
	if e.err != nil {
		return nil, nil, e.err
	}
	out, err := e.blend(mask, vals, args[1], mdt, "scatter_mask", "scatter_mask_sel_tmp")
	return e.pro, out, err
}
