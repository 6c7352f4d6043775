package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// convertScatterUpdate is the conversion of tensor.scatter_update and of
// the DSL's tile.scatter_update, which PyPTO registers with the same
// function (op_conversion_registry.cpp:585-709): src row k goes whole to
// row index.flat[k] of a 2-D input [m, d], written as one tile.scatter
// with flat indices index.flat[k] * d + c, built in INT32 (the index cast
// to INT32 first when it is not) and narrowed to INT16 last for a dst of
// 2- or 1-byte elements, whose m * d must then stay within 32767; the
// scatter's preserve is the select blend of the other scatters
// (op_conversion_scatter.go). Only 2-D input and src are lowered.
func convertScatterUpdate(_ *convCtx, args []ir.Expr, _ []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 3 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter_update conversion expects 3 args (input, index, src)", pos)
	}
	in, it, st := tileOf(args[0]), tileOf(args[1]), tileOf(args[2])
	if in == nil || it == nil || st == nil {
		return nil, nil, fmt.Errorf("%s: tensor.scatter_update conversion: input/index/src must be Vec tiles after bridge", pos)
	}
	if in.Rank() != 2 || st.Rank() != 2 {
		return nil, nil, fmt.Errorf("%s: scatter_update: only 2D input/src is currently supported in lowering, got input rank %d and src rank %d", pos, in.Rank(), st.Rank())
	}
	if it.Rank() != 2 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter_update conversion requires static shapes for index expansion", pos)
	}
	n, ok1 := constDim(st.Shape[0])
	b, ok2 := constDim(it.Shape[0])
	s, ok3 := constDim(it.Shape[1])
	m, ok4 := constDim(in.Shape[0])
	d, ok5 := constDim(in.Shape[1])
	if !ok1 || !ok2 || !ok3 || !ok4 || !ok5 {
		return nil, nil, fmt.Errorf("%s: tensor.scatter_update conversion requires static shapes for index expansion", pos)
	}
	if n != b*s {
		return nil, nil, fmt.Errorf("%s: tensor.scatter_update conversion: src rows (%d) must match index size (b * s = %d)", pos, n, b*s)
	}
	dt := in.DType
	idt := ir.INT16
	if dt.Bits()/8 == 4 {
		idt = ir.INT32
	}
	if idt == ir.INT16 && m*d > 32767 {
		return nil, nil, fmt.Errorf("%s: scatter_update: %s dst has m*d = %d elements, exceeding the i16 flat-index limit (32767); reduce dst rows*cols or use a 4-byte dtype", pos, dt.MsgName(), m*d)
	}
	e := &emitter{pos: pos}
	ciKw := []ir.Kwarg{{Key: "dtype", Value: ir.INT32}, {Key: "descending", Value: false}}
	col := e.emit(ir.TileCi, []ir.Expr{e.scalar(ir.INT32, 0), e.shape(1, d)}, ciKw, "su_col")
	tmpl := e.emit(ir.TileFull, []ir.Expr{e.shape(n, d), e.scalar(ir.INT32, 0)}, []ir.Kwarg{{Key: "dtype", Value: ir.INT32}}, "su_tmpl")
	colND := e.emit(ir.TileColExpand, []ir.Expr{tmpl, col}, nil, "su_col_nd")
	idx := args[1]
	if it.DType != ir.INT32 {
		idx = e.emit(ir.TileCast, []ir.Expr{idx}, []ir.Kwarg{{Key: "target_type", Value: ir.INT32}, {Key: "mode", Value: ir.CastNone}}, "su_idx_i32")
	}
	if e.err != nil {
		return nil, nil, e.err
	}
	flatRows := e.emit(ir.TileReshape, []ir.Expr{idx, e.shape(n, 1)}, nil, "su_idx_flat")
	base := e.emit(ir.TileMuls, []ir.Expr{flatRows, e.scalar(ir.INT32, float64(d))}, nil, "su_row_base")
	flat := e.emit(ir.TileRowExpandAdd, []ir.Expr{colND, base}, nil, "su_flat_idx")
	if idt != ir.INT32 {
		flat = e.emit(ir.TileCast, []ir.Expr{flat}, []ir.Kwarg{{Key: "target_type", Value: idt}, {Key: "mode", Value: ir.CastNone}}, "su_flat_idx_cast")
	}
	mdt := scatterMaskDType(dt)
	zero := e.full(dt, m, d, 0, "su_v0")
	vals := e.emit(ir.TileScatter, []ir.Expr{zero, args[2], flat}, nil, "su_vals")
	mzero := e.full(mdt, m, d, 0, "su_m0")
	ones := e.full(mdt, n, d, 1, "su_ones")
	mask := e.emit(ir.TileScatter, []ir.Expr{mzero, ones, flat}, nil, "su_mask")
	if e.err != nil {
		return nil, nil, e.err
	}
	out, err := e.blend(mask, vals, args[0], mdt, "su", "su_tmp")
	return e.pro, out, err
}
