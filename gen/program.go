package gen

import "github.com/irfuzz/irfuzz/ir"

// User programs: tensor-level programs as PyPTO's users write them, for the
// front of the pipeline (InlineFunctions through LowerCompositeOps), which
// the tile kernels of the other profiles skip. A program (profile Program,
// knob PProgram) is an Opaque main function taking tensors, whose
// `with pl.at(level=pl.Level.CORE_GROUP):` scopes hold unified ops on
// tensors (program_scope.go); around them:
//
//   - loops over row blocks (pl.range, a stepped pl.range, pl.unroll),
//     the Out tensors written in user form (`out = pl.assemble(out, ...)`:
//     ConvertToSSA makes the carry) or carried with init_values and
//     pl.yield_ (PUserForm), with if/else on the block index;
//   - an explicit InCore kernel whose loop holds a continue or break
//     (PCtrl: CtrlFlowTransform, which rewrites InCore functions only),
//     and now and then a break or continue in a block loop;
//   - a scope inside pl.cluster() (PCluster: OutlineClusterScopes);
//   - main's body inside a hierarchy scope, pl.at at a level above the
//     core group with the Orchestrator role (PHierarchy:
//     OutlineHierarchyScopes), writing a tensor it creates;
//   - FunctionType.Inline helpers (PInline: InlineFunctions): an op helper
//     called inside a scope, or a stage helper holding a whole scope,
//     called once per block (program_inline.go);
//   - offsets written as arithmetic Simplify folds, and a scalar constant
//     for the block height that it propagates (PFold), calls nested in
//     calls (PNested: FlattenCallExpr), sin / cos (PTrig:
//     LowerCompositeOps), pl.unroll (PUnroll: UnrollLoops).
//
// Each construct a knob names is drawn once per program, before anything
// else, and then placed (by the first statement that can hold it, else at
// the end), so its share over seeds is the knob's (program_test.go pins
// them). The statements around them are drawn as the kernel builder draws
// (per-element "more?" draws, structure before values, operands most
// recent first) and every call is built by the op registry.
//
// What is built is what the pinned PyPTO accepts and the chips hold: every
// tensor a scope computes on holds at most progElems FP32 elements (a row
// block, or a whole tensor that small); cube operands are whole fractal
// boxes (16 rows and columns); sin and cos take FP32 only (LowerCompositeOps,
// lower_composite_ops_pass.cpp:744-753); break and continue sit in
// sequential loops in user form. A hierarchy scope writes no Out
// parameter, except in a few programs (progHierOut percent of those with
// one): PyPTO's OutlineHierarchyScopes passes the parameter to the
// outlined function and its own InOutUseDiscipline then rejects the
// caller's later read of it (docs/findings.md), a bug of the pinned PyPTO
// the campaign keeps exercising.

// progElems bounds the elements of any tensor a scope computes on.
const progElems = 4096

// progHierOut is the percentage of hierarchy programs whose hierarchy
// scope writes an Out parameter.
const progHierOut = 15

// progShape is a program's geometry: row blocks of r rows, nb of them
// (the tensors have r*nb rows), c columns; the cube operands are [rows, k]
// and [k, c] of dtype cube.
type progShape struct {
	r, nb, c, k int64
	cube        ir.DataType
}

func (s progShape) rows() int64 { return s.r * s.nb }

// progOut is an Out parameter and the expression that stands for its
// current version (the parameter, a variable re-assigned in user form, an
// iter arg, a loop's or an if's return var); cur is nil where it may not be
// written (inside a loop in SSA form that does not carry it).
type progOut struct {
	param *ir.Var
	cur   ir.Expr
	// local: param is not a parameter but a tensor main creates
	// (pl.create_tensor) inside its hierarchy scope.
	local bool
}

// progFeatures are the constructs drawn once per program.
type progFeatures struct {
	blockLoop, hierarchy, hierOut, cluster, inline, stage, kernel, trig, unroll, ctrl, fold, nested, orchSlice bool
}

