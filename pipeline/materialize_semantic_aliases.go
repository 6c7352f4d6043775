package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// MaterializeSemanticAliases makes a for loop's yielded value live in its
// carry's buffer: PyPTO's pass of that name, run between InitMemRef and
// MemoryReuse (python/pypto/ir/pass_manager.py:216-221;
// src/ir/transforms/memory_reuse_pass.cpp:3083-3138, the TopDownRetargeter
// at :287-813 and the RetypeApplier at :815-975).
//
// For every for loop, outermost first, and each tile carry with a MemRef,
// the yield value's producer is retyped onto the iter arg's MemRef (and
// memory space) when that is allowed (TryRetargetVar, :495-521):
//   - an op whose result reuses an input (matmul_acc, OpDef.ReusesInput)
//     passes the target on to that input and follows it (:539-548);
//   - an op inheriting its input's memory (a view) declines, except
//     tile.set_validshape of a zero-offset alias, which passes the target on
//     to its input (:575-589);
//   - an op with a target_memory kwarg declines unless the kwarg is the
//     target's space (:590-592); an op with a fixed output space other than
//     the target's declines (:593);
//   - an op that is not in-place safe declines when an argument already
//     lives on the target base (tile.prelu on a5: its first two) (:594-597);
//   - otherwise the target must be dead at the assignment: no statement
//     after it in any enclosing statement list, up to the enclosing for
//     body, reads or writes the target base (IsTargetDeadAtAssign,
//     :776-812);
//   - an if's return var passes the target to both branches' yield values,
//     a for's return var to its yield value and its initial value, an iter
//     arg to its initial value (:647-709).
//
// A read here is what PyPTO's SubtreeReadBaseCollector sees (:230-257): a
// variable of a tile type with a MemRef in an expression, an if's or
// loop's return vars, and an iter arg's initial value wherever the iter
// arg is referenced (its own base is not counted). While loops are not
// walked (VisitForStmts, :334-347).
//
// The planned retypes are applied to definitions and uses; a view whose
// input was moved to another buffer follows it, at its own byte offset
// (FollowRetargetedViewInput, :890-962). Orchestration functions are left
// alone (:3087). Under the DSA_RP and PTOAS memory planners, which skip
// MemoryReuse, the pass then runs MemoryReuse's YieldFixup (:3097-3133,
// yield_fixup.go): for loops and ifs under DSA_RP, for loops only under
// PTOAS. DSA_RP's accumulator if-phi coalescing and identity-copy
// normalization around it (:3117-3126) are not modelled.
var MaterializeSemanticAliases = &Pass{
	Name:     "MaterializeSemanticAliases",
	Doc:      "retype a loop's yielded value onto its carry's buffer",
	Required: set(pSIO, pITO, pHMR, pT2D, pNSS),
	Produced: set(pHMR),
	Run:      runMaterializeSemanticAliases,
}

