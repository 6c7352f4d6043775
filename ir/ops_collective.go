package ir

import (
	"strconv"
	"strings"
)

// The tensor-level collectives of PyPTO's distributed DSL (pld.tensor.*;
// src/ir/op/distributed/allreduce.cpp and collective.cpp) and the host
// chip-dispatch builtins they lower to (builtin.tensor.*, collective.cpp).
//
// A collective updates its window in place: the result is the window
// argument's own type (a DistributedTensor), so a program rebinds it
// (pub = pld.tensor.allreduce(pub, sig, op=...)). LowerCompositeOps expands
// an InCore collective into notify / wait / remote_load / put; a HOST one
// becomes a builtin.tensor.* dispatch (LowerHostTensorCollectives). The
// builtins are internal-only (set_internal_only): only that pass builds
// them.

// collective is a pld.tensor.* collective whose result is argument
// reuse's window, updated in place; writes lists the arguments it writes
// (the set_arg_effect Write / ReadWrite arguments).
func collective(name, doc string, args []string, kws []KwSpec, reuse int, writes []int, deduce func(d *Deduction) (Type, error)) *OpDef {
	specs := make([]ArgSpec, len(args))
	for i, a := range args {
		// A trailing "?" marks an optional argument.
		a, opt := strings.CutSuffix(a, "?")
		specs[i] = ArgSpec{Name: a, Kind: ArgAny, Optional: opt}
	}
	d := rankOp(&OpDef{
		Name: name, Doc: doc,
		Args:   specs,
		Kwargs: kws,
		Access: AccessFunctional,
		Writes: writes,
		Pipe:   PipeNone,
		Deduce: deduce,
	})
	d.ReusesInput = reuse
	return d
}

// builtinCollective is a builtin.tensor.* host dispatch (DomainHost).
func builtinCollective(name, doc string, args []string, kws []KwSpec, reuse int, writes []int, deduce func(d *Deduction) (Type, error)) *OpDef {
	d := collective(name, doc, args, kws, reuse, writes, deduce)
	d.Domain = DomainHost
	return d
}

// int32Signal checks a window-bound INT32 signal with the wording of the
// pld.tensor collectives ("... must have INT32 element type ...").
func int32Signal(d *Deduction, i int, role, why string) (*TensorType, error) {
	t, err := windowBound(d, i, role)
	if err != nil {
		return nil, err
	}
	if t.DType != INT32 {
		return nil, d.Errf(i, "dtype", "%s must have INT32 element type%s, got dtype %s", role, why, t.DType)
	}
	return t, nil
}

// dimAgrees checks that two first dimensions agree when both are static
// (CheckDimAgreesIfStatic, collective.cpp:341-351).
func dimAgrees(d *Deduction, a, b Expr, aDesc, bDesc string) error {
	x, ok1 := ConstValue(a)
	y, ok2 := ConstValue(b)
	if ok1 && ok2 && x != y {
		return d.Errf(-1, "shape", "%s first dimension (%d) must equal %s first dimension (%d)", aDesc, x, bDesc, y)
	}
	return nil
}

// unitDim1 checks that a rank-2 tensor's second dimension is the constant
// 1, with PyPTO's "<dynamic>" for a symbolic one.
func unitDim1(d *Deduction, i int, t *TensorType, role string) error {
	v, ok := ConstValue(t.Shape[1])
	if ok && v == 1 {
		return nil
	}
	got := "<dynamic>"
	if ok {
		got = strconv.FormatInt(v, 10)
	}
	return d.Errf(i, "shape", "%s second dimension must be 1, got %s", role, got)
}

func kwInt64(d *Deduction, key string) int64 {
	v, _ := d.Kw(key)
	n, _ := v.(int64)
	return n
}

