package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Gathers and scatters address a tile's elements by flat index: row-major
// over its physical shape (an index past the shape, or to an element that is
// not usable, reads nothing).

// flatGet reads element k of t's physical row-major order.
func flatGet(t *Tile, k int64) (float64, bool) {
	if k < 0 || k >= int64(t.Len()) {
		return 0, false
	}
	idx := make([]int64, len(t.Shape))
	unflat(t.Shape, int(k), idx)
	return t.get(idx)
}

// intAt reads an index element as an integer.
func intAt(t *Tile, idx []int64) (int64, bool) {
	v, ok := t.get(idx)
	return int64(v), ok
}

// opGatherIndex is tile.gather (src, indices, tmp): result element i holds
// src's element at flat index indices[i] (a flat index: the tensor-level
// gather's lowering builds row * cols + column indices,
// src/ir/transforms/op_conversion_registry.cpp:1600-1840).
func opGatherIndex(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	ix, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if !sameShape(out.Shape, ix.Shape) {
		return nil, fmt.Errorf("result shape %v differs from the index shape %v", out.Shape, ix.Shape)
	}
	eachIndex(out.Valid, func(idx []int64) {
		j, ok := intAt(ix, idx)
		if !ok {
			return
		}
		if v, ok := flatGet(src, j); ok {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = round(out.DType, v), true
		}
	})
	return out, nil
}

// elemBytes returns the bytes of src elements [first, first+n) of
// physical row-major order, little-endian, and whether all are usable.
func elemBytes(src *Tile, first, n int64) ([]byte, bool) {
	w := int64(src.DType.Bytes())
	out := make([]byte, 0, n*w)
	for e := int64(0); e < n; e++ {
		v, ok := flatGet(src, first+e)
		if !ok {
			return nil, false
		}
		b := sim.Bits(src.DType, v)
		for i := int64(0); i < w; i++ {
			out = append(out, byte(b>>(8*i)))
		}
	}
	return out, true
}

// fromBytes decodes element e of dtype dt from little-endian bytes.
func fromBytes(dt ir.DataType, b []byte, e int) float64 {
	w := dt.Bytes()
	var u uint64
	for i := 0; i < w; i++ {
		u |= uint64(b[e*w+i]) << (8 * i)
	}
	return sim.FromBits(dt, u)
}

// opGatherb is tile.gatherb (src, offset): result row r is the 32-byte
// blocks of src (physical row-major bytes) that row r of offset names by
// byte offset, block k giving columns [k*n, (k+1)*n) with n = 32 /
// element bytes of the result dtype (DeduceTileGatherbType,
// src/ir/op/tile_ops/gather.cpp:167-208); an offset that is not a multiple
// of the source element size reads nothing.
func opGatherb(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	off, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(out.Shape) != 2 || len(off.Shape) != 2 {
		return nil, fmt.Errorf("a gatherb of rank %d by offsets of rank %d", len(out.Shape), len(off.Shape))
	}
	sw := int64(src.DType.Bytes())
	per := 32 / int64(out.DType.Bytes())
	for r := int64(0); r < out.Valid[0]; r++ {
		for c := int64(0); c < out.Valid[1]; c++ {
			o, ok := off.get2(r, c/per)
			if !ok || int64(o)%sw != 0 {
				continue
			}
			blk, ok := elemBytes(src, int64(o)/sw, 32/sw)
			if !ok {
				continue
			}
			d := r*out.Shape[1] + c
			out.Data[d], out.Defined[d] = fromBytes(out.DType, blk, int(c%per)), true
		}
	}
	return out, nil
}

// maskColumn is the source column of result column j under a gather /
// scatter mask pattern: P0101 (1) takes the even columns, P1010 (2) the
// odd, P0001 .. P1000 (3 .. 6) one column of each four from the first to
// the last, P1111 (7) every column (the pattern read from its least
// significant digit; gather.cpp:254-257).
func maskColumn(pattern, j int64) int64 {
	switch {
	case pattern == 7:
		return j
	case pattern <= 2:
		return 2*j + pattern - 1
	}
	return 4*j + pattern - 3
}

func maskPatternOf(k *call) (int64, error) {
	p := k.kwInt("mask_pattern", 0)
	if p < 1 || p > 7 {
		return 0, fmt.Errorf("mask_pattern %d is not in [1, 7]", p)
	}
	return p, nil
}

