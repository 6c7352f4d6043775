package sim

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// Round converts a computed value to what an element of dtype dt holds:
// floats round to nearest even at the dtype's precision (FP16 and BF16
// with their exponent ranges; overflow gives ±Inf), integers truncate
// toward zero and wrap in two's complement (NaN and ±Inf give 0), BOOL
// is v != 0.
func Round(dt ir.DataType, v float64) float64 {
	switch dt {
	case ir.FP32:
		return float64(float32(v))
	case ir.FP16:
		return roundBits(v, 10, 15)
	case ir.BF16:
		return roundBits(v, 7, 127)
	case ir.BOOL:
		if v != 0 {
			return 1
		}
		return 0
	}
	if dt.IsInt() {
		// An integer element holds no NaN or infinity: a non-finite
		// result (tile.recip of 0) becomes 0, as division by zero does
		// (IntDivide), and as every integer store encodes it.
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return 0
		}
		return wrapInt(dt, math.Trunc(v))
	}
	return v // FP8 / HF formats are not computed in; kept as is
}

// roundBits rounds v to a binary float with mant mantissa bits and
// exponent bias (normal and subnormal ranges), ties to even.
func roundBits(v float64, mant int, bias int) float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) || v == 0 {
		return v
	}
	sign := 1.0
	if v < 0 {
		sign, v = -1, -v
	}
	maxExp := bias // largest unbiased exponent
	maxVal := math.Ldexp(2-math.Ldexp(1, -mant), maxExp)
	_, e := math.Frexp(v) // v = f * 2^e, f in [0.5, 1)
	exp := e - 1
	minExp := 1 - bias
	if exp < minExp {
		exp = minExp // subnormal: fixed quantum
	}
	quantum := math.Ldexp(1, exp-mant)
	r := math.RoundToEven(v/quantum) * quantum
	if r > maxVal {
		return sign * math.Inf(1)
	}
	return sign * r
}

func wrapInt(dt ir.DataType, v float64) float64 {
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
