package ir

// The pl.system.* wrappers of the pinned PyPTO
// (python/pypto/language/op/system_ops.py, which re-exports some of
// python/pypto/ir/op/system_ops.py and the cross-core tile wrappers) and
// the pl.prefetch.* wrappers (language/op/prefetch_ops.py over
// ir/op/prefetch_ops.py). pl.system.task_dummy is a parser construct
// (parse_system.go).
func dslSystemFuncs() []*dslFunc {
	s := func(name, params string, build func(a *dslArgs) (Expr, error)) *dslFunc {
		return wrapper("system."+name, params, "system."+name, build)
	}
	return []*dslFunc{
		// ir/op/system_ops.py:78-227, re-exported
		s("sync_src", "*, set_pipe: value, wait_pipe: value, event_id: value", nil),
		s("sync_dst", "*, set_pipe: value, wait_pipe: value, event_id: value", nil),
		s("bar_v", "", nil), s("bar_m", "", nil), s("bar_all", "", nil), s("fence", "", nil),
		s("set_ffts", "workspace", buildSetFFTS), // :112
		s("syncall", "*, core_type: value = 'mix', mode: value = 'hard', gm_workspace = None, used_cores = None", buildSyncall), // :123
		s("cacheinvalid", "tensor = None, shapes: ints = None, offsets: ints = None", buildCacheInvalid),                        // :232
		s("sync_set", "event_id, *, pipe: value, ffts_mode: value = None, core_type: value = None", buildCrossCoreSync),         // :68
		s("sync_wait", "event_id, *, pipe: value, core_type: value = None", buildCrossCoreSync),                                 // :92
		// :275-404: the cross-core pushes and pops are pl.tile's
		alias("system.tpush_to_aiv", "tile.tpush_to_aiv"), alias("system.tpush_to_aic", "tile.tpush_to_aic"),
		alias("system.tpop_from_aic", "tile.tpop_from_aic"), alias("system.tpop_from_aiv", "tile.tpop_from_aiv"),
		s("tfree_to_aic", "tile, span = None, *, split: value = None, id: value = None", nil), // :319
		s("tfree_to_aiv", "tile, span = None, *, split: value = None, id: value = None", nil), // :338
		// :405-423; base always (ir/op/system_ops.py:520-543)
		s("reserve_buffer", "*, name: value, size: value, base: value = pl.AUTO", nil),
		s("import_peer_buffer", "*, name: value, peer_func: value", nil),
		s("task_invalid", "", nil),            // :438
		s("available_cluster_count", "", nil), // :480
		s("available_aiv_count", "", nil),     // :511
		// ir/op/system_ops.py:456-517, re-exported
		s("aic_initialize_pipe", "c2v_consumer_buf = 0, v2c_consumer_buf = 0, *, dir_mask: value, slot_size: value, slot_num: value = None, local_slot_num: value = None, id: value = None", buildInitPipe),
		s("aiv_initialize_pipe", "c2v_consumer_buf = 0, v2c_consumer_buf = 0, *, dir_mask: value, slot_size: value, slot_num: value = None, local_slot_num: value = None, id: value = None", buildInitPipe),
		// prefetch_ops.py:52-110: the arguments pass through
		wrapper("prefetch.make_context", "", "prefetch.make_context", nil),
		wrapper("prefetch.async_prefetch", "src, ctx", "prefetch.async_prefetch", nil),
		wrapper("prefetch.session", "ctx", "prefetch.session", nil),
		wrapper("prefetch.wait", "event, session_handle", "prefetch.wait", nil),
	}
}

// dslClassName is type(x).__name__ of the DSL object wrapping an argument
// (_dsl_invoker.py _wrap_arg): Tensor, Tile, Scalar, ..., or the IR class of
// a constant.
func dslClassName(x Expr) string {
	switch x.(type) {
	case *ConstInt:
		return "ConstInt"
	case *ConstFloat:
		return "ConstFloat"
	}
	switch t := x.Type().(type) {
	case *TensorType:
		if t.Distributed {
			return "DistributedTensor"
		}
		return "Tensor"
	case *TileType:
		return "Tile"
	case *ScalarType:
		return "Scalar"
	case *ArrayType:
		return "Array"
	case *PtrType:
		return "Ptr"
	}
	return "Expr"
}

