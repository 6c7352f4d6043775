package ir

import "math"

// The pl.tile.* wrappers of the pinned PyPTO
// (python/pypto/language/op/tile_ops.py, over python/pypto/ir/op/
// tile_ops.py; the line of each language-level def is given). Parameter
// lists are the language-level ones, which the parser binds; the builds
// follow the IR-level wrapper's choice of arguments and kwargs.
func dslTileFuncs() []*dslFunc {
	t := func(name, params string, build func(a *dslArgs) (Expr, error)) *dslFunc {
		return wrapper("tile."+name, params, "tile."+name, build)
	}
	return []*dslFunc{
		// memory (tile_ops.py:238-906)
		t("alloc", "memory_space, size, *, pinned: ifset = False", nil), // :238
		// compact= is the seed dialect's (docs/pypto-version.md, departure 1).
		t("create", "shape: ints, dtype: value, target_memory: value = pl.Mem.Vec, transpose: value = None, *, flat_layout: value = None, compact: value = None", nil), // :296
		wrapper("tile.create_tile", "shape: ints, dtype: value, target_memory: value = pl.Mem.Vec, transpose: value = None, *, flat_layout: value = None, compact: value = None", "tile.create", nil),
		t("read", "tile, indices: ints", nil),         // :337
		t("write", "tile, indices: ints, value", nil), // :354
		t("load", "tensor, offsets: ints, shapes: ints, valid_shape: ints = None, target_memory: value = pl.Mem.Vec, clamp: ifset = False", buildTileLoad), // :373
		// st_phase= is the seed dialect's (docs/pypto-version.md, departure 3).
		t("store", "tile, offsets: ints, output_tensor, shapes: ints = None, *, atomic: value = pl.AtomicType.None_, st_phase: value = None", buildTileStore), // :425
		t("assemble", "target, source, offset: ints", nil), // :471
		t("gather_row", "dst, src, dst_offset: ints, src_offset: ints, shapes: ints, transpose: value = False, *, valid_shape: ints = None", nil), // :486
		t("extract", "src, index_row, index_col, shape: ints, *, target_memory: value = None", nil),                                               // :537; target_memory may be left out (departure 5, docs/pypto-version.md)
		t("concat", "src0, src1", nil), // :599
		t("move", "tile, target_memory: value, blayout: value = None, slayout: value = None", nil),                                  // :613
		t("full", "shape: ints, dtype: value, value", buildTileFull),                                                                // :714
		t("ci", "start: cint@dtype, shape: ints, dtype: value = pl.INT32, descending: value = False", nil),                          // :729
		t("tri", "diagonal: cint@INT32, shape: ints, valid_shape: ints = None, dtype: value = pl.INT32, upper: value = False", nil), // :763
		// :801; the seeds are INT32 (ir/op/tile_ops.py:762-801, _to_int32_scalar)
		t("random", "key0: cint@INT32, key1: cint@INT32, counter0: cint@INT32, counter1: cint@INT32, counter2: cint@INT32, counter3: cint@INT32, shape: ints, valid_shape: ints = None, dtype: value = pl.UINT32, rounds: value = 10", nil),
		t("fillpad", "tile, pad_value: value = pl.PadValue.zero", buildFillpad),                     // :843
		t("fillpad_inplace", "tile, pad_value: value = pl.PadValue.zero", buildFillpad),             // :860
		t("fillpad_expand", "tile, shape: ints, pad_value: value = pl.PadValue.zero", buildFillpad), // :881
		t("get_block_idx", "", nil),    // :906
		t("get_subblock_idx", "", nil), // :925
		t("get_block_num", "", nil),    // :938
		// elementwise (tile_ops.py:955-1246)
		t("add", "lhs, rhs: scalar@lhs", binaryOrScalar("tile.add", "tile.adds")),                                          // :955
		t("sub", "lhs, rhs: scalar@lhs", binaryOrScalar("tile.sub", "tile.subs")),                                          // :972
		t("mul", "lhs, rhs: scalar@lhs", binaryOrScalar("tile.mul", "tile.muls")),                                          // :989
		t("div", "lhs, rhs: scalar@lhs, high_precision: ifset = False", buildTileDiv),                                      // :1006
		t("adds", "lhs, rhs: scalar@lhs", nil),                                                                             // :1030
		t("subs", "lhs, rhs: scalar@lhs", nil),                                                                             // :1044
		t("muls", "lhs, rhs: scalar@lhs", nil),                                                                             // :1058
		t("divs", "lhs, rhs: scalar@lhs", nil),                                                                             // :1072
		t("neg", "tile", nil), t("exp", "tile", nil), t("sin", "tile", nil), t("cos", "tile", nil), t("sqrt", "tile", nil), // :1086-1144
		t("rsqrt", "tile, tmp = None", nil),                    // :1157
		t("recip", "tile, high_precision: ifset = False", nil), // :1173
		t("log", "tile, high_precision: ifset = False", nil),   // :1187
		t("abs", "tile", nil), t("relu", "tile", nil),          // :1201, :1214
		t("cast", "tile, target_type: value, mode: value = 'round'", buildCast), // :1227
		// matmul (tile_ops.py:1250-1448)
		t("matmul", "lhs, rhs", nil), t("batch_matmul", "lhs, rhs", nil),
		t("matmul_acc", "acc, lhs, rhs, init_cond = None", nil), t("batch_matmul_acc", "acc, lhs, rhs", nil),
		t("matmul_bias", "lhs, rhs, bias", nil),
		t("matmul_mx", "lhs, lhs_scale, rhs, rhs_scale", nil),
		t("matmul_mx_acc", "acc, lhs, lhs_scale, rhs, rhs_scale", nil),
		t("matmul_mx_bias", "lhs, lhs_scale, rhs, rhs_scale, bias", nil),
		t("gemv", "lhs, rhs, acc_phase: value = 'unspecified'", nil),
		t("gemv_acc", "acc, lhs, rhs, acc_phase: value = 'unspecified'", nil),
		t("gemv_bias", "lhs, rhs, bias, acc_phase: value = 'unspecified'", nil),
		// reductions (tile_ops.py:1469-1656)
		t("row_max", "tile, tmp_tile", nil), t("row_sum", "tile, tmp_tile", nil),
		t("row_min", "tile, tmp_tile", nil), t("row_prod", "tile, tmp_tile", nil),
		t("col_sum", "tile, tmp_tile = None", nil),
		t("col_max", "tile", nil), t("col_min", "tile", nil), t("col_prod", "tile", nil),
		t("row_argmax", "tile, tmp_tile", nil), t("row_argmin", "tile, tmp_tile", nil),
		t("col_argmax", "tile, tmp_tile", nil), t("col_argmin", "tile, tmp_tile", nil),
		// broadcasts (tile_ops.py:1673-1972)
		t("maximum", "lhs, rhs", nil), t("minimum", "lhs, rhs", nil),
		t("row_expand", "target, row_vec", nil),
		t("row_expand_sub", "tile, row_vec", nil), t("row_expand_div", "tile, row_vec", nil),
		t("row_expand_mul", "tile, row_vec", nil), t("row_expand_add", "tile, row_vec, tmp = None", nil),
		t("row_expand_max", "tile, row_vec", nil), t("row_expand_min", "tile, row_vec", nil),
		t("row_expand_expdif", "tile, row_vec", nil),
		t("col_expand", "target, col_vec", nil),
		t("col_expand_mul", "tile, col_vec", nil), t("col_expand_div", "tile, col_vec", nil),
		t("col_expand_sub", "tile, col_vec", nil), t("col_expand_add", "tile, col_vec", nil),
		t("col_expand_max", "tile, col_vec", nil), t("col_expand_min", "tile, col_vec", nil),
		t("col_expand_expdif", "tile, col_vec", nil),
		t("expands", "target, scalar: scalarf@target", nil), // :1955
		t("cmp", "lhs, rhs, cmp_type: value = 0", nil),      // :1988
		t("cmps", "lhs, rhs: scalar@lhs, cmp_type: value = 0", nil),
		// :2019, :2035: scalar max / min (_ir_core.max_ / min_)
		wrapper("tile.max", "lhs, rhs", "", buildScalarMinMax(OpMax)),
		wrapper("tile.min", "lhs, rhs", "", buildScalarMinMax(OpMin)),
		// views and transforms (tile_ops.py:2051-2216)
		t("slice", "tile, shape: ints, offset: ints, valid_shape: ints = None, drop_dims: ints = None, pad_value: value = None", buildTileSlice), // :2051
		t("reshape", "tile, shape: ints", nil),                                  // :2126
		t("reinterpret_view", "data, dtype: value, *, shape: ints = None", nil), // :2151
		t("transpose", "tile, axis1, axis2, tmp_tile = None", nil),              // :2174
		t("transpose_view", "tile", nil),                                        // :2196
		t("set_validshape", "tile, valid_rows, valid_cols", nil),                // :2216
		// integer and bitwise elementwise (tile_ops.py:2239-2724)
		t("rem", "lhs, rhs, tmp", nil), t("rems", "lhs, rhs: scalar@lhs, tmp", nil),
		t("part_add", "src0, src1", nil), t("part_mul", "src0, src1", nil),
		t("part_max", "src0, src1", nil), t("part_min", "src0, src1", nil),
		t("fmod", "lhs, rhs", nil), t("fmods", "lhs, rhs: scalar@lhs", nil),
		wrapper("tile.and_", "lhs, rhs", "tile.and", nil), t("ands", "lhs, rhs: scalar@lhs", nil),
		wrapper("tile.or_", "lhs, rhs", "tile.or", nil), t("ors", "lhs, rhs: scalar@lhs", nil),
		t("xor", "lhs, rhs, tmp", nil), t("xors", "lhs, rhs: scalar@lhs, tmp", nil),
		t("shl", "lhs, rhs", nil), t("shls", "lhs, rhs: scalar@lhs", nil),
		t("shr", "lhs, rhs", nil), t("shrs", "lhs, rhs: scalar@lhs", nil),
		t("maximums", "lhs, rhs: scalar@lhs", nil), t("minimums", "lhs, rhs: scalar@lhs", nil),
		t("prelu", "tile, slope, tmp", nil),
		wrapper("tile.not_", "tile", "tile.not", nil),
		t("addc", "lhs, rhs, rhs2", nil), t("subc", "lhs, rhs, rhs2", nil),
		t("addsc", "lhs, rhs: scalar@lhs, rhs2", nil), t("subsc", "lhs, rhs: scalar@lhs, rhs2", nil),
		t("lrelu", "tile, slope: const@FP32", nil), // :2688; the slope is an FP32 coefficient (ir/op/tile_ops.py:1402-1407)
		t("sel", "mask, lhs, rhs, tmp", nil),
		t("sels", "mask, src, tmp, scalar: scalarr@src", buildSels), // :2724
		// sort, gather, scatter (tile_ops.py:2744-2957)
		t("sort32", "src, idx", nil),
		t("gather", "src, indices, tmp", nil),
		t("gatherb", "src, offset, *, output_dtype: value = None", nil),                  // :2784
		t("gather_mask", "src, mask_pattern: value, *, output_dtype: value = None", nil), // :2809
		// :2844; cmp_mode by name or number (ir/op/tile_ops.py:3211-3258)
		t("gather_compare", "src, kvalue, tmp, *, cmp_mode: value = 'eq', offset: value = 0, out_cols: value, count_dtype: value = None", buildGatherCompare),
		t("scatter", "dst, src, indexes", nil),
		t("scatter_mask", "dst, src, mask_pattern: value", nil), // :2930
		t("mscatter", "src, idx, output_tensor", nil),
		// :2993-3040 (ir/op/tile_ops.py:461-520)
		t("mgather", "mem, idx, coalesce: value = 'row', *, gather_oob: value = 'undefined', target_memory: value = pl.Mem.Vec, scratch = None, valid_shape: ints = None", buildMgather),
		// :3097: format1 with block_len=, else format2 (ir/op/tile_ops.py:3348-3418)
		wrapper("tile.mrgsort", "src0, src1 = None, src2 = None, src3 = None, tmp = None, exhausted: value = False, *, block_len = None", "", buildMrgsort("tile")),
		// :572: (input, dim, index, src) in three spellings (ir/op/tile_ops.py:371-415)
		wrapper("tile.scatter_update", "input, *args, **kwargs", "", buildScatterUpdate("tile")),
		// cross-core, re-exported from system_ops.py:275-404
		t("tpush_to_aiv", "tile, *, split: value, lane_stride: value = None, id: value = None", nil),
		t("tpush_to_aic", "tile, *, split: value, id: value = None", nil),
		// :357, :384; shape and dtype give the popped tile's type
		// (ir/op/tile_ops.py:2940-3100, _resolve_tpop_type)
		t("tpop_from_aic", "*, shape: ints = None, dtype: value = None, split: value = 0, lane_stride: value = None, id: value = None", buildTpop(Vec)),
		t("tpop_from_aiv", "*, shape: ints = None, dtype: value = None, split: value = 0, id: value = None", buildTpop(Mat)),
	}
}

