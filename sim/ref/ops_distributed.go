package ref

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/sim"
)

// Reference semantics of the task-id, array, prefetch, cross-core system
// and distributed ops.
//
// The reference runs one rank, so the distributed ops (pld.*, builtin.*)
// mean what they mean in a world of one rank: world_size is 1 and this
// rank is rank 0, a window buffer is this rank's memory, every peer must
// be rank 0, and a collective moves this rank's data only (an allreduce,
// a broadcast, a reduce-scatter leave it as it is; an allgather or an
// all-to-all copies this rank's chunk into its own row). A wait on a
// signal that does not hold already would wait forever: no other rank
// can set it. The runtime intrinsics (dist.*) have no meaning without the
// distributed runtime and are errors.

// Array is an on-core array (array.*): immutable; nil elements hold no
// data. A TASK_ID array holds TaskID values, the others scalars.
type Array struct {
	DType ir.DataType
	Elems []Value
}

// Handle is an opaque handle: a communication context, or an
// async-prefetch context, event or session.
type Handle struct{ What string }

func (*Array) Kind() string   { return "array" }
func (h Handle) Kind() string { return h.What }

// windowBuffer is the memory of one pld.tensor.alloc_window_buffer (held
// by its Ptr): its windows of one shape and dtype are one tensor.
type windowBuffer struct {
	size  int64
	views map[string]*sim.Tensor
}

func distSemantics() map[*ir.OpDef]opFunc {
	return map[*ir.OpDef]opFunc{
		// task ids
		ir.SystemTaskInvalid: func(*call) (Value, error) { return TaskID(-1), nil },
		ir.SystemTaskDummy:   opTaskDummy,
		ir.SystemTaskIsValid: opTaskIsValid,
		// synchronization, cache maintenance and pipe plumbing: ordering
		// only, no effect on values
		ir.SystemFence: opNoEffect, ir.SystemCacheInvalid: opNoEffect, ir.SystemSetFFTS: opNoEffect,
		ir.SystemSyncSet: opNoEffect, ir.SystemSyncWait: opNoEffect,
		ir.SystemTfreeToAic: opNoEffect, ir.SystemTfreeToAiv: opNoEffect,
		ir.SystemAicInitializePipe: opNoEffect, ir.SystemAivInitializePipe: opNoEffect,
		ir.SystemReserveBuffer:    opBufferBase,
		ir.SystemImportPeerBuffer: opBufferBase,
		// arrays
		ir.ArrayCreate:        opArrayCreate,
		ir.ArrayGetElement:    opArrayGet,
		ir.ArrayUpdateElement: opArrayUpdate,
		// prefetch: a cache hint, complete as soon as issued
		ir.PrefetchMakeContext:   handleOp("prefetch context"),
		ir.PrefetchAsyncPrefetch: handleOp("async event"),
		ir.PrefetchSession:       handleOp("async session"),
		ir.PrefetchWait:          func(k *call) (Value, error) { return k.scalarResult(1, false), nil },
		// one rank's communication context
		ir.PldSystemWorldSize:  func(k *call) (Value, error) { return k.scalarResult(1, false), nil },
		ir.PldSystemGetCommCtx: handleOp("communication context"),
		ir.PldSystemRank:       func(k *call) (Value, error) { return k.scalarResult(0, false), nil },
		ir.PldSystemNranks:     func(k *call) (Value, error) { return k.scalarResult(1, false), nil },
		ir.PldSystemNotify:     opNotify,
		ir.PldSystemWait:       opWait,
		ir.PldSystemDeferWait:  opWait,
		// windows and point-to-point transfers
		ir.PldTensorAllocWindowBuffer: opAllocWindow,
		ir.PldTensorWindow:            opWindow,
		ir.PldTensorPut:               func(k *call) (Value, error) { return p2p(k, true, 3) },
		ir.PldTensorGet:               func(k *call) (Value, error) { return p2p(k, false, 3) },
		ir.PldTilePut:                 func(k *call) (Value, error) { return p2p(k, true, 4) },
		ir.PldTileGet:                 func(k *call) (Value, error) { return p2p(k, false, 4) },
		ir.PldTileRemoteLoad:          opRemoteLoad,
		ir.PldTileRemoteStore:         opRemoteStoreTile,
		ir.PldTensorRemoteStore:       opRemoteStoreTensor,
		// collectives over one rank
		ir.PldTensorAllreduce: returnArg(0), ir.BuiltinTensorAllreduce: returnArg(0), ir.BuiltinTensorAllreduceRing: returnArg(0),
		ir.PldTensorBarrier: returnArg(0), ir.BuiltinTensorBarrier: returnArg(0),
		ir.PldTensorBroadcast: opBroadcastRoot, ir.BuiltinTensorBroadcast: opBroadcastRoot,
		ir.PldTensorReduceScatter: returnArg(0), ir.BuiltinTensorReduceScatter: returnArg(0),
		ir.PldTensorAllgather: opOwnRow, ir.BuiltinTensorAllgather: opOwnRow,
		ir.PldTensorAllToAll: opOwnRow, ir.BuiltinTensorAllToAll: opOwnRow,
		ir.PldTensorAllToAllV: opAllToAllV, ir.BuiltinTensorAllToAllV: opAllToAllV,
		// runtime intrinsics
		ir.DistMakeTensor: opNoRuntime, ir.DistTreeReduce: opNoRuntime, ir.DistSubmitWorker: opNoRuntime,
		ir.DistSubmitOrchestrator: opNoRuntime, ir.DistFutureGet: opNoRuntime,
	}
}

