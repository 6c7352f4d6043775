package ir

import "math"

// The pl.tensor.* wrappers of the pinned PyPTO
// (python/pypto/language/op/tensor_ops.py over python/pypto/ir/op/
// tensor_ops.py). Parameter lists are the language-level ones; the builds
// follow the IR-level wrapper's choice of arguments and kwargs (the IR
// wrapper's line is given where it decides something).
func dslTensorFuncs() []*dslFunc {
	t := func(name, params string, build func(a *dslArgs) (Expr, error)) *dslFunc {
		return wrapper("tensor."+name, params, "tensor."+name, build)
	}
	// scalar is a tensor-scalar op whose literal falls back to FP32 on a
	// tensor without an integer dtype (ir/op/tensor_ops.py:512, ...).
	scalar := "lhs, rhs: scalarf@lhs"
	return []*dslFunc{
		// creation and access (ir/op/tensor_ops.py:60-290)
		t("create", "shape: ints, dtype: value, layout: value = pl.TensorLayout.ND, manual_dep: ifset = False, init_value: value = None", buildTensorCreate),
		wrapper("tensor.create_tensor", "shape: ints, dtype: value, layout: value = pl.TensorLayout.ND, manual_dep: ifset = False, init_value: value = None", "tensor.create", buildTensorCreate),
		// no_dep and dump_tag return the tensor: the parser reads their
		// marks where they matter (language/op/tensor_ops.py:221-320).
		wrapper("tensor.no_dep", "tensor", "", buildIdentity), wrapper("tensor.dump_tag", "tensor", "", buildIdentity),
		t("read", "tensor, indices: ints", nil),
		t("write", "tensor, indices: ints, value", nil),
		t("dim", "tensor, axis", nil),
		t("full", "shape: ints, dtype: value, value", buildTileFull),
		t("ci", "start: cint@dtype, shape: ints, dtype: value = pl.INT32, descending: value = False", nil),
		wrapper("tensor.arange", "start: cint@dtype, shape: ints, dtype: value = pl.INT32, descending: value = False", "tensor.ci", nil),
		t("random", "key0: cint@INT32, key1: cint@INT32, counter0: cint@INT32, counter1: cint@INT32, counter2: cint@INT32, counter3: cint@INT32, shape: ints, dtype: value = pl.UINT32, rounds: value = 10", nil),
		t("create_l1", "shape: ints, dtype: value, transpose: value = False", nil),
		t("alloc", "memory_space, size", nil),
		t("get_block_idx", "", nil), t("get_subblock_idx", "", nil), t("get_block_num", "", nil),
		// views and transforms (:296-361, :1765-1961)
		t("slice", "tensor, shape: ints, offset: ints, valid_shape: ints = None, drop_dims: ints = None, pad_value: value = None, clamp: ifset = False", buildTensorSlice),
		t("fillpad", "tensor, pad_value: value = pl.PadValue.zero", buildFillpad),
		t("fillpad_expand", "tensor, shape: ints, pad_value: value = pl.PadValue.zero", buildFillpad),
		t("set_validshape", "tensor, valid_rows, valid_cols", nil),
		t("assemble", "target, source, offset: ints, *, atomic: value = pl.AtomicType.None_", buildTensorAssemble),
		t("concat", "src0, src1", nil),
		t("reshape", "tensor, shape: ints", nil),
		t("reinterpret_view", "data, dtype: value, *, shape: ints = None", nil),
		t("transpose", "tensor, axis1, axis2", nil),
		t("view", "tensor, shape: ints = None, valid_shape: ints = None, *, layout: value = None", nil),
		t("expand_clone", "src, target", nil),
		t("gather_row", "acc, src, dst_offset: ints, src_offset: ints, shapes: ints, transpose: value = False, *, valid_shape: ints = None", nil),
		// matmul (:420-494)
		t("matmul", "lhs, rhs, out_dtype: value = None, a_trans: value = False, b_trans: value = False, c_matrix_nz: value = False", buildTensorMatmul),
		t("matmul_acc", "acc, lhs, rhs, a_trans: value = False, b_trans: value = False, init_cond = None", nil),
		// elementwise (:500-1049)
		t("mul", scalar, binaryOrScalar("tensor.mul", "tensor.muls")), t("muls", scalar, nil),
		t("add", scalar, binaryOrScalar("tensor.add", "tensor.adds")), t("adds", scalar, nil),
		t("sub", scalar, binaryOrScalar("tensor.sub", "tensor.subs")), t("subs", scalar, nil),
		t("div", scalar+", high_precision: ifset = False", buildTensorDiv), t("divs", scalar, nil),
		t("part_add", "lhs, rhs", nil), t("part_mul", "lhs, rhs", nil),
		t("part_max", "lhs, rhs", nil), t("part_min", "lhs, rhs", nil),
		t("fmod", scalar, binaryOrScalar("tensor.fmod", "tensor.fmods")), t("fmods", scalar, nil),
		t("maximum", scalar, nil), t("minimum", scalar, nil),
		t("cmp", "lhs, rhs: scalarf@lhs, cmp_type: value = 0", nil),
		wrapper("tensor.and_", "lhs, rhs: scalar@lhs", "tensor.and", binaryOrScalar("tensor.and", "tensor.ands")),
		t("ands", "lhs, rhs: scalar@lhs", nil),
		wrapper("tensor.or_", "lhs, rhs: scalar@lhs", "tensor.or", binaryOrScalar("tensor.or", "tensor.ors")),
		t("ors", "lhs, rhs: scalar@lhs", nil),
		t("xor", "lhs, rhs: scalar@lhs", binaryOrScalar("tensor.xor", "tensor.xors")), t("xors", "lhs, rhs: scalar@lhs", nil),
		wrapper("tensor.not_", "input", "tensor.not", nil),
		t("shl", "lhs, rhs: scalar@lhs", binaryOrScalar("tensor.shl", "tensor.shls")), t("shls", "lhs, rhs: scalar@lhs", nil),
		t("shr", "lhs, rhs: scalar@lhs", binaryOrScalar("tensor.shr", "tensor.shrs")), t("shrs", "lhs, rhs: scalar@lhs", nil),
		// reductions and broadcasts (:1055-1546)
		t("row_max", "input", nil), t("row_sum", "input", nil), t("row_min", "input", nil), t("row_prod", "input", nil),
		t("col_sum", "input", nil), t("col_max", "input", nil), t("col_min", "input", nil), t("col_prod", "input", nil),
		t("row_argmax", "input", nil), t("row_argmin", "input", nil), t("col_argmax", "input", nil), t("col_argmin", "input", nil),
		t("row_expand", "target, row_vec", nil),
		t("row_expand_mul", "tensor, row_vec", nil), t("row_expand_div", "tensor, row_vec", nil),
		t("row_expand_add", "tensor, row_vec", nil), t("row_expand_sub", "tensor, row_vec", nil),
		t("row_expand_max", "tensor, row_vec", nil), t("row_expand_min", "tensor, row_vec", nil),
		t("row_expand_expdif", "tensor, row_vec", nil),
		t("col_expand", "tensor, col_vec", nil),
		t("col_expand_mul", "tensor, col_vec", nil), t("col_expand_sub", "tensor, col_vec", nil),
		t("col_expand_div", "tensor, col_vec", nil), t("col_expand_add", "tensor, col_vec", nil),
		t("col_expand_max", "tensor, col_vec", nil), t("col_expand_min", "tensor, col_vec", nil),
		t("col_expand_expdif", "tensor, col_vec", nil),
		t("expands", "target, scalar: scalarf@target", nil),
		// unary (:1550-1710)
		t("exp", "input", nil), t("log", "input, high_precision: ifset = False", nil),
		t("sin", "input", nil), t("cos", "input", nil), t("neg", "input", nil), t("abs", "input", nil),
		t("recip", "input, high_precision: ifset = False", nil), t("sqrt", "input", nil),
		t("rsqrt", "input, high_precision: ifset = False", nil),
		t("cast", "input, target_type: value, mode: value = 'round'", buildCast),
		// sort, gather, scatter (:2030-2520)
		t("sort32", "src, idx", nil),
		wrapper("tensor.mrgsort", "src0, src1 = None, src2 = None, src3 = None, *, exhausted: value = False, block_len = None", "", buildMrgsort("tensor")), // :2078
		// :2158: the index form (tensor.gather, dim a kwarg), mask_pattern=
		// (tensor.gather_mask) or kvalue=/cmp_mode=/out_cols=
		// (tensor.gather_compare) (ir/op/tensor_ops.py:2147-2256)
		t("gather", "input, dim = None, index = None, *, mask_pattern: value = None, output_dtype: value = None, kvalue = None, cmp_mode: value = None, out_cols: value = None, offset: value = 0, count_dtype: value = None", buildTensorGather),
		// :2411: the index form (tensor.scatter, dim a kwarg) or
		// mask_pattern=, dst= (tensor.scatter_mask) (ir/op/tensor_ops.py:2446-2512)
		t("scatter", "input, dim: value = None, index = None, src = None, *, mask_pattern: value = None, dst = None", buildTensorScatter),
		wrapper("tensor.scatter_update", "input, *args, **kwargs", "", buildScatterUpdate("tensor")),
		// :2265 (ir/op/tensor_ops.py:2309-2362: every kwarg, in this order)
		t("paged_gather", "src, indices, block_table, block_size: value, size: value, max_indices: value, *, space: value = pl.Mem.Mat, col_off: value = 0, is_trans: value = False, is_b_matrix: value = False", buildPagedGather),
	}
}