func runMaterializeSemanticAliases(p *ir.Program, ctx *Context) (*ir.Program, error) {
	var out *ir.Program
	for i, f := range p.Funcs {
		if f.Body == nil || f.Kind == ir.Orchestration {
			continue
		}
		nf := newRetargeter(ctx, f).run()
		if pl := ctx.planner(); pl != PlannerPyPTO {
			var err error
			if nf, err = runYieldFixup(nf, pl == PlannerDsaRP); err != nil {
				return nil, err
			}
		}
		if nf == f {
			continue
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

// varDefKind is where a tile variable is defined (PyPTO's VarDef::Kind).
type varDefKind uint8

const (
	defAssign varDefKind = iota
	defIfReturn
	defForReturn
	defIterArg
)

// varDef is one tile variable's definition site; ancestors are the
// enclosing statements, outermost first (not the assignment itself).
type varDef struct {
	kind      varDefKind
	assign    *ir.AssignStmt
	ctl       ir.Stmt // *ir.IfStmt or *ir.ForStmt
	idx       int     // return var / iter arg index
	ia        *ir.IterArg
	ancestors []ir.Stmt
}

type retargeter struct {
	ctx      *Context
	fn       *ir.Function
	defs     map[*ir.Var]*varDef
	rewrites map[*ir.Var]ir.Type
	visiting map[*ir.Var]bool
}

func newRetargeter(ctx *Context, f *ir.Function) *retargeter {
	return &retargeter{ctx: ctx, fn: f, defs: map[*ir.Var]*varDef{},
		rewrites: map[*ir.Var]ir.Type{}, visiting: map[*ir.Var]bool{}}
}

func (t *retargeter) run() *ir.Function {
	t.defMap(t.fn.Body, nil)
	t.visitFors(t.fn.Body)
	if len(t.rewrites) == 0 {
		return t.fn
	}
	return t.apply()
}

// defMap records every tile variable's definition (DefMapVisitor,
// memory_reuse_pass.cpp:132-225): statement lists, ifs, for loops and
// scopes are ancestors; while loops are walked through without being one.
func (t *retargeter) defMap(s ir.Stmt, anc []ir.Stmt) {
	push := func(s ir.Stmt) []ir.Stmt { return append(append([]ir.Stmt(nil), anc...), s) }
	switch s := s.(type) {
	case *ir.SeqStmts:
		in := push(s)
		for _, c := range s.Stmts {
			t.defMap(c, in)
		}
	case *ir.AssignStmt:
		if _, ok := s.Var.T.(*ir.TileType); ok {
			t.defs[s.Var] = &varDef{kind: defAssign, assign: s, ancestors: anc}
		}
	case *ir.IfStmt:
		for i, rv := range s.ReturnVars {
			if _, ok := rv.T.(*ir.TileType); ok {
				t.defs[rv] = &varDef{kind: defIfReturn, ctl: s, idx: i}
			}
		}
		in := push(s)
		t.defMap(s.Then, in)
		if s.Else != nil {
			t.defMap(s.Else, in)
		}
	case *ir.ForStmt:
		for i, ia := range s.IterArgs {
			if _, ok := ia.T.(*ir.TileType); ok {
				t.defs[&ia.Var] = &varDef{kind: defIterArg, ctl: s, idx: i, ia: ia}
			}
		}
		for i, rv := range s.ReturnVars {
			if _, ok := rv.T.(*ir.TileType); ok {
				t.defs[rv] = &varDef{kind: defForReturn, ctl: s, idx: i}
			}
		}
		t.defMap(s.Body, push(s))
	case *ir.WhileStmt:
		t.defMap(s.Body, anc)
	case *ir.ScopeStmt:
		t.defMap(s.Body, push(s))
	}
}

// visitFors propagates each for loop's carries, outer loops first
// (VisitForStmts, :334-347).
func (t *retargeter) visitFors(s ir.Stmt) {
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			t.visitFors(c)
		}
	case *ir.ForStmt:
		t.propagate(s)
		t.visitFors(s.Body)
	case *ir.IfStmt:
		t.visitFors(s.Then)
		t.visitFors(s.Else)
	case *ir.ScopeStmt:
		t.visitFors(s.Body)
	}
}

// findYield is PyPTO's FindYieldStmt: the body itself, or the first yield
// found depth-first through nested statement lists.
func findYield(s ir.Stmt) *ir.YieldStmt {
	switch s := s.(type) {
	case *ir.YieldStmt:
		return s
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			if y := findYield(c); y != nil {
				return y
			}
		}
	}
	return nil
}

// propagate is PropagateFromForStmt (:349-372).
func (t *retargeter) propagate(f *ir.ForStmt) {
	if len(f.IterArgs) == 0 {
		return
	}
	y := findYield(f.Body)
	if y == nil {
		return
	}
	for i, ia := range f.IterArgs {
		if i >= len(y.Values) {
			break
		}
		typ := ia.T
		if r, ok := t.rewrites[&ia.Var]; ok {
			typ = r
		}
		tt, ok := typ.(*ir.TileType)
		if !ok || tt.MemRef == nil {
			continue
		}
		yv := ir.VarOf(y.Values[i])
		if yv == nil {
			continue
		}
		t.retarget(yv, tt.MemRef, tt.Space)
	}
}

// currentBase is a variable's (possibly planned) MemRef base.
func (t *retargeter) currentBase(v *ir.Var) *ir.Var {
	typ := v.T
	if r, ok := t.rewrites[v]; ok {
		typ = r
	}
	if tt, ok := typ.(*ir.TileType); ok && tt.MemRef != nil {
		return tt.MemRef.Base
	}
	return nil
}