func handleOp(what string) opFunc {
	return func(*call) (Value, error) { return Handle{What: what}, nil }
}

// returnArg is a collective whose value is its argument i, unchanged.
func returnArg(i int) opFunc {
	return func(k *call) (Value, error) {
		if _, err := k.tensor(i); err != nil {
			return nil, err
		}
		return k.args[i], nil
	}
}

func opNoRuntime(*call) (Value, error) {
	return nil, fmt.Errorf("a runtime intrinsic of the distributed lowering: the reference has no distributed runtime")
}

func opTaskDummy(k *call) (Value, error) {
	k.m.nextTask++
	return TaskID(k.m.nextTask), nil
}

func opTaskIsValid(k *call) (Value, error) {
	v, err := k.arg(0)
	if err != nil {
		return nil, err
	}
	t, ok := v.(TaskID)
	if !ok {
		return nil, fmt.Errorf("%s is a %s, want a task id", k.argName(0), kindOf(v))
	}
	b := 0.0
	if t >= 0 {
		b = 1
	}
	return k.scalarResult(b, false), nil
}

// opBufferBase is a reserved or imported buffer's base: the base kwarg of
// a reserve_buffer, undefined when the compiler picks it (AUTO, -1) or
// the buffer is a peer's.
func opBufferBase(k *call) (Value, error) {
	base := k.kwInt("base", -1)
	return k.scalarResult(float64(max(base, 0)), base < 0), nil
}

func opArrayCreate(k *call) (Value, error) {
	n, err := k.int(0)
	if err != nil {
		return nil, err
	}
	at, ok := k.c.T.(*ir.ArrayType)
	if !ok || n <= 0 || n > maxTileElems {
		return nil, fmt.Errorf("cannot create an array of %d elements of type %s", n, ir.PrintType(k.c.T))
	}
	return &Array{DType: at.DType, Elems: make([]Value, n)}, nil
}

// arrayAt returns the array argument and the checked index.
func (k *call) arrayAt() (*Array, int64, error) {
	v, err := k.arg(0)
	if err != nil {
		return nil, 0, err
	}
	a, ok := v.(*Array)
	if !ok || a == nil {
		return nil, 0, fmt.Errorf("%s is a %s, want an array", k.argName(0), kindOf(v))
	}
	i, err := k.int(1)
	if err != nil {
		return nil, 0, err
	}
	if i < 0 || i >= int64(len(a.Elems)) {
		return nil, 0, fmt.Errorf("index %d is outside an array of %d elements", i, len(a.Elems))
	}
	return a, i, nil
}

