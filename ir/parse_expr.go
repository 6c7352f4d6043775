package ir

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// exprs elaborates a list of expressions into a piece of a shared chunk
// (lists: an item may hold lists of its own, and an append to the result
// copies it first).
func (e *elab) exprs(xs []pyExpr) ([]Expr, error) {
	if len(xs) == 0 {
		return []Expr{}, nil
	}
	mark := e.lists.mark()
	for _, x := range xs {
		v, err := e.expr(x)
		if err != nil {
			e.lists.take(mark)
			return nil, err
		}
		e.lists.push(v)
	}
	return e.lists.take(mark), nil
}

func numText(n *pyNum) string {
	if n == nil {
		return ""
	}
	return n.text
}

func (e *elab) number(n *pyNum, neg bool) (Expr, error) {
	text := n.text
	if neg {
		text = "-" + text
	}
	if n.isFloat {
		v, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return nil, e.errf(e.sp(n.pos), "invalid float literal %s", n.text)
		}
		return &ConstFloat{Value: v, DType: FP32, Pos: e.sp(n.pos)}, nil
	}
	v, err := strconv.ParseInt(text, 0, 64)
	if err != nil {
		return nil, e.errf(e.sp(n.pos), "integer literal %s does not fit in 64 bits", n.text)
	}
	c := e.ints.alloc()
	*c = ConstInt{Value: v, DType: INDEX, Pos: e.sp(n.pos)}
	return c, nil
}

var pyBinOps = map[string]BinaryOp{
	"+": OpAdd, "-": OpSub, "*": OpMul, "//": OpFloorDiv, "%": OpFloorMod, "/": OpFloatDiv,
	"**": OpPow, "==": OpEq, "!=": OpNe, "<": OpLt, "<=": OpLe, ">": OpGt, ">=": OpGe,
	"and": OpAnd, "or": OpOr, "&": OpBitAnd, "|": OpBitOr, "^": OpBitXor, "<<": OpShl, ">>": OpShr,
}

// expr elaborates an expression in the current scope.
func (e *elab) expr(x pyExpr) (Expr, error) {
	switch x := x.(type) {
	case *pyName:
		switch x.name {
		case "True", "False":
			return &ConstBool{Value: x.name == "True", Pos: e.sp(x.pos)}, nil
		case "None":
			return e.taskInvalid(x) // parse_system.go
		}
		if v, ok := e.lookup(x.name); ok {
			return v, nil
		}
		if v, ok := e.dyn[x.name]; ok {
			return v, nil
		}
		if c, ok := e.consts[x.name]; ok {
			delete(e.consts, x.name) // guard against self-reference
			v, err := e.expr(c)
			e.consts[x.name] = c
			return v, err
		}
		return nil, e.errf(e.sp(x.pos), "Undefined variable '%s'", x.name)
	case *pyNum:
		return e.number(x, false)
	case *pyParen:
		return e.expr(x.x)
	case *pyUnary:
		if n, ok := x.x.(*pyNum); ok && x.op == "-" {
			return e.number(n, true)
		}
		v, err := e.expr(x.x)
		if err != nil {
			return nil, err
		}
		st, ok := v.Type().(*ScalarType)
		if !ok {
			return nil, e.errf(e.sp(x.pos), "unary %s needs a scalar operand, got %s", x.op, PrintType(v.Type()))
		}
		switch x.op {
		case "+":
			return v, nil
		case "-":
			return &Unary{Op: OpNeg, X: v, DType: st.DType, Pos: e.sp(x.pos)}, nil
		case "~":
			return &Unary{Op: OpBitNot, X: v, DType: st.DType, Pos: e.sp(x.pos)}, nil
		case "not":
			return &Unary{Op: OpNot, X: v, DType: BOOL, Pos: e.sp(x.pos)}, nil
		}
	case *pyBinOp:
		if c, ok := e.foldBinOp(x); ok {
			return c, nil // parse_fold.go
		}
		l, err := e.expr(x.l)
		if err != nil {
			return nil, err
		}
		r, err := e.expr(x.r)
		if err != nil {
			return nil, err
		}
		return e.binary(pyBinOps[x.op], l, r, e.sp(x.pos))
	case *pyList:
		elems, err := e.exprs(x.elems)
		if err != nil {
			return nil, err
		}
		t := e.tuples.alloc()
		*t = MakeTuple{Elems: elems, Pos: e.sp(x.pos)}
		return t, nil
	case *pyTuple:
		elems, err := e.exprs(x.elems)
		if err != nil {
			return nil, err
		}
		return &MakeTuple{Elems: elems, Pos: e.sp(x.pos)}, nil
	case *pySubscript:
		return e.subscript(x)
	case *pySlice:
		return nil, e.errf(e.sp(x.pos), "a slice is only valid in a subscript")
	case *pyListComp:
		return nil, e.errf(e.sp(x.pos), "a list comprehension is only supported as a deps= list")
	case *pyCall:
		return e.call(x)
	case *pyAttr:
		d, _ := dotted(x)
		if w, ok := e.pl(d); ok {
			if m, ok := e.memSpace(w); ok {
				return &ConstInt{Value: int64(m.Code()), DType: INDEX, Pos: e.sp(x.pos)}, nil
			}
		}
		return nil, e.errf(e.sp(x.pos), "unsupported attribute expression %s", d)
	case *pyStr:
		return nil, e.errf(e.sp(x.pos), "a string is not a value here")
	case *pyDict:
		return nil, e.errf(e.sp(x.pos), "a dict is not a value here")
	}
	return nil, e.errf(e.sp(x.position()), "unsupported expression")
}