// PldTensorAllreduce reduces a window in place across the ranks of its comm
// group, with an INT32 signal window as the barrier (omitted on the host,
// which synthesizes one) (DeduceTensorAllReduceType, allreduce.cpp:76-121).
var PldTensorAllreduce = collective("pld.tensor.allreduce", "all-reduce a window-bound tensor in place across its comm group",
	[]string{"target", "signal?"},
	[]KwSpec{{Name: "op", Kind: KwInt, Required: true}, {Name: "mode", Kind: KwString}, {Name: "core_num", Kind: KwInt, Required: true}},
	0, []int{0, 1},
	func(d *Deduction) (Type, error) {
		t, err := windowBound(d, 0, "target")
		if err != nil {
			return nil, err
		}
		if t.DType != FP16 && t.DType != FP32 {
			return nil, d.Errf(0, "dtype", "target dtype must be FP16 or FP32, got %s", t.DType)
		}
		if d.Has(1) {
			if _, err := int32Signal(d, 1, "signal", " (the barrier slot is an int counter)"); err != nil {
				return nil, err
			}
		}
		if op := kwInt64(d, "op"); op < ReduceSum || op > ReduceProd {
			return nil, d.Errf(-1, "kwarg-range", "op must be ReduceOp.Sum, Max, Min, or Prod (got int %d)", op)
		}
		if n := kwInt64(d, "core_num"); n <= 0 {
			return nil, d.Errf(-1, "kwarg-range", "core_num must be positive, got %d", n)
		}
		return d.Args[0].Type(), nil
	})

// PldTensorBarrier is a cross-rank barrier on an INT32 signal window
// (DeduceTensorBarrierType, collective.cpp:246-266).
var PldTensorBarrier = collective("pld.tensor.barrier", "block until every rank of the comm group reaches the barrier",
	[]string{"signal"}, nil, 0, []int{0},
	func(d *Deduction) (Type, error) {
		if _, err := int32Signal(d, 0, "signal", " (the barrier slot is an int counter)"); err != nil {
			return nil, err
		}
		return d.Args[0].Type(), nil
	})

// PldTensorBroadcast replicates the root rank's window to every rank
// (DeduceTensorBroadcastType, collective.cpp:278-308).
var PldTensorBroadcast = collective("pld.tensor.broadcast", "replicate the root rank's window to every rank of the comm group",
	[]string{"target", "signal"}, []KwSpec{{Name: "root", Kind: KwInt, Required: true}}, 0, []int{0, 1},
	func(d *Deduction) (Type, error) {
		if _, err := windowBound(d, 0, "target"); err != nil {
			return nil, err
		}
		if _, err := int32Signal(d, 1, "signal", ""); err != nil {
			return nil, err
		}
		if r := kwInt64(d, "root"); r < 0 {
			return nil, d.Errf(-1, "kwarg-range", "root rank must be non-negative, got %d", r)
		}
		return d.Args[0].Type(), nil
	})

// signalShape checks a rank-1 [NR] or rank-2 [NR, 1] signal.
func signalShape(d *Deduction, i int, t *TensorType, role string) error {
	if t.Rank() != 1 && t.Rank() != 2 {
		return d.Errf(i, "rank", "%s must be 1D [NR] or 2D [NR, 1], got %d dims", role, t.Rank())
	}
	if t.Rank() == 2 {
		return unitDim1(d, i, t, role)
	}
	return nil
}

// PldTensorAllgather gathers each rank's [1, SIZE] chunk into every rank's
// [NR, SIZE] window (DeduceTensorAllGatherType, collective.cpp:353-420).
var PldTensorAllgather = collective("pld.tensor.allgather", "gather each rank's [1, SIZE] chunk into every rank's [NR, SIZE] window",
	[]string{"input", "target", "signal"}, nil, 1, []int{1, 2},
	func(d *Deduction) (Type, error) {
		if d.Args[0] == d.Args[1] {
			return nil, d.Errf(-1, "alias", "input and target must be different buffers, but the same expression was passed for both")
		}
		in, err := tensorLike(d, 0, "input")
		if err != nil {
			return nil, err
		}
		if in.Rank() != 2 {
			return nil, d.Errf(0, "rank", "input must be 2D [1, SIZE] (this rank's single chunk), got %d dims", in.Rank())
		}
		if v, ok := ConstValue(in.Shape[0]); ok && v != 1 {
			return nil, d.Errf(0, "shape", "input must be [1, SIZE] (this rank's single chunk), got first dim %d", v)
		}
		tg, err := windowBound(d, 1, "target")
		if err != nil {
			return nil, err
		}
		if tg.Rank() != 2 {
			return nil, d.Errf(1, "rank", "target must be 2D [NR, SIZE], got %d dims", tg.Rank())
		}
		if tg.DType != in.DType {
			return nil, d.Errf(1, "dtype-mismatch", "target dtype %s must match input dtype %s", tg.DType, in.DType)
		}
		if !exprSame(tg.Shape[1], in.Shape[1]) {
			return nil, d.Errf(1, "shape", "target SIZE must equal input SIZE")
		}
		sig, err := int32Signal(d, 2, "signal", "")
		if err != nil {
			return nil, err
		}
		if err := signalShape(d, 2, sig, "signal"); err != nil {
			return nil, err
		}
		if err := dimAgrees(d, sig.Shape[0], tg.Shape[0], "signal", "target"); err != nil {
			return nil, err
		}
		return tg, nil
	})

