package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// OutlineIncoreScopes lifts each InCore scope (pl.at(level=CORE_GROUP)) of
// an Opaque or Orchestration function into an InCore function and calls
// it in the scope's place (PyPTO's OutlineIncoreScopes, src/ir/transforms/
// outline_incore_scopes_pass.cpp:173-268; properties
// include/pypto/ir/transforms/pass_properties.h:127-129).
//
// Scopes are named <function>_incore_<n> (a name_hint wins); the outlined
// function takes the scope's live-in variables, returns what later
// statements read and the tensors it stores into, carries the scope's
// split as its "split" attribute (and "split_aiv" when it holds split_aiv
// regions), and its parameters are Out / InOut where the body writes them.
// An Opaque function that outlined a scope becomes an Orchestration
// function; before that, its reads of a parameter's dimension through
// tensor.dim that the shape already names are folded to that name
// (FoldParamDimReads, :140-151).
var OutlineIncoreScopes = &Pass{
	Name:     "OutlineIncoreScopes",
	Doc:      "outline InCore scopes into InCore functions; their parents become Orchestration functions",
	Required: set(pSSA),
	Produced: set(pSSA, pSIO, verifier.AivSplitValid),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		return outlineFunctions(p, func(f *ir.Function) bool { return f.Kind == ir.Opaque || f.Kind == ir.Orchestration },
			func(f *ir.Function, reserved map[string]bool) (*ir.Function, []*ir.Function, error) {
				src := f.Body
				if f.Kind == ir.Opaque && scopeAbsent(src, ir.ScopeInCore) != nil {
					src = foldParamDimReads(f.Params, src)
				}
				o := newScopeOutliner(f, src, ir.ScopeInCore, ir.InCore, "_incore_", nil, reserved)
				body := o.visit(src)
				if o.err != nil {
					return nil, nil, o.err
				}
				nf := withBody(f, body)
				if len(o.outlined) > 0 && f.Kind == ir.Opaque {
					c := *nf
					c.Kind, c.Level, c.Role = ir.Orchestration, ir.LevelChip, ir.RoleOrchestrator
					nf = &c
				}
				return nf, o.outlined, nil
			})
	},
}

// foldParamDimReads drops each `n = tensor.dim(t, axis)` (constant axis)
// whose extent is a dimension variable a tensor parameter's shape names,
// and reads that variable where n was read; a fold exposes later ones
// (a tensor typed by it), so one forward walk folds them all
// (FoldParamDimReads and DimReadFolder, outline_incore_scopes_pass.cpp:
// 50-151).
func foldParamDimReads(params []*ir.Var, body ir.Stmt) ir.Stmt {
	syms := map[*ir.Var]bool{}
	for _, p := range params {
		if t, ok := p.T.(*ir.TensorType); ok {
			for _, d := range t.Shape {
				if v, ok := d.(ir.VarLike); ok {
					syms[v.VarRef()] = true
				}
			}
		}
	}
	if len(syms) == 0 {
		return body
	}
	folded := false
	m := &ir.Mutator{}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		a, ok := s.(*ir.AssignStmt)
		if !ok {
			return s
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op != ir.TensorDim || len(c.Args) != 2 {
			return s
		}
		axis, ok := c.Args[1].(*ir.ConstInt)
		if !ok {
			return s
		}
		t, ok := c.Args[0].Type().(*ir.TensorType)
		if !ok {
			return s
		}
		ax := axis.Value
		if ax < 0 {
			ax += int64(len(t.Shape))
		}
		if ax < 0 || ax >= int64(len(t.Shape)) {
			return s
		}
		v, ok := t.Shape[ax].(ir.VarLike)
		if !ok || !syms[v.VarRef()] {
			return s
		}
		// Later reads of the dropped variable read the extent.
		m.Subst(a.Var, v)
		folded = true
		return nil
	}
	out := m.StmtTree(body)
	if !folded {
		return body
	}
	return out
}