// binary builds a scalar binary expression as the parser's ir.add,
// ir.gt, ... do (ast_parser.py:5865-5946): scalar_expr.h's Make<Op>
// (MakeScalarBinary), the narrower operand cast to the wider, a mix of
// categories refused with PyPTO's TypeError.
func (e *elab) binary(op BinaryOp, l, r Expr, pos Span) (Expr, error) {
	_, ok1 := l.Type().(*ScalarType)
	_, ok2 := r.Type().(*ScalarType)
	if !ok1 || !ok2 {
		return nil, e.errf(pos, "operator %s needs scalar operands, got %s and %s (use pl.add / pl.mul ... for tiles)", binaryText[op].sym, PrintType(l.Type()), PrintType(r.Type()))
	}
	x, err := MakeScalarBinary(op, l, r, pos)
	if err != nil {
		return nil, e.errf(pos, "%v", err)
	}
	return x, nil
}

// call elaborates a call: pl.const / pl.min / pl.max / scalar pl.cast,
// self.f(...) calls, explicit pl.<ns>.<op>(...) ops, and the unified pl.<op>
// spellings of PyPTO's DSL.
func (e *elab) call(c *pyCall) (Expr, error) {
	d, ok := dotted(c.fn)
	if !ok {
		return nil, e.errf(e.sp(c.pos), "unsupported call")
	}
	if d == "abs" {
		if len(c.args) != 1 || len(c.kws) > 0 {
			return nil, e.errf(e.sp(c.pos), "abs takes one argument")
		}
		v, err := e.expr(c.args[0])
		if err != nil {
			return nil, err
		}
		st, ok := v.Type().(*ScalarType)
		if !ok {
			return nil, e.errf(e.sp(c.pos), "abs needs a scalar; use pl.abs for tiles")
		}
		return &Unary{Op: OpAbs, X: v, DType: st.DType, Pos: e.sp(c.pos)}, nil
	}
	if strings.HasPrefix(d, "self.") {
		return e.funcCall(c, strings.TrimPrefix(d, "self."))
	}
	if x, ok, err := e.nsCall(c, d); ok {
		return x, err // pld, pl.array, pl.prefetch, ... (parse_distributed.go)
	}
	w, ok := e.pl(d)
	if !ok {
		return nil, e.errf(e.sp(c.pos), "unsupported call %s", d)
	}
	if e.rawOps {
		// The first op call met (the outermost of the test statement).
		e.rawOps = false
		if ns, _, _ := strings.Cut(w, "."); ns == "tile" || ns == "tensor" {
			return e.opCall(c, strings.TrimSuffix(w, "_"))
		}
	}
	switch w {
	case "submit", "spmd_submit":
		return e.submit(c, w == "spmd_submit")
	case "const":
		return e.constCall(c)
	case "xor":
		// irfuzz's spelling of a logical xor of scalars (PyPTO prints
		// `a xor b`, which does not parse; docs/pypto-version.md,
		// Printing); any other pl.xor is the unified function.
		if len(c.args) == 2 && len(c.kws) == 0 {
			l, err := e.expr(c.args[0])
			if err != nil {
				return nil, err
			}
			if _, ok := l.Type().(*ScalarType); ok {
				r, err := e.expr(c.args[1])
				if err != nil {
					return nil, err
				}
				return e.binary(OpXor, l, r, e.sp(c.pos))
			}
		}
	case "aiv_shard", "aic_gather", "tile.aiv_shard", "tile.aic_gather", "tensor.aiv_shard", "tensor.aic_gather":
		return e.splitTransfer(c, w[strings.LastIndexByte(w, '.')+1:])
	case "yield_":
		return nil, e.errf(e.sp(c.pos), "pl.yield_ must be a statement or the value of an assignment")
	case "cond":
		return nil, e.errf(e.sp(c.pos), "pl.cond must be the first statement of a pl.while_ body")
	}
	switch w {
	case "tile.alloc", "tensor.alloc":
		return e.printedAlloc(c, w)
	}
	if f, ok := dslLookup(w); ok {
		return e.dslWithAttrs(w, f, c)
	}
	if ns, name, dot := strings.Cut(w, "."); dot {
		switch ns {
		case "tile", "tensor", "system", "array", "prefetch":
			// _dispatch_op / _dispatch_ir_builder_op (ast_parser.py:8268-8272, :8449-8454)
			return nil, e.errf(e.sp(c.pos), "Unknown pl.%s operation: %s", ns, name)
		}
	}
	// _parse_unified_op (ast_parser.py:8651-8681)
	return nil, e.errf(e.sp(c.pos), "Unknown operation 'pl.%s'", w)
}

