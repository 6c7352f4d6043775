package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// AutoTileMatmulL0 splits a Mat-resident tile.matmul / tile.matmul_acc
// whose operands or result do not fit the cube's L0 buffers into L0-sized
// pieces (PyPTO's AutoTileMatmulL0, src/ir/transforms/
// auto_tile_matmul_l0_pass.cpp). The L0 tile (m, n, k) and the held operand
// come from PyPTO's roofline chooser (l0_tile_chooser.go), configured as
// AnalyzeMatmul does (:765-1160): the backend's L0 capacities and cost
// model, 16-aligned tiles, A- and B-stationary loop orders allowed, a
// K-boundary peel allowed, and the L0C double buffer (dbC=2) allowed under
// the DSA_RP and PTOAS memory planners only (:1064-1067; the model has no
// enable_pypto_l0c_double_buffer opt-in, so the PyPTO planner never
// allows it). A full-K grid whose tile the chooser double-buffered tags its
// inner (moving) loop pipeline_double_buffer_c=True after PyPTO's other two
// loop attrs (:2036-2042), which CanonicalizeIOOrder reads.
//
// When the whole [M, N] accumulator fits (m == M, n == N) the K axis is
// split (BuildKLoopRewrite, :530-655): floor(K/k) full blocks in a 2-stage
// pipelined loop, the first step a fresh tile.matmul and the others
// tile.matmul_acc joined by an if phi (a matmul_acc threads the caller's
// accumulator and accumulates on every step), then a straight-line
// matmul_acc of the K - floor(K/k)*k tail when k does not divide K:
//
//	c_l0_init = pl.tile.create([M, N], dtype, target_memory=Acc)
//	for c_l0_ko, (c_l0_c,) in pl.pipeline(0, K, k, init_values=(c_l0_init,), stage=2):
//	    c_l0_a = pl.tile.extract(a, 0, c_l0_ko, [M, k], target_memory=Left)
//	    c_l0_b = pl.tile.extract(b, c_l0_ko, 0, [k, N], target_memory=Right)
//	    if c_l0_ko == 0:
//	        c_l0_c_first = pl.tile.matmul(c_l0_a, c_l0_b)
//	        c_l0_c_phi = pl.yield_(c_l0_c_first)
//	    else:
//	        c_l0_c_acc = pl.tile.matmul_acc(c_l0_c, c_l0_a, c_l0_b)
//	        c_l0_c_phi = pl.yield_(c_l0_c_acc)
//	    c = pl.yield_(c_l0_c_phi)
//
// A Vec-resident left operand is staged once with tile.move(..., Mat)
// after the seed. When the accumulator does not fit, a fresh tile.matmul
// is tiled over M and N: its result consumed by one 2-D tile.store becomes
// a grid of [m, n] sub-tiles each stored at its offset (TryFoldMNTiling,
// :2137-2204), and one consumed only as matmul operands is assembled into
// a Mat scratch of the result's dtype instead (TryFoldMatScratch,
// :2233-2300; declined on a backend whose Acc -> Mat writes must narrow),
// re-chosen output-stationary first under the PyPTO planner only
// (:3040-3055, #1908).
// With k == K the grid is a pipelined loop over the held operand's axis
// around one over the moving axis (Sequential outer when the chooser held
// an operand single-buffered) plus straight-line boundary tiles
// (BuildFullKPipelined, :1958-2091); with k < K every sub-tile gets its
// own K loop (BuildSplitKGrid, :2093-2120).
//
// When the product's valid rows are not provably its physical rows (a
// row-narrowed lhs), the seed is a box narrowed by tile.set_validshape
// (BuildAccInitWithValidShape, :369-389). The pinned PyPTO builds that box
// with a plain tile.create, so the seed, the carry and every step's
// tile.matmul_acc (which inherits its accumulator's mode) are not compact
// while the first step's tile.matmul is (StampCompactForNarrowedAccRows,
// src/ir/op/tile_ops/matmul.cpp:118): the if phi and the carry disagree
// (TypeCheck 111, three times), and the non-compact carry is read back at
// the physical pitch although mad wrote it at ceil(validM/16)*16 (#2470).
// The model declares the box compact, as a later PyPTO's
// acc_init::BuildNarrowedAccInit does, so the whole chain is compact;
// FaultNarrowedAccNotCompact restores the pinned seed.
//
// Filter, as PyPTO: operands variables of static 2-D tile type, the right
// operand in Mat, the left in Mat or Vec, a K that is a multiple of 16, no
// sub-byte dtype; operands already in Left / Right are manual L0 tiles and
// are left alone, except that one larger than its L0 buffer is rejected
// (CheckExplicitL0OperandCapacity, :252-299). The pass does nothing when no
// backend is configured.
//
// Left out (each leaves the matmul as it is, where PyPTO rewrites it):
// tile.matmul_bias; the canonical split-K create / pipeline / store form
// tiled over M and N at the loop level (RewriteCanonicalSplitKAcc,
// :1507-1910); the chained-matmul cast fold into a low-precision Mat
// scratch (:2590-2660); the L0C double buffer PyPTO marks on an
// already-L0 user pipeline (BuildPipelineDbCPlan, :2350-2740).
var AutoTileMatmulL0 = &Pass{
	Name:     "AutoTileMatmulL0",
	Doc:      "split a matmul whose operands or result exceed the L0 buffers into L0-sized K steps and M/N sub-tiles",
	Required: set(pSSA, pSIO, pITO, pT2D, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pNSS),
	Run:      runAutoTileMatmulL0,
}