// progGen builds one user program. It draws through the kernel builder
// (draw, chance, pick, the block frames) and keeps its own state.
type progGen struct {
	*builder
	sh   progShape
	feat progFeatures

	params []*ir.Var
	dirs   []ir.ParamDirection
	xh, w  *ir.Var // the cube operands, made by the first matmul
	outs   []*progOut

	helpers  []*ir.Function // the Inline helpers, in creation order
	opHelper *ir.Function   // the op helper, once made
	stage    *ir.Function   // the stage helper, once made
	kernel   *ir.Function   // the explicit InCore kernel, once made

	// rowsVar is main's scalar constant holding the block height (PFold;
	// nil: offsets use the literal).
	rowsVar *ir.Var
	// blk is the row offset of the enclosing block loop's block (nil
	// outside one), loopVar its loop variable, loopStep the variable's
	// step (r for a stepped loop).
	blk, loopVar ir.Expr
	loopStep     int64
	// user: writes of Out parameters here are re-assignments (user form);
	// ssa counts the enclosing loops and ifs that carry the Out parameters
	// with iter args or phis (no new Out parameter starts inside them).
	user bool
	ssa  int
	// inHierarchy: inside the hierarchy scope; inHelper: building a helper
	// (no new parameters of main, no cube operands).
	inHierarchy, inHelper bool
	inCluster             bool // building the scope of a pl.cluster(): its Group function may hold only the kernel calls
	// inKernel: building the explicit InCore kernel.
	inKernel bool
	// writes counts the Out writes made so far, loopsMade the block loops.
	writes, loopsMade int
	// reg is the region of the scope being built, scopeStart the index in
	// vals of its first value.
	reg        scopeRegion
	scopeStart int
	// Constructs drawn for the program and not placed yet.
	wantHelper, wantTrig, wantUnroll, wantCtrl, wantCluster, wantNested, wantKernel bool
	// query is the scalar a query op just bound (tensorOpStmt branches on
	// it, then retires it).
	query *ir.Var
	// last is the tensor the last top-level scope made: what a program
	// without Out parameters returns.
	last ir.Expr
}

// The sizes a program draws from (simplest first).
var (
	progRows = []int64{16, 32}
	progCols = []int64{64, 32, 128, 48, 96}
	progKs   = []int64{32, 16, 64}
)

// buildUserProgram builds a user program from the builder's source.
func buildUserProgram(b *builder) *ir.Program {
	g := &progGen{builder: b, user: true}
	b.src.Begin("program")
	defer b.src.End()
	g.features()
	g.shape()
	g.input()
	b.src.Begin("main")
	if g.feat.fold {
		g.rowsVar = &ir.Var{Name: "rows", T: ir.Scalar(ir.INDEX)}
		g.emit(&ir.AssignStmt{Var: g.rowsVar, Value: ir.ConstI(g.sh.r)})
	}
	if g.feat.hierarchy {
		g.hierarchyBody()
	} else {
		g.orchList(b.k[PStop], 0)
	}
	b.src.End()
	b.src.Begin("finish")
	g.finish()
	b.src.End()
	main := g.mainFunction()
	return &ir.Program{Name: progName, Funcs: append(append([]*ir.Function(nil), g.helpers...), main)}
}

// features draws the program's constructs, each with its knob.
func (g *progGen) features() {
	g.src.Begin("features")
	defer g.src.End()
	f := &g.feat
	f.blockLoop = g.knobChance(PBlockLoop)
	f.hierarchy = g.knobChance(PHierarchy)
	f.hierOut = f.hierarchy && g.chance(progHierOut)
	f.cluster = g.knobChance(PCluster)
	f.inline = g.knobChance(PInline)
	f.stage = f.inline && f.blockLoop && !f.hierarchy && g.chance(35)
	f.trig = g.knobChance(PTrig)
	f.unroll = g.knobChance(PUnroll)
	f.ctrl = g.knobChance(PCtrl)
	f.fold = g.knobChance(PFold)
	f.nested = g.knobChance(PNested)
	f.orchSlice = g.knobChance(POrchSlice)
	// CtrlFlowTransform rewrites InCore functions only
	// (ctrl_flow_transform_pass.cpp:817): a program with break or continue
	// has an explicit InCore kernel holding one.
	f.kernel = f.ctrl
	g.wantHelper = f.inline && !f.stage
	g.wantTrig, g.wantUnroll, g.wantCtrl, g.wantCluster, g.wantNested = f.trig, f.unroll, f.ctrl, f.cluster, f.nested
	g.wantKernel = f.kernel
}

