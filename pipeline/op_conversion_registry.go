package pipeline

import (
	"fmt"
	"sort"

	"github.com/irfuzz/irfuzz/ir"
)

// The conversions ConvertTensorToTileOps applies, per tensor op (PyPTO's
// OpConversionRegistry, src/ir/transforms/op_conversion_registry.cpp). A
// conversion gets the call's arguments after its input requirements were
// bridged (reqs: the argument is loaded into that space when still a GM
// tensor, viewed transposed when the named kwarg is set) and returns a
// prologue of statements (converted in turn) and the value that replaces
// the call.
//
// The kwargs of a 1:1 conversion are passed on when the tile op declares
// them and dropped otherwise (PyPTO keeps an undeclared kwarg on a tile op
// that declares none; irfuzz's registry refuses it, docs/pypto-version.md).
//
// Not converted (conversionOf returns nil and the pass names the op): the
// distributed ops but remote_store / put / get (:2547-2730).

type inputReq struct {
	space ir.MemorySpace
	trans string // the kwarg that asks for a transposed operand ("": none)
}

type convCtx struct{ ctx *Context }

type conversion struct {
	fn   func(c *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error)
	reqs map[int]inputReq
}

// reqOrder is the bridged arguments in index order.
func (c *conversion) reqOrder() []int {
	out := make([]int, 0, len(c.reqs))
	for i := range c.reqs {
		out = append(out, i)
	}
	sort.Ints(out)
	return out
}

// conversionOf is the conversion of an op (nil: none).
func conversionOf(op *ir.OpDef) *conversion { return conversions[op] }

// conversions is built once and only read.
var conversions = buildConversions()

// declaredKwargs keeps the kwargs op declares.
func declaredKwargs(op *ir.OpDef, kw []ir.Kwarg) []ir.Kwarg {
	var out []ir.Kwarg
	for _, k := range kw {
		if _, ok := op.Kwarg(k.Key); ok {
			out = append(out, k)
		}
	}
	return out
}

// simple is RegisterSimple: the tile op on the same arguments and kwargs.
func simple(to *ir.OpDef) *conversion {
	return &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		c, err := create(to, args, declaredKwargs(to, kw), pos)
		if err != nil {
			return nil, nil, err
		}
		return nil, c, nil
	}}
}

func kwBool(kw []ir.Kwarg, key string) bool {
	for _, k := range kw {
		if k.Key == key {
			b, _ := k.Value.(bool)
			return b
		}
	}
	return false
}

func kwInt(kw []ir.Kwarg, key string, def int64) int64 {
	for _, k := range kw {
		if k.Key == key {
			switch v := k.Value.(type) {
			case int64:
				return v
			case ir.AtomicType:
				return int64(v)
			}
		}
	}
	return def
}

func tileOf(e ir.Expr) *ir.TileType {
	t, _ := e.Type().(*ir.TileType)
	return t
}

// scratch is AppendScratchTile: a Vec tile shaped like model.
func scratch(model *ir.TileType, name string, pos ir.Span) (*ir.AssignStmt, *ir.Var, error) {
	c, err := create(ir.TileCreate, []ir.Expr{shapeTuple(model.Shape, pos)},
		[]ir.Kwarg{{Key: "dtype", Value: model.DType}, {Key: "target_memory", Value: ir.Vec}}, pos)
	if err != nil {
		return nil, nil, err
	}
	v := &ir.Var{Name: name, T: c.T, Pos: pos}
	return &ir.AssignStmt{Var: v, Value: c, Pos: pos}, v, nil
}

func one(c *ir.Call, err error) ([]ir.Stmt, ir.Expr, error) {
	if err != nil {
		return nil, nil, err
	}
	return nil, c, nil
}