// opGatherMask is tile.gather_mask: each row keeps the columns its mask
// pattern selects, compacted; with another output dtype of the same width
// the bits are reinterpreted.
func opGatherMask(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	p, err := maskPatternOf(k)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(out.Shape) != 2 {
		return nil, fmt.Errorf("a rank-%d gather_mask", len(out.Shape))
	}
	for r := int64(0); r < out.Valid[0]; r++ {
		for j := int64(0); j < out.Valid[1]; j++ {
			v, ok := src.get2(r, maskColumn(p, j))
			if !ok {
				continue
			}
			if out.DType != src.DType {
				v = sim.FromBits(out.DType, sim.Bits(src.DType, v))
			}
			d := r*out.Shape[1] + j
			out.Data[d], out.Defined[d] = v, true
		}
	}
	return out, nil
}

// opGatherCompare is tile.gather_compare (src, kvalue, tmp): for every
// valid row of src, dst's row holds, in order, offset plus the column of
// each valid element that compares with kvalue by cmp_mode (eq, ne, lt, le,
// gt, ge), the first out_cols of them, and cdst[0][row] their count (all
// of them); dst's columns past the count hold nothing
// (src/ir/op/tile_ops/gather.cpp:326-359).
func opGatherCompare(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	kv, err := k.scalar(1)
	if err != nil {
		return nil, err
	}
	tt, ok := k.c.T.(*ir.TupleType)
	if !ok || len(tt.Elems) != 2 {
		return nil, fmt.Errorf("the call's type is %s, want a pair of tiles", ir.PrintType(k.c.T))
	}
	mode := k.kwInt("cmp_mode", -1)
	if mode < 0 || int(mode) >= len(compareFns) {
		return nil, fmt.Errorf("cmp_mode %d is not in [0, 5]", mode)
	}
	cmp := compareFns[mode]
	off := float64(k.kwInt("offset", 0))
	dst, err := k.tileOfType(tt.Elems[0])
	if err != nil {
		return nil, err
	}
	cnt, err := k.tileOfType(tt.Elems[1])
	if err != nil {
		return nil, err
	}
	if len(src.Shape) != 2 || len(dst.Shape) != 2 || len(cnt.Shape) != 2 {
		return nil, fmt.Errorf("gather_compare of a rank-%d tile", len(src.Shape))
	}
	for r := int64(0); r < src.Valid[0] && !kv.Undef; r++ {
		n := int64(0)
		usable := true
		for c := int64(0); c < src.Valid[1]; c++ {
			v, ok := src.get2(r, c)
			if !ok {
				usable = false
				break
			}
			if !cmp(v, kv.V) {
				continue
			}
			if n < dst.Valid[1] && r < dst.Valid[0] {
				d := r*dst.Shape[1] + n
				dst.Data[d], dst.Defined[d] = round(dst.DType, off+float64(c)), true
			}
			n++
		}
		if !usable {
			for c := int64(0); c < dst.Shape[1] && r < dst.Shape[0]; c++ {
				dst.Defined[r*dst.Shape[1]+c] = false
			}
			continue
		}
		if r < cnt.Valid[1] && cnt.Valid[0] > 0 {
			cnt.Data[r], cnt.Defined[r] = round(cnt.DType, float64(n)), true
		}
	}
	return Tuple{dst, cnt}, nil
}

// tileOfType allocates an undefined tile of a tile type of the call (one
// element of a tuple result), its shapes evaluated in the current frame.
func (k *call) tileOfType(t ir.Type) (*Tile, error) {
	tt, ok := t.(*ir.TileType)
	if !ok {
		return nil, fmt.Errorf("result element of type %s is not a tile", ir.PrintType(t))
	}
	shape, err := k.m.evalInts(k.fr, tt.Shape, "result shape")
	if err != nil {
		return nil, err
	}
	valid, err := k.m.evalInts(k.fr, tt.Effective().ValidShape, "result valid shape")
	if err != nil {
		return nil, err
	}
	if numElems(shape) > maxTileElems {
		return nil, fmt.Errorf("result shape %v has more than %d elements", shape, maxTileElems)
	}
	return newTile(shape, tt.DType, valid), nil
}

// cloneInto copies t into the call's result (the destination of an
// in-place op), restricted to the result's valid region.
func cloneInto(k *call, t *Tile) (*Tile, error) {
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if !sameShape(out.Shape, t.Shape) {
		return nil, fmt.Errorf("result shape %v differs from the destination shape %v", out.Shape, t.Shape)
	}
	eachIndex(out.Valid, func(idx []int64) {
		if v, ok := t.get(idx); ok {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = round(out.DType, v), true
		}
	})
	return out, nil
}

// setFlat writes element k of t's physical row-major order when it lies
// in t's valid region (ok false: leaves it undefined).
func setFlat(t *Tile, k int64, v float64, ok bool) {
	if k < 0 || k >= int64(t.Len()) {
		return
	}
	idx := make([]int64, len(t.Shape))
	unflat(t.Shape, int(k), idx)
	if !t.inValid(idx) {
		return
	}
	t.Data[k], t.Defined[k] = round(t.DType, v), ok
}

