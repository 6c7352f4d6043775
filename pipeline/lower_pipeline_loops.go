package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/ir/arith"
)

// LowerPipelineLoops is PyPTO's LowerPipelineLoops
// (src/ir/transforms/lower_pipeline_loops_pass.cpp), run on every function
// after SkewCrossCorePipeline and LowerPipelineToSlots: a
// `pl.pipeline(start, stop, step, stage=F)` loop with F > 1 is replicated
// F times for ping-pong buffering.
//
//   - Nested pipeline loops are lowered first (:268); a loop with F == 1
//     (a user's stage=1, or this pass's own marker) only has its body
//     visited (:261-263).
//   - The step must be an integer constant (or the negation of one):
//     otherwise "LowerPipelineLoops: step must be a compile-time integer
//     constant, got <Kind>" (:47-58); a zero step is an internal error
//     (:273).
//   - Constant start and stop (LowerStatic, :480-521): trip 0 demotes the
//     loop to pl.range (kind Sequential, pipeline_stages dropped,
//     :296-302); otherwise a main loop over [start, start+main*F*step) by
//     F*step whose body is F clones of the body, threading the carries
//     through them, keeps kind Pipeline with stage=1 (the marker
//     CanonicalizeIOOrder consumes, :433-440), then the trip % F remaining
//     clones follow as straight-line code at start+main*F*step+j*step, and
//     the loop's return vars are bound to their last yields (the main
//     loop's return vars are renamed <name>_main when a tail follows).
//   - Runtime start or stop (LowerDynamic, :538-663): a positive step is
//     required (an internal check, :541-542); unroll_main_end = start +
//     (trip / F) * (F * step), trip being stop - start for step 1 and
//     (stop - start + (step-1)) // step otherwise; the main loop runs to
//     unroll_main_end; unroll_rem = stop - unroll_main_end (step 1) or
//     trip - (trip / F) * F; then a cascade `if unroll_rem == 1: <1 clone>
//     else: if unroll_rem == 2: ...` up to F-1 clones, each branch yielding
//     its last clone's values (return vars <name>_rem<k>, the outermost the
//     loop's own), the innermost else yielding the main loop's.
//
// Each clone (ReplicateBody, :323-362) substitutes the loop variable by
// base + k*step (folded when base is a constant, :82-88), the iter args by
// the previous clone's yields, and mints every variable it defines anew
// (DeepClone with clone_def_vars, cloneFresh). Every call defining a tile
// in a clone gets the attr pipeline_membership "<group>:<k>" appended
// (";"-separated after one it has), group counting the replicated regions
// of the function from 0 (:112-175); a tile.matmul* result in Acc is not
// tagged unless the loop carries pipeline_double_buffer_c=true.
//
// The model's MemoryReuse does not read pipeline_membership (PyPTO's
// keeps the stages' load buffers apart by it): docs/pypto-version.md.
var LowerPipelineLoops = &Pass{
	Name:     "LowerPipelineLoops",
	Doc:      "replicate each pl.pipeline(stage=F) loop body F times, with a static tail or a dynamic remainder cascade",
	Required: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		return mapFuncBodies(p, func(f *ir.Function) (ir.Stmt, error) {
			l := &pipeLowerer{}
			var body ir.Stmt
			if err := arith.Catch(func() { body = l.stmt(f.Body) }); err != nil {
				return nil, err
			}
			return body, l.err
		})
	},
}

// mapFuncBodies applies fn to the body of every function that has one,
// returning p itself when no body changed.
func mapFuncBodies(p *ir.Program, fn func(*ir.Function) (ir.Stmt, error)) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f == nil || f.Body == nil {
			continue
		}
		body, err := fn(f)
		if err != nil {
			return nil, err
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
}