// binaryOrScalar is the tile/scalar auto-dispatch of the IR-level
// wrappers (python/pypto/ir/op/tile_ops.py:67-77, _create_tile_binary_call):
// a scalar rhs (after normalization) picks the tile-scalar op.
func binaryOrScalar(tileOp, scalarOp string) func(a *dslArgs) (Expr, error) {
	return func(a *dslArgs) (Expr, error) {
		rhs, err := a.expr("rhs")
		if err != nil {
			return nil, err
		}
		op := tileOp
		if _, ok := rhs.Type().(*ScalarType); ok {
			op = scalarOp
		}
		return a.call(op, map[string]Expr{"rhs": rhs}, nil)
	}
}

// buildTileDiv is buildDiv for tiles (ir/op/tile_ops.py:924-945).
func buildTileDiv(a *dslArgs) (Expr, error) { return buildDiv(a, "tile", "Tile") }

// buildDiv is the div wrapper of a domain ("tile", "tensor"): <domain>.divs
// for a scalar rhs (high_precision refused), else <domain>.div with
// high_precision only when set.
func buildDiv(a *dslArgs, domain, operand string) (Expr, error) {
	rhs, err := a.expr("rhs")
	if err != nil {
		return nil, err
	}
	if _, ok := rhs.Type().(*ScalarType); ok {
		hp, err := a.flag("high_precision")
		if err != nil {
			return nil, err
		}
		if hp {
			return nil, a.e.errf(a.pos, "%s.div(high_precision=True) requires a %s rhs", domain, operand)
		}
		return a.call(domain+".divs", map[string]Expr{"rhs": rhs}, nil)
	}
	return a.call(domain+".div", map[string]Expr{"rhs": rhs}, nil)
}

