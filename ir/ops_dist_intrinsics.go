package ir

// The distributed runtime-orchestration intrinsics (dist.*; PyPTO
// src/ir/op/distributed/intrinsics.cpp): host-side runtime calls the
// distributed lowering builds with their concrete result types already
// set, so the registry's deduction is a passthrough to UnknownType
// (:44-50).

func distIntrinsic(name, doc string, args ...string) *OpDef {
	specs := make([]ArgSpec, len(args))
	for i, a := range args {
		specs[i] = ArgSpec{Name: a, Kind: ArgAny}
	}
	return &OpDef{
		Name: name, Doc: doc,
		Args:        specs,
		ReusesInput: -1,
		Access:      AccessFunctional,
		Pipe:        PipeNone,
		Domain:      DomainHost,
		Deduce:      func(d *Deduction) (Type, error) { return Unknown(), nil },
	}
}

var (
	DistMakeTensor         = distIntrinsic("dist.make_tensor", "runtime intrinsic: a runtime tensor from a runtime handle and an element count", "rt", "count")
	DistTreeReduce         = distIntrinsic("dist.tree_reduce", "runtime intrinsic: a tree-structured reduction over leaf contributions", "rt", "leaves")
	DistSubmitWorker       = distIntrinsic("dist.submit_worker", "runtime intrinsic: launch a worker task; the result is its future", "rt")
	DistSubmitOrchestrator = distIntrinsic("dist.submit_orchestrator", "runtime intrinsic: launch an orchestrator task; the result is its future", "rt")
	DistFutureGet          = distIntrinsic("dist.future_get", "runtime intrinsic: await a future and yield its value", "future")
)
