package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// FlattenTileNdTo2D rewrites the tiles of rank > 2 in InCore-type functions
// to 2-D by merging all axes but the last ([2, 3, 4] -> [6, 4]), as PTO-ISA
// has 2-D tiles only (PyPTO's FlattenTileNdTo2D,
// src/ir/transforms/flatten_tile_nd_to_2d/). It walks each body once,
// keeping a map from rewritten variables to their replacements (per branch
// and loop body, rewrite.cpp:96-1034):
//
//   - a tile.load of rank > 2 gets a 2-D result tile and keeps its ND source
//     window (:617-740), except a natural NZ Mat load (Mat, col_major /
//     row_major), whose source is first collapsed to 2-D by
//     `<v>_view2d = tensor.view(src, [rows, cols])` and whose window then
//     reads it at the collapsed row (:679-725); a load of rank <= 2 is
//     re-created (:742-752);
//   - a tile.store gets a new result variable; a tile operand still of
//     rank > 2 is flattened by a tile.reshape, and a store into a tensor of
//     rank > 2 gets the tile's original shape (ones for the tensor's extra
//     leading axes) as its partition shapes (:755-808);
//   - tile.create / tile.full of rank > 2 are rebuilt on the 2-D shape
//     (:811-835);
//   - a 3-argument 2-D tile.transpose gets its scratch tile,
//     `transpose_tmp = tile.create(input shape, target_memory=input's)`
//     (:878-905);
//   - a tile.assemble into a tile of rank > 2 folds its ND offset into the
//     merged row (:918-958);
//   - every other call whose operands changed is re-created through the
//     registry (tile ops) or keeps its type (others), under a new variable
//     (:960-988); if / loop result variables follow their yields' and
//     iter args' new types.
//
// A flattened tile keeps its layout fields, the rank > 2 shape's defaults
// becoming the 2-D shape's, and its valid region when every middle axis is
// fully valid ([v0, d1, .., v_last] -> [v0*d1*.., v_last]); a valid region
// that does not collapse is an error, where PyPTO multiplies the valid
// extents of every leading axis (rewrite_utils.cpp:86-104), which names
// rows that are not the valid ones. Fault #2149 (PyPTO's reshape that
// dropped the valid region) claims the whole shape valid.
//
// Preconditions (analysis.cpp:41-117), each a user error: static
// dimensions on every tile of rank > 2 a tile op touches; no tile.read /
// tile.write / tile.slice of one; a tile.assemble into one takes a source
// of the same rank and an offset naming one index per axis, and writes a
// region that collapses to a contiguous row band.
//
// Not modelled: the lowering of tile.batch_matmul / batch_matmul_acc and
// of a transpose of a tile of rank > 2 (batch_matmul.cpp, transpose.cpp);
// each is an error naming the op (docs/pypto-version.md).
var FlattenTileNdTo2D = &Pass{
	Name:     "FlattenTileNdTo2D",
	Doc:      "flatten tiles of rank > 2 to 2-D by merging the leading axes",
	Required: set(pSSA, pITO, pNSS),
	Produced: set(pSSA, pT2D, pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		changed := false
		for i, f := range p.Funcs {
			nf, err := flattenFunction(f, ctx)
			if err != nil {
				return nil, err
			}
			out.Funcs[i] = nf
			changed = changed || nf != f
		}
		if !changed {
			return p, nil
		}
		return &out, nil
	},
}

// flatMap maps a rewritten variable to its replacement (FlattenContext).
type flatMap map[*ir.Var]ir.Expr