// l0Fractal is the cube's M/N/K alignment grid (GetL0FractalAlignment).
const l0Fractal = backend.L0Fractal

// l0OperandBuffers is how many L0A / L0B slabs a 2-stage pipelined loop
// keeps live at once.
const l0OperandBuffers = 2

func runAutoTileMatmulL0(p *ir.Program, ctx *Context) (*ir.Program, error) {
	if ctx == nil || ctx.Backend == nil {
		return p, nil
	}
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if !f.Kind.IsInCoreType() || f.Body == nil {
			continue
		}
		t := newL0Tiler(ctx, f)
		nf := t.mut.Function(f)
		if t.err != nil {
			return nil, t.err
		}
		out.Funcs[i] = nf
		changed = changed || nf != f
	}
	if !changed {
		return p, nil
	}
	return &out, nil
}

// l0Tiler rewrites one function. PyPTO rewrites a matmul that is a direct
// child of a statement list, looking at its siblings (SiblingIndex,
// :1252-1290); the indexes below are built once on the input. The mutator
// substitutes every later use of a rewritten matmul's (or folded store's)
// result.
type l0Tiler struct {
	ctx *Context
	b   *backend.Backend
	mut *ir.Mutator
	err error

	listed      map[*ir.Var]bool           // a matmul assigned as a direct child of a list
	uses        map[*ir.Var]int            // reads of each variable
	operandUses map[*ir.Var]int            // reads at a matmul operand position
	storeOf     map[*ir.Var]*ir.AssignStmt // the sibling tile.store of a matmul result
	pending     map[*ir.Var]*l0Tiling      // folded stores: store result -> the grid to emit there
}

func newL0Tiler(ctx *Context, f *ir.Function) *l0Tiler {
	t := &l0Tiler{ctx: ctx, b: ctx.Backend, listed: map[*ir.Var]bool{}, uses: map[*ir.Var]int{},
		operandUses: map[*ir.Var]int{}, storeOf: map[*ir.Var]*ir.AssignStmt{}, pending: map[*ir.Var]*l0Tiling{}}
	t.mut = &ir.Mutator{Stmt: t.stmt}
	ir.WalkFunc(f, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.SeqStmts:
			for _, c := range n.Stmts {
				a, ok := c.(*ir.AssignStmt)
				if !ok {
					continue
				}
				call, ok := a.Value.(*ir.Call)
				if !ok {
					continue
				}
				switch {
				case call.Op == ir.TileMatmul || call.Op == ir.TileMatmulAcc:
					t.listed[a.Var] = true
				case call.Op == ir.TileStore && len(call.Args) == 3:
					if v, ok := call.Args[0].(ir.VarLike); ok {
						t.storeOf[v.VarRef()] = a
					}
				}
			}
		case *ir.Call:
			lo, hi := -1, -1
			switch n.Op {
			case ir.TileMatmul, ir.TileMatmulBias:
				lo, hi = 0, 1
			case ir.TileMatmulAcc:
				lo, hi = 1, 2
			}
			for i, a := range n.Args {
				if v, ok := a.(ir.VarLike); ok {
					t.uses[v.VarRef()]++
					if i >= lo && i <= hi {
						t.operandUses[v.VarRef()]++
					}
				}
			}
			return false // the arguments are counted
		case ir.VarLike:
			t.uses[n.VarRef()]++
		}
		return true
	})
	return t
}

// stmt is the mutator's bottom-up statement hook.
func (t *l0Tiler) stmt(s ir.Stmt) ir.Stmt {
	if t.err != nil {
		return s
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			if _, nested := c.(*ir.SeqStmts); nested {
				return ir.Seq(s.Pos, s.Stmts...)
			}
		}
	case *ir.AssignStmt:
		if tl := t.pending[s.Var]; tl != nil {
			return t.emitFold(s, tl)
		}
		c, ok := s.Value.(*ir.Call)
		if !ok || (c.Op != ir.TileMatmul && c.Op != ir.TileMatmulAcc) || !t.listed[s.Var] {
			return s
		}
		out, err := t.rewrite(s, c)
		if err != nil {
			t.err = err
			return s
		}
		return out
	}
	return s
}

// l0Tiling is MatmulTiling (:660-704): a matmul the pass tiles and how.
type l0Tiling struct {
	assign     *ir.AssignStmt
	acc        bool
	lhs, rhs   ir.Expr
	accInit    ir.Expr // matmul_acc's accumulator
	stageLhs   bool    // a Vec lhs staged into Mat first
	M, N, K    int64
	m, n, k    int64
	validM     ir.Expr
	validN     ir.Expr
	stat       l0Stationarity
	osHoldsA   bool
	dbc        bool // the chooser's double_buffer_c: two co-live L0C accumulators
	resultType *ir.TileType
}

func (tl *l0Tiling) needsMN() bool { return tl.m != tl.M || tl.n != tl.N }