// printedAlloc reads pl.tile.alloc / pl.tensor.alloc as PyPTO's printer
// writes them: (memory_space, size) and at most pinned=<bool>, built as
// written (_parse_printed_alloc_call, ast_parser.py:8484-8520).
func (e *elab) printedAlloc(c *pyCall, name string) (Expr, error) {
	var kws []Kwarg
	for _, kw := range c.kws {
		if kw.name != "pinned" {
			return nil, e.errf(e.sp(c.pos), "%s in printed IR accepts no keyword argument '%s'", name, kw.name)
		}
		n, ok := kw.val.(*pyName)
		if !ok || n.name != "True" && n.name != "False" {
			return nil, e.errf(e.sp(c.pos), "%s 'pinned' must be a bool literal", name)
		}
		kws = append(kws, Kwarg{Key: "pinned", Value: n.name == "True"})
	}
	if len(c.args) != 2 {
		return nil, e.errf(e.sp(c.pos), "%s in printed IR expects 2 positional args (memory_space, size), got %d", name, len(c.args))
	}
	args, err := e.exprs(c.args)
	if err != nil {
		return nil, err
	}
	op, ok := e.reg.Lookup(name)
	if !ok {
		return nil, e.errf(e.sp(c.pos), "Operator '%s' not found in registry", name)
	}
	call, err := op.Create(args, kws, e.sp(c.pos))
	if err != nil {
		return nil, e.errf(e.sp(c.pos), "%s", err.Error())
	}
	return call, nil
}

func (e *elab) constCall(c *pyCall) (Expr, error) {
	if len(c.args) != 2 || len(c.kws) > 0 {
		return nil, e.errf(e.sp(c.pos), "pl.const takes exactly two arguments (value, dtype)")
	}
	dt, err := e.dtype(c.args[1])
	if err != nil {
		return nil, err
	}
	arg := c.args[0]
	neg := false
	if u, ok := arg.(*pyUnary); ok && u.op == "-" {
		arg, neg = u.x, true
	}
	n, ok := arg.(*pyNum)
	if !ok {
		if nm, ok := arg.(*pyName); ok && (nm.name == "True" || nm.name == "False") && dt == BOOL {
			return &ConstBool{Value: nm.name == "True", Pos: e.sp(c.pos)}, nil
		}
		f, ok := e.specialFloat(arg)
		if !ok {
			return nil, e.errf(e.sp(arg.position()), "pl.const needs a number literal")
		}
		if neg {
			f = -f
		}
		return &ConstFloat{Value: f, DType: dt, Pos: e.sp(c.pos)}, nil
	}
	v, err := e.number(n, neg)
	if err != nil {
		return nil, err
	}
	switch v := v.(type) {
	case *ConstInt:
		if dt.IsFloat() {
			return &ConstFloat{Value: float64(v.Value), DType: dt, Pos: e.sp(c.pos)}, nil
		}
		if dt == BOOL {
			return &ConstBool{Value: v.Value != 0, Pos: e.sp(c.pos)}, nil
		}
		return &ConstInt{Value: v.Value, DType: dt, Pos: e.sp(c.pos)}, nil
	case *ConstFloat:
		if !dt.IsFloat() {
			return nil, e.errf(e.sp(n.pos), "pl.const of a float literal needs a float dtype, got %s", dt)
		}
		return &ConstFloat{Value: v.Value, DType: dt, Pos: e.sp(c.pos)}, nil
	}
	return nil, e.errf(e.sp(c.pos), "bad pl.const")
}

