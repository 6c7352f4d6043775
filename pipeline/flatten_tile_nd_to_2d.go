package pipeline

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// FlattenTileNdTo2D rewrites every tile of rank > 2 in InCore-type
// functions to 2-D by merging all axes but the last ([2, 3, 4] -> [6, 4]),
// as PTO-ISA only has 2-D tiles (PyPTO's FlattenTileNdTo2D, on the ops
// irfuzz models):
//
//   - tile.load keeps its ND source window and gets a 2-D result tile;
//   - tile.create / tile.full are rebuilt with the 2-D shape;
//   - tile.store of a 2-D tile into a rank > 2 tensor gets the original
//     tile shape as its 4th (partition shapes) operand;
//   - every other op is rebuilt from its flattened operands.
//
// A valid region survives the flatten when every middle axis is fully
// valid: [v0, d1, .., v_last] -> [v0*d1*.., v_last]. Fault #2149 (PyPTO's
// reshape that dropped the valid region) claims the whole shape valid.
// Preconditions, each a user error: static physical shapes, no col_sum /
// read / write / slice / assemble / reshape / transpose on a rank > 2 tile.
//
// The pass also applies the contract of the PyPTO pass after it that the
// model does not run: LegalizeTileCast's (casts along the target's tcvt
// table: checkTileCasts, legalize_tile_cast.go).
var FlattenTileNdTo2D = &Pass{
	Name:     "FlattenTileNdTo2D",
	Doc:      "flatten tiles of rank > 2 to 2-D by merging the leading axes",
	Required: set(pSSA, pITO, pNSS),
	Produced: set(pSSA, pT2D, pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		out := *p
		out.Funcs = make([]*ir.Function, len(p.Funcs))
		changed := false
		for i, f := range p.Funcs {
			nf, err := flattenFunction(f, ctx)
			if err != nil {
				return nil, err
			}
			out.Funcs[i] = nf
			changed = changed || nf != f
		}
		if !changed {
			out = *p
		}
		if err := checkTileCasts(&out, ctx); err != nil {
			return nil, err
		}
		if !changed {
			return p, nil
		}
		return &out, nil
	},
}

type flatten2D struct {
	ctx *Context
	mut *ir.Mutator
	err error
	// orig maps a flattened variable to its rank > 2 type.
	orig map[*ir.Var]*ir.TileType
}

func flattenFunction(f *ir.Function, ctx *Context) (*ir.Function, error) {
	if !f.Kind.IsInCoreType() || f.Body == nil {
		return f, nil
	}
	fl := &flatten2D{ctx: ctx, orig: map[*ir.Var]*ir.TileType{}}
	fl.mut = &ir.Mutator{Def: fl.def}
	fl.mut.Expr = fl.expr
	nf := fl.mut.Function(f)
	if fl.err != nil {
		return nil, fl.err
	}
	return nf, nil
}

// flatType returns the 2-D form of a rank > 2 tile type, or t.
func (fl *flatten2D) flatType(t ir.Type, pos ir.Span) ir.Type {
	tt, ok := t.(*ir.TileType)
	if !ok || tt.Rank() <= 2 {
		return t
	}
	dims, ok := ir.StaticShape(tt.Shape)
	if !ok {
		fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D needs a static physical shape, got %s", pos, fmtDims(tt.Shape)))
		return t
	}
	rows := int64(1)
	for _, d := range dims[:len(dims)-1] {
		rows *= d
	}
	shape := ir.ConstIs(rows, dims[len(dims)-1])
	eff := tt.Effective()
	valid := shape
	if !fl.ctx.Fault(FaultReshapeDropsValid) {
		v, err := flatValid(tt.Shape, eff.ValidShape, pos)
		if err != nil {
			fl.fail(err)
			return t
		}
		valid = v
	}
	// Layout fields that were the rank > 2 shape's defaults become the
	// 2-D shape's defaults ([1, 2, 1] is row-major by default, [2, 1]
	// column-major), so the flattened type is the one the registry deduces
	// for the printed 2-D call; explicit non-default fields are kept.
	view := ir.ImplicitTileView(shape, tt.Space)
	def := ir.ImplicitTileView(tt.Shape, tt.Space)
	if eff.BLayout != def.BLayout {
		view.BLayout = eff.BLayout
	}
	if eff.SLayout != def.SLayout {
		view.SLayout = eff.SLayout
	}
	if eff.Fractal != def.Fractal {
		view.Fractal = eff.Fractal
	}
	view.Pad, view.Compact = eff.Pad, eff.Compact
	view.ValidShape = valid
	return ir.NewTileType(shape, tt.DType, tt.MemRef, tt.Space, &view)
}

// flatValid collapses a valid region: every middle axis must be fully
// valid, so the valid rows are a prefix of the flattened rows.
func flatValid(shape, valid []ir.Expr, pos ir.Span) ([]ir.Expr, error) {
	n := len(shape)
	rows := valid[0]
	for i := 1; i < n-1; i++ {
		if ir.ProveEqual(valid[i], shape[i]) != ir.ProofTrue {
			return nil, fmt.Errorf("%s: the valid region %s of a %s tile does not collapse to 2-D: axis %d is only partly valid", pos, fmtDims(valid), fmtDims(shape), i)
		}
		rows = mulIndex(rows, shape[i])
	}
	return []ir.Expr{rows, valid[n-1]}, nil
}

