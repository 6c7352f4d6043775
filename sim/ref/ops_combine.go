package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// opPartial is the partial combines (part_add, part_mul, part_max,
// part_min): inside the result's valid region (src0's) an element is the
// op of both sources where src1 is valid there too, else src0's element
// (PyPTO src/ir/op/tile_ops/elementwise.cpp:421-424: "where only one source
// is valid at an element the result copies that source"). src1 is read at
// the same index, unbroadcast (pto.tpartadd combines element by element).
func opPartial(k *call) (Value, error) {
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
	f, err := binaryFunc(k.op, out.DType)
	if err != nil {
		return nil, err
	}
	eachIndex(out.Valid, func(idx []int64) {
		a, ok := l.get(idx)
		if !ok {
			return
		}
		v := a
		if len(idx) == len(r.Shape) && inShape(r.Shape, idx) && r.inValid(idx) {
			b, ok2 := r.get(idx)
			if !ok2 {
				return
			}
			v = f(a, b)
		}
		d := out.Index(idx)
		out.Data[d], out.Defined[d] = round(out.DType, v), true
	})
	return out, nil
}

// opTernary is lhs op rhs op rhs2 (addc, subc: three tiles; addsc, subsc:
// rhs a scalar), NumPy-broadcast to the result, computed as two steps
// each rounded to the result dtype (pto.taddc is a TADD followed by a
// TADD, docs/en/dev/ptoas-op-status.md).
func opTernary(k *call) (Value, error) {
	l, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	c, err := k.tile(2)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	f, err := binaryFunc(k.op, out.DType)
	if err != nil {
		return nil, err
	}
	var r *Tile
	var s Scalar
	if k.op.Args[1].Kind == ir.ArgScalar {
		if s, err = k.scalar(1); err != nil {
			return nil, err
		}
		if s.Undef {
			return out, nil
		}
	} else if r, err = k.tile(1); err != nil {
		return nil, err
	}
	for _, t := range []*Tile{l, r, c} {
		if t != nil && !broadcastable(t.Shape, out.Shape) {
			return nil, fmt.Errorf("operand shape %v does not broadcast to %v", t.Shape, out.Shape)
		}
	}
	li, ci := make([]int64, len(l.Shape)), make([]int64, len(c.Shape))
	var ri []int64
	if r != nil {
		ri = make([]int64, len(r.Shape))
	}
	eachIndex(out.Valid, func(idx []int64) {
		broadcastIndex(l.Shape, out.Shape, idx, li)
		broadcastIndex(c.Shape, out.Shape, idx, ci)
		a, ok1 := l.get(li)
		z, ok3 := c.get(ci)
		b, ok2 := s.V, true
		if r != nil {
			broadcastIndex(r.Shape, out.Shape, idx, ri)
			b, ok2 = r.get(ri)
		}
		if ok1 && ok2 && ok3 {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = round(out.DType, f(round(out.DType, f(a, b)), z)), true
		}
	})
	return out, nil
}

// compareFns are tile.cmp's cmp_type codes: EQ=0, NE=1, LT=2, LE=3, GT=4,
// GE=5 (python/pypto/ir/op/tile_ops.py:1534-1542).
var compareFns = [...]func(a, b float64) bool{
	func(a, b float64) bool { return a == b },
	func(a, b float64) bool { return a != b },
	func(a, b float64) bool { return a < b },
	func(a, b float64) bool { return a <= b },
	func(a, b float64) bool { return a > b },
	func(a, b float64) bool { return a >= b },
}

