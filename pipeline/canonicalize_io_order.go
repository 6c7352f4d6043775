package pipeline

import (
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// CanonicalizeIOOrder reorders the statements of pipeline loop bodies
// along the hardware-unit ladder scalar -> load -> compute -> store, then
// demotes each pipeline loop to a sequential one (PyPTO's
// CanonicalizeIOOrder, src/ir/transforms/canonicalize_io_order_pass.cpp;
// it runs after LowerPipelineLoops and before MaterializeTensorStrides,
// python/pypto/ir/pass_manager.py:224-228).
//
// Every statement list with two or more statements inside a
// ForKind.Pipeline loop (nested lists bottom-up, :270-281) is sorted
// topologically over its def-use graph (an edge from the last earlier
// statement defining a variable to each statement reading it, nested
// bodies counting as their compound statement; no memory dependencies,
// stmt_dependency_analysis.cpp:40-86), taking among the ready statements
// the one of the smallest key (:409-446):
//
//   - tier 0: an assignment of a scalar (address arithmetic);
//   - tier 1: tile.load and tile.read, and a tile.extract from Mat to
//     Left or Right (an L1 -> L0 move);
//   - tier 2: everything else, ordered by the pipeline_membership of the
//     tile it defines or of its first tagged operand, then compute before
//     stores (tile.store and tile.write; with the loop attr
//     pipeline_overlap_stores=False they count as compute);
//
// then by original position. A trailing yield, return, break or continue
// stays last (:323-326). Under pipeline_double_buffer_c the tier-2 key is
// (stage / 2, compute before store and tile.assemble, stage) and the
// membership of a matmul producing an Acc tile is rotated to stage % 2
// (:399-474). Leaving a pipeline loop, the pass makes it sequential and
// drops its pipeline_stages, pipeline_overlap_stores and
// pipeline_double_buffer_c attrs (:237-268). A function that breaks the
// InOut-use discipline is left as it is (:508-511).
//
// The model runs no LowerPipelineLoops (pypto-brief §3.1): a pipeline loop
// reaches this pass as written, so its body is reordered as one iteration
// (PyPTO reorders the replicated body, with each clone's membership) and
// the demoted loop keeps its step and trip count, where PyPTO's has the
// step times the stage count with the remainder peeled; the stage count
// stays in the model-only ForStmt.DemotedStages for the code generation's
// step check (pto_codegen.go, loopStep).
//
// The model's InsertSync runs after every PyPTO pass it models: PyPTO
// inserts no synchronization in its pass pipeline (its code generator and
// PTOAS place the flags), so the model's stand-in stays last.
var CanonicalizeIOOrder = &Pass{
	Name:     "CanonicalizeIOOrder",
	Doc:      "order pipeline loop bodies scalar, load, compute, store and make the loops sequential",
	Required: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS, verifier.PipelineResolved),
	Run:      runCanonicalizeIOOrder,
}