func (m flatMap) clone() flatMap {
	c := make(flatMap, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

type flatten2D struct {
	ctx *Context
	err error
	sub *ir.Mutator // the substituter, reading now
	now flatMap
}

func flattenFunction(f *ir.Function, ctx *Context) (*ir.Function, error) {
	if !f.Kind.IsInCoreType() || f.Body == nil {
		return f, nil
	}
	fl := &flatten2D{ctx: ctx}
	if err := fl.analyze(f.Body); err != nil {
		return nil, err
	}
	stmts := ir.Stmts(f.Body)
	ns := fl.body(stmts, flatMap{})
	if fl.err != nil {
		return nil, fl.err
	}
	if sameStmts(ns, stmts) {
		return f, nil
	}
	nf := *f
	nf.Body = ir.Seq(ir.StmtSpan(f.Body), ns...)
	return &nf, nil
}

func sameStmts(a, b []ir.Stmt) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (fl *flatten2D) fail(err error) {
	if fl.err == nil {
		fl.err = err
	}
}

func ndTile(t ir.Type) *ir.TileType {
	if tt, ok := t.(*ir.TileType); ok && tt.Rank() > 2 {
		return tt
	}
	return nil
}

// ---- Preconditions (analysis.cpp) -------------------------------------

func (fl *flatten2D) analyze(body ir.Stmt) error {
	var err error
	ir.Walk(body, func(n ir.Node) bool {
		if err != nil {
			return false
		}
		var c *ir.Call
		switch s := n.(type) {
		case *ir.AssignStmt:
			c, _ = s.Value.(*ir.Call)
		case *ir.EvalStmt:
			c, _ = s.Expr.(*ir.Call)
		default:
			_, isExpr := n.(ir.Expr)
			return !isExpr
		}
		if c != nil && c.Op != nil && c.Op.Tile {
			err = checkFlattenCall(c)
		}
		return true
	})
	return err
}

// checkFlattenCall is CheckCall (analysis.cpp:96-117).
func checkFlattenCall(c *ir.Call) error {
	static := func(t ir.Type) error {
		tt := ndTile(t)
		if tt == nil {
			return nil
		}
		for i, d := range tt.Shape {
			if _, ok := d.(*ir.ConstInt); !ok {
				return fmt.Errorf("%s: FlattenTileNdTo2D: tile op '%s' has a dynamic (non-constant) dimension %d in its >2D tile shape, which cannot be flattened to 2D", c.Pos, c.Op.Name, i)
			}
		}
		return nil
	}
	for _, a := range c.Args {
		if err := static(a.Type()); err != nil {
			return err
		}
	}
	if err := static(c.T); err != nil {
		return err
	}
	switch c.Op {
	case ir.TileRead, ir.TileWrite, ir.TileSlice:
		if len(c.Args) > 0 && ndTile(c.Args[0].Type()) != nil {
			return fmt.Errorf("%s: FlattenTileNdTo2D: %s is not supported on >2D tiles", c.Pos, c.Op.Name)
		}
	case ir.TileAssemble:
		return checkNdAssemble(c)
	}
	return nil
}

// checkNdAssemble is CheckNdAssemble (analysis.cpp:59-94).
func checkNdAssemble(c *ir.Call) error {
	if len(c.Args) != 3 {
		return nil
	}
	tt := ndTile(c.Args[0].Type())
	if tt == nil {
		return nil
	}
	src, ok1 := c.Args[1].Type().(*ir.TileType)
	off, ok2 := c.Args[2].(*ir.MakeTuple)
	if !ok1 || !ok2 {
		return fmt.Errorf("%s: FlattenTileNdTo2D: tile.assemble requires a tile source and a literal offset tuple", c.Pos)
	}
	rank := tt.Rank()
	if len(off.Elems) != rank {
		return fmt.Errorf("%s: FlattenTileNdTo2D: tile.assemble into a %dD tile has a rank-%d offset. The offset names a point in the target's own coordinate space, so it needs exactly one index per target dimension.", c.Pos, rank, len(off.Elems))
	}
	if src.Rank() != rank {
		return fmt.Errorf("%s: FlattenTileNdTo2D: tile.assemble into a %dD tile has a rank-%d source %s. Reshape the source to the target rank (pl.tile.reshape) before assembling.", c.Pos, rank, src.Rank(), fmtDims(src.Shape))
	}
	if !rowMajorCollapseContiguous(src.Shape, tt.Shape) {
		return fmt.Errorf("%s: FlattenTileNdTo2D: tile.assemble writes a %s region into a %s tile, which does not collapse to a contiguous row band when the tile is flattened to 2D (hardware tiles are always 2D). Every dimension below the outermost partial one must be written in full. Fix by looping over the outer dimension and assembling one contiguous page per iteration.", c.Pos, fmtDims(src.Shape), fmtDims(tt.Shape))
	}
	return nil
}

// rowMajorCollapseContiguous: over the leading axes, any number of
// singleton valid extents, then at most one partial one, then only full
// ones (IsRowMajorCollapseContiguous,
// include/pypto/ir/transforms/utils/tile_conversion_utils.h:66-81).
func rowMajorCollapseContiguous(valid, dims []ir.Expr) bool {
	if len(valid) != len(dims) {
		return true
	}
	past := false
	for i := 0; i+1 < len(valid); i++ {
		full := ir.ProveEqual(valid[i], dims[i]) == ir.ProofTrue
		if past {
			if !full {
				return false
			}
			continue
		}
		if v, ok := memConst(valid[i]); !ok || v != 1 {
			past = true
		}
	}
	return true
}

// ---- Types --------------------------------------------------------------

// flatType returns the 2-D form of a rank > 2 tile type, or t.
func (fl *flatten2D) flatType(t ir.Type, pos ir.Span) ir.Type {
	tt := ndTile(t)
	if tt == nil {
		return t
	}
	dims, ok := ir.StaticShape(tt.Shape)
	if !ok {
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D needs a static physical shape, got %s", pos, fmtDims(tt.Shape)))
		return t
	}
	rows := int64(1)
	for _, d := range dims[:len(dims)-1] {
		rows *= d
	}
	shape := ir.ConstIs(rows, dims[len(dims)-1])
	eff := tt.Effective()
	valid := shape
	if !fl.ctx.Fault(FaultReshapeDropsValid) {
		v, err := flatValid(tt.Shape, eff.ValidShape, pos)
		if err != nil {
			fl.fail(err)
			return t
		}
		valid = v
	}
	// Layout fields that were the rank > 2 shape's defaults become the
	// 2-D shape's defaults ([1, 2, 1] is row-major by default, [2, 1]
	// column-major), so the flattened type is the one the registry deduces
	// for the printed 2-D call; explicit non-default fields are kept.
	view := ir.ImplicitTileView(shape, tt.Space)
	def := ir.ImplicitTileView(tt.Shape, tt.Space)
	if eff.BLayout != def.BLayout {
		view.BLayout = eff.BLayout
	}
	if eff.SLayout != def.SLayout {
		view.SLayout = eff.SLayout
	}
	if eff.Fractal != def.Fractal {
		view.Fractal = eff.Fractal
	}
	view.Pad, view.Compact = eff.Pad, eff.Compact
	view.ValidShape = valid
	return ir.NewTileType(shape, tt.DType, tt.MemRef, tt.Space, &view)
}

// flatValid collapses a valid region: every middle axis must be fully
// valid, so the valid rows are a prefix of the flattened rows.
func flatValid(shape, valid []ir.Expr, pos ir.Span) ([]ir.Expr, error) {
	n := len(shape)
	rows := valid[0]
	for i := 1; i < n-1; i++ {
		if ir.ProveEqual(valid[i], shape[i]) != ir.ProofTrue {
			return nil, fmt.Errorf("%s: the valid region %s of a %s tile does not collapse to 2-D: axis %d is only partly valid", pos, fmtDims(valid), fmtDims(shape), i)
		}
		rows = mulIndex(rows, shape[i])
	}
	return []ir.Expr{rows, valid[n-1]}, nil
}

func mulIndex(a, b ir.Expr) ir.Expr {
	x, ok1 := ir.ConstValue(a)
	y, ok2 := ir.ConstValue(b)
	if ok1 && ok2 {
		return ir.ConstI(x * y)
	}
	if ok1 && x == 0 || ok2 && y == 0 {
		return ir.ConstI(0)
	}
	return &ir.Binary{Op: ir.OpMul, L: a, R: b, DType: ir.INDEX}
}

// collapseLeading is CollapseLeadingDimsTo2D (rewrite_utils.cpp:125-132).
func collapseLeading(dims []ir.Expr) []ir.Expr {
	rows := dims[0]
	for i := 1; i+1 < len(dims); i++ {
		rows = mulIndex(rows, dims[i])
	}
	return []ir.Expr{rows, dims[len(dims)-1]}
}

// collapseOffsets folds ND offsets into the merged row
// (CollapseLeadingOffsetsToRow, rewrite_utils.cpp:162-175).
func collapseOffsets(offs, shape []ir.Expr) ir.Expr {
	row := offs[0]
	for i := 1; i+1 < len(offs); i++ {
		row = memAdd(mulIndex(row, shape[i]), offs[i])
	}
	return row
}

// withVarMemRef carries the assigned variable's MemRef onto a re-deduced
// type that has none (WithCarriedMemRef, rewrite.cpp:83-88).
func withVarMemRef(t ir.Type, v *ir.Var) ir.Type {
	tt, ok := t.(*ir.TileType)
	vt, ok2 := v.T.(*ir.TileType)
	if !ok || !ok2 || vt.MemRef == nil || tt.MemRef != nil {
		return t
	}
	return tt.WithMemRef(vt.MemRef)
}

// ---- Rewrite (rewrite.cpp TransformBody) ------------------------------

// subst is transform_utils' Substitute: every variable m maps is
// replaced, and a call over a replaced variable is rebuilt keeping its
// type (its shape expressions substituted too).
func (fl *flatten2D) subst(e ir.Expr, m flatMap) ir.Expr {
	if e == nil || len(m) == 0 {
		return e
	}
	if fl.sub == nil {
		fl.sub = &ir.Mutator{Expr: func(x ir.Expr) ir.Expr {
			if v := ir.VarOf(x); v != nil {
				if r, ok := fl.now[v]; ok {
					return r
				}
			}
			return x
		}}
	}
	fl.now = m
	return fl.sub.ExprTree(e)
}

func (fl *flatten2D) substAll(es []ir.Expr, m flatMap) ([]ir.Expr, bool) {
	out := make([]ir.Expr, len(es))
	changed := false
	for i, e := range es {
		out[i] = fl.subst(e, m)
		changed = changed || out[i] != e
	}
	return out, changed
}

func (fl *flatten2D) body(stmts []ir.Stmt, m flatMap) []ir.Stmt {
	var out []ir.Stmt
	for _, s := range stmts {
		if fl.err != nil {
			return stmts
		}
		out = append(out, fl.stmt(s, m)...)
	}
	return out
}

func (fl *flatten2D) seq(s ir.Stmt, m flatMap) ir.Stmt {
	if s == nil {
		return nil
	}
	stmts := ir.Stmts(s)
	ns := fl.body(stmts, m)
	if sameStmts(ns, stmts) {
		return s
	}
	return ir.Seq(ir.StmtSpan(s), ns...)
}

// trailingYieldTypes is FindYieldTypes: the types of a body's last yield.
func trailingYieldTypes(s ir.Stmt) []ir.Type {
	y := ir.TrailingYield(s, func(*ir.ScopeStmt) bool { return false })
	if y == nil {
		return nil
	}
	out := make([]ir.Type, len(y.Values))
	for i, v := range y.Values {
		out[i] = v.Type()
	}
	return out
}

// retyped gives result variables the types of ts where they changed,
// recording the replacements in m.
func retyped(vs []*ir.Var, ts []ir.Type, m flatMap) []*ir.Var {
	var out []*ir.Var
	for i, v := range vs {
		if i >= len(ts) || ir.TypeEqual(ts[i], v.T) {
			continue
		}
		if out == nil {
			out = append([]*ir.Var(nil), vs...)
		}
		nv := &ir.Var{Name: v.Name, T: ts[i], Pos: v.Pos}
		out[i] = nv
		m[v] = nv
	}
	if out == nil {
		return vs
	}
	return out
}

func (fl *flatten2D) iterArgs(ias []*ir.IterArg, m, body flatMap) []*ir.IterArg {
	out := make([]*ir.IterArg, len(ias))
	for i, ia := range ias {
		init := fl.subst(ia.Init, m)
		if init == ia.Init {
			delete(body, &ia.Var)
			out[i] = ia
			continue
		}
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: init.Type(), Pos: ia.Pos}, Init: init}
		body[&ia.Var] = n
		out[i] = n
	}
	return out
}

