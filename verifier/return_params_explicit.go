package verifier

import "github.com/irfuzz/irfuzz/ir"

// returnParamsExplicit is PyPTO's ReturnParamsExplicit
// (src/ir/verifier/verify_return_params_explicit.cpp), the property
// NormalizeReturnOrder produces: in every InCore, AIC, AIV, Group or Spmd
// function with a body and a tensor return type (an external_source
// declaration excepted, :44), a returned tensor that is a parameter's
// buffer (ir.ReturnedParams) is that parameter itself, not an alias of it
// (:66-84); a function with no return statement is reported at the
// function (:56-62). Code 0, at the first return.
var returnParamsExplicit = &rule{
	name: "ReturnParamsExplicit",
	prop: ReturnParamsExplicit,
	doc:  "a kernel returns a written parameter as that parameter, not an alias of it",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil {
				continue
			}
			if _, ext := f.Attr("external_source"); ext {
				continue
			}
			if !f.Kind.IsInCoreType() && f.Kind != ir.Group && f.Kind != ir.Spmd {
				continue
			}
			tensorRet := false
			for _, t := range f.Returns {
				if _, ok := t.(*ir.TensorType); ok {
					tensorRet = true
				}
			}
			if !tensorRet {
				continue
			}
			ret := ir.FirstReturn(f.Body)
			if ret == nil {
				p.Errorf(0, f.Pos, "Function '%s' declares tensor return types but has no ReturnStmt", f.Name)
				continue
			}
			params := map[*ir.Var]bool{}
			for _, prm := range f.Params {
				params[prm] = true
			}
			toParam := ir.ReturnedParams(f, p.Prog)
			for i, v := range ret.Values {
				if i < len(f.Returns) {
					if _, ok := f.Returns[i].(*ir.TensorType); !ok {
						continue
					}
				}
				vl, isVar := v.(ir.VarLike)
				if isVar && params[vl.VarRef()] {
					continue
				}
				if i >= len(toParam) || toParam[i] < 0 {
					continue
				}
				name := "<non-var>"
				if isVar {
					name = vl.VarRef().Name
				}
				p.Errorf(0, ret.Pos, "Function '%s' return position %d ('%s') aliases param index %d; param-writeback returns must reference the param directly", f.Name, i, name, toParam[i])
			}
		}
	},
}
