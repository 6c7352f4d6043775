package ir

import "strings"

// The top-level pl.* functions of the pinned PyPTO: the unified ones that
// dispatch on their first operand's type (python/pypto/language/op/
// unified_ops.py, the line of each def given), and the re-exports of
// namespaced wrappers (python/pypto/language/__init__.py:83-157: pl.load
// is pl.tile.load, pl.full is pl.tensor.full, ...).
func dslUnifiedFuncs() []*dslFunc {
	u := func(line, name, params string) *dslFunc {
		return wrapper(name, params, "", func(a *dslArgs) (Expr, error) { return dispatchUnified(a, nil) })
	}
	arith := func(line, name, params string, op BinaryOp) *dslFunc {
		return wrapper(name, params, "", func(a *dslArgs) (Expr, error) { return dispatchUnified(a, &op) })
	}
	fs := []*dslFunc{
		arith("317", "add", "lhs, rhs", OpAdd), arith("339", "sub", "lhs, rhs", OpSub),
		arith("361", "mul", "lhs, rhs", OpMul), arith("395", "div", "lhs, rhs, high_precision = False", OpFloatDiv),
		u("429", "part_add", "lhs, rhs"), u("442", "part_mul", "lhs, rhs"),
		u("455", "part_max", "lhs, rhs"), u("468", "part_min", "lhs, rhs"),
		u("484", "fmod", "lhs, rhs"), u("505", "fmods", "lhs, rhs"),
		arith("523", "maximum", "lhs, rhs", OpMax), arith("538", "minimum", "lhs, rhs", OpMin),
		u("549", "exp", "input"), u("558", "log", "input, high_precision: value = False"),
		u("572", "sin", "input"), u("581", "cos", "input"), u("590", "neg", "input"),
		u("599", "abs", "input"), u("608", "recip", "input, high_precision: value = False"),
		u("622", "sqrt", "input"), u("635", "rsqrt", "input, high_precision: value = False"),
		u("653", "row_expand_mul", "lhs, rhs"), u("662", "row_expand_div", "lhs, rhs"),
		u("671", "col_expand_mul", "lhs, rhs"), u("680", "row_expand", "lhs, rhs"),
		u("693", "row_expand_add", "lhs, rhs, tmp = None"), u("703", "row_expand_sub", "lhs, rhs"),
		u("712", "col_expand", "lhs, rhs"), u("721", "col_expand_div", "lhs, rhs"),
		u("730", "col_expand_sub", "lhs, rhs"), u("739", "col_expand_add", "lhs, rhs"),
		u("748", "row_expand_max", "lhs, rhs"), u("757", "row_expand_min", "lhs, rhs"),
		u("766", "row_expand_expdif", "lhs, rhs"), u("775", "col_expand_max", "lhs, rhs"),
		u("784", "col_expand_min", "lhs, rhs"), u("793", "col_expand_expdif", "lhs, rhs"),
		u("802", "expands", "target, scalar"), u("819", "reshape", "input, shape: ints"),
		u("837", "reinterpret_view", "data, dtype: value, *, shape: ints = None"),
		u("862", "transpose", "input, axis1, axis2"), u("880", "concat", "src0, src1"),
		u("889", "slice", "input, shape: ints, offset: ints, valid_shape: ints = None, drop_dims: ints = None, pad_value: value = None, clamp: value = False"),
		u("935", "fillpad", "value, pad_value: value = pl.PadValue.zero"),
		u("949", "fillpad_expand", "value, shape: ints, pad_value: value = pl.PadValue.zero"),
		u("992", "matmul", "lhs, rhs, out_dtype: value = None, a_trans: value = False, b_trans: value = False, c_matrix_nz: value = False"),
		u("1039", "batch_matmul", "lhs, rhs"),
		u("1077", "matmul_acc", "acc, lhs, rhs, a_trans: value = False, b_trans: value = False, init_cond = None"),
		u("1118", "row_max", "input, tmp_tile = None"), u("1139", "row_sum", "input, tmp_tile = None"),
		u("1160", "row_min", "input, tmp_tile = None"), u("1181", "row_prod", "input, tmp_tile = None"),
		u("1202", "col_sum", "input, tmp_tile = None"), u("1219", "col_max", "input"),
		u("1231", "col_min", "input"), u("1243", "col_prod", "input"),
		u("1259", "row_argmax", "input, tmp_tile = None"), u("1279", "row_argmin", "input, tmp_tile = None"),
		u("1299", "col_argmax", "input, tmp_tile = None"), u("1318", "col_argmin", "input, tmp_tile = None"),
		u("1357", "cast", "input, target_type: value, mode: value = 'round'"),
		u("1390", "cmp", "lhs, rhs, cmp_type: value = 0"),
		u("1421", "and_", "lhs, rhs"), u("1436", "ands", "lhs, rhs"),
		u("1449", "or_", "lhs, rhs"), u("1464", "ors", "lhs, rhs"),
		u("1477", "xor", "lhs, rhs, tmp = None"), u("1500", "xors", "lhs, rhs, tmp = None"),
		u("1514", "not_", "input"),
		u("1527", "shl", "lhs, rhs"), u("1542", "shls", "lhs, rhs"),
		u("1555", "shr", "lhs, rhs"), u("1570", "shrs", "lhs, rhs"),
		u("1583", "set_validshape", "input, valid_rows, valid_cols"),
		u("1604", "read", "src, offset: ints"), u("1622", "write", "dst, offset: ints, value"),
		u("1666", "assemble", "target, source, offset: ints, *, atomic: value = pl.AtomicType.None_"),
		u("1682", "gather_row", "dst, src, dst_offset: ints, src_offset: ints, shapes: ints, transpose: value = False, *, valid_shape: ints = None"),
		u("1720", "sort32", "src, idx"),
		u("1733", "mrgsort", "src0, src1 = None, src2 = None, src3 = None, tmp = None, *, exhausted: value = False, block_len: value = None"),
	}
	// Re-exports (language/__init__.py:83-157, op/__init__.py).
	for _, name := range []string{
		"addc", "addsc", "cmps", "create_tile", "gatherb", "gemv", "gemv_acc",
		"gemv_bias", "load", "lrelu", "matmul_bias", "matmul_mx", "matmul_mx_acc", "matmul_mx_bias", "max",
		"maximums", "mgather", "min", "minimums", "move", "prelu", "relu", "rem", "rems", "sel", "sels",
		"store", "subc", "subsc", "tri", "mscatter",
	} {
		fs = append(fs, alias(name, "tile."+name))
	}
	for _, name := range []string{
		"create_l1", "dim", "dump_tag", "expand_clone", "full", "gather", "get_block_idx", "get_block_num",
		"get_subblock_idx", "no_dep", "paged_gather", "random", "scatter",
	} {
		fs = append(fs, alias(name, "tensor."+name))
	}
	fs = append(fs, alias("arange", "tensor.ci"), alias("create_tensor", "tensor.create"))
	for _, name := range []string{
		"aic_initialize_pipe", "aiv_initialize_pipe", "import_peer_buffer", "reserve_buffer", "tfree_to_aic",
		"tfree_to_aiv", "tpop_from_aic", "tpop_from_aiv", "tpush_to_aic", "tpush_to_aiv",
	} {
		fs = append(fs, alias(name, "system."+name))
	}
	return fs
}