func opArrayGet(k *call) (Value, error) {
	a, i, err := k.arrayAt()
	if err != nil {
		return nil, err
	}
	if a.Elems[i] == nil {
		return Scalar{DType: a.DType, Undef: true}, nil
	}
	return a.Elems[i], nil
}

func opArrayUpdate(k *call) (Value, error) {
	a, i, err := k.arrayAt()
	if err != nil {
		return nil, err
	}
	v, err := k.arg(2)
	if err != nil {
		return nil, err
	}
	if s, ok := v.(Scalar); ok {
		s.V, s.DType = round(a.DType, s.V), a.DType
		v = s
	}
	out := &Array{DType: a.DType, Elems: append([]Value(nil), a.Elems...)}
	out.Elems[i] = v
	return out, nil
}

// self checks that peer argument i names this rank, the only one.
func (k *call) self(i int) error {
	p, err := k.int(i)
	if err != nil {
		return err
	}
	if p != 0 {
		return fmt.Errorf("peer %d: the reference runs one rank, rank 0", p)
	}
	return nil
}

// element returns the flat index of the element at offsets of t.
func element(t *sim.Tensor, offsets []int64) (int, error) {
	if err := elemIndex(t.Shape, offsets); err != nil {
		return 0, err
	}
	return t.Index(offsets), nil
}

// opNotify deposits value in this rank's slot (the peer must be rank 0):
// Set writes it, AtomicAdd adds it.
func opNotify(k *call) (Value, error) {
	t, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	if err := k.self(1); err != nil {
		return nil, err
	}
	offsets, err := k.ints(2)
	if err != nil {
		return nil, err
	}
	v, err := k.scalar(3)
	if err != nil {
		return nil, err
	}
	d, err := element(t, offsets)
	if err != nil {
		return nil, err
	}
	ok := !v.Undef
	x := v.V
	if k.kwInt("op", ir.NotifyAtomicAdd) == ir.NotifyAtomicAdd {
		ok = ok && t.IsDefined(d)
		x += t.Data[d]
	}
	t.Data[d] = round(t.DType, x)
	setDefined(t, d, ok)
	return Void{}, nil
}

// opWait checks that the slot already satisfies cmp against expected:
// with one rank nothing else can ever change it.
func opWait(k *call) (Value, error) {
	t, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	offsets, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	want, err := k.scalar(2)
	if err != nil {
		return nil, err
	}
	d, err := element(t, offsets)
	if err != nil {
		return nil, err
	}
	if !t.IsDefined(d) || want.Undef {
		return nil, fmt.Errorf("waits on an undefined value")
	}
	got := t.Data[d]
	met := got >= want.V
	if k.kwInt("cmp", ir.WaitGe) == ir.WaitEq {
		met = got == want.V
	}
	if !met {
		return nil, fmt.Errorf("waits forever: the slot holds %v, the condition on %v cannot become true with one rank", got, want.V)
	}
	return Void{}, nil
}

func opAllocWindow(k *call) (Value, error) {
	n, err := k.int(0)
	if err != nil {
		return nil, err
	}
	return Ptr{Space: ir.DDR, Size: n, win: &windowBuffer{size: n, views: map[string]*sim.Tensor{}}}, nil
}

// opWindow is the window of the given shape and dtype over a buffer; two
// windows of one buffer with the same shape and dtype are one tensor.
func opWindow(k *call) (Value, error) {
	v, err := k.arg(0)
	if err != nil {
		return nil, err
	}
	p, ok := v.(Ptr)
	if !ok || p.win == nil {
		return nil, fmt.Errorf("%s is a %s, want a window buffer", k.argName(0), kindOf(v))
	}
	shape, err := k.ints(1)
	if err != nil {
		return nil, err
	}
	tt, ok := k.c.T.(*ir.TensorType)
	if !ok {
		return nil, fmt.Errorf("the call's type is %s, want a tensor type", ir.PrintType(k.c.T))
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 || d > maxTensorElems {
			return nil, fmt.Errorf("window shape %v", shape)
		}
		if n *= d; n > maxTensorElems {
			return nil, fmt.Errorf("window shape %v is too large", shape)
		}
	}
	if bytes := n * int64(tt.DType.Bytes()); p.win.size >= 0 && bytes > p.win.size {
		return nil, fmt.Errorf("a %v %s window needs %d bytes, the buffer has %d", shape, tt.DType, bytes, p.win.size)
	}
	key := fmt.Sprint(shape, tt.DType)
	t := p.win.views[key]
	if t == nil {
		t = sim.NewTensor(shape, tt.DType)
		p.win.views[key] = t
	}
	return Tensor{t}, nil
}