func runCanonicalizeIOOrder(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f == nil || f.Body == nil || !hasPipelineLoop(f.Body) || !verifier.InOutUseClean(p, f) {
			continue
		}
		c := &ioCanon{overlapStores: true}
		if body := c.stmt(f.Body); body != f.Body {
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

// hasPipelineLoop reports whether a body holds a ForKind.Pipeline loop
// (nothing else is changed by the pass).
func hasPipelineLoop(body ir.Stmt) bool {
	found := false
	ir.Walk(body, func(n ir.Node) bool {
		if s, ok := n.(*ir.ForStmt); ok && s.Kind == ir.Pipeline {
			found = true
		}
		_, isExpr := n.(ir.Expr)
		return !found && !isExpr
	})
	return found
}

type ioCanon struct {
	depth         int  // enclosing pipeline loops
	overlapStores bool // of the nearest pipeline loop
	doubleBufferC bool // of the nearest pipeline loop
}

// stmt rewrites a statement copy-on-write (the IRMutator walk of
// canonicalize_io_order_pass.cpp:237-281).
func (c *ioCanon) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.SeqStmts:
		var out []ir.Stmt
		for i, st := range s.Stmts {
			n := c.stmt(st)
			if n != st && out == nil {
				out = append([]ir.Stmt(nil), s.Stmts...)
			}
			if out != nil {
				out[i] = n
			}
		}
		seq := s
		if out != nil {
			seq = &ir.SeqStmts{Stmts: out, Pos: s.Pos}
		}
		if c.depth == 0 || len(seq.Stmts) < 2 {
			return seq
		}
		return c.reorder(seq)
	case *ir.ForStmt:
		pipeline := s.Kind == ir.Pipeline
		saved := *c
		if pipeline {
			c.depth++
			c.overlapStores = loopBoolAttr(s, attrPipelineOverlapStores, true)
			c.doubleBufferC = loopBoolAttr(s, attrPipelineDoubleBufferC, false)
		}
		body := c.stmt(s.Body)
		*c = saved
		if !pipeline && body == s.Body {
			return s
		}
		n := *s
		n.Body = body
		if pipeline {
			n.Kind = ir.Sequential
			if v, ok := s.Attr(attrPipelineStages); ok {
				n.DemotedStages, _ = v.(int64)
			}
			n.Attrs = nil
			for _, a := range s.Attrs {
				if a.Key != attrPipelineStages && a.Key != attrPipelineOverlapStores && a.Key != attrPipelineDoubleBufferC {
					n.Attrs = append(n.Attrs, a)
				}
			}
		}
		return &n
	case *ir.WhileStmt:
		if body := c.stmt(s.Body); body != s.Body {
			n := *s
			n.Body = body
			return &n
		}
	case *ir.IfStmt:
		th, el := c.stmt(s.Then), c.stmt(s.Else)
		if th != s.Then || el != s.Else {
			n := *s
			n.Then, n.Else = th, el
			return &n
		}
	case *ir.ScopeStmt:
		if body := c.stmt(s.Body); body != s.Body {
			n := *s
			n.Body = body
			return &n
		}
	}
	return s
}

// loopBoolAttr reads a boolean loop attr (GetAttr<bool> with a default).
func loopBoolAttr(s *ir.ForStmt, key string, def bool) bool {
	if v, ok := s.Attr(key); ok {
		if b, ok := v.(bool); ok {
			return b
		}
	}
	return def
}

// ioCategory is IOCategory (canonicalize_io_order_pass.cpp:89-94).
type ioCategory uint8

const (
	ioScalar ioCategory = iota
	ioLoad
	ioCompute
	ioStore
)

// category is CategorizeStmt (:156-192).
func (c *ioCanon) category(s ir.Stmt) ioCategory {
	storeTier := ioCompute
	if c.overlapStores || c.doubleBufferC {
		storeTier = ioStore
	}
	switch s := s.(type) {
	case *ir.AssignStmt:
		if call, ok := s.Value.(*ir.Call); ok {
			switch {
			case call.Op == ir.TileLoad || call.Op == ir.TileRead:
				return ioLoad
			case call.Op == ir.TileStore || call.Op == ir.TileWrite:
				return storeTier
			case c.doubleBufferC && call.Op == ir.TileAssemble:
				return ioStore
			case isL1ToL0Extract(call):
				return ioLoad
			}
		}
		if _, ok := s.Var.T.(*ir.ScalarType); ok {
			return ioScalar
		}
	case *ir.EvalStmt:
		if call, ok := s.Expr.(*ir.Call); ok && (call.Op == ir.TileStore || call.Op == ir.TileWrite) {
			return storeTier
		}
	}
	return ioCompute
}

// isL1ToL0Extract is IsL1ToL0ExtractCall (:131-144): a tile.extract from
// a Mat tile whose target_memory is Left or Right.
func isL1ToL0Extract(call *ir.Call) bool {
	if call.Op != ir.TileExtract || len(call.Args) == 0 {
		return false
	}
	src, ok := call.Args[0].Type().(*ir.TileType)
	if !ok || src.Space != ir.Mat {
		return false
	}
	v, ok := call.Kwarg("target_memory")
	if !ok {
		return false
	}
	target, _ := v.(ir.MemorySpace)
	return target == ir.Left || target == ir.Right
}

// isTerminator: a yield, return, break or continue (:198-203).
func isTerminator(s ir.Stmt) bool {
	switch s.(type) {
	case *ir.YieldStmt, *ir.ReturnStmt, *ir.BreakStmt, *ir.ContinueStmt:
		return true
	}
	return false
}

// ioKey is the heap key of a statement (:409-432).
type ioKey struct {
	tier   int
	packed string
	group  int32
	sub    int
	stage  int32
	index  int
}

