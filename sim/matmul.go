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