// alias is a top-level name for a namespaced wrapper: the call binds to
// the target's parameters when the table is read (dslLookup).
func alias(name, target string) *dslFunc { return &dslFunc{name: name, op: "=" + target} }

// dispatchUnified picks the namespaced wrapper a unified function calls
// from its first operand: a tensor calls pl.tensor.<name>, a tile
// pl.tile.<name>, with the given arguments passed on by parameter
// position. Scalars combine with arith when the function has a scalar
// form (pl.add(a, b) on scalars is a + b).
func dispatchUnified(a *dslArgs, arith *BinaryOp) (Expr, error) {
	first, err := a.e.expr(a.x[0])
	if err != nil {
		return nil, err
	}
	ns := ""
	switch first.Type().(type) {
	case *TensorType:
		ns = "tensor."
	case *TileType:
		ns = "tile."
	case *ScalarType:
		if arith != nil && len(a.x) > 1 && a.x[1] != nil {
			r, err := a.e.expr(a.x[1])
			if err != nil {
				return nil, err
			}
			if _, ok := r.Type().(*ScalarType); ok {
				return a.e.binary(*arith, first, r, a.pos)
			}
		}
		if a.f.name == "cast" {
			dt, err := a.value("target_type")
			if err != nil {
				return nil, err
			}
			d, ok := dt.(DataType)
			if !ok {
				return nil, a.e.errf(a.pos, "pl.cast of a scalar takes (value, dtype)")
			}
			return &Unary{Op: OpCast, X: first, DType: d, Pos: a.pos}, nil
		}
	}
	if ns == "" {
		return nil, a.e.errf(a.pos, "pl.%s: expected Tensor or Tile, got %s", a.f.name, PrintType(first.Type()))
	}
	target, ok := dslLookup(ns + a.f.name)
	if !ok {
		return nil, a.e.errf(a.pos, "Operator '%s%s' not found in registry", ns, a.f.name)
	}
	c := &pyCall{fn: a.c.fn, pos: a.c.pos}
	for i, x := range a.x {
		if x == nil {
			continue
		}
		p := a.f.params[i]
		name := p.name
		if target.param(name) < 0 {
			switch {
			case p.kind != dValue && i < len(target.params) && target.params[i].kind != dValue:
				name = target.params[i].name // input -> tile, lhs -> src0, ...
			case p.kind == dValue:
				// A flag the other level has no use for is refused unless it
				// keeps its default (unified_ops.py _reject_tile_unsupported).
				v, err := a.value(name)
				if err != nil {
					return nil, err
				}
				if kwValueEqual(v, p.def) {
					continue
				}
				fallthrough
			default:
				return nil, a.e.errf(a.pos, "pl.%s: %s is not supported for a %s operand", a.f.name, name, strings.TrimSuffix(ns, "."))
			}
		}
		c.kws = append(c.kws, pyKeyword{name: name, val: x, pos: x.position()})
	}
	return a.e.dslCall(target, c)
}

// dslLookup finds a wrapper by its name under pl, following aliases.
func dslLookup(name string) (*dslFunc, bool) {
	f, ok := dslTable()[name]
	for ok && strings.HasPrefix(f.op, "=") {
		f, ok = dslTable()[f.op[1:]]
	}
	return f, ok
}
