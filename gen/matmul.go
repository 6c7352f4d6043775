package gen

import "github.com/irfuzz/irfuzz/ir"

// Cube chains and their views: matmul / matmul_acc / matmul_bias / gemv
// products of loaded or in-scope operands, view chains on the operands
// (slice, reshape, set_validshape with constant or runtime Scalar rows,
// fillpad, transpose_view), accumulator seeds (tile.create with and
// without compact, tile.full moved to Acc, an accumulator in scope), and
// cube-to-vector epilogues.

const (
	mmPlain = iota
	mmAcc
	mmBias
)

// cubeOps are the cube chains matmulStmt draws from, in draw order (the
// order of its cases).
var cubeOps = []*ir.OpDef{ir.TileMatmul, ir.TileMatmulAcc, ir.TileMatmulBias, ir.TileGemv, ir.TileGemvAcc}

func (b *builder) matmulStmt() {
	ws := make([]int, len(cubeOps))
	for i, op := range cubeOps {
		ws[i] = b.p.weightOf(op)
	}
	switch b.weighted(ws) {
	case 0:
		b.matmulChain(mmPlain)
	case 1:
		b.matmulChain(mmAcc)
	case 2:
		b.matmulChain(mmBias)
	case 3:
		b.gemvChain(false)
	case 4:
		b.gemvChain(true)
	}
}

func isCubeDType(dt ir.DataType) bool {
	return dt == ir.BF16 || dt == ir.FP16 || dt == ir.INT8 || dt == ir.FP32
}

// isCubeOperand: a static 2-D non-accumulator tile of a cube dtype.
func isCubeOperand(t ir.Type) bool {
	tt := tileOf(t)
	if tt == nil || tt.Rank() != 2 || tt.Space == ir.Acc || !isCubeDType(tt.DType) {
		return false
	}
	_, static := elems(tt.Shape)
	return static
}

// elems is the element count of a static shape (false when dynamic),
// without allocating.
func elems(shape []ir.Expr) (int64, bool) {
	n := int64(1)
	for _, e := range shape {
		v, ok := ir.ConstValue(e)
		if !ok {
			return 0, false
		}
		n *= v
	}
	return n, true
}

// operandOf reports whether a tile can become a cube operand in space
// (Left or Right) on the target: it is box-shaped (box.go), it has a route
// there (a tile already in the other operand buffer, or in Bias, has none)
// and it fits half the buffer, so two operands live at once still fit.
func (b *builder) operandOf(space ir.MemorySpace) func(ir.Type) bool {
	return func(t ir.Type) bool {
		if !isCubeOperand(t) || !boxedTile(t) {
			return false
		}
		tt := tileOf(t)
		n, _ := elems(tt.Shape)
		return (tt.Space == space || b.movable(tt.Space, space) || b.movable(tt.Space, ir.Mat) && b.movable(ir.Mat, space)) &&
			b.fitsElems(space, n, tt.DType)
	}
}

// productFits reports whether an [m, n] product of dtype accDT fits its
// share of Acc, whose rows mad pads to the backend's L0C row alignment,
// and of Vec, where an epilogue moves it.
func (b *builder) productFits(m, n int64, accDT ir.DataType) bool {
	return b.fitsElems(ir.Acc, ir.AlignUp(m, b.be.L0CMAlignment(accDT))*n, accDT) && b.fitsElems(ir.Vec, m*n, accDT)
}

// fits reports whether a tile of dims and dt takes at most half of a
// space's capacity on the target (a quarter of Vec and Acc, whose tiles
// live long and get copies at loop carries and phis; 0: unlimited): the
// budget of one tile, so that a few live at once (a chain's operands, a
// loop's seed and product) still fit after MemoryReuse.
func (b *builder) fits(space ir.MemorySpace, dims []int64, dt ir.DataType) bool {
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	return b.fitsElems(space, n, dt)
}

// fitsElems is fits for a tile of n elements.
func (b *builder) fitsElems(space ir.MemorySpace, n int64, dt ir.DataType) bool {
	capacity := b.be.Capacity(space)
	if capacity == 0 {
		return true
	}
	share := int64(2)
	if space == ir.Vec || space == ir.Acc {
		share = 4
	}
	return share*n*int64(dt.Bytes()) <= capacity
}

// fitDims halves the largest of dims (the first of equals) until a tile
// of those dims times fixed elements fits (fits), without drawing; a
// dimension stops at 8.
func (b *builder) fitDims(space ir.MemorySpace, dt ir.DataType, fixed int64, dims ...*int64) {
	b.fitDimsTo(space, dt, fixed, 8, dims...)
}

