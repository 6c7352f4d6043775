package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// addsKernel is an AIV stream: TLOAD x -> UB, TADDS +1, TSTORE -> y.
// withFlag adds the MTE2 -> V flag pair between the load and the add.
func addsKernel(withFlag bool) *Program {
	x, y := ubTile(0, ir.FP32, 16, 16), ubTile(0x400, ir.FP32, 16, 16)
	adds := vec("tile.adds", y, x)
	adds.Scalar = 1
	var sync []Instr
	if withFlag {
		sync = flagPair(ir.PipeMTE2, ir.PipeV, 0)
	}
	return &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(
			load(x, 0, 0, 0), sync, adds, flagPair(ir.PipeV, ir.PipeMTE3, 0), store(y, 1, 0, 0),
		)}},
	}
}

func addsInput() []*sim.Tensor {
	return []*sim.Tensor{tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r*16 + c) })}
}

func TestRAWHazard(t *testing.T) {
	a := MustArch("910B")
	res := mustRun(t, a, addsKernel(false), addsInput(), Options{})
	wantDiags(t, res,
		"hazard: RAW: aiv0#1 TADDS (V) reads aiv0 UB[0x0, 0x400) written by aiv0#0 TLOAD (MTE2) with no happens-before edge; missing set_flag(MTE2, V) / wait_flag(MTE2, V) between them",
		"poison-read: aiv0#1 TADDS (V) reads never-written bytes aiv0 UB[0x0, 0x400)",
	)
	d := res.Diags[0]
	if d.Kind != KindHazard || d.Hazard != RAW || d.Instrs[0] != (InstrRef{0, 0}) || d.Instrs[1] != (InstrRef{0, 1}) ||
		d.Pipes[0] != ir.PipeMTE2 || d.Pipes[1] != ir.PipeV || d.Space != ir.Vec || d.Lo != 0 || d.Hi != 0x400 {
		t.Fatalf("hazard fields: %+v", d)
	}
	// The add started before the load ended: it read stale (never written)
	// bytes, so every output element is undefined.
	for k := range res.Outputs[1].Data {
		if res.Outputs[1].Defined[k] {
			t.Fatalf("output element %d defined without the flag", k)
		}
	}

	res = mustRun(t, a, addsKernel(true), addsInput(), Options{})
	wantDiags(t, res)
	want := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r*16+c) + 1 })
	if mm := sim.Compare(want, res.Outputs[1]); mm != nil {
		t.Fatalf("with the flag: %v", mm)
	}
}

// TestHazardIndependentOfTiming: a race is reported even when the timing
// happens to order the two accesses. A long vector fill keeps V busy, so
// the add starts well after the load has ended and reads the right data;
// nothing orders them, so the RAW hazard is reported all the same.
func TestHazardIndependentOfTiming(t *testing.T) {
	a := MustArch("910B")
	x, y := ubTile(0, ir.FP32, 16, 16), ubTile(0x400, ir.FP32, 16, 16)
	big := vec("tile.full", ubTile(0x1000, ir.FP32, 64, 512))
	adds := vec("tile.adds", y, x)
	adds.Scalar = 1
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(
			load(x, 0, 0, 0), big, adds, flagPair(ir.PipeV, ir.PipeMTE3, 0), store(y, 1, 0, 0),
		)}},
	}
	res := mustRun(t, a, p, addsInput(), Options{Trace: true})
	wantDiags(t, res,
		"hazard: RAW: aiv0#2 TADDS (V) reads aiv0 UB[0x0, 0x400) written by aiv0#0 TLOAD (MTE2) with no happens-before edge; missing set_flag(MTE2, V) / wait_flag(MTE2, V) between them",
	)
	var loadEnd, addStart int64
	for _, sp := range res.Spans {
		switch sp.Instr.Index {
		case 0:
			loadEnd = sp.End
		case 2:
			addStart = sp.Start
		}
	}
	if loadEnd != 222 || addStart != 1+512 { // the fill starts at 1 (dispatch), ii = 32768/64 = 512
		t.Fatalf("load ends at %d, add starts at %d", loadEnd, addStart)
	}
	want := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r*16+c) + 1 })
	if mm := sim.Compare(want, res.Outputs[1]); mm != nil {
		t.Fatalf("output: %v", mm)
	}
}

// TestSamePipeHazard: two dependent vector ops need pipe_barrier(V); V
// pipelines, so without it the second reads the first's stale output.
func TestSamePipeHazard(t *testing.T) {
	a := MustArch("910B")
	x, y, z := ubTile(0, ir.FP32, 16, 16), ubTile(0x400, ir.FP32, 16, 16), ubTile(0x800, ir.FP32, 16, 16)
	mk := func(barrier bool) *Program {
		mid := []Instr{}
		if barrier {
			mid = []Instr{{Op: OpBarrier, Pipe: ir.PipeV}}
		}
		a1, a2 := vec("tile.adds", y, x), vec("tile.muls", z, y)
		a1.Scalar, a2.Scalar = 1, 2
		return &Program{
			Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "z", Shape: []int64{16, 16}, DType: ir.FP32}},
			Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(load(x, 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeV, 0),
				a1, mid, a2, flagPair(ir.PipeV, ir.PipeMTE3, 0), store(z, 1, 0, 0))}},
		}
	}
	res := mustRun(t, a, mk(false), addsInput(), Options{})
	wantDiags(t, res,
		"hazard: RAW: aiv0#4 TMULS (V) reads aiv0 UB[0x400, 0x800) written by aiv0#3 TADDS (V) with no happens-before edge; missing pipe_barrier(V) between them",
		"poison-read: aiv0#4 TMULS (V) reads never-written bytes aiv0 UB[0x400, 0x800)",
	)
	res = mustRun(t, a, mk(true), addsInput(), Options{})
	wantDiags(t, res)
	want := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return (float64(r*16+c) + 1) * 2 })
	if mm := sim.Compare(want, res.Outputs[1]); mm != nil {
		t.Fatalf("with the barrier: %v", mm)
	}
}

// TestWARHazard: a load overwrites a UB tile a store still reads.
func TestWARHazard(t *testing.T) {
	a := MustArch("910B")
	x := ubTile(0, ir.FP32, 16, 16)
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(
			load(x, 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeMTE3, 0), store(x, 1, 0, 0), load(x, 0, 0, 0),
		)}},
	}
	res := mustRun(t, a, p, addsInput(), Options{})
	wantDiags(t, res,
		"hazard: WAR: aiv0#4 TLOAD (MTE2) writes aiv0 UB[0x0, 0x400) read by aiv0#3 TSTORE (MTE3) with no happens-before edge; missing set_flag(MTE3, MTE2) / wait_flag(MTE3, MTE2) between them",
	)
}