func buildConversions() map[*ir.OpDef]*conversion {
	t := map[*ir.OpDef]*conversion{}
	// Scalar and unary ops (:125-221).
	for from, to := range map[*ir.OpDef]*ir.OpDef{
		ir.TensorAdds: ir.TileAdds, ir.TensorSubs: ir.TileSubs, ir.TensorMuls: ir.TileMuls, ir.TensorDivs: ir.TileDivs,
		ir.TensorFmod: ir.TileFmod, ir.TensorFmods: ir.TileFmods, ir.TensorNeg: ir.TileNeg, ir.TensorAbs: ir.TileAbs,
		ir.TensorRecip: ir.TileRecip, ir.TensorExp: ir.TileExp, ir.TensorLog: ir.TileLog, ir.TensorSin: ir.TileSin,
		ir.TensorCos: ir.TileCos, ir.TensorSqrt: ir.TileSqrt, ir.TensorCast: ir.TileCast,
		ir.TensorAnd: ir.TileAnd, ir.TensorAnds: ir.TileAnds, ir.TensorOr: ir.TileOr, ir.TensorOrs: ir.TileOrs,
		ir.TensorNot: ir.TileNot, ir.TensorShl: ir.TileShl, ir.TensorShls: ir.TileShls, ir.TensorShr: ir.TileShr,
		ir.TensorShrs: ir.TileShrs,
		// Broadcast and transform ops (:227-279).
		ir.TensorRowExpandMul: ir.TileRowExpandMul, ir.TensorRowExpandDiv: ir.TileRowExpandDiv,
		ir.TensorColExpandMul: ir.TileColExpandMul, ir.TensorColExpandAdd: ir.TileColExpandAdd,
		ir.TensorRowExpand: ir.TileRowExpand, ir.TensorRowExpandAdd: ir.TileRowExpandAdd,
		ir.TensorRowExpandSub: ir.TileRowExpandSub, ir.TensorColExpand: ir.TileColExpand,
		ir.TensorColExpandSub: ir.TileColExpandSub, ir.TensorColExpandDiv: ir.TileColExpandDiv,
		ir.TensorRowExpandMax: ir.TileRowExpandMax, ir.TensorRowExpandMin: ir.TileRowExpandMin,
		ir.TensorRowExpandExpdif: ir.TileRowExpandExpdif, ir.TensorColExpandMax: ir.TileColExpandMax,
		ir.TensorColExpandMin: ir.TileColExpandMin, ir.TensorColExpandExpdif: ir.TileColExpandExpdif,
		ir.TensorExpands: ir.TileExpands, ir.TensorReshape: ir.TileReshape,
		ir.TensorReinterpretView: ir.TileReinterpretView, ir.TensorConcat: ir.TileConcat,
		ir.TensorSetValidshape: ir.TileSetValidshape, ir.TensorFull: ir.TileFull, ir.TensorCi: ir.TileCi,
		ir.TensorRandom: ir.TileRandom,
		// Partial combines (:408-411), block queries (:909-911),
		// column reductions (:1219-1222), sort ops (:1238-1240).
		ir.TensorPartAdd: ir.TilePartAdd, ir.TensorPartMul: ir.TilePartMul, ir.TensorPartMax: ir.TilePartMax,
		ir.TensorPartMin: ir.TilePartMin, ir.TensorGetBlockIdx: ir.TileGetBlockIdx,
		ir.TensorGetSubblockIdx: ir.TileGetSubblockIdx, ir.TensorGetBlockNum: ir.TileGetBlockNum,
		ir.TensorColSum: ir.TileColSum, ir.TensorColMax: ir.TileColMax, ir.TensorColMin: ir.TileColMin,
		ir.TensorColProd: ir.TileColProd, ir.TensorSort32: ir.TileSort32,
		ir.TensorMrgsortFormat1: ir.TileMrgsortFormat1, ir.TensorGatherMask: ir.TileGatherMask,
	} {
		t[from] = simple(to)
	}

	// tensor.rsqrt: with high_precision, a scratch tile (:147-171).
	t[ir.TensorRsqrt] = &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		if !kwBool(kw, "high_precision") {
			return one(create(ir.TileRsqrt, args[:1], nil, pos))
		}
		tt := tileOf(args[0])
		if tt == nil {
			return nil, nil, fmt.Errorf("%s: tensor.rsqrt conversion: input must be TileType after memory promotion, got %s", pos, ir.TypeKindName(args[0].Type()))
		}
		a, tmp, err := scratch(tt, "rsqrt_tmp", pos)
		if err != nil {
			return nil, nil, err
		}
		c, err := create(ir.TileRsqrt, []ir.Expr{args[0], tmp}, nil, pos)
		return []ir.Stmt{a}, c, err
	}}
	// tensor.xor / xors: a scratch tile shaped like the lhs (:187-216).
	xor := func(to *ir.OpDef) *conversion {
		return &conversion{fn: func(_ *convCtx, args []ir.Expr, _ []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
			tt := tileOf(args[0])
			if tt == nil {
				return nil, nil, fmt.Errorf("%s: %s conversion: lhs must be TileType after memory promotion", pos, to.Name)
			}
			a, tmp, err := scratch(tt, "xor_tmp", pos)
			if err != nil {
				return nil, nil, err
			}
			c, err := create(to, []ir.Expr{args[0], args[1], tmp}, nil, pos)
			return []ir.Stmt{a}, c, err
		}}
	}
	t[ir.TensorXor], t[ir.TensorXors] = xor(ir.TileXor), xor(ir.TileXors)
	// tensor.transpose: no scratch yet, FlattenTileNdTo2D adds it
	// (:246-271).
	t[ir.TensorTranspose] = &conversion{fn: func(_ *convCtx, args []ir.Expr, _ []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		if tileOf(args[0]) == nil {
			return nil, nil, fmt.Errorf("%s: tensor.transpose conversion: input must be TileType after memory promotion", pos)
		}
		return one(create(ir.TileTranspose, args[:3], nil, pos))
	}}

	// Broadcast-aware binary ops (:288-412).
	t[ir.TensorAdd] = broadcastBinary(ir.TileAdd, ir.TileRowExpandAdd, false)
	t[ir.TensorSub] = broadcastBinary(ir.TileSub, ir.TileRowExpandSub, false)
	t[ir.TensorMul] = broadcastBinary(ir.TileMul, ir.TileRowExpandMul, false)
	t[ir.TensorDiv] = broadcastBinary(ir.TileDiv, ir.TileRowExpandDiv, true)
	minmax := func(tile, scalar *ir.OpDef) *conversion {
		return &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
			to := tile
			if _, ok := args[1].Type().(*ir.ScalarType); ok {
				to = scalar
			}
			return one(create(to, args, declaredKwargs(to, kw), pos))
		}}
	}
	t[ir.TensorMaximum] = minmax(ir.TileMaximum, ir.TileMaximums)
	t[ir.TensorMinimum] = minmax(ir.TileMinimum, ir.TileMinimums)

	// Memory ops (:418-906).
	t[ir.TensorSlice] = &conversion{fn: convertSlice}
	t[ir.TensorAssemble] = &conversion{fn: convertAssemble}
	t[ir.TensorCreate] = &conversion{fn: convertCreate}
	t[ir.TensorFillpad] = &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		return loadThen(ir.TileFillpad, "fillpad_src", args, kw, pos)
	}}
	t[ir.TensorFillpadExpand] = &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		return loadThen(ir.TileFillpadExpand, "fillpad_expand_src", args, kw, pos)
	}}
	readWrite := func(tile *ir.OpDef, tensor *ir.OpDef) *conversion {
		return &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
			switch args[0].Type().(type) {
			case *ir.TensorType:
				return one(create(tensor, args, declaredKwargs(tensor, kw), pos))
			case *ir.TileType:
				return one(create(tile, args, declaredKwargs(tile, kw), pos))
			}
			return nil, nil, fmt.Errorf("%s: %s conversion: unexpected input type: %s", pos, tensor.Name, ir.TypeKindName(args[0].Type()))
		}}
	}
	t[ir.TensorRead] = readWrite(ir.TileRead, ir.TensorRead)
	t[ir.TensorWrite] = readWrite(ir.TileWrite, ir.TensorWrite)

	// Matmul (:1087-1140).
	t[ir.TensorMatmul] = &conversion{fn: func(_ *convCtx, args []ir.Expr, _ []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		to := ir.TileMatmul
		if rankOf(args[0]) > 2 || rankOf(args[1]) > 2 {
			to = ir.TileBatchMatmul
		}
		return one(create(to, args[:2], nil, pos))
	}, reqs: map[int]inputReq{0: {ir.Mat, "a_trans"}, 1: {ir.Mat, "b_trans"}}}
	t[ir.TensorMatmulAcc] = &conversion{fn: func(_ *convCtx, args []ir.Expr, _ []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		nd := rankOf(args[0]) > 2 || rankOf(args[1]) > 2 || rankOf(args[2]) > 2
		to := ir.TileMatmulAcc
		if nd {
			to = ir.TileBatchMatmulAcc
		}
		out := args[:3]
		if len(args) == 4 {
			if nd {
				return nil, nil, fmt.Errorf("%s: tensor.matmul_acc does not support init_cond on operands of rank > 2 (got acc rank %d, lhs rank %d, rhs rank %d). "+
					"Loop over the batch dimension and accumulate with 2D operands instead.", pos, rankOf(args[0]), rankOf(args[1]), rankOf(args[2]))
			}
			out = args
		}
		return one(create(to, out, nil, pos))
	}, reqs: map[int]inputReq{1: {ir.Mat, "a_trans"}, 2: {ir.Mat, "b_trans"}}}

	// Row reductions with a scratch tile, its last dim at least 128
	// (:1150-1181); the arg reductions' scratch is shaped exactly like
	// the source (:1183-1209).
	reduce := func(to *ir.OpDef, pad bool) *conversion {
		return &conversion{fn: func(_ *convCtx, args []ir.Expr, _ []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
			tt := tileOf(args[0])
			if tt == nil {
				return nil, nil, fmt.Errorf("%s: %s conversion: input must be TileType, got %s", pos, to.Name, ir.TypeKindName(args[0].Type()))
			}
			shape := append([]ir.Expr(nil), tt.Shape...)
			if pad && len(shape) >= 2 {
				if v, ok := shape[len(shape)-1].(*ir.ConstInt); !ok || v.Value < 128 {
					shape[len(shape)-1] = &ir.ConstInt{Value: 128, DType: ir.INDEX, Pos: pos}
				}
			}
			c, err := create(ir.TileCreate, []ir.Expr{&ir.MakeTuple{Elems: shape, Pos: pos}},
				[]ir.Kwarg{{Key: "dtype", Value: tt.DType}, {Key: "target_memory", Value: ir.Vec}}, pos)
			if err != nil {
				return nil, nil, err
			}
			tmp := &ir.Var{Name: "tmp_tile", T: c.T, Pos: pos}
			r, err := create(to, []ir.Expr{args[0], tmp}, nil, pos)
			return []ir.Stmt{&ir.AssignStmt{Var: tmp, Value: c, Pos: pos}}, r, err
		}}
	}
	t[ir.TensorRowMax] = reduce(ir.TileRowMax, true)
	t[ir.TensorRowSum] = reduce(ir.TileRowSum, true)
	t[ir.TensorRowMin] = reduce(ir.TileRowMin, true)
	t[ir.TensorRowProd] = reduce(ir.TileRowProd, true)
	t[ir.TensorRowArgmax] = reduce(ir.TileRowArgmax, false)
	t[ir.TensorRowArgmin] = reduce(ir.TileRowArgmin, false)
	t[ir.TensorColArgmax] = reduce(ir.TileColArgmax, false)
	t[ir.TensorColArgmin] = reduce(ir.TileColArgmin, false)

	// tensor.mrgsort_format2: every source in Vec, a scratch tile whose
	// last dim is the sum of theirs (:1255-1368).
	t[ir.TensorMrgsortFormat2] = &conversion{fn: convertMrgsort2,
		reqs: map[int]inputReq{0: {space: ir.Vec}, 1: {space: ir.Vec}, 2: {space: ir.Vec}, 3: {space: ir.Vec}}}

	t[ir.TensorCmp] = &conversion{fn: convertCmp}

	// Distributed transfers (:2547-2730): remote_store 1:1 with its source
	// in Vec; put / get through one or two Vec staging tiles.
	t[ir.PldTensorRemoteStore] = simple(ir.PldTileRemoteStore)
	t[ir.PldTensorRemoteStore].reqs = map[int]inputReq{0: {space: ir.Vec}}
	t[ir.PldTensorPut] = &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		return convertTransfer(ir.PldTilePut, "tput_stage", args, kw, pos)
	}}
	t[ir.PldTensorGet] = &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		return convertTransfer(ir.PldTileGet, "tget_stage", args, kw, pos)
	}}
	t[ir.TensorExpandClone] = &conversion{fn: convertExpandClone}
	t[ir.TensorGather] = &conversion{fn: convertGather}
	t[ir.TensorGatherCompare] = &conversion{fn: convertGatherCompare, reqs: map[int]inputReq{0: {space: ir.Vec}}}
	t[ir.TensorCreateL1] = &conversion{fn: convertCreateL1}
	t[ir.TensorGatherRow] = &conversion{fn: convertGatherRow}
	t[ir.TensorPagedGather] = &conversion{fn: convertPagedGather}
	t[ir.TensorScatter] = &conversion{fn: convertScatter, reqs: scatterReqs(3)}
	t[ir.TensorScatterMask] = &conversion{fn: convertScatterMask, reqs: scatterReqs(2)}
	// Both the tensor op and the DSL's tile.scatter_update (:706-709).
	t[ir.TensorScatterUpdate] = &conversion{fn: convertScatterUpdate, reqs: scatterReqs(3)}
	t[ir.TileScatterUpdate] = &conversion{fn: convertScatterUpdate, reqs: scatterReqs(3)}

	// Cross-core split-axis ops, 1:1 (:2732-2759).
	t[ir.TensorAivShard] = simple(ir.TileAivShard)
	t[ir.TensorAicGather] = simple(ir.TileAicGather)
	return t
}