// pipelineStages is a loop's stage count when it is a pl.pipeline loop
// carrying one (the trigger of :251-253).
func pipelineStages(s *ir.ForStmt) (int64, bool) {
	if s.Kind != ir.Pipeline {
		return 0, false
	}
	v, ok := s.Attr(attrPipelineStages)
	if !ok {
		return 0, false
	}
	n, ok := v.(int64)
	return n, ok
}

// stripAttr is StripAttr: the attrs without key, in order.
func stripAttr(kws []ir.Kwarg, key string) []ir.Kwarg {
	var out []ir.Kwarg
	for _, kw := range kws {
		if kw.Key != key {
			out = append(out, kw)
		}
	}
	return out
}

// stepConst is GetConstIntValue (:47-58): a ConstInt or the negation of
// one, else a ValueError naming the pass.
func stepConst(pass string, e ir.Expr, what string) (int64, error) {
	if v, ok := constOrNeg(e); ok {
		return v, nil
	}
	return 0, fmt.Errorf("%s: %s: %s must be a compile-time integer constant, got %s", e.Span(), pass, what, exprTypeName(e))
}

// constOrNeg is TryGetConstInt (:61-71).
func constOrNeg(e ir.Expr) (int64, bool) {
	switch x := e.(type) {
	case *ir.ConstInt:
		return x.Value, true
	case *ir.Unary:
		if c, ok := x.X.(*ir.ConstInt); ok && x.Op == ir.OpNeg {
			return -c.Value, true
		}
	}
	return 0, false
}

func constIndex(v int64, pos ir.Span) *ir.ConstInt {
	return &ir.ConstInt{Value: v, DType: ir.INDEX, Pos: pos}
}

// offsetIndex is OffsetIndex (:82-88): base + off, folded for a constant
// base.
func offsetIndex(base ir.Expr, off int64, pos ir.Span) ir.Expr {
	if off == 0 {
		return base
	}
	if c, ok := base.(*ir.ConstInt); ok {
		return constIndex(c.Value+off, pos)
	}
	return arith.MakeBinary(ir.OpAdd, base, constIndex(off, pos), pos)
}

// cloneFresh is DeepClone(body, sub, clone_def_vars=true).
func cloneFresh(body ir.Stmt, sub map[*ir.Var]ir.Expr) (ir.Stmt, error) {
	own := make(map[*ir.Var]ir.Expr, len(sub))
	for k, v := range sub {
		own[k] = v
	}
	d := &cloner{sub: own, ias: map[*ir.IterArg]*ir.IterArg{}, fresh: true, freshDefs: true}
	d.typ = &ir.Mutator{Expr: d.leaf}
	out := d.stmt(body)
	return out, d.err
}

// splitBodyYield is SplitBodyYield (:177-191): the body without its
// trailing yield, and the yielded values.
func splitBodyYield(body ir.Stmt) (ir.Stmt, []ir.Expr) {
	if y, ok := body.(*ir.YieldStmt); ok {
		return &ir.SeqStmts{Pos: y.Pos}, y.Values
	}
	seq, ok := body.(*ir.SeqStmts)
	if !ok || len(seq.Stmts) == 0 {
		return body, nil
	}
	y, ok := seq.Stmts[len(seq.Stmts)-1].(*ir.YieldStmt)
	if !ok {
		return body, nil
	}
	return &ir.SeqStmts{Stmts: append([]ir.Stmt(nil), seq.Stmts[:len(seq.Stmts)-1]...), Pos: seq.Pos}, y.Values
}

// isCubeMatmul reports a tile.matmul* op, the cube MADs whose Acc results
// the membership tagger skips (:138-139).
func isCubeMatmul(op *ir.OpDef) bool {
	switch op {
	case ir.TileMatmul, ir.TileMatmulAcc, ir.TileMatmulBias, ir.TileMatmulMx, ir.TileMatmulMxAcc, ir.TileMatmulMxBias:
		return true
	}
	return false
}

