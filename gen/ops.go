package gen

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// The WOp step: pick a registered op by the profile's op weights and run its
// recipe. A recipe chooses operands from the values in scope and builds the
// call through the registry (create); the registry's deduction decides the
// result type, and a call the registry rejects is never emitted. Recipes
// know how to make arguments that usually fit (a window inside its source,
// an index inside a tile); they do not restate what the registry checks.

type recipe func(b *builder, op *ir.OpDef)

// recipes is every op's recipe, keyed by the op's identity (ir.TileLoad,
// ...). It is a plain initialized variable (not filled in an init
// function) so that the profile table, built at package initialization,
// sees it.
var recipes = map[*ir.OpDef]recipe{
	ir.TileLoad:  func(b *builder, _ *ir.OpDef) { b.loadStmt() },
	ir.TileStore: func(b *builder, _ *ir.OpDef) { b.storeStmt() },
	ir.TileMove:  (*builder).moveOp,
	ir.TileCreate: func(b *builder, _ *ir.OpDef) {
		shape, dt := b.shape2(), b.vecDType()
		space := oneOf(b, ir.MemNone, ir.Vec, ir.Acc, ir.Mat, ir.Left, ir.Right)
		if space == ir.Acc {
			// An accumulator holds what the cube produces (and the fix
			// pipe stores only accumulator dtypes to GM).
			dt = ir.MatmulAccDType(dt, dt)
		}
		switch {
		case space == ir.MemNone:
			b.fitVec(dt, shape)
		case boxedSpace(space):
			// A cube buffer holds whole fractal boxes only (box.go).
			u := boxUnit(dt)
			shape[0], shape[1] = max(shape[0], u), max(shape[1], u)
			b.fitDimsTo(space, dt, 1, u, &shape[0], &shape[1])
		default:
			b.fitDims(space, dt, 1, &shape[0], &shape[1])
		}
		b.createTile(shape, dt, space, space == ir.Acc && b.knobChance(PCompactSeed) && b.p.modelOnly())
	},
	ir.TileFull: func(b *builder, _ *ir.OpDef) {
		shape, dt := b.shape2(), b.vecDType()
		b.fitVec(dt, shape)
		b.fullTile(shape, dt)
	},
	ir.TileAlloc: (*builder).allocOp,
	ir.TileRead:  (*builder).readOp,
	ir.TileWrite: (*builder).writeOp,

	ir.TileMatmul:     func(b *builder, _ *ir.OpDef) { b.matmulChain(mmPlain) },
	ir.TileMatmulAcc:  func(b *builder, _ *ir.OpDef) { b.matmulChain(mmAcc) },
	ir.TileMatmulBias: func(b *builder, _ *ir.OpDef) { b.matmulChain(mmBias) },
	ir.TileGemv:       func(b *builder, _ *ir.OpDef) { b.gemvChain(false) },
	ir.TileGemvAcc:    func(b *builder, _ *ir.OpDef) { b.gemvChain(true) },
	ir.TileGemvBias:   func(b *builder, _ *ir.OpDef) { b.gemvBiasChain() },

	ir.TileSlice:         func(b *builder, _ *ir.OpDef) { b.viewOn(b.anyTile(), vSlice) },
	ir.TileReshape:       func(b *builder, _ *ir.OpDef) { b.viewOn(b.anyTile(), vReshape) },
	ir.TileTransposeView: func(b *builder, _ *ir.OpDef) { b.viewOn(b.anyTile(), vTransposeView) },
	ir.TileSetValidshape: func(b *builder, _ *ir.OpDef) { b.viewOn(b.anyTile(), vSetValid) },
	ir.TileTranspose:     (*builder).transposeOp,
	ir.TileExtract:       (*builder).extractOp,
	ir.TileAssemble:      (*builder).assembleOp,

	ir.TileGetBlockIdx: (*builder).queryOp, ir.TileGetBlockNum: (*builder).queryOp,
	ir.TileGetSubblockIdx: (*builder).subblockQuery, ir.SystemAvailClusters: (*builder).queryOp,
	ir.SystemAvailAIV: (*builder).queryOp,

	ir.TileTpushToAiv: (*builder).crossCoreOp, ir.TileTpushToAic: (*builder).crossCoreOp,
	ir.TileTpopFromAic: (*builder).crossCoreOp, ir.TileTpopFromAiv: (*builder).crossCoreOp,
	ir.TileAivShard: (*builder).boundaryOp, ir.TileAicGather: (*builder).boundaryOp,

	ir.SystemSyncSrc: (*builder).syncOp, ir.SystemSyncDst: (*builder).syncOp,
	ir.SystemBarV: (*builder).evalOp, ir.SystemBarM: (*builder).evalOp, ir.SystemBarAll: (*builder).evalOp,
	ir.SystemSyncall: (*builder).syncallOp,

	ir.TensorCreate: (*builder).tensorCreateOp,
	ir.TensorRead:   (*builder).tensorReadOp,
	ir.TensorWrite:  (*builder).tensorWriteOp,

	// ops_generate.go, ops_sort.go, ops_gather.go
	ir.TileCi: (*builder).ciOp, ir.TileTri: (*builder).triOp, ir.TileRandom: (*builder).randomOp,
	ir.TileSort32: (*builder).sort32Op, ir.TileMrgsortFormat1: (*builder).mrgsortOp, ir.TileMrgsortFormat2: (*builder).mrgsortOp,
	ir.TileGather: (*builder).gatherOp, ir.TileGatherb: (*builder).gatherbOp, ir.TileGatherMask: (*builder).gatherMaskOp,
	ir.TileGatherCompare: (*builder).gatherCompareOp, ir.TileScatter: (*builder).scatterOp,
	ir.TileScatterMask: (*builder).scatterMaskOp, ir.TileConcat: (*builder).concatOp,
	ir.TileReinterpretView: (*builder).reinterpretOp,
	ir.TileScatterUpdate:   (*builder).scatterUpdateOp, ir.TileExpands: (*builder).expandsOp,

	// ops_gm.go
	ir.TileMgather: (*builder).mgatherOp, ir.TileMscatter: (*builder).mscatterOp, ir.TileGatherRow: (*builder).gatherRowOp,

	// ops_system.go
	ir.SystemFence: (*builder).evalOp, ir.SystemCacheInvalid: (*builder).cacheInvalidOp,
	ir.SystemSyncSet: (*builder).crossSyncOp, ir.SystemSyncWait: (*builder).crossSyncOp,
	ir.SystemSetFFTS: (*builder).setFFTSOp,
	ir.ArrayCreate:   (*builder).arrayOp, ir.ArrayGetElement: (*builder).arrayOp, ir.ArrayUpdateElement: (*builder).arrayOp,
	ir.PrefetchMakeContext: (*builder).prefetchOp, ir.PrefetchAsyncPrefetch: (*builder).prefetchOp,
	ir.PrefetchSession: (*builder).prefetchOp, ir.PrefetchWait: (*builder).prefetchOp,
}

