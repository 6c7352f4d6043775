package ref

import (
	"fmt"
)

// opCi is tile.ci (start, shape): along the single row of a [1, .., 1, N]
// tile, element k holds start + k, or start - k with descending, wrapped to
// the dtype (python/pypto/ir/op/tile_ops.py:680-719).
func opCi(k *call) (Value, error) {
	s, err := k.scalar(0)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if s.Undef {
		return out, nil
	}
	step := 1.0
	if v, ok := k.kw("descending"); ok && v == true {
		step = -1
	}
	n := len(out.Shape)
	eachIndex(out.Valid, func(idx []int64) {
		d := out.Index(idx)
		out.Data[d], out.Defined[d] = round(out.DType, s.V+step*float64(idx[n-1])), true
	})
	return out, nil
}

// opTri is tile.tri (diagonal, shape[, valid_shape]): inside the valid
// region, 1 where column - row <= diagonal (the lower triangle,
// torch.tril's) or, with upper, where column - row >= diagonal
// (torch.triu's), else 0 (python/pypto/ir/op/tile_ops.py:722-756).
func opTri(k *call) (Value, error) {
	dg, err := k.scalar(0)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(out.Shape) != 2 {
		return nil, fmt.Errorf("a rank-%d triangle", len(out.Shape))
	}
	if dg.Undef {
		return out, nil
	}
	upper := false
	if v, ok := k.kw("upper"); ok {
		upper = v == true
	}
	eachIndex(out.Valid, func(idx []int64) {
		diff := float64(idx[1] - idx[0])
		in := diff <= dg.V
		if upper {
			in = diff >= dg.V
		}
		d := out.Index(idx)
		out.Data[d], out.Defined[d] = 0, true
		if in {
			out.Data[d] = 1
		}
	})
	return out, nil
}

// opUnmodeled gives the call's result with no element defined: the op
// writes its result (so nothing it replaces survives) but the reference
// does not compute the values. tile.random's counter-based generator
// (pto.trandom's cipher and its lane assignment) and the merge sorts'
// run layout (pto.tmrgsort) are not modeled; a comparison treats every
// element as unknown.
func opUnmodeled(k *call) (Value, error) { return k.newResult() }