// rewrite replaces one matmul: the K loop, the Mat-scratch grid, or a drop
// whose grid is emitted at its folded store; s itself when left alone.
func (t *l0Tiler) rewrite(s *ir.AssignStmt, c *ir.Call) (ir.Stmt, error) {
	tl, err := t.analyze(s, c, false)
	if err != nil || tl == nil {
		return s, err
	}
	if !tl.needsMN() {
		stmts, rv, err := t.kLoop(tl, nil, nil, tl.m, tl.n, "")
		if err != nil {
			return nil, err
		}
		t.mut.Subst(s.Var, rv)
		return &ir.SeqStmts{Stmts: stmts, Pos: s.Pos}, nil
	}
	uses, operands := t.uses[s.Var], t.operandUses[s.Var]
	// Mat scratch (:2571-2603): a held operand under the PyPTO planner is
	// re-chosen output-stationary (#1908); DSA_RP and PTOAS keep the
	// chooser's stationarity (:3046-3050).
	fold := tl
	if tl.stat != l0OutputStationary && t.ctx.planner() == PlannerPyPTO {
		if os, err := t.analyze(s, c, true); err == nil && os != nil {
			fold = os
		}
	}
	if stmts, scratch, ok, err := t.matScratch(fold, uses, operands); err != nil {
		return nil, err
	} else if ok {
		t.mut.Subst(s.Var, scratch)
		return &ir.SeqStmts{Stmts: stmts, Pos: s.Pos}, nil
	}
	// Direct store (:2137-2204): the sole use is a sibling 2-D store.
	st := t.storeOf[s.Var]
	if tl.acc || tl.stageLhs || st == nil || uses != 1 {
		return s, nil
	}
	sc := st.Value.(*ir.Call)
	if offs, ok := sc.Args[1].(*ir.MakeTuple); !ok || len(offs.Elems) != 2 {
		return s, nil
	}
	if _, ok := sc.Args[2].(ir.VarLike); !ok {
		return s, nil
	}
	t.pending[st.Var] = tl
	return nil, nil
}

// emitFold builds a folded store's grid at the store (the store's operands
// as rewritten so far) and maps its result to the grid's last store.
func (t *l0Tiler) emitFold(s *ir.AssignStmt, tl *l0Tiling) ir.Stmt {
	sc := s.Value.(*ir.Call)
	offs := sc.Args[1].(*ir.MakeTuple)
	out := sc.Args[2].(ir.VarLike)
	pl := &l0GmPlacer{baseR: offs.Elems[0], baseC: offs.Elems[1], out: out, kwargs: sc.Kwargs, attrs: sc.Attrs, pos: tl.assign.Pos}
	stmts, last, err := t.grid(tl, pl)
	if err != nil {
		t.err = err
		return s
	}
	t.mut.Subst(s.Var, last)
	return &ir.SeqStmts{Stmts: stmts, Pos: s.Pos}
}

// l0StaticTile2D returns a variable operand's tile type and static 2-D
// shape (IsStatic2DInSpaces without the space check).
func l0StaticTile2D(e ir.Expr) (*ir.TileType, [2]int64, bool) {
	if _, ok := e.(ir.VarLike); !ok {
		return nil, [2]int64{}, false
	}
	tt, ok := e.Type().(*ir.TileType)
	if !ok || tt.Rank() != 2 {
		return nil, [2]int64{}, false
	}
	dims, ok := ir.StaticShape(tt.Shape)
	if !ok {
		return nil, [2]int64{}, false
	}
	return tt, [2]int64{dims[0], dims[1]}, true
}

// checkManualL0 is CheckExplicitL0OperandCapacity (:252-299): an operand
// already placed in Left / Right that alone exceeds its buffer is an
// error, since no reuse or planner choice can repair it.
func (t *l0Tiler) checkManualL0(e ir.Expr, space ir.MemorySpace, role, hw, op string, pos ir.Span) error {
	v, ok := e.(ir.VarLike)
	tt, _ := e.Type().(*ir.TileType)
	if !ok || tt == nil || tt.Space != space {
		return nil
	}
	dims, ok := ir.StaticShape(tt.Shape)
	if !ok {
		return nil
	}
	n := int64(1)
	for _, d := range dims {
		if d <= 0 {
			return nil
		}
		n *= d
	}
	need := tt.DType.StorageBytes(n)
	capacity := t.b.Capacity(space)
	if capacity == 0 || need <= capacity {
		return nil
	}
	at := ""
	if p := v.VarRef().Pos; p.Line > 0 {
		at = fmt.Sprintf(" [%s]", p)
	}
	return fmt.Errorf("%s: %s %s operand '%s' is already resident in %s (%s) with physical shape %s and dtype %s, requiring %d bytes, but the active backend provides %d bytes. "+
		"AutoTileMatmulL0 does not retile operands already placed in Left or Right. Keep this operand in Mat and pass it directly to %s so AutoTileMatmulL0 can choose legal L0 tiles, or manually extract a smaller %s tile.%s",
		pos, op, role, baseName(v.VarRef().Name), space, hw, printShape(tt.Shape), tt.DType.MsgName(), need, capacity, op, space, at)
}

