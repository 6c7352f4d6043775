# irfuzz corpus v1
# signature: pypto | TypeCheck | pipeline_input | Dtype mismatch in IfStmt: then yield value[0] dtype != else yield value[0] dtype
# status: open
# oracle: pypto
# property: TypeCheck
# pass: pipeline_input
# backend: Ascend950
# outcome: rejected
# exception: pypto.Error (VerificationError)
# message: Dtype mismatch in IfStmt: then yield value[0] dtype != else yield value[0] dtype
# headline: Verification failed after 'pipeline_input' for properties {TypeChecked, NoRedundantBlocks, BreakContinueValid, InOutUseValid, ManualDepsOnSubmitOnly, AtomicAddDtypeValid}:
# pinned: src/ir/op/sync_ops/launch.cpp:48-52 (system.available_cluster_count deduces INT32, DeduceInt32ScalarType at :32); the DSL parser keeps the deduced INT32 over the Scalar[INDEX] annotation, and src/ir/verifier/type_check_pass.cpp:555 (message at :263) rejects the INT32/INDEX if-merge
# kind: contract
# silent: loud
# upstream: by design (launch.cpp: an orchestration-level launch-shape query of dtype INT32; only tile.get_block_idx / get_block_num / get_subblock_idx are INDEX, memory.cpp:64-71)
# model: irfuzz's registry deduces Scalar(INDEX) for both system.available_*_count (ir/ops_system.go:131,139-140) and accepts this kernel

import pypto.language as pl

@pl.program
class ClusterCountIndex:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        q: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        if q >= 0:
            q_1: pl.Scalar[pl.INDEX] = pl.system.available_cluster_count()
            c: pl.Scalar[pl.INDEX] = pl.yield_(q_1)
        else:
            c: pl.Scalar[pl.INDEX] = pl.yield_(q)
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16])
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
