package pipeline

import (
	"fmt"
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// MaterializeValidShapeSymbols gives every device kernel a leading
// Scalar[INDEX] parameter for each valid_shape symbol it cannot bind
// (PyPTO's MaterializeValidShapeSymbols, src/ir/transforms/
// materialize_valid_shape_symbols_pass.cpp; the last pass of PyPTO's
// pipeline, python/pypto/ir/pass_manager.py:273):
//
//   - In an InCore, AIC, AIV or Spmd function, a variable named bare in a
//     tensor parameter's declared valid_shape that is neither a non-tensor
//     parameter nor read in a tensor parameter's shape is a symbol; the
//     symbols, in declaration order, become In parameters in front of the
//     others (:77-131, :171-191).
//   - An unbound variable read only inside a compound valid_shape entry is
//     an error (:133-160).
//   - Every call and submit of such a kernel passes, in front, per symbol
//     the entry of its argument's effective valid_shape at the position the
//     symbol was declared at; its arg_directions, when present, gain a
//     scalar per symbol in front (:193-258). An argument missing for a slot,
//     or two slots given different extents, is an error (:262-310).
//
// The pass declares no property (pass_properties.h:64).
var MaterializeValidShapeSymbols = &Pass{
	Name: "MaterializeValidShapeSymbols",
	Doc:  "give device kernels a leading scalar parameter per valid_shape symbol they cannot bind",
	Run:  runMaterializeValidShapeSymbols,
}

type vsSlot struct{ param, dim int }

type vsSymbol struct {
	v     *ir.Var
	slots []vsSlot
}

func runMaterializeValidShapeSymbols(p *ir.Program, _ *Context) (*ir.Program, error) {
	plans := map[string][]vsSymbol{}
	for _, f := range p.Funcs {
		syms, err := validShapePlan(f)
		if err != nil {
			return nil, err
		}
		if len(syms) > 0 {
			plans[f.Name] = syms
		}
	}
	if len(plans) == 0 {
		return p, nil
	}
	out := *p
	out.Funcs = slices.Clone(p.Funcs)
	for i, f := range out.Funcs {
		syms := plans[f.Name]
		if syms == nil {
			continue
		}
		nf := *f
		nf.Params = make([]*ir.Var, 0, len(f.Params)+len(syms))
		nf.Dirs = make([]ir.ParamDirection, 0, len(f.Dirs)+len(syms))
		for _, s := range syms {
			nf.Params = append(nf.Params, s.v)
			nf.Dirs = append(nf.Dirs, ir.In)
		}
		nf.Params = append(nf.Params, f.Params...)
		nf.Dirs = append(nf.Dirs, f.Dirs...)
		out.Funcs[i] = &nf
	}
	for i, f := range out.Funcs {
		if f == nil || f.Body == nil {
			continue
		}
		var err error
		m := &ir.Mutator{Expr: func(e ir.Expr) ir.Expr {
			if err != nil {
				return e
			}
			switch c := e.(type) {
			case *ir.Call:
				syms := plans[c.Callee]
				if c.Op != nil || syms == nil {
					return e
				}
				args, e2 := validShapeArgs(c.Callee, syms, c.Args, c.Pos)
				if e2 != nil {
					err = e2
					return e
				}
				nc := *c
				nc.Args, nc.Attrs = args, prependScalarDirs(c.Attrs, len(syms))
				return &nc
			case *ir.Submit:
				syms := plans[c.Callee]
				if syms == nil {
					return e
				}
				args, e2 := validShapeArgs(c.Callee, syms, c.Args, c.Pos)
				if e2 != nil {
					err = e2
					return e
				}
				ns := *c
				ns.Args, ns.Attrs = args, prependScalarDirs(c.Attrs, len(syms))
				return &ns
			}
			return e
		}}
		nf := m.Function(f)
		if err != nil {
			return nil, err
		}
		out.Funcs[i] = nf
	}
	return &out, nil
}

// validShapePlan is BuildPlan (:101-163).
func validShapePlan(f *ir.Function) ([]vsSymbol, error) {
	if f == nil {
		return nil, nil
	}
	switch f.Kind {
	case ir.InCore, ir.AIC, ir.AIV, ir.Spmd:
	default:
		return nil, nil
	}
	bound := map[*ir.Var]bool{}
	for _, prm := range f.Params {
		tt, ok := prm.T.(*ir.TensorType)
		if !ok {
			bound[prm] = true
			continue
		}
		for _, d := range tt.Shape {
			for _, v := range shapeVars(d) {
				bound[v] = true
			}
		}
	}
	var syms []vsSymbol
	index := map[*ir.Var]int{}
	declared := func(prm *ir.Var) []ir.Expr {
		if tt, ok := prm.T.(*ir.TensorType); ok && tt.View != nil {
			return tt.View.ValidShape
		}
		return nil
	}
	for i, prm := range f.Params {
		for d, e := range declared(prm) {
			vl, ok := e.(ir.VarLike)
			if !ok || bound[vl.VarRef()] {
				continue
			}
			v := vl.VarRef()
			if k, seen := index[v]; seen {
				syms[k].slots = append(syms[k].slots, vsSlot{i, d})
				continue
			}
			index[v] = len(syms)
			syms = append(syms, vsSymbol{v: v, slots: []vsSlot{{i, d}}})
		}
	}
	for _, prm := range f.Params {
		for _, e := range declared(prm) {
			if _, ok := e.(ir.VarLike); ok {
				continue
			}
			for _, v := range shapeVars(e) {
				if bound[v] {
					continue
				}
				if _, ok := index[v]; !ok {
					return nil, fmt.Errorf("%s: MaterializeValidShapeSymbols: parameter '%s' of kernel '%s' uses symbol '%s' only inside the compound valid_shape expression '%s', "+
						"so its value cannot be read from the call site. Declare the symbol on its own in some parameter's pl.TensorView(valid_shape=...), "+
						"or pass the extent as a pl.Scalar[pl.INDEX] parameter and use it in pl.load(..., valid_shape=[...]).",
						prm.Pos, prm.Name, f.Name, v.Name, ir.PrintExpr(e))
				}
			}
		}
	}
	return syms, nil
}

// shapeVars is CollectShapeVars (:57-79): the variables an expression
// reads through binary and unary operators, call arguments and tuple
// reads, in first-seen order.
func shapeVars(e ir.Expr) []*ir.Var {
	var out []*ir.Var
	seen := map[*ir.Var]bool{}
	var walk func(e ir.Expr)
	walk = func(e ir.Expr) {
		switch x := e.(type) {
		case ir.VarLike:
			if v := x.VarRef(); !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		case *ir.Binary:
			walk(x.L)
			walk(x.R)
		case *ir.Unary:
			walk(x.X)
		case *ir.Call:
			for _, a := range x.Args {
				walk(a)
			}
		case *ir.TupleGetItem:
			walk(x.Tuple)
		}
	}
	walk(e)
	return out
}

// validShapeArgs is PrependValidShapeArgs (:262-316).
func validShapeArgs(callee string, syms []vsSymbol, args []ir.Expr, pos ir.Span) ([]ir.Expr, error) {
	lead := make([]ir.Expr, 0, len(syms)+len(args))
	for _, s := range syms {
		var value ir.Expr
		for _, sl := range s.slots {
			if sl.param >= len(args) {
				return nil, fmt.Errorf("%s: MaterializeValidShapeSymbols: kernel '%s' declares valid_shape symbol '%s' on parameter %d, but this call does not supply that argument, "+
					"so there is no actual to read the extent from. Pass the argument explicitly (a runtime-allocated pl.Out parameter has no caller-side valid_shape), "+
					"or bind the symbol from a physical dimension or a Scalar[INDEX] parameter.", pos, callee, s.v.Name, sl.param)
			}
			tt, ok := args[sl.param].Type().(*ir.TensorType)
			if !ok {
				return nil, fmt.Errorf("%s: Internal error: MaterializeValidShapeSymbols: argument %d for valid_shape symbol '%s' must be a tensor", pos, sl.param, s.v.Name)
			}
			valid := tt.EffectiveValidShape()
			if sl.dim >= len(valid) {
				return nil, fmt.Errorf("%s: Internal error: MaterializeValidShapeSymbols: argument %d has valid_shape rank %d, too short to supply '%s' at position %d",
					pos, sl.param, len(valid), s.v.Name, sl.dim)
			}
			cand := valid[sl.dim]
			if value != nil && !ir.ExprSame(value, cand) {
				return nil, fmt.Errorf("%s: MaterializeValidShapeSymbols: symbol '%s' is declared in more than one parameter's valid_shape, but this call supplies different extents ('%s' and '%s'). "+
					"Pass arguments whose valid_shape agrees at those positions.", pos, s.v.Name, ir.PrintExpr(value), ir.PrintExpr(cand))
			}
			if value == nil {
				value = cand
			}
		}
		lead = append(lead, value)
	}
	return append(lead, args...), nil
}

// prependScalarDirs is PrependScalarArgDirections (:193-199) on
// arg_directions, when the call has them.
func prependScalarDirs(attrs []ir.Kwarg, n int) []ir.Kwarg {
	v, ok := lookupAttr(attrs, attrArgDirections)
	if !ok {
		return attrs
	}
	old, _ := v.([]any)
	dirs := make([]any, 0, n+len(old))
	for i := 0; i < n; i++ {
		dirs = append(dirs, ir.ArgScalarDir)
	}
	return withArgDirections(attrs, append(dirs, old...))
}
