package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// OptimizeOrchTensors lets InCore kernels write in place and read and
// write their tensors with their parents' strides (PyPTO's
// OptimizeOrchTensors, src/ir/transforms/optimize_orch_tensors_pass.cpp;
// it runs right after ConvertTensorToTileOps, python/pypto/ir/
// pass_manager.py:174). Four rewrites run in turn, each on the previous
// one's program (:1599-1631); "kernel" is an InCore function (:1603-1607),
// "caller" any other function:
//
//  1. In-place reuse (:90-804). A kernel Out parameter merges into one of
//     its In parameters — the Out parameter is removed, the In one becomes
//     InOut and the body's uses of the Out parameter read it — when, in a
//     caller's loop with carries, a call of the kernel passes a
//     tensor.create of the loop body as the Out argument, the result
//     stored into that Out parameter is yielded back as a carry, and that
//     carry is the call's argument in an In slot (:179-296); or, for a
//     kernel called only outside such loops, when the kernel loads an In
//     parameter whole (tile.load at offset 0 of the tensor's full static
//     shape) into a chain of at least one loop carry whose final value it
//     stores into the Out parameter of the same shape and dtype (:298-450),
//     every call passes a tensor.create as the Out argument, and the In
//     argument is read nowhere else in the caller (:564-643). Every call of
//     the kernel in a caller then drops the Out argument, takes the new
//     return type, and the tensor.creates so passed are removed
//     (:645-804).
//  2. Assemble parent strides (:806-1023). When a caller assembles a
//     kernel's result (or one element of it) into a parent tensor of a
//     static shape, the kernel's Out parameter that result is stored to
//     takes the parent's row-major strides (the trailing ones of its rank)
//     as its TensorView, and the tile.stores into it that type.
//  3. Assemble-loop rewrite (:1025-1406). In a kernel with an Out
//     parameter, a one-carry for loop that tile.assembles into its carry
//     and yields the result, whose final value is stored into the Out
//     parameter and returned, stores into the Out parameter directly: the
//     carry starts at the Out parameter, the assemble becomes a tile.store
//     at the same offsets, the carry's initial value and the final store
//     are removed and the loop's result is returned.
//  4. Slice input strides (:1408-1593). When a caller passes a
//     tensor.slice of a parent of static shape to a kernel's In slot (and
//     no other call passes a slice of a different parent shape there), the
//     In parameter, unless it has explicit strides already, takes the
//     parent's trailing row-major strides.
//
// Not modelled: the window externalization PyPTO applies afterwards when
// an InCore function has attrs["windowize"] (:1624-1626,
// window_externalization/); such a program is an error here.
var OptimizeOrchTensors = &Pass{
	Name:     "OptimizeOrchTensors",
	Doc:      "merge kernel Out params into In params in place, give kernel tensors their parents' strides",
	Required: set(pSIO, pITO),
	Produced: set(pSIO, pITO),
	Run:      runOptimizeOrchTensors,
}

func runOptimizeOrchTensors(p *ir.Program, ctx *Context) (*ir.Program, error) {
	kernels := map[string]bool{}
	for _, f := range p.Funcs {
		if f != nil && f.Kind == ir.InCore {
			kernels[f.Name] = true
		}
	}
	p = (&iterArgReuse{prog: p, kernels: kernels}).run()
	p = assembleParentStrides(p, kernels)
	p, err := assembleLoopRewrite(p, kernels)
	if err != nil {
		return nil, err
	}
	p = sliceInputStrides(p, kernels)
	for _, f := range p.Funcs {
		if f == nil || !f.Kind.IsInCoreType() {
			continue
		}
		if w, _ := f.Attr("windowize"); w == true {
			return nil, fmt.Errorf("%s: OptimizeOrchTensors: the window externalization of function '%s' (windowize=True; optimize_orch_tensors_pass.cpp:1624-1626) is not modelled by irfuzz", f.Pos, f.Name)
		}
	}
	return p, nil
}

