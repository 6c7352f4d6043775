package ref

import (
	"fmt"
	"math"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// opBatchMatmul is tile.batch_matmul (lhs, rhs) and tile.batch_matmul_acc
// (acc, lhs, rhs): for every index of the result's batch axes (lhs's and
// rhs's broadcast against each other, size-1 axes repeating) the 2-D
// product of opMatmul over the last two axes, from 0 or from the
// accumulator's element, each element one sim.Dot over lhs's valid K.
func opBatchMatmul(k *call) (Value, error) {
	li, ri, ai := 0, 1, -1
	if k.op == ir.TileBatchMatmulAcc {
		ai, li, ri = 0, 1, 2
	}
	lhs, err := k.tile(li)
	if err != nil {
		return nil, err
	}
	rhs, err := k.tile(ri)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	var acc *Tile
	if ai >= 0 {
		if acc, err = k.tile(ai); err != nil {
			return nil, err
		}
		if !sameShape(acc.Shape, out.Shape) {
			return nil, fmt.Errorf("accumulator shape %v differs from the result shape %v", acc.Shape, out.Shape)
		}
	}
	n, ln, rn := len(out.Shape), len(lhs.Shape), len(rhs.Shape)
	if n < 2 || ln < 2 || rn < 2 {
		return nil, fmt.Errorf("operands of shapes %v x %v into %v are not at least 2-D", lhs.Shape, rhs.Shape, out.Shape)
	}
	K := lhs.Valid[ln-1]
	if K > rhs.Shape[rn-2] {
		return nil, fmt.Errorf("lhs valid K %d exceeds rhs rows %d", K, rhs.Shape[rn-2])
	}
	batch := out.Shape[:n-2]
	if !broadcastable(lhs.Shape[:ln-2], batch) || !broadcastable(rhs.Shape[:rn-2], batch) {
		return nil, fmt.Errorf("batch axes %v and %v do not broadcast to %v", lhs.Shape[:ln-2], rhs.Shape[:rn-2], batch)
	}
	lidx, ridx := make([]int64, ln), make([]int64, rn)
	a, b := make([]float64, K), make([]float64, K)
	eachIndex(out.Valid, func(idx []int64) {
		broadcastIndex(lhs.Shape[:ln-2], batch, idx[:n-2], lidx[:ln-2])
		broadcastIndex(rhs.Shape[:rn-2], batch, idx[:n-2], ridx[:rn-2])
		m, c := idx[n-2], idx[n-1]
		d := out.Index(idx)
		if m >= lhs.Valid[ln-2] || c >= rhs.Valid[rn-1] {
			if acc != nil {
				out.Data[d], out.Defined[d] = acc.get(idx)
			}
			return
		}
		lidx[ln-2], ridx[rn-1] = m, c
		for kk := int64(0); kk < K; kk++ {
			lidx[ln-1], ridx[rn-2] = kk, kk
			var ok1, ok2 bool
			a[kk], ok1 = lhs.get(lidx)
			b[kk], ok2 = rhs.get(ridx)
			if !ok1 || !ok2 {
				return
			}
		}
		init := 0.0
		if acc != nil {
			v, ok := acc.get(idx)
			if !ok {
				return
			}
			init = v
		}
		out.Data[d], out.Defined[d] = sim.Dot(out.DType, init, a, 1, b, 1, int(K)), true
	})
	return out, nil
}

// opMatmulMx is the MX block-scale family: matmul_mx (lhs, lhs_scale, rhs,
// rhs_scale), matmul_mx_acc (acc, ...), matmul_mx_bias (..., bias): the
// product of lhs with each element scaled by its lhs_scale entry (one per
// 32 elements of K: lhs_scale[m][k/32]) and rhs scaled likewise
// (rhs_scale[k/32][n]), then as opMatmul. An FP8E8M0 scale element holds
// its value, a power of two.
func opMatmulMx(k *call) (Value, error) {
	first, acc, bias := 0, -1, -1
	switch k.op {
	case ir.TileMatmulMxAcc:
		first, acc = 1, 0
	case ir.TileMatmulMxBias:
		bias = 4
	}
	lhs, err := scaled(k, first, first+1, true)
	if err != nil {
		return nil, err
	}
	rhs, err := scaled(k, first+2, first+3, false)
	if err != nil {
		return nil, err
	}
	return cubeProduct(k, lhs, rhs, acc, bias)
}

// scaled is argument i of an MX product with every element multiplied by
// its scale from argument si (rows: lhs, scale [M, K/32]; else rhs, scale
// [K/32, N]); an element whose scale is not usable is not usable.
func scaled(k *call, i, si int, rows bool) (*Tile, error) {
	t, err := k.tile(i)
	if err != nil {
		return nil, err
	}
	sc, err := k.tile(si)
	if err != nil {
		return nil, err
	}
	if len(t.Shape) != 2 || len(sc.Shape) != 2 {
		return nil, fmt.Errorf("MX operand %v or scale %v is not 2-D", t.Shape, sc.Shape)
	}
	out := newTile(t.Shape, t.DType, t.Valid)
	for r := int64(0); r < t.Valid[0]; r++ {
		for c := int64(0); c < t.Valid[1]; c++ {
			v, ok := t.get2(r, c)
			var s float64
			var sok bool
			if rows {
				s, sok = sc.get2(r, c/32)
			} else {
				s, sok = sc.get2(r/32, c)
			}
			if ok && sok && !math.IsNaN(s) {
				d := r*t.Shape[1] + c
				out.Data[d], out.Defined[d] = v*s, true
			}
		}
	}
	return out, nil
}

// opTgetScaleAddr is tile.tget_scale_addr: it binds an address and moves
// no data, so the result holds what dst_scale holds.
func opTgetScaleAddr(k *call) (Value, error) { return k.tile(0) }