// specialFloat reads float('inf'), float('-inf'), float('nan') and
// math.inf spellings.
func (e *elab) specialFloat(x pyExpr) (float64, bool) {
	if c, ok := x.(*pyCall); ok {
		if n, ok := c.fn.(*pyName); ok && n.name == "float" && len(c.args) == 1 {
			if s, ok := c.args[0].(*pyStr); ok {
				switch strings.ToLower(s.val) {
				case "inf", "+inf", "infinity":
					return math.Inf(1), true
				case "-inf", "-infinity":
					return math.Inf(-1), true
				case "nan":
					return math.NaN(), true
				}
			}
		}
	}
	if d, _ := dotted(x); d == "math.inf" {
		return math.Inf(1), true
	}
	return 0, false
}

// submit elaborates pl.submit(self.k, args..., deps=[...]) and
// pl.spmd_submit(self.k, args..., core_num=n, sync_start=...).
func (e *elab) submit(c *pyCall, spmd bool) (Expr, error) {
	if len(c.args) == 0 {
		return nil, e.errf(e.sp(c.pos), "pl.submit needs the kernel to launch (self.<function>)")
	}
	d, _ := dotted(c.args[0])
	name, ok := strings.CutPrefix(d, "self.")
	if !ok {
		return nil, e.errf(e.sp(c.args[0].position()), "pl.submit launches a program function: write self.<name>")
	}
	f := e.sigs[name]
	if f == nil {
		return nil, e.errf(e.sp(c.args[0].position()), "Function '%s' not defined in program", name)
	}
	argx, noDep := stripNoDep(c.args[1:])
	args, err := e.exprs(argx)
	if err != nil {
		return nil, err
	}
	if len(args) != len(f.Params) {
		return nil, e.errf(e.sp(c.pos), "%s takes %d arguments, got %d", name, len(f.Params), len(args))
	}
	sub := &Submit{Callee: name, Args: args, Pos: e.sp(c.pos)}
	for _, kw := range c.kws {
		switch kw.name {
		case "deps":
			if sub.Deps, err = e.depsList(name, kw.val, e.sp(c.pos)); err != nil {
				return nil, err
			}
		case "dumps":
			if sub.Dumps, err = e.submitDumps(name, args, kw.val); err != nil {
				return nil, err
			}
		case "core_num":
			if !spmd {
				return nil, e.errf(e.sp(kw.pos), "core_num= belongs to pl.spmd_submit")
			}
			if sub.CoreNum, err = e.expr(kw.val); err != nil {
				return nil, err
			}
		case "sync_start":
			if sub.SyncStart, err = e.boolArg(kw.val); err != nil {
				return nil, err
			}
		case "allow_early_resolve":
			n, ok := kw.val.(*pyName)
			if !ok || n.name != "True" && n.name != "False" {
				return nil, e.errf(e.sp(kw.val.position()), "'%s' allow_early_resolve must be a boolean literal (True/False)", name)
			}
			sub.AllowEarlyResolve = n.name == "True"
		case "attrs":
			if sub.Attrs, err = e.attrDict(kw.val); err != nil {
				return nil, err
			}
		default:
			return nil, e.errf(e.sp(kw.pos), "unsupported keyword %q for pl.submit", kw.name)
		}
	}
	sub.Attrs = withNoDep(sub.Attrs, noDep)
	if dumps, ok := e.dumpTaggedArgs(args, sub.Dumps); ok {
		sub.Dumps = dumps
	}
	if spmd && sub.CoreNum == nil {
		return nil, e.errf(e.sp(c.pos), "pl.spmd_submit requires core_num=")
	}
	if sub.SyncStart && !spmd {
		return nil, e.errf(e.sp(c.pos), "sync_start= belongs to pl.spmd_submit")
	}
	elems := append(append([]Type(nil), f.Returns...), Scalar(TASKID))
	sub.T = &TupleType{Elems: elems}
	return sub, nil
}