// dslIRBuilders are the IR-level builders PyPTO's parser calls for a
// pl.tile / pl.tensor name no DSL wrapper has: the forms its printer
// writes for ops only passes build (ast_parser.py:8430-8480,
// _dispatch_ir_builder_op; python/pypto/ir/op/tile_ops.py,
// tensor_ops.py). They take the IR values as given.
func dslIRBuilders() []*dslFunc {
	b := func(name, params string, build func(a *dslArgs) (Expr, error)) *dslFunc {
		f := wrapper(name, params, name, build)
		f.irBuilder = true
		return f
	}
	return []*dslFunc{
		b("tile.mrgsort_format1", "src0, block_len, span = None", buildMrgsort("tile")),                  // tile_ops.py:3421
		b("tile.mrgsort_format2", "*args, exhausted: value = False, span = None", buildMrgsort2("tile")), // :3429
		b("tile.tget_scale_addr", "dst_scale, src, span = None", nil),                                    // :1898
		b("tensor.mrgsort_format1", "src0, block_len, span = None", buildMrgsort("tensor")),              // tensor_ops.py
		b("tensor.mrgsort_format2", "*args, exhausted: value = False, span = None", buildMrgsort2("tensor")),
		// tensor_ops.py:2258, :2275, :2515: through gather / scatter
		b("tensor.gather_mask", "input, mask_pattern: value, output_dtype: value = None, span = None", buildTensorGather),
		b("tensor.gather_compare", "input, kvalue, *, cmp_mode: value, offset: value = 0, out_cols: value, count_dtype: value = None, span = None", buildTensorGather),
		b("tensor.scatter_mask", "input, dst, mask_pattern: value, span = None", buildTensorScatter),
	}
}

