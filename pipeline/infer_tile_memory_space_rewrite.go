package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// InferTileMemorySpace: phase 3, the rewrite that inserts the moves and stamps the spaces.

// ---- Phase 3 ---------------------------------------------------------

type memRewriter struct {
	m      *memInfer
	mut    *ir.Mutator
	scopes []map[moveKey]*ir.Var
}

func (m *memInfer) mutate() (*ir.Function, error) {
	r := &memRewriter{m: m, mut: &ir.Mutator{}}
	r.mut.Expr = r.rebuildNested
	f := *m.fn
	f.Params = make([]*ir.Var, len(m.fn.Params))
	for i, p := range m.fn.Params {
		f.Params[i] = r.def(p)
	}
	body, err := r.body(m.fn.Body)
	if err != nil {
		return nil, err
	}
	f.Body = body
	return &f, nil
}

// withSpace returns the type of a tile moved to space sp: same shape,
// dtype and MemRef, the layout triple refreshed to the implicit one of the
// new space, valid shape / pad / compact kept.
func withSpace(tt *ir.TileType, sp ir.MemorySpace) *ir.TileType {
	if tt.Space == sp {
		return tt
	}
	view := tt.Effective()
	imp := ir.ImplicitTileView(tt.Shape, sp)
	view.BLayout, view.SLayout, view.Fractal = imp.BLayout, imp.SLayout, imp.Fractal
	return ir.NewTileType(tt.Shape, tt.DType, tt.MemRef, sp, &view)
}

// def re-types a defined variable and substitutes its later uses.
func (r *memRewriter) def(v *ir.Var) *ir.Var {
	if nv, ok := r.mut.Lookup(v); ok {
		return nv.VarRef()
	}
	t := r.mut.Type(v.T)
	if tt, ok := t.(*ir.TileType); ok {
		if sp, ok := r.m.space[v]; ok {
			t = withSpace(tt, sp)
		}
	}
	if t == v.T {
		return v
	}
	nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
	r.mut.Subst(v, nv)
	return nv
}

func (r *memRewriter) lookupMove(k moveKey) (*ir.Var, bool) {
	for i := len(r.scopes) - 1; i >= 0; i-- {
		if v, ok := r.scopes[i][k]; ok {
			return v, true
		}
	}
	return nil, false
}

// body rewrites a statement list in its own move scope, inserting the
// moves its consumers need, whether it is a SeqStmts or a single
// statement (an if branch, a loop body).
//
// Departure (FaultSoleStmtBodyNoMove restores the pinned pass): PyPTO
// inserts moves only while visiting a SeqStmts (VisitStmt_(SeqStmts) ->
// VisitAndInsertMoves, infer_tile_memory_space_pass.cpp:754-790), so a
// body that is one statement is rewritten in place, its operands taking
// only the moves already made around it, and a consumer there whose move
// was not made before keeps reading the producer's space, which its own
// TileMemoryInferred then rejects (docs/findings.md,
// tilemem-sole-stmt-branch-consumer-no-move.py).
func (r *memRewriter) body(s ir.Stmt) (ir.Stmt, error) {
	if s == nil {
		return nil, nil
	}
	if _, isSeq := s.(*ir.SeqStmts); !isSeq && r.m.ctx.Fault(FaultSoleStmtBodyNoMove) {
		ns, err := r.stmt(s)
		if err != nil {
			return nil, err
		}
		if len(ns) == 1 {
			return ns[0], nil
		}
		return ir.Seq(s.Span(), ns...), nil
	}
	r.scopes = append(r.scopes, map[moveKey]*ir.Var{})
	defer func() { r.scopes = r.scopes[:len(r.scopes)-1] }()
	in := ir.Stmts(s)
	var out []ir.Stmt
	changed := false
	for _, st := range in {
		moves, err := r.movesFor(st)
		if err != nil {
			return nil, err
		}
		ns, err := r.stmt(st)
		if err != nil {
			return nil, err
		}
		if len(moves) > 0 || len(ns) != 1 || ns[0] != st {
			changed = true
		}
		out = append(out, moves...)
		out = append(out, ns...)
	}
	if !changed {
		return s, nil
	}
	if len(out) == 0 {
		return &ir.SeqStmts{Pos: s.Span()}, nil
	}
	return ir.Seq(s.Span(), out...), nil
}

