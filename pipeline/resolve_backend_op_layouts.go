package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// ResolveBackendOpLayouts repairs the operands and results of tile ops whose
// backend layout spec demands row-major tiles (PyPTO's
// ResolveBackendOpLayouts, src/ir/transforms/resolve_backend_op_layouts_pass.cpp;
// the specs are the registry's OpDef.Layout). For each `x = op(args...)`
// and bare `op(args...)` of such an op in an InCore, AIC or AIV function
// (:288-290), with a backend configured (:291-293):
//
//   - a tile argument the spec requires row-major but whose effective
//     block layout is not is replaced by a repair bound just before the
//     call (:171-194, :230-250): a column vector [N, 1] in col_major is
//     reshaped to [1, N]; any other tile is moved to a row-major, non-boxed
//     copy in its own memory space. Repairs are named
//     `<base>__rm_a<i>_tmp_v<k>` (`layout_fix__row_major_arg<i>_tmp_v<k>`
//     for a bare call), k counting repairs in the function (:150-154,
//     :235);
//   - the call is rebuilt on the repaired arguments (its type re-deduced,
//     kwargs kept, :196-200);
//   - when the spec requires a row-major result and x is not row-major,
//     the call binds `<base>__row_major_tmp_v<k>` and x takes it back to
//     its own form: a reshape to x's shape for a column vector [N, 1], else
//     a move to x's memory space, block and scatter layout (:202-218).
//
// The function is then re-normalized (nested statement lists flattened,
// :300-303). Without a backend nothing changes.
var ResolveBackendOpLayouts = &Pass{
	Name:     "ResolveBackendOpLayouts",
	Doc:      "repair non-row-major operands and results of ops whose backend layout spec demands row-major",
	Required: set(pSSA, pITO, pSIO, pT2D),
	Produced: set(pSSA, pITO, pSIO, pT2D, pNSS),
	Run:      runResolveBackendOpLayouts,
}

func runResolveBackendOpLayouts(p *ir.Program, ctx *Context) (*ir.Program, error) {
	if ctx.Backend == nil {
		return p, nil
	}
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f == nil || f.Body == nil || !f.Kind.IsInCoreType() {
			continue
		}
		r := &layoutRepair{}
		m := &ir.Mutator{Stmt: r.stmt}
		nf := m.Function(f)
		if r.err != nil {
			return nil, fmt.Errorf("function %s: %w", f.Name, r.err)
		}
		if nf != f {
			nf = (&ir.Mutator{Stmt: normalizeSeq}).Function(nf)
			out.Funcs[i] = nf
			changed = true
		}
	}
	if !changed {
		return p, nil
	}
	return &out, nil
}

// layoutRepair is the per-function state: the temporary counter
// (temp_var_id_, :314) and the first error.
type layoutRepair struct {
	next int
	err  error
}

func (r *layoutRepair) tempName(name, qualifier string) string {
	n := parseAutoName(name).base + "__" + qualifier + "_tmp_v" + strconv.Itoa(r.next)
	r.next++
	return n
}

func tileBLayout(t *ir.TileType) ir.TileLayout { return t.Effective().BLayout }

// isColumnVector: a 2-D tile whose second dimension is the constant 1
// (IsColumnVector, :68-70).
func isColumnVector(t *ir.TileType) bool {
	if len(t.Shape) != 2 {
		return false
	}
	c, ok := t.Shape[1].(*ir.ConstInt)
	return ok && c.Value == 1
}

