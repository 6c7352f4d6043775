package ir

import "testing"

// Deduction cases of the system, array, prefetch and distributed ops
// (ops_task.go, ops_system_sync.go, ops_array.go, ops_prefetch.go,
// ops_distributed.go, ops_collective.go, ops_dist_intrinsics.go), merged
// into the registry walk's table (TestRegistryDeductions). The messages
// are PyPTO's (the files' citations) after the op-name prefix.
func init() {
	for name, c := range distDeductionCases {
		deductionCases[name] = c
	}
}

func distT(dt DataType, dims ...int64) *TensorType {
	return NewDistributedTensorType(Shape(dims...), dt, nil, nil)
}

var (
	winF32     = tv("win", distT(FP32, 4, 16))
	win2F32    = tv("win2", distT(FP32, 4, 16))
	distRowF32 = tv("row", distT(FP32, 1, 16))
	sig2       = tv("sig", distT(INT32, 4, 1))
	sig1       = tv("sig1", distT(INT32, 4))
	sigF32     = tv("sigf", distT(FP32, 4, 1))
	plainF     = tv("pf", tensorT(FP32, 4, 16))
	plainI1    = tv("pc", tensorT(INT32, 4, 1))
	peer0      = tv("peer", Scalar(INT32))
	i32Two     = &ConstInt{Value: 2, DType: INT32}
	tidV       = tv("tid", Scalar(TASKID))
	arrI32     = tv("arr", &ArrayType{DType: INT32, Extent: 4})
	ctxV       = tv("ctx", CommCtx())
	pctxV      = tv("pctx", PrefetchAsyncContext())
	evV        = tv("ev", AsyncEvent())
	sessV      = tv("sess", AsyncSession())
	bufV       = tv("buf", Ptr())
	flatF32    = tv("flat", tensorT(FP32, 1, 256))
	ffts       = tv("ffts", tensorT(INT64, 256))
	stage      = tv("stage", tileT(FP32, Vec, 4, 16))
	vec416     = tv("t", tileT(FP32, Vec, 4, 16))
)

