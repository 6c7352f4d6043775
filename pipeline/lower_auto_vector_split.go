package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// LowerAutoVectorSplit turns a split InCore function into the explicit
// split_aiv form ExpandMixedKernel folds into split tpush / tpop pairs
// (PyPTO's LowerAutoVectorSplit,
// src/ir/transforms/lower_auto_vector_split_pass.cpp; default position
// python/pypto/ir/pass_manager.py:186-194, right before ExpandMixedKernel).
// Per InCore function:
//
//   - explicit regions (:1205-1213, LowerExplicitRegionFunction
//     :1000-1078): every pl.split_aiv region in the body (at any depth of
//     for / while / if) is erased and its body spliced in its place. A
//     NONE region's body is kept as is (:339-357); a region of another
//     mode gets its own `subblock_idx = tile.get_subblock_idx()` (a fresh
//     name against every name of the function) and its body is lowered as
//     below with the region's mode (:386-420). The function gets
//     split_aiv=True and split_aiv_region_validated=True. A region nested
//     in a scope, and a scope left in a region body, are errors with
//     PyPTO's text (:1021-1057);
//   - the AUTO path (:1218-1245, LowerFunction :1094-1141): a function
//     with a split attr other than NONE, not already split_aiv, that mixes
//     cube and vector work (RollupAffinity :1154-1190) gets a
//     `subblock_idx` first and its body lowered; it gets split=<mode> (moved
//     last) and split_aiv=True. A scope in its body is an error (:1232-1243).
//
// Lowering a statement list (LowerStmts :269-573): a cube-to-vector
// tile.move becomes `tile.aiv_shard(src, split=<mode>)` typed as the half
// tile of this lane (LocalizeShardValidForLane); a vector-to-cube one
// becomes `<dest>_mat = tile.aic_gather(half, split=<its axis' mode>)`
// followed by the move of the gathered tile, and its operand must be a
// halved value (the error text of :467-479); every other VECTOR-affine
// call is halved by the split-axis machinery (split_axis.go), CUBE-affine
// ones stay whole, and loops and branches are lowered inside.
//
// Not modelled (docs/pypto-version.md 10): a region that already holds
// tile.aiv_shard / tile.aic_gather (the explicit-boundary arm, :367-384,
// with its half-width and transpose checks) and a body PyPTO would
// rebalance onto a ragged boundary (ResolveLaneStride,
// split_axis_utils.cpp:1240-1257) are refused with an error naming the
// departure; the core_placement attr PyPTO stamps on a region's
// pld.system.notify (:146-230) is not written.
//
// Contract: PyPTO's kLowerAutoVectorSplitProperties
// (include/pypto/ir/transforms/pass_properties.h:264-270).
var LowerAutoVectorSplit = &Pass{
	Name:        "LowerAutoVectorSplit",
	Doc:         "lower pl.split InCore functions and pl.split_aiv regions to the explicit split_aiv form",
	Required:    set(pSSA, pITO, pSIO, pT2D, pTMI, pNSS, verifier.AivSplitValid),
	Produced:    set(pSSA, pITO, pSIO, pT2D, pTMI, pNSS),
	Invalidated: set(verifier.AivSplitValid),
	Run:         runLowerAutoVectorSplit,
}

const attrSplitAivRegionValidated = "split_aiv_region_validated"

