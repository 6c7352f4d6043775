# Two phis: tiles whose explicit views differ only in their pad (111, a
# check made only because both sides carry an explicit view) and tensors
# whose views differ in pad (109).
# want: ERROR TypeCheck 111 @20:9 "Tile view metadata mismatch in IfStmt: then yield value[0] and else yield value[0] have different effective layout, stride, start offset, fractal, or padding metadata"
# want: ERROR TypeCheck 109 @20:9 "Tensor padding mismatch in IfStmt: then yield value[1] pad != else yield value[1] pad"
import pypto.language as pl


@pl.program
class Views:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(pad=pl.PadValue.zero)],
        y: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(pad=pl.PadValue.max)],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        if flag < 1:
            p0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(t, pad_value=pl.PadValue.max)
            tv, src = pl.yield_(p0, x)
        else:
            p1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(t, pad_value=pl.PadValue.min)
            tv, src = pl.yield_(p1, y)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(tv, [0, 0], out)
        return res