// buildTileLoad: valid_shape defaults to shapes; target_memory must be
// Vec or Mat; clamp is passed only when true (ir/op/tile_ops.py:236-266).
func buildTileLoad(a *dslArgs) (Expr, error) {
	tm, err := a.value("target_memory")
	if err != nil {
		return nil, err
	}
	// target_memory=None is the post-conversion load, whose space
	// InferTileMemorySpace decides (departure 6, docs/pypto-version.md).
	if m, ok := tm.(MemorySpace); tm != dslNone && (!ok || m != Vec && m != Mat) {
		return nil, a.e.errf(a.pos, "target_memory for tile.load must be MemorySpace.Vec or MemorySpace.Mat, got %s", valueRepr(tm))
	}
	offsets, err := a.expr("offsets")
	if err != nil {
		return nil, err
	}
	shapes, err := a.expr("shapes")
	if err != nil {
		return nil, err
	}
	if no, ns := tupleLen(offsets), tupleLen(shapes); no != ns {
		return nil, a.e.errf(a.pos, "offsets and shapes must have same number of dimensions, got %d offsets and %d shapes", no, ns)
	} else if no == 0 {
		return nil, a.e.errf(a.pos, "offsets and shapes must have at least one dimension")
	}
	valid := shapes
	if !a.isNone("valid_shape") {
		if valid, err = a.expr("valid_shape"); err != nil {
			return nil, err
		}
		if nv, ns := tupleLen(valid), tupleLen(shapes); nv != ns {
			return nil, a.e.errf(a.pos, "valid_shape and shapes must have same number of dimensions, got %d valid_shape dimensions and %d shapes", nv, ns)
		}
	}
	return a.call("tile.load", map[string]Expr{"offsets": offsets, "shapes": shapes, "valid_shape": valid}, nil)
}