// fitDimsTo is fitDims with the floor a dimension stops at (a cube
// operand's box unit, so that halving keeps it box-shaped).
func (b *builder) fitDimsTo(space ir.MemorySpace, dt ir.DataType, fixed, floor int64, dims ...*int64) {
	for {
		n := fixed
		var big *int64
		for _, d := range dims {
			n *= *d
			if *d > floor && (big == nil || *d > *big) {
				big = d
			}
		}
		if big == nil || b.fitsElems(space, n, dt) {
			return
		}
		// Halved down to a multiple of the floor (a 112 halves to 48 at
		// floor 16), so a box-shaped dimension stays box-shaped.
		*big = max(*big/2-*big/2%floor, floor)
	}
}

type operands struct {
	lhs, rhs ir.Expr
	m, k, n  int64
	dt       ir.DataType
	// deep: K too deep for L0 (deepKOperands); AutoTileMatmulL0 splits a
	// matmul or a 3-operand matmul_acc of these, not one with an
	// init_cond (auto_tile_matmul_l0_pass.cpp:789-795).
	deep bool
}

// cubeOperands chooses lhs [M, K] and rhs [K, N]: operands in scope or
// fresh loads, the lhs often narrowed and run through a view chain.
func (b *builder) cubeOperands() (operands, bool) {
	b.src.Begin("operands")
	defer b.src.End()
	var o operands
	reuse := b.knobChance(PReuse)
	if v, ok := b.pick(b.operandOf(ir.Left)); ok && reuse {
		d := staticDims(tileOf(v.t))
		o.lhs, o.m, o.k, o.dt = v.e, d[0], d[1], tileOf(v.t).DType
	} else {
		o.dt = b.cubeDType()
		o.m, o.k = b.cubeDim(o.dt), b.cubeDim(o.dt)
		b.fitDimsTo(ir.Left, o.dt, 1, boxUnit(o.dt), &o.m, &o.k)
		transposed := b.chance(15)
		narrow := b.knobChance(PNarrow)
		shape := []int64{o.m, o.k}
		if transposed {
			shape = []int64{o.k, o.m}
		}
		lv := b.loadTile(shape, o.dt, narrow && !transposed)
		if lv == nil {
			return o, false
		}
		o.lhs = lv
		if transposed {
			if t := b.bind("lt", create(ir.TileTransposeView, []ir.Expr{lv})); t != nil {
				o.lhs = t
			} else {
				return o, false
			}
		}
	}
	// The lhs view chain: every step keeps [rows, K].
	for b.more(100 - b.k[PViewMore]) {
		b.src.Begin("view")
		if v := b.lhsView(o.lhs, o.k); v != nil {
			o.lhs = v
		}
		b.src.End()
	}
	if b.knobChance(PScalarRows) {
		rows := b.runtimeRows(o.lhs.Type())
		if v := b.bind("ln", create(ir.TileSetValidshape, []ir.Expr{o.lhs, rows, ir.ConstI(o.k)})); v != nil {
			o.lhs = v
		}
	}
	lt := tileOf(o.lhs.Type())
	o.m = staticDims(lt)[0]
	// rhs: a tile [K, N] of the same dtype in scope, or a fresh load.
	reuse = b.knobChance(PReuse)
	rhsOK := b.operandOf(ir.Right)
	if v, ok := b.pick(func(t ir.Type) bool {
		if !rhsOK(t) {
			return false
		}
		x := tileOf(t)
		k, _ := ir.ConstValue(x.Shape[0])
		n, _ := ir.ConstValue(x.Shape[1])
		accDT := ir.MatmulAccDType(o.dt, o.dt)
		// mad reads K rows of the rhs (the lhs's valid columns): a rhs
		// whose own valid rows stop short would feed it rows nothing
		// wrote.
		return x.DType == o.dt && k == o.k && fullK(x) && b.productFits(o.m, n, accDT)
	}); ok && reuse {
		o.rhs, o.n = v.e, staticDims(tileOf(v.t))[1]
	} else {
		o.n = b.cubeDim(o.dt)
		u := boxUnit(o.dt)
		b.fitDimsTo(ir.Right, o.dt, o.k, u, &o.n)
		accDT := ir.MatmulAccDType(o.dt, o.dt)
		align := b.be.L0CMAlignment(accDT)
		b.fitDimsTo(ir.Acc, accDT, ir.AlignUp(o.m, align), u, &o.n)
		b.fitDimsTo(ir.Vec, accDT, o.m, u, &o.n) // an epilogue moves the product to Vec
		rv := b.loadTile([]int64{o.k, o.n}, o.dt, false)
		if rv == nil {
			return o, false
		}
		o.rhs = rv
		if b.chance(20) && b.fillpadable(rv.Type()) {
			if f := b.bind("rp", create(ir.TileFillpad, []ir.Expr{rv}, kw("pad_value", ir.PadZero))); f != nil {
				o.rhs = f
			}
		}
	}
	return o, true
}

