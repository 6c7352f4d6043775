package verifier

import "github.com/irfuzz/irfuzz/ir"

// hasMemRefsRule is HasMemRefs (PyPTO init_memref.cpp, HasMemRefsVerifier;
// pypto-brief §4.7): in every function with a body, every AssignStmt whose
// variable is a TileType carries a MemRef — unless the tile is buffer-less
// by design (ProducesBufferLessTile): the value is a cross-core
// tile.tpop_from_aic / tile.tpop_from_aiv result (its data lives in the
// reserved pipe slot), or a zero-copy view (an op whose output inherits its
// input's memory and is in-place safe: ir.OpDef.InheritsInput() &&
// !NotInplaceSafe) or a plain alias of a variable already found
// buffer-less. tile.transpose is no view (not in-place safe), so its result
// needs a buffer. Tensor types, iter args and return vars are not checked.
// Code 0.
var hasMemRefsRule = &rule{
	name: "HasMemRefs",
	prop: HasMemRefs,
	doc:  "every assigned tile variable has a MemRef, except tpop results and their views",
	run:  runHasMemRefs,
}

func runHasMemRefs(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		bufferLess := map[*ir.Var]bool{}
		w := &irVisitor{stmt: func(s ir.Stmt) bool {
			a, ok := s.(*ir.AssignStmt)
			if !ok || a.Var == nil {
				return true
			}
			if tt, ok := a.Var.T.(*ir.TileType); ok && tt.MemRef == nil {
				if producesBufferLessTile(a.Value, bufferLess) {
					bufferLess[a.Var] = true
				} else {
					p.Errorf(0, a.Var.Pos, "TileType variable '%s' has no MemRef initialized", a.Var.Name)
				}
			}
			return true
		}}
		w.visitStmt(f.Body)
	}
}

// producesBufferLessTile is PyPTO's ProducesBufferLessTile with the
// verifier's source predicate: a tpop result, or a view / alias of a
// variable in bufferLess.
func producesBufferLessTile(value ir.Expr, bufferLess map[*ir.Var]bool) bool {
	if c, ok := value.(*ir.Call); ok {
		if c.Op == nil {
			return false
		}
		if ir.IsCrossCorePop(c) {
			return true
		}
		if c.Op.IsBufferAliasingView() && len(c.Args) > 0 {
			v := ir.VarOf(c.Args[0])
			return v != nil && bufferLess[v]
		}
		return false
	}
	v := ir.VarOf(value)
	return v != nil && bufferLess[v]
}
