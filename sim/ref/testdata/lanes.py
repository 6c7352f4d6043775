# Lanes, blocks and cross-core transfers: a split_aiv scope runs once per
# vector lane, an spmd scope once per block; tpush / tpop queues between the
# cube and the two vector lanes; aiv_shard / aic_gather across the lanes.
import pypto.language as pl


@pl.program
class Lanes:
    @pl.function(type=pl.FunctionType.AIV)
    def split(
        self,
        x: pl.Tensor[[4, 4], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            t = pl.load(x, [lane * 2, 0], [2, 4])
            u = pl.tile.muls(t, 10.0)
            v = pl.tile.adds(u, pl.cast(lane, pl.FP32))
            o = pl.store(v, [lane * 2, 0], out)
        return o

    @pl.function(type=pl.FunctionType.AIV)
    def blocks(
        self,
        x: pl.Tensor[[4, 4], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        for b in pl.spmd(3):
            n = pl.tile.get_block_num()
            t = pl.load(x, [b, 0], [1, 4])
            u = pl.tile.adds(t, pl.cast(n * 100 + b, pl.FP32))
            o = pl.store(u, [b, 0], out)
        return o

    @pl.function(type=pl.FunctionType.AIV)
    def ids(self) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX]]:
        b = pl.tile.get_block_idx()
        n = pl.tile.get_block_num()
        s = pl.tile.get_subblock_idx()
        return b, n, s

    @pl.function(type=pl.FunctionType.AIC)
    def cube_push(self, a: pl.Tensor[[4, 4], pl.FP32]) -> pl.Tensor[[4, 4], pl.FP32]:
        am = pl.load(a, [0, 0], [4, 4], target_memory=pl.Mem.Mat)
        pl.tpush_to_aiv(am, split=1, id=0)
        return a

    @pl.function(type=pl.FunctionType.AIV)
    def vec(self, out: pl.Out[pl.Tensor[[4, 4], pl.FP32]]) -> pl.Tensor[[4, 4], pl.FP32]:
        lane = pl.tile.get_subblock_idx()
        h: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tpop_from_aic(split=1, id=0)
        h2 = pl.tile.adds(h, 100.0)
        o = pl.store(h2, [lane * 2, 0], out)
        pl.tpush_to_aic(h2, split=1, id=1)
        return o

    @pl.function(type=pl.FunctionType.AIC)
    def cube_pop(self, out: pl.Out[pl.Tensor[[4, 4], pl.FP32]]) -> pl.Tensor[[4, 4], pl.FP32]:
        g: pl.Tile[[4, 4], pl.FP32, pl.Mem.Mat] = pl.tpop_from_aiv(split=1, id=1)
        gv = pl.move(g, target_memory=pl.Mem.Vec)
        o = pl.store(gv, [0, 0], out)
        return o

    @pl.function
    def cross(
        self,
        a: pl.Tensor[[4, 4], pl.FP32],
        mid: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
        out: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        r = self.cube_push(a)
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            m = self.vec(mid)
        o = self.cube_pop(out)
        return o

    @pl.function(type=pl.FunctionType.AIV)
    def starve(self, out: pl.Out[pl.Tensor[[4, 4], pl.FP32]]) -> pl.Tensor[[4, 4], pl.FP32]:
        o = self.vec(out)
        return o

    @pl.function
    def shard(
        self,
        a: pl.Tensor[[4, 4], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        t = pl.load(a, [0, 0], [4, 4])
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            h = pl.tile.aiv_shard(t, split=1)
            h2 = pl.tile.adds(h, pl.cast(lane, pl.FP32))
            g = pl.tile.aic_gather(h2, split=1)
        gv = pl.move(g, target_memory=pl.Mem.Vec)
        o = pl.store(gv, [0, 0], out)
        return o

    @pl.function
    def shard_outside(
        self,
        a: pl.Tensor[[4, 4], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 4], pl.FP32]],
    ) -> pl.Tensor[[4, 4], pl.FP32]:
        t = pl.load(a, [0, 0], [4, 4])
        h = pl.tile.aiv_shard(t, split=1)
        g = pl.tile.aic_gather(h, split=1)
        gv = pl.move(g, target_memory=pl.Mem.Vec)
        o = pl.store(gv, [0, 0], out)
        return o
