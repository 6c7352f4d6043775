package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// Cross-core transfers between the cube core (AIC) and its two vector
// lanes (AIV), modelled as FIFO queues in the interpreter state, one per
// (direction, id kwarg, lane):
//
//   - tpush_to_aiv (cube side) with split 0 enqueues the whole tile for
//     both lanes; with split 1 (UP_DOWN, axis 0) or 2 (LEFT_RIGHT, axis 1)
//     it enqueues lane l the l-th half (ceil(E/2) wide, lane_stride apart
//     when given) of the tile along that axis.
//   - tpop_from_aic (vector side) dequeues the current lane's front tile;
//     its shape must be the pop's (explicit) type.
//   - tpush_to_aic (vector side) enqueues the tile for the current lane.
//   - tpop_from_aiv (cube side) with split 0 dequeues lane 0's tile (and
//     drops lane 1's front, the replica the other lane pushed); with split
//     1/2 it concatenates lane 0's and lane 1's fronts along the split axis,
//     a missing lane's half being undefined.
//
// A pop from empty queues is an error (the program would deadlock).
type queueKey struct {
	toAIV bool
	id    int64
	lane  int64
}

// gatherKey identifies the n-th execution of an aic_gather call within a
// split_aiv scope, so the lanes' halves of one gather meet in one tile.
type gatherKey struct {
	c *ir.Call
	n int
}

// splitAxis returns the split kwarg's axis (-1 for split 0).
func splitAxis(k *call, rank int) (int, error) {
	s := k.kwInt("split", 0)
	switch {
	case s == 0:
		return -1, nil
	case s < 0 || s > 2:
		return 0, fmt.Errorf("split must be 0, 1 or 2, got %d", s)
	case rank != 2:
		return 0, fmt.Errorf("split %d needs a 2-D tile, got rank %d", s, rank)
	}
	return int(s - 1), nil
}

// half returns lane's part of t along axis: ext wide starting at
// lane*stride, elements beyond t undefined; valid is ext clipped to t's
// valid region.
func half(t *Tile, axis int, lane, ext, stride int64) *Tile {
	shape := append([]int64(nil), t.Shape...)
	shape[axis] = ext
	off := lane * stride
	valid := append([]int64(nil), t.Valid...)
	valid[axis] = max(0, min(ext, t.Valid[axis]-off))
	h := newTile(shape, t.DType, valid)
	s := make([]int64, len(shape))
	eachIndex(shape, func(idx []int64) {
		copy(s, idx)
		s[axis] += off
		if !inShape(t.Shape, s) {
			return
		}
		si, d := t.Index(s), h.Index(idx)
		h.Data[d], h.Defined[d] = t.Data[si], t.Defined[si]
	})
	return h
}

// laneStride is the lane_stride kwarg, or the half extent.
func laneStride(k *call, ext int64) int64 {
	if s := k.kwInt("lane_stride", 0); s > 0 {
		return s
	}
	return ext
}

func opPush(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	id := k.kwInt("id", 0)
	if !k.op.C2V {
		key := queueKey{toAIV: false, id: id, lane: k.m.lane}
		k.m.queues[key] = append(k.m.queues[key], t)
		return Void{}, nil
	}
	axis, err := splitAxis(k, len(t.Shape))
	if err != nil {
		return nil, err
	}
	for lane := int64(0); lane < 2; lane++ {
		part := t
		if axis >= 0 {
			ext := (t.Shape[axis] + 1) / 2
			part = half(t, axis, lane, ext, laneStride(k, ext))
		}
		key := queueKey{toAIV: true, id: id, lane: lane}
		k.m.queues[key] = append(k.m.queues[key], part)
	}
	return Void{}, nil
}

// dequeue pops the front of a queue (nil when empty).
func (m *machine) dequeue(key queueKey) *Tile {
	q := m.queues[key]
	if len(q) == 0 {
		return nil
	}
	m.queues[key] = q[1:]
	return q[0]
}

