# reject_cluster_count_int32_vs_index.py with both branches INT32 (both
# launch-shape queries are Scalar[INT32]): the merge type checks, here and in
# the pinned PyPTO.
# want: nothing
import pypto.language as pl

@pl.program
class ClusterCountInt32:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        q: pl.Scalar[pl.INT32] = pl.system.available_aiv_count()
        if q >= 0:
            q_1: pl.Scalar[pl.INT32] = pl.system.available_cluster_count()
            c: pl.Scalar[pl.INT32] = pl.yield_(q_1)
        else:
            c: pl.Scalar[pl.INT32] = pl.yield_(q)
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
