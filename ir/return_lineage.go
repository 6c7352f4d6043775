package ir

// Return lineage: which parameter a returned value is the buffer of
// (PyPTO's return_lineage utilities, src/ir/transforms/utils/
// return_lineage_utils.cpp:30-472). A value traces back through plain
// aliases, loop carries of tensors (to the carry's initial value), an op
// whose result shares an argument's buffer (OpDef.ReusesInput: tile.store,
// tensor.assemble, ...) and, given the program, a call of a function whose
// own returned value traces to one of its parameters. Any other op stops
// the trace (a view has another shape than its source).
//
// Not modelled: the expansion of a wrapper that returns a multi-result
// call's whole tuple, and a wrapper without a return statement
// (ExpandForwardedTupleVar, MapWrapperReturnToParams); both trace to
// nothing here.

// lineageIndex is BodyIndexCollector: the first return, each variable's
// defining value and the loop-carry edges.
type lineageIndex struct {
	ret   *ReturnStmt
	def   map[*Var]Expr
	carry map[*Var]*Var
}

func indexLineage(body Stmt) *lineageIndex {
	ix := &lineageIndex{def: map[*Var]Expr{}, carry: map[*Var]*Var{}}
	carries := func(ias []*IterArg, rvs []*Var) {
		for i, ia := range ias {
			init, ok := ia.Init.(VarLike)
			if !ok {
				continue
			}
			ix.carry[&ia.Var] = init.VarRef()
			if i < len(rvs) {
				if _, ok := rvs[i].T.(*TensorType); ok {
					ix.carry[rvs[i]] = init.VarRef()
				}
			}
		}
	}
	Walk(body, func(n Node) bool {
		switch s := n.(type) {
		case *ReturnStmt:
			if ix.ret == nil {
				ix.ret = s
			}
		case *AssignStmt:
			if _, ok := ix.def[s.Var]; !ok {
				ix.def[s.Var] = s.Value
			}
		case *ForStmt:
			carries(s.IterArgs, s.ReturnVars)
		case *WhileStmt:
			carries(s.IterArgs, s.ReturnVars)
		}
		return true
	})
	return ix
}

type lineage struct {
	prog  *Program
	stack []*Function
}

// traceVar is TraceVar: the parameter (of params) v's buffer is, or nil.
func (l *lineage) traceVar(v *Var, ix *lineageIndex, params map[*Var]bool) *Var {
	visited := map[*Var]bool{}
	for v != nil {
		if visited[v] {
			return nil
		}
		visited[v] = true
		if params[v] {
			return v
		}
		if c := ix.carry[v]; c != nil {
			v = c
			continue
		}
		val, ok := ix.def[v]
		if !ok {
			return nil
		}
		switch e := val.(type) {
		case VarLike:
			v = e.VarRef()
			continue
		case *TupleGetItem:
			tv, ok := e.Tuple.(VarLike)
			if !ok {
				return nil
			}
			v = l.throughCall(ix.def[tv.VarRef()], e.Index)
			continue
		case *Call:
			if e.Op != nil {
				if i := e.Op.ReusesInput; i >= 0 && i < len(e.Args) {
					if a, ok := e.Args[i].(VarLike); ok {
						v = a.VarRef()
						continue
					}
				}
				return nil
			}
			v = l.throughCall(e, -1)
			continue
		case *Submit:
			v = l.throughCall(e, -1)
			continue
		}
		return nil
	}
	return nil
}

// throughCall follows a user call (or submit) to the argument its callee
// returns at position pos (-1: the callee's single result).
func (l *lineage) throughCall(e Expr, pos int) *Var {
	var callee string
	var args []Expr
	switch c := e.(type) {
	case *Call:
		if c.Op != nil {
			return nil
		}
		callee, args = c.Callee, c.Args
	case *Submit:
		callee, args = c.Callee, c.Args
	default:
		return nil
	}
	if l.prog == nil {
		return nil
	}
	f := l.prog.Func(callee)
	if f == nil {
		return nil
	}
	m := l.returnedParams(f)
	if pos < 0 {
		if len(m) != 1 {
			return nil
		}
		pos = 0
	}
	if pos >= len(m) || m[pos] < 0 || m[pos] >= len(args) {
		return nil
	}
	a, ok := args[m[pos]].(VarLike)
	if !ok {
		return nil
	}
	return a.VarRef()
}

// returnedParams is ReturnedParamIndices: per returned value, the index
// of the parameter it traces to (-1: none).
func (l *lineage) returnedParams(f *Function) []int {
	for _, g := range l.stack {
		if g == f {
			return nil
		}
	}
	l.stack = append(l.stack, f)
	defer func() { l.stack = l.stack[:len(l.stack)-1] }()
	if f.Body == nil {
		return nil
	}
	ix := indexLineage(f.Body)
	if ix.ret == nil || len(ix.ret.Values) == 0 {
		return nil
	}
	params := map[*Var]bool{}
	for _, p := range f.Params {
		params[p] = true
	}
	out := make([]int, len(ix.ret.Values))
	for i, r := range ix.ret.Values {
		out[i] = -1
		v, ok := r.(VarLike)
		if !ok {
			continue
		}
		if root := l.traceVar(v.VarRef(), ix, params); root != nil {
			for j, p := range f.Params {
				if p == root {
					out[i] = j
					break
				}
			}
		}
	}
	return out
}

// TraceToParam is return_lineage::TraceToParam: the parameter of params
// that v (defined in body) is the buffer of, or nil.
func TraceToParam(v *Var, body Stmt, params []*Var, prog *Program) *Var {
	if v == nil || body == nil {
		return nil
	}
	set := map[*Var]bool{}
	for _, p := range params {
		set[p] = true
	}
	l := &lineage{prog: prog}
	return l.traceVar(v, indexLineage(body), set)
}

// ReturnedParams is, per value f returns, the index of the parameter whose
// buffer it is (-1: none), following calls through p
// (return_lineage::ReturnedParamIndices).
func ReturnedParams(f *Function, p *Program) []int {
	return (&lineage{prog: p}).returnedParams(f)
}

// FirstReturn is return_lineage::FindFirstReturn (return_lineage_utils.cpp:
// 405-421): the body's last statement when it is a return, else the first
// return in program order (nil: none).
func FirstReturn(body Stmt) *ReturnStmt {
	if sq, ok := body.(*SeqStmts); ok && len(sq.Stmts) > 0 {
		if r, ok := sq.Stmts[len(sq.Stmts)-1].(*ReturnStmt); ok {
			return r
		}
	}
	var first *ReturnStmt
	Walk(body, func(n Node) bool {
		if r, ok := n.(*ReturnStmt); ok && first == nil {
			first = r
		}
		_, isExpr := n.(Expr)
		return first == nil && !isExpr
	})
	return first
}
