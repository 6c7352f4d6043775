package ir

// The unified pl.<op> spellings of PyPTO's DSL (pl.load, pl.add, pl.cast,
// ...): each picks the tile- or tensor-level op from its arguments and
// supplies the Python wrapper's defaults. Explicit pl.tile.<op> calls go to
// the op as written (see opCall).

// unifiedSpec describes one unified spelling.
type unifiedSpec struct {
	op string // IR op name
	// posKw turns positional arguments past the op's own into kwargs, in
	// order (e.g. pl.cast(t, pl.BF16) -> target_type=pl.BF16).
	posKw []string
	// defaults are kwargs added when absent.
	defaults []Kwarg
	// scalarOp, when set, is used when the second argument is a scalar.
	scalarOp string
	// renameKw maps DSL keyword names to IR kwarg names.
	renameKw map[string]string
	// nPos is how many leading positional arguments are expressions (0:
	// as many as the op takes).
	nPos int
}

var unifiedOps = map[string]unifiedSpec{
	"load":           {op: "tile.load", defaults: []Kwarg{{Key: "target_memory", Value: Vec}}},
	"store":          {op: "tile.store"},
	"move":           {op: "tile.move", posKw: []string{"target_memory", "blayout", "slayout"}},
	"create_tile":    {op: "tile.create", posKw: []string{"dtype", "target_memory"}, defaults: []Kwarg{{Key: "target_memory", Value: Vec}}},
	"full":           {op: "tile.full", posKw: []string{"dtype", "#value"}, nPos: 1},
	"matmul":         {op: "tile.matmul"},
	"matmul_acc":     {op: "tile.matmul_acc"},
	"matmul_bias":    {op: "tile.matmul_bias"},
	"gemv":           {op: "tile.gemv"},
	"gemv_acc":       {op: "tile.gemv_acc"},
	"add":            {op: "tile.add", scalarOp: "tile.adds"},
	"sub":            {op: "tile.sub", scalarOp: "tile.subs"},
	"mul":            {op: "tile.mul", scalarOp: "tile.muls"},
	"div":            {op: "tile.div", scalarOp: "tile.divs"},
	"maximum":        {op: "tile.maximum"},
	"minimum":        {op: "tile.minimum"},
	"adds":           {op: "tile.adds"},
	"subs":           {op: "tile.subs"},
	"muls":           {op: "tile.muls"},
	"divs":           {op: "tile.divs"},
	"exp":            {op: "tile.exp"},
	"neg":            {op: "tile.neg"},
	"abs":            {op: "tile.abs"},
	"relu":           {op: "tile.relu"},
	"sqrt":           {op: "tile.sqrt"},
	"recip":          {op: "tile.recip"},
	"cast":           {op: "tile.cast", posKw: []string{"target_type"}, defaults: []Kwarg{{Key: "mode", Value: CastRound}}, nPos: 1},
	"row_sum":        {op: "tile.row_sum"},
	"row_max":        {op: "tile.row_max"},
	"col_sum":        {op: "tile.col_sum"},
	"row_expand_add": {op: "tile.row_expand_add"},
	"row_expand_mul": {op: "tile.row_expand_mul"},
	"fillpad":        {op: "tile.fillpad", posKw: []string{"pad_value"}},
	"slice":          {op: "tile.slice"},
	"reshape":        {op: "tile.reshape"},
	"transpose_view": {op: "tile.transpose_view"},
	"extract":        {op: "tile.extract"},
	"set_validshape": {op: "tile.set_validshape"},
	"assemble":       {op: "tile.assemble"},
	"tpush_to_aiv":   {op: "tile.tpush_to_aiv"},
	"tpush_to_aic":   {op: "tile.tpush_to_aic"},
	"tpop_from_aic":  {op: "tile.tpop_from_aic"},
	"tpop_from_aiv":  {op: "tile.tpop_from_aiv"},
	"aiv_shard":      {op: "tile.aiv_shard"},
	"aic_gather":     {op: "tile.aic_gather"},
	"create_tensor":  {op: "tensor.create", posKw: []string{"dtype"}},
	"read":           {op: "tile.read"},
	"write":          {op: "tile.write"},
	"alloc":          {op: "tile.alloc"},
	"create":         {op: "tile.create", posKw: []string{"dtype", "target_memory"}},
}

