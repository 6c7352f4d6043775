package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// The parameter access analysis of ConvertTensorToTileOps
// (UpgradeWrittenTensorParamDirections and its alias analysis,
// convert_tensor_to_tile_ops_pass.cpp:1140-1866).

// paramAccess is the result of UpgradeWrittenTensorParamDirections's alias
// analysis: per parameter, whether the body reads and writes it, and its
// first MTE3 (tile.store, tensor.assemble) and scalar (tensor.write)
// stores.
type paramAccess struct {
	read, write   []bool
	dma, scalar   []ir.Span
	hasDMA, hasSc []bool
	origins       map[*ir.Var][]int
}

// analyzeParamAccess runs the analysis over a function body and rejects a
// GM tensor written through both store paths (:1847-1866).
func analyzeParamAccess(stmts []ir.Stmt, params []*ir.Var) (*paramAccess, error) {
	n := len(params)
	a := &paramAccess{read: make([]bool, n), write: make([]bool, n), dma: make([]ir.Span, n), scalar: make([]ir.Span, n),
		hasDMA: make([]bool, n), hasSc: make([]bool, n), origins: map[*ir.Var][]int{}}
	for i, v := range params {
		if _, ok := v.T.(*ir.TensorType); ok {
			a.origins[v] = []int{i}
		}
	}
	a.seq(stmts)
	for i, v := range params {
		if a.hasDMA[i] && a.hasSc[i] {
			return nil, fmt.Errorf("%s: GM tensor '%s' mixes MTE3 and scalar stores in one InCore function. "+
				"tile.store/tensor.assemble uses the MTE3 path while tensor.write uses the scalar D-cache path; "+
				"PyPTO cannot guarantee ordering or cache-line coherence between them. Rewrite the updates through "+
				"one UB tile (use tile.write, then one tile.store), or use tensor.write for every GM element "+
				"written to this tensor.", a.scalar[i], v.Name)
		}
	}
	return a, nil
}

func (a *paramAccess) mark(origins []int, flags []bool) {
	for _, i := range origins {
		if i < len(flags) {
			flags[i] = true
		}
	}
}

func (a *paramAccess) firstStore(origins []int, has []bool, spans []ir.Span, pos ir.Span) {
	for _, i := range origins {
		if i < len(has) && !has[i] {
			has[i], spans[i] = true, pos
		}
	}
}

// writeTarget is GetWriteTargetExpr (:1258-1351): the tensor a call
// writes, which its result (for the in-place ops) aliases.
func writeTarget(c *ir.Call) ir.Expr {
	n := len(c.Args)
	switch c.Op {
	case ir.TensorWrite, ir.TensorAssemble, ir.PldTilePut, ir.PldTileGet, ir.PldSystemNotify,
		ir.PldTensorAllreduce, ir.PldTensorReduceScatter, ir.PldTensorBarrier, ir.PldTensorBroadcast:
		if n > 0 {
			return c.Args[0]
		}
	case ir.TileStore:
		if n >= 3 {
			return c.Args[2]
		}
	case ir.PldTileRemoteStore, ir.PldTensorAllToAll, ir.PldTensorAllToAllV:
		if n >= 2 {
			return c.Args[1]
		}
	case ir.PldTensorAllgather:
		if n >= 3 {
			return c.Args[1]
		}
	}
	return nil
}

// aliasOf is GetAliasOrigins: the parameters an expression is a buffer of.
func (a *paramAccess) aliasOf(e ir.Expr) []int {
	switch e := e.(type) {
	case ir.VarLike:
		return a.origins[e.VarRef()]
	case *ir.TupleGetItem:
		if t, ok := e.Tuple.(*ir.MakeTuple); ok && e.Index >= 0 && e.Index < len(t.Elems) {
			return a.aliasOf(t.Elems[e.Index])
		}
	case *ir.Call:
		if w := writeTarget(e); w != nil {
			return a.aliasOf(w)
		}
		if (e.Op == ir.TensorSlice || e.Op == ir.TensorViewOp) && len(e.Args) > 0 {
			return a.aliasOf(e.Args[0])
		}
	}
	return nil
}

