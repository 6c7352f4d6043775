package pipeline

import (
	"github.com/irfuzz/irfuzz/ir"
)

// MatBridgeAttr marks a tile.load that ConvertTensorToTileOps generated as
// a GM->Mat bridge (kCompilerTensorToTileMatBridgeAttr,
// include/pypto/ir/transforms/utils/attrs.h:32; MarkCompilerMatBridge,
// convert_tensor_to_tile_ops_pass.cpp:74-78). Only such loads are
// candidates for loop-invariant Mat residency: a user-written load is never
// hoisted. InferTileMemorySpace strips the marker once residency has run
// (stripMatBridge).
const MatBridgeAttr = "__compiler_tensor_to_tile_mat_bridge"

// loopInvariantMatResidency is phase 4 of InferTileMemorySpace (seed 002):
// a compiler-marked GM->Mat load at the top of a sequential loop body whose
// value is invariant is hoisted to the loop preheader, either with its
// whole single-use transpose_view* -> move/extract chain (an exact
// stationary prefix) or alone when it is a panel whose every use is a
// transpose_view / move / extract chain ending in a matmul operand slot.
// It declines unless every legality rule of seed 002 holds; each rule is a
// check below and declining leaves the program unchanged.
func loopInvariantMatResidency(p *ir.Program, ctx *Context) (*ir.Program, error) {
	if ctx == nil || ctx.Backend == nil {
		return p, nil // capacity unknown: decline
	}
	changed := false
	funcs := make([]*ir.Function, len(p.Funcs))
	for i, f := range p.Funcs {
		funcs[i] = f
		if !f.Kind.IsInCoreType() || f.Body == nil {
			continue
		}
		roots, ok := safeCallSites(p, f)
		if !ok {
			continue
		}
		if !fitsWholeFunction(f, ctx) {
			continue
		}
		nb := hoistInBody(f, f.Body, roots)
		if nb != f.Body {
			nf := *f
			nf.Body = nb
			funcs[i] = &nf
			changed = true
		}
	}
	if !changed {
		return p, nil
	}
	out := *p
	out.Funcs = funcs
	return &out, nil
}

// safeCallSites returns, for each In tensor parameter of f, whether every
// call site passes a compiler-owned allocation that no writable argument of
// the same call aliases. It requires f to be called, only by direct calls
// from root orchestration functions (no Submit, no other callers).
func safeCallSites(p *ir.Program, f *ir.Function) (map[*ir.Var]bool, bool) {
	callers := map[string]bool{}
	for _, g := range p.Funcs {
		ir.WalkFunc(g, func(n ir.Node) bool {
			if c, ok := n.(*ir.Call); ok && c.Op == nil {
				callers[c.Callee] = true
			}
			if s, ok := n.(*ir.Submit); ok {
				callers[s.Callee] = true
			}
			return true
		})
	}
	safe := map[*ir.Var]bool{}
	for _, prm := range f.Params {
		safe[prm] = true
	}
	sites := 0
	for _, g := range p.Funcs {
		var bad bool
		ir.WalkFunc(g, func(n ir.Node) bool {
			switch c := n.(type) {
			case *ir.Submit:
				if c.Callee == f.Name {
					bad = true // asynchronous submission is not alias evidence
				}
			case *ir.Call:
				if c.Op != nil || c.Callee != f.Name {
					return true
				}
				sites++
				if g.Kind != ir.Orchestration || callers[g.Name] {
					bad = true // only direct calls from a root orchestration function
					return false
				}
				roots := tensorRoots(g)
				params := map[*ir.Var]bool{}
				for _, q := range g.Params {
					params[q] = true
				}
				for i, prm := range f.Params {
					if i >= len(c.Args) {
						bad = true
						break
					}
					if dirOf(f, i) != ir.In {
						continue
					}
					root, owned := roots[ir.VarOf(c.Args[i])]
					if !owned || writesParam(f, prm) {
						safe[prm] = false
						continue
					}
					// Every writable argument's storage must be known and
					// distinct: another created tensor, or an external
					// parameter (which a created tensor cannot alias).
					for j, a := range c.Args {
						if j == i || j >= len(f.Params) || dirOf(f, j) == ir.In {
							continue
						}
						v := ir.VarOf(a)
						w, created := roots[v]
						switch {
						case created && w == root:
							safe[prm] = false
						case !created && !params[v]:
							safe[prm] = false // unknown storage
						}
					}
				}
			}
			return true
		})
		if bad {
			return nil, false
		}
	}
	return safe, sites > 0
}