// submitDumps reads pl.submit(..., dumps=[...]): tensor variables passed
// to the kernel (ast_parser.py:6979-7021); the result lists the arguments
// named, in argument order (:6598-6613).
func (e *elab) submitDumps(method string, args []Expr, x pyExpr) ([]Expr, error) {
	elems, ok := listElems(x)
	if !ok {
		return nil, e.errf(e.sp(x.position()), "'%s' dumps= must be a list / tuple of tensor arguments", method)
	}
	var out []Expr
	for _, el := range elems {
		v, err := e.expr(el)
		if err != nil {
			return nil, err
		}
		_, isVar := v.(VarLike)
		if _, isTensor := v.Type().(*TensorType); !isVar || !isTensor {
			return nil, e.errf(e.sp(el.position()), "'%s' dumps= entries must be tensor variables — got '%s'", method, pyUnparse(el))
		}
		found := false
		for _, a := range args {
			found = found || a == v
		}
		if !found {
			return nil, e.errf(e.sp(el.position()), "'%s' dumps= entry '%s' is not an argument of this submit", method, pyUnparse(el))
		}
		out = append(out, v)
	}
	var dumps []Expr
	for _, a := range args {
		for _, o := range out {
			if a == o {
				dumps = append(dumps, a)
				break
			}
		}
	}
	return dumps, nil
}

// stripNoDep peels the pl.no_dep(x) markers off a kernel call's
// arguments, as PyPTO's _strip_call_arg_markers does (ast_parser.py:
// 7519-7552): only pl.no_dep / no_dep with one positional argument and no
// keyword is a marker (:7491-7516), nested markers peel too. It returns the
// arguments and the marked positions, nil when none is marked.
func stripNoDep(args []pyExpr) ([]pyExpr, []any) {
	var out []pyExpr
	var marked []any
	for i, x := range args {
		seen := false
		for {
			c, ok := x.(*pyCall)
			if !ok || len(c.args) != 1 || len(c.kws) != 0 {
				break
			}
			if d, _ := dotted(c.fn); d != "pl.no_dep" && d != "no_dep" {
				break
			}
			x, seen = c.args[0], true
		}
		if seen && out == nil {
			out = append([]pyExpr(nil), args...)
		}
		if seen {
			out[i] = x
			marked = append(marked, int64(i))
		}
	}
	if out == nil {
		return args, nil
	}
	return out, marked
}

// withNoDep adds a kernel call's pl.no_dep positions as its
// attrs["arg_direction_overrides"] (ast_parser.py:7429-7431), after
// arg_directions as PyPTO's attrs dict orders them, unless the attrs
// written already have the key (:7433-7444: a dedicated value wins over a
// printed one, which then is not kept).
func withNoDep(attrs []Kwarg, marked []any) []Kwarg {
	if marked == nil {
		return attrs
	}
	at := 0
	for i, kw := range attrs {
		if kw.Key == "arg_direction_overrides" {
			attrs = append(attrs[:i:i], attrs[i+1:]...)
			break
		}
	}
	for i, kw := range attrs {
		if kw.Key == "arg_directions" {
			at = i + 1
		}
	}
	out := make([]Kwarg, 0, len(attrs)+1)
	out = append(append(append(out, attrs[:at]...), Kwarg{Key: "arg_direction_overrides", Value: marked}), attrs[at:]...)
	return out
}

func (e *elab) funcCall(c *pyCall, name string) (Expr, error) {
	f := e.sigs[name]
	if f == nil {
		return nil, e.errf(e.sp(c.pos), "Function '%s' not defined in program", name)
	}
	argx, noDep := stripNoDep(c.args)
	args, err := e.exprs(argx)
	if err != nil {
		return nil, err
	}
	if len(args) != len(f.Params) {
		return nil, e.errf(e.sp(c.pos), "%s takes %d arguments, got %d", name, len(f.Params), len(args))
	}
	call := &Call{Callee: name, Args: args, Pos: e.sp(c.pos)}
	var device Expr
	for _, kw := range c.kws {
		if kw.name == "device" && f.Role == RoleOrchestrator {
			// The rank an orchestrator dispatch runs on, kept in
			// attrs["device"] (ast_parser.py:6431-6432, :7300-7314).
			if device, err = e.expr(kw.val); err != nil {
				return nil, err
			}
			continue
		}
		if kw.name != "attrs" {
			return nil, e.errf(e.sp(kw.pos), "unsupported keyword %q in a function call (only attrs=)", kw.name)
		}
		attrs, err := e.attrDict(kw.val)
		if err != nil {
			return nil, err
		}
		call.Attrs = attrs
	}
	call.Attrs = withNoDep(call.Attrs, noDep)
	call.Attrs = e.withDumpTags(call.Attrs, args, call.Pos)
	if device != nil {
		call.Attrs = append([]Kwarg{{Key: attrDevice, Value: device}}, call.Attrs...)
	}
	switch len(f.Returns) {
	case 0:
		call.T = Unknown()
	case 1:
		call.T = f.Returns[0]
	default:
		call.T = &TupleType{Elems: f.Returns}
	}
	return call, nil
}