// PldTensorReduceScatter reduces the [NR, SIZE] chunks across ranks, rank r
// keeping row r (DeduceTensorReduceScatterType, collective.cpp:740-770).
var PldTensorReduceScatter = collective("pld.tensor.reduce_scatter", "reduce [NR, SIZE] chunks across ranks; rank r keeps reduced row r",
	[]string{"target", "signal"}, []KwSpec{{Name: "op", Kind: KwInt, Required: true}}, 0, []int{0, 1},
	func(d *Deduction) (Type, error) {
		t, err := windowBound(d, 0, "target")
		if err != nil {
			return nil, err
		}
		if t.Rank() != 2 {
			return nil, d.Errf(0, "rank", "target must be 2D [NR, SIZE], got %d dims", t.Rank())
		}
		if _, err := int32Signal(d, 1, "signal", ""); err != nil {
			return nil, err
		}
		if op := kwInt64(d, "op"); op != ReduceSum {
			return nil, d.Errf(-1, "kwarg-range", "op must be ReduceOp.Sum (got int %d); Max / Min / Prod lowerings are not yet implemented", op)
		}
		return d.Args[0].Type(), nil
	})

// PldTensorAllToAll exchanges per-destination [NR, SIZE] chunks between all
// ranks (DeduceTensorAllToAllType, collective.cpp:440-505).
var PldTensorAllToAll = collective("pld.tensor.all_to_all", "exchange per-destination chunks between all ranks into a window",
	[]string{"input", "target", "signal"}, nil, 1, []int{1, 2},
	func(d *Deduction) (Type, error) {
		if d.Args[0] == d.Args[1] {
			return nil, d.Errf(-1, "alias", "input and target must be different windows, but the same expression was passed for both")
		}
		in, err := tensorLike(d, 0, "input")
		if err != nil {
			return nil, err
		}
		if in.Rank() != 2 {
			return nil, d.Errf(0, "rank", "input must be 2D [NR, SIZE], got %d dims", in.Rank())
		}
		tg, err := windowBound(d, 1, "target")
		if err != nil {
			return nil, err
		}
		if tg.Rank() != 2 {
			return nil, d.Errf(1, "rank", "target must be 2D [NR, SIZE], got %d dims", tg.Rank())
		}
		if err := dimAgrees(d, tg.Shape[0], in.Shape[0], "target", "input"); err != nil {
			return nil, err
		}
		if !exprSame(tg.Shape[1], in.Shape[1]) {
			return nil, d.Errf(1, "shape", "target shape must equal input shape")
		}
		if tg.DType != in.DType {
			return nil, d.Errf(1, "dtype-mismatch", "target dtype %s must match input dtype %s", tg.DType, in.DType)
		}
		sig, err := int32Signal(d, 2, "signal", "")
		if err != nil {
			return nil, err
		}
		if err := signalShape(d, 2, sig, "signal"); err != nil {
			return nil, err
		}
		if err := dimAgrees(d, sig.Shape[0], in.Shape[0], "signal", "input"); err != nil {
			return nil, err
		}
		return tg, nil
	})

// countsWindow checks a [NR, 1] INT32 window-bound count tensor
// (recv_counts, and a builtin's send_counts) with static NR equal to the
// signal's.
func countsDim0(d *Deduction, i int, t *TensorType, role string, nr int64) error {
	v, ok := ConstValue(t.Shape[0])
	if !ok {
		return d.Errf(i, "shape", "%s dim 0 (NR) must be a compile-time constant", role)
	}
	if v != nr {
		return d.Errf(i, "shape", "%s dim 0 (%d) must equal signal dim 0 (NR = %d)", role, v, nr)
	}
	return nil
}