// outParamReturn is OutParamReturnMapping (include/pypto/ir/transforms/
// utils/window_externalization.h:31-35): the Out parameter at index param
// receives the function's return value ret.
type outParamReturn struct {
	param, ret int
}

// outParamReturns is BuildOutParamReturnMappings without InOut
// (window_externalization/common.cpp:120-187): each return value, among
// the function body's top-level statements, that is the result of a
// tile.store into an Out parameter, or of a loop whose carry starts at an
// Out parameter.
func outParamReturns(f *ir.Function) []outParamReturn {
	outIdx := map[*ir.Var]int{}
	for i, prm := range f.Params {
		if i < len(f.Dirs) && f.Dirs[i] == ir.Out {
			outIdx[prm] = i
		}
	}
	if len(outIdx) == 0 {
		return nil
	}
	stmts := ir.Stmts(f.Body)
	def := map[*ir.Var]*ir.AssignStmt{}
	loopInit := map[*ir.Var]ir.Expr{}
	var ret *ir.ReturnStmt
	for _, s := range stmts {
		switch s := s.(type) {
		case *ir.AssignStmt:
			def[s.Var] = s
		case *ir.ForStmt:
			for i := 0; i < len(s.ReturnVars) && i < len(s.IterArgs); i++ {
				loopInit[s.ReturnVars[i]] = s.IterArgs[i].Init
			}
		case *ir.WhileStmt:
			for i := 0; i < len(s.ReturnVars) && i < len(s.IterArgs); i++ {
				loopInit[s.ReturnVars[i]] = s.IterArgs[i].Init
			}
		case *ir.ReturnStmt:
			if ret == nil {
				ret = s
			}
		}
	}
	if ret == nil {
		return nil
	}
	var out []outParamReturn
	for ri, rv := range ret.Values {
		v, ok := rv.(*ir.Var)
		if !ok {
			continue
		}
		d, ok := def[v]
		if !ok {
			init, ok := loopInit[v].(ir.VarLike)
			if !ok {
				continue
			}
			if pi, ok := outIdx[init.VarRef()]; ok {
				out = append(out, outParamReturn{pi, ri})
			}
			continue
		}
		c, ok := d.Value.(*ir.Call)
		if !ok || c.Op != ir.TileStore || len(c.Args) < 3 {
			continue
		}
		if ot, ok := c.Args[2].(*ir.Var); ok {
			if pi, ok := outIdx[ot]; ok {
				out = append(out, outParamReturn{pi, ri})
			}
		}
	}
	return out
}

// merge is one Out parameter folded into an In one (OutToInMerge).
type merge struct{ out, in int }

// iterArgReuse is IterArgReuseOptimizer (:100-804), rewrite 1.
type iterArgReuse struct {
	prog    *ir.Program
	kernels map[string]bool
	outs    map[string][]outParamReturn
	results map[string][]merge
}

func (r *iterArgReuse) run() *ir.Program {
	r.analyze()
	if len(r.results) == 0 {
		return r.prog
	}
	rewritten := map[string]*ir.Function{}
	for _, f := range r.prog.Funcs {
		if f != nil && r.results[f.Name] != nil {
			rewritten[f.Name] = mergeOutParams(f, r.results[f.Name])
		}
	}
	out := *r.prog
	out.Funcs = make([]*ir.Function, len(r.prog.Funcs))
	for i, f := range r.prog.Funcs {
		out.Funcs[i] = f
		switch {
		case f == nil:
		case rewritten[f.Name] != nil:
			out.Funcs[i] = rewritten[f.Name]
		case !r.kernels[f.Name] && f.Body != nil:
			if body := r.rewriteCalls(f.Body, rewritten); body != f.Body {
				nf := *f
				nf.Body = body
				out.Funcs[i] = &nf
			}
		}
	}
	return &out
}

