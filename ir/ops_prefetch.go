package ir

// Asynchronous GM->L2 prefetch ops (PyPTO src/ir/op/prefetch/
// prefetch_async.cpp). They only warm the L2 cache: no tensor value
// changes, so a kernel computes the same with or without them. All are
// vector-core ops (:142-147: the SDMA scratch tile lives in UB).

func prefetchOp(name, doc string, args []ArgSpec, access MemAccess, pipe PipeType, deduce func(d *Deduction) (Type, error)) *OpDef {
	return &OpDef{
		Name: name, Doc: doc,
		Args:        args,
		ReusesInput: -1,
		Affinity:    Vector,
		StatedLane:  true,
		Access:      access,
		Pipe:        pipe,
		Deduce:      deduce,
	}
}

// handleArg checks that argument i holds the handle type want, produced by
// producer (CheckHandle, prefetch_async.cpp:64-70).
func handleArg(d *Deduction, i int, want Type, role, producer string) error {
	if TypeKindName(d.Args[i].Type()) != TypeKindName(want) {
		return d.Errf(i, "arg-kind", "expects %s (output of %s), got %s", role, producer, TypeKindName(d.Args[i].Type()))
	}
	return nil
}

var PrefetchMakeContext = prefetchOp("prefetch.make_context", "an asynchronous-prefetch context (its SDMA workspace is the runtime's)",
	nil, AccessNone, PipeNone,
	func(d *Deduction) (Type, error) { return PrefetchAsyncContext(), nil })

// PrefetchAsyncPrefetch starts one prefetch of a flat contiguous 1-D GM
// region (CheckFlatContiguous1DSource, prefetch_async.cpp:72-107).
var PrefetchAsyncPrefetch = prefetchOp("prefetch.async_prefetch", "start an asynchronous prefetch of a flat GM region into L2; the result is its completion event",
	[]ArgSpec{{Name: "src", Kind: ArgAny}, {Name: "ctx", Kind: ArgAny}}, AccessFunctional, PipeS,
	func(d *Deduction) (Type, error) {
		if _, ok := d.Args[0].(VarLike); !ok {
			return nil, d.Errf(0, "arg-kind", "expects src to be a Var or IterArg")
		}
		t, ok := d.Args[0].Type().(*TensorType)
		if !ok {
			return nil, d.Errf(0, "arg-kind", "expects src to be a GM Tensor (prefetch reads global memory), got %s", TypeKindName(d.Args[0].Type()))
		}
		if t.Rank() == 0 {
			return nil, d.Errf(0, "rank", "expects src to have rank >= 1, got a rank-0 tensor")
		}
		dims := make([]int64, t.Rank())
		for i, e := range t.Shape {
			v, ok := ConstValue(e)
			if !ok {
				return nil, d.Errf(0, "static-shape", "expects src to have a fully static shape, but dimension %d is dynamic; async prefetch needs a compile-time byte extent", i)
			}
			dims[i] = v
		}
		for i, v := range dims[:len(dims)-1] {
			if v != 1 {
				return nil, d.Errf(0, "flat", "expects src to be a flat contiguous logical 1D GM region (all dimensions except the last must be 1), but dimension %d is %d; reshape the tensor to [N] or [1, ..., N] before prefetching", i, v)
			}
		}
		if err := handleArg(d, 1, PrefetchAsyncContext(), "ctx to be a PrefetchAsyncContext", "prefetch.make_context"); err != nil {
			return nil, err
		}
		return AsyncEvent(), nil
	})

var PrefetchSession = prefetchOp("prefetch.session", "the asynchronous session of a prefetch context (a projection: no work)",
	[]ArgSpec{{Name: "ctx", Kind: ArgAny}}, AccessNone, PipeNone,
	func(d *Deduction) (Type, error) {
		if err := handleArg(d, 0, PrefetchAsyncContext(), "ctx to be a PrefetchAsyncContext", "prefetch.make_context"); err != nil {
			return nil, err
		}
		return AsyncSession(), nil
	})

var PrefetchWait = prefetchOp("prefetch.wait", "wait for a prefetch event of a session; the result is a BOOL done flag",
	[]ArgSpec{{Name: "event", Kind: ArgAny}, {Name: "session", Kind: ArgAny}}, AccessFunctional, PipeS,
	func(d *Deduction) (Type, error) {
		if err := handleArg(d, 0, AsyncEvent(), "event to be an AsyncEvent", "prefetch.async_prefetch"); err != nil {
			return nil, err
		}
		if err := handleArg(d, 1, AsyncSession(), "session to be an AsyncSession", "prefetch.session"); err != nil {
			return nil, err
		}
		return Scalar(BOOL), nil
	})
