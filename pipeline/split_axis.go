package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/ir/arith"
)

// The split-axis halving PyPTO's SplitVectorKernel (standalone arm) runs
// on a split AIV / AIC function (src/ir/transforms/utils/split_axis_utils.cpp,
// split_axis::ProcessStmts, :501-1004): each AIV lane keeps one half of
// every vector tile along the split axis (dim 0 for UP_DOWN, dim 1 for
// LEFT_RIGHT, :51-56), indexed by a tile.get_subblock_idx() injected at the
// top of the body (InjectSubblockIdx, :1006-1040). Only the box partition
// is modelled (no lane stride: LowerAutoVectorSplit's ResolveLaneStride is
// not ported), and a tile.reshape / tile.reinterpret_view on the split
// path is refused as not modelled (TryMigrateReshapeSplit and the
// view-then-slice rewrite, :404-500, :636-720).

// splitTileInfo is what the halving tracks per split tile: its per-lane
// extent and the axis it is split along (split_axis_utils.h TileInfo).
type splitTileInfo struct {
	half ir.Expr
	dim  int
}

type splitHalver struct {
	mode   ir.SplitMode
	dim    int
	isAIV  bool
	sub    ir.Expr // the lane index variable, nil on AIC
	tiles  map[*ir.Var]splitTileInfo
	repl   map[*ir.Var]ir.VarLike
	errPos ir.Span
	err    error
}

// splitDimension is the axis a split mode halves (:51-56).
func splitDimension(m ir.SplitMode) int {
	if m == ir.SplitLeftRight {
		return 1
	}
	return 0
}

// splitCodeFor is SplitCodeFor (include/pypto/ir/stmt.h:168-178): 1 / 2 for
// UP_DOWN / LEFT_RIGHT, 3 / 4 for their odd-extent forms.
func splitCodeFor(m ir.SplitMode, odd bool) int64 {
	switch m {
	case ir.SplitUpDown:
		if odd {
			return 3
		}
		return 1
	case ir.SplitLeftRight:
		if odd {
			return 4
		}
		return 2
	}
	return 0
}

// splitModeFromCode is SplitModeFromSplitCode (stmt.h:184-197).
func splitModeFromCode(code int64) ir.SplitMode {
	switch code {
	case 1, 3:
		return ir.SplitUpDown
	case 2, 4:
		return ir.SplitLeftRight
	}
	return ir.SplitNone
}

// halfDimSize is ComputeHalfDimSize (:1268-1274): the ceil half of a
// constant, floordiv(d, 2) of a runtime extent.
func halfDimSize(d ir.Expr) ir.Expr {
	if c, ok := d.(*ir.ConstInt); ok {
		return &ir.ConstInt{Value: (c.Value + 1) / 2, DType: c.DType, Pos: c.Pos}
	}
	return arith.MakeBinary(ir.OpFloorDiv, d, &ir.ConstInt{Value: 2, DType: arith.ScalarDType(d)}, ir.Span{})
}

func isConstVal(e ir.Expr, v int64) bool {
	c, ok := e.(*ir.ConstInt)
	return ok && c.Value == v
}

func isOddExtent(e ir.Expr) bool {
	c, ok := e.(*ir.ConstInt)
	return ok && c.Value%2 != 0
}

// localizeValidDim is LocalizeValidDimForSplit (:126-164): lane L's valid
// extent clamp(V - L*S, 0, S), short-cut to S for a fully valid axis that
// S halves exactly.
func localizeValidDim(valid, orig, lane, sub ir.Expr) ir.Expr {
	if valid == nil {
		return nil
	}
	if sub == nil {
		return lane
	}
	if ir.ExprSame(valid, orig) {
		oc, ok1 := orig.(*ir.ConstInt)
		lc, ok2 := lane.(*ir.ConstInt)
		if !ok1 || !ok2 || lc.Value*2 == oc.Value {
			return lane
		}
	}
	off := arith.MakeBinary(ir.OpMul, sub, lane, ir.Span{})
	reached := arith.MakeBinary(ir.OpMax, valid, off, ir.Span{})
	rem := arith.MakeBinary(ir.OpSub, reached, off, ir.Span{})
	return arith.MakeBinary(ir.OpMin, rem, lane, ir.Span{})
}

