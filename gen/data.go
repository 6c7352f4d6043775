package gen

import "github.com/irfuzz/irfuzz/ir"

// Loads, stores, scalars and break/continue: the statements that move data
// between GM and tiles and the scalar plumbing around them.

// isStorable: a tile of rank 2 or 3 (stores write a window of the same
// rank) in a space a store reads: Vec (or unplaced) or Acc.
func isStorable(t ir.Type) bool {
	tt := tileOf(t)
	return tt != nil && (tt.Rank() == 2 || tt.Rank() == 3) && staticDims(tt) != nil && isVecOrAcc(t)
}

func (b *builder) loadStmt() {
	var shape []int64
	if b.knobChance(PRank3) {
		shape = []int64{oneOf[int64](b, 2, 4), b.dim(), b.dim()}
	} else {
		shape = []int64{b.dim(), b.dim()}
	}
	dt := b.vecDType()
	b.fitVec(dt, shape)
	b.loadTile(shape, dt, b.knobChance(PNarrow))
}

// fitVec shrinks a vector tile's last two dims to the Vec budget (fits),
// unless a near miss drew an oversize dimension on purpose: a tile past
// the budget then stays, and the kernel intends AllocatedMemoryAddr.
func (b *builder) fitVec(dt ir.DataType, shape []int64) {
	lead := int64(1)
	for _, d := range shape {
		if d >= oversize {
			if !b.fits(ir.Vec, shape, dt) {
				b.intend("AllocatedMemoryAddr")
			}
			return
		}
	}
	for _, d := range shape[:len(shape)-2] {
		lead *= d
	}
	n := len(shape)
	b.fitDims(ir.Vec, dt, lead, &shape[n-2], &shape[n-1])
}

// loadSpaces are the explicit targets a load draws from (PExplicitMem);
// biasLoadSpaces those of a bias row, which reaches Bias from Mat only.
var (
	loadSpaces     = []ir.MemorySpace{ir.Vec, ir.Mat}
	biasLoadSpaces = []ir.MemorySpace{ir.Mat}
)

// loadTile loads a window of the given shape and dtype from an input
// tensor (an existing one that holds the window, or a new parameter),
// narrowing the valid rows (dim 0) when narrow.
func (b *builder) loadTile(shape []int64, dt ir.DataType, narrow bool) *ir.Var {
	return b.load(shape, dt, narrow, loadSpaces)
}

// load is loadTile with the explicit target spaces it may draw. A 3-D
// tile is narrowed along its leading axis: FlattenTileNdTo2D merges the
// leading axes, which keeps a valid region only when every middle axis is
// fully valid.
func (b *builder) load(shape []int64, dt ir.DataType, narrow bool, spaces []ir.MemorySpace) *ir.Var {
	return b.loadAt(shape, dt, narrow, spaces, ir.MemNone)
}

// loadInto is a load that always places the tile in space (box-shaped
// shapes only for a cube buffer).
func (b *builder) loadInto(shape []int64, dt ir.DataType, narrow bool, space ir.MemorySpace) *ir.Var {
	return b.loadAt(shape, dt, narrow, nil, space)
}

// loadAt is load; a space other than MemNone is the target, drawn from
// nothing.
func (b *builder) loadAt(shape []int64, dt ir.DataType, narrow bool, spaces []ir.MemorySpace, space ir.MemorySpace) *ir.Var {
	b.src.Begin("load")
	defer b.src.End()
	// The tensor is one a load into space may read without a cross-core
	// GM hand-off (crosscore.go); an undrawn space counts as either side.
	t := b.inputTensor(shape, dt, space)
	tt := t.v.T.(*ir.TensorType)
	dims, _ := ir.StaticShape(tt.Shape)
	offs := b.windowOffsets(dims, shape)
	valid := append([]int64(nil), shape...)
	if narrow && shape[0] > 1 {
		valid[0] = b.narrowRows(shape[0])
	}
	var kws []ir.Kwarg
	if space != ir.MemNone {
		kws = append(kws, kw("target_memory", space))
	} else if b.knobChance(PExplicitMem) {
		// A cube buffer holds whole fractal boxes only (box.go); a shape
		// that is not box-shaped loads into Vec instead.
		to := oneOf(b, spaces...)
		if boxedSpace(to) && !boxedDims(shape, dt) {
			to = ir.Vec
		}
		kws = append(kws, kw("target_memory", to))
		space = to
	}
	c := create(ir.TileLoad, []ir.Expr{t.v, list(offs...), idx(shape...), idx(valid...)}, kws...)
	if c == nil {
		return nil
	}
	t.loaded = true
	v := b.define("t", c)
	markLoad(t, space, v)
	return v
}

