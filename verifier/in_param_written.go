package verifier

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// inParamWrittenCheck is the InParamWritten warning (PyPTO
// warning_in_param_written.cpp; seed 000 "InParamWritten"): a parameter
// declared In is written by its own function body. A diagnostic check, not
// a property, run PostPipeline: a report is a signal to go and look, and
// silence proves nothing.
//
// It reads the two declarations direction inference reads and reports where
// they contradict a parameter's In:
//
//   - an op's registry effects: the arguments it writes through
//     (ir.OpDef.Writes, PyPTO's CallWriteTargets);
//   - a callee's own parameter directions: an argument passed in a callee's
//     Out or InOut slot is written (Calls and Submits alike).
//
// An op that declares no write is invisible to it. Candidates are the In
// parameters of buffer type (tensor, tile, array); scalars pass by value.
// Orchestration functions are skipped: their directions are the user's
// host ABI, not an inference.
//
// A written variable is resolved to the buffer it names:
//
//   - through zero-copy views and result aliases, recorded as the body is
//     walked: `y = op(x, ...)` makes y name x's buffer when the op returns
//     the argument it updates (ir.OpDef.ReusesInput) or is a zero-copy view
//     (InheritsInput && !NotInplaceSafe, argument 0; tile.transpose
//     permutes into a fresh buffer and is no view). The source is resolved
//     when the binding is recorded, and a rebinding replaces (or erases) the
//     variable's lineage;
//   - then through PyPTO's BufferRootCollector roots: parameters are their
//     own roots, a plain alias shares its source's root, a loop iter arg
//     and return var share their initial value's root, tensor.create and
//     tensor.slice start fresh roots, tensor.assemble shares its target's,
//     and a function call's result takes the root of the callee's Out/InOut
//     argument (matched by shape and dtype when there are several; an
//     ambiguous match records no root and the variable is skipped).
//
// View lineage is not carried across a phi (iter args, return vars), so a
// write through a view after a branch or loop under-reports — the safe
// direction. The lineage has no join merging, which is exact on SSA input
// only. One warning per parameter, code 0.
var inParamWrittenCheck = &check{
	name:  "InParamWritten",
	phase: PostPipeline,
	sev:   Warning,
	doc:   "a parameter declared In is written by its own function body",
	run:   runInParamWritten,
}

func runInParamWritten(p *Pass) {
	for _, f := range p.Prog.Funcs {
		if f == nil || f.Body == nil || f.Kind == ir.Orchestration {
			continue
		}
		roots := newBufferRoots(p.Prog, f)
		fd := &inParamFinder{p: p, f: f, roots: roots, inParams: map[*ir.Var]bool{},
			views: map[*ir.Var]*ir.Var{}, reported: map[*ir.Var]bool{}}
		for i, prm := range f.Params {
			if prm == nil || i >= len(f.Dirs) || f.Dirs[i] != ir.In {
				continue
			}
			switch prm.T.(type) {
			case *ir.TensorType, *ir.TileType, *ir.ArrayType:
				fd.inParams[prm] = true
			}
		}
		if len(fd.inParams) == 0 {
			continue
		}
		fd.walk(f.Body)
	}
}

type inParamFinder struct {
	p        *Pass
	f        *ir.Function
	roots    *bufferRoots
	inParams map[*ir.Var]bool
	views    map[*ir.Var]*ir.Var // lhs of a view / result-alias binding -> the buffer it names
	reported map[*ir.Var]bool
}

func (fd *inParamFinder) walk(body ir.Stmt) {
	w := &irVisitor{
		call:   func(c *ir.Call) { fd.checkCallLike(c, c.Pos) },
		submit: func(s *ir.Submit) { fd.checkCallLike(submitCallView(s), s.Pos) },
	}
	w.stmt = func(s ir.Stmt) bool {
		a, ok := s.(*ir.AssignStmt)
		if !ok || a.Var == nil {
			return true
		}
		// The value is evaluated in the environment before the binding: a
		// write through `view` in `view = assemble(view, ...)` still sees
		// the lineage the old view carried.
		resolved := fd.sourceBufferOf(a.Value)
		w.walkStmt(s)
		if resolved != nil && resolved != a.Var {
			fd.views[a.Var] = resolved
		} else {
			delete(fd.views, a.Var)
		}
		return false
	}
	w.visitStmt(body)
}

