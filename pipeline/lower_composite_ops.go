package pipeline

import (
	"fmt"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// LowerCompositeOps decomposes tile.sin and tile.cos into primitive tile
// ops (PyPTO's LowerCompositeOps, src/ir/transforms/
// lower_composite_ops_pass.cpp, the first tile pass,
// python/pypto/ir/pass_manager.py:177): a Cody-Waite range reduction of x
// by pi, a branch-free sign (-1)^k and a degree-9 odd Horner polynomial
// (LowerSinCos, :756-812, with the pass's FP32 constants, :719-734).
//
// The call is found where PyPTO's mutator finds it (:2236-2345): as
// `x = tile.sin(t)` (x then takes the final product, its intermediates
// named `<base>__<step>_tmp_v<k>`), as a bare statement (intermediates
// based on "eval"; the final product is dropped) and directly in a return
// (based on "ret<i>", the product bound to `ret<i>__result_tmp_v<k>`); k
// counts temporaries across the function (:665-668). Statement lists that
// hold a decomposition are flattened (src/ir/transforms/mutator.cpp:
// 1037-1055). The pass declares no properties
// (include/pypto/ir/transforms/pass_properties.h:110-119).
//
// PyPTO's table also lowers the pld.tensor.* collectives outside host
// orchestration (:2207-2217); the model leaves them as they are
// (docs/pypto-version.md).
var LowerCompositeOps = &Pass{
	Name: "LowerCompositeOps",
	Doc:  "decompose tile.sin / tile.cos into primitive tile ops",
	Run:  runLowerCompositeOps,
}

func runLowerCompositeOps(p *ir.Program, ctx *Context) (*ir.Program, error) {
	out := *p
	out.Funcs = make([]*ir.Function, len(p.Funcs))
	changed := false
	for i, f := range p.Funcs {
		out.Funcs[i] = f
		if f == nil || f.Body == nil {
			continue
		}
		l := &compositeLowerer{made: map[ir.Stmt]bool{}}
		nf := (&ir.Mutator{Stmt: l.stmt}).Function(f)
		if l.err != nil {
			return nil, fmt.Errorf("function %s: %w", f.Name, l.err)
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

// compositeLowerer is the per-function state: the temporary counter
// (temp_counter_, :2375), the statement lists it made and the first error.
type compositeLowerer struct {
	next int
	made map[ir.Stmt]bool
	err  error
}

func isTrig(c *ir.Call) bool { return c != nil && (c.Op == ir.TileSin || c.Op == ir.TileCos) }

func (l *compositeLowerer) seq(pos ir.Span, stmts []ir.Stmt) ir.Stmt {
	if len(stmts) == 1 {
		return stmts[0]
	}
	s := &ir.SeqStmts{Stmts: stmts, Pos: pos}
	l.made[s] = true
	return s
}

func (l *compositeLowerer) stmt(s ir.Stmt) ir.Stmt {
	if l.err != nil {
		return s
	}
	switch s := s.(type) {
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			if l.made[c] {
				return flattenSeq(s.Pos, s.Stmts)
			}
		}
	case *ir.AssignStmt:
		if c, _ := s.Value.(*ir.Call); isTrig(c) {
			b := &trigBuilder{l: l, base: s.Var.Name, pos: s.Pos}
			res := b.lower(c)
			if l.err != nil {
				return s
			}
			a := *s
			a.Value = res
			return l.seq(s.Pos, append(b.stmts, &a))
		}
	case *ir.EvalStmt:
		if c, _ := s.Expr.(*ir.Call); isTrig(c) {
			b := &trigBuilder{l: l, base: "eval", pos: s.Pos}
			b.lower(c)
			if l.err != nil || len(b.stmts) == 0 {
				return s
			}
			return l.seq(s.Pos, b.stmts)
		}
	case *ir.ReturnStmt:
		var pre []ir.Stmt
		var vals []ir.Expr
		for i, v := range s.Values {
			c, _ := v.(*ir.Call)
			if !isTrig(c) {
				continue
			}
			if vals == nil {
				vals = append([]ir.Expr(nil), s.Values...)
			}
			b := &trigBuilder{l: l, base: "ret" + strconv.Itoa(i), pos: s.Pos}
			res := b.bind("result", b.lower(c))
			if l.err != nil {
				return s
			}
			pre = append(pre, b.stmts...)
			vals[i] = res
		}
		if vals == nil {
			return s
		}
		r := *s
		r.Values = vals
		return l.seq(s.Pos, append(pre, &r))
	}
	return s
}

// trigBuilder is the LoweringBuilder of one call (:250-684): Bind appends
// `<base>__<qualifier>_tmp_v<k>` = expr.
type trigBuilder struct {
	l     *compositeLowerer
	base  string
	pos   ir.Span
	stmts []ir.Stmt
}

func (b *trigBuilder) bind(qualifier string, e ir.Expr) ir.Expr {
	if e == nil {
		return nil
	}
	v := &ir.Var{Name: parseAutoName(b.base).base + "__" + qualifier + "_tmp_v" + strconv.Itoa(b.l.next), T: e.Type(), Pos: b.pos}
	b.l.next++
	b.stmts = append(b.stmts, &ir.AssignStmt{Var: v, Value: e, Pos: b.pos})
	return v
}

// call builds one primitive (type deduced by the registry).
func (b *trigBuilder) call(op *ir.OpDef, args []ir.Expr, kws []ir.Kwarg) ir.Expr {
	if b.l.err != nil {
		return nil
	}
	for _, a := range args {
		if a == nil {
			return nil
		}
	}
	c, err := op.Create(args, kws, b.pos)
	if err != nil {
		b.l.err = fmt.Errorf("%s: LowerCompositeOps: %v", b.pos, err)
		return nil
	}
	return c
}

// scalar is a tile-scalar op with an FP32 constant of the tile's dtype
// (Muls / Adds, :271-283).
func (b *trigBuilder) scalar(op *ir.OpDef, x ir.Expr, c float32) ir.Expr {
	if x == nil {
		return nil
	}
	t, ok := x.Type().(*ir.TileType)
	if !ok {
		b.l.err = fmt.Errorf("%s: %s input must be TileType", b.pos, op.Name)
		return nil
	}
	return b.call(op, []ir.Expr{x, &ir.ConstFloat{Value: float64(c), DType: t.DType, Pos: b.pos}}, nil)
}

func (b *trigBuilder) muls(x ir.Expr, c float32) ir.Expr { return b.scalar(ir.TileMuls, x, c) }
func (b *trigBuilder) adds(x ir.Expr, c float32) ir.Expr { return b.scalar(ir.TileAdds, x, c) }
func (b *trigBuilder) bin(op *ir.OpDef, x, y ir.Expr) ir.Expr {
	return b.call(op, []ir.Expr{x, y}, nil)
}
func (b *trigBuilder) cast(x ir.Expr, to ir.DataType, mode ir.CastMode) ir.Expr {
	return b.call(ir.TileCast, []ir.Expr{x}, []ir.Kwarg{{Key: "target_type", Value: to}, {Key: "mode", Value: mode}})
}

// The FP32 constants of the recipe (:719-734).
const (
	trigPiInv      float32 = 0.31830988732818603515625
	trigPiV2       float32 = 3.140625
	trigPiC1       float32 = 0.0009670257568359375
	trigPiC2       float32 = 6.2771141529083251953125e-7
	trigPiC3       float32 = 1.21644916362129151821e-10
	trigPiC4       float32 = -1.0290623200529979163e-13
	trigPiHalfHead float32 = 1.57079637050628662109375
	trigPiHalfTail float32 = -4.371139000189375e-8
	trigHalf       float32 = 0.5
	trigM4         float32 = 4.0
	trigNeg2       float32 = -2.0
	trigOne        float32 = 1.0
	trigR0         float32 = 2.604926501e-6
	trigR1         float32 = -1.980894471e-4
	trigR2         float32 = 8.333049340e-3
	trigR3         float32 = -1.666665792e-1
)

// lower is LowerSinCos (:756-812) after ValidateTrigArgs (:744-753).
func (b *trigBuilder) lower(c *ir.Call) ir.Expr {
	if len(c.Args) != 1 {
		b.l.err = fmt.Errorf("%s: %s requires exactly 1 argument, got %d", c.Pos, c.OpName(), len(c.Args))
		return nil
	}
	x := c.Args[0]
	t, ok := x.Type().(*ir.TileType)
	if !ok || t.DType != ir.FP32 {
		b.l.err = fmt.Errorf("%s: %s is FP32-only, got %s", c.Pos, c.OpName(), x.Type())
		return nil
	}
	isCos := c.Op == ir.TileCos
	piInvX := b.bind("pi_inv_x", b.muls(x, trigPiInv))
	var ki ir.Expr
	if isCos {
		kPre := b.bind("k_pre", b.adds(piInvX, trigHalf))
		ki = b.bind("k_i", b.cast(kPre, ir.INT32, ir.CastRint))
	} else {
		ki = b.bind("k_i", b.cast(piInvX, ir.INT32, ir.CastRound))
	}
	kf := b.bind("k_f", b.cast(ki, ir.FP32, ir.CastNone))
	kpv2 := b.bind("k_pi_v2", b.muls(kf, trigPiV2))
	r := b.bind("t0", b.bin(ir.TileSub, x, kpv2))
	kpc1 := b.bind("k_pi_c1", b.muls(kf, trigPiC1))
	r = b.bind("t1", b.bin(ir.TileSub, r, kpc1))
	if isCos {
		r = b.bind("t1h", b.adds(r, trigPiHalfHead))
	}
	kpc2 := b.bind("k_pi_c2", b.muls(kf, trigPiC2))
	r = b.bind("t2", b.bin(ir.TileSub, r, kpc2))
	kpc3 := b.bind("k_pi_c3", b.muls(kf, trigPiC3))
	r = b.bind("t3", b.bin(ir.TileSub, r, kpc3))
	kpc4 := b.bind("k_pi_c4", b.muls(kf, trigPiC4))
	r = b.bind("t4", b.bin(ir.TileSub, r, kpc4))
	if isCos {
		r = b.bind("t4t", b.adds(r, trigPiHalfTail))
	}
	halfK := b.bind("half_k", b.muls(kf, trigHalf))
	floorI := b.bind("floor_hk_i", b.cast(halfK, ir.INT32, ir.CastFloor))
	floorF := b.bind("floor_hk_f", b.cast(floorI, ir.FP32, ir.CastNone))
	floorX4 := b.bind("floor_x4", b.muls(floorF, trigM4))
	neg2K := b.bind("neg2_k", b.muls(kf, trigNeg2))
	signPre := b.bind("sign_pre", b.bin(ir.TileAdd, floorX4, neg2K))
	sign := b.bind("sign", b.adds(signPre, trigOne))
	t2 := b.bind("t2sq", b.bin(ir.TileMul, r, r))
	p := b.bind("p_r0", b.muls(t2, trigR0))
	p = b.bind("p_r1", b.adds(p, trigR1))
	p = b.bind("p_t2_r1", b.bin(ir.TileMul, p, t2))
	p = b.bind("p_r2", b.adds(p, trigR2))
	p = b.bind("p_t2_r2", b.bin(ir.TileMul, p, t2))
	p = b.bind("p_r3", b.adds(p, trigR3))
	p = b.bind("p_t2_r3", b.bin(ir.TileMul, p, t2))
	p = b.bind("p_one", b.adds(p, trigOne))
	tp := b.bind("t_p", b.bin(ir.TileMul, r, p))
	return b.bin(ir.TileMul, sign, tp)
}
