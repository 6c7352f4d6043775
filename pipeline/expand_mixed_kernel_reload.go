package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// ExpandMixedKernel: how a cube-to-vector boundary crosses (a push of the
// accumulator, or a reload on the vector core from global memory).

// planReloads decides, for every cube-to-vector boundary, how the data
// crosses. pto-isa's TPUSH sends only an accumulator from the cube core
// (TPush.hpp: Acc or Vec producers, and the cube core has no Vec), so an
// accumulator source is pushed; any other source (a tile InferTileMemorySpace
// staged in Mat because the cube reads it too) must be recomputed on the
// vector core from global memory (vectorReload), and a boundary that allows
// neither is an error naming it. Boundaries are visited in program order.
func (e *mixedSplit) planReloads() error {
	r := &reloader{defs: map[*ir.Var]*ir.AssignStmt{}, invariant: map[*ir.Var]ir.Expr{}}
	var order []*ir.AssignStmt
	ir.Walk(e.fn.Body, func(n ir.Node) bool {
		st, ok := n.(ir.Stmt)
		if !ok {
			return true
		}
		if s, ok := st.(*ir.AssignStmt); ok {
			r.defs[s.Var] = s
			if e.boundary[s] != nil {
				order = append(order, s)
			}
		}
		// A loop carry whose body yields the iter arg itself or the
		// init's variable never changes: its iter arg and result stand
		// for its init.
		if ias, body, rvs, ok := ir.LoopParts(st); ok {
			y := ir.TrailingYieldIn(ir.Stmts(body), nil)
			for k, ia := range ias {
				if y == nil || k >= len(y.Values) {
					continue
				}
				yv := ir.VarOf(y.Values[k])
				iv := ir.VarOf(ia.Init)
				if yv != nil && (yv == &ia.Var || yv == iv) {
					r.invariant[&ia.Var] = ia.Init
					if k < len(rvs) {
						r.invariant[rvs[k]] = ia.Init
					}
				}
			}
		}
		// A branch result both branches yield the same variable for is
		// that variable.
		if is, ok := st.(*ir.IfStmt); ok {
			ty, ey := ir.TrailingYieldIn(ir.Stmts(is.Then), nil), ir.TrailingYieldIn(ir.Stmts(is.Else), nil)
			for k, rv := range is.ReturnVars {
				if ty == nil || ey == nil || k >= len(ty.Values) || k >= len(ey.Values) {
					continue
				}
				if a := ir.VarOf(ty.Values[k]); a != nil {
					if b := ir.VarOf(ey.Values[k]); b != nil && a == b {
						r.invariant[rv] = ty.Values[k]
					}
				}
			}
		}
		return true
	})
	for _, s := range order {
		bm := e.boundary[s]
		if bm.dir != ir.MoveCubeToVector {
			continue
		}
		st, ok := bm.src.Type().(*ir.TileType)
		if !ok || st.Space == ir.Acc {
			continue
		}
		if r.writes == nil {
			r.writes = e.paramWrites()
		}
		chain, why := r.vectorReload(bm.src)
		if chain == nil {
			return fmt.Errorf("%s: ExpandMixedKernel cannot split '%s': the cube-to-vector move of '%s' (in %s) has no legal transport: "+
				"pto-isa's TPUSH hands the vector core only an accumulator (Acc), and %s",
				bm.call.Pos, e.fn.Name, ir.PrintExpr(bm.src), st.Space, why)
		}
		bm.reload = chain
	}
	return nil
}

// reloader holds what vectorReload reads of the original function.
type reloader struct {
	defs map[*ir.Var]*ir.AssignStmt
	// invariant maps the iter arg and result of every loop carry that
	// never changes to the carry's init, and every branch result both
	// branches yield the same variable for to that variable.
	invariant map[*ir.Var]ir.Expr
	// writes lists, per tensor parameter, the statements writing it.
	writes map[*ir.Var][]ir.Stmt
}

