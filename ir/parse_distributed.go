package ir

import (
	"fmt"
	"strings"
)

// The parser's side of the distributed, system, array and prefetch
// surfaces (the annotations are in parse_type.go): the
// pld enums and pl.adir markers, and the op calls PyPTO's parser sends to
// a DSL wrapper (python/pypto/language/parser/ast_parser.py:6168-6199,
// :8495-8649; _dsl_invoker.py): pld.<op> and pld.<category>.<op>
// (python/pypto/language/distributed/op/), pl.array.<op>
// (language/op/array_ops.py), pl.prefetch.<op> (language/op/prefetch_ops.py),
// the pl.system.<op> calls whose wrapper builds more than the op as
// written (language/op/system_ops.py, ir/op/system_ops.py), the promoted
// pl.<op> spellings of the cross-core system ops (language/op/__init__.py:
// 31-43) and pl.<DTYPE>.get_byte(). Each handler builds what its wrapper
// builds: the same arguments, the same kwargs, the same defaults.
//
// A wrapper sees a positional literal as the parser's INDEX constant but a
// keyword literal as a Python int, which it types itself (an INT32 peer or
// value, an INT64 byte size): intArg keeps that difference.

// ArgDirection is the direction of one argument at a call site
// (include/pypto/ir/expr.h:354-361), written pl.adir.<name> in a call's
// attrs={"arg_directions": [...]} (python/pypto/language/arg_direction.py).
type ArgDirection uint8

// The argument directions, in PyPTO's code order.
const (
	ArgInput ArgDirection = iota
	ArgOutput
	ArgInOut
	ArgOutputExisting
	ArgNoDep
	ArgScalarDir
)

var adirNames = []string{"input", "output", "inout", "output_existing", "no_dep", "scalar"}

func (a ArgDirection) String() string {
	if int(a) < len(adirNames) {
		return adirNames[a]
	}
	return fmt.Sprintf("ArgDirection(%d)", uint8(a))
}

// distEnums are the pld enums a program names (pld.NotifyOp.AtomicAdd, ...;
// python/pypto/language/distributed/__init__.py): ops store their values as
// ints (include/pypto/ir/comm.h:48-74), AtomicType as the AtomicType kwarg.
var distEnums = map[string]map[string]int64{
	"NotifyOp": {"AtomicAdd": NotifyAtomicAdd, "Set": NotifySet},
	"WaitCmp":  {"Eq": WaitEq, "Ge": WaitGe},
	"ReduceOp": {"Sum": ReduceSum, "Max": ReduceMax, "Min": ReduceMin, "Prod": ReduceProd},
}

// distEnumValue resolves pl.adir.<name>, pld.AtomicType.<name> and
// pld.<Enum>.<name>; ok is false for any other name.
func (e *elab) distEnumValue(d string) (any, bool) {
	if w, ok := e.pl(d); ok {
		if name, ok := strings.CutPrefix(w, "adir."); ok {
			for i, n := range adirNames {
				if n == name {
					return ArgDirection(i), true
				}
			}
		}
		return nil, false
	}
	rest, ok := strings.CutPrefix(d, "pld.")
	if !ok {
		return nil, false
	}
	enum, member, ok := strings.Cut(rest, ".")
	if !ok {
		return nil, false
	}
	if enum == "AtomicType" {
		if v, ok := atomicEnum.lookup(member); ok {
			return AtomicType(v), true
		}
		return nil, false
	}
	v, ok := distEnums[enum][member]
	return v, ok
}

// dslArg is an argument bound to a wrapper parameter: its syntax and
// whether it was passed by keyword.
type dslArg struct {
	x  pyExpr
	kw bool
}

// distCall is a call bound to its wrapper's signature.
type distCall struct {
	c     *pyCall
	name  string // the op as the program spelled it, for errors
	args  map[string]dslArg
	attrs []Kwarg
}

func (b *distCall) has(p string) bool { _, ok := b.args[p]; return ok }