// classRecipes builds the vector ops by class (ir.OpDef.Class): an op of a
// class needs no recipe of its own.
var classRecipes = map[ir.OpClass]recipe{
	ir.ClassBinary:     (*builder).binaryOp,
	ir.ClassTileScalar: (*builder).scalarTileOp,
	ir.ClassUnary:      (*builder).unaryOp,
	ir.ClassCast:       (*builder).castOp,
	ir.ClassFillpad:    (*builder).fillpadOp,
	ir.ClassRowReduce:  (*builder).reduceOp,
	ir.ClassColReduce:  (*builder).reduceOp,
	ir.ClassRowExpand:  (*builder).rowExpandOp,
	ir.ClassColExpand:  (*builder).colExpandOp,
	ir.ClassPartial:    (*builder).binaryOp,
	ir.ClassTernary:    (*builder).ternaryOp,
	ir.ClassCompare:    (*builder).compareOp,
	ir.ClassSelect:     (*builder).selectOp,
}

// pendingOps are the registered ops the generator does not build yet, each
// with the reason; recipeOf gives them none, so their weight is 0
// (coverage_test.go lists them).
var pendingOps = map[*ir.OpDef]string{
	ir.TileBatchMatmul:    "rank-3 cube operands: the model's FlattenTileNdTo2D does not lower tile.batch_matmul yet, and the pinned PyPTO refuses a 3-D Mat window of a larger tensor (FlattenTileNdTo2D: the NZ source-window collapse needs contiguous leading dims)",
	ir.TileBatchMatmulAcc: "rank-3 cube operands: as tile.batch_matmul",
	ir.TileMatmulMx:       "FP8 operands with MX scale tiles (A5): no MX chain in the generator",
	ir.TileMatmulMxAcc:    "FP8 operands with MX scale tiles (A5): no MX chain in the generator",
	ir.TileMatmulMxBias:   "FP8 operands with MX scale tiles (A5): no MX chain in the generator",
	ir.TileTgetScaleAddr:  "FP8 operands with MX scale tiles (A5): no MX chain in the generator",
}

// recipeOf is an op's recipe: its own, else, for a tile op, its class's
// (the class recipes build tile calls; a tensor op of the same class, such
// as tensor.add, has no recipe yet).
func recipeOf(op *ir.OpDef) recipe {
	if op == nil || pendingOps[op] != "" {
		return nil
	}
	if r := recipes[op]; r != nil {
		return r
	}
	if !op.Tile {
		return nil
	}
	return classRecipes[op.Class]
}

// PendingReason is why the generator does not build calls of a registered
// op yet ("" for an op it builds: pendingOps).
func PendingReason(name string) string { return pendingOps[ir.Op(name)] }

// HasRecipe reports whether the generator can build calls of an op.
func HasRecipe(name string) bool { return recipeOf(ir.Op(name)) != nil }

// nearMissOps are the ops only a near-miss kernel emits, each with the
// property that rejects it in a generated kernel: the split boundary ops
// belong inside a pl.split_aiv region of an outlined kernel (and irfuzz's
// ExpandMixedKernel lowers none), tensor.create inside an InCore kernel
// is ConvertTensorToTileOps' input, upstream of the pipeline (kernels meant
// to compile create tensors in the orchestration function instead), and a
// hand-written cross-core push / pop is written only with a tile the
// pushing core does not hold (crossCoreOp), which ExpandMixedKernel refuses.
var nearMissOps = map[*ir.OpDef]string{
	ir.TileAivShard:    "AivSplitValid",
	ir.TileAicGather:   "AivSplitValid",
	ir.TensorCreate:    "IncoreTileOps",
	ir.TileTpushToAiv:  "MixedKernelExpanded",
	ir.TileTpushToAic:  "MixedKernelExpanded",
	ir.TileTpopFromAic: "MixedKernelExpanded",
	ir.TileTpopFromAiv: "MixedKernelExpanded",
}

func (b *builder) opStmt() {
	ops, total := b.p.safeOps, b.p.safeW
	if b.nearMiss {
		ops, total = b.p.ops, b.p.opW
	}
	if total == 0 {
		return
	}
	b.src.Begin("op")
	defer b.src.End()
	v := b.draw(total)
	for _, o := range ops {
		if v < o.w {
			recipeOf(o.op)(b, o.op)
			return
		}
		v -= o.w
	}
}

// freshTile loads a new 2-D tile within the Vec budget; spaces are the
// explicit targets the load may draw (loadSpaces: Vec or Mat).
func (b *builder) freshTile(spaces []ir.MemorySpace) *ir.Var {
	shape, dt := b.shape2(), b.vecDType()
	b.fitVec(dt, shape)
	return b.load(shape, dt, false, spaces)
}

// vecLoadSpaces are the explicit targets of a load a vector op reads.
var vecLoadSpaces = []ir.MemorySpace{ir.Vec}

// shape2 draws a 2-D shape.
func (b *builder) shape2() []int64 { return []int64{b.dim(), b.dim()} }

// anyTile picks a tile in scope, loading one when there is none.
func (b *builder) anyTile() val {
	if v, ok := b.pick(isTile); ok {
		return v
	}
	if v := b.freshTile(loadSpaces); v != nil {
		return val{e: v, t: v.T}
	}
	return val{}
}

