package gen

import "github.com/irfuzz/irfuzz/ir"

// The bodies of a user program's InCore scopes (program.go) and of its
// Inline helpers: unified ops on tensors, as users write them inside
// `with pl.at(level=pl.Level.CORE_GROUP):`. A scope works on a region:
// the enclosing block loop's row block, else the whole tensors (when they
// are small enough) or one fixed block. Its data values are [rows, c] FP32
// tensors: blocks sliced from the inputs (or from tensors earlier scopes
// made), and what elementwise, scalar, reduction-and-broadcast, softmax,
// cast and matmul ops make of them; inner loops (pl.range, pl.unroll) and
// ifs re-assign them in user form or carry them with init_values / yields.
// The values a scope defines at its top level stay visible after it (the
// outliner returns them from the kernel); a scope may end by assembling a
// value into an Out parameter at its region's offset.

// writeMode says whether a scope may, or must, write an Out parameter.
type writeMode uint8

const (
	mayWrite writeMode = iota
	mustWrite
)

// The scope statement kinds, simplest first.
const (
	sUnary = iota
	sBinary
	sScalar
	sReduce
	sSoftmax
	sMatmul
	sCast
	sSlice
	sLoop
	sIf
	sWrite
	sTensorOp
	numScopeKinds
)

// scopeWeights are the kinds' weights.
var scopeWeights = [numScopeKinds]int{sUnary: 8, sBinary: 10, sScalar: 5, sReduce: 4, sSoftmax: 2, sMatmul: 5, sCast: 3, sSlice: 3, sLoop: 4, sIf: 3, sWrite: 3, sTensorOp: 10}

// scopeRegion is what a scope computes on: rows rows of c columns at row
// offset off (nil: the whole tensors).
type scopeRegion struct {
	rows int64
	off  ir.Expr
}

// region chooses the scope's region: the block of the enclosing block
// loop; else the whole tensors when they hold at most progElems elements
// (three times in four), or one fixed block.
func (g *progGen) region() scopeRegion {
	if g.blk != nil {
		return scopeRegion{rows: g.sh.r, off: g.blk}
	}
	whole := g.sh.rows()*g.sh.c <= progElems
	k := g.draw(4)
	if whole && k < 3 {
		return scopeRegion{rows: g.sh.rows()}
	}
	return scopeRegion{rows: g.sh.r, off: g.fixedRow()}
}

// rowOff is the region's row offset as an expression.
func (r scopeRegion) rowOff() ir.Expr {
	if r.off == nil {
		return ir.ConstI(0)
	}
	return r.off
}

// scopeBody builds a scope's statements. Values it defines at its top
// level stay in scope after it.
func (g *progGen) scopeBody(w writeMode) []ir.Stmt {
	saved, savedRegion := g.block, g.reg
	g.reg = g.region()
	// The block the scope works on is sliced in the orchestration, before
	// the scope, nine times in ten in a program that draws it: the
	// outlined kernel then takes the slice as an In argument, whose
	// strides OptimizeOrchTensors gives the parent's
	// (optimize_orch_tensors_pass.cpp:1408-1593).
	hoist := g.feat.orchSlice && !g.inHelper && !g.inCluster
	if hoist && g.chance(90) && g.reg.off == nil && g.sh.rows() > g.sh.r {
		g.reg = scopeRegion{rows: g.sh.r, off: g.fixedRow()}
	}
	if hoist && g.reg.off != nil && g.chance(90) {
		g.src.Begin("orch-slice")
		g.sliceStmt()
		g.src.End()
		saved = g.block
	}
	g.block = nil
	n0 := len(g.vals)
	savedStart := g.scopeStart
	g.scopeStart = n0
	defer func() { g.scopeStart = savedStart }()
	g.src.Begin("seed")
	g.seed()
	g.src.End()
	g.placeConstructs()
	g.scopeList(g.k[PStopNested], 0)
	if len(g.block) == 0 {
		g.unaryStmt(false) // a scope computes something
	}
	if w == mustWrite || g.canWriteOut() && g.chance(60) {
		g.writeOut()
	}
	if g.loopVar == nil && !g.inHelper {
		for i := len(g.vals) - 1; i >= n0; i-- {
			if (ir.TypeEqual(g.vals[i].t, g.dataT()) || ir.TypeEqual(g.vals[i].t, g.regionT())) && g.live(g.vals[i].e) {
				g.last = g.vals[i].e
				break
			}
		}
	}
	body := g.block
	g.block, g.reg = saved, savedRegion
	return body
}