// buildSetFFTS: the workspace must be a tensor (system_ops.py:112-121);
// the op checks the rest.
func buildSetFFTS(a *dslArgs) (Expr, error) {
	ws, err := a.expr("workspace")
	if err != nil {
		return nil, err
	}
	if _, ok := ws.Type().(*TensorType); !ok {
		return nil, a.e.errf(a.pos, "set_ffts workspace must be a Tensor, got %s", dslClassName(ws))
	}
	return a.call("system.set_ffts", nil, nil)
}

// buildSyncall: the hard barrier passes core_type only, and refuses the
// soft form's operands (system_ops.py:123-145; ir/op/system_ops.py:316-
// 350). The model's soft form has no operands (docs/pypto-version.md,
// departure 2): mode, core_type and used_cores are its kwargs; a mode
// written explicitly is kept, as the model's programs carry it.
func buildSyncall(a *dslArgs) (Expr, error) {
	mode, err := a.value("mode")
	if err != nil {
		return nil, err
	}
	m, err := CoerceKwarg(KwSyncAllMode, mode)
	if err != nil {
		return nil, a.e.errf(a.pos, "syncall mode must be 'hard' or 'soft', got %s", valueRepr(mode))
	}
	ct, err := a.value("core_type")
	if err != nil {
		return nil, err
	}
	if m == SyncAllHard {
		if !a.isNone("gm_workspace") || !a.isNone("used_cores") {
			return nil, a.e.errf(a.pos, "syncall(mode='hard') takes no gm_workspace/used_cores; pass mode='soft' to use the GM-polling barrier")
		}
		var kws []Kwarg
		if a.given("mode") {
			kws = append(kws, Kwarg{Key: "mode", Value: mode})
		}
		op, ok := a.e.reg.Lookup("system.syncall")
		if !ok {
			return nil, a.e.errf(a.pos, "Operator 'system.syncall' not found in registry")
		}
		return a.create(op, nil, append(kws, Kwarg{Key: "core_type", Value: ct}))
	}
	if !a.isNone("gm_workspace") {
		return nil, a.e.errf(a.pos, "the model's soft syncall takes no gm_workspace (docs/pypto-version.md, departure 2)")
	}
	kws := []Kwarg{{Key: "mode", Value: mode}, {Key: "core_type", Value: ct}}
	if !a.isNone("used_cores") {
		uc, err := a.value("used_cores")
		if err != nil {
			return nil, err
		}
		kws = append(kws, Kwarg{Key: "used_cores", Value: uc})
	}
	op, ok := a.e.reg.Lookup("system.syncall")
	if !ok {
		return nil, a.e.errf(a.pos, "Operator 'system.syncall' not found in registry")
	}
	return a.create(op, nil, kws)
}