// bindDist binds a call's arguments to a wrapper's parameters as Python does:
// pos are positional-or-keyword, kwOnly keyword-only. attrs={...} is the
// printer's machine-only attribute dict, re-attached to the call built
// (_parse_op_attrs, ast_parser.py:8104-8140).
func (e *elab) bindDist(c *pyCall, name string, pos, kwOnly []string) (*distCall, error) {
	b := &distCall{c: c, name: name, args: map[string]dslArg{}}
	if len(c.args) > len(pos) {
		return nil, e.errf(e.sp(c.pos), "%s takes %d positional arguments but %d were given", name, len(pos), len(c.args))
	}
	for i, a := range c.args {
		b.args[pos[i]] = dslArg{x: a}
	}
	for _, kw := range c.kws {
		if kw.name == "attrs" {
			attrs, err := e.attrDict(kw.val)
			if err != nil {
				return nil, err
			}
			b.attrs = attrs
			continue
		}
		if !contains(pos, kw.name) && !contains(kwOnly, kw.name) {
			return nil, e.errf(e.sp(kw.pos), "%s got an unexpected keyword argument '%s'", name, kw.name)
		}
		if b.has(kw.name) {
			return nil, e.errf(e.sp(kw.pos), "%s got multiple values for argument '%s'", name, kw.name)
		}
		b.args[kw.name] = dslArg{x: kw.val, kw: true}
	}
	return b, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// require reports a missing required parameter as Python does.
func (e *elab) require(b *distCall, params ...string) error {
	var missing []string
	for _, p := range params {
		if !b.has(p) {
			missing = append(missing, "'"+p+"'")
		}
	}
	if len(missing) > 0 {
		return e.errf(e.sp(b.c.pos), "%s missing required argument: %s", b.name, strings.Join(missing, ", "))
	}
	return nil
}

// intLiteral reads an integer literal, a module constant bound to one, or
// pl.AUTO, the compiler-chosen buffer base -1
// (python/pypto/ir/op/system_ops.py:402-404).
func (e *elab) intLiteral(x pyExpr) (int64, bool) {
	x = e.resolveConst(x)
	if d, _ := dotted(x); d != "" {
		if w, ok := e.pl(d); ok && w == "AUTO" {
			return -1, true
		}
	}
	neg := false
	if u, ok := x.(*pyUnary); ok && u.op == "-" {
		x, neg = u.x, true
	}
	n, ok := x.(*pyNum)
	if !ok || n.isFloat {
		return 0, false
	}
	v, err := e.number(n, neg)
	if err != nil {
		return 0, false
	}
	return v.(*ConstInt).Value, true
}

// intArg elaborates parameter p; a keyword integer literal becomes a
// constant of kwDType, the dtype the wrapper gives a Python int
// (_normalize_expr, python/pypto/ir/utils.py:77-110).
func (e *elab) intArg(b *distCall, p string, kwDType DataType) (Expr, error) {
	a := b.args[p]
	if a.kw {
		if v, ok := e.intLiteral(a.x); ok {
			return &ConstInt{Value: v, DType: kwDType, Pos: e.sp(a.x.position())}, nil
		}
	}
	return e.expr(a.x)
}

// listArg elaborates list parameter p into a MakeTuple; its integer
// literals are INDEX, as _to_make_tuple makes them.
func (e *elab) listArg(b *distCall, p string) (*MakeTuple, error) {
	a := b.args[p]
	if _, ok := tupleElems(a.x); !ok {
		return nil, e.errf(e.sp(a.x.position()), "%s: %s must be a list", b.name, p)
	}
	v, err := e.expr(a.x)
	if err != nil {
		return nil, err
	}
	return v.(*MakeTuple), nil
}

// isNone reports whether parameter p was given as None (or not at all).
func (b *distCall) isNone(p string) bool {
	a, ok := b.args[p]
	if !ok {
		return true
	}
	n, isName := a.x.(*pyName)
	return isName && n.name == "None"
}

// enumIntArg reads an enum parameter given as a pld enum member or an int
// (the printer writes op=0, cmp=1).
func (e *elab) enumIntArg(b *distCall, p string) (int64, error) {
	a := b.args[p]
	if v, ok := e.intLiteral(a.x); ok {
		return v, nil
	}
	d, _ := dotted(a.x)
	if v, ok := e.distEnumValue(d); ok {
		if n, ok := v.(int64); ok {
			return n, nil
		}
	}
	return 0, e.errf(e.sp(a.x.position()), "%s: %s must be an enum member or an int, got %s", b.name, p, d)
}

// atomicArg reads an atomic= parameter: pl.AtomicType.X, pld.AtomicType.X
// or an int.
func (e *elab) atomicArg(b *distCall) (AtomicType, error) {
	a := b.args["atomic"]
	if v, ok := e.intLiteral(a.x); ok {
		if v != 0 && v != 1 {
			return 0, e.errf(e.sp(a.x.position()), "%s atomic must be AtomicType.None_ or AtomicType.Add (got int %d)", b.name, v)
		}
		return AtomicType(v), nil
	}
	d, _ := dotted(a.x)
	if v, ok := e.distEnumValue(d); ok {
		if at, ok := v.(AtomicType); ok {
			return at, nil
		}
	}
	if v, ok := e.enumValue(d); ok {
		if at, ok := v.(AtomicType); ok {
			return at, nil
		}
	}
	return 0, e.errf(e.sp(a.x.position()), "%s: atomic must be an AtomicType, got %s", b.name, d)
}

// create builds a call of the named op of the parser's registry and
// re-attaches the printer's attrs dict.
func (e *elab) create(b *distCall, name string, args []Expr, kws []Kwarg) (Expr, error) {
	op, ok := e.reg.Lookup(name)
	if !ok {
		return nil, e.errf(e.sp(b.c.pos), "Operator '%s' not found in registry", name)
	}
	call, err := op.Create(args, kws, e.sp(b.c.pos))
	if err != nil {
		return nil, e.errf(e.sp(b.c.pos), "%s", err.Error())
	}
	call.Attrs = append(call.Attrs, b.attrs...)
	return call, nil
}

// wrongType is a wrapper's TypeError naming the printed type it got.
func (e *elab) wrongType(b *distCall, p, want string, got Expr) error {
	return e.errf(e.sp(b.args[p].x.position()), "%s expects %s; got %s", b.name, want, PrintType(got.Type()))
}

// promotedSystemOps are the cross-core system ops the DSL also exports as
// pl.<op> (python/pypto/language/op/__init__.py:31-43).
var promotedSystemOps = map[string]bool{
	"aic_initialize_pipe": true, "aiv_initialize_pipe": true, "import_peer_buffer": true,
	"reserve_buffer": true, "tfree_to_aic": true, "tfree_to_aiv": true,
}

// nsCall elaborates the calls of this file's surfaces; ok is false for
// any other call.
func (e *elab) nsCall(c *pyCall, d string) (Expr, bool, error) {
	if rest, ok := strings.CutPrefix(d, "pld."); ok {
		x, err := e.pldCall(c, rest)
		return x, true, err
	}
	w, ok := e.pl(d)
	if !ok {
		return nil, false, nil
	}
	ns, name, dot := strings.Cut(w, ".")
	switch {
	case !dot && promotedSystemOps[w]:
		x, err := e.systemCall(c, w, "pl."+w)
		return x, true, err
	case !dot:
		return nil, false, nil
	case ns == "system":
		x, err := e.systemCall(c, name, "pl."+w)
		if x == nil && err == nil {
			return nil, false, nil // the op as written (opCall)
		}
		return x, true, err
	case ns == "array":
		x, err := e.arrayCall(c, name)
		return x, true, err
	case ns == "prefetch":
		x, err := e.prefetchCall(c, name)
		return x, true, err
	case name == "get_byte":
		// pl.<DTYPE>.get_byte() folds to the dtype's byte size, an
		// INDEX constant (ast_parser.py:6207-6211, :8718-8760).
		dt, isDT := DataTypeByName(ns)
		if !isDT {
			return nil, true, e.errf(e.sp(c.pos), "Unknown DataType '%s' in pl.%s.get_byte()", ns, ns)
		}
		if len(c.args) > 0 || len(c.kws) > 0 {
			return nil, true, e.errf(e.sp(c.pos), "pl.%s.get_byte() takes no arguments", ns)
		}
		return &ConstInt{Value: int64(dt.Bytes()), DType: INDEX, Pos: e.sp(c.pos)}, true, nil
	}
	return nil, false, nil
}

// pldCategories are the namespaces of pld.<category>.<op>
// (ast_parser.py:68-71).
var pldCategories = map[string]bool{"system": true, "tensor": true, "tile": true}

// pldShort maps the pld.<op> short forms to their canonical op
// (language/distributed/op/unified_ops.py): remote_store dispatches on
// its source (pldRemoteStore).
var pldShort = map[string]string{
	"alloc_window_buffer": "tensor.alloc_window_buffer", "get_comm_ctx": "system.get_comm_ctx",
	"nranks": "system.nranks", "rank": "system.rank", "remote_load": "tile.remote_load",
	"window": "tensor.window", "world_size": "system.world_size",
}

// pldCall elaborates pld.<op>(...) and pld.<category>.<op>(...)
// (_parse_pld_op / _parse_pld_category_op, ast_parser.py:8605-8649).
func (e *elab) pldCall(c *pyCall, rest string) (Expr, error) {
	spelled := "pld." + rest
	cat, name, three := strings.Cut(rest, ".")
	if !three {
		name = cat
		if name == "remote_store" {
			return e.pldRemoteStore(c, spelled, "")
		}
		full, ok := pldShort[name]
		if !ok {
			return nil, e.errf(e.sp(c.pos), "Unknown distributed operation 'pld.%s'", name)
		}
		cat, name, _ = strings.Cut(full, ".")
	} else if !pldCategories[cat] || strings.Contains(name, ".") {
		return nil, e.errf(e.sp(c.pos), "Unknown distributed category 'pld.%s'", cat)
	}
	switch name {
	case "alloc_window_buffer":
		if c != e.lhsCall {
			return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer must appear as the RHS of a simple assignment (its result must be bound to a named variable)")
		}
	case "world_size":
		if e.fn != nil && e.fn.Level != LevelHost {
			return nil, e.errf(e.sp(c.pos), "pld.system.world_size() can only be called in HOST orchestration context (not inside InCore / SPMD scopes); current function level: %s", e.declaredLevel())
		}
	}
	switch cat + "." + name {
	case "system.world_size":
		b, err := e.bindDist(c, spelled, nil, nil)
		if err != nil {
			return nil, err
		}
		return e.create(b, "pld.system.world_size", nil, nil)
	case "system.get_comm_ctx", "system.rank", "system.nranks":
		param := "ctx"
		if name == "get_comm_ctx" {
			param = "dist_tensor"
		}
		b, err := e.bindDist(c, spelled, []string{param}, nil)
		if err != nil {
			return nil, err
		}
		if err := e.require(b, param); err != nil {
			return nil, err
		}
		x, err := e.expr(b.args[param].x)
		if err != nil {
			return nil, err
		}
		return e.create(b, "pld."+cat+"."+name, []Expr{x}, nil)
	case "system.notify":
		return e.pldNotify(c, spelled)
	case "system.wait", "system.defer_wait":
		return e.pldWait(c, spelled, name == "defer_wait")
	case "tensor.alloc_window_buffer":
		return e.pldAlloc(c, spelled)
	case "tensor.window":
		return e.pldWindow(c, spelled)
	case "tensor.put", "tensor.get":
		return e.pldTransfer(c, spelled, name == "put")
	case "tensor.remote_store":
		return e.pldRemoteStore(c, spelled, "tensor")
	case "tile.remote_store":
		return e.pldRemoteStore(c, spelled, "tile")
	case "tensor.allreduce":
		return e.pldAllreduce(c, spelled)
	case "tensor.barrier", "tensor.broadcast", "tensor.allgather", "tensor.reduce_scatter", "tensor.all_to_all", "tensor.all_to_all_v":
		return e.pldCollective(c, spelled, name)
	case "tile.remote_load", "tile._remote_load_with_physical_tail_padding":
		return e.pldRemoteLoad(c, spelled, name != "remote_load")
	case "tile.put", "tile.get":
		return e.pldTileTransfer(c, spelled, name == "put")
	}
	return nil, e.errf(e.sp(c.pos), "Unknown distributed operation 'pld.%s.%s'", cat, name)
}

// declaredLevel is the level the current function's decorator states, as
// PyPTO prints it ("Level.HOST"), or None.
func (e *elab) declaredLevel() string {
	if e.fn == nil || !e.levelGiven[e.fn.Name] {
		return "None"
	}
	return "Level." + e.fn.Level.String()
}

// pldNotify: notify(target, peer, offsets, value, *, op)
// (language/distributed/op/system_ops.py:143-183; ir wrapper: peer and
// value become INT32 when Python ints).
func (e *elab) pldNotify(c *pyCall, spelled string) (Expr, error) {
	b, err := e.bindDist(c, spelled, []string{"target", "peer", "offsets", "value"}, []string{"op"})
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "target", "peer", "offsets", "value", "op"); err != nil {
		return nil, err
	}
	target, err := e.expr(b.args["target"].x)
	if err != nil {
		return nil, err
	}
	peer, err := e.intArg(b, "peer", INT32)
	if err != nil {
		return nil, err
	}
	offsets, err := e.listArg(b, "offsets")
	if err != nil {
		return nil, err
	}
	value, err := e.intArg(b, "value", INT32)
	if err != nil {
		return nil, err
	}
	op, err := e.enumIntArg(b, "op")
	if err != nil {
		return nil, err
	}
	return e.create(b, "pld.system.notify", []Expr{target, peer, offsets, value}, []Kwarg{{Key: "op", Value: op}})
}

