package sim

import "github.com/irfuzz/irfuzz/ir"

// Dot is one element of a cube product (tile.matmul and friends):
// init + Σ_{k<n} a[k*aStride] * b[k*bStride], summed exactly as float64 in
// ascending k and rounded once to the accumulator dtype acc (FP32 for
// float operands, INT32 otherwise; see ir.MatmulAccDType). init is 0 for a
// fresh product, the accumulator element for matmul_acc / gemv_acc and the
// bias element for matmul_bias.
func Dot(acc ir.DataType, init float64, a []float64, aStride int, b []float64, bStride int, n int) float64 {
	s := init
	if aStride == 1 && bStride == 1 {
		// Contiguous operands (both callers' layout): reslicing to n
		// lets the compiler drop the bounds checks; the order of the
		// sum is the same.
		a, b = a[:n], b[:n]
		for k, x := range a {
			s += x * b[k]
		}
		return Round(acc, s)
	}
	for k := 0; k < n; k++ {
		s += a[k*aStride] * b[k*bStride]
	}
	return Round(acc, s)
}

// DotCols sets out[j] = Dot(acc, init[j], a, 1, b[j*n:], 1, n) for every
// j < len(out): one row of a product against contiguous columns. Four
// columns go at a time; each sum keeps its own order (bit-identical to
// Dot), and the four independent chains of additions overlap instead of
// waiting on one another.
func DotCols(acc ir.DataType, out, init, a, b []float64, n int) {
	a = a[:n]
	j := 0
	for ; j+4 <= len(out); j += 4 {
		b0, b1, b2, b3 := b[j*n:(j+1)*n], b[(j+1)*n:(j+2)*n], b[(j+2)*n:(j+3)*n], b[(j+3)*n:(j+4)*n]
		s0, s1, s2, s3 := init[j], init[j+1], init[j+2], init[j+3]
		for k, x := range a {
			s0 += x * b0[k]
			s1 += x * b1[k]
			s2 += x * b2[k]
			s3 += x * b3[k]
		}
		out[j], out[j+1], out[j+2], out[j+3] = Round(acc, s0), Round(acc, s1), Round(acc, s2), Round(acc, s3)
	}
	for ; j < len(out); j++ {
		out[j] = Dot(acc, init[j], a, 1, b[j*n:], 1, n)
	}
}
