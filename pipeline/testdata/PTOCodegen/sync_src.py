# From sut/pypto/testdata/findings/codegen-manual-sync-src-unsupported.py (the pinned PyPTO's PTO codegen refuses it).
import pypto.language as pl

@pl.program
class ManualSync:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.MTE3, event_id=0)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return o