// isVecSide: a tile a vector op may read: one in Vec or not yet placed
// (inference puts it in Vec), not a cube buffer the vector core cannot
// reach.
func isVecSide(t ir.Type) bool {
	tt := tileOf(t)
	return tt != nil && (tt.Space == ir.Vec || tt.Space == ir.MemNone)
}

// isVecOrAcc: a vector-side tile or an accumulator (which reaches the
// vector core through a cube-to-vector move).
func isVecOrAcc(t ir.Type) bool { return isVecSide(t) || isAcc(t) }

// vecTile picks a vector-side tile (an accumulator now and then, which
// makes the op a cube-to-vector step); rank2 asks for a 2-D tile, for the
// ops FlattenTileNdTo2D cannot flatten. A fresh load when nothing fits,
// into Vec when it names a space (a Mat load is no vector operand).
func (b *builder) vecTile(rank2 bool) val {
	vec := b.chance(80)
	ok2 := func(t ir.Type) bool { return !rank2 || isTile2D(t) }
	if v, ok := b.pick(func(t ir.Type) bool { return isVecSide(t) && ok2(t) }); ok && vec {
		return v
	}
	if v, ok := b.pick(func(t ir.Type) bool { return isVecOrAcc(t) && ok2(t) }); ok {
		return b.toVec(v)
	}
	if v := b.freshTile(vecLoadSpaces); v != nil {
		return val{e: v, t: v.T}
	}
	return val{}
}

// toVec hands a compact accumulator to the vector side through an explicit
// tile.move into Vec, which drops the compact mode: a vector op deduced
// straight from it would inherit compact into a Vec tile, which
// AccCompactValid forbids (rule c). Other tiles are returned unchanged (a
// non-compact accumulator is left for InferTileMemorySpace to move).
func (b *builder) toVec(v val) val {
	tt := tileOf(v.t)
	if tt == nil || tt.Space != ir.Acc || tt.Effective().Compact != ir.CompactNormal || !b.movable(ir.Acc, ir.Vec) {
		return v
	}
	// The vector side's row-major layout, as InferTileMemorySpace moves an
	// accumulator out (the move would otherwise keep the Acc layout).
	if m := b.bind("mv", create(ir.TileMove, []ir.Expr{v.e}, kw("target_memory", ir.Vec), kw("blayout", ir.RowMajor), kw("slayout", ir.NoneBox))); m != nil {
		return val{e: m, t: m.T}
	}
	return v
}

// createTile allocates a tile; compact applies to an accumulator only, which
// stays unwritten (never read) until a matmul_acc overwrites it. The pinned
// tile.create has no compact kwarg (python/pypto/language/op/tile_ops.py:296):
// callers ask for compact in the Model dialect only.
func (b *builder) createTile(shape []int64, dt ir.DataType, space ir.MemorySpace, compact bool) *ir.Var {
	kws := []ir.Kwarg{kw("dtype", dt)}
	if space != ir.MemNone {
		kws = append(kws, kw("target_memory", space))
		if space == ir.Acc && compact {
			kws = append(kws, kw("compact", true))
		}
	}
	v := b.bind("c", create(ir.TileCreate, []ir.Expr{idx(shape...)}, kws...))
	if v != nil && space == ir.Acc {
		b.uninit[v] = true
	}
	return v
}

// movable reports whether the target runs a tile.move from src to dst: a
// direct route of the backend, a copy within Vec, or a cross-core hand-off
// that ExpandMixedKernel lowers to a tpush/tpop pair (an accumulator to
// Vec; a Vec tile to Mat, Left or Right). So nothing moves into Acc (only
// the cube writes it) and Bias is fed from Mat alone. An unplaced source
// counts as Vec, where inference puts a tile nothing else demands.
func (b *builder) movable(src, dst ir.MemorySpace) bool {
	if src == ir.MemNone {
		src = ir.Vec
	}
	switch {
	case src == dst:
		return src == ir.Vec
	case b.be.CanMove(src, dst):
		return true
	case src == ir.Acc:
		return dst == ir.Vec
	case src == ir.Vec:
		return dst == ir.Mat || dst == ir.Left || dst == ir.Right
	}
	return false
}

func (b *builder) fullTile(shape []int64, dt ir.DataType) *ir.Var {
	v := oneOf[float64](b, 0, 1, -1, 2)
	return b.bind("f", create(ir.TileFull, []ir.Expr{idx(shape...), constOf(dt, v)}, kw("dtype", dt)))
}

// moveSpaces are the targets moveOp draws from, simplest first.
var moveSpaces = []ir.MemorySpace{ir.Vec, ir.Mat, ir.Left, ir.Right, ir.Bias}

// moveOp moves a tile into a space the target can move it to (movable),
// a cube buffer only when the tile is box-shaped (box.go).
func (b *builder) moveOp(_ *ir.OpDef) {
	t := b.anyTile()
	tt := tileOf(t.t)
	if tt == nil {
		return
	}
	// An unplaced source goes where InferTileMemorySpace puts it: Mat when
	// the cube reads it, or may (a carry settled with values the builder
	// does not follow). The move must be legal from there too: a Mat ->
	// Mat move would be vector work on the cube core.
	maybeMat := tt.Space == ir.MemNone && b.maybeCubeRead(t.e)
	// A row-narrowed accumulator goes into Mat only in an AccCompactValid
	// near miss (code 6, RF-M1: the L0C -> L1 move reads at the rows).
	var to [8]ir.MemorySpace
	n := 0
	dims := staticDims(tt)
	for _, s := range moveSpaces {
		if b.movable(tt.Space, s) && (!maybeMat || b.movable(ir.Mat, s)) && dims != nil && b.fits(s, dims, tt.DType) && (!boxedSpace(s) || boxedDims(dims, tt.DType)) &&
			(s != ir.Mat || !ir.AccReadSkewed(tt) || b.risk("AccCompactValid")) {
			to[n] = s
			n++
		}
	}
	k := b.draw(len(moveSpaces))
	if n == 0 {
		return
	}
	if to[k%n] == ir.Mat && ir.AccReadSkewed(tt) {
		b.intend("AccCompactValid")
	}
	m := b.bind("m", create(ir.TileMove, []ir.Expr{t.e}, kw("target_memory", to[k%n])))
	// The move took the unplaced source for a vector tile: it must stay
	// one, so no cube op may read it later (InferTileMemorySpace would put
	// it in Mat, and the move would be Mat -> Mat on the cube core).
	if v := ir.VarOf(t.e); m != nil && v != nil && tt.Space == ir.MemNone && ir.CubeSideSpace(to[k%n]) {
		b.vecOnly[b.aliasRoot(v)] = true
	}
}