// movesFor emits the tile.move statements a consumer needs before it.
func (r *memRewriter) movesFor(st ir.Stmt) ([]ir.Stmt, error) {
	c := ir.StmtCall(st)
	if c == nil || c.Op == nil {
		return nil, nil
	}
	var out []ir.Stmt
	for _, ic := range r.m.constraints(c) {
		if ic.Arg >= len(c.Args) {
			continue
		}
		v := ir.VarOf(c.Args[ic.Arg])
		if v == nil {
			continue
		}
		k := moveKey{v, ic.Spaces[0]}
		if !r.m.needed[k] {
			continue
		}
		if _, done := r.lookupMove(k); done {
			continue
		}
		p := c.Args[ic.Arg].(ir.VarLike)
		if mid, ok := r.m.viaSpace(v, k.space); ok {
			// No direct route: stage the copy in mid first (an
			// accumulator feeding a cube operand goes Acc -> Mat ->
			// Left/Right). A later consumer of mid reuses the copy.
			mk := moveKey{v, mid}
			hop, done := r.lookupMove(mk)
			if !done {
				st1, err := r.move(p, mid, moveLayout{}, st.Span())
				if err != nil {
					return nil, err
				}
				out = append(out, st1)
				r.scopes[len(r.scopes)-1][mk] = st1.Var
				hop = st1.Var
			}
			p = hop
		}
		l := r.consumerLayout(c, ic.Arg, v, k.space)
		if r.m.vecOnly[c] {
			l = r.extraLayout(k.space)
		}
		mv, err := r.move(p, k.space, l, st.Span())
		if err != nil {
			return nil, err
		}
		out = append(out, mv)
		r.scopes[len(r.scopes)-1][k] = mv.Var
	}
	return out, nil
}

// viaSpace is the space a move of v into target must pass through when
// both live on the cube side and the backend has no direct route from v's
// space into target but has one through an intermediate cube-side space
// (Acc -> Mat -> Left/Right: no chip moves L0C into L0A/L0B directly).
// The first such space in the backend's MovesFrom order is taken. A move
// between the vector and the cube side is left single: ExpandMixedKernel
// rebuilds it as a cross-core push/pop, and a detour through DDR would
// break that. Without a backend, for a direct route, or with no such
// two-hop route, there is none (the single move is emitted, as before,
// and the backend's checks report it). PyPTO's InsertMoveStmt always emits
// the single move, which no chip can run; FaultAccOperandUnrouted
// restores that.
func (m *memInfer) viaSpace(v *ir.Var, target ir.MemorySpace) (ir.MemorySpace, bool) {
	b := m.ctx.Backend
	if b == nil || !ir.CubeSideSpace(target) || m.ctx.Fault(FaultAccOperandUnrouted) {
		return ir.MemNone, false
	}
	src, ok := m.spaceOf(v)
	if !ok || src == target || !ir.CubeSideSpace(src) || b.CanMove(src, target) {
		return ir.MemNone, false
	}
	for _, mid := range b.MovesFrom(src) {
		if mid != target && ir.CubeSideSpace(mid) && b.CanMove(mid, target) {
			return mid, true
		}
	}
	return ir.MemNone, false
}

// moveLayout is the layout a tile.move requests (blayout, slayout kwargs);
// a nil field requests nothing.
type moveLayout struct{ b, s *ir.TileLayout }

// consumerLayout is the layout PyPTO's InsertMovesForConsumer gives the
// move of argument i of c into target
// (src/ir/transforms/infer_tile_memory_space_pass.cpp:805-846): with a
// backend configured, the op's backend layout for that input, with a
// none_box slayout when the target is Vec; and a move from Acc into Vec
// always row_major / none_box (the cube-to-vector pipe un-fractalizes).
func (r *memRewriter) consumerLayout(c *ir.Call, i int, v *ir.Var, target ir.MemorySpace) moveLayout {
	var l moveLayout
	if r.m.ctx.Backend != nil {
		if b, ok := c.Op.Layout.Input(i); ok {
			l.b = &b
			if target == ir.Vec {
				nb := ir.NoneBox
				l.s = &nb
			}
		}
	}
	if sp, ok := r.m.space[v]; ok && sp == ir.Acc && target == ir.Vec {
		l = accToVecLayout()
	}
	return l
}

