package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// broadcastIndex maps a result index to an operand index under NumPy
// broadcasting from the right (size-1 operand axes read index 0).
func broadcastIndex(shape, out, idx, dst []int64) {
	off := len(out) - len(shape)
	for j := range shape {
		if shape[j] == 1 {
			dst[j] = 0
		} else {
			dst[j] = idx[off+j]
		}
	}
}

// broadcastable checks that an operand shape broadcasts to the result.
func broadcastable(shape, out []int64) bool {
	if len(shape) > len(out) {
		return false
	}
	off := len(out) - len(shape)
	for j := range shape {
		if shape[j] != 1 && shape[j] != out[off+j] {
			return false
		}
	}
	return true
}

// binaryFunc is the scalar function of a binary op for a result dtype
// (sim.ElementwiseBinary, shared with the simulator).
func binaryFunc(op *ir.OpDef, dt ir.DataType) (func(a, b float64) float64, error) {
	f, ok := sim.ElementwiseBinary(op, dt)
	if !ok {
		return nil, fmt.Errorf("no elementwise semantics")
	}
	return f, nil
}

// opBroadcast is the tile-tile elementwise family (add, sub, mul, div,
// maximum, minimum, the bitwise ops, the remainders, prelu; a tmp tile
// after the two sources is not read) and the row and column broadcasts
// (row_expand_add, col_expand_mul, ..., whose [.., R, 1] row vector or
// [1, C] column tile broadcasts along the other axis): NumPy broadcasting
// of the physical shapes, computed inside the result's valid region,
// undefined where either operand element is not usable.
func opBroadcast(k *call) (Value, error) {
	l, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	r, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if !broadcastable(l.Shape, out.Shape) || !broadcastable(r.Shape, out.Shape) {
		return nil, fmt.Errorf("operand shapes %v and %v do not broadcast to %v", l.Shape, r.Shape, out.Shape)
	}
	f, err := binaryFunc(k.op, out.DType)
	if err != nil {
		return nil, err
	}
	// A plain expansion (row_expand, col_expand: ir.FnRight) writes the
	// vector alone: the target only gives the shape.
	right := k.op.Fn == ir.FnRight
	li, ri := make([]int64, len(l.Shape)), make([]int64, len(r.Shape))
	eachIndex(out.Valid, func(idx []int64) {
		broadcastIndex(l.Shape, out.Shape, idx, li)
		broadcastIndex(r.Shape, out.Shape, idx, ri)
		a, ok1 := l.get(li)
		b, ok2 := r.get(ri)
		if (ok1 || right) && ok2 {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = round(out.DType, f(a, b)), true
		}
	})
	return out, nil
}

// mapSame builds the call's result (whose shape must equal src's) by
// applying f to every usable src element inside the result's valid region.
func mapSame(k *call, src *Tile, f func(float64) float64) (*Tile, error) {
	return mapSameWhere(k, src, f, nil)
}

// mapSameWhere is mapSame leaving undefined every element whose operand
// value defined rejects (nil: none).
func mapSameWhere(k *call, src *Tile, f func(float64) float64, defined func(float64) bool) (*Tile, error) {
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if !sameShape(out.Shape, src.Shape) {
		return nil, fmt.Errorf("result shape %v differs from the operand shape %v", out.Shape, src.Shape)
	}
	eachIndex(out.Valid, func(idx []int64) {
		if a, ok := src.get(idx); ok && (defined == nil || defined(a)) {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = round(out.DType, f(a)), true
		}
	})
	return out, nil
}

// opTileScalar is tile op scalar (adds, subs, muls, divs, the bitwise and
// shift forms, the remainders, minimums, lrelu; a tmp tile after the
// scalar is not read). tile.expands (ir.FnRight) is the scalar wherever
// the target is valid, whatever the target holds.
func opTileScalar(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	s, err := k.scalar(1)
	if err != nil {
		return nil, err
	}
	f, err := binaryFunc(k.op, t.DType)
	if err != nil {
		return nil, err
	}
	if s.Undef {
		return k.newResult()
	}
	if k.op.Fn == ir.FnRight {
		out, err := k.newResult()
		if err != nil {
			return nil, err
		}
		v := round(out.DType, s.V)
		eachIndex(out.Valid, func(idx []int64) {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = v, true
		})
		return out, nil
	}
	return mapSame(k, t, func(a float64) float64 { return f(a, s.V) })
}