// vectorReload returns the assignments whose calls recompute a cube-side
// tile on the vector core: the tile.load it stems from, then each op
// between that load and the tile, load first. Such an op takes the
// previous tile as its only tile operand, lives where that input lives and
// writes nothing (the views slice / reshape / transpose_view /
// set_validshape), so it computes the same values from a Vec
// input. A loop carry that never changes (its body yields the iter arg or
// the init's variable) stands for its init, and a branch result both
// branches yield the same variable for stands for it. The load must read a
// kernel parameter nothing in the kernel writes where the window may lie
// (constant windows that provably miss it are fine), so the second read
// sees what the first did; an overlapping write even on the vector core
// and after the boundary is refused, since it would race with the cube
// core's own load, which the push / pop chain used to order before it.
// Otherwise it returns nil and the reason.
func (r *reloader) vectorReload(src ir.Expr) ([]*ir.AssignStmt, string) {
	var chain []*ir.AssignStmt
	cur := src
	for {
		v := ir.VarOf(cur)
		if v == nil {
			return nil, fmt.Sprintf("'%s' is not a variable", ir.PrintExpr(cur))
		}
		if init, ok := r.invariant[v]; ok {
			cur = init
			continue
		}
		def := r.defs[v]
		if def == nil {
			return nil, fmt.Sprintf("'%s' is a loop carry or branch result, not a tile.load the vector core could repeat", v.Name)
		}
		c, ok := def.Value.(*ir.Call)
		if !ok || c.Op == nil {
			return nil, fmt.Sprintf("'%s' is not computed by an op the vector core could repeat", v.Name)
		}
		if c.Op == ir.TileLoad {
			t := ir.VarOf(c.Args[0])
			ws, param := r.writes[t]
			if !param {
				return nil, fmt.Sprintf("'%s' loads from '%s', which is not a kernel parameter", v.Name, ir.PrintExpr(c.Args[0]))
			}
			win := gmWindow(c)
			for _, w := range ws {
				if boxesOverlap(win, gmWindow(ir.StmtCall(w))) {
					return nil, fmt.Sprintf("'%s' loads from '%s', which the kernel also writes where it may overlap the window (%s at %s): a second load on the vector core could read the written data, or race with the cube core's load",
						v.Name, t.Name, ir.StmtCall(w).OpName(), w.Span())
				}
			}
			chain = append(chain, def)
			for i, j := 0, len(chain)-1; i < j; i, j = i+1, j-1 {
				chain[i], chain[j] = chain[j], chain[i]
			}
			return chain, ""
		}
		if !recomputable(c) {
			return nil, fmt.Sprintf("'%s' is computed by %s, not by a tile.load (or a view of one) the vector core could repeat", v.Name, c.Op.Name)
		}
		chain = append(chain, def)
		cur = c.Args[0]
	}
}

// recomputable reports whether a call computes its result from its first
// argument alone, in that argument's memory, without side effects.
func recomputable(c *ir.Call) bool {
	op := c.Op
	if !op.InheritsInput() || len(op.Writes) > 0 || op.ReusesInput >= 0 || len(c.Args) == 0 {
		return false
	}
	for i, a := range c.Args {
		if _, tile := a.Type().(*ir.TileType); tile != (i == 0) {
			return false
		}
	}
	return true
}

// paramWrites maps every tensor parameter of the kernel to the statements
// that write it (a store's or an in-place op's tensor argument, traced back
// to the parameter it versions).
func (e *mixedSplit) paramWrites() map[*ir.Var][]ir.Stmt {
	origin := e.originParams()
	out := map[*ir.Var][]ir.Stmt{}
	for _, p := range e.fn.Params {
		if _, ok := p.T.(*ir.TensorType); ok {
			out[p] = nil
		}
	}
	ir.Walk(e.fn.Body, func(n ir.Node) bool {
		st, ok := n.(ir.Stmt)
		if !ok {
			return true
		}
		c := ir.StmtCall(st)
		if c == nil || c.Op == nil {
			return true
		}
		idx := append([]int(nil), c.Op.Writes...)
		if c.Op.ReusesInput >= 0 {
			idx = append(idx, c.Op.ReusesInput)
		}
		for _, i := range idx {
			if i >= len(c.Args) {
				continue
			}
			if v := ir.VarOf(c.Args[i]); v != nil {
				if p, ok := origin[v]; ok {
					out[p] = append(out[p], st)
				}
			}
		}
		return true
	})
	return out
}

