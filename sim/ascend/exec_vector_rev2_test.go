package ascend

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestVectorOpsRev2 runs the vector kinds of op-table revision 2 on 16x16
// FP32 tiles X and Y, a [1, 16] row R and a [16, 1] column C, and checks
// every result element against values computed here: a column expansion,
// the plain row and column broadcasts (the vector alone), a partial add
// over a narrower second source, the three-operand add with a tile and
// with a scalar, a comparison into a packed mask and a selection by it, a
// floored remainder with its (unread) tmp.
func TestVectorOpsRev2(t *testing.T) {
	a := MustArch("910B")
	X, Y := ubTile(0, ir.FP32, 16, 16), ubTile(0x400, ir.FP32, 16, 16)
	R, C := ubTile(0x800, ir.FP32, 1, 16), dnTile(0x840, ir.FP32, 16)
	Yp := Y
	Yp.ValidRows, Yp.ValidCols = 4, 5
	mask := ubTile(0x2800, ir.UINT8, 16, 32)
	mask.ValidCols = 2
	cmp := vec("tile.cmp", mask, X, Y)
	cmp.Cmp = 4 // GT
	addsc := vec("tile.addsc", ubTile(0x2400, ir.FP32, 16, 16), X, Y)
	addsc.Scalar = 0.5
	xf := func(r, c int64) float64 { return float64((r*3+c*5)%11 - 5) }
	yf := func(r, c int64) float64 { return float64((r*7+c)%5 - 2) }
	rf := func(c int64) float64 { return float64(c%4 + 1) }
	cf := func(r int64) float64 { return float64(r - 8) }
	outs := []struct {
		tile Tile
		f    func(r, c int64) float64
	}{
		{ubTile(0x1000, ir.FP32, 16, 16), func(r, c int64) float64 { return xf(r, c) * rf(c) }},
		{ubTile(0x1400, ir.FP32, 16, 16), func(r, c int64) float64 { return cf(r) }},
		{ubTile(0x1800, ir.FP32, 16, 16), func(r, c int64) float64 { return rf(c) }},
		{ubTile(0x1c00, ir.FP32, 16, 16), func(r, c int64) float64 {
			if r < 4 && c < 5 {
				return xf(r, c) + yf(r, c)
			}
			return xf(r, c)
		}},
		{ubTile(0x2000, ir.FP32, 16, 16), func(r, c int64) float64 { return xf(r, c) + 2*yf(r, c) }},
		{addsc.Dst, func(r, c int64) float64 { return xf(r, c) + 0.5 + yf(r, c) }},
		{mask, func(r, c int64) float64 {
			if c >= 2 {
				return 0 // outside the mask's valid columns (not compared)
			}
			b := 0.0
			for bit := int64(0); bit < 8; bit++ {
				if xf(r, c*8+bit) > yf(r, c*8+bit) {
					b += float64(int(1) << bit)
				}
			}
			return b
		}},
		{ubTile(0x2c00, ir.FP32, 16, 16), func(r, c int64) float64 { return math.Max(xf(r, c), yf(r, c)) }},
		{ubTile(0x3000, ir.FP32, 16, 16), func(r, c int64) float64 {
			m := math.Mod(xf(r, c), 3)
			if m < 0 {
				m += 3
			}
			return m
		}},
	}
	three := ubTile(0x3400, ir.FP32, 16, 16)
	full := vec("tile.full", three)
	full.Scalar = 3
	bar := Instr{Op: OpBarrier, Pipe: ir.PipeV}
	body := seq(
		load(X, 0, 0, 0), load(Y, 1, 0, 0), load(R, 2, 0, 0), load(C, 3, 0, 0),
		flagPair(ir.PipeMTE2, ir.PipeV, 0),
		full,
		vec("tile.col_expand_mul", outs[0].tile, X, R),
		vec("tile.row_expand", outs[1].tile, C),
		vec("tile.col_expand", outs[2].tile, R),
		vec("tile.part_add", outs[3].tile, X, Yp),
		vec("tile.addc", outs[4].tile, X, Y, Y),
		addsc,
		cmp,
		bar,
		vec("tile.sel", outs[7].tile, mask, X, Y),
		vec("tile.rem", outs[8].tile, X, three, ubTile(0x3800, ir.FP32, 16, 16)),
		flagPair(ir.PipeV, ir.PipeMTE3, 0),
	)
	prog := &Program{Tensors: []TensorDecl{
		{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32},
		{Name: "r", Shape: []int64{1, 16}, DType: ir.FP32}, {Name: "c", Shape: []int64{16, 1}, DType: ir.FP32},
	}}
	for i, o := range outs {
		prog.Tensors = append(prog.Tensors, TensorDecl{Name: "o", Shape: []int64{o.tile.Rows, o.tile.ValidCols}, DType: o.tile.DType})
		body = append(body, store(o.tile, i+4, 0, 0))
	}
	prog.Cores = []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: body}}
	res := mustRun(t, a, prog, []*sim.Tensor{
		tensorOf(ir.FP32, 16, 16, xf), tensorOf(ir.FP32, 16, 16, yf),
		tensorOf(ir.FP32, 1, 16, func(_, c int64) float64 { return rf(c) }),
		tensorOf(ir.FP32, 16, 1, func(r, _ int64) float64 { return cf(r) }),
	}, Options{})
	wantDiags(t, res)
	for i, o := range outs {
		got := res.Outputs[i+4]
		want := tensorOf(o.tile.DType, o.tile.Rows, o.tile.ValidCols, o.f)
		if mm := sim.Compare(want, got); mm != nil {
			t.Errorf("output %d (%s): %v", i, o.tile.String(), mm)
		}
	}
}