// lhsView applies one view op to a matmul lhs, keeping its K extent and
// its boxing (box.go).
func (b *builder) lhsView(lhs ir.Expr, k int64) ir.Expr {
	t := tileOf(lhs.Type())
	d := staticDims(t)
	u := boxUnit(t.DType)
	var c *ir.Call
	switch b.draw(5) {
	case 0: // narrow the valid rows to a constant
		c = create(ir.TileSetValidshape, []ir.Expr{lhs, capRows(t, ir.ConstI(b.narrowRows(d[0]))), ir.ConstI(k)})
	case 1: // a row window
		h := b.subTo(d[0], u)
		off := int64(b.draw(int(windows(t, 0, h, d[0]/h)))) * h
		args := []ir.Expr{lhs, idx(h, k), idx(off, 0)}
		if h > 1 && b.chance(40) {
			args = append(args, idx(b.narrowRows(h), k))
		}
		c = create(ir.TileSlice, args)
	case 2:
		if b.fillpadable(lhs.Type()) {
			c = create(ir.TileFillpad, []ir.Expr{lhs}, kw("pad_value", ir.PadZero))
		}
	case 3: // reshape away and back (a partly valid lhs may be placed in
		// Mat, whose layout maps no valid region through a reshape)
		if mid := []int64{d[0] * d[1] / u, u}; d[0]*d[1]%u == 0 && keepsBoxing(d, mid, t.DType) && fullyValid(t) {
			if r := b.bind("rs", create(ir.TileReshape, []ir.Expr{lhs, idx(mid...)})); r != nil {
				c = create(ir.TileReshape, []ir.Expr{r, idx(d[0], d[1])})
			}
		}
	case 4: // transpose twice
		if keepsBoxing(d, []int64{d[1], d[0]}, t.DType) {
			if tv := b.bind("tv", create(ir.TileTransposeView, []ir.Expr{lhs})); tv != nil {
				c = create(ir.TileTransposeView, []ir.Expr{tv})
			}
		}
	}
	if c == nil {
		return nil
	}
	if ct := tileOf(c.T); ct == nil || ct.Rank() != 2 || staticDims(ct) == nil || staticDims(ct)[1] != k || !keepsBoxing(d, staticDims(ct), t.DType) {
		return nil
	}
	if v := b.bind("l", c); v != nil {
		return v
	}
	return nil // not a typed nil: callers compare with nil
}

// accSeed returns an accumulator [M, N] of dtype dt for a matmul_acc of
// lhs: one in scope that may take lhs, or tile.create in Acc, compact now
// and then and always when lhs's valid rows make mad's pitch differ from M
// (AccCompactValid; PyPTO's own seeds are declared so). The compact seed is
// the model dialect's (createTile): in the pinned one, a narrowed lhs gets
// no fresh seed (nil). A near-miss kernel
// may leave such a seed non-compact, and may move tile.full into Acc,
// which no target has a route for.
func (b *builder) accSeed(m, n int64, dt ir.DataType, lhs ir.Type) ir.Expr {
	b.src.Begin("seed")
	defer b.src.End()
	existing := b.knobChance(PSeedExisting)
	if v, ok := b.pick(func(t ir.Type) bool {
		x := tileOf(t)
		if x == nil || x.Space != ir.Acc || x.DType != dt || x.Rank() != 2 {
			return false
		}
		d := staticDims(x)
		return d != nil && d[0] == m && d[1] == n && accTakes(t, lhs)
	}); ok && existing && b.updatable(v.e) {
		return v.e
	}
	if b.knobChance(PSeedFull) && (b.movable(ir.Vec, ir.Acc) || b.risk("MixedKernelExpanded")) && pitchesCoincide(lhs, m) {
		if f := b.fullTile([]int64{m, n}, dt); f != nil {
			if mv := b.bind("seed", create(ir.TileMove, []ir.Expr{f}, kw("target_memory", ir.Acc))); mv != nil {
				if !b.movable(ir.Vec, ir.Acc) {
					b.intend("MixedKernelExpanded")
				}
				return mv
			}
		}
	}
	compact := b.knobChance(PCompactSeed) && b.p.modelOnly()
	if !compact && !pitchesCoincide(lhs, m) {
		if !b.p.modelOnly() && !b.p.risky("AccCompactValid") {
			// Only the model's tile.create makes a compact seed (see
			// createTile): the caller multiplies without one.
			return nil
		}
		if b.risk("AccCompactValid") {
			b.intend("AccCompactValid")
		} else {
			compact = true
		}
	}
	v := b.createTile([]int64{m, n}, dt, ir.Acc, compact)
	if v == nil {
		return nil
	}
	if !compact || fullRows(lhs, m) {
		return v
	}
	// A compact seed is packed at its valid rows' pitch, and mad writes
	// at the lhs's: narrow the seed to the lhs's valid rows, as PyPTO's
	// acc_init::BuildNarrowedAccInit does (AccCompactValid exempts the
	// re-narrowing of a full box).
	rows := tileOf(lhs).ValidShape()[0]
	if nv := b.bind("seed", create(ir.TileSetValidshape, []ir.Expr{v, rows, ir.ConstI(n)})); nv != nil {
		return nv
	}
	return nil
}

