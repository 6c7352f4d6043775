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

// RoundAll sets every v[i] to Round(dt, v[i]), with the dtype switch
// outside the loop and, for FP16 and BF16, values already of dt (the
// common case) recognized by their float32 bits and kept.
func RoundAll(dt ir.DataType, v []float64) {
	switch dt {
	case ir.FP32:
		for i, x := range v {
			v[i] = float64(float32(x))
		}
	case ir.BF16:
		for i, x := range v {
			if f := float32(x); float64(f) == x && math.Float32bits(f)&0xffff == 0 {
				continue // a bfloat16: Round keeps it
			}
			v[i] = roundBits(x, 7, 127)
		}
	case ir.FP16:
		for i, x := range v {
			if fp16Normal(x) {
				continue
			}
			v[i] = roundBits(x, 10, 15)
		}
	default:
		if dt.IsInt() && dt.Bits() < 64 {
			// An integer in range (the common case) is its own Round.
			lo, hi := intRange(dt)
			for i, x := range v {
				if x >= lo && x <= hi && x == math.Trunc(x) {
					continue
				}
				v[i] = Round(dt, x)
			}
			return
		}
		for i, x := range v {
			v[i] = Round(dt, x)
		}
	}
}

// intRange is the least and greatest value of an integer dtype narrower
// than 64 bits, as float64s (exact: at most 2^63).
func intRange(dt ir.DataType) (lo, hi float64) {
	bits := dt.Bits()
	if dt.IsSigned() {
		return -math.Ldexp(1, bits-1), math.Ldexp(1, bits-1) - 1
	}
	return 0, math.Ldexp(1, bits) - 1
}

// fp16Normal reports whether x is a normal binary16 value exactly (a
// float32 whose low 13 mantissa bits are 0 and whose exponent is in
// binary16's normal range): Round(FP16, x) is then x.
func fp16Normal(x float64) bool {
	f := float32(x)
	if float64(f) != x {
		return false
	}
	u := math.Float32bits(f)
	exp := (u >> 23) & 0xff
	return u&0x1fff == 0 && exp >= 113 && exp <= 142
}

// roundBits rounds v to a binary float with mant mantissa bits and
// exponent bias (normal and subnormal ranges), ties to even, in one
// rounding of v's float64 bits: the kept bits are m >> shift, m the
// 53-bit significand, and the dropped bits decide the tie. It computes
// exactly what RoundToEven(v/quantum)*quantum does (quantum the format's
// ulp at v's exponent, fixed below the normal range); round_test.go
// checks the two against each other.
func roundBits(v float64, mant int, bias int) float64 {
	u := math.Float64bits(v)
	e := int(u>>52) & 0x7ff
	if e == 0x7ff || u<<1 == 0 {
		return v // NaN, ±Inf, ±0
	}
	neg := u>>63 != 0
	if e == 0 {
		// A float64 subnormal is far below half the smallest FP16 /
		// BF16 subnormal: it rounds to a zero of its sign.
		return math.Copysign(0, v)
	}
	exp := e - 1023               // v = 1.f * 2^exp
	q := max(exp, 1-bias) - mant  // log2 of the quantum
	shift := uint(52 - (exp - q)) // >= 52-mant: the dropped low bits
	var r float64
	if shift <= 54 {
		m := u&(1<<52-1) | 1<<52
		k := m >> shift
		rem, half := m&(1<<shift-1), uint64(1)<<shift>>1
		if rem > half || rem == half && k&1 == 1 {
			k++
		}
		// k <= 2^(mant+1) and 2^q is a normal float64: k * 2^q is exact
		// or, past the largest finite float64, +Inf (then > maxVal too).
		r = float64(k) * math.Float64frombits(uint64(q+1023)<<52)
	}
	// The largest finite value: exponent bias, all mant bits set.
	if maxVal := math.Float64frombits(uint64(bias+1023)<<52 | (1<<52-1)&^(1<<(52-mant)-1)); r > maxVal {
		r = math.Inf(1)
	}
	if neg {
		return -r
	}
	return r
}

// wrapInt wraps an integral v into dt's two's complement range. The
// common case, |v| < 2^63, wraps the int64 in registers; the result is
// what math.Mod(v, 2^bits) with the sign fix-up gives, including that
// fix-up's -0 for a negative multiple of 2^bits.
func wrapInt(dt ir.DataType, v float64) float64 {
	bits := dt.Bits()
	if bits >= 64 {
		return v
	}
	if v > -0x1p63 && v < 0x1p63 {
		i := int64(v)
		sh := uint(64 - bits)
		var w float64
		if dt.IsSigned() {
			w = float64(i << sh >> sh)
		} else {
			w = float64(uint64(i) << sh >> sh)
		}
		if w == 0 && v < 0 || v == 0 {
			return math.Copysign(0, v)
		}
		return w
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

// roundDirected rounds v to FP32, FP16 or BF16 toward -Inf (floor), +Inf
// (ceil) or zero (trunc): the quantum is the format's ulp at v's exponent
// (fixed below the normal range), as in roundBits. A result past the
// largest finite value is that value when the direction points back to
// zero, else an infinity of its sign. Other float dtypes: Round.
func roundDirected(dt ir.DataType, v float64, mode ir.CastMode) float64 {
	var mant, bias int
	switch dt {
	case ir.FP32:
		mant, bias = 23, 127
	case ir.FP16:
		mant, bias = 10, 15
	case ir.BF16:
		mant, bias = 7, 127
	default:
		return Round(dt, v)
	}
	if math.IsNaN(v) || math.IsInf(v, 0) || v == 0 {
		return v
	}
	_, e := math.Frexp(v) // |v| = f * 2^e, f in [0.5, 1)
	q := math.Ldexp(1, max(e-1, 1-bias)-mant)
	var r float64
	switch {
	case mode == ir.CastCeil || mode == ir.CastTrunc && v < 0:
		r = math.Ceil(v/q) * q
	default:
		r = math.Floor(v/q) * q
	}
	maxVal := math.Ldexp(2-math.Ldexp(1, -mant), bias)
	if math.Abs(r) > maxVal {
		if mode == ir.CastTrunc || mode == ir.CastCeil && r < 0 || mode == ir.CastFloor && r > 0 {
			return math.Copysign(maxVal, r)
		}
		return math.Inf(int(math.Copysign(1, r)))
	}
	return r
}
