package verifier

import "github.com/irfuzz/irfuzz/ir"

// aivSplitFacts is, per function (by its index in Prog.Funcs; nil without
// a body), the whole-function facts of the AIV split verifier's pre-pass
// (aiv_split.go): whether the function opens a pl.split_aiv region, every
// local binding with its defining call and region, and the first boundary
// op of each transport class. AivSplitValid and AivSplitLoweredValid check
// the same facts; the analysis scans each body once for both.
var aivSplitFacts = NewAnalysis("AivSplitFacts", "per function: pl.split_aiv regions, local bindings with their defining call and region, first boundary op per transport class", func(p *Pass) []*splitFacts {
	out := make([]*splitFacts, len(p.Prog.Funcs))
	for i, f := range p.Prog.Funcs {
		if f != nil && f.Body != nil {
			out[i] = scanSplitFacts(f.Body)
		}
	}
	return out
})

// splitValueDef is what the pre-pass knows of a local variable: whether an
// AssignStmt binds it (assigned; loop vars, carries and phis are local but
// not assigned), its defining call (nil when the value is not a call) and
// the innermost region around the binding (nil outside every region).
type splitValueDef struct {
	assigned bool
	call     *ir.Call
	region   *ir.ScopeStmt
}

// splitTransport is one boundary op's transport class, for check (k).
type splitTransport struct {
	call  *ir.Call // nil: no op of this class seen
	split int64
	order int // scan position among the function's boundary ops
}

// splitFacts are the whole-function facts of the pre-pass.
type splitFacts struct {
	hasRegion bool
	locals    map[*ir.Var]splitValueDef // every local binding: assigns, loop vars, carries, phis
	noSplit   splitTransport
	split     splitTransport
}

// def is the AssignStmt binding of v: only those carry a definition; a
// parameter, loop variable, carry or phi has no defining call, and a check
// that cannot see how a value was produced stays silent about it.
func (f *splitFacts) def(v *ir.Var) (splitValueDef, bool) {
	d, ok := f.locals[v]
	return d, ok && d.assigned
}

// scanSplitFacts collects the facts of one function body.
func scanSplitFacts(body ir.Stmt) *splitFacts {
	f := &splitFacts{locals: make(map[*ir.Var]splitValueDef, splitCountBindings(body))}
	order := 0
	var region *ir.ScopeStmt
	var stmt func(s ir.Stmt)
	expr := func(e ir.Expr) {
		ir.WalkExpr(e, func(n ir.Node) bool {
			c, ok := n.(*ir.Call)
			if !ok || !ir.IsSplitBoundary(c) {
				return true
			}
			// A boundary op without a split kwarg is malformed IR, not a
			// no-split transport: it contributes nothing.
			v, has := c.Kwarg("split")
			split, isInt := splitKwInt(v)
			if !has || !isInt {
				return true
			}
			slot := &f.split
			if split == splitNoneCode {
				slot = &f.noSplit
			}
			if slot.call == nil {
				*slot = splitTransport{call: c, split: split, order: order}
			}
			order++
			return true
		})
	}
	exprs := func(es []ir.Expr) {
		for _, e := range es {
			expr(e)
		}
	}
	loopDefs := func(ias []*ir.IterArg, rvs []*ir.Var) {
		for _, ia := range ias {
			if ia != nil {
				f.locals[ia.VarRef()] = splitValueDef{}
				expr(ia.Init)
			}
		}
		for _, v := range rvs {
			f.locals[v] = splitValueDef{}
		}
	}
	stmt = func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.AssignStmt:
			if s.Var != nil {
				c, _ := s.Value.(*ir.Call)
				f.locals[s.Var] = splitValueDef{assigned: true, call: c, region: region}
			}
			expr(s.Value)
		case *ir.EvalStmt:
			expr(s.Expr)
		case *ir.SeqStmts:
			for _, c := range s.Stmts {
				stmt(c)
			}
		case *ir.IfStmt:
			for _, v := range s.ReturnVars {
				f.locals[v] = splitValueDef{}
			}
			expr(s.Cond)
			stmt(s.Then)
			stmt(s.Else)
		case *ir.ForStmt:
			if s.LoopVar != nil {
				f.locals[s.LoopVar] = splitValueDef{}
			}
			expr(s.Start)
			expr(s.Stop)
			expr(s.Step)
			loopDefs(s.IterArgs, s.ReturnVars)
			stmt(s.Body)
		case *ir.WhileStmt:
			loopDefs(s.IterArgs, s.ReturnVars)
			expr(s.Cond)
			stmt(s.Body)
		case *ir.YieldStmt:
			exprs(s.Values)
		case *ir.ReturnStmt:
			exprs(s.Values)
		case *ir.ScopeStmt:
			expr(s.CoreNum)
			if s.Kind != ir.ScopeSplitAiv {
				stmt(s.Body)
				return
			}
			f.hasRegion = true
			prev := region
			region = s
			stmt(s.Body)
			region = prev
		}
	}
	stmt(body)
	return f
}

// splitCountBindings counts the variables a body binds, to size the
// pre-pass map once instead of growing it.
func splitCountBindings(s ir.Stmt) int {
	switch s := s.(type) {
	case *ir.AssignStmt:
		return 1
	case *ir.SeqStmts:
		n := 0
		for _, c := range s.Stmts {
			n += splitCountBindings(c)
		}
		return n
	case *ir.IfStmt:
		return len(s.ReturnVars) + splitCountBindings(s.Then) + splitCountBindings(s.Else)
	case *ir.ForStmt:
		return 1 + len(s.IterArgs) + len(s.ReturnVars) + splitCountBindings(s.Body)
	case *ir.WhileStmt:
		return len(s.IterArgs) + len(s.ReturnVars) + splitCountBindings(s.Body)
	case *ir.ScopeStmt:
		return splitCountBindings(s.Body)
	}
	return 0
}
