package ascend

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// mmEpilogue builds a 1C2V matmul + epilogue kernel of `tiles` output
// tiles: the AIC loads A once and B tile by tile into L1, moves them into
// L0A / L0B, multiplies (m x k x n, FP16 -> FP32) and pushes each
// accumulator to the two AIVs split by rows; each AIV pops its half,
// computes 2*c + 1 and stores it. Buffers are reused every iteration, so
// the backward flags (buffer free) matter as much as the forward ones.
func mmEpilogue(chip Chip, m, k, n int64, tiles int) (*Program, []*sim.Tensor, *sim.Tensor) {
	dt := ir.FP16
	aL1, bL1 := l1Tile(0, dt, m, k), l1Tile(m*k*2, dt, k, n)
	l0a, l0b := leftTile(chip, 0, dt, m, k), rightTile(0, dt, k, n)
	acc := accTile(0, ir.FP32, m, n, m, n, false)
	h := m / 2
	P, Q := ubTile(0, ir.FP32, h, n), ubTile(h*n*4, ir.FP32, h, n)
	var aic []Instr
	aic = append(aic, load(aL1, 0, 0, 0))
	for j := 0; j < tiles; j++ {
		last := j == tiles-1
		if j > 0 {
			aic = append(aic, waitFlag(ir.PipeMTE1, ir.PipeMTE2, 0))
		}
		aic = append(aic, load(bL1, 1, 0, int64(j)*n))
		aic = append(aic, flagPair(ir.PipeMTE2, ir.PipeMTE1, 1)...)
		if j == 0 {
			aic = append(aic, move(aL1, l0a))
		} else {
			aic = append(aic, waitFlag(ir.PipeM, ir.PipeMTE1, 2))
		}
		aic = append(aic, move(bL1, l0b))
		if !last {
			aic = append(aic, setFlag(ir.PipeMTE1, ir.PipeMTE2, 0))
		}
		aic = append(aic, flagPair(ir.PipeMTE1, ir.PipeM, 3)...)
		if j > 0 {
			aic = append(aic, waitFlag(ir.PipeFIX, ir.PipeM, 4))
		}
		aic = append(aic, Instr{Op: OpMatmul, Dst: acc, Src: [3]Tile{l0a, l0b}})
		if !last {
			aic = append(aic, setFlag(ir.PipeM, ir.PipeMTE1, 2))
		}
		aic = append(aic, flagPair(ir.PipeM, ir.PipeFIX, 5)...)
		aic = append(aic, Instr{Op: OpTPush, Src: [3]Tile{acc}, Chan: 0})
		if !last {
			aic = append(aic, setFlag(ir.PipeFIX, ir.PipeM, 4))
		}
	}
	aiv := func(lane int64) []Instr {
		var s []Instr
		for j := 0; j < tiles; j++ {
			last := j == tiles-1
			if j > 0 {
				s = append(s, waitFlag(ir.PipeV, ir.PipeMTE2, 0))
			}
			s = append(s, Instr{Op: OpTPop, Dst: P, Chan: 0})
			s = append(s, flagPair(ir.PipeMTE2, ir.PipeV, 1)...)
			if j > 0 {
				s = append(s, waitFlag(ir.PipeMTE3, ir.PipeV, 2))
			}
			mul := vec("tile.muls", Q, P)
			mul.Scalar = 2
			s = append(s, mul)
			if !last {
				s = append(s, setFlag(ir.PipeV, ir.PipeMTE2, 0))
			}
			add := vec("tile.adds", Q, Q)
			add.Scalar = 1
			s = append(s, Instr{Op: OpBarrier, Pipe: ir.PipeV}, add)
			s = append(s, flagPair(ir.PipeV, ir.PipeMTE3, 3)...)
			s = append(s, store(Q, 2, lane*h, int64(j)*n))
			if !last {
				s = append(s, setFlag(ir.PipeMTE3, ir.PipeV, 2))
			}
		}
		return s
	}
	N := n * int64(tiles)
	p := &Program{
		Tensors: []TensorDecl{
			{Name: "a", Shape: []int64{m, k}, DType: dt},
			{Name: "b", Shape: []int64{k, N}, DType: dt},
			{Name: "out", Shape: []int64{m, N}, DType: ir.FP32},
		},
		Cores: []CoreProgram{
			{Name: "aic0", Kind: AIC, Instrs: aic},
			{Name: "aiv0", Kind: AIV, Instrs: aiv(0)},
			{Name: "aiv1", Kind: AIV, Instrs: aiv(1)},
		},
		Channels: []Channel{{From: []int{0}, To: []int{1, 2}, Slots: 2, Split: 1}},
	}
	A := tensorOf(dt, m, k, func(r, c int64) float64 { return float64((r*7+c*3)%9 - 4) })
	B := tensorOf(dt, k, N, func(r, c int64) float64 { return float64((r*5+c*11)%9 - 4) })
	want := product(A, B, ir.FP32)
	for i := range want.Data {
		want.Data[i] = 2*want.Data[i] + 1
	}
	return p, []*sim.Tensor{A, B}, want
}