// opScatter is tile.scatter (dst, src, indexes): dst with
// dst.flat[indexes[i, j]] = src[i, j] over the index tile's valid region
// in row-major order, a later write winning
// (src/ir/op/tile_ops/scatter.cpp:24-29, :123). An index that is not usable
// leaves dst unknown; an index past dst writes nothing.
func opScatter(k *call) (Value, error) {
	dst, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	src, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	ix, err := k.tile(2)
	if err != nil {
		return nil, err
	}
	out, err := cloneInto(k, dst)
	if err != nil {
		return nil, err
	}
	broken := false
	eachIndex(ix.Valid, func(idx []int64) {
		j, ok := intAt(ix, idx)
		if !ok {
			broken = true
			return
		}
		v, ok := src.get(idx)
		setFlat(out, j, v, ok)
	})
	if broken {
		return k.newResult()
	}
	return out, nil
}

// opScatterMask is tile.scatter_mask (dst, src): dst with each valid src
// element written to the column its mask pattern marks in the same row
// (maskColumn; scatter.cpp:207-221).
func opScatterMask(k *call) (Value, error) {
	dst, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	src, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	p, err := maskPatternOf(k)
	if err != nil {
		return nil, err
	}
	out, err := cloneInto(k, dst)
	if err != nil {
		return nil, err
	}
	if len(out.Shape) != 2 || len(src.Shape) != 2 {
		return nil, fmt.Errorf("a rank-%d scatter_mask", len(out.Shape))
	}
	for r := int64(0); r < src.Valid[0] && r < out.Valid[0]; r++ {
		for j := int64(0); j < src.Valid[1]; j++ {
			c := maskColumn(p, j)
			if c >= out.Valid[1] {
				continue
			}
			v, ok := src.get2(r, j)
			d := r*out.Shape[1] + c
			out.Data[d], out.Defined[d] = round(out.DType, v), ok
		}
	}
	return out, nil
}

// opScatterUpdate is tile.scatter_update (input, index, src): input with
// row index[i][j] replaced by src's row i*s + j (2-D input [rows, d], src
// [b*s, d]), or, 4-D ([blocks, block_size, 1, d], src [b, s, 1, d]), the
// row index[i][j] of the flattened [blocks*block_size] rows replaced by
// src[i][j][0] (src/ir/op/tile_ops/transform.cpp:813-885: lowered to
// tile.scatter by per-element flat row indices).
func opScatterUpdate(k *call) (Value, error) {
	in, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	ix, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	src, err := k.tile(2)
	if err != nil {
		return nil, err
	}
	out, err := cloneInto(k, in)
	if err != nil {
		return nil, err
	}
	n := len(out.Shape)
	if len(ix.Shape) != 2 || len(src.Shape) != n || n != 2 && n != 4 {
		return nil, fmt.Errorf("scatter_update of a rank-%d input by a rank-%d index", n, len(ix.Shape))
	}
	rows := numElems(out.Shape[:n-1])
	width := out.Shape[n-1]
	for i := int64(0); i < ix.Valid[0]; i++ {
		for j := int64(0); j < ix.Valid[1]; j++ {
			row, ok := intAt(ix, []int64{i, j})
			if !ok {
				return k.newResult()
			}
			if row < 0 || row >= int64(rows) {
				continue
			}
			srow := i*ix.Shape[1] + j
			for c := int64(0); c < width; c++ {
				sidx := []int64{srow, c}
				if n == 4 {
					sidx = []int64{i, j, 0, c}
				}
				v, ok := src.get(sidx)
				setFlat(out, row*width+c, v, ok)
			}
		}
	}
	return out, nil
}

// opMscatter is tile.mscatter (src, idx, output_tensor): the tensor with
// element idx[i, j] of its row-major order set to src[i, j] for every
// valid element of src (memory.cpp:1112-1115); an index that is not usable
// or lies past the tensor writes nothing.
func opMscatter(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	ix, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	t, err := k.tensor(2)
	if err != nil {
		return nil, err
	}
	eachIndex(src.Valid, func(idx []int64) {
		j, ok := intAt(ix, idx)
		if !ok || j < 0 || j >= int64(t.Len()) {
			return
		}
		v, ok := src.get(idx)
		if ok {
			t.Data[j] = round(t.DType, v)
		} else {
			t.Data[j] = 0
		}
		setDefined(t, int(j), ok)
	})
	return Tensor{t}, nil
}

// oobIndex resolves an mgather index against n rows or elements by the
// gather_oob kwarg: 0 undefined (nothing read), 1 clamp, 2 wrap, 3 zero.
func oobIndex(j, n, mode int64) (int64, bool, bool) {
	if j >= 0 && j < n {
		return j, true, false
	}
	switch mode {
	case 1:
		return max(0, min(j, n-1)), true, false
	case 2:
		return (j%n + n) % n, true, false
	case 3:
		return 0, false, true
	}
	return 0, false, false
}