// shape draws the geometry. Without block loops the whole tensors hold at
// most progElems elements; with them a block does, and the tensors at
// most twice that (a top-level scope then works on one block).
func (g *progGen) shape() {
	g.src.Begin("shape")
	defer g.src.End()
	s := &g.sh
	s.r = oneOf(g.builder, progRows...)
	s.c = oneOf(g.builder, progCols...)
	s.k = oneOf(g.builder, progKs...)
	s.cube = oneOf(g.builder, ir.FP16, ir.BF16)
	s.nb = int64(2 + g.draw(3))
	for s.r*s.c > progElems {
		s.c /= 2
	}
	limit := int64(progElems)
	if g.feat.blockLoop {
		limit *= 2
	}
	for s.nb > 1 && s.nb*s.r*s.c > limit {
		s.nb--
	}
}

// param adds a parameter of main.
func (g *progGen) param(name string, t ir.Type, dir ir.ParamDirection) *ir.Var {
	v := &ir.Var{Name: name, T: t}
	g.params = append(g.params, v)
	g.dirs = append(g.dirs, dir)
	return v
}

func tensorT(dt ir.DataType, dims ...int64) *ir.TensorType {
	return ir.NewTensorType(ir.ConstIs(dims...), dt, nil, nil)
}

// dataT is the type of a program's data tensors, [rows, c] FP32.
func (g *progGen) dataT() *ir.TensorType { return tensorT(ir.FP32, g.sh.rows(), g.sh.c) }

// input adds an [rows, c] FP32 input and brings it into scope.
func (g *progGen) input() *ir.Var {
	v := g.param("x", g.dataT(), ir.In)
	g.scope(v, v.T, 0)
	return v
}

// cubeInputs makes the cube operands on first use: xh [rows, k] and
// w [k, c] of the program's cube dtype.
func (g *progGen) cubeInputs() {
	if g.xh == nil {
		g.xh = g.param("xh", tensorT(g.sh.cube, g.sh.rows(), g.sh.k), ir.In)
		g.w = g.param("w", tensorT(g.sh.cube, g.sh.k, g.sh.c), ir.In)
	}
}

// canNewOut reports whether a new Out parameter may start here (not in a
// hierarchy program, which writes the tensor it creates, unless it is one
// of those that write an Out parameter there).
func (g *progGen) canNewOut() bool {
	return len(g.outs) < 2 && g.ssa == 0 && !g.inHelper && !(g.feat.hierarchy && !g.feat.hierOut)
}

// out returns an Out parameter writable here (drawn among those there
// are), or a new one now and then; nil when none may be written here.
func (g *progGen) out() *progOut {
	var ws []*progOut
	for _, o := range g.outs {
		if o.cur != nil {
			ws = append(ws, o)
		}
	}
	k := g.draw(4)
	if len(ws) > 0 && (k < 3 || !g.canNewOut()) {
		return ws[k%len(ws)]
	}
	if !g.canNewOut() {
		return nil
	}
	p := g.param("out", g.dataT(), ir.Out)
	o := &progOut{param: p, cur: p}
	g.outs = append(g.outs, o)
	return o
}

// canWriteOut reports whether some Out parameter may be written here.
func (g *progGen) canWriteOut() bool {
	for _, o := range g.outs {
		if o.cur != nil {
			return true
		}
	}
	return g.canNewOut()
}

// write makes value o's next version: in user form a re-assignment of the
// variable that holds it, else a new variable (outside loops drawn, with
// PUserForm).
func (g *progGen) write(o *progOut, value ir.Expr) {
	g.writes++
	user := g.user
	if g.loopVar == nil && g.ssa == 0 {
		user = g.knobChance(PUserForm)
	}
	if v, ok := o.cur.(*ir.Var); ok && user && ir.TypeEqual(v.T, value.Type()) {
		g.emit(&ir.AssignStmt{Var: v, Value: value})
		return
	}
	// Out versions are no operands: they are not brought into scope.
	v := &ir.Var{Name: "o", T: value.Type()}
	g.emit(&ir.AssignStmt{Var: v, Value: value})
	o.cur = v
}

