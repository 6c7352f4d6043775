package minimize

import (
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// L2's delta passes: each lists the sites of one kind of reduction in the
// current program; a site adds its change to an edit (rebuild.go). Sites
// of one group are alternatives for one statement (a chunk applies the
// first of them it holds). The passes find their sites from the IR and
// the op registry alone (argument names and kinds, kwarg specs), never
// from op names.

// site is one possible reduction.
type site struct {
	group any
	apply func(e *edit)
}

// delta is one L2 pass.
type delta struct {
	name  string
	sites func(p *ir.Program) []site
}

// deltas is L2's pass list, coarse to fine.
var deltas = []delta{
	{"functions", functionSites},
	{"params", paramSites},
	{"statements", deadSites},
	{"if", ifSites},
	{"loops", loopSites},
	{"scopes", scopeSites},
	{"results", resultSites},
	{"replace", replaceSites},
	{"bypass", bypassSites},
	{"valid", validSites},
	{"offsets", offsetSites},
	{"shapes", shapeSites},
	{"kwargs", kwargSites},
}

// functionSites: functions no other function calls (the program keeps at
// least one).
func functionSites(p *ir.Program) []site {
	if len(p.Funcs) < 2 {
		return nil
	}
	called := calledFuncs(p)
	var out []site
	for _, f := range p.Funcs {
		if !called[f.Name] {
			name := f.Name
			out = append(out, site{apply: func(e *edit) { e.dropFunc[name] = true }})
		}
	}
	if len(out) == len(p.Funcs) {
		out = out[:len(out)-1]
	}
	return out
}

// paramSites: unused parameters of functions no other function calls.
func paramSites(p *ir.Program) []site {
	called := calledFuncs(p)
	var out []site
	for _, f := range p.Funcs {
		if called[f.Name] {
			continue
		}
		total := uses(f)
		for _, v := range f.Params {
			if total[v] == 0 {
				out = append(out, site{apply: func(e *edit) { e.dropParam[v] = true }})
			}
		}
	}
	return out
}

// calledFuncs is the set of functions some other function calls or
// submits.
func calledFuncs(p *ir.Program) map[string]bool {
	called := map[string]bool{}
	for _, f := range p.Funcs {
		ir.WalkFunc(f, func(n ir.Node) bool {
			switch c := n.(type) {
			case *ir.Call:
				if c.Op == nil && c.Callee != f.Name {
					called[c.Callee] = true
				}
			case *ir.Submit:
				if c.Callee != f.Name {
					called[c.Callee] = true
				}
			}
			return true
		})
	}
	return called
}

// deadSites: statements none of whose definitions is used outside them
// (an assignment whose variable is unused, an evaluation, a loop, branch
// or scope whose results and definitions nothing else reads, break and
// continue).
func deadSites(p *ir.Program) []site {
	var out []site
	for _, f := range p.Funcs {
		total := uses(f)
		forEachStmt(f.Body, func(s ir.Stmt) {
			switch s.(type) {
			case *ir.SeqStmts, *ir.YieldStmt, *ir.ReturnStmt:
				return
			}
			if removable(s, total) {
				out = append(out, site{apply: func(e *edit) { e.drop(s) }})
			}
		})
	}
	return out
}

// removable reports whether every variable s defines is used only inside
// s.
func removable(s ir.Stmt, total map[*ir.Var]int) bool {
	inner := map[*ir.Var]int{}
	countUses(s, inner)
	ok := true
	defsIn(s, func(v *ir.Var) {
		if total[v] != inner[v] {
			ok = false
		}
	})
	return ok
}

// ifSites: an if becomes its then or its else branch; its phis become
// that branch's yielded values.
func ifSites(p *ir.Program) []site {
	var out []site
	for _, f := range p.Funcs {
		forEachStmt(f.Body, func(s ir.Stmt) {
			is, ok := s.(*ir.IfStmt)
			if !ok {
				return
			}
			for _, branch := range []ir.Stmt{is.Then, is.Else} {
				stmts, y := splitYield(branch)
				if len(is.ReturnVars) > 0 && (y == nil || len(y.Values) != len(is.ReturnVars)) {
					continue
				}
				out = append(out, site{group: s, apply: func(e *edit) {
					e.replace(is, stmts)
					for i, rv := range is.ReturnVars {
						e.sub[rv] = y.Values[i]
					}
				}})
			}
		})
	}
	return out
}

// splitYield separates a body's trailing yield from its other statements.
func splitYield(body ir.Stmt) ([]ir.Stmt, *ir.YieldStmt) {
	stmts := ir.Stmts(body)
	if n := len(stmts); n > 0 {
		if y, ok := stmts[n-1].(*ir.YieldStmt); ok {
			return stmts[:n-1], y
		}
	}
	return stmts, nil
}

// loopSites: a loop runs once, unwrapped (its body with the loop variable
// at the start value, carries at their initial values, results the
// yielded values), or not at all (results at the initial values); or, for
// a counted loop with constant start and step, keeps its form but runs
// one iteration.
func loopSites(p *ir.Program) []site {
	var out []site
	for _, f := range p.Funcs {
		forEachStmt(f.Body, func(s ir.Stmt) {
			var ias []*ir.IterArg
			var rvs []*ir.Var
			var body ir.Stmt
			var loopVar *ir.Var
			var start ir.Expr
			switch l := s.(type) {
			case *ir.ForStmt:
				ias, rvs, body, loopVar, start = l.IterArgs, l.ReturnVars, l.Body, l.LoopVar, l.Start
			case *ir.WhileStmt:
				ias, rvs, body = l.IterArgs, l.ReturnVars, l.Body
			default:
				return
			}
			stmts, y := splitYield(body)
			if len(rvs) > 0 && (y == nil || len(y.Values) != len(rvs)) || len(rvs) != len(ias) {
				return
			}
			out = append(out, site{group: s, apply: func(e *edit) {
				e.replace(s, stmts)
				if loopVar != nil {
					e.sub[loopVar] = start
				}
				for i, ia := range ias {
					e.sub[&ia.Var] = ia.Init
					e.sub[rvs[i]] = y.Values[i]
				}
			}})
			out = append(out, site{group: s, apply: func(e *edit) {
				e.drop(s)
				for i, ia := range ias {
					e.sub[rvs[i]] = ia.Init
				}
			}})
			if l, ok := s.(*ir.ForStmt); ok {
				a, ok1 := l.Start.(*ir.ConstInt)
				b, ok2 := l.Step.(*ir.ConstInt)
				if stop, ok3 := l.Stop.(*ir.ConstInt); ok1 && ok2 && ok3 && b.Value != 0 && (stop.Value-a.Value)/b.Value > 1 {
					out = append(out, site{group: s, apply: func(e *edit) {
						n := *l
						n.Stop = &ir.ConstInt{Value: a.Value + b.Value, DType: stop.DType, Pos: stop.Pos}
						e.replace(l, []ir.Stmt{&n})
					}})
				}
			}
		})
	}
	return out
}

// scopeSites: a scope becomes its body.
func scopeSites(p *ir.Program) []site {
	var out []site
	for _, f := range p.Funcs {
		forEachStmt(f.Body, func(s ir.Stmt) {
			if sc, ok := s.(*ir.ScopeStmt); ok {
				out = append(out, site{apply: func(e *edit) { e.replace(sc, ir.Stmts(sc.Body)) }})
			}
		})
	}
	return out
}

// resultSites: an unused loop result drops with its carry (whose uses
// become the initial value), an unused phi with its yielded values.
func resultSites(p *ir.Program) []site {
	var out []site
	for _, f := range p.Funcs {
		total := uses(f)
		forEachStmt(f.Body, func(s ir.Stmt) {
			var rvs []*ir.Var
			switch l := s.(type) {
			case *ir.ForStmt:
				rvs = l.ReturnVars
			case *ir.WhileStmt:
				rvs = l.ReturnVars
			case *ir.IfStmt:
				rvs = l.ReturnVars
			}
			for i, rv := range rvs {
				if total[rv] == 0 {
					out = append(out, site{apply: func(e *edit) { e.dropResult(s, i) }})
				}
			}
		})
	}
	return out
}

// replaceSites: a value is replaced by an earlier value of identical type
// (a parameter first, then the earliest definitions in scope) or by a
// fresh constant of identical type (a tile.create or tile.full tile of
// its shape, dtype, memory space and compact mode; a scalar literal), and
// its op is dropped.
func replaceSites(p *ir.Program) []site {
	var out []site
	for _, f := range p.Funcs {
		total := uses(f)
		for _, a := range assignments(f) {
			s := a.stmt
			if total[s.Var] == 0 || isConstant(s.Value) {
				continue
			}
			n := 0
			for _, w := range a.visible {
				if n == 2 {
					break
				}
				if w.(ir.VarLike).VarRef() == s.Var || !ir.TypeEqual(w.Type(), s.Var.T) {
					continue
				}
				n++
				out = append(out, site{group: s, apply: func(e *edit) {
					e.drop(s)
					e.sub[s.Var] = w
				}})
			}
			for _, c := range constantsOf(s.Var.T, s.Pos) {
				out = append(out, site{group: s, apply: func(e *edit) {
					e.replace(s, []ir.Stmt{&ir.AssignStmt{Var: s.Var, Value: c, Pos: s.Pos}})
				}})
			}
		}
	}
	return out
}

// isConstant reports whether a value reads nothing: a literal, or a call
// without tile or tensor arguments.
func isConstant(e ir.Expr) bool {
	switch x := e.(type) {
	case *ir.ConstInt, *ir.ConstFloat, *ir.ConstBool:
		return true
	case *ir.Call:
		if x.Op == nil {
			return false
		}
		for _, a := range x.Args {
			switch a.Type().(type) {
			case *ir.TileType, *ir.TensorType:
				return false
			}
		}
		return true
	}
	return false
}

// constantsOf lists fresh constants of exactly type t.
func constantsOf(t ir.Type, pos ir.Span) []ir.Expr {
	var out []ir.Expr
	switch t := t.(type) {
	case *ir.ScalarType:
		switch {
		case t.DType == ir.BOOL:
			out = append(out, &ir.ConstBool{Value: false, Pos: pos}, &ir.ConstBool{Value: true, Pos: pos})
		case t.DType.IsInt():
			out = append(out, &ir.ConstInt{Value: 0, DType: t.DType, Pos: pos}, &ir.ConstInt{Value: 1, DType: t.DType, Pos: pos})
		case t.DType.IsFloat():
			out = append(out, &ir.ConstFloat{Value: 0, DType: t.DType, Pos: pos}, &ir.ConstFloat{Value: 1, DType: t.DType, Pos: pos})
		}
	case *ir.TileType:
		if _, ok := ir.StaticShape(t.Shape); !ok {
			return nil
		}
		shape := &ir.MakeTuple{Elems: t.Shape, Pos: pos}
		kws := []ir.Kwarg{{Key: "dtype", Value: t.DType}}
		if t.Space != ir.MemNone {
			kws = append(kws, ir.Kwarg{Key: "target_memory", Value: t.Space})
		}
		if t.Effective().Compact != ir.CompactNull {
			kws = append(kws, ir.Kwarg{Key: "compact", Value: true})
		}
		var zero ir.Expr = &ir.ConstFloat{Value: 0, DType: ir.FP32, Pos: pos}
		if t.DType.IsInt() {
			zero = ir.ConstI(0)
		}
		for _, try := range []struct {
			op   *ir.OpDef
			args []ir.Expr
			kws  []ir.Kwarg
		}{
			{ir.TileCreate, []ir.Expr{shape}, kws},
			{ir.TileFull, []ir.Expr{shape, zero}, kws[:1]},
		} {
			if c, err := try.op.Create(try.args, try.kws, pos); err == nil && ir.TypeEqual(c.T, t) {
				out = append(out, c)
			}
		}
	}
	return out
}

// bypassSites: an op's result is replaced by one of its operands of the
// same kind, dtype and rank but another type (a move, a view, a valid
// shape change), and the op is dropped; its users are re-deduced.
func bypassSites(p *ir.Program) []site {
	var out []site
	for _, f := range p.Funcs {
		total := uses(f)
		forEachStmt(f.Body, func(st ir.Stmt) {
			s, ok := st.(*ir.AssignStmt)
			if !ok || total[s.Var] == 0 {
				return
			}
			c, ok := s.Value.(*ir.Call)
			if !ok || c.Op == nil {
				return
			}
			for _, a := range c.Args {
				if _, ok := a.(ir.VarLike); !ok || !sameKind(a.Type(), s.Var.T) || ir.TypeEqual(a.Type(), s.Var.T) {
					continue
				}
				out = append(out, site{group: s, apply: func(e *edit) {
					e.drop(s)
					e.sub[s.Var] = a
				}})
			}
		})
	}
	return out
}

// sameKind: both tiles or both tensors, of one dtype and rank.
func sameKind(a, b ir.Type) bool {
	switch x := a.(type) {
	case *ir.TileType:
		y, ok := b.(*ir.TileType)
		return ok && x.DType == y.DType && x.Rank() == y.Rank()
	case *ir.TensorType:
		y, ok := b.(*ir.TensorType)
		return ok && x.DType == y.DType && x.Rank() == y.Rank()
	}
	return false
}

// argIndex is the position of the named argument of an op, or -1.
func argIndex(op *ir.OpDef, name string, kind ir.ArgKind) int {
	for i, a := range op.Args {
		if a.Name == name && a.Kind == kind {
			return i
		}
	}
	return -1
}

// validSites: a call narrowing what it reads (an op with "shapes" and
// "valid_shape" index arguments) reads its whole window.
func validSites(p *ir.Program) []site {
	var out []site
	forEachCall(p, func(c *ir.Call) {
		si, vi := argIndex(c.Op, "shapes", ir.ArgIndices), argIndex(c.Op, "valid_shape", ir.ArgIndices)
		if si < 0 || vi < 0 || vi >= len(c.Args) || si >= len(c.Args) || ir.PrintExpr(c.Args[si]) == ir.PrintExpr(c.Args[vi]) {
			return
		}
		out = append(out, site{apply: func(e *edit) {
			n := *c
			n.Args = append([]ir.Expr(nil), c.Args...)
			n.Args[vi] = c.Args[si]
			e.call[c] = &n
		}})
	})
	return out
}

// offsetSites: an "offsets" argument becomes all zeros.
func offsetSites(p *ir.Program) []site {
	var out []site
	forEachCall(p, func(c *ir.Call) {
		oi := argIndex(c.Op, "offsets", ir.ArgIndices)
		if oi < 0 || oi >= len(c.Args) {
			return
		}
		mt, ok := c.Args[oi].(*ir.MakeTuple)
		if !ok {
			return
		}
		zeros := make([]ir.Expr, len(mt.Elems))
		nonzero := false
		for i, x := range mt.Elems {
			dt := ir.INDEX
			if st, ok := x.Type().(*ir.ScalarType); ok {
				dt = st.DType
			}
			zeros[i] = &ir.ConstInt{Value: 0, DType: dt, Pos: x.Span()}
			if v, ok := ir.ConstValue(x); !ok || v != 0 {
				nonzero = true
			}
		}
		if !nonzero {
			return
		}
		out = append(out, site{apply: func(e *edit) {
			n := *c
			n.Args = append([]ir.Expr(nil), c.Args...)
			n.Args[oi] = &ir.MakeTuple{Elems: zeros, Pos: mt.Pos}
			e.call[c] = &n
		}})
	})
	return out
}

// shapeSites: every occurrence of an integer literal v >= 2 — in shapes,
// valid shapes, offsets, loop bounds, scalar operands, and the types
// that repeat them — is halved at once, so shapes shrink consistently;
// the largest literals come first.
func shapeSites(p *ir.Program) []site {
	seen := map[int64]bool{}
	note := func(e ir.Expr) {
		ir.WalkExpr(e, func(n ir.Node) bool {
			if c, ok := n.(*ir.ConstInt); ok && c.Value >= 2 {
				seen[c.Value] = true
			}
			return true
		})
	}
	for _, f := range p.Funcs {
		for _, v := range f.Params {
			typeExprs(v.T, note)
		}
		ir.WalkFunc(f, func(n ir.Node) bool {
			switch x := n.(type) {
			case *ir.ConstInt:
				note(x)
			case *ir.Call:
				typeExprs(x.T, note)
			}
			return true
		})
		defsIn(f.Body, func(v *ir.Var) { typeExprs(v.T, note) })
	}
	vals := make([]int64, 0, len(seen))
	for v := range seen {
		vals = append(vals, v)
	}
	sort.Slice(vals, func(i, j int) bool { return vals[i] > vals[j] })
	out := make([]site, len(vals))
	for i, v := range vals {
		out[i] = site{apply: func(e *edit) { e.ints[v] = v / 2 }}
	}
	return out
}

// typeExprs calls fn on the expressions inside a type.
func typeExprs(t ir.Type, fn func(ir.Expr)) {
	switch t := t.(type) {
	case *ir.TensorType:
		for _, e := range t.Shape {
			fn(e)
		}
		if t.View != nil {
			for _, e := range append(append([]ir.Expr(nil), t.View.Stride...), t.View.ValidShape...) {
				fn(e)
			}
		}
	case *ir.TileType:
		for _, e := range t.Shape {
			fn(e)
		}
		if t.View != nil {
			for _, e := range append(append([]ir.Expr(nil), t.View.Stride...), t.View.ValidShape...) {
				fn(e)
			}
			if t.View.StartOffset != nil {
				fn(t.View.StartOffset)
			}
		}
	case *ir.TupleType:
		for _, e := range t.Elems {
			typeExprs(e, fn)
		}
	}
}

// kwargSites: an optional kwarg is removed (its default applies), or a
// call's last optional positional argument.
func kwargSites(p *ir.Program) []site {
	var out []site
	forEachCall(p, func(c *ir.Call) {
		for _, kw := range c.Kwargs {
			if spec, ok := c.Op.Kwarg(kw.Key); ok && spec.Required {
				continue
			}
			key := kw.Key
			out = append(out, site{apply: func(e *edit) {
				if e.kwDrop[c] == nil {
					e.kwDrop[c] = map[string]bool{}
				}
				e.kwDrop[c][key] = true
			}})
		}
		if len(c.Args) > c.Op.MinArgs() {
			out = append(out, site{apply: func(e *edit) { e.argDrop[c] = 1 }})
		}
	})
	return out
}

// forEachCall visits every op call of a program (not function calls).
func forEachCall(p *ir.Program, fn func(*ir.Call)) {
	ir.Walk(p, func(n ir.Node) bool {
		if c, ok := n.(*ir.Call); ok && c.Op != nil {
			fn(c)
		}
		return true
	})
}

// forEachStmt visits every statement below body, in pre-order.
func forEachStmt(body ir.Stmt, fn func(ir.Stmt)) {
	ir.Walk(body, func(n ir.Node) bool {
		if s, ok := n.(ir.Stmt); ok {
			fn(s)
		}
		return true
	})
}

// uses counts every variable's uses in a function: in expressions, in
// the types of calls and definitions, and in parameter types.
func uses(f *ir.Function) map[*ir.Var]int {
	total := map[*ir.Var]int{}
	for _, v := range f.Params {
		ir.VarsInType(v.T, func(u *ir.Var) { total[u]++ })
	}
	for _, t := range f.Returns {
		ir.VarsInType(t, func(u *ir.Var) { total[u]++ })
	}
	countUses(f.Body, total)
	return total
}

// countUses adds the uses below a statement.
func countUses(s ir.Stmt, into map[*ir.Var]int) {
	ir.Walk(s, func(n ir.Node) bool {
		switch x := n.(type) {
		case ir.VarLike:
			into[x.VarRef()]++
		case *ir.Call:
			ir.VarsInType(x.T, func(u *ir.Var) { into[u]++ })
		}
		return true
	})
	defsIn(s, func(v *ir.Var) { ir.VarsInType(v.T, func(u *ir.Var) { into[u]++ }) })
}

// defsIn calls fn for every variable a statement defines (assigned vars,
// loop vars, carries, loop and branch results), in definition order.
func defsIn(s ir.Stmt, fn func(*ir.Var)) {
	switch s := s.(type) {
	case *ir.AssignStmt:
		fn(s.Var)
	case *ir.SeqStmts:
		for _, c := range s.Stmts {
			defsIn(c, fn)
		}
	case *ir.IfStmt:
		defsIn(s.Then, fn)
		defsIn(s.Else, fn)
		for _, v := range s.ReturnVars {
			fn(v)
		}
	case *ir.ForStmt:
		fn(s.LoopVar)
		for _, ia := range s.IterArgs {
			fn(&ia.Var)
		}
		defsIn(s.Body, fn)
		for _, v := range s.ReturnVars {
			fn(v)
		}
	case *ir.WhileStmt:
		for _, ia := range s.IterArgs {
			fn(&ia.Var)
		}
		defsIn(s.Body, fn)
		for _, v := range s.ReturnVars {
			fn(v)
		}
	case *ir.ScopeStmt:
		defsIn(s.Body, fn)
	}
}

// scoped is an assignment with the values that dominate it.
type scoped struct {
	stmt    *ir.AssignStmt
	visible []ir.Expr // parameters, then definitions in order
}

// assignments lists a function's assignments with the values visible at
// each: parameters, earlier assignments of enclosing bodies, loop
// variables and carries of enclosing loops, results of earlier loops and
// branches (scopes are transparent).
func assignments(f *ir.Function) []scoped {
	var out []scoped
	var walk func(stmts []ir.Stmt, visible []ir.Expr) []ir.Expr
	inner := func(visible []ir.Expr, more ...ir.Expr) []ir.Expr {
		return append(append(make([]ir.Expr, 0, len(visible)+len(more)), visible...), more...)
	}
	walk = func(stmts []ir.Stmt, visible []ir.Expr) []ir.Expr {
		for _, s := range stmts {
			switch s := s.(type) {
			case *ir.AssignStmt:
				out = append(out, scoped{stmt: s, visible: inner(visible)})
				visible = inner(visible, s.Var)
			case *ir.SeqStmts:
				visible = walk(s.Stmts, visible)
			case *ir.ScopeStmt:
				visible = walk(ir.Stmts(s.Body), visible)
			case *ir.IfStmt:
				walk(ir.Stmts(s.Then), visible)
				walk(ir.Stmts(s.Else), visible)
				visible = inner(visible, varExprs(s.ReturnVars)...)
			case *ir.ForStmt:
				in := inner(visible, s.LoopVar)
				for _, ia := range s.IterArgs {
					in = append(in, ia)
				}
				walk(ir.Stmts(s.Body), in)
				visible = inner(visible, varExprs(s.ReturnVars)...)
			case *ir.WhileStmt:
				in := inner(visible)
				for _, ia := range s.IterArgs {
					in = append(in, ia)
				}
				walk(ir.Stmts(s.Body), in)
				visible = inner(visible, varExprs(s.ReturnVars)...)
			}
		}
		return visible
	}
	walk(ir.Stmts(f.Body), varExprs(f.Params))
	return out
}

func varExprs(vs []*ir.Var) []ir.Expr {
	out := make([]ir.Expr, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}
