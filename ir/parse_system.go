package ir

// The pl.system, pl.array and pl.prefetch calls whose DSL wrapper builds
// more than the op as written (python/pypto/language/op/system_ops.py,
// array_ops.py, prefetch_ops.py over python/pypto/ir/op/system_ops.py,
// array_ops.py, prefetch_ops.py). The other pl.system ops go to the op as
// written (opCall).

// Attribute keys of system.task_dummy (ast_parser.py:8509-8548).
const (
	attrDummyTask      = "dummy_task"
	attrManualDepEdges = "manual_dep_edges"
)

// systemCall elaborates pl.system.<name>(...) (spelled as the program
// wrote it); it returns nil, nil for the ops built as written.
func (e *elab) systemCall(c *pyCall, name, spelled string) (Expr, error) {
	switch name {
	case "task_dummy":
		return e.taskDummy(c)
	case "aic_initialize_pipe", "aiv_initialize_pipe":
		return e.initPipe(c, name, spelled)
	case "reserve_buffer", "import_peer_buffer":
		return e.bufferDecl(c, name, spelled)
	case "tfree_to_aic", "tfree_to_aiv":
		return e.tfree(c, name, spelled)
	case "cacheinvalid":
		return e.cacheInvalid(c, spelled)
	case "sync_set", "sync_wait":
		return e.crossCoreSync(c, name, spelled)
	case "set_ffts":
		return e.setFFTS(c, spelled)
	}
	return nil, nil
}

// taskDummy: pl.system.task_dummy(deps=[...]) builds system.task_dummy with
// attrs dummy_task=True and manual_dep_edges=<deps> (_parse_task_dummy,
// ast_parser.py:8509-8548). A dep is a TASK_ID scalar or array variable, or
// None, the no-producer sentinel, which is dropped
// (_parse_submit_deps_kwarg, :6856-6960; its arr[i] and comprehension
// forms are not modelled).
func (e *elab) taskDummy(c *pyCall) (Expr, error) {
	if len(c.args) > 0 {
		return nil, e.errf(e.sp(c.pos), "pl.system.task_dummy must not use positional arguments")
	}
	var deps pyExpr
	var attrs []Kwarg
	for _, kw := range c.kws {
		switch kw.name {
		case "deps":
			deps = kw.val
		case "attrs":
			a, err := e.attrDict(kw.val)
			if err != nil {
				return nil, err
			}
			attrs = a
		default:
			return nil, e.errf(e.sp(c.pos), "pl.system.task_dummy does not accept keyword argument '%s'", kw.name)
		}
	}
	if deps == nil {
		return nil, e.errf(e.sp(c.pos), "pl.system.task_dummy requires keyword argument 'deps'")
	}
	elems, ok := tupleElems(deps)
	if !ok {
		return nil, e.errf(e.sp(deps.position()), "'pl.system.task_dummy' deps= must be a list / tuple / comprehension of TaskId values")
	}
	var edges []any
	for _, el := range elems {
		if n, ok := el.(*pyName); ok && n.name == "None" {
			continue
		}
		v, err := e.expr(el)
		if err != nil {
			return nil, err
		}
		if _, ok := v.(VarLike); !ok {
			return nil, e.errf(e.sp(el.position()), "pl.system.task_dummy deps entries must be TaskId variables")
		}
		switch t := v.Type().(type) {
		case *ScalarType:
			if t.DType == TASKID {
				edges = append(edges, v)
				continue
			}
		case *ArrayType:
			if t.DType == TASKID {
				edges = append(edges, v)
				continue
			}
		}
		return nil, e.errf(e.sp(el.position()), "pl.system.task_dummy deps entries must be Scalar[TASK_ID] or Array[N, TASK_ID] values, got %s", PrintType(v.Type()))
	}
	op, ok := e.reg.Lookup("system.task_dummy")
	if !ok {
		return nil, e.errf(e.sp(c.pos), "Operator 'system.task_dummy' not found in registry")
	}
	call, err := op.Create(nil, nil, e.sp(c.pos))
	if err != nil {
		return nil, e.errf(e.sp(c.pos), "%s", err.Error())
	}
	call.Attrs = []Kwarg{{Key: attrDummyTask, Value: true}}
	if len(edges) > 0 {
		call.Attrs = append(call.Attrs, Kwarg{Key: attrManualDepEdges, Value: edges})
	}
	for _, a := range attrs {
		if a.Key != attrDummyTask && a.Key != attrManualDepEdges {
			call.Attrs = append(call.Attrs, a)
		}
	}
	return call, nil
}