// --- orchestration statements -------------------------------------------------

// The orchestration statement kinds, simplest first.
const (
	oScope = iota
	oLoop
	oIf
	oCtrl
	numOrch
)

// orchList draws orchestration statements until a stop draw or the budget.
func (g *progGen) orchList(stopPct, depth int) {
	for g.stmts < g.k[MaxStmts] {
		g.src.Begin("stmt")
		if !g.more(stopPct) {
			g.src.End()
			return
		}
		g.orchStmt(depth)
		g.src.End()
	}
}

func (g *progGen) orchStmt(depth int) {
	ws := [numOrch]int{oScope: 10, oLoop: 6, oIf: 3, oCtrl: 2}
	if g.loopVar != nil || depth >= g.k[MaxDepth] || g.sh.nb < 2 || !g.canWriteOut() {
		ws[oLoop] = 0
	}
	if g.loopVar == nil || depth >= g.k[MaxDepth] {
		ws[oIf] = 0
	}
	if !g.canCtrl() {
		ws[oCtrl] = 0
	}
	switch g.weighted(ws[:]) {
	case oScope:
		g.placedScope()
	case oLoop:
		g.blockLoop(depth)
	case oIf:
		g.orchIf(depth)
	case oCtrl:
		g.ctrlStmt()
	}
}

// placedScope emits a scope: the stage helper's call where the program
// has one and a block loop encloses it, the cluster-wrapped scope once,
// else a plain scope.
func (g *progGen) placedScope() {
	switch {
	case g.wantKernel && g.canCallKernel():
		g.kernelCall()
	case g.canStage():
		g.stageCall()
	case g.wantCluster:
		g.wantCluster = false
		g.clusterScope()
	default:
		g.emitScope(mayWrite)
	}
}

// canCallKernel reports whether the explicit kernel may be called here:
// where an Out version is re-assigned in user form (see canStage).
func (g *progGen) canCallKernel() bool {
	return g.feat.kernel && g.user && g.ssa == 0 && g.canWriteOut() && !g.inHelper
}

// canStage reports whether the stage helper may be called here: in a
// block loop in user form, where its result re-assigns the Out variable it
// was passed (`out = self.stage(x, out, i * 16)`). Passed from an if's
// return var, as in a loop carrying it with yields, the variable is dead
// for PyPTO's InOutUseDiscipline when the next iteration's if defines it
// again (verify_inout_use.cpp), and PyPTO refuses the program.
func (g *progGen) canStage() bool {
	return g.feat.stage && g.blk != nil && g.user && g.ssa == 0 && g.canWriteOut()
}

// emitScope builds one InCore scope and emits it.
func (g *progGen) emitScope(w writeMode) {
	g.src.Begin("scope")
	defer g.src.End()
	body := g.scopeBody(w)
	g.emit(&ir.ScopeStmt{Kind: ir.ScopeInCore, Body: ir.Seq(ir.Span{}, body...)})
}

// clusterScope wraps a scope in pl.cluster().
func (g *progGen) clusterScope() {
	g.src.Begin("cluster")
	defer g.src.End()
	saved := g.block
	g.block = nil
	g.inCluster = true
	g.emitScope(mayWrite)
	g.inCluster = false
	inner := g.block
	g.block = saved
	g.emit(&ir.ScopeStmt{Kind: ir.ScopeCluster, Body: ir.Seq(ir.Span{}, inner...)})
}

