package ir

import (
	"strconv"
)

// depsList reads a deps= list of pl.submit, pl.spmd_submit, pl.at or
// pl.spmd (ast_parser.py:6856-6977): TaskId variables (a TASK_ID scalar
// or a TASK_ID array), None (no producer, dropped), elements of a TASK_ID
// array (arr[i]), and list comprehensions over Python-evaluable ranges
// ([arr[k] for k in range(4)], unrolled). Array elements are gathered into
// a fresh TASK_ID array the list then names alone: the statements building
// it go before the current statement (elab.pre).
func (e *elab) depsList(method string, x pyExpr, pos Span) ([]Expr, error) {
	var entries []pyExpr
	switch v := x.(type) {
	case *pyListComp:
		es, err := e.unrollComprehension(v, method, pos)
		if err != nil {
			return nil, err
		}
		entries = es
	case *pyList, *pyTuple:
		elems, _ := listElems(v)
		for _, el := range elems {
			if lc, ok := el.(*pyListComp); ok {
				es, err := e.unrollComprehension(lc, method, pos)
				if err != nil {
					return nil, err
				}
				entries = append(entries, es...)
				continue
			}
			entries = append(entries, el)
		}
	default:
		return nil, e.errf(e.sp(x.position()), "'%s' deps= must be a list / tuple / comprehension of TaskId values", method)
	}
	var direct []Expr
	desugar, wholeArray := false, false
	for _, el := range entries {
		if n, ok := el.(*pyName); ok && n.name == "None" {
			continue
		}
		v, err := e.expr(el)
		if err != nil {
			return nil, err
		}
		if _, isVar := v.(VarLike); isVar && isDepType(v.Type()) {
			_, isArray := v.Type().(*ArrayType)
			if isArray && desugar {
				return nil, e.errf(e.sp(el.position()), "'%s' deps= cannot mix a whole TASK_ID array with per-element entries (got array entry '%s' after a per-element / comprehension entry)", method, pyUnparse(el))
			}
			wholeArray = wholeArray || isArray
			direct = append(direct, v)
			continue
		}
		if taskIDElement(v) {
			if wholeArray {
				return nil, e.errf(e.sp(el.position()), "'%s' deps= cannot mix a whole TASK_ID array with per-element entries (got per-element entry '%s' after a whole-array entry)", method, pyUnparse(el))
			}
			direct = append(direct, v)
			desugar = true
			continue
		}
		return nil, e.errf(e.sp(el.position()), "'%s' deps= entries must be a TaskId variable, a TASK_ID array element (e.g. `arr[i]`), or None — got '%s'", method, pyUnparse(el))
	}
	if !desugar || len(direct) == 0 {
		return direct, nil
	}
	// _submit_deps_buf = array.create(N, dtype=TASK_ID), then one
	// array.update_element per entry (ast_parser.py:6835-6854).
	buf, err := e.createOp("array.create", []Expr{ConstI(int64(len(direct)))}, []Kwarg{{Key: "dtype", Value: TASKID}}, pos)
	if err != nil {
		return nil, err
	}
	v := &Var{Name: "_submit_deps_buf", T: buf.Type(), Pos: pos}
	e.pre = append(e.pre, &AssignStmt{Var: v, Value: buf, Pos: pos})
	for i, d := range direct {
		upd, err := e.createOp("array.update_element", []Expr{v, ConstI(int64(i)), d}, nil, pos)
		if err != nil {
			return nil, err
		}
		v = &Var{Name: "_submit_deps_buf", T: upd.Type(), Pos: pos}
		e.pre = append(e.pre, &AssignStmt{Var: v, Value: upd, Pos: pos})
	}
	return []Expr{v}, nil
}

// isDepType reports whether t is a TaskId: a TASK_ID scalar or a TASK_ID
// array (ast_parser.py:233-250).
func isDepType(t Type) bool {
	switch t := t.(type) {
	case *ScalarType:
		return t.DType == TASKID
	case *ArrayType:
		return t.DType == TASKID
	}
	return false
}

// taskIDElement reports whether x reads an element of a TASK_ID array
// (ast_parser.py:253-271).
func taskIDElement(x Expr) bool {
	c, ok := x.(*Call)
	if !ok || c.Op == nil || c.OpName() != "array.get_element" || len(c.Args) == 0 {
		return false
	}
	if st, ok := c.T.(*ScalarType); !ok || st.DType != TASKID {
		return false
	}
	at, ok := c.Args[0].Type().(*ArrayType)
	return ok && at.DType == TASKID
}

