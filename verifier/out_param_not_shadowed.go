package verifier

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// outParamReassigned is PyPTO's out_param::ErrorType::OUT_PARAM_REASSIGNED.
const outParamReassigned = 501

// outParamNotShadowed is PyPTO's OutParamNotShadowed (src/ir/verifier/
// verify_out_param_pass.cpp, the issue #1525 edition). An Out / InOut
// parameter re-assigned with a call must stay bound to its external buffer:
// the call's result has to be the parameter itself. That holds for
// tensor.assemble / tensor.set_validshape when the parameter appears in
// argument 0, for tile.store when it appears in argument 2, and for a call
// of a user function when the parameter appears anywhere in the call (the
// callee may write it through an Out / InOut argument). Any other builtin
// op (tile.*, tensor.*, system.*, array.*) yields a fresh value — e.g.
// `out = pl.tensor.create(...)` or `out = pl.add(out, x)` — so the output
// buffer is never written: reported at the assignment, code 501, with the
// function name and the printed function. (The older edition flagged only
// tensor.create / tensor.full; this one is a superset.)
var outParamNotShadowed = &rule{
	name: "OutParamNotShadowed",
	prop: OutParamNotShadowed,
	doc:  "Out/InOut parameters are not re-bound to a value detached from their buffer",
	run: func(p *Pass) {
		for _, f := range p.Prog.Funcs {
			if f == nil || f.Body == nil {
				continue
			}
			outs := map[*ir.Var]ir.ParamDirection{}
			for i, prm := range f.Params {
				if prm != nil && i < len(f.Dirs) && (f.Dirs[i] == ir.Out || f.Dirs[i] == ir.InOut) {
					outs[prm] = f.Dirs[i]
				}
			}
			if len(outs) == 0 {
				continue
			}
			printed := ""
			v := visitor{stmtsOnly: true, onStmt: func(s ir.Stmt) bool {
				a, ok := s.(*ir.AssignStmt)
				if !ok || a.Var == nil {
					return false
				}
				dir, isOut := outs[a.Var]
				c, isCall := a.Value.(*ir.Call)
				if !isOut || !isCall || callThreadsParam(c, a.Var) {
					return false
				}
				if printed == "" {
					printed = printFunc(f)
				}
				name := a.Var.Name
				p.Errorf(outParamReassigned, a.Pos, "'%s' is an %s parameter but is reassigned to the result of '%s', which does not write into it. "+
					"This rebinds the name to a detached value, so the external output buffer is never written (the kernel silently produces "+
					"its init value, e.g. all-zero — see issue #1525). Write into the parameter instead — e.g. `%s = pl.assemble(%s, value, offset)`, "+
					"`pl.store(value, offset, %s)`, or an indexed write `%s[...] = value`.\n  In function '%s':\n%s",
					name, dir, c.OpName(), name, name, name, name, f.Name, printed)
				return false
			}}
			v.Stmt(f.Body)
		}
	},
}

// isBuiltinOpName is PyPTO's string-prefix builtin classifier (shared by
// OutParamNotShadowed and OrchestrationReferencesResolved).
func isBuiltinOpName(name string) bool {
	for _, prefix := range []string{"tile.", "tensor.", "system.", "array."} {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// callThreadsParam is CallThreadsParam: whether `param = call(...)` keeps
// param aliased to its buffer.
func callThreadsParam(c *ir.Call, param *ir.Var) bool {
	switch {
	case isOp(c, ir.TensorAssemble), isOp(c, ir.TensorSetValidshape):
		return argReferences(c, 0, param)
	case isOp(c, ir.TileStore):
		return argReferences(c, 2, param)
	}
	if isBuiltinOpName(c.OpName()) {
		return false
	}
	return exprReferences(c, param)
}

func argReferences(c *ir.Call, i int, v *ir.Var) bool {
	return i < len(c.Args) && exprReferences(c.Args[i], v)
}

// exprReferences reports whether v is used anywhere in e.
func exprReferences(e ir.Expr, v *ir.Var) bool {
	found := false
	ir.WalkExpr(e, func(n ir.Node) bool {
		if x, ok := n.(ir.VarLike); ok && x.VarRef() == v {
			found = true
		}
		return !found
	})
	return found
}
