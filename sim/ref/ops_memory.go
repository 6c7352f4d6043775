package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// opLoad: the window of the tensor at offsets with the call's shape. Inside
// the call's valid shape an element is the tensor element (rounded to the
// tile dtype), undefined where the window leaves the tensor or the tensor
// element is undefined; outside the valid shape everything is undefined.
func opLoad(k *call) (Value, error) {
	src, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	offsets, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	return loadWindow(src, offsets, out)
}

// loadWindow fills out's valid region from the window of src at offsets
// (opLoad's semantics, shared with pld.tile.remote_load).
func loadWindow(src *sim.Tensor, offsets []int64, out *Tile) (Value, error) {
	if len(offsets) != len(out.Shape) || len(src.Shape) != len(out.Shape) {
		return nil, fmt.Errorf("a rank-%d window with %d offsets of a rank-%d tensor is not supported", len(out.Shape), len(offsets), len(src.Shape))
	}
	needRound := src.DType != out.DType // values already hold their dtype
	if len(out.Shape) == 2 {
		// Fast path: row by row.
		for i := int64(0); i < out.Valid[0]; i++ {
			r := offsets[0] + i
			if r < 0 || r >= src.Shape[0] {
				continue
			}
			for j := int64(0); j < out.Valid[1]; j++ {
				c := offsets[1] + j
				if c < 0 || c >= src.Shape[1] {
					continue
				}
				s, d := int(r*src.Shape[1]+c), int(i*out.Shape[1]+j)
				if !src.IsDefined(s) {
					continue
				}
				v := src.Data[s]
				if needRound {
					v = round(out.DType, v)
				}
				out.Data[d], out.Defined[d] = v, true
			}
		}
		return out, nil
	}
	g := make([]int64, len(offsets))
	eachIndex(out.Valid, func(idx []int64) {
		for i := range idx {
			g[i] = offsets[i] + idx[i]
		}
		if !inShape(src.Shape, g) {
			return
		}
		s := src.Index(g)
		if !src.IsDefined(s) {
			return
		}
		d := out.Index(idx)
		v := src.Data[s]
		if needRound {
			v = round(out.DType, v)
		}
		out.Data[d], out.Defined[d] = v, true
	})
	return out, nil
}

// opStore writes the tile's valid region (limited by the shapes argument
// when given) into the tensor at offsets, in place; each written element
// takes the tile element's definedness. With atomic=Add the tile element
// is added to the tensor element (undefined if either is). A tile of lower
// rank than the tensor fills the tensor's trailing dimensions. Writing
// outside the tensor is an error. The value is the (same) tensor.
func opStore(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	offsets, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	dst, err := k.tensor(2)
	if err != nil {
		return nil, err
	}
	ext := append([]int64(nil), t.Valid...)
	if k.has(3) {
		shapes, err := k.ints(3)
		if err != nil {
			return nil, err
		}
		if len(shapes) != len(offsets) {
			return nil, fmt.Errorf("%d shapes for %d offsets", len(shapes), len(offsets))
		}
		lead := len(shapes) - len(ext)
		if lead < 0 {
			return nil, fmt.Errorf("shapes has rank %d, the tile rank %d", len(shapes), len(ext))
		}
		for i := range ext {
			ext[i] = min(ext[i], shapes[lead+i])
		}
	}
	atomic := false
	if v, ok := k.kw("atomic"); ok {
		a, ok := v.(ir.AtomicType)
		if !ok {
			return nil, fmt.Errorf("atomic kwarg is %T, want an AtomicType", v)
		}
		atomic = a == ir.AtomicAdd
	}
	if err := storeRegion(t, offsets, dst, ext, atomic); err != nil {
		return nil, err
	}
	return Tensor{dst}, nil
}

// storeRegion writes the ext-sized region of t into dst at offsets, adding
// when atomic (opStore's semantics, shared with pld.tile.remote_store).
func storeRegion(t *Tile, offsets []int64, dst *sim.Tensor, ext []int64, atomic bool) error {
	R := len(dst.Shape)
	if len(offsets) != R || len(ext) > R {
		return fmt.Errorf("storing a rank-%d tile with %d offsets into a rank-%d tensor", len(ext), len(offsets), R)
	}
	lead := R - len(ext)
	for i := 0; i < R; i++ {
		e := int64(1)
		if i >= lead {
			e = ext[i-lead]
		}
		if e == 0 {
			return nil // nothing to write
		}
		if offsets[i] < 0 || offsets[i]+e > dst.Shape[i] {
			return fmt.Errorf("writes [%d, %d) of dimension %d of a tensor of shape %v", offsets[i], offsets[i]+e, i, dst.Shape)
		}
	}
	g := append([]int64(nil), offsets...)
	eachIndex(ext, func(idx []int64) {
		for i := range idx {
			g[lead+i] = offsets[lead+i] + idx[i]
		}
		v, ok := t.get(idx)
		d := dst.Index(g)
		if atomic {
			ok = ok && dst.IsDefined(d)
			v += dst.Data[d]
		}
		if ok {
			dst.Data[d] = round(dst.DType, v)
		} else {
			dst.Data[d] = 0
		}
		setDefined(dst, d, ok)
	})
	return nil
}

