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
		t("move", "tile, target_memory: value, blayout: value = None, slayout: value = None", nil),                      // :613
		t("full", "shape: ints, dtype: value, value", buildTileFull),                                                    // :714
		t("ci", "start, shape: ints, dtype: value = pl.INT32, descending: value = False", nil),                          // :729
		t("tri", "diagonal, shape: ints, valid_shape: ints = None, dtype: value = pl.INT32, upper: value = False", nil), // :763
		t("fillpad", "tile, pad_value: value = pl.PadValue.zero", buildFillpad),                                         // :843
		t("fillpad_inplace", "tile, pad_value: value = pl.PadValue.zero", buildFillpad),                                 // :860
		t("fillpad_expand", "tile, shape: ints, pad_value: value = pl.PadValue.zero", buildFillpad),                     // :881
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
		t("sel", "mask, lhs, rhs, tmp", nil),
		// sort, gather, scatter (tile_ops.py:2744-2957)
		t("sort32", "src, idx", nil),
		t("gather", "src, indices, tmp", nil),
		t("scatter", "dst, src, indexes", nil),
		t("mscatter", "src, idx, output_tensor", nil),
		// cross-core, re-exported from system_ops.py:275-404
		t("tpush_to_aiv", "tile, *, split: value, lane_stride: value = None, id: value = None", nil),
		t("tpush_to_aic", "tile, *, split: value, id: value = None", nil),
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

// buildTileDiv: tile.divs for a scalar rhs, else tile.div with
// high_precision only when set (ir/op/tile_ops.py:935-955).
func buildTileDiv(a *dslArgs) (Expr, error) {
	rhs, err := a.expr("rhs")
	if err != nil {
		return nil, err
	}
	if _, ok := rhs.Type().(*ScalarType); ok {
		return a.call("tile.divs", map[string]Expr{"rhs": rhs}, nil)
	}
	return a.call("tile.div", map[string]Expr{"rhs": rhs}, nil)
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
		return nil, a.e.errf(a.pos, "target_memory for tile.load must be MemorySpace.Vec or MemorySpace.Mat, got %v", tm)
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

// buildTileFull: a literal fill value takes the tile's dtype, as a
// ConstInt for an int and a ConstFloat otherwise (ir/op/tile_ops.py:
// 655-678); an explicit pl.const keeps its own.
func buildTileFull(a *dslArgs) (Expr, error) {
	v, err := a.expr("value")
	if err != nil {
		return nil, err
	}
	dt, err := a.value("dtype")
	if err != nil {
		return nil, err
	}
	if d, ok := dt.(DataType); ok {
		v = fullLiteral(v, d)
	}
	return a.call("tile.full", map[string]Expr{"value": v}, nil)
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

// resolveCastMode is PyPTO's resolve_cast_mode: a name or a number 0-6.
func resolveCastMode(m any) (any, error) {
	names := []string{"none", "rint", "round", "floor", "ceil", "trunc", "odd"}
	switch v := m.(type) {
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