// analyze is Analyze (:579-643): the merges of calls in loops first, then
// those of kernels called only outside loops.
func (r *iterArgReuse) analyze() {
	r.outs = map[string][]outParamReturn{}
	pairings := map[string][]merge{}
	for _, f := range r.prog.Funcs {
		if f != nil && r.kernels[f.Name] {
			r.outs[f.Name] = outParamReturns(f)
			pairings[f.Name] = inOutPairings(f)
		}
	}
	r.results = map[string][]merge{}
	for _, f := range r.prog.Funcs {
		if f != nil && !r.kernels[f.Name] {
			r.loops(f.Body)
		}
	}
	type site struct {
		idx  *callerIndex
		call *ir.AssignStmt
	}
	sites := map[string][]site{}
	var names []string
	for _, f := range r.prog.Funcs {
		if f == nil || r.kernels[f.Name] {
			continue
		}
		idx := indexCaller(f.Body)
		standaloneCalls(f.Body, false, func(a *ir.AssignStmt, callee string) {
			if !r.kernels[callee] {
				return
			}
			if sites[callee] == nil {
				names = append(names, callee)
			}
			sites[callee] = append(sites[callee], site{idx, a})
		})
	}
	for _, name := range names {
		if r.results[name] != nil || len(pairings[name]) == 0 {
			continue
		}
		var ms []merge
		seenOut, seenIn := map[int]bool{}, map[int]bool{}
		for _, pr := range pairings[name] {
			safe := true
			for _, s := range sites[name] {
				if !pairingSafe(s.idx, s.call, pr) {
					safe = false
					break
				}
			}
			if !safe || seenOut[pr.out] {
				continue
			}
			seenOut[pr.out] = true
			if seenIn[pr.in] {
				continue
			}
			seenIn[pr.in] = true
			ms = append(ms, pr)
		}
		if len(ms) > 0 {
			r.results[name] = ms
		}
	}
}

// loops is LoopAnalyzer (:155-304): every loop with carries of a caller,
// inner loops first.
func (r *iterArgReuse) loops(s ir.Stmt) {
	ir.Walk(s, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.ForStmt:
			r.loops(n.Body)
			if len(n.IterArgs) > 0 {
				r.analyzeLoop(n.IterArgs, n.Body)
			}
			return false
		case *ir.WhileStmt:
			r.loops(n.Body)
			if len(n.IterArgs) > 0 {
				r.analyzeLoop(n.IterArgs, n.Body)
			}
			return false
		case ir.Expr:
			return false
		}
		return true
	})
}

// analyzeLoop is AnalyzeLoop (:179-296).
func (r *iterArgReuse) analyzeLoop(ias []*ir.IterArg, body ir.Stmt) {
	stmts := ir.Stmts(body)
	created := map[*ir.Var]bool{}
	var calls []*ir.AssignStmt
	extracts := map[*ir.Var]map[int]*ir.Var{}
	for _, s := range stmts {
		a, ok := s.(*ir.AssignStmt)
		if !ok {
			continue
		}
		switch v := a.Value.(type) {
		case *ir.Call:
			if v.Op == ir.TensorCreate {
				created[a.Var] = true
			} else if v.Op == nil && r.kernels[v.Callee] {
				calls = append(calls, a)
			}
		case *ir.TupleGetItem:
			if tv, ok := v.Tuple.(*ir.Var); ok {
				if extracts[tv] == nil {
					extracts[tv] = map[int]*ir.Var{}
				}
				extracts[tv][v.Index] = a.Var
			}
		}
	}
	y := findYield(body)
	if y == nil {
		return
	}
	yieldIndex := func(v *ir.Var) int {
		for i, x := range y.Values {
			if xv, ok := x.(*ir.Var); ok && xv == v {
				return i
			}
		}
		return -1
	}
	for _, a := range calls {
		c := a.Value.(*ir.Call)
		k := r.prog.Func(c.Callee)
		if k == nil {
			continue
		}
		outs := r.outs[c.Callee]
		var ms []merge
		for _, om := range outs {
			if om.param >= len(c.Args) {
				continue
			}
			if ov, ok := c.Args[om.param].(*ir.Var); !ok || !created[ov] {
				continue
			}
			yi := -1
			if len(outs) == 1 && len(k.Returns) == 1 {
				yi = yieldIndex(a.Var)
			} else if dest := extracts[a.Var][om.ret]; dest != nil {
				yi = yieldIndex(dest)
			}
			if yi < 0 || yi >= len(ias) {
				continue
			}
			for ai, arg := range c.Args {
				if ia, ok := arg.(*ir.IterArg); !ok || ia != ias[yi] {
					continue
				}
				if ai < len(k.Dirs) && k.Dirs[ai] == ir.In {
					ms = append(ms, merge{om.param, ai})
				}
				break
			}
		}
		if len(ms) > 0 && r.results[c.Callee] == nil {
			r.results[c.Callee] = ms
		}
	}
}