// retarget is TryRetargetVar (:495-521).
func (t *retargeter) retarget(v *ir.Var, target *ir.MemRef, space ir.MemorySpace) bool {
	if t.currentBase(v) == target.Base {
		return true
	}
	if t.visiting[v] {
		return false
	}
	t.visiting[v] = true
	defer delete(t.visiting, v)
	d := t.defs[v]
	if d == nil {
		return false
	}
	switch d.kind {
	case defAssign:
		return t.retargetAssign(v, d, target, space)
	case defIfReturn:
		s := d.ctl.(*ir.IfStmt)
		branch := func(b ir.Stmt) bool {
			y := findYield(b)
			if y == nil || d.idx >= len(y.Values) {
				return false
			}
			yv := ir.VarOf(y.Values[d.idx])
			return yv != nil && t.retarget(yv, target, space)
		}
		thenOK := branch(s.Then)
		elseOK := s.Else == nil || branch(s.Else)
		if !thenOK || !elseOK {
			return false
		}
		t.plan(v, target, space)
		return true
	case defForReturn:
		f := d.ctl.(*ir.ForStmt)
		y := findYield(f.Body)
		if y == nil || d.idx >= len(y.Values) {
			return false
		}
		yv := ir.VarOf(y.Values[d.idx])
		if yv == nil || !t.retarget(yv, target, space) {
			return false
		}
		if d.idx < len(f.IterArgs) {
			ia := f.IterArgs[d.idx]
			if iv := ir.VarOf(ia.Init); iv != nil && !t.retarget(iv, target, space) {
				return false
			}
			t.plan(&ia.Var, target, space)
		}
		t.plan(v, target, space)
		return true
	case defIterArg:
		iv := ir.VarOf(d.ia.Init)
		if iv == nil || !t.retarget(iv, target, space) {
			return false
		}
		t.plan(v, target, space)
		return true
	}
	return false
}

// retargetAssign is RetargetAssign (:530-609).
func (t *retargeter) retargetAssign(v *ir.Var, d *varDef, target *ir.MemRef, space ir.MemorySpace) bool {
	c, ok := d.assign.Value.(*ir.Call)
	if !ok || c.Op == nil {
		return false
	}
	op := c.Op
	if k := op.ReusesInput; k >= 0 {
		if k >= len(c.Args) {
			return false
		}
		in := ir.VarOf(c.Args[k])
		if in == nil || !t.retarget(in, target, space) {
			return false
		}
		t.plan(v, target, space)
		return true
	}
	if op.InheritsInput() {
		if op != ir.TileSetValidshape || len(c.Args) == 0 {
			return false
		}
		in := ir.VarOf(c.Args[0])
		if in == nil {
			return false
		}
		it, ot := memTile(in), memTile(v)
		if it == nil || ot == nil || it.MemRef == nil || ot.MemRef == nil || !memSameAllocation(it.MemRef, ot.MemRef) {
			return false
		}
		if !t.retarget(in, target, space) {
			return false
		}
		t.plan(v, target, space)
		return true
	}
	if kv, has := c.Kwarg("target_memory"); has {
		if m, ok := kv.(ir.MemorySpace); !ok || m != space {
			return false
		}
	}
	if fixed := op.ResolveOutput(c.Kwargs); op.Output.Kind == ir.OutFixed && fixed != ir.MemNone && fixed != space {
		return false
	}
	if op.NotInplaceSafe {
		n := len(c.Args)
		if op == ir.TilePrelu && t.ctx != nil && t.ctx.Backend != nil && t.ctx.Backend.Arch == "a5" {
			n = 2
		}
		for _, a := range c.Args[:min(n, len(c.Args))] {
			if readsBase(a, target.Base) {
				return false
			}
		}
	}
	if !t.deadAt(d, target.Base, nil) {
		return false
	}
	t.plan(v, target, space)
	return true
}

// memSameAllocation is PyPTO's MemRef::SameAllocation: one base.
func memSameAllocation(a, b *ir.MemRef) bool { return a != nil && b != nil && a.Base == b.Base }

// plan is PlanRewrite (:750-753): the variable's type with the target
// MemRef and memory space.
func (t *retargeter) plan(v *ir.Var, target *ir.MemRef, space ir.MemorySpace) {
	t.rewrites[v] = memRetype(v.T, target, space)
}

// memRetype is CloneTypeWithMemRef with a memory-space override
// (memref_utils.h:54-81).
func memRetype(typ ir.Type, mr *ir.MemRef, space ir.MemorySpace) ir.Type {
	if tt, ok := typ.(*ir.TileType); ok {
		return ir.NewTileType(tt.Shape, tt.DType, mr, space, tt.View)
	}
	return memWithRef(typ, mr)
}

// deadAt is IsTargetDeadAtAssign (:776-812): no statement after the
// assignment in any enclosing statement list reads or writes the target
// base, up to the first enclosing for loop (or stop).
func (t *retargeter) deadAt(d *varDef, base *ir.Var, stop ir.Stmt) bool {
	var child ir.Stmt = d.assign
	for i := len(d.ancestors) - 1; i >= 0; i-- {
		anc := d.ancestors[i]
		if seq, ok := anc.(*ir.SeqStmts); ok {
			for j, s := range seq.Stmts {
				if s != child {
					continue
				}
				for _, later := range seq.Stmts[j+1:] {
					if subtreeReadsBase(later, base) || subtreeWritesBase(later, base) {
						return false
					}
				}
				break
			}
		}
		if stop != nil && anc == stop {
			return true
		}
		if _, ok := anc.(*ir.ForStmt); ok {
			return true
		}
		child = anc
	}
	return true
}

