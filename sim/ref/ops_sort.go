package ref

import (
	"fmt"
	"math"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// opSort32 is tile.sort32 (src, idx) on FP32: every 32-element block of a
// row of src, with the matching elements of idx, is sorted by value in
// descending order into value-index pairs, dst[2j] the value and dst[2j+1]
// the index's 32 bits read as FP32 (pto.tsort32's (score, index) pairs:
// assumed from the ISA's sort32 layout; python/pypto/ir/op/tile_ops.py:
// 3106-3126). A block with equal values (whose order the hardware does not
// promise), an unusable element, an FP16 source (whose pair layout is not
// modeled) or a partial last block leaves its pairs undefined.
func opSort32(k *call) (Value, error) {
	src, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	idx, err := k.tile(1)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	if src.DType != ir.FP32 || len(src.Shape) != 2 || len(out.Shape) != 2 {
		return out, nil
	}
	type pair struct{ v, i float64 }
	block := make([]pair, 32)
	for r := int64(0); r < min(src.Valid[0], out.Valid[0]); r++ {
		for b := int64(0); (b+1)*32 <= src.Valid[1]; b++ {
			ok := true
			for j := int64(0); j < 32 && ok; j++ {
				v, ok1 := src.get2(r, b*32+j)
				x, ok2 := idx.get2(r, b*32+j)
				ok = ok1 && ok2
				block[j] = pair{v, x}
			}
			if !ok {
				continue
			}
			sort.SliceStable(block, func(p, q int) bool { return block[p].v > block[q].v })
			for j := 1; j < 32; j++ {
				if block[j].v == block[j-1].v {
					ok = false
				}
			}
			if !ok {
				continue
			}
			for j, p := range block {
				c := 2 * (b*32 + int64(j))
				if c+1 >= out.Valid[1] {
					break
				}
				d := int(r*out.Shape[1] + c)
				out.Data[d], out.Defined[d] = p.v, true
				out.Data[d+1], out.Defined[d+1] = sim.FromBits(ir.FP32, sim.Bits(idx.DType, p.i)), true
				if math.IsNaN(out.Data[d+1]) {
					out.Defined[d+1] = false
				}
			}
		}
	}
	if out.Shape[1] < 2*src.Shape[1] {
		return nil, fmt.Errorf("result shape %v does not hold the pairs of %v", out.Shape, src.Shape)
	}
	return out, nil
}
