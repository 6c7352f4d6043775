package ir

// The cross-rank ops of PyPTO's distributed DSL (pld.*; src/ir/op/
// distributed/): window-buffer allocation and views (memory.cpp), the
// communication context (get_comm_ctx.cpp, world_size.cpp), notify / wait
// (system.cpp) and the point-to-point transfers put / get (put.cpp,
// get.cpp, comm_op_utils.h), remote_load and remote_store
// (remote_load.cpp, remote_store.cpp). The collectives are in
// ops_collective.go.
//
// PyPTO's enum attributes ride as plain ints, as PyPTO stores them: op of
// notify is a NotifyOp, cmp of wait a WaitCmp (include/pypto/ir/comm.h:
// 48-56); the atomic of put and remote_store is an AtomicType.

// The NotifyOp, WaitCmp and ReduceOp values (include/pypto/ir/comm.h:48-74).
const (
	NotifyAtomicAdd = 0
	NotifySet       = 1
	WaitEq          = 0
	WaitGe          = 1
	ReduceSum       = 0
	ReduceMax       = 1
	ReduceMin       = 2
	ReduceProd      = 3
)

// rankOp is a cross-rank op: it runs on a core but reads or writes peer
// ranks' windows (DomainRanks), and has no memory spec.
func rankOp(d *OpDef) *OpDef {
	d.Domain = DomainRanks
	d.ReusesInput = -1
	return d
}

// windowBound returns argument i as a distributed tensor, else PyPTO's
// error for role (As<DistributedTensorType>, an exact kind match).
func windowBound(d *Deduction, i int, role string) (*TensorType, error) {
	t, ok := d.Args[i].Type().(*TensorType)
	if !ok || !t.Distributed {
		return nil, d.Errf(i, "window-bound", "%s must be a DistributedTensor (window-bound), got %s", role, TypeKindName(d.Args[i].Type()))
	}
	return t, nil
}

// tensorLike returns argument i as a plain or distributed tensor
// (AsTensorTypeLike), else PyPTO's error for role.
func tensorLike(d *Deduction, i int, role string) (*TensorType, error) {
	t, ok := d.Args[i].Type().(*TensorType)
	if !ok {
		return nil, d.Errf(i, "arg-kind", "%s must be a Tensor or DistributedTensor, got %s", role, TypeKindName(d.Args[i].Type()))
	}
	return t, nil
}

// offsetsRank checks that list argument i has one offset per dimension of
// a rank-n target (CheckOffsetsRankMatchesTarget, system.cpp:68-73).
func offsetsRank(d *Deduction, i, n int) error {
	if k := len(d.List(i)); k != n {
		return d.Errf(i, "rank", "offsets rank (%d) must match target tensor rank (%d)", k, n)
	}
	return nil
}

// nodeKindName is PyPTO's TypeName of an expression node, which its
// deducers print for a wrong argument node ("Var", "MakeTuple", ...).
func nodeKindName(e Expr) string {
	switch e.(type) {
	case *Var:
		return "Var"
	case *IterArg:
		return "IterArg"
	case *ConstInt:
		return "ConstInt"
	case *ConstFloat:
		return "ConstFloat"
	case *ConstBool:
		return "ConstBool"
	case *Call:
		return "Call"
	case *Submit:
		return "Submit"
	case *MakeTuple:
		return "MakeTuple"
	case *TupleGetItem:
		return "TupleGetItemExpr"
	case *Binary, *Unary:
		return "ScalarExpr" // PyPTO names each operator's node class
	}
	return "Expr"
}

// PldSystemWorldSize is the number of devices of the distributed run, a
// host-only INT64 (world_size.cpp:34-60; the parser admits it only in a
// HOST orchestration function, ast_parser.py:8594-8603).
var PldSystemWorldSize = &OpDef{
	Name:        "pld.system.world_size",
	Doc:         "the number of devices in the distributed execution (host only)",
	ReusesInput: -1,
	Access:      AccessNone,
	Pipe:        PipeNone,
	Domain:      DomainHost,
	Deduce:      func(d *Deduction) (Type, error) { return Scalar(INT64), nil },
}

// PldSystemGetCommCtx lifts a window-bound tensor to its communication
// context (get_comm_ctx.cpp:57-66, :91-101).
var PldSystemGetCommCtx = rankOp(&OpDef{
	Name:   "pld.system.get_comm_ctx",
	Doc:    "the communication context of a window-bound tensor",
	Args:   []ArgSpec{{Name: "dist_tensor", Kind: ArgAny}},
	Access: AccessNone,
	Pipe:   PipeNone,
	Deduce: func(d *Deduction) (Type, error) {
		if !IsDistributed(d.Args[0].Type()) {
			return nil, d.Errf(0, "window-bound", "expects a DistributedTensor (window-bound), got %s", TypeKindName(d.Args[0].Type()))
		}
		return CommCtx(), nil
	},
})