// referenced is CollectReferencedOrigins: the parameters an expression
// reads anywhere inside it.
func (a *paramAccess) referenced(e ir.Expr) []int {
	switch e := e.(type) {
	case ir.VarLike:
		return a.origins[e.VarRef()]
	case *ir.MakeTuple:
		var out []int
		for _, x := range e.Elems {
			out = union(out, a.referenced(x))
		}
		return out
	case *ir.TupleGetItem:
		if t, ok := e.Tuple.(*ir.MakeTuple); ok && e.Index >= 0 && e.Index < len(t.Elems) {
			return a.referenced(t.Elems[e.Index])
		}
		return a.referenced(e.Tuple)
	case *ir.Call:
		var out []int
		for _, x := range e.Args {
			out = union(out, a.referenced(x))
		}
		return out
	}
	return nil
}

// call is AnalyzeCallAccess (:1431-1688), but for the soft
// system.syncall, whose gm_workspace operand the model's op has not
// (docs/pypto-version.md, departure 2).
func (a *paramAccess) call(c *ir.Call) {
	readRest := func(from int) {
		for i := from; i < len(c.Args); i++ {
			a.mark(a.referenced(c.Args[i]), a.read)
		}
	}
	switch {
	case c.Op == ir.TileLoad || c.Op == ir.TensorRead:
		if len(c.Args) > 0 {
			a.mark(a.aliasOf(c.Args[0]), a.read)
		}
		readRest(1)
	case c.Op == ir.TileStore:
		if len(c.Args) > 0 {
			a.mark(a.referenced(c.Args[0]), a.read)
		}
		for i := 1; i+1 < len(c.Args); i++ {
			a.mark(a.referenced(c.Args[i]), a.read)
		}
		if w := writeTarget(c); w != nil {
			o := a.aliasOf(w)
			a.mark(o, a.write)
			a.firstStore(o, a.hasDMA, a.dma, c.Pos)
		}
	case c.Op == ir.TensorWrite:
		readRest(1)
		if w := writeTarget(c); w != nil {
			o := a.aliasOf(w)
			a.mark(o, a.write)
			a.firstStore(o, a.hasSc, a.scalar, c.Pos)
		}
	case c.Op == ir.TensorAssemble:
		readRest(1)
		if len(c.Args) > 0 {
			o := a.aliasOf(c.Args[0])
			a.mark(o, a.write)
			a.firstStore(o, a.hasDMA, a.dma, c.Pos)
		}
	case c.Op == ir.TensorSlice || c.Op == ir.TensorCreate || c.Op == ir.TensorFull:
		readRest(1)
	case c.Op == ir.PldTileRemoteStore:
		if len(c.Args) > 0 {
			a.mark(a.referenced(c.Args[0]), a.read)
		}
		readRest(2)
		if w := writeTarget(c); w != nil {
			a.mark(a.aliasOf(w), a.write)
		}
	case c.Op == ir.PldTilePut || c.Op == ir.PldTileGet:
		readRest(1)
		if w := writeTarget(c); w != nil {
			a.mark(a.aliasOf(w), a.write)
		}
	case c.Op == ir.PldSystemNotify:
		// An atomic add (op 0, NotifyOp::kAtomicAdd, the default) reads
		// the slot it adds to.
		readRest(1)
		if w := writeTarget(c); w != nil {
			o := a.aliasOf(w)
			if kwInt(c.Kwargs, "op", 0) == 0 {
				a.mark(o, a.read)
			}
			a.mark(o, a.write)
		}
	case c.Op == ir.PldTensorAllreduce || c.Op == ir.PldTensorReduceScatter || c.Op == ir.PldTensorBroadcast:
		for i := 0; i < 2 && i < len(c.Args); i++ {
			o := a.referenced(c.Args[i])
			a.mark(o, a.read)
			a.mark(o, a.write)
		}
	case c.Op == ir.PldTensorAllgather:
		if len(c.Args) > 0 {
			a.mark(a.referenced(c.Args[0]), a.read)
		}
		for i := 1; i < len(c.Args); i++ {
			o := a.referenced(c.Args[i])
			a.mark(o, a.read)
			a.mark(o, a.write)
		}
	case c.Op == ir.PldTensorBarrier:
		if len(c.Args) > 0 {
			o := a.referenced(c.Args[0])
			a.mark(o, a.read)
			a.mark(o, a.write)
		}
	case c.Op == ir.PldTensorAllToAll || c.Op == ir.PldTensorAllToAllV:
		for i, x := range c.Args {
			o := a.referenced(x)
			a.mark(o, a.read)
			if i == 1 || i == 2 || c.Op == ir.PldTensorAllToAllV && i == 4 {
				a.mark(o, a.write)
			}
		}
	default:
		readRest(0)
	}
}