func mulIndex(a, b ir.Expr) ir.Expr {
	x, ok1 := ir.ConstValue(a)
	y, ok2 := ir.ConstValue(b)
	if ok1 && ok2 {
		return ir.ConstI(x * y)
	}
	return &ir.Binary{Op: ir.OpMul, L: a, R: b, DType: ir.INDEX}
}

func (fl *flatten2D) fail(err error) {
	if fl.err == nil {
		fl.err = err
	}
}

// def flattens the type of every defined variable.
func (fl *flatten2D) def(v *ir.Var) *ir.Var {
	t := fl.flatType(v.T, v.Pos)
	if t == v.T {
		return v
	}
	nv := &ir.Var{Name: v.Name, T: t, Pos: v.Pos}
	fl.orig[nv] = v.T.(*ir.TileType)
	return nv
}

// rank3Rejected lists ops PyPTO refuses to flatten.
var rank3Rejected = map[*ir.OpDef]string{
	ir.TileColSum: "reduces the first axis", ir.TileRead: "indexes every axis", ir.TileWrite: "indexes every axis",
	ir.TileSlice: "takes a window of every axis", ir.TileAssemble: "writes a window of every axis",
	ir.TileReshape: "reinterprets every axis", ir.TileTranspose: "swaps two axes", ir.TileTransposeView: "swaps the last two axes",
}

// expr rebuilds calls whose operands or result were flattened.
func (fl *flatten2D) expr(e ir.Expr) ir.Expr {
	c, ok := e.(*ir.Call)
	if !ok || c.Op == nil || fl.err != nil {
		return e
	}
	orig := c.T
	if tt, isTile := orig.(*ir.TileType); isTile && tt.Rank() > 2 || anyRank3(c.Args) {
		if why, bad := rank3Rejected[c.Op]; bad {
			fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: %s on a rank > 2 tile is not supported: it %s, which merging the leading axes would change", c.Pos, c.Op.Name, why))
			return e
		}
	}
	switch c.Op {
	case ir.TileLoad:
		// Keep the ND source window; flatten the result tile only.
		t := fl.flatType(c.T, c.Pos)
		if t == c.T {
			return e
		}
		n := *c
		n.T = t
		return &n
	case ir.TileCreate, ir.TileFull:
		tt, isTile := c.T.(*ir.TileType)
		if !isTile || tt.Rank() <= 2 {
			return e
		}
		ft := fl.flatType(tt, c.Pos).(*ir.TileType)
		args := append([]ir.Expr{&ir.MakeTuple{Elems: ft.Shape, Pos: c.Pos}}, c.Args[1:]...)
		n, err := c.Op.Create(args, c.Kwargs, c.Pos)
		if err != nil {
			fl.fail(fmt.Errorf("%s: flattening %s: %v", c.Pos, c.Op.Name, err))
			return e
		}
		n.Attrs = c.Attrs
		return n
	case ir.TileStore:
		v, isVar := c.Args[0].(ir.VarLike)
		var orig *ir.TileType
		if isVar {
			orig = fl.orig[v.VarRef()]
		}
		if orig == nil || len(c.Args) > 3 {
			return fl.rebuild(c)
		}
		// The tile operand was flattened; pass its original extent as the
		// partition shapes.
		args := append(append([]ir.Expr(nil), c.Args...), &ir.MakeTuple{Elems: orig.Shape, Pos: c.Pos})
		n, err := c.Op.Create(args, c.Kwargs, c.Pos)
		if err != nil {
			fl.fail(fmt.Errorf("%s: flattening tile.store: %v", c.Pos, err))
			return e
		}
		n.Attrs = c.Attrs
		return n
	}
	return fl.rebuild(c)
}

// touched: c's result is a rank > 2 tile or an operand is a flattened
// variable.
func (fl *flatten2D) touched(c *ir.Call) bool {
	if tt, ok := c.T.(*ir.TileType); ok && tt.Rank() > 2 {
		return true
	}
	for _, a := range c.Args {
		if v := ir.VarOf(a); v != nil && fl.orig[v] != nil {
			return true
		}
	}
	return false
}

func anyRank3(args []ir.Expr) bool {
	for _, a := range args {
		if tt, ok := a.Type().(*ir.TileType); ok && tt.Rank() > 2 {
			return true
		}
	}
	return false
}

// rebuild re-deduces a call whose operands changed type; a call none of
// whose operands was flattened and whose result is at most 2-D is kept as
// it is (PyPTO's mutator rebuilds only what changed), so a result type an
// earlier pass simplified (Simplify under a branch condition) stays.
func (fl *flatten2D) rebuild(c *ir.Call) ir.Expr {
	if !fl.touched(c) {
		return c
	}
	n, err := c.Op.Create(c.Args, c.Kwargs, c.Pos)
	if err != nil {
		fl.fail(fmt.Errorf("%s: rebuilding %s on flattened operands: %v", c.Pos, c.Op.Name, err))
		return c
	}
	if _, unknown := n.T.(*ir.UnknownType); unknown {
		n.T = fl.flatType(c.T, c.Pos)
	}
	n.Attrs = c.Attrs
	return n
}
