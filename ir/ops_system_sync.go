package ir

// The system ops of PyPTO's src/ir/op/sync_ops/sync.cpp (system.fence,
// system.cacheinvalid) and src/ir/op/sync_ops/cross_core.cpp (explicit
// cross-core events, the FFTS workspace, pipe setup and release, and the
// reserved buffers a pipe lives in). All run on one core; none returns a
// value but the buffer declarations.

// SystemFence is a memory barrier over global memory, pto.fence.barrier_all
// (sync.cpp:95-101; pto_ops_memory.cpp:981-987).
var SystemFence = &OpDef{
	Name:        "system.fence",
	Doc:         "memory barrier over global memory (pto.fence.barrier_all)",
	ReusesInput: -1,
	Access:      AccessFunctional,
	Pipe:        PipeAll,
	Deduce:      func(d *Deduction) (Type, error) { return Unknown(), nil },
}

// SystemCacheInvalid invalidates the whole GM cache with no arguments, or
// the cache line holding a tensor view's base with (tensor, shapes,
// offsets) (sync.cpp:103-125). The registry checks neither the count nor
// the kinds (:122: "The registry does not enforce argument count"); the
// DSL wrapper does (python/pypto/ir/op/system_ops.py:236-312), and the
// parser applies it.
var SystemCacheInvalid = &OpDef{
	Name: "system.cacheinvalid",
	Doc:  "invalidate the data cache: all of GM, or the line holding a tensor view's base",
	Args: []ArgSpec{
		{Name: "tensor", Kind: ArgAny, Optional: true},
		{Name: "shapes", Kind: ArgAny, Optional: true},
		{Name: "offsets", Kind: ArgAny, Optional: true},
	},
	ReusesInput: -1,
	Access:      AccessFunctional,
	Pipe:        PipeS,
	Deduce:      func(d *Deduction) (Type, error) { return Unknown(), nil },
}

// minFFTSWorkspace is the smallest FFTS workspace, in INT64 elements
// (cross_core.cpp:49).
const minFFTSWorkspace = 256

// SystemSetFFTS hands the A3 FFTS unit its workspace (cross_core.cpp:51-67,
// :129-139).
var SystemSetFFTS = &OpDef{
	Name:        "system.set_ffts",
	Doc:         "declare the FFTS workspace of explicit cross-core synchronization",
	Args:        []ArgSpec{{Name: "workspace", Kind: ArgTensor}},
	ReusesInput: -1,
	Access:      AccessFunctional,
	Pipe:        PipeS,
	Deduce: func(d *Deduction) (Type, error) {
		t := d.Tensor(0)
		if t.DType != INT64 {
			return nil, d.Errf(0, "dtype", "workspace must have INT64 dtype, got %s", t.DType)
		}
		if t.Rank() != 1 {
			return nil, d.Errf(0, "rank", "workspace must be 1-D, got rank %d", t.Rank())
		}
		if n, ok := ConstValue(t.Shape[0]); !ok || n < minFFTSWorkspace {
			return nil, d.Errf(0, "extent", "workspace must have a static length of at least %d INT64 elements", minFFTSWorkspace)
		}
		return Unknown(), nil
	},
}

// maxCrossCoreEventID is the largest user event id of sync_set / sync_wait
// (cross_core.cpp:48).
const maxCrossCoreEventID = 13

// crossCoreSync is system.sync_set / sync_wait: one event id, static
// (event_id=) or dynamic (an INDEX operand), on a pipe
// (DeduceCrossCoreSyncType, cross_core.cpp:69-111).
func crossCoreSync(name, doc string, ffts bool) *OpDef {
	kws := []KwSpec{{Name: "pipe", Kind: KwPipe}, {Name: "event_id", Kind: KwInt}}
	if ffts {
		kws = append(kws, KwSpec{Name: "ffts_mode", Kind: KwInt})
	}
	kws = append(kws, KwSpec{Name: "core_type", Kind: KwString})
	return &OpDef{
		Name: name, Doc: doc,
		Args:        []ArgSpec{{Name: "event_id_dyn", Kind: ArgScalar, Optional: true}},
		Kwargs:      kws,
		ReusesInput: -1,
		Access:      AccessFunctional,
		Pipe:        PipeS,
		Deduce: func(d *Deduction) (Type, error) {
			ev, hasEv := d.Kw("event_id")
			if hasEv {
				if e := ev.(int64); e < 0 || e > maxCrossCoreEventID {
					return nil, d.Errf(-1, "event-id", "event_id must be in the user-available range [0, %d], got %d", maxCrossCoreEventID, e)
				}
			}
			if v, ok := d.Kw("ffts_mode"); ok {
				if m := v.(int64); m < 0 || m > 2 {
					return nil, d.Errf(-1, "ffts-mode", "ffts_mode must be in [0, 2], got %d", m)
				}
			}
			if v, ok := d.Kw("core_type"); ok {
				if s := v.(string); s != "aic" && s != "aiv" {
					return nil, d.Errf(-1, "core-type", "core_type must be 'aic' or 'aiv', got '%s'", s)
				}
			}
			if _, ok := d.Kw("pipe"); !ok {
				return nil, d.Errf(-1, "pipe", "requires a pipe attribute")
			}
			if hasEv == d.Has(0) {
				return nil, d.Errf(-1, "event-id", "requires exactly one static event_id attribute or dynamic event-id operand")
			}
			if d.Has(0) && d.ScalarDType(0) != INDEX {
				return nil, d.Errf(0, "event-id", "dynamic event id must have ScalarType(INDEX), got ScalarType")
			}
			return Unknown(), nil
		},
	}
}