// writesParam reports whether f writes through parameter v anywhere (an
// op argument the registry declares written).
func writesParam(f *ir.Function, v *ir.Var) bool {
	found := false
	ir.WalkFunc(f, func(n ir.Node) bool {
		c, ok := n.(*ir.Call)
		if !ok || c.Op == nil {
			return true
		}
		for _, w := range c.Op.Writes {
			if w < len(c.Args) && ir.VarOf(c.Args[w]) == v {
				found = true
			}
		}
		return !found
	})
	return found
}

func dirOf(f *ir.Function, i int) ir.ParamDirection {
	if i < len(f.Dirs) {
		return f.Dirs[i]
	}
	return ir.In
}

// tensorRoots maps every tensor variable of an orchestration function that
// resolves (through plain aliases) to a tensor.create to that creating
// variable.
func tensorRoots(g *ir.Function) map[*ir.Var]*ir.Var {
	roots := map[*ir.Var]*ir.Var{}
	ir.WalkFunc(g, func(n ir.Node) bool {
		a, ok := n.(*ir.AssignStmt)
		if !ok {
			return true
		}
		switch v := a.Value.(type) {
		case *ir.Call:
			if v.Op == ir.TensorCreate {
				roots[a.Var] = a.Var
			}
		case ir.VarLike:
			if r, ok := roots[v.VarRef()]; ok {
				roots[a.Var] = r
			}
		}
		return true
	})
	return roots
}

// fitsWholeFunction checks that every allocation-owning Mat / Left / Right
// tile of f has a static size and that, per space, their 32-byte-aligned
// sum fits the backend — a bound stronger than any reuse, so hoisting can
// never cause a capacity failure later.
func fitsWholeFunction(f *ir.Function, ctx *Context) bool {
	used := map[ir.MemorySpace]int64{}
	ok := true
	ir.WalkFunc(f, func(n ir.Node) bool {
		a, isAssign := n.(*ir.AssignStmt)
		if !isAssign {
			return true
		}
		tt, isTile := a.Var.T.(*ir.TileType)
		c, isCall := a.Value.(*ir.Call)
		if !isTile || !isCall || c.Op == nil || c.Op.Access == ir.AccessView {
			return true
		}
		if tt.Space != ir.Mat && tt.Space != ir.Left && tt.Space != ir.Right {
			return true
		}
		n2, static := ir.NumElements(tt.Shape)
		if !static {
			ok = false
			return true
		}
		b := tt.DType.StorageBytes(n2)
		used[tt.Space] += (b + 31) &^ 31
		return true
	})
	for sp, u := range used {
		if limit := ctx.Backend.Capacity(sp); limit > 0 && u > limit {
			return false
		}
	}
	return ok
}

// hoistInBody applies residency to every eligible loop directly in body
// (nested loops are handled by recursion, each to its own preheader).
func hoistInBody(f *ir.Function, body ir.Stmt, safeParams map[*ir.Var]bool) ir.Stmt {
	stmts := ir.Stmts(body)
	var out []ir.Stmt
	changed := false
	for _, s := range stmts {
		switch s := s.(type) {
		case *ir.ForStmt:
			inner := hoistInBody(f, s.Body, safeParams)
			loop := s
			if inner != s.Body {
				c := *s
				c.Body = inner
				loop = &c
				changed = true
			}
			pre, rest := hoistLoop(loop, safeParams)
			if pre != nil {
				out = append(out, pre...)
				out = append(out, rest)
				changed = true
				continue
			}
			out = append(out, loop)
		case *ir.IfStmt:
			th, el := hoistInBody(f, s.Then, safeParams), s.Else
			if s.Else != nil {
				el = hoistInBody(f, s.Else, safeParams)
			}
			if th != s.Then || el != s.Else {
				c := *s
				c.Then, c.Else = th, el
				out = append(out, &c)
				changed = true
				continue
			}
			out = append(out, s)
		default:
			out = append(out, s)
		}
	}
	if !changed {
		return body
	}
	return ir.Seq(body.Span(), out...)
}