func rankOf(e ir.Expr) int {
	switch t := e.Type().(type) {
	case *ir.TileType:
		return t.Rank()
	case *ir.TensorType:
		return t.Rank()
	}
	return 0
}

// broadcastBinary is MakeBroadcastBinaryConv: a [M, 1] operand against an
// [M, N] one becomes the row_expand form; tensor.div first casts both
// operands to their promoted dtype and keeps pto.trowexpanddiv's contract
// (:288-379).
func broadcastBinary(tile, rowExpand *ir.OpDef, tdiv bool) *conversion {
	return &conversion{fn: func(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
		conv := append([]ir.Expr(nil), args...)
		var pro []ir.Stmt
		var promoted ir.DataType
		if tdiv {
			if len(args) != 2 {
				return nil, nil, fmt.Errorf("%s: tensor.div conversion expects exactly 2 tile operands, got %d", pos, len(args))
			}
			l, r := tileOf(args[0]), tileOf(args[1])
			if l == nil || r == nil {
				return nil, nil, fmt.Errorf("%s: tensor.div conversion requires TileType operands after memory promotion", pos)
			}
			promoted = ir.Promote(l.DType, r.DType)
			for i, tt := range []*ir.TileType{l, r} {
				if tt.DType == promoted {
					continue
				}
				c, err := create(ir.TileCast, []ir.Expr{conv[i]}, []ir.Kwarg{{Key: "target_type", Value: promoted}, {Key: "mode", Value: ir.CastRound}}, pos)
				if err != nil {
					return nil, nil, err
				}
				name := "div_lhs_cast"
				if i == 1 {
					name = "div_rhs_cast"
				}
				v := &ir.Var{Name: name, T: c.T, Pos: pos}
				pro = append(pro, &ir.AssignStmt{Var: v, Value: c, Pos: pos})
				conv[i] = v
			}
		}
		if wider, narrower := rowBroadcast(conv); wider >= 0 {
			if tdiv {
				if wider != 0 {
					return nil, nil, fmt.Errorf("%s: tensor.div cannot lower a row-vector lhs broadcast: pto.trowexpanddiv implements only matrix / row-vector", pos)
				}
				if kwBool(kw, "high_precision") {
					return nil, nil, fmt.Errorf("%s: tensor.div(high_precision=True) does not support row broadcasting: "+
						"the PTO high-precision row-expand division form requires an explicit tmp tile", pos)
				}
				if promoted != ir.FP16 && promoted != ir.FP32 {
					return nil, nil, fmt.Errorf("%s: tensor.div row broadcasting supports only FP16 or FP32 because the executable "+
						"pto.trowexpanddiv templates are floating-point only", pos)
				}
				mv, rv := tileOf(conv[wider]).ValidShape(), tileOf(conv[narrower]).ValidShape()
				if len(mv) < 2 || len(rv) < 2 {
					return nil, nil, fmt.Errorf("%s: tensor.div row broadcasting requires rank-2 valid regions", pos)
				}
				if ir.ProveLessEqual(mv[len(mv)-2], rv[len(rv)-2]) != ir.ProofTrue {
					return nil, nil, fmt.Errorf("%s: tensor.div row broadcasting requires the divisor valid rows to cover the dividend, but got dividend valid_shape %s and divisor valid_shape %s",
						pos, printShape(mv), printShape(rv))
				}
				if ir.ProveEqual(rv[len(rv)-1], ir.ConstI(1)) != ir.ProofTrue {
					return nil, nil, fmt.Errorf("%s: tensor.div row broadcasting requires the divisor's first column to be valid, but got valid_shape %s", pos, printShape(rv))
				}
			}
			c, err := create(rowExpand, []ir.Expr{conv[wider], conv[narrower]}, nil, pos)
			return pro, c, err
		}
		c, err := create(tile, conv, declaredKwargs(tile, kw), pos)
		return pro, c, err
	}}
}

