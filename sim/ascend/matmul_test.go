package ascend

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// cubeKernel is the AIC stream GM -> L1 (NZ) -> L0A / L0B -> TMATMUL ->
// TSTORE for an m x k x n product, with the forward flags PyPTO inserts.
// acc is the accumulator tile (its valid rows must be m).
func cubeKernel(chip Chip, dt ir.DataType, m, k, n int64, acc Tile) []Instr {
	es := int64(dt.Bytes())
	aL1, bL1 := l1Tile(0, dt, m, k), l1Tile(m*k*es, dt, k, n)
	l0a, l0b := leftTile(chip, 0, dt, m, k), rightTile(0, dt, k, n)
	mm := Instr{Op: OpMatmul, Dst: acc, Src: [3]Tile{l0a, l0b}}
	st := store(acc, 2, 0, 0)
	st.Src[0].ValidRows = acc.ValidRows
	return seq(
		load(aL1, 0, 0, 0), load(bL1, 1, 0, 0),
		flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
		move(aL1, l0a), move(bL1, l0b),
		flagPair(ir.PipeMTE1, ir.PipeM, 0),
		mm,
		flagPair(ir.PipeM, ir.PipeFIX, 0),
		st,
	)
}

func product(a, b *sim.Tensor, acc ir.DataType) *sim.Tensor {
	m, k, n := a.Shape[0], a.Shape[1], b.Shape[1]
	c := sim.NewTensor([]int64{m, n}, acc)
	for i := int64(0); i < m; i++ {
		for j := int64(0); j < n; j++ {
			c.Data[i*n+j] = sim.Dot(acc, 0, a.Data[i*k:], 1, b.Data[j:], int(n), int(k))
			c.Defined[i*n+j] = true
		}
	}
	return c
}

// TestMatmulEveryDtype runs the cube path end to end for each input dtype
// on both chips: loads into L1 nZ, moves into the chip's L0A / L0B
// layouts, the product and the fix-pipe store must give exactly the
// product with no diagnostic.
func TestMatmulEveryDtype(t *testing.T) {
	for _, chipName := range []string{"910B", "950"} {
		a := MustArch(chipName)
		for _, dt := range []ir.DataType{ir.FP16, ir.BF16, ir.FP32, ir.INT8} {
			t.Run(fmt.Sprintf("%s/%s", chipName, dt), func(t *testing.T) {
				m, k, n := int64(32), int64(64), int64(64)
				accDT := ir.MatmulAccDType(dt, dt)
				p := &Program{
					Tensors: []TensorDecl{{Name: "a", Shape: []int64{m, k}, DType: dt}, {Name: "b", Shape: []int64{k, n}, DType: dt}, {Name: "c", Shape: []int64{m, n}, DType: accDT}},
					Cores:   []CoreProgram{{Name: "aic0", Kind: AIC, Instrs: cubeKernel(a.Chip, dt, m, k, n, accTile(0, accDT, m, n, m, n, false))}},
				}
				A := tensorOf(dt, m, k, func(r, c int64) float64 { return float64((r*7+c*3)%9 - 4) })
				B := tensorOf(dt, k, n, func(r, c int64) float64 { return float64((r*5+c*11)%9 - 4) })
				res := mustRun(t, a, p, []*sim.Tensor{A, B}, Options{})
				wantDiags(t, res)
				if mm := sim.Compare(product(A, B, accDT), res.Outputs[2]); mm != nil {
					t.Fatalf("product: %v", mm)
				}
			})
		}
	}
}

