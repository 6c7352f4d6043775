package pipeline

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// InsertCommFence puts the data-before-signal markers into every InCore,
// AIC and AIV function (PyPTO's InsertCommFence, src/ir/transforms/
// insert_comm_fence_pass.cpp; it runs after ClassifyIterArgCarry,
// python/pypto/ir/pass_manager.py:266). In each statement list, after a
// statement (an assignment or evaluation) that:
//
//   - is a publishing write with a local tensor destination (a tile.store
//     into a distributed tensor, a tensor.write into one, a pld.tile.get or
//     pld.tensor.get into one; src/ir/transforms/utils/op_predicates.cpp:
//     89-119): `system.cacheinvalid(dst, [shape], [0, ...])` and
//     `system.fence()` (:66-81, :122-148), unless exactly those two follow
//     it already;
//   - is a remote write (pld.tile.remote_store, pld.tile.put,
//     pld.tensor.put): `system.fence()` unless one follows (:88-94);
//   - is another publishing write, a call of a program function or a
//     submit: a whole-GM `system.cacheinvalid()` and `system.fence()`
//     (:44-63), unless those follow;
//   - is a pld.system.wait: `system.cacheinvalid()` unless one follows.
//
// A bare (non-sequence) body of an if, for or while gets the same markers
// after it, as a new sequence (:262-285). Other functions are untouched
// (:300-306). The pass declares no property (pass_properties.h:414).
var InsertCommFence = &Pass{
	Name:     "InsertCommFence",
	Doc:      "insert cacheinvalid + fence after each publishing write and cacheinvalid after each wait in core functions",
	Required: set(pSIO),
	Run: func(p *ir.Program, _ *Context) (*ir.Program, error) {
		var out *ir.Program
		for i, f := range p.Funcs {
			if f == nil || f.Body == nil || !f.Kind.IsInCoreType() {
				continue
			}
			body := commMarkBody(f.Body)
			if body == f.Body {
				continue
			}
			if out == nil {
				c := *p
				c.Funcs = slices.Clone(p.Funcs)
				out = &c
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

type commEffect uint8

const (
	commNone commEffect = iota
	commWrite
	commWait
)

// leafValue is the value of an assignment or an evaluation, else nil.
func leafValue(s ir.Stmt) ir.Expr {
	switch s := s.(type) {
	case *ir.AssignStmt:
		return s.Value
	case *ir.EvalStmt:
		return s.Expr
	}
	return nil
}

func leafCall(s ir.Stmt) *ir.Call {
	c, _ := leafValue(s).(*ir.Call)
	return c
}

// commStmtEffect is StmtEffect (:35-52).
func commStmtEffect(s ir.Stmt) commEffect {
	switch v := leafValue(s).(type) {
	case *ir.Call:
		if isPublishingWrite(v) {
			return commWrite
		}
		if v.Op == ir.PldSystemWait {
			return commWait
		}
	case *ir.Submit:
		return commWrite
	}
	return commNone
}

// isRemoteWrite is IsRemoteWrite (:88-91).
func isRemoteWrite(c *ir.Call) bool {
	return c != nil && c.Op != nil && (c.Op == ir.PldTileRemoteStore || c.Op == ir.PldTilePut || c.Op == ir.PldTensorPut)
}

// isPublishingWrite is op_predicates::IsPublishingWrite
// (src/ir/transforms/utils/op_predicates.cpp:89-119); a call of a program
// function (an unregistered name) may publish.
func isPublishingWrite(c *ir.Call) bool {
	if c.Op == nil {
		return true
	}
	if isRemoteWrite(c) {
		return true
	}
	argDist := func(i int) bool { return len(c.Args) > i && c.Args[i] != nil && ir.IsDistributed(c.Args[i].Type()) }
	switch c.Op {
	case ir.TileStore:
		return argDist(2)
	case ir.TensorWrite, ir.PldTileGet, ir.PldTensorGet:
		return argDist(0)
	}
	return false
}

// invalidateTarget is WriteTargetToInvalidate (:66-81, :97-109): the
// local tensor variable a publishing write writes, else nil.
func invalidateTarget(s ir.Stmt) ir.VarLike {
	if commStmtEffect(s) != commWrite {
		return nil
	}
	c := leafCall(s)
	if c == nil || c.Op == nil {
		return nil
	}
	var t ir.Expr
	switch c.Op {
	case ir.PldTileGet, ir.PldTensorGet, ir.TensorWrite:
		if len(c.Args) > 0 {
			t = c.Args[0]
		}
	case ir.TileStore:
		if len(c.Args) > 2 {
			t = c.Args[2]
		}
	}
	v, ok := t.(ir.VarLike)
	if !ok {
		return nil
	}
	if _, ok := v.Type().(*ir.TensorType); !ok {
		return nil
	}
	return v
}

func isLeafOp(s ir.Stmt, op *ir.OpDef) bool {
	c := leafCall(s)
	return c != nil && c.Op == op
}

// isCacheInvalidFor is IsCacheInvalidFor (:111-118).
func isCacheInvalidFor(s ir.Stmt, target ir.VarLike) bool {
	c := leafCall(s)
	if c == nil || c.Op != ir.SystemCacheInvalid || len(c.Args) == 0 {
		return false
	}
	have, ok := c.Args[0].(ir.VarLike)
	return ok && have.VarRef() == target.VarRef()
}

// isCacheInvalidAll is IsCacheInvalidAll (:121-124).
func isCacheInvalidAll(s ir.Stmt) bool {
	c := leafCall(s)
	return c != nil && c.Op == ir.SystemCacheInvalid && len(c.Args) == 0
}

// makeCacheInvalid is MakeCacheInvalid (:129-146): the whole tensor,
// its shape at zero offsets.
func makeCacheInvalid(target ir.VarLike, pos ir.Span) ir.Stmt {
	tt := target.Type().(*ir.TensorType)
	shape := slices.Clone(tt.Shape)
	zeros := make([]ir.Expr, len(shape))
	for i := range zeros {
		zeros[i] = &ir.ConstInt{Value: 0, DType: ir.INDEX, Pos: pos}
	}
	return commEval(ir.SystemCacheInvalid, pos, target, &ir.MakeTuple{Elems: shape, Pos: pos}, &ir.MakeTuple{Elems: zeros, Pos: pos})
}

// commEval evaluates op on args. The ops deduce Unknown from any
// arguments, so creation is built directly.
func commEval(op *ir.OpDef, pos ir.Span, args ...ir.Expr) ir.Stmt {
	c, err := op.Create(args, nil, pos)
	if err != nil {
		c = &ir.Call{Op: op, Args: args, T: ir.Unknown(), Pos: pos}
	}
	return &ir.EvalStmt{Expr: c, Pos: pos}
}

// commMarkers are the markers to put after the original statement s
// (stmts[i]), given what follows it there (:190-229).
func commMarkers(stmts []ir.Stmt, i int) []ir.Stmt {
	s := stmts[i]
	pos := s.Span()
	next := func(k int) ir.Stmt {
		if i+k < len(stmts) {
			return stmts[i+k]
		}
		return nil
	}
	var out []ir.Stmt
	eff := commStmtEffect(s)
	if t := invalidateTarget(s); t != nil {
		if !(next(2) != nil && isCacheInvalidFor(next(1), t) && isLeafOp(next(2), ir.SystemFence)) {
			out = append(out, makeCacheInvalid(t, pos), commEval(ir.SystemFence, pos))
		}
	} else if isRemoteWrite(leafCall(s)) {
		if !(next(1) != nil && isLeafOp(next(1), ir.SystemFence)) {
			out = append(out, commEval(ir.SystemFence, pos))
		}
	} else if eff == commWrite {
		if !(next(2) != nil && isCacheInvalidAll(next(1)) && isLeafOp(next(2), ir.SystemFence)) {
			out = append(out, commEval(ir.SystemCacheInvalid, pos), commEval(ir.SystemFence, pos))
		}
	}
	if eff == commWait && !(next(1) != nil && isCacheInvalidAll(next(1))) {
		out = append(out, commEval(ir.SystemCacheInvalid, pos))
	}
	return out
}

// commVisit is InsertCommMarkers' statement visit (:184-257).
func commVisit(s ir.Stmt) ir.Stmt {
	switch st := s.(type) {
	case *ir.SeqStmts:
		out := make([]ir.Stmt, 0, len(st.Stmts))
		changed := false
		for i, c := range st.Stmts {
			nc := commVisit(c)
			changed = changed || nc != c
			out = append(out, nc)
			if m := commMarkers(st.Stmts, i); len(m) > 0 {
				out = append(out, m...)
				changed = true
			}
		}
		if !changed {
			return s
		}
		return flattenSeq(st.Pos, out)
	case *ir.IfStmt:
		th, el := commMarkBody(st.Then), st.Else
		if el != nil {
			el = commMarkBody(el)
		}
		if th == st.Then && el == st.Else {
			return s
		}
		c := *st
		c.Then, c.Else = th, el
		return &c
	case *ir.ForStmt:
		return withForBody(st, commMarkBody(st.Body))
	case *ir.WhileStmt:
		return withWhileBody(st, commMarkBody(st.Body))
	}
	return mutateStmt(s, commVisit)
}

// commMarkBody is MarkBody (:262-285): a bare statement body gets its
// markers after it in a new sequence.
func commMarkBody(body ir.Stmt) ir.Stmt {
	if _, ok := body.(*ir.SeqStmts); ok {
		return commVisit(body)
	}
	visited := commVisit(body)
	m := commMarkers([]ir.Stmt{body}, 0)
	if len(m) == 0 {
		return visited
	}
	return flattenSeq(body.Span(), append([]ir.Stmt{visited}, m...))
}
