# The yield narrows the carried tile to FP16: two edges of the loop-carried
# contract break (declared iter arg vs yield, yield vs return var), 102 each,
# reported at the loop.
# want: ERROR TypeCheck 102 @18:9 "Dtype mismatch in ForStmt: declared iter_arg[0] dtype != yield value[0] dtype"
# want: ERROR TypeCheck 102 @18:9 "Dtype mismatch in ForStmt: yield value[0] dtype != return_var[0] dtype"
import pypto.language as pl


@pl.program
class Narrow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
        for i, (c,) in pl.range(4, init_values=(t0,)):
            h: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.cast(c, pl.FP16)
            r = pl.yield_(h)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(r, [0, 0], out)
        return res
