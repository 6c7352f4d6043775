package sim

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// Element bits: the two's-complement or IEEE encoding of a value of a
// dtype (binary16 / bfloat16 / binary32 for FP16 / BF16 / FP32), what a
// byte-preserving reinterpretation (tile.reinterpret_view, a gather with
// another output dtype) reads. The simulator stores elements in these
// encodings (little-endian).

// Bits is the encoding of v, a value of dt (already rounded to it), in the
// low dt.Bits() bits.
func Bits(dt ir.DataType, v float64) uint64 {
	switch dt {
	case ir.FP32:
		return uint64(math.Float32bits(float32(v)))
	case ir.FP16:
		return uint64(F16Bits(v))
	case ir.BF16:
		return uint64(math.Float32bits(float32(v)) >> 16)
	case ir.BOOL:
		if v != 0 {
			return 1
		}
		return 0
	case ir.UINT64:
		return uint64(v)
	}
	n := dt.Bits()
	if n <= 0 || n > 64 {
		return 0
	}
	u := uint64(int64(v))
	if n < 64 {
		u &= 1<<uint(n) - 1
	}
	return u
}

// FromBits is the value of dt whose encoding is the low dt.Bits() bits of b.
func FromBits(dt ir.DataType, b uint64) float64 {
	switch dt {
	case ir.FP32:
		return float64(math.Float32frombits(uint32(b)))
	case ir.FP16:
		return F16Value(uint16(b))
	case ir.BF16:
		return float64(math.Float32frombits(uint32(uint16(b)) << 16))
	case ir.BOOL:
		if b&1 != 0 {
			return 1
		}
		return 0
	case ir.INT8:
		return float64(int8(b))
	case ir.INT16:
		return float64(int16(b))
	case ir.INT32:
		return float64(int32(b))
	case ir.INT64, ir.INDEX:
		return float64(int64(b))
	case ir.UINT8:
		return float64(uint8(b))
	case ir.UINT16:
		return float64(uint16(b))
	case ir.UINT32:
		return float64(uint32(b))
	case ir.UINT64:
		return float64(b)
	}
	return 0
}

// F16Bits encodes a value already representable in binary16.
func F16Bits(v float64) uint16 {
	var sign uint16
	if math.Signbit(v) {
		sign, v = 0x8000, -v
	}
	switch {
	case math.IsNaN(v):
		return 0x7e00
	case math.IsInf(v, 0):
		return sign | 0x7c00
	case v == 0:
		return sign
	}
	frac, e := math.Frexp(v) // v = frac * 2^e, frac in [0.5, 1)
	exp := e - 1
	if exp < -14 { // subnormal: multiples of 2^-24
		return sign | uint16(math.RoundToEven(v*(1<<24)))
	}
	mant := uint16(math.RoundToEven((frac*2 - 1) * 1024))
	return sign | uint16(exp+15)<<10 | mant
}

// F16Value decodes binary16 bits.
func F16Value(h uint16) float64 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch exp {
	case 0: // zero and subnormals: mant · 2^-24, exactly
		v := float64(mant) * (1.0 / (1 << 24))
		if sign != 0 {
			v = -v
		}
		return v
	case 0x1f:
		if mant != 0 {
			return math.NaN()
		}
		return float64(math.Float32frombits(sign | 0x7f800000))
	}
	return float64(math.Float32frombits(sign | (exp+112)<<23 | mant<<13))
}