// copyMasked returns a new tile with the call's result type holding src's
// usable elements at the same flat positions (the shapes must have the
// same element count), restricted to the result's valid region.
func copyMasked(k *call, src *Tile) (*Tile, error) {
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if out.Len() != src.Len() {
		return nil, fmt.Errorf("result shape %v holds %d elements, the source %v holds %d", out.Shape, out.Len(), src.Shape, src.Len())
	}
	fillFlat(out, src)
	return out, nil
}

// fillFlat copies src's usable elements into out at the same flat index,
// inside out's valid region, rounding to out's dtype.
func fillFlat(out, src *Tile) {
	if out.DType == src.DType && sameShape(out.Shape, src.Shape) && sameShape(out.Valid, out.Shape) && sameShape(src.Valid, src.Shape) {
		// Fast path: everything is valid on both sides.
		copy(out.Data, src.Data)
		copy(out.Defined, src.Defined)
		return
	}
	needRound := out.DType != src.DType
	sidx := make([]int64, len(src.Shape))
	eachIndex(out.Valid, func(idx []int64) {
		d := out.Index(idx)
		unflat(src.Shape, d, sidx)
		if v, ok := src.get(sidx); ok {
			if needRound {
				v = round(out.DType, v)
			}
			out.Data[d], out.Defined[d] = v, true
		}
	})
}

// opMove copies a tile into another memory space: values unchanged, valid
// shape from the call's type.
func opMove(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	return copyMasked(k, src)
}

// opCreate allocates a tile with no data.
func opCreate(k *call) (Value, error) { return k.newResult() }

// opFull is a tile whose every element is the value.
func opFull(k *call) (Value, error) {
	s, err := k.scalar(1)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	v := round(out.DType, s.V)
	for i := range out.Data {
		out.Data[i], out.Defined[i] = v, !s.Undef
	}
	return out, nil
}

// opAlloc returns an opaque pointer.
func opAlloc(k *call) (Value, error) {
	code, err := k.int(0)
	if err != nil {
		return nil, err
	}
	space, ok := ir.MemorySpaceFromCode(code)
	if !ok {
		return nil, fmt.Errorf("invalid memory space code %d", code)
	}
	size, err := k.int(1)
	if err != nil {
		return nil, err
	}
	return Ptr{Space: space, Size: size}, nil
}

// elemIndex checks an element index against a shape.
func elemIndex(shape, idx []int64) error {
	if !inShape(shape, idx) {
		return fmt.Errorf("index %v is outside shape %v", idx, shape)
	}
	return nil
}

// opTileRead reads one element; an unusable element reads as an undefined
// scalar.
func opTileRead(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	idx, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	if err := elemIndex(t.Shape, idx); err != nil {
		return nil, err
	}
	v, ok := t.get(idx)
	return k.scalarResult(v, !ok), nil
}

// opTileWrite returns a copy of the tile with one element replaced.
func opTileWrite(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	idx, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	s, err := k.scalar(2)
	if err != nil {
		return nil, err
	}
	if err := elemIndex(t.Shape, idx); err != nil {
		return nil, err
	}
	out := &Tile{Shape: t.Shape, DType: t.DType, Valid: t.Valid,
		Data: append([]float64(nil), t.Data...), Defined: append([]bool(nil), t.Defined...)}
	d := out.Index(idx)
	out.Data[d], out.Defined[d] = round(out.DType, s.V), !s.Undef
	return out, nil
}

// maxTensorElems bounds a tensor.create (a larger one is a malformed
// program: the reference holds every element as a float64).
const maxTensorElems = 1 << 24

// opTensorCreate allocates a GM tensor: undefined, or filled with the
// init_value kwarg.
func opTensorCreate(k *call) (Value, error) {
	shape, err := k.ints(0)
	if err != nil {
		return nil, err
	}
	tt, ok := k.c.T.(*ir.TensorType)
	if !ok {
		return nil, fmt.Errorf("the call's type is %s, want a tensor type", ir.PrintType(k.c.T))
	}
	n := int64(1)
	for i, d := range shape {
		if d < 0 || d > maxTensorElems {
			return nil, fmt.Errorf("shape dimension %d is %d", i, d)
		}
		n *= d
		if n > maxTensorElems {
			return nil, fmt.Errorf("shape %v is too large", shape)
		}
	}
	t := sim.NewTensor(shape, tt.DType)
	if v, ok := k.kw("init_value"); ok {
		x, ok := v.(float64)
		if !ok {
			return nil, fmt.Errorf("init_value kwarg is %T, want a float", v)
		}
		f := round(tt.DType, x)
		for i := range t.Data {
			t.Data[i], t.Defined[i] = f, true
		}
	}
	return Tensor{t}, nil
}

// opTensorRead reads one element of a tensor.
func opTensorRead(k *call) (Value, error) {
	t, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	idx, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	if err := elemIndex(t.Shape, idx); err != nil {
		return nil, err
	}
	d := t.Index(idx)
	return k.scalarResult(t.Data[d], !t.IsDefined(d)), nil
}

// opTensorWrite writes one element of a tensor in place.
func opTensorWrite(k *call) (Value, error) {
	t, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	idx, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	s, err := k.scalar(2)
	if err != nil {
		return nil, err
	}
	if err := elemIndex(t.Shape, idx); err != nil {
		return nil, err
	}
	d := t.Index(idx)
	t.Data[d] = round(t.DType, s.V)
	setDefined(t, d, !s.Undef)
	return Tensor{t}, nil
}