// analyze is AnalyzeMatmul (:765-1160): the tiling of a matmul, or nil
// when it is left alone.
func (t *l0Tiler) analyze(s *ir.AssignStmt, c *ir.Call, forceOS bool) (*l0Tiling, error) {
	acc := c.Op == ir.TileMatmulAcc
	li := 0
	if acc {
		li = 1
	}
	// Arity: a matmul_acc with an init_cond predicate is left alone.
	if len(c.Args) != li+2 {
		return nil, nil
	}
	lhs, rhs := c.Args[li], c.Args[li+1]
	_, lok := lhs.(ir.VarLike)
	_, rok := rhs.(ir.VarLike)
	lt, _ := lhs.Type().(*ir.TileType)
	rt, _ := rhs.Type().(*ir.TileType)
	if !lok || !rok || lt == nil || rt == nil {
		return nil, nil
	}
	if acc {
		if _, ok := c.Args[0].(ir.VarLike); !ok {
			return nil, nil
		}
		if at, ok := c.Args[0].Type().(*ir.TileType); !ok || at.Rank() != 2 {
			return nil, nil
		}
	}
	if err := t.checkManualL0(lhs, ir.Left, "left", "L0A", c.Op.Name, c.Pos); err != nil {
		return nil, err
	}
	if err := t.checkManualL0(rhs, ir.Right, "right", "L0B", c.Op.Name, c.Pos); err != nil {
		return nil, err
	}
	_, ld, ok1 := l0StaticTile2D(lhs)
	_, rd, ok2 := l0StaticTile2D(rhs)
	if !ok1 || !ok2 || rt.Space != ir.Mat || (lt.Space != ir.Mat && lt.Space != ir.Vec) {
		return nil, nil
	}
	ct, ok := c.T.(*ir.TileType)
	if !ok {
		return nil, nil
	}
	if lt.DType.Bits()%8 != 0 || rt.DType.Bits()%8 != 0 || ct.DType.Bits()%8 != 0 {
		return nil, nil
	}
	M, K, N := ld[0], ld[1], rd[1]
	if rd[0] != K {
		return nil, fmt.Errorf("%s: %s: K dimensions don't match (lhs K=%d, rhs K=%d)", c.Pos, c.Op.Name, K, rd[0])
	}
	cfg := &l0TileConfig{M: M, N: N, K: K,
		l0aBytes: t.b.Capacity(ir.Left), l0bBytes: t.b.Capacity(ir.Right), l0cBytes: t.b.Capacity(ir.Acc),
		bytesA: int64(lt.DType.Bytes()), bytesB: int64(rt.DType.Bytes()), bytesC: int64(ct.DType.Bytes()),
		minM: l0Fractal, minN: l0Fractal, minK: l0Fractal, alignM: l0Fractal, alignN: l0Fractal, alignK: l0Fractal,
		l0cAlignM: t.b.L0CMAlignment(ct.DType), boxAlignM: 1, boxAlignN: 1,
		allowAStationary: !forceOS, allowBStationary: !forceOS, cRead: acc, allowKBound: true,
		allowDoubleBufferC: t.ctx.planner() != PlannerPyPTO, cost: t.b.L0Cost()}
	if K%cfg.alignK != 0 {
		return nil, nil
	}
	res, err := chooseL0Tile(cfg)
	if err != nil {
		return nil, nil
	}
	if res.m == M && res.n == N && res.k == K {
		return nil, nil // already L0-sized
	}
	valid := ct.ValidShape()
	tl := &l0Tiling{assign: s, acc: acc, lhs: lhs, rhs: rhs, stageLhs: lt.Space == ir.Vec,
		M: M, N: N, K: K, m: res.m, n: res.n, k: res.k, validM: valid[0], validN: valid[1],
		stat: res.stationarity, osHoldsA: res.osHoldsA, dbc: res.doubleBufferC, resultType: ct}
	if tl.dbc && res.k != K {
		return nil, fmt.Errorf("%s: Internal error: chooser set double_buffer_c on a split-K tile (k=%d, K=%d)", c.Pos, res.k, K)
	}
	if acc {
		tl.accInit = c.Args[0]
	}
	return tl, nil
}

// l0Builder collects statements built for one rewrite.
type l0Builder struct {
	pos  ir.Span
	what string // the matmul's name, for errors
	out  []ir.Stmt
}

func (b *l0Builder) call(name string, op *ir.OpDef, args []ir.Expr, kws []ir.Kwarg) (*ir.Var, error) {
	c, err := op.Create(args, kws, b.pos)
	if err != nil {
		return nil, fmt.Errorf("%s: AutoTileMatmulL0 building %s for '%s': %v", b.pos, op.Name, b.what, err)
	}
	v := &ir.Var{Name: name, T: c.T, Pos: b.pos}
	b.out = append(b.out, &ir.AssignStmt{Var: v, Value: c, Pos: b.pos})
	return v, nil
}

// extract is BuildExtract (:301-312).
func (b *l0Builder) extract(name string, src ir.Expr, rows, cols int64, r, c ir.Expr, space ir.MemorySpace) (*ir.Var, error) {
	return b.call(name, ir.TileExtract, []ir.Expr{src, r, c, &ir.MakeTuple{Elems: ir.ConstIs(rows, cols), Pos: b.pos}},
		[]ir.Kwarg{{Key: "target_memory", Value: space}})
}