// unrollComprehension unrolls [elt for k in iter if cond ...] into one
// entry per kept value of k, the loop name replaced by the value
// (ast_parser.py:6740-6833). The iterable and the filters are evaluated as
// Python at parse time: they may name the loop variable, module constants
// and literals, never a variable of the program.
func (e *elab) unrollComprehension(lc *pyListComp, method string, pos Span) ([]pyExpr, error) {
	target, ok := lc.target.(*pyName)
	if !ok {
		return nil, e.errf(pos, "'%s' deps= comprehension target must be a single name (v1)", method)
	}
	if e.namesProgramVar(lc.iter, "") {
		return nil, e.errf(pos, "'%s' deps= comprehension iterable depends on an IR variable; cannot unroll at parse time", method)
	}
	for _, c := range lc.ifs {
		if e.namesProgramVar(c, target.name) {
			return nil, e.errf(pos, "'%s' deps= comprehension filter depends on an IR variable; cannot unroll at parse time", method)
		}
	}
	vals, err := e.pyIterable(lc.iter, method, pos)
	if err != nil {
		return nil, err
	}
	var out []pyExpr
	for _, v := range vals {
		env := map[string]int64{target.name: v}
		keep := true
		for _, c := range lc.ifs {
			b, err := e.pyEval(c, env)
			if err != nil {
				return nil, err
			}
			if b == 0 {
				keep = false
				break
			}
		}
		if keep {
			out = append(out, substName(lc.elt, target.name, v))
		}
	}
	return out, nil
}

// namesProgramVar reports whether x names a variable of the program (other
// than loopVar).
func (e *elab) namesProgramVar(x pyExpr, loopVar string) bool {
	found := false
	walkPyExpr(x, func(y pyExpr) {
		if n, ok := y.(*pyName); ok && n.name != loopVar {
			if _, bound := e.lookup(n.name); bound {
				found = true
			}
		}
	})
	return found
}