func tupleLen(x Expr) int {
	if t, ok := x.(*MakeTuple); ok {
		return len(t.Elems)
	}
	return -1
}

// buildTileStore: shapes only when given; atomic only when not None_
// (ir/op/tile_ops.py:280-302).
func buildTileStore(a *dslArgs) (Expr, error) {
	at, err := a.value("atomic")
	if err != nil {
		return nil, err
	}
	v, err := CoerceKwarg(KwAtomic, at)
	if err != nil {
		return nil, a.e.errf(a.pos, "tile.store: atomic: %v", err)
	}
	if v == AtomicNone {
		v = nil
	}
	return a.call("tile.store", nil, []Kwarg{{Key: "atomic", Value: v}})
}

// buildTileFull: the fill value is a Python number, which becomes a
// ConstInt of the tile's dtype for an int and a ConstFloat otherwise; an
// IR value (a positional literal is the parser's constant) is refused
// (ir/op/tile_ops.py:655-678).
func buildTileFull(a *dslArgs) (Expr, error) {
	v, err := a.fullValue()
	if err != nil {
		return nil, err
	}
	return a.call(a.f.op, map[string]Expr{"value": v}, nil)
}

// fullValue is the fill value of tile.full / tensor.full: the Python
// number given for value, a constant of the dtype parameter's dtype.
func (a *dslArgs) fullValue() (Expr, error) {
	i := a.f.param("value")
	v, err := a.expr("value")
	if err != nil {
		return nil, err
	}
	if !a.raw[i] {
		return nil, a.e.errf(a.pos, "%s", errPybindInit)
	}
	dt, err := a.value("dtype")
	if err != nil {
		return nil, err
	}
	d, ok := dt.(DataType)
	if !ok {
		return nil, a.e.errf(a.pos, "%s", errPybindInit)
	}
	switch c := v.(type) {
	case *ConstInt:
		return &ConstInt{Value: c.Value, DType: d, Pos: a.pos}, nil
	case *ConstFloat:
		return &ConstFloat{Value: c.Value, DType: d, Pos: a.pos}, nil
	}
	return v, nil
}

// buildCast resolves mode to its number (ir/utils.py:150-184, resolve_cast_mode).
func buildCast(a *dslArgs) (Expr, error) {
	m, err := a.value("mode")
	if err != nil {
		return nil, err
	}
	mode, err := resolveCastMode(m)
	if err != nil {
		return nil, a.e.errf(a.pos, "%v", err)
	}
	return a.call(a.f.op, nil, []Kwarg{{Key: "mode", Value: mode}})
}

