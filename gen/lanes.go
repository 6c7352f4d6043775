package gen

import "github.com/irfuzz/irfuzz/ir"

// Vector lanes. A kernel that reads tile.get_subblock_idx runs on both
// vector lanes of a cluster (aiv0, aiv1), each with its own index; stores
// that do not depend on it write the same GM window twice (a cross-lane
// WAW). The generator emits the query only where it can split the
// kernel's stores by lane: at the top level, before anything is stored;
// from then on (b.lane) every store writes its lane's half of the tensor
// (leading axis offset by lane * half) from a vector tile (an accumulator
// is moved to Vec first: laneStoreTile), stores go only to tensors nothing
// loads (no cross-lane RAW / WAR) and no element write (tensor.write) of
// an output is made. Loads stay shared: both lanes read the same inputs.

// laneKernelPct is the chance, per unit of weight a profile gives
// tile.get_subblock_idx above the base (opBase), that a kernel starts
// lane-split.
const laneKernelPct = 10

// startLanes makes the kernel lane-split now and then in a profile that
// weighs tile.get_subblock_idx above the base: it reads the lane index
// first thing, so every store of the kernel can be split by it. (No draw
// otherwise: the other profiles' kernels, and their shrinking, stay as
// they were; there the query appears only where subblockQuery can still
// split the kernel.)
func (b *builder) startLanes() {
	for _, o := range b.p.safeOps {
		if o.op == ir.TileGetSubblockIdx {
			if b.chance(min((o.w-opBase[ir.TileGetSubblockIdx])*laneKernelPct, 50)) {
				b.subblockQuery(o.op)
			}
			return
		}
	}
}

// subblockQuery emits tile.get_subblock_idx when the kernel may read it:
// at the top level with nothing stored yet, which makes the kernel
// lane-split (once; a lane-split kernel reads it once).
func (b *builder) subblockQuery(op *ir.OpDef) {
	if b.lane != nil || b.depth > 0 || len(b.loops) > 0 {
		return
	}
	for _, t := range b.tensors {
		if t.stored {
			return
		}
	}
	// The index stays out of scope: nothing but the vector stores reads
	// it (the AIC side of a mixed kernel cannot: ExpandMixedKernel refuses
	// a cube-side read of it).
	if c := create(op, nil); c != nil {
		v := &ir.Var{Name: "q", T: c.T}
		b.emit(&ir.AssignStmt{Var: v, Value: c})
		b.lane = v
	}
}

// laneStoreTile is the tile a store writes: in a lane-split kernel an
// accumulator is first moved to Vec (the cross-core hand-off
// ExpandMixedKernel lowers), so the store runs on the vector lanes and is
// split like any other; where the pipeline stores an accumulator (from the
// cube core, or from Vec after a move it inserted for a vector user) is
// not known here, and the cube side cannot read the lane index.
func (b *builder) laneStoreTile(v val) (val, bool) {
	if b.lane == nil || !isAcc(v.t) {
		return v, true
	}
	m := b.bind("mv", create(ir.TileMove, []ir.Expr{v.e}, kw("target_memory", ir.Vec), kw("blayout", ir.RowMajor), kw("slayout", ir.NoneBox)))
	if m == nil {
		return val{}, false
	}
	return val{e: m, t: m.T}, true
}

// laneExtent is the tensor extent that holds one window of dims per lane:
// dims itself, or for a split store twice it along the leading axis.
func (b *builder) laneExtent(dims []int64, split bool) []int64 {
	if !split || len(dims) == 0 {
		return dims
	}
	out := append([]int64(nil), dims...)
	out[0] *= 2
	return out
}

// laneStorable reports whether a (split) store may write t: a split store
// one nothing loads.
func laneStorable(t *tparam, split bool) bool { return !split || !t.loaded }

// laneOffsets places a store window of extents win inside dims
// (windowOffsets); a split one inside the lane's half of the leading
// axis, offset by lane * half.
func (b *builder) laneOffsets(dims, win []int64, split bool) []ir.Expr {
	if !split || len(dims) == 0 {
		return b.windowOffsets(dims, win)
	}
	half := append([]int64(nil), dims...)
	half[0] /= 2
	offs := b.windowOffsets(half, win)
	shift := &ir.Binary{Op: ir.OpMul, L: b.lane, R: ir.ConstI(half[0]), DType: ir.INDEX}
	offs[0] = &ir.Binary{Op: ir.OpAdd, L: offs[0], R: shift, DType: ir.INDEX}
	return offs
}