// hoistLoop returns the statements to move before the loop and the loop
// without them, or nil when the loop declines.
func hoistLoop(loop *ir.ForStmt, safeParams map[*ir.Var]bool) ([]ir.Stmt, *ir.ForStmt) {
	if loop.Kind != ir.Sequential {
		return nil, nil
	}
	start, ok1 := ir.ConstValue(loop.Start)
	stop, ok2 := ir.ConstValue(loop.Stop)
	step, ok3 := ir.ConstValue(loop.Step)
	if !ok1 || !ok2 || !ok3 || step <= 0 || stop <= start {
		return nil, nil // dynamic, descending or zero-trip loops decline
	}
	for _, ia := range loop.IterArgs {
		if hasEffectfulCall(ia.Init) {
			return nil, nil
		}
	}
	body := ir.Stmts(loop.Body)
	// Any call, submit, cross-core op or synchronization in the body
	// subtree declines: moving across it could change an ordering effect.
	for _, s := range body {
		if stmtHasOrderingEffect(s) {
			return nil, nil
		}
	}
	uses := useCounts(loop.Body)
	defined := map[*ir.Var]bool{loop.LoopVar: true}
	for _, ia := range loop.IterArgs {
		defined[&ia.Var] = true
	}
	ir.Walk(loop.Body, func(n ir.Node) bool {
		if a, ok := n.(*ir.AssignStmt); ok {
			defined[a.Var] = true
		}
		return true
	})
	yielded := map[*ir.Var]bool{}
	if y := ir.TrailingYield(loop.Body, ir.AnyScope); y != nil {
		for _, v := range y.Values {
			if x := ir.VarOf(v); x != nil {
				yielded[x] = true
			}
		}
	}
	hoist := map[ir.Stmt]bool{}
	hoisted := map[*ir.Var]bool{}
	invariant := func(e ir.Expr) bool {
		ok := true
		ir.WalkExpr(e, func(n ir.Node) bool {
			if v, isVar := n.(ir.VarLike); isVar && defined[v.VarRef()] && !hoisted[v.VarRef()] {
				ok = false
			}
			return true
		})
		return ok
	}
	defs := map[*ir.Var]*ir.AssignStmt{}
	for _, s := range body {
		if a, ok := s.(*ir.AssignStmt); ok {
			defs[a.Var] = a
		}
	}
	// Candidates: marked bridge loads at the top level of the body.
	for _, s := range body {
		a, ok := s.(*ir.AssignStmt)
		if !ok {
			continue
		}
		c, ok := a.Value.(*ir.Call)
		if !ok || c.Op != ir.TileLoad {
			continue
		}
		if v, ok := c.Attr(MatBridgeAttr); !ok || v != true {
			continue // user-authored loads are never hoisted
		}
		tt, _ := a.Var.T.(*ir.TileType)
		src := ir.VarOf(c.Args[0])
		if tt == nil || tt.Space != ir.Mat || src == nil || !safeParams[src] || yielded[a.Var] || !invariant(c) {
			continue
		}
		chain, panel := residencyChain(a.Var, body, uses, yielded)
		switch {
		case chain != nil:
			hoist[a] = true
			hoisted[a.Var] = true
			for _, x := range chain {
				if !invariant(x.Value) {
					chain = nil
					break
				}
			}
			for _, x := range chain {
				hoist[x] = true
				hoisted[x.Var] = true
			}
		case panel:
			hoist[a] = true
			hoisted[a.Var] = true
		}
	}
	if len(hoist) == 0 {
		return nil, nil
	}
	var pre, rest []ir.Stmt
	for _, s := range body {
		if hoist[s] {
			pre = append(pre, s)
		} else {
			rest = append(rest, s)
		}
	}
	nl := *loop
	nl.Body = ir.Seq(loop.Body.Span(), rest...)
	return pre, &nl
}

// residencyChain follows a load's uses: an exact single-use chain of
// transpose_view* then one move / extract (all top-level statements)
// returns that chain; a load whose every use path is transpose_view* ->
// move/extract into a matmul operand slot is a panel (hoist the load only).
func residencyChain(load *ir.Var, body []ir.Stmt, uses map[*ir.Var][]useSite, yielded map[*ir.Var]bool) ([]*ir.AssignStmt, bool) {
	var chain []*ir.AssignStmt
	cur := load
	for {
		us := uses[cur]
		if len(us) != 1 || us[0].assign == nil || yielded[cur] {
			break
		}
		a := us[0].assign
		c, _ := a.Value.(*ir.Call)
		switch c.Op {
		case ir.TileTransposeView:
			chain = append(chain, a)
			cur = a.Var
			continue
		case ir.TileMove, ir.TileExtract:
			tt, _ := a.Var.T.(*ir.TileType)
			if tt != nil && (tt.Space == ir.Left || tt.Space == ir.Right) && !yielded[a.Var] && onlyMatmulOperand(a.Var, uses) {
				return append(chain, a), false
			}
		}
		break
	}
	return nil, panelUses(load, uses, yielded)
}