// resolveCastMode is PyPTO's resolve_cast_mode (ir/utils.py:161-184): a
// name or a number 0-6; any other value is looked up as a name.
func resolveCastMode(m any) (any, error) {
	names := []string{"none", "rint", "round", "floor", "ceil", "trunc", "odd"}
	switch v := m.(type) {
	case bool:
		return nil, errorf("Invalid rounding mode %s. Expected str name or int in range [0, 6].", pyBool(v))
	case dslExprValue, dslScalarValue:
		return nil, errorf("Invalid rounding mode '%s'. Expected one of ['none', 'rint', 'round', 'floor', 'ceil', 'trunc', 'odd'].", valueRepr(v))
	case int64:
		if v < 0 || v > 6 {
			return nil, errorf("Invalid rounding mode %d. Expected int in range [0, 6].", v)
		}
		return CoerceKwarg(KwCastMode, v)
	case string:
		for i, n := range names {
			if n == v {
				return CoerceKwarg(KwCastMode, int64(i))
			}
		}
		return nil, errorf("Invalid rounding mode '%s'. Expected one of ['none', 'rint', 'round', 'floor', 'ceil', 'trunc', 'odd'].", v)
	}
	return CoerceKwarg(KwCastMode, m)
}

// buildFillpad normalizes pad_value (ir/op/_pad_value.py:30-81): 0 and
// 0.0 mean zero, +-inf max and min; PadValue.null and other numbers are
// errors.
func buildFillpad(a *dslArgs) (Expr, error) {
	v, err := a.value("pad_value")
	if err != nil {
		return nil, err
	}
	p, err := normalizePadValue(v, false)
	if err != nil {
		return nil, a.e.errf(a.pos, "%v", err)
	}
	return a.call(a.f.op, nil, []Kwarg{{Key: "pad_value", Value: p}})
}

const padHint = "Use pl.PadValue.zero / pl.PadValue.max / pl.PadValue.min, or one of the literals 0, 0.0, math.inf, -math.inf."

func normalizePadValue(v any, allowNull bool) (PadValue, error) {
	switch x := v.(type) {
	case PadValue:
		if x == PadNull && !allowNull {
			return 0, errorf("fillpad pad_value cannot be PadValue.null — that means no padding mode. %s", padHint)
		}
		return x, nil
	case bool:
		return 0, errorf("fillpad pad_value cannot be bool (%v). %s", pyBool(x), padHint)
	case int64:
		if x == 0 {
			return PadZero, nil
		}
		return 0, errorf("fillpad pad_value only accepts the integer literal 0 (mapped to PadValue.zero); got %d. %s", x, padHint)
	case float64:
		switch {
		case math.IsNaN(x):
			return 0, errorf("fillpad pad_value cannot be NaN. %s", padHint)
		case x == 0:
			return PadZero, nil
		case math.IsInf(x, 1):
			return PadMax, nil
		case math.IsInf(x, -1):
			return PadMin, nil
		}
		return 0, errorf("fillpad pad_value only accepts the float literals 0.0, math.inf, or -math.inf; got %v. %s", x, padHint)
	}
	return 0, errorf("fillpad pad_value must be a PadValue or one of 0 / 0.0 / math.inf / -math.inf; got %s. %s", describeValue(v), padHint)
}

func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

// buildTileSlice: valid_shape when given (an empty list stands for
// none when drop_dims follows), drop_dims only when non-empty, and
// pad_value normalized unless PadValue.null (ir/op/tile_ops.py:2700-2770).
func buildTileSlice(a *dslArgs) (Expr, error) {
	args := map[string]Expr{}
	var valid Expr
	if !a.isNone("valid_shape") {
		v, err := a.expr("valid_shape")
		if err != nil {
			return nil, err
		}
		valid = v
	}
	dropGiven := false
	if !a.isNone("drop_dims") {
		d, err := a.expr("drop_dims")
		if err != nil {
			return nil, err
		}
		if tupleLen(d) > 0 {
			dropGiven = true
			args["drop_dims"] = d
			if valid == nil {
				valid = &MakeTuple{Pos: a.pos}
			}
		}
	}
	if !dropGiven {
		args["drop_dims"] = nil
	}
	args["valid_shape"] = valid
	var kws []Kwarg
	pv, err := a.value("pad_value")
	if err != nil {
		return nil, err
	}
	if pv != dslNone {
		p, err := normalizePadValue(pv, true)
		if err != nil {
			return nil, a.e.errf(a.pos, "%v", err)
		}
		kws = append(kws, Kwarg{Key: "pad_value", Value: p})
	} else {
		kws = append(kws, Kwarg{Key: "pad_value"})
	}
	return a.call(a.f.op, args, kws)
}

// errPybindInit is the TypeError pybind raises when a wrapper builds a
// constant from a value of the wrong kind (a tile where an int goes, an
// IR expression where a Python number goes); its first line.
const errPybindInit = "__init__(): incompatible function arguments. The following argument types are supported:"

