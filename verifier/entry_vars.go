package verifier

import "github.com/irfuzz/irfuzz/ir"

// entryVars is, per function (by its index in Prog.Funcs; nil for a nil
// function), the variables in scope when its body starts, as SSAVerify and
// UseAfterDefCheck both seed their scopes (PyPTO's verify_ssa_pass.cpp and
// verify_use_after_def.cpp): the parameters, then the variables the
// parameter types reference, then those the return types reference
// (typeVars). A variable may appear twice, which changes neither rule's
// result.
var entryVars = NewAnalysis("EntryVars", "the variables in scope at each function's entry: parameters and the variables of parameter and return types", func(p *Pass) [][]*ir.Var {
	out := make([][]*ir.Var, len(p.Prog.Funcs))
	for i, f := range p.Prog.Funcs {
		if f == nil {
			continue
		}
		var vs []*ir.Var
		for _, prm := range f.Params {
			if prm != nil {
				vs = append(vs, prm)
			}
		}
		add := func(v *ir.Var) { vs = append(vs, v) }
		for _, prm := range f.Params {
			if prm != nil {
				typeVars(prm.T, add)
			}
		}
		for _, t := range f.Returns {
			typeVars(t, add)
		}
		out[i] = vs
	}
	return out
})
