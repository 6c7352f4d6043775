# A cluster scope becomes a Group function; its spmd scope is unwrapped into
# the Group (marked spmd_unwrapped) and the block count and sync_start go
# on the Group's call, translated through the call's arguments (n). A
# standalone spmd scope becomes an Spmd function whose call carries
# core_num; it hands its captured tensor to a kernel's Out parameter, so
# the Spmd function's parameter is Out too.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t: pl.Tile[[16], pl.FP32] = pl.load(x, [b * 16], [16])
        o: pl.Tensor[[64], pl.FP32] = pl.store(t, [b * 16], out)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.cluster():
            with pl.spmd(n, sync_start=True):
                o1: pl.Tensor[[64], pl.FP32] = self.kernel(x, out)
        with pl.spmd(4):
            o2: pl.Tensor[[64], pl.FP32] = self.kernel(x, o1)
        return o2
