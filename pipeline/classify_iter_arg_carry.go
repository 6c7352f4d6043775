package pipeline

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// ClassifyIterArgCarry stamps on every for loop of an Orchestration
// function how each of its iter args is carried (PyPTO's
// ClassifyIterArgCarry, src/ir/transforms/classify_iter_arg_carry_pass.cpp;
// it runs after MaterializeRuntimeScopes, python/pypto/ir/
// pass_manager.py:259):
//
//   - iter_arg_rebind_<i> is False when the value the loop's trailing
//     yield (looking through runtime and split_aiv scopes) passes back is
//     in the alias class of iter arg i, True otherwise, and always True
//     for a TASK_ID carry (:288-307). A loop without a trailing yield gets
//     False for every iter arg.
//   - The alias class is a forest over the loop body (:124-252): a
//     variable assigned from tensor.assemble aliases its target; one
//     assigned from a call or submit with arg_directions aliases the
//     output_existing or inout argument the callee explicitly returns (the
//     first such argument when the callee's first returned value is no
//     parameter); an element of such a call's tuple aliases its output-
//     side argument of that index; a nested loop's result aliases the
//     variable that initialises it (not for array carries). The loop's own
//     iter args are roots. The first rule wins.
//   - Inside a manual runtime scope a rebound TASK_ID carry also gets
//     iter_arg_array_size_<i>, when positive (:259-284, :309-313): a
//     parallel loop's constant trip count, or for a sequential loop the
//     size of the nested loop whose result the yield passes back. A
//     parallel loop with a rebound TASK_ID carry whose size is unknown is
//     an error (:315-328).
//
// The attrs replace any earlier ones of these names, appended after the
// loop's other attrs (:334-353). Analysis reads each loop before its
// nested loops are stamped (:372-378).
var ClassifyIterArgCarry = &Pass{
	Name:     "ClassifyIterArgCarry",
	Doc:      "stamp each orchestration loop carry as a trivial alias or a rebind (and size TaskId array carries)",
	Required: set(verifier.CallDirectionsResolved, verifier.RuntimeScopesMaterialized),
	Produced: set(verifier.IterArgCarryClassified, verifier.RuntimeScopesMaterialized),
	Run: func(p *ir.Program, _ *Context) (*ir.Program, error) {
		var out *ir.Program
		for i, f := range p.Funcs {
			if f == nil || f.Body == nil || f.Kind != ir.Orchestration {
				continue
			}
			c := &carryStamper{prog: p}
			body := c.stmt(f.Body)
			if c.err != nil {
				return nil, fmt.Errorf("function %s: %w", f.Name, c.err)
			}
			if body == f.Body {
				continue
			}
			if out == nil {
				cp := *p
				cp.Funcs = slices.Clone(p.Funcs)
				out = &cp
			}
			nf := *f
			nf.Body = body
			out.Funcs[i] = &nf
		}
		if out == nil {
			return p, nil
		}
		return out, nil
	},
}

const (
	attrIterArgRebind    = "iter_arg_rebind_"
	attrIterArgArraySize = "iter_arg_array_size_"
)

// carryStamper is IterArgCarryStamper (:360-397).
type carryStamper struct {
	prog   *ir.Program
	manual int
	err    error
}

func (c *carryStamper) stmt(s ir.Stmt) ir.Stmt {
	if c.err != nil {
		return s
	}
	switch st := s.(type) {
	case *ir.ScopeStmt:
		if st.Kind == ir.ScopeRuntime && st.Manual {
			c.manual++
			defer func() { c.manual-- }()
		}
	case *ir.ForStmt:
		if len(st.IterArgs) == 0 {
			break
		}
		rebind, size, err := c.analyze(st)
		if err != nil {
			c.err = err
			return s
		}
		out := mutateStmt(s, c.stmt).(*ir.ForStmt)
		attrs := make([]ir.Kwarg, 0, len(out.Attrs)+len(rebind))
		for _, a := range out.Attrs {
			if !strings.HasPrefix(a.Key, attrIterArgRebind) && !strings.HasPrefix(a.Key, attrIterArgArraySize) {
				attrs = append(attrs, a)
			}
		}
		for i := range rebind {
			attrs = append(attrs, ir.Kwarg{Key: attrIterArgRebind + strconv.Itoa(i), Value: rebind[i]})
			if size[i] > 0 {
				attrs = append(attrs, ir.Kwarg{Key: attrIterArgArraySize + strconv.Itoa(i), Value: size[i]})
			}
		}
		cp := *out
		cp.Attrs = attrs
		return &cp
	}
	return mutateStmt(s, c.stmt)
}