// buildIdentity returns the wrapper's one argument.
func buildIdentity(a *dslArgs) (Expr, error) { return a.expr(a.f.params[0].name) }

// buildTensorDiv is buildDiv for tensors (ir/op/tensor_ops.py:617-640).
func buildTensorDiv(a *dslArgs) (Expr, error) { return buildDiv(a, "tensor", "Tensor") }

// buildTensorGather is the gather wrapper (language/op/tensor_ops.py:
// 2158-2230 over ir/op/tensor_ops.py:2147-2256), and the IR builders
// gather_mask / gather_compare that call it: one of the index form (dim,
// index: tensor.gather with dim a kwarg), the mask form (mask_pattern=,
// output_dtype=: tensor.gather_mask) and the compare form (kvalue=,
// cmp_mode=, out_cols=, offset=, count_dtype=: tensor.gather_compare).
func buildTensorGather(a *dslArgs) (Expr, error) {
	has := func(name string) bool { return a.f.param(name) >= 0 && !a.isNone(name) }
	isIndex := has("dim") || has("index")
	isMask := has("mask_pattern")
	isCompare := has("kvalue") || has("cmp_mode") || has("out_cols")
	n := 0
	for _, b := range []bool{isIndex, isMask, isCompare} {
		if b {
			n++
		}
	}
	if n > 1 {
		return nil, a.e.errf(a.pos, "gather() index form (dim, index), mask form (mask_pattern=...) and compare form (kvalue=..., cmp_mode=..., out_cols=...) are mutually exclusive; do not mix kwargs from different forms")
	}
	dslLevel := !a.f.irBuilder
	input, err := a.expr("input")
	if err != nil {
		return nil, err
	}
	op := func(name string) (*OpDef, error) {
		o, ok := a.e.reg.Lookup(name)
		if !ok {
			return nil, a.e.errf(a.pos, "Operator '%s' not found in registry", name)
		}
		return o, nil
	}
	kw := func(name string) (any, error) {
		v, err := a.value(name)
		if err != nil {
			return nil, err
		}
		return v, nil
	}
	switch {
	case isMask:
		mp, err := kw("mask_pattern")
		if err != nil {
			return nil, err
		}
		kws := []Kwarg{{Key: "mask_pattern", Value: mp}}
		if has("output_dtype") {
			od, err := kw("output_dtype")
			if err != nil {
				return nil, err
			}
			kws = append(kws, Kwarg{Key: "output_dtype", Value: od})
		}
		o, err := op("tensor.gather_mask")
		if err != nil {
			return nil, err
		}
		return a.create(o, []Expr{input}, kws)
	case isCompare:
		if !has("kvalue") || !has("cmp_mode") || !has("out_cols") {
			return nil, a.e.errf(a.pos, "gather() compare form requires kvalue, cmp_mode and out_cols all set")
		}
		if has("output_dtype") {
			if dslLevel {
				return nil, a.e.errf(a.pos, "output_dtype is only valid for the mask form of gather(); use mask_pattern=<int>")
			}
			return nil, a.e.errf(a.pos, "gather() output_dtype is only valid for the mask form; use mask_pattern=<int>")
		}
		kv, err := a.expr("kvalue")
		if err != nil {
			return nil, err
		}
		cm, err := kw("cmp_mode")
		if err != nil {
			return nil, err
		}
		mode, err := resolveGatherCompareMode(cm)
		if err != nil {
			return nil, a.e.errf(a.pos, "%v", err)
		}
		kws := []Kwarg{{Key: "cmp_mode", Value: mode}}
		for _, k := range []string{"offset", "out_cols", "count_dtype"} {
			v, err := kw(k)
			if err != nil {
				return nil, err
			}
			if v != dslNone {
				kws = append(kws, Kwarg{Key: k, Value: v})
			}
		}
		o, err := op("tensor.gather_compare")
		if err != nil {
			return nil, err
		}
		return a.create(o, []Expr{input, kv}, kws)
	}
	if dslLevel && has("output_dtype") {
		return nil, a.e.errf(a.pos, "output_dtype is only valid for the mask form of gather(); use mask_pattern=<int>")
	}
	if !isIndex {
		return nil, a.e.errf(a.pos, "gather() requires (dim, index) for index form, mask_pattern=<int> for mask form, or (kvalue=..., cmp_mode=..., out_cols=...) for compare form")
	}
	if !has("dim") || !has("index") {
		return nil, a.e.errf(a.pos, "gather() index form requires both dim and index")
	}
	index, err := a.expr("index")
	if err != nil {
		return nil, err
	}
	dim, err := a.dimArg()
	if err != nil {
		return nil, err
	}
	o, err := op("tensor.gather")
	if err != nil {
		return nil, err
	}
	return a.create(o, []Expr{input, index}, []Kwarg{{Key: "dim", Value: dim}})
}