// accToVecLayout is the row_major / none_box layout of a move from Acc
// into Vec (infer_tile_memory_space_pass.cpp:834-846).
func accToVecLayout() moveLayout {
	b, s := ir.RowMajor, ir.NoneBox
	return moveLayout{&b, &s}
}

// move builds `<producer>_<Space> = tile.move(producer, target_memory=Space)`
// with the requested layout kwargs after target_memory
// (infer_tile_memory_space_pass.cpp:853-890). The producer is passed as
// written (a Var or a loop's IterArg), so the move reads the same node the
// consumer did.
func (r *memRewriter) move(p ir.VarLike, target ir.MemorySpace, l moveLayout, pos ir.Span) (*ir.AssignStmt, error) {
	v := p.VarRef()
	src := ir.Expr(p)
	if nv, ok := r.mut.Lookup(v); ok {
		src = nv
	}
	kws := []ir.Kwarg{{Key: "target_memory", Value: target}}
	if l.b != nil {
		kws = append(kws, ir.Kwarg{Key: "blayout", Value: *l.b})
	}
	if l.s != nil {
		kws = append(kws, ir.Kwarg{Key: "slayout", Value: *l.s})
	}
	c, err := ir.TileMove.Create([]ir.Expr{src}, kws, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: inserting a move of '%s' to %s: %v", pos, v.Name, target, err)
	}
	mv := &ir.Var{Name: v.Name + "_" + target.String(), T: c.T, Pos: pos}
	return &ir.AssignStmt{Var: mv, Value: c, Pos: pos}, nil
}

// extraLayout is the layout of a move the model adds where PyPTO has none
// (a carry's or a phi's move, a move into Vec for an op the vector-op
// rule keeps there): with a backend configured, a move into Vec carries
// the row-major, non-boxed layout vector ops read.
func (r *memRewriter) extraLayout(target ir.MemorySpace) moveLayout {
	if r.m.ctx.Backend != nil && target == ir.Vec {
		return accToVecLayout()
	}
	return moveLayout{}
}

// rebuildNested re-deduces calls nested inside expressions after their
// arguments were substituted (ir.Mutator's Expr hook).
func (r *memRewriter) rebuildNested(e ir.Expr) ir.Expr {
	c, ok := e.(*ir.Call)
	if !ok || c.Op == nil {
		return e
	}
	n, err := c.Op.Create(c.Args, c.Kwargs, c.Pos)
	if err != nil {
		return e
	}
	if _, unknown := n.T.(*ir.UnknownType); unknown {
		n.T = c.T
	}
	n.Attrs = c.Attrs
	return n
}

// call rewrites a top-level call: constrained arguments take the move of
// their scope, a retargetable producer's target_memory follows the
// resolved space, and the call is rebuilt through the registry.
func (r *memRewriter) call(c *ir.Call, lhs *ir.Var) (*ir.Call, error) {
	args := make([]ir.Expr, len(c.Args))
	for i, a := range c.Args {
		args[i] = nil
		if c.Op != nil {
			if sp := r.m.inputSpaces(c, i); sp != nil {
				if v := ir.VarOf(a); v != nil {
					if mv, ok := r.lookupMove(moveKey{v, sp[0]}); ok {
						args[i] = mv
					}
				}
			}
		}
		if args[i] == nil {
			args[i] = r.mut.ExprTree(a)
		}
	}
	if c.Op == nil {
		n := *c
		n.Args, n.T = args, r.mut.Type(c.T)
		return &n, nil
	}
	kws := c.Kwargs
	if lhs != nil && c.Op.Retargetable() {
		if sp, ok := r.m.space[lhs]; ok && c.Op.ResolveOutput(c.Kwargs) != sp {
			kws = setKwarg(c.Kwargs, "target_memory", sp)
		}
	}
	n, err := c.Op.Create(args, kws, c.Pos)
	if err != nil {
		return nil, fmt.Errorf("%s: rebuilding %s after memory inference: %v", c.Pos, c.Op.Name, err)
	}
	switch nt := n.T.(type) {
	case *ir.UnknownType:
		n.T = r.mut.Type(c.T) // explicitly typed results (tpop)
	case *ir.TileType:
		// An ND window read into a 2-D tile by FlattenTileNdTo2D keeps its
		// flattened type: only the space follows the rebuilt call.
		if ot, ok := r.mut.Type(c.T).(*ir.TileType); ok && ot.Rank() != nt.Rank() {
			n.T = withSpace(ot, nt.Space)
		} else if c.Op == ir.TileSlice && len(c.Args) > 0 {
			n.T = sliceOfRetyped(nt, c.Args[0].Type(), args[0].Type())
		} else if c.Op == ir.TileReshape && len(args) > 0 {
			n.T = reshapeInSpace(nt, args[0].Type())
		}
	}
	n.Attrs = c.Attrs
	return n, nil
}

