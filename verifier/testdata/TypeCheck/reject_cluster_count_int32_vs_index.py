# From sut/pypto/testdata/findings/if-yield-int32-cluster-count-vs-index.py: system.available_cluster_count is Scalar[INT32] (ir/ops_system.go, as
# src/ir/op/sync_ops/launch.cpp:28-66); the if merges it with an INDEX. The pinned PyPTO
# reports exactly these two diagnostics at pipeline_input.
# want: ERROR TypeCheck 102 @13:9 "Dtype mismatch in IfStmt: then yield value[0] dtype != else yield value[0] dtype"
# want: ERROR TypeCheck 102 @13:9 "Dtype mismatch in IfStmt: then yield value[0] dtype != return_var[0] dtype"
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
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