func iterArgTypes(ias []*ir.IterArg) []ir.Type {
	out := make([]ir.Type, len(ias))
	for i, ia := range ias {
		out[i] = ia.T
	}
	return out
}

func (fl *flatten2D) stmt(s ir.Stmt, m flatMap) []ir.Stmt {
	switch s := s.(type) {
	case *ir.ReturnStmt:
		vals, changed := fl.substAll(s.Values, m)
		if !changed {
			return []ir.Stmt{s}
		}
		return []ir.Stmt{&ir.ReturnStmt{Values: vals, Pos: s.Pos}}
	case *ir.YieldStmt:
		vals, changed := fl.substAll(s.Values, m)
		if !changed {
			return []ir.Stmt{s}
		}
		return []ir.Stmt{&ir.YieldStmt{Values: vals, Pos: s.Pos}}
	case *ir.SeqStmts:
		return fl.body(s.Stmts, m)
	case *ir.ScopeStmt:
		n := *s
		n.Body = fl.seq(s.Body, m)
		if n.Body == s.Body {
			return []ir.Stmt{s}
		}
		return []ir.Stmt{&n}
	case *ir.IfStmt:
		n := *s
		n.Cond = fl.subst(s.Cond, m)
		n.Then = fl.seq(s.Then, m.clone())
		ts := trailingYieldTypes(n.Then)
		if s.Else != nil {
			n.Else = fl.seq(s.Else, m.clone())
			if len(ts) == 0 {
				ts = trailingYieldTypes(n.Else)
			}
		}
		n.ReturnVars = retyped(s.ReturnVars, ts, m)
		if n.Cond == s.Cond && n.Then == s.Then && n.Else == s.Else && sameVars(n.ReturnVars, s.ReturnVars) {
			return []ir.Stmt{s}
		}
		return []ir.Stmt{&n}
	case *ir.ForStmt:
		n := *s
		n.Start, n.Stop, n.Step = fl.subst(s.Start, m), fl.subst(s.Stop, m), fl.subst(s.Step, m)
		bm := m.clone()
		n.IterArgs = fl.iterArgs(s.IterArgs, m, bm)
		n.Body = fl.seq(s.Body, bm)
		n.ReturnVars = retyped(s.ReturnVars, iterArgTypes(n.IterArgs), m)
		if n.Start == s.Start && n.Stop == s.Stop && n.Step == s.Step && n.Body == s.Body &&
			sameIterArgs(n.IterArgs, s.IterArgs) && sameVars(n.ReturnVars, s.ReturnVars) {
			return []ir.Stmt{s}
		}
		return []ir.Stmt{&n}
	case *ir.WhileStmt:
		n := *s
		bm := m.clone()
		n.IterArgs = fl.iterArgs(s.IterArgs, m, bm)
		n.Cond = fl.subst(s.Cond, bm)
		n.Body = fl.seq(s.Body, bm)
		n.ReturnVars = retyped(s.ReturnVars, iterArgTypes(n.IterArgs), m)
		if n.Cond == s.Cond && n.Body == s.Body && sameIterArgs(n.IterArgs, s.IterArgs) && sameVars(n.ReturnVars, s.ReturnVars) {
			return []ir.Stmt{s}
		}
		return []ir.Stmt{&n}
	case *ir.EvalStmt:
		e := fl.subst(s.Expr, m)
		if e == s.Expr {
			return []ir.Stmt{s}
		}
		if c, ok := e.(*ir.Call); ok && c.Op != nil && c.Op.Tile {
			e = fl.create(c.Op, c.Args, c.Kwargs, c)
		}
		return []ir.Stmt{&ir.EvalStmt{Expr: e, Pos: s.Pos}}
	case *ir.AssignStmt:
		return fl.assign(s, m)
	}
	return []ir.Stmt{s}
}