func runLowerAutoVectorSplit(p *ir.Program, ctx *Context) (*ir.Program, error) {
	var out *ir.Program
	for i, f := range p.Funcs {
		if f == nil || f.Body == nil || f.Kind != ir.InCore {
			continue
		}
		var nf *ir.Function
		var err error
		if firstScope(f.Body, ir.ScopeSplitAiv, false) != nil {
			nf, err = lowerExplicitRegions(f)
		} else if m, _ := funcSplitMode(f); m != ir.SplitNone && !boolAttr(f, attrSplitAiv) && rollupAffinity(ir.Stmts(f.Body)) == ir.Mixed {
			if sc := firstScope(f.Body, ir.ScopeSplitAiv, true); sc != nil {
				return nil, fmt.Errorf("%s: LowerAutoVectorSplit: function '%s' declares an AUTO split (optimizations=[pl.split(...)]) and is a mixed cube/vector kernel, but its body still contains a scope — whole-function halving does not cross a scope boundary, so the split cannot be applied. Declare the enclosing function with plain @pl.function / @pl.jit (Opaque) so OutlineIncoreScopes lifts the scope before this pass runs, or move the split declaration onto the scope itself.", sc.Pos, f.Name)
			}
			nf, err = lowerAutoFunction(f, m)
		} else {
			continue
		}
		if err != nil {
			return nil, err
		}
		if out == nil {
			c := *p
			c.Funcs = append([]*ir.Function(nil), p.Funcs...)
			out = &c
		}
		out.Funcs[i] = nf
	}
	if out == nil {
		return p, nil
	}
	return out, nil
}

// firstScope is the first ScopeStmt of the given kind (of any kind when
// anyKind) in a body, in program order.
func firstScope(body ir.Stmt, kind ir.ScopeKind, anyKind bool) *ir.ScopeStmt {
	var found *ir.ScopeStmt
	ir.Walk(body, func(n ir.Node) bool {
		if found != nil {
			return false
		}
		if s, ok := n.(*ir.ScopeStmt); ok && (anyKind || s.Kind == kind) {
			found = s
			return false
		}
		return true
	})
	return found
}

// rollupAffinity is RollupAffinity (:1154-1190): the combined affinity
// of a statement list, compound statements by their bodies.
func rollupAffinity(ss []ir.Stmt) ir.Affinity {
	combined := ir.Shared
	for _, s := range ss {
		a := ir.Shared
		switch s := s.(type) {
		case *ir.AssignStmt:
			if c, ok := s.Value.(*ir.Call); ok {
				a = ir.CallAffinity(c)
			}
		case *ir.EvalStmt:
			if c, ok := s.Expr.(*ir.Call); ok {
				a = ir.CallAffinity(c)
			}
		case *ir.ForStmt:
			a = rollupAffinity(ir.Stmts(s.Body))
		case *ir.IfStmt:
			a = rollupAffinity(ir.Stmts(s.Then))
			if s.Else != nil {
				a = ir.CombineAffinity(a, rollupAffinity(ir.Stmts(s.Else)))
			}
		case *ir.WhileStmt:
			a = rollupAffinity(ir.Stmts(s.Body))
		case *ir.ScopeStmt:
			a = rollupAffinity(ir.Stmts(s.Body))
		case *ir.SeqStmts:
			a = rollupAffinity(s.Stmts)
		}
		combined = ir.CombineAffinity(combined, a)
	}
	return combined
}

// lowerAutoFunction is LowerFunction (:1094-1141).
func lowerAutoFunction(f *ir.Function, m ir.SplitMode) (*ir.Function, error) {
	sub, body := injectSubblockIdx(f, true)
	h := newSplitHalver(m, sub)
	if err := h.refuseLaneStride(body); err != nil {
		return nil, err
	}
	stmts := h.lower(body)
	if h.err != nil {
		return nil, h.err
	}
	n := *f
	n.Body = h.substStmt(ir.Seq(ir.StmtSpan(f.Body), stmts...))
	n.Attrs = append(withoutAttrs(f.Attrs, "split", attrSplitAiv, attrDualAivDispatch),
		ir.Kwarg{Key: "split", Value: m}, ir.Kwarg{Key: attrSplitAiv, Value: true})
	return &n, nil
}

func newSplitHalver(m ir.SplitMode, sub *ir.Var) *splitHalver {
	h := &splitHalver{mode: m, dim: splitDimension(m), isAIV: true, tiles: map[*ir.Var]splitTileInfo{}, repl: map[*ir.Var]ir.VarLike{}}
	if sub != nil {
		h.sub = sub
	}
	return h
}

