package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestInOrder: a kernel with no flags races (a load and the store of its
// tile are on different pipes); run in order (Options.InOrder, how a
// PTO program awaiting ptoas is run) it is clean and copies its input.
func TestInOrder(t *testing.T) {
	a := MustArch("950")
	tile := ubTile(0, ir.FP32, 16, 16)
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores:   []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: []Instr{load(tile, 0, 0, 0), store(tile, 1, 0, 0)}}},
	}
	x := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r*16 + c) })
	racy := mustRun(t, a, p, []*sim.Tensor{x, nil}, Options{})
	if len(racy.Diags) == 0 {
		t.Fatal("a load and a store with no flag between them ran clean out of order")
	}
	res := mustRun(t, a, p, []*sim.Tensor{x, nil}, Options{InOrder: true})
	wantDiags(t, res)
	if mm := sim.Compare(x, res.Outputs[1]); mm != nil {
		t.Fatal(mm)
	}
}

// TestLinearWindow: a GM window by element strides (a PTO partition of
// a tensor view) loads the rows it names: here every other row of x,
// from element 16 (row 1) on.
func TestLinearWindow(t *testing.T) {
	a := MustArch("950")
	tile := ubTile(0, ir.FP32, 8, 16)
	ld := Instr{Op: OpLoad, Dst: tile, GM: GMWindow{Tensor: 0, Linear: &LinearWindow{Base: 16, Row: 32, Col: 1}}}
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{8, 16}, DType: ir.FP32}},
		Cores:   []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: []Instr{ld, store(tile, 1, 0, 0)}}},
	}
	x := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r*16 + c) })
	res := mustRun(t, a, p, []*sim.Tensor{x, nil}, Options{InOrder: true})
	wantDiags(t, res)
	want := tensorOf(ir.FP32, 8, 16, func(r, c int64) float64 { return float64((2*r+1)*16 + c) })
	if mm := sim.Compare(want, res.Outputs[1]); mm != nil {
		t.Fatal(mm)
	}
	// One row further and the window leaves x.
	p.Cores[0].Instrs[0].GM.Linear = &LinearWindow{Base: 32, Row: 32, Col: 1}
	res = mustRun(t, a, p, []*sim.Tensor{x, nil}, Options{InOrder: true})
	wantDiags(t, res, "out-of-bounds: aiv0#0 TLOAD: GM window of elements [32, 271] (base 32, strides 32, 1 over 8x16) leaves tensor x of 256 elements",
		"poison-read: aiv0#1 TSTORE (MTE3) reads never-written bytes aiv0 UB[0x0, 0x200)")
}

// TestExplicitFree: on a channel whose slots a TFREE releases, a second
// push into a one-slot FIFO waits for the consumer's free, not its pop;
// a read of the popped tile after its free reads garbage; a free with no
// popped slot is an error.
func TestExplicitFree(t *testing.T) {
	a := MustArch("950")
	src, slot := ubTile(0, ir.FP32, 16, 16), l1Tile(0, ir.FP32, 16, 16)
	slot.BLayout, slot.SLayout = ir.ColMajor, ir.RowMajor
	src.BLayout, src.SLayout = ir.ColMajor, ir.RowMajor
	vec := []Instr{{Op: OpTPush, Src: [3]Tile{src}, Chan: 0}, {Op: OpTPush, Src: [3]Tile{src}, Chan: 0}}
	for _, tc := range []struct {
		name  string
		cube  []Instr
		diags []string
	}{
		{"pop, free, pop, free", []Instr{{Op: OpTPop, Dst: slot, Chan: 0}, {Op: OpTFree, Dst: slot, Chan: 0}, {Op: OpTPop, Dst: slot, Chan: 0}, {Op: OpTFree, Dst: slot, Chan: 0}}, nil},
		{"two pops, no free", []Instr{{Op: OpTPop, Dst: slot, Chan: 0}, {Op: OpTPop, Dst: slot, Chan: 0}},
			[]string{"deadlock: aiv0 MTE3 blocks at aiv0#3 TPUSH waiting for a TFREE of a slot of channel 0: no slot of channel 0 is ever freed"}},
		{"a refused pop's free", []Instr{{Op: OpTPop, Dst: leftTile(A5, 0, ir.FP32, 16, 16), Chan: 0}, {Op: OpTFree, Dst: slot, Chan: 0}},
			// The refused pop took no slot, so its free releases none (and
			// is no second error); the second push then waits for ever.
			[]string{"illegal: aic0#0 TPOP: TPOP lands in UB or L1 only (pto-isa TPush.hpp), not in L0A",
				"deadlock: aiv0 MTE3 blocks at aiv0#3 TPUSH waiting for a TFREE of a slot of channel 0: no slot of channel 0 is ever freed"}},
		{"free with no pop", []Instr{{Op: OpTFree, Dst: slot, Chan: 0}, {Op: OpTPop, Dst: slot, Chan: 0}, {Op: OpTFree, Dst: slot, Chan: 0}, {Op: OpTPop, Dst: slot, Chan: 0}, {Op: OpTFree, Dst: slot, Chan: 0}},
			[]string{"illegal: aic0#0 TFREE frees a slot of channel 0 with no popped slot held"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &Program{
				Cores:    []CoreProgram{{Name: "aic0", Kind: AIC, Instrs: tc.cube}, {Name: "aiv0", Kind: AIV, Instrs: append([]Instr{load(ubTile(0x1000, ir.FP32, 16, 16), 0, 0, 0), move(ubTile(0x1000, ir.FP32, 16, 16), src)}, vec...)}},
				Channels: []Channel{{From: []int{1}, To: []int{0}, Slots: 1, ExplicitFree: true}},
				Tensors:  []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}},
			}
			x := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r + c) })
			res := mustRun(t, a, p, []*sim.Tensor{x}, Options{InOrder: true})
			wantDiags(t, res, tc.diags...)
		})
	}
}

