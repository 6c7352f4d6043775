package ir

// The pld.* wrappers of the pinned PyPTO: pld.<category>.<op>
// (python/pypto/language/distributed/op/system_ops.py, tensor_ops.py,
// tile_ops.py over python/pypto/ir/op/distributed/) and the pld.<op> short
// forms (distributed/op/__init__.py, unified_ops.py). The parser's own
// checks of these calls (alloc_window_buffer only as an assignment's value,
// world_size only on the host) are in parse_distributed.go.
//
// A wrapper sees a positional literal as the parser's INDEX constant but a
// keyword literal as a Python int, which it types itself: the pyint@
// parameters (an INT32 peer or value, an INT64 byte size).
func dslDistributedFuncs() []*dslFunc {
	d := func(name, params string, build func(a *dslArgs) (Expr, error)) *dslFunc {
		return wrapper(name, params, name, build)
	}
	fs := []*dslFunc{
		// system_ops.py:49-237
		d("pld.system.world_size", "", nil),
		d("pld.system.get_comm_ctx", "dist_tensor", nil),
		d("pld.system.rank", "ctx", nil),
		d("pld.system.nranks", "ctx", nil),
		d("pld.system.notify", "target, peer: pyint@INT32, offsets: ints, value: pyint@INT32, *, op: value", nil),
		d("pld.system.wait", "signal, offsets: ints, expected: pyint@INT32, *, cmp: value", nil),
		d("pld.system.defer_wait", "signal, offsets: ints, expected: pyint@INT32, *, cmp: value", nil),
		// tensor_ops.py:174-1030
		noPrefix(d("pld.tensor.alloc_window_buffer", "size, *, dtype: value = None, name: value = ''", buildAllocWindowBuffer)),
		d("pld.tensor.window", "buf, shape: ints, *, dtype: value", buildWindow),
		d("pld.tensor.remote_store", "src, target, peer: pyint@INT32, offsets: ints, *, atomic: value = pld.AtomicType.None_", buildRemoteStore("tensor")),
		d("pld.tensor.put", "dst, peer: pyint@INT32, src, dst_offsets: ints = None, src_offsets: ints = None, shape: ints = None, *, atomic: value = pld.AtomicType.None_, chunk_rows: value = 0, chunk_cols: value = 0, pipeline: value = False", buildTransfer(true)),
		d("pld.tensor.get", "dst, peer: pyint@INT32, src, dst_offsets: ints = None, src_offsets: ints = None, shape: ints = None, *, chunk_rows: value = 0, chunk_cols: value = 0, pipeline: value = False", buildTransfer(false)),
		// signal: a sentinel default, omitted (tensor_ops.py:602-660).
		d("pld.tensor.allreduce", "target, signal = None, *, op: value = pld.ReduceOp.Sum, mode: value = 'mesh', core_num: value = 1", buildAllreduce),
		d("pld.tensor.barrier", "signal", buildCollective("signal")),
		d("pld.tensor.broadcast", "target, signal, *, root: value", buildCollective("target", "signal")),
		d("pld.tensor.allgather", "local_data, target, signal", buildCollective("target", "signal")),
		d("pld.tensor.reduce_scatter", "target, signal, *, op: value = pld.ReduceOp.Sum", buildCollective("target", "signal")),
		d("pld.tensor.all_to_all", "input, target, signal", buildCollective("target", "signal")),
		d("pld.tensor.all_to_all_v", "input, target, signal, send_counts, recv_counts", buildCollective("target", "signal", "recv_counts")),
		// tile_ops.py:43-320
		d("pld.tile.remote_load", "target, peer, offsets: ints, shape: ints, valid_shape: ints = None", buildRemoteLoad(false)),
		wrapper("pld.tile._remote_load_with_physical_tail_padding", "target, peer, offsets: ints, shape: ints, valid_shape: ints", "pld.tile.remote_load", buildRemoteLoad(true)),
		d("pld.tile.remote_store", "src_tile, target, peer: pyint@INT32, offsets: ints, *, atomic: value = pld.AtomicType.None_", buildRemoteStore("tile")),
		d("pld.tile.put", "dst, peer: pyint@INT32, src, stage, stage2 = None, dst_offsets: ints = None, src_offsets: ints = None, shape: ints = None, *, atomic: value = pld.AtomicType.None_", buildTileTransfer(true)),
		d("pld.tile.get", "dst, peer: pyint@INT32, src, stage, stage2 = None, dst_offsets: ints = None, src_offsets: ints = None, shape: ints = None", buildTileTransfer(false)),
		// unified_ops.py:50: dispatches on its source's level
		wrapper("pld.remote_store", "src, target, peer: pyint@INT32, offsets: ints, *, atomic: value = pld.AtomicType.None_", "", buildRemoteStore("")),
	}
	// The short forms (distributed/op/__init__.py).
	for _, n := range []string{
		"system.world_size", "system.get_comm_ctx", "system.rank", "system.nranks",
		"tensor.alloc_window_buffer", "tensor.window", "tile.remote_load",
	} {
		_, short, _ := cutLast(n)
		fs = append(fs, alias("pld."+short, "pld."+n))
	}
	return fs
}