// inOutPairings is BuildInOutParamPairings (:382-450): the (In, Out)
// parameter pairs of a kernel whose Out parameter receives, through at
// least one loop carry chain, a whole-tensor tile.load of the In one.
func inOutPairings(f *ir.Function) []merge {
	inIdx := map[*ir.Var]int{}
	for i := 0; i < len(f.Params) && i < len(f.Dirs); i++ {
		if _, ok := f.Params[i].T.(*ir.TensorType); ok && f.Dirs[i] == ir.In && !ir.IsDistributed(f.Params[i].T) {
			inIdx[f.Params[i]] = i
		}
	}
	outs := outParamReturns(f)
	if len(inIdx) == 0 || len(outs) == 0 {
		return nil
	}
	// IterChainCollector (:353-376).
	def := map[*ir.Var]*ir.AssignStmt{}
	loopInit := map[*ir.Var]ir.Expr{}
	var ret *ir.ReturnStmt
	ir.Walk(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.AssignStmt:
			def[n.Var] = n
		case *ir.ReturnStmt:
			if ret == nil {
				ret = n
			}
		case *ir.ForStmt:
			for i := 0; i < len(n.ReturnVars) && i < len(n.IterArgs); i++ {
				loopInit[n.ReturnVars[i]] = n.IterArgs[i].Init
			}
		case *ir.WhileStmt:
			for i := 0; i < len(n.ReturnVars) && i < len(n.IterArgs); i++ {
				loopInit[n.ReturnVars[i]] = n.IterArgs[i].Init
			}
		}
		return true
	})
	if ret == nil {
		return nil
	}
	var out []merge
	used := map[int]bool{}
	for _, om := range outs {
		if om.ret >= len(ret.Values) {
			continue
		}
		rv, ok := ret.Values[om.ret].(*ir.Var)
		if !ok || def[rv] == nil {
			continue
		}
		st, ok := def[rv].Value.(*ir.Call)
		if !ok || st.Op != ir.TileStore || len(st.Args) == 0 {
			continue
		}
		cur, _ := st.Args[0].(*ir.Var)
		hops := 0
		for i := 0; i < 16 && cur != nil; i++ {
			init, ok := loopInit[cur]
			if !ok {
				break
			}
			cur, _ = init.(*ir.Var)
			if cur == nil {
				break
			}
			hops++
		}
		if cur == nil || hops == 0 || def[cur] == nil {
			continue
		}
		ld, ok := def[cur].Value.(*ir.Call)
		if !ok || ld.Op != ir.TileLoad || len(ld.Args) == 0 {
			continue
		}
		src, ok := ld.Args[0].(*ir.Var)
		if !ok {
			continue
		}
		in, ok := inIdx[src]
		if !ok {
			continue
		}
		tt := f.Params[in].T.(*ir.TensorType)
		if !staticTensorsMatch(tt, f.Params[om.param].T) || !fullTensorLoad(ld, tt) || used[in] {
			continue
		}
		used[in] = true
		out = append(out, merge{om.param, in})
	}
	return out
}

