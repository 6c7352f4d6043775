package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// FuseCreateAssembleToSlice lets an orchestration tensor that is created
// only to be assembled into another be a window of that other tensor
// instead (PyPTO's FuseCreateAssembleToSlice, src/ir/transforms/
// fuse_create_assemble_to_slice_pass.cpp; it runs right after
// FoldNoOpReshape, python/pypto/ir/pass_manager.py:239).
//
// In each Orchestration function (:366-369), a tensor.create whose buffer
// (ir.BufferRoots) is assembled exactly once, by a non-atomic
// `t = tensor.assemble(target, src, offsets)` with literal offsets (a
// tuple, directly or through a variable), becomes
// `tensor.slice(target, shape, offsets)` — with leading 1s added to the
// shape when the offsets have more dimensions, the variable then taking
// the slice's type — and the assemble is removed, its result standing for
// its target (:56-160, :191-214). A created buffer assembled twice, or by
// an atomic assemble, is left alone (:85-103). Afterwards a loop carry its
// body now yields back unchanged is removed, its uses reading the initial
// value (:220-300; as in PyPTO a while condition is not substituted).
var FuseCreateAssembleToSlice = &Pass{
	Name:     "FuseCreateAssembleToSlice",
	Doc:      "turn a created tensor assembled once into a slice of the assemble's target",
	Required: set(pSIO),
	Run:      runFuseCreateAssembleToSlice,
}

func runFuseCreateAssembleToSlice(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f == nil || f.Body == nil || f.Kind != ir.Orchestration || !hasTensorCreate(f.Body) {
			continue
		}
		roots := ir.CollectBufferRoots(p, f)
		fusible := collectAssemblePatterns(f.Body, roots)
		if len(fusible) == 0 {
			continue
		}
		if body := fuseCreateAssemble(f.Body, roots, fusible); body != f.Body {
			nf := *f
			nf.Body = body
			out.Funcs[i] = &nf
			changed = true
		}
	}
	if !changed {
		return p, nil
	}
	return &out, nil
}

func hasTensorCreate(body ir.Stmt) bool {
	found := false
	ir.Walk(body, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op == ir.TensorCreate {
			found = true
		}
		return !found
	})
	return found
}

// fuseInfo is where a fusible created buffer is assembled.
type fuseInfo struct {
	target  ir.Expr
	offsets *ir.MakeTuple
}

// collectAssemblePatterns is AssemblePatternCollector (:56-160): the
// created buffers assembled exactly once, non-atomically, with known
// offsets.
func collectAssemblePatterns(body ir.Stmt, roots *ir.BufferRoots) map[*ir.Var]*fuseInfo {
	fusible := map[*ir.Var]*fuseInfo{}
	nonFusible := map[*ir.Var]bool{}
	created := map[*ir.Var]bool{}
	tuples := map[*ir.Var]*ir.MakeTuple{}
	ir.Walk(body, func(n ir.Node) bool {
		a, ok := n.(*ir.AssignStmt)
		if !ok {
			_, isExpr := n.(ir.Expr)
			return !isExpr
		}
		switch v := a.Value.(type) {
		case *ir.MakeTuple:
			tuples[a.Var] = v
		case *ir.Call:
			switch {
			case v.Op == ir.TensorCreate:
				if roots.Root[a.Var] == a.Var {
					created[a.Var] = true
				}
			case v.Op == ir.TensorAssemble && len(v.Args) == 3:
				src := roots.Resolve(v.Args[1])
				offs, ok := v.Args[2].(*ir.MakeTuple)
				if tv, isVar := v.Args[2].(ir.VarLike); isVar {
					offs, ok = tuples[tv.VarRef()]
				}
				if src == nil || !ok || offs == nil || !created[src] {
					break
				}
				if at, _ := v.Kwarg("atomic"); at != nil && at != ir.AtomicNone {
					delete(fusible, src)
					nonFusible[src] = true
					break
				}
				if nonFusible[src] {
					break
				}
				if _, dup := fusible[src]; dup {
					delete(fusible, src)
					nonFusible[src] = true
					break
				}
				fusible[src] = &fuseInfo{target: v.Args[0], offsets: offs}
			}
		case ir.VarLike:
			if t, ok := tuples[v.VarRef()]; ok {
				tuples[a.Var] = t
			}
		}
		return false
	})
	return fusible
}