// sliceOfRetyped is the type of a tile.slice rebuilt on a source this pass
// moved to another space. PyPTO's Var rewrite gives such a source an
// explicit view (its effective view with the new space's implicit block
// and inner layouts and fractal), and DeduceTileSliceType copies those
// fields from an explicit source view; only a source without one gets the
// shape-inferred row-major, non-boxed layout. irfuzz's types drop a view
// equal to the implicit one, so the rebuilt slice would fall back to the
// row-major layout: a window of a tile retyped to Mat would not be NZ, and
// a loop carrying it would not match a Mat load it is carried with
// (TypeCheck code 111). A source already in its space before this pass
// keeps what the registry deduced.
func sliceOfRetyped(res *ir.TileType, before, after ir.Type) ir.Type {
	bt, ok1 := before.(*ir.TileType)
	at, ok2 := after.(*ir.TileType)
	if !ok1 || !ok2 || bt.Space == at.Space || at.View != nil || at.Space == ir.MemNone {
		return res
	}
	imp := ir.ImplicitTileView(at.Shape, at.Space)
	view := res.Effective()
	if view.BLayout == imp.BLayout && view.SLayout == imp.SLayout && view.Fractal == imp.Fractal {
		return res
	}
	view.BLayout, view.SLayout, view.Fractal = imp.BLayout, imp.SLayout, imp.Fractal
	return ir.NewTileType(res.Shape, res.DType, res.MemRef, res.Space, &view)
}

// reshapeInSpace is the type of a shape-changing tile.reshape rebuilt on a
// source placed in a memory space (the registry's result inherits it): the
// space's implicit block and inner layouts and fractal, its pad and compact
// kept. PyPTO's DeduceTileReshapeType (src/ir/op/tile_ops/transform.cpp)
// builds a view holding only the new shape as valid shape and the
// shape-inferred block layout, which the TileType constructor's
// CanonicalizeTileViewInPlace (src/ir/type.cpp) collapses to no view at
// all; phase 3's LHS sync (the rebuilt call's view with the resolved space)
// then makes the result whatever its space implies: NZ in Mat, like the
// tile it reshapes, whether or not this pass moved that tile (unlike a
// slice, which copies an explicit source view: sliceOfRetyped). irfuzz's
// reshape deduction also carries the source's pad and compact (PyPTO's
// drops them), which keeps the view explicit, so without this rule the
// reshape of a padded Mat tile kept the shape-inferred row-major,
// non-boxed layout: a loop carrying the padded tile and yielding a reshape
// of it failed TypeCheck code 111 (iter arg NZ, yield ND; campaign finding
// 02d40307bb9b, RF-H10b), and the view read boxed bytes as non-boxed, a
// conversion pto-isa's TRESHAPE rejects. A same-shape reshape keeps its
// source's effective view, space included, and is left alone; so is a
// partly valid one, whose view PyPTO keeps explicit (valid region mapped,
// #2149), so shape-inferred and non-boxed in Mat as the registry deduced.
func reshapeInSpace(res *ir.TileType, src ir.Type) ir.Type {
	st, ok := src.(*ir.TileType)
	if !ok || res.Space == ir.MemNone || sameShape(res, st) {
		return res
	}
	view := res.Effective()
	// PyPTO's view collapses only when nothing but pad / compact keeps it
	// explicit here: a partly valid reshape (the mapped valid region)
	// stays an explicit shape-inferred, non-boxed view there too.
	bare := view
	bare.Pad, bare.Compact = ir.PadNull, ir.CompactNull
	if ir.NewTileType(res.Shape, res.DType, nil, ir.MemNone, &bare).View != nil {
		return res
	}
	imp := ir.ImplicitTileView(res.Shape, res.Space)
	if view.BLayout == imp.BLayout && view.SLayout == imp.SLayout && view.Fractal == imp.Fractal {
		return res
	}
	view.BLayout, view.SLayout, view.Fractal = imp.BLayout, imp.SLayout, imp.Fractal
	return ir.NewTileType(res.Shape, res.DType, res.MemRef, res.Space, &view)
}