// fullTensorLoad is IsFullTensorLoad (:312-332): the load reads the whole
// tensor — offsets 0, shape and valid shape the tensor's static shape.
func fullTensorLoad(ld *ir.Call, t *ir.TensorType) bool {
	if len(ld.Args) < 4 {
		return false
	}
	offs, ok1 := ld.Args[1].(*ir.MakeTuple)
	shape, ok2 := ld.Args[2].(*ir.MakeTuple)
	valid, ok3 := ld.Args[3].(*ir.MakeTuple)
	n := len(t.Shape)
	if !ok1 || !ok2 || !ok3 || len(offs.Elems) != n || len(shape.Elems) != n || len(valid.Elems) != n {
		return false
	}
	for i := 0; i < n; i++ {
		want, ok1 := t.Shape[i].(*ir.ConstInt)
		got, ok2 := shape.Elems[i].(*ir.ConstInt)
		gotV, ok3 := valid.Elems[i].(*ir.ConstInt)
		if !ok1 || !ok2 || !ok3 || want.Value != got.Value || want.Value != gotV.Value {
			return false
		}
		if o, ok := offs.Elems[i].(*ir.ConstInt); !ok || o.Value != 0 {
			return false
		}
	}
	return true
}

// staticTensorsMatch is TensorTypesMatch (:335-346): plain tensors of one
// dtype and the same static shape.
func staticTensorsMatch(a, b ir.Type) bool {
	ta, ok1 := a.(*ir.TensorType)
	tb, ok2 := b.(*ir.TensorType)
	if !ok1 || !ok2 || ta.Distributed || tb.Distributed || ta.DType != tb.DType || len(ta.Shape) != len(tb.Shape) {
		return false
	}
	return staticShapesMatch(ta.Shape, tb.Shape)
}

// staticShapesMatch is ShapesMatch (:1434-1442): every dimension a
// constant, and equal.
func staticShapesMatch(a, b []ir.Expr) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		ca, ok1 := a[i].(*ir.ConstInt)
		cb, ok2 := b[i].(*ir.ConstInt)
		if !ok1 || !ok2 || ca.Value != cb.Value {
			return false
		}
	}
	return true
}

// callerIndex is FunctionBodyIndex (:456-503): the reads of each variable in
// a caller (definitions excluded; an if's return variables count, as
// PyPTO's IRVisitor visits them) and its tensor.create results.
type callerIndex struct {
	uses    map[*ir.Var]int
	created map[*ir.Var]bool
}

func indexCaller(body ir.Stmt) *callerIndex {
	x := &callerIndex{uses: map[*ir.Var]int{}, created: map[*ir.Var]bool{}}
	ir.Walk(body, func(n ir.Node) bool {
		switch n := n.(type) {
		case ir.VarLike:
			x.uses[n.VarRef()]++
		case *ir.AssignStmt:
			if c, ok := n.Value.(*ir.Call); ok && c.Op == ir.TensorCreate {
				x.created[n.Var] = true
			}
		case *ir.IfStmt:
			for _, rv := range n.ReturnVars {
				x.uses[rv]++
			}
		}
		return true
	})
	return x
}

// standaloneCalls is StandaloneCallCollector (:511-551): the assignments
// of function calls outside loops with carries.
func standaloneCalls(s ir.Stmt, inLoop bool, fn func(*ir.AssignStmt, string)) {
	ir.Walk(s, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.ForStmt:
			standaloneCalls(n.Body, inLoop || len(n.IterArgs) > 0, fn)
			return false
		case *ir.WhileStmt:
			standaloneCalls(n.Body, inLoop || len(n.IterArgs) > 0, fn)
			return false
		case *ir.AssignStmt:
			if c, ok := n.Value.(*ir.Call); ok && c.Op == nil && !inLoop {
				fn(n, c.Callee)
			}
			return false
		case ir.Expr:
			return false
		}
		return true
	})
}

// pairingSafe is IsPairingSafeAtCallSite (:564-576): the Out argument is a
// tensor.create of the caller and the In argument is read by this call
// only.
func pairingSafe(x *callerIndex, a *ir.AssignStmt, m merge) bool {
	c := a.Value.(*ir.Call)
	if m.out >= len(c.Args) || m.in >= len(c.Args) {
		return false
	}
	ov, ok1 := c.Args[m.out].(*ir.Var)
	iv, ok2 := c.Args[m.in].(*ir.Var)
	if !ok1 || !ok2 || !x.created[ov] {
		return false
	}
	self := 0
	ir.WalkExpr(c, func(n ir.Node) bool {
		if v, ok := n.(ir.VarLike); ok && v.VarRef() == iv {
			self++
		}
		return true
	})
	return x.uses[iv] == self
}

