package ascend

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// TestDNTensor: a DN GM tensor stores its last two axes transposed; loads
// and stores address it by logical index.
func TestDNTensor(t *testing.T) {
	a := MustArch("910B")
	x := ubTile(0, ir.FP32, 16, 8)
	p := &Program{
		Tensors: []TensorDecl{{Name: "x", Shape: []int64{16, 8}, DType: ir.FP32, Layout: ir.DN}, {Name: "y", Shape: []int64{16, 8}, DType: ir.FP32}},
		Cores:   []CoreProgram{{Name: "aiv0", Kind: AIV, Instrs: seq(load(x, 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeMTE3, 0), store(x, 1, 0, 0))}},
	}
	in := tensorOf(ir.FP32, 16, 8, func(r, c int64) float64 { return float64(r*8 + c) })
	res := mustRun(t, a, p, []*sim.Tensor{in}, Options{})
	wantDiags(t, res)
	if mm := sim.Compare(in, res.Outputs[1]); mm != nil {
		t.Fatal(mm)
	}
	// logical (1, 0) of a 16x8 DN tensor is storage element 1; (0, 1) is 16
	if gmStorage(&p.Tensors[0], 8) != 1 || gmStorage(&p.Tensors[0], 1) != 16 {
		t.Fatalf("DN storage order")
	}
}

// TestAtomicAdd: two vector cores add into one GM tensor with atomic
// stores and no synchronization: atomics commute, so no hazard and the
// sum is exact. A plain store racing with them is a cross-core WAW.
func TestAtomicAdd(t *testing.T) {
	a := MustArch("910B")
	x := ubTile(0, ir.FP32, 16, 16)
	core := func(name string, atomic ir.AtomicType) CoreProgram {
		st := store(x, 1, 0, 0)
		st.Atomic = atomic
		return CoreProgram{Name: name, Kind: AIV, Instrs: seq(load(x, 0, 0, 0), flagPair(ir.PipeMTE2, ir.PipeMTE3, 0), st)}
	}
	tensors := []TensorDecl{{Name: "x", Shape: []int64{16, 16}, DType: ir.FP32}, {Name: "acc", Shape: []int64{16, 16}, DType: ir.FP32}}
	in := []*sim.Tensor{addsInput()[0], tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return 100 })}
	res := mustRun(t, a, &Program{Tensors: tensors, Cores: []CoreProgram{core("aiv0", ir.AtomicAdd), core("aiv1", ir.AtomicAdd)}}, in, Options{})
	wantDiags(t, res)
	want := tensorOf(ir.FP32, 16, 16, func(r, c int64) float64 { return 100 + 2*float64(r*16+c) })
	if mm := sim.Compare(want, res.Outputs[1]); mm != nil {
		t.Fatal(mm)
	}
	res = mustRun(t, a, &Program{Tensors: tensors, Cores: []CoreProgram{core("aiv0", ir.AtomicAdd), core("aiv1", ir.AtomicNone)}}, in, Options{})
	wantDiags(t, res,
		"hazard: WAW: aiv1#3 TSTORE (MTE3) writes GM acc[0x0, 0x400) also written by aiv0#3 TSTORE (MTE3) with no happens-before edge; no cross-core synchronization orders them",
	)
}

// TestNZWindowPitch: a row window of an NZ L1 tile keeps its parent's
// column-block stride (Tile.Pitch). Without it the window is read at its
// own 16 rows: wrong elements and a pitch mismatch with the load.
func TestNZWindowPitch(t *testing.T) {
	dt := ir.FP16
	a := MustArch("910B")
	run := func(pitch int64) *Result {
		parent := l1Tile(0, dt, 32, 32)
		win := l1Tile(16*16*2, dt, 16, 32) // row 16 of an nZ tile: r·C0 elements in
		win.Pitch = pitch
		l0a, l0b := leftTile(A2A3, 0, dt, 16, 32), rightTile(0, dt, 32, 16)
		b := l1Tile(0x1000, dt, 32, 16)
		acc := accTile(0, ir.FP32, 16, 16, 16, 16, false)
		p := &Program{
			Tensors: []TensorDecl{{Name: "a", Shape: []int64{32, 32}, DType: dt}, {Name: "b", Shape: []int64{32, 16}, DType: dt}, {Name: "c", Shape: []int64{16, 16}, DType: ir.FP32}},
			Cores: []CoreProgram{{Name: "aic0", Kind: AIC, Instrs: seq(
				load(parent, 0, 0, 0), load(b, 1, 0, 0), flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
				move(win, l0a), move(b, l0b), flagPair(ir.PipeMTE1, ir.PipeM, 0),
				Instr{Op: OpMatmul, Dst: acc, Src: [3]Tile{l0a, l0b}}, flagPair(ir.PipeM, ir.PipeFIX, 0), store(acc, 2, 0, 0),
			)}},
		}
		A := tensorOf(dt, 32, 32, func(r, c int64) float64 { return float64((r+c)%5 - 2) })
		B := tensorOf(dt, 32, 16, func(r, c int64) float64 { return float64((r*c)%3 - 1) })
		return mustRun(t, a, p, []*sim.Tensor{A, B}, Options{})
	}
	res := run(32)
	wantDiags(t, res)
	A, B := res.Outputs[0], res.Outputs[1]
	lower := sim.NewTensor([]int64{16, 32}, dt)
	copy(lower.Data, A.Data[16*32:])
	lower.Defined = nil
	if mm := sim.Compare(product(lower, B, ir.FP32), res.Outputs[2]); mm != nil {
		t.Fatalf("window at the parent's pitch: %v", mm)
	}
	res = run(0)
	wantDiags(t, res,
		"pitch-mismatch: aic0#4 TMOV (MTE1) reads aic0 L1[0x400, 0x600) at pitch 16, but aic0#0 TLOAD (MTE2) wrote it at pitch 32",
	)
	if mm := sim.Compare(product(lower, B, ir.FP32), res.Outputs[2]); mm == nil {
		t.Fatalf("window at its own pitch gave the right product")
	}
}