// pldWait: wait / defer_wait(signal, offsets, expected, *, cmp)
// (system_ops.py:186-237; expected becomes INT32 when a Python int).
func (e *elab) pldWait(c *pyCall, spelled string, deferred bool) (Expr, error) {
	b, err := e.bindDist(c, spelled, []string{"signal", "offsets", "expected"}, []string{"cmp"})
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "signal", "offsets", "expected", "cmp"); err != nil {
		return nil, err
	}
	signal, err := e.expr(b.args["signal"].x)
	if err != nil {
		return nil, err
	}
	offsets, err := e.listArg(b, "offsets")
	if err != nil {
		return nil, err
	}
	expected, err := e.intArg(b, "expected", INT32)
	if err != nil {
		return nil, err
	}
	cmp, err := e.enumIntArg(b, "cmp")
	if err != nil {
		return nil, err
	}
	op := "pld.system.wait"
	if deferred {
		op = "pld.system.defer_wait"
	}
	return e.create(b, op, []Expr{signal, offsets, expected}, []Kwarg{{Key: "cmp", Value: cmp}})
}

// pldAlloc: buf = pld.alloc_window_buffer(size | shape, *, dtype=None), the
// name taken from the assignment target
// (_parse_alloc_window_buffer_assignment, ast_parser.py:2157-2231;
// language/distributed/op/tensor_ops.py alloc_window_buffer: a Python int
// size, or a static shape's byte size, is an INT64 constant).
func (e *elab) pldAlloc(c *pyCall, spelled string) (Expr, error) {
	name := e.lhsName
	b, err := e.bindDist(c, spelled, []string{"size"}, []string{"dtype", "name"})
	if err != nil {
		return nil, err
	}
	if b.has("name") {
		return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer 'name' kwarg cannot be passed explicitly — it is auto-derived from the assignment LHS ('%s')", name)
	}
	if e.fn != nil && e.fn.Level != LevelHost {
		return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer() can only be called in HOST orchestration context (not inside InCore / SPMD scopes); current function level: %s", e.declaredLevel())
	}
	if e.windowNames[name] {
		return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer name '%s' is already declared in this program", name)
	}
	if err := e.require(b, "size"); err != nil {
		return nil, err
	}
	var size Expr
	a := b.args["size"]
	if elems, isList := tupleElems(a.x); isList {
		if !b.has("dtype") {
			return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer requires dtype= when the first argument is a shape (list / tuple of per-rank dimensions)")
		}
		dt, err := e.dtype(b.args["dtype"].x)
		if err != nil {
			return nil, err
		}
		if size, err = e.windowBytes(elems, dt, e.sp(c.pos)); err != nil {
			return nil, err
		}
	} else {
		if b.has("dtype") {
			return nil, e.errf(e.sp(c.pos), "pld.tensor.alloc_window_buffer dtype= is only valid when the first argument is a shape (list / tuple), not a scalar byte size")
		}
		if size, err = e.intArg(b, "size", INT64); err != nil {
			return nil, err
		}
	}
	x, err := e.create(b, "pld.tensor.alloc_window_buffer", []Expr{size}, []Kwarg{{Key: "name", Value: name}})
	if err == nil {
		e.windowNames[name] = true
	}
	return x, err
}