// tagMembership appends (group, stage) to the pipeline_membership attr of
// every call defining a tile in s, at any depth (PipelineMembershipTagger,
// :112-175, with skipAcc its cube-accumulator exception;
// SkewCrossCorePipeline's MembershipTagger, skew_cross_core_pipeline_pass
// .cpp:186-219, skips the tpop definitions instead).
func tagMembership(s ir.Stmt, group, stage int, skip func(a *ir.AssignStmt, c *ir.Call) bool) ir.Stmt {
	m := &ir.Mutator{Stmt: func(st ir.Stmt) ir.Stmt {
		a, ok := st.(*ir.AssignStmt)
		if !ok {
			return st
		}
		if _, ok := a.Var.T.(*ir.TileType); !ok {
			return st
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || skip(a, c) {
			return st
		}
		packed := ""
		if v, ok := c.Attr(attrPipelineMembership); ok {
			packed, _ = v.(string)
		}
		pair := strconv.Itoa(group) + ":" + strconv.Itoa(stage)
		if packed == "" {
			packed = pair
		} else {
			packed += ";" + pair
		}
		nc := *c
		nc.Attrs = append(stripAttr(c.Attrs, attrPipelineMembership), ir.Kwarg{Key: attrPipelineMembership, Value: packed})
		return &ir.AssignStmt{Var: a.Var, Value: &nc, Pos: a.Pos}
	}}
	return m.StmtTree(s)
}

type pipeLowerer struct {
	group int // next_pipeline_group_ (:294)
	err   error
}

func (l *pipeLowerer) fail(err error) {
	if l.err == nil && err != nil {
		l.err = err
	}
}

// stmt is the IRMutator walk with LowerPipelineMutator's ForStmt visit
// (:250-288).
func (l *pipeLowerer) stmt(s ir.Stmt) ir.Stmt {
	if l.err != nil {
		return s
	}
	f, ok := s.(*ir.ForStmt)
	if !ok {
		return mutateStmt(s, l.stmt)
	}
	factor, ok := pipelineStages(f)
	if !ok || factor == 1 {
		return withForBody(f, l.stmt(f.Body))
	}
	if factor < 1 {
		l.fail(fmt.Errorf("%s: internal error: LowerPipelineLoops: pipeline_stages must be >= 1, got %d", f.Pos, factor))
		return s
	}
	body := l.stmt(f.Body)
	step, err := stepConst("LowerPipelineLoops", f.Step, "step")
	if err != nil {
		l.fail(err)
		return s
	}
	if step == 0 {
		l.fail(fmt.Errorf("%s: internal error: LowerPipelineLoops: step cannot be zero", f.Pos))
		return s
	}
	start, ok1 := constOrNeg(f.Start)
	stop, ok2 := constOrNeg(f.Stop)
	if ok1 && ok2 {
		return l.lowerStatic(f, body, factor, start, stop, step)
	}
	return l.lowerDynamic(f, body, factor, step)
}

// replicate is ReplicateBody (:323-362): n clones of body at base +
// k*step, threading the carries from init; it returns the clones (yields
// stripped) and the last clone's yields.
func (l *pipeLowerer) replicate(s *ir.ForStmt, body ir.Stmt, n, step int64, base ir.Expr, init []ir.Expr) (ir.Stmt, []ir.Expr) {
	group := l.group
	l.group++
	dbC := false
	if v, ok := s.Attr(attrPipelineDoubleBufferC); ok {
		dbC, _ = v.(bool)
	}
	skip := func(a *ir.AssignStmt, c *ir.Call) bool {
		tt := a.Var.T.(*ir.TileType)
		return isCubeMatmul(c.Op) && tt.Space == ir.Acc && !dbC
	}
	var clones []ir.Stmt
	prev := init
	for k := int64(0); k < n; k++ {
		sub := map[*ir.Var]ir.Expr{s.LoopVar: offsetIndex(base, k*step, s.Pos)}
		for j, ia := range s.IterArgs {
			sub[&ia.Var] = prev[j]
		}
		cl, err := cloneFresh(body, sub)
		if err != nil {
			l.fail(err)
			return body, init
		}
		stmts, yields := splitBodyYield(cl)
		if len(yields) != len(s.IterArgs) {
			l.fail(fmt.Errorf("%s: internal error: loop body must yield %d values for iter_args, got %d", s.Pos, len(s.IterArgs), len(yields)))
			return body, init
		}
		clones = append(clones, tagMembership(stmts, group, int(k), skip))
		prev = yields
	}
	return flattenSeq(s.Pos, clones), prev
}

func iterInits(ias []*ir.IterArg) []ir.Expr {
	out := make([]ir.Expr, len(ias))
	for i, ia := range ias {
		out[i] = ia.Init
	}
	return out
}

// freshReturnVars is MakeFreshReturnVars: same types, names suffixed.
func freshReturnVars(vs []*ir.Var, suffix string) []*ir.Var {
	out := make([]*ir.Var, len(vs))
	for i, v := range vs {
		out[i] = &ir.Var{Name: v.Name + suffix, T: v.T, Pos: v.Pos}
	}
	return out
}

// mainLoop is BuildMainLoop (:397-441).
func (l *pipeLowerer) mainLoop(s *ir.ForStmt, body ir.Stmt, factor, step int64, start, stop ir.Expr, rvs []*ir.Var) ir.Stmt {
	lv := &ir.Var{Name: s.LoopVar.Name, T: s.LoopVar.T, Pos: s.LoopVar.Pos}
	ias := make([]*ir.IterArg, len(s.IterArgs))
	subs := make([]ir.Expr, len(s.IterArgs))
	for i, ia := range s.IterArgs {
		ias[i] = &ir.IterArg{Var: ir.Var{Name: ia.Name, T: ia.T, Pos: ia.Pos}, Init: ia.Init}
		subs[i] = ias[i]
	}
	region, yields := l.replicate(s, body, factor, step, lv, subs)
	parts := []ir.Stmt{region}
	if len(s.IterArgs) > 0 {
		parts = append(parts, &ir.YieldStmt{Values: yields, Pos: s.Pos})
	}
	attrs := append(stripAttr(s.Attrs, attrPipelineStages), ir.Kwarg{Key: attrPipelineStages, Value: int64(1)})
	return &ir.ForStmt{LoopVar: lv, Start: start, Stop: stop, Step: constIndex(factor*step, s.Pos), IterArgs: ias,
		Body: flattenSeq(s.Pos, parts), ReturnVars: rvs, Kind: s.Kind, Attrs: attrs, Pos: s.Pos}
}

// demote is DemoteToSequential (:296-302).
func demotePipeline(s *ir.ForStmt, body ir.Stmt) ir.Stmt {
	c := *s
	c.Body = body
	c.Kind = ir.Sequential
	c.Attrs = stripAttr(s.Attrs, attrPipelineStages)
	return &c
}

// lowerStatic is LowerStatic (:480-521).
func (l *pipeLowerer) lowerStatic(s *ir.ForStmt, body ir.Stmt, factor, start, stop, step int64) ir.Stmt {
	trip := tripCount(start, stop, step)
	if trip == 0 {
		return demotePipeline(s, body)
	}
	mainIters, rem := trip/factor, trip%factor
	mainRVs := s.ReturnVars
	if rem > 0 && len(mainRVs) > 0 {
		mainRVs = freshReturnVars(s.ReturnVars, "_main")
	}
	var out []ir.Stmt
	if mainIters > 0 {
		out = append(out, l.mainLoop(s, body, factor, step, s.Start, constIndex(start+mainIters*factor*step, s.Pos), mainRVs))
	}
	if rem > 0 {
		init := iterInits(s.IterArgs)
		if mainIters > 0 {
			init = varsAsExprs(mainRVs)
		}
		region, yields := l.replicate(s, body, rem, step, constIndex(start+mainIters*factor*step, s.Pos), init)
		out = append(out, region)
		for j, rv := range s.ReturnVars {
			out = append(out, &ir.AssignStmt{Var: rv, Value: yields[j], Pos: s.Pos})
		}
	}
	return flattenSeq(s.Pos, out)
}

// lowerDynamic is LowerDynamic (:538-663).
func (l *pipeLowerer) lowerDynamic(s *ir.ForStmt, body ir.Stmt, factor, step int64) ir.Stmt {
	pos := s.Pos
	if step <= 0 {
		l.fail(fmt.Errorf("%s: internal error: LowerPipelineLoops: dynamic bounds require a positive step, got %d. Use static bounds for negative-step loops.", pos, step))
		return s
	}
	bin := func(op ir.BinaryOp, a, b ir.Expr) ir.Expr { return arith.MakeBinary(op, a, b, pos) }
	span := bin(ir.OpSub, s.Stop, s.Start)
	trip := span
	if step != 1 {
		trip = bin(ir.OpFloorDiv, bin(ir.OpAdd, span, constIndex(step-1, pos)), constIndex(step, pos))
	}
	factorE := constIndex(factor, pos)
	mainIters := bin(ir.OpFloorDiv, trip, factorE)
	mainEndValue := bin(ir.OpAdd, s.Start, bin(ir.OpMul, mainIters, constIndex(factor*step, pos)))
	mainEnd := &ir.Var{Name: "unroll_main_end", T: ir.Scalar(ir.INDEX), Pos: pos}

	mainRVs := s.ReturnVars
	if len(mainRVs) > 0 {
		mainRVs = freshReturnVars(s.ReturnVars, "_main")
	}
	loop := l.mainLoop(s, body, factor, step, s.Start, mainEnd, mainRVs)

	rem := &ir.Var{Name: "unroll_rem", T: ir.Scalar(ir.INDEX), Pos: pos}
	var remValue ir.Expr
	if step == 1 {
		remValue = bin(ir.OpSub, s.Stop, mainEnd)
	} else {
		remValue = bin(ir.OpSub, trip, bin(ir.OpMul, mainIters, factorE))
	}
	mainExprs := varsAsExprs(mainRVs)
	carries := len(s.IterArgs) > 0

	var inner ir.Stmt
	var innerRVs []*ir.Var
	for k := factor - 1; k >= 1; k-- {
		region, yields := l.replicate(s, body, k, step, mainEnd, mainExprs)
		thenParts := []ir.Stmt{region}
		if carries {
			thenParts = append(thenParts, &ir.YieldStmt{Values: yields, Pos: pos})
		}
		var elseBody ir.Stmt
		if k == factor-1 {
			if carries {
				elseBody = &ir.YieldStmt{Values: mainExprs, Pos: pos}
			}
		} else {
			parts := []ir.Stmt{inner}
			if carries {
				parts = append(parts, &ir.YieldStmt{Values: varsAsExprs(innerRVs), Pos: pos})
			}
			elseBody = flattenSeq(pos, parts)
		}
		var rvs []*ir.Var
		if carries {
			if k == 1 {
				rvs = s.ReturnVars
			} else {
				rvs = freshReturnVars(s.ReturnVars, "_rem"+strconv.FormatInt(k, 10))
			}
		}
		inner = &ir.IfStmt{Cond: bin(ir.OpEq, rem, constIndex(k, pos)), Then: flattenSeq(pos, thenParts), Else: elseBody, ReturnVars: rvs, Pos: pos}
		innerRVs = rvs
	}
	out := []ir.Stmt{&ir.AssignStmt{Var: mainEnd, Value: mainEndValue, Pos: pos}, loop}
	if inner != nil {
		out = append(out, &ir.AssignStmt{Var: rem, Value: remValue, Pos: pos}, inner)
	}
	return flattenSeq(pos, out)
}
