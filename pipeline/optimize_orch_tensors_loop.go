package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// assembleLoopRewrite is AssembleLoopRewriter (optimize_orch_tensors_pass.cpp:
// 1025-1406), rewrite 3 of OptimizeOrchTensors, on every kernel with an
// Out parameter.
func assembleLoopRewrite(p *ir.Program, kernels map[string]bool) (*ir.Program, error) {
	var out *ir.Program
	for i, f := range p.Funcs {
		if f == nil || !kernels[f.Name] || !hasOutParam(f) {
			continue
		}
		nf, err := rewriteAssembleLoop(f)
		if err != nil {
			return nil, err
		}
		if nf == f {
			continue
		}
		if out == nil {
			c := *p
			c.Funcs = append([]*ir.Function(nil), p.Funcs...)
			out = &c
		}
		out.Funcs[i] = nf
	}
	if out == nil {
		return p, nil
	}
	return out, nil
}

func hasOutParam(f *ir.Function) bool {
	for _, d := range f.Dirs {
		if d == ir.Out {
			return true
		}
	}
	return false
}

// storeReturn is a returned tile.store into an Out parameter
// (StoreReturnInfo).
type storeReturn struct {
	store, out *ir.Var
}

// assembleLoop is the state of RewriteFunction (:1252-1403) over one
// kernel.
type assembleLoop struct {
	f          *ir.Function
	outIdx     map[*ir.Var]int
	byLoopRV   map[*ir.Var]*storeReturn // the loop result a returned store stores
	deadCreate map[*ir.Var]bool
	deadStore  map[*ir.Var]bool
	remap      map[*ir.Var]*ir.Var // returned store → the loop's new result
	err        error
}

// rewriteAssembleLoop is RewriteFunction: the loops the scan matches are
// rewritten, or f is returned as it is.
func rewriteAssembleLoop(f *ir.Function) (*ir.Function, error) {
	def := map[*ir.Var]*ir.AssignStmt{}
	var ret *ir.ReturnStmt
	ir.Walk(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.AssignStmt:
			def[n.Var] = n
			return false
		case *ir.ReturnStmt:
			ret = n
		case ir.Expr:
			return false
		}
		return true
	})
	if ret == nil {
		return f, nil
	}
	r := &assembleLoop{f: f, outIdx: map[*ir.Var]int{}, byLoopRV: map[*ir.Var]*storeReturn{},
		deadCreate: map[*ir.Var]bool{}, deadStore: map[*ir.Var]bool{}, remap: map[*ir.Var]*ir.Var{}}
	for i, prm := range f.Params {
		if i < len(f.Dirs) && f.Dirs[i] == ir.Out {
			r.outIdx[prm] = i
		}
	}
	var stores []*storeReturn
	for _, rv := range ret.Values {
		v, ok := rv.(*ir.Var)
		if !ok || def[v] == nil {
			continue
		}
		c, ok := def[v].Value.(*ir.Call)
		if !ok || c.Op != ir.TileStore || len(c.Args) < 3 {
			continue
		}
		if ov, ok := c.Args[2].(*ir.Var); ok {
			if _, isOut := r.outIdx[ov]; isOut {
				stores = append(stores, &storeReturn{store: v, out: ov})
			}
		}
	}
	if len(stores) == 0 {
		return f, nil
	}
	for _, sr := range stores {
		c := def[sr.store].Value.(*ir.Call)
		if tv, ok := c.Args[0].(*ir.Var); ok {
			r.byLoopRV[tv] = sr
		}
	}
	if !r.scan(f.Body) {
		return f, nil
	}
	body := r.stmt(f.Body)
	if r.err != nil {
		return nil, r.err
	}
	nf := *f
	nf.Body = body
	return &nf, nil
}