// sameShape reports whether two tiles have the same shape (the types' own
// expression comparison, on the shapes alone).
func sameShape(a, b *ir.TileType) bool {
	return ir.TypeEqual(ir.NewTileType(a.Shape, a.DType, nil, ir.MemNone, nil), ir.NewTileType(b.Shape, a.DType, nil, ir.MemNone, nil))
}

// setKwarg returns kws with key set to v (replaced in place, or appended).
func setKwarg(kws []ir.Kwarg, key string, v any) []ir.Kwarg {
	out := append([]ir.Kwarg(nil), kws...)
	for i := range out {
		if out[i].Key == key {
			out[i].Value = v
			return out
		}
	}
	return append(out, ir.Kwarg{Key: key, Value: v})
}

func (r *memRewriter) stmt(s ir.Stmt) ([]ir.Stmt, error) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		c, isCall := s.Value.(*ir.Call)
		if !isCall {
			val := r.mut.ExprTree(s.Value)
			nv := r.def(s.Var)
			if val == s.Value && nv == s.Var {
				return []ir.Stmt{s}, nil
			}
			return []ir.Stmt{&ir.AssignStmt{Var: nv, Value: val, Pos: s.Pos}}, nil
		}
		nc, err := r.call(c, s.Var)
		if err != nil {
			return nil, err
		}
		nv := r.def(s.Var)
		if tt, ok := nc.T.(*ir.TileType); ok && isTile(nv.T) {
			// Sync the LHS with the rebuilt call, keeping the chosen space.
			want := nv.T.(*ir.TileType).Space
			synced := tt
			if synced.Space != want {
				synced = ir.NewTileType(tt.Shape, tt.DType, tt.MemRef, want, tt.View)
			}
			if !ir.TypeEqual(synced, nv.T) {
				nv = &ir.Var{Name: s.Var.Name, T: synced, Pos: s.Var.Pos}
				r.mut.Subst(s.Var, nv)
			}
		}
		return []ir.Stmt{&ir.AssignStmt{Var: nv, Value: nc, Pos: s.Pos}}, nil
	case *ir.EvalStmt:
		c, isCall := s.Expr.(*ir.Call)
		if !isCall {
			return []ir.Stmt{&ir.EvalStmt{Expr: r.mut.ExprTree(s.Expr), Pos: s.Pos}}, nil
		}
		nc, err := r.call(c, nil)
		if err != nil {
			return nil, err
		}
		return []ir.Stmt{&ir.EvalStmt{Expr: nc, Pos: s.Pos}}, nil
	case *ir.YieldStmt:
		return []ir.Stmt{&ir.YieldStmt{Values: r.exprs(s.Values), Pos: s.Pos}}, nil
	case *ir.ReturnStmt:
		return []ir.Stmt{&ir.ReturnStmt{Values: r.exprs(s.Values), Pos: s.Pos}}, nil
	case *ir.SeqStmts:
		b, err := r.body(s)
		if err != nil {
			return nil, err
		}
		return []ir.Stmt{b}, nil
	case *ir.ScopeStmt:
		b, err := r.body(s.Body)
		if err != nil {
			return nil, err
		}
		n := *s.MapHeader(r.mut.ExprTree)
		n.Body = b
		return []ir.Stmt{&n}, nil
	case *ir.IfStmt:
		n := *s
		n.Cond = r.mut.ExprTree(s.Cond)
		var err error
		if n.Then, err = r.body(s.Then); err != nil {
			return nil, err
		}
		if n.Else, err = r.body(s.Else); err != nil {
			return nil, err
		}
		if n.Then, n.Else, err = r.yieldMoves(s, n.Then, n.Else); err != nil {
			return nil, err
		}
		n.ReturnVars = r.phis(s.ReturnVars, n.Then, n.Else)
		return []ir.Stmt{&n}, nil
	case *ir.ForStmt:
		n := *s
		n.Start, n.Stop, n.Step = r.mut.ExprTree(s.Start), r.mut.ExprTree(s.Stop), r.mut.ExprTree(s.Step)
		pre, ias, err := r.iterArgs(s.IterArgs, s.Pos)
		if err != nil {
			return nil, err
		}
		n.IterArgs = ias
		n.LoopVar = r.def(s.LoopVar)
		if n.Body, err = r.body(s.Body); err != nil {
			return nil, err
		}
		n.ReturnVars = r.loopResults(s.ReturnVars, ias)
		return append(pre, &n), nil
	case *ir.WhileStmt:
		n := *s
		pre, ias, err := r.iterArgs(s.IterArgs, s.Pos)
		if err != nil {
			return nil, err
		}
		n.IterArgs = ias
		n.Cond = r.mut.ExprTree(s.Cond)
		if n.Body, err = r.body(s.Body); err != nil {
			return nil, err
		}
		n.ReturnVars = r.loopResults(s.ReturnVars, ias)
		return append(pre, &n), nil
	}
	return []ir.Stmt{s}, nil
}