// pitch2470 is the PyPTO #2470 kernel: a 16-row product into a 64-row
// L0C tile (N = 256, FP32) stored to GM.
func pitch2470(compact bool) (*Program, []*sim.Tensor, *sim.Tensor) {
	m, k, n := int64(16), int64(32), int64(256)
	p := &Program{
		Tensors: []TensorDecl{{Name: "a", Shape: []int64{m, k}, DType: ir.FP16}, {Name: "b", Shape: []int64{k, n}, DType: ir.FP16}, {Name: "c", Shape: []int64{m, n}, DType: ir.FP32}},
		Cores:   []CoreProgram{{Name: "aic0", Kind: AIC, Instrs: cubeKernel(A2A3, ir.FP16, m, k, n, accTile(0, ir.FP32, 64, n, m, n, compact))}},
	}
	// c[i][j] = j + i: every element of a row differs from every other.
	A := tensorOf(ir.FP16, m, k, func(r, c int64) float64 {
		switch c {
		case 0:
			return 1
		case 1:
			return float64(r)
		}
		return 0
	})
	B := tensorOf(ir.FP16, k, n, func(r, c int64) float64 {
		switch r {
		case 0:
			return float64(c)
		case 1:
			return 1
		}
		return 0
	})
	return p, []*sim.Tensor{A, B}, product(A, B, ir.FP32)
}

// TestPitch2470 reproduces PyPTO #2470 at instruction level: mad writes
// the 16 valid rows at pitch ceil16(16) = 16; a store of the non-compact
// 64-row tile reads at pitch 64, so N-fractal j > 0 reads the matmul's
// fractal 4j: fractals 1..3 get columns 64j.. of the product, fractals
// 4..15 read never-written L0C.
func TestPitch2470(t *testing.T) {
	a := MustArch("910B")
	p, in, want := pitch2470(false)
	res := mustRun(t, a, p, in, Options{})
	wantDiags(t, res,
		"pitch-mismatch: aic0#11 TSTORE (FIX) reads aic0 L0C[0x1000, 0x3400) at pitch 64, but aic0#8 TMATMUL (M) wrote it at pitch 16",
		"poison-read: aic0#11 TSTORE (FIX) reads never-written bytes aic0 L0C[0x4000, 0xf400)",
	)
	got := res.Outputs[2]
	wrong := make([]int, 16)
	for i := int64(0); i < 16; i++ {
		for j := int64(0); j < 256; j++ {
			b, k := j/16, i*256+j
			switch {
			case b == 0:
				if !got.Defined[k] || got.Data[k] != want.Data[k] {
					t.Fatalf("fractal 0 element (%d,%d) = %v, want %v", i, j, got.Data[k], want.Data[k])
				}
			case b < 4:
				if w := want.Data[i*256+64*b+j%16]; !got.Defined[k] || got.Data[k] != w {
					t.Fatalf("element (%d,%d) = %v, want the product's (%d,%d) = %v", i, j, got.Data[k], i, 64*b+j%16, w)
				}
			default:
				if got.Defined[k] {
					t.Fatalf("element (%d,%d) is defined (%v); it was read from never-written L0C", i, j, got.Data[k])
				}
			}
			if !got.Defined[k] || got.Data[k] != want.Data[k] {
				wrong[b]++
			}
		}
	}
	for b, n := range wrong {
		if want := map[bool]int{true: 0, false: 16 * 16}[b == 0]; n != want {
			t.Errorf("fractal %d: %d wrong elements, want %d", b, n, want)
		}
	}
	if mm := sim.Compare(want, got); mm == nil || mm.Count != 15*256 || fmt.Sprint(mm.Index) != "[0 16]" {
		t.Errorf("compare: %v", mm)
	}

	// The compact accumulator is read at ceil16(16) = 16: exact, clean.
	p, in, want = pitch2470(true)
	res = mustRun(t, a, p, in, Options{})
	wantDiags(t, res)
	if mm := sim.Compare(want, res.Outputs[2]); mm != nil {
		t.Fatalf("compact: %v", mm)
	}
}

// cubeCase runs an AIC stream whose last instruction stores tile acc to
// tensor 2 and returns the result.
func cubeCase(t *testing.T, chip string, tensors []TensorDecl, in []*sim.Tensor, body ...[]Instr) *Result {
	t.Helper()
	p := &Program{Tensors: tensors, Cores: []CoreProgram{{Name: "aic0", Kind: AIC, Instrs: seq(toAny(body)...)}}}
	return mustRun(t, MustArch(chip), p, in, Options{})
}