// allToAllV is the shared check of pld.tensor.all_to_all_v and its builtin
// (DeduceTensorAllToAllVType, collective.cpp:540-690;
// DeduceBuiltinTensorAllToAllVType, :1100-1230): builtin demands window
// inputs and counts and phrases a few messages differently.
func allToAllV(d *Deduction, builtin bool) (*TensorType, error) {
	if builtin && d.Args[0] == d.Args[1] {
		return nil, d.Errf(-1, "alias", "input and target must be different windows, but the same expression was passed for both")
	}
	var in *TensorType
	var err error
	if builtin {
		in, err = windowBound(d, 0, "input")
	} else {
		in, err = tensorLike(d, 0, "input")
	}
	if err != nil {
		return nil, err
	}
	if in.Rank() != 2 {
		return nil, d.Errf(0, "rank", "input must be 2D [NR*MAX_RECV, SIZE], got %d dims", in.Rank())
	}
	tg, err := windowBound(d, 1, "target")
	if err != nil {
		return nil, err
	}
	if tg.Rank() != 2 {
		return nil, d.Errf(1, "rank", "target must be 2D [NR*MAX_RECV, SIZE], got %d dims", tg.Rank())
	}
	if err := dimAgrees(d, tg.Shape[0], in.Shape[0], "target", "input"); err != nil {
		return nil, err
	}
	if !exprSame(tg.Shape[1], in.Shape[1]) {
		return nil, d.Errf(1, "shape", "target SIZE must equal input SIZE")
	}
	if tg.DType != in.DType {
		return nil, d.Errf(1, "dtype-mismatch", "target dtype %s must match input dtype %s", tg.DType, in.DType)
	}
	sig, err := int32Signal(d, 2, "signal", "")
	if err != nil {
		return nil, err
	}
	if sig.Rank() != 2 {
		return nil, d.Errf(2, "rank", "signal must be 2D [NR, 1], got %d dims", sig.Rank())
	}
	if err := unitDim1(d, 2, sig, "signal"); err != nil {
		return nil, err
	}
	t0, ok := ConstValue(tg.Shape[0])
	if !ok {
		return nil, d.Errf(1, "shape", "target dim 0 (NR*MAX_RECV) must be a compile-time constant")
	}
	nr, ok := ConstValue(sig.Shape[0])
	if !ok {
		return nil, d.Errf(2, "shape", "signal dim 0 (NR) must be a compile-time constant")
	}
	if nr <= 0 {
		return nil, d.Errf(2, "shape", "signal dim 0 (NR) must be positive, got %d", nr)
	}
	if t0%nr != 0 {
		return nil, d.Errf(2, "shape", "signal dim 0 (%d) must divide target dim 0 (%d)", nr, t0)
	}
	var counts *TensorType
	if builtin {
		counts, err = windowBound(d, 3, "send_counts")
	} else {
		counts, err = tensorLike(d, 3, "send_counts")
	}
	if err != nil {
		return nil, err
	}
	if counts.DType != INT32 {
		return nil, d.Errf(3, "dtype", "send_counts must have INT32 element type, got dtype %s", counts.DType)
	}
	if err := signalShape(d, 3, counts, "send_counts"); err != nil {
		return nil, err
	}
	if err := countsDim0(d, 3, counts, "send_counts", nr); err != nil {
		return nil, err
	}
	recv, err := int32Signal(d, 4, "recv_counts", "")
	if err != nil {
		return nil, err
	}
	if recv.Rank() != 2 {
		return nil, d.Errf(4, "rank", "recv_counts must be 2D [NR, 1], got %d dims", recv.Rank())
	}
	if err := unitDim1(d, 4, recv, "recv_counts"); err != nil {
		return nil, err
	}
	if err := countsDim0(d, 4, recv, "recv_counts", nr); err != nil {
		return nil, err
	}
	return tg, nil
}