// hierarchyBody puts main's statements inside one hierarchy scope at a
// level above the core group, role Orchestrator (the pinned PyPTO's code
// generation takes a hierarchy function in that role only).
func (g *progGen) hierarchyBody() {
	g.src.Begin("hierarchy")
	defer g.src.End()
	level := oneOf(g.builder, ir.LevelHost, ir.LevelGlobal, ir.LevelChip, ir.LevelCluster0, ir.LevelChipDie)
	saved := g.block
	g.block = nil
	g.inHierarchy = true
	if !g.feat.hierOut {
		// What the program writes goes into a tensor it creates in the
		// scope (an Out parameter written there is the PyPTO bug above).
		t := g.dataT()
		c := create(ir.TensorCreate, []ir.Expr{&ir.MakeTuple{Elems: t.Shape}}, kw("dtype", t.DType), kw("layout", ir.ND))
		buf := &ir.Var{Name: "buf", T: c.T}
		g.emit(&ir.AssignStmt{Var: buf, Value: c})
		g.outs = append(g.outs, &progOut{param: buf, cur: buf, local: true})
	}
	g.orchList(g.k[PStop], 0)
	g.placePending()
	g.inHierarchy = false
	inner := g.block
	g.block = saved
	g.emit(&ir.ScopeStmt{Kind: ir.ScopeHierarchy, Level: level, Role: ir.RoleOrchestrator, Body: ir.Seq(ir.Span{}, inner...)})
}

// blockLoop builds a loop over the row blocks: `for i in pl.range(nb)`
// (row offset i * r), `for i in pl.range(0, rows, r)` (offset i) or
// `for i in pl.unroll(nb)`. In user form its body re-assigns the Out
// parameters; otherwise it carries every one there is (making one first
// when there is none) with init_values and yields their last versions.
func (g *progGen) blockLoop(depth int) {
	g.src.Begin("loop")
	defer g.src.End()
	kind := ir.Sequential
	if g.wantUnroll && g.chance(25) {
		kind, g.wantUnroll = ir.Unroll, false
	}
	stepped := kind == ir.Sequential && g.chance(30)
	// pl.unroll takes no init_values (dsl_api.py:279-306); the stage
	// helper is called in a user-form loop (canStage).
	user := kind == ir.Unroll || g.feat.stage && g.stage == nil || g.knobChance(PUserForm)
	g.loopsMade++
	var carried []*progOut
	if !user {
		g.out()
		for _, o := range g.outs {
			if o.cur != nil {
				carried = append(carried, o)
			}
		}
	}
	lv := &ir.Var{Name: "i", T: ir.Scalar(ir.INDEX)}
	before := make([]ir.Expr, len(g.outs))
	for i, o := range g.outs {
		before[i] = o.cur
		if !user {
			o.cur = nil
		}
	}
	ias := make([]*ir.IterArg, len(carried))
	for i, o := range carried {
		ias[i] = &ir.IterArg{Var: ir.Var{Name: "acc", T: o.param.T}, Init: before[indexOf(g.outs, o)]}
		o.cur = ias[i]
	}
	f := g.push()
	savedBlk, savedLV, savedStep, savedUser := g.blk, g.loopVar, g.loopStep, g.user
	g.loopVar, g.loopStep, g.user = lv, 1, user
	if stepped {
		g.loopStep = g.sh.r
	}
	g.blk = g.rowOffset(lv, stepped)
	g.scope(lv, lv.T, len(g.loops)+1)
	if !user {
		g.ssa++
	}
	g.loops = append(g.loops, loopInfo{kind: kind, v: lv})
	w0 := g.writes
	g.src.Begin("body")
	if g.feat.ctrl && g.canCtrl() && g.chance(40) {
		g.ctrlStmt()
	}
	g.orchList(g.k[PStopNested], depth+1)
	if g.writes == w0 {
		// The loop exists to write its blocks.
		if g.canStage() {
			g.stageCall()
		} else {
			g.emitScope(mustWrite)
		}
	}
	g.src.End()
	g.loops = g.loops[:len(g.loops)-1]
	if !user {
		g.ssa--
	}
	var yields []ir.Expr
	for _, o := range carried {
		yields = append(yields, o.cur)
	}
	nouts := len(before)
	body := g.pop(f)
	if len(carried) > 0 {
		body = append(body, &ir.YieldStmt{Values: yields})
	}
	g.blk, g.loopVar, g.loopStep, g.user = savedBlk, savedLV, savedStep, savedUser
	s := &ir.ForStmt{LoopVar: lv, IterArgs: ias, Body: ir.Seq(ir.Span{}, body...), Kind: kind,
		Start: ir.ConstI(0), Stop: ir.ConstI(g.sh.nb), Step: ir.ConstI(1)}
	if stepped {
		s.Stop, s.Step = ir.ConstI(g.sh.rows()), ir.ConstI(g.sh.r)
	}
	for i, o := range g.outs {
		switch {
		case i < nouts:
			o.cur = before[i]
		default:
			o.cur = o.param // first written in the body (user form)
		}
	}
	for _, o := range carried {
		rv := &ir.Var{Name: "acc", T: o.param.T}
		s.ReturnVars = append(s.ReturnVars, rv)
		o.cur = rv
	}
	g.emit(s)
}