func toAny(b [][]Instr) []any {
	out := make([]any, len(b))
	for i := range b {
		out[i] = b[i]
	}
	return out
}

// TestMatmulAccExtractBias: C = A[:, :32]·B[:32] (TMATMUL) + A[:, 32:]·B[32:]
// (TMATMUL_ACC), the K halves taken with TEXTRACT from L1; then
// D = A·B + bias (TMATMUL_BIAS, bias L1 -> BT).
func TestMatmulAccExtractBias(t *testing.T) {
	for _, chip := range []string{"910B", "950"} {
		c := MustArch(chip).Chip
		dt := ir.FP16
		m, k, n := int64(16), int64(64), int64(32)
		aL1, bL1 := l1Tile(0, dt, m, k), l1Tile(0x1000, dt, k, n)
		biasL1 := Tile{Space: ir.Mat, Addr: 0x3000, DType: ir.FP32, Rows: 1, Cols: n, ValidRows: 1, ValidCols: n, BLayout: ir.RowMajor, SLayout: ir.NoneBox}
		bt := biasL1
		bt.Space, bt.Addr = ir.Bias, 0
		l0a := [2]Tile{leftTile(c, 0, dt, m, 32), leftTile(c, 0x400, dt, m, 32)}
		l0b := [2]Tile{rightTile(0, dt, 32, n), rightTile(0x800, dt, 32, n)}
		full := [2]Tile{leftTile(c, 0x800, dt, m, k), rightTile(0x1000, dt, k, n)}
		acc, acc2 := accTile(0, ir.FP32, m, n, m, n, false), accTile(0x1000, ir.FP32, m, n, m, n, false)
		ext := func(src, dst Tile, r, col int64) Instr {
			return Instr{Op: OpExtract, Src: [3]Tile{src}, Dst: dst, Row: r, Col: col}
		}
		res := cubeCase(t, chip,
			[]TensorDecl{{Name: "a", Shape: []int64{m, k}, DType: dt}, {Name: "b", Shape: []int64{k, n}, DType: dt}, {Name: "c", Shape: []int64{m, n}, DType: ir.FP32},
				{Name: "bias", Shape: []int64{1, n}, DType: ir.FP32}, {Name: "d", Shape: []int64{m, n}, DType: ir.FP32}},
			[]*sim.Tensor{
				tensorOf(dt, m, k, func(r, c int64) float64 { return float64((r+2*c)%7 - 3) }),
				tensorOf(dt, k, n, func(r, c int64) float64 { return float64((3*r+c)%5 - 2) }),
				nil,
				tensorOf(ir.FP32, 1, n, func(r, c int64) float64 { return float64(c) }),
			},
			[]Instr{load(aL1, 0, 0, 0), load(bL1, 1, 0, 0), load(biasL1, 3, 0, 0)},
			flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
			[]Instr{ext(aL1, l0a[0], 0, 0), ext(aL1, l0a[1], 0, 32), ext(bL1, l0b[0], 0, 0), ext(bL1, l0b[1], 32, 0),
				move(aL1, full[0]), move(bL1, full[1]), move(biasL1, bt)},
			flagPair(ir.PipeMTE1, ir.PipeM, 0),
			[]Instr{{Op: OpMatmul, Dst: acc, Src: [3]Tile{l0a[0], l0b[0]}}, {Op: OpMatmulAcc, Dst: acc, Src: [3]Tile{l0a[1], l0b[1]}},
				{Op: OpMatmulBias, Dst: acc2, Src: [3]Tile{full[0], full[1], bt}}},
			flagPair(ir.PipeM, ir.PipeFIX, 0),
			[]Instr{store(acc, 2, 0, 0), store(acc2, 4, 0, 0)},
		)
		wantDiags(t, res)
		A, B := res.Outputs[0], res.Outputs[1]
		want := product(A, B, ir.FP32)
		if mm := sim.Compare(want, res.Outputs[2]); mm != nil {
			t.Fatalf("%s: matmul + matmul_acc: %v", chip, mm)
		}
		for i := range want.Data {
			want.Data[i] += float64(int64(i) % n)
		}
		if mm := sim.Compare(want, res.Outputs[4]); mm != nil {
			t.Fatalf("%s: matmul_bias: %v", chip, mm)
		}
	}
}