// copyRegion copies the ext-sized region of src at sOff to dst at dOff,
// adding when atomic.
func copyRegion(src *sim.Tensor, sOff []int64, dst *sim.Tensor, dOff []int64, ext []int64, atomic bool) error {
	if len(sOff) != len(src.Shape) || len(dOff) != len(dst.Shape) || len(ext) != len(dst.Shape) || len(ext) != len(src.Shape) {
		return fmt.Errorf("a rank-%d transfer between rank-%d and rank-%d tensors", len(ext), len(src.Shape), len(dst.Shape))
	}
	for i, e := range ext {
		if sOff[i] < 0 || sOff[i]+e > src.Shape[i] || dOff[i] < 0 || dOff[i]+e > dst.Shape[i] {
			return fmt.Errorf("the transfer of %v at %v into %v at %v leaves a tensor", ext, sOff, dst.Shape, dOff)
		}
	}
	s, d := make([]int64, len(ext)), make([]int64, len(ext))
	eachIndex(ext, func(idx []int64) {
		for i := range idx {
			s[i], d[i] = sOff[i]+idx[i], dOff[i]+idx[i]
		}
		a, b := src.Index(s), dst.Index(d)
		ok, v := src.IsDefined(a), src.Data[a]
		if atomic {
			ok = ok && dst.IsDefined(b)
			v += dst.Data[b]
		}
		dst.Data[b] = round(dst.DType, v)
		setDefined(dst, b, ok)
	})
	return nil
}

// p2p is a put (src to the peer's dst) or a get (the peer's src to dst)
// with the peer this rank: a copy. region is the index of the optional
// (dst_offsets, src_offsets, shape) after the stage tiles.
func p2p(k *call, put bool, region int) (Value, error) {
	dst, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	if err := k.self(1); err != nil {
		return nil, err
	}
	src, err := k.tensor(2)
	if err != nil {
		return nil, err
	}
	if len(k.args) == region+4 { // a second staging tile
		region++
	}
	zero := func(n int) []int64 { return make([]int64, n) }
	dOff, sOff, ext := zero(len(dst.Shape)), zero(len(src.Shape)), dst.Shape
	if len(k.args) >= region+3 {
		if dOff, err = k.ints(region); err != nil {
			return nil, err
		}
		if sOff, err = k.ints(region + 1); err != nil {
			return nil, err
		}
		if ext, err = k.ints(region + 2); err != nil {
			return nil, err
		}
	}
	atomic := false
	if put {
		if v, ok := k.kw("atomic"); ok {
			atomic = v == ir.AtomicAdd
		}
	}
	return Void{}, copyRegion(src, sOff, dst, dOff, ext, atomic)
}

func opRemoteLoad(k *call) (Value, error) {
	src, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	if err := k.self(1); err != nil {
		return nil, err
	}
	offsets, err := k.ints(2)
	if err != nil {
		return nil, err
	}
	out, err := k.newResult()
	if err != nil {
		return nil, err
	}
	return loadWindow(src, offsets, out)
}

// remoteStoreArgs returns the target and offsets of a remote store to this
// rank, and its atomic mode.
func remoteStoreArgs(k *call) (*sim.Tensor, []int64, bool, error) {
	dst, err := k.tensor(1)
	if err != nil {
		return nil, nil, false, err
	}
	if err := k.self(2); err != nil {
		return nil, nil, false, err
	}
	offsets, err := k.ints(3)
	if err != nil {
		return nil, nil, false, err
	}
	v, _ := k.kw("atomic")
	return dst, offsets, v == ir.AtomicAdd, nil
}