// yieldMoves inserts, before the trailing yield of the rewritten branches
// of s, the moves collectYieldMoves recorded, and yields the moved values.
// A move into the space the other branch's value lives in takes that
// value's block and inner layouts, so the two yields agree.
func (r *memRewriter) yieldMoves(s *ir.IfStmt, then, els ir.Stmt) (ir.Stmt, ir.Stmt, error) {
	moves := r.m.yieldMoves[s]
	if len(moves) == 0 {
		return then, els, nil
	}
	ty, ey := ir.TrailingYield(then, ir.AnyScope), ir.TrailingYield(els, ir.AnyScope)
	if ty == nil || ey == nil {
		return then, els, nil
	}
	yields := [2]*ir.YieldStmt{ty, ey}
	orig := [2]*ir.YieldStmt{ir.TrailingYield(s.Then, ir.AnyScope), ir.TrailingYield(s.Else, ir.AnyScope)}
	var pre [2][]ir.Stmt
	var vals [2][]ir.Expr
	for k, y := range yields {
		vals[k] = append([]ir.Expr(nil), y.Values...)
	}
	for _, mv := range moves {
		k := 0
		if mv.els {
			k = 1
		}
		if mv.i >= len(vals[k]) || mv.i >= len(vals[1-k]) {
			continue
		}
		src, ok := vals[k][mv.i].(ir.VarLike)
		if !ok {
			continue
		}
		st, err := r.moveLike(src, mv.space, vals[1-k][mv.i].Type(), yields[k].Pos)
		if err != nil {
			return nil, nil, err
		}
		// A move of the value the enclosing statements already made
		// serves when it has the type this one would.
		if orig[k] != nil && mv.i < len(orig[k].Values) {
			if ov := ir.VarOf(orig[k].Values[mv.i]); ov != nil {
				if prev, ok := r.lookupMove(moveKey{ov, mv.space}); ok && ir.TypeEqual(prev.T, st.Var.T) {
					vals[k][mv.i] = prev
					continue
				}
			}
		}
		pre[k] = append(pre[k], st)
		vals[k][mv.i] = st.Var
	}
	out := [2]ir.Stmt{then, els}
	for k, y := range yields {
		changed := len(pre[k]) > 0
		for i := range vals[k] {
			changed = changed || vals[k][i] != y.Values[i]
		}
		if !changed {
			continue
		}
		ny := &ir.YieldStmt{Values: vals[k], Pos: y.Pos}
		out[k] = replaceLastYield(out[k], append(pre[k], ny))
	}
	return out[0], out[1], nil
}