func printShape(s []ir.Expr) string {
	out := "["
	for i, e := range s {
		if i > 0 {
			out += ", "
		}
		out += ir.PrintExpr(e)
	}
	return out + "]"
}

// rowBroadcast is DetectRowBroadcast: which operand is [M, N] and which
// [M, 1] (-1, -1: neither).
func rowBroadcast(args []ir.Expr) (int, int) {
	if len(args) < 2 {
		return -1, -1
	}
	a, b := tileOf(args[0]), tileOf(args[1])
	if a == nil || b == nil || a.Rank() != 2 || b.Rank() != 2 {
		return -1, -1
	}
	isOne := func(e ir.Expr) bool { c, ok := e.(*ir.ConstInt); return ok && c.Value == 1 }
	switch {
	case isOne(b.Shape[1]) && !isOne(a.Shape[1]):
		return 0, 1
	case isOne(a.Shape[1]) && !isOne(b.Shape[1]):
		return 1, 0
	}
	return -1, -1
}

// convertSlice: a slice of a GM tensor is a tile.load of the window into
// Vec (with the window's valid shape), its dropped axes removed by a
// tile.reshape; a slice of a tile is a tile.slice (:418-520).
func convertSlice(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	c := &ir.Call{Op: ir.TensorSlice, Args: args, Kwargs: kw, Pos: pos}
	switch args[0].Type().(type) {
	case *ir.TensorType:
		// The slice's type gives the window's valid shape.
		sc, err := create(ir.TensorSlice, args, kw, pos)
		if err != nil {
			return nil, nil, err
		}
		c = sc
		full, valid, drop := tensorSliceWindow(c)
		if len(drop) >= len(full) {
			return nil, nil, fmt.Errorf("%s: tensor.slice conversion does not support rank-0 tiles; keep one unit axis or use tensor.read for a scalar result", pos)
		}
		ld, err := create(ir.TileLoad, []ir.Expr{args[0], args[2], args[1], shapeTuple(valid, pos)},
			[]ir.Kwarg{{Key: "target_memory", Value: ir.Vec}}, pos)
		if err != nil {
			return nil, nil, err
		}
		if len(drop) == 0 {
			return nil, ld, nil
		}
		lv := &ir.Var{Name: "slice_load", T: ld.T, Pos: pos}
		rs, err := create(ir.TileReshape, []ir.Expr{lv, shapeTuple(dropAxes(full, drop), pos)}, nil, pos)
		return []ir.Stmt{&ir.AssignStmt{Var: lv, Value: ld, Pos: pos}}, rs, err
	case *ir.TileType:
		var fwd []ir.Kwarg
		for _, k := range kw {
			if k.Key == "pad_value" {
				fwd = append(fwd, k)
				break
			}
		}
		return one(create(ir.TileSlice, args, fwd, pos))
	}
	return nil, nil, fmt.Errorf("%s: tensor.slice conversion: unexpected input type: %s", pos, ir.TypeKindName(args[0].Type()))
}

