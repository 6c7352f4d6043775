package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// LegalizeTileCast expands every `x = tile.cast(t, target_type=D, ...)`
// whose (source, D) pair is not one native pto.tcvt of the target into the
// chain of native casts backend.CastChain picks (PyPTO's LegalizeTileCast,
// src/ir/transforms/legalize_tile_cast_pass.cpp:246-292, run right after
// FlattenTileNdTo2D, python/pypto/ir/pass_manager.py:178-182): each
// intermediate hop binds `<base>__cast_<dtype>_tmp_v<k>` (k counting hops
// in the function, :275-282) and x takes the last hop; every hop keeps the
// cast's rounding mode (:271-273). A pair no admissible chain joins is a
// user error (:264-267), e.g. INT8 -> FP32 on both chips. With no backend
// configured nothing changes (:309-311), and host-level functions are
// skipped (:302-304). The pass declares no properties (kLegalizeTileCast
// Properties, include/pypto/ir/transforms/pass_properties.h:177).
var LegalizeTileCast = &Pass{
	Name: "LegalizeTileCast",
	Doc:  "expand tile.casts with no native tcvt pair into chains of native casts",
	Run:  runLegalizeTileCast,
}

func runLegalizeTileCast(p *ir.Program, ctx *Context) (*ir.Program, error) {
	if ctx.Backend == nil {
		return p, nil
	}
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f == nil || f.Body == nil || f.Level == ir.LevelHost {
			continue
		}
		l := &castLegalizer{ctx: ctx, made: map[ir.Stmt]bool{}}
		nf := (&ir.Mutator{Stmt: l.stmt}).Function(f)
		if l.err != nil {
			return nil, l.err
		}
		if nf != f {
			out.Funcs[i] = nf
			changed = true
		}
	}
	if !changed {
		return p, nil
	}
	return &out, nil
}

// castLegalizer is the per-function state: the hop counter (temp_counter_,
// :296), the statement lists it made and the first error.
type castLegalizer struct {
	ctx  *Context
	next int
	made map[ir.Stmt]bool
	err  error
}

// stmt expands one cast; a statement list holding an expansion is
// flattened, as PyPTO's IRMutator flattens a changed SeqStmts
// (src/ir/transforms/mutator.cpp:1037-1055).
func (l *castLegalizer) stmt(s ir.Stmt) ir.Stmt {
	if sq, ok := s.(*ir.SeqStmts); ok {
		for _, c := range sq.Stmts {
			if l.made[c] {
				return flattenSeq(sq.Pos, sq.Stmts)
			}
		}
		return s
	}
	a, ok := s.(*ir.AssignStmt)
	if !ok || l.err != nil {
		return s
	}
	c, ok := a.Value.(*ir.Call)
	if !ok || c.Op != ir.TileCast || len(c.Args) == 0 {
		return s
	}
	src, ok := c.Args[0].Type().(*ir.TileType)
	if !ok {
		return s
	}
	var dst ir.DataType
	var mode any = ir.CastRound // kCastModeRound, :61, :258
	for _, kw := range c.Kwargs {
		switch kw.Key {
		case "target_type":
			dst, _ = kw.Value.(ir.DataType)
		case "mode":
			mode = kw.Value
		}
	}
	b := l.ctx.Backend
	if b.NativeCast(src.DType, dst) {
		return s
	}
	chain, ok := b.CastChain(src.DType, dst)
	if !ok || len(chain) == 0 {
		l.err = fmt.Errorf("%s: LegalizeTileCast: no native cast path from %s to %s for arch %s; pto.tcvt does not support this conversion",
			a.Pos, src.DType.MsgName(), dst.MsgName(), b.Arch)
		return s
	}
	base := parseAutoName(a.Var.Name).base
	cur := c.Args[0]
	var stmts []ir.Stmt
	for i, d := range chain {
		hop, err := ir.TileCast.Create([]ir.Expr{cur}, []ir.Kwarg{{Key: "target_type", Value: d}, {Key: "mode", Value: mode}}, a.Pos)
		if err != nil {
			l.err = fmt.Errorf("%s: LegalizeTileCast: casting %s to %s: %v", a.Pos, src.DType.MsgName(), d.MsgName(), err)
			return s
		}
		if i == len(chain)-1 {
			last := *a
			last.Value = hop
			stmts = append(stmts, &last)
			break
		}
		v := &ir.Var{Name: base + "__cast_" + d.MsgName() + "_tmp_v" + strconv.Itoa(l.next), T: hop.T, Pos: a.Pos}
		l.next++
		stmts = append(stmts, &ir.AssignStmt{Var: v, Value: hop, Pos: a.Pos})
		cur = v
	}
	seq := &ir.SeqStmts{Stmts: stmts, Pos: a.Pos}
	l.made[seq] = true
	return seq
}