// opUnary is exp, neg, abs, relu, sqrt, recip, sin, cos, log, rsqrt and
// the bitwise not (rsqrt's optional tmp tile is not read).
func opUnary(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	f, ok := sim.ElementwiseUnary(k.op)
	if !ok {
		return nil, fmt.Errorf("no elementwise semantics")
	}
	return mapSame(k, t, f)
}

// opCast converts every element with sim.Cast and the mode kwarg; an
// element the cast has no defined value for (sim.CastDefined: out of an
// integer target's range) is left undefined.
func opCast(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	mode := ir.CastRound
	if v, ok := k.kw("mode"); ok {
		if mode, ok = v.(ir.CastMode); !ok {
			return nil, fmt.Errorf("mode kwarg is %T, want a cast mode", v)
		}
	}
	tt, ok := k.c.T.(*ir.TileType)
	if !ok {
		return nil, fmt.Errorf("the call's type is %s, want a tile type", ir.PrintType(k.c.T))
	}
	return mapSameWhere(k, t, func(a float64) float64 { return sim.Cast(a, tt.DType, mode) },
		func(a float64) bool { return sim.CastDefined(a, tt.DType, mode) })
}

// opFillpad fills everything outside the source's valid region with the
// pad value (sim.PadFill of the pad_value kwarg, zero by default); inside
// it the source's elements are kept (an unwritten one stays undefined).
// tile.fillpad_inplace computes the same; tile.fillpad_expand's result is
// larger than its source, the source's valid region at its top-left.
func opFillpad(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	pad := ir.PadZero
	if v, ok := k.kw("pad_value"); ok {
		if pad, ok = v.(ir.PadValue); !ok {
			return nil, fmt.Errorf("pad_value kwarg is %T, want a PadValue", v)
		}
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(out.Shape) != len(t.Shape) {
		return nil, fmt.Errorf("result rank %d differs from the operand rank %d", len(out.Shape), len(t.Shape))
	}
	for i := range out.Shape {
		if out.Shape[i] < t.Shape[i] {
			return nil, fmt.Errorf("result shape %v is smaller than the operand shape %v", out.Shape, t.Shape)
		}
	}
	pv, ok := sim.PadFill(pad, out.DType)
	if !ok {
		return nil, fmt.Errorf("no %s pad value for %s", pad, out.DType)
	}
	eachIndex(out.Valid, func(idx []int64) {
		d := out.Index(idx)
		if !inShape(t.Shape, idx) || !t.inValid(idx) {
			out.Data[d], out.Defined[d] = pv, true
			return
		}
		if v, ok := t.get(idx); ok {
			out.Data[d], out.Defined[d] = round(out.DType, v), true
		}
	})
	return out, nil
}

// reduceAlong fills out by reducing src along axis with sim.Reduce: each
// result element combines, in order, the source elements below src's valid
// extent on that axis at the same other indices; it is undefined when any
// of them is not usable (or there are none).
func reduceAlong(k *call, src, out *Tile, axis int) error {
	if len(src.Shape) != len(out.Shape) {
		return fmt.Errorf("result rank %d differs from the operand rank %d", len(out.Shape), len(src.Shape))
	}
	n := src.Valid[axis]
	vals := make([]float64, 0, n)
	sidx := make([]int64, len(src.Shape))
	var rerr error
	eachIndex(out.Valid, func(idx []int64) {
		copy(sidx, idx)
		vals = vals[:0]
		for i := int64(0); i < n; i++ {
			sidx[axis] = i
			v, ok := src.get(sidx)
			if !ok {
				return
			}
			vals = append(vals, v)
		}
		r, ok := sim.Reduce(k.op, out.DType, vals)
		if !ok {
			if len(vals) > 0 {
				rerr = fmt.Errorf("no reduction semantics")
			}
			return
		}
		d := out.Index(idx)
		out.Data[d], out.Defined[d] = round(out.DType, r), true
	})
	return rerr
}

// opRowReduce is row_sum / row_max / row_min / row_prod / row_argmax /
// row_argmin: the last axis collapses to 1.
func opRowReduce(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(t.Shape) < 1 {
		return nil, fmt.Errorf("operand is a scalar-shaped tile")
	}
	return out, reduceAlong(k, t, out, len(t.Shape)-1)
}

// opColSum reduces along the first axis into a [1, ...] row (col_sum,
// col_max, col_min, col_prod, col_argmax, col_argmin).
func opColSum(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(t.Shape) < 1 {
		return nil, fmt.Errorf("operand is a scalar-shaped tile")
	}
	return out, reduceAlong(k, t, out, 0)
}
