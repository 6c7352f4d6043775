# With fault vector-op-in-mat on (the released PyPTO), the Left demand flows
# back through tile.transpose onto the load, which resolves to Mat, and the
# transpose inherits Mat: a vector op on L1 that the cube core cannot run.
# faults: vector-op-in-mat
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        tmp: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=None)
        tr: pl.Tile[[16, 16], pl.FP32] = pl.tile.transpose(t, 0, 1, tmp)
        r: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(y, [0, 0], [16, 16], [16, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tr, r)
        out_0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out_0)
        return out_0