// convertAssemble: a tile into a GM tensor is a tile.store (atomic kept);
// a tile or a loaded tensor into a tile is a tile.assemble; a tensor into
// a tensor stays a tensor.assemble (:522-600).
func convertAssemble(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	target, source, offset := args[0], args[1], args[2]
	_, srcTile := source.Type().(*ir.TileType)
	_, dstTensor := target.Type().(*ir.TensorType)
	_, dstTile := target.Type().(*ir.TileType)
	atomic := kwInt(kw, "atomic", int64(ir.AtomicNone)) == int64(ir.AtomicAdd)
	const tileToTile = "tensor.assemble with atomic=AtomicType.Add requires a global-memory destination " +
		"(a function output tensor), but this assemble targets an on-chip tile"
	switch {
	case srcTile && dstTensor:
		var skw []ir.Kwarg
		if atomic {
			skw = []ir.Kwarg{{Key: "atomic", Value: ir.AtomicAdd}}
		}
		return one(create(ir.TileStore, []ir.Expr{source, offset, target}, skw, pos))
	case srcTile && dstTile:
		if atomic {
			return nil, nil, fmt.Errorf("%s: %s", pos, tileToTile)
		}
		return one(create(ir.TileAssemble, []ir.Expr{target, source, offset}, nil, pos))
	case dstTile:
		if atomic {
			return nil, nil, fmt.Errorf("%s: %s", pos, tileToTile)
		}
		st, ok := source.Type().(*ir.TensorType)
		if !ok {
			return nil, nil, fmt.Errorf("%s: tensor.assemble: source must be TensorType, DistributedTensorType or TileType, but got %s", pos, ir.TypeKindName(source.Type()))
		}
		ld, err := loadWhole(source, st, ir.Vec, pos)
		if err != nil {
			return nil, nil, err
		}
		sv := &ir.Var{Name: "assemble_src", T: ld.T, Pos: pos}
		c, err := create(ir.TileAssemble, []ir.Expr{target, sv, offset}, nil, pos)
		return []ir.Stmt{&ir.AssignStmt{Var: sv, Value: ld, Pos: pos}}, c, err
	}
	if atomic {
		return nil, nil, fmt.Errorf("%s: tensor.assemble with atomic=AtomicType.Add requires a tile source stored into a "+
			"global-memory target: the source must be an on-chip compute result (the split-K "+
			"partial product), not a plain tensor. This assemble copies one tensor into "+
			"another, so there is no store to carry the atomic combine.", pos)
	}
	return one(create(ir.TensorAssemble, args, kw, pos))
}

// convertCreate: a tile.create in Vec with the tensor's dtype; with a
// backend, a static size beyond Vec's capacity is an error (:711-758).
func convertCreate(c *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	var nkw []ir.Kwarg
	dt := ir.FP32
	for _, k := range kw {
		if k.Key == "dtype" {
			nkw = append(nkw, k)
			dt, _ = k.Value.(ir.DataType)
		}
	}
	nkw = append(nkw, ir.Kwarg{Key: "target_memory", Value: ir.Vec})
	if mt, ok := args[0].(*ir.MakeTuple); ok && c.ctx != nil && c.ctx.Backend != nil {
		if shape, ok := ir.StaticShape(mt.Elems); ok {
			n := int64(1)
			for _, d := range shape {
				n *= d
			}
			bytes := dt.StorageBytes(n)
			if cap := c.ctx.Backend.Capacity(ir.Vec); cap != 0 && bytes > cap {
				return nil, nil, fmt.Errorf("%s: tensor.create: tile size (%d bytes) exceeds buffer capacity (%d bytes) for memory space %d at %s",
					pos, bytes, cap, ir.Vec.Code(), pos)
			}
		}
	}
	return one(create(ir.TileCreate, args, nkw, pos))
}

// loadThen is the fillpad conversions: a tile operand goes straight to the
// tile op; a GM tensor is loaded whole into Vec first, with its valid shape
// (:760-852).
func loadThen(to *ir.OpDef, name string, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	rest := args[1:]
	if tileOf(args[0]) != nil {
		return one(create(to, args, declaredKwargs(to, kw), pos))
	}
	t, ok := args[0].Type().(*ir.TensorType)
	if !ok {
		return nil, nil, fmt.Errorf("%s: %s conversion: input must be TensorType or TileType, got %s", pos, to.Name, ir.TypeKindName(args[0].Type()))
	}
	ld, err := create(ir.TileLoad, []ir.Expr{args[0], zeroOffsets(t.Rank(), pos), shapeTuple(t.Shape, pos), shapeTuple(t.EffectiveValidShape(), pos)},
		[]ir.Kwarg{{Key: "target_memory", Value: ir.Vec}}, pos)
	if err != nil {
		return nil, nil, err
	}
	lv := &ir.Var{Name: name, T: ld.T, Pos: pos}
	c, err := create(to, append([]ir.Expr{lv}, rest...), declaredKwargs(to, kw), pos)
	return []ir.Stmt{&ir.AssignStmt{Var: lv, Value: ld, Pos: pos}}, c, err
}