func opPop(k *call) (Value, error) {
	id := k.kwInt("id", 0)
	tt, shape, _, err := k.result()
	if err != nil {
		return nil, fmt.Errorf("a pop needs an explicit tile type: %w", err)
	}
	var got *Tile
	if k.op.C2V {
		got = k.m.dequeue(queueKey{toAIV: true, id: id, lane: k.m.lane})
		if got == nil {
			return nil, fmt.Errorf("nothing was pushed to lane %d with id %d (the program would deadlock)", k.m.lane, id)
		}
	} else {
		axis, err := splitAxis(k, len(shape))
		if err != nil {
			return nil, err
		}
		a := k.m.dequeue(queueKey{toAIV: false, id: id, lane: 0})
		b := k.m.dequeue(queueKey{toAIV: false, id: id, lane: 1})
		switch {
		case a == nil && b == nil:
			return nil, fmt.Errorf("no vector lane pushed with id %d (the program would deadlock)", id)
		case axis < 0 && a != nil:
			got = a
		case axis < 0:
			got = b
		default:
			got = newTile(shape, tt.DType, shape)
			ext := (shape[axis] + 1) / 2
			for lane, part := range []*Tile{a, b} {
				if part == nil {
					continue
				}
				if err := place(got, part, axis, int64(lane)*laneStride(k, ext)); err != nil {
					return nil, err
				}
			}
		}
	}
	if !sameShape(got.Shape, shape) {
		return nil, fmt.Errorf("popped a tile of shape %v, the pop's type says %v", got.Shape, shape)
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	fillFlat(out, got)
	return out, nil
}

// place writes part's elements into dst at offset off along axis (in
// place: dst is being built).
func place(dst, part *Tile, axis int, off int64) error {
	if len(part.Shape) != len(dst.Shape) {
		return fmt.Errorf("a rank-%d part of a rank-%d tile", len(part.Shape), len(dst.Shape))
	}
	g := make([]int64, len(dst.Shape))
	eachIndex(part.Shape, func(idx []int64) {
		copy(g, idx)
		g[axis] += off
		if !inShape(dst.Shape, g) {
			return
		}
		v, ok := part.get(idx)
		d := dst.Index(g)
		dst.Data[d], dst.Defined[d] = v, ok
	})
	return nil
}

// opShard hands the current lane its half of a cube tile along the split
// axis (the lane's ceil(E/2) rows or columns, lane_stride apart when
// given); split 0 hands it the whole tile. The valid shape is the call's.
func opShard(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	axis, err := splitAxis(k, len(t.Shape))
	if err != nil {
		return nil, err
	}
	part := t
	if axis >= 0 {
		_, shape, _, err := k.result()
		if err != nil {
			return nil, err
		}
		ext := shape[axis]
		part = half(t, axis, k.m.lane, ext, laneStride(k, ext))
	}
	return copyMasked(k, part)
}

// opGather places the current lane's tile at lane*E (lane_stride when
// given) along the split axis of a tile twice as wide. Inside a split_aiv
// scope the lanes' executions of the same gather (the n-th of each lane)
// fill one tile, so after lane 1 it holds both halves; outside one, the
// other lane's half is undefined.
func opGather(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	axis, err := splitAxis(k, len(t.Shape))
	if err != nil {
		return nil, err
	}
	if axis < 0 {
		return copyMasked(k, t)
	}
	tt, shape, valid, err := k.result()
	if err != nil {
		return nil, err
	}
	var buf *Tile
	if k.m.inSplit {
		n := k.m.gatherN[k.c]
		k.m.gatherN[k.c] = n + 1
		key := gatherKey{c: k.c, n: n}
		if buf = k.m.gather[key]; buf == nil {
			buf = newTile(shape, tt.DType, shape)
			k.m.gather[key] = buf
		}
	} else {
		buf = newTile(shape, tt.DType, shape)
	}
	if err := place(buf, t, axis, k.m.lane*laneStride(k, t.Shape[axis])); err != nil {
		return nil, err
	}
	out := newTile(shape, tt.DType, valid)
	fillFlat(out, buf)
	return out, nil
}