// inputTensor returns a tensor parameter that holds a window of shape:
// an input already loaded from (most recent first) that a load into space
// may read (crosscore.go) or a new parameter whose extents are small
// multiples of the window.
func (b *builder) inputTensor(shape []int64, dt ir.DataType, space ir.MemorySpace) *tparam {
	var cands []*tparam
	for i := len(b.tensors) - 1; i >= 0 && len(cands) < 4; i-- {
		t := b.tensors[i]
		if t.loaded && holds(t.v.T.(*ir.TensorType), shape, dt) && loadable(t, space) {
			cands = append(cands, t)
		}
	}
	fresh := b.knobChance(PNewParam)
	k := b.draw(4)
	if len(cands) > 0 && !fresh {
		return cands[k%len(cands)]
	}
	dims := make([]int64, len(shape))
	for i, s := range shape {
		dims[i] = s * oneOf[int64](b, 1, 2, 4)
	}
	return b.newTensor("x", dims, dt)
}

func holds(tt *ir.TensorType, shape []int64, dt ir.DataType) bool {
	dims, ok := ir.StaticShape(tt.Shape)
	if !ok || tt.DType != dt || len(dims) != len(shape) {
		return false
	}
	for i := range dims {
		if dims[i] < shape[i] {
			return false
		}
	}
	return true
}

func (b *builder) newTensor(hint string, dims []int64, dt ir.DataType) *tparam {
	v := &ir.Var{Name: hint, T: ir.NewTensorType(ir.ConstIs(dims...), dt, nil, nil)}
	t := &tparam{v: v, cur: v}
	b.tensors = append(b.tensors, t)
	b.paramOrder = append(b.paramOrder, v)
	if b.depth > 0 {
		// Created inside a block: storable only at the top level.
		t.cur = nil
	}
	return t
}

// windowOffsets places a window of extents win inside dims: aligned to the
// window, and inside a loop now and then moving with the loop variable
// ((i % n) * w).
func (b *builder) windowOffsets(dims, win []int64) []ir.Expr {
	out := make([]ir.Expr, len(dims))
	lv := b.loopVar()
	for i := range dims {
		n := dims[i] / max(win[i], 1)
		if n > 1 && lv != nil && b.knobChance(PLoopOffset) {
			mod := &ir.Binary{Op: ir.OpFloorMod, L: lv, R: ir.ConstI(n), DType: ir.INDEX}
			out[i] = &ir.Binary{Op: ir.OpMul, L: mod, R: ir.ConstI(win[i]), DType: ir.INDEX}
			continue
		}
		out[i] = ir.ConstI(int64(b.draw(int(max(n, 1)))) * win[i])
	}
	return out
}

// loopVar is the innermost for-loop variable, or nil.
func (b *builder) loopVar() ir.Expr {
	for i := len(b.loops) - 1; i >= 0; i-- {
		if b.loops[i].v != nil {
			return b.loops[i].v
		}
	}
	return nil
}

// storeStmt stores a tile into an output tensor: an output already stored
// in this scope, an input (making it InOut, PInOut), or a new Out
// parameter (top level only) twice the tile's extent or equal to it.
func (b *builder) storeStmt() {
	b.src.Begin("store")
	defer b.src.End()
	tv, ok := b.pick(isStorable)
	if !ok {
		return
	}
	if tv, ok = b.laneStoreTile(tv); !ok {
		return
	}
	tile := tileOf(tv.t)
	shape := staticDims(tile)
	acc := isAcc(tv.t)
	split := b.lane != nil
	inout := b.knobChance(PInOut)
	existing := b.chance(70)
	k := b.draw(4)
	var cands []*tparam
	for i := len(b.tensors) - 1; i >= 0 && len(cands) < 4; i-- {
		t := b.tensors[i]
		if t.cur == nil || !holds(t.v.T.(*ir.TensorType), b.laneExtent(shape, split), tile.DType) || !b.storable(t, acc) || !laneStorable(t, split) ||
			t.scalarWritten && b.onePath() {
			continue
		}
		if t.stored || inout {
			cands = append(cands, t)
		}
	}
	var t *tparam
	switch {
	case len(cands) > 0 && (b.depth > 0 || existing):
		t = cands[k%len(cands)]
	case b.depth == 0:
		dims := make([]int64, len(shape))
		for i, s := range shape {
			dims[i] = s * oneOf[int64](b, 1, 2)
		}
		t = b.newTensor("out", b.laneExtent(dims, split), tile.DType)
	default:
		return
	}
	dims, _ := ir.StaticShape(t.v.T.(*ir.TensorType).Shape)
	offs := b.laneOffsets(dims, shape, split)
	var kws []ir.Kwarg
	if b.knobChance(PAtomic) {
		// An atomic add the target cannot do on the dtype only in a
		// near-miss kernel.
		switch {
		case b.be.SupportsAtomicAdd(tile.DType):
			kws = append(kws, kw("atomic", ir.AtomicAdd))
		case b.risk("AtomicAddDtypeValid"):
			b.intend("AtomicAddDtypeValid")
			kws = append(kws, kw("atomic", ir.AtomicAdd))
		}
	}
	c := create(ir.TileStore, []ir.Expr{tv.e, list(offs...), t.cur}, kws...)
	if c == nil {
		return
	}
	t.cur = b.define("o", c)
	t.stored = true
	b.markStore(t, acc)
}