// commCtxScalar reads an INT32 field of a communication context
// (DeduceCommCtxScalarType, get_comm_ctx.cpp:68-80).
func commCtxScalar(name, doc string) *OpDef {
	return rankOp(&OpDef{
		Name: name, Doc: doc,
		Args:   []ArgSpec{{Name: "ctx", Kind: ArgAny}},
		Access: AccessFunctional,
		Pipe:   PipeS,
		Deduce: func(d *Deduction) (Type, error) {
			if _, ok := d.Args[0].Type().(*CommCtxType); !ok {
				return nil, d.Errf(0, "arg-kind", "expects a CommCtx (output of pld.system.get_comm_ctx), got %s", TypeKindName(d.Args[0].Type()))
			}
			return Scalar(INT32), nil
		},
	})
}

var (
	PldSystemRank   = commCtxScalar("pld.system.rank", "this rank's index in its comm group (CommContext::rankId)")
	PldSystemNranks = commCtxScalar("pld.system.nranks", "the number of ranks of the comm group (CommContext::rankNum)")
)

// PldSystemNotify deposits value in the peer rank's slot of a window-bound
// signal tensor, adding or setting (DeduceNotifyType, system.cpp:75-105;
// registration :138-167: it writes the signal, reading it too when it
// adds).
var PldSystemNotify = rankOp(&OpDef{
	Name: "pld.system.notify",
	Doc:  "write or atomically add value into a peer rank's slot of a window-bound signal tensor",
	Args: []ArgSpec{
		{Name: "target", Kind: ArgAny}, {Name: "peer", Kind: ArgAny},
		{Name: "offsets", Kind: ArgTuple}, {Name: "value", Kind: ArgAny},
	},
	Kwargs: []KwSpec{{Name: "op", Kind: KwInt, Required: true}},
	Access: AccessFunctional,
	Writes: []int{0},
	Pipe:   PipeS,
	Deduce: func(d *Deduction) (Type, error) {
		t, err := windowBound(d, 0, "target")
		if err != nil {
			return nil, err
		}
		if _, ok := d.Args[1].Type().(*ScalarType); !ok {
			return nil, d.Errf(1, "arg-kind", "peer must be a scalar (rank index), got %s", TypeKindName(d.Args[1].Type()))
		}
		if err := offsetsRank(d, 2, t.Rank()); err != nil {
			return nil, err
		}
		if _, ok := d.Args[3].Type().(*ScalarType); !ok {
			return nil, d.Errf(3, "arg-kind", "value must be a scalar, got %s", TypeKindName(d.Args[3].Type()))
		}
		if v, _ := d.Kw("op"); v.(int64) != NotifyAtomicAdd && v.(int64) != NotifySet {
			return nil, d.Errf(-1, "kwarg-range", "op must be NotifyOp.AtomicAdd or NotifyOp.Set (got int %d)", v.(int64))
		}
		return Unknown(), nil
	},
})

// waitOp is pld.system.wait (DeduceWaitType, system.cpp:107-132) and, with
// defer, pld.system.defer_wait (DeduceDeferWaitType, :134-182): both read
// a local signal slot, neither writes it (:183-230).
func waitOp(name, doc string, deferred bool) *OpDef {
	return rankOp(&OpDef{
		Name: name, Doc: doc,
		Args:   []ArgSpec{{Name: "signal", Kind: ArgAny}, {Name: "offsets", Kind: ArgTuple}, {Name: "expected", Kind: ArgAny}},
		Kwargs: []KwSpec{{Name: "cmp", Kind: KwInt, Required: true}},
		Access: AccessFunctional,
		Pipe:   PipeS,
		Deduce: func(d *Deduction) (Type, error) {
			t, err := windowBound(d, 0, "signal")
			if err != nil {
				return nil, err
			}
			if deferred {
				if t.DType != INT32 {
					return nil, d.Errf(0, "dtype", "signal dtype must be INT32, got %s", t.DType)
				}
				if t.Rank() == 0 {
					return nil, d.Errf(0, "rank", "signal rank must be at least 1, got 0")
				}
			}
			if err := offsetsRank(d, 1, t.Rank()); err != nil {
				return nil, err
			}
			if deferred {
				for i, o := range d.List(1) {
					if st := o.Type().(*ScalarType); !st.DType.IsInt() {
						return nil, d.Errf(1, "dtype", "offset %d must be an integer or index scalar, got %s", i, st.DType)
					}
				}
			}
			et, ok := d.Args[2].Type().(*ScalarType)
			switch {
			case !ok && deferred:
				return nil, d.Errf(2, "arg-kind", "expected must be an integer or index scalar, got %s", TypeKindName(d.Args[2].Type()))
			case !ok:
				return nil, d.Errf(2, "arg-kind", "expected must be a scalar, got %s", TypeKindName(d.Args[2].Type()))
			case deferred && !et.DType.IsInt():
				return nil, d.Errf(2, "dtype", "expected must be an integer or index scalar, got %s", et.DType)
			}
			if c, ok := d.Args[2].(*ConstInt); deferred && ok && (c.Value < 0 || c.Value > 1<<31-1) {
				return nil, d.Errf(2, "range", "constant expected must be in [0, INT32_MAX], got %d", c.Value)
			}
			cmp, _ := d.Kw("cmp")
			switch c := cmp.(int64); {
			case deferred && c != WaitGe:
				return nil, d.Errf(-1, "kwarg-range", "only supports WaitCmp.Ge (got int %d)", c)
			case c != WaitEq && c != WaitGe:
				return nil, d.Errf(-1, "kwarg-range", "cmp must be WaitCmp.Eq or WaitCmp.Ge (got int %d)", c)
			}
			return Unknown(), nil
		},
	})
}

