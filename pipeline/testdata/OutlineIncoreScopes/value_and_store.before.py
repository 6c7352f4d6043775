# Two InCore scopes of an Opaque function: the first computes a tensor the
# statements after it read (an output, returned as is), the second stores
# tiles into the Out parameter and a local tensor (store targets: Out
# parameters of the kernel, returned as the parameter, the call binding a
# fresh version the return then reads). The parent becomes an
# Orchestration function.
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        buf: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            y: pl.Tensor[[32, 64], pl.FP32] = pl.add(x, x)
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[32, 64], pl.FP32] = pl.load(y, [0, 0], [32, 64])
            u: pl.Tile[[32, 64], pl.FP32] = pl.mul(t, t)
            o: pl.Tensor[[32, 64], pl.FP32] = pl.store(u, [0, 0], out)
            b: pl.Tensor[[32, 64], pl.FP32] = pl.store(t, [0, 0], buf)
        return o