func (e *elab) unified(c *pyCall, name string) (Expr, error) {
	spec, ok := unifiedOps[name]
	if !ok {
		if _, isOp := e.reg.Lookup("tile." + name); isOp {
			spec = unifiedSpec{op: "tile." + name}
		} else {
			return nil, e.errf(e.sp(c.pos), "unknown operation pl.%s", name)
		}
	}
	base, ok := e.reg.Lookup(spec.op)
	if !ok {
		return nil, e.errf(e.sp(c.pos), "Operator '%s' not found in registry", spec.op)
	}
	nPos := len(base.Args)
	if spec.nPos > 0 {
		nPos = spec.nPos
	}
	exprArgs, rest := c.args, []pyExpr(nil)
	if len(c.args) > nPos {
		exprArgs, rest = c.args[:nPos], c.args[nPos:]
	}
	args, err := e.exprs(exprArgs)
	if err != nil {
		return nil, err
	}
	opName := spec.op
	// Scalar operands: pl.add(a, b) on scalars is arithmetic; a tile with a
	// scalar or literal second operand picks the tile-scalar op.
	if len(args) == 2 {
		_, lt := args[0].Type().(*TileType)
		_, ls := args[0].Type().(*ScalarType)
		_, rs := args[1].Type().(*ScalarType)
		if ls && rs {
			if op, ok := map[string]BinaryOp{"add": OpAdd, "sub": OpSub, "mul": OpMul, "div": OpFloatDiv, "maximum": OpMax, "minimum": OpMin}[name]; ok {
				return e.binary(op, args[0], args[1], e.sp(c.pos))
			}
		}
		if lt && rs && spec.scalarOp != "" {
			opName = spec.scalarOp
		}
	}
	if name == "cast" && len(args) == 1 {
		if _, ok := args[0].Type().(*ScalarType); ok {
			if len(rest) != 1 || len(c.kws) > 0 {
				return nil, e.errf(e.sp(c.pos), "pl.cast of a scalar takes (value, dtype)")
			}
			dt, err := e.dtype(rest[0])
			if err != nil {
				return nil, err
			}
			return &Unary{Op: OpCast, X: args[0], DType: dt, Pos: e.sp(c.pos)}, nil
		}
	}
	if (name == "read" || name == "write") && len(args) > 0 {
		if _, isTensor := args[0].Type().(*TensorType); isTensor {
			opName = "tensor." + name
		}
	}
	op, ok := e.reg.Lookup(opName)
	if !ok {
		return nil, e.errf(e.sp(c.pos), "Operator '%s' not found in registry", opName)
	}
	// Tile-scalar ops take the tile's dtype for a literal scalar (PyPTO's
	// normalization).
	if opName != spec.op && len(args) == 2 {
		args[1] = restampScalar(args[1], args[0].Type().(*TileType).DType)
	}
	if opName == "tile.load" && len(args) == 3 {
		args = append(args, args[2]) // valid_shape defaults to shapes
	}
	if len(rest) > len(spec.posKw) {
		return nil, e.errf(e.sp(c.pos), "pl.%s takes at most %d positional arguments", name, nPos+len(spec.posKw))
	}
	var kws []Kwarg
	for i, x := range rest {
		if spec.posKw[i] == "#value" {
			v, err := e.expr(x)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
			continue
		}
		v, err := e.kwValue(x)
		if err != nil {
			return nil, err
		}
		kws = append(kws, Kwarg{Key: spec.posKw[i], Value: v})
	}
	for _, kw := range c.kws {
		key := kw.name
		if r, ok := spec.renameKw[key]; ok {
			key = r
		}
		switch {
		case opName == "tile.full" && key == "value" && len(args) == 1:
			v, err := e.expr(kw.val)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
			continue
		case opName == "tile.load" && key == "valid_shapes" && len(args) == 4:
			v, err := e.expr(kw.val)
			if err != nil {
				return nil, err
			}
			args[3] = v
			continue
		case opName == "tile.matmul_acc" && key == "init_cond":
			v, err := e.expr(kw.val)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
			continue
		case key == "tmp_tile" || key == "tmp":
			v, err := e.expr(kw.val)
			if err != nil {
				return nil, err
			}
			args = append(args, v)
			continue
		}
		v, err := e.kwValue(kw.val)
		if err != nil {
			return nil, err
		}
		kws = append(kws, Kwarg{Key: key, Value: v})
	}
	if opName == "tile.full" && len(args) == 2 {
		if dt, ok := lookupKw(kws, "dtype"); ok {
			args[1] = restampScalar(args[1], dt.(DataType))
		}
	}
	for _, d := range spec.defaults {
		if _, ok := lookupKw(kws, d.Key); !ok {
			kws = append(kws, d)
		}
	}
	call, err := op.Create(args, kws, e.sp(c.pos))
	if err != nil {
		return nil, e.errf(e.sp(c.pos), "%s", err.Error())
	}
	return call, nil
}

// restampScalar gives a literal scalar the element dtype of the tile it
// combines with (a float literal on an integer tile stays FP32).
func restampScalar(x Expr, dt DataType) Expr {
	switch c := x.(type) {
	case *ConstInt:
		if dt.IsFloat() {
			return &ConstFloat{Value: float64(c.Value), DType: dt, Pos: c.Pos}
		}
		if c.DType == INDEX {
			return &ConstInt{Value: c.Value, DType: dt, Pos: c.Pos}
		}
	case *ConstFloat:
		if dt.IsFloat() && c.DType == FP32 {
			return &ConstFloat{Value: c.Value, DType: dt, Pos: c.Pos}
		}
	}
	return x
}