var (
	PldSystemWait      = waitOp("pld.system.wait", "block until a local slot of a window-bound signal tensor meets cmp against expected", false)
	PldSystemDeferWait = waitOp("pld.system.defer_wait", "register a completion condition (slot >= expected) on the enclosing task without blocking", true)
)

// PldTensorAllocWindowBuffer allocates a per-rank window buffer of size
// bytes; the result is its allocation token, a Ptr (memory.cpp:58-71,
// :103-115). The parser names it after the assignment target and admits
// it only in a HOST orchestration function (ast_parser.py:2157-2231).
var PldTensorAllocWindowBuffer = &OpDef{
	Name:        "pld.tensor.alloc_window_buffer",
	Doc:         "allocate a per-rank HCCL window buffer of size bytes (host only); the result is its Ptr",
	Args:        []ArgSpec{{Name: "size", Kind: ArgAny}},
	Kwargs:      []KwSpec{{Name: "name", Kind: KwString}},
	ReusesInput: -1,
	Access:      AccessNone,
	Pipe:        PipeNone,
	Domain:      DomainHost,
	Deduce: func(d *Deduction) (Type, error) {
		name, ok := d.Kw("name")
		if !ok {
			return nil, d.Errf(-1, "missing-kwarg", "Missing kwarg 'name' on pld.tensor.alloc_window_buffer")
		}
		if name.(string) == "" {
			return nil, d.Errf(-1, "name", "requires a non-empty 'name' kwarg")
		}
		return Ptr(), nil
	},
}

// PldTensorWindow views a window buffer as a distributed tensor of the
// given shape and dtype (memory.cpp:73-96, :117-131).
var PldTensorWindow = &OpDef{
	Name:        "pld.tensor.window",
	Doc:         "view a window buffer as a distributed tensor of the given shape and dtype",
	Args:        []ArgSpec{{Name: "buf", Kind: ArgAny}, {Name: "shape", Kind: ArgAny}},
	Kwargs:      []KwSpec{{Name: "dtype", Kind: KwDType, Required: true}},
	ReusesInput: -1,
	Access:      AccessView,
	Pipe:        PipeNone,
	Domain:      DomainHost,
	Deduce: func(d *Deduction) (Type, error) {
		if _, ok := d.Args[0].Type().(*PtrType); !ok {
			return nil, d.Errf(0, "arg-kind", "'buf' must have type Ptr (output of pld.tensor.alloc_window_buffer), got %s", TypeKindName(d.Args[0].Type()))
		}
		shape, ok := d.Args[1].(*MakeTuple)
		if !ok {
			return nil, d.Errf(1, "arg-kind", "second argument must be a shape tuple (MakeTuple of ints / Exprs), got %s", nodeKindName(d.Args[1]))
		}
		dt, _ := d.KwDType("dtype")
		return NewDistributedTensorType(shape.Elems, dt, nil, nil), nil
	},
}

// transferShapes checks the dtype and shapes of a put / get between dst
// and src (ValidateTransferShapeContract, comm_op_utils.h:170-207).
func transferShapes(d *Deduction, dst, src *TensorType, same bool) error {
	if len(dst.Shape) == 0 {
		return d.Errf(-1, "rank", "requires at least one dimension on dst/src")
	}
	if len(dst.Shape) != len(src.Shape) {
		return d.Errf(-1, "rank", "dst rank (%d) must match src rank (%d)", len(dst.Shape), len(src.Shape))
	}
	for i := range dst.Shape {
		dv, dok := ConstValue(dst.Shape[i])
		sv, sok := ConstValue(src.Shape[i])
		if dok && dv <= 0 {
			return d.Errf(-1, "shape", "shape dimension %d must be positive, got %d", i, dv)
		}
		if sok && sv <= 0 {
			return d.Errf(-1, "shape", "src shape dimension %d must be positive, got %d", i, sv)
		}
		if !same {
			continue
		}
		if dok && sok && dv != sv {
			return d.Errf(-1, "shape", "dst and src must have the same static shape; dimension %d differs (dst=%d, src=%d)", i, dv, sv)
		}
		if (!dok || !sok) && !exprSame(dst.Shape[i], src.Shape[i]) {
			return d.Errf(-1, "shape", "full-slice dst and src must have the same shape; dimension %d differs (dynamic dims must match structurally)", i)
		}
	}
	return nil
}