// noPrefix marks a wrapper the parser calls itself (dslFunc.noPrefix).
func noPrefix(f *dslFunc) *dslFunc {
	f.noPrefix = true
	return f
}

// cutLast splits a dotted name at its last dot.
func cutLast(s string) (head, tail string, ok bool) {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			return s[:i], s[i+1:], true
		}
	}
	return "", s, false
}

// windowArg reads a parameter that must be window-bound (a
// DistributedTensor), with _unwrap_distributed_tensors' TypeError
// (distributed/op/_utils.py:55-63).
func (a *dslArgs) windowArg(op, role string) (Expr, error) {
	x, err := a.expr(role)
	if err != nil {
		return nil, err
	}
	if x == nil || !IsDistributed(x.Type()) {
		return nil, a.e.errf(a.pos, "%s expects a DistributedTensor %s (window-bound); got %s", op, role, printTypeOf(x))
	}
	return x, nil
}

// printTypeOf is a wrapper's "got" in a TypeError: the printed type of an
// IR value (python_print_type), NoneType for None.
func printTypeOf(x Expr) string {
	if x == nil {
		return "NoneType"
	}
	return PrintType(x.Type())
}

// atomicValue reads an atomic= parameter: pl.AtomicType.X, pld.AtomicType.X
// or an int 0 or 1.
func (a *dslArgs) atomicValue(op string) (AtomicType, error) {
	v, err := a.value("atomic")
	if err != nil {
		return 0, err
	}
	switch x := v.(type) {
	case AtomicType:
		return x, nil
	case int64:
		if x != 0 && x != 1 {
			return 0, a.e.errf(a.pos, "%s atomic must be AtomicType.None_ or AtomicType.Add (got int %d)", op, x)
		}
		return AtomicType(x), nil
	}
	return 0, a.e.errf(a.pos, "%s: atomic must be an AtomicType, got %s", op, valueRepr(v))
}

// intValue reads a static integer parameter (an int, or a module constant
// bound to one).
func (a *dslArgs) intValue(name string) (int64, bool, error) {
	v, err := a.value(name)
	if err != nil {
		return 0, false, err
	}
	n, ok := v.(int64)
	return n, ok, nil
}