// fullRows: lhs's valid rows are provably m.
func fullRows(lhs ir.Type, m int64) bool {
	lt := tileOf(lhs)
	return lt != nil && len(lt.ValidShape()) > 0 && ir.ProveEqual(lt.ValidShape()[0], ir.ConstI(m)) == ir.ProofTrue
}

// pitchesCoincide: mad's pitch for lhs's valid rows is the physical row
// count m of the accumulator (ir.AccPitchesCoincide).
func pitchesCoincide(lhs ir.Type, m int64) bool {
	lt := tileOf(lhs)
	return lt != nil && len(lt.ValidShape()) > 0 && ir.AccPitchesCoincide(lt.ValidShape()[0], ir.ConstI(m))
}

// accTakes reports whether a matmul_acc may accumulate lhs into acc:
// mad writes at the pitch of lhs's valid rows, which must be the pitch the
// accumulator's bytes are already at. A compact accumulator is packed at
// its own valid rows' pitch, so those must be lhs's valid rows (provably:
// a runtime row count only matches itself); any other is read at its
// physical rows, which must coincide with mad's pitch (AccCompactValid's
// rule (a)).
func accTakes(acc, lhs ir.Type) bool {
	at, lt := tileOf(acc), tileOf(lhs)
	if at == nil || lt == nil || len(at.Shape) == 0 || len(lt.ValidShape()) == 0 || len(at.ValidShape()) == 0 {
		return false
	}
	lv := lt.ValidShape()[0]
	if at.Effective().Compact == ir.CompactNormal {
		return ir.ProveEqual(at.ValidShape()[0], lv) == ir.ProofTrue
	}
	return ir.AccPitchesCoincide(lv, at.Shape[0]) && ir.ProveEqual(at.ValidShape()[0], at.Shape[0]) == ir.ProofTrue
}

// capRows caps a constant row count for set_validshape(t, rows, ..) at t's
// constant valid rows: a kernel narrows a tile, it does not widen it over
// rows no load or mad wrote (whatever an earlier tile left there, at that
// tile's pitch).
func capRows(t *ir.TileType, rows ir.Expr) ir.Expr {
	if vs := t.ValidShape(); len(vs) > 0 {
		if v, ok := ir.ConstValue(vs[0]); ok {
			if r, ok := ir.ConstValue(rows); ok && r > v {
				return ir.ConstI(max(v, 1))
			}
		}
	}
	return rows
}

// capCols caps a constant column count for set_validshape(t, .., cols) at
// t's valid columns, as capRows does rows: at the constant, or at t's own
// valid-column expression when that is not a constant. Widening a column
// window over columns nothing wrote (a transpose view of a tile popped with
// 17 valid rows, set to 32 valid columns) makes its readers read bytes no
// load, mad or push wrote (clean campaign 377b7997169a of seed 15: TFILLPAD
// read 15 never-written columns of the pipe slot).
func capCols(t *ir.TileType, cols ir.Expr) ir.Expr {
	vs := t.ValidShape()
	if len(vs) < 2 || len(t.Shape) < 2 || ir.ProveEqual(vs[1], t.Shape[1]) == ir.ProofTrue {
		return cols
	}
	v, ok := ir.ConstValue(vs[1])
	if !ok {
		return vs[1]
	}
	if c, ok := ir.ConstValue(cols); ok && c > v {
		return ir.ConstI(max(v, 1))
	}
	return cols
}

// runtimeRows is a runtime row count for a tile of type t: a Scalar
// parameter, always capped with pl.min at t's valid rows (its physical
// rows when fully valid). A kernel narrows to rows it has: a wider count
// would expose rows no load or mad wrote, or reach past the tile, and the
// parameter's value is the caller's (the orchestration passes up to 64,
// and one parameter may bound tiles of several heights).
func (b *builder) runtimeRows(t ir.Type) ir.Expr {
	var rows ir.Expr = b.scalarParam("rows")
	if x := tileOf(t); x != nil && len(x.ValidShape()) > 0 {
		rows = &ir.Binary{Op: ir.OpMin, L: rows, R: x.ValidShape()[0], DType: ir.INDEX}
	}
	return rows
}

