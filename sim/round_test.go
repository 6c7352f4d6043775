package sim

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// roundBitsOld and wrapIntOld are the float arithmetic roundBits and
// wrapInt replaced (Frexp / Ldexp / RoundToEven, math.Mod): the
// definition the bit-level versions must match bit for bit.
func roundBitsOld(v float64, mant int, bias int) float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) || v == 0 {
		return v
	}
	sign := 1.0
	if v < 0 {
		sign, v = -1, -v
	}
	maxVal := math.Ldexp(2-math.Ldexp(1, -mant), bias)
	_, e := math.Frexp(v)
	exp := max(e-1, 1-bias)
	quantum := math.Ldexp(1, exp-mant)
	r := math.RoundToEven(v/quantum) * quantum
	if r > maxVal {
		return sign * math.Inf(1)
	}
	return sign * r
}

func wrapIntOld(dt ir.DataType, v float64) float64 {
	bits := dt.Bits()
	if bits >= 64 {
		return v
	}
	mod := math.Ldexp(1, bits)
	w := math.Mod(v, mod)
	if w < 0 {
		w += mod
	}
	if dt.IsSigned() && w >= mod/2 {
		w -= mod
	}
	return w
}

// roundInputs are values around every FP16 and BF16 bit pattern (the
// pattern, its neighbours one float64 ulp away, the midpoints to the next
// pattern and their neighbours), float64 edge values, and random bit
// patterns and magnitudes.
func roundInputs() []float64 {
	var vs []float64
	near := func(x float64) {
		vs = append(vs, x, math.Nextafter(x, math.Inf(1)), math.Nextafter(x, math.Inf(-1)))
	}
	for h := 0; h < 1<<16; h++ {
		for _, x := range []float64{f16Ref(uint16(h)), float64(math.Float32frombits(uint32(h) << 16))} {
			near(x)
			if h&0x7fff != 0x7fff {
				y := f16Ref(uint16(h + 1))
				if x == float64(math.Float32frombits(uint32(h)<<16)) {
					y = float64(math.Float32frombits(uint32(h+1) << 16))
				}
				if !math.IsNaN(y) && !math.IsInf(y, 0) && !math.IsNaN(x) && !math.IsInf(x, 0) {
					near(x/2 + y/2)
				}
			}
		}
	}
	for _, x := range []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, -math.MaxFloat64,
		math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1022, 0x1p-1023, 65504, 65520, 65519.99, 0x1p-24, 0x1p-25,
		0x1.8p-25, 0x1p-133, 0x1p-134, 0x1.8p-134, 0x1p127, 0x1.fep127, 0x1.ffp127, 0x1.fefffp127, 1 << 62, -(1 << 62), 0x1p63, -0x1p63,
		0x1p64, -0x1p64, 255.5, -128.5, 2147483647, -2147483648, 4294967296, 1e300, -1e300} {
		near(x)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1 << 18 {
		vs = append(vs, math.Float64frombits(r.Uint64()), r.NormFloat64()*math.Ldexp(1, r.IntN(80)-40))
	}
	return vs
}

// f16Ref decodes binary16 bits (a definition independent of the code
// under test).
func f16Ref(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e, m := int(h>>10&0x1f), float64(h&0x3ff)
	switch e {
	case 0:
		return sign * math.Ldexp(m, -24)
	case 0x1f:
		if m != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	}
	return sign * math.Ldexp(1024+m, e-25)
}

func sameBits(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || math.IsNaN(a) && math.IsNaN(b)
}

func TestRoundBitsMatchesArithmetic(t *testing.T) {
	bad := 0
	for _, v := range roundInputs() {
		for _, f := range []struct{ mant, bias int }{{10, 15}, {7, 127}} {
			if got, want := roundBits(v, f.mant, f.bias), roundBitsOld(v, f.mant, f.bias); !sameBits(got, want) {
				if bad++; bad <= 10 {
					t.Errorf("roundBits(%x, %d, %d) = %x, want %x", v, f.mant, f.bias, got, want)
				}
			}
		}
	}
}

// TestRoundBitsFixedPoints: every finite FP16 / BF16 value rounds to
// itself.
func TestRoundBitsFixedPoints(t *testing.T) {
	for h := 0; h < 1<<16; h++ {
		if x := f16Ref(uint16(h)); !math.IsNaN(x) && !sameBits(Round(ir.FP16, x), x) {
			t.Fatalf("FP16 %#04x = %x rounds to %x", h, x, Round(ir.FP16, x))
		}
		if x := float64(math.Float32frombits(uint32(h) << 16)); !math.IsNaN(x) && !sameBits(Round(ir.BF16, x), x) {
			t.Fatalf("BF16 %#04x = %x rounds to %x", h, x, Round(ir.BF16, x))
		}
	}
}

func TestWrapIntMatchesMod(t *testing.T) {
	ints := []ir.DataType{ir.INT8, ir.INT16, ir.INT32, ir.INT64, ir.INDEX, ir.UINT8, ir.UINT16, ir.UINT32, ir.UINT64}
	bad := 0
	for _, v := range roundInputs() {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		v = math.Trunc(v)
		for _, dt := range ints {
			if got, want := wrapInt(dt, v), wrapIntOld(dt, v); !sameBits(got, want) {
				if bad++; bad <= 10 {
					t.Errorf("wrapInt(%s, %v) = %v, want %v", dt, v, got, want)
				}
			}
		}
	}
}

func BenchmarkRound(b *testing.B) {
	vs := roundInputs()[:1<<16]
	for _, dt := range []ir.DataType{ir.FP16, ir.BF16, ir.INT8, ir.INT32} {
		b.Run(dt.String(), func(b *testing.B) {
			s := 0.0
			for b.Loop() {
				for _, v := range vs {
					s += Round(dt, v)
				}
			}
			_ = s
		})
	}
}

// TestRoundAll checks RoundAll against Round element by element on
// values of every kind: exact, inexact, subnormal, huge, signed zeros,
// infinities and NaN.
func TestRoundAll(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 1.0 / 3, 65504, 65520, 1e6, -1e40, 3e38, 0x1p-14, 0x1p-24, 0x1p-25, 0x1p-133, 0x1p-140,
		0x1p-149, 1e-300, math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, 1.00048828125, 1.0009765625, 257, 258.5, -7.75,
		127, 128, -128, -129, 255, 256, 32767, 32768, -32768, -32769, 65535, 65536, 2147483647, 2147483648, -2147483648, -2147483649, 4294967295, 4294967296, 0x1p62, -0x1p63, 0x1p64}
	for i := 0; i < 2000; i++ {
		vals = append(vals, math.Float64frombits(uint64(i)*0x9E3779B97F4A7C15), float64(i)*0.37-300, math.Ldexp(float64(i%97)+0.5, i%80-40))
	}
	for _, dt := range []ir.DataType{ir.FP32, ir.FP16, ir.BF16, ir.INT4, ir.UINT4, ir.INT8, ir.UINT8, ir.INT16, ir.UINT16, ir.INT32, ir.UINT32, ir.INT64, ir.UINT64, ir.INDEX, ir.BOOL} {
		got := append([]float64(nil), vals...)
		RoundAll(dt, got)
		for i, v := range vals {
			if w := Round(dt, v); math.Float64bits(w) != math.Float64bits(got[i]) {
				t.Errorf("RoundAll(%s, %g) = %g, Round gives %g", dt, v, got[i], w)
			}
		}
	}
}