// initPipe: aic_initialize_pipe / aiv_initialize_pipe(c2v_consumer_buf=0,
// v2c_consumer_buf=0, *, dir_mask, slot_size, slot_num=None,
// local_slot_num=None, id=None); a buffer given as a Python int (the
// default 0 included) is an INT32 constant, and the optional attrs are set
// only when given (_build_pipe_init_args / _build_pipe_init_kwargs,
// python/pypto/ir/op/system_ops.py:405-448).
func (e *elab) initPipe(c *pyCall, name, spelled string) (Expr, error) {
	b, err := e.bindDist(c, spelled, []string{"c2v_consumer_buf", "v2c_consumer_buf"}, []string{"dir_mask", "slot_size", "slot_num", "local_slot_num", "id"})
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "dir_mask", "slot_size"); err != nil {
		return nil, err
	}
	args := make([]Expr, 2)
	for i, p := range []string{"c2v_consumer_buf", "v2c_consumer_buf"} {
		if !b.has(p) {
			args[i] = &ConstInt{Value: 0, DType: INT32, Pos: e.sp(c.pos)}
			continue
		}
		if args[i], err = e.intArg(b, p, INT32); err != nil {
			return nil, err
		}
	}
	kws, err := e.intKwargs(b, "dir_mask", "slot_size", "slot_num", "local_slot_num", "id")
	if err != nil {
		return nil, err
	}
	return e.create(b, "system."+name, args, kws)
}

// intKwargs reads the given integer keyword parameters, in this order,
// skipping the ones not given or given as None.
func (e *elab) intKwargs(b *distCall, params ...string) ([]Kwarg, error) {
	var kws []Kwarg
	for _, p := range params {
		if b.isNone(p) {
			continue
		}
		v, ok := e.intLiteral(b.args[p].x)
		if !ok {
			return nil, e.errf(e.sp(b.args[p].x.position()), "%s: %s must be an int", b.name, p)
		}
		kws = append(kws, Kwarg{Key: p, Value: v})
	}
	return kws, nil
}

// strKwarg reads a string keyword parameter.
func (e *elab) strKwarg(b *distCall, p string) (string, error) {
	s, ok := b.args[p].x.(*pyStr)
	if !ok {
		return "", e.errf(e.sp(b.args[p].x.position()), "%s: %s must be a string", b.name, p)
	}
	return s.val, nil
}

// bufferDecl: reserve_buffer(*, name, size, base=AUTO) -- base always set,
// AUTO being -1 -- and import_peer_buffer(*, name, peer_func)
// (python/pypto/ir/op/system_ops.py:402-404, :511-543).
func (e *elab) bufferDecl(c *pyCall, name, spelled string) (Expr, error) {
	kwOnly := []string{"name", "peer_func"}
	if name == "reserve_buffer" {
		kwOnly = []string{"name", "size", "base"}
	}
	b, err := e.bindDist(c, spelled, nil, kwOnly)
	if err != nil {
		return nil, err
	}
	required := kwOnly
	if name == "reserve_buffer" {
		required = kwOnly[:2]
	}
	if err := e.require(b, required...); err != nil {
		return nil, err
	}
	bufName, err := e.strKwarg(b, "name")
	if err != nil {
		return nil, err
	}
	kws := []Kwarg{{Key: "name", Value: bufName}}
	if name == "import_peer_buffer" {
		peer, err := e.strKwarg(b, "peer_func")
		if err != nil {
			return nil, err
		}
		kws = append(kws, Kwarg{Key: "peer_func", Value: peer})
	} else {
		ints, err := e.intKwargs(b, "size", "base")
		if err != nil {
			return nil, err
		}
		if !b.has("base") {
			ints = append(ints, Kwarg{Key: "base", Value: int64(-1)})
		}
		kws = append(kws, ints...)
	}
	return e.create(b, "system."+name, nil, kws)
}

