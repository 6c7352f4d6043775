package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func TestTPushTPopSplit(t *testing.T) {
	for _, chip := range []string{"910B", "950"} {
		a := MustArch(chip)
		p, in, want := mmEpilogue(a.Chip, 32, 64, 64, 3)
		res := mustRun(t, a, p, in, Options{})
		wantDiags(t, res)
		if mm := sim.Compare(want, res.Outputs[2]); mm != nil {
			t.Fatalf("%s: %v", chip, mm)
		}
		// The FIFO has 2 slots per consumer; the pushes wait for pops only
		// when both are full, so the AIC never stalls on FIX for a slot
		// here, and each AIV pops 3 times.
		if s, _ := res.Stats(1, ir.PipeMTE2); s.Count != 3 {
			t.Fatalf("%s: aiv0 MTE2 ran %d pops", chip, s.Count)
		}
	}
}

// TestTPushPitch2510: pushing a narrowed, non-compact accumulator reads
// L0C at the physical rows (PyPTO #2510: the fix pipe walked L0C at pitch
// 64 instead of 16).
func TestTPushPitch2510(t *testing.T) {
	a := MustArch("910B")
	body := cubeKernel(A2A3, ir.FP16, 16, 32, 256, accTile(0, ir.FP32, 64, 256, 16, 256, false))
	acc := body[len(body)-1].Src[0]
	body[len(body)-1] = Instr{Op: OpTPush, Src: [3]Tile{acc}, Chan: 0}
	p := &Program{
		Tensors: []TensorDecl{{Name: "a", Shape: []int64{16, 32}, DType: ir.FP16}, {Name: "b", Shape: []int64{32, 256}, DType: ir.FP16}, {Name: "c", Shape: []int64{16, 256}, DType: ir.FP32}},
		Cores: []CoreProgram{
			{Name: "aic0", Kind: AIC, Instrs: body},
			{Name: "aiv0", Kind: AIV, Instrs: seq(Instr{Op: OpTPop, Dst: ubTile(0, ir.FP32, 16, 256), Chan: 0}, flagPair(ir.PipeMTE2, ir.PipeMTE3, 0), store(ubTile(0, ir.FP32, 16, 256), 2, 0, 0))},
		},
		Channels: []Channel{{From: []int{0}, To: []int{1}, Slots: 1}},
	}
	_, in, _ := pitch2470(false)
	res := mustRun(t, a, p, in, Options{})
	wantDiags(t, res,
		"pitch-mismatch: aic0#11 TPUSH (FIX) reads aic0 L0C[0x1000, 0x3400) at pitch 64, but aic0#8 TMATMUL (M) wrote it at pitch 16",
		"poison-read: aic0#11 TPUSH (FIX) reads never-written bytes aic0 L0C[0x4000, 0xf400)",
	)
}

func TestChannelDeadlock(t *testing.T) {
	a := MustArch("910B")
	p := &Program{
		Cores: []CoreProgram{
			{Name: "aic0", Kind: AIC},
			{Name: "aiv0", Kind: AIV, Instrs: []Instr{{Op: OpTPop, Dst: ubTile(0, ir.FP32, 16, 16), Chan: 0}}},
		},
		Channels: []Channel{{From: []int{0}, To: []int{1}, Slots: 1}},
	}
	res := mustRun(t, a, p, nil, Options{})
	wantDiags(t, res, "deadlock: aiv0 MTE2 blocks at aiv0#0 TPOP waiting for a TPUSH on channel 0: nothing is ever pushed on channel 0")
}

// TestTPushTileKinds: pto-isa pushes an accumulator or a UB tile only
// and pops into UB or L1. On a2a3 a push of an L1 tile is refused
// (TPush.hpp static_assert; its consumer then waits forever), as is a pop
// into L0A; the a5 TPush moves nothing for it but hands the slot over,
// so its consumer reads garbage.
func TestTPushTileKinds(t *testing.T) {
	a := MustArch("910B")
	l1 := l1Tile(0, ir.FP16, 16, 16)
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP16}},
		Cores: []CoreProgram{
			{Name: "aic0", Kind: AIC, Instrs: seq(load(l1, 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeMTE3, 0), Instr{Op: OpTPush, Src: [3]Tile{l1}, Chan: 0},
				Instr{Op: OpTPop, Dst: leftTile(A2A3, 0, ir.FP16, 16, 16), Chan: 1})},
			{Name: "aiv0", Kind: AIV, Instrs: []Instr{{Op: OpTPop, Dst: ubTile(0, ir.FP16, 16, 16), Chan: 0}}},
		},
		Channels: []Channel{{From: []int{0}, To: []int{1}, Slots: 1}, {From: []int{1}, To: []int{0}, Slots: 1}},
	}
	res := mustRun(t, a, p, []*sim.Tensor{tensorOf(ir.FP16, 16, 16, func(r, c int64) float64 { return 1 })}, Options{})
	wantDiags(t, res,
		"illegal: aic0#3 TPUSH: TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in L1",
		"illegal: aic0#4 TPOP: TPOP lands in UB or L1 only (pto-isa TPush.hpp), not in L0A",
		"deadlock: aiv0 MTE2 blocks at aiv0#0 TPOP waiting for a TPUSH on channel 0: nothing is ever pushed on channel 0",
	)
	a5 := MustArch("950")
	p.Cores[0].Instrs = p.Cores[0].Instrs[:len(p.Cores[0].Instrs)-1]
	p.Cores[1].Instrs = append(p.Cores[1].Instrs, store(ubTile(0, ir.FP16, 16, 16), 0, 0, 0))
	res = mustRun(t, a5, p, []*sim.Tensor{tensorOf(ir.FP16, 16, 16, func(r, c int64) float64 { return 1 })}, Options{InOrder: true})
	wantDiags(t, res, "illegal: aic0#3 TPUSH: TPUSH pushes an Acc or UB tile only (pto-isa TPush.hpp), not one in L1")
	if d := res.Outputs[0].Defined; d[0] {
		t.Error("the popped garbage was stored as a defined value")
	}
}

// TestTPushRecycledPending: a push reuses a finished instruction's pending
// write, whose value and state slices grew by append to different
// capacities (the 4096-element load leaves room for 5120 float64s but
// 4096 bytes; the 1024-element load reuses it unchanged); the
// 5120-element push must not slice the state past its capacity (it
// panicked with "slice bounds out of range [:5120] with capacity 4096",
// campaign crash abc2de37bd18).
func TestTPushRecycledPending(t *testing.T) {
	a := MustArch("950")
	top, bottom, all := ubTile(0, ir.FP32, 64, 64), ubTile(0x4000, ir.FP32, 16, 64), ubTile(0, ir.FP32, 80, 64)
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{80, 64}, DType: ir.FP32}},
		Cores: []CoreProgram{
			{Name: "aic0", Kind: AIC, Instrs: seq(Instr{Op: OpTPop, Dst: l1Tile(0, ir.FP32, 80, 64), Chan: 0})},
			{Name: "aiv0", Kind: AIV, Instrs: seq(load(top, 0, 0, 0), load(bottom, 0, 64, 0), flagPair(ir.PipeMTE2, ir.PipeMTE3, 0),
				Instr{Op: OpTPush, Src: [3]Tile{all}, Chan: 0})},
		},
		Channels: []Channel{{From: []int{1}, To: []int{0}, Slots: 1}},
	}
	in := []*sim.Tensor{tensorOf(ir.FP32, 80, 64, func(r, c int64) float64 { return float64(r - c) })}
	res := mustRun(t, a, p, in, Options{})
	wantDiags(t, res)
}