// regionT is the type of the scope's data values.
func (g *progGen) regionT() *ir.TensorType { return tensorT(ir.FP32, g.reg.rows, g.sh.c) }

func (g *progGen) isData(t ir.Type) bool { return ir.TypeEqual(t, g.regionT()) }

// seed makes sure the scope has a data value of its region: a block
// sliced from an input (or a tensor an earlier scope made), drawn also
// when one is there.
func (g *progGen) seed() {
	if _, ok := g.pick(g.isData); !ok || g.chance(50) {
		g.sliceStmt()
	}
}

// sliceStmt slices the region's block out of a whole [rows, c] tensor in
// scope (a new input now and then, PNewParam); with the whole tensors
// as its region, a new input is the block itself.
func (g *progGen) sliceStmt() {
	whole := func(t ir.Type) bool { return ir.TypeEqual(t, g.dataT()) }
	src, ok := g.pick(whole)
	if !g.inHelper && (!ok || g.knobChance(PNewParam)) {
		v := g.input()
		src = val{e: v, t: v.T}
	}
	if !ok && src.e == nil {
		return
	}
	if g.reg.off == nil {
		return // the input is the whole region
	}
	g.bindOp("blk", ir.TensorSlice, []ir.Expr{src.e, idx(g.reg.rows, g.sh.c), list(g.reg.off, ir.ConstI(0))})
}

// placeConstructs places the program's pending constructs that fit in
// this scope: the op helper's call, a sin or cos, an unrolled loop, a loop
// with break or continue.
func (g *progGen) placeConstructs() {
	if g.wantHelper && !g.inHelper {
		g.wantHelper = false
		g.helperCall()
	}
	if g.wantTrig {
		g.wantTrig = false
		g.unaryStmt(true)
	}
	if g.wantUnroll && !g.inHelper {
		g.wantUnroll = false
		g.innerLoop(0, ir.Unroll, false)
	}
	if g.wantCtrl && g.inKernel {
		g.wantCtrl = false
		g.innerLoop(0, ir.Sequential, true)
	}
}

// scopeList draws scope statements until a stop draw or the budget.
func (g *progGen) scopeList(stopPct, depth int) {
	for g.stmts < g.k[MaxStmts] {
		g.src.Begin("stmt")
		if !g.more(stopPct) {
			g.src.End()
			return
		}
		g.scopeStmt(depth)
		g.src.End()
	}
}

func (g *progGen) scopeStmt(depth int) {
	ws := scopeWeights
	if g.inHelper {
		ws[sMatmul] = 0
	}
	if depth >= g.k[MaxDepth] {
		ws[sLoop], ws[sIf] = 0, 0
	}
	if len(g.candidates(isIndexScalar, 1)) == 0 {
		ws[sIf] = 0
	}
	if depth > 0 || !g.canWriteOut() {
		// Out versions are followed at a scope's top level only.
		ws[sWrite] = 0
	}
	switch g.weighted(ws[:]) {
	case sUnary:
		g.unaryStmt(false)
	case sBinary:
		g.binaryStmt()
	case sScalar:
		g.scalarOpStmt()
	case sReduce:
		g.reduceStmt()
	case sSoftmax:
		g.softmaxStmt()
	case sMatmul:
		g.matmulProgStmt(depth < g.k[MaxDepth])
	case sCast:
		g.castStmt()
	case sSlice:
		g.sliceStmt()
	case sLoop:
		kind := ir.Sequential
		if g.feat.unroll && g.chance(40) {
			kind = ir.Unroll
		}
		g.innerLoop(depth, kind, g.feat.ctrl && kind == ir.Sequential && g.chance(40))
	case sIf:
		g.scopeIf(depth)
	case sWrite:
		g.writeOut()
	case sTensorOp:
		g.tensorOpStmt(depth)
	}
}

// bindOp builds a registry call and binds it to a new variable (nil when
// the registry rejects it).
func (g *progGen) bindOp(hint string, op *ir.OpDef, args []ir.Expr, kws ...ir.Kwarg) *ir.Var {
	c := create(op, args, kws...)
	if c == nil {
		return nil
	}
	return g.define(hint, c)
}

// progGMCopy is the percentage of Out writes that assemble a tensor the
// scope did not compute.
const progGMCopy = 3

