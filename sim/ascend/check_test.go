package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func TestCapacityAndAlignment(t *testing.T) {
	a := MustArch("910B")
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 64}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: []Instr{
			load(ubTile(184*1024, ir.FP32, 16, 64), 0, 0, 0), // into the reserved scratch
			load(ubTile(192*1024, ir.FP32, 16, 64), 0, 0, 0), // beyond the UB
			load(ubTile(16, ir.FP32, 16, 64), 0, 0, 0),       // misaligned
			load(ubTile(0, ir.FP32, 16, 64), 0, 8, 0),        // rows 8..23 of a 16-row tensor
		}}},
	}
	x := tensorOf(ir.FP32, 16, 64, func(r, c int64) float64 { return 1 })
	res := mustRun(t, a, p, []*sim.Tensor{x}, Options{})
	wantDiags(t, res,
		"capacity: aiv0#0 TLOAD: destination operand UB@0x2e000 FP32[16,64] valid [16,64] ND spans [0x2e000, 0x2f000), beyond the usable UB capacity 188416 bytes of Ascend910B (overlaps the reserved scratch [0x2e000, 0x30000))",
		"capacity: aiv0#1 TLOAD: destination operand UB@0x30000 FP32[16,64] valid [16,64] ND spans [0x30000, 0x31000), beyond the 196608-byte UB of Ascend910B",
		"alignment: aiv0#2 TLOAD: destination operand address 0x10 in UB is not 32-byte aligned",
		"out-of-bounds: aiv0#3 TLOAD: GM window offset [8 0] extent [16 64] leaves tensor x of shape [16 64]",
	)
	d := res.Diags[0]
	if d.Kind != KindCapacity || d.Space != ir.Vec || d.Lo != 0x2e000 || d.Hi != 0x2f000 || d.Instrs[0] != (InstrRef{0, 0}) {
		t.Fatalf("fields: %+v", d)
	}
	// Stricter hardware alignment is a per-Arch setting.
	a.Align[ir.Left] = 512
	p = &Program{Cores: []CoreProgram{{Name: "aic0", Kind: AIC, Instrs: []Instr{
		move(l1Tile(0, ir.FP16, 16, 16), leftTile(A2A3, 0x100, ir.FP16, 16, 16)),
	}}}}
	res = mustRun(t, a, p, nil, Options{})
	wantDiags(t, res,
		"alignment: aic0#0 TMOV: destination operand address 0x100 in L0A is not 512-byte aligned",
		"poison-read: aic0#0 TMOV (MTE1) reads never-written bytes aic0 L1[0x0, 0x200)",
	)
}

func TestIllegalForms(t *testing.T) {
	a := MustArch("910B")
	acc := accTile(0, ir.FP32, 16, 16, 16, 16, false)
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "h", Shape: []int64{16, 16}, DType: ir.INT8}},
		Cores: []CoreProgram{
			{Name: "aic0", Kind: AIC, Instrs: []Instr{
				move(acc, ubTile(0, ir.FP32, 16, 16)), // Acc -> Vec: no such route on 910B (and no UB on an AIC)
				store(acc, 1, 0, 0),                   // FP32 accumulator into INT8 GM
				vec("tile.adds", acc, acc),            // no V pipe on an AIC
				{Op: OpBarrier, Pipe: ir.PipeS},       // pipe_barrier(S)
				setFlag(ir.PipeMTE2, ir.PipeFIX, 0),   // a HardEvent pair: fine
				setFlag(ir.PipeFIX, ir.PipeMTE1, 1),   // not a HardEvent pair
				{Op: OpExtract, Src: [3]Tile{l1Tile(0, ir.FP16, 32, 32)}, Dst: leftTile(A2A3, 0, ir.FP16, 16, 16), Row: 8, Col: 0}, // misaligned index
				move(createdAt(l1Tile(0, ir.FP16, 16, 16), 9), leftTile(A2A3, 0, ir.FP16, 16, 16)),                                 // created after its use
			}},
		},
	}
	res := mustRun(t, a, p, nil, Options{})
	wantDiags(t, res,
		"illegal: aic0#0 TMOV: destination operand in UB: a AIC core of Ascend910B has no such buffer",
		"illegal: aic0#1 TSTORE: the fix pipe cannot store a FP32 accumulator as INT8",
		"illegal: aic0#2 TADDS: runs on pipe V, which a AIC core does not have",
		"illegal: aic0#3 PIPE_BARRIER: pipe_barrier(PIPE_S) raises a hardware error",
		"illegal: aic0#5 SET_FLAG: (FIX, MTE1) is not a HardEvent pipe pair",
		"alignment: aic0#6 TEXTRACT: extract index (8, 0) is not aligned to the 16x16 fractal of the source",
		"illegal: aic0#7 TMOV: source operand is marked created before instruction 9, not before this one (#7)",
		"poison-read: aic0#6 TEXTRACT (MTE1) reads never-written bytes aic0 L1[0x100, 0x300)",
		"flag-left-set: flag (MTE2, FIX, event 0) set by aic0#4 SET_FLAG is left set at the end: no wait_flag consumes it",
		"flag-left-set: flag (FIX, MTE1, event 1) set by aic0#5 SET_FLAG is left set at the end: no wait_flag consumes it",
	)
}

