package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// checkGMStorePaths is a contract of PyPTO's ConvertTensorToTileOps, which
// the model does not run (it keeps tensor.write in kernels as written): in
// one InCore function a GM tensor parameter may be written through the
// MTE3 path (tile.store, tensor.assemble) or the scalar D-cache path
// (tensor.write), not both (src/ir/transforms/
// convert_tensor_to_tile_ops_pass.cpp:1859-1866, a CHECK_SPAN: a
// ValueError at the first scalar store). A store's result and a loop's or
// branch's carry of it alias the tensor it writes
// (UpgradeWrittenTensorParamDirections and its alias analysis, :1356-1381,
// :1674-1711, :1713-1835). PyPTO runs the pass after FlattenCallExpr and
// before FlattenTileNdTo2D (python/pypto/ir/pass_manager.py:167-178), so the
// model's FlattenTileNdTo2D runs this check first.
//
// The message names the parameter as ConvertToSSA renamed it
// (out__ssa_v0), as PyPTO's does.
func checkGMStorePaths(p *ir.Program) error {
	for _, f := range p.Funcs {
		if f == nil || f.Body == nil || f.Kind != ir.InCore {
			continue
		}
		a := &storePaths{origins: map[*ir.Var][]int{}, dma: map[int]ir.Span{}, scalar: map[int]ir.Span{}}
		for i, v := range f.Params {
			if _, ok := v.T.(*ir.TensorType); ok {
				a.origins[v] = []int{i}
			}
		}
		a.block(f.Body)
		for i, v := range f.Params {
			_, d := a.dma[i]
			s, sc := a.scalar[i]
			if d && sc {
				return fmt.Errorf("%s: GM tensor '%s' mixes MTE3 and scalar stores in one InCore function. "+
					"tile.store/tensor.assemble uses the MTE3 path while tensor.write uses the scalar D-cache path; "+
					"PyPTO cannot guarantee ordering or cache-line coherence between them. Rewrite the updates through "+
					"one UB tile (use tile.write, then one tile.store), or use tensor.write for every GM element "+
					"written to this tensor.", s, v.Name)
			}
		}
	}
	return nil
}

// storePaths is the alias analysis of one function: the tensor parameters
// (by index) each variable may alias, and the first MTE3 and scalar store
// into each.
type storePaths struct {
	origins     map[*ir.Var][]int
	dma, scalar map[int]ir.Span
}

var (
	opTileStore   = ir.TileStore
	opTensorWrite = ir.TensorWrite
)

// of is the parameters an expression aliases: a variable's, or for a call
// that writes a tensor in place, the written tensor's (GetAliasOrigins).
func (a *storePaths) of(e ir.Expr) []int {
	switch e := e.(type) {
	case *ir.Var:
		return a.origins[e]
	case *ir.IterArg:
		return a.origins[&e.Var]
	case *ir.Call:
		if e.Op != nil && e.Op.ReusesInput >= 0 && e.Op.ReusesInput < len(e.Args) {
			if _, ok := e.Args[e.Op.ReusesInput].Type().(*ir.TensorType); ok {
				return a.of(e.Args[e.Op.ReusesInput])
			}
		}
	}
	return nil
}

// call records a store (AnalyzeCallAccess).
func (a *storePaths) call(c *ir.Call) {
	var into map[int]ir.Span
	var target ir.Expr
	switch {
	case c.Op == opTileStore && len(c.Args) > 2:
		into, target = a.dma, c.Args[2]
	case c.Op == opTensorWrite && len(c.Args) > 0:
		into, target = a.scalar, c.Args[0]
	default:
		return
	}
	for _, i := range a.of(target) {
		if _, ok := into[i]; !ok {
			into[i] = c.Pos
		}
	}
}

func (a *storePaths) bind(v *ir.Var, origins []int) {
	if len(origins) > 0 {
		a.origins[v] = origins
	}
}

// block analyses a body and returns what its trailing yield aliases.
func (a *storePaths) block(s ir.Stmt) (yield [][]int) {
	for _, st := range ir.Stmts(s) {
		if y := a.stmt(st); y != nil {
			yield = y
		}
	}
	return yield
}

func (a *storePaths) stmt(s ir.Stmt) [][]int {
	switch s := s.(type) {
	case *ir.AssignStmt:
		if c, ok := s.Value.(*ir.Call); ok {
			a.call(c)
		}
		a.bind(s.Var, a.of(s.Value))
	case *ir.EvalStmt:
		if c, ok := s.Expr.(*ir.Call); ok {
			a.call(c)
		}
	case *ir.SeqStmts:
		return a.block(s)
	case *ir.ScopeStmt:
		a.block(s.Body)
	case *ir.YieldStmt:
		out := make([][]int, len(s.Values))
		for i, v := range s.Values {
			out[i] = a.of(v)
		}
		return out
	case *ir.IfStmt:
		then, els := a.block(s.Then), a.block(s.Else)
		for i, rv := range s.ReturnVars {
			var o []int
			if i < len(then) {
				o = union(o, then[i])
			}
			if i < len(els) {
				o = union(o, els[i])
			}
			a.bind(rv, o)
		}
	case *ir.ForStmt:
		a.loop(s.IterArgs, s.Body, s.ReturnVars)
	case *ir.WhileStmt:
		a.loop(s.IterArgs, s.Body, s.ReturnVars)
	}
	return nil
}

// loop: the iter args alias their inits, widened once by what the body
// yields (AnalyzeLoopCarriedOrigins); the return vars alias the result.
func (a *storePaths) loop(ias []*ir.IterArg, body ir.Stmt, rvs []*ir.Var) {
	carried := make([][]int, len(ias))
	for i, ia := range ias {
		carried[i] = a.of(ia.Init)
	}
	for pass := 0; pass < 2; pass++ {
		for i, ia := range ias {
			a.bind(&ia.Var, carried[i])
		}
		widened := false
		y := a.block(body)
		for i := range carried {
			if i < len(y) {
				n := union(carried[i], y[i])
				widened = widened || len(n) != len(carried[i])
				carried[i] = n
			}
		}
		if !widened {
			break
		}
	}
	for i, rv := range rvs {
		if i < len(carried) {
			a.bind(rv, carried[i])
		}
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