// buildAllocWindowBuffer: buf = pld.alloc_window_buffer(size | shape, *,
// dtype=None), its name the assignment's target: a Python int size, or a
// static shape's byte size, is an INT64 constant; a dynamic shape's byte
// size an INT64 product (tensor_ops.py:91-215; the parser's checks,
// ast_parser.py:2157-2231, are in parse_distributed.go).
func buildAllocWindowBuffer(a *dslArgs) (Expr, error) {
	name := a.e.lhsName
	var size Expr
	if elems, isList := tupleElems(a.x[a.f.param("size")]); isList {
		if a.isNone("dtype") {
			return nil, a.e.errf(a.pos, "pld.tensor.alloc_window_buffer requires dtype= when the first argument is a shape (list / tuple of per-rank dimensions)")
		}
		dt, err := a.value("dtype")
		if err != nil {
			return nil, err
		}
		d, ok := dt.(DataType)
		if !ok {
			return nil, a.e.errf(a.pos, "pld.tensor.alloc_window_buffer dtype must be a DataType, got %s", valueRepr(dt))
		}
		if size, err = a.e.windowBytes(elems, d, a.pos); err != nil {
			return nil, err
		}
	} else {
		if !a.isNone("dtype") {
			return nil, a.e.errf(a.pos, "pld.tensor.alloc_window_buffer dtype= is only valid when the first argument is a shape (list / tuple), not a scalar byte size")
		}
		var err error
		if size, err = a.expr("size"); err != nil {
			return nil, err
		}
		if c, ok := size.(*ConstInt); ok && a.raw[a.f.param("size")] {
			size = &ConstInt{Value: c.Value, DType: INT64, Pos: c.Pos}
		}
	}
	op, ok := a.e.reg.Lookup("pld.tensor.alloc_window_buffer")
	if !ok {
		return nil, a.e.errf(a.pos, "Operator 'pld.tensor.alloc_window_buffer' not found in registry")
	}
	x, err := a.create(op, []Expr{size}, []Kwarg{{Key: "name", Value: name}})
	if err == nil {
		a.e.windowNames[name] = true
	}
	return x, err
}

// buildWindow: window(buf, shape, *, dtype) of a Ptr handle
// (tensor_ops.py:266-300).
func buildWindow(a *dslArgs) (Expr, error) {
	buf, err := a.expr("buf")
	if err != nil {
		return nil, err
	}
	if _, ok := buf.Type().(*PtrType); !ok {
		return nil, a.e.errf(a.pos, "pld.tensor.window expects a Ptr handle (output of pld.tensor.alloc_window_buffer); got %s", PrintType(buf.Type()))
	}
	return a.call("pld.tensor.window", nil, nil)
}

// buildRemoteStore is remote_store(src, target, peer, offsets, *,
// atomic=None_) of level (tensor_ops.py:307-360, tile_ops.py:134-170);
// level "" is the pld.remote_store short form, which dispatches on its
// source's level (unified_ops.py:50-70). The atomic kwarg is set only when
// not None_.
func buildRemoteStore(level string) func(a *dslArgs) (Expr, error) {
	return func(a *dslArgs) (Expr, error) {
		srcParam := a.f.params[0].name
		src, err := a.expr(srcParam)
		if err != nil {
			return nil, err
		}
		lvl := level
		if lvl == "" {
			lvl = "tensor"
			if _, ok := src.Type().(*TileType); ok {
				lvl = "tile"
			}
		}
		opName := "pld." + lvl + ".remote_store"
		target, err := a.expr("target")
		if err != nil {
			return nil, err
		}
		if !IsDistributed(target.Type()) {
			return nil, a.e.errf(a.pos, "%s expects a DistributedTensor target (window-bound); got %s", opName, PrintType(target.Type()))
		}
		if lvl == "tensor" && !IsPlainTensor(src.Type()) {
			return nil, a.e.errf(a.pos, "pld.tensor.remote_store expects a Tensor src (a tensor-level value); got %s. In a tile-level kernel use pld.tile.remote_store; to push one window buffer into another use pld.tensor.put.", PrintType(src.Type()))
		}
		atomic, err := a.atomicValue(opName)
		if err != nil {
			return nil, err
		}
		var kws []Kwarg
		if atomic != AtomicNone {
			kws = []Kwarg{{Key: "atomic", Value: atomic}}
		}
		op, ok := a.e.reg.Lookup(opName)
		if !ok {
			return nil, a.e.errf(a.pos, "Operator '%s' not found in registry", opName)
		}
		args := []Expr{src, target}
		for _, p := range []string{"peer", "offsets"} {
			x, err := a.expr(p)
			if err != nil {
				return nil, err
			}
			args = append(args, x)
		}
		return a.create(op, args, kws)
	}
}