// windowBytes is the byte size of a per-rank window of a shape: an INT64
// constant when every dimension is static, else an INT64 product
// (_compute_window_buffer_bytes, distributed/op/tensor_ops.py).
func (e *elab) windowBytes(elems []pyExpr, dt DataType, pos Span) (Expr, error) {
	if len(elems) == 0 {
		return nil, e.errf(pos, "pld.tensor.alloc_window_buffer shape must be non-empty")
	}
	dims, err := e.exprs(elems)
	if err != nil {
		return nil, err
	}
	total, static := int64(1), true
	for i, d := range dims {
		v, ok := ConstValue(d)
		if !ok {
			static = false
			continue
		}
		if v <= 0 {
			return nil, e.errf(pos, "pld.tensor.alloc_window_buffer shape dimension[%d] is %d; all dimensions must be positive", i, v)
		}
		total *= v
	}
	bytes := int64(dt.Bytes())
	if static {
		return &ConstInt{Value: total * bytes, DType: INT64, Pos: pos}, nil
	}
	i64 := func(x Expr) Expr {
		if v, ok := ConstValue(x); ok {
			return &ConstInt{Value: v, DType: INT64, Pos: pos}
		}
		return x
	}
	prod := i64(dims[0])
	for _, d := range dims[1:] {
		prod = &Binary{Op: OpMul, L: prod, R: i64(d), DType: INT64, Pos: pos}
	}
	return &Binary{Op: OpMul, L: prod, R: &ConstInt{Value: bytes, DType: INT64, Pos: pos}, DType: INT64, Pos: pos}, nil
}