// pickSince picks, most recent first, a value satisfying pred among those
// brought into scope from index n on (one draw of fixed bound, as pick).
func (g *progGen) pickSince(n int, pred func(ir.Type) bool) (ir.Expr, bool) {
	k := g.draw(pickBound)
	var cands []ir.Expr
	for i := len(g.vals) - 1; i >= n && len(cands) < 8; i-- {
		if pred(g.vals[i].t) && g.live(g.vals[i].e) {
			cands = append(cands, g.vals[i].e)
		}
	}
	if len(cands) == 0 {
		return nil, false
	}
	if k >= len(cands) {
		k = 0
	}
	return cands[k], true
}

// operand picks a data value of the region, most recent first; in a
// program with nested calls now and then (and the first time, always) an
// unbound unary call of one, which FlattenCallExpr binds.
func (g *progGen) operand() (ir.Expr, bool) {
	v, ok := g.pick(g.isData)
	if !ok {
		return nil, false
	}
	if g.feat.nested && (g.wantNested || g.chance(20)) {
		op := oneOf(g.builder, ir.TensorExp, ir.TensorNeg, ir.TensorAbs)
		if c := create(op, []ir.Expr{v.e}); c != nil {
			g.wantNested = false
			return c, true
		}
	}
	return v.e, true
}

// unaryStmt applies exp, neg, abs or relu (maximum with 0.0), or in a
// program with sin / cos (PTrig) now and then, or when trig, one of those.
func (g *progGen) unaryStmt(trig bool) {
	x, ok := g.operand()
	if !ok {
		return
	}
	if trig || g.feat.trig && g.chance(25) {
		g.bindOp("s", oneOf(g.builder, ir.TensorSin, ir.TensorCos), []ir.Expr{x})
		return
	}
	switch g.draw(4) {
	case 0:
		g.bindOp("e", ir.TensorExp, []ir.Expr{x})
	case 1:
		g.bindOp("n", ir.TensorNeg, []ir.Expr{x})
	case 2:
		g.bindOp("a", ir.TensorAbs, []ir.Expr{x})
	default:
		g.bindOp("r", ir.TensorMaximum, []ir.Expr{x, &ir.ConstFloat{Value: 0, DType: ir.FP32}})
	}
}

var progBinary = []*ir.OpDef{ir.TensorAdd, ir.TensorSub, ir.TensorMul, ir.TensorMaximum, ir.TensorMinimum}

// binaryStmt combines two data values elementwise.
func (g *progGen) binaryStmt() {
	x, ok := g.operand()
	y, ok2 := g.operand()
	if !ok || !ok2 {
		return
	}
	g.bindOp("t", oneOf(g.builder, progBinary...), []ir.Expr{x, y})
}

var progScalarOps = []*ir.OpDef{ir.TensorAdds, ir.TensorMuls, ir.TensorSubs}

// scalarOpStmt combines a data value with a constant.
func (g *progGen) scalarOpStmt() {
	x, ok := g.operand()
	if !ok {
		return
	}
	c := oneOf(g.builder, 2.0, 0.5, 1.0, 3.0, -1.0)
	g.bindOp("u", oneOf(g.builder, progScalarOps...), []ir.Expr{x, &ir.ConstFloat{Value: c, DType: ir.FP32}})
}

// reduceStmt reduces a data value along its rows and combines the [rows,
// 1] result with a data value (a row broadcast, which
// ConvertTensorToTileOps lowers to a row_expand op).
func (g *progGen) reduceStmt() {
	x, ok := g.operand()
	if !ok {
		return
	}
	m := g.bindOp("m", oneOf(g.builder, ir.TensorRowMax, ir.TensorRowSum, ir.TensorRowMin), []ir.Expr{x})
	y, ok := g.operand()
	if m == nil || !ok {
		return
	}
	g.bindOp("d", oneOf(g.builder, ir.TensorSub, ir.TensorAdd, ir.TensorMul), []ir.Expr{y, m})
}

// softmaxStmt is a row softmax: exp of the value less its row maximum,
// divided by the row sum.
func (g *progGen) softmaxStmt() {
	x, ok := g.pick(g.isData)
	if !ok {
		return
	}
	m := g.bindOp("m", ir.TensorRowMax, []ir.Expr{x.e})
	if m == nil {
		return
	}
	d := g.bindOp("d", ir.TensorSub, []ir.Expr{x.e, m})
	if d == nil {
		return
	}
	e := g.bindOp("e", ir.TensorExp, []ir.Expr{d})
	if e == nil {
		return
	}
	if s := g.bindOp("s", ir.TensorRowSum, []ir.Expr{e}); s != nil {
		g.bindOp("y", ir.TensorDiv, []ir.Expr{e, s})
	}
}