// regionArgs checks the (dst_offsets, src_offsets, shape) of a subregion
// transfer at argument base and returns the transfer shape
// (ValidateRegionArgs, comm_op_utils.h:209-262).
func regionArgs(d *Deduction, base int, dstShape, srcShape []Expr) ([]Expr, error) {
	tuples := [3]*MakeTuple{}
	for k, what := range [3]string{"dst_offsets", "src_offsets", "shape"} {
		mt, ok := d.Args[base+k].(*MakeTuple)
		if !ok {
			return nil, d.Errf(-1, "arg-kind", "%s must be a tuple", what)
		}
		tuples[k] = mt
	}
	dOff, sOff, shape := tuples[0].Elems, tuples[1].Elems, tuples[2].Elems
	switch {
	case len(dOff) != len(dstShape):
		return nil, d.Errf(-1, "rank", "dst_offsets rank must match dst rank")
	case len(sOff) != len(srcShape):
		return nil, d.Errf(-1, "rank", "src_offsets rank must match src rank")
	case len(shape) != len(dstShape):
		return nil, d.Errf(-1, "rank", "shape rank must match tensor rank")
	}
	for i := range shape {
		dim, dimOK := ConstValue(shape[i])
		if dimOK && dim <= 0 {
			return nil, d.Errf(-1, "shape", "shape dimension %d must be positive, got %d", i, dim)
		}
		for _, side := range [2]struct {
			what string
			off  Expr
			full Expr
		}{{"dst", dOff[i], dstShape[i]}, {"src", sOff[i], srcShape[i]}} {
			off, ok := side.off.(*ConstInt)
			if !ok {
				continue
			}
			if off.Value < 0 {
				return nil, d.Errf(-1, "offsets", "%s_offsets dimension %d must be non-negative, got %d", side.what, i, off.Value)
			}
			if full, ok := ConstValue(side.full); ok && dimOK && off.Value+dim > full {
				return nil, d.Errf(-1, "offsets", "%s subregion dimension %d exceeds %s shape (offset=%d, shape=%d, %s_dim=%d)", side.what, i, side.what, off.Value, dim, side.what, full)
			}
		}
	}
	return shape, nil
}

// chunkKwargs checks the staging-tile chunk and pipeline attrs of a put /
// get against its transfer shape (comm_op_utils.h:58-107).
func chunkKwargs(d *Deduction, transfer []Expr) error {
	kwInt := func(k string) int64 {
		v, _ := d.Kw(k)
		n, _ := v.(int64)
		return n
	}
	rows, cols := kwInt("chunk_rows"), kwInt("chunk_cols")
	if rows < 0 {
		return d.Errf(-1, "chunk", "chunk_rows must be non-negative (0 = full), got %d", rows)
	}
	if cols < 0 {
		return d.Errf(-1, "chunk", "chunk_cols must be non-negative (0 = full), got %d", cols)
	}
	if len(transfer) > 0 {
		_, innerStatic := ConstValue(transfer[len(transfer)-1])
		leadingDynamic := false
		for _, e := range transfer[:len(transfer)-1] {
			if _, ok := ConstValue(e); !ok {
				leadingDynamic = true
			}
		}
		if leadingDynamic && rows <= 0 {
			return d.Errf(-1, "chunk", "a dynamic leading transfer dim needs a static chunk_rows to bound the VEC staging tile")
		}
		if !innerStatic && cols <= 0 {
			return d.Errf(-1, "chunk", "a dynamic innermost transfer dim needs a static chunk_cols to bound the VEC staging tile")
		}
	}
	if d.KwBool("pipeline") && (rows <= 0 || cols <= 0) {
		return d.Errf(-1, "pipeline", "pipeline=True requires both chunk_rows>0 and chunk_cols>0 (double-buffering needs a chunked transfer to ping-pong through two staging tiles)")
	}
	return nil
}

// atomicAddDType: the dtypes hardware atomic-add combines
// (ValidateAtomicAddDtype, comm_op_utils.h:326-337).
func atomicAddDType(d *Deduction, dt DataType) error {
	if v, ok := d.Kw("atomic"); ok && v.(AtomicType) == AtomicAdd {
		switch dt {
		case FP32, BF16, FP16, INT32, INT16, INT8:
		default:
			return d.Errf(-1, "atomic-dtype", "with atomic=AtomicType.Add requires an fp32/bf16/fp16/int32/int16/int8 dtype (hardware atomic-add dtypes), but got %s", dt)
		}
	}
	return nil
}

// p2pContract checks the (dst, peer, src) of a put (window-bound dst) or a
// get (window-bound src) (ValidatePutContract, put.cpp:91-127;
// ValidateGetContract, get.cpp:81-103).
func p2pContract(d *Deduction, put, same bool) (dst, src *TensorType, err error) {
	if put {
		dst, err = windowBound(d, 0, "dst")
	} else {
		dst, err = tensorLike(d, 0, "dst")
	}
	if err != nil {
		return nil, nil, err
	}
	if _, ok := d.Args[1].Type().(*ScalarType); !ok {
		return nil, nil, d.Errf(1, "arg-kind", "peer must be a scalar (rank index), got %s", TypeKindName(d.Args[1].Type()))
	}
	if put {
		src, err = tensorLike(d, 2, "src")
	} else {
		src, err = windowBound(d, 2, "src")
	}
	if err != nil {
		return nil, nil, err
	}
	if dst.DType != src.DType {
		return nil, nil, d.Errf(2, "dtype-mismatch", "dst and src must have the same element type, got dst %s vs src %s", TypeKindName(dst), TypeKindName(src))
	}
	if err := transferShapes(d, dst, src, same); err != nil {
		return nil, nil, err
	}
	if put {
		if err := atomicAddDType(d, dst.DType); err != nil {
			return nil, nil, err
		}
	}
	return dst, src, nil
}

