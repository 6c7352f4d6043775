# A loop carries the accumulator acc unchanged (acc_1) and reads it into
# Vec each step (extract), while acc also crosses to the vector side before
# the loop (fillpad of its Vec copy): on AIV the carry starts from the
# popped copy and must be a Vec carry (campaign ab00ce4c0306).
# passes: InferTileMemorySpace,ExpandMixedKernel
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        flag: pl.Scalar[pl.INT64],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=None)
        r: pl.Tile[[16, 16], pl.FP16] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=None)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(l, r)
        fp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc, pl.TileView(fractal=512, pad=pl.PadValue.zero)] = pl.tile.fillpad(acc)
        if flag < 0:
            o: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(out)
        else:
            for i, (c_1, acc_1, q) in pl.range(2, init_values=(fp, acc, out)):
                ex: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.extract(acc_1, 0, 0, [16, 16])
                q_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(ex, [0, 0], q)
                c_3, acc_3, q_3 = pl.yield_(c_1, acc_1, q_1)
            o: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(q_3)
        return o