// kLoop is BuildKLoopRewrite (:530-655) for the [m, n] sub-tile at
// (mi, ni) (nil: 0) named after base ("": the matmul's name): the
// statements and the variable holding the product.
func (t *l0Tiler) kLoop(tl *l0Tiling, mi, ni ir.Expr, m, n int64, base string) ([]ir.Stmt, *ir.Var, error) {
	s := tl.assign
	if base == "" {
		base = s.Var.Name
	}
	b := &l0Builder{pos: s.Pos, what: s.Var.Name}
	full := tl.K / tl.k
	kFull := full * tl.k
	kTail := tl.K - kFull
	validM, validN := t.localValid(tl, mi, m, ni, n)
	var init ir.Expr
	if full >= 2 {
		if tl.acc {
			init = tl.accInit
		} else {
			v, err := t.accInit(b, tl.resultType.DType, m, n, validM, validN, base+"_l0_init")
			if err != nil {
				return nil, nil, err
			}
			init = v
		}
	}
	lhsSrc := tl.lhs
	if tl.stageLhs {
		// PV path: one Vec->Mat crossing before the loop, as a tile.move so
		// ExpandMixedKernel can lower it to a tpush / tpop pair.
		v, err := b.call(base+"_l0_lmat", ir.TileMove, []ir.Expr{tl.lhs}, []ir.Kwarg{{Key: "target_memory", Value: ir.Mat}})
		if err != nil {
			return nil, nil, err
		}
		lhsSrc = v
	}
	if mi == nil {
		mi = ir.ConstI(0)
	}
	if ni == nil {
		ni = ir.ConstI(0)
	}
	// block is one straight-line [m, kb] x [kb, n] step at K offset ko.
	block := func(ko, kb int64, accIn ir.Expr, tag string) (*ir.Var, error) {
		sa, err := b.extract(base+"_l0_a"+tag, lhsSrc, m, kb, mi, ir.ConstI(ko), ir.Left)
		if err != nil {
			return nil, err
		}
		sb, err := b.extract(base+"_l0_b"+tag, tl.rhs, kb, n, ir.ConstI(ko), ni, ir.Right)
		if err != nil {
			return nil, err
		}
		if accIn != nil {
			return b.call(base+"_l0_c"+tag, ir.TileMatmulAcc, []ir.Expr{accIn, sa, sb}, nil)
		}
		return b.call(base+"_l0_c"+tag, ir.TileMatmul, []ir.Expr{sa, sb}, nil)
	}
	var main *ir.Var
	if full >= 2 {
		ko := &ir.Var{Name: base + "_l0_ko", T: ir.Scalar(ir.INDEX), Pos: s.Pos}
		ia := &ir.IterArg{Var: ir.Var{Name: base + "_l0_c", T: init.Type(), Pos: s.Pos}, Init: init}
		head := b.out
		b.out = nil
		sa, err := b.extract(base+"_l0_a", lhsSrc, m, tl.k, mi, ko, ir.Left)
		if err != nil {
			return nil, nil, err
		}
		sb, err := b.extract(base+"_l0_b", tl.rhs, tl.k, n, ko, ni, ir.Right)
		if err != nil {
			return nil, nil, err
		}
		var step *ir.Var
		if tl.acc {
			// BuildMatmulAccBody (:514-528): every step accumulates.
			if step, err = b.call(base+"_l0_c_acc", ir.TileMatmulAcc, []ir.Expr{ia, sa, sb}, nil); err != nil {
				return nil, nil, err
			}
		} else {
			// BuildMatmulBody (:482-512): a fresh product on the first
			// step, an accumulate on the others, joined by an if phi.
			pre := b.out
			b.out = nil
			first, err := b.call(base+"_l0_c_first", ir.TileMatmul, []ir.Expr{sa, sb}, nil)
			if err != nil {
				return nil, nil, err
			}
			then := append(b.out, &ir.YieldStmt{Values: []ir.Expr{first}, Pos: s.Pos})
			b.out = nil
			accV, err := b.call(base+"_l0_c_acc", ir.TileMatmulAcc, []ir.Expr{ia, sa, sb}, nil)
			if err != nil {
				return nil, nil, err
			}
			els := append(b.out, &ir.YieldStmt{Values: []ir.Expr{accV}, Pos: s.Pos})
			step = &ir.Var{Name: base + "_l0_c_phi", T: first.T, Pos: s.Pos}
			b.out = append(pre, &ir.IfStmt{
				Cond:       &ir.Binary{Op: ir.OpEq, L: ko, R: ir.ConstI(0), DType: ir.BOOL, Pos: s.Pos},
				Then:       ir.Seq(s.Pos, then...),
				Else:       ir.Seq(s.Pos, els...),
				ReturnVars: []*ir.Var{step},
				Pos:        s.Pos,
			})
		}
		body := append(b.out, &ir.YieldStmt{Values: []ir.Expr{step}, Pos: s.Pos})
		name := base
		if kTail > 0 {
			name = base + "_l0_kmain"
		}
		main = &ir.Var{Name: name, T: ia.T, Pos: s.Var.Pos}
		b.out = append(head, &ir.ForStmt{
			LoopVar:    ko,
			Start:      ir.ConstI(0),
			Stop:       ir.ConstI(kFull),
			Step:       ir.ConstI(tl.k),
			IterArgs:   []*ir.IterArg{ia},
			Body:       ir.Seq(s.Pos, body...),
			ReturnVars: []*ir.Var{main},
			Kind:       ir.Pipeline,
			Attrs:      []ir.Kwarg{{Key: attrPipelineStages, Value: int64(2)}},
			Pos:        s.Pos,
		})
	} else {
		// One full block then the tail: the chooser never picks k in
		// (K/2, K), kept for correctness (:640-649).
		var accIn ir.Expr
		if tl.acc {
			accIn = tl.accInit
		}
		v, err := block(0, tl.k, accIn, "0")
		if err != nil {
			return nil, nil, err
		}
		main = v
	}
	if kTail > 0 {
		v, err := block(kFull, kTail, main, "t")
		if err != nil {
			return nil, nil, err
		}
		main = v
	}
	return b.out, main, nil
}