// p2pTensor is pld.tensor.put / pld.tensor.get: (dst, peer, src), or with
// the three subregion tuples (DeducePutType, put.cpp:129-153;
// DeduceGetType, get.cpp:105-130). Both run on the vector core: TPUT /
// TGET stream through a UB staging tile (put.cpp:194-207).
func p2pTensor(name, doc string, put bool) *OpDef {
	kws := []KwSpec{{Name: "chunk_rows", Kind: KwInt}, {Name: "chunk_cols", Kind: KwInt}, {Name: "pipeline", Kind: KwBool}}
	if put {
		kws = append([]KwSpec{{Name: "atomic", Kind: KwAtomic, Required: true}}, kws...)
	}
	return rankOp(&OpDef{
		Name: name, Doc: doc,
		Args: []ArgSpec{
			{Name: "dst", Kind: ArgAny}, {Name: "peer", Kind: ArgAny}, {Name: "src", Kind: ArgAny},
			{Name: "dst_offsets", Kind: ArgAny, Optional: true}, {Name: "src_offsets", Kind: ArgAny, Optional: true},
			{Name: "shape", Kind: ArgAny, Optional: true},
		},
		Kwargs:     kws,
		Affinity:   Vector,
		StatedLane: true,
		Access:     AccessFunctional,
		Writes:     []int{0},
		Pipe:       PipeAll,
		Deduce: func(d *Deduction) (Type, error) {
			if n := len(d.Args); n != 3 && n != 6 {
				return nil, d.Errf(-1, "arity", "requires 3 positional arguments (dst, peer, src) or 6 (dst, peer, src, dst_offsets, src_offsets, shape), but got %d", n)
			}
			dst, src, err := p2pContract(d, put, len(d.Args) == 3)
			if err != nil {
				return nil, err
			}
			transfer := dst.Shape
			if len(d.Args) == 6 {
				if transfer, err = regionArgs(d, 3, dst.Shape, src.Shape); err != nil {
					return nil, err
				}
			}
			if err := chunkKwargs(d, transfer); err != nil {
				return nil, err
			}
			return Unknown(), nil
		},
	})
}

var (
	PldTensorPut = p2pTensor("pld.tensor.put", "write a local tensor into the peer rank's slice of a window-bound tensor (TPUT)", true)
	PldTensorGet = p2pTensor("pld.tensor.get", "read the peer rank's slice of a window-bound tensor into a local tensor (TGET)", false)
)

// stageTile checks a VEC staging tile of pld.tile.put / get
// (ValidateStageTile, comm_op_utils.h:109-124).
func stageTile(d *Deduction, i int, dt DataType, what string) (*TileType, error) {
	t, ok := d.Args[i].Type().(*TileType)
	if !ok {
		return nil, d.Errf(i, "stage", "%s must be a TileType, got %s", what, TypeKindName(d.Args[i].Type()))
	}
	if t.DType != dt {
		return nil, d.Errf(i, "stage", "%s dtype must match dst dtype, got stage=%s dst=%s", what, t.DType, dt)
	}
	if t.Rank() != 2 {
		return nil, d.Errf(i, "stage", "%s must be a 2D VEC staging tile, got rank %d", what, t.Rank())
	}
	return t, nil
}

// stageFits checks that a staging tile does not exceed the transfer
// flattened to [rows, cols] (ValidateStageFitsTransfer,
// comm_op_utils.h:126-168). PyPTO checks it with INTERNAL_CHECKs: only
// ConvertTensorToTileOps builds the tile form.
func stageFits(d *Deduction, i int, stage, transfer []Expr) error {
	rows, rowsStatic := int64(1), true
	cols, colsStatic := int64(1), false
	for k, e := range transfer {
		v, ok := ConstValue(e)
		switch {
		case k == len(transfer)-1:
			colsStatic = ok
			if ok {
				cols = v
			}
		case ok:
			rows *= v
		default:
			rowsStatic = false
		}
	}
	sr, ok1 := ConstValue(stage[0])
	sc, ok2 := ConstValue(stage[1])
	switch {
	case !ok1 || !ok2:
		return d.Errf(i, "stage", "Internal error: %s stage dims must be static ConstInt", d.Op.Name)
	case sr <= 0 || sc <= 0:
		return d.Errf(i, "stage", "Internal error: %s stage dims must be positive, got [%d, %d]", d.Op.Name, sr, sc)
	case rowsStatic && sr > rows:
		return d.Errf(i, "stage", "Internal error: %s stage rows %d must fit within flattened transfer rows %d (pto-isa auto-chunks a smaller stage)", d.Op.Name, sr, rows)
	case colsStatic && sc > cols:
		return d.Errf(i, "stage", "Internal error: %s stage cols %d must fit within transfer cols %d (pto-isa auto-chunks a smaller stage)", d.Op.Name, sc, cols)
	}
	return nil
}