// tfree: tfree_to_aic / tfree_to_aiv(tile, span=None, *, split=None,
// id=None); split and id are set only when given
// (python/pypto/ir/op/system_ops.py:551-589).
func (e *elab) tfree(c *pyCall, name, spelled string) (Expr, error) {
	b, err := e.bindDist(c, spelled, []string{"tile", "span"}, []string{"split", "id"})
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "tile"); err != nil {
		return nil, err
	}
	tile, err := e.expr(b.args["tile"].x)
	if err != nil {
		return nil, err
	}
	if _, ok := tile.Type().(*TileType); !ok {
		return nil, e.wrongType(b, "tile", "a Tile", tile)
	}
	kws, err := e.intKwargs(b, "split", "id")
	if err != nil {
		return nil, err
	}
	return e.create(b, "system."+name, []Expr{tile}, kws)
}

// cacheInvalid: cacheinvalid() or cacheinvalid(tensor, shapes, offsets),
// shapes and offsets one integer per tensor dimension
// (python/pypto/ir/op/system_ops.py:236-312).
func (e *elab) cacheInvalid(c *pyCall, spelled string) (Expr, error) {
	b, err := e.bindDist(c, spelled, []string{"tensor", "shapes", "offsets"}, nil)
	if err != nil {
		return nil, err
	}
	if b.isNone("tensor") {
		if !b.isNone("shapes") || !b.isNone("offsets") {
			return nil, e.errf(e.sp(c.pos), "system.cacheinvalid whole-GM form takes no shapes/offsets; pass (tensor, shapes, offsets) for the region form")
		}
		return e.create(b, "system.cacheinvalid", nil, nil)
	}
	if b.isNone("shapes") || b.isNone("offsets") {
		return nil, e.errf(e.sp(c.pos), "system.cacheinvalid region form requires both shapes and offsets (or pass no arguments for the whole-GM form)")
	}
	tensor, err := e.expr(b.args["tensor"].x)
	if err != nil {
		return nil, err
	}
	t, ok := tensor.Type().(*TensorType)
	if !ok {
		return nil, e.errf(e.sp(c.pos), "system.cacheinvalid tensor must have TensorType, got %s", PrintType(tensor.Type()))
	}
	args := []Expr{tensor}
	for _, p := range []string{"shapes", "offsets"} {
		l, err := e.listArg(b, p)
		if err != nil {
			return nil, err
		}
		if len(l.Elems) != t.Rank() {
			return nil, e.errf(e.sp(c.pos), "system.cacheinvalid %s must match tensor rank %d, got %d", p, t.Rank(), len(l.Elems))
		}
		for _, el := range l.Elems {
			if st, ok := el.Type().(*ScalarType); ok && st.DType.IsFloat() {
				return nil, e.errf(e.sp(c.pos), "system.cacheinvalid %s must be integers, got dtype %s", p, st.DType)
			}
		}
		args = append(args, l)
	}
	return e.create(b, "system.cacheinvalid", args, nil)
}

// crossCoreSync: sync_set(event_id, *, pipe, ffts_mode=None,
// core_type=None) and sync_wait(event_id, *, pipe, core_type=None): a
// Python-int event id is the event_id attr, an expression the dynamic
// operand (_create_cross_core_sync_op, python/pypto/ir/op/system_ops.py:
// 141-166). A positional literal reaches the wrapper as the parser's
// constant, an expression.
func (e *elab) crossCoreSync(c *pyCall, name, spelled string) (Expr, error) {
	kwOnly := []string{"pipe", "core_type"}
	if name == "sync_set" {
		kwOnly = []string{"pipe", "ffts_mode", "core_type"}
	}
	b, err := e.bindDist(c, spelled, []string{"event_id"}, kwOnly)
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "event_id", "pipe"); err != nil {
		return nil, err
	}
	var args []Expr
	var kws []Kwarg
	pipe, err := e.kwValue(b.args["pipe"].x)
	if err != nil {
		return nil, err
	}
	kws = append(kws, Kwarg{Key: "pipe", Value: pipe})
	ev := b.args["event_id"]
	if v, ok := e.intLiteral(ev.x); ok && ev.kw {
		kws = append(kws, Kwarg{Key: "event_id", Value: v})
	} else {
		x, err := e.expr(ev.x)
		if err != nil {
			return nil, err
		}
		args = append(args, x)
	}
	if !b.isNone("ffts_mode") {
		more, err := e.intKwargs(b, "ffts_mode")
		if err != nil {
			return nil, err
		}
		kws = append(kws, more...)
	}
	if !b.isNone("core_type") {
		s, err := e.strKwarg(b, "core_type")
		if err != nil {
			return nil, err
		}
		if s != "aic" && s != "aiv" {
			return nil, e.errf(e.sp(c.pos), "system.%s core_type must be 'aic' or 'aiv', got '%s'", name, s)
		}
		kws = append(kws, Kwarg{Key: "core_type", Value: s})
	}
	return e.create(b, "system."+name, args, kws)
}