// halvedView is HalvedTileView (:201-221) on the box partition.
func (h *splitHalver) halvedView(tt *ir.TileType, dim int, shape []ir.Expr) *ir.TileView {
	step := shape[dim]
	if tt.View != nil {
		v := *tt.View
		if dim < len(v.ValidShape) {
			vs := append([]ir.Expr(nil), v.ValidShape...)
			vs[dim] = localizeValidDim(vs[dim], tt.Shape[dim], step, h.sub)
			v.ValidShape = vs
		}
		return &v
	}
	if h.sub == nil || !isOddExtent(tt.Shape[dim]) {
		return nil
	}
	v := tt.Effective()
	vs := append([]ir.Expr(nil), shape...)
	vs[dim] = localizeValidDim(tt.Shape[dim], tt.Shape[dim], step, h.sub)
	v.ValidShape = vs
	return &v
}

// halveTileShape is HalveTileShape (:223-233).
func (h *splitHalver) halveTileShape(t ir.Type, dim int) ir.Type {
	tt, ok := t.(*ir.TileType)
	if !ok || dim < 0 || dim >= len(tt.Shape) {
		return t
	}
	return h.trackedTileShape(t, dim, halfDimSize(tt.Shape[dim]))
}

// trackedTileShape is ApplyTrackedTileShape (:346-358).
func (h *splitHalver) trackedTileShape(t ir.Type, dim int, half ir.Expr) ir.Type {
	tt, ok := t.(*ir.TileType)
	if !ok || dim < 0 || dim >= len(tt.Shape) {
		return t
	}
	shape := append([]ir.Expr(nil), tt.Shape...)
	shape[dim] = half
	return ir.NewTileType(shape, tt.DType, tt.MemRef, tt.Space, h.halvedView(tt, dim, shape))
}

// halveTupleElem is HalveTupleElement (:235-241).
func halveTupleElem(e ir.Expr, dim int) ir.Expr {
	t, ok := e.(*ir.MakeTuple)
	if !ok || dim < 0 || dim >= len(t.Elems) {
		return e
	}
	el := append([]ir.Expr(nil), t.Elems...)
	el[dim] = halfDimSize(el[dim])
	return &ir.MakeTuple{Elems: el, Pos: t.Pos}
}

// localizeTupleElem is LocalizeTupleElementForSplit (:243-251).
func (h *splitHalver) localizeTupleElem(e ir.Expr, dim int, orig, half ir.Expr) ir.Expr {
	t, ok := e.(*ir.MakeTuple)
	if !ok || dim < 0 || dim >= len(t.Elems) {
		return e
	}
	el := append([]ir.Expr(nil), t.Elems...)
	el[dim] = localizeValidDim(el[dim], orig, half, h.sub)
	return &ir.MakeTuple{Elems: el, Pos: t.Pos}
}

// adjustOffsets is AdjustOffsets (:312-344): the split-axis offset plus
// subblock_idx * half.
func (h *splitHalver) adjustOffsets(e ir.Expr, dim int, half ir.Expr) ir.Expr {
	t, ok := e.(*ir.MakeTuple)
	if !ok || dim < 0 || dim >= len(t.Elems) {
		return e
	}
	el := append([]ir.Expr(nil), t.Elems...)
	orig := el[dim]
	var adj ir.Expr
	if c, ok := h.sub.(*ir.ConstInt); ok {
		switch {
		case c.Value == 0:
			adj = orig
		case c.Value == 1 && isConstVal(orig, 0):
			adj = half
		case c.Value == 1:
			adj = arith.MakeBinary(ir.OpAdd, orig, half, ir.Span{})
		}
	}
	if adj == nil {
		adj = arith.MakeBinary(ir.OpAdd, orig, arith.MakeBinary(ir.OpMul, h.sub, half, ir.Span{}), ir.Span{})
	}
	el[dim] = adj
	return &ir.MakeTuple{Elems: el, Pos: t.Pos}
}

// laneExtents is ComputeLaneExtents (:288-310) on the box partition.
func laneExtents(t ir.Type, dim int) (lane0, lane1, valid, boxHalf int64, ok bool) {
	tt, isTile := t.(*ir.TileType)
	if !isTile || dim < 0 || dim >= len(tt.Shape) {
		return
	}
	box, ok1 := tt.Shape[dim].(*ir.ConstInt)
	vs := tt.Effective().ValidShape
	if !ok1 || dim >= len(vs) {
		return
	}
	v, ok2 := vs[dim].(*ir.ConstInt)
	if !ok2 {
		return
	}
	boxHalf = (box.Value + 1) / 2
	lane0 = min(v.Value, boxHalf)
	lane1 = min(max(v.Value-boxHalf, 0), boxHalf)
	return lane0, lane1, v.Value, boxHalf, true
}