// mergeOutParams is RewriteIncore (:691-720): the merged Out parameters
// are removed, their In partners become InOut and the body reads them
// instead.
func mergeOutParams(f *ir.Function, ms []merge) *ir.Function {
	drop, promote := map[int]bool{}, map[int]bool{}
	m := &ir.Mutator{}
	for _, x := range ms {
		drop[x.out], promote[x.in] = true, true
		m.Subst(f.Params[x.out], f.Params[x.in])
	}
	nf := *f
	nf.Params, nf.Dirs = nil, nil
	for i, prm := range f.Params {
		if drop[i] {
			continue
		}
		nf.Params = append(nf.Params, prm)
		switch {
		case promote[i]:
			nf.Dirs = append(nf.Dirs, ir.InOut)
		case i < len(f.Dirs):
			nf.Dirs = append(nf.Dirs, f.Dirs[i])
		default:
			nf.Dirs = append(nf.Dirs, ir.In)
		}
	}
	nf.Body = m.StmtTree(f.Body)
	return &nf
}

// rewriteCalls is DeadCreateScanner and CallSiteRewriter (:645-804) over
// a caller: the merged Out arguments leave the calls, whose results take
// the kernel's new return type, and the tensor.creates they passed go.
func (r *iterArgReuse) rewriteCalls(body ir.Stmt, rewritten map[string]*ir.Function) ir.Stmt {
	dead := map[*ir.Var]bool{}
	ir.Walk(body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.AssignStmt:
			if c, ok := n.Value.(*ir.Call); ok && c.Op == nil {
				for _, x := range r.results[c.Callee] {
					if x.out < len(c.Args) {
						if v, ok := c.Args[x.out].(*ir.Var); ok {
							dead[v] = true
						}
					}
				}
			}
			return false
		case ir.Expr:
			return false
		}
		return true
	})
	m := &ir.Mutator{}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		switch s := s.(type) {
		case *ir.SeqStmts:
			return flattenSeqIfNested(s)
		case *ir.AssignStmt:
			c, ok := s.Value.(*ir.Call)
			if !ok {
				return s
			}
			if c.Op == ir.TensorCreate {
				if dead[s.Var] {
					return &ir.SeqStmts{Pos: s.Pos}
				}
				return s
			}
			nf := rewritten[c.Callee]
			if c.Op != nil || nf == nil {
				return s
			}
			drop := map[int]bool{}
			for _, x := range r.results[c.Callee] {
				drop[x.out] = true
			}
			nc := *c
			nc.Args = nil
			for i, a := range c.Args {
				if !drop[i] {
					nc.Args = append(nc.Args, a)
				}
			}
			var t ir.Type
			switch len(nf.Returns) {
			case 0:
				t = ir.Unknown()
			case 1:
				t = nf.Returns[0]
			default:
				t = &ir.TupleType{Elems: nf.Returns}
			}
			nc.T = t
			nv := &ir.Var{Name: s.Var.Name, T: t, Pos: s.Var.Pos}
			m.Subst(s.Var, nv)
			return &ir.AssignStmt{Var: nv, Value: &nc, Pos: s.Pos}
		}
		return s
	}
	return m.StmtTree(body)
}

// flattenSeqIfNested is SeqStmts::Flatten of a statement list the mutator
// rebuilt (include/pypto/ir/stmt.h:1087-1107) when a child is itself a
// list (a removed statement leaves an empty one).
func flattenSeqIfNested(s *ir.SeqStmts) ir.Stmt {
	for _, c := range s.Stmts {
		if _, ok := c.(*ir.SeqStmts); ok {
			return flattenSeq(s.Pos, s.Stmts)
		}
	}
	return s
}