// buildCacheInvalid: cacheinvalid() or cacheinvalid(tensor, shapes,
// offsets), shapes and offsets one integer per tensor dimension
// (system_ops.py:232-265; ir/op/system_ops.py:245-312).
func buildCacheInvalid(a *dslArgs) (Expr, error) {
	if a.isNone("tensor") {
		if !a.isNone("shapes") || !a.isNone("offsets") {
			return nil, a.e.errf(a.pos, "system.cacheinvalid whole-GM form takes no shapes/offsets; pass (tensor, shapes, offsets) for the region form")
		}
		return a.call("system.cacheinvalid", nil, nil)
	}
	if a.isNone("shapes") || a.isNone("offsets") {
		return nil, a.e.errf(a.pos, "system.cacheinvalid region form requires both shapes and offsets (or pass no arguments for the whole-GM form)")
	}
	tensor, err := a.expr("tensor")
	if err != nil {
		return nil, err
	}
	t, ok := tensor.Type().(*TensorType)
	if !ok {
		return nil, a.e.errf(a.pos, "system.cacheinvalid tensor must have TensorType, got %s", PrintType(tensor.Type()))
	}
	for _, p := range []string{"shapes", "offsets"} {
		l, err := a.expr(p)
		if err != nil {
			return nil, err
		}
		if n := tupleLen(l); n != t.Rank() {
			return nil, a.e.errf(a.pos, "system.cacheinvalid %s must match tensor rank %d, got %d", p, t.Rank(), n)
		}
	}
	for _, p := range []string{"shapes", "offsets"} {
		l, _ := a.expr(p)
		for _, el := range l.(*MakeTuple).Elems {
			if st, ok := el.Type().(*ScalarType); ok && st.DType.IsFloat() {
				return nil, a.e.errf(a.pos, "system.cacheinvalid %s must be integers, got dtype %s", p, st.DType)
			}
		}
	}
	return a.call("system.cacheinvalid", nil, nil)
}

// buildCrossCoreSync: sync_set / sync_wait(event_id, *, pipe, ...): a
// Python-int event id is the event_id kwarg, an IR value (the parser's
// constant for a positional literal) the dynamic operand; ffts_mode and
// core_type only when given, core_type 'aic' or 'aiv'
// (ir/op/system_ops.py:147-210).
func buildCrossCoreSync(a *dslArgs) (Expr, error) {
	opName := "system." + a.f.name[len("system."):]
	pipe, err := a.value("pipe")
	if err != nil {
		return nil, err
	}
	kws := []Kwarg{{Key: "pipe", Value: pipe}}
	var args []Expr
	ev, err := a.expr("event_id")
	if err != nil {
		return nil, err
	}
	if c, ok := ev.(*ConstInt); ok && a.raw[a.f.param("event_id")] {
		kws = append(kws, Kwarg{Key: "event_id", Value: c.Value})
	} else {
		args = append(args, ev)
	}
	if a.f.param("ffts_mode") >= 0 && !a.isNone("ffts_mode") {
		v, err := a.value("ffts_mode")
		if err != nil {
			return nil, err
		}
		kws = append(kws, Kwarg{Key: "ffts_mode", Value: v})
	}
	if !a.isNone("core_type") {
		v, err := a.value("core_type")
		if err != nil {
			return nil, err
		}
		if v != "aic" && v != "aiv" {
			return nil, a.e.errf(a.pos, "%s core_type must be 'aic' or 'aiv', got %s", opName, valueRepr(v))
		}
		kws = append(kws, Kwarg{Key: "core_type", Value: v})
	}
	op, ok := a.e.reg.Lookup(opName)
	if !ok {
		return nil, a.e.errf(a.pos, "Operator '%s' not found in registry", opName)
	}
	return a.create(op, args, kws)
}

// buildInitPipe: aic_initialize_pipe / aiv_initialize_pipe: a consumer
// buffer given as a Python number (the default 0 included) is an INT32
// constant, an IR value (the parser's constant for a positional literal)
// is kept; dir_mask and slot_size always, the optional kwargs when given
// (ir/op/system_ops.py:410-517).
func buildInitPipe(a *dslArgs) (Expr, error) {
	args := map[string]Expr{}
	for _, p := range []string{"c2v_consumer_buf", "v2c_consumer_buf"} {
		x, err := a.expr(p)
		if err != nil {
			return nil, err
		}
		if c, ok := x.(*ConstInt); ok && (!a.given(p) || a.raw[a.f.param(p)]) {
			x = &ConstInt{Value: c.Value, DType: INT32, Pos: a.pos}
		}
		if c, ok := x.(*ConstFloat); ok && a.raw[a.f.param(p)] {
			x = &ConstInt{Value: int64(c.Value), DType: INT32, Pos: a.pos}
		}
		args[p] = x
	}
	return a.call(a.f.op, args, nil)
}