// shardSplitCode is ShardSplitCode (:1284-1330) on the box partition.
func (h *splitHalver) shardSplitCode(t ir.Type, op string, pos ir.Span) int64 {
	if h.mode == ir.SplitNone {
		return 0
	}
	l0, l1, v, bh, ok := laneExtents(t, h.dim)
	switch {
	case !ok, l0 == l1, l1 == 0:
		return splitCodeFor(h.mode, false)
	case l0 == l1+1:
		return splitCodeFor(h.mode, true)
	}
	tt := t.(*ir.TileType)
	h.fail(pos, "%s: the Cube -> Vector boundary tile's valid split-axis extent (%d of a %s-wide dim %d) leaves the two AIV lanes %d and %d cells. pto-isa places lane 1's band at its own extent (TILE_UP_DOWN / TILE_LEFT_RIGHT) or one past it (the _ODD modes), so the lanes must be equal, differ by exactly one, or leave lane 1 empty. The compiler balances a ragged boundary across the lanes automatically, but only when the whole split body derives from it — this one also holds an independently split value (a tile.load, a generator, a full-width operand) or a Vector -> Cube gather, which spans the full box. Either move that value out of the split scope, or widen the valid extent to %d / %d with pl.tile.set_validshape(...), or narrow it to at most %d so the whole value stays on lane 0.",
		op, v, ir.PrintExpr(tt.Shape[h.dim]), h.dim, l0, l1, 2*bh, 2*bh-1, bh)
	return 0
}

// gatherSplitCode is GatherSplitCode (:1332-1348).
func (h *splitHalver) gatherSplitCode(t ir.Type, op string, pos ir.Span) int64 {
	if h.mode == ir.SplitNone {
		return 0
	}
	if l0, l1, _, bh, ok := laneExtents(t, h.dim); ok && l0 != l1 && l1 != 0 {
		h.fail(pos, "%s: the Vector -> Cube boundary tile's split axis (dim %d) leaves the two AIV lanes %d and %d cells. Each lane hands the cube a band placed at its OWN extent, so the two only abut when the lanes are equal — the gather has no odd form. Pad that axis to %d and narrow the cube-side result with pl.tile.set_validshape(...).",
			op, h.dim, l0, l1, 2*bh)
	}
	return splitCodeFor(h.mode, false)
}

func (h *splitHalver) fail(pos ir.Span, format string, args ...any) {
	if h.err == nil {
		h.err = fmt.Errorf("%s: "+format, append([]any{pos}, args...)...)
	}
}

// withSplitKwarg is RebuildCallWithSplit (:175-190): split replaced in
// place, or appended.
func withSplitKwarg(c *ir.Call, code int64, t ir.Type) *ir.Call {
	kws := make([]ir.Kwarg, 0, len(c.Kwargs)+1)
	has := false
	for _, kw := range c.Kwargs {
		if kw.Key == "split" {
			kw = ir.Kwarg{Key: "split", Value: code}
			has = true
		}
		kws = append(kws, kw)
	}
	if !has {
		kws = append(kws, ir.Kwarg{Key: "split", Value: code})
	}
	n := *c
	n.Kwargs, n.T = kws, t
	return &n
}

// isReduceOnSplitAxis is IsReduceOnSplitAxis (:58-84).
func isReduceOnSplitAxis(c *ir.Call, dim int) bool {
	switch c.Op {
	case ir.TileRowSum, ir.TileRowMax, ir.TileRowMin, ir.TileRowProd, ir.TileRowArgmax, ir.TileRowArgmin:
		last := 1
		if len(c.Args) > 0 {
			if tt, ok := c.Args[0].Type().(*ir.TileType); ok {
				last = len(tt.Shape) - 1
			}
		}
		return dim == last
	case ir.TileColSum, ir.TileColMax, ir.TileColMin, ir.TileColProd, ir.TileColArgmax, ir.TileColArgmin:
		return dim == 0
	}
	return false
}

func (h *splitHalver) track(old, nv *ir.Var, info splitTileInfo) {
	h.tiles[old] = info
	h.tiles[nv] = info
	h.repl[old] = nv
}

