package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/ir"
)

// AutoTileMatmulL0 splits a Mat-resident tile.matmul / tile.matmul_acc
// whose operands do not fit the cube's L0 buffers into a 2-stage pipelined
// loop over K (PyPTO's AutoTileMatmulL0, auto_tile_matmul_l0_pass.cpp,
// BuildKLoopRewrite :527-660):
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
// A 3-operand tile.matmul_acc threads the caller's accumulator through the
// carry and accumulates on every step (BuildMatmulAccBody); one with an
// init_cond is left alone (:789-795). A Vec-resident left operand is
// staged once with tile.move(..., Mat) after the seed (:579-589).
//
// When the product's valid rows are not provably its physical rows (a
// row-narrowed lhs), the seed is a box narrowed by tile.set_validshape
// (BuildAccInitWithValidShape, :369-389). The pinned PyPTO builds that box
// with a plain tile.create, so the seed, the carry and every step's
// tile.matmul_acc (which inherits its accumulator's mode) are not compact
// while the first step's tile.matmul is (StampCompactForNarrowedAccRows,
// src/ir/op/tile_ops/matmul.cpp:118):
// the if phi and the carry disagree (TypeCheck 111, three times), and the
// non-compact carry is read back at the physical pitch although mad wrote
// it at ceil(validM/16)*16 (#2470). The model declares the box compact, as
// a later PyPTO's acc_init::BuildNarrowedAccInit does, so the whole chain
// is compact; FaultNarrowedAccNotCompact restores the pinned seed.
//
// Filter, as PyPTO: both operands variables of static 2-D tile type, the
// right operand in Mat, the left in Mat or Vec; operands already in Left /
// Right are manual L0 tiles and are left alone, except that one larger than
// its L0 buffer is rejected. The pass reads capacities from the backend and
// does nothing when none is configured.
//
// Left out (each declines silently where PyPTO emits a PerfHint): PyPTO's
// roofline chooser ChooseL0Tile (replaced by: keep M and N, take the
// largest 16-aligned divisor k of K whose double-buffered [M,k] / [k,N]
// slabs fit L0A / L0B), hence the K-boundary peel; M/N output tiling when
// the accumulator exceeds L0C (declined, PH-AT-006); the canonical split-K
// retiling; tile.matmul_bias K-tiling; the Mat-scratch placement and the
// chained-matmul cast fold; the existing-pipeline L0C double-buffer
// recognizer; sub-byte dtypes and K not a multiple of 16 are declined
// (PH-AT-003 / PH-AT-007).
var AutoTileMatmulL0 = &Pass{
	Name:     "AutoTileMatmulL0",
	Doc:      "split a matmul whose operands exceed the L0 buffers into a pipelined loop of L0-sized K steps",
	Required: set(pSSA, pSIO, pITO, pT2D, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pNSS),
	Run:      runAutoTileMatmulL0,
}

// l0Fractal is the cube's M/N/K alignment grid (GetL0FractalAlignment).
const l0Fractal = 16

// l0OperandBuffers is how many L0A / L0B slabs the 2-stage pipelined loop
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
		t := &l0Tiler{ctx: ctx, b: ctx.Backend}
		t.mut = &ir.Mutator{Stmt: t.stmt}
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

// l0Tiler rewrites one function. The mutator substitutes every later use
// of a tiled matmul's result with the loop's return var.
type l0Tiler struct {
	ctx *Context
	b   *backend.Backend
	mut *ir.Mutator
	err error
}

// stmt is the mutator's bottom-up statement hook: it replaces a matmul
// assignment by its tiled form and splices the statements into the
// enclosing list.
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
		c, ok := s.Value.(*ir.Call)
		if !ok || c.Op == nil || (c.Op != ir.TileMatmul && c.Op != ir.TileMatmulAcc) {
			return s
		}
		stmts, rv, err := t.tile(s, c)
		if err != nil {
			t.err = err
			return s
		}
		if stmts == nil {
			return s
		}
		t.mut.Subst(s.Var, rv)
		return &ir.SeqStmts{Stmts: stmts, Pos: s.Pos}
	}
	return s
}