// create re-deduces a call through the registry (OpRegistry::Create),
// keeping its attrs; a result type the registry cannot deduce keeps the
// flattened old one.
func (fl *flatten2D) create(op *ir.OpDef, args []ir.Expr, kws []ir.Kwarg, c *ir.Call) *ir.Call {
	n, err := op.Create(args, kws, c.Pos)
	if err != nil {
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: re-creating %s on flattened operands: %v", c.Pos, op.Name, err))
		return c
	}
	if _, unknown := n.T.(*ir.UnknownType); unknown {
		n.T = fl.flatType(c.T, c.Pos)
	}
	n.Attrs = c.Attrs
	return n
}

// bind appends `name = value` under a new variable that replaces a.Var.
func bind(a *ir.AssignStmt, val ir.Expr, t ir.Type, m flatMap) *ir.AssignStmt {
	nv := &ir.Var{Name: a.Var.Name, T: t, Pos: a.Var.Pos}
	m[a.Var] = nv
	return &ir.AssignStmt{Var: nv, Value: val, Pos: a.Pos}
}

func (fl *flatten2D) assign(a *ir.AssignStmt, m flatMap) []ir.Stmt {
	c, ok := a.Value.(*ir.Call)
	if !ok || c.Op == nil {
		val := fl.subst(a.Value, m)
		if val == a.Value {
			return []ir.Stmt{a}
		}
		return []ir.Stmt{bind(a, val, val.Type(), m)}
	}
	args, changed := fl.substAll(c.Args, m)
	switch c.Op {
	case ir.TileLoad:
		return fl.load(a, c, args, m)
	case ir.TileStore:
		return fl.store(a, c, args, m)
	case ir.TileCreate, ir.TileFull:
		tt := ndTile(c.T)
		if tt == nil {
			return []ir.Stmt{a}
		}
		ft := fl.flatType(tt, c.Pos).(*ir.TileType)
		nargs := append([]ir.Expr{&ir.MakeTuple{Elems: ft.Shape, Pos: c.Pos}}, args[1:]...)
		n := fl.create(c.Op, nargs, c.Kwargs, c)
		n.T = withVarMemRef(n.T, a.Var)
		return []ir.Stmt{bind(a, n, n.T, m)}
	case ir.TileBatchMatmul, ir.TileBatchMatmulAcc:
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: the lowering of %s is not modelled", c.Pos, c.Op.Name))
		return []ir.Stmt{a}
	case ir.TileTranspose:
		if ndTile(c.Args[0].Type()) != nil {
			fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: the lowering of a tile.transpose of a >2D tile is not modelled", c.Pos))
			return []ir.Stmt{a}
		}
		if len(args) == 3 {
			in, _ := args[0].Type().(*ir.TileType)
			if in == nil {
				fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: tile.transpose input must be a tile", c.Pos))
				return []ir.Stmt{a}
			}
			sp := in.Space
			if sp == ir.MemNone {
				sp = ir.Vec
			}
			tmpCall, err := ir.TileCreate.Create([]ir.Expr{&ir.MakeTuple{Elems: in.Shape, Pos: c.Pos}},
				[]ir.Kwarg{{Key: "dtype", Value: in.DType}, {Key: "target_memory", Value: sp}}, c.Pos)
			if err != nil {
				fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: transpose scratch: %v", c.Pos, err))
				return []ir.Stmt{a}
			}
			tmp := &ir.AssignStmt{Var: &ir.Var{Name: "transpose_tmp", T: tmpCall.T, Pos: c.Pos}, Value: tmpCall, Pos: a.Pos}
			n := fl.create(c.Op, []ir.Expr{args[0], args[1], args[2], tmp.Var}, c.Kwargs, c)
			return []ir.Stmt{tmp, bind(a, n, n.T, m)}
		}
	case ir.TileAssemble:
		if tt := ndTile(c.Args[0].Type()); tt != nil {
			off, _ := args[2].(*ir.MakeTuple)
			if off == nil || len(off.Elems) != tt.Rank() {
				fl.fail(fmt.Errorf("%s: internal error: tile.assemble offset must be a literal tuple of the target's rank", c.Pos))
				return []ir.Stmt{a}
			}
			nargs := []ir.Expr{args[0], args[1], &ir.MakeTuple{Elems: []ir.Expr{collapseOffsets(off.Elems, tt.Shape), off.Elems[len(off.Elems)-1]}, Pos: off.Pos}}
			n := fl.create(c.Op, nargs, c.Kwargs, c)
			n.T = withVarMemRef(n.T, a.Var)
			return []ir.Stmt{bind(a, n, n.T, m)}
		}
	}
	if !changed {
		return []ir.Stmt{a}
	}
	var n *ir.Call
	if c.Op.Tile {
		n = fl.create(c.Op, args, c.Kwargs, c)
		n.T = withVarMemRef(n.T, a.Var)
	} else {
		cc := *c
		cc.Args = args
		n = &cc
	}
	return []ir.Stmt{bind(a, n, n.T, m)}
}