// maybeCubeRead reports whether the buffer of e, not yet placed, is or may
// be read by a cube-side op: one read it already, or e is a loop carry or
// a loop or branch result.
func (b *builder) maybeCubeRead(e ir.Expr) bool {
	if _, ok := e.(*ir.IterArg); ok {
		return true
	}
	v := ir.VarOf(e)
	return v != nil && (b.carried[v] || b.cubeUsed[b.aliasRoot(v)])
}

func (b *builder) allocOp(_ *ir.OpDef) {
	space := oneOf(b, ir.Vec, ir.Mat, ir.Left, ir.Right, ir.Acc)
	size := int64(oneOf(b, 4096, 8192, 16384, 32768))
	b.bind("mem", create(ir.TileAlloc, []ir.Expr{ir.ConstI(int64(space.Code())), ir.ConstI(size)}))
}

// inBounds draws an index list inside a tile's static shape.
func (b *builder) inBounds(t *ir.TileType) *ir.MakeTuple {
	dims := staticDims(t)
	out := make([]int64, len(dims))
	for i, d := range dims {
		out[i] = int64(b.draw(int(min(d, 64))))
	}
	return idx(out...)
}

func (b *builder) readOp(_ *ir.OpDef) {
	t := b.vecTile(true)
	if tt := tileOf(t.t); tt != nil && staticDims(tt) != nil {
		b.bind("e", create(ir.TileRead, []ir.Expr{t.e, b.inBounds(tt)}))
	}
}

// scalarOfDType picks a scalar of dtype dt in scope, else a constant.
func (b *builder) scalarOfDType(dt ir.DataType) ir.Expr {
	inScope := b.chance(50)
	if v, ok := b.pick(func(t ir.Type) bool { st, ok := t.(*ir.ScalarType); return ok && st.DType == dt }); ok && inScope {
		return v.e
	}
	return constOf(dt, float64(b.draw(4)))
}

func (b *builder) writeOp(_ *ir.OpDef) {
	t := b.vecTile(true)
	tt := tileOf(t.t)
	if tt == nil || staticDims(tt) == nil {
		return
	}
	b.bind("w", create(ir.TileWrite, []ir.Expr{t.e, b.inBounds(tt), b.scalarOfDType(tt.DType)}))
}

// sameShape: a tile of the same shape and dtype as t.
func sameShape(t *ir.TileType) func(ir.Type) bool {
	return func(u ir.Type) bool {
		x := tileOf(u)
		return x != nil && x.DType == t.DType && ir.TypeEqual(ir.NewTileType(x.Shape, x.DType, nil, ir.MemNone, nil), ir.NewTileType(t.Shape, t.DType, nil, ir.MemNone, nil))
	}
}

// binaryOp applies a tile-tile op; the second operand is a tile of the same
// shape and dtype when one is in scope, else the first operand itself.
func (b *builder) binaryOp(op *ir.OpDef) {
	l := b.vecTile(false)
	lt := tileOf(l.t)
	if lt == nil {
		return
	}
	r := l
	same := sameShape(lt)
	if v, ok := b.pick(func(t ir.Type) bool { return isVecOrAcc(t) && same(t) }); ok {
		r = v
	}
	if c := b.withScratch(op, []ir.Expr{l.e, r.e}, 50); c != nil {
		b.bind("v", c)
		return
	}
	b.bind("v", b.withScratch(op, []ir.Expr{l.e, l.e}, 50))
}

func (b *builder) scalarTileOp(op *ir.OpDef) {
	t := b.vecTile(false)
	tt := tileOf(t.t)
	if tt == nil {
		return
	}
	dt := ir.FP32
	if !tt.DType.IsFloat() {
		dt = ir.INT32
	}
	if tt.DType == ir.INT8 || tt.DType == ir.INT16 || tt.DType == ir.FP16 || tt.DType == ir.BF16 {
		if b.chance(50) {
			dt = tt.DType
		}
	}
	b.bind("v", b.withScratch(op, []ir.Expr{t.e, b.scalarOfDType(dt)}, 50))
}

// unaryOp applies a unary op to a vector-side tile; when the registry
// refuses its dtype (tile.not takes INT16 / UINT16, tile.sin floats), to
// the most recent vector-side tile in scope of another dtype it accepts
// (without its optional scratch tile).
func (b *builder) unaryOp(op *ir.OpDef) {
	t := b.vecTile(false)
	if t.e == nil {
		return
	}
	if c := b.withScratch(op, []ir.Expr{t.e}, 50); c != nil {
		b.bind("v", c)
		return
	}
	// No draw past this point: a recorded choice sequence (testdata/
	// *.choices) replays the same kernel.
	dt := tileOf(t.t).DType
	for _, u := range b.candidates(func(x ir.Type) bool { return isVecSide(x) && tileOf(x).DType != dt }, 8) {
		if c := b.withScratch(op, []ir.Expr{u.e}, 0); c != nil {
			b.bind("v", c)
			return
		}
	}
}

// ternaryOp is lhs op rhs op rhs2 (addc, subc: three tiles; addsc, subsc:
// rhs a scalar), the tiles of one shape and dtype when in scope, else the
// first operand again.
func (b *builder) ternaryOp(op *ir.OpDef) {
	l := b.vecTile(false)
	lt := tileOf(l.t)
	if lt == nil {
		return
	}
	r := l
	if v, ok := b.pick(func(t ir.Type) bool { return isVecOrAcc(t) && sameShape(lt)(t) }); ok {
		r = v
	}
	mid := r.e
	if op.Args[1].Kind == ir.ArgScalar {
		mid = b.scalarOfDType(lt.DType)
	}
	b.bind("v", create(op, []ir.Expr{l.e, mid, r.e}))
}

var castModes = []string{"none", "rint", "round", "floor", "ceil", "trunc"}