// buildScalarMinMax is pl.tile.max / pl.tile.min: a scalar max / min of
// two scalars or integers, promoted as MakeMax / MakeMin do
// (language/op/tile_ops.py:2019-2049, _scalar_operand_to_expr;
// scalar_expr.h:514-522); a tile or tensor operand cannot be made a
// constant.
func buildScalarMinMax(op BinaryOp) func(a *dslArgs) (Expr, error) {
	return func(a *dslArgs) (Expr, error) {
		var xs [2]Expr
		for i, name := range []string{"lhs", "rhs"} {
			x, err := a.expr(name)
			if err != nil {
				return nil, err
			}
			if _, ok := x.Type().(*ScalarType); !ok {
				return nil, a.e.errf(a.pos, "%s", errPybindInit)
			}
			xs[i] = x
		}
		x, err := MakeScalarBinary(op, xs[0], xs[1], a.pos)
		if err != nil {
			return nil, a.e.errf(a.pos, "%v", err)
		}
		return x, nil
	}
}

// buildSels: the scalar takes the source tile's dtype, typed constants
// too, and an unsigned source's integer constant becomes the signed
// integer of the same bits (ir/op/tile_ops.py:80-98,
// _normalize_sels_scalar_operand).
func buildSels(a *dslArgs) (Expr, error) {
	src, err := a.expr("src")
	if err != nil {
		return nil, err
	}
	v, err := a.expr("scalar")
	if err != nil {
		return nil, err
	}
	if c, ok := v.(*ConstInt); ok {
		if tt, ok := src.Type().(*TileType); ok {
			signed := map[DataType]DataType{UINT8: INT8, UINT16: INT16, UINT32: INT32}
			if sd, ok := signed[tt.DType]; ok {
				bits := uint(tt.DType.Bits())
				val := c.Value
				if val >= 1<<(bits-1) {
					val -= 1 << bits
				}
				v = &ConstInt{Value: val, DType: sd, Pos: c.Pos}
			}
		}
	}
	return a.call("tile.sels", map[string]Expr{"scalar": v}, nil)
}

// gatherCompareModes are gather_compare's cmp_mode names, by number
// (ir/op/tile_ops.py:3200-3230, resolve_gather_compare_cmp_mode).
var gatherCompareModes = []string{"eq", "ne", "lt", "le", "gt", "ge"}

// resolveGatherCompareMode is resolve_gather_compare_cmp_mode.
func resolveGatherCompareMode(m any) (int64, error) {
	switch v := m.(type) {
	case string:
		for i, n := range gatherCompareModes {
			if n == v {
				return int64(i), nil
			}
		}
		return 0, errorf("Invalid cmp_mode '%s': expected one of ['eq', 'ne', 'lt', 'le', 'gt', 'ge'] or int 0-5", v)
	case int64:
		if v >= 0 && v < int64(len(gatherCompareModes)) {
			return v, nil
		}
		return 0, errorf("Invalid cmp_mode %d: int must be in [0, 5]", v)
	}
	return 0, errorf("Invalid cmp_mode %s: expected str or int 0-5", valueRepr(m))
}

// buildGatherCompare: cmp_mode as its number; offset and out_cols always,
// count_dtype when given (ir/op/tile_ops.py:3233-3258; tensor_ops.py the
// same for tensor.gather_compare).
func buildGatherCompare(a *dslArgs) (Expr, error) {
	m, err := a.value("cmp_mode")
	if err != nil {
		return nil, err
	}
	mode, err := resolveGatherCompareMode(m)
	if err != nil {
		return nil, a.e.errf(a.pos, "%v", err)
	}
	return a.call(a.f.op, nil, []Kwarg{{Key: "cmp_mode", Value: mode}})
}

// mgatherCoalesce and mgatherOOB are mgather's mode names by number
// (ir/op/tile_ops.py:450-485).
var (
	mgatherCoalesce = []string{"row", "elem"}
	mgatherOOB      = []string{"undefined", "clamp", "wrap", "zero"}
)

// buildMgather: coalesce always, target_memory when not Vec (Vec or Mat
// only), gather_oob when not 0; scratch and valid_shape trail the
// arguments when given (ir/op/tile_ops.py:461-520).
func buildMgather(a *dslArgs) (Expr, error) {
	tm, err := a.value("target_memory")
	if err != nil {
		return nil, err
	}
	if m, ok := tm.(MemorySpace); !ok || m != Vec && m != Mat {
		return nil, a.e.errf(a.pos, "mgather target_memory must be MemorySpace.Vec or MemorySpace.Mat, got %s", valueRepr(tm))
	}
	resolve := func(name string, names []string, what string) (int64, error) {
		v, err := a.value(name)
		if err != nil {
			return 0, err
		}
		switch x := v.(type) {
		case string:
			for i, n := range names {
				if n == x {
					return int64(i), nil
				}
			}
		case int64:
			if x >= 0 && x < int64(len(names)) {
				return x, nil
			}
		}
		return 0, a.e.errf(a.pos, "mgather %s, got %s", what, valueRepr(v))
	}
	coalesce, err := resolve("coalesce", mgatherCoalesce, "coalesce must be 'row', 'elem', 0, or 1")
	if err != nil {
		return nil, err
	}
	oob, err := resolve("gather_oob", mgatherOOB, "gather_oob must be 'undefined', 'clamp', 'wrap', 'zero', or int 0-3")
	if err != nil {
		return nil, err
	}
	kws := []Kwarg{{Key: "coalesce", Value: coalesce}}
	if tm != Vec {
		kws = append(kws, Kwarg{Key: "target_memory", Value: tm})
	}
	if oob != 0 {
		kws = append(kws, Kwarg{Key: "gather_oob", Value: oob})
	}
	op, ok := a.e.reg.Lookup("tile.mgather")
	if !ok {
		return nil, a.e.errf(a.pos, "Operator 'tile.mgather' not found in registry")
	}
	var args []Expr
	for _, name := range []string{"mem", "idx", "scratch", "valid_shape"} {
		x, err := a.expr(name)
		if err != nil {
			return nil, err
		}
		if x != nil {
			args = append(args, x)
		}
	}
	return a.create(op, args, kws)
}

