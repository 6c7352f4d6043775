package gen

import "github.com/irfuzz/irfuzz/ir"

// The one-core system, array and prefetch ops a kernel may write itself
// (PyPTO src/ir/op/sync_ops/sync.cpp, cross_core.cpp, src/ir/op/array_ops,
// src/ir/op/prefetch/prefetch_async.cpp; the DSL's
// python/pypto/language/op/system_ops.py, array_ops.py, prefetch_ops.py).
// None changes a tensor value: the reference runs them as no-ops or scalar
// bookkeeping (sim/ref/ops_distributed.go).

// cacheInvalidOp invalidates the data cache: all of GM, or (half the time,
// when the kernel has loaded a tensor) the line holding the base of a
// window of an input (system_ops.py:223-272).
func (b *builder) cacheInvalidOp(op *ir.OpDef) {
	var t *tparam
	for i := len(b.tensors) - 1; i >= 0; i-- {
		if b.tensors[i].loaded {
			t = b.tensors[i]
			break
		}
	}
	if t == nil || b.chance(50) {
		b.bind("", create(op, nil))
		return
	}
	dims, _ := ir.StaticShape(t.v.T.(*ir.TensorType).Shape)
	shapes, offs := make([]int64, len(dims)), make([]int64, len(dims))
	for i, d := range dims {
		shapes[i] = 1
		offs[i] = int64(b.draw(int(min(d, 64))))
	}
	b.bind("", create(op, []ir.Expr{t.v, idx(shapes...), idx(offs...)}))
}

// crossSyncPipes are the pipes a cross-core event pair is drawn on,
// simplest first.
var crossSyncPipes = []ir.PipeType{ir.PipeV, ir.PipeMTE2, ir.PipeMTE3, ir.PipeS, ir.PipeFIX, ir.PipeM, ir.PipeMTE1}

// crossSyncOp writes an explicit cross-core event: a sync_set on one core
// and the sync_wait of the same event id and pipe on the other
// (system_ops.py:68-109: pairing them is the author's), each with its
// core_type so that ExpandMixedKernel keeps it on its lane; a static id
// in [0, 13] (cross_core.cpp:48), ffts_mode now and then. The op picked
// only decides which core sets.
func (b *builder) crossSyncOp(op *ir.OpDef) {
	setCore, waitCore := "aic", "aiv"
	if op == ir.SystemSyncWait {
		setCore, waitCore = waitCore, setCore
	}
	pipe := oneOf(b, crossSyncPipes...)
	ev := int64(b.draw(14))
	set := []ir.Kwarg{kw("pipe", pipe), kw("event_id", ev)}
	if b.chance(25) {
		set = append(set, kw("ffts_mode", int64(b.draw(3))))
	}
	set = append(set, kw("core_type", setCore))
	b.bind("", create(ir.SystemSyncSet, nil, set...))
	b.bind("", create(ir.SystemSyncWait, nil, kw("pipe", pipe), kw("event_id", ev), kw("core_type", waitCore)))
}

// fftsWorkspace is the length of the FFTS workspace set_ffts is given: the
// smallest the op takes (cross_core.cpp:49).
const fftsWorkspace = 256

// setFFTSOp hands the FFTS unit its workspace: a new 1-D INT64 input of
// fftsWorkspace elements.
func (b *builder) setFFTSOp(op *ir.OpDef) {
	if b.depth > 0 {
		return // a new parameter belongs at the top level
	}
	t := b.newTensor("ffts", []int64{fftsWorkspace}, ir.INT64)
	b.bind("", create(op, []ir.Expr{t.v}))
}

// arrayDTypes are the element dtypes an on-core array is drawn with.
var arrayDTypes = []ir.DataType{ir.INT32, ir.INDEX, ir.INT64, ir.BOOL}

// arrayOp builds an on-core array, updates one or two of its elements
// and reads one back into a scalar in scope. The arrays themselves stay
// out of scope: an array is no loop carry or branch result a kernel
// passes on (ArrayNotEscaped). The op picked decides nothing: every one
// of the three is written.
func (b *builder) arrayOp(_ *ir.OpDef) {
	dt := oneOf(b, arrayDTypes...)
	n := int64(oneOf(b, 4, 8, 1, 16))
	a := b.emitHidden("arr", create(ir.ArrayCreate, []ir.Expr{ir.ConstI(n)}, kw("dtype", dt)))
	if a == nil {
		return
	}
	for k := 1 + b.draw(2); k > 0; k-- {
		var v ir.Expr = &ir.ConstInt{Value: int64(b.draw(8)), DType: dt}
		if dt == ir.BOOL {
			v = &ir.ConstBool{Value: b.chance(50)}
		}
		u := b.emitHidden("arr", create(ir.ArrayUpdateElement, []ir.Expr{a, ir.ConstI(int64(b.draw(int(n)))), v}))
		if u == nil {
			return
		}
		a = u
	}
	b.bind("el", create(ir.ArrayGetElement, []ir.Expr{a, ir.ConstI(int64(b.draw(int(n))))}))
}

// emitHidden assigns a call's value to a fresh variable kept out of scope
// (nothing else picks it), or does nothing for nil.
func (b *builder) emitHidden(hint string, c *ir.Call) *ir.Var {
	if c == nil {
		return nil
	}
	v := &ir.Var{Name: hint, T: c.T}
	b.emit(&ir.AssignStmt{Var: v, Value: c})
	return v
}

// prefetchOp prefetches a flat [1, N] input into L2 and waits for it: the
// whole chain make_context, async_prefetch, session, wait
// (prefetch_ops.py:1-40), its handles kept out of scope. The source is an
// input of one row (a new one when the kernel has none). The op picked
// decides nothing.
func (b *builder) prefetchOp(_ *ir.OpDef) {
	var src *tparam
	for i := len(b.tensors) - 1; i >= 0 && src == nil; i-- {
		dims, ok := ir.StaticShape(b.tensors[i].v.T.(*ir.TensorType).Shape)
		if ok && len(dims) == 2 && dims[0] == 1 {
			src = b.tensors[i]
		}
	}
	if src == nil {
		if b.depth > 0 {
			return // a new parameter belongs at the top level
		}
		src = b.newTensor("x", []int64{1, int64(oneOf(b, 256, 512, 128))}, b.vecDType())
	}
	ctx := b.emitHidden("ctx", create(ir.PrefetchMakeContext, nil))
	if ctx == nil {
		return
	}
	ev := b.emitHidden("ev", create(ir.PrefetchAsyncPrefetch, []ir.Expr{src.v, ctx}))
	se := b.emitHidden("se", create(ir.PrefetchSession, []ir.Expr{ctx}))
	if ev == nil || se == nil {
		return
	}
	b.emitHidden("done", create(ir.PrefetchWait, []ir.Expr{ev, se}))
}