// TestMatmulM1Quirk: on a2a3 a non-GEMV TMATMUL with one valid lhs row is
// issued with m = 16 (pto-isa "avoid gemv mode"): L0C rows 1..15 are
// written from whatever L0A holds there (garbage, not poison). On a5 the
// cube writes one row, so rows 1..15 stay never-written. TGEMV writes one
// row on both.
func TestMatmulM1Quirk(t *testing.T) {
	dt := ir.FP16
	for _, tc := range []struct {
		chip string
		op   Op
		want []string
	}{
		{"910B", OpMatmul, nil},
		{"950", OpMatmul, []string{"poison-read: aic0#11 TSTORE (FIX) reads never-written bytes aic0 L0C[0x40, 0x400)"}},
		{"910B", OpGemv, []string{"poison-read: aic0#11 TSTORE (FIX) reads never-written bytes aic0 L0C[0x40, 0x400)"}},
	} {
		c := MustArch(tc.chip).Chip
		lhsRows := int64(16)
		if tc.op == OpGemv {
			lhsRows = 1
		}
		aL1, bL1 := l1Tile(0, dt, lhsRows, 32), l1Tile(0x1000, dt, 32, 16)
		if lhsRows == 1 {
			aL1.BLayout, aL1.SLayout = ir.RowMajor, ir.NoneBox
		}
		aL1.ValidRows = 1
		l0a := leftTile(c, 0, dt, lhsRows, 32)
		l0a.ValidRows = 1
		acc := accTile(0, ir.FP32, 16, 16, 1, 16, false)
		all := accTile(0, ir.FP32, 16, 16, 16, 16, false)
		res := cubeCase(t, tc.chip,
			[]TensorDecl{{Name: "a", Shape: []int64{1, 32}, DType: dt}, {Name: "b", Shape: []int64{32, 16}, DType: dt}, {Name: "c", Shape: []int64{16, 16}, DType: ir.FP32}},
			[]*sim.Tensor{tensorOf(dt, 1, 32, func(r, c int64) float64 { return 1 }), tensorOf(dt, 32, 16, func(r, c int64) float64 { return float64(c) })},
			[]Instr{load(aL1, 0, 0, 0), load(bL1, 1, 0, 0)}, flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
			[]Instr{move(aL1, l0a), move(bL1, rightTile(0, dt, 32, 16))}, flagPair(ir.PipeMTE1, ir.PipeM, 0),
			[]Instr{{Op: tc.op, Dst: acc, Src: [3]Tile{l0a, rightTile(0, dt, 32, 16)}}}, flagPair(ir.PipeM, ir.PipeFIX, 0),
			[]Instr{store(all, 2, 0, 0)},
		)
		wantDiags(t, res, tc.want...)
		out := res.Outputs[2]
		for j := 0; j < 16; j++ {
			if !out.Defined[j] || out.Data[j] != float64(32*j) {
				t.Fatalf("%s %s: row 0 col %d = %v (defined %v)", tc.chip, tc.op, j, out.Data[j], out.Defined[j])
			}
		}
		for k := 16; k < 256; k++ {
			if out.Defined[k] {
				t.Fatalf("%s %s: element %d of rows 1..15 is defined", tc.chip, tc.op, k)
			}
		}
	}
}