// chunkKwargs checks a put / get's chunk_rows / chunk_cols / pipeline and
// gives the kwargs the IR wrapper sets from them, each only when not its
// default (tensor_ops.py:59-88, _validate_chunk / _validate_pipeline).
func (a *dslArgs) chunkKwargs(op string) ([]Kwarg, error) {
	var rc [2]int64
	for i, p := range []string{"chunk_rows", "chunk_cols"} {
		v, err := a.value(p)
		if err != nil {
			return nil, err
		}
		n, ok := v.(int64)
		if !ok {
			return nil, a.e.errf(a.pos, "%s %s must be an int (static), got %s", op, p, pyTypeOfValue(v))
		}
		if n < 0 {
			return nil, a.e.errf(a.pos, "%s %s must be non-negative (0 = full), got %d", op, p, n)
		}
		rc[i] = n
	}
	pipeline, err := a.flag("pipeline")
	if err != nil {
		return nil, err
	}
	if pipeline && (rc[0] <= 0 || rc[1] <= 0) {
		return nil, a.e.errf(a.pos, "%s pipeline=True requires both chunk_rows>0 and chunk_cols>0 (got chunk_rows=%d, chunk_cols=%d)", op, rc[0], rc[1])
	}
	var kws []Kwarg
	if rc[0] != 0 {
		kws = append(kws, Kwarg{Key: "chunk_rows", Value: rc[0]})
	}
	if rc[1] != 0 {
		kws = append(kws, Kwarg{Key: "chunk_cols", Value: rc[1]})
	}
	if pipeline {
		kws = append(kws, Kwarg{Key: "pipeline", Value: true})
	}
	return kws, nil
}

// pyTypeOfValue is type(v).__name__ of a wrapper's value.
func pyTypeOfValue(v any) string {
	switch v.(type) {
	case float64:
		return "float"
	case string:
		return "str"
	case bool:
		return "bool"
	case dslNoneType, nil:
		return "NoneType"
	case dslScalarValue:
		return "Scalar"
	case dslExprValue:
		return "ConstInt"
	}
	return "int"
}

