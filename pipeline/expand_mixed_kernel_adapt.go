package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// adaptManualV2CPushes gives every tile.tpush_to_aic of an AIV function
// (hand-written, or carried into a split kernel's AIV half) the NZ view
// the cube side pops, as ExpandMixedKernel's last phase does
// (AdaptManualVtoCPush, expand_mixed_kernel_pass.cpp:476-545, run over
// every AIV function at :2003-2018): on a backend whose pipe carries
// fractal data (backend.V2CFractalAdapt: Ascend950), a push whose source
// is not already col_major / row_major pushes `<src>_nz = tile.move(src,
// target_memory=Vec, blayout=col_major, slayout=row_major)` instead,
// keeping the push's kwargs (split, id) and attrs. The pushes the
// boundary lowering staged already carry that view and are left alone.
func adaptManualV2CPushes(f *ir.Function, ctx *Context) (*ir.Function, error) {
	if ctx == nil || ctx.Backend == nil || !ctx.Backend.V2CFractalAdapt() || f.Body == nil {
		return f, nil
	}
	var err error
	m := &ir.Mutator{Stmt: func(s ir.Stmt) ir.Stmt {
		if seq, ok := s.(*ir.SeqStmts); ok {
			for _, c := range seq.Stmts {
				if _, nested := c.(*ir.SeqStmts); nested {
					return ir.Seq(seq.Pos, seq.Stmts...)
				}
			}
			return s
		}
		ev, ok := s.(*ir.EvalStmt)
		if !ok || err != nil {
			return s
		}
		c, ok := ev.Expr.(*ir.Call)
		if !ok || c.Op != ir.TileTpushToAic || len(c.Args) != 1 {
			return s
		}
		st, ok := c.Args[0].Type().(*ir.TileType)
		if !ok {
			err = fmt.Errorf("%s: Internal error: tile.tpush_to_aic source must be a TileType", ev.Pos)
			return s
		}
		if v := st.Effective(); v.BLayout == ir.ColMajor && v.SLayout == ir.RowMajor {
			return s
		}
		mv, e := ir.TileMove.Create([]ir.Expr{c.Args[0]}, []ir.Kwarg{
			{Key: "target_memory", Value: ir.Vec}, {Key: "blayout", Value: ir.ColMajor}, {Key: "slayout", Value: ir.RowMajor}}, ev.Pos)
		if e != nil {
			err = fmt.Errorf("%s: ExpandMixedKernel adapting the push of '%s' to the NZ view: %v", ev.Pos, ir.PrintExpr(c.Args[0]), e)
			return s
		}
		name := "tile"
		if v := ir.VarOf(c.Args[0]); v != nil {
			name = v.Name
		}
		nz := &ir.Var{Name: name + "_nz", T: mv.T, Pos: ev.Pos}
		push := *c
		push.Args = []ir.Expr{nz}
		return &ir.SeqStmts{Stmts: []ir.Stmt{&ir.AssignStmt{Var: nz, Value: mv, Pos: ev.Pos}, &ir.EvalStmt{Expr: &push, Pos: ev.Pos}}, Pos: ev.Pos}
	}}
	nf := m.Function(f)
	if err != nil {
		return nil, err
	}
	return nf, nil
}