func (b *builder) castOp(_ *ir.OpDef) {
	if t := b.vecTile(false); t.e != nil {
		b.castOf(t)
	}
}

// castOf casts a tile to another dtype.
func (b *builder) castOf(t val) *ir.Var {
	tt := tileOf(t.t)
	if tt == nil {
		return nil
	}
	to := oneOf(b, ir.BF16, ir.FP16, ir.FP32, ir.INT32, ir.INT8)
	if to == tt.DType {
		to = ir.FP32
		if tt.DType == ir.FP32 {
			to = ir.BF16
		}
	}
	mode := oneOf(b, castModes...)
	if _, ok := b.be.CastChain(tt.DType, to); !ok && !b.p.modelOnly() {
		// No tcvt chain joins them on the target: the pinned PyPTO's
		// LegalizeTileCast refuses the cast.
		return nil
	}
	return b.bind("h", create(ir.TileCast, []ir.Expr{t.e}, kw("target_type", to), kw("mode", mode)))
}

// fillpadOp pads a tile: the pinned tile.fillpad is a Vec op (input and
// output Vec, src/ir/op/tile_ops/elementwise.cpp:1278-1279), so its input
// is a Vec tile, one not yet placed, or a Mat tile the backend can move to
// Vec (InferTileMemorySpace moves it). A fillpad feeding a cube operand is
// moved across by the compiler. Any pad value: the fill runs in Vec.
//
// tile.fillpad_inplace pads its input in place; tile.fillpad_expand pads
// into a larger tile, a box unit more in each dimension.
func (b *builder) fillpadOp(op *ir.OpDef) {
	t, ok := b.pick(b.fillpadable)
	if !ok {
		if t = b.anyTile(); !b.fillpadable(t.t) {
			return
		}
	}
	// PyPTO's DSL always passes pad_value, PadValue.zero by default
	// (python/pypto/language/op/tile_ops.py:843-857).
	pad := kw("pad_value", ir.PadZero)
	if b.chance(60) {
		pad = kw("pad_value", oneOf(b, ir.PadZero, ir.PadMax, ir.PadMin))
	}
	args := []ir.Expr{t.e}
	if op == ir.TileFillpadExpand {
		dims := staticDims(tileOf(t.t))
		if dims == nil {
			return
		}
		grown := append([]int64(nil), dims...)
		for i := range grown {
			grown[i] += int64(oneOf(b, 0, 1, 8, 16))
		}
		args = append(args, idx(grown...))
	}
	b.bind("p", create(op, args, pad))
}

// fillpadable: a tile a fillpad may pad (fillpadOp).
func (b *builder) fillpadable(t ir.Type) bool {
	tt := tileOf(t)
	return tt != nil && (tt.Space == ir.Vec || tt.Space == ir.MemNone || tt.Space == ir.Mat && b.be.CanMove(ir.Mat, ir.Vec))
}

// reduceOp: row_sum / row_max / col_sum with a fresh scratch tile
// (scratch.go; col_sum's optional one half the time), col_sum on a 2-D
// tile (flattening would change the axis it reduces).
func (b *builder) reduceOp(op *ir.OpDef) {
	t := b.vecTile(op.Reduces == ir.ReduceFirstAxis)
	if t.e == nil {
		return
	}
	b.bind("r", b.withScratch(op, []ir.Expr{t.e}, 50))
}

// rowExpandOp broadcasts a [.., R, 1] row vector over a tile: one in scope,
// else a row_sum of the tile made first.
func (b *builder) rowExpandOp(op *ir.OpDef) {
	t := b.vecTile(false)
	tt := tileOf(t.t)
	if tt == nil || tt.Rank() < 2 {
		return
	}
	rows := tt.Shape[tt.Rank()-2]
	rv, ok := b.pick(func(u ir.Type) bool {
		x := tileOf(u)
		return x != nil && x.Rank() == tt.Rank() && x.DType == tt.DType && ir.ProveEqual(x.Shape[x.Rank()-1], ir.ConstI(1)) == ir.ProofTrue &&
			ir.ProveEqual(x.Shape[x.Rank()-2], rows) == ir.ProofTrue
	})
	var vec ir.Expr = rv.e
	if !ok {
		v := b.bind("r", b.withScratch(ir.TileRowSum, []ir.Expr{t.e}, 0))
		if v == nil {
			return
		}
		vec = v
	}
	b.bind("x", create(op, []ir.Expr{t.e, vec}))
}

// compareOp compares a 2-D tile with another of its shape and dtype (or
// itself) or with a scalar, by a random cmp_type, into a packed mask.
func (b *builder) compareOp(op *ir.OpDef) {
	b.maskOf(op, b.vecTile(true))
}

// maskOf builds a tile.cmp / tile.cmps mask of t and binds it.
func (b *builder) maskOf(op *ir.OpDef, t val) *ir.Var {
	tt := tileOf(t.t)
	if tt == nil || tt.Rank() != 2 {
		return nil
	}
	rhs := t.e
	if op.Args[1].Kind == ir.ArgScalar {
		rhs = b.scalarOfDType(tt.DType)
	} else if v, ok := b.pick(func(u ir.Type) bool { return isVecOrAcc(u) && sameShape(tt)(u) }); ok {
		rhs = v.e
	}
	return b.bind("k", create(op, []ir.Expr{t.e, rhs}, kw("cmp_type", int64(b.draw(6)))))
}

// selectOp picks between a 2-D tile and another of its shape (tile.sel) or
// a scalar (tile.sels) by the mask of a comparison made first; the tmp tile
// is a fresh scratch (withScratch, shaped like the mask).
func (b *builder) selectOp(op *ir.OpDef) {
	t := b.vecTile(true)
	tt := tileOf(t.t)
	if tt == nil || tt.Rank() != 2 {
		return
	}
	mask := b.maskOf(oneOf(b, ir.TileCmp, ir.TileCmps), t)
	if mask == nil {
		return
	}
	if op == ir.TileSels {
		dt := tt.DType
		switch dt {
		case ir.UINT8:
			dt = ir.INT8
		case ir.UINT16:
			dt = ir.INT16
		case ir.UINT32:
			dt = ir.INT32
		}
		b.bind("v", b.withScratch(op, []ir.Expr{mask, t.e, nil, b.scalarOfDType(dt)}, 0))
		return
	}
	r := t.e
	if v, ok := b.pick(func(u ir.Type) bool { return isVecOrAcc(u) && sameShape(tt)(u) }); ok {
		r = v.e
	}
	b.bind("v", b.withScratch(op, []ir.Expr{mask, t.e, r}, 0))
}