// sourceBufferOf is the buffer a bound value names, already resolved, or
// nil when the value is a buffer of its own.
func (fd *inParamFinder) sourceBufferOf(value ir.Expr) *ir.Var {
	c, ok := value.(*ir.Call)
	if !ok || c.Op == nil || len(c.Args) == 0 {
		return nil
	}
	index := 0
	switch {
	case c.Op.ReusesInput >= 0:
		index = c.Op.ReusesInput
	case !c.Op.IsBufferAliasingView():
		return nil
	}
	if index >= len(c.Args) {
		return nil
	}
	src := ir.VarOf(c.Args[index])
	if src == nil {
		return nil
	}
	if v, ok := fd.views[src]; ok {
		return v
	}
	return src
}

func (fd *inParamFinder) checkCallLike(c *ir.Call, span ir.Span) {
	if c.Op != nil {
		for _, i := range c.Op.Writes {
			if i < len(c.Args) {
				if v := ir.VarOf(c.Args[i]); v != nil {
					fd.report(v, c.Op.Name, true, span)
				}
			}
		}
		return
	}
	callee := funcNamed(fd.p.Prog, c.Callee)
	if callee == nil {
		return
	}
	for i := 0; i < len(c.Args) && i < len(callee.Dirs); i++ {
		if callee.Dirs[i] == ir.In {
			continue
		}
		if v := ir.VarOf(c.Args[i]); v != nil {
			fd.report(v, callee.Name, false, span)
		}
	}
}

func (fd *inParamFinder) report(written *ir.Var, writer string, byOp bool, span ir.Span) {
	if fd.roots.ambiguous[written] {
		return
	}
	viewed := written
	if v, ok := fd.views[written]; ok {
		viewed = v
	}
	if fd.roots.ambiguous[viewed] {
		return
	}
	root := viewed
	if r, ok := fd.roots.root[viewed]; ok && r != nil {
		root = r
	}
	if !fd.inParams[root] || fd.reported[root] {
		return
	}
	fd.reported[root] = true
	by := "'" + writer + "', which declares that parameter Out or InOut"
	if byOp {
		by = "operator '" + writer + "', which declares that write in its registry effects"
	}
	fd.p.Report(Warning, 0, span, "parameter '%s' of function '%s' is declared In but is written by %s. "+
		"A written parameter read as an input drops the dependency edge its writer needs, so the program races or "+
		"deadlocks on device instead of failing here. Declare the parameter pl.Out (written, never read) or "+
		"pl.InOut (read and written)", sourceName(root.Name), fd.f.Name, by)
}

// sourceName strips ConvertToSSA's version suffix, naming the parameter as
// the user wrote it.
func sourceName(name string) string {
	if i := strings.LastIndex(name, "__ssa_v"); i >= 0 {
		return name[:i]
	}
	return name
}

// bufferRoots is PyPTO's BufferRootCollector (AmbiguousRootPolicy::kSkip)
// for one function: the variable owning each variable's buffer.
type bufferRoots struct {
	prog      *ir.Program
	root      map[*ir.Var]*ir.Var
	tuples    map[*ir.Var][]*ir.Var
	ambiguous map[*ir.Var]bool
}

func newBufferRoots(prog *ir.Program, f *ir.Function) *bufferRoots {
	r := &bufferRoots{prog: prog, root: map[*ir.Var]*ir.Var{}, tuples: map[*ir.Var][]*ir.Var{}, ambiguous: map[*ir.Var]bool{}}
	for _, prm := range f.Params {
		if prm != nil {
			r.root[prm] = prm
		}
	}
	w := &irVisitor{}
	w.stmt = func(s ir.Stmt) bool {
		switch s := s.(type) {
		case *ir.ForStmt:
			r.carry(s.IterArgs, s.ReturnVars)
		case *ir.WhileStmt:
			r.carry(s.IterArgs, s.ReturnVars)
		case *ir.AssignStmt:
			r.assign(s)
		}
		return true
	}
	w.visitStmt(f.Body)
	return r
}