// moveLike is move, with the block and inner layouts of like when it is a
// tile in the target space.
func (r *memRewriter) moveLike(p ir.VarLike, target ir.MemorySpace, like ir.Type, pos ir.Span) (*ir.AssignStmt, error) {
	st, err := r.move(p, target, r.extraLayout(target), pos)
	if err != nil {
		return nil, err
	}
	lt, ok := like.(*ir.TileType)
	mt, ok2 := st.Var.T.(*ir.TileType)
	if !ok || !ok2 || lt.Space != target {
		return st, nil
	}
	lv, mv := lt.Effective(), mt.Effective()
	if lv.BLayout == mv.BLayout && lv.SLayout == mv.SLayout {
		return st, nil
	}
	c := st.Value.(*ir.Call)
	kws := setKwarg(setKwarg(c.Kwargs, "blayout", lv.BLayout), "slayout", lv.SLayout)
	n, err := c.Op.Create(c.Args, kws, pos)
	if err != nil {
		return st, nil // the layout cannot be requested: keep the plain move
	}
	return &ir.AssignStmt{Var: &ir.Var{Name: st.Var.Name, T: n.T, Pos: pos}, Value: n, Pos: pos}, nil
}

// replaceLastYield returns body with its trailing yield (looking through
// statement lists and scopes, as lastYield) replaced by stmts.
func replaceLastYield(body ir.Stmt, stmts []ir.Stmt) ir.Stmt {
	switch s := body.(type) {
	case *ir.YieldStmt:
		return ir.Seq(s.Pos, stmts...)
	case *ir.SeqStmts:
		if len(s.Stmts) == 0 {
			return s
		}
		out := append([]ir.Stmt(nil), s.Stmts[:len(s.Stmts)-1]...)
		last := s.Stmts[len(s.Stmts)-1]
		if _, ok := last.(*ir.YieldStmt); ok {
			out = append(out, stmts...)
		} else {
			out = append(out, replaceLastYield(last, stmts))
		}
		return ir.Seq(s.Pos, out...)
	case *ir.ScopeStmt:
		n := *s
		n.Body = replaceLastYield(s.Body, stmts)
		return &n
	}
	return body
}

func (r *memRewriter) exprs(es []ir.Expr) []ir.Expr {
	out := make([]ir.Expr, len(es))
	for i, e := range es {
		out[i] = r.mut.ExprTree(e)
	}
	return out
}

// phis re-types an if's return vars. A tile phi whose two branches yield
// values of one type takes that type: the view the input annotated may have
// been deduced from an operand this pass moved to another space (a vector
// op on an Acc tile inherits its col-major, compact view; on the moved Vec
// copy it does not), and a phi must carry what its branches yield.
func (r *memRewriter) phis(vs []*ir.Var, then, els ir.Stmt) []*ir.Var {
	ty, ey := ir.TrailingYield(then, ir.AnyScope), ir.TrailingYield(els, ir.AnyScope)
	out := make([]*ir.Var, len(vs))
	for i, v := range vs {
		out[i] = r.def(v)
		if !isTile(out[i].T) || ty == nil || ey == nil || i >= len(ty.Values) || i >= len(ey.Values) {
			continue
		}
		a, b := ty.Values[i].Type(), ey.Values[i].Type()
		at, aok := a.(*ir.TileType)
		bt, bok := b.(*ir.TileType)
		if !aok || !bok || !ir.TypeEqual(adoptLayout(at, bt), bt) {
			continue
		}
		t := adoptLayout(out[i].T.(*ir.TileType), at)
		if t == out[i].T {
			continue
		}
		nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
		r.mut.Subst(v, nv)
		out[i] = nv
	}
	return out
}

// loopResults re-types a loop's result variables: each takes the layout
// of its carry (the value a loop returns is its last carry).
func (r *memRewriter) loopResults(vs []*ir.Var, ias []*ir.IterArg) []*ir.Var {
	out := r.defs(vs)
	for i, v := range out {
		vt, ok := v.T.(*ir.TileType)
		if !ok || i >= len(ias) {
			continue
		}
		ct, ok := ias[i].T.(*ir.TileType)
		if !ok {
			continue
		}
		if t := adoptLayout(vt, ct); t != vt {
			nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
			r.mut.Subst(vs[i], nv)
			out[i] = nv
		}
	}
	return out
}