// load flattens a tile.load (rewrite.cpp:617-752).
func (fl *flatten2D) load(a *ir.AssignStmt, c *ir.Call, args []ir.Expr, m flatMap) []ir.Stmt {
	rt := ndTile(c.T)
	if rt == nil {
		n := fl.create(c.Op, args, c.Kwargs, c)
		n.T = withVarMemRef(n.T, a.Var)
		return []ir.Stmt{bind(a, n, n.T, m)}
	}
	ft := fl.flatType(rt, c.Pos)
	if fl.err != nil {
		return []ir.Stmt{a}
	}
	ft = withVarMemRef(ft, a.Var)
	var pre []ir.Stmt
	if eff := rt.Effective(); rt.Space == ir.Mat && eff.BLayout == ir.ColMajor && eff.SLayout == ir.RowMajor {
		// A natural NZ Mat load lowers to ND2NZ, which needs a 2-D source:
		// collapse the source window through a tensor.view.
		view, nargs, ok := fl.collapseLoadSource(a, c, args)
		if !ok {
			return []ir.Stmt{a}
		}
		pre, args = append(pre, view), nargs
	}
	n := &ir.Call{Op: c.Op, Args: args, Kwargs: c.Kwargs, Attrs: c.Attrs, T: ft, Pos: c.Pos}
	return append(pre, bind(a, n, ft, m))
}