// fullK: a rhs's valid rows (K) are provably its physical rows.
func fullK(t *ir.TileType) bool {
	v := t.ValidShape()
	return len(v) > 0 && len(t.Shape) > 0 && ir.ProveEqual(v[0], t.Shape[0]) == ir.ProofTrue
}

// fullyValid: every valid extent of t is provably its physical extent.
func fullyValid(t *ir.TileType) bool {
	v := t.ValidShape()
	for i, d := range t.Shape {
		if i >= len(v) || ir.ProveEqual(v[i], d) != ir.ProofTrue {
			return false
		}
	}
	return true
}

// matmulChain builds one product and (PChainMore) further matmul_acc
// steps into it.
func (b *builder) matmulChain(kind int) {
	b.src.Begin("matmul")
	defer b.src.End()
	var (
		o  operands
		ok bool
	)
	if kind != mmBias && b.knobChance(PDeepK) {
		o, ok = b.deepKOperands()
	}
	if !ok {
		o, ok = b.cubeOperands()
	}
	if !ok {
		return
	}
	accDT := ir.MatmulAccDType(o.dt, o.dt)
	var acc *ir.Var
	switch kind {
	case mmPlain:
		acc = b.bind("acc", create(ir.TileMatmul, []ir.Expr{o.lhs, o.rhs}))
	case mmBias:
		// The bias row reaches Bias from Mat only: a constant row staged
		// through Mat, or a row loaded from GM (placed in Mat).
		if !b.fits(ir.Bias, []int64{1, o.n}, accDT) {
			// A bias row within its share of the Bias buffer only (two
			// rows in exclusive branches are both allocated).
			acc = b.bind("acc", create(ir.TileMatmul, []ir.Expr{o.lhs, o.rhs}))
			break
		}
		bias := b.biasRow(o.n, accDT)
		if bias == nil {
			return
		}
		acc = b.bind("acc", create(ir.TileMatmulBias, []ir.Expr{o.lhs, o.rhs, bias}))
	case mmAcc:
		if o.deep {
			// A fresh seed needs an init_cond, which AutoTileMatmulL0
			// does not split: the K loop's own first step is a matmul.
			acc = b.bind("acc", create(ir.TileMatmul, []ir.Expr{o.lhs, o.rhs}))
			break
		}
		seed := b.accSeed(o.m, o.n, accDT, o.lhs.Type())
		switch {
		case seed != nil:
			acc = b.bind("acc", create(ir.TileMatmulAcc, b.accArgs(seed, o)))
		case !b.p.modelOnly() && !pitchesCoincide(o.lhs.Type(), o.m):
			// No compact seed in the pinned dialect: tile.matmul makes
			// the compact accumulator a narrowed lhs needs.
			acc = b.bind("acc", create(ir.TileMatmul, []ir.Expr{o.lhs, o.rhs}))
		default:
			return
		}
	}
	for acc != nil && b.more(100-b.k[PChainMore]) {
		b.src.Begin("chain")
		var next operands
		if b.chance(50) {
			next = o
		} else if n2, ok := b.cubeOperands(); ok && n2.m == o.m && n2.n == o.n && n2.dt == o.dt && accTakes(acc.T, n2.lhs.Type()) {
			next = n2
		} else {
			next = o
		}
		if !accTakes(acc.T, next.lhs.Type()) {
			b.src.End()
			break
		}
		if a := b.bind("acc", create(ir.TileMatmulAcc, b.accArgs(acc, next))); a != nil {
			acc = a
		}
		b.src.End()
	}
}

// accArgs builds matmul_acc arguments, with an init_cond now and then. An
// unwritten seed (tile.create) gets one that holds, as the first step of
// PyPTO's own K loops does (AutoTileMatmulL0's `ko == 0`): accumulating
// onto it would read whatever an earlier tile left in its L0C buffer, at
// that tile's pitch.
func (b *builder) accArgs(acc ir.Expr, o operands) []ir.Expr {
	args := []ir.Expr{acc, o.lhs, o.rhs}
	var cond ir.Expr
	if b.knobChance(PInitCond) {
		if lv := b.loopVar(); lv != nil {
			cond = &ir.Binary{Op: ir.OpEq, L: lv, R: ir.ConstI(0), DType: ir.BOOL}
		} else {
			cond = b.cond()
		}
	}
	// Drawn above either way, so the choice stream does not depend on it.
	if b.unwritten(acc) {
		cond = &ir.ConstBool{Value: true}
	} else if o.deep {
		cond = nil // written: accumulate, and AutoTileMatmulL0 splits it
	}
	if cond != nil {
		args = append(args, cond)
	}
	return args
}