func (a ioKey) less(b ioKey) bool {
	switch {
	case a.tier != b.tier:
		return a.tier < b.tier
	case a.packed != b.packed:
		return a.packed < b.packed
	case a.group != b.group:
		return a.group < b.group
	case a.sub != b.sub:
		return a.sub < b.sub
	case a.stage != b.stage:
		return a.stage < b.stage
	}
	return a.index < b.index
}

// reorder is ReorderRegion (:315-486).
func (c *ioCanon) reorder(seq *ir.SeqStmts) ir.Stmt {
	stmts := seq.Stmts
	n := len(stmts)
	sortCount := n
	if isTerminator(stmts[n-1]) {
		sortCount = n - 1
	}
	if sortCount < 2 {
		return seq
	}
	preds := stmtDependencies(stmts)
	succ := make([][]int, sortCount)
	remaining := make([]int, sortCount)
	for j := 0; j < sortCount; j++ {
		for _, p := range preds[j] {
			if p >= sortCount {
				continue
			}
			succ[p] = append(succ[p], j)
			remaining[j]++
		}
	}

	// The pipeline stage of each statement: the membership of the tile it
	// defines, else of the first tagged operand it reads (:358-387).
	tileStage := map[*ir.Var]string{}
	for _, s := range stmts[:sortCount] {
		if a, ok := s.(*ir.AssignStmt); ok {
			if call, ok := a.Value.(*ir.Call); ok {
				if m := callMembership(call); m != "" {
					tileStage[a.Var] = m
				}
			}
		}
	}
	inputs := func(call *ir.Call) string {
		for _, arg := range call.Args {
			if v, ok := arg.(ir.VarLike); ok {
				if m, ok := tileStage[v.VarRef()]; ok {
					return m
				}
			}
		}
		return ""
	}
	stageKey := func(s ir.Stmt) string {
		switch s := s.(type) {
		case *ir.AssignStmt:
			if m, ok := tileStage[s.Var]; ok {
				return m
			}
			if call, ok := s.Value.(*ir.Call); ok {
				return inputs(call)
			}
		case *ir.EvalStmt:
			if call, ok := s.Expr.(*ir.Call); ok {
				return inputs(call)
			}
		}
		return ""
	}

	keys := make([]ioKey, sortCount)
	for i := range keys {
		cat := c.category(stmts[i])
		k := ioKey{tier: 2, group: -1, stage: -1, index: i}
		switch cat {
		case ioScalar:
			k.tier = 0
		case ioLoad:
			k.tier = 1
		case ioStore:
			k.sub = 1
		}
		packed := ""
		if k.tier == 2 {
			packed = stageKey(stmts[i])
			if c.doubleBufferC {
				if st, ok := innermostStage(packed); ok {
					k.stage, k.group = st, st/2
				}
			}
		}
		if c.doubleBufferC {
			k.packed = ""
		} else {
			k.packed, k.group, k.stage = packed, 0, 0
		}
		keys[i] = k
	}

	var ready []int
	for i := 0; i < sortCount; i++ {
		if remaining[i] == 0 {
			ready = append(ready, i)
		}
	}
	out := make([]ir.Stmt, 0, n)
	for len(ready) > 0 {
		best := 0
		for r := 1; r < len(ready); r++ {
			if keys[ready[r]].less(keys[ready[best]]) {
				best = r
			}
		}
		i := ready[best]
		ready = append(ready[:best], ready[best+1:]...)
		out = append(out, stmts[i])
		for _, j := range succ[i] {
			if remaining[j]--; remaining[j] == 0 {
				ready = append(ready, j)
			}
		}
	}
	if len(out) != sortCount {
		return seq // a cycle: impossible for SSA input (PyPTO's internal check)
	}
	if sortCount < n {
		out = append(out, stmts[n-1])
	}
	if c.doubleBufferC {
		for i, s := range out {
			out[i] = rotateAccMembership(s)
		}
	}
	for i := range out {
		if out[i] != stmts[i] {
			return &ir.SeqStmts{Stmts: out, Pos: seq.Pos}
		}
	}
	return seq
}

// callMembership is a call's pipeline_membership attr ("" when none).
func callMembership(call *ir.Call) string {
	if v, ok := call.Attr(attrPipelineMembership); ok {
		if s, ok := v.(string); ok {
			return s
		}
	}
	return ""
}