var distDeductionCases = map[string][2]deductionCase{
	"system.task_invalid": {
		{nil, nil, "pl.Scalar[pl.TASK_ID]"},
		{[]Expr{tidV}, nil, "system.task_invalid: arity: takes 0 positional arguments, got 1"},
	},
	"system.task_dummy": {
		{nil, nil, "pl.Scalar[pl.TASK_ID]"},
		{nil, kw("deps", int64(1)), "system.task_dummy: kwarg deps: unknown-kwarg: system.task_dummy accepts no keyword \"deps\""},
	},
	"system.task_is_valid": {
		{[]Expr{tidV}, nil, "pl.Scalar[pl.BOOL]"},
		{[]Expr{peer0}, nil, "system.task_is_valid: argument 0 (task_id): dtype: Internal error: system.task_is_valid argument must be Scalar[TASK_ID], got INT32"},
	},
	"system.fence": {
		{nil, nil, "pl.UnknownType"},
		{[]Expr{ConstI(1)}, nil, "system.fence: arity: takes 0 positional arguments, got 1"},
	},
	"system.cacheinvalid": {
		{[]Expr{winF32, ints(1, 16), ints(0, 0)}, nil, "pl.UnknownType"},
		{[]Expr{winF32, ints(1, 16), ints(0, 0), ints(0)}, nil, "system.cacheinvalid: arity: takes 0 to 3 positional arguments, got 4"},
	},
	"system.set_ffts": {
		{[]Expr{ffts}, nil, "pl.UnknownType"},
		{[]Expr{tv("small", tensorT(INT64, 16))}, nil, "system.set_ffts: argument 0 (workspace): extent: workspace must have a static length of at least 256 INT64 elements"},
	},
	"system.sync_set": {
		{nil, kw("pipe", PipeV, "event_id", int64(13), "ffts_mode", int64(2)), "pl.UnknownType"},
		{nil, kw("pipe", PipeV, "event_id", int64(14)), "system.sync_set: event-id: event_id must be in the user-available range [0, 13], got 14"},
	},
	"system.sync_wait": {
		{[]Expr{rowsVar}, kw("pipe", PipeMTE2, "core_type", "aiv"), "pl.UnknownType"},
		{[]Expr{rowsVar}, kw("pipe", PipeV, "event_id", int64(1)), "system.sync_wait: event-id: requires exactly one static event_id attribute or dynamic event-id operand"},
	},
	"system.tfree_to_aic": {
		{[]Expr{vecF32}, kw("split", int64(1)), "pl.UnknownType"},
		{nil, nil, "system.tfree_to_aic: arity: takes 1 positional arguments, got 0"},
	},
	"system.tfree_to_aiv": {
		{[]Expr{matBF}, kw("id", int64(2)), "pl.UnknownType"},
		{[]Expr{matBF}, kw("lanes", int64(2)), "system.tfree_to_aiv: kwarg lanes: unknown-kwarg: system.tfree_to_aiv accepts no keyword \"lanes\""},
	},
	"system.aic_initialize_pipe": {
		{[]Expr{i32One, i32One}, kw("dir_mask", int64(1), "slot_size", int64(512)), "pl.UnknownType"},
		{[]Expr{i32One}, kw("dir_mask", int64(1)), "system.aic_initialize_pipe: arity: takes 2 positional arguments, got 1"},
	},
	"system.aiv_initialize_pipe": {
		{[]Expr{i32One, i32One}, kw("dir_mask", int64(2), "slot_size", int64(512), "slot_num", int64(4)), "pl.UnknownType"},
		{[]Expr{i32One, i32One}, kw("dir_mask", "two"), "system.aiv_initialize_pipe: kwarg dir_mask: kwarg-type: want int, got string \"two\""},
	},
	"system.reserve_buffer": {
		{nil, kw("name", "slots", "size", int64(4096), "base", int64(-1)), "pl.Scalar[pl.INT32]"},
		{nil, kw("name", int64(3)), "system.reserve_buffer: kwarg name: kwarg-type: want string, got int 3"},
	},
	"system.import_peer_buffer": {
		{nil, kw("name", "slots", "peer_func", "vec"), "pl.Scalar[pl.INT32]"},
		{nil, kw("base", int64(0)), "system.import_peer_buffer: kwarg base: unknown-kwarg: system.import_peer_buffer accepts no keyword \"base\""},
	},
	"array.create": {
		{[]Expr{ConstI(4)}, kw("dtype", TASKID), "pl.Array[4, pl.TASK_ID]"},
		{[]Expr{ConstI(4)}, kw("dtype", FP32), "array.create: dtype: dtype must be integer, BOOL, or TASK_ID, got FP32"},
	},
	"array.get_element": {
		{[]Expr{arrI32, ConstI(1)}, nil, "pl.Scalar[pl.INT32]"},
		{[]Expr{arrI32, f32One}, nil, "array.get_element: argument 1 (index): dtype: index must have integer dtype, got FP32"},
	},
	"array.update_element": {
		{[]Expr{arrI32, ConstI(1), ConstI(7)}, nil, "pl.Array[4, pl.INT32]"},
		{[]Expr{arrI32, ConstI(1), f32One}, nil, "array.update_element: argument 2 (value): dtype-mismatch: value dtype (FP32) must match array dtype (INT32)"},
	},
	"prefetch.make_context": {
		{nil, nil, "pl.PrefetchAsyncContext"},
		{[]Expr{pctxV}, nil, "prefetch.make_context: arity: takes 0 positional arguments, got 1"},
	},
	"prefetch.async_prefetch": {
		{[]Expr{flatF32, pctxV}, nil, "pl.AsyncEvent"},
		{[]Expr{plainF, pctxV}, nil, "prefetch.async_prefetch: argument 0 (src): flat: expects src to be a flat contiguous logical 1D GM region (all dimensions except the last must be 1), but dimension 0 is 4; reshape the tensor to [N] or [1, ..., N] before prefetching"},
	},
	"prefetch.session": {
		{[]Expr{pctxV}, nil, "pl.AsyncSession"},
		{[]Expr{evV}, nil, "prefetch.session: argument 0 (ctx): arg-kind: expects ctx to be a PrefetchAsyncContext (output of prefetch.make_context), got AsyncEventType"},
	},
	"prefetch.wait": {
		{[]Expr{evV, sessV}, nil, "pl.Scalar[pl.BOOL]"},
		{[]Expr{sessV, evV}, nil, "prefetch.wait: argument 0 (event): arg-kind: expects event to be an AsyncEvent (output of prefetch.async_prefetch), got AsyncSessionType"},
	},
	"pld.system.world_size": {
		{nil, nil, "pl.Scalar[pl.INT64]"},
		{[]Expr{ConstI(0)}, nil, "pld.system.world_size: arity: takes 0 positional arguments, got 1"},
	},
	"pld.system.get_comm_ctx": {
		{[]Expr{winF32}, nil, "pld.CommCtxType"},
		{[]Expr{plainF}, nil, "pld.system.get_comm_ctx: argument 0 (dist_tensor): window-bound: expects a DistributedTensor (window-bound), got TensorType"},
	},
	"pld.system.rank": {
		{[]Expr{ctxV}, nil, "pl.Scalar[pl.INT32]"},
		{[]Expr{winF32}, nil, "pld.system.rank: argument 0 (ctx): arg-kind: expects a CommCtx (output of pld.system.get_comm_ctx), got DistributedTensorType"},
	},
	"pld.system.nranks": {
		{[]Expr{ctxV}, nil, "pl.Scalar[pl.INT32]"},
		{[]Expr{peer0}, nil, "pld.system.nranks: argument 0 (ctx): arg-kind: expects a CommCtx (output of pld.system.get_comm_ctx), got ScalarType"},
	},
	"pld.system.notify": {
		{[]Expr{sig2, peer0, ints(0, 0), i32One}, kw("op", int64(NotifySet)), "pl.UnknownType"},
		{[]Expr{sig2, peer0, ints(0), i32One}, kw("op", int64(NotifyAtomicAdd)), "pld.system.notify: argument 2 (offsets): rank: offsets rank (1) must match target tensor rank (2)"},
	},
	"pld.system.wait": {
		{[]Expr{sig2, ints(0, 0), i32One}, kw("cmp", int64(WaitEq)), "pl.UnknownType"},
		{[]Expr{sig2, ints(0, 0), i32One}, kw("cmp", int64(2)), "pld.system.wait: kwarg-range: cmp must be WaitCmp.Eq or WaitCmp.Ge (got int 2)"},
	},
	"pld.system.defer_wait": {
		{[]Expr{sig2, ints(0, 0), i32Two}, kw("cmp", int64(WaitGe)), "pl.UnknownType"},
		{[]Expr{sig2, ints(0, 0), i32Two}, kw("cmp", int64(WaitEq)), "pld.system.defer_wait: kwarg-range: only supports WaitCmp.Ge (got int 0)"},
	},
	"pld.tensor.alloc_window_buffer": {
		{[]Expr{&ConstInt{Value: 1024, DType: INT64}}, kw("name", "buf"), "pl.Ptr"},
		{[]Expr{ConstI(1024)}, kw("name", ""), "pld.tensor.alloc_window_buffer: name: requires a non-empty 'name' kwarg"},
	},
	"pld.tensor.window": {
		{[]Expr{bufV, ints(4, 16)}, kw("dtype", FP32), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{winF32, ints(4, 16)}, kw("dtype", FP32), "pld.tensor.window: argument 0 (buf): arg-kind: 'buf' must have type Ptr (output of pld.tensor.alloc_window_buffer), got DistributedTensorType"},
	},
	"pld.tensor.put": {
		{[]Expr{winF32, peer0, plainF}, kw("atomic", AtomicAdd, "chunk_rows", int64(2), "chunk_cols", int64(16), "pipeline", true), "pl.UnknownType"},
		{[]Expr{plainF, peer0, winF32}, kw("atomic", AtomicNone), "pld.tensor.put: argument 0 (dst): window-bound: dst must be a DistributedTensor (window-bound), got TensorType"},
	},
	"pld.tensor.get": {
		{[]Expr{plainF, peer0, winF32, ints(1, 0), ints(0, 0), ints(2, 16)}, nil, "pl.UnknownType"},
		{[]Expr{plainF, peer0, winF32, ints(3, 0), ints(0, 0), ints(2, 16)}, nil, "pld.tensor.get: offsets: dst subregion dimension 0 exceeds dst shape (offset=3, shape=2, dst_dim=4)"},
	},
	"pld.tensor.remote_store": {
		{[]Expr{tv("x2", tensorT(FP32, 2, 16)), winF32, peer0, ints(2, 0)}, kw("atomic", AtomicAdd), "pl.UnknownType"},
		{[]Expr{win2F32, winF32, peer0, ints(0, 0)}, nil, "pld.tensor.remote_store: argument 0 (src): arg-kind: src must be a Tensor (tensor-level value), got DistributedTensorType. In a tile-level kernel (@pl.jit.incore / @pl.program) call pld.tile.remote_store instead (pld.remote_store dispatches between the two); to push one window buffer into another, use pld.tensor.put."},
	},
	"pld.tensor.allreduce": {
		{[]Expr{winF32, sig2}, kw("op", int64(ReduceMax), "mode", "ring", "core_num", int64(1)), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{winF32, sigF32}, kw("op", int64(ReduceSum), "core_num", int64(1)), "pld.tensor.allreduce: argument 1 (signal): dtype: signal must have INT32 element type (the barrier slot is an int counter), got dtype FP32"},
	},
	"pld.tensor.barrier": {
		{[]Expr{sig1}, nil, "pld.DistributedTensor[[4], pl.INT32]"},
		{[]Expr{plainI1}, nil, "pld.tensor.barrier: argument 0 (signal): window-bound: signal must be a DistributedTensor (window-bound), got TensorType"},
	},
	"pld.tensor.broadcast": {
		{[]Expr{winF32, sig2}, kw("root", int64(1)), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{winF32, sig2}, kw("root", int64(-1)), "pld.tensor.broadcast: kwarg-range: root rank must be non-negative, got -1"},
	},
	"pld.tensor.allgather": {
		{[]Expr{tv("x1", tensorT(FP32, 1, 16)), winF32, sig2}, nil, "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{winF32, winF32, sig2}, nil, "pld.tensor.allgather: alias: input and target must be different buffers, but the same expression was passed for both"},
	},
	"pld.tensor.reduce_scatter": {
		{[]Expr{winF32, sig2}, kw("op", int64(ReduceSum)), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{winF32, sig2}, kw("op", int64(ReduceMin)), "pld.tensor.reduce_scatter: kwarg-range: op must be ReduceOp.Sum (got int 2); Max / Min / Prod lowerings are not yet implemented"},
	},
	"pld.tensor.all_to_all": {
		{[]Expr{plainF, winF32, sig1}, nil, "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{plainF, winF32, tv("sig8", distT(INT32, 8))}, nil, "pld.tensor.all_to_all: shape: signal first dimension (8) must equal input first dimension (4)"},
	},
	"pld.tensor.all_to_all_v": {
		{[]Expr{tv("in8", tensorT(FP32, 8, 16)), tv("win8", distT(FP32, 8, 16)), tv("s2", distT(INT32, 2, 1)), tv("c2", tensorT(INT32, 2)), tv("r2", distT(INT32, 2, 1))}, nil, "pld.DistributedTensor[[8, 16], pl.FP32]"},
		{[]Expr{tv("in8", tensorT(FP32, 8, 16)), tv("win8", distT(FP32, 8, 16)), tv("s3", distT(INT32, 3, 1)), tv("c3", tensorT(INT32, 3)), tv("r3", distT(INT32, 3, 1))}, nil, "pld.tensor.all_to_all_v: argument 2 (signal): shape: signal dim 0 (3) must divide target dim 0 (8)"},
	},
	"pld.tile.put": {
		{[]Expr{winF32, peer0, plainF, stage, tv("stage2", tileT(FP32, Vec, 4, 16))}, kw("atomic", AtomicNone), "pl.UnknownType"},
		{[]Expr{winF32, peer0, plainF, stage, tv("st8", tileT(FP32, Vec, 8, 16))}, kw("atomic", AtomicNone), "pld.tile.put: argument 4 (stage2): stage: ping/pong staging tiles must have identical shape"},
	},
	"pld.tile.get": {
		{[]Expr{plainF, peer0, winF32, stage, ints(0, 0), ints(0, 0), ints(4, 16)}, nil, "pl.UnknownType"},
		{[]Expr{plainF, peer0, winF32, tv("big", tileT(FP32, Vec, 8, 16))}, nil, "pld.tile.get: argument 3 (stage): stage: Internal error: pld.tile.get stage rows 8 must fit within flattened transfer rows 4 (pto-isa auto-chunks a smaller stage)"},
	},
	"pld.tile.remote_load": {
		{[]Expr{winF32, peer0, ints(0, 0), ints(4, 16), list(ConstI(3), rowsVar)}, nil, "pl.Tile[[4, 16], pl.FP32, pl.TileView(valid_shape=[3, pl.min(rows, pl.const(16, pl.INDEX))])]"},
		{[]Expr{winF32, peer0, ints(2, 0), ints(4, 16)}, nil, "pld.tile.remote_load: argument 3 (shape): window-bounds: reads past the end of dimension 0: offset 2 + extent 4 exceeds the source extent 4. Pass a smaller valid_shape to describe a ragged remote-load tail"},
	},
	"pld.tile.remote_store": {
		{[]Expr{vec416, winF32, peer0, ints(0, 0)}, nil, "pl.UnknownType"},
		{[]Expr{vec416, winF32, peer0, ints(1, 0)}, nil, "pld.tile.remote_store: argument 3 (offsets): offsets: push exceeds the peer's target region in dimension 0 (offset=1, extent=4, target_dim=4)"},
	},
	"builtin.tensor.allreduce": {
		{[]Expr{winF32, tv("sw", distT(INT32, 4, 2))}, kw("op", int64(ReduceProd), "core_num", int64(2), "dtype", FP32), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{winF32, sig1}, kw("op", int64(ReduceSum), "core_num", int64(2), "dtype", FP32), "builtin.tensor.allreduce: kwarg-range: rank-1 signal is valid only when core_num=1, got core_num=2"},
	},
	"builtin.tensor.allreduce_ring": {
		{[]Expr{winF32, tv("rs", distT(INT32, 7, 4))}, kw("op", int64(ReduceSum), "dtype", FP32), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{winF32, tv("rs6", distT(INT32, 6, 4))}, kw("op", int64(ReduceSum), "dtype", FP32), "builtin.tensor.allreduce_ring: argument 1 (signal): shape: signal shape[0] (6) must equal 2*(NR-1) + 1 = 7 for NR = 4"},
	},
	"builtin.tensor.barrier": {
		{[]Expr{sig1}, nil, "pld.DistributedTensor[[4], pl.INT32]"},
		{[]Expr{sig2}, nil, "builtin.tensor.barrier: argument 0 (signal): rank: signal must be a rank-1 DistributedTensor, got rank 2"},
	},
	"builtin.tensor.broadcast": {
		{[]Expr{winF32, sig1}, kw("root", int64(0), "dtype", FP32), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{winF32, sig1}, kw("root", int64(0), "dtype", FP16), "builtin.tensor.broadcast: dtype-mismatch: dtype kwarg (FP16) must match target dtype (FP32)"},
	},
	"builtin.tensor.reduce_scatter": {
		{[]Expr{winF32, sig1}, kw("op", int64(ReduceSum), "dtype", FP32), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{tv("w16", distT(FP16, 4, 16)), sig1}, kw("op", int64(ReduceSum), "dtype", FP16), "builtin.tensor.reduce_scatter: dtype: currently supports only (op=ReduceOp.Sum, dtype=FP32); got (op=ReduceOp.Sum, dtype=FP16)"},
	},
	"builtin.tensor.allgather": {
		{[]Expr{distRowF32, winF32, sig2}, kw("dtype", FP32), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{tv("xr", tensorT(FP32, 1, 16)), winF32, sig2}, kw("dtype", FP32), "builtin.tensor.allgather: argument 0 (input): window-bound: input must be a DistributedTensor (window-bound), got TensorType"},
	},
	"builtin.tensor.all_to_all": {
		{[]Expr{win2F32, winF32, sig1}, kw("dtype", FP32), "pld.DistributedTensor[[4, 16], pl.FP32]"},
		{[]Expr{win2F32, winF32, tv("sb", distT(INT32, 4, 2))}, kw("dtype", FP32), "builtin.tensor.all_to_all: argument 2 (signal): shape: rank-2 signal shape[1] must be 1, got 2"},
	},
	"builtin.tensor.all_to_all_v": {
		{[]Expr{tv("win8a", distT(FP32, 8, 16)), tv("win8", distT(FP32, 8, 16)), tv("s2", distT(INT32, 2, 1)), tv("c2", distT(INT32, 2, 1)), tv("r2", distT(INT32, 2, 1))}, kw("dtype", FP32), "pld.DistributedTensor[[8, 16], pl.FP32]"},
		{[]Expr{tv("win8a", distT(FP32, 8, 16)), tv("win8", distT(FP32, 8, 16)), tv("s2", distT(INT32, 2, 1)), tv("c2p", tensorT(INT32, 2)), tv("r2", distT(INT32, 2, 1))}, kw("dtype", FP32), "builtin.tensor.all_to_all_v: argument 3 (send_counts): window-bound: send_counts must be a DistributedTensor (window-bound), got TensorType"},
	},
	"dist.make_tensor":         distIntrinsicCases("dist.make_tensor", 2),
	"dist.tree_reduce":         distIntrinsicCases("dist.tree_reduce", 2),
	"dist.submit_worker":       distIntrinsicCases("dist.submit_worker", 1),
	"dist.submit_orchestrator": distIntrinsicCases("dist.submit_orchestrator", 1),
	"dist.future_get":          distIntrinsicCases("dist.future_get", 1),
}

// distIntrinsicCases: a runtime intrinsic deduces UnknownType for any
// operands of its arity (intrinsics.cpp:44-50).
func distIntrinsicCases(op string, n int) [2]deductionCase {
	args := make([]Expr, n)
	for i := range args {
		args[i] = peer0
	}
	return [2]deductionCase{
		{args, nil, "pl.UnknownType"},
		{nil, nil, op + ": arity: takes " + string(rune('0'+n)) + " positional arguments, got 0"},
	}
}

// TestDistributedTensorKind: a distributed tensor is a tensor to every
// tensor op, prints and names itself as PyPTO's DistributedTensorType,
// and is not structurally equal to a plain tensor of the same shape.
func TestDistributedTensorKind(t *testing.T) {
	d, p := distT(FP32, 4, 16), tensorT(FP32, 4, 16)
	if got := PrintType(d); got != "pld.DistributedTensor[[4, 16], pl.FP32]" {
		t.Errorf("PrintType = %s", got)
	}
	if TypeKindName(d) != "DistributedTensorType" || TypeKindName(p) != "TensorType" {
		t.Errorf("kind names %s, %s", TypeKindName(d), TypeKindName(p))
	}
	if TypeEqual(d, p) || !TypeEqual(d, distT(FP32, 4, 16)) {
		t.Errorf("TypeEqual(dist, plain) = %v", TypeEqual(d, p))
	}
	if !IsDistributed(d) || IsPlainTensor(d) || IsDistributed(p) || !IsPlainTensor(p) {
		t.Errorf("IsDistributed / IsPlainTensor wrong")
	}
	// tile.store into a window keeps the window's kind
	// (src/ir/op/tile_ops/memory.cpp:400-403).
	partial := tv("pw", NewDistributedTensorType(Shape(4, 16), FP32, &TensorView{ValidShape: ConstIs(2, 16)}, nil))
	c, err := Ops().Create("tile.store", []Expr{tv("part", tileT(FP32, Vec, 3, 16)), ints(0, 0), partial}, nil, Span{})
	if err != nil {
		t.Fatal(err)
	}
	if got := PrintType(c.T); got != "pld.DistributedTensor[[4, 16], pl.FP32, pl.TensorView(valid_shape=[3, 16], stride=[], layout=pl.TensorLayout.ND)]" {
		t.Errorf("store into a window: %s", got)
	}
}
