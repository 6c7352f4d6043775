package ascend

import (
	"math/rand/v2"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// randomTile draws a tile: mostly a plausible one for a random space,
// sometimes one with arbitrary (often invalid) fields.
func randomTile(r *rand.Rand) Tile {
	dims := []int64{16, 32, 64}
	if r.IntN(6) > 0 {
		dt := []ir.DataType{ir.FP16, ir.FP32, ir.BF16, ir.INT8, ir.INT32}[r.IntN(5)]
		rows, cols := dims[r.IntN(3)], dims[r.IntN(3)]
		var t Tile
		switch r.IntN(6) {
		case 0:
			t = ubTile(0, dt, rows, cols)
		case 1:
			t = l1Tile(0, dt, rows, cols)
		case 2:
			t = leftTile(Chip(r.IntN(2)), 0, dt, rows, cols)
		case 3:
			t = rightTile(0, dt, rows, cols)
		case 4:
			t = accTile(0, []ir.DataType{ir.FP32, ir.INT32}[r.IntN(2)], rows, cols, rows, cols, r.IntN(2) == 0)
		default:
			t = Tile{Space: ir.Bias, DType: ir.FP32, Rows: 1, Cols: cols, ValidRows: 1, ValidCols: cols, BLayout: ir.RowMajor}
		}
		t.Addr = int64(r.IntN(16)) * 0x400
		t.ValidRows = max(1, t.Rows-int64(r.IntN(int(t.Rows))))
		t.ValidCols = max(1, t.Cols-int64(r.IntN(int(t.Cols))))
		t.DynValid = r.IntN(2) == 0
		return t
	}
	spaces := []ir.MemorySpace{ir.MemNone, ir.DDR, ir.Vec, ir.Mat, ir.Left, ir.Right, ir.Acc, ir.Bias, ir.MemorySpace(42)}
	dts := []ir.DataType{ir.FP16, ir.FP32, ir.BF16, ir.INT8, ir.INT32, ir.FP8E4M3FN, ir.Invalid}
	lay := []ir.TileLayout{ir.NoneBox, ir.RowMajor, ir.ColMajor, ir.TileLayout(9)}
	odd := []int64{-1, 0, 1, 8, 16, 32, 64}
	t := Tile{Space: spaces[r.IntN(len(spaces))], Addr: int64(r.IntN(4)) * 0x400 * int64(1+r.IntN(300)), DType: dts[r.IntN(len(dts))],
		Rows: odd[r.IntN(len(odd))], Cols: odd[r.IntN(len(odd))], BLayout: lay[r.IntN(len(lay))], SLayout: lay[r.IntN(len(lay))],
		Fractal: []int64{0, 512, 1024, 32}[r.IntN(4)], Compact: ir.CompactMode(r.IntN(2)), Pad: ir.PadValue(r.IntN(5))}
	t.ValidRows, t.ValidCols = t.Rows-int64(r.IntN(2)), t.Cols-int64(r.IntN(2))
	if r.IntN(8) == 0 {
		t.Pitch = odd[r.IntN(len(odd))]
	}
	return t
}

// plausible turns a random instruction into a well-formed one for a core
// kind, keeping some of its random fields (windows, valid shapes, events).
func plausible(r *rand.Rand, k ir.Affinity, in Instr) Instr {
	dt := []ir.DataType{ir.FP16, ir.FP32}[r.IntN(2)]
	n := []int64{16, 32}[r.IntN(2)]
	addr := func() int64 { return int64(r.IntN(8)) * 0x800 }
	pipes := []ir.PipeType{ir.PipeMTE2, ir.PipeMTE3, ir.PipeV, ir.PipeS}
	if k == AIC {
		pipes = []ir.PipeType{ir.PipeMTE2, ir.PipeMTE1, ir.PipeM, ir.PipeFIX}
	}
	out := Instr{Event: r.IntN(3), SetPipe: pipes[r.IntN(4)], WaitPipe: pipes[r.IntN(4)], Scalar: 2, Chan: 0}
	switch r.IntN(6) {
	case 0:
		out.Op = OpSetFlag
	case 1:
		out.Op = OpWaitFlag
	case 2:
		out.Op, out.Pipe = OpBarrier, []ir.PipeType{pipes[r.IntN(4)], ir.PipeAll}[r.IntN(2)]
	default:
		if k == AIV {
			x, y := ubTile(addr(), dt, n, n), ubTile(addr(), dt, n, n)
			x.ValidRows = in.Dst.ValidRows%n + 1
			switch r.IntN(5) {
			case 0:
				out = load(x, r.IntN(2), int64(r.IntN(2))*16, 0)
				out.Dst.DType = []ir.DataType{ir.FP16, ir.FP32}[r.IntN(2)]
			case 1:
				out = store(x, 1, int64(r.IntN(3))*16, 0)
			case 2:
				out = Instr{Op: OpTPop, Dst: ubTile(addr(), ir.FP32, 16, 16), Chan: 0}
			default:
				out = vec([]string{"tile.add", "tile.adds", "tile.exp", "tile.relu", "tile.muls"}[r.IntN(5)], y, x, x)
			}
		} else {
			l1 := l1Tile(addr(), ir.FP16, n, n)
			l0a, l0b := leftTile(A2A3, addr()/2, ir.FP16, n, n), rightTile(addr()/2, ir.FP16, n, n)
			acc := accTile(addr()*2, ir.FP32, n, n, n, n, r.IntN(2) == 0)
			switch r.IntN(5) {
			case 0:
				out = load(l1, 0, int64(r.IntN(2))*16, 0)
			case 1:
				out = move(l1, []Tile{l0a, l0b}[r.IntN(2)])
			case 2:
				out = Instr{Op: []Op{OpMatmul, OpMatmulAcc}[r.IntN(2)], Dst: acc, Src: [3]Tile{l0a, l0b}}
			case 3:
				out = store(acc, 1, 0, 0)
			default:
				out = Instr{Op: OpTPush, Src: [3]Tile{accTile(0, ir.FP32, 16, 16, 16, 16, false)}, Chan: 0}
			}
		}
	}
	return out
}

// TestRandomProgramsDoNotPanic runs seeded random instruction streams:
// every defect must come back as diagnostics, never as a panic, and a
// rerun must give the same result.
func TestRandomProgramsDoNotPanic(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 50
	}
	names := []string{"tile.add", "tile.adds", "tile.exp", "tile.cast", "tile.row_sum", "tile.col_sum", "tile.row_expand_mul", "tile.fillpad", "tile.full", "tile.transpose", "tile.nope"}
	var elems int64
	kinds := map[Kind]int{}
	for seed := 0; seed < n; seed++ {
		r := rand.New(rand.NewPCG(uint64(seed), 7))
		a := MustArch([]string{"910B", "950"}[seed%2])
		p := &Program{
			Tensors:  []TensorDecl{{Name: "x", Shape: []int64{64, 64}, DType: ir.FP16}, {Name: "y", Shape: []int64{64, 64}, DType: ir.FP32}},
			Channels: []Channel{{From: []int{0}, To: []int{1}, Slots: r.IntN(3)}},
		}
		for c := 0; c < 2; c++ {
			cp := CoreProgram{Name: []string{"aic0", "aiv0"}[c], Kind: []ir.Affinity{AIC, AIV}[c]}
			for k := 0; k < 1+r.IntN(12); k++ {
				in := Instr{Op: Op(1 + r.IntN(int(numOps))), Name: names[r.IntN(len(names))], Dst: randomTile(r),
					Src: [3]Tile{randomTile(r), randomTile(r), randomTile(r)}, Scalar: float64(r.IntN(5)),
					GM:  GMWindow{Tensor: r.IntN(3), Offset: []int64{int64(r.IntN(40)) - 2, int64(r.IntN(40)) - 2}[:2-r.IntN(2)*r.IntN(2)]},
					Row: int64(r.IntN(40)) - 4, Col: int64(r.IntN(40)) - 4, Chan: r.IntN(2),
					SetPipe: ir.PipeType(r.IntN(9)), WaitPipe: ir.PipeType(r.IntN(9)), Pipe: ir.PipeType(r.IntN(9)), Event: r.IntN(10) - 1, Pad: ir.PadValue(r.IntN(4)),
					Atomic: ir.AtomicType(r.IntN(2)), Cast: ir.CastMode(r.IntN(7))}
				if r.IntN(3) > 0 {
					in = plausible(r, []ir.Affinity{AIC, AIV}[c], in)
				}
				cp.Instrs = append(cp.Instrs, in)
			}
			p.Cores = append(p.Cores, cp)
		}
		x := tensorOf(ir.FP16, 64, 64, func(r, c int64) float64 { return float64((r + c) % 7) })
		if seed%3 == 0 {
			p.Tensors[0].DType, x = ir.FP32, tensorOf(ir.FP32, 64, 64, func(r, c int64) float64 { return float64(r - c) })
		}
		opts := Options{Jitter: r.IntN(30), Seed: uint64(seed)}
		r1, err := Run(a, p, []*sim.Tensor{x}, opts)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		r2, _ := Run(a, p, []*sim.Tensor{x}, opts)
		elems += r1.Elements
		for _, d := range r1.Diags {
			kinds[d.Kind]++
		}
		if r1.Cycles != r2.Cycles || len(r1.Diags) != len(r2.Diags) {
			t.Fatalf("seed %d: nondeterministic", seed)
		}
		for i := range r1.Diags {
			if r1.Diags[i].String() != r2.Diags[i].String() || r1.Diags[i].Message == "" {
				t.Fatalf("seed %d: diagnostic %d: %q vs %q", seed, i, r1.Diags[i].String(), r2.Diags[i].String())
			}
		}
	}
	// The streams do execute (not everything is rejected statically).
	if elems == 0 || kinds[KindIllegal] == 0 || kinds[KindDeadlock]+kinds[KindHazard]+kinds[KindPoison] == 0 {
		t.Fatalf("random streams exercised little: %d elements, diagnostics by kind %v", elems, kinds)
	}
	t.Logf("%d elements; diagnostics by kind %v", elems, kinds)
}