// adoptLayout returns t with the layout fields (block and inner layouts,
// fractal, compact mode) of from when the two are tiles of one shape,
// dtype and memory space, and t itself otherwise. A carry or phi holds the
// value that flows into it: when this pass re-deduces that value on a
// moved operand (a vector op on an Acc tile inherits a col-major, compact
// view in the input, not on its Vec copy), the annotation the input gave
// the carry is stale. Valid shapes and pad values are the carry's own.
func adoptLayout(t, from *ir.TileType) *ir.TileType {
	if t.Space != from.Space || t.DType != from.DType || len(t.Shape) != len(from.Shape) {
		return t
	}
	for i := range t.Shape {
		if ir.ProveEqual(t.Shape[i], from.Shape[i]) != ir.ProofTrue {
			return t
		}
	}
	tv, fv := t.Effective(), from.Effective()
	if tv.BLayout == fv.BLayout && tv.SLayout == fv.SLayout && tv.Fractal == fv.Fractal && tv.Compact == fv.Compact {
		return t
	}
	tv.BLayout, tv.SLayout, tv.Fractal, tv.Compact = fv.BLayout, fv.SLayout, fv.Fractal, fv.Compact
	return ir.NewTileType(t.Shape, t.DType, t.MemRef, t.Space, &tv)
}

func (r *memRewriter) defs(vs []*ir.Var) []*ir.Var {
	if len(vs) == 0 {
		return vs
	}
	out := make([]*ir.Var, len(vs))
	for i, v := range vs {
		out[i] = r.def(v)
	}
	return out
}

// iterArgs re-types a loop's carries; a carry whose init comes from a
// fixed-space producer of another space starts from a move emitted before
// the loop.
func (r *memRewriter) iterArgs(ias []*ir.IterArg, pos ir.Span) ([]ir.Stmt, []*ir.IterArg, error) {
	if len(ias) == 0 {
		return nil, ias, nil
	}
	var pre []ir.Stmt
	out := make([]*ir.IterArg, len(ias))
	for i, ia := range ias {
		init := r.mut.ExprTree(ia.Init)
		if sp, ok := r.m.carryMoves[ia]; ok {
			v := ir.VarOf(ia.Init)
			if sp == ir.Acc {
				// The init's producer is a fixed-space op, or an op the
				// vector-only rule keeps in Vec (it has no producer entry).
				name, from, where := ir.PrintExpr(ia.Init), "its definition", "another space"
				if v != nil {
					name, where = v.Name, r.spaceName(v)
					if pc := r.m.producer[v]; pc != nil && pc.Op != nil {
						from = pc.Op.Name
					}
				}
				return nil, nil, fmt.Errorf("%s: loop carry '%s' accumulates in Acc, but its initial value '%s' comes from %s, which lives in %s, and no data path leads into Acc: seed the accumulator with tile.create(..., target_memory=pl.Mem.Acc) or pass init_cond to matmul_acc", pos, ia.Name, name, from, where)
			}
			mv, err := r.move(ia.Init.(ir.VarLike), sp, r.extraLayout(sp), pos)
			if err != nil {
				return nil, nil, err
			}
			pre = append(pre, mv)
			init = mv.Var
		}
		t := r.mut.Type(ia.T)
		if tt, ok := t.(*ir.TileType); ok {
			if sp, ok := r.m.space[&ia.Var]; ok {
				t = withSpace(tt, sp)
			}
			if it, ok := init.Type().(*ir.TileType); ok {
				t = adoptLayout(t.(*ir.TileType), it)
			}
		}
		if init == ia.Init && t == ia.T {
			out[i] = ia
			continue
		}
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: t, Pos: ia.Pos}, Init: init}
		r.mut.Subst(&ia.Var, n)
		out[i] = n
	}
	return pre, out, nil
}

func (r *memRewriter) spaceName(v *ir.Var) string {
	if sp, ok := r.m.spaceOf(v); ok {
		return sp.String()
	}
	return "an unresolved space"
}