// castStmt rounds a data value through FP16 or BF16 and back.
func (g *progGen) castStmt() {
	x, ok := g.operand()
	if !ok {
		return
	}
	dt := oneOf(g.builder, ir.FP16, ir.BF16)
	if h := g.bindOp("h", ir.TensorCast, []ir.Expr{x}, castKw(dt)...); h != nil {
		g.bindOp("f", ir.TensorCast, []ir.Expr{h}, castKw(ir.FP32)...)
	}
}

// castKw are pl.cast's kwargs as its wrapper passes them (mode 'round',
// python/pypto/language/op/unified_ops.py).
func castKw(dt ir.DataType) []ir.Kwarg {
	return []ir.Kwarg{kw("target_type", dt), kw("mode", ir.CastRound)}
}

// matmulKw are pl.matmul's kwargs as its wrapper passes them.
func matmulKw() []ir.Kwarg {
	return []ir.Kwarg{kw("a_trans", false), kw("b_trans", false), kw("c_matrix_nz", false), kw("out_dtype", ir.FP32)}
}

// matmulProgStmt multiplies the region's rows of xh by w into a [rows, c]
// FP32 value: in one matmul, in a K loop of 16-deep slices accumulated
// with matmul_acc (user form or init_values), or, when k equals c, a data
// value cast to the cube dtype times w. loops says whether a K loop may
// nest here.
func (g *progGen) matmulProgStmt(loops bool) {
	g.cubeInputs()
	s, r := g.sh, g.reg
	switch {
	case s.k == s.c && g.chance(30):
		x, ok := g.pick(g.isData)
		if !ok {
			return
		}
		if a := g.bindOp("a", ir.TensorCast, []ir.Expr{x.e}, castKw(s.cube)...); a != nil {
			g.bindOp("mm", ir.TensorMatmul, []ir.Expr{a, g.w}, matmulKw()...)
		}
	case s.k > 16 && g.chance(40) && loops:
		g.kLoop()
	default:
		a := ir.Expr(g.xh)
		if r.off != nil || r.rows != s.rows() {
			if a = g.bindOp("a", ir.TensorSlice, []ir.Expr{g.xh, idx(r.rows, s.k), list(r.rowOff(), ir.ConstI(0))}); a == nil {
				return
			}
		}
		g.bindOp("mm", ir.TensorMatmul, []ir.Expr{a, g.w}, matmulKw()...)
	}
}

// kLoop is the K loop: the first 16-deep slices multiplied, the others
// accumulated in a loop.
func (g *progGen) kLoop() {
	s, r := g.sh, g.reg
	const kc = 16
	slices := func(k ir.Expr) (ir.Expr, ir.Expr) {
		kOff := ir.Expr(ir.ConstI(0))
		if k != nil {
			kOff = &ir.Binary{Op: ir.OpMul, L: k, R: ir.ConstI(kc), DType: ir.INDEX}
		}
		a := g.bindOp("ak", ir.TensorSlice, []ir.Expr{g.xh, idx(r.rows, kc), list(r.rowOff(), kOff)})
		b := g.bindOp("wk", ir.TensorSlice, []ir.Expr{g.w, idx(kc, s.c), list(kOff, ir.ConstI(0))})
		return a, b
	}
	a0, w0 := slices(nil)
	if a0 == nil || w0 == nil {
		return
	}
	mm := g.bindOp("mm", ir.TensorMatmul, []ir.Expr{a0, w0}, matmulKw()...)
	if mm == nil {
		return
	}
	user := g.knobChance(PUserForm)
	lv := &ir.Var{Name: "k", T: ir.Scalar(ir.INDEX)}
	var ia *ir.IterArg
	acc := ir.Expr(mm)
	if !user {
		ia = &ir.IterArg{Var: ir.Var{Name: "acc", T: mm.T}, Init: mm}
		acc = ia
	}
	f := g.push()
	a, w := slices(lv)
	var next ir.Expr
	if a != nil && w != nil {
		c := create(ir.TensorMatmulAcc, []ir.Expr{acc, a, w}, kw("a_trans", false), kw("b_trans", false))
		if c != nil {
			if user {
				g.emit(&ir.AssignStmt{Var: mm, Value: c})
			} else {
				next = g.define("mm", c)
			}
		}
	}
	body := g.pop(f)
	loop := &ir.ForStmt{LoopVar: lv, Start: ir.ConstI(1), Stop: ir.ConstI(s.k / kc), Step: ir.ConstI(1), Kind: ir.Sequential}
	if !user {
		if next == nil {
			next = ia
		}
		body = append(body, &ir.YieldStmt{Values: []ir.Expr{next}})
		loop.IterArgs = []*ir.IterArg{ia}
		rv := &ir.Var{Name: "mm", T: mm.T}
		loop.ReturnVars = []*ir.Var{rv}
		g.scope(rv, rv.T, len(g.loops))
		// The carry shares the first product's accumulator, which
		// matmul_acc updates in place: the product is not read again (no
		// data path copies Acc to Acc, as the kernel builder keeps it).
		g.dead[mm] = true
	}
	loop.Body = ir.Seq(ir.Span{}, body...)
	g.emit(loop)
}