// lower is LowerStmts (:269-573) for one split mode.
func (h *splitHalver) lower(ss []ir.Stmt) []ir.Stmt {
	out := make([]ir.Stmt, 0, len(ss))
	for _, s := range ss {
		if h.err != nil {
			return out
		}
		switch s := s.(type) {
		case *ir.AssignStmt:
			if c, ok := s.Value.(*ir.Call); ok && c.Op != nil {
				switch ir.MoveDirectionOf(c) {
				case ir.MoveCubeToVector:
					out = append(out, h.shard(s, c))
					continue
				case ir.MoveVectorToCube:
					out = append(out, h.gather(s, c)...)
					continue
				}
				if a := ir.CallAffinity(c); a == ir.Vector {
					out = append(out, h.stmt(s))
					continue
				}
			}
			out = append(out, s)
		case *ir.EvalStmt:
			if c, ok := s.Expr.(*ir.Call); ok && c.Op != nil && ir.CallAffinity(c) == ir.Vector {
				out = append(out, h.stmt(s))
				continue
			}
			out = append(out, s)
		case *ir.ForStmt:
			n := *s
			n.Body = ir.Seq(ir.StmtSpan(s.Body), h.lower(ir.Stmts(s.Body))...)
			out = append(out, &n)
		case *ir.IfStmt:
			n := *s
			n.Then = ir.Seq(ir.StmtSpan(s.Then), h.lower(ir.Stmts(s.Then))...)
			if s.Else != nil {
				n.Else = ir.Seq(ir.StmtSpan(s.Else), h.lower(ir.Stmts(s.Else))...)
			}
			out = append(out, &n)
		case *ir.WhileStmt:
			n := *s
			n.Body = ir.Seq(ir.StmtSpan(s.Body), h.lower(ir.Stmts(s.Body))...)
			out = append(out, &n)
		default:
			out = append(out, s)
		}
	}
	return out
}

// shard is LowerStmts' cube-to-vector arm (:406-446).
func (h *splitHalver) shard(s *ir.AssignStmt, c *ir.Call) ir.Stmt {
	src := c.Args[0]
	sc, err := ir.TileAivShard.Create([]ir.Expr{src}, []ir.Kwarg{{Key: "split", Value: int64(h.mode)}}, c.Pos)
	if err != nil {
		h.fail(c.Pos, "%v", err)
		return s
	}
	sc.T = h.localizeShardValid(sc.T, src.Type())
	nv := &ir.Var{Name: s.Var.Name, T: sc.T, Pos: s.Var.Pos}
	if tt, ok := c.T.(*ir.TileType); ok && h.dim < len(tt.Shape) {
		info := splitTileInfo{half: halfDimSize(tt.Shape[h.dim]), dim: h.dim}
		h.tiles[s.Var], h.tiles[nv] = info, info
	}
	h.repl[s.Var] = nv
	return &ir.AssignStmt{Var: nv, Value: sc, Pos: s.Pos}
}

// localizeShardValid is LocalizeShardValidForLane
// (split_axis_utils.cpp:1350-1373) on the box partition.
func (h *splitHalver) localizeShardValid(shard, operand ir.Type) ir.Type {
	st, ok1 := shard.(*ir.TileType)
	ot, ok2 := operand.(*ir.TileType)
	if !ok1 || !ok2 || h.sub == nil || h.dim >= len(st.Shape) || h.dim >= len(ot.Shape) {
		return shard
	}
	ov := ot.Effective().ValidShape
	if len(ov) <= h.dim || (ir.ExprSame(ov[h.dim], ot.Shape[h.dim]) && !isOddExtent(ot.Shape[h.dim])) {
		return shard
	}
	lane := localizeValidDim(ov[h.dim], ot.Shape[h.dim], st.Shape[h.dim], h.sub)
	v := st.Effective()
	vs := append([]ir.Expr(nil), v.ValidShape...)
	vs[h.dim] = lane
	v.ValidShape = vs
	return st.WithView(&v)
}

