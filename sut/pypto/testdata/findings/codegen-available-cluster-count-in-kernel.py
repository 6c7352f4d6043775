# irfuzz corpus v1
# signature: pypto | ValueError | PTOCodegen | No codegen registered for operation: system.available_cluster_count
# status: open
# oracle: pypto
# property: ValueError
# pass: codegen
# backend: Ascend950
# outcome: codegen
# exception: RuntimeError (ir.compile: "1 function(s) failed to compile"; the per-function error is a ValueError)
# message: No codegen registered for operation: system.available_cluster_count
# pinned: include/pypto/codegen/codegen_base.h:213; src/ir/op/sync_ops/launch.cpp:37-52 (an orchestration launch-shape query: "Orchestration codegen lowers it to rt_available_cluster_count()")
# kind: contract
# silent: loud
# upstream: by design (launch.cpp comment); the same holds for system.available_aiv_count
# mode: ir.compile(..., skip_ptoas=True), i.e. pypto_real_check.py compile; the pass pipeline alone accepts it
# model: irfuzz's registry gives it Scalar(INDEX) (ir/ops_system.go:131,139), so with the real INT32 annotation the model fails its own round trip ("type pl.Scalar[pl.INDEX] vs pl.Scalar[pl.INT32]")

import pypto.language as pl

@pl.program
class ClusterCountInKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        q: pl.Scalar[pl.INT32] = pl.system.available_cluster_count()
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(pl.tile.adds(t, q), [0, 0], out)
        return o
