package ir

// Deduction cases of the ops of op-table revision 2 (OpDef.Since 2), one
// accepted and one rejected call each, checked against the pinned PyPTO:
// each call was built with pypto_core.ir.create_op_call on variables of the
// same types, and the type it deduced printed with ir.python_print_type
// (PyPTO words the same rule "The operator tile.x requires ..." and spells
// dtypes in lower case: fp32 for FP32).

var (
	vecI32b = tv("iw", tileT(INT32, Vec, 32, 64))
	vecI16  = tv("i16", tileT(INT16, Vec, 32, 64))
	colI32  = tv("icol", tileT(INT32, Vec, 32, 1))
	rowF32  = tv("row", tileT(FP32, Vec, 1, 64))
	t16     = tv("t16", tileT(FP32, Vec, 16, 64))
	t16i    = tv("t16i", tileT(INT32, Vec, 16, 64))
	vecBF   = tv("b", tileT(BF16, Vec, 32, 64))
	vecBFt  = tv("bt", tileT(BF16, Vec, 32, 64))
	wideF32 = tv("wide", tileT(FP32, Vec, 32, 128))
	rank1   = tv("t1", tileT(FP32, Vec, 8))
	maskU8  = tv("mask", tileV(UINT8, Vec, ConstIs(32, 8), 32, 32))
	partF32 = tv("p", tileV(FP32, Vec, ConstIs(20, 64), 32, 64))
	narrow  = tv("n", tileV(FP32, Vec, ConstIs(20, 13), 32, 64))
	offU32  = tv("off", tileT(UINT32, Vec, 32, 8))
	off4    = tv("off4", tileT(UINT32, Vec, 32, 4))
	sortRow = tv("sr", tileT(FP32, Vec, 1, 32))
	sortIdx = tv("si", tileT(UINT32, Vec, 1, 32))
	sortI   = tv("sri", tileT(INT32, Vec, 1, 32))
	runF32  = tv("run", tileT(FP32, Vec, 1, 256))
	merge0  = tv("m0", tileT(FP32, Vec, 1, 128))
	merge1  = tv("m1", tileT(FP32, Vec, 1, 128))
	merge1h = tv("m1h", tileT(FP16, Vec, 1, 128))
	mergeT  = tv("mtmp", tileT(FP32, Vec, 1, 256))
	gidx    = tv("gidx", tileT(INT32, Vec, 16, 64))
	gidx16  = tv("gidx16", tileT(INT16, Vec, 16, 64))
	ctmp    = tv("ctmp", tileT(UINT8, Vec, 1, 256))
	dstVec  = tv("dst", tileT(FP32, Vec, 16, 64))
	ridx    = tv("ridx", tileT(INT32, Vec, 1, 16))
	ssrc    = tv("ss", tileT(FP32, Vec, 16, 8))
	sidx    = tv("sx", tileT(INT32, Vec, 16, 8))
	sidx16  = tv("sx16", tileT(INT16, Vec, 16, 8))
	halfF32 = tv("half", tileT(FP32, Vec, 32, 32))
	uidx    = tv("uidx", tileT(INT32, Vec, 2, 4))
	usrc    = tv("usrc", tileT(FP32, Vec, 8, 64))
	left3   = tv("l3", tileT(BF16, Left, 2, 32, 64))
	acc3    = tv("a3", tileT(FP32, Acc, 2, 32, 128))
	acc3i   = tv("a3i", tileT(INT32, Acc, 2, 32, 128))
	lmx     = tv("lmx", tileT(FP8E4M3FN, Left, 32, 64))
	lbf     = tv("lbf", tileT(BF16, Left, 32, 64))
	lscale  = tv("ls", tileT(FP8E8M0, LeftScale, 32, 2))
	rmx     = tv("rmx", tileT(FP8E4M3FN, Right, 64, 64))
	rscale  = tv("rs", tileT(FP8E8M0, RightScale, 2, 64))
	accMx   = tv("amx", tileT(FP32, Acc, 32, 64))
	accMxI  = tv("amxi", tileT(INT32, Acc, 32, 64))
	biasMx  = tv("bmx", tileT(FP32, Bias, 1, 64))
	biasMx2 = tv("bmx2", tileT(FP32, Bias, 2, 64))
	f16Two  = &ConstFloat{Value: 2, DType: FP16}
	i32Zero = &ConstInt{Value: 0, DType: INT32}
	seeds   = []Expr{tv("k0", Scalar(INT32)), tv("k1", Scalar(INT32)), tv("k2", Scalar(INT32)), tv("k3", Scalar(INT32)), tv("k4", Scalar(INT32)), tv("k5", Scalar(INT32))}
)