// PldTensorAllToAllV is the variable-size all-to-all: per-destination row
// counts read at run time, MAX_RECV rows of capacity per peer
// (collective.cpp:540-734).
var PldTensorAllToAllV = collective("pld.tensor.all_to_all_v", "exchange variable-size per-destination chunks between all ranks into a window",
	[]string{"input", "target", "signal", "send_counts", "recv_counts"}, nil, 1, []int{1, 2, 4},
	func(d *Deduction) (Type, error) {
		tg, err := allToAllV(d, false)
		if err != nil {
			return nil, err
		}
		return tg, nil
	})

// builtinKwargs are the dtype kwarg of every builtin plus extras.
func builtinKwargs(extra ...KwSpec) []KwSpec {
	return append(extra, KwSpec{Name: "dtype", Kind: KwDType, Required: true})
}

// builtinSignal checks a builtin's rank-1 INT32 signal window
// (CheckSignalDistributedTensor, collective.cpp:77-84).
func builtinSignal(d *Deduction, i int) (*TensorType, error) {
	t, ok := d.Args[i].Type().(*TensorType)
	if !ok || !t.Distributed {
		return nil, d.Errf(i, "window-bound", "signal must be a DistributedTensor")
	}
	if t.DType != INT32 {
		return nil, d.Errf(i, "dtype", "signal dtype must be INT32, got %s", t.DType)
	}
	if t.Rank() != 1 {
		return nil, d.Errf(i, "rank", "signal must be a rank-1 DistributedTensor, got rank %d", t.Rank())
	}
	return t, nil
}

// builtinWindow checks a builtin's data window ("... must be a
// DistributedTensor, got ...").
func builtinWindow(d *Deduction, i int, role string) (*TensorType, error) {
	t, ok := d.Args[i].Type().(*TensorType)
	if !ok || !t.Distributed {
		return nil, d.Errf(i, "window-bound", "%s must be a DistributedTensor, got %s", role, TypeKindName(d.Args[i].Type()))
	}
	return t, nil
}

// builtinDType checks the dtype kwarg against the data window's dtype.
func builtinDType(d *Deduction, role string, dt DataType) (DataType, error) {
	k, _ := d.KwDType("dtype")
	if k != dt {
		return k, d.Errf(-1, "dtype-mismatch", "dtype kwarg (%s) must match %s dtype (%s)", k, role, dt)
	}
	return k, nil
}

// collectiveFP32Only: the builtin kernels support FP32 only
// (CheckSupportedFp32BuiltinVariant, collective.cpp:72-75).
func collectiveFP32Only(d *Deduction, dt DataType) error {
	if dt != FP32 {
		return d.Errf(-1, "dtype", "currently supports only dtype=FP32; got %s", dt)
	}
	return nil
}

// sumFP32Only: Sum over FP32 only (CheckSupportedSumFp32BuiltinVariant,
// collective.cpp:59-63).
func sumFP32Only(d *Deduction, dt DataType) error {
	if op := kwInt64(d, "op"); op != ReduceSum {
		return d.Errf(-1, "kwarg-range", "op must be ReduceOp.Sum (got int %d)", op)
	}
	if dt != FP32 {
		return d.Errf(-1, "dtype", "currently supports only (op=ReduceOp.Sum, dtype=FP32); got (op=ReduceOp.Sum, dtype=%s)", dt)
	}
	return nil
}

// builtinSignal12 checks an allreduce builtin's signal: a window-bound
// INT32 of rank 1 or 2 (collective.cpp:98-106).
func builtinSignal12(d *Deduction) (*TensorType, error) {
	sig, err := builtinWindow(d, 1, "signal")
	if err != nil {
		return nil, err
	}
	if sig.DType != INT32 {
		return nil, d.Errf(1, "dtype", "signal dtype must be INT32, got %s", sig.DType)
	}
	return sig, nil
}

