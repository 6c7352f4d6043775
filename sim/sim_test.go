package sim

import (
	"fmt"
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func TestRound(t *testing.T) {
	for _, tc := range []struct {
		dt   ir.DataType
		in   float64
		want float64
	}{
		{ir.FP16, 1.0 + 1.0/2048, 1.0},            // tie to even
		{ir.FP16, 1.0 + 3.0/2048, 1.0 + 2.0/1024}, // tie to even, up
		{ir.FP16, 2049, 2048},
		{ir.FP16, 65504, 65504},
		{ir.FP16, 70000, math.Inf(1)},
		{ir.FP16, math.Ldexp(1, -24), math.Ldexp(1, -24)}, // smallest subnormal
		{ir.BF16, 257, 256},
		{ir.BF16, 1.0 / 3, 0.333984375},
		{ir.FP32, 1.0 / 3, float64(float32(1.0 / 3))},
		{ir.INT8, 130, -126},
		{ir.INT8, -129.7, 127},
		{ir.UINT8, -1, 255},
		{ir.INT32, 2147483648, -2147483648},
		{ir.INT8, math.Inf(1), 0}, // tile.recip of 0: never NaN in an integer tile
		{ir.INT32, math.Inf(-1), 0},
		{ir.INT16, math.NaN(), 0},
		{ir.BOOL, 3, 1},
	} {
		if got := Round(tc.dt, tc.in); got != tc.want {
			t.Errorf("Round(%s, %v) = %v, want %v", tc.dt, tc.in, got, tc.want)
		}
	}
}

func TestCastModes(t *testing.T) {
	for _, tc := range []struct {
		v    float64
		mode ir.CastMode
		want float64
	}{
		{2.5, ir.CastRint, 2}, {2.5, ir.CastRound, 3}, {-2.5, ir.CastFloor, -3}, {-2.5, ir.CastCeil, -2}, {-2.5, ir.CastTrunc, -2},
	} {
		if got := Cast(tc.v, ir.INT32, tc.mode); got != tc.want {
			t.Errorf("Cast(%v, %v) = %v, want %v", tc.v, tc.mode, got, tc.want)
		}
	}
	if got := Cast(1.0/3, ir.BF16, ir.CastRint); got != 0.333984375 {
		t.Errorf("cast to BF16 = %v", got)
	}
	// A float target rounds in a floor / ceil / trunc mode's direction:
	// LegalizeTileCast's BF16 -> FP16(ceil) -> INT8(ceil) of a BF16 value
	// below FP16's subnormals gives 1, as the direct ceil does.
	f32 := float64(float32(0.1))
	for _, tc := range []struct {
		v    float64
		to   ir.DataType
		mode ir.CastMode
		want float64
	}{
		{0x1p-30, ir.FP16, ir.CastCeil, 0x1p-24}, {0x1p-30, ir.FP16, ir.CastFloor, 0}, {0x1p-30, ir.FP16, ir.CastRint, 0},
		{-0x1p-30, ir.FP16, ir.CastFloor, -0x1p-24}, {-0x1p-30, ir.FP16, ir.CastTrunc, 0},
		{1.0 / 3, ir.BF16, ir.CastCeil, 0.333984375}, {1.0 / 3, ir.BF16, ir.CastFloor, 0.33203125}, {-1.0 / 3, ir.BF16, ir.CastTrunc, -0.33203125},
		{70000, ir.FP16, ir.CastCeil, math.Inf(1)}, {70000, ir.FP16, ir.CastFloor, 65504}, {-70000, ir.FP16, ir.CastCeil, -65504}, {-70000, ir.FP16, ir.CastFloor, math.Inf(-1)},
		{0.1, ir.FP32, ir.CastCeil, f32}, {0.1, ir.FP32, ir.CastFloor, float64(math.Nextafter32(float32(0.1), 0))},
		{3, ir.FP16, ir.CastCeil, 3},
	} {
		if got := Cast(tc.v, tc.to, tc.mode); got != tc.want {
			t.Errorf("Cast(%v, %s, %v) = %v, want %v", tc.v, tc.to, tc.mode, got, tc.want)
		}
	}
	if got := Cast(Cast(0x1p-30, ir.FP16, ir.CastCeil), ir.INT8, ir.CastCeil); got != 1 {
		t.Errorf("BF16 -> FP16(ceil) -> INT8(ceil) of 2^-30 = %v, want 1", got)
	}
}

func TestInputsDeterministicAndCompare(t *testing.T) {
	p, err := ir.Parse("t.py", `import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[4, 8], pl.BF16], n: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        return o
`)
	if err != nil {
		t.Fatal(err)
	}
	f := p.Funcs[0]
	a, sa := Inputs(f, 7)
	b, sb := Inputs(f, 7)
	c, _ := Inputs(f, 8)
	x, o := f.Params[0], f.Params[2]
	if Compare(a[x], b[x]) != nil || sa[f.Params[1]] != sb[f.Params[1]] {
		t.Fatalf("same seed, different inputs")
	}
	if Compare(a[x], c[x]) == nil {
		t.Fatalf("different seeds, same inputs")
	}
	for k, v := range a[x].Data {
		if v < -4 || v > 4 || v != math.Trunc(v) || !a[x].IsDefined(k) {
			t.Fatalf("input element %d = %v", k, v)
		}
	}
	if got := fmt.Sprint(a[x].Data[:12], sa[f.Params[1]]); got != "[0 -4 0 -2 3 2 -2 -1 2 -1 1 -3] 3" {
		t.Errorf("seed 7: first inputs and scalar %s", got)
	}
	for k := range a[o].Data {
		if a[o].IsDefined(k) {
			t.Fatalf("Out parameter element %d defined", k)
		}
	}
	// Compare: undefined reference elements are ignored; an undefined
	// result element where the reference has data is a mismatch.
	want, got := NewTensor([]int64{2, 2}, ir.FP32), NewTensor([]int64{2, 2}, ir.FP32)
	want.Data[1], want.Defined[1] = 5, true
	got.Data[0], got.Defined[0] = 9, true
	m := Compare(want, got)
	if m == nil || m.String() != "element [0 1]: want 5, got undefined (1 elements differ)" {
		t.Fatalf("mismatch = %v", m)
	}
	got.Data[1], got.Defined[1] = 5, true
	if m := Compare(want, got); m != nil {
		t.Fatalf("agreeing tensors: %v", m)
	}
}