func indexOf(outs []*progOut, o *progOut) int {
	for i, q := range outs {
		if q == o {
			return i
		}
	}
	return -1
}

// rowOffset is a block's first row: i * r, or i itself for a stepped
// loop; now and then in a form Simplify folds (PFold).
func (g *progGen) rowOffset(lv *ir.Var, stepped bool) ir.Expr {
	var off ir.Expr = lv
	if !stepped {
		// The block height as authors name it: a scalar constant main
		// defines (Simplify propagates it), or the literal.
		r := ir.Expr(ir.ConstI(g.sh.r))
		if g.rowsVar != nil {
			r = g.rowsVar
		}
		off = &ir.Binary{Op: ir.OpMul, L: lv, R: r, DType: ir.INDEX}
	}
	if g.feat.fold && g.chance(50) {
		off = g.foldable(off)
	}
	return off
}

// fixedRow is the first row of block k (drawn) outside a block loop:
// rows * k with main's block-height constant, else the literal.
func (g *progGen) fixedRow() ir.Expr {
	k := int64(g.draw(int(g.sh.nb)))
	if g.rowsVar != nil && !g.inHelper {
		return &ir.Binary{Op: ir.OpMul, L: g.rowsVar, R: ir.ConstI(k), DType: ir.INDEX}
	}
	return ir.ConstI(g.sh.r * k)
}

// foldable writes e as arithmetic Simplify folds back to it: e + 0,
// e * 1, e - 0 or (e + 1) - 1.
func (g *progGen) foldable(e ir.Expr) ir.Expr {
	bin := func(op ir.BinaryOp, l, r ir.Expr) ir.Expr { return &ir.Binary{Op: op, L: l, R: r, DType: ir.INDEX} }
	switch g.draw(4) {
	case 0:
		return bin(ir.OpAdd, e, ir.ConstI(0))
	case 1:
		return bin(ir.OpMul, e, ir.ConstI(1))
	case 2:
		return bin(ir.OpSub, e, ir.ConstI(0))
	default:
		return bin(ir.OpSub, bin(ir.OpAdd, e, ir.ConstI(1)), ir.ConstI(1))
	}
}

// blockCond is a condition on the block loop's variable: a comparison
// with one of the values it takes.
func (g *progGen) blockCond() ir.Expr {
	bound := int64(g.draw(int(g.sh.nb))) * g.loopStep
	op := oneOf(g.builder, ir.OpEq, ir.OpLt, ir.OpGe, ir.OpNe)
	return &ir.Binary{Op: op, L: g.loopVar, R: ir.ConstI(bound), DType: ir.BOOL}
}

// canCtrl: the innermost loop is a sequential one in user form (break and
// continue stay out of loops with iter args, whose break-phi yields the
// pinned PyPTO's ConvertToSSA mishandles: docs/findings.md).
func (g *progGen) canCtrl() bool {
	return len(g.loops) > 0 && g.loops[len(g.loops)-1].kind == ir.Sequential && g.ssa == 0
}

// ctrlStmt is `if <cond on i>: break` or `continue` in the block loop.
func (g *progGen) ctrlStmt() {
	g.src.Begin("ctrl")
	defer g.src.End()
	var s ir.Stmt = &ir.ContinueStmt{}
	cond := g.blockCond()
	if g.chance(50) {
		// A break leaves the first block to run: i == b or i >= b, b > 0.
		s = &ir.BreakStmt{}
		b := int64(1+g.draw(int(g.sh.nb-1))) * g.loopStep
		cond = &ir.Binary{Op: oneOf(g.builder, ir.OpEq, ir.OpGe), L: g.loopVar, R: ir.ConstI(b), DType: ir.BOOL}
	}
	g.emit(&ir.IfStmt{Cond: cond, Then: s})
}