// BuiltinTensorAllreduce is the host allreduce dispatch
// (DeduceBuiltinTensorAllReduceType, collective.cpp:90-129).
var BuiltinTensorAllreduce = builtinCollective("builtin.tensor.allreduce", "host chip-dispatch of pld.tensor.allreduce",
	[]string{"src", "signal"},
	builtinKwargs(KwSpec{Name: "op", Kind: KwInt, Required: true}, KwSpec{Name: "core_num", Kind: KwInt, Required: true}),
	0, []int{0, 1},
	func(d *Deduction) (Type, error) {
		src, err := builtinWindow(d, 0, "src")
		if err != nil {
			return nil, err
		}
		sig, err := builtinSignal12(d)
		if err != nil {
			return nil, err
		}
		if sig.Rank() != 1 && sig.Rank() != 2 {
			return nil, d.Errf(1, "rank", "signal must be rank-1 [world_size] or rank-2 [world_size, signal_stride], got rank %d", sig.Rank())
		}
		n := kwInt64(d, "core_num")
		if n <= 0 {
			return nil, d.Errf(-1, "kwarg-range", "core_num must be positive, got %d", n)
		}
		if sig.Rank() == 1 && n != 1 {
			return nil, d.Errf(-1, "kwarg-range", "rank-1 signal is valid only when core_num=1, got core_num=%d", n)
		}
		if sig.Rank() == 2 {
			v, ok := ConstValue(sig.Shape[1])
			if !ok {
				return nil, d.Errf(1, "shape", "rank-2 signal shape[1] must be a compile-time constant")
			}
			if v < n {
				return nil, d.Errf(1, "shape", "rank-2 signal shape[1] (%d) must be at least core_num (%d)", v, n)
			}
		}
		dt, err := builtinDType(d, "src", src.DType)
		if err != nil {
			return nil, err
		}
		if op := kwInt64(d, "op"); op < ReduceSum || op > ReduceProd {
			return nil, d.Errf(-1, "kwarg-range", "op must be ReduceOp.Sum, Max, Min, or Prod (got int %d)", op)
		}
		if dt != FP16 && dt != FP32 {
			return nil, d.Errf(-1, "dtype", "currently supports only FP16 or FP32, got %s", dt)
		}
		return d.Args[0].Type(), nil
	})

// maxRingRanks is the most ranks the host ring allreduce serves
// (collective.cpp:135).
const maxRingRanks = 16

// BuiltinTensorAllreduceRing is the host ring allreduce dispatch: a
// [2*(NR-1) + 1, NR] signal and a static src whose size NR divides
// (DeduceBuiltinTensorAllReduceRingType, collective.cpp:137-196).
var BuiltinTensorAllreduceRing = builtinCollective("builtin.tensor.allreduce_ring", "host chip-dispatch of pld.tensor.allreduce(mode=\"ring\")",
	[]string{"src", "signal"}, builtinKwargs(KwSpec{Name: "op", Kind: KwInt, Required: true}), 0, []int{0, 1},
	func(d *Deduction) (Type, error) {
		src, err := builtinWindow(d, 0, "src")
		if err != nil {
			return nil, err
		}
		sig, err := builtinSignal12(d)
		if err != nil {
			return nil, err
		}
		if sig.Rank() != 2 {
			return nil, d.Errf(1, "rank", "signal must be rank-2 [2*(NR-1) + 1, NR], got rank %d", sig.Rank())
		}
		s0, ok0 := ConstValue(sig.Shape[0])
		nr, ok1 := ConstValue(sig.Shape[1])
		if ok1 && nr > 0 {
			if nr > maxRingRanks {
				return nil, d.Errf(1, "shape", "requires %d or fewer ranks (signal shape[1] = %d)", maxRingRanks, nr)
			}
			if ok0 && s0 != 2*(nr-1)+1 {
				return nil, d.Errf(1, "shape", "signal shape[0] (%d) must equal 2*(NR-1) + 1 = %d for NR = %d", s0, 2*(nr-1)+1, nr)
			}
			n, static := NumElements(src.Shape)
			if !static {
				return nil, d.Errf(0, "shape", "requires a statically-known src shape (dynamic host-ring extents are not supported; the ring schedule partitions src into NR compile-time chunks)")
			}
			if n%nr != 0 {
				return nil, d.Errf(0, "shape", "requires the src data size (product of shape = %d) to be an exact multiple of the rank count (%d); got a remainder of %d", n, nr, n%nr)
			}
		}
		dt, err := builtinDType(d, "src", src.DType)
		if err != nil {
			return nil, err
		}
		if err := sumFP32Only(d, dt); err != nil {
			return nil, err
		}
		return d.Args[0].Type(), nil
	})