// pldWindow: window(buf, shape, *, dtype) (tensor_ops.py window).
func (e *elab) pldWindow(c *pyCall, spelled string) (Expr, error) {
	b, err := e.bindDist(c, spelled, []string{"buf", "shape"}, []string{"dtype"})
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "buf", "shape", "dtype"); err != nil {
		return nil, err
	}
	buf, err := e.expr(b.args["buf"].x)
	if err != nil {
		return nil, err
	}
	if _, ok := buf.Type().(*PtrType); !ok {
		return nil, e.errf(e.sp(c.pos), "pld.tensor.window expects a Ptr handle (output of pld.tensor.alloc_window_buffer); got %s", PrintType(buf.Type()))
	}
	shape, err := e.listArg(b, "shape")
	if err != nil {
		return nil, err
	}
	dt, err := e.dtype(b.args["dtype"].x)
	if err != nil {
		return nil, err
	}
	return e.create(b, "pld.tensor.window", []Expr{buf, shape}, []Kwarg{{Key: "dtype", Value: dt}})
}

// chunkArgs reads the chunk_rows / chunk_cols / pipeline parameters of a
// put / get and the attrs the IR wrapper sets from them: each only when
// not its default (_validate_chunk / _validate_pipeline; ir/op/distributed/
// tensor_ops.py put / get).
func (e *elab) chunkArgs(b *distCall, op string) ([]Kwarg, error) {
	var rows, cols int64
	for _, p := range []string{"chunk_rows", "chunk_cols"} {
		if !b.has(p) {
			continue
		}
		v, ok := e.intLiteral(b.args[p].x)
		if !ok {
			return nil, e.errf(e.sp(b.args[p].x.position()), "%s %s must be an int (static)", op, p)
		}
		if v < 0 {
			return nil, e.errf(e.sp(b.args[p].x.position()), "%s %s must be non-negative (0 = full), got %d", op, p, v)
		}
		if p == "chunk_rows" {
			rows = v
		} else {
			cols = v
		}
	}
	pipeline := false
	if b.has("pipeline") {
		var err error
		if pipeline, err = e.boolArg(b.args["pipeline"].x); err != nil {
			return nil, err
		}
	}
	if pipeline && (rows <= 0 || cols <= 0) {
		return nil, e.errf(e.sp(b.c.pos), "%s pipeline=True requires both chunk_rows>0 and chunk_cols>0 (got chunk_rows=%d, chunk_cols=%d)", op, rows, cols)
	}
	var kws []Kwarg
	if rows != 0 {
		kws = append(kws, Kwarg{Key: "chunk_rows", Value: rows})
	}
	if cols != 0 {
		kws = append(kws, Kwarg{Key: "chunk_cols", Value: cols})
	}
	if pipeline {
		kws = append(kws, Kwarg{Key: "pipeline", Value: true})
	}
	return kws, nil
}