// innerLoop is a loop inside a scope over a data value it updates: in
// user form (always for pl.unroll, which takes no init_values) the body
// re-assigns it, otherwise it is an iter arg the body yields; ctrl adds
// `if <cond on k>: break` or `continue` (user form only).
func (g *progGen) innerLoop(depth int, kind ir.ForKind, ctrl bool) {
	g.src.Begin("inner")
	defer g.src.End()
	x, ok := g.operand()
	if !ok {
		return
	}
	// The updated value starts as a variable of the scope's own.
	acc := g.bindOp("acc", ir.TensorAdds, []ir.Expr{x, &ir.ConstFloat{Value: 1, DType: ir.FP32}})
	if acc == nil {
		return
	}
	user := kind == ir.Unroll || ctrl || g.knobChance(PUserForm)
	trip := int64(2 + g.draw(3))
	start := int64(g.draw(2))
	lv := &ir.Var{Name: "k", T: ir.Scalar(ir.INDEX)}
	var ia *ir.IterArg
	cur := ir.Expr(acc)
	if !user {
		ia = &ir.IterArg{Var: ir.Var{Name: "c", T: acc.T}, Init: acc}
		cur = ia
	}
	f := g.push()
	g.scope(lv, lv.T, len(g.loops)+1)
	if ia != nil {
		g.scope(ia, ia.T, len(g.loops)+1)
	}
	g.loops = append(g.loops, loopInfo{kind: kind, v: lv})
	g.src.Begin("body")
	if ctrl {
		// A break is one in ten: every break in an InCore loop meets the
		// pinned PyPTO's Simplify TypeError on CtrlFlowTransform's bool
		// flag (docs/findings.md, simplify-binds-bool-break-flag.py).
		var s ir.Stmt = &ir.ContinueStmt{}
		if g.chance(10) {
			s = &ir.BreakStmt{}
		}
		cond := &ir.Binary{Op: oneOf(g.builder, ir.OpEq, ir.OpGe), L: lv, R: ir.ConstI(start + 1 + int64(g.draw(int(trip-1)))), DType: ir.BOOL}
		g.emit(&ir.IfStmt{Cond: cond, Then: s})
	}
	// An unrolled body holds a nested loop or if now and then only: the
	// pinned PyPTO's UnrollLoops gives every copy the same variables for
	// what such a statement defines (docs/findings.md), which the round
	// trip then reports.
	inner := depth + 1
	if kind == ir.Unroll && !g.chance(20) {
		inner = g.k[MaxDepth]
	}
	g.scopeList(g.k[PStopNested], inner)
	// The update: the carried value combined with the latest data value.
	y, ok := g.operand()
	if !ok {
		y = cur
	}
	c := create(oneOf(g.builder, ir.TensorAdd, ir.TensorMaximum, ir.TensorSub), []ir.Expr{cur, y})
	var next ir.Expr = cur
	if c != nil {
		if user {
			g.emit(&ir.AssignStmt{Var: acc, Value: c})
		} else {
			next = g.define("c", c)
		}
	}
	g.src.End()
	g.loops = g.loops[:len(g.loops)-1]
	body := g.pop(f)
	loop := &ir.ForStmt{LoopVar: lv, Start: ir.ConstI(start), Stop: ir.ConstI(start + trip), Step: ir.ConstI(1), Kind: kind}
	if !user {
		body = append(body, &ir.YieldStmt{Values: []ir.Expr{next}})
		loop.IterArgs = []*ir.IterArg{ia}
		rv := &ir.Var{Name: "acc", T: acc.T}
		loop.ReturnVars = []*ir.Var{rv}
		g.scope(rv, rv.T, len(g.loops))
	}
	loop.Body = ir.Seq(ir.Span{}, body...)
	g.emit(loop)
}