// BuiltinTensorBarrier is the host barrier dispatch
// (DeduceBuiltinTensorBarrierType, collective.cpp:776-786).
var BuiltinTensorBarrier = builtinCollective("builtin.tensor.barrier", "host chip-dispatch of pld.tensor.barrier",
	[]string{"signal"}, nil, 0, []int{0},
	func(d *Deduction) (Type, error) {
		if _, err := builtinSignal(d, 0); err != nil {
			return nil, err
		}
		return d.Args[0].Type(), nil
	})

// BuiltinTensorBroadcast is the host broadcast dispatch
// (DeduceBuiltinTensorBroadcastType, collective.cpp:804-826).
var BuiltinTensorBroadcast = builtinCollective("builtin.tensor.broadcast", "host chip-dispatch of pld.tensor.broadcast",
	[]string{"target", "signal"}, builtinKwargs(KwSpec{Name: "root", Kind: KwInt, Required: true}), 0, []int{0, 1},
	func(d *Deduction) (Type, error) {
		tg, err := builtinWindow(d, 0, "target")
		if err != nil {
			return nil, err
		}
		if _, err := builtinSignal(d, 1); err != nil {
			return nil, err
		}
		if r := kwInt64(d, "root"); r < 0 {
			return nil, d.Errf(-1, "kwarg-range", "root rank must be non-negative, got %d", r)
		}
		dt, err := builtinDType(d, "target", tg.DType)
		if err != nil {
			return nil, err
		}
		if err := collectiveFP32Only(d, dt); err != nil {
			return nil, err
		}
		return d.Args[0].Type(), nil
	})

// BuiltinTensorReduceScatter is the host reduce-scatter dispatch
// (DeduceBuiltinTensorReduceScatterType, collective.cpp:846-870).
var BuiltinTensorReduceScatter = builtinCollective("builtin.tensor.reduce_scatter", "host chip-dispatch of pld.tensor.reduce_scatter",
	[]string{"target", "signal"}, builtinKwargs(KwSpec{Name: "op", Kind: KwInt, Required: true}), 0, []int{0, 1},
	func(d *Deduction) (Type, error) {
		tg, err := builtinWindow(d, 0, "target")
		if err != nil {
			return nil, err
		}
		if tg.Rank() != 2 {
			return nil, d.Errf(0, "rank", "target must be 2D [NR, SIZE], got %d dims", tg.Rank())
		}
		if _, err := builtinSignal(d, 1); err != nil {
			return nil, err
		}
		dt, err := builtinDType(d, "target", tg.DType)
		if err != nil {
			return nil, err
		}
		if err := sumFP32Only(d, dt); err != nil {
			return nil, err
		}
		return d.Args[0].Type(), nil
	})

// builtinSignalRank12 checks an allgather / all_to_all builtin's signal:
// rank-1 [world_size] or rank-2 [world_size, 1] (collective.cpp:925-935).
func builtinSignalRank12(d *Deduction, i int) error {
	sig, err := builtinWindow(d, i, "signal")
	if err != nil {
		return err
	}
	if sig.DType != INT32 {
		return d.Errf(i, "dtype", "signal dtype must be INT32, got %s", sig.DType)
	}
	if sig.Rank() != 1 && sig.Rank() != 2 {
		return d.Errf(i, "rank", "signal must be rank-1 [world_size] or rank-2 [world_size, 1], got rank %d", sig.Rank())
	}
	if sig.Rank() == 2 {
		v, ok := ConstValue(sig.Shape[1])
		if !ok {
			return d.Errf(i, "shape", "rank-2 signal shape[1] must be the constant 1")
		}
		if v != 1 {
			return d.Errf(i, "shape", "rank-2 signal shape[1] must be 1, got %d", v)
		}
	}
	return nil
}

