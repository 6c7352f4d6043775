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

// createdKernel (910B, FP32): t [16, 32] is loaded into L1 at pitch 16 and dies;
// c [32, 16] takes its buffer and, moved into L0A at pitch 32, feeds a
// matmul. marked says c is a tile.create result (created before the move):
// then its bytes hold no contents, and reading them is a poison read at any
// pitch. Unmarked, c is t's bytes reinterpreted: a real pitch mismatch.
func createdKernel(marked bool) (*Program, []*sim.Tensor) {
	dt := ir.FP32
	t, c, b := l1Tile(0, dt, 16, 32), l1Tile(0, dt, 32, 16), l1Tile(0x1000, dt, 16, 16)
	if marked {
		c.Created = 5
	}
	l0a, l0b := leftTile(A2A3, 0, dt, 32, 16), rightTile(0, dt, 16, 16)
	acc := accTile(0, ir.FP32, 32, 16, 32, 16, false)
	p := &Program{
		Tensors: []TensorDecl{{Name: "a", Shape: []int64{16, 32}, DType: dt}, {Name: "b", Shape: []int64{16, 16}, DType: dt}, {Name: "c", Shape: []int64{32, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aic0", Kind: AIC, Instrs: seq(
			load(t, 0, 0, 0), load(b, 1, 0, 0), flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
			move(c, l0a), move(b, l0b), flagPair(ir.PipeMTE1, ir.PipeM, 0),
			Instr{Op: OpMatmul, Dst: acc, Src: [3]Tile{l0a, l0b}}, flagPair(ir.PipeM, ir.PipeFIX, 0), store(acc, 2, 0, 0),
		)}},
	}
	A := tensorOf(dt, 16, 32, func(r, c int64) float64 { return float64((r+c)%5 - 2) })
	B := tensorOf(dt, 16, 16, func(r, c int64) float64 { return float64((r*c)%3 - 1) })
	return p, []*sim.Tensor{A, B}
}

// TestCreatedTileHasNoPitch: reading a created tile over a dead tile's
// bytes is a poison read, not a pitch mismatch, and the poison reaches
// the output; the same read of bytes the tile was given by a write is a
// pitch mismatch.
func TestCreatedTileHasNoPitch(t *testing.T) {
	a := MustArch("910B")
	p, in := createdKernel(true)
	res := mustRun(t, a, p, in, Options{})
	wantDiags(t, res,
		"poison-read: aic0#4 TMOV (MTE1) reads never-written bytes aic0 L1[0x0, 0x800)",
		"poison-read: aic0#8 TMATMUL (M) reads never-written bytes aic0 L0A[0x0, 0x800)",
	)
	for k, ok := range res.Outputs[2].Defined {
		if ok {
			t.Fatalf("output element %d is defined: the created lhs has no contents", k)
		}
	}
	p, in = createdKernel(false)
	res = mustRun(t, a, p, in, Options{})
	wantDiags(t, res,
		"pitch-mismatch: aic0#4 TMOV (MTE1) reads aic0 L1[0x400, 0x800) at pitch 32, but aic0#0 TLOAD (MTE2) wrote it at pitch 16",
	)
	for k, ok := range res.Outputs[2].Defined {
		if !ok {
			t.Fatalf("unmarked: output element %d is undefined", k)
		}
	}
}

// TestCreatedTileAlias: the mark changes reads through the created
// operand only. A tile sharing its bytes (here the dead tile itself, read
// again after the create) still reads what was written there.
func TestCreatedTileAlias(t *testing.T) {
	a := MustArch("910B")
	d, y, z := ubTile(0, ir.FP32, 16, 16), ubTile(0x400, ir.FP32, 16, 16), ubTile(0x800, ir.FP32, 16, 16)
	c := d
	c.Created = 3 // created before the first add
	addC, addD := vec("tile.adds", y, c), vec("tile.adds", z, d)
	addC.Scalar, addD.Scalar = 1, 1
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "z", Shape: []int64{16, 16}, DType: ir.FP32}},
		Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(
			load(d, 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeV, 0), addC, addD, flagPair(ir.PipeV, ir.PipeMTE3, 0), store(y, 1, 0, 0), store(z, 2, 0, 0),
		)}},
	}
	res := mustRun(t, a, p, addsInput(), Options{})
	wantDiags(t, res,
		"poison-read: aiv0#3 TADDS (V) reads never-written bytes aiv0 UB[0x0, 0x400)",
	)
	for k, ok := range res.Outputs[1].Defined {
		if ok {
			t.Fatalf("y element %d is defined: it was computed from the created tile", k)
		}
	}
	want := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return float64(r*16+c) + 1 })
	if mm := sim.Compare(want, res.Outputs[2]); mm != nil {
		t.Fatalf("z, from the dead tile's bytes: %v", mm)
	}
}

// TestCreatedTileRace: the dead tile's load is still in flight when the
// created tile is first written (no flag between MTE2 and V). The mark
// leaves the shadow alone, so the WAW race is reported exactly as without
// it; and once written, the created tile reads its own data normally.
func TestCreatedTileRace(t *testing.T) {
	a := MustArch("910B")
	run := func(marked bool) *Result {
		d, y := ubTile(0, ir.FP32, 16, 16), ubTile(0x400, ir.FP32, 16, 16)
		c := d
		if marked {
			c.Created = 2 // created before the fill
		}
		fill, add := vec("tile.full", c), vec("tile.adds", y, c)
		fill.Scalar, add.Scalar = 3, 1
		p := &Program{
			Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "y", Shape: []int64{16, 16}, DType: ir.FP32}},
			Cores: []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(
				load(d, 0, 0, 0), fill, Instr{Op: OpBarrier, Pipe: ir.PipeV}, add,
				flagPair(ir.PipeV, ir.PipeMTE3, 0), store(y, 1, 0, 0),
			)}},
		}
		return mustRun(t, a, p, addsInput(), Options{})
	}
	want := []string{
		"hazard: WAW: aiv0#1 TFULL (V) writes aiv0 UB[0x0, 0x400) also written by aiv0#0 TLOAD (MTE2) with no happens-before edge; missing set_flag(MTE2, V) / wait_flag(MTE2, V) between them",
	}
	marked, plain := run(true), run(false)
	wantDiags(t, marked, want...)
	wantDiags(t, plain, want...)
	if mm := sim.Compare(plain.Outputs[1], marked.Outputs[1]); mm != nil {
		t.Fatalf("the mark changed the output: %v", mm)
	}
	four := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return 4 })
	if mm := sim.Compare(four, marked.Outputs[1]); mm != nil {
		t.Fatalf("y: %v", mm)
	}
}
