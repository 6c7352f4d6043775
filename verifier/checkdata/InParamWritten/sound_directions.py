# want: nothing
# PyPTO TestSoundDeclarationsPass: an Out parameter written, an InOut one
# read and written, an In one only read, a scalar one (never a buffer).
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INT32], io: pl.InOut[pl.Tensor[[16, 16], pl.FP32]], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]):
        t = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        u = pl.tile.load(io, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        pl.tile.store(pl.tile.add(t, u), [0, 0], io)
        pl.tile.store(t, [0, 0], out)