// buildMrgsort is the mrgsort wrapper of ns (tile or tensor), and the IR
// builder mrgsort_format1: with block_len, the single-list merge
// <ns>.mrgsort_format1 (block_len an INT32 constant); else the 2-4 way
// merge <ns>.mrgsort_format2 of the given sources (and, for tiles, tmp),
// with exhausted (language/op/tile_ops.py:3097-3140 over
// ir/op/tile_ops.py:3348-3418; language/op/tensor_ops.py:2078-2112 over
// ir/op/tensor_ops.py:2051-2121).
func buildMrgsort(ns string) func(a *dslArgs) (Expr, error) {
	tile := ns == "tile"
	return func(a *dslArgs) (Expr, error) {
		srcs := []string{"src1", "src2", "src3", "tmp"}
		given := func(name string) bool { return a.f.param(name) >= 0 && !a.isNone(name) }
		exhausted := false
		if a.f.param("exhausted") >= 0 {
			ex, err := a.flag("exhausted")
			if err != nil {
				return nil, err
			}
			exhausted = ex
		}
		if given("block_len") {
			conflict := exhausted && !tile
			for _, s := range srcs {
				conflict = conflict || given(s)
			}
			if conflict {
				if tile {
					return nil, a.e.errf(a.pos, "mrgsort() format1 (block_len=...) and format2 (src1, ..., tmp) are mutually exclusive; do not pass format2 arguments with block_len")
				}
				return nil, a.e.errf(a.pos, "mrgsort() format1 (block_len=...) and format2 (src1, ...) are mutually exclusive; do not pass format2 arguments or exhausted=True with block_len")
			}
			bl, err := a.expr("block_len")
			if err != nil {
				return nil, err
			}
			if c, ok := bl.(*ConstInt); ok {
				bl = &ConstInt{Value: c.Value, DType: INT32, Pos: a.pos}
			}
			src0, err := a.expr("src0")
			if err != nil {
				return nil, err
			}
			op, ok := a.e.reg.Lookup(ns + ".mrgsort_format1")
			if !ok {
				return nil, a.e.errf(a.pos, "Operator '%s.mrgsort_format1' not found in registry", ns)
			}
			return a.create(op, []Expr{src0, bl}, nil)
		}
		if !given("src1") {
			if tile {
				return nil, a.e.errf(a.pos, "mrgsort() requires either block_len=<int> for format1, or at least (src0, src1, tmp=<tile>) for format2")
			}
			return nil, a.e.errf(a.pos, "mrgsort() requires either block_len=<int> for format1, or at least (src0, src1) for format2")
		}
		if tile && !given("tmp") {
			return nil, a.e.errf(a.pos, "mrgsort() format2 requires tmp; use mrgsort(src0, src1[, src2[, src3]], tmp=<tile>)")
		}
		if !given("src2") && given("src3") {
			return nil, a.e.errf(a.pos, "mrgsort() format2 requires src2 when src3 is provided")
		}
		var args []Expr
		for _, s := range append([]string{"src0"}, srcs...) {
			if !given(s) {
				continue
			}
			x, err := a.expr(s)
			if err != nil {
				return nil, err
			}
			args = append(args, x)
		}
		op, ok := a.e.reg.Lookup(ns + ".mrgsort_format2")
		if !ok {
			return nil, a.e.errf(a.pos, "Operator '%s.mrgsort_format2' not found in registry", ns)
		}
		ex, err := a.value("exhausted")
		if err != nil {
			return nil, err
		}
		return a.create(op, args, []Kwarg{{Key: "exhausted", Value: ex}})
	}
}