// opCall builds a registered op call with exactly the given arguments
// and kwargs, no DSL wrapper between: the IR forms no wrapper spells, which
// the deduction tests build (Parser.rawOps).
func (e *elab) opCall(c *pyCall, name string) (Expr, error) {
	op, ok := e.reg.Lookup(name)
	if !ok {
		return nil, e.errf(e.sp(c.pos), "Operator '%s' not found in registry", name)
	}
	args, err := e.exprs(c.args)
	if err != nil {
		return nil, err
	}
	var kws, attrs []Kwarg
	for _, kw := range c.kws {
		if kw.name == "attrs" {
			if attrs, err = e.attrDict(kw.val); err != nil {
				return nil, err
			}
			continue
		}
		if i := argIndex(op, kw.name); i >= 0 {
			// A positional parameter passed by keyword (Python call
			// semantics).
			if i != len(args) {
				return nil, e.errf(e.sp(kw.pos), "argument '%s' of %s given by keyword out of order (after %d positional arguments)", kw.name, name, len(args))
			}
			v, err := e.expr(kw.val)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
			continue
		}
		if _, known := op.Kwarg(kw.name); !known {
			return nil, e.errf(e.sp(kw.pos), "Unknown kwarg '%s' for operator '%s'", kw.name, name)
		}
		v, err := e.kwValue(kw.val)
		if err != nil {
			return nil, err
		}
		kws = append(kws, Kwarg{Key: kw.name, Value: v})
	}
	call, err := op.Create(args, kws, e.sp(c.pos))
	if err != nil {
		return nil, e.errf(e.sp(c.pos), "%s", err.Error())
	}
	call.Attrs = attrs
	return call, nil
}