// dimArg reads gather's dim, an expression parameter: an integer, or the
// parser's constant (ir/op/tensor_ops.py:2245-2252).
func (a *dslArgs) dimArg() (int64, error) {
	d, err := a.expr("dim")
	if err != nil {
		return 0, err
	}
	if c, ok := d.(*ConstInt); ok {
		return c.Value, nil
	}
	return 0, a.e.errf(a.pos, "dim must be int or ConstInt, got %s", irClassName(d))
}

// buildTensorScatter is the scatter wrapper (language/op/tensor_ops.py:
// 2411-2450 over ir/op/tensor_ops.py:2446-2512), and the IR builder
// scatter_mask that calls it: the index form (dim, index, src:
// tensor.scatter, dim a kwarg as passed) or the mask form (mask_pattern=,
// dst=: tensor.scatter_mask).
func buildTensorScatter(a *dslArgs) (Expr, error) {
	has := func(name string) bool { return a.f.param(name) >= 0 && !a.isNone(name) }
	isIndex := has("dim") || has("index") || has("src")
	isMask := has("mask_pattern") || has("dst")
	if isIndex && isMask {
		return nil, a.e.errf(a.pos, "scatter() index form (dim, index, src) and mask form (mask_pattern, dst) are mutually exclusive; do not mix kwargs from different forms")
	}
	input, err := a.expr("input")
	if err != nil {
		return nil, err
	}
	if isMask {
		if !has("mask_pattern") || !has("dst") {
			return nil, a.e.errf(a.pos, "scatter() mask form requires both mask_pattern and dst")
		}
		dst, err := a.expr("dst")
		if err != nil {
			return nil, err
		}
		mp, err := a.value("mask_pattern")
		if err != nil {
			return nil, err
		}
		return a.call("tensor.scatter_mask", map[string]Expr{"input": input, "dst": dst}, []Kwarg{{Key: "mask_pattern", Value: mp}})
	}
	if !isIndex {
		return nil, a.e.errf(a.pos, "scatter() requires (dim, index, src) for index form, or (mask_pattern=<int>, dst=...) for mask form")
	}
	if !has("dim") || !has("index") || !has("src") {
		return nil, a.e.errf(a.pos, "scatter() index form requires dim, index and src")
	}
	return a.call("tensor.scatter", nil, nil)
}