// buildMrgsort2 is the IR builder mrgsort_format2(*args, exhausted=False)
// of ns: the sources (and, for tiles, tmp last) positionally
// (ir/op/tile_ops.py:3429-3445, tensor_ops.py:2123-2134).
func buildMrgsort2(ns string) func(a *dslArgs) (Expr, error) {
	lo, hi, what := 2, 4, "(src0, src1[, src2[, src3]])"
	if ns == "tile" {
		lo, hi, what = 3, 5, "(src0, src1[, src2[, src3]], tmp)"
	}
	return func(a *dslArgs) (Expr, error) {
		if n := len(a.rest); n < lo || n > hi {
			return nil, a.e.errf(a.pos, "mrgsort_format2() requires %d-%d positional arguments %s, got %d", lo, hi, what, n)
		}
		var args []Expr
		for _, x := range a.rest {
			v, err := a.eval(x)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
		}
		ex, err := a.value("exhausted")
		if err != nil {
			return nil, err
		}
		op, ok := a.e.reg.Lookup(ns + ".mrgsort_format2")
		if !ok {
			return nil, a.e.errf(a.pos, "Operator '%s.mrgsort_format2' not found in registry", ns)
		}
		return a.create(op, args, []Kwarg{{Key: "exhausted", Value: ex}})
	}
}

// buildScatterUpdate is the scatter_update wrapper of ns: (input, dim,
// index, src), (input, index, src, dim=...) or (input, dim, index=...,
// src=...); dim is a constant, kept as the dim kwarg
// (ir/op/tile_ops.py:371-415; tensor_ops.py the same).
func buildScatterUpdate(ns string) func(a *dslArgs) (Expr, error) {
	return func(a *dslArgs) (Expr, error) {
		kw := map[string]pyExpr{}
		for _, k := range a.restKw {
			switch k.name {
			case "dim", "index", "src":
				kw[k.name] = k.val
			default:
				return nil, a.e.errf(a.pos, "scatter_update() got an unexpected keyword argument '%s'", k.name)
			}
		}
		dim, index, src := kw["dim"], kw["index"], kw["src"]
		rest := a.rest
		switch {
		case len(rest) == 3 && len(kw) == 0:
			dim, index, src = rest[0], rest[1], rest[2]
		case len(rest) == 2 && dim != nil && index == nil && src == nil:
			index, src = rest[0], rest[1]
		case len(rest) == 1 && dim == nil && index != nil && src != nil:
			dim = rest[0]
		case len(rest) != 0:
			return nil, a.e.errf(a.pos, "scatter_update expects (input, dim, index, src), (input, index, src, dim=...), or (input, dim, index=..., src=...)")
		}
		if dim == nil || index == nil || src == nil {
			return nil, a.e.errf(a.pos, "scatter_update requires input, dim, index, and src")
		}
		d, err := a.eval(dim)
		if err != nil {
			return nil, err
		}
		dc, ok := d.(*ConstInt)
		if !ok {
			return nil, a.e.errf(a.pos, "dim must be int or ConstInt, got %s", irClassName(d))
		}
		input, err := a.expr("input")
		if err != nil {
			return nil, err
		}
		args := []Expr{input}
		for _, x := range []pyExpr{index, src} {
			v, err := a.eval(x)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
		}
		op, ok := a.e.reg.Lookup(ns + ".scatter_update")
		if !ok {
			return nil, a.e.errf(a.pos, "Operator '%s.scatter_update' not found in registry", ns)
		}
		return a.create(op, args, []Kwarg{{Key: "dim", Value: dc.Value}})
	}
}

// irClassName is the Python class name of an IR value, as a wrapper's
// TypeError prints type(x).
func irClassName(x Expr) string {
	switch x.(type) {
	case *ConstFloat:
		return "<class 'pypto.pypto_core.ir.ConstFloat'>"
	case *ConstBool:
		return "<class 'pypto.pypto_core.ir.ConstBool'>"
	case *Var:
		return "<class 'pypto.pypto_core.ir.Var'>"
	case *Call:
		return "<class 'pypto.pypto_core.ir.Call'>"
	}
	return "<class 'pypto.pypto_core.ir.Expr'>"
}

// buildTpop: split always, lane_stride and id when given; shape and dtype,
// given together, are the popped tile's type in space (ir/op/tile_ops.py:
// 2940-3100, _resolve_tpop_type); without them the type comes from the
// assignment's annotation.
func buildTpop(space MemorySpace) func(a *dslArgs) (Expr, error) {
	return func(a *dslArgs) (Expr, error) {
		if a.isNone("shape") != a.isNone("dtype") {
			return nil, a.e.errf(a.pos, "shape and dtype must both be provided or both omitted")
		}
		x, err := a.call(a.f.op, nil, []Kwarg{{Key: "shape"}, {Key: "dtype"}})
		if err != nil || a.isNone("shape") {
			return x, err
		}
		shape, err := a.expr("shape")
		if err != nil {
			return nil, err
		}
		dt, err := a.value("dtype")
		if err != nil {
			return nil, err
		}
		d, ok := dt.(DataType)
		t, isTuple := shape.(*MakeTuple)
		if !ok || !isTuple {
			return nil, a.e.errf(a.pos, "%s", errPybindInit)
		}
		call := x.(*Call)
		call.T = NewTileType(t.Elems, d, nil, space, nil)
		return call, nil
	}
}