// TestMatmulAccM1QuirkRowsAnyPitch: on a2a3 a TMATMUL_ACC with one valid
// lhs row accumulates into 16 L0C rows (the m=1 quirk above); rows 1..15 of
// its accumulator, last written by another tile at another pitch, feed
// only rows outside the valid shape, so reading them is no pitch mismatch
// (nor a poison read). Row 0, written by the TGEMV at the same pitch, sums
// both products.
func TestMatmulAccM1QuirkRowsAnyPitch(t *testing.T) {
	dt := ir.FP16
	big, bL1 := l1Tile(0, dt, 64, 32), l1Tile(0x1000, dt, 32, 32)
	rowL1 := l1Tile(0x2000, dt, 1, 32)
	rowL1.BLayout, rowL1.SLayout = ir.RowMajor, ir.NoneBox
	oneL1 := l1Tile(0x2400, dt, 16, 32)
	oneL1.ValidRows = 1
	l0aBig, l0aRow, l0aOne := leftTile(A2A3, 0, dt, 64, 32), leftTile(A2A3, 0x1000, dt, 1, 32), leftTile(A2A3, 0x2000, dt, 16, 32)
	l0aOne.ValidRows = 1
	l0b := rightTile(0, dt, 32, 32)
	acc := accTile(0, ir.FP32, 16, 32, 1, 32, true)
	barM := Instr{Op: OpBarrier, Pipe: ir.PipeM}
	res := cubeCase(t, "910B",
		[]TensorDecl{{Name: "a", Shape: []int64{64, 32}, DType: dt}, {Name: "b", Shape: []int64{32, 32}, DType: dt}, {Name: "c", Shape: []int64{1, 32}, DType: ir.FP32}},
		[]*sim.Tensor{tensorOf(dt, 64, 32, func(r, c int64) float64 { return 1 }), tensorOf(dt, 32, 32, func(r, c int64) float64 { return float64(c) })},
		[]Instr{load(big, 0, 0, 0), load(bL1, 1, 0, 0), load(rowL1, 0, 0, 0), load(oneL1, 0, 0, 0)}, flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
		[]Instr{move(big, l0aBig), move(bL1, l0b), move(rowL1, l0aRow), move(oneL1, l0aOne)}, flagPair(ir.PipeMTE1, ir.PipeM, 0),
		[]Instr{{Op: OpMatmul, Dst: accTile(0, ir.FP32, 64, 32, 64, 32, false), Src: [3]Tile{l0aBig, l0b}}, barM,
			{Op: OpGemv, Dst: acc, Src: [3]Tile{l0aRow, l0b}}, barM,
			{Op: OpMatmulAcc, Dst: acc, Src: [3]Tile{l0aOne, l0b}}}, flagPair(ir.PipeM, ir.PipeFIX, 0),
		[]Instr{store(acc, 2, 0, 0)},
	)
	wantDiags(t, res)
	out := res.Outputs[2]
	for j := 0; j < 32; j++ {
		if !out.Defined[j] || out.Data[j] != float64(64*j) {
			t.Fatalf("col %d = %v (defined %v), want %d", j, out.Data[j], out.Defined[j], 64*j)
		}
	}
}