// localValid is MakeKLoop's local_valid_extent (:727-753): the logical
// window of the [m, n] sub-tile at (mi, ni) (nil: the whole output).
func (t *l0Tiler) localValid(tl *l0Tiling, mi ir.Expr, m int64, ni ir.Expr, n int64) (ir.Expr, ir.Expr) {
	one := func(valid, off ir.Expr, phys int64) ir.Expr {
		if off == nil {
			return valid
		}
		oc, offConst := off.(*ir.ConstInt)
		if vc, ok := valid.(*ir.ConstInt); ok && offConst {
			return ir.ConstI(min(max(vc.Value-oc.Value, 0), phys))
		}
		minE := func(a ir.Expr) ir.Expr {
			return &ir.Binary{Op: ir.OpMin, L: a, R: ir.ConstI(phys), DType: ir.INDEX}
		}
		if offConst && oc.Value == 0 {
			return minE(valid)
		}
		return minE(&ir.Binary{Op: ir.OpSub, L: &ir.Binary{Op: ir.OpMax, L: valid, R: off, DType: ir.INDEX}, R: off, DType: ir.INDEX})
	}
	return one(tl.validM, mi, m), one(tl.validN, ni, n)
}

// accInit builds the accumulator seed of a fresh matmul's K loop
// (BuildAccInitWithValidShape, :369-389): a statically full box is one
// tile.create; otherwise a storage box narrowed by tile.set_validshape,
// declared compact when the valid rows are not provably the physical rows
// (a later PyPTO's BuildNarrowedAccInit; the pinned one never does,
// FaultNarrowedAccNotCompact).
func (t *l0Tiler) accInit(b *l0Builder, dt ir.DataType, m, n int64, validM, validN ir.Expr, name string) (*ir.Var, error) {
	kws := []ir.Kwarg{{Key: "dtype", Value: dt}, {Key: "target_memory", Value: ir.Acc}}
	shape := &ir.MakeTuple{Elems: ir.ConstIs(m, n), Pos: b.pos}
	vm, ok1 := validM.(*ir.ConstInt)
	vn, ok2 := validN.(*ir.ConstInt)
	if ok1 && ok2 && vm.Value == m && vn.Value == n {
		return b.call(name, ir.TileCreate, []ir.Expr{shape}, kws)
	}
	if ir.ProveEqual(validM, ir.ConstI(m)) != ir.ProofTrue && !t.ctx.Fault(FaultNarrowedAccNotCompact) {
		kws = append(kws, ir.Kwarg{Key: "compact", Value: true})
	}
	storage, err := b.call(name+"_storage", ir.TileCreate, []ir.Expr{shape}, kws)
	if err != nil {
		return nil, err
	}
	return b.call(name, ir.TileSetValidshape, []ir.Expr{storage, validM, validN}, nil)
}

// l0Placer is SubtilePlacer (:1298-1309): where each [m, n] sub-tile of
// an M/N grid goes, threading a chain value (the output tensor, or a Mat
// scratch) through the placements.
type l0Placer interface {
	init(b *l0Builder) (ir.Expr, error)
	place(b *l0Builder, sub *ir.Var, row, col ir.Expr, chain ir.Expr, step int) (*ir.Var, error)
}

// l0GmPlacer is DirectGmPlacer (:1324-1358): each sub-tile stored at the
// folded store's offsets plus its own, with the store's kwargs and attrs.
type l0GmPlacer struct {
	baseR, baseC ir.Expr
	out          ir.VarLike
	kwargs       []ir.Kwarg
	attrs        []ir.Kwarg
	pos          ir.Span
}

func (p *l0GmPlacer) init(*l0Builder) (ir.Expr, error) { return p.out, nil }

func (p *l0GmPlacer) place(b *l0Builder, sub *ir.Var, row, col ir.Expr, chain ir.Expr, step int) (*ir.Var, error) {
	offs := &ir.MakeTuple{Elems: []ir.Expr{l0AddOffset(p.baseR, row), l0AddOffset(p.baseC, col)}, Pos: p.pos}
	v, err := b.call(p.out.VarRef().Name+"_t"+strconv.Itoa(step), ir.TileStore, []ir.Expr{sub, offs, chain}, p.kwargs)
	if err != nil || len(p.attrs) == 0 {
		return v, err
	}
	a := b.out[len(b.out)-1].(*ir.AssignStmt)
	c := *a.Value.(*ir.Call)
	c.Attrs = p.attrs
	b.out[len(b.out)-1] = &ir.AssignStmt{Var: a.Var, Value: &c, Pos: a.Pos}
	return v, nil
}

// l0MatPlacer is MatScratchPlacer (:1360-1405): the sub-tiles assembled
// into one [M, N] Mat scratch.
type l0MatPlacer struct {
	m, n int64
	dt   ir.DataType
	base string
}

func (p *l0MatPlacer) init(b *l0Builder) (ir.Expr, error) {
	return b.call(p.base, ir.TileCreate, []ir.Expr{&ir.MakeTuple{Elems: ir.ConstIs(p.m, p.n), Pos: b.pos}},
		[]ir.Kwarg{{Key: "dtype", Value: p.dt}, {Key: "target_memory", Value: ir.Mat}})
}