func (h *splitHalver) tracked(e ir.Expr) (splitTileInfo, bool) {
	vl, ok := e.(ir.VarLike)
	if !ok {
		return splitTileInfo{}, false
	}
	info, ok := h.tiles[vl.VarRef()]
	return info, ok
}

// stmts is ProcessStmts (:992-1004).
func (h *splitHalver) stmts(ss []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, 0, len(ss))
	for _, s := range ss {
		out = append(out, h.stmt(s))
	}
	return out
}

// stmt is ProcessStmt (:501-979).
func (h *splitHalver) stmt(s ir.Stmt) ir.Stmt {
	if h.err != nil {
		return s
	}
	switch s := s.(type) {
	case *ir.AssignStmt:
		c, ok := s.Value.(*ir.Call)
		if !ok || c.Op == nil {
			return s
		}
		return h.assign(s, c)
	case *ir.EvalStmt:
		c, ok := s.Expr.(*ir.Call)
		if !ok || c.Op == nil {
			return s
		}
		switch {
		case c.Op == ir.TileTpushToAiv || c.Op == ir.TileTpushToAic:
			return &ir.EvalStmt{Expr: h.pushCall(c), Pos: s.Pos}
		case h.isAIV && c.Op == ir.TileStore && len(c.Args) >= 3:
			if info, ok := h.tracked(c.Args[0]); ok {
				n := *c
				n.Args = append([]ir.Expr(nil), c.Args...)
				n.Args[1] = h.adjustOffsets(c.Args[1], info.dim, info.half)
				return &ir.EvalStmt{Expr: &n, Pos: s.Pos}
			}
		}
		return s
	case *ir.ForStmt:
		return h.forStmt(s)
	case *ir.IfStmt:
		n := *s
		n.Then = ir.Seq(ir.StmtSpan(s.Then), h.stmts(ir.Stmts(s.Then))...)
		if s.Else != nil {
			n.Else = ir.Seq(ir.StmtSpan(s.Else), h.stmts(ir.Stmts(s.Else))...)
		}
		return &n
	case *ir.SeqStmts:
		return &ir.SeqStmts{Stmts: h.stmts(s.Stmts), Pos: s.Pos}
	}
	return s
}

func (h *splitHalver) pushCall(c *ir.Call) *ir.Call {
	var code int64
	if c.Op == ir.TileTpushToAic {
		code = h.gatherSplitCode(c.Args[0].Type(), c.Op.Name, c.Pos)
	} else {
		code = h.shardSplitCode(c.Args[0].Type(), c.Op.Name, c.Pos)
	}
	return withSplitKwarg(c, code, c.T)
}

func (h *splitHalver) assign(s *ir.AssignStmt, c *ir.Call) ir.Stmt {
	rebind := func(nc *ir.Call, info splitTileInfo) ir.Stmt {
		nv := &ir.Var{Name: s.Var.Name, T: nc.T, Pos: s.Var.Pos}
		h.track(s.Var, nv, info)
		return &ir.AssignStmt{Var: nv, Value: nc, Pos: s.Pos}
	}
	switch {
	case c.Op == ir.TileTpushToAiv || c.Op == ir.TileTpushToAic:
		return &ir.AssignStmt{Var: s.Var, Value: h.pushCall(c), Pos: s.Pos}
	case c.Op == ir.TileTpopFromAiv:
		// The cube side keeps the full tile; only the split code syncs (:527-531).
		return &ir.AssignStmt{Var: s.Var, Value: withSplitKwarg(c, h.gatherSplitCode(c.T, c.Op.Name, c.Pos), c.T), Pos: s.Pos}
	case c.Op == ir.TileTpopFromAic:
		// :532-545: the vector side pops its half.
		code := h.shardSplitCode(c.T, c.Op.Name, c.Pos)
		nc := withSplitKwarg(c, code, h.halveTileShape(c.T, h.dim))
		nv := &ir.Var{Name: s.Var.Name, T: nc.T, Pos: s.Var.Pos}
		if tt, ok := c.T.(*ir.TileType); ok && h.dim < len(tt.Shape) {
			info := splitTileInfo{half: halfDimSize(tt.Shape[h.dim]), dim: h.dim}
			h.tiles[s.Var], h.tiles[nv] = info, info
		}
		h.repl[s.Var] = nv
		return &ir.AssignStmt{Var: nv, Value: nc, Pos: s.Pos}
	case h.isAIV && c.Op == ir.TileLoad && len(c.Args) >= 4:
		// :549-585: singleton and rank < 2 loads stay whole.
		tt, ok := c.T.(*ir.TileType)
		if !ok || len(tt.Shape) < 2 || h.dim >= len(tt.Shape) || isConstVal(tt.Shape[h.dim], 1) {
			return s
		}
		half := halfDimSize(tt.Shape[h.dim])
		n := *c
		n.T = h.halveTileShape(c.T, h.dim)
		n.Args = append([]ir.Expr(nil), c.Args...)
		n.Args[1] = h.adjustOffsets(c.Args[1], h.dim, half)
		n.Args[2] = halveTupleElem(c.Args[2], h.dim)
		n.Args[3] = h.localizeTupleElem(c.Args[3], h.dim, tt.Shape[h.dim], half)
		return rebind(&n, splitTileInfo{half: half, dim: h.dim})
	case h.isAIV && c.Op == ir.TileStore && len(c.Args) >= 3:
		// :588-602.
		if info, ok := h.tracked(c.Args[0]); ok {
			n := *c
			n.Args = append([]ir.Expr(nil), c.Args...)
			n.Args[1] = h.adjustOffsets(c.Args[1], info.dim, info.half)
			return &ir.AssignStmt{Var: s.Var, Value: &n, Pos: s.Pos}
		}
	}
	if !h.isAIV {
		return s
	}
	return h.generic(s, c, rebind)
}