// indexScalar picks an INDEX scalar in scope (loop variables, scalar
// values, parameters) or makes a new Scalar[INDEX] parameter.
func (b *builder) indexScalar(hint string) ir.Expr {
	inScope := b.chance(70)
	if v, ok := b.pick(isIndexScalar); ok && inScope {
		return v.e
	}
	return b.scalarParam(hint)
}

// scalarParam returns an existing Scalar[INDEX] parameter or a new one.
func (b *builder) scalarParam(hint string) ir.Expr {
	reuse := b.chance(60)
	k := b.draw(4)
	if len(b.scalars) > 0 && reuse {
		return b.scalars[len(b.scalars)-1-k%len(b.scalars)]
	}
	v := &ir.Var{Name: hint, T: ir.Scalar(ir.INDEX)}
	b.scalars = append(b.scalars, v)
	b.paramOrder = append(b.paramOrder, v)
	if b.depth == 0 {
		b.vals = append(b.vals, val{e: v, t: v.T})
	}
	return v
}

var scalarOps = []ir.BinaryOp{ir.OpMin, ir.OpAdd, ir.OpMul, ir.OpFloorDiv, ir.OpMax, ir.OpSub, ir.OpFloorMod}

// scalarStmt computes an INDEX scalar from one in scope and a constant.
func (b *builder) scalarStmt() {
	x := b.indexScalar("n")
	op := oneOf(b, scalarOps...)
	c := int64(b.draw(32) + 1)
	// The constant and the result take x's dtype (INDEX, or INT64: an
	// array element), as the parser types pl.min(x, 1).
	dt := x.Type().(*ir.ScalarType).DType
	b.define("s", &ir.Binary{Op: op, L: x, R: &ir.ConstInt{Value: c, DType: dt}, DType: dt})
}

var cmpOps = []ir.BinaryOp{ir.OpLt, ir.OpEq, ir.OpGe, ir.OpNe, ir.OpGt, ir.OpLe}

// cond builds a BOOL condition comparing an INDEX scalar with a constant.
func (b *builder) cond() ir.Expr {
	x := b.indexScalar("flag")
	return &ir.Binary{Op: oneOf(b, cmpOps...), L: x, R: ir.ConstI(int64(b.draw(8))), DType: ir.BOOL}
}

// canBreak: the innermost loop is one break and continue may leave
// (sequential or while, and pipeline in the Model dialect; not parallel or
// unroll).
//
// A near-miss kernel has none: the pinned PyPTO rejects most loops with one
// (Simplify's TypeError on the break flag, ConvertToSSA's break-phi yields in
// a carried loop: docs/findings.md) before the property the kernel risks.
func (b *builder) canBreak() bool {
	if len(b.loops) == 0 || b.nearMiss {
		return false
	}
	k := b.loops[len(b.loops)-1].kind
	// The pinned PyPTO supports break and continue in pl.range and while
	// loops only (docs/en/dev/language/01-statements.md:146):
	// CtrlFlowTransform leaves one in a pl.pipeline loop, which
	// StructuredCtrlFlow then rejects.
	return k == ir.Sequential || k == ir.Pipeline && b.p.modelOnly()
}

// breakStmt emits `if cond: continue` (mostly) or `if cond: break`; a while
// loop gets only break (its counter's increment ends the body, so a
// continue that skips it may never let the loop end). Continue is drawn
// more often since every break the pinned PyPTO's CtrlFlowTransform lowers
// then fails its Simplify (docs/findings.md), which no later pass sees.
func (b *builder) breakStmt() {
	var s ir.Stmt = &ir.BreakStmt{}
	if b.chance(85) && len(b.loops) > 0 && b.loops[len(b.loops)-1].v != nil {
		s = &ir.ContinueStmt{}
	}
	b.emit(&ir.IfStmt{Cond: b.cond(), Then: s})
}