// createdAt marks t as created before instruction i of its stream.
func createdAt(t Tile, i int) Tile {
	t.Created = i + 1
	return t
}

// TestReservedUBClobbered: on a2a3 a cast uses the UB scratch at 184 KiB as
// its temporary, so a tile placed there is silently corrupted (pto-isa#170).
func TestReservedUBClobbered(t *testing.T) {
	a := MustArch("910B")
	x := ubTile(184*1024, ir.FP32, 16, 16)
	cast := vec("tile.cast", ubTile(0, ir.FP16, 16, 16), ubTile(0x400, ir.FP32, 16, 16))
	cast.Cast = ir.CastRint
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(
			load(x, 0, 0, 0), load(ubTile(0x400, ir.FP32, 16, 16), 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeV, 0),
			cast, flagPair(ir.PipeV, ir.PipeMTE3, 0), store(x, 1, 0, 0),
		)}},
	}
	res := mustRun(t, a, p, addsInput(), Options{})
	wantDiags(t, res,
		"capacity: aiv0#0 TLOAD: destination operand UB@0x2e000 FP32[16,16] valid [16,16] ND spans [0x2e000, 0x2e400), beyond the usable UB capacity 188416 bytes of Ascend910B (overlaps the reserved scratch [0x2e000, 0x30000))",
		"capacity: aiv0#7 TSTORE: source operand UB@0x2e000 FP32[16,16] valid [16,16] ND spans [0x2e000, 0x2e400), beyond the usable UB capacity 188416 bytes of Ascend910B (overlaps the reserved scratch [0x2e000, 0x30000))",
	)
	for k, d := range res.Outputs[1].Defined {
		if d {
			t.Fatalf("element %d survived the clobber", k)
		}
	}
}

// TestAccTransposedViewIllegal: the fix pipe reads L0C as NZ whatever the
// tile's layout (pto-isa npu/a5/TStore.hpp TStoreAccND, npu/a5/TMov.hpp
// TMovCcToUb), so a ZN view of an accumulator (tile.transpose_view of a
// [16, 32] accumulator with valid [1, 32]) cannot be stored or moved as
// ZN. Before this rule the store read the view at the NZ compact pitch
// counted in ZN row blocks, past the end of the 2 KiB accumulator.
func TestAccTransposedViewIllegal(t *testing.T) {
	a := MustArch("950")
	zn := accTile(0, ir.FP32, 32, 16, 32, 1, true)
	zn.BLayout, zn.SLayout = ir.RowMajor, ir.ColMajor
	p := &Program{
		Tensors: []TensorDecl{{Name: "out", Shape: []int64{32, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aic0", Kind: AIC, Instrs: []Instr{
			store(zn, 0, 0, 0),
			move(zn, l1Tile(0, ir.FP32, 32, 16)),
		}}},
	}
	res := mustRun(t, a, p, nil, Options{})
	wantDiags(t, res,
		"illegal: aic0#0 TSTORE: source is a ZN view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as ZN (a tile.transpose_view of an accumulator is not stored transposed)",
		"illegal: aic0#1 TMOV: source is a ZN view of an accumulator; the fix pipe reads L0C as NZ whatever the tile's layout (pto-isa TStoreAcc, TMovCcToUb), so it cannot read the view as ZN (a tile.transpose_view of an accumulator is not stored transposed)",
	)
}
