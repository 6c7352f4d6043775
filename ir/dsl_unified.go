package ir

import "strings"

// The top-level pl.* functions of the pinned PyPTO: the unified ones that
// dispatch on their operands' level (python/pypto/language/op/
// unified_ops.py, the line of each def given), and the re-exports of
// namespaced wrappers (python/pypto/language/op/__init__.py:31-157: pl.load
// is pl.tile.load, pl.full is pl.tensor.full, ...). A name the module does
// not export is "Unknown operation 'pl.<name>'" (ast_parser.py:8651-8681).
func dslUnifiedFuncs() []*dslFunc {
	u := func(name, params string, o uni) *dslFunc {
		return wrapper(name, params, "", func(a *dslArgs) (Expr, error) { return dispatchUnified(a, o) })
	}
	add, sub, mul, div := OpAdd, OpSub, OpMul, OpFloatDiv
	// The operand-level checks (unified_ops.py:150-290).
	rowTmp := "tmp_tile with the same dtype and rank as the input, and every dimension at least as large as the corresponding input dimension"
	rowArgTmp := "tmp_tile with exactly the same shape and dtype as the input"
	colArgTmp := "tmp_tile — the tile form takes caller-owned scratch, unlike pl.col_max / pl.col_min"
	bitTmp := func(op string) string {
		return "an explicit scratch tile — call pl." + op + "(lhs, rhs, tmp) or pl.tile." + op + "(lhs, rhs, tmp)"
	}
	transposeRemedy := "At tile level a transposed operand is an explicit zero-copy view, not an op flag: wrap the operand with pl.tile.transpose_view(...) and pass it directly."
	fs := []*dslFunc{
		u("add", "lhs, rhs", uni{arith: &add, scalarForm: "adds", rhsKinds: rhsNumber}),                                // :317
		u("sub", "lhs, rhs", uni{arith: &sub, scalarForm: "subs", rhsKinds: rhsNumber}),                                // :339
		u("mul", "lhs, rhs", uni{arith: &mul, scalarForm: "muls", rhsKinds: rhsNumber}),                                // :361
		u("div", "lhs, rhs, high_precision: value = False", uni{arith: &div, scalarForm: "divs", rhsKinds: rhsNumber}), // :395
		u("part_add", "lhs, rhs", uni{both: 2}), u("part_mul", "lhs, rhs", uni{both: 2}),                               // :429-468
		u("part_max", "lhs, rhs", uni{both: 2}), u("part_min", "lhs, rhs", uni{both: 2}),
		u("fmod", "lhs, rhs", uni{scalarForm: "fmods", rhsKinds: rhsNumber}),       // :484
		u("fmods", "lhs, rhs", uni{dispatchErr: true}),                             // :505
		u("maximum", "lhs, rhs", uni{scalarForm: "maximums", rhsKinds: rhsNumber}), // :523
		u("minimum", "lhs, rhs", uni{scalarForm: "minimums", rhsKinds: rhsNumber}), // :538
		u("exp", "input", uni{}), u("log", "input, high_precision: value = False", uni{}), // :549-653
		u("sin", "input", uni{}), u("cos", "input", uni{}), u("neg", "input", uni{}),
		u("abs", "input", uni{}), u("recip", "input, high_precision: value = False", uni{}),
		u("sqrt", "input", uni{}),
		u("rsqrt", "input, high_precision: value = False", uni{tileRefuses: []string{"high_precision", "The tile form selects precision by taking a scratch tile: pl.tile.rsqrt(tile, tmp)."}}),
		u("row_expand_mul", "lhs, rhs", uni{both: 2}), u("row_expand_div", "lhs, rhs", uni{both: 2}), // :653-793
		u("col_expand_mul", "lhs, rhs", uni{both: 2}), u("row_expand", "lhs, rhs", uni{both: 2}),
		u("row_expand_add", "lhs, rhs, tmp = None", uni{both: 2, tmp: "tmp"}),
		u("row_expand_sub", "lhs, rhs", uni{both: 2}), u("col_expand", "lhs, rhs", uni{both: 2}),
		u("col_expand_div", "lhs, rhs", uni{both: 2}), u("col_expand_sub", "lhs, rhs", uni{both: 2}),
		u("col_expand_add", "lhs, rhs", uni{both: 2}), u("row_expand_max", "lhs, rhs", uni{both: 2}),
		u("row_expand_min", "lhs, rhs", uni{both: 2}), u("row_expand_expdif", "lhs, rhs", uni{both: 2}),
		u("col_expand_max", "lhs, rhs", uni{both: 2}), u("col_expand_min", "lhs, rhs", uni{both: 2}),
		u("col_expand_expdif", "lhs, rhs", uni{both: 2}),
		u("expands", "target, scalar", uni{}), u("reshape", "input, shape: ints", uni{}), // :802-862
		u("reinterpret_view", "data, dtype: value, *, shape: ints = None", uni{}),
		u("transpose", "input, axis1, axis2", uni{}), u("concat", "src0, src1", uni{both: 2}),
		u("slice", "input, shape: ints, offset: ints, valid_shape: ints = None, drop_dims: ints = None, pad_value: value = None, clamp: value = False", uni{tileRefuses: []string{"clamp", ""}}), // :889
		u("fillpad", "value, pad_value: value = pl.PadValue.zero", uni{}),                     // :935
		u("fillpad_expand", "value, shape: ints, pad_value: value = pl.PadValue.zero", uni{}), // :949
		u("matmul", "lhs, rhs, out_dtype: value = None, a_trans: value = False, b_trans: value = False, c_matrix_nz: value = False", uni{both: 2, tileRefuses: []string{
			"a_trans", transposeRemedy, "b_trans", transposeRemedy,
			"c_matrix_nz", "The tile matmul result layout is fixed by its Acc tile type; there is no tile-level equivalent of this tensor-level flag."}}), // :992
		u("batch_matmul", "lhs, rhs", uni{both: 2, tileOnly: true}), // :1039
		u("matmul_acc", "acc, lhs, rhs, a_trans: value = False, b_trans: value = False, init_cond = None", uni{both: 3, tileRefuses: []string{"a_trans", transposeRemedy, "b_trans", transposeRemedy}}), // :1077
		u("row_max", "input, tmp_tile = None", uni{tmp: "tmp_tile", tmpFor: rowTmp}), u("row_sum", "input, tmp_tile = None", uni{tmp: "tmp_tile", tmpFor: rowTmp}), // :1118-1202
		u("row_min", "input, tmp_tile = None", uni{tmp: "tmp_tile", tmpFor: rowTmp}), u("row_prod", "input, tmp_tile = None", uni{tmp: "tmp_tile", tmpFor: rowTmp}),
		u("col_sum", "input, tmp_tile = None", uni{tmp: "tmp_tile", dispatchErr: true}),
		u("col_max", "input", uni{dispatchErr: true}), u("col_min", "input", uni{dispatchErr: true}), u("col_prod", "input", uni{dispatchErr: true}), // :1219-1243
		u("row_argmax", "input, tmp_tile = None", uni{tmp: "tmp_tile", tmpFor: rowArgTmp}), u("row_argmin", "input, tmp_tile = None", uni{tmp: "tmp_tile", tmpFor: rowArgTmp}), // :1259-1318
		u("col_argmax", "input, tmp_tile = None", uni{tmp: "tmp_tile", tmpFor: colArgTmp}), u("col_argmin", "input, tmp_tile = None", uni{tmp: "tmp_tile", tmpFor: colArgTmp}),
		u("cast", "input, target_type: value, mode: value = 'round'", uni{scalarCast: true}),                            // :1357
		u("cmp", "lhs, rhs, cmp_type: value = 0", uni{scalarForm: "cmps", rhsKinds: rhsAny}),                            // :1390
		u("and_", "lhs, rhs", uni{scalarForm: "ands", rhsKinds: rhsInt}), u("ands", "lhs, rhs", uni{dispatchErr: true}), // :1421-1464
		u("or_", "lhs, rhs", uni{scalarForm: "ors", rhsKinds: rhsInt}), u("ors", "lhs, rhs", uni{dispatchErr: true}),
		u("xor", "lhs, rhs, tmp = None", uni{scalarForm: "xors", rhsKinds: rhsEither, tmp: "tmp", tmpFor: bitTmp("xor")}), // :1477
		u("xors", "lhs, rhs, tmp = None", uni{tmp: "tmp", tmpFor: bitTmp("xors"), dispatchErr: true}),                     // :1500
		u("not_", "input", uni{}), // :1514
		u("shl", "lhs, rhs", uni{scalarForm: "shls", rhsKinds: rhsInt}), u("shls", "lhs, rhs", uni{dispatchErr: true}), // :1527-1570
		u("shr", "lhs, rhs", uni{scalarForm: "shrs", rhsKinds: rhsInt}), u("shrs", "lhs, rhs", uni{dispatchErr: true}),
		u("set_validshape", "input, valid_rows, valid_cols", uni{}),                          // :1583
		u("read", "src, offset: ints", uni{}), u("write", "dst, offset: ints, value", uni{}), // :1604-1622
		u("assemble", "target, source, offset: ints, *, atomic: value = pl.AtomicType.None_", uni{both: 2, tileRefuses: []string{"atomic", "An atomic combine needs a global-memory destination, and a tile-to-tile assemble has none. Write the accumulation into a Tensor target instead — inside an InCore function that is pl.assemble(out_tensor, tile, offset, atomic=...)."}}), // :1666
		u("gather_row", "dst, src, dst_offset: ints, src_offset: ints, shapes: ints, transpose: value = False, *, valid_shape: ints = None", uni{destination: true}),                                                                                                                                                                                                                  // :1682
		u("scatter_update", "input, *args, **kwargs", uni{}), // :1704
		u("sort32", "src, idx", uni{both: 2}),                // :1720
		u("mrgsort", "src0, src1 = None, src2 = None, src3 = None, tmp = None, *, exhausted: value = False, block_len = None", uni{tmp: "tmp"}), // :1733
	}
	// Re-exports (language/op/__init__.py:31-105).
	for _, name := range []string{
		"addc", "addsc", "cmps", "create_tile", "gatherb", "gemv", "gemv_acc",
		"gemv_bias", "load", "lrelu", "matmul_bias", "matmul_mx", "matmul_mx_acc", "matmul_mx_bias", "max",
		"maximums", "mgather", "min", "minimums", "move", "mscatter", "prelu", "relu", "rem", "rems", "sel", "sels",
		"store", "subc", "subsc", "tri",
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

// alias is a name for another wrapper (a re-export): the call binds to
// the target's parameters (dslLookup), and its errors name the module
// and name called.
func alias(name, target string) *dslFunc { return &dslFunc{name: name, op: "=" + target} }

// dslLookup finds a wrapper by its name under pl (or pld.), following
// aliases.
func dslLookup(name string) (*dslFunc, bool) {
	f, ok := dslTable()[name]
	for ok && strings.HasPrefix(f.op, "=") {
		f, ok = dslTable()[f.op[1:]]
	}
	return f, ok
}

// rhsKind is which right operands of a unified binary function go to the
// tensor form and, with a tile lhs, to the tile-scalar form.
type rhsKind uint8

const (
	rhsNumber rhsKind = iota // Tensor, int, float, Scalar, an IR value
	rhsInt                   // Tensor, int, Scalar, an IR value (no float)
	rhsAny                   // any (cmp)
	rhsEither                // xor: the level of lhs alone decides
)

// uni is how a unified function dispatches (unified_ops.py:150-290).
type uni struct {
	// arith: scalar operands combine with this operator (add, sub, mul,
	// div).
	arith *BinaryOp
	// scalarForm: a tile lhs with a scalar-like rhs calls pl.tile.<it>.
	scalarForm string
	rhsKinds   rhsKind
	// both: the first both parameters must all be tensors or all tiles.
	both int
	// dispatchErr: a wrong operand is _raise_type_dispatch_error's
	// message (else "expected Tensor or Tile, got <type>").
	dispatchErr bool
	// tmp: the scratch parameter, refused for tensors; tmpFor, when set,
	// is what a tile requires of it.
	tmp, tmpFor string
	// tileRefuses: pairs of a tensor-only flag and its remedy, refused for
	// tiles when not the default (_reject_tile_unsupported).
	tileRefuses []string
	tileOnly    bool // batch_matmul
	scalarCast  bool // cast: a scalar input is a scalar cast
	destination bool // gather_row: "Tensor or Tile destination"
}

// level is the DSL level of a unified function's operand: "tensor",
// "tile", "scalar" (a Scalar, an int or float, an IR scalar value) or "".
func (a *dslArgs) level(i int) string {
	if a.x[i] == nil || isPyNone(a.x[i]) {
		return ""
	}
	v := a.vals[i]
	if v == nil {
		return ""
	}
	switch v.Type().(type) {
	case *TensorType:
		return "tensor"
	case *TileType:
		return "tile"
	case *ScalarType:
		return "scalar"
	}
	return ""
}

// pyClass is type(x).__name__ of what the unified wrapper got for
// parameter i: int / float for a Python number, ConstInt / ConstFloat for
// the parser's constant, the DSL class otherwise.
func (a *dslArgs) pyClass(i int) string {
	x := a.x[i]
	if x == nil || isPyNone(x) {
		return "NoneType"
	}
	if a.f.params[i].kind == dValue {
		return pyTypeOfValue(a.vvs[i])
	}
	v := a.vals[i]
	if a.raw[i] {
		if _, ok := v.(*ConstFloat); ok {
			return "float"
		}
		return "int"
	}
	if _, ok := v.(*MakeTuple); ok {
		return "list"
	}
	if v == nil {
		return "NoneType"
	}
	return dslClassName(v)
}

// dispatchErr is _raise_type_dispatch_error over the first n parameters.
func (a *dslArgs) dispatchErr(n int) error {
	var types []string
	tensor, tile := false, false
	for i := 0; i < n && i < len(a.x); i++ {
		types = append(types, a.pyClass(i))
		switch a.level(i) {
		case "tensor":
			tensor = true
		case "tile":
			tile = true
		}
	}
	if tensor && tile {
		return a.e.errf(a.pos, "pl.%s: cannot mix Tensor and Tile arguments (%s). All operands must be the same type level — either all Tensor or all Tile", a.f.name, strings.Join(types, ", "))
	}
	return a.e.errf(a.pos, "pl.%s: expected Tensor or Tile operands, got (%s)", a.f.name, strings.Join(types, ", "))
}

// dispatchUnified runs a unified function: from its operands' levels it
// calls pl.tensor.<name> or pl.tile.<name> (or the tile-scalar form) with
// the arguments as given, or combines scalars with the scalar operator.
func dispatchUnified(a *dslArgs, o uni) (Expr, error) {
	name := a.f.name
	l0 := a.level(0)
	nOps := 2
	if len(a.f.params) < 2 || a.f.params[1].kind == dValue || a.f.params[1].kind == dInts {
		nOps = 1
	}
	typeErr := func() error {
		if o.dispatchErr || o.both > 0 || o.scalarForm != "" {
			n := nOps
			if o.both > n {
				n = o.both
			}
			return a.dispatchErr(n)
		}
		what := "Tensor or Tile"
		if o.scalarCast {
			what = "Tensor, Tile, or Scalar"
		}
		if o.destination {
			what = "Tensor or Tile destination"
		}
		return a.e.errf(a.pos, "pl.%s: expected %s, got %s", name, what, a.pyClass(0))
	}
	for i := 1; i < o.both; i++ {
		if a.level(i) != l0 {
			return nil, typeErr()
		}
	}
	target := ""
	switch l0 {
	case "tensor":
		if o.tileOnly {
			return nil, typeErr()
		}
		if o.scalarForm != "" && o.rhsKinds != rhsEither {
			if !a.rhsFits(o.rhsKinds) {
				return nil, typeErr()
			}
		}
		if o.tmp != "" && !a.isNone(o.tmp) {
			return nil, a.e.errf(a.pos, "pl.%s: Tensor inputs must not pass %s — the scratch tile is allocated during Tensor-to-Tile lowering", name, o.tmp)
		}
		target = "tensor." + name
	case "tile":
		if o.tmp != "" && o.tmpFor != "" && a.isNone(o.tmp) {
			return nil, a.e.errf(a.pos, "pl.%s: Tile inputs require %s", name, o.tmpFor)
		}
		target = "tile." + name
		if o.scalarForm != "" {
			switch a.level(1) {
			case "tile":
			case "scalar":
				target = "tile." + o.scalarForm
				if name == "div" {
					hp, err := a.flag("high_precision")
					if err != nil {
						return nil, err
					}
					if hp {
						return nil, a.e.errf(a.pos, "pl.div: high_precision requires a Tile rhs")
					}
				}
			default:
				return nil, typeErr()
			}
		}
		for i := 0; i+1 < len(o.tileRefuses); i += 2 {
			flag, remedy := o.tileRefuses[i], o.tileRefuses[i+1]
			v, err := a.value(flag)
			if err != nil {
				return nil, err
			}
			p := a.f.params[a.f.param(flag)]
			if kwValueEqual(v, p.def) {
				continue
			}
			if flag == "clamp" {
				return nil, a.e.errf(a.pos, "pl.slice: clamp=True is not supported for a Tile. An on-chip window has no clamping mechanism, so offset + shape must stay inside the source tile. Clamp the read at the tensor boundary instead — pl.load(..., clamp=True) or pl.slice(tensor, ..., clamp=True) — and slice the resulting tile in bounds.")
			}
			return nil, a.e.errf(a.pos, "pl.%s: '%s' is not supported for Tile operands. %s", name, flag, remedy)
		}
	case "scalar":
		if o.arith != nil && a.level(1) == "scalar" {
			if name == "div" {
				hp, err := a.flag("high_precision")
				if err != nil {
					return nil, err
				}
				if hp {
					return nil, a.e.errf(a.pos, "pl.div: high_precision is only supported for Tensor or Tile division")
				}
			}
			// _to_scalar_expr(lhs) <op> _to_scalar_expr(rhs): the
			// expression operators' promotion (scalar_expr.h:422-460).
			x, err := MakeScalarBinary(*o.arith, a.vals[0], a.vals[1], a.pos)
			if err != nil {
				return nil, a.e.errf(a.pos, "%v", err)
			}
			return x, nil
		}
		if o.scalarCast {
			return a.scalarCast()
		}
		return nil, typeErr()
	default:
		return nil, typeErr()
	}
	f, ok := dslLookup(target)
	if !ok {
		return nil, a.e.errf(a.pos, "Operator '%s' not found in registry", target)
	}
	x, err := a.forward(f)
	if err != nil {
		return nil, err
	}
	if name == "matmul" && l0 == "tile" {
		return a.checkTileMatmulOutDType(x)
	}
	return x, nil
}

// rhsFits reports whether the rhs goes to the tensor form of a binary
// unified function.
func (a *dslArgs) rhsFits(k rhsKind) bool {
	switch a.level(1) {
	case "tensor":
		return true
	case "scalar":
		return k != rhsInt || a.pyClass(1) != "float"
	}
	return k == rhsAny
}

// forward calls the namespaced wrapper f with this call's arguments as
// the unified function passes them: by name where f has the parameter,
// else at the same position, each as it reached the unified function (a
// Python number stays one); a parameter f lacks is not passed on.
func (a *dslArgs) forward(f *dslFunc) (Expr, error) {
	b := newDSLArgs(a.e, f, a.c, a.pos)
	b.rest, b.restKw = a.rest, a.restKw
	for i, x := range a.x {
		if x == nil {
			continue
		}
		p := a.f.params[i]
		j := f.param(p.name)
		if j < 0 && i < len(f.params) && !p.kwOnly && !f.params[i].kwOnly && a.f.param(f.params[i].name) < 0 {
			j = i // input -> tile, lhs -> src0, dst -> acc, ...
		}
		if j < 0 {
			continue // not passed on (a flag of the other level, checked above)
		}
		b.x[j], b.kw[j], b.raw[j] = x, a.kw[i], a.raw[i]
		if (p.kind == dValue) == (f.params[j].kind == dValue) {
			b.vals[j], b.vvs[j] = a.vals[i], a.vvs[i]
			continue
		}
		if err := b.elaborateOne(j); err != nil {
			return nil, err
		}
	}
	for j, p := range f.params {
		if b.x[j] == nil && !p.hasDef {
			return nil, a.e.errf(a.pos, "%s() missing 1 required positional argument: '%s'", f.name[strings.LastIndexByte(f.name, '.')+1:], p.name)
		}
	}
	x, err := b.build()
	if err != nil && b.argErr {
		a.argErr = true
	}
	return x, err
}

// scalarCast is pl.cast of a scalar: the default mode only, a scalar cast
// (unified_ops.py:1357-1385).
func (a *dslArgs) scalarCast() (Expr, error) {
	m, err := a.value("mode")
	if err != nil {
		return nil, err
	}
	mode, err := resolveCastMode(m)
	if err != nil {
		return nil, a.e.errf(a.pos, "%v", err)
	}
	if mode != CastRound {
		return nil, a.e.errf(a.pos, "pl.cast: Scalar inputs do not support non-default mode, got mode=%s", valueRepr(m))
	}
	dt, err := a.value("target_type")
	if err != nil {
		return nil, err
	}
	d, ok := dt.(DataType)
	if !ok {
		return nil, a.e.errf(a.pos, "pl.cast: target_type must be a DataType, got %s", valueRepr(dt))
	}
	return &Unary{Op: OpCast, X: a.vals[0], DType: d, Pos: a.pos}, nil
}

// checkTileMatmulOutDType refuses an out_dtype other than the dtype the
// tile matmul deduces (unified_ops.py:243-270).
func (a *dslArgs) checkTileMatmulOutDType(x Expr) (Expr, error) {
	v, err := a.value("out_dtype")
	if err != nil || v == dslNone {
		return x, err
	}
	deduced := elemDType(x)
	if d, ok := v.(DataType); !ok || d != deduced {
		return nil, a.e.errf(a.pos, "pl.matmul: out_dtype=%s is not supported for Tile operands — the Cube accumulator fixes the result dtype, deduced as %s here. Convert the result explicitly with pl.cast(result, <dtype>), or let pl.tile.store narrow it on the way to GM.", valueRepr(v), deduced)
	}
	return x, nil
}