// p2pTile is pld.tile.put / pld.tile.get, the tile-level forms
// ConvertTensorToTileOps builds with explicit VEC staging tiles:
// (dst, peer, src, stage[, stage2][, dst_offsets, src_offsets, shape])
// (DeducePutTileType, put.cpp:155-192; DeduceGetTileType, get.cpp:132-170).
func p2pTile(name, doc string, put bool) *OpDef {
	var kws []KwSpec
	if put {
		kws = []KwSpec{{Name: "atomic", Kind: KwAtomic, Required: true}}
	}
	return rankOp(&OpDef{
		Name: name, Doc: doc,
		Args: []ArgSpec{
			{Name: "dst", Kind: ArgAny}, {Name: "peer", Kind: ArgAny}, {Name: "src", Kind: ArgAny},
			{Name: "stage", Kind: ArgTile}, {Name: "stage2", Kind: ArgAny, Optional: true},
			{Name: "dst_offsets", Kind: ArgAny, Optional: true}, {Name: "src_offsets", Kind: ArgAny, Optional: true},
			{Name: "shape", Kind: ArgAny, Optional: true},
		},
		Kwargs:     kws,
		Inputs:     []InputConstraint{{Arg: 3, Spaces: []MemorySpace{Vec}}},
		Affinity:   Vector,
		StatedLane: true,
		Access:     AccessFunctional,
		Writes:     []int{0},
		Pipe:       PipeAll,
		Deduce: func(d *Deduction) (Type, error) {
			n := len(d.Args)
			if n != 4 && n != 5 && n != 7 && n != 8 {
				return nil, d.Errf(-1, "arity", "requires 4/5 (single/double stage, full-slice) or 7/8 (single/double stage, subregion) positional arguments (dst, peer, src, stage[, stage2][, dst_offsets, src_offsets, shape]), but got %d", n)
			}
			stage2, region := n == 5 || n == 8, n >= 7
			dst, src, err := p2pContract(d, put, !region)
			if err != nil {
				return nil, err
			}
			st, err := stageTile(d, 3, dst.DType, name+" stage")
			if err != nil {
				return nil, err
			}
			var st2 *TileType
			if stage2 {
				if st2, err = stageTile(d, 4, dst.DType, name+" stage2"); err != nil {
					return nil, err
				}
				if !exprSame(st.Shape[0], st2.Shape[0]) || !exprSame(st.Shape[1], st2.Shape[1]) {
					return nil, d.Errf(4, "stage", "ping/pong staging tiles must have identical shape")
				}
			}
			transfer := dst.Shape
			if region {
				base := 4
				if stage2 {
					base = 5
				}
				if transfer, err = regionArgs(d, base, dst.Shape, src.Shape); err != nil {
					return nil, err
				}
			}
			if err := stageFits(d, 3, st.Shape, transfer); err != nil {
				return nil, err
			}
			if stage2 {
				if err := stageFits(d, 4, st2.Shape, transfer); err != nil {
					return nil, err
				}
			}
			return Unknown(), nil
		},
	})
}

var (
	PldTilePut = p2pTile("pld.tile.put", "tile-level pld.tensor.put through explicit VEC staging tiles", true)
	PldTileGet = p2pTile("pld.tile.get", "tile-level pld.tensor.get through explicit VEC staging tiles", false)
)

// PldTileRemoteLoad reads a window of the peer rank's slice of a
// window-bound tensor into a local tile, like tile.load
// (DeduceRemoteLoadType, remote_load.cpp:100-211). Its memory space is
// left open, as a tile.load's without target_memory is.
var PldTileRemoteLoad = rankOp(&OpDef{
	Name: "pld.tile.remote_load",
	Doc:  "load a window of the peer rank's slice of a window-bound tensor into a tile",
	Args: []ArgSpec{
		{Name: "target", Kind: ArgAny}, {Name: "peer", Kind: ArgAny}, {Name: "offsets", Kind: ArgAny},
		{Name: "shape", Kind: ArgAny}, {Name: "valid_shape", Kind: ArgAny, Optional: true},
	},
	Kwargs: []KwSpec{{Name: "allow_physical_tail_padding", Kind: KwBool}},
	Access: AccessFunctional,
	Pipe:   PipeMTE2,
	Deduce: func(d *Deduction) (Type, error) {
		t, err := windowBound(d, 0, "target")
		if err != nil {
			return nil, err
		}
		if t.View != nil && (t.View.Layout == MXAZZ || t.View.Layout == MXBNN) {
			return nil, d.Errf(0, "layout", "does not support MX-layout tensors")
		}
		if _, ok := d.Args[1].Type().(*ScalarType); !ok {
			return nil, d.Errf(1, "arg-kind", "peer must be a scalar (rank index), got %s", TypeKindName(d.Args[1].Type()))
		}
		var tuples [3]*MakeTuple
		for k, what := range [3]string{"offsets", "shape", "valid_shape"} {
			if !d.Has(2 + k) {
				break
			}
			mt, ok := d.Args[2+k].(*MakeTuple)
			if !ok {
				return nil, d.Errf(2+k, "arg-kind", "%s must be a tuple (MakeTuple of scalars), got %s", what, nodeKindName(d.Args[2+k]))
			}
			tuples[k] = mt
		}
		var request []Expr
		if tuples[2] != nil {
			if request, err = remoteValidShape(d, tuples[2].Elems); err != nil {
				return nil, err
			}
		}
		offsets, shape, rank := tuples[0].Elems, tuples[1].Elems, t.Rank()
		switch {
		case len(offsets) != rank:
			return nil, d.Errf(2, "rank", "offsets rank (%d) must match target tensor rank (%d)", len(offsets), rank)
		case len(shape) != rank:
			return nil, d.Errf(3, "rank", "shape rank (%d) must match target tensor rank (%d)", len(shape), rank)
		case request != nil && len(request) != rank:
			return nil, d.Errf(4, "rank", "valid_shape rank (%d) must match target tensor rank (%d)", len(request), rank)
		case rank == 0:
			return nil, d.Errf(0, "rank", "requires at least one dimension on target")
		}
		physical, valid := t.Shape, t.EffectiveValidShape()
		if d.KwBool("allow_physical_tail_padding") {
			switch {
			case t.DType != FP16:
				return nil, d.Errf(-1, "tail-padding", "allow_physical_tail_padding requires an FP16 target")
			case rank != 2:
				return nil, d.Errf(-1, "tail-padding", "allow_physical_tail_padding requires a flattened rank-2 target")
			case request == nil:
				return nil, d.Errf(-1, "tail-padding", "allow_physical_tail_padding requires an explicit valid_shape")
			}
			// One 32-byte FP16 block past the end (remote_load.cpp:168-182).
			physical = []Expr{physical[0], addI(physical[1], ConstI(15))}
			valid = physical
		}
		out, err := remoteWindowValid(d, physical, valid, offsets, shape, request)
		if err != nil {
			return nil, err
		}
		view := TileView{ValidShape: out, BLayout: implicitLayoutFromShape(shape), SLayout: NoneBox, Fractal: DefaultFractal}
		if t.View != nil {
			switch t.View.Layout {
			case ND:
				view.BLayout = RowMajor
			case DN:
				view.BLayout = ColMajor
			}
		}
		return NewTileType(shape, t.DType, nil, MemNone, &view), nil
	},
})