// reloadStmts lowers, on the vector side, a cube-to-vector boundary whose
// source the vector core recomputes: its own tile.load of the same window
// into Vec, the same single-input ops on it, and a Vec-to-Vec move when the
// result's type still differs from the boundary's destination.
func (e *mixedSplit) reloadStmts(side *splitSide, bm *cvBoundary, pos ir.Span) ([]ir.Stmt, error) {
	var out []ir.Stmt
	var prev ir.Expr
	for i, def := range bm.reload {
		c := def.Value.(*ir.Call)
		args := append([]ir.Expr(nil), c.Args...)
		var kws []ir.Kwarg
		if i == 0 {
			kws = append(kws, ir.Kwarg{Key: "target_memory", Value: ir.Vec})
			for _, kw := range c.Kwargs {
				if kw.Key != "target_memory" {
					kws = append(kws, kw)
				}
			}
		} else {
			args[0] = prev
			kws = c.Kwargs
		}
		nc, err := c.Op.Create(args, kws, pos)
		if err != nil {
			return nil, fmt.Errorf("%s: ExpandMixedKernel (AIV side of '%s'): reloading '%s' into Vec: %v", pos, e.fn.Name, ir.PrintExpr(bm.src), err)
		}
		name := def.Var.Name + "_vec"
		if i == len(bm.reload)-1 && ir.TypeEqual(nc.T, bm.dest.T) {
			name = bm.dest.Name
		}
		v := &ir.Var{Name: name, T: nc.T, Pos: pos}
		out = append(out, &ir.AssignStmt{Var: v, Value: nc, Pos: pos})
		prev = v
	}
	last := prev.(*ir.Var)
	if ir.TypeEqual(last.T, bm.dest.T) {
		side.remap[bm.dest] = last
		return out, nil
	}
	kws := []ir.Kwarg{{Key: "target_memory", Value: ir.Vec}}
	for _, k := range []string{"blayout", "slayout"} {
		if v, ok := bm.call.Kwarg(k); ok {
			kws = append(kws, ir.Kwarg{Key: k, Value: v})
		}
	}
	mv, err := ir.TileMove.Create([]ir.Expr{last}, kws, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: ExpandMixedKernel (AIV side of '%s'): moving the reloaded '%s' to the destination's view: %v", pos, e.fn.Name, ir.PrintExpr(bm.src), err)
	}
	if dt, ok := bm.dest.T.(*ir.TileType); ok && !ir.TypeEqual(mv.T, dt) {
		// The original move took the layouts its target space does not
		// dictate from its cube-side source (an NZ Mat tile, say), which
		// the reloaded Vec tile lacks: name the destination's layouts, so
		// the destination keeps its type and so does every variable typed
		// from it (a loop carry's iter arg, a result).
		want := dt.Effective()
		kws = []ir.Kwarg{{Key: "target_memory", Value: ir.Vec}, {Key: "blayout", Value: want.BLayout}, {Key: "slayout", Value: want.SLayout}}
		if mv2, err := ir.TileMove.Create([]ir.Expr{last}, kws, pos); err == nil && ir.TypeEqual(mv2.T, dt) {
			mv = mv2
		}
	}
	dest := bm.dest
	if !ir.TypeEqual(mv.T, dest.T) {
		dest = &ir.Var{Name: bm.dest.Name, T: mv.T, Pos: bm.dest.Pos}
		side.remap[bm.dest] = dest
	}
	return append(out, &ir.AssignStmt{Var: dest, Value: mv, Pos: pos}), nil
}

// collectDefiners records, for every result of a compound statement (if
// phis, loop return vars), that statement and the compound statements
// enclosing it, outermost first.
func (e *mixedSplit) collectDefiners(stmts []ir.Stmt, outer []ir.Stmt) {
	for _, st := range stmts {
		var rvs []*ir.Var
		var bodies []ir.Stmt
		switch s := st.(type) {
		case *ir.IfStmt:
			rvs, bodies = s.ReturnVars, []ir.Stmt{s.Then, s.Else}
		case *ir.ForStmt:
			rvs, bodies = s.ReturnVars, []ir.Stmt{s.Body}
		case *ir.WhileStmt:
			rvs, bodies = s.ReturnVars, []ir.Stmt{s.Body}
		case *ir.ScopeStmt:
			bodies = []ir.Stmt{s.Body}
		case *ir.SeqStmts:
			e.collectDefiners(s.Stmts, outer)
			continue
		default:
			continue
		}
		path := append(append([]ir.Stmt(nil), outer...), st)
		for _, rv := range rvs {
			e.definers[rv] = path
		}
		for _, b := range bodies {
			e.collectDefiners(ir.Stmts(b), path)
		}
	}
}