func opRemoteStoreTile(k *call) (Value, error) {
	t, err := k.tile(0)
	if err != nil {
		return nil, err
	}
	dst, offsets, atomic, err := remoteStoreArgs(k)
	if err != nil {
		return nil, err
	}
	return Void{}, storeRegion(t, offsets, dst, t.Valid, atomic)
}

// opRemoteStoreTensor pushes a tensor's inner 2-D extent into the
// target's inner two dims (the leading source dims are 1).
func opRemoteStoreTensor(k *call) (Value, error) {
	src, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	dst, offsets, atomic, err := remoteStoreArgs(k)
	if err != nil {
		return nil, err
	}
	if len(src.Shape) < 2 || len(dst.Shape) < 2 {
		return nil, fmt.Errorf("a remote store moves a 2-D region")
	}
	ext := make([]int64, len(dst.Shape))
	for i := range ext {
		ext[i] = 1
	}
	ext[len(ext)-2], ext[len(ext)-1] = src.Shape[len(src.Shape)-2], src.Shape[len(src.Shape)-1]
	flat := &sim.Tensor{Shape: ext, DType: src.DType, Data: src.Data, Defined: src.Defined}
	return Void{}, copyRegion(flat, make([]int64, len(ext)), dst, offsets, ext, atomic)
}

// opBroadcastRoot: the root must be this rank, whose data every rank then
// holds.
func opBroadcastRoot(k *call) (Value, error) {
	if r := k.kwInt("root", 0); r != 0 {
		return nil, fmt.Errorf("root %d: the reference runs one rank, rank 0", r)
	}
	return returnArg(0)(k)
}

// opOwnRow is an allgather or all-to-all over one rank: row 0 of input
// lands in row 0 of the target, which is the value.
func opOwnRow(k *call) (Value, error) {
	in, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	dst, err := k.tensor(1)
	if err != nil {
		return nil, err
	}
	if len(in.Shape) != 2 || len(dst.Shape) != 2 {
		return nil, fmt.Errorf("input and target must be 2-D")
	}
	ext := []int64{min(1, in.Shape[0]), in.Shape[1]}
	if err := copyRegion(in, []int64{0, 0}, dst, []int64{0, 0}, ext, false); err != nil {
		return nil, err
	}
	return k.args[1], nil
}

// opAllToAllV over one rank: this rank's first min(send_counts[0],
// MAX_RECV) rows move to the target's first rows, and recv_counts[0, 0]
// holds their number.
func opAllToAllV(k *call) (Value, error) {
	in, err := k.tensor(0)
	if err != nil {
		return nil, err
	}
	dst, err := k.tensor(1)
	if err != nil {
		return nil, err
	}
	sig, err := k.tensor(2)
	if err != nil {
		return nil, err
	}
	counts, err := k.tensor(3)
	if err != nil {
		return nil, err
	}
	recv, err := k.tensor(4)
	if err != nil {
		return nil, err
	}
	if len(dst.Shape) != 2 || len(in.Shape) != 2 || len(sig.Shape) == 0 || sig.Shape[0] <= 0 || len(recv.Shape) != 2 || len(counts.Data) == 0 {
		return nil, fmt.Errorf("malformed all_to_all_v operands")
	}
	if !counts.IsDefined(0) {
		return nil, fmt.Errorf("send_counts[0] is undefined")
	}
	maxRecv := dst.Shape[0] / sig.Shape[0]
	n := min(max(int64(counts.Data[0]), 0), maxRecv)
	if err := copyRegion(in, []int64{0, 0}, dst, []int64{0, 0}, []int64{n, in.Shape[1]}, false); err != nil {
		return nil, err
	}
	recv.Data[0] = round(recv.DType, float64(n))
	setDefined(recv, 0, true)
	return k.args[1], nil
}
