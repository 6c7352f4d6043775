package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// layoutOrder lists the multi-indices of shape in storage order: row-major,
// or for a column-major 2-D tile column by column.
func layoutOrder(shape []int64, colMajor bool) [][]int64 {
	var out [][]int64
	if colMajor && len(shape) == 2 {
		for c := int64(0); c < shape[1]; c++ {
			for r := int64(0); r < shape[0]; r++ {
				out = append(out, []int64{r, c})
			}
		}
		return out
	}
	eachIndex(shape, func(idx []int64) { out = append(out, append([]int64(nil), idx...)) })
	return out
}

// opReinterpretView is tile.reinterpret_view (data[, shape], dtype=): the
// same bytes read as another dtype (sim.Bits / sim.FromBits, little-endian)
// in the source's storage order (row-major; column by column for a
// column-major tile: the view keeps the layout); an element is usable when
// every source element its bytes come from is.
func opReinterpretView(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	sw, tw := src.DType.Bytes(), out.DType.Bytes()
	if src.Len()*sw != out.Len()*tw {
		return nil, fmt.Errorf("%v %s holds %d bytes, %v %s %d", src.Shape, src.DType, src.Len()*sw, out.Shape, out.DType, out.Len()*tw)
	}
	col := false
	if tt, ok := k.c.T.(*ir.TileType); ok {
		col = tt.Effective().BLayout == ir.ColMajor
	}
	bytes := make([]byte, 0, src.Len()*sw)
	known := make([]bool, 0, src.Len()*sw)
	for _, idx := range layoutOrder(src.Shape, col) {
		v, ok := src.get(idx)
		b := sim.Bits(src.DType, v)
		for i := 0; i < sw; i++ {
			bytes, known = append(bytes, byte(b>>(8*i))), append(known, ok)
		}
	}
	for e, idx := range layoutOrder(out.Shape, col) {
		if !out.inValid(idx) {
			continue
		}
		ok := true
		for i := 0; i < tw; i++ {
			ok = ok && known[e*tw+i]
		}
		if ok {
			d := out.Index(idx)
			out.Data[d], out.Defined[d] = fromBytes(out.DType, bytes, e), true
		}
	}
	return out, nil
}

// opConcat is tile.concat (src0, src1): each row holds src0's valid
// columns followed by src1's (pto.tconcat writes dst at the row stride
// validCol0 + validCol1, src/ir/op/tile_ops/transform.cpp:929-933), in
// the rows both sources hold.
func opConcat(k *call) (Value, error) {
	a, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	b, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if len(a.Shape) != 2 || len(b.Shape) != 2 || len(out.Shape) != 2 {
		return nil, fmt.Errorf("concat of rank-%d and rank-%d tiles", len(a.Shape), len(b.Shape))
	}
	rows := min(out.Valid[0], a.Valid[0], b.Valid[0])
	for r := int64(0); r < rows; r++ {
		for c := int64(0); c < out.Valid[1]; c++ {
			var v float64
			var ok bool
			switch {
			case c < a.Valid[1]:
				v, ok = a.get2(r, c)
			case c < a.Valid[1]+b.Valid[1]:
				v, ok = b.get2(r, c-a.Valid[1])
			}
			if ok {
				d := r*out.Shape[1] + c
				out.Data[d], out.Defined[d] = round(out.DType, v), true
			}
		}
	}
	return out, nil
}