// kwValue reads a kwarg value: literals, enum members, dtypes, lists.
func (e *elab) kwValue(x pyExpr) (any, error) {
	switch x := x.(type) {
	case *pyNum:
		v, err := e.number(x, false)
		if err != nil {
			return nil, err
		}
		return constValue(v), nil
	case *pyUnary:
		if n, ok := x.x.(*pyNum); ok && x.op == "-" {
			v, err := e.number(n, true)
			if err != nil {
				return nil, err
			}
			return constValue(v), nil
		}
		if x.op == "-" {
			if f, ok := e.specialFloat(x.x); ok {
				return -f, nil
			}
		}
	case *pyStr:
		return x.val, nil
	case *pyName:
		switch x.name {
		case "True":
			return true, nil
		case "False":
			return false, nil
		}
		if c, ok := e.consts[x.name]; ok {
			return e.kwValue(c)
		}
	case *pyList:
		out := make([]any, 0, len(x.elems))
		for _, el := range x.elems {
			v, err := e.kwValue(el)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case *pyTuple:
		return e.kwValue(&pyList{elems: x.elems, pos: x.pos})
	case *pyCall:
		if f, ok := e.specialFloat(x); ok {
			return f, nil
		}
	case *pyAttr:
		d, _ := dotted(x)
		if v, ok := e.enumValue(d); ok {
			return v, nil
		}
		if f, ok := e.specialFloat(x); ok {
			return f, nil
		}
		return nil, e.errf(e.sp(x.pos), "unknown name %s", d)
	}
	return nil, e.errf(e.sp(x.position()), "unsupported keyword argument value")
}

func constValue(v Expr) any {
	switch v := v.(type) {
	case *ConstInt:
		return v.Value
	case *ConstFloat:
		return v.Value
	}
	return nil
}

// enumValue resolves pl.<Enum>.<member> (and pl.<DTYPE>) spellings.
func (e *elab) enumValue(d string) (any, bool) {
	if v, ok := e.distEnumValue(d); ok {
		return v, true
	}
	w, ok := e.pl(d)
	if !ok {
		return nil, false
	}
	if dt, ok := DataTypeByName(w); ok {
		return dt, true
	}
	if w == "AUTO" {
		// The compiler-chosen buffer base (python/pypto/ir/op/system_ops.py:
		// 402-404).
		return int64(-1), true
	}
	prefix, member, ok := strings.Cut(w, ".")
	if !ok {
		return nil, false
	}
	try := func(info enumInfo) (uint8, bool) {
		if prefix != info.prefix && (info.alias == "" || prefix != info.alias) {
			return 0, false
		}
		return info.lookup(member)
	}
	if m, ok := try(memEnum); ok && MemorySpace(m) != MemNone {
		return MemorySpace(m), true
	}
	if v, ok := try(layoutEnum); ok {
		return TileLayout(v), true
	}
	if v, ok := try(padEnum); ok {
		return PadValue(v), true
	}
	if v, ok := try(compactEnum); ok {
		return CompactMode(v), true
	}
	if v, ok := try(tlayoutEnum); ok {
		return TensorLayout(v), true
	}
	if v, ok := try(atomicEnum); ok {
		return AtomicType(v), true
	}
	if prefix == "AtomicType" && strings.EqualFold(member, "none") {
		return AtomicNone, true
	}
	if v, ok := try(pipeEnum); ok {
		return PipeType(v), true
	}
	if v, ok := try(splitEnum); ok {
		return SplitMode(v), true
	}
	if v, ok := try(accPhaseEnum); ok {
		return AccPhase(v), true
	}
	if v, ok := try(stPhaseEnum); ok {
		return STPhase(v), true
	}
	if v, ok := try(syncAllEnum); ok {
		return SyncAllMode(v), true
	}
	if v, ok := try(kernelEnum); ok {
		return KernelType(v), true
	}
	return nil, false
}

func (e *elab) memSpace(w string) (MemorySpace, bool) {
	prefix, member, ok := strings.Cut(w, ".")
	if !ok || prefix != "Mem" && prefix != "MemorySpace" {
		return MemNone, false
	}
	m, ok := memEnum.lookup(member)
	if !ok || MemorySpace(m) == MemNone {
		return MemNone, false
	}
	return MemorySpace(m), true
}

func (e *elab) dtype(x pyExpr) (DataType, error) {
	d, _ := dotted(x)
	if w, ok := e.pl(d); ok {
		if dt, ok := DataTypeByName(w); ok {
			return dt, nil
		}
	}
	if dt, ok := DataTypeByName(d); ok {
		return dt, nil
	}
	return Invalid, e.errf(e.sp(x.position()), "Unknown dtype: %s", d)
}

func (e *elab) enumArg(x pyExpr, info enumInfo) (uint8, error) {
	d, _ := dotted(x)
	w, ok := e.pl(d)
	if !ok {
		w = d
	}
	prefix, member, ok := strings.Cut(w, ".")
	if !ok || (prefix != info.prefix && prefix != info.alias) {
		return 0, e.errf(e.sp(x.position()), "Expected pl.%s.<name>, got %s", info.prefix, d)
	}
	v, ok := info.lookup(member)
	if !ok {
		var valid []string
		for _, n := range info.names {
			if n != "" {
				valid = append(valid, n)
			}
		}
		return 0, e.errf(e.sp(x.position()), "Unknown %s value: %s (valid: %s)", info.prefix, member, strings.Join(valid, ", "))
	}
	return v, nil
}

func (e *elab) level(x pyExpr) (Level, error) {
	d, _ := dotted(x)
	w, ok := e.pl(d)
	if !ok {
		w = d
	}
	prefix, member, ok := strings.Cut(w, ".")
	if !ok || prefix != "Level" {
		return 0, e.errf(e.sp(x.position()), "Expected pl.Level.<name>, got %s", d)
	}
	for l, n := range levelNames {
		if n == member && l != LevelUndefined {
			return l, nil
		}
	}
	if l, ok := levelAliases[member]; ok {
		return l, nil
	}
	return 0, e.errf(e.sp(x.position()), "Unknown Level value: %s", member)
}

func (e *elab) boolArg(x pyExpr) (bool, error) {
	if n, ok := x.(*pyName); ok && (n.name == "True" || n.name == "False") {
		return n.name == "True", nil
	}
	return false, e.errf(e.sp(x.position()), "expected True or False")
}

// attrDict reads {"key": value, ...} with constant values.
func (e *elab) attrDict(x pyExpr) ([]Kwarg, error) {
	dict, ok := x.(*pyDict)
	if !ok {
		return nil, e.errf(e.sp(x.position()), "attrs must be a dict literal")
	}
	var out []Kwarg
	for i, k := range dict.keys {
		ks, ok := k.(*pyStr)
		if !ok {
			return nil, e.errf(e.sp(k.position()), "attribute keys must be strings")
		}
		v, err := e.kwValue(dict.vals[i])
		if err != nil {
			// An attribute may name a value of the program, as the
			// launch spec OutlineClusterScopes puts on a call does
			// (attrs={"core_num": n}).
			x, xerr := e.expr(dict.vals[i])
			if xerr != nil {
				return nil, err
			}
			v = x
		}
		out = append(out, Kwarg{Key: ks.val, Value: v})
	}
	return out, nil
}

// argIndex is the position of the op's positional parameter called name,
// or -1 (kwargs of the same name take precedence).
func argIndex(op *OpDef, name string) int {
	if _, isKw := op.Kwarg(name); isKw {
		return -1
	}
	for i, a := range op.Args {
		if a.Name == name {
			return i
		}
	}
	return -1
}

// dumpTag reads the statement pl.dump_tag(t) (ast_parser.py:3100-3171): it
// emits nothing and marks t, a tensor variable of an Orchestration or
// Inline function, so that every later kernel call and submit of the
// function passing t lists it in its dump_vars (:6600-6613).
func (e *elab) dumpTag(c *pyCall, pos Span) error {
	if e.fn == nil || e.fn.Kind != Orchestration && e.fn.Kind != Inline {
		return e.errf(pos, "pl.dump_tag() is only valid inside an Orchestration or Inline function")
	}
	if len(c.args) != 1 || len(c.kws) != 0 {
		return e.errf(pos, "pl.dump_tag() takes exactly one positional argument (no keywords)")
	}
	n, ok := c.args[0].(*pyName)
	if !ok {
		return e.errf(e.sp(c.args[0].position()), "pl.dump_tag() argument must be a bare variable name")
	}
	v, ok := e.lookup(n.name)
	if !ok {
		return e.errf(pos, "pl.dump_tag() argument '%s' is not defined at this point", n.name)
	}
	if _, ok := v.Type().(*TensorType); !ok {
		kind := "Var"
		if _, ia := v.(*IterArg); ia {
			kind = "IterArg"
		}
		return e.errf(e.sp(c.args[0].position()), "pl.dump_tag() argument '%s' is not a tensor (got %s)", n.name, kind)
	}
	if !slices.Contains(e.dumpTagged, v.VarRef()) {
		e.dumpTagged = append(e.dumpTagged, v.VarRef())
	}
	return nil
}

// dumpTaggedArgs is the selective-dump list of a kernel call or submit
// once the pl.dump_tag marks apply (ast_parser.py:6600-6613): in argument
// order, each variable argument marked or already listed (explicit); ok is
// false when no argument is marked (the list stays as written).
func (e *elab) dumpTaggedArgs(args []Expr, explicit []Expr) ([]Expr, bool) {
	marked := false
	for _, a := range args {
		if v, ok := a.(VarLike); ok && slices.Contains(e.dumpTagged, v.VarRef()) {
			marked = true
		}
	}
	if !marked {
		return nil, false
	}
	var out []Expr
	for _, a := range args {
		v, ok := a.(VarLike)
		if !ok {
			continue
		}
		if slices.Contains(e.dumpTagged, v.VarRef()) || slices.Contains(explicit, a) {
			out = append(out, a)
		}
	}
	return out, true
}

// withDumpTags is a kernel call's attrs with the pl.dump_tag marks merged
// into attrs["dump_vars"], put first as PyPTO builds it
// (ast_parser.py:7424-7426).
func (e *elab) withDumpTags(attrs []Kwarg, args []Expr, pos Span) []Kwarg {
	var explicit []Expr
	at := -1
	for i, kw := range attrs {
		if kw.Key != "dump_vars" {
			continue
		}
		at = i
		if l, ok := kw.Value.(*MakeTuple); ok {
			explicit = l.Elems
		}
	}
	dumps, ok := e.dumpTaggedArgs(args, explicit)
	if !ok {
		return attrs
	}
	// The list of variables as attrDict reads a printed one.
	val := &MakeTuple{Elems: dumps, Pos: pos}
	if at >= 0 {
		out := slices.Clone(attrs)
		out[at].Value = val
		return out
	}
	return append([]Kwarg{{Key: "dump_vars", Value: val}}, attrs...)
}
