package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// window returns the rank-preserving window of src of the given extents at
// offsets, holding src's usable elements (a view's data); the window must
// lie inside src (an on-chip window cannot be clamped).
func window(src *Tile, offsets, ext []int64) (*Tile, error) {
	if len(offsets) != len(src.Shape) || len(ext) != len(src.Shape) {
		return nil, fmt.Errorf("a window of rank %d with %d offsets of a rank-%d tile", len(ext), len(offsets), len(src.Shape))
	}
	for i := range ext {
		if offsets[i] < 0 || ext[i] < 0 || offsets[i]+ext[i] > src.Shape[i] {
			return nil, fmt.Errorf("window [%d, %d) of dimension %d leaves the source of shape %v", offsets[i], offsets[i]+ext[i], i, src.Shape)
		}
	}
	w := newTile(ext, src.DType, ext)
	s := make([]int64, len(ext))
	eachIndex(ext, func(idx []int64) {
		for i := range idx {
			s[i] = offsets[i] + idx[i]
		}
		if v, ok := src.get(s); ok {
			d := w.Index(idx)
			w.Data[d], w.Defined[d] = v, true
		}
	})
	return w, nil
}

// opSlice is a window of the source (shape argument 1 at offset argument
// 2) reinterpreted with the call's shape (which drops the axes drop_dims
// names); the valid shape is the call's.
func opSlice(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	ext, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	off, err := k.ints(2)
	if err != nil {
		return nil, err
	}
	w, err := window(src, off, ext)
	if err != nil {
		return nil, err
	}
	return copyMasked(k, w)
}

// opExtract is a 2-D window at (index_row, index_col) with the call's
// shape, copied into the call's memory space.
func opExtract(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	r, err := k.int(1)
	if err != nil {
		return nil, err
	}
	c, err := k.int(2)
	if err != nil {
		return nil, err
	}
	_, shape, _, err := k.result()
	if err != nil {
		return nil, err
	}
	w, err := window(src, []int64{r, c}, shape)
	if err != nil {
		return nil, err
	}
	return copyMasked(k, w)
}

// opReshape reinterprets the usable elements in row-major order with the
// call's shape and valid shape.
func opReshape(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	return copyMasked(k, src)
}

// opTranspose swaps two axes: the last two for transpose_view, axis1 and
// axis2 for transpose.
func opTranspose(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	n := len(src.Shape)
	a1, a2 := int64(n-2), int64(n-1)
	if k.op == ir.TileTranspose {
		if a1, err = k.int(1); err != nil {
			return nil, err
		}
		if a2, err = k.int(2); err != nil {
			return nil, err
		}
	}
	if n < 2 || a1 < 0 || a2 < 0 || a1 >= int64(n) || a2 >= int64(n) {
		return nil, fmt.Errorf("cannot swap axes %d and %d of a rank-%d tile", a1, a2, n)
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	want := append([]int64(nil), src.Shape...)
	want[a1], want[a2] = want[a2], want[a1]
	if !sameShape(out.Shape, want) {
		return nil, fmt.Errorf("result shape %v is not the transposed shape %v", out.Shape, want)
	}
	s := make([]int64, n)
	eachIndex(out.Valid, func(idx []int64) {
		copy(s, idx)
		s[a1], s[a2] = idx[a2], idx[a1]
		if v, ok := src.get(s); ok {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = v, true
		}
	})
	return out, nil
}

// opSetValidshape changes only the valid region: the data is shared, so
// elements of the new region that were never written stay undefined and
// elements written before a narrowing reappear when it is widened again.
func opSetValidshape(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	_, shape, valid, err := k.result()
	if err != nil {
		return nil, err
	}
	if !sameShape(shape, src.Shape) {
		return nil, fmt.Errorf("result shape %v differs from the operand shape %v", shape, src.Shape)
	}
	return src.withValid(valid), nil
}

// opAssemble writes the source's whole physical extent (tinsert copies the
// subview, not just its valid region) into a copy of the target at offset;
// the valid shape is the call's.
func opAssemble(k *call) (Value, error) {
	tgt, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	src, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	off, err := k.ints(2)
	if err != nil {
		return nil, err
	}
	_, shape, valid, err := k.result()
	if err != nil {
		return nil, err
	}
	if !sameShape(shape, tgt.Shape) {
		return nil, fmt.Errorf("result shape %v differs from the target shape %v", shape, tgt.Shape)
	}
	if len(off) != len(tgt.Shape) || len(src.Shape) != len(tgt.Shape) {
		return nil, fmt.Errorf("assembling a rank-%d source at %d offsets into a rank-%d target", len(src.Shape), len(off), len(tgt.Shape))
	}
	for i := range off {
		if off[i] < 0 || off[i]+src.Shape[i] > tgt.Shape[i] {
			return nil, fmt.Errorf("source of shape %v at offset %v leaves the target of shape %v", src.Shape, off, tgt.Shape)
		}
	}
	out := &Tile{Shape: tgt.Shape, DType: tgt.DType, Valid: valid,
		Data: append([]float64(nil), tgt.Data...), Defined: append([]bool(nil), tgt.Defined...)}
	g := make([]int64, len(off))
	eachIndex(src.Shape, func(idx []int64) {
		for i := range idx {
			g[i] = off[i] + idx[i]
		}
		s, d := src.Index(idx), out.Index(g)
		out.Data[d] = round(out.DType, src.Data[s])
		out.Defined[d] = src.Defined[s]
	})
	return out, nil
}
