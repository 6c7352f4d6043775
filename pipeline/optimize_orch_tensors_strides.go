package pipeline

import "github.com/irfuzz/irfuzz/ir"

// The stride rewrites of OptimizeOrchTensors (optimize_orch_tensors.go):
// kernel tensor parameters take the row-major strides of the caller's
// parent tensor they are a window of.

// rowMajorStrides is ComputeRowMajorStrides (optimize_orch_tensors_pass.cpp:
// 62-80): the packed strides of a static shape, nil when a dimension is
// not a constant.
func rowMajorStrides(shape []ir.Expr) []ir.Expr {
	strides := make([]ir.Expr, len(shape))
	prod := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		c, ok := shape[i].(*ir.ConstInt)
		if !ok {
			return nil
		}
		strides[i] = ir.ConstI(prod)
		prod *= c.Value
	}
	return strides
}

// withParentStrides is the parameter type a kernel tensor parameter takes
// (:994-1003, :1567-1576): its shape, dtype and MemRef with a view of the
// parent's trailing strides (its rank's), ND; nil when the parent's shape
// is not static or of a lower rank, or the parameter is not a plain
// tensor.
func withParentStrides(t ir.Type, parent []ir.Expr) *ir.TensorType {
	strides := rowMajorStrides(parent)
	tt, ok := t.(*ir.TensorType)
	if len(strides) == 0 || !ok || tt.Distributed || len(tt.Shape) > len(strides) {
		return nil
	}
	view := &ir.TensorView{Stride: strides[len(strides)-len(tt.Shape):], Layout: ir.ND}
	return ir.NewTensorType(tt.Shape, tt.DType, view, tt.MemRef)
}

// plainTensor is a type PyPTO's As<TensorType> accepts: a tensor, not a
// distributed one.
func plainTensor(t ir.Type) (*ir.TensorType, bool) {
	tt, ok := t.(*ir.TensorType)
	return tt, ok && !tt.Distributed
}

// assembleParentStrides is AssembleParentStridesOptimizer (:806-1023):
// when a caller tensor.assembles a kernel's result, or an element of its
// tuple result, into a parent tensor, the kernel's Out parameter that
// result is stored into takes the parent's strides, and each tile.store
// into it that type.
func assembleParentStrides(p *ir.Program, kernels map[string]bool) *ir.Program {
	type result struct {
		fn  string
		ret int // -1: the whole tuple of a multi-result kernel
	}
	from := map[*ir.Var]result{}
	parents := map[string]map[int][]ir.Expr{}
	for _, f := range p.Funcs {
		if f == nil || kernels[f.Name] {
			continue
		}
		ir.Walk(f.Body, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.AssignStmt:
				switch v := n.Value.(type) {
				case *ir.TupleGetItem:
					if tv, ok := v.Tuple.(ir.VarLike); ok {
						if r, ok := from[tv.VarRef()]; ok {
							from[n.Var] = result{r.fn, v.Index}
						}
					}
				case *ir.Call:
					if v.Op == nil && kernels[v.Callee] {
						if k := p.Func(v.Callee); k != nil && len(k.Returns) == 1 {
							from[n.Var] = result{v.Callee, 0}
						} else if k != nil && len(k.Returns) > 1 {
							from[n.Var] = result{v.Callee, -1}
						}
						break
					}
					if v.Op != ir.TensorAssemble || len(v.Args) != 3 {
						break
					}
					parent, ok1 := v.Args[0].(ir.VarLike)
					src, ok2 := v.Args[1].(ir.VarLike)
					if !ok1 || !ok2 {
						break
					}
					r, ok := from[src.VarRef()]
					pt, isT := plainTensor(parent.Type())
					if !ok || r.ret < 0 || !isT {
						break
					}
					if parents[r.fn] == nil {
						parents[r.fn] = map[int][]ir.Expr{}
					}
					parents[r.fn][r.ret] = pt.Shape
				}
				return false
			case ir.Expr:
				return false
			}
			return true
		})
	}
	if len(parents) == 0 {
		return p
	}
	out := *p
	out.Funcs = append([]*ir.Function(nil), p.Funcs...)
	for i, f := range p.Funcs {
		if f == nil || !kernels[f.Name] || parents[f.Name] == nil {
			continue
		}
		params := append([]*ir.Var(nil), f.Params...)
		changed := false
		for _, om := range outParamReturns(f) {
			shape, ok := parents[f.Name][om.ret]
			if !ok {
				continue
			}
			if nt := withParentStrides(f.Params[om.param].T, shape); nt != nil {
				params[om.param] = &ir.Var{Name: f.Params[om.param].Name, T: nt, Pos: f.Params[om.param].Pos}
				changed = true
			}
		}
		if !changed {
			continue
		}
		out.Funcs[i] = withStoreTypes(f, params)
	}
	return &out
}