// tileBase is the MemRef base of a variable of a tile type, or nil.
func tileBase(v *ir.Var) *ir.Var {
	if tt, ok := v.T.(*ir.TileType); ok && tt.MemRef != nil {
		return tt.MemRef.Base
	}
	return nil
}

// readsBase reports whether an expression reads the base the way PyPTO's
// SubtreeReadBaseCollector does (:230-257): a tile variable on it, or,
// for an iter arg, its initial value.
func readsBase(e ir.Expr, base *ir.Var) bool {
	found := false
	var walk func(e ir.Expr)
	walk = func(e ir.Expr) {
		ir.WalkExpr(e, func(n ir.Node) bool {
			if found {
				return false
			}
			switch x := n.(type) {
			case *ir.Var:
				if tileBase(x) == base {
					found = true
				}
			case *ir.IterArg:
				walk(x.Init)
			}
			return !found
		})
	}
	walk(e)
	return found
}

// subtreeReadsBase is SubtreeReadsBase (:247-251): the reads of a
// statement and everything below it, if and loop return vars included,
// assigned variables excluded.
func subtreeReadsBase(s ir.Stmt, base *ir.Var) bool {
	found := false
	ir.Walk(s, func(n ir.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case ir.Expr:
			if readsBase(x, base) {
				found = true
			}
			return false
		case *ir.IfStmt:
			for _, rv := range x.ReturnVars {
				if tileBase(rv) == base {
					found = true
				}
			}
		case *ir.ForStmt:
			for _, rv := range x.ReturnVars {
				if tileBase(rv) == base {
					found = true
				}
			}
		case *ir.WhileStmt:
			for _, rv := range x.ReturnVars {
				if tileBase(rv) == base {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// subtreeWritesBase is SubtreeWritesBase (:259-275): an assignment below
// the statement whose variable is on the base.
func subtreeWritesBase(s ir.Stmt, base *ir.Var) bool {
	found := false
	ir.Walk(s, func(n ir.Node) bool {
		if found {
			return false
		}
		if a, ok := n.(*ir.AssignStmt); ok && tileBase(a.Var) == base {
			found = true
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr && !found
	})
	return found
}

// apply is RetypeApplier (:815-975): the planned types at the definitions
// (and so at every use), and a view whose input moved to another buffer
// follows it (FollowRetargetedViewInput, :890-962).
func (t *retargeter) apply() *ir.Function {
	types := map[*ir.Var]ir.Type{}
	for v, typ := range t.rewrites {
		types[v] = typ
	}
	// Views follow their input in program order; an input is moved when
	// it has a planned type (its own or a followed one).
	ir.Walk(t.fn.Body, func(n ir.Node) bool {
		a, ok := n.(*ir.AssignStmt)
		if !ok {
			_, isExpr := n.(ir.Expr)
			return !isExpr
		}
		if _, planned := types[a.Var]; planned {
			return false
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op == nil || len(c.Args) == 0 || !c.Op.InheritsInput() {
			return false
		}
		in := ir.VarOf(c.Args[0])
		if in == nil {
			return false
		}
		nt, moved := types[in]
		if !moved {
			return false
		}
		out, inOld, inNew := memRefOf(a.Var.T), memRefOf(in.T), memRefOf(nt)
		if out == nil || inOld == nil || inNew == nil || out.Base != inOld.Base || inNew.Base == inOld.Base {
			return false
		}
		var extra ir.Expr = ir.ConstI(0)
		if c.Op == ir.TileSlice {
			if pt, ok := in.T.(*ir.TileType); ok {
				if off, err := memSliceOffset(c, pt); err == nil {
					extra = off
				}
			}
		}
		mr := inNew
		if k, ok := memConst(extra); !ok || k != 0 || out.Size != inNew.Size {
			mr = &ir.MemRef{Base: inNew.Base, Offset: memAdd(inNew.Offset, extra), Size: out.Size}
		}
		if ntt, ok := nt.(*ir.TileType); ok {
			types[a.Var] = memRetype(a.Var.T, mr, ntt.Space)
		} else {
			types[a.Var] = memWithRef(a.Var.T, mr)
		}
		return false
	})
	m := &ir.Mutator{Def: func(v *ir.Var) *ir.Var {
		if typ, ok := types[v]; ok {
			return &ir.Var{Name: v.Name, T: typ, Pos: v.Pos}
		}
		return v
	}}
	m.Stmt = func(s ir.Stmt) ir.Stmt { return memSyncAssign(s) }
	return m.Function(t.fn)
}
