package ir

import (
	"slices"
	"strings"
	"testing"
)

// Test values for deduction tests.
func tv(name string, t Type) *Var { return &Var{Name: name, T: t} }

func tileT(dt DataType, space MemorySpace, dims ...int64) *TileType {
	return NewTileType(Shape(dims...), dt, nil, space, nil)
}

func tileV(dt DataType, space MemorySpace, valid []Expr, dims ...int64) *TileType {
	return NewTileType(Shape(dims...), dt, nil, space, &TileView{ValidShape: valid, BLayout: ImplicitTileView(Shape(dims...), space).BLayout, SLayout: ImplicitTileView(Shape(dims...), space).SLayout, Fractal: ImplicitTileView(Shape(dims...), space).Fractal})
}

func tensorT(dt DataType, dims ...int64) *TensorType {
	return NewTensorType(Shape(dims...), dt, nil, nil)
}

func list(es ...Expr) *MakeTuple { return &MakeTuple{Elems: es} }

func ints(vs ...int64) *MakeTuple { return list(ConstIs(vs...)...) }

func kw(kvs ...any) []Kwarg {
	var out []Kwarg
	for i := 0; i+1 < len(kvs); i += 2 {
		out = append(out, Kwarg{Key: kvs[i].(string), Value: kvs[i+1]})
	}
	return out
}

var (
	rowsVar = tv("rows", Scalar(INDEX))
	vecF32  = tv("v", tileT(FP32, Vec, 32, 64))
	vecF32b = tv("w", tileT(FP32, Vec, 32, 64))
	vecF16  = tv("h", tileT(FP16, Vec, 32, 64))
	vecI32  = tv("iv", tileT(INT32, Vec, 32, 64))
	colF32  = tv("col", tileT(FP32, Vec, 32, 1))
	matBF   = tv("m", tileT(BF16, Mat, 32, 64))
	leftBF  = tv("l", tileT(BF16, Left, 32, 64))
	leftN   = tv("ln", tileV(BF16, Left, []Expr{rowsVar, ConstI(64)}, 32, 64))
	leftRow = tv("lr", tileT(BF16, Left, 1, 64))
	rightBF = tv("r", tileT(BF16, Right, 64, 128))
	rightFH = tv("rh", tileT(FP16, Right, 64, 128))
	accF32  = tv("acc", tileT(FP32, Acc, 32, 128))
	accI32  = tv("acci", tileT(INT32, Acc, 32, 128))
	acc16   = tv("acc16", tileT(FP32, Acc, 16, 128))
	biasF32 = tv("bias", tileT(FP32, Bias, 1, 128))
	gmF32   = tv("x", tensorT(FP32, 64, 64))
	gmI32   = tv("gi", tensorT(INT32, 16, 16))
	f32One  = &ConstFloat{Value: 1, DType: FP32}
	i32One  = &ConstInt{Value: 1, DType: INT32}
)

type deductionCase struct {
	args []Expr
	kw   []Kwarg
	want string // printed result type, or for a rejected call the error
}