// convertMrgsort2 is tensor.mrgsort_format2's conversion (:1255-1368).
func convertMrgsort2(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) < 2 || len(args) > 4 {
		return nil, nil, fmt.Errorf("%s: tensor.mrgsort_format2 conversion expects 2-4 src args, got %d", pos, len(args))
	}
	var tts []*ir.TileType
	for i, a := range args {
		tt := tileOf(a)
		if tt == nil {
			return nil, nil, fmt.Errorf("%s: tensor.mrgsort_format2 conversion expects bridged Vec tile at arg %d", pos, i)
		}
		tts = append(tts, tt)
	}
	shape := append([]ir.Expr(nil), tts[0].Shape[:len(tts[0].Shape)-1]...)
	sum, static := int64(0), true
	for _, tt := range tts {
		c, ok := tt.Shape[len(tt.Shape)-1].(*ir.ConstInt)
		if !ok {
			static = false
			break
		}
		sum += c.Value
	}
	var last ir.Expr
	if static {
		last = &ir.ConstInt{Value: sum, DType: ir.INDEX, Pos: pos}
	} else {
		last = tts[0].Shape[len(tts[0].Shape)-1]
		for _, tt := range tts[1:] {
			last = &ir.Binary{Op: ir.OpAdd, L: last, R: tt.Shape[len(tt.Shape)-1], DType: ir.INDEX, Pos: pos}
		}
	}
	shape = append(shape, last)
	tc, err := create(ir.TileCreate, []ir.Expr{&ir.MakeTuple{Elems: shape, Pos: pos}},
		[]ir.Kwarg{{Key: "dtype", Value: tts[0].DType}, {Key: "target_memory", Value: ir.Vec}}, pos)
	if err != nil {
		return nil, nil, err
	}
	tmp := &ir.Var{Name: "mrgsort2_tmp", T: tc.T, Pos: pos}
	c, err := create(ir.TileMrgsortFormat2, append(append([]ir.Expr(nil), args...), tmp), declaredKwargs(ir.TileMrgsortFormat2, kw), pos)
	return []ir.Stmt{&ir.AssignStmt{Var: tmp, Value: tc, Pos: pos}}, c, err
}

// convertCmp is tensor.cmp's conversion: the compare's packed mask selects
// between a full tile of ones and one of zeros of the promoted dtype
// (:2395-2466).
func convertCmp(_ *convCtx, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	l := tileOf(args[0])
	if l == nil {
		return nil, nil, fmt.Errorf("%s: tensor.cmp conversion: lhs must be TileType after memory promotion, got %s", pos, ir.TypeKindName(args[0].Type()))
	}
	// The 1 / 0 tiles take the operands' broadcast shape (a tile rhs) or
	// the lhs's (a scalar rhs), not the packed mask's (:2408-2427).
	op := ir.TileCmp
	var dt ir.DataType
	shape := l.Shape
	switch r := args[1].Type().(type) {
	case *ir.TileType:
		dt = ir.Promote(l.DType, r.DType)
		s, ok := ir.BroadcastShapes(l.Shape, r.Shape)
		if !ok {
			return nil, nil, fmt.Errorf("%s: tensor.cmp conversion: incompatible shapes %s and %s", pos, printShape(l.Shape), printShape(r.Shape))
		}
		shape = s
	case *ir.ScalarType:
		op, dt = ir.TileCmps, ir.Promote(l.DType, r.DType)
	default:
		return nil, nil, fmt.Errorf("%s: tensor.cmp conversion: rhs must be TileType or ScalarType, got %s", pos, ir.TypeKindName(args[1].Type()))
	}
	mc, err := create(op, args, declaredKwargs(op, kw), pos)
	if err != nil {
		return nil, nil, err
	}
	mask := &ir.Var{Name: "cmp_mask", T: mc.T, Pos: pos}
	pro := []ir.Stmt{&ir.AssignStmt{Var: mask, Value: mc, Pos: pos}}
	full := func(v float64, name string) (*ir.Var, error) {
		var val ir.Expr = &ir.ConstInt{Value: int64(v), DType: dt, Pos: pos}
		if dt.IsFloat() {
			val = &ir.ConstFloat{Value: v, DType: dt, Pos: pos}
		}
		c, err := create(ir.TileFull, []ir.Expr{shapeTuple(shape, pos), val}, []ir.Kwarg{{Key: "dtype", Value: dt}}, pos)
		if err != nil {
			return nil, err
		}
		x := &ir.Var{Name: name, T: c.T, Pos: pos}
		pro = append(pro, &ir.AssignStmt{Var: x, Value: c, Pos: pos})
		return x, nil
	}
	onev, err := full(1, "cmp_one")
	if err != nil {
		return nil, nil, err
	}
	zerov, err := full(0, "cmp_zero")
	if err != nil {
		return nil, nil, err
	}
	tc, err := create(ir.TileCreate, []ir.Expr{&ir.MakeTuple{Elems: []ir.Expr{ir.ConstI(1), ir.ConstI(32)}, Pos: pos}},
		[]ir.Kwarg{{Key: "dtype", Value: ir.UINT8}, {Key: "target_memory", Value: ir.Vec}}, pos)
	if err != nil {
		return nil, nil, err
	}
	tmp := &ir.Var{Name: "cmp_tmp", T: tc.T, Pos: pos}
	pro = append(pro, &ir.AssignStmt{Var: tmp, Value: tc, Pos: pos})
	sel, err := create(ir.TileSel, []ir.Expr{mask, onev, zerov, tmp}, nil, pos)
	return pro, sel, err
}