// regionLists reads the dst_offsets / src_offsets / shape parameters of a
// put / get: all three or none.
func (e *elab) regionLists(b *distCall, op string) ([]Expr, error) {
	params := []string{"dst_offsets", "src_offsets", "shape"}
	given := 0
	for _, p := range params {
		if !b.isNone(p) {
			given++
		}
	}
	if given == 0 {
		return nil, nil
	}
	if given != 3 {
		return nil, e.errf(e.sp(b.c.pos), "%s dst_offsets, src_offsets, and shape must be provided together", op)
	}
	out := make([]Expr, 3)
	for i, p := range params {
		l, err := e.listArg(b, p)
		if err != nil {
			return nil, err
		}
		out[i] = l
	}
	return out, nil
}

// pldTransfer: put(dst, peer, src, dst_offsets=None, src_offsets=None,
// shape=None, *, atomic=None_, chunk_rows=0, chunk_cols=0, pipeline=False)
// and get (the same without atomic) (distributed/op/tensor_ops.py put /
// get; the IR put always passes atomic).
func (e *elab) pldTransfer(c *pyCall, spelled string, put bool) (Expr, error) {
	kwOnly := []string{"chunk_rows", "chunk_cols", "pipeline"}
	opName := "pld.tensor.get"
	if put {
		kwOnly = append(kwOnly, "atomic")
		opName = "pld.tensor.put"
	}
	b, err := e.bindDist(c, spelled, []string{"dst", "peer", "src", "dst_offsets", "src_offsets", "shape"}, kwOnly)
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "dst", "peer", "src"); err != nil {
		return nil, err
	}
	chunks, err := e.chunkArgs(b, opName)
	if err != nil {
		return nil, err
	}
	dst, err := e.expr(b.args["dst"].x)
	if err != nil {
		return nil, err
	}
	src, err := e.expr(b.args["src"].x)
	if err != nil {
		return nil, err
	}
	win, plain := dst, src
	winRole, plainRole := "dst", "src"
	if !put {
		win, plain, winRole, plainRole = src, dst, "src", "dst"
	}
	if !IsDistributed(win.Type()) {
		return nil, e.wrongType(b, winRole, "a DistributedTensor "+winRole+" (window-bound)", win)
	}
	if _, ok := plain.Type().(*TensorType); !ok {
		return nil, e.wrongType(b, plainRole, "a Tensor or DistributedTensor "+plainRole, plain)
	}
	region, err := e.regionLists(b, opName)
	if err != nil {
		return nil, err
	}
	peer, err := e.intArg(b, "peer", INT32)
	if err != nil {
		return nil, err
	}
	var kws []Kwarg
	if put {
		atomic := AtomicNone
		if b.has("atomic") {
			if atomic, err = e.atomicArg(b); err != nil {
				return nil, err
			}
		}
		kws = append(kws, Kwarg{Key: "atomic", Value: atomic})
	}
	kws = append(kws, chunks...)
	return e.create(b, opName, append([]Expr{dst, peer, src}, region...), kws)
}

// pldRemoteStore: remote_store(src, target, peer, offsets, *, atomic=None_);
// level "" is the pld.remote_store short form, which dispatches on its
// source's level (distributed/op/unified_ops.py remote_store). The atomic
// attr is set only when not None_.
func (e *elab) pldRemoteStore(c *pyCall, spelled, level string) (Expr, error) {
	srcParam := "src"
	if level == "tile" {
		srcParam = "src_tile"
	}
	b, err := e.bindDist(c, spelled, []string{srcParam, "target", "peer", "offsets"}, []string{"atomic"})
	if err != nil {
		return nil, err
	}
	if err := e.require(b, srcParam, "target", "peer", "offsets"); err != nil {
		return nil, err
	}
	src, err := e.expr(b.args[srcParam].x)
	if err != nil {
		return nil, err
	}
	if level == "" {
		level = "tensor"
		if _, ok := src.Type().(*TileType); ok {
			level = "tile"
		}
	}
	target, err := e.expr(b.args["target"].x)
	if err != nil {
		return nil, err
	}
	opName := "pld." + level + ".remote_store"
	if !IsDistributed(target.Type()) {
		return nil, e.errf(e.sp(c.pos), "%s expects a DistributedTensor target (window-bound); got %s", opName, PrintType(target.Type()))
	}
	if level == "tensor" && !IsPlainTensor(src.Type()) {
		return nil, e.errf(e.sp(c.pos), "pld.tensor.remote_store expects a Tensor src (a tensor-level value); got %s. In a tile-level kernel use pld.tile.remote_store; to push one window buffer into another use pld.tensor.put.", PrintType(src.Type()))
	}
	peer, err := e.intArg(b, "peer", INT32)
	if err != nil {
		return nil, err
	}
	offsets, err := e.listArg(b, "offsets")
	if err != nil {
		return nil, err
	}
	var kws []Kwarg
	if b.has("atomic") {
		atomic, err := e.atomicArg(b)
		if err != nil {
			return nil, err
		}
		if atomic != AtomicNone {
			kws = []Kwarg{{Key: "atomic", Value: atomic}}
		}
	}
	return e.create(b, opName, []Expr{src, target, peer, offsets}, kws)
}