// gather is LowerStmts' vector-to-cube arm (:448-541).
func (h *splitHalver) gather(s *ir.AssignStmt, c *ir.Call) []ir.Stmt {
	src := c.Args[0]
	vl, isVar := src.(ir.VarLike)
	var info splitTileInfo
	tracked := false
	if isVar {
		info, tracked = h.tiles[vl.VarRef()]
	}
	if !tracked {
		name := ""
		if isVar {
			name = " '" + vl.VarRef().Name + "'"
		}
		h.fail(c.Pos, "LowerAutoVectorSplit: the V->C boundary tile.move here carries a full-width vector operand%s. tile.aic_gather reassembles the two AIV lanes' per-lane halves into the full tile the cube expects, so its operand must be a value the split halving produced (a tile.load / tile.slice / elementwise result inside the vector sub-region). An un-halved value has no half to gather — either derive the per-lane half first (load or slice the value inside the split function) and move that to the cube side, or, if the split axis is a singleton that cannot be halved, keep the value on the vector side.", name)
		return []ir.Stmt{s}
	}
	if r, ok := h.repl[vl.VarRef()]; ok {
		src = r
	}
	if info.dim != 0 && info.dim != 1 {
		h.fail(c.Pos, "LowerAutoVectorSplit: the V->C boundary operand '%s' carries its split on dim %d, but tile.aic_gather reassembles a 2D tile along dim 0 or dim 1 only. Cross to the cube side before the op that moved the split axis there.", vl.VarRef().Name, info.dim)
		return []ir.Stmt{s}
	}
	mode := ir.SplitUpDown
	if info.dim == 1 {
		mode = ir.SplitLeftRight
	}
	gc, err := ir.TileAicGather.Create([]ir.Expr{src}, []ir.Kwarg{{Key: "split", Value: int64(mode)}}, c.Pos)
	if err != nil {
		h.fail(c.Pos, "%v", err)
		return []ir.Stmt{s}
	}
	full := &ir.Var{Name: s.Var.Name + "_mat", T: gc.T, Pos: s.Pos}
	mv := *c
	mv.Args = append([]ir.Expr{full}, c.Args[1:]...)
	return []ir.Stmt{&ir.AssignStmt{Var: full, Value: gc, Pos: s.Pos}, &ir.AssignStmt{Var: s.Var, Value: &mv, Pos: s.Pos}}
}