// collapseLoadSource builds `<v>_view2d = tensor.view(src, [rows, cols])`
// and the load's window on it (rewrite.cpp:679-725).
func (fl *flatten2D) collapseLoadSource(a *ir.AssignStmt, c *ir.Call, args []ir.Expr) (*ir.AssignStmt, []ir.Expr, bool) {
	src := args[0]
	tt, ok := src.Type().(*ir.TensorType)
	rt := ndTile(c.T)
	if !ok || tt.Rank() != rt.Rank() {
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: tile.load source rank must match result tile rank for NZ 2D collapse", c.Pos))
		return nil, nil, false
	}
	offs, ok1 := args[1].(*ir.MakeTuple)
	shapes, ok2 := args[2].(*ir.MakeTuple)
	if !ok1 || !ok2 {
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: tile.load offsets and shapes must be tuples", c.Pos))
		return nil, nil, false
	}
	valid := shapes
	if len(args) >= 4 {
		if valid, ok = args[3].(*ir.MakeTuple); !ok {
			fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: tile.load valid_shape must be a tuple", c.Pos))
			return nil, nil, false
		}
	}
	if len(offs.Elems) != tt.Rank() || len(shapes.Elems) != tt.Rank() || len(valid.Elems) != tt.Rank() {
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: tile.load offset/shape ranks must match tensor rank", c.Pos))
		return nil, nil, false
	}
	if !rowMajorCollapseContiguous(valid.Elems, tt.Shape) {
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: tile.load NZ 2D source-window collapse requires the valid sub-box of the leading dims to be contiguous in row-major order", c.Pos))
		return nil, nil, false
	}
	vargs := []ir.Expr{src, &ir.MakeTuple{Elems: collapseLeading(tt.Shape), Pos: c.Pos}}
	if tt.View != nil && len(tt.View.ValidShape) > 0 {
		vargs = append(vargs, &ir.MakeTuple{Elems: collapseLeading(tt.View.ValidShape), Pos: c.Pos})
	}
	vc, err := ir.TensorViewOp.Create(vargs, nil, c.Pos)
	if err != nil {
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: collapsing the load source: %v", c.Pos, err))
		return nil, nil, false
	}
	view := &ir.AssignStmt{Var: &ir.Var{Name: a.Var.Name + "_view2d", T: vc.T, Pos: c.Pos}, Value: vc, Pos: a.Pos}
	last := len(offs.Elems) - 1
	nargs := []ir.Expr{view.Var,
		&ir.MakeTuple{Elems: []ir.Expr{collapseOffsets(offs.Elems, tt.Shape), offs.Elems[last]}, Pos: offs.Pos},
		&ir.MakeTuple{Elems: collapseLeading(shapes.Elems), Pos: shapes.Pos},
		&ir.MakeTuple{Elems: collapseLeading(valid.Elems), Pos: valid.Pos}}
	nargs = append(nargs, args[4:]...)
	return view, nargs, true
}