// membershipPairs is ParsePipelineMembership (attrs.h:139-163):
// semicolon-separated "group:stage" pairs, malformed ones skipped.
func membershipPairs(packed string) [][2]int32 {
	var out [][2]int32
	if packed == "" {
		return nil
	}
	for _, tok := range strings.Split(packed, ";") {
		g, s, ok := strings.Cut(tok, ":")
		if !ok {
			continue
		}
		gv, err1 := strconv.ParseInt(g, 10, 64)
		sv, err2 := strconv.ParseInt(s, 10, 64)
		if err1 != nil || err2 != nil {
			continue
		}
		out = append(out, [2]int32{int32(gv), int32(sv)})
	}
	return out
}

// innermostStage is the stage of the first membership pair
// (InnermostPipelineStage, :46-53).
func innermostStage(packed string) (int32, bool) {
	ps := membershipPairs(packed)
	if len(ps) == 0 {
		return 0, false
	}
	return ps[0][1], true
}

// tileMatmulFamily are the ops whose names start with "tile.matmul"
// (the registered ops of /tmp/pypto_ops.txt), which rotateAccMembership
// selects by that prefix (:462).
var tileMatmulFamily = []*ir.OpDef{ir.TileMatmul, ir.TileMatmulAcc, ir.TileMatmulBias, ir.TileMatmulMx, ir.TileMatmulMxAcc, ir.TileMatmulMxBias}

func isTileMatmulFamily(op *ir.OpDef) bool {
	for _, o := range tileMatmulFamily {
		if op == o {
			return true
		}
	}
	return false
}

// rotateAccMembership rewrites the first membership stage of a
// tile.matmul* call producing an Acc tile to stage % 2 (:456-474).
func rotateAccMembership(s ir.Stmt) ir.Stmt {
	a, ok := s.(*ir.AssignStmt)
	if !ok {
		return s
	}
	call, ok := a.Value.(*ir.Call)
	tt, ok2 := a.Var.T.(*ir.TileType)
	if !ok || !ok2 || call.Op == nil || tt.Space != ir.Acc || !isTileMatmulFamily(call.Op) {
		return s
	}
	packed := callMembership(call)
	ps := membershipPairs(packed)
	if len(ps) == 0 {
		return s
	}
	ps[0][1] = ((ps[0][1] % 2) + 2) % 2
	var parts []string
	for _, p := range ps {
		parts = append(parts, strconv.Itoa(int(p[0]))+":"+strconv.Itoa(int(p[1])))
	}
	rotated := strings.Join(parts, ";")
	if rotated == packed {
		return s
	}
	nc := *call
	nc.Attrs = nil
	for _, kw := range call.Attrs {
		if kw.Key != attrPipelineMembership {
			nc.Attrs = append(nc.Attrs, kw)
		}
	}
	nc.Attrs = append(nc.Attrs, ir.Kwarg{Key: attrPipelineMembership, Value: rotated})
	return &ir.AssignStmt{Var: a.Var, Value: &nc, Pos: a.Pos}
}

// stmtDependencies is BuildStmtDependencyGraph (stmt_dependency_analysis.cpp:
// 40-86): for each statement, the earlier statements whose definitions it
// reads (the last definition before it of each variable it reads; the
// variables a compound statement's body defines and reads count as its
// own; types are not read).
func stmtDependencies(stmts []ir.Stmt) [][]int {
	lastDef := map[*ir.Var]int{}
	preds := make([][]int, len(stmts))
	for i, s := range stmts {
		seen := map[int]bool{}
		var defs []*ir.Var
		ir.Walk(s, func(n ir.Node) bool {
			switch n := n.(type) {
			case ir.VarLike:
				if d, ok := lastDef[n.VarRef()]; ok && d != i && !seen[d] {
					seen[d] = true
					preds[i] = append(preds[i], d)
				}
			case *ir.AssignStmt:
				defs = append(defs, n.Var)
			case *ir.ForStmt:
				defs = append(defs, n.LoopVar)
				defs = append(defs, n.ReturnVars...)
				for _, ia := range n.IterArgs {
					defs = append(defs, &ia.Var)
				}
			case *ir.WhileStmt:
				defs = append(defs, n.ReturnVars...)
				for _, ia := range n.IterArgs {
					defs = append(defs, &ia.Var)
				}
			case *ir.IfStmt:
				defs = append(defs, n.ReturnVars...)
			}
			return true
		})
		for _, v := range defs {
			if v != nil {
				lastDef[v] = i
			}
		}
	}
	return preds
}
