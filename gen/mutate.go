package gen

import (
	"github.com/irfuzz/irfuzz/backend"
	"github.com/irfuzz/irfuzz/gen/choice"
	"github.com/irfuzz/irfuzz/ir"
)

// Mutator rewrites a valid kernel into one that violates a property, to
// measure whether the verifier catches it. Apply returns false when the
// program offers no site for the mutation (the program is then returned
// unchanged). Mutators never modify their input.
type Mutator struct {
	Name     string
	Property string
	// Rule and Code are the diagnostic the verifier must report on the
	// mutant (its rule's name, which may differ from the property's, and
	// its code); Rule is "" when the model has no rule for the property.
	Rule  string
	Code  int
	Doc   string
	Apply func(p *ir.Program, src *choice.Source) (*ir.Program, bool)
	// Violates reports whether the mutant breaks the property on a
	// backend (nil: none configured); nil means on every backend.
	Violates func(b *backend.Backend) bool
	// Valid marks a probe: a rewrite that keeps the kernel valid, built
	// where a rule once rejected right kernels; Rule must report no error
	// on it (Code is unused).
	Valid bool
}

// ApplySeeded is Apply with its choices drawn from a source seeded by
// seed: the same seed and program give the same mutant.
func (m *Mutator) ApplySeeded(p *ir.Program, seed int64) (*ir.Program, bool) {
	return m.Apply(p, choice.Record(seed))
}

// ViolatesOn reports whether m's mutant breaks its property on backend b.
func (m *Mutator) ViolatesOn(b *backend.Backend) bool { return m.Violates == nil || m.Violates(b) }

// mutatorsFor lists the mutators of a property (mutators.go holds the
// table).
func mutatorsFor(prop string) []Mutator {
	var out []Mutator
	for _, m := range mutatorTable {
		if m.Property == prop {
			out = append(out, m)
		}
	}
	return out
}

// Mutators lists every mutator.
func Mutators() []Mutator { return append([]Mutator(nil), mutatorTable...) }

// MutatorByName returns the mutator of that name.
func MutatorByName(name string) (Mutator, bool) {
	for _, m := range mutatorTable {
		if m.Name == name {
			return m, true
		}
	}
	return Mutator{}, false
}

// --- helpers ---------------------------------------------------------------

// kernelOf returns the first InCore-type function.
func kernelOf(p *ir.Program) *ir.Function {
	for _, f := range p.Funcs {
		if f.Kind.IsInCoreType() {
			return f
		}
	}
	return nil
}

func orchOf(p *ir.Program) *ir.Function {
	for _, f := range p.Funcs {
		if f.Kind == ir.Orchestration {
			return f
		}
	}
	return nil
}

// withFunc returns p with old replaced by nf.
func withFunc(p *ir.Program, old, nf *ir.Function) *ir.Program {
	c := *p
	c.Funcs = make([]*ir.Function, len(p.Funcs))
	for i, f := range p.Funcs {
		c.Funcs[i] = f
		if f == old {
			c.Funcs[i] = nf
		}
	}
	return &c
}

// insertBeforeReturn adds statements at the end of f's body, before its
// return.
func insertBeforeReturn(f *ir.Function, stmts ...ir.Stmt) *ir.Function {
	body := append([]ir.Stmt(nil), ir.Stmts(f.Body)...)
	n := len(body)
	if n > 0 {
		if _, ok := body[n-1].(*ir.ReturnStmt); ok {
			body = append(body[:n-1:n-1], append(stmts, body[n-1])...)
		} else {
			body = append(body, stmts...)
		}
	} else {
		body = stmts
	}
	c := *f
	// Built directly (not through ir.Seq) so injected block structure,
	// such as a nested SeqStmts, survives.
	c.Body = &ir.SeqStmts{Stmts: body, Pos: f.Body.Span()}
	return &c
}

// inject adds statements to the kernel before its return.
func inject(p *ir.Program, stmts ...ir.Stmt) (*ir.Program, bool) {
	k := kernelOf(p)
	if k == nil {
		return p, false
	}
	return withFunc(p, k, insertBeforeReturn(k, stmts...)), true
}

// assign builds `name = value`.
func assign(name string, value ir.Expr) (*ir.AssignStmt, *ir.Var) {
	v := &ir.Var{Name: name, T: value.Type()}
	return &ir.AssignStmt{Var: v, Value: value}, v
}

// mustCreate builds a registry call for a mutation snippet whose arguments
// are fixed; it is nil only if the registry changed under the snippet.
func mustCreate(op *ir.OpDef, args []ir.Expr, kws ...ir.Kwarg) *ir.Call {
	return create(op, args, kws...)
}

// sites collects, in program order, the assignments of a function whose
// value is a registry call satisfying pred.
//
// A variable assigned more than once (a kernel in user form, userform.go)
// is no site: the retyping mutators rewrite a variable at every definition,
// and the rules judge each definition with the variable's one type.
func sites(f *ir.Function, pred func(*ir.AssignStmt, *ir.Call) bool) []*ir.AssignStmt {
	defs := map[*ir.Var]int{}
	ir.WalkFunc(f, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			defs[a.Var]++
		}
		return true
	})
	var out []*ir.AssignStmt
	ir.WalkFunc(f, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok && defs[a.Var] == 1 {
			if c, ok := a.Value.(*ir.Call); ok && c.Op != nil && pred(a, c) {
				out = append(out, a)
			}
		}
		return true
	})
	return out
}

// choose picks one of n sites (0 without a source).
func choose(src *choice.Source, n int) int {
	if src == nil || n <= 1 {
		return 0
	}
	return int(src.Draw(uint64(n)))
}

// rewriteAssign replaces the value of one assignment with a rebuilt call
// and re-deduces every later call of the function through the registry,
// giving each re-typed variable a fresh Var (so the new types flow
// downstream). Calls the registry now rejects keep their old type.
func rewriteAssign(f *ir.Function, site *ir.AssignStmt, value ir.Expr) *ir.Function {
	m := &ir.Mutator{}
	m.Expr = func(e ir.Expr) ir.Expr {
		c, ok := e.(*ir.Call)
		if !ok || c.Op == nil {
			return e
		}
		if _, unknown := c.T.(*ir.UnknownType); unknown {
			return e
		}
		if nc, err := c.Op.Create(c.Args, c.Kwargs, c.Pos); err == nil {
			return nc
		}
		return e
	}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		a, ok := s.(*ir.AssignStmt)
		if !ok {
			return s
		}
		val := a.Value
		if a.Var == site.Var {
			val = value
		}
		if ir.TypeEqual(a.Var.T, val.Type()) && val == a.Value {
			return s
		}
		nv := &ir.Var{Name: a.Var.Name, T: val.Type(), Pos: a.Var.Pos}
		m.Subst(a.Var, nv)
		return &ir.AssignStmt{Var: nv, Value: val, Pos: a.Pos}
	}
	return m.Function(f)
}

// retype gives one variable another type at its definition and every use
// (a type-level mutation: the assignment becomes asymmetric).
func retype(f *ir.Function, site *ir.AssignStmt, t ir.Type) *ir.Function {
	nv := &ir.Var{Name: site.Var.Name, T: t, Pos: site.Var.Pos}
	m := &ir.Mutator{Def: func(v *ir.Var) *ir.Var {
		if v == site.Var {
			return nv
		}
		return v
	}}
	return m.Function(f)
}