// fuseCreateAssemble is FuseCreateAssembleMutator (:166-348).
func fuseCreateAssemble(body ir.Stmt, roots *ir.BufferRoots, fusible map[*ir.Var]*fuseInfo) ir.Stmt {
	m := &ir.Mutator{}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		switch s := s.(type) {
		case *ir.AssignStmt:
			c, ok := s.Value.(*ir.Call)
			if !ok {
				return s
			}
			switch {
			case c.Op == ir.TensorCreate:
				if info := fusible[roots.Root[s.Var]]; info != nil {
					return createToSlice(m, s, c, info)
				}
			case c.Op == ir.TensorAssemble && len(c.Args) == 3:
				if src := roots.Resolve(c.Args[1]); src != nil && fusible[src] != nil {
					if t, ok := c.Args[0].(ir.VarLike); ok {
						m.Subst(s.Var, t)
						return nil
					}
				}
			}
		case *ir.ForStmt, *ir.WhileStmt:
			return stripPassThroughCarries(m, s)
		}
		return s
	}
	return m.StmtTree(body)
}

// createToSlice is RewriteCreateToSlice (:191-226).
func createToSlice(m *ir.Mutator, a *ir.AssignStmt, c *ir.Call, info *fuseInfo) ir.Stmt {
	rt, ok := c.T.(*ir.TensorType)
	if !ok {
		return a
	}
	n, offN := len(rt.Shape), len(info.offsets.Elems)
	var shape []ir.Expr
	for i := n; i < offN; i++ {
		shape = append(shape, ir.ConstI(1))
	}
	shape = append(shape, rt.Shape...)
	target := m.ExprTree(info.target)
	sl, err := ir.TensorSlice.Create([]ir.Expr{target, &ir.MakeTuple{Elems: shape, Pos: a.Pos}, info.offsets}, nil, a.Pos)
	if err != nil {
		return a // PyPTO's OpRegistry::Create would throw; the model keeps the create
	}
	if offN > n {
		nv := &ir.Var{Name: a.Var.Name, T: sl.T, Pos: a.Var.Pos}
		m.Subst(a.Var, nv)
		return &ir.AssignStmt{Var: nv, Value: sl, Pos: a.Pos}
	}
	return &ir.AssignStmt{Var: a.Var, Value: sl, Pos: a.Pos}
}

// stripPassThroughCarries is StripPassThroughIterArgs and its while form
// (:228-300): carries whose trailing yield passes the iter arg back
// unchanged are dropped; their return variables and in-body uses read the
// initial value.
func stripPassThroughCarries(m *ir.Mutator, s ir.Stmt) ir.Stmt {
	var ias []*ir.IterArg
	var rvs []*ir.Var
	var body ir.Stmt
	switch s := s.(type) {
	case *ir.ForStmt:
		ias, rvs, body = s.IterArgs, s.ReturnVars, s.Body
	case *ir.WhileStmt:
		ias, rvs, body = s.IterArgs, s.ReturnVars, s.Body
	}
	if len(ias) == 0 {
		return s
	}
	y := trailingYieldDirect(body)
	if y == nil || len(y.Values) != len(ias) {
		return s
	}
	var keepIA []*ir.IterArg
	var keepRV []*ir.Var
	var keepY []ir.Expr
	sub := &ir.Mutator{}
	found := false
	for i, ia := range ias {
		if v, ok := y.Values[i].(ir.VarLike); ok && v.VarRef() == &ia.Var {
			found = true
			if init, ok := ia.Init.(ir.VarLike); ok {
				if i < len(rvs) {
					m.Subst(rvs[i], init)
				}
				sub.Subst(&ia.Var, init)
				continue
			}
			return s // the model substitutes variables only
		}
		keepIA = append(keepIA, ia)
		if i < len(rvs) {
			keepRV = append(keepRV, rvs[i])
		}
		keepY = append(keepY, y.Values[i])
	}
	if !found {
		return s
	}
	stmts := append([]ir.Stmt(nil), ir.Stmts(body)...)
	stmts = stmts[:len(stmts)-1]
	if len(keepY) > 0 {
		stmts = append(stmts, &ir.YieldStmt{Values: keepY, Pos: y.Pos})
	}
	nb := ir.Seq(body.Span(), stmts...)
	nb = sub.StmtTree(nb)
	switch s := s.(type) {
	case *ir.ForStmt:
		n := *s
		n.IterArgs, n.ReturnVars, n.Body = keepIA, keepRV, nb
		return &n
	case *ir.WhileStmt:
		n := *s
		// PyPTO substitutes the body only, not the condition (:279-282).
		n.IterArgs, n.ReturnVars, n.Body = keepIA, keepRV, nb
		return &n
	}
	return s
}

// trailingYieldDirect is GetTrailingYield (:302-308): the last statement
// of a statement list, or the body itself, when it is a yield.
func trailingYieldDirect(body ir.Stmt) *ir.YieldStmt {
	st := ir.Stmts(body)
	if len(st) == 0 {
		return nil
	}
	y, _ := st[len(st)-1].(*ir.YieldStmt)
	return y
}