// l0StaticTile2D returns a variable operand's tile type and static 2-D shape.
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

// fits reports whether bytes fit a capacity (0: unlimited).
func l0Fits(bytes, capacity int64) bool { return capacity == 0 || bytes <= capacity }

// checkManualL0 rejects an operand already placed in Left / Right that
// alone exceeds its buffer: no reuse or planner choice can repair it.
func (t *l0Tiler) checkManualL0(e ir.Expr, tt *ir.TileType, dims [2]int64, op string, pos ir.Span) error {
	if tt.Space != ir.Left && tt.Space != ir.Right {
		return nil
	}
	need := dims[0] * dims[1] * int64(tt.DType.Bytes())
	if capacity := t.b.Capacity(tt.Space); !l0Fits(need, capacity) {
		name := ir.PrintExpr(e)
		return fmt.Errorf("%s: %s operand '%s' is a manual %s tile of shape [%d, %d] %s needing %d bytes, but %s holds %d bytes on %s: keep the operand in Mat and pass it to the matmul so AutoTileMatmulL0 can choose L0 tiles, or extract a smaller L0 tile yourself",
			pos, op, name, tt.Space, dims[0], dims[1], tt.DType, need, tt.Space, capacity, t.b.Name)
	}
	return nil
}

// L0KStep is the deepest K step, a multiple of the cube's 16-element
// fractal, whose double-buffered [M, step] / [step, N] operand slabs of
// dtypes a and b fit the backend's L0A and L0B; 0 when not even one
// fractal does, -1 when neither buffer is bounded. A matmul whose K
// exceeds it is what AutoTileMatmulL0 splits (the generator builds such
// products from it).
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

// chooseK is irfuzz's stand-in for ChooseL0Tile: m = M and n = N (the
// caller has checked the accumulator fits L0C), k the largest multiple of
// the fractal that divides K and is at most L0KStep; 0 when none is.
func (t *l0Tiler) chooseK(m, n, k int64, a, b ir.DataType) int64 {
	top := k - k%l0Fractal
	if step := L0KStep(t.b, m, n, a, b); step >= 0 {
		top = min(top, step)
	}
	for c := top; c >= l0Fractal; c -= l0Fractal {
		if k%c == 0 {
			return c
		}
	}
	return 0
}

// tile returns the statements replacing s and the variable that now holds
// its value, or nil statements when the matmul is left alone.
func (t *l0Tiler) tile(s *ir.AssignStmt, c *ir.Call) ([]ir.Stmt, *ir.Var, error) {
	isAcc := c.Op == ir.TileMatmulAcc
	li := 0
	if isAcc {
		li = 1
	}
	// Arity (auto_tile_matmul_l0_pass.cpp:789-795): a matmul_acc with an
	// init_cond predicate is left alone.
	if len(c.Args) != li+2 {
		return nil, nil, nil
	}
	lhs, rhs := c.Args[li], c.Args[li+1]
	lt, ld, ok1 := l0StaticTile2D(lhs)
	rt, rd, ok2 := l0StaticTile2D(rhs)
	if !ok1 || !ok2 {
		return nil, nil, nil
	}
	if err := t.checkManualL0(lhs, lt, ld, c.Op.Name, c.Pos); err != nil {
		return nil, nil, err
	}
	if err := t.checkManualL0(rhs, rt, rd, c.Op.Name, c.Pos); err != nil {
		return nil, nil, err
	}
	if rt.Space != ir.Mat || (lt.Space != ir.Mat && lt.Space != ir.Vec) {
		return nil, nil, nil
	}
	ct, ok := c.T.(*ir.TileType)
	if !ok || lt.DType.Bits() < 8 || rt.DType.Bits() < 8 || ct.DType.Bits() < 8 {
		return nil, nil, nil // PH-AT-003: sub-byte dtypes have no cube path
	}
	m, k, n := ld[0], ld[1], rd[1]
	if rd[0] != k || k%l0Fractal != 0 {
		return nil, nil, nil // PH-AT-007: no fractal-aligned K tiling
	}
	accBytes := ir.AlignUp(m, t.b.L0CMAlignment(ct.DType)) * n * int64(ct.DType.Bytes())
	if !l0Fits(accBytes, t.b.Capacity(ir.Acc)) {
		return nil, nil, nil // PH-AT-006: M/N tiling is not modelled
	}
	kk := t.chooseK(m, n, k, lt.DType, rt.DType)
	if kk == 0 || kk == k {
		return nil, nil, nil // PH-AT-005, or already L0-sized
	}
	return t.build(s, c, isAcc, li, kk, m, n, k, lt)
}

