package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// opMatmul is the cube family: matmul(lhs, rhs), matmul_acc(acc, lhs, rhs
// [, init_cond]), matmul_bias(lhs, rhs, bias), gemv(lhs, rhs),
// gemv_acc(acc, lhs, rhs) and gemv_bias(lhs, rhs, bias).
//
// Inside the product region (rows below lhs's valid rows, columns below
// rhs's valid columns) an element is sim.Dot over k below lhs's valid K:
// summed in float64, rounded once to the accumulator dtype, starting from
// 0 (matmul, gemv, and matmul_acc with a true init_cond), from the
// accumulator element (matmul_acc, gemv_acc) or from bias[0][n]
// (matmul_bias). It is undefined when any operand element it reads is not
// usable. Inside the result's valid region but outside the product an
// accumulating op keeps the accumulator's element; a fresh product has
// nothing there. gemv's [16, N] result has only row 0 in its product.
func opMatmul(k *call) (Value, error) {
	li, ri, acc, bias := 0, 1, -1, -1
	switch k.op {
	case ir.TileMatmulAcc, ir.TileGemvAcc:
		acc, li, ri = 0, 1, 2
	case ir.TileMatmulBias, ir.TileGemvBias:
		bias = 2
	}
	lhs, err := k.tile(li)
	if err != nil {
		return nil, err
	}
	rhs, err := k.tile(ri)
	if err != nil {
		return nil, err
	}
	return cubeProduct(k, lhs, rhs, acc, bias)
}

// cubeProduct is opMatmul's product of two 2-D tiles into the call's result,
// with the accumulator (argument acc) or bias (argument bias) when >= 0.
func cubeProduct(k *call, lhs, rhs *Tile, acc, bias int) (Value, error) {
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(lhs.Shape) != 2 || len(rhs.Shape) != 2 || len(out.Shape) != 2 {
		return nil, fmt.Errorf("operands of shapes %v x %v into %v are not 2-D", lhs.Shape, rhs.Shape, out.Shape)
	}
	K := lhs.Valid[1]
	if K > rhs.Shape[0] {
		return nil, fmt.Errorf("lhs valid K %d exceeds rhs rows %d", K, rhs.Shape[0])
	}
	var accT, biasT *Tile
	init := false
	if acc >= 0 {
		if accT, err = k.tile(acc); err != nil {
			return nil, err
		}
		if !sameShape(accT.Shape, out.Shape) {
			return nil, fmt.Errorf("accumulator shape %v differs from the result shape %v", accT.Shape, out.Shape)
		}
		if k.has(3) && k.op == ir.TileMatmulAcc {
			s, err := k.scalar(3)
			if err != nil {
				return nil, err
			}
			if s.Undef {
				return nil, fmt.Errorf("init_cond depends on an undefined element")
			}
			init = s.V != 0
		}
	}
	if bias >= 0 {
		if biasT, err = k.tile(bias); err != nil {
			return nil, err
		}
		if len(biasT.Shape) != 2 {
			return nil, fmt.Errorf("bias of shape %v is not 2-D", biasT.Shape)
		}
	}
	M := min(lhs.Valid[0], out.Valid[0])
	N := min(rhs.Valid[1], out.Valid[1])
	// rowOK[m] / colOK[n]: every operand element of row m / column n read
	// by the product is usable.
	rowOK := make([]bool, M)
	for m := int64(0); m < M; m++ {
		rowOK[m] = true
		for kk := int64(0); kk < K && rowOK[m]; kk++ {
			_, rowOK[m] = lhs.get2(m, kk)
		}
	}
	colOK := make([]bool, N)
	for n := int64(0); n < N; n++ {
		colOK[n] = true
		for kk := int64(0); kk < K && colOK[n]; kk++ {
			_, colOK[n] = rhs.get2(kk, n)
		}
	}
	// rhs columns gathered contiguously (the sum order is unchanged).
	lc, kn := int(lhs.Shape[1]), int(K)
	cols := make([]float64, int(N)*kn)
	for n := 0; n < int(N); n++ {
		for kk := 0; kk < kn; kk++ {
			cols[n*kn+kk] = rhs.Data[kk*int(rhs.Shape[1])+n]
		}
	}
	// Per row: every column's start value and usability, then the row's
	// dot products four columns at a time (sim.DotCols: Dot's bits).
	starts, oks, dots := make([]float64, N), make([]bool, N), make([]float64, N)
	for m := int64(0); m < out.Valid[0]; m++ {
		if m < M {
			for n := int64(0); n < N; n++ {
				start, ok := 0.0, rowOK[m] && colOK[n]
				switch {
				case accT != nil && !init:
					v, def := accT.get2(m, n)
					start, ok = v, ok && def
				case biasT != nil:
					v, def := biasT.get2(0, n)
					start, ok = v, ok && def
				}
				starts[n], oks[n] = start, ok
			}
			sim.DotCols(out.DType, dots, starts, lhs.Data[int(m)*lc:], cols, kn)
		}
		for n := int64(0); n < out.Valid[1]; n++ {
			d := int(m*out.Shape[1] + n)
			if m >= M || n >= N {
				if accT != nil {
					out.Data[d], out.Defined[d] = accT.get2(m, n)
				}
				continue
			}
			if oks[n] {
				out.Data[d], out.Defined[d] = dots[n], true
			}
		}
	}
	return out, nil
}