func args(es ...Expr) []Expr { return es }

func seedArgs(rest ...Expr) []Expr { return append(append([]Expr(nil), seeds...), rest...) }

var rev2Cases = map[string][2]deductionCase{
	"tile.sin": {
		{args(vecF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF16), nil, "tile.sin: argument 0 (tile): dtype: is FP32-only, but got input with dtype FP16. Cast the input to FP32 explicitly via pl.cast(tile, pl.FP32) before applying tile.sin."},
	},
	"tile.cos": {
		{args(vecF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF16), nil, "tile.cos: argument 0 (tile): dtype: is FP32-only, but got input with dtype FP16. Cast the input to FP32 explicitly via pl.cast(tile, pl.FP32) before applying tile.cos."},
	},
	"tile.log": {
		{args(vecF16), nil, "pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec]"},
		{args(vecI32), nil, "tile.log: argument 0 (tile): dtype: requires an FP16 or FP32 tile operand, but got INT32"},
	},
	"tile.rsqrt": {
		{args(vecF32, vecF32b), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF16), nil, "tile.rsqrt: argument 1 (tmp): dtype-mismatch: tmp tile dtype (FP16) must match input dtype (FP32)"},
	},
	"tile.not": {
		{args(vecI16), nil, "pl.Tile[[32, 64], pl.INT16, pl.Mem.Vec]"},
		{args(vecI32), nil, "tile.not: argument 0 (tile): dtype: requires int16 or uint16 tile dtype, but got int32"},
	},
	"tile.and": {
		{args(vecI32, colI32), nil, "pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.and: argument 0 (lhs): dtype: requires integer tile dtype, but got FP32"},
	},
	"tile.or": {
		{args(vecI32, vecI32b), nil, "pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec]"},
		{args(vecI32, t16i), nil, "tile.or: argument 1 (rhs): broadcast: requires compatible shapes, but got [32, 64] and [16, 64]"},
	},
	"tile.xor": {
		{args(vecI32, vecI32b, vecI32), nil, "pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec]"},
		{args(vecF32, vecI32, vecI32), nil, "tile.xor: argument 0 (lhs): dtype: requires integer tile dtype, but got FP32"},
	},
	"tile.shl": {
		{args(vecI16, vecI32), nil, "pl.Tile[[32, 64], pl.INT16, pl.Mem.Vec]"},
		{args(vecI32, vecF32), nil, "tile.shl: argument 1 (rhs): dtype: requires integer shift tile dtype, but got FP32"},
	},
	"tile.shr": {
		{args(vecI32, colI32), nil, "pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec]"},
		{args(vecF32, vecI32), nil, "tile.shr: argument 0 (lhs): dtype: requires integer tile dtype, but got FP32"},
	},
	"tile.rem": {
		{args(vecF32, vecF32b, vecF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, t16, vecF32), nil, "tile.rem: argument 1 (rhs): broadcast: requires compatible shapes"},
	},
	"tile.fmod": {
		{args(vecF16, vecF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, t16), nil, "tile.fmod: argument 1 (rhs): broadcast: requires compatible shapes, but got [32, 64] and [16, 64]"},
	},
	"tile.prelu": {
		{args(vecF32, vecF32b, vecF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecI32, vecI32, vecI32), nil, "tile.prelu: argument 0 (tile): dtype: requires src dtype in {FP16, FP32}, but got INT32"},
	},
	"tile.ands": {
		{args(vecI32, i32One), nil, "pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec]"},
		{args(vecI32, f32One), nil, "tile.ands: argument 1 (rhs): dtype: requires shift/bitwise scalar to be an integer type, but got fp32"},
	},
	"tile.ors": {
		{args(vecI16, i32One), nil, "pl.Tile[[32, 64], pl.INT16, pl.Mem.Vec]"},
		{args(vecF32, i32One), nil, "tile.ors: argument 0 (lhs): dtype: requires integer tile dtype, but got FP32"},
	},
	"tile.xors": {
		{args(vecI32, i32One, vecI32b), nil, "pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec]"},
		{args(vecI32, f32One, vecI32b), nil, "tile.xors: argument 1 (rhs): dtype: requires scalar to be an integer type, but got FP32"},
	},
	"tile.shls": {
		{args(vecI32, i32One), nil, "pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec]"},
		{args(vecF16, i32One), nil, "tile.shls: argument 0 (lhs): dtype: requires integer tile dtype, but got FP16"},
	},
	"tile.shrs": {
		{args(vecI16, i32One), nil, "pl.Tile[[32, 64], pl.INT16, pl.Mem.Vec]"},
		{args(vecI32, f32One), nil, "tile.shrs: argument 1 (rhs): dtype: requires shift/bitwise scalar to be an integer type, but got fp32"},
	},
	"tile.rems": {
		{args(vecF16, f32One, vecF16), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One, t16), nil, "tile.rems: argument 2 (tmp): broadcast: requires compatible shapes"},
	},
	"tile.fmods": {
		{args(vecF16, f32One), nil, "pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.fmods: argument 1 (rhs): arg-kind: want a scalar, got a TileType"},
	},
	"tile.minimums": {
		{args(vecF16, f16Two), nil, "pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.minimums: argument 1 (rhs): arg-kind: want a scalar, got a TileType"},
	},
	"tile.lrelu": {
		{args(vecF32, f32One), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.lrelu: argument 1 (slope): arg-kind: want a scalar, got a TileType"},
	},
	"tile.expands": {
		{args(vecF16, f32One), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.expands: argument 1 (scalar): arg-kind: want a scalar, got a TileType"},
	},
	"tile.part_add": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, t16), nil, "tile.part_add: argument 1 (src1): broadcast: requires compatible shapes, but got [32, 64] and [16, 64]"},
	},
	"tile.part_mul": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, t16), nil, "tile.part_mul: argument 1 (src1): broadcast: requires compatible shapes, but got [32, 64] and [16, 64]"},
	},
	"tile.part_max": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, t16), nil, "tile.part_max: argument 1 (src1): broadcast: requires compatible shapes, but got [32, 64] and [16, 64]"},
	},
	"tile.part_min": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, t16), nil, "tile.part_min: argument 1 (src1): broadcast: requires compatible shapes, but got [32, 64] and [16, 64]"},
	},
	"tile.addc": {
		{args(vecF32, colF32, vecF16), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b, t16), nil, "tile.addc: argument 2 (rhs2): broadcast: requires compatible shapes"},
	},
	"tile.subc": {
		{args(vecF32, colF32, vecF16), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b, t16), nil, "tile.subc: argument 2 (rhs2): broadcast: requires compatible shapes"},
	},
	"tile.addsc": {
		{args(vecF16, f32One, vecF16), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One, t16), nil, "tile.addsc: argument 2 (rhs2): broadcast: requires compatible shapes"},
	},
	"tile.subsc": {
		{args(vecF16, f32One, vecF16), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One, t16), nil, "tile.subsc: argument 2 (rhs2): broadcast: requires compatible shapes"},
	},
	"tile.cmp": {
		{args(vecF32, vecF32b), kw("cmp_type", int64(0)), "pl.Tile[[32, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 8])]"},
		{args(vecF32, vecF32b), nil, "tile.cmp: cmp-type: requires 'cmp_type' attribute"},
	},
	"tile.cmps": {
		{args(narrow, f32One), kw("cmp_type", int64(4)), "pl.Tile[[32, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[20, 2])]"},
		{args(narrow, f32One), nil, "tile.cmps: cmp-type: requires 'cmp_type' attribute"},
	},
	"tile.sel": {
		{args(maskU8, vecF32, vecF32b, maskU8), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(maskU8, vecF32, t16, maskU8), nil, "tile.sel: argument 2 (rhs): broadcast: requires compatible shapes, but got [32, 64] and [16, 64]"},
	},
	"tile.sels": {
		{args(maskU8, vecF32, vecF32b, f32One), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(maskU8, vecF32, vecF32b, i32One), nil, "tile.sels: argument 3 (scalar): dtype: requires scalar dtype FP32 for src dtype FP32, but got INT32"},
	},
	"tile.row_min": {
		{args(vecF32, vecF32b), nil, "pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec]"},
		{args(vecBF, vecBFt), nil, "tile.row_min: argument 0 (tile): dtype: requires input dtype in {INT16, INT32, FP16, FP32}, but got BF16"},
	},
	"tile.row_prod": {
		{args(vecF32, vecF32b), nil, "pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, halfF32), nil, "tile.row_prod: argument 1 (tmp_tile): tmp-size: requires tmp_tile shape to be at least the input shape in every dimension, but tmp_tile dimension 1 is undersized; got tmp_tile shape [32, 32] and input shape [32, 64]"},
	},
	"tile.row_argmax": {
		{args(vecF32, vecF32b), nil, "pl.Tile[[32, 1], pl.INT32, pl.Mem.Vec]"},
		{args(vecF32, wideF32), nil, "tile.row_argmax: argument 1 (tmp_tile): tmp-shape: requires tmp_tile shape to exactly match the input shape, but dimension 1 differs; got tmp_tile shape [32, 128] and input shape [32, 64]"},
	},
	"tile.row_argmin": {
		{args(vecF32, vecF32b), nil, "pl.Tile[[32, 1], pl.INT32, pl.Mem.Vec]"},
		{args(vecF32, wideF32), nil, "tile.row_argmin: argument 1 (tmp_tile): tmp-shape: requires tmp_tile shape to exactly match the input shape, but dimension 1 differs; got tmp_tile shape [32, 128] and input shape [32, 64]"},
	},
	"tile.col_max": {
		{args(vecF32), nil, "pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]"},
		{args(rank1), nil, "tile.col_max: argument 0 (tile): rank: requires at least a 2D tile, but got 1 dimensions"},
	},
	"tile.col_min": {
		{args(vecF32), nil, "pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]"},
		{args(rank1), nil, "tile.col_min: argument 0 (tile): rank: requires at least a 2D tile, but got 1 dimensions"},
	},
	"tile.col_prod": {
		{args(vecF32), nil, "pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]"},
		{args(rank1), nil, "tile.col_prod: argument 0 (tile): rank: requires at least a 2D tile, but got 1 dimensions"},
	},
	"tile.col_argmax": {
		{args(vecF32, vecF32b), nil, "pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec]"},
		{args(rank1, rank1), nil, "tile.col_argmax: argument 0 (tile): rank: requires at least a 2D tile, but got 1 dimensions"},
	},
	"tile.col_argmin": {
		{args(vecF32, vecF32b), nil, "pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec]"},
		{args(rank1, rank1), nil, "tile.col_argmin: argument 0 (tile): rank: requires at least a 2D tile, but got 1 dimensions"},
	},
	"tile.row_expand": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.row_expand: argument 1 (row_vec): row-vec: requires second argument's last dimension to be 1, but got [32, 64]"},
	},
	"tile.row_expand_sub": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.row_expand_sub: argument 1 (row_vec): row-vec: requires second argument's last dimension to be 1, but got [32, 64]"},
	},
	"tile.row_expand_div": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.row_expand_div: argument 1 (row_vec): row-vec: requires second argument's last dimension to be 1, but got [32, 64]"},
	},
	"tile.row_expand_max": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.row_expand_max: argument 1 (row_vec): row-vec: requires second argument's last dimension to be 1, but got [32, 64]"},
	},
	"tile.row_expand_min": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.row_expand_min: argument 1 (row_vec): row-vec: requires second argument's last dimension to be 1, but got [32, 64]"},
	},
	"tile.row_expand_expdif": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecF32b), nil, "tile.row_expand_expdif: argument 1 (row_vec): row-vec: requires second argument's last dimension to be 1, but got [32, 64]"},
	},
	"tile.col_expand": {
		{args(vecF32, rowF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One), nil, "tile.col_expand: argument 1 (col_tile): arg-kind: want a tile, got a ScalarType"},
	},
	"tile.col_expand_mul": {
		{args(vecF16, rowF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One), nil, "tile.col_expand_mul: argument 1 (col_tile): arg-kind: want a tile, got a ScalarType"},
	},
	"tile.col_expand_add": {
		{args(vecF32, rowF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One), nil, "tile.col_expand_add: argument 1 (col_tile): arg-kind: want a tile, got a ScalarType"},
	},
	"tile.col_expand_div": {
		{args(vecF32, rowF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One), nil, "tile.col_expand_div: argument 1 (col_tile): arg-kind: want a tile, got a ScalarType"},
	},
	"tile.col_expand_sub": {
		{args(vecF32, rowF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One), nil, "tile.col_expand_sub: argument 1 (col_tile): arg-kind: want a tile, got a ScalarType"},
	},
	"tile.col_expand_max": {
		{args(vecF32, rowF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One), nil, "tile.col_expand_max: argument 1 (col_tile): arg-kind: want a tile, got a ScalarType"},
	},
	"tile.col_expand_min": {
		{args(vecF32, rowF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One), nil, "tile.col_expand_min: argument 1 (col_tile): arg-kind: want a tile, got a ScalarType"},
	},
	"tile.col_expand_expdif": {
		{args(vecF32, rowF32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, f32One), nil, "tile.col_expand_expdif: argument 1 (col_tile): arg-kind: want a tile, got a ScalarType"},
	},
	"tile.fillpad_inplace": {
		{args(partF32), kw("pad_value", PadMax), "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)]"},
		{args(vecF32), kw("pad_value", PadNull), "tile.fillpad_inplace: pad-value: requires pad_value to be zero/max/min, not null"},
	},
	"tile.fillpad_expand": {
		{args(partF32, ints(48, 64)), kw("pad_value", PadMin), "pl.Tile[[48, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)]"},
		{args(partF32, ints(16, 64)), nil, "tile.fillpad_expand: argument 1 (shape): shape: destination dimension 0 (16) must be >= source dimension (32)"},
	},
	"tile.ci": {
		{args(i32Zero, ints(1, 32)), kw("dtype", INT32, "descending", false), "pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec]"},
		{args(i32Zero, ints(2, 32)), kw("dtype", INT32), "tile.ci: argument 1 (shape): shape: only populates the first row because pto.tci ignores valid rows; leading dimensions must be 1, but got 2 at index 0"},
	},
	"tile.tri": {
		{args(i32Zero, ints(16, 16), ints(8, 16)), kw("dtype", FP32, "upper", true), "pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 16])]"},
		{args(ConstI(0), ints(16, 16)), kw("dtype", FP32), "tile.tri: argument 0 (diagonal): dtype: requires diagonal to be an INT32 scalar, but got INDEX"},
	},
	"tile.random": {
		{seedArgs(ints(4, 256)), kw("dtype", INT32, "rounds", int64(7)), "pl.Tile[[4, 256], pl.INT32, pl.Mem.Vec]"},
		{seedArgs(ints(4, 256)), kw("dtype", INT32, "rounds", int64(5)), "tile.random: rounds: requires rounds to be 7 or 10, but got 5"},
	},
	"tile.sort32": {
		{args(sortRow, sortIdx), nil, "pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]"},
		{args(sortI, sortIdx), nil, "tile.sort32: argument 0 (src): dtype: requires src dtype to be FP16 or FP32, but got INT32"},
	},
	"tile.mrgsort_format1": {
		{args(runF32, ConstI(64)), nil, "pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec]"},
		{args(runF32, ConstI(48)), nil, "tile.mrgsort_format1: argument 1 (block_len): block-len: requires block_len to be a positive multiple of 64, but got 48"},
	},
	"tile.mrgsort_format2": {
		{args(merge0, merge1, mergeT), kw("exhausted", false), "pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec]"},
		{args(merge0, merge1h, mergeT), nil, "tile.mrgsort_format2: argument 1 (src1): dtype-mismatch: requires all src tiles to have matching dtype, but argument 1 has FP16 (expected FP32)"},
	},
	"tile.gather": {
		{args(vecF32, gidx, gidx), nil, "pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, gidx16, gidx), nil, "tile.gather: argument 1 (indices): dtype: requires indices dtype INT32 (any src), or INT16 with a 16-bit src (FP16/INT16); INT16 indices with a 32-bit src are unsafe (tgather b32 reads them as u32). Got indices INT16 with src FP32"},
	},
	"tile.gatherb": {
		{args(vecF32, offU32), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, off4), nil, "tile.gatherb: argument 1 (offset): offset-cols: requires offset columns to be a positive multiple of 8 (32-byte UINT32 row), but got 4"},
	},
	"tile.gather_mask": {
		{args(vecF32), kw("mask_pattern", int64(1)), "pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32), kw("mask_pattern", int64(9)), "tile.gather_mask: mask-pattern: requires mask_pattern in range [1, 7], but got 9"},
	},
	"tile.gather_compare": {
		{args(vecF32, f32One, ctmp), kw("cmp_mode", int64(0), "offset", int64(0), "out_cols", int64(8)), "pl.Tuple[pl.Tile[[32, 8], pl.INT32, pl.Mem.Vec], pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec]]"},
		{args(vecF32, i32One, ctmp), kw("cmp_mode", int64(0), "out_cols", int64(8)), "tile.gather_compare: argument 1 (kvalue): dtype: requires kvalue dtype equal to src dtype fp32 , but got int32"},
	},
	"tile.gather_row": {
		{args(dstVec, gmF32, ints(0, 0), ints(0, 0), ints(1, 64)), kw("transpose", false), "pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec]"},
		{args(dstVec, gmI32, ints(0, 0), ints(0, 0), ints(1, 64)), nil, "tile.gather_row: argument 1 (src): dtype-mismatch: requires dst and src to share dtype, but got FP32 and INT32"},
	},
	"tile.mgather": {
		{args(gmF32, ridx), kw("coalesce", int64(0)), "pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec]"},
		{args(gmF32, ridx), kw("coalesce", int64(2)), "tile.mgather: coalesce: requires coalesce in {0 (row), 1 (elem)}, but got 2"},
	},
	"tile.scatter": {
		{args(vecF32, ssrc, sidx), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, ssrc, sidx16), nil, "tile.scatter: argument 2 (indexes): index-size: with dst dtype FP32 (4 bytes) requires indexes dtype of 4 bytes, but got INT16 (2 bytes)"},
	},
	"tile.scatter_mask": {
		{args(vecF32, halfF32), kw("mask_pattern", int64(1)), "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, halfF32), kw("mask_pattern", int64(3)), "tile.scatter_mask: argument 0 (dst): shape: with mask_pattern=3 requires dst.shape[1] (64) == src.shape[1] (32) * 4"},
	},
	"tile.scatter_update": {
		{args(vecF32, uidx, usrc), kw("dim", int64(-2)), "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, uidx, usrc), kw("dim", int64(-1)), "tile.scatter_update: dim: only dim=-2 is currently supported, got -1"},
	},
	"tile.mscatter": {
		{args(vecF32, vecI32, gmF32), nil, "pl.Tensor[[64, 64], pl.FP32]"},
		{args(vecF32, vecF32b, gmF32), nil, "tile.mscatter: argument 1 (idx): dtype: requires idx dtype to be INT32, but got FP32"},
	},
	"tile.reinterpret_view": {
		{args(vecF32), kw("dtype", INT16), "pl.Tile[[32, 128], pl.INT16, pl.Mem.Vec]"},
		{args(vecF32), kw("dtype", FP32), "tile.reinterpret_view: same-dtype: requires source and target dtypes to differ; use reshape/view for shape-only changes"},
	},
	"tile.concat": {
		{args(vecF32, colF32), nil, "pl.Tile[[32, 65], pl.FP32, pl.Mem.Vec]"},
		{args(vecF32, vecI32), nil, "tile.concat: argument 1 (src1): dtype-mismatch: src0 and src1 must have same dtype, got FP32 and INT32"},
	},
	"tile.batch_matmul": {
		{args(left3, rightBF), nil, "pl.Tile[[2, 32, 128], pl.FP32, pl.Mem.Acc]"},
		{args(left3, rightFH), nil, "tile.batch_matmul: argument 1 (rhs): dtype-mismatch: requires identical lhs and rhs data types, but got BF16 and FP16"},
	},
	"tile.batch_matmul_acc": {
		{args(acc3, left3, rightBF), nil, "pl.Tile[[2, 32, 128], pl.FP32, pl.Mem.Acc]"},
		{args(acc3i, left3, rightBF), nil, "tile.batch_matmul_acc: argument 0 (acc): acc-dtype: requires accumulator dtype FP32, but got INT32"},
	},
	// The model stamps compact on the narrowed accumulator as it does for
	// tile.gemv (a departure: docs/pypto-version.md); PyPTO prints
	// pl.TileView(valid_shape=[1, 128]).
	"tile.gemv_bias": {
		{args(leftRow, rightBF, biasF32), nil, "pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128])]"},
		{args(leftBF, rightBF, biasF32), nil, "tile.gemv_bias: argument 0 (lhs): gemv-rows: GEMV requires lhs physical row extent to be exactly 1, but got shape [32, 64]"},
	},
	"tile.matmul_mx": {
		{args(lmx, lscale, rmx, rscale), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc]"},
		{args(lbf, lscale, rmx, rscale), nil, "tile.matmul_mx: argument 0 (lhs): dtype: requires lhs dtype FP8E4M3FN, but got BF16"},
	},
	"tile.matmul_mx_acc": {
		{args(accMx, lmx, lscale, rmx, rscale), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc]"},
		{args(accMxI, lmx, lscale, rmx, rscale), nil, "tile.matmul_mx_acc: argument 0 (acc): dtype: requires acc dtype FP32, but got INT32"},
	},
	"tile.matmul_mx_bias": {
		{args(lmx, lscale, rmx, rscale, biasMx), nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc]"},
		{args(lmx, lscale, rmx, rscale, biasMx2), nil, "tile.matmul_mx_bias: argument 4 (bias): bias-shape: requires bias shape [1, N]"},
	},
	"tile.tget_scale_addr": {
		{args(lscale, lmx), nil, "pl.Tile[[32, 2], pl.FP8E8M0, pl.Mem.LeftScale]"},
		{args(lscale, rmx), nil, "tile.tget_scale_addr: space: requires LeftScale↔Left or RightScale↔Right pairing, but got dst=LeftScale src=Right"},
	},
}