// gemvChain: a 1-row lhs times [K, N] into a 16-row accumulator, then
// (acc) a gemv_acc into it.
func (b *builder) gemvChain(acc bool) {
	b.src.Begin("gemv")
	defer b.src.End()
	dt := b.cubeDType()
	k, n := b.cubeDim(dt), b.cubeDim(dt)
	b.fitDimsTo(ir.Right, dt, 1, boxUnit(dt), &k, &n)
	lhs := b.loadTile([]int64{1, k}, dt, false)
	rhs := b.loadTile([]int64{k, n}, dt, false)
	if lhs == nil || rhs == nil {
		return
	}
	// PyPTO's DSL always passes acc_phase, 'unspecified' by default
	// (python/pypto/language/op/tile_ops.py:1410-1446).
	phase := kw("acc_phase", ir.AccPhase(0))
	if b.chance(30) {
		phase = kw("acc_phase", oneOf(b, ir.AccPhase(0), ir.AccPhase(1), ir.AccPhase(2)))
	}
	g := b.bind("g", create(ir.TileGemv, []ir.Expr{lhs, rhs}, phase))
	if g != nil && acc {
		b.bind("g", create(ir.TileGemvAcc, []ir.Expr{g, lhs, rhs}, kw("acc_phase", ir.AccPhase(0))))
	}
}

// biasRow stages a [1, n] bias row of dtype dt for a cube op: the row
// reaches Bias from Mat only, so it is a constant row moved into Mat (kept
// out of scope) or a row loaded from GM into Mat.
func (b *builder) biasRow(n int64, dt ir.DataType) *ir.Var {
	if b.chance(50) && b.movable(ir.Vec, ir.Mat) {
		if f := b.fullTile([]int64{1, n}, dt); f != nil {
			// Out of scope: a Mat tile made by a move is no operand of a
			// vector op (ExpandMixedKernel has no route back for it, only
			// for a load the vector core can repeat), and the bias row has
			// no other use.
			return b.unscope(b.bind("bm", create(ir.TileMove, []ir.Expr{f}, kw("target_memory", ir.Mat))))
		}
		return nil
	}
	return b.load([]int64{1, n}, dt, false, biasLoadSpaces)
}

// gemvBiasChain is a gemv plus a bias row (tile.gemv_bias, whose bias has
// the accumulator's dtype and one valid row: src/ir/op/tile_ops/
// matmul.cpp:387-405, :500-515), its operands loaded as gemvChain's, the
// bias staged as a matmul_bias's and within its share of the Bias buffer.
func (b *builder) gemvBiasChain() {
	b.src.Begin("gemv")
	defer b.src.End()
	dt := b.cubeDType()
	k, n := b.cubeDim(dt), b.cubeDim(dt)
	b.fitDimsTo(ir.Right, dt, 1, boxUnit(dt), &k, &n)
	accDT := ir.MatmulAccDType(dt, dt)
	if !b.fits(ir.Bias, []int64{1, n}, accDT) {
		return
	}
	lhs := b.loadTile([]int64{1, k}, dt, false)
	rhs := b.loadTile([]int64{k, n}, dt, false)
	if lhs == nil || rhs == nil {
		return
	}
	bias := b.biasRow(n, accDT)
	if bias == nil {
		return
	}
	// acc_phase always, as the DSL passes it (tile_ops.py:1448).
	phase := kw("acc_phase", ir.AccPhase(0))
	if b.chance(30) {
		phase = kw("acc_phase", oneOf(b, ir.AccPhase(0), ir.AccPhase(1), ir.AccPhase(2)))
	}
	b.bind("g", create(ir.TileGemvBias, []ir.Expr{lhs, rhs, bias}, phase))
}

// view kinds for viewOn.
const (
	vSlice = iota
	vReshape
	vTransposeView
	vSetValid
	vFillpad
	numViews
)

// viewStmt runs a chain of views on a tile (an accumulator with PAccView).
func (b *builder) viewStmt() {
	b.src.Begin("views")
	defer b.src.End()
	var t val
	accView := b.knobChance(PAccView)
	if v, ok := b.pick(isAcc); ok && accView {
		t = v
	} else {
		t = b.anyTile()
	}
	for t.e != nil {
		v := b.viewOn(t, b.draw(numViews))
		if v == nil || !b.more(100-b.k[PViewMore]) {
			return
		}
		t = val{e: v, t: v.T}
	}
}