// refuseLaneStride refuses a body PyPTO's ResolveLaneStride
// (split_axis_utils.cpp:1128-1257) would rebalance: one whose only
// cube-to-vector boundaries share a ragged static valid extent whose
// balanced half differs from the box half, with every partitioned vector
// value derived from them. The model halves on the box partition only.
func (h *splitHalver) refuseLaneStride(body []ir.Stmt) error {
	blocked := false
	var box, valid int64
	found := false
	derived := map[*ir.Var]bool{}
	record := func(t ir.Type, res *ir.Var) {
		_, _, v, _, ok := laneExtents(t, h.dim)
		if !ok {
			blocked = true
			return
		}
		b := t.(*ir.TileType).Shape[h.dim].(*ir.ConstInt).Value
		if found && (b != box || v != valid) {
			blocked = true
			return
		}
		box, valid, found = b, v, true
		if res != nil {
			derived[res] = true
		}
	}
	consider := func(c *ir.Call, res *ir.Var) {
		if blocked || c == nil || c.Op == nil {
			return
		}
		dir := ir.MoveDirectionOf(c)
		if c.Op == ir.TileAicGather || c.Op == ir.TileTpushToAic || c.Op == ir.TileTpopFromAiv || dir == ir.MoveVectorToCube {
			blocked = true
			return
		}
		if dir == ir.MoveCubeToVector || c.Op == ir.TileAivShard || c.Op == ir.TileTpopFromAic {
			t := c.T
			if c.Op != ir.TileTpopFromAic {
				if len(c.Args) == 0 {
					blocked = true
					return
				}
				t = c.Args[0].Type()
			}
			record(t, res)
			return
		}
		tt, ok := c.T.(*ir.TileType)
		if !ok || h.dim >= len(tt.Shape) || isConstVal(tt.Shape[h.dim], 1) || ir.CallAffinity(c) == ir.Cube {
			return
		}
		partitioned := false
		for _, a := range c.Args {
			at, ok := a.Type().(*ir.TileType)
			if !ok || h.dim >= len(at.Shape) || isConstVal(at.Shape[h.dim], 1) {
				continue
			}
			partitioned = true
			vl, ok := a.(ir.VarLike)
			if !ok || !derived[vl.VarRef()] {
				blocked = true
				return
			}
		}
		if !partitioned {
			blocked = true
			return
		}
		if res != nil {
			derived[res] = true
		}
	}
	for _, s := range body {
		ir.Walk(s, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.AssignStmt:
				c, _ := n.Value.(*ir.Call)
				consider(c, n.Var)
			case *ir.EvalStmt:
				c, _ := n.Expr.(*ir.Call)
				consider(c, nil)
			}
			return !blocked
		})
	}
	if blocked || !found {
		return nil
	}
	balanced := (valid + 1) / 2
	if balanced <= 0 || valid >= box || balanced == (box+1)/2 {
		return nil
	}
	return fmt.Errorf("LowerAutoVectorSplit: rebalancing a ragged boundary (valid %d of %d on the split axis) across the lanes is not modelled by irfuzz (split_axis_utils.cpp:1240-1257)", valid, box)
}

// lowerExplicitRegions is LowerExplicitRegionFunction (:1000-1078).
func lowerExplicitRegions(f *ir.Function) (*ir.Function, error) {
	used := map[string]bool{}
	for _, p := range f.Params {
		used[p.Name] = true
	}
	ir.Walk(f.Body, func(n ir.Node) bool {
		if v, ok := n.(ir.VarLike); ok {
			used[v.VarRef().Name] = true
		}
		return true
	})
	ir.DefSites(f, func(v *ir.Var) { used[v.Name] = true })
	var err error
	body := lowerRegionsIn(ir.Stmts(f.Body), used, &err)
	if err != nil {
		return nil, err
	}
	nb := ir.Seq(ir.StmtSpan(f.Body), body...)
	if sv := firstScope(nb, ir.ScopeSplitAiv, false); sv != nil {
		return nil, fmt.Errorf("%s: LowerAutoVectorSplit: this pl.split_aiv region is nested inside a scope and cannot be lowered — region lowering does not cross a scope boundary. The scope may be one you wrote ('with pl.at(...)') or the InCore scope the parser adds around a top-level pl.split_aiv. OutlineIncoreScopes only outlines scopes out of Opaque / Orchestration functions, so a scope inside a function declared pl.FunctionType.InCore reaches this pass intact. Fix it one of two ways: (1) declare the enclosing function with plain @pl.function / @pl.jit so the scope is outlined before this pass runs; or (2) move the pl.split_aiv region out of the enclosing scope.", sv.Pos)
	}
	if sc := firstScope(nb, ir.ScopeSplitAiv, true); sc != nil {
		return nil, fmt.Errorf("%s: LowerAutoVectorSplit: a scope survives inside a pl.split_aiv region body. Region lowering does not cross a scope boundary, so the vector ops inside this scope would be emitted full-width and BOTH AIV lanes would compute the whole tile. Every scope must already be outlined by the time this pass runs — declare the enclosing function with plain @pl.function / @pl.jit (Opaque) so OutlineIncoreScopes lifts it, or drop the scope from inside the region.", sc.Pos)
	}
	n := *f
	n.Body = nb
	n.Attrs = append(withoutAttrs(f.Attrs, attrSplitAiv, attrSplitAivRegionValidated),
		ir.Kwarg{Key: attrSplitAiv, Value: true}, ir.Kwarg{Key: attrSplitAivRegionValidated, Value: true})
	return &n, nil
}

