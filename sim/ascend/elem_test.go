package ascend

import (
	"encoding/hex"
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

func TestElemCodec(t *testing.T) {
	for _, tc := range []struct {
		dt   ir.DataType
		v    float64
		want string // little-endian bytes
	}{
		{ir.FP16, 1, "003c"},
		{ir.FP16, -2, "00c0"},
		{ir.FP16, 65504, "ff7b"},
		{ir.FP16, math.Ldexp(1, -24), "0100"},
		{ir.FP16, math.Ldexp(1, -14), "0004"},
		{ir.FP16, math.Inf(-1), "00fc"},
		{ir.FP16, 1.0 / 3, "5535"}, // 0x3555
		{ir.BF16, 1, "803f"},
		{ir.BF16, -3, "40c0"},
		{ir.FP32, 0.5, "0000003f"},
		{ir.INT8, -1, "ff"},
		{ir.INT8, 130, "82"}, // wraps to -126
		{ir.UINT8, 255, "ff"},
		{ir.INT16, -2, "feff"},
		{ir.INT32, -3, "fdffffff"},
		{ir.INT64, 5, "0500000000000000"},
		{ir.BOOL, 2, "01"},
	} {
		b := make([]byte, tc.dt.Bytes())
		encodeElem(tc.dt, b, tc.v)
		if got := hex.EncodeToString(b); got != tc.want {
			t.Errorf("encode %s %v = %s, want %s", tc.dt, tc.v, got, tc.want)
		}
	}
	// Every value rounds through the codec to exactly what sim.Round gives.
	for _, dt := range []ir.DataType{ir.FP16, ir.BF16, ir.FP32, ir.INT8, ir.INT16, ir.INT32, ir.UINT8} {
		for _, v := range []float64{0, 1, -1, 3.25, -7.5, 100, 1.0 / 3, 1e-6, 70000} {
			b := make([]byte, dt.Bytes())
			encodeElem(dt, b, v)
			want := sim.Round(dt, v)
			if got := decodeElem(dt, b); got != want && !(math.IsNaN(got) && math.IsNaN(want)) {
				t.Errorf("%s %v: decoded %v, want %v", dt, v, got, want)
			}
		}
	}
	if !math.IsNaN(sim.F16Value(0x7e00)) || sim.F16Bits(math.NaN()) != 0x7e00 || sim.F16Bits(math.Copysign(0, -1)) != 0x8000 {
		t.Errorf("fp16 NaN / -0")
	}
}

// TestBF16Exact checks the exactness test against the rounding path it
// short-cuts: where it encodes, the value is a bfloat16 and the encoding is
// what rounding to BF16 and taking the float32's top half gives; it
// encodes every bfloat16 but NaN.
func TestBF16Exact(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1.5, 0x1p-126, 0x1p-127, 0x1p-133, 0x1p-134, 0x1p127, 0x1.fep127, 0x1p128, 1.0 / 3,
		3.140625, math.Inf(1), math.Inf(-1), math.NaN(), 1e-40, 65504}
	for i := 0; i < 4000; i++ {
		vals = append(vals, math.Float64frombits(uint64(i)*0x9E3779B97F4A7C15), float64(math.Float32frombits(uint32(i)*0x9E3779B9&0xffff0000)))
	}
	for h := 0; h < 1<<16; h++ {
		x := float64(math.Float32frombits(uint32(h) << 16))
		vals = append(vals, x, math.Nextafter(x, math.Inf(1)), math.Nextafter(x, math.Inf(-1)))
	}
	for _, v := range vals {
		f := float32(v)
		exact := float64(f) == v && math.Float32bits(f)&0xffff == 0
		h, ok := bf16Exact(v)
		if ok != exact {
			t.Errorf("bf16Exact(%g) ok = %v, want %v", v, ok, exact)
		}
		if want := uint16(math.Float32bits(float32(sim.Round(ir.BF16, v))) >> 16); ok && h != want {
			t.Errorf("bf16Exact(%g) = %#04x, the rounding path gives %#04x", v, h, want)
		}
	}
}