// convertTransfer is pld.tensor.put / get's conversion: a [rows, cols] Vec
// staging tile (rows the product of the transfer's leading dims, cols the
// innermost, each capped by chunk_rows / chunk_cols), two with pipeline,
// then the tile op with the staging-only kwargs dropped
// (MakeTputStageShape, StripChunkKwargs, :2582-2728).
func convertTransfer(to *ir.OpDef, stage string, args []ir.Expr, kw []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	if len(args) != 3 && len(args) != 6 {
		return nil, nil, fmt.Errorf("%s: %s conversion expects 3 args (dst, peer, src) or 6 (dst, peer, src, dst_offsets, src_offsets, shape), got %d", pos, to.Name, len(args))
	}
	dst, ok := args[0].Type().(*ir.TensorType)
	if !ok {
		return nil, nil, fmt.Errorf("%s: %s conversion: dst must be a Tensor or DistributedTensor, got %s", pos, to.Name, ir.TypeKindName(args[0].Type()))
	}
	if to == ir.PldTilePut && tileOf(args[2]) != nil {
		return nil, nil, fmt.Errorf("%s: pld.tensor.put src must be a GM tensor, but got a computed value that lowers to a "+
			"tile: TPUT transfers between two GM regions, and a UB tile has no GM address. "+
			"Use pld.tensor.remote_store(src, target, peer, offsets) to push a computed value "+
			"straight to a peer (pld.remote_store dispatches to it automatically).", pos)
	}
	shape := dst.Shape
	if len(args) == 6 {
		mt, ok := args[5].(*ir.MakeTuple)
		if !ok {
			return nil, nil, fmt.Errorf("%s: %s conversion: shape must be MakeTuple", pos, to.Name)
		}
		shape = mt.Elems
	}
	if len(shape) == 0 {
		return nil, nil, fmt.Errorf("%s: %s conversion: transfer shape requires rank >= 1", pos, to.Name)
	}
	rowsChunk, colsChunk := kwInt(kw, "chunk_rows", 0), kwInt(kw, "chunk_cols", 0)
	var cols int64
	if c, ok := shape[len(shape)-1].(*ir.ConstInt); ok {
		cols = c.Value
		if colsChunk > 0 {
			cols = min(cols, colsChunk)
		}
	} else if colsChunk > 0 {
		cols = colsChunk
	} else {
		return nil, nil, fmt.Errorf("%s: %s conversion: dynamic innermost transfer dim requires a static chunk_cols", pos, to.Name)
	}
	rows, static := int64(1), true
	for _, d := range shape[:len(shape)-1] {
		if c, ok := d.(*ir.ConstInt); ok {
			rows *= c.Value
		} else {
			static = false
		}
	}
	switch {
	case static && rowsChunk > 0:
		rows = min(rows, rowsChunk)
	case !static && rowsChunk > 0:
		rows = rowsChunk
	case !static:
		return nil, nil, fmt.Errorf("%s: %s conversion: dynamic leading transfer dim requires a static chunk_rows", pos, to.Name)
	}
	st := &ir.MakeTuple{Elems: []ir.Expr{&ir.ConstInt{Value: rows, DType: ir.INDEX, Pos: pos}, &ir.ConstInt{Value: cols, DType: ir.INDEX, Pos: pos}}, Pos: pos}
	var pro []ir.Stmt
	mk := func(name string) (ir.Expr, error) {
		c, err := create(ir.TileCreate, []ir.Expr{st}, []ir.Kwarg{{Key: "dtype", Value: dst.DType}, {Key: "target_memory", Value: ir.Vec}}, pos)
		if err != nil {
			return nil, err
		}
		v := &ir.Var{Name: name, T: c.T, Pos: pos}
		pro = append(pro, &ir.AssignStmt{Var: v, Value: c, Pos: pos})
		return v, nil
	}
	pipelined := kwBool(kw, "pipeline")
	name := stage
	if pipelined {
		name = stage + "_ping"
	}
	first, err := mk(name)
	if err != nil {
		return nil, nil, err
	}
	out := []ir.Expr{args[0], args[1], args[2], first}
	if pipelined {
		second, err := mk(stage + "_pong")
		if err != nil {
			return nil, nil, err
		}
		out = append(out, second)
	}
	out = append(out, args[3:]...)
	var fwd []ir.Kwarg
	for _, k := range kw {
		if k.Key != "chunk_rows" && k.Key != "chunk_cols" && k.Key != "pipeline" {
			fwd = append(fwd, k)
		}
	}
	c, err := create(to, out, declaredKwargs(to, fwd), pos)
	return pro, c, err
}

