package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// yieldFixup is PyPTO's YieldFixupMutator (src/ir/transforms/
// memory_reuse_pass.cpp:2656-2960) as MaterializeSemanticAliases runs it
// under the DSA_RP and PTOAS memory planners, which skip MemoryReuse
// (:3097-3133): without it a loop whose yielded value lives in another
// buffer than its carry never updates the carry.
//
// Bottom-up, for every for loop with iter args (:2669-2729): a yielded
// tile whose MemRef is not the same allocation (same base, MemRef::
// SameAllocation) as its iter arg's initial value is copied there by a
// `<name>_mv = tile.move(<value>, target_memory=<init's space>)` inserted
// just before the yield, typed as the value with the initial value's
// MemRef and space (CreateTileMove, :2826-2848); then every iter arg is
// retyped onto its initial value's MemRef and every return var onto its
// yield value's, their uses following (PatchIterArgsAndReturnVars,
// :2852-2915).
//
// With ifs (DSA_RP only; PTOAS leaves if phis to codegen, :2660-2667), for
// every if with return vars (:2731-2808): the then branch's yielded tile
// is the target (the else's when the then yields none); an else value on
// another allocation gets a tile.move before the else's yield, and each
// return var is retyped onto the target's MemRef.
//
// A move from Acc to Acc is PyPTO's internal error (:2835-2840).
//
// Not modelled: the DSA_RP coalescing of accumulator if phis
// (TopDownRetargeter::CoalesceAccumulatorIfPhis, :320-415) and
// NormalizeIdentityCopyBuffersMutator (:2996-3060) that run around it.
type yieldFixup struct {
	ifs bool
	m   *ir.Mutator
	err error
}

func runYieldFixup(f *ir.Function, ifs bool) (*ir.Function, error) {
	y := &yieldFixup{ifs: ifs}
	y.m = &ir.Mutator{Stmt: y.stmt}
	nf := y.m.Function(f)
	if y.err != nil {
		return nil, y.err
	}
	return nf, nil
}

func trailingYield(body ir.Stmt) *ir.YieldStmt {
	ss := ir.Stmts(body)
	if len(ss) == 0 {
		return nil
	}
	y, _ := ss[len(ss)-1].(*ir.YieldStmt)
	return y
}

// tileRef is a plain variable's tile type and MemRef (nil, nil when it
// has none): PyPTO's As<Var>, which an iter arg is not, so a yielded iter
// arg or an iter arg as an initial value is passed over.
func tileRef(e ir.Expr) (*ir.TileType, *ir.MemRef) {
	v, ok := e.(*ir.Var)
	if !ok || v == nil {
		return nil, nil
	}
	tt, _ := v.T.(*ir.TileType)
	if tt == nil || tt.MemRef == nil {
		return nil, nil
	}
	return tt, tt.MemRef
}

func fixupType(tt *ir.TileType, mr *ir.MemRef, space ir.MemorySpace) *ir.TileType {
	return ir.NewTileType(tt.Shape, tt.DType, mr, space, tt.View)
}

// move is CreateTileMove.
func (y *yieldFixup) move(src ir.Expr, dst *ir.MemRef, space ir.MemorySpace) (*ir.Var, ir.Stmt) {
	st, _ := tileRef(src)
	if st.Space == ir.Acc && space == ir.Acc {
		y.err = fmt.Errorf("%s: Internal error: MemoryReuse cannot reconcile divergent L0C accumulator buffers with tile.move; accumulator control-flow values must be coalesced before YieldFixup.", src.Span())
		return nil, nil
	}
	c, err := ir.TileMove.Create([]ir.Expr{src}, []ir.Kwarg{{Key: "target_memory", Value: space}}, src.Span())
	if err != nil {
		y.err = fmt.Errorf("%s: YieldFixup: %v", src.Span(), err)
		return nil, nil
	}
	t := fixupType(st, dst, space)
	v := &ir.Var{Name: valueName(src) + "_mv", T: t, Pos: src.Span()}
	cc := *c
	cc.T = t // the call carries its result's MemRef, as printed and parsed back
	return v, &ir.AssignStmt{Var: v, Value: &cc, Pos: src.Span()}
}

// beforeYield puts stmts before body's trailing yield, which becomes y.
func beforeYield(body ir.Stmt, stmts []ir.Stmt, y *ir.YieldStmt) ir.Stmt {
	ss := ir.Stmts(body)
	out := append(append(append([]ir.Stmt(nil), ss[:len(ss)-1]...), stmts...), y)
	return ir.Seq(body.Span(), out...)
}