// TestMatmulAccColumnsPastAccValidAnyPitch: a TMATMUL_ACC computes the
// rhs's valid N columns whatever its accumulator's valid columns (PyPTO
// lets an rhs valid N beyond the acc's through when the relation is
// symbolic, matmul.cpp:177-188). Here the accumulator, valid [2, 2] and
// compact (pitch 16), was written by a TMATMUL of N = 2; the TMATMUL_ACC of
// N = 64 then reads its L0C columns 16..63, last written by an earlier
// full-box product at pitch 64. Those columns feed only elements outside
// the result's valid shape (the accumulator's), so reading them is no pitch
// mismatch, and the valid [2, 2] sums both products. With the accumulator
// valid in 32 columns, columns 16..31 are valid and the same read is
// reported (campaign signature 96f7bf3e4ca4, on PyPTO's .pto and the
// model's alike).
func TestMatmulAccColumnsPastAccValidAnyPitch(t *testing.T) {
	dt := ir.FP16
	for _, tc := range []struct {
		validCols int64
		want      []string
	}{
		{2, nil},
		{32, []string{"pitch-mismatch: aic0#14 TMATMUL_ACC (M) reads aic0 L0C[0x400, 0x480) at pitch 16, but aic0#10 TMATMUL (M) wrote it at pitch 64"}},
	} {
		t.Run(fmt.Sprintf("acc valid cols %d", tc.validCols), func(t *testing.T) {
			aL1, bL1 := l1Tile(0, dt, 64, 16), l1Tile(0x800, dt, 16, 64)
			twoL1 := l1Tile(0x1000, dt, 16, 16)
			twoL1.ValidRows = 2
			l0a, l0b := leftTile(A5, 0, dt, 64, 16), rightTile(0, dt, 16, 64)
			l0aTwo := leftTile(A5, 0x800, dt, 16, 16)
			l0aTwo.ValidRows = 2
			l0bTwo := l0b
			l0bTwo.ValidCols = 2
			acc := accTile(0, ir.FP32, 64, 64, 2, tc.validCols, true)
			barM := Instr{Op: OpBarrier, Pipe: ir.PipeM}
			res := cubeCase(t, "950",
				[]TensorDecl{{Name: "a", Shape: []int64{64, 16}, DType: dt}, {Name: "b", Shape: []int64{16, 64}, DType: dt}, {Name: "c", Shape: []int64{2, tc.validCols}, DType: ir.FP32}},
				[]*sim.Tensor{tensorOf(dt, 64, 16, func(r, c int64) float64 { return 1 }), tensorOf(dt, 16, 64, func(r, c int64) float64 { return float64(c + 1) })},
				[]Instr{load(aL1, 0, 0, 0), load(bL1, 1, 0, 0), load(twoL1, 0, 0, 0)}, flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
				[]Instr{move(aL1, l0a), move(bL1, l0b), move(twoL1, l0aTwo)}, flagPair(ir.PipeMTE1, ir.PipeM, 0),
				[]Instr{{Op: OpMatmul, Dst: accTile(0, ir.FP32, 64, 64, 64, 64, false), Src: [3]Tile{l0a, l0b}}, barM,
					{Op: OpMatmul, Dst: acc, Src: [3]Tile{l0aTwo, l0bTwo}}, barM,
					{Op: OpMatmulAcc, Dst: acc, Src: [3]Tile{l0aTwo, l0b}}}, flagPair(ir.PipeM, ir.PipeFIX, 0),
				[]Instr{store(acc, 2, 0, 0)},
			)
			wantDiags(t, res, tc.want...)
			out := res.Outputs[2]
			for i := int64(0); i < 2; i++ {
				for j := int64(0); j < 2; j++ {
					if v := out.Data[i*tc.validCols+j]; !out.Defined[i*tc.validCols+j] || v != float64(32*(j+1)) {
						t.Fatalf("(%d, %d) = %v (defined %v), want %d", i, j, v, out.Defined[i*tc.validCols+j], 32*(j+1))
					}
				}
			}
		})
	}
}

// TestAccToMatPitch: a2a3 TMOV Acc->Mat reads at the physical rows even for
// a compact accumulator (tmov_common.hpp), so moving a compact narrowed
// accumulator disagrees with the pitch mad wrote it at.
func TestAccToMatPitch(t *testing.T) {
	dt := ir.FP16
	acc := accTile(0, ir.FP32, 64, 128, 16, 128, true)
	dst := l1Tile(0x2000, ir.FP32, 64, 128)
	dst.ValidRows = 16
	l0a, l0b := leftTile(A2A3, 0, dt, 16, 32), rightTile(0, dt, 32, 128)
	res := cubeCase(t, "910B",
		[]TensorDecl{{Name: "a", Shape: []int64{16, 32}, DType: dt}, {Name: "b", Shape: []int64{32, 128}, DType: dt}},
		[]*sim.Tensor{tensorOf(dt, 16, 32, func(r, c int64) float64 { return 1 }), tensorOf(dt, 32, 128, func(r, c int64) float64 { return 1 })},
		[]Instr{load(l1Tile(0, dt, 16, 32), 0, 0, 0), load(l1Tile(0x1000, dt, 32, 128), 1, 0, 0)}, flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
		[]Instr{move(l1Tile(0, dt, 16, 32), l0a), move(l1Tile(0x1000, dt, 32, 128), l0b)}, flagPair(ir.PipeMTE1, ir.PipeM, 0),
		[]Instr{{Op: OpMatmul, Dst: acc, Src: [3]Tile{l0a, l0b}}}, flagPair(ir.PipeM, ir.PipeFIX, 0),
		[]Instr{move(acc, dst)},
	)
	wantDiags(t, res,
		"pitch-mismatch: aic0#11 TMOV (FIX) reads aic0 L0C[0x1000, 0x1400) at pitch 64, but aic0#8 TMATMUL (M) wrote it at pitch 16",
		"poison-read: aic0#11 TMOV (FIX) reads never-written bytes aic0 L0C[0x2000, 0x7400)",
	)
}