// pldAllreduce: allreduce(target, signal=<omitted>, *, op=Sum, mode="mesh",
// core_num=1); the IR wrapper always passes op, mode and core_num
// (distributed/op/tensor_ops.py allreduce; ir/op/distributed/tensor_ops.py
// allreduce).
func (e *elab) pldAllreduce(c *pyCall, spelled string) (Expr, error) {
	const op = "pld.tensor.allreduce"
	b, err := e.bindDist(c, spelled, []string{"target", "signal"}, []string{"op", "mode", "core_num"})
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "target"); err != nil {
		return nil, err
	}
	coreNum := int64(1)
	if b.has("core_num") {
		v, ok := e.intLiteral(b.args["core_num"].x)
		if !ok {
			return nil, e.errf(e.sp(c.pos), "%s core_num must be a positive compile-time int", op)
		}
		coreNum = v
	}
	if coreNum <= 0 {
		return nil, e.errf(e.sp(c.pos), "%s core_num must be positive, got %d", op, coreNum)
	}
	mode := "mesh"
	if b.has("mode") {
		s, ok := b.args["mode"].x.(*pyStr)
		if !ok {
			return nil, e.errf(e.sp(c.pos), "%s mode must be a string", op)
		}
		mode = s.val
	}
	reduce := int64(ReduceSum)
	if b.has("op") {
		if reduce, err = e.enumIntArg(b, "op"); err != nil {
			return nil, err
		}
	}
	args := []Expr{}
	for _, p := range []string{"target", "signal"} {
		if p == "signal" && !b.has(p) {
			if mode != "mesh" {
				return nil, e.errf(e.sp(c.pos), "%s mode=\"%s\" requires an explicit signal; host signal synthesis only supports mesh mode. Pass a window-bound signal, e.g. pld.tensor.allreduce(target, signal, mode=\"ring\").", op, mode)
			}
			continue
		}
		if p == "signal" && b.isNone(p) {
			return nil, e.errf(e.sp(c.pos), "%s signal cannot be None; omit the signal argument for host synthesis", op)
		}
		x, err := e.expr(b.args[p].x)
		if err != nil {
			return nil, err
		}
		if !IsDistributed(x.Type()) {
			return nil, e.errf(e.sp(c.pos), "%s expects a DistributedTensor %s (window-bound); got %s", op, p, PrintType(x.Type()))
		}
		args = append(args, x)
	}
	return e.create(b, "pld.tensor.allreduce", args, []Kwarg{{Key: "op", Value: reduce}, {Key: "mode", Value: mode}, {Key: "core_num", Value: coreNum}})
}

// collectiveSigs are the wrapper signatures of the other collectives: the
// positional parameters, the window-bound ones (_unwrap_distributed_tensors)
// and the keyword-only ones (distributed/op/tensor_ops.py).
var collectiveSigs = map[string]struct{ pos, windows, kwOnly []string }{
	"barrier":        {pos: []string{"signal"}, windows: []string{"signal"}},
	"broadcast":      {pos: []string{"target", "signal"}, windows: []string{"target", "signal"}, kwOnly: []string{"root"}},
	"allgather":      {pos: []string{"local_data", "target", "signal"}, windows: []string{"target", "signal"}},
	"reduce_scatter": {pos: []string{"target", "signal"}, windows: []string{"target", "signal"}, kwOnly: []string{"op"}},
	"all_to_all":     {pos: []string{"input", "target", "signal"}, windows: []string{"target", "signal"}},
	"all_to_all_v":   {pos: []string{"input", "target", "signal", "send_counts", "recv_counts"}, windows: []string{"target", "signal", "recv_counts"}},
}

// pldCollective: the collectives other than allreduce. broadcast's root is
// required, reduce_scatter's op defaults to Sum; both always reach the op.
func (e *elab) pldCollective(c *pyCall, spelled, name string) (Expr, error) {
	sig := collectiveSigs[name]
	opName := "pld.tensor." + name
	b, err := e.bindDist(c, spelled, sig.pos, sig.kwOnly)
	if err != nil {
		return nil, err
	}
	if err := e.require(b, sig.pos...); err != nil {
		return nil, err
	}
	var kws []Kwarg
	switch name {
	case "broadcast":
		if err := e.require(b, "root"); err != nil {
			return nil, err
		}
		root, ok := e.intLiteral(b.args["root"].x)
		if !ok {
			return nil, e.errf(e.sp(c.pos), "%s root must be an int", opName)
		}
		kws = []Kwarg{{Key: "root", Value: root}}
	case "reduce_scatter":
		op := int64(ReduceSum)
		if b.has("op") {
			if op, err = e.enumIntArg(b, "op"); err != nil {
				return nil, err
			}
		}
		kws = []Kwarg{{Key: "op", Value: op}}
	}
	vals := map[string]Expr{}
	for _, p := range sig.pos {
		if vals[p], err = e.expr(b.args[p].x); err != nil {
			return nil, err
		}
	}
	for _, p := range sig.windows {
		if !IsDistributed(vals[p].Type()) {
			return nil, e.errf(e.sp(c.pos), "%s expects a DistributedTensor %s (window-bound); got %s", opName, p, PrintType(vals[p].Type()))
		}
	}
	args := make([]Expr, len(sig.pos))
	for i, p := range sig.pos {
		args[i] = vals[p]
	}
	return e.create(b, opName, args, kws)
}