// opMgather is tile.mgather (mem, idx, ...): row mode (coalesce 0) gives
// result row r the row of mem (its leading axes flattened) idx names at
// position r; element mode (coalesce 1) gives result element i mem's
// element idx[i] of its row-major order. idx is a tile (into Vec) or a GM
// tensor (into Mat); gather_oob settles an index past mem
// (memory.cpp:1227-1389).
func opMgather(k *call) (Value, error) {
	mem, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(out.Shape) != 2 {
		return nil, fmt.Errorf("a rank-%d mgather", len(out.Shape))
	}
	var at func(i, j int64) (int64, bool)
	switch v := k.args[1].(type) {
	case *Tile:
		at = func(i, j int64) (int64, bool) { x, ok := v.get2(i, j); return int64(x), ok }
	case Tensor:
		at = func(i, j int64) (int64, bool) {
			d := int(i*v.Shape[len(v.Shape)-1] + j)
			if len(v.Shape) != 2 || d >= v.Len() || !v.IsDefined(d) {
				return 0, false
			}
			return int64(v.Data[d]), true
		}
	default:
		return nil, fmt.Errorf("idx is a %s, want a tile or a tensor", kindOf(k.args[1]))
	}
	mode := k.kwInt("gather_oob", 0)
	elem := k.kwInt("coalesce", 0) == 1
	width := mem.Shape[len(mem.Shape)-1]
	rows := int64(mem.Len()) / max(width, 1)
	for r := int64(0); r < out.Valid[0]; r++ {
		for c := int64(0); c < out.Valid[1]; c++ {
			var j int64
			var ok bool
			if elem {
				j, ok = at(r, c)
			} else if t, isTile := k.args[1].(*Tile); isTile && t.Shape[0] != 1 {
				j, ok = at(r, 0) // an [R, 1] index
			} else {
				j, ok = at(0, r) // a [1, R] index
			}
			if !ok {
				continue
			}
			n := rows
			if elem {
				n = int64(mem.Len())
			}
			j, in, zero := oobIndex(j, n, mode)
			d := r*out.Shape[1] + c
			switch {
			case zero:
				out.Data[d], out.Defined[d] = 0, true
			case in:
				s := j
				if !elem {
					s = j*width + c
				}
				if mem.IsDefined(int(s)) {
					out.Data[d], out.Defined[d] = round(out.DType, mem.Data[s]), true
				}
			}
		}
	}
	return out, nil
}

// opGatherRow is tile.gather_row (dst, src, dst_offset, src_offset,
// shapes[, valid_shape]): dst with the window of the GM tensor at
// src_offset (its last two axes), valid_shape (else shapes) in extent,
// written at dst_offset. With transpose the window is read transposed (the
// DN2NZ path), which the reference does not model: the window is left
// unknown.
func opGatherRow(k *call) (Value, error) {
	dst, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	src, err := k.tensor(1)
	if err != nil {
		return nil, err
	}
	do, err := k.ints(2)
	if err != nil {
		return nil, err
	}
	so, err := k.ints(3)
	if err != nil {
		return nil, err
	}
	ext, err := k.ints(4)
	if err != nil {
		return nil, err
	}
	if k.has(5) {
		if ext, err = k.ints(5); err != nil {
			return nil, err
		}
	}
	out, err := cloneInto(k, dst)
	if err != nil {
		return nil, err
	}
	if len(do) != 2 || len(so) != 2 || len(ext) != 2 || len(out.Shape) != 2 || len(src.Shape) < 2 {
		return nil, fmt.Errorf("gather_row needs 2-D offsets, extents and tiles")
	}
	transpose := false
	if v, ok := k.kw("transpose"); ok {
		transpose = v == true
	}
	R := len(src.Shape)
	g := make([]int64, R)
	for i := int64(0); i < ext[0]; i++ {
		for j := int64(0); j < ext[1]; j++ {
			r, c := do[0]+i, do[1]+j
			if r < 0 || c < 0 || r >= out.Valid[0] || c >= out.Valid[1] {
				continue
			}
			d := r*out.Shape[1] + c
			g[R-2], g[R-1] = so[0]+i, so[1]+j
			if transpose || g[R-2] >= src.Shape[R-2] || g[R-1] >= src.Shape[R-1] {
				out.Defined[d] = false
				continue
			}
			s := src.Index(g)
			out.Data[d], out.Defined[d] = round(out.DType, src.Data[s]), src.IsDefined(s)
		}
	}
	return out, nil
}
