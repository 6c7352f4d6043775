package gen

import "github.com/irfuzz/irfuzz/ir"

// The sort ops (PyPTO src/ir/op/tile_ops/sort.cpp): tile.sort32 sorts
// 32-element blocks of an FP16 / FP32 tile with an index tile into
// value-index pairs; tile.mrgsort_format1 / _format2 merge sorted runs.
// The reference computes sort32 on FP32 (sim/ref/ops_sort.go) and leaves
// the merges' values unknown.

// isSortable: a 2-D vector-side FP16 / FP32 tile of static shape whose
// columns are whole 32-element blocks.
func isSortable(t ir.Type) bool {
	tt := tileOf(t)
	if !isVecSide(t) || tt.Rank() != 2 || tt.DType != ir.FP32 && tt.DType != ir.FP16 {
		return false
	}
	d := staticDims(tt)
	return d != nil && d[1]%32 == 0
}

// sortSource picks a sortable tile in scope, else loads one of a row
// (or a few rows) of 32 .. 128 columns.
func (b *builder) sortSource() val {
	if v, ok := b.pick(isSortable); ok {
		return v
	}
	shape := []int64{oneOf[int64](b, 1, 1, 2, 4), oneOf[int64](b, 32, 64, 128)}
	if v := b.loadTile(shape, oneOf(b, ir.FP32, ir.FP16), false); v != nil {
		return val{e: v, t: v.T}
	}
	return val{}
}

// sort32Op sorts a sortable tile with a UINT32 index tile of its shape: a
// tile.ci sequence for one row (sort32's usual indices), else a loaded
// index tile.
func (b *builder) sort32Op(_ *ir.OpDef) {
	src := b.sortSource()
	tt := tileOf(src.t)
	if tt == nil {
		return
	}
	d := staticDims(tt)
	if d == nil || !b.fits(ir.Vec, []int64{d[0], 2 * d[1]}, tt.DType) {
		return
	}
	var ix *ir.Var
	if d[0] == 1 {
		ix = b.ciTile(ir.UINT32, d[1])
	} else {
		ix = b.loadTile(append([]int64(nil), d...), ir.UINT32, false)
	}
	if ix == nil {
		return
	}
	b.bind("so", create(ir.TileSort32, []ir.Expr{src.e, ix}))
}

// mrgsortOp merges sorted runs: format1 the runs of block_len (a multiple
// of 64) within one tile; format2 two to four tiles of one dtype into a
// tmp tile of their total columns, whose shape the result takes.
func (b *builder) mrgsortOp(op *ir.OpDef) {
	src := b.sortSource()
	tt := tileOf(src.t)
	if tt == nil {
		return
	}
	d := staticDims(tt)
	if op == ir.TileMrgsortFormat1 {
		bl := &ir.ConstInt{Value: oneOf[int64](b, 64, 128, 256), DType: ir.INT32}
		b.bind("ms", create(op, []ir.Expr{src.e, bl}))
		return
	}
	n := 2 + b.draw(3)
	args := []ir.Expr{src.e}
	cols := d[1]
	for i := 1; i < n; i++ {
		o, ok := b.pick(func(u ir.Type) bool { x := tileOf(u); return isSortable(u) && x.DType == tt.DType })
		if !ok {
			o = src
		}
		args = append(args, o.e)
		cols += staticDims(tileOf(o.t))[1]
	}
	tmpShape := []int64{d[0], cols}
	if !b.fits(ir.Vec, tmpShape, tt.DType) {
		return
	}
	c := create(ir.TileCreate, []ir.Expr{idx(tmpShape...)}, kw("dtype", tt.DType), kw("target_memory", ir.Vec))
	if c == nil {
		return
	}
	tmp := &ir.Var{Name: "tmp", T: c.T}
	// exhausted always, as the DSL builds the call (tile_ops.py:3429).
	call := create(op, append(args, tmp), kw("exhausted", b.chance(30)))
	if call == nil {
		return
	}
	b.emit(&ir.AssignStmt{Var: tmp, Value: c})
	b.bind("ms", call)
}