// convertExpandClone is tensor.expand_clone's conversion (:913-1081): a
// rank-3 input broadcast along at most one unit axis into the target. With
// no broadcast axis it is a load and a store; along axis 0 a loop stores
// the loaded input at each row of the target; along axis 1 a loop loads
// each input row and col_expands it over a [1, T1, T2] Vec tile; along
// axis 2 the loaded input is row_expanded over a target-shaped Vec tile.
func convertExpandClone(_ *convCtx, args []ir.Expr, _ []ir.Kwarg, pos ir.Span) ([]ir.Stmt, ir.Expr, error) {
	in, ok1 := args[0].Type().(*ir.TensorType)
	tg, ok2 := args[1].Type().(*ir.TensorType)
	if !ok1 || !ok2 {
		return nil, nil, fmt.Errorf("%s: tensor.expand_clone conversion: input and target must be TensorType", pos)
	}
	if in.Rank() != 3 || tg.Rank() != 3 {
		return nil, nil, fmt.Errorf("%s: tensor.expand_clone conversion: input rank must be 3, but got %d", pos, in.Rank())
	}
	axis := -1
	for i := range in.Shape {
		if ir.ProveEqual(in.Shape[i], tg.Shape[i]) == ir.ProofTrue {
			continue
		}
		if c, ok := in.Shape[i].(*ir.ConstInt); !ok || c.Value != 1 {
			return nil, nil, fmt.Errorf("%s: tensor.expand_clone conversion requires input dim %d to be 1 for broadcasting, but got %s", pos, i, ir.PrintExpr(in.Shape[i]))
		}
		if axis >= 0 {
			return nil, nil, fmt.Errorf("%s: tensor.expand_clone conversion allows broadcasting in at most one dimension", pos)
		}
		axis = i
	}
	valid := in.EffectiveValidShape()
	idx := func(v int64) ir.Expr { return &ir.ConstInt{Value: v, DType: ir.INDEX, Pos: pos} }
	var pro []ir.Stmt
	bind := func(into *[]ir.Stmt, name string, c *ir.Call, err error) (*ir.Var, error) {
		if err != nil {
			return nil, err
		}
		v := &ir.Var{Name: name, T: c.T, Pos: pos}
		*into = append(*into, &ir.AssignStmt{Var: v, Value: c, Pos: pos})
		return v, nil
	}
	load := func(into *[]ir.Stmt, offsets ir.Expr, shape, valid []ir.Expr, name string) (*ir.Var, error) {
		c, err := create(ir.TileLoad, []ir.Expr{args[0], offsets, shapeTuple(shape, pos), shapeTuple(valid, pos)},
			[]ir.Kwarg{{Key: "target_memory", Value: ir.Vec}}, pos)
		return bind(into, name, c, err)
	}
	vecTile := func(into *[]ir.Stmt, shape []ir.Expr, name string) (*ir.Var, error) {
		c, err := create(ir.TileCreate, []ir.Expr{shapeTuple(shape, pos)}, []ir.Kwarg{{Key: "dtype", Value: in.DType}, {Key: "target_memory", Value: ir.Vec}}, pos)
		return bind(into, name, c, err)
	}
	// rowLoop is the loop over the target's rows storing body's tile at
	// (i, 0, 0) into the carried target.
	rowLoop := func(body func(i *ir.Var, stmts *[]ir.Stmt) (ir.Expr, error), prefix string) (ir.Expr, error) {
		i := &ir.Var{Name: "i", T: ir.Scalar(ir.INDEX), Pos: pos}
		ia := &ir.IterArg{Var: ir.Var{Name: "expand_clone_acc", T: tg, Pos: pos}, Init: args[1]}
		rv := &ir.Var{Name: prefix + "_result", T: tg, Pos: pos}
		var stmts []ir.Stmt
		tile, err := body(i, &stmts)
		if err != nil {
			return nil, err
		}
		off := &ir.MakeTuple{Elems: []ir.Expr{i, idx(0), idx(0)}, Pos: pos}
		st, err := create(ir.TileStore, []ir.Expr{tile, off, ia}, nil, pos)
		sv, err := bind(&stmts, prefix+"_store", st, err)
		if err != nil {
			return nil, err
		}
		stmts = append(stmts, &ir.YieldStmt{Values: []ir.Expr{sv}, Pos: pos})
		pro = append(pro, &ir.ForStmt{LoopVar: i, Start: idx(0), Stop: tg.Shape[0], Step: idx(1), IterArgs: []*ir.IterArg{ia},
			Body: ir.Seq(pos, stmts...), ReturnVars: []*ir.Var{rv}, Pos: pos})
		return rv, nil
	}
	switch axis {
	case -1:
		t, err := load(&pro, zeroOffsets(3, pos), in.Shape, valid, "expand_clone_input")
		if err != nil {
			return nil, nil, err
		}
		c, err := create(ir.TileStore, []ir.Expr{t, zeroOffsets(3, pos), args[1]}, nil, pos)
		return pro, c, err
	case 0:
		t, err := load(&pro, zeroOffsets(3, pos), in.Shape, valid, "expand_clone_input")
		if err != nil {
			return nil, nil, err
		}
		r, err := rowLoop(func(*ir.Var, *[]ir.Stmt) (ir.Expr, error) { return t, nil }, "expand_clone_d0")
		return pro, r, err
	case 1:
		r, err := rowLoop(func(i *ir.Var, stmts *[]ir.Stmt) (ir.Expr, error) {
			win := []ir.Expr{idx(1), idx(1), valid[2]}
			t, err := load(stmts, &ir.MakeTuple{Elems: []ir.Expr{i, idx(0), idx(0)}, Pos: pos}, win, win, "expand_clone_d1_input")
			if err != nil {
				return nil, err
			}
			dst, err := vecTile(stmts, []ir.Expr{idx(1), tg.Shape[1], tg.Shape[2]}, "expand_clone_d1_target")
			if err != nil {
				return nil, err
			}
			c, err := create(ir.TileColExpand, []ir.Expr{dst, t}, nil, pos)
			return bind(stmts, "expand_clone_d1_col", c, err)
		}, "expand_clone_d1")
		return pro, r, err
	}
	t, err := load(&pro, zeroOffsets(3, pos), in.Shape, valid, "expand_clone_input")
	if err != nil {
		return nil, nil, err
	}
	dst, err := vecTile(&pro, tg.Shape, "expand_clone_d2_target")
	if err != nil {
		return nil, nil, err
	}
	rc, err := create(ir.TileRowExpand, []ir.Expr{dst, t}, nil, pos)
	row, err := bind(&pro, "expand_clone_d2_row", rc, err)
	if err != nil {
		return nil, nil, err
	}
	c, err := create(ir.TileStore, []ir.Expr{row, zeroOffsets(3, pos), args[1]}, nil, pos)
	return pro, c, err
}