// setFFTS: set_ffts(workspace): a tensor (python/pypto/ir/op/system_ops.py:
// 124-139 checks what system.set_ffts's deduction checks again).
func (e *elab) setFFTS(c *pyCall, spelled string) (Expr, error) {
	b, err := e.bindDist(c, spelled, []string{"workspace"}, nil)
	if err != nil {
		return nil, err
	}
	if err := e.require(b, "workspace"); err != nil {
		return nil, err
	}
	ws, err := e.expr(b.args["workspace"].x)
	if err != nil {
		return nil, err
	}
	if _, ok := ws.Type().(*TensorType); !ok {
		return nil, e.errf(e.sp(c.pos), "set_ffts workspace must be a Tensor, got %s", PrintType(ws.Type()))
	}
	return e.create(b, "system.set_ffts", []Expr{ws}, nil)
}

// arrayCall elaborates pl.array.<name>(...) (language/op/array_ops.py over
// ir/op/array_ops.py): create(extent, dtype), get_element(array, index),
// update_element(array, index, value), a Python-int value taking the
// array's dtype.
func (e *elab) arrayCall(c *pyCall, name string) (Expr, error) {
	spelled := "pl.array." + name
	switch name {
	case "create":
		b, err := e.bindDist(c, spelled, []string{"extent", "dtype"}, nil)
		if err != nil {
			return nil, err
		}
		if err := e.require(b, "extent", "dtype"); err != nil {
			return nil, err
		}
		extent, err := e.intArg(b, "extent", INDEX)
		if err != nil {
			return nil, err
		}
		dt, err := e.dtype(b.args["dtype"].x)
		if err != nil {
			return nil, err
		}
		return e.create(b, "array.create", []Expr{extent}, []Kwarg{{Key: "dtype", Value: dt}})
	case "get_element", "update_element":
		params := []string{"array", "index"}
		if name == "update_element" {
			params = append(params, "value")
		}
		b, err := e.bindDist(c, spelled, params, nil)
		if err != nil {
			return nil, err
		}
		if err := e.require(b, params...); err != nil {
			return nil, err
		}
		arr, err := e.expr(b.args["array"].x)
		if err != nil {
			return nil, err
		}
		index, err := e.intArg(b, "index", INDEX)
		if err != nil {
			return nil, err
		}
		args := []Expr{arr, index}
		if name == "update_element" {
			dt := INT64
			if at, ok := arr.Type().(*ArrayType); ok {
				dt = at.DType
			}
			value, err := e.intArg(b, "value", dt)
			if err != nil {
				return nil, err
			}
			args = append(args, value)
		}
		return e.create(b, "array."+name, args, nil)
	}
	return nil, e.errf(e.sp(c.pos), "Unknown pl.array operation: %s", name)
}