func (y *yieldFixup) stmt(s ir.Stmt) ir.Stmt {
	if y.err != nil {
		return s
	}
	switch s := s.(type) {
	case *ir.ForStmt:
		return y.loop(s)
	case *ir.IfStmt:
		if y.ifs {
			return y.ifPhi(s)
		}
	}
	return s
}

func (y *yieldFixup) loop(s *ir.ForStmt) ir.Stmt {
	yl := trailingYield(s.Body)
	if len(s.IterArgs) == 0 || yl == nil {
		return s
	}
	vals := append([]ir.Expr(nil), yl.Values...)
	var moves []ir.Stmt
	for i := 0; i < len(vals) && i < len(s.IterArgs); i++ {
		_, ymr := tileRef(vals[i])
		it, imr := tileRef(s.IterArgs[i].Init)
		if ymr == nil || imr == nil || ymr.Base == imr.Base {
			continue
		}
		v, st := y.move(vals[i], imr, it.Space)
		if v == nil {
			return s
		}
		moves = append(moves, st)
		vals[i] = v
	}
	body := s.Body
	if len(moves) > 0 {
		yl = &ir.YieldStmt{Values: vals, Pos: yl.Pos}
		body = beforeYield(body, moves, yl)
	}
	// PatchIterArgsAndReturnVars.
	inner := &ir.Mutator{}
	ias := append([]*ir.IterArg(nil), s.IterArgs...)
	rvs := append([]*ir.Var(nil), s.ReturnVars...)
	patched := false
	for i, ia := range s.IterArgs {
		it, imr := tileRef(ia.Init)
		if imr == nil {
			continue
		}
		if at, ok := ia.T.(*ir.TileType); ok && at.MemRef != nil && at.MemRef.Base != imr.Base {
			n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: fixupType(at, imr, it.Space), Pos: ia.Pos}, Init: ia.Init}
			inner.Subst(&ia.Var, n)
			ias[i] = n
			patched = true
		}
		if i >= len(rvs) || i >= len(yl.Values) {
			continue
		}
		yt, ymr := tileRef(yl.Values[i])
		if ymr == nil {
			continue
		}
		if rt, ok := rvs[i].T.(*ir.TileType); ok && rt.MemRef != nil && rt.MemRef.Base != ymr.Base {
			n := &ir.Var{Name: rvs[i].Name, T: fixupType(rt, ymr, yt.Space), Pos: rvs[i].Pos}
			y.m.Subst(rvs[i], n)
			rvs[i] = n
			patched = true
		}
	}
	if !patched && len(moves) == 0 {
		return s
	}
	if patched {
		body = inner.StmtTree(body)
	}
	c := *s
	c.IterArgs, c.Body, c.ReturnVars = ias, body, rvs
	return &c
}

func (y *yieldFixup) ifPhi(s *ir.IfStmt) ir.Stmt {
	if len(s.ReturnVars) == 0 {
		return s
	}
	ty := trailingYield(s.Then)
	var ey *ir.YieldStmt
	if s.Else != nil {
		ey = trailingYield(s.Else)
	}
	if ty == nil && ey == nil {
		return s
	}
	rvs := append([]*ir.Var(nil), s.ReturnVars...)
	var evals []ir.Expr
	if ey != nil {
		evals = append([]ir.Expr(nil), ey.Values...)
	}
	var moves []ir.Stmt
	changed := false
	for i := range rvs {
		var tv, ev ir.Expr
		if ty != nil && i < len(ty.Values) {
			tv = ty.Values[i]
		}
		if ey != nil && i < len(ey.Values) {
			ev = ey.Values[i]
		}
		tt, tmr := tileRef(tv)
		et, emr := tileRef(ev)
		if tmr == nil && emr == nil {
			continue
		}
		target, tgt := tt, tmr
		if tgt == nil {
			target, tgt = et, emr
		}
		if tmr != nil && emr != nil && emr.Base != tgt.Base {
			v, st := y.move(ev, tgt, target.Space)
			if v == nil {
				return s
			}
			moves = append(moves, st)
			evals[i] = v
			changed = true
		}
		if rt, ok := rvs[i].T.(*ir.TileType); ok && rt.MemRef != nil && rt.MemRef.Base != tgt.Base {
			n := &ir.Var{Name: rvs[i].Name, T: fixupType(rt, tgt, target.Space), Pos: rvs[i].Pos}
			y.m.Subst(rvs[i], n)
			rvs[i] = n
			changed = true
		}
	}
	if !changed {
		return s
	}
	c := *s
	if len(moves) > 0 {
		c.Else = beforeYield(s.Else, moves, &ir.YieldStmt{Values: evals, Pos: ey.Pos})
	}
	c.ReturnVars = rvs
	return &c
}
