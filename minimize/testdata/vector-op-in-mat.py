# vector-op-in-mat (irfuzz RF-H7): tile.transpose inherits its input's
# memory with no input constraint, so the matmul's Left demand on the
# transposed tile flows back onto the load, which resolves to Mat, and the
# transpose follows it there: ExpandMixedKernel builds a pure AIC kernel
# holding a TTRANS on L1 (pto-isa has TTRANS on UB only) and InsertSync
# brackets it with V-pipe flags, which the cube core does not have.
# backend: 950
# faults: vector-op-in-mat
# want: simdiag | illegal |  | aic0#N SET_FLAG(system.sync_src @N): a AIC core has no pipe V |  | 
import pypto.language as pl


@pl.program
class TransposeInMat:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        tmp: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        tr: pl.Tile[[16, 16], pl.FP32] = pl.tile.transpose(t, 0, 1, tmp)
        r: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tr, r)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        return o