// BuiltinTensorAllgather is the host allgather dispatch
// (DeduceBuiltinTensorAllGatherType, collective.cpp:890-945).
var BuiltinTensorAllgather = builtinCollective("builtin.tensor.allgather", "host chip-dispatch of pld.tensor.allgather",
	[]string{"input", "target", "signal"}, builtinKwargs(), 1, []int{1, 2},
	func(d *Deduction) (Type, error) {
		if d.Args[0] == d.Args[1] {
			return nil, d.Errf(-1, "alias", "input and target must be different windows, but the same expression was passed for both")
		}
		in, err := windowBound(d, 0, "input")
		if err != nil {
			return nil, err
		}
		if in.Rank() != 2 {
			return nil, d.Errf(0, "rank", "input must be 2D [1, SIZE] (this rank's single chunk), got %d dims", in.Rank())
		}
		if v, ok := ConstValue(in.Shape[0]); ok && v != 1 {
			return nil, d.Errf(0, "shape", "input must be [1, SIZE] (this rank's single chunk), got first dim %d", v)
		}
		tg, err := builtinWindow(d, 1, "target")
		if err != nil {
			return nil, err
		}
		if tg.Rank() != 2 {
			return nil, d.Errf(1, "rank", "target must be 2D [NR, SIZE], got %d dims", tg.Rank())
		}
		if tg.DType != in.DType {
			return nil, d.Errf(1, "dtype-mismatch", "target dtype %s must match input dtype %s", tg.DType, in.DType)
		}
		if !exprSame(tg.Shape[1], in.Shape[1]) {
			return nil, d.Errf(1, "shape", "input SIZE must equal target SIZE")
		}
		if err := builtinSignalRank12(d, 2); err != nil {
			return nil, err
		}
		dt, err := builtinDType(d, "target", tg.DType)
		if err != nil {
			return nil, err
		}
		if err := collectiveFP32Only(d, dt); err != nil {
			return nil, err
		}
		return d.Args[1].Type(), nil
	})

// BuiltinTensorAllToAll is the host all-to-all dispatch
// (DeduceBuiltinTensorAllToAllType, collective.cpp:965-1025).
var BuiltinTensorAllToAll = builtinCollective("builtin.tensor.all_to_all", "host chip-dispatch of pld.tensor.all_to_all",
	[]string{"input", "target", "signal"}, builtinKwargs(), 1, []int{1, 2},
	func(d *Deduction) (Type, error) {
		if d.Args[0] == d.Args[1] {
			return nil, d.Errf(-1, "alias", "input and target must be different windows, but the same expression was passed for both")
		}
		in, err := windowBound(d, 0, "input")
		if err != nil {
			return nil, err
		}
		if in.Rank() != 2 {
			return nil, d.Errf(0, "rank", "input must be 2D [NR, SIZE], got %d dims", in.Rank())
		}
		tg, err := builtinWindow(d, 1, "target")
		if err != nil {
			return nil, err
		}
		if tg.Rank() != 2 {
			return nil, d.Errf(1, "rank", "target must be 2D [NR, SIZE], got %d dims", tg.Rank())
		}
		if err := dimAgrees(d, tg.Shape[0], in.Shape[0], "target", "input"); err != nil {
			return nil, err
		}
		if !exprSame(tg.Shape[1], in.Shape[1]) {
			return nil, d.Errf(1, "shape", "target shape must equal input shape")
		}
		if tg.DType != in.DType {
			return nil, d.Errf(1, "dtype-mismatch", "target dtype %s must match input dtype %s", tg.DType, in.DType)
		}
		if err := builtinSignalRank12(d, 2); err != nil {
			return nil, err
		}
		dt, err := builtinDType(d, "target", tg.DType)
		if err != nil {
			return nil, err
		}
		if err := collectiveFP32Only(d, dt); err != nil {
			return nil, err
		}
		return d.Args[1].Type(), nil
	})

// BuiltinTensorAllToAllV is the host variable-size all-to-all dispatch
// (DeduceBuiltinTensorAllToAllVType, collective.cpp:1045-1230).
var BuiltinTensorAllToAllV = builtinCollective("builtin.tensor.all_to_all_v", "host chip-dispatch of pld.tensor.all_to_all_v",
	[]string{"input", "target", "signal", "send_counts", "recv_counts"}, builtinKwargs(), 1, []int{1, 2, 4},
	func(d *Deduction) (Type, error) {
		tg, err := allToAllV(d, true)
		if err != nil {
			return nil, err
		}
		dt, err := builtinDType(d, "target", tg.DType)
		if err != nil {
			return nil, err
		}
		if err := collectiveFP32Only(d, dt); err != nil {
			return nil, err
		}
		return d.Args[1].Type(), nil
	})