// generic halves any other tile-producing op on the vector side (:604-842).
func (h *splitHalver) generic(s *ir.AssignStmt, c *ir.Call, rebind func(*ir.Call, splitTileInfo) ir.Stmt) ir.Stmt {
	inDim := -1
	for _, a := range c.Args {
		if info, ok := h.tracked(a); ok {
			inDim = info.dim
			break
		}
	}
	dim := h.dim
	if inDim >= 0 {
		dim = inDim
	}
	if isReduceOnSplitAxis(c, dim) {
		h.fail(c.Pos, "SplitVectorKernel: reduce op '%s' reduces on the split axis (dim %d); partial reduction in a split kernel is not supported", c.Op.Name, dim)
		return s
	}
	tt, ok := c.T.(*ir.TileType)
	if !ok || dim >= len(tt.Shape) {
		return s
	}
	if isConstVal(tt.Shape[dim], 1) {
		return s
	}
	if c.Op == ir.TileCi || c.Op == ir.TileRandom {
		h.fail(c.Pos, "SplitVectorKernel: automatic split-axis halving of '%s' is not supported because its generated values depend on position. Move the operation outside the automatically-halved split region.", c.Op.Name)
		return s
	}
	if c.Op == ir.TileReshape || c.Op == ir.TileReinterpretView {
		h.fail(c.Pos, "SplitVectorKernel: halving %s on the split path is not modelled by irfuzz (PyPTO split_axis_utils.cpp:404-500, :636-720)", c.Op.Name)
		return s
	}
	half := halfDimSize(tt.Shape[dim])
	n := *c
	n.T = h.halveTileShape(c.T, dim)
	n.Args = append([]ir.Expr(nil), c.Args...)
	switch {
	case (c.Op == ir.TileFull || c.Op == ir.TileCreate) && len(c.Args) >= 1:
		n.Args[0] = halveTupleElem(c.Args[0], dim)
	case c.Op == ir.TileSlice && len(c.Args) >= 3:
		n.Args[1] = halveTupleElem(c.Args[1], dim)
		if _, split := h.tracked(c.Args[0]); !split {
			n.Args[2] = h.adjustOffsets(c.Args[2], dim, half)
		}
		if len(c.Args) >= 4 {
			n.Args[3] = h.localizeTupleElem(c.Args[3], dim, tt.Shape[dim], half)
		}
	case c.Op == ir.TileSetValidshape && len(c.Args) == 3:
		i := 1 + dim
		if i < len(c.Args) && validOperandNeedsLocalize(c.Args[i], tt.Shape[dim], half) {
			n.Args[i] = localizeValidDim(c.Args[i], tt.Shape[dim], half, h.sub)
		}
	}
	return rebind(&n, splitTileInfo{half: half, dim: dim})
}