func (p *l0MatPlacer) place(b *l0Builder, sub *ir.Var, row, col ir.Expr, chain ir.Expr, step int) (*ir.Var, error) {
	return b.call(p.base+"_t"+strconv.Itoa(step), ir.TileAssemble, []ir.Expr{chain, sub, &ir.MakeTuple{Elems: []ir.Expr{row, col}, Pos: b.pos}}, nil)
}

// l0AddOffset is AddOffset (:1182-1190): base + delta, folding constants.
func l0AddOffset(base, delta ir.Expr) ir.Expr {
	if d, ok := delta.(*ir.ConstInt); ok {
		if d.Value == 0 {
			return base
		}
		if b, ok := base.(*ir.ConstInt); ok {
			return ir.ConstI(b.Value + d.Value)
		}
	}
	if b, ok := base.(*ir.ConstInt); ok && b.Value == 0 {
		return delta
	}
	return &ir.Binary{Op: ir.OpAdd, L: base, R: delta, DType: ir.INDEX}
}

// matScratch is TryFoldMatScratch (:2233-2300): a result read only as
// matmul operands is assembled into a Mat scratch of its dtype.
func (t *l0Tiler) matScratch(tl *l0Tiling, uses, operands int) ([]ir.Stmt, *ir.Var, bool, error) {
	if tl.acc || tl.stageLhs || uses < 1 || operands != uses {
		return nil, nil, false, nil
	}
	dt := tl.resultType.DType
	if t.b.LowPrecisionMatScratch() && dt != ir.BF16 && dt != ir.FP16 {
		return nil, nil, false, nil
	}
	if capacity := t.b.Capacity(ir.Mat); capacity > 0 && tl.M*tl.N*int64(dt.Bytes()) > capacity {
		return nil, nil, false, nil
	}
	stmts, scratch, err := t.grid(tl, &l0MatPlacer{m: tl.M, n: tl.N, dt: dt, base: tl.assign.Var.Name + "_mat"})
	return stmts, scratch, err == nil, err
}

// grid is the M/N grid of a tiled matmul: BuildFullKPipelined when the
// whole K fits one L0 block, BuildSplitKGrid otherwise.
func (t *l0Tiler) grid(tl *l0Tiling, pl l0Placer) ([]ir.Stmt, *ir.Var, error) {
	if tl.k == tl.K {
		return t.fullKGrid(tl, pl)
	}
	return t.splitKGrid(tl, pl)
}

// splitKGrid is BuildSplitKGrid (:2093-2120): N-major, one K loop per
// sub-tile, each placed at its offsets.
func (t *l0Tiler) splitKGrid(tl *l0Tiling, pl l0Placer) ([]ir.Stmt, *ir.Var, error) {
	base := tl.assign.Var.Name
	b := &l0Builder{pos: tl.assign.Pos, what: base}
	chain, err := pl.init(b)
	if err != nil {
		return nil, nil, err
	}
	step := 0
	var last *ir.Var
	for ni := int64(0); ni < tl.N; ni += tl.n {
		n := min(tl.n, tl.N-ni)
		for mi := int64(0); mi < tl.M; mi += tl.m {
			m := min(tl.m, tl.M-mi)
			stmts, rv, err := t.kLoop(tl, ir.ConstI(mi), ir.ConstI(ni), m, n, base+"_t"+strconv.Itoa(step))
			if err != nil {
				return nil, nil, err
			}
			b.out = append(b.out, stmts...)
			if last, err = pl.place(b, rv, ir.ConstI(mi), ir.ConstI(ni), chain, step); err != nil {
				return nil, nil, err
			}
			chain = last
			step++
		}
	}
	return b.out, last, nil
}