// remoteValidShape normalizes a requested valid shape to INDEX extents and
// rejects a provably negative one (NormalizeRemoteValidShape,
// remote_load.cpp:76-98).
func remoteValidShape(d *Deduction, elems []Expr) ([]Expr, error) {
	out := make([]Expr, len(elems))
	for i, e := range elems {
		st, ok := e.Type().(*ScalarType)
		if !ok || !st.DType.IsInt() {
			return nil, d.Errf(4, "valid-shape", "valid_shape %d must be an integer scalar, but got %s", i, TypeKindName(e.Type()))
		}
		switch c := e.(type) {
		case *ConstInt:
			out[i] = &ConstInt{Value: c.Value, DType: INDEX, Pos: c.Pos}
		default:
			out[i] = e
			if st.DType != INDEX {
				out[i] = &Unary{Op: OpCast, X: e, DType: INDEX}
			}
		}
		if nonNegative(out[i]) == ProofFalse {
			return nil, d.Errf(4, "valid-shape", "valid_shape %d is provably negative; a valid region cannot have a negative extent", i)
		}
	}
	return out, nil
}

// remoteWindowValid is the valid shape of a remote load: InferWindowRead-
// ValidShape with materialize_symbolic_intersection, a clamped window read
// whose requested extent is intersected with the source's exactly, by a
// symbolic min when the order is unknown, so the partition never covers
// invalid peer-buffer elements (type_inference.cpp:626-705). The bounds
// checks are a tile.load's (windowRead).
func remoteWindowValid(d *Deduction, physical, valid, offsets, window, request []Expr) ([]Expr, error) {
	if _, err := windowRead(d, 3, physical, valid, offsets, window, request, false, false,
		"Pass a smaller valid_shape to describe a ragged remote-load tail"); err != nil {
		return nil, err
	}
	out := make([]Expr, len(window))
	for i := range window {
		off := offsets[i]
		var available Expr
		if _, static := valid[i].(*ConstInt); static && exprSame(valid[i], physical[i]) {
			available = window[i]
		} else {
			remaining := valid[i]
			if isZero(off) != ProofTrue {
				remaining = subI(maxExtent(valid[i], off), off)
			}
			available = minExtent(remaining, window[i])
		}
		if request == nil {
			out[i] = available
		} else {
			out[i] = minExtent(request[i], available)
		}
	}
	return out, nil
}

// implicitLayoutFromShape is a tile's block layout implied by its shape: a
// static [R, 1] column with R > 1 is column-major, anything else row-major
// (InferImplicitTileLayoutFromShape, tile_view_semantics.h:98-109).
func implicitLayoutFromShape(shape []Expr) TileLayout {
	if len(shape) != 2 {
		return RowMajor
	}
	r, ok1 := ConstValue(shape[0])
	c, ok2 := ConstValue(shape[1])
	if ok1 && ok2 && c == 1 && r > 1 {
		return ColMajor
	}
	return RowMajor
}

// pushExtent reduces a pushed source extent to its inner two dims; every
// leading dim must be 1 (EffectivePushExtent, remote_store.cpp:108-119).
func pushExtent(d *Deduction, extent []Expr) ([]Expr, error) {
	if len(extent) < 2 {
		return nil, d.Errf(0, "rank", "src must be at least 2-D (it is pushed as a 2-D region), got rank %d", len(extent))
	}
	for i, e := range extent[:len(extent)-2] {
		if v, ok := ConstValue(e); ok && v != 1 {
			return nil, d.Errf(0, "rank", "src leading dimension %d must be 1 (only the inner two dims are pushed, and larger leading dims fold into the row extent and overrun the target), got %d", i, v)
		}
	}
	return extent[len(extent)-2:], nil
}

