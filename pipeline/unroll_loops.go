package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// UnrollLoops is PyPTO's UnrollLoops (src/ir/transforms/
// unroll_loops_pass.cpp), run on every function before SSA: a pl.unroll
// loop becomes the statement list of its bodies, one per iteration, each
// cloned with the loop variable replaced by the iteration's INDEX
// constant. The clone keeps every variable the body defines (DeepClone
// with clone_def_vars=false, :108-118), so the copies re-assign the same
// variables and ConvertToSSA versions them; only iter args are minted
// afresh, in the clone and wherever the body reads one (deepClone), as
// DeepClone does (utils/deep_clone_utils.cpp:101-115). The list of copies
// is a SeqStmts of the per-iteration bodies, not flattened (:138), so an
// unrolled loop that is not itself an element of a statement list leaves
// nested SeqStmts behind.
//
// Errors, as PyPTO's: a bound that is not an integer constant (or the
// negation of one), a zero step, more than 1024 iterations (ValueError,
// :52-65, :93-106), and iter args (an internal check, :85-86).
var UnrollLoops = &Pass{
	Name:     "UnrollLoops",
	Doc:      "expand pl.unroll loops into one copy of the body per iteration",
	Produced: set(verifier.UnrollResolved),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		changed := false
		for i, f := range p.Funcs {
			out.Funcs[i] = f
			if f == nil || f.Body == nil {
				continue
			}
			u := &unroller{}
			body := u.stmt(f.Body)
			if u.err != nil {
				return nil, u.err
			}
			if body != f.Body {
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
	},
}

// maxUnrollIterations is kMaxUnrollIterations (:39).
const maxUnrollIterations = 1024

type unroller struct{ err error }

func (u *unroller) fail(err error) {
	if u.err == nil && err != nil {
		u.err = err
	}
}

// stmt is LoopUnrollMutator's walk (the base IRMutator elsewhere, whose
// SeqStmts visit flattens a changed list, mutator.cpp:1037-1055).
func (u *unroller) stmt(s ir.Stmt) ir.Stmt {
	if u.err != nil {
		return s
	}
	if f, ok := s.(*ir.ForStmt); ok && f.Kind == ir.Unroll {
		return u.unroll(f)
	}
	return mutateStmt(s, u.stmt)
}

// unroll is UnrollForStmt (:83-139).
func (u *unroller) unroll(s *ir.ForStmt) ir.Stmt {
	if len(s.IterArgs) > 0 {
		u.fail(fmt.Errorf("%s: internal error: Unroll loops cannot have iter_args (init_values)", s.Pos))
		return s
	}
	start, ok1 := u.constBound(s.Start, "start")
	stop, ok2 := u.constBound(s.Stop, "stop")
	step, ok3 := u.constBound(s.Step, "step")
	if !ok1 || !ok2 || !ok3 {
		return s
	}
	if step == 0 {
		u.fail(fmt.Errorf("%s: Unroll loop step cannot be zero", s.Pos))
		return s
	}
	var trips int64
	switch {
	case step > 0 && start < stop:
		trips = (stop - start + step - 1) / step
	case step < 0 && start > stop:
		trips = (start - stop - step - 1) / -step
	}
	if trips > maxUnrollIterations {
		u.fail(fmt.Errorf("%s: Unroll loop trip count %d exceeds maximum allowed (%d). Reduce the loop range or use pl.range() instead", s.Pos, trips, maxUnrollIterations))
		return s
	}
	var unrolled []ir.Stmt
	emit := func(i int64) {
		c := &ir.ConstInt{Value: i, DType: ir.INDEX, Pos: s.LoopVar.Pos}
		body, err := deepClone(s.Body, map[*ir.Var]ir.Expr{s.LoopVar: c})
		u.fail(err)
		unrolled = append(unrolled, u.stmt(body))
	}
	if step > 0 {
		for i := start; i < stop; i += step {
			emit(i)
		}
	} else {
		for i := start; i > stop; i += step {
			emit(i)
		}
	}
	return &ir.SeqStmts{Stmts: unrolled, Pos: s.Pos}
}

// constBound is GetConstIntValue (:52-65): a ConstInt, or the negation
// of one.
func (u *unroller) constBound(e ir.Expr, what string) (int64, bool) {
	switch x := e.(type) {
	case *ir.ConstInt:
		return x.Value, true
	case *ir.Unary:
		if c, ok := x.X.(*ir.ConstInt); ok && x.Op == ir.OpNeg {
			return -c.Value, true
		}
	}
	u.fail(fmt.Errorf("%s: Unroll loop %s must be a compile-time integer constant, got %s", e.Span(), what, exprTypeName(e)))
	return 0, false
}

// exprTypeName is an expression's PyPTO class name (Expr::TypeName).
func exprTypeName(e ir.Expr) string {
	switch x := e.(type) {
	case *ir.Var:
		return "Var"
	case *ir.IterArg:
		return "IterArg"
	case *ir.ConstInt:
		return "ConstInt"
	case *ir.ConstFloat:
		return "ConstFloat"
	case *ir.ConstBool:
		return "ConstBool"
	case *ir.Call:
		return "Call"
	case *ir.MakeTuple:
		return "MakeTuple"
	case *ir.TupleGetItem:
		return "TupleGetItemExpr"
	case *ir.Binary:
		if int(x.Op) < len(binaryClassNames) {
			return binaryClassNames[x.Op]
		}
	case *ir.Unary:
		if int(x.Op) < len(unaryClassNames) {
			return unaryClassNames[x.Op]
		}
	}
	return "Expr"
}

var binaryClassNames = [...]string{
	ir.OpAdd: "Add", ir.OpSub: "Sub", ir.OpMul: "Mul", ir.OpFloorDiv: "FloorDiv", ir.OpFloorMod: "FloorMod",
	ir.OpFloatDiv: "FloatDiv", ir.OpMin: "Min", ir.OpMax: "Max", ir.OpPow: "Pow", ir.OpEq: "Eq", ir.OpNe: "Ne",
	ir.OpLt: "Lt", ir.OpLe: "Le", ir.OpGt: "Gt", ir.OpGe: "Ge", ir.OpAnd: "And", ir.OpOr: "Or", ir.OpXor: "Xor",
	ir.OpBitAnd: "BitAnd", ir.OpBitOr: "BitOr", ir.OpBitXor: "BitXor", ir.OpShl: "BitShiftLeft", ir.OpShr: "BitShiftRight",
}

var unaryClassNames = [...]string{ir.OpAbs: "Abs", ir.OpNeg: "Neg", ir.OpNot: "Not", ir.OpBitNot: "BitNot", ir.OpCast: "Cast"}

// flattenSeq is SeqStmts::Flatten (include/pypto/ir/stmt.h:1087-1107):
// the children of a nested SeqStmts and of a SeqStmts nested in that are
// spliced, a single statement stands alone, and an empty list stays an
// empty SeqStmts.
func flattenSeq(pos ir.Span, stmts []ir.Stmt) ir.Stmt {
	flat := make([]ir.Stmt, 0, len(stmts))
	for _, s := range stmts {
		seq, ok := s.(*ir.SeqStmts)
		if !ok {
			flat = append(flat, s)
			continue
		}
		for _, in := range seq.Stmts {
			if inner, ok := in.(*ir.SeqStmts); ok {
				flat = append(flat, inner.Stmts...)
			} else {
				flat = append(flat, in)
			}
		}
	}
	if len(flat) == 1 {
		return flat[0]
	}
	return &ir.SeqStmts{Stmts: flat, Pos: pos}
}

// deepClone is DeepClone(body, sub, clone_def_vars=false)
// (utils/deep_clone_utils.cpp): the variables of sub are replaced by their
// expressions, in expressions and in the types of calls and iter args;
// every other variable, defined or read, stays the same Var; every iter
// arg met, defined or read, becomes a fresh one (once per clone).
func deepClone(body ir.Stmt, sub map[*ir.Var]ir.Expr) (ir.Stmt, error) {
	d := &cloner{sub: sub, ias: map[*ir.IterArg]*ir.IterArg{}, fresh: true}
	d.typ = &ir.Mutator{Expr: d.leaf}
	out := d.stmt(body)
	return out, d.err
}

// cloner rewrites a statement: the variables of sub are replaced by their
// expressions wherever they are read or defined, and in the types of calls
// (and of minted iter args); other variables keep their identity and
// type. With fresh, every iter arg is minted anew (DeepClone); without,
// iter args stay (their inits unvisited: VarSubstituter's IterArg
// override).
type cloner struct {
	sub   map[*ir.Var]ir.Expr
	ias   map[*ir.IterArg]*ir.IterArg
	fresh bool
	// freshDefs: every variable the clone defines is minted anew, same name,
	// type rewritten (DeepClone's clone_def_vars=true,
	// deep_clone_utils.cpp:71-90,177-188); sub is then the cloner's own copy.
	freshDefs bool
	typ       *ir.Mutator // rewrites the expressions in a type
	err       error       // a definition substituted by a non-variable
}

// def is a defined variable after substitution: the one sub maps it to
// (IRMutator refuses another expression there), or itself.
func (d *cloner) def(v *ir.Var) *ir.Var {
	r, ok := d.sub[v]
	if !ok {
		if d.freshDefs && v != nil {
			nv := &ir.Var{Name: v.Name, T: d.typ.Type(v.T), Pos: v.Pos}
			d.sub[v] = nv
			return nv
		}
		return v
	}
	if nv, ok := r.(*ir.Var); ok {
		return nv
	}
	if d.err == nil {
		d.err = fmt.Errorf("%s: internal error: AssignStmt var '%s' mutated to a non-Var expression", v.Pos, v.Name)
	}
	return v
}

func (d *cloner) defs(vs []*ir.Var) []*ir.Var {
	if len(vs) == 0 {
		return vs
	}
	out := make([]*ir.Var, len(vs))
	for i, v := range vs {
		out[i] = d.def(v)
	}
	return out
}

// leaf substitutes a variable of the map inside a type.
func (d *cloner) leaf(e ir.Expr) ir.Expr {
	switch x := e.(type) {
	case *ir.Var:
		if r, ok := d.sub[x]; ok {
			return r
		}
	case *ir.IterArg:
		if r, ok := d.ias[x]; ok {
			return r
		}
		if r, ok := d.sub[&x.Var]; ok {
			return r
		}
	}
	return e
}

// rewrite and rewriteExpr apply d to a statement or an expression; a nil
// cloner changes nothing.
func (d *cloner) rewrite(s ir.Stmt) ir.Stmt {
	if d == nil {
		return s
	}
	return d.stmt(s)
}

func (d *cloner) rewriteExpr(e ir.Expr) ir.Expr {
	if d == nil {
		return e
	}
	return d.expr(e)
}

func (d *cloner) expr(e ir.Expr) ir.Expr {
	switch x := e.(type) {
	case nil:
		return nil
	case *ir.Var:
		if r, ok := d.sub[x]; ok {
			return r
		}
		return x
	case *ir.IterArg:
		return d.iterArg(x)
	case *ir.Call:
		args, c1 := d.exprs(x.Args)
		attrs, c2 := d.attrs(x.Attrs)
		t := d.typ.Type(x.T)
		if !c1 && !c2 && t == x.T {
			return x
		}
		c := *x
		c.Args, c.Attrs, c.T = args, attrs, t
		return &c
	case *ir.Submit:
		args, c1 := d.exprs(x.Args)
		deps, c2 := d.exprs(x.Deps)
		dumps, c3 := d.varList(x.Dumps)
		attrs, c4 := d.attrs(x.Attrs)
		cn := d.expr(x.CoreNum)
		t := d.typ.Type(x.T)
		if !c1 && !c2 && !c3 && !c4 && cn == x.CoreNum && t == x.T {
			return x
		}
		c := *x
		c.Args, c.Deps, c.Dumps, c.Attrs, c.CoreNum, c.T = args, deps, dumps, attrs, cn, t
		return &c
	case *ir.Binary:
		l, r := d.expr(x.L), d.expr(x.R)
		if l == x.L && r == x.R {
			return x
		}
		c := *x
		c.L, c.R = l, r
		return &c
	case *ir.Unary:
		if v := d.expr(x.X); v != x.X {
			c := *x
			c.X = v
			return &c
		}
	case *ir.MakeTuple:
		if elems, ok := d.exprs(x.Elems); ok {
			return &ir.MakeTuple{Elems: elems, Pos: x.Pos}
		}
	case *ir.TupleGetItem:
		if t := d.expr(x.Tuple); t != x.Tuple {
			return &ir.TupleGetItem{Tuple: t, Index: x.Index, Pos: x.Pos}
		}
	}
	return e
}

// attrs substitutes inside the expressions a call's or submit's attributes
// hold (device=r, core_num, task ids), as IRMutator does for every attr by
// its stored type (MapAttrExprs, include/pypto/ir/kind_traits.h:374-409,
// called from src/ir/transforms/mutator.cpp:395-403 and :490-497): unrolling
// a loop replaces its variable in device=r too. A list holds variables
// (a std::vector<VarPtr> attr) and keeps an element whose replacement is
// not a variable.
func (d *cloner) attrs(kws []ir.Kwarg) ([]ir.Kwarg, bool) {
	var out []ir.Kwarg
	for i, kw := range kws {
		var n any
		changed := false
		switch v := kw.Value.(type) {
		case ir.Expr:
			e := d.expr(v)
			n, changed = e, e != v
		case []any:
			var l []any
			for j, x := range v {
				xe, ok := x.(ir.Expr)
				if !ok {
					continue
				}
				r := d.expr(xe)
				if _, isVar := r.(ir.VarLike); r == xe || !isVar {
					continue
				}
				if l == nil {
					l = append([]any(nil), v...)
				}
				l[j] = r
			}
			n, changed = l, l != nil
		}
		if !changed {
			continue
		}
		if out == nil {
			out = append([]ir.Kwarg(nil), kws...)
		}
		out[i].Value = n
	}
	if out == nil {
		return kws, false
	}
	return out, true
}

// varList substitutes a list of variables (a submit's dump vars), keeping
// one whose replacement is not a variable (MapAttrExprs on a
// std::vector<VarPtr>, kind_traits.h:382-399).
func (d *cloner) varList(es []ir.Expr) ([]ir.Expr, bool) {
	var out []ir.Expr
	for i, e := range es {
		r := d.expr(e)
		if _, isVar := r.(ir.VarLike); r == e || !isVar {
			continue
		}
		if out == nil {
			out = append([]ir.Expr(nil), es...)
		}
		out[i] = r
	}
	if out == nil {
		return es, false
	}
	return out, true
}

// iterArg is DeepCloneMutator::VisitExpr_(IterArgPtr) (:101-115): an
// iter arg the map names is replaced, any other minted anew once.
func (d *cloner) iterArg(ia *ir.IterArg) ir.Expr {
	if r, ok := d.sub[&ia.Var]; ok {
		return r
	}
	if !d.fresh {
		return ia
	}
	if r, ok := d.ias[ia]; ok {
		return r
	}
	n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: d.typ.Type(ia.T), Pos: ia.Pos}, Init: d.expr(ia.Init)}
	d.ias[ia] = n
	return n
}