// pldRemoteLoad: remote_load(target, peer, offsets, shape, valid_shape=None)
// and the printer's private tail-padding form, which sets
// allow_physical_tail_padding (distributed/op/tile_ops.py;
// python_printer.cpp:1031-1038).
func (e *elab) pldRemoteLoad(c *pyCall, spelled string, tailPadding bool) (Expr, error) {
	b, err := e.bindDist(c, spelled, []string{"target", "peer", "offsets", "shape", "valid_shape"}, nil)
	if err != nil {
		return nil, err
	}
	required := []string{"target", "peer", "offsets", "shape"}
	if tailPadding {
		required = append(required, "valid_shape")
	}
	if err := e.require(b, required...); err != nil {
		return nil, err
	}
	target, err := e.expr(b.args["target"].x)
	if err != nil {
		return nil, err
	}
	if !IsDistributed(target.Type()) {
		return nil, e.errf(e.sp(c.pos), "pld.tile.remote_load expects a DistributedTensor target (window-bound); got %s", PrintType(target.Type()))
	}
	peer, err := e.intArg(b, "peer", INDEX)
	if err != nil {
		return nil, err
	}
	args := []Expr{target, peer}
	for _, p := range []string{"offsets", "shape", "valid_shape"} {
		if b.isNone(p) {
			continue
		}
		l, err := e.listArg(b, p)
		if err != nil {
			return nil, err
		}
		args = append(args, l)
	}
	var kws []Kwarg
	if tailPadding {
		kws = []Kwarg{{Key: "allow_physical_tail_padding", Value: true}}
	}
	return e.create(b, "pld.tile.remote_load", args, kws)
}

// pldTileTransfer: pld.tile.put(dst, peer, src, stage, stage2=None,
// dst_offsets=None, src_offsets=None, shape=None, *, atomic=None_) and
// pld.tile.get (no atomic); a list in the stage2 slot starts the region
// (distributed/op/tile_ops.py put / get).
func (e *elab) pldTileTransfer(c *pyCall, spelled string, put bool) (Expr, error) {
	opName := "pld.tile.get"
	var kwOnly []string
	if put {
		opName, kwOnly = "pld.tile.put", []string{"atomic"}
	}
	b, err := e.bindDist(c, spelled, []string{"dst", "peer", "src", "stage", "stage2", "dst_offsets", "src_offsets", "shape"}, kwOnly)
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "dst", "peer", "src", "stage"); err != nil {
		return nil, err
	}
	if a, ok := b.args["stage2"]; ok {
		if _, isList := tupleElems(a.x); isList {
			b.args["stage2"], b.args["dst_offsets"], b.args["src_offsets"], b.args["shape"] = dslArg{x: &pyName{name: "None"}}, a, b.args["dst_offsets"], b.args["src_offsets"]
		}
	}
	vals := make([]Expr, 0, 8)
	for _, p := range []string{"dst", "peer", "src", "stage"} {
		var x Expr
		if p == "peer" {
			x, err = e.intArg(b, p, INT32)
		} else {
			x, err = e.expr(b.args[p].x)
		}
		if err != nil {
			return nil, err
		}
		vals = append(vals, x)
	}
	win, plain := vals[0], vals[2]
	winRole, plainRole := "dst", "src"
	if !put {
		win, plain, winRole, plainRole = vals[2], vals[0], "src", "dst"
	}
	if !IsDistributed(win.Type()) {
		return nil, e.wrongType(b, winRole, "a DistributedTensor "+winRole+" (window-bound)", win)
	}
	if _, ok := plain.Type().(*TensorType); !ok {
		return nil, e.wrongType(b, plainRole, "a Tensor or DistributedTensor "+plainRole, plain)
	}
	if !b.isNone("stage2") {
		x, err := e.expr(b.args["stage2"].x)
		if err != nil {
			return nil, err
		}
		vals = append(vals, x)
	}
	region, err := e.regionLists(b, opName)
	if err != nil {
		return nil, err
	}
	vals = append(vals, region...)
	var kws []Kwarg
	if put {
		atomic := AtomicNone
		if b.has("atomic") {
			if atomic, err = e.atomicArg(b); err != nil {
				return nil, err
			}
		}
		kws = []Kwarg{{Key: "atomic", Value: atomic}}
	}
	return e.create(b, opName, vals, kws)
}