// match finds the parts of a one-carry for loop the rewrite needs: the
// returned store its result feeds, its first top-level tile.assemble into
// the carry and its yield (:1129-1162); ok is false when it has none.
func (r *assembleLoop) match(s *ir.ForStmt) (sr *storeReturn, asm *ir.AssignStmt, ok bool) {
	if len(s.IterArgs) != 1 || len(s.ReturnVars) != 1 {
		return nil, nil, false
	}
	if sr = r.byLoopRV[s.ReturnVars[0]]; sr == nil {
		return nil, nil, false
	}
	if y := findYield(s.Body); y == nil || len(y.Values) != 1 {
		return nil, nil, false
	}
	for _, st := range ir.Stmts(s.Body) {
		a, ok := st.(*ir.AssignStmt)
		if !ok {
			continue
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op != ir.TileAssemble || len(c.Args) < 3 {
			continue
		}
		if ia, ok := c.Args[0].(*ir.IterArg); ok && ia == s.IterArgs[0] {
			return sr, a, true
		}
	}
	return nil, nil, false
}

// scan is ForStmtMatchScanner (:1306-1394): the loops, inner first, that
// yield their assemble and read the carry nowhere else; it records the
// carry's initial value and the returned store as dead and the loop's new
// result.
func (r *assembleLoop) scan(body ir.Stmt) bool {
	matched := false
	ir.Walk(body, func(n ir.Node) bool {
		s, ok := n.(*ir.ForStmt)
		if !ok {
			_, isExpr := n.(ir.Expr)
			return !isExpr
		}
		if r.scan(s.Body) {
			matched = true
		}
		sr, asm, ok := r.match(s)
		if !ok {
			return false
		}
		if yv, ok := findYield(s.Body).Values[0].(*ir.Var); !ok || yv != asm.Var {
			return false
		}
		ia := s.IterArgs[0]
		for _, st := range ir.Stmts(s.Body) {
			if _, isYield := st.(*ir.YieldStmt); st == asm || isYield {
				continue
			}
			if stmtReads(st, &ia.Var) {
				return false
			}
		}
		matched = true
		if iv, ok := ia.Init.(*ir.Var); ok {
			r.deadCreate[iv] = true
		}
		r.deadStore[sr.store] = true
		op := r.f.Params[r.outIdx[sr.out]]
		if ot, ok := op.T.(*ir.TensorType); ok {
			r.remap[sr.store] = &ir.Var{Name: s.ReturnVars[0].Name, T: ot, Pos: s.ReturnVars[0].Pos}
		} else {
			r.err = fmt.Errorf("%s: internal error: Out param should be TensorType", op.Pos)
		}
		return false
	})
	return matched
}

// stmtReads reports whether a statement reads v (StmtUsesVar, :1070-1075).
func stmtReads(s ir.Stmt, v *ir.Var) bool {
	found := false
	ir.Walk(s, func(n ir.Node) bool {
		if x, ok := n.(ir.VarLike); ok && x.VarRef() == v {
			found = true
		}
		return !found
	})
	return found
}

// stmt is LoopRewriteMutator (:1094-1249).
func (r *assembleLoop) stmt(s ir.Stmt) ir.Stmt {
	switch s := s.(type) {
	case *ir.ForStmt:
		if sr, asm, ok := r.match(s); ok {
			return r.rewriteLoop(s, sr, asm)
		}
	case *ir.AssignStmt:
		if r.deadCreate[s.Var] || r.deadStore[s.Var] {
			return &ir.SeqStmts{Pos: s.Pos}
		}
		return s
	case *ir.ReturnStmt:
		var vals []ir.Expr
		for i, v := range s.Values {
			if x, ok := v.(*ir.Var); ok && r.remap[x] != nil {
				if vals == nil {
					vals = append([]ir.Expr(nil), s.Values...)
				}
				vals[i] = r.remap[x]
			}
		}
		if vals == nil {
			return s
		}
		return &ir.ReturnStmt{Values: vals, Pos: s.Pos}
	}
	return mutateStmt(s, r.stmt)
}

// rewriteLoop is the loop rewrite (:1164-1209): the carry starts at the Out
// parameter, the assemble becomes a tile.store into the carry at its
// offsets, every top-level yield yields the store, and the loop's result
// is the new variable the scan made (the body is not visited further).
func (r *assembleLoop) rewriteLoop(s *ir.ForStmt, sr *storeReturn, asm *ir.AssignStmt) ir.Stmt {
	op := r.f.Params[r.outIdx[sr.out]]
	ot, ok := op.T.(*ir.TensorType)
	if !ok {
		r.err = fmt.Errorf("%s: internal error: Out param should be TensorType", op.Pos)
		return s
	}
	old := s.IterArgs[0]
	ia := &ir.IterArg{Var: ir.Var{Name: old.Name, T: ot, Pos: old.Pos}, Init: op}
	ac := asm.Value.(*ir.Call)
	store, err := ir.TileStore.Create([]ir.Expr{ac.Args[1], ac.Args[2], ia}, nil, ac.Pos)
	if err != nil {
		r.err = fmt.Errorf("%s: %w", ac.Pos, err)
		return s
	}
	sv := &ir.Var{Name: asm.Var.Name, T: store.T, Pos: asm.Pos}
	var stmts []ir.Stmt
	for _, st := range ir.Stmts(s.Body) {
		switch y := st.(type) {
		case *ir.AssignStmt:
			if y == asm {
				stmts = append(stmts, &ir.AssignStmt{Var: sv, Value: store, Pos: asm.Pos})
				continue
			}
		case *ir.YieldStmt:
			stmts = append(stmts, &ir.YieldStmt{Values: []ir.Expr{sv}, Pos: y.Pos})
			continue
		}
		stmts = append(stmts, st)
	}
	rv := r.remap[sr.store]
	if rv == nil {
		// PyPTO's return_var_remap_.at throws: a loop the scan rejected.
		r.err = fmt.Errorf("%s: internal error: OptimizeOrchTensors rewrites an assemble loop its scan did not match", s.Pos)
		return s
	}
	c := *s
	c.IterArgs = []*ir.IterArg{ia}
	c.Body = flattenSeq(ir.StmtSpan(s.Body), stmts)
	c.ReturnVars = []*ir.Var{rv}
	return &c
}