func panelUses(v *ir.Var, uses map[*ir.Var][]useSite, yielded map[*ir.Var]bool) bool {
	us := uses[v]
	if len(us) == 0 || yielded[v] {
		return false
	}
	for _, u := range us {
		if u.assign == nil {
			return false
		}
		c, _ := u.assign.Value.(*ir.Call)
		switch c.Op {
		case ir.TileTransposeView:
			if !panelUses(u.assign.Var, uses, yielded) {
				return false
			}
		case ir.TileMove, ir.TileExtract:
			tt, _ := u.assign.Var.T.(*ir.TileType)
			if tt == nil || tt.Space != ir.Left && tt.Space != ir.Right || !onlyMatmulOperand(u.assign.Var, uses) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// onlyMatmulOperand: every use of an L0 value is its matching operand slot
// of a matmul-family call (Left -> lhs, Right -> rhs).
func onlyMatmulOperand(v *ir.Var, uses map[*ir.Var][]useSite) bool {
	us := uses[v]
	if len(us) == 0 {
		return false
	}
	tt := v.T.(*ir.TileType)
	for _, u := range us {
		if u.call == nil || u.call.Op == nil {
			return false
		}
		sp := u.call.Op.InputSpaces(u.arg)
		if len(sp) == 0 || sp[0] != tt.Space || u.call.Op.Affinity != ir.Cube {
			return false
		}
	}
	return true
}

// useSite is one syntactic use of a variable: as argument arg of call
// (assign is its statement when the call is an assignment's value).
type useSite struct {
	call   *ir.Call
	arg    int
	assign *ir.AssignStmt
}

func useCounts(body ir.Stmt) map[*ir.Var][]useSite {
	uses := map[*ir.Var][]useSite{}
	var stmt func(s ir.Stmt)
	expr := func(e ir.Expr, assign *ir.AssignStmt) {
		ir.WalkExpr(e, func(n ir.Node) bool {
			switch x := n.(type) {
			case *ir.Call:
				for i, a := range x.Args {
					if v := ir.VarOf(a); v != nil {
						site := useSite{call: x, arg: i}
						if x == e {
							site.assign = assign
						}
						uses[v] = append(uses[v], site)
					}
				}
			case ir.VarLike:
				if e == x {
					uses[x.VarRef()] = append(uses[x.VarRef()], useSite{})
				}
			}
			return true
		})
	}
	stmt = func(s ir.Stmt) {
		switch s := s.(type) {
		case *ir.AssignStmt:
			expr(s.Value, s)
		case *ir.EvalStmt:
			expr(s.Expr, nil)
		case *ir.YieldStmt:
			for _, v := range s.Values {
				expr(v, nil)
			}
		case *ir.ReturnStmt:
			for _, v := range s.Values {
				expr(v, nil)
			}
		case *ir.SeqStmts:
			for _, c := range s.Stmts {
				stmt(c)
			}
		case *ir.IfStmt:
			expr(s.Cond, nil)
			stmt(s.Then)
			stmt(s.Else)
		case *ir.ForStmt:
			for _, ia := range s.IterArgs {
				expr(ia.Init, nil)
			}
			stmt(s.Body)
		case *ir.WhileStmt:
			for _, ia := range s.IterArgs {
				expr(ia.Init, nil)
			}
			stmt(s.Body)
		case *ir.ScopeStmt:
			stmt(s.Body)
		}
	}
	stmt(body)
	return uses
}

// orderingOps are builtins whose motion across could change an ordering
// effect: synchronization, cross-core transport and barriers.
func orderingOp(c *ir.Call) bool {
	if c.Op == nil {
		return true // a function call
	}
	switch {
	case c.Op.Cross != ir.CrossNone, c.Op == ir.TileAivShard, c.Op == ir.TileAicGather:
		return true
	case !c.Op.Tile && !c.Op.Tensor:
		return true // system.*: sync, barriers, syncall
	}
	return false
}

func hasEffectfulCall(e ir.Expr) bool {
	found := false
	ir.WalkExpr(e, func(n ir.Node) bool {
		switch x := n.(type) {
		case *ir.Call:
			if orderingOp(x) {
				found = true
			}
		case *ir.Submit:
			found = true
		}
		return !found
	})
	return found
}

func stmtHasOrderingEffect(s ir.Stmt) bool {
	found := false
	ir.Walk(s, func(n ir.Node) bool {
		switch x := n.(type) {
		case *ir.Call:
			if orderingOp(x) {
				found = true
			}
		case *ir.Submit:
			found = true
		}
		return !found
	})
	return found
}

// stripMatBridge removes the Mat-bridge marker from every call of every
// function, as PyPTO's residency does after it has run whether or not it
// hoisted anything (StripCompilerMatBridgeAttrs,
// loop_invariant_mat_residency.cpp:1074-1110), so the marker does not
// reach allocation and code generation.
func stripMatBridge(p *ir.Program) *ir.Program {
	m := &ir.Mutator{Expr: func(e ir.Expr) ir.Expr {
		c, ok := e.(*ir.Call)
		if !ok {
			return e
		}
		if _, marked := c.Attr(MatBridgeAttr); !marked {
			return e
		}
		n := *c
		n.Attrs = nil
		for _, a := range c.Attrs {
			if a.Key != MatBridgeAttr {
				n.Attrs = append(n.Attrs, a)
			}
		}
		return &n
	}}
	return m.Program(p)
}
