package pipeline

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/verifier"
)

// MaterializeTensorStrides writes out the packed strides of every tensor
// view that leaves them empty (PyPTO's MaterializeTensorStrides, RFC #1300
// §2.4; src/ir/transforms/materialize_tensor_strides_pass.cpp; it runs
// just before InitMemRef, python/pypto/ir/pass_manager.py:226-228).
//
// Every TensorType the program carries — parameters, return types,
// variables, iter args, call and submit results, inside tuples too — that
// has a view with no stride gets the packed strides of its layout
// (BuildLogicalStridesFromLayout: row-major for ND and the MX layouts, for
// DN the second-to-last axis contiguous; :87-136). A tensor without a view
// stays as it is, as does one whose strides are explicit. A tensor view
// with the NZ layout is a user error, explicit strides or not (:69-73):
// NZ is a tile-only layout. A variable assigned a call whose tensor type
// differs from its own takes the call's type (:325-338).
//
// The model checks parameters, then return types, then the body in
// program order, so of several NZ tensors it may name another first than
// PyPTO, which checks each assignment's variable before its value.
var MaterializeTensorStrides = &Pass{
	Name:     "MaterializeTensorStrides",
	Doc:      "fill every empty tensor-view stride with the packed strides of its layout",
	Required: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS),
	Produced: set(pSSA, pSIO, pITO, pT2D, pTMI, pNSS, verifier.TensorViewCanonical),
	Run:      runMaterializeTensorStrides,
}

func runMaterializeTensorStrides(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		nf, err := materializeFunction(f)
		if err != nil {
			return nil, err
		}
		out.Funcs[i] = nf
		changed = changed || nf != f
	}
	if !changed {
		return p, nil
	}
	return &out, nil
}

// strideFiller rewrites types, remembering the first error.
type strideFiller struct {
	err error
}

// typ is MaterializeType (materialize_tensor_strides_pass.cpp:87-136):
// the type with its empty tensor strides filled, or t itself.
func (s *strideFiller) typ(t ir.Type, pos ir.Span) ir.Type {
	switch t := t.(type) {
	case *ir.TensorType:
		if t.View == nil {
			return t
		}
		if t.View.Layout == ir.NZ {
			s.fail(fmt.Errorf("%s: MaterializeTensorStrides: NZ layout is tile-only and not allowed on a tensor type. "+
				"Annotate the tensor as pl.ND or pl.DN, and produce NZ on a Tile instead.", pos))
			return t
		}
		if len(t.View.Stride) != 0 {
			return t
		}
		st, ok := ir.LayoutStrides(t.Shape, t.View.Layout)
		if !ok {
			s.fail(fmt.Errorf("%s: BuildLogicalStridesFromLayout: %s layout requires rank >= 2, got %d",
				pos, strings.ToUpper(t.View.Layout.String()), len(t.Shape)))
			return t
		}
		if len(st) == 0 {
			return t
		}
		v := *t.View
		v.Stride = st
		return ir.NewTensorType(t.Shape, t.DType, &v, t.MemRef).KindOf(t)
	case *ir.TupleType:
		var elems []ir.Type
		for i, e := range t.Elems {
			n := s.typ(e, pos)
			if n != e && elems == nil {
				elems = append([]ir.Type(nil), t.Elems...)
			}
			if elems != nil {
				elems[i] = n
			}
		}
		if elems != nil {
			return &ir.TupleType{Elems: elems}
		}
	}
	return t
}

func (s *strideFiller) fail(err error) {
	if s.err == nil {
		s.err = err
	}
}

// materializeFunction is TransformFunction (:355-405): parameters, return
// types and body.
func materializeFunction(f *ir.Function) (*ir.Function, error) {
	if !stridesPending(f) {
		return f, nil
	}
	s := &strideFiller{}
	orig := map[*ir.Var]*ir.Var{} // a rebuilt variable's original
	m := &ir.Mutator{
		Def: func(v *ir.Var) *ir.Var {
			if t := s.typ(v.T, v.Pos); t != v.T {
				nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
				orig[nv] = v
				return nv
			}
			return v
		},
		Expr: func(e ir.Expr) ir.Expr {
			switch e := e.(type) {
			case *ir.Call:
				if t := s.typ(e.T, e.Pos); t != e.T {
					c := *e
					c.T = t
					return &c
				}
			case *ir.Submit:
				if t := s.typ(e.T, e.Pos); t != e.T {
					c := *e
					c.T = t
					return &c
				}
			}
			return e
		},
	}
	// An assignment of a call takes the call's tensor type (:325-338).
	m.Stmt = func(st ir.Stmt) ir.Stmt {
		a, ok := st.(*ir.AssignStmt)
		if !ok {
			return st
		}
		c, ok := a.Value.(*ir.Call)
		if !ok {
			return st
		}
		ct, ok1 := c.T.(*ir.TensorType)
		vt, ok2 := a.Var.T.(*ir.TensorType)
		if !ok1 || !ok2 || ir.TypeEqual(ct, vt) {
			return st
		}
		nv := &ir.Var{Name: a.Var.Name, T: ct, Pos: a.Var.Pos}
		old := a.Var
		if o, ok := orig[old]; ok {
			old = o
		}
		m.Subst(old, nv)
		return &ir.AssignStmt{Var: nv, Value: a.Value, Pos: a.Pos}
	}
	params := make([]*ir.Var, len(f.Params))
	changed := false
	for i, v := range f.Params {
		params[i] = v
		if t := s.typ(v.T, v.Pos); t != v.T {
			params[i] = &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
			m.Subst(v, params[i])
			changed = true
		}
	}
	rets := make([]ir.Type, len(f.Returns))
	for i, t := range f.Returns {
		rets[i] = s.typ(t, f.Pos)
		changed = changed || rets[i] != t
	}
	body := f.Body
	if body != nil {
		body = m.StmtTree(f.Body)
	}
	if s.err != nil {
		return nil, s.err
	}
	if !changed && body == f.Body {
		return f, nil
	}
	nf := *f
	nf.Params, nf.Returns, nf.Body = params, rets, body
	return &nf, nil
}

// stridesPending reports whether any type f carries has a tensor view to
// fill or reject (a scan before any rewriting, as most functions have
// none).
func stridesPending(f *ir.Function) bool {
	var pending func(t ir.Type) bool
	pending = func(t ir.Type) bool {
		switch t := t.(type) {
		case *ir.TensorType:
			return t.View != nil && (t.View.Layout == ir.NZ || len(t.View.Stride) == 0)
		case *ir.TupleType:
			for _, e := range t.Elems {
				if pending(e) {
					return true
				}
			}
		}
		return false
	}
	for _, v := range f.Params {
		if pending(v.T) {
			return true
		}
	}
	for _, t := range f.Returns {
		if pending(t) {
			return true
		}
	}
	found := false
	vars := func(vs []*ir.Var) {
		for _, v := range vs {
			found = found || v != nil && pending(v.T)
		}
	}
	ir.Walk(f.Body, func(n ir.Node) bool {
		switch n := n.(type) {
		case *ir.AssignStmt:
			found = found || pending(n.Var.T)
		case *ir.ForStmt:
			vars(n.ReturnVars)
			for _, ia := range n.IterArgs {
				found = found || pending(ia.T)
			}
		case *ir.WhileStmt:
			vars(n.ReturnVars)
			for _, ia := range n.IterArgs {
				found = found || pending(ia.T)
			}
		case *ir.IfStmt:
			vars(n.ReturnVars)
		case *ir.Call:
			found = found || pending(n.T)
		case *ir.Submit:
			found = found || pending(n.T)
		}
		return !found
	})
	return found
}