// colExpandOp broadcasts a [1, C] column tile over a tile's rows: one in
// scope, else a col_sum of the tile made first.
func (b *builder) colExpandOp(op *ir.OpDef) {
	t := b.vecTile(true)
	tt := tileOf(t.t)
	if tt == nil || tt.Rank() != 2 {
		return
	}
	cv, ok := b.pick(func(u ir.Type) bool {
		x := tileOf(u)
		return x != nil && x.Rank() == 2 && x.DType == tt.DType && ir.ProveEqual(x.Shape[0], ir.ConstI(1)) == ir.ProofTrue &&
			ir.ProveEqual(x.Shape[1], tt.Shape[1]) == ir.ProofTrue
	})
	var vec ir.Expr = cv.e
	if !ok {
		v := b.bind("s", b.withScratch(ir.TileColSum, []ir.Expr{t.e}, 0))
		if v == nil {
			return
		}
		vec = v
	}
	b.bind("x", create(op, []ir.Expr{t.e, vec}))
}

func (b *builder) transposeOp(_ *ir.OpDef) {
	t := b.vecTile(true)
	tt := tileOf(t.t)
	if tt == nil || tt.Rank() < 2 {
		return
	}
	a1 := int64(tt.Rank() - 2)
	// The result lives in Vec: tile.transpose runs only on the vector
	// pipe, so InferTileMemorySpace keeps it there and moves a cube-side
	// source to Vec (with the fault vector-op-in-mat it follows the source
	// into Mat). When it feeds a cube op it is moved there, so it keeps the
	// source's boxing like a view (box.go).
	if d := staticDims(tt); len(d) == 2 && !keepsBoxing(d, []int64{d[1], d[0]}, tt.DType) {
		return
	}
	// The scratch tile is optional (python/pypto/ir/op/tile_ops.py:2868-2881):
	// half the calls take the DSL's 3-argument form, whose scratch
	// FlattenTileNdTo2D creates (rewrite.cpp:878-905).
	b.bind("tr", b.withScratch(ir.TileTranspose, []ir.Expr{t.e, ir.ConstI(a1), ir.ConstI(a1 + 1)}, 50))
}

// extractOp copies a window of a 2-D tile into another space (TEXTRACT).
// The window of a box-shaped tile is box-shaped (it may sit in a cube
// buffer, and so may the copy); only such a window goes into a cube
// buffer (box.go).
func (b *builder) extractOp(_ *ir.OpDef) {
	t, ok := b.pick(func(u ir.Type) bool { return isTile2D(u) && staticDims(tileOf(u)) != nil })
	if !ok {
		return
	}
	tt := tileOf(t.t)
	dims := staticDims(tt)
	u := boxUnit(tt.DType)
	h, w := b.subTo(dims[0], u), b.subTo(dims[1], u)
	if !keepsBoxing(dims, []int64{h, w}, tt.DType) {
		h, w = dims[0], dims[1]
	}
	r0 := int64(b.draw(int(windows(tt, 0, h, dims[0]/h)))) * h
	c0 := int64(b.draw(int(windows(tt, 1, w, dims[1]/w)))) * w
	// A TEXTRACT copies within one core: a source already placed needs a
	// direct route into the target (no L0C -> L0A on a5), the default
	// target Vec included (no L1 -> UB: a Mat tile's extract would run on
	// the vector core, which has no L1).
	// An unplaced source is a vector tile unless the cube reads it (or may:
	// see maybeCubeRead), when InferTileMemorySpace puts it in Mat. A Vec
	// source the cube reads (a fillpad feeding a matmul: the pinned
	// fillpad is a Vec op, src/ir/op/tile_ops/elementwise.cpp:1278-1279)
	// reaches the cube core as a Mat pop, and an extract into a cube space
	// is cube work (src/ir/transforms/utils/core_affinity.cpp:170-180) that
	// reads that pop: it needs routes from both.
	cubeRead := b.maybeCubeRead(t.e)
	maybeMat := tt.Space == ir.MemNone && cubeRead
	routed := func(to ir.MemorySpace) bool {
		if maybeMat {
			return b.be.CanMove(ir.Mat, to)
		}
		if tt.Space == ir.Vec && cubeRead && ir.CubeSideSpace(to) {
			return b.be.CanMove(ir.Vec, to) && b.be.CanMove(ir.Mat, to)
		}
		return tt.Space == ir.MemNone || tt.Space == to && to == ir.Vec || b.be.CanMove(tt.Space, to)
	}
	var kws []ir.Kwarg
	if b.chance(70) {
		to := oneOf(b, ir.Left, ir.Right, ir.Vec, ir.Mat)
		toMat := to == ir.Mat && ir.AccReadSkewed(tt)
		if routed(to) && b.fits(to, []int64{h, w}, tt.DType) && (!boxedSpace(to) || boxedDims([]int64{h, w}, tt.DType)) &&
			(!toMat || b.risk("AccCompactValid")) {
			if toMat {
				b.intend("AccCompactValid")
			}
			kws = append(kws, kw("target_memory", to))
		}
	}
	if len(kws) == 0 && !routed(ir.Vec) {
		return
	}
	if len(kws) == 0 {
		// The DSL's target_memory is required and keyword-only
		// (python/pypto/language/op/tile_ops.py:543); the IR's default
		// is Vec (src/ir/op/tile_ops/transform.cpp:757).
		kws = append(kws, kw("target_memory", ir.Vec))
	}
	ex := b.bind("ex", create(ir.TileExtract, []ir.Expr{t.e, ir.ConstI(r0), ir.ConstI(c0), idx(h, w)}, kws...))
	// As for a move: an unplaced source copied into a cube space was taken
	// for a vector tile and stays one (no cube op may read it later).
	if v := ir.VarOf(t.e); ex != nil && v != nil && tt.Space == ir.MemNone && !maybeMat && len(kws) > 0 {
		if to, ok := kws[0].Value.(ir.MemorySpace); ok && ir.CubeSideSpace(to) {
			b.vecOnly[b.aliasRoot(v)] = true
		}
	}
}

