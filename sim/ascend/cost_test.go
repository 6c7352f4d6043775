package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestCostFormulas(t *testing.T) {
	c2, c5 := DefaultCost(A2A3), DefaultCost(A5)
	acc := accTile(0, ir.FP32, 16, 256, 16, 256, false)
	l16 := leftTile(A2A3, 0, ir.FP16, 16, 32)
	l32 := leftTile(A2A3, 0, ir.FP32, 16, 32)
	r16 := rightTile(0, ir.FP16, 32, 256)
	r32 := rightTile(0, ir.FP32, 32, 256)
	l1 := leftTile(A2A3, 0, ir.FP16, 16, 32)
	l1.ValidRows = 1
	for _, tc := range []struct {
		name string
		got  int64
		want int64
	}{
		// cube: head + passes * ceil(m/16) * ceil(k/K0) * ceil(n/16)
		{"mad fp16 16x32x256 a2a3", c2.mad(16, 32, 256, 2), 21 + 1*1*2*16},
		{"mad fp32 16x32x256 a2a3", c2.mad(16, 32, 256, 4), 21 + 2*1*4*16},
		{"mad fp32 16x32x256 a5", c5.mad(16, 32, 256, 4), 25 + 8*1*4*16},
		{"mad int8 32x64x64", c2.mad(32, 64, 64, 1), 21 + 2*2*4},
		// fix: ceil((16400 + m*max(445, bc*n*100/118) + pen)/100)
		{"fix 16x256 fp32 a2a3", c2.fix(16, 256, 4), 303}, // 16400 + 16*867 = 30272
		{"fix 16x24 fp32 a2a3", c2.fix(16, 24, 4), 319},   // n/N0 = 3 (odd): row = 445+260*2 = 965; ceil(31840/100)
		{"fix 64x256 fp16 a5", c5.fix(64, 256, 2), 1436},  // row = 51200/30 = 1706; ceil(143524/100)
		{"transfer GM->UB 1024 B", transfer(c2.LoadUBHead, c2.LoadUBBW100, 1024), 222},
		{"transfer GM->L1 1024 B", transfer(c2.LoadL1Head, c2.LoadL1BW100, 1024), 67 + 62},
		{"transfer UB->GM 1024 B", transfer(c2.StoreUBHead, c2.StoreUBBW100, 1024), 170},
	} {
		if tc.got != tc.want {
			t.Errorf("%s = %d, want %d", tc.name, tc.got, tc.want)
		}
	}
	for _, tc := range []struct {
		name    string
		in      Instr
		chip    Chip
		lat, ii int64
	}{
		{"TMATMUL fp16", Instr{Op: OpMatmul, Dst: acc, Src: [3]Tile{l16, r16}}, A2A3, 53, 53},
		{"TMATMUL fp32", Instr{Op: OpMatmul, Dst: acc, Src: [3]Tile{l32, r32}}, A2A3, 149, 149},
		{"TMATMUL m=1 a2a3 issues m=16", Instr{Op: OpMatmul, Dst: acc, Src: [3]Tile{l1, r16}}, A2A3, 53, 53},
		{"TSTORE Acc", store(acc, 0, 0, 0), A2A3, 303, 303},
		{"TMOV L1->L0A 1 KiB", move(l1Tile(0, ir.FP16, 16, 32), l16), A2A3, 20 + 8, 28},
		{"TMOV L1->L0B 16 KiB", move(l1Tile(0, ir.FP16, 32, 256), r16), A2A3, 20 + 192, 212},
		{"TADD fp32 256", vec("tile.add", ubTile(0, ir.FP32, 16, 16)), A2A3, 17 + 8, 8},
		{"TADD fp16 256", vec("tile.add", ubTile(0, ir.FP16, 16, 16)), A2A3, 17 + 4, 4},
		{"TMULS fp16 256", vec("tile.muls", ubTile(0, ir.FP16, 16, 16)), A2A3, 16 + 2, 2},
		{"TEXP fp32 256", vec("tile.exp", ubTile(0, ir.FP32, 16, 16)), A2A3, 30 + 9, 9},
		{"TROW_SUM 16x16 (result 16x1)", vec("tile.row_sum", ubTile(0, ir.FP32, 16, 1)), A2A3, 32 + 1, 1},
		{"TROW_EXPAND_MUL 256", vec("tile.row_expand_mul", ubTile(0, ir.FP32, 16, 16)), A2A3, 35 + 32, 32},
		{"TFILLPAD counts the whole box", vec("tile.fillpad", Tile{Space: ir.Vec, DType: ir.FP32, Rows: 16, Cols: 16, ValidRows: 1, ValidCols: 1}), A2A3, 16 + 4, 4},
		{"SET_FLAG", setFlag(ir.PipeMTE2, ir.PipeV, 0), A2A3, 1, 1},
	} {
		c := DefaultCost(tc.chip)
		if lat, ii := c.Latency(tc.chip, &tc.in); lat != tc.lat || ii != tc.ii {
			t.Errorf("%s: latency %d ii %d, want %d %d", tc.name, lat, ii, tc.lat, tc.ii)
		}
	}
}