// buildPagedGather: block_size, size, max_indices, col_off, is_trans,
// is_b_matrix and space, always and in that order (ir/op/tensor_ops.py:
// 2309-2362).
func buildPagedGather(a *dslArgs) (Expr, error) {
	var kws []Kwarg
	for _, k := range []string{"block_size", "size", "max_indices", "col_off", "is_trans", "is_b_matrix", "space"} {
		v, err := a.value(k)
		if err != nil {
			return nil, err
		}
		kws = append(kws, Kwarg{Key: k, Value: v})
	}
	op, ok := a.e.reg.Lookup("tensor.paged_gather")
	if !ok {
		return nil, a.e.errf(a.pos, "Operator 'tensor.paged_gather' not found in registry")
	}
	var args []Expr
	for _, name := range []string{"src", "indices", "block_table"} {
		x, err := a.expr(name)
		if err != nil {
			return nil, err
		}
		args = append(args, x)
	}
	return a.create(op, args, kws)
}

// buildTensorCreate: layout always, manual_dep only when true, init_value
// as a float when given (ir/op/tensor_ops.py:85-112).
func buildTensorCreate(a *dslArgs) (Expr, error) {
	iv, err := a.value("init_value")
	if err != nil {
		return nil, err
	}
	var kws []Kwarg
	switch v := iv.(type) {
	case float64:
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return nil, a.e.errf(a.pos, "create_tensor: init_value must be finite, got %s.", pyFloatStr(v))
		}
	}
	switch v := iv.(type) {
	case int64:
		if v < -(1<<53) || v > 1<<53 {
			return nil, a.e.errf(a.pos, "create_tensor: integer init_value %d exceeds the exactly-representable range (+/-2**53); large-magnitude integer fills are not supported. Use init_value=0 or a smaller value.", v)
		}
		kws = append(kws, Kwarg{Key: "init_value", Value: float64(v)})
	case float64:
		kws = append(kws, Kwarg{Key: "init_value", Value: v})
	}
	return a.call("tensor.create", nil, kws)
}

// buildTensorSlice is tile.slice's build plus clamp, passed only when
// true (ir/op/tensor_ops.py:333-361).
func buildTensorSlice(a *dslArgs) (Expr, error) { return buildTileSlice(a) }

// buildTensorAssemble: atomic only when not None_ (ir/op/tensor_ops.py:1740-1745).
func buildTensorAssemble(a *dslArgs) (Expr, error) {
	at, err := a.value("atomic")
	if err != nil {
		return nil, err
	}
	v, err := CoerceKwarg(KwAtomic, at)
	if err != nil {
		return nil, a.e.errf(a.pos, "tensor.assemble: atomic: %v", err)
	}
	if v == AtomicNone {
		v = nil
	}
	return a.call("tensor.assemble", nil, []Kwarg{{Key: "atomic", Value: v}})
}

// buildTensorMatmul: kwargs a_trans, b_trans, c_matrix_nz, then out_dtype
// when given (ir/op/tensor_ops.py:448-459).
func buildTensorMatmul(a *dslArgs) (Expr, error) {
	op, ok := a.e.reg.Lookup("tensor.matmul")
	if !ok {
		return nil, a.e.errf(a.pos, "Operator 'tensor.matmul' not found in registry")
	}
	lhs, err := a.expr("lhs")
	if err != nil {
		return nil, err
	}
	rhs, err := a.expr("rhs")
	if err != nil {
		return nil, err
	}
	var kws []Kwarg
	for _, k := range []string{"a_trans", "b_trans", "c_matrix_nz", "out_dtype"} {
		v, err := a.value(k)
		if err != nil {
			return nil, err
		}
		if v != dslNone {
			kws = append(kws, Kwarg{Key: k, Value: v})
		}
	}
	return a.create(op, []Expr{lhs, rhs}, kws)
}