// orchIf is an if/else on the block index whose branches hold scopes. In
// user form the branches re-assign the Out parameters; otherwise both
// yield every Out parameter there is, and the if's return vars continue
// them.
func (g *progGen) orchIf(depth int) {
	g.src.Begin("if")
	defer g.src.End()
	// The if takes its loop's form: in a user-form loop an SSA if would
	// leave the loop's last versions in the if's return vars.
	var carried []*progOut
	if !g.user {
		for _, o := range g.outs {
			if o.cur != nil {
				carried = append(carried, o)
			}
		}
	}
	before := make([]ir.Expr, len(g.outs))
	for i, o := range g.outs {
		before[i] = o.cur
	}
	branch := func() ir.Stmt {
		g.src.Begin("branch")
		defer g.src.End()
		f := g.push()
		for i, o := range g.outs[:len(before)] {
			o.cur = before[i]
		}
		if len(carried) > 0 {
			g.ssa++
		}
		g.emitScope(mayWrite)
		g.orchList(g.k[PStopNested], depth+1)
		if len(carried) > 0 {
			g.ssa--
		}
		var yields []ir.Expr
		for _, o := range carried {
			yields = append(yields, o.cur)
		}
		body := g.pop(f)
		if len(carried) > 0 {
			body = append(body, &ir.YieldStmt{Values: yields})
		}
		return ir.Seq(ir.Span{}, body...)
	}
	s := &ir.IfStmt{Then: branch(), Else: branch()}
	s.Cond = g.blockCond()
	for i, o := range g.outs {
		if i < len(before) {
			o.cur = before[i]
		} else {
			o.cur = o.param // first written in a branch (user form)
		}
	}
	for _, o := range carried {
		rv := &ir.Var{Name: "o", T: o.param.T}
		s.ReturnVars = append(s.ReturnVars, rv)
		o.cur = rv
	}
	g.emit(s)
}

// placePending places the program's constructs no statement has placed
// yet (the kernel's call, the cluster scope, and in one more scope the
// helper call, sin / cos, pl.unroll and nested calls), so each appears in
// every program that drew it.
func (g *progGen) placePending() {
	if g.feat.blockLoop && g.loopsMade == 0 && g.sh.nb > 1 && g.canWriteOut() {
		g.blockLoop(0)
	}
	if g.feat.stage && g.stage == nil {
		g.wantHelper = g.opHelper == nil // the program's helper is the op helper after all
	}
	if g.wantKernel && g.canCallKernel() {
		g.kernelCall()
	}
	if g.wantCluster {
		g.wantCluster = false
		g.clusterScope()
	}
	if g.wantHelper || g.wantTrig || g.wantUnroll || g.wantNested {
		g.emitScope(mayWrite)
	}
}

// finish places what is pending and makes the program produce something:
// when nothing was written and no top-level scope made a tensor, a last
// scope does.
func (g *progGen) finish() {
	if !g.feat.hierarchy {
		g.placePending()
	}
	if g.writes > 0 || g.last != nil {
		return
	}
	g.emitScope(mustWrite)
}

// mainFunction assembles main: the parameters in creation order, the Out
// parameters' final versions returned (with none, the tensor the last
// top-level scope made).
func (g *progGen) mainFunction() *ir.Function {
	f := &ir.Function{Name: OrchName, Kind: ir.Opaque, Params: g.params, Dirs: g.dirs, Level: ir.LevelUndefined}
	var rets []ir.Expr
	for _, o := range g.outs {
		rets = append(rets, o.cur)
		f.Returns = append(f.Returns, o.cur.Type())
	}
	if len(rets) == 0 && g.last != nil {
		rets = append(rets, g.last)
		f.Returns = append(f.Returns, g.last.Type())
	}
	f.Body = ir.Seq(ir.Span{}, append(g.block, &ir.ReturnStmt{Values: rets})...)
	return f
}