// withStoreTypes is f with new parameters and ParamStrideUpdateMutator
// (:921-962): uses of a replaced parameter read the new one, and a
// tile.store into a new parameter, and its result, take its type (the
// call is rebuilt without its attrs, as PyPTO's is).
func withStoreTypes(f *ir.Function, params []*ir.Var) *ir.Function {
	m := &ir.Mutator{}
	fresh := map[*ir.Var]bool{}
	for i, prm := range params {
		if prm != f.Params[i] {
			m.Subst(f.Params[i], prm)
			fresh[prm] = true
		}
	}
	m.Stmt = func(s ir.Stmt) ir.Stmt {
		a, ok := s.(*ir.AssignStmt)
		if !ok {
			return s
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op != ir.TileStore || len(c.Args) < 3 {
			return s
		}
		ov, ok := c.Args[2].(ir.VarLike)
		if !ok || !fresh[ov.VarRef()] {
			return s
		}
		t := ov.Type()
		nc := &ir.Call{Op: c.Op, Args: c.Args, Kwargs: c.Kwargs, T: t, Pos: c.Pos}
		nv := &ir.Var{Name: a.Var.Name, T: t, Pos: a.Var.Pos}
		m.Subst(a.Var, nv)
		return &ir.AssignStmt{Var: nv, Value: nc, Pos: a.Pos}
	}
	nf := *f
	nf.Params = params
	nf.Body = m.StmtTree(f.Body)
	return &nf
}

// sliceInputStrides is SliceInputStridesOptimizer (:1408-1593): when the
// callers pass a tensor.slice of a parent tensor to a kernel's In slot —
// every such call a slice of a parent of the same static shape — the In
// parameter, unless its view has strides already, takes the parent's
// strides.
func sliceInputStrides(p *ir.Program, kernels map[string]bool) *ir.Program {
	type slot struct {
		fn string
		i  int
	}
	sliced := map[*ir.Var][]ir.Expr{}
	shapes := map[slot][]ir.Expr{}
	conflicted := map[slot]bool{}
	for _, f := range p.Funcs {
		if f == nil || kernels[f.Name] {
			continue
		}
		ir.Walk(f.Body, func(n ir.Node) bool {
			switch n := n.(type) {
			case *ir.AssignStmt:
				c, ok := n.Value.(*ir.Call)
				if !ok {
					return false
				}
				if c.Op == ir.TensorSlice && len(c.Args) >= 3 {
					if pv, ok := c.Args[0].(ir.VarLike); ok {
						if pt, ok := plainTensor(pv.Type()); ok {
							sliced[n.Var] = pt.Shape
						}
					}
					return false
				}
				k := p.Func(c.Callee)
				if c.Op != nil || !kernels[c.Callee] || k == nil {
					return false
				}
				for i := 0; i < len(c.Args) && i < len(k.Dirs); i++ {
					if k.Dirs[i] != ir.In {
						continue
					}
					av, ok := c.Args[i].(ir.VarLike)
					if !ok {
						continue
					}
					shape, ok := sliced[av.VarRef()]
					key := slot{c.Callee, i}
					if !ok || conflicted[key] {
						continue
					}
					if len(shapes[key]) == 0 {
						shapes[key] = shape
					} else if !staticShapesMatch(shapes[key], shape) {
						conflicted[key] = true
						shapes[key] = nil
					}
				}
				return false
			case ir.Expr:
				return false
			}
			return true
		})
	}
	if len(shapes) == 0 {
		return p
	}
	out := *p
	out.Funcs = append([]*ir.Function(nil), p.Funcs...)
	for fi, f := range p.Funcs {
		if f == nil || !kernels[f.Name] {
			continue
		}
		m := &ir.Mutator{}
		params := append([]*ir.Var(nil), f.Params...)
		changed := false
		for i, prm := range f.Params {
			shape := shapes[slot{f.Name, i}]
			if len(shape) == 0 {
				continue
			}
			if tt, ok := plainTensor(prm.T); !ok || tt.View != nil && len(tt.View.Stride) > 0 {
				continue
			}
			if nt := withParentStrides(prm.T, shape); nt != nil {
				params[i] = &ir.Var{Name: prm.Name, T: nt, Pos: prm.Pos}
				m.Subst(prm, params[i])
				changed = true
			}
		}
		if !changed {
			continue
		}
		nf := *f
		nf.Params = params
		nf.Body = m.StmtTree(f.Body)
		out.Funcs[fi] = &nf
	}
	return &out
}