// store rewrites a tile.store under a new variable (rewrite.cpp:755-808).
func (fl *flatten2D) store(a *ir.AssignStmt, c *ir.Call, args []ir.Expr, m flatMap) []ir.Stmt {
	var pre []ir.Stmt
	orig, _ := c.Args[0].Type().(*ir.TileType)
	if nd := ndTile(args[0].Type()); nd != nil {
		ft := fl.flatType(nd, c.Pos).(*ir.TileType)
		rc, err := ir.TileReshape.Create([]ir.Expr{args[0], &ir.MakeTuple{Elems: ft.Shape, Pos: c.Pos}}, nil, c.Pos)
		if err != nil {
			fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: flattening the stored tile: %v", c.Pos, err))
			return []ir.Stmt{a}
		}
		flat := &ir.AssignStmt{Var: &ir.Var{Name: "flat_tile", T: rc.T, Pos: c.Pos}, Value: rc, Pos: a.Pos}
		pre = append(pre, flat)
		args[0] = flat.Var
	}
	if len(args) >= 3 {
		if ot, ok := args[2].Type().(*ir.TensorType); ok && orig != nil && ot.Rank() > 2 && len(args) == 3 {
			var part []ir.Expr
			for i := orig.Rank(); i < ot.Rank(); i++ {
				part = append(part, ir.ConstI(1))
			}
			part = append(part, orig.Shape...)
			args = append(args, &ir.MakeTuple{Elems: part, Pos: c.Pos})
		}
	}
	n := &ir.Call{Op: c.Op, Args: args, Kwargs: c.Kwargs, Attrs: c.Attrs, T: args[2].Type(), Pos: c.Pos}
	return append(pre, bind(a, n, n.T, m))
}