// sub draws a sub-extent of d: d itself or a power-of-two fraction.
func (b *builder) sub(d int64) int64 {
	s := d >> b.draw(3)
	if s < 1 || d%s != 0 {
		return d
	}
	return s
}

// assembleOp writes a tile into a window of a larger (or equal) one of the
// same dtype.
func (b *builder) assembleOp(_ *ir.OpDef) {
	tgt, ok := b.pick(func(u ir.Type) bool { return isTile2D(u) && staticDims(tileOf(u)) != nil })
	if !ok {
		return
	}
	tt := tileOf(tgt.t)
	td := staticDims(tt)
	src, ok := b.pick(func(u ir.Type) bool {
		x := tileOf(u)
		if x == nil || x.Rank() != 2 || x.DType != tt.DType {
			return false
		}
		d := staticDims(x)
		return d != nil && d[0] <= td[0] && d[1] <= td[1] && td[0]%d[0] == 0 && td[1]%d[1] == 0
	})
	if !ok {
		src = tgt
	}
	sd := staticDims(tileOf(src.t))
	off := idx(int64(b.draw(int(td[0]/sd[0])))*sd[0], int64(b.draw(int(td[1]/sd[1])))*sd[1])
	b.bind("as", create(ir.TileAssemble, []ir.Expr{tgt.e, src.e, off}))
}

// queryOp reads a block index or a launch-shape query. In the Pinned
// dialect the launch-shape queries (system.*) are not written: they are
// orchestration-only, and the pinned PyPTO's PTO code generation has none
// in a kernel (/work/notes/triage-for-gen.md item 9;
// src/ir/op/sync_ops/launch.cpp:37-46).
func (b *builder) queryOp(op *ir.OpDef) {
	if strings.HasPrefix(op.Name, "system.") && !b.p.modelOnly() {
		return
	}
	b.bind("q", create(op, nil))
}

func (b *builder) evalOp(op *ir.OpDef) { b.bind("", create(op, nil)) }

// crossCoreOp writes a hand-written cross-core push followed by its pop
// (same id): a near miss only (nearMissOps). PyPTO runs a hand-written
// tpush_to_aiv / tpop_from_aiv on the cube core and tpush_to_aic /
// tpop_from_aic on the vector core (their registered affinity; the
// registry states no memory for the pushed tile), so such a pair in an
// InCore kernel is valid input only when the pushed tile lives on the
// pushing core (an accumulator on the cube core, a Vec tile on the vector
// core) and every push has its pop in the same loops and branches. This one
// pushes a tile of the other core (a Vec tile from the cube core, an
// accumulator from the vector core), a read ExpandMixedKernel refuses
// (MixedKernelExpanded) where PyPTO would emit a dangling reference. When
// a tile.move also carries the tile to the pushing core, both accept it and
// push the moved copy: a Vec tile moved into Mat is pushed from L1, which
// TPUSH cannot (expand_mixed_kernel_pass.cpp:977-983; the real bug of
// sim/pto/testdata/findings/push-of-vec-tile-moved-to-l1.py). The
// op picked only decides the direction.
func (b *builder) crossCoreOp(op *ir.OpDef) {
	prop := nearMissOps[op]
	if !b.risk(prop) {
		return
	}
	toAIV := op.C2V
	push, pop, space := ir.TileTpushToAic, ir.TileTpopFromAiv, ir.Mat
	wrongSide := func(t ir.Type) bool { return isAcc(t) && isTile2D(t) && boxedTile(t) }
	if toAIV {
		push, pop, space = ir.TileTpushToAiv, ir.TileTpopFromAic, ir.Vec
		wrongSide = func(t ir.Type) bool { tt := tileOf(t); return tt != nil && tt.Space == ir.Vec && isTile2D(t) }
	}
	t, ok := b.pick(wrongSide)
	if !ok {
		return
	}
	tt := tileOf(t.t)
	id := int64(b.draw(4))
	b.bind("", create(push, []ir.Expr{t.e}, kw("split", int64(0)), kw("id", id)))
	c := create(pop, nil, kw("split", int64(0)), kw("id", id))
	if c == nil {
		return
	}
	c.T = ir.NewTileType(tt.Shape, tt.DType, nil, space, nil)
	b.define("pop", c)
	b.intend(prop)
}

// boundaryOp emits a split boundary op loose in the kernel: a near miss
// only (nearMissOps).
func (b *builder) boundaryOp(op *ir.OpDef) {
	t, ok := b.pick(isTile2D)
	if !ok || !b.risk(nearMissOps[op]) {
		return
	}
	if b.bind("sh", create(op, []ir.Expr{t.e}, kw("split", int64(b.draw(3))))) != nil {
		b.intend(nearMissOps[op])
	}
}

// flagPairs are the (set pipe, wait pipe) pairs a user-written flag may
// name, simplest first: the HardEvent pairs (ir.IsHardEvent) whose two
// pipes one core has (ir.PipeSide), so that ExpandMixedKernel can place
// the pair on that core. The pairs joining M, MTE1 or FIX with V are left
// out. The list fixes the draw order; TestFlagPairs checks it is exactly
// that set.
var flagPairs = [][2]ir.PipeType{
	{ir.PipeMTE2, ir.PipeV}, {ir.PipeV, ir.PipeMTE3}, {ir.PipeMTE2, ir.PipeMTE1}, {ir.PipeMTE1, ir.PipeM},
	{ir.PipeM, ir.PipeFIX}, {ir.PipeV, ir.PipeMTE2}, {ir.PipeMTE3, ir.PipeV}, {ir.PipeMTE1, ir.PipeMTE2},
	{ir.PipeM, ir.PipeMTE1}, {ir.PipeV, ir.PipeV}, {ir.PipeMTE3, ir.PipeMTE1}, {ir.PipeMTE1, ir.PipeMTE3},
	{ir.PipeMTE2, ir.PipeM}, {ir.PipeM, ir.PipeMTE2}, {ir.PipeFIX, ir.PipeM}, {ir.PipeMTE3, ir.PipeMTE2},
	{ir.PipeMTE2, ir.PipeMTE3}, {ir.PipeS, ir.PipeV}, {ir.PipeV, ir.PipeS}, {ir.PipeS, ir.PipeMTE2},
	{ir.PipeMTE2, ir.PipeS}, {ir.PipeS, ir.PipeMTE3}, {ir.PipeMTE3, ir.PipeS}, {ir.PipeMTE2, ir.PipeFIX},
	{ir.PipeFIX, ir.PipeMTE2}, {ir.PipeFIX, ir.PipeS}, {ir.PipeM, ir.PipeS}, {ir.PipeFIX, ir.PipeMTE3},
}