// pyIterable evaluates a comprehension's iterable: range(...) of integers,
// or a list or tuple of integers (a module constant may name either).
func (e *elab) pyIterable(x pyExpr, method string, pos Span) ([]int64, error) {
	x = e.resolveConst(unparen(x))
	if c, ok := x.(*pyCall); ok {
		if n, ok := c.fn.(*pyName); ok && n.name == "range" && len(c.kws) == 0 && len(c.args) >= 1 && len(c.args) <= 3 {
			var a [3]int64
			for i, arg := range c.args {
				v, err := e.pyEval(arg, nil)
				if err != nil {
					return nil, err
				}
				a[i] = v
			}
			start, stop, step := int64(0), a[0], int64(1)
			switch len(c.args) {
			case 2:
				start, stop = a[0], a[1]
			case 3:
				start, stop, step = a[0], a[1], a[2]
			}
			if step == 0 {
				return nil, e.errf(e.sp(c.pos), "range() arg 3 must not be zero")
			}
			var out []int64
			for v := start; step > 0 && v < stop || step < 0 && v > stop; v += step {
				out = append(out, v)
			}
			return out, nil
		}
	}
	if elems, ok := listElems(x); ok {
		out := make([]int64, 0, len(elems))
		for _, el := range elems {
			el = e.resolveConst(unparen(el))
			n, ok := el.(*pyNum)
			if !ok || n.isFloat {
				return nil, e.errf(pos, "'%s' deps= comprehension iterable yielded a non-integer value (%s); only integer indices are supported", method, pyTypeName(el))
			}
			v, err := e.pyEval(n, nil)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	}
	return nil, e.errf(pos, "'%s' deps= comprehension iterable did not produce a sequence", method)
}

// pyEval evaluates an integer Python expression over integer literals,
// module constants and the names in env (booleans are 0 and 1).
func (e *elab) pyEval(x pyExpr, env map[string]int64) (int64, error) {
	switch x := x.(type) {
	case *pyParen:
		return e.pyEval(x.x, env)
	case *pyNum:
		if x.isFloat {
			break
		}
		v, err := strconv.ParseInt(x.text, 0, 64)
		if err != nil {
			return 0, e.errf(e.sp(x.pos), "integer literal %s does not fit in 64 bits", x.text)
		}
		return v, nil
	case *pyName:
		if v, ok := env[x.name]; ok {
			return v, nil
		}
		switch x.name {
		case "True":
			return 1, nil
		case "False":
			return 0, nil
		}
		if c, ok := e.consts[x.name]; ok {
			delete(e.consts, x.name) // guard against self-reference
			v, err := e.pyEval(c, env)
			e.consts[x.name] = c
			return v, err
		}
		return 0, e.errf(e.sp(x.pos), "name '%s' is not defined", x.name)
	case *pyUnary:
		v, err := e.pyEval(x.x, env)
		if err != nil {
			return 0, err
		}
		switch x.op {
		case "-":
			return -v, nil
		case "+":
			return v, nil
		case "~":
			return ^v, nil
		case "not":
			return b2i(v == 0), nil
		}
	case *pyBinOp:
		l, err := e.pyEval(x.l, env)
		if err != nil {
			return 0, err
		}
		if x.op == "and" && l == 0 || x.op == "or" && l != 0 {
			return l, nil
		}
		r, err := e.pyEval(x.r, env)
		if err != nil {
			return 0, err
		}
		switch x.op {
		case "and", "or":
			return r, nil
		case "+":
			return l + r, nil
		case "-":
			return l - r, nil
		case "*":
			return l * r, nil
		case "//", "%":
			if r == 0 {
				return 0, e.errf(e.sp(x.pos), "integer division or modulo by zero")
			}
			q, m := l/r, l%r
			if m != 0 && (m < 0) != (r < 0) {
				q, m = q-1, m+r
			}
			if x.op == "//" {
				return q, nil
			}
			return m, nil
		case "==":
			return b2i(l == r), nil
		case "!=":
			return b2i(l != r), nil
		case "<":
			return b2i(l < r), nil
		case "<=":
			return b2i(l <= r), nil
		case ">":
			return b2i(l > r), nil
		case ">=":
			return b2i(l >= r), nil
		case "&":
			return l & r, nil
		case "|":
			return l | r, nil
		case "^":
			return l ^ r, nil
		}
	}
	return 0, e.errf(e.sp(x.position()), "cannot evaluate %s at parse time", pyUnparse(x))
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// substName returns x with every reference to name replaced by the
// integer literal v (the syntax tree is shared, not modified).
func substName(x pyExpr, name string, v int64) pyExpr {
	switch y := x.(type) {
	case *pyName:
		if y.name == name {
			return &pyNum{text: strconv.FormatInt(v, 10), pos: y.pos}
		}
	case *pyParen:
		return &pyParen{x: substName(y.x, name, v), pos: y.pos}
	case *pyUnary:
		return &pyUnary{op: y.op, x: substName(y.x, name, v), pos: y.pos}
	case *pyBinOp:
		return &pyBinOp{op: y.op, l: substName(y.l, name, v), r: substName(y.r, name, v), pos: y.pos}
	case *pySubscript:
		idx := make([]pyExpr, len(y.index))
		for i, ix := range y.index {
			idx[i] = substName(ix, name, v)
		}
		return &pySubscript{x: substName(y.x, name, v), index: idx, pos: y.pos}
	case *pyCall:
		args := make([]pyExpr, len(y.args))
		for i, a := range y.args {
			args[i] = substName(a, name, v)
		}
		kws := make([]pyKeyword, len(y.kws))
		for i, kw := range y.kws {
			kws[i] = pyKeyword{name: kw.name, val: substName(kw.val, name, v), pos: kw.pos}
		}
		return &pyCall{fn: y.fn, args: args, kws: kws, pos: y.pos}
	case *pyList:
		el := make([]pyExpr, len(y.elems))
		for i, a := range y.elems {
			el[i] = substName(a, name, v)
		}
		return &pyList{elems: el, pos: y.pos}
	case *pyTuple:
		el := make([]pyExpr, len(y.elems))
		for i, a := range y.elems {
			el[i] = substName(a, name, v)
		}
		return &pyTuple{elems: el, paren: y.paren, pos: y.pos}
	}
	return x
}

// walkPyExpr calls fn for x and every expression below it.
func walkPyExpr(x pyExpr, fn func(pyExpr)) {
	if x == nil {
		return
	}
	fn(x)
	switch y := x.(type) {
	case *pyParen:
		walkPyExpr(y.x, fn)
	case *pyUnary:
		walkPyExpr(y.x, fn)
	case *pyBinOp:
		walkPyExpr(y.l, fn)
		walkPyExpr(y.r, fn)
	case *pySubscript:
		walkPyExpr(y.x, fn)
		for _, ix := range y.index {
			walkPyExpr(ix, fn)
		}
	case *pyCall:
		walkPyExpr(y.fn, fn)
		for _, a := range y.args {
			walkPyExpr(a, fn)
		}
		for _, kw := range y.kws {
			walkPyExpr(kw.val, fn)
		}
	case *pyList:
		for _, a := range y.elems {
			walkPyExpr(a, fn)
		}
	case *pyTuple:
		for _, a := range y.elems {
			walkPyExpr(a, fn)
		}
	case *pySlice:
		walkPyExpr(y.lower, fn)
		walkPyExpr(y.upper, fn)
		walkPyExpr(y.step, fn)
	}
}