// scopeIf branches on an INDEX scalar in scope (a loop variable): in user
// form both branches define one new variable, or one branch re-assigns a
// value of the scope's own; otherwise the branches yield a phi.
func (g *progGen) scopeIf(depth int) {
	g.src.Begin("if")
	defer g.src.End()
	lv, ok := g.pick(isIndexScalar)
	x, ok2 := g.operand()
	if !ok || !ok2 {
		return
	}
	cond := &ir.Binary{Op: oneOf(g.builder, ir.OpEq, ir.OpLt, ir.OpGe, ir.OpNe), L: lv.e, R: ir.ConstI(int64(g.draw(3))), DType: ir.BOOL}
	form := g.draw(3)
	if !g.knobChance(PUserForm) {
		form = 2
	}
	t := g.regionT()
	branchOp := func(y *ir.Var) ir.Stmt {
		g.src.Begin("branch")
		defer g.src.End()
		f := g.push()
		g.scopeList(g.k[PStopNested], depth+1)
		src, ok := g.operand()
		if !ok {
			src = x
		}
		op := oneOf(g.builder, ir.TensorExp, ir.TensorNeg, ir.TensorAdds)
		args := []ir.Expr{src}
		if op == ir.TensorAdds {
			args = append(args, &ir.ConstFloat{Value: 1, DType: ir.FP32})
		}
		c := create(op, args)
		var yield ir.Expr = src
		if c != nil {
			if y != nil {
				g.emit(&ir.AssignStmt{Var: y, Value: c})
			} else {
				yield = g.define("b", c)
			}
		}
		body := g.pop(f)
		if form == 2 {
			body = append(body, &ir.YieldStmt{Values: []ir.Expr{yield}})
		}
		return ir.Seq(ir.Span{}, body...)
	}
	switch form {
	case 0: // both branches define y
		y := &ir.Var{Name: "y", T: t}
		s := &ir.IfStmt{Cond: cond, Then: branchOp(y), Else: branchOp(y)}
		g.emit(s)
		g.scope(y, y.T, len(g.loops))
	case 1: // the then branch re-assigns a value of the scope's own
		own := g.bindOp("v", ir.TensorMuls, []ir.Expr{x, &ir.ConstFloat{Value: 2, DType: ir.FP32}})
		if own == nil {
			return
		}
		g.emit(&ir.IfStmt{Cond: cond, Then: branchOp(own)})
	default:
		s := &ir.IfStmt{Cond: cond, Then: branchOp(nil), Else: branchOp(nil)}
		rv := &ir.Var{Name: "p", T: t}
		s.ReturnVars = []*ir.Var{rv}
		g.emit(s)
		g.scope(rv, rv.T, len(g.loops))
	}
}

// writeOut assembles a data value (a nested call now and then) into an
// Out parameter at the region's offset.
func (g *progGen) writeOut() {
	o := g.out()
	if o == nil {
		return
	}
	// What a scope assembles it computed (a tile); a tensor it did not
	// (a GM to GM copy) only in progGMCopy percent of writes: the pinned
	// PyPTO's ConvertTensorToTileOps leaves that tensor.assemble in the
	// kernel, and its IncoreTileOps verifier then rejects it
	// (docs/findings.md).
	x, ok := g.operand()
	own := func(t ir.Type) bool { return g.isData(t) }
	if v, found := g.pickSince(g.scopeStart, own); found && !g.chance(progGMCopy) {
		x, ok = v, true
		if g.feat.nested && g.chance(20) {
			if c := create(ir.TensorExp, []ir.Expr{v}); c != nil {
				x = c
			}
		}
	}
	if !ok {
		return
	}
	if c := create(ir.TensorAssemble, []ir.Expr{o.cur, x, list(g.reg.rowOff(), ir.ConstI(0))}); c != nil {
		g.write(o, c)
	}
}