// syncOp emits a set_flag / wait_flag pair on the same event.
func (b *builder) syncOp(_ *ir.OpDef) {
	pr := oneOf(b, flagPairs...)
	set, wait := pr[0], pr[1]
	ev := int64(b.draw(ir.MaxEventID + 1))
	kws := []ir.Kwarg{kw("set_pipe", set), kw("wait_pipe", wait), kw("event_id", ev)}
	b.bind("", create(ir.SystemSyncSrc, nil, kws...))
	b.bind("", create(ir.SystemSyncDst, nil, kws...))
}

// syncallOp emits a barrier. The pinned soft form takes a gm_workspace
// tensor the model's op has not (python/pypto/language/op/system_ops.py:123;
// docs/pypto-version.md), and its hard form takes no used_cores
// (system_ops.py:180): the Pinned dialect writes hard barriers only.
func (b *builder) syncallOp(_ *ir.OpDef) {
	mode := oneOf(b, ir.SyncAllSoft, ir.SyncAllHard)
	kws := []ir.Kwarg{kw("mode", mode), kw("core_type", oneOf(b, ir.KernelAIV, ir.KernelAIC, ir.KernelMix))}
	// used_cores counts a soft barrier's participants; the DSL refuses it
	// on a hard one (system_ops.py:180).
	if b.chance(50) && mode == ir.SyncAllSoft {
		kws = append(kws, kw("used_cores", int64(b.draw(8)+1)))
	}
	if !b.p.modelOnly() {
		if mode == ir.SyncAllSoft {
			return
		}
		// core_type alone: the pinned hard barrier's IR has no mode
		// (python/pypto/ir/op/system_ops.py:348), so what it prints back
		// is what was written.
		kws = kws[1:2]
	}
	b.bind("", create(ir.SystemSyncall, nil, kws...))
}

// isLocalTensor: a tensor value (tensor.create results and writes).
func isLocalTensor(t ir.Type) bool { _, ok := t.(*ir.TensorType); return ok }

// tensorCreateOp creates a GM tensor inside the kernel: a near miss only
// (nearMissOps); kernels meant to compile create tensors in the
// orchestration function.
func (b *builder) tensorCreateOp(_ *ir.OpDef) {
	if !b.risk(nearMissOps[ir.TensorCreate]) {
		return
	}
	if g := b.bind("g", create(ir.TensorCreate, []ir.Expr{idx(b.shape2()...)}, kw("dtype", b.vecDType()), kw("layout", ir.ND))); g != nil {
		b.made[g] = true
		b.intend(nearMissOps[ir.TensorCreate])
	}
}

// tensorOperand picks a tensor value in scope or an input parameter.
func (b *builder) tensorOperand() ir.Expr {
	if v, ok := b.pick(isLocalTensor); ok {
		return v.e
	}
	for i := len(b.tensors) - 1; i >= 0; i-- {
		if b.tensors[i].loaded {
			return b.tensors[i].v
		}
	}
	return nil
}

func tensorIndex(b *builder, t ir.Type) *ir.MakeTuple {
	dims, _ := ir.StaticShape(t.(*ir.TensorType).Shape)
	out := make([]int64, len(dims))
	for i, d := range dims {
		out[i] = int64(b.draw(int(min(d, 64))))
	}
	return idx(out...)
}

func (b *builder) tensorReadOp(_ *ir.OpDef) {
	if t := b.tensorOperand(); t != nil {
		b.bind("e", create(ir.TensorRead, []ir.Expr{t, tensorIndex(b, t.Type())}))
	}
}

// tensorWriteOp writes an element of an output tensor, as a store would
// (never an In parameter: writing one is an InParamWritten warning): one
// already stored in this scope, else a new Out parameter at the top level.
// A near-miss kernel writes a tensor made in the kernel instead.
func (b *builder) tensorWriteOp(_ *ir.OpDef) {
	if !b.risk(nearMissOps[ir.TensorCreate]) {
		if b.lane != nil {
			// Both lanes would write the element (lanes.go).
			return
		}
		k := b.draw(4)
		var cands []*tparam
		for i := len(b.tensors) - 1; i >= 0 && len(cands) < 4; i-- {
			if t := b.tensors[i]; t.cur != nil && t.stored && !(b.onePath() && (t.vecStored || t.accStored)) {
				cands = append(cands, t)
			}
		}
		var t *tparam
		switch {
		case len(cands) > 0:
			t = cands[k%len(cands)]
		case b.depth == 0:
			t = b.newTensor("out", b.shape2(), b.vecDType())
		default:
			return
		}
		dt := t.v.T.(*ir.TensorType).DType
		if c := create(ir.TensorWrite, []ir.Expr{t.cur, tensorIndex(b, t.cur.Type()), b.scalarOfDType(dt)}); c != nil {
			t.cur = b.define("g", c)
			t.stored, t.scalarWritten = true, true
		}
		return
	}
	v, ok := b.pick(isLocalTensor)
	if !ok {
		b.tensorCreateOp(nil)
		if v, ok = b.pick(isLocalTensor); !ok {
			return
		}
	}
	// A tensor the kernel did not make is an output, which keeps to one
	// write path (onePath): a near miss writes only a tensor it made.
	if b.onePath() && !b.made[ir.VarOf(v.e)] {
		return
	}
	dt := v.t.(*ir.TensorType).DType
	if g := b.bind("g", create(ir.TensorWrite, []ir.Expr{v.e, tensorIndex(b, v.t), b.scalarOfDType(dt)})); g != nil {
		b.made[g] = true
	}
}