func (r *layoutRepair) stmt(s ir.Stmt) ir.Stmt {
	if r.err != nil {
		return s
	}
	var c *ir.Call
	var a *ir.AssignStmt
	var pos ir.Span
	switch s := s.(type) {
	case *ir.AssignStmt:
		a, pos = s, s.Pos
		c, _ = s.Value.(*ir.Call)
	case *ir.EvalStmt:
		pos = s.Pos
		c, _ = s.Expr.(*ir.Call)
	}
	if c == nil || c.Op == nil || c.Op.Layout == nil {
		return s
	}
	spec := c.Op.Layout
	var result *ir.TileType
	outRepair := false
	if a != nil {
		result, _ = a.Var.T.(*ir.TileType)
		if l, ok := spec.Output(); ok && l == ir.RowMajor && result != nil && tileBLayout(result) != ir.RowMajor {
			outRepair = true
		}
	}
	var pre []ir.Stmt
	var args []ir.Expr
	for i, arg := range c.Args {
		l, ok := spec.Input(i)
		if !ok || l != ir.RowMajor {
			continue
		}
		t, ok := arg.Type().(*ir.TileType)
		if !ok || tileBLayout(t) == ir.RowMajor {
			continue
		}
		var name string
		if a != nil {
			name = r.tempName(a.Var.Name, "rm_a"+strconv.Itoa(i))
		} else {
			name = r.tempName("layout_fix", "row_major_arg"+strconv.Itoa(i))
		}
		var fix *ir.Call
		var err error
		if isColumnVector(t) && tileBLayout(t) == ir.ColMajor {
			fix, err = layoutReshape(arg, []ir.Expr{&ir.ConstInt{Value: 1, DType: ir.INDEX}, t.Shape[0]}, c.Pos)
		} else {
			fix, err = layoutMove(arg, t, ir.RowMajor, ir.NoneBox, c.Pos)
		}
		if err != nil {
			r.err = err
			return s
		}
		v := &ir.Var{Name: name, T: fix.T, Pos: c.Pos}
		pre = append(pre, &ir.AssignStmt{Var: v, Value: fix, Pos: pos})
		if args == nil {
			args = append([]ir.Expr(nil), c.Args...)
		}
		args[i] = v
	}
	if len(pre) == 0 && !outRepair {
		return s
	}
	if args == nil {
		args = c.Args
	}
	nc, err := c.Op.Create(args, c.Kwargs, c.Pos)
	if err != nil {
		r.err = fmt.Errorf("%s: ResolveBackendOpLayouts: rebuilding %s: %v", c.Pos, c.OpName(), err)
		return s
	}
	if a == nil {
		e := *s.(*ir.EvalStmt)
		e.Expr = nc
		return ir.Seq(pos, append(pre, &e)...)
	}
	na := *a
	if !outRepair {
		na.Value = nc
		return ir.Seq(pos, append(pre, &na)...)
	}
	rm := &ir.Var{Name: r.tempName(a.Var.Name, "row_major"), T: nc.T, Pos: c.Pos}
	pre = append(pre, &ir.AssignStmt{Var: rm, Value: nc, Pos: pos})
	var back *ir.Call
	if isColumnVector(result) {
		back, err = layoutReshape(rm, result.Shape, c.Pos)
	} else {
		v := result.Effective()
		back, err = layoutMove(rm, result, v.BLayout, v.SLayout, c.Pos)
	}
	if err != nil {
		r.err = err
		return s
	}
	na.Value = back
	return ir.Seq(pos, append(pre, &na)...)
}

// layoutReshape is CreateReshapeCall (:80-86).
func layoutReshape(x ir.Expr, shape []ir.Expr, pos ir.Span) (*ir.Call, error) {
	c, err := ir.TileReshape.Create([]ir.Expr{x, &ir.MakeTuple{Elems: shape, Pos: pos}}, nil, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: ResolveBackendOpLayouts: tile.reshape: %v", pos, err)
	}
	return c, nil
}

// layoutMove is CreateLayoutMoveCall (:108-115) into the tile's own memory
// space (GetRepairTargetMemory, :94-101).
func layoutMove(x ir.Expr, t *ir.TileType, bl, sl ir.TileLayout, pos ir.Span) (*ir.Call, error) {
	if t.Space == ir.MemNone {
		return nil, fmt.Errorf("%s: ResolveBackendOpLayouts expects synthesized tile.move repairs to preserve memory space", pos)
	}
	c, err := ir.TileMove.Create([]ir.Expr{x}, []ir.Kwarg{
		{Key: "target_memory", Value: t.Space}, {Key: "blayout", Value: bl}, {Key: "slayout", Value: sl},
	}, pos)
	if err != nil {
		return nil, fmt.Errorf("%s: ResolveBackendOpLayouts: tile.move: %v", pos, err)
	}
	return c, nil
}