func (t *l0Tiler) build(s *ir.AssignStmt, c *ir.Call, isAcc bool, li int, kk, m, n, k int64, lt *ir.TileType) ([]ir.Stmt, *ir.Var, error) {
	pos := s.Pos
	base := s.Var.Name
	var out []ir.Stmt
	create := func(name string, op *ir.OpDef, args []ir.Expr, kws []ir.Kwarg) (*ir.Var, error) {
		call, err := op.Create(args, kws, pos)
		if err != nil {
			return nil, fmt.Errorf("%s: AutoTileMatmulL0 building %s for '%s': %v", pos, op.Name, base, err)
		}
		v := &ir.Var{Name: name, T: call.T, Pos: pos}
		out = append(out, &ir.AssignStmt{Var: v, Value: call, Pos: pos})
		return v, nil
	}

	// The loop's seed comes first (auto_tile_matmul_l0_pass.cpp:558-577),
	// then the staging of a Vec left operand (:579-589).
	var init ir.Expr
	if isAcc {
		init = c.Args[0]
	} else {
		seed, err := t.accInit(c, base, create)
		if err != nil {
			return nil, nil, err
		}
		init = seed
	}

	lhsSrc := c.Args[li]
	if lt.Space == ir.Vec {
		// PV path: one Vec->Mat crossing before the loop, as a tile.move so
		// ExpandMixedKernel can lower it to a tpush / tpop pair.
		v, err := create(base+"_l0_lmat", ir.TileMove, []ir.Expr{lhsSrc}, []ir.Kwarg{{Key: "target_memory", Value: ir.Mat}})
		if err != nil {
			return nil, nil, err
		}
		lhsSrc = v
	}

	ko := &ir.Var{Name: base + "_l0_ko", T: ir.Scalar(ir.INDEX), Pos: pos}
	ia := &ir.IterArg{Var: ir.Var{Name: base + "_l0_c", T: init.Type(), Pos: pos}, Init: init}
	loopOut := out
	out = nil
	sa, err := create(base+"_l0_a", ir.TileExtract, []ir.Expr{lhsSrc, ir.ConstI(0), ko, &ir.MakeTuple{Elems: ir.ConstIs(m, kk), Pos: pos}},
		[]ir.Kwarg{{Key: "target_memory", Value: ir.Left}})
	if err != nil {
		return nil, nil, err
	}
	sb, err := create(base+"_l0_b", ir.TileExtract, []ir.Expr{c.Args[li+1], ko, ir.ConstI(0), &ir.MakeTuple{Elems: ir.ConstIs(kk, n), Pos: pos}},
		[]ir.Kwarg{{Key: "target_memory", Value: ir.Right}})
	if err != nil {
		return nil, nil, err
	}
	var accV *ir.Var
	if isAcc {
		// BuildMatmulAccBody (:514-525): every step accumulates.
		if accV, err = create(base+"_l0_c_acc", ir.TileMatmulAcc, []ir.Expr{ia, sa, sb}, nil); err != nil {
			return nil, nil, err
		}
	} else {
		// BuildMatmulBody (:482-512): a fresh product on the first step,
		// an accumulate on the others, joined by an if phi.
		head := out
		out = nil
		first, err := create(base+"_l0_c_first", ir.TileMatmul, []ir.Expr{sa, sb}, nil)
		if err != nil {
			return nil, nil, err
		}
		then := append(out, &ir.YieldStmt{Values: []ir.Expr{first}, Pos: pos})
		out = nil
		acc, err := create(base+"_l0_c_acc", ir.TileMatmulAcc, []ir.Expr{ia, sa, sb}, nil)
		if err != nil {
			return nil, nil, err
		}
		els := append(out, &ir.YieldStmt{Values: []ir.Expr{acc}, Pos: pos})
		accV = &ir.Var{Name: base + "_l0_c_phi", T: first.T, Pos: pos}
		out = append(head, &ir.IfStmt{
			Cond:       &ir.Binary{Op: ir.OpEq, L: ko, R: ir.ConstI(0), DType: ir.BOOL, Pos: pos},
			Then:       ir.Seq(pos, then...),
			Else:       ir.Seq(pos, els...),
			ReturnVars: []*ir.Var{accV},
			Pos:        pos,
		})
	}
	body := append(out, &ir.YieldStmt{Values: []ir.Expr{accV}, Pos: pos})
	rv := &ir.Var{Name: base, T: ia.T, Pos: s.Var.Pos}
	loop := &ir.ForStmt{
		LoopVar:    ko,
		Start:      ir.ConstI(0),
		Stop:       ir.ConstI(k),
		Step:       ir.ConstI(kk),
		IterArgs:   []*ir.IterArg{ia},
		Body:       ir.Seq(pos, body...),
		ReturnVars: []*ir.Var{rv},
		Kind:       ir.Pipeline,
		Attrs:      []ir.Kwarg{{Key: "pipeline_stages", Value: int64(2)}},
		Pos:        pos,
	}
	return append(loopOut, loop), rv, nil
}