var (
	SystemSyncSet  = crossCoreSync("system.sync_set", "set an explicit cross-core event on a pipe", true)
	SystemSyncWait = crossCoreSync("system.sync_wait", "wait for an explicit cross-core event on a pipe", false)
)

// tfree releases the ring-buffer slot of a popped tile back to its producer
// (cross_core.cpp:141-159): its core is the consumer's. PyPTO states no
// pipe; the model runs it where the pop landed (PipeBySpace: the transfer
// pipe into the popped tile's space, backend.ExecPipe), as the simulator
// runs TFREE with TPOP.
func tfree(name, doc string, aff Affinity, c2v bool) *OpDef {
	return cross(&OpDef{
		Name: name, Doc: doc,
		Args:        []ArgSpec{{Name: "tile", Kind: ArgAny}},
		Kwargs:      []KwSpec{{Name: "split", Kind: KwInt}, {Name: "id", Kind: KwInt}},
		ReusesInput: -1,
		Affinity:    aff,
		Access:      AccessFunctional,
		Pipe:        PipeBySpace,
		StatedLane:  true,
		Deduce:      func(d *Deduction) (Type, error) { return Unknown(), nil },
	}, CrossTFree, c2v)
}

var (
	// SystemTfreeToAic: the vector core frees a slot of the cube-to-vector
	// pipe after tile.tpop_from_aic.
	SystemTfreeToAic = tfree("system.tfree_to_aic", "vector side: release a popped slot back to the cube producer", Vector, true)
	// SystemTfreeToAiv: the cube core frees a slot of the vector-to-cube
	// pipe after tile.tpop_from_aiv.
	SystemTfreeToAiv = tfree("system.tfree_to_aiv", "cube side: release a popped slot back to the vector producer", Cube, false)
)

// initPipe sets up a cross-core pipe on one side, given the two consumer
// buffer bases (cross_core.cpp:161-189).
func initPipe(name, doc string, aff Affinity) *OpDef {
	return cross(&OpDef{
		Name: name, Doc: doc,
		Args: []ArgSpec{{Name: "c2v_consumer_buf", Kind: ArgAny}, {Name: "v2c_consumer_buf", Kind: ArgAny}},
		Kwargs: []KwSpec{
			{Name: "dir_mask", Kind: KwInt}, {Name: "slot_size", Kind: KwInt}, {Name: "slot_num", Kind: KwInt},
			{Name: "local_slot_num", Kind: KwInt}, {Name: "id", Kind: KwInt},
		},
		ReusesInput: -1,
		Affinity:    aff,
		Access:      AccessFunctional,
		Pipe:        PipeS,
		StatedLane:  true,
		Deduce:      func(d *Deduction) (Type, error) { return Unknown(), nil },
	}, CrossInitPipe, false)
}

var (
	SystemAicInitializePipe = initPipe("system.aic_initialize_pipe", "cube side: set up a cross-core pipe", Cube)
	SystemAivInitializePipe = initPipe("system.aiv_initialize_pipe", "vector side: set up a cross-core pipe", Vector)
)

// bufferDecl is a named cross-core buffer declaration; the result is the
// buffer's base, an INT32 (cross_core.cpp:40-46, :191-209: PTO's
// pto.reserve_buffer / pto.import_reserved_buffer -> i32).
func bufferDecl(name, doc string, kws ...string) *OpDef {
	specs := make([]KwSpec, len(kws))
	for i, k := range kws {
		specs[i] = KwSpec{Name: k, Kind: KwString}
		if k == "size" || k == "base" {
			specs[i].Kind = KwInt
		}
	}
	return &OpDef{
		Name: name, Doc: doc,
		Kwargs:      specs,
		ReusesInput: -1,
		Access:      AccessNone,
		Pipe:        PipeNone,
		Deduce:      func(d *Deduction) (Type, error) { return Scalar(INT32), nil },
	}
}

var (
	SystemReserveBuffer    = bufferDecl("system.reserve_buffer", "reserve a named local buffer for a cross-core pipe; the result is its base", "name", "size", "base")
	SystemImportPeerBuffer = bufferDecl("system.import_peer_buffer", "import a buffer a peer function of the group reserved; the result is its base", "name", "peer_func")
)
