# Non-SSA "leak" forms: an if without phis and a loop without carries let
# their definitions reach the code after them (UseAfterDef leaves judging
# that to SSAVerify).
# want: nothing
import pypto.language as pl


@pl.program
class LeakOk:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        if flag < 1:
            a: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.exp(t)
        else:
            b: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.neg(t)
        for i in pl.range(4):
            u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.add(a, b)
        while flag < 2:
            w: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.abs(u)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(w, [0, 0], out)
        return res