// viewOn applies one view op of the given kind to a tile. Slices,
// reshapes and transposed views take 2-D tiles only (FlattenTileNdTo2D
// cannot merge the leading axes under them), and a reshape a fully valid
// one (a partly valid tile placed in a fractal space has no valid region
// the new shape can take).
func (b *builder) viewOn(t val, kind int) *ir.Var {
	tt := tileOf(t.t)
	if tt == nil {
		return nil
	}
	d := staticDims(tt)
	if d == nil || len(d) != 2 && kind != vFillpad {
		return nil
	}
	u := boxUnit(tt.DType)
	switch kind {
	case vSlice:
		shape, off := make([]int64, len(d)), make([]int64, len(d))
		for i := range d {
			shape[i] = b.subTo(d[i], u)
		}
		if !keepsBoxing(d, shape, tt.DType) {
			// A window of a tile that is not box-shaped must not be one
			// (box.go): take the whole tile.
			copy(shape, d)
		}
		for i := range d {
			off[i] = int64(b.draw(int(windows(tt, i, shape[i], d[i]/shape[i])))) * shape[i]
		}
		args := []ir.Expr{t.e, idx(shape...), idx(off...)}
		if shape[0] > 1 && b.chance(30) {
			valid := append([]int64(nil), shape...)
			valid[0] = b.narrowRows(shape[0])
			args = append(args, idx(valid...))
		}
		return b.accView("sl", t, create(ir.TileSlice, args))
	case vReshape:
		if !fullyValid(tt) {
			return nil
		}
		var shape []int64
		w := int64(16)
		if boxedDims(d, tt.DType) {
			w = u
		}
		switch {
		case d[0]%2 == 0 && b.chance(50):
			shape = []int64{d[0] / 2, d[1] * 2}
		case d[0]*d[1]%w == 0:
			shape = []int64{d[0] * d[1] / w, w}
		default:
			shape = []int64{1, d[0] * d[1]}
		}
		if !keepsBoxing(d, shape, tt.DType) {
			return nil
		}
		return b.accView("rs", t, create(ir.TileReshape, []ir.Expr{t.e, idx(shape...)}))
	case vTransposeView:
		if !keepsBoxing(d, []int64{d[1], d[0]}, tt.DType) {
			return nil
		}
		return b.accView("tv", t, create(ir.TileTransposeView, []ir.Expr{t.e}))
	case vSetValid:
		var rows ir.Expr
		if b.knobChance(PScalarRows) {
			rows = b.runtimeRows(t.t)
		} else {
			rows = ir.ConstI(b.narrowRows(max(d[0], 2)))
		}
		rows = capRows(tt, rows)
		if renarrows(tt, rows) {
			// A compact accumulator keeps the packed pitch its valid rows
			// gave it (AccCompactValid rule b): stay in the same fractal.
			if old, ok := ir.ConstValue(tt.ValidShape()[0]); ok {
				rows = ir.ConstI(max(ir.Ceil16(old)-15, min(old, 1)))
			} else {
				rows = tt.ValidShape()[0]
			}
		}
		var cols ir.Expr = ir.ConstI(d[1])
		if b.chance(15) {
			cols = ir.ConstI(max(d[1]/2, 1))
		}
		cols = capCols(tt, cols)
		return b.bind("vs", create(ir.TileSetValidshape, []ir.Expr{t.e, rows, cols}))
	case vFillpad:
		if !b.fillpadable(t.t) {
			return nil
		}
		return b.bind("fp", create(ir.TileFillpad, []ir.Expr{t.e}, kw("pad_value", ir.PadZero)))
	}
	return nil
}

// windows is how many of the n windows of extent h along axis i of t
// overlap t's valid region: a window past it is empty, and an empty tile
// is no cube operand (mad's m, k, n lie in [1, 4095]) nor anything a
// kernel would slice on purpose. Of an extent that is not a constant (a
// runtime row count, pl.min(rows, 32)) only the first window is sure to
// overlap: the caller's rows may be 1 (the simulator feeds 1..4), and
// rows 16.. of a tile valid to pl.min(rows, 32) are then empty though no
// prover folds their max(pl.min(rows, 32), 16) - 16 to 0.
func windows(t *ir.TileType, i int, h, n int64) int64 {
	if v := t.ValidShape(); i < len(v) && h > 0 {
		if c, ok := ir.ConstValue(v[i]); ok {
			return max(1, min(n, (c+h-1)/h))
		}
		return min(n, 1)
	}
	return n
}

// renarrows reports whether set_validshape(t, rows, ...) may re-narrow a
// compact accumulator across a 16-row fractal boundary (AccCompactValid
// code 2). The builder does not track what mad wrote, so it takes every
// accumulator here for a written one, which the rule exempts only when the
// rows provably stay (irfuzz's ExtAccWrittenRenarrow); a fresh seed is
// narrowed by accSeed, not here. It refuses what it cannot prove safe: a
// runtime row count may cross a fractal the verifier cannot see.
func renarrows(t *ir.TileType, rows ir.Expr) bool {
	if t.Space != ir.Acc || t.Effective().Compact != ir.CompactNormal || len(t.ValidShape()) == 0 {
		return false
	}
	return !samePackedPitch(t.ValidShape()[0], rows)
}