// validOperandNeedsLocalize is ValidOperandNeedsLocalize (:166-173).
func validOperandNeedsLocalize(valid, orig, half ir.Expr) bool {
	if valid == nil {
		return false
	}
	if ir.ExprSame(valid, orig) {
		return true
	}
	v, ok1 := valid.(*ir.ConstInt)
	hc, ok2 := half.(*ir.ConstInt)
	return ok1 && ok2 && v.Value > hc.Value
}

// forStmt is ProcessStmt's ForStmt arm (:863-940): an iter arg whose init
// is a split tile is split too, and so is its return variable.
func (h *splitHalver) forStmt(s *ir.ForStmt) ir.Stmt {
	n := *s
	n.IterArgs = make([]*ir.IterArg, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		init := h.substExpr(ia.Init)
		t := ia.T
		info, tracked := h.tracked(ia.Init)
		if tracked {
			h.tiles[&ia.Var] = info
			t = h.trackedTileShape(ia.T, info.dim, info.half)
		}
		if t != ia.T || init != ia.Init {
			na := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: t, Pos: ia.Pos}, Init: init}
			n.IterArgs[i] = na
			h.repl[&ia.Var] = na
			if tracked {
				h.tiles[&na.Var] = info
			}
		} else {
			n.IterArgs[i] = ia
		}
	}
	n.Body = ir.Seq(ir.StmtSpan(s.Body), h.stmts(ir.Stmts(s.Body))...)
	n.ReturnVars = append([]*ir.Var(nil), s.ReturnVars...)
	for i := 0; i < len(n.IterArgs) && i < len(n.ReturnVars); i++ {
		info, ok := h.tiles[&n.IterArgs[i].Var]
		if !ok {
			continue
		}
		rv := n.ReturnVars[i]
		h.tiles[rv] = info
		if t := h.trackedTileShape(rv.T, info.dim, info.half); t != rv.T {
			nr := &ir.Var{Name: rv.Name, T: t, Pos: rv.Pos}
			n.ReturnVars[i] = nr
			h.tiles[nr] = info
			h.repl[s.ReturnVars[i]] = nr
		}
	}
	return &n
}

// substExpr substitutes the replacements made so far into one expression.
func (h *splitHalver) substExpr(e ir.Expr) ir.Expr {
	if e == nil || len(h.repl) == 0 {
		return e
	}
	m := &ir.Mutator{}
	for o, r := range h.repl {
		m.Subst(o, r)
	}
	return m.ExprTree(e)
}

// substStmt is the final Substitute over the rebuilt body.
func (h *splitHalver) substStmt(s ir.Stmt) ir.Stmt {
	if len(h.repl) == 0 {
		return s
	}
	m := &ir.Mutator{}
	for o, r := range h.repl {
		m.Subst(o, r)
	}
	return m.StmtTree(s)
}

// injectSubblockIdx is InjectSubblockIdx (:1006-1040): on AIV, a fresh
// `subblock_idx = tile.get_subblock_idx()` heads the body.
func injectSubblockIdx(f *ir.Function, isAIV bool) (*ir.Var, []ir.Stmt) {
	body := ir.Stmts(f.Body)
	if !isAIV {
		return nil, body
	}
	used := map[string]bool{}
	for _, p := range f.Params {
		used[p.Name] = true
	}
	ir.DefSites(f, func(v *ir.Var) { used[v.Name] = true })
	name := reserveFreshName("subblock_idx", used)
	v := &ir.Var{Name: name, T: ir.Scalar(ir.INDEX), Pos: f.Pos}
	call := &ir.Call{Op: ir.TileGetSubblockIdx, T: ir.Scalar(ir.INDEX), Pos: f.Pos}
	return v, append([]ir.Stmt{&ir.AssignStmt{Var: v, Value: call, Pos: f.Pos}}, body...)
}

// reserveFreshName is ReserveFreshName over GenerateFreshNameLike
// (split_axis_utils.cpp:981-988, auto_name_utils.h:310-324): the name
// itself when free, else its next auto-named version; either is marked
// used.
func reserveFreshName(name string, used map[string]bool) string {
	if !used[name] {
		used[name] = true
		return name
	}
	p := parseAutoName(name)
	role := p.role
	if role == "" {
		role = "ssa"
	}
	for v := p.version + 1; ; v++ {
		c, err := buildAutoName(p.base, p.qualifier, role, v)
		if err != nil {
			c = fmt.Sprintf("%s_%d", name, v)
		}
		if !used[c] {
			used[c] = true
			return c
		}
	}
}
