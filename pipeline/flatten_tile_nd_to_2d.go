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
// The pass also applies the contracts of the two PyPTO passes around it
// that the model does not run: first ConvertTensorToTileOps's (one store
// path per GM tensor: checkGMStorePaths, convert_tensor_to_tile_ops.go),
// last LegalizeTileCast's (casts along the target's tcvt table:
// checkTileCasts, legalize_tile_cast.go).
var FlattenTileNdTo2D = &Pass{
	Name:     "FlattenTileNdTo2D",
	Doc:      "flatten tiles of rank > 2 to 2-D by merging the leading axes",
	Required: set(pSSA, pITO, pNSS),
	Produced: set(pSSA, pT2D, pNSS),
	Run: func(p *ir.Program, ctx *Context) (*ir.Program, error) {
		if err := checkGMStorePaths(p); err != nil {
			return nil, err
		}
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
	ctx    *Context
	err    error
	sub    *ir.Mutator // the substituter, reading ctxNow
	ctxNow flatCtx
}

// flatCtx is FlattenContext (flatten_tile_nd_to_2d/rewrite_internal.h):
// the variables the pass has given a new identity, each mapped to its
// replacement. A branch or loop body works on a copy (rewrite.cpp:419,
// :425, :464, :512), so what it renews does not leak out; a scope body
// shares its parent's (:387).
type flatCtx map[*ir.Var]ir.VarLike

func (c flatCtx) clone() flatCtx {
	n := make(flatCtx, len(c))
	for k, v := range c {
		n[k] = v
	}
	return n
}

func flattenFunction(f *ir.Function, ctx *Context) (*ir.Function, error) {
	if !f.Kind.IsInCoreType() || f.Body == nil {
		return f, nil
	}
	fl := &flatten2D{ctx: ctx}
	body := ir.Seq(ir.StmtSpan(f.Body), fl.body(ir.Stmts(f.Body), flatCtx{})...)
	if fl.err != nil {
		return nil, fl.err
	}
	if _, empty := f.Body.(*ir.SeqStmts); empty && len(ir.Stmts(body)) == 0 {
		body = f.Body
	}
	nf := *f
	nf.Body = body
	return &nf, nil
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

// rank3Rejected lists ops PyPTO refuses to flatten.
var rank3Rejected = map[*ir.OpDef]string{
	ir.TileColSum: "reduces the first axis", ir.TileRead: "indexes every axis", ir.TileWrite: "indexes every axis",
	ir.TileSlice: "takes a window of every axis", ir.TileAssemble: "writes a window of every axis",
	ir.TileReshape: "reinterprets every axis", ir.TileTranspose: "swaps two axes", ir.TileTransposeView: "swaps the last two axes",
}

// subst is transform_utils' Substitute: every variable ctx maps is
// replaced, and a call over a replaced variable is rebuilt keeping its
// type (its shape expressions substituted too). changed reports whether
// anything was replaced.
func (fl *flatten2D) subst(e ir.Expr, ctx flatCtx) (ir.Expr, bool) {
	if e == nil || len(ctx) == 0 {
		return e, false
	}
	if fl.sub == nil {
		fl.sub = &ir.Mutator{Expr: func(x ir.Expr) ir.Expr {
			if v := ir.VarOf(x); v != nil {
				if r, ok := fl.ctxNow[v]; ok {
					return r
				}
			}
			return x
		}}
	}
	fl.ctxNow = ctx
	n := fl.sub.ExprTree(e)
	return n, n != e
}

func (fl *flatten2D) substAll(es []ir.Expr, ctx flatCtx) ([]ir.Expr, bool) {
	out := make([]ir.Expr, len(es))
	changed := false
	for i, e := range es {
		var c bool
		out[i], c = fl.subst(e, ctx)
		changed = changed || c
	}
	return out, changed
}

// body is TransformBody (rewrite.cpp:258-1028) on the ops irfuzz models:
// statement by statement, a variable whose defining value the pass
// rebuilds gets a new identity (ctx), so every later statement reading it
// is rebuilt too. A tile.load is always rebuilt (re-deduced, :767-776), a
// tile.store always gets a new variable (:786-836); any other statement
// is rebuilt only when its operands changed, a tile op re-deduced by the
// registry, any other call keeping its type (:996-1026).
func (fl *flatten2D) body(stmts []ir.Stmt, ctx flatCtx) []ir.Stmt {
	var out []ir.Stmt
	for _, st := range stmts {
		if fl.err != nil {
			return stmts
		}
		switch s := st.(type) {
		case *ir.ReturnStmt:
			vals, _ := fl.substAll(s.Values, ctx)
			out = append(out, &ir.ReturnStmt{Values: vals, Pos: s.Pos})
		case *ir.YieldStmt:
			vals, _ := fl.substAll(s.Values, ctx)
			out = append(out, &ir.YieldStmt{Values: vals, Pos: s.Pos})
		case *ir.SeqStmts:
			out = append(out, fl.body(s.Stmts, ctx)...)
		case *ir.ScopeStmt:
			c := *s
			c.Body = ir.Seq(ir.StmtSpan(s.Body), fl.body(ir.Stmts(s.Body), ctx)...)
			out = append(out, &c)
		case *ir.IfStmt:
			out = append(out, fl.ifStmt(s, ctx))
		case *ir.ForStmt:
			out = append(out, fl.forStmt(s, ctx))
		case *ir.WhileStmt:
			out = append(out, fl.whileStmt(s, ctx))
		case *ir.EvalStmt:
			x, changed := fl.subst(s.Expr, ctx)
			if !changed {
				out = append(out, s)
				continue
			}
			if c, ok := x.(*ir.Call); ok && c.Op != nil && c.Op.Tile {
				x = fl.create(c, c.Args, c.Attrs)
			}
			out = append(out, &ir.EvalStmt{Expr: x, Pos: s.Pos})
		case *ir.AssignStmt:
			out = append(out, fl.assign(s, ctx)...)
		default:
			out = append(out, st)
		}
	}
	return out
}

// ifStmt (:415-456): each branch on its own copy of ctx; a return var
// whose type is not its then-yield's (else the else-yield's) becomes a
// new variable of the yield's type.
func (fl *flatten2D) ifStmt(s *ir.IfStmt, ctx flatCtx) ir.Stmt {
	c := *s
	c.Cond, _ = fl.subst(s.Cond, ctx)
	c.Then = ir.Seq(ir.StmtSpan(s.Then), fl.body(ir.Stmts(s.Then), ctx.clone())...)
	var yt []ir.Type
	if y := ir.TrailingYield(c.Then, nil); y != nil {
		yt = exprTypes(y.Values)
	}
	if s.Else != nil {
		c.Else = ir.Seq(ir.StmtSpan(s.Else), fl.body(ir.Stmts(s.Else), ctx.clone())...)
		if len(yt) == 0 {
			if y := ir.TrailingYield(c.Else, nil); y != nil {
				yt = exprTypes(y.Values)
			}
		}
	}
	c.ReturnVars = fl.retype(s.ReturnVars, yt, ctx)
	return &c
}

func exprTypes(es []ir.Expr) []ir.Type {
	out := make([]ir.Type, len(es))
	for i, e := range es {
		out[i] = e.Type()
	}
	return out
}

// retype gives each variable whose type differs from ts[i] a new identity
// of that type (the return-var updates of :437-447, :480-491, :524-535).
func (fl *flatten2D) retype(vs []*ir.Var, ts []ir.Type, ctx flatCtx) []*ir.Var {
	if len(vs) == 0 {
		return vs
	}
	out := make([]*ir.Var, len(vs))
	for i, v := range vs {
		out[i] = v
		if i < len(ts) && ts[i] != nil && !ir.TypeEqual(ts[i], v.T) {
			nv := &ir.Var{Name: v.Name, T: ts[i], Pos: v.Pos}
			ctx[v] = nv
			out[i] = nv
		}
	}
	return out
}

// iterArgs (:464-476, :512-523): an iter arg whose init changed becomes a
// new iter arg typed as the new init, in the body's ctx; the others are
// dropped from it.
func (fl *flatten2D) iterArgs(ias []*ir.IterArg, ctx, bodyCtx flatCtx) []*ir.IterArg {
	out := make([]*ir.IterArg, len(ias))
	for i, ia := range ias {
		init, changed := fl.subst(ia.Init, ctx)
		if !changed {
			delete(bodyCtx, &ia.Var)
			out[i] = ia
			continue
		}
		n := &ir.IterArg{Var: ir.Var{Name: ia.Name, T: init.Type(), Pos: ia.Pos}, Init: init}
		bodyCtx[&ia.Var] = n
		out[i] = n
	}
	return out
}

func iterArgTypes(ias []*ir.IterArg) []ir.Type {
	out := make([]ir.Type, len(ias))
	for i, ia := range ias {
		out[i] = ia.T
	}
	return out
}

// forStmt (:459-507).
func (fl *flatten2D) forStmt(s *ir.ForStmt, ctx flatCtx) ir.Stmt {
	c := *s
	c.Start, _ = fl.subst(s.Start, ctx)
	c.Stop, _ = fl.subst(s.Stop, ctx)
	c.Step, _ = fl.subst(s.Step, ctx)
	bodyCtx := ctx.clone()
	c.IterArgs = fl.iterArgs(s.IterArgs, ctx, bodyCtx)
	c.Body = ir.Seq(ir.StmtSpan(s.Body), fl.body(ir.Stmts(s.Body), bodyCtx)...)
	c.ReturnVars = fl.retype(s.ReturnVars, iterArgTypes(c.IterArgs), ctx)
	return &c
}

// whileStmt (:509-545): the condition is substituted in the body's ctx.
func (fl *flatten2D) whileStmt(s *ir.WhileStmt, ctx flatCtx) ir.Stmt {
	c := *s
	bodyCtx := ctx.clone()
	c.IterArgs = fl.iterArgs(s.IterArgs, ctx, bodyCtx)
	c.Cond, _ = fl.subst(s.Cond, bodyCtx)
	c.Body = ir.Seq(ir.StmtSpan(s.Body), fl.body(ir.Stmts(s.Body), bodyCtx)...)
	c.ReturnVars = fl.retype(s.ReturnVars, iterArgTypes(c.IterArgs), ctx)
	return &c
}

// renew binds the new value to a new variable of its type that stands for
// a's from now on.
func (fl *flatten2D) renew(a *ir.AssignStmt, val ir.Expr, ctx flatCtx) ir.Stmt {
	nv := &ir.Var{Name: a.Var.Name, T: val.Type(), Pos: a.Var.Pos}
	ctx[a.Var] = nv
	return &ir.AssignStmt{Var: nv, Value: val, Pos: a.Pos}
}

// create re-deduces a tile op on new operands (OpRegistry::Create); a
// result type the registry cannot deduce keeps the flattened old one.
func (fl *flatten2D) create(c *ir.Call, args []ir.Expr, attrs []ir.Kwarg) *ir.Call {
	n, err := c.Op.Create(args, c.Kwargs, c.Pos)
	if err != nil {
		fl.fail(fmt.Errorf("%s: rebuilding %s on flattened operands: %v", c.Pos, c.Op.Name, err))
		return c
	}
	if _, unknown := n.T.(*ir.UnknownType); unknown {
		n.T = fl.flatType(c.T, c.Pos)
	}
	n.Attrs = attrs
	return n
}

// assign is the AssignStmt part of TransformBody (:573-1026).
func (fl *flatten2D) assign(a *ir.AssignStmt, ctx flatCtx) []ir.Stmt {
	c, ok := a.Value.(*ir.Call)
	if !ok || c.Op == nil {
		val, changed := fl.subst(a.Value, ctx)
		if !changed {
			return []ir.Stmt{a}
		}
		return []ir.Stmt{fl.renew(a, val, ctx)}
	}
	if tt, isTile := c.T.(*ir.TileType); isTile && tt.Rank() > 2 || anyRank3(c.Args) {
		if why, bad := rank3Rejected[c.Op]; bad {
			fl.fail(fmt.Errorf("%s: FlattenTileNdTo2D: %s on a rank > 2 tile is not supported: it %s, which merging the leading axes would change", c.Pos, c.Op.Name, why))
			return []ir.Stmt{a}
		}
	}
	switch c.Op {
	case ir.TileLoad:
		args, _ := fl.substAll(c.Args, ctx)
		if tt, isTile := c.T.(*ir.TileType); isTile && tt.Rank() > 2 {
			// Keep the ND source window; flatten the result tile only.
			n := *c
			n.Args, n.T = args, fl.flatType(c.T, c.Pos)
			return []ir.Stmt{fl.renew(a, &n, ctx)}
		}
		return []ir.Stmt{fl.renew(a, carryMemRef(fl.create(c, args, c.Attrs), a), ctx)}
	case ir.TileCreate, ir.TileFull:
		tt, isTile := c.T.(*ir.TileType)
		if !isTile || tt.Rank() <= 2 {
			return []ir.Stmt{a}
		}
		ft := fl.flatType(tt, c.Pos).(*ir.TileType)
		rest, _ := fl.substAll(c.Args[1:], ctx)
		args := append([]ir.Expr{&ir.MakeTuple{Elems: ft.Shape, Pos: c.Pos}}, rest...)
		n, err := c.Op.Create(args, c.Kwargs, c.Pos)
		if err != nil {
			fl.fail(fmt.Errorf("%s: flattening %s: %v", c.Pos, c.Op.Name, err))
			return []ir.Stmt{a}
		}
		n.Attrs = c.Attrs
		return []ir.Stmt{fl.renew(a, carryMemRef(n, a), ctx)}
	case ir.TileStore:
		args, _ := fl.substAll(c.Args, ctx)
		if orig, ok := c.Args[0].Type().(*ir.TileType); ok && orig.Rank() > 2 && len(c.Args) <= 3 {
			// The tile operand was flattened; pass its original extent as
			// the partition shapes.
			args = append(args, &ir.MakeTuple{Elems: orig.Shape, Pos: c.Pos})
		}
		n := *c
		n.Args = args
		if len(args) > 2 {
			n.T = args[2].Type()
		}
		return []ir.Stmt{fl.renew(a, &n, ctx)}
	}
	args, changed := fl.substAll(c.Args, ctx)
	if !changed {
		return []ir.Stmt{a}
	}
	if !c.Op.Tile {
		n := *c
		n.Args = args
		return []ir.Stmt{fl.renew(a, &n, ctx)}
	}
	return []ir.Stmt{fl.renew(a, carryMemRef(fl.create(c, args, c.Attrs), a), ctx)}
}

// carryMemRef is WithCarriedMemRef (rewrite.cpp:68-86): a re-deduced call
// keeps the MemRef its assigned variable carried (a parse-time declared
// allocation).
func carryMemRef(c *ir.Call, a *ir.AssignStmt) *ir.Call {
	if mr := memRefOf(a.Var.T); mr != nil && memRefOf(c.T) == nil {
		n := *c
		n.T = memWithRef(c.T, mr)
		return &n
	}
	return c
}

func anyRank3(args []ir.Expr) bool {
	for _, a := range args {
		if tt, ok := a.Type().(*ir.TileType); ok && tt.Rank() > 2 {
			return true
		}
	}
	return false
}