// TestLinearWindowRows: rows over two axes (a [2, 4, 16] window of a [4,
// 8, 16] tensor, its leading axis stepping 128 elements) load as the 8
// rows of the two 4-row slabs.
func TestLinearWindowRows(t *testing.T) {
	a := MustArch("950")
	tile := ubTile(0, ir.FP32, 8, 16)
	ld := Instr{Op: OpLoad, Dst: tile, GM: GMWindow{Tensor: 0, Linear: &LinearWindow{Base: 0, Col: 1,
		Rows: []LinearAxis{{Extent: 2, Stride: 128}, {Extent: 4, Stride: 16}}}}}
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{4, 8, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{8, 16}, DType: ir.FP32}},
		Cores:   []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: []Instr{ld, store(tile, 1, 0, 0)}}},
	}
	x := sim.NewTensor([]int64{4, 8, 16}, ir.FP32)
	for i := range x.Data {
		x.Data[i] = float64(i)
		x.Defined[i] = true
	}
	res := mustRun(t, a, p, []*sim.Tensor{x, nil}, Options{InOrder: true})
	wantDiags(t, res)
	want := tensorOf(ir.FP32, 8, 16, func(r, c int64) float64 { return float64((r/4)*128 + (r%4)*16 + c) })
	if mm := sim.Compare(want, res.Outputs[1]); mm != nil {
		t.Fatal(mm)
	}
}

// TestSyncAll: a SYNCALL orders a vector core's store before the cube's
// load of the same GM bytes (no hazard, the cube reads what was stored);
// a core that never reaches it leaves the other waiting.
func TestSyncAll(t *testing.T) {
	a := MustArch("950")
	ub, l1 := ubTile(0, ir.FP32, 16, 16), l1Tile(0, ir.FP32, 16, 16)
	l1.BLayout, l1.SLayout = ir.ColMajor, ir.RowMajor
	sync := Instr{Op: OpSyncAll, Cores: []int{0, 1}}
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "w", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{
			{Name: "aic0", Kind: AIC, Instrs: []Instr{sync, load(l1, 1, 0, 0)}},
			{Name: "aiv0", Kind: AIV, Instrs: []Instr{load(ub, 0, 0, 0), store(ub, 1, 0, 0), sync}},
		},
	}
	x := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r - c) })
	res := mustRun(t, a, p, []*sim.Tensor{x, nil}, Options{InOrder: true})
	wantDiags(t, res)
	if mm := sim.Compare(x, res.Outputs[1]); mm != nil {
		t.Fatal(mm)
	}
	p.Cores[1].Instrs = p.Cores[1].Instrs[:2]
	res = mustRun(t, a, p, []*sim.Tensor{x, nil}, Options{InOrder: true})
	wantDiags(t, res, "deadlock: aic0 front end blocks at aic0#0 SYNCALL waiting for every core of its SYNCALL (#1) to arrive: a core of the SYNCALL never reaches it")
}

// TestNoBroadcast: a TADD of [16,16] and [1,16] read as pto-isa reads it
// (Instr.NoBroadcast) adds row 0 and reads garbage for the other rows of
// the one-row source; broadcast (the IR's semantics) it adds the row to
// every row.
func TestNoBroadcast(t *testing.T) {
	a := MustArch("950")
	x, row, out := ubTile(0, ir.FP32, 16, 16), ubTile(0x400, ir.FP32, 1, 16), ubTile(0x800, ir.FP32, 16, 16)
	for _, nb := range []bool{false, true} {
		add := vec("tile.add", out, x, row)
		add.NoBroadcast = nb
		p := &Program{
			Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "r", Shape: []int64{1, 16}, DType: ir.FP32}, {Name: "o", Shape: []int64{16, 16}, DType: ir.FP32}},
			Cores:   []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: []Instr{load(x, 0, 0, 0), load(row, 1, 0, 0), add, store(out, 2, 0, 0)}}},
		}
		xs := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r) })
		rs := tensorOf(ir.FP32, 1, 16, func(r, c int64) float64 { return float64(100 + c) })
		res := mustRun(t, a, p, []*sim.Tensor{xs, rs, nil}, Options{InOrder: true})
		o := res.Outputs[2]
		if got := o.Data[1*16+2]; !nb && (got != 102+1 || !o.Defined[1*16+2]) || nb && o.Defined[1*16+2] {
			t.Errorf("NoBroadcast %v: element (1, 2) = %v (defined %v)", nb, got, o.Defined[1*16+2])
		}
		if got := o.Data[2]; got != 102 || !o.Defined[2] {
			t.Errorf("NoBroadcast %v: element (0, 2) = %v", nb, got)
		}
	}
}