// remoteStoreContract checks the target, peer, offsets, dtype and bounds
// of a remote store pushing a source of extent and dtype
// (ValidateRemoteStoreContract, remote_store.cpp:121-183;
// ValidatePushFitsTarget, comm_op_utils.h:264-310).
func remoteStoreContract(d *Deduction, extent []Expr, dt DataType) error {
	t, err := windowBound(d, 1, "target")
	if err != nil {
		return err
	}
	if _, ok := d.Args[2].Type().(*ScalarType); !ok {
		return d.Errf(2, "arg-kind", "peer must be a scalar (rank index), got %s", TypeKindName(d.Args[2].Type()))
	}
	mt, ok := d.Args[3].(*MakeTuple)
	if !ok {
		return d.Errf(3, "arg-kind", "offsets must be a tuple (MakeTuple of scalars), got %s", nodeKindName(d.Args[3]))
	}
	rank := t.Rank()
	if len(mt.Elems) != rank {
		return d.Errf(3, "rank", "offsets rank (%d) must match target tensor rank (%d)", len(mt.Elems), rank)
	}
	if dt != t.DType {
		return d.Errf(0, "dtype-mismatch", "src dtype (%s) must match target dtype (%s)", dt, t.DType)
	}
	push, err := pushExtent(d, extent)
	if err != nil {
		return err
	}
	if rank < 2 {
		return d.Errf(1, "rank", "target rank must be >= 2 to hold a 2-D push, got %d", rank)
	}
	for i, e := range mt.Elems {
		off, ok := ConstValue(e)
		if !ok {
			continue
		}
		if off < 0 {
			return d.Errf(3, "offsets", "offsets dimension %d must be non-negative, got %d", i, off)
		}
		full, ok := ConstValue(t.Shape[i])
		if !ok {
			continue
		}
		ext := int64(1)
		if i+2 >= rank {
			v, ok := ConstValue(push[i+2-rank])
			if !ok {
				continue
			}
			ext = v
		}
		if off+ext > full {
			return d.Errf(3, "offsets", "push exceeds the peer's target region in dimension %d (offset=%d, extent=%d, target_dim=%d)", i, off, ext, full)
		}
	}
	return atomicAddDType(d, t.DType)
}

// remoteStoreArgs are the positional arguments of both remote stores.
func remoteStoreArgs(src string) []ArgSpec {
	return []ArgSpec{{Name: src, Kind: ArgAny}, {Name: "target", Kind: ArgAny}, {Name: "peer", Kind: ArgAny}, {Name: "offsets", Kind: ArgAny}}
}

// PldTileRemoteStore writes a local tile into a region of the peer rank's
// slice of a window-bound tensor, like tile.store (DeduceRemoteStoreType,
// remote_store.cpp:194-212; registration :232-256: Vec or Acc sources, as
// tile.store's).
var PldTileRemoteStore = rankOp(&OpDef{
	Name:        "pld.tile.remote_store",
	Doc:         "store a tile into a region of the peer rank's slice of a window-bound tensor",
	Args:        remoteStoreArgs("src_tile"),
	Kwargs:      []KwSpec{{Name: "atomic", Kind: KwAtomic}},
	Inputs:      []InputConstraint{{Arg: 0, Spaces: []MemorySpace{Vec, Acc}}},
	Access:      AccessFunctional,
	Writes:      []int{1},
	Pipe:        PipeBySpace,
	SourcePipes: map[MemorySpace]PipeType{Vec: PipeMTE3, Acc: PipeFIX},
	Deduce: func(d *Deduction) (Type, error) {
		t, ok := d.Args[0].Type().(*TileType)
		if !ok {
			return nil, d.Errf(0, "arg-kind", "src_tile must be a TileType, got %s. In a tensor-level kernel (@pl.jit) call pld.tensor.remote_store instead (pld.remote_store dispatches between the two).", TypeKindName(d.Args[0].Type()))
		}
		if err := remoteStoreContract(d, t.ValidShape(), t.DType); err != nil {
			return nil, err
		}
		return Unknown(), nil
	},
})

// PldTensorRemoteStore is the tensor-level remote store, lowered 1:1 to
// the tile form; its source must be a plain tensor (As<TensorType>, an
// exact kind match: window to window is pld.tensor.put's job)
// (DeduceTensorRemoteStoreType, remote_store.cpp:214-229).
var PldTensorRemoteStore = rankOp(&OpDef{
	Name:   "pld.tensor.remote_store",
	Doc:    "store a tensor-level value into a region of the peer rank's slice of a window-bound tensor",
	Args:   remoteStoreArgs("src"),
	Kwargs: []KwSpec{{Name: "atomic", Kind: KwAtomic}},
	Access: AccessFunctional,
	Writes: []int{1},
	Pipe:   PipeMTE3,
	Deduce: func(d *Deduction) (Type, error) {
		if !IsPlainTensor(d.Args[0].Type()) {
			return nil, d.Errf(0, "arg-kind", "src must be a Tensor (tensor-level value), got %s. In a tile-level kernel (@pl.jit.incore / @pl.program) call pld.tile.remote_store instead (pld.remote_store dispatches between the two); to push one window buffer into another, use pld.tensor.put.", TypeKindName(d.Args[0].Type()))
		}
		t := d.Args[0].Type().(*TensorType)
		if err := remoteStoreContract(d, t.Shape, t.DType); err != nil {
			return nil, err
		}
		return Unknown(), nil
	},
})
