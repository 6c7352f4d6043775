package verifier

import "github.com/irfuzz/irfuzz/ir"

// arrayNotEscaped is PyPTO's ArrayNotEscaped (src/ir/verifier/
// verify_array_not_escaped.cpp): an ArrayType lives on the core's scalar
// register file / C stack, so no parameter (reported at the parameter) and
// no return type (reported at the function) may be or contain one, looking
// through tuples. Code 0. Local use inside a body is fine.
var arrayNotEscaped = &rule{
	name: "ArrayNotEscaped",
	prop: ArrayNotEscaped,
	doc:  "no ArrayType crosses a function boundary (parameters, return types, through tuples)",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil {
				continue
			}
			for i, prm := range f.Params {
				if prm != nil && containsArray(prm.T) {
					p.Errorf(0, prm.Pos, "Function '%s' parameter #%d ('%s') has type containing ArrayType. ArrayType lives on the on-core scalar "+
						"register file / C stack and cannot cross function boundaries — create it inside the function body and use it locally instead.",
						f.Name, i, prm.Name)
				}
			}
			for i, t := range f.Returns {
				if containsArray(t) {
					p.Errorf(0, f.Pos, "Function '%s' return type #%d contains ArrayType. ArrayType lives on the on-core scalar register file / "+
						"C stack and cannot cross function boundaries — restructure to return a Tensor / Scalar instead, or copy the contents into "+
						"an output tensor before returning.", f.Name, i)
				}
			}
		}
	},
}

func containsArray(t ir.Type) bool {
	switch t := t.(type) {
	case *ir.ArrayType:
		return true
	case *ir.TupleType:
		for _, el := range t.Elems {
			if containsArray(el) {
				return true
			}
		}
	}
	return false
}