// analyze is AnalyzeCarries (:288-331).
func (c *carryStamper) analyze(f *ir.ForStmt) (rebind []bool, size []int64, err error) {
	rebind = make([]bool, len(f.IterArgs))
	size = make([]int64, len(f.IterArgs))
	if y := ir.TrailingYield(f.Body, ir.SSATransparent); y != nil {
		if len(y.Values) != len(f.IterArgs) {
			return nil, nil, fmt.Errorf("%s: Internal error: ForStmt yield/iter_args size mismatch", f.Pos)
		}
		al := newCarryAliases(f, c.prog)
		for i, ia := range f.IterArgs {
			v, ok := y.Values[i].(ir.VarLike)
			rebind[i] = !ok || al.root(v.VarRef()) != &ia.Var
			if isTaskID(&ia.Var) {
				rebind[i] = true
			}
		}
	}
	if c.manual == 0 {
		return rebind, size, nil
	}
	for i := range f.IterArgs {
		if rebind[i] {
			size[i] = arrayCarrySize(f, i)
		}
	}
	if f.Kind == ir.Parallel {
		for i, ia := range f.IterArgs {
			if rebind[i] && isTaskID(&ia.Var) && size[i] <= 0 {
				return nil, nil, fmt.Errorf("%s: manual_scope: pl.parallel loops carrying a manual_scope dep "+
					"(via ``deps=[...]``) must have a statically-known trip count. "+
					"The runtime fence requires a PTO2TaskId[N] array of fixed N. "+
					"Either make the parallel loop's trip count a Python int "+
					"(e.g. ``pl.parallel(4)``) or restructure to put the parallel "+
					"loop inside a const-bounded scope.", f.Pos)
			}
		}
	}
	return rebind, size, nil
}

func isTaskID(v *ir.Var) bool {
	st, ok := v.T.(*ir.ScalarType)
	return ok && st.DType == ir.TASKID
}

// arrayCarrySize is ResolveArrayCarrySize (:259-284).
func arrayCarrySize(f *ir.ForStmt, i int) int64 {
	if i >= len(f.IterArgs) || !isTaskID(&f.IterArgs[i].Var) {
		return 0
	}
	switch f.Kind {
	case ir.Parallel:
		return constTripCount(f)
	case ir.Sequential:
	default:
		return 0
	}
	y := ir.TrailingYield(f.Body, ir.SSATransparent)
	if y == nil || i >= len(y.Values) {
		return 0
	}
	yv, ok := y.Values[i].(ir.VarLike)
	if !ok {
		return 0
	}
	target := yv.VarRef()
	var inner *ir.ForStmt
	ir.Walk(f.Body, func(n ir.Node) bool {
		if inner != nil {
			return false
		}
		if nf, ok := n.(*ir.ForStmt); ok && slices.Contains(nf.ReturnVars, target) {
			inner = nf
			return false
		}
		return true
	})
	if inner == nil {
		return 0
	}
	return arrayCarrySize(inner, slices.Index(inner.ReturnVars, target))
}

// constTripCount is EvalConstTripCount(...).value_or(0)
// (include/pypto/ir/transforms/utils/transform_utils.h:189-219).
func constTripCount(f *ir.ForStmt) int64 {
	start, ok1 := f.Start.(*ir.ConstInt)
	stop, ok2 := f.Stop.(*ir.ConstInt)
	step, ok3 := f.Step.(*ir.ConstInt)
	if !ok1 || !ok2 || !ok3 {
		return 0
	}
	n, _ := TripCount(start.Value, stop.Value, step.Value)
	return n
}

// carryAliases is AliasForest (:124-252).
type carryAliases struct {
	roots  map[*ir.Var]bool
	source map[*ir.Var]*ir.Var
}

func newCarryAliases(f *ir.ForStmt, prog *ir.Program) *carryAliases {
	a := &carryAliases{roots: map[*ir.Var]bool{}, source: map[*ir.Var]*ir.Var{}}
	for _, ia := range f.IterArgs {
		a.roots[&ia.Var] = true
	}
	var assigns []*ir.AssignStmt
	var fors []*ir.ForStmt
	ir.Walk(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.AssignStmt:
			assigns = append(assigns, n)
		case *ir.ForStmt:
			fors = append(fors, n)
		}
		_, isExpr := n.(ir.Expr)
		return !isExpr
	})
	def := make(map[*ir.Var]*ir.AssignStmt, len(assigns))
	for _, s := range assigns {
		def[s.Var] = s
	}
	for _, s := range assigns {
		if src := carryAliasSource(s, def, prog); src != nil {
			a.edge(s.Var, src)
		}
	}
	for _, nf := range fors {
		for k := 0; k < len(nf.IterArgs) && k < len(nf.ReturnVars); k++ {
			if _, isArray := nf.IterArgs[k].T.(*ir.ArrayType); isArray {
				continue
			}
			if init, ok := nf.IterArgs[k].Init.(ir.VarLike); ok {
				a.edge(nf.ReturnVars[k], init.VarRef())
			}
		}
	}
	return a
}