func sameVars(a, b []*ir.Var) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

// iterArgs rewrites a loop's iter args; one replaced by a non-iter-arg
// is kept (only a Var-for-Var substitution reaches here).
func (d *cloner) iterArgs(ias []*ir.IterArg) []*ir.IterArg {
	out := make([]*ir.IterArg, len(ias))
	for i, ia := range ias {
		out[i] = ia
		if n, ok := d.iterArg(ia).(*ir.IterArg); ok {
			out[i] = n
		}
	}
	return out
}

func (d *cloner) exprs(es []ir.Expr) ([]ir.Expr, bool) {
	out := make([]ir.Expr, len(es))
	changed := false
	for i, e := range es {
		out[i] = d.expr(e)
		changed = changed || out[i] != e
	}
	if !changed {
		return es, false
	}
	return out, true
}

func (d *cloner) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.AssignStmt:
		def := d.def(s.Var)
		if v := d.expr(s.Value); v != s.Value || def != s.Var {
			return &ir.AssignStmt{Var: def, Value: v, Pos: s.Pos}
		}
	case *ir.EvalStmt:
		if v := d.expr(s.Expr); v != s.Expr {
			return &ir.EvalStmt{Expr: v, Pos: s.Pos}
		}
	case *ir.YieldStmt:
		if vs, ok := d.exprs(s.Values); ok {
			return &ir.YieldStmt{Values: vs, Pos: s.Pos}
		}
	case *ir.ReturnStmt:
		if vs, ok := d.exprs(s.Values); ok {
			return &ir.ReturnStmt{Values: vs, Pos: s.Pos}
		}
	case *ir.SeqStmts:
		out := make([]ir.Stmt, len(s.Stmts))
		changed := false
		for i, c := range s.Stmts {
			out[i] = d.stmt(c)
			changed = changed || out[i] != c
		}
		if changed {
			return flattenSeq(s.Pos, out)
		}
	case *ir.ForStmt:
		c := *s
		c.Start, c.Stop, c.Step = d.expr(s.Start), d.expr(s.Stop), d.expr(s.Step)
		c.IterArgs = d.iterArgs(s.IterArgs)
		c.LoopVar = d.def(s.LoopVar)
		c.Body = d.stmt(s.Body)
		c.ReturnVars = d.defs(s.ReturnVars)
		return &c
	case *ir.WhileStmt:
		c := *s
		c.IterArgs = d.iterArgs(s.IterArgs)
		c.Cond = d.expr(s.Cond)
		c.Body = d.stmt(s.Body)
		c.ReturnVars = d.defs(s.ReturnVars)
		return &c
	case *ir.IfStmt:
		c := *s
		c.Cond, c.Then = d.expr(s.Cond), d.stmt(s.Then)
		if s.Else != nil {
			c.Else = d.stmt(s.Else)
		}
		c.ReturnVars = d.defs(s.ReturnVars)
		if c.Cond == s.Cond && c.Then == s.Then && c.Else == s.Else && sameVars(c.ReturnVars, s.ReturnVars) {
			return s
		}
		return &c
	case *ir.ScopeStmt:
		h := s.MapHeader(d.expr)
		c := *h
		c.Body = d.stmt(s.Body)
		if h == s && c.Body == s.Body {
			return s
		}
		return &c
	}
	return s
}