// fullKGrid is BuildFullKPipelined (:1958-2091): the [0, fullM) x
// [0, fullN) interior as a loop over the held operand's axis (Pipeline,
// or Sequential when the chooser held it single-buffered) around a
// pipelined loop over the moving axis, then straight-line tiles over the
// boundary strips (EmitFullKTile, :1912-1933).
func (t *l0Tiler) fullKGrid(tl *l0Tiling, pl l0Placer) ([]ir.Stmt, *ir.Var, error) {
	pos := tl.assign.Pos
	base := tl.assign.Var.Name
	b := &l0Builder{pos: pos, what: base}
	held := tl.stat != l0OutputStationary
	rowOuter := tl.osHoldsA
	if held {
		rowOuter = tl.stat == l0AStationary
	}
	fullM, fullN := tl.M/tl.m*tl.m, tl.N/tl.n*tl.n
	chain0, err := pl.init(b)
	if err != nil {
		return nil, nil, err
	}
	outerExt, outerStep, innerExt, innerStep := fullN, tl.n, fullM, tl.m
	if rowOuter {
		outerExt, outerStep, innerExt, innerStep = fullM, tl.m, fullN, tl.n
	}
	outerV := &ir.Var{Name: base + "_o", T: ir.Scalar(ir.INDEX), Pos: pos}
	innerV := &ir.Var{Name: base + "_i", T: ir.Scalar(ir.INDEX), Pos: pos}
	mi, ni := ir.Expr(innerV), ir.Expr(outerV)
	if rowOuter {
		mi, ni = outerV, innerV
	}
	outT := chain0.Type()
	ocArg := &ir.IterArg{Var: ir.Var{Name: base + "_oc", T: outT, Pos: pos}, Init: chain0}
	icArg := &ir.IterArg{Var: ir.Var{Name: base + "_ic", T: outT, Pos: pos}, Init: ocArg}
	ob := &l0Builder{pos: pos, what: base}
	ib := &l0Builder{pos: pos, what: base}
	aB, bB := ib, ob // the moving panel in the inner loop, the held one outside
	if rowOuter {
		aB, bB = ob, ib
	}
	sa, err := aB.extract(base+"_a", tl.lhs, tl.m, tl.K, mi, ir.ConstI(0), ir.Left)
	if err != nil {
		return nil, nil, err
	}
	sb, err := bB.extract(base+"_b", tl.rhs, tl.K, tl.n, ir.ConstI(0), ni, ir.Right)
	if err != nil {
		return nil, nil, err
	}
	cv, err := ib.call(base+"_c", ir.TileMatmul, []ir.Expr{sa, sb}, nil)
	if err != nil {
		return nil, nil, err
	}
	ic, err := pl.place(ib, cv, mi, ni, icArg, 0)
	if err != nil {
		return nil, nil, err
	}
	ib.out = append(ib.out, &ir.YieldStmt{Values: []ir.Expr{ic}, Pos: pos})
	pipeAttrs := func() []ir.Kwarg {
		return []ir.Kwarg{{Key: attrPipelineStages, Value: int64(2)}, {Key: attrPipelineOverlapStores, Value: false}}
	}
	innerAttrs := pipeAttrs()
	if tl.dbc {
		innerAttrs = append(innerAttrs, ir.Kwarg{Key: attrPipelineDoubleBufferC, Value: true})
	}
	irv := &ir.Var{Name: base + "_irv", T: outT, Pos: pos}
	ob.out = append(ob.out, &ir.ForStmt{LoopVar: innerV, Start: ir.ConstI(0), Stop: ir.ConstI(innerExt), Step: ir.ConstI(innerStep),
		IterArgs: []*ir.IterArg{icArg}, Body: ir.Seq(pos, ib.out...), ReturnVars: []*ir.Var{irv}, Kind: ir.Pipeline, Attrs: innerAttrs, Pos: pos},
		&ir.YieldStmt{Values: []ir.Expr{irv}, Pos: pos})
	outer := &ir.ForStmt{LoopVar: outerV, Start: ir.ConstI(0), Stop: ir.ConstI(outerExt), Step: ir.ConstI(outerStep),
		IterArgs: []*ir.IterArg{ocArg}, Body: ir.Seq(pos, ob.out...), ReturnVars: []*ir.Var{{Name: base + "_orv", T: outT, Pos: pos}}, Pos: pos}
	if !held {
		outer.Kind, outer.Attrs = ir.Pipeline, pipeAttrs()
	}
	b.out = append(b.out, outer)
	chain := outer.ReturnVars[0]
	// The boundary: the bottom strip [fullM, M) x [0, N), then the right
	// strip [0, fullM) x [fullN, N).
	step := 1
	tile := func(mi, ni, m, n int64) error {
		tag := strconv.Itoa(step)
		ta, err := b.extract(base+"_ta"+tag, tl.lhs, m, tl.K, ir.ConstI(mi), ir.ConstI(0), ir.Left)
		if err != nil {
			return err
		}
		tb, err := b.extract(base+"_tb"+tag, tl.rhs, tl.K, n, ir.ConstI(0), ir.ConstI(ni), ir.Right)
		if err != nil {
			return err
		}
		tc, err := b.call(base+"_tc"+tag, ir.TileMatmul, []ir.Expr{ta, tb}, nil)
		if err != nil {
			return err
		}
		chain, err = pl.place(b, tc, ir.ConstI(mi), ir.ConstI(ni), chain, step)
		step++
		return err
	}
	for ni := int64(0); fullM < tl.M && ni < tl.N; ni += tl.n {
		if err := tile(fullM, ni, tl.M-fullM, min(tl.n, tl.N-ni)); err != nil {
			return nil, nil, err
		}
	}
	for mi := int64(0); fullN < tl.N && mi < fullM; mi += tl.m {
		if err := tile(mi, fullN, tl.m, tl.N-fullN); err != nil {
			return nil, nil, err
		}
	}
	return b.out, chain, nil
}

// L0KStep is the deepest K step, a multiple of the cube's 16-element
// fractal, whose double-buffered [M, step] / [step, N] operand slabs of
// dtypes a and b fit the backend's L0A and L0B; 0 when not even one
// fractal does, -1 when neither buffer is bounded. The generator sizes
// its deep-K products from it; the chooser AutoTileMatmulL0 runs may take
// another step.
func L0KStep(be *backend.Backend, m, n int64, a, b ir.DataType) int64 {
	capA, capB := be.Capacity(ir.Left), be.Capacity(ir.Right)
	perA := ir.AlignUp(m, l0Fractal) * int64(a.Bytes()) * l0OperandBuffers
	perB := ir.AlignUp(n, l0Fractal) * int64(b.Bytes()) * l0OperandBuffers
	step := int64(-1)
	if capA > 0 {
		step = capA / perA
	}
	if capB > 0 && (step < 0 || capB/perB < step) {
		step = capB / perB
	}
	if step < 0 {
		return -1
	}
	return step - step%l0Fractal
}