// TestMatmulKFromLhs: mad takes k from the lhs's valid columns alone
// (pto-isa TMatmul.hpp); an rhs that declares fewer valid rows is still
// read for k rows, with a warning, and the product covers all k. An rhs
// with fewer physical rows than k cannot be read: out of bounds.
func TestMatmulKFromLhs(t *testing.T) {
	dt := ir.FP16
	m, k, n := int64(16), int64(32), int64(16)
	for _, tc := range []struct {
		name     string
		rhs      Tile
		want     []string
		computed bool
	}{
		{"rhs valid K 16", func() Tile { r := rightTile(0, dt, k, n); r.ValidRows = 16; return r }(), []string{
			"illegal: aic0#8 TMATMUL: lhs valid K 32 exceeds rhs valid K 16: the cube reads rhs rows outside its valid region",
		}, true},
		{"rhs of 16 rows", rightTile(0, dt, 16, n), []string{
			"out-of-bounds: aic0#8 TMATMUL: lhs valid K 32 exceeds the 16 rows of the rhs",
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			aL1, bL1 := l1Tile(0, dt, m, k), l1Tile(0x1000, dt, k, n)
			l0a, l0b := leftTile(A2A3, 0, dt, m, k), rightTile(0, dt, k, n)
			acc := accTile(0, ir.FP32, m, n, m, n, false)
			A := tensorOf(dt, m, k, func(r, c int64) float64 { return float64((r+c)%5 - 2) })
			B := tensorOf(dt, k, n, func(r, c int64) float64 { return float64((2*r+c)%7 - 3) })
			res := cubeCase(t, "910B",
				[]TensorDecl{{Name: "a", Shape: []int64{m, k}, DType: dt}, {Name: "b", Shape: []int64{k, n}, DType: dt}, {Name: "c", Shape: []int64{m, n}, DType: ir.FP32}},
				[]*sim.Tensor{A, B},
				[]Instr{load(aL1, 0, 0, 0), load(bL1, 1, 0, 0)}, flagPair(ir.PipeMTE2, ir.PipeMTE1, 0),
				[]Instr{move(aL1, l0a), move(bL1, l0b)}, flagPair(ir.PipeMTE1, ir.PipeM, 0),
				[]Instr{{Op: OpMatmul, Dst: acc, Src: [3]Tile{l0a, tc.rhs}}}, flagPair(ir.PipeM, ir.PipeFIX, 0),
				[]Instr{store(acc, 2, 0, 0)},
			)
			if !tc.computed {
				// The broken product leaves L0C unwritten.
				tc.want = append(tc.want, "poison-read: aic0#11 TSTORE (FIX) reads never-written bytes aic0 L0C[0x0, 0x400)")
			}
			wantDiags(t, res, tc.want...)
			mm := sim.Compare(product(A, B, ir.FP32), res.Outputs[2])
			if tc.computed && mm != nil {
				t.Fatalf("product over k = 32: %v", mm)
			}
			if !tc.computed && (mm == nil || mm.GotDefined) {
				t.Fatalf("an out-of-bounds product must leave the output undefined: %v", mm)
			}
		})
	}
}