// deductionCases holds, for every registered op, one accepted call (want =
// the deduced type) and one rejected call (want = the exact error).
var deductionCases = map[string][2]deductionCase{
	"tile.load": {
		{[]Expr{gmF32, ints(0, 0), ints(16, 64), ints(16, 64)}, kw("target_memory", Mat), "pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat]"},
		{[]Expr{gmF32, ints(0, 60), ints(16, 8), ints(16, 8)}, nil, "tile.load: argument 2 (shapes): window-bounds: reads past the end of dimension 1: offset 60 + extent 8 exceeds the source extent 64. Pass clamp=True -- pl.load(x, offsets, shapes, clamp=True) -- to narrow the read to the source edge instead"},
	},
	"tile.store": {
		{[]Expr{vecF32, ints(0, 0), gmF32}, nil, "pl.Tensor[[64, 64], pl.FP32]"},
		{[]Expr{vecF32, ints(40, 0), gmF32}, nil, "tile.store: argument 0 (tile): write-bounds: writes past the end of dimension 0: offset 40 + extent 32 exceeds the target extent 64. A store performs no layout conversion (RFC #1300 P7): the offsets and the tile extent must already be in the destination's coordinate system"},
	},
	"tile.move": {
		{[]Expr{matBF}, kw("target_memory", Left), "pl.Tile[[32, 64], pl.BF16, pl.Mem.Left]"},
		{[]Expr{matBF}, nil, "tile.move: kwarg target_memory: missing-kwarg: required keyword argument is missing"},
	},
	"tile.create": {
		{[]Expr{ints(32, 128)}, kw("dtype", FP32, "target_memory", Acc, "compact", true), "pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(compact=pl.CompactMode.normal)]"},
		{[]Expr{ints(32, 128)}, kw("dtype", FP32, "target_memory", Vec, "compact", true), "tile.create: compact: supports compact=true only for target_memory=Acc (L0C), which is the only space whose fractal pitch a matmul derives from the valid row count"},
	},
	"tile.full": {
		{[]Expr{ints(16, 16), f32One}, kw("dtype", FP32), "pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{ints(16, 16), rowsVar}, kw("dtype", FP32), "tile.full: argument 1 (value): const-value: requires second argument to be a constant value (ConstInt or ConstFloat), but got rows"},
	},
	"tile.alloc": {
		{[]Expr{ConstI(1), ConstI(4096)}, nil, "pl.Ptr"},
		{[]Expr{ConstI(42), ConstI(4096)}, nil, "tile.alloc: argument 0 (memory_space): memory-space: invalid memory space code 42"},
	},
	"tile.read": {
		{[]Expr{vecF32, ints(1, 2)}, nil, "pl.Scalar[pl.FP32]"},
		{[]Expr{vecF32, ints(1)}, nil, "tile.read: argument 1 (indices): rank: indices count (1) must match tile rank (2)"},
	},
	"tile.write": {
		{[]Expr{vecF32, ints(1, 2), f32One}, nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, ints(1, 2), i32One}, nil, "tile.write: argument 2 (value): dtype-mismatch: requires value dtype to match tile dtype, but got value dtype INT32 and tile dtype FP32"},
	},
	"tile.matmul": {
		{[]Expr{leftN, rightBF}, nil, "pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[rows, 128], compact=pl.CompactMode.normal)]"},
		{[]Expr{leftBF, rightFH}, nil, "tile.matmul: argument 1 (rhs): dtype-mismatch: requires identical lhs and rhs data types, but got BF16 and FP16"},
	},
	"tile.matmul_acc": {
		{[]Expr{accF32, leftN, rightBF}, nil, "pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc]"},
		{[]Expr{accI32, leftBF, rightBF}, nil, "tile.matmul_acc: argument 0 (acc): acc-dtype: requires accumulator dtype FP32, but got INT32"},
	},
	"tile.matmul_bias": {
		{[]Expr{leftBF, rightBF, biasF32}, nil, "pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc]"},
		{[]Expr{leftBF, rightBF, tv("bb", tileT(FP32, Bias, 2, 128))}, nil, "tile.matmul_bias: argument 2 (bias): bias-shape: requires bias to have shape [1, N], but got [2, 128]"},
	},
	"tile.gemv": {
		{[]Expr{leftRow, rightBF}, nil, "pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128])]"},
		{[]Expr{leftBF, rightBF}, nil, "tile.gemv: argument 0 (lhs): gemv-rows: GEMV requires lhs physical row extent to be exactly 1, but got shape [32, 64]"},
	},
	"tile.gemv_acc": {
		{[]Expr{tv("ga", tileV(FP32, Acc, ConstIs(1, 128), 16, 128)), leftRow, rightBF}, nil, "pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[1, 128])]"},
		{[]Expr{acc16, leftRow, rightBF}, nil, "tile.gemv_acc: argument 0 (acc): acc-valid: requires accumulator valid_shape [1, 128], but got [16, 128]"},
	},
	"tile.add":     binaryCases("tile.add"),
	"tile.sub":     binaryCases("tile.sub"),
	"tile.mul":     binaryCases("tile.mul"),
	"tile.maximum": binaryCases("tile.maximum"),
	"tile.minimum": binaryCases("tile.minimum"),
	"tile.div": {
		{[]Expr{vecF32, vecF32b}, nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, vecF16}, nil, "tile.div: argument 1 (rhs): dtype-mismatch: requires src0, src1, and dst to have the same dtype, but got FP32 and FP16"},
	},
	"tile.adds":     scalarCases("tile.adds"),
	"tile.muls":     scalarCases("tile.muls"),
	"tile.divs":     scalarCases("tile.divs"),
	"tile.maximums": scalarCases("tile.maximums"),
	"tile.subs": {
		{[]Expr{vecF32, f32One}, nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, &ConstInt{Value: 1, DType: UINT8}}, nil, "tile.subs: argument 1 (rhs): dtype: requires scalar dtype in {INT8, INT16, INT32, FP16, FP32, BF16}, but got UINT8"},
	},
	"tile.exp":   unaryCases("tile.exp"),
	"tile.neg":   unaryCases("tile.neg"),
	"tile.abs":   unaryCases("tile.abs"),
	"tile.relu":  unaryCases("tile.relu"),
	"tile.sqrt":  unaryCases("tile.sqrt"),
	"tile.recip": unaryCases("tile.recip"),
	"tile.cast": {
		{[]Expr{vecF32}, kw("target_type", BF16, "mode", CastRint), "pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec]"},
		{[]Expr{vecF32}, kw("target_type", FP32, "mode", CastRint), "tile.cast: same-dtype: target_type FP32 equals input dtype; same-dtype cast is not a valid operation. Remove the cast or use a different target_type."},
	},
	"tile.row_sum": reduceCases("tile.row_sum"),
	"tile.row_max": reduceCases("tile.row_max"),
	"tile.col_sum": {
		{[]Expr{vecF32}, nil, "pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, vecF16}, nil, "tile.col_sum: argument 1 (tmp_tile): dtype-mismatch: requires tmp_tile dtype to match input dtype"},
	},
	"tile.row_expand_add": {
		{[]Expr{vecF32, colF32}, nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, vecF32b}, nil, "tile.row_expand_add: argument 1 (row_vec): row-vec: requires second argument's last dimension to be 1, but got [32, 64]"},
	},
	"tile.row_expand_mul": {
		{[]Expr{vecF32, colF32}, nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, tv("c16", tileT(FP32, Vec, 16, 1))}, nil, "tile.row_expand_mul: argument 1 (row_vec): row-vec: requires matching row dimensions, but got tile rows=32 and row_vec rows=16"},
	},
	"tile.fillpad": {
		{[]Expr{tv("p", tileV(FP32, Vec, ConstIs(20, 64), 32, 64))}, kw("pad_value", PadMax), "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)]"},
		{[]Expr{vecF32}, kw("pad_value", PadNull), "tile.fillpad: pad-value: requires pad_value to be zero/max/min, not null"},
	},
	"tile.slice": {
		{[]Expr{vecF32, ints(16, 32), ints(16, 32)}, nil, "pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, ints(16, 32), ints(20, 0)}, nil, "tile.slice: argument 1 (shape): window-bounds: reads past the end of dimension 0: offset 20 + extent 16 exceeds the source extent 32. An on-chip window has no clamping mechanism, so it must fit: keep offset + shape inside the source tile, or clamp the read at the tensor boundary with pl.load(..., clamp=True) and slice the resulting tile in bounds"},
	},
	"tile.reshape": {
		{[]Expr{tv("p", tileV(FP32, Vec, ConstIs(16, 64), 32, 64)), ints(64, 32)}, nil, "pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 32])]"},
		{[]Expr{vecF32, ints(16, 64)}, nil, "tile.reshape: argument 1 (shape): element-count: cannot reshape tile of size 2048 into shape with size 1024"},
	},
	"tile.transpose_view": {
		{[]Expr{matBF}, nil, "pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)]"},
		{[]Expr{tv("t1", tileT(FP32, Vec, 8))}, nil, "tile.transpose_view: argument 0 (input): rank: requires at least 2 dimensions, but got 1"},
	},
	"tile.extract": {
		{[]Expr{matBF, ConstI(0), ConstI(0), ints(16, 32)}, kw("target_memory", Left), "pl.Tile[[16, 32], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)]"},
		{[]Expr{matBF, ConstI(24), ConstI(0), ints(16, 32)}, kw("target_memory", Left), "tile.extract: argument 3 (shape): window-bounds: reads past the end of dimension 0: offset 24 + extent 16 exceeds the source extent 32. ISA TEXTRACT bounds are hard, so the window must fit inside the source tile"},
	},
	"tile.set_validshape": {
		{[]Expr{accF32, ConstI(17), ConstI(128)}, nil, "pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc, pl.TileView(valid_shape=[17, 128])]"},
		{[]Expr{accF32, ConstI(40), ConstI(128)}, nil, "tile.set_validshape: argument 1 (valid_rows): bounds: valid_rows (40) exceeds tile bound 32"},
	},
	"tile.assemble": {
		{[]Expr{vecF32, tv("s", tileT(FP32, Vec, 16, 32)), ints(16, 32)}, nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, vecI32, ints(0, 0)}, nil, "tile.assemble: argument 1 (source): dtype-mismatch: requires target and source to have the same dtype (or an Acc->Mat FIXPIPE downcast to bf16/f16, or an explicit pre_quant scale), but got FP32 and INT32"},
	},
	"tile.tpush_to_aiv": {
		{[]Expr{accF32}, kw("split", int64(0), "id", int64(0)), "pl.UnknownType"},
		{[]Expr{accF32}, kw("split", int64(5)), "tile.tpush_to_aiv: split: split must be 0 (NONE/no split axis), 1 (UP_DOWN/axis0) or 2 (LEFT_RIGHT/axis1), but got 5"},
	},
	"tile.tpush_to_aic": {
		{[]Expr{vecF32}, kw("split", int64(0)), "pl.UnknownType"},
		{[]Expr{vecF32}, kw("lanes", int64(2)), "tile.tpush_to_aic: kwarg lanes: unknown-kwarg: tile.tpush_to_aic accepts no keyword \"lanes\""},
	},
	"tile.tpop_from_aic": {
		{nil, kw("split", int64(0)), "pl.UnknownType"},
		{[]Expr{vecF32}, nil, "tile.tpop_from_aic: arity: takes 0 positional arguments, got 1"},
	},
	"tile.tpop_from_aiv": {
		{nil, kw("split", int64(1), "id", int64(2)), "pl.UnknownType"},
		{nil, kw("split", int64(-1)), "tile.tpop_from_aiv: split: split must be 0 (NONE/no split axis), 1 (UP_DOWN/axis0) or 2 (LEFT_RIGHT/axis1), but got -1"},
	},
	"tile.aiv_shard": {
		{[]Expr{accF32}, kw("split", int64(1)), "pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{accF32}, nil, "tile.aiv_shard: kwarg split: missing-kwarg: required keyword argument is missing"},
	},
	"tile.aic_gather": {
		{[]Expr{vecF32}, kw("split", int64(2)), "pl.Tile[[32, 128], pl.FP32, pl.Mem.Mat]"},
		{[]Expr{tv("t3", tileT(FP32, Vec, 2, 4, 8))}, kw("split", int64(1)), "tile.aic_gather: argument 0 (tile): rank: requires a 2D tile, but got rank 3"},
	},
	"system.sync_src": {
		{nil, kw("set_pipe", PipeMTE2, "wait_pipe", PipeV, "event_id", int64(0)), "pl.UnknownType"},
		{nil, kw("set_pipe", PipeMTE2, "wait_pipe", PipeV, "event_id", int64(8)), "system.sync_src: event-id: event_id must be in the user-available range [0, 7], got 8"},
	},
	"system.sync_dst": {
		{nil, kw("set_pipe", PipeMTE2, "wait_pipe", PipeV, "event_id", int64(7)), "pl.UnknownType"},
		{nil, kw("set_pipe", PipeMTE2, "event_id", int64(1)), "system.sync_dst: pipes: requires set_pipe and wait_pipe attributes"},
	},
	"system.syncall": {
		{nil, kw("mode", SyncAllSoft, "core_type", KernelAIV, "used_cores", int64(8)), "pl.UnknownType"},
		{nil, kw("used_cores", int64(0)), "system.syncall: used-cores: used_cores must be positive, got 0"},
	},
	"system.available_cluster_count": int32QueryCases("system.available_cluster_count"),
	"system.available_aiv_count":     int32QueryCases("system.available_aiv_count"),
	"tile.get_block_idx":             queryCases("tile.get_block_idx"),
	"tile.get_block_num":             queryCases("tile.get_block_num"),
	"tile.get_subblock_idx":          queryCases("tile.get_subblock_idx"),
	"tile.transpose": {
		{[]Expr{vecF32, ConstI(0), ConstI(1), vecF32b}, nil, "pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, ConstI(1), ConstI(1), vecF32b}, nil, "tile.transpose: argument 1 (axis1): axis: transpose axes (1, 1) must be two distinct axes of a rank-2 tile"},
	},
	"system.bar_v":   barrierCases("system.bar_v"),
	"system.bar_m":   barrierCases("system.bar_m"),
	"system.bar_all": barrierCases("system.bar_all"),
}

func binaryCases(op string) [2]deductionCase {
	return [2]deductionCase{
		{[]Expr{vecF32, colF32}, nil, "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, tv("t16", tileT(FP32, Vec, 16, 64))}, nil, op + ": argument 1 (rhs): broadcast: requires compatible shapes, but got [32, 64] and [16, 64]"},
	}
}

func scalarCases(op string) [2]deductionCase {
	return [2]deductionCase{
		{[]Expr{vecF16, &ConstFloat{Value: 2, DType: FP16}}, nil, "pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec]"},
		{[]Expr{vecF32, vecF32b}, nil, op + ": argument 1 (rhs): arg-kind: want a scalar, got a TileType"},
	}
}

func unaryCases(op string) [2]deductionCase {
	return [2]deductionCase{
		{[]Expr{vecF16}, nil, "pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec]"},
		{[]Expr{gmF32}, nil, op + ": argument 0 (tile): arg-kind: want a tile, got a TensorType"},
	}
}

func reduceCases(op string) [2]deductionCase {
	return [2]deductionCase{
		{[]Expr{vecF32, vecF32b}, nil, "pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec]"},
		{[]Expr{vecF32, tv("small", tileT(FP32, Vec, 32, 16))}, nil, op + ": argument 1 (tmp_tile): tmp-size: requires tmp_tile shape to be at least the input shape in every dimension, but tmp_tile dimension 1 is undersized; got tmp_tile shape [32, 16] and input shape [32, 64]"},
	}
}

func queryCases(op string) [2]deductionCase {
	return [2]deductionCase{
		{nil, nil, "pl.Scalar[pl.INDEX]"},
		{[]Expr{ConstI(1)}, nil, op + ": arity: takes 0 positional arguments, got 1"},
	}
}

// int32QueryCases: the launch-shape queries are INT32, as in PyPTO
// (src/ir/op/sync_ops/launch.cpp:28).
func int32QueryCases(op string) [2]deductionCase {
	return [2]deductionCase{
		{nil, nil, "pl.Scalar[pl.INT32]"},
		{[]Expr{ConstI(1)}, nil, op + ": arity: takes 0 positional arguments, got 1"},
	}
}

func barrierCases(op string) [2]deductionCase {
	return [2]deductionCase{
		{nil, nil, "pl.UnknownType"},
		{[]Expr{ConstI(1)}, nil, op + ": arity: takes 0 positional arguments, got 1"},
	}
}

// TestRegistryDeductions walks the registry: every op must have an accepted
// and a rejected call, with the exact deduced type and the exact error (the
// tensor ops have theirs in testdata/tensor_ops/cases.txt,
// TestTensorOpDeductions).
func TestRegistryDeductions(t *testing.T) {
	for _, name := range Ops().Names() {
		cases, ok := deductionCases[name]
		if !ok {
			cases, ok = rev2Cases[name]
		}
		if !ok {
			if !Op(name).Tensor { // tensor ops: TestTensorOpDeductions
				t.Errorf("op %s has no deduction test", name)
			}
			continue
		}
		t.Run(name, func(t *testing.T) {
			ok := cases[0]
			c, err := Ops().Create(name, ok.args, ok.kw, Span{})
			if err != nil {
				t.Fatalf("accepted call rejected: %v", err)
			}
			if got := PrintType(c.T); got != ok.want {
				t.Errorf("type = %s, want %s", got, ok.want)
			}
			bad := cases[1]
			_, err = Ops().Create(name, bad.args, bad.kw, Span{})
			if err == nil {
				t.Fatalf("rejected call accepted")
			}
			if err.Error() != bad.want {
				t.Errorf("error =\n  %s\nwant\n  %s", err, bad.want)
			}
		})
	}
	for _, m := range []map[string][2]deductionCase{deductionCases, rev2Cases} {
		for name := range m {
			if _, ok := Ops().Lookup(name); !ok {
				t.Errorf("deduction test for unregistered op %s", name)
			}
		}
	}
	for name := range rev2Cases {
		if _, dup := deductionCases[name]; dup {
			t.Errorf("op %s has deduction tests in both tables", name)
		}
	}
}

// TestRegistryFacts checks the memory facts the passes and the simulator
// key on.
func TestRegistryFacts(t *testing.T) {
	for _, tc := range []struct {
		op                         string
		retarget, inherit, notInpl bool
		reuse                      int
		in0                        string
	}{
		{"tile.load", true, false, false, -1, ""},
		{"tile.create", true, false, false, -1, ""},
		{"tile.move", false, false, true, -1, ""},
		{"tile.extract", false, false, true, -1, ""},
		{"tile.store", false, false, false, 2, "Vec,Acc"},
		{"tile.matmul_acc", false, false, false, 0, "Acc"},
		{"tile.slice", false, true, false, -1, ""},
		{"tile.fillpad", false, false, false, -1, "Vec"}, // elementwise.cpp:1278-1279
		{"tile.row_sum", false, false, true, -1, "Vec"},
		{"tile.cast", false, false, false, -1, "Vec"},
	} {
		op := Op(tc.op)
		var in0 []string
		for _, s := range op.InputSpaces(0) {
			in0 = append(in0, s.String())
		}
		if op.Retargetable() != tc.retarget || op.InheritsInput() != tc.inherit || op.NotInplaceSafe != tc.notInpl || op.ReusesInput != tc.reuse || strings.Join(in0, ",") != tc.in0 {
			t.Errorf("%s: retargetable=%v inherits=%v notInplaceSafe=%v reuses=%d in0=%v; want %v %v %v %d %s",
				tc.op, op.Retargetable(), op.InheritsInput(), op.NotInplaceSafe, op.ReusesInput, in0, tc.retarget, tc.inherit, tc.notInpl, tc.reuse, tc.in0)
		}
	}
}

func TestCreateStampsMemory(t *testing.T) {
	// An inherit op takes its input's space; a fixed op its own; a
	// retargetable op without a kwarg stays unresolved.
	c, err := Ops().Create("tile.slice", []Expr{matBF, ints(16, 32), ints(0, 0)}, nil, Span{})
	if err != nil || c.T.(*TileType).Space != Mat {
		t.Fatalf("slice of a Mat tile: %v %v", err, c)
	}
	c, err = Ops().Create("tile.load", []Expr{gmF32, ints(0, 0), ints(8, 8), ints(8, 8)}, nil, Span{})
	if err != nil || c.T.(*TileType).Space != MemNone {
		t.Fatalf("load without target_memory: %v", err)
	}
	// The pinned deduction checks no operand's memory space
	// (src/ir/op/tile_ops/matmul.cpp:124-180): a Vec accumulator is typed,
	// and InferTileMemorySpace decides what becomes of it.
	vecAcc := tv("va", tileT(FP32, Vec, 32, 128))
	c, err = Ops().Create("tile.matmul_acc", []Expr{vecAcc, leftBF, rightBF}, nil, Span{})
	if err != nil || c.T.(*TileType).Space != Acc {
		t.Fatalf("Vec accumulator: %v %v", err, c)
	}
	_, err = Ops().Create("tile.nosuch", nil, nil, Span{})
	if err == nil || err.Error() != `tile.nosuch: unknown-op: no op named "tile.nosuch" is registered` {
		t.Fatalf("unknown op: %v", err)
	}
}

func TestRegistryValidates(t *testing.T) {
	if _, err := NewRegistry(TileAdd, TileAdd); err == nil || err.Error() != `op "tile.add" registered twice` {
		t.Errorf("duplicate: %v", err)
	}
	if _, err := NewRegistry(&OpDef{Name: "x.y", Doc: "d"}); err == nil || err.Error() != "op x.y: no type deduction" {
		t.Errorf("no deduce: %v", err)
	}
	for _, op := range Ops().Ops() {
		if op.Doc == "" || op.Deduce == nil {
			t.Errorf("%s lacks doc or deduction", op.Name)
		}
	}
}

func TestStatedLaneAndReduce(t *testing.T) {
	var stated []string
	for _, op := range Ops().Ops() {
		if op.StatedLane {
			stated = append(stated, op.Name)
		}
	}
	// With the ops PyPTO pins to a core by set_core_affinity: put / get
	// (put.cpp:194-207, get.cpp:172-185), the prefetch ops
	// (prefetch_async.cpp:142-147), pipe setup and slot release
	// (sync_ops/cross_core.cpp:141-189).
	want := "pld.tensor.get,pld.tensor.put,pld.tile.get,pld.tile.put,prefetch.async_prefetch,prefetch.make_context,prefetch.session,prefetch.wait," +
		"system.aic_initialize_pipe,system.aiv_initialize_pipe,system.available_aiv_count,system.available_cluster_count,system.tfree_to_aic,system.tfree_to_aiv," +
		"tile.alloc,tile.create,tile.get_block_idx,tile.get_block_num,tile.get_subblock_idx,tile.tpop_from_aic,tile.tpop_from_aiv,tile.tpush_to_aic,tile.tpush_to_aiv"
	if got := strings.Join(stated, ","); got != want {
		t.Errorf("stated-lane ops = %s\nwant %s", got, want)
	}
	for _, tc := range []struct {
		op   string
		axis int
		ok   bool
	}{{"tile.row_sum", 1, true}, {"tile.row_max", 2, true}, {"tile.col_sum", 0, true}, {"tile.add", 0, false}} {
		rank := 2
		if tc.op == "tile.row_max" {
			rank = 3
		}
		if a, ok := Op(tc.op).ReduceAxis(rank); a != tc.axis || ok != tc.ok {
			t.Errorf("%s.ReduceAxis(%d) = %d, %v", tc.op, rank, a, ok)
		}
	}
}

// TestScratchArgs: the scratch tiles the hardware clobbers are stated in
// the schema, where InsertSync and the generator read them.
func TestScratchArgs(t *testing.T) {
	for _, c := range []struct {
		op   string
		want []int
	}{
		{"tile.row_sum", []int{1}}, {"tile.col_sum", []int{1}}, {"tile.transpose", []int{3}},
		{"tile.row_expand_add", []int{2}}, {"tile.add", nil}, {"tile.matmul", nil},
	} {
		if got := Op(c.op).ScratchArgs(); !slices.Equal(got, c.want) {
			t.Errorf("%s scratch args %v, want %v", c.op, got, c.want)
		}
	}
}

// TestRowExpandAddRowMajorVector: a [1, 1] row vector is row-major, so
// tile.row_expand_add wants its valid last extent to be one 32-byte block
// (broadcast.cpp:148-160), as the pinned PyPTO reports for
// tile.scatter_update's conversion of a [1, 1] index.
func TestRowExpandAddRowMajorVector(t *testing.T) {
	_, err := TileRowExpandAdd.Create([]Expr{tv("r1", tileT(INT32, Vec, 1, 16)), tv("o1", tileT(INT32, Vec, 1, 1))}, nil, Span{})
	const want = "tile.row_expand_add: argument 1 (row_vec): valid-shape: requires row-major src1 valid last dimension to be 8, but got valid_shape [1, 1]"
	if err == nil || err.Error() != want {
		t.Fatalf("error = %v, want %q", err, want)
	}
}
