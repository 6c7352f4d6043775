package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// The lineage of ExpandMixedKernel's GM tensors: which parameter each
// version of a tensor (a store's write-back, an alias, a loop carry, an if
// result) stands for, as PyPTO's return lineage and its dangling-reference
// repair read it, and as the model's cross-core fence follows it.

// storeWrites returns the tensor argument a call writes back through its
// result (tile.store: the registry's ReusesInput on a tensor argument).
func storeWrites(c *ir.Call) (ir.Expr, bool) {
	if c.Op == nil || c.Op.ReusesInput < 0 || c.Op.ReusesInput >= len(c.Args) || c.Op.Args[c.Op.ReusesInput].Kind != ir.ArgTensor {
		return nil, false
	}
	return c.Args[c.Op.ReusesInput], true
}

// originParams maps each variable of the original function that is a
// version of a parameter (through store write-backs, aliases and loop
// carries) to that parameter; a loop result takes the origin of its
// carry's init, as PyPTO's return lineage does, and an if result none.
func (e *mixedSplit) originParams() map[*ir.Var]*ir.Var {
	return e.paramVersions(func(origin map[*ir.Var]*ir.Var, ias []*ir.IterArg, _ ir.Stmt, i int) *ir.Var {
		if i < len(ias) {
			return origin[&ias[i].Var]
		}
		return nil
	}, nil)
}

// gmOrigins maps each variable of the original function that is a version
// of a parameter to that parameter, as PyPTO's BuildGmOriginMap does for
// the dangling-reference repoint (expand_mixed_kernel_pass.cpp:1110-1202):
// an assignment's variable takes the origin of the tensor a store writes,
// or of the variable it is assigned; an iter arg that of its init; a loop
// result that of the value its body's trailing yield gives in its slot;
// an if result the origin both branches' trailing yields agree on in its
// slot (none when they disagree, one is unknown or there is no else).
// Beyond PyPTO, scope bodies are walked too.
func (e *mixedSplit) gmOrigins() map[*ir.Var]*ir.Var {
	return e.paramVersions(func(origin map[*ir.Var]*ir.Var, _ []*ir.IterArg, body ir.Stmt, i int) *ir.Var {
		return yieldOrigin(origin, body, i)
	}, ifResultOrigin)
}

// fenceOrigins maps each version of a parameter to it for the cross-core
// GM fence (crossCoreFence): a loop result versions its carry's init, as
// in originParams, and an if result the parameter both branches' trailing
// yields version in its slot, as in gmOrigins. originParams gives an if
// result no origin, which is right for the split's return lineage but
// left a store through an if's result (`o_1, c = pl.yield_(o, v)` in both
// branches, then `tile.store(acc_1, [0, 0], o_1)`) unfenced against the
// other core's store before the if into the same tensor (RF-A1; found by
// the 910B campaign of 2026-12-08, signatures ec9a9c72bf9d, 5a51cf39fe5b,
// 3b72a008ad20: testdata/ExpandMixedKernel/cross_core_if_result_fenced).
func (e *mixedSplit) fenceOrigins() map[*ir.Var]*ir.Var {
	return e.paramVersions(func(origin map[*ir.Var]*ir.Var, ias []*ir.IterArg, _ ir.Stmt, i int) *ir.Var {
		if i < len(ias) {
			return origin[&ias[i].Var]
		}
		return nil
	}, ifResultOrigin)
}

// yieldOrigin is the origin of the value body's trailing yield gives in
// slot i (nil when unknown).
func yieldOrigin(origin map[*ir.Var]*ir.Var, body ir.Stmt, i int) *ir.Var {
	if body == nil {
		return nil
	}
	y := ir.TrailingYield(body, ir.SSATransparent)
	if y == nil || i >= len(y.Values) {
		return nil
	}
	if v := ir.VarOf(y.Values[i]); v != nil {
		return origin[v]
	}
	return nil
}

// ifResultOrigin is the origin of an if's i-th result: the one both
// branches' trailing yields agree on (none when they disagree, one is
// unknown or there is no else).
func ifResultOrigin(origin map[*ir.Var]*ir.Var, s *ir.IfStmt, i int) *ir.Var {
	if o := yieldOrigin(origin, s.Then, i); o != nil && o == yieldOrigin(origin, s.Else, i) {
		return o
	}
	return nil
}

// paramVersions walks the original function in program order and maps
// each variable that is a version of a parameter to it: an assignment's
// variable takes the origin of the tensor a store writes back, or of the
// value it is assigned; an iter arg that of its init; the i-th result of a
// loop whatever loopResult says (given the loop's iter args and body), and
// of an if whatever ifResult says (nil: none).
func (e *mixedSplit) paramVersions(loopResult func(origin map[*ir.Var]*ir.Var, ias []*ir.IterArg, body ir.Stmt, i int) *ir.Var,
	ifResult func(origin map[*ir.Var]*ir.Var, s *ir.IfStmt, i int) *ir.Var) map[*ir.Var]*ir.Var {
	origin := map[*ir.Var]*ir.Var{}
	for _, p := range e.fn.Params {
		origin[p] = p
	}
	from := func(dst *ir.Var, src ir.Expr) {
		if v := ir.VarOf(src); v != nil {
			if o, ok := origin[v]; ok {
				origin[dst] = o
			}
		}
	}
	var walk func(ss []ir.Stmt)
	loop := func(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
		for _, ia := range ias {
			from(&ia.Var, ia.Init)
		}
		walk(ir.Stmts(body))
		for i, rv := range rvs {
			if o := loopResult(origin, ias, body, i); o != nil {
				origin[rv] = o
			}
		}
	}
	walk = func(ss []ir.Stmt) {
		for _, st := range ss {
			switch s := st.(type) {
			case *ir.AssignStmt:
				if c, ok := s.Value.(*ir.Call); ok {
					if t, ok := storeWrites(c); ok {
						from(s.Var, t)
					}
					continue
				}
				from(s.Var, s.Value)
			case *ir.ForStmt:
				loop(s.IterArgs, s.Body, s.ReturnVars)
			case *ir.WhileStmt:
				loop(s.IterArgs, s.Body, s.ReturnVars)
			case *ir.IfStmt:
				walk(ir.Stmts(s.Then))
				walk(ir.Stmts(s.Else))
				if ifResult != nil {
					for i, rv := range s.ReturnVars {
						if o := ifResult(origin, s, i); o != nil {
							origin[rv] = o
						}
					}
				}
			case *ir.ScopeStmt:
				walk(ir.Stmts(s.Body))
			}
		}
	}
	walk(ir.Stmts(e.fn.Body))
	return origin
}
