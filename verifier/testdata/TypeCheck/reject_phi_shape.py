# The branches of an if yield tiles of different shapes: the shape and the
# (implicit, full) valid shape disagree between then and else (104 twice),
# reported at the if.
# want: ERROR TypeCheck 104 @18:9 "Shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = 32, but else yield value[0] dimension[0] = 16"
# want: ERROR TypeCheck 104 @18:9 "Valid shape dimension mismatch in IfStmt: then yield value[0] dimension[0] = 32, but else yield value[0] dimension[0] = 16"
import pypto.language as pl


@pl.program
class PhiShape:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        if flag < 1:
            a: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [32, 64])
            phi: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(a)
        else:
            b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [0, 0], [16, 64])
            phi = pl.yield_(b)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(phi, [0, 0], out)
        return res
