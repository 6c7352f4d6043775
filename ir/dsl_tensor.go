package ir

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
		t("no_dep", "tensor", nil), t("dump_tag", "tensor", nil),
		t("read", "tensor, indices: ints", nil),
		t("write", "tensor, indices: ints, value", nil),
		t("dim", "tensor, axis", nil),
		t("full", "shape: ints, dtype: value, value", buildTileFull),
		t("ci", "start, shape: ints, dtype: value = pl.INT32, descending: value = False", nil),
		t("random", "key0, key1, counter0, counter1, counter2, counter3, shape: ints, dtype: value = pl.UINT32, rounds: value = 10", nil),
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
		t("div", scalar+", high_precision: ifset = False", binaryOrScalar("tensor.div", "tensor.divs")), t("divs", scalar, nil),
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
		// sort (:2030-2112)
		t("sort32", "src, idx", nil),
	}
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