func (a *carryAliases) edge(produced, src *ir.Var) {
	if produced == nil || src == nil || produced == src || a.roots[produced] {
		return
	}
	if _, has := a.source[produced]; !has {
		a.source[produced] = src
	}
}

// root is ClassRoot: the end of v's alias chain (a cycle ends where it
// closes).
func (a *carryAliases) root(v *ir.Var) *ir.Var {
	seen := map[*ir.Var]bool{}
	for !seen[v] {
		seen[v] = true
		next, ok := a.source[v]
		if !ok {
			break
		}
		v = next
	}
	return v
}

// carryAliasSource is ResolveAssignAliasSource (:200-246).
func carryAliasSource(s *ir.AssignStmt, def map[*ir.Var]*ir.AssignStmt, prog *ir.Program) *ir.Var {
	if tg, ok := s.Value.(*ir.TupleGetItem); ok {
		tv, ok := tg.Tuple.(ir.VarLike)
		if !ok {
			return nil
		}
		d := def[tv.VarRef()]
		if d == nil {
			return nil
		}
		args, dirs, _, ok := callOrSubmitDirs(d.Value)
		if !ok || len(dirs) != len(args) {
			return nil
		}
		seen := 0
		for i, dir := range dirs {
			if dir != ir.ArgOutputExisting && dir != ir.ArgInOut && dir != ir.ArgOutput {
				continue
			}
			if seen == tg.Index {
				if v, ok := args[i].(ir.VarLike); ok {
					return v.VarRef()
				}
				return nil
			}
			seen++
		}
		return nil
	}
	args, dirs, callee, ok := callOrSubmitDirs(s.Value)
	if !ok {
		return nil
	}
	if c, isCall := s.Value.(*ir.Call); isCall && c.Op == ir.TensorAssemble && len(c.Args) > 0 {
		if v, ok := c.Args[0].(ir.VarLike); ok {
			return v.VarRef()
		}
		return nil
	}
	if len(dirs) != len(args) {
		return nil
	}
	returned := -1
	if callee != "" && prog != nil {
		returned = explicitReturnedParam(prog.Func(callee))
	}
	for i, dir := range dirs {
		if dir != ir.ArgOutputExisting && dir != ir.ArgInOut {
			continue
		}
		if returned >= 0 && i != returned {
			continue
		}
		if v, ok := args[i].(ir.VarLike); ok {
			return v.VarRef()
		}
		return nil
	}
	return nil
}

// callOrSubmitDirs is AsCallOrSubmitView with GetArgDirections: the
// arguments, the arg_directions (none when absent) and the callee of a
// call of a program function ("" for an op), ok false for another value.
func callOrSubmitDirs(e ir.Expr) (args []ir.Expr, dirs []ir.ArgDirection, callee string, ok bool) {
	var attrs []ir.Kwarg
	switch c := e.(type) {
	case *ir.Call:
		args, attrs = c.Args, c.Attrs
		if c.Op == nil {
			callee = c.Callee
		}
	case *ir.Submit:
		args, attrs, callee = c.Args, c.Attrs, c.Callee
	default:
		return nil, nil, "", false
	}
	if v, has := lookupAttr(attrs, attrArgDirections); has {
		list, _ := v.([]any)
		for _, d := range list {
			ad, _ := d.(ir.ArgDirection)
			dirs = append(dirs, ad)
		}
	}
	return args, dirs, callee, true
}

// explicitReturnedParam is return_lineage::ExplicitReturnedParamIndex
// (src/ir/transforms/utils/return_lineage_utils.cpp:423-447): the index of
// the parameter a function's first return statement returns first, or -1.
func explicitReturnedParam(f *ir.Function) int {
	if f == nil || f.Body == nil {
		return -1
	}
	r := ir.FirstReturn(f.Body)
	if r == nil || len(r.Values) == 0 {
		return -1
	}
	if v, ok := r.Values[0].(ir.VarLike); ok {
		return slices.Index(f.Params, v.VarRef())
	}
	return -1
}