// samePackedPitch: valid rows a and b provably pack to one L0C pitch.
func samePackedPitch(a, b ir.Expr) bool {
	if ir.ProveEqual(a, b) == ir.ProofTrue {
		return true
	}
	x, ok1 := ir.ConstValue(a)
	y, ok2 := ir.ConstValue(b)
	return ok1 && ok2 && ir.Ceil16(x) == ir.Ceil16(y)
}

// accView binds view c of t unless AccCompactValid refuses it (irfuzz's
// codes 4 and 5, accViewRefused): then it views t's vector copy instead,
// the rule's remedy (a near miss of a profile that risks AccCompactValid
// keeps the refused view and says so).
func (b *builder) accView(name string, t val, c *ir.Call) *ir.Var {
	if c == nil || !accViewRefused(tileOf(t.t), c) {
		return b.bind(name, c)
	}
	if b.risk("AccCompactValid") {
		b.intend("AccCompactValid")
		return b.bind(name, c)
	}
	if !b.movable(ir.Acc, ir.Vec) {
		return nil
	}
	m := b.bind("mv", create(ir.TileMove, []ir.Expr{t.e}, kw("target_memory", ir.Vec), kw("blayout", ir.RowMajor), kw("slayout", ir.NoneBox)))
	if m == nil {
		return nil
	}
	args := append([]ir.Expr{m}, c.Args[1:]...)
	return b.bind(name, create(c.Op, args, c.Kwargs...))
}

// accViewRefused reports whether AccCompactValid rejects view c of t, or
// may: no tile.transpose_view of an accumulator (the fix pipe reads L0C as
// NZ only, RF-G1), and no slice or reshape of a compact accumulator unless
// the view provably keeps the pitch mad packed it at and, for a slice,
// starts in its first N-fractal or the packed pitch is the physical one
// (RF-C1). Like renarrows, it takes every accumulator for a written one
// and refuses what it cannot prove safe.
func accViewRefused(t *ir.TileType, c *ir.Call) bool {
	if t.Space != ir.Acc || c.Op == nil {
		return false
	}
	if c.Op == ir.TileTransposeView {
		return true
	}
	res := tileOf(c.T)
	if t.Effective().Compact != ir.CompactNormal || t.Rank() != 2 {
		return false
	}
	if res == nil || res.Rank() != 2 || len(t.ValidShape()) != 2 || len(res.ValidShape()) != 2 {
		return true
	}
	fractal := ir.ConstI(ir.AccFractalRows)
	rows := t.ValidShape()[0]
	strided := ir.ProveLessEqual(res.ValidShape()[1], fractal) != ir.ProofTrue
	if strided && !samePackedPitch(rows, res.ValidShape()[0]) {
		return true
	}
	if c.Op != ir.TileSlice || len(c.Args) < 3 {
		return false
	}
	off, ok := c.Args[2].(*ir.MakeTuple)
	if !ok || len(off.Elems) != 2 {
		return true
	}
	if strided && ir.ProveEqual(off.Elems[0], ir.ConstI(0)) != ir.ProofTrue {
		return true
	}
	return ir.ProveEqual(off.Elems[1], ir.ConstI(0)) != ir.ProofTrue && !ir.AccPitchesCoincide(rows, t.Shape[0])
}

// epilogueStmt runs vector ops over an accumulator (making one first when
// none is in scope): cast, add, row_sum, muls, exp, ending in a store.
func (b *builder) epilogueStmt() {
	b.src.Begin("epilogue")
	defer b.src.End()
	v, ok := b.pick(isAcc)
	if !ok {
		b.matmulChain(mmPlain)
		if v, ok = b.pick(isAcc); !ok {
			return
		}
	}
	cur := v
	for {
		var next *ir.Var
		op := b.draw(6)
		if op < 5 {
			cur = b.toVec(cur)
		}
		switch op {
		case 0:
			next = b.castOf(cur)
		case 1:
			r := cur
			same := sameShape(tileOf(cur.t))
			if w, ok := b.pick(func(t ir.Type) bool { return isVecOrAcc(t) && same(t) }); ok {
				r = w
			}
			next = b.bind("ep", create(ir.TileAdd, []ir.Expr{cur.e, r.e}))
		case 2:
			next = b.bind("ep", b.withScratch(ir.TileRowSum, []ir.Expr{cur.e}, 0))
		case 3:
			next = b.bind("ep", create(ir.TileMuls, []ir.Expr{cur.e, constOf(ir.FP32, 0.5)}))
		case 4:
			next = b.bind("ep", create(ir.TileExp, []ir.Expr{cur.e}))
		case 5:
			b.storeStmt()
			return
		}
		if next != nil {
			cur = val{e: next, t: next.T}
		}
		if !b.more(100 - b.k[PEpilogueMore]) {
			return
		}
	}
}