// accInit builds the accumulator seed of a fresh matmul's K loop
// (BuildAccInitWithValidShape, auto_tile_matmul_l0_pass.cpp:369-389): a
// statically full box is one tile.create; otherwise a storage box narrowed
// by tile.set_validshape, declared compact when the valid rows are not
// provably the physical rows (a later PyPTO's BuildNarrowedAccInit; the
// pinned one never does, FaultNarrowedAccNotCompact).
func (t *l0Tiler) accInit(c *ir.Call, base string, create func(name string, op *ir.OpDef, args []ir.Expr, kws []ir.Kwarg) (*ir.Var, error)) (*ir.Var, error) {
	ct := c.T.(*ir.TileType)
	shape, valid := ct.Shape, ct.ValidShape()
	kws := []ir.Kwarg{{Key: "dtype", Value: ct.DType}, {Key: "target_memory", Value: ir.Acc}}
	shapeArg := &ir.MakeTuple{Elems: shape, Pos: c.Pos}
	if l0StaticFull(shape, valid) {
		return create(base+"_l0_init", ir.TileCreate, []ir.Expr{shapeArg}, kws)
	}
	rowsFillBox := ir.ProveEqual(valid[0], shape[0]) == ir.ProofTrue
	if !rowsFillBox && !t.ctx.Fault(FaultNarrowedAccNotCompact) {
		kws = append(kws, ir.Kwarg{Key: "compact", Value: true})
	}
	storage, err := create(base+"_l0_init_storage", ir.TileCreate, []ir.Expr{shapeArg}, kws)
	if err != nil {
		return nil, err
	}
	return create(base+"_l0_init", ir.TileSetValidshape, []ir.Expr{storage, valid[0], valid[1]}, nil)
}

// l0StaticFull reports whether every valid extent is the same constant as
// its physical extent.
func l0StaticFull(shape, valid []ir.Expr) bool {
	if len(shape) != len(valid) {
		return false
	}
	for i := range shape {
		s, ok1 := shape[i].(*ir.ConstInt)
		v, ok2 := valid[i].(*ir.ConstInt)
		if !ok1 || !ok2 || s.Value != v.Value {
			return false
		}
	}
	return true
}