func (a *paramAccess) bind(v *ir.Var, o []int) {
	if _, ok := v.T.(*ir.TensorType); ok && len(o) > 0 {
		a.origins[v] = o
	} else {
		delete(a.origins, v)
	}
}

// seq analyses statements and returns what the last yield among them
// aliases (nil: no yield).
func (a *paramAccess) seq(stmts []ir.Stmt) [][]int {
	var last [][]int
	for _, s := range stmts {
		if y := a.stmt(s); y != nil {
			last = y
		}
	}
	return last
}

func (a *paramAccess) stmt(s ir.Stmt) [][]int {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if c, ok := s.Value.(*ir.Call); ok {
			a.call(c)
		}
		if _, ok := s.Var.T.(*ir.TensorType); ok {
			a.bind(s.Var, a.aliasOf(s.Value))
		}
	case *ir.EvalStmt:
		if c, ok := s.Expr.(*ir.Call); ok {
			a.call(c)
		}
	case *ir.SeqStmts:
		return a.seq(s.Stmts)
	case *ir.ScopeStmt:
		return a.stmt(s.Body)
	case *ir.IfStmt:
		if c, ok := s.Cond.(*ir.Call); ok {
			a.call(c)
		}
		saved := copyOrigins(a.origins)
		then := a.stmt(s.Then)
		a.origins = copyOrigins(saved)
		var els [][]int
		if s.Else != nil {
			els = a.stmt(s.Else)
		}
		a.origins = saved
		merged := mergeYields(then, els)
		for i, rv := range s.ReturnVars {
			var o []int
			if i < len(merged) {
				o = merged[i]
			}
			a.bind(rv, o)
		}
		return merged
	case *ir.ForStmt:
		for _, e := range []ir.Expr{s.Start, s.Stop, s.Step} {
			if c, ok := e.(*ir.Call); ok {
				a.call(c)
			}
		}
		a.loop(s.IterArgs, s.Body, s.ReturnVars)
	case *ir.WhileStmt:
		if c, ok := s.Cond.(*ir.Call); ok {
			a.call(c)
		}
		a.loop(s.IterArgs, s.Body, s.ReturnVars)
	case *ir.YieldStmt:
		out := make([][]int, len(s.Values))
		for i, v := range s.Values {
			out[i] = a.aliasOf(v)
		}
		if out == nil {
			out = [][]int{}
		}
		return out
	}
	return nil
}

func copyOrigins(m map[*ir.Var][]int) map[*ir.Var][]int {
	out := make(map[*ir.Var][]int, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// mergeYields is MergeYieldInfos (nil: no yield).
func mergeYields(a, b [][]int) [][]int {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	out := make([][]int, max(len(a), len(b)))
	for i := range a {
		out[i] = union(out[i], a[i])
	}
	for i := range b {
		out[i] = union(out[i], b[i])
	}
	return out
}

// loop is AnalyzeLoopCarriedOrigins: the carries alias their initial
// values, widened once by what the body yields; the results alias the
// widened carries.
func (a *paramAccess) loop(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
	carried := make([][]int, len(ias))
	for i, ia := range ias {
		carried[i] = a.aliasOf(ia.Init)
	}
	outer := a.origins
	run := func() [][]int {
		a.origins = copyOrigins(outer)
		for i, ia := range ias {
			if len(carried[i]) > 0 {
				a.origins[&ia.Var] = carried[i]
			} else {
				delete(a.origins, &ia.Var)
			}
		}
		y := a.stmt(body)
		a.origins = outer
		return y
	}
	y := run()
	widened := false
	for i := range carried {
		if i < len(y) {
			n := union(carried[i], y[i])
			widened = widened || len(n) != len(carried[i])
			carried[i] = n
		}
	}
	if widened {
		y = run()
		for i := range carried {
			if i < len(y) {
				carried[i] = union(carried[i], y[i])
			}
		}
	}
	for i, rv := range rvs {
		var o []int
		if i < len(carried) {
			o = carried[i]
		}
		a.bind(rv, o)
	}
}

func union(a, b []int) []int {
	out := append([]int(nil), a...)
	for _, x := range b {
		found := false
		for _, y := range out {
			found = found || x == y
		}
		if !found {
			out = append(out, x)
		}
	}
	return out
}