func TestBadArchAndInputs(t *testing.T) {
	a := MustArch("910B")
	a.Cost.QueueDepth = 0
	if _, err := Run(a, &Program{}, nil, Options{}); err == nil || err.Error() != "ascend: arch Ascend910B: queue depth 0, 8 event ids, issue / flag / barrier cycles 1 / 1 / 1 are not usable" {
		t.Fatalf("bad arch: %v", err)
	}
	a = MustArch("910B")
	p := &Program{Tensors: []TensorDecl{{Name: "x", Shape: []int64{4, 4}, DType: ir.FP32}}}
	if _, err := Run(a, p, []*sim.Tensor{sim.NewTensor([]int64{3}, ir.FP32)}, Options{}); err == nil || err.Error() != "ascend: input 0 (x): 3 elements, tensor has 16" {
		t.Fatalf("bad input: %v", err)
	}
	p.Tensors[0].Shape = []int64{4, 0}
	if _, err := Run(a, p, nil, Options{}); err == nil || err.Error() != "ascend: tensor x: shape [4 0] is not positive" {
		t.Fatalf("bad tensor: %v", err)
	}
	// A window of a larger tensor: its strides must fit its rank and be
	// positive, and the input is its logical elements.
	p.Tensors[0].Shape, p.Tensors[0].Strides = []int64{4, 4}, []int64{8}
	if _, err := Run(a, p, nil, Options{}); err == nil || err.Error() != "ascend: tensor x: strides [8] of a ND tensor of shape [4 4]" {
		t.Fatalf("bad strides: %v", err)
	}
	p.Tensors[0].Strides = []int64{8, 0}
	if _, err := Run(a, p, nil, Options{}); err == nil || err.Error() != "ascend: tensor x: strides [8 0] are not positive" {
		t.Fatalf("zero stride: %v", err)
	}
	p.Tensors[0].Strides = []int64{8, 1}
	if _, err := Run(a, p, []*sim.Tensor{sim.NewTensor([]int64{28}, ir.FP32)}, Options{}); err == nil || err.Error() != "ascend: input 0 (x): 28 elements, tensor has 16" {
		t.Fatalf("storage-sized input: %v", err)
	}
}
