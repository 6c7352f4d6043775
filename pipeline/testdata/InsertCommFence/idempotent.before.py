# Markers already in place are not inserted again (the pinned pass's
# output on publish.before.py, unchanged by a second run).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def f(a: pl.Tensor[[2, 16], pl.FP32], win: pld.DistributedTensor[[2, 16], pl.FP32], flags: pld.DistributedTensor[[1, 4], pl.INT32], peer: pl.Scalar[pl.INT32], n: pl.Scalar[pl.INDEX]):
        t: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [2, 16], [2, 16], target_memory=pl.Mem.Vec)
        pl.tile.store(t, [0, 0], win)
        pl.system.cacheinvalid(win, [2, 16], [0, 0])
        pl.system.fence()
        v: pl.Scalar[pl.INT32] = pl.tensor.read(flags, [0, 2])
        pl.tensor.write(flags, [0, 1], v)
        pl.system.cacheinvalid(flags, [1, 4], [0, 0])
        pl.system.fence()
        for i in pl.range(n):
            pld.tile.remote_store(t, win, peer, [0, 0])
            pl.system.fence()
        if n > 2:
            pld.system.wait(flags, [0, 0], pl.const(1, pl.INT32), cmp=1)
            pl.system.cacheinvalid()
        pld.system.notify(flags, peer, [0, 0], pl.const(1, pl.INT32), op=0)