// opCompare is tile.cmp / tile.cmps: a packed UINT8 predicate mask, bit i
// of byte j of a row holding the comparison of element 8j+i of that row
// of lhs (least significant bit first: assumed, pto-isa's TCMP packs the
// predicate of consecutive elements into consecutive bits). Bits past the
// source's valid columns are 0; a byte is undefined when any element it
// compares is not usable.
func opCompare(k *call) (Value, error) {
	l, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	var cmp func(a, b float64) bool
	if v, ok := k.kw("cmp_type"); ok {
		if i, ok := v.(int64); ok && i >= 0 && int(i) < len(compareFns) {
			cmp = compareFns[i]
		}
	}
	if cmp == nil {
		return nil, fmt.Errorf("no cmp_type in 0..5")
	}
	var r *Tile
	var s Scalar
	if k.op.Args[1].Kind == ir.ArgScalar {
		if s, err = k.scalar(1); err != nil {
			return nil, err
		}
	} else if r, err = k.tile(1); err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	n := len(l.Shape)
	if n == 0 || len(out.Shape) != n {
		return nil, fmt.Errorf("a rank-%d mask of a rank-%d tile", len(out.Shape), n)
	}
	cols := l.Valid[n-1]
	li := make([]int64, n)
	var ri []int64
	if r != nil {
		ri = make([]int64, len(r.Shape))
	}
	eachIndex(out.Valid, func(idx []int64) {
		copy(li, idx)
		byteVal := 0
		for bit := int64(0); bit < 8; bit++ {
			c := idx[n-1]*8 + bit
			if c >= cols {
				break
			}
			li[n-1] = c
			a, ok := l.get(li)
			b, okb := s.V, !s.Undef
			if r != nil {
				broadcastIndex(r.Shape, l.Shape, li, ri)
				b, okb = r.get(ri)
			}
			if !ok || !okb {
				return
			}
			if cmp(a, b) {
				byteVal |= 1 << bit
			}
		}
		d := out.Index(idx)
		out.Data[d], out.Defined[d] = float64(byteVal), true
	})
	return out, nil
}

// maskBit reads the predicate of element idx from a packed mask (opCompare's
// encoding): bit c%8 of byte c/8 of the element's row, c its last index; a
// mask of a wider integer dtype holds its row's bytes little-endian.
func maskBit(mask *Tile, idx []int64) (bool, bool) {
	n := len(idx)
	if len(mask.Shape) != n || n == 0 {
		return false, false
	}
	w := int64(mask.DType.Bytes())
	c := idx[n-1]
	byteAt := c / 8
	midx := append([]int64(nil), idx...)
	midx[n-1] = byteAt / w
	v, ok := mask.get(midx)
	if !ok {
		return false, false
	}
	b := sim.Bits(mask.DType, v) >> uint(8*(byteAt%w)) & 0xff
	return b>>uint(c%8)&1 != 0, true
}

// opSelect is tile.sel (mask, lhs, rhs, tmp): lhs where the mask bit is
// set, rhs elsewhere (NumPy-broadcast to the result), and tile.sels (mask,
// src, tmp, scalar): src where set, the scalar elsewhere; tmp is not read.
func opSelect(k *call) (Value, error) {
	mask, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	a, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	var b *Tile
	var s Scalar
	if k.op.Args[3].Kind == ir.ArgScalar {
		if s, err = k.scalar(3); err != nil {
			return nil, err
		}
	} else if b, err = k.tile(2); err != nil {
		return nil, err
	}
	for _, t := range []*Tile{a, b} {
		if t != nil && !broadcastable(t.Shape, out.Shape) {
			return nil, fmt.Errorf("operand shape %v does not broadcast to %v", t.Shape, out.Shape)
		}
	}
	ai := make([]int64, len(a.Shape))
	var bi []int64
	if b != nil {
		bi = make([]int64, len(b.Shape))
	}
	eachIndex(out.Valid, func(idx []int64) {
		set, ok := maskBit(mask, idx)
		if !ok {
			return
		}
		var v float64
		if set {
			broadcastIndex(a.Shape, out.Shape, idx, ai)
			v, ok = a.get(ai)
		} else if b != nil {
			broadcastIndex(b.Shape, out.Shape, idx, bi)
			v, ok = b.get(bi)
		} else {
			v, ok = s.V, !s.Undef
		}
		if ok {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = round(out.DType, v), true
		}
	})
	return out, nil
}