// lowerRegionsIn is LowerExplicitRegions (:864-932): regions at any depth
// of for / while / if are lowered in place; other statements stay.
func lowerRegionsIn(ss []ir.Stmt, used map[string]bool, err *error) []ir.Stmt {
	out := make([]ir.Stmt, 0, len(ss))
	for _, s := range ss {
		if *err != nil {
			return out
		}
		switch s := s.(type) {
		case *ir.ScopeStmt:
			if s.Kind != ir.ScopeSplitAiv {
				out = append(out, s)
				continue
			}
			lowered, e := lowerRegion(s, used)
			if e != nil {
				*err = e
				return out
			}
			out = append(out, lowered...)
		case *ir.ForStmt:
			n := *s
			n.Body = ir.Seq(ir.StmtSpan(s.Body), lowerRegionsIn(ir.Stmts(s.Body), used, err)...)
			out = append(out, &n)
		case *ir.WhileStmt:
			n := *s
			n.Body = ir.Seq(ir.StmtSpan(s.Body), lowerRegionsIn(ir.Stmts(s.Body), used, err)...)
			out = append(out, &n)
		case *ir.IfStmt:
			n := *s
			n.Then = ir.Seq(ir.StmtSpan(s.Then), lowerRegionsIn(ir.Stmts(s.Then), used, err)...)
			if s.Else != nil {
				n.Else = ir.Seq(ir.StmtSpan(s.Else), lowerRegionsIn(ir.Stmts(s.Else), used, err)...)
			}
			out = append(out, &n)
		case *ir.SeqStmts:
			out = append(out, &ir.SeqStmts{Stmts: lowerRegionsIn(s.Stmts, used, err), Pos: s.Pos})
		default:
			out = append(out, s)
		}
	}
	return out
}

// lowerRegion is LowerStmts' SplitAivScopeStmt arm (:287-420).
func lowerRegion(r *ir.ScopeStmt, used map[string]bool) ([]ir.Stmt, error) {
	body := ir.Stmts(r.Body)
	if len(body) == 0 || r.Split == ir.SplitNone {
		return body, nil
	}
	explicit := false
	ir.Walk(r.Body, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && ir.IsSplitBoundary(c) {
			explicit = true
		}
		return !explicit
	})
	if explicit {
		return nil, fmt.Errorf("%s: LowerAutoVectorSplit: a pl.split_aiv region holding tile.aiv_shard / tile.aic_gather (lower_auto_vector_split_pass.cpp:367-384) is not modelled by irfuzz", r.Pos)
	}
	// InjectSubblockIdxIntoStmts (split_axis_utils.cpp:1042-1076).
	for _, s := range body {
		ir.Walk(s, func(n ir.Node) bool {
			if a, ok := n.(*ir.AssignStmt); ok {
				used[a.Var.Name] = true
			}
			return true
		})
	}
	pos := ir.StmtSpan(body[0])
	sub := &ir.Var{Name: reserveFreshName("subblock_idx", used), T: ir.Scalar(ir.INDEX), Pos: pos}
	inj := append([]ir.Stmt{&ir.AssignStmt{Var: sub, Value: &ir.Call{Op: ir.TileGetSubblockIdx, T: ir.Scalar(ir.INDEX), Pos: pos}, Pos: pos}}, body...)
	h := newSplitHalver(r.Split, sub)
	lowered := h.lower(inj)
	if h.err != nil {
		return nil, h.err
	}
	return ir.Stmts(h.substStmt(ir.Seq(r.Pos, lowered...))), nil
}
