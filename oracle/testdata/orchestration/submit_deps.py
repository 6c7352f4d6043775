# backend: Ascend950
# Two scopes dispatched as submits: the first binds its task id (as t0),
# the second waits on it (deps=[t0]) and assembles into the Out parameter;
# the simulation launches each submitted kernel on the simulator.
# want: nothing
import pypto.language as pl


@pl.program
class Sub:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP) as t0:
            e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(x)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[t0]):
            y: pl.Tensor[[16, 64], pl.FP32] = pl.add(e, x)
            o: pl.Tensor[[16, 64], pl.FP32] = pl.assemble(out, y, [0, 0])
        return o