// prefetchCall elaborates pl.prefetch.<name>(...) (language/op/
// prefetch_ops.py): the arguments pass through.
func (e *elab) prefetchCall(c *pyCall, name string) (Expr, error) {
	params := map[string][]string{
		"make_context": nil, "async_prefetch": {"src", "ctx"},
		"session": {"ctx"}, "wait": {"event", "session_handle"},
	}
	pos, ok := params[name]
	if !ok {
		return nil, e.errf(e.sp(c.pos), "Unknown pl.prefetch operation: %s", name)
	}
	b, err := e.bindDist(c, "pl.prefetch."+name, pos, nil)
	if err != nil {
		return nil, err
	}
	if err := e.require(b, pos...); err != nil {
		return nil, err
	}
	args := make([]Expr, len(pos))
	for i, p := range pos {
		if args[i], err = e.expr(b.args[p].x); err != nil {
			return nil, err
		}
	}
	return e.create(b, "prefetch."+name, args, nil)
}

// attrDevice is the call attribute holding the rank an orchestrator
// dispatch runs on, written device=<expr> (kAttrDevice).
const attrDevice = "device"

// arrayGet elaborates arr[i] on an array: array.get_element(arr, i)
// (_parse_array_subscript, ast_parser.py:8855-8865).
func (e *elab) arrayGet(x *pySubscript, arr Expr) (Expr, error) {
	if len(x.index) != 1 {
		return nil, e.errf(e.sp(x.pos), "Array subscript requires a single index (rank-1 in v1)")
	}
	index, err := e.expr(x.index[0])
	if err != nil {
		return nil, err
	}
	op, ok := e.reg.Lookup("array.get_element")
	if !ok {
		return nil, e.errf(e.sp(x.pos), "Operator 'array.get_element' not found in registry")
	}
	call, err := op.Create([]Expr{arr, index}, nil, e.sp(x.pos))
	if err != nil {
		return nil, e.errf(e.sp(x.pos), "%s", err.Error())
	}
	return call, nil
}

// arraySet elaborates arr[i] = v on an array variable: arr is rebound to
// array.update_element(arr, i, v), an integer literal v taking the array's
// dtype (_parse_array_subscript_assignment, ast_parser.py:2423-2450). ok
// is false for any other assignment.
func (e *elab) arraySet(s *pyAssign) (Stmt, bool, error) {
	if len(s.targets) != 1 || s.ann != nil || s.value == nil {
		return nil, false, nil
	}
	sub, ok := s.targets[0].(*pySubscript)
	if !ok {
		return nil, false, nil
	}
	n, ok := sub.x.(*pyName)
	if !ok {
		return nil, false, nil
	}
	prev, ok := e.lookup(n.name)
	if !ok {
		return nil, false, nil
	}
	at, ok := prev.Type().(*ArrayType)
	if !ok {
		return nil, false, nil
	}
	pos := e.sp(sub.pos)
	if len(sub.index) != 1 {
		return nil, true, e.errf(pos, "Array subscript-write requires a single index (rank-1 in v1)")
	}
	index, err := e.expr(sub.index[0])
	if err != nil {
		return nil, true, err
	}
	value, err := e.expr(s.value)
	if err != nil {
		return nil, true, err
	}
	if c, ok := value.(*ConstInt); ok {
		value = &ConstInt{Value: c.Value, DType: at.DType, Pos: c.Pos}
	}
	op, ok := e.reg.Lookup("array.update_element")
	if !ok {
		return nil, true, e.errf(pos, "Operator 'array.update_element' not found in registry")
	}
	call, err := op.Create([]Expr{prev.(Expr), index, value}, nil, pos)
	if err != nil {
		return nil, true, e.errf(pos, "%s", err.Error())
	}
	return &AssignStmt{Var: prev.VarRef(), Value: retype(call, prev.Type()), Pos: e.sp(s.pos)}, true, nil
}

// taskInvalid elaborates the literal None, the DSL's spelling of the
// invalid task id: system.task_invalid() (parse_constant,
// ast_parser.py:5825-5832).
func (e *elab) taskInvalid(x *pyName) (Expr, error) {
	op, ok := e.reg.Lookup("system.task_invalid")
	if !ok {
		return nil, e.errf(e.sp(x.pos), "Operator 'system.task_invalid' not found in registry")
	}
	call, err := op.Create(nil, nil, e.sp(x.pos))
	if err != nil {
		return nil, e.errf(e.sp(x.pos), "%s", err.Error())
	}
	return call, nil
}