func (r *bufferRoots) resolve(e ir.Expr) *ir.Var {
	if v := ir.VarOf(e); v != nil {
		return r.root[v]
	}
	return nil
}

func (r *bufferRoots) carry(ias []*ir.IterArg, rvs []*ir.Var) {
	for i, ia := range ias {
		if ia == nil {
			continue
		}
		if root := r.resolve(ia.Init); root != nil {
			r.root[&ia.Var] = root
			if i < len(rvs) {
				r.root[rvs[i]] = root
			}
		}
	}
}

func (r *bufferRoots) assign(a *ir.AssignStmt) {
	if a.Var == nil {
		return
	}
	var c *ir.Call
	switch v := a.Value.(type) {
	case *ir.Call:
		c = v
	case *ir.Submit:
		c = submitCallView(v)
	case *ir.TupleGetItem:
		if tv := ir.VarOf(v.Tuple); tv != nil {
			if roots, ok := r.tuples[tv]; ok && v.Index >= 0 && v.Index < len(roots) && roots[v.Index] != nil {
				r.root[a.Var] = roots[v.Index]
			}
		}
		return
	default:
		if src := ir.VarOf(a.Value); src != nil {
			if root := r.root[src]; root != nil {
				r.root[a.Var] = root
			}
		}
		return
	}
	switch {
	case isOp(c, ir.TensorCreate) || isOp(c, ir.TensorSlice):
		r.root[a.Var] = a.Var
	case isOp(c, ir.TensorAssemble):
		if len(c.Args) == 3 {
			if root := r.resolve(c.Args[0]); root != nil {
				r.root[a.Var] = root
			}
		}
	case c.Op == nil:
		outs := r.outputRoots(c)
		if _, isTuple := c.T.(*ir.TupleType); isTuple {
			roots := make([]*ir.Var, len(outs))
			for i, o := range outs {
				roots[i] = o.root
			}
			r.tuples[a.Var] = roots
			return
		}
		root, ambiguous := selectReturnRoot(outs, c.T)
		if root != nil {
			r.root[a.Var] = root
		} else if ambiguous {
			r.ambiguous[a.Var] = true
		}
	}
}

type outputRoot struct {
	root *ir.Var
	t    ir.Type
}

// outputRoots lists the resolved roots of the arguments a call passes in
// its callee's Out / InOut slots.
func (r *bufferRoots) outputRoots(c *ir.Call) []outputRoot {
	callee := funcNamed(r.prog, c.Callee)
	if callee == nil {
		return nil
	}
	var out []outputRoot
	for i := 0; i < len(callee.Dirs) && i < len(c.Args); i++ {
		if callee.Dirs[i] != ir.Out && callee.Dirs[i] != ir.InOut || c.Args[i] == nil {
			continue
		}
		out = append(out, outputRoot{root: r.resolve(c.Args[i]), t: c.Args[i].Type()})
	}
	return out
}

// selectReturnRoot picks the root a call's single result aliases: the only
// Out/InOut argument, or the unique one whose tensor shape and dtype match
// the result; ambiguous reports a match that could not be pinned down.
func selectReturnRoot(outs []outputRoot, ret ir.Type) (root *ir.Var, ambiguous bool) {
	switch len(outs) {
	case 0:
		return nil, false
	case 1:
		return outs[0].root, false
	}
	var match *ir.Var
	for _, o := range outs {
		if o.root == nil || !sameTensorShapeDtype(o.t, ret) {
			continue
		}
		if match == nil {
			match = o.root
		} else if match != o.root {
			return nil, true
		}
	}
	if match == nil {
		return nil, true
	}
	return match, false
}

func sameTensorShapeDtype(a, b ir.Type) bool {
	ta, ok1 := a.(*ir.TensorType)
	tb, ok2 := b.(*ir.TensorType)
	return ok1 && ok2 && ta.DType == tb.DType && sameExprs(ta.Shape, tb.Shape)
}

// funcNamed looks a function up by name, skipping nil entries (which
// ir.Program.Func would dereference).
func funcNamed(p *ir.Program, name string) *ir.Function {
	for _, f := range p.Funcs {
		if f != nil && f.Name == name {
			return f
		}
	}
	return nil
}
