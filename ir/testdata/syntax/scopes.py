import pypto.language as pl


@pl.program
class Regions:
    @pl.function(type=pl.FunctionType.AIV)
    def halves(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for lane in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [lane * 16, 0], [16, 64])
            o = pl.store(t, [lane * 16, 0], out)
        return o

    @pl.function(type=pl.FunctionType.InCore)
    def rows(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for lane in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [lane * 16, 0], [16, 64])
            o = pl.store(t, [lane * 16, 0], out)
        return o

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def drive(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for blk in pl.spmd(8):
            pl.system.bar_v()
        with pl.spmd(4, name_hint="grid"):
            i = pl.tile.get_block_idx()
            pl.system.bar_v()
        with pl.spmd(4) as first:
            j = pl.tile.get_block_idx()
            pl.system.bar_v()
        with pl.spmd(4):
            out = self.halves(x, out)
        with pl.spmd(4, deps=[first], allow_early_resolve=True) as second:
            out = self.halves(x, out)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[second], no_dep_args=[x], dumps=[out], allow_early_resolve=True, windowize=True, optimizations=[pl.split(pl.SplitMode.UP_DOWN), pl.cross_core_slot(slot_num=4)]) as third:
            pl.system.bar_v()
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator, name_hint="host", deps=[third, None]) as fourth:
            pl.system.bar_all()
        with pl.spmd(4, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            out = self.halves(x, out)
        with pl.spmd(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                pl.system.bar_v()
        with pl.cluster(name_hint="pair"):
            pl.system.bar_m()
        with pl.at(pl.Level.CHIP, pl.Role.Orchestrator, deps=[fourth]):
            pl.system.bar_all()
        return out