// regionArgs reads the dst_offsets / src_offsets / shape of a put / get:
// all three or none.
func (a *dslArgs) regionArgs(op string) ([]Expr, error) {
	params := []string{"dst_offsets", "src_offsets", "shape"}
	given := 0
	for _, p := range params {
		if !a.isNone(p) {
			given++
		}
	}
	if given == 0 {
		return nil, nil
	}
	if given != 3 {
		return nil, a.e.errf(a.pos, "%s dst_offsets, src_offsets, and shape must be provided together", op)
	}
	out := make([]Expr, 3)
	for i, p := range params {
		x, err := a.expr(p)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

// transferEnds checks a put's / get's window-bound and plain ends.
func (a *dslArgs) transferEnds(op string, put bool, dst, src Expr) error {
	win, plain := dst, src
	winRole, plainRole := "dst", "src"
	if !put {
		win, plain, winRole, plainRole = src, dst, "src", "dst"
	}
	check := func(role string) error {
		if role == winRole {
			if !IsDistributed(win.Type()) {
				return a.e.errf(a.pos, "%s expects a DistributedTensor %s (window-bound); got %s", op, winRole, PrintType(win.Type()))
			}
			return nil
		}
		if _, ok := plain.Type().(*TensorType); !ok {
			return a.e.errf(a.pos, "%s expects a Tensor or DistributedTensor %s; got %s", op, plainRole, PrintType(plain.Type()))
		}
		return nil
	}
	// dst is checked first (tensor_ops.py:379-490).
	if err := check("dst"); err != nil {
		return err
	}
	return check("src")
}

// buildTransfer is pld.tensor.put / get(dst, peer, src, dst_offsets=None,
// src_offsets=None, shape=None, *, [atomic=None_,] chunk_rows=0,
// chunk_cols=0, pipeline=False): the IR put always passes atomic
// (tensor_ops.py:379-560).
func buildTransfer(put bool) func(a *dslArgs) (Expr, error) {
	opName := "pld.tensor.get"
	if put {
		opName = "pld.tensor.put"
	}
	return func(a *dslArgs) (Expr, error) {
		chunks, err := a.chunkKwargs(opName)
		if err != nil {
			return nil, err
		}
		dst, err := a.expr("dst")
		if err != nil {
			return nil, err
		}
		src, err := a.expr("src")
		if err != nil {
			return nil, err
		}
		if err := a.transferEnds(opName, put, dst, src); err != nil {
			return nil, err
		}
		region, err := a.regionArgs(opName)
		if err != nil {
			return nil, err
		}
		peer, err := a.expr("peer")
		if err != nil {
			return nil, err
		}
		var kws []Kwarg
		if put {
			atomic, err := a.atomicValue(opName)
			if err != nil {
				return nil, err
			}
			kws = append(kws, Kwarg{Key: "atomic", Value: atomic})
		}
		op, ok := a.e.reg.Lookup(opName)
		if !ok {
			return nil, a.e.errf(a.pos, "Operator '%s' not found in registry", opName)
		}
		return a.create(op, append([]Expr{dst, peer, src}, region...), append(kws, chunks...))
	}
}

// buildTileTransfer is pld.tile.put / get(dst, peer, src, stage,
// stage2=None, dst_offsets=None, src_offsets=None, shape=None[, *,
// atomic=None_]): a list in the stage2 slot starts the region, as the
// printer writes a single-stage subregion (tile_ops.py:201-320).
func buildTileTransfer(put bool) func(a *dslArgs) (Expr, error) {
	opName := "pld.tile.get"
	if put {
		opName = "pld.tile.put"
	}
	return func(a *dslArgs) (Expr, error) {
		if i := a.f.param("stage2"); a.x[i] != nil {
			if _, isList := tupleElems(a.x[i]); isList {
				a.shiftRegion(i)
			}
		}
		dst, err := a.expr("dst")
		if err != nil {
			return nil, err
		}
		src, err := a.expr("src")
		if err != nil {
			return nil, err
		}
		if err := a.transferEnds(opName, put, dst, src); err != nil {
			return nil, err
		}
		region, err := a.regionArgs(opName)
		if err != nil {
			return nil, err
		}
		var args []Expr
		for _, p := range []string{"dst", "peer", "src", "stage", "stage2"} {
			if a.isNone(p) {
				continue
			}
			x, err := a.expr(p)
			if err != nil {
				return nil, err
			}
			args = append(args, x)
		}
		var kws []Kwarg
		if put {
			atomic, err := a.atomicValue(opName)
			if err != nil {
				return nil, err
			}
			kws = []Kwarg{{Key: "atomic", Value: atomic}}
		}
		op, ok := a.e.reg.Lookup(opName)
		if !ok {
			return nil, a.e.errf(a.pos, "Operator '%s' not found in registry", opName)
		}
		return a.create(op, append(args, region...), kws)
	}
}

// shiftRegion moves the arguments from parameter i on one parameter
// later (stage2, dst_offsets, src_offsets -> dst_offsets, src_offsets,
// shape), leaving parameter i None.
func (a *dslArgs) shiftRegion(i int) {
	for j := len(a.f.params) - 1; j > i; j-- {
		if a.f.params[j].kwOnly {
			continue
		}
		a.x[j], a.kw[j], a.vals[j], a.raw[j] = a.x[j-1], a.kw[j-1], a.vals[j-1], a.raw[j-1]
	}
	a.x[i], a.vals[i] = nil, nil
	// A list read as an expression parameter is a MakeTuple already.
}

// buildAllreduce: allreduce(target, signal=<omitted>, *, op=Sum,
// mode="mesh", core_num=1); the IR wrapper always passes op, mode and
// core_num (tensor_ops.py:602-660).
func buildAllreduce(a *dslArgs) (Expr, error) {
	const opName = "pld.tensor.allreduce"
	cn, err := a.value("core_num")
	if err != nil {
		return nil, err
	}
	coreNum, ok := cn.(int64)
	if !ok {
		return nil, a.e.errf(a.pos, "%s core_num must be a positive compile-time int, got %s", opName, pyTypeOfValue(cn))
	}
	if coreNum <= 0 {
		return nil, a.e.errf(a.pos, "%s core_num must be positive, got %d", opName, coreNum)
	}
	mode, err := a.value("mode")
	if err != nil {
		return nil, err
	}
	reduce, err := a.value("op")
	if err != nil {
		return nil, err
	}
	args := []Expr{}
	target, err := a.windowArg(opName, "target")
	if err != nil {
		return nil, err
	}
	args = append(args, target)
	if !a.given("signal") {
		if mode != "mesh" {
			return nil, a.e.errf(a.pos, "%s mode=\"%v\" requires an explicit signal; host signal synthesis only supports mesh mode. Pass a window-bound signal, e.g. pld.tensor.allreduce(target, signal, mode=\"ring\").", opName, mode)
		}
	} else {
		if a.isNone("signal") {
			return nil, a.e.errf(a.pos, "%s signal cannot be None; omit the signal argument for host synthesis", opName)
		}
		signal, err := a.windowArg(opName, "signal")
		if err != nil {
			return nil, err
		}
		args = append(args, signal)
	}
	op, ok := a.e.reg.Lookup(opName)
	if !ok {
		return nil, a.e.errf(a.pos, "Operator '%s' not found in registry", opName)
	}
	return a.create(op, args, []Kwarg{{Key: "op", Value: reduce}, {Key: "mode", Value: mode}, {Key: "core_num", Value: coreNum}})
}

// buildCollective is a collective other than allreduce: its window-bound
// parameters checked in order, then the op built from every parameter,
// broadcast's root and reduce_scatter's op as kwargs (tensor_ops.py:
// 771-1030).
func buildCollective(windows ...string) func(a *dslArgs) (Expr, error) {
	return func(a *dslArgs) (Expr, error) {
		opName := a.f.name
		for _, w := range windows {
			if _, err := a.windowArg(opName, w); err != nil {
				return nil, err
			}
		}
		if a.f.param("root") >= 0 {
			if _, ok, err := a.intValue("root"); err != nil || !ok {
				if err == nil {
					err = a.e.errf(a.pos, "%s root must be an int", opName)
				}
				return nil, err
			}
		}
		return a.call(opName, nil, nil)
	}
}

// buildRemoteLoad: remote_load(target, peer, offsets, shape,
// valid_shape=None), and the printer's private tail-padding form, which
// sets allow_physical_tail_padding (tile_ops.py:43-130;
// python_printer.cpp:1031-1038).
func buildRemoteLoad(tailPadding bool) func(a *dslArgs) (Expr, error) {
	return func(a *dslArgs) (Expr, error) {
		target, err := a.expr("target")
		if err != nil {
			return nil, err
		}
		if !IsDistributed(target.Type()) {
			return nil, a.e.errf(a.pos, "pld.tile.remote_load expects a DistributedTensor target (window-bound); got %s", PrintType(target.Type()))
		}
		var kws []Kwarg
		if tailPadding {
			kws = []Kwarg{{Key: "allow_physical_tail_padding", Value: true}}
		}
		return a.call("pld.tile.remote_load", nil, kws)
	}
}
