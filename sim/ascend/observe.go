package ascend

import (
	"hash/fnv"
	"math"
)

// Observation (Options.Observe): when an instruction ends, a digest of
// what its destination tile then holds in its valid region, element by
// element in row-major logical order (the value's bits and its byte
// state), so two programs that place and lay out the same tile
// differently digest it alike. It is how two lowerings of one kernel are
// compared op by op (sim/pto Diff): the first pair of corresponding
// instructions whose digests differ is where their results part.

// Observation is what one instruction left in its destination tile.
type Observation struct {
	// Digest of the valid region's values and byte states; 0 when the
	// instruction writes no tile (or never ran).
	Digest uint64
	// End is the cycle the instruction ended.
	End int64
}

// observe records the digest of instruction id's destination at t.
func (s *Sim) observe(c *coreState, id int32, end int64) {
	in := s.ins[id]
	if in.Op == OpTFree || in.Dst.Rows <= 0 || in.Dst.Cols <= 0 {
		return
	}
	t := &in.Dst
	buf := c.mem[t.Space]
	if buf == nil {
		return
	}
	p := t.Pitch
	if p == 0 {
		p = t.PhysicalPitch()
	}
	lay := t.Layout(p)
	es := int64(t.DType.Bytes())
	h := fnv.New64a()
	var b [9]byte
	for r := int64(0); r < t.ValidRows; r++ {
		for col := int64(0); col < t.ValidCols; col++ {
			v, st := buf.load(t.Addr+lay.Offset(r, col), t.DType, es)
			bits := math.Float64bits(v)
			if st != stateDefined {
				bits = 0
			}
			for i := range 8 {
				b[i] = byte(bits >> (8 * i))
			}
			b[8] = st
			h.Write(b[:])
		}
	}
	s.observed[id] = Observation{Digest: h.Sum64() | 1, End: end} // never 0: 0 is "nothing observed"
}
